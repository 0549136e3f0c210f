/** The portal's home (where an account stands, and the next step) and the beta terms (spec §9). */
import type { FastifyInstance } from 'fastify'
import { FREE_CREDIT_DAYS, FREE_CREDITS, TERMS_VERSION } from '../../accounts/index.js'
import { field, page, PortalError, requireSession, type RouteContext } from '../context.js'

export default async function accountRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const nowMs = () => ctx.now().getTime()

  app.get('/', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    await ctx.accounts.flushKeyUses()
    const account = await ctx.accounts.showAccount(session.accountId, nowMs())
    const live = account.keys.filter((k) => k.kind === 'live' && k.state === 'active')
    return page(
      req,
      reply,
      'home',
      {
        title: 'Overview',
        nav: 'home',
        hasLiveKey: live.length > 0,
        exampleKey: live[0]?.prefix ?? 'service_live_…',
        origin: ctx.config.publicUrl,
        freeCredits: FREE_CREDITS,
        freeDays: FREE_CREDIT_DAYS,
      },
      account,
    )
  })

  app.get('/terms', async (req, reply) => {
    const account = req.portalSession
      ? await ctx.accounts.showAccount(req.portalSession.accountId, nowMs())
      : null
    return page(req, reply, 'terms', { title: 'Beta terms', nav: 'terms', version: TERMS_VERSION }, account)
  })

  app.post('/terms', { preHandler: app.csrfProtection }, async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const version = field(req.body, 'version')
    if (version !== TERMS_VERSION)
      throw new PortalError(
        409,
        'These terms have been replaced meanwhile. Please read the current terms and accept them.',
      )
    if (field(req.body, 'agree') !== 'yes')
      throw new PortalError(400, 'Tick the box to say that you accept the terms.')
    await ctx.accounts.acceptTerms(session.accountId, version, nowMs())
    return reply.redirect('/portal/keys', 303)
  })
}
