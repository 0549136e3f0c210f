/**
 * Krishnamurti Paddhati (KP): the 249 subs, the four lords of any point, the KP new ayanamsa, Placidus
 * cusps, natal and horary charts, significators and ruling planets. Conventions and sources: docs/kp.md.
 */
import type { Ephemeris, Instant, Place } from '../../astro/index.js'
import type { NodeType } from '../chart.js'
import { kpNewAyanamsaDeg } from './ayanamsa.js'
import { horaryCuspsDeg, kpPlanets, kpPoint, placidusCuspsDeg, type KpCusp, type KpPlanet } from './chart.js'
import { rulingPlanets, type RulingPlanets } from './ruling.js'
import { significators, type Significators } from './significators.js'

export { kpNewAyanamsaDeg, kpNewMeanAyanamsaDeg } from './ayanamsa.js'
export {
  ascendantDeg,
  horaryCuspsDeg,
  houseOf,
  kpPlanets,
  kpPoint,
  placidusCuspsDeg,
  type KpCusp,
  type KpPlanet,
  type KpPoint,
} from './chart.js'
export { HORARY_NUMBERS, horaryAscendantDeg, horarySub } from './horary.js'
export {
  RULING_ROLES,
  rulingPlanets,
  type RulingPlanets,
  type RulingPoint,
  type RulingRole,
} from './ruling.js'
export {
  significators,
  type HouseSignificators,
  type PlanetSignificators,
  type Significators,
} from './significators.js'
export { KP_SUBS, kpLords, subAt, vimshottariFrom, type KpLords, type KpSub } from './subs.js'

export interface KpChart {
  /** The true KP new ayanamsa at the chart's instant, degrees. */
  ayanamsaDeg: number
  cusps: KpCusp[]
  planets: KpPlanet[]
  significators: Significators
  rulingPlanets: RulingPlanets
}

export interface KpChartInput {
  /** The birth, or the moment of the question. */
  instant: Instant
  place: Place
  nodeType: NodeType
  /** A horary chart's number (1–249); absent for a natal chart. */
  horaryNumber?: number | undefined
  /** Where and when the ruling planets are read, with the zone whose weekday counts. */
  ruling: { instant: Instant; place: Place; zone: string }
}

/**
 * The KP chart: cusps (Placidus, or for a horary number that number's ascendant with Placidus from it),
 * the nine grahas with their houses, the significators and the ruling planets. Throws
 * HousesUndefinedError where Placidus has no cusps (within the polar circles).
 */
export function kpChart(eph: Ephemeris, input: KpChartInput): KpChart {
  const ayanamsaDeg = kpNewAyanamsaDeg(eph, input.instant)
  const cuspsDeg =
    input.horaryNumber === undefined
      ? placidusCuspsDeg(eph, input.instant, input.place, ayanamsaDeg)
      : horaryCuspsDeg(eph, input.instant, input.place, ayanamsaDeg, input.horaryNumber)
  const cusps = cuspsDeg.map((lon, i) => ({ house: i + 1, ...kpPoint(lon) }))
  const planets = kpPlanets(eph, input.instant, input.nodeType, ayanamsaDeg, cuspsDeg)
  return {
    ayanamsaDeg,
    cusps,
    planets,
    significators: significators(planets, cusps),
    rulingPlanets: rulingPlanets(
      eph,
      input.ruling.instant,
      input.ruling.place,
      input.ruling.zone,
      input.nodeType,
    ),
  }
}
