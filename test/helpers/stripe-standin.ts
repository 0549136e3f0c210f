/**
 * A local server that speaks the part of Stripe's protocol the portal uses (the only stand-in the rules
 * allow for a payment provider): `POST /v1/checkout/sessions` (form-encoded, bearer secret key, as the
 * official `stripe` library sends it), a payment page at the session's `url` whose button pays and
 * redirects to `success_url`, and the `checkout.session.completed` webhook signed as Stripe signs it
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(whsec, "t.payload")`).
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'

export const STANDIN_SECRET_KEY = 'sk_test_standin0123456789'
export const STANDIN_WEBHOOK_SECRET = 'whsec_standin0123456789abcdef'

interface CheckoutSession {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  mode: string
  payment_status: 'unpaid' | 'paid'
  status: 'open' | 'complete'
  success_url: string
  cancel_url: string
  url: string
  livemode: false
}

export interface StripeStandIn {
  url: string
  sessions: Map<string, CheckoutSession>
  /** Requests to the API, as received (method, path, form). */
  requests: { method: string; path: string; form: URLSearchParams; authorization: string | undefined }[]
  /** Where webhooks go (set once the portal's address is known). */
  webhookUrl: string
  /** Send the paid event of a session (again): the status code the portal answered. */
  deliver(sessionId: string, options?: { secret?: string; payload?: string }): Promise<number>
  close(): Promise<void>
}

const read = (req: IncomingMessage) =>
  new Promise<string>((ok, fail) => {
    let s = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (s += c))
    req.on('end', () => ok(s))
    req.on('error', fail)
  })

export function signature(payload: string, secret: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex')}`
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, CheckoutSession>()
  const requests: StripeStandIn['requests'] = []
  let origin = ''
  const self: StripeStandIn = {
    url: '',
    sessions,
    requests,
    webhookUrl: '',
    async deliver(sessionId, options = {}) {
      const s = sessions.get(sessionId)
      if (!s) throw new Error(`no session ${sessionId}`)
      const payload =
        options.payload ??
        JSON.stringify({
          id: `evt_${randomBytes(12).toString('hex')}`,
          object: 'event',
          api_version: '2025-01-27.acacia',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: 'checkout.session.completed',
          data: { object: s },
        })
      const res = await fetch(self.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature(payload, options.secret ?? STANDIN_WEBHOOK_SECRET),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      })
      await res.arrayBuffer()
      return res.status
    },
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok())
        server.closeAllConnections()
      }),
  }
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin)
      const body = await read(req)
      const json = (status: number, value: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        })
        res.end(JSON.stringify(value))
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body)
        requests.push({ method: 'POST', path: url.pathname, form, authorization: req.headers.authorization })
        if (req.headers.authorization !== `Bearer ${STANDIN_SECRET_KEY}`)
          return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'))
        const quantity = Number(form.get('line_items[0][quantity]') ?? 1)
        const id = `cs_test_${randomBytes(16).toString('hex')}`
        const metadata: Record<string, string> = {}
        for (const [k, v] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(k)
          if (m) metadata[m[1]!] = v
        }
        const s: CheckoutSession = {
          id,
          object: 'checkout.session',
          amount_total: amount * quantity,
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata,
          mode: form.get('mode') ?? 'payment',
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          url: `${origin}/pay/${id}`,
          livemode: false,
        }
        sessions.set(id, s)
        return json(200, s)
      }
      const pay = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname)
      if (pay && sessions.has(pay[1]!)) {
        const s = sessions.get(pay[1]!)!
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          return res.end(
            `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"><title>Pay · stand-in checkout</title></head><body>` +
              `<h1>Stand-in checkout</h1><p>${s.customer_email ?? ''} pays ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</p>` +
              `<form method="post"><button type="submit">Pay</button></form>` +
              `<form method="post" action="/cancel/${s.id}"><button type="submit">Cancel</button></form></body></html>`,
          )
        }
        s.payment_status = 'paid'
        s.status = 'complete'
        // Stripe notifies, then the browser returns to success_url.
        await self.deliver(s.id)
        res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) })
        return res.end()
      }
      const cancel = /^\/cancel\/(cs_test_\w+)$/.exec(url.pathname)
      if (cancel && sessions.has(cancel[1]!)) {
        res.writeHead(303, { location: sessions.get(cancel[1]!)!.cancel_url })
        return res.end()
      }
      json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    })().catch((err: unknown) => {
      res.writeHead(500)
      res.end(String(err))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  self.url = origin
  return self
}
