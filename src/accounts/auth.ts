/**
 * Who is calling (spec §5). The checks run in this order and the first failure answers:
 * 1. no Authorization header, or an empty one: 401 missing_api_key;
 * 2. not `Bearer <key>`, not a well-formed key, or no such key: 401 invalid_api_key;
 * 3. the key is revoked: 401 revoked_key (a revoked key that has also expired says revoked);
 * 4. the key has expired: 401 expired_key;
 * 5. the key's scopes do not cover the operation: 403 insufficient_scope.
 * Then come the limits (429), request validation (400) and the credits (402).
 */
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
}

/** One indexed lookup: the key by the hash of its secret, with what the call needs of its account. */
const keyByHash = prepare((db, hash: string) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select([
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
    ])
    .where('k.secret_hash', '=', hash),
)

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
      ? new AccountError('missing_api_key', 'send your API key as Authorization: Bearer <key>')
      : new AccountError('invalid_api_key', 'the Authorization header must be Bearer <key>')
  }
  if (!isWellFormedSecret(bearer.secret)) {
    throw new AccountError(
      'invalid_api_key',
      'this is not a graha API key (service_live_… or service_sandbox_…)',
    )
  }
  const row = (await keyByHash(store, store.db, hashSecret(bearer.secret, serverSecret))).rows[0]
  if (!row)
    throw new AccountError('invalid_api_key', 'no such API key (a rotated key’s old secret no longer works)')
  if (row.revoked_at !== null) throw new AccountError('revoked_key', 'this API key has been revoked')
  if (row.expires_at !== null && row.expires_at <= nowMs)
    throw new AccountError('expired_key', 'this API key has expired')
  if (!row.scopes.split(',').includes(scope)) {
    throw new AccountError('insufficient_scope', `this API key is not scoped for ${scope} operations`)
  }
  return {
    accountId: row.account_id,
    keyId: row.key_id,
    kind: row.kind,
    limits: limitsOf(row),
    remainingCredits: spendableFree(row.free_credits, row.free_expires_at, nowMs) + row.paid_credits,
    ephCalls: row.eph_calls,
  }
}
