/**
 * The words of a reading in each language it is written in (issue 36, item 3). A reading is judged once;
 * every sentence it says is made where the judgement makes it, in English and in Hindi together, from
 * the same values: a `Text` holds both. The answer then gives the one its call asked for. Logic never
 * reads a Hindi text: where a reading compares sentences (to say a fact once) it compares the English,
 * so the judgement is the same whatever the language.
 *
 * The Hindi follows the conventions in docs/languages.md: Sanskrit house ordinals, the names of the
 * Hindi name table (the Moon as चंद्रमा in prose), the danda, months by their Hindi names.
 */
import type { Fact } from '../corpus/describe.js'
import type { LevelName } from '../corpus/context.js'
import { hindiFacts, hindiGraha, hindiOrdinal, joinHindi, signWithDignity } from '../corpus/grounds-hi.js'
import type { Book } from '../corpus/vocabulary.js'
import { nameTable } from '../i18n/languages.js'

/** The languages a reading is written in. */
export const TEXT_LANGUAGES = ['en', 'hi'] as const
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]

/** One sentence (or phrase) of a reading, in each language. */
export interface Text {
  readonly en: string
  readonly hi: string
}

export const text = (en: string, hi: string): Text => ({ en, hi })

/** The language a reading is written in for a call in `language`: its own where readings have it. */
export const textLanguage = (language: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as TextLanguage) : 'en'

/** The texts joined, each language with its own separator (a space unless given). */
export function joinTexts(parts: readonly Text[], en = ' ', hi = en): Text {
  return { en: parts.map((p) => p.en).join(en), hi: parts.map((p) => p.hi).join(hi) }
}

export { hindiOrdinal, joinHindi }

/** The Hindi name table, read once per thread on first use (after a worker is told where it is). */
let hiNames: ReturnType<typeof nameTable>['names'] | undefined
const names = () => (hiNames ??= nameTable('hi').names)

let factsHi: ((fact: Fact) => string) | undefined
/** The renderer of a rule's grounds in Hindi (corpus/grounds-hi.ts), made once per thread. */
export const hindiFactsHi = (): ((fact: Fact) => string) => (factsHi ??= hindiFacts(names()))

/** A graha as Hindi prose names it: the name table's word, the Moon as चंद्रमा. */
export const hiGraha = (g: string): string => hindiGraha(names(), g)

/** The levels of the daśā in Hindi. */
export const HI_LEVELS: Readonly<Record<LevelName, string>> = {
  chapter: 'महादशा',
  period: 'अंतर्दशा',
  stretch: 'प्रत्यंतर्दशा',
}

/** A sign with a graha's dignity in it («अपनी मूलत्रिकोण राशि मेष»: grounds-hi.ts). */
export const hiSignWithDignity = (sign: number, dignity: string, neechaBhanga: boolean): string =>
  signWithDignity(names(), sign, dignity, neechaBhanga)

/** «गुरु और शनि». */
export const hiGrahas = (gs: readonly string[]): string => joinHindi(gs.map(hiGraha))

/** A chart yoga's Hindi name («गजकेसरी योग»). */
export function hiYoga(y: string): string {
  return names().chartYogas[y] ?? `${y} योग`
}

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const

/** A month as Hindi writes it, from `YYYY-MM…` or a time in ms: «अगस्त 2026». */
export function hiMonth(when: string | number): string {
  const d = typeof when === 'number' ? new Date(when) : new Date(`${when.slice(0, 7)}-01T00:00:00Z`)
  return `${HINDI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** The classical books in Devanagari, for sentences (the `books` lists keep their English titles as
 *  identifiers); Raman's English book by the title of its Hindi edition. */
const BOOK_TITLES: Readonly<Record<Book, string>> = {
  'Brihat Parashara Hora Shastra': 'बृहत् पराशर होरा शास्त्र',
  Phaladeepika: 'फलदीपिका',
  Saravali: 'सारावली',
  'Brihat Jataka': 'बृहज्जातक',
  'Uttara Kalamrita': 'उत्तर कालामृत',
  'Laghu Parashari': 'लघु पाराशरी',
  Horasara: 'होरासार',
  'Brihat Samhita': 'बृहत् संहिता',
  'Muhurta Chintamani': 'मुहूर्त चिंतामणि',
  'Sanketa Nidhi': 'संकेत निधि',
  'Jataka Parijata': 'जातक पारिजात',
  'Sarvartha Chintamani': 'सर्वार्थ चिंतामणि',
  'Three Hundred Important Combinations': 'तीन सौ महत्त्वपूर्ण योग',
}

/** A classical book's title in Devanagari. */
export const hiBook = (title: string): string => BOOK_TITLES[title as Book] ?? title

/** `T` with every Text given in one language. */
export type Localized<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T

const isText = (v: object): v is Text => {
  const keys = Object.keys(v)
  return keys.length === 2 && typeof (v as Text).en === 'string' && typeof (v as Text).hi === 'string'
}

/** A reading made of Texts, given in `language`: every Text replaced by its words in that language. */
export function inLanguage<T>(v: T, language: TextLanguage): Localized<T> {
  if (Array.isArray(v)) return v.map((x: unknown) => inLanguage(x, language)) as Localized<T>
  if (v === null || typeof v !== 'object') return v as Localized<T>
  if (isText(v)) return v[language] as Localized<T>
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) out[k] = inLanguage(x, language)
  return out as Localized<T>
}
