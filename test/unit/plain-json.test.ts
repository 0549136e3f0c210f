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

/** The request bodies each operation is run with. */
function bodies(opId: string, birthData: object): object[] {
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
    all = births.flatMap((birthData) =>
      bodies(op.id, birthData).map(
        (body) => op.run(body, { ...ctx, nowMs: Date.UTC(2026, 10, 27) }) as Record<string, unknown>,
      ),
    )
    contents.set(op.id, all)
  }
  return all
}

describe('properties written by JSON.stringify', () => {
  it("are every property of the chart's content and the daśā's timeline", () => {
    const chartProps = Object.keys(OPERATIONS.find((op) => op.id === 'chart')!.response)
      .filter((k) => k !== 'domain' && k !== 'names')
      .map((k) => `chart.${k}`)
    expect(marked.map((m) => `${m.op.id}.${m.key}`).sort()).toEqual([...chartProps, 'dasha.timeline'].sort())
  })

  it.each(marked.map((m) => [`${m.op.id}.${m.key}`, m] as const))(
    '%s: the same bytes as its schema writes, in every shape',
    (_name, { op, key, ours, write }) => {
      const seen = { present: 0, null: 0, unknownTime: 0, depths: new Set<number>() }
      for (const content of contentsOf(op)) {
        const value = content[key]
        // An optional property left out is left out by both.
        if (value === undefined) continue
        expect(ours(value)).toBe(write(value))
        seen.present++
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
      if (!DASHA_KEYS.has(key)) return
      expect(seen.unknownTime).toBeGreaterThan(0)
      expect([...seen.depths].sort()).toEqual([1, 2, 3])
      if (op.id === 'chart') expect(seen.null).toBeGreaterThan(0)
    },
  )
})
