/**
 * Answer buffers, kept for reuse. A large answer (a chart is 130 KB) is written into bytes of
 * its own, moved to the main thread, written to the socket and dropped. Made fresh each time, such
 * buffers cost twice on the 2-core machine: the memory is mapped and faulted in anew
 * (expensive on that virtual machine), and on the main thread their external memory made V8 collect the
 * young generation every ~0.45 s under chart load, pauses of 1.5 to 23 ms that every other request
 * waited through. So once an answer has been written out completely, its buffer goes back to the
 * thread that computes answers (with the next task given to a worker, or at once with WORKERS=0) and
 * the next large answer is written into it.
 *
 * Only buffers of RECYCLE_MIN_BYTES or more take part (smaller ones come from the heap cheaply), up to
 * RECYCLE_MAX_BYTES (a rare 3 MB series is not worth keeping), at most KEEP of them per thread.
 */
export const RECYCLE_MIN_BYTES = 64 * 1024
export const RECYCLE_MAX_BYTES = 1024 * 1024
/** Buffers kept by one thread. */
export const KEEP = 16

const free: ArrayBuffer[] = []

/** Whether a buffer of `bytes` takes part in reuse. */
export function reusedSize(bytes: number): boolean {
  return bytes >= RECYCLE_MIN_BYTES && bytes <= RECYCLE_MAX_BYTES
}

/** Bytes for an answer of `size` bytes: a view of its first `size` bytes over a buffer that it owns
 *  alone (so that it can be transferred), recycled when one is free and large enough. */
export function answerBuffer(size: number): Buffer {
  if (!reusedSize(size)) return Buffer.allocUnsafeSlow(size)
  // The smallest free buffer that holds it.
  let best = -1
  for (let i = 0; i < free.length; i++) {
    const n = free[i]!.byteLength
    if (n >= size && (best < 0 || n < free[best]!.byteLength)) best = i
  }
  if (best >= 0) {
    const ab = free[best]!
    free[best] = free[free.length - 1]!
    free.pop()
    return Buffer.from(ab, 0, size)
  }
  // Rounded up to 64 KB, so that a slightly larger answer next time still fits.
  const capacity = Math.min(RECYCLE_MAX_BYTES, Math.ceil(size / RECYCLE_MIN_BYTES) * RECYCLE_MIN_BYTES)
  return Buffer.from(Buffer.allocUnsafeSlow(capacity).buffer, 0, size)
}

/** Whether an answer's bytes may be given back (recycle) once written out: a buffer of the recycled
 *  sizes is always an answer's own (Buffer's shared pool is 8 KB). */
export function recyclable(bytes: Uint8Array): ArrayBuffer | null {
  const ab = bytes.buffer
  if (!(ab instanceof ArrayBuffer)) return null
  return reusedSize(ab.byteLength) ? ab : null
}

/** Keep a buffer that no answer uses any more, for the next answer written on this thread. */
export function keepAnswerBuffer(ab: ArrayBuffer): void {
  if (reusedSize(ab.byteLength) && free.length < KEEP) free.push(ab)
}

/** Buffers kept on this thread now (tests). */
export function keptAnswerBuffers(): number {
  return free.length
}
