/**
 * `/v1/timing/resolve` and `/v1/forecast` in Hindi (issue 36): one judgement, said in either language.
 *
 * - Over hundreds of random charts (every domain in turn; the best windows, a range and a date in turn),
 *   every sentence of the timing assessment and of the narration facts has its Hindi: Devanagari only,
 *   NFC, within the Hindi content policy, a sentence ending with the danda.
 * - The operations asked in English and in Hindi give the same answer but for the words: every field
 *   that differs is a sentence (reasons, summaries, windows' periods and descriptions, facts), and
 *   without them the two answers are identical; the Hindi answer holds no English.
 * - The built-in composer writes the same answer in Hindi from the Hindi facts: the same facts used, as
 *   many key points and paragraphs, no Latin letter, within the policy, and clean by the grounding checks.
 * - The grounding checks read a Hindi narrative: a graha, sign, house, year or month the facts lack is
 *   ungrounded; a word the Hindi policy refuses, certainty or English is refused.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { DOMAINS } from '../../src/corpus/vocabulary.js'
import { computeDashaOnly, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import type { DashaPeriod } from '../../src/jyotisha/dasha-calendar.js'
import { compose } from '../../src/narration/composer.js'
import { narrationFactTexts, type FactKind } from '../../src/narration/facts.js'
import { hindiMentions } from '../../src/narration/grounding-hi.js'
import { checkNarrative } from '../../src/narration/grounding.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { significators } from '../../src/readings/domains.js'
import { domainRules, interpretTexts } from '../../src/readings/interpret.js'
import { stageOf } from '../../src/readings/time.js'
import { assessTimingTexts, type AssessmentKind } from '../../src/readings/timing.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts, withoutWords } from '../helpers/hindi-texts.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const DAY = 86_400_000
const YEAR = 365.25 * DAY
const KINDS: readonly AssessmentKind[] = ['best_windows', 'range', 'date']

describe('the timing assessment and the narration facts in Hindi', () => {
  it(
    'say every sentence of 300 charts in Hindi: Devanagari, NFC, within the policy',
    { timeout: 120_000 },
    () => {
      const wrong: string[] = []
      let sentences = 0
      let i = 0
      for (const { birth, referenceMs } of randomBirths(300, 3701, { timeUnknown: 0.2 })) {
        const domain = DOMAINS[i % DOMAINS.length]!
        const kind = KINDS[i++ % KINDS.length]!
        const reading = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
        const [startMs, endMs] =
          kind === 'best_windows'
            ? [referenceMs, referenceMs + 2 * YEAR]
            : kind === 'range'
              ? [referenceMs + 90 * DAY, referenceMs + 455 * DAY]
              : [referenceMs + 200 * DAY, referenceMs + 201 * DAY]
        const timeline = computeDashaOnly(eph, birth, DEFAULT_SETTINGS, referenceMs, 'vimshottari', endMs)
          .dasha.timeline as unknown as DashaPeriod[]
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
            kind,
            startMs,
            endMs,
            dayOf: (ms) => new Date(ms).toISOString().slice(0, 10),
            stage: stageOf(reading),
          },
        )
        for (const [what, v] of [
          ['assessment', a],
          ['facts', narrationFactTexts(domain, c, a)],
          ['forecast facts', narrationFactTexts(domain, c)],
        ] as const)
          for (const { at, t } of texts(v)) {
            if (t.en !== '') sentences++
            const problems = hindiProblems(t)
            if (problems.length) wrong.push(`${domain} ${kind} ${what}${at}: ${problems.join(', ')}: ${t.hi}`)
          }
      }
      expect(wrong.slice(0, 20)).toEqual([])
      expect(sentences).toBeGreaterThan(15_000)
    },
  )
})

/** Where an answer of these operations holds sentences (everything else is the same in every language). */
const SENTENCE_AT = [
  /^\.verdict\.(?:reasons\[\d+\]|summary)$/,
  /^\.assessment\.summary$/,
  /^\.assessment\.windows\[\d+\]\.(?:period|description)$/,
  /^\.assessment\.stretches\[\d+\]\.reasons\[\d+\]$/,
  /^\.facts\[\d+\]$/,
  /^\.items\[\d+\]\.text$/,
]

/** Every string of an answer with where it is. */
function strings(v: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof v === 'string') out.set(path, v)
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${path}[${i}]`, out))
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) strings(x, `${path}.${k}`, out)
  return out
}

type Prepared = {
  verdict: {
    outlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
    confidence: 'high' | 'moderate' | 'low'
  }
  facts: string[]
  items: { kind: FactKind; text: string }[]
}

describe('the operations asked in English and in Hindi', () => {
  const ctx = {
    eph,
    computationKey: Buffer.alloc(32, 7),
    corpusDir: DEFAULT_CORPUS_DIR,
    nowMs: Date.UTC(2026, 10, 28),
  }
  for (const id of ['timing', 'forecast'] as const)
    it(
      `${id}: the same answer but for the words; the composer says it in Hindi`,
      { timeout: 120_000 },
      () => {
        const op = OPERATIONS.find((o) => o.id === id)!
        const example = op.example as Record<string, unknown>
        const spans = [
          { dateRange: { start: '2027-03-01', end: '2028-02-28' } },
          { targetDate: '2027-09-14' },
          {},
        ]
        let i = 0
        let sentences = 0
        for (const { birth, referenceMs } of randomBirths(60, id === 'timing' ? 3709 : 3719, {
          timeUnknown: 0.2,
        })) {
          const { dateRange: _r, ...bare } = example
          const body = {
            ...bare,
            birthData: birth,
            domain: DOMAINS[i % DOMAINS.length]!,
            referenceDate: new Date(referenceMs).toISOString().slice(0, 10),
            ...(id === 'timing' ? spans[i % 3] : {}),
          }
          i++
          let en: Prepared
          try {
            en = op.run(body as never, { ...ctx, language: 'en' }) as unknown as Prepared
          } catch {
            continue // a span before the birth: invalid_range in either language
          }
          const hi = op.run(body as never, { ...ctx, language: 'hi' }) as unknown as Prepared
          const se = strings(en)
          const sh = strings(hi)
          expect([...sh.keys()]).toEqual([...se.keys()])
          const paths = new Set<string>()
          for (const [at, s] of sh)
            if (s !== se.get(at)) {
              expect(
                SENTENCE_AT.some((re) => re.test(at)),
                `${id} ${at}: ${s}`,
              ).toBe(true)
              paths.add(at)
            }
          for (const at of sh.keys())
            if (SENTENCE_AT.some((re) => re.test(at))) {
              sentences++
              const t = { en: se.get(at)!, hi: sh.get(at)! }
              expect(hindiProblems(t), `${id} ${at}: ${t.hi}`).toEqual([])
            }
          expect(withoutWords(hi, paths)).toEqual(withoutWords(en, paths))
          for (const [at, s] of sh) expect(s, `${id} ${at}`).not.toMatch(/[A-Za-z]{2,} [A-Za-z]{2,}/)

          // The built-in composer, from each language's facts.
          const input = (p: Prepared, language: 'en' | 'hi') => ({
            kind: id,
            language,
            domain: body.domain,
            question: 'q',
            facts: p.facts,
            items: p.items,
            outlook: p.verdict.outlook,
            confidence: p.verdict.confidence,
            hindi: hindiMentions,
          })
          const ne = compose(input(en, 'en'))
          const nh = compose(input(hi, 'hi'))
          expect(nh.factsUsed).toEqual(ne.factsUsed)
          expect(nh.keyPoints.length).toBe(ne.keyPoints.length)
          expect(nh.narrative.split('\n\n').length).toBe(ne.narrative.split('\n\n').length)
          const said = `${nh.narrative}\n${nh.keyPoints.join('\n')}`
          expect(said).not.toMatch(/[A-Za-z]/)
          expect(policyViolations(said, 'hi')).toEqual([])
          expect(checkNarrative(said, input(hi, 'hi')), `${id} ${body.domain}`).toEqual([])
        }
        expect(sentences).toBeGreaterThan(600)
      },
    )
})

describe('the grounding checks of a Hindi narrative', () => {
  const facts = [
    '1. कार्यक्षेत्र और आजीविका के लिए परिणाम अधिकतर अनुकूल है, मध्यम विश्वास के साथ।',
    '2. पक्ष में: मंगल आपके सप्तम भाव में, अपनी मूलत्रिकोण राशि मेष में स्थित है। आपकी कुंडली में गजकेसरी योग बनता है।',
    '3. केतु–बुध की अवधि, अगस्त 2026 से अगस्त 2027 तक, कार्यक्षेत्र और आजीविका के लिए सहायक है।',
    '4. शनि मार्च 2025 से जून 2027 तक मीन राशि में है: चंद्रमा से एकादश भाव और लग्न से तृतीय भाव।',
  ]
  const input = {
    facts,
    outlook: 'mostly_favorable' as const,
    confidence: 'moderate' as const,
    language: 'hi' as const,
    hindi: hindiMentions,
  }
  const kinds = (narrative: string) => checkNarrative(narrative, input).map((p) => p.kind)
  const grounded =
    'आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है। सप्तम भाव में मेष राशि का मंगल और गजकेसरी योग आपका साथ ' +
    'देते हैं, और केतु–बुध की अवधि, अगस्त 2026 से अगस्त 2027 तक, सहायक है। चंद्रमा से 11वें भाव में शनि जून 2027 तक रहता है।'

  it('passes a Hindi narrative that names only what the facts name', () => {
    expect(checkNarrative(grounded, input)).toEqual([])
  })
  it.each([
    ['a graha', grounded.replace('मंगल और', 'शुक्र और')],
    ['a sign', grounded.replace('मेष राशि', 'तुला राशि')],
    ['a house', grounded.replace('सप्तम भाव', 'दशम भाव')],
    ['a house in digits', grounded.replace('11वें भाव', '5वें भाव')],
    ['a yoga', grounded.replace('गजकेसरी योग', 'बुधादित्य योग')],
    ['a year', grounded.replace('जून 2027 तक रहता', '2031 तक रहता')],
    ['a month', grounded.replace('जून 2027 तक रहता', 'सितंबर 2027 तक रहता')],
    ['a graha in another spelling', `${grounded} बृहस्पति भी साथ देता है।`],
  ])('refuses %s the facts do not name', (_, narrative) => {
    expect(kinds(narrative)).toEqual(['ungrounded'])
  })
  it.each([
    ['a refused word', `${grounded} इस वर्ष किसी रोग से काम रुक सकता है।`, 'forbidden'],
    ['certainty', `${grounded} पदोन्नति पक्का मिलेगी।`, 'certainty'],
    ['English', `${grounded} The Mars placement helps.`, 'language'],
  ])('refuses %s', (_, narrative, kind) => {
    expect(kinds(narrative)).toContain(kind)
  })
  it('refuses a tone brighter than a mixed verdict', () => {
    const said = `${grounded} यह आपके जीवन का स्वर्णिम काल है।`
    expect(checkNarrative(said, { ...input, outlook: 'mixed' }).map((p) => p.kind)).toEqual(['tone'])
  })
  it('is never run on Hindi without the reader of its names', () => {
    expect(() => checkNarrative(grounded, { ...input, hindi: undefined })).toThrow(/Hindi names/)
  })
  it('reads Hindi and English names alike, and leaves an English narrative as it was', () => {
    const m = (t: string) => {
      const x = {
        grahas: new Set<string>(),
        signs: new Set<string>(),
        nakshatras: new Set<string>(),
        houses: new Set<number>(),
        yogas: new Set<string>(),
        years: new Set<number>(),
        months: new Set<string>(),
      }
      hindiMentions(t, x)
      return x
    }
    const x = m('पंचम और नवम भावों में गुरु, रोहिणी नक्षत्र में चंद्रमा, 4 मार्च 2027')
    expect([...x.houses].sort()).toEqual([5, 9])
    expect([...x.grahas].sort()).toEqual(['Jupiter', 'Moon'])
    expect([...x.nakshatras]).toEqual(['Rohini'])
    expect([...x.months]).toEqual(['2027-03'])
    expect(m('Jupiter in the 5th house, March 2027').grahas.size).toBe(0)
  })
})
