/**
 * A reading context for one birth at a reference date: the chart with its daśā, strength, yogas and
 * vargas, and the transits and running daśā levels at the date.
 */
import type { Ephemeris } from '../astro/index.js'
import type { BirthInput } from '../jyotisha/birth.js'
import { computeCoreChart, type ChartSettings, type CoreChart } from '../jyotisha/chart.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import type { Graha, Planet } from '../jyotisha/grahas.js'
import { chartStrength } from '../jyotisha/strength.js'
import { computeTransits, type TransitsResult } from '../jyotisha/transits/index.js'
import { findYogas } from '../jyotisha/yogas/index.js'
import {
  charaKarakas,
  vargaPlaces,
  type LevelName,
  type ReadingContext,
  type TransitPlace,
} from './context.js'

export interface RunningLevel {
  level: LevelName
  planet: Graha
  start: string
  end: string
  /** The period record, with its sub-periods (none at the last level). */
  period: DashaPeriod
}

export interface ChartReading {
  /** The instants read: the birth, and the reference date (ms since the epoch, UTC). */
  birthMs: number
  referenceMs: number
  core: CoreChart
  transits: TransitsResult
  /** Mahādaśā, antardaśā and pratyantardaśā running at the reference date (fewer at the timeline's edge). */
  levels: RunningLevel[]
  ctx: ReadingContext
}

const LEVELS: readonly LevelName[] = ['chapter', 'period', 'stretch']

/** The periods running at `atMs`, outermost first, down the nested timeline. */
export function runningLevels(timeline: readonly DashaPeriod[], atMs: number): RunningLevel[] {
  const out: RunningLevel[] = []
  let list: readonly DashaPeriod[] | undefined = timeline
  for (const level of LEVELS) {
    const p: DashaPeriod | undefined = list?.find(
      (x) => Date.parse(x.start) <= atMs && atMs < Date.parse(x.end),
    )
    if (!p) break
    out.push({ level, planet: p.planet, start: p.start, end: p.end, period: p })
    list = p.antardashas
  }
  return out
}

/** Everything the corpus reads, for `birth` at `referenceMs`. */
export function chartReading(
  eph: Ephemeris,
  birth: BirthInput,
  settings: ChartSettings,
  referenceMs: number,
): ChartReading {
  // The daśā's third level only along the periods running at the reference date: all a reading reads.
  const core = computeCoreChart(eph, birth, settings, true, referenceMs, 'reading')
  const { facts } = core.internal
  const strength = chartStrength(eph, core, birth)
  const shadbala = strength.strength.shadbala
  const shadbalaRatio = shadbala
    ? (Object.fromEntries(shadbala.map((r) => [r.planet, r.ratio])) as Record<Planet, number>)
    : null
  const transits = computeTransits(eph, birth, settings, referenceMs, null, core)
  const levels = core.dasha ? runningLevels(core.dasha.timeline, referenceMs) : []
  const places = {} as Record<Graha, TransitPlace>
  for (const p of transits.places) places[p.planet] = p
  const ctx: ReadingContext = {
    natal: {
      facts,
      yogas: findYogas(facts),
      shadbalaRatio,
      sarva: strength.ashtakavarga?.sarva ?? null,
      vargas: vargaPlaces(core.divisionals),
      karakas: charaKarakas(facts),
    },
    time: {
      mahadasha: levels[0]?.planet ?? null,
      antardasha: levels[1]?.planet ?? null,
      transits: places,
      sadeSati: transits.sadeSati.phase,
      // The house itself, occupied or fully aspected by both (the words say "your 10th house"); a touch
      // of its lord alone is reported by /v1/transits, not read as the house touched.
      doubleTransitHouses: new Set(
        transits.doubleTransit.filter((d) => d.jupiter.house && d.saturn.house).map((d) => d.house),
      ),
    },
  }
  return { birthMs: core.internal.resolved.epochMs, referenceMs, core, transits, levels, ctx }
}
