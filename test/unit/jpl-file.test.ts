/**
 * EPHEMERIS_JPL_FILE: positions come from a JPL binary ephemeris when one is configured, and the
 * service reports its DE number (DE440 only when the file says 440). Uses a format fixture written
 * by test/helpers/jpl-fixture.ts (Chebyshev fits to our DE431 files over the whole coverage): a real
 * DE440 file is not on the npm registry or in Debian. (Own test file, so its own process.)
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sweph from 'sweph'
import { describe, expect, it } from 'vitest'
import {
  BODIES,
  EphemerisConfigError,
  EphemerisDataError,
  openEphemeris,
  positionsAt,
  REQUIRED_DATA_SPAN_JD_TT,
} from '../../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../../src/config.js'
import { testApi } from '../helpers/app.js'
import { angleDiffDeg } from '../helpers/ephemeris.js'
import { writeJplFixture } from '../helpers/jpl-fixture.js'

const C = sweph.constants
const dir = mkdtempSync(join(tmpdir(), 'graha-jpl-'))
const [FROM, TO] = REQUIRED_DATA_SPAN_JD_TT

sweph.set_ephe_path(DEFAULT_EPHEMERIS_DIR)
const short = join(mkdtempSync(join(tmpdir(), 'graha-jpl-short-')), 'de440.eph')
const full = join(dir, 'de440.eph')
writeJplFixture(short, 2451536.5, 2451536.5 + 96, 440)
const fixture = writeJplFixture(full, FROM, TO + 16, 440)

// Apparent longitudes and right ascensions straight from the Swiss Ephemeris files (TT instants
// across the coverage), before the JPL file is opened.
const INSTANTS = [2378500.25, 2415020.0, 2451545.0, 2460389.7, 2506320.1]
const seId = (body: string) =>
  ({ MeanNode: C.SE_MEAN_NODE, TrueNode: C.SE_TRUE_NODE })[body] ??
  (C as unknown as Record<string, number>)[`SE_${body.toUpperCase()}`]!
const fromFiles = INSTANTS.map((jd) =>
  BODIES.map((body) => ({
    lon: sweph.calc(jd, seId(body), C.SEFLG_SWIEPH).data[0]!,
    ra: sweph.calc(jd, seId(body), C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL).data[0]!,
  })),
)
const OPTS = { bodies: BODIES, zodiac: 'tropical' as const, ayanamsa: 'lahiri' as const, equatorial: true }

describe('a JPL binary ephemeris file', () => {
  it('is refused when it does not cover 1800 … 2150', () => {
    expect(() => openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: short })).toThrow(
      /covers JD 2451536.5 … 2451632.5 \(TT\); the API needs/,
    )
    expect(() => openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: short })).toThrow(
      EphemerisConfigError,
    )
  })

  it('is read, reported with the DE number its header gives, and never mixed with other data', async () => {
    const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: full })
    expect(eph.source.kind).toBe('jpl-file')
    expect(eph.source.basis).toBe('JPL DE440')
    expect(eph.source.files).toEqual([
      { name: 'de440.eph', startJdTt: fixture.startJdTt, endJdTt: fixture.endJdTt, jplDenum: 440 },
    ])

    // Positions through the JPL reader agree with the Swiss Ephemeris files they were fitted to.
    let worst = 0
    INSTANTS.forEach((jd, i) => {
      const viaJpl = positionsAt(eph, eph.instantFromJdTt(jd), OPTS)
      viaJpl.positions.forEach((p, j) => {
        const q = fromFiles[i]![j]!
        worst = Math.max(worst, Math.abs(angleDiffDeg(p.longitude, q.lon)) * 3600)
        expect(Math.abs(angleDiffDeg(p.rightAscension!, q.ra)) * 3600, `${p.body} at JD ${jd}`).toBeLessThan(
          0.01,
        )
      })
    })
    console.log(
      `JPL-format fixture vs Swiss Ephemeris files: worst longitude difference ${worst.toFixed(5)}″`,
    )
    expect(worst).toBeLessThan(0.01)

    // Outside the file's span Swiss Ephemeris would fall back to its analytic model: the call fails.
    expect(() => eph.position('Mars', fixture.endJdTt + 40, {})).toThrow(EphemerisDataError)

    const api = await testApi({ ephemeris: eph })
    const health = (await api.app.inject({ method: 'GET', url: '/healthz' })).json()
    expect(health.engines.ephemeris.basis).toBe('JPL DE440')
    const doc = (await api.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
    expect(doc.info.description).toContain('JPL DE440 binary ephemeris (de440.eph)')
    const res = await api.post('/v1/ephemeris/positions', { datetime: '2024-03-20T10:30:00Z' })
    expect(res.statusCode).toBe(200)
    await api.close()
  })
})
