/**
 * Every name an answer gives people to read, by kind: the keys are the identifiers our answers carry
 * (enum values, which never change with the language), and each language's table (data/names/<code>.json)
 * gives the word for each in that language. The keys come from the modules that compute with them, so a
 * name the code gains is a name every table must gain (test/unit/names.test.ts).
 */
import { NAKSHATRAS, SIGNS } from '../astro/zodiac.js'
import { DASHA_LEVELS } from '../jyotisha/dasha.js'
import { YOGINIS } from '../jyotisha/dasha-yogini.js'
import { DIGNITIES } from '../jyotisha/dignity.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { KOOTAS } from '../jyotisha/kootas/ashtakoota.js'
import { PORUTHAMS } from '../jyotisha/kootas/poruthams.js'
import { CHOGHADIYA } from '../jyotisha/panchanga/divisions.js'
import { KARANAS, LUNAR_MONTHS, RITUS, TITHI_NAMES, VARAS, YOGA_NAMES } from '../jyotisha/panchanga/names.js'
import { YOGA_CATALOGUE } from '../jyotisha/yogas/index.js'

/**
 * The sixty years of the Jovian cycle (saṃvatsara), from Prabhava, as The Indian Calendar tabulates
 * them (southern spellings); 2025–26 is Viśvāvasu, the 39th.
 */
export const SAMVATSARAS = [
  'Prabhava',
  'Vibhava',
  'Shukla',
  'Pramoda',
  'Prajapati',
  'Angirasa',
  'Shrimukha',
  'Bhava',
  'Yuva',
  'Dhatri',
  'Ishvara',
  'Bahudhanya',
  'Pramathi',
  'Vikrama',
  'Vrisha',
  'Chitrabhanu',
  'Svabhanu',
  'Tarana',
  'Parthiva',
  'Vyaya',
  'Sarvajit',
  'Sarvadhari',
  'Virodhi',
  'Vikriti',
  'Khara',
  'Nandana',
  'Vijaya',
  'Jaya',
  'Manmatha',
  'Durmukhi',
  'Hevilambi',
  'Vilambi',
  'Vikari',
  'Sharvari',
  'Plava',
  'Shubhakrit',
  'Shobhakrit',
  'Krodhi',
  'Vishvavasu',
  'Parabhava',
  'Plavanga',
  'Kilaka',
  'Saumya',
  'Sadharana',
  'Virodhikrit',
  'Paridhavi',
  'Pramadi',
  'Ananda',
  'Rakshasa',
  'Nala',
  'Pingala',
  'Kalayukti',
  'Siddharthi',
  'Raudri',
  'Durmati',
  'Dundubhi',
  'Rudhirodgari',
  'Raktakshi',
  'Krodhana',
  'Akshaya',
] as const

/** The pañcāṅga's timed parts of a day, by the field that carries each (schemas/panchanga.ts). */
export const KALAMS = [
  'rahuKalam',
  'yamaganda',
  'gulikaKalam',
  'abhijit',
  'brahmaMuhurta',
  'godhuli',
  'durmuhurta',
  'varjyam',
  'amritKalam',
  'bhadra',
  'panchaka',
] as const

/** The pañcāṅga's special yogas, as its answer names them (panchanga/special-yogas.ts). */
export const SPECIAL_YOGAS = [
  'Sarvartha Siddhi Yoga',
  'Amrita Siddhi Yoga',
  'Guru Pushya Yoga',
  'Ravi Pushya Yoga',
  'Ravi Yoga',
  'Dvipushkara Yoga',
  'Tripushkara Yoga',
  'Aadal Yoga',
  'Vidaal Yoga',
] as const

/** The doṣas of a match (schemas/compatibility.ts). */
export const MATCH_DOSHAS = ['nadi', 'bhakoot', 'gana', 'manglik', 'rajju', 'vedha'] as const

/** The twelve bodies the ephemeris gives beyond the nine grahas' names. */
export const OUTER_BODIES = ['Uranus', 'Neptune', 'Pluto'] as const

/** The lunar node as the ephemeris gives it (Rāhu of the mean or the true orbit, astro/bodies.ts), and
 *  the nodes of the Western block (jyotisha/western.ts). */
export const NODES = ['MeanNode', 'TrueNode', 'North Node', 'South Node'] as const

/** Points of a chart named beside the grahas (an aspect's target, a row of the aṣṭakavarga). */
export const POINTS = ['Ascendant'] as const

/** Every kind of name, with its keys in their order. */
export const NAME_KINDS = {
  grahas: GRAHAS,
  outerBodies: OUTER_BODIES,
  nodes: NODES,
  points: POINTS,
  signs: SIGNS,
  nakshatras: NAKSHATRAS,
  tithis: [...TITHI_NAMES, 'Amavasya'],
  pakshas: ['Shukla', 'Krishna'],
  nityaYogas: YOGA_NAMES,
  karanas: KARANAS,
  weekdays: VARAS.map((v) => v.name),
  lunarMonths: LUNAR_MONTHS,
  ritus: RITUS,
  ayanas: ['Uttarayana', 'Dakshinayana'],
  samvatsaras: SAMVATSARAS,
  kalams: KALAMS,
  choghadiya: CHOGHADIYA.map((c) => c.name),
  specialYogas: SPECIAL_YOGAS,
  yoginis: YOGINIS,
  kootas: KOOTAS,
  poruthams: PORUTHAMS,
  doshas: MATCH_DOSHAS,
  chartYogas: YOGA_CATALOGUE.map((y) => y.name),
  dignities: DIGNITIES,
  dashaLevels: DASHA_LEVELS,
} as const satisfies Record<string, readonly string[]>

export type NameKind = keyof typeof NAME_KINDS
