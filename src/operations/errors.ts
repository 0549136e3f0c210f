/**
 * What the operations answer besides their content: the error codes each kind can give (besides the
 * gate's key, credit and limit codes), and the core's errors as the API's.
 */
import { BirthDataError } from '../jyotisha/birth.js'
import { IntegrityError } from '../jyotisha/chart.js'
import { ApiError, type ErrorCode } from '../schemas/errors.js'

/** Codes the Calculation operations can answer with (besides the key, credit and limit codes). */
export const CALCULATION_ERRORS: readonly ErrorCode[] = [
  'invalid_json',
  'missing_birthdata',
  'invalid_birthdata',
  'invalid_timezone',
  'invalid_coordinates',
  'missing_required_field',
  'unknown_field',
  'invalid_field',
  'payload_too_large',
  'internal_error',
]

/** Codes of a narrated call besides the key, credit and limit codes. */
export const NARRATED_ERRORS = [
  'invalid_domain',
  'invalid_reference_date',
  'guidance_failed',
  'narration_failed',
] as const

/** Codes every ephemeris operation can answer with (besides the key, credit and limit codes). */
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

/** Birth data that names no instant, as the API's 400 naming the field under `path` (`birthData`,
 *  `a`, `partner.birthData`…); any other error as it is. */
export function birthDataError(err: unknown, path = 'birthData'): unknown {
  if (err instanceof BirthDataError) {
    // The core names a sibling field under `birthData` (the chart's path): here it is under `path`.
    const message = err.message.replaceAll('`birthData.', `\`${path}.`)
    return new ApiError('invalid_birthdata', `\`${path}.${err.field}\` ${message}`)
  }
  return err
}

/** Core errors as the API's: impossible birth data is 400, a failed consistency check 422. */
export function asApiError(
  err: unknown,
  integrityCode: 'chart_integrity_failed' | 'dasha_failed' | 'guidance_failed',
): unknown {
  if (err instanceof BirthDataError) return birthDataError(err)
  if (err instanceof IntegrityError) {
    return new ApiError(
      err.kind === 'dasha' && integrityCode !== 'guidance_failed' ? 'dasha_failed' : integrityCode,
      `the ${err.kind === 'dasha' ? 'daśā timeline' : 'chart'} failed a consistency check (${err.message}); nothing was charged`,
    )
  }
  return err
}
