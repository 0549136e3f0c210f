/**
 * Parsing of the instants and calendar dates the API accepts, and the ephemeris coverage.
 * Pure: no clock, no ephemeris. The Julian days of an instant come from `Ephemeris.instant()`.
 */

/** First instant covered (inclusive): 1800-01-02T00:00:00Z. The Swiss Ephemeris files start at
 *  1800-01-01 0h TT and the Moon's light-time needs a margin before the first instant. */
export const COVERAGE_START_MS = Date.UTC(1800, 0, 2)
/** End of coverage (exclusive): 2150-01-01T00:00:00Z, so all of 2149-12-31 UTC is covered. */
export const COVERAGE_END_MS = Date.UTC(2150, 0, 1)
const COVERAGE_FIRST_DATE = '1800-01-02'
const COVERAGE_LAST_DATE = '2149-12-31'

export type ParsedInstant =
  { ok: true; epochMs: number } | { ok: false; reason: 'malformed' | 'no_zone' | 'out_of_range' }

// ISO 8601 / RFC 3339 date-time: date, 'T' (or a space), hours and minutes, optional seconds with an
// optional fraction, then a zone: 'Z' or an offset ±HH:MM, ±HHMM or ±HH. The zone group is optional in
// the pattern only so that a missing zone can be told apart from a malformed string.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days in each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!
}

function validYmd(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
}

const MS_PER_DAY = 86_400_000

/**
 * Days from 1970-01-01 to y-m-d of the proleptic Gregorian calendar, any year (Hinnant's
 * days_from_civil: years counted from March, so that the leap day ends the year). Arithmetic, not a
 * `Date`: a request parses and writes its instant on every call, and Date's local-time cache costs
 * ~1 µs each way.
 */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y
  const era = Math.floor(year / 400)
  const yoe = year - era * 400
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

/** The proleptic Gregorian date of `days` from 1970-01-01 (Hinnant's civil_from_days). */
export function civilFromDays(days: number): { y: number; m: number; d: number } {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d }
}

/** UTC milliseconds of a proleptic Gregorian date and time (years 0–99 are not moved to 1900–1999). */
function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  return daysFromCivil(y, mo, d) * MS_PER_DAY + ((h * 60 + mi) * 60 + s) * 1000 + ms
}

/**
 * Parse an EphemerisDateTime (spec §2.1): ISO 8601 with `Z` or an explicit offset, millisecond
 * resolution (finer fractions are truncated). A string without a zone is refused, never guessed.
 */
export function parseInstant(text: string): ParsedInstant {
  const m = DATE_TIME.exec(text)
  if (!m) return { ok: false, reason: 'malformed' }
  const [, ys, mos, ds, hs, mis, ss, frac, z, sign, ohs, oms] = m
  const y = Number(ys)
  const mo = Number(mos)
  const d = Number(ds)
  const h = Number(hs)
  const mi = Number(mis)
  const s = ss === undefined ? 0 : Number(ss)
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || s > 59) return { ok: false, reason: 'malformed' }
  if (z === undefined && sign === undefined) return { ok: false, reason: 'no_zone' }
  let offsetMin = 0
  if (sign !== undefined) {
    const oh = Number(ohs)
    const om = oms === undefined ? 0 : Number(oms)
    if (oh > 23 || om > 59) return { ok: false, reason: 'malformed' }
    offsetMin = (sign === '-' ? -1 : 1) * (oh * 60 + om)
  }
  const ms = frac === undefined ? 0 : Number(frac.padEnd(3, '0').slice(0, 3))
  const epochMs = utcMs(y, mo, d, h, mi, s, ms) - offsetMin * 60_000
  if (epochMs < COVERAGE_START_MS || epochMs >= COVERAGE_END_MS) return { ok: false, reason: 'out_of_range' }
  return { ok: true, epochMs }
}

export type ParsedDate =
  { ok: true; year: number; month: number; day: number } | { ok: false; reason: 'malformed' | 'out_of_range' }

/** Parse a calendar date `YYYY-MM-DD` within the coverage (1800-01-02 … 2149-12-31). */
export function parseCalendarDate(text: string): ParsedDate {
  const m = DATE_ONLY.exec(text)
  if (!m) return { ok: false, reason: 'malformed' }
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (!validYmd(year, month, day)) return { ok: false, reason: 'malformed' }
  if (text < COVERAGE_FIRST_DATE || text > COVERAGE_LAST_DATE) return { ok: false, reason: 'out_of_range' }
  return { ok: true, year, month, day }
}

/** An instant as ISO 8601 UTC: seconds always, milliseconds only when not zero. */
export function formatUtc(epochMs: number): string {
  if (!(epochMs >= YEAR_1000_MS && epochMs < YEAR_10000_MS)) {
    // A year of other than four digits (or not a number): as Date writes it.
    const iso = new Date(epochMs).toISOString()
    return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso
  }
  // Whole milliseconds, as Date keeps them (an instant from a Julian day has a fraction).
  const whole = Math.trunc(epochMs)
  const days = Math.floor(whole / MS_PER_DAY)
  const { y, m, d } = civilFromDays(days)
  let rest = whole - days * MS_PER_DAY
  const ms = rest % 1000
  rest = (rest - ms) / 1000
  const sec = rest % 60
  rest = (rest - sec) / 60
  const time = `${two(Math.floor(rest / 60))}:${two(rest % 60)}:${two(sec)}`
  return `${y}-${two(m)}-${two(d)}T${time}${ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`}Z`
}

const YEAR_1000_MS = Date.UTC(1000, 0, 1)
const YEAR_10000_MS = Date.UTC(10_000, 0, 1)
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'))
/** A number under 60 as two digits (any other as at least two). */
export const two = (n: number): string => TWO_DIGITS[n] ?? String(n).padStart(2, '0')
