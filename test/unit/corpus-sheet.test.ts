/**
 * The review sheet (docs/corpus-sheet.md, `npm run corpus:sheet`) is a generated artefact: it must list
 * this very corpus, rule for rule, with each rule's condition and tone as the files state them. Read from
 * the committed file; the 10,000 charts are not recomputed here.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR, PACKAGE_ROOT } from '../../src/config.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { conditionInWords } from '../../scripts/corpus-words.js'

const sheet = readFileSync(resolve(PACKAGE_ROOT, 'docs', 'corpus-sheet.md'), 'utf8')
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)

/** The sheet's rules: id, tone, condition as written, in order. */
function listed() {
  const out: { id: string; tone: string; written: string; words: string }[] = []
  for (const block of sheet.split(/^### /m).slice(1)) {
    const id = block.slice(0, block.indexOf(':'))
    out.push({
      id,
      tone: /^- \*\*Tone\*\* (\w+);/m.exec(block)?.[1] ?? '',
      written: /^- \*\*As written\*\* (.*)$/m.exec(block)?.[1] ?? '',
      words: /^- \*\*When\*\* (.*)$/m.exec(block)?.[1] ?? '',
    })
  }
  return out
}

describe('the corpus review sheet', () => {
  it('was written for this corpus version (npm run corpus:sheet after any rule change)', () => {
    expect(/contentVersion: `([^`]+)`/.exec(sheet)?.[1], 'run npm run corpus:sheet').toBe(
      corpus.contentVersion,
    )
  })

  it('lists every rule once, with its tone and its condition as written and in words', () => {
    const want = corpus.rules.map((r) => ({
      id: r.id,
      tone: r.tone,
      written: `\`${JSON.stringify(r.when)}\`${r.unless ? ` unless \`${JSON.stringify(r.unless)}\`` : ''}`,
      words: `${conditionInWords(r.when)}${r.unless ? `; **cancelled when** ${conditionInWords(r.unless)}` : ''}`,
    }))
    expect(listed()).toEqual(want)
  })
})
