/**
 * Regenerate the TypeScript client's generated files from docs/openapi.json: `npm run client`.
 * test/unit/client-drift.test.ts fails when the committed files differ from what this writes.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CLIENT_DIR, clientFiles, readOpenApi } from './client-files.js'

for (const [name, text] of Object.entries(await clientFiles(readOpenApi()))) {
  const path = resolve(CLIENT_DIR, 'src', name)
  writeFileSync(path, text)
  console.log(`wrote ${path}`)
}
