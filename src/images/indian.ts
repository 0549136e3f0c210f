/**
 * A sign chart (the rāśi or any varga) drawn as SVG in the three Indian styles.
 *
 * - **North Indian**: the houses are fixed — the 1st is the top diamond, the 2nd the triangle to its
 *   left, then counter-clockwise — and each carries the number of its sign (1 = Aries … 12 = Pisces).
 * - **South Indian**: the signs are fixed in a 4 × 4 ring — Pisces top left, then clockwise: Aries,
 *   Taurus, Gemini along the top, down the right to Virgo, back along the bottom to Sagittarius, up the
 *   left to Aquarius; the ascendant's sign is marked with a diagonal stroke and "Asc".
 * - **East Indian** (Bengal, Odisha): the signs are fixed in a 3 × 3 grid whose corner squares are cut
 *   by the diagonals of the whole chart — Aries in the top middle, then counter-clockwise: Taurus in the
 *   top-left corner's upper triangle, Gemini its lower one, Cancer middle left, Leo and Virgo in the
 *   bottom-left corner, Libra bottom middle, Scorpio and Sagittarius bottom right, Capricorn middle
 *   right, Aquarius and Pisces top right. Each sign carries its number.
 *
 * Grahas are written by their two-letter abbreviations, a raised "R" after a retrograde one (never the
 * nodes, which always move backwards), a raised "C" after a combust one, and the degree in the sign when
 * asked. (The ℞ glyph reads as "Px" at these sizes.)
 * Presentation attributes only (no inline style, no script), so a page's Content-Security-Policy holds;
 * a `<title>` and `<desc>` tell a screen reader the whole chart.
 */
import { SIGNS } from '../astro/zodiac.js'
import { fitLabels, type Box } from './layout.js'
import { hindiIndianDescription, hindiIndianTitle } from './hindi.js'
import { ABBREVIATIONS, ENGLISH_WORDS, type ChartWords } from './words.js'
import { escapeXml, num } from './xml.js'

export const INDIAN_STYLES = ['north', 'south', 'east'] as const
export type IndianStyle = (typeof INDIAN_STYLES)[number]

/** The signs by index, 0 = Aries. */
export const SIGN_NAMES = SIGNS

export { ABBREVIATIONS }

export interface Placement {
  body: string
  /** 0 = Aries … 11 = Pisces. */
  sign: number
  /** Degrees within the sign, or null when not shown. */
  degree: number | null
  retrograde: boolean
  combust: boolean
}

export interface SignPicture {
  /** Read by screen readers and shown in the middle of the South and East Indian charts: "Navamsa". */
  title: string
  /** A second line under it: "D1", "D9 · birth time unknown". */
  subtitle: string
  ascendant: { sign: number; basis: 'ascendant' | 'moon' }
  placements: Placement[]
}

export interface Colours {
  background: string
  lines: string
  text: string
  signs: string
  ascendant: string
}

export interface Look {
  /** Width and height in pixels. */
  sizePx: number
  colours: Colours
  /** A font family to try before the bundled DejaVu Sans, or null. */
  font: string | null
  /** Whether retrograde and combust grahas are marked. */
  marks: { retrograde: boolean; combust: boolean }
  /** The labels' words and the script's font (images/words.ts); absent: English. */
  words?: ChartWords
}

export const DEFAULT_COLOURS: Colours = {
  background: '#ffffff',
  lines: '#4a515b',
  text: '#1b1f24',
  signs: '#6b4b00',
  ascendant: '#a3361b',
}

/** The drawing's own units: a 360-unit square, scaled to `sizePx` by the viewBox. */
export const S = 360

/** A region of the chart: the polygon it fills, the boxes its labels may use, where its sign goes. */
export interface Region {
  polygon: [number, number][]
  boxes: Box[]
  signAt: [number, number]
}

const isNode = (body: string) => body === 'Rahu' || body === 'Ketu'

export interface Label {
  head: string
  /** The raised marks: "R" retrograde, "C" combust, "RC" both, or "". */
  marks: string
  tail: string
}

/** The words of a placement: "Sa", raised "R", " 29°" (in Hindi "श", raised "व"). */
export function labelOf(p: Placement, marks: Look['marks'], words: ChartWords = ENGLISH_WORDS): Label {
  const retro = marks.retrograde && p.retrograde && !isNode(p.body) ? words.retrograde : ''
  const combust = marks.combust && p.combust ? words.combust : ''
  return {
    head: words.graha(p.body),
    marks: retro + combust,
    tail: p.degree === null ? '' : ` ${Math.floor(p.degree)}°`,
  }
}

/** A label as plain text, marks inline: "SaR 29°". */
export const labelText = (l: Label) => `${l.head}${l.marks}${l.tail}`

const centroid = (poly: [number, number][]): [number, number] => [
  poly.reduce((a, p) => a + p[0], 0) / poly.length,
  poly.reduce((a, p) => a + p[1], 0) / poly.length,
]

/** Point `t` of the way from `a` to `b`. */
const toward = (a: [number, number], b: [number, number], t: number): [number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
]

const H = S / 2
const Q = S / 4

/** The twelve houses of the North Indian chart, 1st to 12th. */
export function northRegions(): Region[] {
  const c: [number, number] = [H, H]
  // The four kites (houses 1, 4, 7, 10): diamonds centred halfway to each edge.
  const kite = (x: number, y: number): Region => ({
    polygon: [
      [x, y - Q],
      [x + Q, y],
      [x, y + Q],
      [x - Q, y],
    ],
    boxes: [
      { cx: x, cy: y, w: 110, h: 70 },
      { cx: x, cy: y, w: 84, h: 96 },
    ],
    signAt: toward(c, [x, y], 0.22),
  })
  // The eight triangles: `apex` towards the centre, the base on the outer edge.
  const tri = (a: [number, number], b: [number, number], apex: [number, number]): Region => {
    const polygon: [number, number][] = [a, b, apex]
    const horizontal = a[1] === b[1]
    const edgeY = a[1]
    const edgeX = a[0]
    const mid = horizontal ? (a[0] + b[0]) / 2 : (a[1] + b[1]) / 2
    // The widest box hugging the outer edge: 7 units in, to 51 units deep (width 180 − 2 × depth there).
    const inward = horizontal ? Math.sign(apex[1] - edgeY) : Math.sign(apex[0] - edgeX)
    const boxes: Box[] = horizontal
      ? [
          { cx: mid, cy: edgeY + inward * 29, w: 76, h: 44 },
          { cx: mid, cy: edgeY + inward * 22, w: 112, h: 30 },
        ]
      : [
          { cx: edgeX + inward * 29, cy: mid, w: 44, h: 76 },
          { cx: edgeX + inward * 35, cy: mid, w: 56, h: 50 },
        ]
    return { polygon, boxes, signAt: toward(apex, centroid(polygon), 0.25) }
  }
  return [
    kite(H, Q),
    tri([0, 0], [H, 0], [Q, Q]),
    tri([0, 0], [0, H], [Q, Q]),
    kite(Q, H),
    tri([0, H], [0, S], [Q, 3 * Q]),
    tri([0, S], [H, S], [Q, 3 * Q]),
    kite(H, 3 * Q),
    tri([H, S], [S, S], [3 * Q, 3 * Q]),
    tri([S, H], [S, S], [3 * Q, 3 * Q]),
    kite(3 * Q, H),
    tri([S, 0], [S, H], [3 * Q, Q]),
    tri([H, 0], [S, 0], [3 * Q, Q]),
  ]
}

/** Grid cell (column, row) of each sign, Aries … Pisces, in the South Indian chart. */
export const SOUTH_CELLS: [number, number][] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
]

/** The twelve signs of the South Indian chart, Aries … Pisces. */
export function southRegions(): Region[] {
  return SOUTH_CELLS.map(([col, row]) => {
    const x = col * Q
    const y = row * Q
    return {
      polygon: [
        [x, y],
        [x + Q, y],
        [x + Q, y + Q],
        [x, y + Q],
      ],
      boxes: [{ cx: x + Q / 2, cy: y + Q / 2 - 2, w: 82, h: 62 }],
      signAt: [x + Q - 6, y + Q - 6],
    }
  })
}

/** The twelve signs of the East Indian chart, Aries … Pisces. */
export function eastRegions(): Region[] {
  const T = S / 3
  const square = (col: number, row: number): Region => {
    const x = col * T
    const y = row * T
    return {
      polygon: [
        [x, y],
        [x + T, y],
        [x + T, y + T],
        [x, y + T],
      ],
      boxes: [{ cx: x + T / 2, cy: y + T / 2 + 4, w: 108, h: 96 }],
      signAt: [x + 10, y + 14],
    }
  }
  // A corner triangle: `right` is its right-angle corner, `inner` the corner of the middle square.
  const tri = (right: [number, number], other: [number, number], inner: [number, number]): Region => {
    const polygon: [number, number][] = [right, other, inner]
    // Boxes against the right angle: square, or long along the chart's outer edge.
    const dx = Math.sign(inner[0] - right[0]) || Math.sign(other[0] - right[0])
    const dy = Math.sign(inner[1] - right[1]) || Math.sign(other[1] - right[1])
    const alongX = other[1] === right[1]
    const sq: Box = { cx: right[0] + dx * 30, cy: right[1] + dy * 30, w: 54, h: 54 }
    const long: Box = alongX
      ? { cx: right[0] + dx * 43, cy: right[1] + dy * 19, w: 80, h: 32 }
      : { cx: right[0] + dx * 19, cy: right[1] + dy * 43, w: 32, h: 80 }
    return { polygon, boxes: [long, sq], signAt: toward(inner, centroid(polygon), 0.3) }
  }
  return [
    square(1, 0), // Aries
    tri([T, 0], [0, 0], [T, T]), // Taurus
    tri([0, T], [0, 0], [T, T]), // Gemini
    square(0, 1), // Cancer
    tri([0, 2 * T], [0, S], [T, 2 * T]), // Leo
    tri([T, S], [0, S], [T, 2 * T]), // Virgo
    square(1, 2), // Libra
    tri([2 * T, S], [S, S], [2 * T, 2 * T]), // Scorpio
    tri([S, 2 * T], [S, S], [2 * T, 2 * T]), // Sagittarius
    square(2, 1), // Capricorn
    tri([S, T], [S, 0], [2 * T, T]), // Aquarius
    tri([2 * T, 0], [S, 0], [2 * T, T]), // Pisces
  ]
}

function description(p: SignPicture, words: ChartWords): string {
  if (words.language === 'hi') return hindiIndianDescription(p)
  const asc =
    `Ascendant in ${SIGN_NAMES[p.ascendant.sign]}` +
    (p.ascendant.basis === 'moon' ? ' (the Moon’s sign: the birth time is unknown)' : '')
  const each = p.placements.map((x) => {
    const notes = [
      x.retrograde && !isNode(x.body) ? 'retrograde' : '',
      x.combust ? 'combust' : '',
      x.degree === null ? '' : `${Math.floor(x.degree)}°`,
    ].filter(Boolean)
    return `${x.body} in ${SIGN_NAMES[x.sign]}${notes.length ? ` (${notes.join(', ')})` : ''}`
  })
  return `${p.title}, ${p.subtitle}. ${asc}. ${each.join('; ')}.`
}

/** Rows of labels apart in an Indian script (em): its vowel signs reach above and below the row. */
const INDIC_LINE_HEIGHT = 1.32

const FONT_STACK = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif"

/** The root element and its accessible name. */
export function svgOpen(
  cls: string,
  id: string,
  viewBox: number,
  look: Look,
  title: string,
  desc: string,
): string {
  // The script's font first: its Latin digits then match its letters.
  const script = look.words?.family
  const stack = script ? `'${script}', ${FONT_STACK}` : FONT_STACK
  const family = look.font ? `'${look.font}', ${stack}` : stack
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${look.sizePx}" height="${look.sizePx}" viewBox="0 0 ${viewBox} ${viewBox}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc" class="${cls}" font-family="${escapeXml(family)}">` +
    `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(desc)}</desc>`
  )
}

/** One label as SVG text, its marks raised and smaller. */
export function labelSvg(x: number, y: number, size: number, fill: string, l: Label, cls: string): string {
  const rest = l.marks
    ? `<tspan dy="${num(-size * 0.38)}" font-size="${num(size * 0.7)}">${l.marks}</tspan><tspan dy="${num(size * 0.38)}">${escapeXml(l.tail)}</tspan>`
    : escapeXml(l.tail)
  return `<text x="${num(x)}" y="${num(y)}" text-anchor="middle" font-size="${num(size)}" fill="${fill}" class="${cls}">${escapeXml(l.head)}${rest}</text>`
}

/**
 * The chart in `style`: an SVG document `look.sizePx` wide. Each house (North) or sign (South, East)
 * is a group `<g class="house" data-house data-sign>` holding its sign's number or name and its grahas.
 */
export function indianSvg(style: IndianStyle, p: SignPicture, look: Look, id = `chart-${style}`): string {
  const { colours } = look
  const words = look.words ?? ENGLISH_WORDS
  const regions = style === 'north' ? northRegions() : style === 'south' ? southRegions() : eastRegions()
  const titleText =
    words.language === 'hi'
      ? hindiIndianTitle(p, style)
      : `${p.title} (${p.subtitle}), ${style === 'north' ? 'North' : style === 'south' ? 'South' : 'East'} Indian style`
  const out = [
    svgOpen(`chart ${style}`, id, S, look, titleText, description(p, words)),
    `<rect x="0" y="0" width="${S}" height="${S}" fill="${colours.background}"/>`,
  ]
  // The lines of the chart.
  const T = S / 3
  const stroke = `fill="none" stroke="${colours.lines}" stroke-width="1.4"`
  if (style === 'north')
    out.push(`<path d="M0 0L${S} ${S}M${S} 0L0 ${S}M${H} 0L${S} ${H}L${H} ${S}L0 ${H}Z" ${stroke}/>`)
  else if (style === 'south')
    out.push(
      `<path d="M${Q} 0V${S}M${3 * Q} 0V${S}M0 ${Q}H${S}M0 ${3 * Q}H${S}M${Q} ${Q}V${3 * Q}" ${stroke}/>`,
      `<rect x="${Q}" y="${Q}" width="${H}" height="${H}" fill="${colours.background}" stroke="${colours.lines}" stroke-width="1.4"/>`,
    )
  else
    out.push(
      `<path d="M${T} 0V${S}M${2 * T} 0V${S}M0 ${T}H${S}M0 ${2 * T}H${S}M0 0L${T} ${T}M${S} 0L${2 * T} ${T}M0 ${S}L${T} ${2 * T}M${S} ${S}L${2 * T} ${2 * T}" ${stroke}/>`,
    )
  out.push(
    `<rect x="0" y="0" width="${S}" height="${S}" fill="none" stroke="${colours.lines}" stroke-width="2"/>`,
  )

  for (let i = 0; i < 12; i++) {
    // North: region i is house i + 1; South and East: region i is sign i.
    const sign = style === 'north' ? (p.ascendant.sign + i) % 12 : i
    const house = ((sign - p.ascendant.sign + 12) % 12) + 1
    const r = regions[i]!
    const here = p.placements.filter((x) => x.sign === sign).map((x) => labelOf(x, look.marks, words))
    const texts = here.map(labelText)
    const isAsc = house === 1
    const fit = fitLabels(
      isAsc ? [words.ascendant, ...texts] : texts,
      r.boxes,
      13,
      7.5,
      ...(words.family ? [INDIC_LINE_HEIGHT] : []),
    )
    out.push(`<g class="house" data-house="${house}" data-sign="${SIGN_NAMES[sign]}">`)
    const [sx, sy] = r.signAt
    const signText = style === 'south' ? escapeXml(words.southSign(sign)) : String(sign + 1)
    out.push(
      `<text x="${num(sx)}" y="${num(sy + 3.5)}" text-anchor="${style === 'south' ? 'end' : 'middle'}" font-size="10" fill="${colours.signs}" class="sign">${signText}</text>`,
    )
    if (isAsc && style === 'south') {
      const [[x, y]] = r.polygon as [[number, number]]
      out.push(
        `<line x1="${x}" y1="${y + 26}" x2="${x + 26}" y2="${y}" stroke="${colours.ascendant}" stroke-width="1.4"/>`,
      )
    }
    fit.labels.forEach((l, k) => {
      const asc = isAsc && k === 0
      const label = asc ? { head: words.ascendant, marks: '', tail: '' } : here[isAsc ? k - 1 : k]!
      out.push(labelSvg(l.x, l.y, fit.fontSize, asc ? colours.ascendant : colours.text, label, 'graha'))
    })
    out.push('</g>')
  }
  if (style !== 'north') {
    out.push(
      `<text x="${H}" y="${H - 4}" text-anchor="middle" font-size="17" fill="${colours.text}" class="title">${escapeXml(p.title)}</text>`,
      `<text x="${H}" y="${H + 16}" text-anchor="middle" font-size="11" fill="${colours.signs}" class="subtitle">${escapeXml(p.subtitle)}</text>`,
    )
  }
  out.push('</svg>')
  return out.join('')
}
