import { DateTime } from 'luxon'
import { SIGNS, zoneHistory } from '../astro/index.js'
import { birthSummary, DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { computationId } from '../jyotisha/computation-id.js'
import { offsetRenderer } from '../jyotisha/dasha-calendar.js'
import { computeTransits, MAX_TRANSIT_SPAN_YEARS, type SignStay } from '../jyotisha/transits/index.js'
import { text, textLanguage } from '../readings/text.js'
import { ApiError } from '../schemas/errors.js'
import { TransitsContentProps, TransitsRequest, transitsExample } from '../schemas/transits.js'
import { covered, instantIn } from './instants.js'
import { defineOperation } from './define.js'
import { asApiError, CALCULATION_ERRORS } from './errors.js'
import { canonicalBirth } from './inputs.js'

const TIME_UNKNOWN = text(
  'The birth time is unknown: houses are counted from the natal Moon only, and the aṣṭakavarga bindus, ' +
    'which need the ascendant, are left out.',
  'जन्म का समय ज्ञात नहीं है: इसलिए भाव केवल जन्म के चंद्रमा से गिने गए हैं, और अष्टकवर्ग के बिंदु, जिनके ' +
    'लिए लग्न चाहिए, छोड़ दिए गए हैं।',
)

/** A `date`/`until` value as an instant: a date alone is the start of that day in the birth zone. */
function instantOf(field: 'date' | 'until', text: string, timezone: string): number {
  const ms = instantIn(text, timezone)
  if (!covered(ms)) {
    throw new ApiError('datetime_out_of_range', {
      en: `\`${field}\` is outside the ephemeris coverage 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z (UTC)`,
      hi: `\`${field}\`: एफ़ेमेरिस की अवधि 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z (UTC) से बाहर है।`,
    })
  }
  return ms
}

/** The transits: the operation (operations/define.ts). */
export const transitsOperation = defineOperation({
  id: 'transits',
  path: '/v1/transits',
  scope: 'transits',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'transits',
  request: TransitsRequest,
  response: TransitsContentProps,
  errors: [
    ...CALCULATION_ERRORS,
    'invalid_datetime',
    'datetime_out_of_range',
    'invalid_range',
    'chart_integrity_failed',
  ],
  example: transitsExample,
  texts: ['hi'],
  document: {
    operationId: 'getTransits',
    tag: 'Calculation',
    summary: 'Transits (gochara) over a birth chart, Sade Sati and the sign ingresses over a span',
    description:
      'The nine grahas at `date` with their houses from the natal Moon and ascendant, the favourable ' +
      'houses and vedha of Phaladeepika, and the bindus of the natal aṣṭakavarga in the sign transited; ' +
      'Sade Sati now or next, as Saturn’s dated stays; the houses Jupiter and Saturn both influence; and ' +
      `with \`until\` (at most ${MAX_TRANSIT_SPAN_YEARS} years on) every sign ingress, found to the second. ` +
      'Times are in the birth zone. An addition to the spec. 1 credit.',
    answer: 'The transits.',
  },
  run(b, { eph, computationKey, nowMs, language }) {
    const tz = b.birthData.timezone
    const dateMs = b.date === undefined ? nowMs : instantOf('date', b.date, tz)
    let untilMs: number | null = null
    if (b.until !== undefined) {
      untilMs = instantOf('until', b.until, tz)
      if (untilMs < dateMs)
        throw new ApiError('invalid_range', {
          en: '`until` must not be earlier than `date`',
          hi: '`until`: `date` से पहले का नहीं होना चाहिए।',
        })
      const limit = DateTime.fromMillis(dateMs, { zone: 'utc' }).plus({ years: MAX_TRANSIT_SPAN_YEARS })
      if (untilMs > limit.toMillis()) {
        throw new ApiError('invalid_range', {
          en: `\`until\` must be at most ${MAX_TRANSIT_SPAN_YEARS} years after \`date\`: ask for the ingresses in parts`,
          hi: `\`until\`: \`date\` के अधिक से अधिक ${MAX_TRANSIT_SPAN_YEARS} वर्ष बाद तक होना चाहिए: राशि-प्रवेश कई भागों में माँगें।`,
        })
      }
    }
    const settings = { ...DEFAULT_SETTINGS, nodeType: b.settings?.nodeType ?? DEFAULT_SETTINGS.nodeType }
    const inputs = {
      birthData: canonicalBirth(b.birthData),
      nodeType: settings.nodeType,
      dateMs,
      untilMs,
    }
    try {
      const r = computeTransits(eph, b.birthData, settings, dateMs, untilMs)
      const render = offsetRenderer(zoneHistory(tz), (b.birthData.longitude / 15) * 60)
      const at = (jdTt: number) => render(eph.instantFromJdTt(jdTt).epochMs)
      const stay = (s: SignStay) => ({
        sign: SIGNS[s.signIndex]!,
        start: at(s.startJdTt),
        end: at(s.endJdTt),
      })
      const timeKnown = r.lagnaSign !== null
      const lang = textLanguage(language ?? 'en')
      return {
        computationId: computationId(computationKey, 'transits', inputs),
        birth: birthSummary(r.core.internal.resolved, lang),
        conventions: {
          ayanamsa: 'lahiri' as const,
          ayanamsaDegrees: Math.round(eph.ayanamsa('lahiri', eph.instant(dateMs).jdTt, false) * 1e6) / 1e6,
          nodeType: settings.nodeType,
          houseSystem: 'whole_sign' as const,
        },
        date: render(dateMs),
        until: untilMs === null ? null : render(untilMs),
        natal: {
          moonSign: SIGNS[r.moonSign]!,
          ascendantSign: r.lagnaSign === null ? null : SIGNS[r.lagnaSign]!,
          timeKnown,
        },
        transits: r.places.map((p) => ({
          planet: p.planet,
          sign: SIGNS[p.signIndex]!,
          longitude: Math.round(p.longitude * 1e6) / 1e6,
          retrograde: p.retrograde,
          houseFromMoon: p.houseFromMoon,
          houseFromAscendant: p.houseFromAscendant,
          favourable: p.favourable,
          vedha: p.vedha,
          bindus: p.bindus,
        })),
        sadeSati: {
          active: r.sadeSati.active,
          phase: r.sadeSati.phase,
          spans: r.sadeSati.spans.map((s) => ({
            phase: s.phase,
            ...stay(s.stay),
          })),
        },
        ashtamaShani: { active: r.ashtamaShani.active, spans: r.ashtamaShani.stays.map(stay) },
        kantakaShani: {
          active: r.kantakaShani.active,
          house: r.kantakaShani.house,
          spans: r.kantakaShani.stays.map(stay),
        },
        doubleTransit: r.doubleTransit,
        ingresses: r.ingresses.map((i) => ({
          planet: i.planet,
          sign: SIGNS[i.signIndex]!,
          at: at(i.jdTt),
          retrograde: i.retrograde,
        })),
        note: timeKnown ? null : TIME_UNKNOWN[lang],
      }
    } catch (err) {
      throw asApiError(err, 'chart_integrity_failed')
    }
  },
})
