/**
 * Credits for live calls (spec §3.1, §4, §4.14): a hold before the work, captured on a 2xx answer or
 * released otherwise, every charge a ledger row, so that concurrent calls, several processes and a
 * crash at any instant never overspend, never charge a failed call and never charge twice.
 *
 * Block billing (§4.14) is settled per account: the call whose success starts a new block of 10 pays
 * 1 credit. So that this never needs a credit the account no longer has, a block-billed call that might
 * start a block (counting the calls in flight before it) first sets one credit aside in the account's
 * block reserve; the reserve is trimmed back to what the calls still in flight may need whenever one of
 * them ends. Sequential calls are charged on calls 1, 11, 21, …; failed calls count for nothing.
 *
 * Invariant, per account: Σ ledger(free_units + paid_units) = free + paid balance + Σ held units
 * + block reserve.
 */
import type { Selectable, Transaction } from 'kysely'
import type { Store } from '../store/index.js'
import type { AccountsTable, Database } from '../store/schema.js'
import { AccountError } from './errors.js'
import { newId, sha256 } from './keys.js'
import {
  EPHEMERIS_BLOCK,
  fixedUnits,
  IDEMPOTENCY_WINDOW_MS,
  monthOf,
  spendableFree,
  splitUnits,
  type Price,
} from './rules.js'

export interface HoldRequest {
  accountId: string
  keyId: string
  /** The operation's name (its operationId), recorded in the ledger. */
  operation: string
  price: Price
  body: unknown
  requestId: string
  /** The Idempotency-Key header, if sent. */
  idempotencyKey?: string | undefined
}

export interface HoldTicket {
  holdId: string | null
  accountId: string
  /** A retry of an already charged request: answered again, charged nothing. */
  replay: boolean
}

export interface Usage {
  units_charged: number
  remaining_credits: number
}

type Tx = Transaction<Database>

/** JSON with sorted keys, so that the same request hashes the same however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

type Account = Selectable<AccountsTable>
type AccountUpdate = Partial<Omit<Account, 'id'>>

async function lockedAccount(store: Store, tx: Tx, accountId: string): Promise<Account> {
  await store.lockAccount(tx, accountId)
  return tx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow()
}

/** Write the fields of `a` that differ from `before`. */
async function saveAccount(tx: Tx, before: Account, a: Account): Promise<void> {
  const set: AccountUpdate = {}
  for (const k of Object.keys(a) as (keyof Account)[]) {
    if (k !== 'id' && a[k] !== before[k]) (set as Record<string, unknown>)[k] = a[k]
  }
  if (Object.keys(set).length) await tx.updateTable('accounts').set(set).where('id', '=', a.id).execute()
}

async function ledgerRow(tx: Tx, row: Omit<Selectable<Database['ledger']>, 'id'>): Promise<void> {
  await tx
    .insertInto('ledger')
    .values({ id: newId('led'), ...row })
    .execute()
}

/** Free credits past their 60 days (in the balance or the block reserve) are removed, with a ledger
 *  row, the first time we look. Mutates `a`. */
async function expireFree(tx: Tx, a: Account, nowMs: number): Promise<void> {
  const lapsed = a.free_credits + a.eph_reserve_free
  if (lapsed === 0 || a.free_expires_at === null || nowMs < a.free_expires_at) return
  a.free_credits = 0
  a.eph_reserve_free = 0
  await ledgerRow(tx, {
    account_id: a.id,
    kind: 'free_expiry',
    key_id: null,
    request_id: null,
    operation: null,
    units: lapsed,
    free_units: -lapsed,
    paid_units: 0,
    pack: null,
    idempotency_id: null,
    created_at: nowMs,
  })
}

const blocksFor = (calls: number) => Math.ceil(calls / EPHEMERIS_BLOCK)

/** Give back the block reserve the calls still in flight can no longer need (paid credits first,
 *  so that free ones stay the first spent). Mutates `a`. */
function trimReserve(a: Account): void {
  const mayNeed = Math.max(0, blocksFor(a.eph_calls + a.eph_in_flight) - a.eph_paid_blocks)
  let excess = a.eph_reserve_free + a.eph_reserve_paid - mayNeed
  if (excess <= 0) return
  const paid = Math.min(excess, a.eph_reserve_paid)
  a.eph_reserve_paid -= paid
  a.paid_credits += paid
  excess -= paid
  a.eph_reserve_free -= excess
  a.free_credits += excess
}

async function keyMonthUnits(tx: Tx, keyId: string, month: string): Promise<number> {
  const row = await tx
    .selectFrom('key_months')
    .select('units')
    .where('key_id', '=', keyId)
    .where('month', '=', month)
    .executeTakeFirst()
  return row?.units ?? 0
}

async function addKeyMonthUnits(tx: Tx, keyId: string, month: string, delta: number): Promise<void> {
  if (delta === 0) return
  await tx
    .insertInto('key_months')
    .values({ key_id: keyId, month, units: delta })
    .onConflict((oc) =>
      oc.columns(['key_id', 'month']).doUpdateSet((eb) => ({ units: eb('key_months.units', '+', delta) })),
    )
    .execute()
}

const exhausted = (units: number, available: number) =>
  new AccountError(
    'credits_exhausted',
    `this call costs ${units} credit${units === 1 ? '' : 's'} and the account has ${available}: buy a credit pack`,
  )
const keyLimit = (limit: number) =>
  new AccountError(
    'key_credit_limit_reached',
    `this key has reached its monthly limit of ${limit} credits (it resets on the 1st, UTC)`,
  )

/** Take the credits of a live call before its work. Throws AccountError (402, 429, 400) instead. */
export async function hold(
  store: Store,
  serverId: string,
  req: HoldRequest,
  nowMs: number,
): Promise<HoldTicket> {
  const units = fixedUnits(req.price, req.body)
  const blockBilled = req.price.kind === 'ephemeris-block'
  const month = monthOf(nowMs)
  // A refusal is returned from the transaction, not thrown in it, so that what the transaction found
  // on the way (free credits past their 60 days) is still recorded when the call is refused.
  const outcome = await store.transaction(async (tx): Promise<HoldTicket | AccountError> => {
    const before = await lockedAccount(store, tx, req.accountId)
    const a = { ...before }
    await expireFree(tx, a, nowMs)
    const available = a.free_credits + a.paid_credits
    // Whatever else happens, what expireFree found is recorded: a refusal commits it too.
    const refuse = async (err: AccountError) => {
      await saveAccount(tx, before, a)
      return err
    }

    // Idempotency: decide first (a retry of a charged request is answered whatever the balance now).
    let idempotency: {
      write: 'insert' | 'reuse' | 'restart'
      id: string
      keyHash: string
      requestHash: string
    } | null = null
    if (req.idempotencyKey !== undefined) {
      const keyHash = sha256(req.idempotencyKey)
      const requestHash = sha256(`${req.operation}\n${canonical(req.body)}`)
      const prior = await tx
        .selectFrom('idempotency')
        .selectAll()
        .where('account_id', '=', req.accountId)
        .where('key_hash', '=', keyHash)
        .executeTakeFirst()
      if (prior && prior.created_at > nowMs - IDEMPOTENCY_WINDOW_MS) {
        if (prior.request_hash !== requestHash) {
          return new AccountError(
            'idempotency_key_reused',
            'this Idempotency-Key was used in the last 24 hours with a different request: use a new key for a new request',
          )
        }
        if (prior.state === 'charged') return { holdId: null, accountId: req.accountId, replay: true }
        if (prior.state === 'in_flight') {
          return new AccountError(
            'concurrency_limit',
            'a request with this Idempotency-Key is still in progress',
            1,
          )
        }
        idempotency = { write: 'reuse', id: prior.id, keyHash, requestHash }
      } else {
        idempotency = {
          write: prior ? 'restart' : 'insert',
          id: prior?.id ?? newId('idem'),
          keyHash,
          requestHash,
        }
      }
    }

    const k = await tx
      .selectFrom('api_keys')
      .select('monthly_limit')
      .where('id', '=', req.keyId)
      .executeTakeFirstOrThrow()
    const keyUsed = k.monthly_limit === null ? 0 : await keyMonthUnits(tx, req.keyId, month)
    const keyRoom = k.monthly_limit === null ? Infinity : k.monthly_limit - keyUsed

    let held = { free: 0, paid: 0 }
    if (blockBilled) {
      // If every block-billed call in flight, and this one, succeeded: is a block left unpaid for?
      const owed =
        blocksFor(a.eph_calls + a.eph_in_flight + 1) -
        a.eph_paid_blocks -
        a.eph_reserve_free -
        a.eph_reserve_paid
      if (owed > 0) {
        if (1 > keyRoom) return refuse(keyLimit(k.monthly_limit!))
        const split = splitUnits(1, a.free_credits, a.paid_credits)
        if (!split) return refuse(exhausted(1, available))
        a.free_credits -= split.free
        a.paid_credits -= split.paid
        a.eph_reserve_free += split.free
        a.eph_reserve_paid += split.paid
      }
      a.eph_in_flight += 1
    } else {
      if (units > available) return refuse(exhausted(units, available))
      if (units > keyRoom) return refuse(keyLimit(k.monthly_limit!))
      held = splitUnits(units, a.free_credits, a.paid_credits)!
      a.free_credits -= held.free
      a.paid_credits -= held.paid
    }

    if (idempotency?.write === 'insert') {
      await tx
        .insertInto('idempotency')
        .values({
          id: idempotency.id,
          account_id: req.accountId,
          key_hash: idempotency.keyHash,
          request_hash: idempotency.requestHash,
          state: 'in_flight',
          created_at: nowMs,
        })
        .execute()
    } else if (idempotency) {
      const set =
        idempotency.write === 'restart'
          ? { request_hash: idempotency.requestHash, state: 'in_flight' as const, created_at: nowMs }
          : { state: 'in_flight' as const }
      await tx.updateTable('idempotency').set(set).where('id', '=', idempotency.id).execute()
    }
    await saveAccount(tx, before, a)
    const keyUnits = k.monthly_limit === null ? 0 : held.free + held.paid
    await addKeyMonthUnits(tx, req.keyId, month, keyUnits)
    const holdId = newId('hold')
    await tx
      .insertInto('holds')
      .values({
        id: holdId,
        account_id: a.id,
        key_id: req.keyId,
        request_id: req.requestId,
        operation: req.operation,
        free_units: held.free,
        paid_units: held.paid,
        key_units: keyUnits,
        month,
        block_billed: blockBilled ? 1 : 0,
        idempotency_id: idempotency?.id ?? null,
        server_id: serverId,
        created_at: nowMs,
      })
      .execute()
    return { holdId, accountId: a.id, replay: false }
  })
  if (outcome instanceof AccountError) throw outcome
  return outcome
}

async function remaining(tx: Tx, accountId: string, nowMs: number): Promise<number> {
  const a = await tx
    .selectFrom('accounts')
    .select(['free_credits', 'free_expires_at', 'paid_credits'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  return spendableFree(a.free_credits, a.free_expires_at, nowMs) + a.paid_credits
}

/** The call answered 2xx: charge it. Returns the envelope's usage. A block-billed call whose key
 *  reached its monthly limit meanwhile is refused instead (402), and nothing is charged. */
export async function capture(store: Store, ticket: HoldTicket, nowMs: number): Promise<Usage> {
  if (ticket.replay || ticket.holdId === null) {
    return {
      units_charged: 0,
      remaining_credits: await remaining(store.db as unknown as Tx, ticket.accountId, nowMs),
    }
  }
  const holdId = ticket.holdId
  const outcome = await store.transaction(async (tx): Promise<Usage | AccountError> => {
    const before = await lockedAccount(store, tx, ticket.accountId)
    const a = { ...before }
    await expireFree(tx, a, nowMs)
    const h = await tx.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst()
    if (!h) throw new Error(`hold ${holdId} is gone (released by the sweeper?)`)
    let charged = { free: h.free_units, paid: h.paid_units }
    let keyDelta = 0
    if (h.block_billed) {
      charged = { free: 0, paid: 0 }
      a.eph_calls += 1
      a.eph_in_flight -= 1
      if (blocksFor(a.eph_calls) > a.eph_paid_blocks) {
        // This success starts a new block of 10: it pays its credit, from the reserve.
        const k = await tx
          .selectFrom('api_keys')
          .select('monthly_limit')
          .where('id', '=', h.key_id)
          .executeTakeFirstOrThrow()
        if (k.monthly_limit !== null && (await keyMonthUnits(tx, h.key_id, h.month)) + 1 > k.monthly_limit) {
          await saveAccount(tx, before, {
            ...a,
            eph_calls: before.eph_calls,
            eph_in_flight: before.eph_in_flight,
          })
          return keyLimit(k.monthly_limit)
        }
        if (a.eph_reserve_free > 0) {
          a.eph_reserve_free -= 1
          charged = { free: 1, paid: 0 }
        } else if (a.eph_reserve_paid > 0) {
          a.eph_reserve_paid -= 1
          charged = { free: 0, paid: 1 }
        } else {
          // The reserve lost its free credits to their expiry while the call ran.
          const split = splitUnits(1, a.free_credits, a.paid_credits)
          if (!split) {
            await saveAccount(tx, before, {
              ...a,
              eph_calls: before.eph_calls,
              eph_in_flight: before.eph_in_flight,
            })
            return exhausted(1, a.free_credits + a.paid_credits)
          }
          a.free_credits -= split.free
          a.paid_credits -= split.paid
          charged = split
        }
        a.eph_paid_blocks += 1
        keyDelta = k.monthly_limit === null ? 0 : 1
      }
      trimReserve(a)
    }
    await saveAccount(tx, before, a)
    await addKeyMonthUnits(tx, h.key_id, h.month, keyDelta)
    const units = charged.free + charged.paid
    await ledgerRow(tx, {
      account_id: a.id,
      kind: 'charge',
      key_id: h.key_id,
      request_id: h.request_id,
      operation: h.operation,
      units,
      free_units: -charged.free,
      paid_units: -charged.paid,
      pack: null,
      idempotency_id: h.idempotency_id,
      created_at: nowMs,
    })
    await tx.deleteFrom('holds').where('id', '=', h.id).execute()
    if (h.idempotency_id) {
      await tx
        .updateTable('idempotency')
        .set({ state: 'charged' })
        .where('id', '=', h.idempotency_id)
        .execute()
    }
    return {
      units_charged: units,
      remaining_credits: spendableFree(a.free_credits, a.free_expires_at, nowMs) + a.paid_credits,
    }
  })
  if (outcome instanceof AccountError) throw outcome
  return outcome
}

async function releaseHold(store: Store, tx: Tx, holdId: string, accountId: string): Promise<void> {
  const before = await lockedAccount(store, tx, accountId)
  const h = await tx.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst()
  if (!h) return
  const a = { ...before }
  a.free_credits += h.free_units
  a.paid_credits += h.paid_units
  if (h.block_billed) {
    a.eph_in_flight -= 1
    trimReserve(a)
  }
  await saveAccount(tx, before, a)
  await addKeyMonthUnits(tx, h.key_id, h.month, -h.key_units)
  await tx.deleteFrom('holds').where('id', '=', h.id).execute()
  if (h.idempotency_id) {
    await tx
      .updateTable('idempotency')
      .set({ state: 'released' })
      .where('id', '=', h.idempotency_id)
      .execute()
  }
}

/** The call did not answer 2xx: give the held credits back. */
export async function release(store: Store, ticket: HoldTicket): Promise<void> {
  if (ticket.replay || ticket.holdId === null) return
  const holdId = ticket.holdId
  await store.transaction((tx) => releaseHold(store, tx, holdId, ticket.accountId))
}

/** How long a server may miss its heartbeat before its holds are released by another. */
export const SERVER_TIMEOUT_MS = 15_000
/** No request holds credits longer than this, whoever holds them. */
export const MAX_HOLD_MS = 15 * 60_000

export async function heartbeat(store: Store, serverId: string, nowMs: number): Promise<void> {
  await store.db
    .insertInto('servers')
    .values({ id: serverId, heartbeat_at: nowMs })
    .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: nowMs }))
    .execute()
}

/**
 * Release the holds no live server will settle: those of servers silent for SERVER_TIMEOUT_MS (a crash)
 * and any older than MAX_HOLD_MS. Returns how many were released.
 */
export async function sweep(store: Store, nowMs: number): Promise<number> {
  const live = store.db
    .selectFrom('servers')
    .select('id')
    .where('heartbeat_at', '>=', nowMs - SERVER_TIMEOUT_MS)
  const stale = await store.db
    .selectFrom('holds')
    .select(['id', 'account_id'])
    .where((eb) => eb.or([eb('server_id', 'not in', live), eb('created_at', '<', nowMs - MAX_HOLD_MS)]))
    .execute()
  for (const h of stale) await store.transaction((tx) => releaseHold(store, tx, h.id, h.account_id))
  await store.db
    .deleteFrom('idempotency')
    .where('created_at', '<', nowMs - IDEMPOTENCY_WINDOW_MS)
    .execute()
  await store.db
    .deleteFrom('servers')
    .where('heartbeat_at', '<', nowMs - 3_600_000)
    .execute()
  return stale.length
}
