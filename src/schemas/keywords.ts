/** The keywords our schemas add to JSON Schema, read by the request validator (validation.ts) and
 *  removed wherever a schema is shown to others (`publicSchema`: the OpenAPI document, the MCP tools). */

/** Keyword naming a semantic check of a value: `{ type: 'string', 'x-graha-check': 'instant' }`. */
export const CHECK_KEYWORD = 'x-graha-check'
/** Annotation giving the error code for any failure of the field it sits on (type, range, …). */
export const CODE_KEYWORD = 'x-graha-code'

export type CheckName =
  | 'instant'
  | 'calendarDate'
  | 'dateOrInstant'
  | 'referenceDate'
  | 'timezone'
  | 'seriesWindow'
  | 'charaNeedsTime'
  | 'chartImageRequest'
  | 'kpRequest'
  | 'logo'
  | 'birthDate'
  | 'clockTime'
  | 'utcOffset'
  | 'muhurtaRequest'
  | 'timeOfDay'
  | 'timingRequest'
  | 'timingDate'

/** What a check keyword means for a reader of a published schema. */
const CHECK_FORMAT: Record<string, string | undefined> = { instant: 'date-time', calendarDate: 'date' }

/**
 * A copy of `node` (a schema, or a document holding schemas) as plain JSON Schema for others to read:
 * without our keywords, which no other validator knows, and with the standard `format` where a check
 * has one. The checks themselves stay the server's: a value they refuse is still answered with its code.
 */
export function publicSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(publicSchema)
  if (node === null || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(node)) {
    if (k === CODE_KEYWORD) continue
    if (k === CHECK_KEYWORD) {
      const format = CHECK_FORMAT[String(v)]
      if (format) out.format = format
      continue
    }
    out[k] = publicSchema(v)
  }
  return out
}

/** Schemas whose values are written by a writer of their own instead of fast-json-stringify: by
 *  `JSON.stringify` (plainJson), or by a function written for their shape (writtenBy). */
const WRITERS = new WeakMap<object, (value: unknown) => string>()

/**
 * Marks the schema of an answer's top-level property as written by `JSON.stringify` instead of the
 * fast-json-stringify its schema compiles to (operations/serialize.ts). Only for values that our code
 * builds with exactly the schema's properties, in its order, and nothing else: a test writes each such
 * value both ways, in every shape it takes, and compares (test/unit/plain-json.test.ts).
 * fast-json-stringify writes a large array of objects as a rope of thousands of small texts, which must
 * then be flattened to be scanned and copied into the answer; `JSON.stringify` writes one flat text in
 * one pass. For a chart's 729 daśā periods (95 KB) that was 0.3 of the 1.1 ms its answer took to write
 * on the 2-core machine, and ~7,000 short-lived texts fewer for the collector.
 */
export function plainJson<T extends object>(schema: T): T {
  return writtenBy(schema, JSON.stringify)
}

/**
 * Marks the schema of an answer's top-level property as written by `write`, a function made for the
 * values our code builds for it (a daśā timeline: dasha-json.ts). The same test holds it to the bytes
 * fast-json-stringify writes from the schema, in every shape the value takes.
 */
export function writtenBy<T extends object>(schema: T, write: (value: never) => string): T {
  WRITERS.set(schema, write as (value: unknown) => string)
  return schema
}

/** The writer of a schema marked by plainJson or writtenBy, or undefined (fast-json-stringify). */
export function jsonWriter(schema: object): ((value: unknown) => string) | undefined {
  return WRITERS.get(schema)
}
