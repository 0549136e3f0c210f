/**
 * `npx tsx scripts/corpus-merge-language.ts <language> <drafts dir>`: writes a language's drafts into the
 * rule files, as each rule's block in that language (src/corpus/vocabulary.ts RuleTexts), placed after
 * the rule's English texts and before its `books`. A draft is `<drafts dir>/<rule file>.yaml` (or
 * `<rule file base>.<n>.yaml`, a part of it): a mapping of rule id to the texts. A rule that already has
 * a block in that language gets the draft's instead. The files are edited as text, so comments and the
 * English are left exactly as they were; `npm run corpus:check` then checks the result.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dump, load } from 'js-yaml'
import { DEFAULT_CORPUS_DIR } from '../src/config.js'
import { CORPUS_LANGUAGES, type CorpusLanguage, type RuleTexts } from '../src/corpus/vocabulary.js'

const FIELDS = ['subject', 'headline', 'says', 'do', 'takeCare', 'cancelledSays'] as const

/** The block `  <language>:` with the texts, in the fields' order, indented under a rule. */
function block(language: string, texts: RuleTexts): string {
  const ordered = Object.fromEntries(FIELDS.filter((k) => texts[k] !== undefined).map((k) => [k, texts[k]]))
  const body = dump(ordered, { lineWidth: 108, noRefs: true, quotingType: "'" })
  return `  ${language}:\n${body
    .trimEnd()
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n`
}

/** `text` (a rule file) with each drafted rule's block in `language` in place. */
export function mergeLanguage(
  text: string,
  language: CorpusLanguage,
  drafts: Readonly<Record<string, RuleTexts>>,
): { text: string; merged: number } {
  const lines = text.split('\n')
  const out: string[] = []
  let merged = 0
  let i = 0
  while (i < lines.length) {
    const m = /^- id: (\S+)$/.exec(lines[i]!)
    if (!m) {
      out.push(lines[i++]!)
      continue
    }
    // The rule's lines: up to the next rule, a comment or blank line at the top level.
    const indented = (l: string | undefined) => l !== undefined && /^ {2}\S|^ {4,}/.test(l)
    let end = i + 1
    for (;;) {
      if (indented(lines[end])) end++
      else if (lines[end] === '') {
        // A blank line inside a block scalar: the rule goes on if an indented line follows.
        let k = end
        while (lines[k] === '') k++
        if (!indented(lines[k])) break
        end = k
      } else break
    }
    const rule = lines.slice(i, end)
    const draft = drafts[m[1]!]
    if (draft) {
      // Drop a block already there (its key line and the lines indented under it).
      const kept: string[] = []
      for (let k = 0; k < rule.length; k++) {
        if (rule[k] === `  ${language}:`) {
          while (k + 1 < rule.length && /^ {4,}/.test(rule[k + 1]!)) k++
          continue
        }
        kept.push(rule[k]!)
      }
      const at = kept.findIndex((l) => l.startsWith('  books:'))
      if (at < 0) throw new Error(`${m[1]}: no books line to place the ${language} block before`)
      kept.splice(at, 0, ...block(language, draft).trimEnd().split('\n'))
      out.push(...kept)
      merged++
    } else out.push(...rule)
    i = end
  }
  return { text: out.join('\n'), merged }
}

function main() {
  const [language, dir] = process.argv.slice(2)
  if (!CORPUS_LANGUAGES.includes(language as CorpusLanguage) || !dir) {
    console.error(`usage: corpus-merge-language.ts <${CORPUS_LANGUAGES.join('|')}> <drafts dir>`)
    process.exit(2)
  }
  const byFile = new Map<string, Record<string, RuleTexts>>()
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    const file = f.replace(/\.\d+\.yaml$/, '.yaml')
    const drafts = (load(readFileSync(join(dir, f), 'utf8')) ?? {}) as Record<string, RuleTexts>
    byFile.set(file, { ...byFile.get(file), ...drafts })
  }
  for (const [file, drafts] of byFile) {
    const path = join(DEFAULT_CORPUS_DIR, file)
    const { text, merged } = mergeLanguage(readFileSync(path, 'utf8'), language as CorpusLanguage, drafts)
    writeFileSync(path, text)
    const missing = Object.keys(drafts).length - merged
    console.log(`${file}: ${merged} rules${missing ? ` (${missing} drafted ids not found)` : ''}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
