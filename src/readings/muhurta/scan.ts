/**
 * The muhurta scan (issue 12, spec §4.6): each day of a range judged at the event's place, at the time
 * asked (default local sunrise), for one event of the catalogue and one person.
 *
 * A day is refused by any one of: the event's seasonal exclusions (adhika māsa, kharmās, Cāturmāsa, Pitṛ
 * pakṣa, Holāṣṭaka, Jupiter, Venus or Mercury combust, an eclipse seen there within three days, a
 * saṅkrānti in the day, Dakṣiṇāyana, Pañcaka), the event's refused nakṣatras, tithis, weekdays and
 * months, the limbs every auspicious beginning avoids (Viṣṭi karaṇa, Vyatīpāta and Vaidhṛti yogas), and
 * the person's own: Candrāṣṭama, and Vipat, Pratyak or Naidhana tārā in the first round from the birth
 * star. A day that is not refused is graded by what favours it (its nakṣatra, tithi, weekday and month
 * for the event, the person's tārābala and candrabala, special yogas) against its cautions, and the best
 * days get their time spans: the rising signs suited to the event, clear of Rāhu kālam, Yamagaṇḍa,
 * Gulika, durmuhūrta, Varjyam and Bhadrā, while the nakṣatra and tithi stay acceptable.
 *
 * Cost: the scan is one sunrise and a handful of positions a day; the full pañcāṅga and lagna spans are
 * computed only for the days that may be returned.
 */
import { DateTime } from 'luxon'
import type { Ephemeris, Place } from '../../astro/index.js'
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { ordinal } from '../../corpus/describe.js'
import { runningLevels } from '../../corpus/from-chart.js'
import { DASHA_ORDER } from '../../jyotisha/dasha.js'
import type { DashaPeriod } from '../../jyotisha/dasha-calendar.js'
import { naturalRelation } from '../../jyotisha/dignity.js'
import { COMBUSTION_ORBS } from '../../jyotisha/facts.js'
import type { Planet } from '../../jyotisha/grahas.js'
import {
  helpfulYogasAt,
  lagnaSpans,
  limbSpans,
  lunations,
  purnimantaName,
  limbsAt,
  LUNAR_MONTHS,
  panchangaDay,
  VARAS,
  type LimbsAt,
  type PanchangaDay,
  type Span,
} from '../../jyotisha/panchanga/index.js'
import type { Exclusion, MuhurtaEventRule, Weekday } from './catalogue-types.js'

const DAY_MS = 86_400_000
const MIN_SPAN_MS = 10 * 60_000
/** Near misses returned at most. */
export const MAX_NEAR_MISSES = 10

export const QUALITIES = ['excellent', 'good', 'acceptable'] as const
export type Quality = (typeof QUALITIES)[number]

export interface MuhurtaInput {
  event: MuhurtaEventRule
  place: Place
  zone: string
  /** Local dates, inclusive, at most 366 days (the caller checks). */
  first: { year: number; month: number; day: number }
  last: { year: number; month: number; day: number }
  /** Local clock time to judge each day at; null: the day's sunrise. */
  timeOfDay: { hour: number; minute: number } | null
  topN: number
  /** Used in the words only. */
  subjectName: string | null
  natal: {
    /** Sidereal (Lahiri) longitude of the natal Moon. */
    moonLon: number
    /** Sign of the natal lagna; null when the birth time is unknown. */
    lagnaSign: number | null
    /** The Vimśottarī timeline, for the running periods. */
    timeline: readonly DashaPeriod[] | null
  }
}

export interface Refusal {
  /** The exclusion, or the kind of limb or personal refusal. */
  key: RefusalKey
  text: string
}
export type RefusalKey =
  | Exclusion
  | 'nakshatra'
  | 'tithi'
  | 'weekday'
  | 'month'
  | 'vishti'
  | 'vyatipata_vaidhriti'
  | 'chandrashtama'
  | 'tarabala'

export interface Tarabala {
  /** The day's nakṣatra counted from the birth star, 1…27. */
  count: number
  /** 1…9: Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra, Parama Mitra. */
  tara: number
  name: string
  /** The round of nine: 1…3. */
  cycle: number
  supportive: boolean
}
export interface Chandrabala {
  /** The Moon's sign counted from the natal Moon's, 1…12. */
  house: number
  supportive: boolean
}

export interface Window {
  rank: number
  date: string
  evaluatedMs: number
  quality: Quality
  reasons: string[]
  cautions: string[]
  weekday: number
  limbs: LimbsAt
  month: { amanta: string; purnimanta: string; adhika: boolean }
  tarabala: Tarabala
  chandrabala: Chandrabala
  spans: { startMs: number; endMs: number; lagna: string }[]
  runningPeriod: { mahadasha: string; antardasha: string | null; note: string } | null
}

export interface NearMiss {
  date: string
  evaluatedMs: number
  wouldBe: Quality
  refusedFor: string
}

export interface MuhurtaResult {
  days: number
  evaluable: number
  windows: Window[]
  nearMisses: NearMiss[]
  excluded: { key: RefusalKey; description: string; days: number }[]
  /** Days neither refused nor good enough to offer. */
  notOffered: number
}

const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyak',
  'Sadhana',
  'Naidhana',
  'Mitra',
  'Parama Mitra',
] as const
const GOOD_TARAS = new Set([2, 4, 6, 8, 9])
const HARD_TARAS = new Set([3, 5, 7])
/** Candrabala (jyotisha.md §7.8): good in either pakṣa, and good in the bright half only. */
const CHANDRA_GOOD = new Set([1, 3, 6, 7, 10, 11])
const CHANDRA_GOOD_SHUKLA = new Set([2, 5, 9])
/** Nitya yogas that muhurta texts ask to treat with care (jyotisha.md §7.3), beyond Vyatipata and Vaidhriti. */
const CAREFUL_YOGAS = new Set([1, 6, 9, 10, 13, 15, 19])
const FIXED_KARANAS = new Set(['Kimstughna', 'Shakuni', 'Chatushpada', 'Naga'])
const EXCLUSION_WORDS: Record<Exclusion, string> = {
  adhika_masa: 'The lunar month is an adhika (intercalary) month.',
  kharmas:
    'The Sun is in Sagittarius or Pisces (Kharmas), when auspicious ceremonies are traditionally paused.',
  chaturmas: 'It is Chaturmas, the four months from Devshayani to Prabodhini Ekadashi.',
  pitru_paksha: 'It is Pitru Paksha, the fortnight given to the ancestors.',
  holashtak: 'It is Holashtak, the eight days before Holi.',
  jupiter_combust: 'Jupiter is close to the Sun (combust), which the texts count against this event.',
  venus_combust: 'Venus is close to the Sun (combust), which the texts count against this event.',
  mercury_combust: 'Mercury is close to the Sun (combust), which the texts count against this event.',
  eclipse: 'An eclipse seen from this place falls within three days.',
  sankranti: 'The Sun changes sign during this day (Sankranti).',
  dakshinayana:
    'The Sun is in its southern course (Dakshinayana); this event is traditionally held in Uttarayana.',
  panchaka: 'The Moon is in Aquarius or Pisces (Panchaka).',
}

/** What each refusal key means, for `excluded`. */
export const REFUSAL_DESCRIPTIONS: Record<RefusalKey, string> = {
  adhika_masa: 'An adhika (intercalary) lunar month',
  kharmas: 'Kharmas: the Sun in sidereal Sagittarius or Pisces',
  chaturmas: 'Chaturmas: Ashadha Shukla Ekadashi to Kartika Shukla Ekadashi',
  pitru_paksha: 'Pitru Paksha: the dark fortnight of amanta Bhadrapada',
  holashtak: 'Holashtak: Phalguna Shukla Ashtami to Purnima',
  jupiter_combust: 'Jupiter combust (within 11° of the Sun)',
  venus_combust: 'Venus combust (within 10° of the Sun, 8° when retrograde)',
  mercury_combust: 'Mercury combust (within 14° of the Sun, 12° when retrograde)',
  eclipse: 'An eclipse seen from the place within three days',
  sankranti: 'A Sankranti (the Sun entering a sign) during the Vedic day',
  dakshinayana: 'Dakshinayana: the Sun in sidereal Cancer to Sagittarius',
  panchaka: 'Panchaka: the Moon in sidereal Aquarius or Pisces',
  nakshatra: 'A nakshatra the event’s rules refuse',
  tithi: 'A tithi the event’s rules refuse',
  weekday: 'A weekday the event’s rules refuse',
  month: 'A lunar month the event’s rules refuse',
  vishti: 'Bhadra (Vishti karana) at the time judged',
  vyatipata_vaidhriti: 'Vyatipata or Vaidhriti yoga at the time judged',
  chandrashtama: 'Chandrashtama: the Moon in the 8th sign from the natal Moon',
  tarabala: 'Vipat, Pratyak or Naidhana tara in the first round from the birth star',
}

const MONTH_INDEX = new Map<string, number>(LUNAR_MONTHS.map((m, i) => [m, i]))
const WEEKDAY_INDEX = new Map<Weekday, number>(VARAS.map((v, i) => [v.name as Weekday, i]))
const NAK_INDEX = new Map<string, number>(NAKSHATRAS.map((n, i) => [n, i]))

/** The event's name in a phrase: "favoured for marriage". */
export function eventPhrase(e: MuhurtaEventRule): string {
  if (e.id === 'general') return 'a new beginning'
  return e.name.replace(/ \(.*\)$/, '').toLowerCase()
}

interface Judged {
  date: string
  ms: number
  weekday: number
  /** The local date whose sunrise begins the Vedic day judged. */
  vedicDate: { year: number; month: number; day: number }
  limbs: LimbsAt
  month: { amanta: string; purnimanta: string; adhika: boolean }
  refusals: Refusal[]
  reasons: string[]
  cautions: string[]
  tier: number
  score: number
  tarabala: Tarabala
  chandrabala: Chandrabala
}

/** Scan the range and rank the days. */
export function scanMuhurta(eph: Ephemeris, input: MuhurtaInput): MuhurtaResult {
  const { event, place, zone } = input
  const label = eventPhrase(event)
  const who = input.subjectName ?? 'the person'
  const whose = input.subjectName ? `${input.subjectName}’s` : 'the'
  const ymd = (d: { year: number; month: number; day: number }) => ({
    year: d.year,
    month: d.month,
    day: d.day,
  })
  const firstDay = DateTime.fromObject(ymd(input.first), { zone }).startOf('day')
  const lastDay = DateTime.fromObject(ymd(input.last), { zone }).startOf('day')
  const dayCount = Math.round(lastDay.diff(firstDay, 'days').days) + 1

  // Sunrises from the day before the range to the day after it, by local date.
  const sunriseOf = new Map<string, number | null>()
  const rangeStartMs = firstDay.minus({ days: 1 }).toMillis()
  for (let i = -1; i <= dayCount + 1; i++) {
    const d = firstDay.plus({ days: i })
    const next = d.plus({ days: 1 }).startOf('day').toMillis()
    const jd = eph.sunEvent(eph.instant(d.toMillis()).jdUt, 'rise', place, 'upper-limb', 1013.25, 0)
    const ms = jd === undefined ? null : eph.instantFromJdUt(jd).epochMs
    sunriseOf.set(d.toISODate()!, ms !== null && ms < next ? ms : null)
  }
  const rangeEndMs = firstDay.plus({ days: dayCount + 2 }).toMillis()
  const moons = lunations(eph, rangeStartMs, rangeEndMs)
  // The Sun's sign ingresses: each span's start after the first.
  const ingresses = limbSpans(eph, 'sunSign', rangeStartMs, rangeEndMs)
    .slice(1)
    .map((s) => s.startMs)
  const needsEclipses = event.exclusions.includes('eclipse')
  const eclipses = needsEclipses
    ? eph
        .eclipsesVisible(
          eph.instant(rangeStartMs - 3 * DAY_MS).jdUt,
          eph.instant(rangeEndMs + 3 * DAY_MS).jdUt,
          place,
        )
        .map((e) => eph.instantFromJdUt(e.maxJdUt).epochMs)
    : []

  const natalNak = Math.floor(input.natal.moonLon / (360 / 27))
  const natalSign = Math.floor(input.natal.moonLon / 30)
  const favouredNak = new Set(event.nakshatras.favoured.map((n) => NAK_INDEX.get(n)!))
  const avoidedNak = new Set(event.nakshatras.avoided.map((n) => NAK_INDEX.get(n)!))
  const favouredDay = new Set(event.weekdays.favoured.map((w) => WEEKDAY_INDEX.get(w)!))
  const avoidedDay = new Set(event.weekdays.avoided.map((w) => WEEKDAY_INDEX.get(w)!))
  const favouredMonth = new Set((event.months?.favoured ?? []).map((m) => MONTH_INDEX.get(m)!))
  const avoidedMonth = new Set((event.months?.avoided ?? []).map((m) => MONTH_INDEX.get(m)!))
  const excludes = new Set(event.exclusions)

  const judged: Judged[] = []
  const counts = new Map<RefusalKey, number>()
  let evaluable = 0
  for (let i = 0; i < dayCount; i++) {
    const d = firstDay.plus({ days: i })
    const iso = d.toISODate()!
    const sunrise = sunriseOf.get(iso) ?? null
    let ms: number
    let vedic: DateTime
    if (input.timeOfDay === null) {
      if (sunrise === null) continue // no sunrise here that day, and no time asked: not evaluable
      ms = sunrise
      vedic = d
    } else {
      ms = d.set({ hour: input.timeOfDay.hour, minute: input.timeOfDay.minute }).toMillis()
      const before = sunrise !== null && ms < sunrise
      vedic = before ? d.minus({ days: 1 }) : d
    }
    evaluable++
    const vedicStart = sunriseOf.get(vedic.toISODate()!) ?? vedic.toMillis()
    const vedicEnd = sunriseOf.get(vedic.plus({ days: 1 }).toISODate()!) ?? vedic.plus({ days: 1 }).toMillis()
    const weekday = vedic.weekday % 7 // Luxon: Monday 1 … Sunday 7
    const limbs = limbsAt(eph, ms)
    const nak = limbs.nakshatra.number - 1
    const tithi = limbs.tithi.number
    const shukla = tithi <= 15
    const lun = moons.find((m) => m.startMs <= ms && ms < m.endMs)!
    const month = {
      amanta: LUNAR_MONTHS[lun.index]!,
      purnimanta: purnimantaName(lun.index, lun.adhika, !shukla),
      adhika: lun.adhika,
    }
    const sunSign = Math.floor(limbs.sunLon / 30)
    const refusals: Refusal[] = []
    const refuse = (key: RefusalKey, text: string) => refusals.push({ key, text })
    const reasons: string[] = []
    const cautions: string[] = []
    let score = 0

    // Seasonal and astronomical exclusions.
    const ex = (key: Exclusion, applies: boolean) => {
      if (applies && excludes.has(key)) refuse(key, EXCLUSION_WORDS[key])
    }
    ex('adhika_masa', lun.adhika)
    ex('kharmas', sunSign === 8 || sunSign === 11)
    ex(
      'chaturmas',
      (lun.index === 3 && tithi >= 11) ||
        lun.index === 4 ||
        lun.index === 5 ||
        lun.index === 6 ||
        (lun.index === 7 && tithi < 11),
    )
    ex('pitru_paksha', lun.index === 5 && !shukla)
    ex('holashtak', lun.index === 11 && tithi >= 8 && tithi <= 15)
    ex(
      'eclipse',
      eclipses.some(
        (e) => Math.abs(e - ms) <= 3.5 * DAY_MS && Math.abs(localDays(e, zone) - localDays(ms, zone)) <= 3,
      ),
    )
    ex(
      'sankranti',
      ingresses.some((t) => vedicStart <= t && t < vedicEnd),
    )
    ex('dakshinayana', sunSign >= 3 && sunSign <= 8)
    ex('panchaka', limbs.moonLon >= 300)
    const { jdTt } = eph.instant(ms)
    const sunTrop = eph.position('Sun', jdTt, {}).lon
    const combust = (planet: Exclude<Planet, 'Sun'>) => {
      const p = eph.position(planet, jdTt, {})
      const sep = Math.abs(((p.lon - sunTrop + 540) % 360) - 180)
      const [direct, retro] = COMBUSTION_ORBS[planet]
      return sep <= (p.lonSpeed < 0 ? retro : direct)
    }
    const combustNow = new Map<Planet, boolean>()
    for (const planet of ['Jupiter', 'Venus', 'Mercury'] as const) {
      const needed =
        excludes.has(`${planet.toLowerCase()}_combust` as Exclusion) || event.keyPlanets.includes(planet)
      if (needed) combustNow.set(planet, combust(planet))
    }
    ex('jupiter_combust', combustNow.get('Jupiter') === true)
    ex('venus_combust', combustNow.get('Venus') === true)
    ex('mercury_combust', combustNow.get('Mercury') === true)

    // The event's limbs.
    const nakName = NAKSHATRAS[nak]!
    const tithiWords =
      tithi === 30 || tithi === 15 ? limbs.tithi.name : `${limbs.tithi.paksha} ${limbs.tithi.name}`
    if (avoidedNak.has(nak))
      refuse('nakshatra', `The Moon is in ${nakName}, a nakshatra the lists avoid for ${label}.`)
    else if (favouredNak.has(nak)) {
      reasons.push(
        `The Moon is in ${nakName}, one of the nakshatras the classical lists favour for ${label}.`,
      )
      score += 3
    }
    if (event.tithis.avoided.includes(tithi))
      refuse('tithi', `The tithi, ${tithiWords}, is one the texts set aside for ${label}.`)
    else if (event.tithis.favoured.includes(tithi)) {
      reasons.push(`The tithi is ${tithiWords}, a lunar day suited to ${label}.`)
      score += 2
    }
    const dayName = VARAS[weekday]!.name
    if (avoidedDay.has(weekday))
      refuse('weekday', `${dayName} is not among the weekdays chosen for ${label}.`)
    else if (favouredDay.has(weekday)) {
      reasons.push(`${dayName} is among the weekdays favoured for ${label}.`)
      score += 1
    }
    if (avoidedMonth.has(lun.index))
      refuse('month', `The lunar month, ${month.amanta}, is one the texts set aside for ${label}.`)
    else if (favouredMonth.has(lun.index)) {
      reasons.push(`The lunar month, ${month.amanta}, is one the texts prefer for ${label}.`)
      score += 1
    }
    if (limbs.karana.name === 'Vishti')
      refuse('vishti', 'Bhadra (the Vishti karana) is running at that time.')
    else if (FIXED_KARANAS.has(limbs.karana.name)) {
      cautions.push(
        `The karana is ${limbs.karana.name}, one of the fixed karanas, usually not chosen for new ventures.`,
      )
    }
    if (limbs.yoga.number === 17 || limbs.yoga.number === 27) {
      refuse(
        'vyatipata_vaidhriti',
        `The nitya yoga is ${limbs.yoga.name}, which the texts leave aside for beginnings.`,
      )
    } else if (CAREFUL_YOGAS.has(limbs.yoga.number)) {
      cautions.push(
        `The nitya yoga is ${limbs.yoga.name}, one the texts ask to treat with care at the start of an undertaking.`,
      )
    }
    const sunNak = Math.floor(limbs.sunLon / (360 / 27))
    const helpful = helpfulYogasAt(weekday, nak, sunNak).filter(
      (y) => !(y === 'Guru Pushya Yoga' && event.id === 'marriage'),
    )
    if (helpful.length > 0) {
      reasons.push(`${helpful[0]} is in force, a combination almanacs mark as helpful for beginnings.`)
      score += 1
    }

    // The person's own strength for the day.
    const count = ((nak - natalNak + 27) % 27) + 1
    const tara = ((count - 1) % 9) + 1
    const cycle = Math.floor((count - 1) / 9) + 1
    const taraName = TARA_NAMES[tara - 1]!
    const tarabala: Tarabala = { count, tara, name: taraName, cycle, supportive: GOOD_TARAS.has(tara) }
    if (HARD_TARAS.has(tara) && cycle === 1) {
      refuse(
        'tarabala',
        `For ${who}, the day’s nakshatra is ${taraName} tara in its first round from the birth star, which muhurta texts avoid.`,
      )
    } else if (HARD_TARAS.has(tara) && cycle === 2) {
      cautions.push(
        `For ${who}, the day’s nakshatra is ${taraName} tara in its second round, where its difficulty is counted as milder.`,
      )
    } else if (tara === 1) {
      const kind =
        cycle === 1
          ? 'the birth star itself'
          : cycle === 2
            ? 'the 10th from the birth star (anujanma)'
            : 'the 19th from the birth star (trijanma)'
      cautions.push(
        `The day’s nakshatra is ${kind} for ${who}; many almanacs prefer another day for important beginnings.`,
      )
    } else if (tarabala.supportive) {
      reasons.push(
        `For ${who}, the day’s nakshatra is the ${ordinal(count)} from the birth star: ${taraName} tara, a supportive one.`,
      )
      score += shukla ? 1 : 2 // tārābala weighs more in the dark fortnight (jyotisha.md §7.7)
    }
    const house = ((limbs.moonSign.number - 1 - natalSign + 12) % 12) + 1
    const chandraGood = CHANDRA_GOOD.has(house) || (shukla && CHANDRA_GOOD_SHUKLA.has(house))
    const chandrabala: Chandrabala = { house, supportive: chandraGood }
    if (house === 8) {
      refuse(
        'chandrashtama',
        `The Moon is in the 8th sign from ${whose} natal Moon (Chandrashtama), a time traditionally left aside.`,
      )
    } else if (chandraGood) {
      reasons.push(
        `The Moon passes through the ${ordinal(house)} sign from ${whose} natal Moon, a supportive position.`,
      )
      score += shukla ? 2 : 1 // candrabala weighs more in the bright fortnight
    } else {
      cautions.push(
        `The Moon is in the ${ordinal(house)} sign from ${whose} natal Moon, a position counted as less supportive.`,
      )
    }
    if (input.natal.lagnaSign !== null) {
      const fromLagna = ((limbs.moonSign.number - 1 - input.natal.lagnaSign + 12) % 12) + 1
      if (fromLagna === 6 || fromLagna === 8 || fromLagna === 12) {
        cautions.push(
          `The Moon is in the ${ordinal(fromLagna)} sign from ${whose} natal ascendant, which the texts prefer to avoid.`,
        )
      }
    }
    for (const planet of event.keyPlanets) {
      if (combustNow.get(planet) && !excludes.has(`${planet.toLowerCase()}_combust` as Exclusion)) {
        cautions.push(
          `${planet}, a significator of ${label}, is close to the Sun (combust), so its support is counted as weaker.`,
        )
      }
    }

    const tier = tierOf(
      favouredNak.has(nak),
      event.tithis.favoured.includes(tithi),
      favouredDay.has(weekday),
      tarabala.supportive,
      chandraGood,
      cautions.length,
    )
    for (const r of refusals) counts.set(r.key, (counts.get(r.key) ?? 0) + 1)
    judged.push({
      date: iso,
      ms,
      weekday,
      vedicDate: { year: vedic.year, month: vedic.month, day: vedic.day },
      limbs,
      month,
      refusals,
      reasons,
      cautions,
      tier,
      score: score - cautions.length,
      tarabala,
      chandrabala,
    })
  }

  // Rank the days not refused; give the best their spans, lowering a day with none.
  const candidates = judged
    .filter((j) => j.refusals.length === 0 && j.tier > 0)
    .sort((a, b) => b.tier - a.tier || b.score - a.score || a.ms - b.ms)
  const windows: Window[] = []
  const pending = [...candidates]
  const spansOf = new Map<Judged, { startMs: number; endMs: number; lagna: string }[]>()
  while (pending.length > 0 && windows.length < input.topN) {
    const j = pending.shift()!
    let spans = spansOf.get(j)
    if (spans === undefined) {
      const found = goodSpans(
        eph,
        panchangaDay(eph, j.vedicDate, zone, place, 'standard'),
        event,
        avoidedNak,
        place,
      )
      spans = found ?? []
      spansOf.set(j, spans)
      if (spans.length === 0) {
        j.cautions.push(
          found === null
            ? 'Rising signs cannot be timed at this latitude on this day, so no span inside it is offered.'
            : 'No time in this day has a rising sign suited to the event clear of Rahu kalam, Yamaganda, Gulika, durmuhurta, Varjyam and Bhadra.',
        )
        // One grade lower, placed again among the rest.
        j.tier -= 1
        if (j.tier <= 0) continue
        const at = pending.findIndex((p) => p.tier < j.tier || (p.tier === j.tier && p.score < j.score))
        pending.splice(at === -1 ? pending.length : at, 0, j)
        continue
      }
    }
    windows.push(windowOf(j, windows.length + 1, spans, input))
  }

  const nearMisses: NearMiss[] = judged
    .filter((j) => j.refusals.length === 1 && j.tier >= 2)
    .sort((a, b) => b.tier - a.tier || b.score - a.score || a.ms - b.ms)
    .slice(0, MAX_NEAR_MISSES)
    .map((j) => ({
      date: j.date,
      evaluatedMs: j.ms,
      wouldBe: QUALITIES[3 - j.tier]!,
      refusedFor: j.refusals[0]!.text,
    }))

  const excluded = [...counts.entries()]
    .map(([key, days]) => ({ key, description: REFUSAL_DESCRIPTIONS[key], days }))
    .sort((a, b) => b.days - a.days || a.key.localeCompare(b.key))
  const refused = judged.filter((j) => j.refusals.length > 0).length
  const offeredOrCandidates = judged.filter((j) => j.refusals.length === 0 && j.tier > 0).length
  return {
    days: dayCount,
    evaluable,
    windows,
    nearMisses,
    excluded,
    notOffered: judged.length - refused - offeredOrCandidates,
  }
}

/** The local day number of an instant (days since 1970-01-01 in the zone). */
function localDays(ms: number, zone: string): number {
  const d = DateTime.fromMillis(ms, { zone })
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS)
}

/** 3 excellent, 2 good, 1 acceptable, 0 not offered. */
function tierOf(
  nak: boolean,
  tithi: boolean,
  weekday: boolean,
  tara: boolean,
  chandra: boolean,
  cautions: number,
): number {
  if (nak && tithi && weekday && tara && chandra && cautions === 0) return 3
  if (nak && (tithi || weekday) && (tara || chandra) && cautions <= 1) return 2
  if ((nak || (tithi && weekday)) && cautions <= 2) return 1
  return 0
}

/**
 * The spans of the Vedic day whose rising sign suits the event, clear of Rāhu kālam, Yamagaṇḍa, Gulika,
 * durmuhūrta, Varjyam and Bhadrā, while neither the nakṣatra nor the tithi is one the event refuses.
 * Null where rising signs cannot be timed (inside the polar circles).
 */
function goodSpans(
  eph: Ephemeris,
  day: PanchangaDay,
  event: MuhurtaEventRule,
  avoidedNak: ReadonlySet<number>,
  place: Place,
): { startMs: number; endMs: number; lagna: string }[] | null {
  const lagnas = lagnaSpans(eph, day.day.startMs, day.day.endMs, place)
  if (lagnas === null) return null
  const bad: Span[] = [
    ...[day.rahuKalam, day.yamaganda, day.gulikaKalam].filter((s): s is Span => s !== null),
    ...(day.durmuhurta ?? []),
    ...day.varjyam,
    ...day.bhadra,
    ...day.nakshatra.filter((n) => avoidedNak.has(n.number - 1)),
    ...day.tithi.filter((t) => event.tithis.avoided.includes(t.number)),
  ]
  const suited = new Set(event.lagnas)
  const out: { startMs: number; endMs: number; lagna: string }[] = []
  for (const l of lagnas) {
    const sign = SIGNS[l.signIndex]!
    if (!suited.has(sign)) continue
    let pieces: Span[] = [
      { startMs: Math.max(l.startMs, day.day.startMs), endMs: Math.min(l.endMs, day.day.endMs) },
    ]
    for (const b of bad) pieces = pieces.flatMap((p) => subtract(p, b))
    for (const p of pieces) if (p.endMs - p.startMs >= MIN_SPAN_MS) out.push({ ...p, lagna: sign })
  }
  return out.sort((a, b) => a.startMs - b.startMs)
}

function subtract(a: Span, b: Span): Span[] {
  if (b.endMs <= a.startMs || b.startMs >= a.endMs) return [a]
  const out: Span[] = []
  if (b.startMs > a.startMs) out.push({ startMs: a.startMs, endMs: b.startMs })
  if (b.endMs < a.endMs) out.push({ startMs: b.endMs, endMs: a.endMs })
  return out
}

function windowOf(
  j: Judged,
  rank: number,
  spans: { startMs: number; endMs: number; lagna: string }[],
  input: MuhurtaInput,
): Window {
  let runningPeriod: Window['runningPeriod'] = null
  if (input.natal.timeline) {
    const levels = runningLevels(input.natal.timeline, j.ms)
    const maha = levels[0]
    if (maha) {
      const antar = levels[1]?.planet ?? null
      const lord = antar ?? maha.planet
      const dayLord = DASHA_ORDER[(j.limbs.nakshatra.number - 1) % 9]!
      const relation = dayLord === lord ? 'same' : naturalRelation(lord, dayLord)
      const note =
        'A modern consideration, not one of the classical muhurta rules, and not used in the ranking: ' +
        `the running period is ${maha.planet}${antar ? `–${antar}` : ''}, and the day’s nakshatra is ruled by ${dayLord}` +
        (relation === 'same'
          ? ', the period’s own lord, which some astrologers count in favour.'
          : relation === 'friend'
            ? `, a natural friend of ${lord}, which some astrologers count in favour.`
            : relation === 'enemy'
              ? `, not a natural friend of ${lord}; some astrologers would look for a day ruled by a friendlier lord.`
              : `, neutral towards ${lord}.`)
      runningPeriod = { mahadasha: maha.planet, antardasha: antar, note }
    }
  }
  return {
    rank,
    date: j.date,
    evaluatedMs: j.ms,
    quality: QUALITIES[3 - j.tier]!,
    reasons: j.reasons,
    cautions: j.cautions,
    weekday: j.weekday,
    limbs: j.limbs,
    month: j.month,
    tarabala: j.tarabala,
    chandrabala: j.chandrabala,
    spans,
    runningPeriod,
  }
}
