/**
 * Other widely used yogas, first half (jyotisha.md §4.9: BPHS's "many other yogas" as PVR defines
 * them): Saraswati, Parvata, Kahala, Chamara, Shankha, Bheri, Mridanga, Shrinatha, Kalpadruma, Gauri.
 * Where a yoga has two alternative formations in the text, either one forms it.
 */
import {
  aspects,
  conjunct,
  isBenefic,
  isKendra,
  lordOfHouse,
  occupantsOfHouse,
  type ChartFacts,
} from '../facts.js'
import { GRAHAS, lordOf, type Graha } from '../grahas.js'
import {
  andList,
  andWho,
  houseOf,
  housesPhrase,
  inExaltationSign,
  inHouses,
  inOwnSign,
  isKendraOrTrikona,
  isStrong,
  lordPhrase,
  mutualKendra,
  ordinal,
  placed,
  SEVEN,
  signName,
  signStanding,
  strongBecause,
  titled,
  who,
} from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const BPHS = ['Brihat Parashara Hora Shastra'] as const
const one = (o: Occurrence | null): Occurrence[] => (o === null ? [] : [o])

/** "Jupiter exalted in Cancer" or "Jupiter in the 5th house". */
const standing = (c: ChartFacts, g: Graha): string =>
  inExaltationSign(c, g)
    ? `${who(g)} exalted in ${signName(c.grahas[g].sign)}`
    : `${who(g)} in the ${ordinal(houseOf(c, g))} house`

/* Saraswati: Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd; Jupiter in its own,
 * exaltation or a friend's sign (the compound relationship of dignity.ts). */
function saraswati(c: ChartFacts): Occurrence | null {
  const trio = ['Mercury', 'Jupiter', 'Venus'] as const
  if (!trio.every((p) => isKendraOrTrikona(houseOf(c, p)) || houseOf(c, p) === 2)) return null
  const d = c.grahas.Jupiter.dignity
  if (!['exalted', 'moolatrikona', 'own', 'friendly'].includes(d)) return null
  const sign =
    d === 'exalted' ? 'its exaltation sign' : d === 'friendly' ? 'a friend’s sign' : 'a sign of its own'
  return {
    reason: `Mercury, Jupiter and Venus stand in kendras, trikonas or the 2nd (${inHouses(c, trio)}), and Jupiter is in ${signName(c.grahas.Jupiter.sign)}, ${sign}.`,
    planets: [...trio],
  }
}

/* Parvata: the kendras hold only benefics (at least one), and the 6th and 8th are empty or hold only
 * benefics. jyotisha.md writes "7th and 8th"; BPHS and B.V. Raman name the 6th and 8th, used here (the
 * 7th is a kendra already). */
function parvata(c: ChartFacts): Occurrence | null {
  const inKendras = GRAHAS.filter((g) => isKendra(houseOf(c, g)))
  if (inKendras.length === 0 || !inKendras.every((g) => isBenefic(c, g))) return null
  const sixEight = [...occupantsOfHouse(c, 6), ...occupantsOfHouse(c, 8)]
  if (!sixEight.every((g) => isBenefic(c, g))) return null
  return {
    reason: `Only benefics occupy the kendras (${inHouses(c, inKendras)}), and the 6th and 8th houses are ${sixEight.length === 0 ? 'empty' : 'held only by benefics'}.`,
    planets: [...inKendras, ...sixEight],
  }
}

/* Kahala: the 4th lord and Jupiter in mutual kendras with the lagna lord strong; or the 4th lord in its
 * own or exaltation sign joined by the 10th lord. */
function kahala(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l4 = lordOfHouse(c, 4)
  const l10 = lordOfHouse(c, 10)
  if (l4 !== 'Jupiter' && mutualKendra(c, l4, 'Jupiter') && isStrong(c, l1))
    return {
      reason: `${lordPhrase(4, l4)} and Jupiter are in kendras from each other (${placed(c, l4)}, ${placed(c, 'Jupiter')}), and the lagna lord is strong: ${strongBecause(c, l1)}.`,
      planets: [l4, 'Jupiter', l1],
    }
  if ((inOwnSign(c, l4) || inExaltationSign(c, l4)) && l10 !== l4 && conjunct(c, l4, l10))
    return {
      reason: `${lordPhrase(4, l4)} is in ${signName(c.grahas[l4].sign)}, ${inExaltationSign(c, l4) ? 'its exaltation sign' : 'its own sign'}, joined by ${titled('the 10th lord', l10)}.`,
      planets: [l4, l10],
    }
  return null
}

/* Chamara: the lagna lord exalted in a kendra and aspected by Jupiter; or two benefics together in the
 * lagna, 7th, 9th or 10th. jyotisha.md lists the 7th, 9th and 10th; BPHS and B.V. Raman also name the
 * lagna, which is included. */
function chamara(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  if (inExaltationSign(c, l1) && isKendra(houseOf(c, l1)) && aspects(c, 'Jupiter', l1))
    return {
      reason: `${titled('the lagna lord', l1)} is exalted in ${signName(c.grahas[l1].sign)} in the ${ordinal(houseOf(c, l1))} house, a kendra, and Jupiter aspects it.`,
      planets: [l1, 'Jupiter'],
    }
  for (const h of [1, 7, 9, 10]) {
    const benefics = occupantsOfHouse(c, h).filter((g) => isBenefic(c, g))
    if (benefics.length >= 2)
      return {
        reason: `${andWho(benefics)}, benefics, are together in the ${ordinal(h)} house.`,
        planets: benefics,
      }
  }
  return null
}

/* Shankha: the lagna lord strong and the 5th and 6th lords in mutual kendras; or the lagna and 10th
 * lords together in a movable sign with the 9th lord strong. */
function shankha(c: ChartFacts): Occurrence | null {
  const [l1, l5, l6, l9, l10] = [1, 5, 6, 9, 10].map((h) => lordOfHouse(c, h)) as [
    Graha,
    Graha,
    Graha,
    Graha,
    Graha,
  ]
  if (isStrong(c, l1) && l5 !== l6 && mutualKendra(c, l5, l6))
    return {
      reason: `${titled('the 5th lord', l5)} and ${titled('the 6th lord', l6)} are in kendras from each other, and the lagna lord is strong: ${strongBecause(c, l1)}.`,
      planets: [l1, l5, l6],
    }
  if (l1 !== l10 && conjunct(c, l1, l10) && c.grahas[l1].sign % 3 === 0 && isStrong(c, l9))
    return {
      reason: `${titled('the lagna lord', l1)} and ${titled('the 10th lord', l10)} are together in ${signName(c.grahas[l1].sign)}, a movable sign, and the 9th lord is strong: ${strongBecause(c, l9)}.`,
      planets: [l1, l10, l9],
    }
  return null
}

/* Bheri: the 9th lord strong, and either the 1st, 2nd, 7th and 12th each occupied by a planet (Sun to
 * Saturn), or Jupiter, Venus and the lagna lord in mutual kendras. */
function bheri(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l9 = lordOfHouse(c, 9)
  if (!isStrong(c, l9)) return null
  const strong = `the 9th lord is strong: ${strongBecause(c, l9)}`
  const houses = [1, 2, 7, 12]
  if (houses.every((h) => SEVEN.some((p) => houseOf(c, p) === h))) {
    const there = SEVEN.filter((p) => houses.includes(houseOf(c, p)))
    return {
      reason: `Planets occupy each of ${housesPhrase(houses)}, and ${strong}.`,
      planets: [...there, l9],
    }
  }
  const trio = [...new Set<Graha>(['Jupiter', 'Venus', l1])]
  if (trio.every((a) => trio.every((b) => mutualKendra(c, a, b))))
    return {
      reason: `${andList(trio.map((g) => (g === l1 ? `${who(g)} (the lagna lord)` : who(g))))} are in kendras from one another, and ${strong}.`,
      planets: [...trio, l9],
    }
  return null
}

/* Mridanga (as jyotisha.md gives it): at least one planet in its own or exaltation sign in a kendra or
 * trikona, and the lagna lord strong. */
function mridanga(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const dignified = SEVEN.filter(
    (p) => (inOwnSign(c, p) || inExaltationSign(c, p)) && isKendraOrTrikona(houseOf(c, p)),
  )
  if (dignified.length === 0 || !isStrong(c, l1)) return null
  return {
    reason:
      `${andList(dignified.map((p) => `${who(p)} holds ${signStanding(c, p)} ${signName(c.grahas[p].sign)} in the ${ordinal(houseOf(c, p))} house`))}, ` +
      `${dignified.length > 1 ? 'kendras or trikonas' : 'a kendra or trikona'}; and the lagna lord is strong: ${strongBecause(c, l1)}.`,
    planets: [...dignified, l1],
  }
}

/* Shrinatha: the 7th lord exalted in the 10th, and the 10th lord with the 9th lord. */
function shrinatha(c: ChartFacts): Occurrence | null {
  const [l7, l9, l10] = [7, 9, 10].map((h) => lordOfHouse(c, h)) as [Graha, Graha, Graha]
  if (!inExaltationSign(c, l7) || houseOf(c, l7) !== 10 || l9 === l10 || !conjunct(c, l9, l10)) return null
  return {
    reason: `${lordPhrase(7, l7)} is exalted in ${signName(c.grahas[l7].sign)} in the 10th house, and ${titled('the 10th lord', l10)} is with ${titled('the 9th lord', l9)}.`,
    planets: [l7, l9, l10],
  }
}

/* Kalpadruma (Parijata), as PVR reads BPHS: the lagna lord, its dispositor, and that dispositor's own
 * dispositors in the rashi and in the navamsa all in kendras or trikonas, or exalted. */
function kalpadruma(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const disp = lordOf(c.grahas[l1].sign)
  const rashiDisp = lordOf(c.grahas[disp].sign)
  const navamsaDisp = lordOf(c.grahas[disp].navamsaSign)
  const chain = [...new Set<Graha>([l1, disp, rashiDisp, navamsaDisp])]
  if (!chain.every((g) => isKendraOrTrikona(houseOf(c, g)) || inExaltationSign(c, g))) return null
  return {
    reason:
      `The lagna lord, its dispositor, and that dispositor's own dispositors in the rashi and the navamsa ` +
      `(${andWho([l1, disp, rashiDisp, navamsaDisp])} in turn) are all in kendras, trikonas or exaltation: ` +
      `${andList(chain.map((g) => standing(c, g)))}.`,
    planets: chain,
  }
}

/* Gauri: the lord of the navamsa sign of the 10th lord is exalted in the 10th, joined by the lagna lord
 * (two different planets). */
function gauri(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l10 = lordOfHouse(c, 10)
  const n = lordOf(c.grahas[l10].navamsaSign)
  if (n === l1 || !inExaltationSign(c, n) || houseOf(c, n) !== 10 || !conjunct(c, n, l1)) return null
  return {
    reason: `${lordPhrase(10, l10)} is in the navamsa of ${signName(c.grahas[l10].navamsaSign)}, ${titled('whose lord', n)} is exalted in ${signName(c.grahas[n].sign)} in the 10th house, joined by ${titled('the lagna lord', l1)}.`,
    planets: [l10, n, l1],
  }
}

export const NAMED_A_YOGAS: YogaRule[] = [
  {
    name: 'Saraswati',
    category: 'Other',
    sources: ['Phaladeepika', 'Jataka Parijata', 'Brihat Parashara Hora Shastra'],
    description:
      'Mercury, Jupiter and Venus well placed together is traditionally associated with learning, eloquence and a gift for the arts and sciences.',
    find: (c) => one(saraswati(c)),
  },
  {
    name: 'Parvata',
    category: 'Other',
    sources: BPHS,
    description:
      'Benefics holding the angles with the difficult houses clear is traditionally read as prosperity, generosity and a respected name.',
    find: (c) => one(parvata(c)),
  },
  {
    name: 'Kahala',
    category: 'Other',
    sources: BPHS,
    description:
      'A well-linked 4th lord is traditionally associated with boldness, determination and the capacity to lead a group.',
    find: (c) => one(kahala(c)),
  },
  {
    name: 'Chamara',
    category: 'Other',
    sources: BPHS,
    description:
      'This combination is traditionally linked with eloquence, learning and honour from those in authority.',
    find: (c) => one(chamara(c)),
  },
  {
    name: 'Shankha',
    category: 'Other',
    sources: BPHS,
    description:
      'This combination is traditionally read as a kind and principled nature, a good family life and lasting comfort.',
    find: (c) => one(shankha(c)),
  },
  {
    name: 'Bheri',
    category: 'Other',
    sources: BPHS,
    description:
      'A strong 9th lord with this support is traditionally associated with health, comfort, a good family and a respected standing.',
    find: (c) => one(bheri(c)),
  },
  {
    name: 'Mridanga',
    category: 'Other',
    sources: BPHS,
    description:
      'Dignified planets in strong houses with a strong lagna lord are traditionally read as recognition, comfort and a pleasant life.',
    find: (c) => one(mridanga(c)),
  },
  {
    name: 'Shrinatha',
    category: 'Other',
    sources: BPHS,
    description:
      'An exalted 7th lord in the 10th with the lords of fortune and work together is traditionally linked with prosperity, good speech and devotion.',
    find: (c) => one(shrinatha(c)),
  },
  {
    name: 'Kalpadruma',
    category: 'Other',
    sources: BPHS,
    description:
      'A chain of well-placed dispositors from the lagna lord is traditionally read as steady prosperity, a principled life and generosity.',
    find: (c) => one(kalpadruma(c)),
  },
  {
    name: 'Gauri',
    category: 'Other',
    sources: BPHS,
    description:
      'This combination is traditionally associated with a respected family, good character and success in one’s field.',
    find: (c) => one(gauri(c)),
  },
]
