/**
 * An answer's property marked `plainJson` or `writtenBy` (src/schemas/keywords.ts) is written by
 * `JSON.stringify`, or by a writer made for its shape, instead of the fast-json-stringify its schema
 * compiles to. That is only right while our code builds the value with exactly the schema's properties,
 * in its order, and nothing more (and, for a writer of its own, with nothing to escape): here every
 * marked property of every operation is written both ways, over random births (a quarter with the time
 * unknown, which adds each period's earliest and latest start), a birth in the local-mean-time era,
 * every daśā depth, every daśā year and the daśā left out, the Western block, a relocation and the
 * strength, and the two texts must be the same byte for byte.
 */
import fastJson from 'fast-json-stringify'
import { describe, expect, it } from 'vitest'
import { AYANAMSAS } from '../../src/astro/index.js'
import { DASHA_YEAR_KINDS } from '../../src/jyotisha/dasha.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { jsonWriter } from '../../src/schemas/keywords.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const ctx = { eph, computationKey: Buffer.alloc(32, 7), corpusDir: '' }

/** Every marked property: operation, property, its schema; but `names`, which every answer in a language
 *  other than English gives (test/unit/answer-names.test.ts writes it both ways). */
const marked = OPERATIONS.flatMap((op) =>
  Object.entries(op.response)
    .filter(([key, schema]) => key !== 'names' && jsonWriter(schema as object) !== undefined)
    .map(([key, schema]) => ({
      op,
      key,
      ours: jsonWriter(schema as object)!,
      write: fastJson(schema as object) as (v: unknown) => string,
    })),
)

const births = [
  ...randomBirths(16, 20261127, { timeUnknown: 0.25 }).map((b) => b.birth),
  // The local-mean-time era of Asia/Kolkata: period dates carry the birth longitude's mean-time offset.
  { date: '1862-03-14', time: '05:40', timezone: 'Asia/Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { date: '1862-03-14', timezone: 'Asia/Kolkata', latitude: 22.5726, longitude: 88.3639 },
]

/** The properties holding a daśā, whose every shape is looked for. */
const DASHA_KEYS = new Set(['dasha', 'timeline'])

/** Instants over the coverage (1800–2149) for the ephemeris operations, in UTC and in India's zone. */
const instants = [
  ...randomBirths(12, 20261129, { fromMs: Date.UTC(1800, 0, 2), toMs: Date.UTC(2149, 0, 1) }).map(
    (b, k) => `${b.birth.date}T${b.birth.time ?? '12:00:00'}${k % 2 ? 'Z' : '+05:30'}`,
  ),
  '1800-01-02T00:00:00Z',
  '2149-12-31T23:59:59.999Z',
  '2024-03-20T10:30:00+05:30',
]

/** The positions requests: both zodiacs, every ayanamsa, with and without the equatorial coordinates,
 *  the nodes (which carry Ketu) and a few bodies in an order of their own. */
const POSITION_SHAPES: object[] = [
  {},
  { zodiac: 'tropical' },
  { equatorial: true },
  { zodiac: 'tropical', equatorial: true, bodies: ['TrueNode', 'Moon'] },
  ...AYANAMSAS.map((ayanamsa) => ({ ayanamsa, bodies: ['MeanNode', 'Saturn', 'Sun'] })),
]

/** The properties holding positions, and what must be met in them: Ketu with a node, the equatorial
 *  coordinates, the tropical zodiac (no nakshatra) and a body moving backwards. */
const POSITION_KEYS = new Set(['positions', 'points'])
const POSITION_MARKS = ['"ketu":', '"rightAscension":', '"nakshatra":null', '"retrograde":true']

/** The request bodies each operation is run with. */
function bodies(opId: string, birthData: object, k: number): object[] {
  if (opId === 'ephemeris_positions')
    return k < instants.length ? POSITION_SHAPES.map((shape) => ({ datetime: instants[k], ...shape })) : []
  if (opId === 'ephemeris_series')
    return k < instants.length
      ? POSITION_SHAPES.map((shape, i) => ({
          start: instants[k],
          end: new Date(Date.parse(instants[k]!) + (i + 1) * 3 * 3_600_000).toISOString(),
          stepMinutes: 60 * (i + 1),
          ...shape,
        })).filter((b) => Date.parse(b.end) < Date.UTC(2150, 0, 1))
      : []
  const depths = [{}, { dashaDepth: 1 }, { dashaDepth: 2 }, { dashaDepth: 3 }]
  const years = DASHA_YEAR_KINDS.map((dashaYear) => ({ settings: { dashaYear } }))
  if (opId === 'chart')
    return [
      ...[...depths, ...years, { includeDasha: false }].map((extra) => ({ western: false, ...extra })),
      {},
      { includeStrength: true },
      { location: { latitude: 51.5074, longitude: -0.1278, orbDegrees: 15 } },
      { location: { latitude: -33.87, longitude: 151.21 }, includeStrength: true, dashaDepth: 1 },
    ].map((extra) => ({ birthData, ...extra }))
  if (opId === 'dasha') return [...depths, ...years].map((extra) => ({ birthData, ...extra }))
  throw new Error(`no bodies for ${opId}: add the operation's shapes to this test`)
}

/** Each operation's answers to its bodies over the births, computed once for all its marked properties. */
const contents = new Map<string, Record<string, unknown>[]>()
function contentsOf(op: (typeof OPERATIONS)[number]): Record<string, unknown>[] {
  let all = contents.get(op.id)
  if (!all) {
    all = births.flatMap((birthData, k) =>
      bodies(op.id, birthData, k).map(
        (body) => op.run(body, { ...ctx, nowMs: Date.UTC(2026, 10, 27) }) as Record<string, unknown>,
      ),
    )
    contents.set(op.id, all)
  }
  return all
}

describe('properties written by JSON.stringify', () => {
  it("are every property of the chart's content, the daśā's timeline and the ephemeris' positions", () => {
    const chartProps = Object.keys(OPERATIONS.find((op) => op.id === 'chart')!.response)
      .filter((k) => k !== 'domain' && k !== 'names')
      .map((k) => `chart.${k}`)
    expect(marked.map((m) => `${m.op.id}.${m.key}`).sort()).toEqual(
      [...chartProps, 'dasha.timeline', 'ephemeris_positions.positions', 'ephemeris_series.points'].sort(),
    )
  })

  it.each(marked.map((m) => [`${m.op.id}.${m.key}`, m] as const))(
    '%s: the same bytes as its schema writes, in every shape',
    (_name, { op, key, ours, write }) => {
      const seen = {
        present: 0,
        null: 0,
        unknownTime: 0,
        depths: new Set<number>(),
        positionShapes: new Set<string>(),
      }
      for (const content of contentsOf(op)) {
        const value = content[key]
        // An optional property left out is left out by both.
        if (value === undefined) continue
        expect(ours(value)).toBe(write(value))
        seen.present++
        if (POSITION_KEYS.has(key)) {
          const text = JSON.stringify(value)
          for (const shape of POSITION_MARKS) if (text.includes(shape)) seen.positionShapes.add(shape)
        }
        if (!DASHA_KEYS.has(key)) continue
        if (value === null) {
          seen.null++
          continue
        }
        const text = JSON.stringify(value)
        if (text.includes('"earliestStart"')) seen.unknownTime++
        const levels = ['mahadasha', 'antardasha', 'pratyantardasha']
        seen.depths.add(levels.filter((l) => text.includes(`"level":"${l}"`)).length)
      }
      // Every property was met; for a daśā, the shapes were all met: unknown birth times and every
      // depth (and, for the chart, no daśā).
      expect(seen.present).toBeGreaterThan(0)
      if (POSITION_KEYS.has(key)) expect([...seen.positionShapes].sort()).toEqual([...POSITION_MARKS].sort())
      if (!DASHA_KEYS.has(key)) return
      expect(seen.unknownTime).toBeGreaterThan(0)
      expect([...seen.depths].sort()).toEqual([1, 2, 3])
      if (op.id === 'chart') expect(seen.null).toBeGreaterThan(0)
    },
  )
})
