/**
 * The portal's rāśi charts (src/portal/rasi-svg.ts) against the two published layouts, drawn from
 * independently published charts (test/fixtures/published-charts.ts): every graha is written in the
 * house (North Indian) or the sign's cell (South Indian) its source prints.
 */
import { describe, expect, it } from 'vitest'
import { SIGNS, type Sign } from '../../src/astro/zodiac.js'
import {
  ABBREVIATIONS,
  northHouseCentres,
  northIndianSvg,
  SOUTH_CELLS,
  southIndianSvg,
  type RasiInput,
} from '../../src/portal/rasi-svg.js'
import { PUBLISHED_CHARTS } from '../fixtures/published-charts.js'

/** The text of one group of the SVG, by an attribute. */
function group(svg: string, attr: string, value: string | number): string {
  const m = new RegExp(`<g class="[a-z]+" ${attr}="${value}"[^>]*>(.*?)</g>`).exec(svg)
  if (!m) throw new Error(`no group ${attr}=${value}`)
  return m[1]!
}

const texts = (fragment: string) =>
  [...fragment.matchAll(/<text[^>]*class="graha"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!)

const charts = PUBLISHED_CHARTS.filter(
  (c) => c.published.ascendantSign && Object.keys(c.published.planetSigns ?? {}).length >= 7,
)

function inputOf(c: (typeof charts)[number]): RasiInput {
  return {
    ascendant: {
      sign: c.published.ascendantSign as Sign,
      degree: c.published.ascendantDegree ?? 0,
      basis: 'ascendant',
    },
    planets: Object.entries(c.published.planetSigns!).map(([planet, sign]) => ({
      planet,
      sign: sign as Sign,
      degree: (((c.published.planetLongitudes?.[planet] ?? 0) % 30) + 30) % 30,
      retrograde: false,
    })),
  }
}

describe('rāśi charts', () => {
  it(`has published charts to draw (${charts.length})`, () => {
    expect(charts.length).toBeGreaterThanOrEqual(3)
  })

  it('North Indian: the 1st house at the top, then counter-clockwise; each house numbered with its sign', () => {
    const [h1, , , h4, , , h7, , , h10] = northHouseCentres(320)
    expect(h1).toEqual([160, 80])
    expect(h4).toEqual([80, 160])
    expect(h7).toEqual([160, 240])
    expect(h10).toEqual([240, 160])
    for (const c of charts) {
      const input = inputOf(c)
      const svg = northIndianSvg(input)
      const asc = SIGNS.indexOf(input.ascendant.sign)
      for (let h = 1; h <= 12; h++) {
        const sign = SIGNS[(asc + h - 1) % 12]!
        expect(svg).toContain(`data-house="${h}" data-sign="${sign}"`)
        const g = group(svg, 'data-house', h)
        expect(g).toContain(`class="sign-number">${SIGNS.indexOf(sign) + 1}<`)
        const here = input.planets.filter((p) => p.sign === sign).map((p) => ABBREVIATIONS[p.planet]!)
        expect(
          texts(g)
            .filter((t) => t !== 'Asc')
            .map((t) => t.slice(0, 2)),
          `${c.name} house ${h}`,
        ).toEqual(here)
      }
      expect(texts(group(svg, 'data-house', 1))[0]).toBe('Asc')
    }
  })

  it('South Indian: Pisces top left, Aries to Gemini along the top, Virgo bottom right, Sagittarius bottom left', () => {
    const cell = (s: Sign) => SOUTH_CELLS[SIGNS.indexOf(s)]
    expect(cell('Pisces')).toEqual([0, 0])
    expect(cell('Aries')).toEqual([1, 0])
    expect(cell('Gemini')).toEqual([3, 0])
    expect(cell('Cancer')).toEqual([3, 1])
    expect(cell('Virgo')).toEqual([3, 3])
    expect(cell('Libra')).toEqual([2, 3])
    expect(cell('Sagittarius')).toEqual([0, 3])
    expect(cell('Aquarius')).toEqual([0, 1])
    expect(new Set(SOUTH_CELLS.map((c) => c.join()))).toHaveProperty('size', 12)
    for (const c of charts) {
      const input = inputOf(c)
      const svg = southIndianSvg(input)
      for (const sign of SIGNS) {
        const g = group(svg, 'data-sign', sign)
        const [col, row] = cell(sign)!
        expect(g).toContain(`<rect x="${col * 80}" y="${row * 80}"`)
        const here = input.planets.filter((p) => p.sign === sign).map((p) => ABBREVIATIONS[p.planet]!)
        const shown = texts(g)
        expect(shown.includes('Asc'), `${c.name} ${sign}`).toBe(sign === input.ascendant.sign)
        expect(shown.filter((t) => t !== 'Asc').map((t) => t.slice(0, 2))).toEqual(here)
      }
    }
  })

  it('marks retrograde grahas (not the nodes), writes the degree in the sign, and describes itself', () => {
    const svg = southIndianSvg({
      ascendant: { sign: 'Leo', degree: 3, basis: 'moon' },
      planets: [
        { planet: 'Saturn', sign: 'Capricorn', degree: 29.9, retrograde: true },
        { planet: 'Rahu', sign: 'Capricorn', degree: 5.2, retrograde: true },
      ],
    })
    expect(texts(group(svg, 'data-sign', 'Capricorn'))).toEqual(['Sa℞ 29°', 'Ra 5°'])
    expect(svg).toContain(
      '<desc id="south-desc">Ascendant in Leo (the Moon’s sign: birth time unknown); Saturn in Capricorn, retrograde; Rahu in Capricorn.</desc>',
    )
    expect(svg).not.toMatch(/ style=/)
  })
})
