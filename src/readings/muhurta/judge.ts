/**
 * The judgement of one moment for one event and one person: what refuses it, what favours it
 * and what asks for care, each in a sentence true of the moment. The scan cuts each day into pieces
 * inside which nothing the judgement reads changes, and judges each piece once with this function, so a
 * span's reasons describe the span and never the sunrise before it.
 *
 * Refusals: the event's seasonal exclusions, the event's refused nakṣatras, tithis, weekdays and months,
 * Viṣṭi karaṇa (Bhadrā), Vyatīpāta and Vaidhṛti yogas, gaṇḍānta (nakṣatra, tithi, lagna), the person's
 * Candrāṣṭama and hard tārās of the first round, lagna śuddhi (the event's houses free of malefics, the
 * Moon not in the 8th of the rising sign), the Moon sharing a nakṣatra with a malefic (yuti), and for a
 * wedding a malefic in the 7th sign from the Moon (jāmitra). Sources in docs/muhurta.md.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { ordinal } from '../../corpus/describe.js'
import { SIGN_LORDS } from '../../jyotisha/grahas.js'
import {
  helpfulYogasAt,
  karanaName,
  LUNAR_MONTHS,
  purnimantaName,
  tithiName,
  VARAS,
  YOGA_NAMES,
} from '../../jyotisha/panchanga/index.js'
import { hiGraha, text, type Text } from '../text.js'
import type { Exclusion, MuhurtaEventRule, Weekday } from './catalogue-types.js'
import {
  HI_EVENTS,
  HI_TARAS,
  hiCount,
  hiGrahaList,
  hiKarana,
  hiLunarMonth,
  hiNak,
  hiNityaYoga,
  hindiOrdinal,
  hindiPerson,
  hiSign,
  hiSpecialYoga,
  hiTithi,
  hiWeekday,
  type HindiPerson,
} from './hindi.js'
import type { SlowFacts, SlowGraha } from './sky.js'
import type { WeddingFault } from './wedding-faults.js'

export const QUALITIES = ['excellent', 'good', 'acceptable'] as const
export type Quality = (typeof QUALITIES)[number]

export type RefusalKey =
  | Exclusion
  | 'nakshatra'
  | 'tithi'
  | 'weekday'
  | 'month'
  | 'vishti'
  | 'vyatipata_vaidhriti'
  | 'gandanta'
  | 'chandrashtama'
  | 'tarabala'
  | 'lagna_shuddhi'
  | 'moon_yuti'
  | 'jamitra'
  | 'dagdha_tithi'
  | 'disha_shula'
  | 'first_born'
  | 'vedha'
  | 'bana'
  | 'ekargala'
  | 'kranti_samya'
  | 'time_of_day'
  | 'no_clear_time'

export interface Refusal {
  key: RefusalKey
  text: Text
}

/** What each refusal key means, for `excluded` and the catalogue. */
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
  sankranti:
    'A Sankranti: the Vedic day in which the Sun enters a sign, and the sixteen ghatikas after the entry',
  dakshinayana: 'Dakshinayana: the Sun in sidereal Cancer to Sagittarius',
  panchaka: 'Panchaka: the Moon in sidereal Aquarius or Pisces (Dhanishta 3rd pada to the end of Revati)',
  simhastha_guru: 'Simhastha Guru: Jupiter in sidereal Leo',
  nakshatra: 'A nakshatra the event’s rules refuse',
  tithi: 'A tithi the event’s rules refuse',
  weekday: 'A weekday the event’s rules refuse',
  month: 'A lunar month the event’s rules refuse',
  vishti: 'Bhadra (Vishti karana)',
  vyatipata_vaidhriti: 'Vyatipata or Vaidhriti yoga',
  gandanta:
    'Gandanta: two ghatikas either side of the ends of Ashlesha, Jyeshtha and Revati, one either side of the ends of the 5th, 10th and 15th tithis, half a ghatika either side of the ends of Cancer, Scorpio and Pisces rising',
  chandrashtama: 'Chandrashtama: the Moon in the 8th sign from the natal Moon',
  tarabala: 'Vipat, Pratyak or Naidhana tara in the first round from the birth star',
  lagna_shuddhi:
    'The rising sign not clean: a malefic in a house of the event’s chart the rules want empty, or the Moon in the 8th from the rising sign',
  moon_yuti: 'The Moon in one nakshatra with the Sun, Mars, Saturn, Rahu or Ketu',
  jamitra: 'Jamitra, for a wedding: a malefic in the 7th sign from the Moon',
  dagdha_tithi:
    'Dagdha tithi, for a wedding: the tithi burnt by the Sun’s sign (2nd with the Sun in Sagittarius or Pisces, 4th in Taurus or Aquarius, 6th in Aries or Cancer, 8th in Gemini or Virgo, 10th in Leo or Scorpio, 12th in Libra or Capricorn)',
  first_born:
    'For the wedding of a first-born (Muhurta Chintamani): the lunar month, the nakshatra or the tithi of their birth, and the month of Jyeshtha when both are first-born',
  vedha:
    'Vedha, for a wedding: a graha in the nakshatra on one line with the Moon’s on the five-line chakra (Muhurta Chintamani)',
  bana: 'Bana, for a wedding: the mrityu bana, the arrow of the Sun’s degree the texts keep from a wedding at any hour',
  ekargala:
    'Ekargala, for a wedding: in one of nine yogas, the Moon an odd count of nakshatras from the Sun, Abhijit counted',
  kranti_samya:
    'Kranti samya, for a wedding: the Sun and the Moon in a pair of signs of equal declination in Muhurta Chintamani’s table',
  disha_shula:
    'Disha shula, for travel in a given direction: Monday and Saturday to the east, Tuesday and Wednesday to the north, Thursday to the south, Friday and Sunday to the west',
  time_of_day:
    'At the time asked: a rising sign the event does not take, or Rahu kalam, Yamaganda, Gulika, a durmuhurta or Varjyam',
  no_clear_time:
    'No part of the day clear of every refusal at once: different refusals held at different times of the day',
}

const EXCLUSION_WORDS: Record<Exclusion, Text> = {
  adhika_masa: text('The lunar month is an adhika (intercalary) month.', 'यह चंद्र मास अधिक मास (मलमास) है।'),
  kharmas: text(
    'The Sun is in Sagittarius or Pisces (Kharmas), when auspicious ceremonies are traditionally paused.',
    'सूर्य धनु या मीन राशि में है (खरमास), जब परंपरा से शुभ संस्कार रोक दिए जाते हैं।',
  ),
  chaturmas: text(
    'It is Chaturmas, the four months from Devshayani to Prabodhini Ekadashi.',
    'चातुर्मास चल रहा है, देवशयनी से प्रबोधिनी एकादशी तक के चार मास।',
  ),
  pitru_paksha: text(
    'It is Pitru Paksha, the fortnight given to the ancestors.',
    'पितृ पक्ष चल रहा है, पितरों को समर्पित पखवाड़ा।',
  ),
  holashtak: text('It is Holashtak, the eight days before Holi.', 'होलाष्टक चल रहा है, होली से पहले के आठ दिन।'),
  jupiter_combust: text(
    'Jupiter is close to the Sun (combust), which the texts count against this event.',
    'गुरु सूर्य के निकट होने से अस्त है, जिसे शास्त्र इस कार्य के प्रतिकूल मानते हैं।',
  ),
  venus_combust: text(
    'Venus is close to the Sun (combust), which the texts count against this event.',
    'शुक्र सूर्य के निकट होने से अस्त है, जिसे शास्त्र इस कार्य के प्रतिकूल मानते हैं।',
  ),
  mercury_combust: text(
    'Mercury is close to the Sun (combust), which the texts count against this event.',
    'बुध सूर्य के निकट होने से अस्त है, जिसे शास्त्र इस कार्य के प्रतिकूल मानते हैं।',
  ),
  eclipse: text(
    'An eclipse seen from this place falls within three days.',
    'इस स्थान से दिखने वाला ग्रहण तीन दिन के भीतर पड़ता है।',
  ),
  sankranti: text(
    'The Sun changes sign during this day or shortly before (Sankranti).',
    'इसी दिन या इससे कुछ ही पहले सूर्य राशि बदलता है (संक्रांति)।',
  ),
  dakshinayana: text(
    'The Sun is in its southern course (Dakshinayana); this event is traditionally held in Uttarayana.',
    'सूर्य दक्षिणायन में है; यह कार्य परंपरा से उत्तरायण में किया जाता है।',
  ),
  panchaka: text('The Moon is in Aquarius or Pisces (Panchaka).', 'चंद्रमा कुंभ या मीन राशि में है (पंचक)।'),
  simhastha_guru: text(
    'Jupiter is in Leo (Simhastha Guru), a year in which the texts set this event aside in most regions.',
    'गुरु सिंह राशि में है (सिंहस्थ गुरु); ऐसे वर्ष में अधिकांश क्षेत्रों में शास्त्र इस कार्य को टाल देते हैं।',
  ),
}

export const TARA_NAMES = [
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
/** Guru bala and Sūrya bala: Jupiter's and the Sun's sign counted from the natal Moon. */
const GURU_GOOD = new Set([2, 5, 7, 9, 11])
const GURU_WEAK = new Set([4, 8, 12])
const SURYA_GOOD = new Set([3, 6, 10, 11])
const SURYA_WEAK = new Set([4, 8, 12])
/** Dagdha tithi: the tithi of either fortnight burnt by the Sun's sign, Aries … Pisces (Muhurta Chintamani). */
export const DAGDHA_TITHI: readonly number[] = [6, 4, 8, 6, 10, 8, 12, 10, 2, 12, 4, 2]
/** Natural malefics for lagna śuddhi, yuti and jāmitra. */
const MALEFICS = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const
type Malefic = (typeof MALEFICS)[number]
const BENEFICS = ['Jupiter', 'Venus', 'Mercury'] as const
const ANGLES_AND_TRINES = new Set([1, 4, 5, 7, 9, 10])

export interface Tarabala {
  /** The nakṣatra counted from the birth star, 1…27. */
  count: number
  /** 1…9: Janma … Parama Mitra. */
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

/** Everything the judgement reads at a moment; constant inside one piece of a day. */
export interface Moment {
  /** The vāra of the Vedic day, 0 = Sunday. */
  weekday: number
  /** 1…30. */
  tithi: number
  /** 0…26. */
  nakshatra: number
  /** 0…26. */
  yoga: number
  /** 0…59 (half-tithis). */
  karana: number
  moonSign: number
  sunSign: number
  sunNakshatra: number
  month: { index: number; adhika: boolean }
  slow: SlowFacts
  /** The rising sign, 0…11; null where it cannot be timed (inside the polar circles). */
  lagna: number | null
  /** The gaṇḍānta the moment is in, in words (the junction), or null. */
  gandanta: Text | null
  /** An eclipse seen from the place within three days. */
  eclipse: boolean
  /** The Sun enters a sign during this Vedic day, or entered it less than sixteen ghaṭīs before. */
  sankranti: boolean
  /** The sign the Sun entered the Vedic day before, or null. */
  sankrantiBefore: number | null
  /** For a wedding: the faults of Muhurta Chintamani's ten read from the grahas' longitudes (wedding-faults.ts),
   *  where the scan has read them; absent elsewhere. */
  weddingFaults?: readonly WeddingFault[]
}

export interface Person {
  /**
   * Who the words name, used only in them: "Asha", "the bride"; null for one person without a name (the
   * words then say "the natal Moon").
   */
  name: string | null
  /** For a wedding: whose Guru bala (the bride's) or Sūrya bala (the groom's) is read; null reads both. */
  role: 'bride' | 'groom' | null
  /** For a wedding: a first-born, whose month, nakṣatra and tithi of birth Muhurta Chintamani sets aside. */
  firstBorn: boolean
  /** Sidereal longitude of the natal Moon. */
  moonLon: number
  /** The natal lagna's sign; null when the birth time is unknown. */
  lagnaSign: number | null
  /** The tithi of birth, 1…30. */
  tithi: number
  /** The amānta lunar month of birth, 0…11, and whether it was adhika. */
  month: { index: number; adhika: boolean }
}

export interface Judgement {
  refusals: Refusal[]
  reasons: Text[]
  cautions: Text[]
  /** 3 excellent, 2 good, 1 acceptable, 0 not offered. */
  tier: number
  /** The first person's tārābala and candrabala. */
  tarabala: Tarabala
  chandrabala: Chandrabala
  /** Each person's, in the order given (the first is `tarabala` and `chandrabala`). */
  persons: { tarabala: Tarabala; chandrabala: Chandrabala }[]
}

/** The event's name in a phrase: "favoured for marriage". */
export function eventPhrase(e: MuhurtaEventRule): string {
  if (e.id === 'general') return 'a new beginning'
  return e.name.replace(/ \(.*\)$/, '').toLowerCase()
}

export type Direction = 'north' | 'south' | 'east' | 'west'
/** Diśā śūla (Muhurta Chintamani): the weekdays (0 = Sunday) on which a journey that way is refused. */
export const DISHA_SHULA: Readonly<Record<Direction, readonly number[]>> = {
  east: [1, 6],
  north: [2, 3],
  south: [4],
  west: [0, 5],
}

/** The lookups of one event, built once per scan. */
export interface EventRules {
  event: MuhurtaEventRule
  /** The event in a phrase, in each language: «marriage», «विवाह» (Hindi: before «के लिए»). */
  label: Text
  favouredNak: ReadonlySet<number>
  avoidedNak: ReadonlySet<number>
  favouredDay: ReadonlySet<number>
  avoidedDay: ReadonlySet<number>
  favouredMonth: ReadonlySet<number>
  avoidedMonth: ReadonlySet<number>
  excludes: ReadonlySet<Exclusion>
  marriage: boolean
  /** Travel with a direction: the weekdays its diśā śūla refuses. */
  shulaDays: ReadonlySet<number>
  /** The lunar month in words, by the region's reckoning (see `monthWords`). */
  monthWords: (m: Pick<Moment, 'month' | 'tithi'>) => Text
}

/** How the lunar months are named: amānta (new moon to new moon) or pūrṇimānta (full moon to full moon). */
export type MonthReckoning = 'amanta' | 'purnimanta'

/**
 * The lunar month in words. The catalogue's months are amānta; where months end at the full moon, the dark
 * fortnight belongs to the next month by name, and the words give both names so they hold in either reckoning.
 */
export function monthWords(reckoning: MonthReckoning, m: Pick<Moment, 'month' | 'tithi'>): Text {
  const name = LUNAR_MONTHS[m.month.index]!
  const amanta = text(
    `${m.month.adhika ? 'Adhika ' : ''}${name}`,
    `${m.month.adhika ? 'अधिक ' : ''}${hiLunarMonth(name)}`,
  )
  if (reckoning === 'amanta' || m.tithi <= 15) return amanta
  const purnimanta = purnimantaName(m.month.index, m.month.adhika, true)
  if (purnimanta === name) return amanta
  return text(
    `${amanta.en} by the amanta reckoning (${purnimanta} where months end at the full moon)`,
    `अमांत गणना से ${amanta.hi} (पूर्णिमांत गणना में ${hiLunarMonth(purnimanta)})`,
  )
}

const MONTH_INDEX = new Map<string, number>(LUNAR_MONTHS.map((m, i) => [m, i]))
const WEEKDAY_INDEX = new Map<Weekday, number>(VARAS.map((v, i) => [v.name as Weekday, i]))
const NAK_INDEX = new Map<string, number>(NAKSHATRAS.map((n, i) => [n, i]))

export function eventRules(
  event: MuhurtaEventRule,
  direction: Direction | null = null,
  reckoning: MonthReckoning = 'amanta',
): EventRules {
  const travel = event.id === 'travel' && direction !== null
  const excludes = new Set(event.exclusions)
  // Pañcaka bars only a journey to the south; without a direction it bars every journey.
  if (travel && direction !== 'south') excludes.delete('panchaka')
  return {
    event,
    label: text(eventPhrase(event), HI_EVENTS[event.id]!.label),
    favouredNak: new Set(event.nakshatras.favoured.map((n) => NAK_INDEX.get(n)!)),
    avoidedNak: new Set(event.nakshatras.avoided.map((n) => NAK_INDEX.get(n)!)),
    favouredDay: new Set(event.weekdays.favoured.map((w) => WEEKDAY_INDEX.get(w)!)),
    avoidedDay: new Set(event.weekdays.avoided.map((w) => WEEKDAY_INDEX.get(w)!)),
    favouredMonth: new Set((event.months?.favoured ?? []).map((m) => MONTH_INDEX.get(m)!)),
    avoidedMonth: new Set((event.months?.avoided ?? []).map((m) => MONTH_INDEX.get(m)!)),
    excludes,
    marriage: event.weddingChecks === true,
    shulaDays: new Set(travel ? DISHA_SHULA[direction] : []),
    monthWords: (m) => monthWords(reckoning, m),
  }
}

/** Whether the exclusions of the catalogue hold at the moment. */
export function exclusionsAt(m: Moment): Record<Exclusion, boolean> {
  const t = m.tithi
  const i = m.month.index
  return {
    adhika_masa: m.month.adhika,
    kharmas: m.sunSign === 8 || m.sunSign === 11,
    chaturmas: (i === 3 && t >= 11) || i === 4 || i === 5 || i === 6 || (i === 7 && t < 11),
    pitru_paksha: i === 5 && t > 15,
    holashtak: i === 11 && t >= 8 && t <= 15,
    jupiter_combust: m.slow.combust.Jupiter,
    venus_combust: m.slow.combust.Venus,
    mercury_combust: m.slow.combust.Mercury,
    eclipse: m.eclipse,
    sankranti: m.sankranti,
    dakshinayana: m.sunSign >= 3 && m.sunSign <= 8,
    panchaka: m.moonSign >= 10,
    simhastha_guru: m.slow.sign.Jupiter === 4,
  }
}

/** The sign index of a graha at the moment (Sun and Moon from the limbs). */
function signOf(m: Moment, g: SlowGraha | 'Sun' | 'Moon'): number {
  if (g === 'Sun') return m.sunSign
  if (g === 'Moon') return m.moonSign
  return m.slow.sign[g]
}
function nakOf(m: Moment, g: Malefic): number {
  return g === 'Sun' ? m.sunNakshatra : m.slow.nakshatra[g]
}
const houseFrom = (sign: number, from: number) => ((sign - from + 12) % 12) + 1

/** Judge one moment for the persons the event is for (one, or a couple). */
export function judge(m: Moment, r: EventRules, persons: readonly Person[]): Judgement {
  const { event, label } = r
  const L = label.hi
  const refusals: Refusal[] = []
  const refuse = (key: RefusalKey, t: Text) => refusals.push({ key, text: t })
  const reasons: Text[] = []
  const cautions: Text[] = []
  /** Cautions shown but not graded: the rising sign's, jāmitra, Guru and Sūrya bala. */
  const shown: Text[] = []

  // Seasonal and astronomical exclusions.
  const ex = exclusionsAt(m)
  for (const key of r.excludes) if (ex[key]) refuse(key, EXCLUSION_WORDS[key])
  for (const key of event.cautionedBy ?? [])
    if (ex[key] && !r.excludes.has(key))
      cautions.push(
        text(
          `${EXCLUSION_WORDS[key].en.replace(/\.$/, '')}, which many almanacs weigh against ${label.en}.`,
          `${EXCLUSION_WORDS[key].hi.replace(/।$/, '')}; कई पंचांग इसे ${L} के लिए प्रतिकूल मानते हैं।`,
        ),
      )

  // The event's limbs.
  const nakName = NAKSHATRAS[m.nakshatra]!
  const nakHi = hiNak(m.nakshatra)
  const tn = tithiName(m.tithi)
  const tithiWords = text(
    m.tithi === 30 || m.tithi === 15 ? tn.name : `${tn.paksha} ${tn.name}`,
    hiTithi(m.tithi),
  )
  const shukla = m.tithi <= 15
  const favNak = r.favouredNak.has(m.nakshatra)
  if (r.avoidedNak.has(m.nakshatra))
    refuse(
      'nakshatra',
      text(
        `The Moon is in ${nakName}, a nakshatra the lists avoid for ${label.en}.`,
        `चंद्रमा ${nakHi} नक्षत्र में है, जिसे सूचियाँ ${L} के लिए वर्जित मानती हैं।`,
      ),
    )
  else if (favNak)
    reasons.push(
      text(
        `The Moon is in ${nakName}, one of the nakshatras the classical lists favour for ${label.en}.`,
        `चंद्रमा ${nakHi} नक्षत्र में है, जो शास्त्रीय सूचियों में ${L} के लिए शुभ माने गए नक्षत्रों में से एक है।`,
      ),
    )
  const favTithi = event.tithis.favoured.includes(m.tithi)
  if (event.tithis.avoided.includes(m.tithi))
    refuse(
      'tithi',
      text(
        `The tithi, ${tithiWords.en}, is one the texts set aside for ${label.en}.`,
        `तिथि ${tithiWords.hi} है, जिसे शास्त्र ${L} के लिए टालते हैं।`,
      ),
    )
  else if (favTithi)
    reasons.push(
      text(
        `The tithi is ${tithiWords.en}, a lunar day suited to ${label.en}.`,
        `तिथि ${tithiWords.hi} है, जो ${L} के लिए उपयुक्त है।`,
      ),
    )
  const dayName = VARAS[m.weekday]!.name
  const dayHi = hiWeekday(dayName)
  const favDay = r.favouredDay.has(m.weekday)
  if (r.avoidedDay.has(m.weekday))
    refuse(
      'weekday',
      text(
        `${dayName} is not among the weekdays chosen for ${label.en}.`,
        `${dayHi} ${L} के लिए चुने गए वारों में नहीं है।`,
      ),
    )
  else if (favDay)
    reasons.push(
      text(
        `${dayName} is among the weekdays favoured for ${label.en}.`,
        `${dayHi} ${L} के लिए शुभ वारों में से है।`,
      ),
    )
  const monthName = r.monthWords(m)
  if (r.avoidedMonth.has(m.month.index))
    refuse(
      'month',
      text(
        `The lunar month, ${monthName.en}, is one the texts set aside for ${label.en}.`,
        `चंद्र मास ${monthName.hi} है, जिसे शास्त्र ${L} के लिए टालते हैं।`,
      ),
    )
  else if (r.favouredMonth.has(m.month.index))
    reasons.push(
      text(
        `The lunar month, ${monthName.en}, is one the texts prefer for ${label.en}.`,
        `चंद्र मास ${monthName.hi} है, जिसे शास्त्र ${L} के लिए श्रेष्ठ मानते हैं।`,
      ),
    )
  const karana = karanaName(m.karana)
  if (karana === 'Vishti')
    refuse('vishti', text('Bhadra (the Vishti karana) is running.', 'भद्रा (विष्टि करण) चल रही है।'))
  else if (FIXED_KARANAS.has(karana))
    cautions.push(
      text(
        `The karana is ${karana}, one of the fixed karanas, usually not chosen for new ventures.`,
        `करण ${hiKarana(karana)} है, जो स्थिर करणों में से एक है और सामान्यतः नए कार्यों के लिए नहीं चुना जाता।`,
      ),
    )
  const yogaName = YOGA_NAMES[m.yoga]!
  if (m.yoga === 16 || m.yoga === 26)
    refuse(
      'vyatipata_vaidhriti',
      text(
        `The nitya yoga is ${yogaName}, which the texts leave aside for beginnings.`,
        `नित्य योग ${hiNityaYoga(yogaName)} है, जिसे शास्त्र किसी आरंभ के लिए टालते हैं।`,
      ),
    )
  else if (CAREFUL_YOGAS.has(m.yoga + 1))
    cautions.push(
      text(
        `The nitya yoga is ${yogaName}, one the texts ask to treat with care at the start of an undertaking.`,
        `नित्य योग ${hiNityaYoga(yogaName)} है, जिसमें किसी कार्य के आरंभ पर शास्त्र सावधानी बरतने को कहते हैं।`,
      ),
    )
  if (m.gandanta !== null)
    refuse(
      'gandanta',
      text(`${m.gandanta.en}, a time the texts leave aside.`, `${m.gandanta.hi}, जिस समय को शास्त्र टालते हैं।`),
    )
  const helpful = helpfulYogasAt(m.weekday, m.nakshatra, m.sunNakshatra).filter(
    (y) => !(y === 'Guru Pushya Yoga' && r.marriage),
  )
  if (helpful.length > 0)
    reasons.push(
      text(
        `${helpful[0]} is in force, a combination almanacs mark as helpful for beginnings.`,
        `${hiSpecialYoga(helpful[0]!)} बन रहा है, जिसे पंचांग किसी आरंभ के लिए सहायक मानते हैं।`,
      ),
    )

  // The sankranti the day before: a caution where the event keeps sankrantis aside.
  if (m.sankrantiBefore !== null && !m.sankranti && r.excludes.has('sankranti'))
    cautions.push(
      text(
        `The Sun entered ${SIGNS[m.sankrantiBefore]} the day before; some almanacs leave the day after a Sankranti aside as well.`,
        `सूर्य ने पिछले दिन ${hiSign(m.sankrantiBefore)} राशि में प्रवेश किया; कुछ पंचांग संक्रांति के अगले दिन को भी टालते हैं।`,
      ),
    )

  // Each person's own strength.
  const personal = persons.map((person, i) =>
    judgePerson(
      m,
      r,
      person,
      hindiPerson(person.name, person.role, i, persons.length > 1),
      { refuse, reasons, cautions, shown },
      { tithiWords, monthName, shukla },
    ),
  )
  // Jyeshtha, the eldest month, with a first-born bride and groom: the three Jyeshthas, refused.
  if (r.marriage && m.month.index === JYESHTHA && !m.month.adhika) {
    const eldest = persons.filter((p) => p.firstBorn).length
    if (eldest === 2)
      refuse(
        'first_born',
        text(
          'The lunar month is Jyeshtha, and both are first-born: the three Jyeshthas together, which Muhurta Chintamani sets aside for a wedding.',
          'चंद्र मास ज्येष्ठ है और दोनों ज्येष्ठ संतान हैं: तीनों ज्येष्ठ एक साथ, जिन्हें मुहूर्त चिंतामणि विवाह के लिए टालता है।',
        ),
      )
    else if (eldest === 1)
      cautions.push(
        text(
          'The lunar month is Jyeshtha, which Muhurta Chintamani sets aside for a wedding when both are first-born; with one first-born, many almanacs accept it.',
          'चंद्र मास ज्येष्ठ है, जिसे मुहूर्त चिंतामणि विवाह के लिए तब टालता है जब दोनों ज्येष्ठ संतान हों; एक के ज्येष्ठ होने पर कई पंचांग इसे स्वीकार करते हैं।',
        ),
      )
  }
  for (const planet of event.keyPlanets) {
    if (
      planet === 'Mercury' ||
      planet === 'Jupiter' ||
      planet === 'Venus' ||
      planet === 'Mars' ||
      planet === 'Saturn'
    ) {
      const excluded = r.excludes.has(`${planet.toLowerCase()}_combust` as Exclusion)
      if (m.slow.combust[planet] && !excluded)
        cautions.push(
          text(
            `${planet}, a significator of ${label.en}, is close to the Sun (combust), so its support is counted as weaker.`,
            `${hiGraha(planet)}, जो ${L} का कारक है, सूर्य के निकट होने से अस्त है, इसलिए उसका सहारा कमज़ोर गिना जाता है।`,
          ),
        )
    }
  }

  // The Moon with a malefic in one nakṣatra (yuti); for a wedding, a malefic in the 7th from the Moon.
  const withMoon = MALEFICS.filter((g) => nakOf(m, g) === m.nakshatra)
  if (withMoon.length > 0)
    refuse(
      'moon_yuti',
      text(
        `The Moon shares ${nakName} with ${joinAnd(withMoon)}, a conjunction the texts leave aside for beginnings.`,
        `चंद्रमा ${nakHi} नक्षत्र में ${hiGrahaList(withMoon)} के साथ है, ऐसी युति जिसे शास्त्र किसी आरंभ के लिए टालते हैं।`,
      ),
    )
  if (r.marriage && ((m.tithi - 1) % 15) + 1 === DAGDHA_TITHI[m.sunSign])
    refuse(
      'dagdha_tithi',
      text(
        `With the Sun in ${SIGNS[m.sunSign]}, ${tithiWords.en} is a burnt tithi (dagdha), one of the faults Muhurta Chintamani lists for a wedding.`,
        `सूर्य के ${hiSign(m.sunSign)} राशि में रहते ${tithiWords.hi} दग्ध तिथि है, जो मुहूर्त चिंतामणि में विवाह के लिए गिनाए गए दोषों में से एक है।`,
      ),
    )
  if (r.marriage) {
    const seventh = MALEFICS.filter((g) => houseFrom(signOf(m, g), m.moonSign) === 7)
    if (seventh.length > 0)
      shown.push(
        text(
          `${upperFirst(joinAnd(seventh))} ${seventh.length > 1 ? 'stand' : 'stands'} in the 7th sign from the Moon (jamitra), one of the faults Muhurta Chintamani lists for a wedding.`,
          `${hiGrahaList(seventh)} चंद्रमा से सप्तम राशि में ${isAre(seventh)} (जामित्र), जो मुहूर्त चिंतामणि में विवाह के लिए गिनाए गए दोषों में से एक है।`,
        ),
      )
  }

  // The other faults of the ten: those Muhurta Chintamani keeps aside in every land refuse; lattā, pāta and
  // upagraha, which it keeps chiefly in named regions (its verse 69), are shown as cautions.
  for (const f of m.weddingFaults ?? []) {
    if (f.avoidedEverywhere) refuse(f.key as RefusalKey, f.text)
    else shown.push(f.text)
  }

  // Lagna śuddhi: the event's chart from the rising sign.
  if (m.lagna !== null) {
    const lagnaName = SIGNS[m.lagna]!
    const rising = `${hiSign(m.lagna)} लग्न के समय`
    for (const h of event.emptyOfMalefics) {
      const there = MALEFICS.filter((g) => houseFrom(signOf(m, g), m.lagna!) === h)
      if (there.length > 0)
        refuse(
          'lagna_shuddhi',
          text(
            `With ${lagnaName} rising, ${joinAnd(there)} ${there.length > 1 ? 'stand' : 'stands'} in the ${ordinal(h)} house, which the rules for ${label.en} want free of malefics.`,
            `${rising} ${hiGrahaList(there)} ${hindiOrdinal(h)} भाव में ${isAre(there)}, जिसे ${L} के नियम अशुभ ग्रहों से रिक्त चाहते हैं।`,
          ),
        )
    }
    const moonHouse = houseFrom(m.moonSign, m.lagna)
    if (moonHouse === 8)
      refuse(
        'lagna_shuddhi',
        text(
          `With ${lagnaName} rising, the Moon is in the 8th house, a placement the texts avoid.`,
          `${rising} चंद्रमा अष्टम भाव में है, ऐसी स्थिति जिसे शास्त्र टालते हैं।`,
        ),
      )
    else if (moonHouse === 6 || moonHouse === 12)
      shown.push(
        text(
          `With ${lagnaName} rising, the Moon is in the ${ordinal(moonHouse)} house, which the texts prefer to avoid.`,
          `${rising} चंद्रमा ${hindiOrdinal(moonHouse)} भाव में है, जिसे शास्त्र टालना बेहतर मानते हैं।`,
        ),
      )
    const strong = BENEFICS.filter(
      (g) => ANGLES_AND_TRINES.has(houseFrom(signOf(m, g), m.lagna!)) && !m.slow.combust[g],
    )
    if (strong.length > 0)
      reasons.push(
        text(
          `With ${lagnaName} rising, ${joinAnd(strong)} ${strong.length > 1 ? 'stand' : 'stands'} in an angle or trine, which strengthens the moment.`,
          `${rising} ${hiGrahaList(strong)} केंद्र या त्रिकोण में ${isAre(strong)}, जिससे मुहूर्त को बल मिलता है।`,
        ),
      )
    const lord = SIGN_LORDS[m.lagna]!
    if (lord !== 'Sun' && lord !== 'Moon') {
      const lordHouse = houseFrom(signOf(m, lord), m.lagna)
      if (lordHouse === 6 || lordHouse === 8 || lordHouse === 12)
        shown.push(
          text(
            `${lord}, lord of the rising sign, stands in the ${ordinal(lordHouse)} house from it, so the moment’s foundation is counted as weaker.`,
            `लग्नेश ${hiGraha(lord)} लग्न से ${hindiOrdinal(lordHouse)} भाव में है, इसलिए मुहूर्त की नींव कमज़ोर गिनी जाती है।`,
          ),
        )
      else if (m.slow.combust[lord])
        shown.push(
          text(
            `${lord}, lord of the rising sign, is combust, so the moment’s foundation is counted as weaker.`,
            `लग्नेश ${hiGraha(lord)} अस्त है, इसलिए मुहूर्त की नींव कमज़ोर गिनी जाती है।`,
          ),
        )
    }
  }

  const taraGood = personal.every((p) => p.tarabala.supportive)
  const chandraGood = personal.every((p) => p.chandrabala.supportive)
  const tier =
    event.nakshatraRequired && !favNak
      ? 0
      : tierOf(favNak, favTithi, favDay, taraGood, chandraGood, cautions.length)
  const { tarabala, chandrabala } = personal[0]!
  return {
    refusals,
    reasons,
    cautions: [...cautions, ...shown],
    tier,
    tarabala,
    chandrabala,
    persons: personal,
  }
}

const JYESHTHA = LUNAR_MONTHS.indexOf('Jyeshtha')

/** «है» for one graha, «हैं» for more. */
const isAre = (gs: readonly string[]) => (gs.length > 1 ? 'हैं' : 'है')

interface Sink {
  refuse: (key: RefusalKey, t: Text) => void
  reasons: Text[]
  cautions: Text[]
  shown: Text[]
}

/**
 * One person's side of the moment: tārābala, candrabala, the Moon from the natal ascendant, the tithi,
 * nakṣatra and month of birth, and for a wedding Guru bala and Sūrya bala by the person's role.
 */
function judgePerson(
  m: Moment,
  r: EventRules,
  person: Person,
  p: HindiPerson,
  out: Sink,
  words: { tithiWords: Text; monthName: Text; shukla: boolean },
): { tarabala: Tarabala; chandrabala: Chandrabala } {
  const { refuse, reasons, cautions, shown } = out
  const { tithiWords, monthName, shukla } = words
  const whose = person.name ? `${person.name}’s` : 'the'
  const forWho = person.name ? `For ${person.name}, the` : 'The'
  const natalNak = Math.floor(person.moonLon / (360 / 27))
  const natalSign = Math.floor(person.moonLon / 30)
  const count = ((m.nakshatra - natalNak + 27) % 27) + 1
  const tara = ((count - 1) % 9) + 1
  const cycle = Math.floor((count - 1) / 9) + 1
  const taraName = TARA_NAMES[tara - 1]!
  const taraHi = HI_TARAS[tara - 1]!
  const tarabala: Tarabala = { count, tara, name: taraName, cycle, supportive: GOOD_TARAS.has(tara) }
  const eldest = r.marriage && person.firstBorn
  if (HARD_TARAS.has(tara) && cycle === 1)
    refuse(
      'tarabala',
      text(
        `${forWho} Moon’s nakshatra is ${taraName} tara in its first round from the birth star, which muhurta texts avoid.`,
        `${p.ke} जन्म नक्षत्र से गिनने पर चंद्रमा का नक्षत्र पहले चक्र में ${taraHi} तारा है, जिसे मुहूर्त ग्रंथ टालते हैं।`,
      ),
    )
  else if (HARD_TARAS.has(tara) && cycle === 2)
    cautions.push(
      text(
        `${forWho} Moon’s nakshatra is ${taraName} tara in its second round, where its difficulty is counted as milder.`,
        `${p.ke} जन्म नक्षत्र से गिनने पर चंद्रमा का नक्षत्र दूसरे चक्र में ${taraHi} तारा है, जहाँ इसकी कठिनाई हल्की मानी जाती है।`,
      ),
    )
  else if (tara === 1 && cycle === 1 && eldest)
    refuse(
      'first_born',
      text(
        `The Moon is in the birth star${person.name ? ` of ${person.name}` : ''} (janma nakshatra), which Muhurta Chintamani sets aside for the wedding of a first-born.`,
        `चंद्रमा ${p.ke} जन्म नक्षत्र में है, जिसे मुहूर्त चिंतामणि ज्येष्ठ संतान के विवाह के लिए टालता है।`,
      ),
    )
  else if (tara === 1) {
    const kind =
      cycle === 1
        ? 'the birth star itself'
        : cycle === 2
          ? 'the 10th from the birth star (anujanma)'
          : 'the 19th from the birth star (trijanma)'
    const kindHi =
      cycle === 1
        ? `चंद्रमा ${p.ke} जन्म नक्षत्र में ही है`
        : `चंद्रमा का नक्षत्र ${p.ke} जन्म नक्षत्र से ${cycle === 2 ? 'दसवाँ (अनुजन्म)' : 'उन्नीसवाँ (त्रिजन्म)'} है`
    cautions.push(
      text(
        `The Moon’s nakshatra is ${kind}${person.name ? ` for ${person.name}` : ''}; many almanacs prefer another time for important beginnings.`,
        `${kindHi}; कई पंचांग महत्त्वपूर्ण आरंभों के लिए कोई दूसरा समय चुनना बेहतर मानते हैं।`,
      ),
    )
  } else if (tarabala.supportive)
    reasons.push(
      text(
        `${forWho} Moon’s nakshatra is the ${ordinal(count)} from the birth star: ${taraName} tara, a supportive one.`,
        `${p.ke} जन्म नक्षत्र से चंद्रमा का नक्षत्र ${hiCount(count)} है: ${taraHi} तारा, जो सहायक है।`,
      ),
    )
  const house = houseFrom(m.moonSign, natalSign)
  const chandraGood = CHANDRA_GOOD.has(house) || (shukla && CHANDRA_GOOD_SHUKLA.has(house))
  const chandrabala: Chandrabala = { house, supportive: chandraGood }
  if (house === 8)
    refuse(
      'chandrashtama',
      text(
        `The Moon is in the 8th sign from ${whose} natal Moon (Chandrashtama), a time traditionally left aside.`,
        `चंद्रमा ${p.ke} जन्म-चंद्र से अष्टम राशि में है (चंद्राष्टम), जिस समय को परंपरा से टाला जाता है।`,
      ),
    )
  else if (chandraGood)
    reasons.push(
      text(
        `The Moon passes through the ${ordinal(house)} sign from ${whose} natal Moon, a supportive position.`,
        `चंद्रमा ${p.ke} जन्म-चंद्र से ${hindiOrdinal(house)} राशि से गुज़र रहा है, जो सहायक स्थिति है।`,
      ),
    )
  else
    cautions.push(
      text(
        `The Moon is in the ${ordinal(house)} sign from ${whose} natal Moon, a position counted as less supportive.`,
        `चंद्रमा ${p.ke} जन्म-चंद्र से ${hindiOrdinal(house)} राशि में है, जो कम सहायक स्थिति मानी जाती है।`,
      ),
    )
  if (person.lagnaSign !== null) {
    const fromLagna = houseFrom(m.moonSign, person.lagnaSign)
    if (fromLagna === 6 || fromLagna === 8 || fromLagna === 12)
      cautions.push(
        text(
          `The Moon is in the ${ordinal(fromLagna)} sign from ${whose} natal ascendant, which the texts prefer to avoid.`,
          `चंद्रमा ${p.ke} जन्म लग्न से ${hindiOrdinal(fromLagna)} राशि में है, जिसे शास्त्र टालना बेहतर मानते हैं।`,
        ),
      )
  }
  if (m.tithi === person.tithi) {
    if (eldest)
      refuse(
        'first_born',
        text(
          `The tithi, ${tithiWords.en}, is the tithi of ${whose} birth (janma tithi), which Muhurta Chintamani sets aside for the wedding of a first-born.`,
          `तिथि ${tithiWords.hi} ${p.ki} जन्म तिथि है, जिसे मुहूर्त चिंतामणि ज्येष्ठ संतान के विवाह के लिए टालता है।`,
        ),
      )
    else
      cautions.push(
        text(
          `The tithi, ${tithiWords.en}, is the tithi of ${whose} birth (janma tithi); many almanacs prefer another for important beginnings.`,
          `तिथि ${tithiWords.hi} ${p.ki} जन्म तिथि है; कई पंचांग महत्त्वपूर्ण आरंभों के लिए कोई दूसरी तिथि चुनना बेहतर मानते हैं।`,
        ),
      )
  }
  if (r.marriage && m.month.index === person.month.index && !m.month.adhika && !person.month.adhika) {
    if (eldest)
      refuse(
        'first_born',
        text(
          `The lunar month, ${monthName.en}, is the month of ${whose} birth (janma masa), which Muhurta Chintamani sets aside for the wedding of a first-born.`,
          `चंद्र मास ${monthName.hi} ${p.ke} जन्म का मास (जन्म मास) है, जिसे मुहूर्त चिंतामणि ज्येष्ठ संतान के विवाह के लिए टालता है।`,
        ),
      )
    else
      cautions.push(
        text(
          `The lunar month, ${monthName.en}, is the month of ${whose} birth (janma masa); Muhurta Chintamani sets it aside for the wedding of a first-born.`,
          `चंद्र मास ${monthName.hi} ${p.ke} जन्म का मास (जन्म मास) है; मुहूर्त चिंतामणि इसे ज्येष्ठ संतान के विवाह के लिए टालता है।`,
        ),
      )
  }
  if (r.marriage) {
    const guru = houseFrom(m.slow.sign.Jupiter, natalSign)
    const surya = houseFrom(m.sunSign, natalSign)
    const forRole = (role: 'bride' | 'groom') => (person.role === role ? '' : ` for a ${role}’s wedding`)
    const forRoleHi = (role: 'bride' | 'groom') =>
      person.role === role ? '' : `${role === 'bride' ? 'वधू' : 'वर'} के विवाह के लिए `
    if (person.role !== 'groom') {
      if (GURU_GOOD.has(guru))
        reasons.push(
          text(
            `Jupiter passes the ${ordinal(guru)} sign from ${whose} natal Moon, the support (Guru bala) the texts look for${person.role === 'bride' ? '' : ' at a bride’s wedding'}.`,
            `गुरु ${p.ke} जन्म-चंद्र से ${hindiOrdinal(guru)} राशि से गुज़र रहा है, जो वह सहारा (गुरु बल) है जिसे शास्त्र${person.role === 'bride' ? '' : ' वधू के विवाह में'} देखते हैं।`,
          ),
        )
      else if (GURU_WEAK.has(guru))
        shown.push(
          text(
            `Jupiter passes the ${ordinal(guru)} sign from ${whose} natal Moon, where its support (Guru bala)${forRole('bride')} is counted as weak.`,
            `गुरु ${p.ke} जन्म-चंद्र से ${hindiOrdinal(guru)} राशि से गुज़र रहा है, जहाँ ${forRoleHi('bride')}उसका सहारा (गुरु बल) कमज़ोर गिना जाता है।`,
          ),
        )
    }
    if (person.role !== 'bride') {
      if (SURYA_GOOD.has(surya))
        reasons.push(
          text(
            `The Sun passes the ${ordinal(surya)} sign from ${whose} natal Moon, the support (Surya bala) the texts look for${person.role === 'groom' ? '' : ' at a groom’s wedding'}.`,
            `सूर्य ${p.ke} जन्म-चंद्र से ${hindiOrdinal(surya)} राशि से गुज़र रहा है, जो वह सहारा (सूर्य बल) है जिसे शास्त्र${person.role === 'groom' ? '' : ' वर के विवाह में'} देखते हैं।`,
          ),
        )
      else if (SURYA_WEAK.has(surya))
        shown.push(
          text(
            `The Sun passes the ${ordinal(surya)} sign from ${whose} natal Moon, where its support (Surya bala)${forRole('groom')} is counted as weak.`,
            `सूर्य ${p.ke} जन्म-चंद्र से ${hindiOrdinal(surya)} राशि से गुज़र रहा है, जहाँ ${forRoleHi('groom')}उसका सहारा (सूर्य बल) कमज़ोर गिना जाता है।`,
          ),
        )
    }
  }
  return { tarabala, chandrabala }
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

function joinAnd(grahas: readonly string[]): string {
  const list = grahas.map((g) => (g === 'Sun' ? 'the Sun' : g))
  if (list.length <= 1) return list.join('')
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
