/**
 * The real server process (`graha serve`), as `npm start` runs it: first start on an empty database,
 * real HTTP with a key, one log line per request without the request's data or the key, refusal to
 * start on bad configuration, and a clean stop on SIGTERM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from 'node:net'
import { dropTestDatabases, freshPostgresUrl, postgresUp } from '../helpers/engines.js'
import { call, spawnCli, startServer, tempSqliteUrl, type ServerProcess } from '../helpers/server.js'

function exited(child: ReturnType<typeof spawnCli>): Promise<{ code: number | null; stderr: string }> {
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise((done) => child.on('exit', (code) => done({ code, stderr })))
}

describe('graha serve, first start on an empty development database', () => {
  let server: ServerProcess
  let live = ''
  let sandbox = ''

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: tempSqliteUrl(), NODE_ENV: 'development' })
  })
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })

  it('prints a sandbox key, a live key and a curl line that works', async () => {
    const out = server.output()
    live = /live key +(service_live_[0-9a-f]{48})/.exec(out)![1]!
    sandbox = /sandbox key +(service_sandbox_[0-9a-f]{48})/.exec(out)![1]!
    expect(out).toContain(`curl -s localhost:`)
    const curl = await call(
      server.base,
      '/v1/ephemeris/ayanamsa',
      { datetime: '2024-03-20T10:30:00+05:30' },
      {
        authorization: `Bearer ${live}`,
      },
    )
    expect(curl.status).toBe(200)
    expect(curl.body.usage).toEqual({ units_charged: 1, remaining_credits: 99 })
  })

  it('serves the developer portal, its sign-in links written to the log without SMTP_URL', async () => {
    expect(server.output()).toMatch(/"msg":"developer portal"/)
    const page = await fetch(`${server.base}/portal/sign-in`)
    expect(page.status).toBe(200)
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!
    const asked = await fetch(`${server.base}/portal/sign-in`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'local-dev@example.com', _csrf: csrf }).toString(),
    })
    expect(asked.status).toBe(200)
    await new Promise((ok) => setTimeout(ok, 200))
    const link = /"signInLink":"(http:\/\/127\.0\.0\.1:\d+\/portal\/auth\?token=[\w-]{43})"/.exec(
      server.output(),
    )
    expect(link).not.toBeNull()
    expect(server.output()).not.toContain('local-dev@example.com')
    expect((await fetch(link![1]!)).status).toBe(200)
  })

  it('answers /healthz with the engines in use', async () => {
    const health = (await (await fetch(`${server.base}/healthz`)).json()) as {
      engines: Record<string, unknown>
    }
    expect((health.engines.ephemeris as { basis: string }).basis).toBe('JPL DE431')
    expect(health.engines.store).toMatch(/^SQLite 3\.\d+\.\d+ through (node:sqlite|better-sqlite3) \(/)
    expect(health.engines.limits).toBe('in-process')
  })

  it('answers a sandbox key with the sample, charging nothing', async () => {
    const r = await call(
      server.base,
      '/v1/ephemeris/sunrise',
      { date: '1987-06-05', timezone: 'Asia/Kolkata', latitude: 12.9716, longitude: 77.5946 },
      {
        authorization: `Bearer ${sandbox}`,
      },
    )
    expect(r.status).toBe(200)
    expect(r.headers.get('x-service-sandbox')).toBe('true')
    expect(r.body.sandbox).toBe(true)
    expect(r.body.usage).toEqual({ units_charged: 0, remaining_credits: 99 })
  })

  it('logs one line per request, never a request body or a key', async () => {
    await call(
      server.base,
      '/v1/ephemeris/positions',
      { datetime: '1987-06-05T04:31:17+05:30', bodies: ['Moon'] },
      {
        authorization: `Bearer ${live}`,
      },
    )
    await new Promise((r) => setTimeout(r, 200))
    const logLines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
    const requests = logLines.filter((l) => l.includes('"msg":"request"'))
    expect(requests.length).toBeGreaterThanOrEqual(4)
    expect(requests.some((l) => l.includes('"route":"/v1/ephemeris/positions"'))).toBe(true)
    for (const secret of ['1987-06-05', '04:31:17', '12.9716', '77.5946', live, sandbox, live.slice(-48)]) {
      expect(logLines.join('\n')).not.toContain(secret)
    }
  })

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})

describe('graha serve in production', () => {
  it('creates no development account on an empty database', async () => {
    const server = await startServer({ DATABASE_URL: tempSqliteUrl(), NODE_ENV: 'production' })
    try {
      expect(server.output()).not.toContain('live key')
      const r = await call(server.base, '/v1/ephemeris/ayanamsa', { datetime: '2024-03-20T10:30:00Z' })
      expect(r.status).toBe(401)
      expect(r.body.error).toBe('missing_api_key')
      // Without SMTP_URL the portal stays off in production, and the start-up log says why.
      expect(server.output()).toMatch(
        /"reason":"NODE_ENV=production without SMTP_URL[^"]*","msg":"developer portal off/,
      )
      expect((await fetch(`${server.base}/portal/sign-in`)).status).toBe(404)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})

describe('graha serve refuses bad configuration', () => {
  it('exits with a clear message when EPHEMERIS_JPL_FILE names no file', async () => {
    const { code, stderr } = await exited(
      spawnCli(['serve'], { EPHEMERIS_JPL_FILE: '/nonexistent/de440.eph', DATABASE_URL: tempSqliteUrl() }),
    )
    expect(code).toBe(1)
    expect(stderr).toContain('EPHEMERIS_JPL_FILE /nonexistent/de440.eph does not exist')
  })

  it('exits with a clear message on a bad PORT or DATABASE_URL', async () => {
    const port = await exited(spawnCli(['serve'], { PORT: 'eighty' }))
    expect(port.code).toBe(1)
    expect(port.stderr).toContain('PORT must be an integer')
    const db = await exited(spawnCli(['serve'], { DATABASE_URL: 'mysql://localhost/x' }))
    expect(db.code).toBe(1)
    expect(db.stderr).toContain('DATABASE_URL must start with sqlite: or postgres://')
  })

  it('exits with a clear message when Redis does not answer at start (after a bounded wait)', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as { port: number }).port
    await new Promise((r) => closed.close(r)) // a port nothing listens on
    const t0 = performance.now()
    const { code, stderr } = await exited(
      spawnCli(['serve'], { DATABASE_URL: tempSqliteUrl(), REDIS_URL: `redis://127.0.0.1:${port}` }),
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(
      new RegExp(`Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) did not answer within 10 s`),
    )
    expect(performance.now() - t0).toBeLessThan(20_000)
  }, 30_000)

  it.skipIf(!postgresUp)('warns that limits are per process on PostgreSQL without REDIS_URL', async () => {
    const server = await startServer({ DATABASE_URL: await freshPostgresUrl(), NODE_ENV: 'production' })
    try {
      expect(server.output()).toMatch(
        /"level":40,[^\n]*"msg":"PostgreSQL without REDIS_URL: each process enforces the rate and concurrency limits alone/,
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await dropTestDatabases()
    }
  })

  it('prints usage for an unknown command', async () => {
    const { code, stderr } = await exited(spawnCli(['serv'], {}))
    expect(code).toBe(2)
    expect(stderr).toContain("unknown command 'serv'")
  })
})
