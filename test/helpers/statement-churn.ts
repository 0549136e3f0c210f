/**
 * Run in a child process by the SQLite driver test: `node --import tsx statement-churn.ts <driver> <file>`.
 * Prepares and drops 400,000 statements across turns of the event loop while allocating,
 * so that the garbage collector finalizes them at the moments it chooses (better-sqlite3 on Node 24.19
 * to 24.21 aborts there), on a connection and in the store's checkpointer; prints `survived <n>`.
 */
import { openStore } from '../../src/store/index.js'
import { openSqlite, type SqliteDriver } from '../../src/store/sqlite.js'

const [driver, file] = process.argv.slice(2) as [SqliteDriver, string]
const store = await openStore(`sqlite:${file}`, { sqliteDriver: driver })
const db = openSqlite(':memory:', driver)
db.exec('create table churn (x integer)')
let n = 0
let garbage: unknown[] = []
await new Promise<void>((done) => {
  const turn = () => {
    for (let i = 0; i < 5_000; i++) {
      db.prepare('insert into churn values (?)').run([n++])
      garbage = new Array(100).fill({ n }) // young objects by the megabyte: frequent scavenges
    }
    if (n < 400_000) setImmediate(turn)
    else done()
  }
  turn()
})
await new Promise((r) => setTimeout(r, 600)) // a few checkpoints, and time for the collector to run idle
db.close()
await store.close()
console.log(`survived ${n} ${garbage.length}`)
