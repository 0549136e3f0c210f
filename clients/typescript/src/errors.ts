/** What a call that did not succeed throws. */

/** The error codes a client gives when there was no answer of the API to read one from. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'aborted' | 'unexpected_response'

export class GrahaError extends Error {
  override readonly name = 'GrahaError'
  /** The API's error code (`invalid_api_key`, `credits_exhausted`, `rate_limited`, …), or one of
   *  ClientErrorCode when no answer of the API came. */
  readonly code: string
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
    this.code = code
    this.status = status
    this.requestId = requestId
    this.retryAfterS = retryAfterS
  }
}
