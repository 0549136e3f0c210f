/**
 * The rashi chart (spec §2.3, §4.1): birth instant, Lahiri sidereal positions of the nine grahas,
 * the ascendant, whole-sign houses, dignities, divisional charts and the Vimśottarī daśā, every
 * convention stated in the answer. The Western block, aspects, yogas, relocation and
 * astrocartography are added by full-chart.ts on top of what this file computes.
 */
import {
  anglesAt,
  eclipticPlace,
  normalizeDeg,
  SIGNS,
  zoneHistory,
  type Ephemeris,
  type Instant,
  type Nakshatra,
  type Sign,
} from '../astro/index.js'
import {
  BirthDataError,
  resolveBirth,
  type BirthInput,
  type Resolution,
  type ResolvedBirth,
} from './birth.js'
import {
  cyclePosition,
  cyclesToCover,
  DASHA_LEVELS,
  vimshottariSpans,
  type DashaLord,
  type DashaYearKind,
} from './dasha.js'
import {
  currentDasha,
  dayRange,
  offsetRenderer,
  renderTimeline,
  timeSpans,
  yearScale,
  type DashaPeriod,
  type RenderedPeriod,
  type TimedSpan,
  type YearScale,
  type YearSpan,
} from './dasha-calendar.js'
import type { CharaChart } from './dasha-chara.js'
import {
  charaRun,
  vimshottariRun,
  yoginiRun,
  type CharaBalance,
  type CharaConventions,
  type CharaPeriod,
  type DashaBlockOf,
  type DashaRun,
  type DashaSystem,
  type VimshottariBalance,
  type YoginiBalance,
  type YoginiConventions,
  type YoginiPeriod,
} from './dasha-systems.js'
import type { Yogini } from './dasha-yogini.js'
import type { Dignity } from './dignity.js'
import { buildFacts, type ChartFacts } from './facts.js'
import { GRAHAS, lordOf, SIGNS_SANSKRIT, type Graha, type Planet, type SignSanskrit } from './grahas.js'
import { VARGA_NAMES, VARGAS, vargaSign } from './vargas.js'
import type { TextLanguage } from '../readings/text.js'

export const NODE_TYPES = ['mean', 'true'] as const
export type NodeType = (typeof NODE_TYPES)[number]

export interface ChartSettings {
  nodeType: NodeType
  dashaYear: DashaYearKind
}

export const DEFAULT_SETTINGS: ChartSettings = { nodeType: 'mean', dashaYear: 'sidereal' }

/** Levels of a daśā timeline an answer carries (request `dashaDepth`): 1 the mahādaśās alone, 2 with
 *  their antardaśās, 3 (the default) with the pratyantardaśās too. A system with fewer levels (Yoginī,
 *  Chara: two) gives all it has for 2 and 3. */
export const DASHA_DEPTHS = [1, 2, 3] as const
export type DashaDepth = (typeof DASHA_DEPTHS)[number]
export const DEFAULT_DASHA_DEPTH: DashaDepth = 3

/** A chart or dasha failed a consistency check: answered 422, never returned. */
export class IntegrityError extends Error {
  override name = 'IntegrityError'
  constructor(
    readonly kind: 'chart' | 'dasha',
    message: string,
  ) {
    super(message)
  }
}

export interface Conventions {
  ayanamsa: 'lahiri'
  /** True (with nutation) Lahiri ayanamsa at the birth instant, degrees. */
  ayanamsaDegrees: number
  nodeType: NodeType
  dashaYear: DashaYearKind
  dashaYearDays: number
  houseSystem: 'whole_sign'
  /** /v1/dasha with a `system` other than Vimśottarī: that system's conventions. */
  dashaSystem?: YoginiConventions | CharaConventions
}

export interface BirthSummary {
  utc: string
  utcOffset: string
  zoneAbbreviation: string
  resolution: Resolution
  timeKnown: boolean
  note: string
}

export interface PlanetPlace {
  planet: Graha
  sign: Sign
  signSanskrit: SignSanskrit
  house: number
  degree: number
  longitude: number
  speed: number
  retrograde: boolean
  nakshatra: Nakshatra | null
  pada: number | null
  dignity: Dignity | null
  combust: boolean
}

export interface AscendantPlace {
  sign: Sign
  signSanskrit: SignSanskrit
  degree: number
  longitude: number
  nakshatra: Nakshatra | null
  pada: number | null
  /** `ascendant`, or `moon` when the birth time is unknown and the Moon's sign stands in (chandra lagna). */
  basis: 'ascendant' | 'moon'
}

export interface HousePlace {
  house: number
  sign: Sign
  signSanskrit: SignSanskrit
  /** Whole-sign houses begin at 0° of their sign. */
  degree: number
  lord: Planet
}

export interface VargaChart {
  division: string
  name: string
  /** Null when the birth time is unknown (a divisional ascendant needs the exact time). */
  ascendant: { sign: Sign; signSanskrit: SignSanskrit; vargottama: boolean } | null
  planets: { planet: Graha; sign: Sign; signSanskrit: SignSanskrit; vargottama: boolean }[]
}

export type DashaBlock = DashaBlockOf<DashaLord, DashaPeriod, VimshottariBalance>
export type YoginiBlock = DashaBlockOf<Yogini, YoginiPeriod, YoginiBalance>
export type CharaBlock = DashaBlockOf<Sign, CharaPeriod, CharaBalance>

/** The block of each daśā system. */
export interface DashaBlocks {
  vimshottari: DashaBlock
  yogini: YoginiBlock
  chara: CharaBlock
}

/** The core of a chart, before the optional blocks. */
export interface CoreChart {
  birth: BirthSummary
  conventions: Conventions
  ascendant: AscendantPlace
  planets: PlanetPlace[]
  houses: HousePlace[]
  divisionals: VargaChart[]
  dasha: DashaBlock | null
  /** For the blocks added on top: facts for rules, the instant, raw longitudes and speeds. */
  internal: {
    instant: Instant
    resolved: ResolvedBirth
    facts: ChartFacts
    grahas: Record<Graha, { longitude: number; speed: number }>
  }
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

/** Sidereal (Lahiri) apparent longitudes and speeds of the nine grahas; Ketu is the node + 180°. */
export function grahaLongitudes(
  eph: Ephemeris,
  t: Instant,
  nodeType: NodeType,
): Record<Graha, { longitude: number; speed: number }> {
  const out = {} as Record<Graha, { longitude: number; speed: number }>
  for (const g of GRAHAS) {
    if (g === 'Ketu') continue
    const body = g === 'Rahu' ? (nodeType === 'mean' ? 'MeanNode' : 'TrueNode') : g
    const p = eph.position(body, t.jdTt, { ayanamsa: 'lahiri' })
    out[g] = { longitude: normalizeDeg(p.lon), speed: p.lonSpeed }
  }
  out.Ketu = { longitude: normalizeDeg(out.Rahu.longitude + 180), speed: out.Rahu.speed }
  return out
}

function place(lon: number) {
  const p = eclipticPlace(lon, true)
  const signIndex = Math.min(11, Math.floor(p.longitude / 30))
  return { ...p, signIndex, signSanskrit: SIGNS_SANSKRIT[signIndex]! }
}

/**
 * The Vimśottarī daśā of a birth: balance, the current periods at `nowMs`, and the 729-period timeline
 * in the birth zone's local time. With the birth time unknown each period also carries the earliest and
 * latest start that a birth anywhere in that local day gives. Throws IntegrityError('dasha') when the
 * timeline fails its checks.
 */
function computeDasha(
  eph: Ephemeris,
  birth: BirthInput,
  resolved: ResolvedBirth,
  moonLongitude: number,
  dashaYear: DashaYearKind,
  nowMs: number,
  /** The levels rendered (request `dashaDepth`), or for the readings `reading`: the third level only
   *  along the periods running at `nowMs` (renderTimeline), and the order run on into further cycles so
   *  that periods run from birth to `READING_HORIZON_YEARS` past `nowMs`, however long ago the birth was. */
  depth: DashaDepth | 'reading' = DEFAULT_DASHA_DEPTH,
  /** Cycles of the order to run (default: one, or for the readings as many as reach the horizon). */
  cycles = depth === 'reading'
    ? cyclesToCover(yearsBetween(resolved.epochMs, nowMs) + READING_HORIZON_YEARS)
    : 1,
): { block: DashaBlock; scale: YearScale } {
  return datedDasha(eph, birth, resolved, dashaYear, nowMs, vimshottariRun(moonLongitude, cycles), depth)
}

/** How far past the reference date the readings look (interpret's timing windows, timing's ranges: ten
 *  years), with a year to spare. */
const READING_HORIZON_YEARS = 11

const yearsBetween = (fromMs: number, toMs: number) => (toMs - fromMs) / (365.25 * 86_400_000)

/**
 * Any daśā system's run dated in the birth zone's local time under one year-length convention (the solar
 * year measured over its own timeline): checked (IntegrityError('dasha') on a failure), rendered, with the
 * periods running at `nowMs`; for a Moon-entered system with the birth time unknown, each start's range.
 */
function datedDasha<S extends YearSpan<S>, L, P extends RenderedPeriod<P>, B extends { years: number }>(
  eph: Ephemeris,
  birth: BirthInput,
  resolved: ResolvedBirth,
  dashaYear: DashaYearKind,
  nowMs: number,
  run: DashaRun<S, L, P, B>,
  /** The levels rendered, or `reading` (computeDasha). */
  depth: DashaDepth | 'reading' = DEFAULT_DASHA_DEPTH,
): { block: DashaBlockOf<L, P, B>; scale: YearScale } {
  const span: [number, number] = [run.spans[0]!.startYears, run.spans.at(-1)!.endYears]
  const scale = yearScale(eph, dashaYear, resolved.epochMs, span)
  const spans = timeSpans(run.spans, scale, run.lordOf)
  const failure = run.check(spans, resolved.epochMs, scale)
  if (failure) throw new IntegrityError('dasha', failure)
  const zone = zoneHistory(birth.timezone)
  const render = offsetRenderer(zone, (birth.longitude / 15) * 60)
  const range = !resolved.timeKnown && run.moon ? dayRange(eph, resolved.epochMs, run.moon, scale) : undefined
  return {
    block: {
      balanceAtBirth: { ...run.balance, years: round6(run.balance.years) },
      current: currentDasha(spans, nowMs, render),
      timeline:
        depth === 'reading'
          ? renderTimeline(spans, render, run.period, range, nowMs)
          : renderTimeline(cutSpans(spans, depth), render, run.period, range),
    },
    scale,
  }
}

/** The timeline cut to its first `depth` levels, for rendering only: the checks and the current periods
 *  have read the whole of it. Rendering is most of a timeline's cost (a full Vimśottarī one is 729
 *  periods, 81 to depth 2, 9 to depth 1), and a period without sub-periods is rendered without
 *  `antardashas`. */
function cutSpans<L>(spans: readonly TimedSpan<L>[], depth: DashaDepth): readonly TimedSpan<L>[] {
  const cut = (s: TimedSpan<L>, level: number): TimedSpan<L> => ({
    ...s,
    children: level < depth ? s.children.map((c) => cut(c, level + 1)) : [],
  })
  return depth >= DASHA_LEVELS.length ? spans : spans.map((s) => cut(s, 1))
}

/**
 * The chart without its optional blocks. `nowMs` is the request time (the current dasha). Throws
 * BirthDataError for birth data that names no instant, IntegrityError when a check fails.
 */
export function computeCoreChart(
  eph: Ephemeris,
  birth: BirthInput,
  settings: ChartSettings,
  includeDasha: boolean,
  nowMs: number,
  /** The daśā's levels (request `dashaDepth`; default all three), or for the readings `reading`: the
   *  third level only along the periods running at `nowMs`. */
  dashaDepth: DashaDepth | 'reading' = DEFAULT_DASHA_DEPTH,
): CoreChart {
  const resolved = resolveBirth(birth)
  const t = eph.instant(resolved.epochMs)
  const grahas = grahaLongitudes(eph, t, settings.nodeType)
  const ayanamsaDegrees = eph.ayanamsa('lahiri', t.jdTt, false)

  let lagnaLongitude: number | null = null
  let dayBirth: boolean | null = null
  if (resolved.timeKnown) {
    const angles = anglesAt(
      eph,
      t,
      { latDeg: birth.latitude, lonDeg: birth.longitude },
      {
        houseSystem: 'whole_sign',
        zodiac: 'sidereal',
        ayanamsa: 'lahiri',
      },
    )
    lagnaLongitude = angles.ascendant.longitude
    // The Sun is above the horizon when it is in the half of the zodiac from the descendant through
    // the midheaven to the ascendant (houses 7–12 counted from the ascendant degree).
    dayBirth = normalizeDeg(grahas.Sun.longitude - lagnaLongitude) >= 180
  }
  const facts = buildFacts({ lagnaLongitude, grahas, dayBirth })

  const ascLon = lagnaLongitude ?? grahas.Moon.longitude
  const a = place(ascLon)
  const ascendant: AscendantPlace = {
    sign: a.sign,
    signSanskrit: a.signSanskrit,
    degree: round6(a.degree),
    longitude: round6(a.longitude),
    nakshatra: a.nakshatra,
    pada: a.pada,
    basis: resolved.timeKnown ? 'ascendant' : 'moon',
  }

  const planets: PlanetPlace[] = GRAHAS.map((g) => {
    const f = facts.grahas[g]
    const p = place(f.longitude)
    return {
      planet: g,
      sign: p.sign,
      signSanskrit: p.signSanskrit,
      house: f.house,
      degree: round6(p.degree),
      longitude: round6(p.longitude),
      speed: round6(f.speed),
      retrograde: f.retrograde,
      nakshatra: p.nakshatra,
      pada: p.pada,
      dignity: f.dignity,
      combust: f.combust,
    }
  })

  const houses: HousePlace[] = Array.from({ length: 12 }, (_, i) => {
    const s = (facts.lagnaSign + i) % 12
    return { house: i + 1, sign: SIGNS[s]!, signSanskrit: SIGNS_SANSKRIT[s]!, degree: 0, lord: lordOf(s) }
  })

  const divisionals: VargaChart[] = VARGAS.map((n) => {
    let ascendant: VargaChart['ascendant'] = null
    if (lagnaLongitude !== null) {
      const s = vargaSign(n, lagnaLongitude)
      ascendant = { sign: SIGNS[s]!, signSanskrit: SIGNS_SANSKRIT[s]!, vargottama: s === facts.lagnaSign }
    }
    const planets = GRAHAS.map((g) => {
      const s = vargaSign(n, facts.grahas[g].longitude)
      return {
        planet: g,
        sign: SIGNS[s]!,
        signSanskrit: SIGNS_SANSKRIT[s]!,
        vargottama: s === facts.grahas[g].sign,
      }
    })
    return { division: `D${n}`, name: VARGA_NAMES[n], ascendant, planets }
  })

  let dasha: DashaBlock | null = null
  let dashaYearDays: number
  if (includeDasha) {
    const d = computeDasha(eph, birth, resolved, grahas.Moon.longitude, settings.dashaYear, nowMs, dashaDepth)
    dasha = d.block
    dashaYearDays = d.scale.daysPerYear
  } else {
    const spans = vimshottariSpans(cyclePosition(grahas.Moon.longitude))
    const span: [number, number] = [spans[0]!.startYears, spans[8]!.endYears]
    dashaYearDays = yearScale(eph, settings.dashaYear, resolved.epochMs, span).daysPerYear
  }

  const core: CoreChart = {
    birth: birthSummary(resolved),
    conventions: conventionsOf(settings, ayanamsaDegrees, dashaYearDays),
    ascendant,
    planets,
    houses,
    divisionals,
    dasha,
    internal: { instant: t, resolved, facts, grahas },
  }
  const failure = checkChart(core)
  if (failure) throw new IntegrityError('chart', failure)
  return core
}

/** The birth's resolution, its note in `language`. */
export function birthSummary(resolved: ResolvedBirth, language: TextLanguage = 'en'): BirthSummary {
  return {
    utc: new Date(Math.round(resolved.epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    utcOffset: resolved.utcOffset,
    zoneAbbreviation: resolved.zoneAbbreviation,
    resolution: resolved.resolution,
    timeKnown: resolved.timeKnown,
    note: resolved.note[language],
  }
}

function conventionsOf(settings: ChartSettings, ayanamsaDegrees: number, dashaYearDays: number): Conventions {
  return {
    ayanamsa: 'lahiri',
    ayanamsaDegrees: round6(ayanamsaDegrees),
    nodeType: settings.nodeType,
    dashaYear: settings.dashaYear,
    dashaYearDays: round6(dashaYearDays),
    houseSystem: 'whole_sign',
  }
}

/**
 * The daśā of a birth on its own (/v1/dasha) in `system` (Vimśottarī by default): no houses or vargas are
 * computed. The Chara daśā starts from the lagna, so it needs the birth time: without it, BirthDataError.
 */
export function computeDashaOnly<K extends DashaSystem = 'vimshottari'>(
  eph: Ephemeris,
  birth: BirthInput,
  settings: ChartSettings,
  nowMs: number,
  system?: K,
  /** Vimśottarī: run the order on past its first 120 years until this instant (the readings' ranges). */
  coverToMs?: number,
  /** The timeline's levels (request `dashaDepth`; default all). */
  depth: DashaDepth = DEFAULT_DASHA_DEPTH,
  /** The language of the birth's note. */
  language: TextLanguage = 'en',
): { birth: BirthSummary; conventions: Conventions; dasha: DashaBlocks[K] } {
  const resolved = resolveBirth(birth)
  const t = eph.instant(resolved.epochMs)
  const moon = () => normalizeDeg(eph.position('Moon', t.jdTt, { ayanamsa: 'lahiri' }).lon)
  let d: { block: DashaBlocks[DashaSystem]; scale: YearScale }
  let dashaSystem: Conventions['dashaSystem']
  switch (system ?? 'vimshottari') {
    case 'yogini': {
      const run = yoginiRun(moon())
      d = datedDasha(eph, birth, resolved, settings.dashaYear, nowMs, run, depth)
      dashaSystem = run.conventions
      break
    }
    case 'chara': {
      if (!resolved.timeKnown) {
        throw new BirthDataError('time', 'is required for the Chara daśā, which starts from the lagna')
      }
      const run = charaRun(charaChartAt(eph, t, birth, settings.nodeType))
      d = datedDasha(eph, birth, resolved, settings.dashaYear, nowMs, run, depth)
      dashaSystem = run.conventions
      break
    }
    default:
      d = computeDasha(
        eph,
        birth,
        resolved,
        moon(),
        settings.dashaYear,
        nowMs,
        depth,
        coverToMs === undefined ? 1 : cyclesToCover(yearsBetween(resolved.epochMs, coverToMs)),
      )
  }
  const conventions = conventionsOf(settings, eph.ayanamsa('lahiri', t.jdTt, false), d.scale.daysPerYear)
  return {
    birth: birthSummary(resolved, language),
    conventions: dashaSystem ? { ...conventions, dashaSystem } : conventions,
    dasha: d.block as DashaBlocks[K],
  }
}

/** The chart as the Chara daśā reads it: the lagna's and each graha's sign as the chart places them
 *  (facts.ts), and each graha's degree within its sign (a tie-break between co-lords). */
function charaChartAt(eph: Ephemeris, t: Instant, birth: BirthInput, nodeType: NodeType): CharaChart {
  const grahas = grahaLongitudes(eph, t, nodeType)
  const place = { latDeg: birth.latitude, lonDeg: birth.longitude }
  const frame = { houseSystem: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'lahiri' } as const
  const lagnaLongitude = anglesAt(eph, t, place, frame).ascendant.longitude
  const facts = buildFacts({ lagnaLongitude, grahas, dayBirth: null })
  const signOf = {} as Record<Graha, number>
  const degreeInSign = {} as Record<Graha, number>
  for (const g of GRAHAS) {
    signOf[g] = facts.grahas[g].sign
    degreeInSign[g] = facts.grahas[g].degree
  }
  return { lagnaSign: facts.lagnaSign, signOf, degreeInSign }
}

/** Consistency checks run on every chart (422 chart_integrity_failed when one fails). */
function checkChart(c: CoreChart): string | null {
  if (c.planets.length !== 9) return 'the chart does not have nine grahas'
  if (c.houses.length !== 12 || new Set(c.houses.map((h) => h.sign)).size !== 12) {
    return 'the houses do not cover the twelve signs'
  }
  for (const p of c.planets) {
    if (!Number.isFinite(p.longitude) || p.longitude < 0 || p.longitude >= 360)
      return 'a longitude is out of range'
    if (!(p.degree >= 0 && p.degree < 30)) return 'a degree within a sign is out of range'
    if (c.houses[p.house - 1]?.sign !== p.sign) return 'a graha’s house does not match its sign'
  }
  const rahu = c.internal.grahas.Rahu.longitude
  const ketu = c.internal.grahas.Ketu.longitude
  if (Math.abs(normalizeDeg(ketu - rahu) - 180) > 1e-9) return 'Ketu is not opposite Rahu'
  if (c.houses[0]!.sign !== c.ascendant.sign) return 'the first house is not the ascendant’s sign'
  if (c.divisionals.length !== 16) return 'the chart does not have sixteen divisional charts'
  for (const v of c.divisionals) {
    if (v.planets.length !== 9) return 'a divisional chart does not place nine grahas'
    if (v.division === 'D1' && v.planets.some((p, i) => p.sign !== c.planets[i]!.sign)) {
      return 'the rashi chart does not match the planets'
    }
  }
  if (
    !Number.isFinite(c.conventions.ayanamsaDegrees) ||
    c.conventions.ayanamsaDegrees < 20 ||
    c.conventions.ayanamsaDegrees > 28
  ) {
    return 'the ayanamsa is out of range'
  }
  return null
}
