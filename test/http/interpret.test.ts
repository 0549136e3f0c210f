/**
 * POST /v1/interpret (spec §2.5, §2.6, §4.4; issue 11): the reading's shape, 5 credits, the requested
 * domain in the envelope; `invalid_domain`, `invalid_reference_date` and `guidance_failed`, none charged;
 * an unknown birth time flagged with the confidence lowered; and a published chart whose outcome is
 * known: Mahatma Gandhi's (B. V. Raman, *Notable Horoscopes*: 2 October 1869, 7:12 a.m. local mean time,
 * Porbandar), read for reputation and spirituality, must not come out challenging. (Auth, billing and
 * sandbox: the shared matrix in auth-matrix.test.ts.)
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
const GANDHI = {
  date: '1869-10-02',
  time: '07:12',
  timezone: 'Asia/Kolkata',
  utcOffset: 'lmt',
  latitude: 21.6417,
  longitude: 69.6293,
}

describe('POST /v1/interpret', () => {
  it('reads one domain: verdict, factors, windows, event, agreement and the corpus’s position, for 5 credits', async () => {
    const res = await api.post('/v1/interpret', {
      birthData: BIRTH,
      domain: 'marriage',
      referenceDate: '2026-11-24',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.domain).toBe('marriage')
    expect(body.usage.units_charged).toBe(5)
    expect(body.referenceDate).toBe('2026-11-24T00:00:00+05:30')
    expect(['favorable', 'mostly_favorable', 'mixed', 'challenging']).toContain(body.verdict.outlook)
    expect(['high', 'moderate', 'low']).toContain(body.verdict.confidence)
    expect(body.verdict.reasons.length).toBeGreaterThan(0)
    expect(body.supportingFactors.length + body.cautionaryFactors.length).toBeGreaterThan(0)
    for (const w of body.timingWindows) {
      expect(Object.keys(w).sort()).toEqual(['description', 'end', 'period', 'start', 'tone'])
      expect(['favorable', 'cautionary', 'neutral']).toContain(w.tone)
    }
    const e = body.eventTiming[0]
    expect(e.eventType).toBe('marriage')
    expect(['occurred_or_overdue', 'current', 'upcoming', 'unknown']).toContain(e.status)
    expect(body.methodAgreement.methods.map((m: { method: string }) => m.method)[0]).toBe('vimshottari')
    for (const p of body.corpusResolution.positions) {
      expect(p.domain).toBe('marriage')
      expect(Number.isInteger(p.supporting + p.cautionary + p.mixed)).toBe(true)
    }
    expect(JSON.stringify(body)).not.toMatch(/"(weight|score|id|rule)"/)
  })

  it('flags an unknown birth time and never answers with high confidence then', async () => {
    const { time: _t, ...noTime } = BIRTH
    for (const domain of ['career', 'children', 'health']) {
      const body = (
        await api.post('/v1/interpret', { birthData: noTime, domain, referenceDate: '2026-11-24' })
      ).json()
      expect(body.timeKnown).toBe(false)
      expect(body.verdict.confidence).not.toBe('high')
      expect(body.verdict.reasons.join(' ')).toMatch(/birth time is unknown/)
    }
  })

  it.each([
    [{ domain: 'love' }, 'invalid_domain', /domain/],
    [{ domain: 'career', referenceDate: '2026-02-30' }, 'invalid_reference_date', /referenceDate/],
    [{}, 'missing_required_field', /domain/],
  ])('refuses %j with 400 %s, uncharged', async (extra, code, message) => {
    const before = await api.accounts.showAccount(api.accountId, api.clock.ms)
    const res = await api.post('/v1/interpret', { birthData: BIRTH, ...extra })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(code)
    expect(res.json().message).toMatch(message)
    const after = await api.accounts.showAccount(api.accountId, api.clock.ms)
    expect(after.paidCredits).toBe(before.paidCredits)
  })

  it('answers 422 guidance_failed, uncharged, for a date before the birth', async () => {
    const res = await api.post('/v1/interpret', {
      birthData: BIRTH,
      domain: 'career',
      referenceDate: '1980-01-01',
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().error).toBe('guidance_failed')
  })

  it('reads a published chart in the direction its life took (Gandhi: reputation, spirituality)', async () => {
    for (const domain of ['reputation', 'spirituality']) {
      const res = await api.post('/v1/interpret', { birthData: GANDHI, domain, referenceDate: '1930-03-12' })
      expect(res.statusCode, res.body).toBe(200)
      expect(['favorable', 'mostly_favorable'], domain).toContain(res.json().verdict.outlook)
    }
  })
})
