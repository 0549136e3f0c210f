/**
 * The grounds of a rule in Hindi (src/corpus/grounds-hi.ts): each fact describe.ts finds is said in
 * Hindi with the same content as its English sentence. Checked on facts written here, each against the
 * sentence a Hindi jyotiṣī would write for it, and over every fact of the rules that fire for random
 * charts: one Hindi sentence for each English one, in Devanagari, within the Hindi content policy.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { factInEnglish, groundsOf, type Fact } from '../../src/corpus/describe.js'
import { firedRules } from '../../src/corpus/fires.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { hindiFacts, hindiOrdinal, joinHindi } from '../../src/corpus/grounds-hi.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { nameTable } from '../../src/i18n/languages.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const hi = hindiFacts(nameTable('hi').names)

describe('facts in Hindi', () => {
  it('counts houses in Sanskrit ordinals and joins lists with और', () => {
    expect([1, 4, 7, 10, 12].map(hindiOrdinal)).toEqual(['प्रथम', 'चतुर्थ', 'सप्तम', 'दशम', 'द्वादश'])
    expect(joinHindi(['गुरु'])).toBe('गुरु')
    expect(joinHindi(['गुरु', 'शनि'])).toBe('गुरु और शनि')
    expect(joinHindi(['मंगल', 'शनि', 'राहु'])).toBe('मंगल, शनि और राहु')
  })

  const cases: [Fact, string, string][] = [
    [
      {
        kind: 'graha',
        graha: 'Mars',
        who: { kind: 'lordOf', house: 10 },
        parts: [{ kind: 'place', house: 7, sign: 0, dignity: 'moolatrikona' }],
      },
      'Mars, lord of your 10th house, sits in your 7th house, in Aries, its moolatrikona sign.',
      'आपके दशम भाव का स्वामी मंगल आपके सप्तम भाव में, अपनी मूलत्रिकोण राशि मेष में स्थित है।',
    ],
    [
      {
        kind: 'graha',
        graha: 'Ketu',
        who: { kind: 'level', level: 'chapter' },
        parts: [{ kind: 'place', sign: 3, dignity: 'enemy' }],
      },
      "Ketu, lord of the running chapter (mahadasha), is in Cancer, an adversary's sign.",
      'चल रही महादशा का स्वामी केतु शत्रु की राशि कर्क में स्थित है।',
    ],
    [
      {
        kind: 'graha',
        graha: 'Moon',
        who: { kind: 'plain' },
        parts: [
          { kind: 'aspectedBy', grahas: ['Jupiter', 'Saturn'] },
          { kind: 'strength', strong: false },
        ],
      },
      'The Moon receives the aspect of Jupiter and Saturn and falls short of its required strength by shadbala.',
      'चंद्रमा गुरु और शनि की दृष्टि पाता है और षड्बल में अपने आवश्यक बल से कम है।',
    ],
    [
      {
        kind: 'house',
        house: 7,
        sign: 6,
        parts: [
          { kind: 'holds', grahas: ['Mars', 'Venus'] },
          { kind: 'aspectedBy', grahas: ['Jupiter'] },
        ],
      },
      'Your 7th house, Libra, holds Mars and Venus and receives the aspect of Jupiter.',
      'आपके सप्तम भाव (तुला राशि) में मंगल और शुक्र हैं और उस पर गुरु की दृष्टि है।',
    ],
    [
      { kind: 'relation', chapter: 'Ketu', period: 'Mercury', apart: [12, 2], friendship: 'friend' },
      'Ketu (the chapter) and Mercury (the period) stand 12th and 2nd from each other and are friends in this chart.',
      'केतु (महादशा) और बुध (अंतर्दशा) एक-दूसरे से द्वादश और द्वितीय स्थान पर हैं और इस कुंडली में मित्र हैं।',
    ],
    [
      { kind: 'yoga', yoga: 'Gajakesari', formed: true, grahas: ['Moon', 'Jupiter'] },
      'The Gajakesari yoga forms in your chart, with the Moon and Jupiter.',
      'आपकी कुंडली में चंद्रमा और गुरु से गजकेसरी योग बनता है।',
    ],
    [
      { kind: 'sadeSati', phase: 'peak' },
      'Saturn is in the peak phase (Saturn over your Moon) of its seven-and-a-half-year passage around your Moon (Sade Sati).',
      'शनि आपकी चंद्र राशि के चारों ओर अपनी साढ़े सात वर्ष की यात्रा (साढ़ेसाती) के मध्य चरण में (चंद्रमा के ऊपर) है।',
    ],
  ]
  for (const [fact, english, hindi] of cases)
    it(`says "${english.slice(0, 50)}…" as a Hindi jyotiṣī would`, () => {
      expect(factInEnglish(fact)).toBe(english)
      expect(hi(fact)).toBe(hindi)
    })

  it('says every ground of every rule that fires, over random charts, once in Devanagari and within the policy', () => {
    const eph = testEphemeris()
    const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
    const kinds = new Set<string>()
    const wrong: string[] = []
    for (const { birth, referenceMs } of randomBirths(40, 3629, { timeUnknown: 0.2 })) {
      const { ctx, levels } = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      for (const f of firedRules(corpus.rules, ctx, levels)) {
        const g = groundsOf(f.rule.when, ctx, f.level ? { period: f.lord!, level: f.level } : {})
        expect(g.said.map(factInEnglish)).toEqual(g.facts)
        for (const fact of g.said) {
          kinds.add(fact.kind)
          const text = hi(fact)
          if (/[A-Za-z]/.test(text) || !text.endsWith('।') || policyViolations(text, 'hi').length)
            wrong.push(text)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(kinds.size).toBeGreaterThanOrEqual(8)
  })
})
