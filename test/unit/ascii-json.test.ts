/**
 * Answers are ASCII JSON (src/operations/serialize.ts asciiJson): every character beyond ASCII, and DEL, written
 * as a \u escape; any JSON parser reads back exactly the content that was serialized.
 */
import fc from 'fast-check'
import fastJson from 'fast-json-stringify'
import { describe, expect, it } from 'vitest'
import { Type } from 'typebox'
import { asciiJson, contentSerializer } from '../../src/operations/serialize.js'

const serialize = fastJson({
  type: 'object',
  properties: {
    text: { type: 'string' },
    list: { type: 'array', items: { type: 'string' } },
    nested: { type: 'object', properties: { note: { type: 'string' }, n: { type: 'number' } } },
  },
}) as (o: object) => string

const ascii = (bytes: Uint8Array) => bytes.every((b) => b < 0x7f)

describe('asciiJson', () => {
  it('escapes what is not ASCII, and reads back the same', () => {
    const content = {
      text: 'Vimśottarī daśā — the zone’s “LMT” ÷ 15 ° 🙂',
      list: ['plain', 'DEL\u007fhere', 'quote " backslash \\ tab \t nul \u0000', '\ud800 lone surrogate'],
      nested: { note: 'Ṣaḍbala', n: 1.5 },
    }
    const expected = JSON.parse(JSON.stringify(content))
    const bytes = asciiJson(structuredClone(content), serialize, 0)
    expect(ascii(bytes)).toBe(true)
    const text = Buffer.from(bytes).toString('latin1')
    expect(text).toContain('Vim\\u015bottar\\u012b')
    expect(text).toContain('\\ud83d\\ude42') // 🙂 as its surrogate pair
    expect(JSON.parse(text)).toEqual(expected)
  })

  it('leaves ASCII content byte for byte as fast-json-stringify writes it', () => {
    const content = { text: 'ascii only', list: ['a', 'b'], nested: { note: 'x', n: 2 } }
    expect(Buffer.from(asciiJson(structuredClone(content), serialize, 0)).toString('latin1')).toBe(
      serialize(content),
    )
  })

  it('round-trips any strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.array(fc.string({ unit: 'grapheme' })), (text, list) => {
        const content = { text, list, nested: { note: text, n: 0 } }
        const bytes = asciiJson(structuredClone(content), serialize, 0)
        expect(ascii(bytes)).toBe(true)
        expect(JSON.parse(Buffer.from(bytes).toString('latin1'))).toEqual(JSON.parse(JSON.stringify(content)))
      }),
      { numRuns: 500 },
    )
  })
})

describe('contentSerializer', () => {
  const props = {
    id: Type.String(),
    text: Type.String(),
    list: Type.Array(Type.String()),
    nested: Type.Union([Type.Object({ note: Type.String(), n: Type.Number() }), Type.Null()]),
    extra: Type.Optional(Type.Object({ flag: Type.Boolean() })),
  }
  const whole = fastJson(Type.Object(props) as object) as (o: object) => string
  const pieces = contentSerializer(props)

  it('writes, in pieces, the bytes the whole-object serializer writes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(fc.string({ unit: 'grapheme' })),
        fc.option(fc.record({ note: fc.string(), n: fc.double({ noNaN: true, noDefaultInfinity: true }) })),
        fc.option(fc.record({ flag: fc.boolean() }), { nil: undefined }),
        (text, list, nested, extra) => {
          const content = { id: 'x', text, list, nested, ...(extra === undefined ? {} : { extra }) }
          const a = Buffer.from(asciiJson(structuredClone(content), whole, 0)).toString('latin1')
          const b = Buffer.from(asciiJson(structuredClone(content), pieces, 0)).toString('latin1')
          expect(b).toBe(a)
          expect(pieces(content).join('')).toBe(whole(content))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('leaves out properties the schema does not have, and refuses a missing required one', () => {
    const content = { id: 'a', text: 't', list: [], nested: null, secret: 'never written' }
    expect(pieces(content).join('')).toBe('{"id":"a","text":"t","list":[],"nested":null}')
    expect(() => pieces({ text: 't', list: [], nested: null })).toThrow(/"id" is required/)
    expect(contentSerializer({ a: Type.Optional(Type.String()) })({})).toEqual(['{}'])
  })
})
