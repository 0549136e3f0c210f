/**
 * The developer portal over Fastify's inject (issue 15): sign-in by email link through a real SMTP
 * server (smtp-server), sessions, CSRF, rate limits, the terms, keys and their effect on the API at
 * once, credits through a stand-in that speaks Stripe's protocol, usage, and the security headers. The
 * browser test (test/browser/portal.test.ts) walks a newcomer's path through the same pages in Chromium.
 */
import { Writable } from 'node:stream'
import { dashaExample } from '../../src/schemas/chart.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TERMS_VERSION } from '../../src/accounts/index.js'
import { LINKS_PER_ADDRESS_HOUR, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../src/portal/sessions.js'
import { SIGN_IN_PER_MINUTE } from '../../src/portal/routes/auth.js'
import { contentSecurityPolicy } from '../../src/portal/index.js'
import { smtpMailer } from '../../src/portal/mail.js'
import { stripePayments } from '../../src/portal/payments.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'
import { startMailStandIn, type MailStandIn } from '../helpers/mail-standin.js'
import {
  dropTestDatabases,
  ENGINES,
  freshRedisPrefix,
  REDIS_URL,
  type EngineCase,
} from '../helpers/engines.js'
import { RedisLimiter } from '../../src/limits/redis.js'
import { csrfOf, pathOf, PortalClient, portalConfig } from '../helpers/portal.js'
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../helpers/stripe-standin.js'

/** The documented example birth (a chart or a dasha request). */
const CHART = dashaExample

let mail: MailStandIn
let stripe: StripeStandIn
let api: TestApi
const logLines: string[] = []
let ipCounter = 1
/** Each test its own client address, so the per-client limit is only met where a test means to. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

beforeAll(async () => {
  mail = await startMailStandIn()
  stripe = await startStripeStandIn()
})

afterAll(async () => {
  await mail?.close()
  await stripe?.close()
  await dropTestDatabases()
})

/** The API with the portal on `engine` (with Redis limits beside PostgreSQL, as several hosts run). */
async function portalApi(engine: EngineCase): Promise<TestApi> {
  const a = await testApi({
    compute: { workers: 0 },
    databaseUrl: await engine.freshUrl(),
    ...(engine.name === 'postgres'
      ? { limiter: await RedisLimiter.connect(REDIS_URL, freshRedisPrefix()) }
      : {}),
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(chunk.toString())
          done()
        },
      }),
    },
    portal: {
      config: portalConfig({
        smtpUrl: mail.url,
        stripe: { secretKey: STANDIN_SECRET_KEY, webhookSecret: STANDIN_WEBHOOK_SECRET, apiUrl: stripe.url },
      }),
      mailer: smtpMailer(mail.url, 'graha <portal@portal.test>'),
      payments: stripePayments({
        secretKey: STANDIN_SECRET_KEY,
        webhookSecret: STANDIN_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      }),
    },
  })
  // The stand-in delivers webhooks over HTTP: the app listens on a free port for it.
  await a.app.listen({ host: '127.0.0.1', port: 0 })
  stripe.webhookUrl = `http://127.0.0.1:${(a.app.server.address() as { port: number }).port}/portal/webhooks/stripe`
  return a
}

/** A newcomer signs in with `email` through the emailed link: a client with its session. */
async function signIn(email: string, client = new PortalClient(api.app, nextIp())): Promise<PortalClient> {
  const asked = await client.submit('/portal/sign-in', '/portal/sign-in', { email })
  expect(asked.statusCode).toBe(200)
  const link = mail.linkOf(await mail.next(email.toLowerCase()))
  const token = new URL(link).searchParams.get('token')!
  const done = await client.submit(pathOf(link), '/portal/auth', { token })
  expect(done.statusCode).toBe(303)
  expect(done.headers.location).toBe('/portal')
  return client
}

const accountIdOf = async (email: string) =>
  (
    await api.store.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id

function chartWith(secret: string) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/chart',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    payload: CHART,
  })
}

async function acceptTerms(c: PortalClient) {
  const r = await c.submit('/portal/terms', '/portal/terms', { version: TERMS_VERSION, agree: 'yes' })
  expect(r.statusCode).toBe(303)
}

async function createKey(c: PortalClient, form: Record<string, string | string[]>) {
  const r = await c.submit('/portal/keys', '/portal/keys', form)
  const secret = /id="secret" value="(service_(?:live|sandbox)_[0-9a-f]{48})"/.exec(r.body)?.[1]
  return { r, secret }
}

describe.each(ENGINES)('the portal on $name', (engine) => {
  if (!engine.up) {
    it.skip(`${engine.name} is not reachable`, () => {})
    return
  }
  beforeAll(async () => {
    api = await portalApi(engine)
  })
  afterAll(async () => {
    await api?.close()
  })

  describe('sign-in by email link', () => {
    it('a new address gets a link by SMTP; opening it asks to confirm; only the POST signs in and makes the account, verified', async () => {
      const c = new PortalClient(api.app, nextIp())
      expect((await c.get('/portal')).headers.location).toBe('/portal/sign-in')
      const asked = await c.submit('/portal/sign-in', '/portal/sign-in', { email: ' Newcomer@Example.COM ' })
      expect(asked.statusCode).toBe(200)
      expect(asked.body).toContain('Check your email')
      const m = await mail.next('newcomer@example.com')
      expect(m.subject).toBe('Your graha sign-in link')
      expect(m.from?.text).toContain('portal@portal.test')
      const link = mail.linkOf(m)
      expect(link.startsWith('http://portal.test/portal/auth?token=')).toBe(true)
      // No account yet: only using the link makes it.
      expect(
        await api.store.db
          .selectFrom('accounts')
          .where('email', '=', 'newcomer@example.com')
          .selectAll()
          .execute(),
      ).toHaveLength(0)
      // Opening the link (as a mail scanner would) signs nobody in.
      const opened = await c.get(pathOf(link))
      expect(opened.statusCode).toBe(200)
      expect(opened.body).toContain('Confirm sign-in')
      expect((await c.get('/portal')).statusCode).toBe(303)
      const done = await c.post('/portal/auth', {
        token: new URL(link).searchParams.get('token')!,
        _csrf: csrfOf(opened.body),
      })
      expect(done.statusCode).toBe(303)
      const home = await c.get('/portal')
      expect(home.statusCode).toBe(200)
      expect(home.body).toContain('newcomer@example.com')
      const a = await api.store.db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', 'newcomer@example.com')
        .executeTakeFirstOrThrow()
      expect(a.email_verified).toBe(1)
      expect(a.terms_version).toBeNull()
      // The link is spent.
      const again = await new PortalClient(api.app, nextIp()).get(pathOf(link))
      expect(again.statusCode).toBe(410)
      const c2 = new PortalClient(api.app, nextIp())
      const page = await c2.get('/portal/sign-in')
      const reuse = await c2.post('/portal/auth', {
        token: new URL(link).searchParams.get('token')!,
        _csrf: csrfOf(page.body),
      })
      expect(reuse.statusCode).toBe(410)
      expect(c2.cookies.has('graha_session')).toBe(false)
    })

    it('an existing account signs in to the same account (and an unverified address becomes verified)', async () => {
      const { accountId } = await api.accounts.createAccount({ email: 'cli-made@example.com' }, api.clock.ms)
      const c = await signIn('cli-made@example.com')
      expect((await c.get('/portal')).statusCode).toBe(200)
      expect(await accountIdOf('cli-made@example.com')).toBe(accountId)
      const a = await api.accounts.showAccount(accountId, api.clock.ms)
      expect(a.emailVerified).toBe(true)
    })

    it('the answer never tells whether an address has an account', async () => {
      await signIn('known@example.com')
      const bodies: string[] = []
      for (const email of ['known@example.com', 'unknown-person@example.com']) {
        const c = new PortalClient(api.app, nextIp())
        const r = await c.submit('/portal/sign-in', '/portal/sign-in', { email })
        expect(r.statusCode).toBe(200)
        bodies.push(r.body)
      }
      expect(bodies[0]).toBe(bodies[1])
      // Both were sent a link (nothing differs in what the requester can observe).
      await mail.next('known@example.com')
      await mail.next('unknown-person@example.com')
    })

    it('a mail server that refuses the address: 503, and the log keeps its codes, not the address', async () => {
      const picky = await startMailStandIn({ refuse: (a) => a.startsWith('bounce') })
      const lines: string[] = []
      const other = await testApi({
        compute: { workers: 0 },
        logger: {
          level: 'info',
          stream: new Writable({ write: (c: Buffer, _e, done) => (lines.push(c.toString()), done()) }),
        },
        portal: {
          config: portalConfig({ smtpUrl: picky.url }),
          mailer: smtpMailer(picky.url, 'graha <p@portal.test>'),
          payments: null,
        },
      })
      try {
        const r = await new PortalClient(other.app, nextIp()).submit('/portal/sign-in', '/portal/sign-in', {
          email: 'bounce-me@example.com',
        })
        expect(r.statusCode).toBe(503)
        expect(r.body).toContain('could not send the email')
        const log = lines.join('')
        expect(log).toContain('"responseCode":550')
        expect(log).not.toContain('bounce-me')
      } finally {
        await other.close()
        await picky.close()
      }
    })

    it('refuses what is not an address, naming the problem, and sends nothing', async () => {
      const c = new PortalClient(api.app, nextIp())
      const before = mail.messages.length
      for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(250)}@example.com`]) {
        const r = await c.submit('/portal/sign-in', '/portal/sign-in', { email })
        expect(r.statusCode).toBe(400)
        expect(r.body).toMatch(/email address|at most 254/)
      }
      expect(mail.messages.length).toBe(before)
    })

    it(`sends an address at most ${LINKS_PER_ADDRESS_HOUR} links an hour, answering every request alike`, async () => {
      const email = 'many-links@example.com'
      const before = mail.messages.filter((m) => m.text?.includes('portal/auth')).length
      const toBefore = mail.messages.filter((m) => JSON.stringify(m.to).includes(email)).length
      for (let i = 0; i < LINKS_PER_ADDRESS_HOUR + 2; i++) {
        const r = await new PortalClient(api.app, nextIp()).submit('/portal/sign-in', '/portal/sign-in', {
          email,
        })
        expect(r.statusCode).toBe(200)
        expect(r.body).toContain('Check your email')
      }
      await new Promise((ok) => setTimeout(ok, 300))
      const to = mail.messages.filter((m) => JSON.stringify(m.to).includes(email))
      expect(to.length - toBefore).toBe(LINKS_PER_ADDRESS_HOUR)
      expect(mail.messages.filter((m) => m.text?.includes('portal/auth')).length - before).toBe(
        LINKS_PER_ADDRESS_HOUR,
      )
      // An hour later the address may have links again.
      api.clock.advance(3_600_001)
      const r = await new PortalClient(api.app, nextIp()).submit('/portal/sign-in', '/portal/sign-in', {
        email,
      })
      expect(r.statusCode).toBe(200)
      for (
        let i = 0;
        i < 50 && mail.messages.filter((m) => JSON.stringify(m.to).includes(email)).length < toBefore + 6;
        i++
      )
        await new Promise((ok) => setTimeout(ok, 100))
      expect(mail.messages.filter((m) => JSON.stringify(m.to).includes(email)).length).toBe(
        toBefore + LINKS_PER_ADDRESS_HOUR + 1,
      )
    })

    it(`limits one client to ${SIGN_IN_PER_MINUTE} sign-in requests a minute: 429 with Retry-After`, async () => {
      const c = new PortalClient(api.app, nextIp())
      for (let i = 0; i < SIGN_IN_PER_MINUTE; i++) {
        const r = await c.submit('/portal/sign-in', '/portal/sign-in', { email: `burst-${i}@example.com` })
        expect(r.statusCode).toBe(200)
      }
      const r = await c.submit('/portal/sign-in', '/portal/sign-in', { email: 'burst-x@example.com' })
      expect(r.statusCode).toBe(429)
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
      expect(r.body).toContain('Too many sign-in requests')
      // Another client is not affected.
      const other = await new PortalClient(api.app, nextIp()).submit('/portal/sign-in', '/portal/sign-in', {
        email: 'burst-y@example.com',
      })
      expect(other.statusCode).toBe(200)
    })

    it('a link expires after 15 minutes', async () => {
      const c = new PortalClient(api.app, nextIp())
      await c.submit('/portal/sign-in', '/portal/sign-in', { email: 'slow-reader@example.com' })
      const link = mail.linkOf(await mail.next('slow-reader@example.com'))
      api.clock.advance(15 * 60_000 + 1)
      const opened = await c.get(pathOf(link))
      expect(opened.statusCode).toBe(410)
      expect(opened.body).toContain('This link cannot be used')
    })
  })

  describe('sessions and CSRF', () => {
    it('every form needs its token: a POST without one, or with another, is refused with 403 and does nothing', async () => {
      const c = await signIn('csrf@example.com')
      const noToken = await c.post('/portal/terms', { version: TERMS_VERSION, agree: 'yes' })
      expect(noToken.statusCode).toBe(403)
      expect(noToken.body).toContain('This form has expired')
      const forged = await c.post('/portal/terms', {
        version: TERMS_VERSION,
        agree: 'yes',
        _csrf: 'forged-token',
      })
      expect(forged.statusCode).toBe(403)
      // A token from another browser does not fit this one's secret.
      const other = new PortalClient(api.app, nextIp())
      const otherToken = csrfOf((await other.get('/portal/sign-in')).body)
      expect(
        (await c.post('/portal/terms', { version: TERMS_VERSION, agree: 'yes', _csrf: otherToken }))
          .statusCode,
      ).toBe(403)
      const a = await api.accounts.showAccount(await accountIdOf('csrf@example.com'), api.clock.ms)
      expect(a.termsVersion).toBeNull()
      // The sign-in form itself is protected too.
      const fresh = new PortalClient(api.app, nextIp())
      expect((await fresh.post('/portal/sign-in', { email: 'x@example.com' })).statusCode).toBe(403)
    })

    it('a session ends after 12 idle hours, and after 7 days in any case', async () => {
      const c = await signIn('idle@example.com')
      api.clock.advance(SESSION_IDLE_MS - 60_000)
      expect((await c.get('/portal')).statusCode).toBe(200)
      api.clock.advance(SESSION_IDLE_MS - 60_000)
      expect((await c.get('/portal')).statusCode).toBe(200)
      api.clock.advance(SESSION_IDLE_MS + 1)
      expect((await c.get('/portal')).headers.location).toBe('/portal/sign-in')

      const d = await signIn('busy@example.com')
      const start = api.clock.ms
      while (api.clock.ms - start < SESSION_MAX_MS - SESSION_IDLE_MS) {
        api.clock.advance(SESSION_IDLE_MS - 3_600_000)
        expect((await d.get('/portal')).statusCode).toBe(200)
      }
      api.clock.ms = start + SESSION_MAX_MS
      expect((await d.get('/portal')).headers.location).toBe('/portal/sign-in')
    })

    it('sign out ends this session; sign out everywhere ends all of the account', async () => {
      const a = await signIn('everywhere@example.com')
      const b = await signIn('everywhere@example.com')
      const c = await signIn('everywhere@example.com')
      expect((await a.submit('/portal', '/portal/sign-out')).headers.location).toBe('/portal/sign-in')
      expect((await a.get('/portal')).statusCode).toBe(303)
      expect((await b.get('/portal')).statusCode).toBe(200)
      expect((await b.submit('/portal', '/portal/sign-out-everywhere')).statusCode).toBe(303)
      expect((await b.get('/portal')).statusCode).toBe(303)
      expect((await c.get('/portal')).statusCode).toBe(303)
      const left = await api.store.db
        .selectFrom('portal_sessions')
        .selectAll()
        .where('account_id', '=', await accountIdOf('everywhere@example.com'))
        .execute()
      expect(left).toHaveLength(0)
    })

    it('a changed or foreign session cookie signs nobody in; ids and tokens are stored only as hashes', async () => {
      const c = await signIn('cookie@example.com')
      const sealed = c.cookies.get('graha_session')!
      const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21)
      const forged = new PortalClient(api.app, nextIp())
      forged.cookies.set('graha_session', flipped)
      expect((await forged.get('/portal')).statusCode).toBe(303)
      const rows = await api.store.db.selectFrom('portal_sessions').select('id_hash').execute()
      for (const r of rows) expect(r.id_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(rows)).not.toContain(sealed)
    })
  })

  describe('terms, keys and their effect on the API', () => {
    it('a live key needs the terms; their acceptance is recorded with time and version', async () => {
      const c = await signIn('terms@example.com')
      const refused = await createKey(c, { kind: 'live', scopes: ['chart'] })
      expect(refused.r.statusCode).toBe(400)
      expect(refused.r.body).toContain('beta terms')
      expect(refused.secret).toBeUndefined()
      const unticked = await c.submit('/portal/terms', '/portal/terms', { version: TERMS_VERSION })
      expect(unticked.statusCode).toBe(400)
      const old = await c.submit('/portal/terms', '/portal/terms', {
        version: 'beta-0-2026-01-01',
        agree: 'yes',
      })
      expect(old.statusCode).toBe(409)
      const at = api.clock.ms
      await acceptTerms(c)
      const rows = await api.store.db
        .selectFrom('terms_acceptances')
        .selectAll()
        .where('account_id', '=', await accountIdOf('terms@example.com'))
        .execute()
      expect(rows).toEqual([
        { account_id: await accountIdOf('terms@example.com'), version: TERMS_VERSION, accepted_at: at },
      ])
      expect((await c.get('/portal/terms')).body).toContain('You accepted this version')
    })

    it('terms accepted in an earlier version are asked again before the next live key or purchase', async () => {
      const c = await signIn('old-terms@example.com')
      const id = await accountIdOf('old-terms@example.com')
      // As if the account had accepted the version before the one in force.
      await api.store.db
        .updateTable('accounts')
        .set({ terms_version: 'beta-0-2026-01-01', terms_accepted_at: api.clock.ms })
        .where('id', '=', id)
        .execute()
      const key = await createKey(c, { kind: 'live', scopes: ['chart'] })
      expect(key.r.statusCode).toBe(400)
      expect(key.r.body).toContain(`current beta terms (${TERMS_VERSION})`)
      const asked = stripe.requests.length
      expect(
        (await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'starter' })).statusCode,
      ).toBe(409)
      expect(stripe.requests.length).toBe(asked)
      const terms = await c.get('/portal/terms')
      expect(terms.body).toContain('You accepted version beta-0-2026-01-01')
      await acceptTerms(c)
      expect((await createKey(c, { kind: 'live', scopes: ['chart'] })).secret).toMatch(/^service_live_/)
    })

    it('creates keys shown once; the first live key explains and starts the 100 free credits', async () => {
      const c = await signIn('keys@example.com')
      await acceptTerms(c)
      const before = await c.get('/portal/keys')
      expect(before.body).toContain('100 free credits')
      expect(before.body).toContain('60 days')
      const sandbox = await createKey(c, { kind: 'sandbox', name: 'Test bench', scopes: ['chart', 'dasha'] })
      expect(sandbox.secret).toMatch(/^service_sandbox_/)
      const live = await createKey(c, {
        kind: 'live',
        name: 'Production',
        scopes: ['chart', 'dasha'],
        monthlyLimit: '500',
      })
      expect(live.secret).toMatch(/^service_live_[0-9a-f]{48}$/)
      expect(live.r.headers['cache-control']).toBe('no-store')
      const list = await c.get('/portal/keys')
      expect(list.body).not.toContain(live.secret)
      expect(list.body).not.toContain(sandbox.secret)
      expect(list.body).toContain(live.secret!.slice(0, 19))
      expect(list.body).toContain('Production')
      expect(list.body).not.toContain('100 free credits</strong>. They are spent')
      const a = await api.accounts.showAccount(await accountIdOf('keys@example.com'), api.clock.ms)
      expect(a.freeCredits).toBe(100)
      expect(a.freeExpiresAt).toBe(new Date(api.clock.ms + 60 * 86_400_000).toISOString())
      expect(a.keys.map((k) => [k.name, k.kind, k.scopes, k.monthlyLimit])).toEqual([
        ['Test bench', 'sandbox', ['chart', 'dasha'], null],
        ['Production', 'live', ['chart', 'dasha'], 500],
      ])
    })

    it('names each field that is wrong, and creates nothing', async () => {
      const c = await signIn('badkeys@example.com')
      const cases: [Record<string, string | string[]>, RegExp][] = [
        [{ kind: 'gold', scopes: ['chart'] }, /live or sandbox/],
        [{ kind: 'sandbox' }, /at least one operation/],
        [
          { kind: 'sandbox', scopes: ['chart', 'astrology'] },
          /Unknown scope &#39;astrology&#39;: scopes are chart, dasha/,
        ],
        [{ kind: 'sandbox', scopes: ['chart'], monthlyLimit: '-5' }, /monthly limit/],
        [{ kind: 'sandbox', scopes: ['chart'], monthlyLimit: '1.5' }, /monthly limit/],
        [{ kind: 'sandbox', scopes: ['chart'], expires: '2020-01-01' }, /expiry must be a day in the future/],
        [{ kind: 'sandbox', scopes: ['chart'], expires: 'soon' }, /expiry is a date/],
        [{ kind: 'sandbox', scopes: ['chart'], name: 'n'.repeat(61) }, /at most 60 characters/],
      ]
      for (const [form, message] of cases) {
        const { r, secret } = await createKey(c, form)
        expect(r.statusCode, JSON.stringify(form)).toBe(400)
        expect(r.body).toMatch(message)
        expect(secret).toBeUndefined()
      }
      expect(
        (await api.accounts.showAccount(await accountIdOf('badkeys@example.com'), api.clock.ms)).keys,
      ).toHaveLength(0)
    })

    it('a call counts at once; rotation, a scope change, a limit and revocation take effect on the next call', async () => {
      const c = await signIn('effect@example.com')
      await acceptTerms(c)
      const { secret } = await createKey(c, { kind: 'live', name: 'App', scopes: ['chart', 'dasha'] })
      const first = await chartWith(secret!)
      expect(first.statusCode).toBe(200)
      expect(first.json().usage.units_charged).toBe(1)
      const usage = await c.get('/portal/usage')
      expect(usage.body).toMatch(/id="usage-calls">1</)
      expect(usage.body).toMatch(/id="usage-credits">1</)
      expect(usage.body).toContain('POST /v1/chart')
      expect(usage.body).toContain(first.headers['x-request-id'] as string)
      const keys = await c.get('/portal/keys')
      expect(keys.body).toContain(new Date(api.clock.ms).toISOString().slice(0, 16).replace('T', ' '))

      const account = await api.accounts.showAccount(await accountIdOf('effect@example.com'), api.clock.ms)
      const keyId = account.keys[0]!.keyId
      // Scope change: chart no longer.
      const edit = await c.submit(`/portal/keys/${keyId}`, `/portal/keys/${keyId}`, {
        scopes: ['dasha'],
        monthlyLimit: '',
      })
      expect(edit.statusCode).toBe(303)
      expect((await chartWith(secret!)).json().error).toBe('insufficient_scope')
      await c.submit(`/portal/keys/${keyId}`, `/portal/keys/${keyId}`, {
        scopes: ['chart', 'dasha'],
        monthlyLimit: '1',
      })
      // The limit of 1 credit this month is already spent.
      expect((await chartWith(secret!)).json().error).toBe('key_credit_limit_reached')
      await c.submit(`/portal/keys/${keyId}`, `/portal/keys/${keyId}`, {
        name: 'Renamed app',
        scopes: ['chart', 'dasha'],
        monthlyLimit: '',
      })
      expect((await chartWith(secret!)).statusCode).toBe(200)
      expect((await c.get('/portal/keys')).body).toContain('<td>Renamed app</td>')
      // Rotation: the old secret stops, the new one works.
      const rotated = await c.submit('/portal/keys', `/portal/keys/${keyId}/rotate`)
      const fresh = /id="secret" value="(service_live_[0-9a-f]{48})"/.exec(rotated.body)?.[1]
      expect(fresh).toBeDefined()
      expect(rotated.body).toContain('old secret has stopped working')
      expect((await chartWith(secret!)).json().error).toBe('invalid_api_key')
      expect((await chartWith(fresh!)).statusCode).toBe(200)
      // Revocation.
      expect((await c.submit('/portal/keys', `/portal/keys/${keyId}/revoke`)).statusCode).toBe(303)
      expect((await chartWith(fresh!)).json().error).toBe('revoked_key')
      expect((await c.get('/portal/keys')).body).toMatch(/class="state revoked">revoked</)
      const check = await ledgerCheck(api.store, await accountIdOf('effect@example.com'))
      expect(check.ledger).toBe(check.balance)
    })

    it("another account's key is not found, and nothing happens to it", async () => {
      const owner = await signIn('owner@example.com')
      await createKey(owner, { kind: 'sandbox', scopes: ['chart'] })
      const keyId = (await api.accounts.showAccount(await accountIdOf('owner@example.com'), api.clock.ms))
        .keys[0]!.keyId
      const intruder = await signIn('intruder@example.com')
      expect((await intruder.get(`/portal/keys/${keyId}`)).statusCode).toBe(404)
      expect((await intruder.submit('/portal/keys', `/portal/keys/${keyId}/revoke`)).statusCode).toBe(404)
      expect((await intruder.submit('/portal/keys', `/portal/keys/${keyId}/rotate`)).statusCode).toBe(404)
      const k = (await api.accounts.showAccount(await accountIdOf('owner@example.com'), api.clock.ms))
        .keys[0]!
      expect(k.state).toBe('active')
    })
  })

  describe('credits through Stripe Checkout (a stand-in speaking its protocol)', () => {
    it('buys a pack: checkout at the spec price, a signed webhook credits it once whatever the retries', async () => {
      const c = await signIn('buyer@example.com')
      const accountId = await accountIdOf('buyer@example.com')
      // Before the terms: refused, and Stripe is not asked.
      const asked = stripe.requests.length
      const early = await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'starter' })
      expect(early.statusCode).toBe(409)
      expect(stripe.requests.length).toBe(asked)
      await acceptTerms(c)
      const go = await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'builder' })
      expect(go.statusCode).toBe(303)
      const req = stripe.requests.at(-1)!
      expect(req.authorization).toBe(`Bearer ${STANDIN_SECRET_KEY}`)
      expect(req.form.get('mode')).toBe('payment')
      expect(req.form.get('line_items[0][price_data][unit_amount]')).toBe('19900')
      expect(req.form.get('line_items[0][price_data][currency]')).toBe('usd')
      expect(req.form.get('metadata[pack]')).toBe('builder')
      expect(req.form.get('client_reference_id')).toBe(accountId)
      expect(req.form.get('success_url')).toBe('http://portal.test/portal/credits?payment=done')
      const sessionId = [...stripe.sessions.keys()].at(-1)!
      expect(go.headers.location).toBe(`${stripe.url}/pay/${sessionId}`)
      // Not yet paid: nothing credited.
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).paidCredits).toBe(0)
      // A forged notice is refused.
      stripe.sessions.get(sessionId)!.payment_status = 'paid'
      expect(await stripe.deliver(sessionId, { secret: 'whsec_not_the_secret' })).toBe(400)
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).paidCredits).toBe(0)
      // The real one, then Stripe's retries.
      expect(await stripe.deliver(sessionId)).toBe(200)
      expect(await stripe.deliver(sessionId)).toBe(200)
      await Promise.all([stripe.deliver(sessionId), stripe.deliver(sessionId), stripe.deliver(sessionId)])
      const a = await api.accounts.showAccount(accountId, api.clock.ms)
      expect(a.paidCredits).toBe(5000)
      expect(a.limits.concurrency).toBe(5)
      const purchases = await api.store.db
        .selectFrom('ledger')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('kind', '=', 'purchase')
        .execute()
      expect(purchases).toHaveLength(1)
      const check = await ledgerCheck(api.store, accountId)
      expect(check.ledger).toBe(check.balance)
      const page = await c.get('/portal/credits?payment=done')
      expect(page.body).toMatch(/id="balance-paid">5,000</)
    })

    it('a notice whose amount differs from the pack price credits nothing', async () => {
      const c = await signIn('tamper@example.com')
      await acceptTerms(c)
      await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'starter' })
      const sessionId = [...stripe.sessions.keys()].at(-1)!
      const s = stripe.sessions.get(sessionId)!
      s.payment_status = 'paid'
      s.amount_total = 100
      expect(await stripe.deliver(sessionId)).toBe(200)
      expect(
        (await api.accounts.showAccount(await accountIdOf('tamper@example.com'), api.clock.ms)).paidCredits,
      ).toBe(0)
    })

    it('a payment provider that refuses: 502, nothing opened, and the log keeps no address', async () => {
      const lines: string[] = []
      const wrongKey = {
        secretKey: 'sk_test_not_the_standins',
        webhookSecret: STANDIN_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      }
      const other = await testApi({
        compute: { workers: 0 },
        logger: {
          level: 'info',
          stream: new Writable({ write: (c: Buffer, _e, done) => (lines.push(c.toString()), done()) }),
        },
        portal: {
          config: portalConfig({ smtpUrl: mail.url, stripe: wrongKey }),
          mailer: smtpMailer(mail.url, 'graha <p@portal.test>'),
          payments: stripePayments(wrongKey),
        },
      })
      try {
        const c = new PortalClient(other.app, nextIp())
        await c.submit('/portal/sign-in', '/portal/sign-in', { email: 'refused-buyer@example.com' })
        const link = mail.linkOf(await mail.next('refused-buyer@example.com'))
        await c.submit(pathOf(link), '/portal/auth', { token: new URL(link).searchParams.get('token')! })
        await c.submit('/portal/terms', '/portal/terms', { version: TERMS_VERSION, agree: 'yes' })
        const r = await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'starter' })
        expect(r.statusCode).toBe(502)
        expect(r.body).toContain('Nothing was charged')
        expect(await other.store.db.selectFrom('payments').selectAll().execute()).toEqual([])
        const log = lines.join('')
        expect(log).toContain('payment provider refused a checkout')
        expect(log).not.toContain('refused-buyer')
      } finally {
        await other.close()
      }
    })

    it('without Stripe configured, the page says the operator grants packs', async () => {
      const plain = await testApi({
        compute: { workers: 0 },
        portal: {
          config: portalConfig({ smtpUrl: mail.url }),
          mailer: smtpMailer(mail.url, 'graha <p@portal.test>'),
          payments: null,
        },
      })
      try {
        const c = new PortalClient(plain.app, nextIp())
        await c.submit('/portal/sign-in', '/portal/sign-in', { email: 'operator-granted@example.com' })
        const link = mail.linkOf(await mail.next('operator-granted@example.com'))
        await c.submit(pathOf(link), '/portal/auth', { token: new URL(link).searchParams.get('token')! })
        const page = await c.get('/portal/credits')
        expect(page.body).toContain('Purchases are enabled by the operator')
        expect(page.body).not.toContain('/portal/credits/checkout')
        expect(
          (await c.submit('/portal/credits', '/portal/credits/checkout', { pack: 'starter' })).statusCode,
        ).toBe(404)
        expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(null))
      } finally {
        await plain.close()
      }
    })
  })

  describe('usage', () => {
    it('by day and operation, the ledger in pages of 25, and CSV', async () => {
      const c = await signIn('usage@example.com')
      await acceptTerms(c)
      const { secret } = await createKey(c, { kind: 'live', scopes: ['chart', 'dasha'] })
      const accountId = await accountIdOf('usage@example.com')
      await api.accounts.purchase(accountId, 'starter', api.clock.ms)
      await api.accounts.setLimits(accountId, { perMinute: 10_000 })
      const dayStart = Math.floor(api.clock.ms / 86_400_000) * 86_400_000
      for (let i = 0; i < 20; i++) expect((await chartWith(secret!)).statusCode).toBe(200)
      // The next day (a new sign-in: the session has been idle longer than it lives).
      api.clock.advance(86_400_000)
      await signIn('usage@example.com', c)
      for (let i = 0; i < 9; i++) {
        const r = await api.app.inject({
          method: 'POST',
          url: '/v1/dasha',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          payload: CHART,
        })
        expect(r.statusCode).toBe(200)
      }
      const page = await c.get('/portal/usage?days=30')
      expect(page.body).toMatch(/id="usage-calls">29</)
      expect(page.body).toMatch(/id="usage-credits">29</)
      const day1 = new Date(dayStart).toISOString().slice(0, 10)
      const day2 = new Date(dayStart + 86_400_000).toISOString().slice(0, 10)
      expect(page.body).toContain(`<tr><td>${day1}</td><td class="num">20</td><td class="num">20</td></tr>`)
      expect(page.body).toContain(`<tr><td>${day2}</td><td class="num">9</td><td class="num">9</td></tr>`)
      expect(page.body).toContain(
        '<tr><td>POST /v1/chart</td><td class="num">20</td><td class="num">20</td></tr>',
      )
      expect(page.body).toContain(
        '<tr><td>POST /v1/dasha</td><td class="num">9</td><td class="num">9</td></tr>',
      )
      expect(page.body).toContain('<svg xmlns="http://www.w3.org/2000/svg"')
      // 29 charges + the free grant + the pack = 31 ledger lines: 25, then 6.
      const rows = (html: string) =>
        (html.match(/<tr><td>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}<\/td>/g) ?? []).length
      expect(rows(page.body)).toBe(25)
      const more = /hx-get="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&')
      const rest = await c.get(more, { 'hx-request': 'true' })
      expect(rest.statusCode).toBe(200)
      expect(rows(rest.body)).toBe(6)
      expect(rest.body).not.toContain('<html')
      expect(rest.body).not.toContain('Older entries')
      const csv = await c.get('/portal/usage/ledger.csv?days=90')
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="graha-ledger-90d-/)
      const lines = csv.body.trim().split('\r\n')
      expect(lines[0]).toBe(
        'time_utc,kind,operation,key_prefix,key_name,credits,free_change,paid_change,pack,request_id',
      )
      expect(lines).toHaveLength(32)
      expect(lines.filter((l) => l.includes(',charge,POST /v1/chart,'))).toHaveLength(20)
      expect(lines.some((l) => /,purchase,,,,1000,0,1000,starter,$/.test(l))).toBe(true)
      // A period of 90 days is offered too.
      expect((await c.get('/portal/usage?days=90')).body).toMatch(/id="usage-calls">29</)
    })
  })

  describe('playground', () => {
    const send = (c: PortalClient, form: Record<string, string>) =>
      c.submit('/portal/playground', '/portal/playground', form)

    it('sends the example with a sandbox key (free) or a live key (charged), and draws a chart both ways', async () => {
      const c = await signIn('playground@example.com')
      await acceptTerms(c)
      await createKey(c, { kind: 'sandbox', name: 'Try', scopes: ['chart', 'dasha'] })
      await createKey(c, { kind: 'live', name: 'Real', scopes: ['chart', 'dasha'] })
      const accountId = await accountIdOf('playground@example.com')
      const [sandbox, live] = (await api.accounts.showAccount(accountId, api.clock.ms)).keys
      const page = await c.get('/portal/playground')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('POST /v1/chart (1 credit)')
      expect(page.body).toContain('POST /v1/ephemeris/positions (1 credit per 10 calls)')
      const example = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(page.body)![1]!.replace(/&quot;/g, '"')
      expect(JSON.parse(example).birthData.date).toBe('1990-07-04')

      const free = await send(c, { operation: 'getChart', keyId: sandbox!.keyId, body: example })
      expect(free.statusCode).toBe(200)
      expect(free.body).toContain('x-service-sandbox: true')
      expect(free.body).toContain('class="chart north"')
      expect(free.body).toContain('class="chart south"')
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).remainingCredits).toBe(100)
      // The image operation's own picture is shown above its answer (the sandbox: the example's D9).
      const image = await send(c, {
        operation: 'getChartImage',
        keyId: sandbox!.keyId,
        body: JSON.stringify({ birthData: JSON.parse(example).birthData }),
      })
      expect(image.statusCode).toBe(200)
      expect(image.body).toMatch(/<figure class="card"><svg [^>]*class="chart north"/)
      expect(image.body).toContain('<title id="chart-north-title">Navamsa (D9), North Indian style</title>')

      const paid = await send(c, { operation: 'getChart', keyId: live!.keyId, body: JSON.stringify(CHART) })
      expect(paid.statusCode).toBe(200)
      expect(paid.body).toContain('&quot;units_charged&quot;: 1')
      expect(paid.body).toContain('class="chart north"')
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).remainingCredits).toBe(99)
      const lastUse = (await api.accounts.showAccount(accountId, api.clock.ms)).keys[1]
      await api.accounts.flushKeyUses()
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).keys[1]!.lastUsedAt).toBe(
        new Date(api.clock.ms).toISOString(),
      )
      expect(lastUse).toBeDefined()

      // The example of another operation, for the editor (htmx).
      const dasha = await c.get('/portal/playground/example?operation=getDasha', { 'hx-request': 'true' })
      expect(dasha.body).toMatch(/^<textarea id="body"/)
      expect(dasha.body).not.toContain('<html')
    })

    it("shows the API's refusals as they are, charges nothing for them, and acts only with the account's own keys", async () => {
      const c = await signIn('playground-errors@example.com')
      await acceptTerms(c)
      await createKey(c, { kind: 'live', scopes: ['dasha'] })
      const accountId = await accountIdOf('playground-errors@example.com')
      const key = (await api.accounts.showAccount(accountId, api.clock.ms)).keys[0]!
      const scope = await send(c, { operation: 'getChart', keyId: key.keyId, body: JSON.stringify(CHART) })
      expect(scope.body).toContain('&quot;error&quot;: &quot;insufficient_scope&quot;')
      const bad = await send(c, { operation: 'getDasha', keyId: key.keyId, body: '{"birthData": ' })
      expect(bad.body).toContain('&quot;error&quot;: &quot;invalid_json&quot;')
      const field = await send(c, {
        operation: 'getDasha',
        keyId: key.keyId,
        body: JSON.stringify({ birthData: { ...CHART.birthData, latitude: 95 } }),
      })
      expect(field.body).toContain('&quot;statusCode&quot;: 400')
      expect((await api.accounts.showAccount(accountId, api.clock.ms)).remainingCredits).toBe(100)
      const noKey = await send(c, { operation: 'getDasha', keyId: '', body: '{}' })
      expect(noKey.statusCode).toBe(400)
      expect(noKey.body).toContain('Choose a key')
      await c.submit('/portal/keys', `/portal/keys/${key.keyId}/revoke`)
      const revoked = await send(c, { operation: 'getDasha', keyId: key.keyId, body: JSON.stringify(CHART) })
      expect(revoked.body).toContain('&quot;error&quot;: &quot;revoked_key&quot;')
      // Someone else's key: not found, and no call is made with it.
      const other = await signIn('playground-other@example.com')
      await acceptTerms(other)
      await createKey(other, { kind: 'live', scopes: ['dasha'] })
      const otherKey = (
        await api.accounts.showAccount(await accountIdOf('playground-other@example.com'), api.clock.ms)
      ).keys[0]!
      const stolen = await send(c, {
        operation: 'getDasha',
        keyId: otherKey.keyId,
        body: JSON.stringify(CHART),
      })
      expect(stolen.statusCode).toBe(404)
      expect(
        (await api.accounts.showAccount(await accountIdOf('playground-other@example.com'), api.clock.ms))
          .remainingCredits,
      ).toBe(100)
    })

    it('a made-up internal-call ticket from outside is ignored: the Authorization header decides', async () => {
      const r = await api.app.inject({
        method: 'POST',
        url: '/v1/chart',
        headers: { 'content-type': 'application/json', 'x-graha-internal-call': 'a'.repeat(43) },
        payload: CHART,
      })
      expect(r.statusCode).toBe(401)
      expect(r.json().error).toBe('missing_api_key')
    })
  })

  describe('security and privacy', () => {
    it('portal pages send a strict CSP and no-store; the API sends no CORS headers and no cookies', async () => {
      const page = await new PortalClient(api.app, nextIp()).get('/portal/sign-in')
      const csp = page.headers['content-security-policy'] as string
      expect(csp).toBe(contentSecurityPolicy(stripe.url))
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(page.headers['x-frame-options']).toBe('DENY')
      expect(page.headers['referrer-policy']).toBe('no-referrer')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.body).not.toMatch(/<script>|<style>| style="| on\w+="/)
      const v1 = await api.post('/v1/chart', CHART, { origin: 'https://evil.example' })
      expect(v1.statusCode).toBe(200)
      expect(Object.keys(v1.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
      expect(v1.headers['set-cookie']).toBeUndefined()
      const pre = await api.app.inject({
        method: 'OPTIONS',
        url: '/v1/chart',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      })
      expect(Object.keys(pre.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
      // Portal pages are not API operations.
      expect(JSON.stringify(api.app.swagger())).not.toContain('/portal')
    })

    it('the log holds no address, link token, session or key secret', async () => {
      const c = await signIn('private-person@example.com')
      await acceptTerms(c)
      const { secret } = await createKey(c, { kind: 'live', scopes: ['chart'] })
      await chartWith(secret!)
      const log = logLines.join('')
      expect(log.length).toBeGreaterThan(0)
      expect(log).not.toContain('private-person')
      expect(log).not.toContain(secret!)
      expect(log).not.toContain(c.cookies.get('graha_session')!)
      for (const m of mail.messages)
        expect(log).not.toContain(new URL(mail.linkOf(m)).searchParams.get('token')!)
      expect(log).not.toContain('1990-07-04')
    })
  })
})
