import { formatLocal, SIGNS, type Ephemeris } from '../astro/index.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import {
  chooseRegion,
  FESTIVALS,
  festivalsBetween,
  REGION_CONVENTIONS,
  VARAS,
  type RegionChoice,
  type RegionalSolarDate,
  type SolarMonth,
} from '../jyotisha/panchanga/index.js'
import { chooseEvent, MUHURTA_EVENTS } from '../readings/muhurta/catalogue.js'
import { natalOf, REFUSAL_DESCRIPTIONS, scanMuhurta, type MuhurtaResult } from '../readings/muhurta/scan.js'
import { EVENT_SUMMARIES_HI } from '../readings/muhurta/catalogue-hi.js'
import { HI_EVENTS, REFUSAL_DESCRIPTIONS_HI } from '../readings/muhurta/hindi.js'
import { fallbackOf, nameTable } from '../i18n/languages.js'
import { namesFinder, namesIn } from '../i18n/names.js'
import { CONVENTIONS_HI, EVENT_NOTES_HI } from '../readings/muhurta/conventions-hi.js'
import { FESTIVALS_HI } from '../readings/muhurta/festivals-hi.js'
import { inLanguage, text, textLanguage, type Text } from '../readings/text.js'
import { ApiError } from '../schemas/errors.js'
import {
  MuhurtaContentProps,
  MuhurtaEventsResponse,
  muhurtaExample,
  MuhurtaRequest,
  type MuhurtaRequest as Body,
} from '../schemas/muhurta.js'
import { defineFreeOperation, defineOperation } from './define.js'
import { birthDataError, CALCULATION_ERRORS } from './errors.js'
import { validatedDate } from './instants.js'

const CONVENTIONS = {
  place:
    'Every day is judged at the event’s place, in its zone: its sunrise, its pañcāṅga, its rising signs. The birth chart gives only the person’s own factors (tārābala, candrabala, the natal Moon and ascendant, the tithi and lunar month of birth, the running daśā).',
  time: 'Each Vedic day runs from local sunrise (the upper limb with 36.6′ refraction) to the next, and is judged through all of it: it is cut wherever anything judged changes (tithi, karaṇa, nakṣatra, yoga, the Moon’s and the Sun’s sign, the rising sign, a slow graha’s sign, nakṣatra or combustion, the kālams, durmuhūrtas and Varjyam, a gaṇḍānta, the sixteen ghaṭīs after a saṅkrānti), and each piece is judged on its own, so every reason and caution of a span holds from its start to its end. With `timeOfDay`, each day is judged at that local time only: a time before sunrise belongs to the Vedic day that began at the sunrise before, with that day’s weekday, and a time that a clock change skips is read as the first valid time after it.',
  ayanamsa: 'Sidereal longitudes use the Lahiri ayanamsa (true); the lunar nodes are mean.',
  refusals:
    'A time is refused by any one of: the event’s seasonal exclusions (see `excluded` and the catalogue), a nakṣatra, tithi, weekday or lunar month the event’s rules refuse, Viṣṭi karaṇa (Bhadrā), Vyatīpāta or Vaidhṛti yoga, gaṇḍānta, Candrāṣṭama, Vipat, Pratyak or Naidhana tārā in the first round from the birth star, an unclean rising sign (lagna śuddhi), the Moon in one nakṣatra with the Sun, Mars, Saturn, Rāhu or Ketu, and the faults of `marriage` and `couple` for a wedding or a couple. A day is offered when some span of it is clear of all of them.',
  gandanta:
    'Gaṇḍānta, after Muhurta Chintamani: two ghaṭīs (48 minutes) either side of the ends of Āśleṣā, Jyeṣṭhā and Revatī; one ghaṭī either side of the ends of the 5th, 10th and 15th tithis of each fortnight; half a ghaṭī either side of the moment Cancer, Scorpio or Pisces gives way to the next sign on the horizon. Some almanacs use one ghaṭī for the nakṣatra junctions.',
  lagnaShuddhi:
    'Lagna śuddhi: with the rising sign as the first house, the event’s houses listed in the catalogue (`emptyOfMalefics`: the 7th and 8th for a marriage, the 8th for most events) must hold none of the Sun, Mars, Saturn, Rāhu and Ketu, and the Moon must not be in the 8th. Jupiter, Venus or Mercury in an angle or trine is named as a support; the Moon in the 6th or 12th, and the lord of the rising sign in the 6th, 8th or 12th or combust, as cautions.',
  marriage:
    'For a marriage also: the time needs one of the eleven marriage nakṣatras; the burnt tithi of the Sun’s sign (dagdha tithi) refuses it; of the other faults Muhurta Chintamani lists, those it keeps aside in every land refuse it (vedha on the five-line chakra, ekārgala, krānti-sāmya, and the mṛtyu bāṇa) and those it keeps chiefly in named regions are cautions (lattā, pāta, upagraha, an arrow of the hour or the weekday), as is a malefic in the 7th sign from the Moon (jāmitra); Guru bala (Jupiter 2, 5, 7, 9 or 11 from the natal Moon, weak from the 4th, 8th and 12th) is read for the bride and Sūrya bala (the Sun 3, 6, 10 or 11, weak from the 4th, 8th and 12th) for the groom, by `subjectRole` (both for each person without it); the lunar month of birth (janma māsa) is a caution, and for a first-born (`firstBorn`) Muhurta Chintamani makes it, the birth star and the tithi of birth refusals; the month of Jyeṣṭha is refused when both are first-born (the three Jyeṣṭhas) and a caution when one is. Siṃhastha Guru (Jupiter in sidereal Leo) refuses the events that list it.',
  couple:
    'With a `partner`, both persons are judged: tārābala, candrabala, Candrāṣṭama, the Moon from each natal ascendant and each one’s birth factors; a time refused for either is refused, and tārābala or candrabala supports the grade only when it supports both.',
  months:
    'The rules read amānta lunar months (new moon to new moon), as Muhurta Chintamani counts them, and sidereal signs, in every region. Only the words follow the region (`calendar`): in the north, whose almanacs end a month at the full moon, a dark fortnight is named by both reckonings (“Magha by the amanta reckoning (Phalguna where months end at the full moon)”), and `panchanga.month` gives the region’s own name, the solar date in Tamil Nadu, Kerala and Bengal. The region is inferred from the nearest of 88 cities (docs/muhurta.md) unless `region` is given.',
  tarabala:
    'Tārābala counts the Moon’s nakṣatra from the birth star (1–27) in rounds of nine; Vipat, Pratyak and Naidhana refuse a time in the first round, are a caution in the second and are not counted in the third. The birth star itself and its 10th and 19th (anujanma, trijanma), and the tithi of birth (janma tithi), are cautions.',
  chandrabala:
    'Candrabala counts the Moon’s sign from the natal Moon’s: 1, 3, 6, 7, 10 and 11 support; 2, 5 and 9 support in the bright fortnight; the 8th (Candrāṣṭama) refuses the time.',
  combustion:
    'A planet is combust within its orb of the Sun (jyotisha.md §1.5: Jupiter 11°, Venus 10° or 8° retrograde, Mercury 14° or 12°, Mars 17°, Saturn 15°). Almanacs that date Guru and Śukra asta by the planet’s visibility, or add days of “childhood” and “old age” around it, refuse a few days more.',
  eclipse:
    'An eclipse counts when it is seen from the event’s place (solar eclipses, and lunar eclipses in their umbral phase; penumbral ones are not counted), and refuses the three days before and after it as well as its own. Texts differ on the span: some refuse only the day and the next.',
  seasons:
    'Kharmās: the Sun in sidereal Sagittarius or Pisces. Cāturmāsa: Ashadha Śukla Ekadashi to Kartika Śukla Ekadashi. Pitṛ pakṣa: the dark fortnight of amānta Bhadrapada (pūrṇimānta Ashvina). Holāṣṭaka: Phalguna Śukla Ashtami to Purnima. Saṅkrānti: the Vedic day in which the Sun enters a sign and the sixteen ghaṭīs after the entry are refused, and the day after is a caution. Months are amānta.',
  quality:
    'Each span is graded: `excellent` when the event’s nakṣatra, tithi and weekday and the person’s tārābala and candrabala all favour it and none of the cautions on the limbs and on the person holds; `good` with the nakṣatra, the tithi or weekday, and tārābala or candrabala, and at most one such caution; `acceptable` with a favoured nakṣatra, or a favoured tithi on a favoured weekday, and at most two. The cautions on the rising sign, jāmitra, Guru bala and Sūrya bala are shown and weigh in choosing the best span and in the ranking, not in the grade. A day takes the grade of its best span (the best grade, then the most support, then the fewest cautions, then the longest).',
  ranking:
    'Days are ranked by the grade of their best span, then by how many factors support it, then by fewer cautions, then by date. Near misses are days with no acceptable span whose best time, `good` or better, was kept out by one refusal alone, with when that refusal ends.',
  spans:
    'Spans are the times inside the Vedic day with a rising sign (sidereal lagna) suited to the event, clear of Rāhu kālam, Yamagaṇḍa, Gulika, durmuhūrta and Varjyam, with no refusal and some support; touching pieces that read the same are one span; ten minutes or longer.',
  runningPeriod:
    'The running daśā is a modern consideration, not one of the classical muhurta rules: it is shown for the best span, labelled, and not used in the ranking.',
  travel:
    'For travel with a `direction`: diśā śūla after Muhurta Chintamani refuses Monday and Saturday for the east, Tuesday and Wednesday for the north, Thursday for the south, Friday and Sunday for the west; Pañcaka refuses only a journey to the south. Without a direction, Pañcaka refuses every journey and no weekday is refused for its direction.',
  notChecked:
    'Not judged here: the release Muhurta Chintamani grants from ekārgala, upagraha, pāta and lattā when the rising sign is strong with the Sun and the Moon; guna matching (`POST /v1/compatibility`).',
}

/** The conventions in each language. */
const conventionTexts = Object.fromEntries(
  Object.entries(CONVENTIONS).map(([k, en]) => [k, text(en, CONVENTIONS_HI[k as keyof typeof CONVENTIONS])]),
) as Record<keyof typeof CONVENTIONS, Text>

const solarDate = (d: RegionalSolarDate | null) => d && { month: d.month, day: d.day }

/** The month as the region's almanacs name it: the lunar month in its reckoning, or the solar date. */
function regionalMonth(
  region: RegionChoice['region'],
  lunar: { amanta: string; purnimanta: string; adhika: boolean },
  solar: SolarMonth,
): string {
  const c = REGION_CONVENTIONS[region]
  const date = c.solarCalendar === null ? null : solar[c.solarCalendar]
  if (date) return `${date.month} ${date.day}`
  const name = c.lunarMonths === 'purnimanta' ? lunar.purnimanta : lunar.amanta
  return lunar.adhika ? `Adhika ${name}` : name
}

const pad = (n: number) => String(n).padStart(2, '0')

function present(
  r: MuhurtaResult,
  zone: string,
  region: RegionChoice['region'],
  almanac: ReadonlyMap<string, Text[]>,
) {
  const t = (ms: number) => formatLocal(ms, zone)
  return {
    range: { days: r.days, evaluable: r.evaluable, notOffered: r.notOffered },
    windows: r.windows.map((w) => {
      const best = w.spans[w.best]!
      return {
        rank: w.rank,
        date: w.date,
        quality: w.quality,
        best: { start: t(best.startMs), end: t(best.endMs), lagna: best.lagna },
        reasons: best.reasons,
        cautions: best.cautions,
        panchanga: {
          vara: VARAS[w.weekday]!.name,
          tithi: best.limbs.tithi,
          nakshatra: best.limbs.nakshatra,
          yoga: best.limbs.yoga,
          karana: best.limbs.karana,
          moonSign: best.limbs.moonSign,
          lunarMonth: best.limbs.month,
          month: regionalMonth(region, best.limbs.month, w.solarMonth),
          solarMonth: {
            sign: SIGNS[w.solarMonth.signIndex]!,
            tamil: solarDate(w.solarMonth.tamil),
            malayalam: solarDate(w.solarMonth.malayalam),
            bengali: solarDate(w.solarMonth.bengali),
          },
        },
        tarabala: best.tarabala,
        chandrabala: best.chandrabala,
        partner: best.persons[1] ?? null,
        spans: w.spans.map((s) => ({
          start: t(s.startMs),
          end: t(s.endMs),
          lagna: s.lagna,
          quality: s.quality,
          tithi: s.limbs.tithi.name,
          paksha: s.limbs.tithi.paksha,
          nakshatra: s.limbs.nakshatra.name,
          reasons: s.reasons,
          cautions: s.cautions,
        })),
        runningPeriod: w.runningPeriod,
        almanac: almanac.get(w.date) ?? [],
      }
    }),
    nearMisses: r.nearMisses.map((n) => ({
      date: n.date,
      start: t(n.startMs),
      end: t(n.endMs),
      wouldBe: n.wouldBe,
      refusedFor: n.refusedFor,
      refusalEnds: n.refusalEndsMs === null ? null : t(n.refusalEndsMs),
    })),
    excluded: r.excluded.map((e) => ({ exclusion: e.key, description: e.description, days: e.days })),
  }
}

/** The muhurta scan: the operation (operations/define.ts). */
export const muhurtaOperation = defineOperation({
  id: 'muhurta',
  path: '/v1/muhurta',
  scope: 'muhurta',
  price: { kind: 'per-call', credits: 10 },
  billing: 'settle',
  domain: 'muhurta',
  request: MuhurtaRequest,
  response: MuhurtaContentProps,
  errors: [...CALCULATION_ERRORS, 'invalid_datetime', 'invalid_range', 'no_days_evaluable'],
  example: muhurtaExample,
  texts: ['hi'],
  document: {
    operationId: 'findMuhurta',
    tag: 'Interpretation',
    summary: 'Rank the days of a range for an event, for one person, at the event’s place',
    description:
      'Each day from `rangeStart` to `rangeEnd` (at most 366) is judged at `eventPlace` through its whole Vedic ' +
      'day, sunrise to sunrise (or at `timeOfDay` only): every stretch of it against the event’s classical rules, ' +
      'the seasonal exclusions that apply to it, the rising sign’s cleanliness and the person’s own tārābala and ' +
      'candrabala. The best days come ranked with their acceptable spans, each with its own reasons and cautions; ' +
      'good days refused by a single reason are listed as near misses with when it ends; `excluded` counts what ' +
      'each refusal removed. The event comes from `eventId` ' +
      '(the catalogue: `GET /v1/muhurta/events`) or from `freeText`. Symbolic guidance only. 10 credits.',
    answer: 'The ranked days.',
  },
  run: (b, { eph, nowMs, language }) =>
    inLanguage(muhurtaTexts(eph, b, nowMs), textLanguage(language ?? 'en')),
})

/**
 * The muhurta answer with every sentence in each language (Texts): the operation gives it in the
 * language asked for.
 */
export function muhurtaTexts(eph: Ephemeris, b: Body, nowMs: number) {
  const first = validatedDate(b.rangeStart)
  const last = validatedDate(b.rangeEnd)
  const choice = chooseEvent(b.eventId, b.freeText)
  const chartOf = (birth: Body['subject'], path: string) => {
    try {
      return computeCoreChart(eph, birth, DEFAULT_SETTINGS, true, nowMs)
    } catch (err) {
      throw birthDataError(err, path)
    }
  }
  const core = chartOf(b.subject, 'subject')
  const partner = b.partner && {
    natal: natalOf(eph, chartOf(b.partner.birthData, 'partner.birthData')),
    name: b.partner.name ?? null,
    firstBorn: b.partner.firstBorn ?? false,
  }
  const region = chooseRegion(b.region, b.eventPlace.latitude, b.eventPlace.longitude)
  const convention = REGION_CONVENTIONS[region.region]
  const [hour, minute] = b.timeOfDay === undefined ? [] : b.timeOfDay.split(':').map(Number)
  const zone = b.eventPlace.timezone
  const place = { latDeg: b.eventPlace.latitude, lonDeg: b.eventPlace.longitude }
  const r = scanMuhurta(eph, {
    event: choice.event,
    place,
    zone,
    first,
    last,
    timeOfDay: hour === undefined ? null : { hour, minute: minute! },
    direction: b.direction ?? null,
    topN: b.topN ?? 5,
    subjectName: b.subjectName ?? null,
    subjectRole: b.subjectRole ?? null,
    firstBorn: b.firstBorn ?? false,
    partner: partner ?? null,
    reckoning: convention.lunarMonths,
    natal: natalOf(eph, core),
  })
  if (r.evaluable === 0) {
    throw new ApiError('no_days_evaluable', {
      en: 'no day of the range can be judged: the Sun does not rise at `eventPlace` on any of them; give `timeOfDay` to judge each day at a clock time',
      hi: 'अवधि के किसी भी दिन का विचार नहीं हो सकता: इनमें से किसी दिन `eventPlace` पर सूर्योदय नहीं होता; हर दिन को घड़ी के किसी समय पर परखने के लिए `timeOfDay` दें।',
    })
  }
  const offered = new Set(r.offeredDates)
  const noteOf = new Map(FESTIVALS.map((f) => [f.id, f.note]))
  const almanacDays = festivalsBetween(eph, first, last, zone, place, 'standard').flatMap((d) => {
    const date = `${d.date.year}-${pad(d.date.month)}-${pad(d.date.day)}`
    return d.festivals.map((f) => ({
      date,
      id: f.id,
      name: text(f.name, FESTIVALS_HI[f.id]!.name),
      kind: f.kind,
      note: text(noteOf.get(f.id)!, FESTIVALS_HI[f.id]!.note),
      offered: offered.has(date),
    }))
  })
  const onDay = new Map<string, Text[]>()
  for (const a of almanacDays) onDay.set(a.date, [...(onDay.get(a.date) ?? []), a.name])
  const p = present(r, zone, region.region, onDay)
  const content = {
    event: {
      id: choice.event.id,
      name: text(choice.event.name, HI_EVENTS[choice.event.id]!.name),
      chosenBy: choice.chosenBy,
      understood: choice.understood,
      books: choice.event.books,
    },
    eventPlace: b.eventPlace,
    range: { start: b.rangeStart, end: b.rangeEnd, ...p.range },
    windows: p.windows,
    nearMisses: p.nearMisses,
    excluded: p.excluded,
    almanacDays,
    calendar: {
      region: region.region,
      from: region.from,
      nearestCity: region.nearestCity,
      lunarMonths: convention.lunarMonths,
      solarCalendar: convention.solarCalendar,
    },
    conventions: {
      ...conventionTexts,
      event: text(choice.event.notes.join(' '), EVENT_NOTES_HI[choice.event.id]!.join(' ')),
    },
  }
  return content
}

/** The catalogue: every eventId with its classical rules, and what each exclusion means. */
export const muhurtaEventsOperation = defineFreeOperation({
  id: 'muhurta_events',
  path: '/v1/muhurta/events',
  response: MuhurtaEventsResponse,
  document: {
    operationId: 'listMuhurtaEvents',
    tag: 'Interpretation',
    summary: 'The muhurta event catalogue: every eventId with its classical rules (free, no key)',
  },
  texts: ['hi'],
  content(language) {
    const words = textLanguage(language)
    const content = inLanguage(
      {
        events: MUHURTA_EVENTS.map((e) => ({
          ...e,
          name: text(e.name, HI_EVENTS[e.id]!.name),
          summary: text(e.summary, EVENT_SUMMARIES_HI[e.id]!),
          books: [...e.books],
        })),
        exclusions: Object.entries(REFUSAL_DESCRIPTIONS).map(([exclusion, description]) => ({
          exclusion,
          description: text(description, REFUSAL_DESCRIPTIONS_HI[exclusion]!),
        })),
      },
      words,
    )
    const fallback = fallbackOf(language, ['hi'])
    return {
      ...content,
      language,
      ...(fallback.length ? { languageFallback: [...fallback] } : {}),
      ...(language === 'en' ? {} : { names: namesIn(findCatalogueNames(content), nameTable(language)) }),
    }
  },
})

const findCatalogueNames = namesFinder(MuhurtaEventsResponse.properties)
