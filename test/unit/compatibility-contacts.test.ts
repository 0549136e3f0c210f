/**
 * The two charts read across each other (`chartReading.together`): each partner's Moon, Venus, Mars, Sun
 * and lagna lord in the other's lagna sign, 7th sign and Moon sign, a Moon in the 8th from the other's
 * lagna, and the navāṃśa lagnas with their 7th lords. Over random pairs of births the test computes both
 * partners' sidereal signs itself, from the ephemeris (Lahiri) and the ascendant, and checks that every
 * stated placement is true, that every contact the rule names is reported, that no fact is stated twice,
 * and that a partner without a birth time gives no lagna, 7th, lagna-lord or navāṃśa note. And one pair
 * worked by hand.
 */
import { describe, expect, it } from 'vitest'
import { anglesAt, SIGNS } from '../../src/astro/index.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { policyViolations } from '../../src/corpus/policy.js'
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { togetherNotes, type TogetherNote as TogetherTexts } from '../../src/readings/compatibility/charts.js'
import { inLanguage, text, type Localized } from '../../src/readings/text.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'
import { NATURAL_RELATIONSHIP_ROWS, SIGN_ROWS } from '../fixtures/reference/jyotisha-tables.js'

type TogetherNote = Localized<TogetherTexts>
/** The notes in English, the partners named by `labels`. */
const notesEn = (
  readings: Parameters<typeof togetherNotes>[0],
  labels: Readonly<Record<'a' | 'b', string>>,
) => inLanguage(togetherNotes(readings, { a: text(labels.a, labels.a), b: text(labels.b, labels.b) }), 'en')

const eph = testEphemeris()
const PAIRS = Number(process.env.CONTACT_SWEEP ?? 200)
const NAMES = { a: 'Priya', b: 'Arjun' } as const
type Side = 'a' | 'b'
const other = (s: Side): Side => (s === 'a' ? 'b' : 'a')

const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const
type Planet = (typeof PLANETS)[number]
/** Sign lords (Aries first) and the natural relationships (BPHS 3.55), as transcribed in the
 *  reference fixtures: independent of the code under test. */
const LORDS: readonly Planet[] = SIGN_ROWS.map((r) => r.lord as Planet)
const NATURAL = Object.fromEntries(
  NATURAL_RELATIONSHIP_ROWS.map((r) => [r.planet, { friends: r.friends, enemies: r.enemies }]),
) as Record<Planet, { friends: readonly string[]; enemies: readonly string[] }>
/** The tone of each graha's contacts (the lagna lord's own, when Mercury, Jupiter or Saturn). */
const TONES: Record<Planet, TogetherNote['tone']> = {
  Moon: 'supportive',
  Venus: 'supportive',
  Mars: 'cautionary',
  Sun: 'neutral',
  Mercury: 'supportive',
  Jupiter: 'supportive',
  Saturn: 'neutral',
}
/** The order of importance (a lagna lord that is the Moon, Venus, Mars or the Sun goes with that graha). */
const RANK: Record<Planet, number> = { Moon: 0, Venus: 1, Mercury: 2, Jupiter: 2, Saturn: 2, Mars: 4, Sun: 5 }
const relation = (x: Planet, y: Planet) =>
  NATURAL[x].friends.includes(y) ? 'a friend' : NATURAL[x].enemies.includes(y) ? 'an adversary' : 'a neutral'
const the = (g: string) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g)
const nth = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
/** Whole-sign count from `from` to `to`, 1 … 12. */
const count = (from: number, to: number) => ((((to - from) % 12) + 12) % 12) + 1

interface Signs {
  timeKnown: boolean
  /** Null without a birth time. */
  lagna: number | null
  d9Lagna: number | null
  grahas: Record<Planet, number>
}

/** The partner's signs from the ephemeris: sidereal (Lahiri) longitudes; noon local without a time. */
function signsOf(birth: BirthInput, offset: string): Signs {
  const ms = Date.parse(`${birth.date}T${birth.time ?? '12:00:00'}${offset}`)
  const t = eph.instant(ms)
  const sign = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30)
  const grahas = {} as Record<Planet, number>
  for (const g of PLANETS) grahas[g] = sign(eph.position(g, t.jdTt, { ayanamsa: 'lahiri' }).lon)
  if (birth.time === undefined) return { timeKnown: false, lagna: null, d9Lagna: null, grahas }
  const asc = anglesAt(
    eph,
    t,
    { latDeg: birth.latitude, lonDeg: birth.longitude },
    {
      houseSystem: 'whole_sign',
      zodiac: 'sidereal',
      ayanamsa: 'lahiri',
    },
  ).ascendant.longitude
  return { timeKnown: true, lagna: sign(asc), d9Lagna: Math.floor((asc * 9) / 30) % 12, grahas }
}

type Point = 'lagna' | 'moon' | 'seventh'
/** A contact: whose graha, which, its sign, the other's points it falls in, whether it is the lagna lord. */
interface Contact {
  x: Side
  graha: Planet
  sign: number
  points: Point[]
  lord: boolean
  /** The note stating it (stated contacts only). */
  note?: TogetherNote
}

/** The rule, from the test's own signs. */
function expectedContacts(s: Record<Side, Signs>): { contacts: Contact[]; eighth: Side[] } {
  const contacts: Contact[] = []
  const eighth: Side[] = []
  for (const x of ['a', 'b'] as const) {
    const X = s[x]
    const Y = s[other(x)]
    const lord = X.lagna === null ? null : LORDS[X.lagna]!
    const grahas: Planet[] = ['Moon', 'Venus', 'Mars', 'Sun']
    if (lord && !grahas.includes(lord)) grahas.push(lord)
    for (const graha of grahas) {
      const sign = X.grahas[graha]
      const points: Point[] = []
      if (Y.lagna !== null && sign === Y.lagna) points.push('lagna')
      // X's Moon in Y's Moon sign is the Moon signs' own note.
      if (graha !== 'Moon' && sign === Y.grahas.Moon) points.push('moon')
      if (Y.lagna !== null && sign === (Y.lagna + 6) % 12) points.push('seventh')
      if (points.length) contacts.push({ x, graha, sign, points, lord: graha === lord })
    }
    if (Y.lagna !== null && count(Y.lagna, X.grahas.Moon) === 8) eighth.push(x)
  }
  return { contacts, eighth }
}

const key = (c: Contact) =>
  `${c.x} ${c.graha} ${SIGNS[c.sign]} ${[...c.points].sort().join('+')}${c.lord ? ' lord' : ''}`

/** The contacts the notes state, each checked for its form. */
function statedContacts(notes: TogetherNote[]): { contacts: Contact[]; eighth: Side[]; problems: string[] } {
  const contacts: Contact[] = []
  const eighth: Side[] = []
  const problems: string[] = []
  const side = (name: string): Side => (name === NAMES.a ? 'a' : 'b')
  const sign = (name: string) => SIGNS.indexOf(name as (typeof SIGNS)[number])
  for (const n of notes) {
    const e = /^(\w+)’s Moon is in (\w+), the 8th sign from (\w+)’s lagna\.$/.exec(n.statement)
    if (e) {
      if (e[1] === e[3]) problems.push(n.statement)
      eighth.push(side(e[1]!))
      continue
    }
    const m =
      /^(\w+)’s (?:(Moon|Venus|Mars|Sun)(?: \((\w+)’s lagna lord\))?|lagna lord, (Mercury|Jupiter|Saturn),) is in (\w+), (.+)\.$/.exec(
        n.statement,
      )
    if (!m) continue
    const x = side(m[1]!)
    const y = NAMES[other(x)]
    if (m[3] !== undefined && m[3] !== m[1]) problems.push(n.statement)
    const points: Point[] = []
    for (const part of m[6]!.split(/, | and /)) {
      const p: Point | undefined =
        part === `${y}’s lagna sign`
          ? 'lagna'
          : part === `${y}’s Moon sign`
            ? 'moon'
            : part === `the 7th sign from ${y}’s lagna`
              ? 'seventh'
              : undefined
      if (p === undefined || points.includes(p)) problems.push(`${part} in: ${n.statement}`)
      else points.push(p)
    }
    contacts.push({
      x,
      graha: (m[2] ?? m[4]) as Planet,
      sign: sign(m[5]!),
      points,
      lord: m[4] !== undefined || m[3] !== undefined,
      note: n,
    })
  }
  return { contacts, eighth, problems }
}

/** Everything checked of one pair's notes; the problems found (none expected). */
function checkPair(
  s: Record<Side, Signs>,
  notes: TogetherNote[],
): { problems: string[]; contacts: number; cut: boolean } {
  const problems: string[] = []
  const bad = (ok: boolean, what: string) => {
    if (!ok) problems.push(what)
  }
  const { contacts, eighth } = expectedContacts(s)
  const stated = statedContacts(notes)
  problems.push(...stated.problems)

  // Every stated placement is true: the graha's sign, and each of the other's points it is said to be.
  for (const c of stated.contacts) {
    const X = s[c.x]
    const Y = s[other(c.x)]
    bad(X.grahas[c.graha] === c.sign, `${key(c)}: the graha is in ${SIGNS[X.grahas[c.graha]]}`)
    bad(!c.lord || (X.lagna !== null && LORDS[X.lagna] === c.graha), `${key(c)}: not the lagna lord`)
    for (const p of c.points) {
      const at =
        p === 'moon' ? Y.grahas.Moon : p === 'lagna' ? Y.lagna : Y.lagna === null ? null : (Y.lagna + 6) % 12
      bad(at === c.sign, `${key(c)}: ${p} is ${at === null ? 'unknown' : SIGNS[at]}`)
    }
    bad(!(c.graha === 'Moon' && c.points.includes('moon')), `${key(c)}: Moon on Moon, said by the Moon signs`)
  }
  for (const x of stated.eighth)
    bad(
      s[other(x)].lagna !== null && count(s[other(x)].lagna!, s[x].grahas.Moon) === 8,
      `${x}'s Moon is not 8th from the lagna`,
    )

  // None missed, none twice: the stated set is the rule's set, cut at eight new notes (the navāṃśa's
  // place kept) in the order of importance: the Moon, Venus, a lagna lord Mercury, Jupiter or Saturn, the
  // Moon in the 8th, Mars, the Sun; partner a before b.
  const d9Kept = s.a.timeKnown && s.b.timeKnown ? 1 : 0
  const ranked = [
    ...contacts.map((c) => ({ rank: RANK[c.graha], side: c.x, k: key(c) })),
    ...eighth.map((x) => ({ rank: 3, side: x, k: `${x} 8th` })),
  ].sort((p, q) => p.rank - q.rank || p.side.localeCompare(q.side))
  const kept = ranked.slice(0, 8 - d9Kept).map((r) => r.k)
  const want = kept.filter((k) => !k.endsWith(' 8th')).sort()
  const got = stated.contacts.map(key).sort()
  bad(JSON.stringify(got) === JSON.stringify(want), `contacts ${got.join('; ')} ≠ ${want.join('; ')}`)
  const want8 = kept.filter((k) => k.endsWith(' 8th')).map((k) => k.split(' ')[0])
  bad(JSON.stringify([...stated.eighth].sort()) === JSON.stringify(want8.sort()), `8th: ${stated.eighth}`)
  const perGraha = stated.contacts.map((c) => `${c.x} ${c.graha}`)
  bad(new Set(perGraha).size === perGraha.length, `a graha twice: ${perGraha}`)
  bad(new Set(notes.map((n) => n.statement)).size === notes.length, 'a statement twice')
  // The facts the earlier form stated in a note of its own ("… is Libra, the sign of X’s 7th house") are
  // the lagnas' 7th–7th, the Moons' 7th–7th and the Moon-in-the-7th contact, each said once.
  bad(!notes.some((n) => /the sign of \w+’s 7th house/.test(n.statement)), 'the old 7th-house note')

  // The Moon signs, and the 6th–8th placement said once, from the Moon in the 8th.
  const [ma, mb] = [s.a.grahas.Moon, s.b.grahas.Moon]
  const moon = notes[0]!
  const pair = [count(ma, mb), count(mb, ma)]
  const [from, to]: [Side, Side] = count(mb, ma) === 8 ? ['b', 'a'] : ['a', 'b']
  const h = count(s[from].grahas.Moon, s[to].grahas.Moon)
  bad(
    moon.statement ===
      `The Moon signs are ${SIGNS[ma]} (${NAMES.a}) and ${SIGNS[mb]} (${NAMES.b}): ${NAMES[to]}’s is the ${nth(h)} from ${NAMES[from]}’s.`,
    `Moon note: ${moon.statement}`,
  )
  if (pair.includes(8) && pair.includes(6))
    bad(/ṣaḍaṣṭaka/.test(moon.meaning) && moon.tone === 'cautionary', `6/8 Moon note: ${moon.meaning}`)

  // Without a birth time: nothing of that partner's lagna, 7th or lagna lord, no lagnas or navāṃśas compared.
  for (const x of ['a', 'b'] as const) {
    if (s[x].timeKnown) continue
    for (const n of notes) {
      bad(!n.statement.includes(`${NAMES[x]}’s lagna`), `time unknown: ${n.statement}`)
      bad(
        !/^The (lagnas|lagna lords|navāṃśa)|rules both lagnas/.test(n.statement),
        `time unknown: ${n.statement}`,
      )
    }
  }

  // The navāṃśa: with both times, one note, its lagnas and 7th lords as the test computes them.
  const d9 = notes.filter((n) => /navāṃśa/.test(n.statement))
  if (s.a.d9Lagna !== null && s.b.d9Lagna !== null) {
    const [la, lb] = [s.a.d9Lagna, s.b.d9Lagna]
    const [pa, pb] = [LORDS[(la + 6) % 12]!, LORDS[(lb + 6) % 12]!]
    const lords =
      pa === pb
        ? `One graha, ${the(pa)}, rules both navāṃśa 7th houses.`
        : `The navāṃśa 7th lords are ${the(pa)} (${NAMES.a}) and ${the(pb)} (${NAMES.b}); ${the(pa)} counts ${the(pb)} ${relation(pa, pb)} and ${the(pb)} counts ${the(pa)} ${relation(pb, pa)}.`
    bad(
      d9.length === 1 &&
        d9[0]!.statement ===
          `The navāṃśa lagnas are ${SIGNS[la]} (${NAMES.a}) and ${SIGNS[lb]} (${NAMES.b}): ${NAMES.b}’s is the ${nth(count(la, lb))} from ${NAMES.a}’s. ${lords}`,
      `navāṃśa: ${d9.map((n) => n.statement).join(' | ')} (want ${SIGNS[la]}, ${SIGNS[lb]}, ${pa}, ${pb})`,
    )
    bad(d9[0]?.books.join() === 'Brihat Parashara Hora Shastra', 'navāṃśa books')
  } else bad(d9.length === 0, `navāṃśa without both times: ${d9[0]?.statement}`)

  // At most eight new notes beyond the Moon signs, the lagnas and the lagna lords.
  const fixed = s.a.timeKnown && s.b.timeKnown ? 3 : 1
  bad(notes.length - fixed <= 8, `${notes.length - fixed} new notes`)
  bad(
    notes.length - fixed === contacts.length + eighth.length + d9.length,
    'a note neither contact nor navāṃśa',
  )

  // Tones and words.
  for (const n of notes) {
    for (const v of [...policyViolations(n.statement), ...policyViolations(n.meaning)])
      problems.push(`${v}: ${n.meaning}`)
    bad(['supportive', 'cautionary', 'neutral'].includes(n.tone), n.tone)
  }
  for (const c of stated.contacts) bad(c.note!.tone === TONES[c.graha], `${key(c)}: tone ${c.note!.tone}`)
  for (const n of notes.filter((x) => /the 8th sign from/.test(x.statement)))
    bad(n.tone === 'cautionary', n.statement)
  return { problems, contacts: contacts.length + eighth.length, cut: ranked.length > kept.length }
}

function readingsOf(births: Record<Side, BirthInput>, referenceMs: number) {
  return {
    a: chartReading(eph, births.a, DEFAULT_SETTINGS, referenceMs),
    b: chartReading(eph, births.b, DEFAULT_SETTINGS, referenceMs),
  }
}

describe('the two charts read across each other', () => {
  it(
    `${PAIRS} random pairs: every placement true, every contact reported, no fact twice, no lagna without a time`,
    {
      timeout: 600_000,
    },
    () => {
      const births = randomBirths(2 * PAIRS, 20261125, { timeUnknown: 0.2 })
      const problems: string[] = []
      const tally = { pairs: 0, contacts: 0, eighth: 0, navamsa: 0, timeUnknown: 0, most: 0, cut: 0 }
      for (let i = 0; i < PAIRS; i++) {
        const A = births[2 * i]!
        const B = births[2 * i + 1]!
        const ref = Math.max(A.referenceMs, B.referenceMs)
        const notes = notesEn(readingsOf({ a: A.birth, b: B.birth }, ref), NAMES)
        const s = { a: signsOf(A.birth, 'Z'), b: signsOf(B.birth, 'Z') }
        const r = checkPair(s, notes)
        problems.push(
          ...r.problems.map(
            (p) => `${A.birth.date} ${A.birth.time ?? '-'} & ${B.birth.date} ${B.birth.time ?? '-'}: ${p}`,
          ),
        )
        tally.pairs++
        tally.contacts += r.contacts
        tally.most = Math.max(tally.most, r.contacts)
        if (r.cut) tally.cut++
        tally.eighth += notes.filter((n) => /the 8th sign from/.test(n.statement)).length
        tally.navamsa += notes.filter((n) => /navāṃśa/.test(n.statement)).length
        if (!s.a.timeKnown || !s.b.timeKnown) tally.timeUnknown++
      }
      console.log('contacts over random pairs:', tally)
      expect(problems.slice(0, 10)).toEqual([])
      // The sweep reaches every kind: contacts, the 8th, the navāṃśa, partners without a time.
      expect(tally.contacts).toBeGreaterThan(PAIRS)
      expect(tally.eighth).toBeGreaterThan(5)
      expect(tally.navamsa).toBeGreaterThan(PAIRS / 2)
      expect(tally.timeUnknown).toBeGreaterThan(PAIRS / 10)
    },
  )
})

describe('a pair worked by hand', () => {
  // Meera (the README's partner a): 1992-03-14 06:45 IST, Chennai. Lagna Pisces (337.4°), navāṃśa lagna
  // Virgo (337.4° × 9 / 30 = 101.2, part 101, 101 mod 12 = 5); Sun Aquarius, Moon Gemini, Venus Aquarius,
  // Mars Capricorn, Jupiter (her lagna lord) Leo. Her 7th sign: Virgo.
  // Kabir: 1993-08-05 07:30 IST, Delhi. Lagna Leo (130.7°), navāṃśa lagna Cancer (130.7° × 9 / 30 = 39.2,
  // 39 mod 12 = 3); Sun (his lagna lord) Cancer, Moon Aquarius, Venus Gemini, Mars Virgo. His 7th sign:
  // Aquarius.
  // Meera's grahas on Kabir's Leo / Aquarius (7th) / Aquarius (Moon): Venus Aquarius (his Moon sign and
  // 7th), Sun Aquarius (the same two), Jupiter her lagna lord in Leo (his lagna); her Moon Gemini and Mars
  // Capricorn touch none; her Moon is the 11th from his lagna, not the 8th.
  // Kabir's on Meera's Pisces / Virgo (7th) / Gemini (Moon): Venus Gemini (her Moon sign), Mars Virgo (her
  // 7th); his Sun and lagna lord in Cancer and his Moon in Aquarius touch none; his Moon is the 12th from
  // her lagna, not the 8th.
  // Moons: Aquarius is the 9th from Gemini (5th–9th). Navāṃśa: Cancer is the 11th from Virgo; the 7th lords
  // are Jupiter (Pisces) and Saturn (Capricorn), each neutral to the other.
  const meera: BirthInput = {
    date: '1992-03-14',
    time: '06:45',
    timezone: 'Asia/Kolkata',
    latitude: 13.0827,
    longitude: 80.2707,
  }
  const kabir: BirthInput = {
    date: '1993-08-05',
    time: '07:30',
    timezone: 'Asia/Kolkata',
    latitude: 28.6139,
    longitude: 77.209,
  }
  const ref = Date.UTC(2026, 10, 24)
  const labels = { a: 'Meera', b: 'Kabir' }
  const names = (s: Signs) => ({
    lagna: s.lagna === null ? null : SIGNS[s.lagna],
    d9Lagna: s.d9Lagna === null ? null : SIGNS[s.d9Lagna],
    ...Object.fromEntries(PLANETS.map((g) => [g, SIGNS[s.grahas[g]]])),
  })

  it('the signs as listed, and exactly the contacts found by hand', () => {
    const s = { a: signsOf(meera, '+05:30'), b: signsOf(kabir, '+05:30') }
    expect(names(s.a)).toMatchObject({
      lagna: 'Pisces',
      d9Lagna: 'Virgo',
      Sun: 'Aquarius',
      Moon: 'Gemini',
      Venus: 'Aquarius',
      Mars: 'Capricorn',
      Jupiter: 'Leo',
    })
    expect(names(s.b)).toMatchObject({
      lagna: 'Leo',
      d9Lagna: 'Cancer',
      Sun: 'Cancer',
      Moon: 'Aquarius',
      Venus: 'Gemini',
      Mars: 'Virgo',
    })
    const notes = notesEn(readingsOf({ a: meera, b: kabir }, ref), labels)
    expect(notes.map((n) => [n.statement, n.tone])).toEqual([
      ['The Moon signs are Gemini (Meera) and Aquarius (Kabir): Kabir’s is the 9th from Meera’s.', 'neutral'],
      ['The lagnas are Pisces (Meera) and Leo (Kabir): Kabir’s is the 6th from Meera’s.', 'cautionary'],
      [
        'The lagna lords are Jupiter (Meera) and the Sun (Kabir); Jupiter counts the Sun a friend and the Sun counts Jupiter a friend.',
        'supportive',
      ],
      ['Meera’s Venus is in Aquarius, Kabir’s Moon sign and the 7th sign from Kabir’s lagna.', 'supportive'],
      ['Kabir’s Venus is in Gemini, Meera’s Moon sign.', 'supportive'],
      ['Meera’s lagna lord, Jupiter, is in Leo, Kabir’s lagna sign.', 'supportive'],
      ['Kabir’s Mars is in Virgo, the 7th sign from Meera’s lagna.', 'cautionary'],
      ['Meera’s Sun is in Aquarius, Kabir’s Moon sign and the 7th sign from Kabir’s lagna.', 'neutral'],
      [
        'The navāṃśa lagnas are Virgo (Meera) and Cancer (Kabir): Kabir’s is the 11th from Meera’s. The navāṃśa 7th lords are Jupiter (Meera) and Saturn (Kabir); Jupiter counts Saturn a neutral and Saturn counts Jupiter a neutral.',
        'supportive',
      ],
    ])
    expect(checkPair(s, notesEn(readingsOf({ a: meera, b: kabir }, ref), NAMES)).problems).toEqual([])
  })

  it('without Kabir’s birth time: his Moon sign only, no lagna lord of his, no lagnas or navāṃśa', () => {
    const noTime = { ...kabir, time: undefined }
    // At noon his Moon is still in Aquarius, his Venus in Gemini and his Mars in Virgo.
    const s = { a: signsOf(meera, '+05:30'), b: signsOf(noTime, '+05:30') }
    expect(names(s.b)).toMatchObject({ lagna: null, Moon: 'Aquarius', Venus: 'Gemini', Mars: 'Virgo' })
    const notes = notesEn(readingsOf({ a: meera, b: noTime }, ref), labels)
    expect(notes.map((n) => n.statement)).toEqual([
      'The Moon signs are Gemini (Meera) and Aquarius (Kabir): Kabir’s is the 9th from Meera’s.',
      'Meera’s Venus is in Aquarius, Kabir’s Moon sign.',
      'Kabir’s Venus is in Gemini, Meera’s Moon sign.',
      'Kabir’s Mars is in Virgo, the 7th sign from Meera’s lagna.',
      'Meera’s Sun is in Aquarius, Kabir’s Moon sign.',
    ])
  })
})
