/** Configuration from the environment: read here and in the CLI only (architecture.md). */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_COMPUTE_TIMEOUT_MS, defaultWorkers } from './compute/index.js'
import { DEFAULT_NARRATOR_TIMEOUT_S, type NarratorConfig } from './narration/narrator.js'

/** The package root: this file is src/config.ts, or dist/config.js once built. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The classical corpus's rule files (issue 11). */
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
  /** Worker threads for the computations (WORKERS; default the available parallelism; 0: none). */
  workers: number
  /** A computation running longer is stopped (COMPUTE_TIMEOUT_MS). */
  computeTimeoutMs: number
  /** The language model of the narrated operations (NARRATOR_*); null: the built-in composer. */
  narrator: NarratorConfig | null
}

export const DEFAULT_DATABASE_URL = 'sqlite:./data/graha.sqlite'

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
  const workers = env.WORKERS === undefined || env.WORKERS === '' ? defaultWorkers() : Number(env.WORKERS)
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
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  return {
    host: env.HOST || '127.0.0.1',
    port,
    logLevel,
    production: env.NODE_ENV === 'production',
    ephemeris: { dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: env.EPHEMERIS_JPL_FILE || undefined },
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || undefined,
    secret: env.GRAHA_SECRET || undefined,
    workers,
    computeTimeoutMs,
    narrator,
  }
}
