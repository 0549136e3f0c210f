import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { interpret } from '../readings/interpret.js'
import { textLanguage } from '../readings/text.js'
import { InterpretContentProps, InterpretRequest, interpretExample } from '../schemas/interpret.js'
import { readAt } from './reading.js'
import { defineOperation } from './define.js'
import { CALCULATION_ERRORS } from './errors.js'

/** A domain reading: the operation (operations/define.ts). */
export const interpretOperation = defineOperation({
  id: 'interpret',
  path: '/v1/interpret',
  scope: 'interpret',
  price: { kind: 'per-call', credits: 5 },
  billing: 'settle',
  domain: 'requested',
  request: InterpretRequest,
  response: InterpretContentProps,
  errors: [...CALCULATION_ERRORS, 'invalid_domain', 'invalid_reference_date', 'guidance_failed'],
  example: interpretExample,
  texts: ['hi'],
  document: {
    operationId: 'interpretDomain',
    tag: 'Interpretation',
    summary: 'A deterministic reading of one life domain',
    description:
      'The chart’s promise for the domain (its house, lord, kārakas, strength, vargas and yogas, as the ' +
      'classical corpus reads them), its activation by the daśā now and in the ten years ahead, the transits ' +
      'at `referenceDate`, and the timing of the domain’s event checked across Vimśottarī, the transits of ' +
      'Jupiter and Saturn and Yoginī daśā. An outlook and a confidence with plain reasons; never a score. ' +
      '`referenceDate` (default now) is an addition to the spec so that a reading can be reproduced. ' +
      'Symbolic guidance only. 5 credits.',
    answer: 'The reading.',
  },
  run: (b, ctx) =>
    readAt(ctx, b.birthData, b.referenceDate, ctx.nowMs, (corpus, reading) =>
      interpret(
        ctx.eph,
        corpus,
        reading,
        b.birthData,
        DEFAULT_SETTINGS,
        b.domain,
        textLanguage(ctx.language ?? 'en'),
      ),
    ),
})
