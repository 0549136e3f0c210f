/**
 * Guidance (src/readings/guidance.ts) over 1,000 random real charts: every text obeys the content
 * policy and shows no score, identifier or unknown book; every claim of a card's `because` about where a
 * graha sits is true of its chart; the levels are the daśā periods running at the reference date; the
 * same inputs give the same reading; and two charts in the same periods get different cards.
 */
import { describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/index.js'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { BOOKS } from '../../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { GRAHAS, type Graha } from '../../src/jyotisha/grahas.js'
import { guidance, type GuidanceContent } from '../../src/readings/guidance.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'
import { readingProblems } from '../helpers/reading-words.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const problemsOf = readingProblems(corpus)

function texts(g: GuidanceContent): string[] {
  const cards = [...g.levels.flatMap((l) => l.cards), ...(g.relation ? [g.relation] : [])]
  return [
    ...g.levels.flatMap((l) => [l.heading, ...l.notes]),
    ...cards.flatMap((c) => [c.headline, c.because, c.why, ...c.do, ...c.takeCare]),
    ...g.formedNotRunning,
    ...(g.healthNote ? [g.healthNote] : []),
  ]
}

describe('guidance over 1,000 random charts', () => {
  const births = randomBirths(1000, 23)
  const readings = births.map(({ birth, referenceMs }) => {
    const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
    return { birth, referenceMs, r, g: guidance(corpus, r) }
  })

  it('reads every chart whose reference date the daśā covers, each running level with cards', () => {
    let cards = 0
    for (const { g, r } of readings) {
      expect(g).not.toBeNull()
      expect(g!.levels.map((l) => l.level)).toEqual(
        ['chapter', 'period', 'stretch'].slice(0, r.levels.length),
      )
      cards += g!.levels.reduce((n, l) => n + l.cards.length, 0)
    }
    expect(cards / readings.length).toBeGreaterThan(4)
  })

  it('obeys the content policy and shows no score, identifier, chapter or unknown book', () => {
    const problems: string[] = []
    for (const { g } of readings) {
      for (const t of texts(g!)) problems.push(...problemsOf(t))
      for (const c of g!.levels.flatMap((l) => l.cards)) {
        const books = /Classical grounding: (.*)\.$/.exec(c.why)![1]!.split(/, | and /)
        for (const b of books) expect(BOOKS).toContain(b)
      }
    }
    expect(problems).toEqual([])
  })

  it('claims only what is true of the chart: every "X … sits in your Nth house, in S" of a card', () => {
    let checked = 0
    for (const { g, r } of readings) {
      const f = r.ctx.natal.facts
      for (const c of g!.levels.flatMap((l) => l.cards)) {
        for (const m of c.because.matchAll(
          /\b(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\b[^.]*?sits in your (\d+)(?:st|nd|rd|th) house(?:, in (\w+))?/g,
        )) {
          const planet = m[1] as Graha
          expect(f.grahas[planet].house, c.because).toBe(Number(m[2]))
          if (m[3]) expect(SIGNS[f.grahas[planet].sign], c.because).toBe(m[3])
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
  })

  it('gives levels that run at the reference date, nested in each other', () => {
    for (const { g, referenceMs } of readings) {
      for (const l of g!.levels) {
        expect(Date.parse(l.start)).toBeLessThanOrEqual(referenceMs)
        expect(Date.parse(l.end)).toBeGreaterThan(referenceMs)
      }
      for (let i = 1; i < g!.levels.length; i++) {
        expect(Date.parse(g!.levels[i]!.start)).toBeGreaterThanOrEqual(Date.parse(g!.levels[i - 1]!.start))
        expect(Date.parse(g!.levels[i]!.end)).toBeLessThanOrEqual(Date.parse(g!.levels[i - 1]!.end))
      }
    }
  })

  it('is deterministic: the same birth and date give the same reading', () => {
    for (const { birth, referenceMs, g } of readings.slice(0, 50)) {
      const again = guidance(corpus, chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs))
      expect(JSON.stringify(again)).toBe(JSON.stringify(g))
    }
  })

  it('reads the chart, not only the running lords: charts in the same periods get different cards', () => {
    const byLords = new Map<string, string[]>()
    for (const { g } of readings) {
      const lords = g!.levels.map((l) => l.planet).join('/')
      const cards = g!.levels.flatMap((l) => l.cards.map((c) => c.key)).join('|')
      byLords.set(lords, [...(byLords.get(lords) ?? []), cards])
    }
    const groups = [...byLords.values()].filter((v) => v.length >= 2)
    expect(groups.length).toBeGreaterThan(0)
    for (const v of groups) expect(new Set(v).size, v.join('\n')).toBeGreaterThan(1)
  })

  it('flags an unknown birth time in the notes', () => {
    const unknown = readings.filter(({ birth }) => birth.time === undefined)
    expect(unknown.length).toBeGreaterThan(50)
    for (const { g } of unknown) expect(g!.levels[0]!.notes.join(' ')).toMatch(/birth time is unknown/)
  })
})

it('has no reading before the birth', () => {
  const r = chartReading(
    eph,
    { date: '1990-07-04', time: '14:30', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
    DEFAULT_SETTINGS,
    Date.UTC(1980, 0, 1),
  )
  expect(guidance(corpus, r)).toBeNull()
  expect(GRAHAS).toContain(r.ctx.natal.karakas.atmakaraka)
})
