/**
 * Two server processes sharing one PostgreSQL and one Redis: credits, the 120/min rate and the
 * concurrency allowance hold across both, exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts } from '../../src/accounts/index.js'
import { openStore, type Store } from '../../src/store/index.js'
import { ledgerCheck } from '../helpers/app.js'
import { dropTestDatabases, freshPostgresUrl, postgresUp, REDIS_URL, redisUp } from '../helpers/engines.js'
import { call, startServer, type ServerProcess } from '../helpers/server.js'

const ONE_CREDIT = {
  start: '2024-01-01T00:00:00Z',
  end: '2024-01-01T01:00:00Z',
  stepMinutes: 60,
  bodies: ['Moon'],
}
const SLOW = { start: '2024-01-01T00:00:00Z', end: '2024-02-11T15:00:00Z', stepMinutes: 60 } // 1000 points, 12 bodies

describe.skipIf(!postgresUp || !redisUp)('two servers on one PostgreSQL and one Redis', () => {
  let servers: ServerProcess[] = []
  let store: Store
  let accounts: Accounts

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl()
    store = await openStore(databaseUrl)
    accounts = await Accounts.open(store)
    // One process each, as two hosts would run them (PostgreSQL with Redis would otherwise start one per
    // core: several processes behind one port are test/e2e/processes.test.ts's).
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PROCESSES: '1',
    }
    servers = await Promise.all([startServer(env), startServer(env)])
  })

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    await store.close()
    await dropTestDatabases()
  })

  const secrets: string[] = []
  async function account(opts: { pack?: boolean; perMinute?: number; concurrency?: number }) {
    const now = Date.now()
    const { accountId } = await accounts.createAccount(
      { email: `mp${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      now,
    )
    const { secret } = await accounts.createKey({ accountId, kind: 'live' }, now)
    secrets.push(secret)
    if (opts.pack) await accounts.purchase(accountId, 'starter', now)
    await accounts.setLimits(accountId, {
      perMinute: opts.perMinute ?? null,
      concurrency: opts.concurrency ?? null,
    })
    return { accountId, auth: { authorization: `Bearer ${secret}` } }
  }

  it('200 parallel calls over both, credits for 37: exactly 37 charged answers and a zero balance', async () => {
    const { accountId, auth } = await account({ perMinute: 100_000, concurrency: 1_000 })
    for (let i = 0; i < 63; i++)
      expect((await call(servers[i % 2]!.base, '/v1/ephemeris/series', ONE_CREDIT, auth)).status).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(servers[i % 2]!.base, '/v1/ephemeris/series', ONE_CREDIT, auth),
      ),
    )
    const ok = answers.filter((r) => r.status === 200)
    expect(ok).toHaveLength(37)
    expect(answers.filter((r) => r.status === 402 && r.body.error === 'credits_exhausted')).toHaveLength(163)
    const check = await ledgerCheck(store, accountId)
    expect([check.free + check.paid, check.holds]).toEqual([0, 0])
    expect(check.ledger).toBe(check.balance)
    const ids = new Set(ok.map((r) => r.body.requestId))
    expect(check.charges.filter((c) => ids.has(c.request_id))).toHaveLength(37)
  })

  it('the 120 requests a minute hold across both servers', async () => {
    const { auth } = await account({ pack: true, concurrency: 1_000 })
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        call(servers[i % 2]!.base, '/v1/ephemeris/ayanamsa', { datetime: '2024-03-20T10:30:00Z' }, auth),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(120)
    const limited = answers.filter((r) => r.status === 429)
    expect(limited).toHaveLength(30)
    for (const r of limited) {
      expect(r.body.error).toBe('rate_limited')
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(50)
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0')
    }
  })

  it('the concurrency allowance (5 after a purchase) holds across both servers', async () => {
    const { auth } = await account({ pack: true, perMinute: 100_000 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(servers[i % 2]!.base, '/v1/ephemeris/series', SLOW, auth)),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 429 && r.body.error === 'concurrency_limit')).toHaveLength(15)
    // The slots come back: one at a time, every call is admitted.
    for (let i = 0; i < 6; i++)
      expect((await call(servers[i % 2]!.base, '/v1/ephemeris/series', ONE_CREDIT, auth)).status).toBe(200)
  })

  it('PostgreSQL keeps no key secret, Idempotency-Key or request data', async () => {
    const { auth } = await account({ pack: true })
    const birth = { date: '1987-06-05', timezone: 'Asia/Kolkata', latitude: 12.9716, longitude: 77.5946 }
    const r = await call(servers[0]!.base, '/v1/ephemeris/sunrise', birth, {
      ...auth,
      'idempotency-key': 'pg-idem-4242',
    })
    expect(r.status).toBe(200)
    const tables = [
      'accounts',
      'api_keys',
      'key_months',
      'holds',
      'ledger',
      'idempotency',
      'servers',
      'meta',
    ] as const
    const dump = JSON.stringify(
      await Promise.all(tables.map((t) => store.db.selectFrom(t).selectAll().execute())),
    )
    for (const s of [
      ...secrets,
      ...secrets.map((x) => x.slice(-48)),
      'pg-idem-4242',
      '1987-06-05',
      '12.9716',
      '77.5946',
    ]) {
      expect(dump.includes(s), s).toBe(false)
    }
  })
})
