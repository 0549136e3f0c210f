/**
 * PostgreSQL's word that something kept in memory has changed: a transaction that revokes, rotates,
 * re-scopes or limits a key, or changes an account's limits or credits, sends NOTIFY on CHANNEL (delivered
 * by PostgreSQL at its commit, to every listening connection, never for a transaction rolled back), and
 * each server process keeps one connection that LISTENs. What the process read of keys may be kept while
 * no word has come (auth.ts); the count of words received plays the part SQLite's data_version plays on
 * a file.
 *
 * While the listening connection is down (PostgreSQL restarting, the connection ended by an
 * administrator), a word could be missed: `version()` then changes at every call, so that nothing is kept,
 * and the connection is opened again with a growing pause. Once it listens again, everything kept before
 * is dropped once more.
 */
import pg from 'pg'

/** The channel of the announcements (its payload is empty: every process drops all it keeps). */
export const CHANNEL = 'graha_changes'

const FIRST_PAUSE_MS = 250
const LONGEST_PAUSE_MS = 5_000

export interface ChangeFeed {
  /** Changes whenever a change may have happened elsewhere since the last call. */
  version(): number
  /** Whether the connection listens now (false: nothing may be kept). */
  listening(): boolean
  close(): Promise<void>
}

/** Open the listening connection; resolves once it listens (rejects if the first attempt fails). */
export async function listenForChanges(url: string, onError: (err: Error) => void): Promise<ChangeFeed> {
  let received = 0
  /** Counts down while not listening: a value never seen before at every call. */
  let unsure = 0
  let client: pg.Client | undefined
  let up = false
  let closed = false
  let pause = FIRST_PAUSE_MS
  let timer: NodeJS.Timeout | undefined

  const down = (c: pg.Client, err?: Error) => {
    if (client !== c) return
    client = undefined
    up = false
    received++
    if (err) onError(err)
    c.end().catch(() => {})
    if (closed) return
    timer = setTimeout(() => void connect().catch(() => {}), pause)
    timer.unref()
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS)
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString: url })
    client = c
    c.on('notification', (n) => {
      if (n.channel === CHANNEL) received++
    })
    c.on('error', (err) => down(c, err))
    c.on('end', () => down(c))
    try {
      await c.connect()
      await c.query(`LISTEN ${CHANNEL}`)
    } catch (err) {
      down(c, err as Error)
      throw err
    }
    if (client !== c) return
    up = true
    received++ // anything kept from before the connection was down is dropped
    pause = FIRST_PAUSE_MS
  }

  try {
    await connect()
  } catch (err) {
    closed = true
    clearTimeout(timer)
    throw err
  }
  return {
    version: () => (up ? received : --unsure),
    listening: () => up,
    async close() {
      closed = true
      clearTimeout(timer)
      const c = client
      client = undefined
      up = false
      await c?.end().catch(() => {})
    },
  }
}
