/**
 * Transits of a birth chart at an instant (gochara), Saturn over the natal Moon, Jupiter and Saturn's
 * double transit, and the sign ingresses over a span: the content of `POST /v1/transits`.
 */
import { COVERAGE_END_MS, COVERAGE_START_MS, type Ephemeris } from '../../astro/index.js'
import { ashtakavarga } from '../ashtakavarga/index.js'
import type { BirthInput } from '../birth.js'
import { computeCoreChart, grahaLongitudes, type ChartSettings, type CoreChart } from '../chart.js'
import { GRAHAS, type Graha, type Planet } from '../grahas.js'
import { doubleTransits, gochara, type DoubleTransit, type GocharaPlace } from './gochara.js'
import { allIngresses, type Ingress } from './ingress.js'
import { cachedPlanetIngresses } from './ingress-cache.js'
import {
  KANTAKA_HOUSES,
  ASHTAMA_HOUSE,
  passagesThrough,
  sadeSatis,
  staysOf,
  type SadeSatiPhase,
  type SignStay,
} from './saturn.js'

export * from './gochara.js'
export * from './ingress.js'
export * from './ingress-cache.js'
export * from './ingress-table.js'
export * from './saturn.js'

/** At most this long a span of ingresses (ten years). */
export const MAX_TRANSIT_SPAN_YEARS = 10
const DAYS_PER_YEAR = 365.25
/** Saturn is searched this far back for the start of a Sade Sati running at `date` (a Sade Sati lasts
 *  at most about 8.5 years), and this far ahead for the next (Saturn's period is 29.5 years). */
const SATURN_BACK_YEARS = 9
const SATURN_AHEAD_YEARS = 31

export interface SaturnPassage {
  /** Saturn is in the house at `date`. */
  active: boolean
  stays: SignStay[]
}

export interface TransitsResult {
  core: CoreChart
  /** Natal reference signs: the Moon's, and the lagna's (null when the birth time is unknown). */
  moonSign: number
  lagnaSign: number | null
  places: (GocharaPlace & { longitude: number; retrograde: boolean })[]
  sadeSati: {
    active: boolean
    phase: SadeSatiPhase | null
    /** The stays of the Sade Sati running at `date`, or of the next one. */
    spans: { phase: SadeSatiPhase; stay: SignStay }[]
  }
  /** Saturn in the 8th from the Moon: its stays of the passage running at `date`, or of the next one. */
  ashtamaShani: SaturnPassage
  /** Saturn in the 4th, 7th or 10th from the Moon: the passage running at `date`, or the next one. */
  kantakaShani: SaturnPassage & { house: number | null }
  doubleTransit: DoubleTransit[]
  ingresses: Ingress[]
  /** Ephemeris evaluations made by the searches (the benchmark). */
  searchCalls: number
}

/** The grahas at the last instant asked for (readings of two charts at one date, as compatibility makes,
 *  ask twice): a pure function of the instant and the node, kept for one instant per thread. */
let lastTransit: {
  eph: Ephemeris
  jdTt: number
  nodeType: ChartSettings['nodeType']
  longitudes: ReturnType<typeof grahaLongitudes>
} | null = null
function transitLongitudes(
  eph: Ephemeris,
  t: ReturnType<Ephemeris['instant']>,
  nodeType: ChartSettings['nodeType'],
): Readonly<ReturnType<typeof grahaLongitudes>> {
  const l = lastTransit
  if (l && l.eph === eph && l.jdTt === t.jdTt && l.nodeType === nodeType) return l.longitudes
  const longitudes = grahaLongitudes(eph, t, nodeType)
  lastTransit = { eph, jdTt: t.jdTt, nodeType, longitudes }
  return longitudes
}

/**
 * The transits at `dateMs` of the birth `birth`, and the ingresses in (dateMs, untilMs] when `untilMs`
 * is given. Houses are counted from the natal Moon sign and from the lagna (whole signs); with the
 * birth time unknown, from the Moon only (`lagnaSign` null).
 */
export function computeTransits(
  eph: Ephemeris,
  birth: BirthInput,
  settings: ChartSettings,
  dateMs: number,
  untilMs: number | null,
  /** The birth chart, when the caller has it already (cast with the same settings). */
  natal?: CoreChart,
): TransitsResult {
  const core = natal ?? computeCoreChart(eph, birth, settings, false, dateMs)
  const natalSign = {} as Record<Graha, number>
  for (const p of core.planets) natalSign[p.planet] = Math.floor(p.longitude / 30)
  const moonSign = natalSign.Moon
  const timeKnown = core.ascendant.basis === 'ascendant'
  const lagnaSign = timeKnown ? Math.floor(core.ascendant.longitude / 30) : null

  // The lagna is one of the eight contributors of every planet's aṣṭakavarga: with the birth time
  // unknown the bindus are unknown too (null), not guessed from the Moon.
  const bhinna =
    lagnaSign === null
      ? null
      : (ashtakavarga({ ...natalSign, Ascendant: lagnaSign } as Record<Planet | 'Ascendant', number>)
          .bhinna as Record<Planet, number[]>)

  const t = eph.instant(dateMs)
  const now = transitLongitudes(eph, t, settings.nodeType)
  const transitSign = {} as Record<Graha, number>
  for (const g of GRAHAS) transitSign[g] = Math.floor(now[g].longitude / 30)
  const places = gochara(transitSign, moonSign, lagnaSign, bhinna).map((p) => ({
    ...p,
    longitude: now[p.planet].longitude,
    retrograde: now[p.planet].speed < 0,
  }))

  // Saturn's stays around `date`: the Sade Sati running then, else the next one.
  // Within the ephemeris coverage: near its ends a stay is cut at the edge (flagged open).
  const back = Math.max(t.jdTt - SATURN_BACK_YEARS * DAYS_PER_YEAR, eph.instant(COVERAGE_START_MS).jdTt)
  const ahead = Math.min(t.jdTt + SATURN_AHEAD_YEARS * DAYS_PER_YEAR, eph.instant(COVERAGE_END_MS - 1).jdTt)
  const saturn = cachedPlanetIngresses(eph, 'Saturn', back, ahead, settings.nodeType)
  const saturnStart = Math.floor(eph.position('Saturn', back, { ayanamsa: 'lahiri' }).lon / 30)
  const stays = staysOf(saturnStart, saturn.ingresses, back, ahead)
  const cycles = sadeSatis(moonSign, stays)
  const running = cycles.find((c) => c[0]!.stay.startJdTt <= t.jdTt && c.at(-1)!.stay.endJdTt > t.jdTt)
  const next = cycles.find((c) => c[0]!.stay.startJdTt > t.jdTt)
  const within = running?.find((p) => p.stay.startJdTt <= t.jdTt && p.stay.endJdTt > t.jdTt)

  let ingresses: Ingress[] = []
  let searchCalls = saturn.calls
  if (untilMs !== null) {
    const r = allIngresses(eph, t.jdTt, eph.instant(untilMs).jdTt, settings.nodeType, cachedPlanetIngresses)
    ingresses = r.ingresses
    searchCalls += r.calls
  }
  // The first passage not yet over: the one running at `date`, or the next.
  const passage = (house: number) =>
    passagesThrough(moonSign, stays, house).find((p) => p.at(-1)!.endJdTt > t.jdTt)
  const isActive = (p: readonly SignStay[] | undefined) =>
    p?.some((s) => s.startJdTt <= t.jdTt && s.endJdTt > t.jdTt) ?? false
  const ashtama = passage(ASHTAMA_HOUSE)
  const kantaka = KANTAKA_HOUSES.map((house) => ({ house, stays: passage(house) }))
    .filter((k) => k.stays !== undefined)
    .sort((x, y) => x.stays![0]!.startJdTt - y.stays![0]!.startJdTt)[0]
  return {
    core,
    moonSign,
    lagnaSign,
    places,
    sadeSati: {
      active: within !== undefined,
      phase: within?.phase ?? null,
      spans: running ?? next ?? [],
    },
    ashtamaShani: { active: isActive(ashtama), stays: ashtama ?? [] },
    kantakaShani: {
      active: isActive(kantaka?.stays),
      house: kantaka?.house ?? null,
      stays: kantaka?.stays ?? [],
    },
    doubleTransit: doubleTransits(transitSign.Jupiter, transitSign.Saturn, lagnaSign ?? moonSign, natalSign),
    ingresses,
    searchCalls,
  }
}
