/**
 * POST /v1/interpret (spec §2.5, §2.6, §4.4; issue 11): the reading's shape, 5 credits, the requested
 * domain in the envelope; `invalid_domain`, `invalid_reference_date` and `guidance_failed`, none charged;
 * an unknown birth time flagged with the confidence lowered; and a published chart whose outcome is
 * known, from B. V. Raman's *Notable Horoscopes* (times in local mean time): Mahatma Gandhi (2 October
 * 1869, 7:12 a.m., Porbandar) read for reputation and spirituality, and Jawaharlal Nehru (14 November
 * 1889, 11:06 p.m., Allahabad) for career, lean favourable; Swami Vivekananda (12 January 1863, 6:33
 * a.m., Calcutta), a monk who never married, does not read favourable for marriage. (Auth, billing and
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

const NEHRU = {
  date: '1889-11-14',
  time: '23:06',
  timezone: 'Asia/Kolkata',
  utcOffset: 'lmt',
  latitude: 25.4358,
  longitude: 81.8463,
}
const VIVEKANANDA = {
  date: '1863-01-12',
  time: '06:33',
  timezone: 'Asia/Kolkata',
  utcOffset: 'lmt',
  latitude: 22.5726,
  longitude: 88.3639,
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

  it.each([
    ['Gandhi', GANDHI, 'reputation', '1930-03-12', ['favorable', 'mostly_favorable']],
    ['Gandhi', GANDHI, 'spirituality', '1930-03-12', ['favorable', 'mostly_favorable']],
    ['Nehru', NEHRU, 'career', '1950-01-26', ['favorable', 'mostly_favorable']],
    ['Vivekananda', VIVEKANANDA, 'marriage', '1893-09-11', ['mixed', 'challenging']],
  ])(
    'reads a published chart in the direction its life took: %s, %s',
    async (_name, birthData, domain, referenceDate, want) => {
      const res = await api.post('/v1/interpret', { birthData, domain, referenceDate })
      expect(res.statusCode, res.body).toBe(200)
      expect(want).toContain(res.json().verdict.outlook)
    },
  )
})
