/**
 * The couple's time together: the Vimśottarī periods each partner runs at the
 * reference date and over the next ten years, each antardaśā's tone for marriage as `/v1/interpret`
 * reads it, the daśā sandhis (a mahādaśā handing over to the next), each partner's Sade Sati, and where
 * these fall at the same time for both.
 */
import type { Ephemeris } from '../../astro/index.js'
import { zoneHistory } from '../../astro/index.js'
import type { ChartReading } from '../../corpus/from-chart.js'
import type { Corpus } from '../../corpus/load.js'
import type { BirthInput } from '../../jyotisha/birth.js'
import type { ChartSettings } from '../../jyotisha/chart.js'
import { offsetRenderer } from '../../jyotisha/dasha-calendar.js'
import type { Graha } from '../../jyotisha/grahas.js'
import { cachedPlanetIngresses, sadeSatis, staysOf } from '../../jyotisha/transits/index.js'
import { significators } from '../domains.js'
import { antardashas, domainRules } from '../interpret.js'
import { judgePeriod } from '../period.js'
import { named } from '../../corpus/describe.js'
import { hiGrahaLabel, hiGrahaName } from '../../jyotisha/kootas/hindi.js'
import { hiMonth, text, type Text } from '../text.js'
import { relationWords } from './charts.js'
import type { Side } from './kootas.js'

export const TIMING_YEARS = 10
/** A daśā sandhi is read as this many months either side of a mahādaśā's change. */
import { forStage, SANDHI_MONTHS, stageOf } from '../time.js'
export { SANDHI_MONTHS }
const YEAR_MS = 365.25 * 86_400_000
const MONTH_MS = YEAR_MS / 12

export interface PeriodView {
  period: string
  mahadasha: Graha
  antardasha: Graha
  start: string
  end: string
  tone: 'favorable' | 'cautionary' | 'neutral'
}

export interface SandhiView {
  from: Graha
  to: Graha
  /** The date the mahādaśā changes. */
  change: string
  start: string
  end: string
}

export interface SadeSatiView {
  phase: 'rising' | 'peak' | 'setting'
  start: string
  end: string
}

export interface PartnerTiming {
  running: { mahadasha: Graha; antardasha: Graha | null; start: string; end: string } | null
  periods: PeriodView[]
  sandhi: SandhiView[]
  sadeSati: SadeSatiView[]
}

export interface Overlap {
  kind: 'sandhi' | 'difficultPeriods' | 'sadeSati'
  start: string
  end: string
  description: Text
}

/** A partner's Vimśottarī periods at the reference date, dates ISO 8601 in the partner's birth zone. */
export interface RunningView {
  mahadasha: Graha
  antardasha: Graha | null
  /** The running antardaśā's span (the mahādaśā's when there is none). */
  start: string
  end: string
}

/** Both partners' running periods side by side, and the span in which both run at once. */
export interface RunningTogether {
  a: RunningView
  b: RunningView
  /** The later of the two starts and the earlier of the two ends, ISO 8601 in partner a's zone. */
  overlapStart: string
  overlapEnd: string
  note: Text
}

export interface TimingView {
  from: string
  to: string
  a: PartnerTiming
  b: PartnerTiming
  now: RunningTogether | null
  overlaps: Overlap[]
  summary: Text
}

interface Span {
  startMs: number
  endMs: number
}

const intersect = (x: Span, y: Span): Span | null => {
  const s = Math.max(x.startMs, y.startMs)
  const e = Math.min(x.endMs, y.endMs)
  return e > s ? { startMs: s, endMs: e } : null
}

/** The periods running at the reading's reference date: the one source of `currentDasha` and `timing.now`. */
export function runningOf(r: ChartReading): RunningView | null {
  const lv = r.levels
  if (!lv[0]) return null
  const at = lv[1] ?? lv[0]
  return { mahadasha: lv[0].planet, antardasha: lv[1]?.planet ?? null, start: at.start, end: at.end }
}

/** "3 September 2026" from a `YYYY-MM-DD…` date. */
const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** «8 अक्टूबर 2026». */
const longDateHi = (iso: string) => `${Number(iso.slice(8, 10))} ${hiMonth(iso)}`
/** «बुध–शुक्र». */
const periodHi = (md: string, ad: string | null) =>
  ad ? `${hiGrahaLabel(md)}–${hiGrahaLabel(ad)}` : hiGrahaLabel(md)

/** The two running periods together: their overlap, and how the two lords of the running sub-periods
 *  regard each other by the natural relations (BPHS 3.55), in one sentence. */
function runningTogether(
  readings: Record<Side, ChartReading>,
  births: Record<Side, BirthInput>,
  labels: Record<Side, Text>,
): RunningTogether | null {
  const a = runningOf(readings.a)
  const b = runningOf(readings.b)
  if (!a || !b) return null
  const startMs = Math.max(Date.parse(a.start), Date.parse(b.start))
  const endMs = Math.min(Date.parse(a.end), Date.parse(b.end))
  if (!(endMs > startMs)) return null
  const render = offsetRenderer(zoneHistory(births.a.timezone), (births.a.longitude / 15) * 60)
  const overlapStart = render(startMs)
  const overlapEnd = render(endMs)
  const period = (x: RunningView) => (x.antardasha ? `${x.mahadasha}–${x.antardasha}` : x.mahadasha)
  const sub = a.antardasha !== null && b.antardasha !== null
  const la = a.antardasha ?? a.mahadasha
  const lb = b.antardasha ?? b.mahadasha
  const rel = relationWords(la, lb)
  const lords = sub ? 'the two sub-periods' : 'the two periods'
  const lordsHi = sub ? 'अंतर्दशाओं' : 'दशाओं'
  const how =
    la === lb
      ? `the same graha, ${named(la)}, rules both of ${lords}`
      : `of the lords of ${lords}, ${rel.words}, ${
          rel.friendly
            ? 'so the two periods tend to pull together'
            : 'so the two periods may pull different ways for a while'
        }`
  const howHi =
    la === lb
      ? `दोनों ${lordsHi} का स्वामी एक ही ग्रह, ${hiGrahaName(la)}, है`
      : `दोनों ${lordsHi} के स्वामियों में ${rel.hi}, ${
          rel.friendly
            ? 'इसलिए दोनों अवधियाँ प्रायः एक ही दिशा में साथ चलती हैं'
            : 'इसलिए कुछ समय तक दोनों अवधियाँ अलग-अलग दिशाओं में खींच सकती हैं'
        }`
  return {
    a,
    b,
    overlapStart,
    overlapEnd,
    note: text(
      `From ${longDate(overlapStart)} to ${longDate(overlapEnd)} ${labels.a.en} runs ${period(a)} and ${labels.b.en} ${period(b)} at once; ${how}.`,
      `${longDateHi(overlapStart)} से ${longDateHi(overlapEnd)} तक ${labels.a.hi} की ${periodHi(a.mahadasha, a.antardasha)} और ${labels.b.hi} की ${periodHi(b.mahadasha, b.antardasha)} दशा एक साथ चलती है; ${howHi}।`,
    ),
  }
}

/** Dates in the partner's birth zone (the zone the daśā dates are given in). */
function dateRenderer(birth: BirthInput): (ms: number) => string {
  const render = offsetRenderer(zoneHistory(birth.timezone), (birth.longitude / 15) * 60)
  return (ms) => render(ms).slice(0, 10)
}

interface PartnerSpans {
  view: PartnerTiming
  cautious: (Span & { label: string; labelHi: string })[]
  sandhi: (Span & { label: string; labelHi: string })[]
  sadeSati: Span[]
}

function partnerTiming(
  eph: Ephemeris,
  corpus: Corpus,
  r: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  fromMs: number,
  toMs: number,
): PartnerSpans {
  const day = dateRenderer(birth)
  const ctx = r.ctx
  const f = ctx.natal.facts
  const rules = forStage(domainRules(corpus, 'marriage'), stageOf(r))
  const sig = significators('marriage', f, ctx.natal.karakas)
  const timeline = r.core.dasha?.timeline ?? []
  const periods: PeriodView[] = []
  const cautious: PartnerSpans['cautious'] = []
  for (const { md, p } of antardashas(timeline)) {
    const s = Date.parse(p.start)
    const e = Date.parse(p.end)
    if (e <= fromMs || s >= toMs) continue
    const ad = p.planet as Graha
    // The period's one judgement for marriage, as /v1/interpret's timing windows give it.
    const tone: PeriodView['tone'] = judgePeriod(rules, ctx, 'marriage', sig, md, ad).tone
    periods.push({ period: `${md}–${ad}`, mahadasha: md, antardasha: ad, start: day(s), end: day(e), tone })
    if (tone === 'cautionary')
      cautious.push({ startMs: s, endMs: e, label: `${md}–${ad}`, labelHi: periodHi(md, ad) })
  }
  const sandhi: PartnerSpans['sandhi'] = []
  const sandhiViews: SandhiView[] = []
  for (let i = 1; i < timeline.length; i++) {
    const at = Date.parse(timeline[i]!.start)
    const span = { startMs: at - SANDHI_MONTHS * MONTH_MS, endMs: at + SANDHI_MONTHS * MONTH_MS }
    if (span.endMs <= fromMs || span.startMs >= toMs) continue
    const from = timeline[i - 1]!.planet
    const to = timeline[i]!.planet
    sandhi.push({
      ...span,
      label: `${from} to ${to}`,
      labelHi: `${hiGrahaLabel(from)} से ${hiGrahaLabel(to)} की ओर`,
    })
    sandhiViews.push({ from, to, change: day(at), start: day(span.startMs), end: day(span.endMs) })
  }
  // Sade Sati: Saturn's stays in the 12th, 1st and 2nd from the natal Moon within the window.
  const jd0 = eph.instant(fromMs).jdTt
  const jd1 = eph.instant(toMs).jdTt
  const saturn = cachedPlanetIngresses(eph, 'Saturn', jd0, jd1, settings.nodeType)
  const startSign = Math.floor(eph.position('Saturn', jd0, { ayanamsa: 'lahiri' }).lon / 30)
  const stays = staysOf(startSign, saturn.ingresses, jd0, jd1)
  const msOf = (jd: number) => eph.instantFromJdTt(jd).epochMs
  const sadeSati: Span[] = []
  const sadeViews: SadeSatiView[] = []
  for (const cycle of sadeSatis(f.grahas.Moon.sign, stays))
    for (const { phase, stay } of cycle) {
      const s = msOf(stay.startJdTt)
      const e = msOf(stay.endJdTt)
      sadeSati.push({ startMs: s, endMs: e })
      sadeViews.push({ phase, start: day(s), end: day(e) })
    }
  const running = runningOf(r)
  return {
    view: {
      running: running && { ...running, start: running.start.slice(0, 10), end: running.end.slice(0, 10) },
      periods,
      sandhi: sandhiViews,
      sadeSati: sadeViews,
    },
    cautious,
    sandhi,
    sadeSati,
  }
}

/** Merge touching or overlapping spans. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = []
  for (const s of [...spans].sort((x, y) => x.startMs - y.startMs)) {
    const last = out.at(-1)
    if (last && s.startMs <= last.endMs) last.endMs = Math.max(last.endMs, s.endMs)
    else out.push({ ...s })
  }
  return out
}

export function coupleTiming(
  eph: Ephemeris,
  corpus: Corpus,
  readings: Record<Side, ChartReading>,
  births: Record<Side, BirthInput>,
  labels: Record<Side, Text>,
  settings: ChartSettings,
  referenceMs: number,
): TimingView {
  const toMs = referenceMs + TIMING_YEARS * YEAR_MS
  const a = partnerTiming(eph, corpus, readings.a, births.a, settings, referenceMs, toMs)
  const b = partnerTiming(eph, corpus, readings.b, births.b, settings, referenceMs, toMs)
  // Shared dates are given in partner a's zone.
  const day = dateRenderer(births.a)
  const clip = (s: Span) => intersect(s, { startMs: referenceMs, endMs: toMs })
  const overlaps: Overlap[] = []
  /** Each stretch where a span of a's meets one of b's, within the window. */
  const meet = <X extends Span, Y extends Span>(
    xs: readonly X[],
    ys: readonly Y[],
    kind: Overlap['kind'],
    description: (x: X, y: Y) => Text,
  ) => {
    for (const x of xs)
      for (const y of ys) {
        const o = intersect(x, y)
        const c = o && clip(o)
        if (c)
          overlaps.push({ kind, start: day(c.startMs), end: day(c.endMs), description: description(x, y) })
      }
  }
  meet(a.sandhi, b.sandhi, 'sandhi', (x, y) =>
    text(
      `Both partners are between major periods at once: ${labels.a.en} from ${x.label}, ${labels.b.en} from ${y.label}. Such junctions are times of transition; the tradition advises taking major joint decisions with extra care while both are in one.`,
      `दोनों साथी एक ही समय में महादशाओं के संधिकाल में हैं: ${labels.a.hi} ${x.labelHi}, ${labels.b.hi} ${y.labelHi}। ऐसे संधिकाल बदलाव के समय होते हैं; परंपरा कहती है कि जब दोनों ऐसे समय में हों, तब बड़े साझा निर्णय अतिरिक्त सावधानी से लिए जाएँ।`,
    ),
  )
  meet(a.cautious, b.cautious, 'difficultPeriods', (x, y) =>
    text(
      `${labels.a.en}’s ${x.label} and ${labels.b.en}’s ${y.label} periods both read as calling for care in partnership, at the same time: a stretch for extra patience and support for each other.`,
      `${labels.a.hi} की ${x.labelHi} और ${labels.b.hi} की ${y.labelHi} दशा, दोनों एक ही समय में साझेदारी में सावधानी माँगती दिखती हैं: यह अतिरिक्त धैर्य और एक-दूसरे को सहारा देने का समय है।`,
    ),
  )
  meet(merged(a.sadeSati), merged(b.sadeSati), 'sadeSati', () =>
    text(
      'Saturn passes over both partners’ Moons at once (both in Sade Sati): a time the tradition reads as asking for steadiness, realistic plans and shared responsibilities.',
      'शनि एक ही समय में दोनों साथियों के चंद्रमा पर से गुज़रता है (दोनों की साढ़े साती): परंपरा इस समय को स्थिरता, व्यावहारिक योजनाओं और साझा ज़िम्मेदारियों का समय मानती है।',
    ),
  )
  overlaps.sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0))
  const first = (t: PartnerTiming, who: string) =>
    t.running
      ? `${who} runs ${t.running.mahadasha}${t.running.antardasha ? `–${t.running.antardasha}` : ''} now`
      : `${who}’s running period is not known`
  const firstHi = (t: PartnerTiming, who: string) =>
    t.running
      ? `${who} की अभी ${periodHi(t.running.mahadasha, t.running.antardasha)} दशा चल रही है`
      : `${who} की चल रही दशा ज्ञात नहीं है`
  const n = overlaps.length
  const summary = text(
    `${first(a.view, labels.a.en)}; ${first(b.view, labels.b.en)}. ` +
      (n === 0
        ? `Over the next ${TIMING_YEARS} years their difficult stretches do not coincide.`
        : `Over the next ${TIMING_YEARS} years ${n === 1 ? 'one stretch falls' : `${n} stretches fall`} at the same time for both (listed with their dates), times to lean on each other and plan with care.`),
    `${firstHi(a.view, labels.a.hi)}; ${firstHi(b.view, labels.b.hi)}। ` +
      (n === 0
        ? `अगले ${TIMING_YEARS} वर्षों में दोनों के कठिन समय एक साथ नहीं पड़ते।`
        : `अगले ${TIMING_YEARS} वर्षों में ${n === 1 ? 'एक समय दोनों के लिए एक साथ पड़ता है' : `${n} समय दोनों के लिए एक साथ पड़ते हैं`} (तिथियों के साथ सूचीबद्ध), जब एक-दूसरे का सहारा लेना और सोच-समझकर योजना बनाना अच्छा रहेगा।`),
  )
  return {
    from: day(referenceMs),
    to: day(toMs),
    a: a.view,
    b: b.view,
    now: runningTogether(readings, births, labels),
    overlaps,
    summary,
  }
}
