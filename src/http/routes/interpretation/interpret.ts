import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { zoneHistory } from '../../../astro/index.js'
import { chartReading } from '../../../corpus/from-chart.js'
import { loadCorpus } from '../../../corpus/load.js'
import { DEFAULT_SETTINGS } from '../../../jyotisha/chart.js'
import { offsetRenderer } from '../../../jyotisha/dasha-calendar.js'
import { interpret } from '../../../readings/interpret.js'
import { ApiError } from '../../errors.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../schemas/common.js'
import {
  InterpretContentProps,
  InterpretRequest,
  interpretExample,
  type InterpretRequest as Body,
} from '../../schemas/interpret.js'
import { defineTask } from '../../task.js'
import { asApiError, CALCULATION_ERRORS } from '../calculation/common.js'
import { interpretationOperation, referenceInstant } from './common.js'

/** A domain reading as a compute task (run in the pool; see task.ts). */
export const interpretTask = defineTask<Body>(
  'interpret',
  InterpretContentProps,
  (b, { eph, corpusDir }, nowMs) => {
    const tz = b.birthData.timezone
    const refMs = referenceInstant(b.referenceDate, tz, nowMs)
    let content
    try {
      const reading = chartReading(eph, b.birthData, DEFAULT_SETTINGS, refMs)
      if (reading.levels.length === 0 || refMs < reading.birthMs) {
        throw new ApiError(
          'guidance_failed',
          '`referenceDate` falls outside the daśā timeline of this birth (before the birth, or beyond the ' +
            'Vimśottarī cycle of 120 years): there is no running period to read',
        )
      }
      content = interpret(eph, loadCorpus(corpusDir), reading, b.birthData, DEFAULT_SETTINGS, b.domain)
    } catch (err) {
      throw asApiError(err, 'guidance_failed')
    }
    const render = offsetRenderer(zoneHistory(tz), (b.birthData.longitude / 15) * 60)
    return { ...content, referenceDate: render(refMs) }
  },
)

export default (async (app, { handler }) => {
  app.post(
    '/v1/interpret',
    {
      schema: {
        operationId: 'interpretDomain',
        tags: ['Interpretation'],
        summary: 'A deterministic reading of one life domain',
        description:
          'The chart’s promise for the domain (its house, lord, kārakas, strength, vargas and yogas, as the ' +
          'classical corpus reads them), its activation by the daśā now and in the ten years ahead, the transits ' +
          'at `referenceDate`, and the timing of the domain’s event checked across Vimśottarī, the transits of ' +
          'Jupiter and Saturn and Yoginī daśā. An outlook and a confidence with plain reasons; never a score. ' +
          '`referenceDate` (default now) is an addition to the spec so that a reading can be reproduced. ' +
          'Symbolic guidance only. 5 credits.',
        headers: OperationHeaders,
        body: InterpretRequest,
        response: {
          200: okResponse('The reading.', InterpretContentProps),
          ...errorResponses([
            ...CALCULATION_ERRORS,
            'invalid_domain',
            'invalid_reference_date',
            'guidance_failed',
          ]),
        },
      },
      config: interpretationOperation('interpret', 5, 'requested', interpretExample, interpretTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
