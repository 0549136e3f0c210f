/**
 * The almanac region of a place: inferred from the nearest city of the table, given in the
 * request, or the North Indian default far from every city; and the month in words by its reckoning.
 * The expected regions are the conventions the places' own almanacs follow (pūrṇimānta in the north,
 * amānta in Gujarat, Maharashtra, Karnataka and Andhra, the solar months in Tamil Nadu, Kerala and
 * Bengal), for places that are not themselves in the table.
 */
import { describe, expect, it } from 'vitest'
import {
  chooseRegion,
  REGION_CITIES,
  REGION_CONVENTIONS,
  REGIONS,
} from '../../src/jyotisha/panchanga/index.js'
import { monthWords } from '../../src/readings/muhurta/judge.js'

describe('the region of a place', () => {
  it.each([
    ['Noida', 28.54, 77.39, 'north'],
    ['Haridwar', 29.95, 78.16, 'north'],
    ['Ujjain', 23.18, 75.78, 'north'],
    ['Cuttack', 20.46, 85.88, 'north'],
    ['Gandhinagar', 23.22, 72.65, 'deccan'],
    ['Thane', 19.22, 72.98, 'deccan'],
    ['Kolhapur', 16.7, 74.24, 'deccan'],
    ['Guntur', 16.31, 80.44, 'deccan'],
    ['Karaikudi', 10.07, 78.78, 'tamil_nadu'],
    ['Kanchipuram', 12.83, 79.7, 'tamil_nadu'],
    ['Erode', 11.34, 77.72, 'tamil_nadu'],
    ['Thodupuzha', 9.9, 76.72, 'kerala'],
    ['Malappuram', 11.07, 76.07, 'kerala'],
    ['Howrah', 22.59, 88.26, 'bengal'],
    ['Asansol', 23.68, 86.98, 'bengal'],
  ] as const)('%s is %s, from the nearest city', (_, lat, lon, region) => {
    const c = chooseRegion(undefined, lat, lon)
    expect(c.region).toBe(region)
    expect(c.from).toBe('place')
    expect(REGION_CITIES.some((x) => x.city === c.nearestCity && x.region === region)).toBe(true)
  })

  it('far from every city of the table: the North Indian default, said to be one', () => {
    expect(chooseRegion(undefined, 51.51, -0.13)).toEqual({
      region: 'north',
      from: 'default',
      nearestCity: null,
    })
    expect(chooseRegion(undefined, 1.35, 103.82)).toEqual({
      region: 'north',
      from: 'default',
      nearestCity: null,
    })
  })

  it('a region given wins over the place', () => {
    expect(chooseRegion('tamil_nadu', 28.61, 77.21)).toEqual({
      region: 'tamil_nadu',
      from: 'request',
      nearestCity: null,
    })
  })

  it('every region has cities and a convention; the solar regions date by their own calendar', () => {
    for (const r of REGIONS) expect(REGION_CITIES.filter((c) => c.region === r).length).toBeGreaterThan(4)
    expect(REGION_CONVENTIONS.north.lunarMonths).toBe('purnimanta')
    expect(REGION_CONVENTIONS.tamil_nadu.solarCalendar).toBe('tamil')
    expect(REGION_CONVENTIONS.kerala.solarCalendar).toBe('malayalam')
    expect(REGION_CONVENTIONS.bengal.solarCalendar).toBe('bengali')
    expect(REGION_CONVENTIONS.deccan).toMatchObject({ lunarMonths: 'amanta', solarCalendar: null })
  })
})

describe('the lunar month in words', () => {
  const magha = { index: 10, adhika: false }
  it('is the amānta name in the bright fortnight, and in the dark one where months end at the new moon', () => {
    expect(monthWords('purnimanta', { month: magha, tithi: 5 }).en).toBe('Magha')
    expect(monthWords('amanta', { month: magha, tithi: 20 }).en).toBe('Magha')
  })
  it('gives both names in a dark fortnight where months end at the full moon', () => {
    expect(monthWords('purnimanta', { month: magha, tithi: 20 }).en).toBe(
      'Magha by the amanta reckoning (Phalguna where months end at the full moon)',
    )
    expect(monthWords('purnimanta', { month: magha, tithi: 20 }).hi).toBe(
      'अमांत गणना से माघ (पूर्णिमांत गणना में फाल्गुन)',
    )
    expect(monthWords('purnimanta', { month: { index: 11, adhika: false }, tithi: 30 }).en).toBe(
      'Phalguna by the amanta reckoning (Chaitra where months end at the full moon)',
    )
  })
  it('an adhika month keeps its name through its dark fortnight', () => {
    expect(monthWords('purnimanta', { month: { index: 4, adhika: true }, tithi: 20 }).en).toBe(
      'Adhika Shravana',
    )
  })
})
