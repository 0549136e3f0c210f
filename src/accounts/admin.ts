/** Accounts and keys, as an operator (the `graha` CLI) or the portal manages them. */
import type { Selectable, Transaction } from 'kysely'
import type { Store } from '../store/index.js'
import type { AccountsTable, ApiKeysTable, Database } from '../store/schema.js'
import { forgetCallers } from './auth.js'
import { AccountRuleError } from './errors.js'
import { displayPrefix, hashSecret, newId, newSecret, type KeyKind } from './keys.js'
import {
  FREE_CREDITS,
  freeExpiry,
  limitsOf,
  monthOf,
  PACKS,
  SCOPES,
  spendableFree,
  TERMS_VERSION,
  type Limits,
  type Pack,
  type Scope,
} from './rules.js'

/**
 * Run a change that authentication may have kept in memory (keys, limits, balances) in one transaction
 * that also announces it to every process on the store (PostgreSQL: a NOTIFY sent at its commit). It is
 * read again from the database afterwards, here whether the change committed or not, elsewhere as soon
 * as the announcement arrives.
 */
async function changing<T>(store: Store, write: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await store.transaction(async (tx) => {
      const out = await write(tx)
      await store.announceChange(tx)
      return out
    })
  } finally {
    forgetCallers(store)
  }
}

type AccountRow = Selectable<AccountsTable>
export type KeyRow = Selectable<ApiKeysTable>

export interface AccountView {
  accountId: string
  email: string
  emailVerified: boolean
  termsVersion: string | null
  termsCurrent: boolean
  freeCredits: number
  freeExpiresAt: string | null
  paidCredits: number
  remainingCredits: number
  limits: Limits
  keys: KeyView[]
}

export interface KeyView {
  keyId: string
  /** The name its owner gave it (null: none). */
  name: string | null
  kind: KeyKind
  prefix: string
  scopes: Scope[]
  state: 'active' | 'revoked' | 'expired'
  createdAt: string
  /** The last authenticated call with it (kept in memory and written every few seconds). */
  lastUsedAt: string | null
  expiresAt: string | null
  monthlyLimit: number | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function parseScopes(list: string | readonly string[] | undefined): Scope[] {
  if (list === undefined) return [...SCOPES]
  const names = (typeof list === 'string' ? list.split(',') : list).map((s) => s.trim()).filter(Boolean)
  if (names.length === 0) throw new AccountRuleError('give at least one scope')
  for (const n of names) {
    if (!(SCOPES as readonly string[]).includes(n)) {
      throw new AccountRuleError(`unknown scope '${n}': scopes are ${SCOPES.join(', ')}`)
    }
  }
  return [...new Set(names)].sort() as Scope[]
}

function keyState(key: Pick<KeyRow, 'revoked_at' | 'expires_at'>, nowMs: number): KeyView['state'] {
  if (key.revoked_at !== null) return 'revoked'
  if (key.expires_at !== null && key.expires_at <= nowMs) return 'expired'
  return 'active'
}

function keyView(k: KeyRow, nowMs: number): KeyView {
  return {
    keyId: k.id,
    name: k.name,
    kind: k.kind,
    prefix: k.display_prefix,
    scopes: k.scopes.split(',') as Scope[],
    state: keyState(k, nowMs),
    createdAt: iso(k.created_at)!,
    lastUsedAt: iso(k.last_used_at),
    expiresAt: iso(k.expires_at),
    monthlyLimit: k.monthly_limit,
  }
}

async function account(store: Store, accountId: string): Promise<AccountRow> {
  const a = await store.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
  if (!a) throw new AccountRuleError(`no account ${accountId}`)
  return a
}

async function key(store: Store, keyId: string): Promise<KeyRow> {
  const k = await store.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst()
  if (!k) throw new AccountRuleError(`no key ${keyId}`)
  return k
}

function requireTermsAndEmail(a: AccountRow, what: string): void {
  if (!a.email_verified) throw new AccountRuleError(`${what} needs a verified email address`)
  if (a.terms_version !== TERMS_VERSION) {
    throw new AccountRuleError(`${what} needs the current beta terms (${TERMS_VERSION}) accepted first`)
  }
}

/** Key names: what a person types to tell keys apart (shown in the portal, never in an answer). */
export const MAX_KEY_NAME = 60

export function checkKeyName(name: string | null | undefined): string | null {
  const n = name?.trim() ?? ''
  if (n === '') return null
  if (n.length > MAX_KEY_NAME)
    throw new AccountRuleError(`a key's name is at most ${MAX_KEY_NAME} characters`)
  if ([...n].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    throw new AccountRuleError("a key's name cannot hold control characters")
  return n
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** RFC 5321's longest address. */
export const MAX_EMAIL = 254

export function normalEmail(email: string): string {
  const e = email.trim().toLowerCase()
  if (e.length > MAX_EMAIL || !EMAIL_PATTERN.test(e)) throw new AccountRuleError('not an email address')
  return e
}

export async function createAccount(
  store: Store,
  input: { email: string; verified?: boolean; acceptTerms?: boolean },
  nowMs: number,
): Promise<{ accountId: string }> {
  const email = normalEmail(input.email)
  const exists = await store.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (exists) throw new AccountRuleError('an account with this email exists')
  const id = newId('acct')
  await store.db
    .insertInto('accounts')
    .values({
      id,
      email,
      email_verified: input.verified ? 1 : 0,
      terms_version: input.acceptTerms ? TERMS_VERSION : null,
      terms_accepted_at: input.acceptTerms ? nowMs : null,
      created_at: nowMs,
      free_credits: 0,
      free_granted_at: null,
      free_expires_at: null,
      paid_credits: 0,
      purchased: 0,
      rate_per_minute: null,
      concurrency: null,
      eph_calls: 0,
    })
    .execute()
  if (input.acceptTerms)
    await store.db
      .insertInto('terms_acceptances')
      .values({ account_id: id, version: TERMS_VERSION, accepted_at: nowMs })
      .execute()
  return { accountId: id }
}

/**
 * The account of an address whose owner has just proved they read its mail (a portal sign-in link): made
 * with the address verified if it is new, verified if it was not yet.
 */
export async function accountForVerifiedEmail(
  store: Store,
  email: string,
  nowMs: number,
): Promise<{ accountId: string; created: boolean }> {
  const e = normalEmail(email)
  const find = () =>
    store.db.selectFrom('accounts').select(['id', 'email_verified']).where('email', '=', e).executeTakeFirst()
  let found = await find()
  if (!found) {
    try {
      const { accountId } = await createAccount(store, { email: e, verified: true }, nowMs)
      return { accountId, created: true }
    } catch (err) {
      // Made meanwhile by another request with the same address (the address is unique).
      found = await find()
      if (!found) throw err
    }
  }
  if (!found.email_verified) await verifyEmail(store, found.id)
  return { accountId: found.id, created: false }
}

export async function verifyEmail(store: Store, accountId: string): Promise<void> {
  await account(store, accountId)
  await store.db.updateTable('accounts').set({ email_verified: 1 }).where('id', '=', accountId).execute()
}

export async function acceptTerms(
  store: Store,
  accountId: string,
  version: string,
  nowMs: number,
): Promise<void> {
  await account(store, accountId)
  if (version !== TERMS_VERSION) throw new AccountRuleError(`the terms in force are ${TERMS_VERSION}`)
  await store.transaction(async (tx) => {
    await tx
      .updateTable('accounts')
      .set({ terms_version: version, terms_accepted_at: nowMs })
      .where('id', '=', accountId)
      .execute()
    await tx
      .insertInto('terms_acceptances')
      .values({ account_id: accountId, version, accepted_at: nowMs })
      .onConflict((oc) => oc.columns(['account_id', 'version']).doNothing())
      .execute()
  })
}

export async function showAccount(store: Store, accountId: string, nowMs: number): Promise<AccountView> {
  const a = await account(store, accountId)
  const keys = await store.db
    .selectFrom('api_keys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const free = spendableFree(a.free_credits, a.free_expires_at, nowMs)
  return {
    accountId: a.id,
    email: a.email,
    emailVerified: a.email_verified === 1,
    termsVersion: a.terms_version,
    termsCurrent: a.terms_version === TERMS_VERSION,
    freeCredits: free,
    freeExpiresAt: iso(a.free_expires_at),
    paidCredits: a.paid_credits,
    remainingCredits: free + a.paid_credits,
    limits: limitsOf(a),
    keys: keys.map((k) => keyView(k, nowMs)),
  }
}

/**
 * A new key; its secret is returned once and never stored. The first live key of an account with
 * the current terms accepted and a verified email grants the one-time 100 free credits, valid 60 days.
 */
export async function createKey(
  store: Store,
  serverSecret: string,
  input: {
    accountId: string
    kind: KeyKind
    scopes?: Scope[]
    monthlyLimit?: number | null
    expiresAtMs?: number | null
    name?: string | null
  },
  nowMs: number,
): Promise<{ keyId: string; secret: string }> {
  const name = checkKeyName(input.name)
  if (input.expiresAtMs != null && input.expiresAtMs <= nowMs)
    throw new AccountRuleError('the expiry must be in the future')
  if (input.monthlyLimit != null && (!Number.isInteger(input.monthlyLimit) || input.monthlyLimit < 0)) {
    throw new AccountRuleError('the monthly limit is a whole number of credits, 0 or more')
  }
  const secret = newSecret(input.kind)
  const keyId = newId('key')
  await changing(store, async (tx) => {
    if (!(await store.lockAccount(tx, input.accountId)))
      throw new AccountRuleError(`no account ${input.accountId}`)
    const a = (await tx
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', input.accountId)
      .executeTakeFirst())!
    if (input.kind === 'live') requireTermsAndEmail(a, 'a live key')
    await tx
      .insertInto('api_keys')
      .values({
        id: keyId,
        account_id: input.accountId,
        kind: input.kind,
        secret_hash: hashSecret(secret, serverSecret),
        display_prefix: displayPrefix(secret),
        scopes: (input.scopes ?? [...SCOPES]).join(','),
        created_at: nowMs,
        expires_at: input.expiresAtMs ?? null,
        revoked_at: null,
        rotated_at: null,
        monthly_limit: input.monthlyLimit ?? null,
        name,
        last_used_at: null,
      })
      .execute()
    if (input.kind === 'live' && a.free_granted_at === null) {
      await tx
        .updateTable('accounts')
        .set({ free_credits: FREE_CREDITS, free_granted_at: nowMs, free_expires_at: freeExpiry(nowMs) })
        .where('id', '=', a.id)
        .execute()
      await tx
        .insertInto('ledger')
        .values({
          id: newId('led'),
          account_id: a.id,
          kind: 'free_grant',
          key_id: keyId,
          request_id: null,
          operation: null,
          units: FREE_CREDITS,
          free_units: FREE_CREDITS,
          paid_units: 0,
          pack: null,
          idempotency_id: null,
          created_at: nowMs,
        })
        .execute()
    }
  })
  return { keyId, secret }
}

export async function revokeKey(store: Store, keyId: string, nowMs: number): Promise<void> {
  const k = await key(store, keyId)
  if (k.revoked_at !== null) return
  await changing(store, (tx) =>
    tx.updateTable('api_keys').set({ revoked_at: nowMs }).where('id', '=', keyId).execute(),
  )
}

/** A new secret for the same key (same scopes and limit); the old secret stops working at once. */
export async function rotateKey(store: Store, serverSecret: string, keyId: string, nowMs: number) {
  const k = await key(store, keyId)
  if (k.revoked_at !== null) throw new AccountRuleError(`key ${keyId} is revoked`)
  const secret = newSecret(k.kind)
  await changing(store, (tx) =>
    tx
      .updateTable('api_keys')
      .set({
        secret_hash: hashSecret(secret, serverSecret),
        display_prefix: displayPrefix(secret),
        rotated_at: nowMs,
      })
      .where('id', '=', keyId)
      .execute(),
  )
  return { keyId, secret }
}

export async function renameKey(store: Store, keyId: string, name: string | null): Promise<void> {
  await key(store, keyId)
  const n = checkKeyName(name)
  await store.db.updateTable('api_keys').set({ name: n }).where('id', '=', keyId).execute()
}

export async function setScopes(store: Store, keyId: string, scopes: Scope[]): Promise<void> {
  await key(store, keyId)
  await changing(store, (tx) =>
    tx
      .updateTable('api_keys')
      .set({ scopes: scopes.join(',') })
      .where('id', '=', keyId)
      .execute(),
  )
}

/**
 * Set or clear a key's monthly limit. Credits are counted against a key's month only while it has a
 * limit, so a limit set where there was none starts from what the key has been charged this month (the
 * ledger), not from zero: a limit of 500 set on the 20th allows 500 for the whole month.
 */
export async function setMonthlyLimit(
  store: Store,
  keyId: string,
  limit: number | null,
  nowMs: number,
): Promise<void> {
  const k = await key(store, keyId)
  if (limit !== null && (!Number.isInteger(limit) || limit < 0)) {
    throw new AccountRuleError('the monthly limit is a whole number of credits, 0 or more')
  }
  await changing(store, async (tx) => {
    if (!(await store.lockAccount(tx, k.account_id))) throw new AccountRuleError(`no key ${keyId}`)
    const before = await tx
      .selectFrom('api_keys')
      .select('monthly_limit')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow()
    await tx.updateTable('api_keys').set({ monthly_limit: limit }).where('id', '=', keyId).execute()
    if (limit === null || before.monthly_limit !== null) return
    const month = monthOf(nowMs)
    const spent = await tx
      .selectFrom('ledger')
      .select((eb) => eb.fn.sum<number>('units').as('units'))
      .where('account_id', '=', k.account_id)
      .where('created_at', '>=', Date.parse(`${month}-01T00:00:00Z`))
      .where('key_id', '=', keyId)
      .where('kind', '=', 'charge')
      .executeTakeFirst()
    const units = Number(spent?.units ?? 0)
    await tx
      .insertInto('key_months')
      .values({ key_id: keyId, month, units })
      .onConflict((oc) => oc.columns(['key_id', 'month']).doUpdateSet({ units }))
      .execute()
  })
}

/** Add a pack's credits to a locked account, with its ledger line. */
async function creditPack(tx: Transaction<Database>, a: AccountRow, pack: Pack, nowMs: number) {
  const credits = PACKS[pack]
  await tx
    .updateTable('accounts')
    .set({ paid_credits: a.paid_credits + credits, purchased: 1 })
    .where('id', '=', a.id)
    .execute()
  await tx
    .insertInto('ledger')
    .values({
      id: newId('led'),
      account_id: a.id,
      kind: 'purchase',
      key_id: null,
      request_id: null,
      operation: null,
      units: credits,
      free_units: 0,
      paid_units: credits,
      pack,
      idempotency_id: null,
      created_at: nowMs,
    })
    .execute()
  return credits
}

function packOf(name: string): Pack {
  if (!Object.hasOwn(PACKS, name)) throw new AccountRuleError(`packs are ${Object.keys(PACKS).join(', ')}`)
  return name as Pack
}

/** Record a paid pack (the payment itself is the portal's, or an operator's): paid credits never expire. */
export async function purchase(store: Store, accountId: string, pack: Pack, nowMs: number) {
  packOf(pack)
  const credits = await changing(store, async (tx) => {
    if (!(await store.lockAccount(tx, accountId))) throw new AccountRuleError(`no account ${accountId}`)
    const a = (await tx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst())!
    requireTermsAndEmail(a, 'a purchase')
    return creditPack(tx, a, pack, nowMs)
  })
  return { accountId, pack, credits }
}

/**
 * A card payment begins (spec §5.6: the terms and a verified address first): `paymentId` is the payment
 * provider's id for it, credited once by completePayment.
 */
export async function openPayment(
  store: Store,
  input: { accountId: string; pack: Pack; paymentId: string; amountCents: number },
  nowMs: number,
): Promise<void> {
  packOf(input.pack)
  await store.db
    .insertInto('payments')
    .values({
      id: input.paymentId,
      account_id: input.accountId,
      pack: input.pack,
      amount_cents: input.amountCents,
      state: 'open',
      created_at: nowMs,
      paid_at: null,
    })
    .execute()
}

/** Check that an account may pay now (spec §5.6), before a payment is opened with the provider. */
export async function checkMayPurchase(store: Store, accountId: string): Promise<void> {
  requireTermsAndEmail(await account(store, accountId), 'a purchase')
}

/**
 * The provider says the payment `paymentId` is paid: its pack is credited, once, however often this is
 * called (the provider retries its notices). The terms were checked when the payment opened: money taken
 * is credited even if new terms came out meanwhile.
 */
export async function completePayment(
  store: Store,
  paymentId: string,
  paid: { amountCents: number | null; currency: string | null },
  nowMs: number,
): Promise<{ credited: boolean; accountId: string; pack: Pack; credits: number; mismatch?: true } | null> {
  const p = await store.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst()
  if (!p) return null
  const pack = packOf(p.pack)
  // Credited only for the price the payment was opened with.
  if (paid.amountCents !== p.amount_cents || paid.currency !== 'usd')
    return { credited: false, accountId: p.account_id, pack, credits: 0, mismatch: true }
  const credited = await changing(store, async (tx) => {
    if (!(await store.lockAccount(tx, p.account_id))) return false
    const marked = await tx
      .updateTable('payments')
      .set({ state: 'paid', paid_at: nowMs })
      .where('id', '=', paymentId)
      .where('state', '=', 'open')
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) !== 1) return false
    const a = (await tx.selectFrom('accounts').selectAll().where('id', '=', p.account_id).executeTakeFirst())!
    await creditPack(tx, a, pack, nowMs)
    return true
  })
  return { credited, accountId: p.account_id, pack, credits: PACKS[pack] }
}

/** A key of this account (the portal acts only on its own account's keys). */
export async function keyOfAccount(store: Store, accountId: string, keyId: string): Promise<KeyRow> {
  const k = await store.db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  if (!k) throw new AccountRuleError('no such key in this account')
  return k
}

/** Record the last use of keys (noted in memory by authentication): never moves a time back. In the
 *  order of the keys' ids, as every process writes them: two flushes never wait on each other in a
 *  circle (PostgreSQL would end one of them as a deadlock). */
export async function recordKeyUses(store: Store, uses: ReadonlyMap<string, number>): Promise<void> {
  if (uses.size === 0) return
  const ordered = [...uses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  await store.transaction(async (tx) => {
    for (const [keyId, at] of ordered) {
      await tx
        .updateTable('api_keys')
        .set({ last_used_at: at })
        .where('id', '=', keyId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
        .execute()
    }
  })
}

/** An operator's override of the rate and concurrency limits of one account (null: the default). */
export async function setLimits(
  store: Store,
  accountId: string,
  limits: { perMinute?: number | null; concurrency?: number | null },
): Promise<Limits> {
  await account(store, accountId)
  for (const [name, v] of Object.entries(limits)) {
    if (v != null && (!Number.isInteger(v) || v < 1))
      throw new AccountRuleError(`${name} must be a whole number, 1 or more`)
  }
  const set: { rate_per_minute?: number | null; concurrency?: number | null } = {}
  if (limits.perMinute !== undefined) set.rate_per_minute = limits.perMinute
  if (limits.concurrency !== undefined) set.concurrency = limits.concurrency
  if (Object.keys(set).length)
    await changing(store, (tx) => tx.updateTable('accounts').set(set).where('id', '=', accountId).execute())
  return limitsOf(await account(store, accountId))
}
