/**
 * The traditional matching of two Moons in words: the eight kūṭas with each
 * partner's attribute and a plain explanation, the classical exceptions as checked, and the ten poruthams
 * by the Tamil usage with the Kerala usage beside each. The guṇa points and porutham grades are the
 * tradition's own published measures, shown as such; nothing of our own weighing appears here.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import {
  ashtakootaPoints,
  exceptions,
  KOOTA_MAX,
  totalAfterExceptions,
  type Exception,
  type Koota,
  type KootaResult,
  type MoonPlace,
} from '../../jyotisha/kootas/ashtakoota.js'
import {
  isVetoPorutham,
  poruthams,
  type Porutham,
  type PoruthamCheck,
  type PoruthamGrade,
  type VetoPorutham,
} from '../../jyotisha/kootas/poruthams.js'
import { ordinal } from '../../jyotisha/yogas/helpers.js'
import { hindiOrdinal } from '../../corpus/grounds-hi.js'
import {
  hiDosha,
  hiPorutham,
  hiSign,
  hiStar,
  hiTerm,
  hiNumber,
  joinHi,
  nth,
  nthO,
} from '../../jyotisha/kootas/hindi.js'
import { text, type Text } from '../text.js'
import type { CoupleFrame } from './frame.js'

export type Side = 'a' | 'b'

/** Who stands in the bride's and the groom's place for one reading of the kūṭas. */
export interface Roles {
  bride: Side
  groom: Side
}

export interface KootaView {
  koota: Koota
  points: number
  maxPoints: number
  /** Partner a's attribute for this kūṭa (varṇa, vaśya group, star, yoni, sign lord, gaṇa, sign, nāḍī). */
  a: string
  b: string
  explanation: Text
}

export interface ExceptionView {
  name: Text
  applies: boolean
  why: Text
  sources: string[]
}

export interface AshtakootaView {
  /** Whose star the counts start from (the bride's place) and where they end (the groom's). */
  bride: Side
  groom: Side
  kootas: KootaView[]
  total: number
  totalAfterExceptions: number
  maxTotal: 36
  exceptions: ExceptionView[]
  /** The tradition's reading of the total after exceptions, in words. */
  reading: Text
}

const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhaka',
  'Vadha',
  'Mitra',
  'Ati-mitra',
]
/** The tārā of a count of stars (1 … 27): Janma for the 1st, 10th and 19th, and so on. */
export const taraOf = (count: number): string => TARA_NAMES[(count - 1) % 9]!
export const BAD_TARAS: ReadonlySet<string> = new Set(['Vipat', 'Pratyari', 'Vadha'])

const EXCEPTION_NAMES: Readonly<Record<string, Text>> = {
  nadi_same_sign_different_nakshatra: text(
    'Nāḍī: the same Moon sign, different stars',
    'नाड़ी: एक ही चंद्र राशि, अलग-अलग नक्षत्र',
  ),
  nadi_same_nakshatra_different_sign: text(
    'Nāḍī: the same star, different Moon signs',
    'नाड़ी: एक ही नक्षत्र, अलग-अलग चंद्र राशियाँ',
  ),
  nadi_same_nakshatra_different_pada: text(
    'Nāḍī: the same star, different padas',
    'नाड़ी: एक ही नक्षत्र, अलग-अलग पाद',
  ),
  nadi_sign_lords_same_or_friends: text(
    'Nāḍī: the Moon-sign lords the same or friends',
    'नाड़ी: चंद्र राशियों के स्वामी एक ही या परस्पर मित्र',
  ),
  bhakoot_same_sign_lord: text(
    'Bhakūṭ: one lord rules both Moon signs',
    'भकूट: दोनों चंद्र राशियों का एक ही स्वामी',
  ),
  bhakoot_sign_lords_friends: text(
    'Bhakūṭ: the Moon-sign lords are friends',
    'भकूट: चंद्र राशियों के स्वामी परस्पर मित्र',
  ),
  gana_bride_star_beyond_fourteenth: text(
    'Gaṇa: the bride’s star beyond the 14th from the groom’s',
    'गण: वधू का नक्षत्र वर के नक्षत्र से 14वें से आगे',
  ),
  gana_good_maitri_or_bhakoot: text('Gaṇa: graha maitrī or bhakūṭ strong', 'गण: ग्रह मैत्री या भकूट प्रबल'),
}
const DOSHA_WORDS = { nadi: 'nāḍī', bhakoot: 'bhakūṭ', gana: 'gaṇa' } as const

function exceptionWhy(e: Exception, groom: MoonPlace, bride: MoonPlace): Text {
  if (!e.relevant)
    return text(
      `There is no ${DOSHA_WORDS[e.cancels]} doṣa here, so there is nothing for it to cancel.`,
      `यहाँ ${hiDosha(e.cancels)} है ही नहीं, इसलिए इस परिहार के लिए निरस्त करने को कुछ नहीं है।`,
    )
  const facts: Record<string, string> = {
    nadi_same_sign_different_nakshatra: `The Moons are in ${SIGNS[groom.sign]} and ${SIGNS[bride.sign]}, in ${NAKSHATRAS[groom.nakshatra]} and ${NAKSHATRAS[bride.nakshatra]}.`,
    nadi_same_nakshatra_different_sign: `The Moons are in ${NAKSHATRAS[groom.nakshatra]} and ${NAKSHATRAS[bride.nakshatra]}, in ${SIGNS[groom.sign]} and ${SIGNS[bride.sign]}.`,
    nadi_same_nakshatra_different_pada: `The Moons are in ${NAKSHATRAS[groom.nakshatra]} pada ${groom.pada} and ${NAKSHATRAS[bride.nakshatra]} pada ${bride.pada}.`,
    nadi_sign_lords_same_or_friends:
      'It asks whether the lords of the two Moon signs are one graha or friends each way.',
    bhakoot_same_sign_lord: `The Moon signs are ${SIGNS[groom.sign]} and ${SIGNS[bride.sign]}.`,
    bhakoot_sign_lords_friends: 'It asks whether the lords of the two Moon signs are friends each way.',
    gana_bride_star_beyond_fourteenth: `The bride's star is the ${ordinal(((bride.nakshatra - groom.nakshatra + 27) % 27) + 1)} from the groom's.`,
    gana_good_maitri_or_bhakoot: 'It asks for graha maitrī of 4 or more or the full bhakūṭ.',
  }
  const factsHi: Record<string, string> = {
    nadi_same_sign_different_nakshatra: `चंद्रमा ${hiSign(groom.sign)} और ${hiSign(bride.sign)} राशियों में, ${hiStar(groom.nakshatra)} और ${hiStar(bride.nakshatra)} नक्षत्रों में हैं।`,
    nadi_same_nakshatra_different_sign: `चंद्रमा ${hiStar(groom.nakshatra)} और ${hiStar(bride.nakshatra)} नक्षत्रों में, ${hiSign(groom.sign)} और ${hiSign(bride.sign)} राशियों में हैं।`,
    nadi_same_nakshatra_different_pada: `चंद्रमा ${hiStar(groom.nakshatra)} के ${nthO(groom.pada)} पाद और ${hiStar(bride.nakshatra)} के ${nthO(bride.pada)} पाद में हैं।`,
    nadi_sign_lords_same_or_friends:
      'यह परिहार देखता है कि दोनों चंद्र राशियों के स्वामी एक ही ग्रह हैं या दोनों ओर से मित्र।',
    bhakoot_same_sign_lord: `चंद्र राशियाँ ${hiSign(groom.sign)} और ${hiSign(bride.sign)} हैं।`,
    bhakoot_sign_lords_friends: 'यह परिहार देखता है कि दोनों चंद्र राशियों के स्वामी दोनों ओर से मित्र हैं या नहीं।',
    gana_bride_star_beyond_fourteenth: `वधू का नक्षत्र वर के नक्षत्र से ${nth(((bride.nakshatra - groom.nakshatra + 27) % 27) + 1)} है।`,
    gana_good_maitri_or_bhakoot: 'यह परिहार 4 या अधिक गुणों की ग्रह मैत्री या पूरा भकूट माँगता है।',
  }
  const result = e.applies
    ? e.minority
      ? text(
          'It applies, but only some authorities hold it, so the total after exceptions does not use it.',
          'यह लागू होता है, पर इसे केवल कुछ आचार्य मानते हैं, इसलिए परिहार के बाद के योग में इसे नहीं गिना गया।',
        )
      : text(
          `It applies: the ${DOSHA_WORDS[e.cancels]} doṣa is held cancelled, and its points are restored in the total after exceptions.`,
          `यह लागू होता है: ${hiDosha(e.cancels)} निरस्त माना जाता है, और परिहार के बाद के योग में उसके गुण लौटा दिए गए हैं।`,
        )
    : text('It does not apply.', 'यह लागू नहीं होता।')
  return text(`${facts[e.name] ?? ''} ${result.en}`.trim(), `${factsHi[e.name] ?? ''} ${result.hi}`.trim())
}

function kootaExplanation(k: KootaResult, core: ReturnType<typeof ashtakootaPoints>): Text {
  const got =
    k.points === k.maxPoints ? 'full points' : k.points === 0 ? 'no points' : `${k.points} of ${k.maxPoints}`
  const gotHi =
    k.points === k.maxPoints
      ? 'पूरे गुण'
      : k.points === 0
        ? 'कोई गुण नहीं'
        : `${k.maxPoints} में से ${hiNumber(k.points)}`
  const g = hiTerm(k.groom)
  const b = hiTerm(k.bride)
  switch (k.koota) {
    case 'varna':
      return text(
        `Varṇa compares the Moon signs’ temperaments, groom ${k.groom} and bride ${k.bride}; the point is given when the groom’s is the same as or above the bride’s: ${got}.`,
        `वर्ण चंद्र राशियों के स्वभाव की तुलना करता है, वर ${g} और वधू ${b}; गुण तब मिलता है जब वर का वर्ण वधू के वर्ण के बराबर या उससे ऊपर हो: ${gotHi}।`,
      )
    case 'vashya':
      return text(
        `Vaśya asks how the Moon signs’ natures draw each other, groom ${k.groom} and bride ${k.bride}: ${got}.`,
        `वश्य देखता है कि चंद्र राशियों के स्वभाव एक-दूसरे को कैसे खींचते हैं, वर ${g} और वधू ${b}: ${gotHi}।`,
      )
    case 'tara': {
      const bg = core.taraCounts.brideToGroom
      const gb = core.taraCounts.groomToBride
      const bad = [taraOf(bg), taraOf(gb)].filter((t) => BAD_TARAS.has(t))
      return text(
        `Tārā counts each star from the other: the groom’s is the ${ordinal(bg)} from the bride’s (${taraOf(bg)}) and the bride’s the ${ordinal(gb)} from the groom’s (${taraOf(gb)}). ` +
          (bad.length
            ? `${bad.join(' and ')} ${bad.length > 1 ? 'are' : 'is'} among the three the tradition counts against: ${got}.`
            : `Neither is Vipat, Pratyari or Vadha: ${got}.`),
        `तारा दोनों नक्षत्रों को एक-दूसरे से गिनती है: वर का नक्षत्र वधू के नक्षत्र से ${nth(bg)} है (${hiTerm(taraOf(bg))} तारा) और वधू का वर के नक्षत्र से ${nth(gb)} (${hiTerm(taraOf(gb))} तारा)। ` +
          (bad.length
            ? `${joinHi(bad.map(hiTerm))} उन तीन तारों में ${bad.length > 1 ? 'हैं' : 'है'} जिन्हें परंपरा प्रतिकूल गिनती है: ${gotHi}।`
            : `इनमें कोई भी ${hiTerm('Vipat')}, ${hiTerm('Pratyari')} या ${hiTerm('Vadha')} नहीं है: ${gotHi}।`),
      )
    }
    case 'yoni':
      return text(
        `Yoni compares the animals of the two stars, the groom’s ${k.groom} and the bride’s ${k.bride}, for instinctive ease together: ${got}.`,
        `योनि सहज स्वाभाविक सामंजस्य के लिए दोनों नक्षत्रों के पशुओं की तुलना करती है, वर का ${g} और वधू का ${b}: ${gotHi}।`,
      )
    case 'grahaMaitri':
      return text(
        `Graha maitrī asks whether the lords of the Moon signs, ${k.groom} and ${k.bride}, are friends: ${got}.`,
        `ग्रह मैत्री देखती है कि चंद्र राशियों के स्वामी, ${g} और ${b}, मित्र हैं या नहीं: ${gotHi}।`,
      )
    case 'gana':
      return text(
        `Gaṇa compares temperament by star, the groom ${k.groom} and the bride ${k.bride}: ${got}.`,
        `गण नक्षत्र से स्वभाव की तुलना करता है, वर ${g} गण और वधू ${b} गण: ${gotHi}।`,
      )
    case 'bhakoot': {
      const [r, back] = core.bhakootPositions
      return text(
        `Bhakūṭ places the Moon signs from each other: the bride’s is the ${ordinal(r)} from the groom’s and the groom’s the ${ordinal(back)} from the bride’s. ${
          k.points === 0
            ? 'The tradition counts the 2nd–12th, 5th–9th and 6th–8th placements as a doṣa'
            : 'This is not one of the placements counted as a doṣa'
        }: ${got}.`,
        `भकूट चंद्र राशियों को एक-दूसरे से गिनता है: वधू की राशि वर की राशि से ${hindiOrdinal(r)} है और वर की राशि वधू की राशि से ${hindiOrdinal(back)}। ${
          k.points === 0
            ? 'परंपरा द्वितीय–द्वादश, पंचम–नवम और षष्ठ–अष्टम स्थितियों को दोष गिनती है'
            : 'यह उन स्थितियों में से नहीं है जिन्हें दोष गिना जाता है'
        }: ${gotHi}।`,
      )
    }
    case 'nadi':
      return k.points === 0
        ? text(
            `Nāḍī: both stars are of the ${k.groom} nāḍī. The tradition gives this kūṭa the most weight of the eight and asks that a shared nāḍī be looked at with its exceptions: no points.`,
            `नाड़ी: दोनों नक्षत्र ${g} नाड़ी के हैं। परंपरा आठों कूटों में इसे सबसे अधिक महत्त्व देती है और चाहती है कि एक ही नाड़ी होने पर उसके परिहारों को भी देखा जाए: कोई गुण नहीं।`,
          )
        : text(
            `Nāḍī: the groom’s star is of the ${k.groom} nāḍī and the bride’s of the ${k.bride}, different, as the tradition wants: full points.`,
            `नाड़ी: वर का नक्षत्र ${g} नाड़ी का है और वधू का ${b} नाड़ी का, दोनों अलग, जैसा परंपरा चाहती है: पूरे गुण।`,
          )
  }
}

export type GunaBand = 'excellent' | 'veryGood' | 'acceptable' | 'low'

/** The tradition's bands of a guṇa total, as matching services print them: 33+, 25–32, 18–24, below 18. */
export function gunaBand(total: number): GunaBand {
  return total >= 33 ? 'excellent' : total >= 25 ? 'veryGood' : total >= 18 ? 'acceptable' : 'low'
}

const GUNA_READING: Readonly<Record<GunaBand, Text>> = {
  excellent: text(
    'The traditional count rates this an excellent match (33 or more of 36).',
    'पारंपरिक गणना इसे उत्तम मिलान मानती है (36 में से 33 या अधिक)।',
  ),
  veryGood: text(
    'The traditional count rates this a very good match (25 to 32 of 36).',
    'पारंपरिक गणना इसे बहुत अच्छा मिलान मानती है (36 में से 25 से 32)।',
  ),
  acceptable: text(
    'The traditional count rates this an acceptable match (18 to 24 of 36), with the doṣas and the charts themselves to be weighed.',
    'पारंपरिक गणना इसे स्वीकार्य मिलान मानती है (36 में से 18 से 24); दोषों को और स्वयं दोनों कुंडलियों को भी तौलना होगा।',
  ),
  low: text(
    'The traditional count is below the 18 of 36 it usually asks for; the tradition would look closely at the exceptions and at the charts themselves before going further.',
    'गुण 36 में से उन 18 से कम हैं जो पारंपरिक गणना प्रायः चाहती है; आगे बढ़ने से पहले परंपरा परिहारों को और स्वयं दोनों कुंडलियों को ध्यान से देखेगी।',
  ),
}

const sideOf = (roles: Roles) => (k: { groom: string; bride: string }) =>
  roles.groom === 'a' ? { a: k.groom, b: k.bride } : { a: k.bride, b: k.groom }

function attribute(k: KootaResult): { groom: string; bride: string } {
  if (k.koota === 'tara')
    return { groom: NAKSHATRAS[Number(k.groom) - 1]!, bride: NAKSHATRAS[Number(k.bride) - 1]! }
  if (k.koota === 'bhakoot') return { groom: SIGNS[Number(k.groom)]!, bride: SIGNS[Number(k.bride)]! }
  return { groom: k.groom, bride: k.bride }
}

export interface KootaDosha {
  name: 'nadi' | 'bhakoot' | 'gana'
  present: boolean
  cancelled: boolean
  why: Text
  sources: string[]
}

/** An exception's name in words (`Nāḍī: the same Moon sign, different stars`). */
export const exceptionName = (e: Exception): Text => EXCEPTION_NAMES[e.name] ?? text(e.name, e.name)

export interface KootaDoshaState {
  name: 'nadi' | 'bhakoot' | 'gana'
  present: boolean
  /** Present and cancelled by a generally held exception (`held`). */
  cancelled: boolean
  /** The generally held exceptions that apply. */
  held: Exception[]
  /** The exceptions only some authorities hold that apply (never used to cancel). */
  minority: Exception[]
}

/** Nāḍī, bhakūṭ and gaṇa doṣas: whether each is present, and the exceptions that apply to it. */
export function kootaDoshaStates(checked: readonly Exception[]): KootaDoshaState[] {
  return (['nadi', 'bhakoot', 'gana'] as const).map((name) => {
    const mine = checked.filter((e) => e.cancels === name)
    const present = mine.some((e) => e.relevant)
    const held = mine.filter((e) => e.applies && !e.minority)
    const minority = mine.filter((e) => e.applies && e.minority)
    return { name, present, cancelled: present && held.length > 0, held, minority }
  })
}

/** Nāḍī, bhakūṭ and gaṇa doṣas with whether a (generally held) exception cancels each. */
function kootaDoshas(checked: readonly Exception[]): KootaDosha[] {
  return kootaDoshaStates(checked).map(({ name, present, cancelled, held, minority }) => {
    const what = DOSHA_WORDS[name]
    const d = hiDosha(name)
    const list = (es: readonly Exception[]) =>
      es.map((e) => EXCEPTION_NAMES[e.name]!.en.split(': ')[1]).join('; ')
    const listHi = (es: readonly Exception[]) =>
      es.map((e) => EXCEPTION_NAMES[e.name]!.hi.split(': ')[1]).join('; ')
    return {
      name,
      present,
      cancelled,
      why: !present
        ? text(`There is no ${what} doṣa.`, `${d} नहीं है।`)
        : held.length
          ? text(
              `The ${what} doṣa is present and held cancelled: ${list(held)}.`,
              `${d} है, पर निरस्त माना जाता है: ${listHi(held)}।`,
            )
          : minority.length
            ? text(
                `The ${what} doṣa is present; only an exception some authorities hold applies (${list(minority)}), so it is not counted as cancelled.`,
                `${d} है; केवल एक ऐसा परिहार लागू होता है जिसे कुछ ही आचार्य मानते हैं (${listHi(minority)}), इसलिए इसे निरस्त नहीं गिना गया।`,
              )
            : text(
                `The ${what} doṣa is present and none of its classical exceptions applies.`,
                `${d} है और इसका कोई भी शास्त्रीय परिहार लागू नहीं होता।`,
              ),
      sources: ['Muhurta Chintamani'],
    }
  })
}

/**
 * The traditional direction of the count from the partners' genders: with both given and different, the
 * female partner is the bride (`fromGender`); otherwise a stands in the bride's place and the caller
 * reads both directions, never guessing.
 */
export function rolesFrom(
  ga: 'male' | 'female' | undefined,
  gb: 'male' | 'female' | undefined,
): { roles: Roles; fromGender: boolean } {
  const fromGender = ga !== undefined && gb !== undefined && ga !== gb
  return {
    roles: fromGender && ga === 'male' ? { bride: 'b', groom: 'a' } : { bride: 'a', groom: 'b' },
    fromGender,
  }
}

/** The eight kūṭas for one assignment of roles, and the doṣas among them. */
export function ashtakootaView(
  moons: Record<Side, MoonPlace>,
  roles: Roles,
): { view: AshtakootaView; doshas: KootaDosha[] } {
  const groom = moons[roles.groom]
  const bride = moons[roles.bride]
  const core = ashtakootaPoints(groom, bride)
  const checked = exceptions(groom, bride, core)
  const after = totalAfterExceptions(core, checked)
  const pick = sideOf(roles)
  const view: AshtakootaView = {
    bride: roles.bride,
    groom: roles.groom,
    kootas: core.kootas.map((k) => ({
      koota: k.koota,
      points: k.points,
      maxPoints: KOOTA_MAX[k.koota],
      ...pick(attribute(k)),
      explanation: kootaExplanation({ ...k, ...attribute(k) }, core),
    })),
    total: core.total,
    totalAfterExceptions: after,
    maxTotal: 36,
    exceptions: checked.map((e) => ({
      name: exceptionName(e),
      applies: e.applies,
      why: exceptionWhy(e, groom, bride),
      sources: [...e.sources],
    })),
    reading: GUNA_READING[gunaBand(after)],
  }
  return { view, doshas: kootaDoshas(checked) }
}

// ---- poruthams ---------------------------------------------------------------------------------------

export interface PoruthamView {
  name: Porutham
  agrees: boolean
  grade: PoruthamGrade
  /** Rajju or Vedha failing: a veto in the tradition. */
  veto: boolean
  severity: 'high' | 'moderate' | null
  explanation: Text
  /** The same porutham by the Kerala usage. */
  kerala: { agrees: boolean; grade: PoruthamGrade; veto: boolean; explanation: Text }
}

export interface PoruthamSummary {
  bride: Side
  groom: Side
  tradition: 'tamil'
  agreeing: number
  uttama: number
  madhyama: number
  vetoes: VetoPorutham[]
  keralaAgreeing: number
  keralaVetoes: VetoPorutham[]
  reading: Text
}

const MEANING: Readonly<Record<Porutham, Text>> = {
  dina: text('Dina looks to day-to-day well-being together.', 'दिन कूट साथ के रोज़मर्रा के सुख को देखता है।'),
  gana: text('Gaṇa looks to temperament.', 'गण कूट स्वभाव को देखता है।'),
  mahendra: text(
    'Mahendra looks to the growth of the family and its prosperity.',
    'माहेन्द्र कूट परिवार की बढ़त और उसकी समृद्धि को देखता है।',
  ),
  streeDeergha: text(
    'Strī-dīrgha looks to the bride’s lasting contentment in the marriage.',
    'स्त्री दीर्घ कूट विवाह में वधू के स्थायी संतोष को देखता है।',
  ),
  yoni: text('Yoni looks to physical and instinctive ease.', 'योनि कूट शारीरिक और सहज सामंजस्य को देखता है।'),
  rasi: text(
    'Rāśi looks to the harmony of the two Moon signs.',
    'राशि कूट दोनों चंद्र राशियों के सामंजस्य को देखता है।',
  ),
  rasiAdhipati: text(
    'Rāśyadhipati looks to the friendship of the Moon-sign lords.',
    'राशि अधिपति कूट चंद्र राशियों के स्वामियों की मित्रता को देखता है।',
  ),
  vashya: text('Vaśya looks to mutual attraction and regard.', 'वश्य कूट परस्पर आकर्षण और आदर को देखता है।'),
  rajju: text(
    'Rajju is the thread of the marriage, and the tradition treats it as decisive.',
    'रज्जु कूट विवाह का सूत्र है, और परंपरा इसे निर्णायक मानती है।',
  ),
  vedha: text(
    'Vedha asks whether the two stars obstruct each other, and the tradition treats it as decisive.',
    'वेध कूट देखता है कि दोनों नक्षत्र एक-दूसरे में बाधा डालते हैं या नहीं, और परंपरा इसे निर्णायक मानती है।',
  ),
}
/** For a couple read for companionship (frame.ts): Mahendra's prosperity, without its progeny. */
const COMPANIONSHIP_MEANING: Partial<Record<Porutham, Text>> = {
  mahendra: text(
    'Mahendra looks to the well-being and prosperity the two build together.',
    'माहेन्द्र कूट उस सुख और समृद्धि को देखता है जो दोनों मिलकर बनाते हैं।',
  ),
}

/** The ten poruthams for one assignment of roles, Tamil first, Kerala beside. */
export function poruthamViews(
  moons: Record<Side, MoonPlace>,
  roles: Roles,
  frame: CoupleFrame = 'family',
): { list: PoruthamView[]; summary: PoruthamSummary; tamil: PoruthamCheck[] } {
  const groom = moons[roles.groom]
  const bride = moons[roles.bride]
  const tamil = poruthams(groom, bride, 'tamil')
  const kerala = poruthams(groom, bride, 'kerala')
  const view = (t: PoruthamCheck, k: PoruthamCheck): PoruthamView => {
    const meaning = (frame === 'companionship' ? COMPANIONSHIP_MEANING[t.name] : undefined) ?? MEANING[t.name]
    return {
      name: t.name,
      agrees: t.agrees,
      grade: t.grade,
      veto: t.veto,
      severity: t.severity,
      explanation: text(`${meaning.en} ${t.why}`, `${meaning.hi} ${t.whyHi}`),
      kerala: { agrees: k.agrees, grade: k.grade, veto: k.veto, explanation: text(k.why, k.whyHi) },
    }
  }
  const list = tamil.map((t, i) => view(t, kerala[i]!))
  // Only Rajju and Vedha can veto (check's `veto`).
  const vetoes = tamil.flatMap((t) => (t.veto && isVetoPorutham(t.name) ? [t.name] : []))
  const keralaVetoes = kerala.flatMap((t) => (t.veto && isVetoPorutham(t.name) ? [t.name] : []))
  const agreeing = tamil.filter((t) => t.agrees).length
  const reading =
    vetoes.length > 0
      ? text(
          `${vetoes.map((v) => (v === 'rajju' ? 'Rajju' : 'Vedha')).join(' and ')} ${vetoes.length > 1 ? 'do' : 'does'} not agree, which the South Indian tradition treats as decisive whatever the other poruthams show.`,
          `${joinHi(vetoes.map(hiPorutham))} मेल नहीं ${vetoes.length > 1 ? 'खाते' : 'खाता'}, जिसे दक्षिण भारतीय परंपरा निर्णायक मानती है, बाकी कूट कुछ भी दिखाएँ।`,
        )
      : agreeing >= 7
        ? text(
            `${agreeing} of the ten poruthams agree, including Rajju and Vedha: a good match by the South Indian count.`,
            `दशकूट के दस में से ${agreeing} कूट मेल खाते हैं, रज्जु और वेध सहित: दक्षिण भारतीय गणना से अच्छा मिलान।`,
          )
        : agreeing >= 5
          ? text(
              `${agreeing} of the ten poruthams agree, including Rajju and Vedha: an acceptable match by the South Indian count, which usually asks for at least five or six.`,
              `दशकूट के दस में से ${agreeing} कूट मेल खाते हैं, रज्जु और वेध सहित: दक्षिण भारतीय गणना से स्वीकार्य मिलान, जो प्रायः कम से कम पाँच या छह कूट चाहती है।`,
            )
          : text(
              `Only ${agreeing} of the ten poruthams agree, though Rajju and Vedha do: the South Indian count would call this weak.`,
              `दशकूट के दस में से केवल ${agreeing} कूट मेल खाते हैं, हालाँकि रज्जु और वेध मेल खाते हैं: दक्षिण भारतीय गणना इसे कमज़ोर कहेगी।`,
            )
  return {
    list,
    tamil,
    summary: {
      bride: roles.bride,
      groom: roles.groom,
      tradition: 'tamil',
      agreeing,
      uttama: tamil.filter((t) => t.grade === 'uttama').length,
      madhyama: tamil.filter((t) => t.grade === 'madhyama').length,
      vetoes,
      keralaAgreeing: kerala.filter((t) => t.agrees).length,
      keralaVetoes,
      reading,
    },
  }
}
