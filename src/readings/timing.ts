/**
 * The deterministic half of `/v1/timing/resolve`: what runs at a date or over a range
 * for one domain, before anything is narrated, or, with neither, the best stretches of the next two
 * years.
 *
 * The span is cut where anything that is read changes: the Vimśottarī pratyantardaśās, and the sign
 * ingresses of Jupiter and Saturn (and of the nodes, which are reported, not weighed). Each stretch is
 * weighed in the classical layers, daśā first and transit second (Phaladeepika ch. 20 and 26; BPHS on
 * antardaśā results):
 *
 * 1. the antardaśā for the domain, exactly as /v1/interpret weighs its timing windows (windowMerit);
 * 2. the pratyantardaśā, the same rules one level down (the antardaśā lord to the sub-period lord), at
 *    half the weight, and one half more when its lord is a significator of the domain;
 * 3. Jupiter's gochara from the Moon in a favourable house (2, 5, 7, 9, 11) not obstructed by Saturn or
 *    the nodes from its vedha house, one half; Jupiter and Saturn together touching the domain's own
 *    house (the double transit), one;
 * 4. Saturn over the Moon (Sade Sati) or in the 8th from it, minus one half.
 *
 * A stretch is supportive at 2 or more and asks for care at -2 or less, as the windows of /v1/interpret.
 * Vedha by the fast grahas (the Sun to Venus) is not weighed: it lasts days inside stretches of months.
 * The weights stay inside: the answer gives tones and reasons in words.
 */
import { SIGNS, type Ephemeris } from '../astro/index.js'
import type { ReadingContext } from '../corpus/context.js'
import { named, ordinal } from '../corpus/describe.js'
import type { LoadedRule } from '../corpus/load.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { ChartSettings } from '../jyotisha/chart.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import { houseFrom, type Graha } from '../jyotisha/grahas.js'
import {
  bodyOf,
  cachedPlanetIngresses,
  doubleTransits,
  GOCHARA_TABLE,
  staysOf,
} from '../jyotisha/transits/index.js'
import { DOMAIN_PROFILES } from './domains.js'
import { antardashas, domainWindow, type WindowText } from './interpret.js'
import {
  hiGraha,
  hiGrahas,
  hindiOrdinal,
  inLanguage,
  text,
  type Localized,
  type Text,
  type TextLanguage,
} from './text.js'
import { judgePeriod, lowerFirst, toneOfValue } from './period.js'
import { forStage, type LifeStage } from './time.js'

const DAY_MS = 86_400_000
/** The default horizon when neither a date nor a range is given. */
export const BEST_YEARS = 2
/** Ranked stretches returned. */
export const TOP_STRETCHES = 5

export type AssessmentKind = 'date' | 'range' | 'best_windows'
type Slow = 'Jupiter' | 'Saturn' | 'Rahu' | 'Ketu'
const SLOW: readonly Slow[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu']

export interface TransitStay {
  planet: Slow
  sign: string
  start: string
  end: string
  houseFromMoon: number
  houseFromLagna: number | null
  /** In a house the texts call favourable for it, counted from the Moon (Phaladeepika ch. 26). */
  favourable: boolean
}

export interface StretchText {
  start: string
  end: string
  mahadasha: Graha
  antardasha: Graha
  pratyantardasha: Graha
  tone: WindowText['tone']
  /** Why, in plain words, strongest first. */
  reasons: Text[]
}
export type Stretch = Localized<StretchText>

/** The assessment with every sentence in each language (the answer gives it in one). */
export interface TimingAssessmentTexts {
  kind: AssessmentKind
  start: string
  end: string
  /** The domain's antardaśā windows touching the span, with their tones. */
  windows: WindowText[]
  /** Where Jupiter, Saturn and the nodes stay during the span. */
  transits: TransitStay[]
  /** `date`: the stretch holding the date; otherwise the span's stretches, most supportive first. */
  stretches: StretchText[]
  /** The span as a whole: `mixed` when it holds both supportive stretches and stretches asking care. */
  tone: 'favorable' | 'cautionary' | 'neutral' | 'mixed'
  summary: Text
}

/** The assessment in one language. */
export type TimingAssessment = Localized<TimingAssessmentTexts>

/** The tones of a period or stretch in words, in each language. */
const TONE_WORDS = {
  favorable: text('supportive', 'सहायक'),
  cautionary: text('a time for care', 'सावधानी का समय'),
  neutral: text('neutral', 'तटस्थ'),
} as const

export interface AssessmentInput {
  kind: AssessmentKind
  startMs: number
  /** Exclusive end. */
  endMs: number
  /** The calendar date of an instant in the birth zone, `YYYY-MM-DD`. */
  dayOf: (ms: number) => string
  /** The person's stage of life at the reference date: rules for other stages are left out. */
  stage?: LifeStage
}

interface Cut {
  startMs: number
  endMs: number
  md: Graha
  ad: Graha
  pd: Graha
  signs: Record<Slow, number>
}

/** The pratyantardaśās of a full Vimśottarī timeline that meet [from, to), with their lords above. */
function subPeriods(
  timeline: readonly DashaPeriod[],
  from: number,
  to: number,
): { md: Graha; ad: Graha; p: DashaPeriod }[] {
  const out: { md: Graha; ad: Graha; p: DashaPeriod }[] = []
  for (const { md, p: a } of antardashas(timeline)) {
    if (Date.parse(a.end) <= from || Date.parse(a.start) >= to) continue
    for (const p of a.antardashas ?? [])
      if (Date.parse(p.end) > from && Date.parse(p.start) < to) out.push({ md, ad: a.planet as Graha, p })
  }
  return out
}

/** Stays of a slow graha in signs over [from, to): sign, start and end (ms). */
function staysOver(
  eph: Ephemeris,
  planet: Slow,
  from: number,
  to: number,
  settings: ChartSettings,
): { sign: number; startMs: number; endMs: number }[] {
  const a = eph.instant(from).jdTt
  const b = eph.instant(to).jdTt
  const lon = eph.position(bodyOf(planet, settings.nodeType), a, { ayanamsa: 'lahiri' }).lon
  const first = (Math.floor(lon / 30) + (planet === 'Ketu' ? 6 : 0)) % 12
  const within = cachedPlanetIngresses(eph, planet, a, b, settings.nodeType).ingresses.filter(
    (i) => i.jdTt > a && i.jdTt < b,
  )
  const ms = (jd: number) => eph.instantFromJdTt(jd).epochMs
  return staysOf(first, within, a, b).map((s) => ({
    sign: s.signIndex,
    startMs: s.openStart ? from : ms(s.startJdTt),
    endMs: s.openEnd ? to : ms(s.endJdTt),
  }))
}

/** The assessment of `input`'s span for `domain` in one language (assessTimingTexts, said in it). */
export function assessTiming(
  eph: Ephemeris,
  settings: ChartSettings,
  ctx: ReadingContext,
  rules: readonly LoadedRule[],
  sig: readonly Graha[],
  domain: Domain,
  timeline: readonly DashaPeriod[],
  input: AssessmentInput,
  language: TextLanguage = 'en',
): TimingAssessment {
  return inLanguage(assessTimingTexts(eph, settings, ctx, rules, sig, domain, timeline, input), language)
}

/**
 * The assessment of `input`'s span for `domain`, every sentence in each language. `ctx` is the reading
 * at the reference date (its natal part decides every rule; its running lords are replaced per stretch),
 * `timeline` the full Vimśottarī timeline (three levels), `dayOf` the birth zone's date of an instant.
 */
export function assessTimingTexts(
  eph: Ephemeris,
  settings: ChartSettings,
  ctx: ReadingContext,
  rules: readonly LoadedRule[],
  sig: readonly Graha[],
  domain: Domain,
  timeline: readonly DashaPeriod[],
  input: AssessmentInput,
): TimingAssessmentTexts {
  const profile = DOMAIN_PROFILES[domain]
  if (input.stage) rules = forStage(rules, input.stage)
  const f = ctx.natal.facts
  const moon = f.grahas.Moon.sign
  const lagna = f.timeKnown ? f.lagnaSign : null
  const refSign = lagna ?? moon
  const natalSigns = Object.fromEntries(
    (Object.keys(f.grahas) as Graha[]).map((g) => [g, f.grahas[g].sign]),
  ) as Record<Graha, number>
  const { startMs, endMs } = input
  const iso = input.dayOf

  // Cut the span at every sub-period and every ingress of the slow grahas.
  // Searched three years either side, so that a stay reported has its true entry and exit (Saturn, the
  // slowest, stays under three years in a sign).
  const margin = 3 * 365.25 * DAY_MS
  const stays = Object.fromEntries(
    SLOW.map((g) => [g, staysOver(eph, g, startMs - margin, endMs + margin, settings)]),
  ) as Record<Slow, ReturnType<typeof staysOver>>
  // A date is read in the whole stretch that holds it: its sub-period, cut by the ingresses in it.
  let cutFrom = startMs
  let cutTo = endMs
  if (input.kind === 'date') {
    const holding = subPeriods(timeline, startMs, startMs + 1)[0]
    if (holding) {
      cutFrom = Date.parse(holding.p.start)
      cutTo = Date.parse(holding.p.end)
    }
  }
  const subs = subPeriods(timeline, cutFrom, cutTo)
  const edges = new Set<number>([cutFrom, cutTo])
  for (const s of subs) edges.add(Math.max(cutFrom, Math.min(cutTo, Date.parse(s.p.start))))
  for (const g of ['Jupiter', 'Saturn'] as const)
    for (const s of stays[g]) if (s.startMs > cutFrom && s.startMs < cutTo) edges.add(s.startMs)
  const points = [...edges].sort((x, y) => x - y)
  const signAt = (g: Slow, ms: number) =>
    (stays[g].find((s) => s.startMs <= ms && ms < s.endMs) ?? stays[g].at(-1)!).sign
  const cuts: Cut[] = []
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k]!
    const b = points[k + 1]!
    if (b <= a) continue
    const sub = subs.find((s) => Date.parse(s.p.start) <= a && a < Date.parse(s.p.end))
    if (!sub) continue
    cuts.push({
      startMs: a,
      endMs: b,
      md: sub.md,
      ad: sub.ad,
      pd: sub.p.planet as Graha,
      signs: {
        Jupiter: signAt('Jupiter', a),
        Saturn: signAt('Saturn', a),
        Rahu: signAt('Rahu', a),
        Ketu: signAt('Ketu', a),
      },
    })
  }

  const words = profile.hi.words
  const weigh = (c: Cut): { value: number; reasons: Text[] } => {
    const reasons: [number, Text][] = []
    // The antardaśā's one judgement (as its timing window gives it), then what the sub-period adds.
    const ad = judgePeriod(rules, ctx, domain, sig, c.md, c.ad)
    const adWords = TONE_WORDS[ad.tone]
    const deciding = ad.deciding[0]?.text
    reasons.push([
      Math.abs(ad.value) + 0.01,
      text(
        `The ${c.md}–${c.ad} period is ${adWords.en} for ${profile.words}${deciding ? `: ${lowerFirst(deciding.en)}` : '.'}`,
        `${hiGraha(c.md)}–${hiGraha(c.ad)} की अवधि ${words} के लिए ${adWords.hi} है${deciding ? `: ${deciding.hi}` : '।'}`,
      ),
    ])
    const sub = judgePeriod(rules, ctx, domain, sig, c.ad, c.pd, 'stretch')
    const pd = sub.value * 0.5
    const subReason = sub.reasons.find((r) => (pd > 0 ? r.value > 0 : r.value < 0))
    if (pd !== 0)
      reasons.push([
        Math.abs(pd),
        text(
          `Its ${c.pd} sub-period ${pd > 0 ? 'adds support' : 'asks for more care'}${
            sub.speaking.length ? `, ${named(c.pd)} being a significator of ${profile.words}` : ''
          }${subReason ? `: ${lowerFirst(subReason.text.en)}` : '.'}`,
          `इसकी ${hiGraha(c.pd)} प्रत्यंतर्दशा ${pd > 0 ? 'सहारा बढ़ाती है' : 'और अधिक सावधानी माँगती है'}${
            sub.speaking.length ? `, क्योंकि ${hiGraha(c.pd)} ${words} का कारक है` : ''
          }${subReason ? `: ${subReason.text.hi}` : '।'}`,
        ),
      ])
    let value = ad.value + pd
    const jh = houseFrom(moon, c.signs.Jupiter)
    const row = GOCHARA_TABLE.Jupiter.find(([h]) => h === jh)
    if (row) {
      const blockers = (['Saturn', 'Rahu', 'Ketu'] as const).filter(
        (g) => row[1] !== null && houseFrom(moon, c.signs[g]) === row[1],
      )
      if (blockers.length)
        reasons.push([
          0.25,
          text(
            `Jupiter passes your ${ordinal(jh)} from the Moon, a good place for it, but ${blockers.join(' and ')} ${blockers.length > 1 ? 'obstruct' : 'obstructs'} it from its vedha house.`,
            `गुरु आपके चंद्रमा से ${hindiOrdinal(jh)} भाव में गोचर करता है, जो उसके लिए अच्छा स्थान है, पर उसके वेध स्थान से ${hiGrahas(blockers)} उसमें बाधा ${blockers.length > 1 ? 'डालते हैं' : 'डालता है'}।`,
          ),
        ])
      else {
        value += 0.5
        reasons.push([
          0.5,
          text(
            `Jupiter passes your ${ordinal(jh)} from the Moon, a favourable place for it.`,
            `गुरु आपके चंद्रमा से ${hindiOrdinal(jh)} भाव में गोचर करता है, जो उसके लिए अनुकूल स्थान है।`,
          ),
        ])
      }
    }
    const dt = doubleTransits(c.signs.Jupiter, c.signs.Saturn, refSign, natalSigns).find(
      (d) => d.house === profile.houses[0] && d.jupiter.house && d.saturn.house,
    )
    if (dt) {
      value += 1
      reasons.push([
        1,
        text(
          `Jupiter and Saturn together touch your ${ordinal(profile.houses[0]!)} house, the house of ${profile.words}.`,
          `गुरु और शनि मिलकर आपके ${hindiOrdinal(profile.houses[0]!)} भाव को स्पर्श करते हैं, जो ${words} का भाव है।`,
        ),
      ])
    }
    const sh = houseFrom(moon, c.signs.Saturn)
    if (sh === 12 || sh === 1 || sh === 2 || sh === 8) {
      value -= 0.5
      reasons.push([
        0.5,
        sh === 8
          ? text(
              'Saturn passes the 8th from your Moon, a stretch that asks for steadiness.',
              'शनि आपके चंद्रमा से अष्टम भाव में गोचर करता है, यह समय स्थिरता माँगता है।',
            )
          : text(
              'Saturn passes over your Moon (Sade Sati), a stretch that asks for patience.',
              'शनि आपके चंद्रमा के ऊपर से गुज़रता है (साढ़ेसाती), यह समय धैर्य माँगता है।',
            ),
      ])
    }
    return { value, reasons: reasons.sort((x, y) => y[0] - x[0]).map(([, r]) => r) }
  }

  // Neighbouring cuts of one sub-period with one tone make one stretch (an ingress that changes nothing
  // of the tone does not split it); its weight is the mean over its days, its reasons all of theirs.
  type Weighed = { c: Cut; value: number; reasons: Text[] }
  const weighed: Weighed[] = []
  for (const c of cuts) {
    const w = { c, ...weigh(c) }
    const last = weighed.at(-1)
    if (
      last &&
      last.c.endMs === c.startMs &&
      last.c.pd === c.pd &&
      last.c.ad === c.ad &&
      last.c.md === c.md &&
      toneOfValue(last.value) === toneOfValue(w.value)
    ) {
      const a = last.c.endMs - last.c.startMs
      const b = c.endMs - c.startMs
      last.value = (last.value * a + w.value * b) / (a + b)
      last.c = { ...last.c, endMs: c.endMs }
      // Compared in English: one judgement whatever the language.
      for (const r of w.reasons) if (!last.reasons.some((x) => x.en === r.en)) last.reasons.push(r)
    } else weighed.push(w)
  }
  const stretchOf = (w: Weighed): StretchText => ({
    start: iso(w.c.startMs),
    end: iso(w.c.endMs),
    mahadasha: w.c.md,
    antardasha: w.c.ad,
    pratyantardasha: w.c.pd,
    tone: toneOfValue(w.value),
    reasons: w.reasons,
  })
  const ranked =
    input.kind === 'date'
      ? weighed.filter((w) => w.c.startMs <= startMs && startMs < w.c.endMs)
      : [...weighed]
          .filter((w) => w.c.endMs - w.c.startMs >= DAY_MS)
          .sort(
            (x, y) =>
              y.value - x.value ||
              y.c.endMs - y.c.startMs - (x.c.endMs - x.c.startMs) ||
              x.c.startMs - y.c.startMs,
          )
          .slice(0, TOP_STRETCHES)
  const stretches = ranked.map(stretchOf)

  const windows = antardashas(timeline)
    .filter(({ p }) => Date.parse(p.end) > startMs && Date.parse(p.start) < endMs)
    .map(({ md, p }) => domainWindow(rules, ctx, domain, sig, md, p))
  const transits: TransitStay[] = SLOW.flatMap((g) =>
    stays[g]
      .filter((s) => s.endMs > startMs && s.startMs < endMs)
      .map((s) => ({
        planet: g,
        sign: SIGNS[s.sign]!,
        start: iso(s.startMs),
        end: iso(s.endMs),
        houseFromMoon: houseFrom(moon, s.sign),
        houseFromLagna: lagna === null ? null : houseFrom(lagna, s.sign),
        favourable: GOCHARA_TABLE[g].some(([h]) => h === houseFrom(moon, s.sign)),
      })),
  )

  const tones = new Set((input.kind === 'date' ? ranked : weighed).map((w) => toneOfValue(w.value)))
  const tone: TimingAssessment['tone'] =
    tones.has('favorable') && tones.has('cautionary')
      ? 'mixed'
      : tones.has('favorable')
        ? 'favorable'
        : tones.has('cautionary')
          ? 'cautionary'
          : 'neutral'
  const spanWords = {
    favorable: text('supportive', 'सहायक'),
    cautionary: text('a time for care', 'सावधानी माँगने वाले'),
    neutral: text('neutral', 'तटस्थ'),
    mixed: text('mixed', 'मिश्रित'),
  }
  const best = stretches[0]
  const from = iso(startMs)
  const to = iso(endMs - DAY_MS)
  const lords = (s: StretchText) => `${hiGraha(s.mahadasha)}–${hiGraha(s.antardasha)}`
  const summary =
    input.kind === 'date'
      ? best
        ? text(
            `On ${from} the ${best.mahadasha}–${best.antardasha} period runs, in its ${best.pratyantardasha} sub-period: ${TONE_WORDS[best.tone].en} for ${profile.words}.`,
            `${from} को ${lords(best)} की अवधि चलती है, उसकी ${hiGraha(best.pratyantardasha)} प्रत्यंतर्दशा में: ${words} के लिए ${TONE_WORDS[best.tone].hi}।`,
          )
        : text(`No period of the daśā runs on ${from}.`, `${from} को दशा की कोई अवधि नहीं चलती।`)
      : best
        ? text(
            `From ${from} to ${to} the stretches are ${spanWords[tone].en} for ${profile.words} taken together; the most supportive runs from ${best.start} to ${best.end}, in the ${best.mahadasha}–${best.antardasha} period and its ${best.pratyantardasha} sub-period.`,
            `${from} से ${to} तक के कालखंड मिलाकर ${words} के लिए ${spanWords[tone].hi} हैं; सबसे सहायक कालखंड ${best.start} से ${best.end} तक है, ${lords(best)} की अवधि और उसकी ${hiGraha(best.pratyantardasha)} प्रत्यंतर्दशा में।`,
          )
        : text(
            `No period of the daśā runs from ${from} to ${to}.`,
            `${from} से ${to} तक दशा की कोई अवधि नहीं चलती।`,
          )
  return {
    kind: input.kind,
    start: iso(startMs),
    end: iso(input.kind === 'date' ? startMs : endMs - DAY_MS),
    windows,
    transits,
    stretches,
    tone,
    summary,
  }
}
