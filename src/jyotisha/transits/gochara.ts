/**
 * Gochara: where the grahas transit at an instant, counted from the natal Moon sign (the first
 * reference, Phaladeepika ch. 26; Brihat Samhita ch. 104) and from the lagna; which of those houses
 * the texts call favourable, and whether another transiting graha obstructs it from its vedha house.
 */
import { aspectsSign } from '../drishti.js'
import { GRAHAS, houseFrom, lordOf, type Graha, type Planet } from '../grahas.js'

/**
 * Phaladeepika ch. 26: favourable houses from the natal Moon and, in the same order, the vedha house
 * that obstructs each. Rahu: Phaladeepika 26.24 names 3, 6, 10 and 11; it gives no vedha for Rahu, and
 * later manuals use Saturn's (12, 9, 5) for the 3rd, 6th and 11th, none for the 10th. Ketu as Rahu
 * (the translator's reading: the text gives no Ketu list).
 */
export const GOCHARA_TABLE: Readonly<
  Record<Graha, readonly (readonly [favourable: number, vedha: number | null])[]>
> = {
  Sun: [
    [3, 9],
    [6, 12],
    [10, 4],
    [11, 5],
  ],
  Moon: [
    [1, 5],
    [3, 9],
    [6, 12],
    [7, 2],
    [10, 4],
    [11, 8],
  ],
  Mars: [
    [3, 12],
    [6, 9],
    [11, 5],
  ],
  Mercury: [
    [2, 5],
    [4, 3],
    [6, 9],
    [8, 1],
    [10, 8],
    [11, 12],
  ],
  Jupiter: [
    [2, 12],
    [5, 4],
    [7, 3],
    [9, 10],
    [11, 8],
  ],
  Venus: [
    [1, 8],
    [2, 7],
    [3, 1],
    [4, 10],
    [5, 9],
    [8, 5],
    [9, 11],
    [11, 6],
    [12, 3],
  ],
  Saturn: [
    [3, 12],
    [6, 9],
    [11, 5],
  ],
  Rahu: [
    [3, 12],
    [6, 9],
    [10, null],
    [11, 5],
  ],
  Ketu: [
    [3, 12],
    [6, 9],
    [10, null],
    [11, 5],
  ],
}

/**
 * Pairs that never obstruct each other: the Sun and Saturn, the Moon and Mercury (father and son,
 * Phaladeepika ch. 26). Also Rahu and Ketu (our convention): always six signs apart, Ketu would sit in
 * the 5th whenever Rahu transits the 11th and cancel that transit every time, which no text implies.
 */
const NO_VEDHA: readonly (readonly [Graha, Graha])[] = [
  ['Sun', 'Saturn'],
  ['Moon', 'Mercury'],
  ['Rahu', 'Ketu'],
]

function exempt(a: Graha, b: Graha): boolean {
  return NO_VEDHA.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
}

export interface GocharaPlace {
  planet: Graha
  signIndex: number
  houseFromMoon: number
  /** Null when the birth time is unknown (no lagna). */
  houseFromAscendant: number | null
  favourable: boolean
  /** Transiting grahas in the vedha house of this favourable transit (empty when none, or when the
   *  transit is not a favourable one). */
  vedha: Graha[]
  /** Bindus of this graha's own natal aṣṭakavarga in the transit sign (Phaladeepika ch. 23); null for
   *  Rahu and Ketu, which have none, and when the birth time is unknown (the lagna contributes). */
  bindus: number | null
}

/**
 * The transit of each graha at one instant. `transitSigns`: the transiting grahas' signs (0 = Aries);
 * `bhinna`: the natal bhinnāṣṭakavarga of the seven planets (twelve counts from Aries), null when unknown.
 */
export function gochara(
  transitSigns: Readonly<Record<Graha, number>>,
  natalMoonSign: number,
  natalLagnaSign: number | null,
  bhinna: Readonly<Record<Planet, readonly number[]>> | null,
): GocharaPlace[] {
  const houseOf = {} as Record<Graha, number>
  for (const g of GRAHAS) houseOf[g] = houseFrom(natalMoonSign, transitSigns[g])
  return GRAHAS.map((planet) => {
    const house = houseOf[planet]
    const row = GOCHARA_TABLE[planet].find(([fav]) => fav === house)
    const vedhaHouse = row?.[1] ?? null
    const vedha =
      vedhaHouse === null
        ? []
        : GRAHAS.filter(
            (other) => other !== planet && !exempt(planet, other) && houseOf[other] === vedhaHouse,
          )
    const signIndex = transitSigns[planet]
    return {
      planet,
      signIndex,
      houseFromMoon: house,
      houseFromAscendant: natalLagnaSign === null ? null : houseFrom(natalLagnaSign, signIndex),
      favourable: row !== undefined,
      vedha,
      bindus: planet === 'Rahu' || planet === 'Ketu' || bhinna === null ? null : bhinna[planet][signIndex]!,
    }
  })
}

/** How a transiting graha touches a house: by standing in its sign or aspecting it (full sight,
 *  BPHS ch. 26), and the same for the sign its lord occupies in the birth chart. */
export interface Touch {
  house: boolean
  lord: boolean
}

export interface DoubleTransit {
  /** Counted from the lagna, or from the Moon when the birth time is unknown. */
  house: number
  jupiter: Touch
  saturn: Touch
}

/** A transiting Jupiter or Saturn touches a sign: it occupies it or casts full sight on it (whole signs). */
export const touches = (graha: 'Jupiter' | 'Saturn', from: number, sign: number): boolean =>
  from === sign || aspectsSign(graha, from, sign)

/**
 * "Double transit" (K. N. Rao's use of the gochara of Jupiter and Saturn, later practice): the houses
 * that transiting Jupiter and Saturn both influence, each either the house itself or the natal sign of
 * its lord, by occupation or full aspect (Jupiter 5th, 7th, 9th; Saturn 3rd, 7th, 10th; BPHS ch. 26).
 */
export function doubleTransits(
  jupiterSign: number,
  saturnSign: number,
  referenceSign: number,
  natalSigns: Readonly<Record<Graha, number>>,
): DoubleTransit[] {
  const out: DoubleTransit[] = []
  for (let house = 1; house <= 12; house++) {
    const sign = (referenceSign + house - 1) % 12
    const lordSign = natalSigns[lordOf(sign)]
    const jupiter = {
      house: touches('Jupiter', jupiterSign, sign),
      lord: touches('Jupiter', jupiterSign, lordSign),
    }
    const saturn = {
      house: touches('Saturn', saturnSign, sign),
      lord: touches('Saturn', saturnSign, lordSign),
    }
    if ((jupiter.house || jupiter.lord) && (saturn.house || saturn.lord)) out.push({ house, jupiter, saturn })
  }
  return out
}
