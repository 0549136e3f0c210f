/** The keywords our schemas add to JSON Schema, read by the request validator (validation.ts) and
 *  removed from the OpenAPI document (http/openapi.ts). */

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

/** Schemas whose values are written by `JSON.stringify` (plainJson). */
const PLAIN_JSON = new WeakSet<object>()

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
  PLAIN_JSON.add(schema)
  return schema
}

/** Whether a schema is written by `JSON.stringify` (plainJson). */
export function isPlainJson(schema: object): boolean {
  return PLAIN_JSON.has(schema)
}
