/**
 * What the operations answer besides their content: the error codes each kind can give (besides the
 * gate's key, credit and limit codes), and the core's errors as the API's.
 */
import { BirthDataError } from '../jyotisha/birth.js'
import { IntegrityError } from '../jyotisha/chart.js'
import type { HousesUndefinedError } from '../astro/index.js'
import { ApiError, type ErrorCode, type ErrorText } from '../schemas/errors.js'
import { BIRTH_PROBLEMS_HI, coreHindi, HOUSES_UNDEFINED_HI } from '../schemas/errors-hi.js'

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
    const hi = coreHindi(BIRTH_PROBLEMS_HI, err.message).replaceAll('`birthData.', `\`${path}.`)
    return new ApiError('invalid_birthdata', {
      en: `\`${path}.${err.field}\` ${message}`,
      hi: `\`${path}.${err.field}\`: ${hi}।`,
    })
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
    // The check's own detail is the English's alone: it is the engine's, not a sentence for people.
    return new ApiError(
      err.kind === 'dasha' && integrityCode !== 'guidance_failed' ? 'dasha_failed' : integrityCode,
      {
        en: `the ${err.kind === 'dasha' ? 'daśā timeline' : 'chart'} failed a consistency check (${err.message}); nothing was charged`,
        hi: `${err.kind === 'dasha' ? 'दशा की समयरेखा' : 'कुंडली'} संगति की एक जाँच में खरी नहीं उतरी; कोई शुल्क नहीं लिया गया।`,
      },
    )
  }
  return err
}

/** 422 where Placidus has no houses: the core's English, and its Hindi. */
export function housesUndefined(err: HousesUndefinedError): ApiError {
  return new ApiError('houses_undefined_at_latitude', {
    en: err.message,
    hi: coreHindi(HOUSES_UNDEFINED_HI, err.message),
  })
}

/** 500 when the ephemeris data did not answer (not the caller's doing, nor a defect of ours). */
export const EPHEMERIS_DATA_FAILED: ErrorText = {
  en: 'the ephemeris data could not answer for this request; please retry later',
  hi: 'इस अनुरोध के लिए एफ़ेमेरिस डेटा उत्तर नहीं दे सका; कृपया कुछ देर बाद फिर प्रयास करें।',
}
