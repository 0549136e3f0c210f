import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AYANAMSAS, ayanamsaTable, formatDms, type Ayanamsa } from '../../../astro/index.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import { defineTask } from '../../task.js'
import {
  AYANAMSA_KEYS,
  AyanamsaContentProps,
  AyanamsaRequest,
  ayanamsaExample,
  type AyanamsaRequest as Body,
} from '../../../schemas/ephemeris.js'
import { EPHEMERIS_ERRORS, ephemerisOperation } from './common.js'
import { instantOf, instantProps } from './present.js'

type Keyed = Record<(typeof AYANAMSA_KEYS)[Ayanamsa], { degrees: number; dms: string }>

function keyed(values: Record<Ayanamsa, number>): Keyed {
  const out = {} as Keyed
  for (const name of AYANAMSAS)
    out[AYANAMSA_KEYS[name]] = { degrees: values[name], dms: formatDms(values[name]) }
  return out
}

/** The ayanamsa call as a compute task (see task.ts). */
export const ayanamsaTask = defineTask<Body>(
  'ephemeris_ayanamsa',
  AyanamsaContentProps,
  (b, { eph }) => {
    const t = instantOf(eph, b.datetime)
    const table = ayanamsaTable(eph, t)
    return {
      ...instantProps(t),
      kind: 'mean' as const,
      ...keyed(table.mean),
      true: keyed(table.true),
      nutationLongitudeDeg: table.nutationLongitudeDeg,
    }
  },
  { cheap: true },
)

export default (async (app, { handler }) => {
  app.post(
    '/v1/ephemeris/ayanamsa',
    {
      schema: {
        operationId: 'getEphemerisAyanamsa',
        tags: ['Ephemeris'],
        summary: 'The Lahiri, Raman, Krishnamurti and Fagan–Bradley ayanamsas at an instant',
        description:
          'Mean values (without nutation), as the spec asks, and the true values (with the nutation in ' +
          'longitude) alongside. Billed per account in blocks of 10 ephemeris calls.',
        headers: OperationHeaders,
        body: AyanamsaRequest,
        response: {
          200: okResponse('Ayanamsa values.', AyanamsaContentProps),
          ...errorResponses(EPHEMERIS_ERRORS),
        },
      },
      config: ephemerisOperation('ayanamsa', ayanamsaExample, ayanamsaTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
