/**
 * Vimśottarī daśā: the balance at birth and the worked example of jyotisha.md §2.2, exact tiling of every
 * level, the year-length conventions of §2.4 (the true solar year checked against the Sun itself), the
 * start ranges of an unknown birth time against charts cast at the day's ends, and the checks that run
 * on every call.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeDashaOnly } from '../../src/jyotisha/chart.js'
import {
  CYCLE_YEARS,
  DASHA_ORDER,
  DASHA_YEARS,
  cyclePosition,
  cyclesToCover,
  dashaBalanceYears,
  vimshottariSpans,
  type DashaSpan,
} from '../../src/jyotisha/dasha.js'
import {
  checkTimeline,
  fixedYearScale,
  solarYearScale,
  timeSpans,
} from '../../src/jyotisha/dasha-calendar.js'
import { angleDiffDeg, testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const DAY = 86_400_000

describe('balance at birth (jyotisha.md §2.2)', () => {
  it('the worked example: Moon at 50°00′ → Rohini, 2.5 years of Moon; then Mars 7, Rahu 18, Jupiter 16', () => {
    expect(dashaBalanceYears(50)).toEqual({ lord: 'Moon', years: 2.5 })
    const spans = vimshottariSpans(cyclePosition(50))
    expect(spans.map((s) => s.lord).slice(0, 4)).toEqual(['Moon', 'Mars', 'Rahu', 'Jupiter'])
    expect(spans[0]!.startYears).toBeCloseTo(-7.5, 12)
    expect(spans[0]!.endYears).toBeCloseTo(2.5, 12)
    expect(spans[1]!.endYears - spans[1]!.startYears).toBe(7)
    expect(spans[2]!.endYears - spans[2]!.startYears).toBe(18)
  })

  it('one arc-minute of Moon moves the balance by YEARS[lord]/800 years (§2.2 sensitivity)', () => {
    // 9.1 days for Venus, 2.7 days for the Sun, as §2.2 says.
    const venus = dashaBalanceYears(20).years - dashaBalanceYears(20 + 1 / 60).years
    expect(venus * 365.25).toBeCloseTo(9.13, 2)
    const sun = dashaBalanceYears(30).years - dashaBalanceYears(30 + 1 / 60).years
    expect(sun * 365.25).toBeCloseTo(2.74, 2)
  })

  it('at a nakshatra’s first degree the whole period remains; the lord cycles Ketu … Mercury', () => {
    for (let k = 0; k < 27; k++) {
      const b = dashaBalanceYears((k * 40) / 3 + 1e-9)
      expect(b.lord).toBe(DASHA_ORDER[k % 9])
      expect(b.years).toBeCloseTo(DASHA_YEARS[b.lord], 6)
    }
  })
})

describe('the 9 × 9 × 9 periods', () => {
  const walk = (
    spans: DashaSpan[],
    f: (s: DashaSpan, parent: DashaSpan | null) => void,
    parent: DashaSpan | null = null,
  ) => {
    for (const s of spans) {
      f(s, parent)
      walk(s.children, f, s)
    }
  }

  it('children start with the parent’s lord, follow the order and tile it exactly (any Moon)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.9999999, noNaN: true }), (moon) => {
        const spans = vimshottariSpans(cyclePosition(moon))
        let count = 0
        walk(spans, (s, parent) => {
          count++
          if (s.children.length === 0) return
          expect(s.children).toHaveLength(9)
          expect(s.children[0]!.lord).toBe(s.lord)
          expect(s.children[0]!.startYears).toBe(s.startYears)
          expect(s.children[8]!.endYears).toBe(s.endYears)
          for (let i = 1; i < 9; i++) expect(s.children[i]!.startYears).toBe(s.children[i - 1]!.endYears)
          const length = s.endYears - s.startYears
          for (const c of s.children) {
            expect(c.endYears - c.startYears).toBeCloseTo((length * DASHA_YEARS[c.lord]) / CYCLE_YEARS, 9)
          }
          void parent
        })
        expect(count).toBe(9 + 81 + 729)
        expect(spans[8]!.endYears - spans[0]!.startYears).toBeCloseTo(120, 9)
        expect(spans[0]!.startYears).toBeLessThanOrEqual(0)
        expect(spans[0]!.endYears).toBeGreaterThan(0)
      }),
      { numRuns: 40 },
    )
  })

  it('the Jupiter mahadasha’s antardashas are Ju Sa Me Ke Ve Su Mo Ma Ra with §2.3’s lengths', () => {
    const ju = vimshottariSpans(cyclePosition((6 * 40) / 3 + 0.0001)).find((s) => s.lord === 'Jupiter')!
    expect(ju.children.map((c) => c.lord)).toEqual([
      'Jupiter',
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
    ])
    // §2.3 table, Jupiter row, in years to 4 decimals.
    const printed = [2.1333, 2.5333, 2.2667, 0.9333, 2.6667, 0.8, 1.3333, 0.9333, 2.4]
    ju.children.forEach((c, i) => expect(c.endYears - c.startYears).toBeCloseTo(printed[i]!, 4))
  })
})

describe('year lengths (jyotisha.md §2.4)', () => {
  const birthMs = Date.UTC(1990, 6, 4, 9, 0, 0)
  it('fixed years: sidereal 365.256363, julian 365.25, savana 360 days', () => {
    expect(fixedYearScale('sidereal', birthMs).toMs(10) - birthMs).toBe(3652.56363 * DAY)
    expect(fixedYearScale('julian', birthMs).toMs(10) - birthMs).toBe(3652.5 * DAY)
    expect(fixedYearScale('savana', birthMs).toMs(-1) - birthMs).toBe(-360 * DAY)
  })

  it('the true solar year: at y years from birth the Sun has moved y·360° of sidereal longitude', () => {
    const scale = solarYearScale(eph, birthMs, [-10, 110])
    const sunAt = (ms: number) => eph.position('Sun', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon
    const sun0 = sunAt(birthMs)
    let worst = 0
    for (const y of [-9.75, -1, 0.001, 0.5, 1, 7.3, 33.333, 64.9, 100.2]) {
      const ms = scale.toMs(y)
      const d = Math.abs(angleDiffDeg(sunAt(ms), sun0 + (y - Math.floor(y)) * 360))
      worst = Math.max(worst, d * 3600)
      // …and it is the right revolution: within a week of the mean sidereal year.
      expect(Math.abs(ms - fixedYearScale('sidereal', birthMs).toMs(y))).toBeLessThan(7 * DAY)
    }
    console.log(`solar year: Sun off its target by at most ${worst.toFixed(4)}″`)
    expect(worst).toBeLessThan(0.01) // 0.01″ of solar motion is 0.25 s
    // The mean length over 120 revolutions is the mean sidereal year to a few minutes.
    expect(Math.abs(scale.daysPerYear - 365.256363) * 1440).toBeLessThan(5)
  })
})

describe('the checks run on every call', () => {
  const birthMs = Date.UTC(1990, 6, 4, 9)
  const good = () => timeSpans(vimshottariSpans(cyclePosition(50)), fixedYearScale('sidereal', birthMs))
  const scale = fixedYearScale('sidereal', birthMs)
  it('pass a correct timeline', () => {
    expect(checkTimeline(good(), birthMs, 'Moon', scale)).toBeNull()
  })
  it('catch a gap, a wrong lord, a wrong length, a missing period and a birth outside', () => {
    const gap = good()
    gap[3]!.children[4]!.children[2]!.endMs += 1000
    expect(checkTimeline(gap, birthMs, 'Moon', scale)).toMatch(/meet|length|tile/)
    const lord = good()
    lord[2]!.children[1]!.lord = 'Sun'
    expect(checkTimeline(lord, birthMs, 'Moon', scale)).toMatch(/order/)
    const missing = good()
    missing[5]!.children.pop()
    expect(checkTimeline(missing, birthMs, 'Moon', scale)).toMatch(/nine/)
    expect(checkTimeline(good(), birthMs, 'Venus', scale)).toMatch(/nakshatra/)
    expect(checkTimeline(good(), birthMs + 10 * 365 * DAY, 'Moon', scale)).toMatch(/birth/)
  })
})

describe('past the first 120 years (issue 29: old births read today)', () => {
  it('the order runs on: cycle k repeats cycle 1 shifted by 120k years, and the checks pass', () => {
    const one = vimshottariSpans(cyclePosition(50))
    const three = vimshottariSpans(cyclePosition(50), 3)
    expect(three).toHaveLength(27)
    for (let k = 0; k < 27; k++) {
      const s = three[k]!
      const base = one[k % 9]!
      expect(s.lord).toBe(base.lord)
      expect(s.startYears).toBeCloseTo(base.startYears + CYCLE_YEARS * Math.floor(k / 9), 9)
      expect(s.endYears - s.startYears).toBe(DASHA_YEARS[s.lord])
      expect(s.children.map((c) => c.lord)).toEqual(base.children.map((c) => c.lord))
      if (k > 0) expect(s.startYears).toBe(three[k - 1]!.endYears)
    }
    const birthMs = Date.UTC(1850, 0, 1)
    const scale = fixedYearScale('sidereal', birthMs)
    expect(checkTimeline(timeSpans(three, scale), birthMs, 'Moon', scale, 3)).toBeNull()
    // The one-cycle check refuses a three-cycle timeline, and the other way round.
    expect(checkTimeline(timeSpans(three, scale), birthMs, 'Moon', scale)).toMatch(/nine/)
    expect(checkTimeline(timeSpans(one, scale), birthMs, 'Moon', scale, 3)).toMatch(/mahadashas/)
  })

  it('cyclesToCover reaches any age from any place in the first mahadasha', () => {
    // The first mahadasha starts at most 20 years (Venus) before birth: one cycle covers 100 years.
    expect(cyclesToCover(0)).toBe(1)
    expect(cyclesToCover(100)).toBe(1)
    expect(cyclesToCover(100.01)).toBe(2)
    expect(cyclesToCover(361)).toBe(4)
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (moon, age) => {
          const spans = vimshottariSpans(cyclePosition(moon), cyclesToCover(age))
          return spans[0]!.startYears <= 0 && spans.at(-1)!.endYears >= age
        },
      ),
    )
  })

  it('a birth in 1850 read in 2026 gets its running periods, in the order continued from the first cycle', () => {
    const birth = {
      date: '1850-03-01',
      time: '06:00',
      timezone: 'Asia/Kolkata',
      latitude: 22.57,
      longitude: 88.36,
    }
    const settings = { nodeType: 'mean', dashaYear: 'sidereal' } as const
    const now = Date.UTC(2026, 10, 27)
    const first = computeDashaOnly(eph, birth, settings, now).dasha
    expect(first.timeline).toHaveLength(9)
    expect(first.current).toBeNull()
    const cover = computeDashaOnly(eph, birth, settings, now, 'vimshottari', now + 11 * 365.25 * DAY).dasha
    expect(cover.timeline).toHaveLength(18)
    expect(cover.current).not.toBeNull()
    // The tenth mahadasha is the first one's lord again, 120 sidereal years after the first began.
    const t0 = Date.parse(cover.timeline[0]!.start)
    const t9 = Date.parse(cover.timeline[9]!.start)
    expect(cover.timeline[9]!.planet).toBe(cover.timeline[0]!.planet)
    expect((t9 - t0) / DAY).toBeCloseTo(120 * 365.256363, 3)
    expect(cover.timeline.slice(0, 9)).toEqual(first.timeline)
  })
})

describe('birth time unknown: start ranges', () => {
  it('the earliest and latest starts are the timelines of births at the day’s end and start', () => {
    const birth = { date: '1990-07-04', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
    const settings = { nodeType: 'mean', dashaYear: 'sidereal' } as const
    const now = Date.UTC(2026, 0, 1)
    const noon = computeDashaOnly(eph, birth, settings, now).dasha.timeline
    // Births at the day's first instant and at the next midnight, as if the time were known.
    const first = computeDashaOnly(eph, { ...birth, time: '00:00:00' }, settings, now).dasha.timeline
    const last = computeDashaOnly(eph, { ...birth, date: '1990-07-05', time: '00:00:00' }, settings, now)
      .dasha.timeline
    // The same period in another timeline: the same lord, in the same turn of the 120-year cycle (a
    // timeline that begins one mahadasha later or earlier holds that lord 120 years away).
    const startOf = (tl: typeof noon, lord: string, near: number) =>
      tl
        .filter((m) => m.planet === lord)
        .map((m) => Date.parse(m.start))
        .sort((a, b) => Math.abs(a - near) - Math.abs(b - near))[0]!
    let compared = 0
    for (const md of noon) {
      const start = Date.parse(md.start)
      const latest = startOf(first, md.planet, start)
      const earliest = startOf(last, md.planet, start)
      if (Math.abs(latest - start) > 30 * 365 * DAY || Math.abs(earliest - start) > 30 * 365 * DAY) continue
      compared++
      expect(Math.abs(Date.parse(md.latestStart!) - latest)).toBeLessThanOrEqual(1000)
      expect(Math.abs(Date.parse(md.earliestStart!) - earliest)).toBeLessThanOrEqual(1000)
    }
    expect(compared).toBeGreaterThanOrEqual(8)
  })
})
