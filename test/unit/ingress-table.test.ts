/**
 * The committed ingress table (data/ingress-table.bin, src/jyotisha/transits/ingress-table.ts): current
 * with the committed ephemeris, equal to fresh searches chunk for chunk, every sampled ingress on its
 * boundary within 1″ by the ephemeris itself, and used only with the ephemeris it was made from.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COVERAGE_END_MS, COVERAGE_START_MS, normalizeDeg } from '../../src/astro/index.js'
import {
  cachedPlanetIngresses,
  chunkOf,
  chunkSpan,
  decodeTable,
  encodeTable,
  forgetIngresses,
  INGRESS_TABLE_FILE,
  planetIngresses,
  TABLE_BODIES,
  tableFor,
  tableIngresses,
  usesIngressTable,
  type TableBody,
} from '../../src/jyotisha/transits/index.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { seededRandom, testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const table = decodeTable(readFileSync(INGRESS_TABLE_FILE))
const first = eph.instant(COVERAGE_START_MS).jdTt
const last = eph.instant(COVERAGE_END_MS - 1).jdTt
const planetOf = (b: TableBody): Graha => (b === 'MeanNode' || b === 'TrueNode' ? 'Rahu' : b)
const nodeOf = (b: TableBody): 'true' | 'mean' => (b === 'TrueNode' ? 'true' : 'mean')

describe('the ingress table', () => {
  it('was made from the committed ephemeris over the whole coverage (else: npm run ingress-table)', () => {
    expect(table.header.ephemeris).toBe(eph.source.description)
    expect([table.header.firstJdTt, table.header.lastJdTt]).toEqual([first, last])
    expect(tableFor(eph, first, last, table)).toBe(table)
  })

  it('holds as many ingresses as the grahas’ periods give', () => {
    const years = (last - first) / 365.25
    // Sidereal periods (days): the Moon 27.3217, the Sun 365.2564; twelve signs a revolution.
    expect(table.header.counts.Moon / years).toBeCloseTo((365.25 / 27.3217) * 12, 0)
    expect(table.header.counts.Sun / years).toBeCloseTo((365.25 / 365.2564) * 12, 1)
    // The mean node goes once round the zodiac in 18.61 years, backwards.
    expect(table.header.counts.MeanNode / years).toBeCloseTo((365.25 / 6798.38) * 12, 1)
    const node = table.bodies.get('MeanNode')!
    expect([...node.code].every((c) => c >= 128)).toBe(true)
  })

  it('equals a fresh search, chunk for chunk, bit for bit', () => {
    const random = seededRandom(20261125)
    const ks = (n: number) => [
      chunkOf(first),
      chunkOf(last),
      ...Array.from({ length: n }, () => chunkOf(first + random() * (last - first))),
    ]
    for (const body of TABLE_BODIES) {
      for (const k of ks(body === 'TrueNode' ? 2 : 6)) {
        const { from, to } = chunkSpan(k, first, last)
        const searched = planetIngresses(eph, planetOf(body), from, to, nodeOf(body)).ingresses
        expect(tableIngresses(table, body, planetOf(body), from, to), `${body} chunk ${k}`).toEqual(searched)
      }
    }
  })

  it('puts each graha on its boundary within 1″ at the instants it gives (400 sampled)', () => {
    const random = seededRandom(7)
    let worst = 0
    for (let n = 0; n < 400; n++) {
      const body = TABLE_BODIES[Math.floor(random() * TABLE_BODIES.length)]!
      const { jd, code } = table.bodies.get(body)!
      const i = Math.floor(random() * jd.length)
      const lon = normalizeDeg(eph.position(body, jd[i]!, { ayanamsa: 'lahiri' }).lon)
      const boundary = ((code[i]! & 127) + (code[i]! >= 128 ? 1 : 0)) * 30
      let off = Math.abs(lon - (boundary % 360))
      if (off > 180) off = 360 - off
      worst = Math.max(worst, off * 3600)
    }
    console.log(`ingress table: largest distance from the boundary ${worst.toFixed(4)}″`)
    expect(worst).toBeLessThan(1)
  })

  it('serves a cold span in 1850 with no search, the same ingresses a search finds', () => {
    const fresh = testEphemeris()
    forgetIngresses(fresh, { keepTable: true })
    expect(usesIngressTable(fresh)).toBe(true)
    const a = fresh.instant(Date.UTC(1850, 2, 1)).jdTt
    const b = a + 10 * 365.25
    for (const planet of ['Moon', 'Mercury', 'Saturn', 'Rahu', 'Ketu'] as const) {
      const r = cachedPlanetIngresses(fresh, planet, a, b, 'mean')
      expect(r.calls, planet).toBe(0)
      const searched = planetIngresses(eph, planet, a, b, 'mean').ingresses
      expect(r.ingresses.map((i) => [i.planet, i.signIndex, i.retrograde])).toEqual(
        searched.map((i) => [i.planet, i.signIndex, i.retrograde]),
      )
      r.ingresses.forEach((i, n) => expect(Math.abs(i.jdTt - searched[n]!.jdTt) * 86_400).toBeLessThan(1))
    }
    // Forgotten without the table: searched again.
    forgetIngresses(fresh)
    expect(usesIngressTable(fresh)).toBe(false)
    expect(cachedPlanetIngresses(fresh, 'Moon', a, a + 30, 'mean').calls).toBeGreaterThan(0)
  })

  it('is not used with another ephemeris or coverage, and reads back what was written', () => {
    const other = {
      ...table,
      header: { ...table.header, ephemeris: 'JPL DE440 binary ephemeris (de440.eph)' },
    }
    expect(tableFor(eph, first, last, other)).toBeNull()
    expect(tableFor(eph, first + 1, last, table)).toBeNull()
    const bodies = new Map(
      TABLE_BODIES.map((b) => [b, tableIngresses(table, b, planetOf(b), first, first + 400)]),
    )
    const { counts: _counts, ...header } = table.header
    const again = decodeTable(encodeTable(header, bodies))
    for (const b of TABLE_BODIES)
      expect(tableIngresses(again, b, planetOf(b), first, last)).toEqual(bodies.get(b))
    expect(() => decodeTable(readFileSync(INGRESS_TABLE_FILE).subarray(0, 5000))).toThrow(/cut short/)
  })
})
