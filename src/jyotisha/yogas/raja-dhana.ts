/**
 * Raja yogas (jyotisha.md §4.4: Kendra-Trikona Raja, Dharma-Karmadhipati, Yogakaraka) and dhana yogas
 * (§4.5: the generic Dhana yoga, Lakshmi, Kalanidhi).
 */
import {
  aspects,
  conjunct,
  housesLordedBy,
  isKendra,
  KENDRAS,
  lordOfHouse,
  TRIKONAS,
  type ChartFacts,
} from '../facts.js'
import type { Planet } from '../grahas.js'
import {
  andList,
  capitalize,
  houseOf,
  housesPhrase,
  inExaltationSign,
  inOwnSign,
  isStrong,
  lordPhrase,
  ordinal,
  placed,
  sambandha,
  SEVEN,
  signName,
  signStanding,
  strongBecause,
  titled,
  who,
} from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const BPHS = ['Brihat Parashara Hora Shastra'] as const

/** Houses among `of` that `p` lords. */
const lorded = (c: ChartFacts, p: Planet, of: readonly number[]): number[] =>
  housesLordedBy(c, p).filter((h) => of.includes(h))

/*
 * BPHS's spoilers: a raja yoga participant that also lords the 8th or 12th weakens it. The lagna lord
 * is exempt (BPHS: the 8th lordship does not harm the lord of the lagna).
 */
function spoilers(c: ChartFacts, ps: readonly Planet[]): Planet[] {
  const lagnaLord = lordOfHouse(c, 1)
  return ps.filter((p) => p !== lagnaLord && lorded(c, p, [8, 12]).length > 0)
}

function spoilNote(c: ChartFacts, ps: readonly Planet[]): string {
  const bad = spoilers(c, ps)
  if (bad.length === 0) return ''
  const what = bad.map((p) => `${who(p)} also lords ${housesPhrase(lorded(c, p, [8, 12]))}`)
  return ` ${capitalize(andList(what))}, which the texts say weakens the result.`
}

/*
 * Kendra-Trikona Raja: a lord of a kendra (1, 4, 7, 10) and a lord of a trikona (1, 5, 9), two
 * different planets, in sambandha. The lagna lord counts on both sides (BPHS: the lagna is a kendra and
 * a trikona), so it pairs with the lords of 4, 5, 7, 9 and 10. One planet owning both kinds of house is
 * the Yogakaraka, reported on its own. A 9th–10th pair is reported here and again as
 * Dharma-Karmadhipati, the name the texts give that special case.
 */
function kendraTrikona(c: ChartFacts): Occurrence[] {
  const out: Occurrence[] = []
  for (let i = 0; i < SEVEN.length; i++)
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!
      const b = SEVEN[j]!
      const aK = lorded(c, a, KENDRAS)
      const aT = lorded(c, a, TRIKONAS)
      const bK = lorded(c, b, KENDRAS)
      const bT = lorded(c, b, TRIKONAS)
      if (!((aK.length > 0 && bT.length > 0) || (bK.length > 0 && aT.length > 0))) continue
      const link = sambandha(c, a, b)
      if (link === null) continue
      const aHouses = [...new Set([...aK, ...aT])].sort((x, y) => x - y)
      const bHouses = [...new Set([...bK, ...bT])].sort((x, y) => x - y)
      out.push({
        reason:
          `${who(a)}, lord of ${housesPhrase(aHouses)}, and ${who(b)}, lord of ${housesPhrase(bHouses)}, join a kendra ` +
          `lord to a trikona lord: ${link}.${spoilNote(c, [a, b])}`,
        planets: [a, b],
        houses: [...aHouses, ...bHouses, houseOf(c, a), houseOf(c, b)],
        spoiled: spoilers(c, [a, b]).length > 0,
      })
    }
  return out
}

function dharmaKarmadhipati(c: ChartFacts): Occurrence[] {
  const l9 = lordOfHouse(c, 9)
  const l10 = lordOfHouse(c, 10)
  // One planet lording both (Saturn for a Taurus lagna) is the Yogakaraka case, not a pair.
  const link = l9 === l10 ? null : sambandha(c, l9, l10)
  if (link === null) return []
  return [
    {
      reason: `${titled('the 9th lord', l9)} and ${titled('the 10th lord', l10)} are linked: ${link}.${spoilNote(c, [l9, l10])}`,
      planets: [l9, l10],
      houses: [9, 10, houseOf(c, l9), houseOf(c, l10)],
      spoiled: spoilers(c, [l9, l10]).length > 0,
    },
  ]
}

/* Yogakaraka: one planet lording a kendra other than the lagna (4, 7, 10) and a trikona (5, 9). */
function yogakaraka(c: ChartFacts): Occurrence[] {
  for (const p of SEVEN) {
    const k = lorded(c, p, [4, 7, 10])
    const t = lorded(c, p, [5, 9])
    if (k.length === 0 || t.length === 0) continue
    const both = [...t, ...k].sort((x, y) => x - y)
    return [
      {
        reason:
          `${who(p)} lords ${housesPhrase(both)}, a trikona and a kendra, which makes it the yogakaraka for a ` +
          `${signName(c.lagnaSign)} lagna; it stands in ${signName(c.grahas[p].sign)} in the ${ordinal(houseOf(c, p))} house.`,
        planets: [p],
        houses: [...both, houseOf(c, p)],
      },
    ]
  }
  return []
}

/*
 * Generic Dhana yoga: two different planets in sambandha, each lording one of the wealth and fortune
 * houses 1, 2, 5, 9, 11, at least one of them the lord of the 2nd or 11th (jyotisha.md §4.5: the
 * lords of 2 and 11 with those of 5 and 9, the lagna lord included). One finding per pair.
 */
function dhana(c: ChartFacts): Occurrence[] {
  const out: Occurrence[] = []
  const WEALTH = [1, 2, 5, 9, 11]
  for (let i = 0; i < SEVEN.length; i++)
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!
      const b = SEVEN[j]!
      const aw = lorded(c, a, WEALTH)
      const bw = lorded(c, b, WEALTH)
      if (aw.length === 0 || bw.length === 0) continue
      if (![...aw, ...bw].some((h) => h === 2 || h === 11)) continue
      const link = sambandha(c, a, b)
      if (link === null) continue
      out.push({
        reason: `${who(a)}, lord of ${housesPhrase(aw)}, and ${who(b)}, lord of ${housesPhrase(bw)}, are linked: ${link}.`,
        planets: [a, b],
        houses: [...aw, ...bw, houseOf(c, a), houseOf(c, b)],
      })
    }
  return out
}

/*
 * Lakshmi: the 9th lord in its own, moolatrikona or exaltation sign (whole signs) in a kendra, and the
 * lagna lord strong (helpers.isStrong). Variant: kendra only, BPHS as PVR reads it; B.V. Raman's
 * "kendra or trikona" is not used.
 */
function lakshmi(c: ChartFacts): Occurrence[] {
  const l9 = lordOfHouse(c, 9)
  const l1 = lordOfHouse(c, 1)
  if (!(inOwnSign(c, l9) || inExaltationSign(c, l9)) || !isKendra(houseOf(c, l9))) return []
  if (!isStrong(c, l1)) return []
  return [
    {
      reason:
        `${lordPhrase(9, l9)} is in ${signName(c.grahas[l9].sign)}, ${signStanding(c, l9)}, in the ` +
        `${ordinal(houseOf(c, l9))} house, a kendra; and the lagna lord is strong: ${strongBecause(c, l1)}.`,
      planets: [l9, l1],
      houses: [9, houseOf(c, l9), houseOf(c, l1)],
    },
  ]
}

/* Kalanidhi: Jupiter in the 2nd or 5th, each of Mercury and Venus joining or aspecting it. */
function kalanidhi(c: ChartFacts): Occurrence[] {
  const h = houseOf(c, 'Jupiter')
  if (h !== 2 && h !== 5) return []
  const how = (p: 'Mercury' | 'Venus') =>
    conjunct(c, p, 'Jupiter') ? 'join' : aspects(c, p, 'Jupiter') ? 'aspect' : null
  const me = how('Mercury')
  const ve = how('Venus')
  if (me === null || ve === null) return []
  const support = me === ve ? `Mercury and Venus ${me} it` : `Mercury ${me}s it and Venus ${ve}s it`
  return [{ reason: `${placed(c, 'Jupiter')}; ${support}.`, planets: ['Mercury', 'Jupiter', 'Venus'] }]
}

export const RAJA_DHANA_YOGAS: YogaRule[] = [
  {
    name: 'Kendra-Trikona Raja',
    category: 'Raja',
    sources: BPHS,
    description:
      'A link between the lord of an angle and the lord of a trine is the classic combination for status and the ability to achieve, unfolding mainly in the periods of the planets involved.',
    find: kendraTrikona,
  },
  {
    name: 'Dharma-Karmadhipati',
    category: 'Raja',
    sources: BPHS,
    description:
      'A link between the lords of the 9th and 10th is traditionally prized as joining fortune and purpose to one’s work, supporting recognition for meaningful effort.',
    find: dharmaKarmadhipati,
  },
  {
    name: 'Yogakaraka',
    category: 'Raja',
    sources: BPHS,
    description:
      'A planet that lords both an angle and a trine is treated as especially helpful for this lagna; its condition and periods are watched for opportunities.',
    find: yogakaraka,
  },
  {
    name: 'Dhana',
    category: 'Dhana',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    description:
      'A link between the lords of the houses of wealth and fortune is traditionally read as capacity to earn and to save, best realised when those planets are well placed.',
    find: dhana,
  },
  {
    name: 'Lakshmi',
    category: 'Dhana',
    sources: ['Brihat Parashara Hora Shastra', 'Three Hundred Important Combinations'],
    description:
      'A dignified 9th lord in an angle with a strong lagna lord is traditionally associated with good fortune, generosity and a cultured life.',
    find: lakshmi,
  },
  {
    name: 'Kalanidhi',
    category: 'Dhana',
    sources: BPHS,
    description:
      'Jupiter in a house of wealth or intelligence supported by Mercury and Venus is traditionally linked with learning, refinement and comfort.',
    find: kalanidhi,
  },
]
