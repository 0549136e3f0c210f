/**
 * The `graha` command (architecture.md). Every verb reads DATABASE_URL and takes --json for
 * machine-readable output.
 */
import { parseArgs } from 'node:util'
import {
  AccountRuleError,
  Accounts,
  PACKS,
  parseScopes,
  TERMS_VERSION,
  type Pack,
} from '../accounts/index.js'
import { ConfigError, loadConfig } from '../config.js'
import { openStore, StoreConfigError } from '../store/index.js'

const USAGE = `usage: graha <command> [options]

  serve [--processes N]                   serve the API on HOST:PORT (default 127.0.0.1:8080); N processes
                                          behind the port (PROCESSES; more than 1 needs PostgreSQL and
                                          REDIS_URL; default 1, or one per core with both), each with
                                          WORKERS threads (default: the cores shared among the processes)
  migrate                                 bring the database's schema up to date
  account create --email E [--verified] [--accept-terms]
  account show ID                         balances (free, free expiry, paid), limits, keys
  account verify ID                       mark the email address verified
  account accept-terms ID                 accept the beta terms in force (${TERMS_VERSION})
  account limits ID [--per-minute N] [--concurrency N] [--reset]
                                          an operator's override of one account's limits
  key create --account ID --kind live|sandbox [--scopes a,b,…] [--monthly-limit N] [--expires-at ISO] [--name TEXT]
  key revoke KEY_ID
  key rotate KEY_ID                       a new secret; the old one stops working
  key scopes KEY_ID a,b,…
  key limit KEY_ID N|none                 the key's monthly credit limit
  credits purchase --account ID --pack ${Object.keys(PACKS).join('|')}
  mcp [--local] [--http [--host H] [--port N]]
                                          a Model Context Protocol server for AI assistants, a tool per
                                          operation, calling GRAHA_URL (default http://127.0.0.1:8080)
                                          with GRAHA_API_KEY; --local: this process computes, on
                                          DATABASE_URL. Over stdio, or --http: Streamable HTTP at
                                          http://H:N/mcp (default 127.0.0.1:8090). See docs/mcp.md

options: --json (machine-readable output). Environment: DATABASE_URL, GRAHA_SECRET, REDIS_URL,
HOST, PORT, PROCESSES, LOG_LEVEL, NODE_ENV, EPHEMERIS_JPL_FILE, WORKERS, COMPUTE_TIMEOUT_MS (see README.md);
GRAHA_URL, GRAHA_API_KEY (mcp).`

class UsageError extends Error {}

function int(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const n = Number(text)
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be a whole number`)
  return n
}

function print(json: boolean, value: unknown, text: string): void {
  console.log(json ? JSON.stringify(value, null, 2) : text)
}

/** The development account, keys and a curl line on first start of an empty database. */
async function firstStart(accounts: Accounts, port: number): Promise<void> {
  const now = Date.now()
  const { accountId } = await accounts.createAccount(
    { email: 'dev@localhost.localdomain', verified: true, acceptTerms: true },
    now,
  )
  const sandbox = await accounts.createKey({ accountId, kind: 'sandbox' }, now)
  const live = await accounts.createKey({ accountId, kind: 'live' }, now)
  console.log(
    [
      'graha: first start on an empty database: a development account with 100 free credits.',
      `  account      ${accountId}`,
      `  sandbox key  ${sandbox.secret}`,
      `  live key     ${live.secret}`,
      'These secrets are shown once. Try:',
      `  curl -s localhost:${port}/v1/ephemeris/ayanamsa -H 'authorization: Bearer ${live.secret}' \\`,
      `    -H 'content-type: application/json' -d '{"datetime":"2024-03-20T10:30:00+05:30"}'`,
      '',
    ].join('\n'),
  )
}

async function withAccounts<T>(fn: (accounts: Accounts) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const store = await openStore(config.databaseUrl)
  try {
    return await fn(await Accounts.open(store, config.secret))
  } finally {
    await store.close()
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        email: { type: 'string' },
        verified: { type: 'boolean', default: false },
        'accept-terms': { type: 'boolean', default: false },
        account: { type: 'string' },
        kind: { type: 'string' },
        scopes: { type: 'string' },
        'monthly-limit': { type: 'string' },
        'expires-at': { type: 'string' },
        name: { type: 'string' },
        pack: { type: 'string' },
        'per-minute': { type: 'string' },
        concurrency: { type: 'string' },
        reset: { type: 'boolean', default: false },
        processes: { type: 'string' },
        local: { type: 'boolean', default: false },
        http: { type: 'boolean', default: false },
        host: { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  const { values: o, positionals } = parsed
  const [noun, verb, arg, arg2] = positionals
  const json = o.json
  const now = Date.now()
  const need = (v: string | undefined, what: string): string => {
    if (!v) throw new UsageError(`${what} is required`)
    return v
  }
  if (o.help || noun === 'help' || noun === undefined) {
    console.log(USAGE)
    return noun === undefined && !o.help ? 2 : 0
  }
  switch (`${noun} ${verb ?? ''}`.trim()) {
    case 'serve': {
      // --processes wins over PROCESSES.
      const config = loadConfig(
        o.processes === undefined ? process.env : { ...process.env, PROCESSES: o.processes },
      )
      const onFirstStart = (accounts: Accounts) => firstStart(accounts, config.port)
      // Loaded here only: the admin verbs need neither the ephemeris nor the HTTP stack (nor the primary
      // of several processes, which serves nothing itself).
      if (config.processes > 1) return (await import('../cluster.js')).runCluster(config, onFirstStart)
      const { serve } = await import('../server.js')
      await serve(config, onFirstStart)
      return -1 // keep running
    }
    case 'mcp': {
      if (!o.http && (o.host !== undefined || o.port !== undefined))
        throw new UsageError('--host and --port are for --http')
      const port = int('port', o.port)
      if (port !== undefined && (port < 0 || port > 65535))
        throw new UsageError('--port must be from 0 (any free port) to 65535')
      // Loaded here only, as serve's modules are: the admin verbs need none of it.
      const mcp = await import('../mcp/index.js')
      await mcp.runMcp({
        local: o.local,
        http: o.http ? { host: o.host ?? mcp.DEFAULT_MCP_HOST, port: port ?? mcp.DEFAULT_MCP_PORT } : null,
      })
      return 0
    }
    case 'migrate': {
      const store = await openStore(loadConfig().databaseUrl, { migrate: false })
      try {
        const applied = await store.migrate()
        print(
          json,
          { applied },
          applied.length ? `applied ${applied.join(', ')}` : 'the schema is up to date',
        )
      } finally {
        await store.close()
      }
      return 0
    }
    case 'account create':
      return withAccounts(async (a) => {
        const r = await a.createAccount(
          { email: need(o.email, '--email'), verified: o.verified, acceptTerms: o['accept-terms'] },
          now,
        )
        print(json, r, r.accountId)
        return 0
      })
    case 'account show':
      return withAccounts(async (a) => {
        const v = await a.showAccount(need(arg, 'the account id'), now)
        print(
          json,
          v,
          [
            `${v.accountId} ${v.email}${v.emailVerified ? '' : ' (email not verified)'}`,
            `  terms     ${v.termsVersion ?? 'not accepted'}${v.termsVersion && !v.termsCurrent ? ` (in force: ${TERMS_VERSION})` : ''}`,
            `  free      ${v.freeCredits}${v.freeExpiresAt ? ` (expire ${v.freeExpiresAt})` : ''}`,
            `  paid      ${v.paidCredits}`,
            `  limits    ${v.limits.perMinute}/min, ${v.limits.concurrency} at once`,
            ...v.keys.map(
              (k) =>
                `  ${k.keyId} ${k.kind} ${k.prefix} ${k.state} scopes=${k.scopes.join(',')}${k.monthlyLimit !== null ? ` monthly-limit=${k.monthlyLimit}` : ''}`,
            ),
          ].join('\n'),
        )
        return 0
      })
    case 'account verify':
      return withAccounts(async (a) => {
        await a.verifyEmail(need(arg, 'the account id'))
        print(json, { accountId: arg, emailVerified: true }, 'verified')
        return 0
      })
    case 'account accept-terms':
      return withAccounts(async (a) => {
        await a.acceptTerms(need(arg, 'the account id'), TERMS_VERSION, now)
        print(json, { accountId: arg, termsVersion: TERMS_VERSION }, `accepted ${TERMS_VERSION}`)
        return 0
      })
    case 'account limits':
      return withAccounts(async (a) => {
        const limits = await a.setLimits(
          need(arg, 'the account id'),
          o.reset
            ? { perMinute: null, concurrency: null }
            : {
                perMinute: int('per-minute', o['per-minute']),
                concurrency: int('concurrency', o.concurrency),
              },
        )
        print(json, limits, `${limits.perMinute}/min, ${limits.concurrency} at once`)
        return 0
      })
    case 'key create':
      return withAccounts(async (a) => {
        const kind = need(o.kind, '--kind')
        if (kind !== 'live' && kind !== 'sandbox') throw new UsageError('--kind is live or sandbox')
        const expires = o['expires-at'] === undefined ? null : Date.parse(o['expires-at'])
        if (expires !== null && Number.isNaN(expires))
          throw new UsageError('--expires-at must be an ISO 8601 date-time')
        const r = await a.createKey(
          {
            accountId: need(o.account, '--account'),
            kind,
            scopes: parseScopes(o.scopes),
            monthlyLimit: int('monthly-limit', o['monthly-limit']) ?? null,
            expiresAtMs: expires,
            name: o.name ?? null,
          },
          now,
        )
        print(json, r, `${r.keyId}\n${r.secret}\n(the secret is shown once)`)
        return 0
      })
    case 'key revoke':
      return withAccounts(async (a) => {
        await a.revokeKey(need(arg, 'the key id'), now)
        print(json, { keyId: arg, state: 'revoked' }, 'revoked')
        return 0
      })
    case 'key rotate':
      return withAccounts(async (a) => {
        const r = await a.rotateKey(need(arg, 'the key id'), now)
        print(json, r, `${r.keyId}\n${r.secret}\n(the secret is shown once; the old one no longer works)`)
        return 0
      })
    case 'key scopes':
      return withAccounts(async (a) => {
        const scopes = parseScopes(need(arg2, 'the scopes'))
        await a.setScopes(need(arg, 'the key id'), scopes)
        print(json, { keyId: arg, scopes }, scopes.join(','))
        return 0
      })
    case 'key limit':
      return withAccounts(async (a) => {
        const text = need(arg2, 'the limit (a number or none)')
        const limit = text === 'none' ? null : int('limit', text)!
        await a.setMonthlyLimit(need(arg, 'the key id'), limit, Date.now())
        print(json, { keyId: arg, monthlyLimit: limit }, String(limit ?? 'none'))
        return 0
      })
    case 'credits purchase':
      return withAccounts(async (a) => {
        const pack = need(o.pack, '--pack')
        if (!(pack in PACKS)) throw new UsageError(`--pack is ${Object.keys(PACKS).join(', ')}`)
        const r = await a.purchase(need(o.account, '--account'), pack as Pack, now)
        print(json, r, `${r.credits} credits added (${r.pack})`)
        return 0
      })
    default:
      throw new UsageError(`unknown command '${positionals.join(' ')}'`)
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code)
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`graha: ${err.message}\n\n${USAGE}`)
      process.exit(2)
    }
    const known =
      err instanceof ConfigError || err instanceof AccountRuleError || err instanceof StoreConfigError
    console.error(`graha: ${known || err instanceof Error ? (err as Error).message : String(err)}`)
    process.exit(1)
  },
)
