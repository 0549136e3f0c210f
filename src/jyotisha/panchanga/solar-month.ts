/**
 * The solar month (saura māsa) and the regional solar calendars. A solar month is the time
 * the Sun spends in one sidereal (Lahiri) sign, from one saṅkrānti to the next. Civil calendars begin the
 * month at a sunrise, and which sunrise depends on where the saṅkrānti falls in the day: the four rules
 * of Sewell and Dikshit, The Indian Calendar (1896), §28, as Sewell restates them in Indian Chronography
 * (1912), p. 19:
 *
 * - Tamil (the general South Indian rule): a saṅkrānti before sunset begins the month that day; one after
 *   sunset (until the next sunrise) begins it the next day.
 * - Malayalam (the Malabar rule): the daytime, sunrise to sunset, is cut into five equal parts; a saṅkrānti
 *   in the first three (before the end of madhyāhna, 3/5 of the daytime) begins the month that day,
 *   otherwise the next day.
 * - Bengali (the Bengal rule): a saṅkrānti between sunrise and midnight begins the month the next day; one
 *   after midnight, on the day after that. Counted in civil dates, that is the day after the saṅkrānti's
 *   date, midnight to midnight in the place's zone; with one ghaṭī (24 minutes) of grace after midnight,
 *   as Drik Panchang's Bengali calendar keeps it (Joishtho 1432 began on 15 May 2025 after a saṅkrānti at
 *   00:12 IST that day, and Asharh 1427 on 15 June 2020 after one Drik Panchang puts just past midnight).
 *   Almanacs treat the ghaṭī either side of midnight as a zone of its own; a saṅkrānti there may be
 *   placed a day apart by another almanac.
 *
 * Left out: the Orissa rule (Sewell: the day of the saṅkrānti, sunrise to sunrise, whenever it falls;
 * almanac summaries today say "before midnight", and we found no published Odia month starts to decide),
 * and the Punjabi solar months, whose rule we found stated nowhere.
 *
 * The days are counted at the place asked for, in its zone, as Drik Panchang computes its regional
 * calendars for any city; the saṅkrānti is the true Sun's, as the drik almanacs have it (the Vākya and
 * Sūrya Siddhānta almanacs of Tamil Nadu, Kerala and Bengal can differ by hours, so by a day).
 */
import { DateTime } from 'luxon'
import type { Ephemeris, Place, SunriseDefinition, SunriseResult } from '../../astro/index.js'
import { sunriseOn } from '../../astro/index.js'
import { limbSpans, type LimbSpan } from './limbs.js'

const DAY_MS = 86_400_000
/** One ghaṭī, a sixtieth of a day: the Bengal rule's grace after midnight. */
const GHATI_MS = DAY_MS / 60

/** Tamil solar months, Sun in Aries (Chithirai) … Pisces (Panguni). */
export const TAMIL_MONTHS = [
  'Chithirai',
  'Vaikasi',
  'Aani',
  'Aadi',
  'Avani',
  'Purattasi',
  'Aippasi',
  'Karthigai',
  'Margazhi',
  'Thai',
  'Masi',
  'Panguni',
] as const

/** Malayalam solar months, Sun in Aries (Medam) … Pisces (Meenam); the Kollam year begins with Chingam (Leo). */
export const MALAYALAM_MONTHS = [
  'Medam',
  'Edavam',
  'Mithunam',
  'Karkidakam',
  'Chingam',
  'Kanni',
  'Thulam',
  'Vrischikam',
  'Dhanu',
  'Makaram',
  'Kumbham',
  'Meenam',
] as const

/** Bengali solar months as Drik Panchang's Bengali pages spell them, Sun in Aries (Boishakh) … Pisces (Choitro). */
export const BENGALI_MONTHS = [
  'Boishakh',
  'Joishtho',
  'Asharh',
  'Srabon',
  'Bhadro',
  'Ashshin',
  'Kartik',
  'Ogrohaeon',
  'Poush',
  'Magh',
  'Falgun',
  'Choitro',
] as const

export type SolarCalendar = 'tamil' | 'malayalam' | 'bengali'

export interface LocalDate {
  year: number
  month: number
  day: number
}

/** A day of one regional solar calendar. */
export interface RegionalSolarDate {
  /** 0 = Aries: the sign the Sun entered at the saṅkrānti that began this month. */
  signIndex: number
  month: string
  /** 1-based day of the month. */
  day: number
  /** The local date of the month's first day. */
  firstDay: LocalDate
  /** The era year: Kollam (Malayalam, from Chingam 1) or Bengali (Bangabda, from Boishakh 1); none for Tamil. */
  year: number | null
}

export interface SolarMonth {
  /** 0 = Aries: the Sun's sidereal sign at the start of the day (sunrise). */
  signIndex: number
  tamil: RegionalSolarDate | null
  malayalam: RegionalSolarDate | null
  bengali: RegionalSolarDate | null
}

const dayNumber = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS
const addDays = (d: LocalDate, n: number): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n))
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}
const localDateOf = (ms: number, zone: string): LocalDate => {
  const t = DateTime.fromMillis(ms, { zone })
  return { year: t.year, month: t.month, day: t.day }
}

/** Sunrise results by local date, computed once per call of `solarMonthOf`. */
type SunOn = (d: LocalDate) => SunriseResult

/**
 * The local date on which the month that a saṅkrānti at `sankrantiMs` begins has its first day, by the
 * rule of `calendar`; null where the rule needs a sunrise or sunset the place does not have that day.
 */
export function monthFirstDay(
  calendar: SolarCalendar,
  sankrantiMs: number,
  zone: string,
  sunOn: SunOn,
): LocalDate | null {
  if (calendar === 'bengali') return addDays(localDateOf(sankrantiMs - GHATI_MS, zone), 1)
  const date = localDateOf(sankrantiMs, zone)
  // The Vedic day the saṅkrānti falls in: the local date whose sunrise it follows.
  let day = date
  let sun = sunOn(day)
  if (sun.sunrise && sankrantiMs < sun.sunrise.epochMs) {
    day = addDays(date, -1)
    sun = sunOn(day)
  }
  const rise = sun.sunrise?.epochMs
  const set = sun.sunset?.epochMs
  if (rise === undefined || set === undefined || set <= rise) return null
  const cutoff = calendar === 'tamil' ? set : rise + 0.6 * (set - rise)
  return sankrantiMs < cutoff ? day : addDays(day, 1)
}

const MONTH_NAMES: Record<SolarCalendar, readonly string[]> = {
  tamil: TAMIL_MONTHS,
  malayalam: MALAYALAM_MONTHS,
  bengali: BENGALI_MONTHS,
}

/** The era year of a month whose first day is `first`. */
function eraYear(calendar: SolarCalendar, signIndex: number, first: LocalDate): number | null {
  // Kollam: Chingam (Leo) to Dhanu (Sagittarius) begin in the Gregorian year whose August began the
  // Kollam year; Chingam 1 of 2025 began Kollam 1201.
  if (calendar === 'malayalam') return first.year - (signIndex >= 4 && signIndex <= 8 ? 824 : 825)
  // Bangabda: Boishakh (Aries) to Poush (Sagittarius) begin in the year of Pohela Boishakh; 1433 from
  // April 2026.
  if (calendar === 'bengali') return first.year - (signIndex <= 8 ? 593 : 594)
  return null
}

function regionalDate(
  calendar: SolarCalendar,
  sunSigns: readonly LimbSpan[],
  date: LocalDate,
  zone: string,
  sunOn: SunOn,
): RegionalSolarDate | null {
  // The latest saṅkrānti whose month has begun by `date`.
  for (let i = sunSigns.length - 1; i >= 0; i--) {
    const s = sunSigns[i]!
    const first = monthFirstDay(calendar, s.startMs, zone, sunOn)
    if (first === null) return null
    if (dayNumber(first) > dayNumber(date)) continue
    return {
      signIndex: s.index,
      month: MONTH_NAMES[calendar][s.index]!,
      day: dayNumber(date) - dayNumber(first) + 1,
      firstDay: first,
      year: eraYear(calendar, s.index, first),
    }
  }
  throw new Error('no saṅkrānti found before the day')
}

/**
 * The solar month of the Vedic day of local `date` (starting at `startMs`, ending at `endMs`), at `place`
 * in `zone`: the Sun's sidereal sign at the start, and the date in each regional calendar (null where its
 * rule needs a sunrise or sunset the place lacks). Also the saṅkrānti inside [startMs, endMs), if any.
 */
export function solarMonthOf(
  eph: Ephemeris,
  date: LocalDate,
  startMs: number,
  endMs: number,
  zone: string,
  place: Place,
  definition: SunriseDefinition,
): { solarMonth: SolarMonth; sankranti: { signIndex: number; atMs: number } | null } {
  // A month's first day is at most two days after its saṅkrānti, so the saṅkrāntis from three days before
  // the day hold the one whose month is running.
  const sunSigns = limbSpans(eph, 'sunSign', startMs - 3 * DAY_MS, endMs)
  const cache = new Map<number, SunriseResult>()
  const sunOn: SunOn = (d) => {
    const key = dayNumber(d)
    let r = cache.get(key)
    if (r === undefined) {
      r = sunriseOn(eph, d, zone, place, definition)
      cache.set(key, r)
    }
    return r
  }
  const running = sunSigns.find((s) => s.startMs <= startMs && startMs < s.endMs)!
  const inDay = sunSigns.find((s) => s.startMs >= startMs && s.startMs < endMs)
  return {
    solarMonth: {
      signIndex: running.index,
      tamil: regionalDate('tamil', sunSigns, date, zone, sunOn),
      malayalam: regionalDate('malayalam', sunSigns, date, zone, sunOn),
      bengali: regionalDate('bengali', sunSigns, date, zone, sunOn),
    },
    sankranti: inDay ? { signIndex: inDay.index, atMs: inDay.startMs } : null,
  }
}
