/**
 * Kala Sarpa and Manglik (jyotisha.md §4.11) on charts worked out by hand.
 */
import { describe, expect, it } from 'vitest'
import { manglik } from '../../src/jyotisha/kootas/manglik.js'
import { SIGNS } from '../../src/astro/index.js'
import { chart, named, only, type ChartSpec } from './yogas-chart.js'

/* Rahu at Aries 10° (10°), Ketu at Libra 10° (190°); the seven planets between 40° and 160°. */
const KS: ChartSpec = {
  lagna: 'Aries',
  Sun: 'Taurus 10',
  Moon: 'Gemini 10',
  Mars: 'Cancer 10',
  Mercury: 'Taurus 20',
  Jupiter: 'Leo 10',
  Venus: 'Gemini 20',
  Saturn: 'Virgo 10',
  Rahu: 'Aries 10',
}

describe('Kala Sarpa', () => {
  it('forms with Rahu in the 1st: the Ananta type', () => {
    const f = only(KS, 'Kala Sarpa')
    expect(f).toMatchObject({ status: 'formed', planets: ['Rahu', 'Ketu'], houses: [1, 7], sources: [] })
    expect(f?.reason).toMatch(/Ananta/)
    expect(f?.description).toMatch(/modern/)
  })
  it('from a Cancer lagna Rahu in Aries is in the 10th: the Ghataka type', () => {
    expect(only({ ...KS, lagna: 'Cancer' }, 'Kala Sarpa')?.reason).toMatch(
      /10th house gives the type called Ghataka/,
    )
  })
  it('not formed when Saturn in Pisces (350°) is outside the arc', () => {
    expect(named({ ...KS, Saturn: 'Pisces 10' }, 'Kala Sarpa')).toEqual([])
  })
  it('not formed when the Sun at Aries 5° shares Rahu’s sign but lies behind it', () => {
    expect(named({ ...KS, Sun: 'Aries 5' }, 'Kala Sarpa')).toEqual([])
  })
  it('not formed for the mirror half, Ketu to Rahu (Rahu in Libra, Ketu in Aries)', () => {
    expect(named({ ...KS, Rahu: 'Libra 10' }, 'Kala Sarpa')).toEqual([])
  })
})

/* Gemini lagna: Mars in Sagittarius, the 7th, not dignified, not an exception for the 7th; Jupiter in
 * Taurus aspects Virgo, Scorpio and Capricorn; the lagna lord is Mercury. */
const MG: ChartSpec = {
  lagna: 'Gemini',
  Sun: 'Virgo 10',
  Moon: 'Aries 10',
  Mars: 'Sagittarius 10',
  Mercury: 'Virgo 20',
  Jupiter: 'Taurus 10',
  Venus: 'Libra 10',
  Saturn: 'Pisces 10',
  Rahu: 'Cancer 10',
}

describe('Manglik', () => {
  it('forms with Mars in the 7th and no cancellation', () => {
    const f = only(MG, 'Manglik')
    expect(f).toMatchObject({
      status: 'formed',
      planets: ['Mars'],
      houses: [7],
      category: 'Dosha',
      sources: [],
    })
  })
  it('is cancelled by Jupiter in Leo aspecting Mars in Sagittarius (its 5th aspect)', () => {
    const f = only({ ...MG, Jupiter: 'Leo 10' }, 'Manglik')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/Jupiter aspects Mars/)
    expect(f?.planets).toEqual(['Mars', 'Jupiter'])
  })
  it('is cancelled by the house–sign exception: Mars in Taurus, the 12th from Gemini', () => {
    const f = only({ ...MG, Mars: 'Taurus 10', Jupiter: 'Libra 10' }, 'Manglik')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/exception for the 12th house/)
    expect(f?.reason).not.toMatch(/Jupiter/)
  })
  it('is cancelled for a Leo lagna (Mars in Aquarius, the 7th, is the yogakaraka’s)', () => {
    // From Leo Aquarius is the 7th; Jupiter in Taurus aspects Virgo, Scorpio, Capricorn, not Aquarius.
    const f = only({ ...MG, lagna: 'Leo', Mars: 'Aquarius 10' }, 'Manglik')
    expect(f?.status).toBe('cancelled')
    expect(f?.reason).toMatch(/Leo lagna/)
  })
  it('is absent with Mars in Leo, the 3rd', () => {
    expect(named({ ...MG, Mars: 'Leo 10' }, 'Manglik')).toEqual([])
  })
  it('is counted from the Moon’s sign when the birth time is unknown', () => {
    expect(only({ ...MG, lagna: null, Moon: 'Gemini 10' }, 'Manglik')).toMatchObject({
      status: 'formed',
      countedFrom: 'moon sign',
      houses: [7],
    })
  })
  // One judgement with /v1/compatibility (kootas/manglik.ts): the North Indian list (1, 4, 7, 8, 12) from
  // the lagna or the Moon.
  it('is not formed with Mars in the 2nd from the lagna alone (the South Indian list is not used)', () => {
    // Gemini lagna, Mars in Cancer: the 2nd from the lagna; from the Moon in Virgo, the 11th.
    expect(named({ ...MG, Mars: 'Cancer 10', Moon: 'Virgo 10' }, 'Manglik')).toEqual([])
  })
  it('is formed from the Moon alone with the birth time known, and says so', () => {
    // Gemini lagna, Mars in Leo: the 3rd from the lagna; from the Moon in Capricorn, the 8th.
    const f = only({ ...MG, Mars: 'Leo 10', Moon: 'Capricorn 10' }, 'Manglik')
    expect(f).toMatchObject({ status: 'formed', houses: [] })
    expect(f?.reason).toMatch(/the 8th house from the Moon/)
    expect(f?.reason).not.toMatch(/from the lagna/)
  })
  it('agrees with the compatibility judgement on every placement of Mars and the Moon', () => {
    let formed = 0
    for (const lagna of ['Aries', 'Cancer', 'Gemini', null] as const)
      for (const mars of SIGNS)
        for (const moon of SIGNS) {
          const spec = { ...MG, lagna, Mars: `${mars} 10`, Moon: `${moon} 20` }
          const m = manglik(chart(spec))
          const f = named(spec, 'Manglik')
          expect(f.length, `${lagna} ${mars} ${moon}`).toBe(m.present ? 1 : 0)
          if (f[0]) expect(f[0].status === 'cancelled').toBe(m.cancelled)
          formed += f.length
        }
    expect(formed).toBeGreaterThan(100)
  })
})
