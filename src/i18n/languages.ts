/**
 * The languages graha answers in (issue 36) and their name tables. A table is data, reviewed as data:
 * data/names/<code>.json gives, for every kind of name of catalogue.ts and every key of it, the word in
 * that language (Unicode NFC), with the published almanacs and dictionaries it was checked against
 * (`sources`) and the spellings chosen where they differ (`variants`). test/unit/names.test.ts holds
 * every table complete, in its own script, and against a published almanac page in its language.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PACKAGE_ROOT } from '../config.js'
import type { NameKind } from './catalogue.js'

/** English, Hindi, Tamil, Telugu, Kannada, Malayalam, Marathi, Bengali, Gujarati (ISO 639-1). */
export const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The parts of an answer a language applies to: `names`, the names of things (grahas, signs,
 * nakṣatras, tithis … in the answer's `names`), and `text`, its sentences (readings, explanations,
 * notes, the disclaimer). An answer in a language that does not yet have a part lists it in
 * `languageFallback`: that part is in English.
 */
export const LANGUAGE_PARTS = ['names', 'text'] as const
export type LanguagePart = (typeof LANGUAGE_PARTS)[number]

/** The parts of an answer in `language` given in English instead: every language has its names
 *  (data/names); its text where the operation writes its sentences in it (`texts`). */
export function fallbackOf(language: Language, texts: readonly Language[] = []): readonly LanguagePart[] {
  return language === DEFAULT_LANGUAGE || texts.includes(language) ? [] : ['text']
}

/** Where the name tables are. */
export const NAMES_DIR = resolve(PACKAGE_ROOT, 'data', 'names')

export interface NameSource {
  title: string
  url?: string
  /** The kinds of name it was checked against. */
  kinds: NameKind[]
  note?: string
}

export interface NameVariant {
  kind: NameKind
  key: string
  chosen: string
  also: string[]
  why: string
}

export interface NameTable {
  language: Language
  /** The language's name for itself. */
  endonym: string
  sources: NameSource[]
  variants: NameVariant[]
  names: Record<NameKind, Record<string, string>>
}

const tables = new Map<string, NameTable>()
let namesDir = NAMES_DIR

/** Where this thread reads the name tables from: a worker is told the main thread's NAMES_DIR (one run
 *  from a bundle could not find it from its own file: operations/tasks.ts). */
export function useNamesDir(dir: string): void {
  namesDir = dir
}

/** The name table of `language` (from `dir`, this thread's unless given), read once. */
export function nameTable(language: Language, dir = namesDir): NameTable {
  const file = resolve(dir, `${language}.json`)
  let table = tables.get(file)
  if (!table) {
    table = JSON.parse(readFileSync(file, 'utf8')) as NameTable
    tables.set(file, table)
  }
  return table
}
