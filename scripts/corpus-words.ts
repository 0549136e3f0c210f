/**
 * A rule's condition in plain English, for the review sheet (scripts/corpus-sheet.ts): any condition
 * tree, said as an astrologer would read it ("the lord of the 10th in the 6th house, strong by
 * shadbala"). Words for houses and graha names come from src/corpus/describe.ts, which says the same
 * things of one chart.
 */
import { joinWords, named, ordinal } from '../src/corpus/describe.js'
import type { Condition } from '../src/corpus/vocabulary.js'

type Atom = Record<string, unknown>

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])
const or = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
const houses = (v: unknown) => {
  const hs = list(v).map((h) => ordinal(h as number))
  return `the ${or(hs)} house`
}

const DIGNITY: Record<string, string> = {
  exalted: 'exalted',
  moolatrikona: 'in its moolatrikona sign',
  own: 'in its own sign',
  friendly: "in a friend's sign",
  neutral: 'in a neutral sign',
  enemy: "in an enemy's sign",
  debilitated: 'debilitated',
}
const RUNNING: Record<string, string> = {
  period: 'the lord of the period being read (chapter, period or stretch)',
  mahadasha: 'the mahadasha lord',
  antardasha: 'the antardasha lord',
}
const SADE_SATI: Record<string, string> = {
  any: 'Sade Sati is running',
  rising: 'Sade Sati is in its first phase (Saturn in the 12th from the Moon)',
  peak: 'Sade Sati is at its peak (Saturn over the Moon)',
  setting: 'Sade Sati is in its last phase (Saturn in the 2nd from the Moon)',
  none: 'Sade Sati is not running',
}

/** Another graha as a condition names it: "Jupiter", "a benefic", "the lord of the 9th". */
function other(v: unknown): string {
  if (typeof v === 'object' && v !== null)
    return `the lord of the ${ordinal((v as { lordOf: number }).lordOf)}`
  if (v === 'benefic' || v === 'malefic') return `a natural ${v}`
  return named(String(v))
}

function threshold(v: unknown): string {
  const t = v as { atLeast?: number; below?: number }
  return t.atLeast !== undefined ? `at least ${t.atLeast}` : `fewer than ${t.below}`
}

function grahaAtom(a: Atom): string {
  const who =
    typeof a.graha === 'string'
      ? named(a.graha)
      : typeof a.lordOf === 'number'
        ? `the lord of the ${ordinal(a.lordOf)}`
        : typeof a.lord === 'string'
          ? RUNNING[a.lord]!
          : `the ${String(a.karaka)}`
  const parts: string[] = []
  if ('is' in a) parts.push(`is ${or(list(a.is).map((g) => named(String(g))))}`)
  if ('inHouse' in a) parts.push(`is in ${houses(a.inHouse)}`)
  if ('inHouseFromMoon' in a) parts.push(`is in ${houses(a.inHouseFromMoon)} from the Moon`)
  if ('inSign' in a) parts.push(`is in ${or(list(a.inSign).map(String))}`)
  if ('dignity' in a) parts.push(`is ${or(list(a.dignity).map((d) => DIGNITY[String(d)] ?? String(d)))}`)
  if ('owns' in a) parts.push(`owns ${houses(a.owns)}`)
  if ('retrograde' in a) parts.push(a.retrograde ? 'is retrograde' : 'moves direct')
  if ('combust' in a) parts.push(a.combust ? 'is combust' : 'is not combust')
  if ('with' in a) parts.push(`shares its sign with ${other(a.with)}`)
  if ('aspectedBy' in a) parts.push(`is aspected by ${other(a.aspectedBy)}`)
  if ('nature' in a) parts.push(`is a natural ${String(a.nature)}`)
  if ('strength' in a) parts.push(a.strength === 'strong' ? 'is strong by shadbala' : 'is weak by shadbala')
  if ('vargottama' in a) parts.push(a.vargottama ? 'is vargottama' : 'is not vargottama')
  if ('varga' in a) {
    const v = a.varga as Atom
    const bits: string[] = []
    if ('inHouse' in v) bits.push(`in ${houses(v.inHouse)}`)
    if ('inSign' in v) bits.push(`in ${or(list(v.inSign).map(String))}`)
    if ('dignity' in v) bits.push(or(list(v.dignity).map((d) => DIGNITY[String(d)] ?? String(d))))
    parts.push(`is ${joinWords(bits)} of the ${String(v.chart)}`)
  }
  if ('transitHouseFromMoon' in a) parts.push(`is transiting ${houses(a.transitHouseFromMoon)} from the Moon`)
  if ('transitFavourable' in a)
    parts.push(
      a.transitFavourable
        ? 'is in a favourable, unobstructed transit'
        : 'is in an unfavourable or obstructed transit',
    )
  if ('transitBindus' in a)
    parts.push(`has ${threshold(a.transitBindus)} bindus of its own in its transit sign`)
  return parts.length ? `${who} ${joinWords(parts)}` : `${who} (whichever graha it is)`
}

function houseAtom(a: Atom): string {
  const parts: string[] = []
  if (a.occupiedBy === 'none') parts.push('holds no graha')
  else if ('occupiedBy' in a) parts.push(`holds ${other(a.occupiedBy)}`)
  if ('aspectedBy' in a) parts.push(`is aspected by ${other(a.aspectedBy)}`)
  if ('sarvaBindus' in a) parts.push(`has ${threshold(a.sarvaBindus)} sarvashtakavarga bindus`)
  if ('doubleTransit' in a)
    parts.push(
      a.doubleTransit
        ? 'is touched by both Jupiter and Saturn in transit'
        : 'is not touched by both in transit',
    )
  return `the ${ordinal(a.house as number)} house ${joinWords(parts)}`
}

function relationAtom(a: Atom): string {
  const parts: string[] = []
  if (a.same === true) parts.push('one graha rules both the mahadasha and the antardasha')
  if (a.same === false) parts.push('the mahadasha and antardasha lords are different grahas')
  if ('houses' in a) parts.push(`the antardasha lord stands in ${houses(a.houses)} from the mahadasha lord`)
  if ('friendship' in a)
    parts.push(
      `the mahadasha lord is ${or(list(a.friendship).map((f) => `a ${String(f)}`))} of the antardasha lord`,
    )
  return joinWords(parts)
}

/** Any condition in plain English. */
export function conditionInWords(c: Condition): string {
  const a = c as Atom
  if (Array.isArray(a.all)) return (a.all as Condition[]).map(conditionInWords).join('; and ')
  if (Array.isArray(a.any))
    return `either ${(a.any as Condition[])
      .map((x) => ('all' in x ? `(${conditionInWords(x)})` : conditionInWords(x)))
      .join(', or ')}`
  if ('not' in a) return `not (${conditionInWords(a.not as Condition)})`
  if ('house' in a) return houseAtom(a)
  if ('between' in a) return relationAtom(a)
  if ('yoga' in a)
    return a.status === 'cancelled'
      ? `the ${String(a.yoga)} yoga is present but cancelled`
      : `the ${String(a.yoga)} yoga is formed`
  if ('yogaCategory' in a) return `a ${String(a.yogaCategory)} yoga is formed`
  if ('timeKnown' in a) return a.timeKnown ? 'the birth time is known' : 'the birth time is unknown'
  if ('moon' in a) return `born under a ${String(a.moon)} Moon`
  if ('sadeSati' in a) return SADE_SATI[String(a.sadeSati)]!
  return grahaAtom(a)
}
