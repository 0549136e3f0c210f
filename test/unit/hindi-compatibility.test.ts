/**
 * The match in Hindi (issue 36): `/v1/compatibility` and `/v1/compatibility/batch`, one judgement each,
 * said in either language.
 *
 * - Over a few hundred random couples (genders given both ways, the same, or missing; names in Devanagari
 *   or none; birth times known or not; couples old enough to be read for companionship among them), every
 *   sentence and phrase of the match has its Hindi: Devanagari only, NFC, within the Hindi content
 *   policy, a sentence ending with the danda.
 * - The operations asked in English and in Hindi give the same answer but for the words: the single
 *   match without its Texts is identical; the batch differs only in the names of the cancellations,
 *   each of them Hindi.
 * - The Hindi answer holds no English sentence (two Latin words in a row) but the catalogue's names and
 *   the books' titles: a sentence left as a plain string fails here.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { BOOKS } from '../../src/corpus/vocabulary.js'
import { NAME_KINDS } from '../../src/i18n/catalogue.js'
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { referenceInstant } from '../../src/operations/reading.js'
import { MATCH_SOURCES } from '../../src/readings/compatibility/doshas.js'
import { compatibilityTexts, type PartnerInput } from '../../src/readings/compatibility/index.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts, withoutWords } from '../helpers/hindi-texts.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const ctx = {
  eph,
  computationKey: Buffer.alloc(32, 7),
  corpusDir: DEFAULT_CORPUS_DIR,
  nowMs: Date.UTC(2026, 10, 28),
}
const IDENTIFIERS = new Set<string>([...BOOKS, ...MATCH_SOURCES, ...Object.values(NAME_KINDS).flat()])
const ENGLISH = /[A-Za-z]{2,} [A-Za-z]{2,}/

type Gender = 'male' | 'female' | undefined
const GENDERS: readonly [Gender, Gender][] = [
  ['female', 'male'],
  ['male', 'female'],
  [undefined, undefined],
  ['male', undefined],
  ['female', 'female'],
]
const NAMES: readonly [string | undefined, string | undefined][] = [
  ['मीरा', 'अर्जुन'],
  [undefined, undefined],
  ['सीता', undefined],
]

/** Couples from random births: the i-th and (i+1)-th, with genders and names in turn, read at a date
 *  after both births (some past 50 both: read for companionship). */
function couples(n: number, seed: number): { a: PartnerInput; b: PartnerInput; refMs: number }[] {
  const births = randomBirths(2 * n, seed, { timeUnknown: 0.25 })
  const out: { a: PartnerInput; b: PartnerInput; refMs: number }[] = []
  for (let i = 0; i < n; i++) {
    const x = births[2 * i]!
    const y = births[2 * i + 1]!
    const [ga, gb] = GENDERS[i % GENDERS.length]!
    const [na, nb] = NAMES[i % NAMES.length]!
    const partner = (birth: BirthInput, gender: Gender, name: string | undefined): PartnerInput => ({
      birth,
      ...(gender ? { gender } : {}),
      ...(name ? { name } : {}),
    })
    out.push({
      a: partner(x.birth, ga, na),
      b: partner(y.birth, gb, nb),
      refMs: Math.max(x.referenceMs, y.referenceMs),
    })
  }
  return out
}

/** The strings of an answer that read as English, the catalogue's names and the books' titles aside. */
function english(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') {
    if (ENGLISH.test(v) && !IDENTIFIERS.has(v)) out.push(v)
  } else if (Array.isArray(v)) for (const x of v) english(x, out)
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) english(x, out)
  return out
}

/** Where two answers' strings differ, with both. */
function differences(
  en: unknown,
  hi: unknown,
  path = '',
  out: { at: string; en: string; hi: string }[] = [],
) {
  if (typeof en === 'string' && typeof hi === 'string') {
    if (en !== hi) out.push({ at: path, en, hi })
  } else if (Array.isArray(en) && Array.isArray(hi)) {
    expect(hi.length, path).toBe(en.length)
    en.forEach((x, i) => differences(x, hi[i], `${path}[${i}]`, out))
  } else if (en !== null && typeof en === 'object' && hi !== null && typeof hi === 'object') {
    expect(Object.keys(hi), path).toEqual(Object.keys(en))
    for (const k of Object.keys(en)) differences((en as never)[k], (hi as never)[k], `${path}.${k}`, out)
  } else expect(hi, path).toEqual(en)
  return out
}

const bodyOf = (c: { a: PartnerInput; b: PartnerInput; refMs: number }) => {
  const side = (p: PartnerInput) => ({
    ...p.birth,
    ...(p.name ? { name: p.name } : {}),
    ...(p.gender ? { gender: p.gender } : {}),
  })
  return { a: side(c.a), b: side(c.b), referenceDateIso: new Date(c.refMs).toISOString().slice(0, 10) }
}

describe('/v1/compatibility in Hindi', () => {
  it('says every sentence of 400 random matches in Hindi: Devanagari, NFC, within the policy', () => {
    const wrong: string[] = []
    let sentences = 0
    let companionship = 0
    for (const c of couples(400, 4801)) {
      const readings = {
        a: chartReading(eph, c.a.birth, DEFAULT_SETTINGS, c.refMs),
        b: chartReading(eph, c.b.birth, DEFAULT_SETTINGS, c.refMs),
      }
      const content = compatibilityTexts(eph, corpus, { a: c.a, b: c.b }, readings, DEFAULT_SETTINGS)
      if (content.verdict.reasons.some((r) => r.en.startsWith('Given both partners’ ages'))) companionship++
      for (const { at, t } of texts(content)) {
        if (t.en !== '') sentences++
        const problems = hindiProblems(t)
        if (problems.length) wrong.push(`${at}: ${problems.join(', ')}: ${t.hi}`)
      }
    }
    expect(wrong.slice(0, 20)).toEqual([])
    expect(sentences).toBeGreaterThan(40_000)
    expect(companionship).toBeGreaterThan(0)
  })

  it('gives the same match asked in English or in Hindi, and no English sentence in Hindi', () => {
    const op = OPERATIONS.find((o) => o.id === 'compatibility')!
    for (const c of couples(40, 4813)) {
      const body = bodyOf(c)
      const refMs = referenceInstant(body.referenceDateIso, c.a.birth.timezone, ctx.nowMs)
      const readings = {
        a: chartReading(eph, c.a.birth, DEFAULT_SETTINGS, refMs),
        b: chartReading(eph, c.b.birth, DEFAULT_SETTINGS, refMs),
      }
      const paths = new Set(
        texts(compatibilityTexts(eph, corpus, { a: c.a, b: c.b }, readings, DEFAULT_SETTINGS)).map(
          (x) => x.at,
        ),
      )
      const en = op.run(body, { ...ctx, language: 'en' })
      const hi = op.run(body, { ...ctx, language: 'hi' })
      expect(withoutWords(hi, paths)).toEqual(withoutWords(en, paths))
      expect(JSON.stringify(hi)).not.toBe(JSON.stringify(en))
      expect(english(hi)).toEqual([])
      // Every string that changed is a sentence of the reading, and Hindi.
      for (const d of differences(en, hi)) {
        expect(paths.has(d.at), d.at).toBe(true)
        expect(hindiProblems(d), `${d.at}: ${d.hi}`).toEqual([])
      }
    }
  })
})

describe('/v1/compatibility/batch in Hindi', () => {
  it('differs from English only in the names of the cancellations, each in Hindi', () => {
    const op = OPERATIONS.find((o) => o.id === 'compatibility_batch')!
    const births = randomBirths(301, 4817, { timeUnknown: 0.25 }).map((b) => b.birth)
    let cancellations = 0
    for (const [gender, seed] of [
      ['female', 0],
      ['male', 1],
      [undefined, 2],
    ] as const) {
      const profile = { ...births[seed]!, ...(gender ? { gender } : {}) }
      const candidates = births.slice(3).map((b, i) => ({
        ...b,
        id: `c-${i}`,
        ...(i % 3 === 0 ? {} : { gender: i % 3 === 1 ? 'male' : 'female' }),
      }))
      const body = { profile, candidates }
      const en = op.run(body, { ...ctx, language: 'en' })
      const hi = op.run(body, { ...ctx, language: 'hi' })
      expect(english(hi)).toEqual([])
      for (const d of differences(en, hi)) {
        expect(d.at, d.at).toMatch(/\.cancelledBy\[\d+\]$/)
        expect(hindiProblems(d), `${d.at}: ${d.hi}`).toEqual([])
        cancellations++
      }
    }
    expect(cancellations).toBeGreaterThan(100)
  })
})
