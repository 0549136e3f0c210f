/**
 * A fired statement read at the chart's own rating of what it names: a yoga's words
 * never promise more than the chart's rating of that yoga, and a debilitation is read together with its
 * cancellation.
 *
 * - A statement resting on a yoga the chart rates `weak` (its grahas in poor condition, yogas/helpers.ts)
 *   counts half, and says so: its meaning is given as what the yoga does at full strength, and its grounds
 *   add that this chart holds it weakly. A `strong` one counts a quarter more.
 * - A cautionary statement resting on a graha's debilitation, where the chart cancels that debilitation
 *   (its Neecha Bhanga Raja yoga names the graha), is cancelled: it is shown as a difficulty undone, with
 *   the reason, and weighs nothing (Phaladeepika ch. 7; Jataka Parijata).
 */
import { debilitationCancelled } from '../jyotisha/yogas/index.js'
import type { ReadingContext } from '../corpus/context.js'
import { named } from '../corpus/describe.js'
import { holds, subjectOf, type Binding } from '../corpus/evaluate.js'
import type { Fired } from '../corpus/fires.js'
import type { LoadedRule } from '../corpus/load.js'
import type { Condition } from '../corpus/vocabulary.js'
import { isBenefic, lordOfHouse, occupantsOfHouse } from '../jyotisha/facts.js'
import type { Graha } from '../jyotisha/grahas.js'
import { hiGraha, hiYoga, text, type Text } from './text.js'

export interface Standing {
  /** Multiplies the statement's weight: 0 when cancelled, 0.5 for a weak yoga, 1.25 for a strong one. */
  scale: number
  /** A sentence for the grounds, or null. */
  note: Text | null
  /** Cancelled here (beyond the rule's own `unless`). */
  cancelled: boolean
  /** The yoga it rests on is rated weak: its meaning is what the yoga gives at full strength. */
  weakYoga: boolean
}

type Atom = Record<string, unknown>

/** The atoms of a holding condition, through `all` and the first holding branch of `any`. */
function holdingAtoms(c: Condition, ctx: ReadingContext, b: Binding, out: Atom[] = []): Atom[] {
  const a = c as Atom
  if (Array.isArray(a.all)) for (const x of a.all as Condition[]) holdingAtoms(x, ctx, b, out)
  else if (Array.isArray(a.any)) {
    const first = (a.any as Condition[]).find((x) => holds(x, ctx, b) === true)
    if (first) holdingAtoms(first, ctx, b, out)
  } else if (a.not === undefined) out.push(a)
  return out
}

const neechaBhanga = (ctx: ReadingContext, g: Graha): boolean =>
  debilitationCancelled(ctx.natal.facts, ctx.natal.yogas, g)

const memo = new WeakMap<object, Map<string, Standing>>()

export function standingOf(rule: LoadedRule, ctx: ReadingContext, b: Binding = {}): Standing {
  let m = memo.get(ctx.natal)
  if (!m) memo.set(ctx.natal, (m = new Map()))
  const key = `${rule.id}|${b.period ?? ''}|${ctx.time?.mahadasha ?? ''}|${ctx.time?.antardasha ?? ''}`
  const hit = m.get(key)
  if (hit) return hit
  const atoms = holdingAtoms(rule.when, ctx, b)
  let out: Standing = { scale: 1, note: null, cancelled: false, weakYoga: false }
  if (rule.tone === 'cautionary') {
    for (const a of atoms) {
      const d = a.dignity
      if (d === undefined || !(Array.isArray(d) ? d.includes('debilitated') : d === 'debilitated')) continue
      const g = subjectOf(a, ctx, b)
      if (g && ctx.natal.facts.grahas[g].dignity === 'debilitated' && neechaBhanga(ctx, g)) {
        out = {
          scale: 0,
          note: text(
            `Your chart cancels the debilitation of ${named(g)} (neecha bhanga), so this difficulty is largely undone.`,
            `आपकी कुंडली ${hiGraha(g)} के नीचत्व को भंग करती है (नीचभंग), इसलिए यह कठिनाई काफ़ी हद तक दूर हो जाती है।`,
          ),
          cancelled: true,
          weakYoga: false,
        }
        break
      }
    }
  }
  if (!out.cancelled) {
    const yogas = atoms
      .filter((a) => typeof a.yoga === 'string' && (a.status ?? 'formed') === 'formed')
      .map((a) => ctx.natal.yogas.find((y) => y.name === a.yoga && y.status === 'formed'))
      .filter((y) => y !== undefined)
    if (yogas.length) {
      // The best-rated occurrence of each yoga named.
      const weak = yogas.every((y) => y.strength === 'weak')
      const strong = yogas.some((y) => y.strength === 'strong')
      if (weak)
        out = {
          scale: rule.tone === 'supportive' ? 0.5 : 1,
          note: text(
            `Your chart holds the ${yogas[0]!.name} yoga only weakly (its grahas are not in good condition), so it gives its results in a smaller measure.`,
            `आपकी कुंडली में ${hiYoga(yogas[0]!.name)} केवल निर्बल रूप में है (उसके ग्रह अच्छी स्थिति में नहीं हैं), इसलिए वह अपने फल कम मात्रा में देता है।`,
          ),
          cancelled: false,
          weakYoga: rule.tone === 'supportive',
        }
      else if (strong && rule.tone === 'supportive')
        out = { scale: 1.25, note: null, cancelled: false, weakYoga: false }
    }
  }
  m.set(key, out)
  return out
}

/** Whether graha `g` is what an `occupiedBy` names (a graha, benefic or malefic, a house's lord). */
function occupantMatches(spec: unknown, g: Graha, ctx: ReadingContext): boolean {
  const f = ctx.natal.facts
  if (spec === 'benefic') return isBenefic(f, g)
  if (spec === 'malefic') return !isBenefic(f, g)
  if (typeof spec === 'object' && spec !== null && 'lordOf' in spec)
    return lordOfHouse(f, (spec as { lordOf: number }).lordOf) === g
  return spec === g
}

const ATOM_KEYS = new Set(['graha', 'lordOf', 'karaka', 'lord', 'is'])
/**
 * What a fired statement rests on, as facets: each holding atom's subject with each fact it asks of it
 * ("Venus:dignity", "house 7:occupiedBy", "yoga:Gajakesari", "pair:houses"). Two statements whose facets
 * another already gave say nothing new.
 */
export function facetsOf(f: Fired, ctx: ReadingContext): string[] {
  const b: Binding = f.lord ? { period: f.lord, level: f.level } : {}
  const out: string[] = []
  for (const a of holdingAtoms(f.rule.when, ctx, b)) {
    if (typeof a.yoga === 'string') out.push(`yoga:${a.yoga}`)
    else if (typeof a.yogaCategory === 'string') out.push(`yoga-category:${a.yogaCategory}`)
    else if ('house' in a) {
      for (const k of Object.keys(a)) {
        if (k === 'house') continue
        // A house that holds a graha is the graha in that house: one fact, however the rule puts it.
        if (k === 'occupiedBy' && a.occupiedBy !== 'none')
          for (const g of occupantsOfHouse(ctx.natal.facts, a.house as number))
            if (occupantMatches(a.occupiedBy, g, ctx)) out.push(`${g}:inHouse`)
            else out.push(`house ${String(a.house)}:${k}`)
      }
    } else if ('between' in a) {
      for (const k of Object.keys(a)) if (k !== 'between') out.push(`pair:${k}`)
    } else {
      const g = subjectOf(a, ctx, b)
      if (g) for (const k of Object.keys(a)) if (!ATOM_KEYS.has(k)) out.push(`${g}:${k}`)
    }
  }
  return out
}

/** `fired` with the chart's rating applied: cancelled where a debilitation is cancelled. */
export function rated(fired: readonly Fired[], ctx: ReadingContext): Fired[] {
  return fired.map((f) => {
    const s = standingOf(f.rule, ctx, f.lord ? { period: f.lord, level: f.level } : {})
    return s.cancelled && !f.cancelled ? { ...f, cancelled: true } : f
  })
}
