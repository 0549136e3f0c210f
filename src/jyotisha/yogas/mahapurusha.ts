/**
 * The five Pancha Mahapurusha yogas (jyotisha.md §4.1): Mars, Mercury, Jupiter, Venus or Saturn in its
 * own or exaltation sign AND in a kendra from the lagna. Variant: kendras from the lagna only (the BPHS
 * and Phaladeepika reading that §11 recommends; testing from the Moon too is a modern addition), with
 * whole signs (Mercury anywhere in Virgo, the Moon not involved), as §4.1 says.
 */
import { isKendra } from '../facts.js'
import type { Planet } from '../grahas.js'
import { ordinal, placed, signStanding } from './helpers.js'
import type { YogaRule } from './types.js'

const SOURCES = ['Brihat Parashara Hora Shastra', 'Phaladeepika', 'Saravali', 'Jataka Parijata'] as const

/** Own and exaltation signs, whole signs (0 = Aries). */
const MAHAPURUSHA: readonly [name: string, planet: Planet, signs: readonly number[], description: string][] =
  [
    [
      'Ruchaka',
      'Mars',
      [0, 7, 9],
      'A dignified Mars in an angle is traditionally linked with courage, vigour and a readiness to take the lead. Its results are read together with the rest of the chart.',
    ],
    [
      'Bhadra',
      'Mercury',
      [2, 5],
      'A dignified Mercury in an angle is traditionally associated with a quick intellect, skill with words and numbers, and aptitude for learning and trade.',
    ],
    [
      'Hamsa',
      'Jupiter',
      [3, 8, 11],
      'A dignified Jupiter in an angle is traditionally read as favouring wisdom, good conduct, learning and the respect of others.',
    ],
    [
      'Malavya',
      'Venus',
      [1, 6, 11],
      'A dignified Venus in an angle is traditionally associated with refinement, artistic taste, comfort and harmonious relationships.',
    ],
    [
      'Shasha',
      'Saturn',
      [6, 9, 10],
      'A dignified Saturn in an angle is traditionally linked with perseverance, organising ability and authority earned through steady effort.',
    ],
  ]

export const MAHAPURUSHA_YOGAS: YogaRule[] = MAHAPURUSHA.map(([name, planet, signs, description]) => ({
  name,
  category: 'Pancha Mahapurusha',
  sources: SOURCES,
  description,
  find: (c) => {
    const f = c.grahas[planet]
    if (!signs.includes(f.sign) || !isKendra(f.house)) return []
    return [
      {
        reason: `${placed(c, planet)}: ${signStanding(c, planet)}, and the ${ordinal(f.house)} house is a kendra.`,
        planets: [planet],
      },
    ]
  },
}))
