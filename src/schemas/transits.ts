/** Request and response schemas of `POST /v1/transits` (an operation beyond the spec). */
import { Type, type Static } from 'typebox'

import { NODE_TYPES } from '../jyotisha/chart.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { MAX_TRANSIT_SPAN_YEARS, SADE_SATI_PHASES } from '../jyotisha/transits/index.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { BirthData, BirthSummary, ComputationId, EXAMPLE_BIRTH } from './birth.js'
import { closed, nullable, Sign } from './common.js'

const DateOrInstant = (description: string) =>
  Type.String({
    description:
      `${description} Either a date \`YYYY-MM-DD\`, meaning the start (00:00) of that day in ` +
      '`birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset; within 1800-01-02 … ' +
      '2149-12-31 (else `datetime_out_of_range`).',
    [CHECK_KEYWORD]: 'dateOrInstant',
    [CODE_KEYWORD]: 'invalid_datetime',
  })

export const transitsExample: TransitsRequest = {
  birthData: EXAMPLE_BIRTH,
  date: '2026-01-01',
  until: '2026-12-31',
}

export const TransitsRequest = Type.Object(
  {
    birthData: BirthData,
    date: Type.Optional(DateOrInstant('The moment of the transits; default now.')),
    until: Type.Optional(
      DateOrInstant(
        `List the sign ingresses from \`date\` to this moment, at most ${MAX_TRANSIT_SPAN_YEARS} years later ` +
          '(else `invalid_range`); omitted: no ingresses.',
      ),
    ),
    settings: Type.Optional(
      Type.Object(
        {
          nodeType: Type.Optional(
            Type.Enum([...NODE_TYPES], {
              default: 'mean',
              description:
                'Rahu and Ketu as the `mean` lunar node (default) or the `true` (osculating) node.',
            }),
          ),
        },
        { ...closed, description: 'Conventions; echoed in `conventions`.', [CODE_KEYWORD]: 'invalid_field' },
      ),
    ),
  },
  { ...closed },
)
export type TransitsRequest = Static<typeof TransitsRequest>

const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })
const LocalTime = (description: string) =>
  Type.String({
    description: `${description} ISO 8601 to the second, with the offset \`birthData.timezone\` kept then.`,
  })
const House = (description: string) => Type.Integer({ minimum: 1, maximum: 12, description })

const TransitPlace = Type.Object(
  {
    planet: GrahaName,
    sign: Sign,
    longitude: Type.Number({ description: 'Sidereal (Lahiri) longitude at `date`, degrees [0, 360).' }),
    retrograde: Type.Boolean({ description: 'Moving backwards at `date` (the mean nodes always are).' }),
    houseFromMoon: House('Whole-sign house of the transit counted from the natal Moon’s sign (gochara).'),
    houseFromAscendant: nullable(
      House('Whole-sign house from the natal ascendant’s sign.'),
      'Whole-sign house counted from the natal ascendant’s sign; null when the birth time is unknown.',
    ),
    favourable: Type.Boolean({
      description: 'A house from the Moon that Phaladeepika (ch. 26) counts good for this graha’s transit.',
    }),
    vedha: Type.Array(GrahaName, {
      description:
        'Grahas now in the house that obstructs (vedha) this favourable transit, Phaladeepika ch. 26; the Sun ' +
        'and Saturn, the Moon and Mercury, Rahu and Ketu never obstruct each other. Empty when none or when ' +
        'the transit is not a favourable one.',
    }),
    bindus: nullable(
      Type.Integer({ minimum: 0, maximum: 8, description: 'Bindus.' }),
      'Bindus of this graha’s own natal aṣṭakavarga in the sign it transits (0–8; 4 or more is read as ' +
        'supportive); null for Rahu and Ketu, and when the birth time is unknown (the ascendant contributes).',
    ),
  },
  { description: 'One graha’s transit at `date`.' },
)

const SadeSatiSpan = Type.Object(
  {
    phase: Type.Enum([...SADE_SATI_PHASES], {
      description:
        '`rising`: Saturn in the 12th from the Moon; `peak`: over the Moon’s sign; `setting`: the 2nd.',
    }),
    sign: Sign,
    start: LocalTime('When Saturn entered the sign.'),
    end: LocalTime('When it left.'),
  },
  {
    description:
      'One stay of Saturn in one of the three signs: a retrograde return into a sign it had left is a span ' +
      'of its own, so the weeks outside are not covered.',
  },
)

const SaturnStay = Type.Object(
  {
    sign: Sign,
    start: LocalTime('When Saturn entered the sign.'),
    end: LocalTime('When it left.'),
  },
  { description: 'One stay of Saturn in the sign (a retrograde return is a stay of its own).' },
)

const Touch = Type.Object(
  {
    house: Type.Boolean({ description: 'The graha occupies or fully aspects the house’s sign.' }),
    lord: Type.Boolean({ description: 'It occupies or fully aspects the natal sign of the house’s lord.' }),
  },
  { description: 'How the graha influences the house.' },
)

export const TransitsContentProps = {
  domain: Type.Literal('transits', { description: 'Constant `transits`.' }),
  computationId: ComputationId,
  birth: BirthSummary,
  conventions: Type.Object(
    {
      ayanamsa: Type.Literal('lahiri', {
        description: 'Lahiri (Chitrapaksha), as Swiss Ephemeris defines it.',
      }),
      ayanamsaDegrees: Type.Number({ description: 'The true Lahiri ayanamsa at `date`, degrees.' }),
      nodeType: Type.Enum([...NODE_TYPES], { description: 'Mean or true lunar node for Rahu and Ketu.' }),
      houseSystem: Type.Literal('whole_sign', { description: 'Houses are whole signs.' }),
    },
    { description: 'Every convention the answer depends on.' },
  ),
  date: LocalTime('The moment of the transits.'),
  until: nullable(
    LocalTime('The end of the ingress span.'),
    'The end of the ingress span; null without `until`.',
  ),
  natal: Type.Object(
    {
      moonSign: Sign,
      ascendantSign: nullable(Sign, 'The natal ascendant’s sign; null when the birth time is unknown.'),
      timeKnown: Type.Boolean({
        description:
          'False when `birthData.time` was omitted: houses are then counted from the Moon only, and `bindus` ' +
          'are null.',
      }),
    },
    { description: 'The natal points the houses are counted from.' },
  ),
  transits: Type.Array(TransitPlace, { description: 'The nine grahas at `date`, Sun … Ketu.' }),
  sadeSati: Type.Object(
    {
      active: Type.Boolean({
        description: 'Saturn is in the 12th, 1st or 2nd sign from the natal Moon at `date`.',
      }),
      phase: nullable(
        Type.Enum([...SADE_SATI_PHASES]),
        'The phase running at `date`: rising, peak or setting; null when not active.',
      ),
      spans: Type.Array(SadeSatiSpan, {
        description:
          'Saturn’s stays of the Sade Sati running at `date`, or of the next one, in time order; empty when ' +
          'none falls within the ephemeris coverage, and a stay cut by its ends (1800-01-02, 2149-12-31) ' +
          'starts or ends there.',
      }),
    },
    {
      description:
        'Sade Sati: Saturn’s passage through the 12th, 1st and 2nd signs from the natal Moon (a later ' +
        'tradition resting on Phaladeepika’s results for Saturn in those houses).',
    },
  ),
  ashtamaShani: Type.Object(
    {
      active: Type.Boolean({ description: 'Saturn is in the 8th sign from the natal Moon at `date`.' }),
      spans: Type.Array(SaturnStay, {
        description: 'Saturn’s stays of the passage through the 8th running at `date`, or of the next one.',
      }),
    },
    { description: 'Aṣṭama Śani: Saturn in the 8th from the natal Moon (Phaladeepika ch. 26).' },
  ),
  kantakaShani: Type.Object(
    {
      active: Type.Boolean({
        description: 'Saturn is in the 4th, 7th or 10th sign from the natal Moon at `date`.',
      }),
      house: nullable(
        Type.Integer({ minimum: 4, maximum: 10, description: '4, 7 or 10.' }),
        'The house from the Moon of `spans`: 4, 7 or 10; null when none falls within the coverage.',
      ),
      spans: Type.Array(SaturnStay, {
        description:
          'Saturn’s stays of the passage through that house running at `date`, or of the next one.',
      }),
    },
    {
      description:
        'Kaṇṭaka Śani: Saturn in a kendra (4th, 7th, 10th) from the natal Moon, a South Indian usage resting on ' +
        'Phaladeepika’s results for Saturn in those houses.',
    },
  ),
  doubleTransit: Type.Array(
    Type.Object(
      {
        house: House('The house, counted from the ascendant (from the Moon when the birth time is unknown).'),
        jupiter: Touch,
        saturn: Touch,
      },
      { description: 'A house both Jupiter and Saturn influence at `date`.' },
    ),
    {
      description:
        'Houses that transiting Jupiter and Saturn both influence, each by occupying or fully aspecting the ' +
        'house or the natal sign of its lord (the “double transit” of later practice).',
    },
  ),
  ingresses: Type.Array(
    Type.Object(
      {
        planet: GrahaName,
        sign: Sign,
        at: LocalTime('The moment the graha reaches the sign’s boundary (found to the second, not sampled).'),
        retrograde: Type.Boolean({
          description: 'Entering backwards, into the sign before the one it left.',
        }),
      },
      { description: 'A graha entering a sign.' },
    ),
    { description: 'Every sign ingress of the nine grahas after `date` up to `until`, in time order.' },
  ),
  note: nullable(Type.String(), 'What was left out and why.'),
}
