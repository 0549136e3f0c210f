/**
 * Interpret (src/readings/interpret.ts) over 1,000 random real charts × the 15 domains: every text obeys
 * the content policy and shows no score, identifier or unknown book; every factor's "sits in your Nth
 * house" claim is true of its chart; timing windows lie inside the daśā timeline and cover the ten years
 * ahead; the event window's status agrees with the reference date; readings are deterministic; an
 * unknown birth time lowers the confidence; every outlook occurs.
 */
import { isDeepStrictEqual } from 'node:util'
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
      // Checked here and listed, then expected once: Vitest's expect costs ~20 µs a call, and the sweep
      // makes ~60 checks for each of its 15,000 readings (a fifth of its time went to the bookkeeping).
      let where = ''
      const check = (ok: boolean, what: string) => {
        if (!ok) problems.push(`${where}: ${what}`)
      }
      for (const [k, { birth, referenceMs }] of births.entries()) {
        const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
        const f = r.ctx.natal.facts
        const timeline = r.core.dasha!.timeline
        const first = Date.parse(timeline[0]!.start)
        const last = Date.parse(timeline.at(-1)!.end)
        for (const domain of DOMAINS) {
          where = `birth ${k} (seed 37), ${domain}`
          const x = interpret(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
          outlooks.set(x.verdict.outlook, (outlooks.get(x.verdict.outlook) ?? 0) + 1)
          const m = byDomain.get(domain) ?? new Map<string, number>()
          m.set(x.verdict.outlook, (m.get(x.verdict.outlook) ?? 0) + 1)
          byDomain.set(domain, m)
          ;(f.timeKnown ? confidence.known : confidence.unknown).push(x.verdict.confidence)
          for (const t of texts(x)) problems.push(...problemsOf(t))
          for (const factor of [...x.supportingFactors, ...x.cautionaryFactors]) {
            for (const b of factor.books) check((BOOKS as readonly string[]).includes(b), `unknown book ${b}`)
            for (const m of factor.statement.matchAll(
              /\b(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\b[^.]*?sits in your (\d+)(?:st|nd|rd|th) house(?:, in (\w+))?/g,
            )) {
              const g = f.grahas[m[1] as Graha]
              check(g.house === Number(m[2]), `${m[1]} is in house ${g.house}: ${factor.statement}`)
              if (m[3]) check(SIGNS[g.sign] === m[3], `${m[1]} is in ${SIGNS[g.sign]}: ${factor.statement}`)
              claims++
            }
          }
          // Windows: inside the timeline, contiguous, from the one running now to ten years ahead.
          check(x.timingWindows.length > 0, 'no timing window')
          if (x.timingWindows.length > 0)
            check(Date.parse(x.timingWindows[0]!.start) <= referenceMs, 'the first window starts after now')
          for (const [i, w] of x.timingWindows.entries()) {
            check(Date.parse(w.start) >= first, `window ${w.start} before the timeline`)
            check(Date.parse(w.end) <= last, `window ${w.end} after the timeline`)
            if (i > 0) check(w.start === x.timingWindows[i - 1]!.end, `window ${w.start} not contiguous`)
          }
          if (x.timingWindows.length > 0) {
            const lastEnd = Date.parse(x.timingWindows.at(-1)!.end)
            check(lastEnd >= referenceMs + 10 * YEAR_MS || lastEnd === last, 'windows end short of ten years')
          }
          // The event: its window's status follows the reference date; its years follow its ages.
          const e = x.eventTiming[0]!
          check(e.significators.length > 0, 'the event has no significator')
          if (e.window) {
            const startMs = r.birthMs + e.window.ageStart * YEAR_MS
            const endMs = r.birthMs + e.window.ageEnd * YEAR_MS
            const tol = 0.06 * YEAR_MS
            if (e.status === 'upcoming') check(startMs > referenceMs - tol, 'upcoming, but started')
            if (e.status === 'occurred_or_overdue') check(endMs < referenceMs + tol, 'overdue, but not ended')
            if (e.status === 'current')
              check(startMs - tol <= referenceMs && referenceMs <= endMs + tol, 'current, but not now')
            check(e.window.endYear >= e.window.startYear, 'the window ends before it starts')
            // The ranked windows: the best is the spec's window; each one's methods are among those asked,
            // Vimśottarī first; its closest stretch lies inside it; no window is ever of high confidence.
            check(e.windows.length > 0 && e.windows.length <= 3, `${e.windows.length} ranked windows`)
            check(
              e.windows.length > 0 &&
                e.windows[0]!.ageStart === e.window.ageStart &&
                e.windows[0]!.ageEnd === e.window.ageEnd,
              'the best window is not the window',
            )
            const checked = x.methodAgreement.methods.map((m) => m.method)
            if (e.windows.length > 0) {
              check(
                isDeepStrictEqual(e.windows[0]!.checked, checked),
                'the best window checked other methods',
              )
              check(
                isDeepStrictEqual(
                  x.methodAgreement.methods.filter((m) => m.agrees).map((m) => m.method),
                  e.windows[0]!.agreeing,
                ),
                "the agreement is not the best window's",
              )
            }
            for (const w of e.windows) {
              check(w.agreeing[0] === 'vimshottari', 'Vimśottarī does not lead the agreeing methods')
              check(
                w.agreeing.every((m) => w.checked.includes(m)),
                'a method agrees that was not checked',
              )
              check(w.checked.includes('chara') === f.timeKnown, 'Chara checked without the birth time')
              check(w.confidence !== 'high', 'a window of high confidence')
              check(w.closest.start >= w.start && w.closest.end <= w.end, 'the closest stretch lies outside')
              check(
                w.closest.agreeing.every((m) => w.agreeing.includes(m)),
                'the closest stretch agrees beyond its window',
              )
              check(
                isDeepStrictEqual(w.lords, w.closest.lords.slice(0, 2)),
                "the lords are not the stretch's",
              )
            }
          } else check(e.status === 'unknown', `no window, but ${e.status}`)
          check(x.methodAgreement.methods[0]!.method === 'vimshottari', 'Vimśottarī is not the first method')
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
