/**
 * Where a zone's local mean time (LMT) era ends (issue 9, item 3): the tz database's own LMT line
 * (npm `tzdata`), not ICU's first change of offset, which cannot see a city's mean time made legal
 * time with the same offset (St John's NST, Dublin Mean Time). Independent truth: the tz source's Zone
 * lines, quoted below (tz 2026d, the `tzdata` package's release; the same lines in tz 2025b), each
 * read by hand: UNTIL is a clock reading of the LMT line's own offset unless suffixed `u` (UTC), and
 * a year alone is January 1.
 */
import { createRequire } from 'node:module'
import { IANAZone } from 'luxon'
import { describe, expect, it } from 'vitest'
import { lmtEraEndMs, tzDataVersion, tzLmtLine, zoneHistory, type LmtLine } from '../../src/astro/index.js'
import { resolveBirth } from '../../src/jyotisha/birth.js'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().replace('.000Z', 'Z'))

/**
 * Every zone whose LMT era, as the tz database writes it, ends before ICU's first change of offset,
 * keyed by tz Zone: [end of the LMT era, the LMT line, the line after it, its abbreviation then].
 * Each is a city's mean time kept as legal time with the LMT offset (the tz source's comments: "Dublin
 * Mean Time", "Lisbon MT", "Paris Mean Time", …), until ICU's first change.
 */
const NAMED_MEAN_TIMES: Record<string, [string, string, string, string | null]> = {
  'Africa/Monrovia': ['1882-01-01T00:43:08Z', '-0:43:08 - LMT 1882', '-0:43:08 - MMT 1919 Mar', 'MMT'],
  'America/Argentina/Cordoba': [
    '1894-10-31T04:16:48Z',
    '-4:16:48 - LMT 1894 Oct 31',
    '-4:16:48 - CMT 1920 May',
    'CMT',
  ],
  'America/Asuncion': ['1890-01-01T03:50:40Z', '-3:50:40 - LMT 1890', '-3:50:40 - AMT 1931 Oct 10', 'AMT'],
  'America/Bogota': [
    '1884-03-13T04:56:16Z',
    '-4:56:16 - LMT 1884 Mar 13',
    '-4:56:16 - BMT 1914 Nov 23',
    'BMT',
  ],
  'America/Costa_Rica': [
    '1890-01-01T05:36:13Z',
    '-5:36:13 - LMT 1890',
    '-5:36:13 - SJMT 1921 Jan 15',
    'SJMT',
  ],
  'America/Jamaica': ['1890-01-01T05:07:10Z', '-5:07:10 - LMT 1890', '-5:07:10 - KMT 1912 Feb', 'KMT'],
  'America/La_Paz': ['1890-01-01T04:32:36Z', '-4:32:36 - LMT 1890', '-4:32:36 - CMT 1931 Oct 15', 'CMT'],
  'America/Martinique': ['1890-01-01T04:04:20Z', '-4:04:20 - LMT 1890', '-4:04:20 - FFMT 1911 May', 'FFMT'],
  'America/Montevideo': [
    '1908-06-10T03:44:51Z',
    '-3:44:51 - LMT 1908 Jun 10',
    '-3:44:51 - MMT 1920 May',
    'MMT',
  ],
  'America/Santiago': ['1890-01-01T04:42:45Z', '-4:42:45 - LMT 1890', '-4:42:45 - SMT 1910 Jan 10', 'SMT'],
  'America/St_Johns': ['1884-01-01T03:30:52Z', '-3:30:52 - LMT 1884', '-3:30:52 StJohns N%sT 1918', 'NST'],
  'Asia/Bangkok': ['1879-12-31T17:17:56Z', '6:42:04 - LMT 1880', '6:42:04 - BMT 1920 Apr', 'BMT'],
  'Asia/Ho_Chi_Minh': ['1906-06-30T16:53:30Z', '7:06:30 - LMT 1906 Jul', '7:06:30 - PLMT 1911 May', 'PLMT'],
  'Asia/Irkutsk': ['1879-12-31T17:02:55Z', '6:57:05 - LMT 1880', '6:57:05 - IMT 1920 Jan 25', 'IMT'],
  'Asia/Jakarta': [
    '1867-08-09T16:52:48Z',
    '7:07:12 - LMT 1867 Aug 10',
    '7:07:12 - BMT 1923 Dec 31 16:40u',
    'BMT',
  ],
  'Asia/Makassar': ['1919-12-31T16:02:24Z', '7:57:36 - LMT 1920', '7:57:36 - MMT 1932 Nov', 'MMT'],
  'Asia/Pontianak': ['1908-04-30T16:42:40Z', '7:17:20 - LMT 1908 May', '7:17:20 - PMT 1932 Nov', 'PMT'],
  'Asia/Singapore': ['1900-12-31T17:04:35Z', '6:55:25 - LMT 1901', '6:55:25 - SMT 1905 Jun', 'SMT'],
  'Asia/Tbilisi': ['1879-12-31T21:00:49Z', '2:59:11 - LMT 1880', '2:59:11 - TBMT 1924 May 2', 'TBMT'],
  'Asia/Tehran': ['1915-12-31T20:34:16Z', '3:25:44 - LMT 1916', '3:25:44 - TMT 1935 Jun 13', 'TMT'],
  'Asia/Yangon': ['1879-12-31T17:35:13Z', '6:24:47 - LMT 1880', '6:24:47 - RMT 1920', 'RMT'],
  'Atlantic/Bermuda': [
    '1890-01-01T04:19:18Z',
    '-4:19:18 - LMT 1890',
    '-4:19:18 Bermuda BMT/BST 1930 Jan 1 2:00',
    'BMT',
  ],
  'Atlantic/Madeira': [
    '1884-01-01T01:07:36Z',
    '-1:07:36 - LMT 1884',
    '-1:07:36 - FMT 1912 Jan 1 1:00u',
    'FMT',
  ],
  'Atlantic/Stanley': ['1890-01-01T03:51:24Z', '-3:51:24 - LMT 1890', '-3:51:24 - SMT 1912 Mar 12', 'SMT'],
  'Europe/Athens': [
    '1895-09-13T22:25:08Z',
    '1:34:52 - LMT 1895 Sep 14',
    '1:34:52 - AMT 1916 Jul 28 0:01',
    'AMT',
  ],
  'Europe/Brussels': [
    '1879-12-31T23:42:30Z',
    '0:17:30 - LMT 1880',
    '0:17:30 - BMT 1892 May 1 0:17:30',
    'BMT',
  ],
  'Europe/Bucharest': ['1891-09-30T22:15:36Z', '1:44:24 - LMT 1891 Oct', '1:44:24 - BMT 1931 Jul 24', 'BMT'],
  'Europe/Dublin': [
    '1880-08-02T00:25:21Z',
    '-0:25:21 - LMT 1880 Aug 2',
    '-0:25:21 - DMT 1916 May 21 2:00s',
    'DMT',
  ],
  'Europe/Helsinki': ['1878-05-30T22:20:11Z', '1:39:49 - LMT 1878 May 31', '1:39:49 - HMT 1921 May', 'HMT'],
  'Europe/Kyiv': ['1879-12-31T21:57:56Z', '2:02:04 - LMT 1880', '2:02:04 - KMT 1924 May 2', 'KMT'],
  // "-0:36:45 - LMT 1912 Jan 1 0:00u # Lisbon MT": Lisbon Mean Time, legal time; its abbreviation is
  // left to ICU, since `LMT` would read as the birthplace's own mean time.
  'Europe/Lisbon': ['1884-01-01T00:36:45Z', '-0:36:45 - LMT 1884', '-0:36:45 - LMT 1912 Jan 1 0:00u', null],
  'Europe/Moscow': ['1879-12-31T21:29:43Z', '2:30:17 - LMT 1880', '2:30:17 - MMT 1916 Jul 3', 'MMT'],
  'Europe/Paris': ['1891-03-15T23:50:39Z', '0:09:21 - LMT 1891 Mar 16', '0:09:21 - PMT 1911 Mar 11', 'PMT'],
  'Europe/Prague': ['1849-12-31T23:02:16Z', '0:57:44 - LMT 1850', '0:57:44 - PMT 1891 Oct', 'PMT'],
  'Europe/Riga': ['1879-12-31T22:23:26Z', '1:36:34 - LMT 1880', '1:36:34 - RMT 1918 Apr 15 2:00', 'RMT'],
  'Europe/Rome': [
    '1866-12-11T23:10:04Z',
    '0:49:56 - LMT 1866 Dec 12',
    '0:49:56 - RMT 1893 Oct 31 23:00u',
    'RMT',
  ],
  'Europe/Tallinn': ['1879-12-31T22:21:00Z', '1:39 - LMT 1880', '1:39 - TMT 1918 Feb', 'TMT'],
  'Europe/Warsaw': ['1879-12-31T22:36:00Z', '1:24 - LMT 1880', '1:24 - WMT 1915 Aug 5', 'WMT'],
  'Indian/Maldives': ['1879-12-31T19:06:00Z', '4:54 - LMT 1880', '4:54 - MMT 1960', 'MMT'],
  'Pacific/Easter': ['1890-01-01T07:17:28Z', '-7:17:28 - LMT 1890', '-7:17:28 - EMT 1932 Sep', 'EMT'],
}

/** The tz Zone a name stands for (links followed), from the package. */
function tzZoneOf(name: string): string {
  let target = name
  for (let i = 0; i < 8; i++) {
    const lines = ZONES[target]
    if (typeof lines !== 'string') break
    target = lines
  }
  return target
}
const ZONES = (createRequire(import.meta.url)('tzdata') as { zones: Record<string, unknown[] | string> })
  .zones

/** ICU's first change of offset, found by brute force (30-day steps from 1600, then to the second). */
function icuFirstChangeMs(name: string): number | null {
  const zone = IANAZone.create(name)
  const start = Date.UTC(1600, 0, 1)
  const first = zone.offset(start)
  const step = 30 * 86_400_000
  let lo = start
  // Years first up to 1800 (no zone changes its offset before then), then months.
  while (lo < Date.UTC(1800, 0, 1) && zone.offset(lo + 365 * 86_400_000) === first) lo += 365 * 86_400_000
  while (lo < Date.UTC(2030, 0, 1) && zone.offset(lo + step) === first) lo += step
  if (lo >= Date.UTC(2030, 0, 1)) return null
  let hi = lo + step
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000
    if (zone.offset(mid) === first) lo = mid
    else hi = mid
  }
  return hi
}

describe('the tzdata package, read as the tz source says', () => {
  it('gives STDOFF in minutes west and UNTIL as the clock reading, suffix dropped, a year alone as Dec 31', () => {
    expect(tzDataVersion()).toMatch(/^20\d\d[a-z]$/)
    // Zone America/St_Johns  -3:30:52 -  LMT  1884
    const stJohns = tzLmtLine('America/St_Johns')!
    expect(stJohns.offsetMinutes).toBeCloseTo(-(3 * 60 + 30 + 52 / 60), 9)
    expect(iso(stJohns.untilWallMs)).toBe('1884-12-31T00:00:00Z') // tz means 1884-01-01
    expect(stJohns.maybeYearOnly).toBe(true)
    expect(stJohns).toMatchObject({ nextFormat: 'N%sT', nextRules: 'StJohns', nextSameOffset: true })
    // Zone Europe/Dublin  -0:25:21 -  LMT  1880 Aug  2
    const dublin = tzLmtLine('Europe/Dublin')!
    expect(dublin.offsetMinutes).toBeCloseTo(-25.35, 9)
    expect(iso(dublin.untilWallMs)).toBe('1880-08-02T00:00:00Z') // 00:00 on Dublin's clock
    expect(dublin).toMatchObject({ maybeYearOnly: false, nextFormat: 'DMT', nextSameOffset: true })
    // Zone America/New_York  -4:56:02 -  LMT  1883 Nov 18 17:00u
    expect(iso(tzLmtLine('America/New_York')!.untilWallMs)).toBe('1883-11-18T17:00:00Z')
    // Zone Asia/Kolkata  5:53:28 -  LMT  1854 Jun 28, reached through the link Asia/Calcutta
    const calcutta = tzLmtLine('Asia/Calcutta')!
    expect(calcutta.offsetMinutes).toBeCloseTo(5 * 60 + 53 + 28 / 60, 9)
    expect(iso(calcutta.untilWallMs)).toBe('1854-06-28T00:00:00Z')
    expect(calcutta.nextSameOffset).toBe(false) // 5:53:20 HMT
    // No LMT era: Zone Etc/UTC 0 - UTC; Zone Antarctica/Casey 0 - -00 1969.
    expect(tzLmtLine('Etc/UTC')).toBeUndefined()
    expect(tzLmtLine('UTC')).toBeUndefined()
    expect(tzLmtLine('Antarctica/Casey')).toBeUndefined()
    // A link merging another place into a zone is not followed (see tzZoneLines).
    expect(tzLmtLine('Europe/Amsterdam')).toBeUndefined()
  })
})

describe('the LMT era of every zone against ICU’s first change of offset', () => {
  it('differs exactly in the zones whose LMT became a named mean time, each where the tz source says', () => {
    const names = new Set([
      ...Intl.supportedValuesOf('timeZone'),
      ...Object.keys(ZONES).filter((n) => IANAZone.isValidZone(n)),
      'Asia/Kolkata',
      'asia/kolkata',
      'America/St_Johns',
      'Europe/Dublin',
    ])
    const icuByCanonical = new Map<string, number | null>()
    const differing: Record<string, string[]> = {}
    const wrong: string[] = []
    for (const name of names) {
      const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
      let icu = icuByCanonical.get(canonical)
      if (icu === undefined) {
        icu = icuFirstChangeMs(canonical)
        icuByCanonical.set(canonical, icu)
      }
      const end = zoneHistory(name).localMeanTimeEndMs
      if (end === icu) continue
      const zone = tzZoneOf(name) in NAMED_MEAN_TIMES ? tzZoneOf(name) : tzZoneOf(canonical)
      ;(differing[zone] ??= []).push(name)
      if (iso(end) !== NAMED_MEAN_TIMES[zone]?.[0]) wrong.push(`${name}: ${iso(end)} (ICU ${iso(icu)})`)
      // The named era lies wholly before ICU's first change: ICU keeps the LMT offset throughout.
      if (end !== null && icu !== null) expect(end).toBeLessThan(icu)
    }
    console.log(
      `LMT eras: ${names.size} names, ${Object.keys(differing).length} zones end LMT before ICU’s first change`,
    )
    expect(wrong).toEqual([])
    expect(Object.keys(differing).sort()).toEqual(Object.keys(NAMED_MEAN_TIMES).sort())
    // The renamed names follow their zone; names merged into another place's zone do not.
    expect(differing['America/St_Johns']!.sort()).toEqual(['America/St_Johns', 'Canada/Newfoundland'])
    expect(differing['Europe/Dublin']!.sort()).toEqual(['Eire', 'Europe/Dublin'])
    expect(differing['Asia/Bangkok']).toEqual(['Asia/Bangkok']) // not Asia/Phnom_Penh, Asia/Vientiane
  }, 120_000)

  it('names the era after LMT with the tz data’s abbreviation, where ICU knows only the offset', () => {
    for (const [zone, [end, , , abbreviation]] of Object.entries(NAMED_MEAN_TIMES)) {
      const h = zoneHistory(zone)
      const endMs = Date.parse(end)
      expect(h.namedMeanTimeAbbreviation(endMs + 86_400_000), zone).toBe(abbreviation ?? undefined)
      expect(h.namedMeanTimeAbbreviation(endMs - 1000), zone).toBeUndefined() // still LMT
    }
    // Not once the offset changed: St John's daylight time 1917, Dublin's GMT from 1916.
    expect(zoneHistory('America/St_Johns').namedMeanTimeAbbreviation(Date.UTC(1917, 5, 1))).toBeUndefined()
    expect(zoneHistory('Europe/Dublin').namedMeanTimeAbbreviation(Date.UTC(1930, 0, 1))).toBeUndefined()
    expect(zoneHistory('Asia/Kolkata').namedMeanTimeAbbreviation(Date.UTC(1880, 0, 1))).toBeUndefined()
  })

  it('keeps ICU’s first era where the tz data has no LMT line for the name', () => {
    // Zone Antarctica/Casey 0 - -00 1969: no clock before the station; the birthplace's mean time
    // stands in, as before issue 9.
    const casey = zoneHistory('Antarctica/Casey')
    expect(casey.isLocalMeanTime(Date.UTC(1950, 0, 1))).toBe(true)
    expect(casey.isLocalMeanTime(Date.UTC(1970, 0, 1))).toBe(false)
    // CST6CDT: the tz data has no LMT line (-6:00 US C%sT), ICU gives it Chicago's LMT until 1883.
    expect(zoneHistory('CST6CDT').isLocalMeanTime(Date.UTC(1850, 0, 1))).toBe(true)
    expect(zoneHistory('CST6CDT').isLocalMeanTime(Date.UTC(1884, 0, 1))).toBe(false)
    // Europe/Amsterdam links to Europe/Brussels (tz 2022b); Brussels Mean Time (1880–1892) was not
    // Amsterdam's clock: local mean time until ICU's first change, 1892-05-01.
    const amsterdam = zoneHistory('Europe/Amsterdam')
    expect(amsterdam.isLocalMeanTime(Date.UTC(1891, 0, 1))).toBe(true)
    expect(zoneHistory('Europe/Brussels').isLocalMeanTime(Date.UTC(1891, 0, 1))).toBe(false)
    expect(zoneHistory('UTC').localMeanTimeEndMs).toBeNull()
    expect(zoneHistory('Etc/GMT-5').localMeanTimeEndMs).toBeNull()
  })
})

describe('reconciling the tz LMT line with ICU (lmtEraEndMs)', () => {
  // A zone at +1:00 LMT whose LMT line reads `1900` (the package writes 1900-12-31).
  const line: LmtLine = {
    offsetMinutes: 60,
    untilWallMs: Date.UTC(1900, 11, 31),
    maybeYearOnly: true,
    nextFormat: 'XMT',
    nextRules: '-',
    nextSameOffset: true,
  }
  const stepAt = (changeMs: number) => (ms: number) => (ms < changeMs ? 60 : 120)

  it('takes ICU’s instant when ICU changes the offset where the tz line ends (to the second)', () => {
    const change = Date.UTC(1899, 11, 31, 23, 0, 7) // 1900-01-01 00:00:07 on the LMT clock
    expect(lmtEraEndMs(line, stepAt(change), () => null)).toBe(change)
  })

  it('takes the tz line (a year alone is January 1, on the LMT clock) when ICU keeps the offset', () => {
    expect(iso(lmtEraEndMs(line, stepAt(Date.UTC(1920, 0, 1)), () => null))).toBe('1899-12-31T23:00:00Z')
  })

  it('ends LMT at ICU’s first change when ICU leaves the LMT offset before the tz line ends', () => {
    // The tz data and ICU disagree: offsets are ICU's, and from its change on the clock did not keep
    // the LMT offset, so it was not local mean time.
    const change = Date.UTC(1890, 5, 1)
    expect(lmtEraEndMs(line, stepAt(change), () => change)).toBe(change)
  })
})

describe('birth times in named mean times (resolveBirth)', () => {
  const stJohns = { timezone: 'America/St_Johns', latitude: 47.56, longitude: -55.0 }
  const dublin = { timezone: 'Europe/Dublin', latitude: 53.35, longitude: -6.26 }

  it('a 1910 birth at 55° W in Newfoundland is on NST, −3:30:52 (tz: N%sT from 1884)', () => {
    const r = resolveBirth({ date: '1910-06-15', time: '12:00', ...stJohns })
    expect(r).toMatchObject({ utcOffset: '-03:30:52', resolution: 'exact', zoneAbbreviation: 'NST' })
    expect(iso(r.epochMs)).toBe('1910-06-15T15:30:52Z')
    // St John's first daylight time, 1917 Apr 8 – Sep 17 (Rule StJohns 1917 only).
    expect(resolveBirth({ date: '1917-06-15', time: '12:00', ...stJohns }).utcOffset).toBe('-02:30:52')
  })

  it('before 1884 St John’s births are in the local mean time of the birth longitude', () => {
    const r = resolveBirth({ date: '1883-06-15', time: '12:00', ...stJohns })
    expect(r).toMatchObject({ utcOffset: '-03:40', resolution: 'local_mean_time', zoneAbbreviation: 'LMT' })
    expect(iso(r.epochMs)).toBe('1883-06-15T15:40:00Z')
  })

  it('a Dublin 1900 birth is on Dublin Mean Time, −0:25:21 (tz: DMT 1880-08-02 … 1916-05-21)', () => {
    const r = resolveBirth({ date: '1900-03-01', time: '12:00', ...dublin })
    expect(r).toMatchObject({ utcOffset: '-00:25:21', resolution: 'exact', zoneAbbreviation: 'DMT' })
    expect(iso(r.epochMs)).toBe('1900-03-01T12:25:21Z')
  })

  it('before 1880-08-02 Dublin births are in the local mean time of the birth longitude', () => {
    // 6.26° W → −0:25:02.4
    const r = resolveBirth({ date: '1880-08-01', time: '12:00', ...dublin })
    expect(r).toMatchObject({ utcOffset: '-00:25:02', resolution: 'local_mean_time' })
    // At 00:00 on 1880-08-02 the clocks were on DMT.
    expect(resolveBirth({ date: '1880-08-02', time: '00:00', ...dublin }).resolution).toBe('exact')
  })

  it('Indian births before IST (1906) are still in the local mean time of the birthplace', () => {
    const mumbai = { timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
    for (const date of ['1850-06-01', '1880-06-01', '1905-06-01']) {
      expect(resolveBirth({ date, time: '10:00', ...mumbai })).toMatchObject({
        resolution: 'local_mean_time',
        utcOffset: '+04:51:31',
      })
    }
    expect(
      resolveBirth({ date: '1880-06-01', time: '10:00', ...mumbai, timezone: 'asia/kolkata' }).resolution,
    ).toBe('local_mean_time')
    expect(resolveBirth({ date: '1906-06-01', time: '10:00', ...mumbai }).utcOffset).toBe('+05:30')
  })
})

describe('the zone’s name does not depend on the births seen before', () => {
  it('names 1960 and 1990 in Kolkata alike in either order', () => {
    // The runtime names India's +05:30 by the offset before 1970 and `IST` after (its metazone history),
    // and the name was once remembered by zone and offset alone: the first birth a thread saw decided.
    const at = (date: string) =>
      resolveBirth({ date, time: '12:00', timezone: 'Asia/Kolkata', latitude: 22.57, longitude: 88.36 })
        .zoneAbbreviation
    const first = [at('1990-06-01'), at('1960-06-01')]
    const again = [at('1960-06-02'), at('1990-06-02')].reverse()
    expect(first).toEqual(again)
    // Where this runtime's ICU names the two dates apart, so must we.
    const icu = (date: string) =>
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeZoneName: 'short' })
        .formatToParts(new Date(`${date}T06:30:00Z`))
        .find((p) => p.type === 'timeZoneName')!.value
    if (icu('1960-06-01') !== icu('1990-06-01')) expect(first[0]).not.toBe(first[1])
  })
})
