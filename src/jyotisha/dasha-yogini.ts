/**
 * Yoginī daśā (BPHS ch. 46 vv. 195–199 — the numbering of the verses as quoted by theastrosecrets.blogspot
 * .com — "the Yoginī daśā told by Śambhu"; the same scheme in PyJHora `yogini.py`): eight yoginīs of
 * 1 … 8 years, a 36-year cycle, entered from the Moon's nakshatra with a balance at birth as in Vimśottarī.
 *
 * Every boundary is a number of daśā years from birth (negative = before birth), like dasha.ts, so the
 * calendar (dasha-calendar.ts) applies one year-length convention to all daśā systems alike.
 */
import { birthStar } from './dasha.js'
import type { Graha } from './grahas.js'

/** The yoginīs in their fixed order (BPHS 46.196; ASCII spellings). */
export const YOGINIS = [
  'Mangala',
  'Pingala',
  'Dhanya',
  'Bhramari',
  'Bhadrika',
  'Ulka',
  'Siddha',
  'Sankata',
] as const
export type Yogini = (typeof YOGINIS)[number]

/** The graha "born of" each yoginī (BPHS 46.197–198): Moon, Sun, Jupiter, Mars, Mercury, Saturn, Venus,
 *  Rahu. Some modern tables give Sankaṭā to Rahu and Ketu jointly; the verse names Rahu (tamas). */
export const YOGINI_PLANET: Readonly<Record<Yogini, Graha>> = {
  Mangala: 'Moon',
  Pingala: 'Sun',
  Dhanya: 'Jupiter',
  Bhramari: 'Mars',
  Bhadrika: 'Mercury',
  Ulka: 'Saturn',
  Siddha: 'Venus',
  Sankata: 'Rahu',
}

/** Years of each yoginī's mahādaśā: its place in the order (Maṅgalā 1 … Saṅkaṭā 8). */
export const YOGINI_YEARS: Readonly<Record<Yogini, number>> = {
  Mangala: 1,
  Pingala: 2,
  Dhanya: 3,
  Bhramari: 4,
  Bhadrika: 5,
  Ulka: 6,
  Siddha: 7,
  Sankata: 8,
}
export const YOGINI_CYCLE_YEARS = 36

/** Full 36-year cycles generated from the first mahādaśā's start: four, because the first one begins up to
 *  8 years before birth and three would then end as early as 100 years after it; four reach ≥ 136 years. */
export const YOGINI_CYCLES = 4

/** A Yoginī period as daśā years from birth (negative = before birth). */
export interface YoginiSpan {
  yogini: Yogini
  planet: Graha
  level: 'mahadasha' | 'antardasha'
  startYears: number
  endYears: number
  children: YoginiSpan[]
}

/**
 * The yoginī ruling a nakshatra, `nakshatraIndex` 0-based (0 = Aśvinī). BPHS 46.199: add 3 to the birth
 * star's number (Aśvinī = 1), divide by 8; remainder 1 → Maṅgalā … 7 → Siddhā, 0 → Saṅkaṭā. So Ārdrā (6)
 * starts Maṅgalā and Aśvinī (1) Bhrāmarī.
 */
export function yoginiOfNakshatra(nakshatraIndex: number): Yogini {
  const n = (((nakshatraIndex % 27) + 27) % 27) + 1
  const remainder = (n + 3) % 8
  return YOGINIS[(remainder + 7) % 8]!
}

/**
 * The yoginī running at birth and the years of it still to run (the "balance"): its years times the
 * fraction of the Moon's nakshatra not yet traversed (the whole 13°20′ nakshatra, as in Vimśottarī;
 * jyotisha.md §2.2). `moonLonDeg` is the Moon's sidereal longitude in degrees.
 */
export function yoginiBalanceYears(moonLonDeg: number): { yogini: Yogini; years: number } {
  const { nakshatraIndex, elapsedFraction } = birthStar(moonLonDeg)
  const yogini = yoginiOfNakshatra(nakshatraIndex)
  return { yogini, years: YOGINI_YEARS[yogini] * (1 - elapsedFraction) }
}

/**
 * Place in the 36-year cycle (years since the start of a Maṅgalā mahādaśā, [0, 36)) at which a native with
 * the Moon at `moonLonDeg` (sidereal, degrees) is born: the start of the birth yoginī's mahādaśā plus the
 * elapsed part of it. The Yoginī counterpart of dasha.ts cyclePosition, for the start ranges of an unknown
 * birth time (dasha-calendar.ts dayRange).
 */
export function yoginiCyclePosition(moonLonDeg: number): number {
  const { nakshatraIndex, elapsedFraction } = birthStar(moonLonDeg)
  const yogini = yoginiOfNakshatra(nakshatraIndex)
  const before = YOGINIS.slice(0, YOGINIS.indexOf(yogini)).reduce((sum, y) => sum + YOGINI_YEARS[y], 0)
  return before + elapsedFraction * YOGINI_YEARS[yogini]
}

function span(yogini: Yogini, level: YoginiSpan['level'], startYears: number, endYears: number): YoginiSpan {
  return { yogini, planet: YOGINI_PLANET[yogini], level, startYears, endYears, children: [] }
}

/** The eight antardaśās of a mahādaśā: from its own yoginī onward in the fixed order, each lasting
 *  MD × AD / 36 of the mahādaśā's years (the Vimśottarī proportion rule applied to the 36-year cycle). */
function antardashas(md: YoginiSpan): YoginiSpan[] {
  const first = YOGINIS.indexOf(md.yogini)
  const length = md.endYears - md.startYears
  const out: YoginiSpan[] = []
  let cumulative = 0
  let start = md.startYears
  for (let k = 0; k < 8; k++) {
    const yogini = YOGINIS[(first + k) % 8]!
    cumulative += YOGINI_YEARS[yogini]
    // Close the eighth on the parent's end, so rounding never opens a gap.
    const end = k === 7 ? md.endYears : md.startYears + (length * cumulative) / YOGINI_CYCLE_YEARS
    out.push(span(yogini, 'antardasha', start, end))
    start = end
  }
  return out
}

/**
 * Yoginī mahādaśās for YOGINI_CYCLES (4) full 36-year cycles (32 periods, ≥ 136 years after birth), each
 * with its eight antardaśās, as daśā years from birth. The first mahādaśā is the birth yoginī's whole
 * period, starting before birth by the elapsed part (so its end is the balance). `moonLonDeg` is the Moon's
 * sidereal longitude in degrees.
 *
 * Convention: antardaśās proportional (MD·AD/36), starting with the mahādaśā's own yoginī — BPHS ch. 51's
 * antardaśā rule for nakshatra daśās, carried over to the 36-year cycle. PyJHora (`yogini.py`,
 * antardhasa_option 1) instead splits each mahādaśā into eight equal parts; its mahādaśās agree with these.
 */
export function yoginiSpans(moonLonDeg: number): YoginiSpan[] {
  const { nakshatraIndex, elapsedFraction } = birthStar(moonLonDeg)
  const first = YOGINIS.indexOf(yoginiOfNakshatra(nakshatraIndex))
  let start = -elapsedFraction * YOGINI_YEARS[YOGINIS[first]!]
  const out: YoginiSpan[] = []
  for (let k = 0; k < 8 * YOGINI_CYCLES; k++) {
    const yogini = YOGINIS[(first + k) % 8]!
    const end = start + YOGINI_YEARS[yogini]
    const md = span(yogini, 'mahadasha', start, end)
    md.children = antardashas(md)
    out.push(md)
    start = end
  }
  return out
}
