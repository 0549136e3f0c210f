/**
 * Ingresses remembered in year-long chunks, per ephemeris. When a graha enters a sign depends on time
 * alone, not on anyone's birth, so transit requests whose spans overlap (most ask about the years just
 * ahead) share the work: a chunk is searched once per process (per worker thread) and kept.
 *
 * Bounded: past MAX_CHUNKS chunks the store is emptied and refilled. The nine grahas (mean node) over the
 * whole 1800–2150 coverage are about 3,200 chunks, 73,679 ingresses: filled in 1.6 s, 7.7 MB of heap with
 * a list of them all (measured once, node --expose-gc, on this project's machine).
 */
import { COVERAGE_END_MS, COVERAGE_START_MS, type Ephemeris } from '../../astro/index.js'
import type { NodeType } from '../chart.js'
import { GRAHAS, type Graha } from '../grahas.js'
import { bodyOf, planetIngresses, type Ingress } from './ingress.js'
import {
  CHUNK_DAYS,
  chunkOf,
  chunkSpan,
  EPOCH_JD_TT,
  TABLE_BODIES,
  tableFor,
  tableIngresses,
  type IngressTable,
  type TableBody,
} from './ingress-table.js'

const MAX_CHUNKS = 4096
const DAYS_PER_YEAR = 365.25

interface Store {
  chunks: Map<string, readonly Ingress[]>
  firstJdTt: number
  lastJdTt: number
  /** The committed ingress table, when it was made from this ephemeris (ingress-table.ts). */
  table: IngressTable | null
}
const stores = new WeakMap<Ephemeris, Store>()

function newStore(eph: Ephemeris, withTable: boolean): Store {
  const firstJdTt = eph.instant(COVERAGE_START_MS).jdTt
  const lastJdTt = eph.instant(COVERAGE_END_MS - 1).jdTt
  return {
    chunks: new Map(),
    firstJdTt,
    lastJdTt,
    table: withTable ? tableFor(eph, firstJdTt, lastJdTt) : null,
  }
}

function storeOf(eph: Ephemeris): Store {
  let s = stores.get(eph)
  if (!s) {
    s = newStore(eph, true)
    stores.set(eph, s)
  }
  return s
}

/** Whether the ingresses of `eph` come from the committed table (else they are searched). */
export function usesIngressTable(eph: Ephemeris): boolean {
  return storeOf(eph).table !== null
}

/**
 * planetIngresses through the chunk store: the same ingresses (each chunk is searched on its own, so an
 * instant can differ from a search over the whole span by a fraction of a second), `calls` counting
 * only the ephemeris evaluations this call made.
 */
export function cachedPlanetIngresses(
  eph: Ephemeris,
  planet: Graha,
  startJdTt: number,
  endJdTt: number,
  nodeType: NodeType,
): { ingresses: Ingress[]; calls: number } {
  if (planet === 'Ketu') {
    const r = cachedPlanetIngresses(eph, 'Rahu', startJdTt, endJdTt, nodeType)
    return {
      ingresses: r.ingresses.map((i) => ({ ...i, planet: 'Ketu', signIndex: (i.signIndex + 6) % 12 })),
      calls: r.calls,
    }
  }
  const store = storeOf(eph)
  const body = bodyOf(planet, nodeType)
  const out: Ingress[] = []
  let calls = 0
  const first = chunkOf(startJdTt)
  const last = chunkOf(endJdTt)
  const inTable = store.table && (TABLE_BODIES as readonly string[]).includes(body) ? store.table : null
  for (let k = first; k <= last; k++) {
    const key = `${body}:${k}`
    let chunk = store.chunks.get(key)
    if (!chunk) {
      const { from, to } = chunkSpan(k, store.firstJdTt, store.lastJdTt)
      if (from >= to) chunk = []
      else if (inTable) chunk = tableIngresses(inTable, body as TableBody, planet, from, to)
      else {
        const r = planetIngresses(eph, planet, from, to, nodeType)
        calls += r.calls
        chunk = r.ingresses
      }
      if (store.chunks.size >= MAX_CHUNKS) store.chunks.clear()
      store.chunks.set(key, chunk)
    }
    for (const i of chunk) if (i.jdTt > startJdTt && i.jdTt <= endJdTt) out.push(i)
  }
  return { ingresses: out, calls }
}

/** The span a worker fills ahead of requests (see `ingressWarmup`): from a year before now to eleven
 *  after, which holds a ten-year span from any date this year; Saturn further, as Sade Sati needs. */
const WARMUP_BACK_YEARS = 1
const WARMUP_AHEAD_YEARS = 11
const WARMUP_SATURN_BACK_YEARS = 10
const WARMUP_SATURN_AHEAD_YEARS = 42

/**
 * Fills the store for the years around `nowMs` one chunk at a time, yielding after each (a chunk is at
 * most a few milliseconds: the Moon's year), so a worker can run it between tasks: most transit requests
 * ask about the years just ahead, and then find them remembered even as the worker's first request.
 * Yields the ephemeris evaluations each chunk made.
 */
export function* ingressWarmup(eph: Ephemeris, nowMs: number, nodeType: NodeType): Generator<number> {
  // With the table every year is as good as remembered.
  if (usesIngressTable(eph)) return
  const year = DAYS_PER_YEAR
  const now = eph.instant(Math.min(Math.max(nowMs, COVERAGE_START_MS), COVERAGE_END_MS - 1)).jdTt
  for (const planet of GRAHAS) {
    if (planet === 'Ketu') continue
    const saturn = planet === 'Saturn'
    const from = now - (saturn ? WARMUP_SATURN_BACK_YEARS : WARMUP_BACK_YEARS) * year
    const to = now + (saturn ? WARMUP_SATURN_AHEAD_YEARS : WARMUP_AHEAD_YEARS) * year
    const first = chunkOf(from)
    const last = chunkOf(to)
    for (let k = first; k <= last; k++) {
      // A day inside chunk k is asked for, which searches the chunk whole.
      const inside = EPOCH_JD_TT + (k + 0.5) * CHUNK_DAYS
      yield cachedPlanetIngresses(eph, planet, inside, inside + 1, nodeType).calls
    }
  }
}

/**
 * Forget every remembered ingress of `eph` (the benchmark's cold runs, tests of the search). From then on
 * they are searched, unless `keepTable`: then they are read from the committed table when it applies.
 */
export function forgetIngresses(eph: Ephemeris, options: { keepTable?: boolean } = {}): void {
  if (options.keepTable) stores.delete(eph)
  else stores.set(eph, newStore(eph, false))
}
