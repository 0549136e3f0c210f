/**
 * What crosses the pool: task names, plain inputs and plain outputs (structured-clone data: no class
 * instances, connections or clocks; conventions.md), and the three ways a computation can fail.
 */

/** The work a worker (or the main thread, with WORKERS=0) can do: task name → function of a plain
 *  input. A function that throws is a fault: the caller answers 500 and the worker is replaced. */
export type TaskTable = Readonly<Record<string, (input: unknown) => unknown>>

/** How a computation ended without a result. */
export type FaultKind = 'exception' | 'timeout' | 'crash'

/** A computation that did not give a result: it threw, ran past the time limit, or its worker died.
 *  The message is internal (logged), never sent to the caller. */
export class ComputeFault extends Error {
  override name = 'ComputeFault'
  constructor(
    readonly kind: FaultKind,
    readonly task: string,
    message: string,
    /** The stack inside the worker, for the log. */
    readonly workerStack?: string,
  ) {
    super(message)
  }
}

/** The pool's queue is full: refuse now (503 server_busy) rather than make the caller wait. */
export class ComputeBusyError extends Error {
  override name = 'ComputeBusyError'
  constructor(readonly retryAfterS: number) {
    super('the compute queue is full')
  }
}

/** The pool is closing (the server is shutting down) and takes no new work. */
export class ComputeClosedError extends Error {
  override name = 'ComputeClosedError'
  constructor() {
    super('the compute pool is closed')
  }
}

/** Where a task runs: a pool of worker threads, or the main thread (WORKERS=0). */
export interface Compute {
  /** Worker threads (0: everything runs on the main thread). */
  readonly workers: number
  /** Tasks that may wait for a worker; one more is refused with ComputeBusyError. */
  readonly queueLimit: number
  /** A running task is stopped after this long (null on the main thread, which cannot stop one). */
  readonly timeoutMs: number | null
  /** Run `task` on `input`; rejects with ComputeFault, ComputeBusyError or ComputeClosedError. */
  run(task: string, input: unknown): Promise<unknown>
  /** Give back the buffer of an answer that has been written out completely and is used no more
   *  (compute/buffers.ts): the next large answer is written into it. */
  recycle(buffer: ArrayBuffer): void
  /** Counters for /healthz and the tests. */
  stats(): ComputeStats
  /** Take no new work, let what was started finish (at most `graceMs`), then stop the workers. */
  close(graceMs?: number): Promise<void>
}

export interface ComputeStats {
  /** Tasks running now. */
  running: number
  /** Tasks waiting for a worker. */
  queued: number
  /** Workers replaced after an exception, a time-out or a crash since the start. */
  replaced: number
}

/** Messages between the pool and a worker. */
export interface TaskMessage {
  id: number
  task: string
  input: unknown
  /** Answer buffers given back, moved to the worker with the task (compute/buffers.ts). */
  spare?: ArrayBuffer[]
}

/** Asks a worker to end its thread between two turns of its event loop (pool.ts `stopWorker`). */
export interface StopMessage {
  stop: true
}

export type ResultMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; stack?: string | undefined }

export interface ReadyMessage {
  ready: true
}
