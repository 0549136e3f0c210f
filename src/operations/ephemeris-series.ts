import { seriesOf, seriesPointCount, formatUtc } from '../astro/index.js'
import {
  SeriesContentProps,
  SeriesRequest,
  seriesExample,
  type SeriesRequest as Body,
} from '../schemas/ephemeris.js'
import { positionOptions, presentPositions } from './ephemeris-content.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'
import { validatedInstantMs } from './instants.js'

function window(body: Body): { startMs: number; endMs: number } {
  return { startMs: validatedInstantMs(body.start), endMs: validatedInstantMs(body.end) }
}

/** Points a valid series request asks for (its price is 1 credit per started 100 of them). */
export function seriesPoints(body: unknown): number {
  const b = body as Body
  const { startMs, endMs } = window(b)
  return seriesPointCount(startMs, endMs, b.stepMinutes)
}

/** The series call: the operation (operations/define.ts). */
export const seriesOperation = defineOperation({
  id: 'ephemeris_series',
  path: '/v1/ephemeris/series',
  scope: 'ephemeris',
  price: {
    kind: 'per-started-100-points',
    points: seriesPoints,
  },
  billing: 'hold',
  domain: 'ephemeris_series',
  request: SeriesRequest,
  response: SeriesContentProps,
  errors: [...EPHEMERIS_ERRORS, 'invalid_range', 'too_many_points'],
  example: seriesExample,
  // No sentence but the disclaimer, which is in Hindi too.
  texts: ['hi'],
  document: {
    operationId: 'getEphemerisSeries',
    tag: 'Ephemeris',
    summary: 'Positions from start to end, inclusive, every stepMinutes',
    description:
      'Each point is what the positions operation gives for that instant. At most 1000 points per call ' +
      '(`too_many_points`). Billed 1 credit per started 100 points (a 365-point table costs 4).',
    answer: 'The series.',
  },
  run(b, { eph }) {
    const { startMs, endMs } = window(b)
    const points = seriesOf(eph, startMs, endMs, b.stepMinutes, positionOptions(b)).map(presentPositions)
    return {
      start: formatUtc(startMs),
      end: formatUtc(endMs),
      stepMinutes: b.stepMinutes,
      pointCount: points.length,
      points,
    }
  },
})
