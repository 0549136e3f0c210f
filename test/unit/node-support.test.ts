/** The supported Node lines, as package.json's engines and the server's start-up check say them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'
import { isSupportedNode, SUPPORTED_NODE } from '../../src/node-support.js'

describe('supported Node releases', () => {
  it('are the engines of package.json and of its lockfile', () => {
    const pkg = JSON.parse(readFileSync(resolve(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
    const lock = JSON.parse(readFileSync(resolve(PACKAGE_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node: string } }>
    }
    expect(pkg.engines.node).toBe(SUPPORTED_NODE)
    expect(lock.packages['']!.engines!.node).toBe(SUPPORTED_NODE)
  })

  it('are Node 20.19+, 22.13+, 24 and 26', () => {
    for (const v of ['20.19.0', '20.20.2', '22.13.0', '22.23.3', '24.0.0', '24.21.0', '26.10.0'])
      expect(isSupportedNode(v), v).toBe(true)
    for (const v of ['18.20.8', '20.18.3', '21.7.3', '22.12.0', '23.11.1', '25.2.1', '27.0.0'])
      expect(isSupportedNode(v), v).toBe(false)
  })

  it('include the Node running this suite', () => {
    expect(isSupportedNode(process.versions.node)).toBe(true)
  })
})

describe('the suites CI runs on every Node (npm run test:runtime)', () => {
  const pkg = JSON.parse(readFileSync(resolve(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const [vitest, run, ...paths] = pkg.scripts['test:runtime']!.split(' ')
  // The long suites of plain JavaScript over HTTP, and the CLI's commands: on the newest LTS alone
  // (.ci/run). Any other suite of these folders runs on every Node.
  const ONCE = [
    'test/http/fuzz.test.ts',
    'test/http/metrics.test.ts',
    'test/http/narration.test.ts',
    'test/http/portal.test.ts',
    'test/e2e/cli.test.ts',
  ]
  const suites = (dir: string) =>
    readdirSync(resolve(PACKAGE_ROOT, dir))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`)

  it('name files and folders that exist', () => {
    expect([vitest, run]).toEqual(['vitest', 'run'])
    for (const p of paths) expect(existsSync(resolve(PACKAGE_ROOT, p)), p).toBe(true)
  })

  it('include every suite of the HTTP and process folders but those run once', () => {
    const named = (f: string) => paths.some((p) => f === p || f.startsWith(`${p}/`))
    for (const f of [...suites('test/http'), ...suites('test/e2e')])
      expect(named(f), f).toBe(!ONCE.includes(f))
    for (const dir of ['test/contract', 'test/reference']) expect(paths).toContain(dir)
  })
})
