/**
 * The cached zone-offset table (src/astro/zone-history.ts) against the tz database itself (ICU through
 * Luxon), over every zone the runtime knows, and the ISO formatting of local times against Date.
 */
import { IANAZone } from 'luxon'
import { describe, expect, it } from 'vitest'
import { formatLocalAt, formatOffset, icuOffsetReader, zoneHistory } from '../../src/astro/index.js'
import { BirthDataError, resolveBirth } from '../../src/jyotisha/birth.js'
import { seededRandom } from '../helpers/ephemeris.js'

const START = Date.UTC(1800, 0, 1)
const END = Date.UTC(2270, 0, 1) // a 120-year timeline from a birth in 2149

describe('zone history table', () => {
  // Builds the table of every zone the runtime knows: 11 s alone on a two-core machine (49 s while the
  // tables read ICU through Luxon), over the default 60 s beside another suite on the other core once.
  it(
    'gives the tz database’s offset at random instants in every zone, 1800–2270',
    { timeout: 300_000 },
    () => {
      const zones = Intl.supportedValuesOf('timeZone')
      expect(zones.length).toBeGreaterThan(300)
      const random = seededRandom(7)
      let checked = 0
      const misses: string[] = []
      for (const name of zones) {
        const table = zoneHistory(name)
        const read = icuOffsetReader(name)
        const tz = IANAZone.create(name)
        for (let i = 0; i < 60; i++) {
          const ms = Math.floor(START + random() * (END - START))
          const expected = tz.offset(ms)
          if (table.offsetMinutesAt(ms) !== expected)
            misses.push(`table: ${name} ${new Date(ms).toISOString()}`)
          // The reader the table is built with, to the bit (Object.is: -0 and 0 apart).
          if (!Object.is(read(ms), expected)) misses.push(`reader: ${name} ${new Date(ms).toISOString()}`)
          checked++
        }
      }
      console.log(`zone history: ${checked} instants in ${zones.length} zones, ${misses.length} differences`)
      expect(misses).toEqual([])
    },
  )

  it('finds each transition to the second (New York 2021, India war time 1942 and 1945)', () => {
    const ny = zoneHistory('America/New_York')
    const spring = Date.UTC(2021, 2, 14, 7) // 02:00 EST = 07:00 UTC
    expect(ny.offsetMinutesAt(spring - 1000)).toBe(-300)
    expect(ny.offsetMinutesAt(spring)).toBe(-240)
    const kolkata = zoneHistory('Asia/Kolkata')
    expect(kolkata.offsetMinutesAt(Date.UTC(1942, 6, 1))).toBe(330)
    expect(kolkata.offsetMinutesAt(Date.UTC(1943, 6, 1))).toBe(390)
    expect(kolkata.offsetMinutesAt(Date.UTC(1946, 0, 1))).toBe(330)
  })

  it('knows when clocks kept local mean time', () => {
    const kolkata = zoneHistory('Asia/Kolkata')
    expect(kolkata.isLocalMeanTime(Date.UTC(1850, 0, 1))).toBe(true)
    expect(kolkata.isLocalMeanTime(Date.UTC(1905, 5, 1))).toBe(true) // Madras railway time in tzdb: LMT for births
    expect(kolkata.isLocalMeanTime(Date.UTC(1906, 5, 1))).toBe(false)
    const ny = zoneHistory('America/New_York')
    expect(ny.isLocalMeanTime(Date.UTC(1883, 10, 18, 16))).toBe(true) // railway standard time began 1883-11-18 noon
    expect(ny.isLocalMeanTime(Date.UTC(1883, 10, 18, 18))).toBe(false)
    expect(zoneHistory('UTC').isLocalMeanTime(Date.UTC(1800, 5, 1))).toBe(false)
  })
})

describe('formatting', () => {
  it('formats offsets, with seconds only where they are not whole minutes', () => {
    expect(formatOffset(330)).toBe('+05:30')
    expect(formatOffset(-240)).toBe('-04:00')
    expect(formatOffset(0)).toBe('+00:00')
    expect(formatOffset(291.52)).toBe('+04:51:31')
    expect(formatOffset(-296.0333333)).toBe('-04:56:02')
  })

  it('writes the local time that names the same instant as Date does, 1700–2300', () => {
    const random = seededRandom(11)
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.round(Date.UTC(1700, 0, 1) + random() * (Date.UTC(2300, 0, 1) - Date.UTC(1700, 0, 1)))
      const offset = Math.round(random() * 1680 - 840)
      const text = formatLocalAt(ms, offset)
      expect(Date.parse(text)).toBe(Math.round(ms / 1000) * 1000)
      expect(text.slice(0, 19)).toBe(
        new Date(Math.round(ms / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19),
      )
    }
  })
})

describe('birth instants against the tz database', () => {
  // Brute force: every offset the zone shows within ±36 h (hourly), kept where wall − offset is an
  // instant the zone shows with that offset; the first occurrence is the largest such offset.
  const bruteForce = (zone: IANAZone, wallMs: number): number | null => {
    const valid = new Set<number>()
    for (let h = -36; h <= 36; h++) {
      const o = zone.offset(wallMs + h * 3_600_000)
      if (zone.offset(wallMs - o * 60_000) === o) valid.add(o)
    }
    return valid.size ? wallMs - Math.max(...valid) * 60_000 : null
  }
  const iso = (ms: number) => new Date(ms).toISOString()

  it('resolves clock times around every transition of random zone-years as the tz database does', () => {
    const zones = Intl.supportedValuesOf('timeZone')
    const random = seededRandom(23)
    let transitions = 0
    let gaps = 0
    let folds = 0
    const misses: string[] = []
    for (let n = 0; n < 250; n++) {
      const name = zones[Math.floor(random() * zones.length)]!
      const zone = IANAZone.create(name)
      const year = 1870 + Math.floor(random() * 260)
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const before = zone.offset(day)
        if (zone.offset(day + 86_400_000) === before) continue
        let lo = day
        let hi = day + 86_400_000
        while (hi - lo > 60_000) {
          const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
          if (zone.offset(mid) === before) lo = mid
          else hi = mid
        }
        transitions++
        const after = zone.offset(hi)
        for (let k = -6; k <= 6; k++) {
          const wallMs = hi + before * 60_000 + k * 15 * 60_000 // around the old clock's reading at the change
          const d = new Date(wallMs)
          const birth = {
            date: d.toISOString().slice(0, 10),
            time: d.toISOString().slice(11, 19),
            timezone: name,
            latitude: 0,
            longitude: 0,
          }
          const expected = bruteForce(zone, wallMs)
          if (expected === null) gaps++
          else if (after < before && k >= -4 && k < 0) folds++
          let got: number | null
          try {
            const r = resolveBirth(birth)
            if (r.resolution === 'local_mean_time') continue
            got = r.epochMs
          } catch (err) {
            if (!(err instanceof BirthDataError)) throw err
            got = null
          }
          if (got !== expected) {
            misses.push(
              `${name} ${birth.date}T${birth.time}: ${got && iso(got)} ≠ ${expected && iso(expected)}`,
            )
          }
        }
      }
    }
    console.log(`birth instants: ${transitions} transitions, ${gaps} clock times in gaps, ${folds} in folds`)
    expect(transitions).toBeGreaterThan(100)
    expect(gaps).toBeGreaterThan(50)
    expect(misses).toEqual([])
  })
})
