import { zoneHistory } from '../astro/index.js'
import { computationId } from '../jyotisha/computation-id.js'
import { offsetRenderer } from '../jyotisha/dasha-calendar.js'
import { reportContent } from '../report/content.js'
import { DEFAULT_ACCENT, reportPdf } from '../report/pdf.js'
import { ApiError } from '../schemas/errors.js'
import { ReportContentProps, ReportRequest, reportExample } from '../schemas/report.js'
import { defineOperation } from './define.js'
import { asApiError, CALCULATION_ERRORS } from './errors.js'
import { canonicalBirth } from './inputs.js'
import { referenceInstant } from './reading.js'

const DEFAULT_DOMAINS = ['career', 'marriage', 'finance'] as const

/** Base price: the chart with its strength, two pictures and the guidance (1 + 1 + 3). */
export const REPORT_BASE_CREDITS = 5
/** Each domain read, as /v1/interpret is priced. */
export const REPORT_CREDITS_PER_DOMAIN = 5

/** What a report of `body` costs: the base and each domain asked (the default three when none is said). */
function reportCredits(body: unknown): number {
  const domains = (body as { domains?: unknown[] } | null)?.domains
  return REPORT_BASE_CREDITS + REPORT_CREDITS_PER_DOMAIN * (Array.isArray(domains) ? domains.length : 3)
}

/** The kundli report. */
export const reportOperation = defineOperation({
  id: 'report',
  path: '/v1/report',
  scope: 'guidance',
  price: { kind: 'by-request', credits: reportCredits, text: '5 credits and 5 per domain read' },
  billing: 'hold',
  domain: 'lifestyle_guidance',
  request: ReportRequest,
  response: ReportContentProps,
  errors: [...CALCULATION_ERRORS, 'invalid_reference_date', 'guidance_failed'],
  example: reportExample,
  texts: ['hi'],
  // A logo of 256 KB is 342 KB in base64.
  bodyLimitBytes: 512 * 1024,
  document: {
    operationId: 'getReport',
    tag: 'Interpretation',
    summary: 'A kundli report as a PDF, ready to print, with your name and logo',
    description:
      'The birth chart as a printed report: the rāśi and navāṃśa charts (drawn as vectors, in `chartStyle`), ' +
      'the grahas and the houses, the Vimśottarī mahādaśās and the antardaśās of the running one, the ' +
      'strength of the grahas (ṣaḍbala), the yogas formed, the guidance for the running periods (as ' +
      '`/v1/guidance`) and one reading per domain asked (as `/v1/interpret`), all at `referenceDate` ' +
      '(default now); laid out for A4 or US Letter with every page headed by your name and logo (`branding`) ' +
      'and numbered, DejaVu Sans embedded (and for an Indian language the Noto Sans of its script: names in the ' +
      'language, and in Hindi every word). Made in the request, in about a quarter of a second. Symbolic ' +
      'guidance only. 5 credits and 5 per domain (20 for the default three).',
    answer: 'The report.',
  },
  run(b, { eph, computationKey, corpusDir, nowMs, language }) {
    const domains = b.domains ?? [...DEFAULT_DOMAINS]
    const refMs = referenceInstant(b.referenceDate, b.birthData.timezone, nowMs)
    const paper = b.paper ?? 'A4'
    const style = b.chartStyle ?? 'north'
    const branding = {
      name: b.branding?.name ?? null,
      logo: b.branding?.logo ? Buffer.from(b.branding.logo, 'base64') : null,
      accent: b.branding?.accentColor ?? DEFAULT_ACCENT,
    }
    let content
    try {
      content = reportContent(eph, corpusDir, {
        birth: b.birthData,
        name: b.name ?? null,
        referenceMs: refMs,
        domains,
        style,
        ...(language && language !== 'en' ? { language } : {}),
      })
    } catch (err) {
      throw asApiError(err, 'guidance_failed')
    }
    if (content.guidance === null)
      throw new ApiError('guidance_failed', {
        en: '`referenceDate` falls before the birth: there is no running period to read',
        hi: '`referenceDate`: जन्म से पहले पड़ती है, इसलिए पढ़ने के लिए कोई चलती दशा नहीं है।',
      })
    let pdf
    try {
      pdf = reportPdf(content, paper, branding, nowMs)
    } catch (err) {
      // The logo passed its signature check but its image data could not be read.
      if (branding.logo)
        throw new ApiError('invalid_field', {
          en: '`branding.logo` could not be read as a PNG or JPEG image',
          hi: '`branding.logo`: PNG या JPEG चित्र के रूप में पढ़ा नहीं जा सका।',
        })
      throw err
    }
    const render = offsetRenderer(zoneHistory(b.birthData.timezone), (b.birthData.longitude / 15) * 60)
    return {
      computationId: computationId(computationKey, 'report', {
        birthData: canonicalBirth(b.birthData),
        referenceMs: refMs,
        domains,
        style,
        paper,
        name: b.name ?? null,
        branding: b.branding ?? null,
      }),
      birth: content.chart.birth,
      referenceDate: render(refMs),
      report: {
        mediaType: 'application/pdf' as const,
        paper,
        pages: pdf.pages,
        bytes: pdf.bytes.length,
        encoding: 'base64' as const,
        data: pdf.bytes.toString('base64'),
      },
    }
  },
})
