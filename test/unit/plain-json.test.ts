/**
 * An answer's property marked `plainJson` (src/schemas/keywords.ts) is written by `JSON.stringify`
 * instead of the fast-json-stringify its schema compiles to. That is only right while our code builds
 * the value with exactly the schema's properties, in its order, and nothing more: here every marked
 * property of every operation is written both ways, over random births (a tenth with the time unknown,
 * which adds each period's earliest and latest start), a birth in the local-mean-time era, every daśā
 * depth, every daśā year and the daśā left out, and the two texts must be the same byte for byte.
 */
import fastJson from 'fast-json-stringify'
import { describe, expect, it } from 'vitest'
import { DASHA_YEAR_KINDS } from '../../src/jyotisha/dasha.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { isPlainJson } from '../../src/schemas/keywords.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const ctx = { eph, computationKey: Buffer.alloc(32, 7), corpusDir: '' }

/** Every marked property: operation, property, its schema. */
const marked = OPERATIONS.flatMap((op) =>
  Object.entries(op.response)
    .filter(([, schema]) => isPlainJson(schema as object))
    .map(([key, schema]) => ({ op, key, write: fastJson(schema as object) as (v: unknown) => string })),
)

const births = [
  ...randomBirths(16, 20261127, { timeUnknown: 0.25 }).map((b) => b.birth),
  // The local-mean-time era of Asia/Kolkata: period dates carry the birth longitude's mean-time offset.
  { date: '1862-03-14', time: '05:40', timezone: 'Asia/Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { date: '1862-03-14', timezone: 'Asia/Kolkata', latitude: 22.5726, longitude: 88.3639 },
]

/** The request bodies each operation is run with. */
function bodies(opId: string, birthData: object): object[] {
  const depths = [{}, { dashaDepth: 1 }, { dashaDepth: 2 }, { dashaDepth: 3 }]
  const years = DASHA_YEAR_KINDS.map((dashaYear) => ({ settings: { dashaYear } }))
  if (opId === 'chart')
    return [...depths, ...years, { includeDasha: false }].map((extra) => ({
      birthData,
      western: false,
      ...extra,
    }))
  if (opId === 'dasha') return [...depths, ...years].map((extra) => ({ birthData, ...extra }))
  throw new Error(`no bodies for ${opId}: add the operation's shapes to this test`)
}

describe('properties written by JSON.stringify', () => {
  it('are the daśā timelines of the chart and the daśā', () => {
    expect(marked.map((m) => `${m.op.id}.${m.key}`).sort()).toEqual(['chart.dasha', 'dasha.timeline'])
  })

  it.each(marked.map((m) => [`${m.op.id}.${m.key}`, m] as const))(
    '%s: the same bytes as its schema writes, in every shape',
    (_name, { op, key, write }) => {
      const seen = { null: 0, unknownTime: 0, depths: new Set<number>() }
      for (const birthData of births)
        for (const body of bodies(op.id, birthData)) {
          const content = op.run(body, { ...ctx, nowMs: Date.UTC(2026, 10, 27) }) as Record<string, unknown>
          const value = content[key]
          expect(JSON.stringify(value)).toBe(write(value))
          if (value === null) {
            seen.null++
            continue
          }
          const text = JSON.stringify(value)
          if (text.includes('"earliestStart"')) seen.unknownTime++
          const levels = ['mahadasha', 'antardasha', 'pratyantardasha']
          seen.depths.add(levels.filter((l) => text.includes(`"level":"${l}"`)).length)
        }
      // The shapes were all met: unknown birth times and every depth (and, for the chart, no daśā).
      expect(seen.unknownTime).toBeGreaterThan(0)
      expect([...seen.depths].sort()).toEqual([1, 2, 3])
      if (op.id === 'chart') expect(seen.null).toBeGreaterThan(0)
    },
  )
})
