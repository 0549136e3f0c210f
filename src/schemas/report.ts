/** Request and answer of `POST /v1/report`: a kundli report as a PDF. */
import { Type, type Static } from 'typebox'
import { DOMAINS } from '../corpus/vocabulary.js'
import { INDIAN_STYLES } from '../images/indian.js'
import { PAPERS } from '../report/pdf.js'
import { BirthData, BirthSummary, ComputationId, EXAMPLE_BIRTH } from './birth.js'
import { closed } from './common.js'
import { ReferenceDate } from './guidance.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'

/** The largest logo, in bytes once decoded. */
export const LOGO_MAX_BYTES = 256 * 1024

export const ReportBranding = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'Your name or your firm’s, at the top of every page.',
      }),
    ),
    logo: Type.Optional(
      Type.String({
        maxLength: Math.ceil(LOGO_MAX_BYTES / 3) * 4,
        description:
          'Your logo, a PNG or JPEG in base64 (at most 256 KB decoded), at the top left of every page, fitted ' +
          'into 120 × 28 points.',
        [CHECK_KEYWORD]: 'logo',
      }),
    ),
    accentColor: Type.Optional(
      Type.String({
        pattern: '^#[0-9a-fA-F]{6}$',
        description: 'Headings and rules, `#rrggbb` (default `#7a4a00`).',
      }),
    ),
  },
  { ...closed, description: 'Your brand on the report.', [CODE_KEYWORD]: 'invalid_field' },
)

export const reportExample: ReportRequest = {
  birthData: EXAMPLE_BIRTH,
  name: 'Asha Rao',
  referenceDate: '2026-11-24',
  domains: ['career', 'marriage'],
  chartStyle: 'north',
  paper: 'A4',
  branding: { name: 'Jyoti Studio', accentColor: '#7a4a00' },
}

export const ReportRequest = Type.Object(
  {
    birthData: BirthData,
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'The name on the cover (default "Birth chart").',
      }),
    ),
    referenceDate: Type.Optional(ReferenceDate),
    domains: Type.Optional(
      Type.Array(Type.Enum([...DOMAINS]), {
        maxItems: 5,
        uniqueItems: true,
        default: ['career', 'marriage', 'finance'],
        description:
          'The life domains read, each as `/v1/interpret` reads it, at most 5 (default career, marriage, ' +
          'finance; an empty list for none).',
      }),
    ),
    chartStyle: Type.Optional(
      Type.Enum([...INDIAN_STYLES], {
        default: 'north',
        description: 'How the rāśi and navāṃśa charts are drawn: `north` (default), `south` or `east`.',
      }),
    ),
    paper: Type.Optional(
      Type.Enum([...PAPERS], { default: 'A4', description: 'The page size: `A4` (default) or US `Letter`.' }),
    ),
    branding: Type.Optional(ReportBranding),
  },
  { ...closed },
)
export type ReportRequest = Static<typeof ReportRequest>

export const ReportContentProps = {
  computationId: ComputationId,
  birth: BirthSummary,
  referenceDate: Type.String({
    description: 'The moment read, ISO 8601 to the second with the birth zone’s offset then.',
  }),
  report: Type.Object(
    {
      mediaType: Type.Literal('application/pdf', { description: 'The document’s media type.' }),
      paper: Type.Enum([...PAPERS], { description: 'The page size.' }),
      pages: Type.Integer({ minimum: 1, description: 'How many pages it has.' }),
      bytes: Type.Integer({ minimum: 1, description: 'Its size in bytes.' }),
      encoding: Type.Literal('base64', { description: '`data` holds the bytes in base64.' }),
      data: Type.String({ description: 'The PDF.' }),
    },
    { description: 'The report.' },
  ),
}
