/**
 * The two reductions (śodhana) of each planet's bhinnāṣṭakavarga, applied in this order:
 * trikoṇa śodhana (BPHS ch. 67), then ekādhipatya śodhana (BPHS ch. 68). Neither ever raises a count
 * nor makes one negative. The lagna's own varga is not reduced: BPHS reduces the grahas' vargas, whose
 * reduced values feed the piṇḍas.
 */
import { PLANETS, type Planet } from '../grahas.js'

/** The four trines, sign indices: fiery, earthy, airy, watery. */
const TRINES: readonly (readonly [number, number, number])[] = [
  [0, 4, 8],
  [1, 5, 9],
  [2, 6, 10],
  [3, 7, 11],
]

/** The five sign pairs with one lord (Cancer and Leo, the luminaries' single signs, are left alone). */
const SAME_LORD_PAIRS: readonly (readonly [number, number])[] = [
  [0, 7], // Mars: Aries, Scorpio
  [1, 6], // Venus: Taurus, Libra
  [2, 5], // Mercury: Gemini, Virgo
  [8, 11], // Jupiter: Sagittarius, Pisces
  [9, 10], // Saturn: Capricorn, Aquarius
]

/**
 * Trikoṇa śodhana, BPHS ch. 67: in each trine, if one sign has no bindu nothing changes; if all three are
 * equal all become 0; otherwise the least is subtracted from all three. All three rules are the one
 * operation "subtract the trine's minimum", which is how it is written here.
 */
export function trikonaShodhana(bindus: readonly number[]): number[] {
  const out = [...bindus]
  for (const trine of TRINES) {
    const least = Math.min(...trine.map((s) => out[s]!))
    for (const s of trine) out[s]! -= least
  }
  return out
}

/**
 * Ekādhipatya śodhana, BPHS ch. 68 vv. 2–9, on a varga already reduced by trikoṇa śodhana, for each of
 * the five pairs of signs with one lord (in every planet's varga, not only the lord's own):
 * - either sign has 0 bindus (v. 7–8): no change;
 * - both signs occupied by planets (v. 4): no change;
 * - both unoccupied: equal → both 0 (v. 5); unequal → the greater made equal to the lesser (v. 2);
 * - one occupied, one not: the unoccupied sign, if it has fewer bindus (v. 3) or the same number (v. 6),
 *   becomes 0; if it has more, it is made equal to the occupied one (v. 2). The occupied sign keeps its
 *   bindus.
 * "Occupied" means a graha stands there: `occupied[sign]` is true for signs holding any of the seven
 * planets (the nodes are not counted; Astrobix says so explicitly). The lagna is not a graha either, but
 * PVR's Exercise 22 (and JHora) count its sign as occupied: callers who want that set its flag.
 * PVR's printed rules omit the tie with one sign occupied (v. 6); his Exercise 22 answer clears it too.
 */
export function ekadhipatyaShodhana(afterTrikona: readonly number[], occupied: readonly boolean[]): number[] {
  const out = [...afterTrikona]
  for (const [a, b] of SAME_LORD_PAIRS) {
    const na = out[a]!
    const nb = out[b]!
    if (na === 0 || nb === 0) continue
    const occA = occupied[a] === true
    const occB = occupied[b] === true
    if (occA && occB) continue
    if (!occA && !occB) {
      const v = na === nb ? 0 : Math.min(na, nb)
      out[a] = v
      out[b] = v
      continue
    }
    const [full, empty] = occA ? [a, b] : [b, a]
    out[empty] = out[empty]! > out[full]! ? out[full]! : 0
  }
  return out
}

/** Signs (0 … 11) holding at least one of the seven planets. */
export function occupiedSigns(signs: Readonly<Record<Planet, number>>): boolean[] {
  const occupied = new Array<boolean>(12).fill(false)
  for (const p of PLANETS) occupied[((signs[p] % 12) + 12) % 12] = true
  return occupied
}
