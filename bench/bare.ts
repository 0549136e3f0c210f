/**
 * The floor under `positions` (issue 9): a bare node:http server that reads the JSON body, computes the
 * twelve sidereal positions with Swiss Ephemeris directly and answers JSON, with nothing of ours around
 * it (no validation, keys, limits, billing, envelope or logging). `tsx bench/bare.ts <port>`; writes
 * `READY` to stderr when it listens.
 */
import { createServer } from 'node:http'
import sweph from 'sweph'
import { DEFAULT_EPHEMERIS_DIR } from '../src/config.js'

const C = sweph.constants
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL
/** SE_SUN 0 … SE_TRUE_NODE 11: Sun to Pluto and the two nodes. */
const IDS = Array.from({ length: 12 }, (_, k) => k)

sweph.set_ephe_path(DEFAULT_EPHEMERIS_DIR)
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0)

const port = Number(process.argv[2] ?? 18_090)
createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (d: string) => (body += d))
  req.on('end', () => {
    const { datetime } = JSON.parse(body) as { datetime: string }
    const d = new Date(datetime)
    const ut = sweph.utc_to_jd(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds() + d.getUTCMilliseconds() / 1000,
      C.SE_GREG_CAL,
    ).data[1]
    const positions = IDS.map((id) => {
      const r = sweph.calc_ut(ut, id, FLAGS).data
      return { body: id, longitude: r[0], latitude: r[1], distance: r[2], speed: r[3] }
    })
    const out = JSON.stringify({ datetime, julianDayUt: ut, positions })
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) })
    res.end(out)
  })
}).listen(port, '127.0.0.1', () => console.error('READY'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
