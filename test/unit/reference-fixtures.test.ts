/**
 * The transcription guard: every file of test/fixtures/reference/ still equals what the project's shared
 * reference folder (../shared/reference) holds. The JSON files must be deep-equal to their originals; the
 * TypeScript tables must equal the tables of jyotisha.md and corpus-facts.md, parsed here from the
 * markdown. Skips with a message when the shared folder is absent (a plain clone): the reference suites
 * themselves read only the fixtures.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as CORPUS_FACTS from '../fixtures/reference/corpus-facts.js'
import * as JYOTISHA_TABLES from '../fixtures/reference/jyotisha-tables.js'
import {
  FIXTURE_DIR,
  fixtureJson,
  parseCorpusFacts,
  parseJyotishaTables,
  referenceAvailable,
  referenceJson,
  referenceText,
} from '../helpers/reference.js'

const JSON_FILES = ['positions.json', 'sunrise-usno.json', 'seasons-usno.json', 'ayanamsa.json']
const available = referenceAvailable('.')

describe.skipIf(!available)('test/fixtures/reference equals ../shared/reference', () => {
  it('holds the four ephemeris files and nothing else as JSON', () => {
    expect(
      readdirSync(FIXTURE_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...JSON_FILES].sort())
  })

  for (const file of JSON_FILES)
    it(`${file} is deep-equal to ephemeris/${file}`, () => {
      expect(fixtureJson(file)).toStrictEqual(referenceJson(`ephemeris/${file}`))
    })

  const guard = <T extends object>(name: string, source: string, fixture: T, parse: (md: string) => T) => {
    const parsed = available ? parse(referenceText(source)) : fixture
    it(`${name} transcribes a table of ${source} for each of its constants`, () => {
      expect(Object.keys(parsed).sort()).toEqual(Object.keys(fixture).sort())
    })
    for (const key of Object.keys(fixture) as (keyof T)[])
      it(`${name} ${String(key)} equals ${source}`, () => {
        expect(fixture[key], String(key)).toStrictEqual(parsed[key])
      })
  }

  guard('jyotisha-tables.ts', 'jyotisha.md', { ...JYOTISHA_TABLES }, parseJyotishaTables)
  guard('corpus-facts.ts', 'corpus-facts.md', { ...CORPUS_FACTS }, parseCorpusFacts)
})
