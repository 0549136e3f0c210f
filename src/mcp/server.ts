/**
 * The MCP server of `graha mcp` (docs/mcp.md): the SDK's low-level Server, so that each tool's input
 * schema is the operation's own JSON Schema, over stdio or over Streamable HTTP (stateless: a Server and a
 * transport per POST, as the SDK's stateless example does).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type ProgressToken,
  type ServerNotification,
} from '@modelcontextprotocol/sdk/types.js'
import { isLoopback } from '../config.js'
import { API_VERSION } from '../http/openapi.js'
import type { Backend } from './backend.js'
import { answerResult, errorResult, INSTRUCTIONS, isCallFailure, type GrahaTool } from './tools.js'

/** Where Streamable HTTP answers: http://127.0.0.1:8090/mcp unless told otherwise. */
export const MCP_PATH = '/mcp'
export const DEFAULT_MCP_HOST = '127.0.0.1'
export const DEFAULT_MCP_PORT = 8090

/**
 * While a call runs, a progress notification this often to a client that asked for them (a
 * progressToken): a client that restarts its time limit on progress then waits for a narrated call
 * (up to 90 s) instead of giving up at its default 60 s.
 */
const PROGRESS_EVERY_MS = 10_000

function progressWhileRunning(
  token: ProgressToken | undefined,
  send: (n: ServerNotification) => Promise<void>,
): () => void {
  if (token === undefined) return () => {}
  let progress = 0
  const timer = setInterval(() => {
    progress += 1
    send({
      method: 'notifications/progress',
      params: { progressToken: token, progress, message: 'graha is computing' },
    }).catch(() => {}) // the client has gone: the call's own answer will find that out
  }, PROGRESS_EVERY_MS)
  return () => clearInterval(timer)
}

/** An MCP server whose tools call `backend`; `secrets` (the key) never appear in what it answers. */
export function mcpServer(tools: readonly GrahaTool[], backend: Backend, secrets: readonly string[]): Server {
  const server = new Server(
    { name: 'graha', version: API_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  )
  const byName = new Map(tools.map((t) => [t.tool.name, t]))
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((t) => t.tool) }))
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const t = byName.get(request.params.name)
    // As the SDK's McpServer answers an unknown tool.
    if (!t) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`)
    const stop = progressWhileRunning(request.params._meta?.progressToken, extra.sendNotification)
    try {
      // No arguments: an empty body, so that graha names what is missing (`missing_birthdata`, …).
      const body = t.method === 'POST' ? (request.params.arguments ?? {}) : undefined
      return answerResult(t, await backend.call(t, body, extra.signal))
    } catch (err) {
      if (isCallFailure(err)) return errorResult(t, err, secrets)
      throw err
    } finally {
      stop()
    }
  })
  return server
}

/** Serve over this process's stdin and stdout until the client closes stdin. */
export async function serveStdio(
  tools: readonly GrahaTool[],
  backend: Backend,
  secrets: readonly string[],
): Promise<void> {
  const server = mcpServer(tools, backend, secrets)
  const ended = new Promise<void>((resolve) => process.stdin.once('end', resolve))
  await server.connect(new StdioServerTransport())
  await ended
  await server.close()
}

export interface HttpListener {
  /** Where the MCP endpoint answers: http://host:port/mcp. */
  url: string
  close(): Promise<void>
}

/** How long a stopping HTTP server waits for the calls in flight. */
const CLOSE_WITHIN_MS = 10_000

/** The names a browser on this machine gives the loopback in Host and Origin. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/**
 * Why a request is refused before it reaches MCP, or null. The endpoint spends the user's credits for
 * whoever reaches it, so (MCP's Streamable HTTP transport, "Security Warning"): on the loopback it
 * answers only to a Host that names the loopback (a DNS-rebinding page names its own domain), and it
 * refuses any request a web page sends from another origin than its own.
 */
function refusal(req: IncomingMessage, allowedHosts: readonly string[] | null): string | null {
  const host = req.headers.host === undefined ? null : hostnameOf(`http://${req.headers.host}`)
  if (allowedHosts && (host === null || !allowedHosts.includes(host)))
    return 'Forbidden: this server answers only to its loopback address'
  const origin = req.headers.origin
  if (origin === undefined) return null
  const from = hostnameOf(origin)
  const allowed = allowedHosts ? from !== null && allowedHosts.includes(from) : from !== null && from === host
  return allowed ? null : 'Forbidden: requests from another origin are refused'
}

/** A refusal before MCP, as the SDK's transports word theirs: JSON-RPC's server error -32000. */
function rpcError(res: ServerResponse, status: number, message: string, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }))
}

/** Serve Streamable HTTP at http://host:port/mcp (port 0: any free one), stateless, POST only. */
export async function serveHttp(
  tools: readonly GrahaTool[],
  backend: Backend,
  secrets: readonly string[],
  at: { host: string; port: number },
  log: (message: string) => void,
): Promise<HttpListener> {
  const allowedHosts = isLoopback(at.host)
    ? [...new Set([...LOOPBACK_NAMES, at.host.includes(':') ? `[${at.host}]` : at.host])]
    : null
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://mcp').pathname !== MCP_PATH)
      return rpcError(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`)
    const refused = refusal(req, allowedHosts)
    if (refused) return rpcError(res, 403, refused)
    // Stateless: no session to resume (GET) or end (DELETE).
    if (req.method !== 'POST')
      return rpcError(res, 405, 'Method not allowed: this server takes POST only', { allow: 'POST' })
    const server = mcpServer(tools, backend, secrets)
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined })
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    await transport.handleRequest(req, res)
  }
  const http = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`a request failed: ${err instanceof Error ? err.message : String(err)}`)
      if (!res.headersSent) rpcError(res, 500, 'Internal server error')
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(at.port, at.host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const { address, family, port } = http.address() as AddressInfo
  if (!allowedHosts)
    log(
      `listening on ${address}, beyond this machine: anyone who reaches it spends this key's credits; ` +
        'put it behind a proxy that authenticates, or bind to 127.0.0.1',
    )
  return {
    url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}${MCP_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeIdleConnections()
        // The calls in flight are answered (most take a second or two); what is still open then is cut,
        // so that stopping stays prompt even during a narrated call.
        setTimeout(() => http.closeAllConnections(), CLOSE_WITHIN_MS).unref()
      }),
  }
}
