/**
 * How two rules' conditions relate, read from their shape alone (no chart): whether one implies the other
 * (every chart where the narrower holds, the broader holds too), and what a condition is about (its
 * subjects: a graha, a house's lord, a running lord, a house, a yoga). Used to find statements about the
 * same configuration (docs/corpus.md, "One configuration, one voice") and by the review sheet.
 *
 * Conservative: `implies` answers false when the shape does not prove it (a natural benefic named by
 * nature rather than by name, houses counted two ways), so a pair it misses is left to the co-firing
 * measure over random charts.
 */
import { YOGA_CATALOGUE } from '../jyotisha/yogas/index.js'
import type { Condition } from './vocabulary.js'

type Atom = Record<string, unknown>

/** The keys that name what an atom is about; the rest of an atom states things about it. */
const SUBJECT_KEYS = [
  'graha',
  'lordOf',
  'lord',
  'karaka',
  'house',
  'yoga',
  'yogaCategory',
  'between',
] as const
const CHART_KEYS = ['timeKnown', 'moon', 'sadeSati'] as const
/** Predicates whose value is a list read as "any of these": a narrower list implies a wider one. */
const ANY_OF = new Set([
  'is',
  'inHouse',
  'inHouseFromMoon',
  'inSign',
  'dignity',
  'owns',
  'transitHouseFromMoon',
  'houses',
  'friendship',
])
const CATEGORY = new Map(YOGA_CATALOGUE.map((y) => [y.name, y.category]))

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What an atom is about, as a key: "graha:Sun", "lordOf:10", "lord:period", "house:7", "yoga:Amala". */
export function subjectKey(a: Atom): string {
  for (const k of SUBJECT_KEYS) if (k in a) return k === 'between' ? 'between' : `${k}:${String(a[k])}`
  for (const k of CHART_KEYS) if (k in a) return k
  return '?'
}

/** The atoms a condition requires (the members of `all`, recursively), and whether it is only that. */
function conjuncts(c: Condition): { atoms: Atom[]; plain: boolean } {
  const o = c as Atom
  if (Array.isArray(o.all)) {
    const parts = (o.all as Condition[]).map(conjuncts)
    return { atoms: parts.flatMap((p) => p.atoms), plain: parts.every((p) => p.plain) }
  }
  if ('any' in o || 'not' in o) return { atoms: [], plain: false }
  return { atoms: [o], plain: true }
}

function thresholdImplies(a: unknown, b: unknown): boolean {
  const x = a as { atLeast?: number; below?: number }
  const y = b as { atLeast?: number; below?: number }
  if (x.atLeast !== undefined && y.atLeast !== undefined) return x.atLeast >= y.atLeast
  if (x.below !== undefined && y.below !== undefined) return x.below <= y.below
  return false
}

function predicateImplies(key: string, a: unknown, b: unknown): boolean {
  if (ANY_OF.has(key)) {
    if (list(a).length === 0) return false
    const wide = list(b).map((v) => JSON.stringify(v))
    return list(a).every((v) => wide.includes(JSON.stringify(v)))
  }
  if (key === 'transitBindus' || key === 'sarvaBindus') return thresholdImplies(a, b)
  if (key === 'varga') {
    const x = a as Atom
    const y = b as Atom
    return (
      x.chart === y.chart &&
      Object.keys(y).every((k) => k === 'chart' || (k in x && predicateImplies(k, x[k], y[k])))
    )
  }
  if (key === 'sadeSati') return same(a, b) || (b === 'any' && a !== 'none')
  return same(a, b)
}

/** Atom `a` implies atom `b`: the same subject, and every predicate of `b` follows from one of `a`. */
function atomImplies(a: Atom, b: Atom): boolean {
  if ('yoga' in a && 'yogaCategory' in b)
    return (a.status ?? 'formed') === 'formed' && CATEGORY.get(a.yoga as string) === b.yogaCategory
  if (subjectKey(a) !== subjectKey(b)) return false
  if ('yoga' in a) return (a.status ?? 'formed') === (b.status ?? 'formed')
  return Object.keys(b).every(
    (k) => SUBJECT_KEYS.includes(k as never) || (k in a && predicateImplies(k, a[k], b[k])),
  )
}

/** Atoms about the same subject, merged into one (a subject stated twice must meet both). */
function mergeBySubject(atoms: Atom[]): Atom[] {
  const out = new Map<string, Atom>()
  for (const a of atoms) {
    const key = subjectKey(a)
    const prev = out.get(key)
    if (!prev || key.startsWith('yoga')) {
      out.set(prev ? `${key}#${out.size}` : key, a)
      continue
    }
    // A graha has one house, sign and dignity, so two lists for it meet in their common values; it may
    // own two houses, so two `owns` (or two differing values of anything else) stay two atoms.
    const clash = Object.keys(a).some(
      (k) => k in prev && !same(prev[k], a[k]) && (!ANY_OF.has(k) || k === 'owns'),
    )
    if (clash) {
      out.set(`${key}#${out.size}`, a)
      continue
    }
    const merged: Atom = { ...prev }
    for (const [k, v] of Object.entries(a))
      merged[k] = k in merged ? list(merged[k]).filter((x) => list(v).some((y) => same(x, y))) : v
    out.set(key, merged)
  }
  return [...out.values()]
}

/**
 * Whether `a` implies `b` by their shape: every chart (and binding) where `a` holds, `b` holds. Handles
 * `all` on either side, `any` on the broader side, equal `not`s, wider house or sign lists, added
 * predicates (strength, aspect, dignity …), Sade Sati phases and a yoga's category.
 */
function implies(a: Condition, b: Condition): boolean {
  if (same(a, b)) return true
  const ob = b as Atom
  const oa = a as Atom
  if (Array.isArray(oa.any)) return (oa.any as Condition[]).every((x) => implies(x, b))
  if (Array.isArray(ob.all)) return (ob.all as Condition[]).every((x) => implies(a, x))
  if (Array.isArray(ob.any)) return (ob.any as Condition[]).some((x) => implies(a, x))
  const { atoms } = conjuncts(a)
  if ('not' in ob) {
    const inner = Array.isArray(oa.all) ? (oa.all as Condition[]) : [a]
    return inner.some((x) => same(x, b))
  }
  if (Array.isArray(oa.all) && (oa.all as Condition[]).some((x) => implies(x, b))) return true
  return mergeBySubject(atoms).some((x) => atomImplies(x, ob))
}

/** The subjects a condition speaks of (negated parts left out), e.g. ["lordOf:10", "house:6"]. */
function subjectsOfCondition(c: Condition): string[] {
  const o = c as Atom
  if (Array.isArray(o.all) || Array.isArray(o.any))
    return [...new Set(((o.all ?? o.any) as Condition[]).flatMap(subjectsOfCondition))]
  if ('not' in o) return []
  return [subjectKey(o)]
}

/** The tones that oppose each other; `mixed` opposes neither. */
const opposed = (a: { tone: string }, b: { tone: string }) =>
  a.tone !== b.tone && a.tone !== 'mixed' && b.tone !== 'mixed'

/** Share of random charts, among those where either rule fires, where both fire for the same binding,
 *  at or above which two rules speak of the same configuration (docs/corpus.md). */
export const SAME_CONFIGURATION_SHARE = 0.2

export interface RuleShape {
  id: string
  when: Condition
  tone: string
  domains: readonly string[]
  scope: string
  refinedBy: readonly string[]
}

/**
 * The pairs of rules that could speak of one configuration with opposite tones: a domain in common, one
 * supportive and one cautionary, the same scope and a subject in common. Each with whether one condition
 * implies the other.
 */
export function opposedCandidates<R extends RuleShape>(
  rules: readonly R[],
): { a: R; b: R; implied: boolean }[] {
  const subjects = new Map(rules.map((r) => [r.id, subjectsOfCondition(r.when)]))
  const out: { a: R; b: R; implied: boolean }[] = []
  for (let i = 0; i < rules.length; i++)
    for (let j = i + 1; j < rules.length; j++) {
      const a = rules[i]!
      const b = rules[j]!
      if (!opposed(a, b) || a.scope !== b.scope || !a.domains.some((d) => b.domains.includes(d))) continue
      if (!subjects.get(a.id)!.some((s) => subjects.get(b.id)!.includes(s))) continue
      out.push({ a, b, implied: implies(a.when, b.when) || implies(b.when, a.when) })
    }
  return out
}

/** Whether one of two rules refines the other (directly or through a chain): then only it speaks. */
export const oneRefinesOther = (a: RuleShape, b: RuleShape): boolean =>
  a.refinedBy.includes(b.id) || b.refinedBy.includes(a.id)
