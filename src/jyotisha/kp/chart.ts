/**
 * The KP chart: the nine grahas and the twelve Placidus cusps in the KP new ayanamsa, each with its
 * sign, star, sub and sub-sub lord, and the house (bhava) each graha occupies by the cusps. In KP a cusp
 * opens its house: a graha is in house n from cusp n (inclusive) to cusp n + 1 (docs/kp.md §3).
 * A horary chart takes its ascendant from the number (1–249) and its other cusps from Placidus at the
 * place for that ascendant (docs/kp.md §4); its grahas are those of the moment of the question.
 */
import {
  eclipticPlace,
  HousesUndefinedError,
  normalizeDeg,
  type Ephemeris,
  type Instant,
  type Nakshatra,
  type Place,
  type Sign,
} from '../../astro/index.js'
import type { NodeType } from '../chart.js'
import { GRAHAS, type Graha } from '../grahas.js'
import { kpLords, type KpLords } from './subs.js'
import { horaryAscendantDeg } from './horary.js'

/** A sidereal (KP new) point with its four lords. */
export interface KpPoint extends KpLords {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number
  sign: Sign
  /** Degrees within the sign, [0, 30). */
  degree: number
  nakshatra: Nakshatra
  pada: number
}

export interface KpPlanet extends KpPoint {
  planet: Graha
  /** Degrees per day in sidereal longitude; negative: retrograde. */
  speed: number
  retrograde: boolean
  /** The house (1–12) by the KP cusps. */
  house: number
}

export interface KpCusp extends KpPoint {
  house: number
}

/** The precession of the KP new ayanamsa, degrees per day (50.2388475″ a Julian year): sidereal speed =
 *  tropical speed − this. */
const AYANAMSA_RATE_DEG_PER_DAY = 50.2388475 / 3600 / 365.25

/** The point's sign, degree, nakshatra, pada and four lords. */
export function kpPoint(lonDeg: number): KpPoint {
  const p = eclipticPlace(lonDeg, true)
  return {
    longitude: p.longitude,
    sign: p.sign,
    degree: p.degree,
    nakshatra: p.nakshatra!,
    pada: p.pada!,
    ...kpLords(p.longitude),
  }
}

/** The house (1–12) of `lonDeg` by sidereal cusps `cuspsDeg` (cusp n opens house n). */
export function houseOf(lonDeg: number, cuspsDeg: readonly number[]): number {
  for (let h = 0; h < 12; h++) {
    const from = cuspsDeg[h]!
    const to = cuspsDeg[(h + 1) % 12]!
    if (normalizeDeg(lonDeg - from) < normalizeDeg(to - from)) return h + 1
  }
  // Unreachable with twelve ordered cusps covering the circle; the first house is the safe answer.
  return 1
}

/**
 * The nine grahas at `t`: apparent tropical longitudes of date (Swiss Ephemeris) less the true KP new
 * ayanamsa `ayanamsaDeg`; Ketu is Rahu + 180°. Houses by `cuspsDeg`.
 */
export function kpPlanets(
  eph: Ephemeris,
  t: Instant,
  nodeType: NodeType,
  ayanamsaDeg: number,
  cuspsDeg: readonly number[],
): KpPlanet[] {
  const raw = {} as Record<Graha, { lon: number; speed: number }>
  for (const g of GRAHAS) {
    if (g === 'Ketu') continue
    const body = g === 'Rahu' ? (nodeType === 'mean' ? 'MeanNode' : 'TrueNode') : g
    const p = eph.position(body, t.jdTt, {})
    raw[g] = { lon: normalizeDeg(p.lon - ayanamsaDeg), speed: p.lonSpeed - AYANAMSA_RATE_DEG_PER_DAY }
  }
  raw.Ketu = { lon: normalizeDeg(raw.Rahu.lon + 180), speed: raw.Rahu.speed }
  return GRAHAS.map((g) => ({
    planet: g,
    ...kpPoint(raw[g].lon),
    speed: raw[g].speed,
    // The mean nodes always move backwards; a true node can stand still or move forwards briefly.
    retrograde: raw[g].speed < 0,
    house: houseOf(raw[g].lon, cuspsDeg),
  }))
}

const UNDEFINED_MESSAGE =
  'Placidus houses are undefined at this latitude and moment: part of the ecliptic neither rises nor sets'

/** Sidereal Placidus cusps 1–12 at `t` for `place`; HousesUndefinedError where Placidus has none. */
export function placidusCuspsDeg(eph: Ephemeris, t: Instant, place: Place, ayanamsaDeg: number): number[] {
  const h = eph.houses(t.jdUt, place.latDeg, place.lonDeg, 'P')
  if (!h) throw new HousesUndefinedError(UNDEFINED_MESSAGE)
  return h.cusps.map((c) => normalizeDeg(c - ayanamsaDeg))
}

/** The sidereal ascendant at `t` for `place` (it does not depend on the house system). */
export function ascendantDeg(eph: Ephemeris, t: Instant, place: Place, ayanamsaDeg: number): number {
  const h = eph.houses(t.jdUt, place.latDeg, place.lonDeg, 'E')
  if (!h) throw new HousesUndefinedError(UNDEFINED_MESSAGE)
  return normalizeDeg(h.ascendant - ayanamsaDeg)
}

/** Signed difference a − b in degrees, (−180, 180]. */
function diffDeg(a: number, b: number): number {
  const d = normalizeDeg(a - b)
  return d > 180 ? d - 360 : d
}

/**
 * The cusps of KP horary number `number` at `t` for `place`: cusp 1 is the number's degree (the start of
 * its sub); the others are the Placidus cusps of the sidereal time at which that degree rises at the
 * place's latitude (a table of houses read at that ascendant, as horary is cast by hand). We find that
 * sidereal time by moving the meridian (the geographic longitude given to Swiss Ephemeris) until the
 * ascendant is the number's degree; the ascendant grows monotonically with it outside the polar circles.
 */
export function horaryCuspsDeg(
  eph: Ephemeris,
  t: Instant,
  place: Place,
  ayanamsaDeg: number,
  number: number,
): number[] {
  const target = horaryAscendantDeg(number)
  const ascAt = (lonDeg: number): number => {
    const h = eph.houses(t.jdUt, place.latDeg, lonDeg, 'E')
    if (!h) throw new HousesUndefinedError(UNDEFINED_MESSAGE)
    return diffDeg(normalizeDeg(h.ascendant - ayanamsaDeg), target)
  }
  // Bracket the root: samples every 5° of meridian, where the offset crosses zero from below (and not
  // the jump of 360° on the far side of the circle).
  const STEP = 5
  let bracket: [number, number] | undefined
  let prev = ascAt(-180)
  for (let x = -180 + STEP; x <= 180 && bracket === undefined; x += STEP) {
    const cur = ascAt(x)
    if (prev <= 0 && cur > 0 && cur - prev < 180) bracket = [x - STEP, x]
    prev = cur
  }
  if (bracket === undefined) throw new HousesUndefinedError(UNDEFINED_MESSAGE)
  let [lo, hi] = bracket
  for (let i = 0; i < 60 && hi - lo > 1e-12; i++) {
    const mid: number = (lo + hi) / 2
    if (ascAt(mid) <= 0) lo = mid
    else hi = mid
  }
  const h = eph.houses(t.jdUt, place.latDeg, hi, 'P')
  if (!h || Math.abs(diffDeg(normalizeDeg(h.ascendant - ayanamsaDeg), target)) > 1e-6) {
    throw new HousesUndefinedError(UNDEFINED_MESSAGE)
  }
  const cusps = h.cusps.map((c) => normalizeDeg(c - ayanamsaDeg))
  // The number names its degree exactly: no rounding of the search may put it in the sub before.
  cusps[0] = target
  return cusps
}
