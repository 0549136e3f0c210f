import type { Ephemeris } from './ephemeris.js'
import { positionsAt, type PositionOptions, type PositionsResult } from './positions.js'

/** Spec §4.13 and §8: at most 1000 points per call, steps of 1 … 525600 minutes. */
export const MAX_SERIES_POINTS = 1000
export const MIN_STEP_MINUTES = 1
export const MAX_STEP_MINUTES = 525_600

/** Number of points from `startMs` to `endMs` inclusive every `stepMinutes` (0 when end < start). */
export function seriesPointCount(startMs: number, endMs: number, stepMinutes: number): number {
  if (endMs < startMs) return 0
  return Math.floor((endMs - startMs) / (stepMinutes * 60_000)) + 1
}

/**
 * Positions at `startMs`, `startMs` + step, … up to and including `endMs` (UTC milliseconds).
 * Each point is exactly what `positionsAt` gives for that instant.
 */
export function seriesOf(
  eph: Ephemeris,
  startMs: number,
  endMs: number,
  stepMinutes: number,
  opts: PositionOptions,
): PositionsResult[] {
  const count = seriesPointCount(startMs, endMs, stepMinutes)
  const points: PositionsResult[] = new Array(count)
  for (let i = 0; i < count; i++) {
    points[i] = positionsAt(eph, eph.instant(startMs + i * stepMinutes * 60_000), opts)
  }
  return points
}
