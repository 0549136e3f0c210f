/**
 * The 32 Nabhasa yogas (jyotisha.md §4.10) on charts worked out by hand. Most charts here have an Aries
 * lagna, so house n is the sign n − 1 (1 Aries, 4 Cancer, 7 Libra, 10 Capricorn …); `byHouse` writes a
 * chart from the houses of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn (each at 15° of its sign).
 * Only those seven count; Rahu is parked in Gemini.
 */
import { describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/index.js'
import { yogasOf, named, only, type ChartSpec } from './yogas-chart.js'

type Seven = [number, number, number, number, number, number, number]

function byHouse([sun, moon, mars, mercury, jupiter, venus, saturn]: Seven): ChartSpec {
  const at = (h: number) => `${SIGNS[h - 1]!} 15`
  return {
    lagna: 'Aries',
    Sun: at(sun),
    Moon: at(moon),
    Mars: at(mars),
    Mercury: at(mercury),
    Jupiter: at(jupiter),
    Venus: at(venus),
    Saturn: at(saturn),
    Rahu: 'Gemini 10',
  }
}

const AKRITI = [
  'Gada',
  'Shakata (Nabhasa)',
  'Vihaga',
  'Shringataka',
  'Hala',
  'Vajra',
  'Yava',
  'Kamala',
  'Vapi',
  'Yupa',
  'Shara',
  'Shakti',
  'Danda',
  'Nau',
  'Kuta',
  'Chhatra',
  'Chapa',
  'Ardhachandra',
  'Chakra',
  'Samudra',
]
const SANKHYA = ['Vallaki', 'Damini', 'Pasha', 'Kedara', 'Shula', 'Yuga', 'Gola']

const akritiOf = (spec: ChartSpec) =>
  yogasOf(spec)
    .map((f) => f.name)
    .filter((n) => AKRITI.includes(n))
const sankhyaOf = (spec: ChartSpec) =>
  yogasOf(spec)
    .map((f) => f.name)
    .filter((n) => SANKHYA.includes(n))

describe('ashraya: Rajju, Musala, Nala', () => {
  const R: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Aries 10',
    Moon: 'Cancer 10',
    Mars: 'Libra 10',
    Mercury: 'Aries 20',
    Jupiter: 'Capricorn 10',
    Venus: 'Cancer 20',
    Saturn: 'Libra 20',
    Rahu: 'Taurus 10',
  }
  it('Rajju: all seven in movable signs (Rahu in Taurus does not matter)', () => {
    expect(only(R, 'Rajju')?.planets).toHaveLength(7)
    expect(named(R, 'Musala')).toEqual([])
  })
  it('Musala: all in fixed signs', () => {
    const M: ChartSpec = {
      ...R,
      Sun: 'Taurus 10',
      Moon: 'Leo 10',
      Mars: 'Scorpio 10',
      Mercury: 'Taurus 20',
      Jupiter: 'Aquarius 10',
      Venus: 'Leo 20',
      Saturn: 'Scorpio 20',
    }
    expect(only(M, 'Musala')).toBeDefined()
    expect(named(M, 'Rajju')).toEqual([])
  })
  it('Nala: all in dual signs', () => {
    const N: ChartSpec = {
      ...R,
      Sun: 'Gemini 10',
      Moon: 'Virgo 10',
      Mars: 'Sagittarius 10',
      Mercury: 'Gemini 20',
      Jupiter: 'Pisces 10',
      Venus: 'Virgo 20',
      Saturn: 'Sagittarius 20',
    }
    expect(only(N, 'Nala')).toBeDefined()
  })
  it('none when Saturn alone moves to fixed Taurus', () => {
    for (const name of ['Rajju', 'Musala', 'Nala'])
      expect(named({ ...R, Saturn: 'Taurus 10' }, name)).toEqual([])
  })
})

describe('dala: Mala and Sarpa', () => {
  /* Kendras: Aries Jupiter, Cancer Venus, Libra the Moon (150° past the Sun: waxing); the Sun, Mercury
   * (with the Sun, so a malefic), Mars and Saturn outside the kendras. */
  const MALA: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Taurus 15',
    Moon: 'Libra 15',
    Mars: 'Gemini 15',
    Mercury: 'Taurus 20',
    Jupiter: 'Aries 15',
    Venus: 'Cancer 15',
    Saturn: 'Leo 15',
    Rahu: 'Gemini 10',
  }
  it('Mala forms', () => {
    expect(only(MALA, 'Mala')).toMatchObject({ planets: ['Moon', 'Jupiter', 'Venus'], houses: [1, 4, 7] })
  })
  it('no Mala with Saturn in Capricorn (a malefic in a kendra)', () => {
    expect(named({ ...MALA, Saturn: 'Capricorn 15' }, 'Mala')).toEqual([])
  })
  /* Kendras: Aries Sun, Cancer Mars, Libra Saturn; benefics Jupiter and Mercury (Taurus), Venus
   * (Gemini) and the waxing Moon (Leo) outside them. */
  const SARPA: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Aries 15',
    Moon: 'Leo 15',
    Mars: 'Cancer 15',
    Mercury: 'Taurus 20',
    Jupiter: 'Taurus 15',
    Venus: 'Gemini 15',
    Saturn: 'Libra 15',
    Rahu: 'Gemini 10',
  }
  it('Sarpa forms', () => {
    expect(only(SARPA, 'Sarpa')).toMatchObject({ planets: ['Sun', 'Mars', 'Saturn'], houses: [1, 4, 7] })
  })
  it('no Sarpa with Jupiter in Capricorn (a benefic in a kendra)', () => {
    expect(named({ ...SARPA, Jupiter: 'Capricorn 15' }, 'Sarpa')).toEqual([])
  })
})

describe('akriti yogas: the occupied houses are exactly the group', () => {
  const cases: [string, Seven][] = [
    ['Gada', [1, 4, 1, 1, 4, 4, 1]],
    ['Gada', [7, 10, 7, 7, 10, 10, 7]],
    ['Shakata (Nabhasa)', [1, 7, 1, 1, 7, 7, 7]],
    ['Vihaga', [4, 10, 4, 4, 10, 10, 4]],
    ['Shringataka', [1, 5, 9, 1, 5, 9, 1]],
    ['Hala', [2, 6, 10, 2, 6, 10, 2]],
    ['Hala', [3, 7, 11, 3, 7, 11, 3]],
    ['Kamala', [1, 4, 7, 1, 10, 1, 4]],
    ['Vapi', [2, 5, 8, 2, 11, 5, 8]],
    ['Vapi', [3, 6, 9, 3, 12, 6, 9]],
    ['Yupa', [1, 2, 3, 4, 1, 2, 3]],
    ['Shara', [4, 5, 6, 7, 4, 5, 6]],
    ['Shakti', [7, 8, 9, 10, 7, 8, 9]],
    ['Danda', [10, 11, 12, 1, 10, 11, 12]],
    ['Nau', [1, 2, 3, 4, 5, 6, 7]],
    ['Kuta', [4, 5, 6, 7, 8, 9, 10]],
    ['Chhatra', [7, 8, 9, 10, 11, 12, 1]],
    ['Chapa', [10, 11, 12, 1, 2, 3, 4]],
    ['Ardhachandra', [2, 3, 4, 5, 6, 7, 8]],
    ['Ardhachandra', [11, 12, 1, 2, 3, 4, 5]],
    ['Chakra', [1, 3, 5, 7, 9, 11, 1]],
    ['Samudra', [2, 4, 6, 8, 10, 12, 2]],
  ]
  for (const [name, houses] of cases)
    it(`${name}: houses ${houses.join(' ')}`, () => {
      expect(akritiOf(byHouse(houses))).toEqual([name])
    })

  it('Kamala in Kamala’s mixed chart is not Vajra or Yava (Jupiter in the 10th, Saturn in the 4th)', () => {
    expect(akritiOf(byHouse([1, 4, 7, 1, 10, 1, 4]))).not.toContain('Vajra')
  })
  /* Vajra: the waxing Moon (Libra, 90° past the Sun), Venus (Libra), Jupiter and Mercury (Aries, with
   * no malefic) in the 1st and 7th; the Sun and Saturn (Cancer) and Mars (Capricorn) in the 4th, 10th. */
  const VAJRA: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Cancer 15',
    Moon: 'Libra 15',
    Mars: 'Capricorn 15',
    Mercury: 'Aries 10',
    Jupiter: 'Aries 20',
    Venus: 'Libra 20',
    Saturn: 'Cancer 20',
    Rahu: 'Gemini 10',
  }
  it('Vajra, reported with Kamala', () => {
    expect(akritiOf(VAJRA)).toEqual(['Vajra', 'Kamala'])
  })
  /* Yava: the Sun and Saturn (Aries) and Mars (Libra) in the 1st and 7th; the waxing Moon and Venus
   * (Cancer), Jupiter and Mercury (Capricorn) in the 4th and 10th. */
  const YAVA: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Aries 15',
    Moon: 'Cancer 15',
    Mars: 'Libra 15',
    Mercury: 'Capricorn 10',
    Jupiter: 'Capricorn 20',
    Venus: 'Cancer 20',
    Saturn: 'Aries 20',
    Rahu: 'Gemini 10',
  }
  it('Yava, reported with Kamala', () => {
    expect(akritiOf(YAVA)).toEqual(['Yava', 'Kamala'])
  })
  it('no Vajra (still Kamala) when Jupiter moves to Capricorn: a benefic in the 10th', () => {
    expect(akritiOf({ ...VAJRA, Jupiter: 'Capricorn 20' })).toEqual(['Kamala'])
  })

  it('no akriti yoga when the planets fill only the 1st house (that is Gola)', () => {
    expect(akritiOf(byHouse([1, 1, 1, 1, 1, 1, 1]))).toEqual([])
  })
  it('no akriti yoga for houses 1–6 (six in a row is no group), nor for 1, 2, 3, 5', () => {
    expect(akritiOf(byHouse([1, 2, 3, 4, 5, 6, 1]))).toEqual([])
    expect(akritiOf(byHouse([1, 2, 3, 5, 1, 2, 3]))).toEqual([])
  })
})

describe('sankhya yogas: the number of signs occupied', () => {
  const cases: [string, Seven][] = [
    ['Gola', [1, 1, 1, 1, 1, 1, 1]],
    ['Yuga', [1, 4, 1, 1, 4, 4, 1]],
    ['Shula', [1, 5, 9, 1, 5, 9, 1]],
    ['Kedara', [1, 4, 7, 1, 10, 1, 4]],
    ['Pasha', [1, 2, 3, 4, 5, 1, 1]],
    ['Damini', [1, 3, 5, 7, 9, 11, 1]],
    ['Vallaki', [1, 2, 3, 4, 5, 6, 7]],
  ]
  for (const [name, houses] of cases)
    it(`${name}: houses ${houses.join(' ')}`, () => {
      expect(sankhyaOf(byHouse(houses))).toEqual([name])
    })
  it('counts signs, not houses, and ignores the lagna: the same planets with the time unknown', () => {
    const spec = { ...byHouse([1, 2, 3, 4, 5, 1, 1]), lagna: null }
    expect(sankhyaOf(spec)).toEqual(['Pasha'])
  })
})
