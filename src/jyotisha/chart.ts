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
import { resolveBirth, type BirthInput, type Resolution, type ResolvedBirth } from './birth.js'
import {
  birthStar,
  cyclePosition,
  dashaBalanceYears,
  vimshottariSpans,
  type DashaLord,
  type DashaYearKind,
} from './dasha.js'
import {
  checkTimeline,
  currentDasha,
  fixedYearScale,
  offsetRenderer,
  renderTimeline,
  solarYearScale,
  timeSpans,
  type CurrentDasha,
  type DashaPeriod,
  type TimedSpan,
  type YearScale,
} from './dasha-calendar.js'
import type { Dignity } from './dignity.js'
import { buildFacts, type ChartFacts } from './facts.js'
import { GRAHAS, lordOf, SIGNS_SANSKRIT, type Graha, type Planet, type SignSanskrit } from './grahas.js'
import { VARGA_NAMES, VARGAS, vargaSign } from './vargas.js'

export const NODE_TYPES = ['mean', 'true'] as const
export type NodeType = (typeof NODE_TYPES)[number]

export interface ChartSettings {
  nodeType: NodeType
  dashaYear: DashaYearKind
}

export const DEFAULT_SETTINGS: ChartSettings = { nodeType: 'mean', dashaYear: 'sidereal' }

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

export interface DashaBlock {
  balanceAtBirth: { planet: DashaLord; years: number }
  current: CurrentDasha | null
  timeline: DashaPeriod[]
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
const MS_PER_DAY = 86_400_000
const HALF_DAY_MS = MS_PER_DAY / 2

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

/** The year scale of a convention; for the solar year, measured over the timeline's 120 years. */
function yearScale(eph: Ephemeris, kind: DashaYearKind, birthMs: number, span: [number, number]): YearScale {
  return kind === 'solar' ? solarYearScale(eph, birthMs, span) : fixedYearScale(kind, birthMs)
}

/**
 * The Vimśottarī daśā of a birth: balance, the current periods at `nowMs`, and the 729-period timeline
 * in the birth zone's local time. With the birth time unknown each period also carries the earliest and
 * latest start that a birth anywhere in that local day gives. Throws IntegrityError('dasha') when the
 * timeline fails its checks.
 */
export function computeDasha(
  eph: Ephemeris,
  birth: BirthInput,
  resolved: ResolvedBirth,
  moonLongitude: number,
  dashaYear: DashaYearKind,
  nowMs: number,
): { block: DashaBlock; scale: YearScale } {
  const position = cyclePosition(moonLongitude)
  const spansYears = vimshottariSpans(position)
  const scale = yearScale(eph, dashaYear, resolved.epochMs, [
    spansYears[0]!.startYears,
    spansYears[8]!.endYears,
  ])
  const spans = timeSpans(spansYears, scale)
  const lord = birthStar(moonLongitude).lord
  const failure = checkTimeline(spans, resolved.epochMs, lord, scale)
  if (failure) throw new IntegrityError('dasha', failure)
  const zone = zoneHistory(birth.timezone)
  const render = offsetRenderer(zone, (birth.longitude / 15) * 60)
  let range: { earliest: (s: TimedSpan) => number; latest: (s: TimedSpan) => number } | undefined
  if (!resolved.timeKnown) range = dayRange(eph, resolved.epochMs, position, scale)
  const balance = dashaBalanceYears(moonLongitude)
  return {
    block: {
      balanceAtBirth: { planet: balance.lord, years: round6(balance.years) },
      current: currentDasha(spans, nowMs, render),
      timeline: renderTimeline(spans, render, range),
    },
    scale,
  }
}

/**
 * With the birth time unknown the chart is cast for noon; a birth at the day's first or last instant
 * moves the Moon by up to ~15° and every dasha boundary with it. A period that starts y dasha years
 * after a birth at cycle position P starts at birth + (y + P_noon − P)·year, so the latest start comes
 * from the day's start and the earliest from its end.
 */
function dayRange(
  eph: Ephemeris,
  noonMs: number,
  noonPosition: number,
  scale: YearScale,
): { earliest: (s: TimedSpan) => number; latest: (s: TimedSpan) => number } {
  // The local day is taken as noon ± 12 hours (an hour off on the two daylight-saving days a year).
  const startOfDay = noonMs - HALF_DAY_MS
  const endOfDay = noonMs + HALF_DAY_MS
  const positionAt = (ms: number) =>
    cyclePosition(eph.position('Moon', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon)
  let p0 = positionAt(startOfDay)
  let p1 = positionAt(endOfDay)
  if (p0 > noonPosition) p0 -= 120
  if (p1 < noonPosition) p1 += 120
  const yearMs = scale.daysPerYear * MS_PER_DAY
  const latestShift = startOfDay - noonMs + (noonPosition - p0) * yearMs
  const earliestShift = endOfDay - noonMs + (noonPosition - p1) * yearMs
  return { earliest: (s) => s.startMs + earliestShift, latest: (s) => s.startMs + latestShift }
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
    const d = computeDasha(eph, birth, resolved, grahas.Moon.longitude, settings.dashaYear, nowMs)
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

function birthSummary(resolved: ResolvedBirth): BirthSummary {
  return {
    utc: new Date(Math.round(resolved.epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    utcOffset: resolved.utcOffset,
    zoneAbbreviation: resolved.zoneAbbreviation,
    resolution: resolved.resolution,
    timeKnown: resolved.timeKnown,
    note: resolved.note,
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

/** The daśā of a birth on its own (/v1/dasha): no houses or vargas are computed. */
export function computeDashaOnly(
  eph: Ephemeris,
  birth: BirthInput,
  settings: ChartSettings,
  nowMs: number,
): { birth: BirthSummary; conventions: Conventions; dasha: DashaBlock } {
  const resolved = resolveBirth(birth)
  const t = eph.instant(resolved.epochMs)
  const moon = normalizeDeg(eph.position('Moon', t.jdTt, { ayanamsa: 'lahiri' }).lon)
  const d = computeDasha(eph, birth, resolved, moon, settings.dashaYear, nowMs)
  return {
    birth: birthSummary(resolved),
    conventions: conventionsOf(settings, eph.ayanamsa('lahiri', t.jdTt, false), d.scale.daysPerYear),
    dasha: d.block,
  }
}

/** Consistency checks run on every chart (422 chart_integrity_failed when one fails). */
export function checkChart(c: CoreChart): string | null {
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
