/**
 * Aṣṭakūṭa (guṇa milan, 36 points) from the two Moons: varṇa, vaśya, tārā,
 * yoni, graha maitrī, gaṇa, bhakūṭ and nāḍī, the tables of jyotisha.md §8 and §1.1–1.2 (the common
 * North Indian usage), and the classical exceptions (parihāra) for nāḍī, bhakūṭ and gaṇa as separate
 * flags: the guṇa points themselves are never changed by them, the total after exceptions restores the
 * points of a cancelled doṣa and says so (software differ on whether it should; §8.9).
 *
 * The traditional direction: counted from the bride's (B) star to the groom's (G); the tables' rows are
 * the groom's. The caller decides who is which, and computes both ways when that is unknown.
 */
import type { Planet } from '../grahas.js'
import { naturalRelation } from '../dignity.js'
import { lordOf } from '../grahas.js'

export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const
export type Koota = (typeof KOOTAS)[number]
export const KOOTA_MAX: Readonly<Record<Koota, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
}

/** The Moon as matching reads it. */
export interface MoonPlace {
  /** 0 = Ashwini … 26 = Revati. */
  nakshatra: number
  /** 1…4. */
  pada: number
  /** 0 = Aries … 11. */
  sign: number
  /** Degrees within the sign, [0, 30). */
  degree: number
}

export function moonPlace(siderealLon: number): MoonPlace {
  const lon = ((siderealLon % 360) + 360) % 360
  return {
    nakshatra: Math.floor(lon / (360 / 27)),
    pada: (Math.floor(lon / (360 / 108)) % 4) + 1,
    sign: Math.floor(lon / 30),
    degree: lon % 30,
  }
}

// ---- attributes (jyotisha.md §1.1, §1.2) ------------------------------------------------------------

const VARNAS = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'] as const
/** Varṇa rank by sign (§8.1: water Brahmin 4, fire Kshatriya 3, earth Vaishya 2, air Shudra 1). */
const SIGN_VARNA_RANK = [3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4]

type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta'
/** §1.1, with Sagittarius and Capricorn split at 15°. */
function vashyaOf(sign: number, degree: number): Vashya {
  if (sign === 8) return degree < 15 ? 'Manava' : 'Chatushpada'
  if (sign === 9) return degree < 15 ? 'Chatushpada' : 'Jalachara'
  const table: Vashya[] = [
    'Chatushpada',
    'Chatushpada',
    'Manava',
    'Jalachara',
    'Vanachara',
    'Manava',
    'Manava',
    'Keeta',
    'Manava', // Sagittarius: above
    'Chatushpada', // Capricorn: above
    'Manava',
    'Jalachara',
  ]
  return table[sign]!
}
/** §8.2, rows the groom's group, columns the bride's. */
const VASHYA_POINTS: Readonly<Record<Vashya, Readonly<Record<Vashya, number>>>> = {
  Chatushpada: { Chatushpada: 2, Manava: 1, Jalachara: 1, Vanachara: 0.5, Keeta: 1 },
  Manava: { Chatushpada: 1, Manava: 2, Jalachara: 0.5, Vanachara: 0, Keeta: 1 },
  Jalachara: { Chatushpada: 1, Manava: 0.5, Jalachara: 2, Vanachara: 1, Keeta: 1 },
  Vanachara: { Chatushpada: 0.5, Manava: 0, Jalachara: 1, Vanachara: 2, Keeta: 0 },
  Keeta: { Chatushpada: 1, Manava: 1, Jalachara: 1, Vanachara: 0, Keeta: 2 },
}

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa'
const D = 'Deva'
const M = 'Manushya'
const R = 'Rakshasa'
/** §1.2, Ashwini … Revati. */
export const NAKSHATRA_GANA: readonly Gana[] = [
  D,
  M,
  R,
  M,
  D,
  M,
  D,
  D,
  R,
  R,
  M,
  M,
  D,
  R,
  D,
  R,
  D,
  R,
  R,
  M,
  M,
  D,
  R,
  R,
  M,
  M,
  D,
]
/** §8.6, rows the groom's gaṇa, columns the bride's. */
const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
  Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
}

export type Nadi = 'Adi' | 'Madhya' | 'Antya'
/** §8.8: Adi, Madhya, Antya in the order 1, 2, 3, 3, 2, 1 repeating from Ashwini. */
export function nadiOf(nakshatra: number): Nadi {
  return (['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'] as const)[nakshatra % 6]!
}

const YONIS = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const
export type Yoni = (typeof YONIS)[number]
/** §1.2, Ashwini … Revati. */
export const NAKSHATRA_YONI: readonly Yoni[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Serpent',
  'Dog',
  'Cat',
  'Sheep',
  'Cat',
  'Rat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Buffalo',
  'Tiger',
  'Deer',
  'Deer',
  'Dog',
  'Monkey',
  'Mongoose',
  'Monkey',
  'Lion',
  'Horse',
  'Lion',
  'Cow',
  'Elephant',
]
/** §8.4, symmetric, in the order of YONIS. */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
]

// ---- the eight kūṭas ---------------------------------------------------------------------------------

/** Graha maitrī (§8.5): the two lords' natural relations, each way. */
function grahaMaitriPoints(a: Planet, b: Planet): number {
  if (a === b) return 5
  const rel = [naturalRelation(a, b), naturalRelation(b, a)].sort().join('+')
  const table: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  }
  return table[rel]!
}

/** Tārā (§8.3): each direction 1.5 unless the count falls on Vipat, Pratyak or Naidhana. */
function taraHalf(from: number, to: number): number {
  const t = ((((to - from + 27) % 27) + 1 - 1) % 9) + 1
  return t === 3 || t === 5 || t === 7 ? 0 : 1.5
}

/** Bhakūṭ (§8.7): the bride's sign counted from the groom's. */
function bhakootPoints(
  groomSign: number,
  brideSign: number,
): { points: number; positions: [number, number] } {
  const r = ((brideSign - groomSign + 12) % 12) + 1
  const back = ((groomSign - brideSign + 12) % 12) + 1
  const bad = [2, 12, 5, 9, 6, 8].includes(r)
  return { points: bad ? 0 : 7, positions: [r, back] }
}

export interface KootaResult {
  koota: Koota
  points: number
  maxPoints: number
  /** Each partner's attribute for this kūṭa (varṇa, vaśya group, gaṇa, yoni, nāḍī, sign lord, star, sign). */
  groom: string
  bride: string
}

export interface AshtakootaCore {
  kootas: KootaResult[]
  total: number
  /** The counts behind tārā and bhakūṭ, for the words. */
  taraCounts: { brideToGroom: number; groomToBride: number }
  bhakootPositions: [number, number]
}

export function ashtakootaPoints(groom: MoonPlace, bride: MoonPlace): AshtakootaCore {
  const gLord = lordOf(groom.sign)
  const bLord = lordOf(bride.sign)
  const gVashya = vashyaOf(groom.sign, groom.degree)
  const bVashya = vashyaOf(bride.sign, bride.degree)
  const gGana = NAKSHATRA_GANA[groom.nakshatra]!
  const bGana = NAKSHATRA_GANA[bride.nakshatra]!
  const gYoni = NAKSHATRA_YONI[groom.nakshatra]!
  const bYoni = NAKSHATRA_YONI[bride.nakshatra]!
  const gNadi = nadiOf(groom.nakshatra)
  const bNadi = nadiOf(bride.nakshatra)
  const bhakoot = bhakootPoints(groom.sign, bride.sign)
  const gRank = SIGN_VARNA_RANK[groom.sign]!
  const bRank = SIGN_VARNA_RANK[bride.sign]!
  const kootas: KootaResult[] = [
    {
      koota: 'varna',
      points: gRank >= bRank ? 1 : 0,
      maxPoints: 1,
      groom: VARNAS[gRank - 1]!,
      bride: VARNAS[bRank - 1]!,
    },
    {
      koota: 'vashya',
      points: VASHYA_POINTS[gVashya][bVashya],
      maxPoints: 2,
      groom: gVashya,
      bride: bVashya,
    },
    {
      koota: 'tara',
      points: taraHalf(bride.nakshatra, groom.nakshatra) + taraHalf(groom.nakshatra, bride.nakshatra),
      maxPoints: 3,
      groom: String(groom.nakshatra + 1),
      bride: String(bride.nakshatra + 1),
    },
    {
      koota: 'yoni',
      points: YONI_POINTS[YONIS.indexOf(gYoni)]![YONIS.indexOf(bYoni)]!,
      maxPoints: 4,
      groom: gYoni,
      bride: bYoni,
    },
    {
      koota: 'grahaMaitri',
      points: grahaMaitriPoints(gLord, bLord),
      maxPoints: 5,
      groom: gLord,
      bride: bLord,
    },
    { koota: 'gana', points: GANA_POINTS[gGana][bGana], maxPoints: 6, groom: gGana, bride: bGana },
    {
      koota: 'bhakoot',
      points: bhakoot.points,
      maxPoints: 7,
      groom: String(groom.sign),
      bride: String(bride.sign),
    },
    { koota: 'nadi', points: gNadi === bNadi ? 0 : 8, maxPoints: 8, groom: gNadi, bride: bNadi },
  ]
  return {
    kootas,
    total: kootas.reduce((s, k) => s + k.points, 0),
    taraCounts: {
      brideToGroom: ((groom.nakshatra - bride.nakshatra + 27) % 27) + 1,
      groomToBride: ((bride.nakshatra - groom.nakshatra + 27) % 27) + 1,
    },
    bhakootPositions: bhakoot.positions,
  }
}

// ---- exceptions (parihāra), §8.9 ---------------------------------------------------------------------

export interface Exception {
  /** Stable name, e.g. `nadi_same_sign`. */
  name: string
  /** The doṣa it would cancel. */
  cancels: 'nadi' | 'bhakoot' | 'gana'
  /** Whether the doṣa is present at all. */
  relevant: boolean
  applies: boolean
  /** A convention only some authorities hold: reported, never used for the total after exceptions. */
  minority: boolean
  sources: string[]
}

/** Every exception, checked, with whether it applies. */
export function exceptions(groom: MoonPlace, bride: MoonPlace, core: AshtakootaCore): Exception[] {
  const pts = Object.fromEntries(core.kootas.map((k) => [k.koota, k.points])) as Record<Koota, number>
  const nadiDosha = pts.nadi === 0
  const bhakootDosha = pts.bhakoot === 0
  const ganaDosha = pts.gana <= 1 && NAKSHATRA_GANA[groom.nakshatra] !== NAKSHATRA_GANA[bride.nakshatra]
  const gLord = lordOf(groom.sign)
  const bLord = lordOf(bride.sign)
  const lordsFriendly =
    gLord === bLord ||
    (naturalRelation(gLord, bLord) === 'friend' && naturalRelation(bLord, gLord) === 'friend')
  const books = ['Muhurta Chintamani']
  return [
    {
      name: 'nadi_same_sign_different_nakshatra',
      cancels: 'nadi',
      relevant: nadiDosha,
      applies: nadiDosha && groom.sign === bride.sign && groom.nakshatra !== bride.nakshatra,
      minority: false,
      sources: books,
    },
    {
      name: 'nadi_same_nakshatra_different_sign',
      cancels: 'nadi',
      relevant: nadiDosha,
      applies: nadiDosha && groom.nakshatra === bride.nakshatra && groom.sign !== bride.sign,
      minority: false,
      sources: books,
    },
    {
      name: 'nadi_same_nakshatra_different_pada',
      cancels: 'nadi',
      relevant: nadiDosha,
      applies: nadiDosha && groom.nakshatra === bride.nakshatra && groom.pada !== bride.pada,
      minority: true,
      sources: books,
    },
    {
      name: 'nadi_sign_lords_same_or_friends',
      cancels: 'nadi',
      relevant: nadiDosha,
      applies: nadiDosha && lordsFriendly,
      minority: true,
      sources: books,
    },
    {
      name: 'bhakoot_same_sign_lord',
      cancels: 'bhakoot',
      relevant: bhakootDosha,
      applies: bhakootDosha && gLord === bLord,
      minority: false,
      sources: books,
    },
    {
      name: 'bhakoot_sign_lords_friends',
      cancels: 'bhakoot',
      relevant: bhakootDosha,
      applies: bhakootDosha && gLord !== bLord && lordsFriendly,
      minority: false,
      sources: books,
    },
    {
      name: 'gana_bride_star_beyond_fourteenth',
      cancels: 'gana',
      relevant: ganaDosha,
      applies: ganaDosha && ((bride.nakshatra - groom.nakshatra + 27) % 27) + 1 > 14,
      minority: true,
      sources: books,
    },
    {
      name: 'gana_good_maitri_or_bhakoot',
      cancels: 'gana',
      relevant: ganaDosha,
      applies: ganaDosha && (pts.grahaMaitri >= 4 || pts.bhakoot === 7),
      minority: false,
      sources: books,
    },
  ]
}

/** The total with the points of each doṣa a (non-minority) exception cancels restored. */
export function totalAfterExceptions(core: AshtakootaCore, checked: readonly Exception[]): number {
  const cancelled = new Set(checked.filter((e) => e.applies && !e.minority).map((e) => e.cancels))
  return core.kootas.reduce((s, k) => s + (cancelled.has(k.koota as 'nadi') ? k.maxPoints : k.points), 0)
}
