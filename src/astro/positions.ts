import type { Ayanamsa } from './ayanamsa.js'
import { isNode, type Body } from './bodies.js'
import type { Ephemeris, Instant } from './ephemeris.js'
import { nakshatraOf, normalizeDeg, signOf, type Nakshatra, type Sign } from './zodiac.js'

export const ZODIACS = ['sidereal', 'tropical'] as const
export type Zodiac = (typeof ZODIACS)[number]

export interface PositionOptions {
  bodies: readonly Body[]
  zodiac: Zodiac
  /** Used when `zodiac` is sidereal. */
  ayanamsa: Ayanamsa
  /** Add apparent right ascension and declination. */
  equatorial: boolean
}

export interface EclipticPlace {
  longitude: number
  sign: Sign
  degree: number
  nakshatra: Nakshatra | null
  pada: number | null
}

export interface BodyPosition extends EclipticPlace {
  body: Body
  latitude: number
  distance: number
  speed: number
  retrograde: boolean
  rightAscension?: number
  declination?: number
  ketu?: EclipticPlace
}

export interface PositionsResult {
  instant: Instant
  zodiac: Zodiac
  /** The ayanamsa subtracted (true: with nutation), null in the tropical zodiac. */
  ayanamsa: { name: Ayanamsa; degrees: number } | null
  positions: BodyPosition[]
}

/** Sign, degree and (sidereal only) nakshatra and pada of an ecliptic longitude. */
export function eclipticPlace(lonDeg: number, sidereal: boolean): EclipticPlace {
  const longitude = normalizeDeg(lonDeg)
  const { sign, degree } = signOf(longitude)
  if (!sidereal) return { longitude, sign, degree, nakshatra: null, pada: null }
  const { nakshatra, pada } = nakshatraOf(longitude)
  return { longitude, sign, degree, nakshatra, pada }
}

/**
 * Apparent geocentric positions of `bodies` at `t`: ecliptic longitude and latitude of date in degrees
 * (sidereal = tropical − true ayanamsa), distance in AU, speed in longitude in degrees per day.
 * Nodes also carry Ketu (node + 180°). With `equatorial`, apparent right ascension and declination in
 * degrees, true equator and equinox of date.
 * Oracle: JPL Horizons and NOVAS (../shared/reference/ephemeris/positions.json), ≤ 0.5″.
 */
export function positionsAt(eph: Ephemeris, t: Instant, opts: PositionOptions): PositionsResult {
  const sidereal = opts.zodiac === 'sidereal'
  const ayanamsa = sidereal ? opts.ayanamsa : undefined
  const positions = opts.bodies.map((body): BodyPosition => {
    const p = eph.position(body, t.jdTt, { ayanamsa })
    // Written out, not spread: a spread in the middle of a literal adds each property one by one, a
    // tenth of the item's cost (callgrind, bench/instructions.ts). Serialized in this order (plainJson).
    const place = eclipticPlace(p.lon, sidereal)
    const item: BodyPosition = {
      body,
      longitude: place.longitude,
      sign: place.sign,
      degree: place.degree,
      nakshatra: place.nakshatra,
      pada: place.pada,
      latitude: p.lat,
      distance: p.dist,
      speed: p.lonSpeed,
      retrograde: p.lonSpeed < 0,
    }
    if (opts.equatorial) {
      const q = eph.position(body, t.jdTt, { equatorial: true })
      item.rightAscension = q.lon
      item.declination = q.lat
    }
    if (isNode(body)) item.ketu = eclipticPlace(p.lon + 180, sidereal)
    return item
  })
  return {
    instant: t,
    zodiac: opts.zodiac,
    ayanamsa: ayanamsa ? { name: ayanamsa, degrees: eph.ayanamsa(ayanamsa, t.jdTt, false) } : null,
    positions,
  }
}
