import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PACKAGE_ROOT } from '../../src/config.js'

/** The TypeScript client built as `npm run build -w @graha/client` builds it, into a folder of its own;
 *  returns the folder (its index.js is the package's entry). */
export function buildClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'graha-client-'))
  const tsc = resolve(PACKAGE_ROOT, 'node_modules/typescript/bin/tsc')
  execFileSync(process.execPath, [tsc, '-p', 'clients/typescript/tsconfig.json', '--outDir', outDir], {
    cwd: PACKAGE_ROOT,
  })
  return outDir
}
