import type { ErrorCode } from '../../../schemas/errors.js'
import type { Operation, Price } from '../../policy.js'
import type { OperationTask } from '../../task.js'

/** Codes every ephemeris operation can answer with (besides the key, credit and limit codes). */
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

/** The route config of an ephemeris operation: scope `ephemeris`, block billing settled with the answer
 *  unless said otherwise (spec §4.14), the domain tag `ephemeris_<name>`. */
export function ephemerisOperation<Body>(
  name: string,
  /** Checked against the schema by the contract tests (it must answer 200). */
  example: unknown,
  task: OperationTask<Body>,
  price: Price = { kind: 'ephemeris-block' },
): { operation: Operation<unknown> } {
  const block = price.kind === 'ephemeris-block'
  const operation = {
    scope: 'ephemeris',
    price,
    billing: block ? 'settle' : 'hold',
    domain: `ephemeris_${name}`,
    example,
    task,
  } as const
  return { operation: operation as unknown as Operation<unknown> }
}
