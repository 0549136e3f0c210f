/**
 * The four ayanamsas of the API (spec §2.1, §4.11), as Swiss Ephemeris defines them.
 * Definitions and published values: ../shared/reference/ephemeris/ayanamsa.json, jyotisha.md §9.
 */
import type { Ephemeris, Instant } from './ephemeris.js'

export const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti', 'fagan_bradley'] as const
export type Ayanamsa = (typeof AYANAMSAS)[number]

/**
 * Ayanamsa in degrees at `t`. `kind: 'true'` includes the nutation in longitude (the value subtracted
 * from apparent longitudes of date); `'mean'` leaves it out (the values of the ayanamsa operation).
 */
export function ayanamsaDeg(eph: Ephemeris, name: Ayanamsa, t: Instant, kind: 'mean' | 'true'): number {
  return eph.ayanamsa(name, t.jdTt, kind === 'mean')
}

/** Degrees as sexagesimal text with hundredths of an arcsecond, e.g. `24°07'21.20"`. */
export function formatDms(deg: number): string {
  const sign = deg < 0 ? '-' : ''
  const hundredths = Math.round(Math.abs(deg) * 360_000)
  const d = Math.floor(hundredths / 360_000)
  const m = Math.floor((hundredths % 360_000) / 6000)
  const s = (hundredths % 6000) / 100
  return `${sign}${d}°${String(m).padStart(2, '0')}'${s.toFixed(2).padStart(5, '0')}"`
}

export interface AyanamsaTable {
  /** Mean values (without nutation), as spec §4.11 asks. */
  mean: Record<Ayanamsa, number>
  /** True values (with the nutation in longitude): what is subtracted from apparent longitudes. */
  true: Record<Ayanamsa, number>
  /** Nutation in longitude Δψ in degrees (true − mean). */
  nutationLongitudeDeg: number
}

/** The four ayanamsas at `t`, mean and true, in degrees. Oracle: published Lahiri values
 *  (../shared/reference/ephemeris/ayanamsa.json), ≤ 2″. */
export function ayanamsaTable(eph: Ephemeris, t: Instant): AyanamsaTable {
  const mean = {} as Record<Ayanamsa, number>
  const tru = {} as Record<Ayanamsa, number>
  for (const name of AYANAMSAS) {
    mean[name] = ayanamsaDeg(eph, name, t, 'mean')
    tru[name] = ayanamsaDeg(eph, name, t, 'true')
  }
  return { mean, true: tru, nutationLongitudeDeg: tru.lahiri - mean.lahiri }
}
