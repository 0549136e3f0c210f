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
