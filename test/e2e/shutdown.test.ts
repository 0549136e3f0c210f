/**
 * Graceful shutdown of the real server process (issue 9): on SIGTERM it stops accepting, answers every
 * call already started (computing in its worker pool), charges exactly those, closes the pool and the
 * stores, and exits 0.
 */
import { describe, expect, it } from 'vitest'
import { runCli, startServer, tempSqliteUrl } from '../helpers/server.js'

/** 1000 points, 12 bodies: ~0.1 s of work each, 10 credits. */
const SERIES_1000 = { start: '2024-01-01T00:00:00Z', end: '2024-02-11T15:00:00Z', stepMinutes: 60 }

describe('graha serve on SIGTERM with calls in flight', () => {
  it('answers every call it started, charges exactly those, refuses new connections, exits 0', async () => {
    const env = { DATABASE_URL: tempSqliteUrl(), NODE_ENV: 'production', WORKERS: '2' }
    const json = (...args: string[]) => {
      const r = runCli([...args, '--json'], env)
      expect(r.code, r.stderr).toBe(0)
      return JSON.parse(r.stdout) as Record<string, unknown>
    }
    const { accountId } = json(
      'account',
      'create',
      '--email',
      'ops@example.com',
      '--verified',
      '--accept-terms',
    )
    const { secret } = json('key', 'create', '--account', String(accountId), '--kind', 'live')
    json('credits', 'purchase', '--account', String(accountId), '--pack', 'starter')
    json('account', 'limits', String(accountId), '--concurrency', '20')
    const before = json('account', 'show', String(accountId)).remainingCredits as number

    const server = await startServer(env)
    const calls = Array.from({ length: 8 }, () =>
      fetch(`${server.base}/v1/ephemeris/series`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${String(secret)}` },
        body: JSON.stringify(SERIES_1000),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> })),
    )
    // Signal once every call is inside the server, computing or waiting for a worker (8 series on 2
    // workers take several hundred ms). Earlier, a call whose request has not yet arrived is on a
    // connection the server holds as idle, and closes at once, as it should: that call never started.
    for (;;) {
      const health = (await (await fetch(`${server.base}/healthz`)).json()) as {
        engines: { compute: { running: number; queued: number; workers: number } }
      }
      expect(health.engines.compute.workers).toBe(2)
      const { running, queued } = health.engines.compute
      if (running > 0 && running + queued === calls.length) break
      await new Promise((r) => setTimeout(r, 5))
    }
    server.child.kill('SIGTERM')
    const answers = await Promise.all(calls)
    expect(await server.exited).toBe(0)

    // No answer that was started is lost: every one complete, every one charged once.
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(a.body.pointCount).toBe(1000)
      expect((a.body.points as unknown[]).length).toBe(1000)
    }
    const after = json('account', 'show', String(accountId)).remainingCredits as number
    expect(before - after).toBe(8 * 10)
    // It stopped listening: a new connection is refused.
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow()
    expect(server.output()).toContain('shutting down')
    expect(server.output()).toContain('"msg":"stopped"')
  })
})
