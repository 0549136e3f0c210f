import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { positionsAt } from '../../../astro/index.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import { defineTask } from '../../task.js'
import { PositionsContentProps, PositionsRequest, positionsExample } from '../../../schemas/ephemeris.js'
import type { PositionsRequest as Body } from '../../../schemas/ephemeris.js'
import { EPHEMERIS_ERRORS, ephemerisOperation } from './common.js'
import { instantOf, positionOptions, presentPositions } from './present.js'

/** The positions call as a compute task (see task.ts). */
export const positionsTask = defineTask<Body>(
  'ephemeris_positions',
  PositionsContentProps,
  (b, { eph }) => presentPositions(positionsAt(eph, instantOf(eph, b.datetime), positionOptions(b))),
  { cheap: true },
)

export default (async (app, { handler }) => {
  app.post(
    '/v1/ephemeris/positions',
    {
      schema: {
        operationId: 'getEphemerisPositions',
        tags: ['Ephemeris'],
        summary: 'Positions of the Sun, Moon, planets and lunar nodes at one instant',
        description:
          'Apparent geocentric longitude, latitude, distance and speed of each body, with its sign, and ' +
          'its nakshatra and pada in the sidereal zodiac; optionally apparent right ascension and declination. ' +
          'Billed per account in blocks of 10 ephemeris calls (spec §4.14).',
        headers: OperationHeaders,
        body: PositionsRequest,
        response: {
          200: okResponse('Positions at the instant.', PositionsContentProps),
          ...errorResponses(EPHEMERIS_ERRORS),
        },
      },
      config: ephemerisOperation('positions', positionsExample, positionsTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
