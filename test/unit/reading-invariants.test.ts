/**
 * The invariants of issue 29 over random births 1800–2100 (time known and unknown) at random reference
 * dates: guidance, interpret in all 15 domains, the timing assessment with the built-in composer, and
 * compatibility (any two genders). Every kind of claim a reading makes is checked against values the test
 * computes itself: the running lords from the one-cycle /v1/dasha timeline (120 daśā years on for later
 * cycles), Jupiter's and Saturn's signs from the ephemeris, the Moon's phase from the Sun and Moon, the
 * dignity tables, and the significators the response lists. And the words: no sentence twice in a text,
 * no item twice in a list, articles that agree, a health note of its own.
 *
 * CI reads READING_SWEEP births (default 200); the issue's full sweep is READING_SWEEP=1000. Counts per
 * kind are printed, so a run says what it checked.
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
import { compatibility } from '../../src/readings/compatibility/index.js'
import { guidance, type GuidanceContent } from '../../src/readings/guidance.js'
import {
  domainRules,
  interpret,
  interpretTexts as interpretTextsOf,
  type InterpretContent,
} from '../../src/readings/interpret.js'
import { inLanguage } from '../../src/readings/text.js'
import { significators } from '../../src/readings/domains.js'
import { stageOf } from '../../src/readings/time.js'
import { assessTimingTexts } from '../../src/readings/timing.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import {
  checkGrahaClaim,
  checkTieClaim,
  checkWindowClaims,
  grahaClaimsIn,
  tieClaimsIn,
  windowClaimsIn,
  type ClaimWorld,
} from '../helpers/reading-claims.js'
import { readingProblems } from '../helpers/reading-words.js'
import { wideBirths } from '../helpers/wide-births.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const problemsOf = readingProblems(corpus)
const N = Number(process.env.READING_SWEEP ?? 200)
const DAY = 86_400_000
const SIDEREAL_YEAR = 365.256363 * DAY
const G = '(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)'

const counts = new Map<string, number>()
const violations: string[] = []
/** One claim of `kind` checked: recorded, and a violation kept when it does not hold. */
function claim(kind: string, ok: boolean, text: string): void {
  counts.set(kind, (counts.get(kind) ?? 0) + 1)
  if (!ok) violations.push(`${kind}: ${text}`)
}
/** Violations by kind, for the failure message and the note. */
const byKind = () => {
  const m: Record<string, number> = {}
  for (const v of violations) {
    const k = v.split(':')[0]!
    m[k] = (m[k] ?? 0) + 1
  }
  return m
}

/** The lords running at `ms` from the one-cycle timeline, cycles on by 120 sidereal years. */
function runningLords(timeline: readonly DashaPeriod[], birthMs: number, ms: number): Graha[] {
  const first = Date.parse(timeline[0]!.start)
  const cycle = 120 * SIDEREAL_YEAR
  let at = ms
  while (at >= first + cycle) at -= cycle
  const out: Graha[] = []
  let list: readonly DashaPeriod[] | undefined = timeline
  while (list) {
    const p: DashaPeriod | undefined = list.find((x) => Date.parse(x.start) <= at && at < Date.parse(x.end))
    if (!p) break
    out.push(p.planet as Graha)
    list = p.antardashas
  }
  void birthMs
  return out
}

const signAt = (g: 'Jupiter' | 'Saturn', ms: number) =>
  Math.floor(eph.position(g, eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon / 30)

const sentences = (t: string) =>
  t
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

/** "Mercury, lord of your 5th house, …. Mercury is the lord of your 5th house.": one role said twice. */
const ROLE_TWICE = new RegExp(
  `\\b${G}, (?:lord of your (\\d+\\w\\w) house|your (\\w+karaka))\\b[^.]*\\.(?: [^.]*\\.)*? (?:The )?\\1 is (?:the lord of your \\2 house|your \\3\\b)`,
)

/** Words: no sentence twice, articles that agree, no plural verb on a singular subject we know of. */
function words(kind: string, text: string): void {
  const seen = new Set<string>()
  for (const s of sentences(text)) {
    claim(`${kind}: no sentence twice`, !seen.has(s), text)
    seen.add(s)
  }
  claim(
    `${kind}: articles agree`,
    !/\ba (Aries|Aquarius|Ashwini|Uttara|Anuradha|8th|11th|18th)\b/.test(text),
    text,
  )
  claim(`${kind}: agreement`, !/\bstatements is\b|\bthe classical statements is\b/.test(text), text)
  claim(`${kind}: a graha's role said once`, !ROLE_TWICE.test(text), text)
  for (const p of problemsOf(text)) violations.push(`${kind}: policy: ${p}`)
}

function noRepeats(kind: string, list: readonly string[]): void {
  claim(`${kind}: no item twice`, new Set(list).size === list.length, list.join(' | '))
}

/** What the test knows of a reading's chart and sky, to check its claims against. */
const worldOf = (r: ChartReading, running: readonly Graha[]): ClaimWorld => ({
  r,
  running,
  signAt,
  sunMoonAt: (ms) => {
    const t = eph.instant(ms).jdTt
    return [
      eph.position('Sun', t, { ayanamsa: 'lahiri' }).lon,
      eph.position('Moon', t, { ayanamsa: 'lahiri' }).lon,
    ]
  },
})

/** Claims about grahas a sentence makes, checked against the reading's chart and the test's values. */
function grahaClaims(text: string, r: ChartReading, running: readonly Graha[]): void {
  const w = worldOf(r, running)
  for (const c of grahaClaimsIn(text, 'en'))
    for (const [kind, ok] of checkGrahaClaim(c, w))
      claim(kind, ok, kind === 'yoga at its rating' ? text : c.said)
}

/** A window's tone against its description, and its significator claims against the list. */
function windowClaims(w: { tone: string; description: string }, sig: readonly Graha[]): void {
  for (const [kind, ok] of checkWindowClaims(w.tone, windowClaimsIn(w.description, 'en'), sig))
    claim(kind, ok, kind === 'significators' ? w.description : `${w.tone}: ${w.description}`)
}

/** "X is a significator …", "X rules your Nth house", "X sits in your Nth house" in the event texts. */
function tieClaims(text: string, r: ChartReading, sig: readonly Graha[]): void {
  for (const c of tieClaimsIn(text, 'en')) {
    const [kind, ok] = checkTieClaim(c, r, sig)
    claim(kind, ok, kind === 'significators' ? `${c.said} [${sig.join(',')}] in: ${text}` : c.said)
  }
}

function guidanceTexts(g: GuidanceContent): string[] {
  return [
    ...g.levels.flatMap((l) => [
      l.heading,
      ...l.notes,
      ...l.cards.flatMap((c) => [c.headline, c.because, c.why, ...c.do, ...c.takeCare]),
    ]),
    ...(g.relation ? [g.relation.headline, g.relation.because, g.relation.why] : []),
    ...(g.healthNote ? [g.healthNote] : []),
  ]
}

function interpretTexts(x: InterpretContent): string[] {
  return [
    ...x.verdict.reasons,
    x.verdict.summary,
    ...[...x.supportingFactors, ...x.cautionaryFactors].flatMap((f) => [f.statement, f.meaning]),
    ...x.timingWindows.map((w) => w.description),
    ...x.eventTiming.flatMap((e) => [e.note, ...e.windows.map((w) => w.description)]),
    ...x.methodAgreement.methods.map((m) => m.says),
  ]
}

describe(`readings over ${N} random births 1800–2100 at random reference dates`, () => {
  const births = wideBirths(N, 2029)
  const readings: { r: ChartReading; birth: (typeof births)[number]['birth'] }[] = []

  it(
    'guidance and interpret (15 domains): every claim true, tones with their reasons, words once',
    { timeout: 1_800_000 },
    () => {
      for (const { birth, referenceMs } of births) {
        const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
        readings.push({ r, birth })
        // Time: every birth reads at every date after it.
        claim(
          'a period runs at the reference date',
          r.levels.length === 3,
          `${birth.date} at ${new Date(referenceMs).toISOString()}`,
        )
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, referenceMs).dasha
          .timeline as DashaPeriod[]
        const running = runningLords(timeline, r.birthMs, referenceMs)
        claim(
          'running lords',
          running.join('–') === r.levels.map((l) => l.planet).join('–'),
          `${running} vs ${r.levels.map((l) => l.planet)}`,
        )
        const g = guidance(corpus, r)!
        for (const t of guidanceTexts(g)) {
          words('guidance', t)
          grahaClaims(t, r, running)
        }
        // Time: a level ending within eight weeks says so; the first and last six months of a
        // mahadasha are named as its sandhi. Age: words for the person's stage of life (a child's chart
        // may still promise a career or a partner in its natal yogas: the future is read, the event is not
        // put in the present).
        const age = (referenceMs - r.birthMs) / (365.25 * DAY)
        for (const l of g.levels) {
          const left = Date.parse(l.end) - referenceMs
          const since = referenceMs - Date.parse(l.start)
          const notes = l.notes.join(' ')
          if (l.level === 'chapter')
            claim(
              'daśā sandhi named',
              (left <= 0.5 * 365.25 * DAY || since <= 0.5 * 365.25 * DAY) === notes.includes('(daśā sandhi)'),
              `${l.start}–${l.end} at ${new Date(referenceMs).toISOString()}: ${notes}`,
            )
          else
            claim(
              'an ending period said to end',
              left <= 8 * 7 * DAY === /ends within \d+ weeks?/.test(notes),
              `${l.end} at ${new Date(referenceMs).toISOString()}: ${notes}`,
            )
          const words = [
            l.heading,
            ...l.cards.flatMap((c) => [c.headline, c.why, ...c.do, ...c.takeCare]),
          ].join(' ')
          if (age >= 65)
            claim(
              'words for an elder',
              !/\b(exams?|first child|conceiv\w*|promotions?)\b|\bschooling\b(?! was)/i.test(words),
              words,
            )
          if (age < 16)
            claim('words for the young', !/\b(weddings?|promotions?|retirement)\b/i.test(words), words)
        }
        for (const l of g.levels) {
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
        let pairWords: string | null = null
        if (g.relation) {
          const m = /: (the two (?:work together|pull against each other|cooperate only in part))\.$/.exec(
            g.relation.because,
          )
          pairWords = m?.[1] ?? null
        }
        for (const domain of DOMAINS) {
          const x = interpret(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
          const sig = x.eventTiming[0]!.significators
          noRepeats('significators', sig)
          for (const t of interpretTexts(x)) {
            words('interpret', t)
            grahaClaims(t, r, running)
          }
          for (const t of [
            ...x.eventTiming.flatMap((e) => [e.note, ...e.windows.map((w) => w.description)]),
            ...x.methodAgreement.methods.map((m) => m.says),
          ])
            tieClaims(t, r, sig)
          for (const w of x.timingWindows) windowClaims(w, sig)
          // The pair's standing reads the same in guidance and in interpret's window for the same pair.
          if (pairWords)
            for (const w of x.timingWindows.slice(0, 1))
              for (const m of w.description.matchAll(
                /the two (?:work together|pull against each other|cooperate only in part)/g,
              ))
                claim('one standing per pair', m[0] === pairWords, `${pairWords} vs ${w.description}`)
          // The verdict's reasons lean the way the outlook does.
          const reasons = x.verdict.reasons.join(' ')
          if (x.verdict.outlook === 'challenging')
            claim(
              'verdict and its reasons agree',
              !/lean more clearly towards support/.test(reasons),
              reasons,
            )
          if (x.verdict.outlook === 'favorable')
            claim(
              'verdict and its reasons agree',
              !/lean more clearly towards caution/.test(reasons),
              reasons,
            )
          noRepeats(
            'factors',
            [...x.supportingFactors, ...x.cautionaryFactors].map((f) => f.statement),
          )
          noRepeats(
            'windows',
            x.timingWindows.map((w) => w.period),
          )
        }
      }
      console.log(`reading invariants over ${N} births:`, Object.fromEntries([...counts].sort()))
      if (process.env.READING_SWEEP_DUMP) writeFileSync(process.env.READING_SWEEP_DUMP, violations.join('\n'))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )

  it(
    'the timing assessment and the composer: stretches carry their period’s one tone; no sentence twice',
    { timeout: 1_800_000 },
    () => {
      let k = 0
      for (const { r, birth } of readings) {
        const domain = DOMAINS[k++ % DOMAINS.length] as Domain
        const xt = interpretTextsOf(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
        const x = inLanguage(xt, 'en')
        const sig = significators(domain, r.ctx.natal.facts, r.ctx.natal.karakas)
        const end = r.referenceMs + 2 * 365.25 * DAY
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, r.referenceMs, 'vimshottari', end)
          .dasha.timeline as unknown as DashaPeriod[]
        const at = assessTimingTexts(
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
        const a = inLanguage(at, 'en')
        const toneOf = new Map(a.windows.map((w) => [w.period.split(' ')[0]!, w.tone]))
        for (const w of x.timingWindows) {
          const t = toneOf.get(w.period.split(' ')[0]!)
          if (t)
            claim(
              'one tone per period (interpret and timing)',
              t === w.tone,
              `${w.period}: ${w.tone} vs ${t}`,
            )
        }
        const WORD = { supportive: 'favorable', 'a time for care': 'cautionary', neutral: 'neutral' } as const
        for (const s of a.stretches) {
          for (const m of s.reasons
            .join(' ')
            .matchAll(new RegExp(`The ${G}–${G} period is (supportive|a time for care|neutral)`, 'g'))) {
            const t = toneOf.get(`${m[1]}–${m[2]}`)
            if (t)
              claim(
                'one tone per period (window and stretch)',
                t === WORD[m[3] as keyof typeof WORD],
                `${m[0]} vs ${t}`,
              )
          }
          claim(
            'stretch tone says its reason',
            s.tone !== 'favorable' ||
              s.reasons.some((x) => /support|favourable place|together touch/.test(x)),
            `${s.tone}: ${s.reasons.join(' ')}`,
          )
          for (const t of s.reasons) {
            words('timing', t)
            grahaClaims(t, r, [s.mahadasha, s.antardasha, s.pratyantardasha])
          }
        }
        const f = narrationFacts(domain, xt, at)
        const n = compose({
          kind: 'timing',
          domain,
          question: 'When is a good time?',
          facts: f.facts,
          items: f.items,
          outlook: x.verdict.outlook,
          confidence: x.verdict.confidence,
        })
        words('composer', n.narrative)
        claim('composer ends on a full sentence', /[.!?)]$/.test(n.narrative.trim()), n.narrative.slice(-80))
        noRepeats('composer key points', n.keyPoints)
      }
      if (process.env.READING_SWEEP_DUMP) writeFileSync(process.env.READING_SWEEP_DUMP, violations.join('\n'))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )

  it(
    'compatibility: every pair reads (any genders), and its periods carry interpret’s tone for marriage',
    { timeout: 1_800_000 },
    () => {
      const genders = [undefined, 'male', 'female'] as const
      for (let i = 0; i + 1 < readings.length; i += 4) {
        const [A, B] = [readings[i]!, readings[i + 1]!]
        // Both read at the later partner's reference date, so that neither is unborn.
        const ref = Math.max(A.r.referenceMs, B.r.referenceMs, A.r.birthMs + DAY, B.r.birthMs + DAY)
        if (ref > Date.UTC(2135, 0, 1)) continue
        const ra = chartReading(eph, A.birth, DEFAULT_SETTINGS, ref)
        const rb = chartReading(eph, B.birth, DEFAULT_SETTINGS, ref)
        const ga = genders[i % 3]
        const gb = genders[(i + 1 + (i >> 2)) % 3]
        const c = compatibility(
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
        // A source is a book's title and nothing else.
        for (const m of JSON.stringify(c).matchAll(/"(?:sources|books)":\[([^\]]*)\]/g))
          for (const t of m[1] ? (JSON.parse(`[${m[1]}]`) as string[]) : [])
            claim(
              'a source is a title',
              /^[A-Z][A-Za-z' :-]{2,60}$/.test(t) && !/tradition|not in/i.test(t),
              t,
            )
        const x = interpret(eph, corpus, ra, A.birth, DEFAULT_SETTINGS, 'marriage')
        const tones = new Map(x.timingWindows.map((w) => [w.period.split(' ')[0]!, w.tone]))
        const json = JSON.stringify(c)
        for (const m of json.matchAll(
          /"period":"([A-Za-z]+–[A-Za-z]+)","mahadasha":"\w+","antardasha":"\w+","start":"[^"]+","end":"[^"]+","tone":"(\w+)"/g,
        )) {
          const t = tones.get(m[1]!)
          if (t)
            claim('one tone per period (compatibility and interpret)', t === m[2], `${m[1]}: ${m[2]} vs ${t}`)
          break // partner a's periods come first
        }
      }
      console.log(`reading invariants over ${N} births, all kinds:`, Object.fromEntries([...counts].sort()))
      if (process.env.READING_SWEEP_DUMP) writeFileSync(process.env.READING_SWEEP_DUMP, violations.join('\n'))
      expect({ byKind: byKind(), first: violations.slice(0, 10) }).toEqual({ byKind: {}, first: [] })
    },
  )
})
