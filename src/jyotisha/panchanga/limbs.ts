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

/** The limb's angle (degrees, [0, 360)) and its rate (degrees a day) at Julian day `jdTt`. */
function angleAt(eph: Ephemeris, limb: Limb, jdTt: number): { deg: number; rate: number } {
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

/** The limb's angle (degrees, [0, 360)) and its rate (degrees a day) at `ms`. */
export function limbAngle(eph: Ephemeris, limb: Limb, ms: number): { deg: number; rate: number } {
  return angleAt(eph, limb, eph.instant(ms).jdTt)
}

/** The instant near `guessMs` at which the limb's angle is `targetDeg`. */
export function limbCrossing(eph: Ephemeris, limb: Limb, targetDeg: number, guessMs: number): number {
  return crossing(eph, limb, targetDeg, guessMs).ms
}

/**
 * A Newton step shorter than this (degrees) ends the search with that step taken. Newton's error after a
 * step of d degrees is at most (a / 2)(d / r)² degrees, for a limb moving at r degrees a day and
 * accelerating by a: the Moon's limbs move at 10° (the elongation) to 16° (the yoga) a day and change
 * speed by under 0.5° a day each day, so after a step under 10⁻²° what is left is under 3 × 10⁻⁷° (two
 * thousandths of a second of the Moon's motion). Ending on the step's smallness saves the evaluation that
 * would only confirm it (the search stopped at 10⁻⁵° before, one evaluation later).
 */
const LAST_STEP_DEG = 1e-2

/**
 * The crossing and the limb's rate there (degrees a day), which the next search starts from. The instant
 * is converted once (Swiss Ephemeris' UTC to TT): TT − UTC does not change within a UTC day but at a leap
 * second, at the day's end, and before 1972, where UTC is taken as UT, by ΔT's few milliseconds a day; so
 * each step's Julian day is the converted one moved by the step, converted again when a step leaves its
 * UTC day.
 */
function crossing(
  eph: Ephemeris,
  limb: Limb,
  targetDeg: number,
  guessMs: number,
): { ms: number; rate: number } {
  let t = guessMs
  let base = eph.instant(t)
  let rate = 0
  for (let i = 0; i < 30; i++) {
    const a = angleAt(eph, limb, base.jdTt + (t - base.epochMs) / DAY_MS)
    rate = a.rate
    let d = (targetDeg - a.deg) % 360
    if (d > 180) d -= 360
    else if (d <= -180) d += 360
    t += (d / rate) * DAY_MS
    if (Math.abs(d) < LAST_STEP_DEG) return { ms: t, rate }
    if (Math.floor(t / DAY_MS) !== Math.floor(base.epochMs / DAY_MS)) base = eph.instant(t)
  }
  return { ms: t, rate }
}

/** The days an angle moving at `rate` degrees a day, accelerating by `accel` degrees a day a day, takes to
 *  move `deg` degrees: the root of rate·t + accel·t²/2 = deg (in the form that stays exact as accel → 0). */
function daysToCover(deg: number, rate: number, accel: number): number {
  const disc = rate * rate + 2 * accel * deg
  return disc > 0 ? (2 * deg) / (rate + Math.sqrt(disc)) : deg / rate
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
  // How the rate changes (degrees a day, a day), from the rates at the last two starts: the guess for the
  // next end is where the angle, so accelerating, has moved a division. From a day's acceleration the
  // guess is mostly within LAST_STEP_DEG of the crossing, and one evaluation finds it.
  let accel = 0
  for (;;) {
    const guess = startMs + daysToCover(span, rate, accel) * DAY_MS
    const end = crossing(eph, limb, ((index + 1) % count) * span, guess)
    out.push({ index, startMs, endMs: end.ms })
    if (end.ms >= toMs) return out
    accel = (end.rate - rate) / ((end.ms - startMs) / DAY_MS)
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
