/**
 * The engines tests run against: SQLite always; PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379)
 * when reachable. Elsewhere their tests skip with a message; `.ci/run` requires both.
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
if (!postgresUp)
  console.warn(`skipping PostgreSQL tests: nothing answers at ${PG_URL} (set TEST_DATABASE_URL)`)
if (!redisUp) console.warn(`skipping Redis tests: nothing answers at ${REDIS_URL} (set TEST_REDIS_URL)`)

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
