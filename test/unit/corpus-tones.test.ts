/**
 * One configuration, one voice (issue 29, item 4; docs/corpus.md): no two rules sharing a domain speak of
 * the same configuration with opposite tones unless one refines the other. Two rules speak of the same
 * configuration when one's condition implies the other's, or when, over 2,000 random charts (seed 29),
 * both fire for the same binding in at least a fifth of the charts where either fires.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { oneRefinesOther, opposedCandidates, SAME_CONFIGURATION_SHARE } from '../../src/corpus/relate.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const { rules } = loadCorpus(DEFAULT_CORPUS_DIR)

describe('opposite tones about one configuration', () => {
  it('are always resolved: one refines the other, or their conditions part', { timeout: 120_000 }, () => {
    const candidates = opposedCandidates(rules)
    const involved = rules.filter((r) => candidates.some((p) => p.a === r || p.b === r))
    // Counted by the candidate's index: the pairs are many, and naming each pair at every chart was a
    // fifth of the test's time.
    const either = new Array<number>(candidates.length).fill(0)
    const both = new Array<number>(candidates.length).fill(0)
    const eph = testEphemeris()
    for (const { birth, referenceMs } of randomBirths(2000, 29)) {
      const { ctx, levels } = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      const bindings = [{}, ...levels.map((l) => ({ period: l.planet, level: l.level }))]
      const fired = new Map<string, Set<number>>()
      for (const r of involved) {
        const at = new Set<number>()
        bindings.forEach((b, k) => {
          if ((r.scope === 'period') === k > 0 && r.test(ctx, b) === true) at.add(k)
        })
        if (at.size) fired.set(r.id, at)
      }
      for (const [i, { a, b }] of candidates.entries()) {
        const x = fired.get(a.id)
        const y = fired.get(b.id)
        if (x || y) either[i]!++
        if (x && y && [...x].some((k) => y.has(k))) both[i]!++
      }
    }
    const unresolved = candidates
      .filter(({ a, b, implied }, i) => {
        const share = both[i]! / Math.max(1, either[i]!)
        return (implied || share >= SAME_CONFIGURATION_SHARE) && !oneRefinesOther(a, b)
      })
      .map(({ a, b }) => `${a.id} (${a.tone}) / ${b.id} (${b.tone})`)
    expect(unresolved).toEqual([])
  })
})
