/**
 * Invariants over thousands of random instants and places (seeded, so reproducible), after Astronomy
 * Engine's practice: relations that must hold whatever the reference data.
 */
import sweph from 'sweph'
import { describe, expect, it } from 'vitest'
import {
  anglesAt,
  BODIES,
  COVERAGE_END_MS,
  COVERAGE_START_MS,
  HOUSE_SYSTEMS,
  HousesUndefinedError,
  positionsAt,
  seriesOf,
  signOf,
  sunriseOn,
  type Ayanamsa,
} from '../../src/astro/index.js'
import { angleDiffDeg, seededRandom, testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const rnd = seededRandom(20261122)
const AYAS: Ayanamsa[] = ['lahiri', 'raman', 'krishnamurti', 'fagan_bradley']
const randomMs = () => COVERAGE_START_MS + Math.floor(rnd() * (COVERAGE_END_MS - COVERAGE_START_MS))
const all = { bodies: BODIES, equatorial: false }

describe('position invariants', () => {
  it('sidereal = tropical − ayanamsa, and Ketu = node + 180°, at 2000 random instants', () => {
    for (let i = 0; i < 2000; i++) {
      const t = eph.instant(randomMs())
      const ayanamsa = AYAS[i % 4]!
      // Swiss Ephemeris' own sidereal computation, checked against our subtraction of the reported value.
      const sid = positionsAt(eph, t, { ...all, zodiac: 'sidereal', ayanamsa })
      const trop = positionsAt(eph, t, { ...all, zodiac: 'tropical', ayanamsa })
      expect(trop.ayanamsa).toBeNull()
      const aya = sid.ayanamsa!.degrees
      sid.positions.forEach((p, j) => {
        const q = trop.positions[j]!
        expect(Math.abs(angleDiffDeg(p.longitude, q.longitude - aya)) * 3600).toBeLessThan(1e-6)
        expect(Math.abs(p.latitude - q.latitude)).toBeLessThan(1e-9)
        expect(p.longitude).toBeGreaterThanOrEqual(0)
        expect(p.longitude).toBeLessThan(360)
        expect(p.degree).toBeCloseTo(p.longitude - 30 * signOf(p.longitude).signIndex, 9)
        if (p.ketu) {
          expect(Math.abs(angleDiffDeg(p.ketu.longitude, p.longitude + 180))).toBeLessThan(1e-9)
          expect(p.ketu.nakshatra).not.toBeNull()
          expect(q.ketu!.nakshatra).toBeNull()
        }
      })
    }
  })

  it('speed is the rate of change of the longitude, and retrograde exactly when it is negative, at 1000 instants', () => {
    // Swiss Ephemeris' analytic apparent speeds match the derivative of its own longitudes to 1.1e-4
    // °/day for the Moon and under 1e-5 °/day for the others (0.03″/day; measured at 6000 instants
    // over 1800–2150): those are the bounds, with a factor of two.
    const bound = (body: string) => (body === 'Moon' ? 2e-4 : 2e-5)
    const h = 0.001 // days
    let checked = 0
    for (let i = 0; i < 1000; i++) {
      const jd = eph.instant(
        Math.min(Math.max(randomMs(), COVERAGE_START_MS + 3_600_000), COVERAGE_END_MS - 3_600_000),
      ).jdTt
      const opts = {
        ...all,
        zodiac: i % 2 ? ('sidereal' as const) : ('tropical' as const),
        ayanamsa: 'lahiri' as const,
      }
      const now = positionsAt(eph, eph.instantFromJdTt(jd), opts).positions
      const before = positionsAt(eph, eph.instantFromJdTt(jd - h), opts).positions
      const after = positionsAt(eph, eph.instantFromJdTt(jd + h), opts).positions
      now.forEach((p, j) => {
        const rate = angleDiffDeg(after[j]!.longitude, before[j]!.longitude) / (2 * h)
        expect(Math.abs(p.speed - rate), `${p.body} at JD ${jd}`).toBeLessThan(bound(p.body))
        expect(p.retrograde).toBe(p.speed < 0)
        // At a station the speed is within its own accuracy of zero and the sign is not decided.
        if (Math.abs(p.speed) > bound(p.body)) {
          expect(rate < 0, p.body).toBe(p.retrograde)
          checked++
        }
      })
    }
    expect(checked).toBeGreaterThan(11_500)
  })

  it('a series point is exactly the positions at its instant', () => {
    const start = Date.UTC(1987, 6, 1, 3, 17)
    const opts = { ...all, zodiac: 'sidereal' as const, ayanamsa: 'lahiri' as const }
    const points = seriesOf(eph, start, start + 99 * 97 * 60_000, 97, opts)
    expect(points).toHaveLength(100)
    for (const [i, p] of points.entries()) {
      expect(p).toEqual(positionsAt(eph, eph.instant(start + i * 97 * 60_000), opts))
    }
  })
})

describe('angle invariants', () => {
  it('cusps ascend, whole-sign cusp 1 is the ascendant’s sign, ascendant and MC do not depend on the system', () => {
    let placidusUndefined = 0
    for (let i = 0; i < 2000; i++) {
      const t = eph.instant(randomMs())
      const place = { latDeg: rnd() * 180 - 90, lonDeg: rnd() * 360 - 180 }
      const zodiac = i % 2 ? 'sidereal' : 'tropical'
      const results = HOUSE_SYSTEMS.flatMap((houseSystem) => {
        try {
          return [anglesAt(eph, t, place, { houseSystem, zodiac, ayanamsa: 'lahiri' })]
        } catch (err) {
          expect(err).toBeInstanceOf(HousesUndefinedError)
          expect(houseSystem).toBe('placidus')
          expect(Math.abs(place.latDeg)).toBeGreaterThan(66)
          placidusUndefined++
          return []
        }
      })
      const [ws] = results
      for (const r of results) {
        expect(r.cusps).toHaveLength(12)
        expect(r.ascendant.longitude).toBe(ws!.ascendant.longitude)
        expect(r.midheaven.longitude).toBe(ws!.midheaven.longitude)
        for (let h = 0; h < 12; h++) {
          const step = angleDiffDeg(r.cusps[(h + 1) % 12]!.longitude, r.cusps[h]!.longitude)
          expect(step, `${r.houseSystem} cusp ${h + 1}`).toBeGreaterThan(0)
        }
        if (r.houseSystem === 'equal') expect(r.cusps[0]!.longitude).toBe(r.ascendant.longitude)
        if (r.houseSystem === 'placidus') {
          expect(Math.abs(angleDiffDeg(r.cusps[0]!.longitude, r.ascendant.longitude))).toBeLessThan(1e-9)
          expect(Math.abs(angleDiffDeg(r.cusps[9]!.longitude, r.midheaven.longitude))).toBeLessThan(1e-9)
        }
      }
      expect(ws!.houseSystem).toBe('whole_sign')
      expect(ws!.cusps[0]!.sign).toBe(ws!.ascendant.sign)
      expect(ws!.cusps[0]!.degree).toBe(0)
    }
    // Placidus fails only within the polar circles, and there not always.
    expect(placidusUndefined).toBeGreaterThan(0)
    expect(placidusUndefined).toBeLessThan(2000 * 0.27)
  })
})

describe('sunrise invariants', () => {
  const ZONES = [
    'Asia/Kolkata',
    'America/New_York',
    'Europe/London',
    'Australia/Sydney',
    'UTC',
    'Asia/Kathmandu',
  ]

  it('sunrise < sunset < nextSunrise < sunrise + 25 h, at 3000 random dates and places (|lat| ≤ 60°)', () => {
    for (let i = 0; i < 3000; i++) {
      const d = new Date(Date.UTC(1800 + Math.floor(rnd() * 350), 0, 2 + Math.floor(rnd() * 360)))
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
      const zone = ZONES[i % ZONES.length]!
      const place = { latDeg: rnd() * 120 - 60, lonDeg: rnd() * 360 - 180 }
      for (const definition of ['standard', 'hindu'] as const) {
        const r = sunriseOn(eph, date, zone, place, definition)
        if (r.sunrise === null) {
          // Far from the zone's meridian the Sun can rise just before local midnight: then the date
          // has no sunrise, and says so.
          expect(r.reasons.sunrise).toBe('no_such_event_this_day')
          continue
        }
        expect(r.sunset).not.toBeNull()
        expect(r.nextSunrise).not.toBeNull()
        expect(r.sunrise.epochMs).toBeLessThan(r.sunset!.epochMs)
        expect(r.sunset!.epochMs).toBeLessThan(r.nextSunrise!.epochMs)
        expect(r.nextSunrise!.epochMs - r.sunrise.epochMs).toBeGreaterThan(23 * 3_600_000)
        expect(r.nextSunrise!.epochMs - r.sunrise.epochMs).toBeLessThan(25 * 3_600_000)
        expect(r.dayLengthMinutes).toBeCloseTo((r.sunset!.epochMs - r.sunrise.epochMs) / 60_000, 6)
        expect(r.sunrise.local.startsWith(`${d.toISOString().slice(0, 10)}T`)).toBe(true)
      }
    }
  })

  it('the standard sunrise is within 2 s of the exact spec definition (upper limb at −36.6′, no refraction model)', () => {
    // Swiss Ephemeris' horizon function with a −36.6′ horizon and refraction turned off is the spec's
    // definition exactly; rise_trans with 1013.25 hPa at 0 °C (its refraction: 36.7′) is 14× faster.
    const C = sweph.constants
    const diffs: number[] = []
    for (let i = 0; i < 300; i++) {
      const place = { latDeg: rnd() * 120 - 60, lonDeg: rnd() * 360 - 180 }
      const jd = eph.instant(randomMs()).jdUt
      for (const event of ['rise', 'set'] as const) {
        const ours = eph.sunEvent(jd, event, place, 'upper-limb', 1013.25, 0)!
        const exact = sweph.rise_trans_true_hor(
          jd,
          C.SE_SUN,
          null,
          C.SEFLG_SWIEPH,
          (event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | C.SE_BIT_NO_REFRACTION,
          [place.lonDeg, place.latDeg, 0],
          0,
          0,
          -36.6 / 60,
        )
        expect(exact.flag).toBe(0)
        diffs.push((ours - exact.data) * 86_400)
      }
    }
    const max = Math.max(...diffs.map(Math.abs))
    console.log(
      `standard sunrise − exact 36.6′ definition: max ${max.toFixed(2)} s over ${diffs.length} events`,
    )
    expect(max).toBeLessThanOrEqual(2)
  })

  it('at the hindu sunrise the centre of the disc is on the (topocentric) horizon', () => {
    const AU_KM = 149_597_870.7
    const EARTH_RADIUS_KM = 6378.137
    for (let i = 0; i < 300; i++) {
      const place = { latDeg: rnd() * 120 - 60, lonDeg: rnd() * 360 - 180 }
      const jd = eph.instant(randomMs()).jdUt
      for (const event of ['rise', 'set'] as const) {
        const at = eph.sunEvent(jd, event, place, 'centre-no-refraction', 1013.25, 0)!
        // sunAltitude is geocentric; at the horizon the topocentric altitude is lower by the parallax.
        const dist = eph.position('Sun', at + eph.deltaTDays(at), {}).dist
        const parallaxArcmin = (Math.asin(EARTH_RADIUS_KM / (dist * AU_KM)) * 180 * 60) / Math.PI
        const topoArcmin = eph.sunAltitude(at, place) * 60 - parallaxArcmin
        expect(Math.abs(topoArcmin), event).toBeLessThan(0.02)
      }
    }
  })
})
