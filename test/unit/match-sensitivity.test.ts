/**
 * Sensitivity of a match to the birth time (src/jyotisha/kootas/sensitivity.ts): which boundaries a
 * Moon or a lagna sits near, how many minutes of motion away, and what would change.
 */
import { describe, expect, it } from 'vitest'
import { sensitivityOf, unknownWithoutTime } from '../../src/jyotisha/kootas/sensitivity.js'

const kinds = (lon: number, lagna: { lon: number; degreesPerMinute: number } | null = null) =>
  sensitivityOf({ lon, speed: 13.2 }, lagna).map((n) => n.boundary)

describe('sensitivity', () => {
  it('a Moon in the middle of a pada is sensitive to nothing', () => {
    expect(kinds(13.3333 * 3 + 1.6667)).toEqual([])
  })
  it('a Moon 20′ before the end of Rohini (Taurus 23°20′): the nakṣatra and pada, 36 minutes of its motion', () => {
    const notes = sensitivityOf({ lon: 53 + 1 / 3 - 1 / 3, speed: 13.2 }, null)
    expect(notes.map((n) => n.boundary)).toEqual(['nakshatra', 'pada'])
    expect(notes[0]!.minutes).toBe(Math.round((1 / 3 / 13.2) * 1440))
    expect(notes[0]!.affects).toEqual(expect.arrayContaining(['nadi', 'gana', 'yoni', 'tara']))
  })
  it('a Moon 10′ into Leo (also Magha’s start): sign, nakṣatra and pada all change with it', () => {
    expect(kinds(120 + 1 / 6)).toEqual(['sign', 'nakshatra', 'pada'])
  })
  it('the 15° of Sagittarius and Capricorn splits vaśya: reported there and nowhere else', () => {
    expect(kinds(255.1)).toContain('vashyaHalf')
    expect(kinds(285.1)).toContain('vashyaHalf')
    expect(kinds(45.1)).not.toContain('vashyaHalf')
  })
  it('a lagna 3 minutes from a sign change is reported; 20 minutes is not', () => {
    expect(kinds(101.5, { lon: 29.25, degreesPerMinute: 0.25 })).toEqual(['lagnaSign'])
    expect(kinds(101.5, { lon: 25, degreesPerMinute: 0.25 })).toEqual([])
  })
  it('without the birth time: the lagna’s results, and the Moon’s where it changes sign or star that day', () => {
    const quiet = unknownWithoutTime(41, 53)
    expect(quiet).toContain('manglik (from the lagna)')
    expect(quiet).not.toContain('nadi')
    const crossing = unknownWithoutTime(50, 62)
    expect(crossing).toEqual(expect.arrayContaining(['nadi', 'bhakoot']))
  })
})
