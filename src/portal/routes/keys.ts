/**
 * Keys (spec §5): create live or sandbox keys with scopes, an optional monthly credit limit and expiry;
 * the secret shown once; rotate (a new secret, shown once), revoke, edit scopes and the limit. Every
 * action is on a key of the signed-in account only, and takes effect on the API at once.
 */
import type { FastifyInstance } from 'fastify'
import { DateTime } from 'luxon'
import {
  checkKeyName,
  FREE_CREDIT_DAYS,
  FREE_CREDITS,
  MAX_KEY_NAME,
  parseScopes,
  SCOPES,
  type AccountView,
  type KeyKind,
} from '../../accounts/index.js'
import { AccountRuleError } from '../../accounts/errors.js'
import { field, fields, ownKey, page, requireSession, sentence, type RouteContext } from '../context.js'

/** The largest monthly limit the form takes (far above any pack). */
const MAX_MONTHLY_LIMIT = 100_000_000

function monthlyLimitOf(text: string): number | null {
  if (text === '') return null
  if (!/^\d{1,9}$/.test(text) || Number(text) > MAX_MONTHLY_LIMIT)
    throw new AccountRuleError(
      `the monthly limit is a whole number of credits from 0 to ${MAX_MONTHLY_LIMIT}, or empty for none`,
    )
  return Number(text)
}

/** A date (YYYY-MM-DD): the key works until the end of that day, UTC. */
function expiryOf(text: string, nowMs: number): number | null {
  if (text === '') return null
  const d = DateTime.fromISO(text, { zone: 'utc' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !d.isValid)
    throw new AccountRuleError('the expiry is a date, YYYY-MM-DD')
  const end = d.endOf('day').toMillis() + 1
  if (end <= nowMs) throw new AccountRuleError('the expiry must be a day in the future')
  return end
}

export default async function keyRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const nowMs = () => ctx.now().getTime()

  const keysPage = async (
    req: Parameters<typeof page>[0],
    reply: Parameters<typeof page>[1],
    account: AccountView,
    extra: Record<string, unknown> = {},
  ) =>
    page(
      req,
      reply,
      'keys',
      {
        title: 'API keys',
        nav: 'keys',
        scopes: SCOPES,
        maxName: MAX_KEY_NAME,
        freeCredits: FREE_CREDITS,
        freeDays: FREE_CREDIT_DAYS,
        firstLive: !account.keys.some((k) => k.kind === 'live'),
        form: { name: '', kind: 'sandbox', scopes: [...SCOPES], monthlyLimit: '', expires: '' },
        error: null,
        ...extra,
      },
      account,
    )

  app.get('/keys', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    await ctx.accounts.flushKeyUses()
    return keysPage(req, reply, await ctx.accounts.showAccount(session.accountId, nowMs()))
  })

  app.post('/keys', { preHandler: app.csrfProtection }, async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const form = {
      name: field(req.body, 'name'),
      kind: field(req.body, 'kind'),
      scopes: fields(req.body, 'scopes'),
      monthlyLimit: field(req.body, 'monthlyLimit'),
      expires: field(req.body, 'expires'),
    }
    try {
      if (form.kind !== 'live' && form.kind !== 'sandbox')
        throw new AccountRuleError('choose live or sandbox')
      if (form.scopes.length === 0)
        throw new AccountRuleError('choose at least one operation the key may call')
      const { keyId, secret } = await ctx.accounts.createKey(
        {
          accountId: session.accountId,
          kind: form.kind as KeyKind,
          name: form.name,
          scopes: parseScopes(form.scopes),
          monthlyLimit: monthlyLimitOf(form.monthlyLimit),
          expiresAtMs: expiryOf(form.expires, nowMs()),
        },
        nowMs(),
      )
      const account = await ctx.accounts.showAccount(session.accountId, nowMs())
      return page(
        req,
        reply,
        'key-secret',
        {
          title: 'Your new key',
          nav: 'keys',
          key: account.keys.find((k) => k.keyId === keyId),
          secret,
          rotated: false,
        },
        account,
      )
    } catch (err) {
      if (!(err instanceof AccountRuleError)) throw err
      const account = await ctx.accounts.showAccount(session.accountId, nowMs())
      return keysPage(req, reply.code(400), account, { form, error: sentence(err.message) })
    }
  })

  app.get<{ Params: { id: string } }>('/keys/:id', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    await ownKey(ctx, session.accountId, req.params.id)
    const account = await ctx.accounts.showAccount(session.accountId, nowMs())
    const key = account.keys.find((k) => k.keyId === req.params.id)!
    return page(
      req,
      reply,
      'key-edit',
      { title: 'Edit key', nav: 'keys', key, scopes: SCOPES, error: null },
      account,
    )
  })

  app.post<{ Params: { id: string } }>(
    '/keys/:id',
    { preHandler: app.csrfProtection },
    async (req, reply) => {
      const session = requireSession(req, reply)
      if (!session) return reply
      const keyId = req.params.id
      await ownKey(ctx, session.accountId, keyId)
      try {
        const scopes = fields(req.body, 'scopes')
        if (scopes.length === 0) throw new AccountRuleError('choose at least one operation the key may call')
        const parsed = parseScopes(scopes)
        const limit = monthlyLimitOf(field(req.body, 'monthlyLimit'))
        const name = checkKeyName(field(req.body, 'name'))
        await ctx.accounts.renameKey(keyId, name)
        await ctx.accounts.setScopes(keyId, parsed)
        await ctx.accounts.setMonthlyLimit(keyId, limit, nowMs())
      } catch (err) {
        if (!(err instanceof AccountRuleError)) throw err
        const account = await ctx.accounts.showAccount(session.accountId, nowMs())
        const key = account.keys.find((k) => k.keyId === keyId)!
        return page(
          req,
          reply.code(400),
          'key-edit',
          { title: 'Edit key', nav: 'keys', key, scopes: SCOPES, error: sentence(err.message) },
          account,
        )
      }
      return reply.redirect('/portal/keys', 303)
    },
  )

  app.post<{ Params: { id: string } }>(
    '/keys/:id/rotate',
    { preHandler: app.csrfProtection },
    async (req, reply) => {
      const session = requireSession(req, reply)
      if (!session) return reply
      await ownKey(ctx, session.accountId, req.params.id)
      const { secret } = await ctx.accounts.rotateKey(req.params.id, nowMs())
      const account = await ctx.accounts.showAccount(session.accountId, nowMs())
      return page(
        req,
        reply,
        'key-secret',
        {
          title: 'The key’s new secret',
          nav: 'keys',
          key: account.keys.find((k) => k.keyId === req.params.id),
          secret,
          rotated: true,
        },
        account,
      )
    },
  )

  app.post<{ Params: { id: string } }>(
    '/keys/:id/revoke',
    { preHandler: app.csrfProtection },
    async (req, reply) => {
      const session = requireSession(req, reply)
      if (!session) return reply
      await ownKey(ctx, session.accountId, req.params.id)
      await ctx.accounts.revokeKey(req.params.id, nowMs())
      return reply.redirect('/portal/keys', 303)
    },
  )
}
