import type { ErrorCode } from '../../errors.js'

/** Codes every ephemeris operation can answer with. */
export const EPHEMERIS_ERRORS: readonly ErrorCode[] = [
  'invalid_json',
  'missing_required_field',
  'unknown_field',
  'invalid_field',
  'invalid_datetime',
  'datetime_out_of_range',
  'payload_too_large',
  'internal_error',
]
