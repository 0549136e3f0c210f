/** POST /v1/kp over HTTP: the documented example, horary charts, validation and its codes, the charge. */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorStatus } from '../../src/schemas/errors.js'
import { kpOperation } from '../../src/operations/kp.js'
import { testApi, type TestApi } from '../helpers/app.js'

const URL = '/v1/kp'
const MUMBAI = { timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
const BIRTH = { date: '1990-07-04', time: '14:30', ...MUMBAI }
const HORARY = { number: 94, datetime: '2024-03-20T10:30:00+05:30', ...MUMBAI }

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

function expectError(r: Awaited<ReturnType<TestApi['post']>>, status: number, code: string, field: string) {
  expect(r.statusCode, r.body).toBe(status)
  const b = r.json()
  expect(b.error).toBe(code)
  expect(b.message).toContain(`\`${field}\``)
}

describe('POST /v1/kp', () => {
  it('answers the documented example: a natal chart with every block, for 1 credit', async () => {
    const r = await api.post(URL, kpOperation.example)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('core_chart')
    expect(b.usage).toEqual({ units_charged: 1, remaining_credits: expect.any(Number) })
    expect(b.kind).toBe('natal')
    expect(b.horary).toBeNull()
    expect(b.birth).toMatchObject({ utc: '1990-07-04T09:00:00Z', timeKnown: true })
    expect(b.conventions).toMatchObject({
      ayanamsa: 'kp_new',
      houseSystem: 'placidus',
      nodeType: 'mean',
      horaryAscendant: null,
    })
    expect(b.conventions.ayanamsaDegrees).toBeGreaterThan(23.6)
    expect(b.conventions.ayanamsaDegrees).toBeLessThan(23.8)
    expect(b.planets.map((p: { planet: string }) => p.planet)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ])
    expect(Object.keys(b.planets[0]).sort()).toEqual(
      [
        'planet',
        'longitude',
        'sign',
        'degree',
        'nakshatra',
        'pada',
        'signLord',
        'starLord',
        'subLord',
        'subSubLord',
        'speed',
        'retrograde',
        'house',
      ].sort(),
    )
    expect(b.cusps.map((c: { house: number }) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(b.significators.houses).toHaveLength(12)
    expect(b.significators.planets).toHaveLength(9)
    const r0 = b.rulingPlanets
    expect(r0.datetime).toBe('2024-03-20T05:00:00Z')
    expect(r0.timezone).toBe('Asia/Kolkata')
    expect(r0.weekday).toBe('Wednesday')
    expect(r0.dayLord).toBe('Mercury')
    expect(r0.slots.map((s: { role: string }) => s.role)).toEqual([
      'ascendant_sub_lord',
      'ascendant_star_lord',
      'ascendant_sign_lord',
      'moon_sub_lord',
      'moon_star_lord',
      'moon_sign_lord',
      'day_lord',
    ])
  })

  it('without rulingAt, reads the ruling planets at the birth', async () => {
    const b = (await api.post(URL, { birthData: BIRTH })).json()
    expect(b.rulingPlanets.datetime).toBe('1990-07-04T09:00:00Z')
    expect(b.rulingPlanets.ascendant.longitude).toBeCloseTo(b.cusps[0].longitude, 5)
    expect(b.rulingPlanets.weekday).toBe('Wednesday')
  })

  it('a horary number gives its ascendant exactly, the grahas of the moment, and the ruling planets then', async () => {
    const r = await api.post(URL, { horary: HORARY })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.kind).toBe('horary')
    expect(b.birth).toBeNull()
    expect(b.conventions.horaryAscendant).toBe('start_of_sub')
    // Number 94: Leo, Purva Phalguni (Venus), Sun sub, from 15°33′20″ (the published table's row 94).
    expect(b.horary).toMatchObject({
      number: 94,
      sign: 'Leo',
      signLord: 'Sun',
      starLord: 'Venus',
      subLord: 'Sun',
    })
    expect(b.horary.longitude).toBeCloseTo(120 + 15 + 33 / 60 + 20 / 3600, 6)
    expect(b.cusps[0].longitude).toBeCloseTo(b.horary.longitude, 6)
    expect(b.cusps[0].subLord).toBe('Sun')
    expect(b.datetime).toBe('2024-03-20T05:00:00Z')
    expect(b.rulingPlanets.datetime).toBe('2024-03-20T05:00:00Z')
  })

  it('refuses horary numbers 0 and 250, naming the field', async () => {
    for (const number of [0, 250]) {
      expectError(
        await api.post(URL, { horary: { ...HORARY, number } }),
        400,
        'invalid_field',
        'horary.number',
      )
    }
    expectError(
      await api.post(URL, { horary: { ...HORARY, number: 1.5 } }),
      400,
      'invalid_field',
      'horary.number',
    )
  })

  it('refuses birthData and horary together, and neither', async () => {
    expectError(await api.post(URL, { birthData: BIRTH, horary: HORARY }), 400, 'invalid_field', 'horary')
    expectError(await api.post(URL, {}), 400, 'missing_birthdata', 'birthData')
  })

  it('refuses a birth without its time: KP needs it', async () => {
    const { time: _time, ...noTime } = BIRTH
    expectError(await api.post(URL, { birthData: noTime }), 400, 'missing_required_field', 'birthData.time')
  })

  it('refuses a malformed rulingAt and an unknown field', async () => {
    const bad = {
      birthData: BIRTH,
      rulingAt: { ...HORARY, number: undefined, datetime: '2024-03-20T10:30:00' },
    }
    expectError(await api.post(URL, bad), 400, 'invalid_datetime', 'rulingAt.datetime')
    expectError(
      await api.post(URL, { birthData: BIRTH, houseSystem: 'equal' }),
      400,
      'unknown_field',
      'houseSystem',
    )
  })

  it('answers 422 where Placidus is undefined, as the angles operation does, and charges nothing', async () => {
    const before = (await api.post(URL, { birthData: BIRTH })).json().usage.remaining_credits
    const r = await api.post(URL, { birthData: { ...BIRTH, latitude: 89, longitude: 0, timezone: 'UTC' } })
    expect(r.statusCode, r.body).toBe(422)
    expect(r.json().error).toBe('houses_undefined_at_latitude')
    const after = (await api.post(URL, { birthData: BIRTH })).json().usage.remaining_credits
    expect(before - after).toBe(1)
  })
})

describe('the OpenAPI entry of /v1/kp', () => {
  // Every field's description is checked for every operation by test/http/openapi.test.ts.
  it('names the operation, gives the example request and the 422 of a polar birth', () => {
    type Json = Record<string, unknown>
    const doc = api.app.swagger() as unknown as { paths: Record<string, { post: Json }> }
    const op = doc.paths[URL]!.post
    expect(op.operationId).toBe('getKp')
    const body = (op.requestBody as { content: { 'application/json': { example: unknown } } }).content[
      'application/json'
    ]
    expect(body.example).toEqual(kpOperation.example)
    expect(Object.keys(op.responses as Json)).toEqual(expect.arrayContaining(['200', '400', '422', '500']))
  })
})

describe('never a 5xx', () => {
  // As test/http/fuzz.test.ts does for the operations it lists: valid requests with a field replaced,
  // dropped or added, at any depth of the horary and rulingAt objects too.
  const plausible = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(
      0,
      1,
      249,
      250,
      89.9,
      -90,
      90,
      '2149-12-31T23:59:59Z',
      '1800-01-02T00:00:00Z',
      'UTC',
      'Mars/Olympus',
    ),
  )
  const VALID = { birthData: BIRTH, horary: HORARY, rulingAt: { ...MUMBAI, datetime: HORARY.datetime } }
  const mutated = fc
    .tuple(
      fc.constantFrom('birthData', 'horary', 'rulingAt', 'nodeType', 'unknown'),
      fc.constantFrom('birthData', 'horary', 'rulingAt'),
      fc.constantFrom('number', 'datetime', 'latitude', 'longitude', 'timezone', 'time', 'date'),
      fc.constantFrom('replace', 'drop', 'inner'),
      plausible,
    )
    .map(([key, keep, inner, how, value]) => {
      const body: Record<string, unknown> = { [keep]: VALID[keep as keyof typeof VALID] }
      if (how === 'drop') delete body[key]
      else if (how === 'replace') body[key] = value
      else body[keep] = { ...(body[keep] as object), [inner]: value }
      return body
    })

  it('answers 2xx or an error of the catalogue to mutated requests', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (body) => {
        const r = await api.post(URL, JSON.stringify(body))
        expect(r.statusCode, r.body).toBeLessThan(500)
        if (r.statusCode !== 200)
          expect(errorStatus[r.json().error as keyof typeof errorStatus]).toBe(r.statusCode)
      }),
      { numRuns: 150 },
    )
  })
})
