/**
 * The names an answer gives in its language (issue 36, item 2): the identifiers stay as they are (an
 * answer's `planet: "Jupiter"` is `"Jupiter"` in every language), and the answer carries `names`, the
 * word for each one it holds in the language of the call, by kind: `names.grahas.Jupiter` is `"गुरु"`
 * in Hindi. Which fields hold names is read off the answer's schema, once per operation:
 *
 * - an enum (or a constant) whose values are all keys of one kind of the catalogue is of that kind (every `sign`,
 *   `nakshatra`, `planet`, `lord`…); of several body kinds, of those (`body`: grahas, the outer
 *   planets, the nodes);
 * - a field whose schema is a free string (a tithi's name) or an enum no kind holds whole is marked
 *   with `named` (its value), `namedField` (the property's own name: `rahuKalam`) or `namedKeys` (every
 *   property name of the object: `{mahadasha: "Ketu", antardasha: "Venus"}`).
 *
 * The same reading marks the published schemas (`x-graha-name`, …), so a client knows which kind of
 * `names` a field's value is looked up in.
 */
import { Type, type TProperties, type TSchema } from 'typebox'
import { NAME_KINDS, type NameKind } from './catalogue.js'
import type { NameTable } from './languages.js'

/** The value of the field is a key of one of these kinds (the first that has it). */
export const NAME_KEYWORD = 'x-graha-name'
/** On an object's property: the property's own name is a key of this kind (when its value is not null). */
export const NAMED_FIELD_KEYWORD = 'x-graha-named-field'
/** On an object: the names of its properties are keys of these kinds. */
export const NAMED_KEYS_KEYWORD = 'x-graha-named-keys'

const KIND_LIST = Object.keys(NAME_KINDS) as NameKind[]
const KEYS = new Map<NameKind, ReadonlySet<string>>(KIND_LIST.map((k) => [k, new Set<string>(NAME_KINDS[k])]))
/** The kinds a body's name may be of: an ephemeris body or a point of the chart. */
const BODY_KINDS: readonly NameKind[] = ['grahas', 'outerBodies', 'nodes', 'points']

type Kinds = NameKind | readonly NameKind[]
const kindList = (kinds: Kinds): readonly NameKind[] => (typeof kinds === 'string' ? [kinds] : kinds)

/** A copy of `schema` with `keyword: value` (TypeBox's hidden keys kept). */
function marked<T extends TSchema>(schema: T, keyword: string, value: unknown): T {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T
  Object.defineProperty(copy, keyword, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

/** `schema`, its values keys of `kinds` (for a free string, or an enum the catalogue does not tell). */
export function named<T extends TSchema>(kinds: Kinds, schema: T): T {
  return marked(schema, NAME_KEYWORD, kindList(kinds))
}

/** `schema`, the property it is the schema of named by its own name, a key of `kind`. */
export function namedField<T extends TSchema>(kind: NameKind, schema: T): T {
  return marked(schema, NAMED_FIELD_KEYWORD, kind)
}

/** `props` with each property whose name is a key of `kind` marked by `namedField`. */
export function namedFields<P extends TProperties>(kind: NameKind, props: P): P {
  const keys = KEYS.get(kind)!
  const out: TProperties = {}
  for (const [key, schema] of Object.entries(props))
    out[key] = keys.has(key) ? namedField(kind, schema) : schema
  return out as P
}

/** `schema` (an object), the names of its properties keys of `kinds` (the first that has each). */
export function namedKeys<T extends TSchema>(kinds: Kinds, schema: T): T {
  return marked(schema, NAMED_KEYS_KEYWORD, kindList(kinds))
}

/**
 * The kinds an enum's values are keys of: the one kind that holds them all, or the body kinds that do
 * together; undefined when no kind does, or more than one holds them all (mark such a field with
 * `named`: test/unit/answer-names.test.ts finds any left).
 */
/** The kinds that hold every one of `values` (none unless they are all strings). */
function kindsHoldingAll(values: readonly unknown[]): NameKind[] {
  if (values.length === 0 || !values.every((v) => typeof v === 'string')) return []
  return KIND_LIST.filter((k) => values.every((v) => KEYS.get(k)!.has(v as string)))
}

export function enumKinds(values: readonly unknown[]): readonly NameKind[] | undefined {
  const whole = kindsHoldingAll(values)
  if (whole.length === 1) return whole
  if (whole.length > 1) return undefined
  if (values.length === 0 || !values.every((v): v is string => typeof v === 'string')) return undefined
  if (values.every((v) => BODY_KINDS.some((k) => KEYS.get(k)!.has(v))))
    return BODY_KINDS.filter((k) => values.some((v) => KEYS.get(k)!.has(v)))
  return undefined
}

/** Whether two or more kinds hold all of an enum's values (such a field needs `named`). */
export function ambiguousEnum(values: readonly unknown[]): boolean {
  return kindsHoldingAll(values).length > 1
}

type Node = Record<string, unknown>

/** The values a schema node allows, when it lists them: an enum's, or a constant's. */
function listedValues(node: Node): readonly unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum as unknown[]
  return 'const' in node ? [node.const] : undefined
}

/** The kinds a schema node's value is a key of: its mark, else its listed values'. */
function valueKinds(node: Node): readonly NameKind[] | undefined {
  const mark = node[NAME_KEYWORD] as readonly NameKind[] | undefined
  if (mark) return mark
  const values = listedValues(node)
  return values ? enumKinds(values) : undefined
}

/** What a walk of an answer found: for each kind, the keys the answer holds, and any value a marked
 *  field held that its kinds do not have (a defect the tests look for; never answered). */
export class FoundNames {
  readonly keys = new Map<NameKind, Set<string>>()
  readonly strays: { kinds: readonly NameKind[]; value: string }[] = []

  add(kinds: readonly NameKind[], value: string): void {
    for (const kind of kinds) {
      if (KEYS.get(kind)!.has(value)) {
        let set = this.keys.get(kind)
        if (!set) this.keys.set(kind, (set = new Set()))
        set.add(value)
        return
      }
    }
    this.strays.push({ kinds, value })
  }
}

type Visit = (value: unknown, found: FoundNames) => void

/** The walk of a value of `schema` that finds the names it holds; null when it can hold none. */
function compileVisit(schema: unknown): Visit | null {
  if (schema === null || typeof schema !== 'object') return null
  const node = schema as Node
  const kinds = valueKinds(node)
  if (kinds) {
    return (v, found) => {
      if (typeof v === 'string') found.add(kinds, v)
    }
  }
  if (Array.isArray(node.anyOf)) {
    const visits = (node.anyOf as unknown[]).map(compileVisit).filter((v): v is Visit => v !== null)
    if (visits.length === 0) return null
    if (visits.length === 1) return visits[0]!
    return (v, found) => {
      for (const visit of visits) visit(v, found)
    }
  }
  if (node.type === 'array') {
    const item = compileVisit(node.items)
    if (!item) return null
    return (v, found) => {
      if (Array.isArray(v)) for (const x of v) item(x, found)
    }
  }
  if (node.type === 'object') {
    const props: { key: string; visit: Visit | null; field: NameKind | undefined }[] = []
    for (const [key, sub] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
      const visit = compileVisit(sub)
      const field = sub[NAMED_FIELD_KEYWORD] as NameKind | undefined
      if (visit || field) props.push({ key, visit, field })
    }
    const keyKinds = node[NAMED_KEYS_KEYWORD] as readonly NameKind[] | undefined
    const rest = [
      ...Object.values((node.patternProperties ?? {}) as Record<string, unknown>),
      ...(typeof node.additionalProperties === 'object' ? [node.additionalProperties] : []),
    ]
      .map(compileVisit)
      .filter((v): v is Visit => v !== null)
    if (props.length === 0 && !keyKinds && rest.length === 0) return null
    return (v, found) => {
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return
      const o = v as Node
      for (const p of props) {
        const x = o[p.key]
        if (x === undefined) continue
        if (p.visit) p.visit(x, found)
        if (p.field && x !== null) found.add([p.field], p.key)
      }
      if (keyKinds) for (const key of Object.keys(o)) found.add(keyKinds, key)
      if (rest.length) for (const x of Object.values(o)) for (const visit of rest) visit(x, found)
    }
  }
  return null
}

/** The names an answer holds, by kind, in the language's words: kinds and keys in the catalogue's order. */
export type AnswerNames = Partial<Record<NameKind, Record<string, string>>>

/**
 * The finder of the names in an operation's content (its answer's properties): made once per operation,
 * it walks only the fields that can hold names.
 */
export function namesFinder(props: TProperties): (content: object) => FoundNames {
  const visit = compileVisit(Type.Object(props))
  return (content) => {
    const found = new FoundNames()
    visit?.(content, found)
    return found
  }
}

/** The words for what `found` holds, from a language's name table. */
export function namesIn(found: FoundNames, nameTable: NameTable): AnswerNames {
  const table = nameTable.names
  const out: AnswerNames = {}
  for (const kind of KIND_LIST) {
    const keys = found.keys.get(kind)
    if (!keys) continue
    const words: Record<string, string> = {}
    for (const key of NAME_KINDS[kind]) if (keys.has(key)) words[key] = table[kind][key]!
    out[kind] = words
  }
  return out
}

/**
 * A copy of a response schema with every field that holds names marked as `named` would mark it (enums
 * the catalogue tells), for the published document; marks already there are kept.
 */
export function withNameMarks(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNameMarks)
  if (schema === null || typeof schema !== 'object') return schema
  const node = schema as Node
  const out: Node = {}
  for (const [k, v] of Object.entries(node)) out[k] = withNameMarks(v)
  const values = listedValues(node)
  if (!(NAME_KEYWORD in node) && values) {
    const kinds = enumKinds(values)
    if (kinds) out[NAME_KEYWORD] = kinds
  }
  return out
}

/** The `names` of every answer in a language other than English. */
export const NamesField = Type.Object(
  Object.fromEntries(
    KIND_LIST.map((kind) => [
      kind,
      Type.Optional(
        Type.Record(Type.String(), Type.String(), {
          description: `The words for the ${kind} the answer names, by identifier.`,
        }),
      ),
    ]),
  ),
  {
    additionalProperties: false,
    description:
      'The words, in `language`, for the names the answer holds as identifiers: for each kind of name, ' +
      'each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). ' +
      'The published schema marks each field holding names with `x-graha-name` (the kinds its value is ' +
      'looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or ' +
      '`x-graha-named-keys` (the object’s property names are). Absent from English answers, whose ' +
      'identifiers are the English names.',
  },
)
