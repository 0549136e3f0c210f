/**
 * KP significators (the KP Learning tutorial, ch. 2 "Fundamental Principles"; docs/kp.md §5). A graha
 * signifies, from the strongest to the weakest:
 *   1. the house its star lord occupies,
 *   2. the house it occupies,
 *   3. the houses its star lord owns,
 *   4. the houses it owns,
 * so that the significators of a house are, in the same order: the grahas in the star of its occupants,
 * its occupants, the grahas in the star of its lord, and its lord. A house is owned by the lord of the
 * sign on its cusp (a sign holding no cusp gives its lord no house). Rahu and Ketu own no sign; besides
 * the four levels they act as agents of the lord of the sign they occupy and signify the houses that lord
 * occupies and owns. Their other agencies in KP (the grahas conjoined with them or aspecting them) depend
 * on orbs and aspects the KP texts do not fix, and are not computed here.
 */
import { GRAHAS, type Graha, type Planet } from '../grahas.js'
import type { KpCusp, KpPlanet } from './chart.js'

export interface HouseSignificators {
  house: number
  /** Level 1: grahas in the star of the occupants. */
  inStarOfOccupants: Graha[]
  /** Level 2: the grahas in the house. */
  occupants: Graha[]
  /** Level 3: grahas in the star of the house's lord. */
  inStarOfLord: Graha[]
  /** Level 4: the lord of the sign on the cusp. */
  lord: Planet
  /** Rahu or Ketu whose sign lord occupies or owns the house (the node as its agent). */
  nodeAgents: Graha[]
}

export interface PlanetSignificators {
  planet: Graha
  /** Level 1: the house its star lord occupies. */
  starLordOccupies: number
  /** Level 2: the house it occupies. */
  occupies: number
  /** Level 3: the houses its star lord owns. */
  starLordOwns: number[]
  /** Level 4: the houses it owns (none for the nodes). */
  owns: number[]
  /** For Rahu and Ketu: the lord of their sign, whose houses they also signify; else null. */
  agentOf: Planet | null
  /** For Rahu and Ketu: the houses their sign lord occupies and owns; else empty. */
  agentHouses: number[]
  /** Every house signified, ascending. */
  houses: number[]
}

export interface Significators {
  houses: HouseSignificators[]
  planets: PlanetSignificators[]
}

const isNode = (g: Graha): boolean => g === 'Rahu' || g === 'Ketu'
const byGrahaOrder = (gs: Iterable<Graha>): Graha[] => GRAHAS.filter((g) => new Set(gs).has(g))
const ascending = (hs: Iterable<number>): number[] => [...new Set(hs)].sort((a, b) => a - b)

/** The significators of every house and of every graha, from the chart's grahas and cusps. */
export function significators(planets: readonly KpPlanet[], cusps: readonly KpCusp[]): Significators {
  const of = new Map(planets.map((p) => [p.planet, p]))
  const occupies = (g: Graha): number => of.get(g)!.house
  const owns = (g: Graha): number[] => cusps.filter((c) => c.signLord === g).map((c) => c.house)
  const starLordOf = (g: Graha): Graha => of.get(g)!.starLord
  const agentOf = (g: Graha): Planet | null => (isNode(g) ? of.get(g)!.signLord : null)

  const planetView: PlanetSignificators[] = planets.map(({ planet }) => {
    const star = starLordOf(planet)
    const agent = agentOf(planet)
    const agentHouses = agent === null ? [] : ascending([occupies(agent), ...owns(agent)])
    const levels = {
      starLordOccupies: occupies(star),
      occupies: occupies(planet),
      starLordOwns: owns(star),
      owns: owns(planet),
    }
    return {
      planet,
      ...levels,
      agentOf: agent,
      agentHouses,
      houses: ascending([
        levels.starLordOccupies,
        levels.occupies,
        ...levels.starLordOwns,
        ...levels.owns,
        ...agentHouses,
      ]),
    }
  })

  const houseView: HouseSignificators[] = cusps.map((cusp) => {
    const h = cusp.house
    const occupants = planets.filter((p) => p.house === h).map((p) => p.planet)
    return {
      house: h,
      inStarOfOccupants: byGrahaOrder(
        planets.filter((p) => occupants.includes(p.starLord)).map((p) => p.planet),
      ),
      occupants: byGrahaOrder(occupants),
      inStarOfLord: planets.filter((p) => p.starLord === cusp.signLord).map((p) => p.planet),
      lord: cusp.signLord,
      nodeAgents: planetView
        .filter((p) => p.agentOf !== null && p.agentHouses.includes(h))
        .map((p) => p.planet),
    }
  })
  return { houses: houseView, planets: planetView }
}
