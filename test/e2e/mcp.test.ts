/**
 * `graha mcp` as an assistant runs it: the real command, spoken to by the SDK's own client over stdio
 * (the client spawns it) and over Streamable HTTP (`--http`), calling a real `graha serve` with a live
 * key; and `--local` over stdio, computing in its own process on the server's database. Every answer is
 * checked against a direct HTTP call of the same body; refusals are the API's, charged nothing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { request } from 'node:http'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'
import { CONTENT_POLICY } from '../../src/mcp/tools.js'
import { ROUTES } from '../../src/operations/index.js'
import { chartExample } from '../../src/schemas/chart.js'
import { interpretExample } from '../../src/schemas/interpret.js'
import { panchangaExample } from '../../src/schemas/panchanga.js'
import {
  call,
  cliCommand,
  runCli,
  spawnCli,
  startServer,
  tempSqliteUrl,
  type ServerProcess,
} from '../helpers/server.js'

const DATABASE_URL = tempSqliteUrl()
const env = { DATABASE_URL, NODE_ENV: 'production' }
const ENVELOPE = ['requestId', 'timestamp', 'usage']

/** An answer's content and the envelope fields that do not change from call to call. */
function stable(answer: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).filter(([k]) => !ENVELOPE.includes(k)))
}

type Usage = { units_charged: number; remaining_credits: number }
const text = (r: CallToolResult, i: number) => (r.content[i] as { type: 'text'; text: string }).text

describe('graha mcp', () => {
  let server: ServerProcess
  let accountId = ''
  let key = ''
  const headers = () => ({ authorization: `Bearer ${key}` })
  /** Everything every graha mcp process wrote to stderr, and every answer a client got. */
  const seen: string[] = []
  const stdoutErrors: Error[] = []
  const mcpEnv = (): Record<string, string> => ({
    GRAHA_URL: server.base,
    GRAHA_API_KEY: key,
    DATABASE_URL,
    NODE_ENV: 'production',
    WORKERS: '1',
    LOG_LEVEL: 'info',
  })

  async function stdioClient(args: string[]): Promise<Client> {
    const transport = new StdioClientTransport({
      ...cliCommand(['mcp', ...args]),
      env: mcpEnv(),
      cwd: PACKAGE_ROOT,
      stderr: 'pipe',
    })
    transport.stderr!.on('data', (d: Buffer) => seen.push(d.toString()))
    const client = new Client({ name: 'graha-e2e', version: '1.0.0' })
    // A line on stdout that is not a protocol message (a stray log) is reported here.
    client.onerror = (err) => stdoutErrors.push(err)
    await client.connect(transport)
    return client
  }

  async function callTool(client: Client, name: string, args: unknown): Promise<CallToolResult> {
    const r = (await client.callTool({
      name,
      arguments: args as Record<string, unknown>,
    })) as CallToolResult
    seen.push(JSON.stringify(r))
    return r
  }

  async function balance(): Promise<number> {
    const shown = runCli(['account', 'show', accountId, '--json'], env)
    return (JSON.parse(shown.stdout) as { remainingCredits: number }).remainingCredits
  }

  beforeAll(async () => {
    const json = (args: string[]) => {
      const r = runCli([...args, '--json'], env)
      expect(r.code, r.stderr).toBe(0)
      return JSON.parse(r.stdout) as Record<string, string>
    }
    accountId = json([
      'account',
      'create',
      '--email',
      'mcp@example.com',
      '--verified',
      '--accept-terms',
    ]).accountId!
    key = json(['key', 'create', '--account', accountId, '--kind', 'live']).secret!
    server = await startServer(env)
  })

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  /** The checks both transports must pass, against the same server. */
  async function theTools(client: Client): Promise<void> {
    const { tools } = await client.listTools()
    seen.push(JSON.stringify(tools))
    expect(tools).toHaveLength(ROUTES.length)
    const chart = tools.find((t) => t.name === 'get_chart')!
    expect(chart.inputSchema.required).toContain('birthData')
    expect(chart.description).toContain(CONTENT_POLICY)
    expect(JSON.stringify(tools)).not.toContain('x-graha-')
  }

  async function sameAsDirect(client: Client, tool: string, path: string, body: object): Promise<Usage> {
    const direct = await call(server.base, path, body, headers())
    expect(direct.status).toBe(200)
    const r = await callTool(client, tool, body)
    expect(r.isError, text(r, 0)).toBeFalsy()
    const answer = r.structuredContent as Record<string, unknown> & { usage: Usage }
    expect(stable(answer)).toEqual(stable(direct.body))
    expect(JSON.parse(text(r, 1))).toEqual(answer)
    expect(answer.usage.units_charged).toBe(direct.body.usage!.units_charged)
    expect(answer.usage.remaining_credits).toBe(
      direct.body.usage!.remaining_credits - answer.usage.units_charged,
    )
    expect(text(r, 0)).toContain(
      `${answer.usage.units_charged} credit${answer.usage.units_charged === 1 ? '' : 's'} charged`,
    )
    expect(text(r, 0)).toContain(`Disclaimer, to pass on to the user: ${String(answer.disclaimer)}`)
    return answer.usage
  }

  describe('over stdio, calling graha serve', () => {
    let client: Client

    beforeAll(async () => {
      client = await stdioClient([])
    })
    afterAll(async () => {
      await client?.close()
    })

    it('lists a tool per operation with its input schema', async () => {
      await theTools(client)
    })

    it('answers chart, pañcāṅga and a reading as a direct call of the same body does, with usage', async () => {
      const chart = await sameAsDirect(client, 'get_chart', '/v1/chart', chartExample)
      expect(chart.units_charged).toBe(1)
      await sameAsDirect(client, 'get_panchanga', '/v1/panchanga', panchangaExample)
      const reading = await sameAsDirect(client, 'interpret_domain', '/v1/interpret', interpretExample)
      expect(reading.units_charged).toBe(5)
    })

    it('gives a refusal as the API words it, isError, charging nothing', async () => {
      const before = await balance()
      const noBirth = await callTool(client, 'get_chart', { settings: { nodeType: 'true' } })
      expect(noBirth.isError).toBe(true)
      expect(text(noBirth, 0)).toContain('missing_birthdata (HTTP 400)')
      const badDate = { ...panchangaExample, date: '2026-02-30' }
      const direct = await call(server.base, '/v1/panchanga', badDate, headers())
      expect(direct.status).toBe(400)
      const r = await callTool(client, 'get_panchanga', badDate)
      expect(r.isError).toBe(true)
      expect(r.structuredContent).toMatchObject({ error: direct.body.error, statusCode: 400 })
      expect(text(r, 0)).toContain(`${String(direct.body.error)} (HTTP 400). ${String(direct.body.message)}`)
      expect(text(r, 0)).toMatch(/requestId req_[0-9a-f]+/)
      expect(await balance()).toBe(before)
    })

    it('answers an unknown tool with an MCP error', async () => {
      await expect(client.callTool({ name: 'get_horoscope', arguments: {} })).rejects.toThrow(/not found/)
    })
  })

  describe('over Streamable HTTP (--http)', () => {
    let child: ReturnType<typeof spawnCli>
    let url = ''
    let client: Client

    beforeAll(async () => {
      child = spawnCli(['mcp', '--http', '--port', '0'], mcpEnv())
      url = await new Promise<string>((resolve, reject) => {
        let out = ''
        const timer = setTimeout(() => reject(new Error(`graha mcp --http did not start: ${out}`)), 30_000)
        ;(child.stderr as Readable).on('data', (d: Buffer) => {
          out += d.toString()
          seen.push(d.toString())
          const m = /Streamable HTTP at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(out)
          if (m) {
            clearTimeout(timer)
            resolve(m[1]!)
          }
        })
        child.on('exit', (code) => reject(new Error(`graha mcp --http exited (${code}): ${out}`)))
      })
      client = new Client({ name: 'graha-e2e', version: '1.0.0' })
      await client.connect(new StreamableHTTPClientTransport(new URL(url)))
    })
    afterAll(async () => {
      await client?.close()
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve))
        child.kill('SIGTERM')
        expect(await exited).toBe(0)
      }
    })

    it('lists the tools and answers a chart as a direct call does', async () => {
      await theTools(client)
      await sameAsDirect(client, 'get_chart', '/v1/chart', chartExample)
      const r = await callTool(client, 'get_chart', {})
      expect(r.isError).toBe(true)
      expect(r.structuredContent).toMatchObject({ error: 'missing_birthdata', statusCode: 400 })
    })

    it('refuses a web page of another origin, and a Host that is not the loopback', async () => {
      const post = (extra: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const req = request(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
              ...extra,
            },
          })
          req.on('response', (res) => {
            res.resume()
            resolve(res.statusCode!)
          })
          req.on('error', reject)
          req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))
        })
      expect(await post({ origin: 'https://evil.example' })).toBe(403)
      expect(await post({ host: `evil.example:${new URL(url).port}` })).toBe(403)
      expect(await post({ origin: `http://localhost:${new URL(url).port}` })).toBe(200)
      expect((await fetch(url.replace('/mcp', '/other'), { method: 'POST' })).status).toBe(404)
      expect((await fetch(url)).status).toBe(405)
    })
  })

  describe('--local, over stdio', () => {
    it('computes in its own process on the same database, as the server does, and is charged there', async () => {
      const client = await stdioClient(['--local'])
      try {
        const before = await balance()
        await sameAsDirect(client, 'get_chart', '/v1/chart', chartExample)
        expect(await balance()).toBe(before - 2)
        const r = await callTool(client, 'get_chart', {})
        expect(r.structuredContent).toMatchObject({ error: 'missing_birthdata', statusCode: 400 })
        expect(await balance()).toBe(before - 2)
      } finally {
        await client.close()
      }
      expect(seen.join('')).toMatch(/graha mcp: \d+ tools over stdio, calling graha in this process/)
    })
  })

  it('refuses to start without GRAHA_API_KEY, saying so on stderr only', () => {
    const r = runCli(['mcp'], { ...env, GRAHA_API_KEY: '' })
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('GRAHA_API_KEY is not set')
  })

  it('writes nothing but protocol messages to stdout', () => {
    expect(stdoutErrors).toEqual([])
  })

  it('never shows the key: not in a tool, an answer, an error or a log line', () => {
    expect(seen.length).toBeGreaterThan(10)
    expect(seen.join('\n')).not.toContain(key)
  })
})
