import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { anglesAt } from '../../../astro/index.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import { defineTask } from '../../task.js'
import {
  AnglesContentProps,
  AnglesRequest,
  anglesExample,
  type AnglesRequest as Body,
} from '../../../schemas/ephemeris.js'
import { EPHEMERIS_ERRORS, ephemerisOperation } from './common.js'
import { instantOf, instantProps } from './present.js'

/** The angles call as a compute task (see task.ts). */
export const anglesTask = defineTask<Body>(
  'ephemeris_angles',
  AnglesContentProps,
  (b, { eph }) => {
    const r = anglesAt(
      eph,
      instantOf(eph, b.datetime),
      { latDeg: b.latitude, lonDeg: b.longitude },
      {
        houseSystem: b.houseSystem ?? 'whole_sign',
        zodiac: b.zodiac ?? 'sidereal',
        ayanamsa: b.ayanamsa ?? 'lahiri',
      },
    )
    return {
      ...instantProps(r.instant),
      latitude: b.latitude,
      longitude: b.longitude,
      houseSystem: r.houseSystem,
      zodiac: r.zodiac,
      ayanamsa: r.ayanamsa,
      ascendant: r.ascendant,
      midheaven: r.midheaven,
      cusps: r.cusps,
    }
  },
  { cheap: true },
)

export default (async (app, { handler }) => {
  app.post(
    '/v1/ephemeris/angles',
    {
      schema: {
        operationId: 'getEphemerisAngles',
        tags: ['Ephemeris'],
        summary: 'Ascendant, midheaven and the twelve house cusps for an instant and place',
        description:
          'Ascendant and midheaven (independent of the house system) and the cusps in whole-sign, equal or ' +
          'Placidus houses. Where Placidus is undefined (within the polar circles at some moments) the answer ' +
          'is 422 `houses_undefined_at_latitude`. Billed per account in blocks of 10 ephemeris calls.',
        headers: OperationHeaders,
        body: AnglesRequest,
        response: {
          200: okResponse('Angles and cusps.', AnglesContentProps),
          ...errorResponses([...EPHEMERIS_ERRORS, 'invalid_coordinates', 'houses_undefined_at_latitude']),
        },
      },
      config: ephemerisOperation('angles', anglesExample, anglesTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
