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
  explanation: string
}

export interface ExceptionView {
  name: string
  applies: boolean
  why: string
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
  reading: string
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

const EXCEPTION_NAMES: Readonly<Record<string, string>> = {
  nadi_same_sign_different_nakshatra: 'Nāḍī: the same Moon sign, different stars',
  nadi_same_nakshatra_different_sign: 'Nāḍī: the same star, different Moon signs',
  nadi_same_nakshatra_different_pada: 'Nāḍī: the same star, different padas',
  nadi_sign_lords_same_or_friends: 'Nāḍī: the Moon-sign lords the same or friends',
  bhakoot_same_sign_lord: 'Bhakūṭ: one lord rules both Moon signs',
  bhakoot_sign_lords_friends: 'Bhakūṭ: the Moon-sign lords are friends',
  gana_bride_star_beyond_fourteenth: 'Gaṇa: the bride’s star beyond the 14th from the groom’s',
  gana_good_maitri_or_bhakoot: 'Gaṇa: graha maitrī or bhakūṭ strong',
}
const DOSHA_WORDS = { nadi: 'nāḍī', bhakoot: 'bhakūṭ', gana: 'gaṇa' } as const

function exceptionWhy(e: Exception, groom: MoonPlace, bride: MoonPlace): string {
  if (!e.relevant)
    return `There is no ${DOSHA_WORDS[e.cancels]} doṣa here, so there is nothing for it to cancel.`
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
  const result = e.applies
    ? e.minority
      ? 'It applies, but only some authorities hold it, so the total after exceptions does not use it.'
      : `It applies: the ${DOSHA_WORDS[e.cancels]} doṣa is held cancelled, and its points are restored in the total after exceptions.`
    : 'It does not apply.'
  return `${facts[e.name] ?? ''} ${result}`.trim()
}

function kootaExplanation(k: KootaResult, core: ReturnType<typeof ashtakootaPoints>): string {
  const got =
    k.points === k.maxPoints ? 'full points' : k.points === 0 ? 'no points' : `${k.points} of ${k.maxPoints}`
  switch (k.koota) {
    case 'varna':
      return `Varṇa compares the Moon signs’ temperaments, groom ${k.groom} and bride ${k.bride}; the point is given when the groom’s is the same as or above the bride’s: ${got}.`
    case 'vashya':
      return `Vaśya asks how the Moon signs’ natures draw each other, groom ${k.groom} and bride ${k.bride}: ${got}.`
    case 'tara': {
      const bg = core.taraCounts.brideToGroom
      const gb = core.taraCounts.groomToBride
      const bad = [taraOf(bg), taraOf(gb)].filter((t) => BAD_TARAS.has(t))
      return (
        `Tārā counts each star from the other: the groom’s is the ${ordinal(bg)} from the bride’s (${taraOf(bg)}) and the bride’s the ${ordinal(gb)} from the groom’s (${taraOf(gb)}). ` +
        (bad.length
          ? `${bad.join(' and ')} ${bad.length > 1 ? 'are' : 'is'} among the three the tradition counts against: ${got}.`
          : `Neither is Vipat, Pratyari or Vadha: ${got}.`)
      )
    }
    case 'yoni':
      return `Yoni compares the animals of the two stars, the groom’s ${k.groom} and the bride’s ${k.bride}, for instinctive ease together: ${got}.`
    case 'grahaMaitri':
      return `Graha maitrī asks whether the lords of the Moon signs, ${k.groom} and ${k.bride}, are friends: ${got}.`
    case 'gana':
      return `Gaṇa compares temperament by star, the groom ${k.groom} and the bride ${k.bride}: ${got}.`
    case 'bhakoot': {
      const [r, back] = core.bhakootPositions
      return `Bhakūṭ places the Moon signs from each other: the bride’s is the ${ordinal(r)} from the groom’s and the groom’s the ${ordinal(back)} from the bride’s. ${
        k.points === 0
          ? 'The tradition counts the 2nd–12th, 5th–9th and 6th–8th placements as a doṣa'
          : 'This is not one of the placements counted as a doṣa'
      }: ${got}.`
    }
    case 'nadi':
      return k.points === 0
        ? `Nāḍī: both stars are of the ${k.groom} nāḍī. The tradition gives this kūṭa the most weight of the eight and asks that a shared nāḍī be looked at with its exceptions: no points.`
        : `Nāḍī: the groom’s star is of the ${k.groom} nāḍī and the bride’s of the ${k.bride}, different, as the tradition wants: full points.`
  }
}

export type GunaBand = 'excellent' | 'veryGood' | 'acceptable' | 'low'

/** The tradition's bands of a guṇa total, as matching services print them: 33+, 25–32, 18–24, below 18. */
export function gunaBand(total: number): GunaBand {
  return total >= 33 ? 'excellent' : total >= 25 ? 'veryGood' : total >= 18 ? 'acceptable' : 'low'
}

const GUNA_READING: Readonly<Record<GunaBand, string>> = {
  excellent: 'The traditional count rates this an excellent match (33 or more of 36).',
  veryGood: 'The traditional count rates this a very good match (25 to 32 of 36).',
  acceptable:
    'The traditional count rates this an acceptable match (18 to 24 of 36), with the doṣas and the charts themselves to be weighed.',
  low: 'The traditional count is below the 18 of 36 it usually asks for; the tradition would look closely at the exceptions and at the charts themselves before going further.',
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
  why: string
  sources: string[]
}

/** An exception's name in words (`Nāḍī: the same Moon sign, different stars`). */
export const exceptionName = (e: Exception): string => EXCEPTION_NAMES[e.name] ?? e.name

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
    const list = (es: readonly Exception[]) =>
      es.map((e) => EXCEPTION_NAMES[e.name]!.split(': ')[1]).join('; ')
    return {
      name,
      present,
      cancelled,
      why: !present
        ? `There is no ${what} doṣa.`
        : held.length
          ? `The ${what} doṣa is present and held cancelled: ${list(held)}.`
          : minority.length
            ? `The ${what} doṣa is present; only an exception some authorities hold applies (${list(minority)}), so it is not counted as cancelled.`
            : `The ${what} doṣa is present and none of its classical exceptions applies.`,
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
      name: EXCEPTION_NAMES[e.name] ?? e.name,
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
  explanation: string
  /** The same porutham by the Kerala usage. */
  kerala: { agrees: boolean; grade: PoruthamGrade; veto: boolean; explanation: string }
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
  reading: string
}

const MEANING: Readonly<Record<Porutham, string>> = {
  dina: 'Dina looks to day-to-day well-being together.',
  gana: 'Gaṇa looks to temperament.',
  mahendra: 'Mahendra looks to the growth of the family and its prosperity.',
  streeDeergha: 'Strī-dīrgha looks to the bride’s lasting contentment in the marriage.',
  yoni: 'Yoni looks to physical and instinctive ease.',
  rasi: 'Rāśi looks to the harmony of the two Moon signs.',
  rasiAdhipati: 'Rāśyadhipati looks to the friendship of the Moon-sign lords.',
  vashya: 'Vaśya looks to mutual attraction and regard.',
  rajju: 'Rajju is the thread of the marriage, and the tradition treats it as decisive.',
  vedha: 'Vedha asks whether the two stars obstruct each other, and the tradition treats it as decisive.',
}
/** For a couple read for companionship (frame.ts): Mahendra's prosperity, without its progeny. */
const COMPANIONSHIP_MEANING: Partial<Record<Porutham, string>> = {
  mahendra: 'Mahendra looks to the well-being and prosperity the two build together.',
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
  const view = (t: PoruthamCheck, k: PoruthamCheck): PoruthamView => ({
    name: t.name,
    agrees: t.agrees,
    grade: t.grade,
    veto: t.veto,
    severity: t.severity,
    explanation: `${(frame === 'companionship' ? COMPANIONSHIP_MEANING[t.name] : undefined) ?? MEANING[t.name]} ${t.why}`,
    kerala: { agrees: k.agrees, grade: k.grade, veto: k.veto, explanation: k.why },
  })
  const list = tamil.map((t, i) => view(t, kerala[i]!))
  // Only Rajju and Vedha can veto (check's `veto`).
  const vetoes = tamil.flatMap((t) => (t.veto && isVetoPorutham(t.name) ? [t.name] : []))
  const keralaVetoes = kerala.flatMap((t) => (t.veto && isVetoPorutham(t.name) ? [t.name] : []))
  const agreeing = tamil.filter((t) => t.agrees).length
  const reading =
    vetoes.length > 0
      ? `${vetoes.map((v) => (v === 'rajju' ? 'Rajju' : 'Vedha')).join(' and ')} ${vetoes.length > 1 ? 'do' : 'does'} not agree, which the South Indian tradition treats as decisive whatever the other poruthams show.`
      : agreeing >= 7
        ? `${agreeing} of the ten poruthams agree, including Rajju and Vedha: a good match by the South Indian count.`
        : agreeing >= 5
          ? `${agreeing} of the ten poruthams agree, including Rajju and Vedha: an acceptable match by the South Indian count, which usually asks for at least five or six.`
          : `Only ${agreeing} of the ten poruthams agree, though Rajju and Vedha do: the South Indian count would call this weak.`
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
