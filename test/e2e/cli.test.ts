/**
 * The `graha` command, every verb with --json, against a real database; and what the database and the
 * logs keep after real traffic: never a key secret, an Idempotency-Key or any birth data.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, runCli, startServer, tempSqliteUrl, type ServerProcess } from '../helpers/server.js'

const DATABASE_URL = tempSqliteUrl()
const env = { DATABASE_URL, NODE_ENV: 'production' }
const cli = (...args: string[]) => runCli([...args, '--json'], env)
const json = (r: ReturnType<typeof runCli>) => {
  expect(r.code, r.stderr).toBe(0)
  return JSON.parse(r.stdout) as Record<string, unknown>
}

describe('graha CLI', () => {
  let accountId = ''
  let live = { keyId: '', secret: '' }
  let sandbox = { keyId: '', secret: '' }
  let server: ServerProcess

  beforeAll(() => {
    expect(json(runCli(['migrate', '--json'], env))).toEqual({
      applied: ['0001-accounts-keys-credits', '0002-portal'],
    })
  })
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('creates an account, verifies it, accepts the terms, and shows it', () => {
    accountId = json(cli('account', 'create', '--email', 'Dev@Example.com')).accountId as string
    expect(accountId).toMatch(/^acct_[0-9a-f]{24}$/)
    expect(cli('key', 'create', '--account', accountId, '--kind', 'live').stderr).toContain('verified email')
    json(cli('account', 'verify', accountId))
    expect(cli('key', 'create', '--account', accountId, '--kind', 'live').stderr).toContain('beta terms')
    expect(json(cli('account', 'accept-terms', accountId))).toMatchObject({
      termsVersion: 'beta-1-2026-10-07',
    })
    const shown = json(cli('account', 'show', accountId))
    expect(shown).toMatchObject({
      email: 'dev@example.com',
      emailVerified: true,
      termsCurrent: true,
      remainingCredits: 0,
      keys: [],
    })
  })

  it('creates live and sandbox keys (the secret shown once), with scopes, limits and expiry', () => {
    live = json(
      cli(
        'key',
        'create',
        '--account',
        accountId,
        '--kind',
        'live',
        '--scopes',
        'ephemeris,chart',
        '--monthly-limit',
        '50',
      ),
    ) as typeof live
    expect(live.secret).toMatch(/^service_live_[0-9a-f]{48}$/)
    sandbox = json(
      cli(
        'key',
        'create',
        '--account',
        accountId,
        '--kind',
        'sandbox',
        '--expires-at',
        '2099-01-01T00:00:00Z',
      ),
    ) as typeof sandbox
    expect(sandbox.secret).toMatch(/^service_sandbox_[0-9a-f]{48}$/)
    const shown = json(cli('account', 'show', accountId)) as {
      freeCredits: number
      keys: {
        keyId: string
        scopes: string[]
        monthlyLimit: number | null
        expiresAt: string | null
        prefix: string
      }[]
    }
    expect(shown.freeCredits).toBe(100)
    expect(shown.keys.find((k) => k.keyId === live.keyId)).toMatchObject({
      scopes: ['chart', 'ephemeris'],
      monthlyLimit: 50,
    })
    expect(shown.keys.find((k) => k.keyId === sandbox.keyId)).toMatchObject({
      expiresAt: '2099-01-01T00:00:00.000Z',
    })
    expect(shown.keys[0]!.prefix).toMatch(/^service_live_[0-9a-f]{6}…$/)
    expect(JSON.stringify(shown)).not.toContain(live.secret)
  })

  it('purchases packs, sets limits, edits scopes and the monthly limit, rotates and revokes', () => {
    expect(json(cli('credits', 'purchase', '--account', accountId, '--pack', 'starter'))).toMatchObject({
      credits: 1000,
    })
    expect(json(cli('account', 'limits', accountId))).toEqual({ perMinute: 120, concurrency: 5 })
    expect(json(cli('account', 'limits', accountId, '--per-minute', '600', '--concurrency', '20'))).toEqual({
      perMinute: 600,
      concurrency: 20,
    })
    expect(json(cli('account', 'limits', accountId, '--reset'))).toEqual({ perMinute: 120, concurrency: 5 })
    expect(json(cli('key', 'scopes', live.keyId, 'ephemeris,dasha'))).toEqual({
      keyId: live.keyId,
      scopes: ['dasha', 'ephemeris'],
    })
    expect(json(cli('key', 'limit', live.keyId, 'none'))).toEqual({ keyId: live.keyId, monthlyLimit: null })
    const rotated = json(cli('key', 'rotate', sandbox.keyId)) as typeof sandbox
    expect(rotated.keyId).toBe(sandbox.keyId)
    expect(rotated.secret).not.toBe(sandbox.secret)
    sandbox = rotated
    const extra = json(cli('key', 'create', '--account', accountId, '--kind', 'live')) as typeof live
    expect(json(cli('key', 'revoke', extra.keyId))).toEqual({ keyId: extra.keyId, state: 'revoked' })
  })

  it('refuses mistakes with a message and a non-zero exit', () => {
    expect(cli('account', 'show', 'acct_nope')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no account acct_nope'),
    })
    expect(cli('key', 'create', '--account', accountId, '--kind', 'gold')).toMatchObject({ code: 2 })
    expect(
      cli('key', 'create', '--account', accountId, '--kind', 'live', '--scopes', 'astrology'),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("unknown scope 'astrology'"),
    })
    expect(cli('credits', 'purchase', '--account', accountId, '--pack', 'mega')).toMatchObject({ code: 2 })
    expect(cli('account', 'create', '--email', 'dev@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('exists'),
    })
    expect(runCli(['account', 'create', '--mail', 'x@example.com'], env)).toMatchObject({ code: 2 })
  })

  it('the database and the logs keep no key secret, Idempotency-Key or birth data after real traffic', async () => {
    server = await startServer(env)
    const birth = { date: '1987-06-05', timezone: 'Asia/Kolkata', latitude: 12.9716, longitude: 77.5946 }
    const auth = { authorization: `Bearer ${live.secret}` }
    expect(
      (
        await call(server.base, '/v1/ephemeris/sunrise', birth, {
          ...auth,
          'idempotency-key': 'idem-secret-77',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          server.base,
          '/v1/ephemeris/angles',
          { datetime: '1987-06-05T04:31:17+05:30', latitude: 12.9716, longitude: 77.5946 },
          auth,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          server.base,
          '/v1/ephemeris/positions',
          { datetime: '1987-06-05T04:31:17+05:30' },
          { authorization: `Bearer ${sandbox.secret}` },
        )
      ).status,
    ).toBe(200)
    expect(
      (await call(server.base, '/v1/ephemeris/sunrise', { ...birth, timezone: 'Asia/Calcuta' }, auth)).status,
    ).toBe(400)
    server.child.kill('SIGTERM')
    await server.exited

    const folder = dirname(DATABASE_URL.slice('sqlite:'.length))
    const stored = readdirSync(folder)
      .map((f) => readFileSync(`${folder}/${f}`).toString('latin1'))
      .join('\n')
    const logs = server.output()
    const secrets = [
      live.secret,
      live.secret.slice(13),
      sandbox.secret.slice(16),
      'idem-secret-77',
      '1987-06-05',
      '04:31:17',
      '12.9716',
      '77.5946',
      'Calcuta',
    ]
    for (const s of secrets) {
      expect(stored.includes(s), `database holds ${s}`).toBe(false)
      expect(logs.includes(s), `logs hold ${s}`).toBe(false)
    }
    expect(stored).toContain('getEphemerisSunrise') // the ledger is there, and says only what was called
  })

  it('a change made with graha applies to a running server from the key’s next request', async () => {
    server = await startServer(env)
    const key = json(cli('key', 'create', '--account', accountId, '--kind', 'live')) as typeof live
    const positions = () =>
      call(
        server.base,
        '/v1/ephemeris/positions',
        { datetime: '2024-03-20T10:30:00Z' },
        { authorization: `Bearer ${key.secret}` },
      )
    expect((await positions()).status).toBe(200)
    expect((await positions()).status).toBe(200)
    json(cli('key', 'scopes', key.keyId, 'chart'))
    expect((await positions()).body).toMatchObject({ error: 'insufficient_scope' })
    json(cli('key', 'scopes', key.keyId, 'ephemeris'))
    expect((await positions()).status).toBe(200)
    json(cli('account', 'limits', accountId, '--per-minute', '1'))
    expect((await positions()).body).toMatchObject({ error: 'rate_limited' })
    json(cli('account', 'limits', accountId, '--reset'))
    expect((await positions()).status).toBe(200)
    json(cli('key', 'revoke', key.keyId))
    expect((await positions()).body).toMatchObject({ error: 'revoked_key' })
    server.child.kill('SIGTERM')
    await server.exited
  })
})
