/**
 * Equinox and solstice instants from USNO (1800–2100, every 5th year), read from
 * test/fixtures/reference/seasons-usno.json. At the published minute the Sun's apparent
 * geocentric longitude (true equinox of date) is a multiple of 90°; the minute rounding alone is worth
 * ±1.2″ of solar longitude. Target: within 3″.
 */
import { describe, expect, it } from 'vitest'
import { positionsAt } from '../../src/astro/index.js'
import { angleDiffDeg, testEphemeris } from '../helpers/ephemeris.js'
import { fixtureJson } from '../helpers/reference.js'
import { report, summarize } from '../helpers/stats.js'

interface Row {
  kind: string
  utc: string
  sun_apparent_ecliptic_longitude_deg: number
}

describe('equinoxes and solstices against USNO', () => {
  const rows = fixtureJson<{ rows: Row[] }>('seasons-usno.json').rows
  const eph = testEphemeris()

  it('puts the Sun on a multiple of 90° at every published instant, within 3″', () => {
    expect(rows.length).toBe(244)
    const errors = rows.map((row) => {
      const t = eph.instant(Date.parse(row.utc))
      const sun = positionsAt(eph, t, {
        bodies: ['Sun'],
        zodiac: 'tropical',
        ayanamsa: 'lahiri',
        equatorial: false,
      })
      const arcsec = angleDiffDeg(sun.positions[0]!.longitude, row.sun_apparent_ecliptic_longitude_deg) * 3600
      return { row, arcsec }
    })
    report('USNO seasons, solar longitude', '″', summarize(errors.map((e) => e.arcsec)))
    const byCentury = new Map<string, number[]>()
    for (const e of errors) {
      const c = `${e.row.utc.slice(0, 2)}00s`
      byCentury.set(c, [...(byCentury.get(c) ?? []), e.arcsec])
    }
    for (const [c, v] of byCentury) report(`  ${c}`, '″', summarize(v))
    for (const e of errors) expect(Math.abs(e.arcsec), `${e.row.kind} ${e.row.utc}`).toBeLessThanOrEqual(3)
  })
})
