/**
 * Every error code each ephemeris operation (and the pañcāṅga, which takes the same date and place) can
 * return, through the HTTP API: the status, the code, a message naming the field, and never the
 * submitted value in the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const T = '2024-03-20T10:30:00Z'
const PLACE = { latitude: 28.6139, longitude: 77.209 }

interface Case {
  name: string
  payload: Record<string, unknown>
  code: string
  status?: number
  /** The message must name this field. */
  field: string
  /** A submitted value that must not appear in the message. */
  secret?: string
}

const instantCases = (base: Record<string, unknown>, key: string): Case[] => [
  {
    name: `${key} without a zone`,
    payload: { ...base, [key]: '2024-03-20T10:30:00' },
    code: 'invalid_datetime',
    field: key,
    secret: '10:30',
  },
  {
    name: `${key} malformed`,
    payload: { ...base, [key]: '20/03/2024 10:30' },
    code: 'invalid_datetime',
    field: key,
    secret: '20/03',
  },
  {
    name: `${key} impossible date`,
    payload: { ...base, [key]: '2023-02-29T10:30:00Z' },
    code: 'invalid_datetime',
    field: key,
    secret: '2023-02-29',
  },
  {
    name: `${key} a number`,
    payload: { ...base, [key]: 1710930600 },
    code: 'invalid_datetime',
    field: key,
    secret: '1710930600',
  },
  {
    name: `${key} before coverage`,
    payload: { ...base, [key]: '1800-01-01T23:59:59Z' },
    code: 'datetime_out_of_range',
    field: key,
    secret: '1800-01-01',
  },
  {
    name: `${key} after coverage`,
    payload: { ...base, [key]: '2150-01-01T00:00:00Z' },
    code: 'datetime_out_of_range',
    field: key,
    secret: '2150-01-01T00',
  },
  {
    name: `${key} after coverage by its offset`,
    payload: { ...base, [key]: '2149-12-31T20:30:00-03:30' },
    code: 'datetime_out_of_range',
    field: key,
    secret: '20:30',
  },
]

const common = (base: Record<string, unknown>, required: string): Case[] => [
  {
    name: 'a missing required field',
    payload: Object.fromEntries(Object.entries(base).filter(([k]) => k !== required)),
    code: 'missing_required_field',
    field: required,
  },
  { name: 'an unknown field', payload: { ...base, datetme: T }, code: 'unknown_field', field: 'datetme' },
  {
    name: 'an unknown field beside a missing one (the typo is named)',
    payload: {
      ...Object.fromEntries(Object.entries(base).filter(([k]) => k !== required)),
      [`${required}x`]: 1,
    },
    code: 'unknown_field',
    field: `${required}x`,
  },
]

const bodyOptions = (base: Record<string, unknown>): Case[] => [
  {
    name: 'an unknown body',
    payload: { ...base, bodies: ['Sun', 'Rahu'] },
    code: 'invalid_field',
    field: 'bodies[1]',
  },
  { name: 'no bodies', payload: { ...base, bodies: [] }, code: 'invalid_field', field: 'bodies' },
  {
    name: 'a body twice',
    payload: { ...base, bodies: ['Sun', 'Sun'] },
    code: 'invalid_field',
    field: 'bodies',
  },
  {
    name: 'bodies not an array',
    payload: { ...base, bodies: 'Sun' },
    code: 'invalid_field',
    field: 'bodies',
  },
  {
    name: 'an unknown zodiac',
    payload: { ...base, zodiac: 'draconic' },
    code: 'invalid_field',
    field: 'zodiac',
  },
  {
    name: 'an unknown ayanamsa',
    payload: { ...base, ayanamsa: 'true_chitra' },
    code: 'invalid_field',
    field: 'ayanamsa',
  },
  {
    name: 'a wrongly cased ayanamsa',
    payload: { ...base, ayanamsa: 'Lahiri' },
    code: 'invalid_field',
    field: 'ayanamsa',
  },
]

const placeCases = (base: Record<string, unknown>): Case[] => [
  {
    name: 'latitude above 90',
    payload: { ...base, latitude: 90.5 },
    code: 'invalid_coordinates',
    field: 'latitude',
    secret: '90.5',
  },
  {
    name: 'latitude below −90',
    payload: { ...base, latitude: -91 },
    code: 'invalid_coordinates',
    field: 'latitude',
    secret: '-91',
  },
  {
    name: 'longitude beyond 180',
    payload: { ...base, longitude: 180.25 },
    code: 'invalid_coordinates',
    field: 'longitude',
    secret: '180.25',
  },
  {
    name: 'latitude as a string',
    payload: { ...base, latitude: '28.6' },
    code: 'invalid_coordinates',
    field: 'latitude',
    secret: '28.6',
  },
  {
    name: 'longitude missing',
    payload: { ...base, longitude: undefined },
    code: 'missing_required_field',
    field: 'longitude',
  },
]

const positions = { datetime: T }
const angles = { datetime: T, ...PLACE }
const sunrise = { date: '2024-03-20', timezone: 'Asia/Kolkata', ...PLACE }
const series = { start: T, end: '2024-03-21T10:30:00Z', stepMinutes: 60 }

const dayCases = (sunrise: Record<string, unknown>): Case[] => [
  ...common(sunrise, 'date'),
  ...placeCases(sunrise),
  {
    name: 'a date with a time',
    payload: { ...sunrise, date: '2024-03-20T00:00:00Z' },
    code: 'invalid_datetime',
    field: 'date',
    secret: '2024-03-20',
  },
  {
    name: 'an impossible date',
    payload: { ...sunrise, date: '2024-02-30' },
    code: 'invalid_datetime',
    field: 'date',
    secret: '2024-02-30',
  },
  {
    name: 'a date before coverage',
    payload: { ...sunrise, date: '1800-01-01' },
    code: 'datetime_out_of_range',
    field: 'date',
    secret: '1800-01-01',
  },
  {
    name: 'a date after coverage',
    payload: { ...sunrise, date: '2150-01-01' },
    code: 'datetime_out_of_range',
    field: 'date',
    secret: '2150-01-01',
  },
  {
    name: 'an unknown time zone',
    payload: { ...sunrise, timezone: 'Asia/Calcuta' },
    code: 'invalid_timezone',
    field: 'timezone',
    secret: 'Calcuta',
  },
  {
    name: 'an offset instead of a zone',
    payload: { ...sunrise, timezone: '+05:30' },
    code: 'invalid_timezone',
    field: 'timezone',
    secret: '+05:30',
  },
  {
    name: 'a time zone that is not a string',
    payload: { ...sunrise, timezone: 5.5 },
    code: 'invalid_timezone',
    field: 'timezone',
  },
  {
    name: 'a missing time zone',
    payload: { ...sunrise, timezone: undefined },
    code: 'missing_required_field',
    field: 'timezone',
  },
]

type EphemerisOperation = Exclude<
  keyof typeof OPERATIONS,
  | 'getChart'
  | 'getChartImage'
  | 'getKp'
  | 'getCompatibilityBatch'
  | 'getReport'
  | 'getDasha'
  | 'getTransits'
  | 'getGuidance'
  | 'interpretDomain'
  | 'getCompatibility'
  | 'findMuhurta'
  | 'getForecast'
  | 'resolveTiming'
>
const CASES: Record<EphemerisOperation, Case[]> = {
  getPanchanga: [
    ...dayCases(sunrise),
    {
      name: 'an unknown sunrise definition',
      payload: { ...sunrise, sunrise: 'vedic' },
      code: 'invalid_field',
      field: 'sunrise',
    },
    {
      name: 'definition (the sunrise operation’s field, not this one’s)',
      payload: { ...sunrise, definition: 'hindu' },
      code: 'unknown_field',
      field: 'definition',
    },
  ],
  getEphemerisPositions: [
    ...common(positions, 'datetime'),
    ...instantCases(positions, 'datetime'),
    ...bodyOptions(positions),
    {
      name: 'equatorial not a boolean',
      payload: { ...positions, equatorial: 'yes' },
      code: 'invalid_field',
      field: 'equatorial',
    },
  ],
  getEphemerisAngles: [
    ...common(angles, 'datetime'),
    ...instantCases(angles, 'datetime'),
    ...placeCases(angles),
    {
      name: 'an unknown house system',
      payload: { ...angles, houseSystem: 'koch' },
      code: 'invalid_field',
      field: 'houseSystem',
    },
    {
      name: 'an unknown zodiac',
      payload: { ...angles, zodiac: 'Sidereal' },
      code: 'invalid_field',
      field: 'zodiac',
    },
    {
      name: 'bodies (not a field of angles)',
      payload: { ...angles, bodies: ['Sun'] },
      code: 'unknown_field',
      field: 'bodies',
    },
    {
      name: 'Placidus within the polar circle',
      payload: { ...angles, latitude: 80, houseSystem: 'placidus' },
      code: 'houses_undefined_at_latitude',
      status: 422,
      field: 'Placidus',
    },
  ],
  getEphemerisAyanamsa: [
    ...common(positions, 'datetime'),
    ...instantCases(positions, 'datetime'),
    {
      name: 'an ayanamsa name (the operation gives all four)',
      payload: { ...positions, ayanamsa: 'lahiri' },
      code: 'unknown_field',
      field: 'ayanamsa',
    },
  ],
  getEphemerisSunrise: [
    ...dayCases(sunrise),
    {
      name: 'an unknown definition',
      payload: { ...sunrise, definition: 'vedic' },
      code: 'invalid_field',
      field: 'definition',
    },
  ],
  getEphemerisSeries: [
    ...common(series, 'stepMinutes'),
    ...instantCases(series, 'start'),
    ...instantCases(series, 'end'),
    ...bodyOptions(series),
    {
      name: 'a step of 0',
      payload: { ...series, stepMinutes: 0 },
      code: 'invalid_field',
      field: 'stepMinutes',
    },
    {
      name: 'a step over a year',
      payload: { ...series, stepMinutes: 525601 },
      code: 'invalid_field',
      field: 'stepMinutes',
    },
    {
      name: 'a fractional step',
      payload: { ...series, stepMinutes: 1.5 },
      code: 'invalid_field',
      field: 'stepMinutes',
    },
    {
      name: 'a step as a string',
      payload: { ...series, stepMinutes: '60' },
      code: 'invalid_field',
      field: 'stepMinutes',
    },
    {
      name: 'end before start',
      payload: { ...series, end: '2024-03-20T10:29:59Z' },
      code: 'invalid_range',
      field: 'end',
    },
    {
      name: '1001 points',
      payload: { ...series, end: '2024-03-21T03:10:00Z', stepMinutes: 1 },
      code: 'too_many_points',
      field: 'end',
    },
    {
      name: 'equatorial (not a field of series)',
      payload: { ...series, equatorial: true },
      code: 'unknown_field',
      field: 'equatorial',
    },
  ],
}

for (const [operationId, cases] of Object.entries(CASES) as [EphemerisOperation, Case[]][]) {
  describe(operationId, () => {
    it.each(cases)('answers $name with $code', async (c) => {
      const res = await api.post(OPERATIONS[operationId], JSON.parse(JSON.stringify(c.payload)))
      const body = res.json()
      expect(res.statusCode, JSON.stringify(body)).toBe(c.status ?? 400)
      expect(body).toEqual({
        error: c.code,
        message: expect.any(String),
        requestId: res.headers['x-request-id'],
        statusCode: c.status ?? 400,
      })
      expect(body.message).toContain(c.field)
      if (c.secret) expect(body.message).not.toContain(c.secret)
    })
  })
}

describe('coverage ends', () => {
  it('accepts both ends of 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z in every instant field', async () => {
    for (const edge of [
      '1800-01-02T00:00:00Z',
      '2149-12-31T23:59:59Z',
      '2149-12-31T23:59:59.999Z',
      '1800-01-02T05:30:00+05:30',
    ]) {
      for (const [url, payload] of [
        [OPERATIONS.getEphemerisPositions, { datetime: edge }],
        [OPERATIONS.getEphemerisAngles, { datetime: edge, ...PLACE }],
        [OPERATIONS.getEphemerisAyanamsa, { datetime: edge }],
        [OPERATIONS.getEphemerisSeries, { start: edge, end: edge, stepMinutes: 1 }],
      ] as const) {
        const res = await api.post(url, payload)
        expect(res.statusCode, `${url} ${edge}: ${res.body}`).toBe(200)
      }
    }
    for (const date of ['1800-01-02', '2149-12-31']) {
      const res = await api.post(OPERATIONS.getEphemerisSunrise, { ...sunrise, date })
      expect(res.statusCode, date).toBe(200)
    }
  })

  it('accepts exactly 1000 series points', async () => {
    const res = await api.post(OPERATIONS.getEphemerisSeries, {
      ...series,
      end: '2024-03-21T03:09:00Z',
      stepMinutes: 1,
      bodies: ['Moon'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().pointCount).toBe(1000)
  })
})
