/**
 * The whole classical corpus (src/corpus/rules): it loads, it is large and broad enough (issue 11: at
 * least 1,200 rules, 50 for every domain), every word a reader can see obeys the content policy, books
 * come from the closed list, no two rules say the same, the version follows the content, and every rule
 * fires on some but fewer than half of 10,000 random real charts.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { firedRules } from '../../src/corpus/fires.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { buildCorpus, CorpusError, readRuleFiles, visibleTexts } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { BOOKS, DOMAINS } from '../../src/corpus/vocabulary.js'
import { OUTLOOK_CUTS } from '../../src/readings/calibration.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const files = readRuleFiles(DEFAULT_CORPUS_DIR)
const corpus = buildCorpus(files)
const { rules } = corpus

describe('the corpus', () => {
  it('has at least 1,200 rules and at least 50 for each of the 15 domains', () => {
    expect(rules.length).toBeGreaterThanOrEqual(1200)
    for (const d of DOMAINS)
      expect(rules.filter((r) => r.domains.includes(d)).length, d).toBeGreaterThanOrEqual(50)
  })

  it('speaks in words the content policy allows, everywhere a reader can see', () => {
    const found = rules.flatMap((r) =>
      visibleTexts(r).flatMap((t) => policyViolations(t).map((v) => `${r.id}: ${v}`)),
    )
    expect(found).toEqual([])
  })

  it('rests on books of the closed list only, and never shows an identifier or a chapter reference', () => {
    const ids = new Set(rules.map((r) => r.id))
    for (const r of rules) {
      for (const b of r.books) expect(BOOKS).toContain(b)
      for (const t of visibleTexts(r)) {
        for (const word of t.toLowerCase().split(/[^a-z0-9-]+/))
          expect(ids.has(word), `${r.id}: ${word}`).toBe(false)
        expect(t, r.id).not.toMatch(/\b(BPHS|ch\.|v\.)\s*\d/)
      }
    }
  })

  it('is gender-neutral except where the rule is about a role (the father, the mother)', () => {
    const found: string[] = []
    for (const r of rules) {
      const text = visibleTexts(r).join(' ')
      if (/\b(wife|wives|husband|husbands)\b/i.test(text)) found.push(`${r.id}: wife/husband`)
      const role = /\b(father|mother|forebears?|ancestors?)\b/i.test(text)
      if (!role && /\b(he|she|his|her|hers|him)\b/i.test(text)) found.push(`${r.id}: a gendered pronoun`)
    }
    expect(found).toEqual([])
  })

  it('has its outlook cuts calibrated for this very corpus (npm run corpus:calibrate after any rule change)', () => {
    expect(OUTLOOK_CUTS.contentVersion, 'run npm run corpus:calibrate').toBe(corpus.contentVersion)
    for (const d of DOMAINS) {
      const [a, b, c] = OUTLOOK_CUTS.cuts[d]
      expect(a <= b && b <= c, d).toBe(true)
    }
  })

  it('never says the same thing twice', () => {
    const says = rules.map((r) => r.says.trim().toLowerCase())
    expect(new Set(says).size).toBe(says.length)
  })

  it('changes its version whenever a rule does, and only then', () => {
    expect(buildCorpus(files).contentVersion).toBe(corpus.contentVersion)
    const [name, text] = Object.entries(files)[0]!
    const edited = text.replace(/tone: (supportive|cautionary|mixed)/, (m) =>
      m.endsWith('mixed') ? 'tone: supportive' : 'tone: mixed',
    )
    expect(edited).not.toBe(text)
    expect(buildCorpus({ ...files, [name]: edited }).contentVersion).not.toBe(corpus.contentVersion)
  })

  it('refuses a rule outside the vocabulary or the policy, naming the rule and the problem', () => {
    const bad = `- id: x-bad
  when: { lordOf: 13, inHouse: 2 }
  domains: [career]
  tone: supportive
  weight: 3
  subject: the lord of nothing
  headline: Nothing here at all
  says: This placement is certainly a sign of ruin and you will never recover from it.
  books: [Brihat Parashara Hora Shastra]
  locus: none
  hi:
    subject: परीक्षण का एक विन्यास
    headline: परीक्षण का एक शीर्षक
    says: यह परीक्षण का विन्यास है, जिसका कथन इतना लंबा है कि नियमों की शर्तें पूरी हो जाएँ।
- id: x-worse
  when: { graha: Mars, inHouse: 8 }
  domains: [health]
  tone: cautionary
  weight: 3
  subject: Mars in the 8th house
  headline: A time of illness
  says: Mars here predicts surgery and an accident, so see a doctor before anything else happens.
  books: [Some Book]
  locus: none
  hi:
    subject: परीक्षण का एक विन्यास
    headline: परीक्षण का एक शीर्षक
    says: यह परीक्षण का विन्यास है, जिसका कथन इतना लंबा है कि नियमों की शर्तें पूरी हो जाएँ।
`
    try {
      buildCorpus({ 'bad.yaml': bad })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(CorpusError)
      const problems = (err as CorpusError).problems.join('\n')
      expect(problems).toMatch(/bad\.yaml x-bad when: \/lordOf/)
      expect(problems).toMatch(/x-worse: \/books\/0/)
    }
    try {
      buildCorpus({
        'bad.yaml': bad.replace('lordOf: 13', 'lordOf: 12').replace('[Some Book]', '[Saravali]'),
      })
      expect.unreachable()
    } catch (err) {
      const problems = (err as CorpusError).problems.join('\n')
      expect(problems).toMatch(/x-bad: fatalism or fear: "certainly"/)
      expect(problems).toMatch(/x-worse: illness or medicine: "surgery"/)
    }
  })
})

describe('reachability over 10,000 random charts', () => {
  it('every rule fires on at least one chart and on fewer than half of them', { timeout: 600_000 }, () => {
    const N = 10_000
    const eph = testEphemeris()
    const counts = new Map<string, number>()
    for (const { birth, referenceMs } of randomBirths(N, 11)) {
      const r = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      const seen = new Set(firedRules(rules, r.ctx, r.levels).map((f) => f.rule.id))
      for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const never = rules.filter((r) => !counts.has(r.id)).map((r) => r.id)
    const tooOften = rules.filter((r) => (counts.get(r.id) ?? 0) >= N / 2).map((r) => r.id)
    expect(never).toEqual([])
    expect(tooOften).toEqual([])
  })
})

it('a corpus error lists its problems in its message', () => {
  expect(new CorpusError(['a', 'b']).message).toMatch(/2 problem\(s\):\na\nb/)
})
