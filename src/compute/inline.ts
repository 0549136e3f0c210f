/**
 * WORKERS=0: every task on the main thread, for debugging and for hosts too small for threads. A task
 * starts on the next turn of the event loop (setImmediate), never inside the request's own turn, so
 * that the requests that arrived together are all admitted (or refused by the limits) before any of
 * them computes: the concurrency limit holds here too. A running task cannot be stopped, so there is no
 * time limit; the queue is bounded as in the pool (QueueBudget).
 */
import { keepAnswerBuffer } from './buffers.js'
import { QueueBudget } from './budget.js'
import { ComputeClosedError, ComputeFault, type Compute, type ComputeStats, type TaskTable } from './types.js'

export class InlineCompute implements Compute {
  readonly workers = 0
  readonly timeoutMs = null
  private queued = 0
  private running = 0
  private closing = false
  private drained: (() => void) | null = null
  private readonly budget: QueueBudget

  constructor(
    private readonly table: TaskTable,
    readonly queueLimit: number,
    maxWaitMs: number,
  ) {
    this.budget = new QueueBudget(queueLimit, maxWaitMs, 1)
  }

  run(task: string, input: unknown): Promise<unknown> {
    if (this.closing) return Promise.reject(new ComputeClosedError())
    let estimateMs: number
    try {
      estimateMs = this.budget.enqueue(task, this.queued)
    } catch (err) {
      return Promise.reject(err as Error)
    }
    this.queued++
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        this.queued--
        this.budget.dequeued(estimateMs)
        this.running++
        const t0 = performance.now()
        try {
          const fn = this.table[task]
          if (!fn) throw new Error(`no task named ${task}`)
          resolve(fn(input))
        } catch (err) {
          const e = err instanceof Error ? err : new Error(String(err))
          reject(new ComputeFault('exception', task, `${e.name}: ${e.message}`, e.stack))
        } finally {
          this.running--
          this.budget.observed(task, performance.now() - t0)
          if (this.drained && this.running === 0 && this.queued === 0) this.drained()
        }
      })
    })
  }

  recycle(buffer: ArrayBuffer): void {
    keepAnswerBuffer(buffer)
  }

  stats(): ComputeStats {
    return { running: this.running, queued: this.queued, replaced: 0 }
  }

  async close(graceMs = 10_000): Promise<void> {
    this.closing = true
    if (this.queued === 0 && this.running === 0) return
    await new Promise<void>((done) => {
      const timer = setTimeout(done, graceMs)
      this.drained = () => {
        clearTimeout(timer)
        done()
      }
    })
  }
}
