/**
 * The muhurta scan and catalogue (src/readings/muhurta/): for every event of the catalogue, a day it
 * must pick (the best day of 2027 at New Delhi, whose pañcāṅga, computed here apart from the scan,
 * must meet the event's rules) and a day it must refuse (the first day of 2027 whose Moon is in a
 * nakṣatra the event refuses, or else whose tithi it refuses), with the rule that decides; the free-text
 * matcher; and the words of the answer against the content policy.
 */
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { NAKSHATRAS, SIGNS } from '../../src/astro/index.js'
import { BOOKS } from '../../src/corpus/vocabulary.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { limbsAt, VARAS } from '../../src/jyotisha/panchanga/index.js'
import { chooseEvent, matchEvent, MUHURTA_EVENTS } from '../../src/readings/muhurta/catalogue.js'
import { natalOf, scanMuhurta, type MuhurtaInput } from '../../src/readings/muhurta/scan.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const ZONE = 'Asia/Kolkata'
const DELHI = { latDeg: 28.6139, lonDeg: 77.209 }
const BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}
const core = computeCoreChart(eph, BIRTH, DEFAULT_SETTINGS, true, Date.parse('2026-11-25T00:00:00Z'))
const natal = natalOf(eph, core)

const input = (
  event: (typeof MUHURTA_EVENTS)[number],
  first: string,
  last: string,
  topN = 1,
): MuhurtaInput => {
  const ymd = (s: string) => {
    const [year, month, day] = s.split('-').map(Number) as [number, number, number]
    return { year, month, day }
  }
  return {
    event,
    place: DELHI,
    zone: ZONE,
    first: ymd(first),
    last: ymd(last),
    timeOfDay: null,
    topN,
    subjectName: 'Asha',
    natal,
  }
}

const sunriseOf = (date: string) => {
  const d = DateTime.fromISO(date, { zone: ZONE })
  const jd = eph.sunEvent(eph.instant(d.toMillis()).jdUt, 'rise', DELHI, 'upper-limb', 1013.25, 0)!
  return eph.instantFromJdUt(jd).epochMs
}

describe('every event of the catalogue picks a day its rules favour and refuses one they refuse', () => {
  for (const event of MUHURTA_EVENTS) {
    it(`${event.id}`, () => {
      const best = scanMuhurta(eph, input(event, '2027-01-01', '2027-12-31')).windows[0]
      expect(best, 'a day of 2027 qualifies').toBeDefined()
      // The pick, judged here apart from the scan: its limbs in the middle of its best span meet the
      // event's rules (test/unit/muhurta-spans.test.ts checks every instant of every span).
      const span = best!.spans[best!.best]!
      const at = limbsAt(eph, (span.startMs + span.endMs) / 2)
      const weekday = VARAS[DateTime.fromISO(best!.date, { zone: ZONE }).weekday % 7]!.name
      expect(event.nakshatras.avoided).not.toContain(at.nakshatra.name)
      expect(event.tithis.avoided).not.toContain(at.tithi.number)
      expect(event.weekdays.avoided as string[]).not.toContain(weekday)
      expect(at.karana.name).not.toBe('Vishti')
      expect([17, 27]).not.toContain(at.yoga.number)
      const natalNak = Math.floor(natal.moonLon / (360 / 27))
      const count = ((at.nakshatra.number - 1 - natalNak + 27) % 27) + 1
      expect(count > 9 || ![3, 5, 7].includes(count), 'no hard tārā in the first round').toBe(true)
      const fromMoon = ((at.moonSign.number - 1 - Math.floor(natal.moonLon / 30) + 12) % 12) + 1
      expect(fromMoon).not.toBe(8)
      // What decides it: a favoured nakṣatra, or a favoured tithi and weekday, named in its reasons.
      const favouredNak = (event.nakshatras.favoured as string[]).includes(at.nakshatra.name)
      expect(
        favouredNak ||
          (event.tithis.favoured.includes(at.tithi.number) &&
            (event.weekdays.favoured as string[]).includes(weekday)),
      ).toBe(true)
      if (favouredNak) expect(span.reasons.map((t) => t.en).join(' ')).toContain(at.nakshatra.name)
      expect(span.limbs.nakshatra.name).toBe(at.nakshatra.name)
      expect(span.limbs.tithi.number).toBe(at.tithi.number)
      for (const s of best!.spans) {
        expect(event.lagnas).toContain(s.lagna)
        expect(s.endMs - s.startMs).toBeGreaterThanOrEqual(10 * 60_000)
      }

      // A refusal: the first day (on a weekday the event takes) whose Vedic day, sunrise to sunrise,
      // runs wholly inside one nakṣatra the event refuses (else one tithi it refuses).
      let refused: { date: string; key: 'nakshatra' | 'tithi' } | null = null
      for (
        let d = DateTime.fromISO('2027-01-01', { zone: ZONE });
        !refused && d.year === 2027;
        d = d.plus({ days: 1 })
      ) {
        if ((event.weekdays.avoided as string[]).includes(VARAS[d.weekday % 7]!.name)) continue
        const from = sunriseOf(d.toISODate()!)
        const to = sunriseOf(d.plus({ days: 1 }).toISODate()!)
        const [a, b] = [limbsAt(eph, from + 1000), limbsAt(eph, to - 1000)]
        // Nakṣatras and tithis last under 27 hours: the same one at both ends held all day.
        if (
          a.nakshatra.number === b.nakshatra.number &&
          (event.nakshatras.avoided as string[]).includes(a.nakshatra.name)
        )
          refused = { date: d.toISODate()!, key: 'nakshatra' }
        else if (a.tithi.number === b.tithi.number && event.tithis.avoided.includes(a.tithi.number))
          refused = { date: d.toISODate()!, key: 'tithi' }
      }
      expect(refused).not.toBeNull()
      const r = scanMuhurta(eph, input(event, refused!.date, refused!.date))
      expect(r.windows).toEqual([])
      expect(r.excluded.map((e) => e.key)).toContain(refused!.key)
    })
  }
})

describe('the catalogue', () => {
  it('has twenty-four events with valid, disjoint lists, classical books and unique aliases', () => {
    expect(MUHURTA_EVENTS).toHaveLength(24)
    const aliases = new Set<string>()
    for (const e of MUHURTA_EVENTS) {
      expect(e.books.length).toBeGreaterThan(0)
      for (const b of e.books) expect(BOOKS).toContain(b)
      for (const n of [...e.nakshatras.favoured, ...e.nakshatras.avoided]) expect(NAKSHATRAS).toContain(n)
      expect(e.nakshatras.favoured.filter((n) => e.nakshatras.avoided.includes(n))).toEqual([])
      expect(e.tithis.favoured.filter((t) => e.tithis.avoided.includes(t))).toEqual([])
      for (const s of e.lagnas) expect(SIGNS).toContain(s)
      for (const a of e.aliases) {
        expect(aliases.has(a), a).toBe(false)
        aliases.add(a)
      }
      for (const text of [e.name, e.summary, ...e.notes]) expect(policyViolations(text), text).toEqual([])
    }
  })
})

describe('free text', () => {
  it.each([
    ['Shaadi', 'marriage'],
    ['our wedding in spring', 'marriage'],
    ['Griha Pravesh for the new flat', 'griha_pravesha'],
    ['grihapravesh', 'griha_pravesha'],
    ['house warming party', 'griha_pravesha'],
    ['mundan ceremony for my son', 'mundana'],
    ['bhoomi pujan for the plot', 'griha_arambha'],
    ['a small puja at home', 'general'],
    ['buy a car', 'vehicle_purchase'],
    ['naamkaran of our daughter', 'namakarana'],
    ['Upanayanam', 'upanayana'],
    ['sagai', 'engagement'],
    ['Guru Pushya gold purchase', 'gold_purchase'],
    ['ratna dharan', 'ratna_dharana'],
    ['godh bharai', 'simanta'],
    ['vadhu pravesh', 'vadhu_pravesha'],
    ['murti pratishtha', 'murti_pratishtha'],
    ['roof slab casting', 'roof_casting'],
    ['loan repayment', 'debt_repayment'],
    ['contract signing', 'contract_signing'],
  ])('“%s” is %s', (text, id) => {
    expect(matchEvent(text)?.event.id).toBe(id)
    expect(chooseEvent(undefined, text)).toMatchObject({ event: { id }, chosenBy: 'freeText' })
  })
  it('text that names no event: the general profile, and the answer says so', () => {
    expect(matchEvent('something nice')).toBeNull()
    const c = chooseEvent(undefined, 'something nice')
    expect(c.event.id).toBe('general')
    expect(c.understood.en).toMatch(/did not name an event/)
    expect(chooseEvent(undefined, undefined).chosenBy).toBe('default')
    expect(chooseEvent('travel', 'shaadi').event.id).toBe('travel')
  })
})

describe('the words', () => {
  it('follow the content policy, name the person only as asked, and carry no scores', () => {
    for (const event of MUHURTA_EVENTS) {
      const r = scanMuhurta(eph, input(event, '2027-04-01', '2027-06-30', 10))
      const texts = [
        ...r.windows.flatMap((w) => [
          ...w.spans.flatMap((s) => [...s.reasons, ...s.cautions].map((t) => t.en)),
          w.runningPeriod?.note.en ?? '',
        ]),
        ...r.nearMisses.map((n) => n.refusedFor.en),
      ]
      for (const t of texts) {
        expect(policyViolations(t), t).toEqual([])
        expect(t).not.toMatch(/\d+(\.\d+)?\s*(points?|%|\/\s*\d)/)
      }
      expect(texts.join(' ')).not.toMatch(/\bthe person\b/)
    }
  })
})
