/**
 * Reads the rule files (YAML, src/corpus/rules/*.yaml), checks every rule against the vocabulary and the
 * content policy, and names the corpus version. A corpus that fails any check does not load: the
 * problems are listed with their file, rule and path, so the author can fix them (`npm run corpus:check`).
 *
 * The corpus says each configuration once: two rules may not share a condition unless one
 * declares that it `refines` the other, a `refines` must name a rule of the same scope, and refinements
 * may not run in a circle.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { load as parseYaml } from 'js-yaml'
import { YOGA_CATALOGUE } from '../jyotisha/yogas/index.js'
import { compileCached, type Compiled } from './evaluate.js'
import { policyViolations } from './policy.js'
import {
  CHART_ATOMS,
  GRAHA_ATOMS,
  HouseAtom,
  RelationAtom,
  Rule,
  YOGA_ATOMS,
  CORPUS_LANGUAGES,
  type Condition,
  type CorpusLanguage,
  type Rule as RuleT,
  type RuleTexts,
} from './vocabulary.js'

export interface Corpus {
  rules: readonly LoadedRule[]
  /** Changes whenever any rule does: `corpus-` and the first 12 hex digits of a SHA-256 of the rules. */
  contentVersion: string
}

export type RuleScope = 'natal' | 'period' | 'relation' | 'transit'

export interface LoadedRule extends RuleT {
  file: string
  /** `when` and `unless`, compiled (evaluate.ts). */
  test: Compiled
  cancels: Compiled | null
  /** What the condition needs: a running level's lord, the two running lords, a reference date. */
  scope: RuleScope
  /** The rules that narrow this one (`refines` it, directly or through a chain). When one of them holds
   *  for the same binding, this rule is neither voiced nor weighed: firedRules drops it, and code that
   *  evaluates rules itself should too. Empty for most rules. */
  refinedBy: readonly string[]
}

export class CorpusError extends Error {
  override name = 'CorpusError'
  constructor(readonly problems: string[]) {
    super(`the corpus has ${problems.length} problem(s):\n${problems.slice(0, 40).join('\n')}`)
  }
}

const YOGA_NAMES = new Set(YOGA_CATALOGUE.map((y) => y.name))
const YOGA_CATEGORIES = new Set(YOGA_CATALOGUE.map((y) => y.category))

/** Schemas compiled once: with Value.Check instead, loading the corpus took 1.0 s rather than 0.4 s
 *  (measured once, tsx, this machine). */
const validators = new Map<TSchema, ReturnType<typeof Compile>>()
function validator(schema: TSchema) {
  let v = validators.get(schema)
  if (!v) {
    v = Compile(schema)
    validators.set(schema, v)
  }
  return v
}
const check = (schema: TSchema, value: unknown) => validator(schema).Check(value)

function firstError(schema: TSchema, value: unknown): string {
  const [e] = [...validator(schema).Errors(value)]
  return e ? `${e.instancePath || '(top)'} ${e.message}` : 'invalid'
}

/** Checks one condition, naming the atom that is wrong; returns the scope it needs. */
function checkCondition(c: unknown, path: string, problems: string[], uses: Set<string>): void {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) {
    problems.push(`${path}: a condition must be an object`)
    return
  }
  const o = c as Record<string, unknown>
  if ('all' in o || 'any' in o) {
    const key = 'all' in o ? 'all' : 'any'
    const list = o[key]
    if (Object.keys(o).length !== 1 || !Array.isArray(list) || list.length < 2) {
      problems.push(`${path}: '${key}' takes a list of at least two conditions and nothing beside it`)
      return
    }
    list.forEach((x, i) => checkCondition(x, `${path}.${key}[${i}]`, problems, uses))
    return
  }
  if ('not' in o) {
    if (Object.keys(o).length !== 1) problems.push(`${path}: 'not' takes one condition and nothing beside it`)
    checkCondition(o.not, `${path}.not`, problems, uses)
    return
  }
  const kinds: [string, TSchema][] = [
    ...Object.entries(GRAHA_ATOMS),
    ['house', HouseAtom],
    ...Object.entries(YOGA_ATOMS),
    ['between', RelationAtom],
    ...Object.entries(CHART_ATOMS),
  ]
  const found = kinds.filter(([k]) => k in o)
  if (found.length !== 1) {
    problems.push(
      `${path}: an atom names exactly one of ${kinds.map(([k]) => k).join(', ')} (found ${found.map(([k]) => k).join(', ') || 'none'})`,
    )
    return
  }
  const [kind, schema] = found[0]!
  if (!check(schema, o)) {
    problems.push(`${path}: ${firstError(schema, o)}`)
    return
  }
  if (kind === 'yoga' && !YOGA_NAMES.has(o.yoga as string))
    problems.push(`${path}: no yoga named '${String(o.yoga)}'`)
  if (kind === 'yogaCategory' && !YOGA_CATEGORIES.has(o.yogaCategory as string))
    problems.push(`${path}: no yoga category '${String(o.yogaCategory)}'`)
  if (kind === 'lord') uses.add(o.lord === 'period' ? 'period' : 'relation')
  if (kind === 'between') uses.add('relation')
  if (kind === 'sadeSati' || 'transitHouseFromMoon' in o || 'transitFavourable' in o || 'transitBindus' in o)
    uses.add('transit')
  if (kind === 'house' && 'doubleTransit' in o) uses.add('transit')
}

function scopeOf(uses: Set<string>, path: string, problems: string[]): RuleScope {
  if (uses.has('period') && uses.has('relation'))
    problems.push(
      `${path}: a rule speaks of one level's lord ('lord: period') or of the two running lords, not both`,
    )
  if (uses.has('period')) return 'period'
  if (uses.has('relation')) return 'relation'
  if (uses.has('transit')) return 'transit'
  return 'natal'
}

function canon(v: unknown): unknown {
  if (Array.isArray(v)) {
    const items = v.map(canon)
    if (items.length === 1) return items[0]
    return items.map((x) => JSON.stringify(x)).sort()
  }
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
    )
  return v
}

/**
 * A rule's condition (`when` and `unless`) in one canonical form: object keys sorted, a one-item list
 * read as its item, and lists (values, or the members of `all` and `any`) in a fixed order. Two rules
 * with the same form say the same configuration.
 */
export function canonicalCondition(r: Pick<RuleT, 'when' | 'unless'>): string {
  return JSON.stringify(canon({ when: r.when, unless: r.unless ?? null }))
}

/** Checks `refines` and the one-statement-per-condition rule; fills each rule's `refinedBy`. */
function checkRefinements(rules: LoadedRule[], problems: string[]): void {
  const byId = new Map(rules.map((r) => [r.id, r]))
  const where = (r: LoadedRule) => `${r.file} ${r.id}`
  const broader = (r: LoadedRule): LoadedRule | undefined => (r.refines ? byId.get(r.refines) : undefined)
  for (const r of rules) {
    if (r.refines === undefined) continue
    const b = broader(r)
    if (!b) problems.push(`${where(r)}: refines '${r.refines}', which is no rule of the corpus`)
    else if (b.scope !== r.scope)
      problems.push(
        `${where(r)}: refines ${where(b)}, a ${b.scope} rule; a refinement has the scope of its rule`,
      )
  }
  const inCycle = new Set<string>()
  for (const r of rules) {
    const chain: string[] = [r.id]
    for (let b = broader(r); b; b = broader(b)) {
      if (b.id === r.id) {
        if (!inCycle.has(r.id))
          problems.push(`${where(r)}: refinements run in a circle: ${[...chain, r.id].join(' -> ')}`)
        chain.forEach((id) => inCycle.add(id))
        break
      }
      if (chain.includes(b.id)) break
      chain.push(b.id)
      ;(b.refinedBy as string[]).push(r.id)
    }
  }
  const ancestorOf = (a: LoadedRule, r: LoadedRule) => a.refinedBy.includes(r.id)
  const seen = new Map<string, LoadedRule[]>()
  for (const r of rules) {
    const key = canonicalCondition(r)
    const same = seen.get(key) ?? []
    for (const o of same)
      if (!ancestorOf(o, r) && !ancestorOf(r, o))
        problems.push(
          `${where(r)}: has the same condition as ${where(o)}; merge them into one rule, or let the narrower one declare 'refines'`,
        )
    same.push(r)
    seen.set(key, same)
  }
}

/** The text fields of a rule, in every language. */
const TEXT_FIELDS = ['subject', 'headline', 'says', 'do', 'takeCare', 'cancelledSays'] as const

/** A rule's texts in `language` (English: the rule's own fields). */
export function ruleTexts(r: RuleT, language: 'en' | CorpusLanguage): RuleTexts {
  return language === 'en' ? r : r[language]
}

/** Every text of a rule a reader can see, in `language` (English unless said). */
export function visibleTexts(r: RuleT, language: 'en' | CorpusLanguage = 'en'): string[] {
  const t = ruleTexts(r, language)
  return [
    t.subject,
    t.headline,
    t.says,
    ...(t.do ?? []),
    ...(t.takeCare ?? []),
    ...(t.cancelledSays ? [t.cancelledSays] : []),
  ]
}

/** Letters a text in each language may hold besides its script's: digits, spaces and punctuation. */
const SCRIPT: Record<CorpusLanguage, RegExp> = {
  hi: /^[\u0900-\u097F0-9 \n.,;:!?'’‘"“”()\-–—/…]+$/u,
}

/** What is wrong with a rule's texts in `language`: the English fields mirrored (each present where the
 *  English has it, lists of the same length), the script, NFC and the content policy in that language. */
function languageProblems(r: RuleT, language: CorpusLanguage): string[] {
  const t = r[language]
  const out: string[] = []
  for (const k of TEXT_FIELDS) {
    const en = r[k]
    const v = t[k]
    if ((en === undefined) !== (v === undefined))
      out.push(`${language}.${k}: ${en === undefined ? 'the English has none' : 'missing'}`)
    else if (Array.isArray(en) && Array.isArray(v) && en.length !== v.length)
      out.push(`${language}.${k}: ${v.length} items where the English has ${en.length}`)
  }
  for (const text of visibleTexts(r, language)) {
    if (text !== text.normalize('NFC')) out.push(`${language}: not in Unicode NFC: ${text.slice(0, 40)}`)
    const stray = [...new Set([...text].filter((c) => !SCRIPT[language].test(c)))]
    if (stray.length) out.push(`${language}: characters outside its script: ${stray.join(' ')}`)
    for (const v of policyViolations(text, language)) out.push(`${language}: ${v}`)
  }
  return out
}

/** Parses and checks rule files' contents ({file name: YAML text}). Throws CorpusError listing every problem. */
export function buildCorpus(files: Readonly<Record<string, string>>): Corpus {
  const problems: string[] = []
  const rules: LoadedRule[] = []
  const ids = new Map<string, string>()
  const statements = new Map<string, string>()
  const hash = createHash('sha256')
  for (const file of Object.keys(files).sort()) {
    hash.update(`${file}\n${files[file]}\n`)
    let doc: unknown
    try {
      doc = parseYaml(files[file]!)
    } catch (err) {
      problems.push(`${file}: not valid YAML: ${(err as Error).message.split('\n')[0]}`)
      continue
    }
    if (!Array.isArray(doc)) {
      problems.push(`${file}: a rule file is a list of rules`)
      continue
    }
    doc.forEach((raw: unknown, i: number) => {
      const id =
        typeof raw === 'object' && raw !== null && 'id' in raw
          ? String((raw as { id: unknown }).id)
          : `#${i + 1}`
      const where = `${file} ${id}`
      const uses = new Set<string>()
      const before = problems.length
      if (typeof raw === 'object' && raw !== null) {
        const o = raw as Record<string, unknown>
        checkCondition(o.when, `${where} when`, problems, uses)
        if (o.unless !== undefined) checkCondition(o.unless, `${where} unless`, problems, new Set())
        if ((o.unless === undefined) !== (o.cancelledSays === undefined))
          problems.push(`${where}: 'unless' and 'cancelledSays' come together`)
      }
      if (problems.length > before) return
      if (!check(Rule, raw)) {
        problems.push(`${where}: ${firstError(Rule, raw)}`)
        return
      }
      const rule = raw as RuleT
      if (ids.has(rule.id)) problems.push(`${where}: the id is also used in ${ids.get(rule.id)}`)
      ids.set(rule.id, file)
      const said = rule.says.trim().toLowerCase()
      if (statements.has(said)) problems.push(`${where}: says the same as ${statements.get(said)}`)
      statements.set(said, where)
      for (const text of visibleTexts(rule))
        for (const v of policyViolations(text)) problems.push(`${where}: ${v}`)
      for (const language of CORPUS_LANGUAGES)
        for (const v of languageProblems(rule, language)) problems.push(`${where}: ${v}`)
      rules.push({
        ...rule,
        file,
        scope: scopeOf(uses, where, problems),
        test: compileCached(rule.when),
        cancels: rule.unless ? compileCached(rule.unless) : null,
        refinedBy: [],
      })
    })
  }
  if (problems.length === 0) checkRefinements(rules, problems)
  if (problems.length > 0) throw new CorpusError(problems)
  return { rules, contentVersion: `corpus-${hash.digest('hex').slice(0, 12)}` }
}

/** Reads every *.yaml file of `dir` (the caller names it: config.ts's DEFAULT_CORPUS_DIR). */
export function readRuleFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.yaml')) out[name] = readFileSync(join(dir, name), 'utf8')
  return out
}

const loaded = new Map<string, Corpus>()
/** The corpus in `dir`, loaded once per thread. */
export function loadCorpus(dir: string): Corpus {
  let c = loaded.get(dir)
  if (!c) {
    c = buildCorpus(readRuleFiles(dir))
    loaded.set(dir, c)
  }
  return c
}

export type { Condition }
