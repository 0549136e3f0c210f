/** The ephemeris' typed results as response content (field names of the OpenAPI document). */
import {
  BODIES,
  formatUtc,
  type Ayanamsa,
  type Body,
  type Ephemeris,
  type Instant,
  type PositionsResult,
  type Zodiac,
} from '../astro/index.js'
import { validatedInstantMs } from './instants.js'

const SECONDS_PER_DAY = 86_400

/** The instant of an already validated EphemerisDateTime. */
export function instantOf(eph: Ephemeris, text: string): Instant {
  return eph.instant(validatedInstantMs(text))
}

export function instantProps(t: Instant) {
  return {
    datetime: formatUtc(t.epochMs),
    julianDayUt: t.jdUt,
    deltaTSeconds: (t.jdTt - t.jdUt) * SECONDS_PER_DAY,
  }
}

export function presentPositions(r: PositionsResult) {
  // Written out (a series presents up to a thousand): each point is serialized in this order (plainJson).
  const t = instantProps(r.instant)
  return {
    datetime: t.datetime,
    julianDayUt: t.julianDayUt,
    deltaTSeconds: t.deltaTSeconds,
    zodiac: r.zodiac,
    ayanamsa: r.ayanamsa,
    positions: r.positions,
  }
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
