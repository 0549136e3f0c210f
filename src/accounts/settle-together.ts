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

/** The statement for `batch`, its calls' latest time `nowMs`. */
function statement(batch: readonly Waiting[], nowMs: number) {
  const column = <T>(f: (w: Waiting) => T) => batch.map(f)
  const block = EPHEMERIS_BLOCK
  const isBlock = (w: Waiting) => w.req.price.kind === 'ephemeris-block'
  return sql<Row>`
    with input as (
      select * from unnest(
        ${column((w) => w.req.requestId)}::text[],
        ${column((w) => w.req.accountId)}::text[],
        ${column((w) => w.req.keyId)}::text[],
        ${column((w) => w.req.operation)}::text[],
        ${column((w) => w.nowMs)}::bigint[],
        ${column(isBlock)}::boolean[],
        ${column((w) => (isBlock(w) ? 0 : fixedUnits(w.req.price, w.req.body)))}::int[]
      ) with ordinality as t(request_id, account_id, key_id, operation, created_at, block, price, n)
    ),
    locked as (
      select id, eph_calls, free_credits, free_expires_at, paid_credits from accounts
      where id in (select account_id from input) order by id for update
    ),
    numbered as (
      select i.*, l.eph_calls + count(*) filter (where i.block)
                    over (partition by i.account_id order by i.n) - 1 as before
      from input i join locked l on l.id = i.account_id
    ),
    priced as (
      select c.*, (case when c.block then (c.before % ${block} = 0)::int else c.price end) as units
      from numbered c
    ),
    calls as (
      select c.*, sum(c.units) over (partition by c.account_id order by c.n) as units_through
      from priced c
    ),
    plan as (
      select account_id, (count(*) filter (where block))::int as eph, sum(units)::int as units
      from calls group by account_id
    ),
    fit as (
      select p.account_id, p.eph, least(p.units, l.free_credits) as free_used,
             p.units - least(p.units, l.free_credits) as paid_used, l.free_credits as free_before,
             (case when l.free_expires_at is not null and ${nowMs}::bigint < l.free_expires_at
                   then l.free_credits else 0 end) + l.paid_credits as spendable_before
      from plan p join locked l on l.id = p.account_id
      where (p.units = 0 or not (l.free_credits > 0 and l.free_expires_at is not null
                                 and ${nowMs}::bigint >= l.free_expires_at))
        and l.free_credits + l.paid_credits >= p.units
        and (p.units = 0 or not exists (
          select 1 from calls c join api_keys k on k.id = c.key_id
          where c.account_id = p.account_id and k.monthly_limit is not null))
    ),
    settled as (
      update accounts a
      set eph_calls = a.eph_calls + f.eph, free_credits = a.free_credits - f.free_used,
          paid_credits = a.paid_credits - f.paid_used
      from fit f where a.id = f.account_id
      returning a.id, a.free_credits, a.free_expires_at, a.paid_credits, a.eph_calls
    ),
    split as (
      -- Free first, call after call: what is left of the free credits when this call comes.
      select c.*, greatest(0, least(c.units, f.free_before - (c.units_through - c.units))) as free_part
      from calls c join fit f on f.account_id = c.account_id
    ),
    charged as (
      insert into ledger (id, account_id, kind, key_id, request_id, operation, units, free_units,
                          paid_units, pack, idempotency_id, created_at)
      select c.request_id, c.account_id, 'charge', c.key_id, c.request_id, c.operation, c.units,
             -c.free_part, -(c.units - c.free_part), null, null, c.created_at
      from split c
      where exists (select 1 from settled s where s.id = c.account_id)
    )
    select c.request_id, c.units, (f.spendable_before - c.units_through)::int as remaining,
           s.free_credits, s.free_expires_at, s.paid_credits, s.eph_calls
    from calls c join fit f on f.account_id = c.account_id join settled s on s.id = c.account_id`
}

const queues = new WeakMap<Store, { waiting: Waiting[]; running: boolean }>()

async function drain(store: Store, q: { waiting: Waiting[]; running: boolean }): Promise<void> {
  while (q.waiting.length) {
    const batch = q.waiting.splice(0, MAX_BATCH)
    try {
      // Free credits count only if none of the calls comes after their expiry (else the usual way expires them).
      const latest = batch.reduce((t, w) => Math.max(t, w.nowMs), 0)
      const query = statement(batch, latest).compile(store.db)
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
