/**
 * Compressed answers (issue 33, item 3) over real HTTP: `Accept-Encoding: gzip` or `br` gives an answer
 * that decompresses to exactly the bytes of the identity answer to the same request (but its request id
 * and the balance after it), charged once like any other; no `Accept-Encoding` gives identity; an answer
 * under the threshold is sent as it is; an error answer is the API's error body either way; `Vary` says
 * that the answer depends on `Accept-Encoding`. Requests by node:http, which (unlike fetch) sends only the
 * headers it is given and decompresses nothing itself.
 */
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPRESS_MIN_BYTES } from '../../src/http/compression.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const CHART = {
  birthData: {
    date: '1990-07-04',
    time: '14:30',
    timezone: 'Asia/Kolkata',
    latitude: 19.076,
    longitude: 72.8777,
  },
  location: { latitude: 51.5074, longitude: -0.1278, orbDegrees: 5 },
}

let api: TestApi
let port: number
beforeAll(async () => {
  api = await testApi()
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  port = (api.app.server.address() as { port: number }).port
})
afterAll(async () => {
  await api.close()
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The bytes as sent. */
  raw: Buffer
  /** Decompressed as `content-encoding` says. */
  body: Buffer
}

function call(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  key = api.liveKey,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', fail)
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const decoded =
            encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw
          done({ status: res.statusCode!, headers: res.headers, raw, body: decoded })
        })
      },
    )
    req.on('error', fail)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/** The answer's bytes with what differs from call to call (its request id, the balance after it) made
 *  alike; every other byte is compared as it is. */
function sameBytes(answer: Buffer): string {
  return answer
    .toString('latin1')
    .replace(/"requestId":"req_[^"]+"/, '"requestId":"req_"')
    .replace(/"remaining_credits":[0-9.]+/, '"remaining_credits":0')
}

const varies = (a: Answer) =>
  String(a.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding')

describe('compressed answers', () => {
  it.each(['gzip', 'br'])(
    'Accept-Encoding: %s gives the identity answer’s bytes, compressed, charged once',
    async (encoding) => {
      const before = (await ledgerCheck(api.store, api.accountId)).charges.length
      const plain = await call('POST', '/v1/chart', CHART)
      const packed = await call('POST', '/v1/chart', CHART, { 'accept-encoding': encoding })
      expect(plain.status).toBe(200)
      expect(packed.status).toBe(200)

      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(Number(plain.headers['content-length'])).toBe(plain.raw.length)
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.raw.length).toBeLessThan(plain.raw.length / 4)
      expect(sameBytes(packed.body)).toBe(sameBytes(plain.body))
      expect(varies(packed)).toBe(true)
      expect(varies(plain)).toBe(true) // the same URL answers either way: a cache must know

      // Each answer carries its own request id, in the header and the body, and was charged once.
      const [p, c] = [JSON.parse(plain.body.toString()), JSON.parse(packed.body.toString())]
      expect(p.requestId).toBe(plain.headers['x-request-id'])
      expect(c.requestId).toBe(packed.headers['x-request-id'])
      expect(c.requestId).not.toBe(p.requestId)
      expect(p.usage.units_charged).toBe(1)
      expect(c.usage.units_charged).toBe(1)
      expect(c.usage.remaining_credits).toBe(p.usage.remaining_credits - 1)
      const after = await ledgerCheck(api.store, api.accountId)
      expect(after.charges).toHaveLength(before + 2)
      expect(after.holds).toBe(0)
      expect(after.ledger).toBe(after.balance)
    },
  )

  it('prefers gzip when both are accepted alike, and follows the q-values', async () => {
    const both = await call('POST', '/v1/chart', CHART, { 'accept-encoding': 'br, deflate, gzip' })
    expect(both.headers['content-encoding']).toBe('gzip')
    const brFirst = await call('POST', '/v1/chart', CHART, { 'accept-encoding': 'gzip;q=0.5, br' })
    expect(brFirst.headers['content-encoding']).toBe('br')
    expect(sameBytes(brFirst.body)).toBe(sameBytes(both.body))
  })

  it('answers identity with no Accept-Encoding, with identity, or with only encodings it does not use', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate, zstd' },
    ]
    for (const headers of asked) {
      const a = await call('POST', '/v1/chart', CHART, headers)
      expect(a.status).toBe(200)
      expect(a.headers['content-encoding']).toBeUndefined()
      expect(Number(a.headers['content-length'])).toBe(a.raw.length)
      expect(JSON.parse(a.raw.toString()).domain).toBe('core_chart')
    }
  })

  it('sends an answer under the threshold as it is, and compresses one just over it', async () => {
    const enc = { 'accept-encoding': 'gzip, br' }
    const health = await call('GET', '/healthz', undefined, enc, '')
    const sunrise = await call(
      'POST',
      '/v1/ephemeris/sunrise',
      { date: '2024-03-20', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
      enc,
    )
    for (const a of [health, sunrise]) {
      expect(a.status).toBe(200)
      expect(a.raw.length).toBeLessThan(COMPRESS_MIN_BYTES)
      expect(a.headers['content-encoding']).toBeUndefined()
      expect(Number(a.headers['content-length'])).toBe(a.raw.length)
      expect(varies(a)).toBe(false)
      expect(JSON.parse(a.raw.toString())).toBeTypeOf('object')
    }
    // The ayanamsa answer (its envelope's disclaimer included) is a little over 1 KB.
    const ayanamsa = await call('POST', '/v1/ephemeris/ayanamsa', { datetime: '2024-03-20T10:30:00Z' }, enc)
    expect(ayanamsa.status).toBe(200)
    expect(ayanamsa.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES)
    expect(ayanamsa.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(ayanamsa.body.toString()).domain).toBeTypeOf('string')
  })

  it('an error answer is the API’s error body, compressed when it is large enough, charging nothing', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    // A small 400, sent as it is.
    const small = await call('POST', '/v1/chart', { ...CHART, dashaDepth: 9 }, { 'accept-encoding': 'gzip' })
    expect(small.status).toBe(400)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toEqual({
      error: 'invalid_field',
      message: '`dashaDepth` must be one of: 1, 2, 3',
      requestId: small.headers['x-request-id'],
      statusCode: 400,
    })
    // A 400 over the threshold (its message names a long unknown field), compressed, and its identity twin.
    const name = 'x'.repeat(2 * COMPRESS_MIN_BYTES)
    const packed = await call('POST', '/v1/chart', { ...CHART, [name]: 1 }, { 'accept-encoding': 'br' })
    const plain = await call('POST', '/v1/chart', { ...CHART, [name]: 1 })
    expect(packed.status).toBe(400)
    expect(packed.headers['content-encoding']).toBe('br')
    expect(varies(packed)).toBe(true)
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const a of [packed, plain]) {
      expect(JSON.parse(a.body.toString())).toEqual({
        error: 'unknown_field',
        message: `\`${name}\` is not a field of this request`,
        requestId: a.headers['x-request-id'],
        statusCode: 400,
      })
    }
    expect(sameBytes(packed.body)).toBe(sameBytes(plain.body))
    // A 401 (no key) likewise keeps its body and its request id.
    const noKey = await call('POST', '/v1/chart', CHART, { 'accept-encoding': 'gzip' }, '')
    expect(noKey.status).toBe(401)
    expect(JSON.parse(noKey.body.toString())).toMatchObject({
      error: 'missing_api_key',
      requestId: noKey.headers['x-request-id'],
    })
    const after = await ledgerCheck(api.store, api.accountId)
    expect(after.charges).toHaveLength(before.charges.length)
    expect(after.balance).toBe(before.balance)
  })

  it('answers many callers at once each with its own answer, compressed or not', async () => {
    // Different births, half of them compressed: the answers' buffers are written into again once sent
    // (src/compute/buffers.ts), whether the bytes went out as they are or through a compressor. (All in
    // the same years: a thread names a zone's offset by the first birth it met, src/jyotisha/birth.ts,
    // and India's +05:30 is IST for 1990 but GMT+5:30 for 1960.)
    const bodies = Array.from({ length: 8 }, (_, i) => ({
      ...CHART,
      birthData: { ...CHART.birthData, date: `199${i}-0${1 + i}-1${i}`, latitude: 10 + 2 * i },
    }))
    const alone = await Promise.all(bodies.map((b) => call('POST', '/v1/chart', b)))
    for (let round = 0; round < 2; round++) {
      const together = await Promise.all(
        bodies.map((b, i) =>
          call('POST', '/v1/chart', b, (i + round) % 2 ? { 'accept-encoding': i % 4 ? 'gzip' : 'br' } : {}),
        ),
      )
      together.forEach((a, i) => {
        expect(a.status).toBe(200)
        expect(sameBytes(a.body)).toBe(sameBytes(alone[i]!.body))
      })
    }
  })
})
