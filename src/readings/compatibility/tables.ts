/**
 * Where the kūṭa and the porutham tables judge the same relation and come out differently, each
 * disagreement in one sentence that names both and the rule each applies to this couple.
 *
 * Six pairs judge one relation by different tables: tārā and Dina (the stars counted), vaśya and Vaśya,
 * yoni and Yoni, graha maitrī and Rāśyadhipati, gaṇa and Gaṇa, bhakūṭ and Rāśi (the Moon signs placed
 * from each other). A kūṭa approves with more than half its points and refuses with less (exactly half
 * is neither: tārā's 1.5 of 3, one way good and the other not); a porutham approves when it agrees by the
 * Tamil usage (its `agrees`). Graha maitrī and Rāśyadhipati read the same natural relations and never
 * part (3 of 5 or more exactly when neither lord is averse), but are checked like the rest. Nāḍī has no
 * porutham of its own: the Kerala Rajju is its three groups, so the two always agree; the Tamil Rajju's
 * five groups judge another thing.
 *
 * Every sentence is made from the values the tables computed for this couple: the kūṭa's points and each
 * partner's attribute in the same answer, and the porutham's own account of what it checked.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { houseFrom } from '../../jyotisha/grahas.js'
import type { Koota } from '../../jyotisha/kootas/ashtakoota.js'
import type { Porutham, PoruthamCheck, PoruthamGrade } from '../../jyotisha/kootas/poruthams.js'
import { ordinal } from '../../jyotisha/yogas/helpers.js'
import { hindiOrdinal } from '../../corpus/grounds-hi.js'
import { hiKoota, hiNumber, hiPorutham, hiTerm, nth } from '../../jyotisha/kootas/hindi.js'
import { text, type Text } from '../text.js'
import { BAD_TARAS, taraOf, type AshtakootaView, type KootaDosha, type KootaView } from './kootas.js'

/** The kūṭa and the porutham that judge the same relation, in the order of the kūṭas. */
export const TABLE_PAIRS: readonly (readonly [Koota, Porutham])[] = [
  ['vashya', 'vashya'],
  ['tara', 'dina'],
  ['yoni', 'yoni'],
  ['grahaMaitri', 'rasiAdhipati'],
  ['gana', 'gana'],
  ['bhakoot', 'rasi'],
]

export interface TableNote {
  koota: Koota
  porutham: Porutham
  /** The kūṭa's points and maximum, as in `ashtakoota`. */
  points: number
  maxPoints: number
  kootaSays: 'approves' | 'refuses'
  /** The porutham's Tamil grade, as in `poruthams`. */
  grade: PoruthamGrade
  poruthamSays: 'agrees' | 'doesNotAgree'
  explanation: Text
}

/** More than half the kūṭa's points approves, less than half refuses, exactly half is neither. */
export function kootaVerdict(points: number, maxPoints: number): 'approves' | 'refuses' | null {
  return points * 2 > maxPoints ? 'approves' : points * 2 < maxPoints ? 'refuses' : null
}

const KOOTA_NAMES: Readonly<Record<Koota, string>> = {
  varna: 'Varṇa',
  vashya: 'Vaśya',
  tara: 'Tārā',
  yoni: 'Yoni',
  grahaMaitri: 'Graha maitrī',
  gana: 'Gaṇa',
  bhakoot: 'Bhakūṭ',
  nadi: 'Nāḍī',
}

/** What each porutham reads, said of it as the other table. */
/** What each porutham reads, in Hindi (made on first use: the name table is read after a worker is told
 *  where it is). */
const poruthamRuleHi = (): Readonly<Partial<Record<Porutham, string>>> => ({
  vashya: `${hiPorutham('vashya')}, जो केवल उन्हीं राशियों को स्वीकार करता है जिन्हें श्लोक वधू की राशि की ओर आकर्षित बताता है,`,
  dina: `${hiPorutham('dina')}, जो तमिल सूचियों के अनुसार केवल वधू के नक्षत्र से गिना गया वर का नक्षत्र पढ़ता है,`,
  yoni: `${hiPorutham('yoni')}, जो केवल सात विरोधी जोड़ियों को अस्वीकार करता है और बाकी को नक्षत्रों के लिंग से आँकता है,`,
  rasiAdhipati: `${hiPorutham('rasiAdhipati')}, जो स्वामियों को तब अस्वीकार करता है जब कोई एक दूसरे को विरोधी मानता हो,`,
  gana: `${hiPorutham('gana')}, जिसे उन्हीं दो गणों के लिए तमिल तालिका से आँका जाता है,`,
  rasi: `${hiPorutham('rasi')}, जो तमिल सूची के अनुसार वर की राशि को वधू की राशि से गिनता है,`,
})
const GRADE_HI: Readonly<Record<PoruthamGrade, string>> = {
  uttama: 'मेल खाता है (उत्तम)',
  madhyama: 'मेल खाता है (मध्यम)',
  none: 'मेल नहीं खाता',
}

const PORUTHAM_RULE: Readonly<Partial<Record<Porutham, string>>> = {
  vashya: 'the Vaśya porutham, which accepts only the signs the verse names as drawn to the bride’s sign,',
  dina: 'the Dina porutham, which reads only the groom’s star counted from the bride’s, by the Tamil lists,',
  yoni: 'the Yoni porutham, which refuses only the seven adversary pairs and grades the rest by the stars’ sex,',
  rasiAdhipati:
    'the Rāśyadhipati porutham, which refuses the lords when either regards the other as an adversary,',
  gana: 'the Gaṇa porutham, graded by the Tamil grid for the same two gaṇas,',
  rasi: 'the Rāśi porutham, which counts the groom’s sign from the bride’s by the Tamil list,',
}

const GRADE_WORDS: Readonly<Record<PoruthamGrade, string>> = {
  uttama: 'agrees (uttama)',
  madhyama: 'agrees (madhyama)',
  none: 'does not agree',
}

/** A porutham's own account of what it checked, to follow "since". */
const continued = (why: string) =>
  (/^(The|Both) /.test(why) ? why.charAt(0).toLowerCase() + why.slice(1) : why).replace(/'/g, '’')

interface Couple {
  kootas: Readonly<Record<Koota, KootaView>>
  /** The groom's and the bride's attribute for a kūṭa. */
  of: (k: Koota) => { groom: string; bride: string }
  doshas: readonly KootaDosha[]
}

/** The kūṭa's side of the sentence: its points and the rule that gave them, for this couple. */
function kootaClause(koota: Koota, c: Couple): Text {
  const k = c.kootas[koota]
  const got = `${KOOTA_NAMES[koota]} gives ${k.points} of ${k.maxPoints}`
  const gotHi = `${hiKoota(koota)} ${k.maxPoints} में से ${hiNumber(k.points)} गुण देता है`
  const at = c.of(koota)
  const signs = c.of('bhakoot')
  const isHeld = c.doshas.find((d) => d.name === koota)?.cancelled
  const held = isHeld ? ', though a classical exception holds that doṣa cancelled' : ''
  const heldHi = isHeld ? ', हालाँकि एक शास्त्रीय परिहार उस दोष को निरस्त मानता है' : ''
  const g = hiTerm(at.groom)
  const b = hiTerm(at.bride)
  switch (koota) {
    case 'vashya':
      return text(
        `${got}, as the kūṭa’s table weighs the signs’ vaśya groups against each other, here the groom’s ${signs.groom} (${at.groom}) with the bride’s ${signs.bride} (${at.bride})`,
        `${gotHi}, क्योंकि कूट की तालिका राशियों के वश्य वर्गों को आपस में तौलती है, यहाँ वर की राशि ${hiTerm(signs.groom)} (${g}) को वधू की राशि ${hiTerm(signs.bride)} (${b}) के साथ`,
      )
    case 'tara': {
      const g = NAKSHATRAS.indexOf(at.groom as (typeof NAKSHATRAS)[number])
      const b = NAKSHATRAS.indexOf(at.bride as (typeof NAKSHATRAS)[number])
      const bg = ((g - b + 27) % 27) + 1
      const gb = ((b - g + 27) % 27) + 1
      const there = `the groom’s star counted from the bride’s (the ${ordinal(bg)}, ${taraOf(bg)})`
      const back = `the bride’s counted from the groom’s (the ${ordinal(gb)}, ${taraOf(gb)})`
      const bad = [taraOf(bg), taraOf(gb)].filter((t) => BAD_TARAS.has(t)).length
      const thereHi = `वधू के नक्षत्र से गिना गया वर का नक्षत्र (${nth(bg)}, ${hiTerm(taraOf(bg))} तारा)`
      const backHi = `वर के नक्षत्र से गिना गया वधू का नक्षत्र (${nth(gb)}, ${hiTerm(taraOf(gb))} तारा)`
      const three = `${hiTerm('Vipat')}, ${hiTerm('Pratyari')} या ${hiTerm('Vadha')}`
      return bad === 0
        ? text(
            `${got}, as the kūṭa counts both ways and neither ${there} nor ${back} is Vipat, Pratyari or Vadha`,
            `${gotHi}, क्योंकि कूट दोनों ओर से गिनता है और न ${thereHi}, न ${backHi} ${three} है`,
          )
        : text(
            `${got}, as the kūṭa counts both ways, ${there} and ${back}, and ${bad > 1 ? 'both fall' : 'one of them falls'} on Vipat, Pratyari or Vadha`,
            `${gotHi}, क्योंकि कूट दोनों ओर से गिनता है, ${thereHi} और ${backHi}, और ${bad > 1 ? 'दोनों' : 'इनमें से एक'} ${three} पर ${bad > 1 ? 'पड़ते हैं' : 'पड़ता है'}`,
          )
    }
    case 'yoni':
      return text(
        `${got}, as the kūṭa’s table of the fourteen animals rates the groom’s ${at.groom} with the bride’s ${at.bride} ${k.points * 2 > k.maxPoints ? 'well' : 'low'}`,
        `${gotHi}, क्योंकि चौदह पशुओं की कूट-तालिका वर के ${g} और वधू के ${b} की जोड़ी को ${k.points * 2 > k.maxPoints ? 'अच्छा' : 'कम'} आँकती है`,
      )
    case 'grahaMaitri':
      return text(
        `${got}, as the kūṭa weighs the natural relations of the Moon-sign lords, the groom’s ${at.groom} and the bride’s ${at.bride}, on its own scale`,
        `${gotHi}, क्योंकि कूट चंद्र राशियों के स्वामियों, वर के ${g} और वधू के ${b}, के नैसर्गिक संबंधों को अपने पैमाने पर तौलता है`,
      )
    case 'gana':
      return text(
        `${got} for a ${at.groom} groom with a ${at.bride} bride in the kūṭa’s table, which reads the groom’s gaṇa in its rows${held}`,
        `${gotHi}, ${g} गण के वर और ${b} गण की वधू के लिए, कूट की उस तालिका में जो अपनी पंक्तियों में वर का गण पढ़ती है${heldHi}`,
      )
    case 'bhakoot': {
      const n = houseFrom(
        SIGNS.indexOf(signs.groom as (typeof SIGNS)[number]),
        SIGNS.indexOf(signs.bride as (typeof SIGNS)[number]),
      )
      const r = ordinal(n)
      const placed = `${gotHi}, क्योंकि वधू की चंद्र राशि ${hiTerm(signs.bride)}, वर की राशि ${hiTerm(signs.groom)} से ${hindiOrdinal(n)} है`
      return k.points === 0
        ? text(
            `${got}, as the bride’s Moon sign, ${signs.bride}, is the ${r} from the groom’s, ${signs.groom}, and the kūṭa refuses every 2nd–12th, 5th–9th and 6th–8th placement${held}`,
            `${placed}, और कूट हर द्वितीय–द्वादश, पंचम–नवम और षष्ठ–अष्टम स्थिति को अस्वीकार करता है${heldHi}`,
          )
        : text(
            `${got}, as the bride’s Moon sign, ${signs.bride}, is the ${r} from the groom’s, ${signs.groom}, not a placement the kūṭa refuses`,
            `${placed}, जो ऐसी स्थिति नहीं जिसे कूट अस्वीकार करे`,
          )
    }
    default:
      return text(got, gotHi)
  }
}

/**
 * The disagreements between the kūṭas and the poruthams for one assignment of roles: `view` and `doshas`
 * from `ashtakootaView`, `tamil` the Tamil checks of `poruthamViews`, both in the same direction.
 */
export function tableNotes(
  view: AshtakootaView,
  doshas: readonly KootaDosha[],
  tamil: readonly PoruthamCheck[],
): TableNote[] {
  const kootas = Object.fromEntries(view.kootas.map((k) => [k.koota, k])) as Record<Koota, KootaView>
  const c: Couple = {
    kootas,
    of: (k) => ({ groom: kootas[k][view.groom], bride: kootas[k][view.bride] }),
    doshas,
  }
  const out: TableNote[] = []
  for (const [koota, porutham] of TABLE_PAIRS) {
    const k = kootas[koota]
    const p = tamil.find((t) => t.name === porutham)
    const says = kootaVerdict(k.points, k.maxPoints)
    if (!p || says === null || (says === 'approves') === p.agrees) continue
    out.push({
      koota,
      porutham,
      points: k.points,
      maxPoints: k.maxPoints,
      kootaSays: says,
      grade: p.grade,
      poruthamSays: p.agrees ? 'agrees' : 'doesNotAgree',
      explanation: ((kc) =>
        text(
          `${kc.en}, while ${PORUTHAM_RULE[porutham]} ${GRADE_WORDS[p.grade]}, since ${continued(p.why)}`,
          `${kc.hi}, जबकि ${poruthamRuleHi()[porutham]} ${GRADE_HI[p.grade]}, क्योंकि ${p.whyHi}`,
        ))(kootaClause(koota, c)),
    })
  }
  return out
}
