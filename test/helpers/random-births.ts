/**
 * Random real births for sweeps over the corpus and the readings: any hour, latitudes where people live
 * (−55° … 65°). By default dates 1920–2020, one in ten with the time unknown, each with a reference date
 * between its 5th and 80th year; the options widen the dates, the share without a time and the reference
 * dates (the reading invariants, the corpus sheet). Deterministic for a seed and the options.
 */
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { seededRandom } from './ephemeris.js'

export interface RandomBirth {
  birth: BirthInput
  referenceMs: number
}

export interface BirthOptions {
  /** Births in [fromMs, toMs). */
  fromMs?: number
  toMs?: number
  /** The share of births without a time. */
  timeUnknown?: number
  /** The reference date from the birth and a uniform draw in [0, 1). */
  reference?: (birthMs: number, u: number) => number
}

const YEAR_MS = 365.25 * 86_400_000
/** Between the 5th and the 80th year. */
const IN_A_LIFETIME = (ms: number, u: number) => Math.floor(ms + (5 + u * 75) * YEAR_MS)

export function randomBirths(n: number, seed: number, options: BirthOptions = {}): RandomBirth[] {
  const rnd = seededRandom(seed)
  const from = options.fromMs ?? Date.UTC(1920, 0, 1)
  const to = options.toMs ?? Date.UTC(2020, 0, 1)
  const unknown = options.timeUnknown ?? 0.1
  const reference = options.reference ?? IN_A_LIFETIME
  const out: RandomBirth[] = []
  for (let i = 0; i < n; i++) {
    const ms = Math.floor(from + rnd() * (to - from))
    const iso = new Date(ms).toISOString()
    const timeKnown = rnd() >= unknown
    const birth: BirthInput = {
      date: iso.slice(0, 10),
      ...(timeKnown ? { time: iso.slice(11, 19) } : {}),
      timezone: 'UTC',
      latitude: Math.round((-55 + rnd() * 120) * 1e4) / 1e4,
      longitude: Math.round((-180 + rnd() * 360) * 1e4) / 1e4,
    }
    out.push({ birth, referenceMs: reference(ms, rnd()) })
  }
  return out
}
