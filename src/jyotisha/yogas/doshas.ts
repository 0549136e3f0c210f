/**
 * Modern and almanac doshas (jyotisha.md §4.11): Kala Sarpa and Manglik (Kuja dosha). Neither is in BPHS
 * or the other major classics, so their sources are empty and their descriptions say so.
 */
import { normalizeDeg } from '../../astro/index.js'
import { aspects, conjunct, lordOfHouse, type ChartFacts } from '../facts.js'
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

const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12]

/** The house–sign exceptions (jyotisha.md §4.11, cancellation 3): house → signs. */
const MANGLIK_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
}

/*
 * Manglik: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (the fullest of the lists; from
 * the Moon's sign when the birth time is unknown). Cancelled by any of the widely repeated conditions
 * that one chart can show: Mars in its own sign or exaltation; the house–sign exceptions; Mars joined or
 * aspected by Jupiter; a Cancer or Leo lagna, or Mars as the lagna lord. The partner-based cancellation
 * needs a second chart, and the looser ones (retrograde or weak Mars, age) are not applied.
 */
function manglik(c: ChartFacts): Occurrence[] {
  const mars = c.grahas.Mars
  if (!MANGLIK_HOUSES.includes(mars.house)) return []
  const why: string[] = []
  if ([0, 7].includes(mars.sign)) why.push(`Mars is in its own sign ${signName(mars.sign)}`)
  if (mars.sign === 9) why.push('Mars is exalted in Capricorn')
  if (MANGLIK_EXCEPTIONS[mars.house]?.includes(mars.sign))
    why.push(`Mars in ${signName(mars.sign)} is an exception for the ${ordinal(mars.house)} house`)
  const jupiter = conjunct(c, 'Jupiter', 'Mars') ? 'joins' : aspects(c, 'Jupiter', 'Mars') ? 'aspects' : null
  if (jupiter !== null) why.push(`Jupiter ${jupiter} Mars`)
  if (c.lagnaSign === 3 || c.lagnaSign === 4)
    why.push(`for a ${signName(c.lagnaSign)} lagna Mars is the yogakaraka`)
  if (lordOfHouse(c, 1) === 'Mars') why.push('Mars is the lagna lord')
  const base = `Mars is in ${signName(mars.sign)} in the ${ordinal(mars.house)} house, one of the houses the almanac tradition names for this dosha`
  if (why.length === 0)
    return [{ reason: `${base}, and none of the usual cancellations applies.`, planets: ['Mars'] }]
  return [
    {
      status: 'cancelled',
      reason: `${base}, but it is cancelled: ${why.join('; ')}.`,
      planets: jupiter === null ? ['Mars'] : ['Mars', 'Jupiter'],
      houses: [mars.house],
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
