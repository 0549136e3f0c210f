/**
 * The independent facts of scripts/compare-muhurta-2027.ts: for one Vedic day at New Delhi, read from the
 * ephemeris and not from the muhurta scan, the weekday, the nakṣatras and tithis from sunrise to sunrise,
 * the Sun's and Jupiter's sidereal signs, the Moon counted from the natal Moon (Candrāṣṭama) and the tārā,
 * and, sampled every six minutes, every refusal of docs/muhurta.md for a wedding (as
 * test/unit/muhurta-spans.test.ts does), so a day refused for "no clear time" can say which refusal stood
 * where the limbs were good.
 */
import { DateTime } from 'luxon'
import { SIGNS } from '../src/astro/index.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../src/jyotisha/chart.js'
import { COMBUSTION_ORBS, separation } from '../src/jyotisha/facts.js'
import { limbsAt, panchangaDay, type PanchangaDay } from '../src/jyotisha/panchanga/index.js'
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
export const sid = (body: 'Sun' | 'Mars' | 'Saturn' | 'MeanNode' | 'Jupiter' | 'Venus', ms: number) => {
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

export interface Sample {
  t: number
  keys: string[]
  words: string[]
  /** The Moon's nakṣatra is one of the eleven marriage nakṣatras. */
  favouredNak: boolean
}

/** Every refusal of docs/muhurta.md that holds at `t` for a marriage, judged from the ephemeris. */
function sampleAt(t: number, day: PanchangaDay): Sample & { usable: boolean } {
  const keys: string[] = []
  const words: string[] = []
  const add = (k: string, w: string) => {
    if (!keys.includes(k)) keys.push(k)
    if (!words.includes(w)) words.push(w)
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
  const lagna = risingSign(t)
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
  const inside = (s: { startMs: number; endMs: number } | null) => s !== null && s.startMs <= t && t < s.endMs
  const kalam = [
    day.rahuKalam,
    day.yamaganda,
    day.gulikaKalam,
    ...(day.durmuhurta ?? []),
    ...day.varjyam,
  ].some(inside)
  const suited = (marriage.lagnas as string[]).includes(SIGNS[lagna]!)
  return {
    t,
    keys,
    words,
    favouredNak: (marriage.nakshatras.favoured as string[]).includes(l.nakshatra.name),
    usable: suited && !kalam,
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
    if (s.usable) samples.push({ t: s.t, keys: s.keys, words: s.words, favouredNak: s.favouredNak })
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
    samples,
  }
}

export const nakWords = (f: DayFacts) =>
  f.nakshatras.map((n) => `${n.name} (${n.kind}) until ${hmOf(n.untilMs, f.date)}`).join(', ')
export const tithiWords = (f: DayFacts) =>
  f.tithis.map((t) => `${t.name} until ${hmOf(t.untilMs, f.date)}`).join(', ')

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
