/**
 * Usage: credits spent by day and by operation over the last 30 or 90 days (a chart drawn on the server
 * with the numbers in tables beside it), the ledger page by page (htmx loads the next page in place; a
 * plain link without script) and the ledger as CSV.
 */
import type { FastifyInstance } from 'fastify'
import {
  cursorText,
  DAY_MS,
  ledgerPage,
  ledgerSince,
  parseCursor,
  spendByDay,
  type LedgerLine,
} from '../../accounts/usage.js'
import { page, requireSession, type RouteContext } from '../context.js'
import { PALETTE, stackedBars, type StackedDay } from '../svg.js'

const PAGE_SIZE = 25
const PERIODS = [30, 90] as const

/** "POST /v1/chart" for getChart, from the API's own OpenAPI document. */
function operationLabels(app: FastifyInstance): (id: string) => string {
  let labels: Map<string, string> | undefined
  return (id) => {
    if (!labels) {
      labels = new Map()
      const doc = app.swagger() as { paths?: Record<string, Record<string, { operationId?: string }>> }
      for (const [path, methods] of Object.entries(doc.paths ?? {}))
        for (const [method, op] of Object.entries(methods))
          if (op.operationId) labels.set(op.operationId, `${method.toUpperCase()} ${path}`)
    }
    return labels.get(id) ?? id
  }
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v)
  // Quoted when needed; a leading =, +, - or @ cannot start a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export default async function usageRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const store = ctx.accounts.store
  const nowMs = () => ctx.now().getTime()
  const label = operationLabels(app)
  const periodOf = (q: unknown) => (Number(q) === 90 ? 90 : 30)

  app.get<{ Querystring: { days?: string } }>('/usage', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const days = periodOf(req.query.days)
    const now = nowMs()
    const today = Math.floor(now / DAY_MS)
    const fromMs = (today - days + 1) * DAY_MS
    const spend = await spendByDay(store, session.accountId, fromMs, now + 1)
    const byOp = new Map<string, { calls: number; credits: number }>()
    const byDay = new Map<string, { calls: number; credits: number; parts: Record<string, number> }>()
    for (const r of spend) {
      const o = byOp.get(r.operation) ?? { calls: 0, credits: 0 }
      o.calls += r.calls
      o.credits += r.credits
      byOp.set(r.operation, o)
      const d = byDay.get(r.day) ?? { calls: 0, credits: 0, parts: {} }
      d.calls += r.calls
      d.credits += r.credits
      d.parts[r.operation] = (d.parts[r.operation] ?? 0) + r.credits
      byDay.set(r.day, d)
    }
    const series = [...byOp.entries()]
      .sort((a, b) => b[1].credits - a[1].credits || a[0].localeCompare(b[0]))
      .map(([op]) => op)
    const allDays: StackedDay[] = []
    for (let d = today - days + 1; d <= today; d++) {
      const day = new Date(d * DAY_MS).toISOString().slice(0, 10)
      allDays.push({ day, parts: byDay.get(day)?.parts ?? {} })
    }
    const ledger = await ledgerPage(store, session.accountId, null, PAGE_SIZE)
    const account = await ctx.accounts.showAccount(session.accountId, now)
    return page(
      req,
      reply,
      'usage',
      {
        title: 'Usage',
        nav: 'usage',
        days,
        periods: PERIODS,
        chart: stackedBars(allDays, series, label),
        legend: series.map((op, i) => ({ label: label(op), colour: PALETTE[i % PALETTE.length] })),
        operations: series.map((op) => ({ label: label(op), ...byOp.get(op)! })),
        dayRows: [...byDay.entries()]
          .sort((a, b) => b[0].localeCompare(a[0]))
          .map(([day, v]) => ({ day, calls: v.calls, credits: v.credits })),
        totals: {
          calls: spend.reduce((t, r) => t + r.calls, 0),
          credits: spend.reduce((t, r) => t + r.credits, 0),
        },
        lines: ledger.lines.map((l) => lineView(l, label)),
        next: ledger.next ? cursorText(ledger.next) : null,
      },
      account,
    )
  })

  // One page of the ledger: the rows alone for htmx, else a page of its own.
  app.get<{ Querystring: { after?: string } }>('/usage/ledger', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const after = parseCursor(req.query.after)
    const ledger = await ledgerPage(store, session.accountId, after, PAGE_SIZE)
    const data = {
      title: 'Ledger',
      nav: 'usage' as const,
      lines: ledger.lines.map((l) => lineView(l, label)),
      next: ledger.next ? cursorText(ledger.next) : null,
    }
    if (req.headers['hx-request']) return reply.type('text/html; charset=utf-8').view('ledger-rows', data)
    const account = await ctx.accounts.showAccount(session.accountId, nowMs())
    return page(req, reply, 'ledger', data, account)
  })

  app.get<{ Querystring: { days?: string } }>('/usage/ledger.csv', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const days = periodOf(req.query.days)
    const now = nowMs()
    const lines = await ledgerSince(store, session.accountId, (Math.floor(now / DAY_MS) - days + 1) * DAY_MS)
    const head = [
      'time_utc',
      'kind',
      'operation',
      'key_prefix',
      'key_name',
      'credits',
      'free_change',
      'paid_change',
      'pack',
      'request_id',
    ]
    const rows = lines.map((l) =>
      [
        l.at,
        l.kind,
        l.operation ? label(l.operation) : null,
        l.keyPrefix,
        l.keyName,
        l.units,
        l.free,
        l.paid,
        l.pack,
        l.requestId,
      ]
        .map(csvCell)
        .join(','),
    )
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="graha-ledger-${days}d-${new Date(now).toISOString().slice(0, 10)}.csv"`,
      )
      .send([head.join(','), ...rows].join('\r\n') + '\r\n')
  })
}

const KIND_LABELS: Record<LedgerLine['kind'], string> = {
  charge: 'Call',
  free_grant: 'Free credits',
  free_expiry: 'Free credits expired',
  purchase: 'Pack bought',
}

function lineView(l: LedgerLine, label: (id: string) => string) {
  const change = l.free + l.paid
  return {
    at: l.at.slice(0, 19).replace('T', ' '),
    kind: KIND_LABELS[l.kind],
    what: l.kind === 'charge' ? label(l.operation ?? '') : l.kind === 'purchase' ? `${l.pack} pack` : '',
    key: l.keyPrefix ? `${l.keyName ? `${l.keyName} · ` : ''}${l.keyPrefix}` : '',
    change: change > 0 ? `+${change}` : change === 0 ? '0' : String(change),
    requestId: l.requestId ?? '',
  }
}
