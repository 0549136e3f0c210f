/**
 * The evaluator: a rule's condition over a reading context, in three values. `true` and `false` when the
 * chart decides it; `null` (unknown) when it cannot (ṣaḍbala or a varga lagna without a birth time, a
 * running lord or a transit without a reference date), and a rule fires only on `true`, so an unknown
 * never reads as a fact.
 */
import { SIGNS } from '../astro/index.js'
import { compoundRelation, DIGNITY_TABLE, naturalRelation, temporaryFriend } from '../jyotisha/dignity.js'
import { aspectsSign, isBenefic, lordOfHouse, signOfHouse } from '../jyotisha/facts.js'
import { GRAHAS, houseFrom, type Graha } from '../jyotisha/grahas.js'
import type { ReadingContext } from './context.js'
import type { Condition } from './vocabulary.js'

export type Tri = boolean | null

/** The lord a `lord: period` atom names while one level is read. */
export interface Binding {
  period?: Graha
  /** Which level `period` is the lord of (for the words only). */
  level?: 'chapter' | 'period' | 'stretch'
}

type Atom = Record<string, unknown>
type Other = Graha | 'benefic' | 'malefic' | { lordOf: number }

const asList = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T])

/** The natural benefics and malefics of a chart, found once per chart. */
const natures = new WeakMap<object, { benefic: Graha[]; malefic: Graha[] }>()
function natureOf(f: ReadingContext['natal']['facts']) {
  let n = natures.get(f)
  if (!n) {
    n = { benefic: GRAHAS.filter((g) => isBenefic(f, g)), malefic: GRAHAS.filter((g) => !isBenefic(f, g)) }
    natures.set(f, n)
  }
  return n
}

function and(values: Iterable<Tri>): Tri {
  let unknown = false
  for (const v of values) {
    if (v === false) return false
    if (v === null) unknown = true
  }
  return unknown ? null : true
}

/** The graha an atom names, or null when it names a running lord that is not known. */
export function subjectOf(a: Atom, ctx: ReadingContext, b: Binding): Graha | null {
  const f = ctx.natal.facts
  if (typeof a.graha === 'string') return a.graha as Graha
  if (typeof a.lordOf === 'number') return lordOfHouse(f, a.lordOf)
  if (typeof a.karaka === 'string') return ctx.natal.karakas[a.karaka as keyof typeof ctx.natal.karakas]
  if (a.lord === 'period') return b.period ?? null
  if (a.lord === 'mahadasha') return ctx.time?.mahadasha ?? null
  if (a.lord === 'antardasha') return ctx.time?.antardasha ?? null
  return null
}

/** The grahas `other` stands for, leaving out `self`. */
function othersOf(other: Other, ctx: ReadingContext, self: Graha | null): Graha[] {
  const f = ctx.natal.facts
  if (typeof other === 'object') {
    const lord = lordOfHouse(f, other.lordOf)
    return lord === self ? [] : [lord]
  }
  if (other === 'benefic' || other === 'malefic') {
    const list = natureOf(f)[other]
    return self === null || !list.includes(self) ? list : list.filter((g) => g !== self)
  }
  return other === self ? [] : [other]
}

const inSign = (ctx: ReadingContext, g: Graha) => ctx.natal.facts.grahas[g].sign

function threshold(value: number | null, t: { atLeast?: number; below?: number }): Tri {
  if (value === null) return null
  return t.atLeast !== undefined ? value >= t.atLeast : value < t.below!
}

/** A graha's dignity in a varga, by sign alone. */
export function vargaDignity(g: Graha, sign: number): 'exalted' | 'own' | 'debilitated' | null {
  const t = DIGNITY_TABLE[g]
  if (t.exaltation === sign) return 'exalted'
  if (t.debilitation === sign) return 'debilitated'
  if (t.own.includes(sign)) return 'own'
  return null
}

/** One predicate of a graha atom about graha `g`. */
function grahaPredicate(key: string, value: unknown, g: Graha, ctx: ReadingContext): Tri {
  const { facts, shadbalaRatio, vargas } = ctx.natal
  const p = facts.grahas[g]
  switch (key) {
    case 'is':
      return asList(value as Graha).includes(g)
    case 'inHouse':
      return asList(value as number).includes(p.house)
    case 'inHouseFromMoon':
      return asList(value as number).includes(houseFrom(facts.grahas.Moon.sign, p.sign))
    case 'inSign':
      return asList(value as string).includes(SIGNS[p.sign]!)
    case 'dignity':
      return asList(value as string).includes(p.dignity)
    case 'retrograde':
      return p.retrograde === value
    case 'combust':
      return p.combust === value
    case 'with':
      return othersOf(value as Other, ctx, g).some((o) => inSign(ctx, o) === p.sign)
    case 'aspectedBy':
      return othersOf(value as Other, ctx, g).some((o) => aspectsSign(facts, o, p.sign))
    case 'owns':
      return asList(value as number).some((h) => g !== 'Rahu' && g !== 'Ketu' && lordOfHouse(facts, h) === g)
    case 'nature':
      return isBenefic(facts, g) === (value === 'benefic')
    case 'strength': {
      if (shadbalaRatio === null || g === 'Rahu' || g === 'Ketu') return null
      const ratio = shadbalaRatio[g]
      return value === 'strong' ? ratio >= 1 : ratio < 1
    }
    case 'vargottama':
      return (p.sign === p.navamsaSign) === value
    case 'varga': {
      const v = value as {
        chart: string
        inHouse?: number | number[]
        inSign?: string | string[]
        dignity?: string | string[]
      }
      const places = vargas[v.chart as keyof typeof vargas]
      if (!places) return null
      const sign = places.signs[g]
      const checks: Tri[] = []
      if (v.inHouse !== undefined)
        checks.push(
          places.lagnaSign === null ? null : asList(v.inHouse).includes(houseFrom(places.lagnaSign, sign)),
        )
      if (v.inSign !== undefined) checks.push(asList(v.inSign).includes(SIGNS[sign]!))
      if (v.dignity !== undefined) {
        const d = vargaDignity(g, sign)
        checks.push(d !== null && asList(v.dignity).includes(d))
      }
      return and(checks)
    }
    case 'transitHouseFromMoon': {
      const t = ctx.time?.transits[g]
      return t ? asList(value as number).includes(t.houseFromMoon) : null
    }
    case 'transitFavourable': {
      const t = ctx.time?.transits[g]
      return t ? (t.favourable && t.vedha.length === 0) === value : null
    }
    case 'transitBindus': {
      const t = ctx.time?.transits[g]
      return t ? threshold(t.bindus, value as { atLeast?: number; below?: number }) : null
    }
    default:
      throw new Error(`unknown graha predicate ${key}`)
  }
}

const SUBJECT_KEYS = new Set(['graha', 'lordOf', 'lord', 'karaka'])

function houseAtom(a: Atom, ctx: ReadingContext): Tri {
  const f = ctx.natal.facts
  const h = a.house as number
  const sign = signOfHouse(f, h)
  const checks: Tri[] = []
  if (a.occupiedBy !== undefined) {
    const occupants = GRAHAS.filter((g) => f.grahas[g].sign === sign)
    checks.push(
      a.occupiedBy === 'none'
        ? occupants.length === 0
        : othersOf(a.occupiedBy as Other, ctx, null).some((g) => occupants.includes(g)),
    )
  }
  if (a.aspectedBy !== undefined)
    checks.push(othersOf(a.aspectedBy as Other, ctx, null).some((g) => aspectsSign(f, g, sign)))
  if (a.sarvaBindus !== undefined)
    checks.push(
      threshold(ctx.natal.sarva?.[sign] ?? null, a.sarvaBindus as { atLeast?: number; below?: number }),
    )
  if (a.doubleTransit !== undefined)
    checks.push(ctx.time ? ctx.time.doubleTransitHouses.has(h) === a.doubleTransit : null)
  return and(checks)
}

function relationAtom(a: Atom, ctx: ReadingContext): Tri {
  const md = ctx.time?.mahadasha ?? null
  const ad = ctx.time?.antardasha ?? null
  if (md === null || ad === null) return null
  const f = ctx.natal.facts
  const checks: Tri[] = []
  if (a.houses !== undefined)
    checks.push(asList(a.houses as number).includes(houseFrom(inSign(ctx, md), inSign(ctx, ad))))
  if (a.friendship !== undefined) {
    const rel = compoundRelation(
      naturalRelation(md, ad),
      temporaryFriend(f.grahas[md].sign, f.grahas[ad].sign),
    )
    checks.push(asList(a.friendship as string).includes(rel))
  }
  if (a.same !== undefined) checks.push((md === ad) === a.same)
  return and(checks)
}

export type Compiled = (ctx: ReadingContext, b: Binding) => Tri

/** Conditions compiled once (a rule is read for every chart): the dispatch on an atom's kind and its
 *  list of predicates are settled here, not at every evaluation. */
const compiled = new WeakMap<object, Compiled>()

function compile(c: Condition): Compiled {
  const a = c as Atom
  if (Array.isArray(a.all)) {
    const parts = (a.all as Condition[]).map(compileCached)
    return (ctx, b) => {
      let unknown = false
      for (const p of parts) {
        const v = p(ctx, b)
        if (v === false) return false
        if (v === null) unknown = true
      }
      return unknown ? null : true
    }
  }
  if (Array.isArray(a.any)) {
    const parts = (a.any as Condition[]).map(compileCached)
    return (ctx, b) => {
      let unknown = false
      for (const p of parts) {
        const v = p(ctx, b)
        if (v === true) return true
        if (v === null) unknown = true
      }
      return unknown ? null : false
    }
  }
  if (a.not !== undefined) {
    const inner = compileCached(a.not as Condition)
    return (ctx, b) => {
      const v = inner(ctx, b)
      return v === null ? null : !v
    }
  }
  if ('house' in a) return (ctx) => houseAtom(a, ctx)
  if ('between' in a) return (ctx) => relationAtom(a, ctx)
  if ('yoga' in a) {
    const status = a.status ?? 'formed'
    return (ctx) => ctx.natal.yogas.some((y) => y.name === a.yoga && y.status === status)
  }
  if ('yogaCategory' in a)
    return (ctx) => ctx.natal.yogas.some((y) => y.category === a.yogaCategory && y.status === 'formed')
  if ('timeKnown' in a) return (ctx) => ctx.natal.facts.timeKnown === a.timeKnown
  if ('moon' in a) return (ctx) => ctx.natal.facts.moonWaxing === (a.moon === 'waxing')
  if ('sadeSati' in a) {
    return (ctx) => {
      if (!ctx.time) return null
      const phase = ctx.time.sadeSati
      if (a.sadeSati === 'any') return phase !== null
      if (a.sadeSati === 'none') return phase === null
      return phase === a.sadeSati
    }
  }
  // Lists stay lists, single values become one-element lists, once.
  const LISTS = new Set([
    'is',
    'inHouse',
    'inHouseFromMoon',
    'inSign',
    'dignity',
    'owns',
    'transitHouseFromMoon',
  ])
  const predicates = Object.entries(a)
    .filter(([k]) => !SUBJECT_KEYS.has(k))
    .map(([k, v]) => [k, LISTS.has(k) ? asList(v) : v] as const)
  return (ctx, b) => {
    const g = subjectOf(a, ctx, b)
    if (g === null) return null
    let unknown = false
    for (const [k, v] of predicates) {
      const r = grahaPredicate(k, v, g, ctx)
      if (r === false) return false
      if (r === null) unknown = true
    }
    return unknown ? null : true
  }
}

/** `c` as a function of the context: settled once, called for every chart. */
export function compileCached(c: Condition): Compiled {
  let f = compiled.get(c)
  if (!f) {
    f = compile(c)
    compiled.set(c, f)
  }
  return f
}

/** Whether `c` holds in `ctx` (three-valued). */
export function holds(c: Condition, ctx: ReadingContext, b: Binding = {}): Tri {
  return compileCached(c)(ctx, b)
}
