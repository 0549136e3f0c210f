/**
 * The whole chart of spec §2.3 / §4.1 (without the envelope and the computationId): the core chart,
 * the Western aspects, the yogas, the Western block and, with a location, the relocated frame and the
 * astrocartography lines near it.
 */
import type { Ephemeris } from '../astro/index.js'
import { westernAspects, type Aspect, type AspectPoint } from './aspects.js'
import { astrocartography, type AcgLineHit } from './astrocartography.js'
import type { BirthInput } from './birth.js'
import {
  birthSummary,
  computeCoreChart,
  type AscendantPlace,
  type BirthSummary,
  type ChartSettings,
  type Conventions,
  type DashaBlock,
  type DashaDepth,
  type HousePlace,
  type PlanetPlace,
  type VargaChart,
} from './chart.js'
import { inLanguage, text, type TextLanguage } from '../readings/text.js'
import { GRAHAS, type Graha } from './grahas.js'
import { relocation, type Relocation } from './relocation.js'
import { chartStrength, type AshtakavargaBlock, type StrengthBlock } from './strength.js'
import { ascendantSpeedDegPerDay, westernBlock, type WesternBlock } from './western.js'
import { findYogaTexts, type YogaFinding } from './yogas/index.js'

export interface ChartRequestInput {
  birth: BirthInput
  settings: ChartSettings
  includeDasha: boolean
  /** The daśā timeline's levels (default all three). */
  dashaDepth?: DashaDepth | undefined
  western: boolean
  /** Add `strength` and `ashtakavarga` (default false). */
  includeStrength?: boolean | undefined
  location?: { latitude: number; longitude: number; orbDegrees: number } | undefined
}

export interface RelocationBlock {
  latitude: number
  longitude: number
  /** Null when the birth time is unknown: the relocated frame needs it. */
  ascendant: Relocation['ascendant'] | null
  midheaven: Relocation['midheaven'] | null
  houses: Relocation['houses'] | null
  angularPlanets: Relocation['angularPlanets'] | null
  astrocartography: {
    tradition: 'western'
    classical: false
    orbDegrees: number
    /** Lines within `orbDegrees` of the place, nearest first; null when the birth time is unknown. */
    lines: AcgLineHit[] | null
  }
  note: string | null
}

export interface ChartContent {
  birth: BirthSummary
  conventions: Conventions
  ascendant: AscendantPlace
  planets: PlanetPlace[]
  houses: HousePlace[]
  aspects: Aspect[]
  yogas: YogaFinding[]
  divisionals: VargaChart[]
  dasha: DashaBlock | null
  western?: WesternBlock
  relocation?: RelocationBlock
  strength?: StrengthBlock
  ashtakavarga?: AshtakavargaBlock | null
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

const TIME_NEEDED = text(
  'The birth time is unknown, so the relocated ascendant, houses and the astrocartography lines, which ' +
    'all turn with the Earth in a day, are left out rather than guessed.',
  'जन्म का समय ज्ञात नहीं है, इसलिए नए स्थान का लग्न, भाव और एस्ट्रोकार्टोग्राफी की रेखाएँ, जो सब पृथ्वी के ' +
    'घूमने के साथ एक दिन में घूम जाती हैं, अनुमान से भरने के बजाय छोड़ दी गई हैं।',
)

/** The full chart for a validated request at request time `nowMs`, its sentences in `language`. */
export function computeChart(
  eph: Ephemeris,
  req: ChartRequestInput,
  nowMs: number,
  language: TextLanguage = 'en',
): ChartContent {
  const core = computeCoreChart(eph, req.birth, req.settings, req.includeDasha, nowMs, req.dashaDepth)
  const { instant, grahas, facts, resolved } = core.internal
  const place = { latDeg: req.birth.latitude, lonDeg: req.birth.longitude }

  // Western aspects between the grahas (the Rahu–Ketu pair is skipped by westernAspects) and, with the
  // time known, the ascendant.
  const points: AspectPoint[] = GRAHAS.map((g: Graha) => ({
    name: g,
    longitude: grahas[g].longitude,
    speedDegPerDay: grahas[g].speed,
  }))
  if (resolved.timeKnown && facts.lagnaLongitude !== null) {
    points.push({
      name: 'Ascendant',
      longitude: facts.lagnaLongitude,
      speedDegPerDay: ascendantSpeedDegPerDay(eph, instant, place),
    })
  }
  const aspects = westernAspects(points).map((a) => ({ ...a, orb: round6(a.orb) }))

  const out: ChartContent = {
    birth: birthSummary(resolved, language),
    conventions: core.conventions,
    ascendant: core.ascendant,
    planets: core.planets,
    houses: core.houses,
    aspects,
    yogas: inLanguage(findYogaTexts(facts), language),
    divisionals: core.divisionals,
    dasha: core.dasha,
  }
  if (req.includeStrength) {
    const s = chartStrength(eph, core, req.birth, language)
    out.strength = s.strength
    out.ashtakavarga = s.ashtakavarga
  }
  if (req.western) {
    out.western = westernBlock(eph, instant, place, {
      timeKnown: resolved.timeKnown,
      nodeType: req.settings.nodeType,
      language,
    })
  }
  if (req.location) {
    const at = { latDeg: req.location.latitude, lonDeg: req.location.longitude }
    const orbDegrees = req.location.orbDegrees
    if (resolved.timeKnown) {
      const longitudes = Object.fromEntries(GRAHAS.map((g) => [g, grahas[g].longitude])) as Record<
        Graha,
        number
      >
      const r = relocation(eph, instant, at, longitudes, 'lahiri')
      out.relocation = {
        latitude: req.location.latitude,
        longitude: req.location.longitude,
        ascendant: r.ascendant,
        midheaven: r.midheaven,
        houses: r.houses,
        angularPlanets: r.angularPlanets,
        astrocartography: {
          tradition: 'western',
          classical: false,
          orbDegrees,
          lines: astrocartography(eph, instant, at, orbDegrees, { nodeType: req.settings.nodeType }),
        },
        note: null,
      }
    } else {
      out.relocation = {
        latitude: req.location.latitude,
        longitude: req.location.longitude,
        ascendant: null,
        midheaven: null,
        houses: null,
        angularPlanets: null,
        astrocartography: { tradition: 'western', classical: false, orbDegrees, lines: null },
        note: TIME_NEEDED[language],
      }
    }
  }
  return out
}
