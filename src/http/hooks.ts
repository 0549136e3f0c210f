/**
 * The cross-cutting steps of every operation, in architecture.md's order: requestId → authenticate
 * (401/403) → admit (429) → [Fastify validation, 400] → hold (402) → handler → capture and envelope
 * (2xx) / release (anything else). Routes only declare `config.operation`. A settled charge is decided
 * before the envelope (it may still refuse, 402); held credits are known before the work, so they are
 * captured once the answer is serialized, and in either case before the answer leaves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Gate, Operation } from './policy.js'
import { ENGINE_VERSION } from './schemas/common.js'

export const DISCLAIMER =
  'For astrological (symbolic) use only. Positions are computed from the Swiss Ephemeris; they are not ' +
  'for navigation or safety-critical purposes. Astrological interpretation is not medical, legal, ' +
  'financial or psychological advice.'

export const SANDBOX_NOTE =
  'Sandbox key: this is the fixed sample answer to the documented example request of this operation. ' +
  'Your request was validated as a live key’s would be, but its inputs were not used, and nothing was charged.'

export function registerOperationHooks(app: FastifyInstance, gate: Gate, now: () => Date): void {
  app.decorateRequest('operation', null)
  app.decorateRequest('caller', null)
  app.decorateRequest('admission', null)
  app.decorateRequest('hold', null)
  // The sandbox answer of each operation: its documented example, run once.
  const samples = new WeakMap<Operation<unknown>, unknown>()

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    // routeOptions builds a new object at every read: read the operation once per request.
    const op = req.routeOptions.config.operation
    if (!op) return
    req.operation = op
    req.caller = await gate.authenticate(req, op)
    req.admission = await gate.admit(req, req.caller)
    reply.headers(req.admission.headers)
  })

  // After Fastify's validation: a malformed request never reaches the hold, so is never charged.
  app.addHook('preHandler', async (req, reply) => {
    const op = req.operation
    if (!op || !req.caller) return
    if (req.caller.kind === 'sandbox') {
      if (!samples.has(op)) samples.set(op, op.run(op.example))
      reply.header('x-service-sandbox', 'true')
      return reply.send(samples.get(op))
    }
    req.hold = await gate.hold(req, req.caller, op)
  })

  app.addHook('preSerialization', async (req, reply, payload) => {
    const op = req.operation
    const caller = req.caller
    if (!op || !caller || reply.statusCode >= 300) return payload
    const sandbox = caller.kind === 'sandbox'
    let usage = { units_charged: 0, remaining_credits: caller.remainingCredits }
    if (req.hold?.usage)
      usage = req.hold.usage // held: charged in onSend, once serialized
    else if (req.hold) {
      usage = await req.hold.capture() // a refusal here (402) throws; onSend then releases the hold
      req.hold = null
    }
    return {
      requestId: req.id,
      engineVersion: ENGINE_VERSION,
      timestamp: now().toISOString(),
      usage,
      disclaimer: DISCLAIMER,
      ...(sandbox ? { sandbox: true, sandboxNote: SANDBOX_NOTE } : {}),
      domain: op.domain,
      ...(payload as Record<string, unknown>),
    }
  })

  // Settle before the response leaves: a client that retries at once must find the credits and the
  // concurrency slot back. onResponse repeats it for a response that never reached onSend.
  const settle = async (req: FastifyRequest) => {
    const hold = req.hold
    req.hold = null
    const admission = req.admission
    req.admission = null
    try {
      if (hold) await hold.release()
    } finally {
      await admission?.release()
    }
  }
  app.addHook('onSend', async (req, reply, payload) => {
    // Held credits of a 2xx answer are charged here, after serialization: the answer is one string by
    // now, and its objects are garbage. If the charge fails, Fastify answers 500 instead and this hook,
    // run again for that answer, releases the hold.
    const hold = req.hold
    if (hold?.usage && reply.statusCode < 300) {
      await hold.capture()
      req.hold = null
    }
    await settle(req)
    return payload
  })

  app.addHook('onResponse', async (req, reply) => {
    await settle(req)
    // One line per request; the route pattern, never the body or query (they may hold birth data).
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    )
  })
}
