/**
 * When a call may wait for a worker, and when it is refused at once (503 server_busy). The bound is the
 * time the work already waiting would keep it waiting, estimated from each task's recent running times
 * (so a burst of 200 ayanamsa calls, microseconds each, waits; a dozen year-long scans may not), with a
 * hard cap on how many wait.
 */
import { ComputeBusyError } from './types.js'

/** A task's running time until one has been measured. */
const FIRST_ESTIMATE_MS = 10

export class QueueBudget {
  /** Recent running time (ms) of each task: an exponentially weighted mean over about 8 runs. */
  private readonly estimates = new Map<string, number>()
  private queuedWorkMs = 0

  constructor(
    /** At most this many calls wait. */
    readonly queueLimit: number,
    /** A call that would wait longer than this (estimated) is refused. */
    readonly maxWaitMs: number,
    /** Tasks that run at once (the workers; 1 on the main thread). */
    private readonly lanes: number,
  ) {}

  /**
   * Reserve a place in the queue for `task` behind `queued` waiting calls: the estimate to give back
   * with `dequeued`. Throws ComputeBusyError, with a Retry-After, when the call cannot wait.
   */
  enqueue(task: string, queued: number): number {
    const estimateMs = this.estimate(task)
    if (queued >= this.queueLimit || (this.queuedWorkMs + estimateMs) / this.lanes > this.maxWaitMs) {
      throw new ComputeBusyError(Math.max(1, Math.ceil(this.queuedWorkMs / this.lanes / 1000)))
    }
    this.queuedWorkMs += estimateMs
    return estimateMs
  }

  /** The running time `task` is expected to take (ms). */
  estimate(task: string): number {
    return this.estimates.get(task) ?? FIRST_ESTIMATE_MS
  }

  dequeued(estimateMs: number): void {
    this.queuedWorkMs = Math.max(0, this.queuedWorkMs - estimateMs)
  }

  /** A run of `task` took `ms`. */
  observed(task: string, ms: number): void {
    const e = this.estimates.get(task)
    this.estimates.set(task, e === undefined ? ms : e + (ms - e) / 8)
  }
}
