/**
 * The hand-written face of the client: one `call` under the generated methods (operations.gen.ts).
 * Only `fetch`, `AbortController`, `setTimeout` and `crypto.randomUUID` are used, so it runs on Node 20
 * and later, Deno, Bun and edge runtimes alike; never in a web page, where the key would be anyone's.
 */
import { GrahaError } from './errors.js'
import { OPERATIONS, Operations, type AnswerOf, type OperationId, type RequestOf } from './operations.gen.js'
import type { CallOptions, GrahaOptions, RetryOptions } from './options.js'

export const CLIENT_VERSION = '0.1.0'

/** What a call cost and what the account has left (every answer's `usage`). */
export type Usage = AnswerOf<'getChart'>['usage']

/** The rate limit as the last answer's `X-RateLimit-*` headers gave it. */
export interface RateLimit {
  limit: number
  remaining: number
  /** Seconds until the window starts again. */
  resetS: number
}

const DEFAULT_BASE_URL = 'http://127.0.0.1:8080'
const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_NARRATED_TIMEOUT_MS = 120_000
const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 2, maxDelayMs: 60_000 }
/** Waits before retrying a call that got no answer: 0.5 s, then 1 s, 2 s … */
const NETWORK_BACKOFF_MS = 500

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(t)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })

/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
function retryAfterOf(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined
  const s = Number(header)
  if (Number.isFinite(s) && s >= 0) return s
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, (at - nowMs) / 1000)
}

function rateLimitOf(headers: Headers): RateLimit | undefined {
  const limit = headers.get('x-ratelimit-limit')
  if (limit === null) return undefined
  return {
    limit: Number(limit),
    remaining: Number(headers.get('x-ratelimit-remaining')),
    resetS: Number(headers.get('x-ratelimit-reset')),
  }
}

/** An answer, read whole. */
interface Answered {
  status: number
  headers: Headers
  text: string
}

/** Whether this looks like a web page, where an API key would be readable by anyone. */
function inWebPage(): boolean {
  const g = globalThis as { window?: unknown; document?: unknown }
  return typeof g.window !== 'undefined' && typeof g.document !== 'undefined'
}

/**
 * A graha client:
 * ```ts
 * const graha = new Graha({ apiKey: process.env.GRAHA_API_KEY!, baseUrl: 'https://graha.example.com' })
 * const chart = await graha.getChart({ birthData: { date: '1990-07-15', time: '14:30', timezone: 'Asia/Kolkata', latitude: 28.61, longitude: 77.21 } })
 * ```
 * Every method resolves to the whole answer (envelope and content) or throws a GrahaError.
 */
export class Graha extends Operations {
  /** What the last successful call cost, and the balance after it. */
  usage: Usage | undefined
  /** The rate limit after the last answer that reported it. */
  rateLimit: RateLimit | undefined
  readonly #apiKey: string
  readonly #baseUrl: string
  readonly #fetch: typeof fetch
  readonly #timeoutMs: number
  readonly #narratedTimeoutMs: number
  readonly #retry: RetryOptions | false
  readonly #idempotency: boolean

  constructor(options: GrahaOptions) {
    super()
    if (inWebPage()) {
      throw new Error(
        'graha: the client holds an API key and must not run in a web page; call graha from your server',
      )
    }
    if (typeof options?.apiKey !== 'string' || options.apiKey.trim() === '') {
      throw new Error('graha: apiKey is required (a service_live_… or service_sandbox_… key)')
    }
    this.#apiKey = options.apiKey.trim()
    this.#baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
    const f = options.fetch ?? globalThis.fetch
    if (typeof f !== 'function') throw new Error('graha: no fetch in this runtime; pass options.fetch')
    this.#fetch = f
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.#narratedTimeoutMs = options.narratedTimeoutMs ?? DEFAULT_NARRATED_TIMEOUT_MS
    this.#retry = options.retry ?? DEFAULT_RETRY
    this.#idempotency = options.idempotency ?? true
  }

  /** Call an operation by its operationId (what every generated method does). */
  async call<K extends OperationId>(
    operationId: K,
    body: RequestOf<K>,
    options: CallOptions = {},
  ): Promise<AnswerOf<K>> {
    const op = OPERATIONS[operationId]
    if (!op) throw new Error(`graha: no operation ${String(operationId)}`)
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': `graha-client-ts/${CLIENT_VERSION}`,
    }
    if (op.priced) headers.authorization = `Bearer ${this.#apiKey}`
    if (options.language !== undefined) headers['accept-language'] = options.language
    if (op.method === 'POST') headers['content-type'] = 'application/json'
    const idempotencyKey =
      options.idempotencyKey ?? (op.priced && this.#idempotency ? crypto.randomUUID() : undefined)
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey
    const retry = options.retry ?? this.#retry
    const maxRetries = retry === false ? 0 : (retry.maxRetries ?? DEFAULT_RETRY.maxRetries)
    const maxDelayMs = retry === false ? 0 : (retry.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs)
    const timeoutMs = options.timeoutMs ?? (op.narrated ? this.#narratedTimeoutMs : this.#timeoutMs)
    const text = op.method === 'POST' ? JSON.stringify(body ?? {}) : undefined
    // A call without an answer may be sent again only where that cannot charge twice.
    const resendable = op.method === 'GET' || idempotencyKey !== undefined

    for (let attempt = 0; ; attempt++) {
      let res: Answered
      try {
        res = await this.#send(
          `${this.#baseUrl}${op.path}`,
          op.method,
          headers,
          text,
          timeoutMs,
          options.signal,
        )
      } catch (err) {
        if (!(err instanceof GrahaError) || err.code !== 'network_error' || !resendable) throw err
        if (attempt >= maxRetries) throw err
        await sleep(NETWORK_BACKOFF_MS * 2 ** attempt, options.signal)
        continue
      }
      const rateLimit = rateLimitOf(res.headers)
      if (rateLimit) this.rateLimit = rateLimit
      const answer = this.#read(res)
      if (res.status >= 200 && res.status < 300) {
        this.usage = (answer as { usage?: Usage }).usage
        return answer as AnswerOf<K>
      }
      const e = answer as { error?: unknown; message?: unknown; requestId?: unknown }
      const retryAfterS = retryAfterOf(res.headers.get('retry-after'), Date.now())
      const error = new GrahaError(
        typeof e.error === 'string' ? e.error : 'unexpected_response',
        typeof e.message === 'string' ? e.message : `HTTP ${res.status}`,
        res.status,
        typeof e.requestId === 'string' ? e.requestId : (res.headers.get('x-request-id') ?? undefined),
        retryAfterS,
      )
      const retryable = res.status === 429 || res.status === 503
      if (!retryable || attempt >= maxRetries) throw error
      const waitMs = (retryAfterS ?? 2 ** attempt) * 1000
      if (waitMs > maxDelayMs) throw error
      await sleep(waitMs, options.signal)
    }
  }

  async #send(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Answered> {
    if (signal?.aborted) throw new GrahaError('aborted', 'the call was aborted', 0)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const res = await this.#fetch(url, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: controller.signal,
      })
      // The body is read within the same time limit.
      return { status: res.status, headers: res.headers, text: await res.text() }
    } catch (err) {
      if (timedOut)
        throw new GrahaError('timeout', `no answer within ${timeoutMs} ms`, 0, undefined, undefined, {
          cause: err,
        })
      if (signal?.aborted)
        throw new GrahaError('aborted', 'the call was aborted', 0, undefined, undefined, { cause: err })
      const why = err instanceof Error ? err.message : String(err)
      throw new GrahaError(
        'network_error',
        `could not reach graha at ${url}: ${why}`,
        0,
        undefined,
        undefined,
        {
          cause: err,
        },
      )
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  #read(res: Answered): unknown {
    try {
      return JSON.parse(res.text) as unknown
    } catch {
      throw new GrahaError(
        'unexpected_response',
        `HTTP ${res.status} with a body that is not JSON (a proxy in the way?)`,
        res.status,
        res.headers.get('x-request-id') ?? undefined,
      )
    }
  }
}
