/**
 * Ṣaḍbala (BPHS ch. 27) against B. V. Raman, "Graha and Bhava Balas" (13th ed., UBS 1992), which works
 * one chart through every table: the "Standard Horoscope", born 16 Oct 1918 (Wednesday) at 2:14 pm local
 * apparent time near Bangalore, lagna 294°57′ (Capricorn 24°57′), nirayana longitudes Sun 179°08′, Moon
 * 311°40′, Mars 229°49′, Mercury 180°33′, Jupiter 83°35′, Venus 170°04′, Saturn 124°51′, ayanāṃśa 21°16′.
 * Our transcription of the book's numbers: the line-cited extraction docs/raman_saab/
 * gbb_shadbala_reference.md (§10 table, GBB-8:280-298) and the worked sub-tables quoted in that
 * repository's plans (GBB-3:514-716, GBB-5, GBB-6:547-551, GBB-10); where the book contradicts itself
 * the test says so and which figure we hold to.
 *
 * Raman prints to 0.01 virūpa (uccha to 0.1) from longitudes in whole minutes (1′ = 0.0056 virūpa of a
 * ÷3 bala): tolerances are stated per table in virūpas (ṣaṣṭiāṃśas).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLANETS, type Planet } from '../../src/jyotisha/grahas.js'
import { chestaKendraDeg, ishtaPhala, kashtaPhala } from '../../src/jyotisha/shadbala/chesta.js'
import { digBala, naisargikaBala } from '../../src/jyotisha/shadbala/dig.js'
import { drikBala } from '../../src/jyotisha/shadbala/drik.js'
import { computeShadbala, type ShadbalaInput } from '../../src/jyotisha/shadbala/index.js'
import { ayanaBala, horaLord, kaliYearAndMonthLords, yuddhaBala } from '../../src/jyotisha/shadbala/kala.js'
import { kendraBala, sthanaParts, ucchaBala } from '../../src/jyotisha/shadbala/sthana.js'

const dm = (d: number, m: number) => d + m / 60
const LON: Record<Planet, number> = {
  Sun: dm(179, 8),
  Moon: dm(311, 40),
  Mars: dm(229, 49),
  Mercury: dm(180, 33),
  Jupiter: dm(83, 35),
  Venus: dm(170, 4),
  Saturn: dm(124, 51),
}
const LAGNA = dm(294, 57)
/** The 10th bhāva madhya. Not in our transcription; the Sun's dig bala (48.07) puts the IC at 34°55′, and
 *  the Moon's, Mars's and Venus's, checked below, agree with it to within 0.01 virūpa. */
const MC = dm(214, 55)
const AYANAMSA = dm(21, 16)

/** Raman's krānti (ch. V): declination from the sāyana longitude by his 15° table of cumulative arcs
 *  (362′, 703′, 1002′, 1238′, 1388′, 1440′), linearly interpolated, latitude ignored. */
function ramanKrantiDeg(nirayanaDeg: number): number {
  const cum = [0, 362, 703, 1002, 1238, 1388, 1440]
  const L = (((nirayanaDeg + AYANAMSA) % 360) + 360) % 360
  const north = L <= 180
  const bhuja = L <= 90 ? L : L <= 180 ? 180 - L : L <= 270 ? L - 180 : 360 - L
  const q = Math.min(5, Math.floor(bhuja / 15))
  const arcMin = cum[q]! + ((cum[q + 1]! - cum[q]!) * (bhuja - 15 * q)) / 15
  return (north ? 1 : -1) * (arcMin / 60)
}

/** Birth day 16 Oct 1918, civil JD day 2421883; times are local apparent time (only differences count).
 *  Raman's sunrise and sunset are not in our transcription: 6:03 and 17:57 are the Sun's rising and
 *  setting at 12°59′ N for its declination −8°40′. Any sunrise in (5:14, 6:14] gives his horā lord
 *  (the Moon) and any day longer than 11 h 42 m starting then gives his third (Saturn's). */
const DAY0 = 2421882.5
const at = (h: number, m: number) => DAY0 + (h + m / 60) / 24
const { yearLord, monthLord } = kaliYearAndMonthLords(2421883)

const INPUT: ShadbalaInput = {
  lonDeg: LON,
  declinationDeg: Object.fromEntries(PLANETS.map((p) => [p, ramanKrantiDeg(LON[p])])) as Record<
    Planet,
    number
  >,
  lagnaLonDeg: LAGNA,
  mcLonDeg: MC,
  jdUt: at(14, 14),
  sunriseJdUt: at(6, 3),
  sunsetJdUt: at(17, 57),
  nextSunriseJdUt: at(30, 3),
  apparentSolarTimeHours: 14 + 14 / 60,
  weekdayLord: 'Mercury',
  yearLord,
  monthLord,
  // Raman ch. VI, Ex. 49–51: mean Sun 181.2275° (also the mean of Mercury and Venus, and the śīghrocca of
  // Mars, Jupiter, Saturn); mean Mars 266.34°, Jupiter 66.91°, Saturn 111.23°; śīghrocca of Mercury
  // 174.49°, of Venus 158.35°.
  meanLonDeg: { Mars: 266.34, Mercury: 181.2275, Jupiter: 66.91, Venus: 181.2275, Saturn: 111.23 },
  shighroccaDeg: {
    Mars: 181.2275,
    Mercury: 174.49,
    Jupiter: 181.2275,
    Venus: 158.35,
    Saturn: 181.2275,
  },
}
const RESULT = computeShadbala(INPUT)
const of = (p: Planet) => RESULT.find((r) => r.planet === p)!

function expectTable(got: (p: Planet) => number, want: Partial<Record<Planet, number>>, tolVirupas: number) {
  for (const [p, v] of Object.entries(want)) {
    expect(Math.abs(got(p as Planet) - v), `${p}: got ${got(p as Planet)}, want ${v}`).toBeLessThanOrEqual(
      tolVirupas,
    )
  }
}

describe('Raman, Standard Horoscope: sthāna bala (ch. III)', () => {
  const parts = (p: Planet) => of(p).components.sthana.parts
  it('uccha bala (printed to 0.1; tolerance 0.1)', () => {
    expectTable(
      (p) => parts(p).uccha,
      {
        Sun: 3.6,
        Moon: 32.9,
        Mars: 37.2,
        Mercury: 54.8,
        Jupiter: 56.2,
        Venus: 2.3,
        Saturn: 34.9,
      },
      0.1,
    )
  })
  it('saptavargaja bala (exact sums of the ladder: tolerance 0.001)', () => {
    expectTable(
      (p) => parts(p).saptavargaja,
      {
        Sun: 129.375,
        Moon: 48.75,
        Mercury: 150,
        Jupiter: 71.25,
        Venus: 110.625,
      },
      0.001,
    )
  })
  it('saptavargaja: the two cells where Raman’s varga lord contradicts the BPHS bands', () => {
    // Mars at Scorpio 19°49′: the even-sign triṃśāṃśa bands (Venus 0–5, Mercury 5–12, Jupiter 12–20) put it
    // in Jupiter's (neutral, 7.5); Raman counts his own (30): book 112.5, BPHS rule 112.5 − 22.5.
    expect(parts('Mars').saptavargaja).toBeCloseTo(112.5 - 30 + 7.5, 3)
    // Saturn at Leo 4°51′ is past the first saptāṃśa (0–4°17′), in Virgo (Mercury, great friend, 22.5);
    // Raman keeps the Sun's (neutral, 7.5): book 82.5, BPHS rule 82.5 + 15.
    expect(parts('Saturn').saptavargaja).toBeCloseTo(82.5 - 7.5 + 22.5, 3)
  })
  it('ojhayugma and kendra bala (exact)', () => {
    expectTable(
      (p) => parts(p).ojhayugma,
      {
        Sun: 0,
        Moon: 15,
        Mars: 15,
        Mercury: 30,
        Jupiter: 15,
        Venus: 30,
        Saturn: 15,
      },
      0,
    )
    expectTable(
      (p) => parts(p).kendra,
      {
        Sun: 15,
        Moon: 30,
        Mars: 30,
        Mercury: 60,
        Jupiter: 15,
        Venus: 15,
        Saturn: 30,
      },
      0,
    )
  })
  it('sthāna totals (tolerance 0.05: the uccha rounding)', () => {
    // Ch. VIII table. Moon: ch. III Ex. 13 prints 126.65 and ch. VIII 141.65 (a 15 the parts do not
    // give); we hold to ch. III. Venus's ch. VIII 157.925 is likewise 15 below its parts (Virgo 20°04′ is
    // the third drekkāṇa, the female one): not tested as a total.
    expectTable(
      (p) => of(p).components.sthana.shashtiamsas,
      {
        Sun: 147.975,
        Moon: 126.65,
        Mercury: 294.8,
        Jupiter: 157.45,
      },
      0.05,
    )
    // Mars and Saturn differ from the book only by the two varga cells above.
    expect(of('Mars').components.sthana.shashtiamsas - (194.7 - 22.5)).toBeLessThan(0.1)
    expect(Math.abs(of('Saturn').components.sthana.shashtiamsas - (162.4 + 15))).toBeLessThan(0.1)
  })
})

describe('Raman, Standard Horoscope: dig bala (ch. IV) and naisargika bala (ch. VII)', () => {
  it('dig bala (tolerance 0.02)', () => {
    expectTable(
      (p) => of(p).components.dig.shashtiamsas,
      {
        Sun: 48.07,
        Moon: 32.25,
        Mars: 55.03,
        Mercury: 21.86,
        Jupiter: 10.45,
        Venus: 14.95,
        Saturn: 56.7,
      },
      0.02,
    )
  })
  it('naisargika bala (Raman cuts 60n/7 short: Mercury 25.70 for 25.714; tolerance 0.015)', () => {
    expectTable(
      (p) => of(p).components.naisargika.shashtiamsas,
      {
        Sun: 60,
        Moon: 51.43,
        Mars: 17.14,
        Mercury: 25.7,
        Jupiter: 34.28,
        Venus: 42.85,
        Saturn: 8.57,
      },
      0.015,
    )
  })
})

describe('Raman, Standard Horoscope: kāla bala (ch. V)', () => {
  const parts = (p: Planet) => of(p).components.kala.parts
  it('nathonnata and pakṣa (tolerance 0.02)', () => {
    expectTable(
      (p) => parts(p).nathonnata,
      {
        Sun: 48.84,
        Moon: 11.16,
        Mars: 11.16,
        Mercury: 60,
        Jupiter: 48.84,
        Venus: 48.84,
        Saturn: 11.16,
      },
      0.02,
    )
    expectTable(
      (p) => parts(p).paksha,
      {
        Sun: 15.83,
        Moon: 88.34,
        Mars: 15.83,
        Mercury: 44.17,
        Jupiter: 44.17,
        Venus: 44.17,
        Saturn: 15.83,
      },
      0.02,
    )
  })
  it('tribhāga, abda, māsa, vāra and horā lords (exact)', () => {
    expect(yearLord).toBe('Saturn')
    expect(monthLord).toBe('Mercury')
    expect(horaLord('Mercury', INPUT.jdUt, INPUT.sunriseJdUt)).toBe('Moon')
    for (const p of PLANETS) {
      const k = parts(p)
      expect(k.tribhaga).toBe(p === 'Jupiter' || p === 'Saturn' ? 60 : 0)
      expect(k.abda).toBe(p === 'Saturn' ? 15 : 0)
      expect(k.masa).toBe(p === 'Mercury' ? 30 : 0)
      expect(k.vara).toBe(p === 'Mercury' ? 45 : 0)
      expect(k.hora).toBe(p === 'Moon' ? 60 : 0)
      expect(k.yuddha).toBe(0)
    }
  })
  it('ayana bala from Raman’s krānti (tolerance 0.03)', () => {
    expectTable(
      (p) => parts(p).ayana,
      {
        Sun: 39.82,
        Moon: 43.26,
        Mercury: 40.75,
        Jupiter: 58.92,
        Saturn: 13.75,
      },
      0.03,
    )
    // Raman prints Mars 1.40 and Venus 23.80, 0.50 below his own formula (24 ± k) × 1.25 with his krānti
    // (Mars −22°29′, Venus +19°26′): a slip in the book; we give the formula's value.
    expect(parts('Mars').ayana).toBeCloseTo(1.4 + 0.5, 1)
    expect(parts('Venus').ayana).toBeCloseTo(23.8 + 0.5, 1)
  })
  it('kāla totals (tolerance 0.06; Saturn printed 115.69, its parts add to 115.74)', () => {
    expectTable(
      (p) => of(p).components.kala.shashtiamsas,
      {
        Sun: 104.49,
        Moon: 202.75,
        Mercury: 219.92,
        Jupiter: 211.93,
        Saturn: 115.74,
      },
      0.06,
    )
  })
})

describe('Raman, Standard Horoscope: ceṣṭā (ch. VI), dṛk (ch. VIII), totals and phala (ch. X)', () => {
  it('ceṣṭā kendra and bala of Mars … Saturn (tolerance 0.01)', () => {
    expect(chestaKendraDeg(181.2275, 266.34, LON.Mars)).toBeCloseTo(360 - 293.15, 1)
    expectTable(
      (p) => of(p).components.chesta.shashtiamsas,
      {
        Mars: 22.28,
        Mercury: 2.13,
        Jupiter: 35.33,
        Venus: 5.76,
        Saturn: 21.06,
      },
      0.01,
    )
  })
  it('dṛk bala (tolerance 0.02, except the Sun and Jupiter, see below)', () => {
    expectTable(
      (p) => drikBala(p, LON),
      {
        Moon: -11.9,
        Mars: 5.35,
        Mercury: 16.05,
        Venus: 18.67,
        Saturn: 7.37,
      },
      0.02,
    )
    // Every other cell agrees to 0.02; the Sun's and Jupiter's are left open below.
  })
  // Unexplained residuals, not asserted: Raman prints Sun +16.72 and Jupiter −6.57; the BPHS 26 formula
  // gives +16.59 (Moon 36.27 + Jupiter 42.23 − Saturn 12.14, ÷ 4) and −6.52.
  it.todo('dṛk bala of the Sun (Raman +16.72, ours +16.59) and Jupiter (−6.57, ours −6.52)')
  it('totals where every component agrees with the book (tolerance 0.005 rūpa)', () => {
    // Jupiter printed 7.381. Mercury printed 9.743, but its printed components add to 580.46 (9.674).
    expect(of('Jupiter').rupas).toBeCloseTo(7.381, 2)
    expect(Math.abs(of('Jupiter').rupas - 7.381)).toBeLessThan(0.005)
    expect(Math.abs(of('Mercury').rupas - 9.674)).toBeLessThan(0.005)
  })
  it('iṣṭa and kaṣṭa phala (tolerance 0.05)', () => {
    expect(Math.abs(of('Venus').ishtaPhala - 3.63)).toBeLessThan(0.05)
    expect(Math.abs(of('Venus').kashtaPhala - 55.94)).toBeLessThan(0.05)
    expect(Math.abs(of('Jupiter').ishtaPhala - 44.56)).toBeLessThan(0.05)
    expect(Math.abs(of('Jupiter').kashtaPhala - 9.73)).toBeLessThan(0.05)
  })
})

describe('BPHS invariants', () => {
  const lon = fc.double({ min: 0, max: 359.999, noNaN: true })
  it('naisargika is fixed; kendra ∈ {60, 30, 15}; uccha, dig ∈ [0, 60]', () => {
    expectTable(
      naisargikaBala,
      {
        Sun: 60,
        Moon: 51.43,
        Venus: 42.86,
        Jupiter: 34.29,
        Mercury: 25.71,
        Mars: 17.14,
        Saturn: 8.57,
      },
      0.005,
    )
    fc.assert(
      fc.property(fc.constantFrom(...PLANETS), lon, lon, lon, (p, l, a, m) => {
        expect([60, 30, 15]).toContain(kendraBala(l, a))
        for (const v of [ucchaBala(p, l), digBala(p, l, a, m)]) {
          expect(v).toBeGreaterThanOrEqual(0)
          expect(v).toBeLessThanOrEqual(60)
        }
      }),
    )
    expect(ucchaBala('Sun', 10)).toBeCloseTo(60, 9)
    expect(ucchaBala('Saturn', 20)).toBeCloseTo(0, 9)
  })
  it('sthāna parts stay in their ranges', () => {
    fc.assert(
      fc.property(fc.array(lon, { minLength: 8, maxLength: 8 }), (ls) => {
        const l = Object.fromEntries(PLANETS.map((p, i) => [p, ls[i]!])) as Record<Planet, number>
        for (const p of PLANETS) {
          const s = sthanaParts(p, l, ls[7]!)
          expect(s.saptavargaja).toBeGreaterThanOrEqual(7 * 1.875)
          expect(s.saptavargaja).toBeLessThanOrEqual(45 + 6 * 30)
          expect([0, 15, 30]).toContain(s.ojhayugma)
          expect([0, 15]).toContain(s.drekkana)
        }
      }),
    )
  })
  it('ayana bala is 30 on the equator (60 for the Sun) and ishta/kashta lie in [0, 60]', () => {
    for (const p of PLANETS) expect(ayanaBala(p, 0)).toBeCloseTo(p === 'Sun' ? 60 : 30, 9)
    expect(ayanaBala('Jupiter', 24)).toBeCloseTo(60, 9)
    expect(ayanaBala('Saturn', 24)).toBeCloseTo(0, 9)
    expect(ayanaBala('Mercury', -24)).toBeCloseTo(60, 9)
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (u, c) => {
          expect(ishtaPhala(u, c)).toBeLessThanOrEqual(60 + 1e-9)
          expect(kashtaPhala(u, c)).toBeLessThanOrEqual(60 + 1e-9)
        },
      ),
    )
  })
  it('yuddha: the victor gains exactly what the loser loses', () => {
    const l = { ...LON, Venus: dm(229, 20) } // Venus 0°29′ from Mars: at war
    const decl = { ...INPUT.declinationDeg, Venus: -10, Mars: -15 }
    const pre = { Sun: 0, Moon: 0, Mars: 300, Mercury: 0, Jupiter: 0, Venus: 400, Saturn: 0 }
    const y = yuddhaBala(l, decl, pre)
    expect(y.Venus).toBeCloseTo(100 / (16.6 - 9.4), 9) // Venus is further north: the victor
    expect(y.Mars).toBeCloseTo(-y.Venus, 9)
    expect(PLANETS.reduce((s, p) => s + y[p], 0)).toBeCloseTo(0, 9)
    expect(yuddhaBala(LON, decl, pre).Mars).toBe(0)
  })
  it('the Kali year and month lords step by 3 and 2 weekdays (360 ≡ 3, 30 ≡ 2 mod 7)', () => {
    const a = kaliYearAndMonthLords(2421883)
    const b = kaliYearAndMonthLords(2421883 + 360)
    const order: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']
    expect((order.indexOf(b.yearLord) - order.indexOf(a.yearLord) + 7) % 7).toBe(3)
  })
})
