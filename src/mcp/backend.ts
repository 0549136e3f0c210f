/**
 * How `graha mcp` reaches graha: a graha server over HTTP through the client package (the default), or
 * the API built in this process (`--local`, local.ts). Either way a call resolves to the whole answer or
 * rejects with a GrahaError, so that the tools (tools.ts) never know which.
 */
import { Graha, type CallOptions } from '@graha/client'
import type { ToolOperation } from './tools.js'

export interface Backend {
  /** The answer (envelope and content) of one operation; rejects with GrahaError when not 2xx. */
  call(op: ToolOperation, body: unknown, signal: AbortSignal): Promise<Record<string, unknown>>
  /** Let go of what it holds (the local API, its database). */
  close(): Promise<void>
  /** For the start-up line: where the calls go. */
  readonly description: string
}

/** Calls to the graha server at `baseUrl`, with the client's retries of 429 and 503 after their
 *  Retry-After and an Idempotency-Key on each call, so that a retry is never charged twice. */
export function remoteBackend(apiKey: string, baseUrl: string): Backend {
  const graha = new Graha({ apiKey, baseUrl })
  // The tools are made from the same operations table as the client's methods; a tool name resolves to
  // an operationId at run time, which the client's per-operation types cannot see.
  const call = graha.call.bind(graha) as (
    operationId: string,
    body: unknown,
    options?: CallOptions,
  ) => Promise<unknown>
  return {
    description: `the graha server at ${baseUrl}`,
    call: async (op, body, signal) =>
      (await call(op.operationId, body, { signal })) as Record<string, unknown>,
    close: async () => {},
  }
}
