/**
 * Word forms for the muhurta free-text matcher (catalogue.ts): a description cut into words,
 * each with where it stands in the text, and each reduced to a key that its other forms share, so that
 * "buying a car" meets the alias "buy a car" and "pravesham" meets "pravesh".
 *
 * The key is a stem, not a dictionary word: it only has to be the same for the forms of one word and is
 * never shown. The rules are a few suffix rules in the spirit of Porter's first step (M. F. Porter, "An
 * algorithm for suffix stripping", 1980) and the common variants of romanized Indian words; a stemming
 * library was not used because Porter's later steps conflate English words we must keep apart and mangle
 * romanized Sanskrit, Hindi and Tamil words they were never made for, and a lemmatizer needs a full English
 * dictionary. The rules, in order (each step applies at most once):
 * 1. a few irregular forms are read as their base: bought → buy, got → get, went → go, …
 * 2. plural or third person: -ies → -y, -sses/-ches/-shes/-xes/-zes lose -es, else a final -s goes
 *    (not -ss, -us, -is);
 * 3. -ied → -y (married → marry), else -ing or -ed goes when a vowel stays before it;
 * 4. a final -e goes (move, moving, moved → mov), a final consonant + y becomes i (marry → marri), and a
 *    final double consonant is made single (wedd → wed, travell → travel);
 * 5. Indian spelling variants: aa → a, ee and ii → i, oo and uu → u, chh → ch, sh → s, and w → v after a
 *    consonant (swati, svati; but never a first w, so "wed" stays apart from "Ved");
 * 6. Indian endings: a final -am goes from a word of six letters or more (pravesham, vivaham, upanayanam)
 *    and a final -a from a word of four or more (pravesha, vivaha, mundana).
 * Words in KEEP are their own key (mundane is not mundan). Digits are kept as they are.
 */

/** A word of the text. */
export interface Word {
  /** The word as it is matched: ASCII lower case, accents and apostrophes dropped. */
  norm: string
  /** The key its forms share (`wordKey`). */
  key: string
  /** Where it stands in the text (NFC), UTF-16 offsets [start, end). */
  start: number
  end: number
  /** Which clause: phrases never match across . , ; : ! ? ( ) [ ] / " or a line break. */
  clause: number
}

/** Articles and possessives: left out on both sides, so "buying our car" meets "buy a car". */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
])

const IRREGULAR: Readonly<Record<string, string>> = {
  bought: 'buy',
  got: 'get',
  gotten: 'get',
  went: 'go',
  gone: 'go',
  sold: 'sell',
  built: 'build',
  began: 'begin',
  begun: 'begin',
  took: 'take',
  taken: 'take',
  held: 'hold',
  brought: 'bring',
  children: 'child',
  men: 'man',
  women: 'woman',
  wives: 'wife',
}

/** Words whose rules would make them another word's key. */
const KEEP: ReadonlySet<string> = new Set([
  'mundane', // not the mundan (first haircut)
  'kalyanam', // the Telugu and Tamil wedding, kept apart from Kalyan, a city and a name
])

/** The key the forms of `word` (lower-case ASCII letters and digits) share; see the rules above. */
export function wordKey(word: string): string {
  if (KEEP.has(word) || /\d/.test(word)) return word
  let w = IRREGULAR[word] ?? word
  // 2. Plural, third person.
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 4 && /(?:ss|ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1)
  // 3. Past and continuous.
  if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`
  else if (w.length >= 5 && w.endsWith('ing') && /[aeiouy]/.test(w.slice(0, -3))) w = w.slice(0, -3)
  else if (w.length >= 5 && w.endsWith('ed') && /[aeiouy]/.test(w.slice(0, -2))) w = w.slice(0, -2)
  // 4. Final e, final y, final double consonant.
  if (w.length >= 4 && w.endsWith('e')) w = w.slice(0, -1)
  if (w.length >= 3 && /[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}i`
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1)
  // 5. Indian spelling variants.
  w = w
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/chh/g, 'ch')
    .replace(/sh/g, 's')
    .replace(/([b-df-hj-np-tv-z])w/g, '$1v')
  // 6. Indian endings.
  if (w.length >= 6 && w.endsWith('am')) w = w.slice(0, -2)
  else if (w.length >= 4 && w.endsWith('a')) w = w.slice(0, -1)
  return w
}

const APOSTROPHE = /['’ʼ]/
/** What follows an apostrophe and is dropped with it: doctor's → doctor, we'd → we. */
const CLITIC = /^(?:s|d|ll|re|ve|m|t)$/
const CLAUSE_BREAK = /[.,;:!?()[\]{}/"“”«»|\n]/

/** The letters `ch` stands for: accents dropped, ṛ read as "ri" (IAST gṛha → griha), lower case. */
function fold(ch: string): string {
  return ch
    .normalize('NFD')
    .replace(/r\u0323\u0304?/g, 'ri')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
}

/** The words of `text` (read in NFC), stop words included, with their places and clauses. */
export function words(text: string): Word[] {
  const s = text.normalize('NFC')
  const out: Word[] = []
  let clause = 0
  let norm = ''
  let start = -1
  let end = -1
  let clitic: string | null = null // letters after an apostrophe inside a word
  const close = () => {
    if (norm !== '') {
      if (clitic !== null && !CLITIC.test(clitic)) norm += clitic // o'clock → oclock
      out.push({ norm, key: wordKey(norm), start, end, clause })
    }
    norm = ''
    clitic = null
  }
  for (let i = 0; i < s.length;) {
    const ch = String.fromCodePoint(s.codePointAt(i)!)
    const next = i + ch.length
    const f = fold(ch)
    if (f !== '' && /^[a-z0-9]+$/.test(f)) {
      if (norm === '') start = i
      if (clitic !== null) clitic += f
      else norm += f
      end = next
    } else if (/^\p{M}+$/u.test(ch)) {
      // A combining mark left over by NFC belongs to the letter before it.
      if (norm !== '') end = next
    } else if (APOSTROPHE.test(ch) && norm !== '' && clitic === null) {
      clitic = ''
    } else {
      close()
      if (CLAUSE_BREAK.test(ch)) clause++
    }
    i = next
  }
  close()
  return out
}

/** The words of `text` that are matched: stop words left out. */
export function contentWords(text: string): Word[] {
  return words(text).filter((w) => !STOP_WORDS.has(w.norm))
}
