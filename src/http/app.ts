import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Accounts } from '../accounts/index.js'
import { newId } from '../accounts/keys.js'
import type { Ephemeris } from '../astro/index.js'
import { DEFAULT_COMPUTE_TIMEOUT_MS, openCompute, type TaskTable } from '../compute/index.js'
import type { Limiter } from '../limits/limiter.js'
import { BODY_LIMIT_BYTES, clientErrorHandler, registerErrorHandling } from './error-handler.js'
import { DEFAULT_HEADERS_TIMEOUT_S, DEFAULT_REQUEST_TIMEOUT_S } from '../config.js'
import { registerOperationHooks } from './hooks.js'
import { registerCompression } from './compression.js'
import { swaggerOptions } from './openapi.js'
import { accountGate } from './gate.js'
import type { Gate } from './policy.js'
import { builtInNarrator } from '../narration/composer.js'
import type { Narrator } from '../narration/narrator.js'
import healthRoute from './health.js'
import { setupTasks, type TaskSetup } from '../operations/tasks.js'
import operationRoutes from './operations.js'
import { DEFAULT_CORPUS_DIR } from '../config.js'
import { grahaAjvPlugin } from '../schemas/validation.js'
import portal, { type PortalDeps } from '../portal/index.js'
import type { PlaygroundOperation } from '../portal/context.js'
import { priceText } from '../accounts/rules.js'
import { INTERNAL_CALL_HEADER, InternalCalls } from './internal-calls.js'
import { AppMetrics, metricsRoute } from './metrics.js'
import { NAMES_DIR } from '../i18n/languages.js'

export interface AppDeps {
  ephemeris: Ephemeris
  /** The corpus's rule files; default the committed ones. */
  corpusDir?: string
  /** Keys and credits (authentication, holds, the ledger). */
  accounts: Accounts
  /** Per-account rate and concurrency limits. */
  limiter: Limiter
  /** The clock: envelope timestamps, key expiry, free-credit expiry, monthly limits, rate windows. */
  now?: () => Date
  /** Replaces the accounts-and-limits gate (the benchmark measures the API without it). */
  gate?: Gate
  /** Who voices the narrated operations (default the built-in composer: NARRATOR_URL unset). */
  narrator?: Narrator
  /** Fastify logger options (default: no logging). */
  logger?: FastifyServerOptions['logger']
  /** Proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY; default none). */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** Where operations compute: WORKERS threads (0: the main thread), COMPUTE_TIMEOUT_MS. */
  compute: ComputeSettings
  /** The developer portal under /portal (absent, or its config not enabled: no portal). */
  portal?: Pick<PortalDeps, 'config' | 'mailer' | 'payments'>
  /** Time to receive a request's headers and the whole request (HEADERS_TIMEOUT_S, REQUEST_TIMEOUT_S). */
  timeouts?: { headersS: number; requestS: number }
  /** Whether the metrics are exposed (METRICS_*). Absent: /metrics answers 404 and no process metrics are
   *  collected (`app.metrics` still counts). `ownListener`: served by server.ts on METRICS_PORT, not
   *  here; else GET /metrics on this port, answering only with `token`. */
  metrics?: { token: string | undefined; ownListener: boolean }
}

export interface ComputeSettings {
  workers: number
  /** Default DEFAULT_COMPUTE_TIMEOUT_MS. */
  timeoutMs?: number
  /** Calls that may wait for a worker (default QUEUE_PER_WORKER per worker). */
  queueLimit?: number
  /** Longest estimated wait before a call is refused (default DEFAULT_MAX_WAIT_MS). */
  maxWaitMs?: number
  /** The worker entry (default operations/worker.ts); tests give one with faults of their own. */
  entry?: URL
  /** Tests: wraps the main thread's tasks, as `entry` replaces the workers' (fault injection). */
  wrapMainTasks?: (table: TaskTable) => TaskTable
}

/** The worker entry (src/operations/worker.ts): worker.js once built, worker.ts under tsx and vitest. */
export const WORKER_ENTRY = new URL(
  `../operations/worker${extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
)

/** Build the API and its compute pool (closed with the app). `serve` only listens; tests call
 *  `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Never public: on the API's port only behind a token (config.ts refuses the rest).
  if (deps.metrics && !deps.metrics.ownListener && deps.metrics.token === undefined)
    throw new Error('metrics on the API port need a token (METRICS_TOKEN)')
  const setup: TaskSetup = {
    ephemeris: deps.ephemeris.options,
    computationKey: deps.accounts.computationKey(),
    corpusDir: deps.corpusDir ?? DEFAULT_CORPUS_DIR,
    namesDir: NAMES_DIR,
  }
  // The tasks on this thread: every one with WORKERS=0, the cheap ones always (OperationTask.cheap).
  const own = setupTasks(setup)
  const mainTable = deps.compute.wrapMainTasks?.(own) ?? own
  const metrics = new AppMetrics({ processMetrics: deps.metrics !== undefined })
  const compute = await openCompute({
    workers: deps.compute.workers,
    timeoutMs: deps.compute.timeoutMs ?? DEFAULT_COMPUTE_TIMEOUT_MS,
    queueLimit: deps.compute.queueLimit,
    maxWaitMs: deps.compute.maxWaitMs,
    entry: deps.compute.entry ?? WORKER_ENTRY,
    workerData: { ...setup, warmIngresses: true } satisfies TaskSetup,
    inlineTable: mainTable,
    log: {
      warn: (obj, msg) => app.log.warn(obj, msg),
      error: (obj, msg) => app.log.error(obj, msg),
    },
  })
  metrics.watchCompute(compute)
  const timeouts = deps.timeouts ?? {
    headersS: DEFAULT_HEADERS_TIMEOUT_S,
    requestS: DEFAULT_REQUEST_TIMEOUT_S,
  }
  const app = Fastify({
    logger: deps.logger ?? false,
    // A request must arrive whole in time (a slow body holds a connection, never an account's slot:
    // hooks.ts admits once it is read); Node checks every second. The server's own time per call is
    // bounded apart, by COMPUTE_TIMEOUT_MS and NARRATOR_TIMEOUT_S, so no idle timeout cuts a long answer.
    requestTimeout: timeouts.requestS * 1000,
    http: {
      headersTimeout: timeouts.headersS * 1000,
      requestTimeout: timeouts.requestS * 1000,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: clientErrorHandler(timeouts),
    trustProxy: deps.trustProxy ?? false,
    // hooks.ts writes one line per request itself, without the URL's query or any body.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => newId('req'),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // While closing, a request on a kept-alive connection is answered by our hooks (503 server_busy in the
    // spec's error body), not by Fastify's own 503 body.
    return503OnClosing: false,
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: true,
        verbose: true,
      },
      plugins: [grahaAjvPlugin],
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  registerErrorHandling(app)
  // Before every route: the plugin adds its hook to each route as it is added (compression.ts).
  await registerCompression(app)
  app.decorate('metrics', metrics)
  const now = deps.now ?? (() => new Date())
  // The operations as the portal's playground offers them, collected as their routes are added.
  const internal = new InternalCalls()
  const operations: PlaygroundOperation[] = []
  app.addHook('onRoute', (route) => {
    const op = route.config?.operation
    const id = route.schema?.operationId
    if (!op || !id || typeof route.method !== 'string') return
    operations.push({
      operationId: id,
      method: route.method,
      path: route.url,
      price: priceText(op.price),
      example: op.example,
    })
  })
  const { handler } = registerOperationHooks(
    app,
    deps.gate ?? accountGate(deps.accounts, deps.limiter, now, internal, metrics),
    now,
    { compute, main: mainTable },
    metrics,
  )
  // After the server has stopped and the calls in flight have been answered (Fastify's onClose).
  app.addHook('onClose', async () => compute.close())

  await app.register(swagger, swaggerOptions(deps.ephemeris.source))
  await app.register(swaggerUi, { routePrefix: '/docs' })

  const eph = deps.ephemeris
  const narrator = deps.narrator ?? builtInNarrator
  await app.register(healthRoute, {
    source: eph.source,
    store: deps.accounts.store.description,
    limits: deps.limiter.description,
    narrator: narrator.description,
    compute,
    probes: { store: () => deps.accounts.store.ping(), limits: () => deps.limiter.ready() },
  })
  await app.register(operationRoutes, { handler, narrator })
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  if (deps.metrics?.token !== undefined && !deps.metrics.ownListener)
    metricsRoute(app, metrics, deps.metrics.token)
  if (deps.portal?.config.enabled)
    await app.register(portal, {
      prefix: '/portal',
      ...deps.portal,
      accounts: deps.accounts,
      limiter: deps.limiter,
      now,
      playground: {
        operations,
        async call(keyId, method, path, body) {
          const res = await app.inject({
            method: method as 'POST',
            url: path,
            headers: { 'content-type': 'application/json', [INTERNAL_CALL_HEADER]: internal.issue(keyId) },
            payload: body,
          })
          return { status: res.statusCode, headers: res.headers, body: res.body }
        },
      },
    })

  await app.ready()
  return app
}
