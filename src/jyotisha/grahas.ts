/**
 * The nine grahas and the twelve signs' lords, in the spellings used everywhere in responses.
 * Source: ../shared/reference/jyotisha.md §0, §1.1.
 */

export const GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const
export type Graha = (typeof GRAHAS)[number]
/** The seven planets with classical sign rulership and dignities (no nodes). */
export type Planet = Exclude<Graha, 'Rahu' | 'Ketu'>
export const PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']

export const SIGNS_SANSKRIT = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const
export type SignSanskrit = (typeof SIGNS_SANSKRIT)[number]

/** Sign lords, index = sign (BPHS 4): Ma, Ve, Me, Mo, Su, Me, Ve, Ma, Ju, Sa, Sa, Ju. */
export const SIGN_LORDS: readonly Planet[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
]

export function lordOf(signIndex: number): Planet {
  return SIGN_LORDS[((signIndex % 12) + 12) % 12]!
}

/** Whole-sign count from sign `from` to sign `to`, inclusive: 1 … 12 (jyotisha.md §0). */
export function houseFrom(from: number, to: number): number {
  return ((((to - from) % 12) + 12) % 12) + 1
}

/** Odd (vishama) signs are Aries, Gemini, …: even 0-based index. */
export const isOddSign = (signIndex: number): boolean => signIndex % 2 === 0
