import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { formatLocal, parseCalendarDate } from '../../../astro/index.js'
import { BirthDataError } from '../../../jyotisha/birth.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../../../jyotisha/chart.js'
import { VARAS } from '../../../jyotisha/panchanga/index.js'
import { chooseEvent, MUHURTA_EVENTS } from '../../../readings/muhurta/catalogue.js'
import { REFUSAL_DESCRIPTIONS, scanMuhurta, type MuhurtaResult } from '../../../readings/muhurta/scan.js'
import { ApiError } from '../../errors.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../schemas/common.js'
import {
  MuhurtaContentProps,
  MuhurtaEventsResponse,
  muhurtaExample,
  MuhurtaRequest,
  type MuhurtaRequest as Body,
} from '../../schemas/muhurta.js'
import { defineTask } from '../../task.js'
import { CALCULATION_ERRORS, settledOperation } from '../calculation/common.js'

const CONVENTIONS = {
  place:
    'Every day is judged at the event’s place, in its zone: its sunrise, its pañcāṅga. The birth chart gives only the person’s own factors (tārābala, candrabala, the natal ascendant, the running daśā).',
  time: 'Each day is judged at local sunrise (the upper limb with 36.6′ refraction), or at `timeOfDay`. A time before sunrise belongs to the Vedic day that began at the sunrise before, with that day’s weekday. A `timeOfDay` that a clock change skips is read as the first valid time after it.',
  ayanamsa: 'Sidereal longitudes use the Lahiri ayanamsa (true).',
  refusals:
    'A day is refused by any one of: the event’s seasonal exclusions (see `excluded` and the catalogue), a nakṣatra, tithi, weekday or lunar month the event’s rules refuse, Viṣṭi karaṇa (Bhadrā), Vyatīpāta or Vaidhṛti yoga, Candrāṣṭama, and Vipat, Pratyak or Naidhana tārā in the first round from the birth star.',
  tarabala:
    'Tārābala counts the day’s nakṣatra from the birth star (1–27) in rounds of nine; Vipat, Pratyak and Naidhana refuse a day in the first round, are a caution in the second and are not counted in the third. The birth star itself and its 10th and 19th (anujanma, trijanma) are cautions. Tārābala weighs more in the dark fortnight, candrabala in the bright one.',
  chandrabala:
    'Candrabala counts the Moon’s sign from the natal Moon’s: 1, 3, 6, 7, 10 and 11 support; 2, 5 and 9 support in the bright fortnight; the 8th (Candrāṣṭama) refuses the day.',
  combustion:
    'A planet is combust within its orb of the Sun (jyotisha.md §1.5: Jupiter 11°, Venus 10° or 8° retrograde, Mercury 14° or 12°). Almanacs that date Guru and Śukra asta by the planet’s visibility, or add days of “childhood” and “old age” around it, refuse a few days more.',
  eclipse:
    'An eclipse counts when it is seen from the event’s place (solar eclipses, and lunar eclipses in their umbral phase; penumbral ones are not counted), and refuses the three days before and after it as well as its own. Texts differ on the span: some refuse only the day and the next.',
  seasons:
    'Kharmās: the Sun in sidereal Sagittarius or Pisces. Cāturmāsa: Ashadha Śukla Ekadashi to Kartika Śukla Ekadashi. Pitṛ pakṣa: the dark fortnight of amānta Bhadrapada (pūrṇimānta Ashvina). Holāṣṭaka: Phalguna Śukla Ashtami to Purnima. Months are amānta.',
  quality:
    '`excellent` when the event’s nakṣatra, tithi and weekday and the person’s tārābala and candrabala all favour the day with no caution; `good` with the nakṣatra, the tithi or weekday, and tārābala or candrabala; `acceptable` with some support and no refusal. Days are ranked by quality, then by how much supports them, then by date.',
  spans:
    'Spans are the times inside the Vedic day whose rising sign (sidereal lagna) suits the event, clear of Rāhu kālam, Yamagaṇḍa, Gulika, durmuhūrta, Varjyam and Bhadrā, while the nakṣatra and tithi are not ones the event refuses; ten minutes or longer. A day with no such span is lowered one grade.',
  runningPeriod:
    'The running daśā is a modern consideration, not one of the classical muhurta rules: it is shown, labelled, and not used in the ranking.',
  notChecked:
    'Not judged here: the houses of the event’s own chart that should be free of malefics (listed per event in the catalogue), guna matching for a marriage, and the directions of travel (diśā śūla).',
}

function present(r: MuhurtaResult, zone: string) {
  const t = (ms: number) => formatLocal(ms, zone)
  return {
    range: { days: r.days, evaluable: r.evaluable, notOffered: r.notOffered },
    windows: r.windows.map((w) => ({
      rank: w.rank,
      date: w.date,
      evaluatedAt: t(w.evaluatedMs),
      quality: w.quality,
      reasons: w.reasons,
      cautions: w.cautions,
      panchanga: {
        vara: VARAS[w.weekday]!.name,
        tithi: { name: w.limbs.tithi.name, number: w.limbs.tithi.number, paksha: w.limbs.tithi.paksha },
        nakshatra: { name: w.limbs.nakshatra.name, pada: w.limbs.nakshatra.pada },
        yoga: w.limbs.yoga.name,
        karana: w.limbs.karana.name,
        moonSign: w.limbs.moonSign.name,
        lunarMonth: w.month,
      },
      tarabala: w.tarabala,
      chandrabala: w.chandrabala,
      spans: w.spans.map((s) => ({ start: t(s.startMs), end: t(s.endMs), lagna: s.lagna })),
      runningPeriod: w.runningPeriod,
    })),
    nearMisses: r.nearMisses.map((n) => ({
      date: n.date,
      evaluatedAt: t(n.evaluatedMs),
      wouldBe: n.wouldBe,
      refusedFor: n.refusedFor,
    })),
    excluded: r.excluded.map((e) => ({ exclusion: e.key, description: e.description, days: e.days })),
  }
}

/** The muhurta scan as a compute task (run in the pool; see task.ts). */
export const muhurtaTask = defineTask<Body>('muhurta', MuhurtaContentProps, (b, { eph }, nowMs) => {
  const first = parseCalendarDate(b.rangeStart)
  const last = parseCalendarDate(b.rangeEnd)
  if (!first.ok || !last.ok) throw new Error('the range reached the handler unvalidated')
  const choice = chooseEvent(b.eventId, b.freeText)
  let core
  try {
    core = computeCoreChart(eph, b.subject, DEFAULT_SETTINGS, true, nowMs)
  } catch (err) {
    if (err instanceof BirthDataError)
      throw new ApiError('invalid_birthdata', `\`subject.${err.field}\` ${err.message}`)
    throw err
  }
  const facts = core.internal.facts
  const [hour, minute] = b.timeOfDay === undefined ? [] : b.timeOfDay.split(':').map(Number)
  const zone = b.eventPlace.timezone
  const r = scanMuhurta(eph, {
    event: choice.event,
    place: { latDeg: b.eventPlace.latitude, lonDeg: b.eventPlace.longitude },
    zone,
    first,
    last,
    timeOfDay: hour === undefined ? null : { hour, minute: minute! },
    topN: b.topN ?? 5,
    subjectName: b.subjectName ?? null,
    natal: {
      moonLon: facts.grahas.Moon.longitude,
      lagnaSign: facts.timeKnown ? facts.lagnaSign : null,
      timeline: core.dasha?.timeline ?? null,
    },
  })
  if (r.evaluable === 0) {
    throw new ApiError(
      'no_days_evaluable',
      'no day of the range can be judged: the Sun does not rise at `eventPlace` on any of them; give `timeOfDay` to judge each day at a clock time',
    )
  }
  const p = present(r, zone)
  return {
    event: {
      id: choice.event.id,
      name: choice.event.name,
      chosenBy: choice.chosenBy,
      understood: choice.understood,
      books: choice.event.books,
    },
    eventPlace: b.eventPlace,
    range: { start: b.rangeStart, end: b.rangeEnd, ...p.range },
    windows: p.windows,
    nearMisses: p.nearMisses,
    excluded: p.excluded,
    conventions: {
      ...CONVENTIONS,
      event: choice.event.notes.join(' '),
    },
  }
})

export default (async (app, { handler }) => {
  app.post(
    '/v1/muhurta',
    {
      schema: {
        operationId: 'findMuhurta',
        tags: ['Interpretation'],
        summary: 'Rank the days of a range for an event, for one person, at the event’s place',
        description:
          'Each day from `rangeStart` to `rangeEnd` (at most 366) is judged at `eventPlace` at its sunrise (or ' +
          '`timeOfDay`): the pañcāṅga there and then against the event’s classical rules, the seasonal ' +
          'exclusions that apply to it, and the person’s own tārābala and candrabala. The best days come ranked ' +
          'with their reasons, cautions and the best spans inside them; good days refused for one reason are ' +
          'listed as near misses; `excluded` counts what each refusal removed. The event comes from `eventId` ' +
          '(the catalogue: `GET /v1/muhurta/events`) or from `freeText`. Symbolic guidance only. 10 credits.',
        headers: OperationHeaders,
        body: MuhurtaRequest,
        response: {
          200: okResponse('The ranked days.', MuhurtaContentProps),
          ...errorResponses([
            ...CALCULATION_ERRORS,
            'invalid_datetime',
            'invalid_range',
            'no_days_evaluable',
          ]),
        },
      },
      config: settledOperation('muhurta', 10, 'muhurta', muhurtaExample, muhurtaTask),
    },
    handler,
  )

  const catalogue = {
    events: MUHURTA_EVENTS.map((e) => ({ ...e, books: [...e.books] })),
    exclusions: Object.entries(REFUSAL_DESCRIPTIONS).map(([exclusion, description]) => ({
      exclusion,
      description,
    })),
  }
  app.get(
    '/v1/muhurta/events',
    {
      schema: {
        operationId: 'listMuhurtaEvents',
        tags: ['Interpretation'],
        summary: 'The muhurta event catalogue: every eventId with its classical rules (free, no key)',
        security: [],
        response: { 200: MuhurtaEventsResponse },
      },
    },
    async () => catalogue,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
