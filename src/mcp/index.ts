/**
 * `graha mcp` (docs/mcp.md): graha's operations as the tools of a Model Context Protocol server, for AI
 * assistants. The key (GRAHA_API_KEY) stays in this process: the assistant sees tools, never the key.
 */
import { loadConfig, loadMcpConfig } from '../config.js'
import { remoteBackend, type Backend } from './backend.js'
import { serveHttp, serveStdio } from './server.js'
import { grahaTools } from './tools.js'

export { DEFAULT_MCP_HOST, DEFAULT_MCP_PORT } from './server.js'

export interface McpOptions {
  /** Compute in this process, on DATABASE_URL (local.ts), instead of calling GRAHA_URL. */
  local: boolean
  /** Streamable HTTP at http://host:port/mcp; null: stdio. */
  http: { host: string; port: number } | null
}

/** Everything but the protocol goes to stderr: over stdio, stdout is the protocol's alone. */
function log(message: string): void {
  console.error(`graha mcp: ${message}`)
}

/** Serve until the client closes stdin (stdio) or a SIGINT or SIGTERM, then close what was opened. */
export async function runMcp(options: McpOptions, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { apiKey, baseUrl } = loadMcpConfig(env)
  const backend: Backend = options.local
    ? await (await import('./local.js')).localBackend(loadConfig(env), apiKey)
    : remoteBackend(apiKey, baseUrl)
  const tools = grahaTools()
  const secrets = [apiKey]
  const signalled = new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal))
  })
  try {
    if (options.http) {
      const listener = await serveHttp(tools, backend, secrets, options.http, log)
      log(`${tools.length} tools over Streamable HTTP at ${listener.url}, calling ${backend.description}`)
      log(`stopping on ${await signalled}`)
      await listener.close()
    } else {
      log(`${tools.length} tools over stdio, calling ${backend.description}`)
      await Promise.race([serveStdio(tools, backend, secrets), signalled])
    }
  } finally {
    await backend.close()
  }
}
