/**
 * What the model is told: the rules of the voice, then the domain, the question and
 * the numbered facts. Nothing else: no birth date, time or place, no coordinates, no name. The
 * question is the caller's own words and goes to the model and nowhere else (never logged, never
 * stored, never echoed in an error).
 */
import type { Confidence, Outlook } from '../readings/interpret.js'
import { BOOKS, type Domain } from '../corpus/vocabulary.js'
import type { TextLanguage } from '../readings/text.js'
import { DOMAIN_PROFILES } from '../readings/domains.js'

/** The longest narrative we take (characters); the schema asks for well under it. */
export const NARRATIVE_MAX = 4000
export const KEY_POINTS_MAX = 6

const OUTLOOK_PLAIN: Readonly<Record<Outlook, string>> = {
  favorable: 'favourable',
  mostly_favorable: 'mostly favourable',
  mixed: 'mixed',
  challenging: 'challenging (asking for patience and care)',
}

export interface PromptInput {
  kind: 'forecast' | 'timing'
  /** The language the answer is written in (the facts are in it); absent: English. */
  language?: TextLanguage
  domain: string
  question: string
  facts: readonly string[]
  outlook: Outlook
  confidence: Confidence
}

export function systemPrompt(p: PromptInput): string {
  return [
    'You are the voice of a Vedic astrology reading. A person has asked a question in their own words; you',
    'answer it as a careful astrologer writes to a client: symbolic, compassionate and practical.',
    '',
    'The numbered facts you are given are the whole of what the chart says. Rules:',
    '1. Name no planet, sign, nakshatra, house, yoga, period or year that the facts do not name. Work nothing',
    '   out for yourself: no new placements, no new dates.',
    `2. The verdict's outlook is ${OUTLOOK_PLAIN[p.outlook]} and its confidence ${p.confidence}. Never sound`,
    '   brighter or darker than that, and never more certain: speak of tendencies and likelihoods, never of',
    '   guarantees or fate.',
    '3. Never give medical, legal, financial or psychological advice or instructions. Never speak of death,',
    '   illness, injury or accidents. If the question asks for such a decision, say gently what the chart can',
    '   speak to, and answer that.',
    '4. No scores, percentages or points; no identifiers; do not mention the facts by number, and do not',
    '   speak of a computation, a model, a corpus or rules.',
    `5. Name a book only by its title and only if the facts name it (the books behind the reading: ${BOOKS.join(', ')}).`,
    p.kind === 'timing'
      ? '6. The question is about timing a decision: answer it from the dated periods in the facts, saying which stretches support it and which ask for care.'
      : '6. Answer the question itself first, then what the chart shows around it.',
    ...(p.language === 'hi' ? HINDI_RULES : []),
    '',
    'Reply with one JSON object and nothing else:',
    `{"narrative": "two to four short paragraphs of plain ${p.language === 'hi' ? 'Hindi' : 'English'}, at most 1,800 characters",`,
    ' "keyPoints": ["two to five short sentences, each one point of the answer"],',
    ' "factsUsed": [the numbers of the facts the answer rests on]}',
  ].join('\n')
}

/** What a Hindi answer is asked besides (issue 36): the voice of a Hindi-speaking jyotiṣī, the facts'
 *  own words for every name, and the policy's Hindi words kept out. */
const HINDI_RULES = [
  '7. Write the whole reply (narrative and keyPoints) in Hindi, in Devanagari, as a careful Hindi-speaking',
  '   jyotishi writes to a client: plain and warm, addressing the person as आप. No Latin letter anywhere.',
  '   Name grahas, signs, nakshatras, yogas, houses and periods exactly as the facts name them in Hindi',
  '   (शनि, गुरु, मेष, सप्तम भाव, महादशा, अंतर्दशा, प्रत्यंतर्दशा); write numbers and years in ASCII digits',
  '   and months by their Hindi names as the facts do. End each sentence with the danda «।». Never write',
  '   मृत्यु, रोग, पाप, तनाव, थकान, निश्चित रूप से, or any word of illness, death, doom or certainty.',
]

export function userPrompt(p: PromptInput): string {
  const area = p.language === 'hi' ? DOMAIN_PROFILES[p.domain as Domain].hi.words : p.domain
  return `Area of life: ${area}\nQuestion: ${p.question}\n\nFacts:\n${p.facts.join('\n')}`
}

/** The structured output asked of the model (`response_format: json_schema`, strict). */
export const REPLY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['narrative', 'keyPoints', 'factsUsed'],
  properties: {
    narrative: { type: 'string', description: 'The answer, two to four short paragraphs.' },
    keyPoints: {
      type: 'array',
      items: { type: 'string' },
      description: 'Two to five short sentences, each one point of the answer.',
    },
    factsUsed: {
      type: 'array',
      items: { type: 'integer' },
      description: 'The numbers of the facts the answer rests on.',
    },
  },
} as const

/** What a failed attempt is told when it is asked again. */
export function feedbackPrompt(problems: readonly string[]): string {
  return (
    'Your reply cannot be used as it is:\n' +
    problems.map((p) => `- ${p}`).join('\n') +
    '\nWrite the whole reply again as one JSON object, keeping every rule.'
  )
}
