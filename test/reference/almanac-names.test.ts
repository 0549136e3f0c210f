/**
 * Each language's name table against a published daily pañcāṅga in that language
 * (test/fixtures/almanac/<code>.json: the page's address, its date and city, and the limbs it prints
 * for sunrise, transcribed as printed). For each page the day is computed here as /v1/panchanga computes
 * it, and two things must hold: the limbs we find at sunrise are the ones the page names (the
 * computation), and the table's word for each is the word the page prints (the table), spaces aside
 * (almanacs print "उत्तरा फाल्गुनी" and "उत्तराफाल्गुनी" alike) and where the fixture records the page's
 * own spelling of a name the table spells otherwise.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { panchangaDay } from '../../src/jyotisha/panchanga/index.js'
import type { NameKind } from '../../src/i18n/catalogue.js'
import { LANGUAGES, nameTable } from '../../src/i18n/languages.js'
import { testEphemeris } from '../helpers/ephemeris.js'

const FACTS = ['weekday', 'tithi', 'nakshatra', 'yoga', 'karana', 'paksha', 'lunarMonth'] as const
type Fact = (typeof FACTS)[number]

const KIND: Record<Fact, NameKind> = {
  weekday: 'weekdays',
  tithi: 'tithis',
  nakshatra: 'nakshatras',
  yoga: 'nityaYogas',
  karana: 'karanas',
  paksha: 'pakshas',
  lunarMonth: 'lunarMonths',
}

interface AlmanacPage {
  source: { url: string; publisher: string; retrieved: string }
  date: string
  place: { name: string; latitude: number; longitude: number; timezone: string }
  monthSystem: 'amanta' | 'purnimanta'
  printed: Partial<Record<Fact, string>>
  expected: Partial<Record<Fact, string>>
  /** The page's spelling of a name → the table's. */
  spellings?: Record<string, string>
}

const eph = testEphemeris()
const squeeze = (s: string) => s.normalize('NFC').replace(/\s+/gu, '')

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s: a published almanac page', (language) => {
  const file = resolve(import.meta.dirname, '..', 'fixtures', 'almanac', `${language}.json`)

  it('is transcribed', () => {
    expect(existsSync(file)).toBe(true)
  })
  if (!existsSync(file)) return
  const page = JSON.parse(readFileSync(file, 'utf8')) as AlmanacPage

  it(`${page.date} at ${page.place.name}: our limbs at sunrise are the page's`, () => {
    const [year, month, day] = page.date.split('-').map(Number) as [number, number, number]
    const d = panchangaDay(
      eph,
      { year, month, day },
      page.place.timezone,
      { latDeg: page.place.latitude, lonDeg: page.place.longitude },
      'standard',
    )
    const at = d.day.startMs
    const holding = <T extends { startMs: number; endMs: number }>(list: T[]) =>
      list.find((e) => e.startMs <= at && at < e.endMs)!
    const tithi = holding(d.tithi)
    const ours: Record<Fact, string> = {
      weekday: d.vara.name,
      tithi: tithi.name,
      nakshatra: holding(d.nakshatra).name,
      yoga: holding(d.yoga).name,
      karana: holding(d.karana).name,
      paksha: tithi.paksha,
      lunarMonth: d.lunarMonth[page.monthSystem],
    }
    const facts = FACTS.filter((f) => page.expected[f] !== undefined)
    // Four at least: the Malayalam page is a monthly grid that prints the weekday, tithi, pakṣa and
    // month only (no daily Malayalam page with the five limbs was found); the others print five to seven.
    expect(facts.length).toBeGreaterThanOrEqual(4)
    for (const f of facts) expect(ours[f], f).toBe(page.expected[f])
  })

  it("the table's words are the page's", () => {
    const names = nameTable(language).names
    for (const f of FACTS) {
      const printed = page.printed[f]
      const key = page.expected[f]
      if (printed === undefined || key === undefined) continue
      const asTable = page.spellings?.[printed] ?? printed
      expect(squeeze(names[KIND[f]][key]!), `${f} ${key}`).toBe(squeeze(asTable))
    }
  })
})
