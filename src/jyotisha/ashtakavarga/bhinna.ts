/**
 * Bhinnāṣṭakavarga (each varga's twelve bindu counts), its prastāra (which contributor gave each bindu)
 * and the sarvāṣṭakavarga: BPHS ch. 66 and ch. 72.
 */
import { PLANETS, type Planet } from '../grahas.js'
import { BENEFIC_HOUSES, CONTRIBUTORS, type Contributor, type Varga } from './tables.js'

type Table = typeof BENEFIC_HOUSES

/** Sign index 0 = Aries … 11 = Pisces of each planet and of the lagna. */
export type VargaSigns = Readonly<Record<Planet | 'Ascendant', number>>

/** Every varga: the seven planets', then the lagna's own. */
export const AV_VARGAS: readonly Varga[] = CONTRIBUTORS

const norm = (signIndex: number): number => ((signIndex % 12) + 12) % 12

/**
 * Prastāra of one varga: for each contributor, twelve 0/1 flags Aries … Pisces, 1 where that contributor
 * gives a bindu (it stands in one of its benefic houses, BPHS ch. 66, counted from the contributor's sign).
 * `table` defaults to Parāśara's reading (`BENEFIC_HOUSES`).
 */
export function prastaraOf(
  varga: Varga,
  signs: VargaSigns,
  table: Table = BENEFIC_HOUSES,
): Record<Contributor, number[]> {
  const grid = {} as Record<Contributor, number[]>
  for (const c of CONTRIBUTORS) {
    const row = new Array<number>(12).fill(0)
    for (const house of table[varga][c]) row[norm(signs[c] + house - 1)] = 1
    grid[c] = row
  }
  return grid
}

/** Bhinnāṣṭakavarga: bindus per sign Aries … Pisces, the column sums of the prastāra (0 … 8 each). */
export function bhinnaFromPrastara(prastara: Readonly<Record<Contributor, readonly number[]>>): number[] {
  const counts = new Array<number>(12).fill(0)
  for (const c of CONTRIBUTORS) prastara[c].forEach((flag, sign) => (counts[sign]! += flag))
  return counts
}

/**
 * Sarvāṣṭakavarga (samudāya aṣṭakavarga), BPHS ch. 72 vv. 1–2: per sign, the sum of the seven planets'
 * bhinnāṣṭakavargas. The lagna's own varga is deliberately not added: BPHS sums the grahas' vargas, and
 * the published total of 337 (= 48 + 49 + 39 + 54 + 56 + 52 + 39) is theirs alone.
 */
export function sarvaFromBhinna(bhinna: Readonly<Record<Planet, readonly number[]>>): number[] {
  const counts = new Array<number>(12).fill(0)
  for (const p of PLANETS) bhinna[p].forEach((n, sign) => (counts[sign]! += n))
  return counts
}
