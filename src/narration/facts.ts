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
import type { InterpretContent } from '../readings/interpret.js'
import type { TimingAssessment } from '../readings/timing.js'

const OUTLOOK_WORDS = {
  favorable: 'favourable',
  mostly_favorable: 'mostly favourable',
  mixed: 'mixed',
  challenging: 'challenging, asking for patience and care',
} as const
const TONE_WORDS = { favorable: 'supportive', cautionary: 'a time for care', neutral: 'neutral' } as const

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
  outlook: InterpretContent['verdict']['outlook']
  confidence: InterpretContent['verdict']['confidence']
  /** Numbered, one statement each. */
  facts: string[]
  /** The same facts unnumbered, with their kinds, in the same order. */
  items: { kind: FactKind; text: string }[]
}

const TRANSIT_PLANETS = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'] as const
const dayWords = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-')
  return `${Number(d)} ${month(`${y}-${m}`)}`
}

/**
 * The verdict of `/v1/interpret` for `domain` as plain facts, and, for `/v1/timing/resolve`, the
 * assessment of the date, range or coming years: the span's tone, its stretches and the slow grahas'
 * stays.
 */
export function narrationFacts(
  domain: Domain,
  c: InterpretContent,
  assessment?: TimingAssessment,
): NarrationFacts {
  const out: { kind: FactKind; text: string }[] = []
  const add = (kind: FactKind, text: string) => out.push({ kind, text: text.replace(/\s+/g, ' ').trim() })
  const v = c.verdict
  add(
    'outlook',
    `For ${domain}, the outlook is ${OUTLOOK_WORDS[v.outlook]}, with ${v.confidence} confidence.`,
  )
  for (const r of v.reasons) add('reason', `Why the confidence: ${r}`)
  if (!c.timeKnown) add('time_unknown', 'The birth time is not known: houses are counted from the Moon.')
  for (const f of c.supportingFactors)
    add(
      'support',
      `In favour: ${f.statement} ${f.meaning}${f.books.length ? ` (${f.books.join('; ')})` : ''}`,
    )
  for (const f of c.cautionaryFactors)
    add(
      'caution',
      `To look after: ${f.statement} ${f.meaning}${f.books.length ? ` (${f.books.join('; ')})` : ''}`,
    )
  const windows = assessment ? assessment.windows : c.timingWindows
  for (const w of windows)
    add(
      'window',
      `The ${w.period.replace(/ \(.*\)$/, '')} period, ${month(w.start)} to ${month(w.end)}, is ${TONE_WORDS[w.tone]} for ${domain}: ${w.description}`,
    )
  if (assessment) {
    add('span', assessment.summary)
    for (const s of assessment.stretches)
      add(
        'stretch',
        `From ${dayWords(s.start)} to ${dayWords(s.end)} (the ${s.mahadasha}–${s.antardasha} period, ${s.pratyantardasha} sub-period) is ${TONE_WORDS[s.tone]} for ${domain}: ${s.reasons.join(' ')}`,
      )
    for (const g of TRANSIT_PLANETS)
      for (const t of assessment.transits.filter((x) => x.planet === g))
        add(
          'transit',
          `${g} is in ${t.sign} from ${month(t.start)} to ${month(t.end)}: the ${ordinal(t.houseFromMoon)} house from the Moon${t.houseFromLagna === null ? '' : ` and the ${ordinal(t.houseFromLagna)} from the lagna`}${t.favourable ? ', a favourable place for it' : ''}.`,
        )
  }
  for (const e of c.eventTiming)
    add(
      'event',
      e.window
        ? `The event of this domain is indicated ${e.status === 'occurred_or_overdue' ? 'before now' : e.status === 'current' ? 'now' : 'ahead'}, ${e.window.startYear} to ${e.window.endYear}. ${e.note}`
        : `No window for the event of this domain is found. ${e.note}`,
    )
  add('agreement', c.methodAgreement.summary)
  return {
    domain,
    outlook: v.outlook,
    confidence: v.confidence,
    facts: out.map((f, i) => `${i + 1}. ${f.text}`),
    items: out,
  }
}
