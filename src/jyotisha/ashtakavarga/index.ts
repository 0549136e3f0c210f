/**
 * Aṣṭakavarga, BPHS ch. 66–72: the eight-source bindu charts of the seven planets and the lagna, their
 * sum (sarvāṣṭakavarga), the two reductions and the śodhya piṇḍas. Pure: sign indices in, counts out.
 */
import { PLANETS, type Planet } from '../grahas.js'
import { bhinnaFromPrastara, prastaraOf, sarvaFromBhinna, AV_VARGAS, type VargaSigns } from './bhinna.js'
import { shodhyaPindaOf, type ShodhyaPinda } from './pinda.js'
import { ekadhipatyaShodhana, occupiedSigns, trikonaShodhana } from './shodhana.js'
import { beneficHouses, type AshtakavargaReading, type Contributor, type Varga } from './tables.js'

export interface AshtakavargaOptions {
  /** Moon's and Venus's benefic places: 'parashara' (default, BPHS ch. 66 as PVR and JHora read it) or
   *  'varahamihira' (Sārāvalī ch. 53, B. V. Raman). Six cells differ; see tables.ts. */
  reading?: AshtakavargaReading
  /** Count the lagna's sign as occupied in ekādhipatya śodhana. Default false: BPHS ch. 68 speaks of
   *  signs holding a graha. True reproduces PVR's Exercise 22 (and JHora), which treat it as occupied. */
  lagnaOccupies?: boolean
}

export interface Ashtakavarga {
  /** Bindus per sign Aries … Pisces of each planet's varga and of the lagna's own (BPHS ch. 66). */
  bhinna: Record<Varga, number[]>
  /** Per varga, per contributor: 1 where that contributor gave a bindu, Aries … Pisces. */
  prastara: Record<Varga, Record<Contributor, number[]>>
  /** Sum of the seven planets' bhinna per sign (lagna's own excluded); totals 337 (BPHS ch. 72). */
  sarva: number[]
  /** The seven planets' bhinna after trikoṇa (BPHS ch. 67), then after ekādhipatya (ch. 68) śodhana. */
  reduced: { afterTrikona: Record<Planet, number[]>; afterEkadhipatya: Record<Planet, number[]> }
  /** Rāśi, graha and total śodhya piṇḍa of each planet's fully reduced varga (BPHS ch. 69). */
  shodhyaPinda: Record<Planet, ShodhyaPinda>
}

/**
 * The whole aṣṭakavarga of a chart from the sign index (0 = Aries … 11 = Pisces) of each planet and the
 * lagna. Counts are bindus (benefic points); piṇḍas are dimensionless products. Sources: BPHS ch. 66
 * (tables), 67 (trikoṇa śodhana), 68 (ekādhipatya śodhana), 69 (piṇḍas), 72 (sarvāṣṭakavarga).
 * Throws RangeError if a sign index is not an integer (any integer is taken modulo 12).
 */
export function ashtakavarga(signs: VargaSigns, options: AshtakavargaOptions = {}): Ashtakavarga {
  for (const v of AV_VARGAS) {
    if (!Number.isInteger(signs[v])) throw new RangeError(`sign index of ${v} must be an integer`)
  }
  const table = beneficHouses(options.reading ?? 'parashara')
  const prastara = {} as Ashtakavarga['prastara']
  const bhinna = {} as Ashtakavarga['bhinna']
  for (const v of AV_VARGAS) {
    prastara[v] = prastaraOf(v, signs, table)
    bhinna[v] = bhinnaFromPrastara(prastara[v])
  }
  const occupied = occupiedSigns(signs)
  if (options.lagnaOccupies === true) occupied[((signs.Ascendant % 12) + 12) % 12] = true
  const afterTrikona = {} as Record<Planet, number[]>
  const afterEkadhipatya = {} as Record<Planet, number[]>
  const shodhyaPinda = {} as Record<Planet, ShodhyaPinda>
  for (const p of PLANETS) {
    afterTrikona[p] = trikonaShodhana(bhinna[p])
    afterEkadhipatya[p] = ekadhipatyaShodhana(afterTrikona[p], occupied)
    shodhyaPinda[p] = shodhyaPindaOf(afterEkadhipatya[p], signs)
  }
  return {
    bhinna,
    prastara,
    sarva: sarvaFromBhinna(bhinna),
    reduced: { afterTrikona, afterEkadhipatya },
    shodhyaPinda,
  }
}

export { bhinnaFromPrastara, prastaraOf, sarvaFromBhinna, AV_VARGAS, type VargaSigns } from './bhinna.js'
export { shodhyaPindaOf, type ShodhyaPinda } from './pinda.js'
export { ekadhipatyaShodhana, occupiedSigns, trikonaShodhana } from './shodhana.js'
export {
  BENEFIC_HOUSES,
  beneficHouses,
  VARAHAMIHIRA_ROWS,
  type AshtakavargaReading,
  CONTRIBUTORS,
  GRAHA_MULTIPLIERS,
  RASHI_MULTIPLIERS,
  SARVA_TOTAL,
  VARGA_TOTALS,
  type Contributor,
  type Varga,
} from './tables.js'
