/** The MCP server of `graha mcp` (src/mcp/server.ts) with the SDK's own client, in memory, over a
 *  backend that stands in for graha: what a client sees of tools, answers and errors. */
import { GrahaError } from '@graha/client'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Backend } from '../../src/mcp/backend.js'
import { mcpServer } from '../../src/mcp/server.js'
import { grahaTools, INSTRUCTIONS, type ToolOperation } from '../../src/mcp/tools.js'

const KEY = `service_live_${'cd'.repeat(24)}`

interface Sent {
  op: ToolOperation
  body: unknown
}

/** A backend answering `answer(op, body)`, recording what was sent. */
function standIn(answer: (op: ToolOperation, body: unknown) => Promise<Record<string, unknown>>) {
  const sent: Sent[] = []
  const backend: Backend = {
    description: 'a stand-in',
    call: (op, body) => {
      sent.push({ op, body })
      return answer(op, body)
    },
    close: async () => {},
  }
  return { backend, sent }
}

async function connected(backend: Backend): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await mcpServer(grahaTools(), backend, [KEY]).connect(serverSide)
  const client = new Client({ name: 'test', version: '1.0.0' })
  await client.connect(clientSide)
  return client
}

const OK = {
  requestId: 'req_1',
  usage: { units_charged: 1, remaining_credits: 41 },
  disclaimer: 'For astrological (symbolic) use only.',
  domain: 'core_chart',
  ascendant: { sign: 'Scorpio' },
}

afterEach(() => {
  vi.useRealTimers()
})

describe('graha mcp, in memory', () => {
  it('introduces itself with the content policy and lists a tool per operation', async () => {
    const client = await connected(standIn(async () => OK).backend)
    expect(client.getServerVersion()).toMatchObject({ name: 'graha' })
    expect(client.getInstructions()).toBe(INSTRUCTIONS)
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name)).toEqual(grahaTools().map((t) => t.tool.name))
    expect(tools.find((t) => t.name === 'get_chart')!.inputSchema.required).toContain('birthData')
    await client.close()
  })

  it('sends the arguments as the body ({} when none; nothing to the GET catalogue) and answers with the whole answer', async () => {
    const { backend, sent } = standIn(async () => OK)
    const client = await connected(backend)
    const body = { birthData: { date: '1990-07-04', timezone: 'Asia/Kolkata', latitude: 19, longitude: 72 } }
    const r = await client.callTool({ name: 'get_chart', arguments: body })
    expect(r.isError).toBeFalsy()
    expect(r.structuredContent).toEqual(OK)
    expect(sent[0]).toEqual({
      op: expect.objectContaining({ operationId: 'getChart', method: 'POST', path: '/v1/chart' }),
      body,
    })
    await client.callTool({ name: 'get_chart' })
    expect(sent[1]!.body).toEqual({})
    await client.callTool({ name: 'list_muhurta_events' })
    expect(sent[2]!.body).toBeUndefined()
    await client.close()
  })

  it('answers an API error with isError, never with the key, and an unknown tool with an MCP error', async () => {
    const client = await connected(
      standIn(async () => {
        throw new GrahaError('invalid_date', `date is not a date (sent with Bearer ${KEY})`, 400, 'req_2')
      }).backend,
    )
    const r = await client.callTool({ name: 'get_panchanga', arguments: { date: '2026-02-30' } })
    expect(r.isError).toBe(true)
    expect((r.content as { text: string }[])[0]!.text).toContain('invalid_date (HTTP 400)')
    expect(r.structuredContent).toMatchObject({ error: 'invalid_date', statusCode: 400, requestId: 'req_2' })
    const unknown = client.callTool({ name: 'get_horoscope', arguments: {} })
    await expect(unknown).rejects.toThrow(McpError)
    await expect(unknown).rejects.toMatchObject({ code: ErrorCode.InvalidParams })
    const seen = JSON.stringify([r, await client.listTools(), client.getInstructions()])
    expect(seen).not.toContain(KEY)
    await client.close()
  })

  it('reports progress while a call runs, to a client that asked for it', async () => {
    vi.useFakeTimers()
    let finish: (a: Record<string, unknown>) => void = () => {}
    const client = await connected(standIn(() => new Promise((resolve) => (finish = resolve))).backend)
    const progress: number[] = []
    const call = client.callTool({ name: 'get_forecast', arguments: {} }, undefined, {
      onprogress: (p) => progress.push(p.progress),
      resetTimeoutOnProgress: true,
    })
    await vi.advanceTimersByTimeAsync(25_000)
    expect(progress).toEqual([1, 2])
    finish(OK)
    expect((await call).structuredContent).toEqual(OK)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(progress).toEqual([1, 2])
    await client.close()
  })
})
