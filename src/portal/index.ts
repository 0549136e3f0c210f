/**
 * The developer portal: pages under /portal, rendered on the server (Eta templates through
 * @fastify/view; htmx for the few parts that update in place), signed in by email link, with CSRF
 * tokens on every form (@fastify/csrf-protection, its secret in a signed cookie) and a strict
 * Content-Security-Policy. The API under /v1 is untouched by any of it (no cookies, no CORS headers).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import cookie from '@fastify/cookie'
import csrf from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import view from '@fastify/view'
import { Eta } from 'eta'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { AccountRuleError } from '../accounts/errors.js'
import { PACKAGE_ROOT } from '../config.js'
import { PortalError, sentence, SESSION_COOKIE, type PortalDeps, type RouteContext } from './context.js'
import accountRoutes from './routes/account.js'
import authRoutes from './routes/auth.js'
import creditRoutes from './routes/credits.js'
import keyRoutes from './routes/keys.js'
import playgroundRoutes from './routes/playground.js'
import usageRoutes from './routes/usage.js'
import { findSession, Sealer } from './sessions.js'

export type { PortalDeps } from './context.js'

const PORTAL_DIR = resolve(PACKAGE_ROOT, 'src', 'portal')
const require = (p: string) => resolve(PACKAGE_ROOT, 'node_modules', p)

/** The static files: our stylesheet and script, and htmx. */
function assets(): Map<string, { body: Buffer; type: string }> {
  const files = new Map<string, { body: Buffer; type: string }>()
  files.set('portal.css', {
    body: readFileSync(resolve(PORTAL_DIR, 'assets', 'portal.css')),
    type: 'text/css',
  })
  files.set('portal.js', {
    body: readFileSync(resolve(PORTAL_DIR, 'assets', 'portal.js')),
    type: 'text/javascript',
  })
  files.set('htmx.min.js', {
    body: readFileSync(require('htmx.org/dist/htmx.min.js')),
    type: 'text/javascript',
  })
  return files
}

export function contentSecurityPolicy(checkoutOrigin: string | null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // The pack purchase's form is answered with a redirect to the payment page.
    `form-action 'self'${checkoutOrigin ? ` ${checkoutOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

export default async function portal(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const secure = deps.config.publicUrl.startsWith('https:')
  const sealer = new Sealer(deps.accounts.derivedKey('graha portal session cookie v1'))
  const csp = contentSecurityPolicy(deps.payments?.checkoutOrigin ?? null)
  const files = assets()

  await app.register(cookie, {
    secret: deps.accounts.derivedKey('graha portal signed cookies v1').toString('hex'),
  })
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'graha_csrf',
    cookieOpts: { path: '/portal', httpOnly: true, sameSite: 'strict', secure, signed: true },
    getToken: (req) => (req.body as Record<string, string> | undefined)?._csrf,
  })
  await app.register(formbody, { bodyLimit: 16_384 })
  await app.register(view, {
    engine: { eta: new Eta({ views: resolve(PORTAL_DIR, 'views'), cache: true, autoTrim: false }) },
    templates: resolve(PORTAL_DIR, 'views'),
    production: true,
  })

  // Pages, not API operations: kept out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true }
  })
  app.decorateRequest('portalSession', null)
  app.addHook('onRequest', async (req, reply) => {
    reply.headers({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      // A sign-in link's token is in its URL: no page tells another site where it came from.
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    })
    const sealed = req.cookies[SESSION_COOKIE]
    const id = sealed ? sealer.open(sealed) : null
    req.portalSession = id ? await findSession(deps.accounts.store, id, deps.now().getTime()) : null
  })

  const cookieOptions = { path: '/portal', httpOnly: true, sameSite: 'lax' as const, secure }
  const sessionCookie: RouteContext['sessionCookie'] = {
    set: (reply: FastifyReply, id: string) => reply.setCookie(SESSION_COOKIE, sealer.seal(id), cookieOptions),
    clear: (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
  }

  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    let status = 500
    let message = 'Something went wrong on our side. Please try again in a moment.'
    if (err instanceof PortalError) {
      status = err.statusCode
      message = err.message
    } else if (err instanceof AccountRuleError) {
      status = 400
      message = sentence(err.message)
    } else if (err.code === 'FST_CSRF_INVALID_TOKEN' || err.code === 'FST_CSRF_MISSING_SECRET') {
      status = 403
      message =
        'This form has expired or did not come from this site. Go back, reload the page and try again.'
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode
      message = 'This request could not be read.'
    } else req.log.error({ err }, 'portal request failed')
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .view('error', {
        title: status === 403 ? 'Not allowed' : 'Something went wrong',
        message,
        status,
        csrf: null,
        account: null,
        signedIn: !!req.portalSession,
      })
  })
  app.setNotFoundHandler(async (req, reply) =>
    reply.code(404).type('text/html; charset=utf-8').view('error', {
      title: 'Not found',
      message: 'There is no page here.',
      status: 404,
      csrf: null,
      account: null,
      signedIn: !!req.portalSession,
    }),
  )

  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const f = files.get(req.params.file)
    if (!f) throw new PortalError(404, 'There is no such file.')
    return reply.header('cache-control', 'public, max-age=3600').type(f.type).send(f.body)
  })

  // Only what the routes need: the plugin's own options (its prefix) must not reach them.
  const ctx: RouteContext = {
    accounts: deps.accounts,
    limiter: deps.limiter,
    now: deps.now,
    config: deps.config,
    mailer: deps.mailer,
    payments: deps.payments,
    playground: deps.playground,
    sessionCookie,
  }
  await app.register(authRoutes, ctx)
  await app.register(accountRoutes, ctx)
  await app.register(keyRoutes, ctx)
  await app.register(creditRoutes, ctx)
  await app.register(usageRoutes, ctx)
  await app.register(playgroundRoutes, ctx)
}
