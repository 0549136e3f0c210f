/**
 * The five Ptolemaic aspects by degree, with orbs: a Western construction (service-spec §2.3), not
 * graha dṛṣṭi, so every item carries `tradition: 'western'` and `classical: false`.
 */

export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const
export type AspectType = (typeof ASPECT_TYPES)[number]

/** Exact angle of each aspect in degrees (Ptolemy, Tetrabiblos I.13). */
const ASPECT_ANGLES: Readonly<Record<AspectType, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
}

/**
 * Largest orb of each aspect in degrees, the same whatever the two points. One common fixed table
 * (conjunction, trine and opposition 8°, square 7°, sextile 6°), chosen over planet-dependent moieties
 * (Lilly) so that an aspect depends only on the separation. The orbs never overlap (8 + 6 < 60,
 * 6 + 7 < 30, 7 + 8 < 30, 8 + 8 < 60), so a pair forms at most one aspect.
 */
export const ASPECT_ORBS_DEG: Readonly<Record<AspectType, number>> = {
  conjunction: 8,
  sextile: 6,
  square: 7,
  trine: 8,
  opposition: 8,
}

/** Pairs that are always exactly opposite by construction: no aspect is reported between them. */
const ALWAYS_OPPOSED: readonly (readonly [string, string])[] = [
  ['Rahu', 'Ketu'],
  ['North Node', 'South Node'],
]

export interface AspectPoint {
  name: string
  /** Ecliptic longitude in degrees (any one zodiac for all points: aspects do not depend on it). */
  longitude: number
  /** Speed in longitude, degrees per day (negative = retrograde). */
  speedDegPerDay: number
}

export interface Aspect {
  planet1: string
  planet2: string
  type: AspectType
  /** |separation − exact angle| in degrees, full precision. */
  orb: number
  /** The orb is decreasing at this instant. */
  applying: boolean
  tradition: 'western'
  classical: false
}

const alwaysOpposed = (a: string, b: string): boolean =>
  ALWAYS_OPPOSED.some(([x, y]) => (a === x && b === y) || (a === y && b === x))

/**
 * Ptolemaic aspects between every pair of `points`, in the order given (planet1 before planet2),
 * within `ASPECT_ORBS_DEG` (inclusive). `applying` is derived from the speeds: with d = λ2 − λ1 reduced
 * to (−180°, 180°], the separation s = |d| changes at sign(d)·(v2 − v1) per day and the orb |s − A| at
 * sign(s − A) times that; applying when that rate is negative. An exact aspect (orb 0) or a pair
 * with equal speeds is not applying.
 */
export function westernAspects(points: readonly AspectPoint[]): Aspect[] {
  const out: Aspect[] = []
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i]!
      const q = points[j]!
      if (alwaysOpposed(p.name, q.name)) continue
      let d = (q.longitude - p.longitude) % 360
      if (d > 180) d -= 360
      if (d <= -180) d += 360
      const separation = Math.abs(d)
      for (const type of ASPECT_TYPES) {
        const offset = separation - ASPECT_ANGLES[type]
        const orb = Math.abs(offset)
        if (orb > ASPECT_ORBS_DEG[type]) continue
        const separationRate = Math.sign(d) * (q.speedDegPerDay - p.speedDegPerDay)
        const orbRate = Math.sign(offset) * separationRate
        out.push({
          planet1: p.name,
          planet2: q.name,
          type,
          orb,
          applying: orbRate < 0,
          tradition: 'western',
          classical: false,
        })
        break
      }
    }
  }
  return out
}
