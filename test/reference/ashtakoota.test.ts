/**
 * Aṣṭakūṭa (src/jyotisha/kootas/ashtakoota.ts) against the tables of jyotisha.md, transcribed in
 * test/fixtures/reference/jyotisha-tables.ts: §1.1 (each sign's varṇa and vaśya), §1.2 (each nakṣatra's
 * gaṇa, nāḍī and yoni), and the point tables of §8.2 (vaśya), §8.4 (yoni), §8.5 (graha maitrī) and §8.6
 * (gaṇa), with the rules §8.1, §8.3, §8.7 and §8.8 state in words. Exhaustive: every pair of the 108 padas,
 * each pada taken near its start and near its end (so the Sagittarius and Capricorn halves of vaśya, which
 * fall inside a pada, are both met): 216 × 216 pairs, eight kūṭas each.
 */
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS, SIGNS } from '../../src/astro/index.js'
import {
  ashtakootaPoints,
  exceptions,
  KOOTAS,
  moonPlace,
  totalAfterExceptions,
} from '../../src/jyotisha/kootas/ashtakoota.js'
import {
  GANA_POINTS,
  GRAHA_MAITRI_POINTS,
  NAKSHATRA_ROWS,
  SIGN_ROWS,
  VASHYA_POINTS,
  YONI_POINTS,
  type PointTable,
} from '../fixtures/reference/jyotisha-tables.js'

describe('aṣṭakūṭa against jyotisha.md, every pair of padas', () => {
  const signs = SIGN_ROWS
  const naks = NAKSHATRA_ROWS
  const matrix = (t: PointTable<string>, what: string) => {
    // Columns are in the rows' order (the printed tables abbreviate their heads, so they are named by the rows).
    const out = new Map<string, number>()
    t.names.forEach((row, i) =>
      t.names.forEach((col, j) => out.set(`${row.toLowerCase()}|${col.toLowerCase()}`, t.points[i]![j]!)),
    )
    return (a: string, b: string) => {
      const v = out.get(`${a.toLowerCase()}|${b.toLowerCase()}`)
      if (v === undefined) throw new Error(`no ${a}|${b} in ${what}`)
      return v
    }
  }
  const vashyaTable = matrix(VASHYA_POINTS, '§8.2 Vashya')
  const yoniTable = matrix(YONI_POINTS, '§8.4 Yoni')
  const maitriTable = matrix(GRAHA_MAITRI_POINTS, '§8.5 Graha Maitri')
  const ganaTable = matrix(GANA_POINTS, '§8.6 Gana')
  const RANK: Record<string, number> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 }
  const vashyaOf = (sign: number, degree: number) => {
    const v = signs[sign]!.vashya
    if (typeof v !== 'string') return degree < 15 ? v.under15 : v.from15
    return v
  }
  const lordName = (sign: number) => signs[sign]!.lord

  it('reads the tables it needs', () => {
    expect(signs).toHaveLength(12)
    expect(naks).toHaveLength(27)
    expect(naks.map((r) => r.name)).toEqual([...NAKSHATRAS])
    expect(signs.map((r) => r.name)).toEqual([...SIGNS])
  })

  it('gives the points of the tables for all 216 × 216 Moons', () => {
    const moons: number[] = []
    for (let p = 0; p < 108; p++) moons.push(p * (10 / 3) + 1 / 60, (p + 1) * (10 / 3) - 1 / 60)
    let compared = 0
    for (const g of moons) {
      for (const b of moons) {
        const G = moonPlace(g)
        const B = moonPlace(b)
        const ours = Object.fromEntries(ashtakootaPoints(G, B).kootas.map((k) => [k.koota, k.points]))
        const nG = naks[G.nakshatra]!
        const nB = naks[B.nakshatra]!
        const taraHalf = (from: number, to: number) => {
          const t = ((((to - from + 27) % 27) + 1 - 1) % 9) + 1
          return [3, 5, 7].includes(t) ? 0 : 1.5
        }
        const r = ((B.sign - G.sign + 12) % 12) + 1
        const expected = {
          varna: RANK[signs[G.sign]!.varna]! >= RANK[signs[B.sign]!.varna]! ? 1 : 0,
          vashya: vashyaTable(vashyaOf(G.sign, G.degree), vashyaOf(B.sign, B.degree)),
          tara: taraHalf(B.nakshatra, G.nakshatra) + taraHalf(G.nakshatra, B.nakshatra),
          yoni: yoniTable(nG.yoni, nB.yoni),
          grahaMaitri: maitriTable(lordName(G.sign), lordName(B.sign)),
          gana: ganaTable(nG.gana, nB.gana),
          bhakoot: [2, 12, 5, 9, 6, 8].includes(r) ? 0 : 7,
          nadi: nG.nadi === nB.nadi ? 0 : 8,
        }
        expect(ours, `groom ${g.toFixed(3)}°, bride ${b.toFixed(3)}°`).toEqual(expected)
        compared++
      }
    }
    expect(compared).toBe(216 * 216)
  })
})

describe('totals and exceptions', () => {
  it('the maxima sum to 36, and every total is within 0…36', () => {
    const core = ashtakootaPoints(moonPlace(45), moonPlace(45))
    expect(core.kootas.map((k) => k.koota)).toEqual([...KOOTAS])
    expect(core.kootas.reduce((s, k) => s + k.maxPoints, 0)).toBe(36)
  })

  it('nāḍī doṣa is cancelled for two Moons in one sign but different nakṣatras, not for the same star in one sign', () => {
    // Krittika pada 2 (Taurus) and Rohini (Taurus): both Antya nāḍī, same sign, different stars.
    const g = moonPlace(31)
    const b = moonPlace(45)
    const core = ashtakootaPoints(g, b)
    expect(core.kootas.find((k) => k.koota === 'nadi')!.points).toBe(0)
    const ex = exceptions(g, b, core)
    expect(ex.find((e) => e.name === 'nadi_same_sign_different_nakshatra')!.applies).toBe(true)
    // Krittika is Rakshasa and Rohini Manushya (gaṇa 0): that doṣa is relieved by the full graha maitrī and
    // bhakūṭ of one sign, so its 6 points come back too.
    expect(ex.find((e) => e.name === 'gana_good_maitri_or_bhakoot')!.applies).toBe(true)
    expect(totalAfterExceptions(core, ex)).toBe(core.total + 8 + 6)
    // Rohini and Rohini: one star, one sign: no exception of the majority applies.
    const same = ashtakootaPoints(moonPlace(41), moonPlace(50))
    const exSame = exceptions(moonPlace(41), moonPlace(50), same)
    expect(exSame.filter((e) => e.cancels === 'nadi' && e.applies && !e.minority)).toEqual([])
    expect(totalAfterExceptions(same, exSame)).toBe(same.total)
  })

  it('bhakūṭ doṣa is cancelled when both Moon signs have one lord (Aries and Scorpio, 6/8)', () => {
    const g = moonPlace(5) // Aries
    const b = moonPlace(215) // Scorpio
    const core = ashtakootaPoints(g, b)
    expect(core.kootas.find((k) => k.koota === 'bhakoot')!.points).toBe(0)
    const ex = exceptions(g, b, core)
    expect(ex.find((e) => e.name === 'bhakoot_same_sign_lord')!.applies).toBe(true)
    // Aries and Virgo (6/8), lords Mars and Mercury, not friends: no relief.
    const v = ashtakootaPoints(moonPlace(5), moonPlace(155))
    expect(
      exceptions(moonPlace(5), moonPlace(155), v).filter((e) => e.cancels === 'bhakoot' && e.applies),
    ).toEqual([])
  })
})
