/**
 * The MCP tools of `graha mcp` (docs/mcp.md), one per route of the operations table, and what a tool
 * call's answer or error becomes. Pure: no transport, no network, no key but the one to keep out.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js'
import { priceText } from '../accounts/rules.js'
import { ROUTES } from '../operations/index.js'
import { publicSchema } from '../schemas/keywords.js'

/** What a tool calls: one route of the API. */
export interface ToolOperation {
  operationId: string
  method: 'GET' | 'POST'
  path: string
}

/** A tool as listed, with the operation it calls and the summary its answers open with. */
export interface GrahaTool extends ToolOperation {
  tool: Tool
  summary: string
}

/**
 * The tool's name: the operationId in snake_case, an underscore before each capital and the capital in
 * lower case (`getChart` → `get_chart`, `getEphemerisPositions` → `get_ephemeris_positions`), the
 * style most MCP servers' tools share. Stable as long as the operationId is.
 */
export function toolName(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/**
 * How a model is to use what the tools return: the project's content policy (docs/corpus.md "How to
 * write", the narrator's prompt), which the readings themselves already obey, asked of the model that
 * retells them, and the spec's rule (§1) that every answer's disclaimer reaches the user.
 */
export const CONTENT_POLICY =
  'Content policy: graha readings are symbolic interpretation. Retell them in a compassionate and ' +
  'practical voice. Never present them as medical, legal, financial or psychological advice; never speak ' +
  'of death, illness, injury or doom; never claim more certainty than the chart gives (tendencies and ' +
  'likelihoods, never fate or guarantees). Answers carry a `disclaimer`: pass it on to the user with ' +
  'what you tell them.'

/** The server's instructions to the model (MCP `initialize`). */
export const INSTRUCTIONS =
  'graha computes Vedic (Jyotiṣa) sidereal birth charts, daśās, transits, the pañcāṅga, muhurta, ' +
  'compatibility and deterministic readings over a classical corpus, and raw astronomical positions. ' +
  'Each tool is one graha operation: its input is the operation’s JSON request, its answer the whole ' +
  'JSON answer (structured content). Every tool but list_muhurta_events spends credits of the user’s ' +
  'account; its description gives the price, and each answer says what it cost and what is left. A ' +
  'birth time that is not known is left out, never guessed. ' +
  CONTENT_POLICY

/** The input of a tool whose route takes no body. */
const NO_INPUT = { type: 'object', properties: {}, additionalProperties: false }

function tool(
  op: ToolOperation,
  doc: { summary: string; description?: string },
  price: string,
  input: unknown,
  priced: boolean,
): GrahaTool {
  return {
    ...op,
    summary: doc.summary,
    tool: {
      name: toolName(op.operationId),
      title: doc.summary,
      description: [`${doc.summary}.`, doc.description, `Price: ${price}.`, CONTENT_POLICY]
        .filter((part) => part !== undefined)
        .join('\n\n'),
      inputSchema: publicSchema(input) as Tool['inputSchema'],
      // A priced call changes the balance its price is taken from (the description says how much), so
      // it is not read-only, and an assistant may ask before spending; it destroys nothing, and reads
      // nothing beyond graha's own ephemeris and corpus.
      annotations: {
        title: doc.summary,
        readOnlyHint: !priced,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
  }
}

/** Every tool, in the order of the routes table (the OpenAPI document's). */
export function grahaTools(): GrahaTool[] {
  return ROUTES.map(({ kind, op }) => {
    const operationId = op.document.operationId
    return kind === 'keyed'
      ? tool(
          { operationId, method: 'POST', path: op.path },
          op.document,
          `${priceText(op.price)}, charged only when the call succeeds`,
          op.request,
          true,
        )
      : tool(
          { operationId, method: 'GET', path: op.path },
          op.document,
          'free (no key, nothing charged)',
          NO_INPUT,
          false,
        )
  })
}

// ---- answers ---------------------------------------------------------------------------------------

/** The envelope's fields (spec §2.2): the rest of an answer is the operation's content. */
const ENVELOPE = new Set([
  'requestId',
  'engineVersion',
  'timestamp',
  'usage',
  'disclaimer',
  'sandbox',
  'sandboxNote',
  'domain',
])

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/**
 * A successful answer as a tool result: the whole answer as structured content and, as MCP asks of a
 * tool with structured content, as JSON text too; in front, a few lines for the model: what was
 * computed, what it cost, the sandbox's warning that the inputs were not used, and the disclaimer.
 * A drawn chart in PNG is also given as an image, which an assistant can show.
 */
export function answerResult(t: GrahaTool, answer: Record<string, unknown>): CallToolResult {
  const usage = answer.usage as { units_charged: number; remaining_credits: number } | undefined
  const fields = Object.keys(answer).filter((k) => !ENVELOPE.has(k))
  const lines = [
    `graha ${t.tool.name}: ${t.summary}.` +
      (typeof answer.requestId === 'string' ? ` requestId ${answer.requestId}.` : ''),
    `Answer fields: ${fields.join(', ')} (the whole answer is the structured content, and the JSON below).`,
    usage
      ? `Usage: ${plural(usage.units_charged, 'credit')} charged; ${plural(usage.remaining_credits, 'credit')} remaining.`
      : 'Usage: free, nothing charged.',
  ]
  if (answer.sandbox === true && typeof answer.sandboxNote === 'string')
    lines.push(`Sandbox: ${answer.sandboxNote} Do not present it as the user’s own answer.`)
  if (typeof answer.disclaimer === 'string')
    lines.push(`Disclaimer, to pass on to the user: ${answer.disclaimer}`)
  const content: CallToolResult['content'] = [
    { type: 'text', text: lines.join('\n') },
    { type: 'text', text: JSON.stringify(answer) },
  ]
  const image = answer.image as { mediaType?: unknown; encoding?: unknown; data?: unknown } | undefined
  if (image?.mediaType === 'image/png' && image.encoding === 'base64' && typeof image.data === 'string')
    content.push({ type: 'image', data: image.data, mimeType: 'image/png' })
  return { structuredContent: answer, content }
}

/** A call that did not succeed, as the client package reports it (GrahaError), or as local mode does. */
export interface CallFailure {
  /** The spec's error code, or the client's (`network_error`, `timeout`, …) when no answer came. */
  code: string
  /** The HTTP status; 0 when no answer came. */
  status: number
  message: string
  requestId?: string | undefined
  retryAfterS?: number | undefined
}

export function isCallFailure(err: unknown): err is CallFailure {
  const e = err as Partial<CallFailure> | null
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.code === 'string' &&
    typeof e.status === 'number' &&
    typeof e.message === 'string'
  )
}

/**
 * A failed call as a tool result (`isError`), so that the model sees the refusal and can correct its
 * request: the spec's code, the status, the API's own message (which names a field, never echoes more
 * birth data than the caller sent) and the requestId. `secrets` (the key) are cut from the text
 * wherever a lower layer might have put them.
 */
export function errorResult(t: GrahaTool, failure: CallFailure, secrets: readonly string[]): CallToolResult {
  const answered = failure.status > 0
  const text = [
    answered
      ? `graha refused ${t.tool.name}: ${failure.code} (HTTP ${failure.status}). ${failure.message}`
      : `No answer from graha to ${t.tool.name}: ${failure.code}. ${failure.message}`,
    failure.requestId ? `requestId ${failure.requestId}.` : '',
    failure.retryAfterS !== undefined ? `Retry after ${Math.ceil(failure.retryAfterS)} s.` : '',
    answered ? 'Nothing was charged: graha charges only the answers that succeed.' : '',
  ]
    .filter((line) => line !== '')
    .join('\n')
  return {
    isError: true,
    structuredContent: {
      error: failure.code,
      message: redact(failure.message, secrets),
      requestId: failure.requestId ?? null,
      statusCode: failure.status,
    },
    content: [{ type: 'text', text: redact(text, secrets) }],
  }
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, s) => (s ? out.split(s).join('[API key]') : out), text)
}
