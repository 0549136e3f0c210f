/**
 * Requests that each end in an error answer, through the real app: validation errors of the operations'
 * fields and checks, the core's refusals (impossible birth data, houses undefined, no running period),
 * the gate's key, credit and limit refusals, and the body's own (unknown field, not JSON, too large).
 * Shared by the Hindi error test and the before/after dumps of the English messages.
 */
import type { LightMyRequestResponse } from 'fastify'
import type { TestApi } from './app.js'
import { OPERATIONS } from './app.js'

const DAY = 86_400_000
export const BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.07,
  longitude: 72.88,
}

export interface ErrorCase {
  name: string
  code: string
  url: string
  /** An object is sent as JSON (with `language` added when asked); a string as it is. */
  body: unknown
  headers?: Record<string, string>
  /** The Authorization header (default: a live key with credits), made against a metered app. */
  authorization?: (api: TestApi) => Promise<string | undefined>
  /** Whether the body is read before the refusal (a body's `language` can then choose the language). */
  bodyRead?: boolean
}

const P = OPERATIONS
const withBirth = (patch: Record<string, unknown>) => ({ birthData: { ...BIRTH, ...patch } })

/** Field and check errors of a sample of operations. */
const VALIDATION: ErrorCase[] = [
  { name: 'unknown field', code: 'unknown_field', url: P.getChart, body: { birthData: BIRTH, bogus: 1 } },
  { name: 'unknown nested field', code: 'unknown_field', url: P.getChart, body: withBirth({ place: 'x' }) },
  {
    name: 'language not ours',
    code: 'invalid_field',
    url: P.getChart,
    body: { birthData: BIRTH, language: 'fr' },
  },
  { name: 'body not an object', code: 'invalid_json', url: P.getChart, body: '[1,2]' },
  { name: 'birthData missing', code: 'missing_birthdata', url: P.getDasha, body: {} },
  {
    name: 'date missing',
    code: 'missing_required_field',
    url: P.getChart,
    body: { birthData: { ...BIRTH, date: undefined } },
  },
  {
    name: 'latitude out of range',
    code: 'invalid_coordinates',
    url: P.getChart,
    body: withBirth({ latitude: 100 }),
  },
  {
    name: 'longitude a string',
    code: 'invalid_coordinates',
    url: P.getChart,
    body: withBirth({ longitude: 'east' }),
  },
  {
    name: 'date malformed',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({ date: '04/07/1990' }),
  },
  {
    name: 'date not of the calendar',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({ date: '1990-02-30' }),
  },
  {
    name: 'date outside the years',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({ date: '1700-01-01' }),
  },
  { name: 'time malformed', code: 'invalid_birthdata', url: P.getChart, body: withBirth({ time: '25:00' }) },
  {
    name: 'time not a clock time',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({ time: 'noon' }),
  },
  {
    name: 'timezone unknown',
    code: 'invalid_timezone',
    url: P.getChart,
    body: withBirth({ timezone: 'Nowhere/Land' }),
  },
  {
    name: 'utcOffset malformed',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({ utcOffset: '+16:00' }),
  },
  {
    name: 'time in a DST gap',
    code: 'invalid_birthdata',
    url: P.getChart,
    body: withBirth({
      date: '2021-03-14',
      time: '02:30',
      timezone: 'America/New_York',
      latitude: 40.7,
      longitude: -74,
    }),
  },
  {
    name: 'chart location half',
    code: 'invalid_coordinates',
    url: P.getChart,
    body: { birthData: BIRTH, location: { latitude: 10 } },
  },
  {
    name: 'includeDasha not boolean',
    code: 'invalid_field',
    url: P.getChart,
    body: { birthData: BIRTH, includeDasha: 'yes' },
  },
  {
    name: 'chara without time',
    code: 'missing_required_field',
    url: P.getDasha,
    body: { birthData: { ...BIRTH, time: undefined }, system: 'chara' },
  },
  {
    name: 'dasha system unknown',
    code: 'invalid_field',
    url: P.getDasha,
    body: { birthData: BIRTH, system: 'kalachakra' },
  },
  {
    name: 'kp horary and birth',
    code: 'invalid_field',
    url: P.getKp,
    body: {
      birthData: BIRTH,
      horary: { number: 1, datetime: '2024-03-20T10:30:00Z', latitude: 10, longitude: 10, timezone: 'UTC' },
    },
  },
  { name: 'kp neither', code: 'missing_birthdata', url: P.getKp, body: {} },
  {
    name: 'kp no time',
    code: 'missing_required_field',
    url: P.getKp,
    body: { birthData: { ...BIRTH, time: undefined } },
  },
  {
    name: 'image western varga',
    code: 'invalid_field',
    url: P.getChartImage,
    body: { birthData: BIRTH, style: 'western', varga: 'D9' },
  },
  {
    name: 'image colour',
    code: 'invalid_field',
    url: P.getChartImage,
    body: { birthData: BIRTH, colors: { background: 'red' } },
  },
  {
    name: 'image font',
    code: 'invalid_field',
    url: P.getChartImage,
    body: { birthData: BIRTH, font: 'a$b' },
  },
  { name: 'image size', code: 'invalid_field', url: P.getChartImage, body: { birthData: BIRTH, size: 10 } },
  {
    name: 'report logo',
    code: 'invalid_field',
    url: P.getReport,
    body: { birthData: BIRTH, branding: { logo: 'bm90IGFuIGltYWdl' } },
  },
  {
    name: 'report accent',
    code: 'invalid_field',
    url: P.getReport,
    body: { birthData: BIRTH, branding: { accentColor: 'brown' } },
  },
  {
    name: 'report domains twice',
    code: 'invalid_field',
    url: P.getReport,
    body: { birthData: BIRTH, domains: ['career', 'career'] },
  },
  {
    name: 'guidance reference date',
    code: 'invalid_reference_date',
    url: P.getGuidance,
    body: { birthData: BIRTH, referenceDate: '2024-13-01' },
  },
  {
    name: 'guidance reference before birth',
    code: 'guidance_failed',
    url: P.getGuidance,
    body: { birthData: BIRTH, referenceDate: '1980-01-01' },
  },
  {
    name: 'interpret domain',
    code: 'invalid_domain',
    url: P.interpretDomain,
    body: { birthData: BIRTH, domain: 'lottery' },
  },
  {
    name: 'interpret reference no zone',
    code: 'invalid_reference_date',
    url: P.interpretDomain,
    body: { birthData: BIRTH, domain: 'career', referenceDate: '2026-01-01T10:00:00' },
  },
  {
    name: 'compatibility partner missing',
    code: 'missing_birthdata',
    url: P.getCompatibility,
    body: { a: { ...BIRTH, gender: 'female' } },
  },
  {
    name: 'compatibility gender',
    code: 'invalid_birthdata',
    url: P.getCompatibility,
    body: { a: { ...BIRTH, gender: 'x' }, b: { ...BIRTH, gender: 'male' } },
  },
  {
    name: 'compatibility reference before birth',
    code: 'guidance_failed',
    url: P.getCompatibility,
    body: {
      a: { ...BIRTH, gender: 'female' },
      b: { ...BIRTH, gender: 'male' },
      referenceDateIso: '1980-01-01',
    },
  },
  {
    name: 'batch no candidates',
    code: 'invalid_field',
    url: P.getCompatibilityBatch,
    body: { profile: { ...BIRTH, gender: 'female' }, candidates: [] },
  },
  {
    name: 'batch profile missing',
    code: 'missing_birthdata',
    url: P.getCompatibilityBatch,
    body: { candidates: [{ ...BIRTH, gender: 'male' }] },
  },
  {
    name: 'batch every candidate failing',
    code: 'invalid_birthdata',
    url: P.getCompatibilityBatch,
    body: {
      profile: { ...BIRTH, gender: 'female' },
      candidates: [{ ...BIRTH, date: '1990-02-30', gender: 'male' }],
    },
  },
  {
    name: 'batch every candidate in a DST gap',
    code: 'invalid_birthdata',
    url: P.getCompatibilityBatch,
    body: {
      profile: { ...BIRTH, gender: 'female' },
      candidates: [
        { ...BIRTH, date: '2021-03-14', time: '02:30', timezone: 'America/New_York', gender: 'male' },
      ],
    },
  },
  ...muhurta(),
  {
    name: 'timing both',
    code: 'invalid_field',
    url: P.resolveTiming,
    body: { ...timing(), targetDate: '2027-01-01', dateRange: { start: '2027-01-01', end: '2027-02-01' } },
  },
  {
    name: 'timing backwards',
    code: 'invalid_range',
    url: P.resolveTiming,
    body: { ...timing(), dateRange: { start: '2027-02-01', end: '2027-01-01' } },
  },
  {
    name: 'timing too long',
    code: 'invalid_range',
    url: P.resolveTiming,
    body: { ...timing(), dateRange: { start: '2027-01-01', end: '2040-01-01' } },
  },
  {
    name: 'timing range half',
    code: 'invalid_range',
    url: P.resolveTiming,
    body: { ...timing(), dateRange: { start: '2027-01-01' } },
  },
  {
    name: 'timing date malformed',
    code: 'invalid_range',
    url: P.resolveTiming,
    body: { ...timing(), targetDate: '2027-1-1' },
  },
  {
    name: 'timing before birth',
    code: 'invalid_range',
    url: P.resolveTiming,
    body: { ...timing(), dateRange: { start: '1980-01-01', end: '1980-02-01' } },
  },
  {
    name: 'forecast question empty',
    code: 'invalid_field',
    url: P.getForecast,
    body: { birthData: BIRTH, domain: 'career', question: '' },
  },
  {
    name: 'transits until earlier',
    code: 'invalid_range',
    url: P.getTransits,
    body: { birthData: BIRTH, date: '2026-01-01', until: '2025-01-01' },
  },
  {
    name: 'transits until far',
    code: 'invalid_range',
    url: P.getTransits,
    body: { birthData: BIRTH, date: '2026-01-01', until: '2100-01-01' },
  },
  {
    name: 'panchanga too early',
    code: 'datetime_out_of_range',
    url: P.getPanchanga,
    body: { date: '1800-01-03', timezone: 'UTC', latitude: 10, longitude: 10 },
  },
  {
    name: 'panchanga date malformed',
    code: 'invalid_datetime',
    url: P.getPanchanga,
    body: { date: '2026/01/01', timezone: 'UTC', latitude: 10, longitude: 10 },
  },
  {
    name: 'positions without zone',
    code: 'invalid_datetime',
    url: P.getEphemerisPositions,
    body: { datetime: '2024-03-20T10:30:00' },
  },
  {
    name: 'positions malformed',
    code: 'invalid_datetime',
    url: P.getEphemerisPositions,
    body: { datetime: '20/03/2024' },
  },
  {
    name: 'positions out of range',
    code: 'datetime_out_of_range',
    url: P.getEphemerisPositions,
    body: { datetime: '2150-01-01T00:00:00Z' },
  },
  {
    name: 'positions body unknown',
    code: 'invalid_field',
    url: P.getEphemerisPositions,
    body: { datetime: '2024-03-20T10:30:00Z', bodies: ['Vulcan'] },
  },
  {
    name: 'positions no bodies',
    code: 'invalid_field',
    url: P.getEphemerisPositions,
    body: { datetime: '2024-03-20T10:30:00Z', bodies: [] },
  },
  {
    name: 'positions datetime missing',
    code: 'missing_required_field',
    url: P.getEphemerisPositions,
    body: {},
  },
  {
    name: 'angles at the pole',
    code: 'houses_undefined_at_latitude',
    url: P.getEphemerisAngles,
    body: { datetime: '2024-03-20T10:30:00Z', latitude: 89.5, longitude: 10, houseSystem: 'placidus' },
  },
  {
    name: 'angles latitude',
    code: 'invalid_coordinates',
    url: P.getEphemerisAngles,
    body: { datetime: '2024-03-20T10:30:00Z', latitude: -91, longitude: 10 },
  },
  {
    name: 'sunrise date outside',
    code: 'datetime_out_of_range',
    url: P.getEphemerisSunrise,
    body: { date: '2150-01-01', timezone: 'UTC', latitude: 10, longitude: 10 },
  },
  {
    name: 'series backwards',
    code: 'invalid_range',
    url: P.getEphemerisSeries,
    body: { start: '2024-02-01T00:00:00Z', end: '2024-01-01T00:00:00Z', stepMinutes: 60 },
  },
  {
    name: 'series too many',
    code: 'too_many_points',
    url: P.getEphemerisSeries,
    body: { start: '2024-01-01T00:00:00Z', end: '2024-12-01T00:00:00Z', stepMinutes: 1 },
  },
  {
    name: 'series step zero',
    code: 'invalid_field',
    url: P.getEphemerisSeries,
    body: { start: '2024-01-01T00:00:00Z', end: '2024-01-02T00:00:00Z', stepMinutes: 0 },
  },
  {
    name: 'series step huge',
    code: 'invalid_field',
    url: P.getEphemerisSeries,
    body: { start: '2024-01-01T00:00:00Z', end: '2024-01-02T00:00:00Z', stepMinutes: 1e9 },
  },
  {
    name: 'series step fractional',
    code: 'invalid_field',
    url: P.getEphemerisSeries,
    body: { start: '2024-01-01T00:00:00Z', end: '2024-01-02T00:00:00Z', stepMinutes: 1.5 },
  },
  {
    name: 'idempotency key not ASCII',
    code: 'invalid_field',
    url: P.getEphemerisAyanamsa,
    body: { datetime: '2024-03-20T10:30:00Z' },
    headers: { 'idempotency-key': 'ключ' },
  },
  {
    name: 'idempotency key too long',
    code: 'invalid_field',
    url: P.getEphemerisAyanamsa,
    body: { datetime: '2024-03-20T10:30:00Z' },
    headers: { 'idempotency-key': 'k'.repeat(300) },
  },
]

function muhurta(): ErrorCase[] {
  const base = {
    subject: BIRTH,
    eventPlace: { latitude: 19.07, longitude: 72.88, timezone: 'Asia/Kolkata' },
    rangeStart: '2027-02-01',
    rangeEnd: '2027-02-14',
    eventId: 'griha_pravesha',
  }
  return [
    {
      name: 'muhurta event unknown',
      code: 'invalid_field',
      url: P.findMuhurta,
      body: { ...base, eventId: 'coronation' },
    },
    {
      name: 'muhurta medical',
      code: 'invalid_field',
      url: P.findMuhurta,
      body: { ...base, freeText: 'a time for my surgery' },
    },
    {
      name: 'muhurta backwards',
      code: 'invalid_range',
      url: P.findMuhurta,
      body: { ...base, rangeEnd: '2027-01-01' },
    },
    {
      name: 'muhurta too long',
      code: 'invalid_range',
      url: P.findMuhurta,
      body: { ...base, rangeEnd: '2029-01-01' },
    },
    {
      name: 'muhurta too early',
      code: 'invalid_range',
      url: P.findMuhurta,
      body: { ...base, rangeStart: '1800-01-02', rangeEnd: '1800-01-05' },
    },
    {
      name: 'muhurta date malformed',
      code: 'invalid_datetime',
      url: P.findMuhurta,
      body: { ...base, rangeEnd: '2027-2-14' },
    },
    {
      name: 'muhurta time of day',
      code: 'invalid_field',
      url: P.findMuhurta,
      body: { ...base, timeOfDay: '7am' },
    },
    {
      name: 'muhurta no sunrise',
      code: 'no_days_evaluable',
      url: P.findMuhurta,
      body: {
        ...base,
        eventPlace: { latitude: 89, longitude: 0, timezone: 'UTC' },
        rangeStart: '2027-06-10',
        rangeEnd: '2027-06-12',
      },
    },
  ]
}

function timing() {
  return { birthData: BIRTH, domain: 'career', question: 'When is a good time?' }
}

/** The body's own refusals: read, or not, as JSON. */
const BODY: ErrorCase[] = [
  { name: 'not JSON', code: 'invalid_json', url: P.getChart, body: '{"birthData": {', bodyRead: false },
  { name: 'empty body', code: 'invalid_json', url: P.getChart, body: '', bodyRead: false },
  {
    name: 'not sent as JSON',
    code: 'invalid_json',
    url: P.getChart,
    body: 'birthData',
    headers: { 'content-type': 'text/plain' },
    bodyRead: false,
  },
  {
    name: 'too large',
    code: 'payload_too_large',
    url: P.getChart,
    body: JSON.stringify({ birthData: BIRTH, language: 'hi', pad: 'x'.repeat(70_000) }),
    bodyRead: false,
  },
  { name: 'no such endpoint', code: 'not_found', url: '/v1/horoscope', body: { birthData: BIRTH } },
]

async function account(api: TestApi, credits = true): Promise<string> {
  const { accountId } = await api.accounts.createAccount(
    { email: `e${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
    api.clock.ms,
  )
  if (credits) await api.accounts.purchase(accountId, 'starter', api.clock.ms)
  return accountId
}
const bearer = async (api: TestApi, accountId: string, extra: Record<string, unknown> = {}) =>
  `Bearer ${(await api.accounts.createKey({ accountId, kind: 'live', ...extra }, api.clock.ms)).secret}`

/** The gate's refusals: keys (before the body is read), credits and limits (after). */
const GATE: ErrorCase[] = [
  {
    name: 'no key',
    code: 'missing_api_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    authorization: async () => undefined,
    bodyRead: false,
  },
  {
    name: 'not Bearer',
    code: 'invalid_api_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    authorization: async () => 'Basic abc',
    bodyRead: false,
  },
  {
    name: 'not our key',
    code: 'invalid_api_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    authorization: async () => 'Bearer nope',
    bodyRead: false,
  },
  {
    name: 'no such key',
    code: 'invalid_api_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    authorization: async () => `Bearer service_live_${'a'.repeat(40)}`,
    bodyRead: false,
  },
  {
    name: 'revoked',
    code: 'revoked_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    bodyRead: false,
    authorization: async (api) => {
      const id = await account(api)
      const k = await api.accounts.createKey({ accountId: id, kind: 'live' }, api.clock.ms)
      await api.accounts.revokeKey(k.keyId, api.clock.ms)
      return `Bearer ${k.secret}`
    },
  },
  {
    name: 'expired',
    code: 'expired_key',
    url: P.getChart,
    body: { birthData: BIRTH },
    bodyRead: false,
    authorization: async (api) => {
      const k = await bearer(api, await account(api), { expiresAtMs: api.clock.ms + 1 })
      api.clock.advance(1000)
      return k
    },
  },
  {
    name: 'scope',
    code: 'insufficient_scope',
    url: P.getEphemerisAyanamsa,
    body: { datetime: '2024-03-20T10:30:00Z' },
    bodyRead: false,
    authorization: async (api) => bearer(api, await account(api), { scopes: ['chart'] }),
  },
  {
    name: 'no credits',
    code: 'credits_exhausted',
    url: P.getCompatibility,
    body: { a: { ...BIRTH, gender: 'female' }, b: { ...BIRTH, gender: 'male' } },
    authorization: async (api) => {
      const id = await account(api, false)
      const k = await bearer(api, id)
      api.clock.advance(60 * DAY) // the free credits expire
      return k
    },
  },
  {
    name: 'key limit',
    code: 'key_credit_limit_reached',
    url: P.getCompatibility,
    body: { a: { ...BIRTH, gender: 'female' }, b: { ...BIRTH, gender: 'male' } },
    authorization: async (api) => bearer(api, await account(api), { monthlyLimit: 5 }),
  },
  {
    name: 'rate',
    code: 'rate_limited',
    url: P.getEphemerisAyanamsa,
    body: { datetime: '2024-03-20T10:30:00Z' },
    authorization: async (api) => {
      const id = await account(api)
      await api.accounts.setLimits(id, { perMinute: 1 })
      const k = await bearer(api, id)
      await api.app.inject({
        method: 'POST',
        url: P.getEphemerisAyanamsa,
        headers: { 'content-type': 'application/json', authorization: k },
        payload: JSON.stringify({ datetime: '2024-03-20T10:30:00Z' }),
      })
      return k
    },
  },
  {
    name: 'too many at once',
    code: 'concurrency_limit',
    url: P.getEphemerisAyanamsa,
    body: { datetime: '2024-03-20T10:30:00Z' },
    authorization: async (api) => {
      const id = await account(api)
      for (let i = 0; i < 5; i++)
        await api.limiter.admit(id, { perMinute: 120, concurrency: 5 }, api.clock.ms)
      return bearer(api, id)
    },
  },
]

export const ERROR_CASES: readonly ErrorCase[] = [...VALIDATION, ...BODY, ...GATE]

/** Send a case, with `language` in the body and/or an Accept-Language header. */
export async function sendCase(
  api: TestApi,
  c: ErrorCase,
  ask: { field?: string; header?: string } = {},
): Promise<LightMyRequestResponse> {
  const authorization = c.authorization ? await c.authorization(api) : `Bearer ${api.liveKey}`
  let payload: string
  if (typeof c.body === 'string') payload = c.body
  else {
    const b = c.body as Record<string, unknown>
    payload = JSON.stringify(
      ask.field !== undefined && !('language' in b) ? { ...b, language: ask.field } : b,
    )
  }
  return api.app.inject({
    method: 'POST',
    url: c.url,
    headers: {
      'content-type': 'application/json',
      ...(authorization === undefined ? {} : { authorization }),
      ...(ask.header === undefined ? {} : { 'accept-language': ask.header }),
      ...c.headers,
    },
    payload,
  })
}
