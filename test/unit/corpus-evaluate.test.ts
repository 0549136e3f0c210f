/**
 * The corpus evaluator (src/corpus/evaluate.ts) and the plain-words grounds (describe.ts) on a chart
 * stated by its placements, each predicate checked by hand against the chart: Aries lagna; Sun 10°
 * Aries (exalted, 1st), Moon 15° Cancer (own, 4th), Mars 5° Capricorn (exalted, 10th), Mercury 2° Aries
 * (1st, combust), Jupiter 20° Cancer (exalted, 4th, with the Moon), Venus 25° Pisces (exalted, 12th),
 * Saturn 18° Libra (exalted, 7th), Rahu 10° Gemini (3rd), Ketu 10° Sagittarius (9th).
 */
import { describe, expect, it } from 'vitest'
import type { ReadingContext, TimeContext } from '../../src/corpus/context.js'
import { charaKarakas } from '../../src/corpus/context.js'
import { groundsOf } from '../../src/corpus/describe.js'
import { holds } from '../../src/corpus/evaluate.js'
import type { Condition } from '../../src/corpus/vocabulary.js'
import { buildFacts } from '../../src/jyotisha/facts.js'
import { GRAHAS, type Graha, type Planet } from '../../src/jyotisha/grahas.js'
import { findYogas } from '../../src/jyotisha/yogas/index.js'

const LON: Record<Graha, number> = {
  Sun: 10,
  Moon: 105,
  Mars: 275,
  Mercury: 2,
  Jupiter: 110,
  Venus: 355,
  Saturn: 198,
  Rahu: 70,
  Ketu: 250,
}
const facts = buildFacts({
  lagnaLongitude: 5,
  grahas: Object.fromEntries(
    GRAHAS.map((g) => [g, { longitude: LON[g], speed: g === 'Rahu' || g === 'Ketu' ? -0.05 : 1 }]),
  ) as Record<Graha, { longitude: number; speed: number }>,
  dayBirth: true,
})
const ratio = (strong: Planet[]) =>
  Object.fromEntries(
    ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].map((p) => [
      p,
      strong.includes(p as Planet) ? 1.3 : 0.8,
    ]),
  ) as Record<Planet, number>

function ctxWith(
  over: Partial<ReadingContext['natal']> = {},
  time: TimeContext | null = null,
): ReadingContext {
  return {
    natal: {
      facts,
      yogas: findYogas(facts),
      shadbalaRatio: ratio(['Saturn', 'Jupiter']),
      sarva: [30, 25, 28, 22, 35, 20, 27, 29, 31, 26, 24, 40],
      vargas: {
        D9: {
          lagnaSign: 3,
          signs: { ...Object.fromEntries(GRAHAS.map((g) => [g, 0])), Venus: 11, Saturn: 6 } as Record<
            Graha,
            number
          >,
        },
      },
      karakas: charaKarakas(facts),
      ...over,
    },
    time,
  }
}
const ctx = ctxWith()
const at = (c: Condition, x: ReadingContext = ctx, period?: Graha) => holds(c, x, period ? { period } : {})

describe('graha atoms', () => {
  it('lords, houses, signs and dignities', () => {
    expect(at({ lordOf: 10, inHouse: 7 })).toBe(true) // Saturn rules Capricorn, sits in Libra
    expect(at({ lordOf: 10, inHouse: 10 })).toBe(false)
    expect(at({ lordOf: 1, inHouse: [10, 11] })).toBe(true) // Mars in Capricorn
    expect(at({ graha: 'Saturn', dignity: 'exalted', inSign: 'Libra' })).toBe(true)
    expect(at({ graha: 'Moon', dignity: ['own', 'moolatrikona'] })).toBe(true)
    expect(at({ graha: 'Jupiter', inHouseFromMoon: 1 })).toBe(true)
    expect(at({ graha: 'Mars', inHouseFromMoon: 7 })).toBe(true) // Capricorn from Cancer
  })
  it('company, aspects, lordship and nature', () => {
    expect(at({ graha: 'Moon', with: 'Jupiter' })).toBe(true)
    expect(at({ graha: 'Moon', with: 'benefic' })).toBe(true)
    expect(at({ graha: 'Sun', with: 'Mercury' })).toBe(true)
    expect(at({ graha: 'Sun', with: 'benefic' })).toBe(false) // Mercury joins the Sun, so is a malefic
    expect(at({ graha: 'Sun', aspectedBy: 'Saturn' })).toBe(true) // the 7th from Libra
    expect(at({ graha: 'Mars', aspectedBy: 'Jupiter' })).toBe(true) // Jupiter's 7th
    expect(at({ graha: 'Venus', aspectedBy: { lordOf: 10 } })).toBe(false) // Saturn's 3rd, 7th, 10th from Libra: Sag, Aries, Cancer
    expect(at({ graha: 'Saturn', owns: [10, 11] })).toBe(true)
    expect(at({ graha: 'Rahu', owns: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] })).toBe(false)
    expect(at({ graha: 'Mercury', combust: true })).toBe(true)
    expect(at({ graha: 'Jupiter', nature: 'benefic' })).toBe(true)
  })
  it('is, running lords and kārakas', () => {
    expect(at({ lord: 'period', is: 'Saturn', owns: 10 }, ctx, 'Saturn')).toBe(true)
    expect(at({ lord: 'period', is: 'Venus' }, ctx, 'Saturn')).toBe(false)
    expect(at({ lord: 'period', owns: 10 })).toBe(null) // no level being read
    // Degrees in sign: Sun 10, Moon 15, Mars 5, Mercury 2, Jupiter 20, Venus 25, Saturn 18.
    expect(ctx.natal.karakas.atmakaraka).toBe('Venus')
    expect(ctx.natal.karakas.darakaraka).toBe('Mercury')
    expect(at({ karaka: 'atmakaraka', inHouse: 12 })).toBe(true)
  })
  it('strength and vargas are unknown when they cannot be known, and a rule never fires on unknown', () => {
    expect(at({ graha: 'Saturn', strength: 'strong' })).toBe(true)
    expect(at({ graha: 'Sun', strength: 'weak' })).toBe(true)
    expect(at({ graha: 'Rahu', strength: 'strong' })).toBe(null)
    const noTime = ctxWith({
      shadbalaRatio: null,
      vargas: { D9: { lagnaSign: null, signs: ctx.natal.vargas.D9!.signs } },
    })
    expect(at({ graha: 'Saturn', strength: 'strong' }, noTime)).toBe(null)
    expect(at({ not: { graha: 'Saturn', strength: 'strong' } }, noTime)).toBe(null)
    expect(
      at(
        {
          any: [
            { graha: 'Saturn', strength: 'strong' },
            { graha: 'Sun', inHouse: 1 },
          ],
        },
        noTime,
      ),
    ).toBe(true)
    expect(
      at(
        {
          all: [
            { graha: 'Saturn', strength: 'strong' },
            { graha: 'Sun', inHouse: 2 },
          ],
        },
        noTime,
      ),
    ).toBe(false)
    expect(at({ graha: 'Venus', varga: { chart: 'D9', inHouse: 9 } }, noTime)).toBe(null)
    expect(at({ graha: 'Venus', varga: { chart: 'D9', inHouse: 9 } })).toBe(true) // Pisces from Cancer
    expect(at({ graha: 'Venus', varga: { chart: 'D9', dignity: 'exalted' } })).toBe(true)
    expect(at({ graha: 'Saturn', varga: { chart: 'D9', dignity: 'exalted', inSign: 'Libra' } })).toBe(true)
    expect(at({ graha: 'Saturn', varga: { chart: 'D10', inSign: 'Libra' } })).toBe(null) // not given
    expect(at({ graha: 'Saturn', vargottama: true })).toBe(false) // 18° Libra is in the Aquarius navamsa
  })
})

describe('house, yoga, relation and chart atoms', () => {
  const time: TimeContext = {
    mahadasha: 'Saturn',
    antardasha: 'Mars',
    transits: Object.fromEntries(
      GRAHAS.map((g) => [
        g,
        {
          signIndex: 0,
          houseFromMoon: g === 'Jupiter' ? 11 : 10,
          favourable: g === 'Jupiter',
          vedha: [],
          bindus: g === 'Jupiter' ? 6 : null,
        },
      ]),
    ) as unknown as TimeContext['transits'],
    sadeSati: 'peak',
    doubleTransitHouses: new Set([7, 11]),
  }
  const withTime = ctxWith({}, time)
  it('houses', () => {
    expect(at({ house: 4, occupiedBy: 'Jupiter' })).toBe(true)
    expect(at({ house: 5, occupiedBy: 'none' })).toBe(true)
    expect(at({ house: 7, occupiedBy: 'malefic', aspectedBy: 'Sun' })).toBe(true) // Saturn there; the Sun's 7th
    expect(at({ house: 7, aspectedBy: 'Mars' })).toBe(false) // Mars in Capricorn sees Aries, Cancer, Leo
    expect(at({ house: 12, sarvaBindus: { atLeast: 40 } })).toBe(true)
    expect(at({ house: 2, sarvaBindus: { below: 25 } })).toBe(false)
    expect(at({ house: 7, doubleTransit: true })).toBe(null)
    expect(at({ house: 7, doubleTransit: true }, withTime)).toBe(true)
  })
  it('yogas', () => {
    expect(at({ yoga: 'Gajakesari' })).toBe(true) // Jupiter with the Moon, in a kendra
    expect(at({ yoga: 'Gajakesari', status: 'cancelled' })).toBe(false)
  })
  it('relations of the running lords', () => {
    // Mars (Capricorn) is the 4th from Saturn (Libra); Saturn is Mars's natural neutral… compound per BPHS.
    expect(at({ between: ['mahadasha', 'antardasha'], houses: [1, 4, 7, 10] }, withTime)).toBe(true)
    expect(at({ between: ['mahadasha', 'antardasha'], houses: [6, 8] }, withTime)).toBe(false)
    expect(at({ between: ['mahadasha', 'antardasha'], same: true }, withTime)).toBe(false)
    expect(at({ between: ['mahadasha', 'antardasha'], houses: [1, 4, 7, 10] })).toBe(null)
    expect(at({ lord: 'antardasha', dignity: 'exalted' }, withTime)).toBe(true)
  })
  it('transits and chart atoms', () => {
    expect(
      at(
        {
          graha: 'Jupiter',
          transitHouseFromMoon: 11,
          transitFavourable: true,
          transitBindus: { atLeast: 5 },
        },
        withTime,
      ),
    ).toBe(true)
    expect(at({ graha: 'Saturn', transitBindus: { atLeast: 5 } }, withTime)).toBe(null)
    expect(at({ sadeSati: 'peak' }, withTime)).toBe(true)
    expect(at({ sadeSati: 'none' }, withTime)).toBe(false)
    expect(at({ timeKnown: true })).toBe(true)
    expect(at({ moon: 'waxing' })).toBe(true) // Moon 95° ahead of the Sun
  })
})

describe('grounds in plain words', () => {
  it('say what holds, with the chart’s own placements', () => {
    const g = groundsOf({ lordOf: 10, inHouse: 7, dignity: 'exalted' }, ctx)
    expect(g.facts).toEqual([
      'Saturn, lord of your 10th house, sits in your 7th house, in Libra, where it is exalted.',
    ])
    expect([...g.grahas]).toEqual(['Saturn'])
  })
  it('name the graha that made a "benefic" or "any" hold, and skip negations', () => {
    const g = groundsOf(
      {
        all: [
          { graha: 'Moon', with: 'benefic' },
          { not: { graha: 'Moon', combust: true } },
          { any: [{ yoga: 'Gajakesari' }, { house: 5, occupiedBy: 'none' }] },
        ],
      },
      ctx,
    )
    expect(g.facts[0]).toBe('The Moon shares its sign with Jupiter.')
    expect(g.facts[1]).toMatch(/^The Gajakesari yoga forms in your chart, with the Moon and Jupiter\.$/)
    expect(g.facts).toHaveLength(2)
    expect([...g.grahas].sort()).toEqual(['Jupiter', 'Moon'])
  })
  it('speak of the period lord by its role', () => {
    const g = groundsOf({ lord: 'period', owns: [10, 11], strength: 'strong' }, ctx, { period: 'Saturn' })
    expect(g.facts).toEqual([
      'Saturn, lord of this period, rules your 10th and 11th houses and is strong by shadbala.',
    ])
  })
})
