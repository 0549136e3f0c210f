/**
 * An operation's computation as a task for the compute pool (src/compute): a plain body and the
 * caller's clock reading in, the serialized content out (or the API error it answers with). What the
 * task needs beyond that (the ephemeris, the computationId key) each worker opens once, at start.
 *
 * The content is serialized where it is computed, with the same fast-json-stringify the route's
 * response schema gives, encoded there too, and crosses the thread as bytes whose buffer is
 * transferred, not copied: cloning a chart's objects would cost twice what serializing them does (0.86
 * vs 0.45 ms, issue 9's measurements). The main thread only writes the envelope in front of it
 * (http/envelope.ts).
 *
 * The JSON is ASCII: characters beyond it are written as `\uXXXX` escapes (as Python's json does by
 * default; any JSON parser reads the same text). One typographic apostrophe in a chart's 128 KB made
 * V8 hold the whole text as two-byte characters and UTF-8-encode it character by character: 1.8 ms, as
 * much as the chart's astronomy. Escaping the few such characters in the content's strings first
 * (~0.2 ms for a chart) keeps the text one-byte, and its bytes are then copied as they are.
 */
import fastJson from 'fast-json-stringify'
import { Type, type Static, type TObject, type TProperties } from 'typebox'
import { EphemerisDataError, HousesUndefinedError, type Ephemeris } from '../astro/index.js'
import { ENVELOPE_ROOM } from './envelope.js'
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

/** The content as JSON (an object without the envelope's fields) from byte ENVELOPE_ROOM on (see
 *  asciiJson), or the error to answer with. */
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
  /**
   * Runs on the main thread, at once, even with workers: work of tens of microseconds (one instant's
   * positions, angles, ayanamsas) costs less than handing it to a worker and back. Measured on the
   * 2-core machine of issue 9 with `positions` (~45 µs of work): main-thread CPU 140 µs per call with
   * the hop against 167 µs without, but 266 µs of CPU in all against 177, and fewer calls a second
   * (bench/results.md).
   */
  cheap: boolean
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
  options: { cheap?: boolean } = {},
): OperationTask<Body> {
  return { name, content, cheap: options.cheap === true, run: run as OperationTask<Body>['run'] }
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

/** A character that is not printable ASCII: escaped. DEL (0x7f), printable-adjacent, is escaped too:
 *  it marks the escapes until the text is serialized. */
const NON_ASCII = /[\u007f-\uffff]/
const NON_ASCII_ALL = /[\u007f-\uffff]/g
const MARKED = /\x7f([0-9a-f]{4})/g
const mark = (c: string) => `\x7f${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/** `text` with its non-ASCII characters marked, as a one-byte string: `replace` on a string with
 *  non-ASCII characters gives a two-byte string even when every character of the result is ASCII, and
 *  one such piece makes the whole serialized text two-byte again. */
const marked = (text: string) => Buffer.from(text.replace(NON_ASCII_ALL, mark), 'latin1').toString('latin1')

/** Every string in `value` (built by the task, so ours to change) with its non-ASCII characters marked
 *  as DEL and four hex digits, which fast-json-stringify leaves as they are. */
function markNonAscii(value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i]
      if (typeof v === 'string') {
        if (NON_ASCII.test(v)) value[i] = marked(v)
      } else if (typeof v === 'object' && v !== null) markNonAscii(v)
    }
  } else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>
    for (const k in o) {
      const v = o[k]
      if (typeof v === 'string') {
        if (NON_ASCII.test(v)) o[k] = marked(v)
      } else if (typeof v === 'object' && v !== null) markNonAscii(v)
    }
  }
}

/** The content as ASCII JSON bytes (see above), from byte `room` of a buffer of its own (so that it can
 *  be transferred, and the envelope written in front of it). */
export function asciiJson(
  content: object,
  serialize: (content: object) => string,
  room = ENVELOPE_ROOM,
): Uint8Array {
  markNonAscii(content)
  let json = serialize(content)
  if (json.includes('\x7f')) json = json.replace(MARKED, '\\u$1')
  const out = Buffer.allocUnsafeSlow(room + json.length)
  out.write(json, room, 'latin1')
  return out
}

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
    return { json: asciiJson(content, serialize) }
  }
}
