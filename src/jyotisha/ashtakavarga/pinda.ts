/**
 * Śodhya piṇḍa, BPHS ch. 69 (Piṇḍa sādhana): from a planet's varga after both reductions, the rāśi piṇḍa
 * (each sign's bindus times the sign's multiplier, summed) plus the graha piṇḍa (for each of the seven
 * planets, the bindus left in the sign it occupies times the planet's multiplier, summed). Used by BPHS
 * ch. 70–71 for longevity and timing.
 */
import { PLANETS, type Planet } from '../grahas.js'
import { GRAHA_MULTIPLIERS, RASHI_MULTIPLIERS } from './tables.js'

export interface ShodhyaPinda {
  /** Σ reduced bindus × rāśi multiplier (dimensionless). */
  rashiPinda: number
  /** Σ over the seven planets of the reduced bindus in its sign × graha multiplier (dimensionless). */
  grahaPinda: number
  /** rashiPinda + grahaPinda. */
  total: number
}

/**
 * Śodhya piṇḍa of one planet's varga. `reduced`: its twelve bindu counts after trikoṇa and ekādhipatya
 * śodhana, Aries … Pisces; `signs`: sign index of each of the seven planets.
 */
export function shodhyaPindaOf(
  reduced: readonly number[],
  signs: Readonly<Record<Planet, number>>,
): ShodhyaPinda {
  let rashiPinda = 0
  reduced.forEach((n, sign) => (rashiPinda += n * RASHI_MULTIPLIERS[sign]!))
  let grahaPinda = 0
  for (const p of PLANETS) grahaPinda += reduced[((signs[p] % 12) + 12) % 12]! * GRAHA_MULTIPLIERS[p]
  return { rashiPinda, grahaPinda, total: rashiPinda + grahaPinda }
}
