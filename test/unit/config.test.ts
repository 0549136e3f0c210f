/** Configuration from the environment (src/config.ts): the worker pool's settings (issue 9). */
import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { DEFAULT_COMPUTE_TIMEOUT_MS } from '../../src/compute/index.js'
import { ConfigError, loadConfig, loadMcpConfig } from '../../src/config.js'

describe('WORKERS and COMPUTE_TIMEOUT_MS', () => {
  it('default to the available parallelism and 30 s', () => {
    const c = loadConfig({})
    expect(c.workers).toBe(availableParallelism())
    expect(c.computeTimeoutMs).toBe(DEFAULT_COMPUTE_TIMEOUT_MS)
    expect(DEFAULT_COMPUTE_TIMEOUT_MS).toBe(30_000)
  })

  it('take whole numbers; WORKERS=0 means the main thread', () => {
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(0)
    expect(loadConfig({ WORKERS: '6', COMPUTE_TIMEOUT_MS: '1500' })).toMatchObject({
      workers: 6,
      computeTimeoutMs: 1500,
    })
  })

  it('refuse anything else with a message naming the variable', () => {
    for (const WORKERS of ['-1', '1.5', 'two', '257'])
      expect(() => loadConfig({ WORKERS })).toThrow(
        new ConfigError('WORKERS must be a whole number from 0 (no worker threads) to 256'),
      )
    for (const COMPUTE_TIMEOUT_MS of ['0', '-5', '2.5', 'soon'])
      expect(() => loadConfig({ COMPUTE_TIMEOUT_MS })).toThrow(/^COMPUTE_TIMEOUT_MS must be a whole number/)
  })
})

describe('REQUEST_TIMEOUT_S and HEADERS_TIMEOUT_S', () => {
  it('default to 60 s for a whole request and 20 s for its headers', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestS: 60, headersS: 20 })
  })

  it('take whole seconds; the headers never get longer than the whole request', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_S: '90', HEADERS_TIMEOUT_S: '5' }).timeouts).toEqual({
      requestS: 90,
      headersS: 5,
    })
    expect(loadConfig({ REQUEST_TIMEOUT_S: '10' }).timeouts).toEqual({ requestS: 10, headersS: 10 })
    expect(() => loadConfig({ REQUEST_TIMEOUT_S: '10', HEADERS_TIMEOUT_S: '11' })).toThrow(
      new ConfigError('HEADERS_TIMEOUT_S must be a whole number of seconds from 1 to 10'),
    )
    for (const REQUEST_TIMEOUT_S of ['0', '601', '1.5', 'long'])
      expect(() => loadConfig({ REQUEST_TIMEOUT_S })).toThrow(
        new ConfigError('REQUEST_TIMEOUT_S must be a whole number of seconds from 1 to 600'),
      )
  })
})

describe('NARRATOR_*', () => {
  it('unset: the built-in composer', () => {
    expect(loadConfig({}).narrator).toBeNull()
  })
  it('a URL and a model, the key optional, 75 s by default', () => {
    expect(
      loadConfig({ NARRATOR_URL: 'http://127.0.0.1:8000/v1', NARRATOR_MODEL: 'llama-3.1-8b' }).narrator,
    ).toEqual({
      url: 'http://127.0.0.1:8000/v1',
      model: 'llama-3.1-8b',
      apiKey: undefined,
      timeoutS: 75,
    })
    expect(
      loadConfig({
        NARRATOR_URL: 'https://api.openai.com/v1',
        NARRATOR_MODEL: 'gpt-4o-mini',
        NARRATOR_API_KEY: 'sk-x',
        NARRATOR_TIMEOUT_S: '40',
      }).narrator,
    ).toMatchObject({ apiKey: 'sk-x', timeoutS: 40 })
  })
  it('refuse what cannot work, naming the variable', () => {
    expect(() => loadConfig({ NARRATOR_URL: 'http://127.0.0.1:8000/v1' })).toThrow(
      /^NARRATOR_MODEL must name/,
    )
    expect(() => loadConfig({ NARRATOR_URL: 'not a url', NARRATOR_MODEL: 'm' })).toThrow(
      /^NARRATOR_URL must be/,
    )
    expect(() => loadConfig({ NARRATOR_URL: 'ftp://x/v1', NARRATOR_MODEL: 'm' })).toThrow(
      /^NARRATOR_URL must be/,
    )
    for (const NARRATOR_TIMEOUT_S of ['0', '90', 'soon'])
      expect(() =>
        loadConfig({ NARRATOR_URL: 'http://h/v1', NARRATOR_MODEL: 'm', NARRATOR_TIMEOUT_S }),
      ).toThrow(/^NARRATOR_TIMEOUT_S must be a number of seconds from 1 to 85/)
    expect(() => loadConfig({ NARRATOR_MODEL: 'm' })).toThrow(/need NARRATOR_URL/)
  })
})

describe('the portal: PORTAL, PUBLIC_URL, SMTP_URL, MAIL_FROM, STRIPE_*', () => {
  it('is on by default outside production, with links to HOST:PORT and mail to the log', () => {
    const p = loadConfig({ PORT: '9090' }).portal
    expect(p).toEqual({
      enabled: true,
      offReason: null,
      publicUrl: 'http://127.0.0.1:9090',
      publicUrlSet: false,
      smtpUrl: null,
      mailFrom: 'graha <portal@127.0.0.1>',
      stripe: null,
    })
  })

  it('PORTAL=off turns it off; in production it needs SMTP_URL and PUBLIC_URL, and says why not', () => {
    expect(loadConfig({ PORTAL: 'off' }).portal).toMatchObject({ enabled: false, offReason: 'PORTAL=off' })
    expect(loadConfig({ NODE_ENV: 'production' }).portal).toMatchObject({
      enabled: false,
      offReason: expect.stringMatching(/without SMTP_URL/),
    })
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com' }).portal,
    ).toMatchObject({
      enabled: false,
      offReason: expect.stringMatching(/without PUBLIC_URL/),
    })
    const on = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@mail.example.com',
      PUBLIC_URL: 'https://api.example.com',
      MAIL_FROM: 'graha <hello@example.com>',
    }).portal
    expect(on).toMatchObject({
      enabled: true,
      publicUrl: 'https://api.example.com',
      mailFrom: 'graha <hello@example.com>',
    })
    expect(() => loadConfig({ PORTAL: 'maybe' })).toThrow(/^PORTAL must be off/)
  })

  it('refuses malformed values, naming the variable', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'api.example.com' })).toThrow(/^PUBLIC_URL must be/)
    expect(() => loadConfig({ PUBLIC_URL: 'https://api.example.com/portal' })).toThrow(
      /^PUBLIC_URL is an origin only/,
    )
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^SMTP_URL must be/)
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/^MAIL_FROM must be/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/set together/)
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/^STRIPE_SECRET_KEY must be/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /^STRIPE_WEBHOOK_SECRET must be/,
    )
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).portal.stripe,
    ).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc', apiUrl: null })
  })
})

describe('TRUST_PROXY', () => {
  it('believes no proxy by default; true, a number of hops or addresses otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1')
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/^TRUST_PROXY must be/)
  })
})

describe('METRICS_TOKEN, METRICS_PORT and METRICS_HOST', () => {
  const TOKEN = '0123456789abcdef0123456789abcdef'
  it('expose nothing by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' })
  })

  it('a token alone: /metrics on PORT; a port: its own listener, on the loopback unless told', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({
      token: TOKEN,
      port: undefined,
      host: '127.0.0.1',
    })
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    })
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: TOKEN }).metrics).toEqual(
      {
        token: TOKEN,
        port: 0,
        host: '10.0.0.5',
      },
    )
  })

  it('refuse a token shorter than 16 characters or with spaces, without echoing it', () => {
    for (const METRICS_TOKEN of [
      'short',
      '0123456789abcde',
      'sixteen chars ok',
      'tab\there-and-long-enough',
    ]) {
      let err: unknown
      try {
        loadConfig({ METRICS_TOKEN })
      } catch (e) {
        err = e
      }
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as Error).message).toMatch(/^METRICS_TOKEN must be at least 16 visible ASCII characters/)
      expect((err as Error).message).not.toContain(METRICS_TOKEN)
    }
    expect(loadConfig({ METRICS_TOKEN: '0123456789abcdef' }).metrics.token).toBe('0123456789abcdef')
  })

  it('refuse a port that is not one, the API port itself, and a host without a port', () => {
    for (const METRICS_PORT of ['-1', '65536', '80.5', 'metrics', '1e3', ' 9464'])
      expect(() => loadConfig({ METRICS_PORT })).toThrow(
        new ConfigError('METRICS_PORT must be an integer from 0 to 65535'),
      )
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(
      /^METRICS_PORT must differ from PORT/,
    )
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/^METRICS_PORT must differ from PORT/)
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metrics.port).toBe(0)
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' })).toThrow(
      new ConfigError('METRICS_HOST needs METRICS_PORT (the metrics listener it places)'),
    )
  })
})

describe('PROCESSES (issue 33: every core)', () => {
  const PG = 'postgres://db.internal/graha'
  const REDIS = 'redis://127.0.0.1:6379'
  const cores = availableParallelism()

  it('default to 1, or one per core on PostgreSQL with Redis; WORKERS then shares the cores', () => {
    expect(loadConfig({})).toMatchObject({ processes: 1, workers: cores })
    expect(loadConfig({ DATABASE_URL: PG })).toMatchObject({ processes: 1, workers: cores })
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: REDIS })).toMatchObject({
      processes: cores,
      workers: 1,
    })
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: REDIS, PROCESSES: '2' })).toMatchObject({
      processes: 2,
      workers: Math.max(1, Math.floor(cores / 2)),
    })
    // Never below one thread a process, and WORKERS set is taken as it is.
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: REDIS, PROCESSES: '256' }).workers).toBe(1)
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: REDIS, PROCESSES: '2', WORKERS: '3' }).workers).toBe(3)
    expect(loadConfig({ PROCESSES: '1' }).processes).toBe(1)
  })

  it('refuse anything but a whole number from 1 to 256, with a message naming PROCESSES', () => {
    for (const PROCESSES of ['0', '-1', '1.5', 'x', '257', ' 2', '2e0', '0x2'])
      expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: REDIS, PROCESSES })).toThrow(
        new ConfigError('PROCESSES (--processes) must be a whole number of server processes from 1 to 256'),
      )
  })

  it('refuse more than one process on SQLite, or without REDIS_URL', () => {
    for (const DATABASE_URL of [undefined, 'sqlite:/tmp/graha.sqlite'])
      expect(() => loadConfig({ DATABASE_URL, REDIS_URL: REDIS, PROCESSES: '2' })).toThrow(
        /^PROCESSES above 1 needs PostgreSQL \(DATABASE_URL=postgres:\/\/…\) and REDIS_URL: SQLite serves one/,
      )
    expect(() => loadConfig({ DATABASE_URL: PG, PROCESSES: '2' })).toThrow(
      /^PROCESSES above 1 needs REDIS_URL: without Redis each process would count the rate and concurrency/,
    )
  })
})

describe('graha mcp: GRAHA_API_KEY and GRAHA_URL', () => {
  const apiKey = `service_live_${'ef'.repeat(24)}`

  it('needs the key, and says where one comes from without showing any', () => {
    for (const env of [{}, { GRAHA_API_KEY: '' }, { GRAHA_API_KEY: '  ' }])
      expect(() => loadMcpConfig(env)).toThrow(/^GRAHA_API_KEY is not set: .*graha key create/)
  })

  it('calls a local graha serve unless GRAHA_URL names another', () => {
    expect(loadMcpConfig({ GRAHA_API_KEY: apiKey })).toEqual({ apiKey, baseUrl: 'http://127.0.0.1:8080' })
    expect(loadMcpConfig({ GRAHA_API_KEY: ` ${apiKey}\n`, GRAHA_URL: 'https://graha.example.com/' })).toEqual(
      {
        apiKey,
        baseUrl: 'https://graha.example.com',
      },
    )
    expect(loadMcpConfig({ GRAHA_API_KEY: apiKey, GRAHA_URL: 'https://example.com/graha/' }).baseUrl).toBe(
      'https://example.com/graha',
    )
  })

  it('refuses a GRAHA_URL that is not an http(s) address alone', () => {
    for (const GRAHA_URL of ['graha.example.com', 'ftp://graha.example.com', 'https://u:p@graha.example.com'])
      expect(() => loadMcpConfig({ GRAHA_API_KEY: apiKey, GRAHA_URL }), GRAHA_URL).toThrow(ConfigError)
  })
})
