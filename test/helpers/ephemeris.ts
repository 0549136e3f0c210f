import { openEphemeris, type Ephemeris } from '../../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../../src/config.js'

/** The process' ephemeris on the committed data files. */
export function testEphemeris(): Ephemeris {
  return openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
}

/** Deterministic pseudo-random numbers (mulberry32), so invariant sweeps are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Angular difference a − b in degrees, in (−180, 180]. */
export function angleDiffDeg(a: number, b: number): number {
  let d = (a - b) % 360
  if (d > 180) d -= 360
  if (d <= -180) d += 360
  return d
}
