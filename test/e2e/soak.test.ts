/**
 * The server on the Node running this suite, started as `npm start` starts it (issue 27: on Node 24.19 to
 * 24.21 it aborted about a second after a first start, when a garbage collection finalized one of the
 * better-sqlite3 statements its migrations had left behind). The compiled `graha serve` on an empty SQLite
 * database bootstraps its development account, then answers a few thousand mixed calls — keyed ephemeris
 * calls billed by blocks, charts and pañcāṅgas from the worker pool, refusals, sandbox answers — with a
 * full garbage collection forced between every batch, and is still serving at the end, with every 2xx
 * charged exactly once and the ledger equal to the balance.
 */
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chartExample } from '../../src/schemas/chart.js'
import { Accounts } from '../../src/accounts/index.js'
import { openStore, type Store } from '../../src/store/index.js'
import { ledgerCheck } from '../helpers/app.js'
import { call, startServer, tempSqliteUrl, type ServerProcess } from '../helpers/server.js'

const GC_PRELOAD = fileURLToPath(new URL('../helpers/gc-on-signal.mjs', import.meta.url))
/** The documented example's birth. */
const BIRTH = chartExample.birthData
const BATCHES = 20
const PER_BATCH = 250
const PARALLEL = 4

type Kind = 'positions' | 'chart' | 'panchanga' | 'sunrise' | 'invalid' | 'unknown-key' | 'sandbox'
const MIX: Kind[] = [
  'positions',
  'positions',
  'positions',
  'chart',
  'sunrise',
  'panchanga',
  'invalid',
  'unknown-key',
  'sandbox',
  'positions',
]

describe('graha serve under a few thousand calls with forced garbage collections', () => {
  let server: ServerProcess
  let store: Store
  let accountId = ''
  let live = ''
  let sandbox = ''

  beforeAll(async () => {
    // dist/ is current: the serial project's global setup compiled it if a source changed (helpers/built.ts).
    const databaseUrl = tempSqliteUrl()
    server = await startServer(
      { DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'info' },
      { built: true, nodeArgs: ['--expose-gc', '--import', GC_PRELOAD] },
    )
    const out = server.output()
    accountId = /account +(acct_\w+)/.exec(out)![1]!
    live = /live key +(service_live_[0-9a-f]{48})/.exec(out)![1]!
    sandbox = /sandbox key +(service_sandbox_[0-9a-f]{48})/.exec(out)![1]!
    // More credits and limits for the development account, made as `graha` would make them: the running
    // server applies them from the next request.
    store = await openStore(databaseUrl)
    const accounts = await Accounts.open(store)
    await accounts.purchase(accountId, 'growth', Date.now())
    await accounts.setLimits(accountId, { perMinute: 1_000_000, concurrency: 100 })
  })

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await store?.close()
  })

  async function one(kind: Kind, i: number) {
    const auth = { authorization: `Bearer ${kind === 'sandbox' ? sandbox : live}` }
    switch (kind) {
      case 'positions':
        return call(
          server.base,
          '/v1/ephemeris/positions',
          { datetime: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000).toISOString() },
          auth,
        )
      case 'chart':
        return call(
          server.base,
          '/v1/chart',
          { birthData: { ...BIRTH, date: `19${50 + (i % 50)}-07-04` } },
          auth,
        )
      case 'panchanga':
        return call(
          server.base,
          '/v1/panchanga',
          {
            date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
            timezone: 'Asia/Kolkata',
            latitude: 28.6139,
            longitude: 77.209,
          },
          auth,
        )
      case 'sunrise':
        return call(
          server.base,
          '/v1/ephemeris/sunrise',
          { date: '2024-03-20', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
          auth,
        )
      case 'invalid':
        return call(server.base, '/v1/chart', { birthData: { ...BIRTH, date: '1990-02-30' } }, auth)
      case 'unknown-key':
        return call(
          server.base,
          '/v1/ephemeris/positions',
          { datetime: '2024-03-20T10:30:00Z' },
          { authorization: `Bearer service_live_${'0'.repeat(48)}` },
        )
      case 'sandbox':
        return call(server.base, '/v1/chart', { birthData: BIRTH }, auth)
    }
  }

  it('is still serving, charged each 2xx once, and never aborted', async () => {
    const before = await ledgerCheck(store, accountId)
    const statuses: Record<string, Record<number, number>> = {}
    let charged = 0
    let gcs = 0
    for (let b = 0; b < BATCHES; b++) {
      let next = 0
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < PER_BATCH) {
            const i = b * PER_BATCH + next++
            const kind = MIX[i % MIX.length]!
            const r = await one(kind, i)
            statuses[kind] ??= {}
            statuses[kind][r.status] = (statuses[kind][r.status] ?? 0) + 1
            if (r.status === 200 && kind !== 'sandbox') charged += r.body.usage!.units_charged
          }
        }),
      )
      server.child.kill('SIGUSR2')
      gcs++
      await expect.poll(() => server.output().match(/forced-gc heapUsed=\d+/g)?.length ?? 0).toBe(gcs)
    }
    const n = (BATCHES * PER_BATCH) / MIX.length
    expect(statuses).toEqual({
      positions: { 200: 4 * n },
      chart: { 200: n },
      sunrise: { 200: n },
      panchanga: { 200: n },
      invalid: { 400: n },
      'unknown-key': { 401: n },
      sandbox: { 200: n },
    })
    expect(server.child.exitCode).toBeNull()
    expect(server.output()).not.toMatch(/Assertion failed|Segmentation fault|FATAL ERROR/)
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)

    // Money: charts and pañcāṅgas 1 credit each; the five ephemeris calls of a round share blocks of 10.
    const after = await ledgerCheck(store, accountId)
    expect(after.holds).toBe(0)
    expect(after.ledger).toBe(after.balance)
    expect(before.balance - after.balance).toBe(charged)
    expect(charged).toBe(2 * n + Math.ceil((5 * n) / 10))
    expect(after.charges).toHaveLength(7 * n) // one ledger row per live 2xx, 0 units within a block

    // The heap after the last forced collection: what stays is caches, not one copy per call.
    const heaps = [...server.output().matchAll(/forced-gc heapUsed=(\d+)/g)].map((m) => Number(m[1]))
    expect(heaps.at(-1)!).toBeLessThan(heaps[0]! * 1.5 + 16 * 2 ** 20)
  }, 300_000)
})
