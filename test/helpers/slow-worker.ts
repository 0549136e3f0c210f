/**
 * The API's worker entry with one slow request (test/http/faults.test.ts): a series starting at, or a
 * chart for a birth on, SLOW.at takes SLOW.ms longer (the worker thread sleeps), so that a test can cut a
 * connection while the call is computing. Every request is the real task.
 */
import { workerData } from 'node:worker_threads'
import { serveTasks, type TaskTable } from '../../src/compute/index.js'
import { setupTasks, type TaskSetup } from '../../src/operations/tasks.js'

export const SLOW = { at: '2002-02-02T00:00:00Z', date: '2002-02-02', ms: 1_500 } as const

export function withSlowness(table: TaskTable): TaskTable {
  const out: Record<string, (input: unknown) => unknown> = {}
  for (const [name, fn] of Object.entries(table)) {
    out[name] = (input) => {
      const body = (input as { body: { start?: string; birthData?: { date: string } } }).body
      if (body.start === SLOW.at || body.birthData?.date === SLOW.date)
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SLOW.ms)
      return fn(input)
    }
  }
  return out
}

if (workerData) serveTasks(withSlowness(setupTasks(workerData as TaskSetup)))
