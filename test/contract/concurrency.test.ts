/**
 * Concurrency on each engine, one process: 200 parallel live calls against an account that can pay
 * for exactly 37 give exactly 37 charged 2xx answers and a zero balance, and the ledger sums to what
 * was spent; block billing under the same load charges exactly one credit per started block of 10.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { ledgerCheck, OPERATIONS, testApi } from '../helpers/app.js'
import { dropTestDatabases, ENGINES } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const oneCredit = {
  start: '2024-01-01T00:00:00Z',
  end: '2024-01-01T01:00:00Z',
  stepMinutes: 60,
  bodies: ['Moon'],
}

describe.each(ENGINES)('concurrency on $name', (engine) => {
  it.skipIf(!engine.up)(
    '200 parallel calls, credits for 37: exactly 37 charged answers, the rest 402, balance 0',
    async () => {
      const api = await testApi({ databaseUrl: await engine.freshUrl(), unmetered: false })
      try {
        await api.accounts.setLimits(api.accountId, { perMinute: 10_000, concurrency: 1_000 })
        // 100 free credits: spend 63 of them, 37 left.
        for (let i = 0; i < 63; i++)
          expect((await api.post(OPERATIONS.getEphemerisSeries, oneCredit)).statusCode).toBe(200)
        expect((await api.accounts.showAccount(api.accountId, api.clock.ms)).remainingCredits).toBe(37)

        const answers = await Promise.all(
          Array.from({ length: 200 }, () => api.post(OPERATIONS.getEphemerisSeries, oneCredit)),
        )
        const ok = answers.filter((r) => r.statusCode === 200)
        const refused = answers.filter((r) => r.statusCode === 402)
        expect(ok).toHaveLength(37)
        expect(refused).toHaveLength(163)
        for (const r of refused) expect(r.json().error).toBe('credits_exhausted')
        expect(ok.every((r) => r.json().usage.units_charged === 1)).toBe(true)

        const check = await ledgerCheck(api.store, api.accountId)
        expect(check.free + check.paid).toBe(0)
        expect(check.holds).toBe(0)
        expect(check.ledger).toBe(check.balance)
        expect(check.charges).toHaveLength(63 + 37)
        expect(check.charges.reduce((s, c) => s + c.units, 0)).toBe(100)
        // Every 2xx answer has exactly its own ledger row.
        const requestIds = new Set(ok.map((r) => r.json().requestId))
        expect(check.charges.filter((c) => requestIds.has(c.request_id)).length).toBe(37)
      } finally {
        await api.close()
      }
    },
  )

  it.skipIf(!engine.up)(
    '200 parallel block-billed calls with 5 credits: exactly 50 answers, exactly 5 credits',
    async () => {
      const api = await testApi({ databaseUrl: await engine.freshUrl(), unmetered: false })
      try {
        await api.accounts.setLimits(api.accountId, { perMinute: 10_000, concurrency: 1_000 })
        // 100 free credits: leave 5, so that funding runs out under load.
        for (let i = 0; i < 95; i++) await api.post(OPERATIONS.getEphemerisSeries, oneCredit)
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            api.post(OPERATIONS.getEphemerisAyanamsa, {
              datetime: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
            }),
          ),
        )
        const ok = answers.filter((r) => r.statusCode === 200)
        expect(answers.every((r) => r.statusCode === 200 || r.json().error === 'credits_exhausted')).toBe(
          true,
        )
        const charged = ok.reduce((s, r) => s + r.json().usage.units_charged, 0)
        expect(charged).toBe(Math.ceil(ok.length / 10))
        expect(charged).toBeLessThanOrEqual(5)
        expect(ok.length).toBeGreaterThan(40)
        const check = await ledgerCheck(api.store, api.accountId)
        expect(check.holds).toBe(0)
        expect(check.ledger).toBe(check.balance)
        expect(check.free + check.paid).toBe(5 - charged)
        const eph = await api.store.db
          .selectFrom('accounts')
          .select('eph_calls')
          .where('id', '=', api.accountId)
          .executeTakeFirstOrThrow()
        expect(eph.eph_calls).toBe(ok.length)
      } finally {
        await api.close()
      }
    },
  )
})
