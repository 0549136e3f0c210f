import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { narrationFacts } from '../narration/facts.js'
import { interpretTexts } from '../readings/interpret.js'
import { inLanguage, textLanguage } from '../readings/text.js'
import {
  ForecastContentProps,
  forecastExample,
  ForecastPreparedProps,
  ForecastRequest,
} from '../schemas/narrated.js'

import { readAt } from './reading.js'
import { defineOperation } from './define.js'
import { CALCULATION_ERRORS, NARRATED_ERRORS } from './errors.js'

/** The verdict of the domain and its facts, computed in the pool; the narration follows on the main
 *  thread (common.ts). The facts hold nothing of the birth data (narration/facts.ts). */
export const forecastOperation = defineOperation({
  id: 'forecast',
  path: '/v1/forecast',
  scope: 'forecast',
  price: { kind: 'per-call', credits: 8 },
  billing: 'hold',
  domain: 'requested',
  request: ForecastRequest,
  response: ForecastContentProps,
  narration: { kind: 'forecast', prepared: ForecastPreparedProps },
  errors: [...CALCULATION_ERRORS, ...NARRATED_ERRORS],
  example: forecastExample,
  texts: ['hi'],
  document: {
    operationId: 'getForecast',
    tag: 'Narrated',
    summary: 'The verdict for a domain, voiced as an answer to a question',
    description:
      'The deterministic verdict of `/v1/interpret` for `domain` (at `referenceDate`, default now), voiced ' +
      'as an answer to `question` by the configured language model, or, with none configured, composed from ' +
      'the same facts by fixed rules (`narrator.kind` says which). The model is given the verdict as ' +
      'numbered plain facts and the question, never the birth data; every reply is checked before it is ' +
      'sent (no placement, period or year the facts lack; no tone or certainty beyond the verdict; no ' +
      'medical, legal, financial or psychological advice; no death or illness; no scores or ids) and asked ' +
      'again at most twice. A model that fails, is slow or refuses is 502 `narration_failed`, with nothing ' +
      'charged. Takes seconds to tens of seconds: set a client timeout of at least 90 s. `referenceDate` ' +
      'is an addition to the spec. Symbolic guidance only. 8 credits, held while the model works.',
    answer: 'The narrated answer.',
  },
  run: (b, ctx) =>
    readAt(ctx, b.birthData, b.referenceDate, ctx.nowMs, (corpus, reading) => {
      const language = textLanguage(ctx.language ?? 'en')
      const c = interpretTexts(ctx.eph, corpus, reading, b.birthData, DEFAULT_SETTINGS, b.domain)
      const f = narrationFacts(b.domain, c, undefined, language)
      return {
        contentVersion: c.contentVersion,
        timeKnown: c.timeKnown,
        verdict: inLanguage(c.verdict, language),
        facts: f.facts,
        items: f.items,
      }
    }),
})
