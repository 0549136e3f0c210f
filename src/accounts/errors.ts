/** Account, key and billing refusals, with the spec's codes (http/ maps them to statuses). */
import type { ErrorText } from '../schemas/errors.js'

export type AccountErrorCode =
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'revoked_key'
  | 'expired_key'
  | 'insufficient_scope'
  | 'credits_exhausted'
  | 'key_credit_limit_reached'
  | 'rate_limited'
  | 'concurrency_limit'
  | 'idempotency_key_reused'
  | 'invalid_field'

/** `message` is the English; `text` holds it in English and Hindi (the API answers in the call's). */
export class AccountError extends Error {
  override name = 'AccountError'
  readonly text: ErrorText
  constructor(
    readonly code: AccountErrorCode,
    message: ErrorText,
    /** Seconds, for a 429's Retry-After. */
    readonly retryAfterS?: number,
  ) {
    super(message.en)
    this.text = message
  }
}

/** A command-line or operator mistake (unknown account, terms not accepted, …). */
export class AccountRuleError extends Error {
  override name = 'AccountRuleError'
}
