/** One contract for the Store, run on each engine (SQLite through each driver that runs on this Node;
 *  PostgreSQL when reachable). */
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { Accounts, serverSecretOf } from '../../src/accounts/index.js'
import { openStore as open, type Store } from '../../src/store/index.js'
import { usableSqliteDrivers, type SqliteDriver } from '../../src/store/sqlite.js'
import {
  dropTestDatabases,
  ENGINES,
  freshPostgresUrl,
  PG_URL,
  postgresUp,
  type EngineCase,
} from '../helpers/engines.js'

afterAll(dropTestDatabases)

const CASES = ENGINES.flatMap((engine): (EngineCase & { label: string; driver?: SqliteDriver })[] =>
  engine.name === 'sqlite'
    ? usableSqliteDrivers().map((driver) => ({ ...engine, label: `sqlite through ${driver}`, driver }))
    : [{ ...engine, label: engine.name }],
)

describe.each(CASES)('store on $label', (engine) => {
  const openStore = (url: string, options: { migrate?: boolean } = {}): Promise<Store> =>
    open(url, { ...options, ...(engine.driver ? { sqliteDriver: engine.driver } : {}) })

  it.skipIf(!engine.up)('migrates once, and a second run applies nothing', async () => {
    const url = await engine.freshUrl()
    const store = await openStore(url, { migrate: false })
    try {
      expect(await store.migrate()).toEqual(['0001-accounts-keys-credits', '0002-portal'])
      expect(await store.migrate()).toEqual([])
      expect(store.engine).toBe(engine.name)
      if (engine.driver) expect(store.description).toContain(`through ${engine.driver} (`)
    } finally {
      await store.close()
    }
  })

  it.skipIf(!engine.up)('round-trips times beyond 2^31 as numbers, and keeps constraints', async () => {
    const store = await openStore(await engine.freshUrl())
    try {
      const t = Date.UTC(2149, 11, 31)
      const { accountId } = await Accounts.open(store, 's').then((a) =>
        a.createAccount({ email: 'a@example.com' }, t),
      )
      const row = await store.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
      expect(row.created_at).toBe(t)
      expect(typeof row.eph_calls).toBe('number')
      await expect(
        store.db
          .insertInto('accounts')
          .values({ ...row, id: 'acct_other' })
          .execute(),
      ).rejects.toThrow() // the same email twice
      await expect(
        store.db.updateTable('accounts').set({ paid_credits: -1 }).where('id', '=', accountId).execute(),
      ).rejects.toThrow() // credits never go negative
    } finally {
      await store.close()
    }
  })

  it.skipIf(!engine.up)('rolls a failed transaction back', async () => {
    const store = await openStore(await engine.freshUrl())
    try {
      const a = await Accounts.open(store, 's')
      const { accountId } = await a.createAccount({ email: 'b@example.com' }, 0)
      await expect(
        store.transaction(async (tx) => {
          await tx.updateTable('accounts').set({ paid_credits: 500 }).where('id', '=', accountId).execute()
          throw new Error('boom')
        }),
      ).rejects.toThrow('boom')
      const row = await store.db
        .selectFrom('accounts')
        .select('paid_credits')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
      expect(row.paid_credits).toBe(0)
    } finally {
      await store.close()
    }
  })

  it.skipIf(!engine.up)(
    'serialises read-modify-write under lockAccount: 60 concurrent increments, none lost',
    async () => {
      const store = await openStore(await engine.freshUrl())
      try {
        const { accountId } = await (
          await Accounts.open(store, 's')
        ).createAccount({ email: 'c@example.com' }, 0)
        await Promise.all(
          Array.from({ length: 60 }, () =>
            store.transaction(async (tx) => {
              await store.lockAccount(tx, accountId)
              const { paid_credits } = await tx
                .selectFrom('accounts')
                .select('paid_credits')
                .where('id', '=', accountId)
                .executeTakeFirstOrThrow()
              await new Promise((r) => setTimeout(r, 1))
              await tx
                .updateTable('accounts')
                .set({ paid_credits: paid_credits + 1 })
                .where('id', '=', accountId)
                .execute()
            }),
          ),
        )
        const row = await store.db
          .selectFrom('accounts')
          .select('paid_credits')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
        expect(row.paid_credits).toBe(60)
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(!engine.up)(
    'keeps one generated server secret across restarts, unless GRAHA_SECRET is set',
    async () => {
      const url = await engine.freshUrl()
      const first = await openStore(url)
      const s1 = await serverSecretOf(first, undefined)
      await first.close()
      const second = await openStore(url)
      try {
        expect(await serverSecretOf(second, undefined)).toBe(s1)
        expect(s1.length).toBeGreaterThanOrEqual(40)
        expect(await serverSecretOf(second, 'from-env')).toBe('from-env')
      } finally {
        await second.close()
      }
    },
  )
})

describe.skipIf(!postgresUp)('store on postgres, its connections ended by the server', () => {
  it('outlives PostgreSQL ending its idle connections: told, and the next query opens a new one', async () => {
    const url = await freshPostgresUrl()
    const failed: string[] = []
    const store = await open(url, { onIdleError: (err) => failed.push(err.message) })
    try {
      await store.ping() // one connection, now idle in the pool
      const admin = await open(PG_URL, { migrate: false })
      try {
        const name = new URL(url).pathname.slice(1)
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(
          admin.db,
        )
      } finally {
        await admin.close()
      }
      for (let i = 0; i < 50 && failed.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
      expect(failed).toEqual([expect.stringMatching(/terminating connection/)])
      await store.ping()
    } finally {
      await store.close()
    }
  })
})
