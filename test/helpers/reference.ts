/**
 * Independent truth data for the reference tests.
 *
 * The tests read it from test/fixtures/reference/ (`fixtureJson`, and the TypeScript tables there), which
 * ship with the code, so a plain clone runs every reference suite. Those files were transcribed from the
 * project's shared reference folder, ../shared/reference, which lives beside the project and is not part
 * of it. The rest of this module reads that folder (`referenceAvailable`, `referenceJson`, `referenceText`)
 * and parses the tables of its notes into the shape of the fixtures (`parseJyotishaTables`,
 * `parseCorpusFacts`): test/unit/reference-fixtures.test.ts uses them to check that the transcription
 * still equals its source, and skips with a message when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PACKAGE_ROOT } from '../../src/config.js'
import type * as Gochara from '../fixtures/reference/corpus-facts.js'
import type {
  CompoundRelation,
  DegMin,
  Dms,
  GrahaName,
  Modality,
  NodeName,
  PlanetName,
  PointTable,
  Rajju,
  Relation,
  SignDegMin,
  SignElement,
  SignName,
  VargaRow,
  Vashya,
} from '../fixtures/reference/jyotisha-tables.js'
import type * as Tables from '../fixtures/reference/jyotisha-tables.js'

// ------------------------------------------------------------------------------------------------
// The fixtures (what the tests read)
// ------------------------------------------------------------------------------------------------

export const FIXTURE_DIR = resolve(PACKAGE_ROOT, 'test', 'fixtures', 'reference')

/** A JSON file of test/fixtures/reference, e.g. `fixtureJson('positions.json')`. */
export function fixtureJson<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(FIXTURE_DIR, name), 'utf8')) as T
}

// ------------------------------------------------------------------------------------------------
// The shared reference folder (what the fixtures were transcribed from; read by the guard test only)
// ------------------------------------------------------------------------------------------------

export const REFERENCE_DIR = resolve(PACKAGE_ROOT, '..', 'shared', 'reference')

export function referenceAvailable(relative: string): boolean {
  const found = existsSync(resolve(REFERENCE_DIR, relative))
  if (!found) console.warn(`skipping: reference data ${resolve(REFERENCE_DIR, relative)} is absent`)
  return found
}

export function referenceJson<T>(relative: string): T {
  return JSON.parse(readFileSync(resolve(REFERENCE_DIR, relative), 'utf8')) as T
}

export function referenceText(relative: string): string {
  return readFileSync(resolve(REFERENCE_DIR, relative), 'utf8')
}

// ------------------------------------------------------------------------------------------------
// Markdown reading
// ------------------------------------------------------------------------------------------------

function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`reference notes: ${what} not found`)
  return value
}

/** The text of the section whose heading starts with `prefix` (e.g. "### 1.2"), up to the next heading. */
function section(md: string, prefix: string): string {
  const lines = md.split('\n')
  const start = lines.findIndex((l) => l.startsWith(prefix + ' '))
  if (start < 0) throw new Error(`reference notes: section ${prefix} not found`)
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((l) => /^#{1,3} /.test(l))
  return rest.slice(0, end < 0 ? undefined : end).join('\n')
}

/** Markdown tables of a section: each a list of rows of trimmed cells, header first, separator dropped. */
function tables(text: string): string[][][] {
  const out: string[][][] = []
  let current: string[][] | null = null
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line.startsWith('|')) {
      current = null
      continue
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((c) => c.trim())
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue
    if (!current) out.push((current = []))
    current.push(cells)
  }
  return out
}

/** The table of `text` whose header has all `columns`, as records keyed by header cell. */
function table(text: string, columns: string[]): Record<string, string>[] {
  const t = tables(text).find((rows) => columns.every((c) => rows[0]!.includes(c)))
  if (!t) throw new Error(`reference notes: no table with columns ${columns.join(', ')}`)
  const header = t[0]!
  return t.slice(1).map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])))
}

function cell(row: Record<string, string>, column: string): string {
  return need(row[column], `column ${column}`)
}

/** The first `12°34'` / `12°34′` angle of `text`. */
function degMin(text: string): DegMin {
  const m = need(/(\d+)°\s*(\d+)['′]/.exec(text), `angle in "${text}"`)
  return [Number(m[1]), Number(m[2])]
}

/** `7°30′`, `4°17′8.57″`, `30°` (part sizes of §3.1). */
function dms(text: string): Dms {
  const m = need(/^(\d+)°(?:(\d+)′)?(?:([\d.]+)″)?$/.exec(text), `angle "${text}"`)
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)]
}

const words = (list: string): string[] =>
  list.includes('none')
    ? []
    : list
        .split(',')
        .map((w) => w.trim())
        .filter((w) => w.length > 0)

/** Nakshatra names as abbreviated in some tables (P.Phalguni, U.Bhadrapada) → the §1.2 spelling. */
const expandStar = (n: string) => n.replace(/^P\.\s*/, 'Purva ').replace(/^U\.\s*/, 'Uttara ')

/** A numbers table: the row names, and the cells (columns in the rows' order; headers may abbreviate). */
function pointTable<N extends string>(rows: string[][], what: string): PointTable<N> {
  const body = rows.slice(1)
  const names = body.map((r) => r[0]! as N)
  if (rows[0]!.length !== names.length + 1) throw new Error(`${what}: not square`)
  const points = body.map((r) =>
    r.slice(1).map((v) => {
      const x = Number(v)
      if (v === '' || !Number.isFinite(x)) throw new Error(`${what}: cell "${v}" is not a number`)
      return x
    }),
  )
  for (const r of points) if (r.length !== names.length) throw new Error(`${what}: ragged row`)
  return { names, points }
}

// ------------------------------------------------------------------------------------------------
// ../shared/reference/jyotisha.md → the constants of test/fixtures/reference/jyotisha-tables.ts
// ------------------------------------------------------------------------------------------------

export type JyotishaTables = { -readonly [K in keyof typeof Tables]: (typeof Tables)[K] }

export function parseJyotishaTables(md: string): JyotishaTables {
  // §1.1
  const s11 = section(md, '### 1.1')
  const signTable = table(s11, ['i', 'Sign', 'Sanskrit', 'Lord', 'Parity', 'Varna (koota)', 'Vashya (koota)'])
  const names = signTable.map((r) => cell(r, 'Sign') as SignName)
  const sign = (name: string): SignName => {
    if (!names.includes(name as SignName)) throw new Error(`jyotisha.md: unknown sign ${name}`)
    return name as SignName
  }
  const vashya = (text: string): Tables.SignRow['vashya'] => {
    const halves = /^0–15°: (\w+); 15–30°: (\w+)$/.exec(text)
    if (halves) return { under15: halves[1]! as Vashya, from15: halves[2]! as Vashya }
    return text.split(' ')[0]! as Vashya
  }
  const SIGN_ROWS = signTable.map((r): Tables.SignRow => {
    const parity = cell(r, 'Parity')
    if (parity !== 'Odd' && parity !== 'Even') throw new Error(`jyotisha.md: parity "${parity}"`)
    return {
      i: Number(cell(r, 'i')),
      name: sign(cell(r, 'Sign')),
      sanskrit: cell(r, 'Sanskrit'),
      lord: cell(r, 'Lord') as PlanetName,
      element: cell(r, 'Element').toLowerCase() as SignElement,
      modality: need(/^\w+/.exec(cell(r, 'Modality')), 'modality')[0].toLowerCase() as Modality,
      odd: parity === 'Odd',
      varna: cell(r, 'Varna (koota)') as Tables.SignRow['varna'],
      vashya: vashya(cell(r, 'Vashya (koota)')),
    }
  })
  const SIGN_LORD_ARRAY = words(need(/Sign lords as an array[^`]*`\[([^\]]+)\]`/.exec(s11), 'lord array')[1]!)

  // §0 odd signs
  const s0 = section(md, '## 0.')
  const oddRow = need(
    table(s0, ['Item', 'Convention in this document']).find((r) => r['Item'] === 'Odd / even sign'),
    'odd/even row',
  )
  const ODD_SIGNS = words(
    need(
      /= ([A-Z][a-z]+(?:, [A-Z][a-z]+)+) =/.exec(cell(oddRow, 'Convention in this document')),
      'odd list',
    )[1]!,
  ).map(sign)

  // §1.2. The sign columns use two-letter abbreviations; this is their key (Aries … Pisces).
  const ABBR = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi']
  const abbr = (a: string): SignName => {
    const i = ABBR.indexOf(a)
    if (i < 0) throw new Error(`jyotisha.md: unknown sign abbreviation ${a}`)
    return need(names[i], `sign ${i}`)
  }
  const s12 = section(md, '### 1.2')
  const signAt = (text: string): SignDegMin => [abbr(text.slice(0, 2)), ...degMin(text)]
  const NAKSHATRA_ROWS = table(s12, [
    '#',
    'Nakshatra',
    'Start (abs)',
    'Gana',
    'Nadi',
    'Yoni',
    'Pada 1-4 navamsa',
  ]).map((r): Tables.NakshatraRow => ({
    k: Number(cell(r, '#')),
    name: cell(r, 'Nakshatra'),
    start: degMin(cell(r, 'Start (abs)')),
    startInSign: signAt(cell(r, 'Start (sign)')),
    endInSign: signAt(cell(r, 'End (sign)')),
    lord: cell(r, 'Vimshottari lord') as GrahaName,
    gana: cell(r, 'Gana') as Tables.NakshatraRow['gana'],
    nadi: cell(r, 'Nadi') as Tables.NakshatraRow['nadi'],
    yoni: cell(r, 'Yoni') as Tables.NakshatraRow['yoni'],
    padaNavamsa: cell(r, 'Pada 1-4 navamsa').split('-').map(abbr),
  }))
  const flat12 = s12.replace(/\s+/g, ' ')
  const NAKSHATRA_LORD_SEQUENCE = words(
    need(/Lord sequence repeats every 9: ([A-Za-z, ]+?) \(so/.exec(flat12), 'lord sequence')[1]!,
  ) as GrahaName[]

  // §1.3
  const s13 = section(md, '### 1.3')
  const dRows = table(s13, ['Planet', 'Own sign(s)', 'Exaltation (deep)', 'Moolatrikona (BPHS)'])
  const signDeg = (text: string): [SignName, number] => {
    const m = need(/^([A-Z][a-z]+) (\d+)°$/.exec(text), `sign and degree in "${text}"`)
    return [sign(m[1]!), Number(m[2])]
  }
  const isNode = (r: Record<string, string>) => ['Rahu', 'Ketu'].includes(cell(r, 'Planet'))
  const DIGNITY_ROWS = dRows
    .filter((r) => !isNode(r))
    .map((r) => {
      const mtText = cell(r, 'Moolatrikona (BPHS)')
      const mt = need(/^([A-Z][a-z]+) (\d+)°–(\d+)°/.exec(mtText), `moolatrikona "${mtText}"`)
      const note = /\(([^)]*)\)/.exec(mtText)?.[1] ?? ''
      const ez = /(\d+)°?–(\d+)°?\s*(?:is\s+)?exaltation/.exec(note)
      const oz = /(\d+)°?–(\d+)°?\s*own/.exec(note)
      const row: Tables.DignityRow = {
        planet: cell(r, 'Planet') as PlanetName,
        own: words(cell(r, 'Own sign(s)')).map(sign),
        exaltation: signDeg(cell(r, 'Exaltation (deep)')),
        deepExaltationLon: Number(need(/^(\d+)°$/.exec(cell(r, 'Deep exaltation λ')), 'deep λ')[1]),
        debilitation: signDeg(cell(r, 'Debilitation (deep)')),
        deepDebilitationLon: Number(need(/^(\d+)°$/.exec(cell(r, 'Deep debilitation λ')), 'deep λ')[1]),
        moolatrikona: { sign: sign(mt[1]!), from: Number(mt[2]), to: Number(mt[3]) },
        restOwn: /rest own/.test(note),
      }
      if (ez) row.exaltedZone = [Number(ez[1]), Number(ez[2])]
      if (oz) row.ownZone = [Number(oz[1]), Number(oz[2])]
      return row
    })
  const primary = (text: string) => sign(need(/^([A-Z][a-z]+)/.exec(text), `sign in "${text}"`)[1]!)
  const NODE_DIGNITY_ROWS = dRows.filter(isNode).map((r): Tables.NodeDignityRow => ({
    planet: cell(r, 'Planet') as NodeName,
    own: primary(cell(r, 'Own sign(s)')),
    exaltation: primary(cell(r, 'Exaltation (deep)')),
    debilitation: primary(cell(r, 'Debilitation (deep)')),
    moolatrikona: primary(cell(r, 'Moolatrikona (BPHS)')),
  }))

  // §1.4
  const s14 = section(md, '### 1.4')
  const flat14 = s14.replace(/\s+/g, ' ')
  const planets = (list: string) => words(list) as PlanetName[]
  const NATURAL_RELATIONSHIP_ROWS = table(s14, ['Planet', 'Friends', 'Neutral', 'Enemies']).map(
    (r): Tables.NaturalRelationshipRow => ({
      planet: cell(r, 'Planet') as PlanetName,
      friends: planets(cell(r, 'Friends')),
      neutral: planets(cell(r, 'Neutral')),
      enemies: planets(cell(r, 'Enemies')),
    }),
  )
  const NODE_RELATIONSHIPS = {} as Record<NodeName, { friends: PlanetName[]; enemies: PlanetName[] }>
  const list = '([A-Z][a-z]+(?:, [A-Z][a-z]+)*)'
  for (const m of flat14.matchAll(new RegExp(`(Rahu|Ketu) friends ${list} and enemies ${list}`, 'g')))
    NODE_RELATIONSHIPS[m[1]! as NodeName] = { friends: planets(m[2]!), enemies: planets(m[3]!) }
  const houses = (text: string) => [...text.matchAll(/(\d+)(?:st|nd|rd|th)/g)].map((m) => Number(m[1]))
  const TEMPORARY_FRIEND_HOUSES = houses(
    need(/B sits in the ([^.]*?) sign counted from A/.exec(flat14), 'temporary friend houses')[1]!,
  )
  const TEMPORARY_ENEMY_HOUSES = houses(
    need(/otherwise \(([^)]*)\) it is a temporary enemy/.exec(flat14), 'temporary enemy houses')[1]!,
  )
  const paren = (text: string) => need(/\(([^)]+)\)/.exec(text), `parenthesis in "${text}"`)[1]!
  const COMPOUND_RELATIONSHIP_ROWS = table(s14, ['Temporary friend', 'Temporary enemy']).map(
    (r): Tables.CompoundRelationshipRow => ({
      natural: cell(r, 'Natural \\ Temporary').toLowerCase() as Relation,
      temporaryFriend: paren(cell(r, 'Temporary friend')) as CompoundRelation,
      temporaryEnemy: paren(cell(r, 'Temporary enemy')) as CompoundRelation,
    }),
  )

  // §2.1, §2.2, §2.3
  const VIMSHOTTARI_ROWS = table(section(md, '### 2.1'), ['Order', 'Lord', 'Years', 'Cumulative']).map(
    (r): Tables.VimshottariRow => ({
      order: Number(cell(r, 'Order')),
      lord: cell(r, 'Lord') as GrahaName,
      years: Number(cell(r, 'Years')),
      cumulative: Number(cell(r, 'Cumulative')),
      nakshatras: words(cell(r, 'Nakshatras ruled (1-based)')).map((w): [number, string] => {
        const m = need(/^(\d+) (.+)$/.exec(w), `nakshatra "${w}"`)
        return [Number(m[1]), expandStar(m[2]!)]
      }),
    }),
  )
  const flat22 = section(md, '### 2.2').replace(/\s+/g, ' ')
  const we = need(
    /Moon at (\d+°\d+′) sidereal → ([A-Za-z ]+?) \(.*?\), lord (\w+) .*?= ([\d.]+) → balance = ([\d.]+) years/.exec(
      flat22,
    ),
    'worked example',
  )
  const DASHA_BALANCE_EXAMPLE = {
    moon: degMin(we[1]!),
    nakshatra: we[2]!,
    lord: we[3]! as GrahaName,
    elapsed: Number(we[4]),
    balance: Number(we[5]),
  }
  const s23 = section(md, '### 2.3')
  const adTable = need(
    tables(s23).find((t) => t[0]![0] === 'MD \\ AD'),
    'antardasha table',
  )
  const byPrefix = (prefix: string): GrahaName => {
    const hits = VIMSHOTTARI_ROWS.filter((d) => d.lord.startsWith(prefix))
    if (hits.length !== 1) throw new Error(`jyotisha.md: dasha lord abbreviation ${prefix} is ambiguous`)
    return hits[0]!.lord
  }
  const ANTARDASHA_YEARS = {
    columns: adTable[0]!.slice(1).map(byPrefix),
    rows: adTable.slice(1).map((cells) => ({
      mahadasha: cells[0]! as GrahaName,
      years: cells.slice(1).map(Number),
    })),
  }
  const seq = need(/e\.g\. (\w+) MD: ([A-Za-z, ]+?)\.\)/.exec(s23.replace(/\s+/g, ' ')), 'AD sequence')
  const ANTARDASHA_ORDER_EXAMPLE = { mahadasha: seq[1]! as GrahaName, sequence: words(seq[2]!).map(byPrefix) }

  // §3.1
  const s31 = section(md, '### 3.1')
  const VARGA_ROWS = table(s31, ['Varga', 'Part size', 'Rule (BPHS)', 'Formula']).map((r) => {
    const head = need(/^D(\d+)\s+([^\s(]+)/.exec(cell(r, 'Varga')), 'varga name')
    const rule = cell(r, 'Rule (BPHS)')
    const formulaCell = cell(r, 'Formula')
    const formulas: Tables.VargaFormula[] = []
    const row: VargaRow = {
      n: Number(head[1]),
      name: head[2]!,
      partSize: cell(r, 'Part size') === 'unequal' ? 'unequal' : dms(cell(r, 'Part size')),
      formulas: formulaCell === 'lookup' ? 'lookup' : formulas,
      ruleFromSigns: [...rule.matchAll(new RegExp(`from (${names.join('|')})\\b`, 'g'))].map((m) =>
        sign(m[1]!),
      ),
    }
    for (const m of formulaCell.matchAll(/(?:\b(odd|even):\s*)?`([^`]+)`/g)) {
      const text = m[2]!
      const bind = /^([A-Za-z]+)\s*=\s*([^=].*)$/.exec(text)
      if (bind) row.binding = { name: bind[1]!, formula: bind[2]! }
      else formulas.push(m[1] ? { parity: m[1] as 'odd' | 'even', text } : { text })
    }
    const base = /base\s+(\d+(?:\s*\/\s*\d+)+)/.exec(formulaCell)
    if (base) {
      row.bases = base[1]!.split('/').map(Number)
      const keys: (SignElement | Modality)[] =
        row.bases.length === 3 ? ['movable', 'fixed', 'dual'] : ['fire', 'earth', 'air', 'water']
      const lower = rule.toLowerCase()
      const at = (k: string) => need(new RegExp(`\\b${k}\\b`).exec(lower), `"${k}" in rule "${rule}"`).index
      row.baseClasses = [...keys].sort((a, b) => at(a) - at(b))
    }
    return row
  })
  const checks = need(/Checks: ([\s\S]*?)(?:\n\s*\n|$)/.exec(s31), 'Checks line')[1]!.replace(/\s+/g, ' ')
  const NAVAMSA_CHECKS = need(/D9 of (.*?)\.(?: |$)/.exec(checks), 'D9 checks')[1]!
    .split(';')
    .map((clause) => {
      const [lhs, rhs] = clause.split('=') as [string, string]
      const signsIn = [...lhs.matchAll(new RegExp(names.join('|'), 'g'))].map((m) => sign(m[0]))
      const degs = [...lhs.matchAll(/(\d+)°(?:(\d+)′)?/g)].map((m): DegMin => [
        Number(m[1]),
        Number(m[2] ?? 0),
      ])
      return {
        sign: need(signsIn[0], `sign in "${clause}"`),
        from: need(degs[0], `degree in "${clause}"`),
        to: degs[1] ?? null,
        navamsa: sign(need(/[A-Z][a-z]+/.exec(rhs), 'result')[0]),
      }
    })
  const CONTINUOUS_VARGAS = [
    ...need(/((?:D\d+(?: and |, )?)+) are "continuous"/.exec(checks), 'continuous')[1]!.matchAll(/D(\d+)/g),
  ].map((m) => Number(m[1]))

  // §3.2
  const d30Rows = need(
    tables(section(md, '### 3.2')).find((t) => t[0]![0]!.startsWith('Odd signs')),
    'D30 table',
  ).slice(1)
  const part = (deg: string, ruler: string, s: string): Tables.TrimsamsaPart => {
    const m = need(/^(\d+)\s*–\s*(\d+)$/.exec(deg), `D30 degrees "${deg}"`)
    return { from: Number(m[1]), to: Number(m[2]), ruler: ruler as PlanetName, sign: sign(s) }
  }
  const TRIMSAMSA_PARTS = {
    odd: d30Rows.map((c) => part(c[0]!, c[1]!, c[2]!)),
    even: d30Rows.map((c) => part(c[3]!, c[4]!, c[5]!)),
  }

  // §8.2, §8.4, §8.5, §8.6: the first table of each section
  const firstTable = (prefix: string) => need(tables(section(md, prefix))[0], `table of ${prefix}`)
  const VASHYA_POINTS = pointTable<Vashya>(firstTable('### 8.2'), '§8.2')
  const YONI_POINTS = pointTable<Tables.Yoni>(firstTable('### 8.4'), '§8.4')
  const GRAHA_MAITRI_POINTS = pointTable<PlanetName>(firstTable('### 8.5'), '§8.5')
  const GANA_POINTS = pointTable<Tables.Gana>(firstTable('### 8.6'), '§8.6')

  // §8.10
  const poruthams = table(section(md, '### 8.10'), ['Porutham', 'Rule (common form)'])
  const rule = (name: string) =>
    cell(
      need(
        poruthams.find((r) => r['Porutham'] === name),
        `§8.10 ${name} row`,
      ),
      'Rule (common form)',
    )
  const RAJJU_GROUPS = [
    ...rule('Rajju').matchAll(/(Pada|Kati|Nabhi|Kantha|Shiro) \([a-z]+\) = ([^;]+)/g),
  ].map(([, rajju, stars]) => ({
    rajju: rajju! as Rajju,
    stars: stars!.split(',').map((s) => expandStar(s.trim())),
  }))
  const VEDHA_SETS = [
    ...rule('Vedha')
      .split('(')[0]!
      .matchAll(/([A-Z][A-Za-z.]+(?:–[A-Z][A-Za-z.]+)+)/g),
  ].map((m) => m[1]!.split('–').map(expandStar))
  const MAHENDRA_COUNTS = need(/is ([\d, ]+ or \d+)/.exec(rule('Mahendra')), 'Mahendra counts')[1]!
    .split(/, | or /)
    .map(Number)

  return {
    ODD_SIGNS,
    SIGN_ROWS,
    SIGN_LORD_ARRAY,
    NAKSHATRA_ROWS,
    NAKSHATRA_LORD_SEQUENCE,
    DIGNITY_ROWS,
    NODE_DIGNITY_ROWS,
    NATURAL_RELATIONSHIP_ROWS,
    NODE_RELATIONSHIPS,
    TEMPORARY_FRIEND_HOUSES,
    TEMPORARY_ENEMY_HOUSES,
    COMPOUND_RELATIONSHIP_ROWS,
    VIMSHOTTARI_ROWS,
    DASHA_BALANCE_EXAMPLE,
    ANTARDASHA_YEARS,
    ANTARDASHA_ORDER_EXAMPLE,
    VARGA_ROWS,
    NAVAMSA_CHECKS,
    CONTINUOUS_VARGAS,
    TRIMSAMSA_PARTS,
    VASHYA_POINTS,
    YONI_POINTS,
    GRAHA_MAITRI_POINTS,
    GANA_POINTS,
    RAJJU_GROUPS,
    VEDHA_SETS,
    MAHENDRA_COUNTS,
  }
}

// ------------------------------------------------------------------------------------------------
// ../shared/reference/corpus-facts.md → test/fixtures/reference/corpus-facts.ts
// ------------------------------------------------------------------------------------------------

export type CorpusFacts = { -readonly [K in keyof typeof Gochara]: (typeof Gochara)[K] }

/** §6b: each row's favourable houses (the list before any sentence that follows it) and vedha houses
 *  (the list before any clause that follows it). */
export function parseCorpusFacts(md: string): CorpusFacts {
  const s6b = section(md, '### 6b.')
  const numbers = (s: string) => [...s.matchAll(/\b(\d{1,2})\b/g)].map((m) => Number(m[1]))
  const GOCHARA_ROWS = [...s6b.matchAll(/^\| V\d \| (\w+)[^|]* \| ([^|]+) \| ([^|]+) \|/gm)].map(
    ([, planet, favourable, vedha]) => ({
      planet: planet! as GrahaName,
      favourable: numbers(favourable!.split('.')[0]!),
      vedha: numbers(vedha!.split(';')[0]!),
    }),
  )
  return { GOCHARA_ROWS }
}
