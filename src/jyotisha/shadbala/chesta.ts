/**
 * Ceṣṭā bala (motional strength), BPHS 27, as worked in B. V. Raman, "Graha and Bhava Balas", ch. VI, in
 * ṣaṣṭiāṃśas, and the iṣṭa / kaṣṭa phala of BPHS 30 (Raman ch. X).
 */
import type { Planet } from '../grahas.js'
import { ayanaBala, foldedElongationDeg } from './kala.js'
import type { ShadbalaInput, StarPlanet } from './input.js'

const norm360 = (x: number): number => ((x % 360) + 360) % 360

/**
 * Ceṣṭā kendra, degrees [0, 180]: śīghrocca − (mean + true longitude) / 2, reduced mod 360 and folded at
 * 180° (BPHS 27). Raman's printed "śīghrocca − (mean − true)" is a misprint: only the half-sum reproduces
 * his own worked kendras (Mars 293°09′ → 66°51′).
 */
export function chestaKendraDeg(shighroccaDeg: number, meanLonDeg: number, trueLonDeg: number): number {
  const k = norm360(shighroccaDeg - (meanLonDeg + trueLonDeg) / 2)
  return k > 180 ? 360 - k : k
}

/**
 * Ceṣṭā bala of every planet, ṣaṣṭiāṃśas [0, 60]. Mars … Saturn: ceṣṭā kendra ÷ 3 (BPHS 27). The Sun's is
 * its ayana bala and the Moon's its pakṣa bala (BPHS 27), both taken before the doubling that kāla bala
 * applies, so that they stay on the same 0–60 scale. Raman leaves the Sun's and Moon's ceṣṭā blank in
 * the ṣaḍbala total and uses these as their ceṣṭā only for iṣṭa/kaṣṭa (his Moon's surrogate, the folded
 * elongation ÷ 3, is the undoubled pakṣa bala); Jagannatha Hora follows BPHS.
 */
export function chestaBala(input: ShadbalaInput): Record<Planet, number> {
  const star = (p: StarPlanet) =>
    chestaKendraDeg(input.shighroccaDeg[p], input.meanLonDeg[p], input.lonDeg[p]) / 3
  return {
    Sun: ayanaBala('Sun', input.declinationDeg.Sun) / 2,
    Moon: foldedElongationDeg(input.lonDeg.Sun, input.lonDeg.Moon) / 3,
    Mars: star('Mars'),
    Mercury: star('Mercury'),
    Jupiter: star('Jupiter'),
    Venus: star('Venus'),
    Saturn: star('Saturn'),
  }
}

/** Iṣṭa phala, ṣaṣṭiāṃśas [0, 60]: √(uccha × ceṣṭā). BPHS 30; Raman ch. X. */
export function ishtaPhala(ucchaVirupas: number, chestaVirupas: number): number {
  return Math.sqrt(Math.max(0, ucchaVirupas * chestaVirupas))
}

/** Kaṣṭa phala, ṣaṣṭiāṃśas [0, 60]: √((60 − uccha) × (60 − ceṣṭā)). BPHS 30; Raman ch. X. */
export function kashtaPhala(ucchaVirupas: number, chestaVirupas: number): number {
  return Math.sqrt(Math.max(0, (60 - ucchaVirupas) * (60 - chestaVirupas)))
}
