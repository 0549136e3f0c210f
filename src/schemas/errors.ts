import type { Language } from '../i18n/languages.js'
import type { Text } from '../readings/text.js'

/**
 * The closed list of error codes, mapped to statuses in exactly one place (spec §7, plus our answers
 * to its open points in architecture.md).
 */
export const errorStatus = {
  // 400, spec §7
  invalid_json: 400,
  missing_birthdata: 400,
  invalid_birthdata: 400,
  invalid_timezone: 400,
  invalid_coordinates: 400,
  missing_required_field: 400,
  invalid_domain: 400,
  invalid_reference_date: 400,
  invalid_range: 400,
  no_days_evaluable: 400,
  // 400, our answers to the spec's open points (architecture.md)
  too_many_points: 400,
  datetime_out_of_range: 400,
  invalid_datetime: 400,
  unknown_field: 400,
  /** A field of the right name with a value of the wrong type or outside its allowed values. The spec
   *  names no code for this (e.g. an unknown body or a step of 0 minutes). */
  invalid_field: 400,
  /** An Idempotency-Key reused within 24 hours for a different request. */
  idempotency_key_reused: 400,
  // 401, 402, 403
  missing_api_key: 401,
  invalid_api_key: 401,
  revoked_key: 401,
  expired_key: 401,
  credits_exhausted: 402,
  key_credit_limit_reached: 402,
  insufficient_scope: 403,
  // outside the operations
  not_found: 404,
  /** The request did not arrive whole within REQUEST_TIMEOUT_S (or its headers within
   *  HEADERS_TIMEOUT_S); the connection is closed. */
  request_timeout: 408,
  payload_too_large: 413,
  /** The request's headers are larger than the server reads (16 KiB). */
  headers_too_large: 431,
  /** Not HTTP/1.1 the server can read (framing: Content-Length and Transfer-Encoding together, a
   *  length that does not match, a malformed line); the connection is closed. */
  malformed_request: 400,
  // 422
  chart_integrity_failed: 422,
  dasha_failed: 422,
  guidance_failed: 422,
  houses_undefined_at_latitude: 422,
  // 429
  rate_limited: 429,
  concurrency_limit: 429,
  // 5xx
  internal_error: 500,
  narration_failed: 502,
  /** The compute queue is full, or the server is shutting down (architecture.md): retry after the
   *  Retry-After header's seconds. Nothing is charged. */
  server_busy: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

/** An error's message in each language it is written in (src/readings/text.ts's Text): English, the
 *  message of record, and Hindi. Field paths, codes, enum values and numbers are the same in both. */
export type ErrorText = Text

/** An error the API answers with its own code. `message` is public: it names the field and says what is
 *  wrong, and never carries birth data or any other submitted value. It is the English; `text` holds it
 *  in every language it is written in, and the answer gives the call's (`messageIn`). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly statusCode: number
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>
  readonly text: ErrorText

  constructor(
    readonly code: ErrorCode,
    message: ErrorText,
    headers: Record<string, string> = {},
  ) {
    super(message.en)
    this.statusCode = errorStatus[code]
    this.headers = headers
    this.text = message
  }

  /** The message in `language`: Hindi in Hindi, English in every other language. */
  messageIn(language: Language): string {
    return errorTextLanguage(language) === 'hi' ? this.text.hi : this.text.en
  }
}

/** The language an error's message is given in for a call in `language` (the Content-Language of the
 *  error answer): the messages are written in English and Hindi only. */
export const errorTextLanguage = (language: Language): 'en' | 'hi' => (language === 'hi' ? 'hi' : 'en')

/** Refusals of a server that cannot take the work now: 503 server_busy with Retry-After. */
export function busy(message: ErrorText, retryAfterS: number): ApiError {
  return new ApiError('server_busy', message, { 'retry-after': String(retryAfterS) })
}

/** The error body of spec §7. */
export interface ErrorBody {
  error: ErrorCode
  message: string
  requestId: string
  statusCode: number
}

/** The body of spec §7, its message in `language` (English by default). The spec's error body has no
 *  `language` field: the language is said by the Content-Language header alone. */
export function errorBody(err: ApiError, requestId: string, language: Language = 'en'): ErrorBody {
  return { error: err.code, message: err.messageIn(language), requestId, statusCode: err.statusCode }
}
