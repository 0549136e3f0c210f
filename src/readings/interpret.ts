/**
 * A deterministic reading of one domain (spec §2.5, §2.6, §4.4), in the classical order:
 *
 * 1. the natal promise: the corpus's natal rules for the domain, each weighed by the strength of the
 *    grahas it speaks of (ṣaḍbala against the BPHS minimum): where statements disagree, the stronger
 *    factor decides, and the reading says which (BPHS 24, closing verses; corpus-facts.md engine note);
 * 2. its activation: the daśā now and in the antardaśās ahead (the period rules of the domain for the
 *    running lords, the relation of the pair, whether they are the domain's significators);
 * 3. the trigger: the transits at the reference date, and the double transit of Jupiter and Saturn.
 *
 * The event of the domain is timed by the agreement of methods (event-period.ts, event-timing.ts): the
 * Vimśottarī periods whose lords speak for it, ranked by the double transit, Yoginī and Chara daśā.
 * Scores stay inside: the answer gives an outlook, a confidence and plain reasons.
 */
import type { Ephemeris } from '../astro/index.js'
import type { ReadingContext } from '../corpus/context.js'
import { capital, groundsOf, named, subjectsOf } from '../corpus/describe.js'
import { firedRules, type Fired } from '../corpus/fires.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Corpus, LoadedRule } from '../corpus/load.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { ChartSettings } from '../jyotisha/chart.js'
import type { BirthInput } from '../jyotisha/birth.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import { lordOfHouse } from '../jyotisha/facts.js'
import type { Graha } from '../jyotisha/grahas.js'
import { byWeight, meaningOf } from './cards.js'
import { OUTLOOK_CUTS } from './calibration.js'
import { DOMAIN_PROFILES, significators } from './domains.js'
import { eventTimingOf, type EventTimingText, type MethodAgreementText } from './event-timing.js'
import { judgePeriod, pairRelation, relationAgrees } from './period.js'
import { facetsOf, rated, standingOf } from './standing.js'
import {
  hiGraha,
  hiMonth,
  inLanguage,
  joinTexts,
  text,
  type Localized,
  type Text,
  type TextLanguage,
  hindiFactsHi,
} from './text.js'
import { endingClause, forStage, stageOf, timeNotes } from './time.js'

export type Outlook = 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
export type Confidence = 'high' | 'moderate' | 'low'

/** An outlook as the verb phrase of a summary ("this chart leans favourable"). */
export const LEAN_WORDS: Readonly<Record<Outlook, string>> = {
  favorable: 'leans clearly favourable',
  mostly_favorable: 'leans favourable',
  mixed: 'is mixed',
  challenging: 'asks for patience and care',
}
/** The same in Hindi, of «यह कुंडली» (feminine), and of the statements (plural). */
const LEAN_HI: Readonly<Record<Outlook, { chart: string; statements: string }>> = {
  favorable: { chart: 'स्पष्ट रूप से अनुकूल झुकाव रखती है', statements: 'स्पष्ट रूप से अनुकूल झुकाव रखते हैं' },
  mostly_favorable: { chart: 'अनुकूल झुकाव रखती है', statements: 'अनुकूल झुकाव रखते हैं' },
  mixed: { chart: 'मिश्रित फल दिखाती है', statements: 'मिश्रित हैं' },
  challenging: { chart: 'धैर्य और सावधानी माँगती है', statements: 'धैर्य और सावधानी माँगते हैं' },
}

/** A factor as the reading makes it, in each language. */
export interface FactorText {
  statement: Text
  meaning: Text
  books: string[]
}
export type Factor = Localized<FactorText>

/** A timing window as the reading makes it, in each language. */
export interface WindowText {
  period: Text
  start: string
  end: string
  tone: 'favorable' | 'cautionary' | 'neutral'
  description: Text
}
export type TimingWindow = Localized<WindowText>

export type { EventTiming, MethodView } from './event-timing.js'

/** The reading with every sentence in each language (interpret gives it in one). */
export interface InterpretTexts {
  contentVersion: string
  timeKnown: boolean
  verdict: { outlook: Outlook; confidence: Confidence; reasons: Text[]; summary: Text }
  supportingFactors: FactorText[]
  cautionaryFactors: FactorText[]
  timingWindows: WindowText[]
  eventTiming: EventTimingText[]
  methodAgreement: MethodAgreementText
  corpusResolution: {
    positions: {
      domain: Domain
      configuration: Text
      supporting: number
      cautionary: number
      mixed: number
    }[]
    resolution: Text
  }
}

/** The reading in one language. */
export type InterpretContent = Localized<InterpretTexts>

const YEAR_MS = 365.25 * 86_400_000
const TONE_SIGN = { supportive: 1, cautionary: -1, mixed: 0 } as const
const FACTORS = 6
const WINDOW_YEARS = 10

/** How much a graha's strength moves the statements about it: the texts let the stronger factor decide. */
function strengthFactor(grahas: Iterable<Graha>, ctx: ReadingContext): number {
  const ratio = ctx.natal.shadbalaRatio
  if (!ratio) return 1
  const fs: number[] = []
  for (const g of grahas) if (g !== 'Rahu' && g !== 'Ketu') fs.push(ratio[g] >= 1 ? 1.25 : 0.8)
  return fs.length ? fs.reduce((a, b) => a + b, 0) / fs.length : 1
}

export interface Weighed {
  fired: Fired
  /** The grahas the statement is about (its subjects), whose strength weighs it. */
  grahas: Set<Graha>
  value: number
}

function bindingOf(fired: Fired) {
  return fired.lord ? { period: fired.lord, level: fired.level } : {}
}

function weigh(fired: Fired, ctx: ReadingContext, scale: number): Weighed {
  const grahas = subjectsOf(fired.rule.when, ctx, bindingOf(fired))
  const tone = fired.cancelled ? 0 : TONE_SIGN[fired.rule.tone]
  const rating = standingOf(fired.rule, ctx, bindingOf(fired)).scale
  return { fired, grahas, value: scale * tone * rating * fired.rule.weight * strengthFactor(grahas, ctx) }
}

/** A weighed statement in words: what in the chart says so (written now, for the few shown). */
function factor(w: Weighed, ctx: ReadingContext): FactorText {
  const { rule } = w.fired
  const grounds = groundsOf(rule.when, ctx, bindingOf(w.fired))
  const standing = standingOf(rule, ctx, bindingOf(w.fired))
  const hi = hindiFactsHi()
  const because = grounds.said.map((f, i) => text(grounds.facts[i]!, hi(f)))
  if (w.fired.cancelled && rule.cancelledSays && !standing.cancelled)
    because.push(text(rule.cancelledSays, rule.hi.cancelledSays ?? ''))
  if (standing.note) because.push(standing.note)
  return {
    statement: joinTexts(because),
    meaning: meaningOf(rule, standing),
    books: [...rule.books],
  }
}

/**
 * The corpus's statements about `domain` that hold for this chart, weighed in the classical order: the
 * natal promise fully, its activation by the running periods (their period rules and the pair's relation)
 * at 0.6, the transits at 0.4; and their balance, from −1 (all cautionary) to +1 (all supportive).
 */
const DOMAIN_RULES = new WeakMap<Corpus, Map<Domain, LoadedRule[]>>()
/** The corpus's rules about `domain`, filtered once per corpus. */
export function domainRules(corpus: Corpus, domain: Domain): LoadedRule[] {
  let byDomain = DOMAIN_RULES.get(corpus)
  if (!byDomain) DOMAIN_RULES.set(corpus, (byDomain = new Map()))
  let rules = byDomain.get(domain)
  if (!rules) byDomain.set(domain, (rules = corpus.rules.filter((r) => r.domains.includes(domain))))
  return rules
}

export function domainBalance(
  corpus: Corpus,
  reading: ChartReading,
  domain: Domain,
): { fired: Fired[]; weighed: Weighed[]; balance: number } {
  const { ctx, levels } = reading
  const rules = forStage(domainRules(corpus, domain), stageOf(reading))
  const md = ctx.time?.mahadasha
  const ad = ctx.time?.antardasha
  const standing = md && ad ? pairRelation(ctx, md, ad).standing : null
  const fired = rated(firedRules(rules, ctx, levels), ctx).filter(
    (x) => x.rule.scope !== 'relation' || (standing !== null && relationAgrees(x.rule, standing)),
  )
  const scale = { natal: 1, period: 0.6, relation: 0.6, transit: 0.4 } as const
  const weighed = fired.map((x) => weigh(x, ctx, scale[x.rule.scope]))
  let plus = 0
  let minus = 0
  for (const w of weighed) {
    if (w.value > 0) plus += w.value
    else minus -= w.value
  }
  return { fired, weighed, balance: plus + minus === 0 ? 0 : (plus - minus) / (plus + minus) }
}

/** The outlook of a balance for `domain`, against how the corpus reads charts in general for it. */
export function outlookOf(domain: Domain, balance: number): Outlook {
  const [challenging, mixed, favorable] = OUTLOOK_CUTS.cuts[domain]
  return balance >= favorable
    ? 'favorable'
    : balance >= mixed
      ? 'mostly_favorable'
      : balance >= challenging
        ? 'mixed'
        : 'challenging'
}

/**
 * Where supporting and cautionary statements meet, which side the verdict follows and why, in words that
 * agree with the outlook: the side the outlook leans to is named as deciding (for `mixed`, neither is),
 * and "the stronger factor decides" is said only when the deciding graha is strong by ṣaḍbala and the
 * other is not (BPHS 24, closing verses). Null when there is no disagreement to explain.
 */
export function decidingReason(
  outlook: Outlook,
  supporting: readonly Weighed[],
  cautionary: readonly Weighed[],
  ctx: ReadingContext,
): Text | null {
  const s = supporting[0]
  const c = cautionary[0]
  if (!s || !c) return null
  const sg = [...s.grahas][0]
  const cg = [...c.grahas][0]
  if (!sg || !cg || sg === cg) return null
  if (outlook === 'mixed')
    return text(
      `The statements are divided: what ${named(sg)} shows supports, what ${named(cg)} shows asks for care, and neither clearly prevails.`,
      `कथन बँटे हुए हैं: ${hiGraha(sg)} जो दिखाता है, वह सहायक है; ${hiGraha(cg)} जो दिखाता है, वह सावधानी माँगता है; और कोई भी स्पष्ट रूप से भारी नहीं पड़ता।`,
    )
  const [wg, lg] = outlook === 'challenging' ? [cg, sg] : [sg, cg]
  const ratio = ctx.natal.shadbalaRatio
  const strong = (g: Graha) => (!ratio || g === 'Rahu' || g === 'Ketu' ? null : ratio[g] >= 1)
  return strong(wg) === true && strong(lg) === false
    ? text(
        `Where the statements disagree the stronger factor decides, as the texts advise: ${named(wg)} (strong by shadbala) outweighs ${named(lg)} (short of its required strength) here.`,
        `जहाँ कथन असहमत हैं, वहाँ ग्रंथों की सलाह के अनुसार बलवान कारक निर्णय करता है: यहाँ ${hiGraha(wg)} (षड्बल में बलवान) ${hiGraha(lg)} (अपने आवश्यक बल से कम) पर भारी पड़ता है।`,
      )
    : text(
        `Where the statements disagree, what ${named(wg)} shows counts for more here than what ${named(lg)} shows.`,
        `जहाँ कथन असहमत हैं, वहाँ ${hiGraha(wg)} जो दिखाता है, वह यहाँ ${hiGraha(lg)} के दिखाए से अधिक महत्त्व रखता है।`,
      )
}

/** The timing window of one antardaśā for `domain`, as /v1/interpret gives it: the one judgement of
 *  that period (period.ts), its tone and the reasons that decided it. */
export function domainWindow(
  rules: readonly LoadedRule[],
  ctx: ReadingContext,
  domain: Domain,
  sig: readonly Graha[],
  md: Graha,
  p: DashaPeriod,
): WindowText {
  const j = judgePeriod(rules, ctx, domain, sig, md, p.planet as Graha)
  return {
    period: periodLabel(md, p.planet as Graha, p.start, p.end),
    start: p.start,
    end: p.end,
    tone: j.tone,
    description: j.description,
  }
}

/** Antardaśās of a nested timeline with their mahādaśā lord. */
export function antardashas<P extends { planet: Graha; antardashas?: P[] }>(
  timeline: readonly P[],
): { md: Graha; p: P }[] {
  return timeline.flatMap((m) => (m.antardashas ?? []).map((p) => ({ md: m.planet, p })))
}

const month = (iso: string) => iso.slice(0, 7)

/** «Ketu–Mercury (2026-08 to 2027-08)», «केतु–बुध (अगस्त 2026 से अगस्त 2027)». */
export const periodLabel = (md: Graha, ad: Graha, start: string, end: string): Text =>
  text(
    `${md}–${ad} (${month(start)} to ${month(end)})`,
    `${hiGraha(md)}–${hiGraha(ad)} (${hiMonth(start)} से ${hiMonth(end)})`,
  )

/**
 * The reading of `domain` for the chart `reading` (its context at the reference date). `birth` and
 * `settings` give the Yoginī daśā and the transits the event timing is checked against.
 */
export function interpret(
  eph: Ephemeris,
  corpus: Corpus,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  domain: Domain,
  language: TextLanguage = 'en',
): InterpretContent {
  return inLanguage(interpretTexts(eph, corpus, reading, birth, settings, domain), language)
}

/** The reading of `domain` with every sentence in each language: one judgement, said in both. */
export function interpretTexts(
  eph: Ephemeris,
  corpus: Corpus,
  reading: ChartReading,
  birth: BirthInput,
  settings: ChartSettings,
  domain: Domain,
): InterpretTexts {
  const { ctx } = reading
  const f = ctx.natal.facts
  const statements = weighedStatements(corpus, reading, domain)
  const sig = significators(domain, f, ctx.natal.karakas)
  const outlook = outlookOf(domain, statements.balance)
  const ads = antardashas(reading.core.dasha?.timeline ?? [])
  const windows = timingWindowsOf(corpus, reading, domain, sig, ads)
  const { event, methodAgreement } = eventTimingOf(eph, reading, birth, settings, domain, sig, ads)
  const verdict = verdictOf(reading, domain, outlook, statements, methodAgreement, windows)
  const corpusResolution = corpusResolutionOf(statements.fired, domain, outlook)
  const factors = factorsOf(statements, outlook, ctx)
  return {
    contentVersion: corpus.contentVersion,
    timeKnown: f.timeKnown,
    verdict,
    supportingFactors: factors.supporting,
    cautionaryFactors: factors.cautionary,
    timingWindows: windows,
    eventTiming: [event],
    methodAgreement,
    corpusResolution,
  }
}

/** The statements about a domain that hold for the chart, weighed, on each side the weightiest first. */
interface Statements {
  fired: Fired[]
  supporting: Weighed[]
  cautionary: Weighed[]
  /** From −1 (all cautionary) to +1 (all supportive). */
  balance: number
}

/**
 * The promise of the domain, its activation by the running periods and the transits at the reference date,
 * as the corpus's statements weigh them (domainBalance), split into the supporting and the cautionary.
 */
function weighedStatements(corpus: Corpus, reading: ChartReading, domain: Domain): Statements {
  const { fired, weighed: all, balance } = domainBalance(corpus, reading, domain)
  const order = (a: Weighed, b: Weighed) =>
    Math.abs(b.value) - Math.abs(a.value) || byWeight(a.fired, b.fired)
  const supporting = all.filter((w) => w.value > 0).sort(order)
  const cautionary = all.filter((w) => w.value < 0).sort(order)
  return { fired, supporting, cautionary, balance }
}

/** The timing windows: the antardaśā running now and those starting in the next ten years, each judged
 *  for the domain. */
function timingWindowsOf(
  corpus: Corpus,
  reading: ChartReading,
  domain: Domain,
  sig: readonly Graha[],
  ads: { md: Graha; p: DashaPeriod }[],
): WindowText[] {
  const { ctx, referenceMs } = reading
  const rules = forStage(domainRules(corpus, domain), stageOf(reading))
  const horizon = referenceMs + WINDOW_YEARS * YEAR_MS
  return ads
    .filter(({ p }) => Date.parse(p.end) > referenceMs && Date.parse(p.start) < horizon)
    .map(({ md, p }) => domainWindow(rules, ctx, domain, sig, md, p))
}

/** The verdict: the outlook, the confidence with its reasons, and a summary. */
function verdictOf(
  reading: ChartReading,
  domain: Domain,
  outlook: Outlook,
  statements: Statements,
  agreement: MethodAgreementText,
  windows: readonly WindowText[],
): InterpretTexts['verdict'] {
  const { confidence, reasons } = confidenceOf(reading, domain, outlook, statements, agreement)
  const summary = summaryOf(reading, domain, outlook, statements, windows)
  return { outlook, confidence, reasons, summary }
}

/**
 * The confidence, and its reasons in words: the birth time, the agreement of the methods, the strength of
 * the lord of the domain's house, how clearly the statements lean one way, which side decided where they
 * disagree, and whether the reading falls where two chapters of the daśā meet.
 */
function confidenceOf(
  reading: ChartReading,
  domain: Domain,
  outlook: Outlook,
  statements: Statements,
  methodAgreement: MethodAgreementText,
): { confidence: Confidence; reasons: Text[] } {
  const { ctx } = reading
  const f = ctx.natal.facts
  const profile = DOMAIN_PROFILES[domain]
  const words = profile.hi.words
  const reasons: Text[] = []
  let points = 0
  if (f.timeKnown) points++
  else {
    points -= 2
    reasons.push(
      text(
        'The birth time is unknown, so houses are counted from the Moon and the reading is broader.',
        'जन्म समय ज्ञात नहीं है, इसलिए भाव चंद्रमा से गिने गए हैं और फलादेश अधिक व्यापक है।',
      ),
    )
  }
  // The timing methods meeting in one window add no point: tested on public lives, such windows held the
  // event no more often than the usual ages did (docs/readings.md). Their not meeting still takes one.
  reasons.push(methodAgreement.summary)
  if (methodAgreement.agreement === 'none') points--
  const lord = lordOfHouse(f, profile.houses[0]!)
  const ratio = ctx.natal.shadbalaRatio?.[lord as Exclude<Graha, 'Rahu' | 'Ketu'>]
  if (ratio !== undefined) {
    if (ratio >= 1) {
      points++
      reasons.push(
        text(
          `${capital(named(lord))}, lord of the house of ${profile.words}, has the strength the texts ask of it, so what it shows is dependable.`,
          `${words} के भाव का स्वामी ${hiGraha(lord)} उतना बल रखता है जितना ग्रंथ चाहते हैं, इसलिए वह जो दिखाता है, उस पर भरोसा किया जा सकता है।`,
        ),
      )
    } else
      reasons.push(
        text(
          `${capital(named(lord))}, lord of the house of ${profile.words}, falls short of its required strength, so its promise is less settled.`,
          `${words} के भाव का स्वामी ${hiGraha(lord)} अपने आवश्यक बल से कम है, इसलिए उसका वादा कम स्थिर है।`,
        ),
      )
  }
  if (outlook === 'favorable' || outlook === 'challenging') {
    points++
    reasons.push(
      text(
        `The classical statements about ${profile.words} lean more clearly ${outlook === 'favorable' ? 'towards support' : 'towards caution'} for this chart than for most charts.`,
        `${words} के बारे में शास्त्रीय कथन इस कुंडली के लिए अधिकांश कुंडलियों की तुलना में अधिक स्पष्ट रूप से ${outlook === 'favorable' ? 'सहायता' : 'सावधानी'} की ओर झुकते हैं।`,
      ),
    )
  } else
    reasons.push(
      text(
        `The classical statements about ${profile.words} read this chart much as they read most charts.`,
        `${words} के बारे में शास्त्रीय कथन इस कुंडली को लगभग वैसे ही पढ़ते हैं जैसे अधिकांश कुंडलियों को।`,
      ),
    )
  const decided = decidingReason(outlook, statements.supporting, statements.cautionary, ctx)
  if (decided) reasons.push(decided)
  // The meeting of two chapters: what is read now is in transition.
  reasons.push(...timeNotes(reading, 'chapter'))
  const confidence: Confidence = points >= 3 ? 'high' : points >= 1 ? 'moderate' : 'low'
  return { confidence, reasons }
}

/** The verdict in a few sentences: the lean, the first statement on each side, and the period running now. */
function summaryOf(
  reading: ChartReading,
  domain: Domain,
  outlook: Outlook,
  statements: Statements,
  windows: readonly WindowText[],
): Text {
  const profile = DOMAIN_PROFILES[domain]
  const { supporting, cautionary } = statements
  const now = windows[0]
  const ending = now ? endingClause(reading.referenceMs, now.end) : null
  return text(
    `For ${profile.words}, this chart ${LEAN_WORDS[outlook]}.` +
      (supporting[0] ? ` In its favour: ${lowerFirst(supporting[0].fired.rule.headline)}.` : '') +
      (cautionary[0] ? ` To look after: ${lowerFirst(cautionary[0].fired.rule.headline)}.` : '') +
      (now
        ? ` The period running now, ${now.period.en}${ending!.en}, is ${now.tone === 'favorable' ? 'supportive' : now.tone === 'cautionary' ? 'a time for care' : 'neutral'} for it.`
        : ''),
    `${profile.hi.words} के लिए यह कुंडली ${LEAN_HI[outlook].chart}।` +
      (supporting[0] ? ` पक्ष में: ${supporting[0].fired.rule.hi.headline}।` : '') +
      (cautionary[0] ? ` ध्यान रखने योग्य: ${cautionary[0].fired.rule.hi.headline}।` : '') +
      (now
        ? ` अभी चल रही अवधि, ${now.period.hi}${ending!.hi}, इसके लिए ${now.tone === 'favorable' ? 'सहायक है' : now.tone === 'cautionary' ? 'सावधानी का समय है' : 'तटस्थ है'}।`
        : ''),
  )
}

/** The corpus's resolution: per configuration, how many statements support, caution or are mixed (the
 *  twelve most spoken of), and which way they lean when weighed. */
function corpusResolutionOf(
  fired: readonly Fired[],
  domain: Domain,
  outlook: Outlook,
): InterpretTexts['corpusResolution'] {
  const byConfig = new Map<string, { supporting: number; cautionary: number; mixed: number }>()
  const hiOf = new Map<string, string>()
  for (const x of fired) {
    const k = x.rule.subject
    if (!hiOf.has(k)) hiOf.set(k, x.rule.hi.subject)
    const c = byConfig.get(k) ?? { supporting: 0, cautionary: 0, mixed: 0 }
    if (x.cancelled || x.rule.tone === 'mixed') c.mixed++
    else if (x.rule.tone === 'supportive') c.supporting++
    else c.cautionary++
    byConfig.set(k, c)
  }
  const positions = [...byConfig]
    .map(([configuration, c]) => ({
      domain,
      configuration: text(upperFirst(configuration), hiOf.get(configuration)!),
      ...c,
    }))
    .sort(
      (a, b) =>
        b.supporting + b.cautionary + b.mixed - (a.supporting + a.cautionary + a.mixed) ||
        (a.configuration.en < b.configuration.en ? -1 : 1),
    )
    .slice(0, 12)
  const totals = positions.reduce(
    (t, p) => ({ s: t.s + p.supporting, c: t.c + p.cautionary, m: t.m + p.mixed }),
    { s: 0, c: 0, m: 0 },
  )
  const lean = LEAN_WORDS[outlook]
  return {
    positions,
    resolution:
      totals.s + totals.c + totals.m === 0
        ? text(
            'The classical statements say little about this domain in this chart.',
            'इस कुंडली में शास्त्रीय कथन इस क्षेत्र के बारे में बहुत कम कहते हैं।',
          )
        : text(
            `Weighed by the strength of the grahas they speak of, the classical statements ${lean.replace('leans', 'lean').replace(' is ', ' are ').replace('asks', 'ask')}.`,
            `जिन ग्रहों के बारे में वे बोलते हैं, उनके बल से तौलने पर शास्त्रीय कथन ${LEAN_HI[outlook].statements}।`,
          ),
  }
}

/** The factors of each side in words: one fact is one factor, and the side the outlook leans to says it
 *  first. */
function factorsOf(
  statements: Statements,
  outlook: Outlook,
  ctx: ReadingContext,
): { supporting: FactorText[]; cautionary: FactorText[] } {
  const given = new Set<string>()
  const cautionFirst = outlook === 'challenging'
  const cautionaryFirst = cautionFirst ? dedupe(statements.cautionary, ctx, FACTORS, given) : null
  const supporting = dedupe(statements.supporting, ctx, FACTORS, given)
  const cautionary = cautionaryFirst ?? dedupe(statements.cautionary, ctx, FACTORS, given)
  return { supporting, cautionary }
}

/** One factor per configuration, and per ground (the same facts for two statements say it twice). */
/** The first `n` weighed statements as factors, one per configuration and per opening sentence. */
export function dedupe(
  list: Weighed[],
  ctx: ReadingContext,
  n: number,
  /** Statements already given (the other side's): a fact is given on one side only. */
  seen = new Set<string>(),
): FactorText[] {
  const out: FactorText[] = []
  // Within one side, a statement whose every ground that side has already given says it again ("Mars
  // sits in your 7th house" and "your 7th house holds Mars").
  const covered = new Set<string>()
  for (const w of list) {
    if (out.length >= n) break
    if (seen.has(w.fired.rule.subject)) continue
    const facets = facetsOf(w.fired, ctx)
    if (facets.length > 0 && facets.every((x) => covered.has(x))) continue
    const f = factor(w, ctx)
    // Compared in English: the same factors in every language.
    const first = f.statement.en.split('. ')[0]!
    if (seen.has(first) || seen.has(f.statement.en)) continue
    seen.add(w.fired.rule.subject)
    seen.add(first)
    seen.add(f.statement.en)
    facets.forEach((x) => covered.add(x))
    out.push(f)
  }
  return out
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '')
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
