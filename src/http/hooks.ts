/**
 * The cross-cutting steps of every operation, in architecture.md's order: requestId → authenticate
 * (401/403) → [the body is read] → admit (429) → [Fastify validation, 400] → hold (402) → handler (the
 * task, in the compute pool) → capture and envelope (2xx) / release (anything else). Routes only declare
 * `config.operation`; every route's handler is the one registerOperationHooks returns. A settled charge
 * is decided before the envelope (it may still refuse, 402); held credits are known before the work, so
 * they are captured once the answer is written, and in either case before the answer leaves. Nothing
 * after the charge can change the answer's status: giving the concurrency slot back is best effort. The
 * slot is held from admission, once the body has been read, until the answer is sent, so the limit
 * counts every call whose answer has not been sent and never a client still sending its body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ComputeBusyError,
  ComputeClosedError,
  ComputeFault,
  recyclable,
  type Compute,
  type TaskTable,
} from '../compute/index.js'
import { envelopeJson } from './envelope.js'
import type { Language } from '../i18n/languages.js'
import { chosenLanguage } from '../i18n/negotiate.js'
import { ApiError, busy } from '../schemas/errors.js'
import type { Gate, RouteOperation, Usage } from './policy.js'
import { operationLabel, type AppMetrics } from './metrics.js'
import type { TaskInput, TaskOutput } from '../operations/tasks.js'

/** The envelope's `domain`: the operation's fixed tag, or the requested domain (interpret). */
function domainOf(op: RouteOperation, body: unknown): string {
  if (op.domain !== 'requested') return op.domain
  const d = (body as { domain?: unknown } | null)?.domain
  return typeof d === 'string' ? d : op.domain
}

export { DISCLAIMER, SANDBOX_NOTE } from './envelope.js'

/** The language a validated call is answered in (i18n/negotiate.ts). */
function languageOf(req: FastifyRequest): Language {
  return chosenLanguage((req.body as { language?: unknown } | null)?.language, req.headers['accept-language'])
}

const JSON_TYPE = 'application/json; charset=utf-8'

const SHUTTING_DOWN = {
  en: 'the server is shutting down: retry in a moment (nothing was charged)',
  hi: 'सर्वर बंद हो रहा है: थोड़ी देर में फिर प्रयास करें (कोई शुल्क नहीं लिया गया)।',
}

/** Where tasks run: the pool (or WORKERS=0's main thread), and the main thread's own table for the
 *  cheap ones (OperationTask.cheap). */
export interface Runner {
  compute: Compute
  main: TaskTable
}

/** Run an operation's task; an error it answers with, or a failure of the pool, as the API's error. */
export async function runTask(
  runner: Runner,
  req: FastifyRequest,
  op: RouteOperation,
  body: unknown,
  nowMs: number,
  language: Language,
): Promise<Uint8Array> {
  let out: TaskOutput
  try {
    const input: TaskInput = { body, nowMs, language }
    out = (
      op.cheap ? runCheap(runner.main, op.id, input) : await runner.compute.run(op.id, input)
    ) as TaskOutput
  } catch (err) {
    if (err instanceof ComputeBusyError) {
      throw busy(
        {
          en: `the server is at capacity: retry after ${err.retryAfterS} s (nothing was charged)`,
          hi: `सर्वर अभी पूरी क्षमता पर है: ${err.retryAfterS} सेकंड बाद फिर प्रयास करें (कोई शुल्क नहीं लिया गया)।`,
        },
        err.retryAfterS,
      )
    }
    if (err instanceof ComputeClosedError) throw busy(SHUTTING_DOWN, 1)
    if (err instanceof ComputeFault) {
      // The task and what went wrong, never the body (it may hold birth data).
      req.log.error(
        { task: err.task, fault: err.kind, detail: err.message, stack: err.workerStack },
        'computation failed',
      )
      throw new ApiError(
        'internal_error',
        err.kind === 'timeout'
          ? {
              en: 'the computation ran past its time limit and was stopped; nothing was charged',
              hi: 'गणना अपनी समय-सीमा से आगे चली गई और रोक दी गई; कोई शुल्क नहीं लिया गया।',
            }
          : {
              en: 'the service failed to answer this request; please retry later (nothing was charged)',
              hi: 'सेवा इस अनुरोध का उत्तर नहीं दे सकी; कृपया कुछ देर बाद फिर प्रयास करें (कोई शुल्क नहीं लिया गया)।',
            },
      )
    }
    throw err
  }
  if ('json' in out) return out.json
  if (out.detail) req.log.error({ task: op.id, detail: out.detail }, 'computation failed')
  throw new ApiError(out.error, { en: out.message, hi: out.hi })
}

/** A cheap task, at once on this thread; what it throws is a fault, as in a worker. */
function runCheap(table: TaskTable, task: string, input: unknown): unknown {
  try {
    return table[task]!(input)
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err))
    throw new ComputeFault('exception', task, `${e.name}: ${e.message}`, e.stack)
  }
}

/**
 * JSON bodies are parsed as Fastify parses them (secure-json-parse, with its prototype-poisoning
 * checks), but a body that does not parse is held on the request (`bodyError`) and thrown by the
 * preValidation hook, after the limits: the documented order of checks (429 before 400) holds for it.
 */
function deferBodyErrors(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (!err) return done(null, value)
      req.bodyError = err
      done(null, undefined)
    })
  })
}

export interface OperationHooks {
  /** The handler of every operation route. */
  handler(req: FastifyRequest, reply: FastifyReply): Promise<Buffer>
}

export function registerOperationHooks(
  app: FastifyInstance,
  gate: Gate,
  now: () => Date,
  runner: Runner,
  metrics?: AppMetrics,
): OperationHooks {
  app.decorateRequest('operation', null)
  app.decorateRequest('caller', null)
  app.decorateRequest('admission', null)
  app.decorateRequest('hold', null)
  app.decorateRequest('answer', null)
  app.decorateRequest('bodyError', null)
  deferBodyErrors(app)
  // The sandbox answer of each operation: its documented example, computed once.
  /** The sandbox's sample answer of each operation, in each language asked for. */
  const samples = new Map<string, Promise<Uint8Array>>()
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    // routeOptions builds a new object at every read: read the operation once per request.
    const op = req.routeOptions.config.operation
    if (!op) return
    if (closing) {
      reply.header('connection', 'close')
      throw busy(SHUTTING_DOWN, 1)
    }
    req.operation = op
    req.caller = await gate.authenticate(req, op)
  })

  // Once the body has been read: a client sending its body slowly holds no concurrency slot meanwhile
  // (the request's time limit closes it). The limits still answer before the request's own errors: a
  // body that is not JSON waits here (deferBodyErrors) and is refused after them.
  app.addHook('preValidation', async (req, reply) => {
    if (req.operation && req.caller) {
      req.admission = await gate.admit(req, req.caller)
      reply.headers(req.admission.headers)
    }
    if (req.bodyError) throw req.bodyError
  })

  // After Fastify's validation: a malformed request never reaches the hold, so is never charged.
  app.addHook('preHandler', async (req, reply) => {
    const op = req.operation
    if (!op || !req.caller) return
    if (req.caller.kind === 'sandbox') {
      const language = languageOf(req)
      const key = `${op.id} ${language}`
      let sample = samples.get(key)
      if (!sample) {
        const narrate = op.narrate
        const log = (obj: object, msg: string) => req.log.info(obj, msg)
        sample = runTask(runner, req, op, op.example, now().getTime(), language)
        if (narrate) sample = sample.then((p) => narrate(p, op.example, { sandbox: true, log, language }))
        samples.set(key, sample)
        sample.catch(() => samples.delete(key))
      }
      const content = await sample
      const usage = { units_charged: 0, remaining_credits: req.caller.remainingCredits }
      reply.header('x-service-sandbox', 'true').header('content-language', language).type(JSON_TYPE)
      return reply.send(
        envelopeJson(
          req.id,
          now().toISOString(),
          usage,
          domainOf(op, op.example),
          true,
          content,
          false,
          language,
          op.texts,
        ),
      )
    }
    req.hold = await gate.hold(req, req.caller, op)
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
      // Best effort: by now the answer may have been charged, and nothing may change it. A slot that
      // could not be given back (Redis away) expires on its own (limits/redis.ts, LEASE_MS).
      await admission
        ?.release()
        .catch((err: unknown) =>
          req.log.warn({ err: String(err) }, 'concurrency slot not released: it expires on its own'),
        )
    }
  }
  app.addHook('onSend', async (req, reply, payload) => {
    // While shutting down, every answer closes its connection, so that the server's close completes as
    // soon as the calls in flight are answered (idle kept-alive connections are closed at once). An
    // answer given before its request's body arrived whole (a 401 to a slow body) closes it too.
    if (closing || !req.raw.complete) reply.header('connection', 'close')
    // Held credits of a 2xx answer are charged here, once the answer is written: it is one string by
    // now. If the charge fails, Fastify answers 500 instead and this hook, run again for that answer,
    // releases the hold.
    const hold = req.hold
    if (hold?.usage && reply.statusCode < 300) {
      const charged = await hold.capture()
      req.hold = null
      if (req.operation) metrics?.charged(req.operation.document.operationId, charged.units_charged)
    }
    await settle(req)
    return payload
  })

  app.addHook('onResponse', async (req, reply) => {
    metrics?.request(operationLabel(req), reply.statusCode, reply.elapsedTime / 1000)
    // The answer's buffer goes back to be written into again, but only once every byte of it has been
    // handed to the socket ('finish'): never while a write may still read it (a connection that closed
    // early leaves it to the garbage collector).
    const answer = req.answer
    req.answer = null
    if (answer && reply.raw.writableFinished) runner.compute.recycle(answer)
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

  return {
    async handler(req, reply) {
      const op = req.operation
      const caller = req.caller
      if (!op || !caller) throw new Error('an operation route without its operation')
      const language = languageOf(req)
      let content = await runTask(runner, req, op, req.body, now().getTime(), language)
      if (op.narrate) {
        // A caller that goes away stops the model's call (its hold is released as for any failure).
        const abort = new AbortController()
        const onClose = () => {
          if (!reply.raw.writableFinished) abort.abort()
        }
        reply.raw.once('close', onClose)
        try {
          content = await op.narrate(content, req.body, {
            sandbox: false,
            language,
            signal: abort.signal,
            log: (obj, msg) => req.log.info(obj, msg),
          })
        } finally {
          reply.raw.off('close', onClose)
        }
      }
      let usage: Usage
      if (req.hold?.usage)
        usage = req.hold.usage // held: charged in onSend
      else if (req.hold) {
        usage = await req.hold.capture() // a refusal here (402) throws; onSend then releases the hold
        req.hold = null
        metrics?.charged(op.document.operationId, usage.units_charged)
      } else usage = { units_charged: 0, remaining_credits: caller.remainingCredits }
      reply.type(JSON_TYPE).header('content-language', language)
      // Written in place: the answer is sent from the task's own buffer, given back once written out.
      req.answer = recyclable(content)
      return envelopeJson(
        req.id,
        now().toISOString(),
        usage,
        domainOf(op, req.body),
        false,
        content,
        true,
        language,
        op.texts,
      )
    },
  }
}
