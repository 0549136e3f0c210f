/**
 * Sthāna bala (positional strength), BPHS 27 (the five sthāna parts), as worked in B. V. Raman, "Graha and
 * Bhava Balas", ch. III: uccha, saptavargaja, ojhayugma, kendra and drekkāṇa bala, in ṣaṣṭiāṃśas.
 */
import { DIGNITY_TABLE, compoundRelation, naturalRelation, temporaryFriend } from '../dignity.js'
import type { Compound } from '../dignity.js'
import { PLANETS, houseFrom, isOddSign, lordOf, type Planet } from '../grahas.js'
import { vargaSign, type Varga } from '../vargas.js'

/** Degree of deepest exaltation within the exaltation sign, BPHS 3.49–50 (jyotisha.md §1.3). */
const DEEP_EXALTATION_DEG: Record<Planet, number> = {
  Sun: 10,
  Moon: 3,
  Mars: 28,
  Mercury: 15,
  Jupiter: 5,
  Venus: 27,
  Saturn: 20,
}

const norm360 = (x: number): number => ((x % 360) + 360) % 360
const signOf = (lonDeg: number): number => Math.floor(norm360(lonDeg) / 30)

/** Deep debilitation longitude, degrees: the deep exaltation point + 180°. */
function deepDebilitationLonDeg(planet: Planet): number {
  return norm360(DIGNITY_TABLE[planet].exaltation * 30 + DEEP_EXALTATION_DEG[planet] + 180)
}

/** Uccha bala, ṣaṣṭiāṃśas [0, 60]: the arc from the deep debilitation point (≤ 180°) ÷ 3. BPHS 27. */
export function ucchaBala(planet: Planet, lonDeg: number): number {
  const arc = norm360(lonDeg - deepDebilitationLonDeg(planet))
  return (arc > 180 ? 360 - arc : arc) / 3
}

/** The seven vargas of saptavargaja bala (BPHS 27): rāśi, horā, drekkāṇa, saptāṃśa, navāṃśa,
 *  dvādaśāṃśa, triṃśāṃśa. */
const SAPTAVARGAS: readonly Varga[] = [1, 2, 3, 7, 9, 12, 30]

/** Virūpas for a planet in the sign of a lord of the given compound relation (BPHS 27; Raman ch. III
 *  §30 halves at every step). Santhanam's BPHS translation prints 20 / 10 / 4 / 2 for great friend /
 *  neutral / enemy / great enemy; Raman's worked table uses these figures and reconciles. */
const RELATION_VIRUPAS: Record<Compound, number> = {
  'great friend': 22.5,
  friend: 15,
  neutral: 7.5,
  enemy: 3.75,
  'great enemy': 1.875,
}

function inMoolatrikona(planet: Planet, lonDeg: number): boolean {
  const mt = DIGNITY_TABLE[planet].moolatrikona
  const deg = norm360(lonDeg) - signOf(lonDeg) * 30
  return signOf(lonDeg) === mt.sign && deg >= mt.from && deg < mt.to
}

/**
 * Virūpas earned by `planet` in one varga: 45 in its moolatrikona (the rāśi only: a varga sign has no
 * degrees), 30 in its own sign, else by its compound relation with the varga sign's lord, the temporary
 * part taken from the rāśi chart (`rasiSignOf`). Raman ch. III; PyJHora strength.py does the same.
 */
function vargaVirupas(
  planet: Planet,
  varga: Varga,
  lonDeg: number,
  rasiSignOf: Record<Planet, number>,
): number {
  if (varga === 1 && inMoolatrikona(planet, lonDeg)) return 45
  const lord = lordOf(vargaSign(varga, lonDeg))
  if (lord === planet) return 30
  const rel = compoundRelation(
    naturalRelation(planet, lord),
    temporaryFriend(rasiSignOf[planet], rasiSignOf[lord]),
  )
  return RELATION_VIRUPAS[rel]
}

/** Saptavargaja bala, ṣaṣṭiāṃśas: the sum of `vargaVirupas` over the seven vargas. BPHS 27. */
function saptavargajaBala(planet: Planet, lonDeg: Record<Planet, number>): number {
  const rasiSignOf = Object.fromEntries(PLANETS.map((p) => [p, signOf(lonDeg[p])])) as Record<Planet, number>
  return SAPTAVARGAS.reduce((sum, v) => sum + vargaVirupas(planet, v, lonDeg[planet], rasiSignOf), 0)
}

/** Ojhayugma bala, ṣaṣṭiāṃśas {0, 15, 30}: 15 for the rāśi and 15 for the navāṃśa when the sign's parity
 *  suits the planet, even signs for the Moon and Venus, odd for the others. BPHS 27. */
function ojhayugmaBala(planet: Planet, lonDeg: number): number {
  const wantsOdd = planet !== 'Moon' && planet !== 'Venus'
  const score = (sign: number) => (isOddSign(sign) === wantsOdd ? 15 : 0)
  return score(signOf(lonDeg)) + score(vargaSign(9, lonDeg))
}

/** Kendra bala, ṣaṣṭiāṃśas {60, 30, 15}: kendra, paṇaphara or āpoklima sign counted from the lagna sign
 *  (by sign, as Raman ch. III). BPHS 27. */
export function kendraBala(lonDeg: number, lagnaLonDeg: number): number {
  const house = houseFrom(signOf(lagnaLonDeg), signOf(lonDeg))
  return house % 3 === 1 ? 60 : house % 3 === 2 ? 30 : 15
}

/** Drekkāṇa of strength by the planet's sex (BPHS 27): male (Sun, Mars, Jupiter) the first, neuter
 *  (Mercury, Saturn) the second, female (Moon, Venus) the third. */
const DREKKANA_OF_STRENGTH: Record<Planet, number> = {
  Sun: 0,
  Mars: 0,
  Jupiter: 0,
  Mercury: 1,
  Saturn: 1,
  Moon: 2,
  Venus: 2,
}

/** Drekkāṇa bala, ṣaṣṭiāṃśas {0, 15}. BPHS 27. */
function drekkanaBala(planet: Planet, lonDeg: number): number {
  const part = Math.min(2, Math.floor((norm360(lonDeg) - signOf(lonDeg) * 30) / 10))
  return part === DREKKANA_OF_STRENGTH[planet] ? 15 : 0
}

export interface SthanaParts {
  uccha: number
  saptavargaja: number
  ojhayugma: number
  kendra: number
  drekkana: number
}

/** The five sthāna parts of `planet`, ṣaṣṭiāṃśas. BPHS 27; Raman ch. III. */
export function sthanaParts(
  planet: Planet,
  lonDeg: Record<Planet, number>,
  lagnaLonDeg: number,
): SthanaParts {
  const lon = lonDeg[planet]
  return {
    uccha: ucchaBala(planet, lon),
    saptavargaja: saptavargajaBala(planet, lonDeg),
    ojhayugma: ojhayugmaBala(planet, lon),
    kendra: kendraBala(lon, lagnaLonDeg),
    drekkana: drekkanaBala(planet, lon),
  }
}
