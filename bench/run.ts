/**
 * `npm run bench`: in-process costs of the ephemeris and HTTP throughput of the built server, written
 * to bench/results.md. Medians over repeated rounds; HTTP with autocannon at 16 connections against a
 * separate server process (bench/server.ts: without keys, then with a live key on SQLite and on
 * PostgreSQL when BENCH_DATABASE_URL names a fresh database), /healthz measured in the same run.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import sweph from 'sweph'
import {
  anglesAt,
  BODIES,
  openEphemeris,
  positionsAt,
  seriesOf,
  sunriseOn,
  type Ephemeris,
} from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR, PACKAGE_ROOT } from '../src/config.js'
import { chartExample } from '../src/http/schemas/chart.js'
import { computeChart } from '../src/jyotisha/full-chart.js'

const ROUNDS = 15
/** The series rounds alternate with rounds of its floor; more of them, as each is long. */
const SERIES_ROUNDS = 25

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const n = s.length
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2
}

/** Median over rounds of the mean microseconds per call of `fn` within a round of `calls` calls. */
function microsPerCall(calls: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(calls, 200); i++) fn(i) // warm up
  const rounds: number[] = []
  let k = 0
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < calls; i++) fn(k++)
    rounds.push(Number(process.hrtime.bigint() - t0) / 1000 / calls)
  }
  return median(rounds)
}

function inProcess(eph: Ephemeris) {
  const start = Date.UTC(1990, 0, 1)
  const at = (i: number) => eph.instant(start + i * 3_599_917)
  const sid = { bodies: BODIES, zodiac: 'sidereal' as const, ayanamsa: 'lahiri' as const, equatorial: false }
  const body = microsPerCall(2000, (i) => positionsAt(eph, at(i), sid)) / BODIES.length
  const bodyEquatorial =
    microsPerCall(1000, (i) => positionsAt(eph, at(i), { ...sid, equatorial: true })) / BODIES.length
  const place = { latDeg: 28.6139, lonDeg: 77.209 }
  const angles = microsPerCall(2000, (i) =>
    anglesAt(eph, at(i), place, { houseSystem: 'placidus', zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  )
  const sunrise = microsPerCall(300, (i) => {
    const d = new Date(start + i * 86_400_000)
    sunriseOn(
      eph,
      { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
      'Asia/Kolkata',
      place,
      'standard',
    )
  })
  // The series and, in alternate rounds so that both meet the same machine, the floor under it: Swiss
  // Ephemeris alone for the same 12,000 sidereal positions with speeds (the library's own calls, nothing
  // of ours), so that a slow spell of this shared VM can be told apart from overhead of ours.
  const flags = sweph.constants.SEFLG_SWIEPH | sweph.constants.SEFLG_SPEED | sweph.constants.SEFLG_SIDEREAL
  const ids = Array.from({ length: BODIES.length }, (_, k) => k) // SE_SUN 0 … SE_TRUE_NODE 11
  const series = (i: number) =>
    seriesOf(eph, start + i * 86_400_000, start + i * 86_400_000 + 999 * 3_600_000, 60, sid)
  const floor = (i: number) => {
    for (let p = 0; p < 1000; p++) {
      const jdTt = eph.instant(start + i * 86_400_000 + p * 3_600_000).jdTt
      for (const id of ids) sweph.calc(jdTt, id, flags)
    }
  }
  const timed = (fn: () => unknown) => {
    const t0 = process.hrtime.bigint()
    fn()
    return Number(process.hrtime.bigint() - t0) / 1e6
  }
  series(0)
  floor(0)
  const seriesRounds: number[] = []
  const floorRounds: number[] = []
  for (let r = 1; r <= SERIES_ROUNDS; r++) {
    seriesRounds.push(timed(() => series(r)))
    floorRounds.push(timed(() => floor(r)))
  }
  const seriesMs = median(seriesRounds)
  const seriesFloorMs = median(floorRounds)
  const seriesOverFloor = median(seriesRounds.map((x, k) => x / floorRounds[k]!))
  // A full chart: every block (729 dasha periods, 16 vargas, yogas, Western block, relocation and
  // astrocartography), a different birth minute each call.
  const chartMs =
    microsPerCall(200, (i) => {
      const d = new Date(Date.UTC(1990, 0, 1) + i * 7_919_000)
      computeChart(
        eph,
        {
          birth: {
            date: d.toISOString().slice(0, 10),
            time: d.toISOString().slice(11, 19),
            timezone: 'Asia/Kolkata',
            latitude: 19.076,
            longitude: 72.8777,
          },
          settings: { nodeType: 'mean', dashaYear: 'sidereal' },
          includeDasha: true,
          western: true,
          location: { latitude: 51.5074, longitude: -0.1278, orbDegrees: 15 },
        },
        Date.UTC(2026, 10, 22),
      )
    }) / 1000
  return { body, bodyEquatorial, angles, sunrise, seriesMs, seriesFloorMs, seriesOverFloor, chartMs }
}

interface HttpFigures {
  rps: number
  p50: number
  p99: number
}

async function cannon(opts: autocannon.Options): Promise<HttpFigures> {
  await autocannon({ ...opts, duration: 3 }) // warm up
  const r = await autocannon(opts)
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

/** Start bench/server.ts in `mode` in its own process; resolves with its base URL and live key. */
async function benchServer(mode: string, env: Record<string, string> = {}) {
  const port = 18_000 + Math.floor(Math.random() * 1000)
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(PACKAGE_ROOT, 'bench', 'server.ts'), mode, String(port)],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const secret = await new Promise<string>((done, fail) => {
    let err = ''
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString()
      const m = /READY (\S+)/.exec(err)
      if (m) done(m[1]!)
    })
    child.on('exit', (code) => fail(new Error(`bench server ${mode} exited ${code}: ${err}`)))
  })
  return { base: `http://127.0.0.1:${port}`, secret, stop: () => child.kill('SIGTERM') }
}

const POSITIONS_BODY = JSON.stringify({ datetime: '2024-03-20T10:30:00+05:30' })
const CHART_BODY = JSON.stringify({ ...chartExample, location: { ...chartExample.location, orbDegrees: 15 } })

const HTTP_ROUNDS = 5

function medianFigures(runs: HttpFigures[]): HttpFigures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  }
}

/** The servers measured side by side: each mode in turn, HTTP_ROUNDS times, medians reported (this
 *  machine is a shared VM: one run alone can be 20% off). */
async function http(pgUrl: string | undefined) {
  const modes: [string, Record<string, string>][] = [
    ['open', {}],
    ['sqlite', {}],
    ...(pgUrl ? ([['postgres', { BENCH_DATABASE_URL: pgUrl }]] as [string, Record<string, string>][]) : []),
  ]
  const servers = new Map<string, Awaited<ReturnType<typeof benchServer>>>()
  for (const [mode, env] of modes) servers.set(mode, await benchServer(mode, env))
  const common = { connections: 16, duration: 10 }
  const runs = new Map<string, HttpFigures[]>(modes.map(([m]) => [m, []]))
  const health: HttpFigures[] = []
  const chartRuns = new Map<string, HttpFigures[]>([
    ['open', []],
    ['sqlite', []],
  ])
  try {
    for (let round = 0; round < HTTP_ROUNDS; round++) {
      health.push(await cannon({ ...common, url: `${servers.get('open')!.base}/healthz` }))
      for (const [mode] of modes) {
        const server = servers.get(mode)!
        runs.get(mode)!.push(
          await cannon({
            ...common,
            url: `${server.base}/v1/ephemeris/positions`,
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${server.secret}` },
            body: POSITIONS_BODY,
          }),
        )
      }
      for (const mode of ['open', 'sqlite']) {
        const server = servers.get(mode)!
        chartRuns.get(mode)!.push(
          await cannon({
            ...common,
            url: `${server.base}/v1/chart`,
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${server.secret}` },
            body: CHART_BODY,
          }),
        )
      }
    }
    // One 1000-point, 12-body series at a time (3.2 MB of JSON each): median of 9 sequential calls.
    const body = JSON.stringify({
      start: '2024-01-01T00:00:00Z',
      end: '2024-02-11T15:00:00Z',
      stepMinutes: 60,
    })
    const times: number[] = []
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now()
      const res = await fetch(`${servers.get('open')!.base}/v1/ephemeris/series`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      if (res.status !== 200) throw new Error(`series: ${res.status}`)
      await res.arrayBuffer()
      if (i > 0) times.push(performance.now() - t0)
    }
    const figures = (mode: string) => (runs.get(mode)?.length ? medianFigures(runs.get(mode)!) : undefined)
    // Each round measures the modes one after the other: the ratio within a round is the steadiest figure.
    const ratio = (mode: string) => {
      const r = runs.get(mode)
      return r?.length ? median(r.map((x, i) => x.rps / runs.get('open')![i]!.rps)) : undefined
    }
    return {
      health: medianFigures(health),
      open: figures('open')!,
      sqlite: figures('sqlite')!,
      postgres: figures('postgres'),
      sqliteRatio: ratio('sqlite')!,
      postgresRatio: ratio('postgres'),
      seriesMs: median(times),
      chartOpen: medianFigures(chartRuns.get('open')!),
      chartSqlite: medianFigures(chartRuns.get('sqlite')!),
      runs,
    }
  } finally {
    for (const s of servers.values()) s.stop()
  }
}

const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
console.log('in-process …')
const ip = inProcess(eph)
console.log(ip)
console.log('HTTP (autocannon, 16 connections, 10 s after 3 s warm-up) …')
const pgUrl = process.env.BENCH_DATABASE_URL
if (!pgUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to a fresh PostgreSQL database')
const measured = await http(pgUrl)
for (const [mode, r] of measured.runs) console.log(mode, r.map((x) => Math.round(x.rps)).join(' '))
const { sqlite, postgres } = measured
const h = { health: measured.health, positions: measured.open, seriesMs: measured.seriesMs }

const ok = (pass: boolean) => (pass ? 'yes' : '**no**')
const f = (x: number, d = 1) => x.toFixed(d)
const cpu = cpus()[0]?.model ?? 'unknown CPU'
const md = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: Node ${process.version},
${cpus().length} × ${cpu}. In-process figures are medians over ${ROUNDS} rounds; HTTP figures are medians of ${HTTP_ROUNDS}
autocannon runs each, the modes taking turns (16 connections, 10 s, after a 3 s warm-up), against bench/server.ts in its own
process (the app of \`graha serve\`, info logging to stdout), autocannon sharing the same two cores.

## Ephemeris, in process

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| one body position (12-body sidereal call ÷ 12) | ${f(ip.body, 2)} µs | ≤ 20 µs | ${ok(ip.body <= 20)} |
| one body position with equatorial coordinates | ${f(ip.bodyEquatorial, 2)} µs | | |
| angles call (Placidus, sidereal) | ${f(ip.angles, 1)} µs | | |
| sunrise call (sunrise, sunset, next sunrise) | ${f(ip.sunrise, 1)} µs | | |
| 1000-point 12-body series | ${f(ip.seriesMs, 1)} ms | ≤ 150 ms | ${ok(ip.seriesMs <= 150)} |
| the same 12,000 positions, Swiss Ephemeris calls alone (the floor) | ${f(ip.seriesFloorMs, 1)} ms | | |
| full chart (729 dasha periods, 16 vargas, yogas, Western block, relocation, astrocartography) | ${f(ip.chartMs, 2)} ms | ≤ 3 ms | ${ok(ip.chartMs <= 3)} |

The series costs ${f(ip.seriesOverFloor, 2)} × the Swiss Ephemeris calls it is made of (median of the ratios within each of
${SERIES_ROUNDS} pairs of rounds): the rest is ours
(ΔT and the instant, the ayanamsa echoed per point, signs, nakshatras, objects).

## HTTP

| endpoint | requests/s | p50 | p99 | target | met |
| --- | ---: | ---: | ---: | ---: | :---: |
| \`GET /healthz\` | ${f(h.health.rps, 0)} | ${h.health.p50} ms | ${h.health.p99} ms | | |
| \`POST /v1/ephemeris/positions\` (12 bodies), no key | ${f(h.positions.rps, 0)} | ${h.positions.p50} ms | ${h.positions.p99} ms | ≥ 2,500/s | ${ok(h.positions.rps >= 2500)} |
| the same with a live key, SQLite | ${f(sqlite.rps, 0)} | ${sqlite.p50} ms | ${sqlite.p99} ms | ≥ 80% of no key | ${ok(measured.sqliteRatio >= 0.8)} |
${postgres ? `| the same with a live key, PostgreSQL | ${f(postgres.rps, 0)} | ${postgres.p50} ms | ${postgres.p99} ms | | |` : '| the same with a live key, PostgreSQL | not measured: BENCH_DATABASE_URL unset | | | | |'}
| \`POST /v1/chart\` (all blocks), no key | ${f(measured.chartOpen.rps, 0)} | ${measured.chartOpen.p50} ms | ${measured.chartOpen.p99} ms | | |
| \`POST /v1/chart\` (all blocks), live key, SQLite | ${f(measured.chartSqlite.rps, 0)} | ${measured.chartSqlite.p50} ms | ${measured.chartSqlite.p99} ms | | |

With a live key (authentication, rate and concurrency limits, the charge and its ledger row, per call):
${f(measured.sqliteRatio, 2)} of the keyless throughput on SQLite${postgres ? `, ${f(measured.postgresRatio!, 2)} on PostgreSQL` : ''} (median of the
ratios within each round).
positions / healthz throughput: ${f(h.positions.rps / h.health.rps, 2)}. A 1000-point 12-body series over HTTP
(3.2 MB of JSON, one call at a time): ${f(h.seriesMs, 0)} ms median.
`
writeFileSync(resolve(PACKAGE_ROOT, 'bench', 'results.md'), md)
console.log(md)
