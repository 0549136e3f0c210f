import type { ErrorCode } from '../../errors.js'
import type { Operation, Price } from '../../policy.js'

/** Codes every ephemeris operation can answer with. */
export const EPHEMERIS_ERRORS: readonly ErrorCode[] = [
  'invalid_json',
  'missing_required_field',
  'unknown_field',
  'invalid_field',
  'invalid_datetime',
  'datetime_out_of_range',
  'payload_too_large',
  'internal_error',
]

/** The route config of an ephemeris operation: scope `ephemeris`, block billing unless said otherwise
 *  (spec §4.14), the domain tag `ephemeris_<name>`. */
export function ephemerisOperation(
  name: string,
  example: unknown,
  price: Price = { kind: 'ephemeris-block' },
): { operation: Operation } {
  return { operation: { scope: 'ephemeris', price, domain: `ephemeris_${name}`, example } }
}
