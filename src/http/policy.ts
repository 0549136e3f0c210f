/**
 * What each operation declares, and the gate that enforces it. The hooks in hooks.ts call the gate in
 * architecture.md's order: requestId → authenticate (401/403) → [the body is read] → admit (429) →
 * validation (400) → hold (402) → handler → capture (2xx only) + envelope / release (anything else).
 */
import type { FastifyRequest } from 'fastify'
import type { Caller } from '../accounts/auth.js'
import type { Language } from '../i18n/languages.js'
import type { AnyOperation } from '../operations/define.js'

export type { Caller } from '../accounts/auth.js'

/** What an operation route carries in `config.operation`: the operation (src/operations), and for a
 *  narrated one the step that voices its prepared facts on the main thread (http/narrate.ts). */
export type RouteOperation = AnyOperation & { narrate?: NarrateStep }

/** Turns a task's prepared content into the answer's content (both as the task's bytes). */
export type NarrateStep = (
  prepared: Uint8Array,
  body: unknown,
  how: {
    /** A sandbox key: the built-in composer, never the model. */
    sandbox: boolean
    /** Aborted when the caller goes away. */
    signal?: AbortSignal
    /** The request's log (outcomes only: never the body). */
    log: (obj: object, msg: string) => void
    /** The language of the call: the facts are in it, and the answer is voiced in it. */
    language?: Language
  },
) => Promise<Uint8Array>

export interface Usage {
  units_charged: number
  remaining_credits: number
}

/** A per-account concurrency slot, released when the response is finished. */
export interface Admission {
  /** X-RateLimit-* headers for the response. */
  headers: Record<string, string>
  release(): Promise<void>
}

/** Credits held before the work: captured on a 2xx answer, released on anything else. */
export interface Hold {
  /**
   * Known before the work (credits held): the envelope reports it, and `capture` runs once the answer
   * is serialized, just before it leaves, so that a large answer is not kept alive while the charge
   * commits. Absent: `capture` decides the charge (settle) and the envelope reports what it returns.
   */
  usage?: Usage
  capture(): Promise<Usage>
  release(): Promise<void>
}

/** Each step resolves, or rejects with an error carrying the spec's code. */
export interface Gate {
  authenticate(req: FastifyRequest, op: RouteOperation): Promise<Caller>
  admit(req: FastifyRequest, caller: Caller): Promise<Admission>
  hold(req: FastifyRequest, caller: Caller, op: RouteOperation): Promise<Hold>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Present on the API's operations; absent on /healthz, /docs and the OpenAPI document. */
    operation?: RouteOperation
  }
  interface FastifyRequest {
    /** The route's operation, read once in onRequest (null outside the API's operations). */
    operation: RouteOperation | null
    caller: Caller | null
    admission: Admission | null
    hold: Hold | null
    /** The buffer of the answer being sent, given back to the compute once it is written out. */
    answer: ArrayBuffer | null
    /** A JSON body that did not parse, thrown after the limits (hooks.ts, deferBodyErrors). */
    bodyError: Error | null
  }
}
