/** Driving the portal through Fastify's inject, as a browser would: a cookie jar and the forms' tokens. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { PortalConfig } from '../../src/config.js'

export const PORTAL_ORIGIN = 'http://portal.test'

export function portalConfig(over: Partial<PortalConfig> = {}): PortalConfig {
  return {
    enabled: true,
    offReason: null,
    publicUrl: PORTAL_ORIGIN,
    publicUrlSet: true,
    smtpUrl: null,
    mailFrom: 'graha <portal@portal.test>',
    stripe: null,
    ...over,
  }
}

export function csrfOf(html: string): string {
  const m = /name="_csrf" value="([^"]+)"/.exec(html)
  if (!m) throw new Error('no form token on the page')
  return m[1]!
}

export class PortalClient {
  readonly cookies = new Map<string, string>()

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0)
        this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return res
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: this.ip,
        headers: { ...this.cookieHeader(), ...headers },
      }),
    )
  }

  /** POST a form as it is (no token added). */
  async post(url: string, form: Record<string, string | string[]>): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams()
    for (const [k, v] of Object.entries(form)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x)
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        remoteAddress: this.ip,
        headers: { ...this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      }),
    )
  }

  /** Open `pageUrl`, then send one of its forms to `action` with the page's token. */
  async submit(pageUrl: string, action: string, form: Record<string, string | string[]> = {}) {
    const page = await this.get(pageUrl)
    if (page.statusCode !== 200) throw new Error(`${pageUrl} answered ${page.statusCode}`)
    return this.post(action, { ...form, _csrf: csrfOf(page.body) })
  }
}

/** A path and query of a link in a mail, for inject. */
export function pathOf(link: string): string {
  const u = new URL(link)
  return u.pathname + u.search
}
