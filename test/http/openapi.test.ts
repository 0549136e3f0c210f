/** The committed OpenAPI document is exactly what the route schemas generate, and documents every field. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'
import { OPENAPI_FILE } from '../../src/http/openapi.js'
import { OPERATIONS, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
let app: TestApi['app']
beforeAll(async () => {
  api = await testApi()
  app = api.app
})
afterAll(() => api.close())

type Json = Record<string, unknown>

/** Every property of every object schema under `schema`, with its path. */
function properties(schema: unknown, path: string, out: [string, Json][] = []): [string, Json][] {
  if (Array.isArray(schema)) schema.forEach((s, i) => properties(s, `${path}[${i}]`, out))
  else if (schema && typeof schema === 'object') {
    const s = schema as Json
    if (s.properties && typeof s.properties === 'object') {
      for (const [name, prop] of Object.entries(s.properties as Json)) {
        out.push([`${path}.${name}`, prop as Json])
        properties(prop, `${path}.${name}`, out)
      }
    }
    for (const key of ['items', 'anyOf', 'oneOf', 'allOf'])
      if (key in s) properties(s[key], `${path}.${key}`, out)
  }
  return out
}

describe('OpenAPI document', () => {
  it('is committed and has not drifted from the schemas (run `npm run openapi` after changing them)', () => {
    const committed = JSON.parse(readFileSync(resolve(PACKAGE_ROOT, OPENAPI_FILE), 'utf8'))
    expect(app.swagger()).toEqual(committed)
  })

  it('is served at /v1/openapi.json as OpenAPI 3.1, version 1.0.0', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.version).toBe('1.0.0')
    expect(doc.info.description).toContain('JPL DE431')
    expect(doc.info.license.identifier).toBe('AGPL-3.0-or-later')
    // Our validation keywords stay the server's; the marks of the fields that hold names are published
    // (a client reads them to look a value up in `names`: src/i18n/names.ts).
    expect(JSON.stringify(doc)).not.toMatch(/x-graha-(check|code)/)
    expect(JSON.stringify(doc)).toMatch(/"x-graha-name":\["signs"\]/)
  })

  it('documents every request and response field of every operation, with an example request', () => {
    const doc = app.swagger() as unknown as { paths: Record<string, { post: Json }> }
    for (const path of Object.values(OPERATIONS)) {
      const op = doc.paths[path]!.post
      const requestBody = op.requestBody as {
        content: { 'application/json': { schema: Json; example: unknown } }
      }
      expect(requestBody.content['application/json'].example, path).toBeDefined()
      const responses = op.responses as Record<string, { content: { 'application/json': { schema: Json } } }>
      const fields = [
        ...properties(requestBody.content['application/json'].schema, `${path} request`),
        ...properties(responses['200']!.content['application/json'].schema, `${path} 200`),
      ]
      expect(fields.length).toBeGreaterThan(5)
      for (const [name, schema] of fields) {
        const described = typeof schema.description === 'string' && schema.description.length > 3
        expect(described, name).toBe(true)
      }
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '500']))
    }
  })
})
