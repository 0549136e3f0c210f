/**
 * The computational operations in Hindi (issue 36): `/v1/chart`, `/v1/dasha`, `/v1/transits`, `/v1/kp` and
 * `/v1/panchanga`, whose sentences (the birth's note, the yogas' reasons and descriptions, the Western,
 * relocation and strength notes, the transits' note, the pañcāṅga's conventions) are made as Texts.
 *
 * - Over a few hundred random charts, every yoga's reason and description has its Hindi: Devanagari only,
 *   NFC, within the Hindi content policy, a sentence ending with the danda.
 * - Each operation asked in English and in Hindi over a few hundred random requests gives answers that
 *   differ only in their words: the same fields, numbers and identifiers; every string that differs is a
 *   sentence with its Hindi (held to the same checks), and no string the two share reads as English.
 */
import { describe, expect, it } from 'vitest'
import { BOOKS } from '../../src/corpus/vocabulary.js'
import { NAME_KINDS } from '../../src/i18n/catalogue.js'
import { resolveBirth } from '../../src/jyotisha/birth.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { CHARA_CONVENTIONS } from '../../src/jyotisha/dasha-systems.js'
import { SIGNS_SANSKRIT } from '../../src/jyotisha/grahas.js'
import { CHANDRA_YOGAS } from '../../src/jyotisha/yogas/chandra.js'
import { DOSHA_YOGAS } from '../../src/jyotisha/yogas/doshas.js'
import { findYogaTexts, YOGA_CATALOGUE } from '../../src/jyotisha/yogas/index.js'
import { MAHAPURUSHA_YOGAS } from '../../src/jyotisha/yogas/mahapurusha.js'
import { NABHASA_YOGAS } from '../../src/jyotisha/yogas/nabhasa.js'
import { OTHER_YOGAS } from '../../src/jyotisha/yogas/other.js'
import { RAJA_DHANA_YOGAS } from '../../src/jyotisha/yogas/raja-dhana.js'
import { SURYA_YOGAS } from '../../src/jyotisha/yogas/surya.js'
import { VIPARITA_EXCHANGE_YOGAS } from '../../src/jyotisha/yogas/viparita-exchange.js'
import { OPERATIONS } from '../../src/operations/index.js'
import type { Text } from '../../src/readings/text.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts } from '../helpers/hindi-texts.js'
import { randomBirths } from '../helpers/random-births.js'
import { taskContent } from '../helpers/tasks.js'

const eph = testEphemeris()
const NOW = Date.UTC(2026, 10, 28)

// Strings that are identifiers, not sentences (as declared-texts.test.ts reads them).
const IDENTIFIERS = new Set<string>([
  ...BOOKS,
  ...Object.values(NAME_KINDS).flat(),
  ...SIGNS_SANSKRIT.map((s) => `${s} Sankranti`),
  ...YOGA_CATALOGUE.flatMap((y) => [y.category, ...y.sources]),
  'moon sign',
  CHARA_CONVENTIONS.source,
])
const ENGLISH = /[A-Za-z]{2,} [A-Za-z]{2,}/

describe('the yogas in Hindi', () => {
  it('give every reason and description of 600 charts in Hindi: Devanagari, NFC, within the policy', () => {
    const wrong: string[] = []
    const seen = new Set<string>()
    let sentences = 0
    for (const { birth } of randomBirths(600, 4111, { timeUnknown: 0.2 })) {
      const { facts } = computeCoreChart(eph, birth, DEFAULT_SETTINGS, false, NOW).internal
      for (const y of findYogaTexts(facts)) {
        seen.add(y.name)
        for (const { at, t } of texts({ reason: y.reason, description: y.description })) {
          sentences++
          const problems = hindiProblems(t)
          if (problems.length) wrong.push(`${y.name}${at}: ${problems.join(', ')}: ${t.hi}`)
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([])
    expect(sentences).toBeGreaterThan(5_000)
    expect(seen.size).toBeGreaterThan(60)
  })
})

describe('the yogas of the catalogue', () => {
  it('each has its description in Hindi, seen in a chart or not', () => {
    const rules = [
      ...MAHAPURUSHA_YOGAS,
      ...CHANDRA_YOGAS,
      ...SURYA_YOGAS,
      ...RAJA_DHANA_YOGAS,
      ...VIPARITA_EXCHANGE_YOGAS,
      ...OTHER_YOGAS,
      ...NABHASA_YOGAS,
      ...DOSHA_YOGAS,
    ]
    expect(rules.map((r) => r.name)).toEqual(YOGA_CATALOGUE.map((y) => y.name))
    for (const r of rules) expect(hindiProblems(r.description), r.name).toEqual([])
  })
})

describe('the birth notes in Hindi', () => {
  it('says every resolution of 2,000 births in Hindi, with the same resolution', () => {
    const wrong: string[] = []
    const kinds = new Set<string>()
    const births = randomBirths(2000, 4127, { timeUnknown: 0.3 }).map((b) => b.birth)
    births.push(
      { ...births[0]!, utcOffset: '+05:53:20' },
      { ...births[1]!, utcOffset: 'lmt', time: undefined },
    )
    for (const b of births) {
      const r = resolveBirth(b)
      kinds.add(`${r.resolution} ${r.timeKnown}`)
      const problems = hindiProblems(r.note)
      if (problems.length) wrong.push(`${r.resolution}: ${problems.join(', ')}: ${r.note.hi}`)
    }
    expect(wrong.slice(0, 10)).toEqual([])
    expect(kinds.size).toBeGreaterThanOrEqual(4)
  })
})

function answer(
  op: (typeof OPERATIONS)[number],
  body: object,
  language: 'en' | 'hi',
): Record<string, unknown> {
  const json = taskContent(op, body, language, NOW)
  delete json.names
  return json
}

/**
 * What differs between an operation's English and Hindi answers beyond their words: a field, a number or
 * an identifier that is not the same, a sentence whose Hindi fails hindiProblems, or a string the two
 * share that reads as English (a sentence without its Hindi).
 */
export function differences(en: unknown, hi: unknown, path = '', out: string[] = []): string[] {
  if (typeof en === 'string' && typeof hi === 'string') {
    if (en === hi) {
      if (ENGLISH.test(en) && !IDENTIFIERS.has(en)) out.push(`${path}: no Hindi: ${en}`)
    } else {
      const problems = hindiProblems({ en, hi } satisfies Text)
      if (problems.length) out.push(`${path}: ${problems.join(', ')}: ${hi}`)
    }
  } else if (Array.isArray(en) && Array.isArray(hi) && en.length === hi.length)
    en.forEach((x, i) => differences(x, hi[i], `${path}[${i}]`, out))
  else if (en !== null && hi !== null && typeof en === 'object' && typeof hi === 'object') {
    const [a, b] = [Object.keys(en), Object.keys(hi)]
    if (a.join() !== b.join()) out.push(`${path}: fields ${a.join()} ≠ ${b.join()}`)
    else
      for (const k of a)
        differences(
          (en as Record<string, unknown>)[k],
          (hi as Record<string, unknown>)[k],
          `${path}.${k}`,
          out,
        )
  } else if (en !== hi) out.push(`${path}: ${JSON.stringify(en)} ≠ ${JSON.stringify(hi)}`)
  return out
}

/** Random requests of each operation: births with and without a time, its options varied. */
function bodies(id: string, n: number, seed: number): object[] {
  const op = OPERATIONS.find((o) => o.id === id)!
  const example = op.example as Record<string, unknown>
  const births = randomBirths(n, seed, { timeUnknown: 0.25 }).map((b) => b.birth)
  return births.map((birthData, i) => {
    switch (id) {
      case 'chart':
        return {
          ...example,
          birthData,
          includeStrength: i % 2 === 0,
          ...(i % 3 === 0 ? { location: { latitude: -33.87 + i / 10, longitude: 151.2 } } : {}),
        }
      case 'dasha':
        return {
          ...example,
          birthData,
          system:
            birthData.time === undefined ? 'yogini' : (['vimshottari', 'yogini', 'chara'] as const)[i % 3],
          dashaDepth: 1,
        }
      case 'kp':
        return { ...example, birthData: { ...birthData, time: birthData.time ?? '06:15' } }
      case 'transits':
        // Without `until` (the year of ingresses the example asks for is the slow part).
        return { birthData, date: example.date }
      default: {
        const day = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000 * 137)
        return {
          date: day.toISOString().slice(0, 10),
          timezone: birthData.timezone,
          latitude: birthData.latitude,
          longitude: birthData.longitude,
          ...(i % 2 ? { sunrise: 'hindu' } : {}),
        }
      }
    }
  })
}

describe('the operations asked in English and in Hindi', () => {
  it('find what a missing Text leaves: a sentence the two answers share, a Hindi with Latin letters', () => {
    expect(
      differences({ note: 'The birth time is unknown.' }, { note: 'The birth time is unknown.' }),
    ).toHaveLength(1)
    expect(differences({ note: 'Rahu is here.' }, { note: 'Rahu यहाँ है।' })).toHaveLength(1)
    expect(differences({ n: 1, sign: 'Leo' }, { n: 2, sign: 'Leo' })).toHaveLength(1)
    expect(differences({ note: 'Rahu is here.', sign: 'Leo' }, { note: 'राहु यहाँ है।', sign: 'Leo' })).toEqual(
      [],
    )
  })

  it('chart: the polar notes (no Placidus cusps, no sunrise for kāla bala) differ only in their words', () => {
    const op = OPERATIONS.find((o) => o.id === 'chart')!
    const svalbard = { timezone: 'Arctic/Longyearbyen', latitude: 78.22, longitude: 15.65 }
    for (const date of ['1990-01-05', '1990-06-21']) {
      const body = { birthData: { date, time: '12:00', ...svalbard }, includeStrength: true }
      const en = answer(op, body, 'en')
      expect(JSON.stringify(en)).toContain('Placidus house cusps are undefined')
      expect(differences(en, answer(op, body, 'hi'))).toEqual([])
    }
  })

  for (const [id, n] of [
    ['chart', 200],
    ['dasha', 60],
    ['transits', 60],
    ['kp', 60],
    ['panchanga', 20],
  ] as const)
    it(`${id}: ${n} requests differ only in their words`, () => {
      const op = OPERATIONS.find((o) => o.id === id)!
      expect(op.texts).toContain('hi')
      const wrong: string[] = []
      for (const body of [op.example as object, ...bodies(id, n, 4133)])
        wrong.push(...differences(answer(op, body, 'en'), answer(op, body, 'hi')))
      expect(wrong.slice(0, 20)).toEqual([])
    })
})
