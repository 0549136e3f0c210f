/** Real `graha` processes for end-to-end tests: the server, and CLI commands. */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { PACKAGE_ROOT } from '../../src/config.js'

const CLI = resolve(PACKAGE_ROOT, 'src', 'cli', 'graha.ts')
/** The compiled command, as `npm start` runs it (`buildPackage` first). */
const BUILT_CLI = resolve(PACKAGE_ROOT, 'dist', 'cli', 'graha.js')

/** Compile the package into dist/ as `npm start` does (`npm run build`). */
export function buildPackage(): void {
  const r = spawnSync(
    process.execPath,
    [resolve(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: PACKAGE_ROOT,
      encoding: 'utf8',
    },
  )
  if (r.status !== 0) throw new Error(`the build failed: ${r.stdout}${r.stderr}`)
}

/**
 * Whether dist/ holds every source compiled since it last changed (a missing file counts as stale).
 * `npm ci` builds it (the `prepare` script); the serial project's global setup (test/helpers/built.ts)
 * builds it again when a source changed since.
 */
export function builtIsCurrent(): boolean {
  const src = resolve(PACKAGE_ROOT, 'src')
  const dist = resolve(PACKAGE_ROOT, 'dist')
  if (!existsSync(BUILT_CLI)) return false
  for (const e of readdirSync(src, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.ts') || e.name.endsWith('.d.ts')) continue
    const from = join(e.parentPath, e.name)
    const to = join(dist, relative(src, from)).replace(/\.ts$/, '.js')
    if (!existsSync(to) || statSync(to).mtimeMs < statSync(from).mtimeMs) return false
  }
  return true
}

let current: boolean | undefined

/** How a process is started: extra options for Node, and the compiled package instead of the sources
 *  (`built`; by default whenever dist/ is current, as `npm start` runs it: a process started through
 *  tsx spends ~1.4 s more CPU loading the sources, which the e2e suites paid at every start; otherwise
 *  the sources through tsx). */
export interface Launch {
  nodeArgs?: string[]
  built?: boolean
}

/** A fresh SQLite database in a temporary folder. */
export function tempSqliteUrl(): string {
  return `sqlite:${join(mkdtempSync(join(tmpdir(), 'graha-db-')), 'graha.sqlite')}`
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  base: string
  /** Everything it wrote, stdout and stderr. */
  output(): string
  exited: Promise<number | null>
}

/** The command line that starts `graha args…`, for a caller that spawns it itself (MCP's stdio client). */
export function cliCommand(args: string[], launch: Launch = {}): { command: string; args: string[] } {
  const built = launch.built ?? (current ??= builtIsCurrent())
  const entry = built ? [BUILT_CLI] : ['--import', 'tsx', CLI]
  return { command: process.execPath, args: [...(launch.nodeArgs ?? []), ...entry, ...args] }
}

export function spawnCli(
  args: string[],
  env: Record<string, string | undefined>,
  launch: Launch = {},
): ChildProcessWithoutNullStreams {
  const cli = cliCommand(args, launch)
  return spawn(cli.command, cli.args, {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  })
}

/** Run a CLI command to completion. */
export function runCli(args: string[], env: Record<string, string | undefined>) {
  const cli = cliCommand(args)
  const r = spawnSync(cli.command, cli.args, {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** Start `graha serve` and wait until it listens. */
export async function startServer(
  env: Record<string, string | undefined>,
  launch: Launch = {},
): Promise<ServerProcess> {
  const child = spawnCli(['serve'], env, launch)
  let out = ''
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const base = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL') // never left running behind a failed test
      fail(new Error(`server did not start: ${out}`))
    }, 30_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        done(m[1]!)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`server exited (${code}): ${out}`))
    })
  })
  return { child, base, output: () => out, exited }
}

export async function call(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown> & {
      usage?: { units_charged: number; remaining_credits: number }
    },
  }
}
