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
import { SIGNS } from '../../src/astro/index.js'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading, type ChartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { DOMAINS, type Domain } from '../../src/corpus/vocabulary.js'
import { computeDashaOnly, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import type { DashaPeriod } from '../../src/jyotisha/dasha-calendar.js'
import { DIGNITY_TABLE } from '../../src/jyotisha/dignity.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { compose } from '../../src/narration/composer.js'
import { narrationFacts } from '../../src/narration/facts.js'
import { compatibility } from '../../src/readings/compatibility/index.js'
import { guidance, type GuidanceContent } from '../../src/readings/guidance.js'
import { domainRules, interpret, type InterpretContent } from '../../src/readings/interpret.js'
import { significators } from '../../src/readings/domains.js'
import { stageOf } from '../../src/readings/time.js'
import { assessTiming } from '../../src/readings/timing.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { readingProblems } from '../helpers/reading-words.js'
import { wideBirths } from '../helpers/wide-births.js'
import { SIGN_ROWS } from '../fixtures/reference/jyotisha-tables.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const problemsOf = readingProblems(corpus)
const N = Number(process.env.READING_SWEEP ?? 200)
const DAY = 86_400_000
const SIDEREAL_YEAR = 365.256363 * DAY
const G = '(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)'
/** Text up to the claim that names no other graha (so a claim is read of the graha it speaks of). */
const SAME = '(?:(?!\\b(?:Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\\b)[^.])*?'

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
const ASPECTS = { Jupiter: [5, 7, 9], Saturn: [3, 7, 10] }
const touches = (g: 'Jupiter' | 'Saturn', from: number, sign: number) => {
  const h = ((sign - from + 12) % 12) + 1
  return h === 1 || ASPECTS[g].includes(h)
}

const sentences = (t: string) =>
  t
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

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
  for (const p of problemsOf(text)) violations.push(`${kind}: policy: ${p}`)
}

function noRepeats(kind: string, list: readonly string[]): void {
  claim(`${kind}: no item twice`, new Set(list).size === list.length, list.join(' | '))
}

/** Claims about grahas a sentence makes, checked against the reading's chart and the test's values. */
function grahaClaims(text: string, r: ChartReading, running: readonly Graha[]): void {
  const f = r.ctx.natal.facts
  for (const m of text.matchAll(
    new RegExp(`\\b${G}\\b${SAME}sits in your (\\d+)(?:st|nd|rd|th) house(?:, in (\\w+))?`, 'g'),
  )) {
    const g = m[1] as Graha
    claim(
      'house occupied',
      f.grahas[g].house === Number(m[2]) && (!m[3] || SIGNS[f.grahas[g].sign] === m[3]),
      m[0],
    )
  }
  for (const m of text.matchAll(
    new RegExp(`\\b${G}\\b, lord of the running (chapter|period|stretch)`, 'g'),
  )) {
    const i = { chapter: 0, period: 1, stretch: 2 }[m[2] as 'chapter']
    claim('running lord', running[i] === m[1], `${m[0]} (running ${running.join('–')})`)
  }
  for (const m of text.matchAll(new RegExp(`\\b${G}\\b, lord of this period, runs now`, 'g')))
    claim('runs now', running.includes(m[1] as Graha), `${m[0]} (running ${running.join('–')})`)
  for (const m of text.matchAll(
    new RegExp(
      `(?:^|[.:] )(?:The )?${G}\\b${SAME}in (\\w+), (where it is exalted|its own sign|its moolatrikona sign|where it is debilitated)(, the debilitation cancelled)?`,
      'g',
    ),
  )) {
    const g = m[1] as Graha
    const sign = SIGNS.indexOf(m[2] as (typeof SIGNS)[number])
    const t = DIGNITY_TABLE[g]
    if (sign < 0 || f.grahas[g].sign !== sign) continue // the sentence speaks of another graha's sign
    const ok =
      m[3] === 'where it is exalted'
        ? sign === t.exaltation
        : m[3] === 'where it is debilitated'
          ? sign === t.debilitation &&
            (m[4] !== undefined) ===
              r.ctx.natal.yogas.some(
                (y) =>
                  y.name === 'Neecha Bhanga Raja' &&
                  y.status === 'formed' &&
                  // One finding per cancelled graha, its reason opening with that graha's placement.
                  y.reason
                    .toLowerCase()
                    .startsWith(`${g === 'Sun' || g === 'Moon' ? 'the ' : ''}${g} in ${m[2]}`.toLowerCase()),
              )
          : m[3] === 'its own sign'
            ? t.own.includes(sign)
            : t.moolatrikona.sign === sign
    claim('dignity', ok, m[0])
  }
  const ratio = r.ctx.natal.shadbalaRatio
  for (const m of text.matchAll(
    new RegExp(
      `(?:^|[.:] )(?:The )?${G}\\b${SAME}(is strong by shadbala|falls short of its required strength)`,
      'g',
    ),
  )) {
    const g = m[1] as Graha
    if (g === 'Rahu' || g === 'Ketu' || !ratio) continue
    claim('shadbala', m[2] === 'is strong by shadbala' ? ratio[g] >= 1 : ratio[g] < 1, m[0])
  }
  for (const m of text.matchAll(new RegExp(`${G} \\(strong by shadbala\\) outweighs ${G}`, 'g'))) {
    const [a, b] = [m[1] as Exclude<Graha, 'Rahu' | 'Ketu'>, m[2] as Exclude<Graha, 'Rahu' | 'Ketu'>]
    claim('outweighs from the stronger side', !!ratio && ratio[a] >= 1 && ratio[b] < 1, m[0])
  }
  for (const m of text.matchAll(
    /Your (\d+)(?:st|nd|rd|th) house, (\w+), is touched now by both Jupiter and Saturn/g,
  )) {
    const sign = SIGNS.indexOf(m[2] as (typeof SIGNS)[number])
    const j = signAt('Jupiter', r.referenceMs)
    const s = signAt('Saturn', r.referenceMs)
    claim(
      'double transit on the house itself',
      touches('Jupiter', j, sign) && touches('Saturn', s, sign),
      m[0],
    )
  }
  for (const m of text.matchAll(/born under a (waxing|waning) Moon/g)) {
    const t = eph.instant(r.birthMs).jdTt
    const e =
      (eph.position('Moon', t, { ayanamsa: 'lahiri' }).lon -
        eph.position('Sun', t, { ayanamsa: 'lahiri' }).lon +
        360) %
      360
    claim('Moon phase', (m[1] === 'waxing') === e < 180, m[0])
  }
  for (const m of text.matchAll(/The ([A-Z][\w-]*(?: [A-Z][\w-]*)*) yoga forms in your chart/g)) {
    const found = r.ctx.natal.yogas.filter((y) => y.name === m[1] && y.status === 'formed')
    claim('yoga formed', found.length > 0, m[0])
    // A yoga the chart rates weak is said to be held weakly wherever a statement rests on it.
    if (found.length && found.every((y) => y.strength === 'weak'))
      claim('yoga at its rating', text.includes(`holds the ${m[1]} yoga only weakly`), text)
  }
}

/** A window's tone against its description, and its significator claims against the list. */
function windowClaims(w: { tone: string; description: string }, sig: readonly Graha[]): void {
  const d = w.description
  claim(
    'window tone says its reason',
    w.tone === 'favorable'
      ? d.includes('What lifts it: ')
      : w.tone === 'cautionary'
        ? d.includes('What asks for care: ')
        : d.includes('Nothing in this period leans it clearly either way'),
    `${w.tone}: ${d}`,
  )
  const neither = new RegExp(`^Neither (?:the )?${G} nor (?:the )?${G} is a significator`, 'i').exec(d)
  if (neither)
    claim('significators', !sig.includes(neither[1] as Graha) && !sig.includes(neither[2] as Graha), d)
  const notOne = new RegExp(`^(?:The )?${G} is not a significator`).exec(d)
  if (notOne) claim('significators', !sig.includes(notOne[1] as Graha), d)
  const are = new RegExp(`^(?:The )?${G} and (?:the )?${G} are significators`).exec(d)
  if (are) claim('significators', sig.includes(are[1] as Graha) && sig.includes(are[2] as Graha), d)
  const is = new RegExp(`^(?:The )?${G} is a significator`).exec(d)
  if (is) claim('significators', sig.includes(is[1] as Graha), d)
}

/** "X is a significator …", "X rules your Nth house", "X sits in your Nth house" in the event texts. */
function tieClaims(text: string, r: ChartReading, sig: readonly Graha[]): void {
  const f = r.ctx.natal.facts
  for (const m of text.matchAll(
    new RegExp(`\\b${G}\\b, which is a significator|(?<!nor (?:the )?)\\b${G} is a significator`, 'g'),
  )) {
    const g = (m[1] ?? m[2]) as Graha
    claim('significators', sig.includes(g), `${m[0]} [${sig.join(',')}] in: ${text}`)
  }
  for (const m of text.matchAll(
    new RegExp(`\\b${G}\\b,? (?:which )?rules your (\\d+)(?:st|nd|rd|th) house`, 'g'),
  )) {
    const g = m[1] as Graha
    const h = Number(m[2])
    claim('lordship', lordOfSign((f.lagnaSign + h - 1) % 12) === g, m[0])
  }
}
/** The sign lords as transcribed in the reference fixtures (Aries … Pisces), not taken from
 *  src/jyotisha/grahas.ts: the claim is checked against the table, not against the code that wrote it. */
const SIGN_LORDS = SIGN_ROWS.map((r) => r.lord as Graha)
const lordOfSign = (s: number) => SIGN_LORDS[s]!

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
              !/\b(exams?|first child|conceiv\w*|promotion)\b|\bschooling\b(?! was)/i.test(words),
              words,
            )
          if (age < 16)
            claim('words for the young', !/\b(wedding|promotion|retirement)\b/i.test(words), words)
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
        const x = interpret(eph, corpus, r, birth, DEFAULT_SETTINGS, domain)
        const sig = significators(domain, r.ctx.natal.facts, r.ctx.natal.karakas)
        const end = r.referenceMs + 2 * 365.25 * DAY
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, r.referenceMs, 'vimshottari', end)
          .dasha.timeline as unknown as DashaPeriod[]
        const a = assessTiming(
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
        const f = narrationFacts(domain, x, a)
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
