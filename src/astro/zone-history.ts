/**
 * The UTC offsets of an IANA time zone over its whole history (local mean time, war time, daylight
 * saving), from the runtime's tz database (ICU, read through Luxon), as a table of transitions.
 *
 * A dasha timeline renders ~820 instants over 140 years in the birth zone; asking ICU for each costs
 * ~9 µs, so the transitions are found once per zone and century and kept: months are sampled and every
 * change is bisected to the second. A change and its reversal within one month would be missed; the tz
 * database has none in the covered years (its shortest periods, e.g. India's 1942 +06:30, last months).
 */
import { IANAZone } from 'luxon'

const MONTH_MS = 30 * 86_400_000

/**
 * Zones whose tz history keeps a city's mean time after its first (LMT) era although the country's
 * clocks kept their own local mean time: India's Howrah (1854–70) and Madras (1870–1906) mean times were
 * railway and telegraph times (so the tz database's own notes); Indian almanacs and Jagannatha Hora cast
 * births before Indian Standard Time (1906-01-01) in the local mean time of the birthplace.
 */
const MEAN_TIME_UNTIL_MS: Readonly<Record<string, number>> = {
  'Asia/Kolkata': Date.UTC(1905, 11, 31, 18, 38, 50),
  'Asia/Calcutta': Date.UTC(1905, 11, 31, 18, 38, 50),
}
/** History before this instant is the zone's first (LMT) era for every zone the tz database has. */
const EARLIEST_MS = Date.UTC(1600, 0, 1)
/** Tables are built a century at a time (a timeline spans at most ~140 years). */
const CENTURY_MS = 100 * 365.25 * 86_400_000

interface Transition {
  /** First instant (ms) of the new offset. */
  atMs: number
  offsetMinutes: number
}

export class ZoneHistory {
  private readonly zone: IANAZone
  /** Offset in force before the first transition: the zone's first era. */
  readonly firstOffsetMinutes: number
  /** The end of the zone's first era (its local mean time in the tz database), or null for zones with a
   *  single offset (UTC, Etc/GMT±n). */
  readonly firstTransitionMs: number | null
  private readonly built = new Map<number, Transition[]>()

  constructor(readonly name: string) {
    this.zone = IANAZone.create(name)
    if (!this.zone.isValid) throw new Error(`unknown time zone ${name}`)
    this.firstOffsetMinutes = this.zone.offset(EARLIEST_MS)
    this.firstTransitionMs = this.findFirstTransition()
  }

  /** The offset from UTC in minutes (may be fractional before standard time) in force at `epochMs`. */
  offsetMinutesAt(epochMs: number): number {
    const century = Math.floor(epochMs / CENTURY_MS)
    const table = this.tableFor(century)
    let lo = 0
    let hi = table.length - 1
    // Last transition at or before epochMs; table[0] is the century's start.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (table[mid]!.atMs <= epochMs) lo = mid
      else hi = mid - 1
    }
    return table[lo]!.offsetMinutes
  }

  /** Every offset in force at some instant of [fromMs, toMs] (at most a few centuries apart). */
  offsetsWithin(fromMs: number, toMs: number): number[] {
    const seen = new Set<number>([this.offsetMinutesAt(fromMs)])
    for (let c = Math.floor(fromMs / CENTURY_MS); c <= Math.floor(toMs / CENTURY_MS); c++) {
      for (const t of this.tableFor(c)) if (t.atMs > fromMs && t.atMs <= toMs) seen.add(t.offsetMinutes)
    }
    return [...seen]
  }

  /** Offset straight from the tz database (slow; for one-off questions). */
  exactOffsetMinutesAt(epochMs: number): number {
    return this.zone.offset(epochMs)
  }

  /** Whether clocks in the zone kept local mean time at `epochMs`: the zone's first era in the tz
   *  database (LMT, before any standard time), widened for the zones of MEAN_TIME_UNTIL_MS. */
  isLocalMeanTime(epochMs: number): boolean {
    const special = MEAN_TIME_UNTIL_MS[this.name]
    if (special !== undefined && epochMs < special) return true
    return this.firstTransitionMs !== null && epochMs < this.firstTransitionMs
  }

  private findFirstTransition(): number | null {
    // The first era ends before 1930 for every zone with an LMT; scan in years, then bisect.
    const first = this.firstOffsetMinutes
    let t = EARLIEST_MS
    const stop = Date.UTC(2030, 0, 1)
    const step = 365 * 86_400_000
    while (t < stop && this.zone.offset(t + step) === first) t += step
    if (t >= stop) return null
    return this.bisect(t, t + step, first)
  }

  /** First instant in (lo, hi] whose offset differs from `before`, to the second. */
  private bisect(lo: number, hi: number, before: number): number {
    while (hi - lo > 1000) {
      const mid = lo + Math.max(1000, Math.floor((hi - lo) / 2000) * 1000)
      if (this.zone.offset(mid) === before) lo = mid
      else hi = mid
    }
    return hi
  }

  private tableFor(century: number): Transition[] {
    const cached = this.built.get(century)
    if (cached) return cached
    const start = century * CENTURY_MS
    const end = start + CENTURY_MS
    let offset = this.zone.offset(start)
    const table: Transition[] = [{ atMs: -Infinity, offsetMinutes: offset }]
    for (let t = start; t < end; t += MONTH_MS) {
      const next = Math.min(t + MONTH_MS, end)
      let o = this.zone.offset(next)
      let from = t
      // Several changes within a month (rare): bisect each in turn.
      while (o !== offset) {
        const at = this.bisect(from, next, offset)
        offset = this.zone.offset(at)
        table.push({ atMs: at, offsetMinutes: offset })
        from = at
        o = this.zone.offset(next)
      }
    }
    this.built.set(century, table)
    return table
  }
}

const histories = new Map<string, ZoneHistory>()
const MAX_ZONES = 600

/** The history of a valid IANA zone name, built once per process. */
export function zoneHistory(name: string): ZoneHistory {
  let h = histories.get(name)
  if (!h) {
    if (histories.size >= MAX_ZONES) histories.clear()
    h = new ZoneHistory(name)
    histories.set(name, h)
  }
  return h
}

/** `+05:30`, `-04:56:02` (seconds only when not whole minutes). */
export function formatOffset(offsetMinutes: number): string {
  const totalSeconds = Math.round(offsetMinutes * 60)
  const sign = totalSeconds < 0 ? '-' : '+'
  const abs = Math.abs(totalSeconds)
  const s = abs % 60
  return `${sign}${two(Math.floor(abs / 3600))}:${two(Math.floor((abs % 3600) / 60))}${s ? `:${two(s)}` : ''}`
}

/**
 * ISO 8601 local date-time to the second with an offset: `2031-04-07T18:22:05+05:30`. The offset is
 * rounded to the whole minute (ISO 8601 and RFC 3339 have no seconds in offsets; local mean time has
 * them) and the local time is written for that rounded offset, so the string names exactly the instant
 * `epochMs` rounded to the second.
 */
export function formatLocalAt(epochMs: number, offsetMinutes: number): string {
  const off = Math.round(offsetMinutes)
  // Civil date from a day count (H. Hinnant's civil_from_days): ~20× faster than Date#toISOString,
  // which matters for the ~1500 instants of a dasha timeline.
  const localSeconds = Math.round(epochMs / 1000) + off * 60
  const days = Math.floor(localSeconds / 86_400)
  const secs = localSeconds - days * 86_400
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  const h = Math.floor(secs / 3600)
  const m = Math.floor((secs % 3600) / 60)
  return `${year}-${two(month)}-${two(day)}T${two(h)}:${two(m)}:${two(secs % 60)}${minuteOffset(off)}`
}

/** formatOffset of a whole number of minutes, each written once (a zone has only a few). */
const MINUTE_OFFSETS = new Map<number, string>()
function minuteOffset(minutes: number): string {
  let text = MINUTE_OFFSETS.get(minutes)
  if (text === undefined) {
    text = formatOffset(minutes)
    MINUTE_OFFSETS.set(minutes, text)
  }
  return text
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'))
const two = (n: number): string => TWO_DIGITS[n] ?? String(n).padStart(2, '0')
