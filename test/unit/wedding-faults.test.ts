/**
 * The wedding faults of Muhurta Chintamani (src/readings/muhurta/wedding-faults.ts): each rule against
 * the examples and tables sources print (test/fixtures/published-wedding-faults.ts) and against cases
 * counted by hand from the rule's own statement, with cases where the fault must not hold; the sentences
 * against the content policy; and the scan's cut instants against the ephemeris.
 */
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS, SIGNS } from '../../src/astro/index.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { YOGA_NAMES } from '../../src/jyotisha/panchanga/index.js'
import {
  ABHIJIT,
  banaAt,
  EKARGALA_YOGAS,
  KRANTI_SAMYA_PAIRS,
  lattaTarget,
  NAKSHATRAS_28,
  nakshatra28Of,
  PATA_YOGAS,
  UPAGRAHA_COUNTS,
  vedhaPartner,
  WEDDING_FAULT_KEYS,
  WEDDING_GRAHAS,
  weddingFactChanges,
  weddingFactsKey,
  weddingFaults,
  weddingLongitudesAt,
  type WeddingFaultKey,
  type WeddingGraha,
  type WeddingSky,
} from '../../src/readings/muhurta/wedding-faults.js'
import {
  BANA_DEGREES,
  BANA_KEPT_AWAY,
  EKARGALA_YOGA_NAMES,
  KRANTI_SAMYA_SIGNS,
  LATTA_EXAMPLES,
  PATA_MARKERS,
  SAPTA_SHALAKA_PAIRS,
  UPAGRAHA_COUNTS_PRINTED,
} from '../fixtures/published-wedding-faults.js'
import { seededRandom, testEphemeris } from '../helpers/ephemeris.js'

const NAK_DEG = 360 / 27
const nak = (name: string): number => {
  const i = NAKSHATRAS.indexOf(name as (typeof NAKSHATRAS)[number])
  if (i < 0) throw new Error(`no nakshatra ${name}`)
  return i
}
const nak28 = (name: string): number => {
  const i = NAKSHATRAS_28.indexOf(name)
  if (i < 0) throw new Error(`no nakshatra ${name}`)
  return i
}
const sign = (name: string): number => SIGNS.indexOf(name as (typeof SIGNS)[number])
/** The middle of a nakṣatra of the 27 (outside Abhijit for Uttara Ashadha and Shravana too). */
const mid = (name: string) => nak(name) * NAK_DEG + NAK_DEG / 2

/** A sky with every graha parked in Hasta unless given (only the fault under test is read). */
function sky(
  moonLonDeg: number,
  lon: Partial<Record<WeddingGraha, number>> = {},
  more: Partial<WeddingSky> = {},
) {
  const lonDeg = Object.fromEntries(WEDDING_GRAHAS.map((g) => [g, lon[g] ?? mid('Hasta')])) as Record<
    WeddingGraha,
    number
  >
  return { moonLonDeg, lonDeg, weekday: 4, night: false, ...more }
}
const faultOf = (s: WeddingSky, key: WeddingFaultKey) => weddingFaults(s).find((f) => f.key === key)

describe('the 28 nakshatras with Abhijit', () => {
  it('places Abhijit from 276°40′ to 280°53′20″, between Uttara Ashadha and Shravana', () => {
    const rows: [number, string][] = [
      [0, 'Ashwini'],
      [266.7, 'Uttara Ashadha'],
      [276.66, 'Uttara Ashadha'],
      [276.67, 'Abhijit'],
      [280, 'Abhijit'],
      [280.88, 'Abhijit'],
      [280.89, 'Shravana'],
      [293.34, 'Dhanishta'],
      [359.99, 'Revati'],
    ]
    for (const [lon, name] of rows) expect(NAKSHATRAS_28[nakshatra28Of(lon)], String(lon)).toBe(name)
    expect(ABHIJIT).toBe(nak28('Abhijit'))
  })
})

describe('latta', () => {
  it('kicks the nakshatras the rule counts (own nakshatra the 1st), counted by hand', () => {
    // Nārada's rule: Sun 12 ahead, Mars 3 ahead, Jupiter 6 ahead, Saturn 8 ahead; Mercury 7 back,
    // Venus 5 back, Rahu 9 back.
    const rows: [WeddingGraha, string, string][] = [
      ['Sun', 'Ashwini', 'Uttara Phalguni'],
      ['Sun', 'Revati', 'Purva Phalguni'],
      ['Mars', 'Ashwini', 'Krittika'],
      ['Mars', 'Revati', 'Bharani'],
      ['Jupiter', 'Ashwini', 'Ardra'],
      ['Jupiter', 'Revati', 'Mrigashira'],
      ['Saturn', 'Ashwini', 'Pushya'],
      ['Mercury', 'Ashwini', 'Shravana'],
      ['Mercury', 'Revati', 'Uttara Ashadha'],
      ['Venus', 'Ashwini', 'Shatabhisha'],
      ['Venus', 'Magha', 'Ardra'],
      ['Rahu', 'Ashwini', 'Purva Ashadha'],
      ['Rahu', 'Magha', 'Bharani'],
    ]
    for (const [g, from, kicked] of rows)
      expect(NAKSHATRAS[lattaTarget(g, nak(from))], `${g} in ${from}`).toBe(kicked)
  })

  it('matches the worked examples sources print', () => {
    for (const e of LATTA_EXAMPLES)
      expect(NAKSHATRAS[lattaTarget(e.graha, nak(e.in))], `${e.graha} in ${e.in} (${e.source})`).toBe(e.kicks)
  })

  it('is a fault when the kicked nakshatra is the Moon’s, and only then', () => {
    const f = faultOf(sky(mid('Uttara Ashadha'), { Saturn: mid('Chitra') }), 'latta')
    expect(f?.grahas).toContain('Saturn')
    expect(f?.text.en).toContain(
      'Saturn in Chitra (the 8th ahead) kicks the Moon’s nakshatra, Uttara Ashadha',
    )
    // The 7th and the 9th ahead are not kicked; nor is Saturn's own nakshatra.
    for (const moon of ['Purva Ashadha', 'Shravana', 'Chitra'])
      expect(faultOf(sky(mid(moon), { Saturn: mid('Chitra') }), 'latta')?.grahas ?? []).not.toContain(
        'Saturn',
      )
    // Ketu has no kick: Rahu in Magha kicks Bharani; Ketu (in Shatabhisha) kicks nothing.
    const withRahu = faultOf(sky(mid('Bharani'), { Rahu: mid('Magha') }), 'latta')
    expect(withRahu?.grahas).toContain('Rahu')
    expect(withRahu?.grahas).not.toContain('Ketu')
  })
})

describe('pata', () => {
  // Śīghrabodha's count, by hand: from the Sun's nakshatra to each marker, then as many from Ashwini.
  const struckBy: Record<string, string[]> = {
    // Sun in Ashwini: each marker is its own count from Ashwini.
    Ashwini: ['Ashlesha', 'Magha', 'Chitra', 'Anuradha', 'Shravana', 'Revati'],
    // Sun in Bharani: Magha is the 9th from Bharani, so the 9th from Ashwini, Ashlesha; and so on.
    Bharani: ['Pushya', 'Ashlesha', 'Hasta', 'Vishakha', 'Uttara Ashadha', 'Uttara Bhadrapada'],
    // Sun in Revati: Ashlesha is the 10th from Revati, so Magha; Revati itself the 1st, so Ashwini.
    Revati: ['Magha', 'Purva Phalguni', 'Swati', 'Jyeshtha', 'Dhanishta', 'Ashwini'],
  }

  it('strikes the nakshatras of the Shighrabodha count, and no others', () => {
    for (const [sun, struck] of Object.entries(struckBy))
      for (const moon of NAKSHATRAS) {
        const f = faultOf(sky(mid(moon), { Sun: mid(sun) }), 'pata')
        expect(f !== undefined, `Sun in ${sun}, Moon in ${moon}`).toBe(struck.includes(moon))
      }
  })

  it('takes its markers from the printed list, which are the yogas Muhurta Chintamani names', () => {
    expect([...PATA_MARKERS].map(nak).sort((a, b) => a - b)).toEqual([...PATA_YOGAS])
    expect(PATA_YOGAS.map((y) => YOGA_NAMES[y]).sort()).toEqual(
      ['Harshana', 'Vaidhriti', 'Sadhya', 'Vyatipata', 'Ganda', 'Shula'].sort(),
    )
  })

  it('strikes the Moon’s nakshatra at the very end of Harshana, Vaidhriti, Sadhya, Vyatipata, Ganda or Shula', () => {
    const random = seededRandom(30)
    for (let i = 0; i < 400; i++) {
      const sunLon = random() * 360
      const y = Math.floor(random() * 27)
      // The Moon a hair before the yoga ends: the sum of longitudes just under (y + 1) nakshatras.
      const moonLon = (y + 1) * NAK_DEG - 1e-4 - sunLon + 720
      const sunNakAtEnd = Math.floor(sunLon / NAK_DEG)
      // Skip the rare case where the Sun sits on its own boundary.
      if (sunLon - sunNakAtEnd * NAK_DEG < 1e-3) continue
      const f = faultOf(sky(moonLon % 360, { Sun: sunLon }), 'pata')
      expect(f !== undefined, `yoga ${YOGA_NAMES[y]}`).toBe(PATA_YOGAS.includes(y))
      if (f) expect(f.text.en).toContain(`${YOGA_NAMES[y]} yoga ends`)
    }
  })
})

describe('vedha (pancha shalaka)', () => {
  // The chakra of verse 56 drawn by hand: five lines down, five across and two to each corner, the 28
  // nakshatras with Abhijit clockwise from Krittika on the second line of the north-east corner. The
  // ends of each line:
  const pairs: [string, string][] = [
    ['Rohini', 'Abhijit'],
    ['Mrigashira', 'Uttara Ashadha'],
    ['Ardra', 'Purva Ashadha'],
    ['Punarvasu', 'Mula'],
    ['Pushya', 'Jyeshtha'],
    ['Purva Phalguni', 'Ashwini'],
    ['Uttara Phalguni', 'Revati'],
    ['Hasta', 'Uttara Bhadrapada'],
    ['Chitra', 'Purva Bhadrapada'],
    ['Swati', 'Shatabhisha'],
    ['Krittika', 'Vishakha'],
    ['Bharani', 'Anuradha'],
    ['Ashlesha', 'Dhanishta'],
    ['Magha', 'Shravana'],
  ]

  it('joins each of the 28 nakshatras to one other, as the chakra’s lines do', () => {
    const seen = new Set<string>()
    for (const [a, b] of pairs) {
      expect(NAKSHATRAS_28[vedhaPartner(nak28(a))], a).toBe(b)
      expect(NAKSHATRAS_28[vedhaPartner(nak28(b))], b).toBe(a)
      seen.add(a).add(b)
    }
    expect(seen.size).toBe(28)
  })

  it('shares its ten straight lines with the seven-line chakra of verse 57, and only those', () => {
    const printed = new Set(SAPTA_SHALAKA_PAIRS.map(([a, b]) => [a, b].sort().join('+')))
    const ours = pairs.map(([a, b]) => [a, b].sort().join('+'))
    expect(ours.filter((p) => printed.has(p))).toHaveLength(10)
    expect(ours.slice(0, 10).every((p) => printed.has(p))).toBe(true)
  })

  it('is a fault when a graha stands in the nakshatra on the Moon’s line, Abhijit by its own span', () => {
    // Moon in Rohini: Mars at 278° is in Abhijit, on Rohini's line; at 275° it is in Uttara Ashadha.
    expect(faultOf(sky(mid('Rohini'), { Mars: 278 }), 'vedha')?.grahas).toContain('Mars')
    expect(faultOf(sky(mid('Rohini'), { Mars: 275 }), 'vedha')?.grahas ?? []).not.toContain('Mars')
    expect(faultOf(sky(mid('Mrigashira'), { Mars: 275 }), 'vedha')?.grahas).toContain('Mars')
    // The Moon in Abhijit is pierced from Rohini.
    const f = faultOf(sky(278, { Jupiter: mid('Rohini') }), 'vedha')
    expect(f?.grahas).toContain('Jupiter')
    expect(f?.text.en).toContain('Abhijit')
    // A graha in the Moon's own nakshatra is a conjunction, not a vedha.
    expect(faultOf(sky(mid('Rohini'), { Jupiter: mid('Rohini') }), 'vedha')?.grahas ?? []).not.toContain(
      'Jupiter',
    )
  })

  it('counts Ketu, and the Moon of the nearest full moon when it is given', () => {
    // Rahu at 98° puts Ketu at 278°, in Abhijit.
    expect(faultOf(sky(mid('Rohini'), { Rahu: 98 }), 'vedha')?.grahas).toContain('Ketu')
    expect(faultOf(sky(mid('Rohini'), {}, { fullMoonLonDeg: 279 }), 'vedha')?.grahas).toContain('Moon')
    expect(faultOf(sky(mid('Rohini'), {}, { fullMoonLonDeg: 200 }), 'vedha')?.grahas ?? []).not.toContain(
      'Moon',
    )
  })
})

describe('bana', () => {
  it('sets running the arrows of the printed table of the Sun’s degrees, and none on the other degrees', () => {
    for (const signStart of [0, 120, 210, 330])
      for (let d = 0; d < 30; d++) {
        const printed = (Object.keys(BANA_DEGREES) as (keyof typeof BANA_DEGREES)[]).find((b) =>
          (BANA_DEGREES[b] as readonly number[]).includes(d),
        )
        expect(banaAt(signStart + d + 0.5), `${d}°`).toBe(printed ?? null)
        expect(banaAt(signStart + d + 0.999), `${d}°59′`).toBe(printed ?? null)
      }
  })

  // By hand from verse 72 as the fixture prints it: mrityu at a wedding at any hour; roga and chora at
  // night; raja and agni by day; roga on Sunday, agni and chora on Tuesday, raja on Saturday, mrityu on
  // Wednesday. (Degrees: mrityu 1°, agni 2°, raja 4°, chora 6°, roga 8°, none 3°.)
  const rows: [deg: number, night: boolean, weekday: number, fault: boolean][] = [
    [1, false, 4, true],
    [1, true, 1, true],
    [8, true, 4, true],
    [8, false, 4, false],
    [8, false, 0, true],
    [6, true, 5, true],
    [6, false, 5, false],
    [6, false, 2, true],
    [4, false, 4, true],
    [4, true, 4, false],
    [4, true, 6, true],
    [2, false, 1, true],
    [2, true, 1, false],
    [2, true, 2, true],
    [3, true, 3, false],
    [3, false, 0, false],
  ]

  it('is a fault when the time, the weekday or the wedding names the running arrow', () => {
    expect(BANA_KEPT_AWAY.wedding).toBe('mrityu')
    for (const [deg, night, weekday, fault] of rows) {
      const f = faultOf(sky(mid('Hasta'), { Sun: 150 + deg + 0.5 }, { night, weekday }), 'bana')
      expect(f !== undefined, `${deg}° night=${night} weekday=${weekday}`).toBe(fault)
    }
  })

  it('names the mrityu bana without translating it', () => {
    const f = faultOf(sky(mid('Hasta'), { Sun: 121.5 }), 'bana')!
    expect(f.text.en).toContain('mrityu bana')
    expect(f.text.en).toContain('Leo')
    expect(policyViolations(f.text.en)).toEqual([])
  })
})

describe('ekargala', () => {
  it('is counted in the nine yogas the verse names', () => {
    expect(EKARGALA_YOGAS.map((y) => YOGA_NAMES[y]).sort()).toEqual([...EKARGALA_YOGA_NAMES].sort())
  })

  // By hand: the yoga from the sum of the longitudes (13°20′ each), the count from the Sun's nakshatra
  // to the Moon's among the 28 (Abhijit from 276°40′ to 280°53′20″).
  const rows: [sun: number, moon: number, yoga: string, count: number, fault: boolean][] = [
    [100, 70, 'Vyaghata', 27, true], // Pushya to Ardra
    [100, 65, 'Vyaghata', 26, false], // Pushya to Mrigashira
    [270, 285, 'Vajra', 3, true], // Uttara Ashadha, Abhijit, Shravana: odd only with Abhijit counted
    [270, 279, 'Vajra', 2, false], // the Moon in Abhijit
    [100, 110, 'Siddhi', 1, false], // an odd count in a yoga the verse does not name
    [60, 60.5, 'Ganda', 1, true], // the Sun and the Moon in one nakshatra
  ]

  it('is a fault when the Moon’s count from the Sun, counting Abhijit, is odd in one of those yogas', () => {
    for (const [sun, moon, yoga, count, fault] of rows) {
      expect(YOGA_NAMES[Math.floor((sun + moon) / NAK_DEG) % 27], `${sun}+${moon}`).toBe(yoga)
      const f = faultOf(sky(moon, { Sun: sun }), 'ekargala')
      expect(f !== undefined, `Sun ${sun}°, Moon ${moon}°`).toBe(fault)
      if (f) expect(f.text.en).toContain(`the ${count}${count === 1 ? 'st' : count === 3 ? 'rd' : 'th'} from`)
    }
  })
})

describe('upagraha', () => {
  it('takes the counts the verse prints', () => {
    expect([...UPAGRAHA_COUNTS].sort((a, b) => a - b)).toEqual(
      [...UPAGRAHA_COUNTS_PRINTED].sort((a, b) => a - b),
    )
  })

  it('strikes the nakshatras at those counts from the Sun’s, counted by hand', () => {
    // Sun in Ashwini: the 5th is Mrigashira, the 7th Punarvasu, …, the 25th Purva Bhadrapada.
    const struck = [
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Magha',
      'Chitra',
      'Swati',
      'Jyeshtha',
      'Mula',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Purva Bhadrapada',
    ]
    for (const moon of NAKSHATRAS) {
      const f = faultOf(sky(mid(moon), { Sun: mid('Ashwini') }), 'upagraha')
      expect(f !== undefined, moon).toBe(struck.includes(moon))
    }
    // Sun in Revati: the 5th is Rohini, the 4th Krittika.
    expect(faultOf(sky(mid('Rohini'), { Sun: mid('Revati') }), 'upagraha')).toBeDefined()
    expect(faultOf(sky(mid('Krittika'), { Sun: mid('Revati') }), 'upagraha')).toBeUndefined()
  })
})

describe('kranti samya', () => {
  it('holds for the six printed pairs of signs either way round, and for no other pair', () => {
    const printed = new Set(
      KRANTI_SAMYA_SIGNS.flatMap(([a, b]) => [`${sign(a)}/${sign(b)}`, `${sign(b)}/${sign(a)}`]),
    )
    expect(printed.size).toBe(12)
    expect(KRANTI_SAMYA_PAIRS).toHaveLength(6)
    for (let s = 0; s < 12; s++)
      for (let m = 0; m < 12; m++) {
        const f = faultOf(sky(m * 30 + 15, { Sun: s * 30 + 15 }), 'kranti_samya')
        expect(f !== undefined, `Sun in ${SIGNS[s]}, Moon in ${SIGNS[m]}`).toBe(printed.has(`${s}/${m}`))
      }
  })
})

describe('the sentences', () => {
  it('are plain English within the content policy, name only Muhurta Chintamani, and cover every fault', () => {
    const random = seededRandom(61)
    const seen = new Set<WeddingFaultKey>()
    for (let i = 0; i < 3000; i++) {
      const lon = Object.fromEntries(WEDDING_GRAHAS.map((g) => [g, random() * 360])) as Record<
        WeddingGraha,
        number
      >
      const s = sky(random() * 360, lon, {
        weekday: Math.floor(random() * 7),
        night: random() < 0.5,
        fullMoonLonDeg: random() < 0.5 ? random() * 360 : null,
      })
      const faults = weddingFaults(s)
      expect(new Set(faults.map((f) => f.key)).size).toBe(faults.length)
      for (const f of faults) {
        seen.add(f.key)
        expect(policyViolations(f.text.en), f.text.en).toEqual([])
        expect(f.text.en).toContain('Muhurta Chintamani')
        expect(f.text.en, f.text.en).toMatch(/^[A-Z][\x20-\x7e’°]*\.$/)
        expect(f.grahas.length).toBeGreaterThan(0)
      }
    }
    expect([...seen].sort()).toEqual([...WEDDING_FAULT_KEYS].sort())
  })
})

describe('the cut instants', () => {
  const eph = testEphemeris()
  const keyAt = (ms: number) => weddingFactsKey({ ...weddingLongitudesAt(eph, ms), weekday: 0, night: false })

  it('are where the facts change, and nothing changes between them', () => {
    for (const start of [Date.UTC(2027, 0, 20, 0, 30), Date.UTC(2027, 4, 7, 6), Date.UTC(2031, 10, 2, 18)]) {
      const end = start + 86_400_000
      const cuts = weddingFactChanges(eph, start, end)
      // The Moon alone changes nakshatra and yoga at least once a day, and the Sun its whole degree.
      expect(cuts.length).toBeGreaterThanOrEqual(2)
      for (const t of cuts) expect(keyAt(t - 30_000), new Date(t).toISOString()).not.toBe(keyAt(t))
      const bounds = [start, ...cuts, end]
      for (let i = 0; i + 1 < bounds.length; i++) {
        const k = keyAt(bounds[i]! + 1)
        for (let t = bounds[i]! + 1; t < bounds[i + 1]!; t += 600_000) expect(keyAt(t)).toBe(k)
      }
    }
  })

  it('follow Ketu across a nakshatra boundary, half a nakshatra from Rahu’s', () => {
    // The first day of 2027 in which Ketu (Rahu + 180°) changes nakshatra.
    const ketuNak = (ms: number) => nakshatra28Of(weddingLongitudesAt(eph, ms).lonDeg.Rahu + 180)
    let day = Date.UTC(2027, 0, 1)
    while (ketuNak(day) === ketuNak(day + 86_400_000)) day += 86_400_000
    const cuts = weddingFactChanges(eph, day, day + 86_400_000)
    expect(cuts.some((t) => ketuNak(t - 30_000) !== ketuNak(t))).toBe(true)
  })

  it('give equal faults wherever the facts are equal', () => {
    const start = Date.UTC(2027, 1, 10)
    const cuts = weddingFactChanges(eph, start, start + 86_400_000)
    const bounds = [start, ...cuts, start + 86_400_000]
    for (let i = 0; i + 1 < bounds.length; i++) {
      const a = bounds[i]! + 60_000
      const b = bounds[i + 1]! - 60_000
      if (b <= a) continue
      const fa = weddingFaults({ ...weddingLongitudesAt(eph, a), weekday: 3, night: true })
      const fb = weddingFaults({ ...weddingLongitudesAt(eph, b), weekday: 3, night: true })
      expect(fb).toEqual(fa)
    }
  })
})
