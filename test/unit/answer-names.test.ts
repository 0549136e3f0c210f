/**
 * The names an answer gives in its language (issue 36, item 2; src/i18n/names.ts). Every operation's
 * task, asked in a language other than English, adds `names`: for each kind, the word for each name the
 * answer holds. Checked here without the schema walk that makes it:
 *
 * - every name the answer holds is given: any string of the answer (a value, or a property's name) that
 *   is a key of the catalogue is in `names` under a kind that has it, unless the field is one of the few
 *   listed below that hold such a string without naming it (`tone: "neutral"` is not the dignity);
 * - nothing else is given: every key of `names` is a string of the answer;
 * - each word is the table's, in the catalogue's order;
 * - nothing else of the answer changes with the language (but the sentences of an operation written in
 *   it), and English answers have no `names`.
 */
import fastJson from 'fast-json-stringify'
import { describe, expect, it } from 'vitest'
import { NAME_KINDS, type NameKind } from '../../src/i18n/catalogue.js'
import { LANGUAGES, nameTable } from '../../src/i18n/languages.js'
import {
  ambiguousEnum,
  NAME_KEYWORD,
  NAMED_FIELD_KEYWORD,
  NAMED_KEYS_KEYWORD,
  NamesField,
} from '../../src/i18n/names.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { taskContent } from '../helpers/tasks.js'

const NOW = Date.UTC(2026, 10, 28)
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en')

/** Every kind that has a key. */
const KINDS_OF = new Map<string, NameKind[]>()
for (const [kind, keys] of Object.entries(NAME_KINDS) as [NameKind, readonly string[]][])
  for (const key of keys) KINDS_OF.set(key, [...(KINDS_OF.get(key) ?? []), kind])

/**
 * Fields that hold a key of the catalogue without naming it (operation, path with `[]` for a list's
 * items and `{}` for a property's own name): a tone or a nature (`neutral` is a dignity's key too),
 * a family of chart yogas (`Dhana`), a gaṇa or a yoni in a kūṭa's row (`Rakshasa`), and property names
 * that are identifiers of the answer (`vedha`, `tara`, `manglik`, the kālams of `absent` and
 * `conventions`).
 */
const NOT_NAMES = new Set([
  'chart .yogas[].category',
  'compatibility .ashtakoota.kootas[].a',
  'compatibility .ashtakoota.kootas[].b',
  'compatibility .chartReading.together[].tone',
  'compatibility .timing.a.periods[].tone',
  'compatibility .timing.b.periods[].tone',
  'compatibility .{manglik}',
  'compatibility .conventions.{manglik}',
  'compatibility_batch .profile.{manglik}',
  'compatibility_batch .matches[].candidate.{manglik}',
  'interpret .timingWindows[].tone',
  'timing .assessment.windows[].tone',
  'transits .transits[].{vedha}',
  'muhurta .windows[].tarabala.{tara}',
  'panchanga .choghadiya.day[].nature',
  'panchanga .choghadiya.night[].nature',
  'panchanga .absent.{*}',
  'panchanga .conventions.{*}',
])

/** The catalogue's keys an answer holds, where (value or property name), the listed fields aside. */
function heldNames(opId: string, content: unknown): { key: string; where: string }[] {
  const out: { key: string; where: string }[] = []
  const skip = (path: string) => NOT_NAMES.has(`${opId} ${path}`)
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      if (KINDS_OF.has(v) && !skip(path)) out.push({ key: v, where: path })
    } else if (Array.isArray(v)) for (const x of v) walk(x, `${path}[]`)
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (KINDS_OF.has(k) && x !== null && !skip(`${path}.{${k}}`) && !skip(`${path}.{*}`))
          out.push({ key: k, where: `${path}.{${k}}` })
        walk(x, `${path}.${k}`)
      }
    }
  }
  walk(content, '')
  return out
}

/** Every string of an answer, values and property names. */
function strings(content: unknown, out = new Set<string>()): Set<string> {
  if (typeof content === 'string') out.add(content)
  else if (Array.isArray(content)) for (const x of content) strings(x, out)
  else if (content !== null && typeof content === 'object')
    for (const [k, x] of Object.entries(content)) {
      out.add(k)
      strings(x, out)
    }
  return out
}

/** The request bodies each operation is asked: its example, and for some the shapes it has beyond it. */
function bodiesOf(op: (typeof OPERATIONS)[number]): object[] {
  const example = op.example as Record<string, unknown>
  if (op.id === 'chart') return [example, { ...example, includeStrength: true }]
  if (op.id === 'panchanga')
    // A month of days at two places: the special yogas, every kālam, the saṅkrānti.
    return Array.from({ length: 30 }, (_, i) => ({
      ...example,
      date: new Date(Date.UTC(2026, 0, 1 + 3 * i)).toISOString().slice(0, 10),
      ...(i % 2 ? { latitude: 13.0827, longitude: 80.2707 } : {}),
    }))
  return [example]
}

/** The operation's content for `body` in `language`, through its task (as a worker runs it). */
/** The drawn part of an answer (the picture, the PDF and its size) left out. */
function undrawn(id: string, content: unknown): unknown {
  const c = content as Record<string, Record<string, unknown>>
  if (id === 'chart-image') return { ...c, image: { ...c.image, data: 'drawn' } }
  if (id === 'report') return { ...c, report: { ...c.report, data: 'drawn', bytes: 0, pages: 0 } }
  return content
}

describe('names in answers', () => {
  for (const op of OPERATIONS) {
    it(`${op.id}: every name the answer holds, in every language, and nothing else`, () => {
      for (const body of bodiesOf(op)) {
        const en = taskContent(op, body, 'en', NOW)
        expect(en).not.toHaveProperty('names')
        const held = heldNames(op.id, en)
        for (const language of OTHER_LANGUAGES) {
          const { names, ...rest } = taskContent(op, body, language, NOW) as {
            names: Partial<Record<NameKind, Record<string, string>>>
          }
          // Nothing but `names` changes with the language, unless the operation writes its sentences in
          // it too (test/unit/interpret-hindi.test.ts compares those answers but for their words).
          // A picture or a report is drawn in the language (its labels, its fonts):
          // chart-image-languages.test.ts checks those; here the rest of the answer.
          if (!op.texts?.includes(language)) expect(undrawn(op.id, rest)).toEqual(undrawn(op.id, en))
          expect(names, `${op.id} ${language}`).toBeTypeOf('object')
          for (const { key, where } of held) {
            const kinds = KINDS_OF.get(key)!
            expect(
              kinds.some((k) => names[k]?.[key] !== undefined),
              `${op.id} ${language}: ${key} at ${where}`,
            ).toBe(true)
          }
          const all = strings(en)
          const table = nameTable(language).names
          for (const [kind, words] of Object.entries(names) as [NameKind, Record<string, string>][]) {
            // The catalogue's order, the table's words, and only names the answer holds.
            expect(Object.keys(words)).toEqual(NAME_KINDS[kind].filter((k) => k in words))
            for (const [key, word] of Object.entries(words)) {
              expect(all.has(key), `${op.id} ${language}: ${kind}.${key} is not in the answer`).toBe(true)
              expect(word).toBe(table[kind][key])
            }
          }
        }
      }
    })
  }

  it('an answer holding names gives them: the chart, the pañcāṅga and the match name many kinds', () => {
    const kindsGiven = (id: string) => {
      const op = OPERATIONS.find((o) => o.id === id)!
      const names = taskContent(op, op.example as object, 'hi', NOW).names as object
      return Object.keys(names).sort()
    }
    expect(kindsGiven('chart')).toEqual(
      [
        'chartYogas',
        'dashaLevels',
        'dignities',
        'grahas',
        'nakshatras',
        'nodes',
        'outerBodies',
        'points',
        'signs',
      ].sort(),
    )
    expect(kindsGiven('panchanga')).toEqual(
      expect.arrayContaining([
        'weekdays',
        'tithis',
        'pakshas',
        'nakshatras',
        'nityaYogas',
        'karanas',
        'kalams',
        'choghadiya',
        'lunarMonths',
        'ritus',
        'ayanas',
        'grahas',
        'signs',
      ]),
    )
    expect(kindsGiven('compatibility')).toEqual(expect.arrayContaining(['kootas', 'poruthams', 'doshas']))
  })

  it('is written by JSON.stringify as fast-json-stringify writes it from its schema', () => {
    const write = fastJson(NamesField as object) as (v: unknown) => string
    const op = OPERATIONS.find((o) => o.id === 'chart')!
    for (const language of OTHER_LANGUAGES) {
      const names = taskContent(op, op.example as object, language, NOW).names
      expect(JSON.stringify(names)).toBe(write(names))
    }
  })
})

describe('the marks of the answers’ schemas', () => {
  /** Every schema node under `schema`, with its path. */
  function* nodes(schema: unknown, path: string): Generator<[Record<string, unknown>, string]> {
    if (schema === null || typeof schema !== 'object') return
    const node = schema as Record<string, unknown>
    yield [node, path]
    for (const [k, v] of Object.entries(node)) {
      if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* nodes(x, `${path}.${k}[${i}]`)
      else if (v !== null && typeof v === 'object') yield* nodes(v, `${path}.${k}`)
    }
  }
  const schemas = OPERATIONS.flatMap((op) => [
    [op.id, op.response] as const,
    ...(op.narration ? [[`${op.id} (prepared)`, op.narration.prepared] as const] : []),
  ])

  it('mark every enum that two kinds could hold with the kind it holds', () => {
    const unmarked: string[] = []
    for (const [id, props] of schemas)
      for (const [node, path] of nodes(props, id)) {
        const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : null
        if (values && ambiguousEnum(values) && !(NAME_KEYWORD in node)) unmarked.push(path)
      }
    expect(unmarked).toEqual([])
  })

  it('name only kinds of the catalogue', () => {
    const kinds = new Set(Object.keys(NAME_KINDS))
    for (const [id, props] of schemas)
      for (const [node, path] of nodes(props, id)) {
        for (const keyword of [NAME_KEYWORD, NAMED_KEYS_KEYWORD]) {
          const v = node[keyword] as string[] | undefined
          if (v) for (const kind of v) expect(kinds.has(kind), `${path} ${keyword} ${kind}`).toBe(true)
        }
        const field = node[NAMED_FIELD_KEYWORD] as string | undefined
        if (field) expect(kinds.has(field), `${path} ${field}`).toBe(true)
      }
  })
})
