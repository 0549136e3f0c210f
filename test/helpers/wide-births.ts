/**
 * Random births over the whole coverage for the reading invariants (issue 29, item 8): dates 1800–2100,
 * one in five with the time unknown, each read at a random reference date between a day after the birth
 * and 2135 (so that ten years of windows stay inside the ephemeris), which for the oldest births lies past
 * the first 120 years of Vimśottarī. Deterministic for a seed.
 */
import { randomBirths, type RandomBirth } from './random-births.js'

const LAST_REFERENCE_MS = Date.UTC(2135, 0, 1)

export function wideBirths(n: number, seed: number): RandomBirth[] {
  return randomBirths(n, seed, {
    fromMs: Date.UTC(1800, 0, 2),
    toMs: Date.UTC(2100, 0, 1),
    timeUnknown: 0.2,
    reference: (ms, u) => {
      const from = ms + 86_400_000
      return Math.floor(from + u * (LAST_REFERENCE_MS - from))
    },
  })
}
