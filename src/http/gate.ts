/** The gate of live and sandbox keys: accounts (401/403/402) and limits (429). */
import type { FastifyRequest } from 'fastify'
import { AccountError, AccountRuleError } from '../accounts/errors.js'
import type { Accounts } from '../accounts/index.js'
import { isRefusal, LimiterUnavailableError, type Limiter, type RateState } from '../limits/limiter.js'
import { busy, type ErrorText } from '../schemas/errors.js'
import { INTERNAL_CALL_HEADER, type InternalCalls } from './internal-calls.js'
import type { AppMetrics, StoreStep } from './metrics.js'
import type { Admission, Caller, Gate, Hold, RouteOperation } from './policy.js'

function rateHeaders(rate: RateState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(rate.limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-reset': String(rate.resetS),
  }
}

/** Rate-limit and Retry-After headers ride on the 429's error. */
export class LimitError extends AccountError {
  constructor(
    code: 'rate_limited' | 'concurrency_limit',
    message: ErrorText,
    retryAfterS: number,
    readonly headers: Record<string, string>,
  ) {
    super(code, message, retryAfterS)
  }
}

/** Retry-After when the limits cannot be read: Redis reconnects within a few seconds when it can. */
const LIMITS_RETRY_S = 5

export function accountGate(
  accounts: Accounts,
  limiter: Limiter,
  now: () => Date,
  internal?: InternalCalls,
  metrics?: AppMetrics,
): Gate {
  /** `work`, with a failure of the store itself (not a refusal: those are AccountErrors) counted. */
  const counted = <T>(step: StoreStep, work: () => Promise<T>): Promise<T> =>
    work().catch((err: unknown) => {
      if (!(err instanceof AccountError || err instanceof AccountRuleError)) metrics?.storeError(step)
      throw err
    })
  return {
    authenticate: (req, op) =>
      counted('authenticate', () => {
        const ticket = req.headers[INTERNAL_CALL_HEADER]
        const keyId = ticket === undefined ? undefined : internal?.take(ticket)
        if (keyId !== undefined) return accounts.authenticateKeyId(keyId, op.scope, now().getTime())
        return accounts.authenticate(req.headers.authorization, op.scope, now().getTime())
      }),

    async admit(req, caller): Promise<Admission> {
      let verdict
      try {
        verdict = await limiter.admit(caller.accountId, caller.limits, now().getTime())
      } catch (err) {
        if (!(err instanceof LimiterUnavailableError)) throw err
        // Never admitted unlimited, never charged: the caller retries once the limits answer again.
        req.log.warn({ err: err.message }, 'limits unavailable')
        metrics?.limitsUnavailable()
        throw busy(
          {
            en: `the account's limits cannot be checked just now: retry after ${LIMITS_RETRY_S} s (nothing was charged)`,
            hi: `खाते की सीमाएँ अभी जाँची नहीं जा सकतीं: ${LIMITS_RETRY_S} सेकंड बाद फिर प्रयास करें (कोई शुल्क नहीं लिया गया)।`,
          },
          LIMITS_RETRY_S,
        )
      }
      const headers = rateHeaders(verdict.rate)
      if (isRefusal(verdict)) {
        const message =
          verdict.refused === 'rate_limited'
            ? {
                en: `more than ${caller.limits.perMinute} requests a minute for this account: retry after ${verdict.retryAfterS} s`,
                hi: `इस खाते से एक मिनट में ${caller.limits.perMinute} से अधिक अनुरोध: ${verdict.retryAfterS} सेकंड बाद फिर प्रयास करें।`,
              }
            : {
                en: `more than ${caller.limits.concurrency} requests at once for this account: retry when one has finished`,
                hi: `इस खाते से एक साथ ${caller.limits.concurrency} से अधिक अनुरोध: किसी एक के पूरा होने पर फिर प्रयास करें।`,
              }
        throw new LimitError(verdict.refused, message, verdict.retryAfterS, headers)
      }
      return { headers, release: verdict.release }
    },

    hold: (req, caller, op) => counted('hold', () => hold(req, caller, op)),
  }

  async function hold(req: FastifyRequest, caller: Caller, op: RouteOperation): Promise<Hold> {
    // Validated with the request (OperationHeaders): 1 to 255 visible ASCII characters.
    const header = req.headers['idempotency-key'] as string | undefined
    const charge = {
      accountId: caller.accountId,
      keyId: caller.keyId,
      operation: req.routeOptions.schema?.operationId ?? req.routeOptions.url ?? 'unknown',
      price: op.price,
      body: req.body,
      requestId: req.id,
      idempotencyKey: header,
      groupCommit: true,
    }
    if (op.billing === 'settle') {
      // Before any work: a retry of a charged request is answered again whatever the balance; a key
      // reused with another request is refused; anything else must be able to pay, key or no key.
      const prior = header === undefined ? null : await accounts.idempotencyCheck(charge, now().getTime())
      if (prior instanceof AccountError) throw prior
      const refusal =
        prior === 'replay' ? null : await accounts.precheck(caller, op.price, req.body, now().getTime())
      if (refusal) throw refusal
      return {
        capture: () => counted('capture', () => accounts.settle(charge, now().getTime())),
        release: async () => {},
      }
    }
    const ticket = await accounts.hold(charge, now().getTime())
    return {
      usage: ticket.usage,
      capture: () => counted('capture', () => accounts.capture(ticket, now().getTime())),
      release: () => counted('release', () => accounts.release(ticket)),
    }
  }
}
