/**
 * Issue 33, item 4: GET /metrics in Prometheus's text format, over real HTTP. Never public by default:
 * no route without METRICS_*, the token on the API's port, or a listener of its own (`graha serve` with
 * METRICS_PORT). Requests are counted by operation and status, the credits charged equal what the answers
 * reported, the pool and the process are measured, refusals for want of the limits or the store are
 * counted, and nothing a caller sent or is (key, key id, account, email, birth data) appears in it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts } from '../../src/accounts/index.js'
import { buildApp, type AppDeps } from '../../src/http/app.js'
import { bearerMatches, listenMetrics } from '../../src/http/metrics.js'
import type { Limiter } from '../../src/limits/limiter.js'
import { MemoryLimiter } from '../../src/limits/memory.js'
import { RedisLimiter } from '../../src/limits/redis.js'
import { openStore, type Store } from '../../src/store/index.js'
import { OPERATIONS, TestClock, testApi, testWorkers } from '../helpers/app.js'
import {
  dropTestDatabases,
  freshPostgresUrl,
  freshRedisPrefix,
  postgresUp,
  REDIS_URL,
  redisUp,
} from '../helpers/engines.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { startServer, tempSqliteUrl, type ServerProcess } from '../helpers/server.js'
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js'

afterAll(dropTestDatabases)

const TOKEN = 'metrics-token-3f9c2a7d41b8e605'
/** A birth no other test sends, so that any of its values in the metrics text could only come from it. */
const BIRTH = {
  date: '1983-11-27',
  time: '05:41',
  timezone: 'Asia/Kathmandu',
  latitude: 27.7172,
  longitude: 85.324,
}
const SERIES = { start: '2024-03-20T00:00:00Z', end: '2024-03-20T10:00:00Z', stepMinutes: 60 }

interface MetricsApi {
  app: FastifyInstance
  base: string
  store: Store
  accounts: Accounts
  liveKey: string
  keyId: string
  accountId: string
  email: string
  close(): Promise<void>
}

/** The API with its metrics exposed as `metrics` says, listening on a free port, with an account that can pay. */
async function metricsApi(
  metrics: AppDeps['metrics'],
  options: { limiter?: Limiter; databaseUrl?: string } = {},
): Promise<MetricsApi> {
  const clock = new TestClock()
  const store = await openStore(options.databaseUrl ?? 'sqlite::memory:')
  const accounts = await Accounts.open(store, 'test-server-secret')
  const limiter = options.limiter ?? new MemoryLimiter()
  const app = await buildApp({
    ephemeris: testEphemeris(),
    accounts,
    limiter,
    now: clock.now,
    compute: { workers: testWorkers() },
    ...(metrics ? { metrics } : {}),
  })
  const email = `metrics-${Math.random().toString(36).slice(2)}@example.com`
  const { accountId } = await accounts.createAccount({ email, verified: true, acceptTerms: true }, clock.ms)
  const { keyId, secret } = await accounts.createKey({ accountId, kind: 'live' }, clock.ms)
  await accounts.purchase(accountId, 'growth', clock.ms)
  await accounts.setLimits(accountId, { perMinute: 1_000_000, concurrency: 10_000 })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    base,
    store,
    accounts,
    liveKey: secret,
    keyId,
    accountId,
    email,
    close: async () => {
      await app.close()
      await limiter.close()
      await store.close()
    },
  }
}

async function post(base: string, path: string, body: unknown, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json()) as { usage?: { units_charged: number }; error?: string },
  }
}

/** Every sample of an exposition text: `name{labels}` → value (labels as written). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const at = line.lastIndexOf(' ')
    out.set(line.slice(0, at), Number(line.slice(at + 1)))
  }
  return out
}

async function scrape(url: string, token = TOKEN) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const text = await res.text()
  return { status: res.status, type: res.headers.get('content-type'), text, samples: samples(text) }
}

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  it('GET /metrics answers 404 like any unknown path, token or not', async () => {
    const api = await testApi()
    try {
      const base = await api.app.listen({ host: '127.0.0.1', port: 0 })
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
        const res = await fetch(`${base}/metrics`, { headers })
        expect(res.status).toBe(404)
        expect(await res.json()).toMatchObject({ error: 'not_found', statusCode: 404 })
      }
    } finally {
      await api.close()
    }
  })
})

describe('METRICS_TOKEN: /metrics on the API port', () => {
  let api: MetricsApi
  beforeAll(async () => {
    api = await metricsApi({ token: TOKEN, ownListener: false })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('is refused (401, the error body, no hint of the token) without the token or with another', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${api.liveKey}`,
      TOKEN,
    ]) {
      const headers: Record<string, string> = authorization ? { authorization } : {}
      const res = await fetch(`${api.base}/metrics`, { headers })
      const text = await res.text()
      expect(res.status, authorization).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
      expect(JSON.parse(text)).toMatchObject({
        error: authorization ? 'invalid_api_key' : 'missing_api_key',
        statusCode: 401,
        requestId: expect.stringMatching(/^req_/),
      })
      expect(text).not.toContain(TOKEN.slice(0, 8))
    }
  })

  it('counts the calls by operation and status, the credits the answers reported, and leaks nothing', async () => {
    const charged: Record<string, number> = {}
    const calls = [
      ['getChart', OPERATIONS.getChart, { birthData: BIRTH }, 200],
      ['getEphemerisPositions', OPERATIONS.getEphemerisPositions, { datetime: '2024-03-20T10:30:00Z' }, 200],
      ['getEphemerisSeries', OPERATIONS.getEphemerisSeries, SERIES, 200],
      ['getChart', OPERATIONS.getChart, { birthData: { ...BIRTH, latitude: 127.7172 } }, 400],
    ] as const
    for (const [op, path, body, status] of calls) {
      const r = await post(api.base, path, body, api.liveKey)
      expect(r.status, JSON.stringify(r.body)).toBe(status)
      charged[op] = (charged[op] ?? 0) + (r.body.usage?.units_charged ?? 0)
    }
    expect((await post(api.base, OPERATIONS.getChart, { birthData: BIRTH })).status).toBe(401)
    expect((await fetch(`${api.base}/no/such/${BIRTH.date}`)).status).toBe(404)
    expect((await fetch(`${api.base}/healthz`)).status).toBe(200)

    const m = await scrape(`${api.base}/metrics`)
    expect(m.status).toBe(200)
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const s = m.samples
    const requests = (operation: string, status: number) =>
      s.get(`graha_http_requests_total{operation="${operation}",status="${status}"}`)
    expect(requests('getChart', 200)).toBe(1)
    expect(requests('getChart', 400)).toBe(1)
    expect(requests('getChart', 401)).toBe(1)
    expect(requests('getEphemerisPositions', 200)).toBe(1)
    expect(requests('getEphemerisSeries', 200)).toBe(1)
    expect(requests('unmatched', 404)).toBe(1)
    expect(requests('/healthz', 200)).toBe(1)
    expect(requests('/metrics', 401)).toBe(5) // the previous test's refusals; this scrape is not in itself
    const counted = [...s].filter(([k]) => k.startsWith('graha_http_requests_total{'))
    expect(counted.reduce((n, [, v]) => n + v, 0)).toBe(12)

    // The credits counted are those the answers reported, by operation.
    expect(Object.values(charged).reduce((a, b) => a + b, 0)).toBe(3)
    for (const [op, units] of Object.entries(charged))
      expect(s.get(`graha_credits_charged_total{operation="${op}"}`) ?? 0, op).toBe(units)
    const credits = [...s].filter(([k]) => k.startsWith('graha_credits_charged_total'))
    expect(credits.reduce((n, [, v]) => n + v, 0)).toBe(3)

    // Latency: every call observed, in buckets from 1 ms to 60 s.
    expect(s.get('graha_http_request_duration_seconds_count{operation="getChart"}')).toBe(3)
    expect(s.get('graha_http_request_duration_seconds_bucket{le="60",operation="getChart"}')).toBe(3)
    expect(s.has('graha_http_request_duration_seconds_bucket{le="0.001",operation="getChart"}')).toBe(true)
    expect(s.get('graha_http_request_duration_seconds_sum{operation="getChart"}')).toBeGreaterThan(0)

    // The pool, the refusals for want of limits or store (none here), the process.
    expect(s.get('graha_compute_workers')).toBe(testWorkers())
    expect(s.get('graha_compute_queued')).toBe(0)
    expect(s.get('graha_compute_running')).toBe(0)
    expect(s.get('graha_compute_workers_replaced_total')).toBe(0)
    expect(s.get('graha_compute_queue_limit')).toBeGreaterThan(0)
    expect(s.get('graha_limits_unavailable_total')).toBe(0)
    expect(s.get('graha_store_errors_total{step="authenticate"}')).toBe(0)
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(s.has(name), name).toBe(true)

    // Nothing of who called or what they sent.
    for (const secret of [
      api.liveKey,
      api.liveKey.slice(-16),
      api.keyId,
      api.accountId,
      api.email,
      BIRTH.date,
      BIRTH.time,
      BIRTH.timezone,
      String(BIRTH.latitude),
      String(BIRTH.longitude),
      '127.7172',
      '127.0.0.1',
      '/no/such',
    ])
      expect(m.text, secret).not.toContain(secret)
  })
})

describe('METRICS_PORT: a listener of its own', () => {
  let server: ServerProcess
  let metricsUrl = ''
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: tempSqliteUrl(),
      NODE_ENV: 'development',
      WORKERS: '1',
      METRICS_PORT: '0',
      METRICS_TOKEN: TOKEN,
    })
    // Logged just after the API's own listening line.
    const listening = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"/
    for (let waitedMs = 0; !listening.test(server.output()) && waitedMs < 10_000; waitedMs += 50)
      await new Promise((r) => setTimeout(r, 50))
    metricsUrl = listening.exec(server.output())![1]!
  }, 60_000)
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL')
  })

  it('serves the metrics there, with the token, and not on the API port', async () => {
    const live = /live key +(service_live_[0-9a-f]{48})/.exec(server.output())![1]!
    const r = await post(
      server.base,
      OPERATIONS.getEphemerisAyanamsa,
      { datetime: '2024-03-20T10:30:00Z' },
      live,
    )
    expect(r.status).toBe(200)

    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[])
      expect((await fetch(`${server.base}/metrics`, { headers })).status).toBe(404)
    expect((await fetch(metricsUrl)).status).toBe(401)
    expect((await fetch(metricsUrl.replace('/metrics', '/healthz'))).status).toBe(404)

    const m = await scrape(metricsUrl)
    expect(m.status).toBe(200)
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(m.samples.get('graha_http_requests_total{operation="getEphemerisAyanamsa",status="200"}')).toBe(1)
    expect(m.samples.get('graha_http_requests_total{operation="unmatched",status="404"}')).toBe(2)
    expect(m.samples.get('graha_credits_charged_total{operation="getEphemerisAyanamsa"}')).toBe(
      r.body.usage!.units_charged,
    )
    expect(m.samples.get('graha_compute_workers')).toBe(1)
    expect(m.samples.has('process_cpu_user_seconds_total')).toBe(true)
    expect(m.text).not.toContain(live)
  })

  it('closes with the server', async () => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    await expect(fetch(metricsUrl)).rejects.toThrow()
  })
})

describe('a listener of its own without a token', () => {
  it('answers /metrics to anyone who can reach it (the loopback by default), 404 elsewhere', async () => {
    const api = await metricsApi({ token: undefined, ownListener: true })
    const app = await fetch(`${api.base}/metrics`)
    expect(app.status).toBe(404)
    const own = await listenMetrics(api.app.metrics, { host: '127.0.0.1', port: 0, token: undefined })
    try {
      const res = await fetch(own.url)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('graha_http_requests_total{operation="unmatched",status="404"} 1')
      const other = await fetch(own.url.replace('/metrics', '/'))
      expect([other.status, (await other.json()).error]).toEqual([404, 'not_found'])
      expect((await fetch(own.url, { method: 'POST' })).status).toBe(404)
    } finally {
      await own.close()
      await api.close()
    }
  })
})

describe.skipIf(!redisUp)('the limits unavailable (Redis cut)', () => {
  let proxy: TcpProxy
  let api: MetricsApi
  beforeAll(async () => {
    const redis = new URL(REDIS_URL)
    proxy = await tcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) })
    api = await metricsApi(
      { token: TOKEN, ownListener: false },
      { limiter: await RedisLimiter.connect(proxy.url, freshRedisPrefix()) },
    )
  })
  afterAll(async () => {
    await api?.close()
    await proxy?.close()
  })

  it('counts each call refused with 503 because the limits cannot be read', async () => {
    const ok = await post(
      api.base,
      OPERATIONS.getEphemerisPositions,
      { datetime: '2024-03-20T10:30:00Z' },
      api.liveKey,
    )
    expect(ok.status).toBe(200)
    await proxy.cut()
    for (let i = 0; i < 2; i++) {
      const r = await post(api.base, OPERATIONS.getChart, { birthData: BIRTH }, api.liveKey)
      expect([r.status, r.body.error]).toEqual([503, 'server_busy'])
    }
    const s = (await scrape(`${api.base}/metrics`)).samples
    expect(s.get('graha_limits_unavailable_total')).toBe(2)
    expect(s.get('graha_http_requests_total{operation="getChart",status="503"}')).toBe(2)
    expect(s.get('graha_credits_charged_total{operation="getChart"}')).toBeUndefined()
    await proxy.restore()
  })
})

describe.skipIf(!postgresUp)('the account store unavailable (PostgreSQL cut)', () => {
  let proxy: TcpProxy
  let api: MetricsApi
  beforeAll(async () => {
    const url = new URL(await freshPostgresUrl())
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, 'postgres')
    url.host = `127.0.0.1:${proxy.port}`
    api = await metricsApi({ token: TOKEN, ownListener: false }, { databaseUrl: url.toString() })
  })
  afterAll(async () => {
    await proxy?.restore().catch(() => {})
    await api?.close()
    await proxy?.close()
  })

  it('counts the calls that failed because the store did not answer', async () => {
    await proxy.cut()
    const r = await post(api.base, OPERATIONS.getChart, { birthData: BIRTH }, api.liveKey)
    expect([r.status, r.body.error]).toEqual([500, 'internal_error'])
    const s = (await scrape(`${api.base}/metrics`)).samples
    expect(s.get('graha_store_errors_total{step="authenticate"}')).toBe(1)
    expect(s.get('graha_http_requests_total{operation="getChart",status="500"}')).toBe(1)
  })
})

describe('bearerMatches', () => {
  it('takes exactly `Bearer <token>`', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
    for (const h of [undefined, '', TOKEN, `Bearer ${TOKEN} x`, `Basic ${TOKEN}`, 'Bearer '])
      expect(bearerMatches(h, TOKEN), String(h)).toBe(false)
  })
})
