/**
 * The grounding checks every narrated reply must pass, deterministic and cheap:
 *
 * - **grounded**: every graha, sign, nakṣatra, house, yoga and year the narrative names is named in the
 *   facts the model was given (the facts are the allowed vocabulary: what they do not mention, the
 *   narrative may not invent);
 * - **in tone**: it does not speak more brightly or more darkly than the verdict's outlook, nor with more
 *   certainty than the verdict's confidence;
 * - **within bounds**: no instruction in medicine, law, money or psychology, no death or illness, no
 *   scores, ids or internal method names, and books only by title from the closed list.
 *
 * Each problem is said in words the model can act on when it is asked again.
 */
import { NAKSHATRAS, SIGNS } from '../astro/index.js'
import { policyViolations } from '../corpus/policy.js'
import { BOOKS } from '../corpus/vocabulary.js'
import { GRAHAS, SIGNS_SANSKRIT } from '../jyotisha/grahas.js'
import type { Confidence, Outlook } from '../readings/interpret.js'
import type { TextLanguage } from '../readings/text.js'
import type { HindiMentions } from './grounding-hi.js'

export type ProblemKind = 'ungrounded' | 'tone' | 'certainty' | 'forbidden' | 'internal' | 'book' | 'language'

export interface GroundingProblem {
  kind: ProblemKind
  /** What is wrong, addressed to the model. */
  detail: string
}

/** Mentions of the chart's vocabulary in a text, normalised (Sanskrit names to English). */
export interface Mentions {
  grahas: Set<string>
  signs: Set<string>
  nakshatras: Set<string>
  houses: Set<number>
  yogas: Set<string>
  years: Set<number>
  /** Months with their year («अगस्त 2026» as `2026-08`), where a Hindi text names them. */
  months: Set<string>
}

const GRAHA_ALIASES: Readonly<Record<string, string>> = {
  Surya: 'Sun',
  Chandra: 'Moon',
  Mangal: 'Mars',
  Mangala: 'Mars',
  Kuja: 'Mars',
  Budh: 'Mercury',
  Budha: 'Mercury',
  Guru: 'Jupiter',
  Brihaspati: 'Jupiter',
  Shukra: 'Venus',
  Shani: 'Saturn',
  Sani: 'Saturn',
}
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
]

/** Without Latin accents, and Devanagari digits as ASCII ones (Devanagari kept composed, NFC). */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
const words = (list: readonly string[]) => list.map((w) => w.replace(/ /g, '\\s+')).join('|')
const GRAHA_RE = new RegExp(`\\b(${words([...GRAHAS, ...Object.keys(GRAHA_ALIASES)])})\\b`, 'g')
const SIGN_RE = new RegExp(`\\b(${words([...SIGNS, ...SIGNS_SANSKRIT])})\\b`, 'g')
const NAKSHATRA_RE = new RegExp(`\\b(${words([...NAKSHATRAS])})\\b`, 'gi')
const HOUSE_RE = new RegExp(
  `\\b(?:(\\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_WORDS.join('|')}))\\s+(?:houses?|bhavas?)\\b|\\bhouse\\s+(\\d{1,2})\\b`,
  'gi',
)
const YOGA_RE = /\b([A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)\s+[Yy]oga\b/g
const YEAR_RE = /\b(1[89]\d\d|2[01]\d\d)\b/g

/** What `text` names; with `hindi`, what its Hindi names too (grounding-hi.ts). */
export function mentions(text: string, hindi?: HindiMentions): Mentions {
  const t = plain(text)
  const out: Mentions = {
    grahas: new Set(),
    signs: new Set(),
    nakshatras: new Set(),
    houses: new Set(),
    yogas: new Set(),
    years: new Set(),
    months: new Set(),
  }
  hindi?.(t, out)
  for (const m of t.matchAll(GRAHA_RE)) out.grahas.add(GRAHA_ALIASES[m[1]!] ?? m[1]!)
  for (const m of t.matchAll(SIGN_RE)) {
    const i = SIGNS_SANSKRIT.indexOf(m[1]! as (typeof SIGNS_SANSKRIT)[number])
    out.signs.add(i >= 0 ? SIGNS[i]! : m[1]!)
  }
  for (const m of t.matchAll(NAKSHATRA_RE)) {
    const name = NAKSHATRAS.find((n) => n.toLowerCase() === m[1]!.replace(/\s+/g, ' ').toLowerCase())
    if (name) out.nakshatras.add(name)
  }
  for (const m of t.matchAll(HOUSE_RE)) {
    const n = m[1] ? Number(m[1]) : m[2] ? ORDINAL_WORDS.indexOf(m[2].toLowerCase()) + 1 : Number(m[3])
    out.houses.add(n)
  }
  for (const m of t.matchAll(YOGA_RE)) out.yogas.add(m[1]!.toLowerCase())
  for (const m of t.matchAll(YEAR_RE)) out.years.add(Number(m[1]))
  return out
}

/** Phrases brighter than a mixed or challenging outlook allows. */
const TOO_BRIGHT =
  /\b(excellent|outstanding|ideal|perfect|exceptionally (?:good|favou?rable)|very favou?rable|highly favou?rable|extremely favou?rable|golden (?:period|time|year)|best (?:time|year|period) of your life|nothing (?:to worry|stands in your way))\b/i
/** Phrases darker than a favourable outlook allows. */
const TOO_DARK =
  /\b(unfavou?rable|inauspicious|very (?:difficult|hard|challenging)|bad (?:time|year|period)|doomed|disastrous|terrible|hopeless|you should avoid|avoid (?:it|this) (?:at all costs|entirely))\b/i
/** Certainty no verdict has. */
const CERTAIN =
  /\b(guarantee[sd]?|certainly will|will certainly|definitely|without (?:a )?doubt|100 ?%|for sure|surely will|will surely|is destined|are destined|inevitabl[ey])\b/i

/** The same in Hindi, words bounded by anything but a Devanagari letter or sign. */
const hiWords = (words: string) =>
  new RegExp(`(?<![\\u0900-\\u0963\\u0971-\\u097F])(?:${words})(?![\\u0900-\\u0963\\u0971-\\u097F])`, 'u')
const TOO_BRIGHT_HI = hiWords(
  'उत्कृष्ट|सर्वोत्तम|सर्वश्रेष्ठ|आदर्श समय|स्वर्णिम (?:काल|समय|वर्ष|अवधि)|अत्यंत शुभ|अत्यंत अनुकूल|बहुत अनुकूल|बेहद अनुकूल|जीवन का सबसे अच्छा समय|कोई चिंता नहीं|कुछ भी आपके रास्ते में नहीं',
)
const TOO_DARK_HI = hiWords(
  'प्रतिकूल|अशुभ समय|बुरा समय|बुरी अवधि|बहुत कठिन|अत्यंत कठिन|बेहद कठिन|विनाशकारी|भयानक|भयावह|निराशाजनक|आशाहीन|हर हाल में बचें',
)
const CERTAIN_HI = hiWords(
  'निश्चित रूप से|निश्चय ही|अवश्य ही|अवश्य होगा|अवश्य होगी|ज़रूर होगा|जरूर होगा|ज़रूर होगी|जरूर होगी|पक्का|गारंटी|अटल|तय है|नियति में लिखा|100 ?%',
)

const FORBIDDEN: readonly [RegExp, string][] = [
  [
    /\b(death|deaths|die|dies|dying|dead|fatal|mortal(?:ity)?|widow(?:ed|hood)?|funeral|suicid\w*)\b/i,
    'speaks of death',
  ],
  [
    /\b(illness(?:es)?|disease|diseases|sickness|diagnos\w*|surgery|hospitals?|hospitali[sz]\w*|symptom\w*|tumou?r|infection|chronic pain)\b/i,
    'speaks of illness',
  ],
  [
    /\b(doctor|physician|medication|medicine|prescri(?:be|ption)\w*|dosage|supplements?|treatment plan)\b/i,
    'gives medical instruction',
  ],
  [
    /\b(lawyer|attorney|solicitor|lawsuit|sue (?:them|him|her|your)|legal advice|file (?:a )?(?:case|claim|suit))\b/i,
    'gives legal instruction',
  ],
  [
    /\b(invest(?:ing|ment|ments)? (?:in|your)|stock market|(?:buy|sell|trade) (?:stocks?|shares|equities|crypto\w*)|crypto(?:currency|currencies)|bitcoin|mutual funds?|investment portfolio|take (?:out )?a loan|mortgage|interest rates?|financial advi[cs]\w*|buy (?:gold|property|land|a house))\b/i,
    'gives financial instruction',
  ],
  [
    /\b(therap(?:y|ist|ists)|psychiatr\w*|psycholog(?:ist|ists)|depression|anxiety disorder|mental (?:illness|disorder|health condition))\b/i,
    'gives psychological instruction',
  ],
]

const INTERNAL: readonly [RegExp, string][] = [
  [/\b\d+(?:\.\d+)?\s*(?:%|percent|points?)\b/i, 'gives a score'],
  [/\bscore[sd]?\b/i, 'speaks of scores'],
  [/\b\w+_\w+\b/, 'contains an identifier'],
  [/\b[a-z]+[A-Z][A-Za-z]*\b/, 'contains an identifier'],
  [
    /\b(?:rule ids?|corpus|algorithm|weighting|the model|language model|the computation)\b/i,
    'names the machinery',
  ],
]

/** Classical and popular titles outside the closed list: naming one is citing a book we did not use. */
const OTHER_TITLES =
  /\b(Lal Kitab|Bhrigu (?:Samhita|Sutras?)|Jaimini (?:Sutras?|Upadesa)|Prasna Marga|Jataka Tattva|Chamatkar Chintamani|Hora Ratnam|Kalaprakasika|Nadi (?:leaves|granthas?)|Garga Hora|Deva Keralam|Chandra Kala Nadi|Tajika Neelakanthi|Yavana Jataka)\b/i

export interface GroundingInput {
  /** The numbered facts the model was given, in plain words. */
  facts: readonly string[]
  outlook: Outlook
  confidence: Confidence
  /** The language the narrative is written in (the facts are in it); absent: English. */
  language?: TextLanguage
  /** For a Hindi narrative, the reader of its Hindi names (grounding-hi.ts, imported where it is used:
   *  its name table is read through i18n/languages.ts, which config.ts, importing the narrator, must not
   *  reach at its own start). */
  hindi?: HindiMentions
}

/** Every problem of `narrative` against what the model was given; empty when it may be sent. */
export function checkNarrative(narrative: string, input: GroundingInput): GroundingProblem[] {
  const problems: GroundingProblem[] = []
  if (input.language === 'hi' && !input.hindi)
    throw new Error('a Hindi narrative is checked with the reader of its Hindi names')
  const allowed = mentions(input.facts.join('\n'), input.hindi)
  const said = mentions(narrative, input.hindi)
  const missing = <T>(kind: string, s: Set<T>, a: Set<T>, show: (x: T) => string) => {
    const extra = [...s].filter((x) => !a.has(x))
    if (extra.length)
      problems.push({
        kind: 'ungrounded',
        detail: `It names ${kind} that the facts do not: ${extra.map(show).join(', ')}. Mention only what the facts state.`,
      })
  }
  missing('grahas', said.grahas, allowed.grahas, String)
  missing('signs', said.signs, allowed.signs, String)
  missing('nakṣatras', said.nakshatras, allowed.nakshatras, String)
  missing('houses', said.houses, allowed.houses, (h) => `house ${h}`)
  missing('yogas', said.yogas, allowed.yogas, (y) => `${y} yoga`)
  missing('years', said.years, allowed.years, String)
  missing('months', said.months, allowed.months, String)

  const text = plain(narrative)
  // A word of tone the facts themselves use (a classical statement calling a placement excellent) is the
  // reading's own, not the narrator going beyond it.
  const factText = plain(input.facts.join('\n')).toLowerCase()
  const beyond = (re: RegExp) => {
    const g = new RegExp(re.source, 'gi')
    for (const m of text.matchAll(g)) if (!factText.includes(m[0].toLowerCase())) return m
    return null
  }
  const hi = input.language === 'hi'
  const bright = beyond(TOO_BRIGHT) ?? (hi ? beyond(TOO_BRIGHT_HI) : null)
  if (bright && (input.outlook === 'mixed' || input.outlook === 'challenging'))
    problems.push({
      kind: 'tone',
      detail: `“${bright[0]}” is brighter than the verdict, whose outlook is ${input.outlook.replace('_', ' ')}. Keep to its tone.`,
    })
  const dark = beyond(TOO_DARK) ?? (hi ? beyond(TOO_DARK_HI) : null)
  if (dark && (input.outlook === 'favorable' || input.outlook === 'mostly_favorable'))
    problems.push({
      kind: 'tone',
      detail: `“${dark[0]}” is darker than the verdict, whose outlook is ${input.outlook.replace('_', ' ')}. Keep to its tone.`,
    })
  const certain = beyond(CERTAIN) ?? (hi ? beyond(CERTAIN_HI) : null)
  if (certain)
    problems.push({
      kind: 'certainty',
      detail: `“${certain[0]}” claims a certainty the chart never gives (the verdict’s confidence is ${input.confidence}). Speak of tendencies and likelihoods.`,
    })
  for (const [re, what] of FORBIDDEN) {
    const m = re.exec(text)
    if (m) problems.push({ kind: 'forbidden', detail: `It ${what} (“${m[0]}”), which a reading never does.` })
  }
  for (const [re, what] of INTERNAL) {
    const m = re.exec(text)
    if (m) problems.push({ kind: 'internal', detail: `It ${what} (“${m[0]}”); speak only in plain words.` })
  }
  if (hi) {
    for (const v of policyViolations(text, 'hi'))
      problems.push({
        kind: 'forbidden',
        detail: `It breaks the reading's rules (${v}), which a reading never does.`,
      })
    const latin = /[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*)*/.exec(text)
    if (latin)
      problems.push({
        kind: 'language',
        detail: `It is not all in Hindi (“${latin[0]}”): write every word in Devanagari, names as the facts give them.`,
      })
  }
  const other = OTHER_TITLES.exec(text)
  if (other)
    problems.push({
      kind: 'book',
      detail: `It cites “${other[0]}”, which is not among the books the reading rests on (${BOOKS.join(', ')}).`,
    })
  return problems
}
