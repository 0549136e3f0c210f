/** The in-process limiter: exact within one process (the default without REDIS_URL). */
import type { Limits } from '../accounts/rules.js'
import { resetSeconds, WINDOW_MS, type Admission, type Limiter, type Refusal } from './limiter.js'

interface AccountState {
  /** Admission times, oldest first; the window is times[head …]. */
  times: number[]
  head: number
  inFlight: number
}

export class MemoryLimiter implements Limiter {
  readonly description = 'in-process'
  private readonly accounts = new Map<string, AccountState>()

  async admit(accountId: string, limits: Limits, nowMs: number): Promise<Admission | Refusal> {
    let s = this.accounts.get(accountId)
    if (!s) {
      s = { times: [], head: 0, inFlight: 0 }
      this.accounts.set(accountId, s)
    }
    // Leave the window: amortised O(1), however high an operator set the limit.
    while (s.head < s.times.length && s.times[s.head]! <= nowMs - WINDOW_MS) s.head++
    if (s.head > 1024 && s.head * 2 > s.times.length) {
      s.times = s.times.slice(s.head)
      s.head = 0
    }
    const inWindow = s.times.length - s.head
    const oldest = inWindow ? s.times[s.head] : undefined
    if (inWindow >= limits.perMinute) {
      const rate = { limit: limits.perMinute, remaining: 0, resetS: resetSeconds(oldest, nowMs) }
      return { refused: 'rate_limited', rate, retryAfterS: rate.resetS }
    }
    if (s.inFlight >= limits.concurrency) {
      const rate = {
        limit: limits.perMinute,
        remaining: limits.perMinute - inWindow,
        resetS: resetSeconds(oldest, nowMs),
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
        remaining: limits.perMinute - inWindow - 1,
        resetS: resetSeconds(s.times[s.head], nowMs),
      },
      release: async () => {
        if (released) return
        released = true
        state.inFlight--
        if (state.inFlight === 0 && state.head === state.times.length) this.accounts.delete(accountId)
      },
    }
  }

  ready(): boolean {
    return true
  }

  async close(): Promise<void> {}
}
