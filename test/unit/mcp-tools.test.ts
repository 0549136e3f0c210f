/** The MCP tools of `graha mcp` (src/mcp/tools.ts): made from the routes table, and what answers and
 *  errors become. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { OPERATIONS as CLIENT_OPERATIONS } from '@graha/client'
import { describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'
import { DISCLAIMER, SANDBOX_NOTE } from '../../src/http/envelope.js'
import { errorResult, answerResult, CONTENT_POLICY, grahaTools, toolName } from '../../src/mcp/tools.js'
import { ROUTES } from '../../src/operations/index.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from '../../src/schemas/keywords.js'

const tools = grahaTools()
const byName = new Map(tools.map((t) => [t.tool.name, t]))
const KEY = `service_live_${'ab'.repeat(24)}`

function answer(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: 'req_0123456789abcdef01234567',
    engineVersion: 'service-v1-public',
    timestamp: '2026-11-22T12:00:00.000Z',
    usage: { units_charged: 1, remaining_credits: 99 },
    disclaimer: DISCLAIMER,
    domain: 'core_chart',
    computationId: 'cmp_1',
    ascendant: { sign: 'Scorpio' },
    ...extra,
  }
}

describe('the tools', () => {
  it('are one per route of the operations table, the free catalogue included, in its order', () => {
    expect(tools.map((t) => t.operationId)).toEqual(ROUTES.map((r) => r.op.document.operationId))
    expect(tools.find((t) => t.operationId === 'listMuhurtaEvents')).toMatchObject({
      method: 'GET',
      path: '/v1/muhurta/events',
    })
  })

  it('are named by the operationId in snake_case, uniquely, within MCP’s characters', () => {
    expect(toolName('getChart')).toBe('get_chart')
    expect(toolName('getEphemerisPositions')).toBe('get_ephemeris_positions')
    expect(toolName('interpretDomain')).toBe('interpret_domain')
    expect(new Set(tools.map((t) => t.tool.name)).size).toBe(tools.length)
    for (const t of tools) expect(t.tool.name).toMatch(/^[a-z][a-z_]{0,127}$/)
  })

  it('call the operations the client package knows, by the same method and path', () => {
    for (const t of tools)
      expect(CLIENT_OPERATIONS[t.operationId as keyof typeof CLIENT_OPERATIONS], t.operationId).toMatchObject(
        {
          method: t.method,
          path: t.path,
        },
      )
  })

  it('take the operation’s request schema as plain JSON Schema, without our keywords', () => {
    for (const t of tools) {
      expect(t.tool.inputSchema.type).toBe('object')
      const text = JSON.stringify(t.tool.inputSchema)
      expect(text).not.toContain('x-graha-')
      expect(text).not.toContain(CHECK_KEYWORD)
      expect(text).not.toContain(CODE_KEYWORD)
    }
    const chart = byName.get('get_chart')!.tool.inputSchema
    expect(chart.required).toContain('birthData')
    expect(chart.additionalProperties).toBe(false)
    expect((chart.properties!.birthData as { required: string[] }).required).toEqual([
      'date',
      'timezone',
      'latitude',
      'longitude',
    ])
    // A check with a standard meaning keeps it as a format.
    expect(JSON.stringify(byName.get('get_panchanga')!.tool.inputSchema)).toContain('"format":"date"')
    expect(byName.get('list_muhurta_events')!.tool.inputSchema).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    })
  })

  it('are each in the table of docs/mcp.md, with the operation they call', () => {
    const doc = readFileSync(resolve(PACKAGE_ROOT, 'docs', 'mcp.md'), 'utf8')
    const rows = [...doc.matchAll(/^\| `([a-z_]+)` +\| `(GET|POST) (\S+)` /gm)].map((m) => m.slice(1, 4))
    expect(rows).toEqual(tools.map((t) => [t.tool.name, t.method, t.path]))
  })

  it('describe the operation, its price and the content policy; only the free one is read-only', () => {
    for (const t of tools) {
      expect(t.tool.description).toContain(t.summary)
      expect(t.tool.description).toContain(CONTENT_POLICY)
      // A priced call spends credits: not read-only, so that an assistant may ask before it spends.
      expect(t.tool.annotations).toMatchObject({
        readOnlyHint: t.tool.name === 'list_muhurta_events',
        destructiveHint: false,
        openWorldHint: false,
      })
    }
    expect(CONTENT_POLICY).toMatch(/symbolic/)
    expect(CONTENT_POLICY).toMatch(/compassionate and practical/)
    expect(CONTENT_POLICY).toMatch(/medical, legal, financial or psychological advice/)
    expect(CONTENT_POLICY).toMatch(/death, illness, injury or doom/)
    expect(CONTENT_POLICY).toMatch(/more certainty than the chart gives/)
    expect(CONTENT_POLICY).toMatch(/disclaimer/)
    expect(byName.get('get_chart')!.tool.description).toContain('Price: 1 credit, charged only')
    expect(byName.get('interpret_domain')!.tool.description).toContain('Price: 5 credits')
    expect(byName.get('get_ephemeris_positions')!.tool.description).toContain('Price: 1 credit per 10 calls')
    expect(byName.get('list_muhurta_events')!.tool.description).toContain('Price: free')
  })
})

describe('a successful answer', () => {
  const chart = byName.get('get_chart')!

  it('is the whole answer as structured content and as JSON, after a summary with usage and disclaimer', () => {
    const a = answer()
    const r = answerResult(chart, a)
    expect(r.isError).toBeUndefined()
    expect(r.structuredContent).toBe(a)
    const [summary, json] = r.content as { type: 'text'; text: string }[]
    expect(JSON.parse(json!.text)).toEqual(a)
    expect(summary!.text).toContain('graha get_chart: Sidereal (Lahiri) birth chart')
    expect(summary!.text).toContain('requestId req_0123456789abcdef01234567')
    expect(summary!.text).toContain('Answer fields: computationId, ascendant')
    expect(summary!.text).toContain('Usage: 1 credit charged; 99 credits remaining.')
    expect(summary!.text).toContain(`Disclaimer, to pass on to the user: ${DISCLAIMER}`)
    expect(summary!.text).not.toContain('Sandbox')
    expect(summary!.text.split('\n').length).toBeLessThanOrEqual(5)
  })

  it('of a sandbox key says that it is the sample, not the user’s answer', () => {
    const r = answerResult(
      chart,
      answer({ usage: { units_charged: 0, remaining_credits: 0 }, sandbox: true, sandboxNote: SANDBOX_NOTE }),
    )
    const summary = (r.content[0] as { text: string }).text
    expect(summary).toContain('Usage: 0 credits charged; 0 credits remaining.')
    expect(summary).toContain(`Sandbox: ${SANDBOX_NOTE}`)
  })

  it('of the free catalogue says it was free', () => {
    const r = answerResult(byName.get('list_muhurta_events')!, { events: [], exclusions: [] })
    expect((r.content[0] as { text: string }).text).toContain('Usage: free, nothing charged.')
  })

  it('of a chart drawn in PNG also gives the picture as an image', () => {
    const image = { mediaType: 'image/png', encoding: 'base64', data: 'iVBORw0KGgo=' }
    const r = answerResult(byName.get('get_chart_image')!, answer({ image }))
    expect(r.content[2]).toEqual({ type: 'image', data: image.data, mimeType: 'image/png' })
    const svg = answerResult(
      byName.get('get_chart_image')!,
      answer({ image: { mediaType: 'image/svg+xml', encoding: 'utf-8', data: '<svg/>' } }),
    )
    expect(svg.content).toHaveLength(2)
  })
})

describe('an error', () => {
  const chart = byName.get('get_chart')!

  it('is a tool result with isError naming the code, the status, the message and the requestId', () => {
    const r = errorResult(
      chart,
      {
        code: 'missing_birthdata',
        status: 400,
        message: 'birthData is required',
        requestId: 'req_1',
      },
      [KEY],
    )
    expect(r.isError).toBe(true)
    const text = (r.content[0] as { text: string }).text
    expect(text).toContain('missing_birthdata (HTTP 400)')
    expect(text).toContain('birthData is required')
    expect(text).toContain('requestId req_1')
    expect(text).toContain('Nothing was charged')
    expect(r.structuredContent).toEqual({
      error: 'missing_birthdata',
      message: 'birthData is required',
      requestId: 'req_1',
      statusCode: 400,
    })
  })

  it('without an HTTP answer says so, with the wait a 429 asked for when there is one', () => {
    const none = errorResult(chart, { code: 'timeout', status: 0, message: 'no answer within 30000 ms' }, [
      KEY,
    ])
    expect((none.content[0] as { text: string }).text).toMatch(
      /^No answer from graha to get_chart: timeout\./,
    )
    expect((none.content[0] as { text: string }).text).not.toContain('charged')
    const limited = errorResult(
      chart,
      { code: 'rate_limited', status: 429, message: 'too many requests', retryAfterS: 2.5 },
      [KEY],
    )
    expect((limited.content[0] as { text: string }).text).toContain('Retry after 3 s.')
  })

  it('never shows the key, wherever a lower layer put it', () => {
    const r = errorResult(
      chart,
      { code: 'network_error', status: 0, message: `could not send Bearer ${KEY}` },
      [KEY],
    )
    expect(JSON.stringify(r)).not.toContain(KEY)
    expect(JSON.stringify(r)).toContain('[API key]')
  })
})
