/**
 * The muhurta event catalogue (src/readings/muhurta/events.ts) as the API uses it: the ids, a lookup,
 * and the free-text matcher that maps words (English and common Indian names) to an event.
 *
 * The matcher is deterministic: the text is lower-cased, its accents and punctuation dropped, and each
 * alias is looked for as whole words, also with its spaces closed up ("grihapravesh" finds "griha
 * pravesh"). The longest alias found wins, so "bhoomi pujan" is a foundation and not a puja; a tie goes to
 * the alias that comes first in the text. Text that names no event maps to the general profile, and the
 * answer says so.
 */
import type { MuhurtaEventRule } from './catalogue-types.js'
import { MUHURTA_EVENTS } from './events.js'

export { MUHURTA_EVENTS }
/** Limits of a request (architecture.md): days scanned, windows returned. */
export const MAX_MUHURTA_DAYS = 366
export const MAX_TOP_N = 50
export { PANCHANGA_FIRST_DATE as MUHURTA_FIRST_DATE } from '../../jyotisha/panchanga/calendar.js'
export const EVENT_IDS: readonly string[] = MUHURTA_EVENTS.map((e) => e.id)
const BY_ID = new Map(MUHURTA_EVENTS.map((e) => [e.id, e]))
export const GENERAL_EVENT = BY_ID.get('general')!

export function eventById(id: string): MuhurtaEventRule | undefined {
  return BY_ID.get(id)
}

/** How the event was chosen, in the answer's words. */
export interface EventChoice {
  event: MuhurtaEventRule
  chosenBy: 'eventId' | 'freeText' | 'default'
  /** What the service understood, in a sentence. */
  understood: string
}

const normalize = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `

const ALIASES: readonly { alias: string; closed: string; event: MuhurtaEventRule }[] = MUHURTA_EVENTS.flatMap(
  (event) => event.aliases.map((alias) => ({ alias, closed: normalize(alias).replace(/ /g, ''), event })),
).sort((a, b) => b.closed.length - a.closed.length)

/** The index of the first word of a run of whole words that spells `target` (spaces closed up), or −1. */
function findRun(words: readonly string[], target: string): number {
  for (let i = 0; i < words.length; i++) {
    let run = ''
    for (let k = i; k < words.length && run.length < target.length; k++) {
      run += words[k]
      if (run === target) return i
    }
  }
  return -1
}

/** The event a description names, or null. */
export function matchEvent(text: string): { event: MuhurtaEventRule; alias: string } | null {
  const words = normalize(text).trim().split(' ').filter(Boolean)
  let best: { event: MuhurtaEventRule; alias: string; length: number; at: number } | null = null
  for (const a of ALIASES) {
    if (best && a.closed.length < best.length) break
    const at = findRun(words, a.closed)
    if (at !== -1 && (!best || at < best.at))
      best = { event: a.event, alias: a.alias, length: a.closed.length, at }
  }
  return best ? { event: best.event, alias: best.alias } : null
}

/** The event of a request: `eventId` when given (checked by the caller), else the free text, else general. */
export function chooseEvent(eventId: string | undefined, freeText: string | undefined): EventChoice {
  if (eventId !== undefined) {
    const event = BY_ID.get(eventId)!
    return {
      event,
      chosenBy: 'eventId',
      understood:
        freeText === undefined
          ? `${event.name}, as asked.`
          : `${event.name}, as asked by its id; the description was not needed.`,
    }
  }
  if (freeText !== undefined) {
    const m = matchEvent(freeText)
    if (m)
      return {
        event: m.event,
        chosenBy: 'freeText',
        understood: `${m.event.name}, from the words “${m.alias}”.`,
      }
    return {
      event: GENERAL_EVENT,
      chosenBy: 'freeText',
      understood:
        'The description did not name an event in the catalogue, so the general profile for an auspicious beginning was used.',
    }
  }
  return {
    event: GENERAL_EVENT,
    chosenBy: 'default',
    understood: 'No event was given, so the general profile for an auspicious beginning was used.',
  }
}
