/**
 * computationId (spec §2.3, architecture.md Privacy): a keyed hash of the canonical inputs — the same in
 * every process that shares the server secret, different for any other secret or input.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Accounts } from '../../src/accounts/index.js'
import { PACKAGE_ROOT } from '../../src/config.js'
import { canonicalJson, computationId } from '../../src/jyotisha/computation-id.js'
import type { Store } from '../../src/store/index.js'

const INPUTS = {
  birthData: {
    date: '1990-07-04',
    time: '14:30:00',
    timezone: 'Asia/Kolkata',
    latitude: 19.076,
    longitude: 72.8777,
  },
  settings: { nodeType: 'mean', dashaYear: 'sidereal' },
  includeDasha: true,
  western: true,
  location: null,
}
const keyOf = (secret: string) => new Accounts({} as Store, secret).computationKey()

describe('computationId', () => {
  it('canonical JSON ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"x":1,"y":2}]},"b":1}',
    )
  })

  it('is the same in another process with the same secret', () => {
    const id = computationId(keyOf('s3cret'), 'chart', INPUTS)
    const script = `
      import { Accounts } from './src/accounts/index.js'
      import { computationId } from './src/jyotisha/computation-id.js'
      const key = new Accounts({}, 's3cret').computationKey()
      process.stdout.write(computationId(key, 'chart', ${JSON.stringify({ ...INPUTS, includeDasha: true })}))`
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: resolve(PACKAGE_ROOT),
      encoding: 'utf8',
    })
    expect(child.status, child.stderr).toBe(0)
    expect(child.stdout).toBe(id)
  })

  it('differs with the secret, the operation and every input', () => {
    const base = computationId(keyOf('s3cret'), 'chart', INPUTS)
    expect(base).toMatch(/^[0-9a-f]{64}$/)
    expect(computationId(keyOf('other'), 'chart', INPUTS)).not.toBe(base)
    expect(computationId(keyOf('s3cret'), 'dasha', INPUTS)).not.toBe(base)
    const b = INPUTS.birthData
    for (const birthData of [
      { ...b, date: '1990-07-05' },
      { ...b, time: '14:30:01' },
      { ...b, time: null },
      { ...b, timezone: 'Asia/Calcutta' },
      { ...b, latitude: 19.0760001 },
      { ...b, longitude: -72.8777 },
    ]) {
      expect(computationId(keyOf('s3cret'), 'chart', { ...INPUTS, birthData })).not.toBe(base)
    }
  })
})
