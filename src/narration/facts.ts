/**
 * What a narrator is given (issue 14, item 2): the verdict of `/v1/interpret` for the domain as numbered
 * plain facts: the outlook and confidence with their reasons, the supporting and cautionary factors with
 * their books, the timing windows with their tones, the event's timing and whether the methods agree.
 * Built from the reading alone, never from the request: no date, time or place of birth, no coordinates,
 * no name can reach the model, because none is here. The same facts are the vocabulary the grounding
 * checks hold the reply to (grounding.ts).
 */
import type { Domain } from '../corpus/vocabulary.js'
import type { InterpretContent } from '../readings/interpret.js'

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

export interface NarrationFacts {
  domain: Domain
  outlook: InterpretContent['verdict']['outlook']
  confidence: InterpretContent['verdict']['confidence']
  /** Numbered, one statement each. */
  facts: string[]
}

export function narrationFacts(domain: Domain, c: InterpretContent): NarrationFacts {
  const out: string[] = []
  const v = c.verdict
  out.push(`For ${domain}, the outlook is ${OUTLOOK_WORDS[v.outlook]}, with ${v.confidence} confidence.`)
  for (const r of v.reasons) out.push(`Why the confidence: ${r}`)
  if (!c.timeKnown) out.push('The birth time is not known: houses are counted from the Moon.')
  for (const f of c.supportingFactors)
    out.push(`In favour: ${f.statement} ${f.meaning}${f.books.length ? ` (${f.books.join('; ')})` : ''}`)
  for (const f of c.cautionaryFactors)
    out.push(`To look after: ${f.statement} ${f.meaning}${f.books.length ? ` (${f.books.join('; ')})` : ''}`)
  for (const w of c.timingWindows)
    out.push(
      `The ${w.period.replace(/ \(.*\)$/, '')} period, ${month(w.start)} to ${month(w.end)}, is ${TONE_WORDS[w.tone]} for ${domain}: ${w.description}`,
    )
  for (const e of c.eventTiming)
    out.push(
      e.window
        ? `The event of this domain is indicated ${e.status === 'occurred_or_overdue' ? 'before now' : e.status === 'current' ? 'now' : 'ahead'}, ${e.window.startYear} to ${e.window.endYear}. ${e.note}`
        : `No window for the event of this domain is found. ${e.note}`,
    )
  out.push(c.methodAgreement.summary)
  return {
    domain,
    outlook: v.outlook,
    confidence: v.confidence,
    facts: out.map((f, i) => `${i + 1}. ${f.replace(/\s+/g, ' ').trim()}`),
  }
}
