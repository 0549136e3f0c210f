/**
 * An operation that declares its text written in Hindi (`texts`, operations/define.ts) answers a Hindi
 * call without `languageFallback`: so its Hindi answer must hold no English sentence. Checked on its
 * documented example and on more requests, through its task as a worker runs it: no string of the
 * answer reads as English words (two Latin words in a row), the names of the catalogue (`Uttara
 * Bhadrapada`) and the books' titles (identifiers) aside. An operation that does not declare Hindi must
 * have an English sentence somewhere, or it should declare it.
 */
import { describe, expect, it } from 'vitest'
import { BOOKS } from '../../src/corpus/vocabulary.js'
import { NAME_KINDS } from '../../src/i18n/catalogue.js'
import { CHARA_CONVENTIONS } from '../../src/jyotisha/dasha-systems.js'
import { SIGNS_SANSKRIT } from '../../src/jyotisha/grahas.js'
import { YOGA_CATALOGUE } from '../../src/jyotisha/yogas/index.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { MATCH_SOURCES } from '../../src/readings/compatibility/doshas.js'
import { TARA_NAMES } from '../../src/readings/muhurta/judge.js'
import { randomBirths } from '../helpers/random-births.js'
import { taskContent } from '../helpers/tasks.js'

// The names of catalogue and books, a saṅkrānti's name (`Makara Sankranti`), a chart yoga's category
// (`Pancha Mahapurusha`), its books (`Vedic Astrology: An Integrated Approach`) and what it is counted from
// (`moon sign`), the Chara daśā's book (`Jaimini Upadesa Sutras`): identifiers.
const IDENTIFIERS = new Set<string>([
  ...BOOKS,
  ...Object.values(NAME_KINDS).flat(),
  ...SIGNS_SANSKRIT.map((s) => `${s} Sankranti`),
  ...YOGA_CATALOGUE.flatMap((y) => [y.category, ...y.sources]),
  'moon sign',
  ...TARA_NAMES,
  CHARA_CONVENTIONS.source,
  ...MATCH_SOURCES,
])
const ENGLISH = /[A-Za-z]{2,} [A-Za-z]{2,}/

/** Every string of a request: the caller's own words, which an answer may give back as they are. */
function asked(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') out.add(v)
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) asked(x, out)
  return out
}

/** The strings of an answer that read as English (the caller's own words aside: a place's label). */
function english(v: unknown, out: string[] = [], given: ReadonlySet<string> = new Set()): string[] {
  if (typeof v === 'string' && v.startsWith('<svg'))
    // A picture: its words are its text (the title, the description and the labels), not its markup.
    for (const m of v.matchAll(/>([^<]+)</g)) english(m[1], out, given)
  else if (typeof v === 'string') {
    if (ENGLISH.test(v) && !IDENTIFIERS.has(v) && !given.has(v)) out.push(v)
  } else if (Array.isArray(v)) for (const x of v) english(x, out, given)
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) english(x, out, given)
  return out
}

/** More requests of an operation than its example: other births, other domains. */
function bodiesOf(op: (typeof OPERATIONS)[number]): object[] {
  const example = op.example as Record<string, unknown>
  const births = randomBirths(6, 3671, { timeUnknown: 0.34 }).map((b) => b.birth)
  if (op.id === 'interpret')
    return [
      example,
      ...births.map((birthData, i) => ({
        ...example,
        birthData,
        domain: ['marriage', 'health', 'finance', 'children', 'travel', 'legal'][i],
      })),
    ]
  if (op.id === 'guidance') return [example, ...births.map((birthData) => ({ ...example, birthData }))]
  const domains = ['marriage', 'health', 'finance', 'children', 'travel', 'legal']
  if (op.id === 'forecast')
    return [example, ...births.map((birthData, i) => ({ ...example, birthData, domain: domains[i] }))]
  if (op.id === 'timing') {
    // A range, a date, and the best windows of the coming years (neither), in turn.
    const { dateRange: _r, ...bare } = example
    const spans = [
      { dateRange: { start: '2027-03-01', end: '2028-02-28' } },
      { targetDate: '2027-09-14' },
      { referenceDate: '2026-11-28' },
    ]
    return [
      example,
      ...births.map((birthData, i) => ({ ...bare, birthData, domain: domains[i], ...spans[i % 3] })),
    ]
  }
  if (op.id === 'muhurta') {
    const [a, b, c, d, e, f] = births
    return [
      example,
      {
        ...example,
        subject: a,
        freeText: 'shaadi',
        partner: { birthData: b, name: 'Ravi' },
        subjectRole: 'bride',
      },
      {
        ...example,
        subject: c,
        freeText: undefined,
        eventId: 'travel',
        direction: 'south',
        subjectName: 'आशा',
      },
      {
        ...example,
        subject: d,
        freeText: 'a picnic with friends',
        rangeStart: '2027-10-01',
        rangeEnd: '2027-11-30',
      },
      { ...example, subject: e, freeText: undefined, eventId: 'upanayana', timeOfDay: '09:30' },
      {
        ...example,
        subject: f,
        freeText: undefined,
        eventId: 'gold_purchase',
        rangeStart: '2027-04-01',
        rangeEnd: '2027-05-31',
        eventPlace: { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata', label: 'Chennai' },
      },
    ]
  }
  if (op.id === 'dasha')
    return [
      example,
      ...births.map((birthData, i) => ({
        ...example,
        birthData,
        system:
          birthData.time === undefined ? 'yogini' : (['vimshottari', 'yogini', 'chara'] as const)[i % 3],
      })),
      { ...example, birthData: { ...births[0]!, time: undefined, utcOffset: '+05:53:20' } },
    ]
  // A picture and a report: with the time unknown, and in another style.
  if (op.id === 'chart-image' || op.id === 'report')
    return [
      example,
      { ...example, birthData: births[1] },
      {
        ...example,
        birthData: births[2],
        ...(op.id === 'report' ? { chartStyle: 'south' } : { style: 'south' }),
      },
    ]
  if (op.id === 'transits' || op.id === 'chart')
    return [
      example,
      ...births.map((birthData) => ({ ...example, birthData })),
      ...(op.id === 'chart'
        ? births.map((birthData) => ({
            ...example,
            birthData,
            includeStrength: true,
            location: { latitude: 40.7, longitude: -74 },
          }))
        : []),
      { ...example, birthData: { ...births[0]!, time: undefined } },
    ]
  if (op.id === 'kp')
    return [example, ...births.map((b) => ({ ...example, birthData: { ...b, time: b.time ?? '06:15' } }))]
  if (op.id === 'panchanga')
    return [
      example,
      { ...example, date: '2026-01-14', sunrise: 'hindu' },
      { date: '2026-06-21', timezone: 'Europe/Oslo', latitude: 69.65, longitude: 18.96 },
    ]
  if (op.id === 'compatibility') {
    const genders = [['female', 'male'], [], ['male'], ['female', 'female'], ['male', 'female'], []] as const
    return [
      example,
      ...births.map((a, i) => ({
        a: {
          ...a,
          ...(genders[i]![0] ? { gender: genders[i]![0] } : {}),
          ...(i % 2 ? {} : { name: 'मीरा' }),
        },
        b: { ...births[(i + 1) % births.length]!, ...(genders[i]![1] ? { gender: genders[i]![1] } : {}) },
        referenceDateIso: ['2026-11-28', '2031-05-01', '2040-01-15'][i % 3],
      })),
    ]
  }
  if (op.id === 'compatibility_batch') {
    const more = randomBirths(40, 3673, { timeUnknown: 0.3 }).map((b) => b.birth)
    return [
      example,
      ...(['female', 'male', undefined] as const).map((gender, i) => ({
        profile: { ...births[i]!, ...(gender ? { gender } : {}) },
        candidates: more.map((b, j) => ({
          ...b,
          id: `c-${j}`,
          ...(j % 3 ? { gender: j % 3 === 1 ? 'male' : 'female' } : {}),
        })),
      })),
      // Candidates refused one by one (their errors are sentences of the answer).
      {
        ...example,
        candidates: [
          ...(example.candidates as object[]),
          { ...more[0]!, id: 'bad-lat', latitude: 100 },
          { ...more[1]!, id: 'bad-date', date: '2023-02-30' },
        ],
      },
    ]
  }
  return [example]
}

function run(op: (typeof OPERATIONS)[number], body: object): unknown {
  return taskContent(op, body, 'hi', Date.UTC(2026, 10, 28))
}

describe('operations whose text is in Hindi', () => {
  const declared = OPERATIONS.filter((op) => op.texts?.includes('hi'))

  it('are every operation', () => {
    expect(declared.map((op) => op.id).sort()).toEqual(
      [
        'compatibility',
        'compatibility_batch',
        'guidance',
        'ephemeris_angles',
        'ephemeris_ayanamsa',
        'ephemeris_positions',
        'ephemeris_series',
        'ephemeris_sunrise',
        'forecast',
        'interpret',
        'timing',
        'muhurta',
        'chart',
        'chart-image',
        'report',
        'dasha',
        'kp',
        'panchanga',
        'transits',
      ].sort(),
    )
  })

  for (const op of declared)
    it(`${op.id}: answers in Hindi without an English sentence`, () => {
      for (const body of bodiesOf(op)) expect(english(run(op, body), [], asked(body)), op.id).toEqual([])
    })

  it('are all there are: every operation is written in Hindi', () => {
    expect(OPERATIONS.filter((o) => !o.texts?.includes('hi')).map((o) => o.id)).toEqual([])
  })
})
