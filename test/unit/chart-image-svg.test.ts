/**
 * The chart pictures (src/images) read back: independently published charts
 * (test/fixtures/published-charts.ts) drawn in the three Indian styles, then every graha's label found in
 * the SVG and checked to lie — whole, by its estimated width — inside the region of the house or sign its
 * source prints, with the regions written out here from the styles' published descriptions (not from
 * the drawing code):
 * - North Indian: the 1st house the top diamond, then counter-clockwise (sushmajee.com "Chart designs";
 *   astroveda.wikidot.com "Chakras (charts)");
 * - South Indian: Pisces top left, then clockwise (edithhathaway.com "How to read a South Indian chart");
 * - East Indian: Aries top middle, then counter-clockwise, the corner squares cut by the chart's diagonals
 *   (the 3 × 3 map of PyJHora's `_convert_1d_house_data_to_2d`, github.com/naturalstupid/PyJHora).
 */
import { describe, expect, it } from 'vitest'
import { SIGNS, type Sign } from '../../src/astro/zodiac.js'
import { ABBREVIATIONS, DEFAULT_COLOURS, indianSvg, type SignPicture } from '../../src/images/indian.js'
import { spread, wheelSvg } from '../../src/images/wheel.js'
import { PUBLISHED_CHARTS } from '../fixtures/published-charts.js'

type Pt = [number, number]

/** Ray casting: is `p` inside (or on the edge of) the polygon? */
function inside(p: Pt, poly: Pt[]): boolean {
  let c = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!
    const [xj, yj] = poly[j]!
    // On an edge counts as inside.
    const cross = (p[0] - xi) * (yj - yi) - (p[1] - yi) * (xj - xi)
    const within = Math.min(xi, xj) - 1e-9 <= p[0] && p[0] <= Math.max(xi, xj) + 1e-9
    const withinY = Math.min(yi, yj) - 1e-9 <= p[1] && p[1] <= Math.max(yi, yj) + 1e-9
    if (Math.abs(cross) < 1e-6 && within && withinY) return true
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c
  }
  return c
}

// North Indian: house n's region (1 = top diamond, counter-clockwise).
const NORTH: Pt[][] = [
  [
    [180, 0],
    [270, 90],
    [180, 180],
    [90, 90],
  ],
  [
    [0, 0],
    [180, 0],
    [90, 90],
  ],
  [
    [0, 0],
    [90, 90],
    [0, 180],
  ],
  [
    [0, 180],
    [90, 90],
    [180, 180],
    [90, 270],
  ],
  [
    [0, 180],
    [90, 270],
    [0, 360],
  ],
  [
    [0, 360],
    [90, 270],
    [180, 360],
  ],
  [
    [180, 360],
    [90, 270],
    [180, 180],
    [270, 270],
  ],
  [
    [180, 360],
    [270, 270],
    [360, 360],
  ],
  [
    [360, 360],
    [270, 270],
    [360, 180],
  ],
  [
    [360, 180],
    [270, 270],
    [180, 180],
    [270, 90],
  ],
  [
    [360, 180],
    [270, 90],
    [360, 0],
  ],
  [
    [360, 0],
    [270, 90],
    [180, 0],
  ],
]
const square = (x: number, y: number, w: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + w],
  [x, y + w],
]
// South Indian: each sign's cell, Aries … Pisces, on a 4 × 4 grid of 90.
const SOUTH_CELL: Record<Sign, Pt> = {
  Pisces: [0, 0],
  Aries: [1, 0],
  Taurus: [2, 0],
  Gemini: [3, 0],
  Cancer: [3, 1],
  Leo: [3, 2],
  Virgo: [3, 3],
  Libra: [2, 3],
  Scorpio: [1, 3],
  Sagittarius: [0, 3],
  Capricorn: [0, 2],
  Aquarius: [0, 1],
}
// East Indian: 3 × 3 grid of 120; each corner square split by the diagonal through the chart's corner.
const EAST: Record<Sign, Pt[]> = {
  Aries: square(120, 0, 120),
  Taurus: [
    [0, 0],
    [120, 0],
    [120, 120],
  ],
  Gemini: [
    [0, 0],
    [120, 120],
    [0, 120],
  ],
  Cancer: square(0, 120, 120),
  Leo: [
    [0, 240],
    [120, 240],
    [0, 360],
  ],
  Virgo: [
    [120, 240],
    [120, 360],
    [0, 360],
  ],
  Libra: square(120, 240, 120),
  Scorpio: [
    [240, 240],
    [360, 360],
    [240, 360],
  ],
  Sagittarius: [
    [240, 240],
    [360, 240],
    [360, 360],
  ],
  Capricorn: square(240, 120, 120),
  Aquarius: [
    [360, 0],
    [360, 120],
    [240, 120],
  ],
  Pisces: [
    [240, 0],
    [360, 0],
    [240, 120],
  ],
}

interface Drawn {
  text: string
  x: number
  y: number
  size: number
}

/** The groups of a picture by house, with their sign and every label's text and place. */
function readBack(svg: string): Map<number, { sign: string; labels: Drawn[]; signText: string }> {
  const out = new Map<number, { sign: string; labels: Drawn[]; signText: string }>()
  for (const g of svg.matchAll(/<g class="house" data-house="(\d+)" data-sign="(\w+)">(.*?)<\/g>/g)) {
    const labels = [
      ...g[3]!.matchAll(
        /<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*class="graha">(.*?)<\/text>/g,
      ),
    ].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      size: Number(m[3]),
      text: m[4]!.replace(/<[^>]+>/g, ''),
    }))
    const signText = /class="sign">([^<]*)</.exec(g[3]!)?.[1] ?? ''
    out.set(Number(g[1]), { sign: g[2]!, labels, signText })
  }
  return out
}

/** A label's three points (left end, middle, right end) at half its height, by DejaVu's ~0.62 em. */
function labelPoints(l: Drawn): Pt[] {
  const half = ([...l.text].length * 0.62 * l.size) / 2
  const y = l.y - l.size * 0.35
  return [
    [l.x - half, y],
    [l.x, y],
    [l.x + half, y],
  ]
}

const charts = PUBLISHED_CHARTS.filter(
  (c) => c.published.ascendantSign && Object.keys(c.published.planetSigns ?? {}).length >= 7,
)

function pictureOf(c: (typeof charts)[number]): SignPicture {
  return {
    title: 'Rāśi',
    subtitle: 'D1',
    ascendant: { sign: SIGNS.indexOf(c.published.ascendantSign as Sign), basis: 'ascendant' },
    placements: Object.entries(c.published.planetSigns!).map(([body, sign]) => ({
      body,
      sign: SIGNS.indexOf(sign as Sign),
      degree: (((c.published.planetLongitudes?.[body] ?? 0) % 30) + 30) % 30,
      retrograde: false,
      combust: false,
    })),
  }
}

const look = { sizePx: 300, colours: DEFAULT_COLOURS, font: null, marks: { retrograde: true, combust: true } }

describe('chart pictures, read back', () => {
  it(`has published charts to draw (${charts.length})`, () => {
    expect(charts.length).toBeGreaterThanOrEqual(5)
  })

  for (const style of ['north', 'south', 'east'] as const) {
    it(`${style} Indian: every graha of every published chart drawn inside its house's region`, () => {
      for (const c of charts) {
        const pic = pictureOf(c)
        const asc = pic.ascendant.sign
        const houses = readBack(indianSvg(style, pic, look))
        expect(houses.size).toBe(12)
        for (let h = 1; h <= 12; h++) {
          const sign = SIGNS[(asc + h - 1) % 12]!
          const g = houses.get(h)!
          expect(g.sign, `${c.name} house ${h}`).toBe(sign)
          const cell =
            style === 'north'
              ? NORTH[h - 1]!
              : style === 'east'
                ? EAST[sign]
                : square(SOUTH_CELL[sign][0] * 90, SOUTH_CELL[sign][1] * 90, 90)
          // The sign's number (North, East) or name (South).
          expect(g.signText).toBe(style === 'south' ? sign.slice(0, 3) : String(SIGNS.indexOf(sign) + 1))
          const want = Object.entries(c.published.planetSigns!)
            .filter(([, s]) => s === sign)
            .map(([p]) => ABBREVIATIONS[p]!)
          const shown = g.labels.map((l) => l.text).filter((t) => t !== 'Asc')
          expect(
            shown.map((t) => t.slice(0, 2)),
            `${c.name} ${style} house ${h}`,
          ).toEqual(want)
          expect(
            g.labels.some((l) => l.text === 'Asc'),
            `${c.name} ${style} Asc`,
          ).toBe(h === 1)
          for (const l of g.labels)
            for (const p of labelPoints(l))
              expect(inside(p, cell), `${c.name} ${style} ${l.text} at ${p.join(',')}`).toBe(true)
        }
      }
    })
  }

  it('a crowded house at 300 px: seven grahas with degrees stay inside a North Indian triangle', () => {
    const crowd = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']
    const pic: SignPicture = {
      title: 'Rāśi',
      subtitle: 'D1',
      ascendant: { sign: 0, basis: 'ascendant' },
      placements: crowd.map((body, i) => ({
        body,
        sign: 1,
        degree: 3 * i + 0.5,
        retrograde: i % 2 === 0,
        combust: i === 3,
      })),
    }
    const g = readBack(indianSvg('north', pic, look)).get(2)!
    expect(g.labels).toHaveLength(7)
    expect(g.labels.map((l) => l.text)).toContain('MeC 9°')
    for (const l of g.labels)
      for (const p of labelPoints(l)) expect(inside(p, NORTH[1]!), `${l.text}`).toBe(true)
    // Still readable: no smaller than 7.5 units of 360, 6.25 px at 300 px.
    expect(Math.min(...g.labels.map((l) => l.size))).toBeGreaterThanOrEqual(7.5)
  })

  it('marks retrograde (never the nodes) and combust grahas, and describes the chart for screen readers', () => {
    const svg = indianSvg(
      'south',
      {
        title: 'Rāśi',
        subtitle: 'D1 · Moon as ascendant',
        ascendant: { sign: 4, basis: 'moon' },
        placements: [
          { body: 'Saturn', sign: 9, degree: 29.9, retrograde: true, combust: false },
          { body: 'Rahu', sign: 9, degree: 5.2, retrograde: true, combust: false },
          { body: 'Mercury', sign: 4, degree: 1, retrograde: false, combust: true },
        ],
      },
      look,
    )
    const g = [...readBack(svg).values()]
    expect(g.find((x) => x.sign === 'Capricorn')!.labels.map((l) => l.text)).toEqual(['SaR 29°', 'Ra 5°'])
    expect(g.find((x) => x.sign === 'Leo')!.labels.map((l) => l.text)).toEqual(['Asc', 'MeC 1°'])
    expect(svg).toContain(
      '<desc id="chart-south-desc">Rāśi, D1 · Moon as ascendant. Ascendant in Leo (the Moon’s sign: the birth time is unknown). ' +
        'Saturn in Capricorn (retrograde, 29°); Rahu in Capricorn (5°); Mercury in Leo (combust, 1°).</desc>',
    )
    expect(svg).toMatch(/<svg [^>]*width="300" height="300" viewBox="0 0 360 360" role="img"/)
    expect(svg).not.toMatch(/ style=|<script/)
    const plain = indianSvg(
      'south',
      {
        title: 'x',
        subtitle: 'y',
        ascendant: { sign: 0, basis: 'ascendant' },
        placements: [{ body: 'Saturn', sign: 9, degree: 2, retrograde: true, combust: true }],
      },
      { ...look, marks: { retrograde: false, combust: false } },
    )
    expect([...readBack(plain).values()].find((x) => x.sign === 'Capricorn')!.labels[0]!.text).toBe('Sa 2°')
  })
})

describe('the Western wheel', () => {
  it('spreads crowded glyphs at least 10° apart, each as near its place as the crowd allows', () => {
    const lons = [10, 11, 12, 13, 200, 359, 1]
    const placed = spread(lons)
    const sorted = [...placed].sort((a, b) => a - b)
    for (let i = 0; i < sorted.length; i++) {
      const gap = (sorted[(i + 1) % sorted.length]! - sorted[i]! + 360) % 360
      expect(gap).toBeGreaterThanOrEqual(10 - 1e-9)
    }
    expect(placed[4]).toBe(200)
    // Six bodies from 359° to 13° (a cluster across 0°): none moves further than the cluster is wide.
    for (const i of [0, 1, 2, 3, 5, 6]) {
      const moved = Math.abs(((placed[i]! - lons[i]! + 540) % 360) - 180)
      expect(moved).toBeLessThanOrEqual(30)
    }
  })

  it('puts the ascendant at nine o’clock, the signs counter-clockwise, each body’s tick at its longitude', () => {
    const bodies = [
      { body: 'Sun', lonDeg: 100, retrograde: false },
      { body: 'Saturn', lonDeg: 190, retrograde: true },
    ]
    const cusps = Array.from({ length: 12 }, (_, i) => (70 + i * 30) % 360)
    const svg = wheelSvg(
      {
        title: 'Natal chart',
        subtitle: 'tropical, Placidus',
        ascendantDeg: 70,
        midheavenDeg: 340,
        cuspsDeg: cusps,
        bodies,
        degrees: true,
      },
      { ...look, sizePx: 480 },
    )
    // Sun at 100°: 30° past the ascendant, counter-clockwise from nine o'clock — below the left middle.
    const tick = (body: string) => {
      const g = new RegExp(`data-body="${body}"[^>]*><line x1="([\\d.]+)" y1="([\\d.]+)"`).exec(svg)!
      return [Number(g[1]) - 240, 240 - Number(g[2])]
    }
    const angle = (p: number[]) => (Math.atan2(p[1]!, p[0]!) * 180) / Math.PI
    expect(angle(tick('Sun'))).toBeCloseTo(-150, 0)
    expect(angle(tick('Saturn'))).toBeCloseTo(-60, 0)
    expect(svg).toContain('class="degree">10°<tspan font-size="8" dy="-3">R</tspan>')
    expect(svg).toMatch(/class="angle">Asc</)
    expect((svg.match(/class="house-number"/g) ?? []).length).toBe(12)
  })
})
