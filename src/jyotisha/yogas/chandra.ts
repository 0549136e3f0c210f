/**
 * The Chandra yogas (jyotisha.md §4.2). Counted from the Moon: Sunapha, Anapha, Durudhara, Kemadruma
 * (with its cancellation), Adhi and Lagnadhi, Chandra-Mangala, Gajakesari and Shakata; then Amala,
 * Vasumati, Guru-Mangala and Pushkala.
 */
import {
  aspects,
  aspectsSign,
  conjunct,
  isBenefic,
  isKendra,
  lordOfHouse,
  occupantsOfHouse,
  UPACHAYAS,
  type ChartFacts,
} from '../facts.js'
import { houseFrom, lordOf, type Graha } from '../grahas.js'
import {
  andList,
  andWho,
  FIVE,
  FIVE_NAMES,
  flankEmpty,
  flankHeld,
  flanks,
  fromMoon,
  houseOf,
  inGreatFriendSign,
  isDusthana,
  isStrong,
  NATURAL_BENEFICS,
  ordinal,
  placed,
  SEVEN,
  signName,
  titled,
} from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import {
  HI_FIVE_NAMES,
  hiAndWho,
  hiFlankEmpty,
  hiFlankHeld,
  hiList,
  hiOrd,
  hiPlaced,
  hiSign,
  hiTitled,
  hiWho,
} from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

const LUNAR_SOURCES = ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Phaladeepika'] as const

/*
 * Sunapha, Anapha and Durudhara are read as exclusive: Durudhara is the name of the both-sides case,
 * so Sunapha needs the 12th from the Moon free of the five planets and Anapha the 2nd (the framing of
 * Brihat Jataka; jyotisha.md's "none required in 12th" leaves it open).
 */
function lunarFlank(c: ChartFacts, want: 'second' | 'twelfth' | 'both'): Occurrence[] {
  const { second, twelfth } = flanks(c, 'Moon')
  const has2 = second.length > 0
  const has12 = twelfth.length > 0
  let reason: Text
  if (want === 'second' && has2 && !has12)
    reason = text(
      `${flankHeld(c, 'Moon', 2, second)}, while ${flankEmpty(c, 'Moon', 12)}.`,
      `${hiFlankHeld(c, 'Moon', 2, second)}, जबकि ${hiFlankEmpty(c, 'Moon', 12)}।`,
    )
  else if (want === 'twelfth' && has12 && !has2)
    reason = text(
      `${flankHeld(c, 'Moon', 12, twelfth)}, while ${flankEmpty(c, 'Moon', 2)}.`,
      `${hiFlankHeld(c, 'Moon', 12, twelfth)}, जबकि ${hiFlankEmpty(c, 'Moon', 2)}।`,
    )
  else if (want === 'both' && has2 && has12)
    reason = text(
      `${flankHeld(c, 'Moon', 2, second)}, and ${flankHeld(c, 'Moon', 12, twelfth)}.`,
      `${hiFlankHeld(c, 'Moon', 2, second)}, और ${hiFlankHeld(c, 'Moon', 12, twelfth)}।`,
    )
  else return []
  return [{ reason, planets: ['Moon', ...second, ...twelfth], fromMoon: true }]
}

/*
 * Kemadruma cancellation: any one of (jyotisha.md §4.2, BPHS and the common additions of Phaladeepika
 * and Saravali) — (a) one of the five planets in a kendra from the lagna; (b) one in a kendra from the
 * Moon, which includes (c) one joining the Moon; (d) the Moon in a kendra from the lagna and aspected by
 * Jupiter. The lists' further conditions (the Moon aspected by all planets, a full or exalted Moon
 * aspected by benefics) are not applied. The Moon itself never counts for (a): (d) is its own case,
 * and it asks for Jupiter's aspect as well. With the birth time unknown the lagna is the Moon's sign, so
 * (a) repeats (b) and (d) would hold for every chart: both are skipped.
 */
function kemadruma(c: ChartFacts): Occurrence[] {
  const { second, twelfth } = flanks(c, 'Moon')
  if (second.length > 0 || twelfth.length > 0) return []
  const moonSign = c.grahas.Moon.sign
  const isolation = text(
    `The signs either side of the Moon in ${signName(moonSign)} (${signName(moonSign + 1)} and ` +
      `${signName(moonSign - 1)}) hold none of ${FIVE_NAMES}`,
    `${hiSign(moonSign)} राशि में स्थित चंद्रमा के दोनों ओर की राशियों (${hiSign(moonSign + 1)} और ` +
      `${hiSign(moonSign - 1)}) में ${HI_FIVE_NAMES} में से कोई नहीं है`,
  )
  const why: Text[] = []
  const is = (gs: readonly Graha[]) => (gs.length > 1 ? 'हैं' : 'है')
  const cancellers = new Set<Graha>()
  if (c.timeKnown) {
    const fromLagna = FIVE.filter((p) => isKendra(houseOf(c, p)))
    if (fromLagna.length > 0)
      why.push(
        text(
          `${andList(fromLagna)} ${fromLagna.length > 1 ? 'are' : 'is'} in a kendra from the lagna`,
          `${hiAndWho(fromLagna)} लग्न से केंद्र में ${is(fromLagna)}`,
        ),
      )
    fromLagna.forEach((p) => cancellers.add(p))
  }
  const joined = FIVE.filter((p) => fromMoon(c, p) === 1)
  const kendra = FIVE.filter((p) => [4, 7, 10].includes(fromMoon(c, p)))
  if (joined.length > 0)
    why.push(
      text(
        `${andList(joined)} ${joined.length > 1 ? 'join' : 'joins'} the Moon`,
        `${hiAndWho(joined)} चंद्रमा के साथ ${is(joined)}`,
      ),
    )
  if (kendra.length > 0)
    why.push(
      text(
        `${andList(kendra)} ${kendra.length > 1 ? 'are' : 'is'} in a kendra from the Moon`,
        `${hiAndWho(kendra)} चंद्रमा से केंद्र में ${is(kendra)}`,
      ),
    )
  ;[...joined, ...kendra].forEach((p) => cancellers.add(p))
  if (c.timeKnown && isKendra(houseOf(c, 'Moon')) && aspects(c, 'Jupiter', 'Moon')) {
    why.push(
      text(
        `the Moon is in the ${ordinal(houseOf(c, 'Moon'))} house, a kendra, and Jupiter aspects it`,
        `चंद्रमा ${hiOrd(houseOf(c, 'Moon'))} भाव में है, जो केंद्र है, और गुरु की उस पर दृष्टि है`,
      ),
    )
    cancellers.add('Jupiter')
  }
  if (why.length === 0)
    return [
      {
        reason: text(
          `${isolation.en}, and no cancelling condition holds.`,
          `${isolation.hi}, और भंग की कोई स्थिति नहीं बनती।`,
        ),
        planets: ['Moon'],
        fromMoon: true,
      },
    ]
  return [
    {
      status: 'cancelled',
      reason: text(
        `${isolation.en}, but the isolation is cancelled: ${why.map((w) => w.en).join('; ')}.`,
        `${isolation.hi}, पर यह अकेलापन भंग होता है: ${why.map((w) => w.hi).join('; ')}।`,
      ),
      planets: ['Moon', ...cancellers],
      fromMoon: true,
    },
  ]
}

/*
 * Adhi and Lagnadhi: all three natural benefics Mercury, Jupiter and Venus in the 6th, 7th or 8th from
 * the Moon (from the lagna), "jointly or severally" as B.V. Raman reads the verse, and none of them
 * sharing a sign with a natural malefic (the texts ask for unafflicted benefics). The looser readings
 * (one or two benefics suffice) are not used: they would name far more charts.
 */
function adhi(c: ChartFacts, from: 'Moon' | 'lagna'): Occurrence[] {
  const count = (p: Graha) => (from === 'Moon' ? fromMoon(c, p) : houseOf(c, p))
  if (!NATURAL_BENEFICS.every((p) => [6, 7, 8].includes(count(p)))) return []
  const malefics: Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu']
  if (NATURAL_BENEFICS.some((p) => malefics.some((m) => conjunct(c, p, m)))) return []
  const where = NATURAL_BENEFICS.map((p) => `${p} in the ${ordinal(count(p))}`)
  const ref = from === 'Moon' ? 'signs from the Moon' : 'houses'
  const hiWhere = hiList(NATURAL_BENEFICS.map((p) => `${hiWho(p)} ${hiOrd(count(p))} में`))
  const hiRef = from === 'Moon' ? 'चंद्रमा से षष्ठ, सप्तम और अष्टम राशियों' : 'षष्ठ, सप्तम और अष्टम भावों'
  return [
    {
      reason: text(
        `Mercury, Jupiter and Venus all stand in the 6th, 7th and 8th ${ref} (${andList(where)}), none of them joined by a malefic.`,
        `बुध, गुरु और शुक्र तीनों ${hiRef} में हैं (${hiWhere}), और इनमें से किसी के साथ कोई अशुभ ग्रह नहीं है।`,
      ),
      planets: NATURAL_BENEFICS,
      fromMoon: from === 'Moon',
    },
  ]
}

/*
 * Amala: the 10th from the lagna holds at least one graha and every graha there is a benefic of this
 * chart (Jupiter, Venus, the waxing Moon, an unafflicted Mercury). Variant: the 10th from the lagna
 * only (Phaladeepika's wording); the 10th from the Moon that many also accept is not tested.
 */
function amala(c: ChartFacts): Occurrence[] {
  const there = occupantsOfHouse(c, 10)
  if (there.length === 0 || !there.every((g) => isBenefic(c, g))) return []
  const named = there.map((g) => (g === 'Moon' ? 'the waxing Moon' : g))
  const hiNamed = there.map((g) => (g === 'Moon' ? 'शुक्ल पक्ष का बढ़ता चंद्रमा' : hiWho(g)))
  return [
    {
      reason: text(
        `Only benefics occupy the 10th house, ${signName(c.grahas[there[0]!].sign)}: ${andList(named)}.`,
        `दशम भाव, ${hiSign(c.grahas[there[0]!].sign)} राशि, में केवल शुभ ग्रह हैं: ${hiList(hiNamed)}।`,
      ),
      planets: there,
    },
  ]
}

/*
 * Vasumati: all three natural benefics Mercury, Jupiter and Venus in upachayas (3, 6, 10, 11) from the
 * lagna, or all three from the Moon (Phaladeepika: "the benefics"; the Moon is left out because it is
 * one of the two points counted from). The lagna is tried first.
 */
function vasumati(c: ChartFacts): Occurrence[] {
  for (const from of ['lagna', 'Moon'] as const) {
    if (from === 'Moon' && !c.timeKnown) break // the lagna is then the Moon's sign
    const count = (p: (typeof NATURAL_BENEFICS)[number]) =>
      from === 'lagna' ? houseOf(c, p) : fromMoon(c, p)
    if (!NATURAL_BENEFICS.every((p) => UPACHAYAS.includes(count(p)))) continue
    const where = andList(NATURAL_BENEFICS.map((p) => `${p} in the ${ordinal(count(p))}`))
    const ref = from === 'lagna' ? 'houses' : 'signs from the Moon'
    const hiWhere = hiList(NATURAL_BENEFICS.map((p) => `${hiWho(p)} ${hiOrd(count(p))} में`))
    const hiRef = from === 'lagna' ? 'उपचय भावों' : 'चंद्रमा से उपचय राशियों'
    return [
      {
        reason: text(
          `Mercury, Jupiter and Venus all occupy upachaya ${ref}, the 3rd, 6th, 10th and 11th (${where}).`,
          `बुध, गुरु और शुक्र तीनों ${hiRef} में हैं, यानी तृतीय, षष्ठ, दशम या एकादश में (${hiWhere})।`,
        ),
        planets: from === 'Moon' ? ['Moon', ...NATURAL_BENEFICS] : NATURAL_BENEFICS,
        fromMoon: from === 'Moon',
      },
    ]
  }
  return []
}

/*
 * Pushkala (BPHS, as PVR reads it; jyotisha.md §4.2): the lagna lord with the Moon; the Moon's
 * dispositor in a kendra or in the sign of a compound great friend, and aspecting the lagna; and a
 * strong planet (Sun to Saturn) in the lagna. It ties the Moon to the lagna, so it is not evaluated
 * when the birth time is unknown (the lagna would be the Moon's own sign).
 */
function pushkala(c: ChartFacts): Occurrence[] {
  if (!c.timeKnown) return []
  const lagnaLord = lordOfHouse(c, 1)
  const dispositor = lordOf(c.grahas.Moon.sign)
  if (!conjunct(c, lagnaLord, 'Moon')) return []
  const kendra = isKendra(houseOf(c, dispositor))
  if (!(kendra || inGreatFriendSign(c, dispositor)) || !aspectsSign(c, dispositor, c.lagnaSign)) return []
  const inLagna = SEVEN.filter((p) => houseOf(c, p) === 1 && isStrong(c, p))
  if (inLagna.length === 0) return []
  const lordWithMoon =
    lagnaLord === 'Moon'
      ? 'The Moon is itself the lagna lord'
      : `${titled('the lagna lord', lagnaLord)} is with the Moon in ${signName(c.grahas.Moon.sign)}`
  const dispositorPlace = kendra
    ? `in the ${ordinal(houseOf(c, dispositor))} house, a kendra`
    : `in ${signName(c.grahas[dispositor].sign)}, the sign of a great friend`
  const hiLordWithMoon =
    lagnaLord === 'Moon'
      ? 'चंद्रमा स्वयं लग्नेश है'
      : `${hiTitled('लग्नेश', lagnaLord)} ${hiSign(c.grahas.Moon.sign)} राशि में चंद्रमा के साथ है`
  const hiDispositorPlace = kendra
    ? `${hiOrd(houseOf(c, dispositor))} भाव में है, जो केंद्र है`
    : `${hiSign(c.grahas[dispositor].sign)} राशि में है, जो उसके अधिमित्र की राशि है`
  return [
    {
      reason: text(
        `${lordWithMoon}; ${titled("the Moon's dispositor", dispositor)} is ${dispositorPlace}, and aspects the lagna; ` +
          `and ${andWho(inLagna)}, strong, ${inLagna.length > 1 ? 'occupy' : 'occupies'} the lagna.`,
        `${hiLordWithMoon}; चंद्र राशि का स्वामी ${hiWho(dispositor)} ${hiDispositorPlace}, और लग्न पर दृष्टि डालता है; ` +
          `और बलवान ${hiAndWho(inLagna)} लग्न में ${inLagna.length > 1 ? 'हैं' : 'है'}।`,
      ),
      planets: ['Moon', lagnaLord, dispositor, ...inLagna],
      houses: [1, houseOf(c, 'Moon'), houseOf(c, dispositor)],
    },
  ]
}

export const CHANDRA_YOGAS: YogaRule[] = [
  {
    name: 'Sunapha',
    category: 'Chandra',
    sources: LUNAR_SOURCES,
    description: text(
      'Planets in the sign after the Moon are traditionally read as supporting self-earned means, a good name and a steady mind.',
      'चंद्रमा से अगली राशि में ग्रह हों तो परंपरा से इसे अपने परिश्रम से अर्जित साधनों, अच्छे नाम और स्थिर मन का सहायक माना जाता है।',
    ),
    find: (c) => lunarFlank(c, 'second'),
  },
  {
    name: 'Anapha',
    category: 'Chandra',
    sources: LUNAR_SOURCES,
    description: text(
      'Planets in the sign before the Moon are traditionally associated with good health, a pleasant manner and personal dignity.',
      'चंद्रमा से पिछली राशि में ग्रह हों तो परंपरा से इसे अच्छे स्वास्थ्य, सुखद व्यवहार और व्यक्तिगत गरिमा से जोड़ा जाता है।',
    ),
    find: (c) => lunarFlank(c, 'twelfth'),
  },
  {
    name: 'Durudhara',
    category: 'Chandra',
    sources: LUNAR_SOURCES,
    description: text(
      'Planets on both sides of the Moon are traditionally read as support from many directions: comforts, resources and generosity.',
      'चंद्रमा के दोनों ओर ग्रह हों तो परंपरा से इसे अनेक दिशाओं से मिलने वाले सहारे के रूप में पढ़ा जाता है: सुख-सुविधा, साधन और उदारता।',
    ),
    find: (c) => lunarFlank(c, 'both'),
  },
  {
    name: 'Kemadruma',
    category: 'Chandra',
    sources: ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Saravali', 'Phaladeepika'],
    adverse: true,
    description: text(
      'A Moon with no planets beside it is traditionally read as a call to build support and resilience; the texts list several conditions that cancel it, and it is weighed against the whole chart.',
      'जिस चंद्रमा के आसपास कोई ग्रह न हो, उसे परंपरा से सहारा और भीतरी दृढ़ता बनाने का संकेत माना जाता है; ग्रंथ इसके भंग की कई स्थितियाँ बताते हैं, और इसे पूरी कुंडली के साथ तौलकर देखा जाता है।',
    ),
    find: kemadruma,
  },
  {
    name: 'Adhi',
    category: 'Chandra',
    sources: ['Brihat Jataka', 'Brihat Parashara Hora Shastra', 'Phaladeepika'],
    description: text(
      'Benefics gathered opposite the Moon are traditionally associated with capability, courtesy and positions of trust.',
      'चंद्रमा के सामने के भावों में एकत्र शुभ ग्रहों को परंपरा से योग्यता, शिष्टता और विश्वास के पदों से जोड़ा जाता है।',
    ),
    find: (c) => adhi(c, 'Moon'),
  },
  {
    name: 'Lagnadhi',
    category: 'Chandra',
    sources: ['Phaladeepika', 'Jataka Parijata'],
    description: text(
      'Benefics gathered opposite the lagna are traditionally linked with a principled, learned and comfortable life.',
      'लग्न के सामने के भावों में एकत्र शुभ ग्रहों को परंपरा से सिद्धांतनिष्ठ, विद्वान और सुखी जीवन से जोड़ा जाता है।',
    ),
    // Counted from the lagna: with the birth time unknown it would only repeat Adhi.
    find: (c) => (c.timeKnown ? adhi(c, 'lagna') : []),
  },
  {
    name: 'Chandra-Mangala',
    category: 'Chandra',
    sources: ['Phaladeepika', 'Saravali'],
    description: text(
      'The Moon with Mars is traditionally associated with enterprise and earning through one’s own initiative, with a reminder to temper impulsiveness.',
      'चंद्रमा के साथ मंगल को परंपरा से उद्यम और अपनी पहल से कमाई से जोड़ा जाता है, साथ में आवेग पर संयम रखने की सीख भी।',
    ),
    // Variant: conjunction (same sign) only, the common core; the mutual 7th some accept is not used.
    find: (c) =>
      conjunct(c, 'Moon', 'Mars')
        ? [
            {
              reason: text(
                `The Moon and Mars are together in ${signName(c.grahas.Moon.sign)}.`,
                `चंद्रमा और मंगल ${hiSign(c.grahas.Moon.sign)} राशि में साथ हैं।`,
              ),
              planets: ['Moon', 'Mars'],
            },
          ]
        : [],
  },
  {
    name: 'Gajakesari',
    category: 'Chandra',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika', 'Saravali'],
    description: text(
      'Jupiter in an angle from the Moon is traditionally linked with good judgement, a respected name and lasting friendships.',
      'चंद्रमा से केंद्र में स्थित गुरु को परंपरा से अच्छे विवेक, प्रतिष्ठित नाम और स्थायी मित्रताओं से जोड़ा जाता है।',
    ),
    // Variant: the widely used reading, Jupiter in a kendra from the Moon (joining it included). BPHS's
    // extra conditions (not debilitated, combust or in an enemy's sign) lower the strength instead.
    find: (c) => {
      const h = fromMoon(c, 'Jupiter')
      if (!isKendra(h)) return []
      const moon = signName(c.grahas.Moon.sign)
      const hiMoon = hiSign(c.grahas.Moon.sign)
      const reason =
        h === 1
          ? text(
              `Jupiter is with the Moon in ${moon}; the Moon's own sign is the first of the kendras counted from it.`,
              `गुरु ${hiMoon} राशि में चंद्रमा के साथ है; चंद्रमा से गिनने पर उसकी अपनी राशि पहला केंद्र है।`,
            )
          : text(
              `${placed(c, 'Jupiter')} is the ${ordinal(h)} sign from the Moon in ${moon}, a kendra from the Moon.`,
              `${hiPlaced(c, 'Jupiter')} है, जो ${hiMoon} राशि के चंद्रमा से ${hiOrd(h)} राशि है, यानी चंद्रमा से केंद्र।`,
            )
      return [{ reason, planets: ['Moon', 'Jupiter'], fromMoon: true }]
    },
  },
  {
    name: 'Shakata',
    category: 'Chandra',
    sources: ['Phaladeepika', 'Saravali'],
    adverse: true,
    description: text(
      'The Moon in a difficult position from Jupiter is traditionally read as fortunes that rise and fall like a cart wheel, asking for patience through the turns.',
      'गुरु से कठिन स्थान में स्थित चंद्रमा को परंपरा से गाड़ी के पहिये की तरह ऊपर-नीचे होते भाग्य के रूप में पढ़ा जाता है, जो हर मोड़ पर धैर्य माँगता है।',
    ),
    // Cancellation: the Moon in a kendra from the lagna (Phaladeepika and Saravali; PyJHora tests
    // Jupiter instead). With the birth time unknown the Moon always heads the chart, so it is not tested.
    find: (c) => {
      const h = houseFrom(c.grahas.Jupiter.sign, c.grahas.Moon.sign)
      if (!isDusthana(h)) return []
      const base = `The Moon in ${signName(c.grahas.Moon.sign)} is the ${ordinal(h)} sign from Jupiter in ${signName(c.grahas.Jupiter.sign)}`
      const hiBase = `${hiSign(c.grahas.Moon.sign)} राशि का चंद्रमा ${hiSign(c.grahas.Jupiter.sign)} राशि के गुरु से ${hiOrd(h)} राशि में है`
      const moonHouse = houseOf(c, 'Moon')
      if (!c.timeKnown)
        return [
          {
            reason: text(
              `${base}; with the birth time unknown, its cancellation (the Moon in a kendra from the lagna) cannot be tested.`,
              `${hiBase}; जन्म का समय ज्ञात न होने से इसका भंग (लग्न से केंद्र में चंद्रमा) जाँचा नहीं जा सकता।`,
            ),
            planets: ['Moon', 'Jupiter'],
          },
        ]
      if (isKendra(moonHouse))
        return [
          {
            status: 'cancelled',
            reason: text(
              `${base}, but the Moon is in the ${ordinal(moonHouse)} house, a kendra from the lagna, which cancels it.`,
              `${hiBase}, पर चंद्रमा ${hiOrd(moonHouse)} भाव में है, जो लग्न से केंद्र है, और इससे यह योग भंग होता है।`,
            ),
            planets: ['Moon', 'Jupiter'],
          },
        ]
      return [
        {
          reason: text(
            `${base}, and the Moon, in the ${ordinal(moonHouse)} house, is not in a kendra from the lagna.`,
            `${hiBase}, और ${hiOrd(moonHouse)} भाव में स्थित चंद्रमा लग्न से केंद्र में नहीं है।`,
          ),
          planets: ['Moon', 'Jupiter'],
        },
      ]
    },
  },
  {
    name: 'Amala',
    category: 'Chandra',
    sources: ['Phaladeepika'],
    description: text(
      'Only benefics in the 10th house is traditionally read as a good reputation and conduct that others trust.',
      'दशम भाव में केवल शुभ ग्रह हों तो परंपरा से इसे अच्छी प्रतिष्ठा और ऐसे आचरण के रूप में पढ़ा जाता है जिस पर दूसरे भरोसा करते हैं।',
    ),
    find: amala,
  },
  {
    name: 'Vasumati',
    category: 'Chandra',
    sources: ['Phaladeepika'],
    description: text(
      'Benefics in the houses of growth are traditionally associated with wealth that builds steadily over time.',
      'उपचय भावों में शुभ ग्रहों को परंपरा से समय के साथ धीरे-धीरे बढ़ने वाली समृद्धि से जोड़ा जाता है।',
    ),
    find: vasumati,
  },
  {
    name: 'Guru-Mangala',
    category: 'Chandra',
    sources: ['Vedic Astrology: An Integrated Approach'],
    description: text(
      'Jupiter linked with Mars, a name from modern compilations, is associated with energy guided by principle and with success in purposeful undertakings.',
      'मंगल से जुड़ा गुरु, यह नाम आधुनिक संकलनों का है, सिद्धांतों से दिशा पाने वाली ऊर्जा और सार्थक कार्यों में सफलता से जोड़ा जाता है।',
    ),
    find: (c) => {
      if (conjunct(c, 'Jupiter', 'Mars'))
        return [
          {
            reason: text(
              `Jupiter and Mars are together in ${signName(c.grahas.Mars.sign)}.`,
              `गुरु और मंगल ${hiSign(c.grahas.Mars.sign)} राशि में साथ हैं।`,
            ),
            planets: ['Mars', 'Jupiter'],
          },
        ]
      if (houseFrom(c.grahas.Jupiter.sign, c.grahas.Mars.sign) === 7)
        return [
          {
            reason: text(
              `Jupiter in ${signName(c.grahas.Jupiter.sign)} and Mars in ${signName(c.grahas.Mars.sign)} face each other across the 7th.`,
              `${hiSign(c.grahas.Jupiter.sign)} राशि में गुरु और ${hiSign(c.grahas.Mars.sign)} राशि में मंगल एक-दूसरे से सप्तम होकर आमने-सामने हैं।`,
            ),
            planets: ['Mars', 'Jupiter'],
          },
        ]
      return []
    },
  },
  {
    name: 'Pushkala',
    category: 'Chandra',
    sources: ['Brihat Parashara Hora Shastra'],
    description: text(
      'A Moon linked with the lagna lord and a well-placed dispositor is traditionally associated with prosperity, pleasant speech and recognition.',
      'लग्नेश से जुड़े चंद्रमा और सुस्थित राशि-स्वामी को परंपरा से समृद्धि, मधुर वाणी और मान-सम्मान से जोड़ा जाता है।',
    ),
    find: pushkala,
  },
]
