/**
 * A latency probe in its own process (so that the load generator's event loop does not delay it):
 * `tsx bench/probe.ts <url> <perSecond> <seconds>` sends GET requests one at a time on one kept-alive
 * connection at the given rate and prints their latencies' p50, p99 and max in ms as JSON.
 */
import { Agent, get } from 'node:http'

const [url = '', perSecond = '50', seconds = '10'] = process.argv.slice(2)
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const once = () =>
  new Promise<number>((done, fail) => {
    const t0 = process.hrtime.bigint()
    get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => {
        if (res.statusCode !== 200) fail(new Error(`${url}: ${res.statusCode}`))
        else done(Number(process.hrtime.bigint() - t0) / 1e6)
      })
    }).on('error', fail)
  })

const latencies: number[] = []
const intervalMs = 1000 / Number(perSecond)
const end = Date.now() + Number(seconds) * 1000
let next = Date.now()
while (Date.now() < end) {
  latencies.push(await once())
  next += intervalMs
  const wait = next - Date.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
}
latencies.sort((a, b) => a - b)
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
console.log(JSON.stringify({ n: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) }))
agent.destroy()
