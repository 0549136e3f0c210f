import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { computeDashaOnly } from '../../../jyotisha/chart.js'
import { computationId } from '../../../jyotisha/computation-id.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import { defineTask } from '../../task.js'
import {
  DashaContentProps,
  DashaRequest,
  dashaExample,
  type DashaRequest as Body,
} from '../../../schemas/chart.js'
import { asApiError, CALCULATION_ERRORS, calculationOperation, canonicalBirth, settingsOf } from './common.js'

/** The daśā as a compute task (run in the pool; see task.ts). */
export const dashaTask = defineTask<Body>('dasha', DashaContentProps, (b, { eph, computationKey }, nowMs) => {
  // Chara without a birth time is refused by the request's validation (charaNeedsTime).
  const system = b.system ?? 'vimshottari'
  const settings = settingsOf(b.settings)
  // `system` joins the id's inputs only when it is not the default, so that earlier ids stay as they were.
  const inputs = {
    birthData: canonicalBirth(b.birthData),
    settings,
    ...(system !== 'vimshottari' ? { system } : {}),
  }
  try {
    const d = computeDashaOnly(eph, b.birthData, settings, nowMs, system)
    const content = {
      computationId: computationId(computationKey, 'dasha', inputs),
      system,
      birth: d.birth,
      conventions: d.conventions,
    }
    // Vimśottarī in the spec's top-level fields; another system in its own block.
    return system === 'vimshottari' ? { ...content, ...d.dasha } : { ...content, [system]: d.dasha }
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
        summary: 'Daśā timeline (Vimśottarī, Yoginī or Chara): the balance at birth and the running periods',
        description:
          'The daśā of a birth in the system asked for in `system`, in the birth zone’s local time, with ' +
          'the periods running now and the balance at birth. `vimshottari` (default): the nine mahādaśās ' +
          'from the one running at birth, each with its nine antardaśās and their pratyantardaśās (729 ' +
          'periods). `yogini`: 32 mahādaśās (four 36-year cycles), each with eight antardaśās. `chara`: ' +
          'the signs’ mahādaśās from the lagna’s, starting at birth, each with twelve antardaśās; it needs ' +
          '`birthData.time`. One daśā-year convention dates every system: `settings.dashaYear`, echoed in ' +
          '`conventions` with the system’s own conventions. With the birth time unknown every Vimśottarī ' +
          'and Yoginī period also gives its earliest and latest start. 1 credit.',
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
