/**
 * Ptolemaic aspects: hand-worked cases for each type, wrap-around at 0°/360°, applying and separating
 * for both orders of speed and for retrograde motion, the orb limits, and an invariant over random
 * pairs (applying ⇔ the orb a moment later is smaller).
 */
import { describe, expect, it } from 'vitest'
import { ASPECT_ORBS_DEG, westernAspects, type AspectPoint } from '../../src/jyotisha/aspects.js'
import { seededRandom } from '../helpers/ephemeris.js'

const pt = (name: string, longitude: number, speedDegPerDay: number): AspectPoint => ({
  name,
  longitude,
  speedDegPerDay,
})
const one = (a: AspectPoint, b: AspectPoint) => {
  const r = westernAspects([a, b])
  expect(r.length).toBeLessThanOrEqual(1)
  return r[0]
}

describe('westernAspects', () => {
  it('the orb table is the documented one', () => {
    expect(ASPECT_ORBS_DEG).toEqual({ conjunction: 8, sextile: 6, square: 7, trine: 8, opposition: 8 })
  })

  it('conjunction: the faster body ahead separates, behind applies (both orders of the points)', () => {
    // Sun 10° (1°/day), Moon 15° (13°/day): the Moon runs away from the Sun.
    expect(one(pt('Sun', 10, 1), pt('Moon', 15, 13))).toEqual({
      planet1: 'Sun',
      planet2: 'Moon',
      type: 'conjunction',
      orb: 5,
      applying: false,
      tradition: 'western',
      classical: false,
    })
    expect(one(pt('Moon', 15, 13), pt('Sun', 10, 1))).toMatchObject({
      planet1: 'Moon',
      orb: 5,
      applying: false,
    })
    // The Moon 5° behind the Sun catches it up.
    expect(one(pt('Sun', 10, 1), pt('Moon', 5, 13))).toMatchObject({
      type: 'conjunction',
      orb: 5,
      applying: true,
    })
    expect(one(pt('Moon', 5, 13), pt('Sun', 10, 1))).toMatchObject({
      type: 'conjunction',
      orb: 5,
      applying: true,
    })
  })

  it('conjunction across 0° Aries', () => {
    // Mars 358° at 1°/day behind Venus 3° at 0.5°/day: the gap of 5° closes.
    const a = one(pt('Mars', 358, 1), pt('Venus', 3, 0.5))!
    expect(a.type).toBe('conjunction')
    expect(a.orb).toBeCloseTo(5, 12)
    expect(a.applying).toBe(true)
    // Mars 3° ahead of Venus 358° and faster: the gap grows.
    expect(one(pt('Mars', 3, 1), pt('Venus', 358, 0.5))).toMatchObject({
      type: 'conjunction',
      applying: false,
    })
    // Venus retrograde at 3° moving back towards Mars at 358°: applying.
    expect(one(pt('Mars', 358, 0.5), pt('Venus', 3, -0.4))).toMatchObject({ applying: true })
  })

  it('sextile: orb 4°, applying or separating by which body is faster; 6° is in, 6.01° is out', () => {
    expect(one(pt('A', 0, 0.1), pt('B', 64, 1))).toMatchObject({ type: 'sextile', applying: false })
    expect(one(pt('A', 0, 1), pt('B', 64, 0.1))).toMatchObject({ type: 'sextile', applying: true })
    expect(one(pt('A', 0, 1), pt('B', 64, 0.1))!.orb).toBeCloseTo(4, 12)
    // Separation measured the short way round: 300° apart is 60°.
    expect(one(pt('A', 10, 0), pt('B', 310, 0))).toMatchObject({ type: 'sextile', orb: 0, applying: false })
    expect(one(pt('A', 0, 0), pt('B', 66, 0))).toMatchObject({ type: 'sextile', orb: 6 })
    expect(one(pt('A', 0, 0), pt('B', 66.01, 0))).toBeUndefined()
  })

  it('square with a retrograde body', () => {
    // Jupiter 100° direct, Saturn 187° retrograde: 87° apart and closing, so away from 90°.
    expect(one(pt('Jupiter', 100, 1.2), pt('Saturn', 187, -0.5))).toMatchObject({
      type: 'square',
      applying: false,
    })
    // Saturn 193° retrograde: 93° apart and closing towards 90°.
    const a = one(pt('Jupiter', 100, 1.2), pt('Saturn', 193, -0.5))!
    expect(a).toMatchObject({ type: 'square', applying: true })
    expect(a.orb).toBeCloseTo(3, 12)
    expect(one(pt('A', 0, 0), pt('B', 97, 0))).toMatchObject({ type: 'square', orb: 7 })
    expect(one(pt('A', 0, 0), pt('B', 97.5, 0))).toBeUndefined()
  })

  it('trine measured the short way round, and exact is not applying', () => {
    // B at 255° is 115° behind A at 10° (+360°), closing at 0.9°/day: past exact 120°, separating.
    const a = one(pt('A', 10, 0.1), pt('B', 255, 1))!
    expect(a).toMatchObject({ type: 'trine', applying: false })
    expect(a.orb).toBeCloseTo(5, 12)
    expect(one(pt('A', 10, 1), pt('B', 255, 0.1))).toMatchObject({ type: 'trine', applying: true })
    expect(one(pt('A', 10, 1), pt('B', 250, 0.1))).toMatchObject({ type: 'trine', orb: 0, applying: false })
  })

  it('opposition on both sides of 180°', () => {
    // 179° apart: B moving towards 180° applies; A closing the short way separates.
    expect(one(pt('A', 0, 0), pt('B', 179, 1))).toMatchObject({ type: 'opposition', orb: 1, applying: true })
    expect(one(pt('A', 0, 1), pt('B', 179, 0))).toMatchObject({ type: 'opposition', orb: 1, applying: false })
    // 181° one way is 179° the other: B moving on shrinks it (separating), B retrograde grows it to 180°.
    expect(one(pt('A', 0, 0), pt('B', 181, 1))).toMatchObject({ type: 'opposition', orb: 1, applying: false })
    expect(one(pt('A', 0, 0), pt('B', 181, -1))).toMatchObject({ type: 'opposition', orb: 1, applying: true })
    expect(one(pt('A', 350, 0), pt('B', 170, 1))).toMatchObject({
      type: 'opposition',
      orb: 0,
      applying: false,
    })
    expect(one(pt('A', 0, 0), pt('B', 188, 0))).toMatchObject({ type: 'opposition', orb: 8 })
  })

  it('out of orb gives nothing', () => {
    for (const sep of [9, 30, 45, 53.9, 75, 82.9, 105, 111.9, 128.1, 150, 171.9]) {
      expect(westernAspects([pt('A', 200, 1), pt('B', 200 + sep, 0)]), `${sep}°`).toEqual([])
      expect(westernAspects([pt('A', 200, 1), pt('B', 200 - sep, 0)]), `−${sep}°`).toEqual([])
    }
  })

  it('equal speeds are not applying', () => {
    expect(one(pt('A', 0, 1), pt('B', 3, 1))).toMatchObject({ type: 'conjunction', applying: false })
  })

  it('keeps the order of the points and skips the always-opposite node pairs', () => {
    const r = westernAspects([
      pt('Sun', 0, 1),
      pt('Rahu', 90, -0.05),
      pt('Moon', 120, 13),
      pt('Ketu', 270, -0.05),
      pt('North Node', 30, -0.05),
      pt('South Node', 210, -0.05),
    ])
    // By hand: Sun–North Node 30°, Sun–South Node 150°, Rahu–Moon 30°, Moon–Ketu 150° are no aspects.
    expect(r.map((a) => `${a.planet1}-${a.planet2}:${a.type}`)).toEqual([
      'Sun-Rahu:square',
      'Sun-Moon:trine',
      'Sun-Ketu:square',
      'Rahu-North Node:sextile',
      'Rahu-South Node:trine',
      'Moon-North Node:square',
      'Moon-South Node:square',
      'Ketu-North Node:trine',
      'Ketu-South Node:sextile',
    ])
  })

  it('applying ⇔ the orb is smaller a moment later, over 20 000 random pairs', () => {
    const rnd = seededRandom(99)
    let checked = 0
    for (let i = 0; i < 20000; i++) {
      const a = pt('A', rnd() * 360, rnd() * 28 - 14)
      const b = pt('B', rnd() * 360, rnd() * 28 - 14)
      const [asp] = westernAspects([a, b])
      if (!asp || asp.orb < 1e-3) continue
      const dt = 1e-5
      const later = westernAspects([
        { ...a, longitude: a.longitude + a.speedDegPerDay * dt },
        { ...b, longitude: b.longitude + b.speedDegPerDay * dt },
      ])[0]
      if (!later) continue
      expect(later.type).toBe(asp.type)
      expect(asp.applying).toBe(later.orb < asp.orb)
      checked++
    }
    expect(checked).toBeGreaterThan(2000)
  })
})
