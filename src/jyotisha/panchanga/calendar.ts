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
import { LUNAR_MONTHS, RITUS, type LunarMonthName, type Ritu } from './names.js'

const DAY_MS = 86_400_000

/** The first date whose lunar month (back to the new moon before) the ephemeris files cover. */
export const PANCHANGA_FIRST_DATE = '1800-02-01'

export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number
  amanta: LunarMonthName
  purnimanta: LunarMonthName
  adhika: boolean
  /** The new moons that begin and end the amānta month. */
  startMs: number
  endMs: number
}

function sunSiderealLon(eph: Ephemeris, ms: number): number {
  return normalizeDeg(eph.position('Sun', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon)
}

/** An amānta month: the new moons that begin and end it, its index (0 = Chaitra) and whether it is adhika. */
export interface Lunation {
  startMs: number
  endMs: number
  index: number
  adhika: boolean
}

/** The amānta months covering [fromMs, toMs]: each new moon (the elongation's 0° crossing), named by the
 *  Sun's sidereal sign at it, adhika when the next new moon finds the Sun in the same sign. */
export function lunations(eph: Ephemeris, fromMs: number, toMs: number): Lunation[] {
  const { deg, rate } = limbAngle(eph, 'tithi', fromMs)
  let nm = limbCrossing(eph, 'tithi', 0, fromMs - (deg / rate) * DAY_MS)
  const moons = [nm]
  while (nm <= toMs) {
    nm = limbCrossing(eph, 'tithi', 0, nm + 29.53 * DAY_MS)
    moons.push(nm)
  }
  const signs = moons.map((ms) => Math.floor(sunSiderealLon(eph, ms) / 30))
  return moons.slice(0, -1).map((startMs, i) => ({
    startMs,
    endMs: moons[i + 1]!,
    index: (signs[i]! + 1) % 12,
    adhika: signs[i] === signs[i + 1],
  }))
}

/** The pūrṇimānta name of amānta month `index` in the bright or dark fortnight. */
export function purnimantaName(index: number, adhika: boolean, waning: boolean): LunarMonthName {
  return LUNAR_MONTHS[waning && !adhika ? (index + 1) % 12 : index]!
}

/** The lunar month in force at `ms` (jyotisha.md §7; drik-panchanga `masa`). */
export function lunarMonthAt(eph: Ephemeris, ms: number): LunarMonth {
  const lun = lunations(eph, ms, ms).find((l) => l.startMs <= ms && ms < l.endMs)!
  const waning = limbAngle(eph, 'tithi', ms).deg >= 180
  return {
    index: lun.index,
    amanta: LUNAR_MONTHS[lun.index]!,
    purnimanta: purnimantaName(lun.index, lun.adhika, waning),
    adhika: lun.adhika,
    startMs: lun.startMs,
    endMs: lun.endMs,
  }
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
export function rituOf(monthIndex: number): Ritu {
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
): { ritu: Ritu; ayana: 'Uttarayana' | 'Dakshinayana' } {
  const lon = sunTropicalLon(eph, ms)
  return {
    ritu: RITUS[Math.floor(normalizeDeg(lon + 30) / 60)]!,
    ayana: lon >= 270 || lon < 90 ? 'Uttarayana' : 'Dakshinayana',
  }
}
