/**
 * Queries built with Kysely once and run many times. Building and compiling a Kysely query costs tens
 * of microseconds, more than SQLite takes to run it; the hot path (authentication and billing, on every
 * call) builds each of its queries once per engine and then only substitutes the parameters. On
 * PostgreSQL each is also sent as a named prepared statement (Store.nameStatement): planned once per
 * connection.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { Database, Queryable, Store } from './index.js'

const sentinel = (i: number) => `\u0000graha-arg-${i}\u0000`

type Slot = { arg: number } | { value: unknown }

/**
 * `build` receives stand-ins for its arguments; every argument must end up as a bound parameter (not
 * inlined in the SQL). Returns a function that runs the query with real arguments on a connection or
 * a transaction of `store`.
 */
export function prepare<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (store: Store, q: Queryable, ...args: Args) => Promise<{ rows: Row[]; numAffectedRows?: bigint }> {
  const compiled = new Map<string, { query: CompiledQuery<Row>; slots: Slot[]; reader: boolean }>()
  return async (store, q, ...args) => {
    let c = compiled.get(store.engine)
    if (!c) {
      // Sentinel strings stand in for the arguments: the builder only places them as bound parameters.
      const stand = args.map((_, i) => sentinel(i)) as Args
      const query = build(store.db, ...stand).compile()
      const slots = query.parameters.map((p): Slot => {
        const i = typeof p === 'string' ? args.findIndex((_, j) => p === sentinel(j)) : -1
        return i >= 0 ? { arg: i } : { value: p }
      })
      for (let i = 0; i < args.length; i++) {
        if (!slots.some((s) => 'arg' in s && s.arg === i))
          throw new Error(`prepare: argument ${i} is not a bound parameter`)
      }
      c = { query, slots, reader: store.isReader?.(query.sql) ?? false }
      compiled.set(store.engine, c)
    }
    const parameters = c.slots.map((s) => ('arg' in s ? args[s.arg] : s.value))
    store.nameStatement?.(c.query.sql) // each store its own (the same text: a cached hash, one lookup)
    // SQLite: run it directly, inside a transaction (which holds the only connection) or if it only reads.
    if (store.runSync && (q.isTransaction || c.reader)) {
      return store.runSync(c.query.sql, parameters) as { rows: Row[] }
    }
    return q.executeQuery({ ...c.query, parameters })
  }
}
