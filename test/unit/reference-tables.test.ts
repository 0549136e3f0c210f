/**
 * The jyotisha tables of jyotisha.md, transcribed in test/fixtures/reference/jyotisha-tables.ts, against the
 * code: §1.1 signs (lords, Sanskrit names, parity), §1.2 nakshatras and padas (every boundary, lord,
 * navamsa), §1.3 dignities and §1.4 relationships (every planet in every sign), §2.1 / §2.3 Vimshottari
 * lords, years and antardasha lengths, §3.1 / §3.2 every varga part of every sign.
 *
 * The expected values come from the reference, never from the code under test: where §3.1 gives a rule as
 * a formula (the "Formula" column, transcribed as written) the formula text itself is evaluated by a small
 * interpreter below. Intervals are half-open [start, end) (§0).
 */
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS, nakshatraOf, SIGNS, signOf } from '../../src/astro/zodiac.js'
import {
  birthStar,
  cyclePosition,
  DASHA_ORDER,
  DASHA_YEARS,
  dashaBalanceYears,
  vimshottariSpans,
  type DashaLord,
} from '../../src/jyotisha/dasha.js'
import {
  compoundRelation,
  DIGNITY_TABLE,
  dignityOf,
  naturalRelation,
  temporaryFriend,
  type Dignity,
  type Natural,
} from '../../src/jyotisha/dignity.js'
import {
  GRAHAS,
  houseFrom,
  isOddSign,
  lordOf,
  PLANETS,
  SIGN_LORDS,
  SIGNS_SANSKRIT,
  type Graha,
} from '../../src/jyotisha/grahas.js'
import { VARGA_NAMES, VARGAS, vargaSign, type Varga } from '../../src/jyotisha/vargas.js'
import * as J from '../fixtures/reference/jyotisha-tables.js'

const EPS = 1e-9

function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`jyotisha tables: ${what} not found`)
  return value
}

// ------------------------------------------------------------------------------------------------
// A tiny interpreter for the §3.1 "Formula" column: numbers, identifiers (s, p, d, λ, base), + - * /,
// implicit multiplication (`4p`, `9s`, `2d`), `mod` (mathematical, non-negative), `==`, `? :`, floor().
// ------------------------------------------------------------------------------------------------

type Env = Record<string, number>
type Expr = (env: Env) => number

function compile(source: string): Expr {
  const src = source.replace(/−/g, '-').replace(/·/g, '*')
  const tokens = src.match(/\d+(?:\.\d+)?|[A-Za-zλ]+|==|[-+*/()?:]/g) ?? []
  if (tokens.join('') !== src.replace(/\s+/g, '')) throw new Error(`cannot tokenise formula "${source}"`)
  let i = 0
  const peek = () => tokens[i]
  const take = (t?: string) => {
    const tok = tokens[i++]
    if (tok === undefined || (t !== undefined && tok !== t))
      throw new Error(`formula "${source}": expected ${t ?? 'a token'} at ${i - 1}`)
    return tok
  }
  const isName = (t: string | undefined) => t !== undefined && /^[A-Za-zλ]+$/.test(t) && t !== 'mod'

  function ternary(): Expr {
    const cond = equality()
    if (peek() !== '?') return cond
    take('?')
    const a = ternary()
    take(':')
    const b = ternary()
    return (e) => (cond(e) ? a(e) : b(e))
  }
  function equality(): Expr {
    const l = additive()
    if (peek() !== '==') return l
    take('==')
    const r = additive()
    return (e) => (l(e) === r(e) ? 1 : 0)
  }
  function additive(): Expr {
    let l = term()
    while (peek() === '+' || peek() === '-') {
      const op = take()
      const a = l
      const b = term()
      l = op === '+' ? (e) => a(e) + b(e) : (e) => a(e) - b(e)
    }
    return l
  }
  function term(): Expr {
    let l = factor()
    for (;;) {
      const t = peek()
      const a = l
      if (t === '*' || t === '/' || t === 'mod') {
        take()
        const b = factor()
        if (t === '*') l = (e) => a(e) * b(e)
        else if (t === '/') l = (e) => a(e) / b(e)
        else l = (e) => ((a(e) % b(e)) + b(e)) % b(e)
      } else if (isName(t) || t === '(') {
        const b = factor() // implicit multiplication: 4p, 9s, 2d
        l = (e) => a(e) * b(e)
      } else return l
    }
  }
  function factor(): Expr {
    const t = take()
    if (/^\d/.test(t)) {
      const v = Number(t)
      return () => v
    }
    if (t === '-') {
      const f = factor()
      return (e) => -f(e)
    }
    if (t === '(') {
      const inner = ternary()
      take(')')
      return inner
    }
    if (t === 'floor') {
      take('(')
      const inner = ternary()
      take(')')
      return (e) => Math.floor(inner(e))
    }
    if (isName(t))
      return (e) => {
        const v = e[t]
        if (v === undefined) throw new Error(`formula "${source}": unbound ${t}`)
        return v
      }
    throw new Error(`formula "${source}": unexpected ${t}`)
  }
  const expr = ternary()
  if (i !== tokens.length) throw new Error(`formula "${source}": trailing tokens`)
  return expr
}

// ------------------------------------------------------------------------------------------------
// The reference, from the transcribed tables (sign names → indices, angles → degrees, formulas compiled)
// ------------------------------------------------------------------------------------------------

interface SignRow {
  i: number
  name: string
  sanskrit: string
  lord: string
  element: string
  modality: string
  odd: boolean
}

interface NakshatraRow {
  k: number
  name: string
  startMin: number
  startSign: number
  startSignMin: number
  endSign: number
  endSignMin: number
  lord: string
  navamsa: number[]
}

interface DignityRow {
  planet: string
  own: number[]
  exaltation: number
  exaltationDeg: number
  deepExaltationLon: number
  debilitation: number
  debilitationDeg: number
  deepDebilitationLon: number
  mt: { sign: number; from: number; to: number }
  /** Exalted degrees when the exaltation sign is also the moolatrikona sign ("0–3° is exaltation"). */
  exaltedZone?: readonly [number, number]
  /** Own-sign degrees of the moolatrikona sign ("20–30 own"). */
  ownZone?: readonly [number, number]
  restOwn: boolean
}

type RelationKind = 'friend' | 'neutral' | 'enemy'

interface VargaRow {
  n: number
  name: string
  partSize: number | null
  lookup: boolean
  formulas: { parity?: 'odd' | 'even'; text: string; fn: Expr }[]
  binding?: { name: string; text: string; fn: Expr }
  bases?: number[]
  /** Sign classes in the order the bases are listed (from the Rule column). */
  baseClasses?: string[]
  /** Signs named "from X" in the Rule column, in order. */
  ruleFromSigns: number[]
}

interface D30Part {
  lo: number
  hi: number
  ruler: string
  sign: number
}

interface Reference {
  signs: SignRow[]
  zeroOddSigns: string[]
  lordArray: string[]
  nakshatras: NakshatraRow[]
  lordSequence: string[]
  dignities: DignityRow[]
  nodeDignities: { planet: string; own: number; exaltation: number; debilitation: number; mt: number }[]
  natural: Map<string, { friends: string[]; neutral: string[]; enemies: string[] }>
  nodeNatural: Map<string, { friends: string[]; enemies: string[] }>
  tempFriendHouses: number[]
  tempEnemyHouses: number[]
  compound: Map<RelationKind, { friend: string; enemy: string }>
  dasha: { order: number; lord: string; years: number; cumulative: number; ruled: [number, string][] }[]
  workedExample: { lon: number; nakshatra: string; lord: string; elapsed: number; balance: number }
  antardasha: { md: string; cells: [string, number][] }[]
  adSequenceExample: { md: string; sequence: string[] }
  vargas: VargaRow[]
  d30: { odd: D30Part[]; even: D30Part[] }
  d9Checks: { sign: number; fromDeg: number; toDeg: number | null; result: number }[]
  continuous: number[]
}

const signIndex = (name: string): number => {
  const i = J.SIGN_ROWS.findIndex((s) => s.name === name)
  if (i < 0) throw new Error(`jyotisha tables: unknown sign ${name}`)
  return i
}
/** Whole arc-minutes of a [degrees, arc-minutes] angle (integers, so `minutes / 60` rounds once). */
const arcmin = ([deg, min]: readonly [number, number]): number => deg * 60 + min

function fromTables(): Reference {
  const signs: SignRow[] = J.SIGN_ROWS.map((r) => ({
    i: r.i,
    name: r.name,
    sanskrit: r.sanskrit,
    lord: r.lord,
    element: r.element,
    modality: r.modality,
    odd: r.odd,
  }))
  const nakshatras: NakshatraRow[] = J.NAKSHATRA_ROWS.map((r) => ({
    k: r.k,
    name: r.name,
    startMin: arcmin(r.start),
    startSign: signIndex(r.startInSign[0]),
    startSignMin: arcmin([r.startInSign[1], r.startInSign[2]]),
    endSign: signIndex(r.endInSign[0]),
    endSignMin: arcmin([r.endInSign[1], r.endInSign[2]]),
    lord: r.lord,
    navamsa: r.padaNavamsa.map(signIndex),
  }))
  const dignities: DignityRow[] = J.DIGNITY_ROWS.map((d) => {
    const row: DignityRow = {
      planet: d.planet,
      own: d.own.map(signIndex),
      exaltation: signIndex(d.exaltation[0]),
      exaltationDeg: d.exaltation[1],
      deepExaltationLon: d.deepExaltationLon,
      debilitation: signIndex(d.debilitation[0]),
      debilitationDeg: d.debilitation[1],
      deepDebilitationLon: d.deepDebilitationLon,
      mt: { sign: signIndex(d.moolatrikona.sign), from: d.moolatrikona.from, to: d.moolatrikona.to },
      restOwn: d.restOwn,
    }
    if (d.exaltedZone) row.exaltedZone = d.exaltedZone
    if (d.ownZone) row.ownZone = d.ownZone
    return row
  })
  const vargas: VargaRow[] = J.VARGA_ROWS.map((v) => {
    const row: VargaRow = {
      n: v.n,
      name: v.name,
      partSize: v.partSize === 'unequal' ? null : v.partSize[0] + v.partSize[1] / 60 + v.partSize[2] / 3600,
      lookup: v.formulas === 'lookup',
      formulas:
        v.formulas === 'lookup'
          ? []
          : v.formulas.map((f) => ({
              ...(f.parity ? { parity: f.parity } : {}),
              text: f.text,
              fn: compile(f.text),
            })),
      ruleFromSigns: v.ruleFromSigns.map(signIndex),
    }
    if (v.binding)
      row.binding = {
        name: v.binding.name,
        text: `${v.binding.name} = ${v.binding.formula}`,
        fn: compile(v.binding.formula),
      }
    if (v.bases) row.bases = [...v.bases]
    if (v.baseClasses) row.baseClasses = [...v.baseClasses]
    return row
  })
  const d30Part = (x: J.TrimsamsaPart): D30Part => ({
    lo: x.from,
    hi: x.to,
    ruler: x.ruler,
    sign: signIndex(x.sign),
  })
  const degrees = ([deg, min]: J.DegMin) => deg + min / 60
  const { columns, rows } = J.ANTARDASHA_YEARS
  return {
    signs,
    zeroOddSigns: [...J.ODD_SIGNS],
    lordArray: [...J.SIGN_LORD_ARRAY],
    nakshatras,
    lordSequence: [...J.NAKSHATRA_LORD_SEQUENCE],
    dignities,
    nodeDignities: J.NODE_DIGNITY_ROWS.map((d) => ({
      planet: d.planet,
      own: signIndex(d.own),
      exaltation: signIndex(d.exaltation),
      debilitation: signIndex(d.debilitation),
      mt: signIndex(d.moolatrikona),
    })),
    natural: new Map(
      J.NATURAL_RELATIONSHIP_ROWS.map((r) => [
        r.planet,
        { friends: [...r.friends], neutral: [...r.neutral], enemies: [...r.enemies] },
      ]),
    ),
    nodeNatural: new Map(
      Object.entries(J.NODE_RELATIONSHIPS).map(([node, r]) => [
        node,
        { friends: [...r.friends], enemies: [...r.enemies] },
      ]),
    ),
    tempFriendHouses: [...J.TEMPORARY_FRIEND_HOUSES],
    tempEnemyHouses: [...J.TEMPORARY_ENEMY_HOUSES],
    compound: new Map(
      J.COMPOUND_RELATIONSHIP_ROWS.map((r) => [
        r.natural,
        { friend: r.temporaryFriend, enemy: r.temporaryEnemy },
      ]),
    ),
    dasha: J.VIMSHOTTARI_ROWS.map((r) => ({
      order: r.order,
      lord: r.lord,
      years: r.years,
      cumulative: r.cumulative,
      ruled: r.nakshatras.map(([k, name]): [number, string] => [k, name]),
    })),
    workedExample: {
      lon: arcmin(J.DASHA_BALANCE_EXAMPLE.moon) / 60,
      nakshatra: J.DASHA_BALANCE_EXAMPLE.nakshatra,
      lord: J.DASHA_BALANCE_EXAMPLE.lord,
      elapsed: J.DASHA_BALANCE_EXAMPLE.elapsed,
      balance: J.DASHA_BALANCE_EXAMPLE.balance,
    },
    antardasha: rows.map((r) => ({
      md: r.mahadasha,
      cells: columns.map((ad, j): [string, number] => [ad, need(r.years[j], `${r.mahadasha}/${ad} cell`)]),
    })),
    adSequenceExample: {
      md: J.ANTARDASHA_ORDER_EXAMPLE.mahadasha,
      sequence: [...J.ANTARDASHA_ORDER_EXAMPLE.sequence],
    },
    vargas,
    d30: { odd: J.TRIMSAMSA_PARTS.odd.map(d30Part), even: J.TRIMSAMSA_PARTS.even.map(d30Part) },
    d9Checks: J.NAVAMSA_CHECKS.map((c) => ({
      sign: signIndex(c.sign),
      fromDeg: degrees(c.from),
      toDeg: c.to === null ? null : degrees(c.to),
      result: signIndex(c.navamsa),
    })),
    continuous: [...J.CONTINUOUS_VARGAS],
  }
}

const R: Reference = fromTables()

const signName = (i: number) => R.signs[i]?.name ?? String(i)

/** Expected varga sign of longitude `lon` (whose part index is `p` by construction), from §3.1 / §3.2. */
function expectedVarga(row: VargaRow, lon: number, s: number, p: number): number {
  const sr = need(R.signs[s], `sign ${s}`)
  const d = lon - 30 * s
  if (row.lookup) {
    const parts = sr.odd ? R.d30.odd : R.d30.even
    return need(
      parts.find((x) => d >= x.lo && d < x.hi),
      `D30 part of ${d}`,
    ).sign
  }
  const env: Env = { s, p, d, λ: lon }
  if (row.binding) {
    const bound = row.binding.fn(env)
    // `p = floor(2d)` of D60 must be the generic part index the test constructed.
    expect(bound, `D${row.n}: ${row.binding.text} at ${lon}`).toBe(p)
    env[row.binding.name] = bound
  }
  if (row.bases) {
    const cls = row.bases.length === 3 ? sr.modality : sr.element
    env['base'] = need(row.bases[need(row.baseClasses, 'classes').indexOf(cls)], `base of ${cls}`)
  }
  const applicable = row.formulas.filter((f) => !f.parity || f.parity === (sr.odd ? 'odd' : 'even'))
  if (applicable.length === 0) throw new Error(`D${row.n}: no formula applies`)
  // Result = sign index, i.e. modulo 12 (§3.1 notation; the cells write "mod 12" after the pair).
  const values = applicable.map((f) => (((f.fn(env) % 12) + 12) % 12) as number)
  // Alternative forms given with ≡ (D9, D27) must agree with each other.
  for (const v of values) expect(v, `D${row.n} formulas ${applicable.map((f) => f.text)}`).toBe(values[0])
  return values[0]!
}

/** 2-adic check: is 30·k/n exactly representable (n / gcd(30k, n) a power of two)? */
function dyadic(k: number, n: number): boolean {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  let q = n / gcd(30 * k, n)
  while (q % 2 === 0) q /= 2
  return q === 1
}

// ------------------------------------------------------------------------------------------------

it('holds every transcribed jyotisha.md table in full', () => {
  expect(R.signs).toHaveLength(12)
  expect(R.nakshatras).toHaveLength(27)
  expect(R.dignities).toHaveLength(7)
  expect(R.natural.size).toBe(7)
  expect(R.compound.size).toBe(3)
  expect(R.dasha).toHaveLength(9)
  expect(R.antardasha).toHaveLength(9)
  expect(R.vargas).toHaveLength(16)
  expect(R.d30.odd).toHaveLength(5)
  expect(R.d9Checks.length).toBeGreaterThan(0)
})

describe('§1.1 signs: names, Sanskrit names, lords, parity', () => {
  it('the reference is self-consistent (lord array, §0 odd list, parity = even 0-based index)', () => {
    expect(R.signs.map((s) => s.i)).toEqual([...Array(12).keys()])
    expect(R.lordArray).toEqual(R.signs.map((s) => s.lord.slice(0, 2)))
    expect(R.zeroOddSigns).toEqual(R.signs.filter((s) => s.odd).map((s) => s.name))
    for (const s of R.signs) expect(s.odd).toBe(s.i % 2 === 0)
  })

  for (const row of R.signs) {
    it(`${row.i} ${row.name} / ${row.sanskrit}, lord ${row.lord}, ${row.odd ? 'odd' : 'even'}`, () => {
      expect(SIGNS[row.i]).toBe(row.name)
      expect(SIGNS_SANSKRIT[row.i]).toBe(row.sanskrit)
      expect(SIGN_LORDS[row.i]).toBe(row.lord)
      expect(lordOf(row.i)).toBe(row.lord)
      expect(lordOf(row.i + 12)).toBe(row.lord)
      expect(lordOf(row.i - 12)).toBe(row.lord)
      expect(isOddSign(row.i)).toBe(row.odd)
      expect(signOf(30 * row.i + 15).sign).toBe(row.name)
    })
  }

  it('houseFrom is the §0 whole-sign inclusive count for all 144 pairs', () => {
    // §0: "house(X from R) = ((s_X − s_R) mod 12) + 1"
    for (let r = 0; r < 12; r++)
      for (let x = 0; x < 12; x++)
        expect(houseFrom(r, x), `${x} from ${r}`).toBe(((((x - r) % 12) + 12) % 12) + 1)
  })
})

describe('§1.2 nakshatras and padas: every boundary, name, lord, sign, navamsa', () => {
  it('the reference is self-consistent (starts, lord sequence, pada navamsa rule)', () => {
    expect(R.nakshatras.map((n) => n.k)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1))
    for (const n of R.nakshatras) {
      // "Start longitude of nakshatra k (1-based) = (k−1) · 13°20′"; 13°20′ = 800′.
      expect(n.startMin, n.name).toBe((n.k - 1) * 800)
      expect(n.startSign * 1800 + n.startSignMin, n.name).toBe(n.startMin)
      expect(n.endSign * 1800 + n.endSignMin, n.name).toBe(n.startMin + 800)
      // "lord = ORDER[(k−1) mod 9]"
      expect(n.lord, n.name).toBe(R.lordSequence[(n.k - 1) % 9])
      // "pada q (0..3) of nakshatra k falls in navamsa sign ((k−1)·4 + q) mod 12"
      expect(n.navamsa, n.name).toEqual([0, 1, 2, 3].map((q) => ((n.k - 1) * 4 + q) % 12))
    }
  })

  it('NAKSHATRAS has the §1.2 spellings in order', () => {
    expect([...NAKSHATRAS]).toEqual(R.nakshatras.map((n) => n.name))
  })

  for (const n of R.nakshatras) {
    it(`${n.k} ${n.name} (${n.lord}), padas ${n.navamsa.map(signName).join('-')}`, () => {
      const start = n.startMin / 60
      const end = (n.startMin + 800) / 60
      // Start (sign) / End (sign) columns against signOf.
      const st = signOf(start)
      expect.soft(st.signIndex, `${n.name} start sign`).toBe(n.startSign)
      expect.soft(st.degree, `${n.name} start degree`).toBeCloseTo(n.startSignMin / 60, 9)
      expect.soft(signOf(start + EPS).signIndex, `${n.name} start+ε sign`).toBe(n.startSign)
      if (n.endSignMin < 1800) {
        const en = signOf(end)
        expect.soft(en.signIndex, `${n.name} end sign`).toBe(n.endSign)
        expect.soft(en.degree, `${n.name} end degree`).toBeCloseTo(n.endSignMin / 60, 9)
      } else {
        // "Pi 30°00'": the end of the sign itself, reached from inside.
        const en = signOf(end - EPS)
        expect.soft(en.signIndex, `${n.name} end−ε sign`).toBe(n.endSign)
        expect.soft(en.degree, `${n.name} end−ε degree`).toBeCloseTo(30, 6)
      }
      const lastSign = n.endSignMin === 0 ? n.endSign - 1 : n.endSign
      expect.soft(signOf(end - EPS).signIndex, `${n.name} end−ε sign`).toBe(lastSign)

      for (let q = 0; q < 4; q++) {
        const padaStart = ((n.k - 1) * 4 + q) * 200 // arc-minutes
        const lo = padaStart / 60
        const hi = (padaStart + 200) / 60
        const points: [string, number][] = [
          ['start', lo],
          ['start+1e-9', lo + EPS],
          ['end-1e-9', hi - EPS],
        ]
        for (const [where, lon] of points) {
          const tag = `${n.name} pada ${q + 1} ${where} (${lon})`
          expect
            .soft(nakshatraOf(lon), tag)
            .toEqual({ nakshatraIndex: n.k - 1, nakshatra: n.name, pada: q + 1 })
          const star = birthStar(lon)
          expect.soft(star.lord, `${tag}: birthStar lord`).toBe(n.lord)
          expect.soft(star.nakshatraIndex, `${tag}: birthStar index`).toBe(n.k - 1)
          expect
            .soft(vargaSign(9, lon), `${tag}: D9 (§1.2 navamsa ${signName(n.navamsa[q]!)})`)
            .toBe(n.navamsa[q])
        }
        expect
          .soft(birthStar(lo + EPS).elapsedFraction, `${n.name} pada ${q + 1} elapsed`)
          .toBeCloseTo(q / 4, 8)
      }
    })
  }
})

describe('§1.3 / §1.4 dignity of every planet in every sign', () => {
  it('the reference is self-consistent (deep λ, debilitation = 7th from exaltation)', () => {
    for (const d of R.dignities) {
      expect(d.deepExaltationLon, d.planet).toBe(30 * d.exaltation + d.exaltationDeg)
      expect(d.deepDebilitationLon, d.planet).toBe(30 * d.debilitation + d.debilitationDeg)
      expect(d.debilitation, d.planet).toBe((d.exaltation + 6) % 12)
      expect(d.debilitationDeg, d.planet).toBe(d.exaltationDeg)
    }
    expect([...R.tempFriendHouses, ...R.tempEnemyHouses].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
  })

  it('DIGNITY_TABLE holds the §1.3 entries of the seven planets', () => {
    expect(R.dignities.map((d) => d.planet)).toEqual([...PLANETS])
    for (const d of R.dignities) {
      const t = DIGNITY_TABLE[d.planet as Graha]
      expect(t.exaltation, d.planet).toBe(d.exaltation)
      expect(t.debilitation, d.planet).toBe(d.debilitation)
      expect(
        [...t.own].sort((a, b) => a - b),
        d.planet,
      ).toEqual([...d.own].sort((a, b) => a - b))
      expect(t.moolatrikona, d.planet).toEqual(d.mt)
      expect(t.exaltedTo, d.planet).toBe(d.exaltedZone?.[1] ?? 30)
    }
  })

  it('DIGNITY_TABLE holds the §1.3 default (first-named) node entries', () => {
    for (const d of R.nodeDignities) {
      const t = DIGNITY_TABLE[d.planet as Graha]
      expect(t.exaltation, d.planet).toBe(d.exaltation)
      expect(t.debilitation, d.planet).toBe(d.debilitation)
      expect(t.own, d.planet).toEqual([d.own])
      expect(t.moolatrikona.sign, d.planet).toBe(d.mt)
    }
  })

  it('naturalRelation is the §1.4 Parashara table (and the quoted node convention)', () => {
    for (const [p, rel] of R.natural) {
      const others = PLANETS.filter((o) => o !== p)
      expect([...rel.friends, ...rel.neutral, ...rel.enemies].sort(), p).toEqual([...others].sort())
      for (const o of others) {
        const want: Natural = rel.friends.includes(o)
          ? 'friend'
          : rel.enemies.includes(o)
            ? 'enemy'
            : 'neutral'
        expect(naturalRelation(p as Graha, o), `${p} → ${o}`).toBe(want)
      }
    }
    expect([...R.nodeNatural.keys()].sort()).toEqual(['Ketu', 'Rahu'])
    for (const [node, rel] of R.nodeNatural)
      for (const o of PLANETS) {
        const want: Natural = rel.friends.includes(o)
          ? 'friend'
          : rel.enemies.includes(o)
            ? 'enemy'
            : 'neutral'
        expect(naturalRelation(node as Graha, o), `${node} → ${o}`).toBe(want)
      }
  })

  it('temporaryFriend is the §1.4 2nd/3rd/4th/10th/11th/12th rule for all 144 pairs', () => {
    for (let a = 0; a < 12; a++)
      for (let b = 0; b < 12; b++) {
        const house = ((((b - a) % 12) + 12) % 12) + 1
        expect(temporaryFriend(a, b), `${b} from ${a}`).toBe(R.tempFriendHouses.includes(house))
      }
  })

  it('compoundRelation is the §1.4 compound table', () => {
    for (const [nat, c] of R.compound) {
      expect(compoundRelation(nat, true), `${nat} + temporary friend`).toBe(c.friend)
      expect(compoundRelation(nat, false), `${nat} + temporary enemy`).toBe(c.enemy)
    }
  })

  const lordOfSign = (s: number) => need(R.signs[s], `sign ${s}`).lord
  const naturalKind = (p: string, other: string): RelationKind => {
    const rel = need(R.natural.get(p), `natural row of ${p}`)
    return rel.friends.includes(other) ? 'friend' : rel.enemies.includes(other) ? 'enemy' : 'neutral'
  }

  /** Dignity fixed by §1.3 alone (exaltation > moolatrikona > own; debilitation the whole sign). */
  function fixedDignity(d: DignityRow, s: number, deg: number): Dignity | undefined {
    if (s === d.exaltation) {
      const zone = d.exaltedZone // only where BPHS splits the sign (Moon, Mercury)
      if (!zone || (deg >= zone[0] && deg < zone[1])) return 'exalted'
    }
    if (s === d.debilitation) return 'debilitated'
    if (s === d.mt.sign && deg >= d.mt.from && deg < d.mt.to) return 'moolatrikona'
    if (d.own.includes(s)) return 'own'
    if (s === d.mt.sign && (d.restOwn || (d.ownZone && deg >= d.ownZone[0] && deg < d.ownZone[1])))
      return 'own'
    return undefined
  }

  for (const d of R.dignities) {
    for (let s = 0; s < 12; s++) {
      const edges = new Set<number>([0, 15, 30])
      if (s === d.mt.sign) [d.mt.from, d.mt.to].forEach((e) => edges.add(e))
      if (s === d.exaltation && d.exaltedZone) d.exaltedZone.forEach((e) => edges.add(e))
      if (s === d.mt.sign && d.ownZone) d.ownZone.forEach((e) => edges.add(e))
      const degrees = [...edges]
        .flatMap((e) => [e - EPS, e, e + EPS])
        .filter((x) => x >= 0 && x < 30)
        .sort((a, b) => a - b)
      const special = degrees.map((deg) => fixedDignity(d, s, deg))

      if (special.every((x) => x !== undefined)) {
        it(`${d.planet} in ${signName(s)}: ${[...new Set(special)].join(' / ')}`, () => {
          degrees.forEach((deg, j) => {
            const signs = Object.fromEntries(GRAHAS.map((g) => [g, 0])) as Record<Graha, number>
            signs[d.planet as Graha] = s
            expect
              .soft(dignityOf(d.planet as Graha, 30 * s + deg, signs), `${signName(s)} ${deg}°`)
              .toBe(special[j])
          })
        })
      } else {
        const lord = lordOfSign(s)
        it(`${d.planet} in ${signName(s)} (lord ${lord}, natural ${naturalKind(d.planet, lord)}): relationship`, () => {
          expect(
            special.every((x) => x === undefined),
            'no partial dignity zone in a relationship sign',
          ).toBe(true)
          expect(lord).not.toBe(d.planet)
          for (let house = 1; house <= 12; house++) {
            const temp = R.tempFriendHouses.includes(house)
            const row = need(R.compound.get(naturalKind(d.planet, lord)), 'compound row')
            const compound = temp ? row.friend : row.enemy
            const want: Dignity = /friend/.test(compound)
              ? 'friendly'
              : compound === 'neutral'
                ? 'neutral'
                : 'enemy'
            const signs = Object.fromEntries(GRAHAS.map((g) => [g, (s + 6) % 12])) as Record<Graha, number>
            signs[d.planet as Graha] = s
            signs[lord as Graha] = (s + house - 1) % 12
            for (const deg of [EPS, 15, 30 - EPS])
              expect
                .soft(
                  dignityOf(d.planet as Graha, 30 * s + deg, signs),
                  `${d.planet} ${signName(s)} ${deg}°, ${lord} in house ${house} (${compound})`,
                )
                .toBe(want)
          }
        })
      }
    }
  }
})

describe('§3.1 / §3.2 vargas: every part of every sign', () => {
  it('VARGAS and VARGA_NAMES are the §3.1 rows', () => {
    expect([...VARGAS]).toEqual(R.vargas.map((v) => v.n))
    for (const v of R.vargas) expect(VARGA_NAMES[v.n as Varga], `D${v.n}`).toBe(v.name)
  })

  it('the reference is self-consistent (part sizes, "from <sign>" rules vs bases, D30 table)', () => {
    for (const v of R.vargas) {
      if (v.partSize !== null)
        expect(Math.abs(v.partSize - 30 / v.n), `D${v.n} part size`).toBeLessThan(0.01 / 3600)
      else expect(v.lookup, `D${v.n}`).toBe(true)
      if (v.bases) {
        const classes = v.bases.length === 3 ? R.signs.map((s) => s.modality) : R.signs.map((s) => s.element)
        expect(new Set(classes), `D${v.n} sign classes`).toEqual(new Set(v.baseClasses))
        expect(v.ruleFromSigns, `D${v.n}: Rule's "from <sign>" = Formula's bases`).toEqual(v.bases)
      }
    }
    for (const [parity, parts] of Object.entries(R.d30)) {
      expect(parts[0]!.lo, parity).toBe(0)
      expect(parts.at(-1)!.hi, parity).toBe(30)
      for (let i = 1; i < parts.length; i++) expect(parts[i]!.lo, parity).toBe(parts[i - 1]!.hi)
      // The ruler column names the lord of the D30 sign.
      for (const x of parts) expect(R.signs[x.sign]!.lord, `${parity} ${x.lo}–${x.hi}`).toBe(x.ruler)
    }
    // "Even signs are the mirror image of odd signs".
    expect(R.d30.even.map((x) => x.ruler)).toEqual(R.d30.odd.map((x) => x.ruler).reverse())
    expect(R.d30.even.map((x) => 30 - x.hi)).toEqual(R.d30.odd.map((x) => x.lo).reverse())
  })

  for (const v of R.vargas) {
    for (let s = 0; s < 12; s++) {
      const odd = R.signs[s]!.odd
      const parts: { p: number; lo: number; hi: number }[] = v.lookup
        ? (odd ? R.d30.odd : R.d30.even).map((x, p) => ({ p, lo: 30 * s + x.lo, hi: 30 * s + x.hi }))
        : Array.from({ length: v.n }, (_, p) => ({
            p,
            lo: (30 * (s * v.n + p)) / v.n,
            hi: (30 * (s * v.n + p + 1)) / v.n,
          }))
      it(`D${v.n} ${v.name}, ${signName(s)}: ${parts.length} parts`, () => {
        for (const { p, lo, hi } of parts) {
          const points: [string, number][] = [
            ['start+1e-9', lo + EPS],
            ['middle', (lo + hi) / 2],
            ['end-1e-9', hi - EPS],
          ]
          // Exact starts where the boundary is a binary fraction (no rounding of the boundary itself).
          if (v.lookup || dyadic(s * v.n + p, v.n)) points.push(['start', lo])
          for (const [where, lon] of points) {
            const want = expectedVarga(v, lon, s, p)
            expect
              .soft(
                vargaSign(v.n as Varga, lon),
                `D${v.n} ${signName(s)} part ${p + 1} ${where} (λ=${lon}) → ${signName(want)}`,
              )
              .toBe(want)
          }
        }
      })
    }
  }

  it('the §3.1 "Checks" line (D9 of Aries/Taurus/Gemini/Cancer)', () => {
    const d9 = need(
      R.vargas.find((v) => v.n === 9),
      'D9 row',
    )
    for (const c of R.d9Checks) {
      const lons =
        c.toDeg === null
          ? [30 * c.sign + c.fromDeg]
          : [30 * c.sign + c.fromDeg, 30 * c.sign + c.fromDeg + EPS, 30 * c.sign + c.toDeg - EPS]
      for (const lon of lons) {
        const p = Math.floor(((lon - 30 * c.sign) * 9) / 30 + 1e-12)
        expect(expectedVarga(d9, lon, c.sign, p), `formula at ${lon}`).toBe(c.result)
        expect(vargaSign(9, lon), `D9 of ${signName(c.sign)} ${lon - 30 * c.sign}°`).toBe(c.result)
      }
    }
  })

  it('the §3.1 "Checks" line: D27 and D9 run continuously through the zodiac', () => {
    expect(R.continuous.sort((a, b) => a - b)).toEqual([9, 27])
    for (const n of R.continuous) {
      const seq = Array.from({ length: 12 * n }, (_, i) => vargaSign(n as Varga, ((i + 0.5) * 30) / n))
      expect(seq[0], `D${n} starts at Aries`).toBe(0)
      seq.forEach((v, i) =>
        expect((((seq[(i + 1) % seq.length]! - v) % 12) + 12) % 12, `D${n} part ${i} → ${i + 1}`).toBe(1),
      )
    }
  })
})

describe('§2 Vimshottari lords, years, antardashas', () => {
  it('DASHA_ORDER and DASHA_YEARS are the §2.1 table', () => {
    expect(R.dasha.map((d) => d.order)).toEqual(Array.from({ length: 9 }, (_, i) => i + 1))
    expect([...DASHA_ORDER]).toEqual(R.dasha.map((d) => d.lord))
    expect(R.dasha.map((d) => d.lord)).toEqual(R.lordSequence)
    let sum = 0
    for (const d of R.dasha) {
      expect(DASHA_YEARS[d.lord as DashaLord], d.lord).toBe(d.years)
      sum += d.years
      expect(sum, `${d.lord} cumulative`).toBe(d.cumulative)
    }
    expect(sum).toBe(120)
    expect(Object.values(DASHA_YEARS).reduce((a, b) => a + b, 0)).toBe(120)
  })

  it('each §2.1 lord rules its three nakshatras (names per §1.2, birthStar lord)', () => {
    for (const d of R.dasha) {
      expect(
        d.ruled.map(([k]) => k),
        d.lord,
      ).toEqual([d.order, d.order + 9, d.order + 18])
      for (const [k, name] of d.ruled) {
        const row = need(R.nakshatras[k - 1], `nakshatra ${k}`)
        expect(row.name, `${k}`).toBe(name)
        expect(row.lord, name).toBe(d.lord)
        expect(birthStar(((k - 0.5) * 40) / 3).lord, name).toBe(d.lord)
      }
    }
  })

  it('the §2.2 worked example', () => {
    const w = R.workedExample
    const star = birthStar(w.lon)
    expect(NAKSHATRAS[star.nakshatraIndex]).toBe(w.nakshatra)
    expect(star.lord).toBe(w.lord)
    expect(star.elapsedFraction).toBeCloseTo(w.elapsed, 12)
    expect(dashaBalanceYears(w.lon)).toEqual({ lord: w.lord, years: expect.closeTo(w.balance, 12) })
  })

  it('YEARS[MD]·YEARS[AD]/120 is the §2.3 antardasha table, all 81 cells to 5e-5', () => {
    expect(R.antardasha.map((r) => r.md)).toEqual(R.dasha.map((d) => d.lord))
    for (const { md, cells } of R.antardasha)
      for (const [ad, printed] of cells) {
        const y = (DASHA_YEARS[md as DashaLord] * DASHA_YEARS[ad as DashaLord]) / 120
        expect(Math.abs(y - printed), `${md}/${ad}: ${y} vs ${printed}`).toBeLessThanOrEqual(5e-5)
      }
  })

  it('vimshottariSpans divides each mahadasha in the §2.3 order and lengths', () => {
    const spans = vimshottariSpans(cyclePosition(0)) // Moon at 0°: a whole Ketu mahadasha first
    expect(spans.map((s) => s.lord)).toEqual(R.dasha.map((d) => d.lord))
    for (const span of spans) {
      const row = need(
        R.antardasha.find((r) => r.md === span.lord),
        span.lord,
      )
      const start = R.dasha.findIndex((d) => d.lord === span.lord)
      const order = R.dasha.map((_, i) => R.dasha[(start + i) % 9]!.lord)
      expect(
        span.children.map((c) => c.lord),
        `${span.lord} MD`,
      ).toEqual(order)
      for (const child of span.children) {
        const printed = need(
          row.cells.find(([ad]) => ad === child.lord),
          child.lord,
        )[1]
        expect(
          Math.abs(child.endYears - child.startYears - printed),
          `${span.lord}/${child.lord}`,
        ).toBeLessThanOrEqual(5e-5)
      }
    }
    const ex = need(
      spans.find((s) => s.lord === R.adSequenceExample.md),
      'example MD',
    )
    expect(ex.children.map((c) => c.lord)).toEqual(R.adSequenceExample.sequence)
  })
})
