/**
 * `computationId` (spec §2.3; architecture.md, Privacy): HMAC-SHA-256 with a key derived from the server
 * secret over the canonical inputs of a calculation. The same inputs give the same id in every process
 * that shares the secret; without the key nobody can test candidate birth data against an id.
 */
import { createHmac } from 'node:crypto'

/** JSON with object keys sorted at every level: one text per value, whatever order the caller used. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

/** Hex HMAC-SHA-256 of the operation and its canonical inputs (with every default applied). */
export function computationId(key: Buffer, operation: string, inputs: unknown): string {
  return createHmac('sha256', key)
    .update(`${operation}\n${canonicalJson(inputs)}`)
    .digest('hex')
}
