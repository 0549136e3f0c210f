/**
 * Dignity of a graha in a sign (jyotisha.md §1.3, §1.4; BPHS 3.49–57): exalted, moolatrikona, own,
 * or, from the compound (pañcadhā) relationship with the sign's lord, friendly, neutral or enemy;
 * debilitated. Precedence: exaltation, then moolatrikona (within its degrees), then own sign, then the
 * relationship; debilitation is the whole sign. Where BPHS shares a sign between exaltation and
 * moolatrikona it splits it by degrees: the Moon is exalted in Taurus 0°–3° and moolatrikona 3°–30°,
 * Mercury exalted in Virgo 0°–15°, moolatrikona 15°–20°, own 20°–30°.
 */
import { GRAHAS, houseFrom, lordOf, PLANETS, type Graha, type Planet } from './grahas.js'

export const DIGNITIES = [
  'exalted',
  'moolatrikona',
  'own',
  'friendly',
  'neutral',
  'enemy',
  'debilitated',
] as const
export type Dignity = (typeof DIGNITIES)[number]

interface DignityTable {
  exaltation: number
  /** Degrees of the exaltation sign that count as exalted: [0, exaltedTo). */
  exaltedTo: number
  debilitation: number
  own: readonly number[]
  /** Moolatrikona sign and degrees [from, to). */
  moolatrikona: { sign: number; from: number; to: number }
}

/** BPHS 3.49–54 as tabulated in jyotisha.md §1.3; the nodes per the BPHS verse quoted there (Rahu
 *  exalted in Taurus, Ketu in Scorpio, moolatrikona Gemini / Sagittarius, own Aquarius / Scorpio). */
export const DIGNITY_TABLE: Record<Graha, DignityTable> = {
  Sun: {
    exaltedTo: 30,
    exaltation: 0,
    debilitation: 6,
    own: [4],
    moolatrikona: { sign: 4, from: 0, to: 20 },
  },
  Moon: {
    exaltedTo: 3,
    exaltation: 1,
    debilitation: 7,
    own: [3],
    moolatrikona: { sign: 1, from: 3, to: 30 },
  },
  Mars: {
    exaltedTo: 30,
    exaltation: 9,
    debilitation: 3,
    own: [0, 7],
    moolatrikona: { sign: 0, from: 0, to: 12 },
  },
  Mercury: {
    exaltedTo: 15,
    exaltation: 5,
    debilitation: 11,
    own: [2, 5],
    moolatrikona: { sign: 5, from: 15, to: 20 },
  },
  Jupiter: {
    exaltedTo: 30,
    exaltation: 3,
    debilitation: 9,
    own: [8, 11],
    moolatrikona: { sign: 8, from: 0, to: 10 },
  },
  Venus: {
    exaltedTo: 30,
    exaltation: 11,
    debilitation: 5,
    own: [1, 6],
    moolatrikona: { sign: 6, from: 0, to: 15 },
  },
  Saturn: {
    exaltedTo: 30,
    exaltation: 6,
    debilitation: 0,
    own: [9, 10],
    moolatrikona: { sign: 10, from: 0, to: 20 },
  },
  Rahu: {
    exaltedTo: 30,
    exaltation: 1,
    debilitation: 7,
    own: [10],
    moolatrikona: { sign: 2, from: 0, to: 30 },
  },
  Ketu: {
    exaltedTo: 30,
    exaltation: 7,
    debilitation: 1,
    own: [7],
    moolatrikona: { sign: 8, from: 0, to: 30 },
  },
}

export type Natural = 'friend' | 'neutral' | 'enemy'

/** Natural (naisargika) relationships, BPHS 3.55, the standard table of jyotisha.md §1.4. The nodes have
 *  no Parashari table: the widely used convention (PyJHora's) is given, and marked non-classical. */
const NATURAL: Record<Graha, { friends: Graha[]; enemies: Graha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
  Rahu: { friends: ['Venus', 'Saturn'], enemies: ['Sun', 'Moon', 'Mars'] },
  Ketu: { friends: ['Sun', 'Mars'], enemies: ['Venus', 'Saturn'] },
}

export function naturalRelation(of: Graha, toward: Graha): Natural {
  const n = NATURAL[of]
  return n.friends.includes(toward) ? 'friend' : n.enemies.includes(toward) ? 'enemy' : 'neutral'
}

/** Temporary (tātkālika) friend: the other sits in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from
 *  this one (BPHS 3.56). */
export function temporaryFriend(fromSign: number, otherSign: number): boolean {
  return [2, 3, 4, 10, 11, 12].includes(houseFrom(fromSign, otherSign))
}

export type Compound = 'great friend' | 'friend' | 'neutral' | 'enemy' | 'great enemy'

/** Compound (pañcadhā) relationship, BPHS 3.57. */
export function compoundRelation(natural: Natural, temporaryIsFriend: boolean): Compound {
  if (natural === 'friend') return temporaryIsFriend ? 'great friend' : 'neutral'
  if (natural === 'neutral') return temporaryIsFriend ? 'friend' : 'enemy'
  return temporaryIsFriend ? 'neutral' : 'great enemy'
}

/**
 * Dignity of `graha` at sidereal longitude `lonDeg`, given the signs of all grahas (for the
 * temporary relationship with its sign's lord).
 */
export function dignityOf(graha: Graha, lonDeg: number, signOf: Record<Graha, number>): Dignity {
  const sign = Math.floor(lonDeg / 30) % 12
  const degree = lonDeg - sign * 30
  const t = DIGNITY_TABLE[graha]
  if (sign === t.exaltation && degree < t.exaltedTo) return 'exalted'
  if (sign === t.debilitation) return 'debilitated'
  if (sign === t.moolatrikona.sign && degree >= t.moolatrikona.from && degree < t.moolatrikona.to)
    return 'moolatrikona'
  if (t.own.includes(sign)) return 'own'
  const lord = lordOf(sign)
  if (lord === graha) return 'own'
  const compound = compoundRelation(
    naturalRelation(graha, lord),
    temporaryFriend(signOf[graha], signOf[lord]),
  )
  return compound === 'great friend' || compound === 'friend'
    ? 'friendly'
    : compound === 'neutral'
      ? 'neutral'
      : 'enemy'
}

export { GRAHAS, PLANETS, type Planet }
