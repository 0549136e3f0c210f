/**
 * Credits for live calls (spec §3.1, §4, §4.14): a hold before the work, captured on a 2xx answer or
 * released otherwise, every charge a ledger row, so that concurrent calls, several processes and a
 * crash at any instant never overspend, never charge a failed call and never charge twice.
 *
 * Invariant, per account: Σ ledger(free_units + paid_units) = free + paid balance + Σ held units.
 */
import type { Transaction } from 'kysely'
import type { Store } from '../store/index.js'
import type { Database } from '../store/schema.js'
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

async function lockedAccount(store: Store, tx: Tx, accountId: string) {
  await store.lockAccount(tx, accountId)
  const a = await tx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow()
  return a
}

/** Free credits past their 60 days are removed, with a ledger row, the first time we look. */
async function expireFree(
  tx: Tx,
  a: { id: string; free_credits: number; free_expires_at: number | null },
  nowMs: number,
) {
  if (a.free_credits === 0 || a.free_expires_at === null || nowMs < a.free_expires_at) return a.free_credits
  await tx.updateTable('accounts').set({ free_credits: 0 }).where('id', '=', a.id).execute()
  await tx
    .insertInto('ledger')
    .values({
      id: newId('led'),
      account_id: a.id,
      kind: 'free_expiry',
      key_id: null,
      request_id: null,
      operation: null,
      units: a.free_credits,
      free_units: -a.free_credits,
      paid_units: 0,
      pack: null,
      idempotency_id: null,
      created_at: nowMs,
    })
    .execute()
  return 0
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
    const a = await lockedAccount(store, tx, req.accountId)
    const free = await expireFree(tx, a, nowMs)
    const available = free + a.paid_credits

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

    let reserve: number
    if (blockBilled) {
      // Reserve the credit a block opener pays when there is one to reserve; whether this call opens
      // a block is settled when it succeeds (only successful calls count). An unfunded call that is
      // next in line to open a block, with none in flight before it, cannot succeed: refuse it now.
      reserve = available >= 1 && keyRoom >= 1 ? 1 : 0
      if (reserve === 0) {
        const inFlight = await tx
          .selectFrom('holds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', req.accountId)
          .where('block_billed', '=', 1)
          .executeTakeFirstOrThrow()
        if ((a.eph_calls + Number(inFlight.n)) % EPHEMERIS_BLOCK === 0) {
          return available < 1 ? exhausted(1, available) : keyLimit(k.monthly_limit!)
        }
      }
    } else {
      if (units > available) return exhausted(units, available)
      if (units > keyRoom) return keyLimit(k.monthly_limit!)
      reserve = units
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
    const split = splitUnits(reserve, free, a.paid_credits)!
    if (reserve > 0) {
      await tx
        .updateTable('accounts')
        .set({ free_credits: free - split.free, paid_credits: a.paid_credits - split.paid })
        .where('id', '=', a.id)
        .execute()
    }
    const keyUnits = k.monthly_limit === null ? 0 : reserve
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
        free_units: split.free,
        paid_units: split.paid,
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

/** The call answered 2xx: charge it. Returns the envelope's usage. A block opener that turns out
 *  unfunded throws credits_exhausted (402) instead, and nothing is charged. */
export async function capture(store: Store, ticket: HoldTicket, nowMs: number): Promise<Usage> {
  if (ticket.replay || ticket.holdId === null) {
    return {
      units_charged: 0,
      remaining_credits: await remaining(store.db as unknown as Tx, ticket.accountId, nowMs),
    }
  }
  const holdId = ticket.holdId
  return store.transaction(async (tx) => {
    const a = await lockedAccount(store, tx, ticket.accountId)
    const h = await tx.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst()
    if (!h) throw new Error(`hold ${holdId} is gone (released by the sweeper?)`)
    let free = a.free_credits
    let paid = a.paid_credits
    let charged = { free: h.free_units, paid: h.paid_units }
    let keyDelta = 0
    const update: { free_credits?: number; paid_credits?: number; eph_calls?: number } = {}
    if (h.block_billed) {
      const opens = a.eph_calls % EPHEMERIS_BLOCK === 0
      update.eph_calls = a.eph_calls + 1
      if (opens && h.free_units + h.paid_units === 0) {
        // Funded late: take the opener's credit now, or refuse the answer.
        const spendable = spendableFree(free, a.free_expires_at, nowMs)
        const split = splitUnits(1, spendable, paid)
        if (!split) throw exhausted(1, spendable + paid)
        const k = await tx
          .selectFrom('api_keys')
          .select('monthly_limit')
          .where('id', '=', h.key_id)
          .executeTakeFirstOrThrow()
        if (k.monthly_limit !== null) {
          if ((await keyMonthUnits(tx, h.key_id, h.month)) + 1 > k.monthly_limit)
            throw keyLimit(k.monthly_limit)
          keyDelta = 1
        }
        free -= split.free
        paid -= split.paid
        charged = split
      } else if (!opens && h.free_units + h.paid_units > 0) {
        // Inside a block: the reserved credit goes back where it came from.
        free += h.free_units
        paid += h.paid_units
        charged = { free: 0, paid: 0 }
        keyDelta = -h.key_units
      }
      update.free_credits = free
      update.paid_credits = paid
    }
    if (Object.keys(update).length)
      await tx.updateTable('accounts').set(update).where('id', '=', a.id).execute()
    await addKeyMonthUnits(tx, h.key_id, h.month, keyDelta)
    const units = charged.free + charged.paid
    await tx
      .insertInto('ledger')
      .values({
        id: newId('led'),
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
      .execute()
    await tx.deleteFrom('holds').where('id', '=', h.id).execute()
    if (h.idempotency_id) {
      await tx
        .updateTable('idempotency')
        .set({ state: 'charged' })
        .where('id', '=', h.idempotency_id)
        .execute()
    }
    return { units_charged: units, remaining_credits: spendableFree(free, a.free_expires_at, nowMs) + paid }
  })
}

async function releaseHold(
  tx: Tx,
  h: {
    id: string
    account_id: string
    key_id: string
    month: string
    free_units: number
    paid_units: number
    key_units: number
    idempotency_id: string | null
  },
) {
  if (h.free_units + h.paid_units > 0) {
    await tx
      .updateTable('accounts')
      .set((eb) => ({
        free_credits: eb('free_credits', '+', h.free_units),
        paid_credits: eb('paid_credits', '+', h.paid_units),
      }))
      .where('id', '=', h.account_id)
      .execute()
  }
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
  await store.transaction(async (tx) => {
    await store.lockAccount(tx, ticket.accountId)
    const h = await tx.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst()
    if (h) await releaseHold(tx, h)
  })
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
  for (const s of stale) {
    await store.transaction(async (tx) => {
      await store.lockAccount(tx, s.account_id)
      const h = await tx.selectFrom('holds').selectAll().where('id', '=', s.id).executeTakeFirst()
      if (h) await releaseHold(tx, h)
    })
  }
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
