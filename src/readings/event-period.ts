/**
 * When a domain's event is looked for, as /v1/interpret times it (interpret.ts gives it in words): windows
 * ranked by how many of the classical timing methods agree on them, as Parāśara and the later authors time
 * an event, never by the first period that qualifies.
 *
 * - The candidates are the Vimśottarī antardaśās in the usual ages for the event whose two lords both speak
 *   for it: one a significator (a fixed set per domain, domains.ts), the other a significator too or ruling
 *   or occupying one of the domain's houses.
 * - Inside each, the methods that confirm it are read month by month: the double transit of Jupiter and
 *   Saturn on the domain's house *and* on the sign of its lord at the same time (occupation or full aspect,
 *   whole signs); Yoginī daśā running a pair of lords that speak for the event by the same rule; Chara daśā
 *   (when the birth time is known) running the sign of the house or of its lord, at either of its first two
 *   levels. A pratyantardaśā whose lord also speaks for the event narrows the window further.
 * - Each antardaśā is a window, confirmed by the methods that hold at some time within it. Windows are
 *   ranked by the methods that confirm them, then by the strength of the daśā lords (ṣaḍbala against the
 *   BPHS minimum), then by how many methods meet at once in their closest stretch, then by a
 *   pratyantardaśā that speaks for the event there, then by the double transit on the house alone; the best
 *   three are the answer.
 * - Each window names its closest stretch: the longest run of months where the most methods hold at the
 *   same time (a pratyantardaśā, or the months of a double transit inside the antardaśā).
 *
 * Why the window is the whole antardaśā and not its closest stretch: on the tuning half of the validation
 * set (scripts/timing-validation.ts) the closest stretches (half a year on average) held none of 37 events,
 * the whole antardaśās 3; docs/readings.md gives both halves.
 */
import type { Ephemeris } from '../astro/index.js'
import { SIGNS } from '../astro/index.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { BirthInput } from '../jyotisha/birth.js'
import { computeDashaOnly, type ChartSettings, type DashaBlocks } from '../jyotisha/chart.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import { housesLordedBy, lordOfHouse, occupantsOfHouse, signOfHouse } from '../jyotisha/facts.js'
import type { Graha } from '../jyotisha/grahas.js'
import { cachedPlanetIngresses } from '../jyotisha/transits/index.js'
import { touches } from '../jyotisha/transits/gochara.js'
import { DOMAIN_PROFILES } from './domains.js'

const YEAR_MS = 365.25 * 86_400_000
const DAY_MS = 86_400_000
/** A run of months shorter than this is a sliver where two calendars' boundaries nearly meet: never a window. */
const MIN_WINDOW_DAYS = 15
/** At most this many windows are given. */
export const MAX_WINDOWS = 3

export type TimingMethod = 'vimshottari' | 'transits' | 'yogini' | 'chara'

export interface Span {
  startMs: number
  endMs: number
}

/** Where each confirming method holds over the searched ages (sorted, disjoint spans). */
export interface MethodSpans {
  /** Jupiter and Saturn both on the domain's house and both on the sign of its lord. */
  transits: Span[]
  /** Jupiter and Saturn both on the domain's house (the lord aside). */
  transitsHouse: Span[]
  yogini: Span[]
  /** Null when the birth time is unknown: Chara daśā starts from the lagna. */
  chara: Span[] | null
}

/** A candidate antardaśā and its pratyantardaśās, clipped to the searched ages. */
export interface Candidate {
  md: Graha
  ad: Graha
  startMs: number
  endMs: number
  pds: { lord: Graha; startMs: number; endMs: number }[]
}

/** The stretch of a window where the most methods meet at once. */
export interface Stretch extends Span {
  /** The pratyantardaśā lord when the stretch lies within one pratyantardaśā whose lord speaks for the event. */
  pd: Graha | null
  /** `antardasha`: the whole antardaśā; `pratyantardasha`: whole pratyantardaśās of it; `months`: a part of
   *  it bounded by a transit or by the other daśās. */
  level: 'antardasha' | 'pratyantardasha' | 'months'
  /** The methods that hold through all of it, Vimśottarī first. */
  agreeing: TimingMethod[]
}

/** A window: a candidate antardaśā, the methods that confirm it at some time within it, and where they meet
 *  most closely. */
export interface RankedWindow extends Span {
  md: Graha
  ad: Graha
  /** The methods that agree at some time within the window, Vimśottarī first. */
  agreeing: TimingMethod[]
  /** The methods asked: Chara daśā only when the birth time is known. */
  checked: TimingMethod[]
  /** Jupiter and Saturn both on the domain's house at some time in the window. */
  houseTransit: boolean
  /** How many of the two daśā lords have the strength the texts ask (Rahu and Ketu have no ṣaḍbala). */
  strongLords: number
  closest: Stretch
}

/** What one stretch of an antardaśā has: the methods that hold through all of it. */
interface Segment extends Span {
  transits: boolean
  transitsHouse: boolean
  yogini: boolean
  chara: boolean
  pd: Graha | null
}

const covers = (spans: readonly Span[], at: number): boolean =>
  spans.some((s) => s.startMs <= at && at < s.endMs)

/** The stretches of a candidate between every boundary of its pratyantardaśās and of the methods' spans. */
function segmentsOf(c: Candidate, spans: MethodSpans, speaks: (g: Graha) => boolean): Segment[] {
  const cuts = new Set<number>([c.startMs, c.endMs])
  const add = (list: readonly Span[] | null) => {
    for (const s of list ?? []) {
      if (s.startMs > c.startMs && s.startMs < c.endMs) cuts.add(s.startMs)
      if (s.endMs > c.startMs && s.endMs < c.endMs) cuts.add(s.endMs)
    }
  }
  add(c.pds)
  add(spans.transits)
  add(spans.transitsHouse)
  add(spans.yogini)
  add(spans.chara)
  const at = [...cuts].sort((a, b) => a - b)
  const out: Segment[] = []
  for (let i = 0; i + 1 < at.length; i++) {
    const startMs = at[i]!
    const endMs = at[i + 1]!
    const mid = (startMs + endMs) / 2
    const pd = c.pds.find((p) => p.startMs <= mid && mid < p.endMs)
    out.push({
      startMs,
      endMs,
      transits: covers(spans.transits, mid),
      transitsHouse: covers(spans.transitsHouse, mid),
      yogini: covers(spans.yogini, mid),
      chara: spans.chara !== null && covers(spans.chara, mid),
      pd: pd && speaks(pd.lord) ? pd.lord : null,
    })
  }
  return out
}

/** The key a stretch is ranked by within its antardaśā: methods agreeing, then the pratyantardaśā, then
 *  the double transit on the house alone. */
const segmentKey = (s: Segment): number[] => [
  1 + Number(s.transits) + Number(s.yogini) + Number(s.chara),
  Number(s.pd !== null),
  Number(s.transitsHouse),
]

const sameKey = (a: Segment, b: Segment) =>
  a.transits === b.transits &&
  a.yogini === b.yogini &&
  a.chara === b.chara &&
  a.transitsHouse === b.transitsHouse &&
  (a.pd !== null) === (b.pd !== null)

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!
  return 0
}

/** The best stretch of one candidate: among the runs of adjacent stretches alike in every method, those
 *  with the best key, the longest (the earliest of equals). Null when every run is a sliver. */
function bestRun(c: Candidate, segments: readonly Segment[]): { run: Segment[]; key: number[] } | null {
  const runs: Segment[][] = []
  for (const s of segments) {
    const last = runs.at(-1)
    if (last && sameKey(last.at(-1)!, s)) last.push(s)
    else runs.push([s])
  }
  let best: { run: Segment[]; key: number[]; length: number } | null = null
  for (const run of runs) {
    const length = run.at(-1)!.endMs - run[0]!.startMs
    if (length < MIN_WINDOW_DAYS * DAY_MS && length < c.endMs - c.startMs) continue
    const key = segmentKey(run[0]!)
    if (!best || compareKeys(key, best.key) < 0 || (compareKeys(key, best.key) === 0 && length > best.length))
      best = { run, key, length }
  }
  return best
}

/** A whole candidate as one stretch holding every method that holds within it for at least
 *  MIN_WINDOW_DAYS (or through all of a shorter candidate): a sliver where two calendars' boundaries nearly
 *  meet confirms nothing. */
function wholeOf(segments: readonly Segment[]): Segment | null {
  if (segments.length === 0) return null
  const startMs = segments[0]!.startMs
  const endMs = segments.at(-1)!.endMs
  const enough = Math.min(MIN_WINDOW_DAYS * DAY_MS, endMs - startMs)
  const holds = (k: 'transits' | 'transitsHouse' | 'yogini' | 'chara') =>
    segments.reduce((t, s) => t + (s[k] ? s.endMs - s.startMs : 0), 0) >= enough
  return {
    startMs,
    endMs,
    transits: holds('transits'),
    transitsHouse: holds('transitsHouse'),
    yogini: holds('yogini'),
    chara: holds('chara'),
    pd: null,
  }
}

/**
 * The windows of the candidates ranked by agreement (the pure part of the timing, tested on its own):
 * each candidate's best stretch, ranked by the methods that agree, the daśā lords' strength, a
 * pratyantardaśā that speaks for the event and the double transit on the house alone, then by date.
 */
export function rankWindows(
  candidates: readonly Candidate[],
  spans: MethodSpans,
  speaks: (g: Graha) => boolean,
  strong: (g: Graha) => boolean,
  limit = MAX_WINDOWS,
): RankedWindow[] {
  const checked: TimingMethod[] = [
    'vimshottari',
    'transits',
    'yogini',
    ...(spans.chara ? (['chara'] as const) : []),
  ]
  const methodsOf = (s: Segment): TimingMethod[] => [
    'vimshottari',
    ...(s.transits ? (['transits'] as const) : []),
    ...(s.yogini ? (['yogini'] as const) : []),
    ...(s.chara ? (['chara'] as const) : []),
  ]
  const ranked: { w: RankedWindow; key: number[] }[] = []
  for (const c of candidates) {
    const segments = segmentsOf(c, spans, speaks)
    const whole = wholeOf(segments)
    const best = bestRun(c, segments)
    if (!whole || !best) continue
    const first = best.run[0]!
    const startMs = first.startMs
    const endMs = best.run.at(-1)!.endMs
    const strongLords = Number(strong(c.md)) + (c.ad === c.md ? Number(strong(c.md)) : Number(strong(c.ad)))
    const pdBounds = c.pds.some((p) => p.startMs === startMs) && c.pds.some((p) => p.endMs === endMs)
    const pds = new Set(best.run.map((s) => s.pd))
    const agreeing = methodsOf(whole)
    ranked.push({
      w: {
        startMs: c.startMs,
        endMs: c.endMs,
        md: c.md,
        ad: c.ad,
        agreeing,
        checked,
        houseTransit: whole.transitsHouse,
        strongLords,
        closest: {
          startMs,
          endMs,
          pd: pds.size === 1 ? [...pds][0]! : null,
          level:
            startMs === c.startMs && endMs === c.endMs
              ? 'antardasha'
              : pdBounds
                ? 'pratyantardasha'
                : 'months',
          agreeing: methodsOf(first),
        },
      },
      key: [agreeing.length, strongLords, best.key[0]!, best.key[1]!, Number(whole.transitsHouse)],
    })
  }
  ranked.sort((a, b) => compareKeys(a.key, b.key) || a.w.startMs - b.w.startMs)
  return ranked.slice(0, limit).map((x) => x.w)
}

/** Whether a graha speaks for the domain: a significator, or ruling or occupying one of its houses. */
export function speaksFor(
  reading: ChartReading,
  domain: Domain,
  sig: readonly Graha[],
): (g: Graha) => boolean {
  const profile = DOMAIN_PROFILES[domain]
  const f = reading.ctx.natal.facts
  return (g) =>
    sig.includes(g) ||
    profile.houses.some((h) => occupantsOfHouse(f, h).includes(g) || housesLordedBy(f, g).includes(h))
}

/** A pair of lords speaks for the event: one a significator, the other speaking for the domain too. */
const pairSpeaks = (sig: readonly Graha[], speaks: (g: Graha) => boolean, md: Graha, ad: Graha) =>
  (sig.includes(md) && speaks(ad)) || (sig.includes(ad) && speaks(md))

/** The ages searched for the domain's event, as instants. */
export function searchedSpan(reading: ChartReading, domain: Domain): Span {
  const { minAge, maxAge } = DOMAIN_PROFILES[domain].event
  return { startMs: reading.birthMs + minAge * YEAR_MS, endMs: reading.birthMs + maxAge * YEAR_MS }
}

/** The Vimśottarī antardaśās in the searched ages whose lords speak for the event, clipped to the ages. */
export function candidatesOf(
  ads: readonly { md: Graha; p: DashaPeriod }[],
  sig: readonly Graha[],
  speaks: (g: Graha) => boolean,
  span: Span,
): Candidate[] {
  const out: Candidate[] = []
  for (const { md, p } of ads) {
    const ad = p.planet as Graha
    const startMs = Math.max(Date.parse(p.start), span.startMs)
    const endMs = Math.min(Date.parse(p.end), span.endMs)
    if (endMs <= startMs || !pairSpeaks(sig, speaks, md, ad)) continue
    const pds = (p.antardashas ?? [])
      .map((x) => ({
        lord: x.planet as Graha,
        startMs: Math.max(Date.parse(x.start), startMs),
        endMs: Math.min(Date.parse(x.end), endMs),
      }))
      .filter((x) => x.endMs > x.startMs)
    out.push({ md, ad, startMs, endMs, pds })
  }
  return out
}

/** Adjacent or overlapping spans joined, in order. */
function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs)
  const out: Span[] = []
  for (const s of sorted) {
    const last = out.at(-1)
    if (last && s.startMs <= last.endMs) last.endMs = Math.max(last.endMs, s.endMs)
    else out.push({ ...s })
  }
  return out
}

/** Jupiter's or Saturn's stay in each sign over a span (Lahiri, whole signs). */
function staysOf(
  eph: Ephemeris,
  settings: ChartSettings,
  planet: 'Jupiter' | 'Saturn',
  span: Span,
): { sign: number; startMs: number; endMs: number }[] {
  const from = eph.instant(span.startMs).jdTt
  const to = eph.instant(span.endMs).jdTt
  const msOf = (jdTt: number) => span.startMs + (jdTt - from) * DAY_MS
  let sign = Math.floor(eph.position(planet, from, { ayanamsa: 'lahiri' }).lon / 30)
  let start = span.startMs
  const out: { sign: number; startMs: number; endMs: number }[] = []
  for (const i of cachedPlanetIngresses(eph, planet, from, to, settings.nodeType).ingresses) {
    const at = msOf(i.jdTt)
    out.push({ sign, startMs: start, endMs: at })
    sign = i.signIndex
    start = at
  }
  out.push({ sign, startMs: start, endMs: span.endMs })
  return out
}

/**
 * Where Jupiter and Saturn both touch the domain's house, and where they also both touch the sign of its
 * lord, over the searched ages.
 */
export function doubleTransitSpans(
  eph: Ephemeris,
  settings: ChartSettings,
  span: Span,
  houseSign: number,
  lordSign: number,
): { house: Span[]; houseAndLord: Span[] } {
  const jup = staysOf(eph, settings, 'Jupiter', span)
  const sat = staysOf(eph, settings, 'Saturn', span)
  const house: Span[] = []
  const houseAndLord: Span[] = []
  for (const j of jup)
    for (const s of sat) {
      const startMs = Math.max(j.startMs, s.startMs)
      const endMs = Math.min(j.endMs, s.endMs)
      if (endMs <= startMs) continue
      if (!touches('Jupiter', j.sign, houseSign) || !touches('Saturn', s.sign, houseSign)) continue
      house.push({ startMs, endMs })
      if (touches('Jupiter', j.sign, lordSign) && touches('Saturn', s.sign, lordSign))
        houseAndLord.push({ startMs, endMs })
    }
  return { house: merged(house), houseAndLord: merged(houseAndLord) }
}

/** Where Yoginī daśā runs a pair of lords that speaks for the event (the Vimśottarī rule). */
function yoginiSpans(
  timeline: readonly {
    planet: Graha
    start: string
    end: string
    antardashas?: { planet: Graha; start: string; end: string }[]
  }[],
  sig: readonly Graha[],
  speaks: (g: Graha) => boolean,
): Span[] {
  const out: Span[] = []
  for (const m of timeline)
    for (const a of m.antardashas ?? [])
      if (pairSpeaks(sig, speaks, m.planet, a.planet))
        out.push({ startMs: Date.parse(a.start), endMs: Date.parse(a.end) })
  return merged(out)
}

/** Where Chara daśā runs the sign of the house or of its lord, as mahādaśā or antardaśā. */
function charaSpans(
  timeline: readonly {
    sign: string
    start: string
    end: string
    antardashas?: { sign: string; start: string; end: string }[]
  }[],
  signs: ReadonlySet<number>,
): Span[] {
  const out: Span[] = []
  const hit = (s: string) => signs.has((SIGNS as readonly string[]).indexOf(s))
  for (const m of timeline) {
    if (hit(m.sign)) {
      out.push({ startMs: Date.parse(m.start), endMs: Date.parse(m.end) })
      continue
    }
    for (const a of m.antardashas ?? [])
      if (hit(a.sign)) out.push({ startMs: Date.parse(a.start), endMs: Date.parse(a.end) })
  }
  return merged(out)
}

/** The domain's house and the sign its lord occupies, as sign indices. */
export function domainSigns(
  reading: ChartReading,
  domain: Domain,
): { house: number; houseSign: number; lord: Graha; lordSign: number } {
  const f = reading.ctx.natal.facts
  const house = DOMAIN_PROFILES[domain].houses[0]!
  const houseSign = signOfHouse(f, house)
  const lord = lordOfHouse(f, house)
  return { house, houseSign, lord, lordSign: f.grahas[lord].sign }
}

/** A reading's Yoginī and Chara timelines, with what they were computed from. */
interface OtherTimelines {
  eph: Ephemeris
  birth: BirthInput
  settings: ChartSettings
  yogini: DashaBlocks['yogini']['timeline']
  chara: DashaBlocks['chara']['timeline'] | null
}
const otherTimelines = new WeakMap<ChartReading, OtherTimelines>()

/**
 * The Yoginī and (with a known birth time) Chara timelines of the reading's birth. They depend on the
 * birth alone, not on the domain, and the readings of several domains from one chart (interpret's sweep,
 * the report's three) would compute them again for each: kept with the reading, for the same ephemeris,
 * birth and settings (read only, never changed).
 */
function otherTimelinesOf(
  eph: Ephemeris,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
): OtherTimelines {
  const kept = otherTimelines.get(reading)
  if (kept && kept.eph === eph && kept.birth === birth && kept.settings === settings) return kept
  const made: OtherTimelines = {
    eph,
    birth,
    settings,
    yogini: computeDashaOnly(eph, birth, settings, reading.referenceMs, 'yogini').dasha.timeline,
    chara: reading.ctx.natal.facts.timeKnown
      ? computeDashaOnly(eph, birth, settings, reading.referenceMs, 'chara').dasha.timeline
      : null,
  }
  otherTimelines.set(reading, made)
  return made
}

/** Everything the ranking needs, computed from the chart: the spans of each confirming method. */
export function methodSpans(
  eph: Ephemeris,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  domain: Domain,
  sig: readonly Graha[],
  speaks: (g: Graha) => boolean,
): MethodSpans {
  const span = searchedSpan(reading, domain)
  const { houseSign, lordSign } = domainSigns(reading, domain)
  const dt = doubleTransitSpans(eph, settings, span, houseSign, lordSign)
  const timelines = otherTimelinesOf(eph, reading, birth, settings)
  return {
    transits: dt.houseAndLord,
    transitsHouse: dt.house,
    yogini: yoginiSpans(timelines.yogini, sig, speaks),
    chara: timelines.chara && charaSpans(timelines.chara, new Set([houseSign, lordSign])),
  }
}

/**
 * The ranked windows of the domain's event for a chart: the candidates of the Vimśottarī timeline `ads`
 * scored by the other methods and by the lords' strength.
 */
export function eventWindows(
  eph: Ephemeris,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  domain: Domain,
  sig: readonly Graha[],
  ads: readonly { md: Graha; p: DashaPeriod }[],
  limit = MAX_WINDOWS,
): RankedWindow[] {
  const speaks = speaksFor(reading, domain, sig)
  const candidates = candidatesOf(ads, sig, speaks, searchedSpan(reading, domain))
  if (candidates.length === 0) return []
  const spans = methodSpans(eph, reading, birth, settings, domain, sig, speaks)
  const ratio = reading.ctx.natal.shadbalaRatio
  const strong = (g: Graha) => !!ratio && g !== 'Rahu' && g !== 'Ketu' && ratio[g] >= 1
  return rankWindows(candidates, spans, speaks, strong, limit)
}
