/** What a call that did not succeed throws. */
import type { operations } from './schema.gen.js'

/** The `error` codes of one operation's documented error answers. */
type ErrorCodesOf<R> = {
  [S in keyof R]: R[S] extends { content: { 'application/json': { error: infer E } } } ? E : never
}[keyof R]

/** Every error code the API documents (`invalid_api_key`, `credits_exhausted`, `invalid_birthdata`, …). */
export type ApiErrorCode = {
  [K in keyof operations]: ErrorCodesOf<operations[K]['responses']>
}[keyof operations]

/** The error codes a client gives when there was no answer of the API to read one from. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'aborted' | 'unexpected_response'

export class GrahaError extends Error {
  override readonly name = 'GrahaError'
  /** The API's error code (`invalid_api_key`, `credits_exhausted`, `rate_limited`, …), or one of
   *  ClientErrorCode when no answer of the API came. */
  readonly code: ApiErrorCode | ClientErrorCode
  /** The HTTP status; 0 when no answer came. */
  readonly status: number
  /** The answer's requestId, to quote in a support request. */
  readonly requestId: string | undefined
  /** Seconds the server asked to wait before trying again (429, 503). */
  readonly retryAfterS: number | undefined

  constructor(
    code: string,
    message: string,
    status: number,
    requestId?: string,
    retryAfterS?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    // The server's own word: a code added after this client was generated still comes through as sent.
    this.code = code as ApiErrorCode | ClientErrorCode
    this.status = status
    this.requestId = requestId
    this.retryAfterS = retryAfterS
  }
}
