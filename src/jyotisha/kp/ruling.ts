/**
 * KP ruling planets at a moment and place (A.K. Bansal, "Krishnamurthy Paddhati" ch. 3; R. Krishnamoorthy,
 * "Ruling Planets", 2005; docs/kp.md §6): the lords of the ascendant's sub, star and sign, of the Moon's sub,
 * star and sign, and the lord of the weekday, in that order of strength (Krishnamurti named five, the
 * sub lords of the ascendant and the Moon were added in later KP practice and lead the list). The
 * weekday runs from sunrise to sunrise, as Krishnamurti recommended. Rahu and Ketu join the ruling
 * planets as agents when they occupy a sign whose lord is a ruling planet.
 */
import { DateTime } from 'luxon'
import { sunriseOn, type Ephemeris, type Instant, type Place } from '../../astro/index.js'
import type { NodeType } from '../chart.js'
import type { DashaLord } from '../dasha.js'
import type { Graha, Planet } from '../grahas.js'
import { VARAS } from '../panchanga/names.js'
import { kpNewAyanamsaDeg } from './ayanamsa.js'
import { ascendantDeg, kpPlanets, kpPoint } from './chart.js'

export interface RulingPoint {
  longitude: number
  signLord: Planet
  starLord: DashaLord
  subLord: DashaLord
}

export const RULING_ROLES = [
  'ascendant_sub_lord',
  'ascendant_star_lord',
  'ascendant_sign_lord',
  'moon_sub_lord',
  'moon_star_lord',
  'moon_sign_lord',
  'day_lord',
] as const
export type RulingRole = (typeof RULING_ROLES)[number]

export interface RulingPlanets {
  epochMs: number
  ascendant: RulingPoint
  moon: RulingPoint
  weekday: string
  dayLord: Planet
  /** `sunrise`: the weekday began at the last sunrise at the place; `civil_day`: no sunrise there that
   *  day (polar day or night), the local calendar date's weekday. */
  dayBasis: 'sunrise' | 'civil_day'
  /** The seven slots in order of strength. */
  slots: { role: RulingRole; planet: Graha }[]
  /** Each ruling planet once, strongest first, then the nodes acting as agents. */
  planets: Graha[]
  /** Rahu or Ketu in a sign whose lord is a ruling planet. */
  nodeAgents: { node: 'Rahu' | 'Ketu'; signLord: Planet }[]
}

/** The weekday index (0 = Sunday) of the Vedic day holding `epochMs` at `place`, and how it was found. */
function vedicWeekday(
  eph: Ephemeris,
  epochMs: number,
  zone: string,
  place: Place,
): { weekday: number; basis: 'sunrise' | 'civil_day' } {
  const local = DateTime.fromMillis(epochMs, { zone })
  const civil = local.weekday % 7
  const s = sunriseOn(eph, { year: local.year, month: local.month, day: local.day }, zone, place, 'standard')
  if (s.sunrise === null) return { weekday: civil, basis: 'civil_day' }
  return { weekday: epochMs < s.sunrise.epochMs ? (civil + 6) % 7 : civil, basis: 'sunrise' }
}

const pointOf = (lon: number): RulingPoint => {
  const p = kpPoint(lon)
  return { longitude: p.longitude, signLord: p.signLord, starLord: p.starLord, subLord: p.subLord }
}

/** The ruling planets at `t` for `place`, the weekday read in IANA zone `zone`. */
export function rulingPlanets(
  eph: Ephemeris,
  t: Instant,
  place: Place,
  zone: string,
  nodeType: NodeType,
): RulingPlanets {
  const aya = kpNewAyanamsaDeg(eph, t)
  const ascendant = pointOf(ascendantDeg(eph, t, place, aya))
  // Houses do not matter here: any cusps will do for the grahas' places.
  const grahas = kpPlanets(eph, t, nodeType, aya, [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330])
  const moonPlace = grahas.find((g) => g.planet === 'Moon')!
  const moon = pointOf(moonPlace.longitude)
  const { weekday, basis } = vedicWeekday(eph, t.epochMs, zone, place)
  const dayLord = VARAS[weekday]!.lord
  const slots: RulingPlanets['slots'] = [
    { role: 'ascendant_sub_lord', planet: ascendant.subLord },
    { role: 'ascendant_star_lord', planet: ascendant.starLord },
    { role: 'ascendant_sign_lord', planet: ascendant.signLord },
    { role: 'moon_sub_lord', planet: moon.subLord },
    { role: 'moon_star_lord', planet: moon.starLord },
    { role: 'moon_sign_lord', planet: moon.signLord },
    { role: 'day_lord', planet: dayLord },
  ]
  const ruling = [...new Set(slots.map((s) => s.planet))]
  const nodeAgents: RulingPlanets['nodeAgents'] = []
  for (const node of ['Rahu', 'Ketu'] as const) {
    const signLord = grahas.find((g) => g.planet === node)!.signLord
    if (ruling.includes(signLord)) nodeAgents.push({ node, signLord })
  }
  const planets = [...ruling]
  for (const a of nodeAgents) if (!planets.includes(a.node)) planets.push(a.node)
  return {
    epochMs: t.epochMs,
    ascendant,
    moon,
    weekday: VARAS[weekday]!.name,
    dayLord,
    dayBasis: basis,
    slots,
    planets,
    nodeAgents,
  }
}
