/**
 * Who is calling (spec §5). The checks run in this order and the first failure answers:
 * 1. no Authorization header, or an empty one: 401 missing_api_key;
 * 2. not `Bearer <key>`, not a well-formed key, or no such key: 401 invalid_api_key;
 * 3. the key is revoked: 401 revoked_key (a revoked key that has also expired says revoked);
 * 4. the key has expired: 401 expired_key;
 * 5. the key's scopes do not cover the operation: 403 insufficient_scope.
 * Then come the limits (429), request validation (400) and the credits (402).
 *
 * What a live key's lookup found is kept in memory (`CallerCache`, by the SHA-256 of the secret) while
 * nothing can have changed it, as the store tells (`Store.dataVersion`): on SQLite, no other connection
 * has committed (another server process, the `graha` CLI); on PostgreSQL, no change has been announced
 * (admin.ts announces each in the transaction that makes it; every server process listens). A change made
 * here through admin.ts also calls `forgetCallers` at once. A revoked, rotated or re-scoped key is
 * therefore refused from its next request on: on SQLite from the next turn of this process' event loop
 * (data_version is read once a turn), on PostgreSQL by every process once the announcement of the commit
 * has reached it (sent by PostgreSQL as the revocation commits). The balance
 * kept with a key is only a hint for the check before the work (`precheck`), refreshed by every
 * settlement here: a hint that would refuse is read again from the database, and the settlement itself
 * always decides on the row (so a balance spent by another process is never taken as truth). Sandbox
 * keys are not kept (their answers report the balance as it is).
 */
import { hash } from 'node:crypto'
import type { Store } from '../store/index.js'
import { prepare } from '../store/prepared.js'
import { AccountError } from './errors.js'
import { hashSecret, isWellFormedSecret, parseBearer, type KeyKind } from './keys.js'
import { limitsOf, spendableFree, type Limits, type Scope } from './rules.js'

export interface Caller {
  accountId: string
  keyId: string
  kind: KeyKind
  limits: Limits
  /** Unexpired free + paid credits when authenticated (what a sandbox answer reports). */
  remainingCredits: number
  /** The account's successful block-billed calls so far (for the check before the work). */
  ephCalls: number
  /** Whether remainingCredits and ephCalls came from memory (they may lag the database). */
  balanceFromMemory?: boolean
}

/** An account's balance as a row holds it. */
export interface Balance {
  free_credits: number
  free_expires_at: number | null
  paid_credits: number
  eph_calls: number
}

/** What a call needs of its key and its account. */
const CALLER_COLUMNS = [
  'k.id as key_id',
  'k.kind',
  'k.scopes',
  'k.revoked_at',
  'k.expires_at',
  'a.id as account_id',
  'a.rate_per_minute',
  'a.concurrency',
  'a.purchased',
  'a.free_credits',
  'a.free_expires_at',
  'a.paid_credits',
  'a.eph_calls',
] as const

/** One indexed lookup: the key by the hash of its secret, with what the call needs of its account. */
const keyByHash = prepare((db, hash: string) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select(CALLER_COLUMNS)
    .where('k.secret_hash', '=', hash),
)

const balanceOf = prepare((db, accountId: string) =>
  db
    .selectFrom('accounts')
    .select(['free_credits', 'free_expires_at', 'paid_credits', 'eph_calls'])
    .where('id', '=', accountId),
)

interface KeyFacts {
  keyId: string
  accountId: string
  kind: KeyKind
  scopes: readonly string[]
  revokedAt: number | null
  expiresAt: number | null
}

interface AccountFacts {
  limits: Limits
  balance: Balance
}

/** At most this many keys are kept; beyond, the cache starts again. */
const MAX_KEYS = 10_000

/** What lookups of live keys found, valid while the store's dataVersion holds (see the top). */
class CallerCache {
  /** By the SHA-256 of the secret: the secret itself is never kept. */
  readonly keys = new Map<string, KeyFacts>()
  readonly accounts = new Map<string, AccountFacts>()
  /** Bumped by every forget: a lookup that began before one must not store what it read. */
  generation = 0
  private version: number | undefined

  constructor(private readonly dataVersion: () => number) {}

  /** Drop everything if another connection has committed since the last look. */
  checkVersion(): void {
    const v = this.dataVersion()
    if (v !== this.version) {
      this.forget()
      this.version = v
    }
  }

  forget(): void {
    this.keys.clear()
    this.accounts.clear()
    this.generation++
  }
}

const caches = new WeakMap<Store, CallerCache>()

function cacheOf(store: Store): CallerCache | undefined {
  if (!store.dataVersion) return undefined
  let cache = caches.get(store)
  if (!cache) {
    cache = new CallerCache(store.dataVersion)
    caches.set(store, cache)
  }
  return cache
}

/** Something that authentication reads has changed through this store: read it again from now on. */
export function forgetCallers(store: Store): void {
  caches.get(store)?.forget()
}

/** The balance a settlement here has just committed (a hint for the next check before the work). */
export function noteBalance(store: Store, accountId: string, balance: Balance): void {
  const account = caches.get(store)?.accounts.get(accountId)
  if (account) account.balance = balance
}

/** The balance of an account as the database has it now, also kept as the hint. */
export async function freshBalance(store: Store, accountId: string): Promise<Balance | undefined> {
  const cache = cacheOf(store)
  const generation = cache?.generation
  const row = (await balanceOf(store, store.db, accountId)).rows[0]
  if (row && cache && cache.generation === generation) noteBalance(store, accountId, { ...row })
  return row
}

/** Who calls, with the balance `b` (what the check before the work reads). */
export function withBalance(
  who: Pick<Caller, 'accountId' | 'keyId' | 'kind' | 'limits'>,
  b: Balance,
  nowMs: number,
  fromMemory: boolean,
): Caller {
  return {
    accountId: who.accountId,
    keyId: who.keyId,
    kind: who.kind,
    limits: who.limits,
    remainingCredits: spendableFree(b.free_credits, b.free_expires_at, nowMs) + b.paid_credits,
    ephCalls: b.eph_calls,
    ...(fromMemory ? { balanceFromMemory: true } : {}),
  }
}

function callerOf(k: KeyFacts, a: AccountFacts, scope: Scope, nowMs: number, fromMemory: boolean): Caller {
  if (k.revokedAt !== null)
    throw new AccountError('revoked_key', {
      en: 'this API key has been revoked',
      hi: 'यह API कुंजी रद्द की जा चुकी है।',
    })
  if (k.expiresAt !== null && k.expiresAt <= nowMs)
    throw new AccountError('expired_key', {
      en: 'this API key has expired',
      hi: 'इस API कुंजी की अवधि समाप्त हो चुकी है।',
    })
  if (!k.scopes.includes(scope)) {
    throw new AccountError('insufficient_scope', {
      en: `this API key is not scoped for ${scope} operations`,
      hi: `यह API कुंजी ${scope} संचालनों के लिए अधिकृत नहीं है।`,
    })
  }
  return withBalance({ ...k, limits: a.limits }, a.balance, nowMs, fromMemory)
}

/** The same checks for a key named by its id (the server's own calls for the portal: no secret). */
export async function authenticateKeyId(
  store: Store,
  keyId: string,
  scope: Scope,
  nowMs: number,
): Promise<Caller> {
  const row = await store.db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select(CALLER_COLUMNS)
    .where('k.id', '=', keyId)
    .executeTakeFirst()
  if (!row) throw new AccountError('invalid_api_key', { en: 'no such API key', hi: 'ऐसी कोई API कुंजी नहीं है।' })
  return callerOf(factsOf(row).k, factsOf(row).a, scope, nowMs, false)
}

function factsOf(row: {
  key_id: string
  account_id: string
  kind: KeyKind
  scopes: string
  revoked_at: number | null
  expires_at: number | null
  rate_per_minute: number | null
  concurrency: number | null
  purchased: number
  free_credits: number
  free_expires_at: number | null
  paid_credits: number
  eph_calls: number
}): { k: KeyFacts; a: AccountFacts } {
  return {
    k: {
      keyId: row.key_id,
      accountId: row.account_id,
      kind: row.kind,
      scopes: row.scopes.split(','),
      revokedAt: row.revoked_at,
      expiresAt: row.expires_at,
    },
    a: {
      limits: limitsOf(row),
      balance: {
        free_credits: row.free_credits,
        free_expires_at: row.free_expires_at,
        paid_credits: row.paid_credits,
        eph_calls: row.eph_calls,
      },
    },
  }
}

export async function authenticate(
  store: Store,
  serverSecret: string,
  authorization: string | undefined,
  scope: Scope,
  nowMs: number,
): Promise<Caller> {
  const bearer = parseBearer(authorization)
  if (!bearer.ok) {
    throw bearer.missing
      ? new AccountError('missing_api_key', {
          en: 'send your API key as Authorization: Bearer <key>',
          hi: 'अपनी API कुंजी `Authorization: Bearer <key>` के रूप में भेजें।',
        })
      : new AccountError('invalid_api_key', {
          en: 'the Authorization header must be Bearer <key>',
          hi: '`Authorization` हेडर `Bearer <key>` होना चाहिए।',
        })
  }
  if (!isWellFormedSecret(bearer.secret)) {
    throw new AccountError('invalid_api_key', {
      en: 'this is not a graha API key (service_live_… or service_sandbox_…)',
      hi: 'यह graha की API कुंजी नहीं है (service_live_… या service_sandbox_…)।',
    })
  }
  const cache = cacheOf(store)
  let digest: string | undefined
  if (cache) {
    cache.checkVersion()
    digest = hash('sha256', bearer.secret, 'base64')
    const k = cache.keys.get(digest)
    const a = k && cache.accounts.get(k.accountId)
    if (k && a) return callerOf(k, a, scope, nowMs, true)
  }
  const generation = cache?.generation
  const row = (await keyByHash(store, store.db, hashSecret(bearer.secret, serverSecret))).rows[0]
  if (!row)
    throw new AccountError('invalid_api_key', {
      en: 'no such API key (a rotated key’s old secret no longer works)',
      hi: 'ऐसी कोई API कुंजी नहीं है (बदली गई कुंजी का पुराना रहस्य अब काम नहीं करता)।',
    })
  const { k, a } = factsOf(row)
  // Keep it only if nothing was forgotten while it was read (a change made here, or announced by
  // another process, meanwhile: the row read may be older than it).
  cache?.checkVersion()
  if (cache && digest !== undefined && k.kind === 'live' && cache.generation === generation) {
    if (cache.keys.size >= MAX_KEYS) cache.forget()
    else {
      cache.keys.set(digest, k)
      cache.accounts.set(k.accountId, a)
    }
  }
  return callerOf(k, a, scope, nowMs, false)
}
