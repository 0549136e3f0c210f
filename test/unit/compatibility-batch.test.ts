/**
 * The batch match (src/readings/compatibility/batch.ts) without the ephemeris: people stated by their
 * Moon (and Mars), matched against AstroSage's 269 published results (test/fixtures/published-matches.ts)
 * grouped by boy, one batch per boy; the direction from the genders whichever side the profile is; the
 * doṣas with the cancellations named; and the order of the items.
 */
import { describe, expect, it } from 'vitest'
import { GRAHAS, type Graha } from '../../src/jyotisha/grahas.js'
import { buildFacts } from '../../src/jyotisha/facts.js'
import { moonPlace } from '../../src/jyotisha/kootas/ashtakoota.js'
import { manglik } from '../../src/jyotisha/kootas/manglik.js'
import { papasamya } from '../../src/jyotisha/kootas/papasamya.js'
import { inLanguage } from '../../src/readings/text.js'
import {
  matchBrief,
  orderMatches,
  type BatchPerson,
  type Gender,
  type MatchBrief,
} from '../../src/readings/compatibility/batch.js'
import { ASTROSAGE_CALIBRATION, type CalibrationPartner } from '../fixtures/published-matches.js'

/** A match's brief with its sentences (a doṣa's `cancelledBy`) in English. */
const briefInEnglish = (...args: Parameters<typeof matchBrief>) => inLanguage(matchBrief(...args), 'en')

/** A person without a birth time: the Moon at `moonLon`, the other grahas where `others` puts them or
 *  anywhere (degrees); the kūṭas read the Moon alone. */
function person(moonLon: number, gender: Gender | undefined, others: Partial<Record<Graha, number>> = {}) {
  const grahas = {} as Record<Graha, { longitude: number; speed: number }>
  for (const [i, g] of GRAHAS.entries()) grahas[g] = { longitude: others[g] ?? i * 37 + 5, speed: 1 }
  grahas.Moon = { longitude: moonLon, speed: 13 }
  grahas.Ketu = { longitude: (grahas.Rahu.longitude + 180) % 360, speed: -0.05 }
  const facts = buildFacts({ lagnaLongitude: null, grahas, dayBirth: null })
  const p: BatchPerson = {
    gender,
    timeKnown: false,
    moon: moonPlace(moonLon),
    lagnaSign: null,
    manglik: manglik(facts),
    papasamya: papasamya(facts),
  }
  return p
}

/** The middle of a pada, from AstroSage's (sign, nakṣatra 1–27, pada). */
const lonOf = (p: CalibrationPartner) => (p[1] - 1) * (40 / 3) + (p[2] - 0.5) * (10 / 3)

const SHARED = ['varna', 'tara', 'grahaMaitri', 'bhakoot', 'nadi'] as const

describe('AstroSage’s 269 results, one batch per boy', () => {
  const byBoy = new Map<string, (typeof ASTROSAGE_CALIBRATION)[number][]>()
  for (const row of ASTROSAGE_CALIBRATION) {
    const key = row[1].join('/')
    byBoy.set(key, [...(byBoy.get(key) ?? []), row])
  }

  it('has batches of several girls for one boy', () => {
    expect([...byBoy.values()].filter((rows) => rows.length >= 5).length).toBeGreaterThan(5)
  })

  it('the kūṭas whose tables AstroSage shares with ours are as printed, whichever side is the profile', () => {
    for (const rows of byBoy.values()) {
      const boy = person(lonOf(rows[0]![1]), 'male')
      for (const [tag, , g, printed] of rows) {
        const girl = person(lonOf(g), 'female')
        const asProfile = briefInEnglish(boy, girl)
        const asCandidate = briefInEnglish(girl, boy)
        expect(asProfile.bride).toBe('candidate')
        expect(asCandidate.bride).toBe('profile')
        for (const m of [asProfile, asCandidate]) {
          expect(m.fromGender).toBe(true)
          expect(m.ashtakootaReverse).toBeUndefined()
          for (const k of SHARED) expect(m.ashtakoota.points[k], `${tag} ${k}`).toBe(printed[SHARED_INDEX[k]])
        }
        // The direction comes from the genders, not from which side is the profile.
        expect(asCandidate.ashtakoota).toEqual(asProfile.ashtakoota)
        expect(asCandidate.poruthams).toEqual(asProfile.poruthams)
      }
    }
  })

  it('without genders the profile is in the bride’s place: with the boy there, gaṇa is AstroSage’s', () => {
    // AstroSage reads gaṇa with the roles exchanged (test/reference/published-matches.test.ts).
    for (const [tag, b, g, printed] of ASTROSAGE_CALIBRATION) {
      const m = briefInEnglish(person(lonOf(b), undefined), person(lonOf(g), undefined))
      expect(m).toMatchObject({ bride: 'profile', fromGender: false })
      expect(m.ashtakoota.points.gana, tag).toBe(printed[5])
      const gendered = briefInEnglish(person(lonOf(b), 'male'), person(lonOf(g), 'female'))
      expect(m.ashtakootaReverse).toEqual(gendered.ashtakoota)
      expect(m.poruthamsReverse).toEqual(gendered.poruthams)
    }
  })
})

const SHARED_INDEX = { varna: 0, tara: 2, grahaMaitri: 4, bhakoot: 6, nadi: 7 } as const

describe('the doṣas', () => {
  it('nāḍī with the same Moon sign and different stars (Muhurta Chintamani): cancelled, named, 8 restored', () => {
    // Uttara Phalguni 3 and Hasta 1 are both in Virgo, both of the Adi nāḍī (gaṇa Manushya and Deva).
    const m = briefInEnglish(person(155, 'female'), person(161.5, 'male'))
    expect(m.ashtakoota.points.nadi).toBe(0)
    expect(m.ashtakoota.totalAfterExceptions).toBe(m.ashtakoota.total + 8)
    expect(m.doshas.find((d) => d.name === 'nadi')).toEqual({
      name: 'nadi',
      cancelled: true,
      cancelledBy: ['Nāḍī: the same Moon sign, different stars'],
    })
  })

  it('Maṅgala in both charts: balanced and named so; in one, cancelled only by its own chart', () => {
    // Mars in the Moon's own sign (1st from the Moon): present without a birth time.
    const both = briefInEnglish(
      person(100, 'female', { Mars: 105, Jupiter: 300 }),
      person(200, 'male', { Mars: 205, Jupiter: 300 }),
    )
    expect(both.candidate.manglik.present).toBe(true)
    expect(both.doshas.find((d) => d.name === 'manglik')).toEqual({
      name: 'manglik',
      cancelled: true,
      cancelledBy: ['Both charts have it: like balances like'],
    })
    // Mars in Aries, its own sign, with the Moon: present and cancelled in that chart.
    const own = briefInEnglish(
      person(100, 'female', { Mars: 130 }),
      person(3, 'male', { Mars: 10, Jupiter: 300 }),
    )
    expect(own.candidate.manglik).toMatchObject({ present: true, cancelled: true })
    expect(own.candidate.manglik.cancelledBy).toContain('Mars in its own sign or exalted')
    const d = own.doshas.find((x) => x.name === 'manglik')!
    expect(d.cancelled).toBe(true)
    expect(d.cancelledBy).toEqual(own.candidate.manglik.cancelledBy)
  })

  it('lists only the doṣas present, each cancelled exactly when it names a cancellation', () => {
    for (const [, b, g] of ASTROSAGE_CALIBRATION) {
      const m = briefInEnglish(person(lonOf(b), 'male'), person(lonOf(g), 'female'))
      for (const d of m.doshas) expect(d.cancelledBy.length > 0).toBe(d.cancelled)
      expect(m.doshas.some((d) => d.name === 'nadi')).toBe(m.ashtakoota.points.nadi === 0)
    }
  })
})

describe('the order', () => {
  const match = (after: number, total: number, agreeing: number, reverse?: [number, number, number]) =>
    ({
      ashtakoota: { total, totalAfterExceptions: after, points: {} },
      poruthams: { agreeing, vetoes: [] },
      ...(reverse
        ? {
            ashtakootaReverse: { total: reverse[1], totalAfterExceptions: reverse[0], points: {} },
            poruthamsReverse: { agreeing: reverse[2], vetoes: [] },
          }
        : {}),
    }) as unknown as MatchBrief

  it('total after exceptions, total, poruthams, then input order; the lower direction; errors last', () => {
    const items = [
      { index: 0, match: null },
      { index: 1, match: match(30, 22, 5) },
      { index: 2, match: match(30, 30, 5) },
      { index: 3, match: match(30, 30, 7) },
      { index: 4, match: null },
      { index: 5, match: match(30, 30, 7) },
      // Both ways 34 and 20: ranked by the lower, 20.
      { index: 6, match: match(34, 34, 9, [20, 20, 9]) },
      { index: 7, match: match(25, 25, 2) },
    ]
    expect(orderMatches(items).map((x) => x.index)).toEqual([3, 5, 2, 1, 7, 6, 0, 4])
  })
})
