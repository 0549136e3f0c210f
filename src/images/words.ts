/**
 * The words a chart picture is labelled with, in the language of the call (issue 36). English keeps its
 * two-letter abbreviations (Su, Mo …). In the Indian languages a chart writes each graha by the first
 * akṣara of its name in the name table (data/names/<code>.json), as printed kuṇḍalīs and pañcāṅgas do in
 * Hindi (सू चं मं बु गु शु श रा के, ल for the lagna), Marathi (र for रवि), Gujarati, Bengali (বৃ for
 * বৃহস্পতি), Telugu and Kannada (కు / ಕು for కుజ / ಕುಜ) and Malayalam: the first letter with its vowel sign and
 * any anusvāra, a conjunct kept whole (वृ, വ്യാ). Tamil jātakam charts write a closed first syllable,
 * its dead consonant (புள்ளி) kept: சந், செவ், சுக், லக்; and சனி whole, since ச alone reads as the start
 * of சந். Where the first akṣara of two names is the same the longer form is given here (Tamil's
 * Pluto, புளூ, beside புதன்'s பு). The forms are derived from the table, so they never disagree with the
 * names an answer gives; test/unit/chart-image-languages.test.ts holds them distinct and each a prefix
 * of its table word.
 *
 * Retrograde and combust are marked with the first akṣara of vakra and asta in the language's script
 * (Hindi व and अ, as Hindi kuṇḍalī software marks them; the Sanskrit words are the same in every one of
 * these languages). The signs in the South Indian chart are the table's names; the North and East
 * Indian charts number them, in every language, as printed charts do.
 */
import { nameTable, type Language } from '../i18n/languages.js'
import type { Varga } from '../jyotisha/vargas.js'
import { VARGA_NAMES } from '../jyotisha/vargas.js'
import { SIGNS } from '../astro/zodiac.js'
import { SCRIPT_OF, scriptFamily } from './fonts.js'

export interface ChartWords {
  language: Language
  /** A graha's (or outer planet's) label: "Su", "सू". */
  graha: (body: string) => string
  /** The lagna's label in a house or sign: "Asc", "ल". */
  ascendant: string
  /** The lagna in full (the wheel's label): "Asc", "लग्न". */
  ascendantWord: string
  /** The raised marks. */
  retrograde: string
  combust: string
  /** A sign in the South Indian chart (0 = Aries): "Ari", "मेष". */
  southSign: (sign: number) => string
  /** The varga's name, the picture's title: "Navamsa", "नवांश". */
  varga: (n: Varga) => string
  /** The family of the script's font, put first in the SVG's font list, or null (English). */
  family: string | null
}

/** The usual two-letter abbreviations of the grahas (and of the outer planets, where drawn). */
export const ABBREVIATIONS: Record<string, string> = {
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
  Uranus: 'Ur',
  Neptune: 'Ne',
  Pluto: 'Pl',
}

export const ENGLISH_WORDS: ChartWords = {
  language: 'en',
  graha: (body) => ABBREVIATIONS[body] ?? body.slice(0, 2),
  ascendant: 'Asc',
  ascendantWord: 'Asc',
  retrograde: 'R',
  combust: 'C',
  southSign: (sign) => SIGNS[sign]!.slice(0, 3),
  varga: (n) => VARGA_NAMES[n],
  family: null,
}

const MARK = /\p{M}/u
/** The viramas of the seven scripts (U+094D … U+0D4D): a virama before a consonant joins a conjunct. */
const VIRAMA = /[\u094D\u09CD\u0ACD\u0BCD\u0C4D\u0CCD\u0D4D]/u

/**
 * The first akṣara of a word: its first letter, then its marks (vowel signs, anusvāra, nukta); a virama
 * followed by a consonant takes the consonant in (a conjunct), and its marks. With `closed`, a virama
 * at the end of the syllable is kept with its consonant (Tamil's சந்).
 */
export function firstAkshara(word: string, closed = false): string {
  const cs = [...word.normalize('NFC')]
  let i = 1
  for (;;) {
    const c = cs[i]
    if (c === undefined) break
    if (VIRAMA.test(c)) {
      // A conjunct: the virama and the consonant after it (Tamil's closed syllable ends at its virama).
      const next = cs[i + 1]
      if (!closed && next !== undefined && !MARK.test(next)) {
        i += 2
        continue
      }
      i += 1
      break
    }
    if (MARK.test(c)) {
      i += 1
      continue
    }
    // A consonant after the syllable: in Tamil's closed syllable, taken with its virama.
    if (closed && cs[i + 1] !== undefined && VIRAMA.test(cs[i + 1]!)) {
      i += 2
      break
    }
    break
  }
  return cs.slice(0, i).join('')
}

/** Where the first akṣara is not what the language's charts write, or would not tell two apart. */
const OVERRIDES: Partial<Record<Language, Record<string, string>>> = {
  // ச would be சந் (Moon) too: Tamil charts write சனி.
  ta: { Saturn: 'சனி', Pluto: 'புளூ' },
}

/** First akṣara of vakra (retrograde) and asta (combust) in each script. */
const MARKS: Record<Exclude<Language, 'en'>, [string, string]> = {
  hi: ['व', 'अ'],
  mr: ['व', 'अ'],
  bn: ['ব', 'অ'],
  gu: ['વ', 'અ'],
  ta: ['வ', 'அ'],
  te: ['వ', 'అ'],
  kn: ['ವ', 'ಅ'],
  ml: ['വ', 'അ'],
}

/** The vargas' names in Devanagari (the Sanskrit words, as Hindi and Marathi books print them). */
const VARGAS_DEVANAGARI: Record<Varga, string> = {
  1: 'राशि',
  2: 'होरा',
  3: 'द्रेष्काण',
  4: 'चतुर्थांश',
  7: 'सप्तांश',
  9: 'नवांश',
  10: 'दशांश',
  12: 'द्वादशांश',
  16: 'षोडशांश',
  20: 'विंशांश',
  24: 'चतुर्विंशांश',
  27: 'सप्तविंशांश',
  30: 'त्रिंशांश',
  40: 'खवेदांश',
  45: 'अक्षवेदांश',
  60: 'षष्ट्यंश',
}

const cache = new Map<Language, ChartWords>()

/** The words of a chart in `language`. */
export function chartWords(language: Language): ChartWords {
  if (language === 'en') return ENGLISH_WORDS
  let words = cache.get(language)
  if (words) return words
  const { names } = nameTable(language)
  const closed = language === 'ta'
  const own = OVERRIDES[language] ?? {}
  const full = { ...names.grahas, ...names.outerBodies } as Record<string, string>
  const short = Object.fromEntries(
    Object.entries(full).map(([body, word]) => [body, own[body] ?? firstAkshara(word, closed)]),
  )
  const ascendantWord = names.points.Ascendant!
  const [retrograde, combust] = MARKS[language]
  const devanagari = SCRIPT_OF[language] === 'devanagari'
  words = {
    language,
    graha: (body) => short[body] ?? full[body] ?? body,
    ascendant: firstAkshara(ascendantWord, closed),
    ascendantWord,
    retrograde,
    combust,
    southSign: (sign) => names.signs[SIGNS[sign]!]!,
    // The vargas' names are not in the name tables: Devanagari has them; the others keep the
    // transliteration (the answer's `languageFallback` lists `text`).
    varga: (n) => (devanagari ? VARGAS_DEVANAGARI[n] : VARGA_NAMES[n]),
    family: scriptFamily(SCRIPT_OF[language]!),
  }
  cache.set(language, words)
  return words
}
