/**
 * Dig bala (directional strength), BPHS 27, and the fixed naisargika bala, BPHS 27, in ṣaṣṭiāṃśas.
 */
import type { Planet } from '../grahas.js'

const norm360 = (x: number): number => ((x % 360) + 360) % 360

/** The angle where each planet has no dig bala (BPHS 27; Raman ch. IV): the point opposite its angle of
 *  strength. Jupiter and Mercury are strong in the east (lagna), the Sun and Mars in the south (MC),
 *  Saturn in the west (descendant), the Moon and Venus in the north (IC). */
type Angle = 'lagna' | 'mc' | 'descendant' | 'ic'
const POWERLESS_AT: Record<Planet, Angle> = {
  Jupiter: 'descendant',
  Mercury: 'descendant',
  Sun: 'ic',
  Mars: 'ic',
  Saturn: 'lagna',
  Moon: 'mc',
  Venus: 'mc',
}

/**
 * Dig bala, ṣaṣṭiāṃśas [0, 60]: the arc (≤ 180°) from the planet's powerless angle ÷ 3. The angles are
 * the bhāva madhyas of the 1st, 4th, 7th and 10th houses, i.e. the lagna and the meridian (as in
 * Raman's worked example, where Saturn at 124°51′ is 170°06′ from the lagna 294°57′: 56.7).
 */
export function digBala(planet: Planet, lonDeg: number, lagnaLonDeg: number, mcLonDeg: number): number {
  const at: Record<Angle, number> = {
    lagna: lagnaLonDeg,
    descendant: lagnaLonDeg + 180,
    mc: mcLonDeg,
    ic: mcLonDeg + 180,
  }
  const arc = norm360(lonDeg - at[POWERLESS_AT[planet]])
  return (arc > 180 ? 360 - arc : arc) / 3
}

/** Naisargika (natural) bala, ṣaṣṭiāṃśas: 60 × n / 7 with n = 7 for the Sun down to 1 for Saturn
 *  (BPHS 27: Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn in decreasing order). */
const NAISARGIKA_RANK: Record<Planet, number> = {
  Sun: 7,
  Moon: 6,
  Venus: 5,
  Jupiter: 4,
  Mercury: 3,
  Mars: 2,
  Saturn: 1,
}

export function naisargikaBala(planet: Planet): number {
  return (60 * NAISARGIKA_RANK[planet]) / 7
}
