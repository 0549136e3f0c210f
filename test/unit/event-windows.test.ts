/**
 * The event windows of /v1/interpret ranked by the agreement of the timing methods (readings/event-period.ts):
 * the ranking on hand-made spans, the double transit on a sky checked by hand against published dates, and
 * the Yoginī and Chara timelines a reading keeps for the domains read from it.
 */
import { describe, expect, it } from 'vitest'
import { chartReading, type ChartReading } from '../../src/corpus/from-chart.js'
import { DOMAINS, type Domain } from '../../src/corpus/vocabulary.js'
import type { BirthInput } from '../../src/jyotisha/birth.js'
import { DEFAULT_SETTINGS, type ChartSettings } from '../../src/jyotisha/chart.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import {
  doubleTransitSpans,
  methodSpans,
  rankWindows,
  type Candidate,
  type MethodSpans,
} from '../../src/readings/event-period.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths, type RandomBirth } from '../helpers/random-births.js'

const ms = (iso: string) => Date.parse(iso)
const span = (a: string, b: string) => ({ startMs: ms(a), endMs: ms(b) })
const NONE: MethodSpans = { transits: [], transitsHouse: [], yogini: [], chara: [] }
const candidate = (md: Graha, ad: Graha, a: string, b: string, pds: Candidate['pds'] = []): Candidate => ({
  md,
  ad,
  ...span(a, b),
  pds,
})
const speaksAll = () => true
const speaksNone = () => false
const weak = () => false

describe('ranking windows by agreement', () => {
  it('a window confirmed by more methods outranks an earlier one confirmed by fewer', () => {
    const early = candidate('Venus', 'Mars', '2030-01-01', '2031-01-01')
    const late = candidate('Venus', 'Jupiter', '2034-01-01', '2035-01-01')
    const spans: MethodSpans = {
      ...NONE,
      transits: [span('2034-02-01', '2034-11-01')],
      transitsHouse: [span('2034-02-01', '2034-11-01')],
      yogini: [span('2033-06-01', '2036-01-01')],
      chara: [span('2030-06-01', '2030-09-01')],
    }
    const w = rankWindows([early, late], spans, speaksNone, weak)
    // Late: Yoginī through it and the double transit for nine months of it. Early: Chara for three months.
    expect(w.map((x) => [x.ad, x.agreeing])).toEqual([
      ['Jupiter', ['vimshottari', 'transits', 'yogini']],
      ['Mars', ['vimshottari', 'chara']],
    ])
    // A window is the whole antardaśā; its closest stretch is where the most methods hold at once.
    expect(w[0]!).toMatchObject(span('2034-01-01', '2035-01-01'))
    expect(w[0]!.closest).toMatchObject({ level: 'months', ...span('2034-02-01', '2034-11-01') })
    expect(w[0]!.closest.agreeing).toEqual(['vimshottari', 'transits', 'yogini'])
    expect(w[1]!.closest).toMatchObject({ level: 'months', ...span('2030-06-01', '2030-09-01') })
    // With the transit gone, the two agree equally and the earlier comes first.
    const tie = rankWindows([early, late], { ...spans, transits: [], transitsHouse: [] }, speaksNone, weak)
    expect(tie.map((x) => x.ad)).toEqual(['Mars', 'Jupiter'])
    expect(tie[1]!.closest.level).toBe('antardasha')
  })

  it('counts the methods: three beat two, two beat one', () => {
    const a = candidate('Saturn', 'Moon', '2020-01-01', '2021-01-01')
    const b = candidate('Saturn', 'Mars', '2022-01-01', '2023-01-01')
    const c = candidate('Saturn', 'Rahu', '2024-01-01', '2025-01-01')
    const spans: MethodSpans = {
      transits: [span('2024-03-01', '2024-09-01')],
      transitsHouse: [span('2024-02-01', '2024-10-01')],
      yogini: [span('2022-01-01', '2025-01-01')],
      chara: null,
    }
    const w = rankWindows([a, b, c], spans, speaksNone, weak)
    expect(w.map((x) => x.ad)).toEqual(['Rahu', 'Mars', 'Moon'])
    expect(w.map((x) => x.agreeing.length)).toEqual([3, 2, 1])
    // The best meets most closely in the months of the double transit on house and lord.
    expect(w[0]).toMatchObject({ houseTransit: true, ...span('2024-01-01', '2025-01-01') })
    expect(w[0]!.closest).toMatchObject({ level: 'months', ...span('2024-03-01', '2024-09-01') })
    // Chara daśā is not asked without a birth time.
    expect(w[0]!.checked).toEqual(['vimshottari', 'transits', 'yogini'])
  })

  it('between equal agreements the stronger lords rank first', () => {
    const a = candidate('Moon', 'Mars', '2020-01-01', '2021-01-01')
    const b = candidate('Sun', 'Jupiter', '2022-01-01', '2023-01-01')
    const strong = (g: Graha) => g === 'Sun' || g === 'Jupiter'
    const w = rankWindows([a, b], NONE, speaksNone, strong)
    expect(w.map((x) => [x.ad, x.strongLords])).toEqual([
      ['Jupiter', 2],
      ['Mars', 0],
    ])
  })

  it('between equal agreements, more methods meeting at once rank first', () => {
    const a = candidate('Moon', 'Mars', '2020-01-01', '2021-01-01')
    const b = candidate('Sun', 'Jupiter', '2022-01-01', '2023-01-01')
    // Both see Yoginī and Chara within them; only in b do the two hold at the same time.
    const spans: MethodSpans = {
      ...NONE,
      yogini: [span('2020-01-01', '2020-03-01'), span('2022-02-01', '2022-06-01')],
      chara: [span('2020-08-01', '2020-12-01'), span('2022-03-01', '2022-09-01')],
    }
    const w = rankWindows([a, b], spans, speaksNone, weak)
    expect(w.map((x) => [x.ad, x.agreeing.length, x.closest.agreeing.length])).toEqual([
      ['Jupiter', 3, 3],
      ['Mars', 3, 2],
    ])
    expect(w[0]!.closest).toMatchObject(span('2022-03-01', '2022-06-01'))
  })

  it('a pratyantardaśā whose lord speaks for the event narrows the closest stretch', () => {
    const pds = [
      { lord: 'Venus' as Graha, ...span('2020-01-01', '2020-04-01') },
      { lord: 'Sun' as Graha, ...span('2020-04-01', '2020-05-01') },
      { lord: 'Moon' as Graha, ...span('2020-05-01', '2020-07-01') },
      { lord: 'Mars' as Graha, ...span('2020-07-01', '2021-01-01') },
    ]
    const c = candidate('Venus', 'Venus', '2020-01-01', '2021-01-01', pds)
    const w = rankWindows([c], NONE, (g) => g === 'Moon', weak)
    expect(w[0]!.closest).toMatchObject({
      level: 'pratyantardasha',
      pd: 'Moon',
      ...span('2020-05-01', '2020-07-01'),
    })
    // With every lord speaking, all stretches are alike and the closest stretch is the whole antardaśā.
    expect(rankWindows([c], NONE, speaksAll, weak)[0]!.closest).toMatchObject({
      level: 'antardasha',
      pd: null,
    })
  })

  it('never offers a sliver where two calendars nearly meet, and gives at most three windows', () => {
    const c = candidate('Mercury', 'Venus', '2020-01-01', '2021-01-01')
    const spans: MethodSpans = { ...NONE, yogini: [span('2020-12-25', '2021-06-01')] }
    const w = rankWindows([c], spans, speaksNone, weak)
    // Six days of Yoginī at the end confirm nothing, and are not its closest stretch.
    expect(w[0]).toMatchObject({ agreeing: ['vimshottari'], ...span('2020-01-01', '2021-01-01') })
    expect(w[0]!.closest).toMatchObject({ agreeing: ['vimshottari'], ...span('2020-01-01', '2020-12-25') })
    const many = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter'].map((g, i) =>
      candidate('Saturn', g as Graha, `${2030 + i}-01-01`, `${2030 + i}-06-01`),
    )
    expect(rankWindows(many, NONE, speaksNone, weak)).toHaveLength(3)
  })
})

describe('the double transit on a hand-checked sky', () => {
  // Published Lahiri ingresses (Drik Panchang's dates, as quoted by askmahdeva.com's Jupiter-in-Gemini
  // article and India TV News, 5 Dec 2025): Jupiter enters Gemini 14 May 2025 22:36 IST, Cancer 18 Oct
  // 2025 19:47 IST, Gemini again (retrograde) 5 Dec 2025 17:25 IST, Cancer 2 June 2026. Saturn is in
  // Pisces from 29 Mar 2025 to mid-2027.
  //
  // By hand, for a house in Sagittarius whose lord (Jupiter) sits in Sagittarius: Jupiter in Gemini
  // occupies nothing there but casts its 7th sight on Sagittarius; Saturn in Pisces casts its 10th sight on
  // Sagittarius (Pisces → Sagittarius is the 10th). From Cancer, Jupiter's sight falls on Scorpio (5th),
  // Capricorn (7th) and Pisces (9th): not Sagittarius. So both touch the house and the lord's sign exactly
  // while Jupiter is in Gemini: 14 May – 18 Oct 2025 and 5 Dec 2025 – 2 June 2026.
  const eph = testEphemeris()
  const searched = span('2025-05-01T00:00:00Z', '2026-09-01T00:00:00Z')
  const HOUR = 3_600_000

  it('Jupiter and Saturn on Sagittarius and on its lord in Sagittarius', () => {
    const dt = doubleTransitSpans(eph, DEFAULT_SETTINGS, searched, 8, 8)
    expect(dt.houseAndLord).toHaveLength(2)
    expect(dt.house).toEqual(dt.houseAndLord)
    const [a, b] = dt.houseAndLord
    expect(Math.abs(a!.startMs - ms('2025-05-14T17:06:00Z'))).toBeLessThan(2 * HOUR)
    expect(Math.abs(a!.endMs - ms('2025-10-18T14:17:00Z'))).toBeLessThan(2 * HOUR)
    expect(Math.abs(b!.startMs - ms('2025-12-05T11:55:00Z'))).toBeLessThan(2 * HOUR)
    expect(Math.abs(b!.endMs - ms('2026-06-02T00:00:00Z'))).toBeLessThan(30 * HOUR)
  })

  it('with the lord in Libra the house is touched but not the lord: Saturn in Pisces does not see Libra', () => {
    // Jupiter from Gemini sees Libra (its 5th), Saturn from Pisces does not (Libra is its 8th).
    const dt = doubleTransitSpans(eph, DEFAULT_SETTINGS, searched, 8, 6)
    expect(dt.house).toHaveLength(2)
    expect(dt.houseAndLord).toEqual([])
  })
})

describe('the Yoginī and Chara spans kept with a reading', () => {
  const eph = testEphemeris()
  const all: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']
  const spansOf = (r: ChartReading, birth: BirthInput, settings: ChartSettings, domain: Domain) =>
    methodSpans(eph, r, birth, settings, domain, all, speaksAll)
  // Two births, one with its time unknown (no Chara daśā), each read at a reference date of its own.
  const births = randomBirths(2, 9041, { timeUnknown: 0 }).concat(randomBirths(1, 9043, { timeUnknown: 1 }))

  it('are the birth’s own, whichever domains were read from the reading before', () => {
    for (const { birth, referenceMs } of births) {
      const read = () => chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
      const shared = read()
      for (const domain of DOMAINS) {
        // A reading of its own for each domain computes the timelines afresh; the shared one keeps them.
        expect(spansOf(shared, birth, DEFAULT_SETTINGS, domain)).toEqual(
          spansOf(read(), birth, DEFAULT_SETTINGS, domain),
        )
      }
      expect(spansOf(shared, birth, DEFAULT_SETTINGS, 'career').chara === null).toBe(!birth.time)
    }
  })

  it('are computed again for other settings or another birth passed with the same reading', () => {
    const [a, b] = births as [RandomBirth, RandomBirth]
    const shared = chartReading(eph, a.birth, DEFAULT_SETTINGS, a.referenceMs)
    spansOf(shared, a.birth, DEFAULT_SETTINGS, 'career')
    const savana: ChartSettings = { ...DEFAULT_SETTINGS, dashaYear: 'savana' }
    const alone = chartReading(eph, a.birth, DEFAULT_SETTINGS, a.referenceMs)
    const bySavana = spansOf(shared, a.birth, savana, 'career')
    expect(bySavana).toEqual(spansOf(alone, a.birth, savana, 'career'))
    expect(bySavana.yogini).not.toEqual(spansOf(alone, a.birth, DEFAULT_SETTINGS, 'career').yogini)
    const other = chartReading(eph, a.birth, DEFAULT_SETTINGS, a.referenceMs)
    expect(spansOf(shared, b.birth, DEFAULT_SETTINGS, 'career')).toEqual(
      spansOf(other, b.birth, DEFAULT_SETTINGS, 'career'),
    )
  })
})
