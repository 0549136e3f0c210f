/**
 * Where the server's log goes: stdout, in batches. Writing each line as it comes costs a system call per
 * request (~11 µs of the ~200 of a keyed `positions` call on the main thread); lines are
 * written once 4 KiB have gathered, at least every 100 ms, and all of them at exit (a process killed
 * outright may lose its last 100 ms).
 */
import { hostname } from 'node:os'
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

/**
 * The fields on every line of a process when several serve one port (PROCESSES > 1): pino's own (pid,
 * hostname) and the process's number, `process`: 1 to N for the server processes (a replacement takes
 * the number of the one it replaces), 0 for the primary that starts and stops them.
 */
export function logBase(processIndex: number): { pid: number; hostname: string; process: number } {
  return { pid: process.pid, hostname: hostname(), process: processIndex }
}
