/**
 * A fired rule's grounds in plain words: each atom of its condition that holds, said of this chart with
 * the chart's own values ("Saturn, lord of your 10th house, sits in your 11th house, in Aries, where it
 * is debilitated"). Built from the same facts the evaluator read, so every claim is true of the chart;
 * negated atoms are not restated. Also names the grahas the grounds speak of.
 */
import { debilitationCancelled } from '../jyotisha/yogas/index.js'
import { SIGNS } from '../astro/index.js'
import { compoundRelation, naturalRelation, temporaryFriend } from '../jyotisha/dignity.js'
import { aspectsSign, housesLordedBy, isBenefic, lordOfHouse, signOfHouse } from '../jyotisha/facts.js'
import { GRAHAS, houseFrom, type Graha } from '../jyotisha/grahas.js'
import type { ReadingContext } from './context.js'
import { holds, subjectOf, vargaDignity, type Binding } from './evaluate.js'
import type { Condition } from './vocabulary.js'

export const ordinal = (n: number): string => {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${s}`
}

/** A dignity as a phrase after the sign: "in Libra, where it is exalted". */
export const DIGNITY_WORDS: Readonly<Record<string, string>> = {
  exalted: 'where it is exalted',
  moolatrikona: 'its moolatrikona sign',
  own: 'its own sign',
  friendly: "a friend's sign",
  neutral: 'a neutral sign',
  enemy: "an adversary's sign",
  debilitated: 'where it is debilitated',
}
const VARGA_DIGNITY_WORDS: Record<string, string> = {
  exalted: 'exalted',
  own: 'in its own sign',
  debilitated: 'debilitated',
}

const KARAKA_WORDS: Record<string, string> = {
  atmakaraka: 'your atmakaraka (the significator of the self)',
  amatyakaraka: 'your amatyakaraka (the significator of career and counsel)',
  bhratrikaraka: 'your bhratrikaraka (the significator of siblings and allies)',
  matrikaraka: 'your matrikaraka (the significator of the mother and home)',
  putrakaraka: 'your putrakaraka (the significator of children and creativity)',
  gnatikaraka: 'your gnatikaraka (the significator of rivals and kin)',
  darakaraka: 'your darakaraka (the significator of the partner)',
}

const VARGA_WORDS: Record<string, string> = {
  D2: 'hora (D2)',
  D3: 'drekkana (D3)',
  D4: 'chaturthamsha (D4)',
  D7: 'saptamsha (D7)',
  D9: 'navamsha (D9)',
  D10: 'dashamsha (D10)',
  D12: 'dwadashamsha (D12)',
  D16: 'shodashamsha (D16)',
  D20: 'vimshamsha (D20)',
  D24: 'chaturvimshamsha (D24)',
  D30: 'trimshamsha (D30)',
  D60: 'shashtyamsha (D60)',
}

const LEVEL_WORDS: Record<string, string> = {
  period: 'lord of this period',
  chapter: 'lord of the running chapter (mahadasha)',
  stretch: 'lord of the running stretch (pratyantardasha)',
  mahadasha: 'lord of the running chapter (mahadasha)',
  antardasha: 'lord of the running period (antardasha)',
}

/** A graha as a sentence names it: "the Sun", "the Moon", "Mars". */
export const named = (g: string): string => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g)
/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

const houses = (hs: number[]) =>
  hs.length === 1 ? `your ${ordinal(hs[0]!)} house` : `your ${joinWords(hs.map(ordinal))} houses`

type Atom = Record<string, unknown>
type Other = Graha | 'benefic' | 'malefic' | { lordOf: number }

export interface Grounds {
  /** Plain sentences, each true of the chart. */
  facts: string[]
  /** The grahas they speak of. */
  grahas: Set<Graha>
}

/** The grahas of `other` that meet `test`, leaving out `self`. */
function matching(
  other: Other,
  ctx: ReadingContext,
  self: Graha | null,
  test: (g: Graha) => boolean,
): Graha[] {
  const f = ctx.natal.facts
  const pool =
    typeof other === 'object'
      ? [lordOfHouse(f, other.lordOf)]
      : other === 'benefic' || other === 'malefic'
        ? GRAHAS.filter((g) => isBenefic(f, g) === (other === 'benefic'))
        : [other]
  return pool.filter((g) => g !== self && test(g))
}

/** A debilitated graha whose debilitation the chart cancels (its Neecha Bhanga Raja yoga). */
const neechaBhangaOf = (ctx: ReadingContext, g: Graha): boolean =>
  debilitationCancelled(ctx.natal.facts, ctx.natal.yogas, g)

function grahaAtom(a: Atom, ctx: ReadingContext, b: Binding, out: Grounds): void {
  const g = subjectOf(a, ctx, b)
  if (g === null) return
  const f = ctx.natal.facts
  const p = f.grahas[g]
  out.grahas.add(g)
  let who: string = capital(named(g))
  if (typeof a.lordOf === 'number') who = `${who}, lord of your ${ordinal(a.lordOf)} house,`
  else if (a.lord === 'period')
    who = `${who}, ${LEVEL_WORDS[b.level === 'period' ? 'antardasha' : (b.level ?? 'period')]},`
  else if (typeof a.lord === 'string') who = `${who}, ${LEVEL_WORDS[a.lord]},`
  else if (typeof a.karaka === 'string') who = `${who}, ${KARAKA_WORDS[a.karaka]},`
  const parts: string[] = []
  const place: string[] = []
  if ('inHouse' in a) place.push(`sits in your ${ordinal(p.house)} house`)
  if ('inSign' in a || 'dignity' in a) place.push(`${'inHouse' in a ? '' : 'is '}in ${SIGNS[p.sign]}`)
  if ('dignity' in a)
    place.push(
      p.dignity === 'debilitated' && neechaBhangaOf(ctx, g)
        ? 'where it is debilitated, the debilitation cancelled (neecha bhanga)'
        : DIGNITY_WORDS[p.dignity]!,
    )
  if (place.length) parts.push(place.join(', '))
  if ('inHouseFromMoon' in a)
    parts.push(`stands ${ordinal(houseFrom(f.grahas.Moon.sign, p.sign))} from your Moon`)
  if ('owns' in a) parts.push(`rules ${houses(housesLordedBy(f, g))}`)
  if ('retrograde' in a) parts.push(p.retrograde ? 'is retrograde' : 'moves direct')
  if ('combust' in a) parts.push(p.combust ? 'is combust, close to the Sun' : 'is clear of the Sun')
  if ('with' in a) {
    const w = matching(a.with as Other, ctx, g, (o) => f.grahas[o].sign === p.sign)
    parts.push(`shares its sign with ${joinWords(w.map(named))}`)
    w.forEach((x) => out.grahas.add(x))
  }
  if ('aspectedBy' in a) {
    const w = matching(a.aspectedBy as Other, ctx, g, (o) => aspectsSign(f, o, p.sign))
    parts.push(`receives the aspect of ${joinWords(w.map(named))}`)
    w.forEach((x) => out.grahas.add(x))
  }
  if ('nature' in a)
    parts.push(isBenefic(f, g) ? 'acts as a natural benefic here' : 'acts as a natural malefic here')
  if ('strength' in a)
    parts.push(
      a.strength === 'strong' ? 'is strong by shadbala' : 'falls short of its required strength by shadbala',
    )
  if ('vargottama' in a)
    parts.push(
      a.vargottama ? 'is vargottama, in the same sign in the navamsha' : 'changes sign in the navamsha',
    )
  if ('varga' in a) {
    const v = a.varga as { chart: string; inHouse?: unknown; inSign?: unknown; dignity?: unknown }
    const places = ctx.natal.vargas[v.chart as keyof typeof ctx.natal.vargas]!
    const sign = places.signs[g]
    const house =
      v.inHouse !== undefined && places.lagnaSign !== null
        ? ` in the ${ordinal(houseFrom(places.lagnaSign, sign))} house`
        : ''
    const d = v.dignity !== undefined ? vargaDignity(g, sign) : null
    parts.push(
      `stands${house} in ${SIGNS[sign]} in the ${VARGA_WORDS[v.chart]}${d ? `, ${VARGA_DIGNITY_WORDS[d]} there` : ''}`,
    )
  }
  const t = ctx.time?.transits[g]
  if (t && 'transitHouseFromMoon' in a)
    parts.push(`is now passing through the ${ordinal(t.houseFromMoon)} from your Moon`)
  if (t && 'transitFavourable' in a)
    parts.push(
      t.favourable && t.vedha.length === 0
        ? 'moves favourably and unobstructed'
        : t.favourable
          ? 'moves favourably but is obstructed'
          : 'moves through a less favourable place',
    )
  if (t && 'transitBindus' in a)
    parts.push(
      (a.transitBindus as { atLeast?: number }).atLeast !== undefined
        ? 'finds good support in its own ashtakavarga there'
        : 'finds little support in its own ashtakavarga there',
    )
  if ('is' in a && parts.length === 0) {
    // `is` names who the subject is: a running lord runs now; a kāraka or a house's lord is that graha.
    if (typeof a.karaka === 'string') {
      out.facts.push(`${capital(named(g))} is ${KARAKA_WORDS[a.karaka]}.`)
      return
    }
    if (typeof a.lordOf === 'number') {
      out.facts.push(`${capital(named(g))} is the lord of your ${ordinal(a.lordOf)} house.`)
      return
    }
    parts.push('runs now')
  }
  out.facts.push(`${who} ${joinWords(parts)}.`)
}

function houseAtom(a: Atom, ctx: ReadingContext, out: Grounds): void {
  const f = ctx.natal.facts
  const h = a.house as number
  const sign = signOfHouse(f, h)
  const parts: string[] = []
  if (a.occupiedBy === 'none') parts.push('holds no graha')
  else if (a.occupiedBy !== undefined) {
    const w = matching(a.occupiedBy as Other, ctx, null, (o) => f.grahas[o].sign === sign)
    parts.push(`holds ${joinWords(w.map(named))}`)
    w.forEach((x) => out.grahas.add(x))
  }
  if (a.aspectedBy !== undefined) {
    const w = matching(a.aspectedBy as Other, ctx, null, (o) => aspectsSign(f, o, sign))
    parts.push(`receives the aspect of ${joinWords(w.map(named))}`)
    w.forEach((x) => out.grahas.add(x))
  }
  if (a.sarvaBindus !== undefined)
    parts.push(
      (a.sarvaBindus as { atLeast?: number }).atLeast !== undefined
        ? 'is well supported in the sarvashtakavarga'
        : 'is thinly supported in the sarvashtakavarga',
    )
  if (a.doubleTransit !== undefined)
    parts.push(
      a.doubleTransit
        ? 'is touched now by both Jupiter and Saturn in transit, each occupying or fully aspecting it'
        : 'is not touched by both Jupiter and Saturn now',
    )
  out.facts.push(`Your ${ordinal(h)} house, ${SIGNS[sign]}, ${joinWords(parts)}.`)
}

function relationAtom(a: Atom, ctx: ReadingContext, out: Grounds): void {
  const md = ctx.time!.mahadasha!
  const ad = ctx.time!.antardasha!
  const f = ctx.natal.facts
  out.grahas.add(md).add(ad)
  if (a.same === true) {
    out.facts.push(`${md} rules both the running chapter and the running period.`)
    return
  }
  const parts: string[] = []
  if (a.houses !== undefined) {
    const n = houseFrom(f.grahas[md].sign, f.grahas[ad].sign)
    const back = houseFrom(f.grahas[ad].sign, f.grahas[md].sign)
    parts.push(n === 1 ? 'share a sign' : `stand ${ordinal(n)} and ${ordinal(back)} from each other`)
  }
  if (a.friendship !== undefined) {
    const rel = compoundRelation(
      naturalRelation(md, ad),
      temporaryFriend(f.grahas[md].sign, f.grahas[ad].sign),
    )
    parts.push(
      rel === 'great friend'
        ? `are close friends in this chart`
        : rel === 'friend'
          ? 'are friends in this chart'
          : rel === 'neutral'
            ? 'are neutral to each other in this chart'
            : rel === 'enemy'
              ? 'are at odds in this chart'
              : 'are strongly at odds in this chart',
    )
  }
  if (parts.length) out.facts.push(`${md} (the chapter) and ${ad} (the period) ${joinWords(parts)}.`)
}

const PHASE_WORDS: Record<string, string> = {
  rising: 'the rising phase (Saturn in the 12th from your Moon)',
  peak: 'the peak phase (Saturn over your Moon)',
  setting: 'the setting phase (Saturn in the 2nd from your Moon)',
}

function walk(c: Condition, ctx: ReadingContext, b: Binding, out: Grounds): void {
  const a = c as Atom
  if (Array.isArray(a.all)) {
    for (const x of a.all as Condition[]) walk(x, ctx, b, out)
    return
  }
  if (Array.isArray(a.any)) {
    const first = (a.any as Condition[]).find((x) => holds(x, ctx, b) === true)
    if (first) walk(first, ctx, b, out)
    return
  }
  if (a.not !== undefined) return
  if ('house' in a) return houseAtom(a, ctx, out)
  if ('between' in a) return relationAtom(a, ctx, out)
  if ('yoga' in a) {
    const y = ctx.natal.yogas.find((x) => x.name === a.yoga && x.status === (a.status ?? 'formed'))
    y?.planets.forEach((g) => out.grahas.add(g))
    out.facts.push(
      (a.status ?? 'formed') === 'formed'
        ? `The ${String(a.yoga)} yoga forms in your chart${y ? `, with ${joinWords(y.planets.map(named))}` : ''}.`
        : `The ${String(a.yoga)} yoga is present in outline but cancelled in your chart.`,
    )
    return
  }
  if ('yogaCategory' in a) {
    const ys = ctx.natal.yogas.filter((y) => y.category === a.yogaCategory && y.status === 'formed')
    ys.forEach((y) => y.planets.forEach((g) => out.grahas.add(g)))
    out.facts.push(`Your chart forms ${joinWords(ys.map((y) => `the ${y.name} yoga`))}.`)
    return
  }
  if ('timeKnown' in a) {
    if (a.timeKnown === false)
      out.facts.push('The birth time is unknown, so houses are counted from the Moon.')
    return
  }
  if ('moon' in a) {
    out.facts.push(
      a.moon === 'waxing' ? 'You were born under a waxing Moon.' : 'You were born under a waning Moon.',
    )
    return
  }
  if ('sadeSati' in a) {
    const phase = ctx.time?.sadeSati
    out.facts.push(
      phase
        ? `Saturn is in ${PHASE_WORDS[phase]} of its seven-and-a-half-year passage around your Moon (Sade Sati).`
        : 'Saturn is not passing over your Moon now.',
    )
    return
  }
  grahaAtom(a, ctx, b, out)
}

/**
 * The grahas a holding condition is about, cheaply (no words): the subjects of its graha atoms and the
 * grahas of its yogas, as `groundsOf` would name them first. Used to choose cards before writing them.
 */
export function subjectsOf(
  c: Condition,
  ctx: ReadingContext,
  b: Binding = {},
  out = new Set<Graha>(),
): Set<Graha> {
  const a = c as Atom
  if (Array.isArray(a.all)) {
    for (const x of a.all as Condition[]) subjectsOf(x, ctx, b, out)
  } else if (Array.isArray(a.any)) {
    const first = (a.any as Condition[]).find((x) => holds(x, ctx, b) === true)
    if (first) subjectsOf(first, ctx, b, out)
  } else if (a.not !== undefined || 'house' in a || 'timeKnown' in a || 'moon' in a || 'sadeSati' in a) {
    // Named by groundsOf only through what they hold: not a subject of the rule.
  } else if ('between' in a) {
    if (ctx.time?.mahadasha) out.add(ctx.time.mahadasha)
    if (ctx.time?.antardasha) out.add(ctx.time.antardasha)
  } else if ('yoga' in a || 'yogaCategory' in a) {
    for (const y of ctx.natal.yogas)
      if (y.status === (a.status ?? 'formed') && (y.name === a.yoga || y.category === a.yogaCategory))
        y.planets.forEach((g) => out.add(g))
  } else {
    const g = subjectOf(a, ctx, b)
    if (g) out.add(g)
  }
  return out
}

/** The grounds of a condition that holds (call only when `holds` gave true). */
export function groundsOf(c: Condition, ctx: ReadingContext, b: Binding = {}): Grounds {
  const out: Grounds = { facts: [], grahas: new Set() }
  walk(c, ctx, b, out)
  // Two atoms can say one fact (two lordships of one graha): each is said once.
  out.facts = [...new Set(out.facts)]
  return out
}
