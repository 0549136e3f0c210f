/**
 * POST /v1/panchanga over HTTP: the shapes of issue 12 on a Drik Panchang day (New Delhi, 2025-11-22,
 * test/fixtures/published-panchanga.ts), local times with the place's offset, a DST day, polar night
 * (nulls with reasons, never invented), the `hindu` sunrise, the first date, and the charge; the Chennai
 * day of issue 30 (a whole Pañcaka, the Makara Saṅkrānti and the solar months; the independent instants and
 * Drik Panchang's month starts in test/fixtures/published-solar-months.ts). Field validation is in
 * ephemeris-errors.test.ts; auth, billing and sandbox in the shared matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIK_SOLAR_MONTHS, INDEPENDENT_CHECKS } from '../fixtures/published-solar-months.js'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const DELHI = { timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 }
const hm = (iso: string | null) => iso?.slice(11, 16)

describe('POST /v1/panchanga', () => {
  it('a Drik Panchang day: limbs, times and calendar in the published shapes, 1 credit', async () => {
    const r = await api.post('/v1/panchanga', { date: '2025-11-22', ...DELHI })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('panchanga')
    expect(b.usage.units_charged).toBe(1)
    expect(b.day.basis).toBe('sunrise')
    expect(b.sunrise).toMatch(/^2025-11-22T06:49:\d\d\+05:30$/)
    expect(hm(b.sunset)).toBe('17:25')
    expect(b.vara).toEqual({ name: 'Saturday', sanskrit: 'Shanivara', lord: 'Saturn' })
    expect(b.tithi[0]).toMatchObject({ name: 'Dvitiya', number: 2, paksha: 'Shukla' })
    expect(hm(b.tithi[0].end)).toBe('17:11')
    expect(b.nakshatra[0]).toMatchObject({ name: 'Jyeshtha', number: 18, lord: 'Mercury' })
    expect(hm(b.nakshatra[0].end)).toBe('16:47')
    expect(b.nakshatra[1].padas[0]).toMatchObject({ pada: 1 })
    expect(b.yoga[0].name).toBe('Sukarma')
    expect(b.karana.map((k: { name: string }) => k.name).slice(0, 3)).toEqual(['Kaulava', 'Taitila', 'Gara'])
    expect(b.moonSign.map((s: { name: string }) => s.name)).toEqual(['Scorpio', 'Sagittarius'])
    expect([hm(b.rahuKalam.start), hm(b.rahuKalam.end)]).toEqual(['09:28', '10:47'])
    expect(b.specialYogas.map((y: { name: string }) => y.name)).toContain('Aadal Yoga')
    expect(b.lunarMonth).toEqual({ amanta: 'Margashirsha', purnimanta: 'Margashirsha', adhika: false })
    expect(b.samvat).toEqual({ vikram: 2082, shaka: 1947 })
    expect([b.ritu, b.ayana, b.rituTropical, b.ayanaTropical]).toEqual([
      'Hemanta',
      'Dakshinayana',
      'Hemanta',
      'Dakshinayana',
    ])
    expect(b.choghadiya.day).toHaveLength(8)
    expect(b.hora).toHaveLength(24)
    expect(b.absent).toEqual({})
    expect(Object.keys(b.conventions)).toEqual(
      expect.arrayContaining(['sunrise', 'day', 'varjyam', 'godhuli']),
    )
    for (const t of [b.day.start, b.moonrise, b.varjyam[0]?.start, b.hora[23].end].filter(Boolean)) {
      expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/)
    }
  })

  it('Chennai, 2027-01-14 (issue 30): the whole Pañcaka, the Makara Saṅkrānti that night, the solar months', async () => {
    const r = await api.post('/v1/panchanga', {
      date: '2027-01-14',
      timezone: 'Asia/Kolkata',
      latitude: 13.0827,
      longitude: 80.2707,
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    const within = (iso: string, expected: string, s: number) =>
      expect(
        Math.abs(Date.parse(iso) - Date.parse(expected)) / 1000,
        `${iso} vs ${expected}`,
      ).toBeLessThanOrEqual(s)
    // Only Pisces runs in the day; the Pañcaka began with the Moon's entry into Aquarius on the 11th.
    expect(b.moonSign.map((m: { name: string }) => m.name)).toEqual(['Pisces'])
    expect(b.panchaka).toHaveLength(1)
    expect(b.panchaka[0].start).toMatch(/^2027-01-11T04:3\d:\d\d\+05:30$/)
    within(b.panchaka[0].start, INDEPENDENT_CHECKS.panchakaStart, 60)
    within(b.panchaka[0].end, INDEPENDENT_CHECKS.panchakaEnd, 60)
    // The saṅkrānti falls after sunset: the ayana at sunrise is still Dakshinayana.
    expect(b.sankranti).toMatchObject({
      sign: 'Capricorn',
      name: 'Makara Sankranti',
      ayanaBegins: 'Uttarayana',
    })
    within(b.sankranti.at, INDEPENDENT_CHECKS.makaraSankranti, 60)
    expect(b.sankranti.at).toMatch(/^2027-01-14T21:1\d:\d\d\+05:30$/)
    expect([b.ayana, b.ritu]).toEqual(['Dakshinayana', 'Hemanta'])
    // Drik Panchang: Maargazhi and Dhanu from 16 December, Poush from 17 December; Kollam 1202, Bengali 1433.
    const drik = (calendar: 'tamil' | 'malayalam' | 'bengali') =>
      DRIK_SOLAR_MONTHS[calendar].find(([first]) => first > '2026-12' && first < '2027-01')!
    expect(b.solarMonth.sign).toBe('Sagittarius')
    expect(b.solarMonth.tamil).toEqual({
      month: 'Margazhi',
      sign: 'Sagittarius',
      day: drik('tamil')[4],
      firstDay: drik('tamil')[0],
    })
    expect(b.solarMonth.malayalam).toEqual({
      month: 'Dhanu',
      sign: 'Sagittarius',
      day: drik('malayalam')[4],
      firstDay: drik('malayalam')[0],
      kollamYear: drik('malayalam')[3],
    })
    expect(b.solarMonth.bengali).toEqual({
      month: 'Poush',
      sign: 'Sagittarius',
      day: (Date.parse('2027-01-14') - Date.parse(drik('bengali')[0])) / 86_400_000 + 1,
      firstDay: drik('bengali')[0],
      bengaliYear: drik('bengali')[3],
    })
    const next = (
      await api.post('/v1/panchanga', {
        date: '2027-01-15',
        timezone: 'Asia/Kolkata',
        latitude: 13.0827,
        longitude: 80.2707,
      })
    ).json()
    expect([next.sankranti, next.ayana, next.solarMonth.tamil.month, next.solarMonth.tamil.day]).toEqual([
      null,
      'Uttarayana',
      'Thai',
      1,
    ])
  })

  it('a DST day at the place: each time carries the offset in force at it', async () => {
    const r = await api.post('/v1/panchanga', {
      date: '2024-11-03',
      timezone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.0,
    })
    const b = r.json()
    // The clock fell back at 02:00 EDT; the day from sunrise is all EST, the night before was EDT.
    expect(b.sunrise).toMatch(/-05:00$/)
    expect(b.brahmaMuhurta.start).toMatch(/T0[45]:\d\d:\d\d-05:00$/)
    const r2 = await api.post('/v1/panchanga', {
      date: '2024-11-02',
      timezone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.0,
    })
    const b2 = r2.json()
    expect(b2.sunrise).toMatch(/-04:00$/)
    expect(b2.nextSunrise).toMatch(/^2024-11-03T06:\d\d:\d\d-05:00$/)
  })

  it('polar night: the civil date, and the parts that need sunrise null with the reason', async () => {
    const r = await api.post('/v1/panchanga', {
      date: '2024-12-21',
      timezone: 'Europe/Oslo',
      latitude: 69.65,
      longitude: 18.96,
    })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.day).toEqual({
      start: '2024-12-21T00:00:00+01:00',
      end: '2024-12-22T00:00:00+01:00',
      basis: 'civil_date',
    })
    expect([b.sunrise, b.sunset, b.rahuKalam, b.abhijit, b.hora, b.durmuhurta]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(b.choghadiya).toEqual({ day: null, night: null })
    expect(b.absent).toMatchObject({ sunrise: 'no_sunrise_this_day', sunset: 'no_sunset_this_day' })
    expect(b.tithi.length).toBeGreaterThan(0)
  })

  it('the hindu sunrise comes a few minutes after the standard one, and moves the kālams with it', async () => {
    const std = (await api.post('/v1/panchanga', { date: '2025-11-22', ...DELHI })).json()
    const hindu = (await api.post('/v1/panchanga', { date: '2025-11-22', ...DELHI, sunrise: 'hindu' })).json()
    const later = (Date.parse(hindu.sunrise) - Date.parse(std.sunrise)) / 60_000
    // 53′ of altitude (36.6′ refraction and the 16′ semidiameter) at Delhi in November: 4.4 minutes.
    expect(later).toBeGreaterThan(3.5)
    expect(later).toBeLessThan(5)
    expect(hindu.rahuKalam.start).not.toBe(std.rahuKalam.start)
    expect(hindu.conventions.sunrise).toMatch(/centre of the Sun’s disc/)
  })

  it('refuses a date whose lunar month the ephemeris cannot reach, naming the field, charging nothing', async () => {
    const r = await api.post('/v1/panchanga', { date: '1800-01-15', ...DELHI })
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe('datetime_out_of_range')
    expect(r.json().message).toMatch(/`date`/)
    expect((await api.post('/v1/panchanga', { date: '1800-02-01', ...DELHI })).statusCode).toBe(200)
  })
})
