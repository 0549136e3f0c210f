/**
 * POST /v1/muhurta for a couple and by region: the partner's chart judged like the subject's
 * (a time refused for either is refused), Guru bala read for the bride and Sūrya bala for the groom, the
 * first-born's month, birth star and tithi refused for a wedding, the three Jyeṣṭhas, and the months named
 * by the region of the event's place. The partner's natal Moon, birth star, tithi and lunar month are read
 * in the test from other operations (/v1/ephemeris/positions, /v1/panchanga), never from the muhurta answer.
 * And the almanac’s festivals, saṅkrāntis and abujh days of the range, on their published dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAKSHATRAS, SIGNS } from '../../src/astro/index.js'
import { tithiName } from '../../src/jyotisha/panchanga/index.js'
import { testApi, type TestApi } from '../helpers/app.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const BRIDE = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}
const GROOM = {
  date: '1993-05-17',
  time: '06:40',
  timezone: 'Asia/Kolkata',
  latitude: 17.385,
  longitude: 78.4867,
}
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', label: 'New Delhi' }
const CHENNAI = { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata', label: 'Chennai' }
const couple = {
  subject: BRIDE,
  subjectName: 'Asha',
  subjectRole: 'bride',
  partner: { birthData: GROOM, name: 'Ravi' },
  eventPlace: DELHI,
  eventId: 'marriage',
  rangeStart: '2027-01-01',
  rangeEnd: '2027-06-30',
  topN: 50,
}

/** The natal Moon's sign and nakṣatra, the tithi of birth and its lunar month, from other operations. */
async function natal(b: typeof BRIDE) {
  const pos = await api.post('/v1/ephemeris/positions', {
    datetime: `${b.date}T${b.time}:00+05:30`,
    bodies: ['Sun', 'Moon'],
  })
  expect(pos.statusCode, pos.body).toBe(200)
  const body = pos.json()
  const lon = (name: string) =>
    body.positions.find((p: { body: string }) => p.body === name).longitude as number
  const moon = lon('Moon')
  const tithi = Math.floor(((((moon - lon('Sun')) % 360) + 360) % 360) / 12) + 1
  const day = await api.post('/v1/panchanga', {
    date: b.date,
    timezone: b.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
  })
  expect(day.statusCode, day.body).toBe(200)
  return {
    moonSign: Math.floor(moon / 30),
    nakshatra: Math.floor(moon / (360 / 27)),
    tithi,
    month: day.json().lunarMonth.amanta as string,
  }
}

describe('POST /v1/muhurta for a couple', () => {
  it('refuses a time refused for either: no offered span in the partner’s Candrāṣṭama or hard tārā', async () => {
    const groom = await natal(GROOM)
    const bride = await natal(BRIDE)
    const r = await api.post('/v1/muhurta', couple)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.windows.length).toBeGreaterThan(0)
    let spans = 0
    for (const w of b.windows) {
      for (const s of w.spans) {
        spans++
        const nak = NAKSHATRAS.indexOf(s.nakshatra)
        for (const who of [groom, bride]) {
          const count = ((nak - who.nakshatra + 27) % 27) + 1
          const tara = ((count - 1) % 9) + 1
          expect([3, 5, 7].includes(tara) && count <= 9, `${w.date} ${s.start}`).toBe(false)
        }
      }
      const moonSign = SIGNS.indexOf(w.panchanga.moonSign)
      expect(((moonSign - groom.moonSign + 12) % 12) + 1, w.date).not.toBe(8)
      expect(((moonSign - bride.moonSign + 12) % 12) + 1, w.date).not.toBe(8)
      expect(w.partner.chandrabala.house).toBe(((moonSign - groom.moonSign + 12) % 12) + 1)
      const nak = NAKSHATRAS.indexOf(w.panchanga.nakshatra.name)
      expect(w.partner.tarabala.count).toBe(((nak - groom.nakshatra + 27) % 27) + 1)
    }
    expect(spans).toBeGreaterThan(0)
  })

  it('reads Guru bala for the bride and Sūrya bala for the groom, each by name', async () => {
    const r = await api.post('/v1/muhurta', couple)
    const words = r
      .json()
      .windows.flatMap((w: { spans: { reasons: string[]; cautions: string[] }[] }) =>
        w.spans.flatMap((s) => [...s.reasons, ...s.cautions]),
      ) as string[]
    const guru = words.filter((t) => t.includes('Guru bala'))
    const surya = words.filter((t) => t.includes('Surya bala'))
    expect(guru.length + surya.length).toBeGreaterThan(0)
    for (const t of guru) expect(t).toContain('Asha’s natal Moon')
    for (const t of surya) expect(t).toContain('Ravi’s natal Moon')
    for (const t of [...guru, ...surya])
      expect(t).not.toMatch(/for a (bride|groom)’s wedding|at a (bride|groom)’s wedding/)
  })

  it('for a first-born, never offers the month, the birth star or the tithi of their birth', async () => {
    const groom = await natal(GROOM)
    const janmaTithi = tithiName(groom.tithi)
    const plain = (await api.post('/v1/muhurta', couple)).json()
    const eldest = (
      await api.post('/v1/muhurta', { ...couple, partner: { ...couple.partner, firstBorn: true } })
    ).json()
    // Without firstBorn the birth factors are cautions; with it, no span has them.
    const birthFactor = (t: string) =>
      /Ravi’s birth \((janma tithi|janma masa)\)|birth star itself for Ravi/.test(t)
    const plainHas = plain.windows.some((w: { spans: { cautions: string[] }[] }) =>
      w.spans.some((s) => s.cautions.some(birthFactor)),
    )
    for (const w of eldest.windows) {
      expect(w.panchanga.lunarMonth.adhika || w.panchanga.lunarMonth.amanta !== groom.month, w.date).toBe(
        true,
      )
      for (const s of w.spans) {
        expect(s.cautions.some(birthFactor), `${w.date} ${s.start}`).toBe(false)
        expect(NAKSHATRAS.indexOf(s.nakshatra), `${w.date} ${s.start}`).not.toBe(groom.nakshatra)
        expect([s.paksha, s.tithi], `${w.date} ${s.start}`).not.toEqual([janmaTithi.paksha, janmaTithi.name])
      }
    }
    expect(plainHas).toBe(true)
    expect(eldest.excluded.map((e: { exclusion: string }) => e.exclusion)).toContain('first_born')
    expect(eldest.windows.length).toBeLessThanOrEqual(plain.windows.length)
  })

  it('the three Jyeṣṭhas: Jyeṣṭha refused when both are first-born, a caution when one is', async () => {
    // Jyeṣṭha 2029 (in 2027 and 2028 Jupiter is in Leo, and no wedding is offered then).
    const may = { ...couple, rangeStart: '2029-05-01', rangeEnd: '2029-07-10' }
    const both = (
      await api.post('/v1/muhurta', {
        ...may,
        firstBorn: true,
        partner: { ...couple.partner, firstBorn: true },
      })
    ).json()
    for (const w of both.windows) expect(w.panchanga.lunarMonth.amanta, w.date).not.toBe('Jyeshtha')
    // One first-born: the subject alone (who the other is, the answer cannot know).
    const { partner: _, subjectRole: __, ...alone } = may
    const one = (await api.post('/v1/muhurta', { ...alone, firstBorn: true })).json()
    const inJyeshtha = one.windows.filter(
      (w: { panchanga: { lunarMonth: { amanta: string } } }) => w.panchanga.lunarMonth.amanta === 'Jyeshtha',
    )
    expect(both.excluded.map((e: { exclusion: string }) => e.exclusion)).toContain('first_born')
    expect(inJyeshtha.length).toBeGreaterThan(0)
    for (const w of inJyeshtha) expect(w.cautions.join(' ')).toContain('when both are first-born')
  })

  it('names the partner’s bad field', async () => {
    const r = await api.post('/v1/muhurta', {
      ...couple,
      partner: { birthData: { ...GROOM, date: '1993-02-30' } },
    })
    expect(r.statusCode).toBe(400)
    expect(r.body).toContain('partner.birthData')
    expect(r.json().usage?.units_charged ?? 0).toBe(0)
  })
})

describe('POST /v1/muhurta by region', () => {
  it('in Chennai: the Tamil convention from the place, months as Tamil dates (Thai 1 is 15 January 2027)', async () => {
    const r = await api.post('/v1/muhurta', {
      subject: BRIDE,
      eventPlace: CHENNAI,
      eventId: 'general',
      rangeStart: '2027-01-15',
      rangeEnd: '2027-01-31',
      topN: 50,
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.calendar).toEqual({
      region: 'tamil_nadu',
      from: 'place',
      nearestCity: 'Chennai',
      lunarMonths: 'amanta',
      solarCalendar: 'tamil',
    })
    expect(b.windows.length).toBeGreaterThan(0)
    for (const w of b.windows) {
      const day = Number(w.date.slice(8, 10)) - 14
      expect(w.panchanga.month, w.date).toBe(`Thai ${day}`)
      expect(w.panchanga.solarMonth.tamil).toEqual({ month: 'Thai', day })
      expect(w.panchanga.solarMonth.sign).toBe('Capricorn')
    }
  })

  it('in Delhi: pūrṇimānta names, and the dark fortnight named by both reckonings in the words', async () => {
    const r = await api.post('/v1/muhurta', {
      subject: BRIDE,
      eventPlace: DELHI,
      eventId: 'griha_pravesha',
      rangeStart: '2027-02-01',
      rangeEnd: '2027-03-31',
      topN: 50,
    })
    const b = r.json()
    expect(b.calendar).toMatchObject({
      region: 'north',
      from: 'place',
      nearestCity: 'Delhi',
      lunarMonths: 'purnimanta',
    })
    let dark = 0
    for (const w of b.windows) {
      expect(w.panchanga.month).toBe(w.panchanga.lunarMonth.purnimanta)
      for (const s of w.spans)
        for (const t of s.reasons.filter((x: string) => x.startsWith('The lunar month'))) {
          if (s.paksha === 'Krishna') {
            dark++
            expect(t).toMatch(/by the amanta reckoning \(\w+ where months end at the full moon\)/)
          } else expect(t).not.toContain('reckoning')
        }
    }
    expect(dark).toBeGreaterThan(0)
    const asked = (
      await api.post('/v1/muhurta', {
        subject: BRIDE,
        eventPlace: DELHI,
        eventId: 'griha_pravesha',
        rangeStart: '2027-02-01',
        rangeEnd: '2027-03-31',
        region: 'deccan',
      })
    ).json()
    expect(asked.calendar).toMatchObject({
      region: 'deccan',
      from: 'request',
      nearestCity: null,
      lunarMonths: 'amanta',
    })
    for (const w of asked.windows) expect(w.panchanga.month).toBe(w.panchanga.lunarMonth.amanta)
  })
})

describe('POST /v1/muhurta: the almanac’s days', () => {
  it('names the festivals, saṅkrāntis and abujh days of the range on their published dates', async () => {
    const r = await api.post('/v1/muhurta', {
      subject: BRIDE,
      eventPlace: DELHI,
      eventId: 'general',
      rangeStart: '2026-01-01',
      rangeEnd: '2026-04-30',
      topN: 50,
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    const on = (id: string) =>
      b.almanacDays.filter((a: { id: string }) => a.id === id).map((a: { date: string }) => a.date)
    // Published dates for New Delhi (test/fixtures/published-festivals.ts has the sources).
    expect(on('vasant_panchami')).toEqual(['2026-01-23'])
    expect(on('maha_shivaratri')).toEqual(['2026-02-15'])
    expect(on('akshaya_tritiya')).toEqual(['2026-04-19'])
    const kinds = new Set(b.almanacDays.map((a: { kind: string }) => a.kind))
    expect([...kinds].sort()).toEqual(['abujh', 'festival', 'sankranti'])
    const ranked = new Set(b.windows.map((w: { date: string }) => w.date))
    for (const a of b.almanacDays) {
      expect(a.note.length).toBeGreaterThan(10)
      if (ranked.has(a.date)) expect(a.offered).toBe(true)
    }
    for (const w of b.windows)
      expect(w.almanac).toEqual(
        b.almanacDays.filter((a: { date: string }) => a.date === w.date).map((a: { name: string }) => a.name),
      )
  })
})
