import { AYANAMSAS, ayanamsaTable, formatDms, type Ayanamsa } from '../astro/index.js'
import {
  AYANAMSA_KEYS,
  AyanamsaContentProps,
  AyanamsaRequest,
  ayanamsaExample,
} from '../schemas/ephemeris.js'
import { instantOf, instantProps } from './ephemeris-content.js'
import { defineOperation } from './define.js'
import { EPHEMERIS_ERRORS } from './errors.js'

type Keyed = Record<(typeof AYANAMSA_KEYS)[Ayanamsa], { degrees: number; dms: string }>

function keyed(values: Record<Ayanamsa, number>): Keyed {
  const out = {} as Keyed
  for (const name of AYANAMSAS)
    out[AYANAMSA_KEYS[name]] = { degrees: values[name], dms: formatDms(values[name]) }
  return out
}

/** The ayanamsa call: the operation (operations/define.ts). */
export const ayanamsaOperation = defineOperation({
  id: 'ephemeris_ayanamsa',
  path: '/v1/ephemeris/ayanamsa',
  scope: 'ephemeris',
  price: { kind: 'ephemeris-block' },
  billing: 'settle',
  domain: 'ephemeris_ayanamsa',
  request: AyanamsaRequest,
  response: AyanamsaContentProps,
  errors: EPHEMERIS_ERRORS,
  example: ayanamsaExample,
  // No sentence but the disclaimer, which is in Hindi too.
  texts: ['hi'],
  cheap: true,
  document: {
    operationId: 'getEphemerisAyanamsa',
    tag: 'Ephemeris',
    summary: 'The Lahiri, Raman, Krishnamurti and Fagan–Bradley ayanamsas at an instant',
    description:
      'Mean values (without nutation), as the spec asks, and the true values (with the nutation in ' +
      'longitude) alongside. Billed per account in blocks of 10 ephemeris calls.',
    answer: 'Ayanamsa values.',
  },
  run(b, { eph }) {
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
})
