/**
 * The server the benchmark measures, in its own process: `tsx bench/server.ts <mode> <port>`.
 *   open      no keys, no limits, no billing: the API alone (what the ephemeris issue measured)
 *   sqlite    a live key on a fresh SQLite database: authentication, limits and billing
 *   postgres  the same on a fresh PostgreSQL database (BENCH_DATABASE_URL)
 * Logs as `graha serve` does (pino, info, to stdout); writes `READY <secret>` to stderr when it listens.
 * The account's limits are raised by the operator override, as for a partner or a benchmark.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Accounts } from '../src/accounts/index.js'
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR, loadConfig } from '../src/config.js'
import { buildApp } from '../src/http/app.js'
import { logDestination } from '../src/logging.js'
import type { Gate } from '../src/http/policy.js'
import { MemoryLimiter } from '../src/limits/memory.js'
import { openStore } from '../src/store/index.js'

const [mode = 'open', port = '18081'] = process.argv.slice(2)
const url =
  mode === 'postgres'
    ? process.env.BENCH_DATABASE_URL!
    : `sqlite:${join(mkdtempSync(join(tmpdir(), 'graha-bench-')), 'bench.sqlite')}`
const store = await openStore(url)
const accounts = await Accounts.open(store)
const now = Date.now()
const { accountId } = await accounts.createAccount(
  { email: 'bench@example.com', verified: true, acceptTerms: true },
  now,
)
const { secret } = await accounts.createKey({ accountId, kind: 'live' }, now)
// Enough for every round: ~4,000 credits a round for positions (1 in 10 calls) and ~4,000 for charts.
for (let i = 0; i < 10; i++) await accounts.purchase(accountId, 'growth', now)
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
