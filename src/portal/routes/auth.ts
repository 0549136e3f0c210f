/**
 * Sign-in by email link, without passwords. The emailed link opens a page with a button; only that
 * page's POST spends the link and signs in (mail scanners open links; they do not press buttons). A new
 * address gets its account, verified, in the same step. Every answer to a sign-in request reads the same
 * whether or not the address has an account; requests are limited per address (LINKS_PER_ADDRESS_HOUR,
 * counted in the database) and per client (SIGN_IN_PER_MINUTE, through the API's limiter, so shared by
 * every process when it is Redis).
 */
import type { FastifyInstance } from 'fastify'
import { MAX_EMAIL, normalEmail } from '../../accounts/index.js'
import { AccountRuleError } from '../../accounts/errors.js'
import { isRefusal, LimiterUnavailableError } from '../../limits/limiter.js'
import { field, page, PortalError, type RouteContext } from '../context.js'
import { escapeXml } from '../svg.js'
import {
  endAllSessions,
  endSession,
  issueLink,
  LINK_TTL_MS,
  linkUsable,
  startSession,
  useLink,
} from '../sessions.js'

/** Sign-in requests one client (IP address) may make in a minute. */
export const SIGN_IN_PER_MINUTE = 10

export default async function authRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const store = ctx.accounts.store
  const nowMs = () => ctx.now().getTime()

  app.get('/sign-in', async (req, reply) => {
    if (req.portalSession) return reply.redirect('/portal', 303)
    return page(req, reply, 'sign-in', { title: 'Sign in', email: '', error: null })
  })

  app.post('/sign-in', { preHandler: app.csrfProtection }, async (req, reply) => {
    const raw = field(req.body, 'email')
    let email: string
    try {
      if (raw === '') throw new AccountRuleError('enter your email address')
      if (raw.length > MAX_EMAIL)
        throw new AccountRuleError(`an email address is at most ${MAX_EMAIL} characters`)
      email = normalEmail(raw)
    } catch (err) {
      const message = err instanceof AccountRuleError ? err.message : 'not an email address'
      const error = message === 'not an email address' ? 'This does not look like an email address.' : message
      return page(req, reply.code(400), 'sign-in', {
        title: 'Sign in',
        email: raw.slice(0, MAX_EMAIL),
        error,
      })
    }
    const verdict = await ctx.limiter
      .admit(`portal-sign-in:${req.ip}`, { perMinute: SIGN_IN_PER_MINUTE, concurrency: 1_000_000 }, nowMs())
      .catch((err: unknown) => {
        if (!(err instanceof LimiterUnavailableError)) throw err
        // No link is sent unlimited: as the API does, refuse until the limits answer again.
        reply.header('retry-after', '5')
        throw new PortalError(503, 'Sign-in is unavailable for a moment. Please try again in a few seconds.')
      })
    if (isRefusal(verdict)) {
      reply.header('retry-after', String(verdict.retryAfterS))
      throw new PortalError(
        429,
        `Too many sign-in requests from your network. Please wait ${verdict.retryAfterS} seconds and try again.`,
      )
    }
    await verdict.release()
    // Whether the address has an account or not, and whether it has had its share of links this hour,
    // the answer is the same page.
    const token = await issueLink(store, email, nowMs())
    if (token) {
      const link = `${ctx.config.publicUrl}/portal/auth?token=${token}`
      const minutes = LINK_TTL_MS / 60_000
      try {
        await ctx.mailer.send(
          {
            to: email,
            subject: 'Your graha sign-in link',
            text:
              `Someone, we hope you, asked to sign in to the graha developer portal with this address.\n\n` +
              `Open this link within ${minutes} minutes and press the button on the page to sign in:\n\n${link}\n\n` +
              `If it was not you, ignore this message: nothing happens until the link is opened and confirmed.\n`,
            html:
              `<p>Someone, we hope you, asked to sign in to the graha developer portal with this address.</p>` +
              `<p>Open this link within ${minutes} minutes and press the button on the page to sign in:</p>` +
              `<p><a href="${escapeXml(link)}">Sign in to graha</a></p>` +
              `<p>If it was not you, ignore this message: nothing happens until the link is opened and confirmed.</p>`,
          },
          link,
        )
      } catch (err) {
        // The address stays out of the log: an SMTP server's message may quote it, so only its codes.
        const e = err as { code?: unknown; responseCode?: unknown }
        req.log.error(
          { code: e.code ?? null, responseCode: e.responseCode ?? null },
          'portal sign-in mail failed',
        )
        throw new PortalError(503, 'We could not send the email just now. Please try again in a few minutes.')
      }
    }
    return page(req, reply, 'check-mail', { title: 'Check your email', minutes: LINK_TTL_MS / 60_000 })
  })

  app.get<{ Querystring: { token?: string } }>('/auth', async (req, reply) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    const usable = /^[A-Za-z0-9_-]{43}$/.test(token) && (await linkUsable(store, token, nowMs()))
    return page(req, reply.code(usable ? 200 : 410), 'confirm', {
      title: usable ? 'Confirm sign-in' : 'This link cannot be used',
      token: usable ? token : null,
    })
  })

  app.post('/auth', { preHandler: app.csrfProtection }, async (req, reply) => {
    const token = field(req.body, 'token')
    const email = /^[A-Za-z0-9_-]{43}$/.test(token) ? await useLink(store, token, nowMs()) : null
    if (!email)
      return page(req, reply.code(410), 'confirm', { title: 'This link cannot be used', token: null })
    const { accountId } = await ctx.accounts.accountForVerifiedEmail(email, nowMs())
    if (req.portalSession) await endSession(store, req.portalSession.id)
    const session = await startSession(store, accountId, nowMs())
    ctx.sessionCookie.set(reply, session.id)
    return reply.redirect('/portal', 303)
  })

  app.post('/sign-out', { preHandler: app.csrfProtection }, async (req, reply) => {
    if (req.portalSession) await endSession(store, req.portalSession.id)
    ctx.sessionCookie.clear(reply)
    return reply.redirect('/portal/sign-in', 303)
  })

  app.post('/sign-out-everywhere', { preHandler: app.csrfProtection }, async (req, reply) => {
    if (req.portalSession) await endAllSessions(store, req.portalSession.accountId, nowMs())
    ctx.sessionCookie.clear(reply)
    return reply.redirect('/portal/sign-in', 303)
  })
}
