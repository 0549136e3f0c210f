/** What an account has spent: by day and operation, and its ledger page by page (the portal's usage). */
import { sql } from 'kysely'
import type { Store } from '../store/index.js'

export const DAY_MS = 86_400_000

export interface DaySpend {
  /** YYYY-MM-DD, UTC. */
  day: string
  /** The operation's id (getChart …). */
  operation: string
  calls: number
  credits: number
}

/** Successful live calls and their credits per UTC day and operation, from `fromMs` (inclusive). */
export async function spendByDay(
  store: Store,
  accountId: string,
  fromMs: number,
  toMs: number,
): Promise<DaySpend[]> {
  const day = sql<number>`(created_at / ${sql.lit(DAY_MS)})`
  const rows = await store.db
    .selectFrom('ledger')
    .select([
      day.as('day'),
      'operation',
      (eb) => eb.fn.countAll<number>().as('calls'),
      (eb) => eb.fn.sum<number>('units').as('credits'),
    ])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'charge')
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy([day, 'operation'])
    .orderBy('day')
    .orderBy('operation')
    .execute()
  return rows.map((r) => ({
    day: new Date(Number(r.day) * DAY_MS).toISOString().slice(0, 10),
    operation: r.operation ?? 'unknown',
    calls: Number(r.calls),
    credits: Number(r.credits),
  }))
}

export interface LedgerLine {
  id: string
  at: string
  kind: 'charge' | 'free_grant' | 'free_expiry' | 'purchase'
  operation: string | null
  keyPrefix: string | null
  keyName: string | null
  /** Credits charged (charges) or added or removed (the others), as the ledger has them. */
  units: number
  /** Signed change of the free and the paid balance. */
  free: number
  paid: number
  pack: string | null
  requestId: string | null
}

/** Where the next page of the ledger starts (newest first). */
export interface LedgerCursor {
  at: number
  id: string
}

export function cursorText(c: LedgerCursor): string {
  return `${c.at}.${c.id}`
}

export function parseCursor(text: string | undefined): LedgerCursor | null {
  const m = text ? /^(\d{1,16})\.([A-Za-z0-9_-]{1,80})$/.exec(text) : null
  return m ? { at: Number(m[1]), id: m[2]! } : null
}

function ledgerQuery(store: Store, accountId: string) {
  return store.db
    .selectFrom('ledger as l')
    .leftJoin('api_keys as k', 'k.id', 'l.key_id')
    .select([
      'l.id',
      'l.created_at',
      'l.kind',
      'l.operation',
      'k.display_prefix',
      'k.name',
      'l.units',
      'l.free_units',
      'l.paid_units',
      'l.pack',
      'l.request_id',
    ])
    .where('l.account_id', '=', accountId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
}

type Row = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['execute']>>[number]

const line = (r: Row): LedgerLine => ({
  id: r.id,
  at: new Date(Number(r.created_at)).toISOString(),
  kind: r.kind,
  operation: r.operation,
  keyPrefix: r.display_prefix,
  keyName: r.name,
  units: r.units,
  free: r.free_units,
  paid: r.paid_units,
  pack: r.pack,
  requestId: r.request_id,
})

/** One page of the ledger, newest first, from `after` on; `next` when there is more. */
export async function ledgerPage(
  store: Store,
  accountId: string,
  after: LedgerCursor | null,
  size: number,
): Promise<{ lines: LedgerLine[]; next: LedgerCursor | null }> {
  let q = ledgerQuery(store, accountId).limit(size + 1)
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('l.created_at', '<', after.at),
        eb.and([eb('l.created_at', '=', after.at), eb('l.id', '<', after.id)]),
      ]),
    )
  const rows = await q.execute()
  const more = rows.length > size
  const page = rows.slice(0, size)
  const last = page.at(-1)
  return { lines: page.map(line), next: more && last ? { at: Number(last.created_at), id: last.id } : null }
}

/** The ledger from `fromMs` on, newest first (the CSV export). */
export async function ledgerSince(store: Store, accountId: string, fromMs: number): Promise<LedgerLine[]> {
  return (await ledgerQuery(store, accountId).where('l.created_at', '>=', fromMs).execute()).map(line)
}
