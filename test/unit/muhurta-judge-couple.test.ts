/**
 * The judgement of one moment for a couple, on moments written by hand: a refusal for either
 * person refuses; Guru bala is read for the bride and Sūrya bala for the groom; a first-born's month, birth
 * star and tithi of birth refuse a wedding; the month of Jyeṣṭha is refused when both are first-born (the
 * three Jyeṣṭhas) and is a caution when one is. Each expectation is the rule as docs/muhurta.md states it.
 */
import { describe, expect, it } from 'vitest'
import { eventById } from '../../src/readings/muhurta/catalogue.js'
import {
  eventRules,
  judge as judgeTexts,
  type Moment,
  type Person,
} from '../../src/readings/muhurta/judge.js'

/** The judgement with its sentences in English. */
function judge(...args: Parameters<typeof judgeTexts>) {
  const j = judgeTexts(...args)
  return {
    ...j,
    reasons: j.reasons.map((t) => t.en),
    cautions: j.cautions.map((t) => t.en),
    refusals: j.refusals.map((r) => ({ ...r, text: r.text.en })),
  }
}

const marriage = eventRules(eventById('marriage')!)
/** Rohini (3), Shukla Tritiya, Monday, Taurus Moon, Sun in Aries, month Vaishakha: a marriage moment. */
const base: Moment = {
  weekday: 1,
  tithi: 3,
  nakshatra: 3,
  yoga: 2,
  karana: 5,
  moonSign: 1,
  sunSign: 0,
  sunNakshatra: 1,
  month: { index: 1, adhika: false },
  slow: {
    sign: { Mars: 10, Mercury: 11, Jupiter: 2, Venus: 11, Saturn: 11, Rahu: 10, Ketu: 4 },
    nakshatra: { Mars: 22, Mercury: 25, Jupiter: 6, Venus: 25, Saturn: 26, Rahu: 23, Ketu: 9 },
    combust: { Mars: false, Mercury: false, Jupiter: false, Venus: false, Saturn: false },
  },
  lagna: 2,
  gandanta: null,
  eclipse: false,
  sankranti: false,
  sankrantiBefore: null,
}
/** A person whose natal Moon is at `lon`, born on tithi `tithi` in amānta month `month`. */
const person = (name: string, lon: number, extra: Partial<Person> = {}): Person => ({
  name,
  role: null,
  firstBorn: false,
  moonLon: lon,
  lagnaSign: null,
  tithi: 20,
  month: { index: 7, adhika: false },
  ...extra,
})
// Natal Moons in Capricorn (the Moon in Taurus is the 5th sign from it), in Sagittarius (the 6th) and in
// Libra (the 8th: Candrāṣṭama).
const asha = person('Asha', 275) // Capricorn, Uttara Ashadha
const ravi = person('Ravi', 245) // Sagittarius, Mula
const libra = person('Ravi', 190) // Libra, Swati: the Moon in Taurus is the 8th from it

describe('a couple', () => {
  it('a refusal for either refuses: the partner’s Candrāṣṭama', () => {
    expect(judge(base, marriage, [asha, ravi]).refusals.map((r) => r.key)).not.toContain('chandrashtama')
    const j = judge(base, marriage, [asha, libra])
    expect(j.refusals.map((r) => r.key)).toContain('chandrashtama')
    expect(j.refusals.find((r) => r.key === 'chandrashtama')!.text).toContain('Ravi’s natal Moon')
    expect(j.persons).toHaveLength(2)
    expect(j.persons[1]!.chandrabala.house).toBe(8)
  })

  it('Guru bala for the bride and Sūrya bala for the groom, each by name; both without roles', () => {
    // Jupiter in Gemini: the 6th from Capricorn, the 7th from Sagittarius. The Sun in Aries: the 4th from
    // Capricorn, the 5th from Sagittarius.
    const roles = judge(base, marriage, [
      { ...asha, role: 'bride' },
      { ...ravi, role: 'groom' },
    ])
    const words = [...roles.reasons, ...roles.cautions]
    expect(words.filter((t) => t.includes('Guru bala'))).toEqual([])
    expect(words.filter((t) => t.includes('Surya bala'))).toEqual([])
    // Jupiter in Taurus: the 5th from Capricorn (good for the bride); the Sun in Aquarius: the 3rd from
    // Sagittarius (good for the groom).
    const m: Moment = {
      ...base,
      sunSign: 10,
      slow: { ...base.slow, sign: { ...base.slow.sign, Jupiter: 1 } },
    }
    const j = judge(m, marriage, [
      { ...asha, role: 'bride' },
      { ...ravi, role: 'groom' },
    ])
    expect(j.reasons.filter((t) => t.includes('Guru bala'))).toEqual([
      'Jupiter passes the 5th sign from Asha’s natal Moon, the support (Guru bala) the texts look for.',
    ])
    expect(j.reasons.filter((t) => t.includes('Surya bala'))).toEqual([
      'The Sun passes the 3rd sign from Ravi’s natal Moon, the support (Surya bala) the texts look for.',
    ])
    const both = judge(m, marriage, [asha])
    expect(both.reasons.filter((t) => t.includes('Guru bala'))).toEqual([
      'Jupiter passes the 5th sign from Asha’s natal Moon, the support (Guru bala) the texts look for at a bride’s wedding.',
    ])
  })

  it('a first-born’s month, birth star and tithi of birth refuse a wedding; otherwise they are cautions', () => {
    // Born in Vaishakha (1), on Shukla Tritiya (3), with the Moon in Rohini (3): all three hold at `base`.
    const born = person('Asha', 45, { tithi: 3, month: { index: 1, adhika: false } })
    const plain = judge(base, marriage, [born])
    expect(plain.refusals.map((r) => r.key)).not.toContain('first_born')
    expect(plain.cautions.join(' ')).toMatch(/janma tithi/)
    expect(plain.cautions.join(' ')).toMatch(/janma masa/)
    expect(plain.cautions.join(' ')).toMatch(/birth star itself/)
    const eldest = judge(base, marriage, [{ ...born, firstBorn: true }])
    expect(eldest.refusals.filter((r) => r.key === 'first_born')).toHaveLength(3)
    expect(eldest.cautions.join(' ')).not.toMatch(/janma|birth star/)
    // Not for another event.
    const house = judge(base, eventRules(eventById('griha_pravesha')!), [{ ...born, firstBorn: true }])
    expect(house.refusals.map((r) => r.key)).not.toContain('first_born')
  })

  it('the three Jyeṣṭhas: Jyeṣṭha refused when both are first-born, a caution when one is', () => {
    const jyeshtha: Moment = { ...base, month: { index: 2, adhika: false } }
    const both = judge(jyeshtha, marriage, [
      { ...asha, firstBorn: true },
      { ...ravi, firstBorn: true },
    ])
    expect(both.refusals.find((r) => r.key === 'first_born')?.text).toContain('three Jyeshthas')
    const one = judge(jyeshtha, marriage, [{ ...asha, firstBorn: true }, ravi])
    expect(one.refusals.map((r) => r.key)).not.toContain('first_born')
    expect(one.cautions.join(' ')).toContain('when both are first-born')
    const none = judge(jyeshtha, marriage, [asha, ravi])
    expect(none.cautions.join(' ')).not.toContain('first-born')
    const adhika = judge({ ...jyeshtha, month: { index: 2, adhika: true } }, marriage, [
      { ...asha, firstBorn: true },
      { ...ravi, firstBorn: true },
    ])
    expect(adhika.refusals.find((r) => r.text.includes('three Jyeshthas'))).toBeUndefined()
  })
})
