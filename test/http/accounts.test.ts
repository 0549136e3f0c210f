/**
 * Spec §3.1 (credit balance) and §3.2 (key states), row by row, through the HTTP API, on each engine,
 * with an injected clock for the 60-day expiry and the monthly reset.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AccountRuleError, FREE_CREDITS, TERMS_VERSION } from '../../src/accounts/index.js'
import { FIXED_NOW, ledgerCheck, OPERATIONS, testApi, type TestApi } from '../helpers/app.js'
import { dropTestDatabases, ENGINES } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const DAY = 86_400_000
/** A series of n points costs ceil(n / 100) credits: exact prices for credit tests. */
const series = (points: number) => ({
  start: '2024-01-01T00:00:00Z',
  end: new Date(Date.UTC(2024, 0, 1) + (points - 1) * 60_000).toISOString(),
  stepMinutes: 1,
  bodies: ['Sun'],
})

describe.each(ENGINES)('accounts and keys on $name', (engine) => {
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

  const call = (key: string, url: string, body: unknown) =>
    api.post(url, body, { authorization: `Bearer ${key}` })
  const newAccount = async (
    opts: { verified?: boolean; acceptTerms?: boolean } = { verified: true, acceptTerms: true },
  ) =>
    (
      await api.accounts.createAccount(
        { email: `u${Math.random().toString(36).slice(2)}@example.com`, ...opts },
        api.clock.ms,
      )
    ).accountId
  const liveKey = async (accountId: string, extra: Record<string, unknown> = {}) =>
    (await api.accounts.createKey({ accountId, kind: 'live', ...extra }, api.clock.ms)).secret
  const show = (accountId: string) => api.accounts.showAccount(accountId, api.clock.ms)

  describe.skipIf(!engine.up)('§3.1 credit balance', () => {
    it('no live key yet → the first live key (terms accepted, email verified) grants 100 free credits for 60 days, once', async () => {
      const id = await newAccount()
      expect((await show(id)).remainingCredits).toBe(0)
      await api.accounts.createKey({ accountId: id, kind: 'sandbox' }, api.clock.ms)
      expect((await show(id)).freeCredits).toBe(0) // a sandbox key grants nothing
      await liveKey(id)
      const v = await show(id)
      expect(v.freeCredits).toBe(FREE_CREDITS)
      expect(v.freeExpiresAt).toBe(new Date(api.clock.ms + 60 * DAY).toISOString())
      await liveKey(id) // a second live key does not grant again
      expect((await show(id)).freeCredits).toBe(FREE_CREDITS)
      const grants = (
        await api.store.db.selectFrom('ledger').selectAll().where('account_id', '=', id).execute()
      ).filter((r) => r.kind === 'free_grant')
      expect(grants).toHaveLength(1)
    })

    it('live keys and purchases need a verified email and the current beta terms', async () => {
      const unverified = await newAccount({ acceptTerms: true })
      await expect(liveKey(unverified)).rejects.toThrow(/verified email/)
      await expect(api.accounts.purchase(unverified, 'starter', api.clock.ms)).rejects.toThrow(
        AccountRuleError,
      )
      const noTerms = await newAccount({ verified: true })
      await expect(liveKey(noTerms)).rejects.toThrow(/beta terms/)
      // Older terms: new terms must be accepted before the next live key or purchase.
      await api.store.db
        .updateTable('accounts')
        .set({ terms_version: 'beta-0-2026-06-01' })
        .where('id', '=', noTerms)
        .execute()
      await expect(liveKey(noTerms)).rejects.toThrow(TERMS_VERSION)
      await expect(api.accounts.purchase(noTerms, 'builder', api.clock.ms)).rejects.toThrow(TERMS_VERSION)
      await api.accounts.acceptTerms(noTerms, TERMS_VERSION, api.clock.ms)
      await expect(liveKey(noTerms)).resolves.toMatch(/^service_live_/)
      // Sandbox keys need neither.
      await expect(
        api.accounts.createKey({ accountId: unverified, kind: 'sandbox' }, api.clock.ms),
      ).resolves.toBeDefined()
    })

    it('free credits active → a successful call spends them, before any paid credits', async () => {
      const id = await newAccount()
      const key = await liveKey(id)
      await api.accounts.purchase(id, 'starter', api.clock.ms)
      const r = await call(key, OPERATIONS.getEphemerisSeries, series(250))
      expect(r.statusCode).toBe(200)
      expect(r.json().usage).toEqual({ units_charged: 3, remaining_credits: 97 + 1000 })
      const v = await show(id)
      expect([v.freeCredits, v.paidCredits]).toEqual([97, 1000])
      const check = await ledgerCheck(api.store, id)
      expect(check.charges.at(-1)).toMatchObject({
        units: 3,
        free_units: -3,
        paid_units: 0,
        operation: 'getEphemerisSeries',
      })
    })

    it('100 credits used → free credits gone, the rest from paid (one call may split)', async () => {
      const id = await newAccount()
      const key = await liveKey(id)
      await api.accounts.purchase(id, 'starter', api.clock.ms)
      for (let i = 0; i < 9; i++)
        expect((await call(key, OPERATIONS.getEphemerisSeries, series(1000))).statusCode).toBe(200)
      expect((await show(id)).freeCredits).toBe(10)
      await call(key, OPERATIONS.getEphemerisSeries, series(500)) // 5 free credits left
      const r = await call(key, OPERATIONS.getEphemerisSeries, series(800)) // 8 = 5 free + 3 paid
      expect(r.json().usage).toEqual({ units_charged: 8, remaining_credits: 997 })
      expect(await show(id)).toMatchObject({ freeCredits: 0, paidCredits: 997 })
      expect((await ledgerCheck(api.store, id)).charges.at(-1)).toMatchObject({
        units: 8,
        free_units: -5,
        paid_units: -3,
      })
    })

    it('60 days elapsed → unspent free credits expire (a ledger row records it) and never renew', async () => {
      const id = await newAccount()
      const key = await liveKey(id)
      expect(
        (await call(key, OPERATIONS.getEphemerisSeries, series(100))).json().usage.remaining_credits,
      ).toBe(99)
      api.clock.advance(60 * DAY - 1)
      expect(
        (await call(key, OPERATIONS.getEphemerisSeries, series(100))).json().usage.remaining_credits,
      ).toBe(98)
      api.clock.advance(1) // exactly 60 days after the grant
      const r = await call(key, OPERATIONS.getEphemerisSeries, series(100))
      expect(r.statusCode).toBe(402)
      expect(r.json().error).toBe('credits_exhausted')
      expect((await show(id)).remainingCredits).toBe(0)
      const check = await ledgerCheck(api.store, id)
      expect(check.ledger).toBe(check.balance)
      expect(
        await api.store.db
          .selectFrom('ledger')
          .select(['kind', 'free_units'])
          .where('account_id', '=', id)
          .where('kind', '=', 'free_expiry')
          .execute(),
      ).toEqual([{ kind: 'free_expiry', free_units: -98 }])
      await liveKey(id) // another live key: no new grant
      expect((await show(id)).remainingCredits).toBe(0)
    })

    it('free credits gone → paid balance covers the call; paid credits never expire', async () => {
      const id = await newAccount()
      const key = await liveKey(id)
      await api.accounts.purchase(id, 'starter', api.clock.ms)
      api.clock.advance(3650 * DAY)
      const r = await call(key, OPERATIONS.getEphemerisSeries, series(100))
      expect(r.json().usage).toEqual({ units_charged: 1, remaining_credits: 999 })
    })

    it('paid balance too low → 402 credits_exhausted, nothing charged, balance unchanged', async () => {
      const id = await newAccount()
      const key = await liveKey(id)
      for (let i = 0; i < 9; i++) await call(key, OPERATIONS.getEphemerisSeries, series(1000))
      await call(key, OPERATIONS.getEphemerisSeries, series(900)) // 1 free credit left
      const before = await ledgerCheck(api.store, id)
      const r = await call(key, OPERATIONS.getEphemerisSeries, series(101))
      expect(r.statusCode).toBe(402)
      expect(r.json()).toMatchObject({ error: 'credits_exhausted', statusCode: 402 })
      expect(r.json().message).toContain('costs 2 credits')
      const after = await ledgerCheck(api.store, id)
      expect(after.charges).toHaveLength(before.charges.length)
      expect(after.free + after.paid).toBe(1)
      expect((await call(key, OPERATIONS.getEphemerisSeries, series(100))).statusCode).toBe(200)
    })

    it('a pack purchase adds paid credits and raises the concurrency allowance from 2 to 5', async () => {
      const id = await newAccount()
      expect((await show(id)).limits).toEqual({ perMinute: 120, concurrency: 2 })
      await api.accounts.purchase(id, 'builder', api.clock.ms)
      expect(await show(id)).toMatchObject({ paidCredits: 5000, limits: { perMinute: 120, concurrency: 5 } })
      await api.accounts.purchase(id, 'growth', api.clock.ms)
      expect((await show(id)).paidCredits).toBe(20000)
    })

    it('all keys of an account share one balance; sandbox keys keep working when it is empty', async () => {
      const id = await newAccount()
      const a = await liveKey(id)
      const b = await liveKey(id)
      const sandbox = (await api.accounts.createKey({ accountId: id, kind: 'sandbox' }, api.clock.ms)).secret
      expect((await call(a, OPERATIONS.getEphemerisSeries, series(5000 - 100))).statusCode).toBe(400) // too many points
      for (let i = 0; i < 10; i++) await call(i % 2 ? a : b, OPERATIONS.getEphemerisSeries, series(1000))
      expect((await show(id)).remainingCredits).toBe(0)
      expect((await call(b, OPERATIONS.getEphemerisSeries, series(1))).statusCode).toBe(402)
      const s = await call(sandbox, OPERATIONS.getEphemerisSeries, series(1))
      expect(s.statusCode).toBe(200)
      expect(s.json()).toMatchObject({ sandbox: true, usage: { units_charged: 0, remaining_credits: 0 } })
    })
  })

  describe.skipIf(!engine.up)('§3.2 key states', () => {
    it('active → revoked: 401 revoked_key', async () => {
      const id = await newAccount()
      const { keyId, secret } = await api.accounts.createKey({ accountId: id, kind: 'live' }, api.clock.ms)
      expect(
        (await call(secret, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' }))
          .statusCode,
      ).toBe(200)
      await api.accounts.revokeKey(keyId, api.clock.ms)
      const r = await call(secret, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' })
      expect([r.statusCode, r.json().error]).toEqual([401, 'revoked_key'])
      expect((await show(id)).keys[0]!.state).toBe('revoked')
    })

    it('active → expired at expiresAt: 401 expired_key', async () => {
      const id = await newAccount()
      const expiresAtMs = api.clock.ms + 7 * DAY
      const { secret } = await api.accounts.createKey(
        { accountId: id, kind: 'sandbox', expiresAtMs },
        api.clock.ms,
      )
      expect(
        (await call(secret, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' }))
          .statusCode,
      ).toBe(200)
      api.clock.advance(7 * DAY)
      const r = await call(secret, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' })
      expect([r.statusCode, r.json().error]).toEqual([401, 'expired_key'])
      expect((await show(id)).keys[0]!.state).toBe('expired')
    })

    it('rotation: a new secret works at once and the old one stops working', async () => {
      const id = await newAccount()
      const { keyId, secret: old } = await api.accounts.createKey(
        { accountId: id, kind: 'live' },
        api.clock.ms,
      )
      const { secret: fresh } = await api.accounts.rotateKey(keyId, api.clock.ms)
      expect(fresh).not.toBe(old)
      expect(
        (await call(fresh, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' })).statusCode,
      ).toBe(200)
      const r = await call(old, OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' })
      expect([r.statusCode, r.json().error]).toEqual([401, 'invalid_api_key'])
    })

    it('scopes: a call outside them is 403 insufficient_scope, until the key gains the scope', async () => {
      const id = await newAccount()
      const { keyId, secret } = await api.accounts.createKey(
        { accountId: id, kind: 'live', scopes: ['chart', 'dasha'] },
        api.clock.ms,
      )
      const r = await call(secret, OPERATIONS.getEphemerisPositions, { datetime: '2024-01-01T00:00:00Z' })
      expect([r.statusCode, r.json().error]).toEqual([403, 'insufficient_scope'])
      await api.accounts.setScopes(keyId, ['chart', 'dasha', 'ephemeris'])
      expect(
        (await call(secret, OPERATIONS.getEphemerisPositions, { datetime: '2024-01-01T00:00:00Z' }))
          .statusCode,
      ).toBe(200)
    })

    it('a monthly credit limit: 402 key_credit_limit_reached, nothing charged, and it resets on the 1st, UTC', async () => {
      const id = await newAccount()
      // 2026-11-22T12:00Z: the month ends in 9.5 days.
      const { keyId, secret } = await api.accounts.createKey(
        { accountId: id, kind: 'live', monthlyLimit: 5 },
        api.clock.ms,
      )
      expect(
        (await call(secret, OPERATIONS.getEphemerisSeries, series(400))).json().usage.units_charged,
      ).toBe(4)
      const r = await call(secret, OPERATIONS.getEphemerisSeries, series(200))
      expect([r.statusCode, r.json().error]).toEqual([402, 'key_credit_limit_reached'])
      expect((await show(id)).remainingCredits).toBe(96)
      expect((await call(secret, OPERATIONS.getEphemerisSeries, series(100))).statusCode).toBe(200)
      expect((await call(secret, OPERATIONS.getEphemerisSeries, series(100))).statusCode).toBe(402)
      // Another key of the account is not limited by this one's limit.
      const other = await liveKey(id)
      expect((await call(other, OPERATIONS.getEphemerisSeries, series(100))).statusCode).toBe(200)
      const toFirst = Date.UTC(2026, 11, 1) - api.clock.ms
      api.clock.advance(toFirst - 1) // 2026-11-30T23:59:59.999Z: still November
      expect((await call(secret, OPERATIONS.getEphemerisSeries, series(100))).statusCode).toBe(402)
      api.clock.advance(1) // 2026-12-01T00:00Z
      expect(
        (await call(secret, OPERATIONS.getEphemerisSeries, series(500))).json().usage.units_charged,
      ).toBe(5)
      expect((await call(secret, OPERATIONS.getEphemerisSeries, series(1))).json().error).toBe(
        'key_credit_limit_reached',
      )
      await api.accounts.setMonthlyLimit(keyId, null, api.clock.ms)
      expect((await call(secret, OPERATIONS.getEphemerisSeries, series(1))).statusCode).toBe(200)
    })
  })
})
