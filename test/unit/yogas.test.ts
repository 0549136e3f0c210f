/**
 * The yoga engine as a whole: the catalogue, the shape and wording of every finding, and properties
 * over random charts (fast-check): it never throws, it is deterministic, and exactly one sankhya
 * Nabhasa yoga forms in every chart.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildFacts, isBenefic, type ChartFacts } from '../../src/jyotisha/facts.js'
import { GRAHAS } from '../../src/jyotisha/grahas.js'
import { findYogas, YOGA_CATALOGUE, type YogaFinding } from '../../src/jyotisha/yogas/index.js'
import { chart } from './yogas-chart.js'

const NAMES = YOGA_CATALOGUE.map((y) => y.name)
const SANKHYA = ['Vallaki', 'Damini', 'Pasha', 'Kedara', 'Shula', 'Yuga', 'Gola']
const BOOKS = [
  'Brihat Parashara Hora Shastra',
  'Phaladeepika',
  'Saravali',
  'Brihat Jataka',
  'Jataka Parijata',
  'Uttara Kalamrita',
  'Three Hundred Important Combinations',
  'Vedic Astrology: An Integrated Approach',
]

const lon = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true })
const chartArb = fc
  .record({
    lagna: fc.option(lon, { nil: null }),
    Sun: lon,
    Moon: lon,
    Mars: lon,
    Mercury: lon,
    Jupiter: lon,
    Venus: lon,
    Saturn: lon,
    Rahu: lon,
    retrograde: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  })
  .map((r): ChartFacts =>
    buildFacts({
      lagnaLongitude: r.lagna,
      grahas: {
        Sun: { longitude: r.Sun, speed: 1 },
        Moon: { longitude: r.Moon, speed: 13 },
        Mars: { longitude: r.Mars, speed: r.retrograde[0] ? -0.3 : 0.5 },
        Mercury: { longitude: r.Mercury, speed: r.retrograde[1] ? -0.5 : 1.2 },
        Jupiter: { longitude: r.Jupiter, speed: r.retrograde[2] ? -0.05 : 0.1 },
        Venus: { longitude: r.Venus, speed: r.retrograde[3] ? -0.4 : 1.1 },
        Saturn: { longitude: r.Saturn, speed: r.retrograde[4] ? -0.03 : 0.05 },
        Rahu: { longitude: r.Rahu, speed: -0.053 },
        Ketu: { longitude: (r.Rahu + 180) % 360, speed: -0.053 },
      },
      dayBirth: r.lagna === null ? null : r.Sun > 180,
    }),
  )

const strings = (f: YogaFinding): string[] => [f.name, f.category, f.reason, f.description, ...f.sources]

describe('the catalogue', () => {
  it('names at least 60 yogas, each once', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(60)
    expect(new Set(NAMES).size).toBe(NAMES.length)
  })
  it('gives classical yogas book titles only, and the modern doshas none', () => {
    for (const y of YOGA_CATALOGUE) {
      if (y.category === 'Dosha') {
        expect(y.sources, y.name).toEqual([])
        continue
      }
      expect(y.sources.length, y.name).toBeGreaterThan(0)
      for (const s of y.sources) {
        expect(s, y.name).not.toMatch(/\d/)
        expect(BOOKS, `${y.name}: ${s}`).toContain(s)
      }
    }
  })
  it('covers every section of jyotisha.md §4, and keeps the two Shakatas apart', () => {
    const categories = new Set(YOGA_CATALOGUE.map((y) => y.category))
    for (const c of [
      'Pancha Mahapurusha',
      'Chandra',
      'Surya',
      'Raja',
      'Dhana',
      'Viparita Raja',
      'Neecha Bhanga',
      'Parivartana',
      'Other',
      'Nabhasa',
      'Dosha',
    ])
      expect(categories).toContain(c)
    expect(NAMES).toContain('Shakata')
    expect(NAMES).toContain('Shakata (Nabhasa)')
    for (const s of SANKHYA) expect(NAMES).toContain(s)
  })
  it('uses readable names without diacritics', () => {
    for (const n of NAMES) expect(n).toMatch(/^[A-Z][A-Za-z ()-]+$/)
  })
})

/** Everything wrong with one chart's findings, in words (empty when all is well). */
function problems(c: ChartFacts, found: readonly YogaFinding[]): string[] {
  const out: string[] = []
  let lastIndex = -1
  for (const f of found) {
    const at = `${f.name}: `
    const index = NAMES.indexOf(f.name)
    if (index < 0) out.push(`${at}not in the catalogue`)
    if (index < lastIndex) out.push(`${at}out of catalogue order`)
    lastIndex = index
    const def = YOGA_CATALOGUE[index]
    if (def && (f.category !== def.category || f.sources.join('|') !== def.sources.join('|')))
      out.push(`${at}category or sources differ from the catalogue`)
    if (!['formed', 'cancelled'].includes(f.status)) out.push(`${at}status ${f.status}`)
    if (!['strong', 'moderate', 'weak'].includes(f.strength)) out.push(`${at}strength ${f.strength}`)
    if (!c.timeKnown && f.countedFrom !== 'moon sign')
      out.push(`${at}counted from the ascendant without a time`)
    if (f.houses.join() !== [...new Set(f.houses)].sort((a, b) => a - b).join())
      out.push(`${at}houses ${f.houses}`)
    if (f.houses.some((h) => !(h >= 1 && h <= 12))) out.push(`${at}house out of range`)
    if (f.planets.length === 0) out.push(`${at}no planets`)
    if (f.planets.join() !== GRAHAS.filter((g) => f.planets.includes(g)).join())
      out.push(`${at}planets ${f.planets}`)
    if (f.reason.length < 20) out.push(`${at}reason too short`)
    if (f.description.split(/(?<=\.)\s+/).length > 2) out.push(`${at}description longer than two sentences`)
    for (const s of strings(f)) {
      if (/\d\.\d/.test(s)) out.push(`${at}dotted number in '${s}'`)
      if (/score|\brule|variant|\bundefined\b|\bNaN\b|\bnull\b/i.test(s))
        out.push(`${at}internal word in '${s}'`)
    }
  }
  return out
}

describe('findings on random charts', () => {
  it('never throws; every finding is well formed, in catalogue order, with no raw numbers or internal labels', () => {
    fc.assert(
      fc.property(chartArb, (c) => {
        expect(problems(c, findYogas(c))).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })

  it('forms exactly one sankhya yoga in every chart, named by the number of signs occupied', () => {
    const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const
    fc.assert(
      fc.property(chartArb, (c) => {
        const sankhya = findYogas(c)
          .filter((f) => SANKHYA.includes(f.name))
          .map((f) => f.name)
        const signs = new Set(SEVEN.map((g) => c.grahas[g].sign))
        expect(sankhya).toEqual([SANKHYA[7 - signs.size]])
      }),
      { numRuns: 2000 },
    )
  })

  it('is deterministic', () => {
    fc.assert(
      fc.property(chartArb, (c) => {
        expect(findYogas(c)).toEqual(findYogas(c))
      }),
      { numRuns: 100 },
    )
  })
})

describe('natural benefics and malefics (jyotisha.md §1.6)', () => {
  const base = {
    lagna: 'Aries',
    Sun: 'Aries 10',
    Mars: 'Capricorn',
    Jupiter: 'Cancer',
    Venus: 'Pisces',
    Saturn: 'Libra',
    Rahu: 'Aquarius',
  }
  it('Jupiter and Venus always; the Moon while waxing; the Sun, Mars, Saturn and the nodes never', () => {
    const waxing = chart({ ...base, Moon: 'Leo 10', Mercury: 'Taurus' }) // Moon 120° ahead of the Sun
    const waning = chart({ ...base, Moon: 'Sagittarius 10', Mercury: 'Taurus' }) // 240° ahead
    expect(GRAHAS.filter((g) => isBenefic(waxing, g))).toEqual(['Moon', 'Mercury', 'Jupiter', 'Venus'])
    expect(GRAHAS.filter((g) => isBenefic(waning, g))).toEqual(['Mercury', 'Jupiter', 'Venus'])
  })
  it('Mercury turns malefic in a malefic’s sign, the waning Moon’s included, not the waxing Moon’s', () => {
    expect(isBenefic(chart({ ...base, Moon: 'Taurus', Mercury: 'Aries 20' }), 'Mercury')).toBe(false) // with the Sun
    expect(isBenefic(chart({ ...base, Moon: 'Taurus', Mercury: 'Aquarius' }), 'Mercury')).toBe(false) // with Rahu
    const withWaning = chart({ ...base, Sun: 'Gemini 10', Moon: 'Capricorn 20', Mercury: 'Capricorn 5' })
    expect(withWaning.moonWaxing).toBe(false)
    expect(isBenefic(withWaning, 'Mercury')).toBe(false)
    const withWaxing = chart({ ...base, Sun: 'Gemini 10', Moon: 'Virgo 20', Mercury: 'Virgo 5' })
    expect(withWaxing.moonWaxing).toBe(true)
    expect(isBenefic(withWaxing, 'Mercury')).toBe(true)
  })
})
