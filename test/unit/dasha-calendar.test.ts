/**
 * The calendar of every daśā system (issue 10, item 6): one year scale dates Vimśottarī, Yoginī and Chara
 * spans alike (the Julian and savana years to the millisecond, the true solar year checked against the
 * Sun itself: Chara's whole-year boundaries are solar returns), rendering and the current period for any
 * system's names, the checks each system's timeline passes on every call, and the Yoginī start ranges of
 * an unknown birth time against timelines cast at the day's ends.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SIGNS, type Sign } from '../../src/astro/index.js'
import { computeDashaOnly } from '../../src/jyotisha/chart.js'
import { cyclePosition, DASHA_ORDER, DASHA_YEARS, vimshottariSpans } from '../../src/jyotisha/dasha.js'
import {
  currentDasha,
  fixedYearScale,
  renderTimeline,
  solarYearScale,
  timeSpans,
  type TimedSpan,
  type YearScale,
} from '../../src/jyotisha/dasha-calendar.js'
import { charaSpans, type CharaChart } from '../../src/jyotisha/dasha-chara.js'
import { charaRun, checkChara, yoginiRun } from '../../src/jyotisha/dasha-systems.js'
import {
  YOGINI_CYCLE_YEARS,
  YOGINI_YEARS,
  YOGINIS,
  yoginiCyclePosition,
  yoginiOfNakshatra,
  yoginiSpans,
  type Yogini,
} from '../../src/jyotisha/dasha-yogini.js'
import { angleDiffDeg, testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const DAY = 86_400_000
const birthMs = Date.UTC(1990, 6, 4, 9, 0, 0)
const moonArb = fc.double({ min: 0, max: 359.9999999, noNaN: true })

const timedYogini = (moon: number, scale: YearScale) => timeSpans(yoginiSpans(moon), scale, (s) => s.yogini)

// PyJHora's chara_dhasa_test chart (1996-12-07 10:34 IST, Chennai), as test/unit/dasha-chara.test.ts states it.
const sign = (name: Sign) => SIGNS.indexOf(name)
const chart: CharaChart = {
  lagnaSign: sign('Capricorn'),
  signOf: {
    Sun: sign('Scorpio'),
    Moon: sign('Libra'),
    Mars: sign('Leo'),
    Mercury: sign('Sagittarius'),
    Jupiter: sign('Sagittarius'),
    Venus: sign('Libra'),
    Saturn: sign('Pisces'),
    Rahu: sign('Virgo'),
    Ketu: sign('Pisces'),
  },
}
const timedChara = (scale: YearScale) => timeSpans(charaSpans(chart), scale, (s) => SIGNS[s.sign]!)

describe('one year scale dates every system', () => {
  it('a Yoginī year is 365.25 days under the Julian year and 360 under the savana year, to the millisecond', () => {
    fc.assert(
      fc.property(moonArb, (moon) => {
        for (const [kind, days] of [
          ['julian', 365.25],
          ['savana', 360],
        ] as const) {
          const mds = timedYogini(moon, fixedYearScale(kind, birthMs))
          for (const md of mds) {
            const expected = YOGINI_YEARS[md.lord] * days * DAY
            expect(Math.abs(md.endMs - md.startMs - expected)).toBeLessThanOrEqual(1)
          }
          const mangala = mds.find((m) => m.lord === 'Mangala')!
          expect(Math.abs(mangala.endMs - mangala.startMs - days * DAY)).toBeLessThanOrEqual(1)
        }
      }),
      { numRuns: 50 },
    )
  })

  it('shared boundaries get one instant: consecutive periods meet and sub-periods tile, in every system', () => {
    const scales = [fixedYearScale('sidereal', birthMs), solarYearScale(eph, birthMs, [-8, 136])]
    for (const scale of scales) {
      for (const spans of [timedYogini(123.4, scale), timedChara(scale)] as TimedSpan<string>[][]) {
        spans.forEach((md, k) => {
          if (k > 0) expect(md.startMs).toBe(spans[k - 1]!.endMs)
          expect(md.children[0]!.startMs).toBe(md.startMs)
          expect(md.children.at(-1)!.endMs).toBe(md.endMs)
          md.children.forEach((ad, j) => j > 0 && expect(ad.startMs).toBe(md.children[j - 1]!.endMs))
        })
      }
    }
  })

  it('the true solar year: every Chara mahādaśā, a whole number of years from birth, begins at a solar return', () => {
    const scale = solarYearScale(eph, birthMs, [0, 144])
    const sunAt = (ms: number) => eph.position('Sun', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon
    const sun0 = sunAt(birthMs)
    let worst = 0
    for (const md of timedChara(scale)) {
      // Within the ephemeris coverage (the mean sidereal year carries the timeline on after 2149).
      if (md.startMs > Date.UTC(2149, 11, 30)) continue
      worst = Math.max(worst, Math.abs(angleDiffDeg(sunAt(md.startMs), sun0)) * 3600)
    }
    expect(worst).toBeLessThan(0.01) // arcseconds: 0.25 s of solar motion, under the rounding to 1 ms
  })

  it('zero years is the birth under the solar year, even within a day of the ephemeris coverage’s ends', () => {
    for (const edgeMs of [Date.UTC(1800, 0, 2, 0, 0, 24), Date.UTC(2149, 11, 31, 9, 59)]) {
      const scale = solarYearScale(eph, edgeMs, [0, 144])
      expect(scale.toMs(0)).toBe(edgeMs)
      const spans = timeSpans(charaSpans(chart), scale, (s) => SIGNS[s.sign]!)
      expect(checkChara(spans, edgeMs, chart, scale)).toBeNull()
    }
  })
})

describe('rendering and the current period, for any system’s names', () => {
  const scale = fixedYearScale('sidereal', birthMs)
  const render = (ms: number) => new Date(ms).toISOString()

  it('renders each period as the system names it, tiling in the rendered dates, the range a fixed shift', () => {
    const spans = timedYogini(200, scale)
    const period = yoginiRun(200).period
    const plain = renderTimeline(spans, render, period)
    expect(plain).toHaveLength(32)
    expect(plain[0]).toMatchObject({ yogini: spans[0]!.lord, level: 'mahadasha' })
    expect(plain[0]).not.toHaveProperty('earliestStart')
    for (const md of plain) {
      expect(md.antardashas).toHaveLength(8)
      expect(md.antardashas![0]!.start).toBe(md.start)
      expect(md.antardashas![7]!.end).toBe(md.end)
      for (const ad of md.antardashas!) expect(ad).not.toHaveProperty('antardashas')
    }
    const ranged = renderTimeline(spans, render, period, {
      earliestShiftMs: -5 * DAY,
      latestShiftMs: 7 * DAY,
    })
    for (const [k, md] of ranged.entries()) {
      expect(Date.parse(md.earliestStart!)).toBe(spans[k]!.startMs - 5 * DAY)
      expect(Date.parse(md.latestStart!)).toBe(spans[k]!.startMs + 7 * DAY)
      expect(Date.parse(md.antardashas![3]!.latestStart!)).toBe(spans[k]!.children[3]!.startMs + 7 * DAY)
    }
  })

  it('the current mahādaśā and antardaśā by name (signs for Chara); null before and after the timeline', () => {
    const spans = timedChara(scale)
    const md = spans[3]!
    const ad = md.children[5]!
    const at = (ad.startMs + ad.endMs) / 2
    expect(currentDasha(spans, at, render)).toEqual({
      mahadasha: md.lord,
      mahadashaEnd: render(md.endMs),
      antardasha: ad.lord,
      antardashaEnd: render(ad.endMs),
    })
    expect(SIGNS).toContain(md.lord)
    expect(currentDasha(spans, spans.at(-1)!.endMs, render)).toBeNull()
    expect(currentDasha(spans, birthMs - 1, render)).toBeNull()
  })
})

describe('the Yoginī checks (run on every call)', () => {
  const scale = fixedYearScale('sidereal', birthMs)
  const moon = 73.2 // Ardra: Mangala
  const good = () => timedYogini(moon, scale)
  const check = (spans: TimedSpan<Yogini>[], birth = birthMs, run = yoginiRun(moon)) =>
    run.check(spans, birth, scale)

  it('pass a correct timeline, under every year', () => {
    expect(yoginiOfNakshatra(5)).toBe('Mangala')
    expect(check(good())).toBeNull()
    const solar = solarYearScale(eph, birthMs, [-1, 143])
    expect(yoginiRun(moon).check(timedYogini(moon, solar), birthMs, solar)).toBeNull()
  })

  it('catch a gap, a wrong yoginī, a missing antardaśā, a wrong length, a deeper level, the wrong start', () => {
    const gap = good()
    gap[4]!.children[2]!.endMs += 1000
    expect(check(gap)).toMatch(/meet/)
    const order = good()
    order[6]!.children[1]!.lord = 'Siddha'
    expect(check(order)).toMatch(/yoginī order/)
    const missing = good()
    missing[2]!.children.pop()
    expect(check(missing)).toMatch(/eight/)
    const length = good()
    length[9]!.children[3]!.endMs += 10_000
    length[9]!.children[4]!.startMs += 10_000
    expect(check(length)).toMatch(/length/)
    const deeper = good()
    deeper[0]!.children[0]!.children.push({ ...deeper[0]!.children[0]!, children: [] })
    expect(check(deeper)).toMatch(/deeper/)
    const short = good().slice(0, 31)
    expect(check(short)).toMatch(/32 mahadashas/)
    // The first yoginī must be the Moon's nakshatra's; the birth inside the first mahādaśā.
    expect(check(good(), birthMs, yoginiRun(moon + 40 / 3))).toMatch(/nakshatra/)
    expect(check(good(), birthMs + 2 * 365 * DAY)).toMatch(/birth/)
  })
})

describe('the Chara checks (run on every call)', () => {
  const scale = fixedYearScale('sidereal', birthMs)
  const good = () => timedChara(scale)
  const check = (spans: TimedSpan<Sign>[], c = chart) => checkChara(spans, birthMs, c, scale)

  it('pass a correct timeline, under every year', () => {
    expect(check(good())).toBeNull()
    const solar = solarYearScale(eph, birthMs, [0, 144])
    expect(checkChara(timedChara(solar), birthMs, chart, solar)).toBeNull()
    expect(charaRun(chart).check(good(), birthMs, scale)).toBeNull()
  })

  it('catch the wrong first sign, a start off birth, a lost second-cycle daśā, a wrong order or length', () => {
    expect(check(good(), { ...chart, lagnaSign: sign('Scorpio') })).toMatch(/Chara order/)
    const late = good()
    late[0]!.startMs += 1000
    late[0]!.children[0]!.startMs += 1000
    expect(check(late)).toMatch(/birth|length/)
    const lost = good()
    lost.splice(15, 1)
    expect(check(lost)).toMatch(/mahadashas/)
    const order = good()
    order[2]!.children[0]!.lord = order[2]!.lord
    expect(check(order)).toMatch(/Chara order/)
    const unequal = good()
    unequal[5]!.children[6]!.endMs += 10_000
    unequal[5]!.children[7]!.startMs += 10_000
    expect(check(unequal)).toMatch(/length/)
    const missing = good()
    missing[1]!.children.shift()
    expect(check(missing)).toMatch(/twelve/)
  })
})

describe('cycle positions (the start ranges of an unknown birth time rest on them)', () => {
  it('the first mahādaśā starts where its lord’s period starts in the cycle, for Vimśottarī and Yoginī', () => {
    const before = <L extends string>(order: readonly L[], years: Record<L, number>, lord: L) =>
      order.slice(0, order.indexOf(lord)).reduce((sum, l) => sum + years[l], 0)
    fc.assert(
      fc.property(moonArb, (moon) => {
        const v = cyclePosition(moon)
        const vFirst = vimshottariSpans(v)[0]!
        expect(v + vFirst.startYears).toBeCloseTo(before(DASHA_ORDER, DASHA_YEARS, vFirst.lord), 9)
        const y = yoginiCyclePosition(moon)
        const yFirst = yoginiSpans(moon)[0]!
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThan(YOGINI_CYCLE_YEARS)
        expect(y + yFirst.startYears).toBeCloseTo(before(YOGINIS, YOGINI_YEARS, yFirst.yogini), 9)
      }),
    )
  })
})

describe('the birth time unknown: Yoginī start ranges', () => {
  it('the earliest and latest starts are the timelines of births at the day’s end and start', () => {
    const place = { timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
    const yogini = (date: string, time?: string) =>
      computeDashaOnly(
        eph,
        { ...place, date, time },
        { nodeType: 'mean', dashaYear: 'sidereal' },
        0,
        'yogini',
      ).dasha.timeline
    const noon = yogini('1990-07-04')
    // Births at the day's first instant and at the next midnight, with the time known.
    const dayStart = yogini('1990-07-04', '00:00:00')
    const dayEnd = yogini('1990-07-05', '00:00:00')
    // A period's counterpart in another timeline: the same yoginī in the same turn of the 36-year cycle,
    // i.e. the nearest one, if it is nearer than a mahādaśā's length (at most 8 years).
    const counterpart = (timeline: typeof noon, startMs: number, name: Yogini) => {
      const near = timeline.filter(
        (p) => p.yogini === name && Math.abs(Date.parse(p.start) - startMs) < 9 * 365 * DAY,
      )
      return near.length === 1 ? Date.parse(near[0]!.start) : undefined
    }
    let compared = 0
    for (const md of noon) {
      const startMs = Date.parse(md.start)
      const latest = counterpart(dayStart, startMs, md.yogini)
      const earliest = counterpart(dayEnd, startMs, md.yogini)
      if (latest === undefined || earliest === undefined) continue
      compared++
      expect(Math.abs(Date.parse(md.latestStart!) - latest)).toBeLessThanOrEqual(1000)
      expect(Math.abs(Date.parse(md.earliestStart!) - earliest)).toBeLessThanOrEqual(1000)
      expect(earliest).toBeLessThan(startMs)
      expect(latest).toBeGreaterThan(startMs)
    }
    expect(compared).toBeGreaterThanOrEqual(24)
  })
})
