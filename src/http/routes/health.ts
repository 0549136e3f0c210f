import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { EphemerisSource } from '../../astro/index.js'
import { ENGINE_VERSION } from '../schemas/common.js'

const Health = Type.Object({
  status: Type.Literal('ok'),
  engineVersion: Type.String(),
  engines: Type.Object(
    {
      ephemeris: Type.Object({
        basis: Type.String({ description: 'The JPL ephemeris the data derives from, e.g. JPL DE431.' }),
        kind: Type.String(),
        library: Type.String(),
        description: Type.String(),
        files: Type.Array(
          Type.Object({
            name: Type.String(),
            startJdTt: Type.Number(),
            endJdTt: Type.Number(),
            jplDenum: Type.Integer(),
          }),
        ),
      }),
      store: Type.String({ description: 'The account store in use (none until accounts exist).' }),
      limits: Type.String({ description: 'Where rate and concurrency limits are kept.' }),
      narrator: Type.String({ description: 'The language model narrating readings, if any.' }),
    },
    { description: 'Which engines answer.' },
  ),
})

export default (async (app, { source }) => {
  const body = {
    status: 'ok' as const,
    engineVersion: ENGINE_VERSION,
    engines: { ephemeris: source, store: 'none', limits: 'none', narrator: 'none' },
  }
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Service'],
        summary: 'Liveness, and which engines and ephemeris data are in use',
        response: { 200: Health },
      },
    },
    async () => body,
  )
}) satisfies FastifyPluginAsyncTypebox<{ source: EphemerisSource }>
