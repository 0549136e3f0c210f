/**
 * POST /v1/timing/resolve and POST /v1/forecast with the built-in composer (no model configured): the
 * deterministic assessment against independent values (published sign ingresses of Jupiter and Saturn,
 * the favourable houses of Phaladeepika ch. 26, the Moon sign Prokerala published for the birth, the
 * Vimśottarī periods of /v1/dasha), the three kinds of span, and every refusal of a bad request, naming
 * its field and charging nothing. The model's side is in narration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

// Prokerala's SDK groom (test/fixtures/published-matches.ts): Moon in Pisces, Uttara Bhadrapada 3.
const BOY = {
  date: '1970-11-10',
  time: '09:20:00',
  latitude: 22.6757521,
  longitude: 88.0495418,
  timezone: 'Asia/Kolkata',
}
const ask = { birthData: BOY, domain: 'career', question: 'When should I look for a new position?' }

interface Stay {
  planet: string
  sign: string
  start: string
  end: string
  houseFromMoon: number
  houseFromLagna: number | null
  favourable: boolean
}

describe('the assessment', () => {
  it('/healthz says no model is configured', async () => {
    const h = await api.app.inject({ method: 'GET', url: '/healthz' })
    expect(h.json().engines.narrator).toBe('none')
  })

  it('a range: the stays of Jupiter and Saturn at their published ingresses, houses from the Moon, favour', async () => {
    const r = await api.post('/v1/timing/resolve', {
      ...ask,
      dateRange: { start: '2025-01-01', end: '2025-12-31' },
      referenceDate: '2025-01-01',
    })
    expect(r.statusCode, r.body).toBe(200)
    const a = r.json().assessment
    expect(a).toMatchObject({ kind: 'range', start: '2025-01-01', end: '2025-12-31' })
    const jupiter = a.transits.filter((t: Stay) => t.planet === 'Jupiter')
    // askmahdeva.com: Jupiter enters Gemini 14 May 2025, Cancer 18 October, Gemini again (retrograde)
    // 5 December (IST). From the Moon in Pisces: Taurus 3rd, Gemini 4th, Cancer 5th; Phaladeepika ch. 26
    // counts only the 2nd, 5th, 7th, 9th and 11th favourable for Jupiter.
    expect(jupiter.map((t: Stay) => [t.sign, t.start, t.houseFromMoon, t.favourable])).toEqual([
      ['Taurus', expect.any(String), 3, false],
      ['Gemini', '2025-05-14', 4, false],
      ['Cancer', '2025-10-18', 5, true],
      ['Gemini', '2025-12-05', 4, false],
    ])
    expect(jupiter[1].end).toBe('2025-10-18')
    expect(jupiter[2].end).toBe('2025-12-05')
    // Saturn into Pisces 29 March 2025 (navbharatsamay.in, 21:44 IST): over the Moon, Sade Sati's peak.
    const saturn = a.transits.filter((t: Stay) => t.planet === 'Saturn')
    expect(saturn.map((t: Stay) => [t.sign, t.houseFromMoon])).toEqual([
      ['Aquarius', 12],
      ['Pisces', 1],
    ])
    expect(saturn[1].start).toBe('2025-03-29')
    // Rahu and Ketu are reported with the same stays, six signs apart.
    const rahu = a.transits.filter((t: Stay) => t.planet === 'Rahu')
    const ketu = a.transits.filter((t: Stay) => t.planet === 'Ketu')
    expect(ketu.map((t: Stay) => [t.start, t.end])).toEqual(rahu.map((t: Stay) => [t.start, t.end]))
    // Every stretch of the year lies under Saturn in the 12th or the 1st from the Moon: each says so.
    expect(a.stretches.length).toBeGreaterThan(0)
    expect(a.stretches.length).toBeLessThanOrEqual(5)
    for (const s of a.stretches) {
      expect(s.start >= '2025-01-01' && s.end <= '2026-01-01').toBe(true)
      expect(s.reasons.join(' ')).toContain('Sade Sati')
    }
    // Ranked: no stretch is of a better tone than one before it.
    const rank = { favorable: 0, neutral: 1, cautionary: 2 } as const
    const ranks = a.stretches.map((s: { tone: keyof typeof rank }) => rank[s.tone])
    expect([...ranks].sort()).toEqual(ranks)
  })

  it('a date: the stretch holding it, in the periods /v1/dasha gives for that date', async () => {
    const r = await api.post('/v1/timing/resolve', {
      ...ask,
      targetDate: '2026-06-01',
      referenceDate: '2026-01-01',
    })
    expect(r.statusCode, r.body).toBe(200)
    const a = r.json().assessment
    expect(a).toMatchObject({ kind: 'date', start: '2026-06-01', end: '2026-06-01' })
    expect(a.stretches).toHaveLength(1)
    const s = a.stretches[0]
    expect(s.start <= '2026-06-01' && '2026-06-01' < s.end).toBe(true)
    const d = (await api.post('/v1/dasha', { birthData: BOY })).json()
    const at = Date.parse('2026-06-01T00:00:00+05:30')
    const inside = (p: { start: string; end: string }) => Date.parse(p.start) <= at && at < Date.parse(p.end)
    const md = d.timeline.find(inside)
    const ad = md.antardashas.find(inside)
    const pd = ad.antardashas.find(inside)
    expect([s.mahadasha, s.antardasha, s.pratyantardasha]).toEqual([md.planet, ad.planet, pd.planet])
    expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.parse(pd.start.slice(0, 10)))
    expect(a.windows.map((w: { period: string }) => w.period)).toEqual([
      expect.stringMatching(new RegExp(`^${md.planet}–${ad.planet} `)),
    ])
    expect(a.summary).toContain(`${md.planet}–${ad.planet} period runs, in its ${pd.planet} sub-period`)
    // One stay of each slow graha on one day.
    expect(a.transits.map((t: Stay) => t.planet)).toEqual(['Jupiter', 'Saturn', 'Rahu', 'Ketu'])
  })

  it('neither: the best stretches of the two years from the reference date', async () => {
    const r = await api.post('/v1/timing/resolve', { ...ask, referenceDate: '2026-11-24' })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.assessment.kind).toBe('best_windows')
    expect(b.assessment.start).toBe('2026-11-24')
    expect(b.assessment.end).toBe('2028-11-22')
    expect(b.narrator).toEqual({ kind: 'built_in', model: null })
    expect(b.answer.narrative).toContain(b.assessment.summary)
    expect(b.basis.length).toBeGreaterThan(2)
  })

  it('a birth without a time: houses from the lagna are null, the reading says the time is unknown', async () => {
    const { time: _t, ...noTime } = BOY
    const r = await api.post('/v1/timing/resolve', { ...ask, birthData: noTime, targetDate: '2027-03-01' })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.timeKnown).toBe(false)
    for (const t of b.assessment.transits) expect(t.houseFromLagna).toBeNull()
  })
})

describe('refusals: the field named, nothing charged', () => {
  const cases: [string, string, Record<string, unknown>, number, string, RegExp][] = [
    [
      'a reversed range',
      '/v1/timing/resolve',
      { dateRange: { start: '2027-05-01', end: '2027-04-30' } },
      400,
      'invalid_range',
      /`dateRange\.end` must not be earlier/,
    ],
    [
      'a range over ten years',
      '/v1/timing/resolve',
      { dateRange: { start: '2027-01-01', end: '2037-06-30' } },
      400,
      'invalid_range',
      /`dateRange\.end` makes a range of \d+ days/,
    ],
    [
      'a range without its end',
      '/v1/timing/resolve',
      { dateRange: { start: '2027-01-01' } },
      400,
      'invalid_range',
      /`dateRange\.end` is required/,
    ],
    [
      'an impossible date',
      '/v1/timing/resolve',
      { targetDate: '2027-02-30' },
      400,
      'invalid_range',
      /`targetDate` must be a calendar date/,
    ],
    [
      'a date out of coverage',
      '/v1/timing/resolve',
      { targetDate: '2150-01-01' },
      400,
      'invalid_range',
      /`targetDate` is outside/,
    ],
    [
      'a date before the birth',
      '/v1/timing/resolve',
      { targetDate: '1960-01-01' },
      400,
      'invalid_range',
      /`targetDate` falls before the birth/,
    ],
    [
      'a date and a range',
      '/v1/timing/resolve',
      { targetDate: '2027-01-01', dateRange: { start: '2027-01-01', end: '2027-02-01' } },
      400,
      'invalid_field',
      /`dateRange` cannot be sent with `targetDate`/,
    ],
    [
      'an unknown field in the range',
      '/v1/timing/resolve',
      { dateRange: { start: '2027-01-01', end: '2027-02-01', step: 1 } },
      400,
      'unknown_field',
      /`dateRange\.step`/,
    ],
    ['an empty question', '/v1/forecast', { question: '' }, 400, 'invalid_field', /`question`/],
    [
      'a question over 1000 characters',
      '/v1/forecast',
      { question: 'x'.repeat(1001) },
      400,
      'invalid_field',
      /`question`/,
    ],
    [
      'no question',
      '/v1/forecast',
      { question: undefined },
      400,
      'missing_required_field',
      /`question` is required/,
    ],
    [
      'an unknown domain',
      '/v1/forecast',
      { domain: 'love' },
      400,
      'invalid_domain',
      /`domain` must be one of/,
    ],
    [
      'no birth data',
      '/v1/timing/resolve',
      { birthData: undefined },
      400,
      'missing_birthdata',
      /`birthData` is required/,
    ],
    [
      'a bad reference date',
      '/v1/forecast',
      { referenceDate: 'tomorrow' },
      400,
      'invalid_reference_date',
      /`referenceDate`/,
    ],
    [
      'a reference date before the birth',
      '/v1/forecast',
      { referenceDate: '1960-01-01' },
      422,
      'guidance_failed',
      /`referenceDate` falls before the birth/,
    ],
  ]
  it.each(cases)('%s', async (_name, path, change, status, code, message) => {
    const before = (await ledgerCheck(api.store, api.accountId)).charges.length
    const r = await api.post(path, { ...ask, ...change })
    expect(r.statusCode, r.body).toBe(status)
    expect(r.json().error).toBe(code)
    expect(r.json().message).toMatch(message)
    expect(r.json().message).not.toContain(ask.question)
    const l = await ledgerCheck(api.store, api.accountId)
    expect(l.charges.length).toBe(before)
    expect(l.holds).toBe(0)
  })
})
