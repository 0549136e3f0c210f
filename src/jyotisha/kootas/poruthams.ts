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
import { hiGrahaName, hiSign, hiStar, hiTerm, HI_RELATION, joinHi, nth, nthO } from './hindi.js'
import { hindiOrdinal } from '../../corpus/grounds-hi.js'

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
  /** The same in Hindi. */
  whyHi: string
}

/** A sentence in English and Hindi. */
interface Words {
  en: string
  hi: string
}
const w = (en: string, hi: string): Words => ({ en, hi })

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
  why: Words,
  veto: { severity: 'high' | 'moderate' } | null = null,
): PoruthamCheck {
  const agrees = grade !== 'none'
  return {
    name,
    grade,
    agrees,
    veto: !agrees && veto !== null,
    severity: !agrees && veto ? veto.severity : null,
    why: why.en,
    whyHi: why.hi,
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
  const leadHi = `${hiStar(groom.nakshatra)}, ${hiStar(bride.nakshatra)} से ${nth(c)} नक्षत्र है`
  if (t === 'kerala') {
    const p = padaCount(padaIndex(bride), padaIndex(groom))
    if (p === 88 || p === 108)
      return check(
        'dina',
        'none',
        w(
          `${lead}, and the groom's pada is the ${p}th counted from the bride's, which the Kerala verse names as one to avoid.`,
          `${leadHi}, और वर का पाद वधू के पाद से गिनने पर ${nth(p)} है, जिसे केरल का श्लोक वर्जित बताता है।`,
        ),
      )
    return DINA_BAD_COUNTS.has(c)
      ? check(
          'dina',
          'none',
          w(
            `${lead}: the ${ordinal(((c - 1) % 9) + 1)} of its cycle of nine, which the Kerala rule avoids (the 3rd, 5th and 7th).`,
            `${leadHi}: नौ के अपने चक्र में ${nth(((c - 1) % 9) + 1)}, जिसे केरल का नियम टालता है (तीसरा, पाँचवाँ और सातवाँ)।`,
          ),
        )
      : check(
          'dina',
          'uttama',
          w(
            `${lead}: not the 3rd, 5th or 7th of its cycle of nine, nor the 88th or 108th pada.`,
            `${leadHi}: नौ के अपने चक्र में न तीसरा, न पाँचवाँ, न सातवाँ, और पाद भी न 88वाँ है न 108वाँ।`,
          ),
        )
  }
  if (houseFrom(bride.sign, groom.sign) === 8)
    return check(
      'dina',
      'none',
      w(
        `${lead}, but the groom's Moon sign is the 8th from the bride's, and the Tamil lists then withhold Dina whatever the count.`,
        `${leadHi}, पर वर की चंद्र राशि वधू की राशि से अष्टम है, और तब गिनती कुछ भी हो, तमिल सूचियाँ दिन कूट नहीं देतीं।`,
      ),
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
      w(
        `Both Moons are in ${star(groom.nakshatra)}; the Tamil lists name the stars a couple may share, ${
          g === 'uttama'
            ? 'and this is among the best of them'
            : g === 'madhyama'
              ? 'and this is among the middling ones'
              : 'and this is not one of them'
        }.`,
        `दोनों के चंद्रमा ${hiStar(groom.nakshatra)} में हैं; तमिल सूचियाँ वे नक्षत्र बताती हैं जिनमें दंपति के चंद्रमा साथ हो सकते हैं, ${
          g === 'uttama'
            ? 'और यह उनमें सबसे श्रेष्ठ नक्षत्रों में से है'
            : g === 'madhyama'
              ? 'और यह उनमें मध्यम नक्षत्रों में से है'
              : 'और यह उनमें से नहीं है'
        }।`,
      ),
    )
  }
  if (DINA_UTTAMA_COUNTS.has(c))
    return check(
      'dina',
      'uttama',
      w(`${lead}, one of the counts that agree.`, `${leadHi}, जो मेल खाने वाली गिनतियों में से एक है।`),
    )
  const except = DINA_MADHYAMA_EXCEPT_PADA[c]
  if (except !== undefined)
    return groom.pada === except
      ? check(
          'dina',
          'none',
          w(
            `${lead} and the groom is in its pada ${except}, the one pada this count excludes.`,
            `${leadHi}, और वर उसके ${nthO(except)} पाद में है, वही एक पाद जिसे यह गिनती छोड़ देती है।`,
          ),
        )
      : check(
          'dina',
          'madhyama',
          w(
            `${lead}: middling, as the groom is not in its pada ${except}.`,
            `${leadHi}: मध्यम, क्योंकि वर उसके ${nthO(except)} पाद में नहीं है।`,
          ),
        )
  if (c === 27)
    return groom.sign === bride.sign
      ? check(
          'dina',
          'uttama',
          w(
            `${lead}, in the same Moon sign, which this count needs.`,
            `${leadHi}, और चंद्र राशि भी एक ही है, जो इस गिनती के लिए आवश्यक है।`,
          ),
        )
      : check(
          'dina',
          'none',
          w(
            `${lead}; this count agrees only when the Moon sign is the same, and it is not.`,
            `${leadHi}; यह गिनती तभी मेल खाती है जब चंद्र राशि एक ही हो, और यहाँ ऐसा नहीं है।`,
          ),
        )
  return check(
    'dina',
    'none',
    w(`${lead}, not one of the counts that agree.`, `${leadHi}, जो मेल खाने वाली गिनतियों में नहीं है।`),
  )
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
  const noteHi = note
    ? ' केरल की तालिका इस जोड़ी का नाम नहीं लेती; इसे वैसे ही मेल न खाने वाली पढ़ा जाता है, जैसे देव गण की वधू और मनुष्य गण के वर की जोड़ी।'
    : ''
  return check(
    'gana',
    grade,
    w(
      `The bride's star is of the ${b} gaṇa and the groom's of the ${g} gaṇa: ${
        grade === 'uttama'
          ? 'the same temperament'
          : grade === 'madhyama'
            ? 'a pairing the tradition accepts'
            : 'a pairing the tradition does not accept'
      }.${note}`,
      `वधू का नक्षत्र ${hiTerm(b)} गण का है और वर का ${hiTerm(g)} गण का: ${
        grade === 'uttama'
          ? 'दोनों का स्वभाव एक-सा'
          : grade === 'madhyama'
            ? 'ऐसी जोड़ी जिसे परंपरा स्वीकार करती है'
            : 'ऐसी जोड़ी जिसे परंपरा स्वीकार नहीं करती'
      }।${noteHi}`,
    ),
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
        w(
          `The groom's star is the ${ordinal(c)} from the bride's, one of the 4th, 7th and 10th of a cycle of nine.`,
          `वर का नक्षत्र वधू के नक्षत्र से ${nth(c)} है, जो नौ के चक्र के चौथे, सातवें और दसवें में से एक है।`,
        ),
      )
    : check(
        'mahendra',
        'none',
        w(
          `The groom's star is the ${ordinal(c)} from the bride's, not the 4th, 7th or 10th of a cycle of nine.`,
          `वर का नक्षत्र वधू के नक्षत्र से ${nth(c)} है, जो नौ के चक्र में न चौथा है, न सातवाँ, न दसवाँ।`,
        ),
      )
}

// ---- Strī-dīrgha -------------------------------------------------------------------------------------

function streeDeergha(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const c = starCount(bride.nakshatra, groom.nakshatra)
  const lead = `The groom's star is the ${ordinal(c)} from the bride's`
  const leadHi = `वर का नक्षत्र वधू के नक्षत्र से ${nth(c)} है`
  const say = (grade: PoruthamGrade, en: string, hi: string) =>
    check('streeDeergha', grade, w(`${lead}${en}`, `${leadHi}${hi}`))
  if (t === 'kerala')
    return c > 15
      ? say('uttama', ', beyond the 15th, as the Kerala verse asks.', ', 15वें से आगे, जैसा केरल का श्लोक चाहता है।')
      : c > 7
        ? say(
            'madhyama',
            ': the Kerala verse asks for more than fifteen, and nearer counts are read as lesser, middling down to the 8th.',
            ': केरल का श्लोक पंद्रह से अधिक की गिनती चाहता है, और निकट की गिनतियाँ कमतर पढ़ी जाती हैं, आठवें तक मध्यम।',
          )
        : say(
            'none',
            ', within the first seven; the Kerala verse asks for more than fifteen.',
            ', पहले सात के भीतर; केरल का श्लोक पंद्रह से अधिक की गिनती चाहता है।',
          )
  return c > 13
    ? say('uttama', ', beyond the 13th.', ', 13वें से आगे।')
    : c > 7
      ? say(
          'madhyama',
          ': beyond the 7th but not the 13th, which is middling.',
          ': सातवें से आगे पर 13वें से आगे नहीं, जो मध्यम है।',
        )
      : say('none', ', within the first seven.', ', पहले सात के भीतर।')
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
  const sexesHi = `वर का नक्षत्र ${gm ? 'पुरुष' : 'स्त्री'} है और वधू का ${bm ? 'पुरुष' : 'स्त्री'}`
  if (enemyYonis(gy, by))
    return check(
      'yoni',
      'none',
      w(
        `The groom's yoni is the ${gy} and the bride's the ${by}, which the tradition counts as adversaries.`,
        `वर की योनि ${hiTerm(gy)} है और वधू की ${hiTerm(by)}, जिन्हें परंपरा एक-दूसरे के विरोधी मानती है।`,
      ),
    )
  const animals = `The groom's yoni is the ${gy} and the bride's the ${by}, not adversaries`
  const animalsHi = `वर की योनि ${hiTerm(gy)} है और वधू की ${hiTerm(by)}, जो एक-दूसरे के विरोधी नहीं हैं`
  if (t === 'tamil')
    return gm && !bm
      ? check(
          'yoni',
          'uttama',
          w(
            `${animals}, and ${sexes}, the pairing preferred.`,
            `${animalsHi}, और ${sexesHi}, जो श्रेष्ठ मानी गई जोड़ी है।`,
          ),
        )
      : check(
          'yoni',
          'madhyama',
          w(`${animals}; ${sexes}, which is middling.`, `${animalsHi}; ${sexesHi}, जो मध्यम है।`),
        )
  if (gm && !bm)
    return check(
      'yoni',
      'uttama',
      w(
        `${animals}, and ${sexes}, which the Kerala verse calls the best.`,
        `${animalsHi}, और ${sexesHi}, जिसे केरल का श्लोक सर्वश्रेष्ठ कहता है।`,
      ),
    )
  if (!gm && !bm)
    return check(
      'yoni',
      'madhyama',
      w(
        `${animals}; ${sexes}: both female, middling in the Kerala verse.`,
        `${animalsHi}; ${sexesHi}: दोनों स्त्री, जो केरल के श्लोक में मध्यम है।`,
      ),
    )
  return check(
    'yoni',
    'none',
    gm
      ? w(
          `${animals}, but ${sexes}: both male, which the Kerala verse does not accept.`,
          `${animalsHi}, पर ${sexesHi}: दोनों पुरुष, जिसे केरल का श्लोक स्वीकार नहीं करता।`,
        )
      : w(
          `${animals}, but ${sexes}; the Kerala verse is read as not accepting a male bride's star with a female groom's.`,
          `${animalsHi}, पर ${sexesHi}; केरल के श्लोक को ऐसे पढ़ा जाता है कि वह पुरुष नक्षत्र की वधू के साथ स्त्री नक्षत्र का वर स्वीकार नहीं करता।`,
        ),
  )
}

// ---- Rasi --------------------------------------------------------------------------------------------

function rasi(groom: MoonPlace, bride: MoonPlace, t: PoruthamTradition): PoruthamCheck {
  const p = houseFrom(bride.sign, groom.sign)
  const lead = `The groom's Moon sign, ${sign(groom.sign)}, is the ${ordinal(p)} from the bride's, ${sign(bride.sign)}`
  const leadHi = `वर की चंद्र राशि ${hiSign(groom.sign)}, वधू की राशि ${hiSign(bride.sign)} से ${hindiOrdinal(p)} है`
  const say = (grade: PoruthamGrade, en: string, hi: string) =>
    check('rasi', grade, w(`${lead}${en}`, `${leadHi}${hi}`))
  if (t === 'kerala') {
    if (p === 1)
      return groom.nakshatra !== bride.nakshatra
        ? check(
            'rasi',
            'uttama',
            w(
              `Both Moons are in ${sign(groom.sign)}, in different stars, which the Kerala verse calls very good.`,
              `दोनों के चंद्रमा ${hiSign(groom.sign)} राशि में हैं, अलग-अलग नक्षत्रों में, जिसे केरल का श्लोक बहुत अच्छा कहता है।`,
            ),
          )
        : check(
            'rasi',
            'none',
            w(
              `Both Moons are in ${sign(groom.sign)} and in the same star; the Kerala verse accepts the same sign only with different stars.`,
              `दोनों के चंद्रमा ${hiSign(groom.sign)} राशि में और एक ही नक्षत्र में हैं; केरल का श्लोक एक ही राशि को तभी स्वीकार करता है जब नक्षत्र अलग हों।`,
            ),
          )
    if (p === 4)
      return say('madhyama', ', which the Kerala verse calls middling.', ', जिसे केरल का श्लोक मध्यम कहता है।')
    return p >= 7
      ? say(
          'uttama',
          ', one of the 7th to 12th, which the Kerala verse accepts.',
          ', यानी सप्तम से द्वादश में से एक, जिसे केरल का श्लोक स्वीकार करता है।',
        )
      : say('none', ', which the Kerala verse does not accept.', ', जिसे केरल का श्लोक स्वीकार नहीं करता।')
  }
  if (p === 7) {
    const pair = [bride.sign, groom.sign].sort((x, y) => x - y).join(',')
    return pair === '4,10' || pair === '3,9'
      ? say(
          'none',
          ': facing signs, but Leo–Aquarius and Cancer–Capricorn are the two the Tamil lists except.',
          `: आमने-सामने की राशियाँ, पर ${hiSign(4)}–${hiSign(10)} और ${hiSign(3)}–${hiSign(9)} वे दो जोड़ियाँ हैं जिन्हें तमिल सूचियाँ अपवाद मानती हैं।`,
        )
      : say(
          'uttama',
          ': the facing sign, the best of the placements.',
          ': आमने-सामने की राशि, सब स्थितियों में श्रेष्ठ।',
        )
  }
  if (p >= 9 && p <= 11) return say('uttama', ', a placement that agrees.', ', यह स्थिति मेल खाती है।')
  if (p === 1 || p === 3 || p === 4 || p === 5)
    return say(
      'madhyama',
      ', a placement the Tamil lists accept as middling.',
      ', यह स्थिति तमिल सूचियाँ मध्यम मानकर स्वीकार करती हैं।',
    )
  return say(
    'none',
    ': a 2nd–12th or 6th–8th placement, which does not agree.',
    ': द्वितीय–द्वादश या षष्ठ–अष्टम की स्थिति, जो मेल नहीं खाती।',
  )
}

// ---- Rasi adhipati -----------------------------------------------------------------------------------

function rasiAdhipati(groom: MoonPlace, bride: MoonPlace): PoruthamCheck {
  const g = lordOf(groom.sign)
  const b = lordOf(bride.sign)
  if (g === b)
    return check(
      'rasiAdhipati',
      'uttama',
      w(`Both Moon signs are ruled by ${g}.`, `दोनों चंद्र राशियों का स्वामी ${hiGrahaName(g)} है।`),
    )
  const bg = naturalRelation(b, g)
  const gb = naturalRelation(g, b)
  const lead = `The bride's Moon-sign lord, ${b}, regards ${g} as ${bg === 'enemy' ? 'an adversary' : `a ${bg}`}, and ${g} regards ${b} as ${gb === 'enemy' ? 'an adversary' : `a ${gb}`}`
  const leadHi = `वधू की चंद्र राशि का स्वामी ${hiGrahaName(b)} ${hiGrahaName(g)} को ${HI_RELATION[bg]} मानता है, और ${hiGrahaName(g)} ${hiGrahaName(b)} को ${HI_RELATION[gb]} मानता है`
  const say = (grade: PoruthamGrade, en: string, hi: string) =>
    check('rasiAdhipati', grade, w(`${lead}${en}`, `${leadHi}${hi}`))
  if (bg === 'enemy' || gb === 'enemy')
    return say(
      'none',
      ': with either one averse, the lords do not agree.',
      ': किसी एक के भी विरोधी होने से दोनों स्वामी मेल नहीं खाते।',
    )
  return bg === 'friend' && gb === 'friend'
    ? say('uttama', ': friends both ways.', ': दोनों ओर से मित्र।')
    : say('madhyama', ': no aversion, which is middling.', ': कोई विरोध नहीं, जो मध्यम है।')
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
  const namesHi = joinHi(list.map(hiSign), 'या')
  if (list.includes(groom.sign))
    return check(
      'vashya',
      'uttama',
      w(
        `${sign(groom.sign)} is among the signs drawn to ${sign(bride.sign)} (${names}).`,
        `${hiSign(groom.sign)} उन राशियों (${namesHi}) में से है जो ${hiSign(bride.sign)} की ओर आकर्षित होती हैं।`,
      ),
    )
  const reverse = VASHYA_OF[groom.sign]!.includes(bride.sign)
  return check(
    'vashya',
    'none',
    w(
      `The signs drawn to the bride's ${sign(bride.sign)} are ${names}; the groom's ${sign(groom.sign)} is not one of them${
        reverse ? ' (the attraction runs the other way, which the verse does not count)' : ''
      }.`,
      `वधू की राशि ${hiSign(bride.sign)} की ओर आकर्षित होने वाली राशियाँ ${namesHi} हैं; वर की राशि ${hiSign(groom.sign)} उनमें से नहीं है${
        reverse ? ' (आकर्षण उलटी दिशा में है, जिसे श्लोक नहीं गिनता)' : ''
      }।`,
    ),
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
const RAJJU_HI: Readonly<Record<Rajju, string>> = {
  Pada: 'पैर',
  Kati: 'कमर',
  Nabhi: 'नाभि',
  Kanta: 'कंठ',
  Siro: 'सिर',
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
        w(
          `On the three-fold Kerala count the groom's star is in the ${g} rajju and the bride's in the ${b}: different.`,
          `केरल की त्रिविध गणना में वर का नक्षत्र ${hiTerm(g)} रज्जु में है और वधू का ${hiTerm(b)} में: दोनों अलग।`,
        ),
      )
    return check(
      'rajju',
      'none',
      w(
        `On the three-fold Kerala count both stars are in the ${g} rajju${
          g === 'Madhya' ? ', the middle one, which the verse treats most gravely' : ''
        }.`,
        `केरल की त्रिविध गणना में दोनों नक्षत्र ${hiTerm(g)} रज्जु में हैं${
          g === 'Madhya' ? ', यानी बीच वाली, जिसे श्लोक सबसे गंभीर मानता है' : ''
        }।`,
      ),
      { severity: g === 'Madhya' ? 'high' : 'moderate' },
    )
  }
  const g = rajjuOf(groom.nakshatra)
  const b = rajjuOf(bride.nakshatra)
  if (g.rajju !== b.rajju)
    return check(
      'rajju',
      'uttama',
      w(
        `The groom's star is in the ${g.rajju} rajju (${RAJJU_WORDS[g.rajju]}) and the bride's in the ${b.rajju} (${RAJJU_WORDS[b.rajju]}): different.`,
        `वर का नक्षत्र ${hiTerm(g.rajju)} रज्जु (${RAJJU_HI[g.rajju]}) में है और वधू का ${hiTerm(b.rajju)} (${RAJJU_HI[b.rajju]}) में: दोनों अलग।`,
      ),
    )
  const opposite = g.ascending !== null && b.ascending !== null && g.ascending !== b.ascending
  return check(
    'rajju',
    'none',
    w(
      `Both stars are in the ${g.rajju} rajju (${RAJJU_WORDS[g.rajju]}).` +
        (opposite
          ? ' One is in its ascending half and the other in its descending half, which some Tamil almanacs accept as relief; the common usage does not, and neither does this reading.'
          : ''),
      `दोनों नक्षत्र ${hiTerm(g.rajju)} रज्जु (${RAJJU_HI[g.rajju]}) में हैं।` +
        (opposite
          ? ' एक अपने आरोही भाग में है और दूसरा अवरोही भाग में, जिसे कुछ तमिल पंचांग राहत मानते हैं; प्रचलित परंपरा ऐसा नहीं मानती, और यह विवेचन भी नहीं मानता।'
          : ''),
    ),
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
        w(
          `${star(groom.nakshatra)} and ${star(bride.nakshatra)} are a vedha pair: the stars obstruct each other.`,
          `${hiStar(groom.nakshatra)} और ${hiStar(bride.nakshatra)} वेध युग्म हैं: ये नक्षत्र एक-दूसरे में बाधा डालते हैं।`,
        ),
        { severity: 'high' },
      )
    : check(
        'vedha',
        'uttama',
        w(
          `${star(groom.nakshatra)} and ${star(bride.nakshatra)} are not a vedha pair.`,
          `${hiStar(groom.nakshatra)} और ${hiStar(bride.nakshatra)} वेध युग्म नहीं हैं।`,
        ),
      )
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
