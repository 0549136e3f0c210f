/**
 * Raja, dhana and viparita yogas, Neecha Bhanga and Parivartana (jyotisha.md §4.4–§4.8) on charts worked
 * out by hand. For an Aries lagna the house lords are: 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun,
 * 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter. Aspects as offsets in signs:
 * Mars +3 +6 +7, Jupiter +4 +6 +8, Saturn +2 +6 +9, the others +6.
 */
import { describe, expect, it } from 'vitest'
import { named, only, type ChartSpec } from './yogas-chart.js'

/*
 * N1 (lagna Aries): Sun Ta(1), Moon Le(4), Mars Ar(0), Mercury Ta(1), Jupiter Ge(2), Venus Vi(5),
 * Saturn Cp(9). Kendra lords Mars, Moon, Venus, Saturn; trikona lords Mars, Sun, Jupiter.
 * Mars aspects Cn, Li, Sc; Sun Sc; Moon Aq; Venus Pi; Jupiter Li, Sg, Aq; Saturn Pi, Cn, Li.
 * Checking the eleven kendra–trikona pairs one by one: no conjunction, no aspect either way and no
 * exchange among them (the only exchange in the chart is Venus ↔ Mercury, neither a kendra/trikona
 * lord pair nor a wealth pair: Mercury lords 3 and 6). Wealth lords (1, 2, 5, 9, 11): Mars, Venus, Sun,
 * Jupiter, Saturn; the pairs with Venus or Saturn have no link either. So: no Kendra-Trikona Raja, no
 * Dharma-Karmadhipati, no Dhana; no Yogakaraka for Aries.
 */
const N1: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Taurus 10',
  Moon: 'Leo 10',
  Mars: 'Aries 10',
  Mercury: 'Taurus 20',
  Jupiter: 'Gemini 10',
  Venus: 'Virgo 10',
  Saturn: 'Capricorn 10',
  Rahu: 'Sagittarius 10',
}
/* P1: N1 with Saturn (10th, 11th lord) joining Jupiter (9th, 12th lord) in Gemini. Saturn in Gemini
 * aspects Leo (the Moon: two kendra lords, not a raja pair), Sagittarius and Pisces: no other link. */
const P1: ChartSpec = { ...N1, Saturn: 'Gemini 20' }

describe('raja yogas', () => {
  it('none in N1', () => {
    for (const name of ['Kendra-Trikona Raja', 'Dharma-Karmadhipati', 'Yogakaraka', 'Dhana'])
      expect(named(N1, name)).toEqual([])
  })
  it('Kendra-Trikona Raja: the 9th lord Jupiter with the 10th lord Saturn, spoiled by Jupiter’s 12th', () => {
    const found = named(P1, 'Kendra-Trikona Raja')
    expect(found).toHaveLength(1)
    expect(found[0]?.planets).toEqual(['Jupiter', 'Saturn'])
    expect(found[0]?.reason).toMatch(/together in Gemini/)
    expect(found[0]?.reason).toMatch(/Jupiter also lords the 12th house/)
    // houses: Jupiter lords 9 (trikona), Saturn 10 (kendra), both stand in the 3rd.
    expect(found[0]?.houses).toEqual([3, 9, 10])
  })
  it('Dharma-Karmadhipati: the same pair is the 9th and 10th lords', () => {
    expect(only(P1, 'Dharma-Karmadhipati')?.planets).toEqual(['Jupiter', 'Saturn'])
  })
  it('Yogakaraka: Saturn for a Taurus lagna (lord of the 9th and 10th); no Dharma-Karmadhipati then', () => {
    const spec = { ...N1, lagna: 'Taurus' }
    const f = only(spec, 'Yogakaraka')
    expect(f?.planets).toEqual(['Saturn'])
    expect(f?.houses).toEqual([9, 10]) // Saturn in Capricorn is itself the 9th from Taurus
    expect(named(spec, 'Dharma-Karmadhipati')).toEqual([])
  })
  it('Yogakaraka: Mars for a Cancer lagna (5th and 10th)', () => {
    expect(only({ ...N1, lagna: 'Cancer' }, 'Yogakaraka')?.planets).toEqual(['Mars'])
  })
})

describe('dhana yogas', () => {
  it('Dhana: Jupiter (9th) and Saturn (11th) together in P1', () => {
    const found = named(P1, 'Dhana')
    expect(found.map((f) => f.planets)).toEqual([['Jupiter', 'Saturn']])
  })
  /*
   * L1 (Aries): the 9th lord Jupiter exalted in Cancer, the 4th (a kendra); the lagna lord Mars in its
   * own Aries in the 1st, 60° from the Sun: strong.
   */
  const L1: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Gemini 10',
    Moon: 'Leo 10',
    Mars: 'Aries 10',
    Mercury: 'Gemini 25',
    Jupiter: 'Cancer 10',
    Venus: 'Taurus 10',
    Saturn: 'Aquarius 10',
    Rahu: 'Virgo 10',
  }
  it('Lakshmi forms in L1', () => {
    expect(only(L1, 'Lakshmi')?.planets).toEqual(['Mars', 'Jupiter'])
  })
  it('no Lakshmi with Jupiter in its own Sagittarius in the 9th (a trikona, not a kendra)', () => {
    expect(named({ ...L1, Jupiter: 'Sagittarius 10' }, 'Lakshmi')).toEqual([])
  })
  it('no Lakshmi with the lagna lord debilitated (Mars in Cancer)', () => {
    expect(named({ ...L1, Mars: 'Cancer 20' }, 'Lakshmi')).toEqual([])
  })
  /* Kalanidhi: Jupiter in Taurus (2nd); Mercury joins it; Venus in Scorpio aspects it (7th). */
  const K: ChartSpec = { ...L1, Jupiter: 'Taurus 20', Mercury: 'Taurus 5', Venus: 'Scorpio 10' }
  it('Kalanidhi forms', () => {
    expect(only(K, 'Kalanidhi')?.planets).toEqual(['Mercury', 'Jupiter', 'Venus'])
  })
  it('no Kalanidhi when Venus in Gemini neither joins nor aspects Jupiter', () => {
    expect(named({ ...K, Venus: 'Gemini 10' }, 'Kalanidhi')).toEqual([])
  })
})

/*
 * V1 (Aries): the 6th lord Mercury in Scorpio (8th), the 8th lord Mars in Pisces (12th), the 12th lord
 * Jupiter in Virgo (6th). V2 moves them to Gemini (3rd), Aries (1st), Cancer (4th).
 */
const V1: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Libra 10',
  Moon: 'Taurus 10',
  Mars: 'Pisces 10',
  Mercury: 'Scorpio 10',
  Jupiter: 'Virgo 10',
  Venus: 'Sagittarius 10',
  Saturn: 'Gemini 10',
  Rahu: 'Leo 10',
}
const V2: ChartSpec = { ...V1, Mars: 'Aries 10', Mercury: 'Gemini 10', Jupiter: 'Cancer 10' }

describe('viparita raja yogas', () => {
  it('Harsha, Sarala, Vimala in V1', () => {
    expect(only(V1, 'Harsha')).toMatchObject({ planets: ['Mercury'], houses: [6, 8] })
    expect(only(V1, 'Sarala')).toMatchObject({ planets: ['Mars'], houses: [8, 12] })
    expect(only(V1, 'Vimala')).toMatchObject({ planets: ['Jupiter'], houses: [6, 12] })
  })
  it('none in V2', () => {
    for (const name of ['Harsha', 'Sarala', 'Vimala']) expect(named(V2, name)).toEqual([])
  })
})

/*
 * NB1 (Aries): the Sun debilitated in Libra at 10° (navamsa Capricorn). Kendras from the lagna: Ar, Cn,
 * Li, Cp; from the Moon in Gemini: Ge, Vi, Sg, Pi. Venus (lord of Libra) in Capricorn: a kendra from the
 * lagna. Saturn (exalted in Libra) in Taurus and Mars (lord of Aries) in Leo: neither. No other planet is
 * debilitated (Venus in Capricorn, Saturn in Taurus, Mars in Leo, Jupiter in Sagittarius…).
 */
const NB1: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Libra 10',
  Moon: 'Gemini 10',
  Mars: 'Leo 10',
  Mercury: 'Libra 20',
  Jupiter: 'Sagittarius 10',
  Venus: 'Capricorn 10',
  Saturn: 'Taurus 10',
  Rahu: 'Aquarius 10',
}

describe('Neecha Bhanga Raja', () => {
  it('the Sun’s debilitation cancelled by Venus in a kendra from the lagna', () => {
    const f = only(NB1, 'Neecha Bhanga Raja')
    expect(f?.planets).toEqual(['Sun', 'Venus'])
    expect(f?.reason).toMatch(/Venus, lord of Libra, is in a kendra from the lagna \(the 10th house\)/)
  })
  it('not cancelled with Venus in Leo (5th; 3rd from the Moon), aspecting only Aquarius', () => {
    expect(named({ ...NB1, Venus: 'Leo 10' }, 'Neecha Bhanga Raja')).toEqual([])
  })
  it('cancelled by exaltation in the navamsa: the Sun at Libra 21° is in the Aries navamsa', () => {
    const f = only({ ...NB1, Venus: 'Leo 10', Sun: 'Libra 21' }, 'Neecha Bhanga Raja')
    expect(f?.planets).toEqual(['Sun'])
    expect(f?.reason).toMatch(/exalted in the navamsa/)
  })
  /*
   * NB4 (Taurus lagna): Mars debilitated in Cancer at 10° (navamsa Libra). Kendras from Taurus: Ta, Le,
   * Sc, Aq; from the Moon in Capricorn: Cp, Ar, Cn, Li. The dispositor Moon (9th from the lagna; the
   * Moon is not counted from itself) aspects Cancer from Capricorn. Jupiter (exalted in Cancer) in
   * Virgo and Saturn (lord of Capricorn) in Pisces are in no kendra.
   */
  it('cancelled only by the dispositor’s aspect', () => {
    const NB4: ChartSpec = {
      lagna: 'Taurus',
      Sun: 'Gemini 10',
      Moon: 'Capricorn 10',
      Mars: 'Cancer 10',
      Mercury: 'Gemini 20',
      Jupiter: 'Virgo 10',
      Venus: 'Taurus 20',
      Saturn: 'Pisces 10',
      Rahu: 'Sagittarius 10',
    }
    const f = only(NB4, 'Neecha Bhanga Raja')
    expect(f?.planets).toEqual(['Moon', 'Mars'])
    expect(f?.reason).toMatch(/its dispositor \(the Moon\) aspects it\.$/)
  })
})

describe('Parivartana', () => {
  /* PV1 (Aries): Sun in Aries (Mars's sign, 1st) and Mars in Leo (the Sun's, 5th). Dispositors:
   * Moon→Venus, Venus→Saturn, Mercury→Jupiter, Jupiter→Moon, Saturn→Jupiter: no other pair. */
  const PV1: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Aries 10',
    Moon: 'Taurus 10',
    Mars: 'Leo 10',
    Mercury: 'Pisces 20',
    Jupiter: 'Cancer 10',
    Venus: 'Aquarius 10',
    Saturn: 'Sagittarius 10',
    Rahu: 'Cancer 20',
  }
  /* PV2 (Aries): Mars in Gemini (3rd) and Mercury in Aries (1st). Sun and Moon → Venus, Venus →
   * Saturn, Jupiter → Moon, Saturn → Jupiter: no other pair. PV3: Mars in Virgo (6th) instead. */
  const PV2: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Taurus 10',
    Moon: 'Taurus 20',
    Mars: 'Gemini 10',
    Mercury: 'Aries 20',
    Jupiter: 'Cancer 10',
    Venus: 'Aquarius 10',
    Saturn: 'Sagittarius 10',
    Rahu: 'Leo 10',
  }
  const PV3: ChartSpec = { ...PV2, Mars: 'Virgo 10' }
  it('Maha: the 1st and 5th lords exchange', () => {
    expect(only(PV1, 'Maha Parivartana')).toMatchObject({ planets: ['Sun', 'Mars'], houses: [1, 5] })
    expect(named(PV1, 'Khala Parivartana')).toEqual([])
    expect(named(PV1, 'Dainya Parivartana')).toEqual([])
  })
  it('Khala: the exchange involves the 3rd', () => {
    expect(only(PV2, 'Khala Parivartana')).toMatchObject({ planets: ['Mars', 'Mercury'], houses: [1, 3] })
    expect(named(PV2, 'Maha Parivartana')).toEqual([])
    expect(named(PV2, 'Dainya Parivartana')).toEqual([])
  })
  it('Dainya: the exchange involves the 6th', () => {
    expect(only(PV3, 'Dainya Parivartana')).toMatchObject({ planets: ['Mars', 'Mercury'], houses: [1, 6] })
    expect(named(PV3, 'Khala Parivartana')).toEqual([])
    expect(named(PV3, 'Maha Parivartana')).toEqual([])
  })
})
