/**
 * The Hindi words of the matching's sentences (issue 36): the name table's words for signs, nakṣatras and
 * grahas, the tables' own terms (varṇa, vaśya, yoni, gaṇa, nāḍī, tārā, rajju) as Hindi matching books
 * write them, and counts as Hindi writes them («13वाँ»). Used where each sentence is judged, beside its
 * English, so that both come from the same values.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { nameTable } from '../../i18n/languages.js'

type Names = ReturnType<typeof nameTable>['names']
let table: Names | undefined
const names = (): Names => (table ??= nameTable('hi').names)

/** A sign's Hindi name, by index or by its English name. */
export const hiSign = (s: number | string): string =>
  names().signs[typeof s === 'number' ? SIGNS[s]! : s] ?? String(s)
/** A nakṣatra's Hindi name, by index or by its English name. */
export const hiStar = (n: number | string): string =>
  names().nakshatras[typeof n === 'number' ? NAKSHATRAS[n]! : n] ?? String(n)
/** A graha as Hindi prose names it: the table's word, the Moon as चंद्रमा. */
export const hiGrahaName = (g: string): string => (g === 'Moon' ? 'चंद्रमा' : (names().grahas[g] ?? g))
/** A kūṭa's, a porutham's or a doṣa's Hindi name. */
export const hiKoota = (k: string): string => names().kootas[k] ?? k
export const hiPorutham = (p: string): string => names().poruthams[p] ?? p
export const hiDosha = (d: string): string => names().doshas[d] ?? d

const ORD = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ']
/** «तीसरा», «13वाँ» (a count standing alone or of a masculine noun, in the direct case). */
export const nth = (n: number): string => ORD[n - 1] ?? `${n}वाँ`
/** «तीसरे», «13वें» (before a postposition, or of a masculine noun in the oblique). */
export const nthO = (n: number): string =>
  ORD[n - 1] ? ORD[n - 1]!.replace(/ा$/, 'े').replace(/ाँ$/, 'ें') : `${n}वें`

/** «क», «क और ख», «क, ख और ग». */
export function joinHi(words: readonly string[], last = 'और'): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}

/** The attributes of the kūṭa tables, in the words Hindi matching books use. */
const TERMS: Readonly<Record<string, string>> = {
  // varṇa
  Brahmin: 'ब्राह्मण',
  Kshatriya: 'क्षत्रिय',
  Vaishya: 'वैश्य',
  Shudra: 'शूद्र',
  // vaśya
  Manava: 'मानव',
  Chatushpada: 'चतुष्पद',
  Jalachara: 'जलचर',
  Vanachara: 'वनचर',
  Keeta: 'कीट',
  // yoni
  Horse: 'अश्व',
  Elephant: 'गज',
  Sheep: 'मेष',
  Serpent: 'सर्प',
  Dog: 'श्वान',
  Cat: 'मार्जार',
  Rat: 'मूषक',
  Cow: 'गौ',
  Buffalo: 'महिष',
  Tiger: 'व्याघ्र',
  Deer: 'मृग',
  Monkey: 'वानर',
  Mongoose: 'नकुल',
  Lion: 'सिंह',
  // gaṇa
  Deva: 'देव',
  Manushya: 'मनुष्य',
  Rakshasa: 'राक्षस',
  // nāḍī
  Adi: 'आदि',
  Madhya: 'मध्य',
  Antya: 'अंत्य',
  Adya: 'आद्य',
  // tārā
  Janma: 'जन्म',
  Sampat: 'संपत्',
  Vipat: 'विपत्',
  Kshema: 'क्षेम',
  Pratyari: 'प्रत्यरि',
  Sadhaka: 'साधक',
  Vadha: 'वध',
  Mitra: 'मित्र',
  'Ati-mitra': 'अति मित्र',
  // rajju
  Pada: 'पाद',
  Kati: 'कटि',
  Nabhi: 'नाभि',
  Kanta: 'कंठ',
  Siro: 'शिरो',
}

/** A term of the kūṭa tables in Hindi; a sign, star or graha by the name table. */
export function hiTerm(t: string): string {
  const n = names()
  return TERMS[t] ?? n.signs[t] ?? n.nakshatras[t] ?? (n.grahas[t] ? hiGrahaName(t) : t)
}

/** How one graha regards another by the natural relations, as «… मानता है» completes it. */
export const HI_RELATION: Readonly<Record<string, string>> = {
  friend: 'मित्र',
  neutral: 'सम',
  enemy: 'विरोधी',
}

/** A graha's name as a label («चंद्र», in a period «चंद्र–शनि»): the name table's word. */
export const hiGrahaLabel = (g: string): string => names().grahas[g] ?? g

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' }
/** A count of points as Hindi matching books write it: «1½», «¾», «3¼», «20». */
export function hiNumber(x: number): string {
  const whole = Math.floor(x)
  const part = FRACTIONS[x - whole]
  return part === undefined ? String(x) : `${whole === 0 ? '' : whole}${part}`
}
