/**
 * The lunisolar calendar around an instant: the lunar month (amānta and pūrṇimānta, adhika), the Śaka
 * and Vikram years, the ṛtu and the ayana.
 *
 * The amānta month runs from one new moon to the next and takes its name from the sidereal sign the Sun
 * is in at the new moon that begins it: the Sun in Pisces names Chaitra, in Aries Vaishakha, and so on.
 * When the Sun is in the same sign at both new moons it entered no sign in between: that month is adhika
 * (intercalary) and repeats the name of the month after it (drik-panchanga's `masa`; Surya Siddhanta
 * practice with the true Sun). The pūrṇimānta month runs from full moon to full moon, so its dark
 * fortnight carries the name of the amānta month that follows; an adhika month keeps its name in both.
 */
import type { Ephemeris } from '../../astro/index.js'
import { normalizeDeg } from '../../astro/index.js'
import { limbAngle, limbCrossing } from './limbs.js'
import { LUNAR_MONTHS, RITUS } from './names.js'

const DAY_MS = 86_400_000

/** The first date whose lunar month (back to the new moon before) the ephemeris files cover. */
export const PANCHANGA_FIRST_DATE = '1800-02-01'

export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number
  amanta: string
  purnimanta: string
  adhika: boolean
  /** The new moons that begin and end the amānta month. */
  startMs: number
  endMs: number
}

function sunSiderealLon(eph: Ephemeris, ms: number): number {
  return normalizeDeg(eph.position('Sun', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon)
}

/** The new moons before and after `ms` (the elongation's 0° crossings). */
export function newMoonsAround(eph: Ephemeris, ms: number): [number, number] {
  const { deg, rate } = limbAngle(eph, 'tithi', ms)
  const last = limbCrossing(eph, 'tithi', 0, ms - (deg / rate) * DAY_MS)
  const next = limbCrossing(eph, 'tithi', 0, ms + ((360 - deg) / rate) * DAY_MS)
  return [last, next]
}

/** The lunar month in force at `ms` (jyotisha.md §7; drik-panchanga `masa`). */
export function lunarMonthAt(eph: Ephemeris, ms: number): LunarMonth {
  const [last, next] = newMoonsAround(eph, ms)
  const signAtLast = Math.floor(sunSiderealLon(eph, last) / 30)
  const signAtNext = Math.floor(sunSiderealLon(eph, next) / 30)
  const index = (signAtLast + 1) % 12
  const adhika = signAtLast === signAtNext
  const waning = limbAngle(eph, 'tithi', ms).deg >= 180
  const amanta = LUNAR_MONTHS[index]!
  const purnimanta = waning && !adhika ? LUNAR_MONTHS[(index + 1) % 12]! : amanta
  return { index, amanta, purnimanta, adhika, startMs: last, endMs: next }
}

/**
 * Śaka and Vikram years at a moment of lunar month `monthIndex` whose local civil date is in
 * `civilYear`/`civilMonth`. Both years begin with Chaitra (Śaka 0 = 78 CE; Vikram = Śaka + 135, the
 * North Indian chaitrādi reckoning): Chaitra to Margashirsha fall in the civil year the Śaka year began
 * in; Pausha, Magha and Phalguna in the next one once the civil year has turned.
 */
export function samvatOf(
  monthIndex: number,
  civilYear: number,
  civilMonth: number,
): { shaka: number; vikram: number } {
  const startedThisCivilYear = monthIndex <= 8 || civilMonth >= 9
  const shaka = civilYear - (startedThisCivilYear ? 78 : 79)
  return { shaka, vikram: shaka + 135 }
}

/** The ṛtu of a lunar month (the Vedic ṛtu): Chaitra and Vaishakha are Vasanta, and so on in pairs. */
export function rituOf(monthIndex: number): string {
  return RITUS[Math.floor(monthIndex / 2)]!
}

/** Uttarayana while the Sun is in sidereal Capricorn to Gemini (from Makara to Karka Saṅkrānti). */
export function ayanaAt(eph: Ephemeris, ms: number): 'Uttarayana' | 'Dakshinayana' {
  const lon = sunSiderealLon(eph, ms)
  return lon >= 270 || lon < 90 ? 'Uttarayana' : 'Dakshinayana'
}

/** The tropical Sun's longitude (degrees) at `ms`. */
function sunTropicalLon(eph: Ephemeris, ms: number): number {
  return normalizeDeg(eph.position('Sun', eph.instant(ms).jdTt, {}).lon)
}

/**
 * The seasons by the tropical Sun (Drik Panchang's "Drik Ritu" and "Drik Ayana"): ṛtus of 60° from
 * 330° (Vasanta: the tropical Sun in Pisces and Aries, Shishira from the winter solstice), and
 * Uttarayana from the winter to the summer solstice.
 */
export function tropicalSeasonAt(
  eph: Ephemeris,
  ms: number,
): { ritu: string; ayana: 'Uttarayana' | 'Dakshinayana' } {
  const lon = sunTropicalLon(eph, ms)
  return {
    ritu: RITUS[Math.floor(normalizeDeg(lon + 30) / 60)]!,
    ayana: lon >= 270 || lon < 90 ? 'Uttarayana' : 'Dakshinayana',
  }
}
