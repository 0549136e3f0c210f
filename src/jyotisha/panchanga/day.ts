/**
 * The pañcāṅga of one Vedic day at a place: sunrise on the local date to the next sunrise, in the
 * place's own zone. Every limb lists every division that runs in the day with its whole span
 * (the first began before sunrise, the last ends after the next sunrise), so a skipped (kṣaya) or
 * repeated (vṛddhi) tithi shows as it is. All instants are epoch milliseconds; the HTTP layer writes
 * them as local ISO 8601 times.
 *
 * Where the Sun does not rise on the date (polar night, midnight sun) the day runs from local midnight to
 * the next, and what needs sunrise or sunset (vāra's anchor, kālams, muhūrtas, choghaḍiyā, horā) is
 * null with the reason: never invented.
 */
import { DateTime } from 'luxon'
import type { Ephemeris, Place, SunriseDefinition, SunriseResult } from '../../astro/index.js'
import { sunriseOn } from '../../astro/index.js'
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { DASHA_ORDER, type DashaLord } from '../dasha.js'
import type { Planet } from '../grahas.js'
import { ayanaAt, lunarMonthAt, rituOf, samvatOf, tropicalSeasonAt } from './calendar.js'
import {
  abhijit,
  brahmaMuhurta,
  choghadiya,
  durmuhurtas,
  horas,
  kalams,
  type ChoghadiyaSpan,
  type HoraSpan,
  type NamedSpan,
  type Span,
} from './divisions.js'
import { groupedSpans, limbAngle, limbCrossing, limbSpans, type LimbSpan } from './limbs.js'
import {
  karanaName,
  tithiName,
  VARAS,
  YOGA_NAMES,
  type LunarMonthName,
  type Paksha,
  type Ritu,
} from './names.js'
import { nakshatraTimes } from './nakshatra-times.js'
import { solarMonthOf, type SolarMonth } from './solar-month.js'
import { specialYogas } from './special-yogas.js'

const DAY_MS = 86_400_000
const STANDARD_PRESSURE_HPA = 1013.25
const STANDARD_TEMPERATURE_C = 0

export interface LimbEntry {
  /** 1-based: tithi 1…30, nakṣatra and yoga 1…27, karaṇa 1…60 (half-tithis), sign 1…12. */
  number: number
  name: string
  startMs: number
  endMs: number
}
export interface TithiEntry extends LimbEntry {
  paksha: Paksha
}
export interface NakshatraEntry extends LimbEntry {
  lord: DashaLord
  padas: { pada: number; startMs: number; endMs: number }[]
}

/**
 * Why a part of the day is absent. Moonrise and moonset: the ordinary day a month without one, when the Moon
 * rose (set) before the day began and rises (sets) next after it ends, is told apart from the Moon
 * staying above or below the horizon the whole day (high latitudes). The regional solar calendars whose
 * rule needs the sunrise and sunset of the saṅkrānti's day are absent where the place has neither.
 */
export const ABSENT_REASONS = [
  'no_sunrise_this_day',
  'no_sunset_this_day',
  'no_next_sunrise',
  'no_previous_sunset',
  'rose_before_day_start_rises_after_day_end',
  'set_before_day_start_sets_after_day_end',
  'moon_above_horizon_all_day',
  'moon_below_horizon_all_day',
  'not_observed_on_wednesday',
  'no_sunrise_or_sunset_on_sankranti_day',
] as const
export type AbsentReason = (typeof ABSENT_REASONS)[number]

export interface PanchangaDay {
  timezone: string
  place: Place
  definition: SunriseDefinition
  /** The span the lists cover: sunrise to next sunrise, or the civil date where there is no sunrise. */
  day: { startMs: number; endMs: number; basis: 'sunrise' | 'civil_date' }
  sun: SunriseResult
  moonrise: number | null
  moonset: number | null
  vara: { index: number; name: string; sanskrit: string; lord: Planet }
  tithi: TithiEntry[]
  nakshatra: NakshatraEntry[]
  yoga: LimbEntry[]
  karana: LimbEntry[]
  moonSign: LimbEntry[]
  rahuKalam: Span | null
  yamaganda: Span | null
  gulikaKalam: Span | null
  abhijit: Span | null
  brahmaMuhurta: Span | null
  godhuli: Span | null
  durmuhurta: Span[] | null
  varjyam: Span[]
  amritKalam: Span[]
  /** Every Viṣṭi karaṇa that touches the day, whole. */
  bhadra: Span[]
  /** Every Pañcaka that touches the day, whole: Moon into Aquarius to Moon out of Pisces. */
  panchaka: Span[]
  specialYogas: NamedSpan[]
  choghadiya: { day: ChoghadiyaSpan[] | null; night: ChoghadiyaSpan[] | null }
  hora: HoraSpan[] | null
  lunarMonth: { amanta: LunarMonthName; purnimanta: LunarMonthName; adhika: boolean; index: number }
  samvat: { vikram: number; shaka: number }
  /** By the lunar month at sunrise. */
  ritu: Ritu
  /** By the Sun's sidereal sign at sunrise: a saṅkrānti later in the day does not change it (see `sankranti`). */
  ayana: 'Uttarayana' | 'Dakshinayana'
  /** The Sun's entry into a sidereal sign inside the day, if one falls in it; `ayanaBegins` at Makara and Karka. */
  sankranti: { signIndex: number; atMs: number; ayanaBegins: 'Uttarayana' | 'Dakshinayana' | null } | null
  solarMonth: SolarMonth
  /** The same by the tropical Sun (Drik Panchang's "Drik Ritu" and "Drik Ayana"). */
  tropical: { ritu: Ritu; ayana: 'Uttarayana' | 'Dakshinayana' }
  /** For each null or missing part, why. */
  absent: Partial<Record<string, AbsentReason>>
}

/** Merge spans that touch (consecutive divisions of one kind) into one. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = []
  for (const s of spans) {
    const last = out[out.length - 1]
    if (last && Math.abs(last.endMs - s.startMs) < 1) last.endMs = s.endMs
    else out.push({ startMs: s.startMs, endMs: s.endMs })
  }
  return out
}

/**
 * The Pañcakas that overlap [startMs, endMs), each whole: from the Moon's entry into sidereal Aquarius
 * (Dhaniṣṭhā's 3rd pada, 300°) to its exit from Pisces (Revatī's end), even when only one of the two
 * signs runs in the day. `moonSigns` are the day's whole sign spans; a Pisces that opens them
 * reaches back to its Aquarius, an Aquarius that closes them forward to its Pisces.
 */
function panchakaSpans(eph: Ephemeris, moonSigns: readonly LimbSpan[]): Span[] {
  const spans: Span[] = moonSigns.filter((s) => s.index >= 10).map((s) => ({ ...s }))
  const first = moonSigns[0]
  const last = moonSigns[moonSigns.length - 1]
  if (first?.index === 11) {
    const rate = limbAngle(eph, 'moonSign', first.startMs).rate
    const entry = limbCrossing(eph, 'moonSign', 300, first.startMs - (30 / rate) * DAY_MS)
    spans.unshift({ startMs: entry, endMs: first.startMs })
  }
  if (last?.index === 10) {
    const rate = limbAngle(eph, 'moonSign', last.endMs).rate
    spans.push({
      startMs: last.endMs,
      endMs: limbCrossing(eph, 'moonSign', 0, last.endMs + (30 / rate) * DAY_MS),
    })
  }
  return merged(spans)
}

function entries(spans: LimbSpan[], name: (index: number) => string): LimbEntry[] {
  return spans.map((s) => ({ number: s.index + 1, name: name(s.index), startMs: s.startMs, endMs: s.endMs }))
}

/**
 * Godhūli, "cow-dust" time at dusk: the first ghaṭī of the night, from sunset for one thirtieth of the
 * night. Drik Panchang's printed days since 2023 fit it to the minute (it publishes no formula; its
 * pages of 2020–2022 followed another rule); older texts give other spans (Muhurta Ganapati: twelve
 * minutes either side of sunset). docs/panchanga.md.
 */
function godhuli(sunset: number, nextSunrise: number): Span {
  return { startMs: sunset, endMs: sunset + (nextSunrise - sunset) / 30 }
}

export function panchangaDay(
  eph: Ephemeris,
  date: { year: number; month: number; day: number },
  zone: string,
  place: Place,
  definition: SunriseDefinition,
): PanchangaDay {
  const sun = sunriseOn(eph, date, zone, place, definition)
  const absent: PanchangaDay['absent'] = {}
  const civilStart = DateTime.fromObject({ year: date.year, month: date.month, day: date.day }, { zone })
  const sunrise = sun.sunrise?.epochMs ?? null
  const sunset = sun.sunset && sunrise !== null && sun.sunset.epochMs > sunrise ? sun.sunset.epochMs : null
  const nextSunrise = sun.nextSunrise?.epochMs ?? null

  const startMs = sunrise ?? civilStart.toMillis()
  const endMs =
    sunrise !== null && nextSunrise !== null
      ? nextSunrise
      : civilStart.plus({ days: 1 }).startOf('day').toMillis()
  const basis = sunrise !== null ? 'sunrise' : 'civil_date'
  if (sunrise === null) absent.sunrise = 'no_sunrise_this_day'
  if (sunset === null) absent.sunset = 'no_sunset_this_day'
  if (nextSunrise === null) absent.nextSunrise = 'no_next_sunrise'

  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
  const v = VARAS[weekday]!

  const karanaSpans = limbSpans(eph, 'karana', startMs, endMs)
  const tithi = groupedSpans(eph, 'tithi', karanaSpans, 2).map((s) => ({
    number: s.index + 1,
    ...tithiName(s.index + 1),
    startMs: s.startMs,
    endMs: s.endMs,
  }))
  const padas = limbSpans(eph, 'pada', startMs, endMs)
  const nakshatraSpans = groupedSpans(eph, 'nakshatra', padas, 4)
  const nakshatra: NakshatraEntry[] = nakshatraSpans.map((s) => ({
    number: s.index + 1,
    name: NAKSHATRAS[s.index]!,
    lord: DASHA_ORDER[s.index % 9]!,
    startMs: s.startMs,
    endMs: s.endMs,
    padas: padas
      .filter((p) => Math.floor(p.index / 4) === s.index)
      .map((p) => ({ pada: (p.index % 4) + 1, startMs: p.startMs, endMs: p.endMs })),
  }))
  const moonSignSpans = limbSpans(eph, 'moonSign', startMs, endMs)

  const moon = moonEvents(eph, startMs, endMs, place, definition)
  if (moon.riseAbsent) absent.moonrise = moon.riseAbsent
  if (moon.setAbsent) absent.moonset = moon.setAbsent

  // Parts of the daytime and the night.
  const k = sunrise !== null && sunset !== null ? kalams(sunrise, sunset, weekday) : null
  const nightKnown = sunset !== null && nextSunrise !== null
  let previousSunset: number | null = null
  if (sunrise !== null) {
    const jd = eph.sunEvent(
      eph.instant(sunrise - DAY_MS).jdUt,
      'set',
      place,
      definition === 'hindu' ? 'centre-no-refraction' : 'upper-limb',
      STANDARD_PRESSURE_HPA,
      STANDARD_TEMPERATURE_C,
    )
    const ms = jd === undefined ? null : eph.instantFromJdUt(jd).epochMs
    previousSunset = ms !== null && ms < sunrise ? ms : null
    if (previousSunset === null) absent.brahmaMuhurta = 'no_previous_sunset'
  }
  const dayParts = sunrise !== null && sunset !== null
  let abhijitSpan: Span | null = null
  if (dayParts) {
    if (weekday === 3) absent.abhijit = 'not_observed_on_wednesday'
    else abhijitSpan = abhijit(sunrise, sunset)
  }

  const lunar = lunarMonthAt(eph, startMs)
  const civilAtStart = DateTime.fromMillis(startMs, { zone })
  const solar = solarMonthOf(eph, date, startMs, endMs, zone, place, definition)
  for (const calendar of ['tamil', 'malayalam'] as const) {
    if (solar.solarMonth[calendar] === null)
      absent[`solarMonth.${calendar}`] = 'no_sunrise_or_sunset_on_sankranti_day'
  }

  return {
    timezone: zone,
    place,
    definition,
    day: { startMs, endMs, basis },
    sun,
    moonrise: moon.rise,
    moonset: moon.set,
    vara: { index: weekday, name: v.name, sanskrit: v.sanskrit, lord: v.lord },
    tithi,
    nakshatra,
    yoga: entries(limbSpans(eph, 'yoga', startMs, endMs), (i) => YOGA_NAMES[i]!),
    karana: entries(karanaSpans, karanaName),
    moonSign: entries(moonSignSpans, (i) => SIGNS[i]!),
    rahuKalam: k?.rahuKalam ?? null,
    yamaganda: k?.yamaganda ?? null,
    gulikaKalam: k?.gulikaKalam ?? null,
    abhijit: abhijitSpan,
    brahmaMuhurta:
      sunrise !== null && previousSunset !== null ? brahmaMuhurta(previousSunset, sunrise) : null,
    godhuli: nightKnown ? godhuli(sunset, nextSunrise) : null,
    durmuhurta: dayParts ? durmuhurtas(sunrise, sunset, nextSunrise, weekday) : null,
    ...nakshatraTimes(nakshatraSpans, startMs, endMs),
    bhadra: merged(karanaSpans.filter((s) => karanaName(s.index) === 'Vishti')),
    panchaka: panchakaSpans(eph, moonSignSpans),
    specialYogas: specialYogas({ weekday, startMs, endMs, tithi, nakshatra: nakshatraSpans, eph }),
    choghadiya: {
      day: dayParts ? choghadiya(sunrise, sunset, weekday, false) : null,
      night: nightKnown ? choghadiya(sunset, nextSunrise, weekday, true) : null,
    },
    hora: dayParts && nextSunrise !== null ? horas(sunrise, sunset, nextSunrise, weekday) : null,
    lunarMonth: {
      amanta: lunar.amanta,
      purnimanta: lunar.purnimanta,
      adhika: lunar.adhika,
      index: lunar.index,
    },
    samvat: samvatOf(lunar.index, civilAtStart.year, civilAtStart.month),
    ritu: rituOf(lunar.index),
    ayana: ayanaAt(eph, startMs),
    sankranti:
      solar.sankranti === null
        ? null
        : { ...solar.sankranti, ayanaBegins: AYANA_BEGINS[solar.sankranti.signIndex] ?? null },
    solarMonth: solar.solarMonth,
    tropical: tropicalSeasonAt(eph, startMs),
    absent,
  }
}

/** The ayana a saṅkrānti begins: Uttarayana at Makara (Capricorn), Dakshinayana at Karka (Cancer). */
const AYANA_BEGINS: Partial<Record<number, 'Uttarayana' | 'Dakshinayana'>> = {
  9: 'Uttarayana',
  3: 'Dakshinayana',
}

/**
 * Geocentric altitude of the Moon's centre at which it rises or sets, near enough to tell a Moon that
 * stays up all day from one that stays down (minutes of arc do not matter there): its horizontal parallax
 * (about 57′) lifts the geocentric Moon above the topocentric one; `standard` puts the upper limb 34′
 * (refraction) below the horizon, a semidiameter (about 15′) above the centre.
 */
const MOON_EVENT_GEOCENTRIC_ALTITUDE_DEG: Record<SunriseDefinition, number> = {
  standard: (57 - 34 - 15) / 60,
  hindu: 57 / 60,
}

/** Geocentric true altitude of the Moon's centre (degrees) at `ms`, from its right ascension and declination. */
function moonAltitudeDeg(eph: Ephemeris, ms: number, place: Place): number {
  const t = eph.instant(ms)
  const eq = eph.position('Moon', t.jdTt, { equatorial: true })
  const rad = Math.PI / 180
  const hourAngle = (eph.siderealTimeDeg(t.jdUt) + place.lonDeg - eq.lon) * rad
  const lat = place.latDeg * rad
  const dec = eq.lat * rad
  return Math.asin(Math.sin(lat) * Math.sin(dec) + Math.cos(lat) * Math.cos(dec) * Math.cos(hourAngle)) / rad
}

/**
 * The first moonrise and the first moonset in [from, to), null where there is none, with the reason: on
 * the ordinary day a month without a moonrise the Moon rose before the day began and next rises after it
 * ends (it sets inside the day); where it neither rises nor sets in the day it stays above or below the
 * horizon throughout (high latitudes; Swiss Ephemeris then finds no event at all).
 */
function moonEvents(
  eph: Ephemeris,
  from: number,
  to: number,
  place: Place,
  definition: SunriseDefinition,
): { rise: number | null; set: number | null; riseAbsent?: AbsentReason; setAbsent?: AbsentReason } {
  const disc = definition === 'hindu' ? 'centre-no-refraction' : 'upper-limb'
  const jd0 = eph.instant(from).jdUt
  const find = (event: 'rise' | 'set'): number | null => {
    const jd = eph.moonEvent(jd0, event, place, disc, STANDARD_PRESSURE_HPA, STANDARD_TEMPERATURE_C)
    if (jd === undefined) return null
    const ms = eph.instantFromJdUt(jd).epochMs
    return ms < to ? ms : null
  }
  const rise = find('rise')
  const set = find('set')
  if (rise !== null && set !== null) return { rise, set }
  if (rise === null && set === null) {
    const up = moonAltitudeDeg(eph, (from + to) / 2, place) > MOON_EVENT_GEOCENTRIC_ALTITUDE_DEG[definition]
    const reason = up ? 'moon_above_horizon_all_day' : 'moon_below_horizon_all_day'
    return { rise, set, riseAbsent: reason, setAbsent: reason }
  }
  return rise === null
    ? { rise, set, riseAbsent: 'rose_before_day_start_rises_after_day_end' }
    : { rise, set, setAbsent: 'set_before_day_start_sets_after_day_end' }
}
