/**
 * The Redis limiter: one limit shared by every process and host using the same Redis (REDIS_URL).
 * Admission is one Lua script, so it is atomic. Concurrency slots are leases that the holding process
 * renews every few seconds: the slots of a crashed process free themselves within LEASE_MS.
 */
import { randomBytes } from 'node:crypto'
import { createClient, type RedisClientType } from 'redis'
import type { Limits } from '../accounts/rules.js'
import { resetSeconds, WINDOW_MS, type Admission, type Limiter, type Refusal } from './limiter.js'

export const LEASE_MS = 15_000
const RENEW_EVERY_MS = 5_000

// KEYS: rate log, concurrency leases. ARGV: now, window, perMinute, concurrency, member, lease expiry.
// Returns {verdict, count in window, oldest time in window}: 0 admitted, 1 rate limited, 2 concurrency.
const ADMIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2] or '-1'
if count >= tonumber(ARGV[3]) then return {1, count, oldest} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return {2, count, oldest} end
redis.call('ZADD', KEYS[1], now, ARGV[5])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('ZADD', KEYS[2], tonumber(ARGV[6]), ARGV[5])
redis.call('PEXPIRE', KEYS[2], window)
oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
return {0, count + 1, oldest}
`

export class RedisLimiter implements Limiter {
  readonly description: string
  private sha: string | undefined
  /** Leases this process holds: concurrency key → members. */
  private readonly leases = new Map<string, Set<string>>()
  private readonly timer: NodeJS.Timeout

  private constructor(
    private readonly client: RedisClientType,
    private readonly prefix: string,
    url: string,
    private readonly clock: () => number,
  ) {
    const u = new URL(url)
    this.description = `Redis (${u.hostname}:${u.port || 6379})`
    this.timer = setInterval(() => void this.renew().catch(() => {}), RENEW_EVERY_MS)
    this.timer.unref()
  }

  /** Connect; `prefix` namespaces the keys (tests use a fresh one). `clock` renews leases. */
  static async connect(url: string, prefix = 'graha', clock: () => number = Date.now): Promise<RedisLimiter> {
    const client = createClient({ url }) as RedisClientType
    client.on('error', () => {}) // reconnects on its own; a call made meanwhile fails and answers 500
    await client.connect()
    return new RedisLimiter(client, prefix, url, clock)
  }

  private keys(accountId: string): [string, string] {
    return [`${this.prefix}:rate:${accountId}`, `${this.prefix}:conc:${accountId}`]
  }

  private async run(keys: string[], args: string[]): Promise<[number, number, string]> {
    if (!this.sha) this.sha = await this.client.scriptLoad(ADMIT)
    try {
      return (await this.client.evalSha(this.sha, { keys, arguments: args })) as [number, number, string]
    } catch (err) {
      if (!String(err).includes('NOSCRIPT')) throw err
      this.sha = await this.client.scriptLoad(ADMIT)
      return (await this.client.evalSha(this.sha, { keys, arguments: args })) as [number, number, string]
    }
  }

  async admit(accountId: string, limits: Limits, nowMs: number): Promise<Admission | Refusal> {
    const [rateKey, concKey] = this.keys(accountId)
    const member = `${nowMs}-${randomBytes(8).toString('hex')}`
    const [verdict, count, oldestText] = await this.run(
      [rateKey, concKey],
      [
        String(nowMs),
        String(WINDOW_MS),
        String(limits.perMinute),
        String(limits.concurrency),
        member,
        String(nowMs + LEASE_MS),
      ],
    )
    const oldest = Number(oldestText)
    const rate = {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - Number(count)),
      resetS: resetSeconds(oldest >= 0 ? oldest : undefined, nowMs),
    }
    if (Number(verdict) === 1) return { refused: 'rate_limited', rate, retryAfterS: rate.resetS }
    if (Number(verdict) === 2) return { refused: 'concurrency_limit', rate, retryAfterS: 1 }
    let mine = this.leases.get(concKey)
    if (!mine) this.leases.set(concKey, (mine = new Set()))
    mine.add(member)
    let released = false
    return {
      rate,
      release: async () => {
        if (released) return
        released = true
        mine.delete(member)
        if (mine.size === 0) this.leases.delete(concKey)
        await this.client.zRem(concKey, member)
      },
    }
  }

  /** Push the expiry of this process's leases forward. */
  private async renew(): Promise<void> {
    const expiry = this.clock() + LEASE_MS
    for (const [key, members] of this.leases) {
      if (members.size)
        await this.client.zAdd(
          key,
          [...members].map((value) => ({ score: expiry, value })),
          { condition: 'XX' },
        )
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.client.quit()
  }
}
