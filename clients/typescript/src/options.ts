/** What a client and each call can be told. */

/** How calls answered 429 or 503 (and calls that never reached the server) are tried again. */
export interface RetryOptions {
  /** Further attempts after the first (default 2). */
  maxRetries?: number
  /** The longest wait the client accepts before a retry, in ms (default 60 000): an answer asking for
   *  longer (a `Retry-After` of minutes) is thrown at once instead. */
  maxDelayMs?: number
}

export interface GrahaOptions {
  /** A live (`service_live_…`) or sandbox (`service_sandbox_…`) API key. Keep it on a server: the client
   *  refuses to run in a web page. */
  apiKey: string
  /** Where graha answers (default `http://127.0.0.1:8080`, `graha serve`'s own). */
  baseUrl?: string
  /** The fetch to use (default the runtime's global fetch). */
  fetch?: typeof fetch
  /** Time limit of a call in ms (default 30 000). */
  timeoutMs?: number
  /** Time limit of a narrated call (`getForecast`, `resolveTiming`: tens of seconds) in ms (default
   *  120 000; the API advises at least 90 s). */
  narratedTimeoutMs?: number
  /** Retries of 429 and 503 answers after their `Retry-After` (default on); `false`: never. */
  retry?: RetryOptions | false
  /** Send an Idempotency-Key with every charged call, the same on each retry of it, so that a retry is
   *  never charged twice (default true). */
  idempotency?: boolean
}

export interface CallOptions {
  /** This call's Idempotency-Key (1 to 255 visible ASCII characters) instead of a generated one: the
   *  same key and body within 24 hours is answered again without being charged again. */
  idempotencyKey?: string
  /** This call's time limit in ms. */
  timeoutMs?: number
  /** This call's retries; `false`: none. */
  retry?: RetryOptions | false
  /** Stops the call when aborted. */
  signal?: AbortSignal
  /** The language of the answer's words (`hi`, `ta` …), sent as `Accept-Language`: for a call whose
   *  request has no `language` field of its own (the muhurta catalogue), or as a default under it. */
  language?: string
}
