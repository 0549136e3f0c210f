/**
 * The SQLite drivers (src/store/sqlite.ts): each one that runs on this Node gives Kysely the same
 * statements — which return rows, how values bind and come back — and survives the collection of the
 * statements it finalizes. Which one a Node uses, and the combination it refuses, are checked too.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openStore } from '../../src/store/index.js'
import {
  defaultSqliteDriver,
  knownBroken,
  openSqlite,
  usableSqliteDrivers,
  type SqliteDriver,
} from '../../src/store/sqlite.js'

const CHURN = fileURLToPath(new URL('../helpers/statement-churn.ts', import.meta.url))
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'graha-driver-')), 'db.sqlite')
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)

describe('the SQLite driver this Node uses', () => {
  it('is node:sqlite from Node 22.16 on (StatementSync.columns), better-sqlite3 before', () => {
    const hasColumns = major > 22 || (major === 22 && minor >= 16)
    expect(defaultSqliteDriver()).toBe(hasColumns ? 'node:sqlite' : 'better-sqlite3')
    expect(usableSqliteDrivers()).toContain(defaultSqliteDriver())
  })

  it('refuses better-sqlite3 on Node 24.19 and later 24 releases, and nothing else', () => {
    for (const v of ['24.19.0', '24.21.0', '24.30.1'])
      expect(knownBroken('better-sqlite3', v)).toMatch(
        /^better-sqlite3 aborts the process on Node 24\.\d+\.\d+ .*nodejs\/node#65446/,
      )
    for (const v of ['20.20.2', '22.23.3', '24.18.0', '26.10.0'])
      expect(knownBroken('better-sqlite3', v)).toBeNull()
    expect(knownBroken('node:sqlite', '24.21.0')).toBeNull()
    if (major === 24 && minor >= 19) {
      expect(usableSqliteDrivers()).toEqual(['node:sqlite'])
      expect(() => openSqlite(':memory:', 'better-sqlite3')).toThrow(/nodejs\/node#65446/)
    }
  })
})

describe.each(usableSqliteDrivers())('SQLite through %s', (driver: SqliteDriver) => {
  it('tells the statements that return rows from those that do not', () => {
    const db = openSqlite(':memory:', driver)
    try {
      expect(db.driver).toBe(driver)
      expect(db.sqliteVersion).toMatch(/^3\.\d+\.\d+$/)
      db.exec('create table t (id integer primary key, name text)')
      const reader = (sql: string) => db.prepare(sql).reader
      expect(reader('select * from t')).toBe(true)
      expect(reader('pragma data_version')).toBe(true)
      expect(reader('insert into t (name) values (?) returning id')).toBe(true)
      expect(reader('insert into t (name) values (?)')).toBe(false)
      expect(reader('update t set name = ? where id = ?')).toBe(false)
      expect(reader('delete from t')).toBe(false)
      expect(reader('begin immediate')).toBe(false)
    } finally {
      db.close()
    }
  })

  it('binds positional values and returns them as they went in', () => {
    const db = openSqlite(':memory:', driver)
    try {
      db.exec('create table v (i integer, r real, s text, n text)')
      const t = Date.UTC(2149, 11, 31) // beyond 2^31
      const ins = db.prepare('insert into v values (?, ?, ?, ?)')
      expect(ins.run([t, 0.5, 'ṣaḍbala — ok', null])).toMatchObject({ changes: 1, lastInsertRowid: 1 })
      expect(ins.run([BigInt(7), -1.25, '', null]).changes).toBe(1)
      const rows = db.prepare('select * from v where i >= ? order by i').all([0])
      expect(rows.map((r) => ({ ...(r as object) }))).toEqual([
        { i: 7, r: -1.25, s: '', n: null },
        { i: t, r: 0.5, s: 'ṣaḍbala — ok', n: null },
      ])
      expect([...db.prepare('select i from v where s = ?').iterate([''])]).toHaveLength(1)
      const returning = db.prepare('insert into v (i) values (?) returning i').all([42])
      expect(returning.map((r) => ({ ...(r as object) }))).toEqual([{ i: 42 }])
    } finally {
      db.close()
    }
  })

  it("sees another connection's commits in data_version from the next turn, not its own", async () => {
    const file = tempFile()
    const a = await openStore(`sqlite:${file}`, { sqliteDriver: driver })
    const b = await openStore(`sqlite:${file}`, { sqliteDriver: driver })
    const nextTurn = () => new Promise((r) => setImmediate(r))
    try {
      const v0 = a.dataVersion!()
      await a.db.insertInto('servers').values({ id: 'own', heartbeat_at: 1 }).execute()
      await nextTurn()
      expect(a.dataVersion!()).toBe(v0)
      await b.db.insertInto('servers').values({ id: 'other', heartbeat_at: 1 }).execute()
      // Read once a turn: within the turn that read it, the number holds.
      expect(a.dataVersion!()).toBe(v0)
      await nextTurn()
      expect(a.dataVersion!()).not.toBe(v0)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('copies the write-ahead log into the file from its checkpointer, and leaves none on close', async () => {
    const file = tempFile()
    const store = await openStore(`sqlite:${file}`, { sqliteDriver: driver })
    try {
      for (let i = 0; i < 50; i++)
        await store.db
          .insertInto('meta')
          .values({ key: `k${i}`, value: 'x'.repeat(2000) })
          .execute()
      // The connection never checkpoints itself (wal_autocheckpoint = 0): the worker does, every 250 ms.
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(50 * 2000)
    } finally {
      await store.close()
    }
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0)
  })

  it('survives the garbage collection of 400,000 finalized statements', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', CHURN, driver, tempFile()], {
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(r.stderr).not.toMatch(/Assertion failed/)
    expect({ status: r.status, signal: r.signal }).toEqual({ status: 0, signal: null })
    expect(r.stdout).toContain('survived 400000')
  }, 150_000)
})
