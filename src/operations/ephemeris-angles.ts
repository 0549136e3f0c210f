import { anglesAt } from '../astro/index.js'
import { AnglesContentProps, AnglesRequest, anglesExample } from '../schemas/ephemeris.js'
import { instantOf, instantProps } from './ephemeris-content.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'

/** The angles call: the operation (operations/define.ts). */
export const anglesOperation = defineOperation({
  id: 'ephemeris_angles',
  path: '/v1/ephemeris/angles',
  scope: 'ephemeris',
  price: { kind: 'ephemeris-block' },
  billing: 'settle',
  domain: 'ephemeris_angles',
  request: AnglesRequest,
  response: AnglesContentProps,
  errors: [...EPHEMERIS_ERRORS, 'invalid_coordinates', 'houses_undefined_at_latitude'],
  example: anglesExample,
  // No sentence but the disclaimer, which is in Hindi too.
  texts: ['hi'],
  cheap: true,
  document: {
    operationId: 'getEphemerisAngles',
    tag: 'Ephemeris',
    summary: 'Ascendant, midheaven and the twelve house cusps for an instant and place',
    description:
      'Ascendant and midheaven (independent of the house system) and the cusps in whole-sign, equal or ' +
      'Placidus houses. Where Placidus is undefined (within the polar circles at some moments) the answer ' +
      'is 422 `houses_undefined_at_latitude`. Billed per account in blocks of 10 ephemeris calls.',
    answer: 'Angles and cusps.',
  },
  run(b, { eph }) {
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
})
