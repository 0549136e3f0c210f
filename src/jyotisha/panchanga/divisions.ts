/**
 * The parts of the day and night the pañcāṅga names (jyotisha.md §7.4–7.6): Rāhu kālam, Yamagaṇḍa and
 * Gulika kālam (eighths of the daytime), the fifteen muhūrtas of day and of night (Abhijit, Durmuhūrta,
 * Brahma muhūrta), choghaḍiyā (eighths of day and night) and horā (twelfths of day and night). Pure
 * arithmetic on sunrise, sunset and the next sunrise (epoch ms); the weekday is the vāra's, 0 = Sunday.
 */
import type { Planet } from '../grahas.js'
import { CHALDEAN_ORDER, VARAS } from './names.js'

export interface Span {
  startMs: number
  endMs: number
}
export interface NamedSpan extends Span {
  name: string
}

/** An hour (horā) and the planet that rules it. */
export interface HoraSpan extends Span {
  name: Planet
}

/** Part `n` (1-based) of `count` equal parts of [from, to). */
function part(from: number, to: number, count: number, n: number): Span {
  const len = (to - from) / count
  return { startMs: from + (n - 1) * len, endMs: from + n * len }
}

/** Which eighth of the daytime each period occupies, by weekday from Sunday (§7.5, PyJHora `trikalam`). */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3]
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6]
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1]

export function kalams(
  sunrise: number,
  sunset: number,
  weekday: number,
): { rahuKalam: Span; yamaganda: Span; gulikaKalam: Span } {
  return {
    rahuKalam: part(sunrise, sunset, 8, RAHU_PART[weekday]!),
    yamaganda: part(sunrise, sunset, 8, YAMAGANDA_PART[weekday]!),
    gulikaKalam: part(sunrise, sunset, 8, GULIKA_PART[weekday]!),
  }
}

/**
 * Durmuhūrtas by weekday: which of the fifteen day muhūrtas (and, on Tuesday, night muhūrtas) are
 * inauspicious. The table Drik Panchang prints (Muhurta Chintamani's list as it is used in North India).
 */
const DURMUHURTA: readonly { day: number[]; night: number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
]

export function durmuhurtas(
  sunrise: number,
  sunset: number,
  nextSunrise: number | null,
  weekday: number,
): Span[] {
  const row = DURMUHURTA[weekday]!
  const out = row.day.map((n) => part(sunrise, sunset, 15, n))
  if (nextSunrise !== null) for (const n of row.night) out.push(part(sunset, nextSunrise, 15, n))
  return out
}

/** Abhijit: the eighth of the fifteen day muhūrtas, astride local apparent noon (§7.6). */
export function abhijit(sunrise: number, sunset: number): Span {
  return part(sunrise, sunset, 15, 8)
}

/** Brahma muhūrta: the fourteenth muhūrta of the night that ends at `sunrise` (the second before dawn). */
export function brahmaMuhurta(previousSunset: number, sunrise: number): Span {
  return part(previousSunset, sunrise, 15, 14)
}

/** Choghaḍiyā: the planet that rules each, in the order they run by day, and its name and nature. */
export const CHOGHADIYA: readonly { lord: Planet; name: string; nature: 'good' | 'neutral' | 'bad' }[] = [
  { lord: 'Sun', name: 'Udveg', nature: 'bad' },
  { lord: 'Venus', name: 'Char', nature: 'neutral' },
  { lord: 'Mercury', name: 'Labh', nature: 'good' },
  { lord: 'Moon', name: 'Amrit', nature: 'good' },
  { lord: 'Saturn', name: 'Kaal', nature: 'bad' },
  { lord: 'Jupiter', name: 'Shubh', nature: 'good' },
  { lord: 'Mars', name: 'Rog', nature: 'bad' },
]

export interface ChoghadiyaSpan extends NamedSpan {
  nature: 'good' | 'neutral' | 'bad'
}

/**
 * The eight choghaḍiyās of a day (from sunrise) or of a night (from sunset). The day's first is ruled
 * by the weekday's lord and each next one steps on in the order above; the night's first is ruled by
 * the lord of the fifth weekday counted from this one and each next steps back two.
 */
export function choghadiya(from: number, to: number, weekday: number, night: boolean): ChoghadiyaSpan[] {
  const lordOfDay = (w: number): number => CHOGHADIYA.findIndex((c) => c.lord === VARAS[w % 7]!.lord)
  let i = night ? lordOfDay(weekday + 4) : lordOfDay(weekday)
  const step = night ? 5 : 1 // −2 ≡ 5 (mod 7)
  const out: ChoghadiyaSpan[] = []
  for (let n = 1; n <= 8; n++) {
    const c = CHOGHADIYA[i]!
    out.push({ ...part(from, to, 8, n), name: c.name, nature: c.nature })
    i = (i + step) % 7
  }
  return out
}

/**
 * The twenty-four horās of a Vedic day: twelve equal parts of the daytime and twelve of the night. The
 * first is ruled by the weekday's lord, each next by the following planet in the Chaldean order.
 */
export function horas(sunrise: number, sunset: number, nextSunrise: number, weekday: number): HoraSpan[] {
  let i = CHALDEAN_ORDER.indexOf(VARAS[weekday]!.lord)
  const out: HoraSpan[] = []
  for (let n = 1; n <= 24; n++) {
    const span = n <= 12 ? part(sunrise, sunset, 12, n) : part(sunset, nextSunrise, 12, n - 12)
    out.push({ ...span, name: CHALDEAN_ORDER[i]! })
    i = (i + 1) % 7
  }
  return out
}
