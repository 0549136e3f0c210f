/**
 * `npm run bench`: in-process costs of the ephemeris and HTTP throughput of the server, written to
 * bench/results.md. Medians over repeated rounds; HTTP with autocannon at 16 connections against
 * separate server processes (bench/server.ts: without keys, with a live key on SQLite with the worker
 * pool and with WORKERS=0, and on PostgreSQL when BENCH_DATABASE_URL names a fresh database), beside
 * the two floors under `positions` (bench/bare.ts, bench/fastify-floor.ts); /healthz measured in the
 * same run, alone and while charts load the server. With PostgreSQL and Redis (BENCH_REDIS_URL, else the
 * local one), also `graha serve --processes 1` and `--processes 2` as shipped; charts asked compressed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { readyOf } from './ready.js'
import sweph from 'sweph'
import type { Ephemeris } from '../src/astro/index.js'
import type * as T_accounts_index from '../src/accounts/index.js'
import type * as T_store_index from '../src/store/index.js'
import type * as T_store_sqlite from '../src/store/sqlite.js'
import type * as T_astro_index from '../src/astro/index.js'
import type * as T_compute_index from '../src/compute/index.js'
import type * as T_config from '../src/config.js'
import type * as T_schemas_chart from '../src/schemas/chart.js'
import type * as T_schemas_guidance from '../src/schemas/guidance.js'
import type * as T_schemas_interpret from '../src/schemas/interpret.js'
import type * as T_jyotisha_full_chart from '../src/jyotisha/full-chart.js'
import type * as T_jyotisha_transits from '../src/jyotisha/transits/index.js'
import type * as T_corpus_from_chart from '../src/corpus/from-chart.js'
import type * as T_corpus_load from '../src/corpus/load.js'
import type * as T_corpus_vocabulary from '../src/corpus/vocabulary.js'
import type * as T_readings_guidance from '../src/readings/guidance.js'
import type * as T_readings_interpret from '../src/readings/interpret.js'
import type * as T_readings_compatibility from '../src/readings/compatibility/index.js'
import type * as T_schemas_compatibility from '../src/schemas/compatibility.js'
import type * as T_jyotisha_panchanga from '../src/jyotisha/panchanga/index.js'
import type * as T_readings_muhurta_scan from '../src/readings/muhurta/scan.js'
import type * as T_readings_muhurta_catalogue from '../src/readings/muhurta/catalogue.js'
import type * as T_schemas_panchanga from '../src/schemas/panchanga.js'
import type * as T_schemas_muhurta from '../src/schemas/muhurta.js'
import type * as T_jyotisha_chart from '../src/jyotisha/chart.js'
import type * as T_http_app from '../src/http/app.js'
import type * as T_schemas_narrated from '../src/schemas/narrated.js'
import type * as T_narration_narrator from '../src/narration/narrator.js'
import type * as T_limits_memory from '../src/limits/memory.js'
import type * as T_http_compression from '../src/http/compression.js'
import type * as T_images_chart_image from '../src/images/chart-image.js'
import type * as T_operations_kp from '../src/operations/kp.js'
import type * as T_operations_compatibility_batch from '../src/operations/compatibility-batch.js'
import type * as T_operations_report from '../src/operations/report.js'

// What is measured is the compiled code (dist/, what `graha serve` runs), here and in the servers
// (bench/server.ts): tsx, which runs this file, wraps every function it compiles to keep its name,
// ~10% more CPU on the request path than the shipped code. Built first, so that it is current.
const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
if (built.status !== 0) throw new Error('npm run build failed')
const from = '../dist'
const { anglesAt, BODIES, openEphemeris, positionsAt, seriesOf, sunriseOn } = (await import(
  `${from}/astro/index.js`
)) as typeof T_astro_index
const { DEFAULT_CORPUS_DIR, DEFAULT_EPHEMERIS_DIR, PACKAGE_ROOT } = (await import(
  `${from}/config.js`
)) as typeof T_config
const { chartReading } = (await import(`${from}/corpus/from-chart.js`)) as typeof T_corpus_from_chart
const { loadCorpus } = (await import(`${from}/corpus/load.js`)) as typeof T_corpus_load
const { DOMAINS } = (await import(`${from}/corpus/vocabulary.js`)) as typeof T_corpus_vocabulary
const { guidance } = (await import(`${from}/readings/guidance.js`)) as typeof T_readings_guidance
const { interpret } = (await import(`${from}/readings/interpret.js`)) as typeof T_readings_interpret
const { compatibility } = (await import(
  `${from}/readings/compatibility/index.js`
)) as typeof T_readings_compatibility
const { compatibilityExample } = (await import(
  `${from}/schemas/compatibility.js`
)) as typeof T_schemas_compatibility
const { Accounts } = (await import(`${from}/accounts/index.js`)) as typeof T_accounts_index
const { openStore } = (await import(`${from}/store/index.js`)) as typeof T_store_index
const { defaultSqliteDriver, usableSqliteDrivers } = (await import(
  `${from}/store/sqlite.js`
)) as typeof T_store_sqlite
/** The SQLite driver of this Node, and the other one where it can run here too (compared side by side). */
const SQLITE_DRIVER = defaultSqliteDriver()
const OTHER_DRIVER = usableSqliteDrivers().find((d) => d !== SQLITE_DRIVER)
const { WorkerPool } = (await import(`${from}/compute/index.js`)) as typeof T_compute_index
const { chartExample } = (await import(`${from}/schemas/chart.js`)) as typeof T_schemas_chart
const { guidanceExample } = (await import(`${from}/schemas/guidance.js`)) as typeof T_schemas_guidance
const { interpretExample } = (await import(`${from}/schemas/interpret.js`)) as typeof T_schemas_interpret
const { computeChart } = (await import(`${from}/jyotisha/full-chart.js`)) as typeof T_jyotisha_full_chart
const { panchangaDay } = (await import(`${from}/jyotisha/panchanga/index.js`)) as typeof T_jyotisha_panchanga
const { scanMuhurta, natalOf } = (await import(
  `${from}/readings/muhurta/scan.js`
)) as typeof T_readings_muhurta_scan
const { eventById } = (await import(
  `${from}/readings/muhurta/catalogue.js`
)) as typeof T_readings_muhurta_catalogue
const { panchangaExample } = (await import(`${from}/schemas/panchanga.js`)) as typeof T_schemas_panchanga
const { muhurtaExample } = (await import(`${from}/schemas/muhurta.js`)) as typeof T_schemas_muhurta
const { computeCoreChart, DEFAULT_SETTINGS } = (await import(
  `${from}/jyotisha/chart.js`
)) as typeof T_jyotisha_chart
const { computeTransits, forgetIngresses, ingressWarmup } = (await import(
  `${from}/jyotisha/transits/index.js`
)) as typeof T_jyotisha_transits

const { buildApp } = (await import(`${from}/http/app.js`)) as typeof T_http_app
const { forecastExample, timingExample } = (await import(
  `${from}/schemas/narrated.js`
)) as typeof T_schemas_narrated
const { modelNarrator } = (await import(`${from}/narration/narrator.js`)) as typeof T_narration_narrator
const { MemoryLimiter } = (await import(`${from}/limits/memory.js`)) as typeof T_limits_memory
const { BROTLI_QUALITY, GZIP_LEVEL } = (await import(
  `${from}/http/compression.js`
)) as typeof T_http_compression

const { drawChart } = (await import(`${from}/images/chart-image.js`)) as typeof T_images_chart_image
const { kpOperation } = (await import(`${from}/operations/kp.js`)) as typeof T_operations_kp
const { compatibilityBatchOperation } = (await import(
  `${from}/operations/compatibility-batch.js`
)) as typeof T_operations_compatibility_batch
const { reportOperation } = (await import(`${from}/operations/report.js`)) as typeof T_operations_report

const ROUNDS = 15
/** The series rounds alternate with rounds of its floor; more of them, as each is long. */
const SERIES_ROUNDS = 25

/** The forty births of the readings' rounds: 1950–2000 at Mumbai, a time of day each. */
function benchBirths() {
  return Array.from({ length: 40 }, (_, i) => {
    const d = new Date(Date.UTC(1950, 0, 1) + i * 457 * 86_400_000 + i * 7 * 3_600_000)
    return {
      date: d.toISOString().slice(0, 10),
      time: d.toISOString().slice(11, 19),
      timezone: 'Asia/Kolkata',
      latitude: 19.076,
      longitude: 72.8777,
    }
  })
}

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

/**
 * Strength and time (issue 10), in process: a chart with `includeStrength` beside the same chart without
 * it (alternating rounds; the median of the differences within a pair), and ten years of transits with
 * every ingress: cold (the remembered ingresses forgotten first: each of the nine grahas searched over the
 * ten years and Saturn over forty) and warm (the same span asked again).
 */
function strengthAndTime(eph: Ephemeris) {
  const birthAt = (i: number) => {
    const d = new Date(Date.UTC(1990, 0, 1) + i * 7_919_000)
    return {
      date: d.toISOString().slice(0, 10),
      time: d.toISOString().slice(11, 19),
      timezone: 'Asia/Kolkata',
      latitude: 19.076,
      longitude: 72.8777,
    }
  }
  const settings = { nodeType: 'mean', dashaYear: 'sidereal' } as const
  const chart = (i: number, includeStrength: boolean) =>
    computeChart(
      eph,
      { birth: birthAt(i), settings, includeDasha: true, western: true, includeStrength },
      Date.UTC(2026, 10, 22),
    )
  const CHARTS = 200
  let k = 0
  const timedCharts = (includeStrength: boolean) => {
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < CHARTS; i++) chart(k++, includeStrength)
    return Number(process.hrtime.bigint() - t0) / 1e6 / CHARTS
  }
  timedCharts(false)
  timedCharts(true)
  const plain: number[] = []
  const strong: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    plain.push(timedCharts(false))
    strong.push(timedCharts(true))
  }
  const YEAR_MS = 365.25 * 86_400_000
  const tenYears = (e: Ephemeris, i: number) => {
    const date = Date.UTC(1990, 0, 1) + i * 11 * YEAR_MS
    return computeTransits(e, birthAt(i), settings, date, date + 10 * YEAR_MS)
  }
  const cold: number[] = []
  const fromTable: number[] = []
  const warm: number[] = []
  let calls = 0
  let tableCalls = 0
  for (let r = 0; r < ROUNDS; r++) {
    // Nothing in memory, the committed ingress table in use (as every worker starts).
    forgetIngresses(eph, { keepTable: true })
    const t2 = process.hrtime.bigint()
    tableCalls = tenYears(eph, r % 10).searchCalls
    fromTable.push(Number(process.hrtime.bigint() - t2) / 1e6)
    // Nothing in memory and no table (an ephemeris the table was not made from): every ingress searched.
    forgetIngresses(eph)
    const t0 = process.hrtime.bigint()
    calls = tenYears(eph, r % 10).searchCalls
    cold.push(Number(process.hrtime.bigint() - t0) / 1e6)
    const t1 = process.hrtime.bigint()
    tenYears(eph, r % 10)
    warm.push(Number(process.hrtime.bigint() - t1) / 1e6)
  }
  // A worker's warm-up (src/operations/tasks.ts): its whole CPU time, and its longest step, the most a task
  // arriving meanwhile waits for it.
  const warmupMs: number[] = []
  const warmupStepMs: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    forgetIngresses(eph)
    let total = 0
    let longest = 0
    const steps = ingressWarmup(eph, Date.UTC(2026, 10, 24), 'mean')
    for (;;) {
      const t0 = process.hrtime.bigint()
      const done = steps.next().done
      const ms = Number(process.hrtime.bigint() - t0) / 1e6
      if (done) break
      total += ms
      longest = Math.max(longest, ms)
    }
    warmupMs.push(total)
    warmupStepMs.push(longest)
  }
  return {
    warmupMs: median(warmupMs),
    warmupStepMs: median(warmupStepMs),
    chartPlainMs: median(plain),
    chartStrengthMs: median(strong),
    strengthAddsMs: median(strong.map((x, i) => x - plain[i]!)),
    transitsColdMs: median(cold),
    transitsTableMs: median(fromTable),
    transitsTableCalls: tableCalls,
    transitsWarmMs: median(warm),
    transitsColdCalls: calls,
  }
}

/**
 * The readings (issue 11), in process, each call from the birth data: the chart, its strength, yogas,
 * daśā and transits at the reference date, then the corpus over them. 40 births a round (1950–2000,
 * Mumbai, reference dates 2020–2032), the domain of interpret taking each of the 15 in turn.
 */
function readings(eph: Ephemeris) {
  const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
  const settings = { nodeType: 'mean', dashaYear: 'sidereal' } as const
  const births = benchBirths().map((birth, i) => ({
    birth,
    referenceMs: Date.UTC(2020, 0, 1) + i * 104 * 86_400_000,
  }))
  const round = (fn: (b: (typeof births)[number], i: number) => void) => {
    const t0 = process.hrtime.bigint()
    births.forEach(fn)
    return Number(process.hrtime.bigint() - t0) / 1e6 / births.length
  }
  const g = () =>
    round(({ birth, referenceMs }) => guidance(corpus, chartReading(eph, birth, settings, referenceMs)))
  let k = 0
  const x = () =>
    round(({ birth, referenceMs }) =>
      interpret(
        eph,
        corpus,
        chartReading(eph, birth, settings, referenceMs),
        birth,
        settings,
        DOMAINS[k++ % 15]!,
      ),
    )
  for (let i = 0; i < 3; i++) {
    g()
    x()
  }
  // Compatibility: each birth with the next (40 couples a round), both charts read from the birth data.
  const c = () =>
    round(({ birth, referenceMs }, i) => {
      const other = births[(i + 1) % births.length]!.birth
      compatibility(
        eph,
        corpus,
        { a: { birth, gender: 'female' }, b: { birth: other, gender: 'male' } },
        {
          a: chartReading(eph, birth, settings, referenceMs),
          b: chartReading(eph, other, settings, referenceMs),
        },
        settings,
      )
    })
  for (let i = 0; i < 3; i++) c()
  const gs: number[] = []
  const xs: number[] = []
  const cs: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    gs.push(g())
    xs.push(x())
    cs.push(c())
  }
  return {
    guidanceMs: median(gs),
    interpretMs: median(xs),
    compatibilityMs: median(cs),
    rules: corpus.rules.length,
  }
}

/**
 * What apps ship (issue 34), in process: a chart drawn (the forty births in turn; the chart computed
 * each time, as the operation does), as SVG and as PNG at 480 px in each style.
 */
function products(eph: Ephemeris) {
  const births = benchBirths()
  const base = {
    settings: DEFAULT_SETTINGS,
    sizePx: 480,
    colours: {},
    font: null,
    bodies: null,
    degrees: true,
    marks: { retrograde: true, combust: true },
  }
  const draw = (style: 'north' | 'south' | 'east' | 'western', varga: 1 | 9, format: 'svg' | 'png') =>
    microsPerCall(format === 'png' ? 20 : 100, (i) =>
      drawChart(
        eph,
        { ...base, birth: births[i % births.length]!, style, varga, format },
        Date.UTC(2026, 10, 28),
      ),
    ) / 1000
  // The operations themselves (their run: validation of the parts the schema leaves, the work, the
  // content), as a worker runs them.
  const ctx = {
    eph,
    computationKey: Buffer.alloc(32),
    corpusDir: DEFAULT_CORPUS_DIR,
    nowMs: Date.UTC(2026, 10, 28),
  }
  const timed = (fn: () => unknown, rounds: number) => {
    for (let i = 0; i < 3; i++) fn()
    const ms: number[] = []
    for (let r = 0; r < rounds; r++) {
      const t0 = process.hrtime.bigint()
      fn()
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6)
    }
    return median(ms)
  }
  const kpMs = timed(() => kpOperation.run({ birthData: births[0]! }, ctx), ROUNDS * 4)
  const kpHoraryMs = timed(
    () =>
      kpOperation.run(
        {
          horary: {
            number: 127,
            datetime: '2026-11-28T10:00:00+05:30',
            latitude: 19.076,
            longitude: 72.8777,
            timezone: 'Asia/Kolkata',
          },
        },
        ctx,
      ),
    ROUNDS * 4,
  )
  // One profile against 500 candidates: the forty births, each with its own id, a gender every other one.
  const batch = {
    profile: { ...births[7]!, gender: 'female' as const },
    candidates: Array.from({ length: 500 }, (_, i) => ({
      ...births[i % births.length]!,
      date: `${1960 + (i % 40)}${births[i % births.length]!.date.slice(4)}`,
      id: `c-${i}`,
      ...(i % 2 ? { gender: 'male' as const } : {}),
    })),
  }
  const batch500Ms = timed(() => compatibilityBatchOperation.run(batch, ctx), ROUNDS)
  const reportMs = timed(
    () => reportOperation.run({ birthData: births[3]!, referenceDate: '2026-11-24', name: 'A. Sample' }, ctx),
    ROUNDS,
  )
  return {
    kpMs,
    kpHoraryMs,
    batch500Ms,
    reportMs,
    svgNorthMs: draw('north', 1, 'svg'),
    svgEastD9Ms: draw('east', 9, 'svg'),
    svgWheelMs: draw('western', 1, 'svg'),
    pngNorthMs: draw('north', 1, 'png'),
    pngSouthMs: draw('south', 1, 'png'),
    pngEastMs: draw('east', 1, 'png'),
    pngWheelMs: draw('western', 1, 'png'),
  }
}

/**
 * The pañcāṅga and muhurta (issue 12), in process. A pañcāṅga day: 40 dates a round (2020–2031) at four
 * places (New Delhi, New York, Sydney, Oslo). A muhurta scan: 366 days (2027-01-01 … 2028-01-01) at New
 * Delhi for a birth in Mumbai, top 5 and top 50, each call from the birth data; the events taken in turn.
 */
function almanac(eph: Ephemeris) {
  const places = [
    ['Asia/Kolkata', 28.6139, 77.209],
    ['America/New_York', 40.7128, -74.006],
    ['Australia/Sydney', -33.87, 151.21],
    ['Europe/Oslo', 59.91, 10.75],
  ] as const
  const dates = Array.from({ length: 40 }, (_, i) => {
    const d = new Date(Date.UTC(2020, 0, 1) + i * 101 * 86_400_000)
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  })
  const day = () => {
    const t0 = process.hrtime.bigint()
    for (const [i, d] of dates.entries()) {
      const [zone, lat, lon] = places[i % 4]!
      panchangaDay(eph, d, zone, { latDeg: lat, lonDeg: lon }, 'standard')
    }
    return Number(process.hrtime.bigint() - t0) / 1e6 / dates.length
  }
  const ids = ['marriage', 'griha_pravesha', 'vehicle_purchase', 'travel', 'general']
  let k = 0
  const scan = (topN: number) => {
    const t0 = process.hrtime.bigint()
    const subject = muhurtaExample.subject
    const core = computeCoreChart(eph, subject, DEFAULT_SETTINGS, true, Date.UTC(2026, 10, 25))
    scanMuhurta(eph, {
      event: eventById(ids[k++ % ids.length]!)!,
      place: { latDeg: 28.6139, lonDeg: 77.209 },
      zone: 'Asia/Kolkata',
      first: { year: 2027, month: 1, day: 1 },
      last: { year: 2028, month: 1, day: 1 },
      timeOfDay: null,
      topN,
      subjectName: null,
      natal: natalOf(eph, core),
    })
    return Number(process.hrtime.bigint() - t0) / 1e6
  }
  for (let i = 0; i < 3; i++) {
    day()
    scan(5)
  }
  const days: number[] = []
  const five: number[] = []
  const fifty: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    days.push(day())
    five.push(scan(5))
    fifty.push(scan(50))
  }
  return { dayMs: median(days), scan5Ms: median(five), scan50Ms: median(fifty) }
}

/**
 * The narrated operations in process (issue 14, item 9): everything around the model, measured against a
 * chat-completions stand-in on localhost that answers at once with a reply that passes the checks. A call
 * is the whole of it, through Fastify's inject with a live key on SQLite and WORKERS=0: validation, the
 * hold, the reading and its facts, the request to the model over HTTP and its JSON, the grounding checks,
 * the answer and the capture. Beside it, the same call answered by the built-in composer, and interpret
 * (the same reading without narration), so that what narration adds can be read off.
 */
async function narrated(eph: Ephemeris) {
  const { createServer } = await import('node:http')
  const reply = JSON.stringify({
    narrative:
      'The reading for your work leans towards support. Prepare the ground, move at a measured pace, and let a ' +
      'supportive stretch carry the change rather than forcing it.',
    keyPoints: ['The outlook leans towards support.', 'Move at a measured pace.'],
    factsUsed: [1],
  })
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          created: 0,
          model: 'stand-in',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply, refusal: null },
              finish_reason: 'stop',
            },
          ],
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  const dir = mkdtempSync(join(tmpdir(), 'graha-bench-narrated-'))
  const stores = [] as Awaited<ReturnType<typeof openStore>>[]
  const open = async (narrator: boolean) => {
    const store = await openStore(`sqlite:${join(dir, `${narrator ? 'model' : 'built-in'}.sqlite`)}`)
    stores.push(store)
    const accounts = await Accounts.open(store)
    const now = Date.now()
    const { accountId } = await accounts.createAccount(
      { email: 'narrated@example.com', verified: true, acceptTerms: true },
      now,
    )
    const { secret } = await accounts.createKey({ accountId, kind: 'live' }, now)
    for (let i = 0; i < 10; i++) await accounts.purchase(accountId, 'growth', now)
    await accounts.setLimits(accountId, { perMinute: 1_000_000, concurrency: 10_000 })
    const app = await buildApp({
      ephemeris: eph,
      accounts,
      limiter: new MemoryLimiter(),
      compute: { workers: 0 },
      ...(narrator
        ? { narrator: modelNarrator({ url: `http://127.0.0.1:${port}/v1`, model: 'stand-in', timeoutS: 75 }) }
        : {}),
    })
    const call = async (url: string, body: unknown) => {
      const r = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        payload: JSON.stringify(body),
      })
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 300)}`)
    }
    return { app, call }
  }
  const model = await open(true)
  const builtIn = await open(false)
  // Forty births (as the readings above), each asked the example's question for a domain in turn.
  const bodies = benchBirths().map((birthData, i) => ({
    birthData,
    domain: DOMAINS[i % 15]!,
    question: forecastExample.question,
    referenceDate: '2026-11-24',
  }))
  const round = async (f: (b: (typeof bodies)[number]) => Promise<void>) => {
    const t0 = performance.now()
    for (const b of bodies) await f(b)
    return (performance.now() - t0) / bodies.length
  }
  const cases = {
    forecastModel: (b: (typeof bodies)[number]) => model.call('/v1/forecast', b),
    forecastBuiltIn: (b: (typeof bodies)[number]) => builtIn.call('/v1/forecast', b),
    interpret: (b: (typeof bodies)[number]) =>
      builtIn.call('/v1/interpret', {
        birthData: b.birthData,
        domain: b.domain,
        referenceDate: b.referenceDate,
      }),
    timingModel: (b: (typeof bodies)[number]) =>
      model.call('/v1/timing/resolve', { ...b, dateRange: timingExample.dateRange }),
    timingBest: (b: (typeof bodies)[number]) => model.call('/v1/timing/resolve', b),
  }
  const out = {} as Record<keyof typeof cases, number[]>
  for (const k of Object.keys(cases) as (keyof typeof cases)[]) {
    out[k] = []
    await round(cases[k]) // warm up
  }
  for (let r = 0; r < ROUNDS; r++)
    for (const k of Object.keys(cases) as (keyof typeof cases)[]) out[k].push(await round(cases[k]))
  await model.app.close()
  await builtIn.app.close()
  for (const s of stores) await s.close()
  await new Promise<void>((r) => server.close(() => r()))
  const m = Object.fromEntries(Object.entries(out).map(([k, v]) => [k, median(v)])) as Record<
    keyof typeof cases,
    number
  >
  return { ...m, narrationAddsMs: m.forecastModel - m.interpret }
}

/**
 * What a live key adds to a block-billed call on SQLite, in process (no HTTP): authenticating the key
 * (cached, with the check that the database has not changed since), and settling the call, which
 * counts it and writes its ledger row in a transaction shared by the calls that reach it in the same
 * turn of the event loop (group commit). µs per call when 1, 4 or 16 calls share a commit.
 */
async function liveKeyCosts(sqliteDriver: T_store_sqlite.SqliteDriver) {
  const dir = mkdtempSync(join(tmpdir(), 'graha-bench-settle-'))
  const store = await openStore(`sqlite:${join(dir, 'settle.sqlite')}`, { sqliteDriver })
  try {
    const accounts = await Accounts.open(store)
    const now = Date.now()
    const { accountId } = await accounts.createAccount(
      { email: 'settle@example.com', verified: true, acceptTerms: true },
      now,
    )
    const { secret, keyId } = await accounts.createKey({ accountId, kind: 'live' }, now)
    for (let i = 0; i < 10; i++) await accounts.purchase(accountId, 'growth', now)
    let n = 0
    const settle = () =>
      accounts.settle(
        {
          accountId,
          keyId,
          operation: 'getEphemerisPositions',
          price: { kind: 'ephemeris-block' },
          body: {},
          requestId: `req_bench${n++}`,
          idempotencyKey: undefined,
          groupCommit: true,
        },
        Date.now(),
      )
    const auth = () => accounts.authenticate(`Bearer ${secret}`, 'ephemeris', Date.now())
    const perCall = async (share: number, calls: number, f: () => Promise<unknown>) => {
      const t0 = performance.now()
      for (let i = 0; i < calls / share; i++) await Promise.all(Array.from({ length: share }, f))
      return ((performance.now() - t0) * 1000) / calls
    }
    const rounds: Record<'auth' | 's1' | 's4' | 's16', number[]> = { auth: [], s1: [], s4: [], s16: [] }
    for (let r = 0; r < 5; r++) {
      rounds.auth.push(await perCall(1, 5000, auth))
      rounds.s1.push(await perCall(1, 2000, settle))
      rounds.s4.push(await perCall(4, 4000, settle))
      rounds.s16.push(await perCall(16, 8000, settle))
    }
    return {
      authUs: median(rounds.auth),
      settle1Us: median(rounds.s1),
      settle4Us: median(rounds.s4),
      settle16Us: median(rounds.s16),
    }
  } finally {
    await store.close()
  }
}

/**
 * How far this machine lets charts scale across workers, with no HTTP at all: chart tasks a second
 * through a pool of one worker and a pool of `cpus` workers (each kept busy), both warm, in alternate
 * rounds.
 */
async function poolScaling(eph: Ephemeris) {
  const setup = { ephemeris: eph.options, computationKey: new Uint8Array(32) }
  const body = JSON.parse(CHART_BODY) as unknown
  const entry = new URL('../dist/operations/worker.js', import.meta.url)
  const start = (size: number) =>
    WorkerPool.start({
      size,
      queueLimit: 1000,
      maxWaitMs: 60_000,
      timeoutMs: 60_000,
      entry,
      workerData: setup,
    })
  /** Charts a second over `ms`, each worker kept busy (4 calls in flight per worker). */
  const rate = async (pool: Awaited<ReturnType<typeof start>>, size: number, ms: number) => {
    let done = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: 4 * size }, async () => {
        while (performance.now() - t0 < ms) {
          await pool.run('chart', { body, nowMs: Date.UTC(2026, 10, 22) })
          done++
        }
      }),
    )
    return done / ((performance.now() - t0) / 1000)
  }
  const size = cpus().length
  const [one, all] = [await start(1), await start(size)]
  try {
    // Each worker compiles the chart code (and the serializers fast-json-stringify generates) for
    // itself: ~15 s of steady work before a chart costs what it will. Measured warm, both pools alike;
    // with a short warm-up the pool of two looked capped at 1.1 to 1.3 × one worker (issue 9, 2026-11-24).
    await rate(one, 1, 15_000)
    await rate(all, size, 15_000)
    const rounds = { one: [] as number[], all: [] as number[] }
    for (let r = 0; r < 5; r++) {
      rounds.one.push(await rate(one, 1, 3000))
      rounds.all.push(await rate(all, size, 3000))
    }
    return {
      one: median(rounds.one),
      all: median(rounds.all),
      ratio: median(rounds.all.map((x, i) => x / rounds.one[i]!)),
    }
  } finally {
    await Promise.all([one.close(), all.close()])
  }
}

interface HttpFigures {
  rps: number
  p50: number
  p99: number
  /** CPU seconds of the server process (all its threads) per request, in µs, from /proc. */
  cpuUs: number
  /** Bytes received per answer, headers included. */
  bytes: number
}

/** CPU time (user + system) of a process, all threads, in µs (Linux /proc; 0 elsewhere). */
/** CPU µs used so far by a process and its children (a group of `graha serve --processes`). */
function cpuUsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const own = (Number(f[11]) + Number(f[12])) * 10_000 // USER_HZ 100
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
    return own + children.reduce((sum, c) => sum + cpuUsOf(Number(c)), 0)
  } catch {
    return 0
  }
}

async function cannon(opts: autocannon.Options, pid: number): Promise<HttpFigures> {
  await autocannon({ ...opts, duration: 3 }) // warm up
  const cpu0 = cpuUsOf(pid)
  const r = await autocannon(opts)
  const cpuUs = (cpuUsOf(pid) - cpu0) / Math.max(1, r.requests.total)
  if (r.non2xx > 0 || r.errors > 0) {
    // Say what the server answered: one more request, as the load sent it.
    const res = await fetch(opts.url, {
      method: opts.method ?? 'GET',
      headers: opts.headers as Record<string, string>,
      ...(opts.body !== undefined ? { body: opts.body as string } : {}),
    }).catch((err: unknown) => ({ status: 0, text: async () => String(err) }))
    const said = `${res.status} ${(await res.text()).slice(0, 300)}`
    throw new Error(`${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors; now it answers ${said}`)
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs,
    bytes: r.throughput.total / Math.max(1, r.requests.total),
  }
}

interface BenchServer {
  base: string
  secret: string
  pid: number
  stop(): void
}

/** Ports for the servers of this run: consecutive, so that two servers never draw the same one. */
let nextPort = 18_000 + Math.floor(Math.random() * 900)

/** Start a server in its own process: bench/server.ts in `mode`, one of the floors (bare, fastify), or
 *  the idle control (bench/idle.ts). */
async function benchServer(mode: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = nextPort++
  const script =
    mode === 'bare'
      ? ['bare.ts', String(port)]
      : mode === 'fastify'
        ? ['fastify-floor.ts', String(port)]
        : mode === 'idle'
          ? ['idle.ts', String(port)]
          : ['server.ts', mode, String(port)]
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(PACKAGE_ROOT, 'bench', script[0]!), ...script.slice(1)],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const secret = await readyOf(child, mode)
  return { base: `http://127.0.0.1:${port}`, secret, pid: child.pid!, stop: () => child.kill('SIGTERM') }
}

/** The secret of the groups' server (GRAHA_SECRET), so that their keys can be made here. */
const GROUP_SECRET = 'bench-group-secret-0123456789abcdef'

/**
 * `graha serve --processes n` as it ships (dist/cli/graha.js), on PostgreSQL and Redis, with a live key
 * of an account of its own made here first (limits raised as in bench/server.ts). Info logging, read and
 * dropped, as bench/server.ts's.
 */
async function benchGroup(n: number, pgUrl: string, redisUrl: string): Promise<BenchServer> {
  const store = await openStore(pgUrl)
  let secret: string
  try {
    const accounts = await Accounts.open(store, GROUP_SECRET)
    const now = Date.now()
    const { accountId } = await accounts.createAccount(
      { email: `bench-group-${n}-${now}@example.com`, verified: true, acceptTerms: true },
      now,
    )
    secret = (await accounts.createKey({ accountId, kind: 'live' }, now)).secret
    for (let i = 0; i < 300; i++) await accounts.purchase(accountId, 'growth', now)
    await accounts.setLimits(accountId, { perMinute: 100_000_000, concurrency: 1_000 })
  } finally {
    await store.close()
  }
  const port = nextPort++
  const child = spawn(
    process.execPath,
    [resolve(PACKAGE_ROOT, 'dist', 'cli', 'graha.js'), 'serve', '--processes', String(n)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: pgUrl,
        REDIS_URL: redisUrl,
        GRAHA_SECRET: GROUP_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        PROCESSES: '',
        WORKERS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  // Ready when the port answers /livez (every process listens on it by then, or the one does).
  let out = ''
  const drain = (d: Buffer) => {
    if (out.length < 100_000) out += d.toString()
  }
  child.stdout.on('data', drain)
  child.stderr.on('data', drain)
  let exited = false
  child.on('exit', () => (exited = true))
  const started = Date.now()
  for (;;) {
    if (exited) throw new Error(`graha serve --processes ${n} exited: ${out}`)
    if (Date.now() - started > 60_000) throw new Error(`graha serve --processes ${n} did not start: ${out}`)
    const up = await fetch(`http://127.0.0.1:${port}/livez`).then(
      (r) => r.ok,
      () => false,
    )
    if (up && (n === 1 || out.includes('"msg":"serving"'))) break
    await new Promise((r) => setTimeout(r, 200))
  }
  return { base: `http://127.0.0.1:${port}`, secret, pid: child.pid!, stop: () => child.kill('SIGTERM') }
}

/** bench/probe.ts in its own process: p99 and max latency (ms) of GETs to `url` at `perSecond`. */
async function probeLatency(url: string, perSecond: number, seconds: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(PACKAGE_ROOT, 'bench', 'probe.ts'), url, String(perSecond), String(seconds)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  if (code !== 0) throw new Error(`probe exited ${code}`)
  const r = JSON.parse(out) as { p99: number; max: number }
  return { p99: Math.round(r.p99 * 10) / 10, max: Math.round(r.max * 10) / 10 }
}

const POSITIONS_BODY = JSON.stringify({ datetime: '2024-03-20T10:30:00+05:30' })
const CHART_BODY = JSON.stringify({ ...chartExample, location: { ...chartExample.location, orbDegrees: 15 } })
const GUIDANCE_BODY = JSON.stringify(guidanceExample)
const INTERPRET_BODY = JSON.stringify(interpretExample)
const COMPATIBILITY_BODY = JSON.stringify(compatibilityExample)
const PANCHANGA_BODY = JSON.stringify(panchangaExample)
/** The documented example over a whole year: 366 days. */
const MUHURTA_BODY = JSON.stringify({
  ...muhurtaExample,
  rangeStart: '2027-01-01',
  rangeEnd: '2028-01-01',
  topN: 5,
})

const HTTP_ROUNDS = 5

function medianFigures(runs: HttpFigures[]): HttpFigures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: median(runs.map((r) => r.cpuUs)),
    bytes: median(runs.map((r) => r.bytes)),
  }
}

/** The servers measured side by side, each in turn, HTTP_ROUNDS times: medians, and ratios taken within a
 *  round (this machine is a shared VM: one run alone can be 20% off, a whole round 2×). */
async function http(pgUrl: string | undefined, redisUrl: string | undefined) {
  const workers = String(cpus().length)
  const specs: [string, string, Record<string, string>][] = [
    ['bare', 'bare', {}],
    ['fastify', 'fastify', {}],
    ['open', 'open', { WORKERS: workers }],
    ['sqlite', 'sqlite', { WORKERS: workers }],
    ['sqlite-w0', 'sqlite', { WORKERS: '0' }],
    ...(OTHER_DRIVER
      ? ([['sqlite-other', 'sqlite', { WORKERS: workers, BENCH_SQLITE_DRIVER: OTHER_DRIVER }]] as [
          string,
          string,
          Record<string, string>,
        ][])
      : []),
    ...(pgUrl
      ? ([['postgres', 'postgres', { WORKERS: workers, BENCH_DATABASE_URL: pgUrl }]] as [
          string,
          string,
          Record<string, string>,
        ][])
      : []),
  ]
  const servers = new Map<string, BenchServer>()
  for (const [name, mode, env] of specs) servers.set(name, await benchServer(mode, env))
  if (pgUrl && redisUrl) {
    servers.set('group1', await benchGroup(1, pgUrl, redisUrl))
    servers.set('group2', await benchGroup(2, pgUrl, redisUrl))
  }
  console.log([...servers].map(([name, s]) => `${name} ${s.base}`).join(', '))
  const common = { connections: 16, duration: 10 }
  const post = (name: string, path: string, body: string, headers: Record<string, string> = {}) => {
    const s = servers.get(name)!
    return {
      ...common,
      url: `${s.base}${path}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.secret}`, ...headers },
      body,
    }
  }
  const positions = new Map<string, HttpFigures[]>(specs.map(([n]) => [n, []]))
  /** The chart loads: [server, request headers]. */
  type Load = [name: string, load: [server: string, headers: Record<string, string>]]
  const loads: Load[] = [
    ['open', ['open', {}]],
    ['sqlite', ['sqlite', {}]],
    ['sqlite-w0', ['sqlite-w0', {}]],
  ]
  if (OTHER_DRIVER) loads.push(['sqlite-other', ['sqlite-other', {}]])
  if (pgUrl) loads.push(['postgres', ['postgres', {}]])
  loads.push(['sqlite-gzip', ['sqlite', { 'accept-encoding': 'gzip' }]])
  loads.push(['sqlite-br', ['sqlite', { 'accept-encoding': 'br' }]])
  if (servers.has('group1')) loads.push(['group1', ['group1', {}]], ['group2', ['group2', {}]])
  const chartLoads = new Map(loads)
  const chartOf = (name: string) => {
    const [server, headers] = chartLoads.get(name)!
    return { ...post(server, '/v1/chart', CHART_BODY, headers), pid: servers.get(server)!.pid }
  }
  const charts = new Map<string, HttpFigures[]>([...chartLoads.keys()].map((n) => [n, []]))
  const health: HttpFigures[] = []
  /** The readings, live key, SQLite, pool. */
  const reads = new Map<string, HttpFigures[]>([
    ['guidance', []],
    ['interpret', []],
    ['compatibility', []],
    ['panchanga', []],
    ['muhurta', []],
  ])
  /** /healthz at 50 a second on one connection while 16 connections load /v1/chart: of the server under
   *  load, and (control) of a separate idle process while the pool server is under the same load. */
  const healthUnderLoad = new Map<string, { p99: number; max: number }[]>([
    ['sqlite', []],
    ['control', []],
    ['sqlite-w0', []],
  ])
  const probed: Record<string, [load: string, probe: string]> = {
    sqlite: ['sqlite', 'sqlite'],
    control: ['sqlite', 'idle'],
    'sqlite-w0': ['sqlite-w0', 'sqlite-w0'],
  }
  servers.set('idle', await benchServer('idle'))
  try {
    // Charts warm first: each worker compiles the chart code for itself, ~15 s of steady load before a
    // chart costs what it will (see poolScaling), so that the first rounds do not hold the pool back.
    for (const name of charts.keys()) {
      if (chartLoads.get(name)![0] === name) await autocannon({ ...chartOf(name), duration: 15 })
    }
    for (let round = 0; round < HTTP_ROUNDS; round++) {
      const open = servers.get('open')!
      health.push(await cannon({ ...common, url: `${open.base}/healthz` }, open.pid))
      for (const [name] of specs) {
        positions
          .get(name)!
          .push(await cannon(post(name, '/v1/ephemeris/positions', POSITIONS_BODY), servers.get(name)!.pid))
      }
      for (const name of charts.keys()) {
        const { pid, ...load } = chartOf(name)
        charts.get(name)!.push(await cannon(load, pid))
      }
      const sq = servers.get('sqlite')!.pid
      reads.get('guidance')!.push(await cannon(post('sqlite', '/v1/guidance', GUIDANCE_BODY), sq))
      reads.get('interpret')!.push(await cannon(post('sqlite', '/v1/interpret', INTERPRET_BODY), sq))
      reads
        .get('compatibility')!
        .push(await cannon(post('sqlite', '/v1/compatibility', COMPATIBILITY_BODY), sq))
      reads.get('panchanga')!.push(await cannon(post('sqlite', '/v1/panchanga', PANCHANGA_BODY), sq))
      // Four connections: sixteen year-long scans at once queue more work than the server's five-second wait
      // budget on two workers, and it answers the rest 503 server_busy by design (compute/budget.ts).
      reads
        .get('muhurta')!
        .push(await cannon({ ...post('sqlite', '/v1/muhurta', MUHURTA_BODY), connections: 4 }, sq))
      for (const name of healthUnderLoad.keys()) {
        const [load, target] = probed[name]!
        await autocannon({ ...post(load, '/v1/chart', CHART_BODY), duration: 3 })
        // The probe runs in a process of its own: in this one, the chart load's 60 MB/s would delay it.
        const [, probe] = await Promise.all([
          autocannon(post(load, '/v1/chart', CHART_BODY)),
          probeLatency(`${servers.get(target)!.base}/healthz`, 50, 9),
        ])
        healthUnderLoad.get(name)!.push(probe)
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
    /** Median over rounds of a / b within the round. */
    const ratio = (a: HttpFigures[], b: HttpFigures[]) => median(a.map((x, i) => x.rps / b[i]!.rps))
    const p = (name: string) => positions.get(name)!
    return {
      workers,
      health: medianFigures(health),
      positions: new Map([...positions].filter(([, v]) => v.length).map(([k, v]) => [k, medianFigures(v)])),
      charts: new Map([...charts].map(([k, v]) => [k, medianFigures(v)])),
      reads: new Map([...reads].map(([k, v]) => [k, medianFigures(v)])),
      healthUnderLoad: new Map(
        [...healthUnderLoad].map(([k, v]) => [
          k,
          { p99: median(v.map((x) => x.p99)), max: median(v.map((x) => x.max)) },
        ]),
      ),
      ratios: {
        keyedOverBare: ratio(p('sqlite'), p('bare')),
        keyedOverFastify: ratio(p('sqlite'), p('fastify')),
        fastifyOverBare: ratio(p('fastify'), p('bare')),
        keyedOverOpen: ratio(p('sqlite'), p('open')),
        postgresOverOpen: pgUrl ? ratio(p('postgres'), p('open')) : undefined,
        positionsPoolOverW0: ratio(p('sqlite'), p('sqlite-w0')),
        chartsPoolOverW0: ratio(charts.get('sqlite')!, charts.get('sqlite-w0')!),
        positionsOverOtherDriver: OTHER_DRIVER ? ratio(p('sqlite'), p('sqlite-other')) : undefined,
        chartsOverOtherDriver: OTHER_DRIVER
          ? ratio(charts.get('sqlite')!, charts.get('sqlite-other')!)
          : undefined,
        chartsPostgresOverSqlite: pgUrl ? ratio(charts.get('postgres')!, charts.get('sqlite')!) : undefined,
        positionsPostgresOverSqlite: pgUrl ? ratio(p('postgres'), p('sqlite')) : undefined,
        chartsTwoProcessesOverOne: servers.has('group1')
          ? ratio(charts.get('group2')!, charts.get('group1')!)
          : undefined,
        healthOverControl: median(
          healthUnderLoad.get('sqlite')!.map((x, i) => x.p99 / healthUnderLoad.get('control')![i]!.p99),
        ),
      },
      seriesMs: median(times),
      rounds: { positions, charts, reads },
    }
  } finally {
    for (const s of servers.values()) s.stop()
  }
}

const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
console.log('in-process …')
const ip = inProcess(eph)
console.log(ip)
console.log('strength and time, in process …')
const st = strengthAndTime(eph)
console.log(st)
console.log('readings, in process …')
const rd = readings(eph)
console.log(rd)
console.log('pañcāṅga and muhurta, in process …')
const al = almanac(eph)
console.log(al)
console.log('pictures, in process …')
const pr = products(eph)
console.log(pr)
console.log('narrated operations against an instant stand-in, in process …')
const nr = await narrated(eph)
console.log(nr)
// BENCH_IN_PROCESS_ONLY=1: the in-process figures alone, printed and not written (a quick look).
if (process.env.BENCH_IN_PROCESS_ONLY === '1') process.exit(0)
console.log('charts across workers, in process …')
const scaling = await poolScaling(eph)
console.log(scaling)
console.log(`a live key on SQLite (${SQLITE_DRIVER}), in process …`)
const live = await liveKeyCosts(SQLITE_DRIVER)
console.log(live)
const liveOther = OTHER_DRIVER ? await liveKeyCosts(OTHER_DRIVER) : undefined
if (OTHER_DRIVER) console.log(OTHER_DRIVER, liveOther)
console.log(`HTTP (autocannon, 16 connections, 10 s after 3 s warm-up, ${HTTP_ROUNDS} rounds) …`)
const pgUrl = process.env.BENCH_DATABASE_URL
if (!pgUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to a fresh PostgreSQL database')
// The groups of processes (`graha serve --processes`) need Redis as well: BENCH_REDIS_URL, or the local one.
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const h = await http(pgUrl, redisUrl)
for (const [kind, m] of Object.entries(h.rounds))
  for (const [name, r] of m) console.log(kind, name, r.map((x) => Math.round(x.rps)).join(' '))

const ok = (pass: boolean) => (pass ? 'yes' : '**no**')
const f = (x: number, d = 1) => x.toFixed(d)
const cpu = cpus()[0]?.model ?? 'unknown CPU'
const row = (label: string, x: HttpFigures | undefined, target = '', met = '') =>
  x
    ? `| ${label} | ${f(x.rps, 0)} | ${x.p50} ms | ${x.p99} ms | ${f(x.cpuUs, 0)} µs | ${target} | ${met} |`
    : `| ${label} | not measured | | | | | |`
const pos = (n: string) => h.positions.get(n)
const R = h.ratios
const huPool = h.healthUnderLoad.get('sqlite')!
const huW0 = h.healthUnderLoad.get('sqlite-w0')!
const huControl = h.healthUnderLoad.get('control')!
const md = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: Node ${process.version},
${cpus().length} × ${cpu}. In-process figures are medians over ${ROUNDS} rounds; HTTP figures are medians of ${HTTP_ROUNDS}
autocannon runs each, the servers taking turns (16 connections, 10 s, after a 3 s warm-up), each server in its own
process (bench/server.ts: the app of \`graha serve\`, compiled as it ships, info logging to stdout), autocannon sharing the same two cores.
"Pool" is the default, ${h.workers} worker threads (\`WORKERS\` = the available parallelism); "WORKERS=0" computes on the
main thread. CPU is the server process's, all threads, per request (/proc). SQLite is reached through
${SQLITE_DRIVER}, the driver this Node uses (src/store/sqlite.ts)${OTHER_DRIVER ? `; ${OTHER_DRIVER}, which also runs on this Node, is measured beside it` : ''}.

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

## Strength and time, in process

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| chart (dasha, vargas, yogas, Western block) | ${f(st.chartPlainMs, 2)} ms | | |
| the same with \`includeStrength\` (ṣaḍbala, bhāva bala, viṃśopaka, aṣṭakavarga) | ${f(st.chartStrengthMs, 2)} ms | | |
| what \`includeStrength\` adds (median of the differences within a pair of rounds) | ${f(st.strengthAddsMs, 2)} ms | ≤ +1 ms | ${ok(st.strengthAddsMs <= 1)} |
| 10-year \`transits\` with every ingress, nothing in memory: read from the ingress table (${st.transitsTableCalls} ephemeris evaluations), as any span from a worker's first request on | ${f(st.transitsTableMs, 2)} ms | ≤ 20 ms | ${ok(st.transitsTableMs <= 20)} |
| the same span again (its ingresses remembered) | ${f(st.transitsWarmMs, 2)} ms | ≤ 20 ms | ${ok(st.transitsWarmMs <= 20)} |
| the same span searched afresh, without the table (another ephemeris, e.g. \`EPHEMERIS_JPL_FILE\`: ${st.transitsColdCalls} ephemeris evaluations) | ${f(st.transitsColdMs, 1)} ms | | |

When a graha enters a sign depends on time alone, so every ingress of the nine grahas over the whole coverage
(73,702: Rahu by the mean and the true node) is searched once with the committed ephemeris and committed as
data/ingress-table.bin (664 kB; \`npm run ingress-table\`, 5 s; a test fails while it is stale and checks it
against fresh searches). A request reads its span there. A search afresh costs what its ephemeris evaluations
cost (~7 µs each): the Moon alone enters a sign about 1,600 times in ten years. With another ephemeris each
worker keeps what it searched by year and fills the years around now between its tasks (${f(st.warmupMs, 0)} ms of one core, in
steps of at most ${f(st.warmupStepMs, 1)} ms), so that a ten-year span from any date this year is warm even then.

## Readings, in process

Each call from the birth data: the chart with its daśā, strength, yogas, vargas and the transits at the reference
date, then the ${rd.rules} rules of the corpus over them (40 births a round, interpret cycling through the 15 domains).

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| \`guidance\` (three levels of cards, relation, health note) | ${f(rd.guidanceMs, 2)} ms | ≤ 5 ms | ${ok(rd.guidanceMs <= 5)} |
| \`interpret\` (verdict, factors, ten years of windows, the event checked by three methods) | ${f(rd.interpretMs, 2)} ms | ≤ 15 ms | ${ok(rd.interpretMs <= 15)} |
| \`compatibility\` (both charts from the birth data; kūṭas, poruthams, doṣas, both charts read, ten years of both daśās) | ${f(rd.compatibilityMs, 2)} ms | ≤ 6 ms | ${ok(rd.compatibilityMs <= 6)} |

## Narrated operations, in process

Everything around the model (issue 14), against a chat-completions stand-in on localhost that answers at once with
a reply that passes the checks: a whole call through Fastify's \`inject\` with a live key on SQLite and no worker
threads (validation, the hold, the reading and its facts, the model's request and reply over HTTP, the grounding
checks, the answer, the capture), 40 births a round asking the example's question for each domain in turn.

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| \`forecast\`, narrated by the stand-in (the whole call but the model's own time) | ${f(nr.forecastModel, 2)} ms | ≤ 20 ms | ${ok(nr.forecastModel <= 20)} |
| \`forecast\`, built-in composer | ${f(nr.forecastBuiltIn, 2)} ms | | |
| \`interpret\`, the same reading without narration | ${f(nr.interpret, 2)} ms | | |
| what narration adds (stand-in forecast − interpret) | ${f(nr.narrationAddsMs, 2)} ms | | |
| \`timing/resolve\` over a year (2027), narrated by the stand-in | ${f(nr.timingModel, 2)} ms | ≤ 20 ms | ${ok(nr.timingModel <= 20)} |
| \`timing/resolve\`, the best stretches of two years, narrated by the stand-in | ${f(nr.timingBest, 2)} ms | ≤ 20 ms | ${ok(nr.timingBest <= 20)} |

## What apps ship, in process

A chart drawn (\`/v1/chart/image\`): the forty births of the readings' rounds in turn, the chart computed each
time as the operation does, at 480 px. The SVG is text written by our code; the PNG is that SVG rendered by resvg
with the bundled DejaVu Sans. The KP chart, the batch match and the report are their operations' \`run\`, as a
worker runs it (the batch: 500 of the forty births with ids, every other one with a gender; the report: the
default three domains).

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| SVG, North Indian rāśi | ${f(pr.svgNorthMs, 2)} ms | | |
| SVG, East Indian navāṃśa | ${f(pr.svgEastD9Ms, 2)} ms | | |
| SVG, Western wheel (tropical, Placidus) | ${f(pr.svgWheelMs, 2)} ms | | |
| PNG, North Indian | ${f(pr.pngNorthMs, 1)} ms | | |
| PNG, South Indian | ${f(pr.pngSouthMs, 1)} ms | | |
| PNG, East Indian | ${f(pr.pngEastMs, 1)} ms | | |
| PNG, Western wheel | ${f(pr.pngWheelMs, 1)} ms | | |
| \`/v1/kp\`, a birth (cusps, lords, significators, ruling planets) | ${f(pr.kpMs, 2)} ms | | |
| \`/v1/kp\`, a horary number (the cusps found for its degree) | ${f(pr.kpHoraryMs, 2)} ms | | |
| \`/v1/compatibility/batch\`, one profile against 500 candidates | ${f(pr.batch500Ms, 0)} ms | ≤ 1,000 ms | ${ok(pr.batch500Ms <= 1000)} |
| \`/v1/report\`, A4, three domains (the readings, the charts, the PDF) | ${f(pr.reportMs, 0)} ms | ≤ 2,000 ms | ${ok(pr.reportMs <= 2000)} |

## Pañcāṅga and muhurta, in process

A pañcāṅga day: 40 dates a round, 2020–2031, at New Delhi, New York, Sydney and Oslo in turn. A muhurta scan: the
366 days of 2027-01-01 … 2028-01-01 at New Delhi for a birth in Mumbai, from the birth data (its chart and daśā
included), the event taken in turn from marriage, house entry, vehicle purchase, travel and the general profile. Since
issue 30 every day is judged through the whole Vedic day (cut wherever a limb, the rising sign, a kālam or a slow
graha changes), so the number of days returned barely changes the cost.

| measure | median | target | met |
| --- | ---: | ---: | :---: |
| one pañcāṅga day (every limb with its spans, rise and set of Sun and Moon, kālams, muhūrtas, special yogas, calendar) | ${f(al.dayMs, 2)} ms | ≤ 2 ms | ${ok(al.dayMs <= 2)} |
| a 366-day muhurta scan, top 5 days | ${f(al.scan5Ms, 1)} ms | ≤ 200 ms | ${ok(al.scan5Ms <= 200)} |
| a 366-day muhurta scan, top 50 days | ${f(al.scan50Ms, 1)} ms | | |

Charts computed through the pool with no HTTP at all (each worker kept busy, after 15 s of warm-up; 3 s rounds):
${f(scaling.one, 0)}/s on one worker, ${f(scaling.all, 0)}/s on ${cpus().length} (${f(scaling.ratio, 2)} ×, median of the ratios within
5 pairs of rounds): what this machine's cores give the computation in parallel when nothing else runs.

What a live key adds to a \`positions\` call on SQLite, in process: authenticating the key ${f(live.authUs)} µs; settling the
call (counting it in its block of 10 and writing its ledger row, in a transaction shared by the calls that reach it
in the same turn of the event loop) ${f(live.settle1Us, 0)} µs a call when it commits alone, ${f(live.settle4Us, 0)} µs when 4 share the commit,
${f(live.settle16Us, 0)} µs when 16 do: a commit writes about four pages to the write-ahead log, two writes each, and takes and
releases its locks with about six \`fcntl\` calls (strace), tens of µs of system calls on this machine.${
  liveOther
    ? ` Through ${OTHER_DRIVER} instead: authenticating ${f(liveOther.authUs)} µs; settling ${f(liveOther.settle1Us, 0)}, ${f(liveOther.settle4Us, 0)} and ${f(liveOther.settle16Us, 0)} µs.`
    : ''
}

The series costs ${f(ip.seriesOverFloor, 2)} × the Swiss Ephemeris calls it is made of (median of the ratios within each of
${SERIES_ROUNDS} pairs of rounds): the rest is ours
(ΔT and the instant, the ayanamsa echoed per point, signs, nakshatras, objects).

## HTTP

| endpoint | requests/s | p50 | p99 | CPU | target | met |
| --- | ---: | ---: | ---: | ---: | ---: | :---: |
| \`GET /healthz\` | ${f(h.health.rps, 0)} | ${h.health.p50} ms | ${h.health.p99} ms | ${f(h.health.cpuUs, 0)} µs | | |
${row('`positions` floor: bare `node:http`, 12 sidereal positions with `sweph` (bench/bare.ts)', pos('bare'))}
${row('`positions` floor: Fastify answering a constant 1 KB (bench/fastify-floor.ts)', pos('fastify'))}
${row('`POST /v1/ephemeris/positions` (12 bodies), no key, pool', pos('open'), '≥ 2,500/s', ok(pos('open')!.rps >= 2500))}
${row('the same with a live key, SQLite, pool', pos('sqlite'), '≥ 0.5 of bare', ok(R.keyedOverBare >= 0.5))}
${row('the same with a live key, SQLite, WORKERS=0', pos('sqlite-w0'), '≤ pool', ok(R.positionsPoolOverW0 >= 1))}
${OTHER_DRIVER ? `${row(`the same with a live key, SQLite through ${OTHER_DRIVER}, pool`, pos('sqlite-other'))}\n` : ''}${row('the same with a live key, PostgreSQL, pool', pos('postgres'), '≥ 0.8 of SQLite', R.positionsPostgresOverSqlite !== undefined ? ok(R.positionsPostgresOverSqlite >= 0.8) : '')}
${row('`POST /v1/chart` (all blocks), no key, pool', h.charts.get('open'))}
${row('`POST /v1/chart` (all blocks), live key, SQLite, pool', h.charts.get('sqlite'), '≥ 1.6 × WORKERS=0', ok(R.chartsPoolOverW0 >= 1.6))}
${row('`POST /v1/chart` (all blocks), live key, SQLite, WORKERS=0', h.charts.get('sqlite-w0'))}
${row('`POST /v1/chart` (all blocks), live key, PostgreSQL, pool', h.charts.get('postgres'), '≥ 0.8 of SQLite', R.chartsPostgresOverSqlite !== undefined ? ok(R.chartsPostgresOverSqlite >= 0.8) : '')}
${row('`POST /v1/chart`, live key, SQLite, pool, `Accept-Encoding: gzip`', h.charts.get('sqlite-gzip'))}
${row('`POST /v1/chart`, live key, SQLite, pool, `Accept-Encoding: br`', h.charts.get('sqlite-br'))}
${row('`POST /v1/chart`, live key, `graha serve --processes 1` on PostgreSQL and Redis (2 workers)', h.charts.get('group1'))}
${row('`POST /v1/chart`, live key, `graha serve --processes 2` on PostgreSQL and Redis (1 worker each)', h.charts.get('group2'))}
${OTHER_DRIVER ? `${row(`\`POST /v1/chart\` (all blocks), live key, SQLite through ${OTHER_DRIVER}, pool`, h.charts.get('sqlite-other'))}\n` : ''}${row('`POST /v1/guidance` (the documented example), live key, SQLite, pool', h.reads.get('guidance'))}
${row('`POST /v1/interpret` (the documented example, career), live key, SQLite, pool', h.reads.get('interpret'))}
${row('`POST /v1/compatibility` (the documented example), live key, SQLite, pool', h.reads.get('compatibility'))}
${row('`POST /v1/panchanga` (the documented example), live key, SQLite, pool', h.reads.get('panchanga'))}
${row('`POST /v1/muhurta` (the documented example over 366 days, top 5; 4 connections), live key, SQLite, pool', h.reads.get('muhurta'))}
| \`GET /healthz\` (50/s, 1 connection, bench/probe.ts) while 16 connections load \`/v1/chart\`, pool | | | ${huPool.p99} ms (max ${huPool.max} ms) | | ≤ 10 ms | ${ok(huPool.p99 <= 10)} |
| the same, WORKERS=0 | | | ${huW0.p99} ms (max ${huW0.max} ms) | | | |
| control: the same probe of a separate idle process (bench/idle.ts) while the same load runs on the pool server | | | ${huControl.p99} ms (max ${huControl.max} ms) | | | |

Bytes per chart answer on the wire (headers included): ${f(h.charts.get('sqlite')!.bytes, 0)} plain,
${f(h.charts.get('sqlite-gzip')!.bytes, 0)} with gzip (level ${GZIP_LEVEL}), ${f(h.charts.get('sqlite-br')!.bytes, 0)} with Brotli (quality ${BROTLI_QUALITY});
the server's CPU per chart: ${f(h.charts.get('sqlite')!.cpuUs, 0)} µs plain, ${f(h.charts.get('sqlite-gzip')!.cpuUs, 0)} µs gzip, ${f(h.charts.get('sqlite-br')!.cpuUs, 0)} µs Brotli.

Ratios, each the median of the ratios within a round:
- keyed PostgreSQL / keyed SQLite: \`positions\` ${R.positionsPostgresOverSqlite !== undefined ? f(R.positionsPostgresOverSqlite, 2) : 'not measured'}, \`/v1/chart\` ${R.chartsPostgresOverSqlite !== undefined ? f(R.chartsPostgresOverSqlite, 2) : 'not measured'} (target ≥ 0.8 each).
- charts/s, \`--processes 2\` / \`--processes 1\` (PostgreSQL and Redis): ${R.chartsTwoProcessesOverOne !== undefined ? f(R.chartsTwoProcessesOverOne, 2) : 'not measured'}.
- the server's CPU per chart over HTTP (keyed, SQLite, pool) / the chart computed in process: ${f(h.charts.get('sqlite')!.cpuUs / (ip.chartMs * 1000), 2)} (target ≤ 1.5).
- keyed \`positions\` / bare floor: ${f(R.keyedOverBare, 2)} (target ≥ 0.5); / Fastify floor: ${f(R.keyedOverFastify, 2)}; the
  Fastify floor itself / bare: ${f(R.fastifyOverBare, 2)}.
- keyed \`positions\` with the pool / WORKERS=0: ${f(R.positionsPoolOverW0, 2)} (target ≥ 1; \`positions\`, \`angles\` and
  \`ayanamsa\` compute on the main thread either way: the \`cheap\` flag of src/operations/define.ts says why).
- keyed \`/v1/chart\` with the pool / WORKERS=0: ${f(R.chartsPoolOverW0, 2)} (target ≥ 1.6).
- \`/healthz\` p99 under chart load, pool / the idle control process under the same load: ${f(R.healthOverControl, 2)} (target ≤ 1.5).
${
  OTHER_DRIVER
    ? `- ${SQLITE_DRIVER} / ${OTHER_DRIVER}, live key, pool: keyed \`positions\` ${f(R.positionsOverOtherDriver!, 2)}, \`/v1/chart\` ${f(R.chartsOverOtherDriver!, 2)}.\n`
    : ''
}- live key / no key: ${f(R.keyedOverOpen, 2)} on SQLite${R.postgresOverOpen !== undefined ? `, ${f(R.postgresOverOpen, 2)} on PostgreSQL` : ''}.

A 1000-point 12-body series over HTTP (3.2 MB of JSON, one call at a time): ${f(h.seriesMs, 0)} ms median.
`
writeFileSync(resolve(PACKAGE_ROOT, 'bench', 'results.md'), md)
console.log(md)
