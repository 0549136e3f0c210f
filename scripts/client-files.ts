/**
 * The generated half of the TypeScript client (clients/typescript/src/*.gen.ts), made from the OpenAPI
 * document that the request schemas themselves produce (docs/openapi.json, drift-tested by
 * test/http/openapi.test.ts):
 * - schema.gen.ts: every request and answer type, written by openapi-typescript;
 * - operations.gen.ts: the operations (method, path, whether priced or narrated) and one typed method
 *   per operation, named by its operationId, over the hand-written `call` (client.ts).
 * Both are formatted with the repository's Prettier settings, so that the committed text is stable.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import prettier from 'prettier'
import { PACKAGE_ROOT } from '../src/config.js'
import { OPENAPI_FILE } from '../src/http/openapi.js'

export const CLIENT_DIR = resolve(PACKAGE_ROOT, 'clients/typescript')

export function readOpenApi(): OpenAPI3 {
  return JSON.parse(readFileSync(resolve(PACKAGE_ROOT, OPENAPI_FILE), 'utf8')) as OpenAPI3
}

const BANNER =
  '// Generated from docs/openapi.json by scripts/write-client.ts (`npm run client`): do not edit.\n'

interface OperationEntry {
  operationId: string
  method: 'GET' | 'POST'
  path: string
  /** Keyed and charged: sent with an Idempotency-Key. */
  priced: boolean
  /** A narrated operation (tens of seconds: the longer timeout). */
  narrated: boolean
  summary: string
  hasBody: boolean
}

/** The API's operations: every path under /v1/ but the OpenAPI document itself. */
function operationsOf(doc: OpenAPI3): OperationEntry[] {
  const out: OperationEntry[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/v1/') || path === '/v1/openapi.json') continue
    for (const method of ['get', 'post'] as const) {
      const op = (item as Record<string, unknown>)[method] as
        | {
            operationId: string
            summary?: string
            tags?: string[]
            security?: unknown[]
            requestBody?: unknown
          }
        | undefined
      if (!op) continue
      out.push({
        operationId: op.operationId,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        // An operation open to all says so with an empty security list; the others take the key.
        priced: !(Array.isArray(op.security) && op.security.length === 0),
        narrated: op.tags?.includes('Narrated') ?? false,
        summary: op.summary ?? op.operationId,
        hasBody: op.requestBody !== undefined,
      })
    }
  }
  return out.sort((a, b) => a.operationId.localeCompare(b.operationId))
}

function operationsFile(ops: readonly OperationEntry[]): string {
  const table = ops
    .map(
      (o) =>
        `  ${o.operationId}: { method: '${o.method}', path: '${o.path}', priced: ${o.priced}, narrated: ${o.narrated} },`,
    )
    .join('\n')
  const methods = ops
    .map((o) => {
      const doc = `  /** ${o.summary.replace(/\*\//g, '* /')} (\`${o.method} ${o.path}\`). */\n`
      return o.hasBody
        ? `${doc}  ${o.operationId}(body: RequestOf<'${o.operationId}'>, options?: CallOptions): Promise<AnswerOf<'${o.operationId}'>> {\n    return this.call('${o.operationId}', body, options)\n  }`
        : `${doc}  ${o.operationId}(options?: CallOptions): Promise<AnswerOf<'${o.operationId}'>> {\n    return this.call('${o.operationId}', undefined, options)\n  }`
    })
    .join('\n\n')
  return `${BANNER}import type { operations } from './schema.gen.js'
import type { CallOptions } from './options.js'

/** Each operation: its HTTP method and path, whether it is charged (sent with an Idempotency-Key) and
 *  whether it is narrated (the longer timeout). */
export const OPERATIONS = {
${table}
} as const

export type OperationId = keyof typeof OPERATIONS

/** The JSON body an operation takes (undefined for those that take none). */
export type RequestOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : undefined

/** The 200 answer of an operation: the envelope (requestId, usage, disclaimer, …) and its content. */
export type AnswerOf<K extends OperationId> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer A } } }
}
  ? A
  : never

/** One method per operation, named by its operationId. */
export abstract class Operations {
  /** Send one call (client.ts). */
  abstract call<K extends OperationId>(operationId: K, body: RequestOf<K>, options?: CallOptions): Promise<AnswerOf<K>>

${methods}
}
`
}

async function formatted(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(resolve(CLIENT_DIR, 'src', file))) ?? {}
  return prettier.format(text, { ...options, parser: 'typescript' })
}

/** The generated files by name (in clients/typescript/src/). */
export async function clientFiles(doc: OpenAPI3): Promise<Record<string, string>> {
  const schema = BANNER + astToString(await openapiTS(doc, { alphabetize: false }))
  return {
    'schema.gen.ts': await formatted(schema, 'schema.gen.ts'),
    'operations.gen.ts': await formatted(operationsFile(operationsOf(doc)), 'operations.gen.ts'),
  }
}
