/**
 * The daśā systems of /v1/dasha: Vimśottarī (dasha.ts; the default, and /v1/chart's),
 * Yoginī (dasha-yogini.ts) and Jaimini's Chara (dasha-chara.ts). Each is a DashaRun that the calendar
 * (dasha-calendar.ts, through chart.ts datedDasha) dates alike under one year-length convention: its
 * periods in daśā years, the name it gives each, the checks its timeline passes on every call, its
 * balance at birth and the conventions it echoes.
 */
import { SIGNS, type Sign } from '../astro/index.js'
import {
  checkLevels,
  checkNakshatraDasha,
  checkTimeline,
  type CurrentDasha,
  type DashaPeriod,
  type MoonCycle,
  type NakshatraDashaRule,
  type RenderedPeriod,
  type TimedSpan,
  type YearScale,
  type YearSpan,
} from './dasha-calendar.js'
import { charaDirection, charaSpans, charaYears, type CharaChart, type CharaSpan } from './dasha-chara.js'
import {
  CYCLE_YEARS,
  cyclePosition,
  dashaBalanceYears,
  vimshottariSpans,
  type DashaLevel,
  type DashaLord,
  type DashaSpan,
} from './dasha.js'
import {
  YOGINI_CYCLE_YEARS,
  YOGINI_CYCLES,
  YOGINI_PLANET,
  YOGINI_YEARS,
  YOGINIS,
  yoginiBalanceYears,
  yoginiCyclePosition,
  yoginiSpans,
  type Yogini,
  type YoginiSpan,
} from './dasha-yogini.js'
import type { Graha } from './grahas.js'

export const DASHA_SYSTEMS = ['vimshottari', 'yogini', 'chara'] as const
export type DashaSystem = (typeof DASHA_SYSTEMS)[number]

const MS_PER_DAY = 86_400_000

/** A system's daśā as answered: the balance at birth, the periods running now, the timeline. */
export interface DashaBlockOf<L, P, B> {
  balanceAtBirth: B
  current: CurrentDasha<L> | null
  timeline: P[]
}

/** A daśā system for one birth, ready for the calendar: `S` its spans, `L` the name of a period, `P` a
 *  rendered period, `B` the balance at birth. */
export interface DashaRun<
  S extends YearSpan<S>,
  L,
  P extends RenderedPeriod<P>,
  B extends { years: number },
> {
  spans: readonly S[]
  lordOf(s: S): L
  period(s: TimedSpan<L>, start: string, end: string): P
  /** The system's consistency checks: the first failure, or null. */
  check(timed: readonly TimedSpan<L>[], birthMs: number, scale: YearScale): string | null
  /** Its years unrounded. */
  balance: B
  /** A daśā entered from the Moon's nakshatra: its cycle and the Moon, for the start ranges of an unknown
   *  birth time. */
  moon?: { cycle: MoonCycle; lonDeg: number }
  /** Echoed in `conventions.dashaSystem`; none for Vimśottarī, whose conventions are the spec's. */
  conventions?: YoginiConventions | CharaConventions
}

// ---- Vimśottarī ------------------------------------------------------------------------------------

export interface VimshottariBalance {
  planet: DashaLord
  years: number
}

/** The Vimśottarī daśā (BPHS 46, 51; dasha.ts) of a birth with the Moon at `moonLonDeg` (sidereal,
 *  degrees): nine mahādaśās from the one running at birth (nine more per further cycle), to the
 *  pratyantardaśā. */
export function vimshottariRun(
  moonLonDeg: number,
  cycles = 1,
): DashaRun<DashaSpan, DashaLord, DashaPeriod, VimshottariBalance> {
  const balance = dashaBalanceYears(moonLonDeg)
  return {
    spans: vimshottariSpans(cyclePosition(moonLonDeg), cycles),
    lordOf: (s) => s.lord,
    period: (s, start, end) => ({ planet: s.lord, level: s.level, start, end }),
    check: (timed, birthMs, scale) => checkTimeline(timed, birthMs, balance.lord, scale, cycles),
    balance: { planet: balance.lord, years: balance.years },
    moon: { cycle: { years: CYCLE_YEARS, position: cyclePosition }, lonDeg: moonLonDeg },
  }
}

// ---- Yoginī ----------------------------------------------------------------------------------------

export interface YoginiPeriod extends RenderedPeriod<YoginiPeriod> {
  yogini: Yogini
  planet: Graha
  level: DashaLevel
  start: string
  end: string
}

export interface YoginiBalance {
  yogini: Yogini
  planet: Graha
  years: number
}

/** What the Yoginī daśā echoes in `conventions.dashaSystem` (src/schemas/dasha.ts describes each). */
export const YOGINI_CONVENTIONS = {
  system: 'yogini',
  source: 'Brihat Parashara Hora Shastra',
  cycleYears: YOGINI_CYCLE_YEARS,
  cycles: YOGINI_CYCLES,
  antardashaRule: 'proportional_from_own_yogini',
} as const
export type YoginiConventions = typeof YOGINI_CONVENTIONS

const YOGINI_RULE: NakshatraDashaRule<Yogini> = {
  name: 'yoginī',
  order: YOGINIS,
  years: YOGINI_YEARS,
  cycleYears: YOGINI_CYCLE_YEARS,
  mahadashas: YOGINIS.length * YOGINI_CYCLES,
  levels: 2,
}

/** The Yoginī daśā (BPHS 46.195–199; dasha-yogini.ts) of a birth with the Moon at `moonLonDeg` (sidereal,
 *  degrees): four 36-year cycles from the mahādaśā running at birth, each mahādaśā with eight antardaśās. */
export function yoginiRun(moonLonDeg: number): DashaRun<YoginiSpan, Yogini, YoginiPeriod, YoginiBalance> {
  const balance = yoginiBalanceYears(moonLonDeg)
  return {
    spans: yoginiSpans(moonLonDeg),
    lordOf: (s) => s.yogini,
    period: (s, start, end) => ({
      yogini: s.lord,
      planet: YOGINI_PLANET[s.lord],
      level: s.level,
      start,
      end,
    }),
    check: (timed, birthMs, scale) => checkNakshatraDasha(timed, birthMs, balance.yogini, scale, YOGINI_RULE),
    balance: { yogini: balance.yogini, planet: YOGINI_PLANET[balance.yogini], years: balance.years },
    moon: { cycle: { years: YOGINI_CYCLE_YEARS, position: yoginiCyclePosition }, lonDeg: moonLonDeg },
    conventions: YOGINI_CONVENTIONS,
  }
}

// ---- Chara -----------------------------------------------------------------------------------------

export interface CharaPeriod extends RenderedPeriod<CharaPeriod> {
  sign: Sign
  level: DashaLevel
  start: string
  end: string
}

/** The first mahādaśā, the lagna's sign: it starts at birth, so its whole length is the balance. */
export interface CharaBalance {
  sign: Sign
  years: number
}

/** What the Chara daśā echoes in `conventions.dashaSystem`, with this chart's `direction`
 *  (src/schemas/dasha.ts describes each). */
export const CHARA_CONVENTIONS = {
  system: 'chara',
  source: 'Jaimini Upadesa Sutras',
  variant: 'kn_rao',
  exaltationAdjustment: false,
  countingRule: 'savya_forward_apasavya_backward',
  directionRule: 'ninth_sign_savya',
  cycles: 2,
  secondCycle: 'twelve_minus_first',
  antardashaRule: 'equal_from_next_sign',
} as const
export type CharaConventions = typeof CHARA_CONVENTIONS & {
  /** This chart's order of mahādaśās from the lagna's sign. */
  direction: 'zodiacal' | 'reverse'
}

const mod12 = (n: number) => ((n % 12) + 12) % 12

/**
 * The checks a Chara timeline must pass (run on every call): the mahādaśās the twelve signs from the
 * lagna's (so the first is the lagna's) in the lagna's direction with their first-cycle years, then those
 * of the second cycle (12 − the first, a sign of 0 years left out); each mahādaśā's twelve antardaśās from
 * the next sign in its own direction, its own sign last, equal, tiling it exactly; every period strictly
 * positive; the first mahādaśā starting at birth. With fixed years every length is checked to the second.
 */
export function checkChara(
  spans: readonly TimedSpan<Sign>[],
  birthMs: number,
  chart: CharaChart,
  scale: YearScale,
): string | null {
  const step = charaDirection(chart.lagnaSign)
  const order = Array.from({ length: 12 }, (_, k) => mod12(chart.lagnaSign + step * k))
  const first = order.map((sign) => ({ sign, years: charaYears(sign, chart) }))
  const expected = [...first, ...first.map(({ sign, years }) => ({ sign, years: 12 - years }))].filter(
    (e) => e.years > 0,
  )
  const fixed = scale.kind !== 'solar'
  const yearMs = scale.daysPerYear * MS_PER_DAY
  const found = checkLevels(spans, 2, (parent) => {
    if (!parent) {
      const lengthMs = (k: number) => expected[k]!.years * yearMs
      return {
        count: expected.length,
        lordAt: (k) => SIGNS[expected[k]!.sign]!,
        order: 'Chara',
        ...(fixed ? { lengthMs } : {}),
      }
    }
    const sign = SIGNS.indexOf(parent.lord)
    const direction = charaDirection(sign)
    const lengthMs = () => (parent.endMs - parent.startMs) / 12
    return {
      count: 12,
      lordAt: (k) => SIGNS[mod12(sign + direction * (k + 1))]!,
      order: 'Chara',
      ...(fixed ? { lengthMs } : {}),
    }
  })
  if (found) return found
  if (spans[0]!.startMs !== Math.round(birthMs)) return 'the first mahadasha does not start at birth'
  return null
}

/** Chara daśā (K. N. Rao) of a chart whose birth time is known (the lagna needs it). */
export function charaRun(chart: CharaChart): DashaRun<CharaSpan, Sign, CharaPeriod, CharaBalance> {
  const spans = charaSpans(chart)
  return {
    spans,
    lordOf: (s) => SIGNS[s.sign]!,
    period: (s, start, end) => ({ sign: s.lord, level: s.level, start, end }),
    check: (timed, birthMs, scale) => checkChara(timed, birthMs, chart, scale),
    balance: { sign: SIGNS[spans[0]!.sign]!, years: spans[0]!.endYears - spans[0]!.startYears },
    conventions: {
      ...CHARA_CONVENTIONS,
      direction: charaDirection(chart.lagnaSign) === 1 ? 'zodiacal' : 'reverse',
    },
  }
}
