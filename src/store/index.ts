/**
 * The store: one query layer (Kysely) over two engines. SQLite (better-sqlite3) is the embedded
 * default, `sqlite:<path>`; PostgreSQL (`pg`) serves several processes or hosts, `postgres://…`.
 * Migrations run on open and with `graha migrate`.
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Transaction } from 'kysely'
import pg from 'pg'
import { migrations } from './migrations.js'
import type { Database } from './schema.js'

export type { Database } from './schema.js'
export type Engine = 'sqlite' | 'postgres'
/** A connection or a transaction: every query function takes one. */
export type Queryable = Kysely<Database> | Transaction<Database>

export class StoreConfigError extends Error {
  override name = 'StoreConfigError'
}

export interface Store {
  readonly engine: Engine
  readonly db: Kysely<Database>
  /** What /healthz reports: the engine and, for SQLite, the file (never credentials). */
  readonly description: string
  /** Run `fn` in one transaction; SQLite transactions take the write lock at once (BEGIN IMMEDIATE). */
  transaction<T>(fn: (tx: Transaction<Database>) => Promise<T>): Promise<T>
  /** Within a transaction, lock an account's row until commit (PostgreSQL: SELECT … FOR UPDATE;
   *  SQLite: the transaction already holds the database's write lock). */
  lockAccount(tx: Transaction<Database>, accountId: string): Promise<boolean>
  migrate(): Promise<string[]>
  close(): Promise<void>
}

/** better-sqlite3 with prepared statements cached by SQL text, and write transactions that take the
 *  lock up front, so that two processes on one file queue instead of failing on a lock upgrade. */
function sqliteDatabase(path: string) {
  const raw = new SqliteDatabase(path)
  raw.pragma('journal_mode = WAL')
  raw.pragma('synchronous = NORMAL') // durable across a process crash, which is what matters here
  raw.pragma('busy_timeout = 10000')
  raw.pragma('foreign_keys = ON')
  const cache = new Map<string, SqliteDatabase.Statement>()
  return {
    prepare(sql: string) {
      const text = sql === 'begin' ? 'begin immediate' : sql
      let stmt = cache.get(text)
      if (!stmt) {
        if (cache.size > 1000) cache.clear()
        stmt = raw.prepare(text)
        cache.set(text, stmt)
      }
      return stmt
    },
    close: () => raw.close(),
  }
}

/** Open the store named by a DATABASE_URL (`sqlite:<path>` or `postgres://…`) and migrate it. */
export async function openStore(url: string, options: { migrate?: boolean } = {}): Promise<Store> {
  let engine: Engine
  let db: Kysely<Database>
  let description: string
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length)
    if (!path)
      throw new StoreConfigError('DATABASE_URL sqlite: needs a path, e.g. sqlite:./data/graha.sqlite')
    const file = path === ':memory:' ? path : resolve(path)
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
    engine = 'sqlite'
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteDatabase(file) }) })
    description = `SQLite (${file})`
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    engine = 'postgres'
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // bigint (times, counters) as JavaScript numbers: all our values are far below 2^53.
      types: { getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) },
    })
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const u = new URL(url)
    description = `PostgreSQL (${u.hostname}:${u.port || 5432}${u.pathname})`
  } else {
    throw new StoreConfigError('DATABASE_URL must start with sqlite: or postgres://')
  }
  const store: Store = {
    engine,
    db,
    description,
    transaction: (fn) => db.transaction().execute(fn),
    async lockAccount(tx, accountId) {
      const q = tx.selectFrom('accounts').select('id').where('id', '=', accountId)
      const row = await (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst()
      return row !== undefined
    },
    async migrate() {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const { error, results } = await migrator.migrateToLatest()
      if (error) throw error
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
    },
    close: () => db.destroy(),
  }
  if (options.migrate !== false) await store.migrate()
  return store
}
