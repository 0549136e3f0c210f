/** Configuration from the environment (src/config.ts): the worker pool's settings (issue 9). */
import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { DEFAULT_COMPUTE_TIMEOUT_MS } from '../../src/compute/index.js'
import { ConfigError, loadConfig } from '../../src/config.js'

describe('WORKERS and COMPUTE_TIMEOUT_MS', () => {
  it('default to the available parallelism and 30 s', () => {
    const c = loadConfig({})
    expect(c.workers).toBe(availableParallelism())
    expect(c.computeTimeoutMs).toBe(DEFAULT_COMPUTE_TIMEOUT_MS)
    expect(DEFAULT_COMPUTE_TIMEOUT_MS).toBe(30_000)
  })

  it('take whole numbers; WORKERS=0 means the main thread', () => {
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(0)
    expect(loadConfig({ WORKERS: '6', COMPUTE_TIMEOUT_MS: '1500' })).toMatchObject({
      workers: 6,
      computeTimeoutMs: 1500,
    })
  })

  it('refuse anything else with a message naming the variable', () => {
    for (const WORKERS of ['-1', '1.5', 'two', '257'])
      expect(() => loadConfig({ WORKERS })).toThrow(
        new ConfigError('WORKERS must be a whole number from 0 (no worker threads) to 256'),
      )
    for (const COMPUTE_TIMEOUT_MS of ['0', '-5', '2.5', 'soon'])
      expect(() => loadConfig({ COMPUTE_TIMEOUT_MS })).toThrow(/^COMPUTE_TIMEOUT_MS must be a whole number/)
  })
})
