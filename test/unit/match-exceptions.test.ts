/**
 * Each classical exception (parihāra) of the kūṭas (jyotisha.md §8.9, Muhurta Chintamani), with a pair of
 * Moons where it applies and one where it does not, and what it does to the total after exceptions: a
 * generally held exception restores the doṣa's points, one only some authorities hold is reported and
 * changes nothing. The pairs are chosen from the rules' own terms (same sign, same star, sign lords).
 */
import { describe, expect, it } from 'vitest'
import {
  ashtakootaPoints,
  exceptions,
  moonPlace,
  totalAfterExceptions,
  type MoonPlace,
} from '../../src/jyotisha/kootas/ashtakoota.js'

/** The middle of a pada: nakṣatra 0-based, pada 1–4. */
const at = (nak: number, pada = 2): MoonPlace => moonPlace(nak * (40 / 3) + (pada - 0.5) * (10 / 3))
const check = (groom: MoonPlace, bride: MoonPlace, name: string) => {
  const core = ashtakootaPoints(groom, bride)
  const ex = exceptions(groom, bride, core)
  const e = ex.find((x) => x.name === name)!
  return { core, e, after: totalAfterExceptions(core, ex) }
}
const points = (core: ReturnType<typeof ashtakootaPoints>, k: string) =>
  core.kootas.find((x) => x.koota === k)!.points

describe('the parihāras, each where it applies and where it does not', () => {
  it('nāḍī, the same sign and different stars: Krittika 2 and Rohini (Taurus) yes; Rohini and Rohini no', () => {
    const yes = check(at(2, 2), at(3), 'nadi_same_sign_different_nakshatra')
    expect(points(yes.core, 'nadi')).toBe(0)
    expect(yes.e).toMatchObject({ relevant: true, applies: true, minority: false })
    const no = check(at(3, 1), at(3, 3), 'nadi_same_sign_different_nakshatra')
    expect(no.e).toMatchObject({ relevant: true, applies: false })
  })
  it('nāḍī, the same star in different signs: Krittika 1 (Aries) and Krittika 2 (Taurus) yes; Krittika 2 and 3 no', () => {
    const yes = check(at(2, 1), at(2, 2), 'nadi_same_nakshatra_different_sign')
    expect(yes.e.applies).toBe(true)
    expect(yes.after).toBeGreaterThanOrEqual(yes.core.total + 8)
    expect(check(at(2, 2), at(2, 3), 'nadi_same_nakshatra_different_sign').e.applies).toBe(false)
  })
  it('nāḍī, the same star in different padas (some authorities): reported, the total unchanged', () => {
    const yes = check(at(3, 1), at(3, 3), 'nadi_same_nakshatra_different_pada')
    expect(yes.e).toMatchObject({ applies: true, minority: true })
    expect(yes.after).toBe(yes.core.total)
    expect(check(at(3, 2), at(3, 2), 'nadi_same_nakshatra_different_pada').e.applies).toBe(false)
  })
  it('nāḍī, friendly sign lords (some authorities): Jyeshtha (Mars) groom and Uttara Phalguni 1 (Sun) bride yes; Ardra (Mercury) and Ashwini no', () => {
    const yes = check(at(17), at(11, 1), 'nadi_sign_lords_same_or_friends')
    expect(points(yes.core, 'nadi')).toBe(0)
    expect(points(yes.core, 'bhakoot')).toBe(7) // Leo and Scorpio, 4/10
    expect(yes.e).toMatchObject({ applies: true, minority: true })
    // Only the gaṇa doṣa (Rakshasa groom, Manushya bride) comes back, by its full graha maitrī: not nāḍī.
    expect(points(yes.core, 'gana')).toBe(0)
    expect(yes.after).toBe(yes.core.total + 6)
    expect(check(at(5), at(0), 'nadi_sign_lords_same_or_friends').e.applies).toBe(false)
  })
  it('bhakūṭ, one lord: Aries and Scorpio (6/8) yes; Aries and Virgo no', () => {
    const yes = check(at(0), at(17), 'bhakoot_same_sign_lord')
    expect(points(yes.core, 'bhakoot')).toBe(0)
    expect(yes.e.applies).toBe(true)
    expect(yes.after - yes.core.total).toBeGreaterThanOrEqual(7)
    expect(check(at(0), at(12), 'bhakoot_same_sign_lord').e.applies).toBe(false)
  })
  it('bhakūṭ, friendly lords: Aries (Mars) and Pisces (Jupiter), 2/12, yes; Aries and Virgo (Mercury) no', () => {
    const yes = check(at(0), at(26), 'bhakoot_sign_lords_friends')
    expect(points(yes.core, 'bhakoot')).toBe(0)
    expect(yes.e.applies).toBe(true)
    expect(check(at(0), at(12), 'bhakoot_sign_lords_friends').e.applies).toBe(false)
  })
  it('gaṇa, the bride’s star beyond the 14th from the groom’s (some authorities): Ashwini groom, Mula bride (19th) yes; Krittika bride (3rd) no', () => {
    const yes = check(at(0), at(18), 'gana_bride_star_beyond_fourteenth')
    expect(points(yes.core, 'gana')).toBe(1) // Deva groom, Rakshasa bride
    expect(yes.e).toMatchObject({ relevant: true, applies: true, minority: true })
    expect(check(at(0), at(2, 1), 'gana_bride_star_beyond_fourteenth').e).toMatchObject({
      relevant: true,
      applies: false,
    })
  })
  it('gaṇa, strong maitrī or bhakūṭ: Krittika 2 and Rohini (one sign) yes; Krittika 2 groom and Ashwini bride (2/12, neutral lords) no', () => {
    const yes = check(at(2, 2), at(3), 'gana_good_maitri_or_bhakoot')
    expect(yes.e.applies).toBe(true)
    const no = check(at(2, 2), at(0), 'gana_good_maitri_or_bhakoot')
    expect(points(no.core, 'gana')).toBe(0)
    expect(points(no.core, 'grahaMaitri')).toBe(3)
    expect(points(no.core, 'bhakoot')).toBe(0)
    expect(no.e).toMatchObject({ relevant: true, applies: false })
    expect(no.after).toBe(no.core.total) // nothing restored
  })
  it('an exception where its doṣa is absent is not relevant and never applies', () => {
    const r = check(at(3), at(25), 'nadi_same_sign_different_nakshatra') // Rohini, Uttara Bhadrapada
    expect(r.e).toMatchObject({ relevant: false, applies: false })
  })
})
