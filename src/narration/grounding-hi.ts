/**
 * The chart's vocabulary as a Hindi narrative names it (issue 36), for the grounding checks
 * (grounding.ts): grahas, signs, nakṣatras and yogas by the Hindi name table's words (and the common
 * other spellings of a graha or a sign), houses by their Sanskrit ordinals, their Hindi ordinal words or
 * their digits before भाव, and months with their year («अगस्त 2026», «4 मार्च 2027»). Each is put in
 * the same terms as the English mentions (`Saturn`, `Leo`, 7, `gajakesari`), so a Hindi narrative is
 * held to its Hindi facts exactly as an English one to its English facts. Devanagari has no word
 * boundary `\b` understands: a name is bounded by anything but a Devanagari letter or sign.
 */
import { NAKSHATRAS } from '../astro/index.js'
import type { Mentions } from './grounding.js'
import { hiNames, hiSigns } from './words-hi.js'

const BEFORE = '(?<![\\u0900-\\u0963\\u0971-\\u097F])'
const AFTER = '(?![\\u0900-\\u0963\\u0971-\\u097F])'
const nfc = (s: string) => s.normalize('NFC')
const alternatives = (words: readonly string[]) =>
  [...new Set(words.map(nfc))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')

/** Other spellings a Hindi writer uses for a graha or a sign, beside the table's. */
const GRAHA_VARIANTS: Readonly<Record<string, string>> = {
  चंद्रमा: 'Moon',
  चन्द्रमा: 'Moon',
  चन्द्र: 'Moon',
  रवि: 'Sun',
  बृहस्पति: 'Jupiter',
  देवगुरु: 'Jupiter',
  शनिदेव: 'Saturn',
  भौम: 'Mars',
  कुज: 'Mars',
}
const SIGN_VARIANTS: Readonly<Record<string, string>> = {
  वृष: 'Taurus',
  कुम्भ: 'Aquarius',
  वृश्चिक: 'Scorpio',
}
const ORDINALS = [
  ['प्रथम', 'पहले', 'पहला'],
  ['द्वितीय', 'दूसरे', 'दूसरा'],
  ['तृतीय', 'तीसरे', 'तीसरा'],
  ['चतुर्थ', 'चौथे', 'चौथा'],
  ['पंचम', 'पाँचवें', 'पांचवें', 'पाँचवाँ', 'पांचवां'],
  ['षष्ठ', 'छठे', 'छठा'],
  ['सप्तम', 'सातवें', 'सातवाँ', 'सातवां'],
  ['अष्टम', 'आठवें', 'आठवाँ', 'आठवां'],
  ['नवम', 'नौवें', 'नवें', 'नौवाँ', 'नौवां'],
  ['दशम', 'दसवें', 'दसवाँ', 'दसवां'],
  ['एकादश', 'ग्यारहवें', 'ग्यारहवाँ', 'ग्यारहवां'],
  ['द्वादश', 'बारहवें', 'बारहवाँ', 'बारहवां'],
] as const
const MONTHS = [
  ['जनवरी'],
  ['फ़रवरी', 'फरवरी'],
  ['मार्च'],
  ['अप्रैल', 'अप्रेल'],
  ['मई'],
  ['जून'],
  ['जुलाई'],
  ['अगस्त'],
  ['सितंबर', 'सितम्बर'],
  ['अक्टूबर', 'अक्तूबर'],
  ['नवंबर', 'नवम्बर'],
  ['दिसंबर', 'दिसम्बर'],
] as const

interface Tables {
  grahas: Map<string, string>
  graha: RegExp
  signs: Map<string, string>
  sign: RegExp
  nakshatras: Map<string, string>
  nakshatra: RegExp
  yogas: Map<string, string>
  yoga: RegExp
  ordinals: Map<string, number>
  houses: RegExp
  months: Map<string, number>
  month: RegExp
  iso: RegExp
}

let tables: Tables | undefined
function hindiTables(): Tables {
  if (tables) return tables
  const names = hiNames()
  const map = (entries: [string, string][]) => new Map(entries.map(([k, v]) => [nfc(k), v]))
  const grahas = map([
    ...Object.entries(names.grahas).map(([en, hi]) => [hi, en] as [string, string]),
    ...Object.entries(GRAHA_VARIANTS),
  ])
  const signs = map([
    ...hiSigns().map(([en, hi]) => [hi, en] as [string, string]),
    ...Object.entries(SIGN_VARIANTS),
  ])
  const nakshatras = map(
    NAKSHATRAS.filter((n) => names.nakshatras[n]).map((n) => [names.nakshatras[n]!, n] as [string, string]),
  )
  // A yoga by its whole name in the table («गजकेसरी योग», «नीचभंग राजयोग»), keyed as the English check
  // keys it (the lower-case name before «Yoga»).
  const yogas = map(
    Object.entries({ ...names.chartYogas, ...names.specialYogas }).map(
      ([en, hi]) =>
        [hi.replace(/\s*\(.*\)$/, ''), en.replace(/\s+Yoga$/, '').toLowerCase()] as [string, string],
    ),
  )
  const ordinals = new Map<string, number>()
  ORDINALS.forEach((ws, i) => ws.forEach((w) => ordinals.set(nfc(w), i + 1)))
  const ord = `(?:${alternatives([...ordinals.keys()])}|\\d{1,2}(?:वें|वाँ|वां|वा)?)`
  const months = new Map<string, number>()
  MONTHS.forEach((ws, i) => ws.forEach((w) => months.set(nfc(w), i + 1)))
  const re = (words: readonly string[]) => new RegExp(`${BEFORE}(${alternatives(words)})${AFTER}`, 'gu')
  tables = {
    grahas,
    graha: re([...grahas.keys()]),
    signs,
    sign: re([...signs.keys()]),
    nakshatras,
    nakshatra: re([...nakshatras.keys()]),
    yogas,
    yoga: re([...yogas.keys()]),
    ordinals,
    // «सप्तम भाव», «पंचम और नवम भावों», «7वें भाव», «भाव 7».
    houses: new RegExp(
      `${BEFORE}(${ord}(?:\\s*(?:,|और|तथा|या)\\s*${ord})*)\\s+भाव(?:ों|ो)?${AFTER}|${BEFORE}भाव\\s+(\\d{1,2})(?!\\d)`,
      'gu',
    ),
    months,
    // «अगस्त 2026», «4 मार्च 2027».
    month: new RegExp(`${BEFORE}(${alternatives([...months.keys()])})\\s+(\\d{4})(?!\\d)`, 'gu'),
    iso: /\b(\d{4})-(\d{2})(?:-\d{2})?\b/g,
  }
  return tables
}

const houseOf = (word: string, t: Tables): number | undefined =>
  t.ordinals.get(word) ?? (/^\d{1,2}/.test(word) ? Number(/^\d{1,2}/.exec(word)![0]) : undefined)

/** Adds to `out` what the Hindi in a text (NFC) names. */
export type HindiMentions = (text: string, out: Mentions) => void

export const hindiMentions: HindiMentions = (text, out) => {
  if (!/[\u0900-\u097F]/.test(text)) return
  const t = hindiTables()
  for (const m of text.matchAll(t.graha)) out.grahas.add(t.grahas.get(m[1]!)!)
  for (const m of text.matchAll(t.sign)) out.signs.add(t.signs.get(m[1]!)!)
  for (const m of text.matchAll(t.nakshatra)) out.nakshatras.add(t.nakshatras.get(m[1]!)!)
  for (const m of text.matchAll(t.yoga)) out.yogas.add(t.yogas.get(m[1]!.replace(/\s+/g, ' '))!)
  for (const m of text.matchAll(t.houses)) {
    if (m[2]) out.houses.add(Number(m[2]))
    else
      for (const w of m[1]!.split(/\s*(?:,|और|तथा|या)\s*/)) {
        const h = houseOf(w.trim(), t)
        if (h !== undefined) out.houses.add(h)
      }
  }
  for (const m of text.matchAll(t.month))
    out.months.add(`${m[2]}-${String(t.months.get(m[1]!)!).padStart(2, '0')}`)
  // A date the facts give as ISO is the same month as a narrative's «30 मार्च 2027».
  for (const m of text.matchAll(t.iso)) out.months.add(`${m[1]}-${m[2]}`)
}
