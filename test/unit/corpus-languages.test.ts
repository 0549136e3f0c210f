/**
 * The corpus in Hindi beside English (issue 36, item 3). The loader already refuses a Hindi block whose
 * fields do not mirror the English ones, whose letters are not Devanagari, or whose words break the
 * Hindi content policy (src/corpus/load.ts, policy.ts); here: every rule has its block, and the texts
 * read as Hindi sentences and phrases where the code places them.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { loadCorpus, visibleTexts } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'

const corpus = loadCorpus(DEFAULT_CORPUS_DIR)

describe('the corpus in Hindi', () => {
  it('writes every rule in Hindi', () => {
    expect(corpus.rules.filter((r) => !r.hi).map((r) => r.id)).toEqual([])
  })

  it('ends each sentence of what a rule says with a danda, and no phrase with one', () => {
    const wrong: string[] = []
    for (const r of corpus.rules) {
      const hi = r.hi!
      for (const text of [hi.says, ...(hi.cancelledSays ? [hi.cancelledSays] : [])])
        if (!/[।?!]$/u.test(text.trim())) wrong.push(`${r.id}: ${text.slice(-30)}`)
      // Phrases: the code adds its own punctuation around a subject, a headline and list items.
      for (const phrase of [hi.subject, hi.headline, ...(hi.do ?? []), ...(hi.takeCare ?? [])])
        if (/[।.]$/u.test(phrase.trim())) wrong.push(`${r.id}: ${phrase}`)
      if (/\.(\s|$)/u.test(hi.says)) wrong.push(`${r.id}: a full stop instead of a danda`)
    }
    expect(wrong).toEqual([])
  })

  it('says nothing twice: no two rules share a Hindi statement', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const r of corpus.rules) {
      const said = r.hi!.says.trim()
      if (seen.has(said)) twice.push(`${r.id} and ${seen.get(said)}`)
      seen.set(said, r.id)
    }
    expect(twice).toEqual([])
  })

  it('addresses the client as आप, never तुम', () => {
    const familiar = /(^|[^\u0900-\u097F])(तुम|तुम्हारा|तुम्हारी|तुम्हारे|तुम्हें|तू|तेरा|तेरी)(?![\u0900-\u097F])/u
    expect(
      corpus.rules.filter((r) => visibleTexts(r, 'hi').some((t) => familiar.test(t))).map((r) => r.id),
    ).toEqual([])
  })

  it('holds to the content policy in Hindi (the loader checks it too; this test can fail on its own)', () => {
    expect(policyViolations('यह दशा मृत्यु का संकेत है।', 'hi')).not.toEqual([])
    const found = corpus.rules.flatMap((r) =>
      visibleTexts(r, 'hi').flatMap((t) => policyViolations(t, 'hi').map((v) => `${r.id}: ${v}`)),
    )
    expect(found).toEqual([])
  })
})
