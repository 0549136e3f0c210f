/**
 * The control beside `/healthz` under load (issue 9): a process of its own that answers every request
 * with a constant `{"status":"ok"}` and does nothing else. Probed while 16 connections load graha's
 * `/v1/chart`, its latency is what this machine's scheduling alone gives any process under that load:
 * the floor under graha's `/healthz` figure. `tsx bench/idle.ts <port>`; writes `READY` to stderr.
 */
import { createServer } from 'node:http'

const BODY = '{"status":"ok"}'
createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.length })
    res.end(BODY)
  })
}).listen(Number(process.argv[2] ?? 18_092), '127.0.0.1', () => console.error('READY'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
