import { formatLocal, SIGNS } from '../astro/index.js'
import { SIGNS_SANSKRIT } from '../jyotisha/grahas.js'
import {
  PANCHANGA_CONVENTIONS,
  PANCHANGA_FIRST_DATE,
  panchangaDay,
  type LocalDate,
  type PanchangaDay,
  type RegionalSolarDate,
} from '../jyotisha/panchanga/index.js'
import type { Span } from '../jyotisha/panchanga/divisions.js'
import { inLanguage, textLanguage } from '../readings/text.js'
import { ApiError } from '../schemas/errors.js'
import { PanchangaContentProps, PanchangaRequest, panchangaExample } from '../schemas/panchanga.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'
import { validatedDate } from './instants.js'

const isoDate = (d: LocalDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

const regional = (r: RegionalSolarDate) => ({
  month: r.month,
  sign: SIGNS[r.signIndex]!,
  day: r.day,
  firstDay: isoDate(r.firstDay),
})

/** The day as the API writes it: every instant a local ISO 8601 time in the place's zone. */
export function presentPanchanga(d: PanchangaDay) {
  const t = (ms: number) => formatLocal(ms, d.timezone)
  const tn = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : t(ms))
  const span = (s: Span) => ({ start: t(s.startMs), end: t(s.endMs) })
  const spanOrNull = (s: Span | null) => (s === null ? null : span(s))
  const limb = <E extends { name: string; number: number; startMs: number; endMs: number }>(e: E) => ({
    name: e.name,
    number: e.number,
    start: t(e.startMs),
    end: t(e.endMs),
  })
  return {
    day: { start: t(d.day.startMs), end: t(d.day.endMs), basis: d.day.basis },
    sunrise: tn(d.sun.sunrise?.epochMs),
    sunset: tn(d.sun.sunset?.epochMs),
    nextSunrise: tn(d.sun.nextSunrise?.epochMs),
    moonrise: tn(d.moonrise),
    moonset: tn(d.moonset),
    vara: { name: d.vara.name, sanskrit: d.vara.sanskrit, lord: d.vara.lord },
    tithi: d.tithi.map((e) => ({ ...limb(e), paksha: e.paksha })),
    nakshatra: d.nakshatra.map((e) => ({
      ...limb(e),
      lord: e.lord,
      padas: e.padas.map((p) => ({ pada: p.pada, start: t(p.startMs), end: t(p.endMs) })),
    })),
    yoga: d.yoga.map(limb),
    karana: d.karana.map(limb),
    moonSign: d.moonSign.map(limb),
    rahuKalam: spanOrNull(d.rahuKalam),
    yamaganda: spanOrNull(d.yamaganda),
    gulikaKalam: spanOrNull(d.gulikaKalam),
    abhijit: spanOrNull(d.abhijit),
    brahmaMuhurta: spanOrNull(d.brahmaMuhurta),
    godhuli: spanOrNull(d.godhuli),
    durmuhurta: d.durmuhurta === null ? null : d.durmuhurta.map(span),
    varjyam: d.varjyam.map(span),
    amritKalam: d.amritKalam.map(span),
    bhadra: d.bhadra.map(span),
    panchaka: d.panchaka.map(span),
    specialYogas: d.specialYogas.map((y) => ({ name: y.name, ...span(y) })),
    choghadiya: {
      day: d.choghadiya.day?.map((c) => ({ name: c.name, nature: c.nature, ...span(c) })) ?? null,
      night: d.choghadiya.night?.map((c) => ({ name: c.name, nature: c.nature, ...span(c) })) ?? null,
    },
    hora: d.hora?.map((h) => ({ name: h.name, ...span(h) })) ?? null,
    lunarMonth: {
      amanta: d.lunarMonth.amanta,
      purnimanta: d.lunarMonth.purnimanta,
      adhika: d.lunarMonth.adhika,
    },
    samvat: d.samvat,
    ritu: d.ritu,
    ayana: d.ayana,
    rituTropical: d.tropical.ritu,
    ayanaTropical: d.tropical.ayana,
    sankranti:
      d.sankranti === null
        ? null
        : {
            sign: SIGNS[d.sankranti.signIndex]!,
            name: `${SIGNS_SANSKRIT[d.sankranti.signIndex]!} Sankranti`,
            at: t(d.sankranti.atMs),
            ayanaBegins: d.sankranti.ayanaBegins,
          },
    solarMonth: {
      sign: SIGNS[d.solarMonth.signIndex]!,
      tamil: d.solarMonth.tamil && regional(d.solarMonth.tamil),
      malayalam: d.solarMonth.malayalam && {
        ...regional(d.solarMonth.malayalam),
        kollamYear: d.solarMonth.malayalam.year!,
      },
      bengali: d.solarMonth.bengali && {
        ...regional(d.solarMonth.bengali),
        bengaliYear: d.solarMonth.bengali.year!,
      },
    },
    absent: d.absent as Record<string, string>,
  }
}

/** The pañcāṅga: the operation (operations/define.ts). */
export const panchangaOperation = defineOperation({
  id: 'panchanga',
  path: '/v1/panchanga',
  scope: 'panchanga',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'panchanga',
  request: PanchangaRequest,
  response: PanchangaContentProps,
  errors: [...EPHEMERIS_ERRORS, 'invalid_timezone', 'invalid_coordinates'],
  example: panchangaExample,
  texts: ['hi'],
  document: {
    operationId: 'getPanchanga',
    tag: 'Calculation',
    summary: 'The pañcāṅga of one Vedic day at a place',
    description:
      'From sunrise on `date` to the next sunrise at the place, in its zone: the five limbs (tithi, ' +
      'nakṣatra with its padas, yoga, karaṇa, vāra) and the Moon’s sign, each division with its start and ' +
      'end to the second; sunrise, sunset, moonrise and moonset; the lunar month, samvat, ṛtu and ayana; ' +
      'the saṅkrānti that falls in the day and the solar month in the Tamil, Malayalam and Bengali calendars; ' +
      'the kālams and muhūrtas, choghaḍiyā and horā; the special yogas, Bhadrā and Pañcaka. Where the Sun ' +
      'does not rise or set, what needs it is null and `absent` says why. `conventions` states every ' +
      'choice where traditions differ. 1 credit.',
    answer: 'The pañcāṅga.',
  },
  run(b, { eph, language }) {
    const date = validatedDate(b.date)
    if (b.date < PANCHANGA_FIRST_DATE) {
      throw new ApiError('datetime_out_of_range', {
        en: `\`date\` must be on or after ${PANCHANGA_FIRST_DATE} for the pañcāṅga: its lunar month reaches back to the new moon before, which the ephemeris must cover`,
        hi: `\`date\`: पंचांग के लिए ${PANCHANGA_FIRST_DATE} या उसके बाद की होनी चाहिए: उसका चांद्र मास पिछली अमावस्या तक पीछे जाता है, जो एफ़ेमेरिस की अवधि में होनी चाहिए।`,
      })
    }
    const definition = b.sunrise ?? 'standard'
    const d = panchangaDay(eph, date, b.timezone, { latDeg: b.latitude, lonDeg: b.longitude }, definition)
    return {
      date: b.date,
      timezone: b.timezone,
      latitude: b.latitude,
      longitude: b.longitude,
      ...presentPanchanga(d),
      conventions: inLanguage(PANCHANGA_CONVENTIONS[definition], textLanguage(language ?? 'en')),
    }
  },
})
