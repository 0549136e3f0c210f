/**
 * Astrocartography (Jim Lewis' A*C*G): where on Earth each graha was on an angle at the birth instant,
 * and how far a place is from those lines. A Western technique, so every line says so.
 *
 * Lines are "in mundo", from the body's apparent geocentric right ascension α and declination δ of
 * date and the Greenwich apparent sidereal time θ, on a spherical Earth with geographic coordinates,
 * geometric horizon (no refraction, no parallax, no semi-diameter). At geographic longitude λ (east +)
 * the body's hour angle is H = θ + λ − α.
 *   MC: H = 0, the meridian λ = α − θ.   IC: H = 180°, λ = α − θ + 180°.
 *   ASC / DSC: altitude 0 while rising (H < 0) / setting (H > 0): H = ∓H0 with cos H0 = −tan φ tan δ.
 * The horizon of a body is the great circle 90° from its sub-point (φ = δ, λ = α − θ), since
 * sin(altitude) = cos(distance to the sub-point). ASC is its western half and DSC its eastern half,
 * split at the two points where it touches latitude ±(90° − |δ|) (there H0 = 0° or 180°).
 */
import type { Ephemeris, Instant, Place } from '../astro/index.js'
import { GRAHAS, type Graha } from './grahas.js'
import type { NodeType } from './western.js'

export const ACG_LINES = ['MC', 'IC', 'ASC', 'DSC'] as const
export type AcgLine = (typeof ACG_LINES)[number]

const RAD = Math.PI / 180

export interface Equatorial {
  /** Apparent right ascension, true equator and equinox of date, degrees [0, 360). */
  rightAscensionDeg: number
  /** Apparent declination, degrees. */
  declinationDeg: number
}

export interface AcgLineHit {
  tradition: 'western'
  classical: false
  planet: Graha
  line: AcgLine
  /** Great-circle distance in degrees from the place to the nearest point of the line. */
  distanceDegrees: number
  /**
   * The line's geographic longitude in degrees (east +, [−180, 180)) at the place's latitude; for MC and
   * IC the meridian itself. Null for ASC/DSC where the body neither rises nor sets at that latitude.
   */
  longitudeAtLatitude: number | null
  rightAscensionDeg: number
  declinationDeg: number
}

export interface AcgOptions {
  /** Rahu as the mean or true lunar node; Ketu is the opposite point. */
  nodeType: NodeType
  /** Grahas to draw; all nine by default. */
  grahas?: readonly Graha[]
}

/** Reduce degrees to [−180, 180). */
function wrap180(deg: number): number {
  return deg - 360 * Math.floor((deg + 180) / 360)
}

/** Apparent RA and Dec of date of each graha at `t`. Ketu is the antipode of Rahu (λ + 180°, β = 0). */
export function grahaEquatorial(eph: Ephemeris, t: Instant, nodeType: NodeType): Record<Graha, Equatorial> {
  const out = {} as Record<Graha, Equatorial>
  for (const g of GRAHAS) {
    if (g === 'Ketu') continue
    const body = g === 'Rahu' ? (nodeType === 'mean' ? 'MeanNode' : 'TrueNode') : g
    const p = eph.position(body, t.jdTt, { equatorial: true })
    out[g] = { rightAscensionDeg: p.lon, declinationDeg: p.lat }
  }
  const rahu = out.Rahu
  out.Ketu = {
    rightAscensionDeg: (rahu.rightAscensionDeg + 180) % 360,
    declinationDeg: -rahu.declinationDeg,
  }
  return out
}

/**
 * Geographic longitude (east +, [−180, 180)) of a body's `line` at latitude `latDeg`, given its RA/Dec
 * and the Greenwich apparent sidereal time `gastDeg`. Null for ASC/DSC where it is circumpolar or
 * never rises (|tan φ tan δ| > 1).
 */
function lineLongitudeDeg(body: Equatorial, gastDeg: number, line: AcgLine, latDeg: number): number | null {
  const mc = body.rightAscensionDeg - gastDeg
  if (line === 'MC') return wrap180(mc)
  if (line === 'IC') return wrap180(mc + 180)
  const c = -Math.tan(latDeg * RAD) * Math.tan(body.declinationDeg * RAD)
  if (!(Math.abs(c) <= 1)) return null
  const h0 = Math.acos(c) / RAD
  return wrap180(line === 'ASC' ? mc - h0 : mc + h0)
}

type Vec = readonly [number, number, number]
const unit = (latDeg: number, lonDeg: number): Vec => [
  Math.cos(latDeg * RAD) * Math.cos(lonDeg * RAD),
  Math.cos(latDeg * RAD) * Math.sin(lonDeg * RAD),
  Math.sin(latDeg * RAD),
]
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
/** Angle between unit vectors in degrees (atan2 form: exact near 0° and 180°). */
function angleDeg(a: Vec, b: Vec): number {
  const cx = a[1] * b[2] - a[2] * b[1]
  const cy = a[2] * b[0] - a[0] * b[2]
  const cz = a[0] * b[1] - a[1] * b[0]
  return Math.atan2(Math.hypot(cx, cy, cz), dot(a, b)) / RAD
}

/**
 * Great-circle distance in degrees from `place` to a body's `line` (closed form, exact):
 *   MC/IC: to the half-meridian; asin(cos φ · |sin Δλ|) when |Δλ| ≤ 90°, else to the nearer pole.
 *   ASC/DSC: to the half of the horizon circle. When the place's foot point on that circle lies on the
 *   half (the body is rising, resp. setting, in the place's east/west), the distance is |altitude|;
 *   otherwise it is the distance to the nearer end of the half.
 */
function lineDistanceDeg(place: Place, body: Equatorial, gastDeg: number, line: AcgLine): number {
  const hourAngle = wrap180(gastDeg + place.lonDeg - body.rightAscensionDeg)
  if (line === 'MC' || line === 'IC') {
    const dLon = Math.abs(line === 'MC' ? hourAngle : wrap180(hourAngle + 180))
    if (dLon > 90) return 90 - Math.abs(place.latDeg)
    return Math.asin(Math.min(1, Math.cos(place.latDeg * RAD) * Math.sin(dLon * RAD))) / RAD
  }
  const subLon = body.rightAscensionDeg - gastDeg
  const dec = body.declinationDeg
  const p = unit(place.latDeg, place.lonDeg)
  const sub = unit(dec, subLon)
  // sin(hour angle) < 0: the body is in the place's east, the foot point lies on the rising half.
  const onHalf = line === 'ASC' ? hourAngle < 0 : hourAngle > 0
  if (onHalf) return Math.abs(90 - angleDeg(p, sub))
  const ends: Vec[] = [unit(dec - 90, subLon), unit(90 - dec, subLon + 180)]
  return Math.min(...ends.map((e) => angleDeg(p, e)))
}

/**
 * Astrocartography lines of the grahas within `orbDeg` of `place` at `t`, nearest first. Each graha
 * has four lines (MC, IC, ASC, DSC); distances are great-circle degrees to the nearest point of the
 * line. Oracle: test/unit/astrocartography.test.ts (hour angle 0 on MC, altitude 0 rising on ASC via
 * Swiss Ephemeris `azalt`, numeric minimisation over each curve).
 */
export function astrocartography(
  eph: Ephemeris,
  t: Instant,
  place: Place,
  orbDeg: number,
  opts: AcgOptions,
): AcgLineHit[] {
  const gastDeg = eph.siderealTimeDeg(t.jdUt)
  const eq = grahaEquatorial(eph, t, opts.nodeType)
  const hits: AcgLineHit[] = []
  for (const planet of opts.grahas ?? GRAHAS) {
    const body = eq[planet]
    for (const line of ACG_LINES) {
      const distanceDegrees = lineDistanceDeg(place, body, gastDeg, line)
      if (distanceDegrees > orbDeg) continue
      hits.push({
        tradition: 'western',
        classical: false,
        planet,
        line,
        distanceDegrees,
        longitudeAtLatitude: lineLongitudeDeg(body, gastDeg, line, place.latDeg),
        ...body,
      })
    }
  }
  return hits.sort((a, b) => a.distanceDegrees - b.distanceDegrees)
}
