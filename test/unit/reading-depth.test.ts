/**
 * The readings' daśā (computeCoreChart with dashaDepth 'reading'): the same periods as the full timeline
 * at the first two levels, and the third level only under the antardaśā running at the reference date,
 * where it is the full timeline's; so the running levels a reading reads are the same either way.
 */
import { describe, expect, it } from 'vitest'
import { runningLevels } from '../../src/corpus/from-chart.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const births = [
  { date: '1990-07-04', time: '14:30', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  { date: '1961-12-31', timezone: 'Europe/Oslo', latitude: 69.6, longitude: 18.9 },
]

describe('the daśā at reading depth', () => {
  for (const birth of births)
    it(`${birth.date}${birth.time ? '' : ' (no time)'}: two full levels, the third along the running path only`, () => {
      const ref = Date.UTC(2026, 10, 24)
      const full = computeCoreChart(eph, birth, DEFAULT_SETTINGS, true, ref).dasha!
      const read = computeCoreChart(eph, birth, DEFAULT_SETTINGS, true, ref, 'reading').dasha!
      expect(read.current).toEqual(full.current)
      expect(read.timeline).toHaveLength(9)
      let third = 0
      read.timeline.forEach((md, i) => {
        const f = full.timeline[i]!
        expect({ ...md, antardashas: undefined }).toEqual({ ...f, antardashas: undefined })
        expect(md.antardashas).toHaveLength(9)
        md.antardashas!.forEach((ad, j) => {
          const fa = f.antardashas![j]!
          expect({ ...ad, antardashas: undefined }).toEqual({ ...fa, antardashas: undefined })
          const running = Date.parse(ad.start) <= ref && ref < Date.parse(ad.end)
          if (running) {
            expect(ad.antardashas).toEqual(fa.antardashas)
            third++
          } else expect(ad.antardashas).toBeUndefined()
        })
      })
      expect(third).toBe(1)
      const plain = (t: typeof read.timeline) =>
        runningLevels(t, ref).map(({ level, planet, start, end }) => ({ level, planet, start, end }))
      expect(plain(read.timeline)).toHaveLength(3)
      expect(plain(read.timeline)).toEqual(plain(full.timeline))
    })
})
