/**
 * The almanac's festival, saṅkrānti and abujh (svayaṃ-siddha, self-auspicious) days: a table an
 * astrologer can review, and a finder that dates them over a range at a place (docs/panchanga.md,
 * "Festivals, saṅkrāntis and abujh days").
 *
 * A lunar entry names a tithi of an amānta month and the part of the day (kāla) the tithi must hold, as
 * the dharmaśāstra digests decide each festival (kāla-vyāpti): the festival falls on the civil day whose
 * named kāla the tithi touches. Where it touches that kāla on two days, the day whose kāla it holds whole
 * is taken over the one it holds in part (kṛtsna- over ekadeśa-vyāpti); where that does not decide, or it
 * touches the kāla on neither day, the entry says which day (the digests' tie rules, as Drik Panchang
 * applies them: test/unit/festivals.test.ts checks them against its published days). A few entries carry
 * one of the digests' further rules: the sunrise rule (the day whose sunrise the tithi holds, if it lasts
 * long enough after it), Ekādaśī's pāraṇa in Dvādaśī, Vijaya Dashami's Śravaṇa. Festivals are kept in the
 * nija month: an adhika (intercalary) month has none.
 *
 * A saṅkrānti entry names the sign the Sun enters (true Sun, Lahiri). It is dated by its puṇya kāla
 * (Dharmasindhu): an ingress in the daytime on that day; one in the night before its midpoint on the day
 * that ends with that night's sunset, after the midpoint on the next day; Makara at night always the next
 * day and Karka at night always the day before.
 *
 * Cost: the tithis are found by Newton's method from each new moon (two crossings an entry, not every
 * tithi of the year), and the Sun's rising and setting only on the few days next to each one, once each.
 */
import {
  zoneHistory,
  type Ephemeris,
  type Place,
  type SunriseDefinition,
  type ZoneHistory,
} from '../../astro/index.js'
import { lunations, type Lunation } from './calendar.js'
import { limbCrossing, limbSpans } from './limbs.js'
import type { Paksha } from './names.js'
import type { LocalDate } from './solar-month.js'

export const FESTIVAL_KINDS = ['festival', 'abujh', 'sankranti'] as const
export type FestivalKind = (typeof FESTIVAL_KINDS)[number]

/**
 * The parts of the day a tithi can be required to hold. `sunrise`, `sunset` and `moonrise` are instants;
 * the others spans of the civil day (d = sunrise to sunset, n = sunset to the next sunrise):
 * `purvahna` sunrise to midday (the first half of d, as Drik Panchang prints the pūrvāhna muhūrtas);
 * `madhyahna` and `aparahna` the 3rd and 4th fifths of d; `pradosha` the first fifth of n (three of the
 * night's fifteen muhūrtas); `nishitha` the 8th muhūrta of n; `moonrise` the first moonrise after sunset.
 */
export const KALAS = [
  'sunrise',
  'purvahna',
  'madhyahna',
  'aparahna',
  'sunset',
  'pradosha',
  'nishitha',
  'moonrise',
] as const
export type Kala = (typeof KALAS)[number]

/** Of two candidate days, the earlier or the later. */
export type DayPick = 'earlier' | 'later'

export interface TithiRule {
  type: 'tithi'
  /** Amānta month, 0 = Chaitra … 11 = Phalguna (LUNAR_MONTHS); the pūrṇimānta name of a Kṛṣṇa tithi is the next month's. */
  amantaMonth: number
  paksha: Paksha
  /** 1…15 within the pakṣa: 15 is Pūrṇimā in Śukla, Amāvasyā in Kṛṣṇa. */
  tithi: number
  kala: Kala
  /** The tithi touches the kāla on two days. */
  both: DayPick
  /** It touches the kāla on neither day (it begins after one day's kāla and ends before the next). */
  neither: DayPick
  /**
   * The digests' sunrise rule, which goes before the kāla: when the tithi holds a sunrise, the day of that
   * sunrise if the tithi lasts at least this long after it, otherwise the day before. A ghaṭī is 24
   * minutes; a prahara a quarter of that day's daytime.
   */
  sunriseHold?: { amount: number; unit: 'ghati' | 'prahara' }
  /**
   * A fast broken in the next tithi (an Ekādaśī's pāraṇa in Dvādaśī): when the day chosen by its sunrise
   * is followed by a sunrise the next tithi does not reach (it ends in the night), the day before, so that
   * the fast can still be broken in it.
   */
  paranaInNextTithi?: true
  /**
   * When the tithi touches the kāla on both days and this nakṣatra (0 = Ashwini … 26 = Revati) touches the
   * later day's kāla, the later day, before any other tie rule (Vijaya Dashami with Shravana).
   */
  laterWithNakshatra?: number
}

/** The day after another entry's day. */
export interface DayAfterRule {
  type: 'dayAfter'
  of: string
}

/** The Sun's entry into a sidereal sign, 0 = Aries … 11 = Pisces. */
export interface SankrantiRule {
  type: 'sankranti'
  sign: number
}

export type FestivalRule = TithiRule | DayAfterRule | SankrantiRule

export interface FestivalEntry {
  /** snake_case, unique. */
  id: string
  /** Common English transliteration. */
  name: string
  kind: FestivalKind
  rule: FestivalRule
  /** One plain sentence in our own words: what the day is. */
  note: string
  /** Titles only: the books the rule comes from, the almanac the dates were checked against. */
  sources: readonly string[]
}

/** Nakṣatra index of Shravana (0 = Ashwini). */
const SHRAVANA = 21

const DRIK = 'Drik Panchang'
const DS = 'Dharmasindhu'
const NS = 'Nirnayasindhu'

const tithi = (
  amantaMonth: number,
  paksha: Paksha,
  t: number,
  kala: Kala,
  both: DayPick,
  neither: DayPick,
  extra: Pick<TithiRule, 'sunriseHold' | 'paranaInNextTithi' | 'laterWithNakshatra'> = {},
): TithiRule => ({ type: 'tithi', amantaMonth, paksha, tithi: t, kala, both, neither, ...extra })

const SANKRANTI_NAMES = [
  ['mesha', 'Mesha', 'Aries'],
  ['vrishabha', 'Vrishabha', 'Taurus'],
  ['mithuna', 'Mithuna', 'Gemini'],
  ['karka', 'Karka', 'Cancer'],
  ['simha', 'Simha', 'Leo'],
  ['kanya', 'Kanya', 'Virgo'],
  ['tula', 'Tula', 'Libra'],
  ['vrishchika', 'Vrishchika', 'Scorpio'],
  ['dhanu', 'Dhanu', 'Sagittarius'],
  ['makara', 'Makar', 'Capricorn'],
  ['kumbha', 'Kumbha', 'Aquarius'],
  ['meena', 'Meena', 'Pisces'],
] as const

const SANKRANTI_NOTES: Record<number, string> = {
  0: 'The Sun enters sidereal Aries and the solar year begins; many regional new years fall on or next to it.',
  3: 'The Sun enters sidereal Cancer and its southward half-year (Dakshinayana) begins.',
  9: 'The Sun enters sidereal Capricorn and its northward half-year (Uttarayana) begins, kept with river baths, sesame sweets and kites.',
}

/**
 * The table. Months are amānta (0 = Chaitra … 6 = Ashvina, 7 = Kartika … 11 = Phalguna); a Kṛṣṇa tithi's
 * pūrṇimānta month is the next one (Janmashtami is amānta Shravana, pūrṇimānta Bhadrapada Kṛṣṇa 8).
 */
export const FESTIVALS: readonly FestivalEntry[] = [
  // Abujh days: the almanacs' self-auspicious days, on which a beginning needs no further muhūrta.
  {
    id: 'chaitra_shukla_pratipada',
    name: 'Gudi Padwa / Ugadi',
    kind: 'abujh',
    rule: tithi(0, 'Shukla', 1, 'sunrise', 'earlier', 'earlier'),
    note: 'The first day of the bright fortnight of Chaitra: the lunar new year and the start of Chaitra Navaratri.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'akshaya_tritiya',
    name: 'Akshaya Tritiya',
    kind: 'abujh',
    rule: tithi(1, 'Shukla', 3, 'purvahna', 'earlier', 'earlier'),
    note: 'The bright third of Vaishakha, whose name means undiminishing: a favourite day for beginnings and gifts.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'bhadli_navami',
    name: 'Bhadli Navami',
    kind: 'abujh',
    rule: tithi(3, 'Shukla', 9, 'sunrise', 'earlier', 'earlier'),
    note: 'The bright ninth of Ashadha, the last open wedding day in many North Indian almanacs before the rainy-season pause.',
    sources: [DRIK],
  },
  {
    id: 'vijaya_dashami',
    name: 'Vijaya Dashami',
    kind: 'abujh',
    rule: tithi(6, 'Shukla', 10, 'aparahna', 'earlier', 'earlier', { laterWithNakshatra: SHRAVANA }),
    note: 'The bright tenth of Ashvina after Navaratri, the day of victory celebrated as Dussehra.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'bali_pratipada',
    name: 'Bali Pratipada',
    kind: 'abujh',
    rule: tithi(7, 'Shukla', 1, 'sunrise', 'earlier', 'earlier'),
    note: 'The first bright day of Kartika after Diwali, also Govardhan Puja, counted as the half of the three and a half self-auspicious days.',
    sources: [DS, DRIK],
  },
  {
    id: 'dev_uthani_ekadashi',
    name: 'Dev Uthani Ekadashi',
    kind: 'abujh',
    // Smārta reckoning: a kṣaya Ekādaśī is not kept on the Daśamī day but the next; a kṣaya Dvādaśī
    // moves the fast a day earlier, so that it is broken in Dvādaśī (Dharmasindhu).
    rule: tithi(7, 'Shukla', 11, 'sunrise', 'earlier', 'later', { paranaInNextTithi: true }),
    note: 'Prabodhini Ekadashi, the bright eleventh of Kartika, when Vishnu is said to wake and the wedding season reopens.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'vasant_panchami',
    name: 'Vasant Panchami',
    kind: 'abujh',
    rule: tithi(10, 'Shukla', 5, 'purvahna', 'earlier', 'earlier'),
    note: 'The bright fifth of Magha, the herald of spring and the day of Saraswati, goddess of learning.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'phulera_dooj',
    name: 'Phulera Dooj',
    kind: 'abujh',
    rule: tithi(11, 'Shukla', 2, 'sunrise', 'earlier', 'earlier'),
    note: 'The bright second of Phalguna, when Krishna is played with in flowers in the Braj temples ahead of Holi.',
    sources: [DRIK],
  },
  // Festivals.
  {
    id: 'maha_shivaratri',
    name: 'Maha Shivaratri',
    kind: 'festival',
    rule: tithi(10, 'Krishna', 14, 'nishitha', 'later', 'later'),
    note: 'The great night of Shiva, the dark fourteenth of Magha (Phalguna in the pūrṇimānta reckoning), kept awake in worship.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'holika_dahan',
    name: 'Holika Dahan',
    kind: 'festival',
    rule: tithi(11, 'Shukla', 15, 'pradosha', 'later', 'earlier', {
      sunriseHold: { amount: 3, unit: 'prahara' },
    }),
    note: 'The bonfire lit in the evening of the full moon of Phalguna, the eve of Holi.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'holi',
    name: 'Holi',
    kind: 'festival',
    rule: { type: 'dayAfter', of: 'holika_dahan' },
    note: 'The festival of colours on the day after the Holika bonfire.',
    sources: [DRIK],
  },
  {
    id: 'rama_navami',
    name: 'Rama Navami',
    kind: 'festival',
    rule: tithi(0, 'Shukla', 9, 'madhyahna', 'earlier', 'earlier'),
    note: 'The birthday of Rama at midday on the bright ninth of Chaitra, closing Chaitra Navaratri.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'guru_purnima',
    name: 'Guru Purnima',
    kind: 'festival',
    rule: tithi(3, 'Shukla', 15, 'sunrise', 'earlier', 'earlier'),
    note: 'The full moon of Ashadha, kept for Vyasa and for one’s teachers.',
    sources: [DS, DRIK],
  },
  {
    id: 'raksha_bandhan',
    name: 'Raksha Bandhan',
    kind: 'festival',
    rule: tithi(4, 'Shukla', 15, 'aparahna', 'earlier', 'earlier', {
      sunriseHold: { amount: 6, unit: 'ghati' },
    }),
    note: 'The full moon of Shravana, when sisters tie a thread of protection on their brothers’ wrists.',
    sources: [NS, DS, DRIK],
  },
  {
    id: 'krishna_janmashtami',
    name: 'Krishna Janmashtami',
    kind: 'festival',
    rule: tithi(4, 'Krishna', 8, 'nishitha', 'later', 'later'),
    note: 'The birth of Krishna at midnight on the dark eighth of Shravana (Bhadrapada in the pūrṇimānta reckoning).',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'ganesh_chaturthi',
    name: 'Ganesh Chaturthi',
    kind: 'festival',
    rule: tithi(5, 'Shukla', 4, 'madhyahna', 'earlier', 'earlier'),
    note: 'The bright fourth of Bhadrapada, when Ganesha is welcomed home at midday.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'sharad_navaratri',
    name: 'Sharad Navaratri begins',
    kind: 'festival',
    rule: tithi(6, 'Shukla', 1, 'sunrise', 'earlier', 'earlier'),
    note: 'The first of the nine nights of the Goddess in autumn, when the kalash is set up (Ghatasthapana).',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'sharad_purnima',
    name: 'Sharad Purnima',
    kind: 'festival',
    rule: tithi(6, 'Shukla', 15, 'nishitha', 'earlier', 'earlier'),
    note: 'The full moon of Ashvina, whose night of moonlight is kept awake (Kojagara).',
    sources: [DS, DRIK],
  },
  {
    id: 'karwa_chauth',
    name: 'Karwa Chauth',
    kind: 'festival',
    rule: tithi(6, 'Krishna', 4, 'moonrise', 'earlier', 'later'),
    note: 'The dark fourth of Kartika in the pūrṇimānta reckoning, when married women keep a day’s fast for their husbands until the moon rises.',
    sources: [DRIK],
  },
  {
    id: 'dhanteras',
    name: 'Dhanteras',
    kind: 'festival',
    rule: tithi(6, 'Krishna', 13, 'pradosha', 'earlier', 'earlier'),
    note: 'The dark thirteenth before Diwali, kept for Dhanvantari, with lamps at dusk and new metalware brought home.',
    sources: [DRIK],
  },
  {
    id: 'diwali',
    name: 'Diwali (Lakshmi Puja)',
    kind: 'festival',
    rule: tithi(6, 'Krishna', 15, 'pradosha', 'earlier', 'earlier'),
    note: 'The new moon that closes amānta Ashvina (pūrṇimānta Kartika), when Lakshmi is worshipped at dusk among lamps.',
    sources: [DS, NS, DRIK],
  },
  {
    id: 'chhath_puja',
    name: 'Chhath Puja',
    kind: 'festival',
    rule: tithi(7, 'Shukla', 6, 'sunset', 'earlier', 'earlier'),
    note: 'The bright sixth of Kartika, when the setting Sun is offered water from a river bank, and the rising Sun the next morning.',
    sources: [DRIK],
  },
  // Saṅkrāntis.
  ...SANKRANTI_NAMES.map(([id, name, sign], i): FestivalEntry => ({
    id: `${id}_sankranti`,
    name: `${name} Sankranti`,
    kind: 'sankranti',
    rule: { type: 'sankranti', sign: i },
    note: SANKRANTI_NOTES[i] ?? `The Sun enters sidereal ${sign}, beginning a solar month.`,
    sources: [DS, NS, DRIK],
  })),
]

/** One entry on its day. */
export interface FestivalOccurrence {
  id: string
  name: string
  kind: FestivalKind
  /** The tithi the rule names, whole: it may begin the day before or end the day after. */
  tithi?: { number: number; startMs: number; endMs: number }
  /** The Sun's entry into the sign. */
  ingressMs?: number
}

export interface FestivalDay {
  date: LocalDate
  festivals: FestivalOccurrence[]
}

const DAY_MS = 86_400_000
const GHATI_MS = DAY_MS / 60
const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
const JD_UNIX_EPOCH = 2440587.5
const STANDARD_PRESSURE_HPA = 1013.25
const STANDARD_TEMPERATURE_C = 0

/** Days since 1970-01-01 of a civil date. */
const dayNumberOf = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS
const dateOfDayNumber = (n: number): LocalDate => {
  const t = new Date(n * DAY_MS)
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}

/**
 * The civil days of one place: sunrise and sunset by local date, each found once and only when asked for.
 * The events are those of `sunriseOn` (the same Swiss Ephemeris rise_trans, disc and refraction), without
 * its formatting, which costs more than the search; local dates by the zone's offset at the instant.
 */
class PlaceDays {
  private readonly rises = new Map<number, number | null>()
  private readonly sets = new Map<number, number | null>()
  private readonly disc: 'upper-limb' | 'centre-no-refraction'
  /** The zone's offsets, ICU's, from its table of transitions (astro/zone-history.ts). */
  private readonly zone: ZoneHistory
  constructor(
    private readonly eph: Ephemeris,
    zone: string,
    private readonly place: Place,
    definition: SunriseDefinition,
  ) {
    this.disc = definition === 'hindu' ? 'centre-no-refraction' : 'upper-limb'
    this.zone = zoneHistory(zone)
  }

  dayNumberAt(ms: number): number {
    return Math.floor((ms + this.zone.offsetMinutesAt(ms) * MINUTE_MS) / DAY_MS)
  }

  /** The first instant of local date `n` (a midnight a clock change skips: the first instant after it). */
  private midnight(n: number): number {
    let ms = n * DAY_MS - this.zone.offsetMinutesAt(n * DAY_MS) * MINUTE_MS
    for (let i = 0; i < 2 && this.dayNumberAt(ms) !== n; i++)
      ms = n * DAY_MS - this.zone.offsetMinutesAt(ms) * MINUTE_MS
    return this.dayNumberAt(ms) < n ? ms + HOUR_MS : ms
  }

  event(body: 'sun' | 'moon', fromMs: number, event: 'rise' | 'set'): number | null {
    const jd = fromMs / DAY_MS + JD_UNIX_EPOCH
    const args = [jd, event, this.place, this.disc, STANDARD_PRESSURE_HPA, STANDARD_TEMPERATURE_C] as const
    const found = body === 'sun' ? this.eph.sunEvent(...args) : this.eph.moonEvent(...args)
    return found === undefined ? null : (found - JD_UNIX_EPOCH) * DAY_MS
  }

  /** The first sunrise of local date `n`, null if there is none. */
  rise(n: number): number | null {
    let r = this.rises.get(n)
    if (r === undefined) {
      r = this.event('sun', this.midnight(n), 'rise')
      if (r !== null && r >= this.midnight(n + 1)) r = null
      this.rises.set(n, r)
    }
    return r
  }

  /** The first sunset after the sunrise of local date `n`, within a day of it. */
  set(n: number): number | null {
    let s = this.sets.get(n)
    if (s === undefined) {
      const rise = this.rise(n)
      s = rise === null ? null : this.event('sun', rise, 'set')
      if (s !== null && s >= rise! + DAY_MS) s = null
      this.sets.set(n, s)
    }
    return s
  }

  /** The kāla of civil day `n` as [start, end] (equal for an instant), null where the place lacks it. */
  window(n: number, kala: Kala): [number, number] | null {
    const rise = this.rise(n)
    if (kala === 'sunrise') return rise === null ? null : [rise, rise]
    const set = this.set(n)
    if (rise === null || set === null) return null
    const d = set - rise
    if (kala === 'purvahna') return [rise, rise + d / 2]
    if (kala === 'madhyahna') return [rise + (2 * d) / 5, rise + (3 * d) / 5]
    if (kala === 'aparahna') return [rise + (3 * d) / 5, rise + (4 * d) / 5]
    if (kala === 'sunset') return [set, set]
    const next = this.rise(n + 1)
    if (next === null) return null
    const night = next - set
    if (kala === 'pradosha') return [set, set + night / 5]
    if (kala === 'nishitha') return [set + (7 * night) / 15, set + (8 * night) / 15]
    const moonrise = this.event('moon', set, 'rise')
    return moonrise !== null && moonrise < next ? [moonrise, moonrise] : null
  }
}

interface Span {
  startMs: number
  endMs: number
}

/** Kālas that fall in the night after their civil day's sunset: the day before a tithi's start can hold them. */
const NIGHT_KALAS: ReadonlySet<Kala> = new Set(['pradosha', 'nishitha', 'moonrise'])

/** Whether [ts, te) touches the window (an instant window: holds it). */
const touches = (w: [number, number], ts: number, te: number) =>
  w[0] === w[1] ? ts <= w[0] && w[0] < te : w[0] < te && w[1] > ts
/** Whether [ts, te) holds the whole window. */
const covers = (w: [number, number], ts: number, te: number) => ts <= w[0] && w[1] < te

/** The civil day (day number) a tithi spanning [ts, te) is kept on by `rule`, null if the place lacks the kāla. */
function dayOfTithi(eph: Ephemeris, days: PlaceDays, rule: TithiRule, ts: number, te: number): number | null {
  const first = days.dayNumberAt(ts)
  const last = days.dayNumberAt(te)
  if (rule.sunriseHold) {
    for (let n = first; n <= last; n++) {
      const rise = days.rise(n)
      if (rise === null || rise <= ts || rise >= te) continue
      const { amount, unit } = rule.sunriseHold
      const set = days.set(n)
      if (unit === 'prahara' && set === null) return null
      const needMs = unit === 'ghati' ? amount * GHATI_MS : (amount * (set! - rise)) / 4
      return te - rise >= needMs ? n : n - 1
    }
  }
  const touched: { n: number; whole: boolean }[] = []
  let before: number | null = null
  let after: number | null = null
  // A day's kāla lies within its own civil date, or for the night kālas between it and the next morning.
  for (let n = NIGHT_KALAS.has(rule.kala) ? first - 1 : first; n <= last + 1; n++) {
    if (n === last + 1 && (touched.length > 0 || after !== null)) break
    const w = days.window(n, rule.kala)
    if (w === null) continue
    if (touches(w, ts, te)) touched.push({ n, whole: covers(w, ts, te) })
    else if (w[1] <= ts) before = n
    else if (after === null && w[0] >= te) after = n
  }
  if (touched.length === 0) return rule.neither === 'earlier' ? before : after
  if (touched.length === 1) return touched[0]!.n
  const later = touched[touched.length - 1]!.n
  if (rule.laterWithNakshatra !== undefined) {
    const w = days.window(later, rule.kala)!
    if (limbSpans(eph, 'nakshatra', w[0], w[1]).some((s) => s.index === rule.laterWithNakshatra)) return later
  }
  // Two days: the whole kāla on one and part of it on the other (kṛtsna- over ekadeśa-vyāpti), else the tie rule.
  const whole = touched.filter((t) => t.whole)
  if (whole.length === 1) return whole[0]!.n
  return rule.both === 'earlier' ? touched[0]!.n : touched[touched.length - 1]!.n
}

/**
 * `paranaInNextTithi`: a fast kept on the day `n` whose sunrise holds its tithi moves a day earlier when
 * the next tithi ends before the following sunrise, so that it can be broken in that tithi.
 */
function paranaDay(days: PlaceDays, n: number, tithi: Span, next: Span): number {
  const rise = days.rise(n)
  const following = days.rise(n + 1)
  if (rise === null || following === null || rise < tithi.startMs || rise >= tithi.endMs) return n
  return next.endMs <= following ? n - 1 : n
}

/**
 * The day a saṅkrānti at `ms` is kept (its puṇya kāla, Dharmasindhu): in the daytime, that day; in the
 * night, the day before if before the night's midpoint, else the next day; Makara at night always the
 * next day, Karka at night always the day before.
 */
function dayOfSankranti(days: PlaceDays, sign: number, ms: number): number | null {
  let n = days.dayNumberAt(ms)
  const riseToday = days.rise(n)
  if (riseToday !== null && ms < riseToday) n--
  const set = days.set(n)
  if (days.rise(n) === null || set === null) return null
  if (ms < set) return n
  const next = days.rise(n + 1)
  if (next === null) return null
  if (sign === 9) return n + 1
  if (sign === 3) return n
  return ms < (set + next) / 2 ? n : n + 1
}

/** The tithi spans of each lunation, each boundary found once. */
function tithiFinder(eph: Ephemeris) {
  const cache = new Map<string, number>()
  const boundary = (lun: Lunation, k: number): number => {
    if (k === 0) return lun.startMs
    if (k === 30) return lun.endMs
    const key = `${lun.startMs}:${k}`
    let ms = cache.get(key)
    if (ms === undefined) {
      ms = limbCrossing(eph, 'tithi', k * 12, lun.startMs + (k / 30) * (lun.endMs - lun.startMs))
      cache.set(key, ms)
    }
    return ms
  }
  return (lun: Lunation, number: number) => ({
    startMs: boundary(lun, number - 1),
    endMs: boundary(lun, number),
  })
}

/**
 * The table's days that fall on local civil dates `firstDate` … `lastDate` (inclusive) at `place`, in
 * IANA zone `zone`, with sunrise and sunset by `definition` (Drik Panchang's days are `standard`): one
 * item per date that has any, in date order, its entries in table order, each with the tithi it names
 * (whole, epoch ms) or the instant of the Sun's ingress. Lunar months and tithis by the true Sun and Moon,
 * sidereal (Lahiri), as `lunations` and `limbCrossing` give them. An entry whose kāla the place lacks
 * that day (no sunrise or sunset: polar day and night) is left out, never guessed. `table` defaults to
 * FESTIVALS. About 20 ms for a year (test/unit/festivals.test.ts prints it).
 */
export function festivalsBetween(
  eph: Ephemeris,
  firstDate: LocalDate,
  lastDate: LocalDate,
  zone: string,
  place: Place,
  definition: SunriseDefinition,
  table: readonly FestivalEntry[] = FESTIVALS,
): FestivalDay[] {
  const firstN = dayNumberOf(firstDate)
  const lastN = dayNumberOf(lastDate)
  const days = new PlaceDays(eph, zone, place, definition)
  // A kept day lies within two days of its tithi or ingress: search a little beyond the range.
  const fromMs = (firstN - 3) * DAY_MS
  const toMs = (lastN + 4) * DAY_MS
  const tithiOf = tithiFinder(eph)
  const found: { n: number; order: number; occurrence: FestivalOccurrence }[] = []
  const keptOn = new Map<string, number[]>()
  const keep = (
    entry: FestivalEntry,
    order: number,
    n: number | null,
    extra: Partial<FestivalOccurrence>,
  ) => {
    if (n === null) return
    keptOn.set(entry.id, [...(keptOn.get(entry.id) ?? []), n])
    found.push({ n, order, occurrence: { id: entry.id, name: entry.name, kind: entry.kind, ...extra } })
  }

  const months = lunations(eph, fromMs, toMs).filter((l) => !l.adhika && l.endMs > fromMs && l.startMs < toMs)
  const ingresses = limbSpans(eph, 'sunSign', fromMs, toMs).filter((s) => s.startMs >= fromMs)
  table.forEach((entry, order) => {
    const rule = entry.rule
    if (rule.type === 'tithi') {
      const number = rule.tithi + (rule.paksha === 'Krishna' ? 15 : 0)
      for (const lun of months.filter((l) => l.index === rule.amantaMonth)) {
        const span = tithiOf(lun, number)
        let n = dayOfTithi(eph, days, rule, span.startMs, span.endMs)
        if (n !== null && rule.paranaInNextTithi && number < 30)
          n = paranaDay(days, n, span, tithiOf(lun, number + 1))
        keep(entry, order, n, { tithi: { number, ...span } })
      }
    } else if (rule.type === 'sankranti') {
      for (const s of ingresses.filter((s) => s.index === rule.sign))
        keep(entry, order, dayOfSankranti(days, rule.sign, s.startMs), { ingressMs: s.startMs })
    }
  })
  // Entries dated from another: after the ones they follow.
  table.forEach((entry, order) => {
    const rule = entry.rule
    if (rule.type === 'dayAfter') for (const n of keptOn.get(rule.of) ?? []) keep(entry, order, n + 1, {})
  })

  const byDay = new Map<number, { order: number; occurrence: FestivalOccurrence }[]>()
  for (const f of found) {
    if (f.n < firstN || f.n > lastN) continue
    byDay.set(f.n, [...(byDay.get(f.n) ?? []), f])
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, list]) => ({
      date: dateOfDayNumber(n),
      festivals: list.sort((a, b) => a.order - b.order).map((f) => f.occurrence),
    }))
}
