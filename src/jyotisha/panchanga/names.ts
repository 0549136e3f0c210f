/**
 * Names of the pañcāṅga's parts, spelled as in jyotisha.md §7 (the one spelling used in responses).
 */
import type { Planet } from '../grahas.js'

/** Tithi names by number within a pakṣa (1…15); the 15th of Kṛṣṇa pakṣa is Amavasya. §7.1 */
export const TITHI_NAMES = [
  'Pratipada',
  'Dvitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dvadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
] as const

export type Paksha = 'Shukla' | 'Krishna'

/** Tithi 1…30 → its name and pakṣa. */
export function tithiName(number: number): { name: string; paksha: Paksha } {
  if (number === 30) return { name: 'Amavasya', paksha: 'Krishna' }
  const paksha: Paksha = number <= 15 ? 'Shukla' : 'Krishna'
  return { name: TITHI_NAMES[(number - 1) % 15]!, paksha }
}

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'] as const

/** The eleven karaṇas: the seven movable, then the four fixed in the order they fall (§7.2). */
export const KARANAS = [...MOVABLE_KARANAS, 'Shakuni', 'Chatushpada', 'Naga', 'Kimstughna'] as const

/** The karaṇa of half-tithi k (0…59), §7.2. */
export function karanaName(k: number): string {
  if (k === 0) return 'Kimstughna'
  if (k === 57) return 'Shakuni'
  if (k === 58) return 'Chatushpada'
  if (k === 59) return 'Naga'
  return MOVABLE_KARANAS[(k - 1) % 7]!
}

/** Nitya yogas 1…27 (index 0…26), §7.3. */
export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyan',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const

/** Weekdays from Sunday (JavaScript's getUTCDay order), with their Sanskrit names and lords, §7.4. */
export const VARAS: readonly { name: string; sanskrit: string; lord: Planet }[] = [
  { name: 'Sunday', sanskrit: 'Ravivara', lord: 'Sun' },
  { name: 'Monday', sanskrit: 'Somavara', lord: 'Moon' },
  { name: 'Tuesday', sanskrit: 'Mangalavara', lord: 'Mars' },
  { name: 'Wednesday', sanskrit: 'Budhavara', lord: 'Mercury' },
  { name: 'Thursday', sanskrit: 'Guruvara', lord: 'Jupiter' },
  { name: 'Friday', sanskrit: 'Shukravara', lord: 'Venus' },
  { name: 'Saturday', sanskrit: 'Shanivara', lord: 'Saturn' },
]

/** Lunar months from Chaitra (index 0), the month that begins with the Sun in Pisces. */
export const LUNAR_MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvina',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const
export type LunarMonthName = (typeof LUNAR_MONTHS)[number]

/** The six seasons, two lunar months each from Chaitra. */
export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const
export type Ritu = (typeof RITUS)[number]

/** The Chaldean order (descending speed) in which horās follow one another, §7.4. */
export const CHALDEAN_ORDER: readonly Planet[] = [
  'Saturn',
  'Jupiter',
  'Mars',
  'Sun',
  'Venus',
  'Mercury',
  'Moon',
]
