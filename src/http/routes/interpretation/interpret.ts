import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DEFAULT_SETTINGS } from '../../../jyotisha/chart.js'
import { interpret } from '../../../readings/interpret.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import {
  InterpretContentProps,
  InterpretRequest,
  interpretExample,
  type InterpretRequest as Body,
} from '../../../schemas/interpret.js'
import { defineTask } from '../../task.js'
import { CALCULATION_ERRORS, settledOperation } from '../calculation/common.js'
import { readAt } from './common.js'

/** A domain reading as a compute task (run in the pool; see task.ts). */
export const interpretTask = defineTask<Body>('interpret', InterpretContentProps, (b, ctx, nowMs) =>
  readAt(ctx, b.birthData, b.referenceDate, nowMs, (corpus, reading) =>
    interpret(ctx.eph, corpus, reading, b.birthData, DEFAULT_SETTINGS, b.domain),
  ),
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
      config: settledOperation('interpret', 5, 'requested', interpretExample, interpretTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
