/**
 * The HTTP contract every operation shares: envelope (spec §2.2), error body (§7), X-Request-Id, no
 * CORS, body limit, unknown routes; the documented example of each operation answers 200 and matches
 * its response schema.
 */
import { Ajv } from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '../../src/http/error-handler.js'
import { OPERATIONS as TABLE } from '../../src/operations/index.js'
import { FIXED_NOW, OPERATIONS, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
let app: TestApi['app']
beforeAll(async () => {
  api = await testApi()
  app = api.app
})
afterAll(() => api.close())

const REQUEST_ID = /^req_[0-9a-f]{24}$/

interface OpenApiOperation {
  operationId: string
  requestBody: { content: { 'application/json': { example: unknown } } }
  responses: Record<string, { content: { 'application/json': { schema: object } } }>
}

function operations(): Map<string, { path: string; op: OpenApiOperation }> {
  const doc = app.swagger() as unknown as { paths: Record<string, { post?: OpenApiOperation }> }
  const out = new Map<string, { path: string; op: OpenApiOperation }>()
  for (const [path, item] of Object.entries(doc.paths))
    if (item.post) out.set(item.post.operationId, { path, op: item.post })
  return out
}

describe('each operation', () => {
  it('is registered under the spec’s operationId and path', () => {
    const ops = operations()
    for (const [operationId, path] of Object.entries(OPERATIONS))
      expect(ops.get(operationId)?.path).toBe(path)
    expect(ops.size).toBe(Object.keys(OPERATIONS).length)
  })

  for (const [operationId, path] of Object.entries(OPERATIONS)) {
    it(`${operationId}: the documented example answers 200 in the envelope, matching the response schema`, async () => {
      const { op } = operations().get(operationId)!
      const example = op.requestBody.content['application/json'].example
      expect(example).toBeDefined()
      const res = await api.post(path, example)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const body = res.json()
      expect(body.requestId).toMatch(REQUEST_ID)
      expect(res.headers['x-request-id']).toBe(body.requestId)
      expect(body.engineVersion).toBe('service-v1-public')
      expect(body.timestamp).toBe(FIXED_NOW.toISOString())
      expect(Number.isInteger(body.usage.units_charged) && body.usage.units_charged >= 0).toBe(true)
      expect(Number.isInteger(body.usage.remaining_credits) && body.usage.remaining_credits > 0).toBe(true)
      expect(body.disclaimer.length).toBeGreaterThan(40)
      const domains: Record<string, string> = {
        '/v1/chart': 'core_chart',
        '/v1/chart/image': 'core_chart',
        '/v1/kp': 'core_chart',
        '/v1/compatibility/batch': 'compatibility',
        '/v1/report': 'lifestyle_guidance',
        '/v1/dasha': 'dasha',
        '/v1/transits': 'transits',
        '/v1/panchanga': 'panchanga',
        '/v1/muhurta': 'muhurta',
        '/v1/guidance': 'lifestyle_guidance',
        '/v1/interpret': 'career',
        '/v1/compatibility': 'compatibility',
        '/v1/forecast': 'career',
        '/v1/timing/resolve': 'career',
      }
      expect(body.domain).toBe(domains[path] ?? `ephemeris_${path.split('/').pop()}`)
      expect(body).not.toHaveProperty('sandbox')
      const ajv = new Ajv({ strict: false, allErrors: true })
      const validate = ajv.compile(op.responses['200']!.content['application/json'].schema)
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
    })
  }
})

describe('shared behaviour', () => {
  it('gives every response its own X-Request-Id, errors and non-operations included', async () => {
    const responses = [
      await api.post(OPERATIONS.getEphemerisAyanamsa, { datetime: '2024-01-01T00:00:00Z' }),
      await api.post(OPERATIONS.getEphemerisAyanamsa, '{bad json'),
      await api.post('/v1/nope', {}),
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/v1/openapi.json' }),
      await app.inject({ method: 'GET', url: '/docs' }),
    ]
    const ids = responses.map((r) => r.headers['x-request-id'])
    for (const id of ids) expect(id).toMatch(REQUEST_ID)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('ignores an X-Request-Id sent by the client', async () => {
    const res = await app.inject({
      method: 'POST',
      url: OPERATIONS.getEphemerisAyanamsa,
      headers: { 'x-request-id': 'req_client_chosen', authorization: `Bearer ${api.liveKey}` },
      payload: { datetime: '2024-01-01T00:00:00Z' },
    })
    expect(res.headers['x-request-id']).not.toBe('req_client_chosen')
    expect(res.json().requestId).toBe(res.headers['x-request-id'])
  })

  it('sends no CORS headers, to a preflight or to a call from a browser origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: OPERATIONS.getEphemerisPositions,
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(404)
    const call = await app.inject({
      method: 'POST',
      url: OPERATIONS.getEphemerisPositions,
      headers: { origin: 'https://example.com', authorization: `Bearer ${api.liveKey}` },
      payload: { datetime: '2024-01-01T00:00:00Z' },
    })
    expect(call.statusCode).toBe(200)
    for (const res of [preflight, call]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
    }
  })

  it('answers an unknown path or method with 404 not_found in the error body', async () => {
    for (const res of [
      await api.post('/v1/ephemeris/planets', {}),
      await app.inject({ method: 'GET', url: OPERATIONS.getEphemerisPositions }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        error: 'not_found',
        message: expect.any(String),
        requestId: res.headers['x-request-id'],
        statusCode: 404,
      })
    }
  })

  it('refuses a body over its limit (64 KiB, or the operation’s own) with 413 payload_too_large, before reading it', async () => {
    const limits = new Map(TABLE.map((op) => [op.path, op.bodyLimitBytes ?? BODY_LIMIT_BYTES]))
    expect([...new Set(limits.values())].sort()).toEqual([BODY_LIMIT_BYTES, 256 * 1024, 512 * 1024].sort())
    for (const url of Object.values(OPERATIONS)) {
      const limit = limits.get(url)!
      const res = await api.post(url, { datetime: '2024-01-01T00:00:00Z', pad: 'x'.repeat(limit + 100) })
      expect(res.statusCode, url).toBe(413)
      expect(res.json()).toMatchObject({ error: 'payload_too_large', statusCode: 413 })
      expect(res.json().message).toBe(`the request body is larger than ${limit / 1024} KiB`)
      // Just under the limit the body is read (and refused for what it says, not for its size).
      const under = await api.post(url, { pad: 'x'.repeat(limit - 200) })
      expect(under.statusCode, url).toBe(400)
    }
  })

  it.each([
    ['not JSON', '{"datetime": '],
    ['empty', ''],
    ['an array', '[]'],
    ['a string', '"2024-01-01T00:00:00Z"'],
    ['null', 'null'],
    ['a prototype-poisoning key', '{"datetime":"2024-01-01T00:00:00Z","__proto__":{"admin":true}}'],
  ])('answers a body that is %s with 400 invalid_json, at every operation', async (_label, payload) => {
    for (const url of Object.values(OPERATIONS)) {
      const res = await api.post(url, payload)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'invalid_json',
        statusCode: 400,
        requestId: res.headers['x-request-id'],
      })
    }
  })

  it('answers a body sent as another media type with 400 invalid_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: OPERATIONS.getEphemerisPositions,
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${api.liveKey}` },
      payload: '{"datetime":"2024-01-01T00:00:00Z"}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('invalid_json')
  })

  it('reports the ephemeris data in use at /healthz (Swiss Ephemeris files from JPL DE431, not DE440)', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('ok')
    expect(body.engines.ephemeris.basis).toBe('JPL DE431')
    expect(body.engines.ephemeris.description).toMatch(/sepl_18\.se1 and semo_18\.se1.*JPL DE431/)
    expect(JSON.stringify(body)).not.toContain('DE440')
  })

  it('serves the rendered reference at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('swagger')
  })
})
