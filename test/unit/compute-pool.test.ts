/**
 * The compute pool (src/compute, issue 9): tasks run off the main thread, the queue is bounded, and a
 * task that throws, runs past the time limit or kills its worker fails alone: its worker is replaced
 * and the next task runs. WORKERS=0 (InlineCompute) keeps the same contract on the main thread.
 */
import { threadId } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ComputeBusyError,
  ComputeClosedError,
  ComputeFault,
  InlineCompute,
  PREFETCH_MAX_MS,
  WorkerPool,
  type Compute,
} from '../../src/compute/index.js'

const ENTRY = new URL('../helpers/pool-worker.ts', import.meta.url)

let pool: Compute | undefined
afterEach(async () => {
  await pool?.close(0)
  pool = undefined
})

function start(size: number, queueLimit = 8, timeoutMs = 2_000) {
  return WorkerPool.start({ size, queueLimit, maxWaitMs: 60_000, timeoutMs, entry: ENTRY, workerData: null })
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected the task to fail')
    },
    (err: unknown) => err,
  )
}

describe('WorkerPool', () => {
  it('runs tasks on worker threads, never on the main thread', async () => {
    pool = await start(2)
    const r = (await pool.run('echo', { a: [1, 'two'] })) as { input: unknown; threadId: number }
    expect(r.input).toEqual({ a: [1, 'two'] })
    expect(r.threadId).not.toBe(threadId)
    expect(pool.workers).toBe(2)
  })

  it('uses every worker at once: two 300 ms tasks on two workers run side by side', async () => {
    pool = await start(2)
    const [a, b] = (await Promise.all([pool.run('spin', 300), pool.run('spin', 300)])) as {
      threadId: number
    }[]
    // Different threads took them: each was free when its task arrived.
    expect(a!.threadId).not.toBe(b!.threadId)
  })

  it('moves result bytes to the main thread intact', async () => {
    pool = await start(1)
    const r = (await pool.run('bytes', { text: 'Vimśottarī daśā' })) as { json: Uint8Array }
    expect(JSON.parse(new TextDecoder().decode(r.json))).toEqual({ text: 'Vimśottarī daśā' })
  })

  it('queues up to queueLimit tasks and refuses the next at once with a Retry-After estimate', async () => {
    pool = await start(1, 3)
    const running = pool.run('spin', 400)
    const queued = [pool.run('echo', 1), pool.run('echo', 2), pool.run('echo', 3)]
    expect(pool.stats()).toMatchObject({ running: 1, queued: 3 })
    const refused = await failure(pool.run('echo', 4))
    expect(refused).toBeInstanceOf(ComputeBusyError)
    expect((refused as ComputeBusyError).retryAfterS).toBeGreaterThanOrEqual(1)
    await running
    // FIFO: the queued tasks ran in their order, and all of them answered.
    expect(((await Promise.all(queued)) as { input: number }[]).map((r) => r.input)).toEqual([1, 2, 3])
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0 })
  })

  it('refuses a call that the waiting work would keep waiting past maxWaitMs (measured running times)', async () => {
    pool = await WorkerPool.start({
      size: 1,
      queueLimit: 100,
      maxWaitMs: 400,
      timeoutMs: 5_000,
      entry: ENTRY,
      workerData: null,
    })
    // Teach the pool that `spin` takes ~150 ms; `echo` stays cheap.
    await pool.run('spin', 150)
    await pool.run('spin', 150)
    const running = pool.run('spin', 150)
    const waiting = [pool.run('spin', 150), pool.run('spin', 150)] // ~300 ms of work waiting
    const refused = await failure(pool.run('spin', 150))
    expect(refused).toBeInstanceOf(ComputeBusyError)
    // A cheap task still fits where a long one does not: the bound is time, not a count.
    const cheap = pool.run('echo', 'cheap')
    await Promise.all([running, ...waiting, cheap])
  })

  it('a task that throws fails with a fault; its worker is replaced; the next task runs', async () => {
    pool = await start(1)
    const before = ((await pool.run('echo', 0)) as { threadId: number }).threadId
    const err = await failure(pool.run('throw', null))
    expect(err).toBeInstanceOf(ComputeFault)
    expect((err as ComputeFault).kind).toBe('exception')
    expect((err as ComputeFault).message).toContain('a defect inside the task')
    // The worker's own stack, for the log.
    expect((err as ComputeFault).workerStack).toMatch(/^TypeError: a defect inside the task\n\s+at /)
    const after = ((await pool.run('echo', 0)) as { threadId: number }).threadId
    expect(after).not.toBe(before)
    expect(pool.stats().replaced).toBe(1)
  })

  it('a task past the time limit is stopped (its worker terminated and replaced); the next runs', async () => {
    pool = await start(1, 8, 300)
    const t0 = performance.now()
    const err = await failure(pool.run('forever', null))
    expect(err).toBeInstanceOf(ComputeFault)
    expect((err as ComputeFault).kind).toBe('timeout')
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290)
    // A task queued behind it waits for the replacement and runs.
    expect(await pool.run('echo', 'next')).toMatchObject({ input: 'next' })
    expect(pool.stats().replaced).toBe(1)
  })

  it('a worker that dies fails its task as a crash; a new worker takes the next task', async () => {
    pool = await start(1)
    const queuedBehind = pool.run('echo', 'behind')
    const err = await failure(pool.run('exit', null))
    // The queued task was first in line, so the exit is the second task.
    expect(await queuedBehind).toMatchObject({ input: 'behind' })
    expect(err).toBeInstanceOf(ComputeFault)
    expect((err as ComputeFault).kind).toBe('crash')
    expect(await pool.run('echo', 'after')).toMatchObject({ input: 'after' })
    expect(pool.stats().replaced).toBe(1)
  })

  it('close lets started and queued tasks finish, then refuses new ones', async () => {
    pool = await start(1)
    const started = pool.run('spin', 200)
    const queued = pool.run('echo', 'queued')
    const closing = pool.close(5_000)
    expect(await failure(pool.run('echo', 'late'))).toBeInstanceOf(ComputeClosedError)
    await closing
    await expect(started).resolves.toMatchObject({})
    await expect(queued).resolves.toMatchObject({ input: 'queued' })
  })

  it('close past its grace period fails what is left as closed', async () => {
    pool = await start(1, 8, 10_000)
    const stuck = failure(pool.run('forever', null))
    await pool.close(100)
    expect(await stuck).toBeInstanceOf(ComputeClosedError)
  })

  it('refuses to start when a worker cannot start', async () => {
    await expect(
      WorkerPool.start({
        size: 1,
        queueLimit: 1,
        maxWaitMs: 1000,
        timeoutMs: 1000,
        entry: new URL('../helpers/no-such-worker.ts', import.meta.url),
        workerData: null,
      }),
    ).rejects.toThrow()
  })
})

describe('WorkerPool: the next task sent ahead to a busy worker', () => {
  async function startOne(timeoutMs = 2_000): Promise<WorkerPool> {
    const p = await start(1, 8, timeoutMs)
    pool = p
    return p
  }

  /** Resolves with the order in which the given calls settled, each as its label. */
  function settledOrder(calls: [string, Promise<unknown>][]): Promise<string[]> {
    const order: string[] = []
    return Promise.all(
      calls.map(([label, p]) =>
        p.then(
          () => order.push(label),
          () => order.push(label),
        ),
      ),
    ).then(() => order)
  }

  it("sends a short task's successor ahead, keeps FIFO order, and counts it as waiting", async () => {
    const p = await startOne()
    const calls = [1, 2, 3].map((n) => p.run('echo', n))
    // One runs; one was sent ahead to the busy worker, one waits here: both still count as queued.
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 })
    expect(p.sentAhead).toBe(1)
    expect(((await Promise.all(calls)) as { input: number }[]).map((r) => r.input)).toEqual([1, 2, 3])
    // When the first ended, the third was sent ahead of the second.
    expect(p.sentAhead).toBe(2)
    expect(p.stats()).toMatchObject({ running: 0, queued: 0 })
  })

  it('sends nothing ahead of a task expected to run long (PREFETCH_MAX_MS): it waits for any worker', async () => {
    const p = await startOne()
    await p.run('spin', 2 * PREFETCH_MAX_MS)
    await p.run('spin', 2 * PREFETCH_MAX_MS)
    const long = p.run('spin', 2 * PREFETCH_MAX_MS)
    const after = p.run('echo', 'after')
    expect(p.sentAhead).toBe(0)
    expect(p.stats()).toMatchObject({ running: 1, queued: 1 })
    await Promise.all([long, after])
  })

  it('a task sent ahead of one that throws is not failed with it: it runs on the replacement, first in line', async () => {
    const p = await startOne()
    const before = ((await p.run('echo', 0)) as { threadId: number }).threadId
    const broken = failure(p.run('throw', null))
    const innocent = p.run('echo', 'innocent')
    const queued = p.run('echo', 'queued')
    expect(p.sentAhead).toBe(1)
    const order = settledOrder([
      ['innocent', innocent],
      ['queued', queued],
    ])
    expect(await broken).toMatchObject({ kind: 'exception' })
    const r = (await innocent) as { input: string; threadId: number }
    expect(r.input).toBe('innocent')
    // Not run by the worker that threw (it runs nothing more), but by the one in its place.
    expect(r.threadId).not.toBe(before)
    expect(await order).toEqual(['innocent', 'queued'])
    expect(p.stats()).toMatchObject({ running: 0, queued: 0, replaced: 1 })
  })

  it.each([
    ['runs past the time limit', 'forever', 'timeout'],
    ['kills its worker', 'exit', 'crash'],
  ])('a task sent ahead of one that %s runs on the replacement', async (_, task, kind) => {
    const p = await startOne(300)
    const failed = failure(p.run(task, null))
    const innocent = p.run('echo', 'innocent')
    expect(p.sentAhead).toBe(1)
    expect(await failed).toMatchObject({ kind })
    expect(await innocent).toMatchObject({ input: 'innocent' })
    expect(p.stats()).toMatchObject({ running: 0, queued: 0, replaced: 1 })
  })

  it('close fails a task still sent ahead past the grace period as closed, like the rest', async () => {
    const p = await startOne(10_000)
    const stuck = failure(p.run('forever', null))
    const ahead = failure(p.run('echo', 'ahead'))
    expect(p.sentAhead).toBe(1)
    await p.close(100)
    expect(await stuck).toBeInstanceOf(ComputeClosedError)
    expect(await ahead).toBeInstanceOf(ComputeClosedError)
  })
})

describe('InlineCompute (WORKERS=0)', () => {
  const table = {
    echo: (input: unknown) => ({ input, threadId }),
    throw: () => {
      throw new TypeError('a defect inside the task')
    },
  }

  it('runs on the main thread, on a later turn of the event loop than the call', async () => {
    pool = new InlineCompute(table, 4, 60_000)
    let ran = false
    const p = pool.run('echo', 1).then((r) => {
      ran = true
      return r
    })
    await Promise.resolve()
    expect(ran).toBe(false)
    expect(await p).toEqual({ input: 1, threadId })
    expect(pool.workers).toBe(0)
    expect(pool.timeoutMs).toBeNull()
  })

  it('turns an exception into a fault and keeps working', async () => {
    pool = new InlineCompute(table, 4, 60_000)
    const err = await failure(pool.run('throw', null))
    expect(err).toBeInstanceOf(ComputeFault)
    expect((err as ComputeFault).kind).toBe('exception')
    expect(await pool.run('echo', 2)).toEqual({ input: 2, threadId })
  })

  it('bounds its queue', async () => {
    pool = new InlineCompute(table, 2, 60_000)
    const a = pool.run('echo', 1)
    const b = pool.run('echo', 2)
    expect(await failure(pool.run('echo', 3))).toBeInstanceOf(ComputeBusyError)
    await Promise.all([a, b])
  })
})

describe('answer buffers given back (compute/buffers.ts)', () => {
  it('a large answer crosses to the main thread, goes back with the next task, and is written into again', async () => {
    pool = await start(1)
    const first = (await pool.run('answer', 100_000)) as { json: Uint8Array; kept: number; capacity: number }
    expect(first.json.byteLength).toBe(100_000)
    expect(first.json.every((b) => b === 0x61)).toBe(true)
    expect(first.kept).toBe(0)
    const buffer = first.json.buffer as ArrayBuffer
    expect(buffer.byteLength).toBe(first.capacity) // moved, not copied: the whole buffer came across
    pool.recycle(buffer)
    const second = (await pool.run('answer', 90_000)) as { json: Uint8Array; kept: number; capacity: number }
    expect(buffer.byteLength).toBe(0) // moved back to the worker with the task
    expect(second.kept).toBe(1) // the worker had it before writing the second answer
    expect(second.capacity).toBe(first.capacity) // and wrote into it
    expect(second.json.byteLength).toBe(90_000)
  })

  it('small answers and detached buffers are not kept', async () => {
    pool = await start(1)
    const small = (await pool.run('answer', 1_000)) as { json: Uint8Array }
    pool.recycle(small.json.buffer as ArrayBuffer)
    const next = (await pool.run('answer', 1_000)) as { kept: number }
    expect(next.kept).toBe(0)
    expect((small.json.buffer as ArrayBuffer).byteLength).toBeGreaterThan(0) // never sent
  })
})
