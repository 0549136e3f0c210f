/**
 * `dashaDepth` (issue 33, item 3) on /v1/chart and /v1/dasha: 1 the mahādaśās alone, 2 with their
 * antardaśās, 3 (the default) with the pratyantardaśās; the Yoginī and Chara daśās follow it; the other
 * blocks and the running periods stay as they are; a wrong value is a 400 naming the field and charges
 * nothing; a depth-1 answer is a fraction of a full one. Answers are checked against the documented
 * schema (a period of the last level asked for has no `antardashas`).
 */
import { Ajv } from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

interface Period {
  level: string
  start: string
  end: string
  antardashas?: Period[]
}

/** Periods at each level of a timeline, from the mahādaśās down. */
function levelCounts(timeline: Period[]): number[] {
  const counts: number[] = []
  let list = timeline
  while (list.length > 0) {
    counts.push(list.length)
    list = list.flatMap((p) => p.antardashas ?? [])
  }
  return counts
}

/** The answer without what differs from call to call (request id, the balance after it). */
function content(text: string): Record<string, unknown> {
  const { requestId: _r, usage: _u, ...rest } = JSON.parse(text) as Record<string, unknown>
  return rest
}

const ok = async (path: string, body: Record<string, unknown>) => {
  const r = await api.post(path, body)
  expect(r.statusCode, r.body).toBe(200)
  return { body: r.json(), bytes: r.rawPayload.length, text: r.body }
}

/** The 200 schema of `path` in the OpenAPI document. */
function documented(path: string) {
  const doc = api.app.swagger() as unknown as {
    paths: Record<
      string,
      { post: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
    >
  }
  const schema = doc.paths[path]!.post.responses['200']!.content['application/json']!.schema
  return new Ajv({ strict: false, allErrors: true }).compile(schema)
}

describe('dashaDepth on /v1/chart', () => {
  it('1: the nine mahādaśās without antardashas; 2: 81 periods and no third level; 3: the default', async () => {
    const validate = documented('/v1/chart')
    const full = await ok('/v1/chart', { birthData: BIRTH })
    const three = await ok('/v1/chart', { birthData: BIRTH, dashaDepth: 3 })
    const two = await ok('/v1/chart', { birthData: BIRTH, dashaDepth: 2 })
    const one = await ok('/v1/chart', { birthData: BIRTH, dashaDepth: 1 })

    expect(levelCounts(full.body.dasha.timeline)).toEqual([9, 81, 729])
    expect(content(three.text)).toEqual(content(full.text))
    expect(three.bytes).toBe(full.bytes)

    expect(levelCounts(two.body.dasha.timeline)).toEqual([9, 81])
    for (const md of two.body.dasha.timeline as Period[]) {
      expect(md.antardashas).toHaveLength(9)
      for (const ad of md.antardashas!) expect(ad).not.toHaveProperty('antardashas')
    }
    expect(levelCounts(one.body.dasha.timeline)).toEqual([9])
    for (const md of one.body.dasha.timeline as Period[]) expect(md).not.toHaveProperty('antardashas')

    for (const a of [one, two, three]) expect(validate(a.body), JSON.stringify(validate.errors)).toBe(true)
    // The periods themselves are the full timeline's, cut.
    const strip = (p: Period): Omit<Period, 'antardashas'> => {
      const { antardashas: _a, ...rest } = p
      return rest
    }
    expect(one.body.dasha.timeline).toEqual(full.body.dasha.timeline.map(strip))
    expect(two.body.dasha.timeline).toEqual(
      full.body.dasha.timeline.map((md: Period) => ({ ...md, antardashas: md.antardashas!.map(strip) })),
    )
    // Everything else is the same chart; the computationId names the depth.
    const { dasha: d1, computationId: id1, ...rest1 } = content(one.text)
    const { dasha: d3, computationId: id3, ...rest3 } = content(full.text)
    expect(rest1).toEqual(rest3)
    expect((d1 as { current: unknown }).current).toEqual((d3 as { current: unknown }).current)
    expect((d1 as { balanceAtBirth: unknown }).balanceAtBirth).toEqual(
      (d3 as { balanceAtBirth: unknown }).balanceAtBirth,
    )
    expect(id1).not.toBe(id3)
    expect(two.body.computationId).not.toBe(id1)
    expect(two.body.computationId).not.toBe(id3)
    // The daśā block of depth 1 is a small part of the full one; the chart's other blocks remain.
    expect(JSON.stringify(d1).length).toBeLessThan(0.2 * JSON.stringify(d3).length)
    expect(one.bytes).toBeLessThan(0.5 * full.bytes)
  })

  it('with includeDasha false, any depth gives `dasha: null` and the same computationId', async () => {
    const a = await ok('/v1/chart', { birthData: BIRTH, includeDasha: false })
    const b = await ok('/v1/chart', { birthData: BIRTH, includeDasha: false, dashaDepth: 1 })
    expect(b.body.dasha).toBeNull()
    expect(content(b.text)).toEqual(content(a.text))
  })
})

describe('dashaDepth on /v1/dasha', () => {
  it('cuts the Vimśottarī timeline likewise, and a depth-1 answer is under a fifth of the full one', async () => {
    const validate = documented('/v1/dasha')
    const full = await ok('/v1/dasha', { birthData: BIRTH })
    const three = await ok('/v1/dasha', { birthData: BIRTH, dashaDepth: 3 })
    const two = await ok('/v1/dasha', { birthData: BIRTH, dashaDepth: 2 })
    const one = await ok('/v1/dasha', { birthData: BIRTH, dashaDepth: 1 })
    expect(levelCounts(full.body.timeline)).toEqual([9, 81, 729])
    expect(content(three.text)).toEqual(content(full.text))
    expect(levelCounts(two.body.timeline)).toEqual([9, 81])
    expect(levelCounts(one.body.timeline)).toEqual([9])
    for (const a of [one, two]) {
      expect(a.body.current).toEqual(full.body.current)
      expect(a.body.balanceAtBirth).toEqual(full.body.balanceAtBirth)
      expect(a.body.computationId).not.toBe(full.body.computationId)
      expect(validate(a.body), JSON.stringify(validate.errors)).toBe(true)
    }
    expect(one.bytes).toBeLessThan(0.2 * full.bytes)
    expect(two.bytes).toBeLessThan(0.5 * full.bytes)
  })

  it.each(['yogini', 'chara'])(
    'the %s daśā follows it: 1 cuts its antardaśās, 2 and 3 give both its levels',
    async (system) => {
      const validate = documented('/v1/dasha')
      const full = await ok('/v1/dasha', { birthData: BIRTH, system })
      const block = (b: Record<string, unknown>) => b[system] as { timeline: Period[]; current: unknown }
      const mahadashas = block(full.body).timeline.length
      expect(levelCounts(block(full.body).timeline)).toEqual([
        mahadashas,
        mahadashas * (system === 'yogini' ? 8 : 12),
      ])
      for (const depth of [2, 3]) {
        const r = await ok('/v1/dasha', { birthData: BIRTH, system, dashaDepth: depth })
        expect(content(r.text)).toEqual(content(full.text))
      }
      const one = await ok('/v1/dasha', { birthData: BIRTH, system, dashaDepth: 1 })
      expect(levelCounts(block(one.body).timeline)).toEqual([mahadashas])
      expect(block(one.body).current).toEqual(block(full.body).current)
      expect(one.body.computationId).not.toBe(full.body.computationId)
      expect(validate(one.body), JSON.stringify(validate.errors)).toBe(true)
    },
  )
})

describe('a wrong dashaDepth', () => {
  it.each([
    ['/v1/chart', 0],
    ['/v1/chart', 4],
    ['/v1/chart', 2.5],
    ['/v1/chart', '2'],
    ['/v1/dasha', 0],
    ['/v1/dasha', 4],
    ['/v1/dasha', 2.5],
    ['/v1/dasha', '2'],
    ['/v1/dasha', null],
  ])(
    '%s with %j is a 400 naming the field and what it may be, charging nothing',
    async (path, dashaDepth) => {
      const before = await ledgerCheck(api.store, api.accountId)
      const r = await api.post(path, { birthData: BIRTH, dashaDepth })
      expect(r.statusCode).toBe(400)
      expect(r.json()).toEqual({
        error: 'invalid_field',
        message: '`dashaDepth` must be one of: 1, 2, 3',
        requestId: r.headers['x-request-id'],
        statusCode: 400,
      })
      const after = await ledgerCheck(api.store, api.accountId)
      expect(after.charges).toHaveLength(before.charges.length)
      expect(after.balance).toBe(before.balance)
      expect(after.holds).toBe(0)
    },
  )
})
