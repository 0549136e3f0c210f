/**
 * The framework's own floor (issue 9): Fastify answering every POST with a constant 1 KB JSON body,
 * nothing parsed but the request, nothing computed, checked or logged. Beside the bare node:http floor
 * (bench/bare.ts) it shows what the framework itself costs per call. `tsx bench/fastify-floor.ts <port>`;
 * writes `READY` to stderr when it listens.
 */
import Fastify from 'fastify'

const BODY = JSON.stringify({
  datetime: '2024-03-20T05:00:00.000Z',
  positions: Array.from({ length: 12 }, (_, body) => ({
    body,
    longitude: 123.456789,
    latitude: 1.234567,
    distance: 1.012345,
    speed: 0.985612,
  })),
})

const app = Fastify({ logger: false })
app.post('/v1/ephemeris/positions', async (_req, reply) => {
  reply.type('application/json')
  return BODY
})
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 18_091) })
console.error('READY')
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
