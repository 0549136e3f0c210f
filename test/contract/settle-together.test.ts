/**
 * PostgreSQL's settlement of many calls in one statement (src/accounts/settle-together.ts): block-billed
 * calls, calls of a fixed price (1, 5, 12 credits; 3 for 250 points), and both mixed in one account's
 * moment, against billing.settle one call at a time: for each starting state, twin accounts get the same
 * calls, one account through the statement, its twin through settle in the same order; every call's
 * answer, every ledger row and the balances must agree. Where the statement declines (credits short,
 * free credits past their expiry, a key with a monthly limit), every call of the account is handed back,
 * and settling them the usual way gives the twin's outcome.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts } from '../../src/accounts/index.js'
import { settle, type ChargeRequest, type Usage } from '../../src/accounts/billing.js'
import { settleStatement, settleTogether } from '../../src/accounts/settle-together.js'
import { fixedUnits, type Price } from '../../src/accounts/rules.js'
import { openStore, type Store } from '../../src/store/index.js'
import { ledgerCheck } from '../helpers/app.js'
import { dropTestDatabases, freshPostgresUrl, postgresUp } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const NOW = Date.parse('2026-11-22T12:00:00Z')
const DAY = 86_400_000

const BLOCK: Price = { kind: 'ephemeris-block' }
const perCall = (credits: number): Price => ({ kind: 'per-call', credits })
const POINTS_250: Price = { kind: 'per-started-100-points', points: () => 250 } // 3 credits
const blocks = (n: number): Price[] => Array<Price>(n).fill(BLOCK)
const calls = (price: Price, n: number): Price[] => Array<Price>(n).fill(price)

interface State {
  ephCalls: number
  free: number
  paid: number
  /** Free credits' expiry relative to NOW (ms), or null. */
  expiresIn: number | null
  monthlyLimit?: number
}

describe.skipIf(!postgresUp)('calls settled together on PostgreSQL', () => {
  let store: Store
  let accounts: Accounts
  let url: string
  beforeAll(async () => {
    url = await freshPostgresUrl()
    store = await openStore(url)
    accounts = await Accounts.open(store, 'test-server-secret')
  })
  afterAll(async () => store?.close())

  let n = 0
  async function accountIn(s: State) {
    const { accountId } = await accounts.createAccount(
      { email: `b${n++}@example.com`, verified: true, acceptTerms: true },
      NOW,
    )
    const { keyId } = await accounts.createKey(
      { accountId, kind: 'live', ...(s.monthlyLimit !== undefined ? { monthlyLimit: s.monthlyLimit } : {}) },
      NOW,
    )
    await store.db
      .updateTable('accounts')
      .set({
        eph_calls: s.ephCalls,
        free_credits: s.free,
        paid_credits: s.paid,
        free_expires_at: s.expiresIn === null ? null : NOW + s.expiresIn,
      })
      .where('id', '=', accountId)
      .execute()
    // The ledger starts from this balance: one opening row (the invariant is then checked from it).
    await store.db.deleteFrom('ledger').where('account_id', '=', accountId).execute()
    await store.db
      .insertInto('ledger')
      .values({
        id: `open_${n++}`,
        account_id: accountId,
        kind: 'purchase',
        key_id: null,
        request_id: null,
        operation: null,
        units: s.free + s.paid,
        free_units: s.free,
        paid_units: s.paid,
        pack: null,
        idempotency_id: null,
        created_at: NOW,
      })
      .execute()
    return { accountId, keyId }
  }
  const request = (a: { accountId: string; keyId: string }, price: Price = BLOCK): ChargeRequest => ({
    accountId: a.accountId,
    keyId: a.keyId,
    operation: price.kind === 'ephemeris-block' ? 'getEphemerisPositions' : 'getChart',
    price,
    body: {},
    requestId: `req_${n++}`,
    groupCommit: true,
  })
  /** What a call left behind: its answer (or refusal) and its ledger row. */
  async function outcomes(accountId: string, answers: (Usage | string)[]) {
    const rows = await store.db
      .selectFrom('ledger')
      .select(['units', 'free_units', 'paid_units', 'created_at', 'id'])
      .where('account_id', '=', accountId)
      .where('kind', '=', 'charge')
      .execute()
    const check = await ledgerCheck(store, accountId)
    return {
      answers,
      rows: rows.map((r) => [r.units, r.free_units, r.paid_units]).sort(),
      balance: [check.free, check.paid, check.ephCalls],
      invariant: check.ledger === check.balance,
    }
  }
  const answer = (p: Promise<{ usage: Usage }>) => p.then((s) => s.usage).catch((e: Error) => e.message)

  // [starting state, the prices of the calls of one moment, settled by the statement?]
  const cases: [State, Price[], boolean][] = [
    [{ ephCalls: 1, free: 5, paid: 0, expiresIn: DAY }, blocks(9), true], // calls 2 … 10 of a paid block
    [{ ephCalls: 9, free: 5, paid: 0, expiresIn: DAY }, blocks(2), true], // the 11th opens a block: 1 credit
    [{ ephCalls: 0, free: 100, paid: 0, expiresIn: DAY }, blocks(16), true], // the first call of all, and the 11th
    [{ ephCalls: 10, free: 1, paid: 7, expiresIn: DAY }, blocks(25), true], // 3 blocks: 1 free credit, then 2 paid
    [{ ephCalls: 20, free: 0, paid: 3, expiresIn: null }, blocks(31), false], // 4 blocks to open, 3 credits
    [{ ephCalls: 20, free: 0, paid: 0, expiresIn: null }, blocks(5), false], // the first opens a block, unpaid
    [{ ephCalls: 21, free: 0, paid: 0, expiresIn: null }, blocks(9), true], // inside a paid block: nothing to pay
    [{ ephCalls: 30, free: 4, paid: 4, expiresIn: -DAY }, blocks(3), false], // to pay, with free credits expired
    [{ ephCalls: 5, free: 4, paid: 4, expiresIn: -DAY }, blocks(3), true], // expired, but nothing to pay
    [{ ephCalls: 40, free: 0, paid: 9, expiresIn: null, monthlyLimit: 50 }, blocks(2), false], // a key's month
    [{ ephCalls: 41, free: 0, paid: 9, expiresIn: null, monthlyLimit: 50 }, blocks(2), true], // no credit spent
    // Fixed prices: charts within the free credits; free credits running out inside a call's price.
    [{ ephCalls: 0, free: 10, paid: 0, expiresIn: DAY }, calls(perCall(1), 8), true],
    [{ ephCalls: 0, free: 3, paid: 10, expiresIn: DAY }, calls(perCall(5), 2), true],
    [
      { ephCalls: 0, free: 7, paid: 30, expiresIn: DAY },
      [perCall(12), perCall(1), POINTS_250, perCall(5)],
      true,
    ],
    [{ ephCalls: 0, free: 0, paid: 12, expiresIn: null }, calls(perCall(12), 1), true], // to the last credit
    [{ ephCalls: 0, free: 2, paid: 2, expiresIn: DAY }, calls(perCall(1), 5), false], // the fifth cannot pay
    [{ ephCalls: 0, free: 0, paid: 0, expiresIn: null }, calls(perCall(1), 1), false], // nothing to pay with
    [{ ephCalls: 0, free: 4, paid: 4, expiresIn: -DAY }, calls(perCall(1), 2), false], // free credits expired
    [{ ephCalls: 0, free: 0, paid: 20, expiresIn: null, monthlyLimit: 50 }, calls(perCall(1), 2), false],
    // Both kinds in one moment: blocks counted among the block-billed calls only, credits spent in order.
    [
      { ephCalls: 9, free: 3, paid: 5, expiresIn: DAY },
      [BLOCK, perCall(1), BLOCK, perCall(5), ...blocks(9), perCall(1)],
      true,
    ],
    [{ ephCalls: 20, free: 1, paid: 1, expiresIn: DAY }, [perCall(1), BLOCK, perCall(1)], false], // 3 to pay, 2 credits
  ]

  it('gives each call the outcome settle gives it in the same order', async () => {
    for (const [state, prices, together] of cases) {
      const label = JSON.stringify({ state, prices: prices.map((p) => fixedUnits(p, {}) || p.kind) })
      const a = await accountIn(state)
      const twin = await accountIn(state)
      // The twin: one at a time, the usual way.
      const expected: (Usage | string)[] = []
      for (const [i, price] of prices.entries())
        expected.push(await answer(settle(store, { ...request(twin, price), groupCommit: false }, NOW + i)))
      // The account: all in one turn of the event loop.
      const requests = prices.map((price) => request(a, price))
      const quick = await Promise.all(requests.map((r, i) => settleTogether(store, r, NOW + i)))
      expect(
        quick.map((q) => q !== null),
        label,
      ).toEqual(Array(prices.length).fill(together))
      const got: (Usage | string)[] = []
      for (const [i, q] of quick.entries())
        got.push(q ? q.usage : await answer(settle(store, { ...requests[i]!, groupCommit: false }, NOW + i)))
      const mine = await outcomes(a.accountId, got)
      const theirs = await outcomes(twin.accountId, expected)
      expect(mine, label).toEqual(theirs)
      expect(mine.invariant, label).toBe(true)
    }
  })

  it('several accounts in one moment, their calls interleaved: each as settle gives it', async () => {
    const pairs = await Promise.all(
      cases.map(async ([state, prices]) => ({
        prices,
        a: await accountIn(state),
        twin: await accountIn(state),
      })),
    )
    const expected = new Map<string, (Usage | string)[]>()
    for (const { prices, twin } of pairs) {
      const out: (Usage | string)[] = []
      for (const [i, price] of prices.entries())
        out.push(await answer(settle(store, { ...request(twin, price), groupCommit: false }, NOW + i)))
      expected.set(twin.accountId, out)
    }
    // Round robin over the accounts, all in one turn of the event loop.
    const queue: { r: ChargeRequest; i: number }[] = []
    const longest = Math.max(...pairs.map((p) => p.prices.length))
    for (let i = 0; i < longest; i++)
      for (const p of pairs) if (i < p.prices.length) queue.push({ r: request(p.a, p.prices[i]), i })
    const quick = await Promise.all(queue.map(({ r, i }) => settleTogether(store, r, NOW + i)))
    const got = new Map<string, (Usage | string)[]>(pairs.map((p) => [p.a.accountId, []]))
    for (const [k, q] of quick.entries()) {
      const { r, i } = queue[k]!
      got
        .get(r.accountId)!
        .push(q ? q.usage : await answer(settle(store, { ...r, groupCommit: false }, NOW + i)))
    }
    for (const { a, twin } of pairs) {
      const mine = await outcomes(a.accountId, got.get(a.accountId)!)
      expect(mine).toEqual(await outcomes(twin.accountId, expected.get(twin.accountId)!))
      expect(mine.invariant).toBe(true)
    }
  })

  it('is planned once a connection: PostgreSQL keeps its generic plan', async () => {
    // A prepared statement is planned for its values five times; then PostgreSQL keeps a generic plan
    // unless that one's estimate is dearer, and plans anew at every call (as long as the call itself).
    const a = await accountIn({ ephCalls: 3, free: 50, paid: 0, expiresIn: DAY })
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (let k = 0; k < 10; k++) {
        const batch = [BLOCK, perCall(1), ...blocks(6)].map((price) => ({
          req: request(a, price),
          nowMs: NOW,
        }))
        const query = settleStatement(batch, NOW).compile(store.db)
        await client.query('begin')
        const { rows } = await client.query({
          name: 'settle_probe',
          text: query.sql,
          values: query.parameters as unknown[],
        })
        expect(rows).toHaveLength(8)
        await client.query('rollback')
      }
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'settle_probe'`,
      )
      expect(rows.map((r) => [Number(r.generic_plans), Number(r.custom_plans)])).toEqual([[5, 5]])
    } finally {
      await client.end()
    }
  })

  it('a failed statement rejects every call of its moment and writes nothing', async () => {
    const a = await accountIn({ ephCalls: 3, free: 5, paid: 0, expiresIn: DAY })
    const good = request(a)
    const bad = { ...request(a), requestId: good.requestId } // the same ledger id twice
    const out = await Promise.allSettled([settleTogether(store, good, NOW), settleTogether(store, bad, NOW)])
    expect(out.map((o) => o.status)).toEqual(['rejected', 'rejected'])
    const check = await ledgerCheck(store, a.accountId)
    expect([check.ephCalls, check.charges.length]).toEqual([3, 0])
  })
})
