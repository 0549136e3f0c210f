/**
 * Prometheus metrics (issue 33): requests and their latency by operation, the compute pool, the calls
 * refused because the limits or the account store failed, the credits charged, and prom-client's
 * process metrics. One registry per app, never prom-client's global one (tests build many apps in one
 * process). Labels are closed vocabularies (operationIds, route patterns, status codes, steps): never a
 * key, key id, account id, email, address or anything from a request body.
 *
 * Where /metrics answers (config.ts, METRICS_*): nowhere by default; on the API's port behind a bearer
 * token; or on a listener of its own (`listenMetrics`, started and closed by server.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { newId } from '../accounts/keys.js'
import type { Compute } from '../compute/index.js'
import { ApiError, errorBody } from '../schemas/errors.js'

/** Request latency buckets in seconds: 1 ms (positions, ayanamsa) to 60 s (a narrated call's model). */
export const DURATION_BUCKETS_S = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60,
]

/** Where a keyed call needed the account store and it failed (a query that threw, not a refusal). */
export const STORE_STEPS = ['authenticate', 'hold', 'capture', 'release', 'heartbeat'] as const
export type StoreStep = (typeof STORE_STEPS)[number]

/** A request's `operation` label: the operationId of an API operation, the route pattern of any other
 *  route (`/healthz`, `/portal/keys`), `unmatched` for a path no route serves (never the path itself). */
export function operationLabel(req: FastifyRequest): string {
  const op = req.routeOptions.config.operation
  if (op) return op.document.operationId
  if (req.is404) return 'unmatched'
  return req.routeOptions.url ?? 'unmatched'
}

export class AppMetrics {
  readonly registry = new Registry()
  private readonly requests = new Counter({
    name: 'graha_http_requests_total',
    help: 'HTTP requests answered, by operation (operationId, route pattern, or unmatched) and status code.',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  })
  private readonly duration = new Histogram({
    name: 'graha_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by operation.',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS_S,
    registers: [this.registry],
  })
  private readonly credits = new Counter({
    name: 'graha_credits_charged_total',
    help: 'Credits charged for 2xx answers (live keys), counted once their charge has committed.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  })
  private readonly limitsDown = new Counter({
    name: 'graha_limits_unavailable_total',
    help: 'Keyed calls refused (503 server_busy) because the rate and concurrency limits could not be read.',
    registers: [this.registry],
  })
  private readonly storeDown = new Counter({
    name: 'graha_store_errors_total',
    help: 'Failures of the account store (SQLite or PostgreSQL), by step: authenticate, hold, capture, release, heartbeat.',
    labelNames: ['step'] as const,
    registers: [this.registry],
  })

  /** `processMetrics`: prom-client's default metrics (CPU, memory, event-loop lag, GC) on this registry.
   *  Only for an app that exposes its metrics: each collector keeps an event-loop monitor and a GC
   *  observer for the life of the process. */
  constructor(options: { processMetrics: boolean }) {
    for (const step of STORE_STEPS) this.storeDown.inc({ step }, 0)
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry })
  }

  /** The pool's gauges, read from `compute.stats()` at each scrape. */
  watchCompute(compute: Compute): void {
    const registers = [this.registry]
    new Gauge({
      name: 'graha_compute_workers',
      help: 'Worker threads computing the operations (WORKERS; 0: the main thread does).',
      registers,
    }).set(compute.workers)
    new Gauge({
      name: 'graha_compute_queue_limit',
      help: 'Calls that may wait for a worker before calls are refused with 503 server_busy.',
      registers,
    }).set(compute.queueLimit)
    new Gauge({
      name: 'graha_compute_running',
      help: 'Computations running now.',
      registers,
      collect() {
        this.set(compute.stats().running)
      },
    })
    new Gauge({
      name: 'graha_compute_queued',
      help: 'Calls waiting for a worker now.',
      registers,
      collect() {
        this.set(compute.stats().queued)
      },
    })
    new Counter({
      name: 'graha_compute_workers_replaced_total',
      help: 'Workers replaced after an exception, a time-out or a crash since the start.',
      registers,
      collect() {
        this.reset()
        this.inc(compute.stats().replaced)
      },
    })
  }

  request(operation: string, status: number, seconds: number): void {
    this.requests.inc({ operation, status: String(status) })
    this.duration.observe({ operation }, seconds)
  }

  charged(operation: string, units: number): void {
    if (units > 0) this.credits.inc({ operation }, units)
  }

  limitsUnavailable(): void {
    this.limitsDown.inc()
  }

  storeError(step: StoreStep): void {
    this.storeDown.inc({ step })
  }

  /** The exposition text and its content type (text/plain; version=0.0.4). */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (http/metrics.ts). */
    metrics: AppMetrics
  }
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest()
}

/**
 * Whether `authorization` is `Bearer <token>`, compared in constant time (digests of equal length, so
 * neither the token's length nor its first differing character shows in the time taken).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const m = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
  return timingSafeEqual(digest(m?.[1] ?? ''), digest(token)) && m !== null
}

/** The 401 of a scrape without the token, or with another: nothing about the token itself. */
function refusal(authorization: string | undefined): ApiError {
  return authorization
    ? new ApiError('invalid_api_key', { en: 'this is not the metrics token', hi: 'यह मेट्रिक्स का टोकन नहीं है।' })
    : new ApiError('missing_api_key', {
        en: 'the metrics need Authorization: Bearer <the metrics token>',
        hi: 'मेट्रिक्स के लिए `Authorization: Bearer <the metrics token>` चाहिए।',
      })
}

/** GET /metrics on the API's own port, answering only with the token. Hidden from the OpenAPI document:
 *  it is the operator's, not the API's. */
export function metricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer')
      throw refusal(req.headers.authorization)
    }
    const { contentType, text } = await metrics.scrape()
    return reply.type(contentType).send(text)
  })
}

export interface MetricsListener {
  url: string
  close(): Promise<void>
}

/** /metrics on a listener of its own (METRICS_PORT, METRICS_HOST), the token required when given. Any
 *  other path or method answers 404 in the API's error body. */
export async function listenMetrics(
  metrics: AppMetrics,
  where: { host: string; port: number; token: string | undefined },
): Promise<MetricsListener> {
  const send = (res: ServerResponse, err: ApiError, headers: Record<string, string> = {}) => {
    const requestId = newId('req')
    res.writeHead(err.statusCode, {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      ...headers,
    })
    res.end(JSON.stringify(errorBody(err, requestId)))
  }
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return send(
        res,
        new ApiError('not_found', {
          en: 'there is no endpoint at this method and path',
          hi: 'इस विधि और पथ पर कोई एंडपॉइंट नहीं है।',
        }),
      )
    if (where.token !== undefined && !bearerMatches(req.headers.authorization, where.token))
      return send(res, refusal(req.headers.authorization), { 'www-authenticate': 'Bearer' })
    const { contentType, text } = await metrics.scrape()
    res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) })
    res.end(req.method === 'HEAD' ? undefined : text)
  }
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 10_000 }, (req, res) => {
    handle(req, res).catch(() =>
      send(
        res,
        new ApiError('internal_error', {
          en: 'the metrics could not be collected; please retry',
          hi: 'मेट्रिक्स एकत्र नहीं किए जा सके; कृपया फिर प्रयास करें।',
        }),
      ),
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(where.port, where.host, () => {
      server.off('error', fail)
      done()
    })
  })
  const { address, family, port } = server.address() as AddressInfo
  return {
    url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}/metrics`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
