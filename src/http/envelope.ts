/**
 * The 2xx body: the envelope of spec §2.2 written in front of the operation's content, which arrives
 * already serialized and encoded from the compute pool (task.ts). Field order is the schema's: the envelope's
 * fields, then the content's.
 */
import type { Usage } from './policy.js'
import { ENGINE_VERSION } from './schemas/common.js'

export const DISCLAIMER =
  'For astrological (symbolic) use only. Positions are computed from the Swiss Ephemeris; they are not ' +
  'for navigation or safety-critical purposes. Astrological interpretation is not medical, legal, ' +
  'financial or psychological advice.'

export const SANDBOX_NOTE =
  'Sandbox key: this is the fixed sample answer to the documented example request of this operation. ' +
  'Your request was validated as a live key’s would be, but its inputs were not used, and nothing was charged.'

const ENGINE_JSON = JSON.stringify(ENGINE_VERSION)
const DISCLAIMER_JSON = JSON.stringify(DISCLAIMER)
const SANDBOX_JSON = `"sandbox":true,"sandboxNote":${JSON.stringify(SANDBOX_NOTE)},`

/**
 * `{requestId, engineVersion, timestamp, usage, disclaimer, [sandbox, sandboxNote,] domain, …content}`
 * as UTF-8 JSON. `contentJson` is a JSON object without a `domain` field.
 */
export function envelopeJson(
  requestId: string,
  timestamp: string,
  usage: Usage,
  domain: string,
  sandbox: boolean,
  contentJson: Uint8Array,
): Buffer {
  const empty = contentJson.length <= 2
  const head = Buffer.from(
    `{"requestId":${JSON.stringify(requestId)},"engineVersion":${ENGINE_JSON},"timestamp":"${timestamp}",` +
      `"usage":{"units_charged":${usage.units_charged},"remaining_credits":${usage.remaining_credits}},` +
      `"disclaimer":${DISCLAIMER_JSON},${sandbox ? SANDBOX_JSON : ''}"domain":${JSON.stringify(domain)}${empty ? '}' : ','}`,
  )
  if (empty) return head
  // The content without its opening brace.
  const out = Buffer.allocUnsafe(head.length + contentJson.length - 1)
  head.copy(out, 0)
  out.set(contentJson.subarray(1), head.length)
  return out
}
