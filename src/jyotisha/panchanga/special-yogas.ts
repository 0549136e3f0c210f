/**
 * The special yogas of a day: combinations of the weekday (the vāra, sunrise to sunrise) with
 * the Moon's nakṣatra, and for the Puṣkara yogas the tithi, or of the Moon's nakṣatra counted from the
 * Sun's. Each holds for the span where its parts meet inside the day, so a yoga can begin mid-day when
 * the nakṣatra changes, and ends at the next sunrise with the weekday.
 */
import type { Ephemeris } from '../../astro/index.js'
import type { NamedSpan, Span } from './divisions.js'
import { limbSpans, type LimbSpan } from './limbs.js'

// Nakṣatra indices 0 (Ashwini) … 26 (Revati).
const ASHWINI = 0
const KRITTIKA = 2
const ROHINI = 3
const MRIGASHIRA = 4
const PUNARVASU = 6
const PUSHYA = 7
const ASHLESHA = 8
const UTTARA_PHALGUNI = 11
const HASTA = 12
const CHITRA = 13
const SWATI = 14
const VISHAKHA = 15
const ANURADHA = 16
const MULA = 18
const UTTARA_ASHADHA = 20
const SHRAVANA = 21
const DHANISHTA = 22
const PURVA_BHADRAPADA = 24
const UTTARA_BHADRAPADA = 25
const REVATI = 26

/** Sarvārtha Siddhi: by weekday from Sunday, the nakṣatras that make it (Muhurta Chintamani). */
const SARVARTHA_SIDDHI: readonly (readonly number[])[] = [
  [ASHWINI, PUSHYA, UTTARA_PHALGUNI, HASTA, MULA, UTTARA_ASHADHA, UTTARA_BHADRAPADA],
  [ROHINI, MRIGASHIRA, PUSHYA, ANURADHA, SHRAVANA],
  [ASHWINI, KRITTIKA, ASHLESHA, UTTARA_BHADRAPADA],
  [KRITTIKA, ROHINI, MRIGASHIRA, HASTA, ANURADHA],
  [ASHWINI, PUNARVASU, PUSHYA, ANURADHA, REVATI],
  [ASHWINI, PUNARVASU, ANURADHA, SHRAVANA, REVATI],
  [ROHINI, SWATI, SHRAVANA],
]

/** Amṛta Siddhi: one nakṣatra per weekday from Sunday. */
const AMRITA_SIDDHI: readonly number[] = [HASTA, MRIGASHIRA, ASHWINI, ANURADHA, PUSHYA, REVATI, ROHINI]

/** Ravi yoga: the Moon's nakṣatra the 4th, 6th, 9th, 10th, 13th or 20th counted from the Sun's. */
const RAVI_YOGA_COUNTS: readonly number[] = [4, 6, 9, 10, 13, 20]

/** Āḍal and Viḍāl: the Moon's nakṣatra counted from the Sun's among 28, Abhijit counted between Uttara
 *  Ashadha and Shravana (PyJHora; Drik Panchang's printed days fit the 28 count, not 27). */
const AADAL_COUNTS: readonly number[] = [2, 7, 9, 14, 16, 21, 23, 28]
const VIDAAL_COUNTS: readonly number[] = [3, 6, 10, 13, 17, 20, 24, 27]
const with28 = (i: number) => (i <= UTTARA_ASHADHA ? i : i + 1)

/** Dvipuṣkara and Tripuṣkara: Sunday, Tuesday or Saturday, a Bhadrā tithi (2, 7, 12 of either pakṣa) and
 *  a nakṣatra with two (three) of its padas in one sign and the rest in another. */
const PUSHKARA_WEEKDAYS = [0, 2, 6]
const BHADRA_TITHIS = [2, 7, 12, 17, 22, 27]
const DVIPADA = [MRIGASHIRA, CHITRA, DHANISHTA]
const TRIPADA = [KRITTIKA, PUNARVASU, UTTARA_PHALGUNI, VISHAKHA, UTTARA_ASHADHA, PURVA_BHADRAPADA]

function overlap(a: Span, b: Span): Span | null {
  const startMs = Math.max(a.startMs, b.startMs)
  const endMs = Math.min(a.endMs, b.endMs)
  return endMs > startMs ? { startMs, endMs } : null
}

/**
 * The helpful special yogas in force for a weekday (0 = Sunday), the Moon's nakṣatra and the Sun's
 * (0-based), in the order a muhurta names them: Amṛta Siddhi, Guru Puṣya, Ravi Puṣya, Sarvārtha Siddhi,
 * Ravi. (The Puṣkara yogas need the tithi too; Āḍal and Viḍāl are not helpful.)
 */
export function helpfulYogasAt(weekday: number, nak: number, sunNak: number): string[] {
  const out: string[] = []
  if (AMRITA_SIDDHI[weekday] === nak) out.push('Amrita Siddhi Yoga')
  if (nak === PUSHYA && weekday === 4) out.push('Guru Pushya Yoga')
  if (nak === PUSHYA && weekday === 0) out.push('Ravi Pushya Yoga')
  if (SARVARTHA_SIDDHI[weekday]!.includes(nak)) out.push('Sarvartha Siddhi Yoga')
  if (RAVI_YOGA_COUNTS.includes(((nak - sunNak + 27) % 27) + 1)) out.push('Ravi Yoga')
  return out
}

export interface SpecialYogaInput {
  eph: Ephemeris
  /** The vāra: 0 = Sunday. */
  weekday: number
  /** The Vedic day. */
  startMs: number
  endMs: number
  tithi: readonly { number: number; startMs: number; endMs: number }[]
  nakshatra: readonly LimbSpan[]
}

/** Every special yoga of the day, in order of start. */
export function specialYogas(d: SpecialYogaInput): NamedSpan[] {
  const day: Span = { startMs: d.startMs, endMs: d.endMs }
  const out: NamedSpan[] = []
  const add = (name: string, s: Span | null) => {
    if (s) out.push({ name: `${name} Yoga`, ...s })
  }
  const sun = limbSpans(d.eph, 'sunNakshatra', d.startMs, d.endMs)
  for (const n of d.nakshatra) {
    const inDay = overlap(day, n)
    if (!inDay) continue
    if (SARVARTHA_SIDDHI[d.weekday]!.includes(n.index)) add('Sarvartha Siddhi', inDay)
    if (AMRITA_SIDDHI[d.weekday] === n.index) add('Amrita Siddhi', inDay)
    if (n.index === PUSHYA && d.weekday === 4) add('Guru Pushya', inDay)
    if (n.index === PUSHYA && d.weekday === 0) add('Ravi Pushya', inDay)
    if (PUSHKARA_WEEKDAYS.includes(d.weekday)) {
      const kind = DVIPADA.includes(n.index)
        ? 'Dvipushkara'
        : TRIPADA.includes(n.index)
          ? 'Tripushkara'
          : null
      if (kind) {
        for (const t of d.tithi) if (BHADRA_TITHIS.includes(t.number)) add(kind, overlap(inDay, t))
      }
    }
    for (const s of sun) {
      const count = ((n.index - s.index + 27) % 27) + 1
      if (RAVI_YOGA_COUNTS.includes(count)) add('Ravi', overlap(inDay, s))
      const count28 = ((with28(n.index) - with28(s.index) + 28) % 28) + 1
      if (AADAL_COUNTS.includes(count28)) add('Aadal', overlap(inDay, s))
      if (VIDAAL_COUNTS.includes(count28)) add('Vidaal', overlap(inDay, s))
    }
  }
  return merge(out).sort((a, b) => a.startMs - b.startMs || a.name.localeCompare(b.name))
}

/** One span per yoga where consecutive pieces of it touch (two nakṣatras of one list in a row). */
function merge(list: NamedSpan[]): NamedSpan[] {
  const out: NamedSpan[] = []
  for (const y of list.sort((a, b) => a.name.localeCompare(b.name) || a.startMs - b.startMs)) {
    const last = out[out.length - 1]
    if (last && last.name === y.name && Math.abs(last.endMs - y.startMs) < 1) last.endMs = y.endMs
    else out.push({ ...y })
  }
  return out
}
