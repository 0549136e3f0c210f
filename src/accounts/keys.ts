/**
 * API key secrets (spec §5.2): `service_live_<48 hex>` and `service_sandbox_<48 hex>` from a CSPRNG,
 * stored only as HMAC-SHA-256 with the server secret, with a short display prefix.
 */
import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'

export type KeyKind = 'live' | 'sandbox'

const SECRET = /^service_(live|sandbox)_[0-9a-f]{48}$/

export function newSecret(kind: KeyKind): string {
  return `service_${kind}_${randomBytes(24).toString('hex')}`
}

export function isWellFormedSecret(secret: string): boolean {
  return SECRET.test(secret)
}

// The server secret as a key object, made once: preparing an HMAC key from a string at every call costs
// about as much as the hash itself, and this runs on every authenticated request.
let hmacKey: { of: string; key: KeyObject } | undefined

export function hashSecret(secret: string, serverSecret: string): string {
  if (hmacKey?.of !== serverSecret) hmacKey = { of: serverSecret, key: createSecretKey(serverSecret, 'utf8') }
  return createHmac('sha256', hmacKey.key).update(secret).digest('hex')
}

/** Enough to recognise a key in a list, far too little to guess it: service_live_3f9a2c… */
export function displayPrefix(secret: string): string {
  const i = secret.lastIndexOf('_')
  return `${secret.slice(0, i + 7)}…`
}

/**
 * A new identifier, `<prefix>_` and 24 hex digits: the time in milliseconds (11 digits, until 2527) then
 * 13 random ones. Time-ordered identifiers are appended at the end of their indexes instead of landing
 * anywhere in them, which keeps the ledger's inserts cheap; the random part keeps them unguessable.
 */
export function newId(prefix: 'acct' | 'key' | 'hold' | 'led' | 'idem' | 'srv' | 'req'): string {
  return `${prefix}_${Date.now().toString(16).padStart(11, '0')}${randomHex13()}`
}

// CSPRNG bytes drawn 4 KiB at a time: one call per request costs more than the draw itself.
let pool = Buffer.alloc(0)
let at = 0
function randomHex13(): string {
  if (at + 7 > pool.length) {
    pool = randomBytes(4096)
    at = 0
  }
  at += 7
  return pool.toString('hex', at - 7, at).slice(0, 13)
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A new server secret, when GRAHA_SECRET is not set. */
export function newServerSecret(): string {
  return randomBytes(32).toString('base64url')
}

export type BearerResult = { ok: true; secret: string } | { ok: false; missing: boolean }

/** The secret of `Authorization: Bearer <key>`. Absent or empty: missing; anything else malformed. */
export function parseBearer(header: string | undefined): BearerResult {
  if (header === undefined || header.trim() === '') return { ok: false, missing: true }
  const m = /^Bearer +(\S+) *$/i.exec(header)
  if (!m) return { ok: false, missing: false }
  return { ok: true, secret: m[1]! }
}
