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
  | 'birthDate'
  | 'clockTime'
  | 'utcOffset'
  | 'muhurtaRequest'
  | 'timeOfDay'
  | 'timingRequest'
  | 'timingDate'
