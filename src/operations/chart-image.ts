import { computationId } from '../jyotisha/computation-id.js'
import type { Varga } from '../jyotisha/vargas.js'
import { drawChart } from '../images/chart-image.js'
import { ChartImageContentProps, ChartImageRequest, chartImageExample } from '../schemas/chart-image.js'
import { defineOperation } from './define.js'
import { asApiError, CALCULATION_ERRORS } from './errors.js'
import { canonicalBirth } from './inputs.js'

/** The birth chart drawn. */
export const chartImageOperation = defineOperation({
  id: 'chart-image',
  path: '/v1/chart/image',
  scope: 'chart',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'core_chart',
  request: ChartImageRequest,
  response: ChartImageContentProps,
  errors: [...CALCULATION_ERRORS, 'chart_integrity_failed'],
  example: chartImageExample,
  texts: ['hi'],
  document: {
    operationId: 'getChartImage',
    tag: 'Calculation',
    summary: 'The birth chart drawn: any varga in the North, South or East Indian style, or a Western wheel',
    description:
      'The sidereal (Lahiri) rāśi or any of the sixteen vargas of /v1/chart drawn in the North Indian, South ' +
      'Indian or East Indian style, or the tropical chart as a Western wheel with Placidus cusps; as SVG (text ' +
      'as text, with a `<title>` and `<desc>` for screen readers, no script or inline style) or as PNG ' +
      '(rendered on the server, base64). Size, colours, font, the bodies drawn, degrees and the retrograde ' +
      'and combust marks can be chosen. `houses` says what the picture shows, house by house, in the same ' +
      'placements as /v1/chart. With the birth time unknown, the Moon’s sign stands in for the ascendant ' +
      '(the wheel then has no houses). 1 credit.',
    answer: 'The picture and what it shows.',
  },
  run(b, { eph, computationKey, nowMs, language }) {
    const style = b.style ?? 'north'
    const varga = Number((b.varga ?? 'D1').slice(1)) as Varga
    const format = b.format ?? 'svg'
    const sizePx = b.size ?? 480
    const settings = { nodeType: b.settings?.nodeType ?? 'mean', dashaYear: 'sidereal' } as const
    const marks = { retrograde: b.marks?.retrograde ?? true, combust: b.marks?.combust ?? true }
    const inputs = {
      birthData: canonicalBirth(b.birthData),
      style,
      varga,
      format,
      sizePx,
      colors: b.colors ?? {},
      font: b.font ?? null,
      bodies: b.bodies ?? null,
      degrees: b.degrees ?? true,
      marks,
      nodeType: settings.nodeType,
    }
    try {
      const drawn = drawChart(
        eph,
        {
          birth: b.birthData,
          settings,
          style,
          varga,
          format,
          sizePx,
          colours: b.colors ?? {},
          font: b.font ?? null,
          bodies: b.bodies ?? null,
          degrees: inputs.degrees,
          marks,
          language: language ?? 'en',
        },
        nowMs,
      )
      return {
        computationId: computationId(computationKey, 'chart-image', inputs),
        birth: drawn.birth,
        style,
        varga: `D${varga}`,
        image: drawn.image,
        ascendant: drawn.ascendant,
        houses: drawn.houses,
      }
    } catch (err) {
      throw asApiError(err, 'chart_integrity_failed')
    }
  },
})
