import { stageOf } from '../readings/time.js'
import { DateTime } from 'luxon'
import { computeDashaOnly, DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { narrationFacts } from '../narration/facts.js'
import { significators } from '../readings/domains.js'
import { domainRules, interpretTexts } from '../readings/interpret.js'
import { inLanguage, textLanguage } from '../readings/text.js'
import { assessTimingTexts, BEST_YEARS, type AssessmentInput } from '../readings/timing.js'
import { ApiError } from '../schemas/errors.js'
import {
  TimingContentProps,
  timingExample,
  TimingPreparedProps,
  TimingRequest,
  type TimingRequest as Body,
} from '../schemas/narrated.js'

import { dayStartIn } from './instants.js'
import { readAt } from './reading.js'
import { defineOperation } from './define.js'
import { CALCULATION_ERRORS, NARRATED_ERRORS } from './errors.js'

const DAY_MS = 86_400_000
const YEAR_MS = 365.25 * DAY_MS

/** The span asked for: a day, a range (days in the birth zone, the last one included), or the next two
 *  years from the reference date. */
function spanOf(b: Body, refMs: number): Omit<AssessmentInput, 'dayOf'> & { field: string } {
  const day = (d: string) => dayStartIn(d, b.birthData.timezone)
  if (b.targetDate !== undefined) {
    const s = day(b.targetDate)
    return { kind: 'date', startMs: s, endMs: s + DAY_MS, field: 'targetDate' }
  }
  if (b.dateRange !== undefined)
    return {
      kind: 'range',
      startMs: day(b.dateRange.start),
      endMs: day(b.dateRange.end) + DAY_MS,
      field: 'dateRange',
    }
  return { kind: 'best_windows', startMs: refMs, endMs: refMs + BEST_YEARS * YEAR_MS, field: 'referenceDate' }
}

/** The verdict, the assessment of the span and their facts, computed in the pool; the narration follows
 *  on the main thread (common.ts). */
export const timingOperation = defineOperation({
  id: 'timing',
  path: '/v1/timing/resolve',
  scope: 'timing',
  price: { kind: 'per-call', credits: 7 },
  billing: 'hold',
  domain: 'requested',
  request: TimingRequest,
  response: TimingContentProps,
  narration: { kind: 'timing', prepared: TimingPreparedProps },
  errors: [...CALCULATION_ERRORS, ...NARRATED_ERRORS, 'invalid_range'],
  example: timingExample,
  texts: ['hi'],
  document: {
    operationId: 'resolveTiming',
    tag: 'Narrated',
    summary: 'A decision question timed: the periods and transits of a date or range, then the answer',
    description:
      'First the deterministic assessment of `targetDate` or `dateRange` (or, with neither, the best ' +
      'stretches of the two years from `referenceDate`, default now) for `domain`: the Vimśottarī periods ' +
      'down to the pratyantardaśā and the stays of Jupiter, Saturn and the nodes that run then, the ' +
      'domain’s windows that touch it, each stretch with a tone and its reasons. Then that assessment and ' +
      'the verdict of `/v1/interpret`, voiced as an answer to `question` as `/v1/forecast` voices it, with ' +
      'the same checks and the same 502 `narration_failed`. A range runs forwards and spans at most ten ' +
      'years; anything else about the dates is 400 `invalid_range`. Takes seconds to tens of seconds: set a ' +
      'client timeout of at least 90 s. Symbolic guidance only. 7 credits, held while the model works.',
    answer: 'The assessment and the narrated answer.',
  },
  run: (b, ctx) =>
    readAt(ctx, b.birthData, b.referenceDate, ctx.nowMs, (corpus, reading) => {
      const span = spanOf(b, reading.referenceMs)
      if (span.startMs < reading.birthMs)
        throw new ApiError('invalid_range', {
          en: `\`${span.field}\` falls before the birth: there is no period to read`,
          hi: `\`${span.field}\`: जन्म से पहले पड़ती है, इसलिए पढ़ने के लिए कोई दशा नहीं है।`,
        })
      // The order runs on past its first 120 years, so every span after the birth has its periods.
      const timeline = computeDashaOnly(
        ctx.eph,
        b.birthData,
        DEFAULT_SETTINGS,
        reading.referenceMs,
        'vimshottari',
        span.endMs,
      ).dasha.timeline
      const language = textLanguage(ctx.language ?? 'en')
      const c = interpretTexts(ctx.eph, corpus, reading, b.birthData, DEFAULT_SETTINGS, b.domain)
      const sig = significators(b.domain, reading.ctx.natal.facts, reading.ctx.natal.karakas)
      const assessment = assessTimingTexts(
        ctx.eph,
        DEFAULT_SETTINGS,
        reading.ctx,
        domainRules(corpus, b.domain),
        sig,
        b.domain,
        timeline,
        {
          ...span,
          dayOf: (ms) => DateTime.fromMillis(ms, { zone: b.birthData.timezone }).toISODate()!,
          stage: stageOf(reading),
        },
      )
      const f = narrationFacts(b.domain, c, assessment, language)
      return {
        contentVersion: c.contentVersion,
        timeKnown: c.timeKnown,
        verdict: inLanguage(c.verdict, language),
        assessment: inLanguage(assessment, language),
        facts: f.facts,
        items: f.items,
      }
    }),
})
