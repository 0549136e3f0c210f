/**
 * The checks a reading's Texts (src/readings/text.ts) are held to in Hindi, shared by the tests of every
 * operation whose sentences are written in Hindi (issue 36): where each Text is, the answer without its
 * words (to compare the judgement across languages), and what is wrong with one Text's Hindi.
 */
import { policyViolations } from '../../src/corpus/policy.js'
import type { Text } from '../../src/readings/text.js'

/** Every Text of a reading, with where it is. */
export function texts(v: unknown, path = '', out: { at: string; t: Text }[] = []): { at: string; t: Text }[] {
  if (Array.isArray(v)) v.forEach((x, i) => texts(x, `${path}[${i}]`, out))
  else if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>
    if (Object.keys(o).length === 2 && typeof o.en === 'string' && typeof o.hi === 'string')
      out.push({ at: path, t: o as unknown as Text })
    else for (const [k, x] of Object.entries(o)) texts(x, `${path}.${k}`, out)
  }
  return out
}

/** The reading without its words: every string that is a sentence replaced by a mark. */
export function withoutWords(v: unknown, textPaths: ReadonlySet<string>, path = ''): unknown {
  if (textPaths.has(path)) return '·'
  if (Array.isArray(v)) return v.map((x, i) => withoutWords(x, textPaths, `${path}[${i}]`))
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, withoutWords(x, textPaths, `${path}.${k}`)]),
    )
  return v
}

/** What is wrong with the Hindi of one Text (nothing: an empty list). */
export function hindiProblems(t: Text): string[] {
  if (t.en === '') return t.hi === '' ? [] : ['Hindi where the English is empty']
  return [
    ...(/[A-Za-z]/.test(t.hi) ? ['Latin letters'] : []),
    ...(t.hi.trim() === '' ? ['no Hindi'] : []),
    ...(t.hi !== t.hi.normalize('NFC') ? ['not NFC'] : []),
    ...(/[.!?]$/.test(t.en) && !/[।?!)]$/u.test(t.hi) ? ['a sentence without its danda'] : []),
    ...policyViolations(t.hi, 'hi'),
  ]
}
