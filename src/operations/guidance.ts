import { guidance } from '../readings/guidance.js'
import { ApiError } from '../schemas/errors.js'
import { GuidanceContentProps, GuidanceRequest, guidanceExample } from '../schemas/guidance.js'
import { readAt } from './reading.js'
import { defineOperation } from './define.js'
import { CALCULATION_ERRORS } from './errors.js'
import { textLanguage } from '../readings/text.js'

/** Guidance: the operation (operations/define.ts). */
export const guidanceOperation = defineOperation({
  id: 'guidance',
  path: '/v1/guidance',
  scope: 'guidance',
  price: { kind: 'per-call', credits: 3 },
  billing: 'settle',
  domain: 'lifestyle_guidance',
  request: GuidanceRequest,
  response: GuidanceContentProps,
  errors: [...CALCULATION_ERRORS, 'invalid_reference_date', 'guidance_failed'],
  example: guidanceExample,
  texts: ['hi'],
  document: {
    operationId: 'getGuidance',
    tag: 'Interpretation',
    summary: 'Guidance cards for each running daśā level at a reference date',
    description:
      'For the Vimśottarī mahādaśā (`chapter`), antardaśā (`period`) and pratyantardaśā (`stretch`) ' +
      'running at `referenceDate`: what the lord is in this chart and the cards the classical corpus ' +
      'gives for it, from the natal promise to the period and, at the innermost level, the transits. ' +
      'Deterministic: the same request gives the same reading. Symbolic guidance only. 3 credits.',
    answer: 'The guidance.',
  },
  run: (b, ctx) =>
    readAt(ctx, b.birthData, b.referenceDate, ctx.nowMs, (corpus, reading) => {
      const content = guidance(corpus, reading, textLanguage(ctx.language ?? 'en'))
      // readAt has refused a date outside the timeline, so there is always a running level here.
      if (content === null)
        throw new ApiError('guidance_failed', {
          en: 'no daśā period runs at `referenceDate`',
          hi: '`referenceDate` पर कोई दशा नहीं चल रही है।',
        })
      return content
    }),
})
