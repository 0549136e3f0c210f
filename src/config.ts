/** Configuration from the environment: read here and in the CLI only (architecture.md). */
import { availableParallelism } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_COMPUTE_TIMEOUT_MS, defaultWorkers } from './compute/index.js'
import { DEFAULT_NARRATOR_TIMEOUT_S, type NarratorConfig } from './narration/narrator.js'

/** The package root: this file is src/config.ts, or dist/config.js once built. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The classical corpus's rule files. */
export const DEFAULT_CORPUS_DIR = resolve(PACKAGE_ROOT, 'src', 'corpus', 'rules')

/** The Swiss Ephemeris files committed with the code. */
export const DEFAULT_EPHEMERIS_DIR = resolve(PACKAGE_ROOT, 'data', 'ephe')

export interface Config {
  host: string
  port: number
  logLevel: string
  production: boolean
  ephemeris: { dataDir: string; jplFile: string | undefined }
  /** sqlite:<path> (default sqlite:./data/graha.sqlite) or postgres://… */
  databaseUrl: string
  /** When set, rate and concurrency limits are shared through this Redis. */
  redisUrl: string | undefined
  /** The server secret behind key hashes and computationId; kept in the store when unset. */
  secret: string | undefined
  /** Server processes behind PORT (PROCESSES, or `graha serve --processes`; see `defaultProcesses`). */
  processes: number
  /** Worker threads for the computations, in each process (WORKERS; default the available parallelism
   *  shared among the processes, at least 1; 0: none). */
  workers: number
  /** A computation running longer is stopped (COMPUTE_TIMEOUT_MS). */
  computeTimeoutMs: number
  /** A request's line and headers must arrive within this (HEADERS_TIMEOUT_S), and the whole request,
   *  body included, within `requestS` of its first byte (REQUEST_TIMEOUT_S): else 408 and closed. */
  timeouts: { headersS: number; requestS: number }
  /** The language model of the narrated operations (NARRATOR_*); null: the built-in composer. */
  narrator: NarratorConfig | null
  /** The developer portal (PORTAL, PUBLIC_URL, SMTP_URL, MAIL_FROM, STRIPE_*). */
  portal: PortalConfig
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client's address (Fastify's
   *  trustProxy): false (none, the default), true (any), a number of hops, or addresses and CIDRs. */
  trustProxy: boolean | number | string
  /** GET /metrics (Prometheus): never public by default (METRICS_TOKEN, METRICS_PORT, METRICS_HOST). */
  metrics: MetricsConfig
}

export interface MetricsConfig {
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`. */
  token: string | undefined
  /** METRICS_PORT: /metrics is served on its own listener at host:port, and not on PORT. */
  port: number | undefined
  /** METRICS_HOST: the metrics listener's address (default 127.0.0.1). */
  host: string
}

/** Shortest METRICS_TOKEN: 16 characters, as `openssl rand -hex 16` gives 32. */
export const METRICS_TOKEN_MIN_LENGTH = 16

export interface PortalConfig {
  /** Off when PORTAL=off, or in production without what it needs (`offReason` says what). */
  enabled: boolean
  offReason: string | null
  /** Where people reach this server: the origin of the links in sign-in emails and of payment returns. */
  publicUrl: string
  /** Whether PUBLIC_URL gave it; else it is this server's own address (set again once it listens). */
  publicUrlSet: boolean
  /** SMTP server for sign-in links; unset outside production: the links are written to the log. */
  smtpUrl: string | null
  mailFrom: string
  /** Stripe Checkout for packs; null: the operator grants packs with the CLI. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null
}

const DEFAULT_DATABASE_URL = 'sqlite:./data/graha.sqlite'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT must be an integer from 0 to 65535')
  }
  const logLevel = env.LOG_LEVEL || 'info'
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL
  const redisUrl = env.REDIS_URL || undefined
  const processes = processesOf(env.PROCESSES, databaseUrl, redisUrl)
  // processes × WORKERS ≤ cores: each process's pool gets its share of the machine.
  const workers =
    env.WORKERS === undefined || env.WORKERS === ''
      ? Math.max(1, Math.floor(defaultWorkers() / processes))
      : Number(env.WORKERS)
  if (!Number.isInteger(workers) || workers < 0 || workers > 256) {
    throw new ConfigError('WORKERS must be a whole number from 0 (no worker threads) to 256')
  }
  const computeTimeoutMs =
    env.COMPUTE_TIMEOUT_MS === undefined || env.COMPUTE_TIMEOUT_MS === ''
      ? DEFAULT_COMPUTE_TIMEOUT_MS
      : Number(env.COMPUTE_TIMEOUT_MS)
  if (!Number.isInteger(computeTimeoutMs) || computeTimeoutMs < 1 || computeTimeoutMs > 3_600_000) {
    throw new ConfigError('COMPUTE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 3600000')
  }
  let narrator: NarratorConfig | null = null
  if (env.NARRATOR_URL) {
    let url: URL
    try {
      url = new URL(env.NARRATOR_URL)
    } catch {
      throw new ConfigError('NARRATOR_URL must be an http(s) URL, e.g. http://127.0.0.1:8000/v1')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ConfigError('NARRATOR_URL must be an http(s) URL, e.g. http://127.0.0.1:8000/v1')
    if (!env.NARRATOR_MODEL)
      throw new ConfigError('NARRATOR_MODEL must name the model when NARRATOR_URL is set')
    const timeoutS =
      env.NARRATOR_TIMEOUT_S === undefined || env.NARRATOR_TIMEOUT_S === ''
        ? DEFAULT_NARRATOR_TIMEOUT_S
        : Number(env.NARRATOR_TIMEOUT_S)
    // Inside the 90 s a client is told to allow (spec §4.7), with room for the reading itself.
    if (!(timeoutS >= 1 && timeoutS <= 85))
      throw new ConfigError('NARRATOR_TIMEOUT_S must be a number of seconds from 1 to 85')
    narrator = {
      url: env.NARRATOR_URL,
      model: env.NARRATOR_MODEL,
      apiKey: env.NARRATOR_API_KEY || undefined,
      timeoutS,
    }
  } else if (env.NARRATOR_MODEL || env.NARRATOR_API_KEY) {
    throw new ConfigError(
      'NARRATOR_MODEL and NARRATOR_API_KEY need NARRATOR_URL (unset all three for the built-in composer)',
    )
  }
  const requestS = seconds(env, 'REQUEST_TIMEOUT_S', DEFAULT_REQUEST_TIMEOUT_S, 1, 600)
  const headersS = seconds(
    env,
    'HEADERS_TIMEOUT_S',
    Math.min(DEFAULT_HEADERS_TIMEOUT_S, requestS),
    1,
    requestS,
  )
  const portal = portalConfig(env, env.HOST || '127.0.0.1', port)
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const metrics = metricsConfig(env, port)
  return {
    host: env.HOST || '127.0.0.1',
    port,
    logLevel,
    production: env.NODE_ENV === 'production',
    ephemeris: { dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: env.EPHEMERIS_JPL_FILE || undefined },
    databaseUrl,
    redisUrl,
    secret: env.GRAHA_SECRET || undefined,
    processes,
    workers,
    computeTimeoutMs,
    timeouts: { headersS, requestS },
    narrator,
    portal,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    metrics,
  }
}

/** What `graha mcp` calls graha with (docs/mcp.md). */
export interface McpConfig {
  /** GRAHA_API_KEY: the key of every call; it never leaves this process but in the calls themselves. */
  apiKey: string
  /** GRAHA_URL: the graha server called (default a local `graha serve`'s own address); not used by
   *  `--local`, which computes in the process. */
  baseUrl: string
}

export function loadMcpConfig(env: NodeJS.ProcessEnv = process.env): McpConfig {
  const apiKey = env.GRAHA_API_KEY?.trim()
  if (!apiKey)
    throw new ConfigError(
      'GRAHA_API_KEY is not set: graha mcp makes every call with your API key (service_live_… or ' +
        'service_sandbox_…; `graha key create` or the developer portal makes one). It stays on this machine.',
    )
  if (!env.GRAHA_URL) return { apiKey, baseUrl: 'http://127.0.0.1:8080' }
  const url = httpUrl('GRAHA_URL', env.GRAHA_URL, 'https://graha.example.com')
  if (url.username || url.password || url.search || url.hash)
    throw new ConfigError('GRAHA_URL is the server’s address alone, e.g. https://graha.example.com')
  return { apiKey, baseUrl: url.href.replace(/\/+$/, '') }
}

/**
 * The longest a server's stop takes: the calls in flight finish (a computation runs at most
 * COMPUTE_TIMEOUT_MS, and a narrated call may then wait for its model up to NARRATOR_TIMEOUT_S); whatever
 * is still open after that and a margin is cut.
 */
export function closeWithinMs(config: Pick<Config, 'computeTimeoutMs' | 'narrator'>): number {
  return config.computeTimeoutMs + (config.narrator ? config.narrator.timeoutS * 1000 : 0) + 5_000
}

/** Most server processes PROCESSES may ask for. */
export const MAX_PROCESSES = 256

/**
 * PROCESSES default: one process, unless the database and the limits can be shared (PostgreSQL and
 * REDIS_URL): then one per core (the available parallelism). PostgreSQL without Redis stays one process,
 * as before (the server warns that each process counts the limits alone).
 */
export function defaultProcesses(databaseUrl: string, redisUrl: string | undefined): number {
  return isPostgresUrl(databaseUrl) && redisUrl ? availableParallelism() : 1
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/**
 * Server processes (issue 33, "every core"). More than one needs what they can share: PostgreSQL (SQLite
 * has one writer, and the group commit and the caches of the store assume one server process on the
 * file) and Redis (without it each process would count an account's rate and concurrency alone, and a
 * client would get N times its limits).
 */
function processesOf(text: string | undefined, databaseUrl: string, redisUrl: string | undefined): number {
  if (text === undefined || text === '') return defaultProcesses(databaseUrl, redisUrl)
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN
  if (!(n >= 1 && n <= MAX_PROCESSES))
    throw new ConfigError(
      `PROCESSES (--processes) must be a whole number of server processes from 1 to ${MAX_PROCESSES}`,
    )
  if (n > 1 && /^sqlite:/.test(databaseUrl))
    throw new ConfigError(
      'PROCESSES above 1 needs PostgreSQL (DATABASE_URL=postgres://…) and REDIS_URL: SQLite serves one ' +
        'server process (one writer at a time; its group commit assumes it is the only one)',
    )
  if (n > 1 && !redisUrl)
    throw new ConfigError(
      'PROCESSES above 1 needs REDIS_URL: without Redis each process would count the rate and concurrency ' +
        'limits alone, and an account would get as many times its limits as there are processes',
    )
  return n
}

/**
 * Where /metrics answers. Neither variable set: nowhere (404, as any unknown path). METRICS_TOKEN alone:
 * on PORT, with the token. METRICS_PORT: on its own listener (METRICS_HOST, default the loopback), with
 * the token when there is one.
 */
function metricsConfig(env: NodeJS.ProcessEnv, port: number): MetricsConfig {
  const token = env.METRICS_TOKEN || undefined
  // Sent in a header: visible ASCII, no spaces; long enough not to be guessed.
  if (token !== undefined && (token.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(token)))
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} visible ASCII characters without spaces (e.g. the output of openssl rand -hex 32)`,
    )
  let metricsPort: number | undefined
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== '') {
    metricsPort = /^\d{1,5}$/.test(env.METRICS_PORT) ? Number(env.METRICS_PORT) : NaN
    if (!(metricsPort >= 0 && metricsPort <= 65535))
      throw new ConfigError('METRICS_PORT must be an integer from 0 to 65535')
    if (metricsPort !== 0 && metricsPort === port)
      throw new ConfigError('METRICS_PORT must differ from PORT (unset it to serve /metrics on PORT)')
  }
  if (env.METRICS_HOST && metricsPort === undefined)
    throw new ConfigError('METRICS_HOST needs METRICS_PORT (the metrics listener it places)')
  return { token, port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' }
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this host only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host)
}

/**
 * Time to receive a request. A phone on a poor 2G link (~20 kbit/s, one second of round trip) sends the
 * largest body most operations take (64 KiB) in under 30 s and its headers in a few; a client slower than
 * that is holding a connection, not sending a request. (The batch match and the report take 256 and
 * 512 KiB: bodies that servers send, in well under a second.)
 */
export const DEFAULT_REQUEST_TIMEOUT_S = 60
export const DEFAULT_HEADERS_TIMEOUT_S = 20

/** A whole number of seconds from `min` to `max` in `env[name]`, or `fallback` when unset. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const v = env[name]
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number of seconds from ${min} to ${max}`)
  return n
}

function trustProxyOf(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false
  if (v === 'true') return true
  if (/^\d{1,2}$/.test(v)) return Number(v)
  if (/^[0-9a-fA-F.:/,\s]+$/.test(v)) return v
  throw new ConfigError(
    "TRUST_PROXY must be true, a number of proxy hops, or the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1)",
  )
}

function httpUrl(name: string, value: string, example: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, e.g. ${example}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, e.g. ${example}`)
  return url
}

function portalConfig(env: NodeJS.ProcessEnv, host: string, port: number): PortalConfig {
  const production = env.NODE_ENV === 'production'
  if (env.PORTAL !== undefined && env.PORTAL !== '' && env.PORTAL !== 'off' && env.PORTAL !== 'on')
    throw new ConfigError('PORTAL must be off (no portal) or on (the default)')
  let publicUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  if (env.PUBLIC_URL) {
    const url = httpUrl('PUBLIC_URL', env.PUBLIC_URL, 'https://api.example.com')
    if (url.pathname !== '/' || url.search || url.hash)
      throw new ConfigError('PUBLIC_URL is an origin only, e.g. https://api.example.com (no path)')
    publicUrl = url.origin
  }
  let smtpUrl: string | null = null
  if (env.SMTP_URL) {
    let url: URL
    try {
      url = new URL(env.SMTP_URL)
    } catch {
      throw new ConfigError(
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com',
      )
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new ConfigError(
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com',
      )
    smtpUrl = env.SMTP_URL
  }
  const mailFrom = env.MAIL_FROM || `graha <portal@${new URL(publicUrl).hostname}>`
  if (!/^[^\r\n]+@[^\r\n]+$/.test(mailFrom))
    throw new ConfigError('MAIL_FROM must be an address, e.g. "graha <portal@example.com>"')
  let stripe: PortalConfig['stripe'] = null
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
      throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)')
    if (!/^(sk|rk)_(test|live)_\w+$/.test(env.STRIPE_SECRET_KEY))
      throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)')
    if (!/^whsec_\w+$/.test(env.STRIPE_WEBHOOK_SECRET))
      throw new ConfigError("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)")
    const apiUrl = env.STRIPE_API_URL
      ? httpUrl('STRIPE_API_URL', env.STRIPE_API_URL, 'http://127.0.0.1:12111').origin
      : null
    stripe = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl }
  }
  let offReason: string | null = null
  if (env.PORTAL === 'off') offReason = 'PORTAL=off'
  else if (production && !smtpUrl)
    offReason = 'NODE_ENV=production without SMTP_URL: sign-in links could not be sent'
  else if (production && !env.PUBLIC_URL)
    offReason =
      'NODE_ENV=production without PUBLIC_URL: the links in sign-in emails need the address people reach'
  return {
    enabled: offReason === null,
    offReason,
    publicUrl,
    publicUrlSet: !!env.PUBLIC_URL,
    smtpUrl,
    mailFrom,
    stripe,
  }
}
