/**
 * The store: one query layer (Kysely) over two engines. SQLite is the embedded default, `sqlite:<path>`,
 * through Node's own node:sqlite or, on a Node without it, better-sqlite3 (sqlite.ts); PostgreSQL (`pg`)
 * serves several processes or hosts, `postgres://…`.
 * Migrations run on open and with `graha migrate`.
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Transaction } from 'kysely'
import pg from 'pg'
import { CHANNEL, listenForChanges, type ChangeFeed } from './changes.js'
import { migrations } from './migrations.js'
import {
  CHECKPOINTER_SOURCE,
  checkpointerData,
  openSqlite,
  type SqliteDriver,
  type SqliteStatement,
} from './sqlite.js'
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
  /**
   * Run `fn` in a transaction shared with the other `batch` calls waiting at that moment (group commit):
   * one commit for many short units of work, each still applied whole and in turn. If any of them
   * throws, the whole batch rolls back and every one of them rejects; refusals are to be returned.
   * Units run in order of `lockKey` (then arrival), so that concurrent batches in several processes
   * lock rows in the same order and never deadlock.
   */
  batch<T>(lockKey: string, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T>
  /** SQLite only: run a compiled statement synchronously on the connection, skipping the query executor
   *  (prepare() uses it on the hot path). Writes only inside a transaction (which holds the only
   *  connection); a read outside one may see the writes of a transaction still open on it. */
  readonly runSync?: (
    sql: string,
    parameters: readonly unknown[],
  ) => { rows: unknown[]; numAffectedRows?: bigint }
  /**
   * PostgreSQL only: from now on, send this SQL text as a named prepared statement, parsed and planned
   * once per pooled connection and then only executed (Kysely sends every statement unnamed, planned
   * afresh at each call). For the statements of the hot path, whose text never changes (prepare.ts).
   */
  readonly nameStatement?: (sql: string) => void
  /** SQLite only: whether a compiled statement only reads. */
  readonly isReader?: (sql: string) => boolean
  /**
   * A number that changes whenever another connection may have changed what is kept in memory since the
   * last call. SQLite: `PRAGMA data_version`, changed by any commit of another connection (another server
   * process on the same file, the `graha` CLI); commits of this connection do not change it. Read once per
   * turn of the event loop, shared by the calls read in that turn: a request sent after another process
   * committed arrives after the commit, and the turn that reads it begins once it has arrived (the read
   * takes SQLite's shared locks, ~15 µs of system calls on the 2-core machine, a tenth of a `positions`
   * call's CPU when every call paid it). PostgreSQL,
   * when opened with `listen`: the announcements received (changes.ts), from every process and this one;
   * a new number at every call while the listening connection is down. Absent: keep nothing.
   */
  readonly dataVersion?: () => number
  /** Within a transaction that changes what authentication keeps (keys, limits, credits): tell every
   *  process on this store when it commits (PostgreSQL: NOTIFY; SQLite: data_version already tells). */
  announceChange(tx: Transaction<Database>): Promise<void>
  /** Within a transaction, lock an account's row until commit (PostgreSQL: SELECT … FOR UPDATE;
   *  SQLite: the transaction already holds the database's write lock). */
  lockAccount(tx: Transaction<Database>, accountId: string): Promise<boolean>
  migrate(): Promise<string[]>
  /** Resolves when the database answers a query (/healthz). */
  ping(): Promise<void>
  close(): Promise<void>
}

/**
 * WAL checkpoints (copying committed pages into the database file, with its fsync) happen in a worker
 * thread on its own connection, every CHECKPOINT_EVERY_MS, instead of inside whichever commit crosses
 * SQLite's threshold: the commits of the request path never wait for a disk flush.
 */
const CHECKPOINT_EVERY_MS = 250

/** A SQLite connection with prepared statements cached by SQL text, and write transactions that take
 *  the lock up front, so that two processes on one file queue instead of failing on a lock upgrade. */
function sqliteEngine(file: string, driver?: SqliteDriver) {
  const raw = openSqlite(file, driver)
  raw.exec('PRAGMA journal_mode = WAL')
  raw.exec('PRAGMA synchronous = NORMAL') // durable across a process crash; the checkpointer flushes to disk
  raw.exec('PRAGMA busy_timeout = 10000')
  raw.exec('PRAGMA foreign_keys = ON')
  // better-sqlite3 builds SQLite with a 16 MB page cache; Node's SQLite keeps SQLite's 2 MB: the same for both.
  raw.exec('PRAGMA cache_size = -16000')
  let checkpointer: Worker | undefined
  if (file !== ':memory:') {
    raw.exec('PRAGMA wal_autocheckpoint = 0')
    checkpointer = new Worker(CHECKPOINTER_SOURCE, {
      eval: true,
      workerData: checkpointerData(file, raw.driver, CHECKPOINT_EVERY_MS),
    })
    checkpointer.unref()
  }
  const cache = new Map<string, SqliteStatement>()
  const prepare = (sql: string) => {
    const text = sql === 'begin' ? 'begin immediate' : sql
    let stmt = cache.get(text)
    if (!stmt) {
      if (cache.size > 1000) cache.clear()
      stmt = raw.prepare(text)
      cache.set(text, stmt)
    }
    return stmt
  }
  const dataVersion = raw.prepare('PRAGMA data_version')
  let version: number | undefined
  const none: readonly unknown[] = []
  return {
    database: { prepare, close: () => raw.close() },
    description: `SQLite ${raw.sqliteVersion} through ${raw.driver} (${file})`,
    isReader: (sql: string) => prepare(sql).reader,
    dataVersion: () => {
      // Read once per turn of the event loop and shared by the calls read in that turn (see Store).
      if (version === undefined) {
        version = (dataVersion.all(none)[0] as { data_version: number }).data_version
        setImmediate(() => (version = undefined))
      }
      return version
    },
    /** Run a compiled statement at once, on the connection (inside the transaction that holds it). */
    run(sql: string, parameters: readonly unknown[]): { rows: unknown[]; numAffectedRows?: bigint } {
      const stmt = prepare(sql)
      if (stmt.reader) return { rows: stmt.all(parameters) }
      return { rows: [], numAffectedRows: BigInt(stmt.run(parameters).changes) }
    },
    async stopCheckpointer(): Promise<void> {
      if (!checkpointer) return
      const done = new Promise((r) => checkpointer!.once('exit', r))
      checkpointer.ref() // keep this process alive until the last checkpoint is written
      checkpointer.postMessage('stop')
      await done
    },
  }
}

/** At most this many units of work share one commit. */
const MAX_BATCH = 100

interface Waiting {
  lockKey: string
  fn: (tx: Transaction<Database>) => Promise<unknown>
  resolve(value: unknown): void
  reject(err: unknown): void
}

/** Group commit: whatever arrives while a batch commits waits for the next one. */
function groupCommit(transaction: <T>(fn: (tx: Transaction<Database>) => Promise<T>) => Promise<T>) {
  const queue: Waiting[] = []
  let running = false
  const drain = async () => {
    while (queue.length) {
      const batch = queue
        .splice(0, MAX_BATCH)
        .sort((a, b) => (a.lockKey < b.lockKey ? -1 : a.lockKey > b.lockKey ? 1 : 0))
      try {
        const results = await transaction(async (tx) => {
          const out: unknown[] = []
          for (const w of batch) out.push(await w.fn(tx))
          return out
        })
        batch.forEach((w, i) => w.resolve(results[i]))
      } catch (err) {
        for (const w of batch) w.reject(err)
      }
    }
    running = false
  }
  return <T>(lockKey: string, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ lockKey, fn, resolve: resolve as (v: unknown) => void, reject })
      // Start at the end of this turn of the event loop, so that every request that reached its
      // settlement in this turn shares the commit (SQLite commits synchronously: nothing would wait).
      if (!running) {
        running = true
        setImmediate(() => void drain())
      }
    })
}

export interface OpenOptions {
  /** Run the migrations (default); `graha migrate` runs them itself. */
  migrate?: boolean
  /** SQLite: a driver other than the one this Node uses (tests and the benchmark compare them). */
  sqliteDriver?: SqliteDriver
  /** PostgreSQL: told when an idle pooled connection fails (the server restarted, or an administrator
   *  ended it). The pool drops that connection and opens a new one for the next query. */
  onIdleError?: (err: Error) => void
  /** PostgreSQL: keep a connection that listens for announced changes (a server does; the CLI does
   *  not), so that what authentication reads may be kept in memory. Its failures go to onIdleError. */
  listen?: boolean
}

/** Make a pooled connection send the SQL texts of `named` as the named prepared statements they name
 *  (the way Kysely calls it: `query(text, values)`, answered by a promise). */
function sendNamed(client: pg.PoolClient, named: ReadonlyMap<string, string>): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>
  client.query = ((config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? named.get(config) : undefined
    return name ? query({ name, text: config, values }) : query(config, values)
  }) as typeof client.query
}

/** Open the store named by a DATABASE_URL (`sqlite:<path>` or `postgres://…`) and migrate it. */
export async function openStore(url: string, options: OpenOptions = {}): Promise<Store> {
  let engine: Engine
  let db: Kysely<Database>
  let description: string
  let sqlite: ReturnType<typeof sqliteEngine> | undefined
  let feed: ChangeFeed | undefined
  /** PostgreSQL: the SQL texts sent as named prepared statements, with their names. */
  const named = new Map<string, string>()
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length)
    if (!path)
      throw new StoreConfigError('DATABASE_URL sqlite: needs a path, e.g. sqlite:./data/graha.sqlite')
    const file = path === ':memory:' ? path : resolve(path)
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
    engine = 'sqlite'
    sqlite = sqliteEngine(file, options.sqliteDriver)
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.database }) })
    description = sqlite.description
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    engine = 'postgres'
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // bigint (times, counters) as JavaScript numbers: all our values are far below 2^53.
      types: { getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) },
    })
    // Without a listener, an idle connection's error (PostgreSQL restarting, `pg_terminate_backend`, a
    // DROP DATABASE … WITH (FORCE)) is an uncaught exception that ends the process.
    pool.on('error', (err) => options.onIdleError?.(err))
    pool.on('connect', (client) => sendNamed(client, named))
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const u = new URL(url)
    description = `PostgreSQL (${u.hostname}:${u.port || 5432}${u.pathname})`
    if (options.listen) {
      try {
        feed = await listenForChanges(url, (err) => options.onIdleError?.(err))
      } catch (err) {
        await db.destroy()
        throw err
      }
    }
  } else {
    throw new StoreConfigError('DATABASE_URL must start with sqlite: or postgres://')
  }
  const transaction = <T>(fn: (tx: Transaction<Database>) => Promise<T>) => db.transaction().execute(fn)
  const store: Store = {
    engine,
    db,
    description,
    transaction,
    batch: groupCommit(transaction),
    async lockAccount(tx, accountId) {
      const q = tx.selectFrom('accounts').select('id').where('id', '=', accountId)
      const row = await (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst()
      return row !== undefined
    },
    async announceChange(tx) {
      if (engine === 'postgres') await sql`select pg_notify(${CHANNEL}, '')`.execute(tx)
    },
    async ping() {
      await sql`select 1`.execute(db)
    },
    async migrate() {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const { error, results } = await migrator.migrateToLatest()
      if (error) throw error
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
    },
    ...(sqlite ? { runSync: sqlite.run, isReader: sqlite.isReader, dataVersion: sqlite.dataVersion } : {}),
    ...(feed ? { dataVersion: feed.version } : {}),
    ...(engine === 'postgres'
      ? {
          nameStatement: (text: string) => {
            if (!named.has(text)) named.set(text, `graha_${named.size + 1}`)
          },
        }
      : {}),
    close: async () => {
      await feed?.close()
      await db.destroy()
      await sqlite?.stopCheckpointer()
    },
  }
  if (options.migrate !== false) {
    try {
      await store.migrate()
    } catch (err) {
      await store.close().catch(() => {})
      throw err
    }
  }
  return store
}
