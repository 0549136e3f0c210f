import { DEFAULT_DASHA_DEPTH } from '../jyotisha/chart.js'
import { computationId } from '../jyotisha/computation-id.js'
import { computeChart } from '../jyotisha/full-chart.js'
import { textLanguage } from '../readings/text.js'
import { ChartContentProps, ChartRequest, chartExample } from '../schemas/chart.js'
import { defineOperation } from './define.js'
import { asApiError, CALCULATION_ERRORS } from './errors.js'
import { canonicalBirth, settingsOf } from './inputs.js'

/** The birth chart. */
export const chartOperation = defineOperation({
  id: 'chart',
  path: '/v1/chart',
  scope: 'chart',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'core_chart',
  request: ChartRequest,
  response: ChartContentProps,
  errors: [...CALCULATION_ERRORS, 'chart_integrity_failed', 'dasha_failed'],
  example: chartExample,
  texts: ['hi'],
  document: {
    operationId: 'getChart',
    tag: 'Calculation',
    summary: 'Sidereal (Lahiri) birth chart with yogas, divisional charts and the Vimśottarī daśā',
    description:
      'The rashi chart: ascendant, the nine grahas with sign, whole-sign house, nakshatra, pada and ' +
      'dignity, twelve houses, classical yogas, the sixteen vargas and the Vimśottarī daśā to the ' +
      'pratyantardaśā (or less deep: `dashaDepth`), with every convention stated in `conventions` and ' +
      'the birth instant’s resolution in `birth`. Western aspects and the Western (tropical, Placidus) block are labelled ' +
      '`tradition: "western"`. With `location`, the chart relocated there and the astrocartography ' +
      'lines near it. 1 credit.',
    answer: 'The chart.',
  },
  run(b, { eph, computationKey, nowMs, language }) {
    const settings = settingsOf(b.settings)
    const location = b.location && { ...b.location, orbDegrees: b.location.orbDegrees ?? 3 }
    const includeDasha = b.includeDasha ?? true
    const dashaDepth = b.dashaDepth ?? DEFAULT_DASHA_DEPTH
    const western = b.western ?? true
    const includeStrength = b.includeStrength ?? false
    // includeStrength joins the id's inputs only when asked for, and dashaDepth only when it cuts a daśā
    // that is there, so that earlier ids stay as they were.
    const inputs = {
      birthData: canonicalBirth(b.birthData),
      settings,
      includeDasha,
      western,
      location: location ?? null,
      ...(includeStrength ? { includeStrength } : {}),
      ...(includeDasha && dashaDepth !== DEFAULT_DASHA_DEPTH ? { dashaDepth } : {}),
    }
    try {
      const chart = computeChart(
        eph,
        { birth: b.birthData, settings, includeDasha, dashaDepth, western, includeStrength, location },
        nowMs,
        textLanguage(language ?? 'en'),
      )
      return { computationId: computationId(computationKey, 'chart', inputs), ...chart }
    } catch (err) {
      throw asApiError(err, 'chart_integrity_failed')
    }
  },
})
