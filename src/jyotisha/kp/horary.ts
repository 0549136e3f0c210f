/**
 * KP horary numbers (docs/kp.md §4): the querent names a number from 1 to 249 and the
 * ascendant of the chart is the first degree of that division of the zodiac (number 1: 0°00′00″ Aries,
 * Ketu's star and sub; 249: 27°53′20″ Pisces, Mercury's star, Saturn's sub), the degree by which horary
 * tables list each number. Some writers put the ascendant at the middle of the division; we take the
 * start and say so in the answer (docs/kp.md §4). Oracle: the published sub table
 * (test/fixtures/published-kp.ts).
 */
import { KP_SUBS, type KpSub } from './subs.js'

export const HORARY_NUMBERS = { min: 1, max: KP_SUBS.length } as const

/** The division of horary number `n` (1–249). */
export function horarySub(n: number): KpSub {
  const sub = KP_SUBS[n - 1]
  if (!Number.isInteger(n) || sub === undefined) {
    throw new RangeError(`a KP horary number is an integer from 1 to ${KP_SUBS.length}`)
  }
  return sub
}

/** The sidereal ascendant of horary number `n` (1–249): the first degree of its division, degrees. */
export function horaryAscendantDeg(n: number): number {
  return horarySub(n).startArcsec / 3600
}
