/** What a reader of a generated reading must never see (the sweeps over guidance and interpret). */
import type { Corpus } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'

/** A checker of texts against the content policy, the corpus's rule identifiers and raw numbers. A text
 *  is checked once: a sweep meets the same sentence in many readings (a chart's factors come back in
 *  every domain), and the checks were a quarter of the interpret sweep's time. */
export function readingProblems(corpus: Corpus): (text: string) => readonly string[] {
  const ids = new Set(corpus.rules.map((r) => r.id))
  const seen = new Map<string, readonly string[]>()
  return (t) => {
    const known = seen.get(t)
    if (known) return known
    const out = policyViolations(t).map((v) => `${v} in: ${t}`)
    for (const word of t.toLowerCase().split(/[^a-z0-9-]+/))
      if (ids.has(word)) out.push(`identifier ${word} in: ${t}`)
    if (/\b\d+\.\d+\b/.test(t)) out.push(`a decimal number in: ${t}`)
    seen.set(t, out)
    return out
  }
}
