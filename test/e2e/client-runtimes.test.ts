/**
 * The TypeScript client needs nothing but fetch: the package as it ships, run by Bun and by Deno (Deno
 * allowed the network to the server and nothing else: no environment, no files, as on an edge runtime),
 * against a graha server listening here. Both runtimes come from the npm registry (devDependencies).
 * Each answers the chart as the API does and throws the API's refusal as a GrahaError.
 */
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'
import { chartExample } from '../../src/schemas/chart.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'
import { buildClient } from '../helpers/client.js'

const run = promisify(execFile)
let api: TestApi
let base: string
let script: string

beforeAll(async () => {
  const outDir = buildClient()
  api = await testApi()
  base = await api.app.listen({ host: '127.0.0.1', port: 0 })
  // What a user's code does: one chart, one refusal; printed as JSON for the test to read.
  script = join(outDir, 'runtime-check.mjs')
  writeFileSync(
    script,
    `import { Graha, GrahaError } from './index.js'
const graha = new Graha({ apiKey: ${JSON.stringify(api.liveKey)}, baseUrl: ${JSON.stringify(base)} })
const chart = await graha.getChart(${JSON.stringify(chartExample)})
const refusal = await graha
  .getChart({ birthData: { ...${JSON.stringify(chartExample.birthData)}, date: '1990-02-30' } })
  .then(() => null, (e) => e)
console.log(JSON.stringify({
  ascendant: chart.ascendant,
  planets: chart.planets,
  usage: chart.usage,
  refusal: refusal && { isGrahaError: refusal instanceof GrahaError, code: refusal.code, status: refusal.status, requestId: refusal.requestId },
}))
`,
  )
}, 120_000)
afterAll(async () => {
  await api?.close()
})

const bin = (name: string) => resolve(PACKAGE_ROOT, 'node_modules/.bin', name)

describe.each([
  ['Bun', () => [bin('bun'), [script]] as const],
  ['Deno', () => [bin('deno'), ['run', `--allow-net=${new URL(base).host}`, '--no-prompt', script]] as const],
])('the client on %s', (_name, command) => {
  it('answers a chart as the API does and throws its refusal as a GrahaError', async () => {
    const [file, args] = command()
    const { stdout } = await run(file, [...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    })
    const out = JSON.parse(stdout) as {
      ascendant: unknown
      planets: unknown
      usage: { units_charged: number }
      refusal: { isGrahaError: boolean; code: string; status: number; requestId: string }
    }
    const direct = (await api.post('/v1/chart', chartExample)).json()
    expect(out.ascendant).toEqual(direct.ascendant)
    expect(out.planets).toEqual(direct.planets)
    expect(out.usage.units_charged).toBe(1)
    expect(out.refusal).toMatchObject({ isGrahaError: true, code: 'invalid_birthdata', status: 400 })
    expect(out.refusal.requestId).toMatch(/^req_/)
    await ledgerCheck(api.store, api.accountId)
  })
})
