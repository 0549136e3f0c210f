/**
 * POST /v1/compatibility/batch over HTTP: one profile against many candidates.
 *
 * - Published values (test/fixtures/published-matches.ts, published-papasamya.ts name each source):
 *   AstroSage's five results for one boy (births.json nak01) with five girls, as one batch; Prokerala's
 *   published couple (every kūṭa, the total 26, the Tamil poruthams, pāpasāmya 5.5 against 2.75).
 * - Consistency: every matched item says what `/v1/compatibility` says of the same pair.
 * - Item errors named by field with the single match's codes; the limit of 500; the order; the price
 *   (1 credit per started 10 valid candidates, held and captured; nothing for a refusal).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KOOTAS } from '../../src/jyotisha/kootas/ashtakoota.js'
import { PUBLISHED_MATCHES, type PublishedBirth } from '../fixtures/published-matches.js'
import { PUBLISHED_PAPASAMYA } from '../fixtures/published-papasamya.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const URL = '/v1/compatibility/batch'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(() => api.close())

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const birthOf = (b: PublishedBirth) => ({
  date: b.date,
  time: b.time!,
  timezone: b.timezone!,
  latitude: b.latitude!,
  longitude: b.longitude!,
})

// AstroSage's results for the boy of births.json nak01 with five girls: one profile, five candidates.
const ASTROSAGE_BOY_NAK01 = PUBLISHED_MATCHES.filter(
  (m) => /astrosage/i.test(m.source) && /\(boy = (births\.json )?nak01,/.test(m.source),
)
// Prokerala's published couple.
const PROKERALA = PUBLISHED_MATCHES.find((m) => /KundliMatchingTest/.test(m.source))!
const PROKERALA_TAMIL = PUBLISHED_MATCHES.find((m) => /PoruthamTest\.php, system "tamil"/.test(m.source))!

/** `/v1/compatibility` for the profile as a and the candidate as b. */
async function single(a: Json, b: Json): Promise<Json> {
  const { id: _id, ...partner } = b
  const r = await api.post('/v1/compatibility', { a, b: partner, referenceDateIso: '2026-11-24' })
  expect(r.statusCode, r.body).toBe(200)
  return r.json()
}

const pointsOf = (view: Json) => Object.fromEntries(view.kootas.map((k: Json) => [k.koota, k.points]))
const manglikOf = (m: Json) => ({
  present: m.present,
  intensity: m.intensity,
  cancelled: m.cancelled,
  cancelledBy: m.cancelled ? m.cancellations.filter((c: Json) => c.applies).map((c: Json) => c.name) : [],
})

/** The item says what the single match says of the same pair (the profile as a, the candidate as b). */
function expectSameAsSingle(profile: Json, item: Json, s: Json): void {
  expect(profile).toMatchObject({
    moon: { sign: s.a.moon.sign, nakshatra: s.a.moon.nakshatra, pada: s.a.moon.pada },
    lagna: s.a.lagna,
    manglik: manglikOf(s.manglik.a),
    papasamya: s.papasamya.a.total,
  })
  expect(item.candidate).toMatchObject({
    timeKnown: s.b.timeKnown,
    moon: { sign: s.b.moon.sign, nakshatra: s.b.moon.nakshatra, pada: s.b.moon.pada },
    lagna: s.b.lagna,
    manglik: manglikOf(s.manglik.b),
    papasamya: s.papasamya.b.total,
  })
  expect(item.bride).toBe(s.roles.bride === 'a' ? 'profile' : 'candidate')
  expect(item.fromGender).toBe(s.roles.fromGender)
  const kootas = (v: Json) => ({
    total: v.total,
    totalAfterExceptions: v.totalAfterExceptions,
    points: pointsOf(v),
  })
  expect(item.ashtakoota).toEqual(kootas(s.ashtakoota))
  expect(item.poruthams).toEqual({
    agreeing: s.poruthamSummary.agreeing,
    vetoes: s.poruthamSummary.vetoes,
  })
  if (s.ashtakootaReverse) {
    expect(item.ashtakootaReverse).toEqual(kootas(s.ashtakootaReverse))
    expect(item.poruthamsReverse).toEqual({
      agreeing: s.poruthamSummaryReverse.agreeing,
      vetoes: s.poruthamSummaryReverse.vetoes,
    })
  } else {
    expect(item.ashtakootaReverse).toBeUndefined()
    expect(item.poruthamsReverse).toBeUndefined()
  }
  const present = s.doshas.filter((d: Json) => d.present)
  expect(item.doshas.map((d: Json) => [d.name, d.cancelled])).toEqual(
    present.map((d: Json) => [d.name, d.cancelled]),
  )
  // Each cancellation the item names is one the single match's words give.
  for (const d of item.doshas) {
    const words = present.find((x: Json) => x.name === d.name).why
    for (const c of d.cancelledBy) {
      if (d.name === 'manglik' && c.startsWith('Both charts')) expect(words).toMatch(/Both charts have/)
      else expect(words).toContain(c.includes(': ') ? c.split(': ')[1] : c)
    }
    expect(d.cancelledBy.length > 0).toBe(d.cancelled)
  }
  expect(item.papasamyaBalanced).toBe(s.papasamya.balanced)
}

describe('published matches', () => {
  it('AstroSage’s five results for one boy, as one batch: each kūṭa as printed, and as the single match', async () => {
    expect(ASTROSAGE_BOY_NAK01).toHaveLength(5)
    const profile = { ...birthOf(ASTROSAGE_BOY_NAK01[0]!.boy.birth!), gender: 'male' }
    const candidates = ASTROSAGE_BOY_NAK01.map((m, i) => ({
      id: `astrosage-${i}`,
      ...birthOf(m.girl.birth!),
      gender: 'female',
    }))
    const r = await api.post(URL, { profile, candidates })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('compatibility')
    expect(b.counts).toEqual({ candidates: 5, matched: 5, failed: 0 })
    expect(b.profile.moon.sign).toBe('Aries') // AstroSage's Bhakoot row
    for (const [i, m] of ASTROSAGE_BOY_NAK01.entries()) {
      const item = b.matches.find((x: Json) => x.id === `astrosage-${i}`)
      expect(item.index).toBe(i)
      expect(item.bride).toBe('candidate')
      expect(item.candidate.moon.sign).toBe(m.girl.rasi)
      // The five kūṭas whose tables AstroSage shares with ours (test/reference/published-matches.test.ts:
      // all 269 of its results); gaṇa, yoni and vaśya follow other tables there.
      for (const k of ['varna', 'tara', 'grahaMaitri', 'bhakoot', 'nadi'] as const)
        expect(item.ashtakoota.points[k], `${m.source} ${k}`).toBe(m.ashtakoota![k])
      expectSameAsSingle(b.profile, item, await single(profile, candidates[i]!))
    }
    // The one result whose two partners share every attribute (the same birth): the total as printed.
    const same = b.matches.find((x: Json) => x.id === 'astrosage-0')
    expect(ASTROSAGE_BOY_NAK01[0]!.girl.birth).toEqual(ASTROSAGE_BOY_NAK01[0]!.boy.birth)
    expect(same.ashtakoota.total).toBe(ASTROSAGE_BOY_NAK01[0]!.ashtakoota!.total)
    expect(same.doshas.map((d: Json) => d.name)).toContain('nadi') // AstroSage: same nāḍī, 0 of 8
  })

  it('without genders: both directions; AstroSage’s gaṇa is ours with the boy in the bride’s place', async () => {
    const profile = birthOf(ASTROSAGE_BOY_NAK01[0]!.boy.birth!)
    const candidates = ASTROSAGE_BOY_NAK01.map((m) => birthOf(m.girl.birth!))
    const r = await api.post(URL, { profile, candidates })
    expect(r.statusCode, r.body).toBe(200)
    const gendered = (
      await api.post(URL, {
        profile: { ...profile, gender: 'male' },
        candidates: candidates.map((c) => ({ ...c, gender: 'female' })),
      })
    ).json()
    for (const item of r.json().matches) {
      const m = ASTROSAGE_BOY_NAK01[item.index]!
      expect(item).toMatchObject({ bride: 'profile', fromGender: false, id: null })
      // The profile (the boy) in the bride's place: AstroSage's gaṇa, which exchanges the roles
      // (test/reference/published-matches.test.ts, all 269).
      expect(item.ashtakoota.points.gana, m.source).toBe(m.ashtakoota!.gana)
      // The other way is the gendered count.
      const g = gendered.matches.find((x: Json) => x.index === item.index)
      expect(item.ashtakootaReverse).toEqual(g.ashtakoota)
      expect(item.poruthamsReverse).toEqual(g.poruthams)
      expectSameAsSingle(r.json().profile, item, await single(profile, candidates[item.index]!))
    }
  })

  it('Prokerala’s couple: every kūṭa and the total 26, the Tamil poruthams, pāpasāmya 5.5 against 2.75', async () => {
    const profile = { ...birthOf(PROKERALA.girl.birth!), gender: 'female' }
    const candidate = { id: 'prokerala', ...birthOf(PROKERALA.boy.birth!), gender: 'male' }
    const r = await api.post(URL, { profile, candidates: [candidate] })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    const item = b.matches[0]
    expect(b.profile.moon).toEqual({ sign: 'Taurus', nakshatra: 'Rohini', pada: PROKERALA.girl.pada })
    expect(item.candidate.moon).toEqual({
      sign: 'Pisces',
      nakshatra: 'Uttara Bhadrapada',
      pada: PROKERALA.boy.pada,
    })
    expect(item.bride).toBe('profile')
    for (const k of KOOTAS) expect(item.ashtakoota.points[k], k).toBe(PROKERALA.ashtakoota![k])
    expect(item.ashtakoota.total).toBe(PROKERALA.ashtakoota!.total)
    // Prokerala's Tamil verdicts, less the two its tables read otherwise (test/reference/poruthams.test.ts
    // lists them: Dina at the 23rd star, and Jupiter–Venus for Rāśyadhipati, which it counts as agreeing).
    const published = Object.values(PROKERALA_TAMIL.poruthams!).filter((v) => v === true).length
    expect(PROKERALA_TAMIL.poruthams!['Dina Porutham']).toBe(true)
    expect(PROKERALA_TAMIL.poruthams!['Rasyadhipa Porutham']).toBe(true)
    expect(item.poruthams).toEqual({ agreeing: published - 2, vetoes: [] })
    // Pāpasāmya as Prokerala printed it for the same two births.
    const papa = (person: 'girl' | 'boy') =>
      PUBLISHED_PAPASAMYA.find((p) => p.person === person && p.birth.date === PROKERALA[person].birth!.date)!
    expect(b.profile.papasamya).toBe(papa('girl').printed.total)
    expect(item.candidate.papasamya).toBe(papa('boy').printed.total)
    expect(papa('girl').printed.message?.description).toMatch(/Not Satisfactory/)
    expect(item.papasamyaBalanced).toBe(false)
    expectSameAsSingle(b.profile, item, await single(profile, candidate))
  })
})

describe('candidates with errors', () => {
  const VALID = PROKERALA.boy.birth!
  // Each bad candidate, and the field its error names.
  const BAD: [string, Json][] = [
    ['latitude', { ...birthOf(VALID), latitude: 95.5 }],
    ['date', { ...birthOf(VALID), date: '1990-02-30' }],
    ['timezone', { ...birthOf(VALID), timezone: 'Mars/Olympus' }],
    // 02:30 on the day New York's clocks went from 02:00 to 03:00: no such instant.
    ['time', { ...birthOf(VALID), date: '2021-03-14', time: '02:30', timezone: 'America/New_York' }],
    ['date', { ...birthOf(VALID), date: '1799-12-31' }],
    // 00:30 in Kolkata on the first covered day is still 1800-01-01 in UTC.
    ['date', { ...birthOf(VALID), date: '1800-01-02', time: '00:30' }],
    ['longitude', { ...birthOf(VALID), longitude: 'east' }],
    ['gender', { ...birthOf(VALID), gender: 'other' }],
    ['latitude', { date: VALID.date, timezone: 'Asia/Kolkata', longitude: 80 }],
    ['colour', { ...birthOf(VALID), colour: 'blue' }],
  ]

  it('only the bad candidates fail, each naming its field with the single match’s code; the rest are matched', async () => {
    const profile = { ...birthOf(PROKERALA.girl.birth!), gender: 'female' }
    const good = { ...birthOf(VALID), gender: 'male' }
    const candidates = [
      { id: 'good-0', ...good },
      ...BAD.map(([, c], i) => ({ id: `bad-${i}`, ...c })),
      { id: 'good-1', ...good, time: '21:00' },
    ]
    const before = await ledgerCheck(api.store, api.accountId)
    const r = await api.post(URL, { profile, candidates })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.counts).toEqual({ candidates: BAD.length + 2, matched: 2, failed: BAD.length })
    expect(b.usage.units_charged).toBe(1)
    expect((await ledgerCheck(api.store, api.accountId)).balance).toBe(before.balance - 1)
    const matched = b.matches.filter((x: Json) => !x.error)
    expect(matched.map((x: Json) => x.id).sort()).toEqual(['good-0', 'good-1'])
    // Errors last, in input order.
    expect(b.matches.slice(2).map((x: Json) => x.index)).toEqual(BAD.map((_, i) => i + 1))
    for (const [i, [field, bad]] of BAD.entries()) {
      const item = b.matches.find((x: Json) => x.index === i + 1)
      expect(Object.keys(item).sort()).toEqual(['error', 'id', 'index'])
      expect(item.id).toBe(`bad-${i}`)
      expect(item.error.message).toMatch(new RegExp(`^\`candidates\\[${i + 1}\\]\\.${field}\``))
      // Never the value sent (the covered range is the rule's own words).
      const words = item.error.message.replace('1800-01-02 to 2149-12-31', '')
      for (const v of Object.values(bad)) expect(words).not.toContain(String(v))
      // The code the single match gives for the same partner.
      const one = await api.post('/v1/compatibility', { a: profile, b: bad })
      expect(one.statusCode, `${field}: ${one.body}`).toBe(400)
      expect(item.error.code, field).toBe(one.json().error)
      expect(one.json().message).toMatch(new RegExp(`^\`b\\.${field}\``))
    }
  })

  it('an item that is not an object, and an id that is not a string, fail alone', async () => {
    const profile = birthOf(PROKERALA.girl.birth!)
    const r = await api.post(URL, {
      profile,
      candidates: [5, { ...birthOf(VALID), id: 7 }, birthOf(VALID), null],
    })
    expect(r.statusCode, r.body).toBe(200)
    const [ok, ...errors] = r.json().matches
    expect(ok).toMatchObject({ index: 2, id: null, fromGender: false })
    expect(errors.map((x: Json) => [x.index, x.id, x.error.code])).toEqual([
      [0, null, 'invalid_birthdata'],
      [1, null, 'invalid_field'],
      [3, null, 'invalid_birthdata'],
    ])
    expect(errors[0].error.message).toBe('`candidates[0]` must be an object')
    expect(errors[1].error.message).toBe('`candidates[1].id` must be a string')
  })

  it('every candidate invalid: 400 with the first one’s error, nothing charged', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const r = await api.post(URL, {
      profile: birthOf(PROKERALA.girl.birth!),
      candidates: [BAD[2]![1], BAD[0]![1]],
    })
    expect(r.statusCode, r.body).toBe(400)
    expect(r.json()).toMatchObject({ error: 'invalid_timezone', statusCode: 400 })
    expect(r.json().message).toMatch(/`candidates\[0\]\.timezone`/)
    expect((await ledgerCheck(api.store, api.accountId)).balance).toBe(before.balance)
  })
})

describe('the request', () => {
  const candidate = (i: number) => ({
    id: `c${i}`,
    date: `19${60 + (i % 40)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    timezone: 'Asia/Kolkata',
    latitude: 10 + (i % 20),
    longitude: 70 + (i % 15),
    gender: i % 9 === 0 ? undefined : 'male',
  })
  const profile = { ...birthOf(PROKERALA.girl.birth!), gender: 'female' }

  it('501 candidates: 400 invalid_field naming `candidates`, nothing charged', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const r = await api.post(URL, {
      profile,
      candidates: Array.from({ length: 501 }, (_, i) => candidate(i)),
    })
    expect(r.statusCode, r.body).toBe(400)
    expect(r.json()).toMatchObject({
      error: 'invalid_field',
      message: '`candidates` must list at most 500 items',
    })
    const none = await api.post(URL, { profile, candidates: [] })
    expect(none.json()).toMatchObject({
      error: 'invalid_field',
      message: '`candidates` must list at least 1 item',
    })
    expect((await ledgerCheck(api.store, api.accountId)).balance).toBe(before.balance)
  })

  it('a bad profile refuses the call, with the spec’s codes, nothing charged', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const cases: [Json, string, RegExp][] = [
      [{ ...profile, latitude: -91 }, 'invalid_coordinates', /^`profile\.latitude`/],
      [{ ...profile, timezone: 'Asia/Calcuta' }, 'invalid_timezone', /^`profile\.timezone`/],
      [
        { ...profile, date: '2021-03-14', time: '02:30', timezone: 'America/New_York' },
        'invalid_birthdata',
        /^`profile\.time` does not exist on that date in `profile\.timezone`/,
      ],
      [{ ...profile, name: '' }, 'invalid_field', /^`profile\.name`/],
    ]
    for (const [p, code, message] of cases) {
      const r = await api.post(URL, { profile: p, candidates: [candidate(1)] })
      expect(r.statusCode, r.body).toBe(400)
      expect(r.json().error).toBe(code)
      expect(r.json().message).toMatch(message)
    }
    const missing = await api.post(URL, { candidates: [candidate(1)] })
    expect(missing.json()).toMatchObject({
      error: 'missing_birthdata',
      message: '`profile` is required: the birth data of the profile matched',
    })
    expect((await ledgerCheck(api.store, api.accountId)).balance).toBe(before.balance)
  })

  it('500 candidates: sorted best first with the stated tie-breaks; 50 credits', async () => {
    const candidates = Array.from({ length: 500 }, (_, i) => candidate(i))
    const before = await ledgerCheck(api.store, api.accountId)
    const t0 = performance.now()
    const r = await api.post(URL, { profile, candidates })
    const ms = performance.now() - t0
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200)
    console.log(`500 candidates over HTTP (in process, workers): ${ms.toFixed(0)} ms`)
    const b = r.json()
    expect(b.usage.units_charged).toBe(50)
    expect((await ledgerCheck(api.store, api.accountId)).balance).toBe(before.balance - 50)
    expect(b.counts).toEqual({ candidates: 500, matched: 500, failed: 0 })
    expect(new Set(b.matches.map((x: Json) => x.index)).size).toBe(500)
    const low = (x: Json, f: (k: Json) => number) =>
      Math.min(f(x.ashtakoota), x.ashtakootaReverse ? f(x.ashtakootaReverse) : Infinity)
    const key = (x: Json) => [
      low(x, (k) => k.totalAfterExceptions),
      low(x, (k) => k.total),
      Math.min(x.poruthams.agreeing, x.poruthamsReverse?.agreeing ?? Infinity),
      -x.index,
    ]
    for (let i = 1; i < b.matches.length; i++) {
      const [p, q] = [key(b.matches[i - 1]), key(b.matches[i])]
      const first = p.findIndex((v, j) => v !== q[j])
      expect(p[first]! > q[first]!, `${i}: ${p} before ${q}`).toBe(true)
    }
    // Ties happen: the tie-breaks are exercised.
    expect(b.matches.some((x: Json, i: number) => i > 0 && key(x)[0] === key(b.matches[i - 1])[0])).toBe(true)
    for (const x of b.matches) expect(x.id).toBe(`c${x.index}`)
    const ungendered = b.matches.filter((x: Json) => x.index % 9 === 0)
    for (const x of ungendered) expect(x.fromGender).toBe(false)
  })

  it('prices: 1 credit per started 10 valid candidates (10 → 1, 11 → 2, 25 with 5 bad → 2)', async () => {
    for (const [n, bad, credits] of [
      [10, 0, 1],
      [11, 0, 2],
      [25, 5, 2],
    ] as const) {
      const candidates = Array.from({ length: n }, (_, i) =>
        i < bad ? { ...candidate(i), latitude: 100 } : candidate(i),
      )
      const before = await ledgerCheck(api.store, api.accountId)
      const r = await api.post(URL, { profile, candidates })
      expect(r.statusCode, r.body).toBe(200)
      expect(r.json().usage.units_charged, `${n} with ${bad} bad`).toBe(credits)
      const after = await ledgerCheck(api.store, api.accountId)
      expect(after.balance).toBe(before.balance - credits)
      expect(after.ledger).toBe(after.balance)
    }
  })

  it('without the credits for the batch: 402, nothing charged', async () => {
    // A new account: the free grant (100 credits) and the default limits.
    const { accountId } = await api.accounts.createAccount(
      { email: `poor-${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      api.clock.ms,
    )
    const { secret } = await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)
    const auth = { authorization: `Bearer ${secret}` }
    const before = await ledgerCheck(api.store, accountId)
    expect(before.balance).toBe(100)
    // 100 credits pay for 1000 candidates: two batches of 500 leave nothing for a third of one.
    for (let i = 0; i < 2; i++) {
      const ok = await api.post(
        URL,
        { profile, candidates: Array.from({ length: 500 }, (_, j) => candidate(j)) },
        auth,
      )
      expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200)
      expect(ok.json().usage).toEqual({ units_charged: 50, remaining_credits: 50 - 50 * i })
    }
    const r = await api.post(URL, { profile, candidates: [candidate(1)] }, auth)
    expect(r.statusCode, r.body).toBe(402)
    expect(r.json().error).toBe('credits_exhausted')
    const after = await ledgerCheck(api.store, accountId)
    expect(after.balance).toBe(0)
    expect(after.ledger).toBe(after.balance)
  })

  it('is documented: every field described, the price and the order stated, an example that answers', async () => {
    const doc = api.app.swagger() as unknown as { paths: Record<string, { post: Json }> }
    const op = doc.paths[URL]!.post
    expect(op.operationId).toBe('getCompatibilityBatch')
    expect(op.description).toMatch(/1 credit per started 10 valid candidates/)
    expect(op.description).toMatch(/then by input position/)
    const fields: [string, Json][] = []
    const walk = (s: unknown, path: string) => {
      if (!s || typeof s !== 'object') return
      const o = s as Json
      for (const [name, p] of Object.entries(o.properties ?? {})) {
        fields.push([`${path}.${name}`, p as Json])
        walk(p, `${path}.${name}`)
      }
      for (const k of ['items', 'anyOf', 'oneOf', 'allOf'])
        if (k in o) (Array.isArray(o[k]) ? o[k] : [o[k]]).forEach((x: unknown) => walk(x, `${path}.${k}`))
    }
    walk(op.requestBody.content['application/json'].schema, 'request')
    walk(op.responses['200'].content['application/json'].schema, '200')
    expect(fields.length).toBeGreaterThan(40)
    for (const [name, s] of fields)
      expect(typeof s.description === 'string' && s.description.length > 3, name).toBe(true)
    expect(JSON.stringify(op)).not.toMatch(/x-graha-(check|code)/)
    const example = op.requestBody.content['application/json'].example
    const r = await api.post(URL, example)
    expect(r.statusCode, r.body).toBe(200)
    expect(r.json().counts).toEqual({ candidates: 3, matched: 3, failed: 0 })
  })
})
