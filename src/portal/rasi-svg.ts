/**
 * The rāśi chart drawn as SVG in the two common styles, from a /v1/chart answer's ascendant and planets.
 *
 * - **North Indian**: the houses are fixed (the 1st is the top diamond, then counter-clockwise) and each
 *   house carries the number of its sign (1 = Aries … 12 = Pisces).
 * - **South Indian**: the signs are fixed (Pisces top left, then clockwise: Aries, Taurus, Gemini along
 *   the top, down the right to Virgo, back along the bottom to Sagittarius, up the left to Aquarius); the
 *   ascendant's sign is marked with a diagonal stroke and "Asc".
 *
 * Grahas are written by their usual two-letter abbreviations, ℞ for retrograde, with the degree in the
 * sign. Presentation attributes only (no inline style), so the portal's CSP holds.
 */
import { SIGNS, type Sign } from '../astro/zodiac.js'
import { escapeXml } from './svg.js'

export interface RasiPlacement {
  planet: string
  sign: Sign
  degree: number
  retrograde: boolean
}

export interface RasiInput {
  ascendant: { sign: Sign; degree: number; basis: 'ascendant' | 'moon' }
  planets: RasiPlacement[]
}

export const ABBREVIATIONS: Record<string, string> = {
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
}

const SIZE = 320
const INK = '#1b1f24'
const LINE = '#4a515b'

function label(p: RasiPlacement): string {
  // The nodes always move backwards: no mark for them.
  const retro = p.retrograde && p.planet !== 'Rahu' && p.planet !== 'Ketu' ? '℞' : ''
  return `${ABBREVIATIONS[p.planet] ?? p.planet.slice(0, 2)}${retro} ${Math.floor(p.degree)}°`
}

const signIndex = (s: Sign) => SIGNS.indexOf(s)

/** The placements of each sign, in the order given. */
function bySign(input: RasiInput): Map<number, RasiPlacement[]> {
  const m = new Map<number, RasiPlacement[]>()
  for (const p of input.planets) {
    const i = signIndex(p.sign)
    m.set(i, [...(m.get(i) ?? []), p])
  }
  return m
}

function lines(x: number, y: number, texts: string[], size: number, cls: string): string {
  const step = size + 2
  const top = y - ((texts.length - 1) * step) / 2
  return texts
    .map(
      (t, i) =>
        `<text x="${x.toFixed(1)}" y="${(top + i * step + size / 3).toFixed(1)}" text-anchor="middle" font-size="${size}" fill="${INK}" class="${cls}">${escapeXml(t)}</text>`,
    )
    .join('')
}

function description(input: RasiInput): string {
  const asc = `Ascendant in ${input.ascendant.sign}${input.ascendant.basis === 'moon' ? ' (the Moon’s sign: birth time unknown)' : ''}`
  return `${asc}; ${input.planets.map((p) => `${p.planet} in ${p.sign}${p.retrograde && p.planet !== 'Rahu' && p.planet !== 'Ketu' ? ', retrograde' : ''}`).join('; ')}.`
}

/** The label centre of each house (1…12) of the North Indian chart, in a SIZE square. */
export function northHouseCentres(size = SIZE): [number, number][] {
  const s = size
  return [
    [s / 2, s / 4],
    [s / 4, s / 12],
    [s / 12, s / 4],
    [s / 4, s / 2],
    [s / 12, (3 * s) / 4],
    [s / 4, (11 * s) / 12],
    [s / 2, (3 * s) / 4],
    [(3 * s) / 4, (11 * s) / 12],
    [(11 * s) / 12, (3 * s) / 4],
    [(3 * s) / 4, s / 2],
    [(11 * s) / 12, s / 4],
    [(3 * s) / 4, s / 12],
  ]
}

export function northIndianSvg(input: RasiInput, id = 'north'): string {
  const s = SIZE
  const asc = signIndex(input.ascendant.sign)
  const places = bySign(input)
  const centres = northHouseCentres(s)
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${s + 2} ${s + 2}" role="img" aria-labelledby="${id}-title ${id}-desc" class="rasi north">`,
    `<title id="${id}-title">Rāśi chart, North Indian style</title>`,
    `<desc id="${id}-desc">${escapeXml(description(input))}</desc>`,
    `<rect x="0" y="0" width="${s}" height="${s}" fill="#ffffff" stroke="${LINE}" stroke-width="1.5"/>`,
    `<path d="M0 0L${s} ${s}M${s} 0L0 ${s}M${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}L0 ${s / 2}Z" fill="none" stroke="${LINE}" stroke-width="1.2"/>`,
  ]
  for (let h = 1; h <= 12; h++) {
    const sign = (asc + h - 1) % 12
    const [x, y] = centres[h - 1]!
    const small = h % 3 !== 1
    const texts = (places.get(sign) ?? []).map(label)
    if (h === 1) texts.unshift('Asc')
    out.push(`<g class="house" data-house="${h}" data-sign="${SIGNS[sign]}">`)
    // The sign's number towards the centre of the chart.
    const nx = x + (s / 2 - x) * (small ? 0.35 : 0.55)
    const ny = y + (s / 2 - y) * (small ? 0.35 : 0.55)
    out.push(
      `<text x="${nx.toFixed(1)}" y="${(ny + 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="#6b4b00" class="sign-number">${sign + 1}</text>`,
    )
    out.push(lines(x, small ? y : y - 6, texts, small ? 9.5 : 11, 'graha'))
    out.push('</g>')
  }
  out.push('</svg>')
  return out.join('')
}

/** Grid cell (column, row) of each sign (Aries … Pisces) in the South Indian chart. */
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

export function southIndianSvg(input: RasiInput, id = 'south'): string {
  const s = SIZE
  const c = s / 4
  const asc = signIndex(input.ascendant.sign)
  const places = bySign(input)
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${s + 2} ${s + 2}" role="img" aria-labelledby="${id}-title ${id}-desc" class="rasi south">`,
    `<title id="${id}-title">Rāśi chart, South Indian style</title>`,
    `<desc id="${id}-desc">${escapeXml(description(input))}</desc>`,
    `<rect x="0" y="0" width="${s}" height="${s}" fill="#ffffff" stroke="${LINE}" stroke-width="1.5"/>`,
  ]
  SOUTH_CELLS.forEach(([col, row], sign) => {
    const x = col * c
    const y = row * c
    out.push(`<g class="sign" data-sign="${SIGNS[sign]}">`)
    out.push(
      `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="none" stroke="${LINE}" stroke-width="1.2"/>`,
    )
    out.push(
      `<text x="${x + 4}" y="${y + 12}" font-size="9" fill="#6b4b00" class="sign-name">${escapeXml(SIGNS[sign]!.slice(0, 3))}</text>`,
    )
    const texts = (places.get(sign) ?? []).map(label)
    if (sign === asc) {
      out.push(
        `<line x1="${x}" y1="${y + c / 3}" x2="${x + c / 3}" y2="${y}" stroke="${LINE}" stroke-width="1.2"/>`,
      )
      texts.unshift('Asc')
    }
    out.push(lines(x + c / 2, y + c / 2 + 6, texts, 10, 'graha'))
    out.push('</g>')
  })
  out.push(
    `<text x="${s / 2}" y="${s / 2 + 5}" text-anchor="middle" font-size="14" fill="${INK}">Rāśi</text>`,
    '</svg>',
  )
  return out.join('')
}
