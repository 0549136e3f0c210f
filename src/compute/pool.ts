/**
 * A fixed pool of worker threads with a bounded queue. Written on node:worker_threads rather
 * than piscina because of what we need and piscina does not do: a worker whose task threw is retired
 * before it is given another task (piscina hands the next queued task to the same worker in the same
 * turn, so it cannot be retired without failing an innocent call); every worker has opened its data
 * and said so before the server listens; and a refusal is decided from our own queue. Measured as fast
 * as piscina for our tasks (bench/results.md).
 *
 * - A task runs on an idle worker at once, else waits in a FIFO queue, unless the work already waiting
 *   would keep it waiting too long (QueueBudget): then `run` refuses at once (ComputeBusyError, with a
 *   Retry-After).
 * - A worker whose task is short (expected to end within PREFETCH_MAX_MS) is sent the next waiting task
 *   before it finishes, so that it starts it at once instead of sleeping until the main thread has
 *   taken its answer and sent the next: under chart load each worker otherwise slept once a chart,
 *   for as long as the busy main thread took to turn round. The task still counts as
 *   waiting. If the worker then fails, that task has not run on it (the worker runs nothing after a
 *   task that threw): it goes back to the head of the queue, never failed with the one that broke.
 * - A task that runs longer than `timeoutMs` fails (ComputeFault 'timeout'); its worker is terminated
 *   and replaced. So is a worker whose task threw ('exception') or that died ('crash').
 * - `close` takes no new work, lets what was started and queued finish within the grace period, then
 *   terminates the workers; what has not finished by then fails as closed.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import { KEEP, reusedSize } from './buffers.js'
import { QueueBudget } from './budget.js'
import {
  ComputeClosedError,
  ComputeFault,
  type Compute,
  type ComputeStats,
  type ReadyMessage,
  type ResultMessage,
  type StopMessage,
} from './types.js'

export interface PoolOptions {
  /** Worker threads (≥ 1). */
  size: number
  /** At most this many tasks wait for a worker. */
  queueLimit: number
  /** A task that would wait longer than this (estimated from recent running times) is refused. */
  maxWaitMs: number
  timeoutMs: number
  /** The worker entry: a module that opens what its tasks need and calls serveTasks. A `.ts` entry
   *  (tests, tsx) is loaded through tsx. */
  entry: URL
  /** Passed to every worker as `workerData` (structured-clone data). */
  workerData: unknown
  /** Where replacements and faults are reported (the server's logger). */
  log?: PoolLog
}

export interface PoolLog {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

interface Job {
  id: number
  task: string
  input: unknown
  /** Its estimated running time while it waits (QueueBudget). */
  estimateMs: number
  resolve(value: unknown): void
  reject(err: Error): void
}

interface Slot {
  worker: Worker
  /** The task it is running. */
  job: Job | null
  /** The task sent ahead, to start when `job` ends. */
  next: Job | null
  timer: NodeJS.Timeout | null
  startedMs: number
  /** Terminated by us (time-out, exception, close): its exit is expected. */
  retired: boolean
}

/** A replacement that dies before it is ready is tried again after this long, doubling up to 5 s. */
const RESPAWN_DELAY_MS = [0, 100, 500, 2_000, 5_000]
/** A worker not ready this long after its start is treated as failed. */
const READY_TIMEOUT_MS = 60_000
/** A worker's next task is sent ahead only while its current one is expected to end within this: the
 *  wait it saves (a turn of the main thread) matters for short tasks, and a task sent ahead waits
 *  behind at most this much. */
export const PREFETCH_MAX_MS = 20

/** How long a worker is given to end its own thread before it is terminated. */
const STOP_GRACE_MS = 250

/**
 * A worker's young generation, MB (V8 splits it into two semi-spaces and a third for new large objects:
 * 32 MB semi-spaces, twice V8's default). A chart allocates ~1.4 MB of short-lived objects; with the
 * default the collector ran every ~12 charts and promoted the chart in flight each time (~3.5 MB), so
 * the old generation filled and was marked and compacted every ~250 charts, mostly on V8's helper
 * threads. Measured on the 2-core machine, 600 charts in a worker: 74 scavenges and 4 full collections
 * with the default, 52 and 2 with this; 3.5 ms of CPU a chart instead of 4.6 (all threads). It costs
 * memory only as the generation grows: at most 48 MB more a worker.
 */
export const WORKER_YOUNG_GENERATION_MB = 96

/**
 * Ends a worker: asked first to exit between two turns of its event loop (worker-host.ts), terminated if
 * it has not within STOP_GRACE_MS (a task still running). Terminating a thread while it is inside a
 * native call aborts the whole process (the addon's error path cannot throw into a terminating
 * isolate: "FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw"), and a worker is inside Swiss
 * Ephemeris most of the time it is busy, warming its ingresses included.
 */
async function stopWorker(worker: Worker): Promise<void> {
  const exited = new Promise<void>((done) => worker.once('exit', () => done()))
  try {
    worker.postMessage({ stop: true } satisfies StopMessage)
  } catch {
    // Already gone.
  }
  let timer: NodeJS.Timeout | undefined
  await Promise.race([exited, new Promise<void>((done) => (timer = setTimeout(done, STOP_GRACE_MS)))])
  clearTimeout(timer)
  await worker.terminate()
}

export class WorkerPool implements Compute {
  readonly workers: number
  readonly queueLimit: number
  readonly timeoutMs: number
  private readonly idle: Slot[] = []
  private readonly slots = new Set<Slot>()
  /** FIFO: jobs[head …] wait; the slots before head are emptied as they are taken. */
  private jobs: (Job | undefined)[] = []
  private head = 0
  private nextId = 1
  /** Tasks the workers are running. */
  private running = 0
  /** Tasks sent ahead to a busy worker (Slot.next): still waiting. */
  private ahead = 0
  private sentAheadCount = 0
  private replaced = 0
  private failedStarts = 0
  private readonly budget: QueueBudget
  private closing = false
  /** Set once the first workers are ready: only then is a dead worker replaced. */
  private started = false
  private drained: (() => void) | null = null
  /** Answer buffers given back (recycle), moved to the workers with their next tasks. */
  private spares: ArrayBuffer[] = []

  private constructor(private readonly options: PoolOptions) {
    this.workers = options.size
    this.queueLimit = options.queueLimit
    this.timeoutMs = options.timeoutMs
    this.budget = new QueueBudget(options.queueLimit, options.maxWaitMs, options.size)
  }

  /** Start `size` workers and resolve once every one is ready; rejects if one fails to start. */
  static async start(options: PoolOptions): Promise<WorkerPool> {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error('a pool needs at least 1 worker')
    const pool = new WorkerPool(options)
    try {
      await Promise.all(Array.from({ length: options.size }, () => pool.spawn()))
    } catch (err) {
      await pool.close(0)
      throw err
    }
    pool.started = true
    return pool
  }

  run(task: string, input: unknown): Promise<unknown> {
    if (this.closing) return Promise.reject(new ComputeClosedError())
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, task, input, estimateMs: 0, resolve, reject }
      const slot = this.idle.pop()
      if (slot) return this.dispatch(slot, job)
      try {
        job.estimateMs = this.budget.enqueue(task, this.waiting())
      } catch (err) {
        return reject(err as Error)
      }
      // FIFO: a task is sent ahead only when none waits before it.
      const busy = this.head === this.jobs.length ? this.aheadSlot() : undefined
      if (busy) this.sendAhead(busy, job)
      else this.jobs.push(job)
    })
  }

  private waiting(): number {
    return this.jobs.length - this.head + this.ahead
  }

  /** A busy worker with nothing sent ahead whose task should end soon (the earliest started). */
  private aheadSlot(): Slot | undefined {
    let best: Slot | undefined
    for (const slot of this.slots) {
      if (!slot.job || slot.next || slot.retired) continue
      if (!this.isShort(slot.job.task)) continue
      if (!best || slot.startedMs < best.startedMs) best = slot
    }
    return best
  }

  /** A worker running `task` is sent its next one ahead (PREFETCH_MAX_MS). */
  private isShort(task: string): boolean {
    return this.budget.estimate(task) <= PREFETCH_MAX_MS
  }

  /** What was sent ahead to `slot`, taken off it. */
  private unsend(slot: Slot): Job | null {
    const job = slot.next
    if (job) {
      slot.next = null
      this.ahead--
    }
    return job
  }

  private sendAhead(slot: Slot, job: Job): void {
    slot.next = job
    this.ahead++
    this.sentAheadCount++
    this.post(slot, job)
  }

  /** Tasks sent ahead since the start (the tests). */
  get sentAhead(): number {
    return this.sentAheadCount
  }

  recycle(buffer: ArrayBuffer): void {
    // A detached buffer (already moved) has 0 bytes: never kept twice.
    if (reusedSize(buffer.byteLength) && this.spares.length < KEEP * this.workers) this.spares.push(buffer)
  }

  stats(): ComputeStats {
    return { running: this.running, queued: this.waiting(), replaced: this.replaced }
  }

  async close(graceMs = 10_000): Promise<void> {
    this.closing = true
    if (this.running > 0 || this.waiting() > 0) {
      await new Promise<void>((done) => {
        const timer = setTimeout(done, graceMs)
        this.drained = () => {
          clearTimeout(timer)
          done()
        }
      })
    }
    for (const job of this.jobs.splice(this.head)) job!.reject(new ComputeClosedError())
    this.head = 0
    const exits: Promise<unknown>[] = []
    for (const slot of this.slots) {
      slot.retired = true
      if (slot.timer) clearTimeout(slot.timer)
      if (slot.job) slot.job.reject(new ComputeClosedError())
      if (slot.next) slot.next.reject(new ComputeClosedError())
      slot.job = null
      slot.next = null
      exits.push(stopWorker(slot.worker))
    }
    this.slots.clear()
    this.idle.length = 0
    await Promise.allSettled(exits)
  }

  /** A new worker; resolves when it is ready (and idle), rejects if it dies or fails first. */
  private async spawn(): Promise<void> {
    const worker = await newWorker(this.options.entry, {
      workerData: this.options.workerData,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    })
    if (this.closing) {
      await stopWorker(worker)
      return
    }
    const slot: Slot = { worker, job: null, next: null, timer: null, startedMs: 0, retired: false }
    this.slots.add(slot)
    return new Promise<void>((ready, failed) => {
      let isReady = false
      const readyTimer = setTimeout(() => {
        if (isReady) return
        failed(new Error(`a compute worker was not ready within ${READY_TIMEOUT_MS / 1000} s`))
        this.retire(slot, false)
      }, READY_TIMEOUT_MS)
      readyTimer.unref()
      let startError: Error | undefined
      worker.on('message', (m: ResultMessage | ReadyMessage) => {
        if ('ready' in m) {
          isReady = true
          clearTimeout(readyTimer)
          this.failedStarts = 0
          if (this.closing) {
            this.retire(slot, false)
          } else this.next(slot)
          ready()
          return
        }
        this.settle(slot, m)
      })
      worker.on('error', (err) => {
        // An uncaught error inside the worker; 'exit' follows.
        if (!isReady) startError = err
        else this.options.log?.error({ err }, 'compute worker failed')
      })
      worker.on('exit', (code) => {
        clearTimeout(readyTimer)
        this.slots.delete(slot)
        const at = this.idle.indexOf(slot)
        if (at >= 0) this.idle.splice(at, 1)
        if (slot.timer) clearTimeout(slot.timer)
        if (slot.retired) return
        // It died on its own: fail what it was running (its messages have all been delivered before
        // 'exit'), give back what was sent ahead, and put another in its place.
        const job = slot.job
        slot.job = null
        this.takeBack(slot)
        if (job) {
          this.running--
          job.reject(new ComputeFault('crash', job.task, `the compute worker exited (code ${code})`))
        }
        if (!isReady) {
          failed(startError ?? new Error(`a compute worker exited (code ${code}) before it was ready`))
          this.failedStarts++
        }
        if (this.started) this.replace(isReady ? 'crash' : 'start')
      })
    })
  }

  private replace(reason: string): void {
    if (this.closing || !this.started) return
    this.replaced++
    const delay = RESPAWN_DELAY_MS[Math.min(this.failedStarts, RESPAWN_DELAY_MS.length - 1)]!
    const respawn = () => {
      if (this.closing) return
      this.spawn().catch((err: unknown) =>
        this.options.log?.error({ err, reason }, 'a replacement compute worker failed to start'),
      )
    }
    if (delay === 0) respawn()
    else setTimeout(respawn, delay).unref()
  }

  /** Terminate a worker we no longer trust (its task timed out or threw) and start another. */
  private retire(slot: Slot, replace = true): void {
    if (slot.retired) return
    slot.retired = true
    if (slot.timer) clearTimeout(slot.timer)
    this.slots.delete(slot)
    const at = this.idle.indexOf(slot)
    if (at >= 0) this.idle.splice(at, 1)
    void stopWorker(slot.worker)
    this.takeBack(slot)
    if (replace) this.replace('retired')
  }

  /** The task sent ahead to a worker that will not run it: first in line again (or to an idle worker). */
  private takeBack(slot: Slot): void {
    const job = this.unsend(slot)
    if (!job) return
    const idle = this.idle.pop()
    if (idle) {
      this.budget.dequeued(job.estimateMs)
      return this.dispatch(idle, job)
    }
    if (this.head > 0) this.jobs[--this.head] = job
    else this.jobs.unshift(job)
  }

  /** `job` starts on `slot` now: sent with it, or already sent ahead. */
  private begin(slot: Slot, job: Job): void {
    slot.job = job
    slot.startedMs = performance.now()
    this.running++
    slot.timer = setTimeout(() => {
      slot.timer = null
      const late = slot.job
      slot.job = null
      if (!late) return
      this.running--
      late.reject(
        new ComputeFault('timeout', late.task, `ran past the compute time limit of ${this.timeoutMs} ms`),
      )
      this.retire(slot)
      this.checkDrained()
    }, this.timeoutMs)
  }

  private dispatch(slot: Slot, job: Job): void {
    this.begin(slot, job)
    this.post(slot, job)
  }

  private post(slot: Slot, job: Job): void {
    // Two given-back buffers at most go with a task: enough to keep up with the answers it writes.
    const spare = this.spares.length > 0 ? this.spares.splice(-2) : undefined
    slot.worker.postMessage({ id: job.id, task: job.task, input: job.input, spare }, spare ?? [])
  }

  private settle(slot: Slot, m: ResultMessage): void {
    const job = slot.job
    if (!job || job.id !== m.id) return // answered after its time-out: already failed
    slot.job = null
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    this.running--
    this.budget.observed(job.task, performance.now() - slot.startedMs)
    if (m.ok) {
      job.resolve(m.value)
      this.next(slot)
    } else {
      job.reject(new ComputeFault('exception', job.task, m.message, m.stack))
      this.retire(slot)
      this.checkDrained()
    }
  }

  /** A worker whose task ended: it starts what was sent ahead, else the oldest waiting job, else it
   *  joins the idle ones; and if its task is short and more wait, the next is sent ahead. */
  private next(slot: Slot): void {
    const ahead = this.unsend(slot)
    if (ahead) {
      this.budget.dequeued(ahead.estimateMs)
      this.begin(slot, ahead)
    } else {
      const job = this.shift()
      if (!job) {
        this.idle.push(slot)
        this.checkDrained()
        return
      }
      this.budget.dequeued(job.estimateMs)
      this.dispatch(slot, job)
    }
    if (this.head < this.jobs.length && this.isShort(slot.job!.task)) {
      this.sendAhead(slot, this.shift()!)
    }
  }

  /** The oldest waiting job, out of the queue. */
  private shift(): Job | undefined {
    if (this.head >= this.jobs.length) return undefined
    const job = this.jobs[this.head]!
    this.jobs[this.head++] = undefined
    if (this.head === this.jobs.length) {
      this.jobs = []
      this.head = 0
    } else if (this.head > 1024 && this.head * 2 > this.jobs.length) {
      this.jobs = this.jobs.slice(this.head)
      this.head = 0
    }
    return job
  }

  private checkDrained(): void {
    if (this.drained && this.running === 0 && this.waiting() === 0) {
      const done = this.drained
      this.drained = null
      done()
    }
  }
}

/**
 * A worker on `entry`. Built code (dist/) runs as it is. A `.ts` entry (vitest, tsx: development and
 * tests only) is first bundled with esbuild, once per process, into node_modules/.cache/graha/ (so that
 * packages resolve as from the project): loading TypeScript through tsx inside each worker takes ~3 s a
 * worker, the bundle ~0.1 s once.
 */
async function newWorker(entry: URL, options: WorkerOptions): Promise<Worker> {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options)
  let bundle = bundles.get(entry.href)
  if (!bundle) {
    bundle = bundleEntry(fileURLToPath(entry))
    bundles.set(entry.href, bundle)
  }
  return new Worker(await bundle, options)
}

const bundles = new Map<string, Promise<string>>()

async function bundleEntry(path: string): Promise<string> {
  // A development dependency, loaded only here.
  const esbuild = await import('esbuild')
  const outDir = resolve(process.cwd(), 'node_modules', '.cache', 'graha')
  // Synchronous: the build runs in a child process that then exits, leaving no esbuild service behind.
  const built = esbuild.buildSync({
    entryPoints: [path],
    write: false,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    // Stacks in the log name the TypeScript sources (where the runtime allows it).
    banner: { js: 'process.setSourceMapsEnabled(true);' },
    logLevel: 'silent',
  })
  const code = built.outputFiles[0]!.contents
  // Named by content: processes with the same sources share one file, and none needs removing on exit.
  const name = `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
  const outfile = resolve(outDir, name)
  mkdirSync(outDir, { recursive: true })
  if (existsSync(outfile)) utimesSync(outfile, new Date(), new Date())
  else {
    const tmp = `${outfile}.${process.pid}.tmp`
    writeFileSync(tmp, code)
    renameSync(tmp, outfile)
  }
  // Bundles of sources since edited: unused for a day.
  for (const f of readdirSync(outDir)) {
    const p = resolve(outDir, f)
    if (f !== name && Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { force: true })
  }
  return outfile
}
