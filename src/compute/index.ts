/** The compute pool: tasks off the event loop in worker threads, or on the main thread (WORKERS=0). */
import { availableParallelism } from 'node:os'
import { InlineCompute } from './inline.js'
import { WorkerPool, type PoolLog } from './pool.js'
import type { Compute, TaskTable } from './types.js'

export * from './types.js'
export { InlineCompute } from './inline.js'
export { PREFETCH_MAX_MS, WorkerPool, type PoolLog } from './pool.js'
export { serveTasks } from './worker-host.js'
export { answerBuffer, keepAnswerBuffer, recyclable } from './buffers.js'

/** COMPUTE_TIMEOUT_MS default: a computation running longer is stopped. */
export const DEFAULT_COMPUTE_TIMEOUT_MS = 30_000

/** Calls that may wait for a worker, per worker, before calls are refused with 503 server_busy. */
const QUEUE_PER_WORKER = 256

/** A call the work already waiting would keep waiting longer than this is refused (503 server_busy):
 *  better a fast refusal the client can retry than an answer it may have stopped waiting for. */
const DEFAULT_MAX_WAIT_MS = 5_000

/** WORKERS default: the machine's available parallelism. */
export function defaultWorkers(): number {
  return availableParallelism()
}

export interface ComputeOptions {
  /** Worker threads; 0 runs every task on the main thread. */
  workers: number
  timeoutMs: number
  /** Waiting calls before refusing (default QUEUE_PER_WORKER per worker, at least that many). */
  queueLimit?: number | undefined
  /** Default DEFAULT_MAX_WAIT_MS. */
  maxWaitMs?: number | undefined
  /** Worker entry (see WorkerPool) and what it is given. */
  entry: URL
  workerData: unknown
  /** The same tasks on the main thread, for WORKERS=0. */
  inlineTable: TaskTable
  log?: PoolLog
}

/** A pool of `workers` threads, every one ready, or the main thread when `workers` is 0. */
export async function openCompute(options: ComputeOptions): Promise<Compute> {
  const queueLimit = options.queueLimit ?? QUEUE_PER_WORKER * Math.max(1, options.workers)
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS
  if (options.workers === 0) return new InlineCompute(options.inlineTable, queueLimit, maxWaitMs)
  return WorkerPool.start({
    size: options.workers,
    queueLimit,
    maxWaitMs,
    timeoutMs: options.timeoutMs,
    entry: options.entry,
    workerData: options.workerData,
    ...(options.log ? { log: options.log } : {}),
  })
}
