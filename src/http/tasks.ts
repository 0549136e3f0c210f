/**
 * Every operation's task, as a worker (or the main thread, with WORKERS=0) runs them: opened once per
 * thread with the ephemeris and the computationId key, each content serializer compiled once.
 */
import { openEphemeris, type Ephemeris, type OpenEphemerisOptions } from '../astro/index.js'
import type { TaskTable } from '../compute/index.js'
import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { ingressWarmup } from '../jyotisha/transits/index.js'
import { loadCorpus } from '../corpus/load.js'
import { chartTask } from './routes/calculation/chart.js'
import { dashaTask } from './routes/calculation/dasha.js'
import { transitsTask } from './routes/calculation/transits.js'
import { panchangaTask } from './routes/calculation/panchanga.js'
import { guidanceTask } from './routes/interpretation/guidance.js'
import { compatibilityTask } from './routes/interpretation/compatibility.js'
import { interpretTask } from './routes/interpretation/interpret.js'
import { muhurtaTask } from './routes/interpretation/muhurta.js'
import { forecastTask } from './routes/narrated/forecast.js'
import { timingTask } from './routes/narrated/timing.js'
import { anglesTask } from './routes/ephemeris/angles.js'
import { ayanamsaTask } from './routes/ephemeris/ayanamsa.js'
import { positionsTask } from './routes/ephemeris/positions.js'
import { seriesTask } from './routes/ephemeris/series.js'
import { sunriseTask } from './routes/ephemeris/sunrise.js'
import { compileTask, type OperationTask } from './task.js'

export const OPERATION_TASKS: readonly OperationTask<never>[] = [
  chartTask,
  dashaTask,
  transitsTask,
  panchangaTask,
  guidanceTask,
  interpretTask,
  compatibilityTask,
  muhurtaTask,
  forecastTask,
  timingTask,
  positionsTask,
  anglesTask,
  ayanamsaTask,
  sunriseTask,
  seriesTask,
]

/** What a thread needs to open the tasks (structured-clone data: it is a worker's workerData). */
export interface TaskSetup {
  ephemeris: OpenEphemerisOptions
  /** The key behind computationId. */
  computationKey: Uint8Array
  /** The rule files of the classical corpus (config.ts DEFAULT_CORPUS_DIR). */
  corpusDir: string
  /** Load the corpus and fill the transit ingresses of the years around now between tasks, as the
   *  thread starts (the workers do; see `warmUp`). */
  warmIngresses?: boolean
}

/** Runs `steps` one step per turn of the event loop (setImmediate), so a task that arrives waits for one
 *  step at most. */
function runBetweenTasks(steps: Iterator<unknown>): void {
  const next = () => {
    if (!steps.next().done) setImmediate(next)
  }
  setImmediate(next)
}

/** A worker's first steps between tasks: the corpus (0.4 s, else the first reading's), then the ingresses. */
function* warmUp(eph: Ephemeris, corpusDir: string): Generator<unknown> {
  yield loadCorpus(corpusDir)
  yield* ingressWarmup(eph, Date.now(), DEFAULT_SETTINGS.nodeType)
}

export function setupTasks(setup: TaskSetup): TaskTable {
  const ctx = {
    eph: openEphemeris(setup.ephemeris),
    computationKey: Buffer.from(setup.computationKey),
    corpusDir: setup.corpusDir,
  }
  const table: Record<string, (input: unknown) => unknown> = {}
  for (const task of OPERATION_TASKS) table[task.name] = compileTask(task as OperationTask, ctx)
  if (setup.warmIngresses) runBetweenTasks(warmUp(ctx.eph, setup.corpusDir))
  return table
}
