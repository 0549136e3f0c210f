/**
 * The sixteen divisional charts (ṣoḍaśavarga) of BPHS ch. 6, by the traditional Parashara rules
 * (jyotisha.md §3.1, §3.2): the sign a longitude falls in, in each varga.
 */
import { normalizeDeg } from '../astro/index.js'
import { isOddSign } from './grahas.js'

export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const
export type Varga = (typeof VARGAS)[number]

export const VARGA_NAMES: Record<Varga, string> = {
  1: 'Rashi',
  2: 'Hora',
  3: 'Drekkana',
  4: 'Chaturthamsa',
  7: 'Saptamsa',
  9: 'Navamsa',
  10: 'Dasamsa',
  12: 'Dvadasamsa',
  16: 'Shodasamsa',
  20: 'Vimsamsa',
  24: 'Chaturvimsamsa',
  27: 'Nakshatramsa',
  30: 'Trimsamsa',
  40: 'Khavedamsa',
  45: 'Akshavedamsa',
  60: 'Shashtiamsa',
}

/** Movable (0), fixed (1) or dual (2) sign. */
const modality = (s: number) => s % 3

/** D30, BPHS: odd signs Mars 0–5 Aries, Saturn 5–10 Aquarius, Jupiter 10–18 Sagittarius, Mercury
 *  18–25 Gemini, Venus 25–30 Libra; even signs the mirror (Venus Taurus, Mercury Virgo, Jupiter
 *  Pisces, Saturn Capricorn, Mars Scorpio at 0–5, 5–12, 12–20, 20–25, 25–30). */
const D30_ODD: [number, number][] = [
  [5, 0],
  [10, 10],
  [18, 8],
  [25, 2],
  [30, 6],
]
const D30_EVEN: [number, number][] = [
  [5, 1],
  [12, 5],
  [20, 11],
  [25, 9],
  [30, 7],
]

/**
 * Sign index (0 = Aries) of sidereal longitude `lonDeg` in varga `n`. Parts are half-open [lo, hi).
 */
/** A sign index from any integer count of signs. */
const wrap = (x: number): number => ((x % 12) + 12) % 12

export function vargaSign(n: Varga, lonDeg: number): number {
  const lon = normalizeDeg(lonDeg)
  if (n === 30) {
    const s = Math.min(11, Math.floor(lon / 30))
    const d = lon - 30 * s
    const table = isOddSign(s) ? D30_ODD : D30_EVEN
    for (const [hi, sign] of table) if (d < hi) return sign
    return table[4]![1]
  }
  // The part index from the whole longitude in one rounding step (lon · n / 30), so that a part starts
  // exactly where nakshatraOf puts the pada (D9) and where the sign starts; sign and part follow from it.
  const k = Math.min(12 * n - 1, Math.floor((lon * n) / 30))
  const s = Math.floor(k / n)
  const p = k - s * n
  const odd = isOddSign(s)
  const m = modality(s)
  switch (n) {
    case 1:
      return s
    case 2:
      return odd ? (p === 0 ? 4 : 3) : p === 0 ? 3 : 4
    case 3:
      return wrap(s + 4 * p)
    case 4:
      return wrap(s + 3 * p)
    case 7:
      return wrap(s + (odd ? 0 : 6) + p)
    case 9:
      return wrap(9 * s + p)
    case 10:
      return wrap(s + (odd ? 0 : 8) + p)
    case 12:
      return wrap(s + p)
    case 16:
      return wrap([0, 4, 8][m]! + p)
    case 20:
      return wrap([0, 8, 4][m]! + p)
    case 24:
      return wrap((odd ? 4 : 3) + p)
    case 27:
      return wrap([0, 3, 6, 9][s % 4]! + p)
    case 40:
      return wrap((odd ? 0 : 6) + p)
    case 45:
      return wrap([0, 4, 8][m]! + p)
    case 60:
      return wrap(s + p)
  }
}
