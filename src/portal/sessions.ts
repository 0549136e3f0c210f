/**
 * Portal sessions and sign-in links. Both are random 32-byte tokens of which only a SHA-256 is stored:
 * a copy of the database signs nobody in. A link is good once and for LINK_TTL_MS; a session ends after
 * SESSION_IDLE_MS without a request, after SESSION_MAX_MS in any case, at sign-out, or at "sign out
 * everywhere". The session's cookie carries its id sealed (AES-256-GCM under a key derived from the
 * server secret), so the cookie is opaque and any change to it is refused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { sha256 } from '../accounts/keys.js'
import type { Store } from '../store/index.js'

export const LINK_TTL_MS = 15 * 60_000
export const SESSION_IDLE_MS = 12 * 3_600_000
export const SESSION_MAX_MS = 7 * 86_400_000
/** Sign-in links one address may be sent in an hour (more requests are answered the same, unsent). */
export const LINKS_PER_ADDRESS_HOUR = 5
/** A session's last-seen time is written at most this often. */
const TOUCH_MS = 60_000

const token = () => randomBytes(32).toString('base64url')

/** Seals short strings (a session id) into an opaque, tamper-evident cookie value, and opens them. */
export class Sealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a sealing key is 32 bytes')
  }

  seal(text: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
  }

  /** The sealed text, or null for anything this key did not seal (or that was changed). */
  open(sealed: string): string | null {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length < 29) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
}

// ---- sign-in links ---------------------------------------------------------------------------------

/** A new link for `email` (lower-cased already), or null when the address has had its share this hour. */
export async function issueLink(store: Store, email: string, nowMs: number): Promise<string | null> {
  const recent = await store.db
    .selectFrom('portal_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>', nowMs - 3_600_000)
    .executeTakeFirstOrThrow()
  if (Number(recent.n) >= LINKS_PER_ADDRESS_HOUR) return null
  const t = token()
  await store.db
    .insertInto('portal_links')
    .values({
      token_hash: sha256(t),
      email,
      created_at: nowMs,
      expires_at: nowMs + LINK_TTL_MS,
      used_at: null,
    })
    .execute()
  // Links long past use are of no further interest.
  await store.db
    .deleteFrom('portal_links')
    .where('created_at', '<', nowMs - 86_400_000)
    .execute()
  return t
}

/** Whether `t` is a link that can still be used (the confirmation page asks before it is spent). */
export async function linkUsable(store: Store, t: string, nowMs: number): Promise<boolean> {
  const row = await store.db
    .selectFrom('portal_links')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', sha256(t))
    .executeTakeFirst()
  return !!row && row.used_at === null && row.expires_at > nowMs
}

/** Spend the link `t`: its address, once; null if it is unknown, used or expired. */
export async function useLink(store: Store, t: string, nowMs: number): Promise<string | null> {
  const hash = sha256(t)
  const spent = await store.db
    .updateTable('portal_links')
    .set({ used_at: nowMs })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) return null
  const row = await store.db
    .selectFrom('portal_links')
    .select('email')
    .where('token_hash', '=', hash)
    .executeTakeFirstOrThrow()
  return row.email
}

// ---- sessions ------------------------------------------------------------------------------------

export interface Session {
  /** The id itself: known only to the cookie and this request. */
  id: string
  accountId: string
}

export async function startSession(store: Store, accountId: string, nowMs: number): Promise<Session> {
  const id = token()
  await store.db
    .insertInto('portal_sessions')
    .values({
      id_hash: sha256(id),
      account_id: accountId,
      created_at: nowMs,
      seen_at: nowMs,
      expires_at: nowMs + SESSION_MAX_MS,
    })
    .execute()
  return { id, accountId }
}

/** The live session of id `id`, marked seen; null if there is none or it has expired (then removed). */
export async function findSession(store: Store, id: string, nowMs: number): Promise<Session | null> {
  const hash = sha256(id)
  const row = await store.db
    .selectFrom('portal_sessions')
    .selectAll()
    .where('id_hash', '=', hash)
    .executeTakeFirst()
  if (!row) return null
  if (row.expires_at <= nowMs || row.seen_at + SESSION_IDLE_MS <= nowMs) {
    await store.db.deleteFrom('portal_sessions').where('id_hash', '=', hash).execute()
    return null
  }
  if (nowMs - row.seen_at >= TOUCH_MS)
    await store.db
      .updateTable('portal_sessions')
      .set({ seen_at: nowMs })
      .where('id_hash', '=', hash)
      .execute()
  return { id, accountId: row.account_id }
}

export async function endSession(store: Store, id: string): Promise<void> {
  await store.db.deleteFrom('portal_sessions').where('id_hash', '=', sha256(id)).execute()
}

/** Sign out everywhere: every session of the account ends. */
export async function endAllSessions(store: Store, accountId: string, nowMs: number): Promise<number> {
  const r = await store.db
    .deleteFrom('portal_sessions')
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  // Expired sessions of anyone are removed on the way.
  await store.db.deleteFrom('portal_sessions').where('expires_at', '<=', nowMs).execute()
  return Number(r.numDeletedRows)
}
