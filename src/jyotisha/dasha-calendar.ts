/**
 * Dasha years to calendar instants (jyotisha.md §2.4), the rendered timeline, the period running at a
 * given instant, and the consistency checks every timeline passes before it is returned.
 */
import {
  COVERAGE_END_MS,
  COVERAGE_START_MS,
  formatLocalAt,
  normalizeDeg,
  type Ephemeris,
  type ZoneHistory,
} from '../astro/index.js'
import {
  CYCLE_YEARS,
  DASHA_ORDER,
  DASHA_YEARS,
  FIXED_YEAR_DAYS,
  type DashaLevel,
  type DashaLord,
  type DashaSpan,
  type DashaYearKind,
} from './dasha.js'

const MS_PER_DAY = 86_400_000

/** Maps dasha years from birth to an instant (epoch ms). */
export interface YearScale {
  kind: DashaYearKind
  /** Days per dasha year: the fixed length, or for the solar year the mean over the 120-year cycle. */
  daysPerYear: number
  toMs(yearsFromBirth: number): number
}

export function fixedYearScale(kind: Exclude<DashaYearKind, 'solar'>, birthMs: number): YearScale {
  const daysPerYear = FIXED_YEAR_DAYS[kind]
  return { kind, daysPerYear, toMs: (y) => birthMs + y * daysPerYear * MS_PER_DAY }
}

/**
 * The true solar year (Jagannatha Hora's default, §2.4): a dasha year is one sidereal revolution of the
 * Sun, and a fraction f of a year is the time the Sun takes to move f·360°, measured from its sidereal
 * (Lahiri) longitude at birth. Solved by Newton's method on the Sun's longitude (to a few milliseconds).
 * Outside the ephemeris coverage (periods before 1800-01-02 or after 2149-12-31, which only the ends of
 * a timeline reach) the mean sidereal year is extended from the edge.
 */
export function solarYearScale(eph: Ephemeris, birthMs: number, spanYears: [number, number]): YearScale {
  const mean = FIXED_YEAR_DAYS.sidereal
  const sunAt = (ms: number) => {
    const t = eph.instant(ms)
    const p = eph.position('Sun', t.jdTt, { ayanamsa: 'lahiri' })
    return { lon: p.lon, speed: p.lonSpeed }
  }
  const sunBirth = sunAt(birthMs).lon
  /** Years of solar motion from birth to `ms` (continuous). */
  const yearsAt = (ms: number) => {
    const approx = (ms - birthMs) / (mean * MS_PER_DAY)
    const frac = normalizeDeg(sunAt(ms).lon - sunBirth) / 360
    return frac + Math.round(approx - frac)
  }
  // Newton's error after a step of s days is at most K·s², K = max|λ''| / (2·min λ') ≈ 6.5e-4 / 1.9 < 4e-4
  // per day for the Sun (its speed swings 0.953…1.019°/day over the year, plus the Moon's 6″ wobble).
  // A step under 0.01 day therefore leaves under 4e-8 day (3 ms): it is taken and the search stops,
  // without evaluating the Sun again to confirm. From the mean-year guess (off by at most ~2.5 days)
  // that is two evaluations per instant.
  const solve = (y: number): number => {
    let ms = birthMs + y * mean * MS_PER_DAY
    const target = normalizeDeg(sunBirth + (y - Math.floor(y)) * 360)
    for (let i = 0; i < 8; i++) {
      const s = sunAt(ms)
      let d = normalizeDeg(s.lon - target)
      if (d > 180) d -= 360
      const stepDays = d / s.speed
      ms -= stepDays * MS_PER_DAY
      if (Math.abs(stepDays) < 0.01) break
    }
    return ms
  }
  const firstMs = COVERAGE_START_MS + MS_PER_DAY
  const lastMs = COVERAGE_END_MS - MS_PER_DAY
  const yFirst = yearsAt(firstMs)
  const yLast = yearsAt(lastMs)
  const toMs = (y: number): number => {
    if (y < yFirst) return solve(yFirst) - (yFirst - y) * mean * MS_PER_DAY
    if (y > yLast) return solve(yLast) + (y - yLast) * mean * MS_PER_DAY
    return solve(y)
  }
  const [from, to] = spanYears
  const daysPerYear = (toMs(to) - toMs(from)) / MS_PER_DAY / (to - from)
  return { kind: 'solar', daysPerYear, toMs }
}

/** DashaPeriod of spec §2.3 (plus, with the birth time unknown, the range of each start). */
export interface DashaPeriod {
  planet: DashaLord
  level: DashaLevel
  start: string
  end: string
  /** With the birth time unknown: the earliest and latest start a birth anywhere in that day gives. */
  earliestStart?: string
  latestStart?: string
  /** Absent at the pratyantardasha level. */
  antardashas?: DashaPeriod[]
}

export interface CurrentDasha {
  mahadasha: DashaLord
  mahadashaEnd: string
  antardasha: DashaLord | null
  antardashaEnd: string | null
}

/** Instants of a span tree, for the checks and the current period. */
export interface TimedSpan {
  lord: DashaLord
  level: DashaLevel
  startMs: number
  endMs: number
  children: TimedSpan[]
}

export function timeSpans(spans: readonly DashaSpan[], scale: YearScale): TimedSpan[] {
  // Adjacent periods share the same years value, so they get the same instant (toMs is a function of
  // the years alone). Only the solar year's toMs (a search on the Sun) is worth remembering.
  let at = (y: number) => Math.round(scale.toMs(y))
  if (scale.kind === 'solar') {
    const cache = new Map<number, number>()
    const solve = at
    at = (y: number) => {
      let ms = cache.get(y)
      if (ms === undefined) {
        ms = solve(y)
        cache.set(y, ms)
      }
      return ms
    }
  }
  const walk = (s: DashaSpan): TimedSpan => ({
    lord: s.lord,
    level: s.level,
    startMs: at(s.startYears),
    endMs: at(s.endYears),
    children: s.children.map(walk),
  })
  return spans.map(walk)
}

/** Offsets for rendering: the birth zone's, except in the zone's local-mean-time era, where the birth
 *  longitude's mean time is used (as for the birth itself). */
export function offsetRenderer(zone: ZoneHistory, lmtOffsetMinutes: number): (ms: number) => string {
  // A period's end is the next one's start, written moments apart: a small direct-mapped cache of the
  // instants just written (a slot per instant modulo its size) saves writing most of them twice.
  const SLOTS = 256
  const instants = new Float64Array(SLOTS).fill(NaN)
  const texts: string[] = new Array<string>(SLOTS)
  return (ms) => {
    const slot = Math.abs(Math.round(ms)) % SLOTS
    if (instants[slot] === ms) return texts[slot]!
    const text = formatLocalAt(ms, zone.isLocalMeanTime(ms) ? lmtOffsetMinutes : zone.offsetMinutesAt(ms))
    instants[slot] = ms
    texts[slot] = text
    return text
  }
}

export function renderTimeline(
  spans: readonly TimedSpan[],
  render: (ms: number) => string,
  range?: { earliest: (s: TimedSpan) => number; latest: (s: TimedSpan) => number },
): DashaPeriod[] {
  const walk = (s: TimedSpan): DashaPeriod => {
    const p: DashaPeriod = { planet: s.lord, level: s.level, start: render(s.startMs), end: render(s.endMs) }
    if (range) {
      p.earliestStart = render(range.earliest(s))
      p.latestStart = render(range.latest(s))
    }
    if (s.children.length > 0) p.antardashas = s.children.map(walk)
    return p
  }
  return spans.map(walk)
}

/** The mahadasha and antardasha running at `atMs`, or null outside the 120 years. */
export function currentDasha(
  spans: readonly TimedSpan[],
  atMs: number,
  render: (ms: number) => string,
): CurrentDasha | null {
  const md = spans.find((s) => s.startMs <= atMs && atMs < s.endMs)
  if (!md) return null
  const ad = md.children.find((s) => s.startMs <= atMs && atMs < s.endMs) ?? null
  return {
    mahadasha: md.lord,
    mahadashaEnd: render(md.endMs),
    antardasha: ad?.lord ?? null,
    antardashaEnd: ad ? render(ad.endMs) : null,
  }
}

/**
 * The checks a timeline must pass (run on every call): nine periods at every level in Vimśottarī
 * order starting from the parent's lord, each strictly positive, the children tiling their parent
 * exactly (no gap, no overlap, same ends), the birth inside the first mahadasha, the first lord the
 * Moon's nakshatra lord, and (for fixed years) every period the length its lords give, to the second.
 * Returns the first failure found, or null.
 */
export function checkTimeline(
  spans: readonly TimedSpan[],
  birthMs: number,
  birthLord: DashaLord,
  scale: YearScale,
): string | null {
  if (spans.length !== 9) return 'the timeline does not have nine mahadashas'
  if (spans[0]!.lord !== birthLord) return 'the first mahadasha is not the lord of the Moon’s nakshatra'
  if (!(spans[0]!.startMs <= birthMs && birthMs < spans[0]!.endMs))
    return 'the birth is not in the first mahadasha'
  const fixed = scale.kind !== 'solar'
  const yearMs = scale.daysPerYear * MS_PER_DAY
  const tolerateMs = 1000
  const checkLevel = (list: readonly TimedSpan[], parent: TimedSpan | null, depth: number): string | null => {
    if (list.length !== 9) return `a period at level ${depth + 1} does not have nine sub-periods`
    const first = DASHA_ORDER.indexOf(parent ? parent.lord : list[0]!.lord)
    for (let k = 0; k < 9; k++) {
      const s = list[k]!
      if (s.lord !== DASHA_ORDER[(first + k) % 9]) return 'the lords are not in Vimśottarī order'
      if (!(s.endMs > s.startMs)) return 'a period does not have a positive length'
      if (k > 0 && list[k - 1]!.endMs !== s.startMs) return 'consecutive periods do not meet exactly'
      if (fixed) {
        const parentYears = parent ? (parent.endMs - parent.startMs) / yearMs : CYCLE_YEARS
        const expectedMs = ((parentYears * DASHA_YEARS[s.lord]) / CYCLE_YEARS) * yearMs
        if (Math.abs(s.endMs - s.startMs - expectedMs) > tolerateMs)
          return 'a period is not the length its lords give'
      }
      if (depth < 2) {
        const sub = checkLevel(s.children, s, depth + 1)
        if (sub) return sub
      } else if (s.children.length !== 0) return 'the timeline goes deeper than pratyantardashas'
    }
    if (parent && (list[0]!.startMs !== parent.startMs || list[8]!.endMs !== parent.endMs)) {
      return 'the sub-periods do not tile their period'
    }
    return null
  }
  const found = checkLevel(spans, null, 0)
  if (found) return found
  const total = spans[8]!.endMs - spans[0]!.startMs
  if (fixed && Math.abs(total - CYCLE_YEARS * yearMs) > tolerateMs)
    return 'the timeline does not span 120 years'
  return null
}
