/**
 * The ten poruthams (daśakūṭa) of South Indian matching, each by the Tamil usage and by
 * the Kerala usage, from the two Moons. The rules and their sources are in docs/research/porutham.md (a
 * section per porutham, each variant with where it is published); jyotisha.md §8.10 gives the common
 * forms and is wrong or silent in places the notes name (Dina, Gana, Rasi, Yoni, Rajju).
 *
 * Counts are inclusive, from the bride's star (or sign, or pada) to the groom's: the same star is the 1st.
 * Each porutham is graded uttama / madhyama / none, as the Tamil almanacs grade them (the Kerala verses
 * say only good or bad, graded here uttama or none, and madhyama where a verse says "middling"). Rajju and
 * Vedha are vetoes: when they fail the tradition does not weigh the other eight against them.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { naturalRelation } from '../dignity.js'
import { houseFrom, lordOf } from '../grahas.js'
import { ordinal } from '../yogas/helpers.js'
import { NAKSHATRA_GANA, NAKSHATRA_YONI, nadiOf, type MoonPlace, type Yoni } from './ashtakoota.js'

export const PORUTHAMS = [
  'dina',
  'gana',
  'mahendra',
  'streeDeergha',
  'yoni',
  'rasi',
  'rasiAdhipati',
  'vashya',
  'rajju',
  'vedha',
] as const
export type Porutham = (typeof PORUTHAMS)[number]
/** The two poruthams that veto a match when they fail. */
export const VETO_PORUTHAMS = ['rajju', 'vedha'] as const
export type VetoPorutham = (typeof VETO_PORUTHAMS)[number]
export const isVetoPorutham = (p: Porutham): p is VetoPorutham => p === 'rajju' || p === 'vedha'
export type PoruthamTradition = 'tamil' | 'kerala'
export type PoruthamGrade = 'uttama' | 'madhyama' | 'none'

export interface PoruthamCheck {
  name: Porutham
  grade: PoruthamGrade
  agrees: boolean
  /** Rajju or Vedha failing: the tradition does not proceed on the other poruthams alone. */
  veto: boolean
  /** How seriously the tradition takes a failing veto; null when there is none. */
  severity: 'high' | 'moderate' | null
  /** What was checked, in words: the stars, signs or counts, and the rule read. */
  why: string
}

const star = (n: number) => NAKSHATRAS[n]!
const sign = (s: number) => SIGNS[s]!
/** Inclusive count from star `from` to star `to`, 1 … 27. */
const starCount = (from: number, to: number): number => ((to - from + 27) % 27) + 1
/** Inclusive count from pada `from` to pada `to` (0 … 107, Ashwini 1 = 0), 1 … 108. */
const padaCount = (from: number, to: number) => ((to - from + 108) % 108) + 1
const padaIndex = (m: MoonPlace) => m.nakshatra * 4 + m.pada - 1

function check(
  name: Porutham,
  grade: PoruthamGrade,
  why: string,
  veto: { severity: 'high' | 'moderate' } | null = null,
): PoruthamCheck {
  const agrees = grade !== 'none'
  return {
    name,
    grade,
    agrees,
    veto: !agrees && veto !== null,
    severity: !agrees && veto ? veto.severity : null,
    why,
  }
}

// ---- Dina --------------------------------------------------------------------------------------------

/** Tamil: counts that are uttama (TAM-1; porutham.md §1.1). */
const DINA_UTTAMA_COUNTS = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26])
/** Tamil: 12th, 14th, 16th are madhyama unless the groom is in the one pada named (the vipat, pratyak and
 *  vadha stars of the later cycles, as in the muhūrta tārā rule). */
const DINA_MADHYAMA_EXCEPT_PADA: Readonly<Record<number, number>> = { 12: 1, 14: 4, 16: 3 }
/** Tamil: the same star for both, uttama and madhyama lists (TAM-1); the other 13 stars do not agree. */
const SAME_STAR_UTTAMA = new Set([3, 5, 7, 9, 12, 21]) // Rohini, Ardra, Pushya, Magha, Hasta, Shravana
const SAME_STAR_MADHYAMA = new Set([0, 1, 2, 4, 6, 11, 13, 16])
/** Kerala: the 3rd, 5th and 7th of each of the three cycles of nine. */
const DINA_BAD_COUNTS = new Set([3, 5, 7, 12, 14, 16, 21, 23, 25])

function dina(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const c = starCount(bride.nakshatra, groom.nakshatra)
  const lead = `${star(groom.nakshatra)} is the ${ordinal(c)} star from ${star(bride.nakshatra)}`
  if (t === 'kerala') {
    const p = padaCount(padaIndex(bride), padaIndex(groom))
    if (p === 88 || p === 108)
      return check(
        'dina',
        'none',
        `${lead}, and the groom's pada is the ${p}th counted from the bride's, which the Kerala verse names as one to avoid.`,
      )
    return DINA_BAD_COUNTS.has(c)
      ? check(
          'dina',
          'none',
          `${lead}: the ${ordinal(((c - 1) % 9) + 1)} of its cycle of nine, which the Kerala rule avoids (the 3rd, 5th and 7th).`,
        )
      : check(
          'dina',
          'uttama',
          `${lead}: not the 3rd, 5th or 7th of its cycle of nine, nor the 88th or 108th pada.`,
        )
  }
  if (houseFrom(bride.sign, groom.sign) === 8)
    return check(
      'dina',
      'none',
      `${lead}, but the groom's Moon sign is the 8th from the bride's, and the Tamil lists then withhold Dina whatever the count.`,
    )
  if (c === 1) {
    const g = SAME_STAR_UTTAMA.has(groom.nakshatra)
      ? 'uttama'
      : SAME_STAR_MADHYAMA.has(groom.nakshatra)
        ? 'madhyama'
        : 'none'
    return check(
      'dina',
      g,
      `Both Moons are in ${star(groom.nakshatra)}; the Tamil lists name the stars a couple may share, ${
        g === 'uttama'
          ? 'and this is among the best of them'
          : g === 'madhyama'
            ? 'and this is among the middling ones'
            : 'and this is not one of them'
      }.`,
    )
  }
  if (DINA_UTTAMA_COUNTS.has(c)) return check('dina', 'uttama', `${lead}, one of the counts that agree.`)
  const except = DINA_MADHYAMA_EXCEPT_PADA[c]
  if (except !== undefined)
    return groom.pada === except
      ? check(
          'dina',
          'none',
          `${lead} and the groom is in its pada ${except}, the one pada this count excludes.`,
        )
      : check('dina', 'madhyama', `${lead}: middling, as the groom is not in its pada ${except}.`)
  if (c === 27)
    return groom.sign === bride.sign
      ? check('dina', 'uttama', `${lead}, in the same Moon sign, which this count needs.`)
      : check(
          'dina',
          'none',
          `${lead}; this count agrees only when the Moon sign is the same, and it is not.`,
        )
  return check('dina', 'none', `${lead}, not one of the counts that agree.`)
}

// ---- Gana --------------------------------------------------------------------------------------------

type G = 'Deva' | 'Manushya' | 'Rakshasa'
/** Rows the bride's gaṇa, columns the groom's (porutham.md §2.1). */
const GANA_GRID: Readonly<Record<PoruthamTradition, Record<G, Record<G, PoruthamGrade>>>> = {
  tamil: {
    Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'madhyama' },
    Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'none' },
    Rakshasa: { Deva: 'none', Manushya: 'none', Rakshasa: 'uttama' },
  },
  kerala: {
    Deva: { Deva: 'uttama', Manushya: 'none', Rakshasa: 'none' },
    Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'madhyama' },
    Rakshasa: { Deva: 'none', Manushya: 'none', Rakshasa: 'uttama' },
  },
}

function gana(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const g = NAKSHATRA_GANA[groom.nakshatra]!
  const b = NAKSHATRA_GANA[bride.nakshatra]!
  const grade = GANA_GRID[t][b][g]
  const note =
    t === 'kerala' && b === 'Deva' && g === 'Rakshasa'
      ? ' The Kerala grid does not name this pair; it is read as not agreeing, as the Deva bride with a Manushya groom is.'
      : ''
  return check(
    'gana',
    grade,
    `The bride's star is of the ${b} gaṇa and the groom's of the ${g} gaṇa: ${
      grade === 'uttama'
        ? 'the same temperament'
        : grade === 'madhyama'
          ? 'a pairing the tradition accepts'
          : 'a pairing the tradition does not accept'
    }.${note}`,
  )
}

// ---- Mahendra ----------------------------------------------------------------------------------------

const MAHENDRA_COUNTS = new Set([4, 7, 10, 13, 16, 19, 22, 25])

function mahendra(groom: MoonPlace, bride: MoonPlace): PoruthamCheck {
  const c = starCount(bride.nakshatra, groom.nakshatra)
  return MAHENDRA_COUNTS.has(c)
    ? check(
        'mahendra',
        'uttama',
        `The groom's star is the ${ordinal(c)} from the bride's, one of the 4th, 7th and 10th of a cycle of nine.`,
      )
    : check(
        'mahendra',
        'none',
        `The groom's star is the ${ordinal(c)} from the bride's, not the 4th, 7th or 10th of a cycle of nine.`,
      )
}

// ---- Strī-dīrgha -------------------------------------------------------------------------------------

function streeDeergha(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const c = starCount(bride.nakshatra, groom.nakshatra)
  const lead = `The groom's star is the ${ordinal(c)} from the bride's`
  if (t === 'kerala')
    return c > 15
      ? check('streeDeergha', 'uttama', `${lead}, beyond the 15th, as the Kerala verse asks.`)
      : c > 7
        ? check(
            'streeDeergha',
            'madhyama',
            `${lead}: the Kerala verse asks for more than fifteen, and nearer counts are read as lesser, middling down to the 8th.`,
          )
        : check(
            'streeDeergha',
            'none',
            `${lead}, within the first seven; the Kerala verse asks for more than fifteen.`,
          )
  return c > 13
    ? check('streeDeergha', 'uttama', `${lead}, beyond the 13th.`)
    : c > 7
      ? check('streeDeergha', 'madhyama', `${lead}: beyond the 7th but not the 13th, which is middling.`)
      : check('streeDeergha', 'none', `${lead}, within the first seven.`)
}

// ---- Yoni --------------------------------------------------------------------------------------------

/** The yoni animal's sex by star (Tamil, porutham.md §5.1): Ashwini … Revati. */
const TAMIL_MALE = new Set([0, 1, 3, 7, 8, 9, 11, 14, 15, 17, 18, 19, 20, 24])
/** Kerala's fourteen male stars (porutham.md §5.2). */
const KERALA_MALE = new Set([0, 1, 7, 8, 9, 11, 14, 15, 17, 18, 19, 20, 21, 24])
const ENEMY_YONIS: readonly [Yoni, Yoni][] = [
  ['Horse', 'Buffalo'],
  ['Elephant', 'Lion'],
  ['Sheep', 'Monkey'],
  ['Serpent', 'Mongoose'],
  ['Dog', 'Deer'],
  ['Cat', 'Rat'],
  ['Cow', 'Tiger'],
]

function enemyYonis(a: Yoni, b: Yoni): boolean {
  return ENEMY_YONIS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
}

function yoni(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const gy = NAKSHATRA_YONI[groom.nakshatra]!
  const by = NAKSHATRA_YONI[bride.nakshatra]!
  const male = t === 'tamil' ? TAMIL_MALE : KERALA_MALE
  const gm = male.has(groom.nakshatra)
  const bm = male.has(bride.nakshatra)
  const sexes = `the groom's star is ${gm ? 'male' : 'female'} and the bride's ${bm ? 'male' : 'female'}`
  if (enemyYonis(gy, by))
    return check(
      'yoni',
      'none',
      `The groom's yoni is the ${gy} and the bride's the ${by}, which the tradition counts as adversaries.`,
    )
  const animals = `The groom's yoni is the ${gy} and the bride's the ${by}, not adversaries`
  if (t === 'tamil')
    return gm && !bm
      ? check('yoni', 'uttama', `${animals}, and ${sexes}, the pairing preferred.`)
      : check('yoni', 'madhyama', `${animals}; ${sexes}, which is middling.`)
  if (gm && !bm)
    return check('yoni', 'uttama', `${animals}, and ${sexes}, which the Kerala verse calls the best.`)
  if (!gm && !bm)
    return check('yoni', 'madhyama', `${animals}; ${sexes}: both female, middling in the Kerala verse.`)
  return check(
    'yoni',
    'none',
    gm
      ? `${animals}, but ${sexes}: both male, which the Kerala verse does not accept.`
      : `${animals}, but ${sexes}; the Kerala verse is read as not accepting a male bride's star with a female groom's.`,
  )
}

// ---- Rasi --------------------------------------------------------------------------------------------

function rasi(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const p = houseFrom(bride.sign, groom.sign)
  const lead = `The groom's Moon sign, ${sign(groom.sign)}, is the ${ordinal(p)} from the bride's, ${sign(bride.sign)}`
  if (t === 'kerala') {
    if (p === 1)
      return groom.nakshatra !== bride.nakshatra
        ? check(
            'rasi',
            'uttama',
            `Both Moons are in ${sign(groom.sign)}, in different stars, which the Kerala verse calls very good.`,
          )
        : check(
            'rasi',
            'none',
            `Both Moons are in ${sign(groom.sign)} and in the same star; the Kerala verse accepts the same sign only with different stars.`,
          )
    if (p === 4) return check('rasi', 'madhyama', `${lead}, which the Kerala verse calls middling.`)
    return p >= 7
      ? check('rasi', 'uttama', `${lead}, one of the 7th to 12th, which the Kerala verse accepts.`)
      : check('rasi', 'none', `${lead}, which the Kerala verse does not accept.`)
  }
  if (p === 7) {
    const pair = [bride.sign, groom.sign].sort((x, y) => x - y).join(',')
    return pair === '4,10' || pair === '3,9'
      ? check(
          'rasi',
          'none',
          `${lead}: facing signs, but Leo–Aquarius and Cancer–Capricorn are the two the Tamil lists except.`,
        )
      : check('rasi', 'uttama', `${lead}: the facing sign, the best of the placements.`)
  }
  if (p >= 9 && p <= 11) return check('rasi', 'uttama', `${lead}, a placement that agrees.`)
  if (p === 1 || p === 3 || p === 4 || p === 5)
    return check('rasi', 'madhyama', `${lead}, a placement the Tamil lists accept as middling.`)
  return check('rasi', 'none', `${lead}: a 2nd–12th or 6th–8th placement, which does not agree.`)
}

// ---- Rasi adhipati -----------------------------------------------------------------------------------

function rasiAdhipati(groom: MoonPlace, bride: MoonPlace): PoruthamCheck {
  const g = lordOf(groom.sign)
  const b = lordOf(bride.sign)
  if (g === b) return check('rasiAdhipati', 'uttama', `Both Moon signs are ruled by ${g}.`)
  const bg = naturalRelation(b, g)
  const gb = naturalRelation(g, b)
  const lead = `The bride's Moon-sign lord, ${b}, regards ${g} as ${bg === 'enemy' ? 'an adversary' : `a ${bg}`}, and ${g} regards ${b} as ${gb === 'enemy' ? 'an adversary' : `a ${gb}`}`
  if (bg === 'enemy' || gb === 'enemy')
    return check('rasiAdhipati', 'none', `${lead}: with either one averse, the lords do not agree.`)
  return bg === 'friend' && gb === 'friend'
    ? check('rasiAdhipati', 'uttama', `${lead}: friends both ways.`)
    : check('rasiAdhipati', 'madhyama', `${lead}: no aversion, which is middling.`)
}

// ---- Vaśya -------------------------------------------------------------------------------------------

/** The bride's sign → the groom's signs that are vaśya to it (the Kerala verse; porutham.md §8.1). */
const VASHYA_OF: readonly (readonly number[])[] = [
  [4, 7],
  [3, 6],
  [5],
  [7, 8],
  [6],
  [2, 11],
  [5, 9],
  [3],
  [11],
  [10, 0],
  [0],
  [9],
]

function vashya(groom: MoonPlace, bride: MoonPlace): PoruthamCheck {
  const list = VASHYA_OF[bride.sign]!
  const names = list.map(sign).join(' or ')
  if (list.includes(groom.sign))
    return check(
      'vashya',
      'uttama',
      `${sign(groom.sign)} is among the signs drawn to ${sign(bride.sign)} (${names}).`,
    )
  const reverse = VASHYA_OF[groom.sign]!.includes(bride.sign)
  return check(
    'vashya',
    'none',
    `The signs drawn to the bride's ${sign(bride.sign)} are ${names}; the groom's ${sign(groom.sign)} is not one of them${
      reverse ? ' (the attraction runs the other way, which the verse does not count)' : ''
    }.`,
  )
}

// ---- Rajju -------------------------------------------------------------------------------------------

export type Rajju = 'Pada' | 'Kati' | 'Nabhi' | 'Kanta' | 'Siro'
const RAJJU_WORDS: Readonly<Record<Rajju, string>> = {
  Pada: 'the feet',
  Kati: 'the waist',
  Nabhi: 'the navel',
  Kanta: 'the neck',
  Siro: 'the head',
}
/** Five-fold rajju by star, in cycles of nine from Ashwini: ascending feet to head, then descending. */
export function rajjuOf(nakshatra: number): { rajju: Rajju; ascending: boolean | null } {
  const i = nakshatra % 9
  const rajju = (['Pada', 'Kati', 'Nabhi', 'Kanta', 'Siro', 'Kanta', 'Nabhi', 'Kati', 'Pada'] as const)[i]!
  return { rajju, ascending: i === 4 ? null : i < 4 }
}
const KERALA_RAJJU = { Adi: 'Adya', Madhya: 'Madhya', Antya: 'Antya' } as const

function rajju(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  if (t === 'kerala') {
    const g = KERALA_RAJJU[nadiOf(groom.nakshatra)]
    const b = KERALA_RAJJU[nadiOf(bride.nakshatra)]
    if (g !== b)
      return check(
        'rajju',
        'uttama',
        `On the three-fold Kerala count the groom's star is in the ${g} rajju and the bride's in the ${b}: different.`,
      )
    return check(
      'rajju',
      'none',
      `On the three-fold Kerala count both stars are in the ${g} rajju${
        g === 'Madhya' ? ', the middle one, which the verse treats most gravely' : ''
      }.`,
      { severity: g === 'Madhya' ? 'high' : 'moderate' },
    )
  }
  const g = rajjuOf(groom.nakshatra)
  const b = rajjuOf(bride.nakshatra)
  if (g.rajju !== b.rajju)
    return check(
      'rajju',
      'uttama',
      `The groom's star is in the ${g.rajju} rajju (${RAJJU_WORDS[g.rajju]}) and the bride's in the ${b.rajju} (${RAJJU_WORDS[b.rajju]}): different.`,
    )
  const opposite = g.ascending !== null && b.ascending !== null && g.ascending !== b.ascending
  return check(
    'rajju',
    'none',
    `Both stars are in the ${g.rajju} rajju (${RAJJU_WORDS[g.rajju]}).` +
      (opposite
        ? ' One is in its ascending half and the other in its descending half, which some Tamil almanacs accept as relief; the common usage does not, and neither does this reading.'
        : ''),
    { severity: g.rajju === 'Siro' || g.rajju === 'Kanta' ? 'high' : 'moderate' },
  )
}

// ---- Vedha -------------------------------------------------------------------------------------------

/** The twelve vedha pairs and the Mrigashira–Chitra–Dhanishta triple (jyotisha.md §8.10). */
const VEDHA: readonly (readonly number[])[] = [
  [0, 17],
  [1, 16],
  [2, 15],
  [3, 14],
  [5, 21],
  [6, 20],
  [7, 19],
  [8, 18],
  [9, 26],
  [10, 25],
  [11, 24],
  [12, 23],
  [4, 13, 22],
]

export function isVedha(a: number, b: number): boolean {
  return a !== b && VEDHA.some((set) => set.includes(a) && set.includes(b))
}

function vedha(groom: MoonPlace, bride: MoonPlace): PoruthamCheck {
  return isVedha(groom.nakshatra, bride.nakshatra)
    ? check(
        'vedha',
        'none',
        `${star(groom.nakshatra)} and ${star(bride.nakshatra)} are a vedha pair: the stars obstruct each other.`,
        { severity: 'high' },
      )
    : check('vedha', 'uttama', `${star(groom.nakshatra)} and ${star(bride.nakshatra)} are not a vedha pair.`)
}

/** The ten poruthams for a groom and a bride, by one tradition, in the order of PORUTHAMS. */
export function poruthams(groom: MoonPlace, bride: MoonPlace, tradition: PoruthamTradition): PoruthamCheck[] {
  return [
    dina(groom, bride, tradition),
    gana(groom, bride, tradition),
    mahendra(groom, bride),
    streeDeergha(groom, bride, tradition),
    yoni(groom, bride, tradition),
    rasi(groom, bride, tradition),
    rasiAdhipati(groom, bride),
    vashya(groom, bride),
    rajju(groom, bride, tradition),
    vedha(groom, bride),
  ]
}
