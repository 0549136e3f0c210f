import { DateTime } from 'luxon'
import { COVERAGE_END_MS, COVERAGE_START_MS, parseInstant } from '../../../astro/index.js'
import { ApiError } from '../../errors.js'
import type { Operation } from '../../policy.js'
import type { OperationTask } from '../../task.js'

/** Route config of an Interpretation operation: its scope and price (spec §4), charged with the answer
 *  (a reading takes milliseconds: no hold is needed). */
export function interpretationOperation<Body>(
  scope: 'guidance' | 'interpret',
  credits: number,
  domain: string,
  example: unknown,
  task: OperationTask<Body>,
): { operation: Operation<unknown> } {
  const operation = {
    scope,
    price: { kind: 'per-call', credits },
    billing: 'settle',
    domain,
    example,
    task,
  } as const
  return { operation: operation as unknown as Operation<unknown> }
}

/** A validated `referenceDate` as an instant (a date alone is 00:00 that day in the birth zone); `nowMs`
 *  when absent. */
export function referenceInstant(text: string | undefined, timezone: string, nowMs: number): number {
  if (text === undefined) return nowMs
  const ms =
    text.length === 10
      ? DateTime.fromISO(text, { zone: timezone }).startOf('day').toMillis()
      : (() => {
          const r = parseInstant(text)
          return r.ok ? r.epochMs : Number.NaN
        })()
  if (!(ms >= COVERAGE_START_MS && ms < COVERAGE_END_MS))
    throw new ApiError('invalid_reference_date', '`referenceDate` is outside 1800-01-02 … 2149-12-31')
  return ms
}
