import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Accounts } from '../accounts/index.js'
import { newId } from '../accounts/keys.js'
import type { Ephemeris } from '../astro/index.js'
import type { Limiter } from '../limits/limiter.js'
import { BODY_LIMIT_BYTES, registerErrorHandling } from './error-handler.js'
import { registerOperationHooks } from './hooks.js'
import { swaggerOptions } from './openapi.js'
import { accountGate } from './gate.js'
import type { Gate } from './policy.js'
import chartRoute from './routes/calculation/chart.js'
import dashaRoute from './routes/calculation/dasha.js'
import anglesRoute from './routes/ephemeris/angles.js'
import ayanamsaRoute from './routes/ephemeris/ayanamsa.js'
import positionsRoute from './routes/ephemeris/positions.js'
import seriesRoute from './routes/ephemeris/series.js'
import sunriseRoute from './routes/ephemeris/sunrise.js'
import healthRoute from './routes/health.js'
import { grahaAjvPlugin } from './validation.js'

export interface AppDeps {
  ephemeris: Ephemeris
  /** Keys and credits (authentication, holds, the ledger). */
  accounts: Accounts
  /** Per-account rate and concurrency limits. */
  limiter: Limiter
  /** The clock: envelope timestamps, key expiry, free-credit expiry, monthly limits, rate windows. */
  now?: () => Date
  /** Replaces the accounts-and-limits gate (the benchmark measures the API without it). */
  gate?: Gate
  /** Fastify logger options (default: no logging). */
  logger?: FastifyServerOptions['logger']
}

/** Build the API. `serve` only listens; tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // hooks.ts writes one line per request itself, without the URL's query or any body.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => newId('req'),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
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
  const now = deps.now ?? (() => new Date())
  registerOperationHooks(app, deps.gate ?? accountGate(deps.accounts, deps.limiter, now), now)

  await app.register(swagger, swaggerOptions(deps.ephemeris.source))
  await app.register(swaggerUi, { routePrefix: '/docs' })

  const eph = deps.ephemeris
  await app.register(healthRoute, {
    source: eph.source,
    store: deps.accounts.store.description,
    limits: deps.limiter.description,
  })
  const calculation = { eph, now, computationKey: deps.accounts.computationKey() }
  await app.register(chartRoute, calculation)
  await app.register(dashaRoute, calculation)
  await app.register(positionsRoute, { eph })
  await app.register(anglesRoute, { eph })
  await app.register(ayanamsaRoute, { eph })
  await app.register(sunriseRoute, { eph })
  await app.register(seriesRoute, { eph })
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await app.ready()
  return app
}
