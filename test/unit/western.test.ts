/**
 * The Western block against independent truth:
 * - tropical longitudes = Swiss Ephemeris' own sidereal (Lahiri) + the Lahiri ayanamsa, at random instants;
 * - tropical longitudes against JPL Horizons and NOVAS RA/Dec (test/fixtures/reference/positions.json)
 *   turned into ecliptic longitude of date with the true obliquity;
 * - Placidus cusps, ascendant and midheaven against our own iteration of Placidus' definition (cusps 11
 *   and 12 at one and two thirds of the diurnal semi-arc east of the meridian, cusps 3 and 2 at one and two
 *   thirds of the nocturnal semi-arc from the lower meridian), ascendant and MC by Meeus, Astronomical
 *   Algorithms ch. 13–14, target ≤ 1″.
 */
import sweph from 'sweph'
import { describe, expect, it } from 'vitest'
import { COVERAGE_END_MS, COVERAGE_START_MS, type Body } from '../../src/astro/index.js'
import { ascendantSpeedDegPerDay, westernBlock, type WesternBlock } from '../../src/jyotisha/western.js'
import { angleDiffDeg, seededRandom, testEphemeris } from '../helpers/ephemeris.js'
import { fixtureJson } from '../helpers/reference.js'
import { report, summarize } from '../helpers/stats.js'

const eph = testEphemeris()
const rnd = seededRandom(4417)
const RAD = Math.PI / 180
const randomMs = () => COVERAGE_START_MS + Math.floor(rnd() * (COVERAGE_END_MS - COVERAGE_START_MS))
const randomPlace = (maxLat: number) => ({ latDeg: (rnd() * 2 - 1) * maxLat, lonDeg: rnd() * 360 - 180 })
const norm = (d: number) => ((d % 360) + 360) % 360

/** True obliquity of the ecliptic of date in degrees (Swiss Ephemeris' nutation series). */
const trueObliquity = (jdTt: number) => sweph.calc(jdTt, sweph.constants.SE_ECL_NUT, 0).data[0]!

/** Every object in the block, the block included, says it is Western and not classical. */
function expectAllTagged(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(expectAllTagged)
  if (value === null || typeof value !== 'object') return
  expect(value).toMatchObject({ tradition: 'western', classical: false })
  Object.values(value).forEach(expectAllTagged)
}

/** Placidus from its definition, iterated on the ecliptic: independent of Swiss Ephemeris' code. */
function placidus(ramcDeg: number, epsDeg: number, latDeg: number) {
  const eps = epsDeg * RAD
  const phi = latDeg * RAD
  const lonOfRa = (raDeg: number) =>
    norm(Math.atan2(Math.sin(raDeg * RAD), Math.cos(raDeg * RAD) * Math.cos(eps)) / RAD)
  const decOfLon = (lonDeg: number) => Math.asin(Math.sin(eps) * Math.sin(lonDeg * RAD))
  const dsa = (dec: number) => Math.acos(-Math.tan(phi) * Math.tan(dec)) / RAD
  // RA of the cusp as a function of its declination.
  const cusp = (raOf: (dec: number) => number, start: number) => {
    let lon = lonOfRa(start)
    for (let i = 0; i < 200; i++) {
      const next = lonOfRa(raOf(decOfLon(lon)))
      const done = Math.abs(angleDiffDeg(next, lon)) < 1e-13
      lon = next
      if (done) break
    }
    return lon
  }
  const c11 = cusp((d) => ramcDeg + dsa(d) / 3, ramcDeg + 30)
  const c12 = cusp((d) => ramcDeg + (2 * dsa(d)) / 3, ramcDeg + 60)
  const c2 = cusp((d) => ramcDeg + 180 - (2 * (180 - dsa(d))) / 3, ramcDeg + 120)
  const c3 = cusp((d) => ramcDeg + 180 - (180 - dsa(d)) / 3, ramcDeg + 150)
  const th = ramcDeg * RAD
  // Meeus (14.2) for the ascendant, (13.3) for the ecliptic point on the meridian.
  const asc = norm(
    Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / RAD,
  )
  const mc = lonOfRa(ramcDeg)
  const cusps = [asc, c2, c3, mc + 180, c11 + 180, c12 + 180, asc + 180, c2 + 180, c3 + 180, mc, c11, c12]
  return { asc, mc, cusps: cusps.map(norm) }
}

describe('western block', () => {
  it('tropical = sidereal (Lahiri) + ayanamsa for the ten planets and both nodes, at 300 instants', () => {
    const errs: number[] = []
    for (let i = 0; i < 300; i++) {
      const t = eph.instant(randomMs())
      const nodeType = i % 2 ? 'mean' : 'true'
      const block = westernBlock(eph, t, randomPlace(60), { timeKnown: true, nodeType })
      const aya = eph.ayanamsa('lahiri', t.jdTt, false)
      const node: Body = nodeType === 'mean' ? 'MeanNode' : 'TrueNode'
      const bodies: [string, Body, number][] = [
        ...(
          [
            'Sun',
            'Moon',
            'Mercury',
            'Venus',
            'Mars',
            'Jupiter',
            'Saturn',
            'Uranus',
            'Neptune',
            'Pluto',
          ] as const
        ).map((b): [string, Body, number] => [b, b, 0]),
        ['North Node', node, 0],
        ['South Node', node, 180],
      ]
      expect(block.planets.map((p) => p.body)).toEqual(bodies.map((b) => b[0]))
      bodies.forEach(([, body, offset], j) => {
        const p = block.planets[j]!
        const sid = eph.position(body, t.jdTt, { ayanamsa: 'lahiri' })
        errs.push(angleDiffDeg(p.longitude, sid.lon + aya + offset) * 3600)
        expect(p.longitude).toBeGreaterThanOrEqual(0)
        expect(p.longitude).toBeLessThan(360)
        expect(p.sign).toBe(
          [
            'Aries',
            'Taurus',
            'Gemini',
            'Cancer',
            'Leo',
            'Virgo',
            'Libra',
            'Scorpio',
            'Sagittarius',
            'Capricorn',
            'Aquarius',
            'Pisces',
          ][Math.floor(p.longitude / 30)],
        )
        expect(p.degree).toBeCloseTo(p.longitude % 30, 10)
        expect(p.retrograde).toBe(p.speed < 0)
      })
      expect(block.planets[11]!.speed).toBe(block.planets[10]!.speed)
    }
    const s = summarize(errs)
    report('western tropical vs sidereal + Lahiri', '″', s)
    expect(s.max).toBeLessThan(1e-6)
  })

  it('every object carries tradition western and classical false, with and without the time', () => {
    const t = eph.instant(Date.UTC(1984, 2, 11, 4, 20))
    for (const place of [
      { latDeg: 28.61, lonDeg: 77.21 },
      { latDeg: 78.22, lonDeg: 15.65 },
    ]) {
      for (const timeKnown of [true, false]) {
        const block = westernBlock(eph, t, place, { timeKnown, nodeType: 'mean' })
        expectAllTagged(block)
        expect(block).toMatchObject({ zodiac: 'tropical', houseSystem: 'placidus', nodeType: 'mean' })
      }
    }
  })

  it('Placidus cusps, ascendant and MC agree with an independent semi-arc iteration to 1″, at 500 places', () => {
    const errs: number[] = []
    for (let i = 0; i < 500; i++) {
      const t = eph.instant(randomMs())
      const place = randomPlace(65)
      const block = westernBlock(eph, t, place, { timeKnown: true, nodeType: 'true' })
      const ramc = sweph.sidtime(t.jdUt) * 15 + place.lonDeg
      const want = placidus(ramc, trueObliquity(t.jdTt), place.latDeg)
      expect(block.note).toBeNull()
      expect(block.cusps!.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      block.cusps!.forEach((c, j) => errs.push(angleDiffDeg(c.longitude, want.cusps[j]!) * 3600))
      errs.push(angleDiffDeg(block.ascendant!.longitude, want.asc) * 3600)
      errs.push(angleDiffDeg(block.midheaven!.longitude, want.mc) * 3600)
    }
    const s = summarize(errs)
    report(
      'Placidus cusps and angles vs semi-arc iteration (milliarcseconds)',
      ' mas',
      summarize(errs.map((e) => e * 1000)),
    )
    expect(s.max).toBeLessThanOrEqual(1)
  })

  it('a hand-worked case: 2000-01-01 12:00 UT at 51.5°N 0°', () => {
    // GMST at J2000.0 is 18.697374558 h (IAU 1982, Meeus 12.4) = 280.4606°; the equation of the equinoxes
    // is under 0.005°. By hand (ε = 23.439°): MC = atan(tan θ / cos ε) = atan(−5.4170 / 0.91748) + 360°
    // = 279.61° (Capricorn), ascendant = atan2(cos θ, −(sin θ cos ε + tan φ sin ε))
    // = atan2(0.18155, −(−0.90223 + 0.50005)) = 24.30° (Aries).
    const t = eph.instant(Date.UTC(2000, 0, 1, 12))
    const block = westernBlock(eph, t, { latDeg: 51.5, lonDeg: 0 }, { timeKnown: true, nodeType: 'mean' })
    expect(Math.abs(angleDiffDeg(eph.siderealTimeDeg(t.jdUt), 18.697374558 * 15))).toBeLessThan(0.01)
    expect(block.midheaven!.longitude).toBeCloseTo(279.61, 1)
    expect(block.ascendant!.longitude).toBeCloseTo(24.3, 1)
    expect(block.ascendant!.sign).toBe('Aries')
    expect(block.midheaven!.sign).toBe('Capricorn')
  })

  it('within the polar circles Placidus cusps are null with a note, never another system; angles stay', () => {
    let polar = 0
    for (let i = 0; i < 100; i++) {
      const t = eph.instant(randomMs())
      const latDeg = (67 + rnd() * 22.9) * (i % 2 ? 1 : -1)
      const place = { latDeg, lonDeg: rnd() * 360 - 180 }
      const block = westernBlock(eph, t, place, { timeKnown: true, nodeType: 'mean' })
      expect(block.cusps).toBeNull()
      expect(block.note).toMatch(/Placidus house cusps are undefined at latitude/)
      expect(block.note).toMatch(/No other house system/)
      const want = placidus(sweph.sidtime(t.jdUt) * 15 + place.lonDeg, trueObliquity(t.jdTt), latDeg)
      expect(Math.abs(angleDiffDeg(block.midheaven!.longitude, want.mc)) * 3600).toBeLessThan(1)
      // Within the polar circles Swiss Ephemeris (and Meeus' formula) may give the descendant as the
      // ascendant when the ecliptic's eastern point is below the horizon: compare modulo 180°.
      const d = Math.abs(angleDiffDeg(block.ascendant!.longitude, want.asc))
      expect(Math.min(d, 180 - d) * 3600).toBeLessThan(1)
      polar++
    }
    expect(polar).toBe(100)
  })

  it('without the birth time: no angles or cusps, a note, the planets kept', () => {
    const t = eph.instant(Date.UTC(1990, 6, 4, 12))
    const block: WesternBlock = westernBlock(
      eph,
      t,
      { latDeg: 40, lonDeg: -74 },
      { timeKnown: false, nodeType: 'true' },
    )
    expect([block.ascendant, block.midheaven, block.cusps]).toEqual([null, null, null])
    expect(block.note).toMatch(/birth time is unknown/)
    expect(block.planets).toHaveLength(12)
  })

  it('ascendant speed agrees with Swiss Ephemeris’ own house speeds (houses_ex2), at 300 places', () => {
    const errs: number[] = []
    for (let i = 0; i < 300; i++) {
      const t = eph.instant(randomMs())
      const place = randomPlace(60)
      const mine = ascendantSpeedDegPerDay(eph, t, place)
      const theirs = sweph.houses_ex2(t.jdUt, 0, place.latDeg, place.lonDeg, 'E').data.pointsSpeed[0]!
      errs.push(((mine - theirs) / theirs) * 1e6)
      expect(mine).toBeGreaterThan(0)
    }
    const s = summarize(errs)
    report('ascendant speed, relative difference from houses_ex2', ' ppm', s)
    expect(s.max).toBeLessThan(10)
  })
})

interface Row {
  body: string
  time_scale: 'TT' | 'UTC'
  epoch_jd?: number
  epoch?: string
  ra_hours?: number
  dec_deg?: number
  ra_hours_unitconv?: number
  dec_deg_unitconv?: number
}

describe('western tropical longitudes against JPL Horizons and NOVAS', () => {
  it('agree to 1″ (Moon 1.5″) once the reference RA/Dec is turned into ecliptic longitude of date', () => {
    const rows = fixtureJson<{ rows: Row[] }>('positions.json').rows
    const errs: number[] = []
    for (const row of rows) {
      const name = row.body.toLowerCase().replace(/ barycenter| \(\d+\)/g, '')
      const body = name.charAt(0).toUpperCase() + name.slice(1)
      const t =
        row.time_scale === 'TT'
          ? eph.instantFromJdTt(row.epoch_jd!)
          : eph.instant(Date.parse(`${row.epoch!}Z`))
      const block = westernBlock(eph, t, { latDeg: 0, lonDeg: 0 }, { timeKnown: false, nodeType: 'mean' })
      const p = block.planets.find((q) => q.body === body)!
      const ra = (row.ra_hours ?? row.ra_hours_unitconv!) * 15 * RAD
      const dec = (row.dec_deg ?? row.dec_deg_unitconv!) * RAD
      const eps = trueObliquity(t.jdTt) * RAD
      // Meeus (13.1): ecliptic longitude from right ascension and declination.
      const lon = Math.atan2(Math.sin(ra) * Math.cos(eps) + Math.tan(dec) * Math.sin(eps), Math.cos(ra)) / RAD
      const err = angleDiffDeg(p.longitude, lon) * 3600
      errs.push(err)
      expect(Math.abs(err), `${body} at ${row.epoch ?? row.epoch_jd}`).toBeLessThanOrEqual(
        body === 'Moon' ? 1.5 : 1,
      )
    }
    report('western tropical longitude vs Horizons/NOVAS', '″', summarize(errs))
    expect(errs.length).toBe(171)
  })
})
