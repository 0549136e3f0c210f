/**
 * The rest of jyotisha.md §4.2: Amala, Vasumati, Guru-Mangala and Pushkala.
 */
import {
  aspectsSign,
  conjunct,
  isBenefic,
  isKendra,
  lordOfHouse,
  occupantsOfHouse,
  type ChartFacts,
} from '../facts.js'
import { houseFrom, lordOf } from '../grahas.js'
import {
  andList,
  andWho,
  fromMoon,
  houseOf,
  inGreatFriendSign,
  isStrong,
  NATURAL_BENEFICS,
  ordinal,
  SEVEN,
  signName,
  titled,
} from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const UPACHAYA = [3, 6, 10, 11]

/*
 * Amala: the 10th from the lagna holds at least one graha and every graha there is a benefic of this
 * chart (Jupiter, Venus, the waxing Moon, an unafflicted Mercury). Variant: the 10th from the lagna
 * only (Phaladeepika's wording); the 10th from the Moon that many also accept is not tested.
 */
function amala(c: ChartFacts): Occurrence[] {
  const there = occupantsOfHouse(c, 10)
  if (there.length === 0 || !there.every((g) => isBenefic(c, g))) return []
  const named = there.map((g) => (g === 'Moon' ? 'the waxing Moon' : g))
  return [
    {
      reason: `Only benefics occupy the 10th house, ${signName(c.grahas[there[0]!].sign)}: ${andList(named)}.`,
      planets: there,
    },
  ]
}

/*
 * Vasumati: all three natural benefics Mercury, Jupiter and Venus in upachayas (3, 6, 10, 11) from the
 * lagna, or all three from the Moon (Phaladeepika: "the benefics"; the Moon is left out because it is
 * one of the two points counted from). The lagna is tried first.
 */
function vasumati(c: ChartFacts): Occurrence[] {
  for (const from of ['lagna', 'Moon'] as const) {
    if (from === 'Moon' && !c.timeKnown) break // the lagna is then the Moon's sign
    const count = (p: (typeof NATURAL_BENEFICS)[number]) =>
      from === 'lagna' ? houseOf(c, p) : fromMoon(c, p)
    if (!NATURAL_BENEFICS.every((p) => UPACHAYA.includes(count(p)))) continue
    const where = andList(NATURAL_BENEFICS.map((p) => `${p} in the ${ordinal(count(p))}`))
    const ref = from === 'lagna' ? 'houses' : 'signs from the Moon'
    return [
      {
        reason: `Mercury, Jupiter and Venus all occupy upachaya ${ref}, the 3rd, 6th, 10th and 11th (${where}).`,
        planets: from === 'Moon' ? ['Moon', ...NATURAL_BENEFICS] : NATURAL_BENEFICS,
        fromMoon: from === 'Moon',
      },
    ]
  }
  return []
}

/*
 * Pushkala (BPHS, as PVR reads it; jyotisha.md §4.2): the lagna lord with the Moon; the Moon's
 * dispositor in a kendra or in the sign of a compound great friend, and aspecting the lagna; and a
 * strong planet (Sun to Saturn) in the lagna. It ties the Moon to the lagna, so it is not evaluated
 * when the birth time is unknown (the lagna would be the Moon's own sign).
 */
function pushkala(c: ChartFacts): Occurrence[] {
  if (!c.timeKnown) return []
  const lagnaLord = lordOfHouse(c, 1)
  const dispositor = lordOf(c.grahas.Moon.sign)
  if (!conjunct(c, lagnaLord, 'Moon')) return []
  const kendra = isKendra(houseOf(c, dispositor))
  if (!(kendra || inGreatFriendSign(c, dispositor)) || !aspectsSign(c, dispositor, c.lagnaSign)) return []
  const inLagna = SEVEN.filter((p) => houseOf(c, p) === 1 && isStrong(c, p))
  if (inLagna.length === 0) return []
  const lordWithMoon =
    lagnaLord === 'Moon'
      ? 'The Moon is itself the lagna lord'
      : `${titled('the lagna lord', lagnaLord)} is with the Moon in ${signName(c.grahas.Moon.sign)}`
  const dispositorPlace = kendra
    ? `in the ${ordinal(houseOf(c, dispositor))} house, a kendra`
    : `in ${signName(c.grahas[dispositor].sign)}, the sign of a great friend`
  return [
    {
      reason:
        `${lordWithMoon}; ${titled("the Moon's dispositor", dispositor)} is ${dispositorPlace}, and aspects the lagna; ` +
        `and ${andWho(inLagna)}, strong, ${inLagna.length > 1 ? 'occupy' : 'occupies'} the lagna.`,
      planets: ['Moon', lagnaLord, dispositor, ...inLagna],
      houses: [1, houseOf(c, 'Moon'), houseOf(c, dispositor)],
    },
  ]
}

export const CHANDRA_MORE_YOGAS: YogaRule[] = [
  {
    name: 'Amala',
    category: 'Chandra',
    sources: ['Phaladeepika'],
    description:
      'Only benefics in the 10th house is traditionally read as a good reputation and conduct that others trust.',
    find: amala,
  },
  {
    name: 'Vasumati',
    category: 'Chandra',
    sources: ['Phaladeepika'],
    description:
      'Benefics in the houses of growth are traditionally associated with wealth that builds steadily over time.',
    find: vasumati,
  },
  {
    name: 'Guru-Mangala',
    category: 'Chandra',
    sources: ['Vedic Astrology: An Integrated Approach'],
    description:
      'Jupiter linked with Mars, a name from modern compilations, is associated with energy guided by principle and with success in purposeful undertakings.',
    find: (c) => {
      if (conjunct(c, 'Jupiter', 'Mars'))
        return [
          {
            reason: `Jupiter and Mars are together in ${signName(c.grahas.Mars.sign)}.`,
            planets: ['Mars', 'Jupiter'],
          },
        ]
      if (houseFrom(c.grahas.Jupiter.sign, c.grahas.Mars.sign) === 7)
        return [
          {
            reason: `Jupiter in ${signName(c.grahas.Jupiter.sign)} and Mars in ${signName(c.grahas.Mars.sign)} face each other across the 7th.`,
            planets: ['Mars', 'Jupiter'],
          },
        ]
      return []
    },
  },
  {
    name: 'Pushkala',
    category: 'Chandra',
    sources: ['Brihat Parashara Hora Shastra'],
    description:
      'A Moon linked with the lagna lord and a well-placed dispositor is traditionally associated with prosperity, pleasant speech and recognition.',
    find: pushkala,
  },
]
