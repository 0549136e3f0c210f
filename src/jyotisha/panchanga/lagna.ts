/**
 * The rising signs (sidereal lagna) of a span of time at a place: when each sign boundary crosses the
 * eastern horizon. A point of the ecliptic at tropical longitude λ (latitude 0) has right ascension α
 * and declination δ; it rises when the local sidereal time is α − H₀ with cos H₀ = −tan φ · tan δ. The
 * sidereal time then gives the instant (it runs at 360.9856°/day). This is the same spherical geometry
 * as Swiss Ephemeris' ascendant (true obliquity, apparent sidereal time), solved for the time instead
 * of stepped through it; test/unit/panchanga.test.ts checks every boundary against `houses`.
 * Inside the polar circles part of the ecliptic never rises on some days: there the spans are undefined.
 */
import type { Ephemeris, Place } from '../../astro/index.js'
import { normalizeDeg } from '../../astro/index.js'

const DAY_MS = 86_400_000
const SIDEREAL_DEG_PER_DAY = 360.98564736629
const RAD = Math.PI / 180

export interface LagnaSpan {
  /** Sign index 0 (Aries) … 11. */
  signIndex: number
  startMs: number
  endMs: number
}

/** The local sidereal time (degrees) at which tropical ecliptic longitude `lam` rises, or null if it
 *  never does at latitude `phi` (circumpolar). */
function risingLst(lam: number, eps: number, phi: number): number | null {
  const l = lam * RAD
  const e = eps * RAD
  const alpha = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / RAD
  const delta = Math.asin(Math.sin(l) * Math.sin(e))
  const c = -Math.tan(phi * RAD) * Math.tan(delta)
  if (c < -1 || c > 1) return null
  return normalizeDeg(alpha - Math.acos(c) / RAD)
}

/**
 * The lagna spans overlapping [fromMs, toMs), in order (the first began before `fromMs`, the last ends
 * after `toMs`), or null where some sign never rises (inside the polar circles).
 */
export function lagnaSpans(eph: Ephemeris, fromMs: number, toMs: number, place: Place): LagnaSpan[] | null {
  const mid = eph.instant((fromMs + toMs) / 2)
  const eps = eph.trueObliquity(mid.jdTt)
  const aya = eph.ayanamsa('lahiri', mid.jdTt, false)
  const lst = new Array<number>(12)
  for (let k = 0; k < 12; k++) {
    const v = risingLst(k * 30 + aya, eps, place.latDeg)
    if (v === null) return null
    lst[k] = v
  }
  // The local sidereal time runs at a constant rate through a day (the equation of the equinoxes
  // changes by thousandths of a second a day): read it once, and every crossing follows from it.
  const lst0 = normalizeDeg(eph.siderealTimeDeg(eph.instant(fromMs).jdUt) + place.lonDeg)
  const lstAt = (t: number) => lst0 + ((t - fromMs) / DAY_MS) * SIDEREAL_DEG_PER_DAY
  // The instant after `afterMs` at which the local sidereal time is `target`.
  const when = (target: number, afterMs: number): number =>
    afterMs + (normalizeDeg(target - lstAt(afterMs)) / SIDEREAL_DEG_PER_DAY) * DAY_MS
  // The sign rising at `fromMs`: the boundary whose rising came last before it.
  let sign = 0
  let best = Infinity
  for (let k = 0; k < 12; k++) {
    const since = normalizeDeg(lst0 - lst[k]!)
    if (since < best) {
      best = since
      sign = k
    }
  }
  let startMs = fromMs - (best / SIDEREAL_DEG_PER_DAY) * DAY_MS
  const out: LagnaSpan[] = []
  for (;;) {
    const next = (sign + 1) % 12
    const endMs = when(lst[next]!, startMs + 60_000)
    out.push({ signIndex: sign, startMs, endMs })
    if (endMs >= toMs) return out
    sign = next
    startMs = endMs
  }
}
