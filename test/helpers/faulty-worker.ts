/**
 * The API's worker entry with faults injected (test/http/compute.test.ts): a series starting at, or a
 * chart or daśā for a birth on, one of the instants below makes its task throw, run forever, or kill
 * its worker thread, as a defect, a runaway computation or a crash in native code would. Every other
 * request is the real task.
 */
import { workerData } from 'node:worker_threads'
import { serveTasks, type TaskTable } from '../../src/compute/index.js'
import { setupTasks, type TaskSetup } from '../../src/operations/tasks.js'

export const FAULTS = {
  throws: '2001-01-01T00:00:00Z',
  runsForever: '2001-01-02T00:00:00Z',
  kills: '2001-01-03T00:00:00Z',
} as const

export function withFaults(table: TaskTable): TaskTable {
  const out: Record<string, (input: unknown) => unknown> = {}
  for (const [name, fn] of Object.entries(table)) {
    out[name] = (input) => {
      const body = (input as { body: { datetime?: string; start?: string; birthData?: { date: string } } })
        .body
      const at = body.datetime ?? body.start ?? (body.birthData && `${body.birthData.date}T00:00:00Z`)
      if (at === FAULTS.throws) throw new TypeError('injected defect')
      if (at === FAULTS.runsForever) for (;;);
      if (at === FAULTS.kills) process.exit(9)
      return fn(input)
    }
  }
  return out
}

if (workerData) serveTasks(withFaults(setupTasks(workerData as TaskSetup)))
