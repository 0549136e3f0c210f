import { sunriseOn } from '../astro/index.js'
import { SunriseContentProps, SunriseRequest, sunriseExample } from '../schemas/ephemeris.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'
import { validatedDate } from './instants.js'

/** The sunrise call: the operation (operations/define.ts). */
export const sunriseOperation = defineOperation({
  id: 'ephemeris_sunrise',
  path: '/v1/ephemeris/sunrise',
  scope: 'ephemeris',
  price: { kind: 'ephemeris-block' },
  billing: 'settle',
  domain: 'ephemeris_sunrise',
  request: SunriseRequest,
  response: SunriseContentProps,
  errors: [...EPHEMERIS_ERRORS, 'invalid_timezone', 'invalid_coordinates'],
  example: sunriseExample,
  // No sentence but the disclaimer, which is in Hindi too.
  texts: ['hi'],
  document: {
    operationId: 'getEphemerisSunrise',
    tag: 'Ephemeris',
    summary: 'Sunrise, sunset and the next sunrise for a local date and place',
    description:
      'Times are local to `timezone`, with their UTC offset. The standard definition is the spec’s: the ' +
      'upper limb on a sea-level horizon with 36.6′ refraction; `definition: "hindu"` gives the disc ' +
      'centre without refraction. The Vedic day runs from `sunrise` to `nextSunrise`. Where the Sun does ' +
      'not rise or set (polar day or night) the time is null and `reasons` says why. Billed per account ' +
      'in blocks of 10 ephemeris calls.',
    answer: 'Sunrise, sunset and next sunrise.',
  },
  run(b, { eph }) {
    const date = validatedDate(b.date)
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
  },
})
