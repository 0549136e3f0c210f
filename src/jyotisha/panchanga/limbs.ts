/**
 * The moving limbs of the pañcāṅga as spans in time: tithi and karaṇa (the Moon's
 * elongation from the Sun in 12° and 6° steps), nakṣatra and its padas (the Moon's sidereal longitude in
 * 13°20′ and 3°20′ steps), yoga (the sum of the Sun's and the Moon's sidereal longitudes in 13°20′
 * steps) and the Moon's sign (jyotisha.md §7.1–7.3); and the Sun's own nakṣatra and sign (Ravi yoga,
 * saṅkrāntis). Each boundary is found by Newton's method on the ephemeris (the speeds it gives), to well
 * under a second, never by stepping: every one of these quantities only ever grows (the Moon outruns the
 * Sun every day of the year, and the Sun is never retrograde).
 */
import type { Ephemeris } from '../../astro/index.js'
import { normalizeDeg } from '../../astro/index.js'

export const LIMBS = [
  'tithi',
  'karana',
  'nakshatra',
  'pada',
  'yoga',
  'moonSign',
  'sunNakshatra',
  'sunSign',
] as const
export type Limb = (typeof LIMBS)[number]

/** Degrees per division of each limb. */
export const LIMB_SPAN_DEG: Readonly<Record<Limb, number>> = {
  tithi: 12,
  karana: 6,
  nakshatra: 360 / 27,
  pada: 360 / 108,
  yoga: 360 / 27,
  moonSign: 30,
  sunNakshatra: 360 / 27,
  sunSign: 30,
}

export interface LimbSpan {
  /** 0-based division: tithi 0…29, karaṇa 0…59 (half-tithis), nakṣatra 0…26, pada 0…107, yoga 0…26,
   *  sign 0…11. */
  index: number
  startMs: number
  endMs: number
}

const DAY_MS = 86_400_000
/** A Newton step below this (degrees, about 0.03 s of the Moon's motion) ends the search. */
const EPS_DEG = 1e-5

/** The limb's angle (degrees, [0, 360)) and its rate (degrees a day) at `ms`. */
export function limbAngle(eph: Ephemeris, limb: Limb, ms: number): { deg: number; rate: number } {
  const { jdTt } = eph.instant(ms)
  if (limb === 'sunNakshatra' || limb === 'sunSign') {
    const sun = eph.position('Sun', jdTt, { ayanamsa: 'lahiri' })
    return { deg: normalizeDeg(sun.lon), rate: sun.lonSpeed }
  }
  const moon = eph.position('Moon', jdTt, { ayanamsa: 'lahiri' })
  if (limb === 'nakshatra' || limb === 'pada' || limb === 'moonSign')
    return { deg: normalizeDeg(moon.lon), rate: moon.lonSpeed }
  const sun = eph.position('Sun', jdTt, { ayanamsa: 'lahiri' })
  if (limb === 'yoga') return { deg: normalizeDeg(moon.lon + sun.lon), rate: moon.lonSpeed + sun.lonSpeed }
  return { deg: normalizeDeg(moon.lon - sun.lon), rate: moon.lonSpeed - sun.lonSpeed }
}

/** The instant near `guessMs` at which the limb's angle is `targetDeg`. */
export function limbCrossing(eph: Ephemeris, limb: Limb, targetDeg: number, guessMs: number): number {
  return crossing(eph, limb, targetDeg, guessMs).ms
}

/** The crossing and the limb's rate there (degrees a day), which the next search starts from. */
function crossing(
  eph: Ephemeris,
  limb: Limb,
  targetDeg: number,
  guessMs: number,
): { ms: number; rate: number } {
  let t = guessMs
  let rate = 0
  for (let i = 0; i < 30; i++) {
    const a = limbAngle(eph, limb, t)
    rate = a.rate
    let d = (targetDeg - a.deg) % 360
    if (d > 180) d -= 360
    else if (d <= -180) d += 360
    t += (d / rate) * DAY_MS
    if (Math.abs(d) < EPS_DEG) return { ms: t, rate }
  }
  return { ms: t, rate }
}

/**
 * The divisions of `limb` that overlap [fromMs, toMs), in order, each with its whole span: the first
 * starts before `fromMs` and the last ends after `toMs` (an almanac gives when the running one began and
 * when the last one ends).
 */
export function limbSpans(eph: Ephemeris, limb: Limb, fromMs: number, toMs: number): LimbSpan[] {
  const span = LIMB_SPAN_DEG[limb]
  const count = Math.round(360 / span)
  const first = limbAngle(eph, limb, fromMs)
  let index = Math.floor(first.deg / span)
  // Where the division running at fromMs began: a first guess from the present rate.
  let startMs = limbCrossing(
    eph,
    limb,
    index * span,
    fromMs - ((first.deg - index * span) / first.rate) * DAY_MS,
  )
  const out: LimbSpan[] = []
  // The rate at the start of each division: the search that found the start already read it.
  let rate = limbAngle(eph, limb, startMs).rate
  for (;;) {
    const end = crossing(eph, limb, ((index + 1) % count) * span, startMs + (span / rate) * DAY_MS)
    out.push({ index, startMs, endMs: end.ms })
    if (end.ms >= toMs) return out
    index = (index + 1) % count
    startMs = end.ms
    rate = end.rate
  }
}

/**
 * The coarser divisions made of whole groups of `factor` consecutive finer ones (tithis from karaṇas,
 * nakṣatras from padas): the same boundaries without searching for them again. Where the first finer
 * span is not the first of its group, or the last not the last, that group's start or end is found by
 * one more crossing.
 */
export function groupedSpans(
  eph: Ephemeris,
  limb: Limb,
  fine: readonly LimbSpan[],
  factor: number,
): LimbSpan[] {
  const out: LimbSpan[] = []
  for (const f of fine) {
    const index = Math.floor(f.index / factor)
    const last = out[out.length - 1]
    if (last && last.index === index) last.endMs = f.endMs
    else if (last || f.index % factor === 0) out.push({ index, startMs: f.startMs, endMs: f.endMs })
    else {
      const span = LIMB_SPAN_DEG[limb]
      const back = ((f.index % factor) * (span / factor)) / limbAngle(eph, limb, f.startMs).rate
      out.push({
        index,
        startMs: limbCrossing(eph, limb, index * span, f.startMs - back * DAY_MS),
        endMs: f.endMs,
      })
    }
  }
  const lastFine = fine[fine.length - 1]
  const last = out[out.length - 1]
  if (lastFine && last && lastFine.index % factor !== factor - 1) {
    const span = LIMB_SPAN_DEG[limb]
    const count = Math.round(360 / span)
    const ahead =
      ((factor - 1 - (lastFine.index % factor)) * (span / factor)) / limbAngle(eph, limb, lastFine.endMs).rate
    last.endMs = limbCrossing(eph, limb, ((last.index + 1) % count) * span, lastFine.endMs + ahead * DAY_MS)
  }
  return out
}
