/**
 * Dasha years to calendar instants (jyotisha.md §2.4), the rendered timeline, the period running at a
 * given instant, and the consistency checks every timeline passes before it is returned. One year-length
 * convention dates every daśā system alike (Vimśottarī, Yoginī, Chara: dasha-systems.ts): a period is
 * years from birth and a name, whatever names it (a lord, a yoginī, a sign).
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
    // Zero years is the birth itself, even within a day of the coverage's ends, where the extension
    // would miss it by seconds: a Chara daśā starts there.
    if (y === 0) return birthMs
    if (y < yFirst) return solve(yFirst) - (yFirst - y) * mean * MS_PER_DAY
    if (y > yLast) return solve(yLast) + (y - yLast) * mean * MS_PER_DAY
    return solve(y)
  }
  const [from, to] = spanYears
  const daysPerYear = (toMs(to) - toMs(from)) / MS_PER_DAY / (to - from)
  return { kind: 'solar', daysPerYear, toMs }
}

/** The year scale of a convention; for the solar year, measured over the timeline's span (years from
 *  birth of its first start and last end). */
export function yearScale(
  eph: Ephemeris,
  kind: DashaYearKind,
  birthMs: number,
  spanYears: [number, number],
): YearScale {
  return kind === 'solar' ? solarYearScale(eph, birthMs, spanYears) : fixedYearScale(kind, birthMs)
}

/** A period of any daśā system as daśā years from birth (negative = before birth). */
export interface YearSpan<S> {
  level: DashaLevel
  startYears: number
  endYears: number
  children: readonly S[]
}

/** Instants of a span tree, for the checks and the current period. `lord` is what names the period in
 *  its system: a Vimśottarī lord, a yoginī, a sign. */
export interface TimedSpan<L = DashaLord> {
  lord: L
  level: DashaLevel
  startMs: number
  endMs: number
  children: TimedSpan<L>[]
}

/** DashaPeriod of spec §2.3 (plus, with the birth time unknown, the range of each start). */
export interface DashaPeriod extends RenderedPeriod<DashaPeriod> {
  planet: DashaLord
  level: DashaLevel
  start: string
  end: string
}

/** What rendering adds to a period of any system. */
export interface RenderedPeriod<P> {
  /** With the birth time unknown: the earliest and latest start a birth anywhere in that day gives. */
  earliestStart?: string
  latestStart?: string
  /** Absent at the last level. */
  antardashas?: P[]
}

export interface CurrentDasha<L = DashaLord> {
  mahadasha: L
  mahadashaEnd: string
  antardasha: L | null
  antardashaEnd: string | null
}

/** Vimśottarī spans as instants, named by their lords. */
export function timeSpans(spans: readonly DashaSpan[], scale: YearScale): TimedSpan[]
/** Any system's spans as instants, each named by `lordOf`. */
export function timeSpans<S extends YearSpan<S>, L>(
  spans: readonly S[],
  scale: YearScale,
  lordOf: (s: S) => L,
): TimedSpan<L>[]
export function timeSpans<S extends YearSpan<S>, L>(
  spans: readonly S[],
  scale: YearScale,
  lordOf?: (s: S) => L,
): TimedSpan<L>[] {
  const name = lordOf ?? ((s: S) => (s as S & { lord: L }).lord)
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
  const walk = (s: S): TimedSpan<L> => ({
    lord: name(s),
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

/** With the birth time unknown: how far the earliest and the latest start of every period lie from its
 *  start (dayRange). */
export interface StartRange {
  earliestShiftMs: number
  latestShiftMs: number
}

/**
 * The timeline in local time: each span as `period` names it, with its start range when given and its
 * sub-periods in `antardashas`.
 */
export function renderTimeline<L, P extends RenderedPeriod<P>>(
  spans: readonly TimedSpan<L>[],
  render: (ms: number) => string,
  period: (s: TimedSpan<L>, start: string, end: string) => P,
  range?: StartRange,
  /** Render below the second level only the periods running at this instant (the readings need no more;
   *  the 729 periods of a full Vimśottarī timeline are most of a chart's rendering). Default: all. */
  pathAt?: number,
): P[] {
  const walk = (s: TimedSpan<L>, depth: number): P => {
    const p = period(s, render(s.startMs), render(s.endMs))
    if (range) {
      p.earliestStart = render(s.startMs + range.earliestShiftMs)
      p.latestStart = render(s.startMs + range.latestShiftMs)
    }
    if (
      s.children.length > 0 &&
      (pathAt === undefined || depth === 0 || (s.startMs <= pathAt && pathAt < s.endMs))
    )
      p.antardashas = s.children.map((c) => walk(c, depth + 1))
    return p
  }
  return spans.map((s) => walk(s, 0))
}

/** The mahadasha and antardasha running at `atMs`, or null outside the timeline. */
export function currentDasha<L>(
  spans: readonly TimedSpan<L>[],
  atMs: number,
  render: (ms: number) => string,
): CurrentDasha<L> | null {
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

/** A daśā cycle entered from the Moon's nakshatra (Vimśottarī, Yoginī): its length in years and the
 *  place in it (years since the cycle's first period began) at which a birth with the Moon at a given
 *  sidereal longitude falls. */
export interface MoonCycle {
  years: number
  position(moonLonDeg: number): number
}

/**
 * With the birth time unknown the chart is cast for noon; a birth at the day's first or last instant
 * moves the Moon by up to ~15° and every dasha boundary with it. A period that starts y dasha years
 * after a birth at cycle position P starts at birth + (y + P_noon − P)·year, so the latest start comes
 * from the day's start and the earliest from its end.
 */
export function dayRange(
  eph: Ephemeris,
  noonMs: number,
  moon: { cycle: MoonCycle; lonDeg: number },
  scale: YearScale,
): StartRange {
  // The local day is taken as noon ± 12 hours (an hour off on the two daylight-saving days a year).
  const startOfDay = noonMs - MS_PER_DAY / 2
  const endOfDay = noonMs + MS_PER_DAY / 2
  const { cycle } = moon
  const positionAt = (ms: number) =>
    cycle.position(eph.position('Moon', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon)
  const noonPosition = cycle.position(moon.lonDeg)
  // A day's Moon moves the position forward by less than one cycle: unwrap it across the cycle's end.
  let p0 = positionAt(startOfDay)
  let p1 = positionAt(endOfDay)
  if (p0 > noonPosition) p0 -= cycle.years
  if (p1 < noonPosition) p1 += cycle.years
  const yearMs = scale.daysPerYear * MS_PER_DAY
  return {
    latestShiftMs: startOfDay - noonMs + (noonPosition - p0) * yearMs,
    earliestShiftMs: endOfDay - noonMs + (noonPosition - p1) * yearMs,
  }
}

/** What one level of a timeline must be, in any system. */
export interface LevelRule<L> {
  /** How many periods. */
  count: number
  /** The lord the k-th period must have. */
  lordAt(k: number): L
  /** The order's name, for the message: `Vimśottarī`, `yoginī`, `Chara`. */
  order: string
  /** With fixed years: the length in ms the k-th period must have, to the second. */
  lengthMs?: (k: number) => number
}

const COUNT_WORDS: Readonly<Record<number, string>> = { 8: 'eight', 9: 'nine', 12: 'twelve' }
const TOLERATE_MS = 1000

/**
 * The checks every level of a timeline passes, in any system: as many periods as `rule` says with the
 * lords it gives, each strictly positive, consecutive ones meeting exactly, and within a parent the first
 * starting and the last ending with it (they tile it: no gap, no overlap); with fixed years, each the
 * length the rule gives. `levels` levels, the last without sub-periods. Returns the first failure, or null.
 */
export function checkLevels<L>(
  spans: readonly TimedSpan<L>[],
  levels: number,
  ruleOf: (parent: TimedSpan<L> | null, list: readonly TimedSpan<L>[]) => LevelRule<L>,
): string | null {
  const walk = (list: readonly TimedSpan<L>[], parent: TimedSpan<L> | null, depth: number): string | null => {
    const rule = ruleOf(parent, list)
    if (list.length !== rule.count) {
      const count = COUNT_WORDS[rule.count] ?? String(rule.count)
      return parent
        ? `a ${parent.level} does not have ${count} sub-periods`
        : `the timeline does not have ${count} mahadashas`
    }
    for (let k = 0; k < list.length; k++) {
      const s = list[k]!
      if (s.lord !== rule.lordAt(k)) return `the ${s.level}s are not in ${rule.order} order`
      if (!(s.endMs > s.startMs)) return 'a period does not have a positive length'
      if (k > 0 && list[k - 1]!.endMs !== s.startMs) return 'consecutive periods do not meet exactly'
      if (rule.lengthMs && Math.abs(s.endMs - s.startMs - rule.lengthMs(k)) > TOLERATE_MS)
        return 'a period is not the length its rule gives'
      if (depth + 1 < levels) {
        const sub = walk(s.children, s, depth + 1)
        if (sub) return sub
      } else if (s.children.length !== 0) return `the timeline goes deeper than ${s.level}s`
    }
    if (parent && (list[0]!.startMs !== parent.startMs || list.at(-1)!.endMs !== parent.endMs)) {
      return 'the sub-periods do not tile their period'
    }
    return null
  }
  return walk(spans, null, 0)
}

/** The lords of a fixed order from the one at `first`, cyclically. */
function cyclicOrder<L>(order: readonly L[], first: L): (k: number) => L {
  const at = order.indexOf(first)
  return (k) => order[(at + k) % order.length]!
}

/** A daśā entered from the Moon's nakshatra whose sub-periods divide their parent in proportion to their
 *  lords' years (Vimśottarī; Yoginī, dasha-systems.ts). */
export interface NakshatraDashaRule<L extends string> {
  /** Its name, for the messages. */
  name: string
  /** The lords in their fixed order. */
  order: readonly L[]
  years: Readonly<Record<L, number>>
  cycleYears: number
  /** Mahadashas in a timeline, and the levels from the mahadasha down. */
  mahadashas: number
  levels: number
}

const VIMSHOTTARI_RULE: NakshatraDashaRule<DashaLord> = {
  name: 'Vimśottarī',
  order: DASHA_ORDER,
  years: DASHA_YEARS,
  cycleYears: CYCLE_YEARS,
  mahadashas: 9,
  levels: 3,
}

/**
 * The checks a timeline of a nakshatra daśā must pass (run on every call): at every level the lords in
 * the system's order starting from the parent's lord, each strictly positive, the children tiling their
 * parent exactly (no gap, no overlap, same ends), the birth inside the first mahadasha, the first lord the
 * one of the Moon's nakshatra, and (for fixed years) every period the length its lords give, to the
 * second, the mahadashas together the years of their cycles. Returns the first failure found, or null.
 */
export function checkNakshatraDasha<L extends string>(
  spans: readonly TimedSpan<L>[],
  birthMs: number,
  birthLord: L,
  scale: YearScale,
  rule: NakshatraDashaRule<L>,
): string | null {
  const fixed = scale.kind !== 'solar'
  const yearMs = scale.daysPerYear * MS_PER_DAY
  const found = checkLevels(spans, rule.levels, (parent, list) => {
    const lordAt = cyclicOrder(rule.order, parent ? parent.lord : list[0]!.lord)
    // A mahadasha is its lord's years; a sub-period its lord's share of the parent.
    const lengthMs = parent
      ? (k: number) => ((parent.endMs - parent.startMs) * rule.years[lordAt(k)]) / rule.cycleYears
      : (k: number) => rule.years[lordAt(k)] * yearMs
    const count = parent ? rule.order.length : rule.mahadashas
    return { count, lordAt, order: rule.name, ...(fixed ? { lengthMs } : {}) }
  })
  if (found) return found
  if (spans[0]!.lord !== birthLord) return 'the first mahadasha is not that of the Moon’s nakshatra'
  if (!(spans[0]!.startMs <= birthMs && birthMs < spans[0]!.endMs))
    return 'the birth is not in the first mahadasha'
  const totalYears = (rule.mahadashas / rule.order.length) * rule.cycleYears
  if (fixed && Math.abs(spans.at(-1)!.endMs - spans[0]!.startMs - totalYears * yearMs) > TOLERATE_MS)
    return `the timeline does not span ${totalYears} years`
  return null
}

/** The Vimśottarī checks (checkNakshatraDasha): nine periods at every level, three levels, 120 years a
 *  cycle (`cycles` of them: the readings run the order on past the first). */
export function checkTimeline(
  spans: readonly TimedSpan[],
  birthMs: number,
  birthLord: DashaLord,
  scale: YearScale,
  cycles = 1,
): string | null {
  const rule = cycles === 1 ? VIMSHOTTARI_RULE : { ...VIMSHOTTARI_RULE, mahadashas: 9 * cycles }
  return checkNakshatraDasha(spans, birthMs, birthLord, scale, rule)
}
