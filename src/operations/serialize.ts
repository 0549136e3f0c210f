/**
 * An operation's content as the bytes of its answer: serialized where it is computed (in the worker),
 * with the fast-json-stringify its answer's schema gives, encoded there too, and sent to the main
 * thread as bytes whose buffer is transferred, not copied: cloning a chart's objects would cost twice
 * what serializing them does (0.86 vs 0.45 ms on the 2-core machine). The main thread only writes the
 * envelope in front of it (http/envelope.ts), into the ENVELOPE_ROOM bytes left free for it.
 *
 * The JSON is ASCII: characters beyond it are written as `\uXXXX` escapes (as Python's json does by
 * default; any JSON parser reads the same text). One typographic apostrophe in a chart's 128 KB made
 * V8 hold the whole text as two-byte characters and UTF-8-encode it character by character: 1.8 ms, as
 * much as the chart's astronomy. They are written as escapes into the bytes instead (asciiJson), the
 * ASCII runs between them copied as they are.
 */
import fastJson from 'fast-json-stringify'
import { Type, type TProperties } from 'typebox'
import { answerBuffer } from '../compute/buffers.js'
import { jsonWriter } from '../schemas/keywords.js'

/** Bytes an answer keeps free in front of its content for the envelope: enough for the Hindi disclaimer,
 *  whose Devanagari is written as `\uXXXX` escapes (six bytes a letter, ~1.1 KB in all). */
export const ENVELOPE_ROOM = 2048

/** A UTF-16 code unit beyond printable ASCII (DEL included): written as a `\uXXXX` escape. */
const NON_ASCII = /[\u007f-\uffff]/g

/**
 * A serializer of content by its top-level properties: the same fast-json-stringify, one compiled for
 * each property's schema, giving the object's JSON in pieces (`{"key":`, value, `,"key":`, …, `}`)
 * instead of one text. A text of more than 128 KB is a large object to V8, a fresh mapping of memory
 * each time it is made; on the 2-core machine making a chart's 128 KB text flat cost ~1 ms a
 * chart (page faults), as much as its astronomy. Pieces are written into the answer's bytes one by one
 * (asciiJson), none of them that large.
 */
export function contentSerializer(props: TProperties): (content: object) => string[] {
  const required = new Set(Type.Object(props).required ?? [])
  const fields = Object.entries(props).map(([key, schema]) => ({
    key,
    head: `${JSON.stringify(key)}:`,
    write: jsonWriter(schema) ?? (fastJson(schema as object) as (value: unknown) => string),
    required: required.has(key),
  }))
  return (content) => {
    const o = content as Record<string, unknown>
    const pieces: string[] = []
    for (const f of fields) {
      const v = o[f.key]
      if (v === undefined) {
        // As fast-json-stringify answers a missing required property: a defect of the task.
        if (f.required) throw new Error(`"${f.key}" is required!`)
        continue
      }
      pieces.push(pieces.length === 0 ? `{${f.head}` : `,${f.head}`, f.write(v))
    }
    pieces.push(pieces.length === 0 ? '{}' : '}')
    return pieces
  }
}

/** The content as ASCII JSON bytes (see above), from byte `room` of a buffer of its own (so that it can
 *  be transferred, and the envelope written in front of it; a large one recycled, compute/buffers.ts). `serialize` gives the JSON as one text or
 *  in pieces (contentSerializer). */
export function asciiJson(
  content: object,
  serialize: (content: object) => string | readonly string[],
  room = ENVELOPE_ROOM,
): Uint8Array {
  const json = serialize(content)
  const pieces = typeof json === 'string' ? [json] : json
  // Where each piece has a character to escape (one scan each; none, as a rule).
  const escapes: (number[] | null)[] = []
  let size = room
  for (const piece of pieces) {
    let at: number[] | null = null
    // Most pieces have nothing to escape: as many UTF-8 bytes as code units and no DEL, told by two
    // native passes (0.6 µs for a positions answer's 3 KB on the 2-core machine, the scan 3.4 µs).
    if (Buffer.byteLength(piece, 'utf8') === piece.length && !piece.includes('\u007f')) {
      escapes.push(null)
      size += piece.length
      continue
    }
    NON_ASCII.lastIndex = 0
    let m = NON_ASCII.exec(piece)
    if (m !== null) {
      at = []
      do at.push(m.index)
      while ((m = NON_ASCII.exec(piece)) !== null)
      size += 5 * at.length
    }
    escapes.push(at)
    size += piece.length
  }
  const out = answerBuffer(size)
  let pos = room
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!
    const at = escapes[k]
    if (!at) {
      pos += out.write(piece, pos, 'latin1')
      continue
    }
    // Escapes written into the bytes, not by `replace` on the text (~1.6 ms on a chart's text with one
    // two-byte character); the ASCII runs between them are copied with `latin1`, which writes a
    // two-byte text's ASCII code units as bytes; each escape is six bytes where its code unit was one.
    let from = 0
    for (const i of at) {
      if (i > from) pos += out.write(piece.slice(from, i), pos, 'latin1')
      pos += out.write(`\\u${piece.charCodeAt(i).toString(16).padStart(4, '0')}`, pos, 'latin1')
      from = i + 1
    }
    if (from < piece.length) pos += out.write(piece.slice(from), pos, 'latin1')
  }
  return out
}
