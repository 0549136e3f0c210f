/**
 * Viparita raja yogas (jyotisha.md §4.6: Harsha, Sarala, Vimala), the cancellation of debilitation
 * (§4.7, Neecha Bhanga Raja) and the exchange yogas (§4.8: Maha, Khala and Dainya Parivartana).
 */
import { DIGNITY_TABLE } from '../dignity.js'
import { aspects, isKendra, lordOfHouse, type ChartFacts } from '../facts.js'
import { lordOf, type Graha, type Planet } from '../grahas.js'
import {
  exchangeSigns,
  fromMoon,
  houseOf,
  isDusthana,
  ordinal,
  placed,
  SEVEN,
  signName,
  titled,
  who,
} from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import { hiLordPhrase, hiOrd, hiPlaced, hiSign, hiWho } from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

/*
 * Harsha, Sarala, Vimala: the lord of the 6th, 8th or 12th in any of the 6th, 8th and 12th houses.
 * Variant: Phaladeepika's reading (jyotisha.md §11 recommends it); the stricter "in its own house only"
 * is not used.
 */
function viparita(c: ChartFacts, h: 6 | 8 | 12): Occurrence[] {
  const lord = lordOfHouse(c, h)
  const at = houseOf(c, lord)
  if (!isDusthana(at)) return []
  const where = at === h ? 'its own house' : 'another dusthana'
  const hiWhere = at === h ? 'जो उसका अपना भाव है' : 'जो एक अन्य दुःस्थान है'
  return [
    {
      reason: text(
        `${titled(`the ${ordinal(h)} lord`, lord)} is in the ${ordinal(at)} house, ${where}.`,
        `${hiLordPhrase(h, lord)} ${hiOrd(at)} भाव में है, ${hiWhere}।`,
      ),
      planets: [lord],
      houses: [h, at],
    },
  ]
}

/** "in a kendra from the lagna (the 4th house)" / "in a kendra from the Moon", or null. The Moon is only
 *  counted from the lagna, and not at all when the lagna is the Moon's own sign. */
function kendraPlace(c: ChartFacts, g: Graha): Text | null {
  if (c.timeKnown && isKendra(houseOf(c, g)))
    return text(
      `in a kendra from the lagna (the ${ordinal(houseOf(c, g))} house)`,
      `लग्न से केंद्र में (${hiOrd(houseOf(c, g))} भाव में)`,
    )
  if (g !== 'Moon' && isKendra(fromMoon(c, g)))
    return fromMoon(c, g) === 1
      ? text('with the Moon (the first kendra from it)', 'चंद्रमा के साथ (उससे पहला केंद्र)')
      : text('in a kendra from the Moon', 'चंद्रमा से केंद्र में')
  return null
}

/*
 * Neecha Bhanga Raja (jyotisha.md §4.7, Phaladeepika and Jataka Parijata): a debilitated planet (Sun to
 * Saturn; the nodes' dignities are disputed) whose debilitation is cancelled by any of: (1) its
 * dispositor, (2) the planet exalted in its sign, or (3) the lord of its exaltation sign, in a kendra
 * from the lagna or from the Moon; (4) its dispositor aspecting it; (5) the planet itself exalted in the
 * navamsa. The weaker additions (mutual kendras of dispositor and exaltation lord, an exalted companion,
 * the planet's own kendra position) are not applied. One finding per cancelled planet.
 */
function neechaBhanga(c: ChartFacts): Occurrence[] {
  const out: Occurrence[] = []
  for (const p of SEVEN) {
    const f = c.grahas[p]
    if (f.dignity !== 'debilitated') continue
    const why: Text[] = []
    const helpers = new Set<Graha>()
    const dispositor = lordOf(f.sign)
    const exalter = SEVEN.find((q) => DIGNITY_TABLE[q].exaltation === f.sign)
    const exaltationSign = DIGNITY_TABLE[p].exaltation
    const exaltationLord = lordOf(exaltationSign)
    const check = (q: Planet | undefined, role: Text) => {
      if (q === undefined) return
      const place = kendraPlace(c, q)
      if (place === null) return
      why.push(text(`${who(q)}, ${role.en}, is ${place.en}`, `${hiWho(q)}, ${role.hi}, ${place.hi} है`))
      helpers.add(q)
    }
    const sign = hiSign(f.sign)
    // Mercury is both the lord of Virgo and the planet exalted there (Venus debilitated); Mercury lords
    // its own exaltation sign, so for a debilitated Mercury condition (3) would test Mercury itself.
    if (exalter === dispositor)
      check(
        dispositor,
        text(
          `lord of ${signName(f.sign)} and the planet exalted there`,
          `${sign} का स्वामी और वहाँ उच्च का ग्रह`,
        ),
      )
    else {
      check(dispositor, text(`lord of ${signName(f.sign)}`, `${sign} राशि का स्वामी`))
      check(exalter, text(`the planet exalted in ${signName(f.sign)}`, `${sign} राशि में उच्च होने वाला ग्रह`))
    }
    if (exaltationLord !== p)
      check(
        exaltationLord,
        text(
          `lord of its exaltation sign ${signName(exaltationSign)}`,
          `उसकी उच्च राशि ${hiSign(exaltationSign)} का स्वामी`,
        ),
      )
    if (aspects(c, dispositor, p)) {
      why.push(
        text(
          `${titled('its dispositor', dispositor)} aspects it`,
          `उसके राशि-स्वामी ${hiWho(dispositor)} की उस पर दृष्टि है`,
        ),
      )
      helpers.add(dispositor)
    }
    if (f.navamsaSign === exaltationSign)
      why.push(
        text(
          `${who(p)} is exalted in the navamsa (${signName(exaltationSign)})`,
          `${hiWho(p)} नवांश में उच्च का है (${hiSign(exaltationSign)})`,
        ),
      )
    if (why.length === 0) continue
    out.push({
      reason: text(
        `${placed(c, p)} is debilitated, and the debilitation is cancelled: ${why.map((w) => w.en).join('; ')}.`,
        `${hiPlaced(c, p)} नीच का है, और उसका नीचत्व भंग होता है: ${why.map((w) => w.hi).join('; ')}।`,
      ),
      planets: [p, ...helpers],
    })
  }
  return out
}

type ExchangeKind = 'Maha' | 'Khala' | 'Dainya'

/*
 * Parivartana: two planets each in a sign of the other. Classified by the two houses exchanged
 * (Phaladeepika): Dainya when either is 6, 8 or 12; otherwise Khala when either is the 3rd; otherwise
 * Maha (both among 1, 2, 4, 5, 7, 9, 10, 11). One finding per exchanging pair.
 */
function exchanges(c: ChartFacts, kind: ExchangeKind): Occurrence[] {
  const out: Occurrence[] = []
  for (let i = 0; i < SEVEN.length; i++)
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!
      const b = SEVEN[j]!
      if (!exchangeSigns(c, a, b)) continue
      const hs = [houseOf(c, a), houseOf(c, b)].sort((x, y) => x - y)
      const k: ExchangeKind = hs.some(isDusthana) ? 'Dainya' : hs.includes(3) ? 'Khala' : 'Maha'
      if (k !== kind) continue
      const note =
        k === 'Dainya'
          ? `, one of them a dusthana`
          : k === 'Khala'
            ? `, one of them the 3rd`
            : `, neither of them a dusthana or the 3rd`
      const hiNote =
        k === 'Dainya'
          ? ', जिनमें से एक दुःस्थान है'
          : k === 'Khala'
            ? ', जिनमें से एक तृतीय भाव है'
            : ', जिनमें से कोई न दुःस्थान है न तृतीय भाव'
      out.push({
        reason: text(
          `${placed(c, a)} and ${placed(c, b)} exchange signs: the lords of the ${ordinal(hs[0]!)} and ${ordinal(hs[1]!)} houses sit in each other's houses${note}.`,
          `${hiPlaced(c, a)} और ${hiPlaced(c, b)} हैं, और दोनों में राशि परिवर्तन है: ${hiOrd(hs[0]!)} और ` +
            `${hiOrd(hs[1]!)} भाव के स्वामी एक-दूसरे के भाव में बैठे हैं${hiNote}।`,
        ),
        planets: [a, b],
        houses: hs,
      })
    }
  return out
}

const PHALADEEPIKA = ['Phaladeepika'] as const

export const VIPARITA_EXCHANGE_YOGAS: YogaRule[] = [
  {
    name: 'Harsha',
    category: 'Viparita Raja',
    sources: PHALADEEPIKA,
    description: text(
      'The 6th lord in a difficult house is traditionally read as resilience: good health, an edge over rivals and gains that follow setbacks.',
      'दुःस्थान में स्थित षष्ठेश को परंपरा से दृढ़ता के रूप में पढ़ा जाता है: अच्छा स्वास्थ्य, प्रतिद्वंद्वियों पर बढ़त और बाधाओं के बाद मिलने वाले लाभ।',
    ),
    find: (c) => viparita(c, 6),
  },
  {
    name: 'Sarala',
    category: 'Viparita Raja',
    sources: PHALADEEPIKA,
    description: text(
      'The 8th lord in a difficult house is traditionally associated with steadiness, learning and the ability to come through obstacles.',
      'दुःस्थान में स्थित अष्टमेश को परंपरा से स्थिरता, विद्या और बाधाओं से पार निकलने की क्षमता से जोड़ा जाता है।',
    ),
    find: (c) => viparita(c, 8),
  },
  {
    name: 'Vimala',
    category: 'Viparita Raja',
    sources: PHALADEEPIKA,
    description: text(
      'The 12th lord in a difficult house is traditionally linked with careful use of resources, independence and good conduct.',
      'दुःस्थान में स्थित द्वादशेश को परंपरा से साधनों के सावधान उपयोग, आत्मनिर्भरता और अच्छे आचरण से जोड़ा जाता है।',
    ),
    find: (c) => viparita(c, 12),
  },
  {
    name: 'Neecha Bhanga Raja',
    category: 'Neecha Bhanga',
    sources: ['Phaladeepika', 'Jataka Parijata'],
    description: text(
      'A debilitated planet whose weakness is cancelled is traditionally read as difficulty that turns into strength, often after early effort.',
      'जिस नीच ग्रह की निर्बलता भंग हो जाए, उसे परंपरा से ऐसी कठिनाई के रूप में पढ़ा जाता है जो बल में बदल जाती है, प्रायः आरंभिक परिश्रम के बाद।',
    ),
    find: neechaBhanga,
  },
  {
    name: 'Maha Parivartana',
    category: 'Parivartana',
    sources: PHALADEEPIKA,
    description: text(
      'An exchange between the lords of two favourable houses is traditionally read as the two areas of life supporting each other, bringing comfort and opportunity.',
      'दो शुभ भावों के स्वामियों के परिवर्तन को परंपरा से जीवन के उन दो क्षेत्रों के एक-दूसरे को सहारा देने के रूप में पढ़ा जाता है, जो सुख और अवसर लाता है।',
    ),
    find: (c) => exchanges(c, 'Maha'),
  },
  {
    name: 'Khala Parivartana',
    category: 'Parivartana',
    sources: PHALADEEPIKA,
    description: text(
      'An exchange involving the 3rd lord is traditionally associated with changeable fortunes, where initiative and effort decide the outcome.',
      'तृतीयेश वाले परिवर्तन को परंपरा से बदलते भाग्य से जोड़ा जाता है, जहाँ पहल और परिश्रम परिणाम तय करते हैं।',
    ),
    find: (c) => exchanges(c, 'Khala'),
  },
  {
    name: 'Dainya Parivartana',
    category: 'Parivartana',
    sources: PHALADEEPIKA,
    adverse: true,
    description: text(
      'An exchange involving the lord of a difficult house is traditionally read as periods of strain in the areas concerned, which can ease with patience and care.',
      'दुःस्थान के स्वामी वाले परिवर्तन को परंपरा से संबंधित क्षेत्रों में दबाव के समय के रूप में पढ़ा जाता है, जो धैर्य और सावधानी से हल्का हो सकता है।',
    ),
    find: (c) => exchanges(c, 'Dainya'),
  },
]
