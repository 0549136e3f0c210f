/**
 * The pañcāṅga at one instant (what a muhurta is judged by): tithi, nakṣatra and pada, yoga, karaṇa and
 * the Moon's sign, from two ephemeris positions. The vāra is not here: it belongs to the Vedic day, which
 * only sunrise decides.
 */
import type { Ephemeris } from '../../astro/index.js'
import { NAKSHATRAS, normalizeDeg, SIGNS, type Nakshatra, type Sign } from '../../astro/index.js'
import { karanaName, tithiName, YOGA_NAMES, type Paksha } from './names.js'

export interface LimbsAt {
  tithi: { number: number; name: string; paksha: Paksha }
  nakshatra: { number: number; name: Nakshatra; pada: number }
  yoga: { number: number; name: string }
  karana: { number: number; name: string }
  moonSign: { number: number; name: Sign }
  /** Sidereal (Lahiri) longitudes in degrees. */
  moonLon: number
  sunLon: number
}

export function limbsAt(eph: Ephemeris, ms: number): LimbsAt {
  const { jdTt } = eph.instant(ms)
  const moonLon = normalizeDeg(eph.position('Moon', jdTt, { ayanamsa: 'lahiri' }).lon)
  const sunLon = normalizeDeg(eph.position('Sun', jdTt, { ayanamsa: 'lahiri' }).lon)
  const elong = normalizeDeg(moonLon - sunLon)
  const t = Math.floor(elong / 12) + 1
  const n = Math.floor(moonLon / (360 / 27))
  const pada = (Math.floor(moonLon / (360 / 108)) % 4) + 1
  const y = Math.floor(normalizeDeg(moonLon + sunLon) / (360 / 27))
  const k = Math.floor(elong / 6)
  const s = Math.floor(moonLon / 30)
  return {
    tithi: { number: t, ...tithiName(t) },
    nakshatra: { number: n + 1, name: NAKSHATRAS[n]!, pada },
    yoga: { number: y + 1, name: YOGA_NAMES[y]! },
    karana: { number: k + 1, name: karanaName(k) },
    moonSign: { number: s + 1, name: SIGNS[s]! },
    moonLon,
    sunLon,
  }
}
