/**
 * Interpret (src/readings/interpret.ts) over 1,000 random real charts × the 15 domains: every text obeys
 * the content policy and shows no score, identifier or unknown book; every factor's "sits in your Nth
 * house" claim is true of its chart; timing windows lie inside the daśā timeline and cover the ten years
 * ahead; the event window's status agrees with the reference date; readings are deterministic; an
 * unknown birth time lowers the confidence; every outlook occurs.
 */
import { describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/index.js'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { BOOKS, DOMAINS } from '../../src/corpus/vocabulary.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { interpret, type InterpretContent } from '../../src/readings/interpret.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'
import { readingProblems } from '../helpers/reading-words.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const problemsOf = readingProblems(corpus)
const YEAR_MS = 365.25 * 86_400_000

function texts(x: InterpretContent): string[] {
  return [
    ...x.verdict.reasons,
    x.verdict.summary,
    ...[...x.supportingFactors, ...x.cautionaryFactors].flatMap((f) => [f.statement, f.meaning]),
    ...x.timingWindows.flatMap((w) => [w.period, w.description]),
    ...x.eventTiming.flatMap((e) => [e.note, ...e.windows.map((w) => w.description)]),
    ...x.methodAgreement.methods.map((m) => m.says),
    x.methodAgreement.summary,
    ...x.corpusResolution.positions.map((p) => p.configuration),
    x.corpusResolution.resolution,
  ]
}

describe('interpret over 1,000 random charts × 15 domains', () => {
  const births = randomBirths(1000, 37)
  const outlooks = new Map<string, number>()
  const byDomain = new Map<string, Map<string, number>>()
  const confidence = { known: [] as string[], unknown: [] as string[] }
  let claims = 0

  it(
    'obeys the content policy, claims only what is true, and times inside the daśā',
    { timeout: 600_000 },
    () => {
      const problems: string[] = []
      for (const { birth, referenceMs } of births) {
        const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
        const f = r.ctx.natal.facts
        const timeline = r.core.dasha!.timeline
        const first = Date.parse(timeline[0]!.start)
        const last = Date.parse(timeline.at(-1)!.end)
        for (const domain of DOMAINS) {
          const x = interpret(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
          outlooks.set(x.verdict.outlook, (outlooks.get(x.verdict.outlook) ?? 0) + 1)
          const m = byDomain.get(domain) ?? new Map<string, number>()
          m.set(x.verdict.outlook, (m.get(x.verdict.outlook) ?? 0) + 1)
          byDomain.set(domain, m)
          ;(f.timeKnown ? confidence.known : confidence.unknown).push(x.verdict.confidence)
          for (const t of texts(x)) problems.push(...problemsOf(t))
          for (const factor of [...x.supportingFactors, ...x.cautionaryFactors]) {
            for (const b of factor.books) expect(BOOKS).toContain(b)
            for (const m of factor.statement.matchAll(
              /\b(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\b[^.]*?sits in your (\d+)(?:st|nd|rd|th) house(?:, in (\w+))?/g,
            )) {
              expect(f.grahas[m[1] as Graha].house, factor.statement).toBe(Number(m[2]))
              if (m[3]) expect(SIGNS[f.grahas[m[1] as Graha].sign]).toBe(m[3])
              claims++
            }
          }
          // Windows: inside the timeline, contiguous, from the one running now to ten years ahead.
          expect(x.timingWindows.length).toBeGreaterThan(0)
          expect(Date.parse(x.timingWindows[0]!.start)).toBeLessThanOrEqual(referenceMs)
          for (const [i, w] of x.timingWindows.entries()) {
            expect(Date.parse(w.start)).toBeGreaterThanOrEqual(first)
            expect(Date.parse(w.end)).toBeLessThanOrEqual(last)
            if (i > 0) expect(w.start).toBe(x.timingWindows[i - 1]!.end)
          }
          const lastEnd = Date.parse(x.timingWindows.at(-1)!.end)
          expect(lastEnd >= referenceMs + 10 * YEAR_MS || lastEnd === last).toBe(true)
          // The event: its window's status follows the reference date; its years follow its ages.
          const e = x.eventTiming[0]!
          expect(e.significators.length).toBeGreaterThan(0)
          if (e.window) {
            const startMs = r.birthMs + e.window.ageStart * YEAR_MS
            const endMs = r.birthMs + e.window.ageEnd * YEAR_MS
            const tol = 0.06 * YEAR_MS
            if (e.status === 'upcoming') expect(startMs).toBeGreaterThan(referenceMs - tol)
            if (e.status === 'occurred_or_overdue') expect(endMs).toBeLessThan(referenceMs + tol)
            if (e.status === 'current')
              expect(startMs - tol <= referenceMs && referenceMs <= endMs + tol).toBe(true)
            expect(e.window.endYear).toBeGreaterThanOrEqual(e.window.startYear)
            // The ranked windows: the best is the spec's window; each one's methods are among those asked,
            // Vimśottarī first; its closest stretch lies inside it; no window is ever of high confidence.
            expect(e.windows.length).toBeGreaterThan(0)
            expect(e.windows.length).toBeLessThanOrEqual(3)
            expect([e.windows[0]!.ageStart, e.windows[0]!.ageEnd]).toEqual([
              e.window.ageStart,
              e.window.ageEnd,
            ])
            const checked = x.methodAgreement.methods.map((m) => m.method)
            expect(e.windows[0]!.checked).toEqual(checked)
            expect(x.methodAgreement.methods.filter((m) => m.agrees).map((m) => m.method)).toEqual(
              e.windows[0]!.agreeing,
            )
            for (const w of e.windows) {
              expect(w.agreeing[0]).toBe('vimshottari')
              expect(w.agreeing.every((m) => w.checked.includes(m))).toBe(true)
              expect(w.checked.includes('chara')).toBe(f.timeKnown)
              expect(w.confidence).not.toBe('high')
              expect(w.closest.start >= w.start && w.closest.end <= w.end).toBe(true)
              expect(w.closest.agreeing.every((m) => w.agreeing.includes(m))).toBe(true)
              expect(w.lords).toEqual(w.closest.lords.slice(0, 2))
            }
          } else expect(e.status).toBe('unknown')
          expect(x.methodAgreement.methods[0]!.method).toBe('vimshottari')
        }
      }
      expect(problems).toEqual([])
      expect(claims).toBeGreaterThan(1000)
    },
  )

  it('discriminates: in every domain each outlook is given to a fair share of charts (calibrated on others)', () => {
    // The cuts were set on 2,000 other charts (seed 101) at 15 / 30 / 30 / 25 %; these are 1,000 more.
    const share = {
      challenging: [0.08, 0.25],
      mixed: [0.2, 0.4],
      mostly_favorable: [0.2, 0.4],
      favorable: [0.15, 0.35],
    }
    for (const [domain, m] of byDomain)
      for (const [o, [lo, hi]] of Object.entries(share)) {
        const x = (m.get(o) ?? 0) / births.length
        expect(x >= lo! && x <= hi!, `${domain} ${o}: ${x}`).toBe(true)
      }
  })

  it('reaches every outlook, and lowers the confidence when the birth time is unknown', () => {
    for (const o of ['favorable', 'mostly_favorable', 'mixed', 'challenging'])
      expect(outlooks.get(o) ?? 0, o).toBeGreaterThan(0)
    expect(confidence.unknown.length).toBeGreaterThan(500)
    expect(confidence.unknown.filter((c) => c === 'high')).toEqual([])
    expect(confidence.known.filter((c) => c === 'high').length).toBeGreaterThan(0)
  })

  it('is deterministic', () => {
    for (const { birth, referenceMs } of births.slice(0, 20)) {
      for (const domain of ['marriage', 'career', 'health'] as const) {
        const read = () =>
          interpret(
            eph,
            corpus,
            chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs),
            birth,
            DEFAULT_SETTINGS,
            domain,
          )
        const a = read()
        const b = read()
        expect(JSON.stringify(a)).toBe(JSON.stringify(b))
      }
    }
  })
})
