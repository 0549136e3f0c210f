/**
 * Sign, nakshatra and pada boundaries against the nakshatra table (start longitude of each nakshatra),
 * transcribed in test/fixtures/reference/jyotisha-tables.ts, every boundary on both sides.
 */
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS, nakshatraOf, normalizeDeg, SIGNS, signOf } from '../../src/astro/index.js'
import { formatDms } from '../../src/astro/index.js'
import { NAKSHATRA_ROWS } from '../fixtures/reference/jyotisha-tables.js'

interface TableRow {
  index: number
  name: string
  startDeg: number
}

function nakshatraTable(): TableRow[] {
  return NAKSHATRA_ROWS.map((r) => ({ index: r.k, name: r.name, startDeg: r.start[0] + r.start[1] / 60 }))
}

const EPS = 1e-9

describe('nakshatras and padas against the transcribed table (jyotisha.md §1.2)', () => {
  const rows = nakshatraTable()

  it('has our 27 names in the table’s spelling and order', () => {
    expect(rows.map((r) => r.name)).toEqual([...NAKSHATRAS])
  })

  it('puts every nakshatra and pada boundary where the table does, both sides (half-open intervals)', () => {
    for (const row of rows) {
      for (let pada = 1; pada <= 4; pada++) {
        const boundary = row.startDeg + ((pada - 1) * 10) / 3
        expect(nakshatraOf(boundary + EPS)).toEqual({
          nakshatraIndex: row.index - 1,
          nakshatra: row.name,
          pada,
        })
        const before = nakshatraOf(normalizeDeg(boundary - EPS))
        const prevPada = pada === 1 ? 4 : pada - 1
        const prevIndex = pada === 1 ? (row.index + 25) % 27 : row.index - 1
        expect(before).toEqual({
          nakshatraIndex: prevIndex,
          nakshatra: NAKSHATRAS[prevIndex],
          pada: prevPada,
        })
      }
    }
  })
})

describe('signs', () => {
  it('puts every sign boundary at a multiple of 30°, both sides', () => {
    for (let i = 0; i < 12; i++) {
      expect(signOf(i * 30 + EPS).sign).toBe(SIGNS[i])
      expect(signOf(i * 30).sign).toBe(SIGNS[i])
      expect(signOf(normalizeDeg(i * 30 - EPS)).sign).toBe(SIGNS[(i + 11) % 12])
    }
    expect(signOf(359.9999999999).sign).toBe('Pisces')
    expect(signOf(-0.5)).toEqual({ signIndex: 11, sign: 'Pisces', degree: 29.5 })
    expect(signOf(360)).toEqual({ signIndex: 0, sign: 'Aries', degree: 0 })
  })

  it('normalises angles to [0, 360)', () => {
    expect(normalizeDeg(-1e-15)).toBe(0)
    expect(normalizeDeg(720.5)).toBeCloseTo(0.5, 12)
    expect(normalizeDeg(-90)).toBe(270)
  })
})

describe('formatDms', () => {
  it('writes degrees, minutes and seconds to 0.01″', () => {
    expect(formatDms(24 + 7 / 60 + 21.2 / 3600)).toBe(`24°07'21.20"`)
    expect(formatDms(23.857092325)).toBe(`23°51'25.53"`)
    expect(formatDms(22 + 59 / 60 + 59.999 / 3600)).toBe(`23°00'00.00"`)
    expect(formatDms(-0.5)).toBe(`-0°30'00.00"`)
  })
})
