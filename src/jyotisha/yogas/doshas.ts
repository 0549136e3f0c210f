/**
 * Modern and almanac doshas (jyotisha.md §4.11): Kala Sarpa and Manglik (Kuja dosha). Neither is in BPHS
 * or the other major classics, so their sources are empty and their descriptions say so.
 */
import { normalizeDeg } from '../../astro/index.js'
import { conjunct, type ChartFacts } from '../facts.js'
import { manglik as manglikOf } from '../kootas/manglik.js'
import { houseOf, ordinal, placed, SEVEN, signName } from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import { hiAndWho, hiOrd, hiSign } from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

/** The twelve named types of Kala Sarpa by Rahu's house from the lagna, 1 … 12. */
const KALA_SARPA_TYPES = [
  'Ananta',
  'Kulika',
  'Vasuki',
  'Shankhapala',
  'Padma',
  'Mahapadma',
  'Takshaka',
  'Karkotaka',
  'Shankhachuda',
  'Ghataka',
  'Vishdhara',
  'Sheshanaga',
] as const
const HI_KALA_SARPA_TYPES = [
  'अनंत',
  'कुलिक',
  'वासुकि',
  'शंखपाल',
  'पद्म',
  'महापद्म',
  'तक्षक',
  'कर्कोटक',
  'शंखचूड़',
  // Ghataka («घातक», deadly) is a word the Hindi content policy refuses: the type is named by its number.
  null,
  'विषधर',
  'शेषनाग',
] as const

/*
 * Kala Sarpa: every planet, Sun to Saturn, strictly inside the half of the zodiac that runs forward
 * (in the order of the signs) from Rahu to Ketu, by longitude. Variant: jyotisha.md's main definition,
 * by degrees; the mirror case (Ketu to Rahu, called Kala Amrita by some), the whole-sign "partial" test
 * and the requirement that the lagna lie inside too are not used.
 */
function kalaSarpa(c: ChartFacts): Occurrence[] {
  const rahu = c.grahas.Rahu.longitude
  const inside = SEVEN.every((p) => {
    const d = normalizeDeg(c.grahas[p].longitude - rahu)
    return d > 0 && d < 180
  })
  if (!inside) return []
  const h = houseOf(c, 'Rahu')
  return [
    {
      reason: text(
        `All seven planets lie in the half of the zodiac running forward from ${placed(c, 'Rahu')} to Ketu in ` +
          `${signName(c.grahas.Ketu.sign)}; Rahu in the ${ordinal(h)} house gives the type called ${KALA_SARPA_TYPES[h - 1]}.`,
        `सातों ग्रह राशिचक्र के उस आधे भाग में हैं जो ${hiSign(c.grahas.Rahu.sign)} राशि में ${hiOrd(h)} भाव में ` +
          `स्थित राहु से आगे ${hiSign(c.grahas.Ketu.sign)} राशि के केतु तक जाता है; ${hiOrd(h)} भाव में राहु होने से ` +
          (HI_KALA_SARPA_TYPES[h - 1]
            ? `इसका प्रकार ${HI_KALA_SARPA_TYPES[h - 1]} कहलाता है।`
            : 'यह इसका दसवाँ प्रकार है।'),
      ),
      planets: ['Rahu', 'Ketu'],
      houses: [h, houseOf(c, 'Ketu')],
    },
  ]
}

/** Each cancellation of Maṅgala doṣa (kootas/manglik.ts) as the chart's reason words it. */
function cancellationWords(c: ChartFacts, name: string): Text {
  const mars = c.grahas.Mars
  switch (name) {
    case 'mars_own_or_exalted':
      return mars.sign === 9
        ? text('Mars is exalted in Capricorn', 'मंगल मकर राशि में उच्च का है')
        : text(`Mars is in its own sign ${signName(mars.sign)}`, `मंगल अपनी राशि ${hiSign(mars.sign)} में है`)
    case 'mars_house_sign_exception':
      return text(
        `Mars in ${signName(mars.sign)} is an exception for the ${ordinal(mars.house)} house`,
        `${hiSign(mars.sign)} राशि का मंगल ${hiOrd(mars.house)} भाव के लिए अपवाद है`,
      )
    case 'mars_with_or_aspected_by_jupiter':
      return conjunct(c, 'Jupiter', 'Mars')
        ? text('Jupiter joins Mars', 'गुरु मंगल के साथ है')
        : text('Jupiter aspects Mars', 'गुरु की मंगल पर दृष्टि है')
    case 'lagna_cancer_or_leo':
      return text(
        `for a ${signName(c.lagnaSign)} lagna Mars is the yogakaraka`,
        `${hiSign(c.lagnaSign)} लग्न के लिए मंगल योगकारक है`,
      )
    case 'mars_lagna_lord':
      return text('Mars is the lagna lord', 'मंगल लग्नेश है')
    case 'benefic_in_lagna_or_seventh': {
      const there = (['Jupiter', 'Venus'] as const).filter((g) => [1, 7].includes(c.grahas[g].house))
      return text(
        `${there.join(' and ')} ${there.length > 1 ? 'stand' : 'stands'} in the 1st or 7th house`,
        `${hiAndWho(there)} प्रथम या सप्तम भाव में ${there.length > 1 ? 'हैं' : 'है'}`,
      )
    }
    default:
      return text(name, name)
  }
}

/*
 * Manglik: the one judgement of Maṅgala doṣa that /v1/compatibility gives (kootas/manglik.ts): Mars in the
 * 1st, 4th, 7th, 8th or 12th from the lagna or the Moon (from the Moon alone when the birth time is
 * unknown), cancelled by any of the cancellations one chart can show. The partner-based cancellation needs
 * a second chart, and the looser ones (retrograde or weak Mars, age) are not applied.
 */
function manglik(c: ChartFacts): Occurrence[] {
  const m = manglikOf(c)
  if (!m.present) return []
  const mars = c.grahas.Mars
  const from = m.from.filter((r) => r.reference !== 'venus')
  const counted = from
    .map((r) => `the ${ordinal(r.house)} house from ${r.reference === 'lagna' ? 'the lagna' : 'the Moon'}`)
    .join(' and ')
  const base = `Mars in ${signName(mars.sign)} is in ${counted}, among the houses the almanac tradition names for this dosha`
  const hiCounted = from
    .map((r) => `${r.reference === 'lagna' ? 'लग्न' : 'चंद्रमा'} से ${hiOrd(r.house)} भाव`)
    .join(' और ')
  const hiBase = `${hiSign(mars.sign)} राशि का मंगल ${hiCounted} में है, जो उन भावों में से है जिन्हें पंचांग परंपरा इस दोष के लिए गिनाती है`
  const applying = m.cancellations.filter((x) => x.applies)
  // The chart's houses are counted from the lagna, or from the Moon when the birth time is unknown.
  const own = from.find((r) => r.reference === (c.timeKnown ? 'lagna' : 'moon'))
  const houses = own ? [own.house] : []
  if (applying.length === 0)
    return [
      {
        reason: text(
          `${base}, and none of the usual cancellations applies.`,
          `${hiBase}, और सामान्य परिहारों में से कोई लागू नहीं होता।`,
        ),
        planets: ['Mars'],
        houses,
      },
    ]
  const jupiter = applying.some((x) => x.name === 'mars_with_or_aspected_by_jupiter')
  return [
    {
      status: 'cancelled',
      reason: text(
        `${base}, but it is cancelled: ${applying.map((x) => cancellationWords(c, x.name).en).join('; ')}.`,
        `${hiBase}, पर इसका परिहार होता है: ${applying.map((x) => cancellationWords(c, x.name).hi).join('; ')}।`,
      ),
      planets: jupiter ? ['Mars', 'Jupiter'] : ['Mars'],
      houses,
    },
  ]
}

export const DOSHA_YOGAS: YogaRule[] = [
  {
    name: 'Kala Sarpa',
    category: 'Dosha',
    sources: [],
    adverse: true,
    description: text(
      'A modern label from twentieth-century practice, not found in the classical texts: all planets on one side of the lunar nodes, read as phases of intense effort followed by release.',
      'बीसवीं सदी के व्यवहार से आया एक आधुनिक नाम, जो शास्त्रीय ग्रंथों में नहीं मिलता: सभी ग्रह चंद्र-पातों (राहु-केतु) के एक ओर हों, जिसे तीव्र प्रयास के दौर और उसके बाद मिलने वाली राहत के रूप में पढ़ा जाता है।',
    ),
    find: kalaSarpa,
  },
  {
    name: 'Manglik',
    category: 'Dosha',
    sources: [],
    adverse: true,
    description: text(
      'An almanac and regional tradition (Kuja dosha), not from the major classics: Mars in certain houses is read as calling for care and patience in partnership, and it is commonly weighed only alongside a partner’s chart.',
      'पंचांग और क्षेत्रीय परंपरा (कुज दोष), प्रमुख शास्त्रीय ग्रंथों से नहीं: कुछ भावों में मंगल को साझेदारी में सावधानी और धैर्य की माँग के रूप में पढ़ा जाता है, और इसे प्रायः साथी की कुंडली के साथ ही तौला जाता है।',
    ),
    find: manglik,
  },
]
