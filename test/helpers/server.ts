/** Real `graha` processes for end-to-end tests: the server, and CLI commands. */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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

/** How a process is started: extra options for Node, and the compiled package instead of the sources. */
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
  const entry = launch.built ? [BUILT_CLI] : ['--import', 'tsx', CLI]
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
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
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
