/**
 * Accounts, keys, credits: the rules of spec §3–§5 over a Store. One `Accounts` per process; it knows
 * the server secret (key hashes) and its own server id (whose holds it settles).
 */
import { createHmac } from 'node:crypto'
import type { Store } from '../store/index.js'
import * as admin from './admin.js'
import { authenticate, authenticateKeyId, freshBalance, noteBalance, withBalance } from './auth.js'
import * as billing from './billing.js'
import { AccountError } from './errors.js'
import { newId, newServerSecret } from './keys.js'
import type { Caller } from './auth.js'
import type { Pack, Price, Scope } from './rules.js'

export { AccountError, AccountRuleError, type AccountErrorCode } from './errors.js'
export * from './rules.js'
export type { AccountView, KeyView } from './admin.js'
export { checkKeyName, MAX_EMAIL, MAX_KEY_NAME, normalEmail, parseScopes } from './admin.js'
export type { Caller } from './auth.js'
export type { ChargeRequest, HoldTicket, Usage } from './billing.js'
export type { KeyKind } from './keys.js'

/** The server secret: GRAHA_SECRET when set, else the one kept in the store (made on first start). */
export async function serverSecretOf(store: Store, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv
  await store.db
    .insertInto('meta')
    .values({ key: 'server_secret', value: newServerSecret() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await store.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'server_secret')
    .executeTakeFirstOrThrow()
  return row.value
}

export class Accounts {
  readonly serverId = newId('srv')

  constructor(
    readonly store: Store,
    private readonly serverSecret: string,
  ) {}

  static async open(store: Store, secretFromEnv?: string): Promise<Accounts> {
    return new Accounts(store, await serverSecretOf(store, secretFromEnv))
  }

  /** The key behind `computationId` (architecture.md, Privacy): derived from the server secret, so ids
   *  are stable across processes that share it and cannot be recomputed by trying birth dates. */
  computationKey(): Buffer {
    return this.derivedKey('graha computationId v1')
  }

  /** A key for one purpose (`label`), derived from the server secret: the portal seals its cookies with
   *  one. Shared by the processes that share the secret. */
  derivedKey(label: string): Buffer {
    return createHmac('sha256', this.serverSecret).update(label).digest()
  }

  /** The last use of each key since the last flush (written by flushKeyUses). */
  private readonly uses = new Map<string, number>()

  async authenticate(authorization: string | undefined, scope: Scope, nowMs: number) {
    const caller = await authenticate(this.store, this.serverSecret, authorization, scope, nowMs)
    this.uses.set(caller.keyId, nowMs)
    return caller
  }

  /** A call the server makes for one of an account's keys (the portal's playground): the key's checks. */
  async authenticateKeyId(keyId: string, scope: Scope, nowMs: number) {
    const caller = await authenticateKeyId(this.store, keyId, scope, nowMs)
    this.uses.set(caller.keyId, nowMs)
    return caller
  }

  /** Write the keys' last uses noted since the last time (the server does every few seconds, and the
   *  portal before it shows the keys). */
  async flushKeyUses(): Promise<void> {
    if (this.uses.size === 0) return
    const uses = new Map(this.uses)
    this.uses.clear()
    try {
      await admin.recordKeyUses(this.store, uses)
    } catch (err) {
      // Kept for the next flush, unless a newer use was noted meanwhile.
      for (const [k, at] of uses) if ((this.uses.get(k) ?? 0) < at) this.uses.set(k, at)
      throw err
    }
  }
  hold(req: billing.ChargeRequest, nowMs: number) {
    return billing.hold(this.store, this.serverId, req, nowMs)
  }
  /** Charge a successful call (see billing.settle); what it committed becomes the balance hint. */
  async settle(req: billing.ChargeRequest, nowMs: number): Promise<billing.Usage> {
    try {
      const { usage, balance } = await billing.settle(this.store, req, nowMs)
      noteBalance(this.store, req.accountId, balance)
      return usage
    } catch (err) {
      // Refused for want of credits: the next check before the work should know it.
      if (err instanceof AccountError && err.code === 'credits_exhausted')
        await freshBalance(this.store, req.accountId)
      throw err
    }
  }
  /** Whether a settle-mode call can be paid, checked before its work. A refusal from a balance kept in
   *  memory is checked again against the database: only the database may refuse. */
  async precheck(caller: Caller, price: Price, body: unknown, nowMs: number): Promise<AccountError | null> {
    const refusal = billing.precheck(caller, price, body)
    if (!refusal || !caller.balanceFromMemory) return refusal
    const b = await freshBalance(this.store, caller.accountId)
    if (!b) return refusal
    return billing.precheck(withBalance(caller, b, nowMs, false), price, body)
  }
  /** What a call's Idempotency-Key says before its work (see billing.idempotencyCheck). */
  idempotencyCheck(req: billing.ChargeRequest, nowMs: number) {
    return billing.idempotencyCheck(this.store, req, nowMs)
  }
  capture(ticket: billing.HoldTicket, nowMs: number) {
    return billing.capture(this.store, ticket, nowMs)
  }
  release(ticket: billing.HoldTicket) {
    return billing.release(this.store, ticket)
  }
  heartbeat(nowMs: number) {
    return billing.heartbeat(this.store, this.serverId, nowMs)
  }
  sweep(nowMs: number) {
    return billing.sweep(this.store, nowMs)
  }

  createAccount(input: { email: string; verified?: boolean; acceptTerms?: boolean }, nowMs: number) {
    return admin.createAccount(this.store, input, nowMs)
  }
  verifyEmail(accountId: string) {
    return admin.verifyEmail(this.store, accountId)
  }
  acceptTerms(accountId: string, version: string, nowMs: number) {
    return admin.acceptTerms(this.store, accountId, version, nowMs)
  }
  showAccount(accountId: string, nowMs: number) {
    return admin.showAccount(this.store, accountId, nowMs)
  }
  createKey(input: Parameters<typeof admin.createKey>[2], nowMs: number) {
    return admin.createKey(this.store, this.serverSecret, input, nowMs)
  }
  revokeKey(keyId: string, nowMs: number) {
    return admin.revokeKey(this.store, keyId, nowMs)
  }
  rotateKey(keyId: string, nowMs: number) {
    return admin.rotateKey(this.store, this.serverSecret, keyId, nowMs)
  }
  renameKey(keyId: string, name: string | null) {
    return admin.renameKey(this.store, keyId, name)
  }
  setScopes(keyId: string, scopes: Scope[]) {
    return admin.setScopes(this.store, keyId, scopes)
  }
  setMonthlyLimit(keyId: string, limit: number | null, nowMs: number) {
    return admin.setMonthlyLimit(this.store, keyId, limit, nowMs)
  }
  purchase(accountId: string, pack: Pack, nowMs: number) {
    return admin.purchase(this.store, accountId, pack, nowMs)
  }
  accountForVerifiedEmail(email: string, nowMs: number) {
    return admin.accountForVerifiedEmail(this.store, email, nowMs)
  }
  keyOfAccount(accountId: string, keyId: string) {
    return admin.keyOfAccount(this.store, accountId, keyId)
  }
  checkMayPurchase(accountId: string) {
    return admin.checkMayPurchase(this.store, accountId)
  }
  openPayment(input: Parameters<typeof admin.openPayment>[1], nowMs: number) {
    return admin.openPayment(this.store, input, nowMs)
  }
  completePayment(
    paymentId: string,
    paid: { amountCents: number | null; currency: string | null },
    nowMs: number,
  ) {
    return admin.completePayment(this.store, paymentId, paid, nowMs)
  }
  setLimits(accountId: string, limits: { perMinute?: number | null; concurrency?: number | null }) {
    return admin.setLimits(this.store, accountId, limits)
  }
  /** Whether the store has no account yet (first start). */
  async isEmpty(): Promise<boolean> {
    return (await this.store.db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) === undefined
  }
}
