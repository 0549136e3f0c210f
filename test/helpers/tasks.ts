/**
 * An operation answered in process as a worker answers it: its task compiled once per operation (as a
 * worker compiles it at start; compiling its serializers for every answer was a third of a sweep's
 * time), run, and its content read back from the answer's bytes.
 */
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import type { AnyOperation } from '../../src/operations/define.js'
import { ENVELOPE_ROOM } from '../../src/operations/serialize.js'
import { compileTask, type TaskOutput } from '../../src/operations/tasks.js'
import type { Language } from '../../src/i18n/languages.js'
import { testEphemeris } from './ephemeris.js'

const ctx = { eph: testEphemeris(), computationKey: Buffer.alloc(32, 7), corpusDir: DEFAULT_CORPUS_DIR }
const tasks = new Map<string, ReturnType<typeof compileTask>>()

/** The operation's task, compiled on first use. */
export function taskOf(op: AnyOperation): ReturnType<typeof compileTask> {
  let task = tasks.get(op.id)
  if (!task) tasks.set(op.id, (task = compileTask(op, ctx)))
  return task
}

/** The content the operation answers `body` with at `nowMs`; an error it answers with is thrown. */
export function taskContent(
  op: AnyOperation,
  body: object,
  language: Language,
  nowMs: number,
): Record<string, unknown> {
  const out = taskOf(op)({ body, nowMs, language }) as TaskOutput
  if (!('json' in out)) throw new Error(`${op.id}: ${out.error}: ${out.message}`)
  return JSON.parse(Buffer.from(out.json.subarray(ENVELOPE_ROOM)).toString('latin1')) as Record<
    string,
    unknown
  >
}
