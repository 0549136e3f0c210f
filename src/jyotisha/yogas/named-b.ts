/**
 * Other widely used yogas, second half (jyotisha.md §4.9): Bharati, Sharada, Indra, Devendra,
 * Amsavatara, Chatussagara, Kulavardhana, Shubha and Papa Kartari, Vanchana-Chora-Bhiti.
 *
 * Mahabhagya is not evaluated: it reads differently for men and women, and a chart request carries no
 * gender.
 */
import {
  aspects,
  conjunct,
  isBenefic,
  isKendra,
  isMalefic,
  lordOfHouse,
  occupantsOfHouse,
  type ChartFacts,
} from '../facts.js'
import { GRAHAS, houseFrom, lordOf, type Graha } from '../grahas.js'
import {
  andList,
  andWho,
  fromMoon,
  houseOf,
  inExaltationSign,
  inHouses,
  isDusthana,
  isStrong,
  lordPhrase,
  ordinal,
  SEVEN,
  signName,
  titled,
} from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const BPHS = ['Brihat Parashara Hora Shastra'] as const
const one = (o: Occurrence | null): Occurrence[] => (o === null ? [] : [o])

/* Bharati: the lord of the navamsa sign held by the 2nd, 5th or 11th lord is exalted and joins the 9th
 * lord (two different planets). The first of those lords that qualifies is reported. */
function bharati(c: ChartFacts): Occurrence | null {
  const l9 = lordOfHouse(c, 9)
  for (const h of [2, 5, 11]) {
    const lord = lordOfHouse(c, h)
    const n = lordOf(c.grahas[lord].navamsaSign)
    if (n === l9 || !inExaltationSign(c, n) || !conjunct(c, n, l9)) continue
    return {
      reason: `${lordPhrase(h, lord)} is in the navamsa of ${signName(c.grahas[lord].navamsaSign)}, ${titled('whose lord', n)} is exalted in ${signName(c.grahas[n].sign)} and joined by ${titled('the 9th lord', l9)}.`,
      planets: [lord, n, l9],
    }
  }
  return null
}

/* Sharada, all of (B.V. Raman's reading, as jyotisha.md lists it): the 10th lord in the 5th; Mercury in
 * a kendra; the Sun strong in Leo; Mercury or Jupiter in a trikona (1, 5, 9) from the Moon; Mars in the
 * 11th. */
function sharada(c: ChartFacts): Occurrence | null {
  const l10 = lordOfHouse(c, 10)
  const trine = (['Mercury', 'Jupiter'] as const).filter((p) => [1, 5, 9].includes(fromMoon(c, p)))
  const ok =
    houseOf(c, l10) === 5 &&
    isKendra(houseOf(c, 'Mercury')) &&
    c.grahas.Sun.sign === 4 &&
    isStrong(c, 'Sun') &&
    trine.length > 0 &&
    houseOf(c, 'Mars') === 11
  if (!ok) return null
  return {
    reason:
      `${titled('the 10th lord', l10)} is in the 5th house; Mercury is in the ${ordinal(houseOf(c, 'Mercury'))}, a kendra; ` +
      `the Sun is strong in Leo; ${andList(trine)} ${trine.length > 1 ? 'are' : 'is'} in a trikona from the Moon; and Mars is in the 11th.`,
    planets: [...new Set<Graha>(['Sun', 'Moon', 'Mars', 'Mercury', ...trine, l10])],
  }
}

/* Indra: the 5th and 11th lords exchange houses, and the Moon is in the 5th. */
function indra(c: ChartFacts): Occurrence | null {
  const l5 = lordOfHouse(c, 5)
  const l11 = lordOfHouse(c, 11)
  if (houseOf(c, l5) !== 11 || houseOf(c, l11) !== 5 || houseOf(c, 'Moon') !== 5) return null
  return {
    reason: `${titled('the 5th lord', l5)} is in the 11th house and ${titled('the 11th lord', l11)} in the 5th, exchanging signs, and the Moon is in the 5th.`,
    planets: ['Moon', l5, l11],
  }
}

/* Devendra: a fixed-sign lagna; the 2nd and 10th lords exchange houses; the lagna and 11th lords exchange
 * houses. */
function devendra(c: ChartFacts): Occurrence | null {
  const [l1, l2, l10, l11] = [1, 2, 10, 11].map((h) => lordOfHouse(c, h)) as [Graha, Graha, Graha, Graha]
  const ok =
    c.lagnaSign % 3 === 1 &&
    houseOf(c, l2) === 10 &&
    houseOf(c, l10) === 2 &&
    houseOf(c, l1) === 11 &&
    houseOf(c, l11) === 1
  if (!ok) return null
  return {
    reason: `The lagna, ${signName(c.lagnaSign)}, is a fixed sign; ${titled('the 2nd lord', l2)} and ${titled('the 10th lord', l10)} exchange houses, and so do ${titled('the lagna lord', l1)} and ${titled('the 11th lord', l11)}.`,
    planets: [l1, l2, l10, l11],
  }
}

/* Amsavatara: Jupiter and Venus in kendras, and Saturn exalted (Libra) in a kendra. */
function amsavatara(c: ChartFacts): Occurrence | null {
  const trio = ['Jupiter', 'Venus', 'Saturn'] as const
  if (!trio.every((p) => isKendra(houseOf(c, p))) || !inExaltationSign(c, 'Saturn')) return null
  return {
    reason: `Jupiter and Venus are in kendras (${inHouses(c, ['Jupiter', 'Venus'])}), and Saturn is exalted in Libra in the ${ordinal(houseOf(c, 'Saturn'))}, also a kendra.`,
    planets: [...trio],
  }
}

/* Chatussagara: each of the four kendras holds at least one planet (Sun to Saturn). Variant: "each
 * kendra occupied", B.V. Raman's reading; "all planets in the kendras" would be the Kamala Nabhasa yoga. */
function chatussagara(c: ChartFacts): Occurrence | null {
  if (![1, 4, 7, 10].every((h) => SEVEN.some((p) => houseOf(c, p) === h))) return null
  const there = SEVEN.filter((p) => isKendra(houseOf(c, p)))
  return {
    reason: `Each of the four kendras holds a planet: ${inHouses(c, there)}.`,
    planets: there,
  }
}

/* Kulavardhana (PVR): every planet, Sun to Saturn, in the 5th from the lagna, from the Moon or from the
 * Sun. */
function kulavardhana(c: ChartFacts): Occurrence | null {
  const fromSun = (p: Graha) => houseFrom(c.grahas.Sun.sign, c.grahas[p].sign)
  if (!SEVEN.every((p) => houseOf(c, p) === 5 || fromMoon(c, p) === 5 || fromSun(p) === 5)) return null
  const signs = [...new Set(SEVEN.map((p) => c.grahas[p].sign))].sort((a, b) => a - b).map(signName)
  return {
    reason: `Every planet stands in the 5th sign from the lagna, the Moon or the Sun (they occupy ${andList(signs)}).`,
    planets: SEVEN,
  }
}

/* Shubha and Papa Kartari: the 2nd and 12th houses both occupied, and every graha in them a benefic
 * (resp. a malefic) of this chart: the lagna hemmed in on both sides. */
function kartari(c: ChartFacts, kind: 'benefic' | 'malefic'): Occurrence | null {
  const second = occupantsOfHouse(c, 2)
  const twelfth = occupantsOfHouse(c, 12)
  const test = kind === 'benefic' ? isBenefic : isMalefic
  if (second.length === 0 || twelfth.length === 0) return null
  if (![...second, ...twelfth].every((g) => test(c, g))) return null
  return {
    reason: `The lagna is hemmed in by ${kind}s: ${andWho(second)} in the 2nd house and ${andWho(twelfth)} in the 12th, with no ${kind === 'benefic' ? 'malefic' : 'benefic'} beside them.`,
    planets: [...second, ...twelfth],
    houses: [1, 2, 12],
  }
}

/* Vanchana-Chora-Bhiti: the lagna lord in the 6th, 8th or 12th, joined or aspected by a malefic. */
function vanchana(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  if (!isDusthana(houseOf(c, l1))) return null
  const malefics = GRAHAS.filter(
    (m) => m !== l1 && isMalefic(c, m) && (conjunct(c, m, l1) || aspects(c, m, l1)),
  )
  if (malefics.length === 0) return null
  return {
    reason: `${titled('the lagna lord', l1)} is in ${signName(c.grahas[l1].sign)} in the ${ordinal(houseOf(c, l1))} house, a dusthana, and is joined or aspected by ${malefics.length > 1 ? 'the malefics' : 'the malefic'} ${andWho(malefics)}.`,
    planets: [l1, ...malefics],
  }
}

export const NAMED_B_YOGAS: YogaRule[] = [
  {
    name: 'Bharati',
    category: 'Other',
    sources: BPHS,
    description:
      'This combination is traditionally associated with learning, renown and a principled, respected life.',
    find: (c) => one(bharati(c)),
  },
  {
    name: 'Sharada',
    category: 'Other',
    sources: BPHS,
    description:
      'This combination is traditionally linked with learning, recognition from authorities and a prosperous family life.',
    find: (c) => one(sharada(c)),
  },
  {
    name: 'Indra',
    category: 'Other',
    sources: BPHS,
    description:
      'An exchange of the 5th and 11th lords with the Moon in the 5th is traditionally read as courage, renown and a fortunate spell in life.',
    find: (c) => one(indra(c)),
  },
  {
    name: 'Devendra',
    category: 'Other',
    sources: BPHS,
    description:
      'A double exchange from a fixed lagna is traditionally associated with an attractive personality, comfort and high standing.',
    find: (c) => one(devendra(c)),
  },
  {
    name: 'Amsavatara',
    category: 'Other',
    sources: BPHS,
    description:
      'Jupiter, Venus and an exalted Saturn in the angles are traditionally read as self-discipline, learning and a respected public life.',
    find: (c) => one(amsavatara(c)),
  },
  {
    name: 'Chatussagara',
    category: 'Other',
    sources: BPHS,
    description:
      'All four angles occupied is traditionally associated with a name that travels widely, comfort and a productive life.',
    find: (c) => one(chatussagara(c)),
  },
  {
    name: 'Kulavardhana',
    category: 'Other',
    sources: ['Vedic Astrology: An Integrated Approach'],
    description:
      'Planets gathered in the 5th from the key points, a combination named in modern compilations, are associated with health, a long life and a growing family line.',
    find: (c) => one(kulavardhana(c)),
  },
  {
    name: 'Shubha Kartari',
    category: 'Other',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    description:
      'Benefics on both sides of the lagna are traditionally read as protection of the self: vitality, a pleasant nature and support from others.',
    find: (c) => one(kartari(c, 'benefic')),
  },
  {
    name: 'Papa Kartari',
    category: 'Other',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    adverse: true,
    description:
      'Malefics on both sides of the lagna are traditionally read as pressure on the self, met best with care for health and steady effort.',
    find: (c) => one(kartari(c, 'malefic')),
  },
  {
    name: 'Vanchana-Chora-Bhiti',
    category: 'Other',
    sources: BPHS,
    adverse: true,
    description:
      'An afflicted lagna lord in a difficult house is traditionally read as a reason for caution with trust, property and dealings with others.',
    find: (c) => one(vanchana(c)),
  },
]
