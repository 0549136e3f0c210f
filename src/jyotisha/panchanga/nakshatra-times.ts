/**
 * Varjyam (tyājya, viṣa ghaṭī) and Amṛta kālam: a part of each nakṣatra, four ghaṭīs long in a nakṣatra
 * of sixty, beginning at a ghaṭī fixed for each nakṣatra. The ghaṭīs are of the nakṣatra's own span, so
 * a long nakṣatra has a long Varjyam: start = nakṣatra start + ghaṭī/60 · its span, length = 4/60 · its
 * span (drik-panchanga, PyJHora after Karanam Ramakumar; Drik Panchang's printed Amṛta kālam fits it).
 *
 * Tables: the common column printed by drik-panchanga (after Drik Panchang's nakṣatra-tyājya table),
 * PyJHora and Hindi and Telugu almanac tables. Where traditions differ (docs/panchanga.md): Mūla's
 * Varjyam is at 56 here (one window); Karanam Ramakumar and Telugu almanacs give two, at 20 and 56, and
 * the Praśna Mārga column gives 20 alone, Ārdrā 11 and Hasta 22; Kerala's Mādhavīya Amṛta column is
 * another table altogether.
 */
import type { LimbSpan } from './limbs.js'
import type { Span } from './divisions.js'

/** The ghaṭī (of 60) at which Varjyam begins, Ashwini … Revati. */
const VARJYAM_GHATI: readonly number[] = [
  50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 56, 24, 20, 10, 10, 18, 16, 24, 30,
]
/** The ghaṭī (of 60) at which Amṛta kālam begins, Ashwini … Revati. */
const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
]
const LENGTH_GHATIS = 4

function partsOf(
  nakshatras: readonly LimbSpan[],
  table: readonly number[],
  from: number,
  to: number,
): Span[] {
  const out: Span[] = []
  for (const n of nakshatras) {
    const len = n.endMs - n.startMs
    const startMs = n.startMs + (table[n.index]! / 60) * len
    const endMs = startMs + (LENGTH_GHATIS / 60) * len
    if (endMs > from && startMs < to) out.push({ startMs, endMs })
  }
  return out
}

/** The Varjyam and Amṛta kālam spans that touch [from, to), of the nakṣatras that run in it. */
export function nakshatraTimes(
  nakshatras: readonly LimbSpan[],
  from: number,
  to: number,
): { varjyam: Span[]; amritKalam: Span[] } {
  return {
    varjyam: partsOf(nakshatras, VARJYAM_GHATI, from, to),
    amritKalam: partsOf(nakshatras, AMRIT_GHATI, from, to),
  }
}
