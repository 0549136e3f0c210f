/**
 * The inside of a worker thread: answer each task message with its result, or with the fault it
 * threw. A worker entry opens what its tasks need (the ephemeris, compiled serializers) once, at start,
 * builds its TaskTable and hands it here; the pool counts the worker ready when it says so.
 */
import { parentPort } from 'node:worker_threads'
import { keepAnswerBuffer, recyclable } from './buffers.js'
import type { ReadyMessage, ResultMessage, StopMessage, TaskMessage, TaskTable } from './types.js'

function transferable(value: unknown): ArrayBuffer[] {
  if (typeof value !== 'object' || value === null) return []
  const list: ArrayBuffer[] = []
  for (const v of Object.values(value)) {
    if (!(v instanceof Uint8Array) || !(v.buffer instanceof ArrayBuffer)) continue
    // Bytes that own their whole buffer (as TextEncoder gives), or an answer's recycled buffer
    // (compute/buffers.ts), never a view into memory that something else shares (Buffer's pool).
    if ((v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) || recyclable(v)) list.push(v.buffer)
  }
  return list
}

export function serveTasks(table: TaskTable): void {
  const port = parentPort
  if (!port) throw new Error('serveTasks runs inside a worker thread')
  // After a task threw, this worker is no longer trusted: the pool retires it, and a task it was sent
  // ahead is not run here but given back to the queue.
  let broken = false
  port.on('message', (m: TaskMessage | StopMessage) => {
    // Between two turns of this thread's event loop, so never inside a native call (pool.ts stopWorker).
    if ('stop' in m) process.exit(0)
    if (broken) return
    if (m.spare) for (const buffer of m.spare) keepAnswerBuffer(buffer)
    let reply: ResultMessage
    try {
      const fn = table[m.task]
      if (!fn) throw new Error(`no task named ${m.task} in this worker`)
      reply = { id: m.id, ok: true, value: fn(m.input) }
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err))
      reply = { id: m.id, ok: false, message: `${e.name}: ${e.message}`, stack: e.stack }
      broken = true
    }
    // Bytes of a result move to the main thread instead of being copied (a Uint8Array that owns its
    // whole buffer, as TextEncoder gives).
    port.postMessage(reply, reply.ok ? transferable(reply.value) : [])
  })
  port.postMessage({ ready: true } satisfies ReadyMessage)
}
