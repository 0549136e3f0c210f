/**
 * POST /v1/chart/image over HTTP: the documented example (a D9 in the North Indian style), each style and
 * format, the PNG's own header, the placements against /v1/chart's for the same birth (one computation,
 * two answers), the options, the errors and their codes, and the charge. Where each label is drawn is
 * checked against the published layouts in test/unit/chart-image-svg.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const birth = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

interface House {
  house: number
  sign: string
  bodies: string[]
}

/** Width and height from a PNG's IHDR chunk (PNG spec §11.2.2). */
function pngSize(b: Buffer): [number, number] {
  expect(b.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(b.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return [b.readUInt32BE(16), b.readUInt32BE(20)]
}

describe('POST /v1/chart/image', () => {
  it('draws the rāśi and the navāṃśa with /v1/chart’s placements, 1 credit each', async () => {
    const chart = (
      await api.post('/v1/chart', { birthData: birth, includeDasha: false, western: false })
    ).json()
    for (const varga of ['D1', 'D9']) {
      const r = await api.post('/v1/chart/image', { birthData: birth, varga })
      expect(r.statusCode, r.body).toBe(200)
      const b = r.json()
      expect(b.domain).toBe('core_chart')
      expect(b.usage.units_charged).toBe(1)
      expect(b.style).toBe('north')
      expect(b.varga).toBe(varga)
      expect(b.image).toMatchObject({
        mediaType: 'image/svg+xml',
        widthPx: 480,
        heightPx: 480,
        encoding: 'utf-8',
      })
      expect(b.image.data).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="480"/)
      expect(b.image.data).toContain('<title id="chart-north-title">')
      const d = chart.divisionals.find((x: { division: string }) => x.division === varga)
      expect(b.ascendant).toEqual({ sign: d.ascendant.sign, basis: 'ascendant' })
      expect(b.houses).toHaveLength(12)
      const houses = b.houses as House[]
      for (const p of d.planets as { planet: string; sign: string }[]) {
        const h = houses.find((x) => x.bodies.includes(p.planet))!
        expect(h.sign, `${varga} ${p.planet}`).toBe(p.sign)
        // And the SVG draws it in that house.
        const g = new RegExp(`<g class="house" data-house="${h.house}" data-sign="${h.sign}">(.*?)</g>`).exec(
          b.image.data,
        )!
        expect(g[1]).toContain(
          `>${({ Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' } as Record<string, string>)[p.planet]}`,
        )
      }
      expect(houses[0]!.sign).toBe(d.ascendant.sign)
    }
  })

  it('PNG in every style: real PNG bytes of the size asked', async () => {
    for (const style of ['north', 'south', 'east', 'western']) {
      const r = await api.post('/v1/chart/image', { birthData: birth, style, format: 'png', size: 300 })
      expect(r.statusCode, r.body).toBe(200)
      const b = r.json()
      expect(b.image).toMatchObject({
        mediaType: 'image/png',
        widthPx: 300,
        heightPx: 300,
        encoding: 'base64',
      })
      expect(pngSize(Buffer.from(b.image.data, 'base64'))).toEqual([300, 300])
    }
  })

  it('the Western wheel: tropical Placidus houses matching /v1/chart’s Western block', async () => {
    const chart = (await api.post('/v1/chart', { birthData: birth, includeDasha: false })).json()
    const r = await api.post('/v1/chart/image', { birthData: birth, style: 'western' })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.ascendant.sign).toBe(chart.western.ascendant.sign)
    const houses = b.houses as House[]
    expect(houses.map((h) => h.sign)).toEqual(chart.western.cusps.map((c: { sign: string }) => c.sign))
    // Twelve bodies: Sun … Pluto and both nodes, each in exactly one house.
    expect(houses.flatMap((h) => h.bodies).sort()).toEqual(
      [
        'Sun',
        'Moon',
        'Mercury',
        'Venus',
        'Mars',
        'Jupiter',
        'Saturn',
        'Uranus',
        'Neptune',
        'Pluto',
        'North Node',
        'South Node',
      ].sort(),
    )
    for (const p of chart.western.planets as { body: string; longitude: number }[])
      expect(b.image.data).toContain(`data-body="${p.body}" data-longitude="${p.longitude.toFixed(4)}"`)
  })

  it('options: colours, font, bodies, no degrees, no marks; birth time unknown', async () => {
    const r = await api.post('/v1/chart/image', {
      birthData: { ...birth, time: undefined },
      style: 'south',
      colors: { background: '#fdf6e3', lines: '#333', text: '#002b36' },
      font: 'Noto Sans',
      bodies: ['Sun', 'Moon', 'Uranus'],
      degrees: false,
      marks: { retrograde: false },
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.ascendant.basis).toBe('moon')
    expect(b.houses[0].bodies).toContain('Moon')
    expect((b.houses as House[]).flatMap((h) => h.bodies).sort()).toEqual(['Moon', 'Sun', 'Uranus'])
    const svg: string = b.image.data
    expect(svg).toContain('font-family="&#39;Noto Sans&#39;, &#39;DejaVu Sans&#39;')
    expect(svg).toContain('fill="#fdf6e3"')
    expect(svg).toContain('stroke="#333"')
    expect(svg).not.toMatch(/class="graha">[^<]*°/)
    expect(svg).toContain('Moon as ascendant')
  })

  it('refuses bad options by field and code, and charges nothing', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ style: 'western', varga: 'D9' }, 'invalid_field', /varga/],
      [{ style: 'circle' }, 'invalid_field', /style/],
      [{ varga: 'D5' }, 'invalid_field', /varga/],
      [{ size: 100 }, 'invalid_field', /size/],
      [{ format: 'gif' }, 'invalid_field', /format/],
      [{ colors: { lines: 'red' } }, 'invalid_field', /colors\.lines/],
      [{ colors: { glow: '#fff' } }, 'unknown_field', /glow/],
      [{ font: 'x"/><script>' }, 'invalid_field', /font/],
      [{ bodies: ['Sun', 'Sun'] }, 'invalid_field', /bodies/],
      [{ bodies: ['Chiron'] }, 'invalid_field', /bodies/],
    ]
    for (const [extra, code, field] of cases) {
      const r = await api.post('/v1/chart/image', { birthData: birth, ...extra })
      expect(r.statusCode, JSON.stringify(extra)).toBe(400)
      expect(r.json().error, JSON.stringify(extra)).toBe(code)
      expect(r.json().message).toMatch(field)
    }
    const r = await api.post('/v1/chart/image', { birthData: { ...birth, latitude: 91 } })
    expect(r.json().error).toBe('invalid_coordinates')
    const after = await ledgerCheck(api.store, api.accountId)
    expect([after.free, after.paid, after.charges.length]).toEqual([
      before.free,
      before.paid,
      before.charges.length,
    ])
  })
})
