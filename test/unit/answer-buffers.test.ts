/**
 * Answer buffers kept for reuse on one thread (src/compute/buffers.ts, issue 9): large answers only,
 * the smallest free one that fits, a bounded number kept.
 */
import { describe, expect, it } from 'vitest'
import {
  answerBuffer,
  KEEP,
  keepAnswerBuffer,
  keptAnswerBuffers,
  recyclable,
  RECYCLE_MAX_BYTES,
  RECYCLE_MIN_BYTES,
} from '../../src/compute/buffers.js'

/** Take every kept buffer, so that each test starts from none. */
function drain(): void {
  while (keptAnswerBuffers() > 0) answerBuffer(RECYCLE_MIN_BYTES)
}

describe('answer buffers', () => {
  it('gives a large answer a buffer of its own, rounded up to 64 KB, and reuses it once kept', () => {
    drain()
    const a = answerBuffer(140_000)
    expect(a.byteLength).toBe(140_000)
    expect(a.byteOffset).toBe(0)
    expect(a.buffer.byteLength).toBe(3 * RECYCLE_MIN_BYTES)
    expect(recyclable(a)).toBe(a.buffer)
    keepAnswerBuffer(a.buffer as ArrayBuffer)
    const b = answerBuffer(150_000)
    expect(b.buffer).toBe(a.buffer)
    expect(keptAnswerBuffers()).toBe(0)
  })

  it('picks the smallest kept buffer that holds the answer, and a new one when none does', () => {
    drain()
    const big = answerBuffer(500_000).buffer as ArrayBuffer
    const mid = answerBuffer(200_000).buffer as ArrayBuffer
    keepAnswerBuffer(big)
    keepAnswerBuffer(mid)
    expect(answerBuffer(150_000).buffer).toBe(mid)
    const fresh = answerBuffer(600_000).buffer
    expect(fresh).not.toBe(big)
    expect(answerBuffer(100_000).buffer).toBe(big)
  })

  it('leaves small and very large answers out, and keeps a bounded number', () => {
    drain()
    const small = answerBuffer(1_000)
    expect(recyclable(small)).toBeNull()
    keepAnswerBuffer(small.buffer as ArrayBuffer)
    const huge = answerBuffer(RECYCLE_MAX_BYTES + 1)
    expect(recyclable(huge)).toBeNull()
    keepAnswerBuffer(huge.buffer as ArrayBuffer)
    expect(keptAnswerBuffers()).toBe(0)
    for (let i = 0; i < KEEP + 5; i++) keepAnswerBuffer(new ArrayBuffer(RECYCLE_MIN_BYTES))
    expect(keptAnswerBuffers()).toBe(KEEP)
    drain()
  })
})
