/**
 * What an operation is: one object per operation (src/operations/<name>.ts), from which the HTTP route
 * (http/operations.ts), the compute task of the workers (tasks.ts) and the OpenAPI entry are all made.
 * `run` is the whole computation: a validated request in, the finished content out. It knows no HTTP
 * request, no money and no database; the gate, the envelope and the billing are http/'s.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox'
import type { Price, Scope } from '../accounts/rules.js'
import type { Ephemeris } from '../astro/index.js'
import type { Language } from '../i18n/languages.js'
import { NamesField } from '../i18n/names.js'
import { withLanguage } from '../schemas/common.js'
import { plainJson } from '../schemas/keywords.js'
import type { ErrorCode } from '../schemas/errors.js'

/** What `run` is given besides the request: opened once per thread (the ephemeris, the key behind
 *  computationId, the corpus's folder) and the caller's clock reading (the clock stays on the main
 *  thread). */
export interface RunContext {
  eph: Ephemeris
  /** The key behind computationId (Accounts.computationKey()). */
  computationKey: Buffer
  /** Where the corpus's rule files are (loaded once per thread, on first use). */
  corpusDir: string
  /** "Now", read on the main thread when the call arrived. */
  nowMs: number
  /** The language of the call (its sentences are in it where the operation's `texts` has it); absent:
   *  English. */
  language?: Language
}

/** The content an operation returns: its answer's properties but `domain` (the envelope writes it). */
export type Content<P extends TProperties> = Omit<Static<TObject<P>>, 'domain'>

/** How the OpenAPI document presents the operation. */
export interface OperationDocument {
  operationId: string
  tag: 'Calculation' | 'Interpretation' | 'Narrated' | 'Ephemeris'
  summary: string
  description: string
  /** The 200 answer's description ("The chart."). */
  answer: string
}

/**
 * A keyed operation: `POST path`, authenticated, limited and charged. `R` is the request's schema, `P`
 * the answer's content, `O` what `run` returns: the content itself, or for a narrated operation the
 * facts the narrator voices on the main thread (`prepared`).
 */
export interface Operation<R extends TSchema, P extends TProperties, O extends TProperties = P> {
  /** The task's name in the compute pool and in the logs. */
  id: string
  path: string
  /** The key scope that may call it (spec §3). */
  scope: Scope
  /** Its price (spec §4). */
  price: Price
  /**
   * `hold`: the price is taken before the work and captured on a 2xx answer (costly work); `settle`:
   * checked before the work and charged with the answer (work of milliseconds at most; block billing).
   */
  billing: 'hold' | 'settle'
  /** The envelope's `domain` tag; `requested`: the request's own `domain` (spec §2.2). */
  domain: string
  request: R
  response: P
  /** Narrated operations: what `run` prepares, voiced by the narrator ('forecast' or 'timing'). */
  narration?: { kind: 'forecast' | 'timing'; prepared: O }
  /** The codes it can answer with besides the gate's (key, credit and limit codes). */
  errors: readonly ErrorCode[]
  /** The documented example request; the sandbox answer is this operation's answer to it. */
  example: Static<R>
  /**
   * Run on the main thread, at once, even with workers: work of tens of microseconds (one instant's
   * positions, angles, ayanamsas) costs less than handing it to a worker and back (on the 2-core
   * machine, `positions`: 266 µs of CPU in all with the hop against 177 µs without; bench/results.md).
   */
  cheap?: boolean
  /** Its largest request body in bytes, where the default 64 KiB is too little (a batch of 500
   *  profiles, a report with a logo). */
  bodyLimitBytes?: number
  /**
   * The languages beside English every sentence of its answer is written in (issue 36): an answer in
   * another language gives its text in English and lists `text` in `languageFallback`. Absent: none.
   */
  texts?: readonly Language[]
  document: OperationDocument
  /** The content for a validated request; throws ApiError (or a core error tasks.ts maps). */
  run(input: Static<R>, context: RunContext): Content<O>
}

/** Any operation, as the tables hold them. */
export type AnyOperation = Operation<TSchema, TProperties, TProperties>

/** `names`, the last property of every answer's content: the words in the call's language for the
 *  names it holds (i18n/names.ts); given in every language but English. */
const NamesProp = plainJson(Type.Optional(NamesField))

/** `props` with `names` after its own. */
function withNames<P extends TProperties>(props: P): P {
  return { ...props, names: NamesProp }
}

/**
 * The operation, its request taking `language` beside its own fields and its answer (for a narrated one,
 * its prepared facts too) giving `names` after its own: every operation does. Its content is checked
 * against its answer's schema (and, narrated, its prepared facts' schema) with no cast.
 */
export function defineOperation<R extends TSchema, P extends TProperties, O extends TProperties = P>(
  op: Operation<R, P, O>,
): Operation<R, P, O> {
  return {
    ...op,
    request: withLanguage(op.request),
    response: withNames(op.response),
    ...(op.narration ? { narration: { ...op.narration, prepared: withNames(op.narration.prepared) } } : {}),
  }
}

/** A free operation: `GET path`, no key, nothing charged (the muhurta catalogue). */
export interface FreeOperation<S extends TSchema> {
  id: string
  path: string
  response: S
  document: Omit<OperationDocument, 'description' | 'answer'>
  /** The languages beside English its words are written in (as Operation.texts). Absent: none. */
  texts?: readonly Language[]
  /** The answer in `language` (the query's `language`, else the best of `Accept-Language`), the same
   *  for every call in that language. */
  content(language: Language): Static<S>
}

export function defineFreeOperation<S extends TSchema>(op: FreeOperation<S>): FreeOperation<S> {
  return op
}
