/**
 * `npm run bench:instructions`: what one `positions` call costs the server in instructions, counted by
 * valgrind's callgrind, for the bare floor, the Fastify floor, our server without keys and our server
 * with a live key on SQLite. Writes bench/instructions.md.
 *
 * Why beside `npm run bench`: its throughput ratios are taken on a two-core VM where the load generator
 * shares the cores with the server, and the same servers measured minutes apart have moved by ±30%.
 * An instruction count says what the code does, not how the hypervisor scheduled it, but it is not fixed:
 * which of V8's tiers a hot function runs in when counting starts, and how much compiling and collecting
 * falls in the counted window, change from run to run (valgrind runs one thread at a time, and V8's
 * compiler and collector are timed by the clock). The bare server, mostly Swiss Ephemeris' C, repeats
 * within 1%; the Fastify floor, all JavaScript, counted 76.6 k and 107.4 k a call on its main thread in
 * two runs on one quiet machine. Compare servers within a run, and runs of the same day, more than one.
 * What it leaves out: the kernel's work (callgrind counts user-space
 * instructions only: the sockets' system calls are not in it) and what an instruction costs (a cache
 * miss counts as one). Each server runs under callgrind (~50× slower), is warmed with WARM calls, then
 * counted over CALLS calls from autocannon at 16 connections (outside valgrind); every thread of the
 * server is counted, V8's compiler and collector threads included, and the main thread's share is shown
 * apart (under valgrind the compiler runs ~50× slower, so a few thousand calls of warm-up leave it busy:
 * a longer BENCH_WARM lowers that share). The servers are bench/bare.ts,
 * bench/fastify-floor.ts and bench/server.ts (`open`, `sqlite`) with WORKERS=0: `positions` runs on the
 * main thread whatever WORKERS says (OperationTask.cheap), and idle workers warming their ingresses
 * would be counted with it.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { readyOf } from './ready.js'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const WARM = Number(process.env.BENCH_WARM ?? 4_000)
const CALLS = Number(process.env.BENCH_CALLS ?? 4_000)
const BODY = JSON.stringify({ datetime: '2024-03-20T05:00:00Z' })

if (spawnSync('valgrind', ['--version']).status !== 0)
  throw new Error('valgrind is needed (Debian: valgrind)')
// bench/server.ts serves the compiled code (dist/), as `graha serve` does: built first, so it is current.
if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed')

interface Count {
  name: string
  /** Every thread's, a call. */
  instructions: number
  /** The main thread's alone (JavaScript, the HTTP parser, sweph), a call. */
  main: number
  ok: number
}

async function count(name: string, script: string[], port: number): Promise<Count> {
  const dir = mkdtempSync(join(tmpdir(), 'graha-callgrind-'))
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // A dump per thread (its id appended to the file's name), so that the main thread's share is known.
      '--separate-threads=yes',
      `--callgrind-out-file=${join(dir, 'out')}`,
      process.execPath,
      '--import',
      'tsx',
      resolve(ROOT, 'bench', script[0]!),
      ...script.slice(1),
      String(port),
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', WORKERS: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const exited = new Promise((done) => child.on('exit', done))
  const secret = await readyOf(child, name)
  const load = (amount: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}/v1/ephemeris/positions`,
      method: 'POST',
      connections: 16,
      amount,
      timeout: 120,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: BODY,
    })
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, String(child.pid)])
  const warm = await load(WARM)
  if (warm.non2xx || warm.errors) throw new Error(`${name}: warm-up calls failed`)
  control('-i', 'on')
  const counted = await load(CALLS)
  control('-i', 'off')
  control('-d')
  child.kill('SIGTERM')
  await exited
  if (counted.non2xx || counted.errors) throw new Error(`${name}: counted calls failed`)
  // Every dump's `totals:` (instructions since the one before); after `-i off` nothing more is counted.
  // Thread 1 is the main thread; the others are V8's compiler and collector threads, libuv's pool.
  let instructions = 0
  let main = 0
  for (const f of readdirSync(dir)) {
    const text = readFileSync(join(dir, f), 'utf8')
    const m = /^totals: (\d+)/m.exec(text)
    if (!m) continue
    instructions += Number(m[1])
    if (/^thread: 1$/m.test(text)) main += Number(m[1])
  }
  return { name, instructions: instructions / CALLS, main: main / CALLS, ok: counted['2xx'] }
}

const SERVERS: [name: string, script: string[]][] = [
  ['bare `node:http` + sweph (bench/bare.ts)', ['bare.ts']],
  ['Fastify, a constant 1 KB answer (bench/fastify-floor.ts)', ['fastify-floor.ts']],
  ['ours, no key (bench/server.ts open)', ['server.ts', 'open']],
  ['ours, a live key on SQLite (bench/server.ts sqlite)', ['server.ts', 'sqlite']],
]
const counts: Count[] = []
let port = 18_700
for (const [name, script] of SERVERS) {
  const c = await count(name, script, port++)
  console.log(
    `${name}: ${Math.round(c.instructions).toLocaleString('en')} instructions a call, ` +
      `${Math.round(c.main).toLocaleString('en')} on the main thread`,
  )
  counts.push(c)
}

const [bare, fastify, open, keyed] = counts as [Count, Count, Count, Count]
const k = (n: number) => `${(n / 1000).toFixed(1)} k`
const md = `# Instructions per \`positions\` call

Generated by \`npm run bench:instructions\` (bench/instructions.ts, which says what is counted and what is
not) on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, valgrind's callgrind:
user-space instructions of every thread of the server, per call, over ${CALLS.toLocaleString('en')} calls
at 16 connections after ${WARM.toLocaleString('en')} to warm it, nothing else running. A count, not a
time, but not fixed: a server that is mostly JavaScript counts up to a third more or less from run to run,
with how much of it V8 has optimized and how much compiling falls in the window (bench/instructions.ts).

| server | instructions a call | / bare | main thread a call | / bare |
|---|---:|---:|---:|---:|
${counts.map((c) => `| ${c.name} | ${k(c.instructions)} | ${(c.instructions / bare.instructions).toFixed(2)} | ${k(c.main)} | ${(c.main / bare.main).toFixed(2)} |`).join('\n')}

- Keyed \`positions\` against the bare server, as a throughput would be (bare / keyed): **${(bare.instructions / keyed.instructions).toFixed(2)}**
  (issue 33 asks ≥ 0.5 of the bare server's throughput); the main threads' alone: ${(bare.main / keyed.main).toFixed(2)}
  (the other threads are V8's compiler and collector, whose share falls the longer the server has run).
- What the key adds (authentication, limits, the charge settled): ${k(keyed.instructions - open.instructions)} a call.
- Ours without a key over the Fastify floor: ${k(open.instructions - fastify.instructions)} a call (validation,
  the task, the envelope, the log line and the metrics).
`
writeFileSync(resolve(ROOT, 'bench', 'instructions.md'), md)
console.log(md)
