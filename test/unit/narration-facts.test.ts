/**
 * The facts a narrator is given (src/narration/facts.ts): the interpret verdict as numbered statements,
 * with nothing of the birth data in them (no birth date, time, place or coordinates), and clean by the
 * grounding checks themselves, for a sweep of births and every domain.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { DOMAINS } from '../../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { narrationFacts } from '../../src/narration/facts.js'
import { checkNarrative } from '../../src/narration/grounding.js'
import { interpretTexts } from '../../src/readings/interpret.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const births = [
  { date: '1990-07-04', time: '14:30', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  { date: '1983-01-17', time: '05:05', timezone: 'America/Chicago', latitude: 41.8781, longitude: -87.6298 },
  { date: '2001-09-30', timezone: 'Europe/Madrid', latitude: 40.4168, longitude: -3.7038 },
]
const REF = Date.UTC(2026, 10, 24)

describe('narration facts', () => {
  for (const birth of births)
    it(`${birth.timezone}: every domain, numbered, no birth data, clean by the checks`, () => {
      const reading = chartReading(eph, birth, DEFAULT_SETTINGS, REF)
      for (const domain of DOMAINS) {
        const c = interpretTexts(eph, corpus, reading, birth, DEFAULT_SETTINGS, domain)
        const f = narrationFacts(domain, c)
        expect(f.outlook).toBe(c.verdict.outlook)
        expect(f.facts[0]).toMatch(new RegExp(`^1\\. For ${domain}, the outlook is`))
        f.facts.forEach((x, i) => expect(x.startsWith(`${i + 1}. `)).toBe(true))
        const text = f.facts.join('\n')
        for (const secret of [
          birth.date,
          birth.date.slice(0, 7),
          birth.time ?? '@@',
          String(birth.latitude),
          String(birth.longitude),
          birth.timezone,
          birth.timezone.split('/')[1]!,
        ])
          expect(text, `${domain}: ${secret}`).not.toContain(secret)
        const problems = checkNarrative(text, {
          facts: f.facts,
          outlook: f.outlook,
          confidence: f.confidence,
        })
        expect(problems.filter((p) => p.kind !== 'tone' && p.kind !== 'certainty')).toEqual([])
      }
    })
})
