/**
 * Every operation as a task of the compute pool (src/compute): a validated body and the caller's clock
 * reading in, the serialized content out (or the API error it answers with). A worker (or the main
 * thread, with WORKERS=0) opens the table once, with the ephemeris and the computationId key, and
 * compiles each content serializer once.
 */
import { openEphemeris, EphemerisDataError, HousesUndefinedError, type Ephemeris } from '../astro/index.js'
import type { OpenEphemerisOptions } from '../astro/index.js'
import type { TaskTable } from '../compute/index.js'
import { loadCorpus } from '../corpus/load.js'
import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { ingressWarmup } from '../jyotisha/transits/index.js'
import { DEFAULT_LANGUAGE, nameTable, useNamesDir, type Language } from '../i18n/languages.js'
import { namesFinder, namesIn } from '../i18n/names.js'
import { ApiError, type ErrorCode } from '../schemas/errors.js'
import { EPHEMERIS_DATA_FAILED, housesUndefined } from './errors.js'
import type { AnyOperation, RunContext } from './define.js'
import { OPERATIONS } from './index.js'
import { asciiJson, contentSerializer } from './serialize.js'

/** What a task is given: the validated body, "now" read on the main thread (the clock stays there), and
 *  the language of the call (the request's `language` or its Accept-Language; absent: English). */
export interface TaskInput {
  body: unknown
  nowMs: number
  language?: Language
}

/** The content as JSON (an object without the envelope's fields) from byte ENVELOPE_ROOM on (see
 *  serialize.ts), or the error to answer with. */
export type TaskOutput =
  | { json: Uint8Array }
  | {
      error: ErrorCode
      /** The message in English (ApiError.message). */
      message: string
      /** The message in Hindi (ApiError.text.hi). */
      hi: string
      /** Internal detail for the log (never sent). */
      detail?: string
    }

/** The API error of an error thrown by the core, or undefined for a fault (a defect: 500, logged). */
export function coreError(err: unknown): (ApiError & { detail?: string }) | undefined {
  if (err instanceof ApiError) return err
  if (err instanceof HousesUndefinedError) return housesUndefined(err)
  if (err instanceof EphemerisDataError) {
    // Not a defect of ours and not the caller's: the data did not answer. 500, with the detail logged.
    return Object.assign(new ApiError('internal_error', EPHEMERIS_DATA_FAILED), { detail: err.message })
  }
  return undefined
}

/**
 * The operation as the pool runs it: input → TaskOutput. An error the API has a code for becomes an
 * error output; anything else is thrown (a fault: the worker is replaced, the call answers 500).
 */
export function compileTask(
  op: AnyOperation,
  ctx: Omit<RunContext, 'nowMs' | 'language'>,
): (input: unknown) => TaskOutput {
  const { domain: _domain, ...props } = op.narration?.prepared ?? op.response
  const serialize = contentSerializer(props)
  const { names: _names, ...named } = props
  const findNames = namesFinder(named)
  return (input) => {
    const { body, nowMs, language = DEFAULT_LANGUAGE } = input as TaskInput
    let content: object
    try {
      content = op.run(body, { ...ctx, nowMs, language })
    } catch (err) {
      const api = coreError(err)
      if (!api) throw err
      return {
        error: api.code,
        message: api.message,
        hi: api.text.hi,
        ...(api.detail ? { detail: api.detail } : {}),
      }
    }
    // A copy: the content may be a cached object that answers in other languages too.
    if (language !== DEFAULT_LANGUAGE)
      content = { ...content, names: namesIn(findNames(content), nameTable(language)) }
    return { json: asciiJson(content, serialize) }
  }
}

/** What a thread needs to open the tasks (structured-clone data: it is a worker's workerData). */
export interface TaskSetup {
  ephemeris: OpenEphemerisOptions
  /** The key behind computationId. */
  computationKey: Uint8Array
  /** The rule files of the classical corpus (config.ts DEFAULT_CORPUS_DIR). */
  corpusDir: string
  /** The name tables (i18n/languages.ts NAMES_DIR, as the main thread finds it: a worker run from a
   *  bundle could not find it from its own file). */
  namesDir?: string
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
  if (setup.namesDir) useNamesDir(setup.namesDir)
  for (const op of OPERATIONS) table[op.id] = compileTask(op, ctx)
  if (setup.warmIngresses) runBetweenTasks(warmUp(ctx.eph, setup.corpusDir))
  return table
}
