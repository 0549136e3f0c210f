/**
 * Writes data/ingress-table.bin (src/jyotisha/transits/ingress-table.ts): every ingress of the nine
 * grahas over the whole coverage, searched chunk by chunk with the committed ephemeris exactly as a
 * transit request would search them. Run after anything that moves a position (the ephemeris files,
 * sweph, the ingress search): test/unit/ingress-table.test.ts fails while the table is stale.
 *
 *   npm run ingress-table
 */
import { writeFileSync } from 'node:fs'
import { COVERAGE_END_MS, COVERAGE_START_MS, openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../src/config.js'
import { planetIngresses, type Ingress } from '../src/jyotisha/transits/ingress.js'
import {
  CHUNK_DAYS,
  chunkOf,
  chunkSpan,
  encodeTable,
  EPOCH_JD_TT,
  INGRESS_TABLE_FILE,
  TABLE_BODIES,
  type TableBody,
} from '../src/jyotisha/transits/ingress-table.js'
import type { Graha } from '../src/jyotisha/grahas.js'

const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
const firstJdTt = eph.instant(COVERAGE_START_MS).jdTt
const lastJdTt = eph.instant(COVERAGE_END_MS - 1).jdTt
const started = performance.now()
const bodies = new Map<TableBody, Ingress[]>()
let calls = 0
for (const body of TABLE_BODIES) {
  const planet: Graha = body === 'MeanNode' || body === 'TrueNode' ? 'Rahu' : body
  const nodeType = body === 'TrueNode' ? 'true' : 'mean'
  const list: Ingress[] = []
  for (let k = chunkOf(firstJdTt); k <= chunkOf(lastJdTt); k++) {
    const { from, to } = chunkSpan(k, firstJdTt, lastJdTt)
    if (from >= to) continue
    const r = planetIngresses(eph, planet, from, to, nodeType)
    calls += r.calls
    list.push(...r.ingresses)
  }
  bodies.set(body, list)
  console.log(`${body}: ${list.length} ingresses`)
}
const table = encodeTable(
  {
    format: 1,
    ephemeris: eph.source.description,
    ayanamsa: 'lahiri',
    firstJdTt,
    lastJdTt,
    chunkDays: CHUNK_DAYS,
    epochJdTt: EPOCH_JD_TT,
  },
  bodies,
)
writeFileSync(INGRESS_TABLE_FILE, table)
console.log(
  `${INGRESS_TABLE_FILE}: ${table.length} bytes, ${calls} ephemeris evaluations, ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
