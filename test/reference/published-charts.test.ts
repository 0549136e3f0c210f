/**
 * Worked examples: published charts (test/fixtures/published-charts.ts, each entry citing its source)
 * against graha's pipeline — birth-time resolution, positions, ascendant, nakshatra, pada and the
 * Vimśottarī balance. Lahiri charts go through computeChart as the API does; B.V. Raman's charts use
 * the Raman ayanamsa (his own) for the comparison, through the same birth resolution and dasha code.
 * Tolerances are in physical units and stated per check; every difference is printed.
 */
import { describe, expect, it } from 'vitest'
import { nakshatraOf, signOf } from '../../src/astro/index.js'
import { resolveBirth } from '../../src/jyotisha/birth.js'
import { dashaBalanceYears } from '../../src/jyotisha/dasha.js'
import { computeChart } from '../../src/jyotisha/full-chart.js'
import { PUBLISHED_CHARTS, type PublishedChart } from '../fixtures/published-charts.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const NOW = Date.UTC(2026, 10, 22)

/** Arc-minutes between two longitudes. */
const arcmin = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360
  return (d > 180 ? 360 - d : d) * 60
}
/** A printed balance y/m/d in years: months of 30 days and years of 360 (the usual arithmetic of printed
 *  balances; PVR's book says so explicitly). */
const printedYears = (b: { years: number; months: number; days: number }) =>
  b.years + b.months / 12 + b.days / 360

/** Tolerances for the dasha balance, in days, from each source's own precision (see the fixture notes). */
const BALANCE_TOLERANCE_DAYS: Record<string, number> = {
  // PVR's book and PyJHora print to the day.
  'PVR Example 50 (anonymous native, 2000)': 2,
  'PVR Example 53 / Chart 18 (anonymous lady, 1972)': 2,
  'Sanjay Rath (PVR Example 52 / Chart 17)': 2,
  'PVR Example 55 / Chart 20 (anonymous engineer, 1954)': 2,
  // The book's own arithmetic (609′/800′ × 16 years) gives 12y 2m 5d but it prints 8d: 3 days of slack.
  'A.K. Bansal KP casting example (native of Guna, 1935)': 5,
}

/** Birth data as the API receives it. The Tibet example gives its instant in UT (tzdb has no zone with
 *  its local mean time: Asia/Shanghai says +08:00 in 1935), so it is checked at that instant. */
function birthOf(p: PublishedChart) {
  if (p.name.startsWith('Saravali'))
    return { ...p.birth, date: '1935-07-06', time: '05:38:16', timezone: 'UTC' }
  return p.birth
}

const lahiri = PUBLISHED_CHARTS.filter((p) => p.ayanamsa === 'lahiri')
const raman = PUBLISHED_CHARTS.filter((p) => p.ayanamsa === 'raman')
const other = PUBLISHED_CHARTS.filter((p) => p.ayanamsa === 'other')

describe('published Lahiri charts (through computeChart)', () => {
  it.each(lahiri.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    const chart = computeChart(
      eph,
      {
        birth: birthOf(p),
        settings: { nodeType: 'mean', dashaYear: 'sidereal' },
        includeDasha: true,
        western: false,
      },
      NOW,
    )
    const pub = p.published
    const planet = (g: string) => chart.planets.find((x) => x.planet === g)!
    const moon = planet('Moon')
    const report: string[] = []
    if (pub.ascendantSign) expect(chart.ascendant.sign, 'ascendant sign').toBe(pub.ascendantSign)
    if (pub.ascendantDegree !== undefined) {
      // Published ascendants are printed to the arc-minute and were read from tables of houses: 5′.
      const d = Math.abs(chart.ascendant.degree - pub.ascendantDegree) * 60
      report.push(`ascendant Δ ${d.toFixed(1)}′`)
      expect(d, 'ascendant degree, arc-minutes').toBeLessThan(5)
    }
    if (pub.moonSign) expect(moon.sign).toBe(pub.moonSign)
    if (pub.moonNakshatra) expect(moon.nakshatra).toBe(pub.moonNakshatra)
    if (pub.moonPada) expect(moon.pada).toBe(pub.moonPada)
    for (const [g, sign] of Object.entries(pub.planetSigns ?? {})) expect(planet(g).sign, g).toBe(sign)
    for (const [g, lon] of Object.entries(pub.planetLongitudes ?? {})) {
      const d = arcmin(planet(g).longitude, lon!)
      report.push(`${g} Δ ${d.toFixed(2)}′`)
      // Printed to the arc-minute (Moon to 0.01°). Indira Gandhi's Saturn is printed 6′ from where every
      // ephemeris puts it (the other six planets of that page agree within 1′): a misprint, reported.
      if (p.name === 'Indira Gandhi' && g === 'Saturn') {
        expect(d).toBeGreaterThan(4)
        continue
      }
      expect(d, `${g} longitude, arc-minutes`).toBeLessThan(1.5)
    }
    if (pub.dashaBalance) {
      const balance = chart.dasha!.balanceAtBirth
      expect(balance.planet).toBe(pub.dashaBalance.lord)
      const days = (balance.years - printedYears(pub.dashaBalance)) * 360
      report.push(`balance Δ ${days.toFixed(1)} d`)
      expect(Math.abs(days), 'balance, days').toBeLessThanOrEqual(BALANCE_TOLERANCE_DAYS[p.name] ?? 2)
    }
    console.log(`${p.name}: ${report.join(', ') || 'signs and nakshatras agree'}`)
  })
})

describe('B.V. Raman, Notable Horoscopes (Raman ayanamsa, local mean time births)', () => {
  it.each(raman.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    const resolved = resolveBirth(p.birth)
    // Every Raman example is a birth before Indian Standard Time: local mean time of the birthplace.
    expect(resolved.resolution).toBe('local_mean_time')
    const t = eph.instant(resolved.epochMs)
    const lon = (body: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn') =>
      eph.position(body, t.jdTt, { ayanamsa: 'raman' }).lon
    const asc =
      eph.houses(t.jdUt, p.birth.latitude, p.birth.longitude, 'W')!.ascendant -
      eph.ayanamsa('raman', t.jdTt, false)
    const pub = p.published
    const report: string[] = []
    if (pub.ascendantSign) expect(signOf(asc).sign).toBe(pub.ascendantSign)
    if (pub.moonNakshatra) expect(nakshatraOf(lon('Moon')).nakshatra).toBe(pub.moonNakshatra)
    for (const [g, sign] of Object.entries(pub.planetSigns ?? {})) {
      if (g === 'Rahu' || g === 'Ketu') continue
      expect(signOf(lon(g as 'Sun')).sign, g).toBe(sign)
    }
    const ramana = p.name.includes('Ramana')
    for (const [g, printed] of Object.entries(pub.planetLongitudes ?? {})) {
      if (g === 'Rahu' || g === 'Ketu') continue
      const d = arcmin(lon(g as 'Sun'), printed!)
      report.push(`${g} Δ ${d.toFixed(1)}′`)
      // Raman computed with his own tables to the arc-minute; the slow planets agree within 3′. Ramana
      // Maharshi's Moon is printed 7′ from its place at the printed time (≈ 14 minutes of Moon motion):
      // the printed positions imply a slightly different birth time; reported, not hidden.
      if (!(ramana && g === 'Moon')) expect(d, `${g}, arc-minutes`).toBeLessThan(3)
    }
    if (pub.dashaBalance && !ramana) {
      const balance = dashaBalanceYears(lon('Moon'))
      expect(balance.lord).toBe(pub.dashaBalance.lord)
      const days = (balance.years - printedYears(pub.dashaBalance)) * 360
      report.push(`balance Δ ${days.toFixed(1)} d`)
      // The balance follows the Moon: one arc-minute moves it by YEARS[lord]/800 years; allow the Moon's
      // printed precision (1′) plus a day.
      const perArcminDays =
        (({ Moon: 10, Mercury: 17, Jupiter: 16 } as Record<string, number>)[balance.lord]! / 800) * 360
      expect(Math.abs(days)).toBeLessThanOrEqual(perArcminDays * 1.5 + 1)
    }
    console.log(`${p.name}: ${report.join(', ')}`)
  })
})

describe('other published charts (unknown ayanamsa: signs only)', () => {
  it.each(other.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    const chart = computeChart(
      eph,
      {
        birth: p.birth,
        settings: { nodeType: 'mean', dashaYear: 'sidereal' },
        includeDasha: false,
        western: false,
      },
      NOW,
    )
    // Rajiv Gandhi: 09:50 India war time (+06:30) — the war-time offset must be applied.
    expect(chart.birth.utcOffset).toBe(p.birth.utcOffsetUsedBySource)
    if (p.published.ascendantSign) expect(chart.ascendant.sign).toBe(p.published.ascendantSign)
    for (const [g, sign] of Object.entries(p.published.planetSigns ?? {})) {
      expect(chart.planets.find((x) => x.planet === g)!.sign, g).toBe(sign)
    }
  })
})
