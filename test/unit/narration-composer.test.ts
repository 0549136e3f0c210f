/**
 * The built-in composer (src/narration/composer.ts) and the reading of a model's reply
 * (src/narration/narrator.ts): the composer's prose passes the same grounding checks a model's must, for
 * a sweep of births, every domain and both operations, holds no birth data, and says what it is; a reply
 * is read only in the shape asked for; Retry-After is read in both its forms.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { DOMAINS } from '../../src/corpus/vocabulary.js'
import { computeDashaOnly, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import type { DashaPeriod } from '../../src/jyotisha/dasha-calendar.js'
import { compose } from '../../src/narration/composer.js'
import { narrationFacts } from '../../src/narration/facts.js'
import { checkNarrative } from '../../src/narration/grounding.js'
import { parseReply, retryAfterSeconds } from '../../src/narration/narrator.js'
import { significators } from '../../src/readings/domains.js'
import { domainRules, interpretTexts } from '../../src/readings/interpret.js'
import { assessTimingTexts } from '../../src/readings/timing.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const births = [
  { date: '1990-07-04', time: '14:30', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  { date: '1983-01-17', time: '05:05', timezone: 'America/Chicago', latitude: 41.8781, longitude: -87.6298 },
  { date: '2001-09-30', timezone: 'Europe/Madrid', latitude: 40.4168, longitude: -3.7038 },
]
const REF = Date.UTC(2026, 10, 24)
const YEAR = 365.25 * 86_400_000

describe('the built-in composer', () => {
  for (const birth of births)
    it(`${birth.timezone}: every domain, forecast and timing, clean by the checks, no birth data`, () => {
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, REF)
      const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, REF).dasha
        .timeline as unknown as DashaPeriod[]
      for (const domain of DOMAINS) {
        const c = interpretTexts(eph, corpus, reading, birth, DEFAULT_SETTINGS, domain)
        const sig = significators(domain, reading.ctx.natal.facts, reading.ctx.natal.karakas)
        const a = assessTimingTexts(
          eph,
          DEFAULT_SETTINGS,
          reading.ctx,
          domainRules(corpus, domain),
          sig,
          domain,
          timeline,
          {
            kind: 'best_windows',
            startMs: REF,
            endMs: REF + 2 * YEAR,
            dayOf: (ms) => new Date(ms).toISOString().slice(0, 10),
          },
        )
        for (const [kind, f] of [
          ['forecast', narrationFacts(domain, c)],
          ['timing', narrationFacts(domain, c, a)],
        ] as const) {
          const input = {
            kind,
            domain,
            question: 'q',
            facts: f.facts,
            items: f.items,
            outlook: f.outlook,
            confidence: f.confidence,
          }
          const n = compose(input)
          const text = `${n.narrative}\n${n.keyPoints.join('\n')}`
          expect(checkNarrative(text, input), `${domain} ${kind}`).toEqual([])
          expect(n.narrative).toMatch(
            /^This answer is put together from the reading's own statements by fixed rules/,
          )
          expect(n.keyPoints.length).toBeGreaterThanOrEqual(2)
          expect(n.factsUsed.length).toBeGreaterThan(0)
          for (const i of n.factsUsed) expect(i >= 1 && i <= f.facts.length).toBe(true)
          for (const secret of [
            birth.date,
            birth.time ?? '@@',
            String(birth.latitude),
            String(birth.longitude),
            birth.timezone,
          ])
            expect(text).not.toContain(secret)
          if (kind === 'timing') expect(text).toContain(a.summary.en)
        }
      }
    })
})

describe('a model’s reply', () => {
  const good = {
    narrative: 'The reading for your work leans towards support this year, gently.',
    keyPoints: ['Leans towards support.'],
    factsUsed: [2, 1, 2],
  }
  it('is read in the shape asked for; the facts it used are deduplicated and sorted', () => {
    expect(parseReply(JSON.stringify(good), 5)).toEqual({
      ok: true,
      reply: { narrative: good.narrative, keyPoints: good.keyPoints, factsUsed: [1, 2] },
    })
  })
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not json', 'invalid_json'],
    ['[1,2]', 'invalid_shape'],
    [JSON.stringify({ ...good, narrative: 'Too short.' }), 'invalid_shape'],
    [JSON.stringify({ ...good, narrative: 'x'.repeat(5000) }), 'invalid_shape'],
    [JSON.stringify({ ...good, keyPoints: [] }), 'invalid_shape'],
    [JSON.stringify({ ...good, keyPoints: ['a', 2] }), 'invalid_shape'],
    [JSON.stringify({ ...good, factsUsed: [] }), 'invalid_shape'],
    [JSON.stringify({ ...good, factsUsed: [0] }), 'invalid_shape'],
    [JSON.stringify({ ...good, factsUsed: [6] }), 'invalid_shape'],
    [JSON.stringify({ ...good, factsUsed: [1.5] }), 'invalid_shape'],
  ])('%j is refused as %s, with words for the model', (text, kind) => {
    const r = parseReply(text, 5)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.kind).toBe(kind)
      expect(r.problem.length).toBeGreaterThan(20)
    }
  })
})

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; anything else is unknown', () => {
    expect(retryAfterSeconds('2')).toBe(2)
    expect(retryAfterSeconds('0.5')).toBe(0.5)
    const now = Date.parse('2026-11-25T10:00:00Z')
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30)
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds(null)).toBeNull()
    expect(retryAfterSeconds('soon')).toBeNull()
  })
})
