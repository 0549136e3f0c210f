/** The 2xx envelope written in front of a task's content (src/http/envelope.ts), in place or copied. */
import { describe, expect, it } from 'vitest'
import { DISCLAIMER, envelopeJson, SANDBOX_NOTE } from '../../src/http/envelope.js'
import { ENVELOPE_ROOM } from '../../src/operations/serialize.js'

function answer(contentJson: string): Uint8Array {
  const b = Buffer.alloc(ENVELOPE_ROOM + contentJson.length, 0x20)
  b.write(contentJson, ENVELOPE_ROOM, 'latin1')
  return b
}

const usage = { units_charged: 1, remaining_credits: 41 }
const T = '2026-11-23T12:00:00.000Z'

describe('envelopeJson', () => {
  it('writes the spec envelope, then the content, in the schema order', () => {
    const out = envelopeJson('req_1', T, usage, 'core_chart', false, answer('{"a":1,"b":"x"}'), true, 'en')
    const body = JSON.parse(out.toString('latin1'))
    expect(Object.keys(body)).toEqual([
      'requestId',
      'engineVersion',
      'timestamp',
      'usage',
      'disclaimer',
      'language',
      'domain',
      'a',
      'b',
    ])
    expect(body).toEqual({
      requestId: 'req_1',
      engineVersion: 'service-v1-public',
      timestamp: T,
      usage,
      disclaimer: DISCLAIMER,
      language: 'en',
      domain: 'core_chart',
      a: 1,
      b: 'x',
    })
  })

  it('gives the same bytes in place as copied, and only in place reuses the answer', () => {
    const content = '{"points":[1,2,3]}'
    const a = answer(content)
    const copied = envelopeJson('req_2', T, usage, 'd', false, a, false, 'hi')
    expect(a.subarray(0, ENVELOPE_ROOM).every((b) => b === 0x20)).toBe(true) // untouched
    const inPlace = envelopeJson('req_2', T, usage, 'd', false, a, true, 'hi')
    expect(inPlace.equals(copied)).toBe(true)
    expect(inPlace.buffer).toBe(a.buffer)
  })

  it('marks sandbox answers, in ASCII, and closes an empty content', () => {
    const out = envelopeJson(
      'req_3',
      T,
      { units_charged: 0, remaining_credits: 0 },
      'x',
      true,
      answer('{}'),
      false,
      'ta',
    )
    expect(out.every((b) => b < 0x7f)).toBe(true)
    const body = JSON.parse(out.toString('latin1'))
    expect(body).toMatchObject({ sandbox: true, sandboxNote: SANDBOX_NOTE, language: 'ta', domain: 'x' })
    expect(Object.keys(body).at(-1)).toBe('domain')
  })

  it('echoes the language, and lists the parts that fell back to English', () => {
    const en = JSON.parse(envelopeJson('r', T, usage, 'd', false, answer('{}'), false, 'en').toString())
    expect(en.language).toBe('en')
    expect('languageFallback' in en).toBe(false)
    const hi = JSON.parse(envelopeJson('r', T, usage, 'd', false, answer('{"a":1}'), false, 'hi').toString())
    expect(Object.keys(hi).slice(-4)).toEqual(['language', 'languageFallback', 'domain', 'a'])
    expect(hi).toMatchObject({ language: 'hi', languageFallback: ['text'] })
  })
})
