/**
 * Error messages in Hindi (issue 36, item 3). Every error a request can produce, through the real app,
 * asked in Hindi by the body's `language` and by `Accept-Language`: the code and status are the English
 * answer's, the message is Hindi (Devanagari words, the field paths, codes, values and numbers of the
 * English kept as they are), NFC, within the Hindi content policy, and said by Content-Language. The
 * body's `language` counts only once the body was read (a key refused before it, a body that is not
 * JSON: the header alone); a language other than English and Hindi gets the English message.
 *
 * Completeness: every message the code makes carries its Hindi (ApiError and AccountError take a Text,
 * so tsc refuses a bare English string); the tables below hold the messages made elsewhere (the core's
 * birth-data and house refusals, the schema patterns) and every call site to a Hindi of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { policyViolations } from '../../src/corpus/policy.js'
import { OPERATIONS } from '../../src/operations/index.js'
import { OperationHeaders } from '../../src/schemas/common.js'
import { BIRTH_PROBLEMS_HI, HOUSES_UNDEFINED_HI, PATTERNS_HI } from '../../src/schemas/errors-hi.js'
import { testApi, type TestApi } from '../helpers/app.js'
import { ERROR_CASES, sendCase, type ErrorCase } from '../helpers/error-cases.js'

let api: TestApi
beforeAll(async () => {
  api = await testApi({ unmetered: false })
  await api.accounts.purchase(api.accountId, 'growth', api.clock.ms)
  await api.accounts.setLimits(api.accountId, { perMinute: 100_000, concurrency: 100 })
})
afterAll(() => api.close())

/** Spans in backticks: field paths, codes, headers, values (kept as in English). */
const CODE_SPANS = /`[^`]*`/g

/** What is wrong with a Hindi message beside its English (nothing: an empty list). */
export function hindiMessageProblems(hi: string, en: string, kept = true): string[] {
  const words = hi.replace(CODE_SPANS, ' ')
  const out: string[] = []
  if (!/[\u0900-\u097f]{2}/u.test(words)) out.push('no Hindi word')
  const pair = /[A-Za-z][A-Za-z'’]*[ ]+[A-Za-z][A-Za-z'’]*/.exec(words)
  if (pair) out.push(`two English words in a row: "${pair[0]}"`)
  if (hi !== hi.normalize('NFC')) out.push('not NFC')
  if (!/।$/u.test(hi)) out.push('no danda at the end')
  out.push(...policyViolations(hi, 'hi'))
  if (kept)
    for (const span of en.match(CODE_SPANS) ?? []) if (!hi.includes(span)) out.push(`${span} not kept`)
  if (kept) for (const n of en.match(/\d+/g) ?? []) if (!hi.includes(n)) out.push(`the number ${n} not kept`)
  return out
}

/** Cases refused by a `pattern`, whose English is the field's description. */
const DESCRIBED = new Set(['image colour', 'image font', 'report accent', 'idempotency key not ASCII'])

async function english(c: ErrorCase) {
  const r = await sendCase(api, c)
  return { status: r.statusCode, body: r.json(), language: r.headers['content-language'] }
}

describe('every error answer, asked in Hindi', () => {
  for (const c of ERROR_CASES) {
    it(c.name, async () => {
      const en = await english(c)
      expect(en.body.error, JSON.stringify(en.body)).toBe(c.code)
      expect(en.language).toBe('en')
      expect(Object.keys(en.body).sort()).toEqual(['error', 'message', 'requestId', 'statusCode'])

      const byHeader = await sendCase(api, c, { header: 'hi-IN,hi;q=0.9,en;q=0.5' })
      const hi = byHeader.json()
      expect([byHeader.statusCode, hi.error, hi.statusCode]).toEqual([en.status, c.code, en.status])
      expect(byHeader.headers['content-language']).toBe('hi')
      expect(Object.keys(hi).sort(), 'no language field in the error body').toEqual(
        Object.keys(en.body).sort(),
      )
      // A `pattern`'s English quotes the field's description (its defaults, its examples); the Hindi says
      // what the pattern asks for, without them.
      const numbers = !DESCRIBED.has(c.name)
      expect(hindiMessageProblems(hi.message, en.body.message, numbers), hi.message).toEqual([])

      const byField = await sendCase(api, c, { field: 'hi' })
      const f = byField.json()
      expect([byField.statusCode, f.error]).toEqual([en.status, c.code])
      const fieldCounts =
        c.bodyRead !== false && typeof c.body === 'object' && !('language' in (c.body as object))
      if (fieldCounts) {
        expect(byField.headers['content-language']).toBe('hi')
        expect(f.message).toBe(hi.message)
      } else {
        // Refused before the body was read, or a body that is not JSON: no language field to read.
        expect(byField.headers['content-language']).toBe('en')
        expect(f.message).toBe(en.body.message)
      }

      // The other languages have no messages of their own yet: English, and said so.
      const tamil = await sendCase(api, c, { field: 'ta', header: 'ta' })
      expect([tamil.json().error, tamil.json().message]).toEqual([c.code, en.body.message])
      expect(tamil.headers['content-language']).toBe('en')
    })
  }

  it('an invalid `language` is refused in the header’s language, or English', async () => {
    const c: ErrorCase = { name: 'fr', code: 'invalid_field', url: '/v1/chart', body: { language: 'fr' } }
    const plain = await sendCase(api, { ...c, body: { ...(c.body as object), birthData: {} } })
    expect(plain.json().error).toBe('missing_required_field')
    const body = {
      birthData: { date: '1990-07-04', timezone: 'UTC', latitude: 1, longitude: 1 },
      language: 'fr',
    }
    const en = (await sendCase(api, { ...c, body })).json()
    expect(en).toMatchObject({
      error: 'invalid_field',
      message: '`language` must be one of: en, hi, ta, te, kn, ml, mr, bn, gu',
    })
    const hi = await sendCase(api, { ...c, body }, { header: 'hi' })
    expect(hi.json().message).toBe('`language`: इनमें से एक होना चाहिए: en, hi, ta, te, kn, ml, mr, bn, gu।')
    expect(hi.headers['content-language']).toBe('hi')
  })

  it('the body’s `language` wins over the header', async () => {
    const c = ERROR_CASES.find((x) => x.name === 'latitude out of range')!
    const r = await sendCase(api, c, { field: 'hi', header: 'en' })
    expect(r.json().message).toBe('`birthData.latitude`: -90 और 90 के बीच होना चाहिए।')
    const back = await sendCase(api, c, { field: 'en', header: 'hi' })
    expect(back.json().message).toBe('`birthData.latitude` must be between -90 and 90')
    expect(back.headers['content-language']).toBe('en')
  })

  it('the check of a Hindi message fails on English, on a lost field and on a bare message', () => {
    expect(hindiMessageProblems('`x` must be a number', '`x` must be a number')).not.toEqual([])
    expect(hindiMessageProblems('संख्या होनी चाहिए।', '`x` must be a number')).toContain('`x` not kept')
    expect(hindiMessageProblems('`x`: 1 और 2 के बीच होना चाहिए', '`x` must be between 1 and 2')).toContain(
      'no danda at the end',
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// Completeness: every English message the code can make has its Hindi.

const SRC = join(import.meta.dirname, '../../src')
function sources(dir = SRC): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return p.endsWith('.ts') ? [{ file: p.slice(SRC.length + 1), text: readFileSync(p, 'utf8') }] : []
  })
}

/** The argument text of each call `head(…)` in `text` (balanced parentheses). */
function calls(text: string, head: string): string[] {
  const out: string[] = []
  for (let i = text.indexOf(head); i >= 0; i = text.indexOf(head, i + 1)) {
    let depth = 0
    let j = i + head.length - 1
    for (; j < text.length; j++) {
      if (text[j] === '(') depth++
      else if (text[j] === ')' && --depth === 0) break
    }
    out.push(text.slice(i + head.length, j))
  }
  return out
}

/** The string literals of a piece of source, quotes removed, joined as `+` joins them. */
const literals = (src: string): string[] =>
  [...src.matchAll(/'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`/g)].map((m) =>
    (m[1] ?? m[2])!.replace(/\\(.)/g, '$1'),
  )

describe('a Hindi message for every English one', () => {
  const src = sources()

  // Call sites that pass on a Text made elsewhere (itself checked where it is made), by file.
  const FORWARDING: Record<string, readonly string[]> = {
    'http/error-handler.ts': ['err.code, err.text, headers', "'internal_error', EPHEMERIS_DATA_FAILED"],
    'operations/tasks.ts': ["'internal_error', EPHEMERIS_DATA_FAILED"],
    'http/hooks.ts': ['out.error, { en: out.message, hi: out.hi }', 'SHUTTING_DOWN, 1'],
    'http/gate.ts': ['verdict.refused, message, verdict.retryAfterS, headers'],
    'schemas/errors.ts': [
      "'server_busy', message, { 'retry-after': String(retryAfterS) }",
      'message: ErrorText, retryAfterS: number',
    ],
    'schemas/validation.ts': ['code, { en: `${quoted} ${problem}`, hi: `${quotedHi}: ${sentence(hi)}` }'],
  }

  it('every call that makes an API or account error writes its Hindi, or passes on a Text made elsewhere', () => {
    const missing: string[] = []
    let seen = 0
    for (const { file, text } of src) {
      for (const head of ['new ApiError(', 'new AccountError(', 'new LimitError(', 'busy(']) {
        for (const arg of calls(text, head)) {
          if (head === 'busy(' && /^\s*$/.test(arg)) continue
          seen++
          const flat = arg.replace(/\s+/g, ' ').trim()
          if ((FORWARDING[file] ?? []).some((f) => flat === f || flat.startsWith(f))) continue
          if (/\bfieldText\(/.test(arg)) continue // validation.ts: English and Hindi problems side by side
          const hi = /\bhi:\s*(?:'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`|(\w[\w.]*))/.exec(arg)
          if (!hi) missing.push(`${file}: ${head}${flat.slice(0, 80)}`)
          else if (hi[3] === undefined && !/[\u0900-\u097f]/u.test(hi[1] ?? hi[2] ?? ''))
            missing.push(`${file}: Hindi without Devanagari: ${flat.slice(0, 80)}`)
        }
      }
    }
    expect(seen).toBeGreaterThan(40)
    expect(missing).toEqual([])
  })

  it('every problem a validation check finds has its Hindi', () => {
    const all = src.find((s) => s.file === 'schemas/validation.ts')!.text
    const v = all.slice(all.indexOf('const checks'), all.indexOf('/** The semantic-check keyword'))
    const problems = v.match(/\bproblem:/g)!.length
    const his = v.match(/\bhi:/g)!.length
    expect(problems).toBeGreaterThan(20)
    expect(his).toBe(problems)
  })

  it('every birth-data refusal of the core has its Hindi', () => {
    const FIELDS = new Set(['date', 'time', 'timezone', 'utcOffset'])
    const found: string[] = []
    for (const { text } of src)
      for (const arg of calls(text, 'new BirthDataError('))
        found.push(
          literals(arg)
            .filter((l) => !FIELDS.has(l))
            .join(''),
        )
    expect(found.length).toBeGreaterThanOrEqual(8)
    for (const en of found) {
      expect(BIRTH_PROBLEMS_HI[en], en).toBeDefined()
      expect(hindiMessageProblems(`\`f\`: ${BIRTH_PROBLEMS_HI[en]}।`, `\`f\` ${en}`), en).toEqual([])
    }
  })

  it('every refusal of houses undefined has its Hindi', () => {
    const found: string[] = []
    for (const { text } of src)
      for (const arg of calls(text, 'new HousesUndefinedError(')) {
        const lits = literals(arg)
        if (lits.length) found.push(lits.join(''))
        else {
          const name = arg.trim()
          const def = new RegExp(`const ${name} =\\s*('(?:\\\\.|[^'\\\\])*')`).exec(text)
          expect(def, name).not.toBeNull()
          found.push(literals(def![1]!).join(''))
        }
      }
    expect(found.length).toBeGreaterThanOrEqual(2)
    for (const en of found) expect(HOUSES_UNDEFINED_HI[en], en).toBeDefined()
  })

  it('every pattern of a request or its headers has its Hindi', () => {
    const patterns = new Set<string>()
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk)
      else if (v !== null && typeof v === 'object') {
        const o = v as Record<string, unknown>
        if (typeof o.pattern === 'string') patterns.add(o.pattern)
        Object.values(o).forEach(walk)
      }
    }
    for (const op of OPERATIONS) walk(op.request)
    walk(OperationHeaders)
    expect(patterns.size).toBeGreaterThanOrEqual(5)
    for (const p of patterns) {
      expect(PATTERNS_HI[p], p).toBeDefined()
      expect(hindiMessageProblems(`\`f\`: ${PATTERNS_HI[p]}।`, '`f`'), p).toEqual([])
    }
  })
})
