/**
 * The 249 sub divisions of Krishnamurti Paddhati (A.K. Bansal, "Krishnamurthy Paddhati" ch. 2; docs/kp.md §2).
 *
 * Each nakshatra of 13°20′ (800′ = 48 000″) is cut into nine subs in Vimśottarī order starting from
 * the nakshatra's own lord, each as long as its lord's daśā years out of 120: 48 000″ × years / 120 =
 * 400″ × years, a whole number of arc-seconds (Ketu 2 800″ = 46′40″, Venus 8 000″ = 2°13′20″, Sun
 * 2 400″ = 40′ …). 27 × 9 = 243 subs; six of them straddle a sign boundary (at 0° Taurus, Cancer, Virgo,
 * Scorpio, Capricorn and Pisces) and are counted once in each sign, which makes 249: the numbers of
 * KP horary. Every boundary here is an exact integer of arc-seconds from 0° Aries; the table is built
 * from the daśā years, never typed in. Oracle: a transcription of the published table
 * (test/fixtures/published-kp.ts), every row, to the arc-second.
 */
import { NAKSHATRAS, normalizeDeg, type Nakshatra } from '../../astro/index.js'
import { DASHA_ORDER, DASHA_YEARS, type DashaLord } from '../dasha.js'
import { lordOf, type Planet } from '../grahas.js'

/** Arc-seconds in a sign, a nakshatra, the circle. */
const SIGN_ARCSEC = 108_000
const NAKSHATRA_ARCSEC = 48_000
const CIRCLE_ARCSEC = 1_296_000
/** Arc-seconds of a sub per year of its lord's daśā: 48 000″ / 120. */
const SUB_ARCSEC_PER_YEAR = 400

/** One of the 249 divisions: [startArcsec, endArcsec) from 0° sidereal Aries. */
export interface KpSub {
  /** 1 … 249: the KP horary number. */
  number: number
  /** 0 = Aries … 11 = Pisces. */
  signIndex: number
  nakshatra: Nakshatra
  startArcsec: number
  endArcsec: number
  signLord: Planet
  starLord: DashaLord
  subLord: DashaLord
}

/** The nine lords from `first` in Vimśottarī order. */
export function vimshottariFrom(first: DashaLord): DashaLord[] {
  const at = DASHA_ORDER.indexOf(first)
  return Array.from({ length: 9 }, (_, i) => DASHA_ORDER[(at + i) % 9]!)
}

function buildTable(): readonly KpSub[] {
  const out: KpSub[] = []
  for (let n = 0; n < 27; n++) {
    const starLord = DASHA_ORDER[n % 9]!
    let start = n * NAKSHATRA_ARCSEC
    for (const subLord of vimshottariFrom(starLord)) {
      const end = start + DASHA_YEARS[subLord] * SUB_ARCSEC_PER_YEAR
      // A sign boundary strictly inside the sub cuts it in two: hence 249 divisions, not 243.
      const cut = Math.ceil((start + 1) / SIGN_ARCSEC) * SIGN_ARCSEC
      const pieces: [number, number][] =
        cut < end
          ? [
              [start, cut],
              [cut, end],
            ]
          : [[start, end]]
      for (const [from, to] of pieces) {
        const signIndex = Math.floor(from / SIGN_ARCSEC)
        out.push({
          number: out.length + 1,
          signIndex,
          nakshatra: NAKSHATRAS[n]!,
          startArcsec: from,
          endArcsec: to,
          signLord: lordOf(signIndex),
          starLord,
          subLord,
        })
      }
      start = end
    }
  }
  return out
}

/** The 249 divisions in zodiacal order; `KP_SUBS[n - 1]` is horary number n. */
export const KP_SUBS: readonly KpSub[] = buildTable()

/** A longitude in arc-seconds [0, 1 296 000), snapped to the micro-arc-second so that a point put
 *  exactly on a boundary (a horary ascendant, 13°20′ read back from degrees) is not read as just
 *  before it. */
function arcsecOf(lonDeg: number): number {
  const s = Math.round(normalizeDeg(lonDeg) * 3600 * 1e6) / 1e6
  return s >= CIRCLE_ARCSEC ? 0 : s
}

/** The division holding `lonDeg` (sidereal degrees): half-open [start, end). */
export function subAt(lonDeg: number): KpSub {
  const s = arcsecOf(lonDeg)
  let lo = 0
  let hi = KP_SUBS.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (KP_SUBS[mid]!.startArcsec <= s) lo = mid
    else hi = mid - 1
  }
  return KP_SUBS[lo]!
}

/** The four lords of a sidereal longitude. */
export interface KpLords {
  signLord: Planet
  starLord: DashaLord
  subLord: DashaLord
  subSubLord: DashaLord
}

/**
 * Sign, star, sub and sub-sub lord of `lonDeg` (sidereal degrees). The sub-sub lords divide a sub as the
 * subs divide a nakshatra: nine parts in Vimśottarī order from the sub lord, each in proportion to its
 * lord's years (the antara of KP's daśā–bhukti–antara).
 */
export function kpLords(lonDeg: number): KpLords {
  const s = arcsecOf(lonDeg)
  const sub = subAt(lonDeg)
  // The whole sub (both pieces of a split one) is what the sub-subs divide.
  const nakshatraStart = Math.floor(s / NAKSHATRA_ARCSEC) * NAKSHATRA_ARCSEC
  let subStart = nakshatraStart
  for (const lord of vimshottariFrom(sub.starLord)) {
    if (lord === sub.subLord) break
    subStart += DASHA_YEARS[lord] * SUB_ARCSEC_PER_YEAR
  }
  const subLength = DASHA_YEARS[sub.subLord] * SUB_ARCSEC_PER_YEAR
  // Work in units of 1/120 of the sub, so that every sub-sub boundary is an integer.
  const into = Math.round(((s - subStart) * 120 * 1e9) / subLength) / 1e9
  let acc = 0
  let subSubLord: DashaLord = sub.subLord
  for (const lord of vimshottariFrom(sub.subLord)) {
    subSubLord = lord
    acc += DASHA_YEARS[lord]
    if (into < acc) break
  }
  return { signLord: sub.signLord, starLord: sub.starLord, subLord: sub.subLord, subSubLord }
}
