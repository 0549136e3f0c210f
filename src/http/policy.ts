/**
 * What each operation declares, and the gate that enforces it. The hooks in hooks.ts call the gate in
 * architecture.md's order: requestId → authenticate (401/403) → [the body is read] → admit (429) →
 * validation (400) → hold (402) → handler → capture (2xx only) + envelope / release (anything else).
 */
import type { FastifyRequest } from 'fastify'
import type { Caller } from '../accounts/auth.js'
import type { Price, Scope } from '../accounts/rules.js'
import type { OperationTask } from './task.js'

export type { Caller } from '../accounts/auth.js'
export type { Price, Scope } from '../accounts/rules.js'

/** What a route declares in `config.operation` (its operationId is its schema's). */
export interface Operation<Body = never> {
  scope: Scope
  price: Price
  /**
   * `hold`: the price is taken before the work and captured on a 2xx answer (costly work); `settle`:
   * checked before the work and charged with the answer, in a commit shared with the other charges of
   * the same event-loop turn (work of milliseconds at most; block billing).
   */
  billing: 'hold' | 'settle'
  /** The envelope's `domain` tag; `requested`: the request's own `domain` (interpret, spec §2.2). */
  domain: string
  /** The documented example request; the sandbox answer is the task's answer to it. */
  example: Body
  /** The work, run in the compute pool (task.ts). The handler hands it the validated body. */
  task: OperationTask<Body>
  /** Narrated operations: the step after the task, on the main thread (routes/narrated/common.ts). */
  narrate?: NarrateStep
}

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
  authenticate(req: FastifyRequest, op: Operation<unknown>): Promise<Caller>
  admit(req: FastifyRequest, caller: Caller): Promise<Admission>
  hold(req: FastifyRequest, caller: Caller, op: Operation<unknown>): Promise<Hold>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Present on the API's operations; absent on /healthz, /docs and the OpenAPI document. */
    operation?: Operation<unknown>
  }
  interface FastifyRequest {
    /** The route's operation, read once in onRequest (null outside the API's operations). */
    operation: Operation<unknown> | null
    caller: Caller | null
    admission: Admission | null
    hold: Hold | null
    /** The buffer of the answer being sent, given back to the compute once it is written out. */
    answer: ArrayBuffer | null
    /** A JSON body that did not parse, thrown after the limits (hooks.ts, deferBodyErrors). */
    bodyError: Error | null
  }
}
