import { zoneHistory, type Ephemeris } from '../astro/index.js'
import { chartReading, type ChartReading } from '../corpus/from-chart.js'
import { loadCorpus, type Corpus } from '../corpus/load.js'
import type { BirthInput } from '../jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { offsetRenderer } from '../jyotisha/dasha-calendar.js'
import { ApiError } from '../schemas/errors.js'
import { covered, instantIn } from './instants.js'
import { asApiError } from './errors.js'

/** A validated `referenceDate` as an instant (a date alone is 00:00 that day in the birth zone); `nowMs`
 *  when absent. */
export function referenceInstant(
  text: string | undefined,
  timezone: string,
  nowMs: number,
  field = 'referenceDate',
): number {
  if (text === undefined) return nowMs
  const ms = instantIn(text, timezone)
  if (!covered(ms))
    throw new ApiError('invalid_reference_date', {
      en: `\`${field}\` is outside 1800-01-02 … 2149-12-31`,
      hi: `\`${field}\`: 1800-01-02 … 2149-12-31 से बाहर है।`,
    })
  return ms
}

/**
 * A reading of `birth` at `referenceDate` (default now) made by `read`, with the reference date echoed in
 * the birth zone. A date before the birth (no period runs yet: the Vimśottarī order runs on past its
 * 120 years for the readings, so no later date is refused) and a chart that fails its checks are 422
 * `guidance_failed`.
 */
export function readAt<T extends object>(
  ctx: { eph: Ephemeris; corpusDir: string },
  birth: BirthInput,
  referenceDate: string | undefined,
  nowMs: number,
  read: (corpus: Corpus, reading: ChartReading) => T,
): { [K in keyof T]: T[K] } & { referenceDate: string } {
  const refMs = referenceInstant(referenceDate, birth.timezone, nowMs)
  let content: T
  try {
    const reading = chartReading(ctx.eph, birth, DEFAULT_SETTINGS, refMs)
    if (reading.levels.length === 0 || refMs < reading.birthMs) {
      throw new ApiError('guidance_failed', {
        en: '`referenceDate` falls before the birth: there is no running period to read',
        hi: '`referenceDate`: जन्म से पहले पड़ती है, इसलिए पढ़ने के लिए कोई चलती दशा नहीं है।',
      })
    }
    content = read(loadCorpus(ctx.corpusDir), reading)
  } catch (err) {
    throw asApiError(err, 'guidance_failed')
  }
  const render = offsetRenderer(zoneHistory(birth.timezone), (birth.longitude / 15) * 60)
  return { ...content, referenceDate: render(refMs) }
}
