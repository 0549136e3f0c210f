/**
 * POST /v1/guidance (spec §2.4, §4.3; issue 11): the shape, the running levels at the reference date,
 * 3 credits on success; a bad reference date is 400 `invalid_reference_date` and a date the daśā
 * timeline does not cover 422 `guidance_failed`, neither charged. (Auth, billing and sandbox: the shared
 * matrix in auth-matrix.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}

describe('POST /v1/guidance', () => {
  it('answers the spec’s fields for the levels running at the reference date, for 3 credits', async () => {
    const res = await api.post('/v1/guidance', { birthData: BIRTH, referenceDate: '2026-11-24' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.domain).toBe('lifestyle_guidance')
    expect(body.usage.units_charged).toBe(3)
    expect(body.contentVersion).toMatch(/^corpus-[0-9a-f]{12}$/)
    // 00:00 of that day in the birth zone.
    expect(body.referenceDate).toBe('2026-11-24T00:00:00+05:30')
    // Vimśottarī at 2026-11-24 for this birth (the /v1/dasha timeline): Ketu, Mercury, Venus.
    expect(body.levels.map((l: { level: string; planet: string }) => [l.level, l.planet])).toEqual([
      ['chapter', 'Ketu'],
      ['period', 'Mercury'],
      ['stretch', 'Venus'],
    ])
    const dasha = (await api.post('/v1/dasha', { birthData: BIRTH })).json()
    const md = dasha.timeline.find(
      (p: { planet: string; start: string }) => p.planet === 'Ketu' && p.start < '2026',
    )
    expect(body.levels[0].start).toBe(md.start)
    expect(body.levels[0].end).toBe(md.end)
    for (const l of body.levels) {
      expect(l.heading).toMatch(new RegExp(`^The (chapter|period|stretch) of ${l.planet}: `))
      expect(l.notes.length).toBeGreaterThan(0)
      for (const c of l.cards) {
        expect(Object.keys(c).sort()).toEqual(
          ['areas', 'because', 'cancelled', 'do', 'headline', 'key', 'kind', 'takeCare', 'why'].sort(),
        )
        expect(c.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }
    }
    expect(body.levels.flatMap((l: { cards: unknown[] }) => l.cards).length).toBeGreaterThan(3)
    expect(Array.isArray(body.formedNotRunning)).toBe(true)
  })

  it('is deterministic, byte for byte apart from the envelope', async () => {
    const a = (
      await api.post('/v1/guidance', { birthData: BIRTH, referenceDate: '2031-05-01T10:00:00Z' })
    ).json()
    const b = (
      await api.post('/v1/guidance', { birthData: BIRTH, referenceDate: '2031-05-01T10:00:00Z' })
    ).json()
    for (const k of ['requestId', 'timestamp', 'usage']) {
      delete a[k]
      delete b[k]
    }
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  })

  it('reads from the Moon, and says so, when the birth time is unknown', async () => {
    const { time: _time, ...noTime } = BIRTH
    const res = await api.post('/v1/guidance', { birthData: noTime, referenceDate: '2026-11-24' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().levels[0].notes.join(' ')).toMatch(/birth time is unknown/)
  })

  it.each([
    ['2026-13-01', /referenceDate/],
    ['2026-11-24T10:00:00', /no time zone/],
    ['yesterday', /referenceDate/],
    ['1700-01-01', /coverage/],
  ])(
    'refuses referenceDate %s with 400 invalid_reference_date, uncharged',
    async (referenceDate, message) => {
      const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
      const res = await api.post('/v1/guidance', { birthData: BIRTH, referenceDate })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('invalid_reference_date')
      expect(res.json().message).toMatch(message)
      const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
      expect(after.paidCredits).toBe(before.paidCredits)
    },
  )

  it('answers 422 guidance_failed, uncharged, for a date before the birth', async () => {
    const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
    const res = await api.post('/v1/guidance', { birthData: BIRTH, referenceDate: '1985-01-01' })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().error).toBe('guidance_failed')
    const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
    expect(after.paidCredits).toBe(before.paidCredits)
  })
})
