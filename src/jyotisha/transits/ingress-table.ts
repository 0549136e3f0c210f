/**
 * The ingress table: every sign ingress of the nine grahas (Rahu by the mean and by the true node) over
 * the whole 1800–2150 coverage, searched once with the committed Swiss Ephemeris files chunk by chunk
 * exactly as ingress-cache.ts searches a chunk, and committed as `data/ingress-table.bin` (written by
 * `npm run ingress-table`). When a graha enters a sign depends on time alone, so a transit request
 * reads its ingresses here instead of searching: a span is then as fast in 1850 as next year.
 *
 * The table is used only with the ephemeris it was made from (its description, library version
 * included, and its coverage must match); another ephemeris (EPHEMERIS_JPL_FILE) searches as before.
 * test/unit/ingress-table.test.ts checks that the committed table is current and equals fresh searches.
 *
 * Format: a JSON header line, then for each body its instants (float64, little-endian, Julian days TT)
 * and one byte per ingress (the sign entered, + 128 when entered moving backwards).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Body, Ephemeris } from '../../astro/index.js'
import type { Graha } from '../grahas.js'
import type { Ingress } from './ingress.js'

export const INGRESS_TABLE_FILE = fileURLToPath(new URL('../../../data/ingress-table.bin', import.meta.url))

/** Chunks are 365.25 days from J2000 (TT): the cache's and the table's. */
export const CHUNK_DAYS = 365.25
export const EPOCH_JD_TT = 2451545.0

export const TABLE_BODIES = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'MeanNode',
  'TrueNode',
] as const satisfies readonly Body[]
export type TableBody = (typeof TABLE_BODIES)[number]

export interface TableHeader {
  format: 1
  /** The ephemeris it was searched with (EphemerisSource.description). */
  ephemeris: string
  ayanamsa: 'lahiri'
  firstJdTt: number
  lastJdTt: number
  chunkDays: number
  epochJdTt: number
  counts: Record<TableBody, number>
}

export interface IngressTable {
  header: TableHeader
  bodies: Map<TableBody, { jd: Float64Array; code: Uint8Array }>
}

/** The span of chunk `k` within the coverage [firstJdTt, lastJdTt] (empty when from ≥ to). */
export function chunkSpan(k: number, firstJdTt: number, lastJdTt: number): { from: number; to: number } {
  return {
    from: Math.max(firstJdTt, EPOCH_JD_TT + k * CHUNK_DAYS),
    to: Math.min(lastJdTt, EPOCH_JD_TT + (k + 1) * CHUNK_DAYS),
  }
}

export function chunkOf(jdTt: number): number {
  return Math.floor((jdTt - EPOCH_JD_TT) / CHUNK_DAYS)
}

export function encodeTable(header: Omit<TableHeader, 'counts'>, bodies: Map<TableBody, Ingress[]>): Buffer {
  const counts = Object.fromEntries(TABLE_BODIES.map((b) => [b, bodies.get(b)?.length ?? 0])) as Record<
    TableBody,
    number
  >
  const parts: Buffer[] = [Buffer.from(JSON.stringify({ ...header, counts }) + '\n', 'utf8')]
  for (const b of TABLE_BODIES) {
    const list = bodies.get(b) ?? []
    const jd = new Float64Array(list.map((i) => i.jdTt))
    const code = new Uint8Array(list.map((i) => i.signIndex + (i.retrograde ? 128 : 0)))
    const jdBytes = Buffer.alloc(jd.length * 8)
    jd.forEach((v, n) => jdBytes.writeDoubleLE(v, n * 8))
    parts.push(jdBytes, Buffer.from(code))
  }
  return Buffer.concat(parts)
}

export function decodeTable(buf: Buffer): IngressTable {
  const nl = buf.indexOf(10)
  if (nl < 0) throw new Error('not an ingress table')
  const header = JSON.parse(buf.subarray(0, nl).toString('utf8')) as TableHeader
  if (header.format !== 1) throw new Error(`ingress table format ${String(header.format)} is not known`)
  const size = TABLE_BODIES.reduce((t, b) => t + 9 * (header.counts[b] ?? 0), nl + 1)
  if (size !== buf.length) throw new Error('the ingress table is cut short or has more than its header says')
  const bodies = new Map<TableBody, { jd: Float64Array; code: Uint8Array }>()
  let at = nl + 1
  for (const b of TABLE_BODIES) {
    const n = header.counts[b]
    const jd = new Float64Array(n)
    for (let i = 0; i < n; i++) jd[i] = buf.readDoubleLE(at + i * 8)
    at += n * 8
    const code = new Uint8Array(buf.subarray(at, at + n))
    at += n
    bodies.set(b, { jd, code })
  }
  return { header, bodies }
}

let loaded: IngressTable | null | undefined

/** The committed table, read once per thread (null when absent or unreadable). */
function committedTable(): IngressTable | null {
  if (loaded === undefined) {
    try {
      loaded = decodeTable(readFileSync(INGRESS_TABLE_FILE))
    } catch {
      loaded = null
    }
  }
  return loaded
}

/** The table for `eph`, if it was made from the same ephemeris over the same coverage. */
export function tableFor(
  eph: Ephemeris,
  firstJdTt: number,
  lastJdTt: number,
  table: IngressTable | null = committedTable(),
): IngressTable | null {
  if (!table) return null
  const h = table.header
  const ok =
    h.ephemeris === eph.source.description &&
    h.ayanamsa === 'lahiri' &&
    h.firstJdTt === firstJdTt &&
    h.lastJdTt === lastJdTt &&
    h.chunkDays === CHUNK_DAYS &&
    h.epochJdTt === EPOCH_JD_TT
  return ok ? table : null
}

/** The table's ingresses of `body` with from < jdTt ≤ to, as `planet` (Rahu for the nodes). */
export function tableIngresses(
  table: IngressTable,
  body: TableBody,
  planet: Graha,
  from: number,
  to: number,
): Ingress[] {
  const { jd, code } = table.bodies.get(body)!
  // The first instant after `from`.
  let lo = 0
  let hi = jd.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (jd[mid]! <= from) lo = mid + 1
    else hi = mid
  }
  const out: Ingress[] = []
  for (let i = lo; i < jd.length && jd[i]! <= to; i++)
    out.push({ planet, signIndex: code[i]! & 127, jdTt: jd[i]!, retrograde: code[i]! >= 128 })
  return out
}
