/**
 * The grounding checks of a narrated reply (src/narration/grounding.ts, issue 14 item 3): each kind of
 * problem caught in a reply that has it, and no false alarm on the 1,220 reviewed statements of the
 * classical corpus (each read as a narrative grounded in itself).
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { checkNarrative, mentions } from '../../src/narration/grounding.js'

const FACTS = [
  '1. The outlook for career is mostly favourable, with moderate confidence.',
  '2. Saturn, lord of your 10th house, sits in your 11th house, in Aries.',
  '3. Jupiter is in Cancer, where it is exalted; the Gajakesari yoga forms.',
  '4. The Jupiter–Saturn period runs from March 2027 to November 2029.',
  '5. The Moon is in Rohini.',
]
const input = { facts: FACTS, outlook: 'mostly_favorable', confidence: 'moderate' } as const
const kinds = (text: string, i: Parameters<typeof checkNarrative>[1] = input) =>
  checkNarrative(text, i).map((p) => p.kind)

describe('mentions', () => {
  it('finds grahas (Sanskrit names too), signs, nakṣatras, houses in figures and words, yogas and years', () => {
    const m = mentions(
      'Shani in Mesha aspects the seventh house and the 10th house; Guru in Karka; Moon in Uttara Ashadha; Gajakesari Yoga; house 4; by 2031.',
    )
    expect([...m.grahas].sort()).toEqual(['Jupiter', 'Moon', 'Saturn'])
    expect([...m.signs].sort()).toEqual(['Aries', 'Cancer'])
    expect([...m.nakshatras]).toEqual(['Uttara Ashadha'])
    expect([...m.houses].sort((a, b) => a - b)).toEqual([4, 7, 10])
    expect([...m.yogas]).toEqual(['gajakesari'])
    expect([...m.years]).toEqual([2031])
  })
})

describe('checkNarrative', () => {
  it('passes a reply that keeps to the facts, the tone and the bounds', () => {
    expect(
      kinds(
        'Your chart leans favourably for work. Saturn, ruling your 10th house from the 11th in Aries, rewards patient effort, and the Gajakesari yoga with an exalted Jupiter in Cancer supports your standing. The Jupiter–Saturn period from 2027 is a good time to build steadily.',
      ),
    ).toEqual([])
  })
  it('catches a placement, sign, house, yoga, star or year the facts do not have', () => {
    const p = checkNarrative(
      'Venus in Libra in your 5th house, the Raja yoga, the Moon in Ashwini and the year 2035 all help.',
      input,
    )
    expect(p.map((x) => x.kind)).toEqual(Array(6).fill('ungrounded'))
    expect(p.map((x) => x.detail).join(' ')).toMatch(/Venus.*Libra.*Ashwini.*house 5.*raja yoga.*2035/s)
  })
  it('catches a tone brighter or darker than the outlook, and certainty', () => {
    expect(kinds('This is an excellent, ideal year for you.', { ...input, outlook: 'mixed' })).toContain(
      'tone',
    )
    expect(kinds('This is an excellent, ideal year for you.')).toEqual([])
    expect(kinds('This is an unfavourable year.')).toEqual(['tone'])
    expect(kinds('This is an unfavourable year.', { ...input, outlook: 'challenging' })).toEqual([])
    expect(kinds('You will definitely be promoted.')).toEqual(['certainty'])
    expect(kinds('Success is guaranteed.')).toEqual(['certainty'])
  })
  it('catches medicine, law, money, psychology, death and illness', () => {
    for (const text of [
      'Consult a doctor about it.',
      'Ask your lawyer before signing.',
      'Invest in gold and buy shares now.',
      'Look at the stock market this spring.',
      'A therapist could help you.',
      'The chart shows a risk of death.',
      'An illness may slow you down.',
    ])
      expect(kinds(text), text).toContain('forbidden')
  })
  it('catches scores, identifiers and the machinery', () => {
    expect(kinds('You have 32 points out of 36.')).toContain('internal')
    expect(kinds('Your score is high.')).toContain('internal')
    expect(kinds('Rule dom1_career_l10 fires.')).toContain('internal')
    expect(kinds('The domainBalance is positive.')).toContain('internal')
    expect(kinds('The language model thinks so.')).toContain('internal')
  })
  it('catches a book outside the closed list; the listed books pass', () => {
    expect(kinds('As the Lal Kitab says, keep going.')).toEqual(['book'])
    expect(kinds('As Phaladeepika says, patient work is rewarded.')).toEqual([])
  })
  it('raises no false alarm on the corpus’s own reviewed statements', () => {
    const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
    const flagged: string[] = []
    for (const r of corpus.rules) {
      const text = `${r.headline} ${r.says}`
      const p = checkNarrative(text, { facts: [text], outlook: 'mixed', confidence: 'moderate' })
      for (const x of p) if (x.kind !== 'tone') flagged.push(`${r.id}: ${x.detail}`)
    }
    expect(corpus.rules.length).toBeGreaterThan(1200)
    expect(flagged).toEqual([])
  })
})

describe('tone words the facts themselves use', () => {
  const facts = [
    '1. For finance, the outlook is mixed, with moderate confidence.',
    '2. In favour: Jupiter in your 11th house is an excellent placement for gains.',
  ]
  const input = { facts, outlook: 'mixed' as const, confidence: 'moderate' as const }
  it('are the reading’s own: quoting them is not brighter than the verdict', () => {
    expect(checkNarrative('Jupiter in your 11th house is an excellent placement for gains.', input)).toEqual(
      [],
    )
  })
  it('but a bright word the facts do not use still is', () => {
    const p = checkNarrative('Jupiter in your 11th house makes this an ideal year.', input)
    expect(p.map((x) => x.kind)).toEqual(['tone'])
    expect(p[0]!.detail).toContain('ideal')
  })
})
