/**
 * Maṅgala doṣa (src/jyotisha/kootas/manglik.ts) on charts built from chosen longitudes: the houses
 * counted from the lagna, the Moon and Venus by jyotisha.md §4.11's lists, the intensity, the birth time
 * unknown, and each cancellation with a chart where it applies and one where it does not.
 */
import { describe, expect, it } from 'vitest'
import { buildFacts } from '../../src/jyotisha/facts.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { manglik, manglikBalanced } from '../../src/jyotisha/kootas/manglik.js'

/** Signs 0 = Aries …; each graha at 15° of its sign. */
function chart(lagna: number | null, signs: Partial<Record<Graha, number>>) {
  const base: Record<Graha, number> = {
    Sun: 0,
    Moon: 0,
    Mars: 0,
    Mercury: 0,
    Jupiter: 0,
    Venus: 0,
    Saturn: 0,
    Rahu: 0,
    Ketu: 6,
    ...signs,
  }
  const grahas = Object.fromEntries(
    Object.entries(base).map(([g, s]) => [
      g,
      { longitude: s * 30 + 15, speed: g === 'Rahu' || g === 'Ketu' ? -0.05 : 1 },
    ]),
  ) as Record<Graha, { longitude: number; speed: number }>
  return buildFacts({
    lagnaLongitude: lagna === null ? null : lagna * 30 + 5,
    grahas,
    dayBirth: lagna === null ? null : true,
  })
}
const applies = (r: ReturnType<typeof manglik>, name: string) =>
  r.cancellations.find((c) => c.name === name)!.applies

describe('Maṅgala doṣa', () => {
  it('Mars 4th from a Taurus lagna (Leo): present from the lagna; the Moon and Venus elsewhere', () => {
    const r = manglik(chart(1, { Mars: 4, Moon: 6, Venus: 2, Jupiter: 10, Sun: 6, Mercury: 6, Saturn: 6 }))
    expect(r.present).toBe(true)
    expect(r.from).toEqual([{ reference: 'lagna', house: 4 }])
    expect(r.intensity).toBe('mild')
  })
  it('from all three (lagna, Moon and Venus): strong', () => {
    const r = manglik(chart(4, { Mars: 10, Moon: 3, Venus: 2, Jupiter: 1 }))
    // Mars in Aquarius: 7th from a Leo lagna, 8th from a Cancer Moon, 9th from Venus in Gemini … not from Venus.
    expect(r.from.map((f) => [f.reference, f.house])).toEqual([
      ['lagna', 7],
      ['moon', 8],
    ])
    const s = manglik(chart(4, { Mars: 10, Moon: 3, Venus: 6, Jupiter: 1 }))
    expect(s.from.map((f) => f.house)).toEqual([7, 8]) // Venus in Libra: Mars 5th from it
    const t = manglik(chart(4, { Mars: 10, Moon: 3, Venus: 10, Jupiter: 1 }))
    expect(t.intensity).toBe('strong')
  })
  it('the 2nd house counts only in the South Indian list; Venus alone does not make it present', () => {
    const r = manglik(chart(0, { Mars: 1, Moon: 5, Venus: 8, Jupiter: 8 }))
    expect(r.present).toBe(false)
    expect(r.fromSouthIndianList).toEqual([{ reference: 'lagna', house: 2 }])
    const v = manglik(chart(0, { Mars: 5, Moon: 3, Venus: 10, Jupiter: 8 }))
    expect(v.from).toEqual([{ reference: 'venus', house: 8 }])
    expect(v.present).toBe(false)
  })
  it('with the birth time unknown: counted from the Moon and Venus only; lagna rules cannot apply', () => {
    const r = manglik(chart(null, { Moon: 2, Mars: 8, Venus: 0, Jupiter: 5 }))
    expect(r.from).toEqual([{ reference: 'moon', house: 7 }])
    expect(r.present).toBe(true)
    expect(applies(r, 'lagna_cancer_or_leo')).toBe(false)
    expect(r.cancellations.find((c) => c.name === 'mars_house_sign_exception')!.why).toMatch(/birth time/)
  })
  it.each([
    ['mars_own_or_exalted', chart(6, { Mars: 9, Jupiter: 2 }), chart(6, { Mars: 5, Jupiter: 2 })],
    ['mars_house_sign_exception', chart(9, { Mars: 3, Jupiter: 10 }), chart(9, { Mars: 2, Jupiter: 10 })],
    [
      'mars_with_or_aspected_by_jupiter',
      chart(1, { Mars: 7, Jupiter: 11 }),
      chart(1, { Mars: 7, Jupiter: 10 }),
    ],
    ['lagna_cancer_or_leo', chart(3, { Mars: 9, Jupiter: 6 }), chart(2, { Mars: 9, Jupiter: 6 })],
    ['mars_lagna_lord', chart(7, { Mars: 10, Jupiter: 3 }), chart(6, { Mars: 10, Jupiter: 3 })],
    [
      'benefic_in_lagna_or_seventh',
      chart(2, { Mars: 8, Venus: 2, Jupiter: 10 }),
      chart(2, { Mars: 8, Venus: 3, Jupiter: 10 }),
    ],
  ])('%s: applies in one chart, not in the other', (name, yes, no) => {
    expect(applies(manglik(yes), name)).toBe(true)
    expect(applies(manglik(no), name)).toBe(false)
  })
  it('the couple balances when both have it or neither does', () => {
    const withIt = manglik(chart(1, { Mars: 4, Jupiter: 10 }))
    const without = manglik(chart(0, { Mars: 2, Moon: 5, Venus: 5, Jupiter: 8 }))
    expect(withIt.present && !without.present).toBe(true)
    expect(manglikBalanced(withIt, withIt)).toBe(true)
    expect(manglikBalanced(withIt, without)).toBe(false)
  })
})
