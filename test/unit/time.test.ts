import { describe, expect, it } from 'vitest'
import { formatUtc, parseCalendarDate, parseInstant } from '../../src/astro/index.js'

describe('parseInstant', () => {
  it.each([
    ['2024-03-20T10:30:00Z', Date.UTC(2024, 2, 20, 10, 30)],
    ['2024-03-20T10:30Z', Date.UTC(2024, 2, 20, 10, 30)],
    ['2024-03-20t10:30:00z', Date.UTC(2024, 2, 20, 10, 30)],
    ['2024-03-20 10:30:00Z', Date.UTC(2024, 2, 20, 10, 30)],
    ['2024-03-20T10:30:00+05:30', Date.UTC(2024, 2, 20, 5, 0)],
    ['2024-03-20T10:30:00+0530', Date.UTC(2024, 2, 20, 5, 0)],
    ['2024-03-20T10:30:00-03', Date.UTC(2024, 2, 20, 13, 30)],
    ['2024-03-20T10:30:00.123Z', Date.UTC(2024, 2, 20, 10, 30, 0, 123)],
    ['2024-03-20T10:30:00.1239999Z', Date.UTC(2024, 2, 20, 10, 30, 0, 123)],
    ['2024-03-20T10:30:00,5Z', Date.UTC(2024, 2, 20, 10, 30, 0, 500)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
  ])('reads %s', (text, ms) => {
    expect(parseInstant(text)).toEqual({ ok: true, epochMs: ms })
  })

  it.each(['2024-03-20T10:30:00', '2024-03-20T10:30', '2024-03-20 10:30:00.5'])(
    'refuses %s: no zone',
    (text) => {
      expect(parseInstant(text)).toEqual({ ok: false, reason: 'no_zone' })
    },
  )

  it.each([
    '2024-03-20',
    '2024-02-30T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-03-20T24:00:00Z',
    '2024-03-20T10:60:00Z',
    '2024-03-20T10:30:60Z',
    '2024-03-20T10:30:00+24:00',
    '2024-03-20T10:30:00+05:60',
    '2024-03-20T10:30:00 Z',
    '20240320T103000Z',
    'now',
    '',
    ' 2024-03-20T10:30:00Z',
  ])('refuses %j as malformed', (text) => {
    expect(parseInstant(text)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('covers 1800-01-02T00:00:00Z … 2149-12-31T23:59:59.999Z inclusive, both ends', () => {
    expect(parseInstant('1800-01-02T00:00:00Z').ok).toBe(true)
    expect(parseInstant('1800-01-01T23:59:59.999Z')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseInstant('1800-01-02T05:30:00+05:30').ok).toBe(true)
    expect(parseInstant('1800-01-02T05:29:59+05:30')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseInstant('2149-12-31T23:59:59Z').ok).toBe(true)
    expect(parseInstant('2149-12-31T23:59:59.999Z').ok).toBe(true)
    expect(parseInstant('2150-01-01T00:00:00Z')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseInstant('2149-12-31T20:00:00-04:00')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseInstant('0099-01-01T00:00:00Z')).toEqual({ ok: false, reason: 'out_of_range' })
  })
})

describe('parseCalendarDate', () => {
  it('reads valid dates within coverage and tells malformed from out of range', () => {
    expect(parseCalendarDate('2019-01-01')).toEqual({ ok: true, year: 2019, month: 1, day: 1 })
    expect(parseCalendarDate('1800-01-02').ok).toBe(true)
    expect(parseCalendarDate('2149-12-31').ok).toBe(true)
    expect(parseCalendarDate('1800-01-01')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseCalendarDate('2150-01-01')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(parseCalendarDate('2019-02-29')).toEqual({ ok: false, reason: 'malformed' })
    expect(parseCalendarDate('2019-1-1')).toEqual({ ok: false, reason: 'malformed' })
    expect(parseCalendarDate('2019-01-01T00:00:00Z')).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('formatUtc', () => {
  it('writes seconds always and milliseconds when present', () => {
    expect(formatUtc(Date.UTC(2024, 2, 20, 5))).toBe('2024-03-20T05:00:00Z')
    expect(formatUtc(Date.UTC(2024, 2, 20, 5, 0, 0, 120))).toBe('2024-03-20T05:00:00.120Z')
    expect(formatUtc(Date.UTC(1800, 0, 2))).toBe('1800-01-02T00:00:00Z')
  })
})

/** Instants from year -300 to 12000, from a fixed seed, and the month ends, leap days and the
 *  millisecond either side of them over the years the calendar's rules turn on. */
function instantsToCheck(): number[] {
  let x = 20261129
  const random = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648
  const lo = Date.UTC(-300, 0, 1)
  const hi = Date.UTC(12_000, 0, 1)
  const out = Array.from({ length: 50_000 }, () => Math.floor(lo + random() * (hi - lo)))
  for (const y of [1000, 1600, 1800, 1899, 1900, 1969, 1970, 2000, 2100, 2149, 2150, 9999])
    for (const [m, d] of [
      [0, 1],
      [1, 28],
      [1, 29],
      [2, 1],
      [11, 31],
    ] as const) {
      const ms = Date.UTC(y, m, d)
      out.push(ms - 1, ms, ms + 999)
    }
  return out
}

// The instant is parsed and written by arithmetic, not through a Date (time.ts): Date is the reference.
describe('parseInstant and formatUtc agree with Date', () => {
  const instants = instantsToCheck()

  it('formatUtc writes what toISOString writes, without a zero millisecond', () => {
    // With a fraction of a millisecond too, as an instant from a Julian day has one.
    for (const ms of [...instants, ...instants.slice(0, 5000).map((t) => t + 0.37), -86_400_000.6]) {
      const iso = new Date(ms).toISOString()
      expect(formatUtc(ms)).toBe(iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso)
    }
  })

  it('parseInstant reads back every instant of the coverage, and refuses the others as out of range', () => {
    let inside = 0
    for (const ms of instants) {
      const y = new Date(ms).getUTCFullYear()
      if (y < 0 || y > 9999) continue
      const text = formatUtc(ms)
      if (ms >= Date.UTC(1800, 0, 2) && ms < Date.UTC(2150, 0, 1)) {
        inside++
        expect(parseInstant(text)).toEqual({ ok: true, epochMs: ms })
      } else expect(parseInstant(text)).toEqual({ ok: false, reason: 'out_of_range' })
    }
    expect(inside).toBeGreaterThan(1000)
  })

  it('knows the leap years of the Gregorian calendar', () => {
    for (const y of [1800, 1900, 2023, 2100]) expect(parseInstant(`${y}-02-29T00:00:00Z`).ok).toBe(false)
    for (const y of [1804, 2000, 2024, 2148])
      expect(parseInstant(`${y}-02-29T00:00:00Z`)).toEqual({ ok: true, epochMs: Date.UTC(y, 1, 29) })
  })
})
