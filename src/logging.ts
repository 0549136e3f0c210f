/**
 * Where the server's log goes: stdout, in batches. Writing each line as it comes costs a system call per
 * request (~11 µs of the ~200 of a keyed `positions` call on the main thread); lines are
 * written once 4 KiB have gathered, at least every 100 ms, and all of them at exit (a process killed
 * outright may lose its last 100 ms).
 */
import pino from 'pino'

export interface LogDestination {
  stream: pino.DestinationStream
  /** Write what is gathered, now. */
  flushSync(): void
}

export function logDestination(): LogDestination {
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 })
  const flushSync = () => {
    try {
      dest.flushSync()
    } catch {
      // not open yet, or already closed: nothing gathered to lose
    }
  }
  process.once('exit', flushSync)
  return { stream: dest, flushSync }
}
