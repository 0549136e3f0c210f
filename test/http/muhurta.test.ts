/**
 * POST /v1/muhurta and GET /v1/muhurta/events over HTTP (spec §4.6, issue 12): the answer's shapes and
 * charge, the event chosen by id or words, a time before sunrise owned by the Vedic day before, a DST
 * change at the event's place, an event place in another zone than the birth, polar night, and every
 * refusal of a bad request naming its field and charging nothing (a description naming a medical
 * procedure among them, issue 30). The catalogue's rules per event are tested in
 * test/unit/muhurta.test.ts and its free-text matcher in test/unit/muhurta-free-text.test.ts; auth,
 * billing and sandbox in the shared matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MUHURTA_EVENTS } from '../../src/readings/muhurta/catalogue.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'
import { hindiProblems } from '../helpers/hindi-texts.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

const SUBJECT = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', label: 'New Delhi' }
const base = { subject: SUBJECT, eventPlace: DELHI, rangeStart: '2027-01-01', rangeEnd: '2027-03-31' }

describe('POST /v1/muhurta', () => {
  it('ranks days with reasons, cautions, the pañcāṅga, tārābala, candrabala and spans; 10 credits', async () => {
    const r = await api.post('/v1/muhurta', {
      ...base,
      eventId: 'griha_pravesha',
      subjectName: 'Asha',
      topN: 3,
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('muhurta')
    expect(b.usage.units_charged).toBe(10)
    expect(b.event).toMatchObject({ id: 'griha_pravesha', chosenBy: 'eventId' })
    expect(b.event.books).toContain('Muhurta Chintamani')
    expect(b.eventPlace).toEqual(DELHI)
    expect(b.range).toMatchObject({ start: '2027-01-01', end: '2027-03-31', days: 90, evaluable: 90 })
    expect(b.windows.length).toBeGreaterThan(0)
    expect(b.windows.length).toBeLessThanOrEqual(3)
    const order = ['excellent', 'good', 'acceptable']
    for (const [i, w] of b.windows.entries()) {
      expect(w.rank).toBe(i + 1)
      if (i > 0)
        expect(order.indexOf(w.quality)).toBeGreaterThanOrEqual(order.indexOf(b.windows[i - 1].quality))
      // The best span is one of the day's spans, inside its Vedic day (sunrise to the next sunrise).
      expect(w.spans).toContainEqual(expect.objectContaining(w.best))
      expect(w.best.start >= `${w.date}T05:00`).toBe(true)
      expect(w.quality).toBe(w.spans.find((s: { start: string }) => s.start === w.best.start).quality)
      for (const s of w.spans) {
        expect(order).toContain(s.quality)
        expect(order.indexOf(s.quality)).toBeGreaterThanOrEqual(order.indexOf(w.quality))
        expect(s.reasons.length).toBeGreaterThan(0)
      }
      expect(w.reasons.length).toBeGreaterThan(0)
      expect(w.panchanga.nakshatra.name).toBeTruthy()
      expect(w.tarabala.tara).toBeGreaterThanOrEqual(1)
      expect(w.chandrabala.house).not.toBe(8)
      for (const s of w.spans) expect(s.start < s.end).toBe(true)
      expect(w.runningPeriod.note).toMatch(/^A modern consideration/)
      expect(JSON.stringify(w)).toContain('Asha')
    }
    expect(b.excluded.length).toBeGreaterThan(0)
    for (const e of b.excluded) expect(e.days).toBeGreaterThan(0)
    expect(Object.keys(b.conventions)).toEqual(expect.arrayContaining(['place', 'time', 'refusals', 'event']))
    // The name is in the words only: no field of the answer is the name.
    const fields = JSON.stringify(b, (_k, v) => (typeof v === 'string' && v === 'Asha' ? 'FIELD' : v))
    expect(fields).not.toContain('FIELD')
  })

  it('maps words to an event and says what it understood; words naming none get the general profile', async () => {
    const shaadi = (await api.post('/v1/muhurta', { ...base, freeText: 'our Shaadi' })).json()
    expect(shaadi.event).toMatchObject({ id: 'marriage', chosenBy: 'freeText' })
    expect(shaadi.event.understood).toContain('“Shaadi”')
    const none = (await api.post('/v1/muhurta', { ...base, freeText: 'a nice day out' })).json()
    expect(none.event).toMatchObject({ id: 'general', chosenBy: 'freeText' })
    expect(none.event.understood).toMatch(/general profile/)
    const neither = (await api.post('/v1/muhurta', base)).json()
    expect(neither.event).toMatchObject({ id: 'general', chosenBy: 'default' })
  })

  it('issue 30: “buying a car” is a vehicle purchase, whose refused weekdays are never offered', async () => {
    const r = await api.post('/v1/muhurta', { ...base, freeText: 'buying a car', topN: 50 })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.event).toMatchObject({ id: 'vehicle_purchase', chosenBy: 'freeText' })
    expect(b.event.understood).toContain('“buying a car”')
    expect(b.windows.length).toBeGreaterThan(0)
    for (const w of b.windows) expect(['Tuesday', 'Saturday']).not.toContain(w.panchanga.vara)
  })

  it.each([
    ['surgery for my father', {}],
    ['C-section delivery date', {}],
    ['taking medicine', {}],
    ['IVF embryo transfer', { eventId: 'general' }],
  ])(
    'issue 30: “%s” names a medical procedure: 400 invalid_field naming freeText, kindly, nothing charged',
    async (freeText, patch) => {
      const before = await ledgerCheck(api.store, api.accountId)
      const r = await api.post('/v1/muhurta', { ...base, ...patch, freeText })
      expect(r.statusCode, r.body).toBe(400)
      const b = r.json()
      expect(b).toMatchObject({ error: 'invalid_field', statusCode: 400 })
      expect(b.requestId).toBeTruthy()
      expect(b.message).toMatch(/^`freeText` names a medical procedure/)
      expect(b.message).toMatch(/for the treating physician to decide/)
      expect(b.message).toMatch(/does not choose times/)
      expect(b.message).not.toContain(freeText)
      const after = await ledgerCheck(api.store, api.accountId)
      expect(after.charges.length).toBe(before.charges.length)
      expect(after.holds).toBe(0)
      expect(after.balance).toBe(before.balance)
    },
  )

  it('travel with a direction: its diśā śūla weekdays refused, Pañcaka only for the south', async () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    const shula = { east: [1, 6], north: [2, 3], south: [4], west: [0, 5] } as const
    const answers: Record<
      string,
      { windows: { panchanga: { vara: string } }[]; excluded: { exclusion: string }[] }
    > = {}
    for (const direction of ['east', 'north', 'south', 'west'] as const) {
      const r = await api.post('/v1/muhurta', { ...base, eventId: 'travel', direction, topN: 50 })
      expect(r.statusCode, r.body).toBe(200)
      const b = r.json()
      answers[direction] = b
      expect(b.windows.length).toBeGreaterThan(0)
      for (const w of b.windows) expect(shula[direction].map((d) => names[d])).not.toContain(w.panchanga.vara)
      expect(b.excluded.map((e: { exclusion: string }) => e.exclusion)).toContain('disha_shula')
    }
    // January–March 2027 holds three Pañcakas (the Moon in Aquarius and Pisces): only the south is refused them.
    const keys = (d: string) => answers[d]!.excluded.map((e) => e.exclusion)
    expect(keys('south')).toContain('panchaka')
    for (const d of ['east', 'north', 'west']) expect(keys(d)).not.toContain('panchaka')
    const none = (await api.post('/v1/muhurta', { ...base, eventId: 'travel', topN: 50 })).json()
    expect(none.excluded.map((e: { exclusion: string }) => e.exclusion)).toContain('panchaka')
    expect(none.excluded.map((e: { exclusion: string }) => e.exclusion)).not.toContain('disha_shula')
    const bad = await api.post('/v1/muhurta', { ...base, eventId: 'travel', direction: 'up' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'invalid_field' })
    expect(bad.json().message).toContain('direction')
  })

  it('a clinic’s opening is a business opening, not a medical procedure', async () => {
    const r = await api.post('/v1/muhurta', { ...base, freeText: 'doctor’s new clinic inauguration' })
    expect(r.statusCode, r.body).toBe(200)
    expect(r.json().event).toMatchObject({ id: 'business_opening', chosenBy: 'freeText' })
  })

  it('a time before sunrise belongs to the Vedic day begun the sunrise before, weekday and all', async () => {
    const r = await api.post('/v1/muhurta', {
      ...base,
      eventId: 'general',
      rangeStart: '2027-01-01',
      rangeEnd: '2027-01-31',
      timeOfDay: '03:00',
      topN: 50,
    })
    const b = r.json()
    expect(b.windows.length).toBeGreaterThan(0)
    for (const w of b.windows) {
      // Judged at that time only: the one span offered holds it.
      const at = `${w.date}T03:00:00+05:30`
      expect(w.spans).toHaveLength(1)
      expect(w.spans[0].start <= at && at < w.spans[0].end).toBe(true)
      const civil = new Date(`${w.date}T00:00:00Z`).getUTCDay()
      const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
      expect(w.panchanga.vara).toBe(names[(civil + 6) % 7])
    }
  })

  it('judges each day at the event’s place in its own zone, DST included, not at the birthplace', async () => {
    const ny = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' }
    const r = await api.post('/v1/muhurta', {
      ...base,
      eventPlace: ny,
      eventId: 'general',
      rangeStart: '2027-03-10',
      rangeEnd: '2027-03-20',
      topN: 50,
    })
    const b = r.json()
    expect(b.range.evaluable).toBe(11)
    expect(b.windows.length).toBeGreaterThan(0)
    for (const w of b.windows)
      for (const s of w.spans)
        for (const t of [s.start, s.end])
          // New York clocks move to EDT at 02:00 on 2027-03-14; each time carries its own offset.
          expect(t.slice(-6)).toBe(t.slice(0, 16) < '2027-03-14T02:00' ? '-05:00' : '-04:00')
    const atDelhi = (
      await api.post('/v1/muhurta', {
        ...base,
        eventId: 'general',
        rangeStart: '2027-03-10',
        rangeEnd: '2027-03-20',
        topN: 50,
      })
    ).json()
    expect(atDelhi.windows.map((w: { best: { start: string } }) => w.best.start)).not.toEqual(
      b.windows.map((w: { best: { start: string } }) => w.best.start),
    )
    // timeOfDay inside the skipped hour is read as the first valid time after it.
    const gap = (
      await api.post('/v1/muhurta', {
        ...base,
        eventPlace: ny,
        eventId: 'general',
        rangeStart: '2027-03-14',
        rangeEnd: '2027-03-14',
        timeOfDay: '02:30',
        topN: 1,
      })
    ).json()
    expect(gap.range.evaluable).toBe(1)
    const at = Date.parse('2027-03-14T03:30:00-04:00')
    for (const w of gap.windows)
      expect(Date.parse(w.spans[0].start) <= at && at < Date.parse(w.spans[0].end)).toBe(true)
  })

  it('polar night: no sunrise, so no day to judge without a time (400 no_days_evaluable, free); with one, judged', async () => {
    const tromso = { latitude: 69.65, longitude: 18.96, timezone: 'Europe/Oslo' }
    const body = {
      ...base,
      eventPlace: tromso,
      rangeStart: '2026-12-10',
      rangeEnd: '2026-12-20',
      eventId: 'general',
    }
    const r = await api.post('/v1/muhurta', body)
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe('no_days_evaluable')
    expect(r.json().message).toMatch(/timeOfDay/)
    const withTime = await api.post('/v1/muhurta', { ...body, timeOfDay: '12:00' })
    expect(withTime.statusCode).toBe(200)
    expect(withTime.json().range.evaluable).toBe(11)
  })

  it.each([
    ['reversed', { rangeStart: '2027-03-31', rangeEnd: '2027-01-01' }, 'invalid_range', 'rangeEnd'],
    ['367 days', { rangeStart: '2027-01-01', rangeEnd: '2028-01-02' }, 'invalid_range', 'rangeEnd'],
    ['before coverage', { rangeStart: '1800-01-10', rangeEnd: '1800-02-10' }, 'invalid_range', 'rangeStart'],
    ['after coverage', { rangeStart: '2149-12-01', rangeEnd: '2150-01-10' }, 'invalid_range', 'rangeEnd'],
    ['a malformed date', { rangeStart: '01/01/2027' }, 'invalid_datetime', 'rangeStart'],
    ['an unknown eventId', { eventId: 'coronation' }, 'invalid_field', 'eventId'],
    ['a bad timeOfDay', { timeOfDay: '25:00' }, 'invalid_field', 'timeOfDay'],
    ['topN 51', { topN: 51 }, 'invalid_field', 'topN'],
    ['topN 0', { topN: 0 }, 'invalid_field', 'topN'],
    [
      'an event place without a zone',
      { eventPlace: { latitude: 1, longitude: 2 } },
      'missing_required_field',
      'eventPlace.timezone',
    ],
    [
      'a bad event zone',
      { eventPlace: { ...DELHI, timezone: 'Mars/Olympus' } },
      'invalid_timezone',
      'eventPlace.timezone',
    ],
    ['an unknown field', { date: '2027-01-01' }, 'unknown_field', 'date'],
  ])('%s: 400 %s naming %s, nothing charged', async (_name, patch, code, field) => {
    const r = await api.post('/v1/muhurta', { ...base, ...patch })
    expect(r.statusCode, r.body).toBe(400)
    expect(r.json().error).toBe(code)
    expect(r.json().message).toContain(field)
    if (field === 'eventId') expect(r.json().message).toContain('griha_pravesha')
  })

  it('a 366-day range is accepted', async () => {
    const r = await api.post('/v1/muhurta', {
      ...base,
      rangeStart: '2028-01-01',
      rangeEnd: '2028-12-31',
      eventId: 'travel',
    })
    expect(r.statusCode).toBe(200)
    expect(r.json().range.days).toBe(366)
  })
})

describe('GET /v1/muhurta/events', () => {
  it('lists the catalogue without a key, free', async () => {
    const r = await api.app.inject({ method: 'GET', url: '/v1/muhurta/events' })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.events.map((e: { id: string }) => e.id)).toEqual(MUHURTA_EVENTS.map((e) => e.id))
    expect(b.events.length).toBeGreaterThanOrEqual(16)
    for (const e of b.events) expect(e.books.length).toBeGreaterThan(0)
    expect(b.exclusions.map((e: { exclusion: string }) => e.exclusion)).toContain('kharmas')
    expect(b.language).toBe('en')
    expect(b.names).toBeUndefined()
  })

  it('in Hindi (by the query or Accept-Language): its words Hindi, its names given, nothing else changed', async () => {
    const en = (await api.app.inject({ method: 'GET', url: '/v1/muhurta/events' })).json()
    for (const ask of [
      { url: '/v1/muhurta/events?language=hi' },
      { url: '/v1/muhurta/events', headers: { 'accept-language': 'hi-IN, en;q=0.5' } },
    ]) {
      const r = await api.app.inject({ method: 'GET', ...ask })
      expect(r.statusCode).toBe(200)
      expect(r.headers['content-language']).toBe('hi')
      const b = r.json()
      expect(b.language).toBe('hi')
      expect(b.languageFallback).toBeUndefined()
      type Event = { name: string; summary: string; weekdays: { favoured: string[] } }
      const words = [
        ...b.events.flatMap((e: Event) => [e.name, e.summary]),
        ...b.exclusions.map((e: { description: string }) => e.description),
      ]
      for (const w of words)
        expect(
          hindiProblems({ en: 'A sentence.', hi: w }).filter((p) => p !== 'a sentence without its danda'),
          w,
        ).toEqual([])
      expect(b.names.weekdays.Monday).toBe('सोमवार')
      expect(b.names.nakshatras.Rohini).toBe('रोहिणी')
      // Everything but the words (and the names they come with) is the English answer's.
      const bare = (x: typeof b) => ({
        ...x,
        language: null,
        names: null,
        events: x.events.map((e: Event) => ({ ...e, name: null, summary: null })),
        exclusions: x.exclusions.map((e: object) => ({ ...e, description: null })),
      })
      expect(bare(b)).toEqual(bare(en))
    }
  })

  it('in Tamil: the names in Tamil, the words in English, and says so', async () => {
    const b = (await api.app.inject({ method: 'GET', url: '/v1/muhurta/events?language=ta' })).json()
    expect(b.language).toBe('ta')
    expect(b.languageFallback).toEqual(['text'])
    expect(b.names.nakshatras.Rohini).toBe('ரோகிணி')
  })

  it('refuses a language it does not have, naming the field, in the language of the header', async () => {
    const r = await api.app.inject({ method: 'GET', url: '/v1/muhurta/events?language=xx' })
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe('invalid_field')
    expect(r.json().message).toContain('`language`')
  })
})
