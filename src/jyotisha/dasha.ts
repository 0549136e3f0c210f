/**
 * Vimśottarī daśā (BPHS 46, 51; jyotisha.md §2): the 120-year cycle of nine lords, the balance at birth
 * from the Moon's place in its nakshatra, and the recursive division of each period into nine, to the
 * pratyantardaśā (9 × 9 × 9 = 729 periods).
 *
 * Every boundary is first a number of dasha years from birth (children are cumulative fractions of the
 * parent, the ninth closing exactly on the parent's end) and only then an instant, through one
 * year-length convention (jyotisha.md §2.4), so adjacent periods share their boundary exactly.
 */
import { nakshatraOf, normalizeDeg } from '../astro/index.js'
import type { Graha } from './grahas.js'

/** Vimśottarī order, starting from Ashwini's lord (jyotisha.md §2.1). */
export const DASHA_ORDER = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
] as const satisfies readonly Graha[]
export type DashaLord = (typeof DASHA_ORDER)[number]

export const DASHA_YEARS: Readonly<Record<DashaLord, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
}
export const CYCLE_YEARS = 120

/** Cycles a timeline needs so that a period runs at every instant up to `years` after birth (the first
 *  mahadasha starts up to one lord's years before birth, so the first cycle ends at least 100 years on). */
export function cyclesToCover(years: number): number {
  return Math.max(1, Math.ceil((years + 20) / CYCLE_YEARS))
}

export const DASHA_LEVELS = ['mahadasha', 'antardasha', 'pratyantardasha'] as const
export type DashaLevel = (typeof DASHA_LEVELS)[number]

/** Year-length conventions (jyotisha.md §2.4): the mean sidereal year (default), the true solar year
 *  (the Sun's own sidereal revolution; Jagannatha Hora's default), the Julian year, the savana year. */
export const DASHA_YEAR_KINDS = ['sidereal', 'solar', 'julian', 'savana'] as const
export type DashaYearKind = (typeof DASHA_YEAR_KINDS)[number]

/** Days per dasha year of the fixed-length conventions. */
export const FIXED_YEAR_DAYS: Readonly<Record<Exclude<DashaYearKind, 'solar'>, number>> = {
  sidereal: 365.256363,
  julian: 365.25,
  savana: 360,
}

const NAKSHATRA_SPAN_DEG = 40 / 3
/** Cumulative years at the start of each lord's mahadasha in a cycle beginning with Ketu. */
const CYCLE_START: Readonly<Record<DashaLord, number>> = (() => {
  const out = {} as Record<DashaLord, number>
  let sum = 0
  for (const l of DASHA_ORDER) {
    out[l] = sum
    sum += DASHA_YEARS[l]
  }
  return out
})()

/** The Moon's nakshatra lord and the fraction of the nakshatra already traversed. */
export function birthStar(moonLonDeg: number): {
  lord: DashaLord
  elapsedFraction: number
  nakshatraIndex: number
} {
  const lon = normalizeDeg(moonLonDeg)
  // The nakshatra as nakshatraOf finds it (one rounding step), so the lord always matches the nakshatra.
  const { nakshatraIndex } = nakshatraOf(lon)
  const elapsedFraction = Math.min(
    1,
    Math.max(0, (lon - nakshatraIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG),
  )
  return { lord: DASHA_ORDER[nakshatraIndex % 9]!, elapsedFraction, nakshatraIndex }
}

/**
 * Place in the 120-year cycle (years since the start of a Ketu mahadasha, [0, 120)) at which a native
 * with the Moon at `moonLonDeg` is born: the start of the birth lord's mahadasha plus the elapsed
 * fraction of the nakshatra times the lord's years (§2.2: use the fraction of the whole nakshatra).
 */
export function cyclePosition(moonLonDeg: number): number {
  const { lord, elapsedFraction } = birthStar(moonLonDeg)
  return CYCLE_START[lord] + elapsedFraction * DASHA_YEARS[lord]
}

/** Years of the birth mahadasha still to run at birth (the "balance of dasha"). */
export function dashaBalanceYears(moonLonDeg: number): { lord: DashaLord; years: number } {
  const { lord, elapsedFraction } = birthStar(moonLonDeg)
  return { lord, years: DASHA_YEARS[lord] * (1 - elapsedFraction) }
}

/** A period as dasha years from birth (negative = before birth). */
export interface DashaSpan {
  lord: DashaLord
  level: DashaLevel
  startYears: number
  endYears: number
  children: DashaSpan[]
}

function divide(parent: DashaSpan, depth: number): void {
  if (depth >= DASHA_LEVELS.length) return
  const first = DASHA_ORDER.indexOf(parent.lord)
  const length = parent.endYears - parent.startYears
  let cumulative = 0
  let start = parent.startYears
  for (let k = 0; k < 9; k++) {
    const lord = DASHA_ORDER[(first + k) % 9]!
    cumulative += DASHA_YEARS[lord]
    const end = k === 8 ? parent.endYears : parent.startYears + (length * cumulative) / CYCLE_YEARS
    const child: DashaSpan = {
      lord,
      level: DASHA_LEVELS[depth]!,
      startYears: start,
      endYears: end,
      children: [],
    }
    divide(child, depth + 1)
    parent.children.push(child)
    start = end
  }
}

/**
 * The nine mahadashas from the one running at birth, each divided into antardashas and those into
 * pratyantardashas, as dasha years from birth. `position` is `cyclePosition(moon)`. With `cycles` > 1 the
 * order runs on into further 120-year cycles, as the texts let it (the wheel of lords simply turns again):
 * the readings of a life longer than the first cycle need the periods that run past it.
 */
export function vimshottariSpans(position: number, cycles = 1): DashaSpan[] {
  const p = ((position % CYCLE_YEARS) + CYCLE_YEARS) % CYCLE_YEARS
  let index = 0
  while (index < 8 && CYCLE_START[DASHA_ORDER[index + 1]!] <= p) index++
  let start = CYCLE_START[DASHA_ORDER[index]!] - p
  const out: DashaSpan[] = []
  for (let k = 0; k < 9 * cycles; k++) {
    const lord = DASHA_ORDER[(index + k) % 9]!
    const end = start + DASHA_YEARS[lord]
    const md: DashaSpan = { lord, level: 'mahadasha', startYears: start, endYears: end, children: [] }
    divide(md, 1)
    out.push(md)
    start = end
  }
  return out
}
