/**
 * The validation set of the event windows (test/fixtures/timing-validation*.json, scripts/timing-validation.ts):
 * every entry follows the set's rules, and the split into a tuning and a held-out half is fixed by each
 * person's id alone, the same on every run.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  EVENT_DOMAINS,
  entryProblems,
  halfOf,
  loadValidationSet,
  scoreEvents,
  splitHalves,
  validationReport,
} from '../../scripts/timing-validation.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const people = loadValidationSet()

describe('the timing validation set', () => {
  it('holds at least 60 people rated AA or A, each entry by the rules, each value with its source', () => {
    expect(people.length).toBeGreaterThanOrEqual(60)
    expect(people.flatMap(entryProblems)).toEqual([])
    for (const p of people) {
      expect(p.birth.source).toMatch(/^(https?:\/\/|github:)/)
      for (const e of p.events) {
        expect(EVENT_DOMAINS).toContain(e.domain)
        expect(e.source).toMatch(/^(https?:\/\/|github:)/)
        // An event dated before the birth is a transcription error.
        expect(e.date > p.birth.date).toBe(true)
      }
    }
  })

  it('splits by a rule fixed on each id: the first hex digit of its SHA-256, 0–7 tuning', () => {
    // The digits from `printf %s <id> | sha256sum` (coreutils), not from our code.
    expect(halfOf('einstein-albert')).toBe('heldOut') // 8
    expect(halfOf('streep-meryl')).toBe('heldOut') // c
    expect(halfOf('monroe-marilyn')).toBe('heldOut') // e
    expect(halfOf('obama-barack')).toBe('tuning') // 4
    expect(halfOf('nehru-jawaharlal')).toBe('tuning') // 5
    expect(halfOf('windsor-elizabeth')).toBe('tuning') // 2
  })

  it('gives the same halves on every run, disjoint, covering the set, neither of them small', () => {
    const a = splitHalves(people)
    const b = splitHalves([...people].reverse())
    const ids = (x: { id: string }[]) => x.map((p) => p.id).sort()
    expect(ids(a.tuning)).toEqual(ids(b.tuning))
    expect(ids(a.heldOut)).toEqual(ids(b.heldOut))
    expect(a.tuning.length + a.heldOut.length).toBe(people.length)
    expect(new Set([...ids(a.tuning), ...ids(a.heldOut)]).size).toBe(people.length)
    expect(a.heldOut.length).toBeGreaterThanOrEqual(people.length * 0.35)
    expect(a.tuning.length).toBeGreaterThanOrEqual(people.length * 0.35)
  })

  it(
    'is quoted in docs/readings.md as `npm run timing:validate` prints it today',
    { timeout: 120_000 },
    () => {
      const report = validationReport(people, scoreEvents(testEphemeris(), people))
      const docs = readFileSync(new URL('../../docs/readings.md', import.meta.url), 'utf8')
      expect(docs).toContain(report)
    },
  )
})
