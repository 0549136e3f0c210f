/**
 * The muhurta reading in Hindi (issue 36): `/v1/muhurta`, one judgement, said in either language.
 *
 * - Over a sweep of requests (every event in turn, by its id or by words, one person or a couple, named
 *   in Latin letters, in Devanagari or not at all, ranges and places across the years), every sentence of
 *   the answer is a Text whose Hindi is Devanagari only, in NFC, within the Hindi content policy, a
 *   sentence ending with the danda; and every field that holds a sentence holds a Text (a sentence left
 *   in English alone fails here).
 * - The answer in English and in Hindi gives the same judgement: everything but the words is identical.
 * - The Hindi tables mirror the English: each event's name and notes, each almanac day, each refusal.
 */
import { describe, expect, it } from 'vitest'
import { FESTIVALS } from '../../src/jyotisha/panchanga/index.js'
import { muhurtaTexts } from '../../src/operations/muhurta.js'
import { MUHURTA_EVENTS } from '../../src/readings/muhurta/catalogue.js'
import { EVENT_NOTES_HI } from '../../src/readings/muhurta/conventions-hi.js'
import { FESTIVALS_HI } from '../../src/readings/muhurta/festivals-hi.js'
import { HI_EVENTS, REFUSAL_DESCRIPTIONS_HI } from '../../src/readings/muhurta/hindi.js'
import { REFUSAL_DESCRIPTIONS } from '../../src/readings/muhurta/scan.js'
import { inLanguage } from '../../src/readings/text.js'
import type { MuhurtaRequest } from '../../src/schemas/muhurta.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { hindiProblems, texts, withoutWords } from '../helpers/hindi-texts.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const NOW = Date.UTC(2026, 10, 28)
const DAY = 86_400_000

const PLACES = [
  { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' },
  { latitude: 22.5726, longitude: 88.3639, timezone: 'Asia/Kolkata' },
  { latitude: 27.7172, longitude: 85.324, timezone: 'Asia/Kathmandu' },
  { latitude: 51.5072, longitude: -0.1276, timezone: 'Europe/London' },
] as const
const WORDS = [
  'shaadi',
  'house warming',
  'buying a car',
  'mundan for my son',
  'a picnic with friends',
  undefined,
]
const NAMES = ['Asha', 'आशा', undefined] as const

/** Fields whose value is a sentence or a phrase for people: each must be a Text. */
const SENTENCE =
  /(\.reasons\[\d+\]|\.cautions\[\d+\]|\.runningPeriod\.note|\.refusedFor|\.excluded\[\d+\]\.description|\.event\.understood|^\.event\.name|^\.conventions\.\w+|^\.almanacDays\[\d+\]\.(name|note)|\.almanac\[\d+\])$/

/** The sweep's requests: every event in turn, varied in every way the words depend on. */
function requests(n: number): MuhurtaRequest[] {
  const births = randomBirths(2 * n, 9041, { timeUnknown: 0.2 }).map((b) => b.birth)
  return Array.from({ length: n }, (_, i) => {
    const event = MUHURTA_EVENTS[i % MUHURTA_EVENTS.length]!
    const start = NOW + ((i * 37) % 900) * DAY
    const days = 5 + ((i * 7) % 20)
    const date = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const byWords = i % 4 === 3
    const name = NAMES[i % 3]
    const couple = event.id === 'marriage' || event.id === 'engagement' ? i % 2 === 0 : i % 9 === 0
    return {
      subject: births[2 * i]!,
      ...(name ? { subjectName: name } : {}),
      eventPlace: PLACES[i % PLACES.length]!,
      rangeStart: date(start),
      rangeEnd: date(start + days * DAY),
      ...(byWords ? { freeText: WORDS[i % WORDS.length] } : { eventId: event.id }),
      ...(couple
        ? {
            partner: {
              birthData: births[2 * i + 1]!,
              ...(i % 3 === 0 ? { name: 'रवि' } : i % 3 === 1 ? { name: 'Ravi' } : {}),
              firstBorn: i % 5 === 0,
            },
            subjectRole: i % 4 === 0 ? ('bride' as const) : ('groom' as const),
          }
        : {}),
      ...(i % 6 === 1 ? { firstBorn: true } : {}),
      ...(event.id === 'travel' && i % 2 === 0
        ? { direction: (['north', 'south', 'east', 'west'] as const)[i % 4] }
        : {}),
      ...(i % 11 === 5 ? { timeOfDay: '10:30' } : {}),
      topN: 5,
    } as MuhurtaRequest
  })
}

/** Every string of `v` with where it is. */
function strings(v: unknown, path = '', out: { at: string; s: string }[] = []): { at: string; s: string }[] {
  if (typeof v === 'string') out.push({ at: path, s: v })
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${path}[${i}]`, out))
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) strings(x, `${path}.${k}`, out)
  return out
}

describe('/v1/muhurta in Hindi', () => {
  it('says every sentence of a sweep of answers in Hindi, and the same judgement in both languages', () => {
    const wrong: string[] = []
    let answers = 0
    let sentences = 0
    for (const body of requests(Number(process.env.MUH_N ?? 300))) {
      let reading
      try {
        reading = muhurtaTexts(eph, body, NOW)
      } catch {
        continue // a range no day of which can be judged (no sunrise), refused in both languages alike
      }
      answers++
      const found = texts(reading)
      const at = new Set(found.map((x) => x.at))
      for (const { at: where, t } of found) {
        sentences++
        if (!SENTENCE.test(where)) wrong.push(`${where}: a Text where no sentence is expected`)
        const problems = hindiProblems(t)
        if (problems.length)
          wrong.push(`${body.eventId ?? body.freeText} ${where}: ${problems.join(', ')}: ${t.hi}`)
      }
      const hi = inLanguage(reading, 'hi')
      for (const { at: where, s } of strings(hi))
        if (SENTENCE.test(where) && !at.has(where)) wrong.push(`${where}: a sentence without its Hindi: ${s}`)
      expect(withoutWords(hi, at)).toEqual(withoutWords(inLanguage(reading, 'en'), at))
    }
    expect(wrong.slice(0, 20)).toEqual([])
    expect(answers).toBeGreaterThan(250)
    expect(sentences).toBeGreaterThan(20_000)
  }, 120_000)

  it('names a person in Devanagari by their name, and one in Latin letters by their part', () => {
    const body = requests(1)[0]!
    const base = { ...body, eventId: 'griha_pravesha', freeText: undefined, partner: undefined }
    base.rangeStart = '2027-01-01'
    base.rangeEnd = '2027-03-31'
    const said = (b: MuhurtaRequest) =>
      strings(inLanguage(muhurtaTexts(eph, b, NOW), 'hi'))
        .filter((x) => SENTENCE.test(x.at))
        .map((x) => x.s)
        .join(' ')
    expect(said({ ...base, subjectName: 'आशा' })).toContain('आशा के')
    const latin = said({ ...base, subjectName: 'Asha' })
    expect(latin).toContain('आपके')
    expect(latin).not.toMatch(/[A-Za-z]/)
  })

  it('has the Hindi of every event, its notes one for one, every almanac day and every refusal', () => {
    for (const e of MUHURTA_EVENTS) {
      expect(HI_EVENTS[e.id], e.id).toBeDefined()
      expect(EVENT_NOTES_HI[e.id]?.length, e.id).toBe(e.notes.length)
    }
    for (const f of FESTIVALS) expect(FESTIVALS_HI[f.id], f.id).toBeDefined()
    expect(Object.keys(REFUSAL_DESCRIPTIONS_HI).sort()).toEqual(Object.keys(REFUSAL_DESCRIPTIONS).sort())
    const all = [
      ...Object.values(HI_EVENTS).flatMap((e) => [e.name, e.label]),
      ...Object.values(EVENT_NOTES_HI).flat(),
      ...Object.values(FESTIVALS_HI).flatMap((f) => [f.name, f.note]),
      ...Object.values(REFUSAL_DESCRIPTIONS_HI),
    ]
    for (const hi of all) expect(hindiProblems({ en: 'x', hi }), hi).toEqual([])
  })
})
