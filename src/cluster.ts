/**
 * `graha serve` as several processes behind one port (PROCESSES > 1; issue 33, "every core"), with
 * node:cluster. The primary forks N server processes, each today's server (server.ts: its own compute
 * pool, store connection and limiter); it serves no request and opens no database. It shares the
 * connections out (round-robin, node:cluster's default everywhere but Windows), replaces a process that
 * dies, stops them all on SIGINT or SIGTERM, and sums their metrics for /metrics.
 *
 * What they say to each other (IPC): a server process says `ready` once it listens, or `failed` with why
 * when it could not start; the primary says `stop`. A scrape of /metrics reaches one process (they share
 * the port); it asks the primary (`scrape`), which collects every ready process's metrics (`collect`,
 * `collected`) and answers with their sum (`scraped`, prom-client's AggregatorRegistry.aggregate), so that
 * the counters neither jump from one process's to another's nor go back.
 */
import cluster, { type Worker } from 'node:cluster'
import pino from 'pino'
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client'
import type { Accounts } from './accounts/index.js'
import { closeWithinMs, type Config } from './config.js'
import { logBase, logDestination } from './logging.js'
import type { Running } from './server.js'

/** The environment variable that gives a server process its number, 1 to N. */
const PROCESS_INDEX_ENV = 'GRAHA_PROCESS_INDEX'

/** A process that dies is replaced after 1 s, then 2, 4 … up to 30 s while its replacements keep dying;
 *  one that served a minute starts the count again. Never a tight loop of forks. */
const RESTART_FIRST_MS = 1_000
const RESTART_MAX_MS = 30_000
const STEADY_MS = 60_000

/** After stopping its servers' own bound (closeWithinMs), the primary gives them this long to close their
 *  stores and exit, then kills those still running. */
const EXIT_MARGIN_MS = 10_000

/** The primary waits this long for a process's metrics; a scrape, for the primary's sum. A process that
 *  does not answer fails the scrape (a gap in the series), rather than a sum that seems to go back. */
const COLLECT_WAIT_MS = 5_000
const SCRAPE_WAIT_MS = 8_000

type Message =
  | { graha: 'ready'; url: string }
  | { graha: 'failed'; message: string }
  | { graha: 'stop' }
  | { graha: 'scrape'; id: number }
  | { graha: 'collect'; id: number }
  | { graha: 'collected'; id: number; metrics: object[] }
  | { graha: 'scraped'; id: number; text?: string; error?: string }

function isMessage(m: unknown): m is Message {
  return typeof m === 'object' && m !== null && typeof (m as { graha?: unknown }).graha === 'string'
}

/**
 * Run `graha serve` with `config.processes` processes: in the primary, start them and resolve, once all have
 * stopped, with the exit code (0: every one stopped cleanly); in a server process, serve and resolve with
 * -1 (keep running).
 */
export async function runCluster(
  config: Config,
  onFirstStart?: (accounts: Accounts) => Promise<void>,
): Promise<number> {
  if (cluster.isPrimary) return runPrimary(config)
  await runServerProcess(config, onFirstStart)
  return -1
}

interface Slot {
  index: number
  worker: Worker
  /** When it said it listens; undefined while it starts. */
  readyAt?: number
  /** Why it could not start, in its own words. */
  failed?: string
  /** Replacements in a row that died (see RESTART_*). */
  deaths: number
}

function runPrimary(config: Config): Promise<number> {
  const dest = logDestination()
  const log = pino({ level: config.logLevel, base: logBase(0) }, dest.stream)
  const slots = new Map<number, Slot>()
  const restarts = new Set<NodeJS.Timeout>()
  let phase: 'starting' | 'serving' | 'stopping' = 'starting'
  let startFailure: string | undefined
  let unclean = false
  let killTimer: NodeJS.Timeout | undefined
  const collecting = new Map<number, (metrics: object[]) => void>()
  let nextCollect = 0
  let finish: (code: number) => void = () => {}

  const fork = (index: number, deaths: number) => {
    const worker = cluster.fork({ [PROCESS_INDEX_ENV]: String(index) })
    const slot: Slot = { index, worker, deaths }
    slots.set(index, slot)
    worker.on('message', (m: unknown) => {
      if (!isMessage(m)) return
      if (m.graha === 'ready') {
        slot.readyAt = Date.now()
        // A stop sent while it was loading, before it listened for one, was lost: say it again.
        if (phase === 'stopping') send(worker, { graha: 'stop' })
        else if (phase === 'starting' && [...slots.values()].every((s) => s.readyAt !== undefined)) {
          phase = 'serving'
          log.info({ processes: config.processes, workers: config.workers, url: m.url }, 'serving')
        } else if (phase === 'serving') {
          log.info({ index, pid: worker.process.pid }, 'server process replaced')
        }
      } else if (m.graha === 'failed') {
        slot.failed = m.message
      } else if (m.graha === 'scrape') {
        const ready = [...slots.values()].filter((s) => s.readyAt !== undefined && s.worker.isConnected())
        Promise.all(ready.map((s) => collect(s.worker)))
          .then((all) => AggregatorRegistry.aggregate<PrometheusContentType>(all).metrics())
          .then(
            (text) => send(worker, { graha: 'scraped', id: m.id, text }),
            (err: unknown) => send(worker, { graha: 'scraped', id: m.id, error: String(err) }),
          )
      } else if (m.graha === 'collected') {
        collecting.get(m.id)?.(m.metrics)
      }
    })
    worker.on('error', (err: Error) =>
      log.warn({ index, reason: err.message }, 'server process channel error'),
    )
  }

  const collect = (worker: Worker) =>
    new Promise<object[]>((done, fail) => {
      const id = nextCollect++
      const timer = setTimeout(() => {
        collecting.delete(id)
        fail(new Error(`server process ${worker.process.pid} did not send its metrics`))
      }, COLLECT_WAIT_MS)
      collecting.set(id, (metrics) => {
        clearTimeout(timer)
        collecting.delete(id)
        done(metrics)
      })
      if (!send(worker, { graha: 'collect', id })) collecting.get(id)?.([])
    })

  const live = () => [...slots.values()].filter((s) => !s.worker.isDead())

  const stop = (code: 'clean' | 'failed') => {
    if (phase === 'stopping') return
    phase = 'stopping'
    if (code === 'failed') unclean = true
    for (const t of restarts) clearTimeout(t)
    restarts.clear()
    for (const s of live()) if (!send(s.worker, { graha: 'stop' })) s.worker.process.kill('SIGTERM')
    const withinMs = closeWithinMs(config) + EXIT_MARGIN_MS
    killTimer = setTimeout(() => {
      const stragglers = live()
      log.error(
        { pids: stragglers.map((s) => s.worker.process.pid), afterS: withinMs / 1000 },
        'server processes still running: killed',
      )
      unclean = true
      for (const s of stragglers) s.worker.process.kill('SIGKILL')
    }, withinMs)
    settleIfDone()
  }

  const settleIfDone = () => {
    if (phase !== 'stopping' || live().length > 0) return
    clearTimeout(killTimer)
    log.info('stopped')
    dest.flushSync()
    if (startFailure !== undefined) console.error(`graha: ${startFailure}`)
    finish(unclean || startFailure !== undefined ? 1 : 0)
  }

  cluster.on('exit', (worker, code, signal) => {
    const slot = [...slots.values()].find((s) => s.worker === worker)
    if (!slot) return
    const how = signal ? { signal } : { code }
    if (phase === 'stopping') {
      if (code !== 0) unclean = true
      settleIfDone()
      return
    }
    if (phase === 'starting' && slot.readyAt === undefined) {
      // A process that cannot start (bad configuration, a database that does not answer): the others
      // would meet the same. Stop them all and say why, rather than fork again and again.
      startFailure =
        slot.failed ?? `server process ${slot.index} exited (${signal ?? code}) before it listened`
      log.error({ index: slot.index, ...how }, 'a server process could not start: stopping')
      stop('failed')
      return
    }
    const deaths = slot.readyAt !== undefined && Date.now() - slot.readyAt >= STEADY_MS ? 1 : slot.deaths + 1
    const inMs = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** (deaths - 1))
    log.warn(
      {
        index: slot.index,
        pid: worker.process.pid,
        ...how,
        ...(slot.failed !== undefined ? { reason: slot.failed } : {}),
        restartInS: inMs / 1000,
      },
      slot.readyAt === undefined
        ? 'a replacement server process could not start: trying again'
        : 'a server process died: replacing it',
    )
    const t = setTimeout(() => {
      restarts.delete(t)
      if (phase !== 'stopping') fork(slot.index, deaths)
    }, inMs)
    restarts.add(t)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (phase === 'stopping') return log.info({ signal }, 'already stopping')
      log.info({ signal }, 'shutting down')
      stop('clean')
    })

  log.info({ processes: config.processes, workers: config.workers }, 'starting server processes')
  for (let index = 1; index <= config.processes; index++) fork(index, 0)
  return new Promise<number>((done) => (finish = done))
}

/** Send `m` to a server process; false when its channel is already closed. */
function send(worker: Worker, m: Message): boolean {
  if (!worker.isConnected()) return false
  try {
    worker.send(m, undefined, {}, () => {}) // a write that fails shows as the process's exit
    return true
  } catch {
    return false
  }
}

async function runServerProcess(
  config: Config,
  onFirstStart?: (accounts: Accounts) => Promise<void>,
): Promise<void> {
  const index = Number(process.env[PROCESS_INDEX_ENV])
  const say = (m: Message) => new Promise<void>((done) => process.send!(m, undefined, {}, () => done()))
  let running: Running | undefined
  const scrapes = new Map<number, { done(text: string): void; fail(err: Error): void }>()
  // Listening before the server exists: a stop while it starts ends it at once (nothing is in flight).
  process.on('message', (m: unknown) => {
    if (!isMessage(m)) return
    if (m.graha === 'stop') {
      if (running) running.shutdown({ by: 'primary' })
      else process.exit(0)
    } else if (m.graha === 'collect') {
      const own = running?.app.metrics.registry
      ;(own ? own.getMetricsAsJSON() : Promise.resolve([])).then(
        (metrics) => say({ graha: 'collected', id: m.id, metrics }),
        () => say({ graha: 'collected', id: m.id, metrics: [] }),
      )
    } else if (m.graha === 'scraped') {
      const scrape = scrapes.get(m.id)
      scrapes.delete(m.id)
      if (m.text !== undefined) scrape?.done(m.text)
      else scrape?.fail(new Error(m.error ?? 'no metrics'))
    }
  })

  try {
    const { serve } = await import('./server.js')
    // The development account of an empty database (onFirstStart) is made by process 1 alone.
    running = await serve(config, index === 1 ? onFirstStart : undefined, { processIndex: index })
  } catch (err) {
    // The primary says it once, as a single process would, and stops the others.
    await say({ graha: 'failed', message: err instanceof Error ? err.message : String(err) })
    process.exit(1)
  }
  if (config.metrics.token !== undefined || config.metrics.port !== undefined) {
    const own = running.app.metrics
    // Whichever process is scraped answers with the sum over all of them (see the top of this file).
    let next = 0
    own.scrape = () =>
      new Promise((done, fail) => {
        const id = next++
        const timer = setTimeout(() => {
          scrapes.delete(id)
          fail(new Error('the primary did not answer'))
        }, SCRAPE_WAIT_MS)
        scrapes.set(id, {
          done: (text) => {
            clearTimeout(timer)
            done({ contentType: own.registry.contentType, text })
          },
          fail: (err) => {
            clearTimeout(timer)
            fail(err)
          },
        })
        void say({ graha: 'scrape', id })
      })
  }
  const bound = running.app.server.address()
  const url =
    bound && typeof bound === 'object'
      ? `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`
      : String(bound)
  await say({ graha: 'ready', url })
}
