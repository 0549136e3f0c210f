/**
 * Bhāva bala, the strength of the twelve houses (BPHS ch. 28), as worked in B. V. Raman, "Graha and
 * Bhava Balas", ch. IX: bhāvādhipati bala (the lord's ṣaḍbala), bhāva dig bala and bhāva dṛṣṭi bala,
 * in ṣaṣṭiāṃśas.
 *
 * Each house is measured at its bhāva madhya. Our charts use whole-sign houses; their usual madhya is the
 * lagna's degree in each sign (`equalBhavaMadhyasDeg`), which keeps every madhya inside its own sign, so
 * the house lord is the lord of the whole-sign house. Raman uses Śrīpati bhāvas (`sripatiBhavaMadhyasDeg`):
 * the 1st, 4th, 7th and 10th madhyas are the lagna, IC, descendant and MC, and the others trisect the
 * quadrants; a madhya can then fall in the next or previous sign, changing its lord.
 */
import { drishtiVirupas } from '../drishti-virupa.js'
import { PLANETS, lordOf, type Planet } from '../grahas.js'
import { isBenefic } from './kala.js'

const norm360 = (x: number): number => ((x % 360) + 360) % 360

/** Equal-house madhyas from the lagna, degrees, index 0 = 1st house. */
export function equalBhavaMadhyasDeg(lagnaLonDeg: number): number[] {
  return Array.from({ length: 12 }, (_, i) => norm360(lagnaLonDeg + 30 * i))
}

/** Śrīpati bhāva madhyas, degrees, index 0 = 1st house: quadrants between lagna and MC trisected. */
export function sripatiBhavaMadhyasDeg(lagnaLonDeg: number, mcLonDeg: number): number[] {
  const out = new Array<number>(12)
  const asc = norm360(lagnaLonDeg)
  const mc = norm360(mcLonDeg)
  const arcMcToAsc = norm360(asc - mc)
  const arcAscToIc = 180 - arcMcToAsc
  for (let k = 0; k < 3; k++) {
    out[(9 + k) % 12] = norm360(mc + (k * arcMcToAsc) / 3) // 10th, 11th, 12th
    out[k] = norm360(asc + (k * arcAscToIc) / 3) // 1st, 2nd, 3rd
  }
  for (let i = 0; i < 3; i++) out[i + 6] = norm360(out[i]! + 180) // 7th, 8th, 9th
  for (let i = 9; i < 12; i++) out[i - 6] = norm360(out[i]! + 180) // 4th, 5th, 6th
  return out
}

/**
 * House (1–12) in which a madhya in `signIndex` at `degInSign` has its full dig bala (BPHS 28): human
 * signs (Gemini, Virgo, Libra, Aquarius, first half of Sagittarius) in the 1st; water signs (Cancer,
 * Pisces, second half of Capricorn) in the 4th; Scorpio in the 7th; quadruped signs (Aries, Taurus,
 * Leo, second half of Sagittarius, first half of Capricorn) in the 10th.
 */
function strongHouse(signIndex: number, degInSign: number): number {
  if ([2, 5, 6, 10].includes(signIndex) || (signIndex === 8 && degInSign < 15)) return 1
  if ([3, 11].includes(signIndex) || (signIndex === 9 && degInSign >= 15)) return 4
  if (signIndex === 7) return 7
  return 10
}

/** Bhāva dig bala of `house` (1–12) with its madhya at `madhyaLonDeg`, ṣaṣṭiāṃśas {0, 10, …, 60}:
 *  60 in the class's strong house, 10 less for each house away (BPHS 28; Raman ch. IX). */
export function bhavaDigBala(house: number, madhyaLonDeg: number): number {
  const lon = norm360(madhyaLonDeg)
  const sign = Math.floor(lon / 30)
  const d = Math.abs(house - strongHouse(sign, lon - 30 * sign)) % 12
  return (6 - Math.min(d, 12 - d)) * 10
}

/** Bhāva dṛṣṭi bala, ṣaṣṭiāṃśas (signed): a quarter of the sphuṭa dṛṣṭi of each planet on the madhya,
 *  benefics adding and malefics subtracting, except Jupiter's and Mercury's, which count in full
 *  (BPHS 28; Raman ch. IX). */
function bhavaDrishtiBala(madhyaLonDeg: number, lonDeg: Record<Planet, number>): number {
  let total = 0
  for (const p of PLANETS) {
    const v = drishtiVirupas(p, lonDeg[p], madhyaLonDeg)
    const weight = p === 'Jupiter' || p === 'Mercury' ? 1 : 0.25
    total += (isBenefic(p, lonDeg) ? 1 : -1) * weight * v
  }
  return total
}

export interface BhavaBalaResult {
  house: number
  shashtiamsas: number
  rupas: number
  parts: { adhipati: number; dig: number; drishti: number }
}

/**
 * Bhāva bala of the twelve houses, ṣaṣṭiāṃśas and rūpas (BPHS 28). `madhyasDeg[i]` is the madhya of
 * house i + 1; `shadbalaShashtiamsas` the planets' ṣaḍbala totals (for the lords).
 */
export function bhavaBala(
  madhyasDeg: readonly number[],
  lonDeg: Record<Planet, number>,
  shadbalaShashtiamsas: Record<Planet, number>,
): BhavaBalaResult[] {
  return madhyasDeg.map((madhya, i) => {
    const parts = {
      adhipati: shadbalaShashtiamsas[lordOf(Math.floor(norm360(madhya) / 30))],
      dig: bhavaDigBala(i + 1, madhya),
      drishti: bhavaDrishtiBala(madhya, lonDeg),
    }
    const shashtiamsas = parts.adhipati + parts.dig + parts.drishti
    return { house: i + 1, shashtiamsas, rupas: shashtiamsas / 60, parts }
  })
}
