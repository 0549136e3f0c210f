/**
 * Issue 9: computation off the event loop, through real HTTP. The concurrency limit holds for real
 * work on both limiters; a full queue is refused fast with 503 server_busy; a task that throws, runs
 * past the time limit or kills its worker answers 500, charges nothing, and the next call works;
 * /healthz answers while a long computation runs.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Limiter } from '../../src/limits/limiter.js'
import { MemoryLimiter } from '../../src/limits/memory.js'
import { RedisLimiter } from '../../src/limits/redis.js'
import { ledgerCheck, OPERATIONS, testApi, testWorkers, type TestApi } from '../helpers/app.js'
import { freshRedisPrefix, REDIS_URL, redisUp } from '../helpers/engines.js'
import { FAULTS, withFaults } from '../helpers/faulty-worker.js'

/** 1000 points, 12 bodies: ~0.1 s of work, 10 credits. */
const SERIES_1000 = { start: '2024-01-01T00:00:00Z', end: '2024-02-11T15:00:00Z', stepMinutes: 60 }

interface Answer {
  status: number
  headers: Headers
  body: Record<string, unknown> & {
    usage?: { units_charged: number; remaining_credits: number }
    error?: string
  }
}

async function listen(api: TestApi): Promise<string> {
  return api.app.listen({ host: '127.0.0.1', port: 0 })
}

async function post(base: string, key: string, path: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] }
}

const LIMITERS: { name: string; up: boolean; make(): Promise<Limiter> }[] = [
  { name: 'in-process limiter', up: true, make: async () => new MemoryLimiter() },
  {
    name: 'Redis limiter',
    up: redisUp,
    make: () => RedisLimiter.connect(REDIS_URL, freshRedisPrefix()),
  },
]

describe.each(LIMITERS)('the concurrency limit holds for real work, $name', (limiter) => {
  // With the pool whatever WORKERS the suite runs with: with WORKERS=0 the main thread computes, and a
  // client in this same process could not even send its next request meanwhile.
  it.skipIf(!limiter.up)(
    '12 parallel 1000-point series on allowance 2: ≤ 2 computed, ≥ 9 refused 429, credits exact',
    async () => {
      const api = await testApi({
        limiter: await limiter.make(),
        unmetered: false,
        compute: { workers: 2 },
      })
      try {
        await api.accounts.purchase(api.accountId, 'starter', api.clock.ms)
        // A purchase raises the allowance to 5; the spec's 2 is what this test is about.
        await api.accounts.setLimits(api.accountId, { perMinute: 120, concurrency: 2 })
        const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
        const base = await listen(api)
        const answers = await Promise.all(
          Array.from({ length: 12 }, () =>
            post(base, api.liveKey, OPERATIONS.getEphemerisSeries, SERIES_1000),
          ),
        )
        const ok = answers.filter((a) => a.status === 200)
        const limited = answers.filter((a) => a.status === 429)
        expect(ok.length).toBeGreaterThanOrEqual(1)
        expect(ok.length).toBeLessThanOrEqual(2)
        expect(limited.length).toBeGreaterThanOrEqual(9)
        expect(ok.length + limited.length).toBe(12)
        for (const a of limited) {
          expect(a.body.error).toBe('concurrency_limit')
          expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
          expect(a.headers.get('x-ratelimit-limit')).toBe('120')
        }
        for (const a of ok) expect(a.body.usage!.units_charged).toBe(10)
        // Credits charged are exactly those of the 2xx answers, each with its ledger row.
        const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
        expect(before.remainingCredits - after.remainingCredits).toBe(10 * ok.length)
        console.log(
          `${limiter.name}: ${ok.length} answered 200, ${limited.length} refused 429 concurrency_limit, ` +
            `${before.remainingCredits - after.remainingCredits} credits charged`,
        )
        const check = await ledgerCheck(api.store, api.accountId)
        expect(check.holds).toBe(0)
        expect(check.ledger).toBe(check.balance)
        const okIds = new Set(ok.map((a) => a.body.requestId))
        const charged = check.charges.filter((c) => okIds.has(c.request_id))
        expect(charged).toHaveLength(ok.length)
        expect(check.charges).toHaveLength(ok.length)
      } finally {
        await api.close()
      }
    },
  )
})

describe('a pool at capacity refuses fast: 503 server_busy with Retry-After, nothing charged', () => {
  it('1 worker, a queue of 1: of 6 parallel series, those past the queue are refused at once', async () => {
    const api = await testApi({ compute: { workers: 1, queueLimit: 1 } })
    try {
      const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
      const base = await listen(api)
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(base, api.liveKey, OPERATIONS.getEphemerisSeries, SERIES_1000)),
      )
      const ok = answers.filter((a) => a.status === 200)
      const busy = answers.filter((a) => a.status === 503)
      expect(ok.length + busy.length).toBe(6)
      expect(ok.length).toBeGreaterThanOrEqual(2) // one running, one queued
      expect(busy.length).toBeGreaterThanOrEqual(1)
      for (const a of busy) {
        expect(a.body).toMatchObject({ error: 'server_busy', statusCode: 503 })
        expect(a.body.message).toMatch(/nothing was charged/)
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      }
      const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
      expect(before.remainingCredits - after.remainingCredits).toBe(10 * ok.length)
      const check = await ledgerCheck(api.store, api.accountId)
      expect(check.holds).toBe(0)
      expect(check.ledger).toBe(check.balance)
    } finally {
      await api.close()
    }
  })
})

describe('faults inside a worker: 500, nothing charged, the worker replaced, the next call works', () => {
  let api: TestApi
  afterAll(async () => api?.close())

  const cases = [
    { fault: 'throws', at: FAULTS.throws, message: /failed to answer/ },
    { fault: 'runs past the time limit', at: FAULTS.runsForever, message: /time limit/ },
    { fault: 'kills its worker', at: FAULTS.kills, message: /failed to answer/ },
  ]
  it.each(cases)('a task that $fault', async ({ at, message }) => {
    api ??= await testApi({
      compute: {
        workers: 1,
        // The replacement's first task waits behind its first step between tasks, loading the corpus
        // (tasks.ts warmUp: 0.4 s on an idle machine, over 1 s with other suites on both cores): a
        // limit of 1 s failed "the next call" there.
        timeoutMs: 3_000,
        entry: new URL('../helpers/faulty-worker.ts', import.meta.url),
      },
    })
    const health = async () =>
      (await api.app.inject({ method: 'GET', url: '/healthz' })).json().engines.compute as {
        replaced: number
      }
    const replacedBefore = (await health()).replaced
    const before = await ledgerCheck(api.store, api.accountId)

    // Held (series) and settled with the answer (chart): neither is charged.
    const birthData = { date: at.slice(0, 10), time: '12:00', timezone: 'UTC', latitude: 0, longitude: 0 }
    for (const [path, body] of [
      [OPERATIONS.getEphemerisSeries, { start: at, end: '2001-01-04T00:00:00Z', stepMinutes: 60 }],
      [OPERATIONS.getChart, { birthData }],
    ] as const) {
      const r = await api.post(path, body)
      expect(r.statusCode).toBe(500)
      expect(r.json()).toMatchObject({ error: 'internal_error', statusCode: 500 })
      expect(r.json().message).toMatch(message)
    }
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges).toHaveLength(before.charges.length)
    expect(after.free + after.paid).toBe(before.free + before.paid)
    expect(after.holds).toBe(0)
    expect(after.ephCalls).toBe(before.ephCalls)
    expect((await health()).replaced).toBe(replacedBefore + 2)

    const next = await api.post(OPERATIONS.getEphemerisSeries, {
      start: '2024-03-20T00:00:00Z',
      end: '2024-03-21T00:00:00Z',
      stepMinutes: 60,
    })
    expect(next.statusCode).toBe(200)
    expect(next.json().pointCount).toBe(25)
  })
})

describe('a fault in a cheap task, computed on the main thread', () => {
  it('answers 500, charges nothing, and the next call works', async () => {
    const api = await testApi({ compute: { workers: testWorkers(), wrapMainTasks: withFaults } })
    try {
      const before = await ledgerCheck(api.store, api.accountId)
      const r = await api.post(OPERATIONS.getEphemerisPositions, { datetime: FAULTS.throws })
      expect(r.statusCode).toBe(500)
      expect(r.json()).toMatchObject({ error: 'internal_error', statusCode: 500 })
      const after = await ledgerCheck(api.store, api.accountId)
      expect(after.charges).toHaveLength(before.charges.length)
      expect(after.ephCalls).toBe(before.ephCalls)
      const next = await api.post(OPERATIONS.getEphemerisPositions, { datetime: '2024-03-20T10:30:00Z' })
      expect(next.statusCode).toBe(200)
      expect(next.json().positions).toHaveLength(12)
    } finally {
      await api.close()
    }
  })
})

describe('the main thread stays free while workers compute', () => {
  it.skipIf(testWorkers() === 0)('/healthz answers while a 1000-point series is computing', async () => {
    const api = await testApi()
    try {
      const base = await listen(api)
      const order: string[] = []
      const series = post(base, api.liveKey, OPERATIONS.getEphemerisSeries, SERIES_1000).then((a) => {
        order.push('series')
        return a
      })
      // Once the series is running in a worker, /healthz is answered by the main thread at once.
      const running = async () =>
        (await api.app.inject({ method: 'GET', url: '/healthz' })).json().engines.compute.running as number
      while ((await running()) === 0) await new Promise((r) => setTimeout(r, 2))
      const health = await fetch(`${base}/healthz`)
      order.push('healthz')
      expect(health.status).toBe(200)
      expect((await series).status).toBe(200)
      expect(order).toEqual(['healthz', 'series'])
    } finally {
      await api.close()
    }
  })
})
