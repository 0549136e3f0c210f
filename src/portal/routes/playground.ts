/**
 * The playground: pick an operation, edit its example request, and send it with one of your keys. The
 * call is made by the server (the key's secret is never stored, and never reaches the browser's script):
 * it runs through the API exactly as a call from your server would (the key's scopes, the limits, the
 * credits; a live key's call is charged). A chart answer is also drawn in the North and South Indian
 * styles, by the code behind /v1/chart/image; that operation's own picture is shown as it came.
 */
import type { FastifyInstance } from 'fastify'
import { SIGNS, type Sign } from '../../astro/zodiac.js'
import { field, ownKey, page, PortalError, requireSession, type RouteContext } from '../context.js'
import { DEFAULT_COLOURS, indianSvg, type SignPicture } from '../../images/indian.js'

/** The largest request body the playground sends (the API's own limit is larger). */
const MAX_PLAYGROUND_BODY = 65_536
/** Answers longer than this are cut in the page (the whole answer was still computed). */
const MAX_SHOWN = 200_000

export default async function playgroundRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const nowMs = () => ctx.now().getTime()
  const ops = ctx.playground.operations
  const byId = new Map(ops.map((o) => [o.operationId, o]))
  const exampleOf = (id: string) => JSON.stringify(byId.get(id)?.example ?? {}, null, 2)

  const render = async (
    req: Parameters<typeof page>[0],
    reply: Parameters<typeof page>[1],
    accountId: string,
    form: { operation: string; keyId: string; body: string },
    result: unknown = null,
  ) => {
    const account = await ctx.accounts.showAccount(accountId, nowMs())
    const keys = account.keys.filter((k) => k.state === 'active')
    return page(
      req,
      reply,
      'playground',
      {
        title: 'Playground',
        nav: 'playground',
        operations: ops.map((o) => ({ id: o.operationId, label: `${o.method} ${o.path}`, price: o.price })),
        keys: keys.map((k) => ({
          id: k.keyId,
          label: `${k.name ? `${k.name} · ` : ''}${k.prefix} (${k.kind})`,
          kind: k.kind,
        })),
        form,
        result,
      },
      account,
    )
  }

  app.get<{ Querystring: { operation?: string } }>('/playground', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const operation = byId.has(req.query.operation ?? '') ? req.query.operation! : ops[0]!.operationId
    return render(req, reply, session.accountId, { operation, keyId: '', body: exampleOf(operation) })
  })

  // The example of one operation, for htmx to put in the editor when the operation changes.
  app.get<{ Querystring: { operation?: string } }>('/playground/example', async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const id = req.query.operation ?? ''
    if (!byId.has(id)) throw new PortalError(404, 'There is no such operation.')
    return reply.type('text/html; charset=utf-8').view('playground-body', { body: exampleOf(id) })
  })

  app.post('/playground', { preHandler: app.csrfProtection }, async (req, reply) => {
    const session = requireSession(req, reply)
    if (!session) return reply
    const form = {
      operation: field(req.body, 'operation'),
      keyId: field(req.body, 'keyId'),
      body: field(req.body, 'body'),
    }
    const op = byId.get(form.operation)
    const problem = !op
      ? 'Choose an operation.'
      : form.keyId === ''
        ? 'Choose a key to send the request with (create one under Keys).'
        : form.body.length > MAX_PLAYGROUND_BODY
          ? `The request body is at most ${MAX_PLAYGROUND_BODY} characters here.`
          : null
    if (problem) return render(req, reply.code(400), session.accountId, form, { error: problem })
    // Only a key of this account (any other id is not found, whether or not it exists).
    await ownKey(ctx, session.accountId, form.keyId)
    const answer = await ctx.playground.call(form.keyId, op!.method, op!.path, form.body)
    let pretty = answer.body
    let chart: { north: string; south: string } | null = null
    let picture: { svg: string } | { png: string } | null = null
    try {
      const json = JSON.parse(answer.body) as unknown
      pretty = JSON.stringify(json, null, 2)
      if (op!.operationId === 'getChart' && answer.status === 200) chart = chartOf(json)
      if (op!.operationId === 'getChartImage' && answer.status === 200) picture = pictureOf(json)
    } catch {
      // Not JSON: shown as it is.
    }
    return render(req, reply, session.accountId, form, {
      status: answer.status,
      ok: answer.status < 300,
      headers: Object.entries(answer.headers)
        .filter(
          ([h]) =>
            h === 'x-request-id' ||
            h === 'x-service-sandbox' ||
            h.startsWith('x-ratelimit-') ||
            h === 'retry-after',
        )
        .map(([h, v]) => `${h}: ${String(v)}`),
      body:
        pretty.length > MAX_SHOWN
          ? `${pretty.slice(0, MAX_SHOWN)}\n… (cut here: ${pretty.length} characters in all)`
          : pretty,
      chart,
      picture,
    })
  })
}

/** The picture of a /v1/chart/image answer: the SVG our API wrote (its text escaped, its colours and
 *  font checked against patterns), or the PNG as a data URL (the portal's CSP allows `data:` images). */
function pictureOf(content: unknown): { svg: string } | { png: string } | null {
  const image = (content as { image?: { mediaType?: string; data?: unknown } })?.image
  if (typeof image?.data !== 'string') return null
  if (image.mediaType === 'image/svg+xml' && image.data.startsWith('<svg ')) return { svg: image.data }
  if (image.mediaType === 'image/png' && /^[A-Za-z0-9+/=]+$/.test(image.data)) return { png: image.data }
  return null
}

/** The chart of a /v1/chart answer (the envelope carries its ascendant and planets), drawn as
 *  /v1/chart/image draws it. */
function chartOf(content: unknown): { north: string; south: string } | null {
  const c = content as {
    ascendant?: { sign: Sign; basis: 'ascendant' | 'moon' }
    planets?: { planet: string; sign: Sign; degree: number; retrograde: boolean; combust: boolean }[]
  }
  if (!c?.ascendant || !Array.isArray(c.planets)) return null
  const picture: SignPicture = {
    title: 'Rashi',
    subtitle: c.ascendant.basis === 'moon' ? 'D1 · Moon as ascendant' : 'D1',
    ascendant: { sign: SIGNS.indexOf(c.ascendant.sign), basis: c.ascendant.basis },
    placements: c.planets.map((p) => ({
      body: p.planet,
      sign: SIGNS.indexOf(p.sign),
      degree: p.degree,
      retrograde: p.retrograde,
      combust: p.combust === true,
    })),
  }
  const look = {
    sizePx: 320,
    colours: DEFAULT_COLOURS,
    font: null,
    marks: { retrograde: true, combust: true },
  }
  return {
    north: indianSvg('north', picture, look, 'north'),
    south: indianSvg('south', picture, look, 'south'),
  }
}
