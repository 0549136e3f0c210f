/**
 * Viṃśopaka bala against published sources:
 * - BPHS ch. 7 vv. 17–27 (tr. Santhanam / Sharma), the scheme weights and the varga-viśva points, as
 *   given at tamilsurangam.in/astrology/vedic_astrology/bphs/divisional_considerations_2.html.
 * - B. V. Raman's example chart of "Graha and Bhava Balas" as carried in PyJHora
 *   src/jhora/tests/test_outputs_lahiri_mean_nodes.json: entry 1 (the seven longitudes) and entry 3
 *   ("BVRaman Shadbala saptavargaja bala"). Saptavargaja bala (BPHS 27.2–4) reads the same per-varga
 *   standing as viṃśopaka (own sign, else the compound relation with the sign lord, temporary half from the
 *   D1) over D1 D2 D3 D7 D9 D12 D30, with points moolatrikona-in-D1 45, own 30, great friend 22.5, friend 15,
 *   neutral 7.5, enemy 3.75, great enemy 1.875 (PyJHora strength._sapthavargaja_bala_2). Matching those
 *   sums checks our varga signs, lords and relations; tolerance 0.005 virūpa (the file rounds to 0.01).
 * - vedicmystics.com/2020/06/06/vimsopaka-bala: exaltation does not count; "Mars in Capricorn … can take
 *   only two values – 15, if Saturn is a temporal friend, or 7 if Saturn is a temporal enemy".
 * No published viṃśopaka total for a fully specified chart was found (see the report); the totals are
 * checked through the BPHS 7.26–27 rule on stated placements and by invariants.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIGNITY_TABLE } from '../../src/jyotisha/dignity.js'
import { PLANETS, type Planet } from '../../src/jyotisha/grahas.js'
import { VARGAS, type Varga } from '../../src/jyotisha/vargas.js'
import {
  VARGA_VISHWA,
  VIMSHOPAKA_SCHEMES,
  VIMSHOPAKA_WEIGHTS,
  schemePoints,
  vargaPlacements,
  vargaState,
  vimshopaka,
  type VargaPlacement,
  type VargaState,
} from '../../src/jyotisha/vimshopaka.js'

describe('BPHS 7.17–25 tables', () => {
  it('scheme weights as published, each summing to 20', () => {
    // "Shad Vargas … Rasi, Hora, Dreshkan, Navans, Dvadashans and Trimshans … 6, 2, 4, 5, 2 and 1."
    expect(VIMSHOPAKA_WEIGHTS.shadvarga).toEqual({ 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 })
    // "Adding the Saptans … 5, 2, 3, 2½, 4½, 2 and 1" (in the order Rasi, Hora, Dreshkan, Saptans, Navans,
    // Dvadashans, Trimshans).
    expect(VIMSHOPAKA_WEIGHTS.saptavarga).toEqual({ 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 })
    // "Add Dashans, Shodashans and Shashtians … 3 for Rasi, 5 for Shashtians and for the other 8 … 1½ each."
    const dasha = VIMSHOPAKA_WEIGHTS.dashavarga
    expect(
      Object.keys(dasha)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 7, 9, 10, 12, 16, 30, 60])
    expect([dasha[1], dasha[60]]).toEqual([3, 5])
    for (const v of [2, 3, 7, 9, 10, 12, 16, 30] as const) expect(dasha[v]).toBe(1.5)
    // "Hora 1, Trimsans 1, Dreshkan 1, Shodashans 2, Navans 3, Rasi 3½, Shashtians 4 and the rest of the
    // nine divisions each a half."
    const shodasha = VIMSHOPAKA_WEIGHTS.shodashavarga
    expect(
      Object.keys(shodasha)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...VARGAS])
    expect([
      shodasha[2],
      shodasha[30],
      shodasha[3],
      shodasha[16],
      shodasha[9],
      shodasha[1],
      shodasha[60],
    ]).toEqual([1, 1, 1, 2, 3, 3.5, 4])
    for (const v of [4, 7, 10, 12, 20, 24, 27, 40, 45] as const) expect(shodasha[v]).toBe(0.5)
    for (const s of VIMSHOPAKA_SCHEMES)
      expect(Object.values(VIMSHOPAKA_WEIGHTS[s]).reduce((a, b) => a + b, 0)).toBe(20)
  })
  it('varga-viśva: own 20, pramudita 18, śānta 15, svastha 10, duḥkhita 7, khala 5', () => {
    expect(VARGA_VISHWA).toEqual({
      own: 20,
      'great friend': 18,
      friend: 15,
      neutral: 10,
      enemy: 7,
      'great enemy': 5,
    })
  })
})

// B. V. Raman, "Graha and Bhava Balas", example chart (PyJHora test_outputs_lahiri_mean_nodes.json #1).
const RAMAN: Record<Planet, number> = {
  Sun: 180.9109431602361,
  Moon: 311.2369917087403,
  Mars: 229.46047266416466,
  Mercury: 181.5165959623135,
  Jupiter: 84.00593826219334,
  Venus: 171.15669084056705,
  Saturn: 124.37747656020127,
}
// Same file, #3 "BVRaman Shadbala saptavargaja bala", virūpas.
const RAMAN_SAPTAVARGAJA: Record<Planet, number> = {
  Sun: 90,
  Moon: 48.75,
  Mars: 90,
  Mercury: 135,
  Jupiter: 71.25,
  Venus: 116.25,
  Saturn: 97.5,
}

describe('per-varga standing: B. V. Raman’s chart against PyJHora’s saptavargaja bala', () => {
  const SAPTAVARGAJA_POINTS: Record<VargaState, number> = {
    own: 30,
    'great friend': 22.5,
    friend: 15,
    neutral: 7.5,
    enemy: 3.75,
    'great enemy': 1.875,
  }
  const SAPTA: readonly Varga[] = [1, 2, 3, 7, 9, 12, 30]
  const placements = vargaPlacements(RAMAN)
  for (const p of PLANETS) {
    it(`${p}: ${RAMAN_SAPTAVARGAJA[p]} virūpas`, () => {
      const virupas = placements[p]
        .filter((pl) => SAPTA.includes(pl.varga))
        .reduce(
          (sum, pl) =>
            sum +
            (pl.varga === 1 && pl.sign === DIGNITY_TABLE[p].moolatrikona.sign
              ? 45
              : SAPTAVARGAJA_POINTS[pl.state]),
          0,
        )
      expect(Math.abs(virupas - RAMAN_SAPTAVARGAJA[p])).toBeLessThanOrEqual(0.005)
    })
  }
  it('every planet gets all sixteen vargas, in VARGAS order, with the lord of the varga sign', () => {
    for (const p of PLANETS) {
      expect(placements[p].map((pl) => pl.varga)).toEqual([...VARGAS])
      for (const pl of placements[p]) expect(pl.vishwa).toBe(VARGA_VISHWA[pl.state])
    }
  })
})

describe('standing against the sign lord (vedicmystics.com; BPHS 3.55–57)', () => {
  const chart = (mars: number, saturn: number): Record<Planet, number> => ({
    Sun: 0,
    Moon: 0,
    Mars: mars,
    Mercury: 0,
    Jupiter: 0,
    Venus: 0,
    Saturn: saturn,
  })
  it('Mars in Capricorn (exalted) scores 15 with Saturn a temporal friend, 7 with Saturn a temporal enemy', () => {
    const Cp = 9
    // Saturn in Aquarius, the 2nd from Mars in Capricorn: temporal friend.
    expect(VARGA_VISHWA[vargaState('Mars', Cp, chart(Cp, 10))]).toBe(15)
    // Saturn in Cancer, the 7th: temporal enemy.
    expect(VARGA_VISHWA[vargaState('Mars', Cp, chart(Cp, 3))]).toBe(7)
    // Same sign (the 1st) is also a temporal enemy (BPHS 3.56).
    expect(VARGA_VISHWA[vargaState('Mars', Cp, chart(Cp, Cp))]).toBe(7)
  })
  it('own sign is 20 whatever the chart; the Moon in Taurus (its moolatrikona) is judged by Venus', () => {
    expect(vargaState('Mars', 7, chart(0, 0))).toBe('own')
    expect(vargaState('Saturn', 10, chart(0, 0))).toBe('own')
    // Moon–Venus is natural neutral; Venus in the 2nd from the Moon → friend, in the same sign → enemy.
    const d1 = (moon: number, venus: number) => ({ ...chart(0, 0), Moon: moon, Venus: venus })
    expect(vargaState('Moon', 1, d1(0, 1))).toBe('friend')
    expect(vargaState('Moon', 1, d1(0, 0))).toBe('enemy')
  })
})

const placed = (states: [Varga, VargaState][]): VargaPlacement[] =>
  states.map(([varga, state]) => ({ varga, sign: 0, lord: 'Mars', state, vishwa: VARGA_VISHWA[state] }))

describe('BPHS 7.26–27: weight × viśva / 20, summed', () => {
  it('a planet own in every varga scores 20 in each scheme; great enemy everywhere scores 5', () => {
    const own = placed(VARGAS.map((v) => [v, 'own']))
    const khala = placed(VARGAS.map((v) => [v, 'great enemy']))
    for (const s of VIMSHOPAKA_SCHEMES) {
      expect(schemePoints(own, s)).toBeCloseTo(20, 12)
      expect(schemePoints(khala, s)).toBeCloseTo(5, 12)
    }
  })
  it('a stated ṣaḍvarga: D1 own, D2 great friend, D3 friend, D9 neutral, D12 enemy, D30 great enemy', () => {
    // (6·20 + 2·18 + 4·15 + 5·10 + 2·7 + 1·5) / 20 = 285 / 20 = 14.25
    const pl = placed([
      [1, 'own'],
      [2, 'great friend'],
      [3, 'friend'],
      [9, 'neutral'],
      [12, 'enemy'],
      [30, 'great enemy'],
      [60, 'own'], // not a ṣaḍvarga division: ignored
    ])
    expect(schemePoints(pl, 'shadvarga')).toBeCloseTo(14.25, 12)
  })
})

describe('invariants over random charts', () => {
  const lon = fc.double({ min: 0, max: 359.999999, noNaN: true })
  const chart = fc.tuple(...PLANETS.map(() => lon)).map((ls) => {
    const c = {} as Record<Planet, number>
    PLANETS.forEach((p, i) => (c[p] = ls[i]!))
    return c
  })
  it('every scheme lies in [5, 20] and sees exactly the vargas of its scheme', () => {
    fc.assert(
      fc.property(chart, (c) => {
        const bala = vimshopaka(c)
        const pl = vargaPlacements(c)
        for (const p of PLANETS)
          for (const s of VIMSHOPAKA_SCHEMES) {
            expect(bala[p][s]).toBeGreaterThanOrEqual(5 - 1e-12)
            expect(bala[p][s]).toBeLessThanOrEqual(20 + 1e-12)
            const viewed = pl[p].filter((x) => VIMSHOPAKA_WEIGHTS[s][x.varga] !== undefined)
            expect(viewed).toHaveLength(Object.keys(VIMSHOPAKA_WEIGHTS[s]).length)
          }
      }),
      { numRuns: 200 },
    )
  })
  it('the Sun in Leo stands in its own sign in the D1 whatever the rest of the chart', () => {
    const c: Record<Planet, number> = { ...RAMAN, Sun: 125 }
    const sun = vargaPlacements(c).Sun
    expect(sun.find((x) => x.varga === 1)!.state).toBe('own')
  })
})
