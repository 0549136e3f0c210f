/**
 * One profile matched against many (`POST /v1/compatibility/batch`): for each person only what the
 * matching reads, from the positions of one instant (the Moon's nakṣatra, pada and sign for the kūṭas
 * and poruthams; the lagna, the Moon, Venus, Mars and Jupiter for Maṅgala; the malefics for pāpasāmya),
 * with no daśā, no corpus and no words but the names of the cancellations. Every rule is the single
 * match's (index.ts): the same functions, given the same inputs, so that a batch item says what
 * `/v1/compatibility` says of the same pair.
 */
import { anglesAt, NAKSHATRAS, SIGNS, type Ephemeris, type Nakshatra, type Sign } from '../../astro/index.js'
import { DEFAULT_SETTINGS, grahaLongitudes } from '../../jyotisha/chart.js'
import { buildFacts } from '../../jyotisha/facts.js'
import {
  ashtakootaPoints,
  exceptions,
  moonPlace,
  totalAfterExceptions,
  type Koota,
  type MoonPlace,
} from '../../jyotisha/kootas/ashtakoota.js'
import { manglik, type ManglikIntensity, type ManglikResult } from '../../jyotisha/kootas/manglik.js'
import { papasamya, type PapasamyaResult } from '../../jyotisha/kootas/papasamya.js'
import { isVetoPorutham, poruthams, type VetoPorutham } from '../../jyotisha/kootas/poruthams.js'
import { manglikCouple, manglikView, poruthamDoshas, type DoshaName } from './doshas.js'
import { exceptionName, kootaDoshaStates, rolesFrom, type Roles, type Side } from './kootas.js'
import { papasamyaView } from './papasamya.js'
import { text, type Text } from '../text.js'

export type Gender = 'male' | 'female'

/** A birth as matching needs it: its instant (resolved by the caller) and its place. */
export interface BatchBirth {
  epochMs: number
  timeKnown: boolean
  latitude: number
  longitude: number
}

/** One person as the matching reads them. */
export interface BatchPerson {
  gender: Gender | undefined
  timeKnown: boolean
  moon: MoonPlace
  /** The lagna's sign index; null when the birth time is unknown. */
  lagnaSign: number | null
  manglik: ManglikResult
  papasamya: PapasamyaResult
}

const FRAME = { houseSystem: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'lahiri' } as const

/** The person at their birth instant: the nine grahas (Lahiri, mean nodes: the single match's chart
 *  settings, DEFAULT_SETTINGS) and, with a birth time, the ascendant, and from them the chart facts
 *  Maṅgala and pāpasāmya read. */
export function batchPerson(eph: Ephemeris, birth: BatchBirth, gender: Gender | undefined): BatchPerson {
  const t = eph.instant(birth.epochMs)
  const grahas = grahaLongitudes(eph, t, DEFAULT_SETTINGS.nodeType)
  const lagnaLongitude = birth.timeKnown
    ? anglesAt(eph, t, { latDeg: birth.latitude, lonDeg: birth.longitude }, FRAME).ascendant.longitude
    : null
  // dayBirth is read by neither Maṅgala nor pāpasāmya.
  const facts = buildFacts({ lagnaLongitude, grahas, dayBirth: null })
  return {
    gender,
    timeKnown: birth.timeKnown,
    moon: moonPlace(grahas.Moon.longitude),
    lagnaSign: birth.timeKnown ? facts.lagnaSign : null,
    manglik: manglik(facts),
    papasamya: papasamya(facts),
  }
}

// ---- what an item says -------------------------------------------------------------------------------

export interface MoonBrief {
  sign: Sign
  nakshatra: Nakshatra
  pada: number
}

export interface ManglikBrief {
  present: boolean
  intensity: ManglikIntensity
  /** Present and cancelled by a cancellation of its own chart. */
  cancelled: boolean
  /** The cancellations that apply, in words (empty unless `cancelled`). */
  cancelledBy: Text[]
}

export interface PersonBrief {
  gender: Gender | null
  timeKnown: boolean
  moon: MoonBrief
  lagna: Sign | null
  manglik: ManglikBrief
  /** The chart's malefic points as pāpasāmya counts them. */
  papasamya: number
}

export interface KootaCount {
  total: number
  totalAfterExceptions: number
  points: Record<Koota, number>
}

export interface PoruthamCount {
  agreeing: number
  vetoes: VetoPorutham[]
}

export interface DoshaBrief {
  name: DoshaName
  cancelled: boolean
  cancelledBy: Text[]
}

export interface MatchBrief {
  candidate: PersonBrief
  /** Who stands in the bride's place in `ashtakoota` and `poruthams`. */
  bride: 'profile' | 'candidate'
  fromGender: boolean
  ashtakoota: KootaCount
  /** The other direction, when the genders do not decide. */
  ashtakootaReverse?: KootaCount
  poruthams: PoruthamCount
  poruthamsReverse?: PoruthamCount
  /** The doṣas present, in the direction of `bride` (as the single match's `doshas`). */
  doshas: DoshaBrief[]
  /** Pāpasāmya: the groom's count at least the bride's; null when the genders do not decide and the
   *  counts differ. */
  papasamyaBalanced: boolean | null
}

function manglikBrief(m: ManglikResult): ManglikBrief {
  return {
    present: m.present,
    intensity: m.intensity,
    cancelled: m.cancelled,
    cancelledBy: m.cancelled
      ? manglikView(m)
          .cancellations.filter((c) => c.applies)
          .map((c) => c.name)
      : [],
  }
}

/** What an answer shows of one person. */
export function personBrief(p: BatchPerson): PersonBrief {
  return {
    gender: p.gender ?? null,
    timeKnown: p.timeKnown,
    moon: { sign: SIGNS[p.moon.sign]!, nakshatra: NAKSHATRAS[p.moon.nakshatra]!, pada: p.moon.pada },
    lagna: p.lagnaSign === null ? null : SIGNS[p.lagnaSign]!,
    manglik: manglikBrief(p.manglik),
    papasamya: p.papasamya.total,
  }
}

/** The kūṭas for one assignment of roles: the counts, and the doṣas among them with the exceptions
 *  that cancel them. */
function kootaCount(moons: Record<Side, MoonPlace>, roles: Roles) {
  const groom = moons[roles.groom]
  const bride = moons[roles.bride]
  const core = ashtakootaPoints(groom, bride)
  const checked = exceptions(groom, bride, core)
  const points = {} as Record<Koota, number>
  for (const k of core.kootas) points[k.koota] = k.points
  const count: KootaCount = {
    total: core.total,
    totalAfterExceptions: totalAfterExceptions(core, checked),
    points,
  }
  return { count, doshas: kootaDoshaStates(checked) }
}

function poruthamCount(moons: Record<Side, MoonPlace>, roles: Roles) {
  const tamil = poruthams(moons[roles.groom], moons[roles.bride], 'tamil')
  const count: PoruthamCount = {
    agreeing: tamil.filter((t) => t.agrees).length,
    vetoes: tamil.flatMap((t) => (t.veto && isVetoPorutham(t.name) ? [t.name] : [])),
  }
  return { count, tamil }
}

const LABELS: Record<Side, Text> = { a: text('the profile', 'प्रोफ़ाइल'), b: text('the candidate', 'प्रत्याशी') }
const BOTH_MANGLIK = text(
  'Both charts have it: like balances like',
  'दोनों कुंडलियों में है: समान दोष एक-दूसरे को संतुलित करते हैं',
)

/**
 * The match of the profile (partner a of the single match) with one candidate (partner b): the
 * direction from the genders, the kūṭa and porutham counts (both ways when the genders do not decide),
 * the doṣas present with their cancellations, and the balance of pāpasāmya.
 */
export function matchBrief(profile: BatchPerson, candidate: BatchPerson): MatchBrief {
  const { roles, fromGender } = rolesFrom(profile.gender, candidate.gender)
  const moons = { a: profile.moon, b: candidate.moon }
  const kootas = kootaCount(moons, roles)
  const por = poruthamCount(moons, roles)
  const reverse: Roles = { bride: roles.groom, groom: roles.bride }

  const doshas: DoshaBrief[] = []
  for (const d of kootas.doshas)
    if (d.present)
      doshas.push({ name: d.name, cancelled: d.cancelled, cancelledBy: d.held.map(exceptionName) })
  const man = { a: profile.manglik, b: candidate.manglik }
  const couple = manglikCouple(man, LABELS).dosha
  if (couple.present) {
    const own = man.a.present ? man.a : man.b
    doshas.push({
      name: 'manglik',
      cancelled: couple.cancelled,
      cancelledBy:
        man.a.present && man.b.present
          ? [BOTH_MANGLIK]
          : couple.cancelled
            ? manglikBrief(own).cancelledBy
            : [],
    })
  }
  for (const d of poruthamDoshas(por.tamil))
    if (d.present) doshas.push({ name: d.name, cancelled: d.cancelled, cancelledBy: [] })

  const pap = papasamyaView({ a: profile.papasamya, b: candidate.papasamya }, roles, fromGender, LABELS)
  return {
    candidate: personBrief(candidate),
    bride: roles.bride === 'a' ? 'profile' : 'candidate',
    fromGender,
    ashtakoota: kootas.count,
    ...(fromGender ? {} : { ashtakootaReverse: kootaCount(moons, reverse).count }),
    poruthams: por.count,
    ...(fromGender ? {} : { poruthamsReverse: poruthamCount(moons, reverse).count }),
    doshas,
    papasamyaBalanced: pap.balanced,
  }
}

// ---- the order -----------------------------------------------------------------------------------------

/** What a match is ranked by: each the lower of the two directions when the genders do not decide (the
 *  single match's verdict reads the lower total the same way). */
function rankOf(m: MatchBrief): [number, number, number] {
  const low = (f: (k: KootaCount) => number) =>
    Math.min(f(m.ashtakoota), m.ashtakootaReverse ? f(m.ashtakootaReverse) : Infinity)
  return [
    low((k) => k.totalAfterExceptions),
    low((k) => k.total),
    Math.min(m.poruthams.agreeing, m.poruthamsReverse?.agreeing ?? Infinity),
  ]
}

/**
 * Orders matched items best first: by the Aṣṭakūṭa total after exceptions, then the total as counted,
 * then the poruthams that agree, each descending, then by input position. Items with an error come
 * after every match, in input order.
 */
export function orderMatches<T extends { index: number; match: MatchBrief | null }>(
  items: readonly T[],
): T[] {
  const ranks = new Map<T, [number, number, number]>()
  for (const it of items) if (it.match) ranks.set(it, rankOf(it.match))
  return [...items].sort((x, y) => {
    const rx = ranks.get(x)
    const ry = ranks.get(y)
    if (rx && ry) {
      for (let i = 0; i < rx.length; i++) if (rx[i] !== ry[i]) return ry[i]! - rx[i]!
    } else if (rx || ry) return rx ? -1 : 1
    return x.index - y.index
  })
}
