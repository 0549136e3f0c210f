/**
 * The pañcāṅga day's parts (src/jyotisha/panchanga/): the lagna spans against Swiss Ephemeris' ascendant,
 * the kālams against jyotisha.md §7.5's worked 06:00–18:00 day, choghaḍiyā and horā against PyJHora's
 * tables (decoded in the research notes) and saravali.de's horā order, and invariants of whole days at
 * random places and dates (spans tile the day, each named as the ephemeris says at its middle; Bhadrā and
 * Pañcaka whole, issue 30), a Pañcaka as Lokmat printed it, and why a moonrise or moonset is absent.
 * Published almanac days are in test/reference/panchanga-days.test.ts; the solar months in
 * panchanga-solar.test.ts.
 */
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  choghadiya,
  horas,
  kalams,
  lagnaSpans,
  LIMB_SPAN_DEG,
  LIMBS,
  limbSpans,
  limbsAt,
  panchangaDay,
  samvatOf,
} from '../../src/jyotisha/panchanga/index.js'
import type { Limb } from '../../src/jyotisha/panchanga/limbs.js'
import { PUBLISHED_PANCHAKA } from '../fixtures/published-solar-months.js'
import { seededRandom, testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const H = 3_600_000
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16)

describe('lagna spans', () => {
  const siderealAsc = (ms: number, lat: number, lon: number) => {
    const t = eph.instant(ms)
    const h = eph.houses(t.jdUt, lat, lon, 'E')!
    return (((h.ascendant - eph.ayanamsa('lahiri', t.jdTt, false)) % 360) + 360) % 360
  }
  for (const [lat, lon, date] of [
    [28.6, 77.2, '2024-05-10T00:00:00Z'],
    [-33.9, 151.2, '2023-12-01T00:00:00Z'],
    [59.9, 10.7, '2025-02-14T00:00:00Z'],
  ] as const) {
    it(`each boundary is where Swiss Ephemeris' ascendant enters the sign, within a second (${lat}, ${lon})`, () => {
      const from = Date.parse(date)
      const spans = lagnaSpans(eph, from, from + 24 * H, { latDeg: lat, lonDeg: lon })!
      expect(spans[0]!.startMs).toBeLessThanOrEqual(from)
      expect(spans[spans.length - 1]!.endMs).toBeGreaterThanOrEqual(from + 24 * H)
      for (const [i, s] of spans.entries()) {
        if (i > 0) expect(s.startMs).toBe(spans[i - 1]!.endMs)
        expect(Math.floor(siderealAsc((s.startMs + s.endMs) / 2, lat, lon) / 30)).toBe(s.signIndex)
        expect(Math.floor(siderealAsc(s.endMs - 1000, lat, lon) / 30)).toBe(s.signIndex)
        expect(Math.floor(siderealAsc(s.endMs + 1000, lat, lon) / 30)).toBe((s.signIndex + 1) % 12)
      }
    })
  }
  it('is undefined inside the polar circle, where some sign never rises', () => {
    const from = Date.parse('2024-12-21T00:00:00Z')
    expect(lagnaSpans(eph, from, from + 24 * H, { latDeg: 78.2, lonDeg: 15.6 })).toBeNull()
  })
})

describe('kālams, choghaḍiyā and horā', () => {
  const sunrise = Date.parse('2024-01-01T06:00:00Z')
  const sunset = sunrise + 12 * H
  it('Rāhu kālam on a 06:00–18:00 day, as jyotisha.md §7.5 lists it', () => {
    const rahu = ['16:30', '07:30', '15:00', '12:00', '13:30', '10:30', '09:00'] // Sunday … Saturday
    for (let w = 0; w < 7; w++) {
      const k = kalams(sunrise, sunset, w)
      expect(hhmm(k.rahuKalam.startMs), `weekday ${w}`).toBe(rahu[w])
      expect(k.rahuKalam.endMs - k.rahuKalam.startMs).toBe(1.5 * H)
    }
    // Yamagaṇḍa and Gulika by the parts table of §7.5: Thursday's Yamagaṇḍa the 1st part, Saturday's Gulika too.
    expect(hhmm(kalams(sunrise, sunset, 4).yamaganda.startMs)).toBe('06:00')
    expect(hhmm(kalams(sunrise, sunset, 6).gulikaKalam.startMs)).toBe('06:00')
    expect(hhmm(kalams(sunrise, sunset, 0).gulikaKalam.startMs)).toBe('15:00')
  })

  // PyJHora const.gauri_choghadiya_day_table / _night_table, decoded (names as Drik Panchang spells them).
  const DAY: Record<number, string[]> = {
    0: ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg'],
    1: ['Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit'],
    4: ['Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh'],
    6: ['Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal'],
  }
  const NIGHT: Record<number, string[]> = {
    0: ['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh'],
    2: ['Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal'],
    3: ['Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg'],
    5: ['Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog'],
  }
  it('choghaḍiyā by day and by night as PyJHora’s tables give them, eight equal parts', () => {
    for (const [w, names] of Object.entries(DAY)) {
      const c = choghadiya(sunrise, sunset, Number(w), false)
      expect(c.map((x) => x.name)).toEqual(names)
      expect(c[7]!.endMs).toBe(sunset)
    }
    for (const [w, names] of Object.entries(NIGHT)) {
      expect(choghadiya(sunset, sunset + 12 * H, Number(w), true).map((x) => x.name)).toEqual(names)
    }
  })
  it('horā: the weekday lord first, the Chaldean order after; Sunday night begins with Jupiter (saravali.de)', () => {
    const h = horas(sunrise, sunset, sunrise + 24 * H, 0)
    expect(h.slice(0, 8).map((x) => x.name)).toEqual([
      'Sun',
      'Venus',
      'Mercury',
      'Moon',
      'Saturn',
      'Jupiter',
      'Mars',
      'Sun',
    ])
    expect(h[12]!.name).toBe('Jupiter')
    expect(h).toHaveLength(24)
    // The horā after the 24th is the next weekday's lord: the order of the weekdays comes from it.
    for (let w = 0; w < 7; w++) {
      const last = horas(sunrise, sunset, sunrise + 24 * H, w)[23]!.name
      const next = horas(sunrise, sunset, sunrise + 24 * H, (w + 1) % 7)[0]!.name
      const order = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon']
      expect(order[(order.indexOf(last) + 1) % 7]).toBe(next)
    }
  })
})

// Newton's search ends on a step under 10⁻²° (limbs.ts): every boundary it finds must be where the limb's
// angle, read afresh from Swiss Ephemeris at that instant, is the division's edge.
describe('limb boundaries', () => {
  const angle = (limb: Limb, ms: number) => {
    const { jdTt } = eph.instant(ms)
    const sun = eph.position('Sun', jdTt, { ayanamsa: 'lahiri' }).lon
    const moon = eph.position('Moon', jdTt, { ayanamsa: 'lahiri' }).lon
    const deg =
      limb === 'sunSign' || limb === 'sunNakshatra'
        ? sun
        : limb === 'yoga'
          ? moon + sun
          : limb === 'tithi' || limb === 'karana'
            ? moon - sun
            : moon
    return ((deg % 360) + 360) % 360
  }
  for (const year of [1805, 1971, 2016, 2027, 2148])
    it(`every limb's edges in ${year} are where its angle reaches them, within 10⁻⁶°`, () => {
      const from = Date.UTC(year, 0, 1)
      let edges = 0
      for (const limb of LIMBS) {
        const span = LIMB_SPAN_DEG[limb]
        // A month: hundreds of edges for the Moon's limbs; the Sun's, over the year.
        const to = limb.startsWith('sun') ? Date.UTC(year + 1, 0, 1) : from + 31 * 86_400_000
        for (const s of limbSpans(eph, limb, from, to).slice(1)) {
          let d = angle(limb, s.startMs) - s.index * span
          if (d > 180) d -= 360
          if (d < -180) d += 360
          expect(Math.abs(d)).toBeLessThan(1e-6)
          edges++
        }
      }
      expect(edges).toBeGreaterThan(250)
    })
})

describe('whole days', () => {
  const random = seededRandom(12)
  const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Tokyo']
  for (let i = 0; i < 25; i++) {
    const zone = zones[i % zones.length]!
    const lat = (random() - 0.5) * 120
    const lon = (random() - 0.5) * 360
    const year = 1900 + Math.floor(random() * 240)
    const month = 1 + Math.floor(random() * 12)
    const day = 1 + Math.floor(random() * 28)
    it(`${year}-${month}-${day} at ${lat.toFixed(1)}, ${lon.toFixed(1)} (${zone}): spans tile the day, named as the sky says`, () => {
      const d = panchangaDay(eph, { year, month, day }, zone, { latDeg: lat, lonDeg: lon }, 'standard')
      const { startMs, endMs } = d.day
      for (const [limb, list] of [
        ['tithi', d.tithi],
        ['nakshatra', d.nakshatra],
        ['yoga', d.yoga],
        ['karana', d.karana],
        ['moonSign', d.moonSign],
      ] as const) {
        expect(list[0]!.startMs, limb).toBeLessThanOrEqual(startMs)
        expect(list[list.length - 1]!.endMs, limb).toBeGreaterThanOrEqual(endMs)
        for (const [j, e] of list.entries()) {
          if (j > 0) expect(Math.abs(e.startMs - list[j - 1]!.endMs), limb).toBeLessThan(1)
          const at = limbsAt(eph, (e.startMs + e.endMs) / 2)
          expect(e.number, `${limb} ${e.name}`).toBe(at[limb].number)
          expect(e.name).toBe(at[limb].name)
        }
      }
      for (const n of d.nakshatra) {
        for (const p of n.padas) expect(limbsAt(eph, (p.startMs + p.endMs) / 2).nakshatra.pada).toBe(p.pada)
      }
      if (d.day.basis === 'sunrise' && d.sun.sunset) {
        const sunset = d.sun.sunset.epochMs
        for (const k of [d.rahuKalam!, d.yamaganda!, d.gulikaKalam!]) {
          expect(k.startMs).toBeGreaterThanOrEqual(startMs - 1)
          expect(k.endMs).toBeLessThanOrEqual(sunset + 1)
        }
        expect(d.hora![0]!.startMs).toBe(startMs)
        expect(d.hora![23]!.endMs).toBe(endMs)
        expect(d.choghadiya.night![7]!.endMs).toBe(endMs)
      }
      for (const y of d.specialYogas) {
        expect(y.startMs).toBeGreaterThanOrEqual(startMs)
        expect(y.endMs).toBeLessThanOrEqual(endMs)
      }
      // Bhadrā and Pañcaka whole, though they begin before the day or end after it: Viṣṭi neither just
      // before a span nor just after it; the Moon entering Aquarius (300°) at a Pañcaka's start and
      // leaving Pisces at its end.
      const karanaAt = (ms: number) => limbsAt(eph, ms).karana.name
      const moonLonAt = (ms: number) => limbsAt(eph, ms).moonLon
      for (const b of d.bhadra) {
        expect(karanaAt((b.startMs + b.endMs) / 2)).toBe('Vishti')
        expect(karanaAt(b.startMs - 1000)).not.toBe('Vishti')
        expect(karanaAt(b.endMs + 1000)).not.toBe('Vishti')
        expect(b.endMs).toBeGreaterThan(startMs)
        expect(b.startMs).toBeLessThan(endMs)
      }
      for (const p of d.panchaka) {
        expect(moonLonAt(p.startMs - 1000)).toBeLessThan(300)
        expect(moonLonAt(p.startMs + 1000)).toBeGreaterThanOrEqual(300)
        expect(moonLonAt(p.endMs - 1000)).toBeGreaterThanOrEqual(330)
        expect(moonLonAt(p.endMs + 1000)).toBeLessThan(30)
        expect(p.endMs).toBeGreaterThan(startMs)
        expect(p.startMs).toBeLessThan(endMs)
      }
      // Every Pañcaka that touches the day is listed.
      const inPanchaka = [startMs, (startMs + endMs) / 2, endMs - 1000].filter((t) => moonLonAt(t) >= 300)
      for (const t of inPanchaka) expect(d.panchaka.some((p) => p.startMs <= t && t < p.endMs)).toBe(true)
    })
  }

  it('polar night and midnight sun: the civil date, and every part that needs the Sun null with its reason', () => {
    for (const date of [
      { year: 2024, month: 12, day: 21 },
      { year: 2024, month: 6, day: 21 },
    ]) {
      const d = panchangaDay(eph, date, 'Europe/Oslo', { latDeg: 69.65, lonDeg: 18.96 }, 'standard')
      expect(d.day.basis).toBe('civil_date')
      expect(d.day.endMs - d.day.startMs).toBe(24 * H)
      expect(d.rahuKalam).toBeNull()
      expect(d.hora).toBeNull()
      expect(d.choghadiya).toEqual({ day: null, night: null })
      expect(d.absent).toMatchObject({ sunrise: 'no_sunrise_this_day', sunset: 'no_sunset_this_day' })
      expect(d.tithi.length).toBeGreaterThan(0)
    }
  })

  it('the day across a DST change (New York, 2024-03-10): sunrise to sunrise is 23 h of clock, not of sky', () => {
    const d = panchangaDay(
      eph,
      { year: 2024, month: 3, day: 10 },
      'America/New_York',
      { latDeg: 40.71, lonDeg: -74.0 },
      'standard',
    )
    // The clock moved at 02:00, before sunrise: the day runs from about 07:14 EDT to 07:13 EDT, near 24 h.
    expect((d.day.endMs - d.day.startMs) / H).toBeCloseTo(24, 1)
    expect(d.vara.name).toBe('Sunday')
  })

  it('Pañcaka as Lokmat printed it for January 2020: whole on every day it touches, one sign or two', () => {
    const ist = (s: string) => DateTime.fromISO(s, { zone: PUBLISHED_PANCHAKA.timezone }).toMillis()
    const start = ist(PUBLISHED_PANCHAKA.start)
    const end = ist(PUBLISHED_PANCHAKA.end)
    for (let day = 25; day <= 32; day++) {
      const date = day <= 31 ? { year: 2020, month: 1, day } : { year: 2020, month: 2, day: day - 31 }
      const d = panchangaDay(eph, date, 'Asia/Kolkata', { latDeg: 28.61, lonDeg: 77.21 }, 'standard')
      const touches = end > d.day.startMs && start < d.day.endMs
      expect(d.panchaka.length, `${day}`).toBe(touches ? 1 : 0)
      if (!touches) continue
      // Printed to the minute: ±60 s. The 30th sees only Pisces, the 27th only Aquarius.
      expect(Math.abs(d.panchaka[0]!.startMs - start), `${day} start`).toBeLessThanOrEqual(60_000)
      expect(Math.abs(d.panchaka[0]!.endMs - end), `${day} end`).toBeLessThanOrEqual(60_000)
    }
  })

  it('no moonrise: the Moon rose before the day and rises next after it, and sets inside it (Delhi, 2025-11-20)', () => {
    const place = { latDeg: 28.61, lonDeg: 77.21 }
    const d = panchangaDay(eph, { year: 2025, month: 11, day: 20 }, 'Asia/Kolkata', place, 'standard')
    expect(d.moonrise).toBeNull()
    expect(d.absent.moonrise).toBe('rose_before_day_start_rises_after_day_end')
    expect(d.moonset).not.toBeNull()
    // Checked with the ephemeris' own rise search, from a day before.
    const rise = (fromMs: number) =>
      eph.instantFromJdUt(eph.moonEvent(eph.instant(fromMs).jdUt, 'rise', place, 'upper-limb', 1013.25, 0)!)
        .epochMs
    expect(rise(d.day.startMs - 30 * H)).toBeLessThan(d.day.startMs)
    expect(rise(d.day.startMs)).toBeGreaterThanOrEqual(d.day.endMs)
    const noSet = panchangaDay(eph, { year: 2025, month: 12, day: 4 }, 'Asia/Kolkata', place, 'standard')
    expect([noSet.moonset, noSet.absent.moonset]).toEqual([null, 'set_before_day_start_sets_after_day_end'])
  })

  it('Svalbard, December 2025: a Moon up all day and a Moon down all day, told by the event that ends each', () => {
    const place = { latDeg: 78.2, lonDeg: 15.6 }
    const firstEventAfter = (ms: number): 'rise' | 'set' => {
      for (let t = ms; t < ms + 20 * 24 * H; t += 24 * H) {
        const jd = eph.instant(t).jdUt
        const r = eph.moonEvent(jd, 'rise', place, 'upper-limb', 1013.25, 0)
        const s = eph.moonEvent(jd, 'set', place, 'upper-limb', 1013.25, 0)
        if (r !== undefined || s !== undefined)
          return s === undefined || (r !== undefined && r < s) ? 'rise' : 'set'
      }
      throw new Error('no moon event in 20 days')
    }
    for (const day of [5, 20]) {
      const d = panchangaDay(eph, { year: 2025, month: 12, day }, 'Arctic/Longyearbyen', place, 'standard')
      expect([d.moonrise, d.moonset]).toEqual([null, null])
      const up = firstEventAfter(d.day.endMs) === 'set'
      const reason = up ? 'moon_above_horizon_all_day' : 'moon_below_horizon_all_day'
      expect(d.absent, `${day}`).toMatchObject({ moonrise: reason, moonset: reason })
      // Polar night: the Tamil and Malayalam rules need a sunset on the saṅkrānti's day; the Bengali one does not.
      expect([d.solarMonth.tamil, d.solarMonth.malayalam]).toEqual([null, null])
      expect(d.absent['solarMonth.tamil']).toBe('no_sunrise_or_sunset_on_sankranti_day')
      expect(d.solarMonth.bengali).not.toBeNull()
    }
  })

  it('samvat: Śaka and Vikram turn with Chaitra, not with January', () => {
    expect(samvatOf(9, 2026, 1)).toEqual({ shaka: 1947, vikram: 2082 }) // Pausha, January 2026
    expect(samvatOf(11, 2026, 3)).toEqual({ shaka: 1947, vikram: 2082 }) // Phalguna, March
    expect(samvatOf(0, 2026, 3)).toEqual({ shaka: 1948, vikram: 2083 }) // Chaitra
    expect(samvatOf(9, 2026, 12)).toEqual({ shaka: 1948, vikram: 2083 }) // Pausha begun in December
    const before = panchangaDay(
      eph,
      { year: 2026, month: 3, day: 17 },
      'Asia/Kolkata',
      { latDeg: 28.61, lonDeg: 77.21 },
      'standard',
    )
    const after = panchangaDay(
      eph,
      { year: 2026, month: 3, day: 21 },
      'Asia/Kolkata',
      { latDeg: 28.61, lonDeg: 77.21 },
      'standard',
    )
    expect([before.lunarMonth.amanta, before.samvat.vikram]).toEqual(['Phalguna', 2082])
    expect([after.lunarMonth.amanta, after.samvat.vikram]).toEqual(['Chaitra', 2083])
  })
})
