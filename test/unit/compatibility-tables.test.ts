/**
 * The rest of reading a match across both charts: where the kūṭa and the porutham tables that judge the
 * same relation disagree (`tableAgreement`), who took the bride's and the groom's place and why
 * (`roles.note`), the words of a couple past the years of starting a family (framed for companionship),
 * and both running periods side by side (`timing.now`).
 *
 * Each note is checked against the kūṭa and porutham entries of the same answer: it is there exactly when
 * one table approves and the other does not, and it names the points, the attributes, the grade and the
 * porutham's own account of what it checked. The overlap of the running periods is recomputed here from
 * `currentDasha`, and the lords' relation from the reference fixtures (BPHS 3.55).
 */
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS } from '../../src/astro/index.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { loadCorpus } from '../../src/corpus/load.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import {
  compatibility,
  type CompatibilityContent,
  type PartnerInput,
} from '../../src/readings/compatibility/index.js'
import { COMPANIONSHIP_AGE_YEARS } from '../../src/readings/compatibility/frame.js'
import type { KootaView, PoruthamView } from '../../src/readings/compatibility/kootas.js'
import type { TableNote } from '../../src/readings/compatibility/tables.js'
import type { Localized } from '../../src/readings/text.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'
import { NATURAL_RELATIONSHIP_ROWS } from '../fixtures/reference/jyotisha-tables.js'

const eph = testEphemeris()
const corpus = loadCorpus(DEFAULT_CORPUS_DIR)
const YEAR_MS = 365.25 * 86_400_000

function match(a: PartnerInput, b: PartnerInput, referenceIso: string): Localized<CompatibilityContent> {
  const ref = Date.parse(referenceIso)
  return compatibility(
    eph,
    corpus,
    { a, b },
    {
      a: chartReading(eph, a.birth, DEFAULT_SETTINGS, ref),
      b: chartReading(eph, b.birth, DEFAULT_SETTINGS, ref),
    },
    DEFAULT_SETTINGS,
  )
}

/** Every string in the answer. */
function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x)
  else if (Array.isArray(x)) x.forEach((y) => strings(y, out))
  else if (x && typeof x === 'object') Object.values(x).forEach((y) => strings(y, out))
  return out
}

const IST = { timezone: 'Asia/Kolkata' }
// Prokerala's SDK couple (test/fixtures/published-matches.ts): Rohini 4 and Uttara Bhadrapada 3.
const ASHA: BirthInput = {
  ...IST,
  date: '1967-08-29',
  time: '09:00:00',
  latitude: 19.0822,
  longitude: 72.7411,
}
const RAVI: BirthInput = {
  ...IST,
  date: '1970-11-10',
  time: '09:20:00',
  latitude: 22.6758,
  longitude: 88.0495,
}
// Moons in Leo (Uttara Phalguni 1) and Aquarius (Shatabhisha 3), Delhi.
const VIKRAM: BirthInput = { ...IST, date: '1956-06-15', time: '14:30:00', latitude: 28.61, longitude: 77.21 }
const LATA: BirthInput = { ...IST, date: '1958-02-19', time: '12:00:00', latitude: 28.61, longitude: 77.21 }

const PAIRS: readonly (readonly [string, string])[] = [
  ['vashya', 'vashya'],
  ['tara', 'dina'],
  ['yoni', 'yoni'],
  ['grahaMaitri', 'rasiAdhipati'],
  ['gana', 'gana'],
  ['bhakoot', 'rasi'],
]
const NAMES: Record<string, string> = {
  vashya: 'Vaśya',
  tara: 'Tārā',
  yoni: 'Yoni',
  grahaMaitri: 'Graha maitrī',
  gana: 'Gaṇa',
  bhakoot: 'Bhakūṭ',
}
const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Ati-mitra']
const norm = (s: string) => s.replace(/’/g, "'").toLowerCase()
/** The policy's findings in `s`, the kūṭas' own tallies ("0.5 of 2", "26 of 36") aside. */
const violations = (s: string) => policyViolations(s.replace(/\b\d+(\.\d+)? of \d+\b/g, 'some'))

/** The notes of one direction against its kūṭa and porutham entries; the kinds of notes seen. */
function checkNotes(
  notes: readonly Localized<TableNote>[],
  kootas: readonly Localized<KootaView>[],
  poruthams: readonly Localized<PoruthamView>[],
  who: { bride: 'a' | 'b'; groom: 'a' | 'b' },
): string[] {
  const kinds: string[] = []
  for (const [kn, pn] of PAIRS) {
    const k = kootas.find((x) => x.koota === kn)!
    const p = poruthams.find((x) => x.name === pn)!
    const kootaSays = k.points * 2 > k.maxPoints ? 'approves' : k.points * 2 < k.maxPoints ? 'refuses' : null
    const differ = kootaSays !== null && (kootaSays === 'approves') !== p.agrees
    const note = notes.find((n) => n.koota === kn)
    expect(note !== undefined, `${kn}/${pn}: ${k.points} of ${k.maxPoints}, agrees ${p.agrees}`).toBe(differ)
    if (!note) continue
    kinds.push(`${kn} ${kootaSays}`)
    expect(note).toMatchObject({
      porutham: pn,
      points: k.points,
      maxPoints: k.maxPoints,
      kootaSays,
      grade: p.grade,
      poruthamSays: p.agrees ? 'agrees' : 'doesNotAgree',
    })
    const e = note.explanation
    expect(e.startsWith(`${NAMES[kn]} gives ${k.points} of ${k.maxPoints}`), e).toBe(true)
    expect(e).toContain(p.agrees ? `agrees (${p.grade})` : 'does not agree')
    // The porutham's own account of what it checked (its entry, after the sentence on what it looks to).
    const why = p.explanation
      .split(/(?<=\.) /)
      .slice(1)
      .join(' ')
    expect(norm(e).endsWith(norm(why)), `${e}\n${why}`).toBe(true)
    // The kūṭa's attributes for both partners, each in its role.
    const signs = kootas.find((x) => x.koota === 'bhakoot')!
    const [g, b] = [k[who.groom], k[who.bride]]
    if (kn === 'vashya')
      expect(e).toContain(
        `the groom’s ${signs[who.groom]} (${g}) with the bride’s ${signs[who.bride]} (${b})`,
      )
    if (kn === 'yoni') expect(e).toContain(`the groom’s ${g} with the bride’s ${b}`)
    if (kn === 'gana') expect(e).toContain(`for a ${g} groom with a ${b} bride`)
    if (kn === 'bhakoot') expect(e).toContain(`the bride’s Moon sign, ${k[who.bride]}, is the`)
    if (kn === 'tara') {
      const gi = NAKSHATRAS.indexOf(g as (typeof NAKSHATRAS)[number])
      const bi = NAKSHATRAS.indexOf(b as (typeof NAKSHATRAS)[number])
      const there = ((gi - bi + 27) % 27) + 1
      const back = ((bi - gi + 27) % 27) + 1
      expect(e).toContain(`(the ${there}`)
      expect(e).toContain(`, ${TARAS[(there - 1) % 9]})`)
      expect(e).toContain(`, ${TARAS[(back - 1) % 9]})`)
    }
    // One sentence, in the policy's words.
    expect(e.endsWith('.') && !/\.\s+[A-Z]/.test(e), e).toBe(true)
    expect(violations(e)).toEqual([])
  }
  return kinds
}

describe('where the kūṭa and the porutham tables disagree', () => {
  it('Prokerala’s couple: yoni 1 of 4 against a Yoni porutham that agrees, and nothing else', () => {
    const c = match(
      { birth: ASHA, name: 'Asha', gender: 'female' },
      { birth: RAVI, name: 'Ravi', gender: 'male' },
      '2026-11-24T00:00:00Z',
    )
    expect(c.tableAgreementReverse).toBeUndefined()
    expect(c.tableAgreement.map((n) => n.koota)).toEqual(['yoni'])
    expect(c.tableAgreement[0]).toMatchObject({
      points: 1,
      kootaSays: 'refuses',
      grade: 'madhyama',
      poruthamSays: 'agrees',
    })
    expect(c.tableAgreement[0]!.explanation).toMatch(
      /^Yoni gives 1 of 4, .* the groom’s Cow with the bride’s Serpent low, while the Yoni porutham/,
    )
    checkNotes(c.tableAgreement, c.ashtakoota.kootas, c.poruthams, c.ashtakoota)
  })

  it('Leo and Aquarius: bhakūṭ 7 of 7, while the Rāśi porutham excepts these facing signs', () => {
    const c = match(
      { birth: VIKRAM, gender: 'male' },
      { birth: LATA, gender: 'female' },
      '1990-01-01T00:00:00Z',
    )
    const n = c.tableAgreement.find((x) => x.koota === 'bhakoot')!
    expect(n).toMatchObject({
      porutham: 'rasi',
      points: 7,
      kootaSays: 'approves',
      grade: 'none',
      poruthamSays: 'doesNotAgree',
    })
    expect(n.explanation).toContain('the bride’s Moon sign, Aquarius, is the 7th from the groom’s, Leo')
    expect(n.explanation).toContain('Leo–Aquarius and Cancer–Capricorn are the two the Tamil lists except')
    checkNotes(c.tableAgreement, c.ashtakoota.kootas, c.poruthams, c.ashtakoota)
  })

  it('a couple whose tables all agree, both ways: no note', () => {
    const c = match(
      {
        birth: {
          date: '1942-01-15',
          time: '17:24:35',
          timezone: 'UTC',
          latitude: 34.8475,
          longitude: 60.8455,
        },
      },
      {
        birth: {
          date: '1990-01-09',
          time: '16:51:04',
          timezone: 'UTC',
          latitude: 53.7291,
          longitude: 50.108,
        },
      },
      '2026-11-24T00:00:00Z',
    )
    expect(c.tableAgreement).toEqual([])
    expect(c.tableAgreementReverse).toEqual([])
    checkNotes([], c.ashtakoota.kootas, c.poruthams, c.ashtakoota)
    checkNotes([], c.ashtakootaReverse!.kootas, c.poruthamsReverse!, c.ashtakootaReverse!)
  })

  it('over forty random couples, both directions where the genders do not decide: every note true, none missing', () => {
    const births = randomBirths(80, 32)
    const genders = [undefined, 'male', 'female'] as const
    const kinds = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const [A, B] = [births[2 * i]!.birth, births[2 * i + 1]!.birth]
      const ga = genders[i % 3]
      const gb = genders[(i + Math.floor(i / 3)) % 3]
      const c = match(
        { birth: A, ...(ga ? { gender: ga } : {}) },
        { birth: B, ...(gb ? { gender: gb } : {}) },
        '2026-11-24T00:00:00Z',
      )
      checkNotes(c.tableAgreement, c.ashtakoota.kootas, c.poruthams, c.ashtakoota).forEach((k) =>
        kinds.add(k),
      )
      expect(c.tableAgreementReverse !== undefined).toBe(!c.roles.fromGender)
      if (c.ashtakootaReverse)
        checkNotes(
          c.tableAgreementReverse!,
          c.ashtakootaReverse.kootas,
          c.poruthamsReverse!,
          c.ashtakootaReverse,
        ).forEach((k) => kinds.add(k))
    }
    // Graha maitrī and Rāśyadhipati read the same relations and never part.
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'bhakoot refuses',
        'gana refuses',
        'tara approves',
        'vashya approves',
        'vashya refuses',
        'yoni refuses',
      ]),
    )
    expect([...kinds].some((k) => k.startsWith('grahaMaitri'))).toBe(false)
  })
})

describe('roles: who stands in the bride’s and the groom’s place, and why', () => {
  const cases = [
    ['male', 'female', true],
    ['female', 'male', true],
    ['male', 'male', false],
    ['female', 'female', false],
    [undefined, 'female', false],
    [undefined, undefined, false],
  ] as const
  it.each(cases)('a %s and b %s', (ga, gb, fromGender) => {
    const c = match(
      { birth: ASHA, name: 'Asha', ...(ga ? { gender: ga } : {}) },
      { birth: RAVI, name: 'Ravi', ...(gb ? { gender: gb } : {}) },
      '2026-11-24T00:00:00Z',
    )
    expect(c.roles.fromGender).toBe(fromGender)
    const note = c.roles.note
    if (fromGender) {
      const bride = ga === 'female' ? 'Asha' : 'Ravi'
      expect(note).toMatch(new RegExp(`^${bride} is in the bride’s place .* as their genders say`))
      expect(c.ashtakootaReverse).toBeUndefined()
    } else {
      expect(note).not.toMatch(/as their genders say/)
      expect(note).toMatch(
        ga && ga === gb ? /^Both partners have the same gender/ : /^The genders are not both given/,
      )
      expect(note).toMatch(/not decided/)
      expect(note).toContain('Asha in the place the tables give the bride, Ravi in the groom’s')
      expect(note).toMatch(/name places in the count, not the partners/)
      expect(c.roles).toMatchObject({ bride: 'a', groom: 'b' })
      expect(c.ashtakootaReverse).toMatchObject({ bride: 'b', groom: 'a' })
    }
    // A woman's Jupiter is read for "the husband" only when her partner is given as male.
    const text = strings(c).join('\n')
    expect(/\bhusband\b/.test(text)).toBe(
      (ga === 'female' && gb === 'male') || (ga === 'male' && gb === 'female'),
    )
  })
})

describe('a couple past the years of starting a family is read for companionship', () => {
  const CHILD = /\b(child|children|progeny|offspring)\b/i
  it(`aged 60 and 71 (both ${COMPANIONSHIP_AGE_YEARS} or older): no word of children, and the reason says so`, () => {
    const ref = '2027-12-01T00:00:00Z'
    const c = match(
      { birth: ASHA, name: 'Asha', gender: 'female' },
      { birth: VIKRAM, name: 'Vikram', gender: 'male' },
      ref,
    )
    const ages = [ASHA, VIKRAM].map((b) =>
      Math.floor((Date.parse(ref) - Date.parse(`${b.date}T${b.time}+05:30`)) / YEAR_MS),
    )
    expect(ages).toEqual([60, 71])
    const text = strings({ ...c, contentVersion: null })
    expect(text.filter((s) => CHILD.test(s))).toEqual([])
    expect(c.verdict.reasons).toContainEqual(expect.stringMatching(/framed for companionship/))
    expect(c.poruthams.find((p) => p.name === 'mahendra')!.explanation).toMatch(
      /^Mahendra looks to the well-being and prosperity the two build together\./,
    )
    const words = [
      ...c.verdict.reasons,
      c.verdict.summary,
      c.roles.note,
      c.timing.now!.note,
      c.timing.summary,
      ...c.poruthams.map((p) => p.explanation),
      ...c.tableAgreement.map((n) => n.explanation),
    ]
    for (const s of words) expect(violations(s), s).toEqual([])
  })

  it('aged 30 and 28: read as before, children named where a chart speaks of them', () => {
    const ref = '1997-10-01T00:00:00Z'
    const partner: BirthInput = { ...RAVI, date: '1969-06-15' }
    const c = match(
      { birth: ASHA, name: 'Asha', gender: 'female' },
      { birth: partner, name: 'Ravi', gender: 'male' },
      ref,
    )
    expect(c.verdict.reasons.some((r) => /companionship/.test(r))).toBe(false)
    expect(c.poruthams.find((p) => p.name === 'mahendra')!.explanation).toMatch(
      /^Mahendra looks to the growth of the family/,
    )
    // Asha's 5th lord in her 7th house speaks of children; at thirty it is read.
    expect(c.chartReading.supportingFactors.some((f) => f.partner === 'a' && CHILD.test(f.meaning))).toBe(
      true,
    )
  })
})

describe('both running periods side by side (timing.now)', () => {
  const relation = (x: string, y: string) => {
    const row = NATURAL_RELATIONSHIP_ROWS.find((r) => r.planet === x)
    if (!row) return null
    const is = (list: readonly string[]) => list.includes(y)
    const as = is(row.friends) ? 'a friend' : is(row.enemies) ? 'an adversary' : 'a neutral'
    return `${x === 'Sun' || x === 'Moon' ? `the ${x}` : x} counts ${y === 'Sun' || y === 'Moon' ? `the ${y}` : y} ${as}`
  }
  const couples: [BirthInput, BirthInput, string][] = [
    [ASHA, RAVI, '2026-11-24T00:00:00Z'],
    [ASHA, { ...RAVI, timezone: 'America/New_York' }, '2026-11-24T00:00:00Z'],
    [VIKRAM, LATA, '1990-01-01T00:00:00Z'],
    ...randomBirths(16, 9).flatMap((x, i, all): [BirthInput, BirthInput, string][] =>
      i % 2 === 0 ? [[x.birth, all[i + 1]!.birth, '2030-06-01T00:00:00Z']] : [],
    ),
  ]
  it.each(couples.map((c, i) => [i, ...c] as const))('couple %i', (_i, A, B, ref) => {
    const c = match({ birth: A, name: 'Asha' }, { birth: B, name: 'Ravi' }, ref)
    const now = c.timing.now!
    expect(now.a).toEqual(c.a.currentDasha)
    expect(now.b).toEqual(c.b.currentDasha)
    const start = Math.max(Date.parse(now.a.start), Date.parse(now.b.start))
    const end = Math.min(Date.parse(now.a.end), Date.parse(now.b.end))
    expect(Date.parse(now.overlapStart)).toBe(start)
    expect(Date.parse(now.overlapEnd)).toBe(end)
    expect(start).toBeLessThanOrEqual(Date.parse(ref))
    expect(end).toBeGreaterThan(Date.parse(ref))
    // In partner a's zone, as the other shared dates.
    if (A.timezone === 'Asia/Kolkata')
      expect([now.overlapStart, now.overlapEnd].map((x) => x.slice(-6))).toEqual(['+05:30', '+05:30'])
    const period = (x: typeof now.a) => (x.antardasha ? `${x.mahadasha}–${x.antardasha}` : x.mahadasha)
    expect(now.note).toContain(`Asha runs ${period(now.a)} and Ravi ${period(now.b)} at once`)
    const la = now.a.antardasha ?? now.a.mahadasha
    const lb = now.b.antardasha ?? now.b.mahadasha
    if (la === lb) expect(now.note).toMatch(/the same graha, .* rules both of the two/)
    else for (const r of [relation(la, lb), relation(lb, la)]) if (r) expect(now.note).toContain(r)
    expect(now.note.endsWith('.') && !/\.\s+[A-Z]/.test(now.note)).toBe(true)
    expect(violations(now.note)).toEqual([])
  })
})

describe('one side per fact', () => {
  it('a chart’s fact is never both a strength and a caution of the match', () => {
    // Meena's Sun, lord of her 7th, shares Aquarius with Saturn: the corpus reads that grouping both ways,
    // and once both sides listed it.
    const meena: PartnerInput = {
      birth: { ...IST, date: '1966-03-02', time: '06:10', latitude: 28.61, longitude: 77.21 },
      name: 'Meena',
      gender: 'female',
    }
    const suresh: PartnerInput = {
      birth: { ...IST, date: '1955-07-19', time: '21:40', latitude: 19.07, longitude: 72.88 },
      name: 'Suresh',
      gender: 'male',
    }
    const pairs: [PartnerInput, PartnerInput][] = [[meena, suresh]]
    const births = randomBirths(80, 4242)
    for (let i = 0; i + 1 < births.length; i += 2)
      pairs.push([{ birth: births[i]!.birth }, { birth: births[i + 1]!.birth }])
    let checked = 0
    for (const [a, b] of pairs) {
      const c = match(a, b, '2026-11-24')
      const facts = (list: { statement: string }[]) => new Set(list.map((f) => f.statement.split('. ')[0]))
      const sup = facts(c.chartReading.supportingFactors)
      for (const f of facts(c.chartReading.cautionaryFactors)) {
        expect(sup.has(f), f).toBe(false)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
