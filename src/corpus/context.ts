/**
 * What the rules are evaluated over: a chart's facts (placements, dignities, yogas, ṣaḍbala, vargas,
 * aṣṭakavarga, chara kārakas) and, for a reference date, the running daśā lords and the transits.
 * Built from plain values, so tests can build one from stated placements.
 */
import { SIGNS } from '../astro/index.js'
import type { ChartFacts } from '../jyotisha/facts.js'
import type { Graha, Planet } from '../jyotisha/grahas.js'
import { PLANETS } from '../jyotisha/grahas.js'
import type { YogaFinding } from '../jyotisha/yogas/index.js'
import { KARAKAS, type Karaka, type Varga } from './vocabulary.js'

export type LevelName = 'chapter' | 'period' | 'stretch'

export interface VargaPlaces {
  /** Sign index of the varga's lagna; null when the birth time is unknown. */
  lagnaSign: number | null
  signs: Readonly<Record<Graha, number>>
}

export interface NatalContext {
  facts: ChartFacts
  yogas: readonly YogaFinding[]
  /** Ṣaḍbala over the BPHS minimum per planet; null without a birth time (or with no sunrise). */
  shadbalaRatio: Readonly<Record<Planet, number>> | null
  /** Sarvāṣṭakavarga bindus per sign (Aries first); null without a birth time. */
  sarva: readonly number[] | null
  vargas: Readonly<Partial<Record<Varga, VargaPlaces>>>
  karakas: Readonly<Record<Karaka, Planet>>
}

export interface TransitPlace {
  signIndex: number
  houseFromMoon: number
  favourable: boolean
  vedha: readonly Graha[]
  bindus: number | null
}

export interface TimeContext {
  /** The running lords at the reference date, outermost first (Vimśottarī). */
  mahadasha: Graha | null
  antardasha: Graha | null
  transits: Readonly<Record<Graha, TransitPlace>>
  sadeSati: 'rising' | 'peak' | 'setting' | null
  /** Houses (from the lagna, or the Moon without a time) that Jupiter and Saturn both touch. */
  doubleTransitHouses: ReadonlySet<number>
}

export interface ReadingContext {
  natal: NatalContext
  time: TimeContext | null
}

/**
 * Chara kārakas by the seven-kāraka scheme (BPHS 32.1–12, Sun to Saturn): ranked by degrees within the
 * sign, highest first; a tie goes to the graha earlier in the order Sun … Saturn.
 */
export function charaKarakas(facts: ChartFacts): Record<Karaka, Planet> {
  const ranked = [...PLANETS].sort((a, b) => facts.grahas[b].degree - facts.grahas[a].degree)
  const out = {} as Record<Karaka, Planet>
  KARAKAS.forEach((k, i) => (out[k] = ranked[i]!))
  return out
}

/** Varga signs from the chart's divisional blocks (sign names), keyed by division ('D9', …). */
export function vargaPlaces(
  divisionals: readonly {
    division: string
    ascendant: { sign: string } | null
    planets: readonly { planet: Graha; sign: string }[]
  }[],
): Partial<Record<Varga, VargaPlaces>> {
  const out: Partial<Record<Varga, VargaPlaces>> = {}
  for (const d of divisionals) {
    const signs = {} as Record<Graha, number>
    for (const p of d.planets) signs[p.planet] = SIGNS.indexOf(p.sign as (typeof SIGNS)[number])
    out[d.division as Varga] = {
      lagnaSign: d.ascendant ? SIGNS.indexOf(d.ascendant.sign as (typeof SIGNS)[number]) : null,
      signs,
    }
  }
  return out
}
