/**
 * The account rules of spec §3, §4, §5 and §8 as constants and pure functions: scopes, prices, the
 * free grant, packs, terms, limits, the UTC month of a key's limit.
 */

/** Key scopes are the operation names; `ephemeris` covers all five ephemeris operations (spec §5.3). */
export const SCOPES = [
  'chart',
  'dasha',
  'guidance',
  'interpret',
  'compatibility',
  'muhurta',
  'forecast',
  'timing',
  'ephemeris',
  'transits',
  'panchanga',
] as const
export type Scope = (typeof SCOPES)[number]

/** What an operation costs (spec §4, §4.14). */
export type Price =
  | { kind: 'per-call'; credits: number }
  /** Counted per account across positions, angles, ayanamsa and sunrise: the call that opens each
   *  block of 10 successful calls pays 1 credit, the next nine nothing. */
  | { kind: 'ephemeris-block' }
  /** 1 credit per started 100 points. */
  | { kind: 'per-started-100-points'; points: (body: unknown) => number }
  /** 1 credit per started `per` items of the body that `count` counts (`unit` names them, plural: the
   *  valid candidates of a batch match). */
  | { kind: 'per-started-items'; per: number; unit: string; count: (body: unknown) => number }
  /** Credits the request decides (a report: a base and each domain asked); `text` says how. */
  | { kind: 'by-request'; credits: (body: unknown) => number; text: string }

export const EPHEMERIS_BLOCK = 10

/** Credits a call of fixed price costs (the block price is settled when the call succeeds). */
export function fixedUnits(price: Price, body: unknown): number {
  switch (price.kind) {
    case 'per-call':
      return price.credits
    case 'per-started-100-points':
      return Math.ceil(price.points(body) / 100)
    case 'per-started-items':
      return Math.ceil(price.count(body) / price.per)
    case 'by-request':
      return price.credits(body)
    case 'ephemeris-block':
      return 0
  }
}

/** What an operation costs, in words (the portal's playground, the MCP tools' descriptions). */
export function priceText(price: Price): string {
  switch (price.kind) {
    case 'per-call':
      return `${price.credits} credit${price.credits === 1 ? '' : 's'}`
    case 'ephemeris-block':
      return '1 credit per 10 calls'
    case 'per-started-100-points':
      return '1 credit per started 100 points'
    case 'per-started-items':
      return `1 credit per started ${price.per} ${price.unit}`
    case 'by-request':
      return price.text
  }
}

/** The beta terms in force (spec §9); new terms must be accepted before the next live key or purchase. */
export const TERMS_VERSION = 'beta-1-2026-10-07'

export const FREE_CREDITS = 100
export const FREE_CREDIT_DAYS = 60
const DAY_MS = 86_400_000

export const PACKS = { starter: 1000, builder: 5000, growth: 15000 } as const
export type Pack = keyof typeof PACKS
/** Spec §8: $49, $199, $499, one-time. */
export const PACK_PRICES_CENTS: Record<Pack, number> = { starter: 4900, builder: 19900, growth: 49900 }

/** Spec §8 defaults; an operator may raise both for one account. */
const DEFAULT_RATE_PER_MINUTE = 120
const DEFAULT_CONCURRENCY = 2
const PURCHASED_CONCURRENCY = 5

export function freeExpiry(grantedAtMs: number): number {
  return grantedAtMs + FREE_CREDIT_DAYS * DAY_MS
}

/** Free credits that can still be spent at `nowMs`. */
export function spendableFree(free: number, expiresAtMs: number | null, nowMs: number): number {
  return expiresAtMs !== null && nowMs < expiresAtMs ? free : 0
}

/** Take `units` from the free credits first, then the paid ones. */
export function splitUnits(units: number, free: number, paid: number): { free: number; paid: number } | null {
  if (units > free + paid) return null
  const f = Math.min(units, free)
  return { free: f, paid: units - f }
}

/** The UTC month of an instant, YYYY-MM: monthly key limits reset on the 1st, UTC. */
export function monthOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7)
}

export interface Limits {
  perMinute: number
  concurrency: number
}

export function limitsOf(account: {
  rate_per_minute: number | null
  concurrency: number | null
  purchased: number
}): Limits {
  return {
    perMinute: account.rate_per_minute ?? DEFAULT_RATE_PER_MINUTE,
    concurrency: account.concurrency ?? (account.purchased ? PURCHASED_CONCURRENCY : DEFAULT_CONCURRENCY),
  }
}

/** Idempotency keys are honoured for 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000
