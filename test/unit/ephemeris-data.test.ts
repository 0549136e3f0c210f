/**
 * The engine refuses to start on missing or wrong data, and never answers from Swiss Ephemeris'
 * analytic fallback: if the files stop answering, the call fails (HTTP 500), it does not get worse.
 * (Own test file, so its own process: it changes Swiss Ephemeris' process-wide state.)
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sweph from 'sweph'
import { describe, expect, it } from 'vitest'
import {
  EphemerisConfigError,
  EphemerisDataError,
  openEphemeris,
  positionsAt,
  sunriseOn,
} from '../../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../../src/config.js'
import { testApi } from '../helpers/app.js'

describe('opening the ephemeris', () => {
  it('refuses a missing folder, missing files, and a JPL file that is absent or not a JPL ephemeris', () => {
    expect(() => openEphemeris({ dataDir: '/nonexistent/ephe' })).toThrow(EphemerisConfigError)
    const empty = mkdtempSync(join(tmpdir(), 'graha-ephe-'))
    expect(() => openEphemeris({ dataDir: empty })).toThrow(/sepl_18.se1 is missing/)
    expect(() =>
      openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: join(empty, 'de440.eph') }),
    ).toThrow(/EPHEMERIS_JPL_FILE .* does not exist/)
    const notJpl = join(empty, 'de440.eph')
    writeFileSync(notJpl, 'this is not a JPL ephemeris\n'.repeat(100))
    expect(() => openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR, jplFile: notJpl })).toThrow(
      /ephemeris data did not answer/,
    )
  })

  it('opens the committed files and says exactly what they are', () => {
    const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
    expect(eph.source.kind).toBe('swiss-ephemeris-files')
    expect(eph.source.basis).toBe('JPL DE431')
    expect(eph.source.files.map((f) => f.name)).toEqual(['sepl_18.se1', 'semo_18.se1'])
    expect(eph.source.description).toContain('DE431')
    expect(eph.source.description).not.toContain('DE440')
    // Opening again with the same data is the same engine; with other data, an error.
    expect(openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })).toBe(eph)
    expect(() => openEphemeris({ dataDir: mkdtempSync(join(tmpdir(), 'graha-')) })).toThrow(
      EphemerisConfigError,
    )
  })
})

describe('when the data stops answering', () => {
  it('positions throw instead of falling back to the analytic model', () => {
    const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
    // Before the files begin (JD 2378496.5 TT) Swiss Ephemeris would silently use its Moshier model.
    expect(() => eph.position('Mars', 2378400, {})).toThrow(EphemerisDataError)
    const t = eph.instant(Date.UTC(2024, 2, 20))
    const opts = {
      bodies: ['Sun', 'Moon'] as const,
      zodiac: 'sidereal' as const,
      ayanamsa: 'lahiri' as const,
      equatorial: true,
    }
    expect(positionsAt(eph, t, opts).positions).toHaveLength(2)
  })

  it('the API answers 500 internal_error, in the error envelope, and recovers when the files are back', async () => {
    const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
    // On the main thread (WORKERS=0): the engine tampered with below is this thread's; a worker has its
    // own (Swiss Ephemeris' state is per thread), and the same mapping (task.ts coreError) runs there.
    const api = await testApi({ ephemeris: eph, compute: { workers: 0 } })
    const moved = mkdtempSync(join(tmpdir(), 'graha-moved-'))
    try {
      // The files "disappear": Swiss Ephemeris is pointed at an empty folder behind the engine's back.
      sweph.set_ephe_path(moved)
      for (const [url, payload] of [
        ['/v1/ephemeris/positions', { datetime: '2024-03-20T10:30:00Z' }],
        [
          '/v1/ephemeris/series',
          { start: '2024-03-20T10:30:00Z', end: '2024-03-21T10:30:00Z', stepMinutes: 60 },
        ],
        ['/v1/ephemeris/sunrise', { date: '2024-03-20', timezone: 'UTC', latitude: 10, longitude: 10 }],
      ] as const) {
        const res = await api.post(url, payload)
        expect(res.statusCode, url).toBe(500)
        const body = res.json()
        expect(body).toEqual({
          error: 'internal_error',
          message: expect.stringContaining('ephemeris data'),
          requestId: res.headers['x-request-id'],
          statusCode: 500,
        })
      }
      // Ayanamsas (precession models) and angles (sidereal time, obliquity) need no ephemeris data.
      const aya = await api.post('/v1/ephemeris/ayanamsa', { datetime: '2024-03-20T10:30:00Z' })
      expect(aya.statusCode).toBe(200)
      const angles = await api.post('/v1/ephemeris/angles', {
        datetime: '2024-03-20T10:30:00Z',
        latitude: 10,
        longitude: 10,
      })
      expect(angles.statusCode).toBe(200)
      expect(() =>
        sunriseOn(eph, { year: 2024, month: 3, day: 20 }, 'UTC', { latDeg: 0, lonDeg: 0 }, 'standard'),
      ).toThrow(EphemerisDataError)
      // Back again: the same files in another folder answer as before.
      for (const f of ['sepl_18.se1', 'semo_18.se1'])
        copyFileSync(join(DEFAULT_EPHEMERIS_DIR, f), join(moved, f))
      sweph.set_ephe_path(moved)
      const ok = await api.post('/v1/ephemeris/positions', { datetime: '2024-03-20T10:30:00Z' })
      expect(ok.statusCode).toBe(200)
    } finally {
      sweph.set_ephe_path(DEFAULT_EPHEMERIS_DIR)
      await api.close()
    }
  })
})
