/**
 * What the sky does over a muhurta range, computed once for the whole range and then read at
 * any instant: the spans of every moving limb (tithi, karaṇa, nakṣatra, yoga, the Moon's and
 * the Sun's sign, the Sun's nakṣatra), the lunations, and the slow facts (the signs and nakṣatras of the
 * other grahas, which of them are combust) with the instants where they change. A day is then cut into
 * pieces at every boundary, and nothing inside a piece changes: each piece is judged once, at its middle,
 * and what is said of it is true of all of it.
 */
import type { Ephemeris, RawPosition } from '../../astro/index.js'
import { normalizeDeg } from '../../astro/index.js'
import { COMBUSTION_ORBS, separation } from '../../jyotisha/facts.js'
import {
  groupedSpans,
  limbSpans,
  lunations,
  type LimbSpan,
  type Lunation,
} from '../../jyotisha/panchanga/index.js'

/** The grahas besides the Sun and the Moon whose places a muhurta reads (Ketu opposite Rahu). */
export const SLOW_GRAHAS = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const
export type SlowGraha = (typeof SLOW_GRAHAS)[number]
/** The grahas whose combustion the judgement reads. */

/** The slow facts at an instant: where each slow graha is, and which are combust. */
export interface SlowFacts {
  /** Sidereal sign index 0…11 of each slow graha. */
  sign: Record<SlowGraha, number>
  /** Nakṣatra index 0…26 of each slow graha (its changes are cut only for Mars, Saturn, Rahu and Ketu). */
  nakshatra: Record<SlowGraha, number>
  combust: Record<Exclude<SlowGraha, 'Rahu' | 'Ketu'>, boolean>
}

export interface Sky {
  tithi: LimbSpan[]
  karana: LimbSpan[]
  nakshatra: LimbSpan[]
  yoga: LimbSpan[]
  moonSign: LimbSpan[]
  sunSign: LimbSpan[]
  sunNakshatra: LimbSpan[]
  lunations: Lunation[]
}

/** The limb spans and lunations covering [fromMs, toMs). */
export function skyOver(eph: Ephemeris, fromMs: number, toMs: number): Sky {
  const karana = limbSpans(eph, 'karana', fromMs, toMs)
  return {
    tithi: groupedSpans(eph, 'tithi', karana, 2),
    karana,
    nakshatra: limbSpans(eph, 'nakshatra', fromMs, toMs),
    yoga: limbSpans(eph, 'yoga', fromMs, toMs),
    moonSign: limbSpans(eph, 'moonSign', fromMs, toMs),
    sunSign: limbSpans(eph, 'sunSign', fromMs, toMs),
    sunNakshatra: limbSpans(eph, 'sunNakshatra', fromMs, toMs),
    lunations: lunations(eph, fromMs, toMs),
  }
}

/** The span of `list` (in order, touching) that holds `ms`: binary search. */
export function spanAt<T extends { startMs: number; endMs: number }>(list: readonly T[], ms: number): T {
  let lo = 0
  let hi = list.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (list[mid]!.startMs <= ms) lo = mid
    else hi = mid - 1
  }
  return list[lo]!
}

/** The boundaries of `list` (in order of their starts) strictly inside (fromMs, toMs): a binary search
 *  for the first, then in order (a scan reads a year's list for each of its days). */
export function boundariesIn(list: readonly { startMs: number }[], fromMs: number, toMs: number): number[] {
  const out: number[] = []
  for (let k = firstAfter(list, fromMs); k < list.length && list[k]!.startMs < toMs; k++)
    out.push(list[k]!.startMs)
  return out
}

/** The items of `list` (in order of their starts, each ending where the next starts) that overlap
 *  (fromMs, toMs): from a binary search, in order. */
export function spansOver<T extends { startMs: number; endMs: number }>(
  list: readonly T[],
  fromMs: number,
  toMs: number,
): T[] {
  const out: T[] = []
  for (let k = Math.max(0, firstAfter(list, fromMs) - 1); k < list.length && list[k]!.startMs < toMs; k++)
    if (list[k]!.endMs > fromMs) out.push(list[k]!)
  return out
}

/** The index of the first item of `list` (in order of their starts) that starts after `ms`; the length
 *  when none does. */
function firstAfter(list: readonly { startMs: number }[], ms: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid]!.startMs > ms) hi = mid
    else lo = mid + 1
  }
  return lo
}

const MALEFIC_SLOW = new Set<SlowGraha>(['Mars', 'Saturn', 'Rahu', 'Ketu'])
type Body = 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'MeanNode'
const BODY_OF: Record<SlowGraha, Body> = {
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  Rahu: 'MeanNode',
  Ketu: 'MeanNode',
}

/** One graha's slow facts from its position `p`: its sign, its nakṣatra, whether it is combust (Sun at
 *  `sunLon`). */
function factsOf(g: SlowGraha, p: RawPosition, sunLon: number | null) {
  const l = normalizeDeg(p.lon + (g === 'Ketu' ? 180 : 0))
  let combust = false
  if (sunLon !== null && g !== 'Rahu' && g !== 'Ketu') {
    const [direct, retro] = COMBUSTION_ORBS[g]
    combust = separation(l, sunLon) <= (p.lonSpeed < 0 ? retro : direct)
  }
  return { sign: Math.floor(l / 30), nakshatra: Math.floor(l / (360 / 27)), combust }
}

const positionOf = (eph: Ephemeris, g: SlowGraha, jdTt: number) =>
  eph.position(BODY_OF[g], jdTt, { ayanamsa: 'lahiri' })

/** One graha's slow facts at `jdTt` (see factsOf). */
function grahaAt(eph: Ephemeris, g: SlowGraha, jdTt: number, sunLon: number | null) {
  return factsOf(g, positionOf(eph, g, jdTt), sunLon)
}

const sunAt = (eph: Ephemeris, jdTt: number) =>
  normalizeDeg(eph.position('Sun', jdTt, { ayanamsa: 'lahiri' }).lon)

/** The slow facts at `ms` (mean node, as the charts use by default). */
export function slowFactsAt(eph: Ephemeris, ms: number): SlowFacts {
  const { jdTt } = eph.instant(ms)
  const sun = sunAt(eph, jdTt)
  const sign = {} as SlowFacts['sign']
  const nakshatra = {} as SlowFacts['nakshatra']
  const combust = {} as SlowFacts['combust']
  // Rahu and Ketu are the one node: its position read once.
  let node: RawPosition | undefined
  for (const g of SLOW_GRAHAS) {
    const onNode = g === 'Rahu' || g === 'Ketu'
    const f = factsOf(g, onNode ? (node ??= positionOf(eph, g, jdTt)) : positionOf(eph, g, jdTt), sun)
    sign[g] = f.sign
    nakshatra[g] = f.nakshatra
    if (g !== 'Rahu' && g !== 'Ketu') combust[g] = f.combust
  }
  return { sign, nakshatra, combust }
}

/**
 * The instants in (fromMs, toMs) where the slow facts change, to the half minute, given the facts at
 * both ends. The slow grahas change sign, nakṣatra or combustion a few times a month between them, so
 * most days have none; for a graha whose facts differ at the two ends, its own position is bisected.
 */
export function slowChanges(
  eph: Ephemeris,
  fromMs: number,
  toMs: number,
  atFrom: SlowFacts,
  atTo: SlowFacts,
): number[] {
  const out: number[] = []
  for (const g of SLOW_GRAHAS) {
    const combustible = g !== 'Rahu' && g !== 'Ketu'
    // The nakṣatra is read only for the malefics (the Moon's yuti); sign and combustion for all.
    const nak = MALEFIC_SLOW.has(g)
    const keyOf = (f: { sign: number; nakshatra: number; combust: boolean }) =>
      `${f.sign}/${nak ? f.nakshatra : ''}/${f.combust}`
    const ka = keyOf({
      sign: atFrom.sign[g],
      nakshatra: atFrom.nakshatra[g],
      combust: combustible && atFrom.combust[g as 'Mars'],
    })
    const kb = keyOf({
      sign: atTo.sign[g],
      nakshatra: atTo.nakshatra[g],
      combust: combustible && atTo.combust[g as 'Mars'],
    })
    const at = (ms: number) => {
      const { jdTt } = eph.instant(ms)
      return keyOf(grahaAt(eph, g, jdTt, combustible ? sunAt(eph, jdTt) : null))
    }
    out.push(...keyChanges(at, fromMs, toMs, ka, kb))
  }
  return [...new Set(out)].filter((t) => t > fromMs && t < toMs).sort((a, b) => a - b)
}

/**
 * The instants in (fromMs, toMs], to the half minute, where `keyAt` changes, given its values at both ends:
 * the span is halved wherever the two ends differ. A key that changes and changes back inside a half is
 * missed, so the callers keep to spans where a body cannot do that (a day at most, or a body that never
 * turns back).
 */
export function keyChanges(
  keyAt: (ms: number) => string,
  fromMs: number,
  toMs: number,
  atFrom = keyAt(fromMs),
  atTo = keyAt(toMs),
): number[] {
  const out: number[] = []
  const walk = (a: number, b: number, x: string, y: string) => {
    if (x === y) return
    if (b - a <= 30_000) {
      out.push(b)
      return
    }
    const m = (a + b) / 2
    const km = keyAt(m)
    walk(a, m, x, km)
    walk(m, b, km, y)
  }
  walk(fromMs, toMs, atFrom, atTo)
  return out
}
