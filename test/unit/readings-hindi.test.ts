/**
 * The readings in Hindi (issue 36, items 3 and 6): `/v1/interpret` and `/v1/guidance`, one judgement
 * each, said in either language.
 *
 * - Over 1,000 random charts (every domain in turn, for interpret), every sentence and phrase of the
 *   reading has its Hindi: Devanagari only (no English left; the `books` lists keep their English titles as identifiers
 *   and are not sentences), in NFC, within the Hindi content policy, a sentence ending with the danda.
 * - The operation asked in English and in Hindi gives the same judgement: everything but the words
 *   (outlook, confidence, the number of reasons and factors, the books, every window's dates and tone,
 *   the event's windows, methods and agreement) is identical.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { DOMAINS } from '../../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { referenceInstant } from '../../src/operations/reading.js'
import { guidanceTexts } from '../../src/readings/guidance.js'
import { interpretTexts } from '../../src/readings/interpret.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts, withoutWords } from '../helpers/hindi-texts.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)

describe('/v1/interpret in Hindi', () => {
  it('says every sentence of 1,000 readings in Hindi: Devanagari, NFC, within the policy', () => {
    const wrong: string[] = []
    let sentences = 0
    let i = 0
    for (const { birth, referenceMs } of randomBirths(1000, 3637, { timeUnknown: 0.2 })) {
      const domain = DOMAINS[i++ % DOMAINS.length]!
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      for (const { at, t } of texts(interpretTexts(eph, corpus, reading, birth, DEFAULT_SETTINGS, domain))) {
        if (t.en !== '') sentences++
        const problems = hindiProblems(t)
        if (problems.length) wrong.push(`${domain} ${at}: ${problems.join(', ')}: ${t.hi}`)
      }
    }
    expect(wrong.slice(0, 20)).toEqual([])
    expect(sentences).toBeGreaterThan(30_000)
  })

  it('gives the same judgement asked in English or in Hindi', () => {
    const op = OPERATIONS.find((o) => o.id === 'interpret')!
    const ctx = {
      eph,
      computationKey: Buffer.alloc(32, 7),
      corpusDir: DEFAULT_CORPUS_DIR,
      nowMs: Date.UTC(2026, 10, 28),
    }
    let i = 0
    for (const { birth, referenceMs } of randomBirths(60, 3643, { timeUnknown: 0.2 })) {
      const body = {
        birthData: birth,
        domain: DOMAINS[i++ % DOMAINS.length]!,
        referenceDate: new Date(referenceMs).toISOString().slice(0, 10),
      }
      const refMs = referenceInstant(body.referenceDate, birth.timezone, ctx.nowMs)
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, refMs)
      const paths = new Set(
        texts(interpretTexts(eph, corpus, reading, birth, DEFAULT_SETTINGS, body.domain)).map((x) => x.at),
      )
      const en = op.run(body, { ...ctx, language: 'en' })
      const hi = op.run(body, { ...ctx, language: 'hi' })
      expect(withoutWords(hi, paths)).toEqual(withoutWords(en, paths))
      expect(JSON.stringify(hi)).not.toBe(JSON.stringify(en))
      const v = (x: typeof en) => x as unknown as { verdict: { outlook: string; confidence: string } }
      expect(v(hi).verdict.outlook).toBe(v(en).verdict.outlook)
      expect(v(hi).verdict.confidence).toBe(v(en).verdict.confidence)
    }
  })
})

describe('/v1/guidance in Hindi', () => {
  it('says every sentence of 1,000 guidances in Hindi: Devanagari, NFC, within the policy', () => {
    const wrong: string[] = []
    let sentences = 0
    for (const { birth, referenceMs } of randomBirths(1000, 3659, { timeUnknown: 0.2 })) {
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      for (const { at, t } of texts(guidanceTexts(corpus, reading))) {
        if (t.en !== '') sentences++
        const problems = hindiProblems(t)
        if (problems.length) wrong.push(`${at}: ${problems.join(', ')}: ${t.hi}`)
      }
    }
    expect(wrong.slice(0, 20)).toEqual([])
    expect(sentences).toBeGreaterThan(30_000)
  })

  it('gives the same guidance asked in English or in Hindi', () => {
    const op = OPERATIONS.find((o) => o.id === 'guidance')!
    const ctx = {
      eph,
      computationKey: Buffer.alloc(32, 7),
      corpusDir: DEFAULT_CORPUS_DIR,
      nowMs: Date.UTC(2026, 10, 28),
    }
    for (const { birth, referenceMs } of randomBirths(60, 3667, { timeUnknown: 0.2 })) {
      const body = { birthData: birth, referenceDate: new Date(referenceMs).toISOString().slice(0, 10) }
      const refMs = referenceInstant(body.referenceDate, birth.timezone, ctx.nowMs)
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, refMs)
      const paths = new Set(texts(guidanceTexts(corpus, reading)).map((x) => x.at))
      const en = op.run(body, { ...ctx, language: 'en' })
      const hi = op.run(body, { ...ctx, language: 'hi' })
      expect(withoutWords(hi, paths)).toEqual(withoutWords(en, paths))
      expect(JSON.stringify(hi)).not.toBe(JSON.stringify(en))
    }
  })
})
