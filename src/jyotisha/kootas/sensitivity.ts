/**
 * How much a match rests on the birth times: a Moon within 30′ of a nakṣatra, pada
 * or sign boundary (or of the 15° that splits Sagittarius and Capricorn for vaśya), or a lagna near a
 * sign change, changes results if the birth time is a few minutes off; a birth time not known leaves
 * some results unknowable. Each note names the boundary, how many minutes of the body's motion away
 * it is, and what it would change.
 */
const NAK = 360 / 27
const PADA = 360 / 108
/** The Moon this close to a boundary (degrees) is reported: 30′, about an hour of its motion. */
const MOON_MARGIN_DEG = 0.5
/** The lagna this close to a sign change (minutes of time) is reported. */
const LAGNA_MARGIN_MINUTES = 10

export type Boundary = 'nakshatra' | 'pada' | 'sign' | 'vashyaHalf' | 'lagnaSign'

export interface SensitivityNote {
  boundary: Boundary
  /** Minutes of the body's motion to (or since) the boundary: how far off the birth time would have to be. */
  minutes: number
  /** The results that would change. */
  affects: string[]
}

const AFFECTED: Readonly<Record<Boundary, readonly string[]>> = {
  nakshatra: ['tara', 'yoni', 'gana', 'nadi', 'dina', 'mahendra', 'streeDeergha', 'rajju', 'vedha', 'dasha'],
  pada: ['nadi exceptions (same nakṣatra, another pada)', 'navāṃśa of the Moon'],
  sign: ['varna', 'vashya', 'grahaMaitri', 'bhakoot', 'rasi', 'rasiAdhipati', 'manglik (from the Moon)'],
  vashyaHalf: ['vashya'],
  lagnaSign: ['manglik (from the lagna)', 'the 7th house and its lord'],
}

/** Degrees from `lon` to the nearest multiple of `step` (plus `offset`), either side. */
function distanceToBoundary(lon: number, step: number, offset = 0): number {
  const r = (((lon - offset) % step) + step) % step
  return Math.min(r, step - r)
}

/**
 * The notes for one person: the Moon's sidereal longitude and speed (degrees a day), and the lagna's
 * longitude and its speed (degrees a minute), or null when the birth time is unknown.
 */
export function sensitivityOf(
  moon: { lon: number; speed: number },
  lagna: { lon: number; degreesPerMinute: number } | null,
): SensitivityNote[] {
  const out: SensitivityNote[] = []
  const minutes = (deg: number) => Math.round((deg / moon.speed) * 1440)
  const check = (boundary: Boundary, deg: number) => {
    if (deg <= MOON_MARGIN_DEG)
      out.push({ boundary, minutes: minutes(deg), affects: [...AFFECTED[boundary]] })
  }
  const lon = ((moon.lon % 360) + 360) % 360
  // A sign boundary is also a nakṣatra's every 120° and always a pada's: each is reported, as each changes.
  check('sign', distanceToBoundary(lon, 30))
  check('nakshatra', distanceToBoundary(lon, NAK))
  check('pada', distanceToBoundary(lon, PADA))
  if (lon >= 240 && lon < 300) check('vashyaHalf', Math.abs((lon % 30) - 15))
  if (lagna) {
    const deg = distanceToBoundary(lagna.lon, 30)
    const m = Math.round(deg / lagna.degreesPerMinute)
    if (m <= LAGNA_MARGIN_MINUTES)
      out.push({ boundary: 'lagnaSign', minutes: m, affects: [...AFFECTED.lagnaSign] })
  }
  return out
}

/** What cannot be known without the birth time, given where the Moon was at the day's start and end. */
export function unknownWithoutTime(moonAtDayStart: number, moonAtDayEnd: number): string[] {
  const cross = (step: number) => Math.floor(moonAtDayStart / step) !== Math.floor(moonAtDayEnd / step)
  const out = ['manglik (from the lagna)', 'the 7th house and its lord', 'the navāṃśa']
  if (cross(30)) out.push(...AFFECTED.sign)
  if (cross(NAK)) out.push(...AFFECTED.nakshatra)
  return [...new Set(out)]
}
