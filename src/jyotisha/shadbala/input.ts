/**
 * The pure input of Ṣaḍbala and Bhāva bala (BPHS ch. 27–28): everything astronomical precomputed, so the
 * computation reads no clock and no ephemeris. from-ephemeris.ts fills it from our engine; the tests fill
 * it from B. V. Raman's worked "Standard Horoscope" ("Graha and Bhava Balas").
 */
import type { Planet } from '../grahas.js'

/** The five planets that have a ceṣṭā kendra of their own (BPHS 27): Mars … Saturn. */
export type StarPlanet = 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'

export interface ShadbalaInput {
  /** Sidereal longitude of each planet, degrees [0, 360). */
  lonDeg: Record<Planet, number>
  /** Declination (krānti) of each planet, degrees, north positive: ayana bala and the yuddha victor. */
  declinationDeg: Record<Planet, number>
  /** Sidereal longitude of the lagna (ascendant), degrees. */
  lagnaLonDeg: number
  /** Sidereal longitude of the meridian (MC, the 10th bhāva madhya), degrees: dig bala. */
  mcLonDeg: number
  /** The birth instant, Julian day (UT). */
  jdUt: number
  /** The sunrise that opens the Hindu day (sunrise to sunrise) holding the birth, JD (UT): for a birth
   *  before sunrise this is the previous day's sunrise. */
  sunriseJdUt: number
  /** The sunset between `sunriseJdUt` and `nextSunriseJdUt`, JD (UT). */
  sunsetJdUt: number
  /** The sunrise that closes that Hindu day, JD (UT). */
  nextSunriseJdUt: number
  /** Local apparent solar time of the birth, hours [0, 24): 12 at the Sun's upper transit. Nathonnata. */
  apparentSolarTimeHours: number
  /** Lord of the Hindu weekday (the weekday of `sunriseJdUt`). */
  weekdayLord: Planet
  /** Lord of the 360-day year and of the 30-day month running at birth, counted from the Kali epoch
   *  (see kala.ts `kaliYearAndMonthLords`). */
  yearLord: Planet
  monthLord: Planet
  /** Mean longitude (madhyama graha) of Mars … Saturn, degrees, any zodiac consistent with `lonDeg`'s:
   *  for Mars, Jupiter and Saturn their own heliocentric mean longitude; for Mercury and Venus the mean
   *  Sun (BPHS 27; Sūrya Siddhānta 2; Raman ch. VI). Ceṣṭā bala. */
  meanLonDeg: Record<StarPlanet, number>
  /** Śīghrocca of Mars … Saturn, degrees: the mean Sun for Mars, Jupiter and Saturn; for Mercury and
   *  Venus their own heliocentric mean longitude. Ceṣṭā bala. */
  shighroccaDeg: Record<StarPlanet, number>
}
