import type { ChildProcess } from 'node:child_process'

/** Waits until a bench server (bench/server.ts, the floors) writes `READY [secret]` to its stderr, which
 *  must be piped; resolves with the secret ('' for a floor), rejects with what it wrote if it exits first. */
export function readyOf(child: ChildProcess, name: string): Promise<string> {
  return new Promise<string>((done, fail) => {
    let err = ''
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString()
      const m = /READY ?(\S*)/.exec(err)
      if (m) done(m[1]!)
    })
    child.on('exit', (code) => fail(new Error(`bench server ${name} exited ${code}: ${err.slice(-2000)}`)))
  })
}
