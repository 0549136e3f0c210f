/**
 * The shapes of the yoga engine: what a finding says, what the catalogue lists, and what each yoga's
 * check hands back to the engine.
 */
import type { ChartFacts } from '../facts.js'
import type { Graha } from '../grahas.js'
import type { Text } from '../../readings/text.js'

export type YogaStatus = 'formed' | 'cancelled'
export type YogaStrength = 'strong' | 'moderate' | 'weak'

export interface YogaFinding {
  /** One readable spelling without diacritics, e.g. 'Ruchaka', 'Kendra-Trikona Raja'. */
  name: string
  /** e.g. 'Pancha Mahapurusha', 'Chandra', 'Raja', 'Nabhasa', 'Dosha'. */
  category: string
  status: YogaStatus
  /** Why it formed, or why it is cancelled, naming the planets, houses and signs involved. */
  reason: string
  /** Participants, in the order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu. */
  planets: Graha[]
  /** Houses involved, counted from the lagna (the Moon's sign when the birth time is unknown),
   *  ascending and unique. */
  houses: number[]
  /** What the combination traditionally signifies, in our own words. */
  description: string
  /** Book titles only. Empty for modern labels, whose description says so. */
  sources: string[]
  /** Qualitative, from the participants' condition (see rateStrength in helpers.ts). */
  strength: YogaStrength
  /**
   * The point the yoga is counted from: 'moon sign' for the yogas defined from the Moon (Sunapha,
   * Gajakesari, …) and for every yoga when the birth time is unknown (the lagna is then the Moon's
   * sign); 'ascendant' otherwise, including yogas that count from the Sun or need no counting.
   */
  countedFrom: 'ascendant' | 'moon sign'
}

/** A finding with its sentences in each language (findYogaTexts). */
export type YogaFindingText = Omit<YogaFinding, 'reason' | 'description'> & {
  reason: Text
  description: Text
}

export interface YogaDefinition {
  name: string
  category: string
  sources: readonly string[]
}

/** One occurrence reported by a yoga's check; the engine adds the catalogue facts and the strength. */
export interface Occurrence {
  reason: Text
  /** Participants; their condition sets the strength. */
  planets: readonly Graha[]
  /** Default 'formed'. */
  status?: YogaStatus
  /** Houses involved; default: the houses the participants occupy. */
  houses?: readonly number[]
  /** The yoga is counted from the Moon rather than the lagna. */
  fromMoon?: boolean
  /** A participant also lords the 8th or 12th (the spoilers of raja yogas): one step weaker. */
  spoiled?: boolean
}

export interface YogaRule extends YogaDefinition {
  /** 1–2 sentences, plain and non-fatalistic. */
  description: Text
  /** A difficult combination (a dosha and the like): its strength scale is turned round. */
  adverse?: boolean
  find: (c: ChartFacts) => Occurrence[]
}
