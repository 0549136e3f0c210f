/**
 * The real server process (`graha serve`), as `npm start` runs it: it listens, answers, logs one line
 * per request without the request's data, refuses to start on bad configuration, and stops on SIGTERM.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/config.js'

const CLI = resolve(PACKAGE_ROOT, 'src', 'cli', 'graha.ts')

function start(env: Record<string, string>, args = ['serve']): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  })
}

function exited(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; stderr: string }> {
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise((done) => child.on('exit', (code) => done({ code, stderr })))
}

describe('graha serve', () => {
  let child: ChildProcessWithoutNullStreams
  let base = ''
  let log = ''

  beforeAll(async () => {
    child = start({})
    base = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`server did not start: ${log}`)), 30_000)
      child.stdout.on('data', (d: Buffer) => {
        log += d.toString()
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)
        if (m) {
          clearTimeout(timer)
          done(m[1]!)
        }
      })
      child.stderr.on('data', (d: Buffer) => (log += d.toString()))
    })
  })

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })

  it('answers /healthz and an operation over real HTTP', async () => {
    const health = await fetch(`${base}/healthz`)
    expect(health.status).toBe(200)
    expect(
      ((await health.json()) as { engines: { ephemeris: { basis: string } } }).engines.ephemeris.basis,
    ).toBe('JPL DE431')
    const res = await fetch(`${base}/v1/ephemeris/sunrise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        date: '1987-06-05',
        timezone: 'Asia/Kolkata',
        latitude: 12.9716,
        longitude: 77.5946,
      }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    expect(((await res.json()) as { sunrise: string }).sunrise).toMatch(/^1987-06-05T05:5\d:\d\d\+05:30$/)
  })

  it('logs one line per request, never the request body', async () => {
    await fetch(`${base}/v1/ephemeris/positions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ datetime: '1987-06-05T04:31:17+05:30', bodies: ['Moon'] }),
    })
    await new Promise((r) => setTimeout(r, 200))
    const lines = log.split('\n').filter((l) => l.includes('"msg":"request"'))
    expect(lines.length).toBeGreaterThanOrEqual(3)
    expect(lines.some((l) => l.includes('"route":"/v1/ephemeris/positions"'))).toBe(true)
    for (const secret of ['1987-06-05', '04:31:17', '12.9716', '77.5946']) expect(log).not.toContain(secret)
  })

  it('stops cleanly on SIGTERM', async () => {
    const done = new Promise<number | null>((r) => child.on('exit', r))
    child.kill('SIGTERM')
    expect(await done).toBe(0)
  })
})

describe('graha serve refuses bad configuration', () => {
  it('exits with a clear message when EPHEMERIS_JPL_FILE names no file', async () => {
    const { code, stderr } = await exited(start({ EPHEMERIS_JPL_FILE: '/nonexistent/de440.eph' }))
    expect(code).toBe(1)
    expect(stderr).toContain('EPHEMERIS_JPL_FILE /nonexistent/de440.eph does not exist')
  })

  it('exits with a clear message on a bad PORT', async () => {
    const { code, stderr } = await exited(start({ PORT: 'eighty' }))
    expect(code).toBe(1)
    expect(stderr).toContain('PORT must be an integer')
  })

  it('prints usage for an unknown command', async () => {
    const { code, stderr } = await exited(start({}, ['serv']))
    expect(code).toBe(2)
    expect(stderr).toContain("unknown command 'serv'")
  })
})
