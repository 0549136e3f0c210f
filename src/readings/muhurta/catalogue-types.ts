/**
 * The shape of a muhurta event in the published catalogue (`GET /v1/muhurta/events`). Each
 * event states the classical rules a day is judged by for it: the nakṣatras, tithis, weekdays, rising
 * signs and lunar months it favours or refuses, the seasonal exclusions that apply to it, and the books
 * those rules rest on (titles only).
 */
import type { Nakshatra, Sign } from '../../astro/index.js'
import type { Book } from '../../corpus/vocabulary.js'
import type { Planet } from '../../jyotisha/grahas.js'
import type { LUNAR_MONTHS } from '../../jyotisha/panchanga/names.js'

export type LunarMonthName = (typeof LUNAR_MONTHS)[number]
export type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday'

/**
 * Seasonal and astronomical exclusions a day can be refused for, whatever its pañcāṅga:
 * - `adhika_masa`: an intercalary lunar month;
 * - `kharmas`: the Sun in sidereal Sagittarius or Pisces (Dhanu and Mīna kharmās);
 * - `chaturmas`: Ashadha Śukla Ekadashi to Kartika Śukla Ekadashi (amānta);
 * - `pitru_paksha`: the dark fortnight of amānta Bhadrapada;
 * - `holashtak`: Phalguna Śukla Ashtami to Purnima;
 * - `jupiter_combust`, `venus_combust`, `mercury_combust`: the planet within its combustion orb of the Sun;
 * - `eclipse`: a solar or lunar eclipse within three days of the day;
 * - `sankranti`: the Sun enters a sign during the Vedic day, and the sixteen ghaṭīs after the entry;
 * - `dakshinayana`: the Sun in sidereal Cancer to Sagittarius (for events that need Uttarayana);
 * - `panchaka`: the Moon in sidereal Aquarius or Pisces (Dhaniṣṭhā's 3rd pada to the end of Revatī);
 * - `simhastha_guru`: Jupiter in sidereal Leo (Siṃhastha Guru).
 */
export const EXCLUSIONS = [
  'adhika_masa',
  'kharmas',
  'chaturmas',
  'pitru_paksha',
  'holashtak',
  'jupiter_combust',
  'venus_combust',
  'mercury_combust',
  'eclipse',
  'sankranti',
  'dakshinayana',
  'panchaka',
  'simhastha_guru',
] as const
export type Exclusion = (typeof EXCLUSIONS)[number]

export interface MuhurtaEventRule {
  /** snake_case, stable: the `eventId` clients send. */
  id: string
  /** Display name: the English name, then the Indian name in parentheses where there is one. */
  name: string
  /** One plain sentence: what the event is. */
  summary: string
  /** Lower-case words and phrases the free-text matcher maps to this event: English, and common Indian
   *  names in their usual romanized spellings (several spellings each). No word may map to two events. */
  aliases: string[]
  /** The classical books the rules rest on, titles only. */
  books: Book[]
  /** Nakṣatras of the Moon that suit the event, and those that refuse the day. The rest are neutral. */
  nakshatras: { favoured: Nakshatra[]; avoided: Nakshatra[] }
  /** Tithis 1–30 (1–15 Śukla, 16–30 Kṛṣṇa, 30 Amavasya) that suit the event, and those that refuse it. */
  tithis: { favoured: number[]; avoided: number[] }
  /** Weekdays (the vāra, sunrise to sunrise) that suit the event, and those that refuse it. */
  weekdays: { favoured: Weekday[]; avoided: Weekday[] }
  /** Rising signs (sidereal lagna) suited to begin the event: the spans of a day are cut to these. */
  lagnas: Sign[]
  /** Amānta lunar months that suit the event and those that refuse it (omit when the texts are silent). */
  months?: { favoured: LunarMonthName[]; avoided: LunarMonthName[] }
  /** The exclusions that refuse a day for this event. */
  exclusions: Exclusion[]
  /** The event needs one of its favoured nakṣatras: a favoured tithi on a favoured weekday does not
   *  make up for a neutral one (a marriage). */
  nakshatraRequired?: boolean
  /**
   * The checks Muhurta Chintamani's chapter on marriage adds for a wedding: the dagdha tithi, the other
   * faults of its ten (vedha, ekārgala, krānti-sāmya and the mṛtyu bāṇa refuse; jāmitra, lattā, pāta,
   * upagraha and the other arrows are cautions), Guru bala and Sūrya bala, the janma māsa, and the rules
   * for a first-born (docs/muhurta.md).
   */
  weddingChecks?: boolean
  /** Exclusions that do not refuse this event but that many almanacs weigh against it: a caution. */
  cautionedBy?: Exclusion[]
  /** Houses of the event's own chart (from the rising sign) that should hold no natural malefic. */
  emptyOfMalefics: number[]
  /** Planets whose strength the event leans on (their combustion is a caution even where it is not an
   *  exclusion). */
  keyPlanets: Planet[]
  /** Where the traditions differ for this event, in plain words (shown in `conventions`). */
  notes: string[]
}
