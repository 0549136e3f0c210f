/**
 * The tables, as Kysely sees them. Times are POSIX milliseconds (bigint in PostgreSQL, read back as
 * numbers); booleans are 0/1 integers on both engines, so one query layer serves both.
 */
import type { Generated } from 'kysely'

export interface AccountsTable {
  id: string
  /** Lower-cased. */
  email: string
  email_verified: number
  /** The beta-terms version accepted last, e.g. beta-1-2026-10-07. */
  terms_version: string | null
  terms_accepted_at: number | null
  created_at: number
  /** One-time free live credits left (spent first); worthless after free_expires_at. */
  free_credits: number
  free_granted_at: number | null
  free_expires_at: number | null
  /** Paid credits left; they never expire. */
  paid_credits: number
  /** 1 after any pack purchase (concurrency allowance 5). */
  purchased: number
  /** Operator overrides of the spec's limits; null = the defaults. */
  rate_per_minute: number | null
  concurrency: number | null
  /** Successful block-billed ephemeris calls so far (spec §4.14): the call that makes it 1, 11, 21, …
   *  pays for its block of 10. */
  eph_calls: number
}

export interface ApiKeysTable {
  id: string
  account_id: string
  kind: 'live' | 'sandbox'
  /** HMAC-SHA-256 of the secret with the server secret, hex. The secret itself is never stored. */
  secret_hash: string
  /** The start of the secret, for people to recognise a key: service_live_3f9a2c… */
  display_prefix: string
  /** Comma-separated scope names. */
  scopes: string
  created_at: number
  expires_at: number | null
  revoked_at: number | null
  rotated_at: number | null
  /** Monthly credit limit of this key (resets on the 1st, UTC); null = none. */
  monthly_limit: number | null
  /** A name its owner gave it in the portal (migration 0002). */
  name: string | null
  /** The last authenticated call with it, to the minute at best (noted in memory, written in batches). */
  last_used_at: number | null
}

/** Credits charged (and held) per key per UTC month, for the monthly key limit. */
export interface KeyMonthsTable {
  key_id: string
  /** YYYY-MM, UTC. */
  month: string
  units: number
}

/** Credits taken out of a balance before the work, until captured (2xx) or released. */
export interface HoldsTable {
  id: string
  account_id: string
  key_id: string
  request_id: string
  operation: string
  free_units: number
  paid_units: number
  /** Units counted against the key's month while held. */
  key_units: number
  month: string
  idempotency_id: string | null
  /** The server process holding it; its holds are released when it stops answering. */
  server_id: string
  created_at: number
}

/** Every movement of credits. Σ(free_units + paid_units) = free + paid balance + held credits. */
export interface LedgerTable {
  /** A charge's request id (one charge per answer at most); led_… for the other kinds. */
  id: string
  account_id: string
  kind: 'charge' | 'free_grant' | 'free_expiry' | 'purchase'
  key_id: string | null
  request_id: string | null
  operation: string | null
  /** Credits the call was charged (charges), or credits added or removed (others). */
  units: number
  /** Signed: + added to the balance, − taken from it. */
  free_units: number
  paid_units: number
  pack: string | null
  idempotency_id: string | null
  created_at: number
}

export interface IdempotencyTable {
  id: string
  account_id: string
  /** SHA-256 of the Idempotency-Key header: the key itself is not kept. */
  key_hash: string
  /** SHA-256 of the operation and the canonical request body: the body itself is not kept. */
  request_hash: string
  state: 'in_flight' | 'charged' | 'released'
  created_at: number
}

export interface ServersTable {
  id: string
  heartbeat_at: number
}

export interface MetaTable {
  key: string
  value: string
}

/** A sign-in link sent by email: only the hash of its token is kept; it is good once, until it expires. */
export interface PortalLinksTable {
  token_hash: string
  /** Lower-cased: the address the link was sent to (the account is found or made when it is used). */
  email: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/** A signed-in portal session; the cookie carries its id (sealed), the table the id's hash. */
export interface PortalSessionsTable {
  id_hash: string
  account_id: string
  created_at: number
  /** The last request with it (idle sessions expire). */
  seen_at: number
  /** Its absolute end. */
  expires_at: number
}

/** Every acceptance of a version of the beta terms, with its time (spec §9). */
export interface TermsAcceptancesTable {
  account_id: string
  version: string
  accepted_at: number
}

/** A card payment for a pack (Stripe Checkout): credited once, when the provider says it is paid. */
export interface PaymentsTable {
  /** The provider's id of the checkout session. */
  id: string
  account_id: string
  pack: string
  amount_cents: number
  state: 'open' | 'paid'
  created_at: number
  paid_at: number | null
}

export interface Database {
  accounts: AccountsTable
  api_keys: ApiKeysTable
  key_months: KeyMonthsTable
  holds: HoldsTable
  ledger: LedgerTable
  idempotency: IdempotencyTable
  servers: ServersTable
  meta: MetaTable
  portal_links: PortalLinksTable
  portal_sessions: PortalSessionsTable
  terms_acceptances: TermsAcceptancesTable
  payments: PaymentsTable
  // Kysely's own bookkeeping is not part of this type.
  _unused?: { id: Generated<number> }
}
