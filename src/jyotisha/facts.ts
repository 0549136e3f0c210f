/**
 * The facts of a rashi (D1) chart that rules are written over: each graha's sign, house, dignity,
 * motion, combustion and navamsa, with the counting and aspect helpers every yoga and every later rule
 * uses. Built from sidereal longitudes only, so tests can state a chart by its placements.
 * Sources: jyotisha.md §0 (counting), §1.5 (combustion), §1.6 (benefics), §6 (graha drishti).
 */
import { normalizeDeg } from '../astro/index.js'
import { dignityOf, type Dignity } from './dignity.js'
import { GRAHAS, houseFrom, lordOf, type Graha, type Planet } from './grahas.js'
import { vargaSign } from './vargas.js'

export interface GrahaFacts {
  graha: Graha
  /** Sidereal longitude, [0, 360). */
  longitude: number
  /** Sign index, 0 = Aries. */
  sign: number
  /** Degrees within the sign, [0, 30). */
  degree: number
  /** Whole-sign house from the lagna, 1 … 12. */
  house: number
  /** Speed in longitude, degrees per day (negative = retrograde; the mean nodes always are). */
  speed: number
  retrograde: boolean
  dignity: Dignity
  /** Within its combustion orb of the Sun (jyotisha.md §1.5); never for the Sun and the nodes. */
  combust: boolean
  /** Sign index in the navamsa (D9). */
  navamsaSign: number
}

export interface ChartFacts {
  /** Sign index of the lagna. With the birth time unknown it is the Moon's sign (chandra lagna). */
  lagnaSign: number
  /** Sidereal longitude of the ascendant; null when the birth time is unknown. */
  lagnaLongitude: number | null
  /** False when the birth time was not given: the lagna is the Moon's sign. */
  timeKnown: boolean
  grahas: Readonly<Record<Graha, GrahaFacts>>
  /** The Sun above the horizon at birth (a day birth); null when the birth time is unknown. */
  dayBirth: boolean | null
  /** The Moon moving away from the Sun (śukla pakṣa): elongation Moon − Sun in [0°, 180°). */
  moonWaxing: boolean
}

export interface FactsInput {
  /** Sidereal ascendant longitude, or null when the birth time is unknown. */
  lagnaLongitude: number | null
  /** Sidereal longitude and speed (degrees/day) of each graha. Ketu must be Rahu + 180°. */
  grahas: Readonly<Record<Graha, { longitude: number; speed: number }>>
  dayBirth: boolean | null
}

/** Combustion orbs in degrees (jyotisha.md §1.5): [direct, retrograde]. */
export const COMBUSTION_ORBS: Readonly<Record<Exclude<Planet, 'Sun'>, readonly [number, number]>> = {
  Moon: [12, 12],
  Mars: [17, 17],
  Mercury: [14, 12],
  Jupiter: [11, 11],
  Venus: [10, 8],
  Saturn: [15, 15],
}

/** Smallest angle between two longitudes, [0, 180]. */
export function separation(a: number, b: number): number {
  const d = normalizeDeg(a - b)
  return d > 180 ? 360 - d : d
}

const signIndex = (lon: number) => Math.min(11, Math.floor(normalizeDeg(lon) / 30))

export function buildFacts(input: FactsInput): ChartFacts {
  const signs = {} as Record<Graha, number>
  for (const g of GRAHAS) signs[g] = signIndex(input.grahas[g].longitude)
  const lagnaSign = input.lagnaLongitude === null ? signs.Moon : signIndex(input.lagnaLongitude)
  const sun = normalizeDeg(input.grahas.Sun.longitude)
  const grahas = {} as Record<Graha, GrahaFacts>
  for (const g of GRAHAS) {
    const { speed } = input.grahas[g]
    const longitude = normalizeDeg(input.grahas[g].longitude)
    const sign = signs[g]
    const retrograde = speed < 0
    let combust = false
    if (g !== 'Sun' && g !== 'Rahu' && g !== 'Ketu') {
      const [direct, retro] = COMBUSTION_ORBS[g]
      combust = separation(longitude, sun) < (retrograde ? retro : direct)
    }
    grahas[g] = {
      graha: g,
      longitude,
      sign,
      degree: longitude - sign * 30,
      house: houseFrom(lagnaSign, sign),
      speed,
      retrograde,
      dignity: dignityOf(g, longitude, signs),
      combust,
      navamsaSign: vargaSign(9, longitude),
    }
  }
  return {
    lagnaSign,
    lagnaLongitude: input.lagnaLongitude === null ? null : normalizeDeg(input.lagnaLongitude),
    timeKnown: input.lagnaLongitude !== null,
    grahas,
    dayBirth: input.dayBirth,
    moonWaxing: normalizeDeg(input.grahas.Moon.longitude - sun) < 180,
  }
}

// ---- counting ------------------------------------------------------------------------------------

/** Sign index of house `h` (1 … 12) from the lagna. */
export const signOfHouse = (c: ChartFacts, h: number): number => (c.lagnaSign + h - 1) % 12

/** Lord of house `h` from the lagna. */
export const lordOfHouse = (c: ChartFacts, h: number): Planet => lordOf(signOfHouse(c, h))

/** Houses (1 … 12 from the lagna) that `p` lords: one or two; none for the nodes. */
export function housesLordedBy(c: ChartFacts, p: Graha): number[] {
  const out: number[] = []
  for (let h = 1; h <= 12; h++) if (lordOfHouse(c, h) === p) out.push(h)
  return out
}

/** Grahas in sign `sign`, in GRAHAS order. */
const occupantsOfSign = (c: ChartFacts, sign: number): Graha[] =>
  GRAHAS.filter((g) => c.grahas[g].sign === sign)

/** Grahas in house `h` from the lagna. */
export const occupantsOfHouse = (c: ChartFacts, h: number): Graha[] => occupantsOfSign(c, signOfHouse(c, h))

/** The kendras (angles), trikonas (trines), dusthanas (the difficult houses) and upachayas (the
 *  houses of growth), as houses 1 … 12. */
export const KENDRAS: readonly number[] = [1, 4, 7, 10]
export const TRIKONAS: readonly number[] = [1, 5, 9]
export const DUSTHANAS: readonly number[] = [6, 8, 12]
export const UPACHAYAS: readonly number[] = [3, 6, 10, 11]

export const isKendra = (h: number): boolean => KENDRAS.includes(h)

/** Same sign. */
export const conjunct = (c: ChartFacts, a: Graha, b: Graha): boolean => c.grahas[a].sign === c.grahas[b].sign

// ---- aspects (graha drishti, full aspects only; jyotisha.md §6) ------------------------------------

/** Houses counted from the graha that it aspects fully. The nodes aspect the 7th only (the PyJHora /
 *  Jagannatha Hora default of §6, variant 1). */
export const FULL_ASPECTS: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [7],
  Moon: [7],
  Mercury: [7],
  Venus: [7],
  Mars: [4, 7, 8],
  Jupiter: [5, 7, 9],
  Saturn: [3, 7, 10],
  Rahu: [7],
  Ketu: [7],
}

/** Whether `g` fully aspects sign `sign`. */
export const aspectsSign = (c: ChartFacts, g: Graha, sign: number): boolean =>
  FULL_ASPECTS[g].includes(houseFrom(c.grahas[g].sign, sign))

/** Whether `a` aspects `b` (b's sign is among a's aspected signs). */
export const aspects = (c: ChartFacts, a: Graha, b: Graha): boolean =>
  a !== b && aspectsSign(c, a, c.grahas[b].sign)

// ---- benefic and malefic nature (jyotisha.md §1.6) -------------------------------------------------

/** The grahas that make Mercury a malefic by sharing its sign (the Moon only while waning). */
const MERCURY_SPOILERS = ['Sun', 'Moon', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const

/** Natural benefic in this chart: Jupiter, Venus; the waxing Moon; Mercury unless it shares a sign
 *  with a malefic (Sun, Mars, Saturn, the nodes, or the waning Moon). */
export function isBenefic(c: ChartFacts, g: Graha): boolean {
  switch (g) {
    case 'Jupiter':
    case 'Venus':
      return true
    case 'Moon':
      return c.moonWaxing
    case 'Mercury':
      return !MERCURY_SPOILERS.some((m) => conjunct(c, 'Mercury', m) && (m !== 'Moon' || !c.moonWaxing))
    default:
      return false
  }
}

export const isMalefic = (c: ChartFacts, g: Graha): boolean => !isBenefic(c, g)

/** In its exaltation, moolatrikona or own sign. */
export const isDignified = (c: ChartFacts, g: Graha): boolean =>
  ['exalted', 'moolatrikona', 'own'].includes(c.grahas[g].dignity)
