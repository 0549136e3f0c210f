/**
 * PostgreSQL's settlement of successes without an Idempotency-Key, the settle-mode calls of fixed price
 * (`chart`, `dasha`, the pañcāṅga …) and the block-billed ephemeris calls (spec §4.14): every such
 * settlement of one turn of the event loop in one statement, one round trip and one commit for all
 * (SQLite runs each in its group commit, in process, where a statement costs microseconds; on PostgreSQL
 * each is several round trips, and a busy account's calls wait on its lock one after the other).
 *
 * The statement locks the accounts in the order of their ids (as every batch of billing.ts does: two
 * processes never wait on each other in a circle) and takes each account's calls in the order they came:
 * a block-billed call is numbered among the account's block-billed calls and costs 1 credit when its
 * count before it is a multiple of the block, a fixed-price call costs its price; credits are spent free
 * first, call after call: what billing.settle does for them one by one. It settles an account's calls
 * only where that takes nothing else: the credits cover them all and, when a credit is spent, no free
 * credits have passed their expiry (a ledger row of its own) and no key among them has a monthly limit.
 * The calls of any other account are answered `null`: the caller settles them the usual way, which
 * refuses, expires or counts against the key's month as it should. The statement's outcome for each call
 * is the one billing.settle gives it in the same order (test/contract/settle-together.test.ts compares
 * them).
 */
import { sql } from 'kysely'
import type { Store } from '../store/index.js'
import type { ChargeRequest, Settled } from './billing.js'
import { EPHEMERIS_BLOCK, fixedUnits } from './rules.js'

interface Waiting {
  req: ChargeRequest
  nowMs: number
  resolve(settled: Settled | null): void
  reject(err: unknown): void
}

/** At most this many settlements share one statement. */
const MAX_BATCH = 500

interface Row {
  request_id: string
  units: number
  /** Unexpired free plus paid credits once this call is paid (what its answer reports). */
  remaining: number
  free_credits: number
  free_expires_at: number | null
  paid_credits: number
  eph_calls: number
}

/**
 * What the statement needs of each call, counted here in the order the calls came: `blocksThrough`, the
 * account's block-billed calls of this batch up to and including this one; `fixedThrough`, the credits of
 * its fixed-price calls up to and including this one. With the account's count of block-billed calls `e`
 * read under its lock, the n block-billed calls numbered e … e+n−1 open ⌈(e+n)/B⌉ − ⌈e/B⌉ blocks, so each
 * call's price and the credits its account has spent through it follow without window functions (their
 * sorts and joins cost PostgreSQL 716 µs of CPU for an 8-call statement; 620 µs without them).
 */
function counted(batch: readonly Pick<Waiting, 'req' | 'nowMs'>[]) {
  const byAccount = new Map<string, { blocks: number; fixed: number }>()
  const calls = batch.map((w) => {
    let a = byAccount.get(w.req.accountId)
    if (!a) byAccount.set(w.req.accountId, (a = { blocks: 0, fixed: 0 }))
    const block = w.req.price.kind === 'ephemeris-block'
    const price = block ? 0 : fixedUnits(w.req.price, w.req.body)
    if (block) a.blocks++
    a.fixed += price
    return { w, block, price, blocksThrough: a.blocks, fixedThrough: a.fixed }
  })
  return calls
}

/**
 * The statement for `batch`, its calls' latest time `nowMs`. It must stay one PostgreSQL plans once per
 * connection: after five executions it compares a generic plan's estimate with the plans it made for
 * the values, and re-plans at every call (~0.4 ms, as long as the statement's execution) if the
 * generic one looks dearer, as it did when the accounts were joined to an array of their own
 * (test/contract/settle-together.test.ts asks PostgreSQL which plan it kept).
 */
export function settleStatement(batch: readonly Pick<Waiting, 'req' | 'nowMs'>[], nowMs: number) {
  const calls = counted(batch)
  const column = <T>(f: (c: (typeof calls)[number]) => T) => calls.map(f)
  const B = EPHEMERIS_BLOCK
  /** Blocks opened by `n` block-billed calls after `e` of them: ⌈(e+n)/B⌉ − ⌈e/B⌉ (e, n ≥ 0). */
  const opened = (e: string, n: string) =>
    sql.raw(`((${e} + ${n} + ${B - 1}) / ${B} - (${e} + ${B - 1}) / ${B})`)
  return sql<Row>`
    with input as (
      select * from unnest(
        ${column((c) => c.w.req.requestId)}::text[],
        ${column((c) => c.w.req.accountId)}::text[],
        ${column((c) => c.w.req.keyId)}::text[],
        ${column((c) => c.w.req.operation)}::text[],
        ${column((c) => c.w.nowMs)}::bigint[],
        ${column((c) => c.block)}::boolean[],
        ${column((c) => c.price)}::int[],
        ${column((c) => c.blocksThrough)}::int[],
        ${column((c) => c.fixedThrough)}::int[]
      ) as t(request_id, account_id, key_id, operation, created_at, block, price, blocks_through, fixed_through)
    ),
    locked as (
      select a.id, a.eph_calls, a.free_credits, a.free_expires_at, a.paid_credits, t.blocks,
             t.fixed + ${opened('a.eph_calls', 't.blocks')} as units
      from accounts a
      join (select account_id, max(blocks_through) as blocks, max(fixed_through) as fixed from input
            group by account_id) t on t.account_id = a.id
      order by a.id for update of a
    ),
    fit as (
      select l.id, l.eph_calls, l.blocks, least(l.units, l.free_credits) as free_used,
             l.units - least(l.units, l.free_credits) as paid_used, l.free_credits as free_before,
             (case when l.free_expires_at is not null and ${nowMs}::bigint < l.free_expires_at
                   then l.free_credits else 0 end) + l.paid_credits as spendable_before
      from locked l
      where (l.units = 0 or not (l.free_credits > 0 and l.free_expires_at is not null
                                 and ${nowMs}::bigint >= l.free_expires_at))
        and l.free_credits + l.paid_credits >= l.units
        and (l.units = 0 or not exists (
          select 1 from input c join api_keys k on k.id = c.key_id
          where c.account_id = l.id and k.monthly_limit is not null))
    ),
    settled as (
      update accounts a
      set eph_calls = a.eph_calls + f.blocks, free_credits = a.free_credits - f.free_used,
          paid_credits = a.paid_credits - f.paid_used
      from fit f where a.id = f.id
      returning a.id, a.free_credits, a.free_expires_at, a.paid_credits, a.eph_calls
    ),
    calls as (
      -- A block-billed call is the account's (eph_calls + blocks_through)th: it costs 1 credit when the
      -- count before it is a multiple of the block. Credits are spent free first, call after call.
      select c.request_id, c.account_id, c.key_id, c.operation, c.created_at, f.free_before,
             f.spendable_before, u.units, u.units_through,
             greatest(0, least(u.units, f.free_before - (u.units_through - u.units))) as free_part
      from input c join fit f on f.id = c.account_id
      cross join lateral (select
        (case when c.block then ((f.eph_calls + c.blocks_through - 1) % ${B} = 0)::int else c.price end) as units,
        c.fixed_through + ${opened('f.eph_calls', 'c.blocks_through')} as units_through) u
    ),
    charged as (
      insert into ledger (id, account_id, kind, key_id, request_id, operation, units, free_units,
                          paid_units, pack, idempotency_id, created_at)
      select c.request_id, c.account_id, 'charge', c.key_id, c.request_id, c.operation, c.units,
             -c.free_part, -(c.units - c.free_part), null, null, c.created_at
      from calls c
      where exists (select 1 from settled s where s.id = c.account_id)
    )
    select c.request_id, c.units, (c.spendable_before - c.units_through)::int as remaining,
           s.free_credits, s.free_expires_at, s.paid_credits, s.eph_calls
    from calls c join settled s on s.id = c.account_id`
}

const queues = new WeakMap<Store, { waiting: Waiting[]; running: boolean }>()

async function drain(store: Store, q: { waiting: Waiting[]; running: boolean }): Promise<void> {
  while (q.waiting.length) {
    const batch = q.waiting.splice(0, MAX_BATCH)
    try {
      // Free credits count only if none of the calls comes after their expiry (else the usual way expires them).
      const latest = batch.reduce((t, w) => Math.max(t, w.nowMs), 0)
      const query = settleStatement(batch, latest).compile(store.db)
      store.nameStatement?.(query.sql)
      const { rows } = await store.db.executeQuery(query)
      const settled = new Map(rows.map((r) => [r.request_id, r]))
      for (const w of batch) {
        const r = settled.get(w.req.requestId)
        w.resolve(
          r
            ? {
                usage: { units_charged: r.units, remaining_credits: r.remaining },
                balance: {
                  free_credits: r.free_credits,
                  free_expires_at: r.free_expires_at,
                  paid_credits: r.paid_credits,
                  eph_calls: r.eph_calls,
                },
              }
            : null,
        )
      }
    } catch (err) {
      for (const w of batch) w.reject(err)
    }
  }
  q.running = false
}

/**
 * Settle a success with no Idempotency-Key, block-billed or of a fixed price, with the others of this
 * turn of the event loop. Resolves null when it takes more than the statement does (settle it the usual
 * way).
 */
export function settleTogether(store: Store, req: ChargeRequest, nowMs: number): Promise<Settled | null> {
  let q = queues.get(store)
  if (!q) {
    q = { waiting: [], running: false }
    queues.set(store, q)
  }
  const queue = q
  return new Promise((resolve, reject) => {
    queue.waiting.push({ req, nowMs, resolve, reject })
    if (!queue.running) {
      queue.running = true
      setImmediate(() => void drain(store, queue))
    }
  })
}
