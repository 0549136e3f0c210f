/**
 * Issue 28: money and limits when Redis, the network or a client misbehaves, over real connections.
 * Redis is reached through a TCP proxy the test cuts while calls compute (tcp-proxy.ts); a slow request
 * is a raw socket that stops sending; broken framing is written byte by byte. Whatever happens, every
 * answer is either 2xx and charged once, or not 2xx and not charged.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chartExample } from '../../src/schemas/chart.js'
import { muhurtaExample } from '../../src/schemas/muhurta.js'
import { RedisLimiter } from '../../src/limits/redis.js'
import type { TaskTable } from '../../src/compute/index.js'
import { ledgerCheck, OPERATIONS, testApi, type TestApi } from '../helpers/app.js'
import { freshRedisPrefix, REDIS_URL, redisUp } from '../helpers/engines.js'
import { logMailer } from '../../src/portal/mail.js'
import { PortalClient, portalConfig } from '../helpers/portal.js'
import { SLOW } from '../helpers/slow-worker.js'
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js'

const DAY = 86_400_000
/** The documented example's birth. */
const BIRTH = chartExample.birthData
/** 1000 points, 12 bodies: 10 credits, held before the work. */
const SLOW_SERIES = { start: SLOW.at, end: '2002-03-15T15:00:00Z', stepMinutes: 60 }
/** 1 credit, settled with the answer. */
const SLOW_CHART = { birthData: { ...BIRTH, date: SLOW.date } }

interface Answer {
  status: number
  headers: Headers
  body: Record<string, unknown> & { usage?: { units_charged: number }; error?: string; requestId?: string }
  ms: number
}

async function post(base: string, key: string, path: string, body: unknown, headers = {}): Promise<Answer> {
  const t0 = performance.now()
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Answer['body'],
    ms: performance.now() - t0,
  }
}

describe.skipIf(!redisUp)('Redis cut while calls compute', () => {
  let proxy: TcpProxy
  let api: TestApi
  let base = ''

  beforeAll(async () => {
    const redis = new URL(REDIS_URL)
    proxy = await tcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) })
    api = await testApi({
      limiter: await RedisLimiter.connect(proxy.url, freshRedisPrefix()),
      compute: { workers: 2, entry: new URL('../helpers/slow-worker.ts', import.meta.url) },
      portal: { config: portalConfig(), mailer: logMailer(() => {}), payments: null },
    })
    base = await api.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await api?.close()
    await proxy?.close()
  })

  it('the calls computing when Redis goes are answered 200 and charged once: no charged 5xx', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const calls = [
      post(base, api.liveKey, OPERATIONS.getEphemerisSeries, SLOW_SERIES),
      post(base, api.liveKey, OPERATIONS.getChart, SLOW_CHART),
    ]
    await new Promise((r) => setTimeout(r, 300)) // both admitted, both computing
    await proxy.cut()
    const [series, chart] = await Promise.all(calls)
    expect([series!.status, chart!.status]).toEqual([200, 200])
    expect(series!.body.usage!.units_charged).toBe(10)
    expect(chart!.body.usage!.units_charged).toBe(1)
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges.length - before.charges.length).toBe(2)
    expect(before.balance - after.balance).toBe(11)
    expect(after.holds).toBe(0)
    expect(after.ledger).toBe(after.balance)
  })

  it('while it is away: 503 server_busy with Retry-After at once, nothing charged; /healthz 503', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    for (const [path, body] of [
      [OPERATIONS.getChart, { birthData: BIRTH }],
      [OPERATIONS.getEphemerisPositions, { datetime: '2024-03-20T10:30:00Z' }],
    ] as const) {
      const r = await post(base, api.liveKey, path, body)
      expect(r.status).toBe(503)
      expect(r.body).toMatchObject({ error: 'server_busy', statusCode: 503 })
      expect(r.body.message).toMatch(/limits cannot be checked.*nothing was charged/)
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(r.ms).toBeLessThan(2_000)
    }
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges).toHaveLength(before.charges.length)
    expect(after.balance).toBe(before.balance)

    const health = await fetch(`${base}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({
      status: 'unavailable',
      dependencies: { store: 'up', limits: 'down' },
    })
    const live = await fetch(`${base}/livez`)
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }])

    // The portal's sign-in, limited per client through the same limiter: refused, no link sent.
    const signIn = await new PortalClient(api.app).submit('/portal/sign-in', '/portal/sign-in', {
      email: 'someone@example.com',
    })
    expect(signIn.statusCode).toBe(503)
    expect(signIn.headers['retry-after']).toBe('5')
    expect(signIn.body).toContain('Sign-in is unavailable for a moment')
  })

  it('once it is back: /healthz 200 and calls answer again', async () => {
    await proxy.restore()
    await expect
      .poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 10_000, interval: 200 })
      .toBe(200)
    const r = await post(base, api.liveKey, OPERATIONS.getChart, { birthData: BIRTH })
    expect(r.status).toBe(200)
    expect(r.body.usage!.units_charged).toBe(1)
  })
})

describe.skipIf(!redisUp)('Redis that does not answer at start', () => {
  it('is waited for a bounded time, then refused with its host named', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 6379 })
    await proxy.cut() // nothing listens on its port now
    const t0 = performance.now()
    await expect(RedisLimiter.connect(proxy.url, freshRedisPrefix(), Date.now, 1_500)).rejects.toThrow(
      new RegExp(`Redis at 127\\.0\\.0\\.1:${proxy.port} \\(REDIS_URL\\) did not answer within 1\\.5 s`),
    )
    expect(performance.now() - t0).toBeLessThan(3_000)
  })
})

describe('Idempotency-Key and the credits: checked before the work, key or no key', () => {
  let api: TestApi
  let runs = 0
  const counting = (table: TaskTable): TaskTable =>
    Object.fromEntries(
      Object.entries(table).map(([name, fn]) => [
        name,
        (input: unknown) => {
          runs++
          return fn(input)
        },
      ]),
    )
  beforeAll(async () => {
    // No worker threads: every task runs on this thread, where it is counted.
    api = await testApi({ unmetered: false, compute: { workers: 0, wrapMainTasks: counting } })
  })
  afterAll(async () => api?.close())

  it('a new key on an account that cannot pay: 402 before any work; a charged one replays', async () => {
    // The 100 free credits last 60 days; an Idempotency-Key, 24 hours. Charged on day 59.7, then the
    // credits expire and the key still holds on day 60.2.
    api.clock.advance(59.7 * DAY)
    const charged = await api.post(OPERATIONS.getChart, { birthData: BIRTH }, { 'idempotency-key': 'k-paid' })
    expect(charged.statusCode).toBe(200)
    expect(charged.json().usage.units_charged).toBe(1)
    api.clock.advance(0.5 * DAY)
    const before = await ledgerCheck(api.store, api.accountId)
    expect((await api.accounts.showAccount(api.accountId, api.clock.ms)).remainingCredits).toBe(0)

    for (const [path, body] of [
      [OPERATIONS.findMuhurta, muhurtaExample],
      [OPERATIONS.getChart, { birthData: { ...BIRTH, time: '09:00' } }],
    ]) {
      const ran = runs
      const r = await api.post(path as string, body, { 'idempotency-key': `k-new-${path}` })
      expect(r.statusCode).toBe(402)
      expect(r.json().error).toBe('credits_exhausted')
      expect(runs).toBe(ran) // refused before the computation
    }

    const ran = runs
    const replay = await api.post(OPERATIONS.getChart, { birthData: BIRTH }, { 'idempotency-key': 'k-paid' })
    expect(replay.statusCode).toBe(200)
    expect(replay.json().usage.units_charged).toBe(0)
    expect(runs).toBe(ran + 1)

    const reused = await api.post(
      OPERATIONS.getChart,
      { birthData: { ...BIRTH, time: '10:00' } },
      { 'idempotency-key': 'k-paid' },
    )
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error).toBe('idempotency_key_reused')
    expect(runs).toBe(ran + 1)
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges).toHaveLength(before.charges.length) // a replay is not charged again
    expect(after.ledger).toBe(after.balance)
  })
})

/** A raw HTTP/1.1 connection: what it received, and when the server closed it. */
function rawConnection(base: string) {
  const u = new URL(base)
  const socket: Socket = connect(Number(u.port), u.hostname)
  let received = ''
  socket.on('data', (d) => (received += d.toString()))
  const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now())))
  socket.on('error', () => {})
  return { socket, received: () => received, closed, opened: performance.now() }
}

/** The error bodies in what a connection received, in order. */
function errorBodies(
  raw: string,
): { status: number; requestHeader: string | null; body: Record<string, unknown> }[] {
  const out = []
  for (const m of raw.matchAll(
    /HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n(\{[^\n]*?\})(?=HTTP\/1\.1|$)/g,
  )) {
    const id = /x-request-id: (\S+)/i.exec(m[2]!)
    out.push({
      status: Number(m[1]),
      requestHeader: id?.[1] ?? null,
      body: JSON.parse(m[3]!) as Record<string, unknown>,
    })
  }
  return out
}

describe('time limits on a request, and framing the server cannot read', () => {
  let api: TestApi
  let base = ''
  beforeAll(async () => {
    api = await testApi({ timeouts: { headersS: 1, requestS: 2 } })
    await api.accounts.setLimits(api.accountId, { perMinute: 1_000, concurrency: 1 })
    base = await api.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => api?.close())

  it('a body sent slowly holds no concurrency slot, and is cut with 408 at the time limit', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const slow = rawConnection(base)
    slow.socket.write(
      `POST /v1/chart HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${api.liveKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"birthData":`,
    )
    await new Promise((r) => setTimeout(r, 300))
    // The account's one slot is free for its other calls meanwhile.
    const other = await post(base, api.liveKey, OPERATIONS.getEphemerisPositions, {
      datetime: '2024-03-20T10:30:00Z',
    })
    expect(other.status).toBe(200)
    const closedAt = await slow.closed
    expect(closedAt - slow.opened).toBeLessThan(4_500) // 2 s, checked every second
    const [answer] = errorBodies(slow.received())
    expect(answer).toMatchObject({ status: 408, body: { error: 'request_timeout', statusCode: 408 } })
    expect(answer!.body.requestId).toMatch(/^req_/)
    expect(answer!.requestHeader).toBe(answer!.body.requestId)
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges.length - before.charges.length).toBe(1) // the positions call alone
  })

  it('a slow body without a key is answered 401 at once and its connection closed', async () => {
    const slow = rawConnection(base)
    slow.socket.write(
      'POST /v1/chart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":',
    )
    const closedAt = await slow.closed
    expect(closedAt - slow.opened).toBeLessThan(1_000)
    expect(slow.received()).toMatch(/^HTTP\/1\.1 401 /)
    expect(slow.received()).toMatch(/connection: close/i)
    expect(errorBodies(slow.received())[0]!.body).toMatchObject({ error: 'missing_api_key' })
  })

  it('framing errors and oversized headers get the spec error body with a request id', async () => {
    const cases: [string, string, number, string][] = [
      [
        'Content-Length with Transfer-Encoding',
        'POST /v1/chart HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
        'malformed_request',
      ],
      [
        '3000 headers',
        `GET /healthz HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
        431,
        'headers_too_large',
      ],
      ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400, 'malformed_request'],
    ]
    for (const [what, bytes, status, code] of cases) {
      const c = rawConnection(base)
      c.socket.write(bytes)
      await c.closed
      const answers = errorBodies(c.received())
      expect(answers.at(-1), what).toMatchObject({ status, body: { error: code, statusCode: status } })
      expect(answers.at(-1)!.body.requestId, what).toMatch(/^req_/)
      expect(answers.at(-1)!.requestHeader, what).toBe(answers.at(-1)!.body.requestId)
    }
    // A Content-Length shorter than the body: the rest is read as a next request, which is not HTTP; the
    // connection is closed with that answer (the first request's answer may not get out before it).
    const c = rawConnection(base)
    c.socket.write(
      `POST /v1/ephemeris/positions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${api.liveKey}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{"datetime":"2024-03-20T10:30:00Z"}',
    )
    await c.closed
    const answers = errorBodies(c.received())
    expect(answers.at(-1)).toMatchObject({ status: 400, body: { error: 'malformed_request' } })
    expect(c.received()).not.toMatch(/HTTP\/1\.1 200/)
    for (const a of answers) expect(a.body.requestId).toMatch(/^req_/)
  })
})
