/**
 * Random births over the whole coverage for the reading invariants (issue 29, item 8): dates 1800–2100,
 * any hour, latitudes where people live (−55° … 65°), one in five with the time unknown, each read at a
 * random reference date between the birth and 2135 (so that ten years of windows stay inside the
 * ephemeris), which for the oldest births lies past the first 120 years of Vimśottarī. Deterministic for
 * a seed.
 */
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { seededRandom } from './ephemeris.js'
import type { RandomBirth } from './random-births.js'

const LAST_REFERENCE_MS = Date.UTC(2135, 0, 1)

export function wideBirths(n: number, seed: number): RandomBirth[] {
  const rnd = seededRandom(seed)
  const from = Date.UTC(1800, 0, 2)
  const to = Date.UTC(2100, 0, 1)
  const out: RandomBirth[] = []
  for (let i = 0; i < n; i++) {
    const ms = Math.floor(from + rnd() * (to - from))
    const iso = new Date(ms).toISOString()
    const timeKnown = rnd() >= 0.2
    const birth: BirthInput = {
      date: iso.slice(0, 10),
      ...(timeKnown ? { time: iso.slice(11, 19) } : {}),
      timezone: 'UTC',
      latitude: Math.round((-55 + rnd() * 120) * 1e4) / 1e4,
      longitude: Math.round((-180 + rnd() * 360) * 1e4) / 1e4,
    }
    // A day after the birth at the earliest (a reading needs the birth behind it).
    const refFrom = ms + 86_400_000
    out.push({ birth, referenceMs: Math.floor(refFrom + rnd() * (LAST_REFERENCE_MS - refFrom)) })
  }
  return out
}
