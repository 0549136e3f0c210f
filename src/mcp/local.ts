/**
 * `graha mcp --local`: the API built in this process beside the database, as `graha serve` builds it
 * but listening nowhere. Each tool call goes through `app.inject` with the user's key, so that the
 * checks, limits and billing are exactly a server's: the same hooks run, on the same store.
 */
import { GrahaError } from '@graha/client'
import { Accounts } from '../accounts/index.js'
import { openEphemeris } from '../astro/index.js'
import type { Config } from '../config.js'
import { buildApp } from '../http/app.js'
import { MemoryLimiter } from '../limits/memory.js'
import { RedisLimiter } from '../limits/redis.js'
import { modelNarrator } from '../narration/narrator.js'
import { startHeartbeat } from '../server.js'
import { openStore } from '../store/index.js'
import type { Backend } from './backend.js'

export async function localBackend(config: Config, apiKey: string): Promise<Backend> {
  const ephemeris = openEphemeris(config.ephemeris)
  const store = await openStore(config.databaseUrl, { listen: true })
  // What is open, in the order opened; closed the other way round.
  const opened: (() => unknown)[] = [() => store.close()]
  const close = async () => {
    for (const undo of [...opened].reverse()) await undo()
  }
  try {
    const accounts = await Accounts.open(store, config.secret)
    const limiter = config.redisUrl ? await RedisLimiter.connect(config.redisUrl) : new MemoryLimiter()
    opened.push(() => limiter.close())
    const app = await buildApp({
      ephemeris,
      accounts,
      limiter,
      // Never stdout: over stdio it carries the protocol alone.
      logger: { level: config.logLevel, stream: process.stderr },
      compute: { workers: config.workers, timeoutMs: config.computeTimeoutMs },
      ...(config.narrator ? { narrator: modelNarrator(config.narrator) } : {}),
    })
    opened.push(async () => {
      await app.close()
      await accounts.flushKeyUses().catch((err: unknown) => app.log.error({ err }, 'key uses not written'))
    })
    opened.push(await startHeartbeat(accounts, (err) => app.log.error({ err }, 'heartbeat or sweep failed')))
    return {
      description: `graha in this process (${store.description})`,
      async call(op, body) {
        const post = op.method === 'POST'
        const res = await app.inject({
          method: op.method,
          url: op.path,
          headers: post ? { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' } : {},
          ...(post ? { payload: JSON.stringify(body ?? {}) } : {}),
        })
        const answer = JSON.parse(res.body) as Record<string, unknown>
        if (res.statusCode < 300) return answer
        const retryAfter = res.headers['retry-after']
        throw new GrahaError(
          String(answer.error),
          String(answer.message),
          res.statusCode,
          typeof answer.requestId === 'string' ? answer.requestId : undefined,
          retryAfter === undefined ? undefined : Number(retryAfter),
        )
      },
      close,
    }
  } catch (err) {
    await close()
    throw err
  }
}
