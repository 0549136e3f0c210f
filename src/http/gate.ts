/** The gate of live and sandbox keys: accounts (401/403/402) and limits (429). */
import type { FastifyRequest } from 'fastify'
import { AccountError } from '../accounts/errors.js'
import type { Accounts } from '../accounts/index.js'
import { isRefusal, type Limiter, type RateState } from '../limits/limiter.js'
import { INTERNAL_CALL_HEADER, type InternalCalls } from './internal-calls.js'
import type { Admission, Caller, Gate, Hold, Operation } from './policy.js'

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
    message: string,
    retryAfterS: number,
    readonly headers: Record<string, string>,
  ) {
    super(code, message, retryAfterS)
  }
}

export function accountGate(
  accounts: Accounts,
  limiter: Limiter,
  now: () => Date,
  internal?: InternalCalls,
): Gate {
  return {
    authenticate: (req, op) => {
      const ticket = req.headers[INTERNAL_CALL_HEADER]
      const keyId = ticket === undefined ? undefined : internal?.take(ticket)
      if (keyId !== undefined) return accounts.authenticateKeyId(keyId, op.scope, now().getTime())
      return accounts.authenticate(req.headers.authorization, op.scope, now().getTime())
    },

    async admit(_req, caller): Promise<Admission> {
      const verdict = await limiter.admit(caller.accountId, caller.limits, now().getTime())
      const headers = rateHeaders(verdict.rate)
      if (isRefusal(verdict)) {
        const message =
          verdict.refused === 'rate_limited'
            ? `more than ${caller.limits.perMinute} requests a minute for this account: retry after ${verdict.retryAfterS} s`
            : `more than ${caller.limits.concurrency} requests at once for this account: retry when one has finished`
        throw new LimitError(verdict.refused, message, verdict.retryAfterS, headers)
      }
      return { headers, release: verdict.release }
    },

    async hold(req: FastifyRequest, caller: Caller, op: Operation<unknown>): Promise<Hold> {
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
        // A retry of a charged request must be answered whatever the balance: only the settlement knows.
        const refusal =
          header === undefined ? await accounts.precheck(caller, op.price, req.body, now().getTime()) : null
        if (refusal) throw refusal
        return { capture: () => accounts.settle(charge, now().getTime()), release: async () => {} }
      }
      const ticket = await accounts.hold(charge, now().getTime())
      return {
        usage: ticket.usage,
        capture: () => accounts.capture(ticket, now().getTime()),
        release: () => accounts.release(ticket),
      }
    },
  }
}
