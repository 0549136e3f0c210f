/** Core failures as API errors: impossible birth data is 400 invalid_birthdata naming the field; a failed
 *  consistency check is 422 chart_integrity_failed or dasha_failed (spec §7). */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/schemas/errors.js'

import { BirthDataError } from '../../src/jyotisha/birth.js'
import { IntegrityError } from '../../src/jyotisha/chart.js'
import { asApiError } from '../../src/operations/errors.js'

describe('calculation errors', () => {
  it('maps birth data, chart and dasha failures to the spec’s codes and statuses', () => {
    const birth = asApiError(
      new BirthDataError('time', 'does not exist'),
      'chart_integrity_failed',
    ) as ApiError
    expect(birth).toBeInstanceOf(ApiError)
    expect([birth.code, birth.statusCode, birth.message]).toEqual([
      'invalid_birthdata',
      400,
      '`birthData.time` does not exist',
    ])
    const chart = asApiError(
      new IntegrityError('chart', 'Ketu is not opposite Rahu'),
      'chart_integrity_failed',
    ) as ApiError
    expect([chart.code, chart.statusCode]).toEqual(['chart_integrity_failed', 422])
    const dasha = asApiError(new IntegrityError('dasha', 'a gap'), 'chart_integrity_failed') as ApiError
    expect([dasha.code, dasha.statusCode]).toEqual(['dasha_failed', 422])
    const other = new Error('boom')
    expect(asApiError(other, 'dasha_failed')).toBe(other)
  })
})
