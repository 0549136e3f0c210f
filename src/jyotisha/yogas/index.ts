/**
 * The yoga engine: every combination of jyotisha.md §4 that a rashi (D1) chart and the navamsa signs
 * can show, evaluated over ChartFacts. Each yoga's definition, and the variant chosen where the texts
 * differ, is documented beside its check.
 */
import type { ChartFacts } from '../facts.js'
import type { Graha } from '../grahas.js'
import { CHANDRA_YOGAS } from './chandra.js'
import { DOSHA_YOGAS } from './doshas.js'
import { byGrahaOrder, capitalize, placed, rateStrength, uniqueSorted } from './helpers.js'
import { MAHAPURUSHA_YOGAS } from './mahapurusha.js'
import { NABHASA_YOGAS } from './nabhasa.js'
import { OTHER_YOGAS } from './other.js'
import { RAJA_DHANA_YOGAS } from './raja-dhana.js'
import { SURYA_YOGAS } from './surya.js'
import { inLanguage, joinTexts, text } from '../../readings/text.js'
import type { Occurrence, YogaDefinition, YogaFinding, YogaFindingText, YogaRule } from './types.js'
import { VIPARITA_EXCHANGE_YOGAS } from './viparita-exchange.js'

export type { YogaDefinition, YogaFinding, YogaFindingText, YogaStatus, YogaStrength } from './types.js'

/** In the order of jyotisha.md §4. */
const RULES: readonly YogaRule[] = [
  ...MAHAPURUSHA_YOGAS,
  ...CHANDRA_YOGAS,
  ...SURYA_YOGAS,
  ...RAJA_DHANA_YOGAS,
  ...VIPARITA_EXCHANGE_YOGAS,
  ...OTHER_YOGAS,
  ...NABHASA_YOGAS,
  ...DOSHA_YOGAS,
]

/** Every yoga the engine evaluates, in the order findings are returned. */
export const YOGA_CATALOGUE: readonly YogaDefinition[] = RULES.map(({ name, category, sources }) => ({
  name,
  category,
  sources,
}))

const UNKNOWN_TIME_NOTE = text(
  'The birth time is unknown, so the lagna is taken as the Moon’s sign.',
  'जन्म का समय ज्ञात नहीं है, इसलिए चंद्रमा की राशि को ही लग्न माना गया है।',
)

function toFinding(c: ChartFacts, rule: YogaRule, o: Occurrence): YogaFindingText {
  const planets = byGrahaOrder(o.planets)
  const reason = c.timeKnown ? o.reason : joinTexts([o.reason, UNKNOWN_TIME_NOTE])
  return {
    name: rule.name,
    category: rule.category,
    status: o.status ?? 'formed',
    reason: text(capitalize(reason.en), reason.hi),
    planets,
    houses: uniqueSorted(o.houses ?? planets.map((g) => c.grahas[g].house)),
    description: rule.description,
    sources: [...rule.sources],
    strength: rateStrength(c, planets, { adverse: rule.adverse ?? false, spoiled: o.spoiled ?? false }),
    countedFrom: o.fromMoon || !c.timeKnown ? 'moon sign' : 'ascendant',
  }
}

/**
 * The yogas formed (or formed and then cancelled) in chart `c`, in catalogue order, their reasons and
 * descriptions in each language; a yoga that occurs
 * more than once (a raja yoga per pair of lords, Neecha Bhanga per planet, Parivartana per exchange) is
 * reported once per occurrence, in the order Sun … Saturn. Deterministic; never reports absent yogas.
 */
export function findYogaTexts(c: ChartFacts): YogaFindingText[] {
  return RULES.flatMap((rule) => rule.find(c).map((o) => toFinding(c, rule, o)))
}

/** The yogas of chart `c` (findYogaTexts) in English, as the readings and the report read them. */
export function findYogas(c: ChartFacts): YogaFinding[] {
  return inLanguage(findYogaTexts(c), 'en')
}

/**
 * Whether the chart cancels the debilitation of `g`: a Neecha Bhanga Raja finding names one cancelled
 * planet, the one whose placement opens its reason (its other grahas are the cancellers, which may be
 * debilitated themselves without being cancelled).
 */
export function debilitationCancelled(c: ChartFacts, yogas: readonly YogaFinding[], g: Graha): boolean {
  if (c.grahas[g].dignity !== 'debilitated') return false
  const opening = `${placed(c, g)} is debilitated`.toLowerCase()
  return yogas.some(
    (y) =>
      y.name === 'Neecha Bhanga Raja' && y.status === 'formed' && y.reason.toLowerCase().startsWith(opening),
  )
}
