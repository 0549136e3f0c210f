/**
 * The domain's event in words, as /v1/interpret gives it: the windows event-period.ts ranks by the
 * agreement of the timing methods, each with its dates, ages, level, the methods that agree and a
 * confidence; and what each method says of the best one (`methodAgreement`).
 */
import type { Ephemeris } from '../astro/index.js'
import { named, ordinal } from '../corpus/describe.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { BirthInput } from '../jyotisha/birth.js'
import type { ChartSettings } from '../jyotisha/chart.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import { housesLordedBy, occupantsOfHouse } from '../jyotisha/facts.js'
import type { Graha } from '../jyotisha/grahas.js'
import { DOMAIN_PROFILES } from './domains.js'
import {
  domainSigns,
  eventWindows,
  type RankedWindow,
  type Stretch,
  type TimingMethod,
} from './event-period.js'
import { ageAt } from './time.js'
import { joinWords } from './words.js'

export type { TimingMethod } from './event-period.js'
export type Confidence = 'high' | 'moderate' | 'low'

/** The stretch of a window where the most methods hold at once. */
export interface ClosestStretch {
  start: string
  end: string
  ageStart: number
  ageEnd: number
  level: Stretch['level']
  /** Mahādaśā, antardaśā and, where one speaks for the event, the pratyantardaśā. */
  lords: Graha[]
  agreeing: TimingMethod[]
}

export interface EventWindow {
  start: string
  end: string
  ageStart: number
  ageEnd: number
  level: 'antardasha'
  /** The Vimśottarī lords running it: mahādaśā and antardaśā. */
  lords: Graha[]
  agreeing: TimingMethod[]
  checked: TimingMethod[]
  confidence: Confidence
  closest: ClosestStretch
  description: string
}

export interface EventTiming {
  eventType: string
  significators: Graha[]
  status: 'occurred_or_overdue' | 'current' | 'upcoming' | 'unknown'
  window: {
    ageStart: number
    ageEnd: number
    startYear: number
    endYear: number
    level: 'antardasha'
    coActivation: boolean
  } | null
  windows: EventWindow[]
  note: string
}

export interface MethodView {
  method: TimingMethod
  agrees: boolean
  says: string
}

export interface MethodAgreement {
  event: string
  significators: Graha[]
  methods: MethodView[]
  agreement: 'full' | 'partial' | 'none'
  summary: string
}

const METHOD_WORDS: Readonly<Record<TimingMethod, string>> = {
  vimshottari: 'Vimshottari dasha',
  transits: 'the double transit of Jupiter and Saturn',
  yogini: 'Yogini dasha',
  chara: 'Chara dasha',
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'] as const

/** "is confirmed by all three other methods", "by one of the three", "by none of the three". */
const confirmedBy = (n: number, of: number) =>
  n === of
    ? `is confirmed by ${of === 1 ? 'the other method' : `all ${COUNT_WORDS[of]} other methods`}`
    : n === 0
      ? `is confirmed by none of the ${COUNT_WORDS[of]} other methods`
      : `is confirmed by ${COUNT_WORDS[n]} of the ${COUNT_WORDS[of]} other methods`
const round1 = (x: number) => Math.round(x * 10) / 10
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7)

/**
 * How much a window's agreement is worth, in words: every method asked agrees (`high`), all but one
 * (`moderate`), fewer (`low`). The published measure (docs/readings.md, `npm run timing:validate`) found
 * that windows so chosen hold the event no more often than windows of the same width placed by age alone,
 * so no window is ever `high`: the most the chart says is that the methods meet there.
 */
export function windowConfidence(agreeing: number, checked: number): Confidence {
  return agreeing >= checked - 1 ? 'moderate' : 'low'
}

/** How a lord speaks for the domain, in words true of the chart: a significator, or its tie to one of the
 *  domain's houses (ruling it or sitting in it). */
function tieOf(reading: ChartReading, domain: Domain, sig: readonly Graha[], g: Graha): string {
  const profile = DOMAIN_PROFILES[domain]
  const f = reading.ctx.natal.facts
  if (sig.includes(g)) return `is a significator of ${profile.words}`
  const h = profile.houses.find((x) => housesLordedBy(f, g).includes(x))
  if (h !== undefined) return `rules your ${ordinal(h)} house`
  const o = profile.houses.find((x) => occupantsOfHouse(f, x).includes(g))
  return `sits in your ${ordinal(o!)} house`
}

/** Ages in whole years, as words say them: "ages 56 to 59", "age 21". */
function agesWords(from: number, to: number): string {
  const a = Math.floor(from)
  const b = Math.floor(to)
  return a === b ? `age ${a}` : `ages ${a} to ${b}`
}

const periodName = (w: RankedWindow) => `${w.md}–${w.ad}`
const stretchName = (w: RankedWindow) => `${w.md}–${w.ad}${w.closest.pd ? `–${w.closest.pd}` : ''}`

/** Where in a window the methods meet most closely, in a sentence; empty when that is the whole window or
 *  Vimśottarī alone with no pratyantardaśā to narrow it. */
function closestWords(w: RankedWindow): string {
  const c = w.closest
  if (c.startMs === w.startMs && c.endMs === w.endMs) return ''
  const when = `${monthOf(c.startMs)} to ${monthOf(c.endMs)}`
  if (c.agreeing.length > 1) {
    const n = c.agreeing.length
    const who =
      n === w.agreeing.length
        ? `${n === 2 ? 'both' : `all ${COUNT_WORDS[n]}`} hold at once`
        : `${joinWords(c.agreeing.map((m) => METHOD_WORDS[m]))} hold together`
    return ` The methods meet most closely from ${when} (${stretchName(w)}), where ${who}.`
  }
  return c.pd ? ` Within it the ${stretchName(w)} sub-period (${when}) speaks for it most closely.` : ''
}

function windowOf(reading: ChartReading, w: RankedWindow): EventWindow {
  const confidence = windowConfidence(w.agreeing.length, w.checked.length)
  const missing = w.checked.filter((m) => !w.agreeing.includes(m))
  const others = w.agreeing.filter((m) => m !== 'vimshottari')
  const age = (ms: number) => round1(ageAt(reading, ms))
  const c = w.closest
  return {
    start: isoDate(w.startMs),
    end: isoDate(w.endMs),
    ageStart: age(w.startMs),
    ageEnd: age(w.endMs),
    level: 'antardasha',
    lords: [w.md, w.ad],
    agreeing: w.agreeing,
    checked: w.checked,
    confidence,
    closest: {
      start: isoDate(c.startMs),
      end: isoDate(c.endMs),
      ageStart: age(c.startMs),
      ageEnd: age(c.endMs),
      level: c.level,
      lords: [w.md, w.ad, ...(c.pd ? [c.pd] : [])],
      agreeing: c.agreeing,
    },
    description:
      `${periodName(w)} (${monthOf(w.startMs)} to ${monthOf(w.endMs)}, ${agesWords(ageAt(reading, w.startMs), ageAt(reading, w.endMs))}): ` +
      (others.length
        ? `Vimshottari dasha is confirmed within it by ${joinWords(others.map((m) => METHOD_WORDS[m]))}`
        : 'Vimshottari dasha alone points here') +
      (missing.length
        ? `; ${joinWords(missing.map((m) => METHOD_WORDS[m]))} ${missing.length > 1 ? 'do' : 'does'} not.`
        : '.') +
      closestWords(w),
  }
}

/** What Vimśottarī says of the best window: which lords run it, and how they speak for the domain. */
function vimshottariView(
  reading: ChartReading,
  domain: Domain,
  sig: readonly Graha[],
  w: RankedWindow,
): MethodView {
  const tie = (g: Graha) => tieOf(reading, domain, sig, g)
  const when = `(${monthOf(w.startMs)} to ${monthOf(w.endMs)})`
  const pd = w.closest.pd
    ? ` Within it the sub-period of ${named(w.closest.pd)}, which ${tie(w.closest.pd)}, speaks for it most closely.`
    : ''
  return {
    method: 'vimshottari',
    agrees: true,
    says:
      (w.md === w.ad
        ? `The ${w.md}–${w.ad} period ${when} is run at both levels by ${named(w.md)}, which ${tie(w.md)}.`
        : `The ${w.md}–${w.ad} period ${when} joins ${named(w.md)}, which ${tie(w.md)}, and ${named(w.ad)}, which ${tie(w.ad)}.`) +
      pd,
  }
}

/** What the transits say of the best window: Jupiter and Saturn on the domain's house and its lord. */
function transitView(reading: ChartReading, domain: Domain, w: RankedWindow): MethodView {
  const { house, lord } = domainSigns(reading, domain)
  const h = ordinal(house)
  return {
    method: 'transits',
    agrees: w.agreeing.includes('transits'),
    says: w.agreeing.includes('transits')
      ? `Within that period Jupiter and Saturn both occupy or aspect your ${h} house and, at the same time, the sign holding its lord, ${named(lord)}.`
      : w.houseTransit
        ? `Within that period Jupiter and Saturn together touch your ${h} house, but never the sign holding its lord, ${named(lord)}, at the same time.`
        : `Within that period Jupiter and Saturn never occupy or aspect your ${h} house at the same time.`,
  }
}

const yoginiView = (w: RankedWindow): MethodView => ({
  method: 'yogini',
  agrees: w.agreeing.includes('yogini'),
  says: w.agreeing.includes('yogini')
    ? 'Within that period Yogini dasha runs two lords that speak for it as well.'
    : 'Within that period Yogini dasha never runs a pair of lords that speaks for it.',
})

function charaView(reading: ChartReading, domain: Domain, w: RankedWindow): MethodView {
  const { house, lord } = domainSigns(reading, domain)
  return {
    method: 'chara',
    agrees: w.agreeing.includes('chara'),
    says: w.agreeing.includes('chara')
      ? `Within that period Chara dasha runs the sign of your ${ordinal(house)} house or the sign holding its lord, ${named(lord)}.`
      : `Within that period Chara dasha runs neither the sign of your ${ordinal(house)} house nor the sign holding its lord.`,
  }
}

/** How far the timing methods agree on the best window: all asked, at least two, or Vimśottarī alone. */
function methodAgreementOf(domain: Domain, sig: Graha[], methods: MethodView[]): MethodAgreement {
  const words = DOMAIN_PROFILES[domain].event.words
  const agreeing = methods.filter((m) => m.agrees).length
  const agreement: MethodAgreement['agreement'] =
    agreeing === methods.length && agreeing > 1 ? 'full' : agreeing >= 2 ? 'partial' : 'none'
  const of = `${COUNT_WORDS[agreeing]} of the ${COUNT_WORDS[methods.length]} timing methods`
  return {
    event: words,
    significators: sig,
    methods,
    agreement,
    summary:
      agreement === 'full'
        ? `All ${COUNT_WORDS[methods.length]} timing methods meet in the best window for ${words}.`
        : agreement === 'partial'
          ? `${of.charAt(0).toUpperCase()}${of.slice(1)} meet in the best window for ${words}.`
          : methods.length === 1
            ? `No period in the usual ages for ${words} has two lords that both speak for it, so the timing methods have no window to meet in.`
            : `The other timing methods do not confirm any Vimshottari window for ${words}; read its timing loosely.`,
  }
}

/**
 * The domain's event timed by agreement (event-period.ts): its windows in words, the best as the spec's
 * `window`, and what each method says of the best. Without a candidate the event is not timed.
 */
export function eventTimingOf(
  eph: Ephemeris,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  domain: Domain,
  sig: Graha[],
  ads: { md: Graha; p: DashaPeriod }[],
): { event: EventTiming; methodAgreement: MethodAgreement } {
  const profile = DOMAIN_PROFILES[domain]
  const ranked = eventWindows(eph, reading, birth, settings, domain, sig, ads)
  const best = ranked[0]
  if (!best) {
    const says = `No Vimshottari period in the usual ages for ${profile.event.words} has two lords that both speak for it.`
    return {
      event: {
        eventType: profile.event.type,
        significators: sig,
        status: 'unknown',
        window: null,
        windows: [],
        note: `${says} The theme is then read from the periods as they come.`,
      },
      methodAgreement: methodAgreementOf(domain, sig, [{ method: 'vimshottari', agrees: false, says }]),
    }
  }
  const { referenceMs } = reading
  const status: EventTiming['status'] =
    best.endMs <= referenceMs ? 'occurred_or_overdue' : best.startMs <= referenceMs ? 'current' : 'upcoming'
  const windows = ranked.map((w) => windowOf(reading, w))
  const methods = [
    vimshottariView(reading, domain, sig, best),
    transitView(reading, domain, best),
    yoginiView(best),
    ...(best.checked.includes('chara') ? [charaView(reading, domain, best)] : []),
  ]
  const agreeing = best.agreeing.length
  return {
    event: {
      eventType: profile.event.type,
      significators: sig,
      status,
      window: {
        ageStart: windows[0]!.ageStart,
        ageEnd: windows[0]!.ageEnd,
        startYear: new Date(best.startMs).getUTCFullYear(),
        endYear: new Date(best.endMs).getUTCFullYear(),
        level: 'antardasha',
        coActivation: best.houseTransit,
      },
      windows,
      note:
        `The periods in the usual ages for ${profile.event.words} whose two lords both speak for it, ranked by how many other timing methods confirm them and by the strength of their lords. ` +
        `The best, ${periodName(best)}, ${confirmedBy(agreeing - 1, best.checked.length - 1)}. ` +
        (status === 'occurred_or_overdue'
          ? 'It lies before the reference date: if the event came then, the chart described it; if not, the later windows carry the theme again. '
          : '') +
        'Tested against the dated lives of public people, such windows held the event no more often than windows placed by age alone: read them as the times the methods meet, not as a forecast.',
    },
    methodAgreement: methodAgreementOf(domain, sig, methods),
  }
}
