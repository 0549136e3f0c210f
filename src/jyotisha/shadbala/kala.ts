/**
 * Kāla bala (temporal strength), BPHS 27, as worked in B. V. Raman, "Graha and Bhava Balas", ch. V: the
 * nine parts nathonnata, pakṣa, tribhāga, abda, māsa, vāra, horā, ayana and yuddha, in ṣaṣṭiāṃśas.
 */
import { PLANETS, type Planet } from '../grahas.js'
import type { ShadbalaInput } from './input.js'

const norm360 = (x: number): number => ((x % 360) + 360) % 360

/** Nathonnata (day/night) bala, ṣaṣṭiāṃśas [0, 60]. The Moon, Mars and Saturn are full at midnight, the
 *  Sun, Jupiter and Venus at noon, Mercury always 60 (BPHS 27). `apparentSolarTimeHours` is local
 *  apparent time; the arc from midnight is 15° an hour, folded at noon. */
function nathonnataBala(planet: Planet, apparentSolarTimeHours: number): number {
  if (planet === 'Mercury') return 60
  const fromMidnightDeg = norm360(apparentSolarTimeHours * 15)
  const unnataDeg = fromMidnightDeg > 180 ? 360 - fromMidnightDeg : fromMidnightDeg
  const day = planet === 'Sun' || planet === 'Jupiter' || planet === 'Venus'
  return day ? unnataDeg / 3 : (180 - unnataDeg) / 3
}

/** The Moon's elongation from the Sun folded to [0, 180], degrees. */
export function foldedElongationDeg(sunLonDeg: number, moonLonDeg: number): number {
  const e = norm360(moonLonDeg - sunLonDeg)
  return e > 180 ? 360 - e : e
}

/**
 * Natural benefics for pakṣa and dṛk bala (BPHS 3 and 27): Jupiter and Venus; the Moon while waxing
 * (elongation < 180°); Mercury unless he shares his sign with a malefic (the Sun, Mars, Saturn or a
 * waning Moon). The Sun, Mars and Saturn are malefic.
 */
export function isBenefic(planet: Planet, lonDeg: Record<Planet, number>): boolean {
  const waxing = norm360(lonDeg.Moon - lonDeg.Sun) < 180
  if (planet === 'Jupiter' || planet === 'Venus') return true
  if (planet === 'Moon') return waxing
  if (planet !== 'Mercury') return false
  const sign = (p: Planet) => Math.floor(norm360(lonDeg[p]) / 30)
  const malefics: Planet[] = ['Sun', 'Mars', 'Saturn', ...(waxing ? [] : ['Moon' as const])]
  return !malefics.some((m) => sign(m) === sign('Mercury'))
}

/** Pakṣa bala, ṣaṣṭiāṃśas: benefics get the folded elongation ÷ 3, malefics 60 minus that; the Moon's
 *  is doubled (BPHS 27; Raman ch. V; PyJHora strength.py doubles it too), so it runs to 120. */
function pakshaBala(planet: Planet, lonDeg: Record<Planet, number>): number {
  const shubha = foldedElongationDeg(lonDeg.Sun, lonDeg.Moon) / 3
  const value = isBenefic(planet, lonDeg) ? shubha : 60 - shubha
  return planet === 'Moon' ? 2 * value : value
}

/** Tribhāga bala, ṣaṣṭiāṃśas {0, 60}: the thirds of the day belong to Mercury, the Sun and Saturn, the
 *  thirds of the night to the Moon, Venus and Mars; Jupiter always has 60 (BPHS 27). */
function tribhagaBala(
  planet: Planet,
  jdUt: number,
  sunriseJdUt: number,
  sunsetJdUt: number,
  nextSunriseJdUt: number,
): number {
  if (planet === 'Jupiter') return 60
  const isDay = jdUt < sunsetJdUt
  const [start, end] = isDay ? [sunriseJdUt, sunsetJdUt] : [sunsetJdUt, nextSunriseJdUt]
  const third = Math.min(2, Math.max(0, Math.floor((3 * (jdUt - start)) / (end - start))))
  const lords: Planet[] = isDay ? ['Mercury', 'Sun', 'Saturn'] : ['Moon', 'Venus', 'Mars']
  return lords[third] === planet ? 60 : 0
}

/** Weekday lords from Sunday (index 0). */
const WEEKDAY_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']

/** Lord of the weekday of the civil day numbered `jdDay` (= ⌊JD + 0.5⌋ in local time). */
export const weekdayLordOfJdDay = (jdDay: number): Planet => WEEKDAY_LORDS[(((jdDay + 1) % 7) + 7) % 7]!

/** JD day number of the day from which the Kali ahargana counts (Thursday 17 Feb 3102 BCE, proleptic
 *  Julian; the Kali yuga opens at the midnight that ends it, Sūrya Siddhānta 1). */
const KALI_EPOCH_JD_DAY = 588465

/**
 * Lords of the 360-day year (abda) and 30-day month (māsa) running on civil day `jdDay`: the weekday
 * lords of the days on which that year and that month began, counting savana years and months from
 * the Kali epoch (BPHS 27; Raman ch. V, who divides the ahargana by 360 and by 30). Checked against
 * Raman's Standard Horoscope (16 Oct 1918: year lord Saturn, month lord Mercury).
 */
export function kaliYearAndMonthLords(jdDay: number): { yearLord: Planet; monthLord: Planet } {
  const ahargana = jdDay - KALI_EPOCH_JD_DAY
  const yearStart = KALI_EPOCH_JD_DAY + 360 * Math.floor(ahargana / 360)
  const monthStart = KALI_EPOCH_JD_DAY + 30 * Math.floor(ahargana / 30)
  return { yearLord: weekdayLordOfJdDay(yearStart), monthLord: weekdayLordOfJdDay(monthStart) }
}

/** Chaldean order of the horā lords, descending speed (BPHS 27; Raman ch. V). */
const HORA_ORDER: readonly Planet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon']

/** Lord of the horā (equal hour counted from sunrise) of the birth: the first horā belongs to the
 *  weekday lord, each next one to the next planet in Chaldean order. */
export function horaLord(weekdayLord: Planet, jdUt: number, sunriseJdUt: number): Planet {
  const hours = Math.floor((jdUt - sunriseJdUt) * 24)
  const start = HORA_ORDER.indexOf(weekdayLord)
  return HORA_ORDER[(((start + hours) % 7) + 7) % 7]!
}

/** Ayana bala, ṣaṣṭiāṃśas: (24° + k) × 60/48 with k the declination taken positive north for the Sun,
 *  Mars, Jupiter and Venus, positive south for the Moon and Saturn, and always positive for Mercury;
 *  the Sun's is doubled (BPHS 27; Raman ch. V). PyJHora uses +declination for every planet. */
export function ayanaBala(planet: Planet, declinationDeg: number): number {
  const k =
    planet === 'Mercury'
      ? Math.abs(declinationDeg)
      : planet === 'Moon' || planet === 'Saturn'
        ? -declinationDeg
        : declinationDeg
  const value = ((24 + k) * 60) / 48
  return planet === 'Sun' ? 2 * value : value
}

/** Mean apparent disc diameters, arcseconds (Sūrya Siddhānta 7; Raman ch. V), for yuddha bala. */
const DISC_DIAMETER_ARCSEC: Partial<Record<Planet, number>> = {
  Mars: 9.4,
  Mercury: 6.6,
  Jupiter: 190.4,
  Venus: 16.6,
  Saturn: 158.0,
}

/**
 * Yuddha (planetary war) bala, ṣaṣṭiāṃśas, for every planet. Two of Mars … Saturn within 1° are at war;
 * the victor (the one further north, Sūrya Siddhānta 7 / BPHS 27, by declination) gains, and the loser
 * loses, the difference of their `preWarVirupas` (sthāna + dig + kāla up to horā, without ayana)
 * divided by the difference of their disc diameters. Raman ch. V instead names the planet of lesser
 * longitude the victor.
 */
export function yuddhaBala(
  lonDeg: Record<Planet, number>,
  declinationDeg: Record<Planet, number>,
  preWarVirupas: Record<Planet, number>,
): Record<Planet, number> {
  const out = Object.fromEntries(PLANETS.map((p) => [p, 0])) as Record<Planet, number>
  const fighters = PLANETS.filter((p) => DISC_DIAMETER_ARCSEC[p] !== undefined)
  for (let i = 0; i < fighters.length; i++) {
    for (let j = i + 1; j < fighters.length; j++) {
      const a = fighters[i]!
      const b = fighters[j]!
      const sep = Math.abs(norm360(lonDeg[a] - lonDeg[b] + 180) - 180)
      if (sep >= 1) continue
      const [winner, loser] = declinationDeg[a] >= declinationDeg[b] ? [a, b] : [b, a]
      const gain =
        Math.abs(preWarVirupas[a] - preWarVirupas[b]) /
        Math.abs(DISC_DIAMETER_ARCSEC[a]! - DISC_DIAMETER_ARCSEC[b]!)
      out[winner] += gain
      out[loser] -= gain
    }
  }
  return out
}

export interface KalaParts {
  nathonnata: number
  paksha: number
  tribhaga: number
  abda: number
  masa: number
  vara: number
  hora: number
  ayana: number
  yuddha: number
}

/** The kāla parts before yuddha (which needs every planet's sthāna and dig bala), ṣaṣṭiāṃśas. */
export function kalaPartsBeforeWar(planet: Planet, input: ShadbalaInput): Omit<KalaParts, 'yuddha'> {
  const hora = horaLord(input.weekdayLord, input.jdUt, input.sunriseJdUt)
  return {
    nathonnata: nathonnataBala(planet, input.apparentSolarTimeHours),
    paksha: pakshaBala(planet, input.lonDeg),
    tribhaga: tribhagaBala(planet, input.jdUt, input.sunriseJdUt, input.sunsetJdUt, input.nextSunriseJdUt),
    abda: input.yearLord === planet ? 15 : 0,
    masa: input.monthLord === planet ? 30 : 0,
    vara: input.weekdayLord === planet ? 45 : 0,
    hora: hora === planet ? 60 : 0,
    ayana: ayanaBala(planet, input.declinationDeg[planet]),
  }
}
