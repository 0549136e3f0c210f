/**
 * Answers compressed as the client asks (issue 33): `Accept-Encoding` `gzip` or `br` (and their q-values)
 * by @fastify/compress, answers under COMPRESS_MIN_BYTES sent as they are, and identity for a client
 * that asks for neither or sends no `Accept-Encoding`. Request bodies are never decompressed (a request
 * with a `Content-Encoding` is read as before).
 *
 * The order of the hooks is what keeps the rest as it was. @fastify/compress adds its onSend to each
 * route's own hooks (its onRoute), and Fastify runs a route's own hooks after the application's: the
 * charge in hooks.ts's onSend has been captured, on the answer's real status, before the answer is
 * compressed. The envelope bytes are compressed as they are, so an answer decompresses to exactly the
 * bytes of its identity answer. An answer of more than the plugin's `syncThreshold` (8 KB on a 2-core
 * machine: a chart's 129 KB) is compressed by a zlib stream on libuv's thread pool, not on the event
 * loop; the stream has read every byte of the answer's buffer before the response can finish, so
 * hooks.ts's onResponse, which gives that buffer back only once the response has finished, stays right
 * (a smaller answer is compressed at once, into a copy).
 *
 * Levels (bench/compression.ts: a chart's 129 KB answer, compressed on the 2-core machine): Brotli at
 * quality 11, zlib's default, takes 150 ms and more an answer, out of the question for an API. Quality 4
 * and gzip level 4 each take about 0.75 ms and send 14 % of the bytes (18 KB); gzip level 6 takes twice
 * as long for 6 % fewer bytes, level 1 a little less time for a fifth more bytes. Over HTTP (npm run
 * bench, the stream path, the server's CPU per chart): gzip adds 1.1 ms for 18,708 bytes, Brotli 3.5 ms
 * for 18,274 (from 129,344 and 2.58 ms plain): gzip is preferred when a client accepts both alike.
 */
import compress from '@fastify/compress'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { constants } from 'node:zlib'

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024
/** Brotli quality (0 … 11). */
export const BROTLI_QUALITY = 4
/** gzip level (1 … 9; zlib's default is 6). */
export const GZIP_LEVEL = 4

/** `Vary: accept-encoding` on an answer that may be compressed, whether or not this one was: a cache
 *  must not give a compressed answer to a client that cannot read it, nor the other way round. (The
 *  plugin adds it only to the answers it compresses; written in lower case, as it looks for it.) */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding')
    return
  }
  const list = Array.isArray(vary) ? vary.join(', ') : String(vary)
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(list)) reply.header('vary', `${list}, accept-encoding`)
}

/** Register compression on `app`: before its routes, whose hooks the plugin adds to. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_req, reply, payload) => {
    const size =
      typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : undefined
    // A stream (a static file of /docs) may be compressed whatever its size.
    if (payload !== null && payload !== undefined && (size === undefined || size >= COMPRESS_MIN_BYTES))
      varyOnEncoding(reply)
    return payload
  })
  await app.register(compress, {
    globalDecompression: false,
    // gzip first when a client takes both: over HTTP it costs a third of Brotli's CPU for 2 % more bytes.
    encodings: ['gzip', 'br'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  })
}
