/**
 * The sweep of issue 29 in Hindi (issue 36, item 6): guidance and interpret in all 15 domains over random
 * births 1800–2100 (time known and unknown) at random reference dates, read in Hindi and held to the
 * invariants the English sweep (reading-invariants.test.ts) holds the English to:
 *
 * - every claim of fact a Hindi sentence makes (a graha's house, sign and dignity, who runs now, shadbala,
 *   the double transit, the Moon's phase, a yoga formed and at its rating, significators, lordship) is
 *   checked against values the test computes itself, and is the claim its English makes: a Hindi
 *   sentence never says more, less or other than its English (test/helpers/reading-claims.ts);
 * - a window's Hindi gives the reason of its tone; the daśā sandhi and an ending period are said in
 *   Hindi when, and only when, they are so; the relation of the running lords reads the same in guidance
 *   and in interpret; the verdict's reasons lean the way the outlook does;
 * - the words: Hindi in every sentence (Devanagari, NFC, the danda, the Hindi content policy), no sentence
 *   twice in a text, no item twice in a list, a health note of its own, words for the person's age.
 *
 * CI reads READING_SWEEP_HI births (default 200); the full sweep is READING_SWEEP_HI=1000.
 */
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading, type ChartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { DOMAINS, type Domain } from '../../src/corpus/vocabulary.js'
import { computeDashaOnly, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import type { DashaPeriod } from '../../src/jyotisha/dasha-calendar.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { compose } from '../../src/narration/composer.js'
import { narrationFacts } from '../../src/narration/facts.js'
import { compatibilityTexts } from '../../src/readings/compatibility/index.js'
import { significators } from '../../src/readings/domains.js'
import { guidanceTexts } from '../../src/readings/guidance.js'
import { domainRules, interpretTexts } from '../../src/readings/interpret.js'
import { stageOf } from '../../src/readings/time.js'
import { assessTimingTexts } from '../../src/readings/timing.js'
import { inLanguage, type Text } from '../../src/readings/text.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts } from '../helpers/hindi-texts.js'
import {
  checkGrahaClaim,
  checkTieClaim,
  checkWindowClaims,
  claimKey,
  grahaClaimsIn,
  tieClaimsIn,
  windowClaimsIn,
  type ClaimWorld,
} from '../helpers/reading-claims.js'
import { wideBirths } from '../helpers/wide-births.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const N = Number(process.env.READING_SWEEP_HI ?? 200)
const births = wideBirths(N, 2029)
const DAY = 86_400_000
const SIDEREAL_YEAR = 365.256363 * DAY

const counts = new Map<string, number>()
const violations: string[] = []
function claim(kind: string, ok: boolean, text: string): void {
  counts.set(kind, (counts.get(kind) ?? 0) + 1)
  if (!ok) violations.push(`${kind}: ${text}`)
}
const byKind = () => {
  const m: Record<string, number> = {}
  for (const v of violations) {
    const k = v.split(':')[0]!
    m[k] = (m[k] ?? 0) + 1
  }
  return m
}

/** The lords running at `ms` from the one-cycle timeline, cycles on by 120 sidereal years. */
function runningLords(timeline: readonly DashaPeriod[], ms: number): Graha[] {
  const first = Date.parse(timeline[0]!.start)
  let at = ms
  while (at >= first + 120 * SIDEREAL_YEAR) at -= 120 * SIDEREAL_YEAR
  const out: Graha[] = []
  let list: readonly DashaPeriod[] | undefined = timeline
  while (list) {
    const p: DashaPeriod | undefined = list.find((x) => Date.parse(x.start) <= at && at < Date.parse(x.end))
    if (!p) break
    out.push(p.planet as Graha)
    list = p.antardashas
  }
  return out
}

const lahiri = { ayanamsa: 'lahiri' } as const
const worldOf = (r: ChartReading, running: readonly Graha[]): ClaimWorld => ({
  r,
  running,
  signAt: (g, ms) => Math.floor(eph.position(g, eph.instant(ms).jdTt, lahiri).lon / 30),
  sunMoonAt: (ms) => {
    const t = eph.instant(ms).jdTt
    return [eph.position('Sun', t, lahiri).lon, eph.position('Moon', t, lahiri).lon]
  },
})

/** Hindi sentences: split after the danda (and ? !). */
const sentences = (t: string) =>
  t
    .split(/(?<=[।?!])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

const sorted = (xs: readonly { said: string }[]) => xs.map(claimKey).sort()

/** «आपके पंचम भाव का स्वामी बुध …। बुध आपके पंचम भाव का स्वामी है।»: one role said twice. */
const ROLE_TWICE = /आपके (\S+) भाव का स्वामी (\S+) [^।]*।(?:[^।]*।)*? ?\2 आपके \1 भाव का स्वामी है/u

/** One Text: its Hindi words, and its claims, the English's, each true of the chart (of `w`, when given). */
function sentence(kind: string, t: Text, w: ClaimWorld | null): void {
  for (const p of hindiProblems(t)) violations.push(`${kind}: Hindi: ${p}: ${t.hi}`)
  const seen = new Set<string>()
  for (const s of sentences(t.hi)) {
    claim(`${kind}: no sentence twice`, !seen.has(s), t.hi)
    seen.add(s)
  }
  claim(`${kind}: a graha's role said once`, !ROLE_TWICE.test(t.hi), t.hi)
  const en = grahaClaimsIn(t.en, 'en')
  const hi = grahaClaimsIn(t.hi, 'hi')
  if (en.length || hi.length)
    claim(
      'the Hindi claims what the English claims',
      JSON.stringify(sorted(en)) === JSON.stringify(sorted(hi)),
      `${t.en}\n    ${t.hi}`,
    )
  if (w)
    for (const c of hi) for (const [k, ok] of checkGrahaClaim(c, w)) claim(k, ok, `${c.said} in: ${t.hi}`)
}

function noRepeats(kind: string, list: readonly string[]): void {
  claim(`${kind}: no item twice`, new Set(list).size === list.length, list.join(' | '))
}

describe(`readings in Hindi over ${N} random births 1800–2100 at random reference dates`, () => {
  const readings: { r: ChartReading; birth: (typeof births)[number]['birth'] }[] = []
  it(
    'guidance and interpret (15 domains) in Hindi: every claim true and the English one, words once',
    { timeout: 1_800_000 },
    () => {
      for (const { birth, referenceMs } of births) {
        const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
        readings.push({ r, birth })
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, referenceMs).dasha
          .timeline as DashaPeriod[]
        const running = runningLords(timeline, referenceMs)
        const w = worldOf(r, running)
        const gt = guidanceTexts(corpus, r)!
        for (const { t } of texts(gt)) sentence('guidance', t, w)
        const g = inLanguage(gt, 'hi')
        const age = (referenceMs - r.birthMs) / (365.25 * DAY)
        for (const l of g.levels) {
          const left = Date.parse(l.end) - referenceMs
          const since = referenceMs - Date.parse(l.start)
          const notes = l.notes.join(' ')
          if (l.level === 'chapter')
            claim(
              'daśā sandhi named',
              (left <= 0.5 * 365.25 * DAY || since <= 0.5 * 365.25 * DAY) === notes.includes('(दशा संधि)'),
              `${l.start}–${l.end} at ${new Date(referenceMs).toISOString()}: ${notes}`,
            )
          else
            claim(
              'an ending period said to end',
              left <= 8 * 7 * DAY === /\d+ सप्ताह के भीतर समाप्त होती है/u.test(notes),
              `${l.end} at ${new Date(referenceMs).toISOString()}: ${notes}`,
            )
          const words = [
            l.heading,
            ...l.cards.flatMap((c) => [c.headline, c.why, ...c.do, ...c.takeCare]),
          ].join(' ')
          if (age >= 65)
            claim('words for an elder', !/परीक्षाओं|परीक्षा में|पहली संतान|गर्भधारण|पदोन्नति|स्कूल/u.test(words), words)
          if (age < 16) claim('words for the young', !/पदोन्नति|सेवानिवृत्ति|सगाई/u.test(words), words)
          noRepeats(
            'guidance cards',
            l.cards.map((c) => c.because),
          )
          noRepeats('guidance notes', l.notes)
        }
        noRepeats('formedNotRunning', g.formedNotRunning)
        if (g.healthNote)
          claim(
            'healthNote its own text',
            !g.levels.some((l) =>
              l.cards.some((c) => c.why.includes(g.healthNote!) || g.healthNote!.includes(c.why)),
            ),
            g.healthNote,
          )
        const pair = g.relation
          ? (/: (दोनों (?:मिलकर काम करते हैं|एक-दूसरे के विपरीत खिंचते हैं|केवल आंशिक रूप से सहयोग करते हैं))।$/u.exec(
              g.relation.because,
            )?.[1] ?? null)
          : null

        for (const domain of DOMAINS) {
          const xt = interpretTexts(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
          for (const { t } of texts(xt)) sentence('interpret', t, w)
          const x = inLanguage(xt, 'hi')
          const sig = x.eventTiming[0]!.significators
          for (const t of [
            ...x.eventTiming.flatMap((e) => [e.note, ...e.windows.map((v) => v.description)]),
            ...x.methodAgreement.methods.map((m) => m.says),
          ])
            for (const c of tieClaimsIn(t, 'hi')) {
              const [kind, ok] = checkTieClaim(c, r, sig)
              claim(kind, ok, `${c.said} [${sig.join(',')}] in: ${t}`)
            }
          // The ties the Hindi states are the English's.
          const en = inLanguage(xt, 'en')
          const ties = (v: typeof x, language: 'en' | 'hi') =>
            [
              ...v.eventTiming.flatMap((e) => [e.note, ...e.windows.map((u) => u.description)]),
              ...v.methodAgreement.methods.map((m) => m.says),
            ].map((t) => sorted(tieClaimsIn(t, language)).join(' '))
          claim(
            'the Hindi ties are the English ties',
            JSON.stringify(ties(x, 'hi')) === JSON.stringify(ties(en, 'en')),
            `${ties(en, 'en').join(' / ')} vs ${ties(x, 'hi').join(' / ')}`,
          )
          for (const [i, v] of x.timingWindows.entries()) {
            const hiClaims = windowClaimsIn(v.description, 'hi')
            for (const [kind, ok] of checkWindowClaims(v.tone, hiClaims, sig))
              claim(kind, ok, `${v.tone}: ${v.description}`)
            claim(
              'the Hindi window claims what the English claims',
              JSON.stringify(hiClaims) ===
                JSON.stringify(windowClaimsIn(en.timingWindows[i]!.description, 'en')),
              `${en.timingWindows[i]!.description}\n    ${v.description}`,
            )
          }
          if (pair)
            for (const v of x.timingWindows.slice(0, 1))
              for (const m of v.description.matchAll(
                /दोनों (?:मिलकर काम करते हैं|एक-दूसरे के विपरीत खिंचते हैं|केवल आंशिक रूप से सहयोग करते हैं)/gu,
              ))
                claim('one standing per pair', m[0] === pair, `${pair} vs ${v.description}`)
          const reasons = x.verdict.reasons.join(' ')
          if (x.verdict.outlook === 'challenging')
            claim('verdict and its reasons agree', !/अधिक स्पष्ट रूप से सहायता की ओर/u.test(reasons), reasons)
          if (x.verdict.outlook === 'favorable')
            claim('verdict and its reasons agree', !/अधिक स्पष्ट रूप से सावधानी की ओर/u.test(reasons), reasons)
          noRepeats(
            'factors',
            [...x.supportingFactors, ...x.cautionaryFactors].map((f) => f.statement),
          )
          noRepeats(
            'windows',
            x.timingWindows.map((v) => v.period),
          )
        }
      }
      console.log(`reading invariants in Hindi over ${N} births:`, Object.fromEntries([...counts].sort()))
      if (process.env.READING_SWEEP_DUMP) writeFileSync(process.env.READING_SWEEP_DUMP, violations.join('\n'))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )
  it(
    'the timing assessment and the composer in Hindi: the stretches claim what their English claims, the narrative says each thing once',
    { timeout: 1_800_000 },
    () => {
      let k = 0
      for (const { r, birth } of readings) {
        const domain = DOMAINS[k++ % DOMAINS.length] as Domain
        const xt = interpretTexts(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
        const sig = significators(domain, r.ctx.natal.facts, r.ctx.natal.karakas)
        const end = r.referenceMs + 2 * 365.25 * DAY
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, r.referenceMs, 'vimshottari', end)
          .dasha.timeline as unknown as DashaPeriod[]
        const a = assessTimingTexts(
          eph,
          DEFAULT_SETTINGS,
          r.ctx,
          domainRules(corpus, domain),
          sig,
          domain,
          timeline,
          {
            kind: 'best_windows',
            startMs: r.referenceMs,
            endMs: end,
            dayOf: (ms) => new Date(ms).toISOString().slice(0, 10),
            stage: stageOf(r),
          },
        )
        for (const st of a.stretches) {
          const w = worldOf(r, [st.mahadasha, st.antardasha, st.pratyantardasha])
          for (const t of st.reasons) sentence('timing', t, w)
        }
        sentence('timing summary', a.summary, worldOf(r, []))
        const f = narrationFacts(domain, xt, a, 'hi')
        const n = compose({
          kind: 'timing',
          language: 'hi',
          domain,
          question: 'कौन-सा समय अच्छा है?',
          facts: f.facts,
          items: f.items,
          outlook: xt.verdict.outlook,
          confidence: xt.verdict.confidence,
        })
        const seen = new Set<string>()
        for (const x of sentences(n.narrative)) {
          claim('composer: no sentence twice', !seen.has(x), n.narrative)
          seen.add(x)
        }
        claim('composer ends on a full sentence', /[।?!)]$/u.test(n.narrative.trim()), n.narrative.slice(-80))
        for (const p of hindiProblems({ en: 'A narrative.', hi: n.narrative }))
          violations.push(`composer: Hindi: ${p}: ${n.narrative.slice(0, 200)}`)
        noRepeats('composer key points', n.keyPoints)
      }
      console.log(`timing in Hindi over ${N} births:`, Object.fromEntries([...counts].sort()))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )

  it(
    'compatibility in Hindi: every sentence Hindi and claiming what its English claims, sources titles',
    { timeout: 1_800_000 },
    () => {
      const genders = [undefined, 'male', 'female'] as const
      for (let i = 0; i + 1 < readings.length; i += 4) {
        const [A, B] = [readings[i]!, readings[i + 1]!]
        const ref = Math.max(A.r.referenceMs, B.r.referenceMs, A.r.birthMs + DAY, B.r.birthMs + DAY)
        if (ref > Date.UTC(2135, 0, 1)) continue
        const ra = chartReading(eph, A.birth, DEFAULT_SETTINGS, ref)
        const rb = chartReading(eph, B.birth, DEFAULT_SETTINGS, ref)
        const ga = genders[i % 3]
        const gb = genders[(i + 1 + (i >> 2)) % 3]
        const c = compatibilityTexts(
          eph,
          corpus,
          {
            a: { birth: A.birth, ...(ga ? { gender: ga } : {}) },
            b: { birth: B.birth, ...(gb ? { gender: gb } : {}) },
          },
          { a: ra, b: rb },
          DEFAULT_SETTINGS,
        )
        claim('a match reads', c !== null, `${A.birth.date} & ${B.birth.date}`)
        // The match's sentences speak of two charts at once: each is held to its words and to the claims of
        // its English (whose truth the English sweep checks).
        for (const { t } of texts(c)) sentence('compatibility', t, null)
        for (const m of JSON.stringify(inLanguage(c, 'hi')).matchAll(/"(?:sources|books)":\[([^\]]*)\]/g))
          for (const t of m[1] ? (JSON.parse(`[${m[1]}]`) as string[]) : [])
            claim(
              'a source is a title',
              /^[A-Z][A-Za-z' :-]{2,60}$/.test(t) && !/tradition|not in/i.test(t),
              t,
            )
      }
      console.log(`compatibility in Hindi over ${N} births:`, Object.fromEntries([...counts].sort()))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )
})
