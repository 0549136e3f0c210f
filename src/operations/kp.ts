import { formatUtc, type Instant, type Place } from '../astro/index.js'
import { resolveBirth, type ResolvedBirth } from '../jyotisha/birth.js'
import { horarySub, kpChart, kpPoint, type KpChart } from '../jyotisha/kp/index.js'
import { textLanguage, type TextLanguage } from '../readings/text.js'
import { KpContentProps, KpRequest, kpExample } from '../schemas/kp.js'
import { ApiError } from '../schemas/errors.js'
import { defineOperation, type Content } from './define.js'
import { birthDataError, CALCULATION_ERRORS } from './errors.js'
import { validatedInstantMs } from './instants.js'

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

/** A point's numbers to the micro-degree (its lords are those of the unrounded value). */
function rounded<P extends { longitude: number; degree: number }>(p: P): P {
  return { ...p, longitude: round6(p.longitude), degree: round6(p.degree) }
}

function birthSummary(r: ResolvedBirth, language: TextLanguage) {
  return {
    utc: formatUtc(Math.round(r.epochMs / 1000) * 1000),
    utcOffset: r.utcOffset,
    zoneAbbreviation: r.zoneAbbreviation,
    resolution: r.resolution,
    timeKnown: r.timeKnown,
    note: r.note[language],
  }
}

/** The content shared by the natal and the horary chart. */
function present(t: Instant, place: Place, chart: KpChart, rulingPlace: Place, zone: string) {
  const r = chart.rulingPlanets
  return {
    datetime: formatUtc(t.epochMs),
    latitude: place.latDeg,
    longitude: place.lonDeg,
    planets: chart.planets.map((p) => ({ ...rounded(p), speed: round6(p.speed) })),
    cusps: chart.cusps.map(rounded),
    significators: chart.significators,
    rulingPlanets: {
      datetime: formatUtc(r.epochMs),
      latitude: rulingPlace.latDeg,
      longitude: rulingPlace.lonDeg,
      timezone: zone,
      ascendant: { ...r.ascendant, longitude: round6(r.ascendant.longitude) },
      moon: { ...r.moon, longitude: round6(r.moon.longitude) },
      weekday: r.weekday,
      dayLord: r.dayLord,
      dayBasis: r.dayBasis,
      slots: r.slots,
      planets: r.planets,
      nodeAgents: r.nodeAgents,
    },
  }
}

/** The KP chart: the operation (operations/define.ts). */
export const kpOperation = defineOperation({
  id: 'kp',
  path: '/v1/kp',
  scope: 'chart',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'core_chart',
  request: KpRequest,
  response: KpContentProps,
  errors: [
    ...CALCULATION_ERRORS,
    'invalid_datetime',
    'datetime_out_of_range',
    'houses_undefined_at_latitude',
  ],
  example: kpExample,
  texts: ['hi'],
  document: {
    operationId: 'getKp',
    tag: 'Calculation',
    summary: 'Krishnamurti Paddhati: sub lords, significators, ruling planets, horary charts',
    description:
      'The KP chart of a birth (`birthData`, with its time) or of a horary number 1–249 (`horary`): the nine ' +
      'grahas and the twelve Placidus cusps in the KP new ayanamsa, each with its sign, star, sub and ' +
      'sub-sub lord (the 249 divisions of KP) and the house each graha occupies; the significators of each ' +
      'house in KP’s four levels and the houses each graha signifies; the ruling planets at `rulingAt` ' +
      '(default: the birth, or the question). Within the polar circles, where Placidus has no cusps, 422 ' +
      '`houses_undefined_at_latitude`. Conventions and sources: docs/kp.md. 1 credit.',
    answer: 'The KP chart.',
  },
  run(b, { eph, language }): Content<typeof KpContentProps> {
    if (b.birthData !== undefined && b.horary !== undefined) {
      throw new ApiError('invalid_field', {
        en: '`horary` cannot be sent with `birthData`: send `birthData` for a birth chart or `horary` for a question',
        hi: '`horary`: `birthData` के साथ नहीं भेजा जा सकता: जन्म कुंडली के लिए `birthData` भेजें, या प्रश्न के लिए `horary`।',
      })
    }
    const nodeType = b.nodeType ?? 'mean'
    const rulingOf = (fallback: { instant: Instant; place: Place; zone: string }) =>
      b.rulingAt === undefined
        ? fallback
        : {
            instant: eph.instant(validatedInstantMs(b.rulingAt.datetime)),
            place: { latDeg: b.rulingAt.latitude, lonDeg: b.rulingAt.longitude },
            zone: b.rulingAt.timezone,
          }

    if (b.horary !== undefined) {
      const h = b.horary
      const instant = eph.instant(validatedInstantMs(h.datetime))
      const place = { latDeg: h.latitude, lonDeg: h.longitude }
      const ruling = rulingOf({ instant, place, zone: h.timezone })
      const chart = kpChart(eph, { instant, place, nodeType, horaryNumber: h.number, ruling })
      return {
        kind: 'horary',
        birth: null,
        horary: { number: h.number, ...rounded(kpPoint(horarySub(h.number).startArcsec / 3600)) },
        conventions: conventionsOf(chart, nodeType, 'start_of_sub'),
        ...present(instant, place, chart, ruling.place, ruling.zone),
      }
    }

    if (b.birthData === undefined) {
      throw new ApiError('missing_birthdata', {
        en: '`birthData` is required for a birth chart (or send `horary` for a question)',
        hi: '`birthData`: जन्म कुंडली के लिए आवश्यक है (या प्रश्न के लिए `horary` भेजें)।',
      })
    }
    if (b.birthData.time === undefined) {
      throw new ApiError('missing_required_field', {
        en: '`birthData.time` is required: KP needs the birth time (the ascendant crosses a sub in a few minutes)',
        hi: '`birthData.time`: आवश्यक है, क्योंकि केपी पद्धति को जन्म समय चाहिए (लग्न कुछ ही मिनटों में एक उप-स्वामी का भाग पार कर जाता है)।',
      })
    }
    let resolved: ResolvedBirth
    try {
      resolved = resolveBirth(b.birthData)
    } catch (err) {
      throw birthDataError(err)
    }
    const instant = eph.instant(resolved.epochMs)
    const place = { latDeg: b.birthData.latitude, lonDeg: b.birthData.longitude }
    const ruling = rulingOf({ instant, place, zone: b.birthData.timezone })
    const chart = kpChart(eph, { instant, place, nodeType, ruling })
    return {
      kind: 'natal',
      birth: birthSummary(resolved, textLanguage(language ?? 'en')),
      horary: null,
      conventions: conventionsOf(chart, nodeType, null),
      ...present(instant, place, chart, ruling.place, ruling.zone),
    }
  },
})

function conventionsOf(chart: KpChart, nodeType: 'mean' | 'true', horaryAscendant: 'start_of_sub' | null) {
  return {
    ayanamsa: 'kp_new' as const,
    ayanamsaDegrees: round6(chart.ayanamsaDeg),
    houseSystem: 'placidus' as const,
    nodeType,
    horaryAscendant,
  }
}
