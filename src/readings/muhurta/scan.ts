/**
 * The muhurta scan (issue 12, spec §4.6; judged through the day since issue 30): each Vedic day of a
 * range, sunrise to the next sunrise at the event's place, cut into pieces at every instant where
 * anything the judgement reads changes: the tithi, karaṇa, nakṣatra, yoga, the Moon's and the Sun's
 * sign, the Sun's nakṣatra, the rising sign, the slow grahas' signs, nakṣatras and combustion, the
 * kālams, durmuhūrtas and Varjyam, the gaṇḍānta junctions and the sixteen ghaṭīs after a saṅkrānti.
 * Each piece is judged once (judge.ts) for the event and the person, so every reason and caution of a
 * span is true of all of it. A day is the union of its acceptable spans: a rising sign the event takes,
 * clear of Rāhu kālam, Yamagaṇḍa, Gulika, durmuhūrta and Varjyam, with no refusal and some support,
 * ten minutes or longer. It is graded by its best span. With `timeOfDay` the day is judged at that
 * instant only, and offered when the piece holding it is.
 *
 * Ranking: by the quality of the best span, then by how many factors support it, then by fewer
 * cautions, then by date. A day with no acceptable span is refused (`excluded` counts it under every
 * refusal that held through the whole usable day, or as `no_clear_time`) or not offered (some time was
 * clear of refusals but had too little support, or lasted under ten minutes).
 */
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
  durmuhurtas,
  kalams,
  karanaName,
  lagnaSpans,
  limbsAt,
  lunarMonthAt,
  LUNAR_MONTHS,
  purnimantaName,
  solarMonthOf,
  tithiName,
  YOGA_NAMES,
  type SolarMonth,
  type Span,
} from '../../jyotisha/panchanga/index.js'
import { nakshatraTimes } from '../../jyotisha/panchanga/nakshatra-times.js'
import type { MuhurtaEventRule } from './catalogue-types.js'
import {
  eventRules,
  judge,
  QUALITIES,
  REFUSAL_DESCRIPTIONS,
  type Chandrabala,
  type Direction,
  type Judgement,
  type Moment,
  type MonthReckoning,
  type Person,
  type Quality,
  type RefusalKey,
  type Tarabala,
} from './judge.js'
import { boundariesIn, skyOver, slowChanges, slowFactsAt, spanAt, type SlowFacts } from './sky.js'
import { weddingFactChanges, weddingFactsKey, weddingFaults, weddingLongitudesAt } from './wedding-faults.js'

export { eventPhrase, QUALITIES, REFUSAL_DESCRIPTIONS } from './judge.js'
export type { Chandrabala, Direction, Quality, Refusal, RefusalKey, Tarabala } from './judge.js'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
/** A ghaṭī: a sixtieth of a day, 24 minutes. */
const GHATI_MS = 24 * MINUTE_MS
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
  reasons: string[]
  cautions: string[]
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
  runningPeriod: { mahadasha: Graha; antardasha: Graha | null; note: string } | null
  /** The solar month of the Vedic day, in each regional calendar. */
  solarMonth: SolarMonth
}

export interface NearMiss {
  date: string
  /** The time that would have been offered, but for one refusal. */
  startMs: number
  endMs: number
  wouldBe: Quality
  refusedFor: string
  /** When that refusal ends, if it ends inside the Vedic day. */
  refusalEndsMs: number | null
}

export interface MuhurtaResult {
  days: number
  evaluable: number
  windows: Window[]
  nearMisses: NearMiss[]
  excluded: { key: RefusalKey; description: string; days: number }[]
  /** Days neither refused nor good enough to offer. */
  notOffered: number
  /** Every offered day, ranked or not (local dates). */
  offeredDates: string[]
}

/** One piece of a day: nothing the judgement reads changes inside it. */
interface Piece {
  startMs: number
  endMs: number
  moment: Moment
  judgement: Judgement
  /** Rāhu kālam and the other parts of the day avoided, holding through the piece. */
  avoided: boolean
  /** The rising sign is one the event takes. */
  suited: boolean
}

interface Day {
  date: string
  weekday: number
  pieces: Piece[]
  offered: OfferedSpan[]
  /** The Vedic day: its local date (of its sunrise), start and end. */
  vedic: { year: number; month: number; day: number; startMs: number; endMs: number }
}

/** Scan the range and rank the days. */
export function scanMuhurta(eph: Ephemeris, input: MuhurtaInput): MuhurtaResult {
  const { event, place, zone } = input
  const rules = eventRules(event, input.direction ?? null, input.reckoning ?? 'amanta')
  const suitedLagnas = new Set<string>(event.lagnas)
  const persons = personsOf(input)
  const ymd = (d: { year: number; month: number; day: number }) => ({
    year: d.year,
    month: d.month,
    day: d.day,
  })
  const firstDay = DateTime.fromObject(ymd(input.first), { zone }).startOf('day')
  const lastDay = DateTime.fromObject(ymd(input.last), { zone }).startOf('day')
  const dayCount = Math.round(lastDay.diff(firstDay, 'days').days) + 1

  // The local dates from two days before the range to two after it, with their sunrise.
  const cal: { date: DateTime; iso: string; midnight: number; rise: number | null }[] = []
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
  /** The sunset after the day's sunrise (the kālams need it), found only for the days judged. */
  const sunsetOf = (c: (typeof cal)[number]): number | null => {
    if (c.rise === null) return null
    const sj = eph.sunEvent(eph.instant(c.rise).jdUt, 'set', place, 'upper-limb', 1013.25, 0)
    const set = sj === undefined ? null : eph.instantFromJdUt(sj).epochMs
    return set !== null && set - c.rise < DAY_MS ? set : null
  }
  const rangeStartMs = firstDay.minus({ days: 3 }).toMillis()
  const rangeEndMs = firstDay.plus({ days: dayCount + 3 }).toMillis()
  const sky = skyOver(eph, rangeStartMs, rangeEndMs)
  const ingresses = sky.sunSign.slice(1).map((s) => ({ ms: s.startMs, sign: s.index }))
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
  const slowAt = (ms: number) => {
    let f = slowCache.get(ms)
    if (!f) slowCache.set(ms, (f = slowFactsAt(eph, ms)))
    return f
  }

  /** The memo key (within its day) each judgement was made under. */
  const pieceKeys = new WeakMap<Judgement, string>()
  const days: Day[] = []
  const counts = new Map<RefusalKey, number>()
  const count = (key: RefusalKey) => counts.set(key, (counts.get(key) ?? 0) + 1)
  let evaluable = 0
  let notOffered = 0
  const nearMissCandidates: (NearMiss & { tier: number; supports: number; cautions: number })[] = []

  for (let i = 0; i < dayCount; i++) {
    const c = cal[i + 2]!
    const iso = c.iso
    let instant: number | null = null
    let k = i + 2 // the Vedic day: the local date whose sunrise begins it
    if (input.timeOfDay === null) {
      if (c.rise === null) continue // no sunrise here that day, and no time asked: not evaluable
    } else {
      instant = c.date.set({ hour: input.timeOfDay.hour, minute: input.timeOfDay.minute }).toMillis()
      if (c.rise !== null && instant < c.rise) k--
    }
    evaluable++
    const vedic = cal[k]!
    const vs = vedic.rise ?? vedic.midnight
    const ve = cal[k + 1]!.rise ?? cal[k + 1]!.midnight
    const weekday = vedic.date.weekday % 7 // Luxon: Monday 1 … Sunday 7
    if (rules.avoidedDay.has(weekday)) {
      count('weekday') // the vāra holds the whole Vedic day: judged no further
      continue
    }
    if (rules.shulaDays.has(weekday)) {
      count('disha_shula')
      continue
    }
    const previous = cal[k - 1]!.rise ?? vs - DAY_MS
    const dayNumber = Math.floor(Date.UTC(vedic.date.year, vedic.date.month - 1, vedic.date.day) / DAY_MS)
    const pieces = piecesOf(dayNumber, previous, vs, ve, weekday, vedic.rise, sunsetOf(vedic))
    const judged = instant === null ? pieces : pieces.filter((p) => p.startMs <= instant && instant < p.endMs)
    const offered = offeredSpans(judged, instant !== null)
    if (offered.length > 0) {
      const d = vedic.date
      days.push({
        date: iso,
        weekday,
        pieces: judged,
        offered,
        vedic: { year: d.year, month: d.month, day: d.day, startMs: vs, endMs: ve },
      })
      continue
    }
    // Not offered: refused, or clear but too weak.
    const usable = judged.filter((p) => p.suited && !p.avoided)
    if (instant !== null && usable.length === 0) {
      const p = judged[0]!
      if (p.judgement.refusals.length > 0) for (const k of keysOf(p)) count(k)
      else count('time_of_day')
      continue
    }
    const refusedAll = usable.every((p) => p.judgement.refusals.length > 0)
    if (refusedAll && usable.length > 0) {
      const whole = usable.map(keysOf).reduce((a, b) => new Set([...a].filter((k) => b.has(k))))
      if (whole.size > 0) for (const k of whole) count(k)
      else count('no_clear_time')
      const miss = nearMissOf(iso, usable, pieces)
      if (miss) nearMissCandidates.push(miss)
    } else if (usable.length === 0) count('no_clear_time')
    else notOffered++
  }

  const ranked = days
    .map((day) => ({ day, best: bestOf(day.offered) }))
    .sort(
      (a, b) =>
        b.best.span.tier - a.best.span.tier ||
        b.best.span.reasons.length - a.best.span.reasons.length ||
        a.best.span.cautions.length - b.best.span.cautions.length ||
        a.day.date.localeCompare(b.day.date),
    )
  const windows: Window[] = ranked.slice(0, input.topN).map(({ day, best }, k) => ({
    rank: k + 1,
    date: day.date,
    weekday: day.weekday,
    quality: best.span.quality,
    best: best.index,
    spans: day.offered,
    runningPeriod: runningPeriodAt(input, best.span),
    solarMonth: solarMonthOf(eph, day.vedic, day.vedic.startMs, day.vedic.endMs, zone, place, 'standard')
      .solarMonth,
  }))
  const nearMisses: NearMiss[] = nearMissCandidates
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
  const excluded = [...counts.entries()]
    .map(([key, n]) => ({ key, description: REFUSAL_DESCRIPTIONS[key], days: n }))
    .sort((a, b) => b.days - a.days || a.key.localeCompare(b.key))
  const offeredDates = days.map((d) => d.date)
  return { days: dayCount, evaluable, windows, nearMisses, excluded, notOffered, offeredDates }

  /** The pieces of the Vedic day [vs, ve), each judged. */
  function piecesOf(
    dayNumber: number,
    previous: number,
    vs: number,
    ve: number,
    weekday: number,
    sunrise: number | null,
    sunset: number | null,
  ): Piece[] {
    const cuts: number[] = [vs, ve]
    const add = (ts: number[]) => {
      for (const t of ts) if (t > vs && t < ve) cuts.push(t)
    }
    for (const list of [
      sky.tithi,
      sky.karana,
      sky.nakshatra,
      sky.yoga,
      sky.moonSign,
      sky.sunSign,
      sky.sunNakshatra,
    ])
      add(boundariesIn(list, vs, ve))
    add(boundariesIn(sky.lunations, vs, ve))
    // Parts of the day avoided.
    const avoided: Span[] = []
    if (sunrise !== null && sunset !== null) {
      const k = kalams(sunrise, sunset, weekday)
      avoided.push(k.rahuKalam, k.yamaganda, k.gulikaKalam, ...durmuhurtas(sunrise, sunset, ve, weekday))
    }
    const nakHere = sky.nakshatra.filter((n) => n.endMs > vs && n.startMs < ve)
    avoided.push(...nakshatraTimes(nakHere, vs, ve).varjyam)
    for (const a of avoided) add([a.startMs, a.endMs])
    // Gaṇḍānta junctions.
    const junctions: { from: number; to: number; words: string }[] = []
    for (const n of sky.nakshatra)
      if (
        (n.index === 8 || n.index === 17 || n.index === 26) &&
        n.endMs > vs - 2 * GHATI_MS &&
        n.endMs < ve + 2 * GHATI_MS
      )
        junctions.push({
          from: n.endMs - 2 * GHATI_MS,
          to: n.endMs + 2 * GHATI_MS,
          words: `The Moon is at the junction of ${NAKSHATRAS[n.index]} and ${NAKSHATRAS[(n.index + 1) % 27]} (nakshatra gandanta)`,
        })
    for (const t of sky.tithi)
      if ((t.index + 1) % 5 === 0 && t.endMs > vs - GHATI_MS && t.endMs < ve + GHATI_MS)
        junctions.push({
          from: t.endMs - GHATI_MS,
          to: t.endMs + GHATI_MS,
          words: `The tithi is at the junction of ${tithiName(t.index + 1).name} and ${tithiName(((t.index + 1) % 30) + 1).name} (tithi gandanta)`,
        })
    const lagnas = lagnaSpans(eph, vs, ve, place)
    if (lagnas) {
      add(lagnas.map((l) => l.startMs))
      // Where a water sign gives way to a fire sign: at the end of a water sign, and at the start of a
      // fire sign (the first span of the day may have begun just before sunrise).
      const ends = new Map<number, number>()
      for (const l of lagnas) {
        if (l.signIndex % 4 === 3) ends.set(l.endMs, (l.signIndex + 1) % 12)
        if (l.signIndex % 4 === 0) ends.set(l.startMs, l.signIndex)
      }
      for (const [at, fire] of ends) {
        const water = (fire + 11) % 12
        junctions.push({
          from: at - GHATI_MS / 2,
          to: at + GHATI_MS / 2,
          words: `The rising sign is at the junction of ${SIGNS[water]} and ${SIGNS[fire]} (lagna gandanta)`,
        })
      }
    }
    for (const j of junctions) add([j.from, j.to])
    // Saṅkrāntis: the day of one, the sixteen ghaṭīs after it, and the day after.
    const inDay = ingresses.filter((g) => g.ms >= vs && g.ms < ve)
    for (const g of ingresses) add([g.ms + 16 * GHATI_MS])
    const before = ingresses.find((g) => g.ms >= previous && g.ms < vs) ?? null
    // The slow grahas.
    const slowStart = slowAt(vs)
    const slowEnd = slowAt(ve)
    const changes = slowChanges(eph, vs, ve, slowStart, slowEnd)
    add(changes)
    // The slow facts between two changes, read once at the middle of the stretch.
    const stretches = [vs, ...changes, ve]
    const slowOf = new Map<number, SlowFacts>()
    const slowBetween = (mid: number): SlowFacts => {
      if (changes.length === 0) return slowStart
      const k = stretches.findIndex((t, i) => t <= mid && mid < stretches[i + 1]!)
      let f = slowOf.get(k)
      if (!f)
        slowOf.set(
          k,
          (f =
            k === 0
              ? slowStart
              : k === changes.length
                ? slowEnd
                : slowFactsAt(eph, (stretches[k]! + stretches[k + 1]!) / 2)),
        )
      return f
    }
    const eclipse = eclipses.some((e) => Math.abs(e - dayNumber) <= 3)

    const sorted = [...new Set(cuts)].sort((a, b) => a - b)
    const out: Piece[] = []
    const judged = new Map<string, Judgement>()
    for (let k = 0; k + 1 < sorted.length; k++) {
      const a = sorted[k]!
      const b = sorted[k + 1]!
      if (b - a < 1) continue
      const mid = (a + b) / 2
      const lagna = lagnas ? spanAt(lagnas, mid).signIndex : null
      const lun = spanAt(sky.lunations, mid)
      const moment: Moment = {
        weekday,
        tithi: spanAt(sky.tithi, mid).index + 1,
        nakshatra: spanAt(sky.nakshatra, mid).index,
        yoga: spanAt(sky.yoga, mid).index,
        karana: spanAt(sky.karana, mid).index,
        moonSign: spanAt(sky.moonSign, mid).index,
        sunSign: spanAt(sky.sunSign, mid).index,
        sunNakshatra: spanAt(sky.sunNakshatra, mid).index,
        month: { index: lun.index, adhika: lun.adhika },
        slow: slowBetween(mid),
        lagna,
        gandanta: junctions.find((j) => j.from <= mid && mid < j.to)?.words ?? null,
        eclipse,
        sankranti: inDay.length > 0 || ingresses.some((g) => g.ms <= mid && mid < g.ms + 16 * GHATI_MS),
        sankrantiBefore: before?.sign ?? null,
      }
      // Touching pieces often differ only by a kālam's edge: the same moment is judged once.
      const key = [
        moment.tithi,
        moment.nakshatra,
        moment.yoga,
        moment.karana,
        moment.moonSign,
        moment.sunSign,
        moment.sunNakshatra,
        moment.month.index,
        moment.month.adhika,
        lagna,
        moment.gandanta,
        moment.sankranti,
        stretches.findIndex((t) => t > mid),
      ].join('|')
      let judgement = judged.get(key)
      if (!judgement) judged.set(key, (judgement = judge(moment, rules, persons)))
      pieceKeys.set(judgement, key)
      out.push({
        startMs: a,
        endMs: b,
        moment,
        judgement,
        avoided: avoided.some((s) => s.startMs <= mid && mid < s.endMs),
        suited: lagna !== null && suitedLagnas.has(SIGNS[lagna]!),
      })
    }
    return rules.marriage ? withWeddingFaults(out, weekday, sunset) : out
  }

  /**
   * For a wedding: the pieces that would be offered, cut again wherever a fact the other faults of the ten
   * read changes (wedding-faults.ts), and at sunset (bāṇa reads day and night), each judged with its faults.
   * Only these pieces can change by them, so the rest are not read again.
   */
  function withWeddingFaults(pieces: Piece[], weekday: number, sunset: number | null): Piece[] {
    const open = (p: Piece) =>
      p.suited && !p.avoided && p.judgement.refusals.length === 0 && p.judgement.tier > 0
    if (!pieces.some(open)) return pieces
    const out: Piece[] = []
    const faultJudged = new Map<string, Judgement>()
    // The changes over the whole day, found once (the day is at most a day long, as the search wants).
    const changes = weddingFactChanges(eph, pieces[0]!.startMs, pieces[pieces.length - 1]!.endMs)
    if (sunset !== null) changes.push(sunset)
    for (const p of pieces) {
      if (!open(p)) {
        out.push(p)
        continue
      }
      const cuts = [p.startMs, ...changes.filter((t) => t > p.startMs && t < p.endMs), p.endMs]
      const sorted = [...new Set(cuts)].sort((a, b) => a - b)
      for (let k = 0; k + 1 < sorted.length; k++) {
        const a = sorted[k]!
        const b = sorted[k + 1]!
        const mid = (a + b) / 2
        const sky = { ...weddingLongitudesAt(eph, mid), weekday, night: sunset !== null && mid >= sunset }
        const faults = weddingFaults(sky)
        const moment = { ...p.moment, weddingFaults: faults }
        const key = `${pieceKeys.get(p.judgement)}#${weddingFactsKey(sky)}`
        let judgement = faultJudged.get(key)
        if (!judgement) faultJudged.set(key, (judgement = judge(moment, rules, persons)))
        out.push({ ...p, startMs: a, endMs: b, moment, judgement })
      }
    }
    return out
  }

  /** The acceptable spans of the pieces: touching pieces that read the same, merged; ten minutes or more. */
  function offeredSpans(pieces: Piece[], anyLength: boolean): OfferedSpan[] {
    const out: OfferedSpan[] = []
    let sig = ''
    for (const p of pieces) {
      const ok = p.suited && !p.avoided && p.judgement.refusals.length === 0 && p.judgement.tier > 0
      if (!ok) {
        sig = ''
        continue
      }
      const span = spanOf(p)
      const s = JSON.stringify([
        span.lagna,
        span.tier,
        span.reasons,
        span.cautions,
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

  function spanOf(p: Piece): OfferedSpan {
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
  function nearMissOf(date: string, usable: Piece[], all: Piece[]) {
    let best: (NearMiss & { tier: number; supports: number; cautions: number }) | null = null
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
      const after = all.find(
        (n) => n.startMs >= p.startMs && !n.judgement.refusals.some((r) => r.key === key),
      )
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
  const note =
    'A modern consideration, not one of the classical muhurta rules, and not used in the ranking: ' +
    `the running period is ${maha.planet}${antar ? `–${antar}` : ''}, and the nakshatra of the best span is ruled by ${named(dayLord)}` +
    (relation === 'same'
      ? ', the period’s own lord, which some astrologers count in favour.'
      : relation === 'friend'
        ? `, a natural friend of ${named(lord)}, which some astrologers count in favour.`
        : relation === 'enemy'
          ? `, not a natural friend of ${named(lord)}; some astrologers would look for a time ruled by a friendlier lord.`
          : `, neutral towards ${named(lord)}.`)
  return { mahadasha: maha.planet, antardasha: antar, note }
}
