/**
 * `graha serve --processes N` (issue 33, item 2, "every core"): several server processes behind one port
 * (node:cluster), on one PostgreSQL and one Redis. Both processes answer; a call is charged once, whichever
 * answers it; an account's concurrency holds across them; a process killed outright is replaced while the
 * port keeps answering; SIGTERM to the primary lets a slow call finish, then every process exits, 0. What
 * cannot be shared is refused at start: SQLite, or no REDIS_URL; a process that cannot start stops the
 * group with its error instead of being forked again and again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts } from '../../src/accounts/index.js'
import { mentions } from '../../src/narration/grounding.js'
import { forecastExample } from '../../src/schemas/narrated.js'
import { openStore, type Store } from '../../src/store/index.js'
import { ledgerCheck } from '../helpers/app.js'
import { factsOf, replyJson, startChatStandIn, type ChatStandIn } from '../helpers/chat-standin.js'
import { dropTestDatabases, freshPostgresUrl, postgresUp, REDIS_URL, redisUp } from '../helpers/engines.js'
import { call, spawnCli, tempSqliteUrl } from '../helpers/server.js'

/** 2 points of one body: 1 credit. */
const ONE_CREDIT = {
  start: '2024-01-01T00:00:00Z',
  end: '2024-01-01T01:00:00Z',
  stepMinutes: 60,
  bodies: ['Moon'],
}
/** 1000 points, 12 bodies: ~0.15 s of one core. */
const SLOW = { start: '2024-01-01T00:00:00Z', end: '2024-02-11T15:00:00Z', stepMinutes: 60 }

interface Group {
  base: string
  output(): string
  /** The log lines (JSON) written so far. */
  lines(): Record<string, unknown>[]
  exited: Promise<number | null>
  kill(signal: NodeJS.Signals): void
}

/** Start `graha serve` with `args` and wait for the primary's `serving` (every process listens). */
async function startGroup(args: string[], env: Record<string, string>): Promise<Group> {
  const child = spawnCli(['serve', ...args], env)
  let out = ''
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const lines = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
  const base = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL') // never left running behind a failed test (its processes follow it)
      fail(new Error(`the processes did not start: ${out}`))
    }, 60_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      const serving = lines().find((l) => l.msg === 'serving')
      if (serving) {
        clearTimeout(timer)
        done(String(serving.url))
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`the primary exited (${code}): ${out}`))
    })
  })
  return { base, output: () => out, lines, exited, kill: (signal) => child.kill(signal) }
}

/** Wait until `test` holds of the log (lines are written at least every 100 ms). */
async function untilLogged(group: Group, test: (lines: Record<string, unknown>[]) => boolean) {
  const t0 = Date.now()
  while (!test(group.lines())) {
    if (Date.now() - t0 > 20_000) throw new Error(`not logged in 20 s: ${group.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Run `graha serve` that is expected to refuse: its exit code and everything it wrote. */
async function refused(args: string[], env: Record<string, string>) {
  const child = spawnCli(['serve', ...args], env)
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)))
  clearTimeout(timer)
  return { code, out }
}

/** A reply that keeps to the facts (test/http/narration.test.ts). */
function goodReply(facts: string[]): string {
  const graha = [...mentions(facts.join('\n')).grahas][0]
  return replyJson(
    'Thank you for your question. The reading for your work leans towards support, and it holds this with ' +
      `some assurance. ${graha ? `${graha} speaks for steady effort here. ` : ''}Prepare the ground, move at ` +
      'a measured pace, and let a supportive stretch carry the change rather than forcing it.',
    ['The outlook for work leans towards support.', 'Prepare well and move at a measured pace.'],
    [1],
  )
}

describe.skipIf(!postgresUp || !redisUp)('graha serve --processes 2 on PostgreSQL and Redis', () => {
  let group: Group
  let store: Store
  let accounts: Accounts
  let chat: ChatStandIn

  beforeAll(async () => {
    chat = await startChatStandIn((req) => ({ reply: goodReply(factsOf(req)) }))
    const databaseUrl = await freshPostgresUrl()
    store = await openStore(databaseUrl)
    accounts = await Accounts.open(store)
    group = await startGroup(['--processes', '2'], {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      NODE_ENV: 'production',
      WORKERS: '1',
      NARRATOR_URL: chat.url,
      NARRATOR_MODEL: 'stand-in-narrator-7b',
      METRICS_PORT: '0',
    })
  }, 90_000)

  afterAll(async () => {
    group.kill('SIGKILL')
    await group.exited
    await store.close()
    await chat.close()
    await dropTestDatabases()
  })

  async function account(opts: { concurrency?: number } = {}) {
    const now = Date.now()
    const { accountId } = await accounts.createAccount(
      { email: `pr${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      now,
    )
    const { secret } = await accounts.createKey({ accountId, kind: 'live' }, now)
    await accounts.purchase(accountId, 'starter', now)
    await accounts.setLimits(accountId, { perMinute: 100_000, concurrency: opts.concurrency ?? null })
    return { accountId, auth: { authorization: `Bearer ${secret}` } }
  }

  /** The processes (their numbers and pids) that logged a call of `route` with one of `statuses`. */
  const answeredBy = (route: string, statuses: number[]) => {
    const lines = group.lines().filter((l) => l.msg === 'request' && l.route === route)
    return {
      count: lines.filter((l) => statuses.includes(l.status as number)).length,
      processes: new Set(lines.map((l) => l.process)),
      pids: new Set(lines.map((l) => l.pid)),
    }
  }

  it('starts two processes on one port, each line of the log naming its process and pid', () => {
    const engines = group.lines().filter((l) => l.msg === 'engines')
    expect(engines.map((l) => l.process).sort()).toEqual([1, 2])
    expect(new Set(engines.map((l) => l.pid)).size).toBe(2)
    for (const l of engines) expect(l).toMatchObject({ processes: 2, workers: 1 })
    const primary = group.lines().filter((l) => l.process === 0)
    expect(primary.map((l) => l.msg)).toEqual(['starting server processes', 'serving'])
    expect(group.lines().every((l) => typeof l.pid === 'number' && typeof l.process === 'number')).toBe(true)
  })

  it('answers from both processes and charges each call exactly once, whichever answers it', async () => {
    const { accountId, auth } = await account({ concurrency: 1_000 })
    const before = await ledgerCheck(store, accountId)
    const N = 60
    const answers = await Promise.all(
      Array.from({ length: N }, () => call(group.base, '/v1/ephemeris/series', ONE_CREDIT, auth)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array<number>(N).fill(200))
    await untilLogged(group, () => answeredBy('/v1/ephemeris/series', [200]).count >= N)
    const by = answeredBy('/v1/ephemeris/series', [200])
    expect(by.processes).toEqual(new Set([1, 2]))
    expect(by.pids.size).toBe(2)

    const after = await ledgerCheck(store, accountId)
    expect(before.free + before.paid - (after.free + after.paid)).toBe(N * 1)
    expect(after.ledger).toBe(after.balance)
    expect(after.holds).toBe(0)
    const charged = after.charges.map((c) => c.request_id)
    for (const r of answers) expect(charged.filter((id) => id === r.body.requestId)).toHaveLength(1)
  })

  it('sums the metrics of both processes, whichever process answers the scrape', async () => {
    const url = String(group.lines().find((l) => l.msg === 'metrics listening')!.url)
    const series = (text: string) =>
      Number(
        /^graha_http_requests_total\{operation="getEphemerisSeries",status="200"\} (\d+)$/m.exec(text)?.[1],
      )
    // Several at once: several connections, shared out between the processes.
    const scrapes = await Promise.all(Array.from({ length: 6 }, () => fetch(url).then((r) => r.text())))
    for (const text of scrapes) {
      expect(text).toMatch(/^graha_compute_workers 2$/m) // one thread in each of the two processes
      expect(series(text)).toBe(60)
    }
  })

  it('holds the concurrency allowance (5 after a purchase) across both processes', async () => {
    const { auth } = await account()
    const seen = answeredBy('/v1/ephemeris/series', [200, 429]).count
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(group.base, '/v1/ephemeris/series', SLOW, auth)),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 429 && r.body.error === 'concurrency_limit')).toHaveLength(15)
    // Both processes took part: their lines for these 20 calls name both.
    await untilLogged(group, () => answeredBy('/v1/ephemeris/series', [200, 429]).count >= seen + 20)
    const lines = group
      .lines()
      .filter((l) => l.msg === 'request' && l.route === '/v1/ephemeris/series')
      .slice(-20)
    expect(new Set(lines.map((l) => l.process))).toEqual(new Set([1, 2]))
    // The slots come back: one at a time, every call is admitted.
    for (let i = 0; i < 6; i++)
      expect((await call(group.base, '/v1/ephemeris/series', ONE_CREDIT, auth)).status).toBe(200)
  })

  it('replaces a process killed outright, and the port keeps answering', async () => {
    const engines = group.lines().filter((l) => l.msg === 'engines')
    const victim = engines.find((l) => l.process === 2)!.pid as number
    process.kill(victim, 'SIGKILL')
    await untilLogged(group, (lines) =>
      lines.some((l) => l.msg === 'a server process died: replacing it' && l.pid === victim),
    )
    const died = group.lines().find((l) => l.msg === 'a server process died: replacing it')!
    expect(died).toMatchObject({ process: 0, index: 2, signal: 'SIGKILL', restartInS: 1 })
    // Meanwhile process 1 answers alone.
    for (let i = 0; i < 5; i++) expect((await fetch(`${group.base}/healthz`)).status).toBe(200)
    await untilLogged(group, (lines) => lines.some((l) => l.msg === 'server process replaced'))
    const replacement = group.lines().find((l) => l.msg === 'server process replaced')!
    expect(replacement).toMatchObject({ process: 0, index: 2 })
    expect(replacement.pid).not.toBe(victim)

    const { auth } = await account({ concurrency: 1_000 })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(group.base, '/v1/ephemeris/series', ONE_CREDIT, auth)),
    )
    expect(answers.every((r) => r.status === 200)).toBe(true)
    await untilLogged(group, (lines) =>
      lines.some(
        (l) => l.msg === 'request' && l.pid === replacement.pid && l.route === '/v1/ephemeris/series',
      ),
    )
  })

  // Last: it stops the group.
  it('on SIGTERM to the primary answers the slow call in flight, then every process exits, 0', async () => {
    const { accountId, auth } = await account()
    const before = await ledgerCheck(store, accountId)
    // The model takes 2 s: the call is surely in flight when the signal comes.
    chat.script = (req) => ({ reply: goodReply(factsOf(req)), delayMs: 2_000 })
    chat.requests.length = 0
    const slow = call(group.base, '/v1/forecast', forecastExample, auth)
    while (chat.requests.length === 0) await new Promise((r) => setTimeout(r, 20))
    group.kill('SIGTERM')
    const answer = await slow
    expect(answer.status).toBe(200)
    // The model's words, sent after the signal: the call was answered whole.
    expect((answer.body.answer as { narrative: string }).narrative).toContain('Prepare the ground')
    expect(await group.exited).toBe(0)

    const after = await ledgerCheck(store, accountId)
    expect(after.charges.filter((c) => c.request_id === answer.body.requestId)).toHaveLength(1)
    expect(before.free + before.paid - (after.free + after.paid)).toBe(answer.body.usage!.units_charged)
    expect(after.holds).toBe(0)
    // Every process said it stopped: the two servers (the replacement included), then the primary.
    const stopped = group.lines().filter((l) => l.msg === 'stopped')
    expect(stopped.map((l) => l.process).sort()).toEqual([0, 1, 2])
    expect(stopped.at(-1)!.process).toBe(0)
    await expect(fetch(`${group.base}/healthz`)).rejects.toThrow()
  })
})

describe('graha serve refuses several processes it cannot share', () => {
  it('SQLite: exits 1 with the reason, before starting anything', async () => {
    const r = await refused(['--processes', '2'], { DATABASE_URL: tempSqliteUrl(), REDIS_URL })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(
      /^graha: PROCESSES above 1 needs PostgreSQL \(DATABASE_URL=postgres:\/\/…\) and REDIS_URL/,
    )
    expect(r.out).not.toContain('listening')
  })

  it('PROCESSES=2 without REDIS_URL: exits 1 with the reason (limits would be per process)', async () => {
    const r = await refused([], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_opened',
      REDIS_URL: '',
      PROCESSES: '2',
    })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/^graha: PROCESSES above 1 needs REDIS_URL: without Redis each process would count/)
  })

  it('--processes wins over PROCESSES, and is checked as strictly', async () => {
    const r = await refused(['--processes', '0'], { DATABASE_URL: tempSqliteUrl(), PROCESSES: '1' })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/^graha: PROCESSES \(--processes\) must be a whole number of server processes/)
  })

  it('a process that cannot start stops the group with its error, once, and is not forked again', async () => {
    // Accepted by the configuration, refused by the store as each process opens it.
    const r = await refused(['--processes', '2'], {
      DATABASE_URL: 'mysql://localhost/graha',
      REDIS_URL: 'redis://127.0.0.1:1',
      LOG_LEVEL: 'info',
    })
    expect(r.code).toBe(1)
    const errors = r.out.split('\n').filter((l) => l.startsWith('graha: '))
    expect(errors).toEqual(['graha: DATABASE_URL must start with sqlite: or postgres://'])
    expect(r.out).toContain('a server process could not start: stopping')
    expect(r.out).not.toContain('replac')
  })
})
