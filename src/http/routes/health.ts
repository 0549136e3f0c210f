import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { EphemerisSource } from '../../astro/index.js'
import type { Compute } from '../../compute/index.js'
import { ENGINE_VERSION } from '../schemas/common.js'

const Health = Type.Object({
  status: Type.Literal('ok', { description: 'Always `ok` when the service answers.' }),
  engineVersion: Type.String({ description: 'The engine version of API responses.' }),
  engines: Type.Object(
    {
      ephemeris: Type.Object(
        {
          basis: Type.String({ description: 'The JPL ephemeris the data derives from, e.g. JPL DE431.' }),
          kind: Type.Enum(['swiss-ephemeris-files', 'jpl-file'], {
            description: 'Which kind of data file answers.',
          }),
          library: Type.String({ description: 'The ephemeris library and its version.' }),
          description: Type.String({ description: 'The data in use, in words.' }),
          files: Type.Array(
            Type.Object({
              name: Type.String({ description: 'File name.' }),
              startJdTt: Type.Number({ description: 'First Julian day (TT) covered.' }),
              endJdTt: Type.Number({ description: 'Last Julian day (TT) covered.' }),
              jplDenum: Type.Integer({
                description: 'Number of the JPL Development Ephemeris it derives from.',
              }),
            }),
            { description: 'The data files answering.' },
          ),
        },
        { description: 'The ephemeris data in use.' },
      ),
      store: Type.String({
        description:
          'The account store in use: SQLite with its version, driver (node:sqlite or better-sqlite3) and file, or PostgreSQL (host and database).',
      }),
      limits: Type.String({
        description: 'Where rate and concurrency limits are kept: in-process or Redis.',
      }),
      narrator: Type.String({
        description:
          'The language model voicing the narrated operations, as `<model> at <host>`; `none` when no model is ' +
          'configured (NARRATOR_URL unset: the built-in composer answers, labelled).',
      }),
      compute: Type.Object(
        {
          workers: Type.Integer({
            description: 'Worker threads computing the operations (`WORKERS`); 0: the main thread does.',
          }),
          queueLimit: Type.Integer({
            description:
              'Calls that may wait for a worker; past them a call is refused with 503 `server_busy`.',
          }),
          timeoutMs: Type.Union([Type.Integer(), Type.Null()], {
            description:
              'A computation running longer is stopped and answers 500 (`COMPUTE_TIMEOUT_MS`); null with ' +
              'no workers (the main thread cannot stop one).',
          }),
          running: Type.Integer({ description: 'Computations running now.' }),
          queued: Type.Integer({ description: 'Calls waiting for a worker now.' }),
          replaced: Type.Integer({
            description: 'Workers replaced since the start (after a time-out, an exception or a crash).',
          }),
        },
        { description: 'Where the operations compute.' },
      ),
    },
    { description: 'Which engines answer.' },
  ),
})

export default (async (app, { source, store, limits, narrator, compute }) => {
  const fixed = { workers: compute.workers, queueLimit: compute.queueLimit, timeoutMs: compute.timeoutMs }
  const body = () => ({
    status: 'ok' as const,
    engineVersion: ENGINE_VERSION,
    engines: {
      ephemeris: source,
      store,
      limits,
      narrator,
      compute: { ...fixed, ...compute.stats() },
    },
  })
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Service'],
        summary: 'Liveness, and which engines and ephemeris data are in use',
        security: [],
        response: { 200: Health },
      },
    },
    async () => body(),
  )
}) satisfies FastifyPluginAsyncTypebox<{
  source: EphemerisSource
  store: string
  limits: string
  narrator: string
  compute: Compute
}>
