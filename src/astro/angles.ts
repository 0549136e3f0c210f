import type { Ayanamsa } from './ayanamsa.js'
import type { Ephemeris, Instant } from './ephemeris.js'
import { eclipticPlace, type EclipticPlace, type Zodiac } from './positions.js'
import { normalizeDeg, signOf } from './zodiac.js'

export const HOUSE_SYSTEMS = ['whole_sign', 'equal', 'placidus'] as const
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number]

/** Placidus has no solution at this latitude and moment (some ecliptic degrees never rise or set). */
export class HousesUndefinedError extends Error {
  override name = 'HousesUndefinedError'
}

export interface Place {
  /** Geographic latitude in degrees, north positive. */
  latDeg: number
  /** Geographic longitude in degrees, east positive. */
  lonDeg: number
}

export interface AngleOptions {
  houseSystem: HouseSystem
  zodiac: Zodiac
  ayanamsa: Ayanamsa
}

export interface Cusp extends EclipticPlace {
  house: number
}

export interface AnglesResult {
  instant: Instant
  houseSystem: HouseSystem
  zodiac: Zodiac
  ayanamsa: { name: Ayanamsa; degrees: number } | null
  ascendant: EclipticPlace
  midheaven: EclipticPlace
  cusps: Cusp[]
}

/**
 * Ascendant, midheaven and the twelve cusps at `t` for `place`, ecliptic of date (sidereal = tropical
 * − true ayanamsa). Ascendant and midheaven do not depend on the house system. Whole sign: cusp 1 is
 * 0° of the ascendant's sign; equal: cusp n is the ascendant + 30°·(n − 1); Placidus: Swiss Ephemeris'
 * semi-arc cusps, and `HousesUndefinedError` where they do not exist (never a switch to Porphyry).
 */
export function anglesAt(eph: Ephemeris, t: Instant, place: Place, opts: AngleOptions): AnglesResult {
  const tropical = eph.houses(t.jdUt, place.latDeg, place.lonDeg, opts.houseSystem === 'placidus' ? 'P' : 'E')
  if (!tropical) {
    throw new HousesUndefinedError(
      'Placidus houses are undefined at this latitude and moment: part of the ecliptic neither rises nor sets',
    )
  }
  const sidereal = opts.zodiac === 'sidereal'
  const ayaDeg = sidereal ? eph.ayanamsa(opts.ayanamsa, t.jdTt, false) : 0
  const asc = normalizeDeg(tropical.ascendant - ayaDeg)
  const mc = normalizeDeg(tropical.midheaven - ayaDeg)
  let cuspLons: number[]
  switch (opts.houseSystem) {
    case 'whole_sign': {
      const first = signOf(asc).signIndex
      cuspLons = Array.from({ length: 12 }, (_, i) => ((first + i) % 12) * 30)
      break
    }
    case 'equal':
      cuspLons = Array.from({ length: 12 }, (_, i) => asc + 30 * i)
      break
    case 'placidus':
      cuspLons = tropical.cusps.map((c) => c - ayaDeg)
      break
  }
  return {
    instant: t,
    houseSystem: opts.houseSystem,
    zodiac: opts.zodiac,
    ayanamsa: sidereal ? { name: opts.ayanamsa, degrees: ayaDeg } : null,
    ascendant: eclipticPlace(asc, sidereal),
    midheaven: eclipticPlace(mc, sidereal),
    cusps: cuspLons.map((lon, i) => ({ house: i + 1, ...eclipticPlace(lon, sidereal) })),
  }
}
