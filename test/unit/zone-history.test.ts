/**
 * The cached zone-offset table (src/astro/zone-history.ts) against the tz database itself (ICU through
 * Luxon), over every zone the runtime knows, and the ISO formatting of local times against Date.
 */
import { IANAZone } from 'luxon'
import { describe, expect, it } from 'vitest'
import { formatLocalAt, formatOffset, zoneHistory } from '../../src/astro/index.js'
import { seededRandom } from '../helpers/ephemeris.js'

const START = Date.UTC(1800, 0, 1)
const END = Date.UTC(2270, 0, 1) // a 120-year timeline from a birth in 2149

describe('zone history table', () => {
  it('gives the tz database’s offset at random instants in every zone, 1800–2270', () => {
    const zones = Intl.supportedValuesOf('timeZone')
    expect(zones.length).toBeGreaterThan(300)
    const random = seededRandom(7)
    let checked = 0
    const misses: string[] = []
    for (const name of zones) {
      const table = zoneHistory(name)
      const tz = IANAZone.create(name)
      for (let i = 0; i < 60; i++) {
        const ms = Math.floor(START + random() * (END - START))
        if (table.offsetMinutesAt(ms) !== tz.offset(ms)) misses.push(`${name} ${new Date(ms).toISOString()}`)
        checked++
      }
    }
    console.log(`zone history: ${checked} instants in ${zones.length} zones, ${misses.length} differences`)
    expect(misses).toEqual([])
  })

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
