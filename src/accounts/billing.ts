/**
 * Credits for live calls (spec §3.1, §4, §4.14). Every 2xx live answer is charged exactly its price,
 * with one ledger row; nothing else is charged; a balance never goes negative; a retry with the same
 * Idempotency-Key is never charged twice. Two ways to get there, chosen by each operation:
 *
 * - `hold` (before costly work): the price is taken out of the balance into a hold before the work,
 *   captured on a 2xx answer or released otherwise. Holds of a server that dies are released by the
 *   others (`sweep`) once its heartbeat stops.
 * - `settle` (cheap work: the ephemeris operations): the account is checked before the work (`precheck`,
 *   from what authentication read) and charged in one transaction when the answer is ready. Block
 *   billing (§4.14) is settled there: the success that makes the account's count of block-billed calls
 *   1, 11, 21, … pays 1 credit; failures count for nothing.
 *
 * Invariant, per account: Σ ledger(free_units + paid_units) = free + paid balance + Σ held units.
 */
import type { Transaction } from 'kysely'
import type { Queryable, Store } from '../store/index.js'
import { prepare } from '../store/prepared.js'
import type { Database } from '../store/schema.js'
import type { Balance, Caller } from './auth.js'
import { settleTogether } from './settle-together.js'
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

export interface ChargeRequest {
  accountId: string
  keyId: string
  /** The operation's name (its operationId), recorded in the ledger. */
  operation: string
  price: Price
  body: unknown
  requestId: string
  /** The Idempotency-Key header, if sent. */
  idempotencyKey?: string | undefined
  /**
   * Settle only: commit the charge with the other charges of this event-loop turn (group commit), at
   * the end of the turn: one commit for many calls. The answer waits meanwhile; the API's answers are
   * bytes by then (operations/serialize.ts), which cost the garbage collector nothing to keep.
   */
  groupCommit?: boolean
}

export interface HoldTicket {
  holdId: string | null
  accountId: string
  /** A retry of an already charged request: answered again, charged nothing. */
  replay: boolean
  /** What the call's answer reports: the held credits, and the balance once they are taken. */
  usage: Usage
}

export interface Usage {
  units_charged: number
  remaining_credits: number
}

type Tx = Transaction<Database>

// ---- queries (built once per engine) -------------------------------------------------------------

const selectAccount = prepare((db, id: string) => db.selectFrom('accounts').selectAll().where('id', '=', id))
const selectAccountForUpdate = prepare((db, id: string) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).forUpdate(),
)
const saveBalance = prepare((db, id: string, free: number, paid: number, ephCalls: number) =>
  db
    .updateTable('accounts')
    .set({ free_credits: free, paid_credits: paid, eph_calls: ephCalls })
    .where('id', '=', id),
)
/** A block-billed success that does not start a block: count it, charge nothing. */
const countInsideBlock = prepare((db, id: string) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ eph_calls: eb('eph_calls', '+', 1) }))
    .where('id', '=', id)
    .where(({ eb, lit }) => eb(eb('eph_calls', '%', lit(EPHEMERIS_BLOCK)), '<>', lit(0)))
    .returning(['free_credits', 'free_expires_at', 'paid_credits', 'eph_calls']),
)
const insertLedger = prepare(
  (
    db,
    id: string,
    accountId: string,
    kind: 'charge' | 'free_expiry',
    keyId: string | null,
    requestId: string | null,
    operation: string | null,
    units: number,
    freeUnits: number,
    paidUnits: number,
    idempotencyId: string | null,
    createdAt: number,
  ) =>
    db.insertInto('ledger').values({
      id,
      account_id: accountId,
      kind,
      key_id: keyId,
      request_id: requestId,
      operation,
      units,
      free_units: freeUnits,
      paid_units: paidUnits,
      pack: null,
      idempotency_id: idempotencyId,
      created_at: createdAt,
    }),
)
const selectMonthlyLimit = prepare((db, keyId: string) =>
  db.selectFrom('api_keys').select('monthly_limit').where('id', '=', keyId),
)
const selectKeyMonth = prepare((db, keyId: string, month: string) =>
  db.selectFrom('key_months').select('units').where('key_id', '=', keyId).where('month', '=', month),
)
const addKeyMonth = prepare((db, keyId: string, month: string, delta: number) =>
  db
    .insertInto('key_months')
    .values({ key_id: keyId, month, units: delta })
    .onConflict((oc) =>
      oc
        .columns(['key_id', 'month'])
        .doUpdateSet((eb) => ({ units: eb('key_months.units', '+', eb.ref('excluded.units')) })),
    ),
)
const selectIdempotency = prepare((db, accountId: string, keyHash: string) =>
  db
    .selectFrom('idempotency')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('key_hash', '=', keyHash),
)
const insertIdempotency = prepare(
  (
    db,
    id: string,
    accountId: string,
    keyHash: string,
    requestHash: string,
    state: 'in_flight' | 'charged',
    createdAt: number,
  ) =>
    db.insertInto('idempotency').values({
      id,
      account_id: accountId,
      key_hash: keyHash,
      request_hash: requestHash,
      state,
      created_at: createdAt,
    }),
)
const restartIdempotency = prepare(
  (db, id: string, requestHash: string, state: 'in_flight' | 'charged', createdAt: number) =>
    db
      .updateTable('idempotency')
      .set({ request_hash: requestHash, state, created_at: createdAt })
      .where('id', '=', id),
)
const setIdempotencyState = prepare((db, id: string, state: 'in_flight' | 'charged' | 'released') =>
  db.updateTable('idempotency').set({ state }).where('id', '=', id),
)
const insertHold = prepare(
  (
    db,
    id: string,
    accountId: string,
    keyId: string,
    requestId: string,
    operation: string,
    freeUnits: number,
    paidUnits: number,
    keyUnits: number,
    month: string,
    idempotencyId: string | null,
    serverId: string,
    createdAt: number,
  ) =>
    db.insertInto('holds').values({
      id,
      account_id: accountId,
      key_id: keyId,
      request_id: requestId,
      operation,
      free_units: freeUnits,
      paid_units: paidUnits,
      key_units: keyUnits,
      month,
      idempotency_id: idempotencyId,
      server_id: serverId,
      created_at: createdAt,
    }),
)
const selectHold = prepare((db, id: string) => db.selectFrom('holds').selectAll().where('id', '=', id))
const deleteHold = prepare((db, id: string) => db.deleteFrom('holds').where('id', '=', id))

// ---- shared steps --------------------------------------------------------------------------------

type Account = Database['accounts']

async function lockedAccount(store: Store, tx: Tx, accountId: string): Promise<Account> {
  const q = store.engine === 'postgres' ? selectAccountForUpdate : selectAccount // SQLite: BEGIN IMMEDIATE locks
  const row = (await q(store, tx, accountId)).rows[0]
  if (!row) throw new Error(`no account ${accountId}`)
  return { ...row }
}

async function ledger(
  store: Store,
  tx: Tx,
  a: { id: string },
  kind: 'charge' | 'free_expiry',
  what: { keyId?: string; requestId?: string; operation?: string; idempotencyId?: string | null },
  units: number,
  free: number,
  paid: number,
  nowMs: number,
): Promise<void> {
  await insertLedger(
    store,
    tx,
    kind === 'charge' && what.requestId ? what.requestId : newId('led'),
    a.id,
    kind,
    what.keyId ?? null,
    what.requestId ?? null,
    what.operation ?? null,
    units,
    free,
    paid,
    what.idempotencyId ?? null,
    nowMs,
  )
}

/** Free credits past their 60 days are removed, with a ledger row, the first time we look. Mutates `a`. */
async function expireFree(store: Store, tx: Tx, a: Account, nowMs: number): Promise<boolean> {
  if (a.free_credits === 0 || a.free_expires_at === null || nowMs < a.free_expires_at) return false
  await ledger(store, tx, a, 'free_expiry', {}, a.free_credits, -a.free_credits, 0, nowMs)
  a.free_credits = 0
  return true
}

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

type IdempotencyPlan =
  | { kind: 'none' }
  | { kind: 'replay' }
  | { kind: 'refuse'; error: AccountError }
  | { kind: 'write'; write: 'insert' | 'reuse' | 'restart'; id: string; keyHash: string; requestHash: string }

/** What an Idempotency-Key says about this request (keys and bodies are kept only as hashes). */
async function idempotencyPlan(
  store: Store,
  tx: Queryable,
  req: ChargeRequest,
  nowMs: number,
): Promise<IdempotencyPlan> {
  if (req.idempotencyKey === undefined) return { kind: 'none' }
  const keyHash = sha256(req.idempotencyKey)
  const requestHash = sha256(`${req.operation}\n${canonical(req.body)}`)
  const prior = (await selectIdempotency(store, tx, req.accountId, keyHash)).rows[0]
  if (prior && prior.created_at > nowMs - IDEMPOTENCY_WINDOW_MS) {
    if (prior.request_hash !== requestHash) {
      return {
        kind: 'refuse',
        error: new AccountError('idempotency_key_reused', {
          en: 'this Idempotency-Key was used in the last 24 hours with a different request: use a new key for a new request',
          hi: 'यह `Idempotency-Key` पिछले 24 घंटों में किसी दूसरे अनुरोध के साथ भेजी जा चुकी है: नए अनुरोध के लिए नई कुंजी दें।',
        }),
      }
    }
    if (prior.state === 'charged') return { kind: 'replay' }
    if (prior.state === 'in_flight') {
      return {
        kind: 'refuse',
        error: new AccountError(
          'concurrency_limit',
          {
            en: 'a request with this Idempotency-Key is still in progress',
            hi: 'इस `Idempotency-Key` वाला एक अनुरोध अभी चल रहा है।',
          },
          1,
        ),
      }
    }
    return { kind: 'write', write: 'reuse', id: prior.id, keyHash, requestHash }
  }
  return {
    kind: 'write',
    write: prior ? 'restart' : 'insert',
    id: prior?.id ?? newId('idem'),
    keyHash,
    requestHash,
  }
}

async function writeIdempotency(
  store: Store,
  tx: Tx,
  plan: IdempotencyPlan,
  accountId: string,
  state: 'in_flight' | 'charged',
  nowMs: number,
) {
  if (plan.kind !== 'write') return null
  if (plan.write === 'insert')
    await insertIdempotency(store, tx, plan.id, accountId, plan.keyHash, plan.requestHash, state, nowMs)
  else if (plan.write === 'restart')
    await restartIdempotency(store, tx, plan.id, plan.requestHash, state, nowMs)
  else await setIdempotencyState(store, tx, plan.id, state)
  return plan.id
}

/**
 * Before the work of a call billed on settlement, what its Idempotency-Key says: `replay` for a repeat
 * of a request already charged (answered again whatever the balance), an error for a key used with
 * another request, or null (a new request: its credits are checked as without a key). Read outside a
 * transaction; the settlement decides again on the rows.
 */
export async function idempotencyCheck(
  store: Store,
  req: ChargeRequest,
  nowMs: number,
): Promise<'replay' | AccountError | null> {
  const plan = await idempotencyPlan(store, store.db, req, nowMs)
  return plan.kind === 'replay' ? 'replay' : plan.kind === 'refuse' ? plan.error : null
}

const exhausted = (units: number, available: number) =>
  new AccountError('credits_exhausted', {
    en: `this call costs ${units} credit${units === 1 ? '' : 's'} and the account has ${available}: buy a credit pack`,
    hi: `इस कॉल के ${units} क्रेडिट लगते हैं और खाते में ${available} हैं: क्रेडिट पैक खरीदें।`,
  })
const keyLimit = (limit: number) =>
  new AccountError('key_credit_limit_reached', {
    en: `this key has reached its monthly limit of ${limit} credits (it resets on the 1st, UTC)`,
    hi: `यह कुंजी ${limit} क्रेडिट की अपनी मासिक सीमा तक पहुँच गई है (सीमा हर महीने की 1 तारीख, UTC, को फिर से शुरू होती है)।`,
  })

async function keyRoom(
  store: Store,
  tx: Tx,
  keyId: string,
  month: string,
): Promise<{ limit: number | null; room: number }> {
  const limit = (await selectMonthlyLimit(store, tx, keyId)).rows[0]?.monthly_limit ?? null
  if (limit === null) return { limit, room: Infinity }
  const used = (await selectKeyMonth(store, tx, keyId, month)).rows[0]?.units ?? 0
  return { limit, room: limit - used }
}

const remainingOf = (
  a: { free_credits: number; free_expires_at: number | null; paid_credits: number },
  nowMs: number,
) => spendableFree(a.free_credits, a.free_expires_at, nowMs) + a.paid_credits

/**
 * Run `fn` in a transaction, by default shared with the other billing steps of the moment (group commit:
 * one commit for many calls) or else at once on its own; a refusal it returns (rather than throws) is
 * thrown after the commit, so that what was found on the way (free credits past their expiry) is
 * recorded even then.
 */
async function transact<T>(
  store: Store,
  accountId: string,
  fn: (tx: Tx) => Promise<T | AccountError>,
  shared = true,
): Promise<T> {
  const outcome = await (shared ? store.batch(accountId, fn) : store.transaction(fn))
  if (outcome instanceof AccountError) throw outcome
  return outcome
}

/**
 * How every charge begins: the account locked, free credits past their expiry removed, the
 * Idempotency-Key read. `refuse(err)` ends a charge that writes nothing else (a refusal, or a replay
 * with `null`), keeping what expireFree found.
 */
async function openCharge(store: Store, tx: Tx, req: ChargeRequest, nowMs: number) {
  const a = await lockedAccount(store, tx, req.accountId)
  const expired = await expireFree(store, tx, a, nowMs)
  const plan = await idempotencyPlan(store, tx, req, nowMs)
  const refuse = async <E extends AccountError | null>(err: E): Promise<E> => {
    if (expired) await saveBalance(store, tx, a.id, a.free_credits, a.paid_credits, a.eph_calls)
    return err
  }
  return { a, plan, refuse }
}

// ---- before the work: precheck (settle) ----------------------------------------------------------

/** Whether a call priced `price` can be paid, from what authentication read (no write, no lock): a
 *  settle-mode call that cannot is refused before its work. The settlement decides for certain. */
export function precheck(caller: Caller, price: Price, body: unknown): AccountError | null {
  const units =
    price.kind === 'ephemeris-block'
      ? caller.ephCalls % EPHEMERIS_BLOCK === 0
        ? 1
        : 0
      : fixedUnits(price, body)
  return units > caller.remainingCredits ? exhausted(units, caller.remainingCredits) : null
}

// ---- on success: settle --------------------------------------------------------------------------

/** What a settlement charged, and the account's balance as it committed it. */
export interface Settled {
  usage: Usage
  balance: Balance
}

const balanceOf = (a: Balance): Balance => ({
  free_credits: a.free_credits,
  free_expires_at: a.free_expires_at,
  paid_credits: a.paid_credits,
  eph_calls: a.eph_calls,
})

/** Charge a successful call in one transaction. Throws AccountError (402, 400, 429) instead. */
export async function settle(store: Store, req: ChargeRequest, nowMs: number): Promise<Settled> {
  const block = req.price.kind === 'ephemeris-block'
  // PostgreSQL: every call of the moment with no Idempotency-Key in one statement (settle-together.ts),
  // where it takes nothing but the credits.
  if (req.idempotencyKey === undefined && req.groupCommit === true && store.engine === 'postgres') {
    const settled = await settleTogether(store, req, nowMs)
    if (settled) return settled
  }
  return transact(
    store,
    req.accountId,
    async (tx) => {
      // The common case, nine calls in ten: a block-billed call inside a paid block, no Idempotency-Key.
      if (block && req.idempotencyKey === undefined) {
        const counted = (await countInsideBlock(store, tx, req.accountId)).rows[0]
        if (counted) {
          await ledger(store, tx, { id: req.accountId }, 'charge', req, 0, 0, 0, nowMs)
          return {
            usage: { units_charged: 0, remaining_credits: remainingOf(counted, nowMs) },
            balance: balanceOf(counted),
          }
        }
      }
      const { a, plan, refuse } = await openCharge(store, tx, req, nowMs)
      if (plan.kind === 'refuse') return refuse(plan.error)
      if (plan.kind === 'replay') {
        await refuse(null)
        return {
          usage: { units_charged: 0, remaining_credits: remainingOf(a, nowMs) },
          balance: balanceOf(a),
        }
      }
      let units: number
      if (block) {
        units = a.eph_calls % EPHEMERIS_BLOCK === 0 ? 1 : 0
        a.eph_calls += 1
      } else units = fixedUnits(req.price, req.body)
      const split = splitUnits(units, a.free_credits, a.paid_credits)
      if (!split) return refuse(exhausted(units, a.free_credits + a.paid_credits))
      const month = monthOf(nowMs)
      const key = units > 0 ? await keyRoom(store, tx, req.keyId, month) : { limit: null, room: Infinity }
      if (units > key.room) return refuse(keyLimit(key.limit!))
      a.free_credits -= split.free
      a.paid_credits -= split.paid
      await saveBalance(store, tx, a.id, a.free_credits, a.paid_credits, a.eph_calls)
      if (key.limit !== null && units > 0) await addKeyMonth(store, tx, req.keyId, month, units)
      const idempotencyId = await writeIdempotency(store, tx, plan, a.id, 'charged', nowMs)
      await ledger(store, tx, a, 'charge', { ...req, idempotencyId }, units, -split.free, -split.paid, nowMs)
      return {
        usage: { units_charged: units, remaining_credits: remainingOf(a, nowMs) },
        balance: balanceOf(a),
      }
    },
    req.groupCommit === true,
  )
}

// ---- before the work: hold; on the answer: capture or release ------------------------------------

/** Take the price of a call (fixed prices only) out of the balance before its work. Throws
 *  AccountError (402, 400, 429) instead. */
export async function hold(
  store: Store,
  serverId: string,
  req: ChargeRequest,
  nowMs: number,
): Promise<HoldTicket> {
  if (req.price.kind === 'ephemeris-block') throw new Error('block-billed calls are settled, not held')
  const units = fixedUnits(req.price, req.body)
  const month = monthOf(nowMs)
  return transact(store, req.accountId, async (tx) => {
    const { a, plan, refuse } = await openCharge(store, tx, req, nowMs)
    if (plan.kind === 'refuse') return refuse(plan.error)
    if (plan.kind === 'replay') {
      await refuse(null)
      return {
        holdId: null,
        accountId: req.accountId,
        replay: true,
        usage: { units_charged: 0, remaining_credits: remainingOf(a, nowMs) },
      }
    }
    const split = splitUnits(units, a.free_credits, a.paid_credits)
    if (!split) return refuse(exhausted(units, a.free_credits + a.paid_credits))
    const key = await keyRoom(store, tx, req.keyId, month)
    if (units > key.room) return refuse(keyLimit(key.limit!))
    a.free_credits -= split.free
    a.paid_credits -= split.paid
    await saveBalance(store, tx, a.id, a.free_credits, a.paid_credits, a.eph_calls)
    const keyUnits = key.limit === null ? 0 : units
    if (keyUnits) await addKeyMonth(store, tx, req.keyId, month, keyUnits)
    const idempotencyId = await writeIdempotency(store, tx, plan, a.id, 'in_flight', nowMs)
    const holdId = newId('hold')
    await insertHold(
      store,
      tx,
      holdId,
      a.id,
      req.keyId,
      req.requestId,
      req.operation,
      split.free,
      split.paid,
      keyUnits,
      month,
      idempotencyId,
      serverId,
      nowMs,
    )
    return {
      holdId,
      accountId: a.id,
      replay: false,
      usage: { units_charged: units, remaining_credits: remainingOf(a, nowMs) },
    }
  })
}

/** The call answered 2xx: charge what was held. Returns the envelope's usage. */
export async function capture(store: Store, ticket: HoldTicket, nowMs: number): Promise<Usage> {
  if (ticket.replay || ticket.holdId === null) return ticket.usage
  const holdId = ticket.holdId
  return transact(store, ticket.accountId, async (tx) => {
    const a = await lockedAccount(store, tx, ticket.accountId)
    const h = (await selectHold(store, tx, holdId)).rows[0]
    if (!h) throw new Error(`hold ${holdId} is gone (released by the sweeper?)`)
    const units = h.free_units + h.paid_units
    await ledger(
      store,
      tx,
      a,
      'charge',
      { keyId: h.key_id, requestId: h.request_id, operation: h.operation, idempotencyId: h.idempotency_id },
      units,
      -h.free_units,
      -h.paid_units,
      nowMs,
    )
    await deleteHold(store, tx, h.id)
    if (h.idempotency_id) await setIdempotencyState(store, tx, h.idempotency_id, 'charged')
    return { units_charged: units, remaining_credits: remainingOf(a, nowMs) }
  })
}

async function releaseHold(store: Store, tx: Tx, holdId: string, accountId: string): Promise<void> {
  const a = await lockedAccount(store, tx, accountId)
  const h = (await selectHold(store, tx, holdId)).rows[0]
  if (!h) return
  await saveBalance(
    store,
    tx,
    a.id,
    a.free_credits + h.free_units,
    a.paid_credits + h.paid_units,
    a.eph_calls,
  )
  if (h.key_units) await addKeyMonth(store, tx, h.key_id, h.month, -h.key_units)
  await deleteHold(store, tx, h.id)
  if (h.idempotency_id) await setIdempotencyState(store, tx, h.idempotency_id, 'released')
}

/** The call did not answer 2xx: give the held credits back. */
export async function release(store: Store, ticket: HoldTicket): Promise<void> {
  if (ticket.replay || ticket.holdId === null) return
  const holdId = ticket.holdId
  await store.batch(ticket.accountId, (tx) => releaseHold(store, tx, holdId, ticket.accountId))
}

// ---- crashed servers ------------------------------------------------------------------------------

/** How long a server may miss its heartbeat before its holds are released by another. */
const SERVER_TIMEOUT_MS = 15_000
/** No request holds credits longer than this, whoever holds them. */
const MAX_HOLD_MS = 15 * 60_000

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
