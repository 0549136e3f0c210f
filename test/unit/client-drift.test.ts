/**
 * The client's generated files (clients/typescript/src/*.gen.ts) are what scripts/write-client.ts writes
 * from docs/openapi.json today, and that document is the schemas' own (test/http/openapi.test.ts): a
 * change to an operation's schema that is not carried into the client fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OPERATIONS as CLIENT_OPERATIONS } from '../../clients/typescript/src/index.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { CLIENT_DIR, clientFiles, readOpenApi } from '../../scripts/client-files.js'

describe('the TypeScript client', () => {
  it('has not drifted from the OpenAPI document (run `npm run client` after `npm run openapi`)', async () => {
    const files = await clientFiles(readOpenApi())
    expect(Object.keys(files).sort()).toEqual(['operations.gen.ts', 'schema.gen.ts'])
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(resolve(CLIENT_DIR, 'src', name), 'utf8'), name).toBe(text)
    }
  })

  it('has a method for every keyed operation, at its path, charged, narrated where it is', () => {
    for (const op of OPERATIONS) {
      const c = CLIENT_OPERATIONS[op.document.operationId as keyof typeof CLIENT_OPERATIONS]
      expect(c, op.document.operationId).toEqual({
        method: 'POST',
        path: op.path,
        priced: true,
        narrated: op.narration !== undefined,
      })
    }
    expect(Object.keys(CLIENT_OPERATIONS).sort()).toEqual(
      [...OPERATIONS.map((op) => op.document.operationId), 'listMuhurtaEvents'].sort(),
    )
  })

  it('imports nothing but its own files, so that it runs wherever fetch does', () => {
    // Node's modules (node:…) or a package would tie it to one runtime; the globals it may use are
    // fetch's own (eslint.config.js lists them for clients/typescript/src and refuses any other).
    const src = resolve(CLIENT_DIR, 'src')
    for (const file of readdirSync(src)) {
      const text = readFileSync(resolve(src, file), 'utf8')
      const from = [...text.matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]!)
      for (const f of from) expect(f, file).toMatch(/^\.\/[a-z.]+\.js$/)
    }
    const pkg = JSON.parse(readFileSync(resolve(CLIENT_DIR, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(pkg.dependencies).toBeUndefined()
  })
})
