/** One contract for the Limiter, run in-process and on Redis (when reachable). */
import { afterAll, describe, expect, it } from 'vitest'
import type { Limiter } from '../../src/limits/limiter.js'
import { isRefusal } from '../../src/limits/limiter.js'
import { MemoryLimiter } from '../../src/limits/memory.js'
import { LEASE_MS, RedisLimiter } from '../../src/limits/redis.js'
import { freshRedisPrefix, REDIS_URL, redisUp } from '../helpers/engines.js'

interface Engine {
  name: string
  up: boolean
  /** Two limiters sharing state where the engine can (Redis), or one and the same (in-process). */
  make(clock: () => number): Promise<[Limiter, Limiter]>
}

const opened: Limiter[] = []
afterAll(async () => {
  for (const l of opened) await l.close()
})

const ENGINES: Engine[] = [
  {
    name: 'in-process',
    up: true,
    make: async () => {
      const l = new MemoryLimiter()
      opened.push(l)
      return [l, l]
    },
  },
  {
    name: 'redis',
    up: redisUp,
    make: async (clock) => {
      const prefix = freshRedisPrefix()
      const a = await RedisLimiter.connect(REDIS_URL, prefix, clock)
      const b = await RedisLimiter.connect(REDIS_URL, prefix, clock)
      opened.push(a, b)
      return [a, b]
    },
  },
]

const T0 = Date.UTC(2026, 10, 22, 12)

describe.each(ENGINES)('limiter $name', (engine) => {
  it.skipIf(!engine.up)(
    'admits perMinute requests in any 60 s and refuses the next with the time to wait',
    async () => {
      let now = T0
      const [a, b] = await engine.make(() => now)
      const limits = { perMinute: 5, concurrency: 100 }
      for (let i = 0; i < 5; i++) {
        now = T0 + i * 10_000 // 0, 10, 20, 30, 40 s
        const r = await (i % 2 ? b : a).admit('acct_1', limits, now)
        expect(isRefusal(r)).toBe(false)
        expect(r.rate).toEqual({ limit: 5, remaining: 4 - i, resetS: 60 - i * 10 })
        if (!isRefusal(r)) await r.release()
      }
      now = T0 + 59_999
      const refused = await b.admit('acct_1', limits, now)
      expect(refused).toMatchObject({ refused: 'rate_limited', retryAfterS: 1, rate: { remaining: 0 } })
      // The window slides: at 60 s the first request has left it, and one more is admitted.
      now = T0 + 60_000
      expect(isRefusal(await a.admit('acct_1', limits, now))).toBe(false)
      expect(await b.admit('acct_1', limits, now)).toMatchObject({ refused: 'rate_limited', retryAfterS: 10 })
      // Other accounts are unaffected.
      expect(isRefusal(await a.admit('acct_2', limits, now))).toBe(false)
    },
  )

  it.skipIf(!engine.up)('admits `concurrency` requests at once; a slot comes back on release', async () => {
    const now = T0
    const [a, b] = await engine.make(() => now)
    const limits = { perMinute: 100, concurrency: 2 }
    const first = await a.admit('acct_c', limits, now)
    const second = await b.admit('acct_c', limits, now)
    expect(isRefusal(first) || isRefusal(second)).toBe(false)
    const third = await a.admit('acct_c', limits, now)
    expect(third).toMatchObject({ refused: 'concurrency_limit', retryAfterS: 1 })
    if (!isRefusal(first)) {
      await first.release()
      await first.release() // releasing twice gives back one slot only
    }
    expect(isRefusal(await b.admit('acct_c', limits, now))).toBe(false)
    expect(isRefusal(await a.admit('acct_c', limits, now))).toBe(true)
  })

  it.skipIf(!engine.up)('does not count refused requests against the rate', async () => {
    const now = T0
    const [a] = await engine.make(() => now)
    const limits = { perMinute: 3, concurrency: 1 }
    const held = await a.admit('acct_r', limits, now)
    for (let i = 0; i < 10; i++)
      expect(await a.admit('acct_r', limits, now)).toMatchObject({ refused: 'concurrency_limit' })
    if (!isRefusal(held)) await held.release()
    for (let i = 0; i < 2; i++) {
      const r = await a.admit('acct_r', limits, now)
      expect(isRefusal(r)).toBe(false)
      if (!isRefusal(r)) await r.release()
    }
    expect(await a.admit('acct_r', limits, now)).toMatchObject({ refused: 'rate_limited' })
  })
})

describe.skipIf(!redisUp)('redis limiter leases', () => {
  it('frees the slots of a process that stopped renewing them (a crash) within the lease time', async () => {
    let now = T0
    const prefix = freshRedisPrefix()
    const crashed = await RedisLimiter.connect(REDIS_URL, prefix, () => now)
    const alive = await RedisLimiter.connect(REDIS_URL, prefix, () => now)
    opened.push(alive)
    const limits = { perMinute: 100, concurrency: 1 }
    expect(isRefusal(await crashed.admit('acct_l', limits, now))).toBe(false)
    await crashed.close() // never releases, never renews
    expect(await alive.admit('acct_l', limits, now)).toMatchObject({ refused: 'concurrency_limit' })
    now += LEASE_MS + 1
    expect(isRefusal(await alive.admit('acct_l', limits, now))).toBe(false)
  })
})
