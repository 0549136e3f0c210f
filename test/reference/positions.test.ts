/**
 * Apparent geocentric right ascension and declination (true equator and equinox of date) against
 * JPL Horizons and NOVAS C 3.1, read from test/fixtures/reference/positions.json (each row names its
 * source). Target: ≤ 0.5″ on the sky, ≤ 1″ for the Moon (UT1 − UTC alone is up to 0.5″ for it).
 */
import { describe, expect, it } from 'vitest'
import type { Body } from '../../src/astro/index.js'
import { fixtureJson } from '../helpers/reference.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { report, summarize } from '../helpers/stats.js'

interface Row {
  body: string
  time_scale: 'TT' | 'UTC'
  epoch_jd?: number
  epoch?: string
  ra_hours?: number
  dec_deg?: number
  ra_hours_unitconv?: number
  dec_deg_unitconv?: number
  source: string
}

/** NOVAS and Horizons body names → ours. Outer planets in NOVAS are system barycentres, which is also
 *  what Swiss Ephemeris returns by default; Horizons gives body centres (≤ 0.02″ apart for these). */
function bodyOf(name: string): Body {
  const key = name.toLowerCase().replace(/ barycenter| \(\d+\)/g, '')
  const body = {
    sun: 'Sun',
    moon: 'Moon',
    mercury: 'Mercury',
    venus: 'Venus',
    mars: 'Mars',
    jupiter: 'Jupiter',
    saturn: 'Saturn',
    uranus: 'Uranus',
    neptune: 'Neptune',
    pluto: 'Pluto',
  }[key]
  if (!body) throw new Error(`unknown body ${name}`)
  return body as Body
}

const RAD = Math.PI / 180

/** Great-circle separation in arcseconds between two (RA, Dec) in degrees. */
function separationArcsec(ra1: number, dec1: number, ra2: number, dec2: number): number {
  const s =
    Math.sin(((dec2 - dec1) * RAD) / 2) ** 2 +
    Math.cos(dec1 * RAD) * Math.cos(dec2 * RAD) * Math.sin(((ra2 - ra1) * RAD) / 2) ** 2
  return ((2 * Math.asin(Math.sqrt(s))) / RAD) * 3600
}

describe('apparent positions against JPL Horizons and NOVAS', () => {
  const rows = fixtureJson<{ rows: Row[] }>('positions.json').rows
  const eph = testEphemeris()

  const errors = rows.map((row) => {
    const body = bodyOf(row.body)
    const t =
      row.time_scale === 'TT' ? eph.instantFromJdTt(row.epoch_jd!) : eph.instant(Date.parse(`${row.epoch!}Z`))
    const p = eph.position(body, t.jdTt, { equatorial: true })
    const raDeg = (row.ra_hours ?? row.ra_hours_unitconv!) * 15
    const decDeg = row.dec_deg ?? row.dec_deg_unitconv!
    return { row, body, arcsec: separationArcsec(p.lon, p.lat, raDeg, decDeg) }
  })

  it('reads every row', () => {
    expect(rows.length).toBe(171)
  })

  for (const source of ['NOVAS', 'JPL HORIZONS']) {
    it(`${source}: within 0.5″ (Moon 1″)`, () => {
      const mine = errors.filter((e) => e.row.source.startsWith(source))
      expect(mine.length).toBeGreaterThan(0)
      report(`${source} apparent RA/Dec separation`, '″', summarize(mine.map((e) => e.arcsec)))
      for (const body of new Set(mine.map((e) => e.body))) {
        report(
          `  ${source} ${body}`,
          '″',
          summarize(mine.filter((e) => e.body === body).map((e) => e.arcsec)),
        )
      }
      for (const e of mine) {
        const limit = e.body === 'Moon' ? 1 : 0.5
        expect(e.arcsec, `${e.body} at ${e.row.epoch ?? e.row.epoch_jd}`).toBeLessThanOrEqual(limit)
      }
    })
  }
})
