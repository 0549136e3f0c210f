/**
 * Sphuṭa (degree-based) dṛṣṭi in virūpas, BPHS ch. 26 (the "sphuṭa dṛṣṭi" verses after the whole-sign
 * sights), as worked in B. V. Raman, "Graha and Bhava Balas", ch. VIII (Drik Bala). The whole-sign
 * sights of the same chapter live in drishti.ts; this is the continuous form that Ṣaḍbala's dṛk bala
 * and bhāva dṛṣṭi bala use.
 *
 * The aspect angle K is the arc from the aspecting planet forward to the aspected point,
 * K = (aspectedLon − aspectingLon) mod 360. The base value rises from 0 at 30° to 15 at 60°, 45 at 90°,
 * falls to 30 at 120° and 0 at 150°, climbs to the full 60 at 180° and falls back to 0 at 300°; beyond
 * 300° (and below 30°) there is no sight. Mars, Jupiter and Saturn, which in the whole-sign scheme see
 * their special houses fully, receive an addition over the 30° band of each special house, so that the
 * exact 4th/8th (Mars), 5th/9th (Jupiter) and 3rd/10th (Saturn) points are worth the full 60.
 */
import type { Planet } from './grahas.js'

/** One 30° band of K where a planet's special sight adds virūpas. */
interface SpecialBand {
  fromDeg: number
  toDeg: number
  addVirupas: number
}

/**
 * The special additions (BPHS 26; Raman, "Graha and Bhava Balas" ch. VIII): Mars +15 in the 4th and 8th
 * bands, Jupiter +30 in the 5th and 9th, Saturn +45 in the 3rd and 10th. The additions are exactly what
 * lifts the base value at the band's opening point (90°/210°: 45; 120°/240°: 30; 60°/270°: 15) to 60.
 */
const SPECIAL_DRISHTI: Partial<Record<Planet, readonly SpecialBand[]>> = {
  Mars: [
    { fromDeg: 90, toDeg: 120, addVirupas: 15 },
    { fromDeg: 210, toDeg: 240, addVirupas: 15 },
  ],
  Jupiter: [
    { fromDeg: 120, toDeg: 150, addVirupas: 30 },
    { fromDeg: 240, toDeg: 270, addVirupas: 30 },
  ],
  Saturn: [
    { fromDeg: 60, toDeg: 90, addVirupas: 45 },
    { fromDeg: 270, toDeg: 300, addVirupas: 45 },
  ],
}

const norm360 = (x: number): number => ((x % 360) + 360) % 360

/** The aspect angle K in degrees [0, 360): from the aspecting longitude forward to the aspected one. */
export function aspectAngleDeg(aspectingLonDeg: number, aspectedLonDeg: number): number {
  return norm360(aspectedLonDeg - aspectingLonDeg)
}

/**
 * The general sphuṭa dṛṣṭi in virūpas [0, 60] for an aspect angle `kDeg` (any real; reduced mod 360),
 * without any special addition. Piecewise linear, BPHS 26: 30–60°: (K−30)/2; 60–90°: K−60+15;
 * 90–120°: (120−K)/2+30; 120–150°: 150−K; 150–180°: 2(K−150); 180–300°: (300−K)/2; else 0.
 */
export function baseDrishtiVirupas(kDeg: number): number {
  const k = norm360(kDeg)
  if (k < 30 || k >= 300) return 0
  if (k < 60) return (k - 30) / 2
  if (k < 90) return k - 60 + 15
  if (k < 120) return (120 - k) / 2 + 30
  if (k < 150) return 150 - k
  if (k < 180) return 2 * (k - 150)
  return (300 - k) / 2
}

/** The special addition in virūpas for `aspecting` at aspect angle `kDeg` (0 for the other planets). */
export function specialDrishtiVirupas(aspecting: Planet, kDeg: number): number {
  const k = norm360(kDeg)
  const band = SPECIAL_DRISHTI[aspecting]?.find((b) => k >= b.fromDeg && k < b.toDeg)
  return band?.addVirupas ?? 0
}

/**
 * Sphuṭa dṛṣṭi in virūpas [0, 60] (capped at the full 60) cast by `aspecting` at sidereal longitude `aspectingLonDeg` on the
 * point at `aspectedLonDeg` (a planet or a bhāva madhya): the base value plus the special addition of
 * Mars, Jupiter or Saturn. BPHS 26; Raman, "Graha and Bhava Balas" ch. VIII.
 */
export function drishtiVirupas(aspecting: Planet, aspectingLonDeg: number, aspectedLonDeg: number): number {
  const k = aspectAngleDeg(aspectingLonDeg, aspectedLonDeg)
  // A full sight is 60 virūpas (BPHS 26). Saturn's +45 over 60–90°, where the base rises from 15 to 45,
  // would otherwise pass 60; the cap keeps his 3rd-house sight full across the band, as the whole-sign
  // rule says, and changes nothing for Mars and Jupiter, whose bands fall from 60.
  return Math.min(60, baseDrishtiVirupas(k) + specialDrishtiVirupas(aspecting, k))
}
