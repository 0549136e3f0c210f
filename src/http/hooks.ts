/**
 * The cross-cutting steps of every operation, in architecture.md's order: requestId → authenticate
 * (401/403) → admit (429) → [Fastify validation, 400] → hold (402) → handler → capture and envelope
 * (2xx) / release (anything else). Routes only declare `config.operation`.
 */
import type { FastifyInstance } from 'fastify'
import type { Gate } from './policy.js'
import { ENGINE_VERSION } from './schemas/common.js'

export const DISCLAIMER =
  'For astrological (symbolic) use only. Positions are computed from the Swiss Ephemeris; they are not ' +
  'for navigation or safety-critical purposes. Astrological interpretation is not medical, legal, ' +
  'financial or psychological advice.'

export function registerOperationHooks(app: FastifyInstance, gate: Gate, now: () => Date): void {
  app.decorateRequest('caller', null)
  app.decorateRequest('admission', null)
  app.decorateRequest('hold', null)

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    const op = req.routeOptions.config.operation
    if (!op) return
    req.caller = await gate.authenticate(req, op)
    req.admission = await gate.admit(req.caller, op)
  })

  // Runs after Fastify's validation: a malformed request never reaches the hold, so is never charged.
  app.addHook('preHandler', async (req) => {
    const op = req.routeOptions.config.operation
    if (!op || !req.caller) return
    req.hold = await gate.hold(req.caller, op, req.body)
  })

  app.addHook('preSerialization', async (req, reply, payload) => {
    const op = req.routeOptions.config.operation
    if (!op || reply.statusCode >= 300) return payload
    let usage = { units_charged: 0, remaining_credits: 0 }
    const hold = req.hold
    if (hold) {
      req.hold = null
      usage = await hold.capture()
    }
    return {
      requestId: req.id,
      engineVersion: ENGINE_VERSION,
      timestamp: now().toISOString(),
      usage,
      disclaimer: DISCLAIMER,
      domain: op.domain,
      ...(payload as Record<string, unknown>),
    }
  })

  app.addHook('onResponse', async (req, reply) => {
    const hold = req.hold
    req.hold = null
    req.admission?.release()
    req.admission = null
    if (hold) await hold.release()
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
