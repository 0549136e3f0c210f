/**
 * Random JSON thrown at every operation (fast-check): never a 5xx, always either the 2xx envelope or
 * the error body with a known code. Bodies are both arbitrary JSON and mutations of valid requests
 * (a field replaced, dropped or added), which reach deeper into validation.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorStatus } from '../../src/schemas/errors.js'
import { OPERATIONS, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const VALID: Record<keyof typeof OPERATIONS, Record<string, unknown>> = {
  getChart: {
    birthData: {
      date: '1943-06-01',
      time: '23:59:59',
      timezone: 'Asia/Kolkata',
      latitude: 66.9,
      longitude: 72.88,
    },
    includeDasha: true,
    western: true,
    location: { latitude: -33.9, longitude: 151.2, orbDegrees: 15 },
    settings: { nodeType: 'true', dashaYear: 'julian' },
  },
  getChartImage: {
    birthData: {
      date: '1943-06-01',
      time: '23:59:59',
      timezone: 'Asia/Kolkata',
      latitude: 66.9,
      longitude: 72.88,
    },
    style: 'east',
    varga: 'D60',
    format: 'svg',
    size: 2000,
    colors: { background: '#000', lines: '#ffffff', text: '#abcdef', signs: '#123', ascendant: '#f00' },
    font: 'Noto Sans Devanagari',
    bodies: ['Sun', 'Pluto', 'Ketu'],
    degrees: false,
    marks: { retrograde: false, combust: true },
    settings: { nodeType: 'true' },
  },
  getKp: {
    birthData: {
      date: '1935-09-12',
      time: '06:05',
      timezone: 'Asia/Kolkata',
      latitude: 24.65,
      longitude: 77.31,
    },
    rulingAt: {
      datetime: '2026-11-28T10:00:00+05:30',
      latitude: 28.61,
      longitude: 77.21,
      timezone: 'Asia/Kolkata',
    },
    nodeType: 'true',
  },
  getCompatibilityBatch: {
    profile: {
      date: '1992-03-01',
      time: '07:15',
      timezone: 'Asia/Kolkata',
      latitude: 13.08,
      longitude: 80.27,
      gender: 'female',
      name: 'A',
    },
    candidates: [
      {
        id: 'c1',
        date: '1990-01-20',
        time: '22:40',
        timezone: 'Asia/Kolkata',
        latitude: 19.07,
        longitude: 72.88,
        gender: 'male',
      },
      {
        id: 'c2',
        date: '1989-12-31',
        timezone: 'America/New_York',
        latitude: 40.7,
        longitude: -74,
        name: 'B',
      },
    ],
  },
  getReport: {
    birthData: {
      date: '1962-02-05',
      time: '05:30',
      timezone: 'Asia/Kolkata',
      latitude: 28.61,
      longitude: 77.21,
    },
    name: 'R',
    referenceDate: '2026-01-01',
    domains: ['health'],
    chartStyle: 'east',
    paper: 'Letter',
    branding: { name: 'S', accentColor: '#123456' },
  },
  getDasha: {
    birthData: {
      date: '2021-11-07',
      time: '01:30',
      timezone: 'America/New_York',
      latitude: 40.7,
      longitude: -74,
    },
    settings: { dashaYear: 'savana' },
    system: 'yogini',
  },
  getTransits: {
    birthData: {
      date: '1952-02-29',
      time: '04:10',
      timezone: 'America/Sao_Paulo',
      latitude: -23.5,
      longitude: -46.6,
    },
    date: '2030-06-01T00:00:00Z',
    until: '2031-06-01',
    settings: { nodeType: 'true' },
  },
  getPanchanga: {
    date: '2024-12-21',
    timezone: 'Europe/Oslo',
    latitude: 69.6,
    longitude: 18.9,
    sunrise: 'hindu',
  },
  getGuidance: {
    birthData: {
      date: '1961-12-31',
      time: '23:30:15',
      timezone: 'Europe/Oslo',
      latitude: 69.6,
      longitude: 18.9,
    },
    referenceDate: '2027-03-01T12:00:00+01:00',
  },
  interpretDomain: {
    birthData: {
      date: '2004-02-29',
      timezone: 'America/Los_Angeles',
      latitude: 34.05,
      longitude: -118.24,
    },
    domain: 'health',
    referenceDate: '2030-01-01',
  },
  getCompatibility: {
    a: {
      date: '1979-06-21',
      timezone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.0,
      name: 'Jo',
    },
    b: {
      date: '1981-01-09',
      time: '23:59',
      timezone: 'Europe/Berlin',
      latitude: 52.52,
      longitude: 13.4,
      utcOffset: '+01:00',
    },
    referenceDateIso: '2030-06-01T00:00:00Z',
  },
  findMuhurta: {
    subject: {
      date: '1975-05-30',
      time: '06:10',
      timezone: 'Europe/London',
      latitude: 51.5,
      longitude: -0.12,
    },
    subjectName: 'Sam',
    eventPlace: { latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney', label: 'Sydney' },
    rangeStart: '2031-10-01',
    rangeEnd: '2031-10-20',
    freeText: 'new car',
    timeOfDay: '02:30',
    topN: 3,
  },
  getForecast: {
    birthData: {
      date: '1961-12-31',
      time: '23:30',
      timezone: 'Africa/Lagos',
      latitude: 6.45,
      longitude: 3.39,
    },
    domain: 'education',
    question: 'Should I go back to study next year?',
    referenceDate: '2027-03-01T09:00:00+01:00',
  },
  resolveTiming: {
    birthData: {
      date: '1999-02-28',
      timezone: 'Pacific/Auckland',
      latitude: -36.85,
      longitude: 174.76,
    },
    domain: 'travel',
    question: 'When is a good time for a long journey?',
    dateRange: { start: '2028-01-01', end: '2029-06-30' },
  },

  getEphemerisPositions: {
    datetime: '2024-03-20T10:30:00+05:30',
    bodies: ['Sun', 'MeanNode'],
    zodiac: 'tropical',
    equatorial: true,
  },
  getEphemerisAngles: {
    datetime: '2024-03-20T10:30:00Z',
    latitude: 66.9,
    longitude: -20,
    houseSystem: 'placidus',
  },
  getEphemerisAyanamsa: { datetime: '1800-01-02T00:00:00Z' },
  getEphemerisSunrise: {
    date: '2024-06-21',
    timezone: 'Europe/Oslo',
    latitude: 69.6,
    longitude: 19,
    definition: 'hindu',
  },
  getEphemerisSeries: {
    start: '2024-03-20T10:30:00Z',
    end: '2024-03-22T10:30:00Z',
    stepMinutes: 720,
    bodies: ['Moon'],
  },
}

// Values that look like what the fields take, beside arbitrary ones.
const plausible = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '2024-03-20T10:30:00Z',
    '2024-03-20T10:30:00',
    '1799-12-31T00:00:00Z',
    '2024-02-30',
    'Asia/Kolkata',
    'Mars/Olympus',
    'placidus',
    'tropical',
    'lahiri',
  ),
  fc.double({ noNaN: false }),
  fc.integer({ min: -1000, max: 1_000_000 }),
  fc.array(fc.constantFrom('Sun', 'Moon', 'Rahu', 'TrueNode', 1, null), { maxLength: 14 }),
)

function mutated(valid: Record<string, unknown>) {
  const keys = [...Object.keys(valid), 'unknown', '__proto__', 'constructor']
  return fc
    .tuple(fc.constantFrom(...keys), fc.constantFrom('replace', 'drop', 'add'), plausible)
    .map(([key, how, value]) => {
      const body: Record<string, unknown> = { ...valid }
      if (how === 'drop') delete body[key]
      else Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true })
      return body
    })
}

function checkAnswer(res: Awaited<ReturnType<TestApi['post']>>): void {
  expect(res.statusCode, res.body).toBeLessThan(500)
  expect(res.headers['x-request-id']).toMatch(/^req_/)
  const body = res.json()
  if (res.statusCode === 200) {
    expect(body.engineVersion).toBe('service-v1-public')
    expect(body.requestId).toBe(res.headers['x-request-id'])
  } else {
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'requestId', 'statusCode'])
    expect(errorStatus[body.error as keyof typeof errorStatus]).toBe(res.statusCode)
    expect(body.statusCode).toBe(res.statusCode)
  }
}

for (const [operationId, url] of Object.entries(OPERATIONS) as [keyof typeof OPERATIONS, string][]) {
  describe(operationId, () => {
    it('never answers 5xx to arbitrary JSON', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) =>
          checkAnswer(await api.post(url, JSON.stringify(value))),
        ),
        { numRuns: 200 },
      )
    })

    it('never answers 5xx to a valid request with one field replaced, dropped or added', async () => {
      await fc.assert(
        fc.asyncProperty(mutated(VALID[operationId]), async (body) =>
          checkAnswer(await api.post(url, JSON.stringify(body))),
        ),
        { numRuns: 300 },
      )
    })

    it('never answers 5xx to arbitrary text', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) =>
          checkAnswer(await api.post(url, text)),
        ),
        { numRuns: 100 },
      )
    })
  })
}
