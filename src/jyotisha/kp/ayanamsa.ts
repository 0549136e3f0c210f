/**
 * The KP new ayanamsa (NKPA) of K. Balachandran, KP & Astrology Year Book 2003 (docs/kp.md §1):
 *
 *   NKPA = 22°22′30″ + (T × 50.2388475″ + T² × 0.000111″),  T = years since 15 April 1900, 05:30 IST
 *
 * with Newcomb's annual precession 50.2388475″ and zero ayanamsa in 291 CE. The published formula gives
 * the value on 15 April of each year (T = year − 1900); we run T continuously, in Julian years of
 * 365.25 days from 1900-04-15 00:00 UT (JD 2415124.5), which reproduces it on every 15 April to
 * 0.2″. It is a mean ayanamsa (a precession polynomial): like Swiss Ephemeris with its own ayanamsas, we
 * add the nutation in longitude before subtracting it from apparent longitudes of date.
 *
 * It differs from Swiss Ephemeris' SE_SIDM_KRISHNAMURTI (fitted to the KP Reader I table) by
 * +23″ to +27″ over 1900–2025, and from SE_SIDM_KRISHNAMURTI_VP291 (D. Senthilathiban, 2019) by
 * −46″ to −49″ (docs/kp.md §1 tabulates them).
 */
import type { Ephemeris, Instant } from '../../astro/index.js'

/** JD (UT) of 1900-04-15 00:00 UT = 05:30 IST, the formula's epoch. */
const EPOCH_JD_UT = 2415124.5
const BASE_ARCSEC = 22 * 3600 + 22 * 60 + 30
const RATE_ARCSEC_PER_YEAR = 50.2388475
const ACCELERATION_ARCSEC = 0.000111
const DAYS_PER_YEAR = 365.25

/** The KP new ayanamsa without nutation, degrees, at `jdUt`. */
export function kpNewMeanAyanamsaDeg(jdUt: number): number {
  const years = (jdUt - EPOCH_JD_UT) / DAYS_PER_YEAR
  return (BASE_ARCSEC + years * RATE_ARCSEC_PER_YEAR + years * years * ACCELERATION_ARCSEC) / 3600
}

/** The nutation in longitude Δψ at `t`, degrees (Swiss Ephemeris' true − mean ayanamsa). */
function nutationLongitudeDeg(eph: Ephemeris, t: Instant): number {
  return eph.ayanamsa('krishnamurti', t.jdTt, false) - eph.ayanamsa('krishnamurti', t.jdTt, true)
}

/**
 * The true KP new ayanamsa at `t` in degrees: the mean value plus the nutation in longitude, the amount
 * subtracted from apparent tropical longitudes of date. Oracle: the published formula (docs/kp.md §1).
 */
export function kpNewAyanamsaDeg(eph: Ephemeris, t: Instant): number {
  return kpNewMeanAyanamsaDeg(t.jdUt) + nutationLongitudeDeg(eph, t)
}
