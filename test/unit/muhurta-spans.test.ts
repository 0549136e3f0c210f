/**
 * No offered muhurta span contains a refused moment (issue 30). Every span the scan offers for every
 * event of the catalogue over half a year is sampled every few minutes, from its first second to its
 * last, and each refusal is checked again at each instant from the ephemeris directly — the limbs from
 * the Sun's and the Moon's longitudes, the rising sign from Swiss Ephemeris' ascendant, the kālams
 * from the day's pañcāṅga, the malefics' places from their own positions — never from the scan's own
 * pieces. Then the case the reviewer found: 2027-03-11 at New Delhi, where the marriage spans after
 * Revatī ended ran inside the Revatī–Aśvinī gaṇḍānta and Vipat tārā.
 */
import { DateTime } from 'luxon'
import { nakshatra28Of, vedhaPartner } from '../../src/readings/muhurta/wedding-faults.js'
import { describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/index.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { limbsAt, lunarMonthAt, panchangaDay, type Span } from '../../src/jyotisha/panchanga/index.js'
import { MUHURTA_EVENTS } from '../../src/readings/muhurta/catalogue.js'
import { natalOf, scanMuhurta } from '../../src/readings/muhurta/scan.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const eph = testEphemeris()
const ZONE = 'Asia/Kolkata'
const DELHI = { latDeg: 28.6139, lonDeg: 77.209 }
const MIN = 60_000
// The person of the reviewer's searches: born 1993-05-17 06:40 IST at Hyderabad.
const BIRTH = { date: '1993-05-17', time: '06:40', timezone: ZONE, latitude: 17.385, longitude: 78.4867 }
const core = computeCoreChart(eph, BIRTH, DEFAULT_SETTINGS, true, Date.parse('2026-11-25T00:00:00Z'))
const natal = natalOf(eph, core)
const natalNak = Math.floor(natal.moonLon / (360 / 27))
const natalSign = Math.floor(natal.moonLon / 30)

const ymd = (s: string) => {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}
const sid = (body: 'Sun' | 'Mars' | 'Saturn' | 'MeanNode' | 'Jupiter' | 'Venus' | 'Mercury', ms: number) => {
  const l = eph.position(body, eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon
  return ((l % 360) + 360) % 360
}
const risingSign = (ms: number) => {
  const t = eph.instant(ms)
  const h = eph.houses(t.jdUt, DELHI.latDeg, DELHI.lonDeg, 'E')!
  return Math.floor(((((h.ascendant - eph.ayanamsa('lahiri', t.jdTt, false)) % 360) + 360) % 360) / 30)
}
const inside = (t: number, s: Span | null) => s !== null && s.startMs <= t && t < s.endMs

/** Every refusal that holds at `t` for the event, judged from scratch; empty when none does. */
function refusalsAt(event: (typeof MUHURTA_EVENTS)[number], t: number, day: ReturnType<typeof panchangaDay>) {
  const out: string[] = []
  const l = limbsAt(eph, t)
  if ((event.nakshatras.avoided as string[]).includes(l.nakshatra.name)) out.push('nakshatra')
  if (event.tithis.avoided.includes(l.tithi.number)) out.push('tithi')
  if ((event.weekdays.avoided as string[]).includes(day.vara.name)) out.push('weekday')
  if (l.karana.name === 'Vishti') out.push('vishti')
  if (l.yoga.number === 17 || l.yoga.number === 27) out.push('yoga')
  const count = ((l.nakshatra.number - 1 - natalNak + 27) % 27) + 1
  if (count <= 9 && [3, 5, 7].includes(count)) out.push('tara')
  if (((l.moonSign.number - 1 - natalSign + 12) % 12) + 1 === 8) out.push('chandrashtama')
  const sunSign = Math.floor(l.sunLon / 30)
  if (event.exclusions.includes('kharmas') && (sunSign === 8 || sunSign === 11)) out.push('kharmas')
  if (event.exclusions.includes('dakshinayana') && sunSign >= 3 && sunSign <= 8) out.push('dakshinayana')
  if (event.exclusions.includes('panchaka') && l.moonLon >= 300) out.push('panchaka')
  if (event.exclusions.includes('sankranti')) {
    // The Sun changes sign within the Vedic day, or less than sixteen ghaṭīs before t.
    const sign = (ms: number) => Math.floor(limbsAt(eph, ms).sunLon / 30)
    if (sign(day.day.startMs) !== sign(day.day.endMs - 1) || sign(t - 16 * 24 * MIN) !== sunSign)
      out.push('sankranti')
  }
  const month = lunarMonthAt(eph, t)
  const tithi = l.tithi.number
  if (event.exclusions.includes('adhika_masa') && month.adhika) out.push('adhika_masa')
  if (event.exclusions.includes('holashtak') && month.index === 11 && tithi >= 8 && tithi <= 15)
    out.push('holashtak')
  if (
    event.exclusions.includes('chaturmas') &&
    ((month.index === 3 && tithi >= 11) ||
      [4, 5, 6].includes(month.index) ||
      (month.index === 7 && tithi < 11))
  )
    out.push('chaturmas')
  if (event.exclusions.includes('pitru_paksha') && month.index === 5 && tithi > 15) out.push('pitru_paksha')
  if (event.exclusions.includes('simhastha_guru') && Math.floor(sid('Jupiter', t) / 30) === 4)
    out.push('simhastha_guru')
  // Combustion by the elongation orbs (jyotisha.md §1.5), retrograde orbs where they differ.
  for (const [planet, direct, retro] of [
    ['Jupiter', 11, 11],
    ['Venus', 10, 8],
    ['Mercury', 14, 12],
  ] as const) {
    if (!event.exclusions.includes(`${planet.toLowerCase()}_combust` as never)) continue
    const p = eph.position(planet, eph.instant(t).jdTt, { ayanamsa: 'lahiri' })
    const d = Math.abs(((((p.lon - l.sunLon) % 360) + 540) % 360) - 180)
    if (d <= (p.lonSpeed < 0 ? retro : direct)) out.push(`${planet}_combust`)
  }
  // Gaṇḍānta: a water–fire junction of nakṣatras within 48 minutes, of the 5th/10th/15th tithis within 24.
  const [nb, na] = [limbsAt(eph, t - 48 * MIN).nakshatra.number, limbsAt(eph, t + 48 * MIN).nakshatra.number]
  if ([9, 18, 27].includes(nb) && na === (nb % 27) + 1) out.push('gandanta')
  const [tb, ta] = [limbsAt(eph, t - 24 * MIN).tithi.number, limbsAt(eph, t + 24 * MIN).tithi.number]
  if (tb % 5 === 0 && ta === (tb % 30) + 1) out.push('gandanta')
  const [lb, la] = [risingSign(t - 12 * MIN), risingSign(t + 12 * MIN)]
  if ([3, 7, 11].includes(lb) && la === (lb + 1) % 12) out.push('gandanta')
  // The rising sign and lagna śuddhi.
  const lagna = risingSign(t)
  if (!(event.lagnas as string[]).includes(SIGNS[lagna]!)) out.push('lagna')
  const rahu = sid('MeanNode', t)
  const malefics = [sid('Sun', t), sid('Mars', t), sid('Saturn', t), rahu, (rahu + 180) % 360]
  for (const lon of malefics) {
    if (event.emptyOfMalefics.includes(((Math.floor(lon / 30) - lagna + 12) % 12) + 1))
      out.push('lagna_shuddhi')
    if (Math.floor(lon / (360 / 27)) === l.nakshatra.number - 1) out.push('moon_yuti')
  }
  if (((l.moonSign.number - 1 - lagna + 12) % 12) + 1 === 8) out.push('lagna_shuddhi')
  if (event.id === 'marriage') out.push(...weddingRefusalsAt(t, l))
  // The parts of the day avoided.
  for (const s of [day.rahuKalam, day.yamaganda, day.gulikaKalam, ...(day.durmuhurta ?? []), ...day.varjyam])
    if (inside(t, s)) out.push('kalam')
  return out
}

/** Dagdha tithi by the Sun's sign, Aries … Pisces (Muhurta Chintamani, restated from docs/muhurta.md). */
const DAGDHA = [6, 4, 8, 6, 10, 8, 12, 10, 2, 12, 4, 2]
/** Krānti-sāmya: Muhurta Chintamani's pairs of signs, either way round (Leo–Aries, Taurus–Capricorn, …). */
const KRANTI = [
  [4, 0],
  [1, 9],
  [6, 10],
  [5, 11],
  [3, 7],
  [8, 2],
]
/** The yogas of ekārgala, 1-based: Viṣkambha, Atigaṇḍa, Śūla, Gaṇḍa, Vyāghāta, Vajra, Vyatīpāta, Parigha, Vaidhṛti. */
const EKARGALA = [1, 6, 9, 10, 13, 15, 17, 19, 27]
/** The wedding faults that refuse (docs/muhurta.md), each judged here from the grahas' longitudes at `t`. */
function weddingRefusalsAt(t: number, l: ReturnType<typeof limbsAt>): string[] {
  const out: string[] = []
  const sunSign = Math.floor(l.sunLon / 30)
  if (((l.tithi.number - 1) % 15) + 1 === DAGDHA[sunSign]) out.push('dagdha_tithi')
  const moonSign = Math.floor(l.moonLon / 30)
  if (KRANTI.some(([a, b]) => (a === sunSign && b === moonSign) || (b === sunSign && a === moonSign)))
    out.push('kranti_samya')
  // The mṛtyu bāṇa: the Sun's whole degrees gone in its sign, plus 4, leave 5 when divided by 9.
  if ((Math.floor(l.sunLon % 30) + 4) % 9 === 5) out.push('bana')
  // Ekārgala: the Moon's nakṣatra an odd count from the Sun's among the 28 (Abhijit 276°40′–280°53′20″).
  const n28 = (lon: number) => {
    const n = Math.floor(lon / (360 / 27))
    if (lon >= 276 + 2 / 3 && lon < 280 + 8 / 9) return 21
    return n <= 20 ? n : n + 1
  }
  const count = ((n28(l.moonLon) - n28(l.sunLon) + 28) % 28) + 1
  if (EKARGALA.includes(l.yoga.number) && count % 2 === 1) out.push('ekargala')
  // Vedha: a graha in the nakṣatra on one line with the Moon's (the chakra's pairs from wedding-faults.ts).
  const rahu = sid('MeanNode', t)
  const grahas = [sid('Sun', t), sid('Mars', t), sid('Mercury', t), sid('Jupiter', t), sid('Venus', t)]
  grahas.push(sid('Saturn', t), rahu, (rahu + 180) % 360)
  const partner = vedhaPartner(nakshatra28Of(l.moonLon))
  if (grahas.some((lon) => nakshatra28Of(lon) === partner)) out.push('vedha')
  return out
}

describe('no offered span holds a refused moment', () => {
  for (const event of MUHURTA_EVENTS) {
    it(`${event.id}, January–June 2027 at New Delhi, every span sampled every 7 minutes`, () => {
      const r = scanMuhurta(eph, {
        event,
        place: DELHI,
        zone: ZONE,
        first: ymd('2027-01-01'),
        last: ymd('2027-06-30'),
        timeOfDay: null,
        topN: 50,
        subjectName: null,
        natal,
      })
      let checked = 0
      for (const w of r.windows) {
        const day = panchangaDay(eph, ymd(w.date), ZONE, DELHI, 'standard')
        for (const s of w.spans) {
          // Within the Vedic day (the scan finds sunrise on its own: a millisecond apart at most).
          expect(s.startMs).toBeGreaterThanOrEqual(day.day.startMs - 1)
          expect(s.endMs).toBeLessThanOrEqual(day.day.endMs + 1)
          const instants = [s.startMs + 1000, s.endMs - 1000]
          for (let t = s.startMs + 7 * MIN; t < s.endMs - 1000; t += 7 * MIN) instants.push(t)
          for (const t of instants) {
            const found = refusalsAt(event, t, day)
            expect(found, `${event.id} ${DateTime.fromMillis(t, { zone: ZONE }).toISO()}`).toEqual([])
            expect(SIGNS[risingSign(t)]).toBe(s.lagna)
            checked++
          }
        }
      }
      expect(r.windows.length).toBeGreaterThan(0)
      expect(checked).toBeGreaterThan(r.windows.length * 2)
    })
  }
})

describe('2027-03-11 at New Delhi, marriage (the reviewer’s case)', () => {
  // The reviewer's Swiss Ephemeris figures (issue 30): Revatī ends at 11:20 IST and its gaṇḍānta with
  // Aśvinī runs 10:31–12:08; the engine offered 11:20–11:46 and 11:46–14:00 there.
  const r = scanMuhurta(eph, {
    event: MUHURTA_EVENTS.find((e) => e.id === 'marriage')!,
    place: DELHI,
    zone: ZONE,
    first: ymd('2027-03-11'),
    last: ymd('2027-03-11'),
    timeOfDay: null,
    topN: 5,
    subjectName: null,
    natal,
  })
  const at = (hm: string) => DateTime.fromISO(`2027-03-11T${hm}`, { zone: ZONE }).toMillis()
  it('Revatī ends within a minute of 11:20, where the reviewer put it', () => {
    expect(limbsAt(eph, at('11:19')).nakshatra.name).toBe('Revati')
    expect(limbsAt(eph, at('11:21')).nakshatra.name).toBe('Ashwini')
  })
  it('offers no time from the start of the gaṇḍānta on', () => {
    for (const w of r.windows) for (const s of w.spans) expect(s.endMs).toBeLessThanOrEqual(at('10:32'))
  })
})
