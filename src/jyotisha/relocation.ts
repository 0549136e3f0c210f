/**
 * Relocation: the chart's own frame (sidereal, whole-sign houses) recomputed for another place at the
 * birth instant. The grahas do not move; the lagna, the midheaven and so the houses do.
 * Sources: jyotisha.md §0 (whole-sign counting, kendras 1/4/7/10), §1.1 (sign lords).
 */
import {
  anglesAt,
  signOf,
  type Ayanamsa,
  type Ephemeris,
  type Instant,
  type Nakshatra,
  type Place,
  type Sign,
} from '../astro/index.js'
import {
  GRAHAS,
  houseFrom,
  lordOf,
  SIGNS_SANSKRIT,
  type Graha,
  type Planet,
  type SignSanskrit,
} from './grahas.js'

export type AngleName = 'ascendant' | 'nadir' | 'descendant' | 'midheaven'

export interface RelocatedAscendant {
  sign: Sign
  signSanskrit: SignSanskrit
  degree: number
  /** Sidereal longitude, [0, 360). */
  longitude: number
  nakshatra: Nakshatra
  pada: number
}

export interface RelocatedMidheaven {
  sign: Sign
  signSanskrit: SignSanskrit
  degree: number
  longitude: number
}

export interface RelocatedHouse {
  house: number
  sign: Sign
  signSanskrit: SignSanskrit
  lord: Planet
}

export interface AngularPlanet {
  planet: Graha
  /** The whole-sign kendra it occupies. */
  house: 1 | 4 | 7 | 10
  /** Which of the four exact angles (ascendant, nadir = IC, descendant, midheaven) is nearest to it. */
  nearestAngle: AngleName
  /** Shortest arc in degrees from the graha's longitude to that angle. */
  distanceDegrees: number
}

export interface Relocation {
  latitude: number
  longitude: number
  ascendant: RelocatedAscendant
  midheaven: RelocatedMidheaven
  houses: RelocatedHouse[]
  angularPlanets: AngularPlanet[]
}

const arcDeg = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360
  return d > 180 ? 360 - d : d
}

/**
 * The chart at `t` relocated to `place`: sidereal ascendant and midheaven (tropical from Swiss
 * Ephemeris − true ayanamsa, as the chart's own), the twelve whole-sign houses from the ascendant's
 * sign with their lords, and the grahas in the kendras (1, 4, 7, 10) with the nearest exact angle.
 * `grahaSiderealLongitudes` are the chart's sidereal longitudes in degrees (same ayanamsa).
 */
export function relocation(
  eph: Ephemeris,
  t: Instant,
  place: Place,
  grahaSiderealLongitudes: Readonly<Record<Graha, number>>,
  ayanamsa: Ayanamsa,
): Relocation {
  const a = anglesAt(eph, t, place, { houseSystem: 'whole_sign', zodiac: 'sidereal', ayanamsa })
  const lagna = signOf(a.ascendant.longitude).signIndex
  const mc = signOf(a.midheaven.longitude).signIndex
  const angles: readonly (readonly [AngleName, number])[] = [
    ['ascendant', a.ascendant.longitude],
    ['nadir', a.midheaven.longitude + 180],
    ['descendant', a.ascendant.longitude + 180],
    ['midheaven', a.midheaven.longitude],
  ]
  const angularPlanets: AngularPlanet[] = []
  for (const planet of GRAHAS) {
    const lon = grahaSiderealLongitudes[planet]
    const house = houseFrom(lagna, signOf(lon).signIndex)
    if (house !== 1 && house !== 4 && house !== 7 && house !== 10) continue
    let nearest = angles[0]!
    for (const angle of angles) if (arcDeg(lon, angle[1]) < arcDeg(lon, nearest[1])) nearest = angle
    angularPlanets.push({ planet, house, nearestAngle: nearest[0], distanceDegrees: arcDeg(lon, nearest[1]) })
  }
  return {
    latitude: place.latDeg,
    longitude: place.lonDeg,
    ascendant: {
      sign: a.ascendant.sign,
      signSanskrit: SIGNS_SANSKRIT[lagna]!,
      degree: a.ascendant.degree,
      longitude: a.ascendant.longitude,
      nakshatra: a.ascendant.nakshatra!,
      pada: a.ascendant.pada!,
    },
    midheaven: {
      sign: a.midheaven.sign,
      signSanskrit: SIGNS_SANSKRIT[mc]!,
      degree: a.midheaven.degree,
      longitude: a.midheaven.longitude,
    },
    houses: Array.from({ length: 12 }, (_, i) => {
      const s = (lagna + i) % 12
      return { house: i + 1, sign: signOf(s * 30).sign, signSanskrit: SIGNS_SANSKRIT[s]!, lord: lordOf(s) }
    }),
    angularPlanets,
  }
}
