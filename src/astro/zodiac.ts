/**
 * Division of the ecliptic into signs, nakshatras and padas.
 * Source: ../shared/reference/jyotisha.md §0 and §1.2 (equal 13°20′ nakshatras, 3°20′ padas,
 * half-open intervals [start, end)).
 */

export const SIGNS = [
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
] as const
export type Sign = (typeof SIGNS)[number]

/** Spellings as in jyotisha.md §1.2, the one spelling used everywhere in responses. */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const
export type Nakshatra = (typeof NAKSHATRAS)[number]

/** Normalise an angle in degrees to [0, 360). */
export function normalizeDeg(deg: number): number {
  const r = deg % 360
  const n = r < 0 ? r + 360 : r
  // -1e-15 % 360 + 360 rounds to 360 in floating point.
  return n >= 360 ? 0 : n
}

export interface SignPlace {
  /** 0 = Aries … 11 = Pisces */
  signIndex: number
  sign: Sign
  /** Degrees within the sign, [0, 30). */
  degree: number
}

/** Sign and degree within the sign of an ecliptic longitude in degrees. */
export function signOf(lonDeg: number): SignPlace {
  const lon = normalizeDeg(lonDeg)
  const signIndex = Math.min(11, Math.floor(lon / 30))
  return { signIndex, sign: SIGNS[signIndex]!, degree: lon - signIndex * 30 }
}

export interface NakshatraPlace {
  /** 0 = Ashwini … 26 = Revati */
  nakshatraIndex: number
  nakshatra: Nakshatra
  /** 1 … 4 */
  pada: number
}

/** Nakshatra and pada of a sidereal longitude in degrees (one nakshatra = 13°20′, one pada = 3°20′). */
export function nakshatraOf(lonDeg: number): NakshatraPlace {
  const lon = normalizeDeg(lonDeg)
  // Work in padas (108 per circle): lon / (10/3) = lon * 0.3, one rounding step.
  const padaIndex = Math.min(107, Math.floor((lon * 3) / 10))
  const nakshatraIndex = Math.floor(padaIndex / 4)
  return { nakshatraIndex, nakshatra: NAKSHATRAS[nakshatraIndex]!, pada: (padaIndex % 4) + 1 }
}
