/** Request and response schemas of /v1/kp: Krishnamurti Paddhati (docs/kp.md). */
import { Type, type Static } from 'typebox'
import { NAKSHATRAS } from '../astro/index.js'
import { NODE_TYPES } from '../jyotisha/chart.js'
import { DASHA_ORDER } from '../jyotisha/dasha.js'
import { GRAHAS, PLANETS } from '../jyotisha/grahas.js'
import { HORARY_NUMBERS, RULING_ROLES } from '../jyotisha/kp/index.js'
import { BirthData, BirthSummary, EXAMPLE_BIRTH } from './birth.js'
import { closed, EphemerisDateTime, Latitude, Longitude, nullable, Sign, Timezone } from './common.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { named } from '../i18n/names.js'

// ---- request ---------------------------------------------------------------------------------------

const MomentPlace = {
  datetime: EphemerisDateTime('The moment.'),
  latitude: Latitude('Latitude of the place in degrees, north positive, −90 … 90.'),
  longitude: Longitude('Longitude of the place in degrees, east positive, −180 … 180.'),
  timezone: Timezone(
    'IANA time-zone name of the place (`Asia/Kolkata`): its local date decides the weekday (from sunrise).',
  ),
}

export const HoraryField = Type.Object(
  {
    number: Type.Integer({
      minimum: HORARY_NUMBERS.min,
      maximum: HORARY_NUMBERS.max,
      description:
        'The number the querent named, 1–249: the ascendant is the first degree of that division of the ' +
        'zodiac (1: 0°00′00″ Aries … 249: 27°53′20″ Pisces).',
      [CODE_KEYWORD]: 'invalid_field',
    }),
    ...MomentPlace,
  },
  {
    ...closed,
    description:
      'A KP horary (praśna) chart: the grahas at `datetime` (the moment of the question), the ascendant from ' +
      '`number`, the other cusps Placidus at the place for that ascendant.',
  },
)

export const RulingAtField = Type.Object(MomentPlace, {
  ...closed,
  description:
    'Where and when to read the ruling planets (the moment of judgment). Default: the birth, or the ' +
    'moment and place of the question.',
})

export const kpExample: KpRequest = {
  birthData: EXAMPLE_BIRTH,
  rulingAt: {
    datetime: '2024-03-20T10:30:00+05:30',
    latitude: 19.076,
    longitude: 72.8777,
    timezone: 'Asia/Kolkata',
  },
}

export const KpRequest = Type.Object(
  {
    birthData: Type.Optional(BirthData),
    horary: Type.Optional(HoraryField),
    rulingAt: Type.Optional(RulingAtField),
    nodeType: Type.Optional(
      Type.Enum([...NODE_TYPES], {
        default: 'mean',
        description:
          'Rahu and Ketu as the `mean` lunar node (default, as in /v1/chart) or the `true` (osculating) node; ' +
          'KP writers use both (docs/kp.md).',
      }),
    ),
  },
  {
    ...closed,
    description:
      'Exactly one of `birthData` (a natal chart; the birth time is required) and `horary`; neither is ' +
      '`missing_birthdata`, both `invalid_field`.',
    [CHECK_KEYWORD]: 'kpRequest',
  },
)
export type KpRequest = Static<typeof KpRequest>

// ---- response --------------------------------------------------------------------------------------

const SignLord = Type.Enum([...PLANETS], { description: 'The lord of the sign.' })
const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })
const Grahas = (description: string) => Type.Array(GrahaName, { description })
const HouseNumber = Type.Integer({ minimum: 1, maximum: 12, description: 'House, 1–12.' })
const Houses = (description: string) => Type.Array(HouseNumber, { description })

/** A sidereal point with its four lords. */
const KpPointProps = {
  longitude: Type.Number({ description: 'Sidereal longitude (KP new ayanamsa), degrees [0, 360).' }),
  sign: Sign,
  degree: Type.Number({ description: 'Degrees within the sign, [0, 30).' }),
  nakshatra: Type.Enum([...NAKSHATRAS], { description: 'Nakshatra (13°20′ each from 0° sidereal).' }),
  pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Pada (quarter of the nakshatra), 1–4.' }),
  signLord: SignLord,
  starLord: Type.Enum([...DASHA_ORDER], { description: 'The lord of the nakshatra (star).' }),
  subLord: Type.Enum([...DASHA_ORDER], {
    description: 'The lord of the sub: one of nine parts of the star in Vimśottarī proportion.',
  }),
  subSubLord: Type.Enum([...DASHA_ORDER], {
    description: 'The lord of the sub-sub: one of nine parts of the sub in Vimśottarī proportion.',
  }),
}

export const KpConventions = Type.Object(
  {
    ayanamsa: Type.Literal('kp_new', {
      description:
        'The KP new ayanamsa of K. Balachandran (KP & Astrology Year Book 2003): 22°22′30″ on 15 April ' +
        '1900 + 50.2388475″ a year + 0.000111″ a year², with the nutation in longitude added.',
    }),
    ayanamsaDegrees: Type.Number({ description: 'Its true value at the chart’s moment, degrees.' }),
    houseSystem: Type.Literal('placidus', { description: 'Placidus cusps; a cusp opens its house.' }),
    nodeType: Type.Enum([...NODE_TYPES], { description: 'True or mean lunar node for Rahu and Ketu.' }),
    horaryAscendant: nullable(
      Type.Literal('start_of_sub', {
        description: 'The number’s ascendant is the first degree of its division.',
      }),
      'For a horary chart, where in its division the number puts the ascendant; null for a natal chart.',
    ),
  },
  { description: 'Every convention the answer depends on.' },
)

export const KpPlanet = Type.Object(
  {
    planet: GrahaName,
    ...KpPointProps,
    speed: Type.Number({ description: 'Speed in sidereal longitude, degrees per day.' }),
    retrograde: Type.Boolean({ description: 'Moving backwards.' }),
    house: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: 'The house it occupies by the KP cusps (from cusp n to cusp n + 1).',
    }),
  },
  { description: 'A graha.' },
)

export const KpCusp = Type.Object(
  { house: HouseNumber, ...KpPointProps },
  { description: 'The cusp (beginning) of a house.' },
)

export const HouseSignificators = Type.Object(
  {
    house: HouseNumber,
    inStarOfOccupants: Grahas('Level 1 (strongest): grahas in the star of the house’s occupants.'),
    occupants: Grahas('Level 2: the grahas in the house.'),
    inStarOfLord: Grahas('Level 3: grahas in the star of the house’s lord.'),
    lord: Type.Enum([...PLANETS], { description: 'Level 4: the lord of the sign on the cusp.' }),
    nodeAgents: Grahas(
      'Rahu or Ketu whose sign lord occupies or owns this house: the node also signifies it, as that ' +
        'lord’s agent.',
    ),
  },
  { description: 'The significators of a house, in KP’s four levels.' },
)

export const PlanetSignificators = Type.Object(
  {
    planet: GrahaName,
    starLordOccupies: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: 'Level 1: the house its star lord occupies.',
    }),
    occupies: Type.Integer({ minimum: 1, maximum: 12, description: 'Level 2: the house it occupies.' }),
    starLordOwns: Houses('Level 3: the houses its star lord owns (cusps in the star lord’s signs).'),
    owns: Houses('Level 4: the houses it owns; none for Rahu and Ketu.'),
    agentOf: nullable(
      SignLord,
      'For Rahu and Ketu, the lord of their sign, whose agent they are; else null.',
    ),
    agentHouses: Houses('For Rahu and Ketu, the houses their sign lord occupies and owns; else empty.'),
    houses: Houses('Every house it signifies, ascending.'),
  },
  { description: 'The houses a graha signifies.' },
)

const rulingPoint = (description: string) =>
  Type.Object(
    {
      longitude: Type.Number({ description: 'Sidereal longitude (KP new ayanamsa), degrees.' }),
      signLord: SignLord,
      starLord: Type.Enum([...DASHA_ORDER], { description: 'The lord of its nakshatra (star).' }),
      subLord: Type.Enum([...DASHA_ORDER], { description: 'The lord of its sub.' }),
    },
    { description },
  )

export const RulingPlanetsSchema = Type.Object(
  {
    datetime: Type.String({ description: 'The moment, in UTC (ISO 8601).' }),
    latitude: Type.Number({ description: 'Latitude of the place.' }),
    longitude: Type.Number({ description: 'Longitude of the place.' }),
    timezone: Type.String({ description: 'The zone whose local date gives the weekday.' }),
    ascendant: rulingPoint('The ascendant at the moment, with its lords.'),
    moon: rulingPoint('The Moon at the moment, with its lords.'),
    weekday: named(
      'weekdays',
      Type.String({ description: 'The weekday, from sunrise to sunrise at the place.' }),
    ),
    dayLord: Type.Enum([...PLANETS], { description: 'The lord of the weekday.' }),
    dayBasis: Type.Enum(['sunrise', 'civil_day'], {
      description:
        '`sunrise`: the weekday began at the last sunrise at the place; `civil_day`: the Sun did not ' +
        'rise there that day, the local date’s weekday.',
    }),
    slots: Type.Array(
      Type.Object({
        role: Type.Enum([...RULING_ROLES], { description: 'Which lord.' }),
        planet: GrahaName,
      }),
      {
        description:
          'The seven lords in order of strength: the ascendant’s sub, star and sign lords, the Moon’s sub, ' +
          'star and sign lords, the day lord.',
      },
    ),
    planets: Grahas('Each ruling planet once, strongest first, then Rahu or Ketu acting as agents.'),
    nodeAgents: Type.Array(
      Type.Object({
        node: Type.Enum(['Rahu', 'Ketu'], { description: 'The node.' }),
        signLord: SignLord,
      }),
      { description: 'Rahu or Ketu in a sign whose lord is a ruling planet, and that lord.' },
    ),
  },
  { description: 'The ruling planets at a moment and place.' },
)

export const KpContentProps = {
  domain: Type.Literal('core_chart', { description: 'Constant `core_chart`.' }),
  kind: Type.Enum(['natal', 'horary'], { description: 'A birth chart or a horary chart.' }),
  birth: nullable(BirthSummary, 'How the birth data was turned into an instant; null for a horary chart.'),
  horary: nullable(
    Type.Object({
      number: Type.Integer({ minimum: 1, maximum: 249, description: 'The number named.' }),
      ...KpPointProps,
    }),
    'The horary number and the ascendant it gives, with its lords; null for a natal chart.',
  ),
  datetime: Type.String({ description: 'The chart’s moment (birth or question), in UTC (ISO 8601).' }),
  latitude: Type.Number({ description: 'Latitude of the chart’s place.' }),
  longitude: Type.Number({ description: 'Longitude of the chart’s place.' }),
  conventions: KpConventions,
  planets: Type.Array(KpPlanet, {
    description: 'The nine grahas: Sun Moon Mars Mercury Jupiter Venus Saturn Rahu Ketu.',
  }),
  cusps: Type.Array(KpCusp, { description: 'The twelve cusps, house 1 (the ascendant) to 12.' }),
  significators: Type.Object(
    {
      houses: Type.Array(HouseSignificators, { description: 'Houses 1–12.' }),
      planets: Type.Array(PlanetSignificators, { description: 'The nine grahas.' }),
    },
    { description: 'Significators of each house and of each graha.' },
  ),
  rulingPlanets: RulingPlanetsSchema,
}
