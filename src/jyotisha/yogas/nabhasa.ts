/**
 * The 32 Nabhasa yogas (jyotisha.md §4.10; BPHS ch. 35, Brihat Jataka ch. 12): patterns of the seven
 * planets Sun to Saturn (never the nodes). Ashraya: Rajju, Musala, Nala; dala: Mala, Sarpa; akriti:
 * twenty shapes; sankhya: the number of signs occupied.
 *
 * Choices, kept simple:
 * - An akriti yoga forms when the set of houses the seven planets occupy is exactly the yoga's group:
 *   every house of the group holds a planet and no planet is outside it ("all planets in the 1st and
 *   7th" = Shakata). This keeps the akriti yogas exclusive of one another, except that Vajra and Yava are
 *   particular arrangements of Kamala's four kendras and are reported alongside it.
 * - The texts say which yoga prevails when patterns coincide (ashraya yields to akriti, sankhya to the
 *   others). No pattern is suppressed here: every one that matches is reported, so every chart shows
 *   exactly one sankhya yoga.
 * - Benefic and malefic follow facts.ts (the waxing Moon and an unafflicted Mercury are benefics).
 */
import { isBenefic, isKendra, isMalefic, KENDRAS, TRIKONAS, type ChartFacts } from '../facts.js'
import type { Planet } from '../grahas.js'
import { andList, andWho, housesPhrase, houseOf, SEVEN, signName, uniqueSorted } from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const SOURCES = ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Saravali'] as const
const ALL_SEVEN = 'The seven planets, Sun to Saturn,'

const occupied = (c: ChartFacts): number[] => uniqueSorted(SEVEN.map((p) => houseOf(c, p)))
const run = (start: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => ((start - 1 + i) % 12) + 1)
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && b.every((h) => a.includes(h))

function akriti(groups: readonly (readonly number[])[]): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const occ = occupied(c)
    const group = groups.find((g) => sameSet(occ, g))
    if (group === undefined) return []
    const ordered = [...group].sort((a, b) => a - b)
    return [
      {
        reason: `${ALL_SEVEN} occupy exactly ${housesPhrase(ordered)}, each of them holding at least one.`,
        planets: SEVEN,
        houses: ordered,
      },
    ]
  }
}

/* Ashraya: all seven in movable (modality 0), fixed (1) or dual (2) signs. */
function ashraya(modality: 0 | 1 | 2): (c: ChartFacts) => Occurrence[] {
  const kind = ['movable', 'fixed', 'dual'][modality]!
  return (c) => {
    if (!SEVEN.every((p) => c.grahas[p].sign % 3 === modality)) return []
    const signs = uniqueSorted(SEVEN.map((p) => c.grahas[p].sign)).map(signName)
    return [
      {
        reason: `${ALL_SEVEN} are all in ${kind} signs (${andList(signs)}).`,
        planets: SEVEN,
        houses: occupied(c),
      },
    ]
  }
}

/* Dala: at least three kendras hold a benefic (resp. malefic) and no kendra holds a planet of the other
 * kind. */
function dala(kind: 'benefic' | 'malefic'): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const mine = kind === 'benefic' ? isBenefic : isMalefic
    const inKendras = SEVEN.filter((p) => isKendra(houseOf(c, p)))
    if (!inKendras.every((p) => mine(c, p))) return []
    const kendras = uniqueSorted(inKendras.map((p) => houseOf(c, p)))
    if (kendras.length < 3) return []
    return [
      {
        reason: `${kind === 'benefic' ? 'Benefics' : 'Malefics'} (${andWho(inKendras)}) hold ${housesPhrase(kendras)}, and no ${kind === 'benefic' ? 'malefic' : 'benefic'} is in a kendra.`,
        planets: inKendras,
        houses: kendras,
      },
    ]
  }
}

/*
 * Vajra: benefics in the 1st and 7th, malefics in the 4th and 10th; Yava the reverse. All seven are then
 * in kendras, each of the four holding at least one. Brihat Jataka notes that Venus and Mercury never
 * stray far enough from the Sun for these two to occur in a real sky; they are evaluated all the same.
 */
function vajraYava(
  benefics: readonly number[],
  malefics: readonly number[],
): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const ben = SEVEN.filter((p) => isBenefic(c, p))
    const mal = SEVEN.filter((p) => isMalefic(c, p))
    const holds = (ps: readonly Planet[], hs: readonly number[]) =>
      ps.every((p) => hs.includes(houseOf(c, p))) && hs.every((h) => ps.some((p) => houseOf(c, p) === h))
    if (!holds(ben, benefics) || !holds(mal, malefics)) return []
    return [
      {
        reason: `Benefics (${andWho(ben)}) hold ${housesPhrase(benefics)}, and malefics (${andWho(mal)}) hold ${housesPhrase(malefics)}.`,
        planets: SEVEN,
        houses: KENDRAS,
      },
    ]
  }
}

const SANKHYA = ['Gola', 'Yuga', 'Shula', 'Kedara', 'Pasha', 'Damini', 'Vallaki'] as const
const COUNT_WORDS = [
  'one sign',
  'two signs',
  'three signs',
  'four signs',
  'five signs',
  'six signs',
  'seven signs',
]

function sankhya(name: (typeof SANKHYA)[number]): (c: ChartFacts) => Occurrence[] {
  const n = SANKHYA.indexOf(name) + 1
  return (c) => {
    const signs = uniqueSorted(SEVEN.map((p) => c.grahas[p].sign))
    if (signs.length !== n) return []
    return [
      {
        reason: `${ALL_SEVEN} occupy ${COUNT_WORDS[n - 1]}: ${andList(signs.map(signName))}.`,
        planets: SEVEN,
        houses: occupied(c),
      },
    ]
  }
}

type Row = [name: string, find: (c: ChartFacts) => Occurrence[], description: string, adverse?: boolean]

const ROWS: Row[] = [
  [
    'Rajju',
    ashraya(0),
    'All planets in movable signs is traditionally linked with a love of travel and change, and success away from one’s birthplace.',
  ],
  [
    'Musala',
    ashraya(1),
    'All planets in fixed signs is traditionally read as steadiness, determination and a settled, respected position.',
  ],
  [
    'Nala',
    ashraya(2),
    'All planets in dual signs is traditionally associated with adaptability, many skills and varied fortunes.',
  ],
  [
    'Mala',
    dala('benefic'),
    'Benefics holding the angles is traditionally read as comfort, pleasant relationships and an agreeable life.',
  ],
  [
    'Sarpa',
    dala('malefic'),
    'Malefics holding the angles is traditionally read as a life that asks for patience and resilience in the face of hardship.',
    true,
  ],
  [
    'Gada',
    akriti([
      [1, 4],
      [4, 7],
      [7, 10],
      [10, 1],
    ]),
    'Planets gathered in two neighbouring angles is traditionally associated with industry, learning and effort rewarded with wealth.',
  ],
  [
    'Shakata (Nabhasa)',
    akriti([[1, 7]]),
    'Planets confined to the 1st and 7th is traditionally read as fortunes that move in cycles, with livelihood through steady work.',
  ],
  [
    'Vihaga',
    akriti([[4, 10]]),
    'Planets confined to the 4th and 10th is traditionally linked with travel, errands and work that keeps one on the move.',
  ],
  [
    'Shringataka',
    akriti([TRIKONAS]),
    'Planets confined to the trines is traditionally associated with a fortunate life that improves with time.',
  ],
  [
    'Hala',
    akriti([
      [2, 6, 10],
      [3, 7, 11],
      [4, 8, 12],
    ]),
    'Planets confined to one set of trines other than the lagna’s is traditionally linked with working the land and hard, productive labour.',
  ],
  [
    'Vajra',
    vajraYava([1, 7], [4, 10]),
    'Benefics in the 1st and 7th with malefics in the 4th and 10th is traditionally read as happiness at the start and end of life, with courage.',
  ],
  [
    'Yava',
    vajraYava([4, 10], [1, 7]),
    'Malefics in the 1st and 7th with benefics in the 4th and 10th is traditionally read as the middle of life being the most comfortable, with a disciplined nature.',
  ],
  [
    'Kamala',
    akriti([KENDRAS]),
    'Planets filling the four angles is traditionally associated with dignity, renown and a long, virtuous life.',
  ],
  [
    'Vapi',
    akriti([
      [2, 5, 8, 11],
      [3, 6, 9, 12],
    ]),
    'Planets confined to the succeedent or the cadent houses is traditionally linked with accumulating and keeping wealth.',
  ],
  [
    'Yupa',
    akriti([run(1, 4)]),
    'Planets in the first four houses is traditionally associated with generosity, self-control and an interest in ritual and duty.',
  ],
  [
    'Shara',
    akriti([run(4, 4)]),
    'Planets in the 4th to 7th houses is traditionally linked with skill with tools and a forceful, outdoor nature.',
  ],
  [
    'Shakti',
    akriti([run(7, 4)]),
    'Planets in the 7th to 10th houses is traditionally read as perseverance through struggle and success late in effort.',
  ],
  [
    'Danda',
    akriti([run(10, 4)]),
    'Planets in the 10th to 1st houses is traditionally associated with service to others and times of distance from one’s own people.',
  ],
  [
    'Nau',
    akriti([run(1, 7)]),
    'Planets filling the seven houses from the lagna is traditionally linked with earning through travel or water and a name that spreads.',
  ],
  [
    'Kuta',
    akriti([run(4, 7)]),
    'Planets filling the seven houses from the 4th is traditionally associated with work in remote or rugged places and a need for straight dealing.',
  ],
  [
    'Chhatra',
    akriti([run(7, 7)]),
    'Planets filling the seven houses from the 7th is traditionally read as a protective nature, helping others, with comfort in later life.',
  ],
  [
    'Chapa',
    akriti([run(10, 7)]),
    'Planets filling the seven houses from the 10th is traditionally associated with courage, guarding what is valuable and happiness that grows with time.',
  ],
  [
    'Ardhachandra',
    akriti([2, 3, 5, 6, 8, 9, 11, 12].map((s) => run(s, 7))),
    'Planets filling seven houses from a house other than an angle is traditionally read as leadership, a pleasing presence and favour from superiors.',
  ],
  [
    'Chakra',
    akriti([[1, 3, 5, 7, 9, 11]]),
    'Planets in six alternate houses from the lagna is traditionally associated with high standing and the respect of many.',
  ],
  [
    'Samudra',
    akriti([[2, 4, 6, 8, 10, 12]]),
    'Planets in six alternate houses from the 2nd is traditionally linked with wealth, enjoyment and a generous temperament.',
  ],
  [
    'Vallaki',
    sankhya('Vallaki'),
    'Planets spread over seven signs is traditionally associated with a love of music and the arts and a wide circle of friends.',
  ],
  [
    'Damini',
    sankhya('Damini'),
    'Planets spread over six signs is traditionally read as a helpful, generous nature and steady resources.',
  ],
  [
    'Pasha',
    sankhya('Pasha'),
    'Planets spread over five signs is traditionally linked with skill in earning and many ties and obligations.',
  ],
  [
    'Kedara',
    sankhya('Kedara'),
    'Planets spread over four signs is traditionally associated with being useful to many, often through land and cultivation.',
  ],
  [
    'Shula',
    sankhya('Shula'),
    'Planets gathered in three signs is traditionally read as a sharp, courageous temperament that meets many contests.',
  ],
  [
    'Yuga',
    sankhya('Yuga'),
    'Planets gathered in two signs is traditionally associated with independent views and fortunes that need careful management.',
  ],
  [
    'Gola',
    sankhya('Gola'),
    'Planets gathered in one sign is traditionally read as a life concentrated on few things, which benefits from support and planning.',
  ],
]

export const NABHASA_YOGAS: YogaRule[] = ROWS.map(([name, find, description, adverse]) => ({
  name,
  category: 'Nabhasa',
  sources: SOURCES,
  description,
  find,
  ...(adverse ? { adverse } : {}),
}))
