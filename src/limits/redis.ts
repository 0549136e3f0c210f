/**
 * The Redis limiter: one limit shared by every process and host using the same Redis (REDIS_URL).
 * Admission is one Lua script, so it is atomic. Concurrency slots are leases that the holding process
 * renews every few seconds: the slots of a crashed process, or a slot whose release did not reach
 * Redis, free themselves within LEASE_MS.
 *
 * Redis is a dependency the server shows: it waits for it at start for at most CONNECT_WAIT_MS and
 * refuses to start without it; while serving, a command never waits in an offline queue and gives up
 * after COMMAND_TIMEOUT_MS, so a call whose limits cannot be read is refused at once (503), and
 * `ready()` says whether the connection is up (/healthz).
 */
import { randomBytes } from 'node:crypto'
import { createClient, type RedisClientType } from 'redis'
import type { Limits } from '../accounts/rules.js'
import {
  LimiterUnavailableError,
  resetSeconds,
  WINDOW_MS,
  type Admission,
  type Limiter,
  type Refusal,
} from './limiter.js'

export const LEASE_MS = 15_000
const RENEW_EVERY_MS = 5_000
/** How long the server waits for Redis at start. */
const CONNECT_WAIT_MS = 10_000
/** A command that has no answer by then has failed (Redis on another host answers in milliseconds). */
const COMMAND_TIMEOUT_MS = 1_000

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

  /** The client with every command bounded by COMMAND_TIMEOUT_MS. */
  /** The client with every command's time limit (withCommandOptions). */
  private readonly redis: ReturnType<RedisClientType['withCommandOptions']>

  private constructor(
    private readonly client: RedisClientType,
    private readonly prefix: string,
    url: string,
    private readonly clock: () => number,
  ) {
    this.description = `Redis (${where(url)})`
    this.redis = client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS })
    this.timer = setInterval(() => void this.renew().catch(() => {}), RENEW_EVERY_MS)
    this.timer.unref()
  }

  /**
   * Connect, waiting at most `waitMs` (else LimiterUnavailableError, naming the host and the last
   * error); `prefix` namespaces the keys (tests use a fresh one); `clock` renews leases.
   */
  static async connect(
    url: string,
    prefix = 'graha',
    clock: () => number = Date.now,
    waitMs = CONNECT_WAIT_MS,
  ): Promise<RedisLimiter> {
    const client = createClient({
      url,
      // A command sent while the connection is down fails at once instead of waiting for it.
      disableOfflineQueue: true,
      // A connection that stops answering is noticed within seconds, not at the next call.
      pingInterval: 5_000,
      socket: {
        connectTimeout: Math.min(waitMs, 5_000),
        reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000),
      },
    }) as RedisClientType
    let lastError = 'no answer'
    client.on('error', (err: unknown) => {
      // It reconnects on its own; meanwhile calls are refused with 503 and /healthz says so.
      lastError = err instanceof Error ? err.message : String(err)
    })
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () =>
          fail(
            new LimiterUnavailableError(
              `Redis at ${where(url)} (REDIS_URL) did not answer within ${waitMs / 1000} s: ${lastError}`,
            ),
          ),
        waitMs,
      )
    })
    try {
      await Promise.race([client.connect(), timedOut])
    } catch (err) {
      client.destroy()
      throw err
    } finally {
      clearTimeout(timer)
    }
    return new RedisLimiter(client, prefix, url, clock)
  }

  ready(): boolean {
    return this.client.isReady
  }

  private keys(accountId: string): [string, string] {
    return [`${this.prefix}:rate:${accountId}`, `${this.prefix}:conc:${accountId}`]
  }

  private async run(keys: string[], args: string[]): Promise<[number, number, string]> {
    try {
      if (!this.sha) this.sha = await this.redis.scriptLoad(ADMIT)
      try {
        return (await this.redis.evalSha(this.sha, { keys, arguments: args })) as [number, number, string]
      } catch (err) {
        if (!String(err).includes('NOSCRIPT')) throw err
        this.sha = await this.redis.scriptLoad(ADMIT)
        return (await this.redis.evalSha(this.sha, { keys, arguments: args })) as [number, number, string]
      }
    } catch (err) {
      throw unavailable(err)
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
        // No longer renewed: if the removal below fails, the lease expires within LEASE_MS.
        mine.delete(member)
        if (mine.size === 0) this.leases.delete(concKey)
        await this.redis.zRem(concKey, member).catch((err: unknown) => {
          throw unavailable(err)
        })
      },
    }
  }

  /** Push the expiry of this process's leases forward. */
  private async renew(): Promise<void> {
    const expiry = this.clock() + LEASE_MS
    for (const [key, members] of this.leases) {
      if (members.size)
        await this.redis.zAdd(
          key,
          [...members].map((value) => ({ score: expiry, value })),
          { condition: 'XX' },
        )
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    // Closing while Redis is away must not wait for it (quit would): drop the connection instead.
    if (this.client.isReady) await this.client.close().catch(() => this.client.destroy())
    else this.client.destroy()
  }
}

/** Host and port of a Redis URL, never its credentials. */
function where(url: string): string {
  const u = new URL(url)
  return `${u.hostname}:${u.port || 6379}`
}

function unavailable(err: unknown): LimiterUnavailableError {
  const e = new LimiterUnavailableError(
    `Redis does not answer: ${err instanceof Error ? err.message : String(err)}`,
  )
  e.cause = err
  return e
}
