/**
 * /v1/chart and /v1/dasha over HTTP: the response shapes of spec §2.3, validation and its codes, the
 * birth-time resolution reported in `birth`, computationId, and the consistency of the parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApi, type TestApi } from '../helpers/app.js'

const MUMBAI = { timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
const birth = (over: Record<string, unknown> = {}) => ({
  date: '1990-07-04',
  time: '14:30',
  ...MUMBAI,
  ...over,
})

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

interface Period {
  planet: string
  level: string
  start: string
  end: string
  earliestStart?: string
  latestStart?: string
  antardashas?: Period[]
}

const ms = (iso: string) => Date.parse(iso)

describe('POST /v1/chart', () => {
  it('answers the ChartResponse of spec §2.3 with every block', async () => {
    const r = await api.post('/v1/chart', {
      birthData: birth(),
      location: { latitude: 51.5074, longitude: -0.1278, orbDegrees: 15 },
    })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('core_chart')
    expect(b.engineVersion).toBe('service-v1-public')
    expect(b.usage).toEqual({ units_charged: 1, remaining_credits: expect.any(Number) })
    expect(b.computationId).toMatch(/^[0-9a-f]{64}$/)
    expect(b.planets.map((p: { planet: string }) => p.planet)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ])
    expect(b.houses).toHaveLength(12)
    expect(b.houses[0].sign).toBe(b.ascendant.sign)
    for (const p of b.planets) {
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining([
          'planet',
          'sign',
          'house',
          'degree',
          'longitude',
          'retrograde',
          'nakshatra',
          'pada',
          'dignity',
        ]),
      )
      expect(b.houses[p.house - 1].sign).toBe(p.sign)
      expect(p.degree).toBeCloseTo(p.longitude - 30 * Math.floor(p.longitude / 30), 6)
    }
    expect(b.conventions).toEqual({
      ayanamsa: 'lahiri',
      ayanamsaDegrees: expect.any(Number),
      nodeType: 'mean',
      dashaYear: 'sidereal',
      dashaYearDays: 365.256363,
      houseSystem: 'whole_sign',
    })
    // Lahiri in 1990 is 23°43′ (jyotisha.md §9.2 gives 23°43′ at 1990.0 within a minute).
    expect(b.conventions.ayanamsaDegrees).toBeGreaterThan(23.7)
    expect(b.conventions.ayanamsaDegrees).toBeLessThan(23.74)
    expect(b.birth).toEqual({
      utc: '1990-07-04T09:00:00Z',
      utcOffset: '+05:30',
      zoneAbbreviation: 'IST',
      resolution: 'exact',
      timeKnown: true,
      note: expect.any(String),
    })
    expect(b.divisionals.map((d: { division: string }) => d.division)).toEqual([
      'D1',
      'D2',
      'D3',
      'D4',
      'D7',
      'D9',
      'D10',
      'D12',
      'D16',
      'D20',
      'D24',
      'D27',
      'D30',
      'D40',
      'D45',
      'D60',
    ])
    expect(b.dasha.timeline).toHaveLength(9)
    expect(b.dasha.current).toEqual({
      mahadasha: expect.any(String),
      mahadashaEnd: expect.any(String),
      antardasha: expect.any(String),
      antardashaEnd: expect.any(String),
    })
    expect(b.yogas.length).toBeGreaterThan(0)
    for (const a of b.aspects) expect(a).toMatchObject({ tradition: 'western', classical: false })
    expect(b.western.tradition).toBe('western')
    const stack: unknown[] = [b.western]
    while (stack.length) {
      const o = stack.pop()
      if (Array.isArray(o)) stack.push(...o)
      else if (o && typeof o === 'object') {
        if (!Array.isArray(o) && Object.keys(o).length > 0 && o !== b.western.note) {
          expect(o).toMatchObject({ tradition: 'western', classical: false })
        }
        stack.push(...Object.values(o).filter((v) => v && typeof v === 'object'))
      }
    }
    expect(b.relocation.ascendant.sign).toEqual(expect.any(String))
    expect(b.relocation.astrocartography.orbDegrees).toBe(15)
    for (const l of b.relocation.astrocartography.lines) expect(l.distanceDegrees).toBeLessThanOrEqual(15)
  })

  it('honours includeDasha: false and western: false', async () => {
    const r = await api.post('/v1/chart', { birthData: birth(), includeDasha: false, western: false })
    expect(r.statusCode).toBe(200)
    expect(r.json().dasha).toBeNull()
    expect(r.json()).not.toHaveProperty('western')
    expect(r.json()).not.toHaveProperty('relocation')
  })

  it('agrees with /v1/dasha', async () => {
    const [c, d] = await Promise.all([
      api.post('/v1/chart', { birthData: birth() }),
      api.post('/v1/dasha', { birthData: birth() }),
    ])
    expect(d.statusCode).toBe(200)
    expect(d.json().domain).toBe('dasha')
    expect(d.json().timeline).toEqual(c.json().dasha.timeline)
    expect(d.json().current).toEqual(c.json().dasha.current)
    expect(d.json().computationId).not.toBe(c.json().computationId)
  })

  it('gives the same computationId for the same inputs and a different one for any change', async () => {
    const id = async (body: unknown) => (await api.post('/v1/chart', body)).json().computationId as string
    const base = await id({ birthData: birth() })
    // Same inputs, defaults spelled out, fields reordered, HH:MM vs HH:MM:00: the same computation.
    expect(await id({ birthData: birth() })).toBe(base)
    expect(
      await id({
        western: true,
        settings: { dashaYear: 'sidereal', nodeType: 'mean' },
        includeDasha: true,
        birthData: { ...birth(), time: '14:30:00' },
      }),
    ).toBe(base)
    const changed = [
      { birthData: birth({ date: '1990-07-05' }) },
      { birthData: birth({ time: '14:31' }) },
      { birthData: birth({ time: undefined }) },
      { birthData: birth({ timezone: 'Asia/Colombo' }) },
      { birthData: birth({ latitude: 19.0761 }) },
      { birthData: birth({ longitude: 72.8778 }) },
      { birthData: birth(), includeDasha: false },
      { birthData: birth(), western: false },
      { birthData: birth(), settings: { nodeType: 'true' } },
      { birthData: birth(), settings: { dashaYear: 'julian' } },
      { birthData: birth(), location: { latitude: 1, longitude: 2 } },
      { birthData: birth(), location: { latitude: 1, longitude: 2, orbDegrees: 4 } },
    ]
    const ids = new Set([base])
    for (const body of changed) ids.add(await id(body))
    expect(ids.size).toBe(changed.length + 1)
    // Never the birth data itself, and not a plain hash of it.
    expect(base).not.toContain('1990')
  })

  it('casts an unknown birth time for noon from the Moon’s sign and gives dasha start ranges', async () => {
    const r = await api.post('/v1/chart', {
      birthData: birth({ time: undefined }),
      location: { latitude: 0, longitude: 0 },
    })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.birth.timeKnown).toBe(false)
    expect(b.birth.utc).toBe('1990-07-04T06:30:00Z')
    expect(b.ascendant.basis).toBe('moon')
    const moon = b.planets.find((p: { planet: string }) => p.planet === 'Moon')
    expect(b.ascendant.sign).toBe(moon.sign)
    expect(moon.house).toBe(1)
    expect(b.divisionals.every((d: { ascendant: unknown }) => d.ascendant === null)).toBe(true)
    expect(
      b.aspects.some((a: { planet1: string; planet2: string }) =>
        [a.planet1, a.planet2].includes('Ascendant'),
      ),
    ).toBe(false)
    expect(b.western.ascendant).toBeNull()
    expect(b.western.cusps).toBeNull()
    expect(b.relocation.ascendant).toBeNull()
    expect(b.relocation.astrocartography.lines).toBeNull()
    for (const md of b.dasha.timeline as Period[]) {
      expect(ms(md.earliestStart!)).toBeLessThan(ms(md.start))
      expect(ms(md.latestStart!)).toBeGreaterThan(ms(md.start))
      // A whole day of Moon motion (12–15°, about one nakshatra) moves the dates by years, not by more
      // than the 20 years of the longest mahadasha.
      expect(ms(md.latestStart!) - ms(md.earliestStart!)).toBeLessThan(21 * 365.26 * 86_400_000)
    }
  })
})

describe('birth time resolution (spec §2.1, issue: time zones)', () => {
  const chartBirth = async (b: Record<string, unknown>) => {
    const r = await api.post('/v1/chart', { birthData: b, includeDasha: false, western: false })
    return { status: r.statusCode, body: r.json() }
  }

  it('uses the local mean time of the birth longitude before standard time (Mumbai, 1850)', async () => {
    // Mumbai 72.8777° E → +4 h 51 m 30.6 s; Asia/Kolkata's own LMT is Calcutta's +5:53:28.
    const { status, body } = await chartBirth({ date: '1850-06-01', time: '10:00', ...MUMBAI })
    expect(status).toBe(200)
    expect(body.birth.resolution).toBe('local_mean_time')
    expect(body.birth.zoneAbbreviation).toBe('LMT')
    expect(body.birth.utcOffset).toBe('+04:51:31')
    // 10:00 − 4:51:30.6 = 05:08:29.4 UTC
    expect(body.birth.utc).toBe('1850-06-01T05:08:29Z')
  })

  it('uses local mean time for Indian births before Indian Standard Time (1906), not Madras time', async () => {
    const { body } = await chartBirth({
      date: '1869-10-02',
      time: '07:12',
      timezone: 'Asia/Kolkata',
      latitude: 21.6417,
      longitude: 69.6293,
    })
    expect(body.birth.resolution).toBe('local_mean_time')
    // 69.6293° E → +4:38:31
    expect(body.birth.utcOffset).toBe('+04:38:31')
    expect(body.birth.utc).toBe('1869-10-02T02:33:29Z')
    const after = await chartBirth({ date: '1906-06-01', time: '12:00', ...MUMBAI })
    expect(after.body.birth.utcOffset).toBe('+05:30')
    expect(after.body.birth.resolution).toBe('exact')
  })

  it('applies India’s war time (+06:30, 1942-09-01 … 1945-10-15)', async () => {
    const war = await chartBirth({ date: '1944-08-15', time: '12:00', ...MUMBAI })
    expect(war.body.birth.utcOffset).toBe('+06:30')
    expect(war.body.birth.utc).toBe('1944-08-15T05:30:00Z')
    const before = await chartBirth({ date: '1942-08-15', time: '12:00', ...MUMBAI })
    expect(before.body.birth.utcOffset).toBe('+05:30')
    const after = await chartBirth({ date: '1945-10-16', time: '12:00', ...MUMBAI })
    expect(after.body.birth.utcOffset).toBe('+05:30')
  })

  it('takes the first occurrence of a time that occurs twice (New York, 2021-11-07 01:30)', async () => {
    const { body } = await chartBirth({
      date: '2021-11-07',
      time: '01:30',
      timezone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.01,
    })
    expect(body.birth.resolution).toBe('first_of_two')
    expect(body.birth.utcOffset).toBe('-04:00')
    expect(body.birth.zoneAbbreviation).toBe('EDT')
    expect(body.birth.utc).toBe('2021-11-07T05:30:00Z')
  })

  it('refuses a time the clocks skipped (New York, 2021-03-14 02:30) without echoing it', async () => {
    const { status, body } = await chartBirth({
      date: '2021-03-14',
      time: '02:30',
      timezone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.01,
    })
    expect(status).toBe(400)
    expect(body.error).toBe('invalid_birthdata')
    expect(body.message).toContain('birthData.time')
    expect(body.message).not.toContain('02:30')
    expect(body.message).not.toContain('2021')
  })

  it('keeps a city’s mean time made legal time: St John’s NST 1910, Dublin Mean Time 1900 (issue 9)', async () => {
    // tz: "Zone America/St_Johns -3:30:52 - LMT 1884 / -3:30:52 StJohns N%sT 1918"
    const stJohns = await chartBirth({
      date: '1910-06-15',
      time: '12:00',
      timezone: 'America/St_Johns',
      latitude: 47.56,
      longitude: -55.0,
    })
    expect(stJohns.body.birth).toMatchObject({
      utcOffset: '-03:30:52',
      zoneAbbreviation: 'NST',
      resolution: 'exact',
      utc: '1910-06-15T15:30:52Z',
    })
    // tz: "Zone Europe/Dublin -0:25:21 - LMT 1880 Aug 2 / -0:25:21 - DMT 1916 May 21 2:00s"
    const dublin = await chartBirth({
      date: '1900-03-01',
      time: '12:00',
      timezone: 'Europe/Dublin',
      latitude: 53.35,
      longitude: -6.26,
    })
    expect(dublin.body.birth).toMatchObject({ utcOffset: '-00:25:21', zoneAbbreviation: 'DMT' })
    const before = await chartBirth({
      date: '1880-06-01',
      time: '12:00',
      timezone: 'Europe/Dublin',
      latitude: 53.35,
      longitude: -6.26,
    })
    expect(before.body.birth).toMatchObject({ utcOffset: '-00:25:02', resolution: 'local_mean_time' })
  })

  it('a London summer birth is BST', async () => {
    const { body } = await chartBirth({
      date: '1990-07-01',
      time: '12:00',
      timezone: 'Europe/London',
      latitude: 51.5,
      longitude: -0.12,
    })
    expect(body.birth).toMatchObject({
      utcOffset: '+01:00',
      zoneAbbreviation: 'BST',
      utc: '1990-07-01T11:00:00Z',
    })
  })
})

describe('a stated clock offset (birthData.utcOffset, issue 9)', () => {
  // Bombay kept Bombay Time (+04:51) until 1955; the tz database has India on IST from 1906.
  const bombay1940 = birth({ date: '1940-05-10', time: '08:00' })

  it('chart: the offset replaces the zone’s history and is echoed in `birth`', async () => {
    const ist = await api.post('/v1/chart', { birthData: bombay1940, includeDasha: false })
    const stated = await api.post('/v1/chart', {
      birthData: { ...bombay1940, utcOffset: '+04:51' },
      includeDasha: false,
    })
    expect(stated.statusCode).toBe(200)
    const b = stated.json().birth
    expect(b).toMatchObject({
      utcOffset: '+04:51',
      zoneAbbreviation: 'UTC+04:51',
      resolution: 'stated_offset',
      timeKnown: true,
      utc: '1940-05-10T03:09:00Z',
    })
    expect(b.note).toContain('+04:51')
    expect(b.note).not.toContain('1940')
    expect(ms(b.utc) - ms(ist.json().birth.utc)).toBe(39 * 60_000)
    expect(stated.json().computationId).not.toBe(ist.json().computationId)
    const again = await api.post('/v1/chart', {
      birthData: { ...bombay1940, utcOffset: '+04:51:00' },
      includeDasha: false,
    })
    expect(again.json().computationId).toBe(stated.json().computationId)
  })

  it('dasha: accepts `lmt`, the birthplace’s own mean time', async () => {
    const r = await api.post('/v1/dasha', { birthData: { ...bombay1940, utcOffset: 'lmt' } })
    expect(r.statusCode).toBe(200)
    expect(r.json().birth).toMatchObject({
      utcOffset: '+04:51:31',
      zoneAbbreviation: 'LMT',
      resolution: 'stated_offset',
    })
    expect(r.json().timeline).toHaveLength(9)
  })

  const bad: [string, unknown][] = [
    ['hour without its zero', '+4:51'],
    ['hours over 15', '+16:00'],
    ['minutes over 59', '+05:60'],
    ['seconds over 59', '+05:30:60'],
    ['no sign', '05:30'],
    ['a zone abbreviation', 'IST'],
    ['LMT in capitals', 'LMT'],
    ['a number', 5.5],
    ['null', null],
  ]
  it.each(bad)(
    'refuses %s: 400 invalid_birthdata naming birthData.utcOffset, nothing charged',
    async (_, value) => {
      for (const url of ['/v1/chart', '/v1/dasha']) {
        const before = await api.accounts.store.db.selectFrom('ledger').select('id').execute()
        const r = await api.post(url, { birthData: { ...birth(), utcOffset: value } })
        expect(r.statusCode).toBe(400)
        expect(r.json().error).toBe('invalid_birthdata')
        expect(r.json().message).toContain('`birthData.utcOffset`')
        if (typeof value === 'string') expect(r.json().message).not.toContain(value)
        for (const v of ['1990', '14:30', '72.8777']) expect(r.json().message).not.toContain(v)
        const after = await api.accounts.store.db.selectFrom('ledger').select('id').execute()
        expect(after.length).toBe(before.length)
      }
    },
  )

  it('still requires the timezone', async () => {
    const { timezone: _, ...noZone } = birth({ utcOffset: '+05:30' })
    const r = await api.post('/v1/chart', { birthData: noZone })
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe('missing_required_field')
    expect(r.json().message).toContain('birthData.timezone')
  })
})

describe('validation (spec §7): named field, spec code, nothing echoed, nothing charged', () => {
  const cases: [string, unknown, string, string][] = [
    ['missing birthData', {}, 'missing_birthdata', 'birthData'],
    ['birthData not an object', { birthData: 'x' }, 'invalid_birthdata', 'birthData'],
    ['bad date', { birthData: birth({ date: '1990-02-30' }) }, 'invalid_birthdata', 'birthData.date'],
    ['date format', { birthData: birth({ date: '04/07/1990' }) }, 'invalid_birthdata', 'birthData.date'],
    [
      'date before coverage',
      { birthData: birth({ date: '1799-12-31' }) },
      'invalid_birthdata',
      'birthData.date',
    ],
    ['bad time', { birthData: birth({ time: '24:00' }) }, 'invalid_birthdata', 'birthData.time'],
    ['time format', { birthData: birth({ time: '2:30 pm' }) }, 'invalid_birthdata', 'birthData.time'],
    [
      'unknown zone',
      { birthData: birth({ timezone: 'Asia/Calcuta' }) },
      'invalid_timezone',
      'birthData.timezone',
    ],
    ['latitude range', { birthData: birth({ latitude: 91 }) }, 'invalid_coordinates', 'birthData.latitude'],
    [
      'longitude type',
      { birthData: birth({ longitude: '72' }) },
      'invalid_coordinates',
      'birthData.longitude',
    ],
    [
      'missing timezone',
      { birthData: { date: '1990-07-04', latitude: 1, longitude: 1 } },
      'missing_required_field',
      'birthData.timezone',
    ],
    [
      'typo in time',
      { birthData: { ...birth({ time: undefined }), tiem: '10:00' } },
      'unknown_field',
      'birthData.tiem',
    ],
    ['unknown top field', { birthData: birth(), dasha: true }, 'unknown_field', 'dasha'],
    [
      'half-filled location',
      { birthData: birth(), location: { latitude: 10 } },
      'invalid_coordinates',
      'location.longitude',
    ],
    [
      'location orb too big',
      { birthData: birth(), location: { latitude: 1, longitude: 1, orbDegrees: 16 } },
      'invalid_field',
      'location.orbDegrees',
    ],
    [
      'bad node type',
      { birthData: birth(), settings: { nodeType: 'osculating' } },
      'invalid_field',
      'settings.nodeType',
    ],
    [
      'bad dasha year',
      { birthData: birth(), settings: { dashaYear: 'lunar' } },
      'invalid_field',
      'settings.dashaYear',
    ],
    ['includeDasha type', { birthData: birth(), includeDasha: 'yes' }, 'invalid_field', 'includeDasha'],
  ]
  it.each(cases)('%s', async (_name, body, code, field) => {
    const before = await api.accounts.store.db.selectFrom('ledger').select('id').execute()
    const r = await api.post('/v1/chart', body)
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe(code)
    expect(r.json().message).toContain(`\`${field}`)
    for (const v of ['1990', '14:30', 'Asia/Calcuta', '72.8777', '2:30 pm'])
      expect(r.json().message).not.toContain(v)
    const after = await api.accounts.store.db.selectFrom('ledger').select('id').execute()
    expect(after.length).toBe(before.length)
  })

  it('the same codes on /v1/dasha', async () => {
    expect((await api.post('/v1/dasha', {})).json().error).toBe('missing_birthdata')
    expect(
      (await api.post('/v1/dasha', { birthData: birth({ timezone: 'Mars/Olympus' }) })).json().error,
    ).toBe('invalid_timezone')
    expect((await api.post('/v1/dasha', { birthData: birth(), includeDasha: true })).json().error).toBe(
      'unknown_field',
    )
  })
})

describe('dasha timeline', () => {
  it('tiles 120 years exactly at every level, in local time of the birth zone', async () => {
    for (const dashaYear of ['sidereal', 'solar', 'julian', 'savana'] as const) {
      const r = await api.post('/v1/dasha', { birthData: birth(), settings: { dashaYear } })
      expect(r.statusCode).toBe(200)
      const { timeline, conventions } = r.json() as {
        timeline: Period[]
        conventions: { dashaYearDays: number }
      }
      const check = (list: Period[], parent: Period | null) => {
        expect(list).toHaveLength(9)
        if (parent) {
          expect(list[0]!.start).toBe(parent.start)
          expect(list[8]!.end).toBe(parent.end)
        }
        for (let i = 1; i < 9; i++) expect(list[i]!.start).toBe(list[i - 1]!.end)
        for (const p of list) {
          expect(p.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
          if (p.level !== 'pratyantardasha') check(p.antardashas!, p)
          else expect(p.antardashas).toBeUndefined()
        }
      }
      check(timeline, null)
      const years = (ms(timeline[8]!.end) - ms(timeline[0]!.start)) / 86_400_000 / conventions.dashaYearDays
      expect(years).toBeCloseTo(120, 6)
      const expected = { sidereal: 365.256363, julian: 365.25, savana: 360 }[dashaYear as string]
      if (expected) expect(conventions.dashaYearDays).toBe(expected)
      else expect(Math.abs(conventions.dashaYearDays - 365.256363)).toBeLessThan(0.01)
    }
  })
})
