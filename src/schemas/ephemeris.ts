/** Request and response schemas of the five ephemeris operations (spec §4.9–4.13). */
import { Type, type Static } from 'typebox'
import type { AYANAMSAS } from '../astro/index.js'
import {
  BODIES,
  HOUSE_SYSTEMS,
  MAX_SERIES_POINTS,
  MAX_STEP_MINUTES,
  MIN_STEP_MINUTES,
  SUNRISE_DEFINITIONS,
  ZODIACS,
} from '../astro/index.js'
import { CHECK_KEYWORD, plainJson } from './keywords.js'
import {
  AyanamsaField,
  AyanamsaUsed,
  BodiesField,
  CalendarDate,
  EclipticPlaceProps,
  EphemerisDateTime,
  InstantProps,
  Latitude,
  Longitude,
  Timezone,
  ZodiacField,
  closed,
} from './common.js'

// ---- positions (§4.9) -----------------------------------------------------------------------------

export const positionsExample: PositionsRequest = {
  datetime: '2024-03-20T10:30:00+05:30',
  bodies: ['Sun', 'Moon', 'Mars', 'MeanNode'],
  zodiac: 'sidereal',
  ayanamsa: 'lahiri',
  equatorial: true,
}

export const PositionsRequest = Type.Object(
  {
    datetime: EphemerisDateTime('The instant.'),
    bodies: Type.Optional(BodiesField),
    zodiac: Type.Optional(ZodiacField),
    ayanamsa: Type.Optional(AyanamsaField),
    equatorial: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Also give apparent right ascension and declination (default false).',
      }),
    ),
  },
  { ...closed },
)
export type PositionsRequest = Static<typeof PositionsRequest>

const Ketu = Type.Object(EclipticPlaceProps, {
  description:
    'Ketu, the other node: the node’s longitude + 180°, with its sign, degree, nakshatra and pada.',
})

export const BodyPosition = Type.Object(
  {
    body: Type.Enum([...BODIES], { description: 'The body.' }),
    ...EclipticPlaceProps,
    latitude: Type.Number({ description: 'Ecliptic latitude in degrees.' }),
    distance: Type.Number({
      description:
        'Geocentric distance in astronomical units (for the nodes: Swiss Ephemeris’ distance of the lunar ' +
        'orbit at the node).',
    }),
    speed: Type.Number({ description: 'Speed in longitude in degrees per day (negative when retrograde).' }),
    retrograde: Type.Boolean({ description: 'True exactly when `speed` < 0.' }),
    rightAscension: Type.Optional(
      Type.Number({
        description:
          'With `equatorial`: apparent right ascension in degrees, true equator and equinox of date.',
      }),
    ),
    declination: Type.Optional(
      Type.Number({
        description: 'With `equatorial`: apparent declination in degrees, true equator and equinox of date.',
      }),
    ),
    ketu: Type.Optional(Ketu),
  },
  {
    description:
      'Apparent geocentric position (light-time, aberration and nutation applied), ecliptic of date; ' +
      'sidereal = tropical − the true ayanamsa.',
  },
)

/** Positions at one instant: the content of `positions` and of each `series` point. */
export const PositionsContentProps = {
  ...InstantProps,
  zodiac: Type.Enum([...ZODIACS], { description: 'Zodiac of the longitudes.' }),
  ayanamsa: AyanamsaUsed,
  // Built by astro/positions.ts with exactly these properties, in this order: written by JSON.stringify
  // (schemas/keywords.ts plainJson; test/unit/plain-json.test.ts holds it to fast-json-stringify's bytes).
  positions: plainJson(
    Type.Array(BodyPosition, {
      description: 'One item per requested body, in the order requested.',
    }),
  ),
}

// ---- angles (§4.10) -------------------------------------------------------------------------------

export const anglesExample: AnglesRequest = {
  datetime: '2024-03-20T10:30:00+05:30',
  latitude: 28.6139,
  longitude: 77.209,
  houseSystem: 'placidus',
  zodiac: 'sidereal',
  ayanamsa: 'lahiri',
}

export const AnglesRequest = Type.Object(
  {
    datetime: EphemerisDateTime('The instant.'),
    latitude: Latitude(),
    longitude: Longitude(),
    houseSystem: Type.Optional(
      Type.Enum([...HOUSE_SYSTEMS], {
        default: 'whole_sign',
        description:
          'House system (default `whole_sign`). Placidus is undefined within the polar circles at some ' +
          'moments: the call then answers 422 `houses_undefined_at_latitude`, never another system.',
      }),
    ),
    zodiac: Type.Optional(ZodiacField),
    ayanamsa: Type.Optional(AyanamsaField),
  },
  { ...closed },
)
export type AnglesRequest = Static<typeof AnglesRequest>

const Angle = (description: string) => Type.Object(EclipticPlaceProps, { description })

export const AnglesContentProps = {
  ...InstantProps,
  latitude: Type.Number({ description: 'The latitude computed for.' }),
  longitude: Type.Number({ description: 'The longitude computed for.' }),
  houseSystem: Type.Enum([...HOUSE_SYSTEMS], { description: 'The house system of the cusps.' }),
  zodiac: Type.Enum([...ZODIACS], { description: 'Zodiac of the longitudes.' }),
  ayanamsa: AyanamsaUsed,
  ascendant: Angle('The ascendant (rising degree of the ecliptic); the same in every house system.'),
  midheaven: Angle('The midheaven (MC, culminating degree of the ecliptic); the same in every house system.'),
  cusps: Type.Array(
    Type.Object(
      {
        house: Type.Integer({ minimum: 1, maximum: 12, description: 'House number.' }),
        ...EclipticPlaceProps,
      },
      { description: 'Cusp (start) of a house.' },
    ),
    {
      minItems: 12,
      maxItems: 12,
      description:
        'The twelve cusps, house 1 first. Whole sign: 0° of the ascendant’s sign and the signs after it; ' +
        'equal: the ascendant + 30° steps; Placidus: semi-arc cusps.',
    },
  ),
}

// ---- ayanamsa (§4.11) -----------------------------------------------------------------------------

export const ayanamsaExample: AyanamsaRequest = { datetime: '2024-03-20T10:30:00+05:30' }

export const AyanamsaRequest = Type.Object({ datetime: EphemerisDateTime('The instant.') }, { ...closed })
export type AyanamsaRequest = Static<typeof AyanamsaRequest>

/** Response keys of the four ayanamsas (request identifiers use `fagan_bradley`). */
export const AYANAMSA_KEYS = {
  lahiri: 'lahiri',
  raman: 'raman',
  krishnamurti: 'krishnamurti',
  fagan_bradley: 'faganBradley',
} as const satisfies Record<(typeof AYANAMSAS)[number], string>

const AyanamsaValue = (name: string) =>
  Type.Object(
    {
      degrees: Type.Number({ description: 'Value in degrees.' }),
      dms: Type.String({ description: 'The same in degrees, minutes and seconds, e.g. 24°11\'33.79".' }),
    },
    { description: name },
  )

const ayanamsaValues = (kind: string) => ({
  lahiri: AyanamsaValue(`Lahiri (Chitrapaksha), ${kind}.`),
  raman: AyanamsaValue(`Raman, ${kind}.`),
  krishnamurti: AyanamsaValue(`Krishnamurti (KP), ${kind}.`),
  faganBradley: AyanamsaValue(`Fagan–Bradley, ${kind}.`),
})

export const AyanamsaContentProps = {
  ...InstantProps,
  kind: Type.Literal('mean', {
    description: 'The four top-level values are mean ayanamsas: without nutation (spec §4.11).',
  }),
  ...ayanamsaValues('mean (without nutation)'),
  true: Type.Object(
    {
      ...ayanamsaValues('true (with the nutation in longitude)'),
    },
    {
      description:
        'The same four ayanamsas, true: including the nutation in longitude. These are the values subtracted ' +
        'from apparent longitudes by the sidereal positions, angles and series.',
    },
  ),
  nutationLongitudeDeg: Type.Number({
    description: 'Nutation in longitude Δψ in degrees: true − mean, the same for all four.',
  }),
}

// ---- sunrise (§4.12) ------------------------------------------------------------------------------

export const sunriseExample: SunriseRequest = {
  date: '2024-03-20',
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
}

export const SunriseRequest = Type.Object(
  {
    date: CalendarDate('Local calendar date.'),
    timezone: Timezone(
      'IANA time zone name of the place; it defines the local day and the offsets of the answer.',
    ),
    latitude: Latitude(),
    longitude: Longitude(),
    definition: Type.Optional(
      Type.Enum([...SUNRISE_DEFINITIONS], {
        default: 'standard',
        description:
          '`standard` (default, spec §4.12): the upper limb on a sea-level horizon with 36.6′ refraction ' +
          '(computed with Swiss Ephemeris’ refraction for 1013.25 hPa at 0 °C, 36.7′: within 2 s). `hindu`: the centre of the disc on the ' +
          'horizon without refraction, the sunrise Jagannatha Hora and drik-panchanga use for the ' +
          'pañcāṅga (the Sun rises 53′ further: about 3½ minutes later at the equator, 4 to 5 at 30°–50° of latitude).',
      }),
    ),
  },
  { ...closed },
)
export type SunriseRequest = Static<typeof SunriseRequest>

const LocalTime = (description: string) =>
  Type.Union([Type.String(), Type.Null()], {
    description: `${description} ISO 8601 local time to the second with the zone’s UTC offset at that instant (rounded to whole minutes for local mean time, the clock time written to match), or null with the reason in \`reasons\`.`,
  })

const Reason = Type.Union(
  [
    Type.Enum(['sun_above_horizon_all_day', 'sun_below_horizon_all_day', 'no_such_event_this_day']),
    Type.Null(),
  ],
  {
    description:
      'Null when the event was found. `sun_above_horizon_all_day`: midnight sun; ' +
      '`sun_below_horizon_all_day`: polar night; `no_such_event_this_day`: the Sun crosses the horizon ' +
      'that day, but not this way (at the start or end of a polar day or night).',
  },
)

export const SunriseContentProps = {
  date: Type.String({ description: 'The local date computed for.' }),
  timezone: Type.String({ description: 'The zone of the local times.' }),
  latitude: Type.Number({ description: 'The latitude computed for.' }),
  longitude: Type.Number({ description: 'The longitude computed for.' }),
  definition: Type.Enum([...SUNRISE_DEFINITIONS], { description: 'The sunrise definition used.' }),
  sunrise: LocalTime('The first sunrise of the local date.'),
  sunset: LocalTime('The first sunset after `sunrise` (without a sunrise: the first sunset of the date).'),
  nextSunrise: LocalTime(
    'The first sunrise after `sunset`, which ends the Vedic day (without a sunrise on the date: the first ' +
      'sunrise of the next local date).',
  ),
  dayLengthMinutes: Type.Union([Type.Number(), Type.Null()], {
    description: 'Sunset − sunrise in minutes; null when either is absent.',
  }),
  reasons: Type.Object(
    { sunrise: Reason, sunset: Reason, nextSunrise: Reason },
    { description: 'Why an event is null.' },
  ),
}

// ---- series (§4.13) -------------------------------------------------------------------------------

export const seriesExample: SeriesRequest = {
  start: '2024-01-01T00:00:00Z',
  end: '2024-01-31T00:00:00Z',
  stepMinutes: 1440,
  bodies: ['Sun', 'Moon'],
  zodiac: 'sidereal',
  ayanamsa: 'lahiri',
}

export const SeriesRequest = Type.Object(
  {
    start: EphemerisDateTime('First instant.'),
    end: EphemerisDateTime(
      `Last instant, inclusive; not before \`start\` (\`invalid_range\`). At most ${MAX_SERIES_POINTS} ` +
        'points from `start` to `end` (`too_many_points`).',
    ),
    stepMinutes: Type.Integer({
      minimum: MIN_STEP_MINUTES,
      maximum: MAX_STEP_MINUTES,
      description: `Step between points in minutes, ${MIN_STEP_MINUTES} to ${MAX_STEP_MINUTES}.`,
    }),
    bodies: Type.Optional(BodiesField),
    zodiac: Type.Optional(ZodiacField),
    ayanamsa: Type.Optional(AyanamsaField),
  },
  { ...closed, [CHECK_KEYWORD]: 'seriesWindow' },
)
export type SeriesRequest = Static<typeof SeriesRequest>

export const SeriesContentProps = {
  start: Type.String({ description: 'First instant, UTC.' }),
  end: Type.String({ description: 'Last instant requested, UTC.' }),
  stepMinutes: Type.Integer({ description: 'Step in minutes.' }),
  pointCount: Type.Integer({ description: 'Number of points.' }),
  // Each point as operations/ephemeris-content.ts presents it (plainJson, as `positions` above).
  points: plainJson(
    Type.Array(Type.Object(PositionsContentProps), {
      description:
        'Positions at `start`, `start` + step, … up to `end` inclusive; each as the positions operation gives.',
    }),
  ),
}
