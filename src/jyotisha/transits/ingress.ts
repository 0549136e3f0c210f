/**
 * Sign ingresses of the grahas (sidereal, Lahiri): every instant a graha enters a sign between two
 * instants, each found to a small fraction of a second, retrograde re-entries included.
 *
 * Method. A graha's sidereal longitude is sampled at a step shorter than half of its shortest
 * retrograde or direct run (measured over 1800–2150 with the committed ephemeris: Mercury 19.7 days
 * retrograde, Venus 40.7, Mars 59.7, Jupiter 117.5, Saturn 93; the Sun, the Moon and the mean node never
 * change direction). Between two samples whose speeds differ in sign lies exactly one station, found by
 * regula falsi on the speed, so the longitude is monotonic on each piece: a sign boundary lying between
 * a piece's end longitudes is crossed exactly once there, and nothing is crossed otherwise. (Most
 * stations lie well inside a sign: when the cubic through the two samples keeps the whole loop clear of
 * every boundary, nothing can be crossed and the station is not searched for.) Each crossing
 * is then solved by Newton's method on the longitude (the ephemeris gives the speed), kept inside its
 * bracket. Nothing is sampled by the day and read off.
 *
 * The true node wobbles (its speed changes sign every few days, and hovers near zero for hours): it is
 * sampled every 6 hours; a stay in a sign shorter than that, between two samples in the same sign, is
 * not reported.
 */
import type { Body, Ephemeris } from '../../astro/index.js'
import { normalizeDeg } from '../../astro/index.js'
import type { NodeType } from '../chart.js'
import { GRAHAS, type Graha } from '../grahas.js'

export interface Ingress {
  planet: Graha
  /** The sign entered, 0 = Aries. */
  signIndex: number
  /** The instant the longitude reaches the boundary, Julian day (TT). */
  jdTt: number
  /** True when the graha enters moving backwards (the sign before the one it left). */
  retrograde: boolean
}

/** Sampling step (days) per body: under half its shortest run in one direction (see above). */
const INGRESS_STEP_DAYS: Readonly<Record<Body, number>> = {
  Sun: 20,
  Moon: 4,
  Mercury: 8,
  Venus: 16,
  Mars: 24,
  Jupiter: 40,
  Saturn: 40,
  Uranus: 40,
  Neptune: 40,
  Pluto: 40,
  MeanNode: 60,
  TrueNode: 0.25,
}

/** Bisection stops when the bracket is below this (days): 10 ms. */
const TIME_EPS_DAYS = 1e-7
/** A Newton step shorter than this (days) is taken as the answer (see `crossing`). */
const ACCEPT_STEP_DAYS = 5e-3
const MAX_ITERATIONS = 40

interface Sample {
  jdTt: number
  lonDeg: number
  speedDegPerDay: number
}

/** Signed difference b − a of two longitudes, in (−180, 180]. */
function delta(aDeg: number, bDeg: number): number {
  let d = (bDeg - aDeg) % 360
  if (d > 180) d -= 360
  else if (d <= -180) d += 360
  return d
}

export function bodyOf(planet: Graha, nodeType: NodeType): Body {
  if (planet === 'Rahu' || planet === 'Ketu') return nodeType === 'mean' ? 'MeanNode' : 'TrueNode'
  return planet
}

class Searcher {
  /** Ephemeris evaluations made (the benchmark and tests read it). */
  calls = 0
  constructor(
    private readonly eph: Ephemeris,
    private readonly body: Body,
  ) {}

  at(jdTt: number): Sample {
    this.calls++
    const p = this.eph.position(this.body, jdTt, { ayanamsa: 'lahiri' })
    return { jdTt, lonDeg: normalizeDeg(p.lon), speedDegPerDay: p.lonSpeed }
  }

  /** The station between a and b (speeds of opposite signs): regula falsi (Illinois) on the speed. */
  station(a: Sample, b: Sample): Sample {
    let lo = a
    let hi = b
    let side = 0
    let mid = a
    for (let i = 0; i < MAX_ITERATIONS; i++) {
      let wLo = lo.speedDegPerDay
      let wHi = hi.speedDegPerDay
      if (side === -1) wHi /= 2
      else if (side === 1) wLo /= 2
      let t = (lo.jdTt * wHi - hi.jdTt * wLo) / (wHi - wLo)
      if (!(t > lo.jdTt && t < hi.jdTt)) t = (lo.jdTt + hi.jdTt) / 2
      mid = this.at(t)
      // The split need not be exact: within 0.01 day of the station the longitude moves by under 1e-5°.
      if (hi.jdTt - lo.jdTt < 1e-2 || mid.speedDegPerDay === 0) break
      if (Math.sign(mid.speedDegPerDay) === Math.sign(lo.speedDegPerDay)) {
        lo = mid
        side = -1
      } else {
        hi = mid
        side = 1
      }
    }
    return mid
  }

  /** The instant in [a, b] (longitude monotonic there) at which the longitude is `boundaryDeg`. */
  crossing(a: Sample, b: Sample, boundaryDeg: number): number {
    const sense = delta(a.lonDeg, b.lonDeg) > 0 ? 1 : -1
    // f < 0 before the crossing, > 0 after it, whichever way the graha moves.
    const f = (s: Sample) => sense * delta(boundaryDeg, s.lonDeg)
    let lo = a.jdTt
    let hi = b.jdTt
    let t = hermiteGuess(a, b, boundaryDeg)
    for (let i = 0; i < MAX_ITERATIONS; i++) {
      const s = this.at(t)
      const value = f(s)
      if (value === 0) return t
      if (value < 0) lo = t
      else hi = t
      const rate = sense * s.speedDegPerDay
      const next = rate > 0 ? t - value / rate : Number.NaN
      // Outside the bracket, or a near-stationary graha: halve the bracket instead.
      if (!(next > lo && next < hi)) {
        t = (lo + hi) / 2
        if (hi - lo < TIME_EPS_DAYS) return t
        continue
      }
      // Newton's error after a step of Δ days is |acceleration|·Δ²/2 in longitude (under 0.5°/day²
      // for every graha, the Moon included): below ACCEPT_STEP_DAYS it is under 0.03″, so `next` is
      // taken without another evaluation.
      if (Math.abs(next - t) < ACCEPT_STEP_DAYS) return next
      t = next
    }
    return t
  }
}

/**
 * The cubic through samples a and b with their longitudes and speeds (Hermite), as the longitude moved
 * from a: p(u) = h10(u)·m0 + h01(u)·p1 + h11(u)·m1 for u in [0, 1] over the step h (days), and p'(u).
 */
function hermite(a: Sample, b: Sample) {
  const h = b.jdTt - a.jdTt
  const p1 = delta(a.lonDeg, b.lonDeg)
  const m0 = a.speedDegPerDay * h
  const m1 = b.speedDegPerDay * h
  const p = (u: number) =>
    (u * u * u - 2 * u * u + u) * m0 + (-2 * u * u * u + 3 * u * u) * p1 + (u * u * u - u * u) * m1
  const dp = (u: number) =>
    (3 * u * u - 4 * u + 1) * m0 + (-6 * u * u + 6 * u) * p1 + (3 * u * u - 2 * u) * m1
  return { h, p1, m0, m1, p, dp }
}

/**
 * Whether a sign boundary may lie among the longitudes a graha takes between samples a and b around a
 * station. The extremes of the cubic through a and b with their speeds (Hermite) are widened by a
 * margin of 5 % of the motion the two speeds alone would give over the step plus 0.001°: the cubic
 * follows a graha over one sampling step to far better than that (its error grows with the fourth
 * derivative of the longitude: under 1e-4° for Mercury's loops at 8 days, 1e-6° for the true node at
 * 6 hours).
 */
function mayReachBoundary(a: Sample, b: Sample): boolean {
  const { p1, m0, m1, p } = hermite(a, b)
  // p'(u) = qa·u² + qb·u + qc
  const qa = 3 * m0 - 6 * p1 + 3 * m1
  const qb = -4 * m0 + 6 * p1 - 2 * m1
  const qc = m0
  const us = [0, 1]
  if (qa === 0) {
    if (qb !== 0) us.push(-qc / qb)
  } else {
    const disc = qb * qb - 4 * qa * qc
    if (disc >= 0) {
      const r = Math.sqrt(disc)
      us.push((-qb - r) / (2 * qa), (-qb + r) / (2 * qa))
    }
  }
  let lo = 0
  let hi = 0
  for (const u of us) {
    if (!(u >= 0 && u <= 1)) continue
    const v = p(u)
    lo = Math.min(lo, v)
    hi = Math.max(hi, v)
  }
  const margin = 0.05 * (Math.abs(m0) + Math.abs(m1)) + 1e-3
  return Math.floor((a.lonDeg + lo - margin) / 30) !== Math.floor((a.lonDeg + hi + margin) / 30)
}

/**
 * Where the cubic through a and b with their longitudes and speeds (Hermite) meets `boundaryDeg`: the
 * first guess for Newton, within seconds for the Moon over 4 days. Falls back to the linear guess.
 */
function hermiteGuess(a: Sample, b: Sample, boundaryDeg: number): number {
  const { h, p1, p, dp } = hermite(a, b)
  const target = delta(a.lonDeg, boundaryDeg)
  let u = target / p1
  for (let i = 0; i < 8; i++) {
    const slope = dp(u)
    if (slope === 0) break
    const next = u - (p(u) - target) / slope
    if (!(next > 0 && next < 1)) break
    u = next
  }
  if (!(u > 0 && u < 1)) u = Math.min(1, Math.max(0, target / p1))
  return a.jdTt + u * h
}

/**
 * The ingresses of `planet` with jdTt in (startJdTt, endJdTt], in time order. Ketu's are Rahu's at the
 * same instants, into the opposite sign. Returns the ephemeris evaluations made, for the benchmark.
 */
export function planetIngresses(
  eph: Ephemeris,
  planet: Graha,
  startJdTt: number,
  endJdTt: number,
  nodeType: NodeType,
  options: { skipClearStations?: boolean } = {},
): { ingresses: Ingress[]; calls: number } {
  const skipClearStations = options.skipClearStations ?? true
  const body = bodyOf(planet, nodeType)
  const search = new Searcher(eph, body)
  const out: Ingress[] = []
  const opposite = planet === 'Ketu' ? 180 : 0
  const scan = (a: Sample, b: Sample) => {
    const d = delta(a.lonDeg, b.lonDeg)
    if (d === 0) return
    const from = a.lonDeg + opposite
    const to = from + d
    // Boundaries k·30° with the sign index floor(lon/30) changing between from and to.
    const first = d > 0 ? Math.floor(from / 30) + 1 : Math.floor(to / 30) + 1
    const last = d > 0 ? Math.floor(to / 30) : Math.floor(from / 30)
    const ks: number[] = []
    for (let k = first; k <= last; k++) ks.push(k)
    if (d < 0) ks.reverse()
    for (const k of ks) {
      const jdTt = search.crossing(a, b, normalizeDeg(k * 30 - opposite))
      if (jdTt <= startJdTt || jdTt > endJdTt) continue
      const signIndex = (((d > 0 ? k : k - 1) % 12) + 12) % 12
      out.push({ planet, signIndex, jdTt, retrograde: d < 0 })
    }
  }
  const step = INGRESS_STEP_DAYS[body]
  let prev = search.at(startJdTt)
  for (let t = startJdTt; t < endJdTt;) {
    t = Math.min(endJdTt, t + step)
    const cur = search.at(t)
    if (Math.sign(prev.speedDegPerDay) !== Math.sign(cur.speedDegPerDay) && cur.speedDegPerDay !== 0) {
      // A station: most lie well inside a sign, and finding one costs a dozen evaluations. Skip it when
      // the whole loop stays clear of every boundary (of Ketu's too, which are Rahu's shifted by 180°,
      // a multiple of 30°).
      if (skipClearStations && !mayReachBoundary(prev, cur)) {
        prev = cur
        continue
      }
      const s = search.station(prev, cur)
      scan(prev, s)
      scan(s, cur)
    } else scan(prev, cur)
    prev = cur
  }
  return { ingresses: out, calls: search.calls }
}

export type PlanetIngressSearch = (
  eph: Ephemeris,
  planet: Graha,
  startJdTt: number,
  endJdTt: number,
  nodeType: NodeType,
) => { ingresses: Ingress[]; calls: number }

/** The ingresses of the nine grahas with jdTt in (startJdTt, endJdTt], in time order (Ketu's are Rahu's,
 *  into the opposite sign), each graha's found by `search` (default: searched afresh). */
export function allIngresses(
  eph: Ephemeris,
  startJdTt: number,
  endJdTt: number,
  nodeType: NodeType,
  search: PlanetIngressSearch = planetIngresses,
): { ingresses: Ingress[]; calls: number } {
  const out: Ingress[] = []
  let calls = 0
  for (const planet of GRAHAS) {
    if (planet === 'Ketu') continue
    const r = search(eph, planet, startJdTt, endJdTt, nodeType)
    calls += r.calls
    out.push(...r.ingresses)
    if (planet === 'Rahu') {
      for (const i of r.ingresses) out.push({ ...i, planet: 'Ketu', signIndex: (i.signIndex + 6) % 12 })
    }
  }
  out.sort((x, y) => x.jdTt - y.jdTt || GRAHAS.indexOf(x.planet) - GRAHAS.indexOf(y.planet))
  return { ingresses: out, calls }
}
