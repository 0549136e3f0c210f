/**
 * The name tables (data/names/<code>.json, src/i18n): each complete for every kind and key of the
 * catalogue and nothing else, each name in Unicode NFC and written in its language's own script, no two
 * keys of a kind sharing a name, and every kind checked against at least one named source. That the
 * words are the ones a published almanac prints is test/reference/almanac-names.test.ts's.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NAME_KINDS, type NameKind } from '../../src/i18n/catalogue.js'
import { LANGUAGES, NAMES_DIR, nameTable, type Language } from '../../src/i18n/languages.js'

/** Each language's letters (its Unicode block), beside what any name may hold: spaces, parentheses,
 *  hyphens, apostrophes, full stops, and the zero-width joiners Indic scripts use. */
const SCRIPT: Record<Language, RegExp> = {
  en: /^[A-Za-z]$/u,
  hi: /^[\u0900-\u097F]$/u,
  mr: /^[\u0900-\u097F]$/u,
  bn: /^[\u0980-\u09FF]$/u,
  gu: /^[\u0A80-\u0AFF]$/u,
  ta: /^[\u0B80-\u0BFF]$/u,
  te: /^[\u0C00-\u0C7F]$/u,
  kn: /^[\u0C80-\u0CFF]$/u,
  ml: /^[\u0D00-\u0D7F]$/u,
}
const ANY = /^[ ()\-'’.\u200C\u200D]$/u

describe('name tables', () => {
  it('one per language, and no other', () => {
    const files = readdirSync(NAMES_DIR).filter((f) => f.endsWith('.json'))
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LANGUAGES].sort())
  })

  describe.each(LANGUAGES)('%s', (language) => {
    const table = nameTable(language)

    it('says which language it is', () => {
      expect(table.language).toBe(language)
      expect(table.endonym.length).toBeGreaterThan(0)
    })

    it('names every key of every kind, and nothing else', () => {
      expect(Object.keys(table.names).sort()).toEqual(Object.keys(NAME_KINDS).sort())
      for (const [kind, keys] of Object.entries(NAME_KINDS)) {
        expect(Object.keys(table.names[kind as NameKind]).sort(), kind).toEqual([...keys].sort())
      }
    })

    it('writes each name in NFC, trimmed, in its own script', () => {
      const wrong: string[] = []
      for (const [kind, names] of Object.entries(table.names))
        for (const [key, name] of Object.entries(names)) {
          const ok =
            name.length > 0 &&
            name === name.normalize('NFC') &&
            name === name.trim() &&
            !/\s{2}/u.test(name) &&
            [...name].every((c) => SCRIPT[language].test(c) || ANY.test(c)) &&
            [...name].some((c) => SCRIPT[language].test(c))
          if (!ok) wrong.push(`${kind}.${key}: ${JSON.stringify(name)}`)
        }
      expect(wrong).toEqual([])
    })

    it('gives no two keys of a kind the same name', () => {
      for (const [kind, names] of Object.entries(table.names)) {
        const seen = new Map<string, string>()
        for (const [key, name] of Object.entries(names)) {
          expect(seen.get(name), `${kind}: ${key} and ${seen.get(name)} are both ${name}`).toBeUndefined()
          seen.set(name, key)
        }
      }
    })

    it('checks every kind against a named source, and records its choices among spellings', () => {
      const kinds = new Set(Object.keys(NAME_KINDS))
      const covered = new Set<string>()
      for (const s of table.sources) {
        expect(s.title.length).toBeGreaterThan(0)
        if (s.url !== undefined) expect(s.url).toMatch(/^https?:\/\/\S+$/)
        for (const k of s.kinds) {
          expect(kinds.has(k), `${s.title}: unknown kind ${k}`).toBe(true)
          covered.add(k)
        }
      }
      expect([...kinds].filter((k) => !covered.has(k))).toEqual([])
      for (const v of table.variants) {
        expect(table.names[v.kind]?.[v.key], `${v.kind}.${v.key}`).toBe(v.chosen)
      }
    })
  })
})
