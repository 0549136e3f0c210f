/**
 * A clock offset stated with the birth data (`birthData.utcOffset`, issue 9, item 3): it replaces the
 * zone's history for the birth alone. Bombay kept Bombay Time (+04:51) until 1955 while the tz database
 * has India on IST (+05:30) from 1906, so a 1940 Bombay clock time is 39 minutes later in UTC than the
 * zone's history makes it.
 */
import { describe, expect, it } from 'vitest'

import { canonicalJson } from '../../src/jyotisha/computation-id.js'
import { BirthDataError, resolveBirth, STATED_OFFSET } from '../../src/jyotisha/birth.js'
import { canonicalBirth } from '../../src/operations/inputs.js'

const BOMBAY = { timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

describe('resolveBirth with a stated offset', () => {
  it('a Bombay 1940 birth on Bombay Time is exactly 39 minutes later than on IST', () => {
    const ist = resolveBirth({ date: '1940-05-10', time: '08:00', ...BOMBAY })
    expect(ist).toMatchObject({ utcOffset: '+05:30', resolution: 'exact' })
    const bombay = resolveBirth({ date: '1940-05-10', time: '08:00', ...BOMBAY, utcOffset: '+04:51' })
    expect(bombay.epochMs - ist.epochMs).toBe(39 * 60_000)
    expect(iso(bombay.epochMs)).toBe('1940-05-10T03:09:00Z')
    expect(bombay).toMatchObject({
      utcOffset: '+04:51',
      offsetMinutes: 291,
      zoneAbbreviation: 'UTC+04:51',
      resolution: 'stated_offset',
      timeKnown: true,
    })
    expect(bombay.note.en).toContain('+04:51')
    expect(bombay.note.en).toContain('history was not used')
    expect(bombay.note.hi).toContain('+04:51')
    for (const birthValue of ['1940', '08:00', '72.8777', '19.076', 'Kolkata']) {
      expect(bombay.note.en).not.toContain(birthValue)
      expect(bombay.note.hi).not.toContain(birthValue)
    }
  })

  it('`lmt` is the birthplace’s mean time, longitude ÷ 15 hours, whatever the zone says', () => {
    const r = resolveBirth({ date: '1940-05-10', time: '08:00', ...BOMBAY, utcOffset: 'lmt' })
    expect(r.offsetMinutes).toBe((72.8777 / 15) * 60)
    expect(r).toMatchObject({ utcOffset: '+04:51:31', zoneAbbreviation: 'LMT', resolution: 'stated_offset' })
    expect(r.epochMs).toBe(Math.round(Date.UTC(1940, 4, 10, 8) - (72.8777 / 15) * 3_600_000))
    expect(r.note.en).not.toContain('+04:51')
  })

  it('keeps seconds and the sign (Calcutta Time +05:53:20, Dublin Mean Time −00:25:21)', () => {
    const calcutta = resolveBirth({ date: '1930-01-01', time: '06:00', ...BOMBAY, utcOffset: '+05:53:20' })
    expect(calcutta.utcOffset).toBe('+05:53:20')
    expect(iso(calcutta.epochMs)).toBe('1930-01-01T00:06:40Z')
    const dublin = resolveBirth({
      date: '1900-03-01',
      time: '12:00',
      timezone: 'Europe/Dublin',
      latitude: 53.35,
      longitude: -6.26,
      utcOffset: '-00:25:21',
    })
    expect(dublin).toMatchObject({ utcOffset: '-00:25:21', zoneAbbreviation: 'UTC-00:25:21' })
    expect(iso(dublin.epochMs)).toBe('1900-03-01T12:25:21Z')
  })

  it('with the time unknown, casts for noon at the stated offset', () => {
    const r = resolveBirth({ date: '1940-05-10', ...BOMBAY, utcOffset: '+04:51' })
    expect(r.timeKnown).toBe(false)
    expect(iso(r.epochMs)).toBe('1940-05-10T07:09:00Z')
    expect(r.note.en).toMatch(/^The birth time is unknown: the chart is cast for local noon\./)
    expect(r.note.hi).toMatch(/^जन्म का समय ज्ञात नहीं है: कुंडली स्थानीय समय से दोपहर 12 बजे की बनाई गई है।/)
  })

  it('gives exactly one instant: no fold, no gap (New York 2021-03-14 02:30 at −05:00)', () => {
    const ny = { timezone: 'America/New_York', latitude: 40.71, longitude: -74.01 }
    expect(() => resolveBirth({ date: '2021-03-14', time: '02:30', ...ny })).toThrow(BirthDataError)
    const r = resolveBirth({ date: '2021-03-14', time: '02:30', ...ny, utcOffset: '-05:00' })
    expect(iso(r.epochMs)).toBe('2021-03-14T07:30:00Z')
    expect(r.resolution).toBe('stated_offset')
  })

  it('still refuses instants outside the ephemeris coverage', () => {
    const early = () => resolveBirth({ date: '1800-01-02', time: '00:30', ...BOMBAY, utcOffset: '+05:00' })
    expect(early).toThrow(BirthDataError)
    expect(early).toThrow(/outside the covered years/)
    const late = () => resolveBirth({ date: '2149-12-31', time: '23:30', ...BOMBAY, utcOffset: '-01:00' })
    expect(late).toThrow(/outside the covered years/)
    expect(
      resolveBirth({ date: '2149-12-31', time: '23:30', ...BOMBAY, utcOffset: '+01:00' }).resolution,
    ).toBe('stated_offset')
  })

  it('refuses a malformed offset naming the field, without the value', () => {
    try {
      resolveBirth({ date: '1940-05-10', time: '08:00', ...BOMBAY, utcOffset: '+4:51' })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(BirthDataError)
      expect((err as BirthDataError).field).toBe('utcOffset')
      expect((err as Error).message).not.toContain('+4:51')
    }
  })

  it('accepts ±HH:MM[:SS] up to ±15:59:59, and the literal lmt', () => {
    for (const ok of ['+04:51', '-03:30:52', '+00:00', '-00:00', '+15:59:59', '-15:56:08', 'lmt']) {
      expect(STATED_OFFSET.test(ok), ok).toBe(true)
    }
    for (const bad of ['+4:51', '04:51', '+16:00', '+05:60', '+05:30:60', 'IST', 'LMT', 'Lmt', '+0530', '']) {
      expect(STATED_OFFSET.test(bad), bad).toBe(false)
    }
  })
})

describe('canonicalBirth (computationId)', () => {
  const b = { date: '1990-07-04', time: '14:30', ...BOMBAY }

  it('leaves the canonical form of birth data without an offset as it was', () => {
    expect(canonicalJson(canonicalBirth(b))).toBe(
      '{"date":"1990-07-04","latitude":19.076,"longitude":72.8777,"time":"14:30:00","timezone":"Asia/Kolkata"}',
    )
    expect('utcOffset' in canonicalBirth(b)).toBe(false)
  })

  it('includes a stated offset, normalized with seconds', () => {
    expect(canonicalBirth({ ...b, utcOffset: '+04:51' }).utcOffset).toBe('+04:51:00')
    expect(canonicalBirth({ ...b, utcOffset: '+04:51:00' }).utcOffset).toBe('+04:51:00')
    expect(canonicalBirth({ ...b, utcOffset: '-00:25:21' }).utcOffset).toBe('-00:25:21')
    expect(canonicalBirth({ ...b, utcOffset: '-00:00' }).utcOffset).toBe('+00:00:00')
    expect(canonicalBirth({ ...b, utcOffset: 'lmt' }).utcOffset).toBe('lmt')
    expect(canonicalJson(canonicalBirth({ ...b, utcOffset: '+05:30' }))).not.toBe(
      canonicalJson(canonicalBirth(b)),
    )
  })
})
