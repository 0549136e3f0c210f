/**
 * The fonts of the pictures and the report, bundled from npm so that no system font is looked up and a
 * picture renders the same on every host. DejaVu Sans (dejavu-fonts-ttf) covers Latin with its
 * diacritics and the astrological glyphs; it has no Indian script. Each Indian script of our languages
 * has its Noto Sans font (SIL Open Font License 1.1), as Google Fonts serves it, from the
 * @expo-google-fonts packages: static TTF files, regular and bold. Google's builds of these fonts also
 * carry Basic Latin and Latin-1 (digits, °, ·), so a label such as «सू 12°» is set in one font; they
 * lack the Latin of the transliteration (ṣ, ḍ, ṃ) and the prime ′, which stay DejaVu's.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Language } from '../i18n/languages.js'

const require = createRequire(import.meta.url)

export const SCRIPTS = [
  'devanagari',
  'bengali',
  'gujarati',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
] as const
export type Script = (typeof SCRIPTS)[number]

/** The script each language is written in; English none of these. Marathi is written in Devanagari. */
export const SCRIPT_OF: Record<Language, Script | null> = {
  en: null,
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  gu: 'gujarati',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
}

/** Each script's Unicode block (first and last code point). */
export const SCRIPT_BLOCKS: Record<Script, readonly [number, number]> = {
  devanagari: [0x0900, 0x097f],
  bengali: [0x0980, 0x09ff],
  gujarati: [0x0a80, 0x0aff],
  tamil: [0x0b80, 0x0bff],
  telugu: [0x0c00, 0x0c7f],
  kannada: [0x0c80, 0x0cff],
  malayalam: [0x0d00, 0x0d7f],
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The family name of a script's font, as an SVG's `font-family` names it: "Noto Sans Devanagari". */
export const scriptFamily = (script: Script) => `Noto Sans ${capital(script)}`

/** The npm package that ships a script's font. */
export const scriptFontPackage = (script: Script) => `@expo-google-fonts/noto-sans-${script}`

/** The path of a script's font file, regular or bold, resolved from its package. */
export function scriptFontFile(script: Script, weight: 'regular' | 'bold'): string {
  const dir = dirname(require.resolve(`${scriptFontPackage(script)}/package.json`))
  const style = weight === 'bold' ? '700Bold' : '400Regular'
  return join(dir, style, `NotoSans${capital(script)}_${style}.ttf`)
}

/** DejaVu Sans' directory of TTF files. */
export const dejaVuDir = () => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')

/** Whether `cp` belongs to `script` (its block, or the danda and double danda all these scripts use,
 *  and the zero-width joiners that steer a conjunct). */
export function inScript(cp: number, script: Script): boolean {
  const [lo, hi] = SCRIPT_BLOCKS[script]
  return (cp >= lo && cp <= hi) || cp === 0x0964 || cp === 0x0965 || cp === 0x200c || cp === 0x200d
}
