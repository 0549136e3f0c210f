/**
 * The shared vocabulary of the yoga checks: planet groups, what "strong" means, sambandha, the
 * qualitative strength rating and the wording of reasons. Sources: jyotisha.md §0, §1.3, §4.
 */
import { SIGNS } from '../../astro/index.js'
import { compoundRelation, DIGNITY_TABLE, naturalRelation, temporaryFriend } from '../dignity.js'
import { aspects, conjunct, DUSTHANAS, isDignified, isKendra, TRIKONAS, type ChartFacts } from '../facts.js'
import { GRAHAS, houseFrom, lordOf, PLANETS, type Graha, type Planet } from '../grahas.js'
import type { YogaStrength } from './types.js'

/** The five planets that make the Chandra and Surya yogas (jyotisha.md §4: no luminaries, no nodes). */
export const FIVE: readonly Planet[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']
/** Sun to Saturn: the planets that Nabhasa and most "occupied by planets" tests count. */
export const SEVEN: readonly Planet[] = PLANETS
/** The natural benefics Mercury, Jupiter and Venus, as Adhi and Vasumati name them. */
export const NATURAL_BENEFICS: readonly Planet[] = ['Mercury', 'Jupiter', 'Venus']

export const isTrikona = (h: number): boolean => TRIKONAS.includes(h)
export const isKendraOrTrikona = (h: number): boolean => isKendra(h) || isTrikona(h)
export const isDusthana = (h: number): boolean => DUSTHANAS.includes(h)

export const signName = (sign: number): string => SIGNS[((sign % 12) + 12) % 12]!

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** A graha as it reads in a sentence: "the Sun", "the Moon", "Mars". */
export const who = (g: Graha): string => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g)

/** Upper-case the first letter (a reason may open with "the Moon …"). */
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** "A", "A and B", "A, B and C". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** "the 2nd, 7th and 12th houses" */
export const housesPhrase = (hs: readonly number[]): string =>
  hs.length === 1 ? `the ${ordinal(hs[0]!)} house` : `the ${andList(hs.map(ordinal))} houses`

export const houseOf = (c: ChartFacts, g: Graha): number => c.grahas[g].house

/** Whole-sign house of `g` counted from the Moon. */
export const fromMoon = (c: ChartFacts, g: Graha): number => houseFrom(c.grahas.Moon.sign, c.grahas[g].sign)

/** "A", "A and B", "A, B and C" for grahas: "the Moon, Jupiter and Venus". */
export const andWho = (gs: readonly Graha[]): string => andList(gs.map(who))

/** "Jupiter in the 4th, the Moon in the 7th" */
export const inHouses = (c: ChartFacts, gs: readonly Graha[]): string =>
  andList(gs.map((g) => `${who(g)} in the ${ordinal(c.grahas[g].house)}`))

/** "Mars in Capricorn in the 10th house" */
export const placed = (c: ChartFacts, g: Graha): string =>
  `${who(g)} in ${signName(c.grahas[g].sign)} in the ${ordinal(c.grahas[g].house)} house`

/** "the lagna lord Saturn", "the 5th lord (the Sun)": a graha named by its role. */
export const titled = (title: string, g: Graha): string =>
  g === 'Sun' || g === 'Moon' ? `${title} (the ${g})` : `${title} ${g}`

/** "the 10th lord Saturn" */
export const lordPhrase = (h: number, g: Graha): string => titled(`the ${ordinal(h)} lord`, g)

/** In the sign of its exaltation, whole sign (the yogas name the sign, not the degree zone). */
export const inExaltationSign = (c: ChartFacts, g: Graha): boolean =>
  c.grahas[g].sign === DIGNITY_TABLE[g].exaltation

/** In one of the signs it owns. */
export const inOwnSign = (c: ChartFacts, g: Graha): boolean => DIGNITY_TABLE[g].own.includes(c.grahas[g].sign)

/** "its exaltation sign", "its own sign", "its own and exaltation sign" (whole signs). */
export function signStanding(c: ChartFacts, g: Graha): string {
  const own = inOwnSign(c, g)
  const exalted = inExaltationSign(c, g)
  return own && exalted ? 'its own and exaltation sign' : exalted ? 'its exaltation sign' : 'its own sign'
}

/**
 * "Strong", wherever a text asks for a strong planet (Lakshmi's lagna lord, Kahala, Shankha, Bheri,
 * Mridanga, Pushkala, Sharada): in its exaltation, moolatrikona or own sign, or in a kendra or trikona
 * from the lagna — and in either case neither debilitated nor combust.
 */
export function isStrong(c: ChartFacts, g: Graha): boolean {
  const f = c.grahas[g]
  return (isDignified(c, g) || isKendraOrTrikona(f.house)) && f.dignity !== 'debilitated' && !f.combust
}

/** The reasons `isStrong` holds, for the text of a finding. */
export function strongBecause(c: ChartFacts, g: Graha): string {
  const f = c.grahas[g]
  const kind =
    f.dignity === 'exalted'
      ? 'its exaltation sign'
      : f.dignity === 'moolatrikona'
        ? 'its moolatrikona sign'
        : 'a sign of its own'
  return isDignified(c, g)
    ? `${who(g)} is strong in ${signName(f.sign)}, ${kind}`
    : `${who(g)} is strong in the ${ordinal(f.house)} house`
}

/** Compound great friend of the lord of the sign it occupies (BPHS 3.57), for Pushkala. */
export function inGreatFriendSign(c: ChartFacts, g: Graha): boolean {
  const lord = lordOf(c.grahas[g].sign)
  if (lord === g) return false
  const temporary = temporaryFriend(c.grahas[g].sign, c.grahas[lord].sign)
  return compoundRelation(naturalRelation(g, lord), temporary) === 'great friend'
}

/** Each in a kendra from the other (the relation is symmetric). */
export const mutualKendra = (c: ChartFacts, a: Graha, b: Graha): boolean =>
  isKendra(houseFrom(c.grahas[a].sign, c.grahas[b].sign))

/** Each sits in a sign the other owns. */
export const exchangeSigns = (c: ChartFacts, a: Graha, b: Graha): boolean =>
  a !== b && lordOf(c.grahas[a].sign) === b && lordOf(c.grahas[b].sign) === a

/**
 * Sambandha of two planets (jyotisha.md §4, in decreasing strength): exchange of signs, mutual
 * aspect, conjunction, one aspecting the other. Returns the strongest link in words, or null.
 */
export function sambandha(c: ChartFacts, a: Graha, b: Graha): string | null {
  if (a === b) return null
  const [x, y] = [who(a), who(b)]
  if (exchangeSigns(c, a, b)) return `${x} and ${y} exchange signs`
  if (aspects(c, a, b) && aspects(c, b, a)) return `${x} and ${y} aspect each other`
  if (conjunct(c, a, b)) return `${x} and ${y} are together in ${signName(c.grahas[a].sign)}`
  if (aspects(c, a, b)) return `${x} aspects ${y}`
  if (aspects(c, b, a)) return `${y} aspects ${x}`
  return null
}

export const byGrahaOrder = (gs: Iterable<Graha>): Graha[] => GRAHAS.filter((g) => [...gs].includes(g))

export const uniqueSorted = (ns: Iterable<number>): number[] => [...new Set(ns)].sort((a, b) => a - b)

// ---- strength -------------------------------------------------------------------------------------

type Condition = 'good' | 'fair' | 'poor'

/**
 * Condition of one participant. Favourable marks: exalted, moolatrikona or own sign; a kendra or
 * trikona from the lagna. Unfavourable marks: debilitated or in an enemy's sign; combust; a dusthana
 * (6, 8, 12). More favourable than unfavourable marks is good, fewer is poor, equal is fair.
 */
function conditionOf(c: ChartFacts, g: Graha): Condition {
  const f = c.grahas[g]
  let balance = 0
  if (isDignified(c, g)) balance++
  if (f.dignity === 'debilitated' || f.dignity === 'enemy') balance--
  if (f.combust) balance--
  if (isKendraOrTrikona(f.house)) balance++
  if (isDusthana(f.house)) balance--
  return balance > 0 ? 'good' : balance < 0 ? 'poor' : 'fair'
}

/**
 * Qualitative strength of a yoga from its participants' condition (jyotisha.md §4: the texts give a
 * yoga its full result only when its planets are strong). The yoga is strong when no participant is
 * in poor condition and at least half are in good condition, weak when at least half are in poor
 * condition, moderate otherwise; never strong with a participant debilitated or combust. A raja yoga whose participant also lords the 8th or 12th (BPHS's
 * spoilers) is one step weaker. For an adverse yoga the scale is turned round: participants in poor
 * condition make the difficulty pronounced ('strong'), well-placed ones soften it ('weak').
 */
export function rateStrength(
  c: ChartFacts,
  planets: readonly Graha[],
  opts: { adverse?: boolean; spoiled?: boolean } = {},
): YogaStrength {
  let rating: YogaStrength = 'moderate'
  if (planets.length > 0) {
    const conditions = planets.map((g) => conditionOf(c, g))
    const poor = conditions.filter((x) => x === 'poor').length
    const good = conditions.filter((x) => x === 'good').length
    // A debilitated or combust participant holds the yoga back from its full result, whatever its
    // house (Gajakesari with Jupiter debilitated is not strong).
    const spoilt = planets.some((g) => c.grahas[g].dignity === 'debilitated' || c.grahas[g].combust)
    if (poor * 2 >= planets.length) rating = 'weak'
    else if (poor === 0 && !spoilt && good * 2 >= planets.length) rating = 'strong'
  }
  if (opts.spoiled) rating = rating === 'strong' ? 'moderate' : 'weak'
  if (opts.adverse) rating = rating === 'strong' ? 'weak' : rating === 'weak' ? 'strong' : 'moderate'
  return rating
}

// ---- flanks of the Moon and the Sun -----------------------------------------------------------------

export const FIVE_NAMES = 'Mars, Mercury, Jupiter, Venus or Saturn'

/** The five planets (Mars … Saturn) in the 2nd and in the 12th sign from the Moon or the Sun. */
export function flanks(c: ChartFacts, ref: 'Moon' | 'Sun'): { second: Planet[]; twelfth: Planet[] } {
  const s = c.grahas[ref].sign
  return {
    second: FIVE.filter((p) => houseFrom(s, c.grahas[p].sign) === 2),
    twelfth: FIVE.filter((p) => houseFrom(s, c.grahas[p].sign) === 12),
  }
}

/** "Mars and Venus occupy Taurus, the 2nd sign from the Moon" */
export function flankHeld(
  c: ChartFacts,
  ref: 'Moon' | 'Sun',
  side: 2 | 12,
  planets: readonly Graha[],
): string {
  const sign = signName(c.grahas[ref].sign + (side === 2 ? 1 : -1))
  const verb = planets.length > 1 ? 'occupy' : 'occupies'
  return `${andList(planets)} ${verb} ${sign}, the ${ordinal(side)} sign from the ${ref}`
}

/** "the 12th sign from the Moon, Pisces, holds none of Mars, …" */
export function flankEmpty(c: ChartFacts, ref: 'Moon' | 'Sun', side: 2 | 12): string {
  const sign = signName(c.grahas[ref].sign + (side === 2 ? 1 : -1))
  return `the ${ordinal(side)} sign from the ${ref}, ${sign}, holds none of ${FIVE_NAMES}`
}
