/**
 * Raja yogas (jyotisha.md §4.4: Kendra-Trikona Raja, Dharma-Karmadhipati, Yogakaraka) and dhana yogas
 * (§4.5: the generic Dhana yoga, Lakshmi, Kalanidhi).
 */
import {
  aspects,
  conjunct,
  housesLordedBy,
  isKendra,
  KENDRAS,
  lordOfHouse,
  TRIKONAS,
  type ChartFacts,
} from '../facts.js'
import type { Planet } from '../grahas.js'
import {
  andList,
  capitalize,
  houseOf,
  housesPhrase,
  inExaltationSign,
  inOwnSign,
  isStrong,
  lordPhrase,
  ordinal,
  placed,
  sambandha,
  SEVEN,
  signName,
  signStanding,
  strongBecause,
  titled,
  who,
} from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import {
  hiHouses,
  hiList,
  hiLordPhrase,
  hiOrd,
  hiPlaced,
  hiSambandha,
  hiSign,
  hiSignStanding,
  hiStrongBecause,
  hiWho,
} from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

const BPHS = ['Brihat Parashara Hora Shastra'] as const

/** Houses among `of` that `p` lords. */
const lorded = (c: ChartFacts, p: Planet, of: readonly number[]): number[] =>
  housesLordedBy(c, p).filter((h) => of.includes(h))

/*
 * BPHS's spoilers: a raja yoga participant that also lords the 8th or 12th weakens it. The lagna lord
 * is exempt (BPHS: the 8th lordship does not harm the lord of the lagna).
 */
function spoilers(c: ChartFacts, ps: readonly Planet[]): Planet[] {
  const lagnaLord = lordOfHouse(c, 1)
  return ps.filter((p) => p !== lagnaLord && lorded(c, p, [8, 12]).length > 0)
}

function spoilNote(c: ChartFacts, ps: readonly Planet[]): Text {
  const bad = spoilers(c, ps)
  if (bad.length === 0) return text('', '')
  const what = bad.map((p) => `${who(p)} also lords ${housesPhrase(lorded(c, p, [8, 12]))}`)
  const hiWhat = bad.map((p) => `${hiWho(p)} ${hiHouses(lorded(c, p, [8, 12]))} का भी स्वामी है`)
  return text(
    ` ${capitalize(andList(what))}, which the texts say weakens the result.`,
    ` ${hiList(hiWhat)}, और ग्रंथों के अनुसार इससे फल कमज़ोर होता है।`,
  )
}

/*
 * Kendra-Trikona Raja: a lord of a kendra (1, 4, 7, 10) and a lord of a trikona (1, 5, 9), two
 * different planets, in sambandha. The lagna lord counts on both sides (BPHS: the lagna is a kendra and
 * a trikona), so it pairs with the lords of 4, 5, 7, 9 and 10. One planet owning both kinds of house is
 * the Yogakaraka, reported on its own. A 9th–10th pair is reported here and again as
 * Dharma-Karmadhipati, the name the texts give that special case.
 */
function kendraTrikona(c: ChartFacts): Occurrence[] {
  const out: Occurrence[] = []
  for (let i = 0; i < SEVEN.length; i++)
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!
      const b = SEVEN[j]!
      const aK = lorded(c, a, KENDRAS)
      const aT = lorded(c, a, TRIKONAS)
      const bK = lorded(c, b, KENDRAS)
      const bT = lorded(c, b, TRIKONAS)
      if (!((aK.length > 0 && bT.length > 0) || (bK.length > 0 && aT.length > 0))) continue
      const link = sambandha(c, a, b)
      if (link === null) continue
      const aHouses = [...new Set([...aK, ...aT])].sort((x, y) => x - y)
      const bHouses = [...new Set([...bK, ...bT])].sort((x, y) => x - y)
      out.push({
        reason: text(
          `${who(a)}, lord of ${housesPhrase(aHouses)}, and ${who(b)}, lord of ${housesPhrase(bHouses)}, join a kendra ` +
            `lord to a trikona lord: ${link}.${spoilNote(c, [a, b]).en}`,
          `${hiWho(a)} (${hiHouses(aHouses)} का स्वामी) और ${hiWho(b)} (${hiHouses(bHouses)} का स्वामी) केंद्र के ` +
            `स्वामी को त्रिकोण के स्वामी से जोड़ते हैं: ${hiSambandha(c, a, b)}।${spoilNote(c, [a, b]).hi}`,
        ),
        planets: [a, b],
        houses: [...aHouses, ...bHouses, houseOf(c, a), houseOf(c, b)],
        spoiled: spoilers(c, [a, b]).length > 0,
      })
    }
  return out
}

function dharmaKarmadhipati(c: ChartFacts): Occurrence[] {
  const l9 = lordOfHouse(c, 9)
  const l10 = lordOfHouse(c, 10)
  // One planet lording both (Saturn for a Taurus lagna) is the Yogakaraka case, not a pair.
  const link = l9 === l10 ? null : sambandha(c, l9, l10)
  if (link === null) return []
  return [
    {
      reason: text(
        `${titled('the 9th lord', l9)} and ${titled('the 10th lord', l10)} are linked: ${link}.${spoilNote(c, [l9, l10]).en}`,
        `${hiLordPhrase(9, l9)} और ${hiLordPhrase(10, l10)} जुड़े हैं: ${hiSambandha(c, l9, l10)}।${spoilNote(c, [l9, l10]).hi}`,
      ),
      planets: [l9, l10],
      houses: [9, 10, houseOf(c, l9), houseOf(c, l10)],
      spoiled: spoilers(c, [l9, l10]).length > 0,
    },
  ]
}

/* Yogakaraka: one planet lording a kendra other than the lagna (4, 7, 10) and a trikona (5, 9). */
function yogakaraka(c: ChartFacts): Occurrence[] {
  for (const p of SEVEN) {
    const k = lorded(c, p, [4, 7, 10])
    const t = lorded(c, p, [5, 9])
    if (k.length === 0 || t.length === 0) continue
    const both = [...t, ...k].sort((x, y) => x - y)
    return [
      {
        reason: text(
          `${who(p)} lords ${housesPhrase(both)}, a trikona and a kendra, which makes it the yogakaraka for a ` +
            `${signName(c.lagnaSign)} lagna; it stands in ${signName(c.grahas[p].sign)} in the ${ordinal(houseOf(c, p))} house.`,
          `${hiWho(p)} ${hiHouses(both)} का स्वामी है, एक त्रिकोण और एक केंद्र, इसलिए ${hiSign(c.lagnaSign)} लग्न के ` +
            `लिए वह योगकारक है; वह ${hiSign(c.grahas[p].sign)} राशि में ${hiOrd(houseOf(c, p))} भाव में स्थित है।`,
        ),
        planets: [p],
        houses: [...both, houseOf(c, p)],
      },
    ]
  }
  return []
}

/*
 * Generic Dhana yoga: two different planets in sambandha, each lording one of the wealth and fortune
 * houses 1, 2, 5, 9, 11, at least one of them the lord of the 2nd or 11th (jyotisha.md §4.5: the
 * lords of 2 and 11 with those of 5 and 9, the lagna lord included). One finding per pair.
 */
function dhana(c: ChartFacts): Occurrence[] {
  const out: Occurrence[] = []
  const WEALTH = [1, 2, 5, 9, 11]
  for (let i = 0; i < SEVEN.length; i++)
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!
      const b = SEVEN[j]!
      const aw = lorded(c, a, WEALTH)
      const bw = lorded(c, b, WEALTH)
      if (aw.length === 0 || bw.length === 0) continue
      if (![...aw, ...bw].some((h) => h === 2 || h === 11)) continue
      const link = sambandha(c, a, b)
      if (link === null) continue
      out.push({
        reason: text(
          `${who(a)}, lord of ${housesPhrase(aw)}, and ${who(b)}, lord of ${housesPhrase(bw)}, are linked: ${link}.`,
          `${hiWho(a)} (${hiHouses(aw)} का स्वामी) और ${hiWho(b)} (${hiHouses(bw)} का स्वामी) जुड़े हैं: ${hiSambandha(c, a, b)}।`,
        ),
        planets: [a, b],
        houses: [...aw, ...bw, houseOf(c, a), houseOf(c, b)],
      })
    }
  return out
}

/*
 * Lakshmi: the 9th lord in its own, moolatrikona or exaltation sign (whole signs) in a kendra, and the
 * lagna lord strong (helpers.isStrong). Variant: kendra only, BPHS as PVR reads it; B.V. Raman's
 * "kendra or trikona" is not used.
 */
function lakshmi(c: ChartFacts): Occurrence[] {
  const l9 = lordOfHouse(c, 9)
  const l1 = lordOfHouse(c, 1)
  if (!(inOwnSign(c, l9) || inExaltationSign(c, l9)) || !isKendra(houseOf(c, l9))) return []
  if (!isStrong(c, l1)) return []
  return [
    {
      reason: text(
        `${lordPhrase(9, l9)} is in ${signName(c.grahas[l9].sign)}, ${signStanding(c, l9)}, in the ` +
          `${ordinal(houseOf(c, l9))} house, a kendra; and the lagna lord is strong: ${strongBecause(c, l1)}.`,
        `${hiLordPhrase(9, l9)} ${hiSign(c.grahas[l9].sign)} राशि में है, जो ${hiSignStanding(c, l9)} है, और ` +
          `${hiOrd(houseOf(c, l9))} भाव में, जो केंद्र है; और लग्नेश बलवान है: ${hiStrongBecause(c, l1)}।`,
      ),
      planets: [l9, l1],
      houses: [9, houseOf(c, l9), houseOf(c, l1)],
    },
  ]
}

/* Kalanidhi: Jupiter in the 2nd or 5th, each of Mercury and Venus joining or aspecting it. */
function kalanidhi(c: ChartFacts): Occurrence[] {
  const h = houseOf(c, 'Jupiter')
  if (h !== 2 && h !== 5) return []
  const how = (p: 'Mercury' | 'Venus') =>
    conjunct(c, p, 'Jupiter') ? 'join' : aspects(c, p, 'Jupiter') ? 'aspect' : null
  const me = how('Mercury')
  const ve = how('Venus')
  if (me === null || ve === null) return []
  const support = me === ve ? `Mercury and Venus ${me} it` : `Mercury ${me}s it and Venus ${ve}s it`
  const hiDoes = (how: 'join' | 'aspect', many: boolean) =>
    how === 'join' ? `उसके साथ ${many ? 'हैं' : 'है'}` : `उस पर दृष्टि ${many ? 'डालते हैं' : 'डालता है'}`
  const hiSupport =
    me === ve ? `बुध और शुक्र ${hiDoes(me, true)}` : `बुध ${hiDoes(me, false)} और शुक्र ${hiDoes(ve, false)}`
  return [
    {
      reason: text(`${placed(c, 'Jupiter')}; ${support}.`, `${hiPlaced(c, 'Jupiter')} है; ${hiSupport}।`),
      planets: ['Mercury', 'Jupiter', 'Venus'],
    },
  ]
}

export const RAJA_DHANA_YOGAS: YogaRule[] = [
  {
    name: 'Kendra-Trikona Raja',
    category: 'Raja',
    sources: BPHS,
    description: text(
      'A link between the lord of an angle and the lord of a trine is the classic combination for status and the ability to achieve, unfolding mainly in the periods of the planets involved.',
      'केंद्र के स्वामी और त्रिकोण के स्वामी का संबंध प्रतिष्ठा और उपलब्धि का शास्त्रीय योग है, जो मुख्यतः संबंधित ग्रहों की दशाओं में फलित होता है।',
    ),
    find: kendraTrikona,
  },
  {
    name: 'Dharma-Karmadhipati',
    category: 'Raja',
    sources: BPHS,
    description: text(
      'A link between the lords of the 9th and 10th is traditionally prized as joining fortune and purpose to one’s work, supporting recognition for meaningful effort.',
      'नवमेश और दशमेश के संबंध को परंपरा से बहुत मूल्यवान माना जाता है, क्योंकि यह भाग्य और उद्देश्य को आपके कर्म से जोड़ता है और सार्थक प्रयास को पहचान दिलाने में सहायक होता है।',
    ),
    find: dharmaKarmadhipati,
  },
  {
    name: 'Yogakaraka',
    category: 'Raja',
    sources: BPHS,
    description: text(
      'A planet that lords both an angle and a trine is treated as especially helpful for this lagna; its condition and periods are watched for opportunities.',
      'जो ग्रह केंद्र और त्रिकोण दोनों का स्वामी हो, उसे इस लग्न के लिए विशेष सहायक माना जाता है; अवसरों के लिए उसकी स्थिति और उसकी दशाओं पर ध्यान रखा जाता है।',
    ),
    find: yogakaraka,
  },
  {
    name: 'Dhana',
    category: 'Dhana',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    description: text(
      'A link between the lords of the houses of wealth and fortune is traditionally read as capacity to earn and to save, best realised when those planets are well placed.',
      'धन और भाग्य के भावों के स्वामियों के संबंध को परंपरा से कमाने और बचाने की क्षमता के रूप में पढ़ा जाता है, जो तब सबसे अच्छी तरह फलित होती है जब वे ग्रह सुस्थित हों।',
    ),
    find: dhana,
  },
  {
    name: 'Lakshmi',
    category: 'Dhana',
    sources: ['Brihat Parashara Hora Shastra', 'Three Hundred Important Combinations'],
    description: text(
      'A dignified 9th lord in an angle with a strong lagna lord is traditionally associated with good fortune, generosity and a cultured life.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित नवमेश और बलवान लग्नेश को परंपरा से सौभाग्य, उदारता और सुसंस्कृत जीवन से जोड़ा जाता है।',
    ),
    find: lakshmi,
  },
  {
    name: 'Kalanidhi',
    category: 'Dhana',
    sources: BPHS,
    description: text(
      'Jupiter in a house of wealth or intelligence supported by Mercury and Venus is traditionally linked with learning, refinement and comfort.',
      'धन या बुद्धि के भाव में बुध और शुक्र के सहारे स्थित गुरु को परंपरा से विद्या, परिष्कार और सुख-सुविधा से जोड़ा जाता है।',
    ),
    find: kalanidhi,
  },
]
