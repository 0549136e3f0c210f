/**
 * Calls the server makes to its own API on behalf of one of an account's keys, without the key's secret
 * (which is never stored): the portal's playground. The caller takes a single-use ticket for the key
 * (32 random bytes, valid for one request and at most a few seconds) and sends it as the header
 * `X-Graha-Internal-Call` through `app.inject`; the gate authenticates that request as the key, with every
 * check a secret gets (revoked, expired, scope), then limits and credits as for any call. A ticket
 * nobody issued is ignored: the request is judged by its Authorization header as usual.
 */
import { randomBytes } from 'node:crypto'

export const INTERNAL_CALL_HEADER = 'x-graha-internal-call'
const TICKET_MS = 10_000

export class InternalCalls {
  private readonly tickets = new Map<string, { keyId: string; until: number }>()

  /** A ticket for one call as `keyId`. */
  issue(keyId: string): string {
    const now = Date.now()
    for (const [t, v] of this.tickets) if (v.until <= now) this.tickets.delete(t)
    const ticket = randomBytes(32).toString('base64url')
    this.tickets.set(ticket, { keyId, until: now + TICKET_MS })
    return ticket
  }

  /** The key a ticket stands for, once; undefined for anything else. */
  take(ticket: unknown): string | undefined {
    if (typeof ticket !== 'string') return undefined
    const v = this.tickets.get(ticket)
    if (!v) return undefined
    this.tickets.delete(ticket)
    return v.until > Date.now() ? v.keyId : undefined
  }
}
