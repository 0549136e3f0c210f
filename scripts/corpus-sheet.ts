/**
 * `npm run corpus:sheet`: writes docs/corpus-sheet.md, the corpus as an astrologer reviews it (issue 29,
 * item 5). Per rule file and rule: the condition in plain words (scripts/corpus-words.ts), the tone, the
 * domains, the books and locus, how often the condition holds and how often the rule is voiced over
 * 10,000 random charts, what it refines and what refines it, and the rules about the same configuration
 * (the same graha, lord or house, with placements that can hold together). A test fails when the sheet
 * and the corpus drift apart (test/unit/corpus-sheet.test.ts); run this after any rule change.
 *
 * The charts: births 1800–2100 anywhere people live, one in five with the birth time unknown, each read
 * at a reference date in its 5th to 80th year (seed 2029), through the same chartReading the calibration
 * and the readings use.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_CORPUS_DIR, DEFAULT_EPHEMERIS_DIR, PACKAGE_ROOT } from '../src/config.js'
import { chartReading } from '../src/corpus/from-chart.js'
import { loadCorpus, type LoadedRule } from '../src/corpus/load.js'
import { subjectKey } from '../src/corpus/relate.js'
import { CORPUS_LANGUAGES, type Condition, type CorpusLanguage } from '../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../src/jyotisha/chart.js'
import { randomBirths } from '../test/helpers/random-births.js'
import { conditionInWords } from './corpus-words.js'

export const SHEET_CHARTS = 10_000
export const SHEET_SEED = 2029
export const SHEET_PATH = resolve(PACKAGE_ROOT, 'docs', 'corpus-sheet.md')

/** Random births 1800–2100 (UTC clock time, latitudes −55° … 65°), one in five without a birth time. */
const sheetBirths = (n: number, seed: number) =>
  randomBirths(n, seed, { fromMs: Date.UTC(1800, 0, 1), toMs: Date.UTC(2100, 0, 1), timeUnknown: 0.2 })

/** Per rule: charts where its condition holds, and where it is voiced (no refinement holds beside it). */
function reach(rules: readonly LoadedRule[], n: number, seed: number) {
  const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
  const holds = new Map<string, number>()
  const voiced = new Map<string, number>()
  const add = (m: Map<string, number>, id: string) => m.set(id, (m.get(id) ?? 0) + 1)
  const byId = new Map(rules.map((r) => [r.id, r]))
  for (const { birth, referenceMs } of sheetBirths(n, seed)) {
    const { ctx, levels } = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
    const bindings = [{}, ...levels.map((l) => ({ period: l.planet, level: l.level }))]
    const at = new Map<string, Set<number>>()
    for (const r of rules) {
      const ks = new Set<number>()
      bindings.forEach((b, k) => {
        if ((r.scope === 'period') === k > 0 && r.test(ctx, b) === true) ks.add(k)
      })
      if (ks.size) at.set(r.id, ks)
    }
    for (const [id, ks] of at) {
      add(holds, id)
      const r = byId.get(id)!
      if ([...ks].some((k) => !r.refinedBy.some((o) => at.get(o)?.has(k)))) add(voiced, id)
    }
  }
  return { holds, voiced }
}

type Atom = Record<string, unknown>

/** A cell of a Markdown table: one line, the table's bars escaped. */
const cell = (t: string) => t.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()

/** The rule's texts, English beside each other language it is written in: one row per text, so that a
 *  reviewer reads each sentence beside its counterpart. */
function textsSideBySide(r: LoadedRule): string[] {
  const languages = CORPUS_LANGUAGES.filter((l) => r[l])
  if (!languages.length) return []
  const rows: string[][] = []
  const fields = ['subject', 'headline', 'says', 'do', 'takeCare', 'cancelledSays'] as const
  for (const k of fields) {
    const en = r[k]
    if (en === undefined) continue
    const list = Array.isArray(en) ? en : [en]
    list.forEach((text, i) =>
      rows.push([
        list.length > 1 ? `${k} ${i + 1}` : k,
        text,
        ...languages.map((l) => {
          const v = r[l]![k]
          return (Array.isArray(v) ? v[i] : v) ?? ''
        }),
      ]),
    )
  }
  return [
    `| | English | ${languages.map((l) => LANGUAGE_NAMES[l]).join(' | ')} |`,
    `|---|---|${languages.map(() => '---|').join('')}`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ]
}

const LANGUAGE_NAMES: Record<CorpusLanguage, string> = { hi: 'हिंदी' }
/** The atoms a condition asserts (through all and any; not negated ones). */
function atomsOf(c: Condition): Atom[] {
  const a = c as Atom
  if (Array.isArray(a.all) || Array.isArray(a.any)) return ((a.all ?? a.any) as Condition[]).flatMap(atomsOf)
  return 'not' in a ? [] : [a]
}
const PLACEMENT = ['is', 'inHouse', 'inSign', 'dignity', 'owns', 'inHouseFromMoon', 'transitHouseFromMoon']
const listOf = (v: unknown) => (Array.isArray(v) ? v : [v]).map((x) => JSON.stringify(x))
/** Two atoms about the same graha, lord or house whose placements can hold together: for a graha or a
 *  lord, at least one placement (house, sign, dignity, graha, lordship) stated by both and overlapping;
 *  for a house or a yoga, the same one. */
function sameConfiguration(a: Atom, b: Atom): boolean {
  const s = subjectKey(a)
  if (s !== subjectKey(b) || s === '?' || s === 'between') return false
  for (const k of PLACEMENT)
    if (k in a && k in b && !listOf(a[k]).some((x) => listOf(b[k]).includes(x))) return false
  for (const k of ['combust', 'retrograde', 'vargottama', 'strength', 'transitFavourable', 'occupiedBy'])
    if (k in a && k in b && JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false
  if (s.startsWith('house') || s.startsWith('yoga')) return true
  // A running lord is a different graha in each chart: the same configuration names the same graha or
  // lordship; for a fixed graha or a house's lord, any placement both state.
  const keys = s.startsWith('lord:') ? ['is', 'owns'] : PLACEMENT
  return keys.some((k) => k in a && k in b)
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(k * 1000 < n ? 2 : 1)} %`

export function writeSheet(n = SHEET_CHARTS, seed = SHEET_SEED): string {
  const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
  const { rules } = corpus
  const { holds, voiced } = reach(rules, n, seed)
  const atoms = new Map(rules.map((r) => [r.id, atomsOf(r.when)]))
  const related = (r: LoadedRule) =>
    rules
      .filter(
        (o) =>
          o !== r &&
          o.scope === r.scope &&
          atoms.get(r.id)!.some((x) => atoms.get(o.id)!.some((y) => sameConfiguration(x, y))),
      )
      .map((o) => o.id)
  const files = [...new Set(rules.map((r) => r.file))]
  const refinements = rules.filter((r) => r.refines).length
  const out: string[] = [
    '# The corpus, rule by rule',
    '',
    'Generated by `npm run corpus:sheet` (scripts/corpus-sheet.ts) for review: do not edit by hand.',
    '',
    `- contentVersion: \`${corpus.contentVersion}\``,
    `- rules: ${rules.length} in ${files.length} files; ${refinements} declare that they refine a broader rule`,
    `- charts: ${n.toLocaleString('en')} random births 1800–2100 (seed ${seed}), one in five with the birth time unknown, each read at a date in its 5th to 80th year`,
    '',
    'For each rule: **when** its condition holds, in words (houses are whole signs from the lagna, from the',
    "Moon's sign when the birth time is unknown); its **tone** and **domains**; the **books** and locus it",
    'rests on; how often it **holds** and how often it is **voiced** (a refinement that holds beside it',
    'speaks instead) in the charts above; what it **refines** and what **refines** it; and the other rules',
    'about the **same configuration** (the same graha, lord or house, with placements that can hold',
    'together). **As written** is the condition exactly as the rule file states it. Where the rule is written in',
    'another language too, its texts follow, each beside its English.',
    '',
  ]
  for (const file of files) {
    const inFile = rules.filter((r) => r.file === file)
    out.push(`## ${file} (${inFile.length} rules)`, '')
    for (const r of inFile) {
      const h = holds.get(r.id) ?? 0
      const v = voiced.get(r.id) ?? 0
      const rel = related(r)
      out.push(
        `### ${r.id}: ${r.headline}`,
        '',
        `- **When** ${conditionInWords(r.when)}${r.unless ? `; **cancelled when** ${conditionInWords(r.unless)}` : ''}`,
        `- **Tone** ${r.tone}; **domains** ${r.domains.join(', ')}; weight ${r.weight}; ${r.scope}`,
        `- **Books** ${r.books.join('; ')} (${r.locus})`,
        `- **Holds** in ${pct(h, n)} of charts; **voiced** in ${pct(v, n)}`,
        ...(r.refines || r.refinedBy.length
          ? [
              `- **Refines** ${r.refines ?? 'none'}; **refined by** ${r.refinedBy.length ? r.refinedBy.join(', ') : 'none'}`,
            ]
          : []),
        ...(rel.length
          ? [
              `- **Same configuration** ${rel.slice(0, 12).join(', ')}${rel.length > 12 ? ` and ${rel.length - 12} more` : ''}`,
            ]
          : []),
        `- **As written** \`${JSON.stringify(r.when)}\`${r.unless ? ` unless \`${JSON.stringify(r.unless)}\`` : ''}`,
        '',
        ...textsSideBySide(r),
      )
    }
  }
  return out.join('\n')
}

if (process.argv[1]?.endsWith('corpus-sheet.ts')) {
  const t0 = Date.now()
  writeFileSync(SHEET_PATH, writeSheet())
  console.log(`wrote ${SHEET_PATH} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}
