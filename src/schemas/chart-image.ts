/** Request and answer of `POST /v1/chart/image`: a birth chart drawn as SVG or PNG. */
import { Type, type Static } from 'typebox'
import { NODE_TYPES } from '../jyotisha/chart.js'
import { VARGAS } from '../jyotisha/vargas.js'
import { IMAGE_BODIES, IMAGE_STYLES } from '../images/chart-image.js'
import { BirthData, BirthSummary, ComputationId, EXAMPLE_BIRTH } from './birth.js'
import { closed, nullable, signField } from './common.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { named } from '../i18n/names.js'

const Colour = (what: string, byDefault: string) =>
  Type.String({
    pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
    description: `${what}: \`#rgb\` or \`#rrggbb\` (default \`${byDefault}\`).`,
  })

export const ImageColors = Type.Object(
  {
    background: Type.Optional(Colour('The background', '#ffffff')),
    lines: Type.Optional(Colour('The chart’s lines', '#4a515b')),
    text: Type.Optional(Colour('The grahas’ labels and the title', '#1b1f24')),
    signs: Type.Optional(Colour('Sign numbers, names and glyphs, house numbers', '#6b4b00')),
    ascendant: Type.Optional(Colour('The ascendant’s mark (and the Midheaven’s on the wheel)', '#a3361b')),
  },
  { ...closed, description: 'Colours; any left out keeps its default.', [CODE_KEYWORD]: 'invalid_field' },
)

export const ImageMarks = Type.Object(
  {
    retrograde: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'A raised R after a retrograde graha (never the nodes, always retrograde). Default true.',
      }),
    ),
    combust: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'A raised C after a combust graha (the Indian styles). Default true.',
      }),
    ),
  },
  { ...closed, description: 'Which marks are drawn.', [CODE_KEYWORD]: 'invalid_field' },
)

export const chartImageExample: ChartImageRequest = {
  birthData: EXAMPLE_BIRTH,
  style: 'north',
  varga: 'D9',
  format: 'svg',
  size: 480,
}

export const ChartImageRequest = Type.Object(
  {
    birthData: BirthData,
    style: Type.Optional(
      Type.Enum([...IMAGE_STYLES], {
        default: 'north',
        description:
          '`north` (houses fixed, the 1st at the top, sign numbers in the houses; default), `south` (signs ' +
          'fixed, Pisces top left, clockwise), `east` (signs fixed, Aries top middle, counter-clockwise, corner ' +
          'squares cut diagonally), or `western`: the tropical chart as a wheel with Placidus cusps (the rāśi ' +
          'only).',
      }),
    ),
    varga: Type.Optional(
      Type.Enum(
        VARGAS.map((n) => `D${n}`),
        {
          default: 'D1',
          description:
            'Which chart: `D1` the rāśi (default) or a varga, `D2` … `D60` (the sixteen of /v1/chart).',
        },
      ),
    ),
    format: Type.Optional(
      Type.Enum(['svg', 'png'], {
        default: 'svg',
        description:
          '`svg` (default): the document as text; `png`: the picture rendered, base64 in `image.data`.',
      }),
    ),
    size: Type.Optional(
      Type.Integer({
        minimum: 200,
        maximum: 2000,
        default: 480,
        description:
          'Width and height in pixels, 200 … 2000 (default 480). An SVG scales freely whatever it says.',
      }),
    ),
    colors: Type.Optional(ImageColors),
    font: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9 -]{1,64}$',
        description:
          'A font family to ask for first (letters, digits, spaces and hyphens). An SVG falls back to DejaVu Sans, ' +
          'Noto Sans, Arial, then any sans-serif; a PNG is always drawn with the bundled fonts (DejaVu Sans, and ' +
          'for an Indian language the Noto Sans of its script, its labels drawn as outlines).',
      }),
    ),
    bodies: Type.Optional(
      Type.Array(Type.Enum([...IMAGE_BODIES]), {
        minItems: 1,
        maxItems: IMAGE_BODIES.length,
        uniqueItems: true,
        description:
          'Which bodies to draw, in any order. Default: the nine grahas, and on the Western wheel also Uranus, ' +
          'Neptune and Pluto (Rahu and Ketu are drawn there as the lunar nodes).',
      }),
    ),
    degrees: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'Write each body’s degree in its sign (default true): in the rāśi and on the wheel; a varga shows signs only.',
      }),
    ),
    marks: Type.Optional(ImageMarks),
    settings: Type.Optional(
      Type.Object(
        {
          nodeType: Type.Optional(
            Type.Enum([...NODE_TYPES], {
              default: 'mean',
              description: 'Rahu and Ketu as the `mean` lunar node (default) or the `true` node.',
            }),
          ),
        },
        { ...closed, description: 'Conventions.', [CODE_KEYWORD]: 'invalid_field' },
      ),
    ),
  },
  { ...closed, [CHECK_KEYWORD]: 'chartImageRequest' },
)
export type ChartImageRequest = Static<typeof ChartImageRequest>

const DrawnHouse = Type.Object(
  {
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'The house, 1 … 12 from the ascendant.' }),
    sign: signField('Its sign (the sign on its cusp on the wheel).'),
    bodies: Type.Array(named(['grahas', 'outerBodies'], Type.String()), {
      description: 'The bodies drawn in this house, in the order drawn.',
    }),
  },
  { description: 'One house as drawn.' },
)

export const ChartImageContentProps = {
  computationId: ComputationId,
  birth: BirthSummary,
  style: Type.Enum([...IMAGE_STYLES], { description: 'The style drawn.' }),
  varga: Type.String({ description: 'The chart drawn, `D1` … `D60`.' }),
  image: Type.Object(
    {
      mediaType: Type.Enum(['image/svg+xml', 'image/png'], { description: 'The picture’s media type.' }),
      widthPx: Type.Integer({ description: 'Its width in pixels.' }),
      heightPx: Type.Integer({ description: 'Its height in pixels.' }),
      encoding: Type.Enum(['utf-8', 'base64'], {
        description: '`utf-8`: `data` is the SVG document; `base64`: the PNG’s bytes.',
      }),
      data: Type.String({ description: 'The SVG document, or the PNG in base64.' }),
    },
    { description: 'The picture.' },
  ),
  ascendant: nullable(
    Type.Object({
      sign: signField('The ascendant’s sign in the chart drawn.'),
      basis: Type.Enum(['ascendant', 'moon'], {
        description: '`moon` when the birth time is unknown and the Moon’s sign stands in.',
      }),
    }),
    'The ascendant drawn; null on a wheel without a birth time.',
  ),
  houses: nullable(
    Type.Array(DrawnHouse, { minItems: 12, maxItems: 12 }),
    'What the picture shows, house by house from the ascendant (Placidus houses on the wheel); null on a ' +
      'wheel without a birth time.',
  ),
}
