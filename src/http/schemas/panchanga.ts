/** Request and response schemas of `POST /v1/panchanga` (an operation beyond the spec, issue 12). */
import { Type, type Static, type TSchema } from 'typebox'
import { NAKSHATRAS, SIGNS, SUNRISE_DEFINITIONS } from '../../astro/index.js'
import { DASHA_ORDER } from '../../jyotisha/dasha.js'
import { PLANETS } from '../../jyotisha/grahas.js'
import { LUNAR_MONTHS, RITUS, YOGA_NAMES } from '../../jyotisha/panchanga/names.js'
import { CalendarDate, Latitude, Longitude, Timezone } from './common.js'

const closed = { additionalProperties: false } as const
const nullable = <T extends TSchema>(t: T, description: string) =>
  Type.Union([t, Type.Null()], { description })

export const panchangaExample = {
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
  { ...closed, examples: [panchangaExample] },
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
  { name: Type.String({ description: 'The yoga’s name.' }), start: Time, end: Time },
  closed,
)

const ChoghadiyaProps = {
  name: Type.String({ description: 'Udveg, Char, Labh, Amrit, Kaal, Shubh or Rog.' }),
  nature: Type.Enum(['good', 'neutral', 'bad'], {
    description: 'Amrit, Shubh and Labh good; Char neutral (good for travel); Udveg, Kaal and Rog bad.',
  }),
  start: Time,
  end: Time,
}

export const PanchangaContentProps = {
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
  moonrise: NullableTime('The first moonrise in the day.'),
  moonset: NullableTime('The first moonset in the day.'),
  vara: Type.Object(
    {
      name: Type.String({ description: 'The weekday in force at sunrise.' }),
      sanskrit: Type.String({ description: 'Its Sanskrit name.' }),
      lord: Type.Enum([...PLANETS], { description: 'The planet that rules it.' }),
    },
    { ...closed, description: 'The vāra: the weekday at sunrise, which holds until the next sunrise.' },
  ),
  tithi: Type.Array(
    LimbItem(
      Type.String({ description: 'The tithi’s name.' }),
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
    LimbItem(Type.String({ description: 'The karaṇa’s name.' }), 'Half-tithi 1–60 of the lunar month.', {}),
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
  panchaka: Spans('Pañcaka: the Moon in sidereal Aquarius and Pisces (Dhaniṣṭhā 3rd pada to Revatī).'),
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
  ritu: Type.Enum([...RITUS], { description: 'The season, by lunar month.' }),
  ayana: Type.Enum(['Uttarayana', 'Dakshinayana'], { description: 'By the Sun’s sidereal sign.' }),
  rituTropical: Type.Enum([...RITUS], {
    description: 'The season by the tropical Sun (Drik Panchang’s “Drik Ritu”).',
  }),
  ayanaTropical: Type.Enum(['Uttarayana', 'Dakshinayana'], {
    description: 'By the tropical Sun: Uttarayana from the winter to the summer solstice.',
  }),
  absent: Type.Record(Type.String(), Type.String(), {
    description: 'For each field that is null, or a list left out, the reason (e.g. `no_moonrise_this_day`).',
  }),
  conventions: Type.Record(Type.String(), Type.String(), {
    description: 'Every choice where traditions differ, stated in words.',
  }),
}
