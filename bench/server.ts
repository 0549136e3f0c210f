/**
 * The server the benchmark measures, in its own process: `tsx bench/server.ts <mode> <port>`.
 *   open      no keys, no limits, no billing: the API alone (what the ephemeris issue measured)
 *   sqlite    a live key on a fresh SQLite database: authentication, limits and billing (through the
 *             driver this Node uses, or BENCH_SQLITE_DRIVER: `node:sqlite` or `better-sqlite3`)
 *   postgres  the same on a fresh PostgreSQL database (BENCH_DATABASE_URL)
 * Logs as `graha serve` does (pino, info, to stdout); writes `READY <secret>` to stderr when it listens.
 * The account's limits are raised by the operator override, as for a partner or a benchmark.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Gate } from '../src/http/policy.js'
import type * as T_accounts_index from '../src/accounts/index.js'
import type * as T_astro_index from '../src/astro/index.js'
import type * as T_config from '../src/config.js'
import type * as T_http_app from '../src/http/app.js'
import type * as T_limits_memory from '../src/limits/memory.js'
import type * as T_logging from '../src/logging.js'
import type * as T_store_index from '../src/store/index.js'
import type * as T_store_sqlite from '../src/store/sqlite.js'

// The compiled server (dist/, what `graha serve` runs; bench/run.ts builds it first), not the sources
// through tsx: tsx keeps function names by wrapping every function it creates, which costs the hot path
// ~10% more CPU per call than the shipped code. BENCH_FROM=../src measures the sources instead.
const from = process.env.BENCH_FROM ?? '../dist'
const { Accounts } = (await import(`${from}/accounts/index.js`)) as typeof T_accounts_index
const { openEphemeris } = (await import(`${from}/astro/index.js`)) as typeof T_astro_index
const { DEFAULT_EPHEMERIS_DIR, loadConfig } = (await import(`${from}/config.js`)) as typeof T_config
const { buildApp } = (await import(`${from}/http/app.js`)) as typeof T_http_app
const { logDestination } = (await import(`${from}/logging.js`)) as typeof T_logging
const { MemoryLimiter } = (await import(`${from}/limits/memory.js`)) as typeof T_limits_memory
const { openStore } = (await import(`${from}/store/index.js`)) as typeof T_store_index

const [mode = 'open', port = '18081'] = process.argv.slice(2)
const url =
  mode === 'postgres'
    ? process.env.BENCH_DATABASE_URL!
    : `sqlite:${join(mkdtempSync(join(tmpdir(), 'graha-bench-')), 'bench.sqlite')}`
const driver = process.env.BENCH_SQLITE_DRIVER as T_store_sqlite.SqliteDriver | undefined
const store = await openStore(url, { listen: true, ...(driver ? { sqliteDriver: driver } : {}) })
const accounts = await Accounts.open(store)
const now = Date.now()
const { accountId } = await accounts.createAccount(
  { email: 'bench@example.com', verified: true, acceptTerms: true },
  now,
)
const { secret } = await accounts.createKey({ accountId, kind: 'live' }, now)
// Enough for every round with room to spare: a round now spends up to ~30,000 credits on the pool server
// (positions 1 in 10 of ~70,000 calls, ~9,000 charts, ~13,000 more charts under the /healthz probes), and
// 150,000 ran out in the fifth round once charts got faster; 900,000 ran out in the interpret rounds
// (5 credits a call) once readings got faster, with compatibility (12) still to come.
for (let i = 0; i < 300; i++) await accounts.purchase(accountId, 'growth', now)
await accounts.setLimits(accountId, { perMinute: 100_000_000, concurrency: 1_000 })
await accounts.heartbeat(now)

const open: Gate = {
  authenticate: async () => ({
    accountId: 'none',
    keyId: 'none',
    kind: 'live',
    limits: { perMinute: 0, concurrency: 0 },
    remainingCredits: 0,
    ephCalls: 0,
  }),
  admit: async () => ({ headers: {}, release: async () => {} }),
  hold: async () => ({
    capture: async () => ({ units_charged: 0, remaining_credits: 0 }),
    release: async () => {},
  }),
}

const app = await buildApp({
  ephemeris: openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR }),
  accounts,
  limiter: new MemoryLimiter(),
  logger: { level: process.env.BENCH_LOG_LEVEL ?? 'info', stream: logDestination().stream },
  ...(mode === 'open' ? { gate: open } : {}),
  // WORKERS as `graha serve` reads it (default: the available parallelism).
  compute: { workers: loadConfig().workers },
})
await app.listen({ host: '127.0.0.1', port: Number(port) })
console.error(`READY ${secret}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
