/** What each ephemeris operation answers, through the HTTP API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anglesAt, BODIES, positionsAt } from '../../src/astro/index.js'
import { seriesPoints } from '../../src/operations/ephemeris-series.js'
import { OPERATIONS, testApi, type TestApi } from '../helpers/app.js'
import { testEphemeris } from '../helpers/ephemeris.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())
const eph = testEphemeris()

describe('positions', () => {
  it('defaults to all twelve bodies, sidereal Lahiri, no equatorial; echoes the instant in UTC', async () => {
    const body = (
      await api.post(OPERATIONS.getEphemerisPositions, { datetime: '2024-03-20T10:30:00+05:30' })
    ).json()
    expect(body.positions.map((p: { body: string }) => p.body)).toEqual([...BODIES])
    expect(body.zodiac).toBe('sidereal')
    expect(body.ayanamsa.name).toBe('lahiri')
    expect(body.datetime).toBe('2024-03-20T05:00:00Z')
    expect(body.julianDayUt).toBeCloseTo(2460389.708333, 5)
    expect(body.deltaTSeconds).toBeGreaterThan(68)
    expect(body.deltaTSeconds).toBeLessThan(70)
    for (const p of body.positions) {
      expect(p).not.toHaveProperty('rightAscension')
      expect(p.nakshatra).toEqual(expect.any(String))
      expect(p.pada).toBeGreaterThanOrEqual(1)
      expect(p.retrograde).toBe(p.speed < 0)
      expect('ketu' in p).toBe(p.body === 'MeanNode' || p.body === 'TrueNode')
    }
  })

  it('answers exactly what the engine computes, in the order asked', async () => {
    const req = {
      datetime: '1947-08-15T00:00:00+05:30',
      bodies: ['TrueNode', 'Moon'],
      ayanamsa: 'raman',
      equatorial: true,
    }
    const body = (await api.post(OPERATIONS.getEphemerisPositions, req)).json()
    const t = eph.instant(Date.UTC(1947, 7, 14, 18, 30))
    const expected = positionsAt(eph, t, {
      bodies: ['TrueNode', 'Moon'],
      zodiac: 'sidereal',
      ayanamsa: 'raman',
      equatorial: true,
    })
    expect(body.positions).toEqual(expected.positions)
    expect(body.ayanamsa).toEqual(expected.ayanamsa)
    expect(body.positions[0].ketu.longitude).toBeCloseTo((body.positions[0].longitude + 180) % 360, 9)
    expect(body.positions[1].rightAscension).toEqual(expect.any(Number))
  })

  it('in the tropical zodiac gives no ayanamsa, nakshatra or pada', async () => {
    const body = (
      await api.post(OPERATIONS.getEphemerisPositions, {
        datetime: '2024-03-20T03:06:00Z',
        zodiac: 'tropical',
        ayanamsa: 'raman',
      })
    ).json()
    expect(body.ayanamsa).toBeNull()
    for (const p of body.positions) {
      expect(p.nakshatra).toBeNull()
      expect(p.pada).toBeNull()
      if (p.ketu) expect(p.ketu.nakshatra).toBeNull()
    }
    // 2024-03-20 03:06 UTC is the March equinox: the tropical Sun is at 0° Aries.
    const sun = body.positions.find((p: { body: string }) => p.body === 'Sun')
    expect(Math.min(sun.longitude, 360 - sun.longitude)).toBeLessThan(0.01)
  })
})

describe('angles', () => {
  it('defaults to whole-sign houses, sidereal Lahiri, and agrees with the engine', async () => {
    const body = (
      await api.post(OPERATIONS.getEphemerisAngles, {
        datetime: '2024-03-20T10:30:00+05:30',
        latitude: 28.6139,
        longitude: 77.209,
      })
    ).json()
    expect(body.houseSystem).toBe('whole_sign')
    expect(body.cusps).toHaveLength(12)
    expect(body.cusps[0]).toMatchObject({ house: 1, sign: body.ascendant.sign, degree: 0 })
    const r = anglesAt(
      eph,
      eph.instant(Date.UTC(2024, 2, 20, 5)),
      { latDeg: 28.6139, lonDeg: 77.209 },
      {
        houseSystem: 'whole_sign',
        zodiac: 'sidereal',
        ayanamsa: 'lahiri',
      },
    )
    expect(body.ascendant).toEqual(r.ascendant)
    expect(body.midheaven).toEqual(r.midheaven)
  })

  it('gives the same ascendant and MC in every house system, and Placidus where it exists', async () => {
    const base = { datetime: '2024-03-20T10:30:00Z', latitude: 51.48, longitude: 0 }
    const answers = await Promise.all(
      ['whole_sign', 'equal', 'placidus'].map(async (houseSystem) =>
        (await api.post(OPERATIONS.getEphemerisAngles, { ...base, houseSystem })).json(),
      ),
    )
    for (const a of answers) {
      expect(a.ascendant).toEqual(answers[0].ascendant)
      expect(a.midheaven).toEqual(answers[0].midheaven)
    }
    expect(answers[2].cusps[9].longitude).toBeCloseTo(answers[2].midheaven.longitude, 9)
  })
})

describe('ayanamsa', () => {
  it('gives the four mean values with dms, and the true values alongside', async () => {
    const body = (
      await api.post(OPERATIONS.getEphemerisAyanamsa, { datetime: '2000-01-01T11:58:55.816Z' })
    ).json()
    expect(body.kind).toBe('mean')
    // J2000 (TT) is 2000-01-01T11:58:55.816 UTC: IAE's mean Lahiri there is 23°51'25.53" (ayanamsa.json).
    expect(body.lahiri.dms).toBe(`23°51'25.53"`)
    for (const key of ['lahiri', 'raman', 'krishnamurti', 'faganBradley']) {
      expect(body[key].degrees).toBeGreaterThan(22)
      expect(body.true[key].degrees - body[key].degrees).toBeCloseTo(body.nutationLongitudeDeg, 12)
    }
    // Krishnamurti is ~6′ smaller than Lahiri, Fagan–Bradley ~53′ larger (jyotisha.md §9.1).
    expect((body.lahiri.degrees - body.krishnamurti.degrees) * 60).toBeCloseTo(5.81, 1)
    expect((body.faganBradley.degrees - body.lahiri.degrees) * 60).toBeCloseTo(53.0, 0)
  })
})

describe('sunrise', () => {
  it('gives local times with the offset, and the hindu definition on request', async () => {
    const base = { date: '2019-01-01', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 }
    const std = (await api.post(OPERATIONS.getEphemerisSunrise, base)).json()
    expect(std.definition).toBe('standard')
    expect(std.sunrise).toMatch(/^2019-01-01T07:1\d:\d\d\+05:30$/)
    expect(std.nextSunrise).toMatch(/^2019-01-02T07:1\d:\d\d\+05:30$/)
    expect(std.dayLengthMinutes).toBeGreaterThan(600)
    expect(std.reasons).toEqual({ sunrise: null, sunset: null, nextSunrise: null })
    const hindu = (await api.post(OPERATIONS.getEphemerisSunrise, { ...base, definition: 'hindu' })).json()
    expect(hindu.definition).toBe('hindu')
    expect(Date.parse(hindu.sunrise)).toBeGreaterThan(Date.parse(std.sunrise))
  })

  it('answers polar night with nulls and the reason', async () => {
    const body = (
      await api.post(OPERATIONS.getEphemerisSunrise, {
        date: '2019-12-21',
        timezone: 'Europe/Oslo',
        latitude: 69.65,
        longitude: 18.96,
      })
    ).json()
    expect(body.sunrise).toBeNull()
    expect(body.dayLengthMinutes).toBeNull()
    expect(body.reasons.sunrise).toBe('sun_below_horizon_all_day')
  })
})

describe('series', () => {
  it('includes both ends, steps exactly, and each point is the positions answer for that instant', async () => {
    const req = {
      start: '2024-01-01T00:00:00Z',
      end: '2024-01-01T10:00:00Z',
      stepMinutes: 150,
      bodies: ['Moon'],
    }
    const body = (await api.post(OPERATIONS.getEphemerisSeries, req)).json()
    expect(body.pointCount).toBe(5)
    expect(body.points.map((p: { datetime: string }) => p.datetime)).toEqual([
      '2024-01-01T00:00:00Z',
      '2024-01-01T02:30:00Z',
      '2024-01-01T05:00:00Z',
      '2024-01-01T07:30:00Z',
      '2024-01-01T10:00:00Z',
    ])
    const single = (
      await api.post(OPERATIONS.getEphemerisPositions, {
        datetime: '2024-01-01T05:00:00Z',
        bodies: ['Moon'],
      })
    ).json()
    expect(body.points[2].positions).toEqual(single.positions)
    // An end between steps is not a point.
    const uneven = (
      await api.post(OPERATIONS.getEphemerisSeries, { ...req, end: '2024-01-01T09:59:59Z' })
    ).json()
    expect(uneven.pointCount).toBe(4)
  })

  it('counts the points its price depends on (a 365-point table is 4 started hundreds)', () => {
    expect(
      seriesPoints({ start: '2023-01-01T00:00:00Z', end: '2023-12-31T00:00:00Z', stepMinutes: 1440 }),
    ).toBe(365)
    expect(seriesPoints({ start: '2023-01-01T00:00:00Z', end: '2023-01-01T00:00:00Z', stepMinutes: 1 })).toBe(
      1,
    )
  })
})
