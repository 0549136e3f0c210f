import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { zoneHistory } from '../../../astro/index.js'
import { chartReading } from '../../../corpus/from-chart.js'
import { loadCorpus } from '../../../corpus/load.js'
import { DEFAULT_SETTINGS } from '../../../jyotisha/chart.js'
import { offsetRenderer } from '../../../jyotisha/dasha-calendar.js'
import { guidance } from '../../../readings/guidance.js'
import { ApiError } from '../../errors.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../schemas/common.js'
import {
  GuidanceContentProps,
  GuidanceRequest,
  guidanceExample,
  type GuidanceRequest as Body,
} from '../../schemas/guidance.js'
import { defineTask } from '../../task.js'
import { asApiError, CALCULATION_ERRORS } from '../calculation/common.js'
import { interpretationOperation, referenceInstant } from './common.js'

/** Guidance as a compute task (run in the pool; see task.ts). */
export const guidanceTask = defineTask<Body>(
  'guidance',
  GuidanceContentProps,
  (b, { eph, corpusDir }, nowMs) => {
    const tz = b.birthData.timezone
    const refMs = referenceInstant(b.referenceDate, tz, nowMs)
    let content
    try {
      const reading = chartReading(eph, b.birthData, DEFAULT_SETTINGS, refMs)
      content = guidance(loadCorpus(corpusDir), reading)
    } catch (err) {
      throw asApiError(err, 'guidance_failed')
    }
    if (content === null) {
      throw new ApiError(
        'guidance_failed',
        '`referenceDate` falls outside the daśā timeline of this birth (before the birth, or beyond the ' +
          'Vimśottarī cycle of 120 years): there is no running period to read',
      )
    }
    const render = offsetRenderer(zoneHistory(tz), (b.birthData.longitude / 15) * 60)
    return { ...content, referenceDate: render(refMs) }
  },
)

export default (async (app, { handler }) => {
  app.post(
    '/v1/guidance',
    {
      schema: {
        operationId: 'getGuidance',
        tags: ['Interpretation'],
        summary: 'Guidance cards for each running daśā level at a reference date',
        description:
          'For the Vimśottarī mahādaśā (`chapter`), antardaśā (`period`) and pratyantardaśā (`stretch`) ' +
          'running at `referenceDate`: what the lord is in this chart and the cards the classical corpus ' +
          'gives for it, from the natal promise to the period and, at the innermost level, the transits. ' +
          'Deterministic: the same request gives the same reading. Symbolic guidance only. 3 credits.',
        headers: OperationHeaders,
        body: GuidanceRequest,
        response: {
          200: okResponse('The guidance.', GuidanceContentProps),
          ...errorResponses([...CALCULATION_ERRORS, 'invalid_reference_date', 'guidance_failed']),
        },
      },
      config: interpretationOperation('guidance', 3, 'lifestyle_guidance', guidanceExample, guidanceTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
