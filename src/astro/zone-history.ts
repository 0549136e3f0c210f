/**
 * The UTC offsets of an IANA time zone over its whole history (local mean time, war time, daylight
 * saving), from the runtime's tz database (ICU, read through Intl.DateTimeFormat), as a table of
 * transitions.
 *
 * A dasha timeline renders ~820 instants over 140 years in the birth zone; asking ICU for each costs
 * ~2 µs, so the transitions are found once per zone and century and kept: months are sampled and every
 * change is bisected to the second. A change and its reversal within one month would be missed; the tz
 * database has none in the covered years (its shortest periods, e.g. India's 1942 +06:30, last months).
 *
 * Where the zone's local mean time (LMT) era ends comes from the tz database's own Zone lines (the
 * `tzdata` npm package), not from ICU: ICU knows only offsets, and where a city's mean time became the
 * legal time with the same offset (St John's `NST` from 1884, Dublin Mean Time 1880–1916, Paris Mean
 * Time 1891–1911, …) it shows no change at all.
 */
import { createRequire } from 'node:module'
import { civilFromDays, two } from './time.js'

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
const DAY_MS = 86_400_000
const MS_PER_MINUTE = 60_000

// ---- the tz database's Zone lines (npm `tzdata`) -----------------------------------------------------

/**
 * One Zone line as the `tzdata` package gives it: the tz source compiled by timezoneJS's parser
 * (rogierschouten/tzdata-generate, src/tools/date.js, `parseZones`/`processZone`). Checked against the
 * tz source (test/unit/birth-lmt.test.ts):
 * - STDOFF is in minutes WEST of UTC, as a decimal string: St John's `-3:30:52` is "210.8666…",
 *   Kolkata's `5:53:28` is "-353.4666…".
 * - UNTIL is the clock reading of the tz UNTIL column written as if it were UTC, in ms, as a string
 *   (null on the last line): Dublin's `1880 Aug 2` is 1880-08-02T00:00Z, i.e. 00:00 on Dublin's
 *   own clock. The parser drops the `u`/`s`/`w` suffix (New York's `1883 Nov 18 17:00u` is given as
 *   17:00, which is UTC, not local) and reads a year alone as December 31 of that year (St John's
 *   `1884` is given as 1884-12-31; tz means 1884-01-01).
 */
type TzZoneLine = [stdoffMinutesWest: string, rules: string, format: string, until: string | null]
/** A rule line: FROM, TO, -, IN, ON, AT, SAVE (minutes, as a string), LETTER. */
type TzRuleLine = unknown[]
interface TzPackage {
  /** The tz release, e.g. `2026d`. */
  version: string
  /** A zone's lines, or the name a link points to. */
  zones: Record<string, TzZoneLine[] | string>
  rules: Record<string, TzRuleLine[]>
}

let tzPackage: TzPackage | undefined
/** The `tzdata` package, read once per process on first use (~200 KB, ~6 ms). */
function tzData(): TzPackage {
  if (!tzPackage) {
    const data = createRequire(import.meta.url)('tzdata') as TzPackage
    if (typeof data?.version !== 'string' || typeof data.zones !== 'object') {
      throw new Error('the tzdata package has no zones')
    }
    tzPackage = data
  }
  return tzPackage
}

/** The tz release the LMT eras come from (`2026d`). */
export function tzDataVersion(): string {
  return tzData().version
}

/** `GMT`, or `GMT+05:53:28` / `GMT-04:00`: ICU's long localized offset (seconds only when not zero). */
const LONG_OFFSET = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/

/**
 * ICU's offset of the zone `name` at an instant, in minutes east of UTC (fractional in local mean time),
 * read from the offset the formatter names (`timeZoneName: 'longOffset'`, `GMT+05:53:28`). Luxon's
 * IANAZone.offset gives the same number but reads the whole wall clock part by part and subtracts:
 * 11.9 µs a call against 2.4 here (the 2-core machine, Node 20); a zone's century table takes ~1,300
 * of them. The two agree to the bit at random instants in every zone (test/unit/zone-history.test.ts).
 * Throws a RangeError for a name ICU does not know.
 */
export function icuOffsetReader(name: string): (epochMs: number) => number {
  const dtf = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hour: 'numeric',
    timeZoneName: 'longOffset',
  })
  return (epochMs) => {
    const text = dtf.format(epochMs)
    const m = LONG_OFFSET.exec(text)
    if (!m) throw new Error(`unexpected offset name from ICU for ${name}: ${text}`)
    if (m[1] === undefined) return 0
    const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + (m[4] === undefined ? 0 : Number(m[4]))
    // As Luxon divides: milliseconds by 60,000, so that the same offset is the same number.
    return ((m[1] === '-' ? -seconds : seconds) * 1000) / MS_PER_MINUTE
  }
}

/** ICU's canonical name of a valid zone name (CLDR's: `Asia/Kolkata` → `Asia/Calcutta`). */
function icuCanonicalName(name: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
}

/**
 * A zone's Zone lines; undefined for a name the package does not know. A link is followed where it
 * renames the zone (Asia/Calcutta → Asia/Kolkata, Eire → Europe/Dublin, Canada/Newfoundland →
 * America/St_Johns: ICU, i.e. CLDR, gives both names one canonical name), not where it merges another
 * place into it (Europe/Amsterdam → Europe/Brussels, Asia/Phnom_Penh → Asia/Bangkok): the tz database
 * keeps such links for their data since 1970 only (its `backward` file), and Brussels Mean Time was
 * never Amsterdam's clock. Such places keep their own local mean time until ICU's first change.
 */
function tzZoneLines(name: string): TzZoneLine[] | undefined {
  const zones = tzData().zones
  let target = name
  let entry = zones[name]
  for (let hops = 0; typeof entry === 'string' && hops < 8; hops++) {
    target = entry
    entry = zones[target]
  }
  if (!Array.isArray(entry)) return undefined
  return target === name || icuCanonicalName(target) === icuCanonicalName(name) ? entry : undefined
}

/** The first Zone line of a zone when it is its LMT era, as the package writes it. */
export interface LmtLine {
  /** The LMT offset, minutes east of UTC. */
  offsetMinutes: number
  /** The UNTIL clock reading as if it were UTC (see TzZoneLine). */
  untilWallMs: number
  /** Whether UNTIL may have been a year alone (the package wrote December 31, 00:00). */
  maybeYearOnly: boolean
  /** The FORMAT of the line that follows (the era after LMT). */
  nextFormat: string | undefined
  /** The RULES of the line that follows. */
  nextRules: string | undefined
  /** Whether the line that follows keeps the LMT line's STDOFF (a named mean time). */
  nextSameOffset: boolean
}

/**
 * The zone's LMT line in the tz database, or undefined where the tz data has none: the zone's first
 * line is not `LMT` (Etc/*, UTC, the uninhabited `-00` zones) or ends never, or the name is unknown.
 */
export function tzLmtLine(name: string): LmtLine | undefined {
  const lines = tzZoneLines(name)
  const first = lines?.[0]
  if (!lines || !first || first[2] !== 'LMT' || first[3] === null) return undefined
  const untilWallMs = Number(first[3])
  const westMinutes = Number(first[0])
  if (!Number.isFinite(untilWallMs) || !Number.isFinite(westMinutes)) return undefined
  const d = new Date(untilWallMs)
  const next = lines[1]
  return {
    offsetMinutes: -westMinutes,
    untilWallMs,
    maybeYearOnly: d.getUTCMonth() === 11 && d.getUTCDate() === 31 && untilWallMs % DAY_MS === 0,
    nextFormat: next?.[2],
    nextRules: next?.[1],
    nextSameOffset: next !== undefined && Number(next[0]) === westMinutes,
  }
}

/**
 * Where the zone's LMT era ends, as an instant: the tz database's LMT line checked against ICU, whose
 * offsets the service uses for everything else.
 *
 * The package's UNTIL is the clock reading (see TzZoneLine), so the end is that reading on the LMT
 * clock, between a year early (a year alone, written as Dec 31) and ±16 h off (a lost `u` suffix,
 * offsets reach ±15:56). Then:
 * - ICU leaves the LMT offset within that window: the same end, and ICU has it to the second (it read
 *   the suffixes). New York `1883 Nov 18 17:00u`, Vancouver `1884`: ICU's instant.
 * - ICU keeps the LMT offset past the window: the line after LMT is a named mean time with the same
 *   offset (St John's NST, Dublin DMT, Paris PMT, Lisbon Mean Time): ICU cannot see the end, the tz
 *   line gives it — read on the LMT clock, a year alone as January 1. None of these LMT lines has a
 *   `u` suffix or a December 31 UNTIL (tz 2026d; the tests list every such zone with its tz line).
 * - ICU leaves the LMT offset before the window (the tz data says LMT lasted longer than ICU does;
 *   no zone does in tz 2026d against Node's ICU with tz 2025c): the offsets are ICU's, so from ICU's
 *   change on the clock kept another offset, not local mean time; the LMT era ends at ICU's change.
 */
export function lmtEraEndMs(
  line: LmtLine,
  offsetMinutesAt: (epochMs: number) => number,
  firstChangeMs: () => number | null,
): number {
  const lmtOffsetMs = line.offsetMinutes * MS_PER_MINUTE
  const writtenMs = line.untilWallMs - lmtOffsetMs
  const yearStart = Date.UTC(new Date(line.untilWallMs).getUTCFullYear(), 0, 1)
  const earliestMs = line.maybeYearOnly ? yearStart - lmtOffsetMs : writtenMs
  const lo = earliestMs - DAY_MS
  const hi = writtenMs + DAY_MS
  const lmt = offsetMinutesAt(lo)
  const first = offsetMinutesAt(EARLIEST_MS)
  if (lmt !== first) return firstChangeMs() ?? lo
  if (offsetMinutesAt(hi) !== lmt) return bisectChange(offsetMinutesAt, lo, hi, lmt)
  return earliestMs
}

/** Nearly every change of offset since standard times began falls on a quarter hour of UTC. */
const QUARTER_HOUR_MS = 900_000

/**
 * First instant in (lo, hi] whose offset differs from `before`, to the second (the instants tried lie on
 * whole seconds from `lo`, or from a quarter hour). The change is looked for on the quarter hours first:
 * from a month apart, 12 lookups and one more to confirm it to the second (a change of local mean time,
 * which falls anywhere, then takes 10 more), against 22 for bisecting to the second all the way.
 */
function bisectChange(
  offsetMinutesAt: (epochMs: number) => number,
  lo: number,
  hi: number,
  before: number,
): number {
  // Quarter hours k·Q in (lo, hi): the last one known to keep `before` and the first known to differ.
  let keeps = Math.floor(lo / QUARTER_HOUR_MS)
  let differs = Math.ceil(hi / QUARTER_HOUR_MS)
  while (differs - keeps > 1) {
    const mid = Math.floor((keeps + differs) / 2)
    if (offsetMinutesAt(mid * QUARTER_HOUR_MS) === before) keeps = mid
    else differs = mid
  }
  lo = Math.max(lo, keeps * QUARTER_HOUR_MS)
  hi = Math.min(hi, differs * QUARTER_HOUR_MS)
  if (hi % QUARTER_HOUR_MS === 0 && hi - 1000 >= lo && offsetMinutesAt(hi - 1000) === before) return hi
  while (hi - lo > 1000) {
    const mid = lo + Math.max(1000, Math.floor((hi - lo) / 2000) * 1000)
    if (offsetMinutesAt(mid) === before) lo = mid
    else hi = mid
  }
  return hi
}

/**
 * The tz abbreviation of the standard time named by `format` (the FORMAT column) when no daylight
 * saving is in force: `DMT`; `N%sT` with the standard LETTER of its rules (`NST`); `BMT/BST` → `BMT`.
 * Undefined for a numeric `%z`, for rules without one standard letter, and for `LMT`: Lisbon Mean
 * Time (tz: "LMT 1912 Jan 1 0:00u # Lisbon MT") is standard time; calling it LMT here would read as
 * the birthplace's own mean time.
 */
function standardAbbreviation(format: string, rules: string | undefined): string | undefined {
  if (format === 'LMT' || format.includes('%z')) return undefined
  if (format.includes('/')) return format.split('/')[0]
  if (!format.includes('%s')) return format
  const letters = new Set(
    (rules === undefined ? [] : (tzData().rules[rules] ?? []))
      .filter((r) => Number(r[6]) === 0)
      .map((r) => String(r[7])),
  )
  if (letters.size !== 1) return undefined
  const [letter] = letters
  return format.replace('%s', letter === '-' ? '' : letter!)
}

interface Transition {
  /** First instant (ms) of the new offset. */
  atMs: number
  offsetMinutes: number
}

export class ZoneHistory {
  /** ICU's offset at an instant (icuOffsetReader). */
  private readonly icuOffset: (epochMs: number) => number
  /** Offset in force before the first transition: the zone's first era. */
  readonly firstOffsetMinutes: number
  /** The end of the zone's local mean time era: the tz database's LMT line (see lmtEraEndMs). Where
   *  the tz data gives this name no LMT line but ICU gives it several offsets, the end of ICU's first
   *  era: the uninhabited `-00` zones (Antarctic stations before their founding:
   *  no clock was kept, the birthplace's mean time is the best guess), CST6CDT and the like (ICU takes
   *  them from a city with its LMT), links that merge places (see tzZoneLines). Null for zones with a
   *  single offset (UTC, Etc/GMT±n). */
  readonly localMeanTimeEndMs: number | null
  /** The abbreviation of the named mean time that follows LMT with the same offset (`NST`, `DMT`),
   *  where the tz data gives one. */
  private readonly namedMeanTime: string | undefined
  /** Mean time until this instant for the zones of MEAN_TIME_UNTIL_MS. */
  private readonly meanTimeUntilMs: number | undefined
  private readonly built = new Map<number, Transition[]>()

  constructor(readonly name: string) {
    try {
      this.icuOffset = icuOffsetReader(name)
    } catch {
      throw new Error(`unknown time zone ${name}`)
    }
    this.firstOffsetMinutes = this.icuOffset(EARLIEST_MS)
    // ICU accepts any capitalization (`asia/kolkata`); its canonical name finds the tz data.
    const canonical = icuCanonicalName(name)
    this.meanTimeUntilMs = MEAN_TIME_UNTIL_MS[name] ?? MEAN_TIME_UNTIL_MS[canonical]
    const line = tzLmtLine(name) ?? tzLmtLine(canonical)
    if (line) {
      this.localMeanTimeEndMs = lmtEraEndMs(line, this.icuOffset, () => this.findFirstTransition())
      const named =
        line.nextSameOffset && line.nextFormat !== undefined
          ? standardAbbreviation(line.nextFormat, line.nextRules)
          : undefined
      // Only where ICU keeps the LMT offset after the LMT era, i.e. where it knows no name.
      this.namedMeanTime =
        named !== undefined && this.icuOffset(this.localMeanTimeEndMs) === this.firstOffsetMinutes
          ? named
          : undefined
    } else {
      this.localMeanTimeEndMs = this.findFirstTransition()
      this.namedMeanTime = undefined
    }
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
    return this.icuOffset(epochMs)
  }

  /** Whether clocks in the zone kept local mean time at `epochMs`: the zone's LMT era in the tz
   *  database (before any standard time, named mean times included), widened for the zones of
   *  MEAN_TIME_UNTIL_MS. */
  isLocalMeanTime(epochMs: number): boolean {
    if (this.meanTimeUntilMs !== undefined && epochMs < this.meanTimeUntilMs) return true
    return this.localMeanTimeEndMs !== null && epochMs < this.localMeanTimeEndMs
  }

  /**
   * The tz database's abbreviation at `epochMs` when it falls in the named mean time that followed the
   * zone's LMT era with the same offset (`NST` St John's 1884–1917, `DMT` Dublin 1880–1916), where ICU
   * knows only the offset (`GMT-3:30:52`); undefined otherwise.
   */
  namedMeanTimeAbbreviation(epochMs: number): string | undefined {
    if (this.namedMeanTime === undefined || this.isLocalMeanTime(epochMs)) return undefined
    // The LMT offset (seconds and all) is never taken up again once left.
    return this.icuOffset(epochMs) === this.firstOffsetMinutes ? this.namedMeanTime : undefined
  }

  /** The end of ICU's first era (for zones without an LMT line in the tz data). */
  private findFirstTransition(): number | null {
    // Scan in years, then bisect (a first era shorter than a year, or a first change reverted within
    // the year, could be missed; the zones this serves begin with long eras).
    const first = this.firstOffsetMinutes
    let t = EARLIEST_MS
    const stop = Date.UTC(2030, 0, 1)
    const step = 365 * 86_400_000
    while (t < stop && this.icuOffset(t + step) === first) t += step
    if (t >= stop) return null
    return this.bisect(t, t + step, first)
  }

  /** First instant in (lo, hi] whose offset differs from `before`, to the second. */
  private bisect(lo: number, hi: number, before: number): number {
    return bisectChange(this.icuOffset, lo, hi, before)
  }

  private tableFor(century: number): Transition[] {
    const cached = this.built.get(century)
    if (cached) return cached
    const start = century * CENTURY_MS
    const end = start + CENTURY_MS
    let offset = this.icuOffset(start)
    const table: Transition[] = [{ atMs: -Infinity, offsetMinutes: offset }]
    for (let t = start; t < end; t += MONTH_MS) {
      const next = Math.min(t + MONTH_MS, end)
      let o = this.icuOffset(next)
      let from = t
      // Several changes within a month (rare): bisect each in turn.
      while (o !== offset) {
        const at = this.bisect(from, next, offset)
        offset = this.icuOffset(at)
        table.push({ atMs: at, offsetMinutes: offset })
        from = at
        o = this.icuOffset(next)
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
  // Civil date from a day count (time.ts civilFromDays): ~20× faster than Date#toISOString, which
  // matters for the ~1500 instants of a dasha timeline.
  const localSeconds = Math.round(epochMs / 1000) + off * 60
  const days = Math.floor(localSeconds / 86_400)
  const secs = localSeconds - days * 86_400
  const { y: year, m: month, d: day } = civilFromDays(days)
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
