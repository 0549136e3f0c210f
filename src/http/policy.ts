/**
 * What each operation declares (scope, price, domain tag, example request) and the gate that
 * enforces it. The hooks in `app.ts` call the gate in the order of architecture.md:
 * requestId → authenticate (401/403) → admit (429) → validation (400) → hold (402) → handler →
 * capture (2xx only) + envelope / release (anything else).
 *
 * Until accounts land (issue 3) the gate is `openGate`: every call is anonymous, unlimited and free,
 * and reports `usage: { units_charged: 0, remaining_credits: 0 }`.
 */
import type { FastifyRequest } from 'fastify'

/** Key scopes are the operation names; `ephemeris` covers all five ephemeris operations. */
export type Scope =
  | 'chart'
  | 'dasha'
  | 'guidance'
  | 'interpret'
  | 'compatibility'
  | 'muhurta'
  | 'forecast'
  | 'timing'
  | 'ephemeris'

/** Spec §4 prices. */
export type Price =
  | { kind: 'per-call'; credits: number }
  /** §4.14: counted per account across the four operations; the call opening each block of 10 pays 1. */
  | { kind: 'ephemeris-block' }
  /** §4.14: 1 credit per started 100 points. */
  | { kind: 'per-started-100-points'; points: (body: unknown) => number }

/** What a route declares in `config.operation` (its operationId is its schema's). */
export interface Operation {
  scope: Scope
  price: Price
  /** The envelope's `domain` tag. */
  domain: string
  /** The documented example request (also the sandbox sample's request). */
  example: unknown
}

export interface Usage {
  units_charged: number
  remaining_credits: number
}

/** Who is calling (null until accounts exist). */
export interface Caller {
  accountId: string | null
}

/** A per-account concurrency slot; released when the response is finished. */
export interface Admission {
  release(): void
}

/** Credits held before the work: captured on a 2xx answer, released on anything else. */
export interface Hold {
  capture(): Promise<Usage>
  release(): Promise<void>
}

/** Each step resolves, or rejects with an ApiError carrying the spec's code. */
export interface Gate {
  authenticate(req: FastifyRequest, op: Operation): Promise<Caller>
  admit(caller: Caller, op: Operation): Promise<Admission>
  hold(caller: Caller, op: Operation, body: unknown): Promise<Hold>
}

const FREE: Usage = { units_charged: 0, remaining_credits: 0 }

/** No accounts yet: anonymous, unlimited, free. */
export const openGate: Gate = {
  authenticate: async () => ({ accountId: null }),
  admit: async () => ({ release: () => {} }),
  hold: async () => ({ capture: async () => FREE, release: async () => {} }),
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Present on the API's operations; absent on /healthz, /docs and the OpenAPI document. */
    operation?: Operation
  }
  interface FastifyRequest {
    caller: Caller | null
    admission: Admission | null
    hold: Hold | null
  }
}
