/**
 * Relocation against independent truth: the birth place gives back the chart's own angles
 * (`anglesAt`, whole sign, sidereal Lahiri); any place's ascendant against Meeus (14.2) from the
 * sidereal time and true obliquity minus the Lahiri ayanamsa; house lords against the table of
 * ../shared/reference/jyotisha.md §1.1; angular planets by counting signs by hand.
 */
import sweph from 'sweph'
import { describe, expect, it } from 'vitest'
import { anglesAt, COVERAGE_END_MS, COVERAGE_START_MS, type Instant } from '../../src/astro/index.js'
import { GRAHAS, type Graha } from '../../src/jyotisha/grahas.js'
import { relocation } from '../../src/jyotisha/relocation.js'
import { angleDiffDeg, seededRandom, testEphemeris } from '../helpers/ephemeris.js'
import { report, summarize } from '../helpers/stats.js'

const eph = testEphemeris()
const rnd = seededRandom(3131)
const RAD = Math.PI / 180
const randomMs = () => COVERAGE_START_MS + Math.floor(rnd() * (COVERAGE_END_MS - COVERAGE_START_MS))
const randomPlace = () => ({ latDeg: (rnd() * 2 - 1) * 65, lonDeg: rnd() * 360 - 180 })

/** jyotisha.md §1.1, transcribed: sign, Sanskrit name, lord. */
const SIGN_TABLE: [string, string, string][] = [
  ['Aries', 'Mesha', 'Mars'],
  ['Taurus', 'Vrishabha', 'Venus'],
  ['Gemini', 'Mithuna', 'Mercury'],
  ['Cancer', 'Karka', 'Moon'],
  ['Leo', 'Simha', 'Sun'],
  ['Virgo', 'Kanya', 'Mercury'],
  ['Libra', 'Tula', 'Venus'],
  ['Scorpio', 'Vrishchika', 'Mars'],
  ['Sagittarius', 'Dhanu', 'Jupiter'],
  ['Capricorn', 'Makara', 'Saturn'],
  ['Aquarius', 'Kumbha', 'Saturn'],
  ['Pisces', 'Meena', 'Jupiter'],
]

function siderealLongitudes(t: Instant): Record<Graha, number> {
  const out = {} as Record<Graha, number>
  const bodies = { Rahu: 'MeanNode', Ketu: 'MeanNode' } as const
  for (const g of GRAHAS) {
    const body = g === 'Rahu' || g === 'Ketu' ? bodies[g] : g
    const lon = eph.position(body, t.jdTt, { ayanamsa: 'lahiri' }).lon
    out[g] = g === 'Ketu' ? (lon + 180) % 360 : lon
  }
  return out
}

/** Sidereal ascendant by Meeus (14.2): RAMC from Swiss Ephemeris' sidereal time, true obliquity. */
function ascendantMeeus(t: Instant, latDeg: number, lonDeg: number): number {
  const th = (sweph.sidtime(t.jdUt) * 15 + lonDeg) * RAD
  const eps = sweph.calc(t.jdTt, sweph.constants.SE_ECL_NUT, 0).data[0]! * RAD
  const trop =
    Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(latDeg * RAD) * Math.sin(eps))) / RAD
  return trop - eph.ayanamsa('lahiri', t.jdTt, false)
}

const arc = (a: number, b: number) => Math.abs(angleDiffDeg(a, b))

describe('relocation', () => {
  it('at the birth place it gives back the chart’s own ascendant and midheaven', () => {
    for (let i = 0; i < 200; i++) {
      const t = eph.instant(randomMs())
      const place = randomPlace()
      const r = relocation(eph, t, place, siderealLongitudes(t), 'lahiri')
      const own = anglesAt(eph, t, place, {
        houseSystem: 'whole_sign',
        zodiac: 'sidereal',
        ayanamsa: 'lahiri',
      })
      expect(r.ascendant).toEqual({
        sign: own.ascendant.sign,
        signSanskrit: SIGN_TABLE[Math.floor(own.ascendant.longitude / 30)]![1],
        degree: own.ascendant.degree,
        longitude: own.ascendant.longitude,
        nakshatra: own.ascendant.nakshatra,
        pada: own.ascendant.pada,
      })
      expect(r.midheaven.longitude).toBe(own.midheaven.longitude)
      expect(r.midheaven.sign).toBe(own.midheaven.sign)
      expect(r.houses.map((h) => h.sign)).toEqual(own.cusps.map((c) => c.sign))
      expect([r.latitude, r.longitude]).toEqual([place.latDeg, place.lonDeg])
    }
  })

  it('the relocated ascendant agrees with Meeus’ formula − Lahiri to 1″, at 500 places', () => {
    const errs: number[] = []
    for (let i = 0; i < 500; i++) {
      const t = eph.instant(randomMs())
      const place = randomPlace()
      const r = relocation(eph, t, place, siderealLongitudes(t), 'lahiri')
      errs.push(angleDiffDeg(r.ascendant.longitude, ascendantMeeus(t, place.latDeg, place.lonDeg)) * 3600)
    }
    const s = summarize(errs)
    report(
      'relocated sidereal ascendant vs Meeus 14.2 − Lahiri (milliarcseconds)',
      ' mas',
      summarize(errs.map((e) => e * 1000)),
    )
    expect(s.max).toBeLessThan(1)
  })

  it('moving the place moves the lagna: the same instant in Delhi and New York', () => {
    const t = eph.instant(Date.UTC(1990, 0, 15, 6, 0))
    const lons = siderealLongitudes(t)
    const delhi = relocation(eph, t, { latDeg: 28.61, lonDeg: 77.21 }, lons, 'lahiri')
    const ny = relocation(eph, t, { latDeg: 40.71, lonDeg: -74.01 }, lons, 'lahiri')
    // Local sidereal times differ by 151.2°: the lagnas are several signs apart.
    expect(arc(delhi.ascendant.longitude, ny.ascendant.longitude)).toBeGreaterThan(60)
    expect(delhi.ascendant.sign).not.toBe(ny.ascendant.sign)
  })

  it('twelve whole-sign houses from the lagna with the lords of jyotisha.md §1.1', () => {
    for (let i = 0; i < 100; i++) {
      const t = eph.instant(randomMs())
      const r = relocation(eph, t, randomPlace(), siderealLongitudes(t), 'lahiri')
      const first = SIGN_TABLE.findIndex((row) => row[0] === r.ascendant.sign)
      expect(r.houses).toEqual(
        Array.from({ length: 12 }, (_, k) => {
          const [sign, signSanskrit, lord] = SIGN_TABLE[(first + k) % 12]!
          return { house: k + 1, sign, signSanskrit, lord }
        }),
      )
      const mc = SIGN_TABLE.findIndex((row) => row[0] === r.midheaven.sign)
      expect(r.midheaven.signSanskrit).toBe(SIGN_TABLE[mc]![1])
    }
  })

  it('angular planets are exactly the grahas in houses 1, 4, 7 and 10, with the nearest angle', () => {
    let seen = 0
    for (let i = 0; i < 300; i++) {
      const t = eph.instant(randomMs())
      const lons = siderealLongitudes(t)
      const r = relocation(eph, t, randomPlace(), lons, 'lahiri')
      const lagna = Math.floor(r.ascendant.longitude / 30)
      const want = GRAHAS.filter((g) => [0, 3, 6, 9].includes((Math.floor(lons[g] / 30) - lagna + 12) % 12))
      expect(r.angularPlanets.map((a) => a.planet)).toEqual(want)
      for (const a of r.angularPlanets) {
        expect(a.house).toBe(((Math.floor(lons[a.planet] / 30) - lagna + 12) % 12) + 1)
        const angles = {
          ascendant: r.ascendant.longitude,
          descendant: r.ascendant.longitude + 180,
          midheaven: r.midheaven.longitude,
          nadir: r.midheaven.longitude + 180,
        }
        const dists = Object.values(angles).map((x) => arc(lons[a.planet], x))
        expect(a.distanceDegrees).toBeCloseTo(Math.min(...dists), 10)
        expect(a.distanceDegrees).toBeCloseTo(arc(lons[a.planet], angles[a.nearestAngle]), 10)
        seen++
      }
    }
    expect(seen).toBeGreaterThan(300)
  })

  it('a graha on each exact angle is at distance 0 from it', () => {
    const t = eph.instant(Date.UTC(2001, 8, 9, 3, 30))
    const place = { latDeg: 19.08, lonDeg: 72.88 }
    const base = relocation(eph, t, place, siderealLongitudes(t), 'lahiri')
    const asc = base.ascendant.longitude
    const mc = base.midheaven.longitude
    const lons = {
      ...siderealLongitudes(t),
      Sun: asc,
      Moon: (asc + 180) % 360,
      Mars: mc,
      Mercury: (mc + 180) % 360,
      Jupiter: (asc + 45) % 360,
    }
    const r = relocation(eph, t, place, lons, 'lahiri')
    const byPlanet = Object.fromEntries(r.angularPlanets.map((a) => [a.planet, a]))
    expect(byPlanet.Sun).toMatchObject({ house: 1, nearestAngle: 'ascendant', distanceDegrees: 0 })
    expect(byPlanet.Moon).toMatchObject({ house: 7, nearestAngle: 'descendant' })
    expect(byPlanet.Moon!.distanceDegrees).toBeLessThan(1e-9)
    // Whole-sign: the MC need not be in the 10th sign; here (Mumbai, 19°N) it is, so Mars is angular.
    const mcHouse = ((Math.floor(mc / 30) - Math.floor(asc / 30) + 12) % 12) + 1
    expect(mcHouse).toBe(10)
    expect(byPlanet.Mars).toMatchObject({ house: 10, nearestAngle: 'midheaven', distanceDegrees: 0 })
    expect(byPlanet.Mercury).toMatchObject({ house: 4, nearestAngle: 'nadir' })
    expect(byPlanet.Jupiter).toBeUndefined()
  })
})
