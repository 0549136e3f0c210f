/** Request and response schemas of `POST /v1/panchanga` (an operation beyond the spec). */
import { Type, type Static, type TSchema } from 'typebox'
import { NAKSHATRAS, SIGNS, SUNRISE_DEFINITIONS } from '../astro/index.js'
import { DASHA_ORDER } from '../jyotisha/dasha.js'
import { PLANETS } from '../jyotisha/grahas.js'
import { ABSENT_REASONS } from '../jyotisha/panchanga/day.js'
import { LUNAR_MONTHS, RITUS, YOGA_NAMES } from '../jyotisha/panchanga/names.js'
import { BENGALI_MONTHS, MALAYALAM_MONTHS, TAMIL_MONTHS } from '../jyotisha/panchanga/solar-month.js'
import { CalendarDate, Latitude, Longitude, Timezone, closed, nullable } from './common.js'
import { named, namedFields } from '../i18n/names.js'

export const panchangaExample: PanchangaRequest = {
  date: '2026-11-25',
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
}

export const PanchangaRequest = Type.Object(
  {
    date: CalendarDate(
      'The local date whose Vedic day is wanted: from its sunrise to the next. From 1800-02-01 (the lunar month needs the new moon before; earlier dates: `datetime_out_of_range`).',
    ),
    timezone: Timezone(
      'IANA time zone of the place; it defines the local date and the offsets of the answer.',
    ),
    latitude: Latitude(),
    longitude: Longitude(),
    sunrise: Type.Optional(
      Type.Enum([...SUNRISE_DEFINITIONS], {
        default: 'standard',
        description:
          '`standard` (default): the upper limb of the Sun on a sea-level horizon with 36.6′ refraction, the ' +
          'sunrise of civil almanacs and Drik Panchang. `hindu`: the centre of the disc on the horizon ' +
          'without refraction, as drik-panchanga and the Sūrya Siddhānta tradition reckon it (about 3½ minutes ' +
          'later at the equator, 4 to 5 at 30°–50° of latitude). It moves the start of the day and every kālam with it.',
      }),
    ),
  },
  { ...closed },
)
export type PanchangaRequest = Static<typeof PanchangaRequest>

const Time = Type.String({
  description: 'ISO 8601 local date-time to the second with the place’s UTC offset at that instant.',
})
const NullableTime = (description: string) =>
  nullable(Time, `${description} Null when absent: see \`absent\`.`)

export const TimeSpan = Type.Object({ start: Time, end: Time }, closed)
const Spans = (description: string) => Type.Array(TimeSpan, { description })
const NullableSpan = (description: string) =>
  nullable(TimeSpan, `${description} Null when absent: see \`absent\`.`)

const LimbItem = <P extends Record<string, TSchema>>(name: TSchema, number: string, extra: P) =>
  Type.Object(
    { name, number: Type.Integer({ description: number }), ...extra, start: Time, end: Time },
    closed,
  )

const Named = Type.Object(
  { name: named('specialYogas', Type.String({ description: 'The yoga’s name.' })), start: Time, end: Time },
  closed,
)

const Ayana = (description: string) => Type.Enum(['Uttarayana', 'Dakshinayana'], { description })

/** One regional solar calendar's date; `extra` holds its era year where it has one. */
const RegionalSolarDate = <P extends Record<string, TSchema>>(
  months: readonly string[],
  rule: string,
  extra: P,
) =>
  nullable(
    Type.Object(
      {
        month: Type.Enum([...months], { description: 'The month’s name.' }),
        sign: Type.Enum([...SIGNS], {
          description:
            'The sidereal sign whose saṅkrānti began the month. Around a saṅkrānti it can differ from `solarMonth.sign` (the Sun at sunrise) for a day or two, as the rule decides when the month begins.',
        }),
        day: Type.Integer({ minimum: 1, maximum: 32, description: 'The day of the month, from 1.' }),
        firstDay: Type.String({ description: 'The local date (YYYY-MM-DD) of the month’s first day.' }),
        ...extra,
      },
      closed,
    ),
    `${rule} Null where that rule needs a sunrise or sunset the place does not have: see \`absent\`.`,
  )

const ChoghadiyaProps = {
  name: named('choghadiya', Type.String({ description: 'Udveg, Char, Labh, Amrit, Kaal, Shubh or Rog.' })),
  nature: Type.Enum(['good', 'neutral', 'bad'], {
    description: 'Amrit, Shubh and Labh good; Char neutral (good for travel); Udveg, Kaal and Rog bad.',
  }),
  start: Time,
  end: Time,
}

/** The answer's fields; each kālam's field (`rahuKalam`, …) is named in `names.kalams`. */
export const PanchangaContentProps = namedFields('kalams', {
  date: Type.String({ description: 'The local date asked for.' }),
  timezone: Type.String({ description: 'The zone of every time in the answer.' }),
  latitude: Type.Number({ description: 'The latitude computed for.' }),
  longitude: Type.Number({ description: 'The longitude computed for.' }),
  day: Type.Object(
    {
      start: Time,
      end: Time,
      basis: Type.Enum(['sunrise', 'civil_date'], {
        description:
          '`sunrise`: the Vedic day, sunrise to the next sunrise. `civil_date`: the Sun does not rise on this ' +
          'date at this place, so the lists cover local midnight to midnight.',
      }),
    },
    { ...closed, description: 'The span every list below covers.' },
  ),
  sunrise: NullableTime('Sunrise on the local date.'),
  sunset: NullableTime('The sunset after `sunrise`.'),
  nextSunrise: NullableTime('The sunrise that ends the Vedic day.'),
  moonrise: NullableTime(
    'The first moonrise in the day. About once a month there is none: the Moon rose before sunrise and rises next after the next sunrise (`absent.moonrise`: `rose_before_day_start_rises_after_day_end`).',
  ),
  moonset: NullableTime(
    'The first moonset in the day. About once a month there is none: the Moon set before sunrise and sets next after the next sunrise (`absent.moonset`: `set_before_day_start_sets_after_day_end`).',
  ),
  vara: Type.Object(
    {
      name: named('weekdays', Type.String({ description: 'The weekday in force at sunrise.' })),
      sanskrit: Type.String({ description: 'Its Sanskrit name.' }),
      lord: Type.Enum([...PLANETS], { description: 'The planet that rules it.' }),
    },
    { ...closed, description: 'The vāra: the weekday at sunrise, which holds until the next sunrise.' },
  ),
  tithi: Type.Array(
    LimbItem(
      named('tithis', Type.String({ description: 'The tithi’s name.' })),
      'Tithi 1–30: 1–15 Śukla, 16–30 Kṛṣṇa pakṣa (30 is Amavasya).',
      {
        paksha: Type.Enum(['Shukla', 'Krishna'], {
          description: 'The fortnight: Śukla (waxing) or Kṛṣṇa (waning).',
        }),
      },
    ),
    { description: 'Every tithi that runs in the day, in order, each with its whole span.' },
  ),
  nakshatra: Type.Array(
    LimbItem(Type.Enum([...NAKSHATRAS], { description: 'The nakṣatra’s name.' }), 'Nakṣatra 1–27.', {
      lord: Type.Enum([...DASHA_ORDER], { description: 'Its Vimśottarī lord.' }),
      padas: Type.Array(
        Type.Object(
          {
            pada: Type.Integer({ minimum: 1, maximum: 4, description: 'The pada, 1–4.' }),
            start: Time,
            end: Time,
          },
          closed,
        ),
        {
          description: 'The Moon’s pada changes inside this nakṣatra that touch the day.',
        },
      ),
    }),
    { description: 'The Moon’s nakṣatras in the day, in order.' },
  ),
  yoga: Type.Array(
    LimbItem(Type.Enum([...YOGA_NAMES], { description: 'The yoga’s name.' }), 'Yoga 1–27.', {}),
    {
      description: 'The nitya yogas in the day (sidereal Sun + Moon), in order.',
    },
  ),
  karana: Type.Array(
    LimbItem(
      named('karanas', Type.String({ description: 'The karaṇa’s name.' })),
      'Half-tithi 1–60 of the lunar month.',
      {},
    ),
    {
      description: 'The karaṇas in the day, in order.',
    },
  ),
  moonSign: Type.Array(
    LimbItem(Type.Enum([...SIGNS], { description: 'The sign, in English.' }), 'Sign 1–12 from Aries.', {}),
    {
      description: 'The Moon’s sidereal signs in the day, in order.',
    },
  ),
  rahuKalam: NullableSpan('Rāhu kālam: one eighth of the daytime, by weekday.'),
  yamaganda: NullableSpan('Yamagaṇḍa: one eighth of the daytime, by weekday.'),
  gulikaKalam: NullableSpan('Gulika kālam: one eighth of the daytime, by weekday.'),
  abhijit: NullableSpan('Abhijit muhūrta: the 8th of the 15 day muhūrtas; not observed on Wednesday (null).'),
  brahmaMuhurta: NullableSpan('Brahma muhūrta: the 14th of the 15 muhūrtas of the night before sunrise.'),
  godhuli: NullableSpan('Godhūli: the first ghaṭī (one thirtieth) of the night, from sunset.'),
  durmuhurta: nullable(Type.Array(TimeSpan), 'The day’s durmuhūrtas (and Tuesday’s night one).'),
  varjyam: Spans('Varjyam (tyājya): the part of each nakṣatra to avoid; those that touch the day.'),
  amritKalam: Spans('Amṛta kālam: the best part of each nakṣatra; those that touch the day.'),
  bhadra: Spans('Bhadrā: the Viṣṭi karaṇa spans that touch the day.'),
  panchaka: Spans(
    'Pañcaka: the Moon in sidereal Aquarius and Pisces (Dhaniṣṭhā 3rd pada to Revatī). Each that touches the day is given whole, from the Moon’s entry into Aquarius to its exit from Pisces, even when the day sees only one of the two signs.',
  ),
  specialYogas: Type.Array(Named, {
    description:
      'Sarvārtha Siddhi, Amṛta Siddhi, Ravi, Guru Puṣya, Ravi Puṣya, Dvipuṣkara, Tripuṣkara, Āḍal and ' +
      'Viḍāl yogas: each span where its weekday, nakṣatra (and tithi) meet inside the day.',
  }),
  choghadiya: Type.Object(
    {
      day: nullable(
        Type.Array(Type.Object(ChoghadiyaProps, closed)),
        'Eight day choghaḍiyās, sunrise to sunset.',
      ),
      night: nullable(
        Type.Array(Type.Object(ChoghadiyaProps, closed)),
        'Eight night choghaḍiyās, sunset to the next sunrise.',
      ),
    },
    { ...closed, description: 'The choghaḍiyā of the day and of the night.' },
  ),
  hora: nullable(
    Type.Array(
      Type.Object(
        { name: Type.Enum([...PLANETS], { description: 'The horā’s lord.' }), start: Time, end: Time },
        closed,
      ),
    ),
    'The 24 planetary horās: twelve equal parts of the daytime, then twelve of the night.',
  ),
  lunarMonth: Type.Object(
    {
      amanta: Type.Enum([...LUNAR_MONTHS], { description: 'New moon to new moon (South and West India).' }),
      purnimanta: Type.Enum([...LUNAR_MONTHS], { description: 'Full moon to full moon (North India).' }),
      adhika: Type.Boolean({ description: 'An intercalary month: the Sun enters no sign in it.' }),
    },
    { ...closed, description: 'The lunar month at sunrise.' },
  ),
  samvat: Type.Object(
    {
      vikram: Type.Integer({ description: 'Vikram samvat, from Chaitra (North Indian reckoning).' }),
      shaka: Type.Integer({ description: 'Śaka samvat, from Chaitra.' }),
    },
    { ...closed, description: 'The years of the two Indian eras at sunrise.' },
  ),
  ritu: Type.Enum([...RITUS], { description: 'The season, by the lunar month at sunrise.' }),
  ayana: Ayana(
    'By the Sun’s sidereal sign at sunrise: Uttarayana from Makara to Karka Saṅkrānti. A saṅkrānti later in the day does not change it here; `sankranti.ayanaBegins` says when one begins the other ayana.',
  ),
  rituTropical: Type.Enum([...RITUS], {
    description: 'The season by the tropical Sun at sunrise (Drik Panchang’s “Drik Ritu”).',
  }),
  ayanaTropical: Ayana('By the tropical Sun at sunrise: Uttarayana from the winter to the summer solstice.'),
  sankranti: nullable(
    Type.Object(
      {
        sign: Type.Enum([...SIGNS], { description: 'The sidereal (Lahiri) sign the Sun enters.' }),
        name: Type.String({ description: 'The saṅkrānti’s name, e.g. “Makara Sankranti”.' }),
        at: Time,
        ayanaBegins: nullable(
          Ayana('The ayana it begins.'),
          'The ayana this saṅkrānti begins: Uttarayana at Makara (Capricorn), Dakshinayana at Karka (Cancer); null at the other ten. `ayana` stays as at sunrise.',
        ),
      },
      closed,
    ),
    'The saṅkrānti in the day: the moment the true Sun enters the next sidereal sign, if it falls between sunrise and the next sunrise; otherwise null.',
  ),
  solarMonth: Type.Object(
    {
      sign: Type.Enum([...SIGNS], {
        description: 'The Sun’s sidereal sign at sunrise: the solar month (saura māsa) running then.',
      }),
      tamil: RegionalSolarDate(
        TAMIL_MONTHS,
        'The Tamil solar calendar (Chithirai = the Sun in Aries … Panguni = Pisces). A month begins the day of its saṅkrānti if that falls before sunset, else the next day.',
        {},
      ),
      malayalam: RegionalSolarDate(
        MALAYALAM_MONTHS,
        'The Malayalam (Kerala) solar calendar (Medam = the Sun in Aries … Meenam = Pisces). A month begins the day of its saṅkrānti if that falls in the first three fifths of the daytime (before the end of madhyāhna), else the next day.',
        {
          kollamYear: Type.Integer({
            description:
              'The Kollam era (Kolla varsham) year, beginning on Chingam 1 (the South Kerala reckoning).',
          }),
        },
      ),
      bengali: RegionalSolarDate(
        BENGALI_MONTHS,
        'The Bengali solar calendar (Boishakh = the Sun in Aries … Choitro = Pisces) of West Bengal. A month begins the day after its saṅkrānti’s civil date: the next day if the saṅkrānti falls before midnight (or within a ghaṭī, 24 minutes, after it), the day after if later.',
        {
          bengaliYear: Type.Integer({
            description: 'The Bengali era (Bangabda) year, beginning on Boishakh 1 (Pohela Boishakh).',
          }),
        },
      ),
    },
    {
      ...closed,
      description:
        'The solar month and the day in the regional solar calendars, at this place and in its zone. Drik (true Sun) saṅkrāntis; Vākya and Sūrya Siddhānta almanacs can begin a month a day apart.',
    },
  ),
  absent: Type.Record(Type.String(), Type.String(), {
    description:
      'For each field that is null, or a list left out, the reason: ' +
      ABSENT_REASONS.map((r) => `\`${r}\``).join(', ') +
      '. `rose_before_day_start_rises_after_day_end` (moonrise) and `set_before_day_start_sets_after_day_end` (moonset) are the ordinary day a month without one; `moon_above_horizon_all_day` and `moon_below_horizon_all_day` are high latitudes. They replace `no_moonrise_this_day` and `no_moonset_this_day`. Keys are field names (`moonrise`, `abhijit`, `solarMonth.tamil`, …).',
  }),
  conventions: Type.Record(Type.String(), Type.String(), {
    description: 'Every choice where traditions differ, stated in words.',
  }),
})
