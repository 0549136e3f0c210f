/**
 * Pancha Mahapurusha, Chandra and Surya yogas (jyotisha.md §4.1–§4.3) on charts worked out by hand.
 * Signs by index: Aries 0, Taurus 1, Gemini 2, Cancer 3, Leo 4, Virgo 5, Libra 6, Scorpio 7,
 * Sagittarius 8, Capricorn 9, Aquarius 10, Pisces 11. "The five" = Mars, Mercury, Jupiter, Venus, Saturn.
 */
import { describe, expect, it } from 'vitest'
import { named, only, type ChartSpec } from './yogas-chart.js'

/** A chart where only the planets a test moves matter; every test states what it changes. */
const QUIET: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Gemini 10',
  Moon: 'Leo 10',
  Mars: 'Gemini 20',
  Mercury: 'Gemini 25',
  Jupiter: 'Libra 10',
  Venus: 'Taurus 10',
  Saturn: 'Sagittarius 10',
  Rahu: 'Virgo 10',
}

describe('Pancha Mahapurusha', () => {
  it('Ruchaka: Mars exalted in Capricorn, the 10th from an Aries lagna (a kendra)', () => {
    const f = only({ ...QUIET, Mars: 'Capricorn 10' }, 'Ruchaka')
    expect(f).toMatchObject({
      status: 'formed',
      planets: ['Mars'],
      houses: [10],
      category: 'Pancha Mahapurusha',
    })
    // Exalted (+) in a kendra (+), not combust: good condition, the only participant → strong.
    expect(f?.strength).toBe('strong')
  })
  it('no Ruchaka: Mars in its own Scorpio but in the 8th, not a kendra', () => {
    expect(named({ ...QUIET, Mars: 'Scorpio 10' }, 'Ruchaka')).toEqual([])
  })
  it('Bhadra: Mercury in Virgo, the 4th from a Gemini lagna', () => {
    expect(only({ ...QUIET, lagna: 'Gemini', Mercury: 'Virgo 20' }, 'Bhadra')?.houses).toEqual([4])
  })
  it('no Bhadra: Mercury in Virgo is the 5th from a Taurus lagna', () => {
    expect(named({ ...QUIET, lagna: 'Taurus', Mercury: 'Virgo 20' }, 'Bhadra')).toEqual([])
  })
  it('Hamsa: Jupiter exalted in Cancer, the 4th from Aries', () => {
    expect(only({ ...QUIET, Jupiter: 'Cancer 10' }, 'Hamsa')?.houses).toEqual([4])
  })
  it('no Hamsa: Jupiter in Cancer is the 2nd from a Gemini lagna', () => {
    expect(named({ ...QUIET, lagna: 'Gemini', Jupiter: 'Cancer 10' }, 'Hamsa')).toEqual([])
  })
  it('Malavya: Venus exalted in Pisces, the 7th from a Virgo lagna', () => {
    expect(only({ ...QUIET, lagna: 'Virgo', Venus: 'Pisces 10' }, 'Malavya')?.houses).toEqual([7])
  })
  it('no Malavya: Venus in Pisces is the 12th from Aries', () => {
    expect(named({ ...QUIET, Venus: 'Pisces 10' }, 'Malavya')).toEqual([])
  })
  it('Shasha: Saturn exalted in Libra, the 4th from a Cancer lagna', () => {
    expect(only({ ...QUIET, lagna: 'Cancer', Saturn: 'Libra 10' }, 'Shasha')?.houses).toEqual([4])
  })
  it('no Shasha: Saturn debilitated in Aries, though in the 10th from Cancer', () => {
    expect(named({ ...QUIET, lagna: 'Cancer', Saturn: 'Aries 10' }, 'Shasha')).toEqual([])
  })
  it('with the birth time unknown the kendras are counted from the Moon’s sign', () => {
    // Moon Aries → Capricorn is the 10th from the Moon's sign.
    const f = only({ ...QUIET, lagna: null, Moon: 'Aries 10', Mars: 'Capricorn 10' }, 'Ruchaka')
    expect(f?.countedFrom).toBe('moon sign')
    expect(f?.reason).toMatch(/birth time is unknown/)
  })
})

/*
 * Moon in Aries: 2nd = Taurus, 12th = Pisces. Base chart A: the five are Mars Leo, Mercury Gemini,
 * Jupiter Taurus, Venus Cancer, Saturn Sagittarius; Rahu Libra, Ketu Aries; Sun Gemini.
 */
const A: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Gemini 10',
  Moon: 'Aries 10',
  Mars: 'Leo 10',
  Mercury: 'Gemini 20',
  Jupiter: 'Taurus 10',
  Venus: 'Cancer 10',
  Saturn: 'Sagittarius 10',
  Rahu: 'Libra 10',
}

describe('Sunapha, Anapha, Durudhara', () => {
  it('Sunapha: Jupiter in Taurus (2nd from the Moon), none of the five in Pisces', () => {
    expect(only(A, 'Sunapha')).toMatchObject({ planets: ['Moon', 'Jupiter'], countedFrom: 'moon sign' })
    expect(named(A, 'Anapha')).toEqual([])
    expect(named(A, 'Durudhara')).toEqual([])
    expect(named(A, 'Kemadruma')).toEqual([])
  })
  it('Anapha: Jupiter moved to Pisces (12th), Taurus now empty', () => {
    const B = { ...A, Jupiter: 'Pisces 10' }
    expect(only(B, 'Anapha')?.planets).toEqual(['Moon', 'Jupiter'])
    expect(named(B, 'Sunapha')).toEqual([])
  })
  it('Durudhara: Jupiter in Taurus and Saturn in Pisces; the one-sided names then do not apply', () => {
    const C = { ...A, Saturn: 'Pisces 10' }
    expect(only(C, 'Durudhara')?.planets).toEqual(['Moon', 'Jupiter', 'Saturn'])
    expect(named(C, 'Sunapha')).toEqual([])
    expect(named(C, 'Anapha')).toEqual([])
  })
})

/*
 * Chart D: lagna and Moon in Aries. Kendras from both: Aries, Cancer, Libra, Capricorn; flanks Taurus
 * and Pisces. The five sit in Leo (Mars), Gemini (Mercury, Jupiter, Venus) and Scorpio (Saturn): none in
 * a flank or a kendra. The Sun in Taurus and Ketu in Pisces do not count. Jupiter in Gemini aspects
 * Libra, Sagittarius and Aquarius, not the Moon.
 */
const D: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Taurus 10',
  Moon: 'Aries 10',
  Mars: 'Leo 10',
  Mercury: 'Gemini 5',
  Jupiter: 'Gemini 20',
  Venus: 'Gemini 25',
  Saturn: 'Scorpio 10',
  Rahu: 'Virgo 10',
}

describe('Kemadruma', () => {
  it('forms, uncancelled, when the Moon is isolated and nothing cancels it (the Sun beside it does not help)', () => {
    expect(only(D, 'Kemadruma')).toMatchObject({
      status: 'formed',
      planets: ['Moon'],
      countedFrom: 'moon sign',
    })
    expect(named(D, 'Sunapha')).toEqual([])
  })
  it('is cancelled by Saturn in Capricorn, a kendra from the lagna and the Moon', () => {
    const f = only({ ...D, Saturn: 'Capricorn 10' }, 'Kemadruma')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/Saturn is in a kendra from the lagna/)
    expect(f?.planets).toEqual(['Moon', 'Saturn'])
  })
  it('is cancelled by Jupiter in Sagittarius aspecting the Moon in the 1st (its 5th aspect), nothing else', () => {
    const f = only({ ...D, Jupiter: 'Sagittarius 10' }, 'Kemadruma')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/Jupiter aspects it/)
    expect(f?.reason).not.toMatch(/kendra from the Moon/)
  })
  it('is absent when a planet flanks the Moon (chart A)', () => {
    expect(named(A, 'Kemadruma')).toEqual([])
  })
  it('an isolated, debilitated Moon in a dusthana makes the difficulty pronounced', () => {
    // Lagna Gemini, Moon Scorpio: the 6th house and debilitated, two unfavourable marks against one…
    // none: poor → 'weak' on the plain scale, turned round for an adverse yoga → 'strong'.
    // Flanks Sagittarius and Libra empty of the five; kendras from Gemini (Ge, Vi, Sg, Pi) and from
    // Scorpio (Sc, Aq, Ta, Le) hold none of them: Mars Aries, Mercury/Venus Capricorn, Jupiter Cancer,
    // Saturn Cancer. Jupiter in Cancer aspects Scorpio (5th), but the Moon is not in a kendra.
    const f = only(
      {
        lagna: 'Gemini',
        Sun: 'Capricorn 10',
        Moon: 'Scorpio 10',
        Mars: 'Aries 10',
        Mercury: 'Capricorn 20',
        Jupiter: 'Cancer 10',
        Venus: 'Capricorn 25',
        Saturn: 'Cancer 20',
        Rahu: 'Virgo 10',
      },
      'Kemadruma',
    )
    expect(f).toMatchObject({ status: 'formed', strength: 'strong' })
  })
})

/*
 * Chart G: Moon Aries; 6th–8th from it Virgo, Libra, Scorpio hold Mercury, Jupiter, Venus, each alone
 * (Sun Leo, Mars Aquarius, Saturn Gemini, Rahu Cancer, Ketu Capricorn). Lagna Cancer: from it the
 * benefics are in the 3rd–5th, so no Lagnadhi.
 */
const G: ChartSpec = {
  lagna: 'Cancer',
  Sun: 'Leo 25',
  Moon: 'Aries 10',
  Mars: 'Aquarius 10',
  Mercury: 'Virgo 10',
  Jupiter: 'Libra 10',
  Venus: 'Scorpio 10',
  Saturn: 'Gemini 10',
  Rahu: 'Cancer 10',
}

describe('Adhi and Lagnadhi', () => {
  it('Adhi: Mercury, Jupiter, Venus in the 6th, 7th, 8th from the Moon, unafflicted', () => {
    expect(only(G, 'Adhi')).toMatchObject({
      planets: ['Mercury', 'Jupiter', 'Venus'],
      countedFrom: 'moon sign',
    })
    expect(named(G, 'Lagnadhi')).toEqual([])
  })
  it('no Adhi when Saturn joins Jupiter in Libra', () => {
    expect(named({ ...G, Saturn: 'Libra 20' }, 'Adhi')).toEqual([])
  })
  it('Lagnadhi: the same placements with an Aries lagna (Virgo–Scorpio are the 6th–8th houses)', () => {
    const f = only({ ...G, lagna: 'Aries' }, 'Lagnadhi')
    expect(f).toMatchObject({ houses: [6, 7, 8], countedFrom: 'ascendant' })
  })
  it('no Lagnadhi when the birth time is unknown (it would repeat Adhi)', () => {
    expect(named({ ...G, lagna: null }, 'Lagnadhi')).toEqual([])
    expect(only({ ...G, lagna: null }, 'Adhi')?.countedFrom).toBe('moon sign')
  })
})

describe('Chandra-Mangala, Gajakesari, Shakata', () => {
  it('Chandra-Mangala: Moon and Mars both in Cancer', () => {
    expect(only({ ...QUIET, Moon: 'Cancer 10', Mars: 'Cancer 20' }, 'Chandra-Mangala')?.planets).toEqual([
      'Moon',
      'Mars',
    ])
  })
  it('no Chandra-Mangala for the mutual 7th (Moon Cancer, Mars Capricorn)', () => {
    expect(named({ ...QUIET, Moon: 'Cancer 10', Mars: 'Capricorn 20' }, 'Chandra-Mangala')).toEqual([])
  })
  it('Gajakesari: Jupiter in Cancer, the 4th from the Moon in Aries; also when Jupiter joins the Moon', () => {
    expect(only({ ...A, Jupiter: 'Cancer 10' }, 'Gajakesari')?.countedFrom).toBe('moon sign')
    expect(only({ ...A, Jupiter: 'Aries 20' }, 'Gajakesari')?.planets).toEqual(['Moon', 'Jupiter'])
  })
  it('no Gajakesari: Jupiter in Taurus is the 2nd from the Moon (chart A)', () => {
    expect(named(A, 'Gajakesari')).toEqual([])
  })
  const S: ChartSpec = { ...QUIET, Jupiter: 'Aries 10', Moon: 'Virgo 10' }
  it('Shakata: the Moon in Virgo is the 6th from Jupiter in Aries, and the 6th house from Aries', () => {
    expect(only(S, 'Shakata')).toMatchObject({ status: 'formed', planets: ['Moon', 'Jupiter'] })
  })
  it('Shakata cancelled: a Gemini lagna puts the Moon in Virgo in the 4th, a kendra', () => {
    const f = only({ ...S, lagna: 'Gemini' }, 'Shakata')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/4th house, a kendra/)
  })
  it('no Shakata: the Moon in Leo is the 5th from Jupiter in Aries', () => {
    expect(named({ ...S, Moon: 'Leo 10' }, 'Shakata')).toEqual([])
  })
  it('Shakata with the birth time unknown: formed, the cancellation untested', () => {
    const f = only({ ...S, lagna: null }, 'Shakata')
    expect(f?.status).toBe('formed')
    expect(f?.reason).toMatch(/cannot be tested/)
  })
})

describe('Amala, Vasumati, Guru-Mangala, Pushkala', () => {
  it('Amala: Jupiter alone in Capricorn, the 10th from Aries (debilitated, still a benefic)', () => {
    expect(only({ ...QUIET, Jupiter: 'Capricorn 10' }, 'Amala')?.planets).toEqual(['Jupiter'])
  })
  it('no Amala when Saturn shares the 10th, or when the 10th is empty', () => {
    expect(named({ ...QUIET, Jupiter: 'Capricorn 10', Saturn: 'Capricorn 20' }, 'Amala')).toEqual([])
    expect(named(QUIET, 'Amala')).toEqual([]) // QUIET has nothing in Capricorn (Ketu is in Pisces)
  })
  it('Amala with the waxing Moon in the 10th, not with the waning Moon', () => {
    // Sun Leo 15 (135°), Moon Capricorn 15 (285°): Moon − Sun = 150° → waxing, a benefic.
    expect(only({ ...QUIET, Sun: 'Leo 15', Moon: 'Capricorn 15' }, 'Amala')?.planets).toEqual(['Moon'])
    // Sun Aquarius 15 (315°): 285 − 315 = −30 → 330 → waning, a malefic.
    expect(named({ ...QUIET, Sun: 'Aquarius 15', Moon: 'Capricorn 15' }, 'Amala')).toEqual([])
  })
  it('Vasumati from the lagna: Mercury and Venus in Gemini (3rd), Jupiter in Aquarius (11th)', () => {
    const f = only({ ...QUIET, Mercury: 'Gemini 25', Venus: 'Gemini 5', Jupiter: 'Aquarius 10' }, 'Vasumati')
    expect(f).toMatchObject({ houses: [3, 11], countedFrom: 'ascendant' })
  })
  it('Vasumati from the Moon when the lagna fails: Taurus lagna, Moon Aries', () => {
    // From Taurus, Gemini is the 2nd: no. From the Moon in Aries: Gemini 3rd, Aquarius 11th.
    const spec = {
      ...QUIET,
      lagna: 'Taurus',
      Moon: 'Aries 10',
      Mercury: 'Gemini 25',
      Venus: 'Gemini 5',
      Jupiter: 'Aquarius 10',
    }
    expect(only(spec, 'Vasumati')?.countedFrom).toBe('moon sign')
  })
  it('no Vasumati with Venus in Taurus (2nd from Aries), the Moon also in Aries', () => {
    const spec = {
      ...QUIET,
      Moon: 'Aries 20',
      Mercury: 'Gemini 25',
      Venus: 'Taurus 5',
      Jupiter: 'Aquarius 10',
    }
    expect(named(spec, 'Vasumati')).toEqual([])
  })
  it('Guru-Mangala: conjoined, or across the 7th; not from the 5th', () => {
    expect(only({ ...QUIET, Mars: 'Libra 20' }, 'Guru-Mangala')?.planets).toEqual(['Mars', 'Jupiter'])
    expect(only({ ...QUIET, Mars: 'Aries 20' }, 'Guru-Mangala')).toBeDefined()
    expect(named({ ...QUIET, Mars: 'Aquarius 20' }, 'Guru-Mangala')).toEqual([])
  })
  /*
   * Pushkala: lagna Aries, lord Mars with the Moon in Libra; the Moon's dispositor Venus in Libra (7th,
   * a kendra) aspects Aries; the Sun exalted in the lagna, strong.
   */
  const P: ChartSpec = {
    lagna: 'Aries',
    Sun: 'Aries 10',
    Moon: 'Libra 10',
    Mars: 'Libra 20',
    Mercury: 'Aries 25',
    Jupiter: 'Cancer 10',
    Venus: 'Libra 5',
    Saturn: 'Capricorn 10',
    Rahu: 'Gemini 10',
  }
  it('Pushkala forms', () => {
    const f = only(P, 'Pushkala')
    expect(f?.planets).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Venus'])
    expect(f?.houses).toEqual([1, 7])
  })
  it('no Pushkala: Venus in Scorpio is in the 8th, not a great friend’s sign, and aspects Taurus', () => {
    expect(named({ ...P, Venus: 'Scorpio 5' }, 'Pushkala')).toEqual([])
  })
  it('no Pushkala when the birth time is unknown', () => {
    expect(named({ ...P, lagna: null }, 'Pushkala')).toEqual([])
  })
})

/* Sun in Leo: 2nd = Virgo, 12th = Cancer. */
const V: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Leo 10',
  Moon: 'Cancer 10',
  Mars: 'Aries 10',
  Mercury: 'Virgo 5',
  Jupiter: 'Sagittarius 10',
  Venus: 'Libra 10',
  Saturn: 'Aquarius 10',
  Rahu: 'Cancer 20',
}

describe('Surya yogas', () => {
  it('Vesi: Mercury in Virgo; Cancer holds only the Moon and Rahu, which do not count', () => {
    expect(only(V, 'Vesi')?.planets).toEqual(['Sun', 'Mercury'])
    expect(named(V, 'Vasi')).toEqual([])
    expect(named(V, 'Ubhayachari')).toEqual([])
  })
  it('Vasi: Mercury in Cancer, Virgo empty of the five', () => {
    const f = only({ ...V, Mercury: 'Cancer 25' }, 'Vasi')
    expect(f?.planets).toEqual(['Sun', 'Mercury'])
    expect(named({ ...V, Mercury: 'Cancer 25' }, 'Vesi')).toEqual([])
  })
  it('Ubhayachari: Mercury in Virgo and Venus in Cancer', () => {
    expect(only({ ...V, Venus: 'Cancer 25' }, 'Ubhayachari')?.planets).toEqual(['Sun', 'Mercury', 'Venus'])
    expect(named({ ...V, Venus: 'Cancer 25' }, 'Vesi')).toEqual([])
  })
  it('none of the three when only the Moon flanks the Sun', () => {
    const spec = { ...V, Moon: 'Virgo 20', Mercury: 'Leo 20' }
    for (const name of ['Vesi', 'Vasi', 'Ubhayachari']) expect(named(spec, name)).toEqual([])
  })
  it('Budha-Aditya: Sun and Mercury both in Leo; the reason notes a combust Mercury', () => {
    const f = only({ ...V, Mercury: 'Leo 15' }, 'Budha-Aditya')
    expect(f?.planets).toEqual(['Sun', 'Mercury'])
    expect(f?.reason).toMatch(/combust/)
  })
  it('no Budha-Aditya: Mercury in Virgo', () => {
    expect(named(V, 'Budha-Aditya')).toEqual([])
  })
})
