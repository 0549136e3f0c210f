/**
 * A TCP proxy started by a test, in front of a real server (Redis): `cut()` drops every connection and
 * stops listening, as a network partition or a dead Redis would look from graha; `restore()` listens
 * again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  url: string
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

export async function tcpProxy(target: { host: string; port: number }, scheme = 'redis'): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server
  const open = (port: number) =>
    new Promise<number>((done, fail) => {
      server = createServer((client) => {
        const upstream = createConnection(target)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', fail)
      server.listen(port, '127.0.0.1', () => done((server.address() as { port: number }).port))
    })
  const port = await open(0)
  const stop = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy()
      server.close(() => done())
    })
  return {
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    cut: stop,
    restore: async () => {
      await open(port)
    },
    close: stop,
  }
}
