/**
 * The shared matrix (conventions.md, after Unkey): every operation against every key, credit and
 * limit case, and the documented order of checks when several fail (src/accounts/auth.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { SCOPES } from '../../src/accounts/index.js'
import { OPERATIONS as TABLE } from '../../src/operations/index.js'
import { FIXED_NOW, OPERATIONS, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi({ unmetered: false })
})
afterAll(() => api.close())
beforeEach(() => {
  api.clock.ms = FIXED_NOW.getTime()
})

const DAY = 86_400_000
const BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.07,
  longitude: 72.88,
}
const VALID: Record<keyof typeof OPERATIONS, unknown> = {
  getChart: { birthData: BIRTH },
  getChartImage: { birthData: BIRTH, style: 'south', format: 'png' },
  getKp: { birthData: BIRTH },
  getDasha: { birthData: BIRTH },
  getTransits: { birthData: BIRTH, date: '2026-01-01' },
  getPanchanga: { date: '2026-01-01', timezone: 'Asia/Kolkata', latitude: 19.07, longitude: 72.88 },
  getGuidance: { birthData: BIRTH, referenceDate: '2026-01-01' },
  interpretDomain: { birthData: BIRTH, domain: 'marriage', referenceDate: '2026-01-01' },
  getCompatibility: {
    a: { ...BIRTH, gender: 'female' },
    b: { ...BIRTH, date: '1988-02-11', gender: 'male' },
    referenceDateIso: '2026-01-01',
  },
  getCompatibilityBatch: {
    profile: { ...BIRTH, gender: 'female' },
    candidates: [{ ...BIRTH, date: '1988-02-11', gender: 'male' }],
  },
  getReport: { birthData: BIRTH, referenceDate: '2026-01-01', domains: ['career'] },
  findMuhurta: {
    subject: BIRTH,
    eventPlace: { latitude: 19.07, longitude: 72.88, timezone: 'Asia/Kolkata' },
    rangeStart: '2026-02-01',
    rangeEnd: '2026-02-14',
    eventId: 'griha_pravesha',
  },
  getForecast: { birthData: BIRTH, domain: 'career', question: 'Is this a good year to change jobs?' },
  resolveTiming: {
    birthData: BIRTH,
    domain: 'property',
    question: 'When should we move house?',
    targetDate: '2026-06-01',
  },
  getEphemerisPositions: { datetime: '2024-03-20T10:30:00Z', bodies: ['Sun'] },
  getEphemerisAngles: { datetime: '2024-03-20T10:30:00Z', latitude: 10, longitude: 10 },
  getEphemerisAyanamsa: { datetime: '2024-03-20T10:30:00Z' },
  getEphemerisSunrise: { date: '2024-03-20', timezone: 'UTC', latitude: 10, longitude: 10 },
  getEphemerisSeries: { start: '2024-03-20T10:30:00Z', end: '2024-03-20T11:30:00Z', stepMinutes: 60 },
}
const INVALID = { datetme: 'x' }

async function account(opts: { credits?: boolean } = {}) {
  const { accountId } = await api.accounts.createAccount(
    { email: `m${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
    api.clock.ms,
  )
  if (opts.credits !== false) await api.accounts.purchase(accountId, 'starter', api.clock.ms)
  return accountId
}
const key = async (accountId: string, extra: Record<string, unknown> = {}) =>
  api.accounts.createKey({ accountId, kind: 'live', ...extra }, api.clock.ms)

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toEqual({
    error: code,
    message: expect.any(String),
    requestId: res.headers['x-request-id'],
    statusCode: status,
  })
}

// The matrix runs over the spec's operations (OPERATIONS, written out here): the table the routes are made
// from (src/operations) must hold exactly these, at these paths, so that none is served unchecked.
it('the operations table serves exactly the operations of this matrix', () => {
  expect(Object.fromEntries(TABLE.map((op) => [op.document.operationId, op.path]))).toEqual(OPERATIONS)
})

it('the operations table charges the prices of the spec (per-call credits, ephemeris blocks, series points)', () => {
  const price = (op: (typeof TABLE)[number]) =>
    op.price.kind === 'per-call' ? op.price.credits : op.price.kind
  expect(Object.fromEntries(TABLE.map((op) => [op.document.operationId, price(op)]))).toEqual({
    getChart: 1,
    getChartImage: 1,
    getKp: 1,
    getDasha: 1,
    getTransits: 1, // ours, priced as a calculation
    getPanchanga: 1, // ours, priced as a calculation
    getGuidance: 3,
    interpretDomain: 5,
    getCompatibility: 12,
    getCompatibilityBatch: 'per-started-items',
    getReport: 'by-request',
    findMuhurta: 10,
    getForecast: 8,
    resolveTiming: 7,
    getEphemerisPositions: 'ephemeris-block',
    getEphemerisAngles: 'ephemeris-block',
    getEphemerisAyanamsa: 'ephemeris-block',
    getEphemerisSunrise: 'ephemeris-block',
    getEphemerisSeries: 'per-started-100-points',
  })
})

for (const [operationId, url] of Object.entries(OPERATIONS) as [keyof typeof OPERATIONS, string][]) {
  describe(operationId, () => {
    const body = VALID[operationId]
    const withAuth = (authorization: string | undefined, b: unknown = body) =>
      api.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          ...(authorization === undefined ? {} : { authorization }),
        },
        payload: JSON.stringify(b),
      })

    it('missing key: 401 missing_api_key', async () => {
      expectError(await withAuth(undefined), 401, 'missing_api_key')
      expectError(await withAuth(''), 401, 'missing_api_key')
    })

    it('malformed header or unknown key: 401 invalid_api_key', async () => {
      const { secret } = await key(await account())
      for (const header of [
        `Basic ${secret}`,
        'Bearer',
        `Bearer ${secret} extra`,
        `Bearer ${secret.toUpperCase()}`,
        'Bearer service_live_123',
        `Bearer service_live_${'0'.repeat(48)}`,
      ]) {
        expectError(await withAuth(header), 401, 'invalid_api_key')
      }
      expect((await withAuth(`bearer ${secret}`)).statusCode).toBe(200) // the scheme is case-insensitive
    })

    it('revoked key: 401 revoked_key', async () => {
      const k = await key(await account())
      await api.accounts.revokeKey(k.keyId, api.clock.ms)
      expectError(await withAuth(`Bearer ${k.secret}`), 401, 'revoked_key')
    })

    it('expired key: 401 expired_key', async () => {
      const k = await key(await account(), { expiresAtMs: api.clock.ms + DAY })
      api.clock.advance(DAY)
      expectError(await withAuth(`Bearer ${k.secret}`), 401, 'expired_key')
    })

    it('wrong scope: 403 insufficient_scope', async () => {
      const own =
        (
          {
            getChart: 'chart',
            getChartImage: 'chart',
            getKp: 'chart',
            getDasha: 'dasha',
            getTransits: 'transits',
            getPanchanga: 'panchanga',
            getGuidance: 'guidance',
            interpretDomain: 'interpret',
            getCompatibility: 'compatibility',
            getCompatibilityBatch: 'compatibility',
            getReport: 'guidance',
            findMuhurta: 'muhurta',
            getForecast: 'forecast',
            resolveTiming: 'timing',
          } as Record<string, string | undefined>
        )[operationId] ?? 'ephemeris'
      const k = await key(await account(), { scopes: SCOPES.filter((s) => s !== own) })
      expectError(await withAuth(`Bearer ${k.secret}`), 403, 'insufficient_scope')
    })

    it('sandbox key: the sample answer (the documented example, computed), free, marked', async () => {
      const id = await account({ credits: false })
      const sandbox = await api.accounts.createKey({ accountId: id, kind: 'sandbox' }, api.clock.ms)
      const res = await withAuth(`Bearer ${sandbox.secret}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-service-sandbox']).toBe('true')
      const sample = res.json()
      expect(sample).toMatchObject({ sandbox: true, usage: { units_charged: 0, remaining_credits: 0 } })
      expect(sample.sandboxNote).toMatch(/sample/)
      // The same content a live key gets for the documented example request.
      const doc = api.app.swagger() as unknown as {
        paths: Record<
          string,
          { post: { requestBody: { content: { 'application/json': { example: unknown } } } } }
        >
      }
      const example = doc.paths[url]!.post.requestBody.content['application/json'].example
      const live = (await api.post(url, example)).json()
      const strip = (o: Record<string, unknown>) => {
        const { requestId: _r, timestamp: _t, usage: _u, sandbox: _s, sandboxNote: _n, ...rest } = o
        return rest
      }
      expect(strip(sample)).toEqual(strip(live))
      // Inputs are checked, not used: another valid body gives the same sample.
      expect(strip((await withAuth(`Bearer ${sandbox.secret}`, VALID[operationId])).json())).toEqual(
        strip(sample),
      )
      expect(await api.accounts.showAccount(id, api.clock.ms)).toMatchObject({ remainingCredits: 0 })
    })

    it('no credits: 402 credits_exhausted, nothing charged', async () => {
      const id = await account({ credits: false })
      const k = await key(id) // 100 free credits …
      api.clock.advance(60 * DAY) // … expired
      expectError(await withAuth(`Bearer ${k.secret}`), 402, 'credits_exhausted')
      const charges = await api.store.db
        .selectFrom('ledger')
        .select('id')
        .where('account_id', '=', id)
        .where('kind', '=', 'charge')
        .execute()
      expect(charges).toEqual([])
    })

    it('rate limited: 429 rate_limited with Retry-After and the X-RateLimit headers', async () => {
      const id = await account()
      await api.accounts.setLimits(id, { perMinute: 1 })
      const k = await key(id)
      const ok = await withAuth(`Bearer ${k.secret}`)
      expect(ok.statusCode).toBe(200)
      expect(ok.headers).toMatchObject({
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '60',
      })
      api.clock.advance(15_000)
      const res = await withAuth(`Bearer ${k.secret}`)
      expectError(res, 429, 'rate_limited')
      expect(res.headers).toMatchObject({
        'retry-after': '45',
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '45',
      })
    })

    it('too many at once: 429 concurrency_limit with Retry-After', async () => {
      const id = await account()
      const k = await key(id)
      const limits = { perMinute: 120, concurrency: 5 } // a purchase raised it to 5
      const slots = await Promise.all(
        Array.from({ length: 5 }, () => api.limiter.admit(id, limits, api.clock.ms)),
      )
      const res = await withAuth(`Bearer ${k.secret}`)
      expectError(res, 429, 'concurrency_limit')
      expect(res.headers['retry-after']).toBe('1')
      for (const s of slots) if ('release' in s) await s.release()
      expect((await withAuth(`Bearer ${k.secret}`)).statusCode).toBe(200)
    })
  })
}

describe('which check wins when several fail', () => {
  const url = OPERATIONS.getEphemerisAyanamsa
  const send = (authorization: string | undefined, payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(payload),
    })

  it('authentication (401) before request validation (400)', async () => {
    expectError(await send(undefined, INVALID), 401, 'missing_api_key')
    expectError(await send('Bearer nope', INVALID), 401, 'invalid_api_key')
  })

  it('revoked before expired, and before scope', async () => {
    const k = await key(await account(), { expiresAtMs: api.clock.ms + 1, scopes: ['chart'] })
    await api.accounts.revokeKey(k.keyId, api.clock.ms)
    api.clock.advance(DAY)
    expectError(await send(`Bearer ${k.secret}`, INVALID), 401, 'revoked_key')
  })

  it('expired before scope', async () => {
    const k = await key(await account(), { expiresAtMs: api.clock.ms + 1, scopes: ['chart'] })
    api.clock.advance(DAY)
    expectError(await send(`Bearer ${k.secret}`, INVALID), 401, 'expired_key')
  })

  it('scope (403) before limits, validation and credits', async () => {
    const id = await account({ credits: false })
    await api.accounts.setLimits(id, { perMinute: 1 })
    const k = await key(id, { scopes: ['chart'] })
    expectError(await send(`Bearer ${k.secret}`, INVALID), 403, 'insufficient_scope')
    expectError(await send(`Bearer ${k.secret}`, INVALID), 403, 'insufficient_scope')
  })

  it('limits (429) before validation (400), sandbox keys included', async () => {
    const id = await account()
    await api.accounts.setLimits(id, { perMinute: 2 })
    const live = await key(id)
    const sandbox = await api.accounts.createKey({ accountId: id, kind: 'sandbox' }, api.clock.ms)
    expectError(await send(`Bearer ${sandbox.secret}`, INVALID), 400, 'unknown_field') // validated like a live key
    expect((await send(`Bearer ${live.secret}`, { datetime: '2024-01-01T00:00:00Z' })).statusCode).toBe(200)
    expectError(await send(`Bearer ${sandbox.secret}`, INVALID), 429, 'rate_limited') // the account's one limit
    expectError(await send(`Bearer ${live.secret}`, INVALID), 429, 'rate_limited')
  })

  it('validation (400) before credits (402): a malformed request is never charged', async () => {
    const id = await account({ credits: false })
    const k = await key(id)
    api.clock.advance(61 * DAY)
    expectError(await send(`Bearer ${k.secret}`, INVALID), 400, 'unknown_field')
    expectError(
      await send(`Bearer ${k.secret}`, { datetime: '2024-01-01T00:00:00Z' }),
      402,
      'credits_exhausted',
    )
  })
})
