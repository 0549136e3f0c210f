/**
 * Closing a pool whose workers are busy inside Swiss Ephemeris (warming their ingresses as they start)
 * ends them cleanly: a thread terminated inside a native call aborts the whole process ("FATAL ERROR:
 * Error::ThrowAsJavaScriptException napi_throw"), which is what this file would then do.
 */
import { expect, it } from 'vitest'
import { openCompute } from '../../src/compute/index.js'
import { DEFAULT_CORPUS_DIR, DEFAULT_EPHEMERIS_DIR } from '../../src/config.js'
import { WORKER_ENTRY } from '../../src/http/app.js'
import type { TaskSetup } from '../../src/operations/tasks.js'

const setup: TaskSetup = {
  ephemeris: { dataDir: DEFAULT_EPHEMERIS_DIR },
  computationKey: new Uint8Array(32),
  corpusDir: DEFAULT_CORPUS_DIR,
  warmIngresses: true,
}

it('closes pools at any moment of their workers’ warm-up without aborting the process', async () => {
  for (const afterMs of [0, 5, 20, 60, 150]) {
    const pool = await openCompute({
      workers: 2,
      timeoutMs: 30_000,
      entry: WORKER_ENTRY,
      workerData: setup,
      inlineTable: {},
      log: { warn: () => {}, error: () => {} },
    })
    await new Promise((r) => setTimeout(r, afterMs))
    await pool.close(0)
  }
  expect(process.exitCode ?? 0).toBe(0)
})
