/**
 * Modern and almanac doshas (jyotisha.md §4.11): Kala Sarpa and Manglik (Kuja dosha). Neither is in BPHS
 * or the other major classics, so their sources are empty and their descriptions say so.
 */
import { normalizeDeg } from '../../astro/index.js'
import { conjunct, type ChartFacts } from '../facts.js'
import { manglik as manglikOf } from '../kootas/manglik.js'
import { houseOf, ordinal, placed, SEVEN, signName } from './helpers.js'
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
      reason:
        `All seven planets lie in the half of the zodiac running forward from ${placed(c, 'Rahu')} to Ketu in ` +
        `${signName(c.grahas.Ketu.sign)}; Rahu in the ${ordinal(h)} house gives the type called ${KALA_SARPA_TYPES[h - 1]}.`,
      planets: ['Rahu', 'Ketu'],
      houses: [h, houseOf(c, 'Ketu')],
    },
  ]
}

/** Each cancellation of Maṅgala doṣa (kootas/manglik.ts) as the chart's reason words it. */
function cancellationWords(c: ChartFacts, name: string): string {
  const mars = c.grahas.Mars
  switch (name) {
    case 'mars_own_or_exalted':
      return mars.sign === 9
        ? 'Mars is exalted in Capricorn'
        : `Mars is in its own sign ${signName(mars.sign)}`
    case 'mars_house_sign_exception':
      return `Mars in ${signName(mars.sign)} is an exception for the ${ordinal(mars.house)} house`
    case 'mars_with_or_aspected_by_jupiter':
      return `Jupiter ${conjunct(c, 'Jupiter', 'Mars') ? 'joins' : 'aspects'} Mars`
    case 'lagna_cancer_or_leo':
      return `for a ${signName(c.lagnaSign)} lagna Mars is the yogakaraka`
    case 'mars_lagna_lord':
      return 'Mars is the lagna lord'
    case 'benefic_in_lagna_or_seventh': {
      const there = (['Jupiter', 'Venus'] as const).filter((g) => [1, 7].includes(c.grahas[g].house))
      return `${there.join(' and ')} ${there.length > 1 ? 'stand' : 'stands'} in the 1st or 7th house`
    }
    default:
      return name
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
  const applying = m.cancellations.filter((x) => x.applies)
  // The chart's houses are counted from the lagna, or from the Moon when the birth time is unknown.
  const own = from.find((r) => r.reference === (c.timeKnown ? 'lagna' : 'moon'))
  const houses = own ? [own.house] : []
  if (applying.length === 0)
    return [{ reason: `${base}, and none of the usual cancellations applies.`, planets: ['Mars'], houses }]
  const jupiter = applying.some((x) => x.name === 'mars_with_or_aspected_by_jupiter')
  return [
    {
      status: 'cancelled',
      reason: `${base}, but it is cancelled: ${applying.map((x) => cancellationWords(c, x.name)).join('; ')}.`,
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
    description:
      'A modern label from twentieth-century practice, not found in the classical texts: all planets on one side of the lunar nodes, read as phases of intense effort followed by release.',
    find: kalaSarpa,
  },
  {
    name: 'Manglik',
    category: 'Dosha',
    sources: [],
    adverse: true,
    description:
      'An almanac and regional tradition (Kuja dosha), not from the major classics: Mars in certain houses is read as calling for care and patience in partnership, and it is commonly weighed only alongside a partner’s chart.',
    find: manglik,
  },
]
