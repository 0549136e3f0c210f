/**
 * From birth data (a local date and clock time in an IANA zone, and a place) to a UTC instant, with the
 * zone's whole history: local mean time before standard time, war time, daylight saving.
 *
 * - A clock time that occurs twice (daylight saving ends, clocks go back) is the first occurrence.
 * - A clock time that never occurs (clocks jump forward over it) is refused: there is no instant to
 *   choose, and guessing one is how other services give wrong charts silently.
 * - Where the zone's history says local mean time (its LMT era in the tz database, before any standard
 *   time), the clock was the Sun's mean time at the birthplace itself, so the offset is the birth
 *   longitude / 15 hours, not the zone's reference city (a Mumbai birth in 1850 did not keep Kolkata's
 *   mean time). A city's mean time made legal time (St John's NST from 1884, Dublin Mean Time
 *   1880–1916) is standard time: clocks kept it, not the birthplace's own.
 * - A stated clock offset (`utcOffset`) replaces the zone's history for the birth alone: the clock
 *   read that offset (or the birthplace's mean time), whatever the tz database says.
 * - With the time unknown the chart is cast for local noon; the caller reduces what it reports.
 */
import { COVERAGE_END_MS, COVERAGE_START_MS, formatOffset, zoneHistory } from '../astro/index.js'
import { joinTexts, text, type Text } from '../readings/text.js'

export interface BirthInput {
  /** `YYYY-MM-DD` */
  date: string
  /** `HH:MM` or `HH:MM:SS`, local to `timezone`; undefined when unknown. */
  time?: string | undefined
  timezone: string
  latitude: number
  longitude: number
  /** The clock's offset from UTC as stated with the birth data: `±HH:MM`, `±HH:MM:SS` (at most
   *  ±15:59:59) or `lmt` (the birthplace's local mean time); undefined to use the zone's history. */
  utcOffset?: string | undefined
}

/** `exact`: the clock time occurs once in the zone; `first_of_two`: it occurs twice (clocks went back)
 *  and the first occurrence is used; `local_mean_time`: before standard time, the mean time of the
 *  birth longitude; `stated_offset`: the offset given with the birth data, the zone's history unused. */
export const RESOLUTIONS = ['exact', 'first_of_two', 'local_mean_time', 'stated_offset'] as const
export type Resolution = (typeof RESOLUTIONS)[number]
export interface ResolvedBirth {
  epochMs: number
  timeKnown: boolean
  /** UTC offset in force, in minutes (fractional for local mean time). */
  offsetMinutes: number
  /** `+05:30`, or `+04:51:31` for local mean time. */
  utcOffset: string
  /** The zone's abbreviation for that instant as the runtime's tz database names it (`IST`, `EDT`,
   *  `GMT+6:30`), the tz data's name of a named mean time (`NST`, `DMT`), `LMT` for local mean time,
   *  or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
  zoneAbbreviation: string
  resolution: Resolution
  /** Plain-language account of the conversion for the response, in each language. */
  note: Text
}

/** Why birth data cannot be turned into an instant. `field` is the request field to name. */
export class BirthDataError extends Error {
  override name = 'BirthDataError'
  constructor(
    readonly field: 'date' | 'time' | 'timezone' | 'utcOffset',
    message: string,
  ) {
    super(message)
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/
/** A stated offset: hours 00–15 (historical local mean times reach ±15:56), minutes and seconds
 *  00–59, or `lmt`. The schema's pattern (src/schemas/birth.ts) is the same. */
export const STATED_OFFSET = /^(?:lmt|([+-])(0\d|1[0-5]):([0-5]\d)(?::([0-5]\d))?)$/
const MS_PER_MINUTE = 60_000

/** The offset in minutes east of a stated `utcOffset` (`lmt`: longitude / 15 hours); throws for
 *  anything else. */
function statedOffsetMinutes(utcOffset: string, longitudeDeg: number): number {
  const m = STATED_OFFSET.exec(utcOffset)
  if (!m) {
    throw new BirthDataError(
      'utcOffset',
      'must be an offset from UTC, +HH:MM or +HH:MM:SS (−15:59:59 to +15:59:59), or lmt',
    )
  }
  if (utcOffset === 'lmt') return (longitudeDeg / 15) * 60
  const minutes = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60
  return m[1] === '-' ? -minutes : minutes
}

/** Days in month `m` (1-based) of proleptic Gregorian year `y`. */
function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** The local clock reading as if it were UTC, in ms; throws for an impossible date or time. */
function wallClockMs(date: string, time: string | undefined): number {
  const d = DATE.exec(date)
  if (!d) throw new BirthDataError('date', 'must be a calendar date YYYY-MM-DD')
  const [y, mo, da] = [Number(d[1]), Number(d[2]), Number(d[3])]
  if (mo < 1 || mo > 12 || da < 1 || da > daysInMonth(y, mo)) {
    throw new BirthDataError('date', 'is not a date of the calendar (month 01–12, day within the month)')
  }
  let h = 12
  let mi = 0
  let s = 0
  if (time !== undefined) {
    const t = TIME.exec(time)
    if (!t) throw new BirthDataError('time', 'must be HH:MM or HH:MM:SS on the 24-hour clock')
    ;[h, mi, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)]
    if (h > 23 || mi > 59 || s > 59) {
      throw new BirthDataError('time', 'must be a clock time from 00:00:00 to 23:59:59')
    }
  }
  const ms = Date.UTC(y, mo - 1, da, h, mi, s)
  // Date.UTC maps years 0–99 to 1900–1999; the coverage check below refuses those anyway.
  return ms
}

/** Offsets (minutes) the zone uses within a day and a half of `wallMs`: the candidates for it. From
 *  the zone's transition table (checked against the tz database in every zone by the tests), with the
 *  tz database's own offset at `wallMs` added; each candidate is then checked against the tz database. */
function candidateOffsets(zone: ReturnType<typeof zoneHistory>, wallMs: number): number[] {
  const seen = new Set(zone.offsetsWithin(wallMs - 36 * 3_600_000, wallMs + 36 * 3_600_000))
  seen.add(zone.exactOffsetMinutesAt(wallMs))
  return [...seen]
}

/**
 * The instant of a birth. Throws `BirthDataError` (naming the field, never echoing a value) for an
 * impossible date or time, a clock time the zone skipped, or an instant outside the ephemeris coverage
 * 1800-01-02 … 2149-12-31 UTC.
 */
export function resolveBirth(b: BirthInput): ResolvedBirth {
  const zone = zoneHistory(b.timezone)
  const wall = wallClockMs(b.date, b.time)
  const timeKnown = b.time !== undefined
  if (b.utcOffset !== undefined) return statedBirth(b, wall)

  // Every offset o of the zone for which wall − o is an instant the zone itself shows as o.
  const valid = candidateOffsets(zone, wall).filter(
    (o) => zone.exactOffsetMinutesAt(wall - o * MS_PER_MINUTE) === o,
  )
  let epochMs: number
  let offsetMinutes: number
  let resolution: Resolution
  let note: Text
  if (valid.length === 0) {
    throw new BirthDataError(
      timeKnown ? 'time' : 'date',
      'does not exist on that date in `birthData.timezone`: the clocks were moved forward past it ' +
        '(daylight saving or a change of zone). Give the clock time as it was actually read, or the ' +
        'time in standard time with the matching timezone',
    )
  }
  // The first occurrence is the earliest instant: the largest offset.
  const first = Math.max(...valid)
  if (zone.isLocalMeanTime(wall - first * MS_PER_MINUTE)) {
    offsetMinutes = (b.longitude / 15) * 60
    epochMs = Math.round(wall - offsetMinutes * MS_PER_MINUTE)
    resolution = 'local_mean_time'
    note = text(
      'Before standard time in this zone clocks kept local mean time; the local mean time of the ' +
        'birth longitude (longitude ÷ 15 hours) was used, not that of the zone’s reference city.',
      'इस क्षेत्र में मानक समय लागू होने से पहले घड़ियाँ स्थानीय माध्य समय पर चलती थीं; इसलिए जन्मस्थान के ' +
        'देशांतर का स्थानीय माध्य समय (देशांतर ÷ 15 घंटे) लिया गया है, क्षेत्र के संदर्भ नगर का नहीं।',
    )
  } else {
    offsetMinutes = first
    epochMs = wall - first * MS_PER_MINUTE
    resolution = valid.length > 1 ? 'first_of_two' : 'exact'
    note =
      valid.length > 1
        ? text(
            'This clock time occurred twice (the clocks went back); the first occurrence was used.',
            'घड़ी का यह समय उस दिन दो बार आया था (घड़ियाँ पीछे की गई थीं); इनमें से पहला समय लिया गया है।',
          )
        : text(
            'The clock time occurs once in this zone on that date.',
            'घड़ी का यह समय इस क्षेत्र में उस दिनांक को एक ही बार आता है।',
          )
  }
  if (!timeKnown) note = joinTexts([UNKNOWN_TIME_NOTE, note], '')
  checkCoverage(epochMs)
  return {
    epochMs,
    timeKnown,
    offsetMinutes,
    utcOffset: formatOffset(offsetMinutes),
    zoneAbbreviation:
      resolution === 'local_mean_time'
        ? 'LMT'
        : (zone.namedMeanTimeAbbreviation(epochMs) ?? abbreviation(b.timezone, epochMs, offsetMinutes)),
    resolution,
    note,
  }
}

const UNKNOWN_TIME_NOTE = text(
  'The birth time is unknown: the chart is cast for local noon. ',
  'जन्म का समय ज्ञात नहीं है: कुंडली स्थानीय समय से दोपहर 12 बजे की बनाई गई है। ',
)

function checkCoverage(epochMs: number): void {
  if (epochMs < COVERAGE_START_MS || epochMs >= COVERAGE_END_MS) {
    throw new BirthDataError(
      'date',
      'is outside the covered years: births from 1800-01-02 to 2149-12-31 (UTC)',
    )
  }
}

/**
 * A birth whose clock offset was stated (`utcOffset`): one instant, wall clock minus that offset (no
 * fold, no gap). Astrologers state it where the tz database's zone history was not the clock kept:
 * Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while
 * the tz database has all India on IST from 1906. The note gives the offset, never the birth data.
 */
function statedBirth(b: BirthInput, wall: number): ResolvedBirth {
  const offsetMinutes = statedOffsetMinutes(b.utcOffset!, b.longitude)
  const epochMs = Math.round(wall - offsetMinutes * MS_PER_MINUTE)
  checkCoverage(epochMs)
  const lmt = b.utcOffset === 'lmt'
  const utcOffset = formatOffset(offsetMinutes)
  let note = lmt
    ? text(
        'The clock was stated to keep the local mean time of the birthplace (longitude ÷ 15 hours); the ' +
          'time zone’s history was not used.',
        'जन्म विवरण के साथ बताया गया है कि घड़ी जन्मस्थान का स्थानीय माध्य समय (देशांतर ÷ 15 घंटे) रखती थी; ' +
          'समय क्षेत्र का इतिहास नहीं लिया गया।',
      )
    : text(
        `The clock offset was stated with the birth data (${utcOffset}); the time zone’s history was not used.`,
        `घड़ी का अंतर जन्म विवरण के साथ बताया गया है (${utcOffset}); समय क्षेत्र का इतिहास नहीं लिया गया।`,
      )
  if (b.time === undefined) note = joinTexts([UNKNOWN_TIME_NOTE, note], '')
  return {
    epochMs,
    timeKnown: b.time !== undefined,
    offsetMinutes,
    utcOffset,
    zoneAbbreviation: lmt ? 'LMT' : `UTC${utcOffset}`,
    resolution: 'stated_offset',
    note,
  }
}

/** Locales whose English zone names carry the usual abbreviations (IST in en-IN, BST in en-GB, …);
 *  en-US alone names only North American zones. */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-IE', 'en-ZA', 'en-SG']
const formatters = new Map<string, Intl.DateTimeFormat>()
const abbreviations = new Map<string, string>()

function formatter(locale: string, timezone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timezone}`
  let f = formatters.get(key)
  if (!f) {
    if (formatters.size > 2000) formatters.clear()
    f = new Intl.DateTimeFormat(locale, { timeZone: timezone, timeZoneName: 'short' })
    formatters.set(key, f)
  }
  return f
}

/** The zone's abbreviation at an instant (`IST`, `EDT`, `BST`), or `GMT+6:30` where none is known. The
 *  name depends on the date as well as the offset (the runtime names India's +05:30 `GMT+5:30` before 1970
 *  and `IST` after), so it is remembered per day: never by the first birth a thread happened to see. */
function abbreviation(timezone: string, epochMs: number, offsetMinutes: number): string {
  const key = `${timezone}|${offsetMinutes}|${Math.floor(epochMs / 86_400_000)}`
  const known = abbreviations.get(key)
  if (known) return known
  let found: string | undefined
  let fallback = 'UTC'
  for (const locale of NAMING_LOCALES) {
    const name = formatter(locale, timezone)
      .formatToParts(new Date(epochMs))
      .find((p) => p.type === 'timeZoneName')?.value
    if (!name) continue
    if (locale === 'en-US') fallback = name
    if (!/^(GMT|UTC)[+-]/.test(name)) {
      found = name
      break
    }
  }
  if (abbreviations.size > 5000) abbreviations.clear()
  abbreviations.set(key, found ?? fallback)
  return found ?? fallback
}
