/** Billing (spec §4, §4.14) through the HTTP API: block billing, series, idempotency, holds. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/http/app.js'
import { accountGate } from '../../src/http/gate.js'
import type { Gate } from '../../src/http/policy.js'
import { MemoryLimiter } from '../../src/limits/memory.js'
import { FIXED_NOW, ledgerCheck, OPERATIONS, testApi, testWorkers, type TestApi } from '../helpers/app.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { dropTestDatabases, ENGINES } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const DAY = 86_400_000
const series = (points: number) => ({
  start: '2024-01-01T00:00:00Z',
  end: new Date(Date.UTC(2024, 0, 1) + (points - 1) * 60_000).toISOString(),
  stepMinutes: 1,
  bodies: ['Moon'],
})
/** The four block-billed operations, in turn. */
const BLOCK_CALLS = [
  [OPERATIONS.getEphemerisPositions, { datetime: '2024-03-20T10:30:00Z', bodies: ['Sun'] }],
  [OPERATIONS.getEphemerisAngles, { datetime: '2024-03-20T10:30:00Z', latitude: 10, longitude: 10 }],
  [OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-03-20T10:30:00Z' }],
  [OPERATIONS.getEphemerisSunrise, { date: '2024-03-20', timezone: 'UTC', latitude: 10, longitude: 10 }],
] as const

describe.each(ENGINES)('billing on $name', (engine) => {
  let api: TestApi
  beforeAll(async () => {
    if (engine.up) api = await testApi({ databaseUrl: await engine.freshUrl(), unmetered: false })
  })
  afterAll(async () => {
    if (engine.up) await api.close()
  })
  beforeEach(() => {
    if (engine.up) api.clock.ms = FIXED_NOW.getTime()
  })

  async function liveKey(paid = true) {
    const { accountId } = await api.accounts.createAccount(
      { email: `b${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      api.clock.ms,
    )
    const { secret } = await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)
    if (paid) await api.accounts.purchase(accountId, 'starter', api.clock.ms)
    return { accountId, auth: { authorization: `Bearer ${secret}` } }
  }

  it.skipIf(!engine.up)(
    '25 sequential ephemeris calls charge exactly 3 credits, on calls 1, 11 and 21; failed calls in between shift nothing',
    async () => {
      const { accountId, auth } = await liveKey()
      const charged: number[] = []
      let successes = 0
      for (let i = 0; successes < 25; i++) {
        // Every fourth attempt fails (invalid body, then Placidus at the pole): it must not count.
        if (i % 4 === 3) {
          const bad =
            i % 8 === 3
              ? await api.post(OPERATIONS.getEphemerisPositions, { datetime: 'yesterday' }, auth)
              : await api.post(
                  OPERATIONS.getEphemerisAngles,
                  { datetime: '2024-03-20T10:30:00Z', latitude: 89, longitude: 0, houseSystem: 'placidus' },
                  auth,
                )
          expect([400, 422]).toContain(bad.statusCode)
          continue
        }
        const [url, body] = BLOCK_CALLS[successes % 4]!
        const res = await api.post(url, body, auth)
        expect(res.statusCode, res.body).toBe(200)
        successes++
        if (res.json().usage.units_charged) charged.push(successes)
        expect(res.json().usage.units_charged).toBe(successes % 10 === 1 ? 1 : 0)
      }
      expect(charged).toEqual([1, 11, 21])
      const check = await ledgerCheck(api.store, accountId)
      expect(check.paid + check.free).toBe(1100 - 3)
      expect(check.charges.reduce((s, c) => s + c.units, 0)).toBe(3)
      expect(check.charges).toHaveLength(25) // every 2xx has its ledger row, 0 credits or 1
      expect(check.ledger).toBe(check.balance)
    },
  )

  it.skipIf(!engine.up)(
    'inside an open block a call succeeds without credits; the next block needs one',
    async () => {
      const { accountId, auth } = await liveKey(false)
      // Spend the 100 free credits but one, with series calls.
      for (let i = 0; i < 9; i++) await api.post(OPERATIONS.getEphemerisSeries, series(1000), auth)
      await api.post(OPERATIONS.getEphemerisSeries, series(900), auth)
      const [url, body] = BLOCK_CALLS[2]!
      expect((await api.post(url, body, auth)).json().usage).toEqual({
        units_charged: 1,
        remaining_credits: 0,
      })
      for (let i = 2; i <= 10; i++)
        expect((await api.post(url, body, auth)).json().usage).toEqual({
          units_charged: 0,
          remaining_credits: 0,
        })
      const eleventh = await api.post(url, body, auth)
      expect(eleventh.statusCode).toBe(402)
      expect(eleventh.json().error).toBe('credits_exhausted')
      const check = await ledgerCheck(api.store, accountId)
      expect(check.ledger).toBe(check.balance)
    },
  )

  it.skipIf(!engine.up)('series: 1 credit per started 100 points (a 365-point table costs 4)', async () => {
    const { auth } = await liveKey()
    for (const [points, credits] of [
      [1, 1],
      [100, 1],
      [101, 2],
      [365, 4],
      [1000, 10],
    ] as const) {
      const res = await api.post(OPERATIONS.getEphemerisSeries, series(points), auth)
      expect(res.json().pointCount).toBe(points)
      expect(res.json().usage.units_charged, `${points} points`).toBe(credits)
    }
    const daily = await api.post(
      OPERATIONS.getEphemerisSeries,
      { start: '2023-01-01T00:00:00Z', end: '2023-12-31T00:00:00Z', stepMinutes: 1440, bodies: ['Sun'] },
      auth,
    )
    expect(daily.json()).toMatchObject({ pointCount: 365, usage: { units_charged: 4 } })
  })

  it.skipIf(!engine.up)('usage.remaining_credits is unexpired free plus paid, after the call', async () => {
    const { auth } = await liveKey()
    expect((await api.post(OPERATIONS.getEphemerisSeries, series(250), auth)).json().usage).toEqual({
      units_charged: 3,
      remaining_credits: 97 + 1000,
    })
    api.clock.advance(61 * DAY)
    expect((await api.post(OPERATIONS.getEphemerisSeries, series(250), auth)).json().usage).toEqual({
      units_charged: 3,
      remaining_credits: 997,
    })
  })

  describe('Idempotency-Key', () => {
    it.skipIf(!engine.up)(
      'a retry with the same key and body within 24 h is answered again, not charged again',
      async () => {
        const { accountId, auth } = await liveKey()
        const headers = { ...auth, 'idempotency-key': 'order-7731' }
        const first = await api.post(OPERATIONS.getEphemerisSeries, series(300), headers)
        expect(first.json().usage).toEqual({ units_charged: 3, remaining_credits: 1097 })
        // The same request written differently (key order) is the same request.
        const { stepMinutes, bodies, start, end } = series(300)
        const retry = await api.post(
          OPERATIONS.getEphemerisSeries,
          { bodies, end, stepMinutes, start },
          headers,
        )
        expect(retry.statusCode).toBe(200)
        expect(retry.json().usage).toEqual({ units_charged: 0, remaining_credits: 1097 })
        expect(retry.json().points).toEqual(first.json().points)
        expect((await ledgerCheck(api.store, accountId)).charges).toHaveLength(1)
        // After 24 hours the key is new again.
        api.clock.advance(24 * 3_600_000 + 1)
        expect(
          (await api.post(OPERATIONS.getEphemerisSeries, series(300), headers)).json().usage.units_charged,
        ).toBe(3)
        // Only hashes are kept.
        const rows = await api.store.db
          .selectFrom('idempotency')
          .selectAll()
          .where('account_id', '=', accountId)
          .execute()
        expect(JSON.stringify(rows)).not.toContain('order-7731')
        expect(JSON.stringify(rows)).not.toContain('2024-01-01')
      },
    )

    it.skipIf(!engine.up)(
      'the same key with a different body is a 400 naming the conflict, and charges nothing',
      async () => {
        const { accountId, auth } = await liveKey()
        const headers = { ...auth, 'idempotency-key': 'k-1' }
        await api.post(OPERATIONS.getEphemerisSeries, series(100), headers)
        const res = await api.post(OPERATIONS.getEphemerisSeries, series(200), headers)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ error: 'idempotency_key_reused', statusCode: 400 })
        expect(res.json().message).toContain('Idempotency-Key')
        // … or the same body sent to another operation.
        expect((await api.post(OPERATIONS.getEphemerisPositions, series(100), headers)).statusCode).toBe(400)
        expect((await ledgerCheck(api.store, accountId)).charges).toHaveLength(1)
      },
    )

    it.skipIf(!engine.up)(
      'a failed first attempt leaves the key usable; a malformed key is refused',
      async () => {
        const { accountId, auth } = await liveKey()
        const headers = { ...auth, 'idempotency-key': 'k-2' }
        const payload = {
          datetime: '2024-03-20T10:30:00Z',
          latitude: 89,
          longitude: 0,
          houseSystem: 'placidus',
        }
        expect((await api.post(OPERATIONS.getEphemerisAngles, payload, headers)).statusCode).toBe(422)
        expect((await api.post(OPERATIONS.getEphemerisAngles, payload, headers)).statusCode).toBe(422)
        expect((await ledgerCheck(api.store, accountId)).charges).toHaveLength(0)
        const bad = await api.post(
          OPERATIONS.getEphemerisAyanamsa,
          { datetime: '2024-03-20T10:30:00Z' },
          { ...auth, 'idempotency-key': 'x'.repeat(256) },
        )
        expect(bad.statusCode).toBe(400)
        expect(bad.json()).toMatchObject({ error: 'invalid_field' })
        expect(bad.json().message).toContain('Idempotency-Key')
      },
    )

    it.skipIf(!engine.up)(
      'a retry while the first is still in flight is refused with 429, not run twice',
      async () => {
        const { accountId } = await liveKey()
        const caller = await api.accounts.authenticate(
          `Bearer ${(await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)).secret}`,
          'ephemeris',
          api.clock.ms,
        )
        const req = {
          accountId,
          keyId: caller.keyId,
          operation: 'getEphemerisSeries',
          price: { kind: 'per-call' as const, credits: 2 },
          body: { a: 1 },
          requestId: 'req_1',
          idempotencyKey: 'k-3',
        }
        const first = await api.accounts.hold(req, api.clock.ms)
        await expect(api.accounts.hold({ ...req, requestId: 'req_2' }, api.clock.ms)).rejects.toMatchObject({
          code: 'concurrency_limit',
        })
        await api.accounts.capture(first, api.clock.ms)
        const replay = await api.accounts.hold({ ...req, requestId: 'req_3' }, api.clock.ms)
        expect(replay.replay).toBe(true)
        expect(await api.accounts.capture(replay, api.clock.ms)).toMatchObject({ units_charged: 0 })
      },
    )
  })

  it.skipIf(!engine.up)(
    'a hold is released when the answer is not 2xx, and the ledger always sums to the balance',
    async () => {
      const { accountId, auth } = await liveKey()
      const res = await api.post(
        OPERATIONS.getEphemerisAngles,
        { datetime: '2024-03-20T10:30:00Z', latitude: -89, longitude: 0, houseSystem: 'placidus' },
        auth,
      )
      expect(res.statusCode).toBe(422)
      const check = await ledgerCheck(api.store, accountId)
      expect(check.holds).toBe(0)
      expect(check.charges).toHaveLength(0)
      expect(check.ledger).toBe(check.balance)
      expect(check.free + check.paid).toBe(1100)
    },
  )
  it.skipIf(!engine.up)(
    'held credits whose charge cannot be committed answer 500, never a 2xx without its ledger row, and come back',
    async () => {
      const { accountId, auth } = await liveKey()
      // The same accounts and store, behind a gate whose commit of a held charge fails.
      const inner = accountGate(api.accounts, new MemoryLimiter(), api.clock.now)
      let failures = 0
      const gate: Gate = {
        ...inner,
        async hold(req, caller, op) {
          const held = await inner.hold(req, caller, op)
          expect(held.usage).toEqual({ units_charged: 3, remaining_credits: 1097 })
          return {
            ...held,
            capture: async () => {
              failures++
              throw new Error('the database went away')
            },
          }
        },
      }
      const app = await buildApp({
        ephemeris: testEphemeris(),
        accounts: api.accounts,
        limiter: new MemoryLimiter(),
        gate,
        now: api.clock.now,
        compute: { workers: testWorkers() },
      })
      try {
        const before = await ledgerCheck(api.store, accountId)
        const res = await app.inject({
          method: 'POST',
          url: OPERATIONS.getEphemerisSeries,
          headers: { 'content-type': 'application/json', ...auth },
          payload: series(250),
        })
        expect(failures).toBe(1)
        expect(res.statusCode).toBe(500)
        expect(res.json().error).toBe('internal_error')
        const after = await ledgerCheck(api.store, accountId)
        expect(after.holds).toBe(0)
        expect(after.charges).toHaveLength(before.charges.length)
        expect(after.free + after.paid).toBe(before.free + before.paid)
        expect(after.ledger).toBe(after.balance)
      } finally {
        await app.close()
      }
    },
  )
})
