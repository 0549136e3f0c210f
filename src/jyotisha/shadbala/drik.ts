/**
 * Dṛk bala (aspect strength), BPHS 27, as worked in B. V. Raman, "Graha and Bhava Balas", ch. VIII, in
 * ṣaṣṭiāṃśas, from the sphuṭa dṛṣṭi of BPHS 26 (drishti-virupa.ts).
 */
import { drishtiVirupas } from '../drishti-virupa.js'
import { PLANETS, type Planet } from '../grahas.js'
import { isBenefic } from './kala.js'

/**
 * Dṛk bala of `planet`, ṣaṣṭiāṃśas (signed): a quarter of the sum of the sphuṭa dṛṣṭis it receives from the
 * other six planets, benefics adding and malefics subtracting (BPHS 27). Benefics per `isBenefic`: Jupiter,
 * Venus, the waxing Moon, and Mercury unless he shares a sign with a malefic.
 */
export function drikBala(planet: Planet, lonDeg: Record<Planet, number>): number {
  let pinda = 0
  for (const other of PLANETS) {
    if (other === planet) continue
    const v = drishtiVirupas(other, lonDeg[other], lonDeg[planet])
    pinda += isBenefic(other, lonDeg) ? v : -v
  }
  return pinda / 4
}
