/**
 * The faults of a wedding time that Muhurta Chintamani's chapter on marriage (vivāha prakaraṇa) lists
 * among its ten (daśa doṣa: lattā, pāta, yuti, vedha, jāmitra, bāṇa, ekārgala, upagraha, krānti-sāmya,
 * dagdha tithi) and that the judgement did not check yet. Yuti, jāmitra and dagdha tithi are judged in
 * judge.ts. Each rule is a pure function of the moment's sky, so the judgement can call it once per
 * piece of a day; `weddingFactChanges` gives the scan the instants where any fact read here changes.
 *
 * Sources: Muhurta Chintamani (Daivajña Rāma) with Govinda's Pīyūṣadhārā commentary (Nirnaysagar Press,
 * 1945, jainqq.org 002342) and the Hindi Muhūrtarāja (jainqq.org 001933, pp. 137–153), which quotes
 * the verses with their numbers in the marriage chapter; cross-checked with almanac articles (astrobix,
 * webdunia, astroyantra) and, for the five-line chakra, with PyJHora's drawing of it (read, not copied).
 * Choices where the sources differ:
 * - Lattā (Nārada, quoted in Muhūrtarāja p. 140): the Sun kicks the 12th nakṣatra ahead, Mars the 3rd,
 *   Jupiter the 6th, Saturn the 8th; Mercury the 7th behind, Venus the 5th, Rāhu the 9th, counting the
 *   graha's own as the 1st. The Moon kicks the 22nd behind only when full, so never the nakṣatra it is in:
 *   left out. Ketu is not in the list. Every graha's kick counts (some commentators count only the
 *   malefics'); the fault names them, so a reader can weigh them.
 * - Pāta: the nakṣatra in which Harṣaṇa, Vaidhṛti, Sādhya, Vyatīpāta, Gaṇḍa or Śūla ends. At a yoga's
 *   end the sum of the longitudes is a whole number of nakṣatras, so the Moon's nakṣatra there is the
 *   yoga's index less the Sun's: the Śīghrabodha count quoted in Muhūrtarāja p. 141 (count from the Sun's
 *   nakṣatra to Aśleṣā, Maghā, Citrā, Anurādhā, Śravaṇa, Revatī and as many again from Aśvinī) is the
 *   same rule, and is what this uses, with the Sun's nakṣatra of the moment.
 * - Vedha on the pañcaśalākā chakra (verse 56, Nārada's view): five lines across, five down, two in each
 *   corner; the 28 nakṣatras with Abhijit written clockwise from Kṛttikā on the second line of the
 *   north-east corner; nakṣatras at the two ends of one line pierce each other. The corner lines run from
 *   corner to corner (the only reading that gives 28 places; PyJHora draws it so). The ten straight-line
 *   pairs are those the seven-line chakra of verse 57 prints; the corner pairs are Kṛttikā–Viśākhā,
 *   Bharaṇī–Anurādhā, Āśleṣā–Dhaniṣṭhā, Maghā–Śravaṇa. Any graha (Ketu too) in the nakṣatra paired with
 *   the Moon's pierces it; the Moon itself is placed at the nearest full moon when the caller gives it.
 * - Abhijit, where the count or the chakra takes it (ekārgala, vedha), is the span 276°40′–280°53′20″
 *   (the last quarter of Uttarāṣāḍhā and the first fifteenth of Śravaṇa): a body there is in Abhijit. The
 *   Āḍal and Viḍāl yogas in panchanga/special-yogas.ts count Abhijit without placing anyone in it.
 * - Bāṇa (Muhūrtarāja p. 147): the whole degrees the sidereal Sun has gone in its sign, plus 6, 3, 1, 8
 *   and 4, divided by 9; a remainder of 5 sets roga, agni, rāja, cora or mṛtyu bāṇa running.
 *   When it matters (verse 72 of the 1945 edition with its Pīyūṣadhārā, p. 290): mṛtyu for a wedding
 *   (pāṇigrahaṇa) at any hour; roga and cora at night, rāja and agni by day; and by weekday roga on Sunday,
 *   agni and cora on Tuesday, rāja on Saturday, mṛtyu on Wednesday (Daivajña-manohara as the commentary
 *   quotes it; Muhūrtarāja's table reads the same). The three are taken together: an arrow is a fault
 *   when any of them names it (as the Gujarati Yatīndra Muhūrta Prabhākara puts it: roga and cora at
 *   night, rāja and agni by day, mṛtyu always, and above all at a wedding). The iron-tipped and
 *   wooden-tipped grading is not used.
 * - Ekārgala (verse 62): in Vyāghāta, Gaṇḍa, Vyatīpāta, Viṣkambha, Śūla, Vaidhṛti, Vajra, Parigha or
 *   Atigaṇḍa yoga, the Moon in an odd-numbered nakṣatra from the Sun's, counting Abhijit. The khārjūra
 *   chakra some texts draw for it (the yoga's nakṣatra at the head of one line crossed by thirteen, the
 *   Sun and the Moon at the two ends of one line) comes to the same count.
 * - Upagraha (verse 63): the Moon's nakṣatra the 5th, 7th, 8th, 10th, 14th, 15th, 18th, 19th or 21st–25th
 *   from the Sun's, among 27.
 * - Krānti-sāmya or mahāpāta (verse 61): the Sun and the Moon one in each sign of the pairs Leo–Aries,
 *   Taurus–Capricorn, Libra–Aquarius, Virgo–Pisces, Cancer–Scorpio, Sagittarius–Gemini (sidereal). The
 *   text gives this table and no orb; the declinations themselves are not compared.
 * Verse 69 keeps upagraha chiefly in Kuru and Bāhlika, pāta in Kaliṅga and Vaṅga, lattā in Saurāṣṭra and
 * Śālva, and vedha everywhere (`avoidedEverywhere`); verse 68 lets a lagna strong with the Sun and the
 * Moon clear ekārgala, upagraha, pāta and lattā, which is left to the judgement.
 */
import { hiGraha, joinHindi, text, type Text } from '../text.js'
import { hiCount, hiNak, hiNityaYoga, hiSign, hiWeekday } from './hindi.js'
import type { Body, Ephemeris } from '../../astro/index.js'
import { NAKSHATRAS, nakshatraOf, normalizeDeg, SIGNS } from '../../astro/index.js'
import { ordinal } from '../../corpus/describe.js'
import { VARAS, YOGA_NAMES } from '../../jyotisha/panchanga/index.js'
import { keyChanges } from './sky.js'

/** The grahas whose longitudes the rules read besides the Moon's; Ketu is Rāhu + 180°. */
export const WEDDING_GRAHAS = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const
export type WeddingGraha = (typeof WEDDING_GRAHAS)[number]
type Piercer = WeddingGraha | 'Ketu'
const PIERCERS: readonly Piercer[] = [...WEDDING_GRAHAS, 'Ketu']

export const WEDDING_FAULT_KEYS = [
  'latta',
  'pata',
  'vedha',
  'bana',
  'ekargala',
  'upagraha',
  'kranti_samya',
] as const
export type WeddingFaultKey = (typeof WEDDING_FAULT_KEYS)[number]

/** The sky of one moment, as the wedding faults read it. */
export interface WeddingSky {
  /** The Moon's sidereal longitude, degrees (Lahiri, as the nakṣatra spans of sky.ts). */
  moonLonDeg: number
  /** Sidereal longitudes in degrees of the Sun and the other grahas (Rāhu the mean node). */
  lonDeg: Readonly<Record<WeddingGraha, number>>
  /** The vāra of the Vedic day, 0 = Sunday. */
  weekday: number
  /** Between sunset and the next sunrise. */
  night: boolean
  /** The Moon's sidereal longitude at the full moon nearest the moment, where the pañcaśalākā chakra
   *  places the Moon; without it the Moon pierces nothing. */
  fullMoonLonDeg?: number | null
}

export interface WeddingFault {
  key: WeddingFaultKey
  /** The grahas whose places make the fault ('Moon' in vedha is the Moon at the nearest full moon). */
  grahas: readonly string[]
  /** One sentence, true of the moment. */
  text: Text
  /**
   * Muhurta Chintamani keeps it aside in every land, not only in the lands its verse 69 names: vedha,
   * ekārgala, krānti-sāmya, and of the arrows the mṛtyu bāṇa, kept from a wedding at any hour. The judgement
   * refuses these and shows the others (lattā, pāta, upagraha, an arrow of the hour or weekday) as cautions.
   */
  avoidedEverywhere: boolean
}

/** Abhijit, the 28th nakṣatra of muhurta: from the last quarter of Uttara Ashadha to the first fifteenth
 *  of Shravana, sidereal degrees [start, end). */
export const ABHIJIT_START_DEG = 276 + 2 / 3
export const ABHIJIT_END_DEG = 280 + 8 / 9
const UTTARA_ASHADHA = 20
/** Index of Abhijit among the 28 (Ashwini 0 … Uttara Ashadha 20, Abhijit 21, Shravana 22 … Revati 27). */
export const ABHIJIT = 21
export const NAKSHATRAS_28: readonly string[] = [
  ...NAKSHATRAS.slice(0, ABHIJIT),
  'Abhijit',
  ...NAKSHATRAS.slice(ABHIJIT),
]

/** The nakṣatra 0…26 of a sidereal longitude. */
export const nakshatra27Of = (lonDeg: number): number => nakshatraOf(lonDeg).nakshatraIndex

/** The nakṣatra 0…27 among the 28 of a sidereal longitude, Abhijit (21) by its own span. */
export function nakshatra28Of(lonDeg: number): number {
  const lon = normalizeDeg(lonDeg)
  if (lon >= ABHIJIT_START_DEG && lon < ABHIJIT_END_DEG) return ABHIJIT
  const n = nakshatra27Of(lon)
  return n <= UTTARA_ASHADHA ? n : n + 1
}

/** Lattā: how far each graha kicks, counting its own nakṣatra as the 1st, and which way. */
export const LATTA: Readonly<Record<WeddingGraha, { count: number; ahead: boolean }>> = {
  Sun: { count: 12, ahead: true },
  Mars: { count: 3, ahead: true },
  Jupiter: { count: 6, ahead: true },
  Saturn: { count: 8, ahead: true },
  Mercury: { count: 7, ahead: false },
  Venus: { count: 5, ahead: false },
  Rahu: { count: 9, ahead: false },
}

/** The nakṣatra 0…26 that `graha` in nakṣatra `nak` kicks. */
export function lattaTarget(graha: WeddingGraha, nak: number): number {
  const { count, ahead } = LATTA[graha]
  return (((ahead ? nak + count - 1 : nak - count + 1) % 27) + 27) % 27
}

/** Pāta: the yogas (0-based) at whose end the Moon's nakṣatra is struck. */
export const PATA_YOGAS: readonly number[] = [8, 9, 13, 16, 21, 26]

/** The pāta yoga whose end falls in the Moon's nakṣatra with the Sun in `sunNak`, or null. */
export function pataYoga(sunNak: number, moonNak: number): number | null {
  const y = (sunNak + moonNak) % 27
  return PATA_YOGAS.includes(y) ? y : null
}

/** The pañcaśalākā chakra: places 0…27 clockwise from Kṛttikā (on the second line of the north-east
 *  corner); each line joins two places. */
const PANCHA_SHALAKA_LINES: readonly [number, number][] = [
  // the five lines down, top end and bottom end
  [1, 19],
  [2, 18],
  [3, 17],
  [4, 16],
  [5, 15],
  // the five lines across, south end and north end
  [8, 26],
  [9, 25],
  [10, 24],
  [11, 23],
  [12, 22],
  // the two lines of each corner, each running to the opposite corner
  [0, 13],
  [27, 14],
  [6, 21],
  [7, 20],
]
/** The place of Kṛttikā's successor k on the chakra holds nakṣatra (k + 2) mod 28 among the 28. */
const VEDHA_PARTNER: readonly number[] = (() => {
  const out = new Array<number>(28).fill(-1)
  for (const [a, b] of PANCHA_SHALAKA_LINES) {
    out[(a + 2) % 28] = (b + 2) % 28
    out[(b + 2) % 28] = (a + 2) % 28
  }
  return out
})()

/** The nakṣatra among the 28 on one line with `nak28` on the pañcaśalākā chakra. */
export const vedhaPartner = (nak28: number): number => VEDHA_PARTNER[nak28]!

export const BANAS = ['roga', 'agni', 'raja', 'chora', 'mrityu'] as const
export type Bana = (typeof BANAS)[number]
const BANA_ADD = [6, 3, 1, 8, 4]
const BANA_AT_NIGHT = new Set<Bana>(['roga', 'chora'])
const BANA_BY_DAY = new Set<Bana>(['raja', 'agni'])
/** The weekday (0 = Sunday) of each arrow. */
const BANA_WEEKDAYS: Readonly<Record<Bana, readonly number[]>> = {
  roga: [0],
  agni: [2],
  chora: [2],
  raja: [6],
  mrityu: [3],
}

/** The whole degrees the Sun has gone in its sidereal sign, 0…29. */
export const sunDegreesGone = (sunLonDeg: number): number =>
  Math.min(29, Math.floor(normalizeDeg(sunLonDeg) % 30))

/** The bāṇa running with the Sun at `sunLonDeg` (sidereal), or null. */
export function banaAt(sunLonDeg: number): Bana | null {
  const gone = sunDegreesGone(sunLonDeg)
  const i = BANA_ADD.findIndex((add) => (gone + add) % 9 === 5)
  return i < 0 ? null : BANAS[i]!
}

/** Ekārgala: the yogas (0-based) in which it is counted. */
export const EKARGALA_YOGAS: readonly number[] = [0, 5, 8, 9, 12, 14, 16, 18, 26]

/** The Moon's nakṣatra counted from the Sun's among the 28 (the Sun's own is the 1st). */
export const count28 = (sunNak28: number, moonNak28: number): number => ((moonNak28 - sunNak28 + 28) % 28) + 1

/** The Moon's nakṣatra counted from the Sun's among the 27. */
export const count27 = (sunNak: number, moonNak: number): number => ((moonNak - sunNak + 27) % 27) + 1

/** Upagraha: the counts of the Moon's nakṣatra from the Sun's that it strikes. */
export const UPAGRAHA_COUNTS: readonly number[] = [5, 7, 8, 10, 14, 15, 18, 19, 21, 22, 23, 24, 25]

/** Krānti-sāmya: the six pairs of signs (0 = Aries). */
export const KRANTI_SAMYA_PAIRS: readonly [number, number][] = [
  [4, 0],
  [1, 9],
  [6, 10],
  [5, 11],
  [3, 7],
  [8, 2],
]

/** Whether the Sun in `sunSign` and the Moon in `moonSign` are a pair of equal declination. */
export const krantiSamya = (sunSign: number, moonSign: number): boolean =>
  KRANTI_SAMYA_PAIRS.some(([a, b]) => (sunSign === a && moonSign === b) || (sunSign === b && moonSign === a))

const LIST_BOOK = 'one of the faults Muhurta Chintamani lists for a wedding'
const LIST_BOOK_HI = 'जो मुहूर्त चिंतामणि में विवाह के लिए गिनाए गए दोषों में से एक है'
/** A nakṣatra of the 28 in Hindi (Abhijit among them). */
const hi28 = (n: number) => (n === ABHIJIT ? 'अभिजित' : hiNak(NAKSHATRAS_28[n]!))
const hiIsAre = (gs: readonly string[]) => (gs.length > 1 ? 'हैं' : 'है')
const the = (g: string) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g)
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * The wedding faults of Muhurta Chintamani that hold at a moment, in the order lattā, pāta, vedha, bāṇa,
 * ekārgala, upagraha, krānti-sāmya (rules and sources in the file's header). Longitudes sidereal, degrees.
 */
export function weddingFaults(sky: WeddingSky): WeddingFault[] {
  const out: WeddingFault[] = []
  const sunLon = sky.lonDeg.Sun
  const moonNak = nakshatra27Of(sky.moonLonDeg)
  const moonNak28 = nakshatra28Of(sky.moonLonDeg)
  const sunNak = nakshatra27Of(sunLon)
  const sunNak28 = nakshatra28Of(sunLon)
  const moonName = NAKSHATRAS[moonNak]!
  const lonOf = (g: Piercer) => (g === 'Ketu' ? sky.lonDeg.Rahu + 180 : sky.lonDeg[g])

  const kickers = WEDDING_GRAHAS.filter((g) => lattaTarget(g, nakshatra27Of(lonOf(g))) === moonNak)
  if (kickers.length > 0) {
    const clauses = kickers.map((g) => {
      const { count, ahead } = LATTA[g]
      return `${the(g)} in ${NAKSHATRAS[nakshatra27Of(lonOf(g))]} (the ${ordinal(count)} ${ahead ? 'ahead' : 'back'})`
    })
    const clausesHi = kickers.map((g) => {
      const { count, ahead } = LATTA[g]
      return `${hiNak(nakshatra27Of(lonOf(g)))} में स्थित ${hiGraha(g)} (${ahead ? 'आगे' : 'पीछे'} की ओर ${hiCount(count)})`
    })
    out.push({
      key: 'latta',
      grahas: kickers,
      text: text(
        `${upperFirst(joinAnd(clauses))} ${kickers.length > 1 ? 'kick' : 'kicks'} the Moon’s nakshatra, ${moonName} (latta), ${LIST_BOOK}.`,
        `${joinHindi(clausesHi)} की लत्ता चंद्रमा के नक्षत्र ${hiNak(moonNak)} पर पड़ती है (लत्ता), ${LIST_BOOK_HI}।`,
      ),
      avoidedEverywhere: false,
    })
  }

  const pata = pataYoga(sunNak, moonNak)
  if (pata !== null)
    out.push({
      key: 'pata',
      grahas: ['Sun', 'Moon'],
      text: text(
        `With the Sun in ${NAKSHATRAS[sunNak]}, the Moon’s nakshatra, ${moonName}, is the one in which ${YOGA_NAMES[pata]} yoga ends (pata), ${LIST_BOOK}.`,
        `सूर्य के ${hiNak(sunNak)} नक्षत्र में रहते चंद्रमा का नक्षत्र ${hiNak(moonNak)} वह है जिसमें ${hiNityaYoga(YOGA_NAMES[pata]!)} योग समाप्त होता है (पात), ${LIST_BOOK_HI}।`,
      ),
      avoidedEverywhere: false,
    })

  const partner = vedhaPartner(moonNak28)
  const piercers: string[] = PIERCERS.filter((g) => nakshatra28Of(lonOf(g)) === partner)
  if (sky.fullMoonLonDeg != null && nakshatra28Of(sky.fullMoonLonDeg) === partner) piercers.push('Moon')
  if (piercers.length > 0) {
    const who = piercers.map((g) => (g === 'Moon' ? 'the Moon of the nearest full moon' : the(g)))
    const whoHi = piercers.map((g) => (g === 'Moon' ? 'निकटतम पूर्णिमा का चंद्रमा' : hiGraha(g)))
    out.push({
      key: 'vedha',
      grahas: piercers,
      text: text(
        `On the five-line vedha chakra the Moon’s nakshatra, ${NAKSHATRAS_28[moonNak28]}, lies on one line with ${NAKSHATRAS_28[partner]}, where ${joinAnd(who)} ${piercers.length > 1 ? 'stand' : 'stands'} (vedha), ${LIST_BOOK}.`,
        `पंचशलाका वेध चक्र पर चंद्रमा का नक्षत्र ${hi28(moonNak28)} उसी रेखा पर है जिस पर ${hi28(partner)}, जहाँ ${joinHindi(whoHi)} स्थित ${hiIsAre(piercers)} (वेध), ${LIST_BOOK_HI}।`,
      ),
      avoidedEverywhere: true,
    })
  }

  const bana = banaAt(sunLon)
  if (bana !== null) {
    const kept: string[] = []
    // The Hindi does not name the arrow: two of the five names (roga, mṛtyu) are words a reading never says.
    const keptHi: string[] = []
    if (bana === 'mrityu') kept.push('a wedding at any hour')
    if (bana === 'mrityu') keptHi.push('किसी भी समय के विवाह')
    if (sky.night && BANA_AT_NIGHT.has(bana)) kept.push('a wedding at night')
    if (sky.night && BANA_AT_NIGHT.has(bana)) keptHi.push('रात्रि के विवाह')
    if (!sky.night && BANA_BY_DAY.has(bana)) kept.push('a wedding by day')
    if (!sky.night && BANA_BY_DAY.has(bana)) keptHi.push('दिन के विवाह')
    if (BANA_WEEKDAYS[bana].includes(sky.weekday)) {
      kept.push(`a wedding on a ${VARAS[sky.weekday]!.name}`)
      keptHi.push(`${hiWeekday(VARAS[sky.weekday]!.name)} के विवाह`)
    }
    const sign = Math.floor(normalizeDeg(sunLon) / 30)
    if (kept.length > 0)
      out.push({
        key: 'bana',
        grahas: ['Sun'],
        text: text(
          `The Sun has gone ${sunDegreesGone(sunLon)}° into ${SIGNS[sign]}, so the ${bana} bana is running, an arrow the texts keep from ${joinAnd(kept)}: ${LIST_BOOK} (bana).`,
          `सूर्य ${hiSign(sign)} राशि में ${sunDegreesGone(sunLon)}° पार कर चुका है, इसलिए एक बाण चल रहा है, जिसे शास्त्र ${joinHindi(keptHi)} से दूर रखते हैं (बाण): यह मुहूर्त चिंतामणि में विवाह के लिए गिनाए गए दोषों में से एक है।`,
        ),
        // The mṛtyu arrow is kept from a wedding at any hour; the others only from an hour or a weekday.
        avoidedEverywhere: bana === 'mrityu',
      })
  }

  const yoga = nakshatra27Of(sunLon + sky.moonLonDeg)
  const c28 = count28(sunNak28, moonNak28)
  if (EKARGALA_YOGAS.includes(yoga) && c28 % 2 === 1)
    out.push({
      key: 'ekargala',
      grahas: ['Sun', 'Moon'],
      text: text(
        `In ${YOGA_NAMES[yoga]} yoga the Moon’s nakshatra, ${NAKSHATRAS_28[moonNak28]}, is the ${ordinal(c28)} from the Sun’s, ${NAKSHATRAS_28[sunNak28]}, counting Abhijit: an odd count (ekargala), ${LIST_BOOK}.`,
        `${hiNityaYoga(YOGA_NAMES[yoga]!)} योग में चंद्रमा का नक्षत्र ${hi28(moonNak28)}, अभिजित सहित गिनने पर सूर्य के नक्षत्र ${hi28(sunNak28)} से ${hiCount(c28)} है: विषम गिनती (एकार्गल), ${LIST_BOOK_HI}।`,
      ),
      avoidedEverywhere: true,
    })

  const c27 = count27(sunNak, moonNak)
  if (UPAGRAHA_COUNTS.includes(c27))
    out.push({
      key: 'upagraha',
      grahas: ['Sun', 'Moon'],
      text: text(
        `The Moon’s nakshatra, ${moonName}, is the ${ordinal(c27)} from the Sun’s, ${NAKSHATRAS[sunNak]} (upagraha), ${LIST_BOOK}.`,
        `चंद्रमा का नक्षत्र ${hiNak(moonNak)} सूर्य के नक्षत्र ${hiNak(sunNak)} से ${hiCount(c27)} है (उपग्रह), ${LIST_BOOK_HI}।`,
      ),
      avoidedEverywhere: false,
    })

  const sunSign = Math.floor(normalizeDeg(sunLon) / 30)
  const moonSign = Math.floor(normalizeDeg(sky.moonLonDeg) / 30)
  if (krantiSamya(sunSign, moonSign))
    out.push({
      key: 'kranti_samya',
      grahas: ['Sun', 'Moon'],
      text: text(
        `The Sun in ${SIGNS[sunSign]} and the Moon in ${SIGNS[moonSign]} are a pair of signs of equal declination in Muhurta Chintamani’s table (kranti samya), one of the faults it lists for a wedding.`,
        `${hiSign(sunSign)} राशि में सूर्य और ${hiSign(moonSign)} राशि में चंद्रमा मुहूर्त चिंतामणि की तालिका में समान क्रांति वाली राशियों का जोड़ा हैं (क्रांति साम्य), जो इसमें विवाह के लिए गिनाए गए दोषों में से एक है।`,
      ),
      avoidedEverywhere: true,
    })
  return out
}

/**
 * The discrete facts of `sky` the wedding faults read, as one string: two moments with the same key have
 * the same faults. The Sun's whole degree stands for its sign too.
 */
export function weddingFactsKey(sky: WeddingSky): string {
  const parts = [
    trackKey('Moon', sky.moonLonDeg, sky.lonDeg.Sun),
    trackKey('Sun', sky.lonDeg.Sun, sky.moonLonDeg),
    ...WEDDING_GRAHAS.filter((g) => g !== 'Sun').map((g) => trackKey(g, sky.lonDeg[g], 0)),
    sky.weekday,
    sky.night,
    sky.fullMoonLonDeg == null ? '-' : nakshatra28Of(sky.fullMoonLonDeg),
  ]
  return parts.join('|')
}

type Track = WeddingGraha | 'Moon'
/** What one body's longitude decides (the Moon's track carries the yoga, which needs the Sun's too). */
function trackKey(track: Track, lonDeg: number, otherLonDeg: number): string {
  const both = `${nakshatra27Of(lonDeg)}/${nakshatra28Of(lonDeg)}`
  if (track === 'Moon')
    return `${both}/${Math.floor(normalizeDeg(lonDeg) / 30)}/${nakshatra27Of(lonDeg + otherLonDeg)}`
  if (track === 'Sun') return `${both}/${Math.floor(normalizeDeg(lonDeg))}`
  if (track === 'Rahu') return `${both}/${nakshatra27Of(lonDeg + 180)}/${nakshatra28Of(lonDeg + 180)}`
  return both
}

const BODY: Readonly<Record<Track, Body>> = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  Rahu: 'MeanNode',
}
const lonAt = (eph: Ephemeris, track: Track, jdTt: number) =>
  normalizeDeg(eph.position(BODY[track], jdTt, { ayanamsa: 'lahiri' }).lon)

/** The Moon's and the grahas' sidereal longitudes at `ms` (Lahiri, mean node, as sky.ts reads them). */
export function weddingLongitudesAt(eph: Ephemeris, ms: number): Pick<WeddingSky, 'moonLonDeg' | 'lonDeg'> {
  const { jdTt } = eph.instant(ms)
  const lonDeg = {} as Record<WeddingGraha, number>
  for (const g of WEDDING_GRAHAS) lonDeg[g] = lonAt(eph, g, jdTt)
  return { moonLonDeg: lonAt(eph, 'Moon', jdTt), lonDeg }
}

/**
 * The instants in (fromMs, toMs), to the half minute, where a fact the wedding faults read from the sky
 * changes: the Moon's nakṣatra (of 27 and of 28), sign and the yoga; the Sun's whole degree, nakṣatra of 27
 * and of 28; the nakṣatras of 27 and of 28 of Mars, Mercury, Jupiter, Venus, Saturn, Rāhu and Ketu. (The
 * weekday and sunset are the scan's own cuts; the scan does not give the nearest full moon, so the Moon
 * pierces nothing there.) Each body is bisected where its facts differ at the two ends (sky.ts,
 * `keyChanges`); the Sun, the Moon and the mean node never turn back, and a range of a day or less is
 * assumed for the others, which may in principle cross a boundary and back near a station within it.
 */
export function weddingFactChanges(eph: Ephemeris, fromMs: number, toMs: number): number[] {
  const out: number[] = []
  const tracks: Track[] = ['Moon', ...WEDDING_GRAHAS]
  const keyAt = (track: Track, ms: number) => {
    const { jdTt } = eph.instant(ms)
    const other = track === 'Moon' ? lonAt(eph, 'Sun', jdTt) : 0
    return trackKey(track, lonAt(eph, track, jdTt), other)
  }
  for (const track of tracks) out.push(...keyChanges((ms) => keyAt(track, ms), fromMs, toMs))
  return [...new Set(out)].filter((t) => t > fromMs && t < toMs).sort((a, b) => a - b)
}
