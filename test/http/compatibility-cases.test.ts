/**
 * POST /v1/compatibility for couples the tables were not written for: two people born in the 1860s (local
 * mean time, read 160 years on), two men, two women. Each answers 200 with the new parts of the reading
 * (the tables' disagreements, the running periods side by side) through the response schema, and the
 * words never assume a man and a woman the genders do not give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const LMT = { timezone: 'Asia/Kolkata', utcOffset: 'lmt' }
const OLD_A = { ...LMT, date: '1862-05-03', time: '05:40', latitude: 18.52, longitude: 73.86 }
const OLD_B = { ...LMT, date: '1866-11-20', time: '22:15', latitude: 13.08, longitude: 80.27 }
// Prokerala's SDK couple (test/fixtures/published-matches.ts).
const P1 = {
  date: '1967-08-29',
  time: '09:00:00',
  latitude: 19.0821978,
  longitude: 72.7411014,
  timezone: 'Asia/Kolkata',
}
const P2 = {
  date: '1970-11-10',
  time: '09:20:00',
  latitude: 22.6757521,
  longitude: 88.0495418,
  timezone: 'Asia/Kolkata',
}

/** Every string in the answer. */
function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x)
  else if (Array.isArray(x)) x.forEach((y) => strings(y, out))
  else if (x && typeof x === 'object') Object.values(x).forEach((y) => strings(y, out))
  return out
}

describe('POST /v1/compatibility, couples beyond the usual', () => {
  it('two people born in the 1860s, in local mean time: 200, read for companionship', async () => {
    const r = await api.post('/v1/compatibility', {
      a: { ...OLD_A, name: 'Gopal', gender: 'male' },
      b: { ...OLD_B, name: 'Kamala', gender: 'female' },
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.roles).toMatchObject({ bride: 'b', groom: 'a', fromGender: true })
    expect(Array.isArray(b.tableAgreement)).toBe(true)
    expect(b.tableAgreementReverse).toBeUndefined()
    expect(b.timing.now.a).toEqual(b.a.currentDasha)
    expect(b.timing.now.b).toEqual(b.b.currentDasha)
    expect(b.verdict.reasons).toContainEqual(expect.stringMatching(/framed for companionship/))
    const text = strings({ ...b, contentVersion: null }).join('\n')
    expect(text).not.toMatch(/\b(child|children|progeny)\b/i)
  })

  it('two men: 200, both directions, and the roles note does not take bride and groom from gender', async () => {
    const r = await api.post('/v1/compatibility', {
      a: { ...P1, name: 'Anil', gender: 'male' },
      b: { ...P2, name: 'Ravi', gender: 'male' },
      referenceDateIso: '2026-11-24',
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.roles).toMatchObject({ bride: 'a', groom: 'b', fromGender: false })
    expect(b.roles.note).toMatch(/^Both partners have the same gender/)
    expect(b.roles.note).not.toMatch(/as their genders say/)
    expect(b.roles.note).toContain('Anil in the place the tables give the bride, Ravi in the groom’s')
    expect(b.roles.note).toMatch(/name places in the count, not the partners/)
    expect(b.ashtakootaReverse).toMatchObject({ bride: 'b', groom: 'a' })
    expect(b.poruthamsReverse).toHaveLength(10)
    // The published couple's one disagreement, both ways: yoni 1 of 4, the Yoni porutham agreeing.
    for (const notes of [b.tableAgreement, b.tableAgreementReverse])
      expect(notes).toEqual([
        expect.objectContaining({ koota: 'yoni', porutham: 'yoni', points: 1, poruthamSays: 'agrees' }),
      ])
    expect(b.timing.now.note).toMatch(/^From .* Anil runs .* and Ravi .* at once; /)
    expect(strings(b).join('\n')).not.toMatch(/\b(husband|wife)\b/i)
  })

  it('two women: Jupiter is read for the spouse, not a husband', async () => {
    const r = await api.post('/v1/compatibility', {
      a: { ...P1, name: 'Asha', gender: 'female' },
      b: { ...P2, name: 'Meena', gender: 'female' },
      referenceDateIso: '2026-11-24',
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.roles.fromGender).toBe(false)
    expect(b.chartReading.a.summary).toMatch(/Jupiter, which a woman’s chart also reads for the spouse/)
    expect(strings(b).join('\n')).not.toMatch(/\bhusband\b/i)
  })
})
