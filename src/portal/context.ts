/** What every portal route shares: its dependencies, the session of the request and page rendering. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Accounts, AccountView } from '../accounts/index.js'
import { AccountRuleError } from '../accounts/errors.js'
import type { PortalConfig } from '../config.js'
import type { Limiter } from '../limits/limiter.js'
import type { Mailer } from './mail.js'
import type { Payments } from './payments.js'
import type { Session } from './sessions.js'

/** An API operation as the playground offers it. */
export interface PlaygroundOperation {
  operationId: string
  method: string
  path: string
  /** What a live call costs, in words. */
  price: string
  /** Its documented example request. */
  example: unknown
}

/** The playground's way into the API: a call as one of an account's keys (http/internal-calls.ts). */
export interface Playground {
  operations: PlaygroundOperation[]
  call(
    keyId: string,
    method: string,
    path: string,
    body: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }>
}

export interface PortalDeps {
  accounts: Accounts
  limiter: Limiter
  now: () => Date
  config: PortalConfig
  mailer: Mailer
  /** Stripe Checkout; null: packs are granted by the operator. */
  payments: Payments | null
  playground: Playground
}

/** What the route files are given: the dependencies and the session cookie's writer. */
export type RouteContext = PortalDeps & {
  sessionCookie: {
    set(reply: FastifyReply, id: string): unknown
    clear(reply: FastifyReply): unknown
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    portalSession: Session | null
  }
}

export class PortalError extends Error {
  override name = 'PortalError'
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export const SESSION_COOKIE = 'graha_session'

/** The session of the request, or a redirect to the sign-in page (htmx follows HX-Redirect). */
export function requireSession(req: FastifyRequest, reply: FastifyReply): Session | null {
  if (req.portalSession) return req.portalSession
  if (req.headers['hx-request']) void reply.header('hx-redirect', '/portal/sign-in').code(204).send()
  else void reply.redirect('/portal/sign-in', 303)
  return null
}

export interface PageData {
  title: string
  /** The navigation entry to mark current. */
  nav?: 'home' | 'keys' | 'credits' | 'usage' | 'playground' | 'terms'
  [key: string]: unknown
}

/** Render a page in the layout, with what every page needs (the form token, the signed-in account). */
export async function page(
  req: FastifyRequest,
  reply: FastifyReply,
  template: string,
  data: PageData,
  account?: AccountView | null,
): Promise<FastifyReply> {
  const csrf = reply.generateCsrf()
  return reply
    .type('text/html; charset=utf-8')
    .view(template, { ...data, csrf, account: account ?? null, signedIn: !!req.portalSession })
}

/** A form field as one trimmed string ('' when absent). */
export function field(body: unknown, name: string): string {
  const v = (body as Record<string, unknown> | undefined)?.[name]
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0].trim() : ''
  return typeof v === 'string' ? v.trim() : ''
}

/** A form field given any number of times (checkboxes). */
export function fields(body: unknown, name: string): string[] {
  const v = (body as Record<string, unknown> | undefined)?.[name]
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string')
  return typeof v === 'string' ? [v] : []
}

/** An account rule's message as a sentence for a page. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.')
}

/** A key of the signed-in account; any other id is not found (whether or not it exists elsewhere). */
export async function ownKey(ctx: RouteContext, accountId: string, keyId: string) {
  try {
    return await ctx.accounts.keyOfAccount(accountId, keyId)
  } catch (err) {
    if (err instanceof AccountRuleError) throw new PortalError(404, 'There is no such key in your account.')
    throw err
  }
}
