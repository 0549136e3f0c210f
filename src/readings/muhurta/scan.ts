/**
 * The muhurta scan (spec §4.6): each Vedic day of a
 * range, sunrise to the next sunrise at the event's place, cut into pieces at every instant where
 * anything the judgement reads changes: the tithi, karaṇa, nakṣatra, yoga, the Moon's and the Sun's
 * sign, the Sun's nakṣatra, the rising sign, the slow grahas' signs, nakṣatras and combustion, the
 * kālams, durmuhūrtas and Varjyam, the gaṇḍānta junctions and the sixteen ghaṭīs after a saṅkrānti.
 * Each piece is judged once (judge.ts; the pieces are cut in day.ts) for the event and the person, so
 * every reason and caution of a span is true of all of it. A day is the union of its acceptable spans: a
 * rising sign the event takes, clear of Rāhu kālam, Yamagaṇḍa, Gulika, durmuhūrta and Varjyam, with no
 * refusal and some support, ten minutes or longer. It is graded by its best span. With `timeOfDay` the
 * day is judged at that instant only, and offered when the piece holding it is.
 *
 * Ranking: by the quality of the best span, then by how many factors support it, then by fewer
 * cautions, then by date. A day with no acceptable span is refused (`excluded` counts it under every
 * refusal that held through the whole usable day, or as `no_clear_time`) or not offered (some time was
 * clear of refusals but had too little support, or lasted under ten minutes).
 */
import { hiGraha, text, type Text } from '../text.js'
import { REFUSAL_DESCRIPTIONS_HI } from './hindi.js'
import { DateTime } from 'luxon'
import type { Ephemeris, Nakshatra, Place, Sign } from '../../astro/index.js'
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { runningLevels } from '../../corpus/from-chart.js'
import { DASHA_ORDER } from '../../jyotisha/dasha.js'
import type { DashaPeriod } from '../../jyotisha/dasha-calendar.js'
import type { LunarMonthName } from '../../jyotisha/panchanga/names.js'
import type { Graha } from '../../jyotisha/grahas.js'
import type { CoreChart } from '../../jyotisha/chart.js'
import { naturalRelation } from '../../jyotisha/dignity.js'
import {
  karanaName,
  limbsAt,
  lunarMonthAt,
  LUNAR_MONTHS,
  purnimantaName,
  solarMonthOf,
  tithiName,
  YOGA_NAMES,
  type SolarMonth,
} from '../../jyotisha/panchanga/index.js'
import type { MuhurtaEventRule } from './catalogue-types.js'
import { piecesOf, type DayJudging, type Piece } from './day.js'
import {
  eventRules,
  QUALITIES,
  REFUSAL_DESCRIPTIONS,
  type Chandrabala,
  type Direction,
  type MonthReckoning,
  type Person,
  type Quality,
  type RefusalKey,
  type Tarabala,
} from './judge.js'
import { skyOver, slowFactsAt, type SlowFacts } from './sky.js'

export { eventPhrase, QUALITIES, REFUSAL_DESCRIPTIONS } from './judge.js'
export type { Chandrabala, Direction, Quality, Refusal, RefusalKey, Tarabala } from './judge.js'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const MIN_SPAN_MS = 10 * MINUTE_MS
/** Near misses returned at most. */
export const MAX_NEAR_MISSES = 10

export interface MuhurtaInput {
  event: MuhurtaEventRule
  place: Place
  zone: string
  /** Local dates, inclusive, at most 366 days (the caller checks). */
  first: { year: number; month: number; day: number }
  last: { year: number; month: number; day: number }
  /** Local clock time to judge each day at; null: the whole Vedic day. */
  timeOfDay: { hour: number; minute: number } | null
  /** For travel: the direction of the journey (diśā śūla, Pañcaka); null when not given. */
  direction?: Direction | null
  topN: number
  /** Used in the words only. */
  subjectName: string | null
  /** For a wedding: the subject's role (the partner has the other), and whether the subject is a first-born. */
  subjectRole?: 'bride' | 'groom' | null
  firstBorn?: boolean
  /** A second person the event is for (a couple): judged like the subject; a refusal for either refuses. */
  partner?: { natal: MuhurtaInput['natal']; name: string | null; firstBorn: boolean } | null
  /** How the words name the lunar month (default amānta). */
  reckoning?: MonthReckoning
  natal: {
    /** Sidereal (Lahiri) longitude of the natal Moon and Sun. */
    moonLon: number
    sunLon: number
    /** Sign of the natal lagna; null when the birth time is unknown. */
    lagnaSign: number | null
    /** The amānta lunar month of birth. */
    month: { index: number; adhika: boolean }
    /** The Vimśottarī timeline, for the running periods. */
    timeline: readonly DashaPeriod[] | null
  }
}

/** The person's side of the input, from their chart. */
export function natalOf(eph: Ephemeris, core: CoreChart): MuhurtaInput['natal'] {
  const facts = core.internal.facts
  const month = lunarMonthAt(eph, core.internal.instant.epochMs)
  return {
    moonLon: facts.grahas.Moon.longitude,
    sunLon: facts.grahas.Sun.longitude,
    lagnaSign: facts.timeKnown ? facts.lagnaSign : null,
    month: { index: month.index, adhika: month.adhika },
    timeline: core.dasha?.timeline ?? null,
  }
}

const OTHER_ROLE = { bride: 'groom', groom: 'bride' } as const

/**
 * The persons the event is for, as the judgement names them: by name; else, for a couple, by role ("the
 * bride") or as "the first" and "the second" person; one person without a name is not named.
 */
export function personsOf(input: MuhurtaInput): Person[] {
  const role = input.subjectRole ?? null
  const partnerRole = role === null ? null : OTHER_ROLE[role]
  const tithiOf = (n: MuhurtaInput['natal']) =>
    Math.floor(((((n.moonLon - n.sunLon) % 360) + 360) % 360) / 12) + 1
  const person = (
    n: MuhurtaInput['natal'],
    name: string | null,
    r: 'bride' | 'groom' | null,
    firstBorn: boolean,
  ): Person => ({
    name,
    role: r,
    firstBorn,
    moonLon: n.moonLon,
    lagnaSign: n.lagnaSign,
    tithi: tithiOf(n),
    month: n.month,
  })
  const p = input.partner ?? null
  if (p === null) return [person(input.natal, input.subjectName, role, input.firstBorn ?? false)]
  const nameOf = (name: string | null, r: 'bride' | 'groom' | null, fallback: string) =>
    name ?? (r === null ? fallback : `the ${r}`)
  return [
    person(input.natal, nameOf(input.subjectName, role, 'the first person'), role, input.firstBorn ?? false),
    person(p.natal, nameOf(p.name, partnerRole, 'the second person'), partnerRole, p.firstBorn),
  ]
}

/** The limbs through a span, as the answer gives them. */
export interface SpanLimbs {
  tithi: { number: number; name: string; paksha: 'Shukla' | 'Krishna' }
  nakshatra: { name: Nakshatra; pada: number }
  yoga: string
  karana: string
  moonSign: Sign
  month: { amanta: LunarMonthName; purnimanta: LunarMonthName; adhika: boolean }
}

export interface OfferedSpan {
  startMs: number
  endMs: number
  lagna: Sign
  quality: Quality
  tier: number
  reasons: Text[]
  cautions: Text[]
  limbs: SpanLimbs
  tarabala: Tarabala
  chandrabala: Chandrabala
  /** Each person's tārābala and candrabala (the first is the subject's). */
  persons: { tarabala: Tarabala; chandrabala: Chandrabala }[]
}

export interface Window {
  rank: number
  date: string
  weekday: number
  quality: Quality
  /** Index into `spans` of the best span, which grades the day. */
  best: number
  spans: OfferedSpan[]
  runningPeriod: { mahadasha: Graha; antardasha: Graha | null; note: Text } | null
  /** The solar month of the Vedic day, in each regional calendar. */
  solarMonth: SolarMonth
}

export interface NearMiss {
  date: string
  /** The time that would have been offered, but for one refusal. */
  startMs: number
  endMs: number
  wouldBe: Quality
  refusedFor: Text
  /** When that refusal ends, if it ends inside the Vedic day. */
  refusalEndsMs: number | null
}

export interface MuhurtaResult {
  days: number
  evaluable: number
  windows: Window[]
  nearMisses: NearMiss[]
  excluded: { key: RefusalKey; description: Text; days: number }[]
  /** Days neither refused nor good enough to offer. */
  notOffered: number
  /** Every offered day, ranked or not (local dates). */
  offeredDates: string[]
}

interface Day {
  date: string
  weekday: number
  pieces: Piece[]
  offered: OfferedSpan[]
  /** The Vedic day: its local date (of its sunrise), start and end. */
  vedic: { year: number; month: number; day: number; startMs: number; endMs: number }
}

/** A local date of the scan: its midnight and its sunrise (null when the Sun does not rise that day). */
interface CalendarDay {
  date: DateTime
  iso: string
  midnight: number
  rise: number | null
}

/** The range of the scan: its first local day, how many days, and the calendar around them. */
interface ScanRange {
  firstDay: DateTime
  dayCount: number
  /** The local dates from two days before the range to two after it: `cal[i + 2]` is the range's day i. */
  cal: CalendarDay[]
}

/** A near miss with what ranks it among the others. */
type NearMissCandidate = NearMiss & { tier: number; supports: number; cautions: number }

/** How one day of the range came out: offered, refused (each refusal that held counted), or too weak. */
type DayVerdict =
  | { kind: 'offered'; day: Day }
  | { kind: 'refused'; keys: RefusalKey[]; nearMiss: NearMissCandidate | null }
  | { kind: 'weak' }

/** The days of the range judged: what was offered, what refused each day, and the near misses. */
interface Tally {
  days: Day[]
  evaluable: number
  notOffered: number
  counts: Map<RefusalKey, number>
  nearMissCandidates: NearMissCandidate[]
}

/** Scan the range and rank the days. */
export function scanMuhurta(eph: Ephemeris, input: MuhurtaInput): MuhurtaResult {
  const range = scanRange(eph, input)
  const judging = dayJudging(eph, input, range)
  const tally = judgeDays(judging, input.timeOfDay, range)
  return {
    days: range.dayCount,
    evaluable: tally.evaluable,
    windows: rankedWindows(eph, input, tally.days),
    nearMisses: nearMissesOf(tally.nearMissCandidates),
    excluded: excludedOf(tally.counts),
    notOffered: tally.notOffered,
    offeredDates: tally.days.map((d) => d.date),
  }
}

/** The local days of the range at the event's place, with two days either side, and their sunrises. */
function scanRange(eph: Ephemeris, input: MuhurtaInput): ScanRange {
  const { place, zone } = input
  const ymd = (d: { year: number; month: number; day: number }) => ({
    year: d.year,
    month: d.month,
    day: d.day,
  })
  const firstDay = DateTime.fromObject(ymd(input.first), { zone }).startOf('day')
  const lastDay = DateTime.fromObject(ymd(input.last), { zone }).startOf('day')
  const dayCount = Math.round(lastDay.diff(firstDay, 'days').days) + 1
  const cal: CalendarDay[] = []
  for (let i = -2; i <= dayCount + 2; i++) {
    const date = firstDay.plus({ days: i })
    cal.push({ date, iso: date.toISODate()!, midnight: date.toMillis(), rise: null })
  }
  for (let k = 0; k + 1 < cal.length; k++) {
    const c = cal[k]!
    const jd = eph.sunEvent(eph.instant(c.midnight).jdUt, 'rise', place, 'upper-limb', 1013.25, 0)
    const rise = jd === undefined ? null : eph.instantFromJdUt(jd).epochMs
    if (rise === null || rise >= cal[k + 1]!.midnight) continue
    c.rise = rise
  }
  return { firstDay, dayCount, cal }
}

/**
 * What every day is judged against, set up once: the event's rules, the persons (the subject and any
 * partner, from their natal facts), the sky over the range and three days either side, the saṅkrāntis,
 * the eclipses seen from the place when the event excludes them, and a cache of the slow grahas' facts.
 */
function dayJudging(eph: Ephemeris, input: MuhurtaInput, range: ScanRange): DayJudging {
  const { event, place, zone } = input
  const { firstDay, dayCount } = range
  const rangeStartMs = firstDay.minus({ days: 3 }).toMillis()
  const rangeEndMs = firstDay.plus({ days: dayCount + 3 }).toMillis()
  const sky = skyOver(eph, rangeStartMs, rangeEndMs)
  const eclipses = event.exclusions.includes('eclipse')
    ? eph
        .eclipsesVisible(
          eph.instant(rangeStartMs - 3 * DAY_MS).jdUt,
          eph.instant(rangeEndMs + 3 * DAY_MS).jdUt,
          place,
        )
        .map((e) => localDays(eph.instantFromJdUt(e.maxJdUt).epochMs, zone))
    : []
  const slowCache = new Map<number, SlowFacts>()
  return {
    eph,
    place,
    rules: eventRules(event, input.direction ?? null, input.reckoning ?? 'amanta'),
    persons: personsOf(input),
    suitedLagnas: new Set<string>(event.lagnas),
    sky,
    ingresses: sky.sunSign.slice(1).map((s) => ({ ms: s.startMs, sign: s.index })),
    eclipses,
    slowAt: (ms) => {
      let f = slowCache.get(ms)
      if (!f) slowCache.set(ms, (f = slowFactsAt(eph, ms)))
      return f
    },
    pieceKeys: new WeakMap(),
  }
}

/** Each day of the range judged in turn, and the outcomes counted. */
function judgeDays(j: DayJudging, timeOfDay: MuhurtaInput['timeOfDay'], range: ScanRange): Tally {
  const tally: Tally = { days: [], evaluable: 0, notOffered: 0, counts: new Map(), nearMissCandidates: [] }
  for (let i = 0; i < range.dayCount; i++) {
    const verdict = judgeDay(j, timeOfDay, range.cal, i)
    if (verdict === null) continue
    tally.evaluable++
    if (verdict.kind === 'offered') tally.days.push(verdict.day)
    else if (verdict.kind === 'weak') tally.notOffered++
    else {
      for (const key of verdict.keys) tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1)
      if (verdict.nearMiss) tally.nearMissCandidates.push(verdict.nearMiss)
    }
  }
  return tally
}

/**
 * Day i of the range, judged through its Vedic day (sunrise to the next sunrise), or with `timeOfDay` at
 * that instant only, in the Vedic day that holds it. Null when the day cannot be judged: no sunrise, and
 * no time asked. A weekday the event refuses, or its diśā śūla, refuses the whole day unjudged.
 */
function judgeDay(
  j: DayJudging,
  timeOfDay: MuhurtaInput['timeOfDay'],
  cal: CalendarDay[],
  i: number,
): DayVerdict | null {
  const c = cal[i + 2]!
  let instant: number | null = null
  let k = i + 2 // the Vedic day: the local date whose sunrise begins it
  if (timeOfDay === null) {
    if (c.rise === null) return null // no sunrise here that day, and no time asked: not evaluable
  } else {
    instant = c.date.set({ hour: timeOfDay.hour, minute: timeOfDay.minute }).toMillis()
    if (c.rise !== null && instant < c.rise) k--
  }
  const vedic = cal[k]!
  const vs = vedic.rise ?? vedic.midnight
  const ve = cal[k + 1]!.rise ?? cal[k + 1]!.midnight
  const weekday = vedic.date.weekday % 7 // Luxon: Monday 1 … Sunday 7
  // The vāra holds the whole Vedic day: judged no further.
  if (j.rules.avoidedDay.has(weekday)) return { kind: 'refused', keys: ['weekday'], nearMiss: null }
  if (j.rules.shulaDays.has(weekday)) return { kind: 'refused', keys: ['disha_shula'], nearMiss: null }
  const previous = cal[k - 1]!.rise ?? vs - DAY_MS
  const dayNumber = Math.floor(Date.UTC(vedic.date.year, vedic.date.month - 1, vedic.date.day) / DAY_MS)
  const sunset = sunsetOf(j.eph, j.place, vedic)
  const pieces = piecesOf(j, dayNumber, previous, vs, ve, weekday, vedic.rise, sunset)
  const judged = instant === null ? pieces : pieces.filter((p) => p.startMs <= instant && instant < p.endMs)
  const offered = offeredSpans(j.eph, judged, instant !== null)
  if (offered.length > 0) {
    const d = vedic.date
    const vedicDay = { year: d.year, month: d.month, day: d.day, startMs: vs, endMs: ve }
    return { kind: 'offered', day: { date: c.iso, weekday, pieces: judged, offered, vedic: vedicDay } }
  }
  return unofferedVerdict(c.iso, judged, pieces, instant !== null)
}

/** The sunset after the day's sunrise (the kālams need it), found only for the days judged. */
function sunsetOf(eph: Ephemeris, place: Place, c: CalendarDay): number | null {
  if (c.rise === null) return null
  const sj = eph.sunEvent(eph.instant(c.rise).jdUt, 'set', place, 'upper-limb', 1013.25, 0)
  const set = sj === undefined ? null : eph.instantFromJdUt(sj).epochMs
  return set !== null && set - c.rise < DAY_MS ? set : null
}

/**
 * Why a day with no acceptable span is not offered. Refused: at `timeOfDay`, by what refuses the piece
 * holding it (or `time_of_day` when that piece is only unsuited or avoided); through the day, by every
 * refusal that held through all of its usable time (or `no_clear_time`), with the day's near miss.
 * Otherwise some usable time was clear of refusals but too weak or too short.
 */
function unofferedVerdict(date: string, judged: Piece[], all: Piece[], atInstant: boolean): DayVerdict {
  const usable = judged.filter((p) => p.suited && !p.avoided)
  if (atInstant && usable.length === 0) {
    const p = judged[0]!
    const keys: RefusalKey[] = p.judgement.refusals.length > 0 ? [...keysOf(p)] : ['time_of_day']
    return { kind: 'refused', keys, nearMiss: null }
  }
  const refusedAll = usable.every((p) => p.judgement.refusals.length > 0)
  if (refusedAll && usable.length > 0) {
    const whole = usable.map(keysOf).reduce((a, b) => new Set([...a].filter((k) => b.has(k))))
    const keys: RefusalKey[] = whole.size > 0 ? [...whole] : ['no_clear_time']
    return { kind: 'refused', keys, nearMiss: nearMissOf(date, usable, all) }
  }
  if (usable.length === 0) return { kind: 'refused', keys: ['no_clear_time'], nearMiss: null }
  return { kind: 'weak' }
}

/** The acceptable spans of the pieces: touching pieces that read the same, merged; ten minutes or more
 *  (any length when judged at one instant). */
function offeredSpans(eph: Ephemeris, pieces: Piece[], anyLength: boolean): OfferedSpan[] {
  const out: OfferedSpan[] = []
  let sig = ''
  for (const p of pieces) {
    const ok = p.suited && !p.avoided && p.judgement.refusals.length === 0 && p.judgement.tier > 0
    if (!ok) {
      sig = ''
      continue
    }
    const span = spanOf(eph, p)
    const s = JSON.stringify([
      span.lagna,
      span.tier,
      span.reasons.map((t) => t.en),
      span.cautions.map((t) => t.en),
      span.limbs.tithi.number,
      span.limbs.nakshatra.name,
      span.limbs.yoga,
      span.limbs.karana,
      span.limbs.month,
    ])
    const last = out[out.length - 1]
    if (last && s === sig && Math.abs(last.endMs - p.startMs) < 1) last.endMs = p.endMs
    else out.push(span)
    sig = s
  }
  return out.filter((s) => anyLength || s.endMs - s.startMs >= MIN_SPAN_MS)
}

/** An acceptable piece as a span of the answer: its grade, reasons, cautions and limbs in words. */
function spanOf(eph: Ephemeris, p: Piece): OfferedSpan {
  const m = p.moment
  const tn = tithiName(m.tithi)
  return {
    startMs: p.startMs,
    endMs: p.endMs,
    lagna: SIGNS[m.lagna!]!,
    quality: QUALITIES[3 - p.judgement.tier]!,
    tier: p.judgement.tier,
    reasons: p.judgement.reasons,
    cautions: p.judgement.cautions,
    limbs: {
      tithi: { number: m.tithi, name: tn.name, paksha: tn.paksha },
      nakshatra: { name: NAKSHATRAS[m.nakshatra]!, pada: limbsAt(eph, p.startMs + 1).nakshatra.pada },
      yoga: YOGA_NAMES[m.yoga]!,
      karana: karanaName(m.karana),
      moonSign: SIGNS[m.moonSign]!,
      month: {
        amanta: LUNAR_MONTHS[m.month.index]!,
        purnimanta: purnimantaName(m.month.index, m.month.adhika, m.tithi > 15),
        adhika: m.month.adhika,
      },
    },
    tarabala: p.judgement.tarabala,
    chandrabala: p.judgement.chandrabala,
    persons: p.judgement.persons,
  }
}

/** The best time of a refused day that one refusal alone kept out, with when that refusal ends. */
function nearMissOf(date: string, usable: Piece[], all: Piece[]): NearMissCandidate | null {
  let best: NearMissCandidate | null = null
  for (let k = 0; k < usable.length; k++) {
    const p = usable[k]!
    const j = p.judgement
    if (j.refusals.length !== 1 || j.tier < 2) continue
    const key = j.refusals[0]!.key
    // The run of touching usable pieces refused for the same one reason.
    let endMs = p.endMs
    for (let q = k + 1; q < usable.length; q++) {
      const n = usable[q]!
      if (Math.abs(n.startMs - endMs) >= 1 || n.judgement.refusals.length !== 1) break
      if (n.judgement.refusals[0]!.key !== key || n.judgement.tier < 2) break
      endMs = n.endMs
    }
    if (endMs - p.startMs < MIN_SPAN_MS) continue
    // When the refusal itself ends: the first piece after that no longer holds it.
    const after = all.find((n) => n.startMs >= p.startMs && !n.judgement.refusals.some((r) => r.key === key))
    const candidate = {
      date,
      startMs: p.startMs,
      endMs,
      wouldBe: QUALITIES[3 - j.tier]!,
      refusedFor: j.refusals[0]!.text,
      refusalEndsMs: after ? after.startMs : null,
      tier: j.tier,
      supports: j.reasons.length,
      cautions: j.cautions.length,
    }
    if (
      !best ||
      candidate.tier > best.tier ||
      (candidate.tier === best.tier && candidate.supports > best.supports)
    )
      best = candidate
  }
  return best
}

/**
 * The offered days ranked (by the grade of the best span, then how many factors support it, then fewer
 * cautions, then the date), the first `topN` as windows with the running period and the solar month.
 */
function rankedWindows(eph: Ephemeris, input: MuhurtaInput, days: Day[]): Window[] {
  const ranked = days
    .map((day) => ({ day, best: bestOf(day.offered) }))
    .sort(
      (a, b) =>
        b.best.span.tier - a.best.span.tier ||
        b.best.span.reasons.length - a.best.span.reasons.length ||
        a.best.span.cautions.length - b.best.span.cautions.length ||
        a.day.date.localeCompare(b.day.date),
    )
  return ranked.slice(0, input.topN).map(({ day, best }, k) => ({
    rank: k + 1,
    date: day.date,
    weekday: day.weekday,
    quality: best.span.quality,
    best: best.index,
    spans: day.offered,
    runningPeriod: runningPeriodAt(input, best.span),
    solarMonth: solarMonthOf(
      eph,
      day.vedic,
      day.vedic.startMs,
      day.vedic.endMs,
      input.zone,
      input.place,
      'standard',
    ).solarMonth,
  }))
}

/** The near misses ranked like the days (grade, support, fewer cautions, date), at most MAX_NEAR_MISSES. */
function nearMissesOf(candidates: NearMissCandidate[]): NearMiss[] {
  return candidates
    .sort(
      (a, b) =>
        b.tier - a.tier || b.supports - a.supports || a.cautions - b.cautions || a.date.localeCompare(b.date),
    )
    .slice(0, MAX_NEAR_MISSES)
    .map(({ date, startMs, endMs, wouldBe, refusedFor, refusalEndsMs }) => ({
      date,
      startMs,
      endMs,
      wouldBe,
      refusedFor,
      refusalEndsMs,
    }))
}

/** How many days each refusal kept out, in words, the most first. */
function excludedOf(counts: Map<RefusalKey, number>): MuhurtaResult['excluded'] {
  return [...counts.entries()]
    .map(([key, n]) => ({
      key,
      description: text(REFUSAL_DESCRIPTIONS[key], REFUSAL_DESCRIPTIONS_HI[key]!),
      days: n,
    }))
    .sort((a, b) => b.days - a.days || a.key.localeCompare(b.key))
}

function keysOf(p: Piece): Set<RefusalKey> {
  return new Set(p.judgement.refusals.map((r) => r.key))
}

function bestOf(spans: OfferedSpan[]): { span: OfferedSpan; index: number } {
  let index = 0
  for (let k = 1; k < spans.length; k++) {
    const a = spans[k]!
    const b = spans[index]!
    const better =
      a.tier - b.tier ||
      a.reasons.length - b.reasons.length ||
      b.cautions.length - a.cautions.length ||
      a.endMs - a.startMs - (b.endMs - b.startMs)
    if (better > 0) index = k
  }
  return { span: spans[index]!, index }
}

/** A graha's name in a sentence: "the Sun", "the Moon", "Venus". */
const named = (g: string) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g)

/** The local day number of an instant (days since 1970-01-01 in the zone). */
function localDays(ms: number, zone: string): number {
  const d = DateTime.fromMillis(ms, { zone })
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS)
}

/** The modern consideration of the running daśā at the start of the best span. */
function runningPeriodAt(input: MuhurtaInput, best: OfferedSpan): Window['runningPeriod'] {
  if (!input.natal.timeline) return null
  const levels = runningLevels(input.natal.timeline, best.startMs)
  const maha = levels[0]
  if (!maha) return null
  const antar = levels[1]?.planet ?? null
  const lord = antar ?? maha.planet
  const nak = NAKSHATRAS.indexOf(best.limbs.nakshatra.name as (typeof NAKSHATRAS)[number])
  const dayLord = DASHA_ORDER[nak % 9]!
  const relation = dayLord === lord ? 'same' : naturalRelation(lord, dayLord)
  const note = text(
    'A modern consideration, not one of the classical muhurta rules, and not used in the ranking: ' +
      `the running period is ${maha.planet}${antar ? `–${antar}` : ''}, and the nakshatra of the best span is ruled by ${named(dayLord)}` +
      (relation === 'same'
        ? ', the period’s own lord, which some astrologers count in favour.'
        : relation === 'friend'
          ? `, a natural friend of ${named(lord)}, which some astrologers count in favour.`
          : relation === 'enemy'
            ? `, not a natural friend of ${named(lord)}; some astrologers would look for a time ruled by a friendlier lord.`
            : `, neutral towards ${named(lord)}.`),
    'यह आधुनिक विचार है, मुहूर्त के शास्त्रीय नियमों में से नहीं, और क्रम तय करने में इसका उपयोग नहीं हुआ: ' +
      `चल रही दशा ${hiGraha(maha.planet)}${antar ? `–${hiGraha(antar)}` : ''} की है, और सबसे अच्छे समय के नक्षत्र का स्वामी ${hiGraha(dayLord)} है` +
      (relation === 'same'
        ? ', जो स्वयं दशा का स्वामी है; कुछ ज्योतिषी इसे अनुकूल मानते हैं।'
        : relation === 'friend'
          ? `, जो ${hiGraha(lord)} का नैसर्गिक मित्र है; कुछ ज्योतिषी इसे अनुकूल मानते हैं।`
          : relation === 'enemy'
            ? `, जो ${hiGraha(lord)} का नैसर्गिक मित्र नहीं है; कुछ ज्योतिषी ऐसा समय खोजेंगे जिसका स्वामी अधिक मित्र हो।`
            : `, जो ${hiGraha(lord)} के प्रति सम है।`),
  )
  return { mahadasha: maha.planet, antardasha: antar, note }
}
