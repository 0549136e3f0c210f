/**
 * Fills a `ShadbalaInput` from our ephemeris (the only impure edge of Ṣaḍbala): sidereal longitudes and
 * apparent declinations, lagna and MC, the sunrise-to-sunrise Hindu day around the birth, local apparent
 * time, the weekday, year and month lords, and the mean longitudes and śīghroccas of ceṣṭā bala.
 */
import {
  anglesAt,
  normalizeDeg,
  positionsAt,
  type Ayanamsa,
  type Body,
  type Ephemeris,
  type Instant,
} from '../../astro/index.js'
import { PLANETS, type Planet } from '../grahas.js'
import type { ShadbalaInput, StarPlanet } from './input.js'
import { kaliYearAndMonthLords, weekdayLordOfJdDay } from './kala.js'

const STANDARD_PRESSURE_HPA = 1013.25
const STANDARD_TEMPERATURE_C = 15

/**
 * Mean longitudes (degrees, tropical, mean equinox of date) at `jdTt`: the linear terms of the VSOP87
 * mean elements, J. Meeus, "Astronomical Algorithms" (2nd ed.) table 31.A. The quadratic terms stay
 * under 0.01° within our 1800–2150 coverage. Raman's and the Sūrya Siddhānta's own mean motions differ
 * from these by up to ~2°: ceṣṭā bala moves by under 0.4 virūpa.
 */
function meanLongitudesDeg(jdTt: number): Record<'Sun' | StarPlanet, number> {
  const t = (jdTt - 2451545.0) / 36525
  return {
    Sun: normalizeDeg(280.466457 + 36000.7698278 * t),
    Mercury: normalizeDeg(252.250906 + 149474.0722491 * t),
    Venus: normalizeDeg(181.979801 + 58519.2130302 * t),
    Mars: normalizeDeg(355.433 + 19141.6964471 * t),
    Jupiter: normalizeDeg(34.351519 + 3036.3027748 * t),
    Saturn: normalizeDeg(50.077444 + 1223.5110686 * t),
  }
}

/** Thrown where the Sun does not rise or set around the birth (polar day or night): the Hindu day and
 *  so tribhāga, horā and vāra bala are undefined there. */
export class NoSunriseError extends Error {}

/**
 * `ShadbalaInput` for a birth at `instant` and `place` (degrees, north and east positive), sidereal in
 * `ayanamsa`. Sunrise is the Sun's upper limb with standard refraction, the civil practice; pass
 * 'centre-no-refraction' for the Hindu definition (jyotisha.md §7).
 */
export function shadbalaInput(
  eph: Ephemeris,
  instant: Instant,
  place: { latitudeDeg: number; longitudeDeg: number },
  ayanamsa: Ayanamsa,
  disc: 'upper-limb' | 'centre-no-refraction' = 'upper-limb',
): ShadbalaInput {
  const geo = { latDeg: place.latitudeDeg, lonDeg: place.longitudeDeg }
  const bodies = PLANETS as readonly Body[]
  const sid = positionsAt(eph, instant, { bodies, zodiac: 'sidereal', ayanamsa, equatorial: true })
  const lonDeg = {} as Record<Planet, number>
  const declinationDeg = {} as Record<Planet, number>
  sid.positions.forEach((p, i) => {
    lonDeg[PLANETS[i]!] = p.longitude
    declinationDeg[PLANETS[i]!] = p.declination!
  })
  const angles = anglesAt(eph, instant, geo, { houseSystem: 'equal', zodiac: 'sidereal', ayanamsa })

  const event = (from: number, kind: 'rise' | 'set'): number => {
    const jd = eph.sunEvent(from, kind, geo, disc, STANDARD_PRESSURE_HPA, STANDARD_TEMPERATURE_C)
    if (jd === undefined) throw new NoSunriseError('the Sun does not rise or set around this birth')
    return jd
  }
  // The last sunrise at or before the birth opens its Hindu day.
  let sunrise = event(instant.jdUt - 1.5, 'rise')
  for (let next = event(sunrise + 0.01, 'rise'); next <= instant.jdUt; next = event(next + 0.01, 'rise')) {
    sunrise = next
  }
  const sunset = event(sunrise, 'set')
  const nextSunrise = event(sunset, 'rise')

  // Local apparent time from the Sun's hour angle: 12 h at upper transit.
  const sunRaDeg = sid.positions[0]!.rightAscension!
  const hourAngleDeg = eph.siderealTimeDeg(instant.jdUt) + place.longitudeDeg - sunRaDeg
  const apparentSolarTimeHours = normalizeDeg(hourAngleDeg + 180) / 15

  // The civil date of the sunrise, in local mean time, names the weekday and counts the ahargana.
  const sunriseJdDay = Math.floor(sunrise + 0.5 + place.longitudeDeg / 360)
  const { yearLord, monthLord } = kaliYearAndMonthLords(sunriseJdDay)

  const ayaDeg = sid.ayanamsa?.degrees ?? 0
  const mean = meanLongitudesDeg(instant.jdTt)
  const s = (x: number) => normalizeDeg(x - ayaDeg)
  return {
    lonDeg,
    declinationDeg,
    lagnaLonDeg: angles.ascendant.longitude,
    mcLonDeg: angles.midheaven.longitude,
    jdUt: instant.jdUt,
    sunriseJdUt: sunrise,
    sunsetJdUt: sunset,
    nextSunriseJdUt: nextSunrise,
    apparentSolarTimeHours,
    weekdayLord: weekdayLordOfJdDay(sunriseJdDay),
    yearLord,
    monthLord,
    // Superior planets: their own (heliocentric) mean longitude, with the mean Sun as śīghrocca;
    // Mercury and Venus: the mean Sun, with their own mean longitude as śīghrocca (BPHS 27).
    meanLonDeg: {
      Mars: s(mean.Mars),
      Jupiter: s(mean.Jupiter),
      Saturn: s(mean.Saturn),
      Mercury: s(mean.Sun),
      Venus: s(mean.Sun),
    },
    shighroccaDeg: {
      Mars: s(mean.Sun),
      Jupiter: s(mean.Sun),
      Saturn: s(mean.Sun),
      Mercury: s(mean.Mercury),
      Venus: s(mean.Venus),
    },
  }
}
