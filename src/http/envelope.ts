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

/** The disclaimer in Hindi: the same notice, as a Hindi reader reads it. */
export const DISCLAIMER_HI =
  'केवल ज्योतिषीय (प्रतीकात्मक) उपयोग के लिए। ग्रहों की स्थितियाँ स्विस एफ़ेमेरिस से गणना की गई हैं; ये नौवहन ' +
  'या सुरक्षा से जुड़े कार्यों के लिए नहीं हैं। ज्योतिषीय व्याख्या चिकित्सा, कानूनी, वित्तीय या मनोवैज्ञानिक ' +
  'सलाह नहीं है।'

const ENGINE_JSON = asciiStringify(ENGINE_VERSION)
/** The disclaimer of an answer in each language (English where it has none of its own). */
const DISCLAIMER_JSON = { en: asciiStringify(DISCLAIMER), hi: asciiStringify(DISCLAIMER_HI) } as const
const disclaimerJson = (language: Language): string =>
  language === 'hi' ? DISCLAIMER_JSON.hi : DISCLAIMER_JSON.en
const SANDBOX_JSON = `"sandbox":true,"sandboxNote":${asciiStringify(SANDBOX_NOTE)},`

/** `"language":…,["languageFallback":[…],]` for each language and operation's texts, written once. */
const LANGUAGE_JSON = new Map<string, string>()
function languageJson(language: Language, texts: readonly Language[]): string {
  const key = `${language}|${texts.join(',')}`
  let json = LANGUAGE_JSON.get(key)
  if (json === undefined) {
    const fallback = fallbackOf(language, texts)
    json =
      `"language":${JSON.stringify(language)},` +
      (fallback.length ? `"languageFallback":${JSON.stringify(fallback)},` : '')
    LANGUAGE_JSON.set(key, json)
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
  /** The languages beside English the operation writes its sentences in (Operation.texts). */
  texts: readonly Language[] = [],
): Buffer {
  const content = answer.subarray(ENVELOPE_ROOM)
  const empty = content.length <= 2
  const head =
    `{"requestId":${asciiStringify(requestId)},"engineVersion":${ENGINE_JSON},"timestamp":"${timestamp}",` +
    `"usage":{"units_charged":${usage.units_charged},"remaining_credits":${usage.remaining_credits}},` +
    `"disclaimer":${disclaimerJson(language)},${sandbox ? SANDBOX_JSON : ''}${languageJson(language, texts)}"domain":${asciiStringify(domain)}${empty ? '}' : ','}`
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
