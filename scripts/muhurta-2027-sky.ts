/**
 * The independent facts of scripts/compare-muhurta-2027.ts: for one Vedic day at New Delhi, read from the
 * ephemeris and not from the muhurta scan, the weekday, the nakṣatras and tithis from sunrise to sunrise,
 * the Sun's and Jupiter's sidereal signs, the Moon counted from the natal Moon (Candrāṣṭama) and the tārā,
 * and, sampled every six minutes, every refusal of docs/muhurta.md for a wedding (as
 * test/unit/muhurta-spans.test.ts does), so a day refused for "no clear time" can say which refusal stood
 * where the limbs were good. Muhurta Chintamani's other faults of a wedding (vedha, ekārgala, krānti-sāmya,
 * the arrows, lattā, pāta, upagraha) are written out here from the text's tables (`faultsAt`), not read
 * from src/readings/muhurta/wedding-faults.ts.
 */
import { DateTime } from 'luxon'
import { NAKSHATRAS, SIGNS } from '../src/astro/index.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../src/jyotisha/chart.js'
import { COMBUSTION_ORBS, separation } from '../src/jyotisha/facts.js'
import { limbsAt, panchangaDay, YOGA_NAMES, type PanchangaDay } from '../src/jyotisha/panchanga/index.js'
import { eventById } from '../src/readings/muhurta/catalogue.js'
import { natalOf } from '../src/readings/muhurta/scan.js'
import { COMPARISON_BIRTH, COMPARISON_PLACE } from '../test/fixtures/published-muhurta.js'
import { testEphemeris } from '../test/helpers/ephemeris.js'

export const eph = testEphemeris()
export const ZONE = COMPARISON_PLACE.zone
export const PLACE = { latDeg: COMPARISON_PLACE.latDeg, lonDeg: COMPARISON_PLACE.lonDeg }
export const MIN = 60_000
export const STEP_MS = 6 * MIN
export const marriage = eventById('marriage')!
const core = computeCoreChart(
  eph,
  COMPARISON_BIRTH,
  DEFAULT_SETTINGS,
  true,
  Date.parse('2026-11-25T00:00:00Z'),
)
export const natal = natalOf(eph, core)
const natalNak = Math.floor(natal.moonLon / (360 / 27))
const natalSign = Math.floor(natal.moonLon / 30)
const TARA = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra', 'Parama Mitra']

export const ymd = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}
/** A time counted from the date `date`: "HH:mm", "HH:mm+1" the day after, "HH:mm+2" … */
export const hmOf = (ms: number, date: string) => {
  const d = DateTime.fromMillis(ms, { zone: ZONE })
  const days = Math.round(d.startOf('day').diff(DateTime.fromISO(date, { zone: ZONE }), 'days').days)
  return days === 0 ? d.toFormat('HH:mm') : `${d.toFormat('HH:mm')}${days > 0 ? '+' : ''}${days}`
}
export const sid = (
  body: 'Sun' | 'Mars' | 'Mercury' | 'Saturn' | 'MeanNode' | 'Jupiter' | 'Venus' | 'Moon',
  ms: number,
) => {
  const p = eph.position(body, eph.instant(ms).jdTt, { ayanamsa: 'lahiri' })
  return { lon: ((p.lon % 360) + 360) % 360, speed: p.lonSpeed }
}
const risingSign = (ms: number) => {
  const t = eph.instant(ms)
  const h = eph.houses(t.jdUt, PLACE.latDeg, PLACE.lonDeg, 'E')!
  return Math.floor(((((h.ascendant - eph.ayanamsa('lahiri', t.jdTt, false)) % 360) + 360) % 360) / 30)
}
const taraOf = (nak: number) => {
  const count = ((nak - natalNak + 27) % 27) + 1
  return { count, tara: ((count - 1) % 9) + 1, round: Math.floor((count - 1) / 9) + 1 }
}

/**
 * Sūrya-dagdhā tithis, the tithi of either fortnight "burnt" by the Sun's sidereal sign: the 2nd with the
 * Sun in Sagittarius or Pisces, the 4th in Taurus or Aquarius, the 6th in Aries or Cancer, the 8th in
 * Gemini or Virgo, the 10th in Leo or Scorpio, the 12th in Libra or Capricorn: the table the engine
 * follows (after Muhurta Chintamani), written out here rather than read from it. The two sources found for
 * it (Vāstusāra 8, jainqq.org/explore/002673/226; a Telugu almanac note, sahitinandanam.blogspot.com
 * 2017/10) agree with it except for Aries and Cancer, where they differ between themselves.
 */
const DAGDHA = [6, 4, 8, 6, 10, 8, 12, 10, 2, 12, 4, 2]
/** `tithi` 1…30, `sunSign` 0…11. */
export const isDagdha = (tithi: number, sunSign: number) => DAGDHA[sunSign] === ((tithi - 1) % 15) + 1

/**
 * Muhurta Chintamani's other faults of a wedding, as docs/muhurta.md ("The ten faults of a wedding")
 * states them, written out here from the text's tables. The nakṣatras counted among 28 put Abhijit at
 * 276°40′–280°53′20″ sidereal (the last quarter of Uttara Āṣāḍhā and the first fifteenth of Śravaṇa).
 */
const NAK28: readonly string[] = [...NAKSHATRAS.slice(0, 21), 'Abhijit', ...NAKSHATRAS.slice(21)]
export const nak28Of = (lonDeg: number): string =>
  lonDeg >= 276 + 40 / 60 && lonDeg < 280 + 53 / 60 + 20 / 3600
    ? 'Abhijit'
    : NAKSHATRAS[Math.floor(lonDeg / (360 / 27))]!
/** The fourteen lines of the five-line (pañcaśalākā) chakra, each joining two nakṣatras (verses 56–57). */
const VEDHA_LINES: readonly [string, string][] = [
  ['Ashwini', 'Purva Phalguni'],
  ['Bharani', 'Anuradha'],
  ['Krittika', 'Vishakha'],
  ['Rohini', 'Abhijit'],
  ['Mrigashira', 'Uttara Ashadha'],
  ['Ardra', 'Purva Ashadha'],
  ['Punarvasu', 'Mula'],
  ['Pushya', 'Jyeshtha'],
  ['Ashlesha', 'Dhanishta'],
  ['Magha', 'Shravana'],
  ['Uttara Phalguni', 'Revati'],
  ['Hasta', 'Uttara Bhadrapada'],
  ['Chitra', 'Purva Bhadrapada'],
  ['Swati', 'Shatabhisha'],
]
export const vedhaPartnerOf = (nak: string): string =>
  VEDHA_LINES.flatMap(([a, b]) => (a === nak ? [b] : b === nak ? [a] : []))[0]!
const EKARGALA_YOGAS = [
  'Vishkambha',
  'Atiganda',
  'Shula',
  'Ganda',
  'Vyaghata',
  'Vajra',
  'Vyatipata',
  'Parigha',
  'Vaidhriti',
]
const PATA_YOGAS = ['Shula', 'Ganda', 'Harshana', 'Vyatipata', 'Sadhya', 'Vaidhriti']
const UPAGRAHA_COUNTS = [5, 7, 8, 10, 14, 15, 18, 19, 21, 22, 23, 24, 25]
const KRANTI_PAIRS: readonly [string, string][] = [
  ['Leo', 'Aries'],
  ['Taurus', 'Capricorn'],
  ['Libra', 'Aquarius'],
  ['Virgo', 'Pisces'],
  ['Cancer', 'Scorpio'],
  ['Sagittarius', 'Gemini'],
]
/** The arrows: the Sun's whole degrees gone in its sign plus this, divided by 9, leaves 5. */
const ARROWS: readonly [string, number][] = [
  ['roga', 6],
  ['agni', 3],
  ['raja', 1],
  ['chora', 8],
  ['mrityu', 4],
]
/** When an arrow other than mṛtyu is kept: roga and cora at night, rāja and agni by day, and on its weekday. */
const ARROW_NIGHT = ['roga', 'chora']
const ARROW_DAY = ['raja', 'agni']
const ARROW_WEEKDAY: Record<string, number> = { roga: 0, agni: 2, chora: 2, raja: 6, mrityu: 3 }
/** Lattā: the nakṣatra each graha kicks, counting its own as the 1st; ahead (+) or behind (−). */
const LATTA: readonly [string, number][] = [
  ['Sun', 12],
  ['Mars', 3],
  ['Jupiter', 6],
  ['Saturn', 8],
  ['Mercury', -7],
  ['Venus', -5],
  ['Rahu', -9],
]

export interface FaultFacts {
  /** The Sun's sidereal sign and whole degrees gone in it, and the arrow they set running (or null). */
  sunSign: string
  sunDegGone: number
  arrow: string | null
  moonSign: string
  /** The Moon's and the Sun's nakṣatras among 28, and the Moon's counted from the Sun's among 28 and 27. */
  moonNak28: string
  sunNak28: string
  count28: number
  count27: number
  yoga: string
  /** The nakṣatra on one line with the Moon's on the five-line chakra, and the grahas standing in it. */
  vedhaPartner: string
  vedhaBy: string[]
  /** What refuses a wedding: vedha, ekārgala, krānti-sāmya, the mṛtyu arrow. */
  refusals: { key: 'vedha' | 'ekargala' | 'kranti_samya' | 'bana'; words: string }[]
  /** What is only a caution: lattā, pāta, upagraha, another arrow at its hour or on its weekday. */
  cautions: string[]
}

const the = (g: string) => (g === 'Sun' ? 'the Sun' : g)
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/** The other faults of the ten at `t`, from the ephemeris; `weekday` 0 = Sunday, `night` after sunset. */
export function faultsAt(t: number, weekday: number, night: boolean): FaultFacts {
  const moon = sid('Moon', t).lon
  const sun = sid('Sun', t).lon
  const rahu = sid('MeanNode', t).lon
  const grahas: [string, number][] = [
    ['Sun', sun],
    ['Mars', sid('Mars', t).lon],
    ['Mercury', sid('Mercury', t).lon],
    ['Jupiter', sid('Jupiter', t).lon],
    ['Venus', sid('Venus', t).lon],
    ['Saturn', sid('Saturn', t).lon],
    ['Rahu', rahu],
    ['Ketu', (rahu + 180) % 360],
  ]
  const nak27 = (lon: number) => Math.floor(lon / (360 / 27))
  const [moonNak28, sunNak28] = [nak28Of(moon), nak28Of(sun)]
  const count28 = ((NAK28.indexOf(moonNak28) - NAK28.indexOf(sunNak28) + 28) % 28) + 1
  const count27 = ((nak27(moon) - nak27(sun) + 27) % 27) + 1
  const yoga = YOGA_NAMES[Math.floor(((((moon + sun) % 360) + 360) % 360) / (360 / 27))]!
  const [sunSign, moonSign] = [SIGNS[Math.floor(sun / 30)]!, SIGNS[Math.floor(moon / 30)]!]
  const sunDegGone = Math.floor(sun % 30)
  const arrow = ARROWS.find(([, add]) => (sunDegGone + add) % 9 === 5)?.[0] ?? null
  const vedhaPartner = vedhaPartnerOf(moonNak28)
  const vedhaBy = grahas.filter(([, lon]) => nak28Of(lon) === vedhaPartner).map(([g]) => the(g))
  const refusals: FaultFacts['refusals'] = []
  const cautions: string[] = []
  if (vedhaBy.length > 0)
    refusals.push({
      key: 'vedha',
      words: `vedha: the Moon in ${moonNak28}, on one line with ${vedhaPartner}, where ${vedhaBy.join(' and ')} ${vedhaBy.length > 1 ? 'stand' : 'stands'}`,
    })
  if (EKARGALA_YOGAS.includes(yoga) && count28 % 2 === 1)
    refusals.push({
      key: 'ekargala',
      words: `ekargala: ${yoga} yoga, the Moon in ${moonNak28} the ${ordinal(count28)} from the Sun's ${sunNak28} (of 28)`,
    })
  if (KRANTI_PAIRS.some(([a, b]) => (a === sunSign && b === moonSign) || (b === sunSign && a === moonSign)))
    refusals.push({
      key: 'kranti_samya',
      words: `kranti samya: the Sun in ${sunSign}, the Moon in ${moonSign}`,
    })
  if (arrow === 'mrityu')
    refusals.push({ key: 'bana', words: `mrityu bana: the Sun ${sunDegGone}° gone in ${sunSign}` })
  else if (
    arrow !== null &&
    ((night ? ARROW_NIGHT : ARROW_DAY).includes(arrow) || ARROW_WEEKDAY[arrow] === weekday)
  )
    cautions.push(`${arrow} bana`)
  const lonOf = new Map(grahas)
  const kickers = LATTA.filter(
    ([g, n]) => (((nak27(lonOf.get(g)!) + (n > 0 ? n - 1 : n + 1)) % 27) + 27) % 27 === nak27(moon),
  )
  if (kickers.length > 0) cautions.push(`latta (${kickers.map(([g]) => g).join(', ')})`)
  // The Moon's place where each of those yogas ends, the Sun staying where it is.
  const pata = PATA_YOGAS.find((y) => {
    const endLon =
      ((((((YOGA_NAMES as readonly string[]).indexOf(y) + 1) * 360) / 27 - sun) % 360) + 360) % 360
    return nak27(endLon) === nak27(moon)
  })
  if (pata) cautions.push(`pata (${pata})`)
  if (UPAGRAHA_COUNTS.includes(count27)) cautions.push(`upagraha (${ordinal(count27)})`)
  return {
    sunSign,
    sunDegGone,
    arrow,
    moonSign,
    moonNak28,
    sunNak28,
    count28,
    count27,
    yoga,
    vedhaPartner,
    vedhaBy,
    refusals,
    cautions,
  }
}

export interface Sample {
  t: number
  keys: string[]
  words: string[]
  /** Each refusal that holds, with its words. */
  holds: [key: string, words: string][]
  /** The Moon's nakṣatra is one of the eleven marriage nakṣatras. */
  favouredNak: boolean
  /** The other faults of the ten at `t` (their refusals are also in `keys` and `words`). */
  faults: FaultFacts
}

const keysAndWords = (holds: [string, string][]) => ({
  keys: [...new Set(holds.map(([k]) => k))],
  words: [...new Set(holds.map(([, w]) => w))],
})

/** Every refusal of docs/muhurta.md that holds at `t` for a marriage, judged from the ephemeris. */
function sampleAt(t: number, day: PanchangaDay): Sample | null {
  // Only a usable moment is sampled: a wedding sign rising, outside the kālams.
  const inside = (s: { startMs: number; endMs: number } | null) => s !== null && s.startMs <= t && t < s.endMs
  const kalam = [
    day.rahuKalam,
    day.yamaganda,
    day.gulikaKalam,
    ...(day.durmuhurta ?? []),
    ...day.varjyam,
  ].some(inside)
  const lagna = risingSign(t)
  if (kalam || !(marriage.lagnas as string[]).includes(SIGNS[lagna]!)) return null
  const holds: [key: string, words: string][] = []
  const add = (k: string, w: string) => {
    if (!holds.some(([hk, hw]) => hk === k && hw === w)) holds.push([k, w])
  }
  const l = limbsAt(eph, t)
  const nak = l.nakshatra.number - 1
  if ((marriage.nakshatras.avoided as string[]).includes(l.nakshatra.name)) add('nakshatra', l.nakshatra.name)
  if (marriage.tithis.avoided.includes(l.tithi.number)) add('tithi', `${l.tithi.paksha} ${l.tithi.name}`)
  if (l.karana.name === 'Vishti') add('vishti', 'Vishti (Bhadra)')
  if (l.yoga.number === 17 || l.yoga.number === 27) add('vyatipata_vaidhriti', `${l.yoga.name} yoga`)
  const tara = taraOf(nak)
  if (tara.round === 1 && [3, 5, 7].includes(tara.tara))
    add('tarabala', `${l.nakshatra.name}, ${TARA[tara.tara - 1]} tara`)
  if (((l.moonSign.number - 1 - natalSign + 12) % 12) + 1 === 8)
    add('chandrashtama', `Moon in ${l.moonSign.name} (Chandrashtama)`)
  const sunSign = Math.floor(l.sunLon / 30)
  if (sunSign === 8 || sunSign === 11) add('kharmas', `Sun in ${SIGNS[sunSign]}`)
  if (isDagdha(l.tithi.number, sunSign))
    add('dagdha_tithi', `${l.tithi.paksha} ${l.tithi.name} burnt by the Sun in ${SIGNS[sunSign]}`)
  const sun = sid('Sun', t).lon
  const jup = sid('Jupiter', t)
  if (Math.floor(jup.lon / 30) === 4) add('simhastha_guru', 'Jupiter in Leo')
  if (separation(jup.lon, sun) <= COMBUSTION_ORBS.Jupiter[jup.speed < 0 ? 1 : 0])
    add('jupiter_combust', 'Jupiter combust')
  const ven = sid('Venus', t)
  if (separation(ven.lon, sun) <= COMBUSTION_ORBS.Venus[ven.speed < 0 ? 1 : 0])
    add('venus_combust', 'Venus combust')
  if (day.lunarMonth.adhika) add('adhika_masa', 'adhika month')
  if (day.lunarMonth.index === 11 && l.tithi.number >= 8 && l.tithi.number <= 15)
    add('holashtak', 'Holashtak')
  // A saṅkrānti: the whole Vedic day of the Sun's entry into a sign, and sixteen ghaṭīs after the entry.
  if (day.sankranti !== null) add('sankranti', `Sun enters ${SIGNS[day.sankranti.signIndex]} this day`)
  else if (Math.floor(sid('Sun', t - 16 * 24 * MIN).lon / 30) !== sunSign)
    add('sankranti', 'within 16 ghatis of a sankranti')
  // Gaṇḍānta, as test/unit/muhurta-spans.test.ts reads it: a junction within 48, 24 or 12 minutes.
  const [nb, na] = [limbsAt(eph, t - 48 * MIN).nakshatra.number, limbsAt(eph, t + 48 * MIN).nakshatra.number]
  if ([9, 18, 27].includes(nb) && na === (nb % 27) + 1) add('gandanta', 'nakshatra gandanta')
  const [tb, ta] = [limbsAt(eph, t - 24 * MIN).tithi.number, limbsAt(eph, t + 24 * MIN).tithi.number]
  if (tb % 5 === 0 && ta === (tb % 30) + 1) add('gandanta', 'tithi gandanta')
  const [lb, la] = [risingSign(t - 12 * MIN), risingSign(t + 12 * MIN)]
  if ([3, 7, 11].includes(lb) && la === (lb + 1) % 12) add('gandanta', 'lagna gandanta')
  // The rising sign: one a wedding takes, no malefic in its 7th or 8th, the Moon not in its 8th.
  const rahu = sid('MeanNode', t).lon
  const malefics: [string, number][] = [
    ['the Sun', sun],
    ['Mars', sid('Mars', t).lon],
    ['Saturn', sid('Saturn', t).lon],
    ['Rahu', rahu],
    ['Ketu', (rahu + 180) % 360],
  ]
  for (const [g, lon] of malefics) {
    const h = ((Math.floor(lon / 30) - lagna + 12) % 12) + 1
    if (h === 7 || h === 8) add('lagna_shuddhi', `${SIGNS[lagna]} rising with ${g} in its ${h}th`)
    if (Math.floor(lon / (360 / 27)) === nak) add('moon_yuti', `Moon with ${g} in ${l.nakshatra.name}`)
  }
  if (((l.moonSign.number - 1 - lagna + 12) % 12) + 1 === 8)
    add('lagna_shuddhi', `${SIGNS[lagna]} rising with the Moon in its 8th`)
  const faults = faultsAt(t, day.vara.index, day.sun.sunset !== null && t >= day.sun.sunset.epochMs)
  for (const f of faults.refusals) add(f.key, f.words)
  return {
    t,
    ...keysAndWords(holds),
    holds,
    favouredNak: (marriage.nakshatras.favoured as string[]).includes(l.nakshatra.name),
    faults,
  }
}

export interface DayFacts {
  date: string
  weekday: string
  nakshatras: { name: string; untilMs: number; tara: string; kind: 'favoured' | 'refused' | 'neutral' }[]
  tithis: { name: string; number: number; untilMs: number }[]
  moonSigns: { name: string; house: number; untilMs: number }[]
  sunSign: string
  sunSignNext: string
  jupiterSign: string
  month: string
  sankranti: string | null
  /** The faults of the ten that refuse a wedding at every moment of the Vedic day (read every 20
   *  minutes, whatever rises), with their words at sunrise. */
  faultsAllDay: string[]
  /** The usable samples (a wedding sign rising, outside the kālams), every six minutes. */
  samples: Sample[]
}

/** The independent facts of one Vedic day at the place. */
export function dayFacts(date: string, stepMs = STEP_MS): DayFacts {
  const day = panchangaDay(eph, ymd(date), ZONE, PLACE, 'standard')
  const [rise, next] = [day.day.startMs, day.day.endMs]
  const samples: Sample[] = []
  for (let t = rise + stepMs / 2; t < next; t += stepMs) {
    const s = sampleAt(t, day)
    if (s) samples.push(s)
  }
  const within = <T extends { startMs: number; endMs: number }>(xs: T[]) =>
    xs.filter((x) => x.endMs > rise && x.startMs < next)
  const sunSign = (ms: number) => SIGNS[Math.floor(sid('Sun', ms).lon / 30)]!
  return {
    date,
    weekday: day.vara.name,
    nakshatras: within(day.nakshatra).map((n) => {
      const t = taraOf(n.number - 1)
      const kind = (marriage.nakshatras.favoured as string[]).includes(n.name)
        ? 'favoured'
        : (marriage.nakshatras.avoided as string[]).includes(n.name)
          ? 'refused'
          : 'neutral'
      return {
        name: n.name,
        untilMs: n.endMs,
        tara: `${TARA[t.tara - 1]}, ${t.count} from the birth star`,
        kind,
      }
    }),
    tithis: within(day.tithi).map((x) => ({
      name: `${x.paksha} ${x.name}`,
      number: x.number,
      untilMs: x.endMs,
    })),
    moonSigns: within(day.moonSign).map((x) => ({
      name: x.name,
      house: ((x.number - 1 - natalSign + 12) % 12) + 1,
      untilMs: x.endMs,
    })),
    sunSign: sunSign(rise),
    sunSignNext: sunSign(next - 1),
    jupiterSign: SIGNS[Math.floor(sid('Jupiter', rise).lon / 30)]!,
    month: `${day.lunarMonth.amanta}${day.lunarMonth.adhika ? ' (adhika)' : ''}`,
    sankranti: day.sankranti
      ? `the Sun enters ${SIGNS[day.sankranti.signIndex]} at ${hmOf(day.sankranti.atMs, date)}`
      : null,
    faultsAllDay: faultsThrough(day),
    samples,
  }
}

function faultsThrough(day: PanchangaDay): string[] {
  const sunset = day.sun.sunset?.epochMs ?? Infinity
  const times: number[] = []
  for (let t = day.day.startMs; t < day.day.endMs; t += 20 * MIN) times.push(t)
  times.push(day.day.endMs - 1)
  const seen = times.map((t) => faultsAt(t, day.vara.index, t >= sunset).refusals)
  // A fault held all day, in the words of each stretch (the Moon moves on; the fault may stay).
  return FAULT_KEYS.filter((k) => seen.every((rs) => rs.some((r) => r.key === k))).map((k) =>
    [...new Set(seen.map((rs) => rs.find((r) => r.key === k)!.words))].join(', then '),
  )
}

export const nakWords = (f: DayFacts) =>
  f.nakshatras.map((n) => `${n.name} (${n.kind}) until ${hmOf(n.untilMs, f.date)}`).join(', ')
export const tithiWords = (f: DayFacts) =>
  f.tithis.map((t) => `${t.name} until ${hmOf(t.untilMs, f.date)}`).join(', ')

/** The day's facts with some refusals lifted (the scan run with those rules taken out). */
export function lifting(f: DayFacts, keys: readonly string[]): DayFacts {
  if (keys.length === 0) return f
  return {
    ...f,
    samples: f.samples.map((s) => {
      const holds = s.holds.filter(([k]) => !keys.includes(k))
      return { ...s, holds, ...keysAndWords(holds) }
    }),
  }
}

/** The usable day in runs of the same refusals. */
export function runsOf(f: DayFacts, stepMs = STEP_MS, keep: (s: Sample) => boolean = () => true) {
  const runs: { fromMs: number; toMs: number; words: string }[] = []
  for (const s of f.samples.filter(keep)) {
    const words = s.keys.length === 0 ? 'clear' : s.words.join('; ')
    const last = runs[runs.length - 1]
    if (last && last.words === words && s.t - last.toMs <= stepMs + 1) last.toMs = s.t + stepMs
    else runs.push({ fromMs: s.t, toMs: s.t + stepMs, words })
  }
  return runs
}
/** Where the limbs are good (a marriage nakṣatra, a tithi the rules accept): the runs of refusals there. */
export const goodLimbs = (s: Sample) =>
  s.favouredNak && !s.keys.includes('nakshatra') && !s.keys.includes('tithi')
/** The refusals among Muhurta Chintamani's other faults of a wedding. */
export const FAULT_KEYS = ['vedha', 'ekargala', 'kranti_samya', 'bana'] as const
/** In a marriage nakṣatra and clear of every refusal but those faults: what the faults alone keep out. */
export const clearButFaults = (s: Sample) =>
  s.favouredNak && s.keys.every((k) => (FAULT_KEYS as readonly string[]).includes(k))
/** The samples kept by `keep` in touching blocks, whatever their refusals. */
export function blocksOf(f: DayFacts, stepMs: number, keep: (s: Sample) => boolean) {
  const out: { fromMs: number; toMs: number; samples: Sample[] }[] = []
  for (const s of f.samples.filter(keep)) {
    const last = out[out.length - 1]
    if (last && s.t - last.toMs <= 1) {
      last.toMs = s.t + stepMs
      last.samples.push(s)
    } else out.push({ fromMs: s.t, toMs: s.t + stepMs, samples: [s] })
  }
  return out
}
export const runWords = (f: DayFacts, keep: (s: Sample) => boolean = () => true) =>
  runsOf(f, STEP_MS, keep)
    .map((r) => `${hmOf(r.fromMs, f.date)}–${hmOf(r.toMs, f.date)} ${r.words}`)
    .join(' · ')

/**
 * For a day refused for no clear time: the refusal standing where the limbs are good (a marriage
 * nakṣatra, no refused tithi), the most frequent there; `limbs` when there is no such usable time.
 */
export function decisiveRefusal(f: DayFacts): string {
  if (!f.samples.some((s) => s.favouredNak)) return 'no_marriage_nakshatra'
  const good = f.samples.filter(goodLimbs)
  const n = new Map<string, number>()
  for (const s of good) for (const k of s.keys) n.set(k, (n.get(k) ?? 0) + 1)
  // Ties go to the refusal that belongs to the Moon's nakṣatra itself rather than to a passing junction.
  const rank = (k: string) =>
    DECISIVE_ORDER.indexOf(k) === -1 ? DECISIVE_ORDER.length : DECISIVE_ORDER.indexOf(k)
  return [...n.entries()].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]))[0]?.[0] ?? 'limbs'
}
const DECISIVE_ORDER = [
  'moon_yuti',
  'chandrashtama',
  'tarabala',
  'dagdha_tithi',
  'vyatipata_vaidhriti',
  'vishti',
  'lagna_shuddhi',
  'gandanta',
]
