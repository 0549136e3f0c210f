/**
 * POST /v1/compatibility over HTTP (spec §4.5, issue 13): the answer's shapes and charge for Prokerala's
 * published couple (whose kūṭas and pāpasāmya are checked against the printed values in the reference
 * tests), both directions when the genders do not decide, a partner without a birth time, and every
 * refusal of a bad request naming its field and charging nothing. Auth, billing and sandbox are in the
 * shared matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KOOTAS } from '../../src/jyotisha/kootas/ashtakoota.js'
import { PORUTHAMS } from '../../src/jyotisha/kootas/poruthams.js'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

// Prokerala's SDK couple (test/fixtures/published-matches.ts): girl Rohini 4, boy Uttara Bhadrapada 3.
const GIRL = {
  date: '1967-08-29',
  time: '09:00:00',
  latitude: 19.0821978,
  longitude: 72.7411014,
  timezone: 'Asia/Kolkata',
}
const BOY = {
  date: '1970-11-10',
  time: '09:20:00',
  latitude: 22.6757521,
  longitude: 88.0495418,
  timezone: 'Asia/Kolkata',
}
const couple = {
  a: { ...GIRL, name: 'Asha', gender: 'female' },
  b: { ...BOY, name: 'Ravi', gender: 'male' },
  referenceDateIso: '2026-11-24',
}

/** Every string in the answer, for the words policy. */
function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x)
  else if (Array.isArray(x)) x.forEach((y) => strings(y, out))
  else if (x && typeof x === 'object') Object.values(x).forEach((y) => strings(y, out))
  return out
}

describe('POST /v1/compatibility', () => {
  it('reads both charts together: kūṭas, poruthams, doṣas, Maṅgala, pāpasāmya, charts, timing, verdict; 12 credits', async () => {
    const r = await api.post('/v1/compatibility', couple)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('compatibility')
    expect(b.usage.units_charged).toBe(12)
    expect(b.referenceDate).toBe('2026-11-24T00:00:00+05:30')
    expect(b.a).toMatchObject({
      name: 'Asha',
      gender: 'female',
      timeKnown: true,
      moon: { sign: 'Taurus', nakshatra: 'Rohini', pada: 4 },
    })
    expect(b.b.moon).toMatchObject({ sign: 'Pisces', nakshatra: 'Uttara Bhadrapada', pada: 3 })
    expect(b.a.currentDasha.mahadasha).toBeTruthy()
    expect(b.roles).toMatchObject({ bride: 'a', groom: 'b', fromGender: true })
    expect(b.ashtakootaReverse).toBeUndefined()
    expect(b.poruthamsReverse).toBeUndefined()

    // Aṣṭakūṭa: the shape the issue fixes, the points Prokerala printed for this couple (26).
    expect(b.ashtakoota.kootas.map((k: { koota: string }) => k.koota)).toEqual([...KOOTAS])
    for (const k of b.ashtakoota.kootas) {
      expect(Object.keys(k).sort()).toEqual(['a', 'b', 'explanation', 'koota', 'maxPoints', 'points'])
      expect(k.points).toBeLessThanOrEqual(k.maxPoints)
    }
    expect(b.ashtakoota.kootas.find((k: { koota: string }) => k.koota === 'gana')).toMatchObject({
      a: 'Manushya',
      b: 'Manushya',
    })
    expect(b.ashtakoota.kootas.find((k: { koota: string }) => k.koota === 'tara')).toMatchObject({
      a: 'Rohini',
      b: 'Uttara Bhadrapada',
    })
    expect(b.ashtakoota).toMatchObject({ total: 26, totalAfterExceptions: 26, maxTotal: 36 })
    expect(b.ashtakoota.exceptions.length).toBe(8)
    for (const e of b.ashtakoota.exceptions) {
      expect(e.sources).toEqual(['Muhurta Chintamani'])
      expect(e.applies).toBe(false) // no doṣa to cancel
    }

    expect(b.poruthams.map((p: { name: string }) => p.name)).toEqual([...PORUTHAMS])
    for (const p of b.poruthams) {
      expect(p).toMatchObject({ agrees: p.grade !== 'none' })
      expect(p.kerala.agrees).toBe(p.kerala.grade !== 'none')
    }
    expect(b.poruthamSummary).toMatchObject({ tradition: 'tamil', vetoes: [] })

    expect(b.doshas.map((d: { name: string }) => d.name)).toEqual([
      'nadi',
      'bhakoot',
      'gana',
      'manglik',
      'rajju',
      'vedha',
    ])
    // Mars 7th from Ravi's Moon and 12th from his Venus; Asha has none: one-sided, not cancelled.
    expect(b.manglik.a.present).toBe(false)
    expect(b.manglik.b).toMatchObject({ present: true, intensity: 'moderate' })
    expect(b.manglik.balanced).toBe(false)
    // Pāpasāmya as Prokerala printed it: girl 5.5, boy 2.75, not satisfactory.
    expect(b.papasamya).toMatchObject({
      a: { total: 5.5 },
      b: { total: 2.75 },
      balanced: false,
      difference: -2.75,
    })

    expect(b.chartReading.a.seventhHouse.sign).toBe('Pisces') // Virgo lagna
    expect(b.chartReading.b.seventhHouse.sign).toBe('Gemini') // Sagittarius lagna
    expect(b.chartReading.supportingFactors.length).toBeGreaterThan(0)
    for (const f of [...b.chartReading.supportingFactors, ...b.chartReading.cautionaryFactors]) {
      expect(['a', 'b']).toContain(f.partner)
      expect(f.statement).toMatch(/^In (Asha|Ravi)’s chart: /)
      expect(f.statement).not.toMatch(/\byour\b/i)
    }
    expect(b.chartReading.together[0].statement).toMatch(/Moon signs are Taurus \(Asha\) and Pisces \(Ravi\)/)

    expect(b.timing).toMatchObject({ from: '2026-11-24', to: '2036-11-23' })
    for (const s of [b.timing.a, b.timing.b]) {
      expect(s.periods.length).toBeGreaterThan(3)
      for (const p of s.periods) expect(p.start < p.end).toBe(true)
    }
    // Asha's Moon in Taurus: Saturn enters Aries (her 12th) in 2027, Sade Sati begins.
    expect(b.timing.a.sadeSati[0]).toMatchObject({ phase: 'rising' })
    expect(b.timing.a.sadeSati[0].start.slice(0, 4)).toBe('2027')

    expect(['favorable', 'mostly_favorable', 'mixed', 'challenging']).toContain(b.verdict.outlook)
    expect(['high', 'moderate', 'low']).toContain(b.verdict.confidence)
    expect(b.verdict.reasons.length).toBeGreaterThan(2)
    expect(Object.keys(b.conventions)).toEqual(
      expect.arrayContaining(['direction', 'ashtakoota', 'exceptions', 'poruthams', 'manglik', 'papasamya']),
    )

    // Words policy: no rule ids, no internal names, no doom.
    const text = strings(b)
      .filter((x) => !['mostly_favorable'].includes(x))
      .join('\n')
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/) // snake_case ids
    expect(text).not.toMatch(/\b(death|die|dies|widow|disease|illness|divorce)\b/i)
    // The names appear only in words (and the echo), never as an id.
    expect(JSON.stringify(b.ashtakoota)).not.toContain('Asha')
  })

  it('genders missing or the same: both directions, never guessed', async () => {
    const none = (
      await api.post('/v1/compatibility', { a: GIRL, b: BOY, referenceDateIso: '2026-11-24' })
    ).json()
    expect(none.roles).toMatchObject({ bride: 'a', groom: 'b', fromGender: false })
    expect(none.roles.note).toMatch(/both directions/)
    expect(none.ashtakootaReverse).toMatchObject({ bride: 'b', groom: 'a' })
    expect(none.poruthamsReverse).toHaveLength(10)
    expect(none.poruthamSummaryReverse).toMatchObject({ bride: 'b', groom: 'a' })
    // a→b is the gendered reading (Asha is the bride); b→a counts from Ravi's star.
    expect(none.ashtakoota.total).toBe(26)
    const tara = none.ashtakootaReverse.kootas.find((k: { koota: string }) => k.koota === 'tara')
    expect(tara.explanation).toMatch(/the groom’s is the 6th from the bride’s/)
    expect(none.papasamya.balanced).toBeNull()
    const same = (
      await api.post('/v1/compatibility', {
        a: { ...GIRL, gender: 'female' },
        b: { ...BOY, gender: 'female' },
        referenceDateIso: '2026-11-24',
      })
    ).json()
    expect(same.roles.fromGender).toBe(false)
    expect(same.roles.note).toMatch(/same gender/)
    const reversed = (
      await api.post('/v1/compatibility', {
        a: { ...BOY, gender: 'male' },
        b: { ...GIRL, gender: 'female' },
        referenceDateIso: '2026-11-24',
      })
    ).json()
    expect(reversed.roles).toMatchObject({ bride: 'b', groom: 'a', fromGender: true })
    expect(reversed.ashtakoota.total).toBe(26)
    expect(reversed.ashtakoota.kootas[0]).toMatchObject({ koota: 'varna', a: 'Brahmin', b: 'Vaishya' })
  })

  it('a partner without a birth time: the lagna is unknown, Maṅgala from the Moon, what cannot be known is listed', async () => {
    const { time: _t, ...noTime } = GIRL
    void _t
    const r = await api.post('/v1/compatibility', { ...couple, a: { ...noTime, gender: 'female' } })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.a).toMatchObject({ timeKnown: false, lagna: null })
    expect(b.chartReading.a.houseBasis).toBe('moon')
    expect(b.chartReading.a.navamsa.lagnaSign).toBeNull()
    expect(b.sensitivity.a.unknown).toEqual(
      expect.arrayContaining(['manglik (from the lagna)', 'the navāṃśa']),
    )
    expect(b.papasamya.a.references).toEqual(['moon', 'venus'])
    expect(b.verdict.confidence).not.toBe('high')
  })

  it('a Moon near a nakṣatra boundary: the minutes are reported, and a birth that many minutes off does change the star', async () => {
    // 1991-04-18 16:00 IST, Delhi: the Moon about 12′ before the end of Rohini.
    const edge = {
      date: '1991-04-18',
      time: '16:00',
      timezone: 'Asia/Kolkata',
      latitude: 28.61,
      longitude: 77.21,
    }
    const b = (await api.post('/v1/compatibility', { ...couple, b: { ...edge, gender: 'male' } })).json()
    expect(b.b.moon.nakshatra).toBe('Rohini')
    const note = b.sensitivity.b.notes.find((n: { boundary: string }) => n.boundary === 'nakshatra')
    expect(note.affects).toEqual(expect.arrayContaining(['tara', 'yoni', 'gana', 'nadi', 'rajju', 'vedha']))
    expect(note.minutes).toBeGreaterThan(5)
    expect(note.minutes).toBeLessThan(60)
    expect(b.sensitivity.b.notes.map((n: { boundary: string }) => n.boundary)).toContain('pada')
    expect(b.verdict.reasons.join(' ')).toMatch(/near the edge of its nakṣatra/)
    // A birth `minutes` + 3 later puts the Moon in Mrigashira; 3 minutes short of it does not.
    const shift = async (m: number) => {
      const [h, mm] = [Math.floor((16 * 60 + m) / 60), (16 * 60 + m) % 60]
      const time = `${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}`
      return (await api.post('/v1/compatibility', { ...couple, b: { ...edge, time, gender: 'male' } })).json()
        .b.moon.nakshatra
    }
    expect(await shift(note.minutes + 3)).toBe('Mrigashira')
    expect(await shift(note.minutes - 3)).toBe('Rohini')
  })

  it('refuses a bad request naming the field, charging nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ b: couple.b }, 'missing_birthdata', '`a`'],
      [{ a: couple.a }, 'missing_birthdata', '`b`'],
      [{ ...couple, referenceDateIso: '2026-13-01' }, 'invalid_reference_date', '`referenceDateIso`'],
      [{ ...couple, referenceDateIso: '1700-01-01' }, 'invalid_reference_date', '`referenceDateIso`'],
      [{ ...couple, a: { ...couple.a, gender: 'other' } }, 'invalid_birthdata', '`a.gender`'],
      [{ ...couple, b: { ...couple.b, latitude: 95 } }, 'invalid_coordinates', '`b.latitude`'],
      [{ ...couple, b: { ...couple.b, timezone: 'Mars/Olympus' } }, 'invalid_timezone', '`b.timezone`'],
      [{ ...couple, a: { ...couple.a, date: '1990-02-30' } }, 'invalid_birthdata', '`a.date`'],
      [{ ...couple, a: { ...couple.a, nickname: 'x' } }, 'unknown_field', '`a.nickname`'],
      [{ ...couple, a: { ...couple.a, name: '' } }, 'invalid_field', '`a.name`'],
    ]
    for (const [body, code, field] of cases) {
      const r = await api.post('/v1/compatibility', body)
      expect(r.statusCode, JSON.stringify(body)).toBe(400)
      expect(r.json().error, r.body).toBe(code)
      expect(r.json().message).toContain(field)
      expect(r.json().message).not.toContain('1967')
    }
    // A clock time the zone skipped (New York, 2021-03-14 02:30, in the spring-forward gap): the message
    // names the partner's own fields, not the chart's `birthData`.
    const gap = await api.post('/v1/compatibility', {
      ...couple,
      b: {
        ...couple.b,
        date: '2021-03-14',
        time: '02:30',
        timezone: 'America/New_York',
        latitude: 40.7,
        longitude: -74,
      },
    })
    expect(gap.json().error, gap.body).toBe('invalid_birthdata')
    expect(gap.json().message).toMatch(/^`b\.time` does not exist on that date in `b\.timezone`/)
    expect(gap.json().message).not.toContain('birthData')
    // A reference date before a partner's birth: 422, nothing charged.
    const before = await api.post('/v1/compatibility', { ...couple, referenceDateIso: '1968-01-01' })
    expect(before.statusCode).toBe(422)
    expect(before.json().error).toBe('guidance_failed')
    expect(before.json().message).toContain('partner b')
  })
})
