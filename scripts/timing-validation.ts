/**
 * The measure of /v1/interpret's event windows against dated lives (issue: "an honest measure, published"):
 * the validation set in test/fixtures/timing-validation*.json, its fixed split into a tuning half and a
 * held-out half, and the figures for each half beside the age prior.
 *
 * The split is made by a fixed rule on each person alone (halfOf: the first hex digit of the SHA-256 of
 * the id), so that the set can grow without moving anyone between halves. Only the tuning half may inform
 * a choice of method; the held-out half is reported, never tuned on.
 *
 * For each event, with the chart read by the service's own code (eventWindows, the windows interpret gives):
 * - does the best window hold the event? do any of the (at most three) windows?
 * - how much of the searched ages do the windows cover?
 * - the age prior: the same question asked of every other person's windows for the same kind of event,
 *   placed by age. A chart that adds nothing beyond the usual ages scores no better than its age prior.
 * - the old rule beside it (the first antardaśā in the usual ages whose lords both speak for the event).
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Ephemeris } from '../src/astro/index.js'
import { chartReading } from '../src/corpus/from-chart.js'
import type { Domain } from '../src/corpus/vocabulary.js'
import type { BirthInput } from '../src/jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../src/jyotisha/chart.js'
import { antardashas } from '../src/readings/interpret.js'
import { significators } from '../src/readings/domains.js'
import {
  candidatesOf,
  eventWindows,
  searchedSpan,
  speaksFor,
  type Span,
} from '../src/readings/event-period.js'

export const VALIDATION_DIR = new URL('../test/fixtures/', import.meta.url).pathname
const YEAR_MS = 365.25 * 86_400_000
/** The moment the charts are read at: the windows do not depend on it (only their status would). */
const READ_AT = Date.parse('2026-01-01T00:00:00Z')

export const EVENT_DOMAINS = ['marriage', 'children', 'career', 'travel', 'business'] as const
export type EventDomain = (typeof EVENT_DOMAINS)[number]

export interface ValidationEvent {
  domain: EventDomain
  date: string
  precision: 'day' | 'month' | 'year'
  what: string
  source: string
}

export interface ValidationPerson {
  id: string
  name: string
  rating: 'AA' | 'A'
  birth: {
    date: string
    time: string
    utcOffset: string
    timezone: string
    latitude: number
    longitude: number
    place: string
    source: string
    sourceNote: string
  }
  events: ValidationEvent[]
}

/** Every person of the validation files (timing-validation.json and its parts), each id once. */
export function loadValidationSet(dir = VALIDATION_DIR): ValidationPerson[] {
  const files = readdirSync(dir)
    .filter((f) => /^timing-validation(-[a-z0-9]+)?\.json$/.test(f))
    .sort()
  const byId = new Map<string, ValidationPerson>()
  for (const f of files) {
    const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { people: ValidationPerson[] }
    for (const p of data.people) {
      if (byId.has(p.id)) throw new Error(`${f}: ${p.id} is listed twice`)
      byId.set(p.id, p)
    }
  }
  return [...byId.values()]
}

/** What is wrong with a person's entry (empty when nothing): the set's own rules. */
export function entryProblems(p: ValidationPerson): string[] {
  const out: string[] = []
  if (p.rating !== 'AA' && p.rating !== 'A') out.push(`${p.id}: rating ${String(p.rating)} is not AA or A`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.birth.date)) out.push(`${p.id}: birth date`)
  if (!/^\d{2}:\d{2}$/.test(p.birth.time)) out.push(`${p.id}: birth time`)
  if (!/^(lmt|[+-]\d{2}:\d{2}(:\d{2})?)$/.test(p.birth.utcOffset)) out.push(`${p.id}: utcOffset`)
  if (!p.birth.source) out.push(`${p.id}: birth source`)
  if (p.events.length === 0) out.push(`${p.id}: no event`)
  for (const e of p.events) {
    if (!EVENT_DOMAINS.includes(e.domain)) out.push(`${p.id}: event domain ${e.domain}`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.date)) out.push(`${p.id}: event date ${e.date}`)
    if (!e.source) out.push(`${p.id}: event ${e.date} has no source`)
  }
  return out
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex')

/** The half a person belongs to, fixed by the person alone: the first hex digit of the SHA-256 of the id,
 *  0–7 tuning, 8–f held out. Adding people never moves anyone between halves. */
export function halfOf(id: string): 'tuning' | 'heldOut' {
  return parseInt(hashOf(id)[0]!, 16) < 8 ? 'tuning' : 'heldOut'
}

/** The fixed split of the set into its two halves. */
export function splitHalves(people: readonly ValidationPerson[]): {
  tuning: ValidationPerson[]
  heldOut: ValidationPerson[]
} {
  return {
    tuning: people.filter((p) => halfOf(p.id) === 'tuning'),
    heldOut: people.filter((p) => halfOf(p.id) === 'heldOut'),
  }
}

export const birthOf = (p: ValidationPerson): BirthInput => ({
  date: p.birth.date,
  time: p.birth.time,
  timezone: p.birth.timezone,
  latitude: p.birth.latitude,
  longitude: p.birth.longitude,
  utcOffset: p.birth.utcOffset,
})

/** The day an event is measured at: its date, the middle of its month, or the middle of its year. */
const middleOf = (e: ValidationEvent): string =>
  e.precision === 'year'
    ? `${e.date.slice(0, 4)}-07-01`
    : e.precision === 'month'
      ? `${e.date.slice(0, 7)}-15`
      : e.date

/** One event with the windows of its person's chart, in ages. */
export interface ScoredEvent {
  person: string
  domain: EventDomain
  /** The event's age, years. */
  age: number
  /** The searched ages, years. */
  searched: [number, number]
  /** The ranked windows, best first, in ages. */
  windows: [number, number][]
  /** The closest stretch of each ranked window (where the most methods hold at once), in ages. */
  closest: [number, number][]
  /** The old rule's window (the first antardaśā whose lords both speak for the event), in ages. */
  first: [number, number] | null
}

/** The windows for each event of each person, as /v1/interpret ranks them. */
export function scoreEvents(eph: Ephemeris, people: readonly ValidationPerson[]): ScoredEvent[] {
  const out: ScoredEvent[] = []
  for (const p of people) {
    const birth = birthOf(p)
    const reading = chartReading(eph, birth, DEFAULT_SETTINGS, READ_AT)
    const ads = antardashas(reading.core.dasha?.timeline ?? [])
    const age = (ms: number) => (ms - reading.birthMs) / YEAR_MS
    const ages = (s: Span): [number, number] => [age(s.startMs), age(s.endMs)]
    for (const domain of new Set(p.events.map((e) => e.domain))) {
      const sig = significators(domain as Domain, reading.ctx.natal.facts, reading.ctx.natal.karakas)
      const windows = eventWindows(eph, reading, birth, DEFAULT_SETTINGS, domain as Domain, sig, ads)
      const speaks = speaksFor(reading, domain as Domain, sig)
      const searched = searchedSpan(reading, domain as Domain)
      const first = candidatesOf(ads, sig, speaks, searched)[0]
      for (const e of p.events.filter((x) => x.domain === domain))
        out.push({
          person: p.id,
          domain,
          age: age(Date.parse(`${middleOf(e)}T12:00:00Z`)),
          searched: ages(searched),
          windows: windows.map(ages),
          closest: windows.map((w) => ages(w.closest)),
          first: first ? ages(first) : null,
        })
    }
  }
  return out
}

const inside = (age: number, [a, b]: readonly [number, number]) => a <= age && age < b
const width = ([a, b]: readonly [number, number]) => b - a

/** How often a choice of windows holds the events (and how many), its age prior, the share of the searched
 *  ages it covers and its mean width in years. */
export interface Measure {
  hit: number
  hits: number
  agePrior: number
  coverage: number
  meanYears: number
}

export interface HalfFigures {
  people: number
  events: number
  /** Events outside the searched ages: no window can hold them. */
  outsideAges: number
  best: Measure
  top3: Measure
  first: Measure
  closest: Measure
}

/** The fraction of events a choice of windows holds, beside the same for other people's windows (the age
 *  prior), and the share of the searched ages the windows cover. */
function measure(
  events: readonly ScoredEvent[],
  pick: (e: ScoredEvent) => [number, number][],
): { hit: number; hits: number; agePrior: number; coverage: number; meanYears: number } {
  let hits = 0
  let prior = 0
  let cover = 0
  let years = 0
  for (const e of events) {
    const own = pick(e)
    if (own.some((w) => inside(e.age, w))) hits++
    const others = events.filter((x) => x.domain === e.domain && x.person !== e.person)
    const seen = new Set<string>()
    let n = 0
    let held = 0
    for (const o of others) {
      if (seen.has(o.person)) continue
      seen.add(o.person)
      n++
      if (pick(o).some((w) => inside(e.age, w))) held++
    }
    prior += n ? held / n : 0
    const span = width(e.searched)
    const total = own.reduce((s, w) => s + width(w), 0)
    cover += total / span
    years += total
  }
  const k = events.length || 1
  return { hit: hits / k, hits, agePrior: prior / k, coverage: cover / k, meanYears: years / k }
}

export function figures(people: readonly ValidationPerson[], scored: readonly ScoredEvent[]): HalfFigures {
  const ids = new Set(people.map((p) => p.id))
  const events = scored.filter((e) => ids.has(e.person))
  const best = measure(events, (e) => e.windows.slice(0, 1))
  const top3 = measure(events, (e) => e.windows)
  const first = measure(events, (e) => (e.first ? [e.first] : []))
  const closest = measure(events, (e) => e.closest.slice(0, 1))
  return {
    people: people.length,
    events: events.length,
    outsideAges: events.filter((e) => !inside(e.age, e.searched)).length,
    best,
    top3,
    first,
    closest,
  }
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`
const held = (m: Measure) => `${pct(m.hit)} (${m.hits})`
const years = (m: Measure) => `${pct(m.coverage)} (${m.meanYears.toFixed(1)} y)`
const row = (name: string, f: HalfFigures) =>
  `| ${name} | ${f.people} | ${f.events} (${f.outsideAges} outside the ages) | ` +
  `${held(f.best)} | ${pct(f.best.agePrior)} | ${years(f.best)} | ` +
  `${held(f.top3)} | ${pct(f.top3.agePrior)} | ${pct(f.top3.coverage)} | ` +
  `${held(f.first)} | ${pct(f.first.agePrior)} | ${years(f.first)} | ` +
  `${held(f.closest)} | ${pct(f.closest.agePrior)} | ${years(f.closest)} |`

/** The figures as docs/readings.md quotes them: the set in one line, then a Markdown table of the halves
 *  (the tuning half alone when `heldOut` is false). */
export function validationReport(
  people: readonly ValidationPerson[],
  scored: readonly ScoredEvent[],
  heldOut = true,
): string {
  const halves = splitHalves(people)
  const byDomain = new Map<string, number>()
  for (const e of scored) byDomain.set(e.domain, (byDomain.get(e.domain) ?? 0) + 1)
  const rated = (r: string) => people.filter((p) => p.rating === r).length
  return [
    `Validation set: ${people.length} people (${rated('AA')} AA, ${rated('A')} A), ${scored.length} events ` +
      `(${[...byDomain].map(([d, n]) => `${d} ${n}`).join(', ')}).`,
    '',
    '| half | people | events | best window holds | its age prior | searched ages covered | any of ≤3 holds | their age prior | covered | old rule holds | its age prior | covered | its closest stretch holds | its age prior | covered |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    row('tuning', figures(halves.tuning, scored)),
    ...(heldOut
      ? [row('**held out**', figures(halves.heldOut, scored)), row('all', figures(people, scored))]
      : []),
  ].join('\n')
}
