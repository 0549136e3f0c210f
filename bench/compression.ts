/**
 * What compressing an answer costs (issue 33): a real /v1/chart answer (the documented example request,
 * its envelope included), compressed ROUNDS times by each candidate in process, one after another on this
 * thread, as @fastify/compress's synchronous path does (its stream path runs the same zlib code on the
 * libuv thread pool). Reports the median µs per answer and the bytes sent, beside the daśā depths' own
 * sizes. `npx tsx bench/compression.ts`; prints a Markdown table.
 */
import { performance } from 'node:perf_hooks'
import { brotliCompressSync, constants, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_CORPUS_DIR, DEFAULT_EPHEMERIS_DIR } from '../src/config.js'
import { envelopeJson } from '../src/http/envelope.js'
import { setupTasks, type TaskOutput } from '../src/operations/tasks.js'
import { chartExample, type ChartRequest } from '../src/schemas/chart.js'
import { BROTLI_QUALITY, GZIP_LEVEL } from '../src/http/compression.js'

const ROUNDS = 200

const ephemeris = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
const tasks = setupTasks({
  ephemeris: ephemeris.options,
  computationKey: Buffer.alloc(32, 7),
  corpusDir: DEFAULT_CORPUS_DIR,
})

/** The whole answer to `body` as the API sends it (envelope and content). */
function chartAnswer(body: ChartRequest): Buffer {
  const out = tasks.chart!({ body, nowMs: Date.parse('2026-11-22T12:00:00Z') }) as TaskOutput
  if (!('json' in out)) throw new Error(`the chart failed: ${out.message}`)
  const usage = { units_charged: 1, remaining_credits: 14_999 }
  // A copy: the answer's own buffer is written in place and would be shared by the calls below.
  return Buffer.from(
    envelopeJson('req_bench', '2026-11-22T12:00:00.000Z', usage, 'core_chart', false, out.json, false, 'en'),
  )
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

interface Candidate {
  name: string
  compress(b: Buffer): Buffer
  decompress(b: Buffer): Buffer
}

const gzip = (level: number): Candidate => ({
  name: `gzip level ${level}`,
  compress: (b) => gzipSync(b, { level }),
  decompress: gunzipSync,
})
const brotli = (quality: number): Candidate => ({
  name: `br quality ${quality}`,
  compress: (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  decompress: brotliDecompressSync,
})

const candidates = [gzip(1), gzip(GZIP_LEVEL), gzip(6), brotli(BROTLI_QUALITY), brotli(5), brotli(11)]
const seen = new Set<string>()

const answer = chartAnswer(chartExample)
const rows: string[] = []
for (const c of candidates) {
  if (seen.has(c.name)) continue
  seen.add(c.name)
  let out = c.compress(answer) // warm up, and checked
  if (!c.decompress(out).equals(answer)) throw new Error(`${c.name} did not round-trip`)
  const us: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now()
    out = c.compress(answer)
    us.push((performance.now() - t0) * 1000)
  }
  const chosen = c.name === `gzip level ${GZIP_LEVEL}` || c.name === `br quality ${BROTLI_QUALITY}`
  rows.push(
    `| ${c.name}${chosen ? ' (chosen)' : ''} | ${Math.round(median(us))} | ${out.length} | ` +
      `${((100 * out.length) / answer.length).toFixed(1)} % |`,
  )
}

console.log(`/v1/chart answer to the example request: ${answer.length} bytes; ${ROUNDS} rounds each\n`)
console.log('| encoding | median µs per answer | bytes sent | of identity |')
console.log('| --- | ---: | ---: | ---: |')
console.log(`| identity | 0 | ${answer.length} | 100.0 % |`)
for (const r of rows) console.log(r)

// The same chart to each daśā depth (request `dashaDepth`), identity and gzip.
console.log('\n| dashaDepth | identity bytes | gzip bytes |')
console.log('| ---: | ---: | ---: |')
for (const dashaDepth of [1, 2, 3] as const) {
  const a = chartAnswer({ ...chartExample, dashaDepth })
  console.log(`| ${dashaDepth} | ${a.length} | ${gzipSync(a, { level: GZIP_LEVEL }).length} |`)
}
