/**
 * The 2xx body: the envelope of spec §2.2 written in front of the operation's content, which arrives
 * already serialized and encoded from the compute pool (operations/serialize.ts). Field order is the schema's: the
 * envelope's fields, then the content's.
 *
 * The task leaves ENVELOPE_ROOM bytes free in front of the content, and the envelope is written there,
 * in place: a chart's 128 KB are not copied again on the main thread.
 */
import type { Usage } from './policy.js'
import { fallbackOf, type Language } from '../i18n/languages.js'
import { ENGINE_VERSION } from '../schemas/common.js'
import { ENVELOPE_ROOM } from '../operations/serialize.js'

export const DISCLAIMER =
  'For astrological (symbolic) use only. Positions are computed from the Swiss Ephemeris; they are not ' +
  'for navigation or safety-critical purposes. Astrological interpretation is not medical, legal, ' +
  'financial or psychological advice.'

export const SANDBOX_NOTE =
  'Sandbox key: this is the fixed sample answer to the documented example request of this operation. ' +
  'Your request was validated as a live key’s would be, but its inputs were not used, and nothing was charged.'

/** JSON text of a string in ASCII, characters beyond it as \u escapes (operations/serialize.ts says why). */
export function asciiStringify(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const ENGINE_JSON = asciiStringify(ENGINE_VERSION)
const DISCLAIMER_JSON = asciiStringify(DISCLAIMER)
const SANDBOX_JSON = `"sandbox":true,"sandboxNote":${asciiStringify(SANDBOX_NOTE)},`

/** `"language":…,["languageFallback":[…],]` for each language, written once. */
const LANGUAGE_JSON = new Map<Language, string>()
function languageJson(language: Language): string {
  let json = LANGUAGE_JSON.get(language)
  if (json === undefined) {
    const fallback = fallbackOf(language)
    json =
      `"language":${JSON.stringify(language)},` +
      (fallback.length ? `"languageFallback":${JSON.stringify(fallback)},` : '')
    LANGUAGE_JSON.set(language, json)
  }
  return json
}

/**
 * `{requestId, engineVersion, timestamp, usage, disclaimer, [sandbox, sandboxNote,] language,
 * [languageFallback,] domain, …content}` as ASCII JSON. `answer` holds the content (a JSON object without a `domain` field) from byte
 * ENVELOPE_ROOM on. With `inPlace` the envelope is written into the room in front of it and the
 * answer's own bytes are returned; otherwise (a shared sample) they are copied.
 */
export function envelopeJson(
  requestId: string,
  timestamp: string,
  usage: Usage,
  domain: string,
  sandbox: boolean,
  answer: Uint8Array,
  inPlace: boolean,
  language: Language,
): Buffer {
  const content = answer.subarray(ENVELOPE_ROOM)
  const empty = content.length <= 2
  const head =
    `{"requestId":${asciiStringify(requestId)},"engineVersion":${ENGINE_JSON},"timestamp":"${timestamp}",` +
    `"usage":{"units_charged":${usage.units_charged},"remaining_credits":${usage.remaining_credits}},` +
    `"disclaimer":${DISCLAIMER_JSON},${sandbox ? SANDBOX_JSON : ''}${languageJson(language)}"domain":${asciiStringify(domain)}${empty ? '}' : ','}`
  if (empty) return Buffer.from(head, 'latin1')
  // The head ends where the content's opening brace was.
  const start = ENVELOPE_ROOM + 1 - head.length
  if (inPlace && start >= 0) {
    const out = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)
    out.write(head, start, 'latin1')
    return out.subarray(start)
  }
  const out = Buffer.allocUnsafe(head.length + content.length - 1)
  out.write(head, 0, 'latin1')
  out.set(content.subarray(1), head.length)
  return out
}
