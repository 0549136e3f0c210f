import { describe, expect, it } from 'vitest'
import { formatLocal, sunriseOn } from '../../src/astro/index.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const TROMSO = { latDeg: 69.65, lonDeg: 18.96 }
const on = (
  iso: string,
  zone: string,
  place: { latDeg: number; lonDeg: number },
  def: 'standard' | 'hindu' = 'standard',
) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return sunriseOn(eph, { year, month, day }, zone, place, def)
}

describe('sunrise around polar day and night (Tromsø, 69.65°N)', () => {
  it('midnight sun: every event null, the Sun above the horizon all day', () => {
    const r = on('2019-06-21', 'Europe/Oslo', TROMSO)
    expect([r.sunrise, r.sunset, r.nextSunrise, r.dayLengthMinutes]).toEqual([null, null, null, null])
    expect(r.reasons).toEqual({
      sunrise: 'sun_above_horizon_all_day',
      sunset: 'sun_above_horizon_all_day',
      nextSunrise: 'sun_above_horizon_all_day',
    })
  })

  it('polar night: every event null, the Sun below the horizon all day', () => {
    const r = on('2019-12-21', 'Europe/Oslo', TROMSO)
    expect(r.sunrise).toBeNull()
    expect(r.reasons.sunrise).toBe('sun_below_horizon_all_day')
    expect(r.reasons.nextSunrise).toBe('sun_below_horizon_all_day')
  })

  it('the last day before polar night has a sunrise and sunset but no next sunrise', () => {
    const r = on('2019-11-27', 'Europe/Oslo', TROMSO)
    expect(r.sunrise?.local).toMatch(/^2019-11-27T11:0\d:\d\d\+01:00$/)
    expect(r.sunset?.local).toMatch(/^2019-11-27T11:5\d:\d\d\+01:00$/)
    expect(r.nextSunrise).toBeNull()
    expect(r.reasons).toEqual({ sunrise: null, sunset: null, nextSunrise: 'sun_below_horizon_all_day' })
  })

  it('the last day of polar night has no sunrise, but gives the next one', () => {
    const r = on('2019-01-14', 'Europe/Oslo', TROMSO)
    expect(r.sunrise).toBeNull()
    expect(r.nextSunrise?.local).toMatch(/^2019-01-15T11:\d\d:\d\d\+01:00$/)
  })

  it('the first day of midnight sun rises and does not set', () => {
    const r = on('2019-05-18', 'Europe/Oslo', TROMSO)
    expect(r.sunrise?.local).toMatch(/^2019-05-18T00:\d\d:\d\d\+02:00$/)
    expect(r.sunset).toBeNull()
    expect(r.reasons.sunset).toBe('sun_above_horizon_all_day')
  })

  it('a sunset after local midnight still belongs to the Vedic day that began at sunrise', () => {
    const r = on('2019-05-17', 'Europe/Oslo', TROMSO)
    expect(r.sunset?.local.startsWith('2019-05-18T00:')).toBe(true)
    expect(r.nextSunrise!.epochMs).toBeGreaterThan(r.sunset!.epochMs)
  })
})

describe('sunrise and the local day', () => {
  it('finds the next sunrise when this one falls just before midnight (zone far from the meridian)', () => {
    // Found by the invariant sweep: at 79.4°E on UTC the Sun rises at 23:59:58 on 1809-12-22, and the
    // next sunrise is on the 24th, more than one local date later.
    const r = on('1809-12-22', 'UTC', { latDeg: -20.433863969519734, lonDeg: 79.44298767484725 })
    expect(r.sunrise?.local).toBe('1809-12-22T23:59:58+00:00')
    expect(r.nextSunrise?.local).toMatch(/^1809-12-24T00:00:\d\d\+00:00$/)
    expect(r.reasons).toEqual({ sunrise: null, sunset: null, nextSunrise: null })
  })

  it('gives local times with the zone’s offset (New Delhi, 2019-01-01)', () => {
    const r = on('2019-01-01', 'Asia/Kolkata', { latDeg: 28.6139, lonDeg: 77.209 })
    expect(r.sunrise?.local).toMatch(/^2019-01-01T07:1\d:\d\d\+05:30$/)
    expect(r.sunset?.local).toMatch(/^2019-01-01T17:3\d:\d\d\+05:30$/)
    expect(r.nextSunrise?.local).toMatch(/^2019-01-02T07:1\d:\d\d\+05:30$/)
  })

  it('follows a DST change between sunrise and the next sunrise (New York, 2019-03-09 → 10)', () => {
    const r = on('2019-03-09', 'America/New_York', { latDeg: 40.71, lonDeg: -74.01 })
    expect(r.sunrise?.local).toMatch(/-05:00$/)
    expect(r.nextSunrise?.local).toMatch(/^2019-03-10T07:\d\d:\d\d-04:00$/)
  })

  it('starts the local day at the first valid instant when midnight does not exist (São Paulo, 2018-11-04)', () => {
    const r = on('2018-11-04', 'America/Sao_Paulo', { latDeg: -23.55, lonDeg: -46.63 })
    expect(r.sunrise?.local).toMatch(/^2018-11-04T06:1\d:\d\d-02:00$/)
  })

  it('the hindu sunrise is later and its sunset earlier by the time the Sun takes to climb 52.7′', () => {
    // At the equinox (declination ≈ 0) the Sun's altitude changes by 15.04′·cos(latitude) per minute
    // at the horizon; the two definitions differ by 36.7′ refraction + 16.06′ semidiameter.
    const place = { latDeg: 28.6139, lonDeg: 77.209 }
    const std = on('2024-03-20', 'Asia/Kolkata', place)
    const hindu = on('2024-03-20', 'Asia/Kolkata', place, 'hindu')
    const riseLater = (hindu.sunrise!.epochMs - std.sunrise!.epochMs) / 60_000
    const setEarlier = (std.sunset!.epochMs - hindu.sunset!.epochMs) / 60_000
    const expected = (36.7 + 16.06) / (15.04 * Math.cos((28.6139 * Math.PI) / 180))
    for (const m of [riseLater, setEarlier]) expect(Math.abs(m - expected)).toBeLessThan(0.05)
  })

  it('works at both ends of the coverage in the most extreme offsets', () => {
    // Juneau kept Russian America's date (+15:02 LMT) until 1867; Kiritimati is UTC+14.
    const first = on('1800-01-02', 'America/Juneau', { latDeg: 58.3, lonDeg: -134.42 })
    expect(first.sunrise?.local).toMatch(/^1800-01-02T08:\d\d:\d\d\+15:02$/)
    const last = on('2149-12-31', 'Pacific/Kiritimati', { latDeg: 1.87, lonDeg: -157.4 })
    expect(last.nextSunrise?.local).toMatch(/^2150-01-01T06:\d\d:\d\d\+14:00$/)
  })
})

describe('formatLocal', () => {
  it('writes the offset of the instant, rounded to minutes, and the clock time that matches it exactly', () => {
    expect(formatLocal(Date.UTC(2019, 0, 1, 1, 43, 34), 'Asia/Kolkata')).toBe('2019-01-01T07:13:34+05:30')
    expect(formatLocal(Date.UTC(2019, 0, 1, 12, 18), 'UTC')).toBe('2019-01-01T12:18:00+00:00')
    expect(formatLocal(Date.UTC(2019, 6, 1, 12, 0, 0, 600), 'America/New_York')).toBe(
      '2019-07-01T08:00:01-04:00',
    )
    // Kolkata's local mean time in 1850 is +05:53:28: written as +05:53 with the clock time to match.
    const ms = Date.UTC(1850, 0, 1, 0, 0, 0)
    const text = formatLocal(ms, 'Asia/Kolkata')
    expect(text).toBe('1850-01-01T05:53:00+05:53')
    expect(Date.parse(text)).toBe(ms)
  })
})
