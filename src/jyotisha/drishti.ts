/**
 * Whole-sign graha dṛṣṭi (Parāśarī planetary aspects, BPHS ch. 26) and Jaimini rāśi dṛṣṭi (sign aspects,
 * Jaimini Upadeśa Sūtras 1.1.2–4; BPHS ch. 8). Houses are counted inclusively from the aspecting sign
 * (jyotisha.md §0): the sign itself is the 1st, the opposite sign the 7th. The degree-based (sphuṭa)
 * dṛṣṭi in virūpas used by ṣaḍbala is a different computation and lives elsewhere.
 */
import { GRAHAS, houseFrom, type Graha } from './grahas.js'

/**
 * Conventions for the aspects of Rāhu and Ketu, which BPHS 26 does not settle (jyotisha.md §6):
 * - `seventh`: full sight on the 7th only, like the Sun or Moon. PyJHora's default (`graha_drishti`) and
 *   therefore the default here ({@link DEFAULT_NODE_ASPECTS}).
 * - `jupiter_like`: full sight on the 5th, 7th and 9th; common North Indian practice.
 * - `bphs_extended`: the verse found in some BPHS editions (Venkateshwar Press, "suta-madana-navānte…"):
 *   full on the 5th, 7th, 9th and 12th, half on the 2nd and 10th, quarter on the 3rd and 6th; Ketu as Rāhu.
 * - `none`: the nodes cast no aspect (they are shadows without a body; some teachers use this).
 * Under every convention the node's table is exactly the one listed: the generic ¼ ½ ¾ partial sights of
 * BPHS 26.2–5 are stated for the seven bodies and are not extended to the nodes.
 */
export const NODE_ASPECTS = ['seventh', 'jupiter_like', 'bphs_extended', 'none'] as const
export type NodeAspects = (typeof NODE_ASPECTS)[number]
export const DEFAULT_NODE_ASPECTS: NodeAspects = 'seventh'

/** Fraction of full sight, 0 … 1, indexed by house count 1 … 12 (index 0 unused). */
type SightTable = readonly number[]

const table = (sight: Partial<Record<number, number>>): SightTable =>
  Array.from({ length: 13 }, (_, h) => sight[h] ?? 0)

/** BPHS 26.2–5: ¼ on the 3rd and 10th, ½ on the 5th and 9th, ¾ on the 4th and 8th, full on the 7th. */
const GENERIC = { 3: 0.25, 10: 0.25, 5: 0.5, 9: 0.5, 4: 0.75, 8: 0.75, 7: 1 }

const PLANET_SIGHT: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, SightTable> = {
  Sun: table(GENERIC),
  Moon: table(GENERIC),
  Mercury: table(GENERIC),
  Venus: table(GENERIC),
  // BPHS 26.4: the special sights of Mars, Jupiter and Saturn raise their pair of houses to full.
  Mars: table({ ...GENERIC, 4: 1, 8: 1 }),
  Jupiter: table({ ...GENERIC, 5: 1, 9: 1 }),
  Saturn: table({ ...GENERIC, 3: 1, 10: 1 }),
}

const NODE_SIGHT: Record<NodeAspects, SightTable> = {
  seventh: table({ 7: 1 }),
  jupiter_like: table({ 5: 1, 7: 1, 9: 1 }),
  bphs_extended: table({ 5: 1, 7: 1, 9: 1, 12: 1, 2: 0.5, 10: 0.5, 3: 0.25, 6: 0.25 }),
  none: table({}),
}

const sightOf = (graha: Graha, nodes: NodeAspects): SightTable =>
  graha === 'Rahu' || graha === 'Ketu' ? NODE_SIGHT[nodes] : PLANET_SIGHT[graha]

/**
 * Fraction of full sight (0, ¼, ½, ¾ or 1) that `graha` casts on the house `house` (1 … 12) counted
 * inclusively from its own sign. Source: BPHS 26.2–5 (tr. Santhanam / Sharma); nodes per `nodes`.
 */
export function houseDrishtiFraction(
  graha: Graha,
  house: number,
  nodes: NodeAspects = DEFAULT_NODE_ASPECTS,
): number {
  if (!Number.isInteger(house) || house < 1 || house > 12) throw new RangeError(`house ${house} is not 1…12`)
  return sightOf(graha, nodes)[house]!
}

/**
 * Fraction of full sight (0, ¼, ½, ¾ or 1) with which `graha` in sign `fromSign` aspects sign `toSign`
 * (sign indices, 0 = Aries), whole-sign. Source: BPHS 26.2–5.
 */
export function drishtiFraction(
  graha: Graha,
  fromSign: number,
  toSign: number,
  nodes: NodeAspects = DEFAULT_NODE_ASPECTS,
): number {
  return sightOf(graha, nodes)[houseFrom(fromSign, toSign)]!
}

/** House counts (1 … 12, ascending) on which `graha` casts full (100 %) sight. BPHS 26.2–5. */
export function fullAspectHouses(graha: Graha, nodes: NodeAspects = DEFAULT_NODE_ASPECTS): number[] {
  const sight = sightOf(graha, nodes)
  const houses: number[] = []
  for (let h = 1; h <= 12; h++) if (sight[h] === 1) houses.push(h)
  return houses
}

/** Whether `graha` in `fromSign` casts full sight on `toSign` (sign indices). BPHS 26.2–5. */
export function aspectsSign(
  graha: Graha,
  fromSign: number,
  toSign: number,
  nodes: NodeAspects = DEFAULT_NODE_ASPECTS,
): boolean {
  return drishtiFraction(graha, fromSign, toSign, nodes) === 1
}

/** Sign index 0 … 11 from any integer. */
const wrap = (s: number): number => ((s % 12) + 12) % 12

/** Grahas occupying each sign, in GRAHAS order. */
function occupants(signOf: Record<Graha, number>): Graha[][] {
  const bySign: Graha[][] = Array.from({ length: 12 }, () => [])
  for (const g of GRAHAS) bySign[wrap(signOf[g])]!.push(g)
  return bySign
}

export interface GrahaAspects {
  /** Signs (0 = Aries) under full sight, in the order of the house counted from the graha. */
  signs: number[]
  /** Grahas occupying those signs, in the same order (GRAHAS order within a sign). */
  grahas: Graha[]
}

/**
 * Full (100 %) whole-sign aspects of every graha in a chart: signs and the grahas in them. `signOf`
 * holds sign indices (0 = Aries). A graha never aspects its own sign (the 1st house). Source: BPHS 26.2–5;
 * Rāhu and Ketu per `nodes`. Checked against P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", Exercise 14.
 */
export function fullAspects(
  signOf: Record<Graha, number>,
  nodes: NodeAspects = DEFAULT_NODE_ASPECTS,
): Record<Graha, GrahaAspects> {
  const bySign = occupants(signOf)
  const out = {} as Record<Graha, GrahaAspects>
  for (const g of GRAHAS) {
    const signs = fullAspectHouses(g, nodes).map((h) => wrap(signOf[g] + h - 1))
    out[g] = { signs, grahas: signs.flatMap((s) => bySign[s]!) }
  }
  return out
}

/** Whether `a` and `b` cast full sight on each other's sign. The 7th is always mutual; a special sight
 *  (Mars 4/8, Jupiter 5/9, Saturn 3/10) may be one-way. BPHS 26.2–5. */
export function mutualAspect(
  a: Graha,
  b: Graha,
  signOf: Record<Graha, number>,
  nodes: NodeAspects = DEFAULT_NODE_ASPECTS,
): boolean {
  return aspectsSign(a, signOf[a], signOf[b], nodes) && aspectsSign(b, signOf[b], signOf[a], nodes)
}

/** Movable (0), fixed (1) or dual (2). */
const modality = (s: number): number => s % 3

/**
 * Rāśi dṛṣṭi: whether sign `from` aspects sign `to` (indices, 0 = Aries). Movable signs aspect the fixed
 * signs except the one next to them, fixed signs the movable signs except the one next to them, dual signs
 * the other duals. Source: Jaimini Upadeśa Sūtras 1.1.2–4; BPHS 8.1–5. The relation is symmetric.
 */
export function rashiAspects(from: number, to: number): boolean {
  const f = wrap(from)
  const t = wrap(to)
  if (f === t) return false
  const mf = modality(f)
  const mt = modality(t)
  if (mf === 2) return mt === 2
  if (mf === 0) return mt === 1 && t !== wrap(f + 1)
  // A fixed sign's adjacent movable sign is the one before it (Taurus–Aries, Leo–Cancer …), which is the
  // same pair as the movable sign's excluded follower, so the relation stays mutual.
  return mt === 0 && t !== wrap(f - 1)
}

/** The three signs aspected by sign `signIndex` under rāśi dṛṣṭi, in the order of the house counted from
 *  it. Jaimini Upadeśa Sūtras 1.1.2–4; BPHS 8.1–5. */
export function rashiDrishti(signIndex: number): number[] {
  const from = wrap(signIndex)
  const signs: number[] = []
  for (let h = 2; h <= 12; h++) {
    const s = wrap(from + h - 1)
    if (rashiAspects(from, s)) signs.push(s)
  }
  return signs
}

/**
 * Rāśi dṛṣṭi of every graha: a graha aspects what its sign aspects (BPHS 8.4–5), including the nodes.
 * Checked against P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", Exercise 15.
 */
export function rashiAspectsOfGrahas(signOf: Record<Graha, number>): Record<Graha, GrahaAspects> {
  const bySign = occupants(signOf)
  const out = {} as Record<Graha, GrahaAspects>
  for (const g of GRAHAS) {
    const signs = rashiDrishti(signOf[g])
    out[g] = { signs, grahas: signs.flatMap((s) => bySign[s]!) }
  }
  return out
}
