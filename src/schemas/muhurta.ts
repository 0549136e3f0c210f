/** Request and response schemas of `POST /v1/muhurta` (spec §4.6) and `GET /v1/muhurta/events`. */
import { Type, type Static } from 'typebox'
import { NAKSHATRAS, SIGNS } from '../astro/index.js'
import { BOOKS } from '../corpus/vocabulary.js'
import { DASHA_ORDER } from '../jyotisha/dasha.js'
import { FESTIVAL_KINDS } from '../jyotisha/panchanga/festivals.js'
import { LUNAR_MONTHS } from '../jyotisha/panchanga/names.js'
import { REGION_CONVENTIONS, REGIONS } from '../jyotisha/panchanga/region.js'
import { EXCLUSIONS } from '../readings/muhurta/catalogue-types.js'
import { MAX_MUHURTA_DAYS, MAX_TOP_N, MUHURTA_FIRST_DATE } from '../readings/muhurta/catalogue.js'
import { QUALITIES, REFUSAL_DESCRIPTIONS } from '../readings/muhurta/scan.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { BirthData, EXAMPLE_BIRTH } from './birth.js'
import { EnvelopeProps, Latitude, Longitude, Timezone, closed, nullable } from './common.js'
import { named, namedField, NamesField } from '../i18n/names.js'

export const muhurtaExample: MuhurtaRequest = {
  subject: EXAMPLE_BIRTH,
  subjectName: 'Asha',
  eventPlace: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', label: 'New Delhi' },
  rangeStart: '2027-01-01',
  rangeEnd: '2027-03-31',
  freeText: 'griha pravesh for our new flat',
  topN: 3,
}

const RangeDate = (description: string) =>
  Type.String({
    description: `${description} \`YYYY-MM-DD\`, local to \`eventPlace.timezone\`; from ${MUHURTA_FIRST_DATE} to 2149-12-31.`,
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    [CHECK_KEYWORD]: 'calendarDate',
    [CODE_KEYWORD]: 'invalid_datetime',
  })

export const MuhurtaRequest = Type.Object(
  {
    subject: BirthData,
    subjectName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'The person’s name, used only in the words of the answer (never stored or logged).',
      }),
    ),
    eventPlace: Type.Object(
      {
        latitude: Latitude('Latitude of the event’s place, north positive.'),
        longitude: Longitude('Longitude of the event’s place, east positive.'),
        timezone: Timezone(
          'IANA time zone of the event’s place: the days and every time of the answer are in it.',
        ),
        label: Type.Optional(
          Type.String({ maxLength: 120, description: 'A name for the place, echoed back.' }),
        ),
      },
      {
        ...closed,
        description:
          'Where the event happens: every day is judged at this place (its sunrise, its pañcāṅga), never at the birthplace.',
        [CODE_KEYWORD]: 'invalid_field',
      },
    ),
    rangeStart: RangeDate('First date to scan,'),
    rangeEnd: RangeDate(
      `Last date to scan, inclusive: at most ${MAX_MUHURTA_DAYS} days after \`rangeStart\` counted in (a reversed, too ` +
        'long or out-of-coverage range is `invalid_range`),',
    ),
    eventId: Type.Optional(
      Type.String({
        description:
          'An event of the catalogue (`GET /v1/muhurta/events`): marriage, griha_pravesha, vehicle_purchase, … ' +
          'Another value is `invalid_field`, with the allowed ids.',
      }),
    ),
    freeText: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        description:
          'The event in words, when there is no `eventId` (“shaadi”, “house warming”, “buying a car”, “mundan for ' +
          'my son”); word forms and common spellings are understood (docs/muhurta.md). The answer’s ' +
          '`event.understood` says what it was taken to mean and from which words; words that name no event get ' +
          'the general profile, and it says so. A description naming a medical procedure or treatment (surgery, ' +
          'a caesarean delivery, chemotherapy, dialysis, IVF, taking medicine…) is `invalid_field`: its timing ' +
          'is for the treating physician to decide, and the service does not choose times for it.',
      }),
    ),
    timeOfDay: Type.Optional(
      Type.String({
        description:
          'Local clock time `HH:MM` at which each day is judged; default the day’s sunrise at the place. A time ' +
          'before sunrise belongs to the Vedic day that began the sunrise before (its weekday too).',
        [CHECK_KEYWORD]: 'timeOfDay',
        [CODE_KEYWORD]: 'invalid_field',
      }),
    ),
    direction: Type.Optional(
      Type.Enum(['north', 'south', 'east', 'west'], {
        description:
          'For travel: the direction of the journey. A weekday whose diśā śūla lies that way is refused (Monday and ' +
          'Saturday east, Tuesday and Wednesday north, Thursday south, Friday and Sunday west), and Pañcaka refuses ' +
          'only a journey to the south. Without it, Pañcaka refuses every journey. Not used for other events.',
        [CODE_KEYWORD]: 'invalid_field',
      }),
    ),
    subjectRole: Type.Optional(
      Type.Enum(['bride', 'groom'], {
        description:
          'For a marriage: whether the subject is the bride or the groom (a `partner` is then the other). Guru bala is ' +
          'read from the bride’s natal Moon and Sūrya bala from the groom’s; without it both are read for each person.',
        [CODE_KEYWORD]: 'invalid_field',
      }),
    ),
    firstBorn: Type.Optional(
      Type.Boolean({
        description:
          'For a marriage: the subject is a first-born. Muhurta Chintamani then refuses the lunar month, the ' +
          'nakṣatra and the tithi of their birth (otherwise cautions), and the month of Jyeṣṭha when both are first-born.',
        [CODE_KEYWORD]: 'invalid_field',
      }),
    ),
    partner: Type.Optional(
      Type.Object(
        {
          birthData: BirthData,
          name: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 80,
              description: 'Used only in the words of the answer (never stored or logged).',
            }),
          ),
          firstBorn: Type.Optional(
            Type.Boolean({ description: 'For a marriage: the partner is a first-born (see `firstBorn`).' }),
          ),
        },
        {
          ...closed,
          description:
            'A second person the event is for, such as the other partner of a marriage: their tārābala, candrabala, ' +
            'Candrāṣṭama and birth factors are judged like the subject’s, and a time refused for either is refused.',
          [CODE_KEYWORD]: 'invalid_field',
        },
      ),
    ),
    region: Type.Optional(
      Type.Enum([...REGIONS], {
        description:
          'Whose almanac conventions name the months: ' +
          REGIONS.map((r) => {
            const c = REGION_CONVENTIONS[r]
            return `\`${r}\` (${c.where}: ${c.lunarMonths} lunar months${c.solarCalendar ? `, ${c.solarCalendar} solar months` : ''})`
          }).join('; ') +
          '. Default: inferred from `eventPlace` (the nearest city of a table in docs/muhurta.md, within 400 km), else `north`. ' +
          'The answer’s `calendar` says which was used. The rules themselves read amānta months and sidereal signs in every region.',
        [CODE_KEYWORD]: 'invalid_field',
      }),
    ),
    topN: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_TOP_N,
        default: 5,
        description: `How many ranked days to return, 1 … ${MAX_TOP_N} (default 5).`,
      }),
    ),
  },
  {
    ...closed,

    [CHECK_KEYWORD]: 'muhurtaRequest',
  },
)
export type MuhurtaRequest = Static<typeof MuhurtaRequest>

const Time = Type.String({
  description: 'ISO 8601 local date-time to the second with the event place’s UTC offset at that instant.',
})

const Tithi = Type.Object(
  {
    name: named('tithis', Type.String({ description: 'The tithi’s name.' })),
    number: Type.Integer({ description: '1–30: 1–15 Śukla, 16–30 Kṛṣṇa (30 Amavasya).' }),
    paksha: Type.Enum(['Shukla', 'Krishna'], { description: 'The fortnight.' }),
  },
  { ...closed, description: 'The tithi through the span.' },
)

const SolarDate = Type.Object(
  {
    month: Type.String({ description: 'The month’s name.' }),
    day: Type.Integer({ minimum: 1, maximum: 32, description: 'The day of the month.' }),
  },
  closed,
)

const PanchangaAt = Type.Object(
  {
    vara: named(
      'weekdays',
      Type.String({ description: 'The weekday of the Vedic day (sunrise to sunrise).' }),
    ),
    tithi: Tithi,
    nakshatra: Type.Object(
      {
        name: Type.Enum([...NAKSHATRAS], { description: 'The Moon’s nakṣatra.' }),
        pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Its pada at the start of the span.' }),
      },
      { ...closed, description: 'The Moon’s nakṣatra through the span.' },
    ),
    yoga: named('nityaYogas', Type.String({ description: 'The nitya yoga through the span.' })),
    karana: named('karanas', Type.String({ description: 'The karaṇa through the span.' })),
    moonSign: Type.Enum([...SIGNS], { description: 'The Moon’s sidereal sign through the span.' }),
    lunarMonth: Type.Object(
      {
        amanta: Type.Enum([...LUNAR_MONTHS], { description: 'New moon to new moon.' }),
        purnimanta: Type.Enum([...LUNAR_MONTHS], { description: 'Full moon to full moon.' }),
        adhika: Type.Boolean({ description: 'An intercalary month.' }),
      },
      { ...closed, description: 'The lunar month.' },
    ),
    month: Type.String({
      description:
        'The month as the region’s almanacs name it (see `calendar`): the pūrṇimānta lunar month in the north, the ' +
        'amānta one in the Deccan, the solar month with its day in Tamil Nadu, Kerala and Bengal (“Thai 1”).',
    }),
    solarMonth: Type.Object(
      {
        sign: Type.Enum([...SIGNS], { description: 'The Sun’s sidereal sign at sunrise.' }),
        tamil: nullable(
          SolarDate,
          'The Tamil solar month and day; null where its rule needs a sunset the place lacks.',
        ),
        malayalam: nullable(SolarDate, 'The Malayalam solar month and day.'),
        bengali: nullable(SolarDate, 'The Bengali solar month and day.'),
      },
      {
        ...closed,
        description: 'The solar month of the Vedic day in each regional calendar (Drik saṅkrāntis).',
      },
    ),
  },
  {
    ...closed,
    description:
      'The pañcāṅga through the best span, at the event’s place: every limb here holds from its start to its end.',
  },
)

const QUALITY_WORDS =
  '`excellent`: the event’s nakṣatra, tithi and weekday, and the person’s tārābala and candrabala, all favour it, ' +
  'without cautions; `good`: its nakṣatra, its tithi or weekday, and tārābala or candrabala, with at most one ' +
  'caution; `acceptable`: no refusal and some support. Qualitative, never a score.'

const Span = Type.Object(
  {
    start: Time,
    end: Time,
    lagna: Type.Enum([...SIGNS], { description: 'The rising sign through the span.' }),
    quality: Type.Enum([...QUALITIES], { description: `The span’s own grade. ${QUALITY_WORDS}` }),
    tithi: named('tithis', Type.String({ description: 'The tithi through the span (its name alone).' })),
    paksha: Type.Enum(['Shukla', 'Krishna'], { description: 'The fortnight of that tithi.' }),
    nakshatra: Type.Enum([...NAKSHATRAS], { description: 'The Moon’s nakṣatra through the span.' }),
    reasons: Type.Array(Type.String(), {
      description: 'What favours the span, true from its start to its end.',
    }),
    cautions: Type.Array(Type.String(), { description: 'What weighs against it without refusing it.' }),
  },
  closed,
)

const Window = Type.Object(
  {
    rank: Type.Integer({ minimum: 1, description: '1 is the best day found.' }),
    date: Type.String({ description: 'The local date, `YYYY-MM-DD`, whose sunrise begins the Vedic day.' }),
    quality: Type.Enum([...QUALITIES], {
      description: `The day’s grade: the grade of its best span. ${QUALITY_WORDS}`,
    }),
    best: Type.Object(
      {
        start: Time,
        end: Time,
        lagna: Type.Enum([...SIGNS], { description: 'The rising sign through it.' }),
      },
      {
        ...closed,
        description:
          'The best span of the day, which grades it: the best quality, then the most support, then the fewest cautions, then the longest. One of `spans`.',
      },
    ),
    reasons: Type.Array(Type.String(), { description: 'What favours the best span, in plain words.' }),
    cautions: Type.Array(Type.String(), {
      description: 'What weighs against the best span without refusing it.',
    }),
    panchanga: PanchangaAt,
    tarabala: Type.Object(
      {
        count: Type.Integer({
          description: 'The nakṣatra of the best span counted from the birth star, 1–27.',
        }),
        tara: Type.Integer({ description: 'The tārā, 1–9.' }),
        name: Type.String({
          description: 'Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra or Parama Mitra.',
        }),
        cycle: Type.Integer({ description: 'The round of nine it falls in, 1–3.' }),
        supportive: Type.Boolean({ description: 'Sampat, Kshema, Sadhana, Mitra or Parama Mitra.' }),
      },
      { ...closed, description: 'The person’s tārābala through the best span.' },
    ),
    chandrabala: Type.Object(
      {
        house: Type.Integer({ description: 'The Moon’s sign counted from the natal Moon’s, 1–12.' }),
        supportive: Type.Boolean({
          description: '1, 3, 6, 7, 10, 11 always; 2, 5, 9 in the bright fortnight.',
        }),
      },
      { ...closed, description: 'The person’s candrabala through the best span.' },
    ),
    partner: nullable(
      Type.Object(
        {
          tarabala: Type.Object(
            {
              count: Type.Integer({ description: 'From the partner’s birth star, 1–27.' }),
              tara: Type.Integer({ description: 'The tārā, 1–9.' }),
              name: Type.String({ description: 'The tārā’s name.' }),
              cycle: Type.Integer({ description: 'The round of nine, 1–3.' }),
              supportive: Type.Boolean({ description: 'A supportive tārā.' }),
            },
            { ...closed, description: 'The partner’s tārābala through the best span.' },
          ),
          chandrabala: Type.Object(
            {
              house: Type.Integer({ description: 'The Moon’s sign from the partner’s natal Moon, 1–12.' }),
              supportive: Type.Boolean({ description: 'As for the subject.' }),
            },
            { ...closed, description: 'The partner’s candrabala through the best span.' },
          ),
        },
        closed,
      ),
      'The partner’s tārābala and candrabala through the best span; null without a `partner`.',
    ),
    spans: Type.Array(Span, {
      description:
        'Every acceptable span of the Vedic day, in order: a rising sign suited to the event, clear of Rāhu kālam, ' +
        'Yamagaṇḍa, Gulika, durmuhūrta and Varjyam, with no refusal and some support through all of it, ten minutes ' +
        'or longer (with `timeOfDay`: the span holding that time, whatever its length). A span ends where anything ' +
        'its words say stops being true.',
    }),
    runningPeriod: nullable(
      Type.Object(
        {
          mahadasha: namedField(
            'dashaLevels',
            Type.Enum([...DASHA_ORDER], { description: 'The running Vimśottarī mahādaśā lord.' }),
          ),
          antardasha: namedField(
            'dashaLevels',
            nullable(Type.Enum([...DASHA_ORDER]), 'The running antardaśā lord.'),
          ),
          note: Type.String({ description: 'What the modern consideration says of the best span.' }),
        },
        closed,
      ),
      'A modern consideration, labelled as such and not used in the ranking: the person’s running daśā lords at the ' +
        'best span and how the lord of its nakṣatra relates to them.',
    ),
    almanac: Type.Array(Type.String(), {
      description:
        'The festivals, saṅkrāntis and abujh days the almanac keeps on this date (names; see `almanacDays`). Context only: they do not change the judgement.',
    }),
  },
  closed,
)

export const MuhurtaContentProps = {
  event: Type.Object(
    {
      id: Type.String({ description: 'The catalogue id.' }),
      name: Type.String({ description: 'The event’s name.' }),
      chosenBy: Type.Enum(['eventId', 'freeText', 'default'], { description: 'How the event was chosen.' }),
      understood: Type.String({ description: 'What the service understood, in a sentence.' }),
      books: Type.Array(Type.Enum([...BOOKS]), { description: 'The classical books its rules rest on.' }),
    },
    { ...closed, description: 'The event the days were judged for.' },
  ),
  eventPlace: Type.Object(
    {
      latitude: Type.Number({ description: 'As asked.' }),
      longitude: Type.Number({ description: 'As asked.' }),
      timezone: Type.String({ description: 'As asked.' }),
      label: Type.Optional(Type.String({ description: 'As asked.' })),
    },
    { ...closed, description: 'The place every day was judged at, echoed.' },
  ),
  range: Type.Object(
    {
      start: Type.String({ description: 'First date scanned.' }),
      end: Type.String({ description: 'Last date scanned.' }),
      days: Type.Integer({ description: 'Days in the range.' }),
      evaluable: Type.Integer({
        description: 'Days that could be judged (a day without sunrise and without `timeOfDay` cannot).',
      }),
      notOffered: Type.Integer({
        description:
          'Days neither offered nor refused: some time in them was clear of every refusal, but it had too little ' +
          'support to offer (neither a favoured nakṣatra nor a favoured tithi on a favoured weekday, or more than two ' +
          'cautions), or it lasted under ten minutes.',
      }),
    },
    { ...closed, description: 'What was scanned.' },
  ),
  windows: Type.Array(Window, {
    description: 'The best days, ranked; fewer than `topN` when fewer qualify.',
  }),
  nearMisses: Type.Array(
    Type.Object(
      {
        date: Type.String({ description: 'The local date whose sunrise begins the Vedic day.' }),
        start: Time,
        end: Time,
        wouldBe: Type.Enum([...QUALITIES], { description: 'The quality the span would have had.' }),
        refusedFor: Type.String({ description: 'The one refusal that holds through it.' }),
        refusalEnds: nullable(Time, 'When that refusal ends, if it ends before the next sunrise.'),
      },
      closed,
    ),
    {
      description:
        'Days with no acceptable span whose best time, `good` or better, was kept out by a single refusal (at most ten, the best first).',
    },
  ),
  excluded: Type.Array(
    Type.Object(
      {
        exclusion: Type.Enum([...(Object.keys(REFUSAL_DESCRIPTIONS) as string[])], {
          description:
            'The kind of refusal: a seasonal exclusion of the catalogue, or a limb or personal one.',
        }),
        description: Type.String({ description: 'What it means.' }),
        days: Type.Integer({
          description:
            'Days it refused: days with no acceptable span in which it held through every part with a suitable rising sign clear of the kālams (a day refused for several reasons counts under each; `no_clear_time` counts days where different refusals held at different times).',
        }),
      },
      closed,
    ),
    { description: 'How many days each refusal removed, the most first.' },
  ),
  almanacDays: Type.Array(
    Type.Object(
      {
        date: Type.String({ description: 'The local date the almanac keeps it on, `YYYY-MM-DD`.' }),
        id: Type.String({ description: 'The entry of the table (docs/panchanga.md).' }),
        name: Type.String({ description: 'Its common name.' }),
        kind: Type.Enum([...FESTIVAL_KINDS], {
          description:
            '`abujh`: a day many almanacs hold auspicious in itself, taken for beginnings without a search; `sankranti`: the Sun enters a sign (dated by its puṇya kāla); `festival`.',
        }),
        note: Type.String({ description: 'What the day is, in a sentence.' }),
        offered: Type.Boolean({
          description:
            'Whether the scan offers this date for the event (ranked or not). An abujh day the scan refuses is refused by the rules it states for that day.',
        }),
      },
      closed,
    ),
    {
      description:
        'The festivals, saṅkrāntis and abujh days in the range at the event’s place, from the reviewable table of docs/panchanga.md, each dated by the rule of its own part of the day (kāla). Context an almanac gives; the judgement does not read them.',
    },
  ),
  calendar: Type.Object(
    {
      region: Type.Enum([...REGIONS], { description: 'The region whose conventions name the months.' }),
      from: Type.Enum(['request', 'place', 'default'], {
        description:
          '`request`: given as `region`; `place`: the convention of the nearest city of the table (within 400 km); ' +
          '`default`: no city within reach, the North Indian reckoning.',
      }),
      nearestCity: nullable(Type.String(), 'The city whose convention the place took, for `place`.'),
      lunarMonths: Type.Enum(['amanta', 'purnimanta'], {
        description: 'How the words name the lunar month.',
      }),
      solarCalendar: nullable(
        Type.Enum(['tamil', 'malayalam', 'bengali']),
        'The solar calendar `month` dates by.',
      ),
    },
    { ...closed, description: 'The almanac convention the answer names months by.' },
  ),
  conventions: Type.Record(Type.String(), Type.String(), {
    description: 'The choices behind the scan, in words.',
  }),
}

// ---- GET /v1/muhurta/events -----------------------------------------------------------------------

export const MuhurtaEvent = Type.Object(
  {
    id: Type.String({ description: 'The `eventId` to send.' }),
    name: Type.String({ description: 'The event’s name.' }),
    summary: Type.String({ description: 'What it is.' }),
    aliases: Type.Array(Type.String(), { description: 'Words the free-text matcher maps to it.' }),
    books: Type.Array(Type.Enum([...BOOKS]), { description: 'The classical books its rules rest on.' }),
    nakshatras: Type.Object(
      {
        favoured: Type.Array(Type.Enum([...NAKSHATRAS])),
        avoided: Type.Array(Type.Enum([...NAKSHATRAS])),
      },
      { ...closed, description: 'The Moon’s nakṣatras that suit it and those that refuse a day.' },
    ),
    tithis: Type.Object(
      { favoured: Type.Array(Type.Integer()), avoided: Type.Array(Type.Integer()) },
      { ...closed, description: 'Tithis 1–30 that suit it and those that refuse a day.' },
    ),
    weekdays: Type.Object(
      {
        favoured: Type.Array(named('weekdays', Type.String())),
        avoided: Type.Array(named('weekdays', Type.String())),
      },
      { ...closed, description: 'Weekdays that suit it and those that refuse a day.' },
    ),
    lagnas: Type.Array(Type.Enum([...SIGNS]), { description: 'Rising signs suited to begin it.' }),
    months: Type.Optional(
      Type.Object(
        {
          favoured: Type.Array(Type.Enum([...LUNAR_MONTHS])),
          avoided: Type.Array(Type.Enum([...LUNAR_MONTHS])),
        },
        { ...closed, description: 'Amānta lunar months that suit it and those that refuse a day.' },
      ),
    ),
    exclusions: Type.Array(Type.Enum([...EXCLUSIONS]), {
      description: 'The seasonal exclusions that refuse a day.',
    }),
    nakshatraRequired: Type.Optional(
      Type.Boolean({
        description:
          'It needs one of its favoured nakṣatras: a favoured tithi on a favoured weekday does not make up for another.',
      }),
    ),
    weddingChecks: Type.Optional(
      Type.Boolean({
        description:
          'The checks Muhurta Chintamani adds for a wedding apply: the dagdha tithi, the other faults of its ten (vedha, ekārgala, krānti-sāmya and the mṛtyu bāṇa refuse; jāmitra, lattā, pāta, upagraha and the other arrows are cautions), Guru and Sūrya bala, the janma māsa and the first-born rules.',
      }),
    ),
    cautionedBy: Type.Optional(
      Type.Array(Type.Enum([...EXCLUSIONS]), {
        description:
          'Exclusions that do not refuse it but that many almanacs weigh against it: a caution when they hold.',
      }),
    ),
    emptyOfMalefics: Type.Array(Type.Integer(), {
      description: 'Houses of the event’s own chart the texts want free of natural malefics.',
    }),
    keyPlanets: Type.Array(Type.String(), { description: 'Planets whose strength the event leans on.' }),
    notes: Type.Array(Type.String(), { description: 'Where traditions differ for it.' }),
  },
  closed,
)

export const MuhurtaEventsResponse = Type.Object(
  {
    events: Type.Array(MuhurtaEvent, { description: 'The catalogue, in a fixed order.' }),
    exclusions: Type.Array(
      Type.Object(
        {
          exclusion: Type.String({ description: 'Its name.' }),
          description: Type.String({ description: 'What it means.' }),
        },
        closed,
      ),
      { description: 'Every refusal a day can meet, seasonal, limb or personal.' },
    ),
    language: EnvelopeProps.language,
    languageFallback: EnvelopeProps.languageFallback,
    names: Type.Optional(NamesField),
  },
  closed,
)
