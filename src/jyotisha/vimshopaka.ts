/**
 * Viṃśopaka bala: a planet's twenty-point strength from its placement across the divisional charts,
 * BPHS ch. 7 vv. 17–27 (tr. R. Santhanam / G.C. Sharma). Each varga of a scheme carries a full weight
 * (the weights of a scheme sum to 20); the planet earns that weight × varga-viśva / 20, where the
 * varga-viśva depends on how it stands with the lord of the sign it occupies in that varga.
 *
 * Conventions (BPHS 7.21–25 as translated; other software differs, see below):
 * - Own sign ("sva") 20. Otherwise the compound (pañcadhā) relation with the varga sign's lord, BPHS 3.57:
 *   great friend ("pramudita") 18, friend ("śānta") 15, neutral ("svastha") 10, enemy ("duḥkhita") 7,
 *   great enemy ("khala") 5.
 * - The temporary (tātkālika) half of that relation is taken from the rāśi chart (D1), as a property of
 *   the birth chart, not from each varga.
 * - Exaltation and debilitation in a varga earn nothing special, and the moolatrikona sign counts only
 *   as what it is (an own sign for all but the Moon, whose moolatrikona Taurus is Venus's sign).
 * - Divisions by the traditional Parāśara rules of vargas.ts (D2 Leo/Cancer horā, etc.).
 *
 * Where sources differ:
 * - Jagannatha Hora / PyJHora (charts._vimsopaka_bala_of_planets) score the same way (own sign 20, else
 *   the compound relation from D1) but PyJHora's saptavarga weights are D7 1, D9 2.5, D12 4.5, D30 2,
 *   not BPHS 7.17–19's D7 2.5, D9 4.5, D12 2, D30 1 used here.
 * - Some tables (e.g. the "Prashna" software notes) score the moolatrikona sign 20 as well; for the Moon
 *   in a Taurus varga that gives 20 instead of the Moon–Venus relation.
 * - BPHS 7.11–12 also states an exaltation-based rule-of-three strength under the same name; that is a
 *   different quantity and not computed here.
 */
import { compoundRelation, naturalRelation, temporaryFriend, type Compound } from './dignity.js'
import { lordOf, PLANETS, type Planet } from './grahas.js'
import { VARGAS, vargaSign, type Varga } from './vargas.js'

export const VIMSHOPAKA_SCHEMES = ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'] as const
export type VimshopakaScheme = (typeof VIMSHOPAKA_SCHEMES)[number]

/** Full viṃśopaka weight of each varga in each scheme, BPHS 7.17–25; each scheme sums to 20. */
export const VIMSHOPAKA_WEIGHTS: Record<VimshopakaScheme, Partial<Record<Varga, number>>> = {
  // 7.17–18: Rāśi 6, Horā 2, Drekkāṇa 4, Navāṃśa 5, Dvādaśāṃśa 2, Triṃśāṃśa 1.
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  // 7.18–19: add the Saptāṃśa: 5, 2, 3, 2½, 4½, 2, 1.
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 },
  // 7.20: add Daśāṃśa, Ṣoḍaśāṃśa, Ṣaṣṭyaṃśa: Rāśi 3, Ṣaṣṭyaṃśa 5, the other eight 1½ each.
  dashavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  // 7.21–22: Horā 1, Triṃśāṃśa 1, Drekkāṇa 1, Ṣoḍaśāṃśa 2, Navāṃśa 3, Rāśi 3½, Ṣaṣṭyaṃśa 4, the other
  // nine ½ each.
  shodashavarga: {
    1: 3.5,
    2: 1,
    3: 1,
    4: 0.5,
    7: 0.5,
    9: 3,
    10: 0.5,
    12: 0.5,
    16: 2,
    20: 0.5,
    24: 0.5,
    27: 0.5,
    30: 1,
    40: 0.5,
    45: 0.5,
    60: 4,
  },
}

/** A planet's standing in one varga: its own sign, or the compound relation with the sign's lord. */
export type VargaState = 'own' | Compound

/** Varga-viśva, the points out of 20 for each state, BPHS 7.23–25. */
export const VARGA_VISHWA: Record<VargaState, number> = {
  own: 20,
  'great friend': 18,
  friend: 15,
  neutral: 10,
  enemy: 7,
  'great enemy': 5,
}

export interface VargaPlacement {
  varga: Varga
  /** Sign index in the varga, 0 = Aries. */
  sign: number
  lord: Planet
  state: VargaState
  /** Varga-viśva, 5 … 20. */
  vishwa: number
}

/**
 * Standing of `planet` in a varga where it occupies `vargaSignIndex`, given the D1 sign indices of the
 * seven planets (for the temporary relation, BPHS 3.56). BPHS 7.23–25 with BPHS 3.55–57.
 */
export function vargaState(
  planet: Planet,
  vargaSignIndex: number,
  d1SignOf: Record<Planet, number>,
): VargaState {
  const lord = lordOf(vargaSignIndex)
  if (lord === planet) return 'own'
  return compoundRelation(naturalRelation(planet, lord), temporaryFriend(d1SignOf[planet], d1SignOf[lord]))
}

const d1Signs = (lonDeg: Record<Planet, number>): Record<Planet, number> => {
  const out = {} as Record<Planet, number>
  for (const p of PLANETS) out[p] = vargaSign(1, lonDeg[p])
  return out
}

/**
 * Placement of each of the seven planets in all sixteen vargas (VARGAS order), from sidereal longitudes
 * in degrees. BPHS 6 (divisions, via vargas.ts) and 7.23–25 (states).
 */
export function vargaPlacements(lonDeg: Record<Planet, number>): Record<Planet, VargaPlacement[]> {
  const d1 = d1Signs(lonDeg)
  const out = {} as Record<Planet, VargaPlacement[]>
  for (const p of PLANETS) {
    out[p] = VARGAS.map((varga) => {
      const sign = vargaSign(varga, lonDeg[p])
      const state = vargaState(p, sign, d1)
      return { varga, sign, lord: lordOf(sign), state, vishwa: VARGA_VISHWA[state] }
    })
  }
  return out
}

export type VimshopakaBala = Record<VimshopakaScheme, number>

/** Points out of 20 of one scheme: Σ weight × viśva / 20 over the scheme's vargas (BPHS 7.26–27). */
export function schemePoints(placements: readonly VargaPlacement[], scheme: VimshopakaScheme): number {
  const weights = VIMSHOPAKA_WEIGHTS[scheme]
  let points = 0
  for (const pl of placements) points += ((weights[pl.varga] ?? 0) * pl.vishwa) / 20
  return points
}

/**
 * Viṃśopaka bala of the seven planets in the four schemes of BPHS 7.17–27: points out of 20, unrounded,
 * from sidereal longitudes in degrees. BPHS 7.26–27 reads the result: below 5 the planet cannot give good
 * results, 5–10 some, 10–15 middling, above 15 fully favourable.
 */
export function vimshopaka(lonDeg: Record<Planet, number>): Record<Planet, VimshopakaBala> {
  const placements = vargaPlacements(lonDeg)
  const out = {} as Record<Planet, VimshopakaBala>
  for (const p of PLANETS) {
    const pl = placements[p]
    out[p] = {
      shadvarga: schemePoints(pl, 'shadvarga'),
      saptavarga: schemePoints(pl, 'saptavarga'),
      dashavarga: schemePoints(pl, 'dashavarga'),
      shodashavarga: schemePoints(pl, 'shodashavarga'),
    }
  }
  return out
}
