/**
 * The muhurta event catalogue (src/readings/muhurta/events.ts) as the API uses it: the ids, a lookup,
 * the free-text matcher that maps words (English and common Indian names) to an event, and the words that
 * name a medical procedure, which the service refuses to time.
 *
 * The matcher is deterministic:
 * - The text is read as words: accents dropped (IAST ṛ read as "ri"), lower case, apostrophes and what
 *   follows them dropped ("doctor's" is "doctor"); a hyphen or space separates words, and a phrase never
 *   matches across . , ; : ! ? ( ) / or a line break. Articles and possessives (a, the, my, our, …) are
 *   left out on both sides ("buying our car" is "buy car").
 * - Each word becomes a key its forms share (word-forms.ts: plural, -ing, -ed, a few irregular forms such
 *   as bought → buy; Indian spelling variants aa/a, ee/i, oo/u, chh/ch, sh/s, w/v after a consonant, and the
 *   endings -a and -am, so "pravesh", "pravesha" and "pravesham" are one). Aliases are keyed the same way.
 * - An alias matches a run of whole words whose keys spell its keys, or whose letters, closed up and then
 *   keyed as one word, spell the alias closed up the same way ("grihapravesh" finds "griha pravesh" and
 *   "house warming" finds "housewarming").
 * - The alias that covers the most letters of the text wins, so "bhoomi pujan" is a foundation and not a
 *   puja and "wedding anniversary" is not a wedding; a tie goes to the one that comes first in the text,
 *   then to the catalogue's order. No alias key belongs to two events (a test checks every alias).
 * - Text that names no event maps to the general profile, and the answer says so; `understood` names the
 *   words that were matched as the text had them.
 *
 * Medical procedures: when to have surgery, a caesarean delivery, chemotherapy, dialysis, IVF or
 * embryo transfer, or when to start a medicine is for the treating physician, and the service does not
 * choose times for it. A description naming one (MEDICAL, the same word forms; or a word ending in
 * -ectomy, -otomy, -ostomy, -plasty, -scopy or -therapy) is refused at validation. Opening a clinic,
 * hospital, pharmacy or medical shop is a business opening and is not refused: "clinic", "hospital",
 * "doctor" and "medical" alone name no procedure, and NOT_MEDICAL lifts the few phrases where a medical
 * word means something else ("operation theatre", "medicine shop", "water treatment").
 */
import { text, type Text } from '../text.js'
import { HI_EVENTS } from './hindi.js'
import type { MuhurtaEventRule } from './catalogue-types.js'
import { MUHURTA_EVENTS } from './events.js'
import { contentWords, wordKey, type Word } from './word-forms.js'

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

/** Words that name a medical procedure or treatment: a description naming one is refused. */
export const MEDICAL: readonly string[] = [
  'surgery',
  'surgical',
  'operation',
  'be operated',
  'get operated',
  'operated on',
  'caesarean',
  'cesarean',
  'caesarian',
  'cesarian',
  'c section',
  'lscs',
  'baby delivery',
  'delivery of a baby',
  'induced labour',
  'induced labor',
  'labour induction',
  'labor induction',
  'childbirth',
  'prasav',
  'chemo',
  'dialysis',
  'ivf',
  'iui',
  'icsi',
  'embryo transfer',
  'egg retrieval',
  'test tube baby',
  'insemination',
  'transplant',
  'transfusion',
  'biopsy',
  'anaesthesia',
  'anesthesia',
  'cataract',
  'lasik',
  'root canal',
  'tooth extraction',
  'abortion',
  'vaccine',
  'vaccination',
  'vaccinate',
  'injection',
  'hospital admission',
  'medical procedure',
  'medical treatment',
  'treatment',
  'medication',
  'take medicine',
  'start medicine',
  'medicine course',
  'course of medicine',
  'aushadhi sevan',
  'aushadha sevana',
  'chikitsa',
  'shalya kriya',
  'shastrakriya',
]
/** Endings of the names of procedures: appendectomy, tracheotomy, colostomy, angioplasty, endoscopy,
 *  chemotherapy. */
const MEDICAL_ENDING = /(?:ectomy|otomy|ostomy|plasty|scopy|therapy)$/
/** Words with those endings that name no procedure. */
const NOT_MEDICAL_WORDS: ReadonlySet<string> = new Set(['horoscopy', 'dichotomy'])
/** Why a description naming a medical procedure is refused (completes "`freeText` …"). */
export const MEDICAL_REFUSAL =
  'names a medical procedure or treatment. Its timing is for the treating physician to decide, and this ' +
  'service does not choose times for surgery, a delivery, a procedure or a course of medicine; please follow ' +
  'the physician’s advice. If the request is for another event, describe only that event, or send its ' +
  '`eventId` without `freeText`.'
/** Phrases in which a medical word means something else; a medical match inside one does not count. */
export const NOT_MEDICAL: readonly string[] = [
  'operation theatre',
  'operation theater',
  'operating theatre',
  'operating theater',
  'business operation',
  'start of operations',
  'medicine shop',
  'medicine store',
  'medical shop',
  'medical store',
  'water treatment',
  'treatment plant',
]

/** How the event was chosen, in the answer's words. */
export interface EventChoice {
  event: MuhurtaEventRule
  chosenBy: 'eventId' | 'freeText' | 'default'
  /** What the service understood, in a sentence. */
  understood: Text
}

/** A phrase in the form runs of the text are compared with. */
interface Phrase<T> {
  phrase: string
  /** Its words' keys, joined. */
  keys: string
  /** Its words closed up, keyed as one word. */
  closed: string
  target: T
}

function phrasesOf<T>(list: readonly { phrase: string; target: T }[]): Phrase<T>[] {
  return list.map(({ phrase, target }) => {
    const ws = contentWords(phrase)
    return {
      phrase,
      keys: ws.map((w) => w.key).join(' '),
      closed: wordKey(ws.map((w) => w.norm).join('')),
      target,
    }
  })
}

const EVENT_PHRASES = phrasesOf(
  MUHURTA_EVENTS.flatMap((event) => event.aliases.map((phrase) => ({ phrase, target: event }))),
)
const MEDICAL_PHRASES = phrasesOf(MEDICAL.map((phrase) => ({ phrase, target: true })))
const NOT_MEDICAL_PHRASES = phrasesOf(NOT_MEDICAL.map((phrase) => ({ phrase, target: true })))
const ALL_PHRASES = [...EVENT_PHRASES, ...MEDICAL_PHRASES, ...NOT_MEDICAL_PHRASES]
/** The most words of any phrase: a longer run of the text cannot spell its keys. */
const MAX_RUN_WORDS = Math.max(...ALL_PHRASES.map((p) => p.keys.split(' ').length))
/** A phrase written closed up is found split into at most this many words ("first hair cut"). */
const MAX_CLOSED_RUN_WORDS = 4
const LONGEST_RUN = Math.max(MAX_RUN_WORDS, MAX_CLOSED_RUN_WORDS)

/** A run of words of the text: its first and last word. */
interface Run {
  first: number
  last: number
}

/** The runs of words inside one clause, under their keys (up to MAX_RUN_WORDS words) and under their
 *  closed-up key (up to MAX_CLOSED_RUN_WORDS), each list in the order of the text. */
function runsOf(ws: readonly Word[]): Map<string, Run[]> {
  const runs = new Map<string, Run[]>()
  const add = (form: string, run: Run) => {
    const list = runs.get(form)
    if (list) list.push(run)
    else runs.set(form, [run])
  }
  for (let first = 0; first < ws.length; first++) {
    const keys: string[] = []
    let closed = ''
    for (let last = first; last < ws.length && last - first < LONGEST_RUN; last++) {
      if (ws[last]!.clause !== ws[first]!.clause) break
      keys.push(ws[last]!.key)
      closed += ws[last]!.norm
      const run = { first, last }
      if (keys.length <= MAX_RUN_WORDS) add(`k:${keys.join(' ')}`, run)
      if (keys.length <= MAX_CLOSED_RUN_WORDS) add(`c:${wordKey(closed)}`, run)
    }
  }
  return runs
}

interface Found<T> extends Run {
  phrase: Phrase<T>
  /** Letters of the text the run covers. */
  letters: number
}

/** Every place in the text where a phrase of `phrases` is found. */
function find<T>(ws: readonly Word[], runs: Map<string, Run[]>, phrases: readonly Phrase<T>[]): Found<T>[] {
  const out: Found<T>[] = []
  for (const phrase of phrases) {
    for (const run of [...(runs.get(`k:${phrase.keys}`) ?? []), ...(runs.get(`c:${phrase.closed}`) ?? [])]) {
      let letters = 0
      for (let i = run.first; i <= run.last; i++) letters += ws[i]!.norm.length
      out.push({ ...run, phrase, letters })
    }
  }
  return out
}

/** The words of the text from the run's first word to its last, as the text had them. */
const quote = (text: string, ws: readonly Word[], run: Run): string =>
  text.normalize('NFC').slice(ws[run.first]!.start, ws[run.last]!.end)

/** The event a description names, the alias that named it and the words of the text that matched, or
 *  null. The alias covering the most letters wins, then the earliest, then the catalogue's order. */
export function matchEvent(text: string): { event: MuhurtaEventRule; alias: string; words: string } | null {
  const ws = contentWords(text)
  const found = find(ws, runsOf(ws), EVENT_PHRASES)
  let best: Found<MuhurtaEventRule> | undefined
  for (const f of found)
    if (!best || f.letters > best.letters || (f.letters === best.letters && f.first < best.first)) best = f
  return best ? { event: best.phrase.target, alias: best.phrase.phrase, words: quote(text, ws, best) } : null
}

/** The words of a description that name a medical procedure, as the text had them, or null. */
export function medicalWords(text: string): string | null {
  const ws = contentWords(text)
  const runs = runsOf(ws)
  const lifted = find(ws, runs, NOT_MEDICAL_PHRASES)
  const inLifted = (r: Run) => lifted.some((l) => r.first <= l.last && l.first <= r.last)
  const hits: Run[] = find(ws, runs, MEDICAL_PHRASES).filter((f) => !inLifted(f))
  ws.forEach((w, i) => {
    if (MEDICAL_ENDING.test(w.norm) && !NOT_MEDICAL_WORDS.has(w.norm) && !inLifted({ first: i, last: i }))
      hits.push({ first: i, last: i })
  })
  if (hits.length === 0) return null
  const first = hits.reduce((a, b) => (b.first < a.first ? b : a))
  return quote(text, ws, first)
}

/** The event of a request: `eventId` when given (checked by the caller), else the free text, else general. */
export function chooseEvent(eventId: string | undefined, freeText: string | undefined): EventChoice {
  if (eventId !== undefined) {
    const event = BY_ID.get(eventId)!
    const hi = HI_EVENTS[event.id]!.name
    return {
      event,
      chosenBy: 'eventId',
      understood:
        freeText === undefined
          ? text(`${event.name}, as asked.`, `${hi}, जैसा आपने पूछा।`)
          : text(
              `${event.name}, as asked by its id; the description was not needed.`,
              `${hi}, जैसा आपने कार्य के नाम से पूछा; विवरण की आवश्यकता नहीं पड़ी।`,
            ),
    }
  }
  if (freeText !== undefined) {
    const m = matchEvent(freeText)
    if (m)
      return {
        event: m.event,
        chosenBy: 'freeText',
        // The Hindi does not quote the caller's words: they are in Latin letters, which a Hindi sentence never holds.
        understood: text(
          `${m.event.name}, from the words “${m.words}”.`,
          `${HI_EVENTS[m.event.id]!.name}, आपके विवरण के शब्दों से समझा गया।`,
        ),
      }
    return {
      event: GENERAL_EVENT,
      chosenBy: 'freeText',
      understood: text(
        'The description did not name an event in the catalogue, so the general profile for an auspicious beginning was used.',
        'विवरण में सूची का कोई कार्य नहीं मिला, इसलिए किसी शुभ आरंभ के सामान्य नियम लिए गए।',
      ),
    }
  }
  return {
    event: GENERAL_EVENT,
    chosenBy: 'default',
    understood: text(
      'No event was given, so the general profile for an auspicious beginning was used.',
      'कोई कार्य नहीं बताया गया, इसलिए किसी शुभ आरंभ के सामान्य नियम लिए गए।',
    ),
  }
}
