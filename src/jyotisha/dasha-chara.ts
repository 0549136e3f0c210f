/**
 * Jaimini's Chara daśā in K. N. Rao's variant (K. N. Rao, "Predicting through Jaimini's Chara Dasha", its
 * rules for Sc/Aq and its worked charts reproduced on astrojyoti.com; the same rules in Shalini Dhasmana,
 * "An Introduction to Jaimini System", AIFAS, chs. 6–8): the twelve signs are the lords, the first daśā
 * is the lagna's and starts AT birth (no balance).
 *
 * Other variants, not implemented here (they change the order, the lengths or both):
 * - The "Parāśara" Chara daśā PVR Narasimha Rao prefers (Jagannatha Hora; PyJHora `chara.py` method 1,
 *   after PVR's "pp_chara_dasa.pdf"): the first sign is that of lagna, Sun or Moon with the strongest
 *   lord, and the co-lords of Sc/Aq are judged by Sanjay Rath's longer list of Jaimini's strength rules
 *   (PVR, "Chara dasa: Lords of Aq and Sc", jyotish-blog 2005). JHora's own "KN Rao" option used those
 *   strength rules too, by PVR's account in the same post.
 * - Iranganti Rangacharya / Rāghava Bhaṭṭa–Nṛsiṃha Sūri (padakrama orders), MindSutra; PyJHora methods 3–5.
 * - PVR's Narāyaṇa daśā ("Vedic Astrology: An Integrated Approach") is a different daśā.
 */
import { DIGNITY_TABLE } from './dignity.js'
import { GRAHAS, houseFrom, lordOf, type Graha } from './grahas.js'

/** Savya (direct-counting) signs, the "odd-footed" group: Ar, Ta, Ge, Li, Sc, Sg. The other six (Cn, Le,
 *  Vi, Cp, Aq, Pi) are apasavya and count backwards (Dhasmana ch. 8: "Direct 1, 2, 3 & 7, 8, 9"). */
const SAVYA_SIGNS: readonly number[] = [0, 1, 2, 6, 7, 8]

export function isSavya(sign: number): boolean {
  return SAVYA_SIGNS.includes(((sign % 12) + 12) % 12)
}

/**
 * Direction (+1 zodiacal, −1 reverse) of a sequence of signs started from `sign`: zodiacal when the 9th
 * sign from it is savya, else reverse (K. N. Rao). So Ar, Le, Vi, Li, Aq, Pi run forward and Ta, Ge, Cn,
 * Sc, Sg, Cp backward. It orders the mahādaśās (from the lagna) and each mahādaśā's antardaśās.
 */
export function charaDirection(sign: number): 1 | -1 {
  return isSavya(sign + 8) ? 1 : -1
}

/** The chart as Chara daśā reads it: sign indices (0 = Aries) of the lagna and the nine grahas. */
export interface CharaChart {
  lagnaSign: number
  signOf: Readonly<Record<Graha, number>>
  /** Degrees within the sign [0, 30) of the grahas; only read to break a tie between the co-lords of
   *  Scorpio (Mars, Ketu) or Aquarius (Saturn, Rahu) that have equally many companions. */
  degreeInSign?: Readonly<Partial<Record<Graha, number>>>
}

export interface CharaOptions {
  /** Add a year when the sign's lord is exalted and take one off when it is debilitated. K. N. Rao rejects
   *  this ("it has given me incorrect results"), so it is off by default; PyJHora's "KN Rao" method and
   *  JHora's variants apply it. */
  exaltationAdjustment?: boolean
}

const CO_LORDS: Readonly<Record<number, readonly [Graha, Graha]>> = {
  7: ['Mars', 'Ketu'],
  10: ['Saturn', 'Rahu'],
}

function companions(graha: Graha, chart: CharaChart): number {
  return GRAHAS.filter((g) => g !== graha && chart.signOf[g] === chart.signOf[graha]).length
}

/**
 * The graha up to which a sign's daśā is counted. For Scorpio (Mars/Ketu) and Aquarius (Saturn/Rahu),
 * K. N. Rao's rules in order: (1) one co-lord in the sign → the other one; (2) both in it → either (the
 * daśā is 12 years); (3) both outside → the one with more grahas in its sign; (4) equally many → the
 * higher degree within its sign. Every other sign: its one lord (BPHS ch. 4).
 */
export function charaLordOf(sign: number, chart: CharaChart): Graha {
  const s = ((sign % 12) + 12) % 12
  const pair = CO_LORDS[s]
  if (!pair) return lordOf(s)
  const [a, b] = pair
  const aIn = chart.signOf[a] === s
  const bIn = chart.signOf[b] === s
  if (aIn !== bIn) return aIn ? b : a
  if (aIn) return a
  const ca = companions(a, chart)
  const cb = companions(b, chart)
  if (ca !== cb) return ca > cb ? a : b
  const da = chart.degreeInSign?.[a]
  const db = chart.degreeInSign?.[b]
  if (da === undefined || db === undefined) {
    throw new RangeError(
      `chara daśā: ${a} and ${b} have equally many companions; their degrees are needed to choose the lord of sign ${s}`,
    )
  }
  if (da === db) {
    throw new RangeError(
      `chara daśā: ${a} and ${b} stand at the same degree; the lord of sign ${s} is undecided`,
    )
  }
  return da > db ? a : b
}

/**
 * First-cycle years of `sign`'s daśā (K. N. Rao): count inclusively from the sign to the sign of its lord
 * (charaLordOf), forward for savya signs and backward for apasavya ones, and subtract one; a count of one
 * (the lord at home, or both co-lords at home) gives 12. Range 1–12, or 0–13 with `exaltationAdjustment`.
 */
export function charaYears(sign: number, chart: CharaChart, options: CharaOptions = {}): number {
  const lord = charaLordOf(sign, chart)
  const lordSign = chart.signOf[lord]
  const count = isSavya(sign) ? houseFrom(sign, lordSign) : houseFrom(lordSign, sign)
  let years = count === 1 ? 12 : count - 1
  if (options.exaltationAdjustment) {
    const dignity = DIGNITY_TABLE[lord]
    if (dignity.exaltation === lordSign) years += 1
    else if (dignity.debilitation === lordSign) years -= 1
  }
  return years
}

/** A Chara period as daśā years from birth. */
export interface CharaSpan {
  /** The sign whose daśā it is, 0 = Aries. */
  sign: number
  level: 'mahadasha' | 'antardasha'
  startYears: number
  endYears: number
  children: CharaSpan[]
}

/** Twelve equal antardaśās (each "as many months as the mahādaśā has years", Dhasmana ch. 8): from the
 *  sign after the mahādaśā's in its own direction (charaDirection of the mahādaśā sign), the mahādaśā's
 *  own sign last (Dhasmana ch. 7, rules 1–3). */
function antardashas(md: CharaSpan): CharaSpan[] {
  const step = charaDirection(md.sign)
  const length = md.endYears - md.startYears
  const out: CharaSpan[] = []
  let start = md.startYears
  for (let k = 1; k <= 12; k++) {
    const end = k === 12 ? md.endYears : md.startYears + (length * k) / 12
    const sign = (((md.sign + step * k) % 12) + 12) % 12
    out.push({ sign, level: 'antardasha', startYears: start, endYears: end, children: [] })
    start = end
  }
  return out
}

/**
 * Chara mahādaśās with their antardaśās, as daśā years from birth (the first starts at 0). The order runs
 * from the lagna sign in charaDirection(lagna). Two cycles: the first with charaYears, the second with
 * 12 − that (the second-cycle rule as the brief and PVR give it; PyJHora's "KN Rao" method stops after
 * one cycle). The two cycles total 144 years without the exaltation adjustment. A second-cycle daśā of
 * 0 years (the sign had 12 in the first) is left out rather than returned empty.
 */
export function charaSpans(chart: CharaChart, options: CharaOptions = {}): CharaSpan[] {
  const step = charaDirection(chart.lagnaSign)
  const order = Array.from({ length: 12 }, (_, k) => (((chart.lagnaSign + step * k) % 12) + 12) % 12)
  const firstYears = order.map((sign) => charaYears(sign, chart, options))
  const out: CharaSpan[] = []
  let start = 0
  for (let cycle = 0; cycle < 2; cycle++) {
    order.forEach((sign, k) => {
      const years = cycle === 0 ? firstYears[k]! : Math.max(0, 12 - firstYears[k]!)
      if (years <= 0) return
      const md: CharaSpan = {
        sign,
        level: 'mahadasha',
        startYears: start,
        endYears: start + years,
        children: [],
      }
      md.children = antardashas(md)
      out.push(md)
      start += years
    })
  }
  return out
}
