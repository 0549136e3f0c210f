import { DateTime } from 'luxon'
import { formatLocalAt } from './zone-history.js'
import type { Place } from './angles.js'
import type { Ephemeris } from './ephemeris.js'

/**
 * `standard` (spec §4.12): upper limb on a sea-level horizon with 36.6′ refraction. We use Swiss
 * Ephemeris' rise_trans with 1013.25 hPa at 0 °C, whose horizon refraction is 36.7′: within 2 s of the
 * exact 36.6′ horizon and 14× faster (test/unit/invariants.test.ts measures the difference).
 * `hindu`: the centre of the disc on the horizon without refraction, the sunrise Jagannatha Hora and
 * drik-panchanga use for the pañcāṅga.
 */
export const SUNRISE_DEFINITIONS = ['standard', 'hindu'] as const
export type SunriseDefinition = (typeof SUNRISE_DEFINITIONS)[number]

const STANDARD_PRESSURE_HPA = 1013.25
const STANDARD_TEMPERATURE_C = 0
/** Geocentric true altitude of the Sun's centre at the event, −(36.6′ + 16′ semidiameter) or 0 for
 *  hindu: only used to tell midnight sun from polar night, where minutes of arc do not matter. */
const EVENT_ALTITUDE_DEG: Record<SunriseDefinition, number> = { standard: -(36.6 + 16) / 60, hindu: 0 }

/** Why an event is absent on the date. */
export type NoEventReason =
  | 'sun_above_horizon_all_day' // midnight sun
  | 'sun_below_horizon_all_day' // polar night
  | 'no_such_event_this_day' // the Sun crosses the horizon that day, but not this way

export interface SunEvent {
  /** Julian day (UT) of the event. */
  jdUt: number
  epochMs: number
  /** ISO 8601 local time with its UTC offset, to the second. */
  local: string
}

export interface SunriseResult {
  definition: SunriseDefinition
  timezone: string
  sunrise: SunEvent | null
  sunset: SunEvent | null
  nextSunrise: SunEvent | null
  /** Sunset − sunrise in minutes, null when either is absent. */
  dayLengthMinutes: number | null
  reasons: { sunrise: NoEventReason | null; sunset: NoEventReason | null; nextSunrise: NoEventReason | null }
}

const MS_PER_DAY = 86_400_000
const JD_UNIX_EPOCH = 2440587.5
const jdOfMs = (ms: number): number => ms / MS_PER_DAY + JD_UNIX_EPOCH
const msOfJd = (jd: number): number => (jd - JD_UNIX_EPOCH) * MS_PER_DAY

/**
 * ISO 8601 local time to the second with the zone's offset at that instant. The offset is rounded to
 * whole minutes (ISO 8601 has no seconds in offsets; local mean time before standard time has them)
 * and the local time is written with that same offset, so the string always names the exact instant.
 */
export function formatLocal(epochMs: number, zone: string): string {
  return formatLocalAt(epochMs, DateTime.fromMillis(Math.round(epochMs / 1000) * 1000, { zone }).offset)
}

/** UT Julian days of the start of local date `d` and of the two following local dates. */
function localDayBounds(
  d: { year: number; month: number; day: number },
  zone: string,
): [number, number, number] {
  // Luxon moves a midnight that does not exist (a DST gap at 00:00) forward to the first valid instant.
  const start = DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone })
  const next = start.plus({ days: 1 }).startOf('day')
  const after = start.plus({ days: 2 }).startOf('day')
  return [jdOfMs(start.toMillis()), jdOfMs(next.toMillis()), jdOfMs(after.toMillis())]
}

/**
 * Sunrise, sunset and next sunrise for local calendar date `date` in IANA zone `zone` at a sea-level
 * place. `sunrise` is the first sunrise of the local date; `sunset` the first sunset after it;
 * `nextSunrise` the first sunrise after that sunset (the end of the Vedic day). Without a sunrise on
 * the date, `sunset` is the first sunset of the date and `nextSunrise` the first sunrise of the next
 * local date. An absent event is null with its reason.
 * Oracle: USNO rise/set tables (../shared/reference/ephemeris/sunrise-usno.json), ≤ 60 s.
 */
export function sunriseOn(
  eph: Ephemeris,
  date: { year: number; month: number; day: number },
  zone: string,
  place: Place,
  definition: SunriseDefinition,
): SunriseResult {
  const [dayStart, dayEnd, nextDayEnd] = localDayBounds(date, zone)
  const disc = definition === 'hindu' ? 'centre-no-refraction' : 'upper-limb'
  const find = (from: number, until: number, event: 'rise' | 'set'): number | undefined => {
    const jd = eph.sunEvent(from, event, place, disc, STANDARD_PRESSURE_HPA, STANDARD_TEMPERATURE_C)
    return jd !== undefined && jd < until ? jd : undefined
  }
  // Whether the Sun is above or below the horizon all through [from, until): there is no event of
  // either kind in it, so its altitude at any instant tells.
  const reasonFor = (from: number, until: number): NoEventReason => {
    if (find(from, until, 'rise') !== undefined || find(from, until, 'set') !== undefined) {
      return 'no_such_event_this_day'
    }
    const alt = eph.sunAltitude((from + until) / 2, place)
    return alt > EVENT_ALTITUDE_DEG[definition] ? 'sun_above_horizon_all_day' : 'sun_below_horizon_all_day'
  }

  const rise = find(dayStart, dayEnd, 'rise')
  let set: number | undefined
  let next: number | undefined
  let reasons: SunriseResult['reasons']
  if (rise !== undefined) {
    // The Vedic day is anchored at sunrise, not at midnight: a sunrise a minute before midnight far
    // from the zone's meridian is followed by a sunrise more than one local date later.
    const until = rise + 2
    set = find(rise, until, 'set')
    next = set === undefined ? undefined : find(set, until, 'rise')
    reasons = {
      sunrise: null,
      sunset: set === undefined ? reasonFor(rise, until) : null,
      nextSunrise: next === undefined ? reasonFor(set ?? rise, until) : null,
    }
  } else {
    set = find(dayStart, dayEnd, 'set')
    next = find(dayEnd, nextDayEnd, 'rise')
    reasons = {
      sunrise: reasonFor(dayStart, dayEnd),
      sunset: set === undefined ? reasonFor(dayStart, dayEnd) : null,
      nextSunrise: next === undefined ? reasonFor(dayEnd, nextDayEnd) : null,
    }
  }
  const event = (jd: number | undefined): SunEvent | null => {
    if (jd === undefined) return null
    const epochMs = msOfJd(jd)
    return { jdUt: jd, epochMs, local: formatLocal(epochMs, zone) }
  }
  return {
    definition,
    timezone: zone,
    sunrise: event(rise),
    sunset: event(set),
    nextSunrise: event(next),
    dayLengthMinutes: rise !== undefined && set !== undefined ? ((set - rise) * MS_PER_DAY) / 60_000 : null,
    reasons,
  }
}
