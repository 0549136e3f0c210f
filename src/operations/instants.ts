/**
 * Instants from the request's dates and date-times: a calendar date alone is the start of that day in a
 * zone (the birth zone, as astrologers read a date), a date-time carries its own offset. Values reach
 * here validated (schemas/validation.ts); what is out of the ephemeris' range is each caller's error.
 * A value that does not parse here was let through by the validation: a defect, thrown as such.
 */
import { DateTime } from 'luxon'
import {
  COVERAGE_END_MS,
  COVERAGE_START_MS,
  parseCalendarDate,
  parseInstant,
  type ParsedDate,
} from '../astro/index.js'

/** The start of calendar day `date` (`YYYY-MM-DD`) in `zone`, as epoch milliseconds. */
export function dayStartIn(date: string, zone: string): number {
  return DateTime.fromISO(date, { zone }).startOf('day').toMillis()
}

/** A date (the start of that day in `zone`) or a date-time with its offset, as epoch milliseconds; NaN
 *  when the text names no instant. */
export function instantIn(text: string, zone: string): number {
  if (text.length === 10) return dayStartIn(text, zone)
  const r = parseInstant(text)
  return r.ok ? r.epochMs : Number.NaN
}

/** Whether `ms` is an instant the ephemeris covers (1800-01-02 … 2149-12-31). */
export function covered(ms: number): boolean {
  return ms >= COVERAGE_START_MS && ms < COVERAGE_END_MS
}

/** A validated `YYYY-MM-DD` date. */
export function validatedDate(text: string): Extract<ParsedDate, { ok: true }> {
  const d = parseCalendarDate(text)
  if (!d.ok) throw new Error('a date reached the operation unvalidated')
  return d
}

/** A validated ISO 8601 date-time with its offset, as epoch milliseconds. */
export function validatedInstantMs(text: string): number {
  const r = parseInstant(text)
  if (!r.ok) throw new Error('a date-time reached the operation unvalidated')
  return r.epochMs
}
