import { BirthDataError } from '../jyotisha/birth.js'
import { DEFAULT_SETTINGS, IntegrityError, type ChartSettings } from '../jyotisha/chart.js'
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

export function settingsOf(s: Partial<ChartSettings> | undefined): ChartSettings {
  return {
    nodeType: s?.nodeType ?? DEFAULT_SETTINGS.nodeType,
    dashaYear: s?.dashaYear ?? DEFAULT_SETTINGS.dashaYear,
  }
}

/** The canonical birth data behind computationId: the clock time with seconds, or null when unknown;
 *  a stated `utcOffset` with seconds (`+04:51:00`, `+00:00:00` for either zero) or `lmt`, and absent
 *  when not stated, so that the ids of requests without it stay as they were. */
export function canonicalBirth(b: {
  date: string
  time?: string | undefined
  timezone: string
  latitude: number
  longitude: number
  utcOffset?: string | undefined
}) {
  const canonical: {
    date: string
    time: string | null
    timezone: string
    latitude: number
    longitude: number
    utcOffset?: string
  } = {
    date: b.date,
    time: b.time === undefined ? null : b.time.length === 5 ? `${b.time}:00` : b.time,
    timezone: b.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
  }
  if (b.utcOffset !== undefined) {
    const offset = b.utcOffset.length === 6 ? `${b.utcOffset}:00` : b.utcOffset
    canonical.utcOffset = offset === '-00:00:00' ? '+00:00:00' : offset
  }
  return canonical
}

/** Birth data that names no instant, as the API's 400 naming the field under `path` (`birthData`,
 *  `a`, `partner.birthData`…); any other error as it is. */
export function birthDataError(err: unknown, path = 'birthData'): unknown {
  if (err instanceof BirthDataError)
    return new ApiError('invalid_birthdata', `\`${path}.${err.field}\` ${err.message}`)
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
