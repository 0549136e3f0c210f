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
 * much as the chart's astronomy. They are written as escapes into the bytes instead (asciiJson), the
 * ASCII runs between them copied as they are.
 */
import fastJson from 'fast-json-stringify'
import { Type, type Static, type TObject, type TProperties } from 'typebox'
import { EphemerisDataError, HousesUndefinedError, type Ephemeris } from '../astro/index.js'
import { answerBuffer } from '../compute/buffers.js'
import { ENVELOPE_ROOM } from './envelope.js'
import { ApiError, type ErrorCode } from '../schemas/errors.js'

export interface TaskContext {
  eph: Ephemeris
  /** The key behind computationId (Accounts.computationKey()). */
  computationKey: Buffer
  /** Where the corpus's rule files are (loaded once per thread, on first use). */
  corpusDir: string
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

/** A UTF-16 code unit beyond printable ASCII (DEL included): written as a `\uXXXX` escape. */
const NON_ASCII = /[\u007f-\uffff]/g

/**
 * A serializer of content by its top-level properties: the same fast-json-stringify, one compiled for
 * each property's schema, giving the object's JSON in pieces (`{"key":`, value, `,"key":`, …, `}`)
 * instead of one text. A text of more than 128 KB is a large object to V8, a fresh mapping of memory
 * each time it is made; on the 2-core machine of issue 9 making a chart's 128 KB text flat cost ~1 ms a
 * chart (page faults), as much as its astronomy. Pieces are written into the answer's bytes one by one
 * (asciiJson), none of them that large.
 */
export function contentSerializer(props: TProperties): (content: object) => string[] {
  const required = new Set(Type.Object(props).required ?? [])
  const fields = Object.entries(props).map(([key, schema]) => ({
    key,
    head: `${JSON.stringify(key)}:`,
    write: fastJson(schema as object) as (value: unknown) => string,
    required: required.has(key),
  }))
  return (content) => {
    const o = content as Record<string, unknown>
    const pieces: string[] = []
    for (const f of fields) {
      const v = o[f.key]
      if (v === undefined) {
        // As fast-json-stringify answers a missing required property: a defect of the task.
        if (f.required) throw new Error(`"${f.key}" is required!`)
        continue
      }
      pieces.push(pieces.length === 0 ? `{${f.head}` : `,${f.head}`, f.write(v))
    }
    pieces.push(pieces.length === 0 ? '{}' : '}')
    return pieces
  }
}

/** The content as ASCII JSON bytes (see above), from byte `room` of a buffer of its own (so that it can
 *  be transferred, and the envelope written in front of it; a large one recycled, compute/buffers.ts). `serialize` gives the JSON as one text or
 *  in pieces (contentSerializer). */
export function asciiJson(
  content: object,
  serialize: (content: object) => string | readonly string[],
  room = ENVELOPE_ROOM,
): Uint8Array {
  const json = serialize(content)
  const pieces = typeof json === 'string' ? [json] : json
  // Where each piece has a character to escape (one scan each; none, as a rule).
  const escapes: (number[] | null)[] = []
  let size = room
  for (const piece of pieces) {
    NON_ASCII.lastIndex = 0
    let m = NON_ASCII.exec(piece)
    let at: number[] | null = null
    if (m !== null) {
      at = []
      do at.push(m.index)
      while ((m = NON_ASCII.exec(piece)) !== null)
      size += 5 * at.length
    }
    escapes.push(at)
    size += piece.length
  }
  const out = answerBuffer(size)
  let pos = room
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!
    const at = escapes[k]
    if (!at) {
      pos += out.write(piece, pos, 'latin1')
      continue
    }
    // Escapes written into the bytes, not by `replace` on the text (~1.6 ms on a chart's text with one
    // two-byte character); the ASCII runs between them are copied with `latin1`, which writes a
    // two-byte text's ASCII code units as bytes; each escape is six bytes where its code unit was one.
    let from = 0
    for (const i of at) {
      if (i > from) pos += out.write(piece.slice(from, i), pos, 'latin1')
      pos += out.write(`\\u${piece.charCodeAt(i).toString(16).padStart(4, '0')}`, pos, 'latin1')
      from = i + 1
    }
    if (from < piece.length) pos += out.write(piece.slice(from), pos, 'latin1')
  }
  return out
}

/**
 * The task as the pool runs it: input → TaskOutput. An error the API has a code for becomes an error
 * output; anything else is thrown (a fault: the worker is replaced, the call answers 500).
 */
export function compileTask(task: OperationTask, ctx: TaskContext): (input: unknown) => TaskOutput {
  const { domain: _domain, ...props } = task.content
  const serialize = contentSerializer(props)
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
