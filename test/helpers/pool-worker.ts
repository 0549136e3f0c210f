/**
 * A worker entry for the pool's own tests (test/unit/compute-pool.test.ts): tasks that answer, wait,
 * throw, run forever or kill their thread, so that every way a task can end is exercised.
 */
import { threadId } from 'node:worker_threads'
import { answerBuffer, serveTasks } from '../../src/compute/index.js'
import { keptAnswerBuffers } from '../../src/compute/buffers.js'

/** Busy-wait `ms`: a computation that holds its thread, as real work does. */
function spin(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

serveTasks({
  echo: (input) => ({ input, threadId }),
  spin: (input) => {
    spin(input as number)
    return { threadId }
  },
  bytes: (input) => ({ json: new TextEncoder().encode(JSON.stringify(input)) }),
  /** An answer of `input` bytes written into an answer buffer, and how many were kept before it. */
  answer: (input) => {
    const kept = keptAnswerBuffers()
    const json = answerBuffer(input as number).fill(0x61)
    return { json, kept, capacity: json.buffer.byteLength }
  },
  throw: () => {
    throw new TypeError('a defect inside the task')
  },
  forever: () => {
    for (;;);
  },
  exit: () => process.exit(7),
})
