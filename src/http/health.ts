import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { EphemerisSource } from '../astro/index.js'
import type { Compute } from '../compute/index.js'
import { ENGINE_VERSION } from '../schemas/common.js'

const state = (description: string) => Type.Enum(['up', 'down'], { description })

const Health = Type.Object({
  status: Type.Enum(['ok', 'unavailable'], {
    description:
      '`ok` when the server and every dependency it needs answer (HTTP 200); `unavailable` when one of ' +
      'them does not (HTTP 503: its calls are refused with 503 `server_busy` until it is back).',
  }),
  dependencies: Type.Object(
    {
      store: state('The account store (SQLite or PostgreSQL) answers a query within a second.'),
      limits: state('The limits answer: always `up` in-process; with Redis, its connection is up.'),
    },
    { description: 'The state of each dependency every keyed call needs.' },
  ),
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

/** How long a store probe may take, and how long its answer is reused (a flood of probes never
 *  becomes a flood of queries). */
const PROBE_TIMEOUT_MS = 1_000
const PROBE_REUSE_MS = 1_000

export default (async (app, { source, store, limits, narrator, compute, probes }) => {
  const fixed = { workers: compute.workers, queueLimit: compute.queueLimit, timeoutMs: compute.timeoutMs }
  let storeProbe: { at: number; up: Promise<boolean> } | undefined
  const storeUp = () => {
    const at = Date.now()
    if (!storeProbe || at - storeProbe.at > PROBE_REUSE_MS) {
      let timer: NodeJS.Timeout | undefined
      const up = Promise.race([
        probes.store().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((done) => (timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS))),
      ]).finally(() => clearTimeout(timer))
      storeProbe = { at, up }
    }
    return storeProbe.up
  }
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Service'],
        summary: 'Readiness: whether the server and its dependencies answer, and which engines are in use',
        description:
          '200 while the server can serve its calls; 503, with the same body, while a dependency every keyed ' +
          'call needs (the store, or Redis for the limits) does not answer. `GET /livez` answers 200 as ' +
          'long as the process serves HTTP at all.',
        security: [],
        response: { 200: Health, 503: Health },
      },
    },
    async (_req, reply) => {
      const dependencies = {
        store: (await storeUp()) ? ('up' as const) : ('down' as const),
        limits: probes.limits() ? ('up' as const) : ('down' as const),
      }
      const ok = dependencies.store === 'up' && dependencies.limits === 'up'
      return reply.code(ok ? 200 : 503).send({
        status: ok ? ('ok' as const) : ('unavailable' as const),
        dependencies,
        engineVersion: ENGINE_VERSION,
        engines: {
          ephemeris: source,
          store,
          limits,
          narrator,
          compute: { ...fixed, ...compute.stats() },
        },
      })
    },
  )
  app.get(
    '/livez',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['Service'],
        summary: 'Liveness: 200 whenever the process answers HTTP, whatever its dependencies',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )
}) satisfies FastifyPluginAsyncTypebox<{
  source: EphemerisSource
  store: string
  limits: string
  narrator: string
  compute: Compute
  /** Whether each dependency answers now. */
  probes: { store: () => Promise<void>; limits: () => boolean }
}>
