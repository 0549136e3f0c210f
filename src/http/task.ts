/**
 * An operation's computation as a task for the compute pool (src/compute): a plain body and the
 * caller's clock reading in, the serialized content out (or the API error it answers with). What the
 * task needs beyond that (the ephemeris, the computationId key) each worker opens once, at start.
 *
 * The content is serialized where it is computed, with the same fast-json-stringify the route's
 * response schema gives, encoded to UTF-8 there too, and crosses the thread as bytes whose buffer is
 * transferred, not copied: cloning a chart's objects would cost twice what serializing them does (0.86
 * vs 0.45 ms, issue 9's measurements), and encoding 128 KB of JSON on the main thread was a tenth of
 * its time per chart. The main thread only writes the envelope in front of it (http/envelope.ts).
 */
import fastJson from 'fast-json-stringify'
import { Type, type Static, type TObject, type TProperties } from 'typebox'
import { EphemerisDataError, HousesUndefinedError, type Ephemeris } from '../astro/index.js'
import { ApiError, type ErrorCode } from './errors.js'

export interface TaskContext {
  eph: Ephemeris
  /** The key behind computationId (Accounts.computationKey()). */
  computationKey: Buffer
}

/** What a task is given: the validated body, and "now" read on the main thread (the clock stays there). */
export interface TaskInput {
  body: unknown
  nowMs: number
}

/** The content as UTF-8 JSON (an object without the envelope's fields), or the error to answer with. */
export type TaskOutput =
  | { json: Uint8Array }
  | {
      error: ErrorCode
      message: string
      /** Internal detail for the log (never sent). */
      detail?: string
    }

export interface OperationTask<Body = unknown> {
  /** The task's name in the pool (the operation's scope name, or ephemeris_<name>). */
  name: string
  /** The response content's properties; `domain` is left to the envelope. */
  content: TProperties
  /** The content for a validated body; throws ApiError (or a core error mapped by `coreError`). */
  run(body: Body, ctx: TaskContext, nowMs: number): object
}

/** The content a task returns: the schema's properties but `domain` (the envelope writes it). */
export type Content<P extends TProperties> = Omit<Static<TObject<P>>, 'domain'>

/** A task whose content is type-checked against the response schema's properties. */
export function defineTask<Body, P extends TProperties = TProperties>(
  name: string,
  content: P,
  run: (body: Body, ctx: TaskContext, nowMs: number) => Content<P>,
): OperationTask<Body> {
  return { name, content, run: run as OperationTask<Body>['run'] }
}

/** The API error of an error thrown by the core, or undefined for a fault (a defect: 500, logged). */
export function coreError(err: unknown): (ApiError & { detail?: string }) | undefined {
  if (err instanceof ApiError) return err
  if (err instanceof HousesUndefinedError) return new ApiError('houses_undefined_at_latitude', err.message)
  if (err instanceof EphemerisDataError) {
    // Not a defect of ours and not the caller's: the data did not answer. 500, with the detail logged.
    return Object.assign(
      new ApiError(
        'internal_error',
        'the ephemeris data could not answer for this request; please retry later',
      ),
      { detail: err.message },
    )
  }
  return undefined
}

const utf8 = new TextEncoder()

/**
 * The task as the pool runs it: input → TaskOutput. An error the API has a code for becomes an error
 * output; anything else is thrown (a fault: the worker is replaced, the call answers 500).
 */
export function compileTask(task: OperationTask, ctx: TaskContext): (input: unknown) => TaskOutput {
  const { domain: _domain, ...props } = task.content
  const serialize = fastJson(Type.Object(props) as object)
  return (input) => {
    const { body, nowMs } = input as TaskInput
    let content: object
    try {
      content = task.run(body, ctx, nowMs)
    } catch (err) {
      const api = coreError(err)
      if (!api) throw err
      return { error: api.code, message: api.message, ...(api.detail ? { detail: api.detail } : {}) }
    }
    return { json: utf8.encode(serialize(content)) }
  }
}
