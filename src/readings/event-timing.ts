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
import {
  hiGraha,
  hiMonth,
  hindiOrdinal,
  joinHindi,
  joinTexts,
  text,
  type Localized,
  type Text,
} from './text.js'
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

export interface EventWindowText {
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
  description: Text
}
export type EventWindow = Localized<EventWindowText>

export interface EventTimingText {
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
  windows: EventWindowText[]
  note: Text
}
export type EventTiming = Localized<EventTimingText>

export interface MethodViewText {
  method: TimingMethod
  agrees: boolean
  says: Text
}
export type MethodView = Localized<MethodViewText>

export interface MethodAgreementText {
  event: Text
  significators: Graha[]
  methods: MethodViewText[]
  agreement: 'full' | 'partial' | 'none'
  summary: Text
}
export type MethodAgreement = Localized<MethodAgreementText>

const METHOD_WORDS: Readonly<Record<TimingMethod, string>> = {
  vimshottari: 'Vimshottari dasha',
  transits: 'the double transit of Jupiter and Saturn',
  yogini: 'Yogini dasha',
  chara: 'Chara dasha',
}

const METHOD_HI: Readonly<Record<TimingMethod, string>> = {
  vimshottari: 'विंशोत्तरी दशा',
  transits: 'गुरु और शनि का दोहरा गोचर',
  yogini: 'योगिनी दशा',
  chara: 'चर दशा',
}
/** The same before a postposition (oblique): «गुरु और शनि के दोहरे गोचर से». */
const METHOD_HI_OBLIQUE: Readonly<Record<TimingMethod, string>> = {
  ...METHOD_HI,
  transits: 'गुरु और शनि के दोहरे गोचर',
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'] as const
const COUNT_HI = ['कोई नहीं', 'एक', 'दो', 'तीन', 'चार'] as const

/** "is confirmed by all three other methods", "by one of the three", "by none of the three". */
const confirmedBy = (n: number, of: number): Text =>
  n === of
    ? text(
        `is confirmed by ${of === 1 ? 'the other method' : `all ${COUNT_WORDS[of]} other methods`}`,
        of === 1 ? 'दूसरी विधि से पुष्ट होती है' : `अन्य सभी ${COUNT_HI[of]} विधियों से पुष्ट होती है`,
      )
    : n === 0
      ? text(
          `is confirmed by none of the ${COUNT_WORDS[of]} other methods`,
          `अन्य ${COUNT_HI[of]} विधियों में से किसी से पुष्ट नहीं होती`,
        )
      : text(
          `is confirmed by ${COUNT_WORDS[n]} of the ${COUNT_WORDS[of]} other methods`,
          `अन्य ${COUNT_HI[of]} विधियों में से ${COUNT_HI[n]} से पुष्ट होती है`,
        )
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
function tieOf(reading: ChartReading, domain: Domain, sig: readonly Graha[], g: Graha): Text {
  const profile = DOMAIN_PROFILES[domain]
  const f = reading.ctx.natal.facts
  if (sig.includes(g)) return text(`is a significator of ${profile.words}`, `${profile.hi.words} का कारक है`)
  const h = profile.houses.find((x) => housesLordedBy(f, g).includes(x))
  if (h !== undefined) return text(`rules your ${ordinal(h)} house`, `आपके ${hindiOrdinal(h)} भाव का स्वामी है`)
  const o = profile.houses.find((x) => occupantsOfHouse(f, x).includes(g))
  return text(`sits in your ${ordinal(o!)} house`, `आपके ${hindiOrdinal(o!)} भाव में बैठा है`)
}

/** Ages in whole years, as words say them: "ages 56 to 59", "age 21". */
function agesWords(from: number, to: number): Text {
  const a = Math.floor(from)
  const b = Math.floor(to)
  return a === b ? text(`age ${a}`, `${a} वर्ष की आयु`) : text(`ages ${a} to ${b}`, `${a} से ${b} वर्ष की आयु`)
}

const periodName = (w: RankedWindow): Text => text(`${w.md}–${w.ad}`, `${hiGraha(w.md)}–${hiGraha(w.ad)}`)
const stretchName = (w: RankedWindow): Text =>
  text(
    `${w.md}–${w.ad}${w.closest.pd ? `–${w.closest.pd}` : ''}`,
    `${hiGraha(w.md)}–${hiGraha(w.ad)}${w.closest.pd ? `–${hiGraha(w.closest.pd)}` : ''}`,
  )
/** «2026-08 to 2027-08», «अगस्त 2026 से अगस्त 2027». */
const span = (fromMs: number, toMs: number): Text =>
  text(`${monthOf(fromMs)} to ${monthOf(toMs)}`, `${hiMonth(fromMs)} से ${hiMonth(toMs)}`)

const NONE = text('', '')

/** Where in a window the methods meet most closely, in a sentence; empty when that is the whole window or
 *  Vimśottarī alone with no pratyantardaśā to narrow it. */
function closestWords(w: RankedWindow): Text {
  const c = w.closest
  if (c.startMs === w.startMs && c.endMs === w.endMs) return NONE
  const when = span(c.startMs, c.endMs)
  const name = stretchName(w)
  if (c.agreeing.length > 1) {
    const n = c.agreeing.length
    const all = n === w.agreeing.length
    const who = text(
      all
        ? `${n === 2 ? 'both' : `all ${COUNT_WORDS[n]}`} hold at once`
        : `${joinWords(c.agreeing.map((m) => METHOD_WORDS[m]))} hold together`,
      all
        ? `${n === 2 ? 'दोनों' : `सभी ${COUNT_HI[n]}`} एक साथ लागू होती हैं`
        : `${joinHindi(c.agreeing.map((m) => METHOD_HI[m]))} साथ-साथ लागू होती हैं`,
    )
    return text(
      ` The methods meet most closely from ${when.en} (${name.en}), where ${who.en}.`,
      ` विधियाँ ${when.hi} (${name.hi}) में सबसे निकट मिलती हैं, जहाँ ${who.hi}।`,
    )
  }
  return c.pd
    ? text(
        ` Within it the ${name.en} sub-period (${when.en}) speaks for it most closely.`,
        ` इसके भीतर ${name.hi} की उप-अवधि (${when.hi}) इसके लिए सबसे निकट से बोलती है।`,
      )
    : NONE
}

function windowOf(reading: ChartReading, w: RankedWindow): EventWindowText {
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
    description: windowDescription(reading, w, others, missing),
  }
}

function windowDescription(
  reading: ChartReading,
  w: RankedWindow,
  others: readonly TimingMethod[],
  missing: readonly TimingMethod[],
): Text {
  const name = periodName(w)
  const when = span(w.startMs, w.endMs)
  const ages = agesWords(ageAt(reading, w.startMs), ageAt(reading, w.endMs))
  const closest = closestWords(w)
  return text(
    `${name.en} (${when.en}, ${ages.en}): ` +
      (others.length
        ? `Vimshottari dasha is confirmed within it by ${joinWords(others.map((m) => METHOD_WORDS[m]))}`
        : 'Vimshottari dasha alone points here') +
      (missing.length
        ? `; ${joinWords(missing.map((m) => METHOD_WORDS[m]))} ${missing.length > 1 ? 'do' : 'does'} not.`
        : '.') +
      closest.en,
    `${name.hi} (${when.hi}, ${ages.hi}): ` +
      (others.length
        ? `इसके भीतर विंशोत्तरी दशा की पुष्टि ${joinHindi(others.map((m) => METHOD_HI_OBLIQUE[m]))} से होती है`
        : 'केवल विंशोत्तरी दशा यहाँ संकेत करती है') +
      (missing.length ? `; ${joinHindi(missing.map((m) => METHOD_HI_OBLIQUE[m]))} से पुष्टि नहीं होती।` : '।') +
      closest.hi,
  )
}

/** What Vimśottarī says of the best window: which lords run it, and how they speak for the domain. */
function vimshottariView(
  reading: ChartReading,
  domain: Domain,
  sig: readonly Graha[],
  w: RankedWindow,
): MethodViewText {
  const tie = (g: Graha) => tieOf(reading, domain, sig, g)
  const when = span(w.startMs, w.endMs)
  const name = periodName(w)
  const p = w.closest.pd
  const pd = p
    ? text(
        ` Within it the sub-period of ${named(p)}, which ${tie(p).en}, speaks for it most closely.`,
        ` इसके भीतर ${hiGraha(p)} की प्रत्यंतर्दशा, जो ${tie(p).hi}, इसके लिए सबसे निकट से बोलती है।`,
      )
    : NONE
  const says =
    w.md === w.ad
      ? text(
          `The ${w.md}–${w.ad} period (${when.en}) is run at both levels by ${named(w.md)}, which ${tie(w.md).en}.`,
          `${name.hi} अवधि (${when.hi}) दोनों स्तरों पर ${hiGraha(w.md)} की है, जो ${tie(w.md).hi}।`,
        )
      : text(
          `The ${w.md}–${w.ad} period (${when.en}) joins ${named(w.md)}, which ${tie(w.md).en}, and ${named(w.ad)}, which ${tie(w.ad).en}.`,
          `${name.hi} अवधि (${when.hi}) ${hiGraha(w.md)} को, जो ${tie(w.md).hi}, और ${hiGraha(w.ad)} को, जो ${tie(w.ad).hi}, साथ लाती है।`,
        )
  return { method: 'vimshottari', agrees: true, says: joinTexts([says, pd], '') }
}

/** What the transits say of the best window: Jupiter and Saturn on the domain's house and its lord. */
function transitView(reading: ChartReading, domain: Domain, w: RankedWindow): MethodViewText {
  const { house, lord } = domainSigns(reading, domain)
  const h = ordinal(house)
  const hh = hindiOrdinal(house)
  return {
    method: 'transits',
    agrees: w.agreeing.includes('transits'),
    says: w.agreeing.includes('transits')
      ? text(
          `Within that period Jupiter and Saturn both occupy or aspect your ${h} house and, at the same time, the sign holding its lord, ${named(lord)}.`,
          `उस अवधि में गुरु और शनि दोनों आपके ${hh} भाव पर और उसी समय उसके स्वामी ${hiGraha(lord)} वाली राशि पर बैठते या दृष्टि डालते हैं।`,
        )
      : w.houseTransit
        ? text(
            `Within that period Jupiter and Saturn together touch your ${h} house, but never the sign holding its lord, ${named(lord)}, at the same time.`,
            `उस अवधि में गुरु और शनि मिलकर आपके ${hh} भाव को स्पर्श करते हैं, पर उसी समय उसके स्वामी ${hiGraha(lord)} वाली राशि को नहीं।`,
          )
        : text(
            `Within that period Jupiter and Saturn never occupy or aspect your ${h} house at the same time.`,
            `उस अवधि में गुरु और शनि एक ही समय पर आपके ${hh} भाव में नहीं बैठते, न उस पर एक साथ दृष्टि डालते।`,
          ),
  }
}

const yoginiView = (w: RankedWindow): MethodViewText => ({
  method: 'yogini',
  agrees: w.agreeing.includes('yogini'),
  says: w.agreeing.includes('yogini')
    ? text(
        'Within that period Yogini dasha runs two lords that speak for it as well.',
        'उस अवधि में योगिनी दशा भी ऐसे दो स्वामी चलाती है जो इसके लिए बोलते हैं।',
      )
    : text(
        'Within that period Yogini dasha never runs a pair of lords that speaks for it.',
        'उस अवधि में योगिनी दशा ऐसे स्वामियों का कोई जोड़ा नहीं चलाती जो इसके लिए बोले।',
      ),
})

function charaView(reading: ChartReading, domain: Domain, w: RankedWindow): MethodViewText {
  const { house, lord } = domainSigns(reading, domain)
  const hh = hindiOrdinal(house)
  return {
    method: 'chara',
    agrees: w.agreeing.includes('chara'),
    says: w.agreeing.includes('chara')
      ? text(
          `Within that period Chara dasha runs the sign of your ${ordinal(house)} house or the sign holding its lord, ${named(lord)}.`,
          `उस अवधि में चर दशा आपके ${hh} भाव की राशि या उसके स्वामी ${hiGraha(lord)} वाली राशि चलाती है।`,
        )
      : text(
          `Within that period Chara dasha runs neither the sign of your ${ordinal(house)} house nor the sign holding its lord.`,
          `उस अवधि में चर दशा न आपके ${hh} भाव की राशि चलाती है, न उसके स्वामी वाली राशि।`,
        ),
  }
}

/** How far the timing methods agree on the best window: all asked, at least two, or Vimśottarī alone. */
function methodAgreementOf(domain: Domain, sig: Graha[], methods: MethodViewText[]): MethodAgreementText {
  const profile = DOMAIN_PROFILES[domain]
  const words = profile.event.words
  const hi = profile.hi.event
  const agreeing = methods.filter((m) => m.agrees).length
  const agreement: MethodAgreementText['agreement'] =
    agreeing === methods.length && agreeing > 1 ? 'full' : agreeing >= 2 ? 'partial' : 'none'
  const of = `${COUNT_WORDS[agreeing]} of the ${COUNT_WORDS[methods.length]} timing methods`
  return {
    event: text(words, hi),
    significators: sig,
    methods,
    agreement,
    summary:
      agreement === 'full'
        ? text(
            `All ${COUNT_WORDS[methods.length]} timing methods meet in the best window for ${words}.`,
            `${hi} के लिए सबसे अच्छी अवधि में सभी ${COUNT_HI[methods.length]} समय-निर्धारण विधियाँ मिलती हैं।`,
          )
        : agreement === 'partial'
          ? text(
              `${of.charAt(0).toUpperCase()}${of.slice(1)} meet in the best window for ${words}.`,
              `${hi} के लिए सबसे अच्छी अवधि में ${COUNT_HI[methods.length]} में से ${COUNT_HI[agreeing]} समय-निर्धारण विधियाँ मिलती हैं।`,
            )
          : methods.length === 1
            ? text(
                `No period in the usual ages for ${words} has two lords that both speak for it, so the timing methods have no window to meet in.`,
                `${hi} की सामान्य आयु में ऐसी कोई अवधि नहीं है जिसके दोनों स्वामी इसके लिए बोलते हों, इसलिए समय-निर्धारण विधियों के मिलने के लिए कोई अवधि नहीं बचती।`,
              )
            : text(
                `The other timing methods do not confirm any Vimshottari window for ${words}; read its timing loosely.`,
                `अन्य समय-निर्धारण विधियाँ ${hi} के लिए विंशोत्तरी की किसी अवधि की पुष्टि नहीं करतीं; इसके समय को मोटे तौर पर ही पढ़ें।`,
              ),
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
): { event: EventTimingText; methodAgreement: MethodAgreementText } {
  const profile = DOMAIN_PROFILES[domain]
  const ranked = eventWindows(eph, reading, birth, settings, domain, sig, ads)
  const best = ranked[0]
  if (!best) {
    const says = text(
      `No Vimshottari period in the usual ages for ${profile.event.words} has two lords that both speak for it.`,
      `${profile.hi.event} की सामान्य आयु में विंशोत्तरी की ऐसी कोई अवधि नहीं है जिसके दोनों स्वामी इसके लिए बोलते हों।`,
    )
    return {
      event: {
        eventType: profile.event.type,
        significators: sig,
        status: 'unknown',
        window: null,
        windows: [],
        note: text(
          `${says.en} The theme is then read from the periods as they come.`,
          `${says.hi} तब यह विषय आती हुई दशाओं से पढ़ा जाता है।`,
        ),
      },
      methodAgreement: methodAgreementOf(domain, sig, [{ method: 'vimshottari', agrees: false, says }]),
    }
  }
  const { referenceMs } = reading
  const status: EventTimingText['status'] =
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
      note: text(
        `The periods in the usual ages for ${profile.event.words} whose two lords both speak for it, ranked by how many other timing methods confirm them and by the strength of their lords. ` +
          `The best, ${periodName(best).en}, ${confirmedBy(agreeing - 1, best.checked.length - 1).en}. ` +
          (status === 'occurred_or_overdue'
            ? 'It lies before the reference date: if the event came then, the chart described it; if not, the later windows carry the theme again. '
            : '') +
          'Tested against the dated lives of public people, such windows held the event no more often than windows placed by age alone: read them as the times the methods meet, not as a forecast.',
        `${profile.hi.event} की सामान्य आयु की वे अवधियाँ, जिनके दोनों स्वामी इसके लिए बोलते हैं, इस क्रम में रखी गई हैं कि कितनी अन्य समय-निर्धारण विधियाँ उनकी पुष्टि करती हैं और उनके स्वामी कितने बलवान हैं। ` +
          `सबसे अच्छी, ${periodName(best).hi}, ${confirmedBy(agreeing - 1, best.checked.length - 1).hi}। ` +
          (status === 'occurred_or_overdue'
            ? 'यह संदर्भ तिथि से पहले पड़ती है: यदि घटना तब हुई, तो कुंडली ने उसी का वर्णन किया; यदि नहीं, तो बाद की अवधियाँ यह विषय फिर लाती हैं। '
            : '') +
          'सार्वजनिक लोगों के तिथिवार जीवन पर परखने पर ऐसी अवधियों में घटना उतनी ही बार मिली जितनी केवल आयु से चुनी गई अवधियों में: इन्हें विधियों के मिलने के समय के रूप में पढ़ें, भविष्यवाणी के रूप में नहीं।',
      ),
    },
    methodAgreement: methodAgreementOf(domain, sig, methods),
  }
}
