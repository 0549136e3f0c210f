/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The developer portal in a real browser: playwright-core driving Debian's Chromium
 * (/usr/bin/chromium; `.ci/run` installs it). A newcomer signs up with the link from a local SMTP
 * server, accepts the terms, creates a live key, calls /v1/chart with it from here, sees the call in
 * usage, buys a pack through a stand-in that speaks Stripe's protocol (its signed webhook credits the
 * pack) and sees the balance; a rotation, a scope change and a revocation made in the browser take
 * effect on the API at once. Screenshots of each page are written to artifacts/portal/.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { dashaExample } from '../../src/schemas/chart.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { smtpMailer } from '../../src/portal/mail.js'
import { stripePayments } from '../../src/portal/payments.js'
import { testApi, type TestApi } from '../helpers/app.js'
import { startMailStandIn, type MailStandIn } from '../helpers/mail-standin.js'
import { portalConfig } from '../helpers/portal.js'
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../helpers/stripe-standin.js'

const CHROMIUM = '/usr/bin/chromium'
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const SHOTS = resolve(import.meta.dirname, '..', '..', 'artifacts', 'portal')
const haveChromium = existsSync(CHROMIUM)
if (!haveChromium) {
  const why = `skipping the browser tests: ${CHROMIUM} is not installed (apt-get install chromium; .ci/run does)`
  if (process.env.GRAHA_REQUIRE_SERVICES === '1') throw new Error(why)
  console.warn(why)
}

/** The documented example birth (a chart or a dasha request). */
const CHART = dashaExample

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer()
    s.once('error', fail)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => ok(port))
    })
  })
}

let browser: Browser
let api: TestApi
let mail: MailStandIn
let stripe: StripeStandIn
let origin = ''
/** What the pages said against the Content-Security-Policy, and scripts' errors: none expected. */
const problems: string[] = []

async function shot(page: Page, name: string) {
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage: true })
}

function call(secret: string, path = '/v1/chart') {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(CHART),
  })
}

function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('dialog', (d) => void d.accept())
}

describe.skipIf(!haveChromium)('the portal in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    mail = await startMailStandIn()
    stripe = await startStripeStandIn()
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    const stripeConfig = {
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiUrl: stripe.url,
    }
    api = await testApi({
      compute: { workers: 0 },
      portal: {
        config: portalConfig({ publicUrl: origin, smtpUrl: mail.url, stripe: stripeConfig }),
        mailer: smtpMailer(mail.url, 'graha <portal@example.com>'),
        payments: stripePayments(stripeConfig),
      },
    })
    // The portal's clock is the wall clock here: the browser and the stand-ins keep real time.
    api.clock.ms = Date.now()
    setInterval(() => (api.clock.ms = Date.now()), 50).unref()
    await api.app.listen({ host: '127.0.0.1', port })
    stripe.webhookUrl = `${origin}/portal/webhooks/stripe`
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    // Connections the browser left half-closed are cut after a moment, as the server's own stop does.
    const force = setTimeout(() => api?.app.server.closeAllConnections(), 2_000)
    await api?.close()
    clearTimeout(force)
    await mail?.close()
    await stripe?.close()
  })

  beforeEach(() => {
    problems.length = 0
  })

  it('a newcomer: sign-up, terms, a live key, a counted call, a pack bought; then rotate, re-scope, revoke', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const page = await context.newPage()
    watch(page)
    const email = 'newcomer@example.com'

    const started = performance.now()
    await page.goto(`${origin}/portal`)
    expect(new URL(page.url()).pathname).toBe('/portal/sign-in')
    await shot(page, '01-sign-in')
    // The keyboard reaches the field and sends the form.
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Email address').press('Enter')
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()
    await shot(page, '02-check-mail')

    const link = mail.linkOf(await mail.next(email))
    expect(link.startsWith(`${origin}/portal/auth?token=`)).toBe(true)
    await page.goto(link)
    await shot(page, '03-confirm')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    await shot(page, '04-overview')

    await page.getByRole('link', { name: 'Read and accept the beta terms' }).click()
    await shot(page, '05-terms')
    await page.getByLabel(/I have read and accept the beta terms/).check()
    await page.getByRole('button', { name: 'Accept the terms' }).click()
    await page.getByRole('heading', { name: 'API keys' }).waitFor()
    expect(await page.locator('#free-note').textContent()).toContain('100 free credits')
    await shot(page, '06-keys-empty')

    await page.getByLabel(/^Name/).fill('My app')
    await page.getByLabel(/^Live/).check()
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.getByRole('heading', { name: 'Your new key' }).waitFor()
    const secret = await page.locator('#secret').inputValue()
    expect(secret).toMatch(/^service_live_[0-9a-f]{48}$/)
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.waitForFunction(() => document.querySelector('.copied')?.textContent === 'Copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await shot(page, '07-key-secret')

    // The first call, from the developer's server (here: the test).
    const first = await call(secret)
    expect(first.status).toBe(200)
    const body = (await first.json()) as { usage: { units_charged: number } }
    expect(body.usage.units_charged).toBe(1)
    await page.getByRole('link', { name: 'Usage' }).click()
    await page.waitForURL(`${origin}/portal/usage`)
    expect(await page.locator('#usage-calls').textContent()).toBe('1')
    const counted = performance.now() - started
    expect(await page.getByRole('cell', { name: 'POST /v1/chart' }).count()).toBeGreaterThan(0)
    await shot(page, '08-usage')
    console.log(
      `sign-up to the first call seen counted in usage: ${(counted / 1000).toFixed(2)} s (browser automation speed)`,
    )

    // A pack, through the stand-in's checkout page.
    await page.getByRole('link', { name: 'Credits' }).click()
    await shot(page, '09-credits')
    await page.getByRole('button', { name: /Buy the starter pack/ }).click()
    await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor()
    expect(page.url().startsWith(stripe.url)).toBe(true)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(`${origin}/portal/credits?payment=done`)
    expect(await page.locator('#balance-paid').textContent()).toBe('1,000')
    expect(await page.locator('#balance-total').textContent()).toBe('1,099')
    await shot(page, '10-credits-bought')

    // Rotate in the browser: the old secret stops at once, the new one works.
    await page.getByRole('link', { name: 'Keys' }).click()
    await shot(page, '11-keys')
    await page.getByRole('button', { name: 'Rotate' }).click()
    await page.getByRole('heading', { name: /new secret/ }).waitFor()
    const rotated = await page.locator('#secret').inputValue()
    expect(rotated).not.toBe(secret)
    expect(((await (await call(secret)).json()) as { error: string }).error).toBe('invalid_api_key')
    expect((await call(rotated)).status).toBe(200)

    // Re-scope: without chart, a chart call is refused at once; dasha still answers.
    await page.goto(`${origin}/portal/keys`)
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await page.getByLabel('chart', { exact: true }).uncheck()
    await shot(page, '12-key-edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'API keys' }).waitFor()
    const refused = await call(rotated)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBe('insufficient_scope')
    expect((await call(rotated, '/v1/dasha')).status).toBe(200)

    // Revoke.
    await page.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('heading', { name: 'API keys' }).waitFor()
    expect(await page.locator('.state.revoked').count()).toBe(1)
    expect(((await (await call(rotated, '/v1/dasha')).json()) as { error: string }).error).toBe('revoked_key')
    await shot(page, '13-keys-revoked')

    // The playground with a sandbox key: htmx loads another operation's example under the CSP, and the
    // chart answer is drawn in both styles.
    await page.getByLabel(/^Name/).fill('Trying things')
    await page.getByLabel(/^Sandbox/).check()
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.getByRole('heading', { name: 'Your new key' }).waitFor()
    await page.getByRole('link', { name: 'Playground' }).click()
    await page.getByRole('heading', { name: 'Playground' }).waitFor()
    await page.getByLabel('Operation').selectOption('getDasha')
    await page.waitForFunction(
      () => !(document.getElementById('body') as HTMLTextAreaElement).value.includes('includeDasha'),
    )
    await page.getByLabel('Operation').selectOption('getChart')
    await page.waitForFunction(() =>
      (document.getElementById('body') as HTMLTextAreaElement).value.includes('includeDasha'),
    )
    await page.getByRole('button', { name: 'Send' }).click()
    await page.locator('svg.chart.north').waitFor()
    expect(await page.locator('svg.chart.south').count()).toBe(1)
    expect(await page.locator('.result pre').first().textContent()).toContain('x-service-sandbox: true')
    await page.locator('.charts').scrollIntoViewIfNeeded()
    await shot(page, '14-playground')

    expect(problems).toEqual([])

    // Accessibility: axe-core (WCAG 2 A and AA rules, contrast included) on every page, signed in as the
    // newcomer. axe is injected, so this context alone lets scripts past the CSP.
    const audit = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })
    await audit.addCookies(await context.cookies())
    const a11y = await audit.newPage()
    const violations: string[] = []
    for (const path of [
      '/portal',
      '/portal/keys',
      `/portal/keys/${(await api.store.db.selectFrom('api_keys').select('id').where('revoked_at', 'is', null).executeTakeFirstOrThrow()).id}`,
      '/portal/credits',
      '/portal/usage',
      '/portal/usage/ledger',
      '/portal/playground',
      '/portal/terms',
      '/portal/no-such-page',
    ]) {
      await a11y.goto(`${origin}${path}`)
      await a11y.addScriptTag({ path: AXE })
      const found = await a11y.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> }
          }
        ).axe
        const r = await axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        })
        return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      })
      violations.push(...found.map((v) => `${path} ${v}`))
    }
    expect(violations).toEqual([])
    await audit.close()
    await context.close()
  }, 120_000)

  it('reads on a phone: no sideways scrolling, every field labelled', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    watch(page)
    for (const [path, name] of [
      ['/portal/sign-in', 'phone-sign-in'],
      ['/portal/terms', 'phone-terms'],
    ] as const) {
      await page.goto(`${origin}${path}`)
      await shot(page, name)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      const unlabelled = await page.evaluate(
        () =>
          [...document.querySelectorAll('input:not([type=hidden]), select, textarea')].filter(
            (el) => !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label'),
          ).length,
      )
      expect(unlabelled, path).toBe(0)
    }
    expect(problems).toEqual([])
    await context.close()
  }, 60_000)
})
