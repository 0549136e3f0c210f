/** What the ephemeris operations share: their error codes, and the ephemeris' typed results as response
 *  content (field names of the OpenAPI document). */
import {
  BODIES,
  formatUtc,
  parseInstant,
  type Ayanamsa,
  type Body,
  type Ephemeris,
  type Instant,
  type PositionsResult,
  type Zodiac,
} from '../astro/index.js'
import type { ErrorCode } from '../schemas/errors.js'

const SECONDS_PER_DAY = 86_400

/** Codes every ephemeris operation can answer with (besides the key, credit and limit codes). */
export const EPHEMERIS_ERRORS: readonly ErrorCode[] = [
  'invalid_json',
  'missing_required_field',
  'unknown_field',
  'invalid_field',
  'invalid_datetime',
  'datetime_out_of_range',
  'payload_too_large',
  'internal_error',
]

/** The instant of an already validated EphemerisDateTime. */
export function instantOf(eph: Ephemeris, text: string): Instant {
  const parsed = parseInstant(text)
  if (!parsed.ok) throw new Error('instant reached the handler unvalidated')
  return eph.instant(parsed.epochMs)
}

export function instantProps(t: Instant) {
  return {
    datetime: formatUtc(t.epochMs),
    julianDayUt: t.jdUt,
    deltaTSeconds: (t.jdTt - t.jdUt) * SECONDS_PER_DAY,
  }
}

export function presentPositions(r: PositionsResult) {
  return { ...instantProps(r.instant), zodiac: r.zodiac, ayanamsa: r.ayanamsa, positions: r.positions }
}

/** Request defaults shared by positions and series (also declared in their schemas). */
export function positionOptions(body: {
  bodies?: Body[] | undefined
  zodiac?: Zodiac | undefined
  ayanamsa?: Ayanamsa | undefined
  equatorial?: boolean | undefined
}) {
  return {
    bodies: body.bodies ?? BODIES,
    zodiac: body.zodiac ?? 'sidereal',
    ayanamsa: body.ayanamsa ?? 'lahiri',
    equatorial: body.equatorial ?? false,
  }
}
