import { positionsAt } from '../astro/index.js'
import { PositionsContentProps, PositionsRequest, positionsExample } from '../schemas/ephemeris.js'
import { instantOf, positionOptions, presentPositions } from './ephemeris-content.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'

/** The positions call: the operation (operations/define.ts). */
export const positionsOperation = defineOperation({
  id: 'ephemeris_positions',
  path: '/v1/ephemeris/positions',
  scope: 'ephemeris',
  price: { kind: 'ephemeris-block' },
  billing: 'settle',
  domain: 'ephemeris_positions',
  request: PositionsRequest,
  response: PositionsContentProps,
  errors: EPHEMERIS_ERRORS,
  example: positionsExample,
  // No sentence but the disclaimer, which is in Hindi too.
  texts: ['hi'],
  cheap: true,
  document: {
    operationId: 'getEphemerisPositions',
    tag: 'Ephemeris',
    summary: 'Positions of the Sun, Moon, planets and lunar nodes at one instant',
    description:
      'Apparent geocentric longitude, latitude, distance and speed of each body, with its sign, and ' +
      'its nakshatra and pada in the sidereal zodiac; optionally apparent right ascension and declination. ' +
      'Billed per account in blocks of 10 ephemeris calls (spec §4.14).',
    answer: 'Positions at the instant.',
  },
  run: (b, { eph }) => presentPositions(positionsAt(eph, instantOf(eph, b.datetime), positionOptions(b))),
})
