/**
 * The pañcāṅga of one Vedic day at a place: sunrise on the local date to the next sunrise, in the
 * place's own zone (issue 12). Every limb lists every division that runs in the day with its whole span
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
  type NamedSpan,
  type Span,
} from './divisions.js'
import { groupedSpans, limbSpans, type LimbSpan } from './limbs.js'
import { karanaName, tithiName, VARAS, YOGA_NAMES, type Paksha } from './names.js'
import { nakshatraTimes } from './nakshatra-times.js'
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

/** Why a part of the day is absent. */
export type AbsentReason =
  | 'no_sunrise_this_day'
  | 'no_sunset_this_day'
  | 'no_next_sunrise'
  | 'no_previous_sunset'
  | 'no_moonrise_this_day'
  | 'no_moonset_this_day'
  | 'not_observed_on_wednesday'

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
  bhadra: Span[]
  panchaka: Span[]
  specialYogas: NamedSpan[]
  choghadiya: { day: ChoghadiyaSpan[] | null; night: ChoghadiyaSpan[] | null }
  hora: NamedSpan[] | null
  lunarMonth: { amanta: string; purnimanta: string; adhika: boolean; index: number }
  samvat: { vikram: number; shaka: number }
  ritu: string
  ayana: 'Uttarayana' | 'Dakshinayana'
  /** The same by the tropical Sun (Drik Panchang's "Drik Ritu" and "Drik Ayana"). */
  tropical: { ritu: string; ayana: 'Uttarayana' | 'Dakshinayana' }
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

function entries(spans: LimbSpan[], name: (index: number) => string): LimbEntry[] {
  return spans.map((s) => ({ number: s.index + 1, name: name(s.index), startMs: s.startMs, endMs: s.endMs }))
}

/**
 * Godhūli, "cow-dust" time at dusk: the first ghaṭī of the night, from sunset for one thirtieth of the
 * night. Drik Panchang's printed days since 2023 fit it to the minute (it publishes no formula; its
 * pages of 2020–2022 followed another rule); older texts give other spans (Muhurta Ganapati: twelve
 * minutes either side of sunset). docs/panchanga.md.
 */
export function godhuli(sunset: number, nextSunrise: number): Span {
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
  if (moon.rise === null) absent.moonrise = 'no_moonrise_this_day'
  if (moon.set === null) absent.moonset = 'no_moonset_this_day'

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
    panchaka: merged(moonSignSpans.filter((s) => s.index >= 10)),
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
    tropical: tropicalSeasonAt(eph, startMs),
    absent,
  }
}

/** The first moonrise and the first moonset in [from, to), null where the Moon does neither. */
function moonEvents(
  eph: Ephemeris,
  from: number,
  to: number,
  place: Place,
  definition: SunriseDefinition,
): { rise: number | null; set: number | null } {
  const disc = definition === 'hindu' ? 'centre-no-refraction' : 'upper-limb'
  const jd0 = eph.instant(from).jdUt
  const find = (event: 'rise' | 'set'): number | null => {
    const jd = eph.moonEvent(jd0, event, place, disc, STANDARD_PRESSURE_HPA, STANDARD_TEMPERATURE_C)
    if (jd === undefined) return null
    const ms = eph.instantFromJdUt(jd).epochMs
    return ms < to ? ms : null
  }
  return { rise: find('rise'), set: find('set') }
}
