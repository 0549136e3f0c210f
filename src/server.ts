import type { FastifyInstance } from 'fastify'
import { Accounts } from './accounts/index.js'
import { openEphemeris } from './astro/index.js'
import { closeWithinMs, isLoopback, type Config } from './config.js'
import { buildApp } from './http/app.js'
import { listenMetrics, type MetricsListener } from './http/metrics.js'
import { logBase, logDestination } from './logging.js'
import { isSupportedNode, SUPPORTED_NODE } from './node-support.js'
import type { Limiter } from './limits/limiter.js'
import { MemoryLimiter } from './limits/memory.js'
import { RedisLimiter } from './limits/redis.js'
import { modelNarrator } from './narration/narrator.js'
import { openStore } from './store/index.js'
import { logMailer, smtpMailer } from './portal/mail.js'
import { stripePayments } from './portal/payments.js'

const HEARTBEAT_MS = 5_000

export interface Running {
  app: FastifyInstance
  accounts: Accounts
  stop(): Promise<void>
  /** What SIGINT and SIGTERM do: log why, `stop()`, exit 0 (1 if stopping failed). */
  shutdown(why: Record<string, unknown>): void
}

/**
 * What every process that settles credits does (`graha serve`, `graha mcp --local`): say every
 * HEARTBEAT_MS that it is alive, so that its holds stay its own; release the holds of processes that
 * died (and expired idempotency records); write the keys' last uses. Returns what stops it.
 */
export async function startHeartbeat(
  accounts: Accounts,
  onError: (err: unknown) => void,
): Promise<() => void> {
  await accounts.heartbeat(Date.now())
  await accounts.sweep(Date.now())
  const timer = setInterval(() => {
    const now = Date.now()
    accounts
      .heartbeat(now)
      .then(() => accounts.sweep(now))
      .then(() => accounts.flushKeyUses())
      .catch(onError)
  }, HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}

export interface ServeOptions {
  /** One of several processes behind the port (src/cluster.ts): its number, 1 to N, on every log line. */
  processIndex?: number
}

/**
 * Open the ephemeris, the store (migrated) and the limiter, build the API and its compute pool and
 * listen. Heartbeats let other servers release this one's holds if it dies; the sweep releases those of
 * dead servers. On SIGINT and SIGTERM: stop accepting, answer the calls in flight, close the pool and
 * the stores, exit 0.
 */
export async function serve(
  config: Config,
  onFirstStart?: (accounts: Accounts) => Promise<void>,
  options: ServeOptions = {},
): Promise<Running> {
  const log = logDestination()
  const ephemeris = openEphemeris(config.ephemeris)
  // Bound to the app's logger once it exists; the pool opens a new connection for the next query.
  let idleError = (_err: Error): void => {}
  const store = await openStore(config.databaseUrl, { onIdleError: (err) => idleError(err), listen: true })
  const accounts = await Accounts.open(store, config.secret)
  const limiter: Limiter = config.redisUrl ? await RedisLimiter.connect(config.redisUrl) : new MemoryLimiter()
  if (onFirstStart && !config.production && (await accounts.isEmpty())) await onFirstStart(accounts)

  const stopHeartbeat = await startHeartbeat(accounts, (err) => {
    app.metrics.storeError('heartbeat')
    app.log.error({ err }, 'heartbeat or sweep failed')
  })

  const mailer = config.portal.smtpUrl
    ? smtpMailer(config.portal.smtpUrl, config.portal.mailFrom)
    : logMailer((obj, msg) => app.log.info(obj, msg))
  const payments = config.portal.stripe ? stripePayments(config.portal.stripe) : null
  const app = await buildApp({
    ephemeris,
    accounts,
    limiter,
    logger: {
      level: config.logLevel,
      stream: log.stream,
      ...(options.processIndex !== undefined ? { base: logBase(options.processIndex) } : {}),
    },
    compute: { workers: config.workers, timeoutMs: config.computeTimeoutMs },
    timeouts: config.timeouts,
    ...(config.narrator ? { narrator: modelNarrator(config.narrator) } : {}),
    portal: { config: config.portal, mailer, payments },
    ...(config.metrics.token !== undefined || config.metrics.port !== undefined
      ? { metrics: { token: config.metrics.token, ownListener: config.metrics.port !== undefined } }
      : {}),
    // A number of hops: the client is the address that many proxies back.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
  })
  await app.listen({ host: config.host, port: config.port })
  let metricsListener: MetricsListener | undefined
  if (config.metrics.port !== undefined) {
    try {
      metricsListener = await listenMetrics(app.metrics, {
        host: config.metrics.host,
        port: config.metrics.port,
        token: config.metrics.token,
      })
    } catch (err) {
      await app.close()
      throw err
    }
  }
  // Without PUBLIC_URL the portal's links point at this server as it listens (PORT=0: the port chosen).
  const bound = app.server.address()
  if (!config.portal.publicUrlSet && bound && typeof bound === 'object')
    config.portal.publicUrl = `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`
  idleError = (err) =>
    app.log.warn({ reason: err.message }, 'an idle database connection failed and was dropped')
  app.log.info(
    {
      node: process.version,
      ephemeris: ephemeris.source.description,
      store: store.description,
      limits: limiter.description,
      ...(options.processIndex !== undefined ? { processes: config.processes } : {}),
      workers: config.workers,
      narrator: config.narrator ? `${config.narrator.model} (${config.narrator.timeoutS} s)` : 'built-in',
    },
    'engines',
  )
  if (metricsListener)
    app.log.info({ url: metricsListener.url, token: config.metrics.token !== undefined }, 'metrics listening')
  else if (config.metrics.token !== undefined) app.log.info('metrics at /metrics, with METRICS_TOKEN')
  if (metricsListener && config.metrics.token === undefined && !isLoopback(config.metrics.host))
    app.log.warn(
      { host: config.metrics.host },
      'metrics served without METRICS_TOKEN on an address other hosts may reach',
    )
  if (store.engine === 'postgres' && !config.redisUrl)
    app.log.warn(
      'PostgreSQL without REDIS_URL: each process enforces the rate and concurrency limits alone; set REDIS_URL to share them',
    )
  if (!isSupportedNode(process.versions.node))
    app.log.warn({ node: process.version, supported: SUPPORTED_NODE }, 'this Node.js release is untested')
  if (config.portal.enabled)
    app.log.info(
      {
        url: `${config.portal.publicUrl}/portal`,
        mail: mailer.description,
        payments: payments ? 'Stripe Checkout' : 'granted by the operator (STRIPE_* unset)',
      },
      'developer portal',
    )
  else app.log.warn({ reason: config.portal.offReason }, 'developer portal off (the API serves as usual)')
  log.flushSync()

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      stopHeartbeat()
      // Stop listening and answer what is in flight; cut what is still open after closeWithinMs, so that
      // shutdown is bounded.
      const force = setTimeout(() => app.server.closeAllConnections(), closeWithinMs(config))
      force.unref()
      try {
        await Promise.all([app.close(), metricsListener?.close()])
      } finally {
        clearTimeout(force)
      }
      await accounts.flushKeyUses().catch((err: unknown) => app.log.error({ err }, 'key uses not written'))
      mailer.close()
      await limiter.close()
      await store.close()
      app.log.info('stopped')
      log.flushSync()
    })())
  const shutdown = (why: Record<string, unknown>) => {
    if (stopping) return // already on its way out (a signal and the primary's word, say)
    app.log.info(why, 'shutting down')
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown({ signal }))
  return { app, accounts, stop, shutdown }
}
