/**
 * Answer buffers are written into again once an answer has gone out (src/compute/buffers.ts, issue 9):
 * under concurrent load over real HTTP, every caller gets exactly its own answer, byte for byte the
 * answer it gets alone, never a piece of another caller's. With the pool and with WORKERS=0 (the suite
 * runs this file both ways). On this machine's loopback the kernel takes a whole 130 KB answer at once,
 * so the 'finish' ordering itself (onResponse in src/http/hooks.ts) cannot be caught out here; what this
 * guards is that buffers going back and forth never make two answers share bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptAnswerBuffers } from '../../src/compute/buffers.js'
import { testApi, testWorkers, type TestApi } from '../helpers/app.js'

/** 24 different births: every answer differs from every other (and is ~130 KB: recycled sizes). */
const BODIES = Array.from({ length: 24 }, (_, i) => ({
  birthData: {
    date: new Date(Date.UTC(1950, 0, 1) + i * 977 * 86_400_000).toISOString().slice(0, 10),
    time: `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
    timezone: 'Asia/Kolkata',
    latitude: -40 + i * 4.1,
    longitude: -170 + i * 14.3,
  },
  location: { latitude: 51.5, longitude: -0.13, orbDegrees: 15 },
}))

/** The answer without what differs from call to call (request id, time, usage). */
function content(text: string): string {
  const { requestId: _r, timestamp: _t, usage: _u, ...rest } = JSON.parse(text) as Record<string, unknown>
  return JSON.stringify(rest)
}

let api: TestApi
let base: string
beforeAll(async () => {
  api = await testApi()
  base = await api.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await api.close()
})

const chart = async (body: unknown): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${base}/v1/chart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.liveKey}` },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

describe('answer buffers written into again', () => {
  it('every caller gets its own answer, alone or among 24 at once, three times over', async () => {
    const alone: string[] = []
    for (const body of BODIES) {
      const r = await chart(body)
      expect(r.status).toBe(200)
      expect(r.text.length).toBeGreaterThan(64 * 1024)
      alone.push(content(r.text))
    }
    expect(new Set(alone).size).toBe(BODIES.length)
    if (testWorkers() === 0) expect(keptAnswerBuffers()).toBeGreaterThan(0) // given back on this thread
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all(BODIES.map((b) => chart(b)))
      together.forEach((r, i) => {
        expect(r.status).toBe(200)
        expect(content(r.text)).toBe(alone[i])
      })
    }
  })
})
