/**
 * The TypeScript client (clients/typescript), built here as it ships (tsc into a folder of its own) and
 * called over real HTTP against a graha server listening on a port: typed answers equal to the API's
 * own, the Idempotency-Key sent on every charged call (a repeat never charged twice), errors thrown as
 * GrahaError with the spec's code, status and requestId, a 429's Retry-After honoured, time limits, and
 * nothing of the key sent where no key is needed.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Client from '../../clients/typescript/src/index.js'
import { chartExample } from '../../src/schemas/chart.js'
import { muhurtaExample } from '../../src/schemas/muhurta.js'
import { panchangaExample } from '../../src/schemas/panchanga.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'
import { buildClient } from '../helpers/client.js'

let api: TestApi
let base: string
let client: typeof Client
/** Every request the client sent: its method, URL and headers. */
const sent: { method: string; url: string; headers: Record<string, string> }[] = []
/** The runtime's own fetch, recording what it sends (the answers are the server's, untouched). */
const recordingFetch: typeof fetch = (input, init) => {
  sent.push({
    method: init?.method ?? 'GET',
    url: String(input),
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
  })
  return fetch(input, init)
}

beforeAll(async () => {
  const outDir = buildClient()
  client = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as typeof Client
  api = await testApi()
  base = await api.app.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await api?.close()
})

/** The error a call that must fail threw; a call that succeeds fails the test. */
const failed = (e: unknown) => e as Client.GrahaError
const succeeded = (): never => {
  throw new Error('the call was expected to fail')
}

const graha = (options: Partial<Client.GrahaOptions> = {}) =>
  new client.Graha({ apiKey: api.liveKey, baseUrl: base, fetch: recordingFetch, ...options })

describe('the TypeScript client against a graha server', () => {
  it('answers a chart as the API does, with its usage, sending a fresh Idempotency-Key', async () => {
    const g = graha()
    sent.length = 0
    const answer = await g.getChart(chartExample)
    const direct = (await api.post('/v1/chart', chartExample)).json()
    expect(answer.requestId).toMatch(/^req_/)
    expect(answer.usage.units_charged).toBe(1)
    expect(g.usage).toEqual(answer.usage)
    expect(answer.ascendant).toEqual(direct.ascendant)
    expect(answer.planets).toEqual(direct.planets)
    expect(answer.disclaimer).toBe(direct.disclaimer)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(`${base}/v1/chart`)
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${api.liveKey}`)
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(g.rateLimit?.limit).toBeGreaterThan(0)
    await ledgerCheck(api.store, api.accountId)
  })

  it('answers a repeat with the same Idempotency-Key again without charging it again', async () => {
    const g = graha()
    const idempotencyKey = `client-test-${Math.random().toString(36).slice(2)}`
    const first = await g.getPanchanga(panchangaExample, { idempotencyKey })
    const again = await g.getPanchanga(panchangaExample, { idempotencyKey })
    expect(first.usage.units_charged).toBe(1)
    expect(again.usage.units_charged).toBe(0)
    expect(again.tithi).toEqual(first.tithi)
    await ledgerCheck(api.store, api.accountId)
  })

  it('sends no key and no Idempotency-Key where none is needed (the muhurta catalogue)', async () => {
    sent.length = 0
    const events = await graha().listMuhurtaEvents()
    expect(events.events.length).toBeGreaterThan(0)
    expect(sent[0]!.method).toBe('GET')
    expect(sent[0]!.headers.authorization).toBeUndefined()
    expect(sent[0]!.headers['idempotency-key']).toBeUndefined()
  })

  it('asks for a language by Accept-Language: the muhurta catalogue in Hindi', async () => {
    sent.length = 0
    const events = await graha().listMuhurtaEvents({ language: 'hi' })
    expect(sent[0]!.headers['accept-language']).toBe('hi')
    expect(events.language).toBe('hi')
    expect(events.events.find((e) => e.id === 'griha_pravesha')!.name).toBe('गृह प्रवेश')
  })

  it('sends no Idempotency-Key when told not to', async () => {
    sent.length = 0
    await graha({ idempotency: false }).getEphemerisAyanamsa({ datetime: '2024-03-20T10:30:00Z' })
    expect(sent[0]!.headers['idempotency-key']).toBeUndefined()
  })

  it('throws GrahaError with the code, status and requestId of an error answer, and nothing is charged', async () => {
    const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
    const err = await graha()
      .getChart({ birthData: { ...chartExample.birthData, date: '1990-02-30' } })
      .then(succeeded, failed)
    expect(err).toBeInstanceOf(client.GrahaError)
    const e = err as Client.GrahaError
    // The codes are typed: the API's documented ones and the client's own.
    const expected: Client.ApiErrorCode = 'invalid_birthdata'
    // @ts-expect-error not a code the API documents
    const unknown: Client.ApiErrorCode = 'no_such_code'
    expect(unknown).toBe('no_such_code')
    expect(e.code).toBe(expected)
    expect(e.status).toBe(400)
    expect(e.requestId).toMatch(/^req_/)
    expect(e.message).toMatch(/date/)
    const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
    expect(after).toEqual(before)

    const bad = await new client.Graha({ apiKey: 'service_live_nonsense', baseUrl: base })
      .getChart(chartExample)
      .then(succeeded, failed)
    expect([bad.code, bad.status]).toEqual(['invalid_api_key', 401])
  })

  it('waits as a 429 asks and tries again, charging the call once', async () => {
    // An account allowed one call at a time, whose slot a call in flight holds (taken here from the
    // server's own limiter, so that it does not matter where the computation runs): the client's call
    // is refused with 429 concurrency_limit and Retry-After: 1, and answered on the retry once the slot
    // has been given back.
    const { accountId } = await api.accounts.createAccount(
      {
        email: `retry-${Math.random().toString(36).slice(2)}@example.com`,
        verified: true,
        acceptTerms: true,
      },
      api.clock.ms,
    )
    await api.accounts.purchase(accountId, 'starter', api.clock.ms)
    const limits = { perMinute: 1_000, concurrency: 1 }
    await api.accounts.setLimits(accountId, limits)
    const { secret } = await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)
    const holdSlot = async () => {
      const held = await api.limiter.admit(accountId, limits, api.clock.ms)
      if ('refused' in held) throw new Error('the slot should be free')
      return held
    }
    const g = new client.Graha({ apiKey: secret, baseUrl: base, fetch: recordingFetch })
    sent.length = 0
    const inFlight = await holdSlot()
    setTimeout(() => void inFlight.release(), 300)
    const t0 = performance.now()
    const positions = await g.getEphemerisPositions({ datetime: '2024-03-20T10:30:00Z' })
    const waitedMs = performance.now() - t0
    const tries = sent.filter((s) => s.url.endsWith('/v1/ephemeris/positions'))
    expect(tries.length).toBe(2)
    // The same call sent twice: the same Idempotency-Key.
    expect(tries[1]!.headers['idempotency-key']).toBe(tries[0]!.headers['idempotency-key'])
    expect(waitedMs).toBeGreaterThanOrEqual(1_000)
    expect(positions.usage.units_charged).toBe(1)
    await ledgerCheck(api.store, accountId)

    // Told not to retry, the 429 is thrown with its Retry-After.
    const again = await holdSlot()
    const refused = await g
      .getEphemerisPositions({ datetime: '2024-03-20T10:30:00Z' }, { retry: false })
      .then(succeeded, failed)
    await again.release()
    expect([refused.code, refused.status, refused.retryAfterS]).toEqual(['concurrency_limit', 429, 1])
  })

  it('gives up at its time limit, and on a server that does not answer, with a code of its own', async () => {
    const late = await graha()
      .findMuhurta(
        { ...muhurtaExample, rangeStart: '2027-01-01', rangeEnd: '2028-01-01' },
        { timeoutMs: 5, retry: false },
      )
      .then(succeeded, failed)
    expect([late.code, late.status]).toEqual(['timeout', 0])

    const nobody = await new client.Graha({
      apiKey: api.liveKey,
      baseUrl: 'http://127.0.0.1:9',
      retry: false,
    })
      .getChart(chartExample)
      .then(succeeded, failed)
    expect([nobody.code, nobody.status]).toEqual(['network_error', 0])
    expect(nobody.message).not.toContain(api.liveKey)
  })

  it('refuses to run in a web page, where its key would be anyone’s', () => {
    const g = globalThis as Record<string, unknown>
    g.window = {}
    g.document = {}
    try {
      expect(() => new client.Graha({ apiKey: api.liveKey })).toThrow(/web page/)
    } finally {
      delete g.window
      delete g.document
    }
  })
})
