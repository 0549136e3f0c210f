/**
 * The benefic places (bindus, rekhās) of the aṣṭakavarga: for each of the seven planets and the lagna,
 * the houses counted from each of the eight contributors in which that contributor gives a bindu.
 * Source: BPHS ch. 66 (the Sun's varga first, then the Moon, Mars, Mercury, Jupiter, Venus, Saturn, and
 * last the lagna's own), as read by P. V. R. Narasimha Rao ("Vedic Astrology: An Integrated Approach",
 * §12.2 and §12.8) and used by Jagannatha Hora and PyJHora.
 *
 * Where sources disagree: in six cells of the Moon's and Venus's vargas Varāhamihira's reading differs
 * from Parāśara's (PVR §12.8 lists them; each is a swap inside one contributor's row, so totals are
 * unchanged). Sārāvalī ch. 53 v. 3 and B. V. Raman's "Ashtakavarga System of Prediction" print
 * Varāhamihira's reading, and so do some modern translations labelled BPHS. PVR argues for Parāśara's
 * reading because BPHS states every house three times (count of malefic contributors, their list, the
 * benefic list), which resists corruption. Parāśara's is the default here; `VARAHAMIHIRA_ROWS` gives the
 * other reading for callers who follow Raman. Elsewhere the sources agree: Sārāvalī ch. 53 vv. 2 and 4
 * match the Sun's and Mars's vargas house for house, and PVR's Chart 6 prastāra (all eight vargas,
 * lagna's own included) is reproduced cell for cell in test/unit/ashtakavarga.test.ts.
 *
 * Houses are 1-based and inclusive (1 = the contributor's own sign), as the verses count them.
 */
import { PLANETS, type Planet } from '../grahas.js'

/** The eight contributors (kārakas) of every aṣṭakavarga, in the order BPHS lists them. */
export type Contributor = Planet | 'Ascendant'
/** The seven planets' vargas and the lagna's own. */
export type Varga = Planet | 'Ascendant'

export const CONTRIBUTORS: readonly Contributor[] = [...PLANETS, 'Ascendant']

type Places = Readonly<Record<Contributor, readonly number[]>>

/** Houses (1 … 12) from each contributor in which that contributor gives a bindu, per varga.
 *  BPHS ch. 66; the published bindu total of each varga is in `VARGA_TOTALS`. */
export const BENEFIC_HOUSES: Readonly<Record<Varga, Places>> = {
  // Sun's aṣṭakavarga (48).
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Ascendant: [3, 4, 6, 10, 11, 12],
  },
  // Moon's aṣṭakavarga (49).
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Ascendant: [3, 6, 10, 11],
  },
  // Mars's aṣṭakavarga (39).
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Ascendant: [1, 3, 6, 10, 11],
  },
  // Mercury's aṣṭakavarga (54).
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  // Jupiter's aṣṭakavarga (56).
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  // Venus's aṣṭakavarga (52).
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 4, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  // Saturn's aṣṭakavarga (39).
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Ascendant: [1, 3, 4, 6, 10, 11],
  },
  // The lagna's own aṣṭakavarga (49), given by BPHS ch. 66 after the seven planets'. It is not part of
  // the sarvāṣṭakavarga of 337, which sums the seven planets' vargas only (BPHS ch. 72).
  Ascendant: {
    Sun: [3, 4, 6, 10, 11, 12],
    Moon: [3, 6, 10, 11, 12],
    Mars: [1, 3, 6, 10, 11],
    Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9],
    Saturn: [1, 3, 4, 6, 10, 11],
    Ascendant: [3, 6, 10, 11],
  },
}

/** Varāhamihira's reading of the rows that differ (Bṛhat Jātaka as relayed by PVR §12.8; Sārāvalī
 *  ch. 53 v. 3 for the Moon): Moon not in the 9th from the Moon but in the 9th from Mars, in the 12th
 *  and not the 2nd from Jupiter; Venus in the 5th and not the 4th from Mars. */
export const VARAHAMIHIRA_ROWS: {
  readonly Moon: Pick<Places, 'Moon' | 'Mars' | 'Jupiter'>
  readonly Venus: Pick<Places, 'Mars'>
} = {
  Moon: {
    Moon: [1, 3, 6, 7, 10, 11],
    Mars: [2, 3, 5, 6, 9, 10, 11],
    Jupiter: [1, 4, 7, 8, 10, 11, 12],
  },
  Venus: { Mars: [3, 5, 6, 9, 11, 12] },
}

/** Which reading of the Moon's and Venus's vargas to use (see the file comment). */
export type AshtakavargaReading = 'parashara' | 'varahamihira'

/** The benefic-place table for a reading: Parāśara's, or Varāhamihira's six cells laid over it. */
export function beneficHouses(reading: AshtakavargaReading): Readonly<Record<Varga, Places>> {
  if (reading === 'parashara') return BENEFIC_HOUSES
  return {
    ...BENEFIC_HOUSES,
    Moon: { ...BENEFIC_HOUSES.Moon, ...VARAHAMIHIRA_ROWS.Moon },
    Venus: { ...BENEFIC_HOUSES.Venus, ...VARAHAMIHIRA_ROWS.Venus },
  }
}

/** Published bindu total of each varga (BPHS ch. 66; B. V. Raman, "Ashtakavarga System of Prediction",
 *  ch. 2): a chart-independent invariant, since each contributor's places are fixed in number. */
export const VARGA_TOTALS: Readonly<Record<Varga, number>> = {
  Sun: 48,
  Moon: 49,
  Mars: 39,
  Mercury: 54,
  Jupiter: 56,
  Venus: 52,
  Saturn: 39,
  Ascendant: 49,
}

/** Sarvāṣṭakavarga total: the seven planets' vargas, 48 + 49 + 39 + 54 + 56 + 52 + 39. */
export const SARVA_TOTAL = 337

/** Rāśi guṇakāra (sign multipliers) for the rāśi piṇḍa, Aries … Pisces: BPHS ch. 69 (Piṇḍa sādhana),
 *  the values also given by Horosoft and Astrobix. PVR's Table 28 (§12.7.3) prints Virgo 6, but all seven
 *  rāśi piṇḍas of his own Exercise 22 (Chart 7) come out right only with Virgo 5, which we use. */
export const RASHI_MULTIPLIERS: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12]

/** Graha guṇakāra (planet multipliers) for the graha piṇḍa: BPHS ch. 69; PVR Table 29 agrees. */
export const GRAHA_MULTIPLIERS: Readonly<Record<Planet, number>> = {
  Sun: 5,
  Moon: 5,
  Mars: 8,
  Mercury: 5,
  Jupiter: 10,
  Venus: 7,
  Saturn: 5,
}
