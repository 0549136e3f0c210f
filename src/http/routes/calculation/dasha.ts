import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { computeDashaOnly } from '../../../jyotisha/chart.js'
import { computationId } from '../../../jyotisha/computation-id.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../schemas/common.js'
import { defineTask } from '../../task.js'
import {
  DashaContentProps,
  DashaRequest,
  dashaExample,
  type DashaRequest as Body,
} from '../../schemas/chart.js'
import { asApiError, CALCULATION_ERRORS, calculationOperation, canonicalBirth, settingsOf } from './common.js'

/** The daśā as a compute task (run in the pool; see task.ts). */
export const dashaTask = defineTask<Body>('dasha', DashaContentProps, (b, { eph, computationKey }, nowMs) => {
  const settings = settingsOf(b.settings)
  const inputs = { birthData: canonicalBirth(b.birthData), settings }
  try {
    const d = computeDashaOnly(eph, b.birthData, settings, nowMs)
    return {
      computationId: computationId(computationKey, 'dasha', inputs),
      birth: d.birth,
      conventions: d.conventions,
      balanceAtBirth: d.dasha.balanceAtBirth,
      current: d.dasha.current,
      timeline: d.dasha.timeline,
    }
  } catch (err) {
    throw asApiError(err, 'dasha_failed')
  }
})

export default (async (app, { handler }) => {
  app.post(
    '/v1/dasha',
    {
      schema: {
        operationId: 'getDasha',
        tags: ['Calculation'],
        summary: 'Vimśottarī daśā: the balance at birth, the running periods and the 729-period timeline',
        description:
          'The nine mahādaśās from the one running at birth, each with its nine antardaśās and their ' +
          'pratyantardaśās, in the birth zone’s local time, and the periods running now. The daśā-year ' +
          'convention is chosen in `settings.dashaYear` and echoed in `conventions`. With the birth time ' +
          'unknown every period also gives its earliest and latest start. 1 credit.',
        headers: OperationHeaders,
        body: DashaRequest,
        response: {
          200: okResponse('The daśā.', DashaContentProps),
          ...errorResponses([...CALCULATION_ERRORS, 'dasha_failed']),
        },
      },
      config: calculationOperation('dasha', 'dasha', dashaExample, dashaTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
