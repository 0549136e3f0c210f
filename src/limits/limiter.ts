/**
 * Per-account request rate and concurrency (spec §8): at most `perMinute` requests in any 60-second
 * window (a sliding log, so no burst slips through at a window's edge) and at most `concurrency` at
 * once. A refused request counts toward neither. One contract, two engines: in-process and Redis.
 */
import type { Limits } from '../accounts/rules.js'

export const WINDOW_MS = 60_000

export interface RateState {
  limit: number
  /** Requests left in the current window after this one. */
  remaining: number
  /** Seconds until the window has room for one more request. */
  resetS: number
}

export interface Admission {
  rate: RateState
  /** Give the concurrency slot back (idempotent). */
  release(): Promise<void>
}

export type Refusal =
  | { refused: 'rate_limited'; rate: RateState; retryAfterS: number }
  | { refused: 'concurrency_limit'; rate: RateState; retryAfterS: number }

export interface Limiter {
  readonly description: string
  /**
   * Admit one request of `accountId` at `nowMs` under `limits`, or say why not. Rejects with
   * LimiterUnavailableError, quickly, when the limits cannot be read (Redis unreachable).
   */
  admit(accountId: string, limits: Limits, nowMs: number): Promise<Admission | Refusal>
  /** Whether the limiter can answer now (its connection is up): what /healthz reports. */
  ready(): boolean
  close(): Promise<void>
}

/** The limits could not be read or written: the call is refused (503), never admitted unlimited. */
export class LimiterUnavailableError extends Error {
  override name = 'LimiterUnavailableError'
}

export function isRefusal(x: Admission | Refusal): x is Refusal {
  return 'refused' in x
}

/** Seconds until the oldest request of the window leaves it. */
export function resetSeconds(oldestMs: number | undefined, nowMs: number): number {
  return oldestMs === undefined ? 0 : Math.max(1, Math.ceil((oldestMs + WINDOW_MS - nowMs) / 1000))
}
