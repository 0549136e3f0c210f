/**
 * Credits (spec §8): the balances and the three packs, bought through Stripe Checkout when it is
 * configured (the pack is credited by Stripe's signed webhook, once per payment), or granted by the
 * operator with the CLI when it is not.
 */
import type { FastifyInstance } from 'fastify'
import { PACK_PRICES_CENTS, PACKS, type Pack } from '../../accounts/index.js'
import { AccountRuleError } from '../../accounts/errors.js'
import { PaymentSignatureError } from '../payments.js'
import { field, page, PortalError, requireSession, type RouteContext } from '../context.js'

const PACK_LIST = (Object.keys(PACKS) as Pack[]).map((name) => ({
  name,
  credits: PACKS[name],
  price: `$${(PACK_PRICES_CENTS[name] / 100).toFixed(0)}`,
}))

export default async function creditRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const nowMs = () => ctx.now().getTime()

  const creditsPage = async (
    req: Parameters<typeof page>[0],
    reply: Parameters<typeof page>[1],
    accountId: string,
    extra: Record<string, unknown> = {},
  ) => {
    const account = await ctx.accounts.showAccount(accountId, nowMs())
    return page(
      req,
      reply,
      'credits',
      {
        title: 'Credits',
        nav: 'credits',
        packs: PACK_LIST,
        purchasable: ctx.payments !== null,
        returned: null,
        ...extra,
      },
      account,
    )
  }

  app.get<{ Querystring: { payment?: string } }>('/credits', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const returned =
      req.query.payment === 'done' ? 'done' : req.query.payment === 'cancelled' ? 'cancelled' : null
    return creditsPage(req, reply, session.accountId, { returned })
  })

  app.post('/credits/checkout', { preHandler: app.csrfProtection }, async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const payments = ctx.payments
    if (!payments)
      throw new PortalError(404, 'Purchases are not enabled on this server: ask its operator to add a pack.')
    const pack = field(req.body, 'pack')
    if (!Object.hasOwn(PACKS, pack))
      throw new PortalError(400, `Choose a pack: ${Object.keys(PACKS).join(', ')}.`)
    try {
      await ctx.accounts.checkMayPurchase(session.accountId)
    } catch (err) {
      if (err instanceof AccountRuleError)
        return creditsPage(req, reply.code(409), session.accountId, {
          error: 'Accept the current beta terms before buying credits.',
        })
      throw err
    }
    const account = await ctx.accounts.showAccount(session.accountId, nowMs())
    const base = `${ctx.config.publicUrl}/portal/credits`
    let checkout: { paymentId: string; url: string }
    try {
      checkout = await payments.checkout({
        accountId: session.accountId,
        email: account.email,
        pack: pack as Pack,
        successUrl: `${base}?payment=done`,
        cancelUrl: `${base}?payment=cancelled`,
      })
    } catch (err) {
      // Its type and code only: a provider's message may quote the customer's address.
      const e = err as { type?: unknown; code?: unknown; statusCode?: unknown }
      req.log.error(
        { type: e.type ?? null, code: e.code ?? null, statusCode: e.statusCode ?? null },
        'payment provider refused a checkout',
      )
      throw new PortalError(
        502,
        'The payment provider could not be reached. Nothing was charged; please try again.',
      )
    }
    await ctx.accounts.openPayment(
      {
        accountId: session.accountId,
        pack: pack as Pack,
        paymentId: checkout.paymentId,
        amountCents: PACK_PRICES_CENTS[pack as Pack],
      },
      nowMs(),
    )
    return reply.redirect(checkout.url, 303)
  })

  // Stripe's webhook: no session and no CSRF token (Stripe signs it); the signature is checked on the
  // raw body, byte for byte, so this scope reads JSON as bytes.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json')
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1_048_576 },
      (_req, body, done) => done(null, body),
    )
    hook.post('/webhooks/stripe', async (req, reply) => {
      const payments = ctx.payments
      if (!payments) return reply.code(404).type('application/json').send({ error: 'not_found' })
      let notice
      try {
        notice = payments.notice(req.body as Buffer, req.headers['stripe-signature'] as string | undefined)
      } catch (err) {
        if (err instanceof PaymentSignatureError) {
          req.log.warn({}, 'payment webhook with a bad signature refused')
          return reply.code(400).type('application/json').send({ error: 'invalid_signature' })
        }
        throw err
      }
      if (notice.kind === 'paid') {
        const done = await ctx.accounts.completePayment(notice.paymentId, notice, nowMs())
        if (!done) req.log.warn({}, 'payment webhook for a payment this server did not open')
        else if (done.mismatch)
          req.log.error(
            { paymentId: notice.paymentId },
            'payment amount or currency differs from the pack price: not credited',
          )
        else req.log.info({ credited: done.credited, pack: done.pack }, 'payment webhook')
      }
      return reply.type('application/json').send({ received: true })
    })
  })
}
