/**
 * /v1/chart with `includeStrength` over HTTP: the `strength` and `ashtakavarga` shapes of issue 10, the
 * BPHS constants they must carry (naisargika bala, the minimums, each bhinna's fixed total) and the
 * sums that tie the parts together. The component values themselves are tested against B. V. Raman's
 * and PVR Narasimha Rao's worked examples in test/unit (shadbala*, ashtakavarga, vimshopaka).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApi, type TestApi } from '../helpers/app.js'

const birth = (over: Record<string, unknown> = {}) => ({
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ...over,
})

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']
/** Naisargika bala, BPHS 27: 60 × (7, 6, …, 1) / 7 in the order Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn. */
const NAISARGIKA: Record<string, number> = {
  Sun: 60,
  Moon: 51.43,
  Venus: 42.86,
  Jupiter: 34.29,
  Mercury: 25.71,
  Mars: 17.14,
  Saturn: 8.57,
}
/** BPHS 27: the rūpas each planet needs to count as strong. */
const MINIMUM: Record<string, number> = {
  Sun: 6.5,
  Moon: 6,
  Mars: 5,
  Mercury: 7,
  Jupiter: 6.5,
  Venus: 5.5,
  Saturn: 5,
}
/** Each bhinnāṣṭakavarga's total is fixed by the BPHS 66 tables, whatever the chart (sum 337 for the seven). */
const BHINNA_TOTAL: Record<string, number> = {
  Sun: 48,
  Moon: 49,
  Mars: 39,
  Mercury: 54,
  Jupiter: 56,
  Venus: 52,
  Saturn: 39,
  Ascendant: 49,
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('POST /v1/chart with includeStrength', () => {
  it('leaves both blocks out by default', async () => {
    const r = await api.post('/v1/chart', { birthData: birth(), western: false })
    expect(r.statusCode).toBe(200)
    expect(r.json().strength).toBeUndefined()
    expect(r.json().ashtakavarga).toBeUndefined()
  })

  it('adds ṣaḍbala, bhāva bala, viṃśopaka and aṣṭakavarga, parts summing to their totals', async () => {
    const r = await api.post('/v1/chart', { birthData: birth(), includeStrength: true, western: false })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.usage.units_charged).toBe(1)
    const { shadbala, bhavabala, vimshopaka, note } = b.strength
    expect(note).toBeNull()
    expect(shadbala.map((s: { planet: string }) => s.planet)).toEqual(PLANETS)
    for (const s of shadbala) {
      const c = s.components
      expect(Object.keys(c)).toEqual(['sthana', 'dig', 'kala', 'chesta', 'naisargika', 'drik'])
      expect(Object.keys(c.sthana.parts)).toEqual([
        'uccha',
        'saptavargaja',
        'ojhayugma',
        'kendra',
        'drekkana',
      ])
      expect(Object.keys(c.kala.parts)).toEqual([
        'nathonnata',
        'paksha',
        'tribhaga',
        'abda',
        'masa',
        'vara',
        'hora',
        'ayana',
        'yuddha',
      ])
      // Rounded to 1e-4 each: sums agree within the rounding of their terms.
      expect(sum(Object.values(c.sthana.parts))).toBeCloseTo(c.sthana.shashtiamsas, 3)
      expect(sum(Object.values(c.kala.parts))).toBeCloseTo(c.kala.shashtiamsas, 3)
      const total = sum(Object.values(c).map((x) => (x as { shashtiamsas: number }).shashtiamsas))
      expect(total).toBeCloseTo(s.shashtiamsas, 3)
      expect(s.rupas).toBeCloseTo(s.shashtiamsas / 60, 3)
      expect(c.naisargika.shashtiamsas).toBeCloseTo(NAISARGIKA[s.planet]!, 1)
      expect(s.minimumRupas).toBe(MINIMUM[s.planet])
      expect(s.ratio).toBeCloseTo(s.rupas / s.minimumRupas, 3)
      expect(c.dig.shashtiamsas).toBeGreaterThanOrEqual(0)
      expect(c.dig.shashtiamsas).toBeLessThanOrEqual(60)
      expect(c.sthana.parts.uccha).toBeGreaterThanOrEqual(0)
      expect(c.sthana.parts.uccha).toBeLessThanOrEqual(60)
      for (const v of [s.ishtaPhala, s.kashtaPhala]) expect(v >= 0 && v <= 60).toBe(true)
    }
    // A day birth (14:30): Mercury's nathonnata is 60 always, the Sun's 60 at noon and less after it.
    const kala = (p: string) => shadbala.find((s: { planet: string }) => s.planet === p).components.kala.parts
    expect(kala('Mercury').nathonnata).toBe(60)
    expect(kala('Sun').nathonnata + kala('Moon').nathonnata).toBeCloseTo(60, 3)
    // Tribhāga (BPHS 27): Jupiter always 60, and the lord of the third of the day: Mercury, the Sun,
    // Saturn. A Mumbai July day runs about 06:05–19:20 IST, so 14:30 is in its middle third: the Sun's.
    expect(kala('Jupiter').tribhaga).toBe(60)
    expect(kala('Sun').tribhaga).toBe(60)
    for (const p of ['Moon', 'Mars', 'Mercury', 'Venus', 'Saturn']) expect(kala(p).tribhaga, p).toBe(0)

    expect(bhavabala.map((h: { house: number }) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const lordOfHouse = (h: number) => b.houses[h - 1].lord as string
    for (const h of bhavabala) {
      expect(h.parts.adhipati).toBeCloseTo(
        shadbala.find((s: { planet: string }) => s.planet === lordOfHouse(h.house)).shashtiamsas,
        3,
      )
      expect(h.parts.adhipati + h.parts.dig + h.parts.drishti).toBeCloseTo(h.shashtiamsas, 3)
      expect([0, 10, 20, 30, 40, 50, 60]).toContain(h.parts.dig)
    }

    expect(vimshopaka.map((v: { planet: string }) => v.planet)).toEqual(PLANETS)
    for (const v of vimshopaka) {
      for (const k of ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga']) {
        expect(v[k] > 0 && v[k] <= 20, `${v.planet} ${k}`).toBe(true)
      }
    }

    const av = b.ashtakavarga
    expect(Object.keys(av.bhinna)).toEqual([...PLANETS, 'Ascendant'])
    for (const [k, row] of Object.entries(av.bhinna) as [string, number[]][]) {
      expect(row).toHaveLength(12)
      expect(sum(row), k).toBe(BHINNA_TOTAL[k])
      for (const n of row) expect(n >= 0 && n <= 8).toBe(true)
    }
    expect(av.sarva).toHaveLength(12)
    expect(sum(av.sarva)).toBe(337)
    for (let s = 0; s < 12; s++) expect(av.sarva[s]).toBe(sum(PLANETS.map((p) => av.bhinna[p][s])))
    for (const p of PLANETS) {
      // Śodhana only removes bindus.
      for (let s = 0; s < 12; s++) {
        expect(av.afterTrikona[p][s]).toBeLessThanOrEqual(av.bhinna[p][s])
        expect(av.afterEkadhipatya[p][s]).toBeLessThanOrEqual(av.afterTrikona[p][s])
      }
      const pinda = av.shodhyaPinda[p]
      expect(pinda.total).toBe(pinda.rashiPinda + pinda.grahaPinda)
    }
  })

  it('gives a different computationId with includeStrength, the same without it as before', async () => {
    const [a, b, c] = await Promise.all([
      api.post('/v1/chart', { birthData: birth(), western: false }),
      api.post('/v1/chart', { birthData: birth(), western: false, includeStrength: false }),
      api.post('/v1/chart', { birthData: birth(), western: false, includeStrength: true }),
    ])
    expect(a.json().computationId).toBe(b.json().computationId)
    expect(c.json().computationId).not.toBe(a.json().computationId)
  })

  it('withholds the blocks when the birth time is unknown, saying why', async () => {
    const { time, ...noTime } = birth()
    void time
    const r = await api.post('/v1/chart', { birthData: noTime, includeStrength: true, western: false })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.strength).toEqual({
      shadbala: null,
      bhavabala: null,
      vimshopaka: null,
      note: expect.any(String),
    })
    expect(b.strength.note).toMatch(/birth time is unknown/)
    expect(b.ashtakavarga).toBeNull()
  })

  it('leaves ṣaḍbala out where the Sun does not rise, keeping viṃśopaka and aṣṭakavarga', async () => {
    // Tromsø (69.65° N) in mid-December: polar night, no sunrise for weeks.
    const r = await api.post('/v1/chart', {
      birthData: {
        date: '2001-12-20',
        time: '12:00',
        timezone: 'Europe/Oslo',
        latitude: 69.65,
        longitude: 18.96,
      },
      includeStrength: true,
      western: false,
    })
    expect(r.statusCode).toBe(200)
    const b = r.json()
    expect(b.strength.shadbala).toBeNull()
    expect(b.strength.bhavabala).toBeNull()
    expect(b.strength.vimshopaka).toHaveLength(7)
    expect(b.strength.note).toMatch(/neither rises nor sets/)
    expect(sum(b.ashtakavarga.sarva)).toBe(337)
  })

  it('refuses a non-boolean includeStrength with invalid_field, naming it, and charges nothing', async () => {
    const balance = () => api.accounts.showAccount(api.accountId, api.clock.ms)
    const before = await balance()
    const r = await api.post('/v1/chart', { birthData: birth(), includeStrength: 'yes' })
    expect(r.statusCode).toBe(400)
    expect(r.json().error).toBe('invalid_field')
    expect(r.json().message).toContain('`includeStrength`')
    expect(await balance()).toEqual(before)
  })
})
