/**
 * What a narrator is given: the verdict of `/v1/interpret` for the domain as numbered
 * plain facts: the outlook and confidence with their reasons, the supporting and cautionary factors with
 * their books, the timing windows with their tones, the event's timing and whether the methods agree.
 * Built from the reading alone, never from the request: no date, time or place of birth, no coordinates,
 * no name can reach the model, because none is here. The same facts are the vocabulary the grounding
 * checks hold the reply to (grounding.ts).
 */
import { ordinal } from '../corpus/describe.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { InterpretTexts } from '../readings/interpret.js'
import {
  hiBook,
  hiGraha,
  hiMonth,
  hindiOrdinal,
  text,
  type Text,
  type TextLanguage,
} from '../readings/text.js'
import type { TimingAssessmentTexts } from '../readings/timing.js'
import { hiDay, hiDomain, hiSign } from './words-hi.js'

const OUTLOOK_WORDS = {
  favorable: 'favourable',
  mostly_favorable: 'mostly favourable',
  mixed: 'mixed',
  challenging: 'challenging, asking for patience and care',
} as const
const TONE_WORDS = { favorable: 'supportive', cautionary: 'a time for care', neutral: 'neutral' } as const
const OUTLOOK_HI = {
  favorable: 'अनुकूल',
  mostly_favorable: 'अधिकतर अनुकूल',
  mixed: 'मिश्रित',
  challenging: 'चुनौतीपूर्ण, जो धैर्य और सावधानी माँगता है',
} as const
const CONFIDENCE_HI = { high: 'उच्च', moderate: 'मध्यम', low: 'कम' } as const
const TONE_HI = { favorable: 'सहायक', cautionary: 'सावधानी का समय', neutral: 'तटस्थ' } as const

/** `2027-03-04T…` → `March 2027`. */
function month(iso: string): string {
  const [y, m] = iso.split('-')
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  return `${names[Number(m) - 1]} ${y}`
}

/** What each fact is, for the built-in composer (the model sees only the text). */
export type FactKind =
  | 'outlook'
  | 'reason'
  | 'time_unknown'
  | 'support'
  | 'caution'
  | 'window'
  | 'event'
  | 'agreement'
  | 'span'
  | 'stretch'
  | 'transit'

export interface NarrationFacts {
  domain: Domain
  outlook: InterpretTexts['verdict']['outlook']
  confidence: InterpretTexts['verdict']['confidence']
  /** Numbered, one statement each. */
  facts: string[]
  /** The same facts unnumbered, with their kinds, in the same order. */
  items: { kind: FactKind; text: string }[]
}

/** The facts with every statement in each language (narrationFacts gives them in one). */
export interface NarrationFactTexts {
  domain: Domain
  outlook: NarrationFacts['outlook']
  confidence: NarrationFacts['confidence']
  items: { kind: FactKind; text: Text }[]
}

const TRANSIT_PLANETS = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'] as const
const dayWords = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-')
  return `${Number(d)} ${month(`${y}-${m}`)}`
}
const books = (list: readonly string[]) =>
  text(list.length ? ` (${list.join('; ')})` : '', list.length ? ` (${list.map(hiBook).join('; ')})` : '')

/**
 * The verdict of `/v1/interpret` for `domain` as plain facts, and, for `/v1/timing/resolve`, the
 * assessment of the date, range or coming years: the span's tone, its stretches and the slow grahas'
 * stays; in `language`.
 */
export function narrationFacts(
  domain: Domain,
  c: InterpretTexts,
  assessment?: TimingAssessmentTexts,
  language: TextLanguage = 'en',
): NarrationFacts {
  return factsIn(narrationFactTexts(domain, c, assessment), language)
}

/** The facts said in one language, numbered. */
export function factsIn(f: NarrationFactTexts, language: TextLanguage): NarrationFacts {
  const items = f.items.map((it) => ({ kind: it.kind, text: it.text[language] }))
  return {
    domain: f.domain,
    outlook: f.outlook,
    confidence: f.confidence,
    facts: items.map((it, i) => `${i + 1}. ${it.text}`),
    items,
  }
}

/** The facts, every statement in each language from the same values. */
export function narrationFactTexts(
  domain: Domain,
  c: InterpretTexts,
  assessment?: TimingAssessmentTexts,
): NarrationFactTexts {
  const out: { kind: FactKind; text: Text }[] = []
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim()
  const add = (kind: FactKind, en: string, hi: string) => out.push({ kind, text: text(tidy(en), tidy(hi)) })
  const v = c.verdict
  const words = hiDomain(domain)
  add(
    'outlook',
    `For ${domain}, the outlook is ${OUTLOOK_WORDS[v.outlook]}, with ${v.confidence} confidence.`,
    `${words} के लिए परिणाम ${OUTLOOK_HI[v.outlook]} है, ${CONFIDENCE_HI[v.confidence]} विश्वास के साथ।`,
  )
  for (const r of v.reasons) add('reason', `Why the confidence: ${r.en}`, `विश्वास का आधार: ${r.hi}`)
  if (!c.timeKnown)
    add(
      'time_unknown',
      'The birth time is not known: houses are counted from the Moon.',
      'जन्म का समय ज्ञात नहीं है: भाव चंद्रमा से गिने गए हैं।',
    )
  for (const f of c.supportingFactors)
    add(
      'support',
      `In favour: ${f.statement.en} ${f.meaning.en}${books(f.books).en}`,
      `पक्ष में: ${f.statement.hi} ${f.meaning.hi}${books(f.books).hi}`,
    )
  for (const f of c.cautionaryFactors)
    add(
      'caution',
      `To look after: ${f.statement.en} ${f.meaning.en}${books(f.books).en}`,
      `ध्यान रखने योग्य: ${f.statement.hi} ${f.meaning.hi}${books(f.books).hi}`,
    )
  const windows = assessment ? assessment.windows : c.timingWindows
  for (const w of windows)
    add(
      'window',
      `The ${w.period.en.replace(/ \(.*\)$/, '')} period, ${month(w.start)} to ${month(w.end)}, is ${TONE_WORDS[w.tone]} for ${domain}: ${w.description.en}`,
      `${w.period.hi.replace(/ \(.*\)$/, '')} की अवधि, ${hiMonth(w.start)} से ${hiMonth(w.end)} तक, ${words} के लिए ${TONE_HI[w.tone]} है: ${w.description.hi}`,
    )
  if (assessment) {
    add('span', assessment.summary.en, assessment.summary.hi)
    for (const s of assessment.stretches)
      add(
        'stretch',
        `From ${dayWords(s.start)} to ${dayWords(s.end)} (the ${s.mahadasha}–${s.antardasha} period, ${s.pratyantardasha} sub-period) is ${TONE_WORDS[s.tone]} for ${domain}: ${s.reasons.map((r) => r.en).join(' ')}`,
        `${hiDay(s.start)} से ${hiDay(s.end)} तक (${hiGraha(s.mahadasha)}–${hiGraha(s.antardasha)} की अवधि, ${hiGraha(s.pratyantardasha)} प्रत्यंतर्दशा) ${words} के लिए ${TONE_HI[s.tone]} है: ${s.reasons.map((r) => r.hi).join(' ')}`,
      )
    for (const g of TRANSIT_PLANETS)
      for (const t of assessment.transits.filter((x) => x.planet === g))
        add(
          'transit',
          `${g} is in ${t.sign} from ${month(t.start)} to ${month(t.end)}: the ${ordinal(t.houseFromMoon)} house from the Moon${t.houseFromLagna === null ? '' : ` and the ${ordinal(t.houseFromLagna)} from the lagna`}${t.favourable ? ', a favourable place for it' : ''}.`,
          `${hiGraha(g)} ${hiMonth(t.start)} से ${hiMonth(t.end)} तक ${hiSign(t.sign)} राशि में है: चंद्रमा से ${hindiOrdinal(t.houseFromMoon)} भाव${t.houseFromLagna === null ? '' : ` और लग्न से ${hindiOrdinal(t.houseFromLagna)} भाव`}${t.favourable ? ', जो उसके लिए अनुकूल स्थान है' : ''}।`,
        )
  }
  const WHEN_HI = { occurred_or_overdue: 'अब से पहले', current: 'अभी', upcoming: 'आगे' } as const
  for (const e of c.eventTiming)
    add(
      'event',
      e.window
        ? `The event of this domain is indicated ${e.status === 'occurred_or_overdue' ? 'before now' : e.status === 'current' ? 'now' : 'ahead'}, ${e.window.startYear} to ${e.window.endYear}. ${e.note.en}`
        : `No window for the event of this domain is found. ${e.note.en}`,
      e.window
        ? `इस क्षेत्र की घटना का संकेत ${e.status === 'occurred_or_overdue' ? WHEN_HI.occurred_or_overdue : e.status === 'current' ? WHEN_HI.current : WHEN_HI.upcoming} मिलता है, ${e.window.startYear} से ${e.window.endYear} तक। ${e.note.hi}`
        : `इस क्षेत्र की घटना के लिए कोई अवधि नहीं मिलती। ${e.note.hi}`,
    )
  add('agreement', c.methodAgreement.summary.en, c.methodAgreement.summary.hi)
  return { domain, outlook: v.outlook, confidence: v.confidence, items: out }
}
