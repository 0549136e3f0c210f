/**
 * Births more than 120 years before the reference date (issue 29, item 6): the Vimśottarī order runs on
 * into its next cycle, so guidance, interpret, forecast, timing/resolve and compatibility read them, and
 * the running periods are those of the first cycle 120 daśā years earlier (the order simply turns again),
 * checked against /v1/dasha's own first cycle. Published births from B. V. Raman's *Notable Horoscopes*
 * (local mean time), read at 2026-11-27.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const GANDHI = {
  date: '1869-10-02',
  time: '07:12',
  timezone: 'Asia/Kolkata',
  utcOffset: 'lmt',
  latitude: 21.6417,
  longitude: 69.6293,
}
const VIVEKANANDA = {
  date: '1863-01-12',
  time: '06:33',
  timezone: 'Asia/Kolkata',
  utcOffset: 'lmt',
  latitude: 22.5726,
  longitude: 88.3639,
}
const REF = '2026-11-27'
const DAY = 86_400_000
/** The mean sidereal year, the default `dashaYear`. */
const YEAR = 365.256363 * DAY

interface Period {
  planet: string
  start: string
  end: string
  antardashas?: Period[]
}

/** The lords running at `ms` in a one-cycle timeline. */
function runningAt(timeline: Period[], ms: number): string[] {
  const out: string[] = []
  let list: Period[] | undefined = timeline
  while (list) {
    const p: Period | undefined = list.find((x) => Date.parse(x.start) <= ms && ms < Date.parse(x.end))
    if (!p) break
    out.push(p.planet)
    list = p.antardashas
  }
  return out
}

describe('a birth more than 120 years before the reference date', () => {
  it('guidance reads the periods of the next cycle: those running 120 daśā years earlier', async () => {
    const dasha = (await api.post('/v1/dasha', { birthData: GANDHI })).json()
    expect(dasha.timeline).toHaveLength(9)
    const refMs = Date.parse(`${REF}T00:00:00+05:30`)
    expect(Date.parse(dasha.timeline.at(-1).end)).toBeLessThan(refMs)
    const expected = runningAt(dasha.timeline, refMs - 120 * YEAR)
    expect(expected).toHaveLength(3)
    const res = await api.post('/v1/guidance', { birthData: GANDHI, referenceDate: REF })
    expect(res.statusCode, res.body).toBe(200)
    const levels = res.json().levels as { planet: string; start: string }[]
    expect(levels.map((l) => l.planet)).toEqual(expected)
  })

  it.each(['career', 'spirituality', 'marriage'])(
    'interpret reads %s, with timing windows ahead',
    async (domain) => {
      const res = await api.post('/v1/interpret', { birthData: VIVEKANANDA, domain, referenceDate: REF })
      expect(res.statusCode, res.body).toBe(200)
      const windows = res.json().timingWindows as { start: string; end: string }[]
      expect(windows.length).toBeGreaterThan(0)
      expect(Date.parse(windows[0]!.start)).toBeLessThanOrEqual(Date.parse(`${REF}T00:00:00+05:30`))
    },
  )

  it('forecast and timing/resolve read them too, over a range reaching years ahead', async () => {
    const f = await api.post('/v1/forecast', {
      birthData: GANDHI,
      domain: 'career',
      question: 'What does the coming year hold for my work?',
      referenceDate: REF,
    })
    expect(f.statusCode, f.body).toBe(200)
    const t = await api.post('/v1/timing/resolve', {
      birthData: GANDHI,
      domain: 'career',
      question: 'When is a good time to begin?',
      referenceDate: REF,
      dateRange: { start: '2027-01-01', end: '2031-12-31' },
    })
    expect(t.statusCode, t.body).toBe(200)
  })

  it('a range past the first 120 years of a 1970 birth reads the periods of the next cycle', async () => {
    const boy = {
      date: '1970-11-10',
      time: '09:20:00',
      latitude: 22.6757521,
      longitude: 88.0495418,
      timezone: 'Asia/Kolkata',
    }
    const dasha = (await api.post('/v1/dasha', { birthData: boy })).json()
    const end = Date.parse(dasha.timeline.at(-1).end)
    expect(end).toBeLessThan(Date.parse('2089-01-01'))
    const r = await api.post('/v1/timing/resolve', {
      birthData: boy,
      domain: 'career',
      question: 'When is a good time to begin?',
      referenceDate: REF,
      dateRange: { start: '2089-01-01', end: '2092-01-01' },
    })
    expect(r.statusCode, r.body).toBe(200)
    const stretches = r.json().assessment.stretches as {
      start: string
      end: string
      mahadasha: string
      antardasha: string
      pratyantardasha: string
    }[]
    expect(stretches.length).toBeGreaterThan(0)
    for (const s of stretches) {
      // Stretches are given by their days: read the lords at the middle of the stretch.
      const ms = (Date.parse(`${s.start}T00:00:00+05:30`) + Date.parse(`${s.end}T00:00:00+05:30`)) / 2
      expect([s.mahadasha, s.antardasha, s.pratyantardasha]).toEqual(
        runningAt(dasha.timeline, ms - 120 * YEAR),
      )
    }
  })

  it('a match of two such people is read; the kūṭas need no daśā', async () => {
    const res = await api.post('/v1/compatibility', {
      a: { ...VIVEKANANDA, gender: 'male' },
      b: { ...GANDHI, gender: 'female' },
      referenceDateIso: REF,
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('a date before the birth is still refused, uncharged, naming the field', async () => {
    const res = await api.post('/v1/guidance', { birthData: GANDHI, referenceDate: '1860-01-01' })
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe('guidance_failed')
    expect(res.json().message).toMatch(/`referenceDate` falls before the birth/)
  })
})
