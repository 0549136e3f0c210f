import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Accounts } from '../../src/accounts/index.js'
import type { Ephemeris } from '../../src/astro/index.js'
import { buildApp, type AppDeps, type ComputeSettings } from '../../src/http/app.js'
import type { Limiter } from '../../src/limits/limiter.js'
import { MemoryLimiter } from '../../src/limits/memory.js'
import type { Narrator } from '../../src/narration/narrator.js'
import { openStore, type Store } from '../../src/store/index.js'
import { testEphemeris } from './ephemeris.js'

export const FIXED_NOW = new Date('2026-11-22T12:00:00.000Z')

/** A clock tests can move. */
export class TestClock {
  constructor(public ms = FIXED_NOW.getTime()) {}
  now = (): Date => new Date(this.ms)
  advance(ms: number): void {
    this.ms += ms
  }
}

export interface TestApi {
  app: FastifyInstance
  store: Store
  accounts: Accounts
  limiter: Limiter
  clock: TestClock
  /** An account with a verified email and the terms accepted. */
  accountId: string
  /** A live key of that account, all scopes. */
  liveKey: string
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/**
 * Worker threads of the API under test: WORKERS as the server reads it (so `WORKERS=0 npm test` runs
 * the suite on the main thread), else 2: a pool, as by default on this two-core machine.
 */
export function testWorkers(): number {
  const w = process.env.WORKERS
  return w === undefined || w === '' ? 2 : Number(w)
}

export interface TestApiOptions {
  databaseUrl?: string
  limiter?: Limiter
  ephemeris?: Ephemeris
  /** The compute pool (default: testWorkers() threads on the API's own worker entry). */
  compute?: ComputeSettings
  /** Buy a growth pack (15000 credits) and lift the rate and concurrency limits: for tests of the
   *  operations themselves, not of billing. Default true. */
  unmetered?: boolean
  /** Who voices the narrated operations (default the built-in composer). */
  narrator?: Narrator
  /** The developer portal (default none). */
  portal?: AppDeps['portal']
  /** Fastify logger options (default none). */
  logger?: AppDeps['logger']
  /** Time to receive a request (default the server's). */
  timeouts?: AppDeps['timeouts']
}

/** The API on the committed ephemeris, a fresh store (in-memory SQLite unless given) and a test clock. */
export async function testApi(options: TestApiOptions = {}): Promise<TestApi> {
  const clock = new TestClock()
  // As a server opens it: on PostgreSQL, listening for the changes other processes announce.
  const store = await openStore(options.databaseUrl ?? 'sqlite::memory:', { listen: true })
  const accounts = await Accounts.open(store, 'test-server-secret')
  const limiter = options.limiter ?? new MemoryLimiter()
  const app = await buildApp({
    ephemeris: options.ephemeris ?? testEphemeris(),
    accounts,
    limiter,
    now: clock.now,
    compute: options.compute ?? { workers: testWorkers() },
    ...(options.narrator ? { narrator: options.narrator } : {}),
    ...(options.portal ? { portal: options.portal } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  })
  const { accountId } = await accounts.createAccount(
    { email: `dev-${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
    clock.ms,
  )
  const { secret: liveKey } = await accounts.createKey({ accountId, kind: 'live' }, clock.ms)
  if (options.unmetered !== false) {
    await accounts.purchase(accountId, 'growth', clock.ms)
    await accounts.setLimits(accountId, { perMinute: 1_000_000, concurrency: 10_000 })
  }
  return {
    app,
    store,
    accounts,
    limiter,
    clock,
    accountId,
    liveKey,
    post: (url, payload, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${liveKey}`, ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    close: async () => {
      await app.close()
      await limiter.close()
      await store.close()
    },
  }
}

export const OPERATIONS = {
  getChart: '/v1/chart',
  getChartImage: '/v1/chart/image',
  getKp: '/v1/kp',
  getDasha: '/v1/dasha',
  getTransits: '/v1/transits',
  getPanchanga: '/v1/panchanga',
  getGuidance: '/v1/guidance',
  interpretDomain: '/v1/interpret',
  getCompatibility: '/v1/compatibility',
  getCompatibilityBatch: '/v1/compatibility/batch',
  findMuhurta: '/v1/muhurta',
  getReport: '/v1/report',
  getForecast: '/v1/forecast',
  resolveTiming: '/v1/timing/resolve',
  getEphemerisPositions: '/v1/ephemeris/positions',
  getEphemerisAngles: '/v1/ephemeris/angles',
  getEphemerisAyanamsa: '/v1/ephemeris/ayanamsa',
  getEphemerisSunrise: '/v1/ephemeris/sunrise',
  getEphemerisSeries: '/v1/ephemeris/series',
} as const

/** Σ ledger (free + paid units) and the balance it must equal (free + paid + held). */
export async function ledgerCheck(store: Store, accountId: string) {
  const sum = await store.db
    .selectFrom('ledger')
    .select((eb) => [eb.fn.sum<number>('free_units').as('free'), eb.fn.sum<number>('paid_units').as('paid')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow()
  const a = await store.db
    .selectFrom('accounts')
    .select(['free_credits', 'paid_credits', 'eph_calls'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  const held = await store.db
    .selectFrom('holds')
    .select((eb) => [eb.fn.sum<number>('free_units').as('free'), eb.fn.sum<number>('paid_units').as('paid')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow()
  const charges = await store.db
    .selectFrom('ledger')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', 'charge')
    .execute()
  return {
    ledger: Number(sum.free ?? 0) + Number(sum.paid ?? 0),
    balance: a.free_credits + a.paid_credits + Number(held.free ?? 0) + Number(held.paid ?? 0),
    free: a.free_credits,
    paid: a.paid_credits,
    holds: Number(held.free ?? 0) + Number(held.paid ?? 0),
    /** Successful block-billed calls. */
    ephCalls: a.eph_calls,
    charges,
  }
}
