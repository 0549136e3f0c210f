/**
 * The Western (tropical) chart as a wheel: the zodiac in the outer ring with the ascendant at nine
 * o'clock and the signs running counter-clockwise, the Placidus cusps as spokes with the house numbers
 * inside, each body's glyph at its longitude (spread apart where bodies crowd, with a tick at the true
 * place) and its degree in the sign. Without a birth time there are no angles or houses: 0° Aries is
 * put at nine o'clock instead. Presentation attributes only; `<title>` and `<desc>` for screen readers.
 */
import { hindiWheelDescription, hindiWheelTitle } from './hindi.js'
import { SIGN_NAMES, svgOpen, type Look } from './indian.js'
import { escapeXml, num } from './xml.js'

export interface WheelBody {
  body: string
  /** Tropical longitude, degrees [0, 360). */
  lonDeg: number
  retrograde: boolean
}

export interface WheelPicture {
  title: string
  subtitle: string
  ascendantDeg: number | null
  midheavenDeg: number | null
  /** The twelve cusps' longitudes, 1st to 12th, or null. */
  cuspsDeg: number[] | null
  bodies: WheelBody[]
  /** Whether degrees are written beside the glyphs. */
  degrees: boolean
}

/** The glyphs of the bodies and signs; U+FE0E asks for the text form, not an emoji. */
export const BODY_GLYPHS: Record<string, string> = {
  Sun: '☉',
  Moon: '☽',
  Mercury: '☿',
  Venus: '♀',
  Mars: '♂',
  Jupiter: '♃',
  Saturn: '♄',
  Uranus: '♅',
  Neptune: '♆',
  Pluto: '♇',
  'North Node': '☊',
  'South Node': '☋',
}
const SIGN_GLYPHS = '♈♉♊♋♌♍♎♏♐♑♒♓'

/** The wheel's own units: a 480-unit square. */
export const W = 480
const C = W / 2
const R_OUTER = 222
const R_SIGNS = 190
const R_BODY = 167
const R_DEGREE = 145
const R_HOUSES = 112
const R_INNER = 92

/** Smallest gap between two glyphs on their circle, in degrees of arc. */
const MIN_GAP_DEG = 10

const mod360 = (x: number) => ((x % 360) + 360) % 360

/**
 * Places spread so that neighbours are at least MIN_GAP_DEG apart, each as near its true longitude as
 * the crowd allows (clusters are centred on their mean; repeated until nothing overlaps).
 */
export function spread(lonsDeg: readonly number[]): number[] {
  const n = lonsDeg.length
  if (n < 2) return [...lonsDeg]
  const order = [...lonsDeg.keys()].sort((a, b) => lonsDeg[a]! - lonsDeg[b]!)
  // Open the circle at its widest gap, so that clusters never straddle the cut.
  let cut = 0
  let widest = -1
  for (let k = 0; k < n; k++) {
    const gap = mod360(lonsDeg[order[(k + 1) % n]!]! - lonsDeg[order[k]!]!) || (n === 1 ? 360 : 0)
    if (gap > widest) {
      widest = gap
      cut = (k + 1) % n
    }
  }
  const seq = [...order.slice(cut), ...order.slice(0, cut)]
  const base = lonsDeg[seq[0]!]!
  const want = seq.map((i) => mod360(lonsDeg[i]! - base))
  // Clusters of neighbours closer than the gap, each laid out evenly around its mean.
  let clusters = want.map((w, i) => ({ start: i, len: 1, mean: w }))
  for (let changed = true; changed;) {
    changed = false
    for (let k = 0; k + 1 < clusters.length; k++) {
      const a = clusters[k]!
      const b = clusters[k + 1]!
      const aEnd = a.mean + ((a.len - 1) * MIN_GAP_DEG) / 2
      const bStart = b.mean - ((b.len - 1) * MIN_GAP_DEG) / 2
      if (bStart - aEnd < MIN_GAP_DEG) {
        const len = a.len + b.len
        const mean = (a.mean * a.len + b.mean * b.len) / len
        clusters = [...clusters.slice(0, k), { start: a.start, len, mean }, ...clusters.slice(k + 2)]
        changed = true
        break
      }
    }
  }
  const placed: number[] = new Array<number>(n)
  for (const c of clusters)
    for (let j = 0; j < c.len; j++)
      placed[seq[c.start + j]!] = mod360(base + c.mean + (j - (c.len - 1) / 2) * MIN_GAP_DEG)
  return placed
}

/** A longitude's point at radius `r`: `leftDeg` sits at nine o'clock, longitudes grow counter-clockwise. */
function at(lonDeg: number, r: number, leftDeg: number): [number, number] {
  const a = ((180 + lonDeg - leftDeg) * Math.PI) / 180
  return [C + r * Math.cos(a), C - r * Math.sin(a)]
}

function description(p: WheelPicture): string {
  const sign = (lon: number) => `${Math.floor(mod360(lon) % 30)}° ${SIGN_NAMES[Math.floor(mod360(lon) / 30)]}`
  const parts = [
    p.ascendantDeg === null
      ? 'Birth time unknown: no ascendant or houses'
      : `Ascendant ${sign(p.ascendantDeg)}`,
    p.midheavenDeg === null ? '' : `Midheaven ${sign(p.midheavenDeg)}`,
    ...p.bodies.map((b) => `${b.body} ${sign(b.lonDeg)}${b.retrograde ? ', retrograde' : ''}`),
  ].filter(Boolean)
  return `${p.title}, ${p.subtitle}. ${parts.join('; ')}.`
}

/** The wheel as an SVG document `look.sizePx` wide. */
export function wheelSvg(p: WheelPicture, look: Look, id = 'chart-wheel'): string {
  const { colours } = look
  const language = look.words?.language ?? 'en'
  const left = p.ascendantDeg ?? 0
  const line = (a: [number, number], b: [number, number], width: number, colour = colours.lines) =>
    `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${colour}" stroke-width="${width}"/>`
  const circle = (r: number, width: number) =>
    `<circle cx="${C}" cy="${C}" r="${r}" fill="none" stroke="${colours.lines}" stroke-width="${width}"/>`
  const out = [
    language === 'hi'
      ? svgOpen('chart wheel', id, W, look, hindiWheelTitle(p), hindiWheelDescription(p))
      : svgOpen('chart wheel', id, W, look, `${p.title} (${p.subtitle}), Western wheel`, description(p)),
    `<rect x="0" y="0" width="${W}" height="${W}" fill="${colours.background}"/>`,
    circle(R_OUTER, 1.6),
    circle(R_SIGNS, 1.2),
    circle(R_INNER, 1),
  ]
  // The signs: a spoke at each 30°, the glyph in the middle of the ring.
  for (let s = 0; s < 12; s++) {
    out.push(line(at(s * 30, R_SIGNS, left), at(s * 30, R_OUTER, left), 1))
    const [x, y] = at(s * 30 + 15, (R_SIGNS + R_OUTER) / 2, left)
    out.push(
      `<text x="${num(x)}" y="${num(y + 6)}" text-anchor="middle" font-size="18" fill="${colours.signs}" class="sign" data-sign="${SIGN_NAMES[s]}">${SIGN_GLYPHS[s]}&#xFE0E;</text>`,
    )
  }
  // Degree ticks every 5° on the inside of the sign ring.
  for (let d = 0; d < 360; d += 5)
    out.push(line(at(d, R_SIGNS, left), at(d, R_SIGNS - (d % 10 ? 4 : 7), left), 0.7))
  if (p.cuspsDeg) {
    p.cuspsDeg.forEach((cusp, i) => {
      const angle = i % 3 === 0
      out.push(
        `<g class="house" data-house="${i + 1}" data-sign="${SIGN_NAMES[Math.floor(mod360(cusp) / 30)]}">`,
        line(at(cusp, R_INNER, left), at(cusp, R_SIGNS, left), angle ? 1.8 : 0.9),
      )
      const next = p.cuspsDeg![(i + 1) % 12]!
      const [x, y] = at(cusp + mod360(next - cusp) / 2, (R_INNER + R_HOUSES) / 2 + 2, left)
      out.push(
        `<text x="${num(x)}" y="${num(y + 4)}" text-anchor="middle" font-size="11" fill="${colours.signs}" class="house-number">${i + 1}</text>`,
        '</g>',
      )
    })
    out.push(circle(R_HOUSES + 6, 0.7))
  }
  for (const [lon, name] of [
    [p.ascendantDeg, look.words?.ascendantWord ?? 'Asc'],
    [p.midheavenDeg, 'MC'],
  ] as const) {
    if (lon === null) continue
    out.push(line(at(lon, R_SIGNS, left), at(lon, R_OUTER + 6, left), 2.2, colours.ascendant))
    // The label just outside the wheel, beside the end of its line.
    const [tx, ty] = at(lon - 3.5, R_OUTER + 10, left)
    // Kept inside the picture: anchored at its near end by the left and right edges.
    const anchor = tx < 24 ? 'start' : tx > W - 24 ? 'end' : 'middle'
    const x = anchor === 'start' ? 2 : anchor === 'end' ? W - 2 : tx
    out.push(
      `<text x="${num(x)}" y="${num(ty + 4)}" text-anchor="${anchor}" font-size="11" fill="${colours.ascendant}" class="angle">${escapeXml(name)}</text>`,
    )
  }
  const placed = spread(p.bodies.map((b) => b.lonDeg))
  p.bodies.forEach((b, i) => {
    const shown = placed[i]!
    const glyph = BODY_GLYPHS[b.body] ?? b.body.slice(0, 2)
    const [gx, gy] = at(shown, R_BODY, left)
    out.push(`<g class="body" data-body="${escapeXml(b.body)}" data-longitude="${b.lonDeg.toFixed(4)}">`)
    out.push(line(at(b.lonDeg, R_SIGNS, left), at(b.lonDeg, R_SIGNS - 10, left), 1.4, colours.text))
    out.push(
      `<text x="${num(gx)}" y="${num(gy + 7)}" text-anchor="middle" font-size="20" fill="${colours.text}" class="glyph">${glyph}</text>`,
    )
    if (p.degrees || b.retrograde) {
      const [dx, dy] = at(shown, R_DEGREE, left)
      const deg = p.degrees ? `${Math.floor(mod360(b.lonDeg) % 30)}°` : ''
      const retro =
        look.marks.retrograde && b.retrograde && !b.body.endsWith('Node')
          ? (look.words?.retrograde ?? 'R')
          : ''
      if (deg || retro)
        out.push(
          `<text x="${num(dx)}" y="${num(dy + 4)}" text-anchor="middle" font-size="10.5" fill="${colours.text}" class="degree">${deg}${retro ? `<tspan font-size="8" dy="-3">${retro}</tspan>` : ''}</text>`,
        )
    }
    out.push('</g>')
  })
  out.push(
    `<text x="${C}" y="${C - 2}" text-anchor="middle" font-size="13" fill="${colours.text}" class="title">${escapeXml(p.title)}</text>`,
    `<text x="${C}" y="${C + 14}" text-anchor="middle" font-size="10" fill="${colours.signs}" class="subtitle">${escapeXml(p.subtitle)}</text>`,
    '</svg>',
  )
  return out.join('')
}
