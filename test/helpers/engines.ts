/**
 * The engines tests run against: SQLite always; PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379)
 * when reachable. Elsewhere their tests skip with a message, unless GRAHA_REQUIRE_SERVICES=1 (`.ci/run`
 * sets it), where a suite that needs an engine that does not answer fails.
 */
import { randomBytes } from 'node:crypto'
import { Socket } from 'node:net'
import pg from 'pg'
import { tempSqliteUrl } from './server.js'

export const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url)
  return new Promise((done) => {
    const s = new Socket()
    s.setTimeout(1000)
    s.once('connect', () => {
      s.destroy()
      done(true)
    })
    s.once('error', () => done(false))
    s.once('timeout', () => {
      s.destroy()
      done(false)
    })
    s.connect(Number(u.port || defaultPort), u.hostname)
  })
}

export const postgresUp = await reachable(PG_URL, 5432)
export const redisUp = await reachable(REDIS_URL, 6379)

// With GRAHA_REQUIRE_SERVICES=1 (as `.ci/run` sets it) an engine that does not answer fails every suite
// that imports this module, instead of turning its tests into silent skips.
const missing = [
  postgresUp ? '' : `PostgreSQL: nothing answers at ${PG_URL} (set TEST_DATABASE_URL)`,
  redisUp ? '' : `Redis: nothing answers at ${REDIS_URL} (set TEST_REDIS_URL)`,
].filter(Boolean)
if (missing.length && process.env.GRAHA_REQUIRE_SERVICES === '1')
  throw new Error(`GRAHA_REQUIRE_SERVICES=1 and ${missing.join('; ')}`)
for (const why of missing) console.warn(`skipping tests of ${why}`)

const created: string[] = []

/** A fresh, empty PostgreSQL database on the test server; dropped by `dropTestDatabases`. */
export async function freshPostgresUrl(): Promise<string> {
  const name = `graha_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  created.push(name)
  const u = new URL(PG_URL)
  u.pathname = `/${name}`
  return u.toString()
}

export async function dropTestDatabases(): Promise<void> {
  if (!created.length) return
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  try {
    for (const name of created.splice(0)) await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}

/** A fresh Redis key prefix, so tests never meet each other's keys. */
export function freshRedisPrefix(): string {
  return `graha_t_${randomBytes(6).toString('hex')}`
}

export interface EngineCase {
  name: 'sqlite' | 'postgres'
  up: boolean
  freshUrl(): Promise<string>
}

/** The store engines, for `describe.each`. */
export const ENGINES: EngineCase[] = [
  { name: 'sqlite', up: true, freshUrl: async () => tempSqliteUrl() },
  { name: 'postgres', up: postgresUp, freshUrl: freshPostgresUrl },
]
