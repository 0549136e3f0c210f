/** Request and response schemas of the Calculation group: chart and dasha (spec §2.1, §2.3, §4.1, §4.2). */
import { Type, type Static, type TSchema } from 'typebox'
import { NAKSHATRAS } from '../astro/index.js'
import { ACG_LINES } from '../jyotisha/astrocartography.js'
import { ASPECT_ORBS_DEG, ASPECT_TYPES } from '../jyotisha/aspects.js'

import { NODE_TYPES } from '../jyotisha/chart.js'
import type { DASHA_LEVELS } from '../jyotisha/dasha.js'
import { DASHA_ORDER, DASHA_YEAR_KINDS } from '../jyotisha/dasha.js'
import { DASHA_SYSTEMS } from '../jyotisha/dasha-systems.js'
import { DIGNITIES } from '../jyotisha/dignity.js'
import { GRAHAS, PLANETS, SIGNS_SANSKRIT } from '../jyotisha/grahas.js'
import { VARGA_NAMES, VARGAS } from '../jyotisha/vargas.js'
import { WESTERN_BODIES } from '../jyotisha/western.js'
import { CHECK_KEYWORD, CODE_KEYWORD, plainJson, writtenBy } from './keywords.js'
import { dashaBlockJson, timelineJson } from './dasha-json.js'
import { Latitude, Longitude, closed, nullable, schemaCopy, Sign } from './common.js'
import {
  CharaDashaBlock,
  currentSchema,
  DashaDepthField,
  DashaSystemConventions,
  DashaSystemField,
  periodSchema,
  YoginiDashaBlock,
} from './dasha.js'
import { AshtakavargaSchema, StrengthSchema } from './strength.js'
import { BirthData, BirthSummary, ComputationId, EXAMPLE_BIRTH } from './birth.js'
import { named } from '../i18n/names.js'

// ---- requests --------------------------------------------------------------------------------------

export const Settings = Type.Object(
  {
    nodeType: Type.Optional(
      Type.Enum([...NODE_TYPES], {
        default: 'mean',
        description: 'Rahu and Ketu as the `mean` lunar node (default) or the `true` (osculating) node.',
      }),
    ),
    dashaYear: Type.Optional(
      Type.Enum([...DASHA_YEAR_KINDS], {
        default: 'sidereal',
        description:
          'Length of a Vimśottarī year: `sidereal` (default) the mean sidereal year of 365.256363 days; ' +
          '`solar` the true solar year, one sidereal revolution of the Sun measured by its own motion ' +
          '(Jagannatha Hora’s default); `julian` 365.25 days (Prokerala); `savana` 360 days.',
      }),
    ),
  },
  {
    ...closed,
    description: 'Conventions; each is echoed in `conventions`.',
    [CODE_KEYWORD]: 'invalid_field',
  },
)

export const LocationField = Type.Object(
  {
    latitude: Latitude('Latitude of the place in degrees, −90 … 90.'),
    longitude: Longitude('Longitude of the place in degrees, east positive, −180 … 180.'),
    orbDegrees: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 15,
        default: 3,
        description:
          'Astrocartography lines within this many degrees (great circle) of the place; default 3, at most 15.',
      }),
    ),
  },
  {
    ...closed,
    description:
      'A place to relocate the chart to (spec §2.1): both coordinates or none — a half-filled location is ' +
      'refused with `invalid_coordinates`.',
    [CODE_KEYWORD]: 'invalid_coordinates',
  },
)

export const chartExample: ChartRequest = {
  birthData: EXAMPLE_BIRTH,
  includeDasha: true,
  western: true,
  location: { latitude: 51.5074, longitude: -0.1278, orbDegrees: 5 },
}

export const ChartRequest = Type.Object(
  {
    birthData: BirthData,
    includeDasha: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Include the Vimśottarī daśā (default true); false gives `dasha: null`.',
      }),
    ),
    dashaDepth: Type.Optional(DashaDepthField),
    western: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Include the Western block (default true); false omits it.',
      }),
    ),
    includeStrength: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Add `strength` (ṣaḍbala, bhāva bala, viṃśopaka bala) and `ashtakavarga` (default false).',
      }),
    ),
    location: Type.Optional(LocationField),
    settings: Type.Optional(Settings),
  },
  { ...closed },
)
export type ChartRequest = Static<typeof ChartRequest>

export const dashaExample: DashaRequest = { birthData: EXAMPLE_BIRTH }

export const DashaRequest = Type.Object(
  {
    birthData: BirthData,
    settings: Type.Optional(Settings),
    system: Type.Optional(DashaSystemField),
    dashaDepth: Type.Optional(DashaDepthField),
  },
  { ...closed, [CHECK_KEYWORD]: 'charaNeedsTime' },
)
export type DashaRequest = Static<typeof DashaRequest>

// ---- response pieces -------------------------------------------------------------------------------

const SignSanskrit = Type.Enum([...SIGNS_SANSKRIT], { description: 'The sign’s Sanskrit name.' })
const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })
const Lord = Type.Enum([...DASHA_ORDER], { description: 'Daśā lord.' })
const Nakshatra = nullable(Type.Enum([...NAKSHATRAS]), 'Nakshatra (13°20′ each, from 0° sidereal).')
const Pada = nullable(Type.Integer({ minimum: 1, maximum: 4 }), 'Pada (quarter of the nakshatra), 1–4.')
const Degree = Type.Number({ description: 'Degrees within the sign, [0, 30).' })
const SiderealLongitude = Type.Number({ description: 'Sidereal (Lahiri) longitude, degrees [0, 360).' })
const Western = {
  tradition: Type.Literal('western', { description: 'A Western construction.' }),
  classical: Type.Literal(false, { description: 'Not part of classical Jyotiṣa.' }),
}

export const ConventionsSchema = Type.Object(
  {
    ayanamsa: Type.Literal('lahiri', {
      description: 'Lahiri (Chitrapaksha), as Swiss Ephemeris defines it.',
    }),
    ayanamsaDegrees: Type.Number({ description: 'The true Lahiri ayanamsa at birth, degrees.' }),
    nodeType: Type.Enum([...NODE_TYPES], { description: 'Mean or true lunar node for Rahu and Ketu.' }),
    dashaYear: Type.Enum([...DASHA_YEAR_KINDS], { description: 'The daśā-year convention.' }),
    dashaYearDays: Type.Number({
      description: 'Days per daśā year: the fixed length, or for `solar` the mean over this timeline.',
    }),
    houseSystem: Type.Literal('whole_sign', {
      description: 'Houses are whole signs from the ascendant’s sign.',
    }),
  },
  { description: 'Every convention the answer depends on.' },
)

/** A sidereal point: its sign, degree, longitude, nakshatra and pada. */
const SiderealPlace = {
  sign: Sign,
  signSanskrit: SignSanskrit,
  degree: Degree,
  longitude: SiderealLongitude,
  nakshatra: Nakshatra,
  pada: Pada,
}

export const Ascendant = Type.Object(
  {
    ...SiderealPlace,
    basis: Type.Enum(['ascendant', 'moon'], {
      description:
        '`ascendant`: the rising degree; `moon`: the birth time is unknown and the Moon’s place stands in ' +
        '(chandra lagna) for the ascendant and the houses.',
    }),
  },
  { description: 'The ascendant (lagna).' },
)

export const Planet = Type.Object(
  {
    planet: GrahaName,
    sign: Sign,
    signSanskrit: SignSanskrit,
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the ascendant.' }),
    degree: Degree,
    longitude: SiderealLongitude,
    speed: Type.Number({ description: 'Speed in longitude, degrees per day (negative: retrograde).' }),
    retrograde: Type.Boolean({ description: 'Moving backwards; the mean nodes always are.' }),
    nakshatra: Nakshatra,
    pada: Pada,
    dignity: nullable(
      Type.Enum([...DIGNITIES]),
      'exalted, moolatrikona, own, or from the compound (pañcadhā) relationship with the sign’s lord: ' +
        'friendly, neutral, enemy; debilitated. The nodes follow the BPHS verse (Rahu exalted in Taurus, Ketu in Scorpio).',
    ),
    combust: Type.Boolean({
      description: 'Within its combustion orb of the Sun (never the Sun and the nodes).',
    }),
  },
  { description: 'A graha (spec §2.3 Planet).' },
)

export const House = Type.Object(
  {
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'House number, 1–12.' }),
    sign: Sign,
    signSanskrit: SignSanskrit,
    degree: Type.Number({ description: 'Where the house begins in its sign: 0 (whole-sign houses).' }),
    lord: Type.Enum([...PLANETS], { description: 'Lord of the sign.' }),
  },
  { description: 'A whole-sign house (spec §2.3 House).' },
)

export const AspectSchema = Type.Object(
  {
    planet1: Type.String({ description: 'A graha or `Ascendant`.' }),
    planet2: named(['grahas', 'points'], Type.String({ description: 'A graha or `Ascendant`.' })),
    type: Type.Enum([...ASPECT_TYPES], { description: 'The Ptolemaic aspect.' }),
    orb: Type.Number({ description: 'Degrees from exact.' }),
    applying: Type.Boolean({ description: 'The orb is closing at the birth instant.' }),
    ...Western,
  },
  {
    description: `A Western (Ptolemaic) aspect by degree, not graha dṛṣṭi. Orbs: ${ASPECT_TYPES.map((t) => `${t} ${ASPECT_ORBS_DEG[t]}°`).join(', ')}.`,
  },
)

export const Yoga = Type.Object(
  {
    name: named('chartYogas', Type.String({ description: 'The yoga’s name.' })),
    category: Type.String({ description: 'Its family (Pancha Mahapurusha, Raja, Dhana, Nabhasa, …).' }),
    status: Type.Enum(['formed', 'cancelled'], {
      description: '`formed`, or `cancelled` when a classical cancelling condition is present.',
    }),
    reason: Type.String({
      description: 'Why it formed or why it is cancelled, naming the planets and houses.',
    }),
    planets: Type.Array(GrahaName, { description: 'The grahas involved.' }),
    houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'The houses involved.' }),
    description: Type.String({ description: 'What it is traditionally read to mean, in plain words.' }),
    sources: Type.Array(Type.String(), { description: 'Titles of the classical books it rests on.' }),
    strength: Type.Enum(['strong', 'moderate', 'weak'], {
      description: 'Qualitative, from the dignity, combustion and houses of its planets.',
    }),
    countedFrom: Type.Enum(['ascendant', 'moon sign'], {
      description: '`moon sign` when the birth time is unknown and houses count from the Moon’s sign.',
    }),
  },
  { description: 'A classical yoga found in the chart.' },
)

const VargaPlace = Type.Object({
  sign: Sign,
  signSanskrit: SignSanskrit,
  vargottama: Type.Boolean({ description: 'The same sign as in the rashi chart (D1).' }),
})

export const Divisional = Type.Object(
  {
    division: Type.Enum(
      VARGAS.map((n) => `D${n}`),
      { description: 'The division.' },
    ),
    name: Type.Enum(
      VARGAS.map((n) => VARGA_NAMES[n]),
      { description: 'Its name.' },
    ),
    ascendant: nullable(
      VargaPlace,
      'The ascendant’s sign in this varga; null when the birth time is unknown.',
    ),
    planets: Type.Array(Type.Object({ planet: GrahaName, ...VargaPlace.properties }), {
      description: 'Each graha’s sign in this varga.',
    }),
  },
  {
    description:
      'A divisional chart (varga) by the traditional Parāśara rules of BPHS (D30 with its unequal parts).',
  },
)

const period = (level: (typeof DASHA_LEVELS)[number], children: TSchema | null, description: string) =>
  periodSchema(
    { planet: Lord },
    level,
    children && { schema: children, description: 'Its nine sub-periods.' },
    description,
  )

const Pratyantardasha = period('pratyantardasha', null, 'A pratyantardaśā (third level).')
const Antardasha = period(
  'antardasha',
  Pratyantardasha,
  'An antardaśā: nine pratyantardaśās in `antardashas`.',
)
export const Mahadasha = period('mahadasha', Antardasha, 'A mahādaśā: nine antardaśās in `antardashas`.')

export const CurrentDasha = currentSchema(
  Lord,
  'The periods running at the request time; null outside the timeline’s 120 years.',
)

export const Timeline = Type.Array(Mahadasha, {
  description:
    'The nine mahādaśās from the one running at birth (which began before it), 9 × 9 × 9 periods in all ' +
    '(to the request’s `dashaDepth`: 9 periods to depth 1, 9 × 9 to depth 2); each level’s periods tile ' +
    'their parent exactly.',
})

export const BalanceAtBirth = Type.Object(
  {
    planet: Lord,
    years: Type.Number({ description: 'Daśā years of the birth mahādaśā still to run at birth.' }),
  },
  { description: 'The balance of daśā at birth.' },
)

export const DashaBlock = Type.Object(
  { balanceAtBirth: BalanceAtBirth, current: CurrentDasha, timeline: Timeline },
  { description: 'The Vimśottarī daśā.' },
)

const WesternPoint = Type.Object({
  ...Western,
  longitude: Type.Number({ description: 'Tropical longitude, ecliptic and equinox of date.' }),
  sign: Sign,
  degree: Degree,
})

export const WesternBlockSchema = Type.Object(
  {
    ...Western,
    zodiac: Type.Literal('tropical', {
      description: 'Longitudes are tropical (ecliptic and equinox of date).',
    }),
    houseSystem: Type.Literal('placidus', { description: 'Cusps are Placidus.' }),
    nodeType: Type.Enum([...NODE_TYPES], { description: 'Mean or true lunar node.' }),
    planets: Type.Array(
      Type.Object({
        ...WesternPoint.properties,
        body: Type.Enum([...WESTERN_BODIES], { description: 'The body.' }),
        speed: Type.Number({ description: 'Degrees per day.' }),
        retrograde: Type.Boolean({ description: 'Moving backwards in longitude.' }),
      }),
      { description: 'Sun to Pluto and the nodes.' },
    ),
    ascendant: nullable(WesternPoint, 'Tropical ascendant; null when the birth time is unknown.'),
    midheaven: nullable(WesternPoint, 'Tropical midheaven; null when the birth time is unknown.'),
    cusps: nullable(
      Type.Array(
        Type.Object({
          ...WesternPoint.properties,
          house: Type.Integer({ minimum: 1, maximum: 12, description: 'House number, 1–12.' }),
        }),
      ),
      'Placidus cusps; null when the time is unknown or Placidus is undefined at the latitude (never replaced).',
    ),
    note: nullable(Type.String(), 'Why something is missing.'),
  },
  { description: 'The Western (tropical) block: not classical Jyotiṣa, labelled so on every object.' },
)

const AcgLineSchema = Type.Object({
  ...Western,
  planet: GrahaName,
  line: Type.Enum([...ACG_LINES], { description: 'MC, IC (meridian) or ASC, DSC (horizon) line.' }),
  distanceDegrees: Type.Number({ description: 'Great-circle degrees from the place to the line.' }),
  longitudeAtLatitude: nullable(
    Type.Number(),
    'The line’s longitude at the place’s latitude, if it reaches it.',
  ),
  rightAscensionDeg: Type.Number({ description: 'The graha’s apparent right ascension of date, degrees.' }),
  declinationDeg: Type.Number({ description: 'Its apparent declination of date, degrees.' }),
})

export const RelocationSchema = Type.Object(
  {
    latitude: Type.Number({ description: 'The place’s latitude.' }),
    longitude: Type.Number({ description: 'The place’s longitude.' }),
    ascendant: nullable(
      Type.Object(SiderealPlace),
      'The sidereal ascendant at the place at the birth instant.',
    ),
    midheaven: nullable(
      Type.Object({ sign: Sign, signSanskrit: SignSanskrit, degree: Degree, longitude: SiderealLongitude }),
      'The sidereal midheaven there.',
    ),
    houses: nullable(
      Type.Array(
        Type.Object({
          house: Type.Integer({ description: 'House number, 1–12.' }),
          sign: Sign,
          signSanskrit: SignSanskrit,
          lord: Type.Enum([...PLANETS], { description: 'Lord of the sign.' }),
        }),
      ),
      'Whole-sign houses from the relocated ascendant.',
    ),
    angularPlanets: nullable(
      Type.Array(
        Type.Object({
          planet: GrahaName,
          house: Type.Integer({ description: 'The relocated kendra it occupies: 1, 4, 7 or 10.' }),
          nearestAngle: Type.Enum(['ascendant', 'nadir', 'descendant', 'midheaven'], {
            description: 'The exact angle nearest to it.',
          }),
          distanceDegrees: Type.Number({ description: 'Degrees of longitude from that angle.' }),
        }),
      ),
      'Grahas in the relocated kendras (1, 4, 7, 10) with the nearest angle.',
    ),
    astrocartography: Type.Object(
      {
        ...Western,
        orbDegrees: Type.Number({ description: 'The orb the lines were chosen with.' }),
        lines: nullable(
          Type.Array(AcgLineSchema),
          'Lines within the orb, nearest first; null when the time is unknown.',
        ),
      },
      {
        description:
          'Astrocartography (a Western technique): where on Earth each graha was on the meridian (MC, IC) or ' +
          'the horizon (ASC, DSC) at the birth instant, in mundo, and which of those lines pass near the place.',
      },
    ),
    note: nullable(Type.String(), 'Why something is missing.'),
  },
  {
    description: 'The chart’s own frame recomputed for `location`, with the astrocartography lines near it.',
  },
)

/**
 * A top-level property of the chart written by `JSON.stringify` (keywords.ts `plainJson`; the daśā by a
 * writer of its own, dasha-json.ts): a copy of
 * `schema` (schemaCopy), so that only the chart's use of a shared schema is marked.
 * Every property of the chart's answer is: on Node 26 the example chart's answer was written in 0.22 ms
 * against 0.29 ms through fast-json-stringify (the same bytes: test/unit/plain-json.test.ts).
 */
const plain = <T extends TSchema>(schema: T): T => plainJson(schemaCopy(schema))

export const ChartContentProps = {
  domain: Type.Literal('core_chart', { description: 'Constant `core_chart`.' }),
  computationId: plain(ComputationId),
  birth: plain(BirthSummary),
  conventions: plain(ConventionsSchema),
  ascendant: plain(Ascendant),
  planets: plain(
    Type.Array(Planet, {
      description: 'The nine grahas: Sun Moon Mars Mercury Jupiter Venus Saturn Rahu Ketu.',
    }),
  ),
  houses: plain(Type.Array(House, { description: 'Twelve whole-sign houses.' })),
  aspects: plain(
    Type.Array(AspectSchema, {
      description: 'Western aspects between the grahas and (with the time known) the ascendant.',
    }),
  ),
  yogas: plain(Type.Array(Yoga, { description: 'Classical yogas formed or cancelled in the chart.' })),
  divisionals: plain(Type.Array(Divisional, { description: 'The sixteen vargas D1 … D60.' })),
  dasha: writtenBy(
    nullable(DashaBlock, 'The Vimśottarī daśā; null when `includeDasha` is false.'),
    dashaBlockJson,
  ),
  western: plainJson(Type.Optional(WesternBlockSchema)),
  relocation: plainJson(Type.Optional(RelocationSchema)),
  strength: plainJson(Type.Optional(StrengthSchema)),
  ashtakavarga: plainJson(Type.Optional(AshtakavargaSchema)),
}

/** /v1/dasha's content: Vimśottarī in the spec's `current` and `timeline` (with `balanceAtBirth`), as
 *  before `system` existed; another system in a block of its own, so that each keeps a schema without
 *  unions for fast-json-stringify (a union makes it validate the value to choose: 729 periods). */
export const DashaContentProps = {
  domain: Type.Literal('dasha', { description: 'Constant `dasha`.' }),
  computationId: ComputationId,
  system: Type.Enum([...DASHA_SYSTEMS], {
    description:
      'The daśā system answered (request `system`): `vimshottari` fills `balanceAtBirth`, `current` and ' +
      '`timeline`; `yogini` fills `yogini`; `chara` fills `chara`.',
  }),
  birth: BirthSummary,
  conventions: Type.Object(
    { ...ConventionsSchema.properties, dashaSystem: Type.Optional(DashaSystemConventions) },
    {
      description:
        'Every convention the answer depends on; for a system other than Vimśottarī, `dashaSystem` too.',
    },
  ),
  balanceAtBirth: Type.Optional(BalanceAtBirth),
  current: Type.Optional(CurrentDasha),
  timeline: writtenBy(Type.Optional(Timeline), timelineJson),
  yogini: Type.Optional(YoginiDashaBlock),
  chara: Type.Optional(CharaDashaBlock),
}
