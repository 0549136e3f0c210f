/**
 * The language of an answer (issue 36, item 1): every operation takes `language`; without it the
 * `Accept-Language` header chooses among ours; without either it is English. The answer echoes it in
 * `language` and in `Content-Language`, and lists in `languageFallback` the parts still in English. A
 * language we do not have is a 400 naming the field and our list, and charges nothing; a header asking
 * only for languages we lack is answered in English. Nothing else of the answer changes with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCLAIMER, DISCLAIMER_HI } from '../../src/http/envelope.js'
import { LANGUAGES } from '../../src/i18n/languages.js'
import { chosenLanguage } from '../../src/i18n/negotiate.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { testApi, type TestApi } from '../helpers/app.js'

const BODY = { datetime: '2024-03-20T10:30:00+05:30' }
const PATH = '/v1/ephemeris/positions'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

/** The answer without what differs from call to call and with the language. */
function rest(body: Record<string, unknown>): Record<string, unknown> {
  const {
    requestId: _r,
    usage: _u,
    timestamp: _t,
    disclaimer: _d,
    language: _l,
    languageFallback: _f,
    names: _n,
    ...others
  } = body
  return others
}

describe('chosenLanguage', () => {
  it('takes the field first, then the best of Accept-Language among ours, then English', () => {
    expect(chosenLanguage('ta', 'hi')).toBe('ta')
    expect(chosenLanguage(undefined, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(chosenLanguage(undefined, 'te;q=0.5, kn;q=0.8')).toBe('kn')
    expect(chosenLanguage(undefined, 'fr-FR, de;q=0.9')).toBe('en')
    expect(chosenLanguage(undefined, 'fr, mr;q=0.1')).toBe('mr')
    expect(chosenLanguage(undefined, 'en-GB')).toBe('en')
    expect(chosenLanguage(undefined, '*')).toBe('en')
    expect(chosenLanguage(undefined, ';;;,,=q')).toBe('en')
    expect(chosenLanguage(undefined, ['bn', 'gu;q=0.2'])).toBe('bn')
    expect(chosenLanguage(undefined, undefined)).toBe('en')
  })
})

describe('language on every operation', () => {
  it('is a field of every request, with our nine languages', () => {
    for (const op of OPERATIONS) {
      const props = (op.request as { properties: Record<string, { enum?: string[] }> }).properties
      expect(props.language?.enum, op.id).toEqual([...LANGUAGES])
    }
  })

  it('defaults to English, echoed, with nothing fallen back', async () => {
    const r = await api.post(PATH, BODY)
    expect(r.statusCode, r.body).toBe(200)
    expect(r.headers['content-language']).toBe('en')
    expect(r.json().language).toBe('en')
    expect(r.json()).not.toHaveProperty('languageFallback')
  })

  it('follows the field, then Accept-Language; says what is still in English; changes nothing else', async () => {
    const en = (await api.post(PATH, BODY)).json() as Record<string, unknown>
    const hi = await api.post(PATH, { ...BODY, language: 'hi' })
    expect(hi.statusCode, hi.body).toBe(200)
    expect(hi.headers['content-language']).toBe('hi')
    // Positions hold no sentence but the disclaimer, which is in Hindi: nothing falls back.
    expect(hi.json()).toMatchObject({ language: 'hi', disclaimer: DISCLAIMER_HI })
    expect(hi.json()).not.toHaveProperty('languageFallback')
    expect(rest(hi.json())).toEqual(rest(en))
    // The names of what the answer holds, in Hindi. At the equinox of 2024-03-20 the Sun is near 6° of
    // sidereal Pisces (Lahiri ≈ 24.2°): Uttara Bhadrapada; Drik Panchang gives the Moon in Pushya (Cancer)
    // that morning, and Mars had entered sidereal Aquarius on 15 March, in Dhanishta (to 6°40′).
    expect(en).not.toHaveProperty('names')
    expect(hi.json().names).toMatchObject({
      grahas: { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल' },
      signs: { Cancer: 'कर्क', Aquarius: 'कुंभ', Pisces: 'मीन' },
      nakshatras: { Pushya: 'पुष्य', Dhanishta: 'धनिष्ठा', 'Uttara Bhadrapada': 'उत्तरा भाद्रपद' },
    })

    const header = await api.post(PATH, BODY, { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' })
    expect(header.json().language).toBe('mr')
    const fieldWins = await api.post(PATH, { ...BODY, language: 'gu' }, { 'accept-language': 'ta' })
    expect(fieldWins.json().language).toBe('gu')
    const notOurs = await api.post(PATH, BODY, { 'accept-language': 'fr' })
    expect(notOurs.statusCode).toBe(200)
    expect(notOurs.json().language).toBe('en')
  })

  it('gives a sandbox key the sample in the language asked for, each language its own', async () => {
    const sandbox = (
      await api.accounts.createKey({ accountId: api.accountId, kind: 'sandbox' }, api.clock.ms)
    ).secret
    const ask = async (language?: string) => {
      const r = await api.post(
        '/v1/panchanga',
        { date: '2026-01-01', timezone: 'UTC', latitude: 0, longitude: 0, ...(language ? { language } : {}) },
        { authorization: `Bearer ${sandbox}` },
      )
      expect(r.statusCode, r.body).toBe(200)
      return r.json() as Record<string, unknown>
    }
    const en = await ask()
    const ta = await ask('ta')
    const hi = await ask('hi')
    expect(en).toMatchObject({ sandbox: true, language: 'en' })
    expect(en).not.toHaveProperty('names')
    // The sample answers the example (25 November 2026 at New Delhi, a Wednesday), in each language.
    expect(ta).toMatchObject({
      sandbox: true,
      language: 'ta',
      names: { weekdays: { Wednesday: 'புதன்கிழமை' } },
    })
    expect(hi).toMatchObject({ sandbox: true, language: 'hi', names: { weekdays: { Wednesday: 'बुधवार' } } })
    expect(rest(ta)).toEqual(rest(en))
  })

  it('reads a domain in Hindi: every sentence Hindi, the disclaimer too, nothing fallen back', async () => {
    const body = {
      birthData: {
        date: '1990-07-04',
        time: '14:30',
        timezone: 'Asia/Kolkata',
        latitude: 19.076,
        longitude: 72.8777,
      },
      domain: 'marriage',
      referenceDate: '2026-11-24',
    }
    const en = (await api.post('/v1/interpret', body)).json() as Record<string, unknown>
    const r = await api.post('/v1/interpret', body, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' })
    expect(r.statusCode, r.body).toBe(200)
    const hi = r.json() as Record<string, unknown> & { verdict: { summary: string; outlook: string } }
    expect(hi).toMatchObject({ language: 'hi', disclaimer: DISCLAIMER_HI })
    expect(hi).not.toHaveProperty('languageFallback')
    expect(en).toMatchObject({ disclaimer: DISCLAIMER })
    expect(hi.verdict.outlook).toBe((en as typeof hi).verdict.outlook)
    // The summary in Hindi names the domain and the running period in Devanagari.
    expect(hi.verdict.summary).toMatch(/^विवाह के लिए यह कुंडली/)
    expect(hi.verdict.summary).not.toMatch(/[A-Za-z]/)
    // A chart's answer is in Hindi too: its birth's note, its yogas' reasons.
    const chart = (await api.post('/v1/chart', { birthData: body.birthData, language: 'hi' })).json()
    expect(chart).toMatchObject({ language: 'hi', birth: { note: expect.stringMatching(/^घड़ी का यह समय/) } })
    expect(chart).not.toHaveProperty('languageFallback')
  })

  it('refuses a language we do not have: 400 naming the field and the list, nothing charged', async () => {
    const birthData = {
      date: '1990-07-04',
      time: '14:30',
      timezone: 'Asia/Kolkata',
      latitude: 19,
      longitude: 72,
    }
    const chart = async () =>
      (await api.post('/v1/chart', { birthData })).json().usage.remaining_credits as number
    const before = await chart()
    for (const language of ['fr', 'HI', '', 7, null]) {
      const r = await api.post('/v1/chart', { birthData, language })
      expect(r.statusCode, r.body).toBe(400)
      expect(r.json().error).toBe('invalid_field')
      expect(r.json().message).toContain('language')
      expect(r.json().message).toContain(LANGUAGES.join(', '))
    }
    // The next chart costs its 1 credit: the refusals between cost nothing.
    expect(await chart()).toBe(before - 1)
  })
})
