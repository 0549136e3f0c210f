/**
 * Random real births for sweeps over the corpus and the readings: dates 1920–2020, any hour, latitudes
 * where people live (−55° … 65°), one in ten with the time unknown; each with a reference date between
 * its 5th and 80th year. Deterministic for a seed.
 */
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { seededRandom } from './ephemeris.js'

export interface RandomBirth {
  birth: BirthInput
  referenceMs: number
}

const YEAR_MS = 365.25 * 86_400_000

export function randomBirths(n: number, seed: number): RandomBirth[] {
  const rnd = seededRandom(seed)
  const from = Date.UTC(1920, 0, 1)
  const to = Date.UTC(2020, 0, 1)
  const out: RandomBirth[] = []
  for (let i = 0; i < n; i++) {
    const ms = Math.floor(from + rnd() * (to - from))
    const iso = new Date(ms).toISOString()
    const timeKnown = rnd() >= 0.1
    const birth: BirthInput = {
      date: iso.slice(0, 10),
      ...(timeKnown ? { time: iso.slice(11, 19) } : {}),
      timezone: 'UTC',
      latitude: Math.round((-55 + rnd() * 120) * 1e4) / 1e4,
      longitude: Math.round((-180 + rnd() * 360) * 1e4) / 1e4,
    }
    out.push({ birth, referenceMs: Math.floor(ms + (5 + rnd() * 75) * YEAR_MS) })
  }
  return out
}
