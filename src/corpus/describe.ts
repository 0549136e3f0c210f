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

/** Who a graha fact is about, as its sentence names it before what it says. */
export type Who =
  | { kind: 'plain' }
  | { kind: 'lordOf'; house: number }
  | { kind: 'level'; level: keyof typeof LEVEL_WORDS }
  | { kind: 'karaka'; karaka: string }

/** One thing a graha fact says of its graha, in the order the condition's atom names them. */
export type GrahaPart =
  /** Its house (inHouse), its sign (inSign or dignity) and its dignity. */
  | { kind: 'place'; house?: number; sign?: number; dignity?: string; neechaBhanga?: boolean }
  | { kind: 'fromMoon'; house: number }
  | { kind: 'owns'; houses: number[] }
  | { kind: 'retrograde'; yes: boolean }
  | { kind: 'combust'; yes: boolean }
  | { kind: 'with'; grahas: Graha[] }
  | { kind: 'aspectedBy'; grahas: Graha[] }
  | { kind: 'nature'; benefic: boolean }
  | { kind: 'strength'; strong: boolean }
  | { kind: 'vargottama'; yes: boolean }
  | { kind: 'varga'; chart: string; house?: number; sign: number; dignity?: string }
  | { kind: 'transitFromMoon'; house: number }
  | { kind: 'transitFavourable'; state: 'free' | 'obstructed' | 'unfavourable' }
  | { kind: 'transitBindus'; good: boolean }
  | { kind: 'runsNow' }

/** One thing a house fact says of its house. */
export type HousePart =
  | { kind: 'empty' }
  | { kind: 'holds'; grahas: Graha[] }
  | { kind: 'aspectedBy'; grahas: Graha[] }
  | { kind: 'sarva'; good: boolean }
  | { kind: 'doubleTransit'; yes: boolean }

/**
 * One ground of a rule, said of this chart: what the sentence states, in no language. The words are
 * the renderer's (factInEnglish below; grounds-hi.ts for Hindi): one fact, the same in every language.
 */
export type Fact =
  | { kind: 'graha'; graha: Graha; who: Who; parts: GrahaPart[] }
  | { kind: 'grahaIsKaraka'; graha: Graha; karaka: string }
  | { kind: 'grahaIsLord'; graha: Graha; house: number }
  | { kind: 'house'; house: number; sign: number; parts: HousePart[] }
  | { kind: 'sameLord'; graha: Graha }
  | { kind: 'relation'; chapter: Graha; period: Graha; apart?: [number, number]; friendship?: string }
  | { kind: 'yoga'; yoga: string; formed: boolean; grahas: Graha[] | null }
  | { kind: 'yogas'; yogas: string[] }
  | { kind: 'timeUnknown' }
  | { kind: 'moonPhase'; waxing: boolean }
  | { kind: 'sadeSati'; phase: string | null }

export interface Grounds {
  /** Plain sentences, each true of the chart (English). */
  facts: string[]
  /** What they state, one for each sentence: for the words of another language. */
  said: Fact[]
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

function grahaAtom(a: Atom, ctx: ReadingContext, b: Binding, out: Fact[], grahas: Set<Graha>): void {
  const g = subjectOf(a, ctx, b)
  if (g === null) return
  const f = ctx.natal.facts
  const p = f.grahas[g]
  grahas.add(g)
  const who: Who =
    typeof a.lordOf === 'number'
      ? { kind: 'lordOf', house: a.lordOf }
      : a.lord === 'period'
        ? { kind: 'level', level: b.level === 'period' ? 'antardasha' : (b.level ?? 'period') }
        : typeof a.lord === 'string'
          ? { kind: 'level', level: a.lord as keyof typeof LEVEL_WORDS }
          : typeof a.karaka === 'string'
            ? { kind: 'karaka', karaka: a.karaka }
            : { kind: 'plain' }
  const parts: GrahaPart[] = []
  if ('inHouse' in a || 'inSign' in a || 'dignity' in a)
    parts.push({
      kind: 'place',
      ...('inHouse' in a ? { house: p.house } : {}),
      ...('inSign' in a || 'dignity' in a ? { sign: p.sign } : {}),
      ...('dignity' in a
        ? {
            dignity: p.dignity,
            ...(p.dignity === 'debilitated' && neechaBhangaOf(ctx, g) ? { neechaBhanga: true } : {}),
          }
        : {}),
    })
  if ('inHouseFromMoon' in a) parts.push({ kind: 'fromMoon', house: houseFrom(f.grahas.Moon.sign, p.sign) })
  if ('owns' in a) parts.push({ kind: 'owns', houses: housesLordedBy(f, g) })
  if ('retrograde' in a) parts.push({ kind: 'retrograde', yes: p.retrograde })
  if ('combust' in a) parts.push({ kind: 'combust', yes: p.combust })
  if ('with' in a) {
    const w = matching(a.with as Other, ctx, g, (o) => f.grahas[o].sign === p.sign)
    parts.push({ kind: 'with', grahas: w })
    w.forEach((x) => grahas.add(x))
  }
  if ('aspectedBy' in a) {
    const w = matching(a.aspectedBy as Other, ctx, g, (o) => aspectsSign(f, o, p.sign))
    parts.push({ kind: 'aspectedBy', grahas: w })
    w.forEach((x) => grahas.add(x))
  }
  if ('nature' in a) parts.push({ kind: 'nature', benefic: isBenefic(f, g) })
  if ('strength' in a) parts.push({ kind: 'strength', strong: a.strength === 'strong' })
  if ('vargottama' in a) parts.push({ kind: 'vargottama', yes: a.vargottama === true })
  if ('varga' in a) {
    const v = a.varga as { chart: string; inHouse?: unknown; inSign?: unknown; dignity?: unknown }
    const places = ctx.natal.vargas[v.chart as keyof typeof ctx.natal.vargas]!
    const sign = places.signs[g]
    const d = v.dignity !== undefined ? vargaDignity(g, sign) : null
    parts.push({
      kind: 'varga',
      chart: v.chart,
      ...(v.inHouse !== undefined && places.lagnaSign !== null
        ? { house: houseFrom(places.lagnaSign, sign) }
        : {}),
      sign,
      ...(d ? { dignity: d } : {}),
    })
  }
  const t = ctx.time?.transits[g]
  if (t && 'transitHouseFromMoon' in a) parts.push({ kind: 'transitFromMoon', house: t.houseFromMoon })
  if (t && 'transitFavourable' in a)
    parts.push({
      kind: 'transitFavourable',
      state: t.favourable && t.vedha.length === 0 ? 'free' : t.favourable ? 'obstructed' : 'unfavourable',
    })
  if (t && 'transitBindus' in a)
    parts.push({
      kind: 'transitBindus',
      good: (a.transitBindus as { atLeast?: number }).atLeast !== undefined,
    })
  if ('is' in a && parts.length === 0) {
    // `is` names who the subject is: a running lord runs now; a kāraka or a house's lord is that graha.
    if (typeof a.karaka === 'string') {
      out.push({ kind: 'grahaIsKaraka', graha: g, karaka: a.karaka })
      return
    }
    if (typeof a.lordOf === 'number') {
      out.push({ kind: 'grahaIsLord', graha: g, house: a.lordOf })
      return
    }
    parts.push({ kind: 'runsNow' })
  }
  out.push({ kind: 'graha', graha: g, who, parts })
}

function houseAtom(a: Atom, ctx: ReadingContext, out: Fact[], grahas: Set<Graha>): void {
  const f = ctx.natal.facts
  const h = a.house as number
  const sign = signOfHouse(f, h)
  const parts: HousePart[] = []
  if (a.occupiedBy === 'none') parts.push({ kind: 'empty' })
  else if (a.occupiedBy !== undefined) {
    const w = matching(a.occupiedBy as Other, ctx, null, (o) => f.grahas[o].sign === sign)
    parts.push({ kind: 'holds', grahas: w })
    w.forEach((x) => grahas.add(x))
  }
  if (a.aspectedBy !== undefined) {
    const w = matching(a.aspectedBy as Other, ctx, null, (o) => aspectsSign(f, o, sign))
    parts.push({ kind: 'aspectedBy', grahas: w })
    w.forEach((x) => grahas.add(x))
  }
  if (a.sarvaBindus !== undefined)
    parts.push({ kind: 'sarva', good: (a.sarvaBindus as { atLeast?: number }).atLeast !== undefined })
  if (a.doubleTransit !== undefined) parts.push({ kind: 'doubleTransit', yes: a.doubleTransit === true })
  out.push({ kind: 'house', house: h, sign, parts })
}

function relationAtom(a: Atom, ctx: ReadingContext, out: Fact[], grahas: Set<Graha>): void {
  const md = ctx.time!.mahadasha!
  const ad = ctx.time!.antardasha!
  const f = ctx.natal.facts
  grahas.add(md).add(ad)
  if (a.same === true) {
    out.push({ kind: 'sameLord', graha: md })
    return
  }
  const fact: Extract<Fact, { kind: 'relation' }> = { kind: 'relation', chapter: md, period: ad }
  if (a.houses !== undefined)
    fact.apart = [
      houseFrom(f.grahas[md].sign, f.grahas[ad].sign),
      houseFrom(f.grahas[ad].sign, f.grahas[md].sign),
    ]
  if (a.friendship !== undefined)
    fact.friendship = compoundRelation(
      naturalRelation(md, ad),
      temporaryFriend(f.grahas[md].sign, f.grahas[ad].sign),
    )
  if (fact.apart || fact.friendship) out.push(fact)
}

function walk(c: Condition, ctx: ReadingContext, b: Binding, out: Fact[], grahas: Set<Graha>): void {
  const a = c as Atom
  if (Array.isArray(a.all)) {
    for (const x of a.all as Condition[]) walk(x, ctx, b, out, grahas)
    return
  }
  if (Array.isArray(a.any)) {
    const first = (a.any as Condition[]).find((x) => holds(x, ctx, b) === true)
    if (first) walk(first, ctx, b, out, grahas)
    return
  }
  if (a.not !== undefined) return
  if ('house' in a) return houseAtom(a, ctx, out, grahas)
  if ('between' in a) return relationAtom(a, ctx, out, grahas)
  if ('yoga' in a) {
    const y = ctx.natal.yogas.find((x) => x.name === a.yoga && x.status === (a.status ?? 'formed'))
    y?.planets.forEach((g) => grahas.add(g))
    out.push({
      kind: 'yoga',
      yoga: String(a.yoga),
      formed: (a.status ?? 'formed') === 'formed',
      grahas: y ? [...y.planets] : null,
    })
    return
  }
  if ('yogaCategory' in a) {
    const ys = ctx.natal.yogas.filter((y) => y.category === a.yogaCategory && y.status === 'formed')
    ys.forEach((y) => y.planets.forEach((g) => grahas.add(g)))
    out.push({ kind: 'yogas', yogas: ys.map((y) => y.name) })
    return
  }
  if ('timeKnown' in a) {
    if (a.timeKnown === false) out.push({ kind: 'timeUnknown' })
    return
  }
  if ('moon' in a) {
    out.push({ kind: 'moonPhase', waxing: a.moon === 'waxing' })
    return
  }
  if ('sadeSati' in a) {
    out.push({ kind: 'sadeSati', phase: ctx.time?.sadeSati ?? null })
    return
  }
  grahaAtom(a, ctx, b, out, grahas)
}

const PHASE_WORDS: Record<string, string> = {
  rising: 'the rising phase (Saturn in the 12th from your Moon)',
  peak: 'the peak phase (Saturn over your Moon)',
  setting: 'the setting phase (Saturn in the 2nd from your Moon)',
}

const FRIENDSHIP_WORDS: Record<string, string> = {
  'great friend': 'are close friends in this chart',
  friend: 'are friends in this chart',
  neutral: 'are neutral to each other in this chart',
  enemy: 'are at odds in this chart',
}

function grahaPartInEnglish(p: GrahaPart): string {
  switch (p.kind) {
    case 'place': {
      const place: string[] = []
      if (p.house !== undefined) place.push(`sits in your ${ordinal(p.house)} house`)
      if (p.sign !== undefined) place.push(`${p.house !== undefined ? '' : 'is '}in ${SIGNS[p.sign]}`)
      if (p.dignity !== undefined)
        place.push(
          p.neechaBhanga
            ? 'where it is debilitated, the debilitation cancelled (neecha bhanga)'
            : DIGNITY_WORDS[p.dignity]!,
        )
      return place.join(', ')
    }
    case 'fromMoon':
      return `stands ${ordinal(p.house)} from your Moon`
    case 'owns':
      return `rules ${houses(p.houses)}`
    case 'retrograde':
      return p.yes ? 'is retrograde' : 'moves direct'
    case 'combust':
      return p.yes ? 'is combust, close to the Sun' : 'is clear of the Sun'
    case 'with':
      return `shares its sign with ${joinWords(p.grahas.map(named))}`
    case 'aspectedBy':
      return `receives the aspect of ${joinWords(p.grahas.map(named))}`
    case 'nature':
      return p.benefic ? 'acts as a natural benefic here' : 'acts as a natural malefic here'
    case 'strength':
      return p.strong ? 'is strong by shadbala' : 'falls short of its required strength by shadbala'
    case 'vargottama':
      return p.yes ? 'is vargottama, in the same sign in the navamsha' : 'changes sign in the navamsha'
    case 'varga':
      return `stands${p.house !== undefined ? ` in the ${ordinal(p.house)} house` : ''} in ${SIGNS[p.sign]} in the ${VARGA_WORDS[p.chart]}${p.dignity ? `, ${VARGA_DIGNITY_WORDS[p.dignity]} there` : ''}`
    case 'transitFromMoon':
      return `is now passing through the ${ordinal(p.house)} from your Moon`
    case 'transitFavourable':
      return p.state === 'free'
        ? 'moves favourably and unobstructed'
        : p.state === 'obstructed'
          ? 'moves favourably but is obstructed'
          : 'moves through a less favourable place'
    case 'transitBindus':
      return p.good
        ? 'finds good support in its own ashtakavarga there'
        : 'finds little support in its own ashtakavarga there'
    case 'runsNow':
      return 'runs now'
  }
}

function housePartInEnglish(p: HousePart): string {
  switch (p.kind) {
    case 'empty':
      return 'holds no graha'
    case 'holds':
      return `holds ${joinWords(p.grahas.map(named))}`
    case 'aspectedBy':
      return `receives the aspect of ${joinWords(p.grahas.map(named))}`
    case 'sarva':
      return p.good
        ? 'is well supported in the sarvashtakavarga'
        : 'is thinly supported in the sarvashtakavarga'
    case 'doubleTransit':
      return p.yes
        ? 'is touched now by both Jupiter and Saturn in transit, each occupying or fully aspecting it'
        : 'is not touched by both Jupiter and Saturn now'
  }
}

/** A fact as an English sentence. */
export function factInEnglish(fact: Fact): string {
  switch (fact.kind) {
    case 'graha': {
      const g = capital(named(fact.graha))
      const w = fact.who
      const who =
        w.kind === 'lordOf'
          ? `${g}, lord of your ${ordinal(w.house)} house,`
          : w.kind === 'level'
            ? `${g}, ${LEVEL_WORDS[w.level]},`
            : w.kind === 'karaka'
              ? `${g}, ${KARAKA_WORDS[w.karaka]},`
              : g
      return `${who} ${joinWords(fact.parts.map(grahaPartInEnglish))}.`
    }
    case 'grahaIsKaraka':
      return `${capital(named(fact.graha))} is ${KARAKA_WORDS[fact.karaka]}.`
    case 'grahaIsLord':
      return `${capital(named(fact.graha))} is the lord of your ${ordinal(fact.house)} house.`
    case 'house':
      return `Your ${ordinal(fact.house)} house, ${SIGNS[fact.sign]}, ${joinWords(fact.parts.map(housePartInEnglish))}.`
    case 'sameLord':
      return `${fact.graha} rules both the running chapter and the running period.`
    case 'relation': {
      const parts: string[] = []
      if (fact.apart) {
        const [n, back] = fact.apart
        parts.push(n === 1 ? 'share a sign' : `stand ${ordinal(n)} and ${ordinal(back)} from each other`)
      }
      if (fact.friendship)
        parts.push(FRIENDSHIP_WORDS[fact.friendship] ?? 'are strongly at odds in this chart')
      return `${fact.chapter} (the chapter) and ${fact.period} (the period) ${joinWords(parts)}.`
    }
    case 'yoga':
      return fact.formed
        ? `The ${fact.yoga} yoga forms in your chart${fact.grahas ? `, with ${joinWords(fact.grahas.map(named))}` : ''}.`
        : `The ${fact.yoga} yoga is present in outline but cancelled in your chart.`
    case 'yogas':
      return `Your chart forms ${joinWords(fact.yogas.map((y) => `the ${y} yoga`))}.`
    case 'timeUnknown':
      return 'The birth time is unknown, so houses are counted from the Moon.'
    case 'moonPhase':
      return fact.waxing ? 'You were born under a waxing Moon.' : 'You were born under a waning Moon.'
    case 'sadeSati':
      return fact.phase
        ? `Saturn is in ${PHASE_WORDS[fact.phase]} of its seven-and-a-half-year passage around your Moon (Sade Sati).`
        : 'Saturn is not passing over your Moon now.'
  }
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
  const all: Fact[] = []
  const grahas = new Set<Graha>()
  walk(c, ctx, b, all, grahas)
  // Two atoms can say one fact (two lordships of one graha): each is said once. "Mercury is the lord of
  // your 5th house" is already said by "Mercury, lord of your 5th house, …" (and so for a kāraka).
  const named = (g: Graha, who: Who) =>
    all.some((x) => x.kind === 'graha' && x.graha === g && JSON.stringify(x.who) === JSON.stringify(who))
  const facts: string[] = []
  const said: Fact[] = []
  for (const fact of all) {
    if (fact.kind === 'grahaIsLord' && named(fact.graha, { kind: 'lordOf', house: fact.house })) continue
    if (fact.kind === 'grahaIsKaraka' && named(fact.graha, { kind: 'karaka', karaka: fact.karaka })) continue
    const text = factInEnglish(fact)
    if (facts.includes(text)) continue
    facts.push(text)
    said.push(fact)
  }
  return { facts, said, grahas }
}
