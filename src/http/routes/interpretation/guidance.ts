import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { guidance } from '../../../readings/guidance.js'
import { ApiError } from '../../../schemas/errors.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import {
  GuidanceContentProps,
  GuidanceRequest,
  guidanceExample,
  type GuidanceRequest as Body,
} from '../../../schemas/guidance.js'
import { defineTask } from '../../task.js'
import { CALCULATION_ERRORS, settledOperation } from '../calculation/common.js'
import { readAt } from './common.js'

/** Guidance as a compute task (run in the pool; see task.ts). */
export const guidanceTask = defineTask<Body>('guidance', GuidanceContentProps, (b, ctx, nowMs) =>
  readAt(ctx, b.birthData, b.referenceDate, nowMs, (corpus, reading) => {
    const content = guidance(corpus, reading)
    // readAt has refused a date outside the timeline, so there is always a running level here.
    if (content === null) throw new ApiError('guidance_failed', 'no daśā period runs at `referenceDate`')
    return content
  }),
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
      config: settledOperation('guidance', 3, 'lifestyle_guidance', guidanceExample, guidanceTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
