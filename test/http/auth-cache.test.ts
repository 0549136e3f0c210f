/**
 * What authentication keeps in memory (src/accounts/auth.ts) never outlives a change: a key that has just
 * answered is refused, re-scoped or re-limited from its very next request, whether the change was made
 * through this process or by another connection to the database (another server, the `graha` CLI); and
 * a balance kept in memory never refuses a call the database would pay, nor pays one it would refuse.
 * On both engines: SQLite notices another connection's commit at the next request read in a later turn
 * of the event loop than the commit (data_version, read once a turn; test/e2e/cli.test.ts revokes from
 * another process);
 * PostgreSQL once the change's announcement (NOTIFY, sent as it commits) has reached this process, which
 * the tests of changes made by another connection wait for, and measure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { noteBalance } from '../../src/accounts/auth.js'
import { Accounts } from '../../src/accounts/index.js'
import { openStore, type Store } from '../../src/store/index.js'
import { FIXED_NOW, ledgerCheck, OPERATIONS, testApi, type TestApi } from '../helpers/app.js'
import { dropTestDatabases, ENGINES } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const POSITIONS = { datetime: '2024-03-20T10:30:00Z', bodies: ['Sun'] }

function expectCode(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json().error).toBe(code)
}

describe.each(ENGINES)('keys kept in memory on $name', (engine) => {
  let api: TestApi
  /** A second connection to the same database, as another server process or the CLI has. */
  let otherStore: Store
  let other: Accounts
  beforeAll(async () => {
    if (!engine.up) return
    const url = await engine.freshUrl()
    api = await testApi({ databaseUrl: url, unmetered: false })
    otherStore = await openStore(url)
    other = await Accounts.open(otherStore, 'test-server-secret')
  })
  afterAll(async () => {
    if (!engine.up) return
    await otherStore.close()
    await api.close()
  })
  beforeEach(() => {
    if (engine.up) api.clock.ms = FIXED_NOW.getTime()
  })

  async function answeringKey(credits = true) {
    const { accountId } = await api.accounts.createAccount(
      { email: `c${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      api.clock.ms,
    )
    if (credits) await api.accounts.purchase(accountId, 'starter', api.clock.ms)
    const { keyId, secret } = await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)
    const call = (s = secret) =>
      api.post(OPERATIONS.getEphemerisPositions, POSITIONS, { authorization: `Bearer ${s}` })
    // Two answers: the second is the one authentication may have served from memory.
    expect((await call()).statusCode).toBe(200)
    expect((await call()).statusCode).toBe(200)
    return { accountId, keyId, secret, call }
  }

  /** How long announcements took to arrive (PostgreSQL), in ms. */
  const delays: number[] = []
  afterAll(() => {
    if (delays.length) console.log(`${engine.name}: announcements arrived after ${delays.join(', ')} ms`)
  })

  /** Run a change made elsewhere; on PostgreSQL, then wait (at most 2 s) for its announcement here. */
  async function elsewhere<T>(change: () => Promise<T>): Promise<T> {
    const before = api.store.dataVersion?.()
    const out = await change()
    // SQLite: data_version is read once per turn of the event loop; a request from another process
    // arrives in a later turn than the commit it follows, which here, in one process, is awaited.
    if (api.store.engine !== 'postgres') return new Promise<T>((r) => setImmediate(() => r(out)))
    const t0 = performance.now()
    while (api.store.dataVersion!() === before) {
      if (performance.now() - t0 > 2_000) throw new Error('the change was not announced within 2 s')
      await new Promise((r) => setTimeout(r, 1))
    }
    delays.push(Math.round((performance.now() - t0) * 10) / 10)
    return out
  }

  for (const [where, admin] of [
    ['here', () => api.accounts],
    [
      'by another connection',
      () =>
        new Proxy(other, {
          get: (target, name) => {
            const v = Reflect.get(target, name) as unknown
            return typeof v === 'function'
              ? (...args: unknown[]) =>
                  elsewhere(() => (v as (...a: unknown[]) => Promise<unknown>).apply(target, args))
              : v
          },
        }),
    ],
  ] as const) {
    describe(`changes made ${where}`, () => {
      it.skipIf(!engine.up)('a revoked key is refused from its next request', async () => {
        const k = await answeringKey()
        await admin().revokeKey(k.keyId, api.clock.ms)
        expectCode(await k.call(), 401, 'revoked_key')
      })

      it.skipIf(!engine.up)('a rotated key’s old secret stops at once and the new one works', async () => {
        const k = await answeringKey()
        const { secret } = await admin().rotateKey(k.keyId, api.clock.ms)
        expectCode(await k.call(), 401, 'invalid_api_key')
        expect((await k.call(secret)).statusCode).toBe(200)
      })

      it.skipIf(!engine.up)('a key scoped away from an operation is refused it', async () => {
        const k = await answeringKey()
        await admin().setScopes(k.keyId, ['chart'])
        expectCode(await k.call(), 403, 'insufficient_scope')
        await admin().setScopes(k.keyId, ['ephemeris'])
        expect((await k.call()).statusCode).toBe(200)
      })

      it.skipIf(!engine.up)('a lowered rate limit applies to the next request', async () => {
        const k = await answeringKey()
        await admin().setLimits(k.accountId, { perMinute: 2 })
        const res = await k.call()
        expectCode(res, 429, 'rate_limited')
        expect(res.headers['x-ratelimit-limit']).toBe('2')
      })

      it.skipIf(!engine.up)('credits bought after the balance ran out are spent at once', async () => {
        const k = await answeringKey(false)
        // Its free credits gone (on the server's own connection: nothing tells what is kept in memory).
        await api.store.db
          .updateTable('accounts')
          .set({ free_credits: 0 })
          .where('id', '=', k.accountId)
          .execute()
        // The block's other eight calls are paid; the next opens a block and has nothing to pay with.
        for (let i = 0; i < 8; i++) expect((await k.call()).statusCode).toBe(200)
        expectCode(await k.call(), 402, 'credits_exhausted')
        await admin().purchase(k.accountId, 'starter', api.clock.ms)
        const res = await k.call()
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json().usage).toEqual({ units_charged: 1, remaining_credits: 999 })
      })
    })
  }

  /** Change a key's row on the server's own connection, announcing nothing. */
  const unannounced = (keyId: string, set: { revoked_at?: number; scopes?: string }) =>
    api.store.db.updateTable('api_keys').set(set).where('id', '=', keyId).execute()

  /** A revocation written with no word is still served from memory; any change announced by another
   *  connection then drops what is kept, and the key is refused. */
  async function keptUntilAnnounced(k: Awaited<ReturnType<typeof answeringKey>>) {
    await unannounced(k.keyId, { revoked_at: api.clock.ms })
    expect((await k.call()).statusCode).toBe(200)
    await elsewhere(() => other.setLimits(k.accountId, { perMinute: 1_000 }))
    expectCode(await k.call(), 401, 'revoked_key')
  }

  /** Wait (at most `ms`) until `done()`. */
  async function until(done: () => boolean, ms: number) {
    const t0 = performance.now()
    while (!done() && performance.now() - t0 < ms) await new Promise((r) => setTimeout(r, 5))
  }

  it.skipIf(!engine.up)('a key is kept in memory until a change is announced', async () => {
    await keptUntilAnnounced(await answeringKey())
  })

  it.skipIf(!engine.up || engine.name !== 'postgres')(
    'PostgreSQL: while the listening connection is down nothing is kept, and it listens again',
    async () => {
      const k = await answeringKey()
      const ended = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and query = ${'LISTEN graha_changes'}`.execute(api.store.db)
      expect(ended.rows[0]!.n).toBeGreaterThanOrEqual(1)
      // Down: every call reads the key (a change with no word is seen at once).
      await until(() => api.store.dataVersion!() < 0, 2_000)
      expect(api.store.dataVersion!()).toBeLessThan(0)
      await unannounced(k.keyId, { scopes: 'chart' })
      expectCode(await k.call(), 403, 'insufficient_scope')
      await unannounced(k.keyId, { scopes: 'ephemeris' })
      expect((await k.call()).statusCode).toBe(200)
      // Up again within the pause (250 ms at first): kept again, and announcements arrive again.
      await until(() => api.store.dataVersion!() >= 0, 5_000)
      expect(api.store.dataVersion!()).toBeGreaterThanOrEqual(0)
      expect((await k.call()).statusCode).toBe(200)
      await keptUntilAnnounced(k)
    },
  )

  it.skipIf(!engine.up)('a key that expires while kept is refused once the clock passes it', async () => {
    const { accountId } = await api.accounts.createAccount(
      { email: `e${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      api.clock.ms,
    )
    const { secret } = await api.accounts.createKey(
      { accountId, kind: 'live', expiresAtMs: api.clock.ms + 60_000 },
      api.clock.ms,
    )
    const auth = { authorization: `Bearer ${secret}` }
    expect((await api.post(OPERATIONS.getEphemerisPositions, POSITIONS, auth)).statusCode).toBe(200)
    api.clock.advance(59_999)
    expect((await api.post(OPERATIONS.getEphemerisPositions, POSITIONS, auth)).statusCode).toBe(200)
    api.clock.advance(1)
    expectCode(await api.post(OPERATIONS.getEphemerisPositions, POSITIONS, auth), 401, 'expired_key')
  })

  it.skipIf(!engine.up)(
    'a balance in memory that says too little is checked again: the call is answered and charged',
    async () => {
      const k = await answeringKey()
      const before = await ledgerCheck(api.store, k.accountId)
      expect(before.ephCalls % 10).toBe(2)
      // Eight more calls finish the block; the ninth opens the next one and costs 1 credit.
      for (let i = 0; i < 8; i++) expect((await k.call()).statusCode).toBe(200)
      noteBalance(api.store, k.accountId, {
        free_credits: 0,
        free_expires_at: null,
        paid_credits: 0,
        eph_calls: 10,
      })
      const res = await k.call()
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().usage.units_charged).toBe(1)
      const after = await ledgerCheck(api.store, k.accountId)
      expect(after.ledger).toBe(after.balance)
      expect(after.charges).toHaveLength(before.charges.length + 9)
    },
  )

  it.skipIf(!engine.up)(
    'a balance in memory that says too much pays nothing: the settlement refuses with 402 and charges nothing',
    async () => {
      const k = await answeringKey()
      // Take the paid credits away behind its back (same connection: nothing tells the cache).
      await api.store.db
        .updateTable('accounts')
        .set({ free_credits: 0, paid_credits: 0 })
        .where('id', '=', k.accountId)
        .execute()
      for (let i = 0; i < 8; i++) expect((await k.call()).statusCode).toBe(200)
      noteBalance(api.store, k.accountId, {
        free_credits: 0,
        free_expires_at: null,
        paid_credits: 500,
        eph_calls: 10,
      })
      const before = await ledgerCheck(api.store, k.accountId)
      expectCode(await k.call(), 402, 'credits_exhausted')
      expectCode(await k.call(), 402, 'credits_exhausted')
      const after = await ledgerCheck(api.store, k.accountId)
      expect(after.charges).toHaveLength(before.charges.length)
      expect([after.free, after.paid, after.ephCalls]).toEqual([0, 0, 10])
    },
  )

  it.skipIf(!engine.up)('a sandbox key reports the balance as it is after live calls spend it', async () => {
    const k = await answeringKey()
    const { secret } = await api.accounts.createKey({ accountId: k.accountId, kind: 'sandbox' }, api.clock.ms)
    const sandbox = () =>
      api.post(OPERATIONS.getEphemerisPositions, POSITIONS, { authorization: `Bearer ${secret}` })
    const first = (await sandbox()).json().usage.remaining_credits
    for (let i = 0; i < 9; i++) expect((await k.call()).statusCode).toBe(200)
    const now = (await ledgerCheck(api.store, k.accountId)).balance
    expect(now).toBe(first - 1)
    expect((await sandbox()).json().usage).toEqual({ units_charged: 0, remaining_credits: now })
  })
})
