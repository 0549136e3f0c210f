/** The in-process limiter: exact within one process (the default without REDIS_URL). */
import type { Limits } from '../accounts/rules.js'
import { resetSeconds, WINDOW_MS, type Admission, type Limiter, type Refusal } from './limiter.js'

interface AccountState {
  /** Admission times within the window, oldest first. */
  times: number[]
  inFlight: number
}

export class MemoryLimiter implements Limiter {
  readonly description = 'in-process'
  private readonly accounts = new Map<string, AccountState>()

  async admit(accountId: string, limits: Limits, nowMs: number): Promise<Admission | Refusal> {
    let s = this.accounts.get(accountId)
    if (!s) {
      s = { times: [], inFlight: 0 }
      this.accounts.set(accountId, s)
    }
    let drop = 0
    while (drop < s.times.length && s.times[drop]! <= nowMs - WINDOW_MS) drop++
    if (drop) s.times.splice(0, drop)
    if (s.times.length >= limits.perMinute) {
      const rate = { limit: limits.perMinute, remaining: 0, resetS: resetSeconds(s.times[0], nowMs) }
      return { refused: 'rate_limited', rate, retryAfterS: rate.resetS }
    }
    if (s.inFlight >= limits.concurrency) {
      const rate = {
        limit: limits.perMinute,
        remaining: limits.perMinute - s.times.length,
        resetS: resetSeconds(s.times[0], nowMs),
      }
      return { refused: 'concurrency_limit', rate, retryAfterS: 1 }
    }
    s.times.push(nowMs)
    s.inFlight++
    const state = s
    let released = false
    return {
      rate: {
        limit: limits.perMinute,
        remaining: limits.perMinute - s.times.length,
        resetS: resetSeconds(s.times[0], nowMs),
      },
      release: async () => {
        if (released) return
        released = true
        state.inFlight--
        if (state.inFlight === 0 && state.times.length === 0) this.accounts.delete(accountId)
      },
    }
  }

  async close(): Promise<void> {}
}
