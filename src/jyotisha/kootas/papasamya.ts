/**
 * Pāpasāmya (papasamyam), the balance of malefic affliction between two charts in South Indian
 * matching. The rule and its sources are in docs/research/papasamya.md: the malefics Mars,
 * Saturn, the Sun and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th sign counted from the lagna, the Moon
 * and Venus, each such placement worth 1 from the lagna, ½ from the Moon and ¼ from Venus, whatever the
 * graha or house, with no exception for dignity (the Kerala statement of the rule, and what Prokerala's
 * published answers compute). The groom's total should be at least the bride's.
 */
import type { ChartFacts } from '../facts.js'
import { houseFrom } from '../grahas.js'

export const PAPA_GRAHAS = ['Mars', 'Saturn', 'Sun', 'Rahu'] as const
export type PapaGraha = (typeof PAPA_GRAHAS)[number]
const PAPA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12]
export type PapaReference = 'lagna' | 'moon' | 'venus'
const PAPA_WEIGHTS: Readonly<Record<PapaReference, number>> = { lagna: 1, moon: 0.5, venus: 0.25 }

export interface PapaCell {
  reference: PapaReference
  graha: PapaGraha
  /** The graha's sign counted from the reference's, 1 … 12. */
  house: number
  dosha: boolean
  points: number
}

export interface PapasamyaResult {
  cells: PapaCell[]
  total: number
  /** The references counted: the lagna only with a birth time. */
  references: PapaReference[]
}

export function papasamya(facts: ChartFacts): PapasamyaResult {
  const refs: [PapaReference, number][] = [
    ...(facts.timeKnown ? [['lagna', facts.lagnaSign] as [PapaReference, number]] : []),
    ['moon', facts.grahas.Moon.sign],
    ['venus', facts.grahas.Venus.sign],
  ]
  const cells: PapaCell[] = []
  for (const [reference, sign] of refs)
    for (const graha of PAPA_GRAHAS) {
      const house = houseFrom(sign, facts.grahas[graha].sign)
      const dosha = PAPA_HOUSES.includes(house)
      cells.push({ reference, graha, house, dosha, points: dosha ? PAPA_WEIGHTS[reference] : 0 })
    }
  return { cells, total: cells.reduce((s, c) => s + c.points, 0), references: refs.map((r) => r[0]) }
}

/** The tradition's test: the groom's total at least the bride's. */
export const papasamyaBalanced = (groom: PapasamyaResult, bride: PapasamyaResult): boolean =>
  groom.total >= bride.total
