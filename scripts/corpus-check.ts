/**
 * `npm run corpus:check [-- --reach [N]]`: loads the corpus (every rule checked against the vocabulary
 * and the content policy), prints the rules per domain and scope, and with --reach how often each rule
 * fires over N random real charts (default 10,000): a rule must fire on at least one and on fewer than
 * half of them (issue 11). `--only FILE.yaml` checks one file alone.
 */
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_CORPUS_DIR, DEFAULT_EPHEMERIS_DIR } from '../src/config.js'
import { buildCorpus, CorpusError, readRuleFiles, type Corpus } from '../src/corpus/load.js'
import { firedRules } from '../src/corpus/fires.js'
import { chartReading } from '../src/corpus/from-chart.js'
import { DOMAINS } from '../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../src/jyotisha/chart.js'
import { randomBirths } from '../test/helpers/random-births.js'

// --only FILE.yaml: check that file alone (while other files are being written).
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined
let corpus: Corpus
try {
  const files = readRuleFiles(DEFAULT_CORPUS_DIR)
  if (only !== undefined && !(only in files)) throw new Error(`no rule file ${only}`)
  corpus = buildCorpus(only ? { [only]: files[only]! } : files)
} catch (err) {
  if (!(err instanceof CorpusError)) throw err
  console.error(`${err.problems.length} problem(s):`)
  for (const p of err.problems) console.error(`  ${p}`)
  process.exit(1)
}
const { rules, contentVersion } = corpus
console.log(`${rules.length} rules, ${contentVersion}`)
const byFile = new Map<string, number>()
for (const r of rules) byFile.set(r.file, (byFile.get(r.file) ?? 0) + 1)
for (const [f, n] of byFile) console.log(`  ${f}: ${n}`)
const scopes = new Map<string, number>()
for (const r of rules) scopes.set(r.scope, (scopes.get(r.scope) ?? 0) + 1)
console.log(`scopes: ${[...scopes].map(([s, n]) => `${s} ${n}`).join(', ')}`)
console.log('per domain:')
for (const d of DOMAINS) {
  const n = rules.filter((r) => r.domains.includes(d)).length
  console.log(`  ${d.padEnd(13)} ${String(n).padStart(4)}${n < 50 ? '  (below 50)' : ''}`)
}

const at = process.argv.indexOf('--reach')
if (at >= 0) {
  const n = Number(process.argv[at + 1] ?? '') || 10_000
  const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
  const counts = new Map<string, number>()
  const checked = rules
  const t0 = Date.now()
  for (const { birth, referenceMs } of randomBirths(n, 11)) {
    const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
    const seen = new Set<string>()
    for (const f of firedRules(checked, r.ctx, r.levels)) seen.add(f.rule.id)
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  console.log(`reach over ${n} charts (${((Date.now() - t0) / 1000).toFixed(1)} s):`)
  let bad = 0
  for (const r of checked) {
    const c = counts.get(r.id) ?? 0
    if (c === 0 || c >= n / 2) {
      bad++
      console.log(`  ${c === 0 ? 'NEVER ' : 'TOO OFTEN'} ${r.file} ${r.id}: ${c}/${n}`)
    }
  }
  const fractions = checked.map((r) => (counts.get(r.id) ?? 0) / n).sort((a, b) => a - b)
  const q = (p: number) => fractions[Math.floor(p * (fractions.length - 1))] ?? 0
  console.log(
    `  fires: min ${q(0)}, median ${q(0.5).toFixed(4)}, max ${q(1).toFixed(4)}; ${bad} outside (0, 1/2)`,
  )
  if (bad > 0) process.exit(1)
}
