import type { FastifyInstance } from 'fastify'
import { openEphemeris } from './astro/index.js'
import type { Config } from './config.js'
import { buildApp } from './http/app.js'

/** Open the ephemeris, build the API and listen. Stops cleanly on SIGINT and SIGTERM. */
export async function serve(config: Config): Promise<FastifyInstance> {
  const ephemeris = openEphemeris(config.ephemeris)
  const app = await buildApp({ ephemeris, logger: { level: config.logLevel } })
  await app.listen({ host: config.host, port: config.port })
  app.log.info({ ephemeris: ephemeris.source.description }, 'ephemeris data')
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return app
}
