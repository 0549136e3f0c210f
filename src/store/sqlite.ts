/**
 * A SQLite connection through one of two drivers, with the surface Kysely's SqliteDialect needs.
 *
 * - `node:sqlite`, Node's own SQLite, wherever the running Node has it with `StatementSync.columns()`
 *   (22.16 and later, every 24 and 26): nothing native of ours to build or to break with Node's headers.
 * - `better-sqlite3` only where it does not (Node 20, 22.13 to 22.15, a Node built without SQLite).
 *
 * Why not better-sqlite3 everywhere: its 12.x objects are `node::ObjectWrap`s, and from Node 24.19 the
 * ObjectWrap compiled into an addon removes an environment clean-up hook in its destructor, which asserts
 * that the isolate is in a context; a statement collected by a garbage collection that runs outside one
 * aborts the process (`Assertion failed: (env) != nullptr`, nodejs/node#65446). better-sqlite3 13 is built
 * on Node-API instead, but needs Node-API 10, which Node 20 lacks. `knownBroken` names the combination
 * so that the server refuses it at start instead of dying at its first collection.
 */
import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

export type SqliteDriver = 'node:sqlite' | 'better-sqlite3'

/** A prepared statement as Kysely's SqliteDialect uses it (better-sqlite3's shape). */
export interface SqliteStatement {
  /** Whether it returns rows (a SELECT, a PRAGMA that answers, anything with RETURNING). */
  readonly reader: boolean
  all(parameters: readonly unknown[]): unknown[]
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint }
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>
}

export interface SqliteConnection {
  readonly driver: SqliteDriver
  /** The SQLite library's version, e.g. `3.53.4`. */
  readonly sqliteVersion: string
  prepare(sql: string): SqliteStatement
  /** Run SQL that returns nothing (pragmas that set, several statements at once). */
  exec(sql: string): void
  close(): void
}

/** The part of `node:sqlite` used here (typed locally: @types/node stays at the oldest Node we run on). */
interface NodeStatementSync {
  all(...parameters: unknown[]): unknown[]
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint }
  iterate(...parameters: unknown[]): IterableIterator<unknown>
  columns(): unknown[]
}
interface NodeDatabaseSync {
  prepare(sql: string): NodeStatementSync
  exec(sql: string): void
  close(): void
}
interface NodeSqlite {
  DatabaseSync: new (path: string) => NodeDatabaseSync
  StatementSync: { prototype: Partial<NodeStatementSync> }
}

const require = createRequire(import.meta.url)

let nodeSqlite: NodeSqlite | null | undefined
/**
 * `node:sqlite` if this Node has it with `columns()` (which tells a statement that returns rows from one
 * that does not), else null. Node 22 warns on its first load that the module is experimental; that one
 * warning is not shown (the module is the same one Node 24 and 26 ship as a release candidate).
 */
function loadNodeSqlite(): NodeSqlite | null {
  if (nodeSqlite !== undefined) return nodeSqlite
  const emit = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).startsWith('SQLite is an experimental feature')) return
    return (emit as (...args: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    const mod = process.getBuiltinModule?.('node:sqlite') as NodeSqlite | undefined
    nodeSqlite = typeof mod?.StatementSync?.prototype.columns === 'function' ? mod : null
  } catch {
    nodeSqlite = null
  } finally {
    process.emitWarning = emit
  }
  return nodeSqlite
}

/** The driver `openSqlite` uses on this Node when none is asked for. */
export function defaultSqliteDriver(): SqliteDriver {
  return loadNodeSqlite() ? 'node:sqlite' : 'better-sqlite3'
}

/** The drivers that can be used on this Node (the known-broken combination left out). */
export function usableSqliteDrivers(nodeVersion = process.versions.node): SqliteDriver[] {
  const out: SqliteDriver[] = []
  if (loadNodeSqlite()) out.push('node:sqlite')
  if (!knownBroken('better-sqlite3', nodeVersion)) {
    try {
      require.resolve('better-sqlite3')
      out.push('better-sqlite3')
    } catch {
      // not installed: it is an optional dependency, needed only where node:sqlite is missing
    }
  }
  return out
}

/**
 * Why `driver` cannot run on Node `nodeVersion`, or null. better-sqlite3 12 aborts on Node 24.19 and later
 * 24 releases (the ObjectWrap destructor above); Node 26.10 runs it (tested), so the range is 24's alone.
 */
export function knownBroken(driver: SqliteDriver, nodeVersion: string): string | null {
  if (driver !== 'better-sqlite3') return null
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number)
  if (major === 24 && minor >= 19)
    return (
      `better-sqlite3 aborts the process on Node ${nodeVersion} when a statement is garbage-collected ` +
      `(nodejs/node#65446), and this Node has no node:sqlite to use instead`
    )
  return null
}

/** Open `file` (a path or `:memory:`) with `driver`, by default the one this Node should use. */
export function openSqlite(file: string, driver: SqliteDriver = defaultSqliteDriver()): SqliteConnection {
  if (driver === 'node:sqlite') {
    const mod = loadNodeSqlite()
    if (!mod)
      throw new Error(`node:sqlite (with StatementSync.columns) is not available on Node ${process.version}`)
    return nodeSqliteConnection(new mod.DatabaseSync(file))
  }
  const broken = knownBroken(driver, process.versions.node)
  if (broken) throw new Error(broken)
  let Database: typeof BetterSqlite3
  try {
    Database = require('better-sqlite3') as typeof BetterSqlite3
  } catch (err) {
    throw new Error(
      `SQLite needs node:sqlite (Node 22.16 or later) or the better-sqlite3 package, and Node ` +
        `${process.version} has neither: ${(err as Error).message}`,
    )
  }
  return betterSqliteConnection(new Database(file))
}

function nodeSqliteConnection(db: NodeDatabaseSync): SqliteConnection {
  const version = db.prepare('select sqlite_version() as v').all()[0] as { v: string }
  return {
    driver: 'node:sqlite',
    sqliteVersion: version.v,
    prepare(sql) {
      const stmt = db.prepare(sql)
      return {
        reader: stmt.columns().length > 0,
        // node:sqlite binds its arguments one by one (an object would be named parameters).
        all: (parameters) => stmt.all(...parameters),
        run: (parameters) => stmt.run(...parameters),
        iterate: (parameters) => stmt.iterate(...parameters),
      }
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  }
}

function betterSqliteConnection(db: BetterSqlite3.Database): SqliteConnection {
  return {
    driver: 'better-sqlite3',
    sqliteVersion: db.prepare('select sqlite_version()').pluck().get() as string,
    // better-sqlite3's statements already have Kysely's shape (Kysely's dialect was written for it).
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => void db.exec(sql),
    close: () => void db.close(),
  }
}

/**
 * The source of a worker thread that checkpoints the write-ahead log of `workerData.file` every
 * `workerData.every` ms on its own connection through `workerData.driver` (the same as the main
 * connection's), and truncates it at a message before exiting. It is evaluated (`eval: true`) so that it
 * runs the same from the TypeScript sources and from the compiled package.
 */
export const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
let db
if (workerData.driver === 'node:sqlite') {
  const emit = process.emitWarning
  process.emitWarning = (w, ...rest) => String(w).startsWith('SQLite is an experimental feature') ? undefined : emit.call(process, w, ...rest)
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite')
  process.emitWarning = emit
  db = new DatabaseSync(workerData.file)
} else {
  const Database = require(workerData.module)
  db = new Database(workerData.file)
}
const run = (sql) => { try { db.exec(sql) } catch {} }
run('PRAGMA busy_timeout = 10000')
const timer = setInterval(() => run('PRAGMA wal_checkpoint(PASSIVE)'), workerData.every)
parentPort.on('message', () => { clearInterval(timer); run('PRAGMA wal_checkpoint(TRUNCATE)'); db.close(); process.exit(0) })
`

/** What the checkpointer needs to open the same file with the same driver. */
export function checkpointerData(file: string, driver: SqliteDriver, everyMs: number) {
  return {
    file,
    driver,
    every: everyMs,
    module: driver === 'better-sqlite3' ? require.resolve('better-sqlite3') : null,
  }
}
