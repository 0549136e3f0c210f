import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { parseCalendarDate, sunriseOn } from '../../../astro/index.js'
import type { RouteOptions } from '../../hooks.js'
import { errorResponses, okResponse, OperationHeaders } from '../../../schemas/common.js'
import { defineTask } from '../../task.js'
import {
  SunriseContentProps,
  SunriseRequest,
  sunriseExample,
  type SunriseRequest as Body,
} from '../../../schemas/ephemeris.js'
import { EPHEMERIS_ERRORS, ephemerisOperation } from './common.js'

/** The sunrise call as a compute task (see task.ts). */
export const sunriseTask = defineTask<Body>('ephemeris_sunrise', SunriseContentProps, (b, { eph }) => {
  const date = parseCalendarDate(b.date)
  if (!date.ok) throw new Error('date reached the handler unvalidated')
  const r = sunriseOn(
    eph,
    date,
    b.timezone,
    { latDeg: b.latitude, lonDeg: b.longitude },
    b.definition ?? 'standard',
  )
  return {
    date: b.date,
    timezone: r.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
    definition: r.definition,
    sunrise: r.sunrise?.local ?? null,
    sunset: r.sunset?.local ?? null,
    nextSunrise: r.nextSunrise?.local ?? null,
    dayLengthMinutes: r.dayLengthMinutes,
    reasons: r.reasons,
  }
})

export default (async (app, { handler }) => {
  app.post(
    '/v1/ephemeris/sunrise',
    {
      schema: {
        operationId: 'getEphemerisSunrise',
        tags: ['Ephemeris'],
        summary: 'Sunrise, sunset and the next sunrise for a local date and place',
        description:
          'Times are local to `timezone`, with their UTC offset. The standard definition is the spec’s: the ' +
          'upper limb on a sea-level horizon with 36.6′ refraction; `definition: "hindu"` gives the disc ' +
          'centre without refraction. The Vedic day runs from `sunrise` to `nextSunrise`. Where the Sun does ' +
          'not rise or set (polar day or night) the time is null and `reasons` says why. Billed per account ' +
          'in blocks of 10 ephemeris calls.',
        headers: OperationHeaders,
        body: SunriseRequest,
        response: {
          200: okResponse('Sunrise, sunset and next sunrise.', SunriseContentProps),
          ...errorResponses([...EPHEMERIS_ERRORS, 'invalid_timezone', 'invalid_coordinates']),
        },
      },
      config: ephemerisOperation('sunrise', sunriseExample, sunriseTask),
    },
    handler,
  )
}) satisfies FastifyPluginAsyncTypebox<RouteOptions>
