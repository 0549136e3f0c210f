/**
 * The Western block of a chart: tropical positions of the ten planets and the lunar nodes, Placidus
 * cusps, ascendant and midheaven. A Western construction, never a classical Jyotisha one, so every
 * object in it says so (`tradition: 'western'`, `classical: false`; service-spec §2.3).
 */
import {
  BODIES,
  isNode,
  normalizeDeg,
  signOf,
  type Body,
  type Ephemeris,
  type Instant,
  type Place,
  type Sign,
} from '../astro/index.js'
import { text, type Text, type TextLanguage } from '../readings/text.js'

export type NodeType = 'mean' | 'true'

const WESTERN = { tradition: 'western', classical: false } as const

export interface WesternTag {
  tradition: 'western'
  classical: false
}

/** Sun to Pluto: the ephemeris bodies other than the two nodes. */
const PLANET_BODIES = BODIES.filter((b): b is Exclude<Body, 'MeanNode' | 'TrueNode'> => !isNode(b))

/** Sun to Pluto, then the node of the chart's node type and the point opposite it. */
export const WESTERN_BODIES = [...PLANET_BODIES, 'North Node', 'South Node'] as const
export type WesternBody = (typeof WESTERN_BODIES)[number]

export interface WesternPoint extends WesternTag {
  /** Tropical longitude, ecliptic and equinox of date, [0, 360). */
  longitude: number
  sign: Sign
  /** Degrees within the sign, [0, 30). */
  degree: number
}

export interface WesternPlanet extends WesternPoint {
  body: WesternBody
  /** Speed in longitude, degrees per day. */
  speed: number
  retrograde: boolean
}

export interface WesternCusp extends WesternPoint {
  house: number
}

export interface WesternBlock extends WesternTag {
  zodiac: 'tropical'
  houseSystem: 'placidus'
  nodeType: NodeType
  planets: WesternPlanet[]
  /** Null when the birth time is unknown. */
  ascendant: WesternPoint | null
  midheaven: WesternPoint | null
  /** Twelve Placidus cusps; null when the birth time is unknown or Placidus is undefined there. */
  cusps: WesternCusp[] | null
  /** Why something is missing, in plain words; null when nothing is. */
  note: string | null
}

export interface WesternOptions {
  timeKnown: boolean
  nodeType: NodeType
  /** The language of `note` (default English). */
  language?: TextLanguage
}

const NOTE_TIME_UNKNOWN = text(
  'The birth time is unknown, so the ascendant, midheaven and house cusps are left out: they turn ' +
    'through the whole zodiac in a day. Planet positions are for the instant the chart was cast for.',
  'जन्म का समय ज्ञात नहीं है, इसलिए लग्न, मध्याकाश और भावों के आरंभ-बिंदु छोड़ दिए गए हैं: ये एक दिन में ' +
    'पूरे राशिचक्र से गुज़र जाते हैं। ग्रहों की स्थितियाँ उसी क्षण की हैं जिसके लिए कुंडली बनाई गई है।',
)

function notePlacidusUndefined(latDeg: number): Text {
  return text(
    `Placidus house cusps are undefined at latitude ${latDeg}°: within the polar circles (beyond about ` +
      '66.5°, i.e. 90° minus the obliquity of the ecliptic) part of the ecliptic never rises or sets, so ' +
      'its semi-arcs cannot be divided in three. No other house system is put in their place; the ' +
      'ascendant and midheaven are still given.',
    `प्लेसिडस पद्धति के भाव-आरंभ बिंदु ${latDeg}° अक्षांश पर परिभाषित नहीं हैं: ध्रुवीय वृत्तों के भीतर ` +
      '(लगभग 66.5° से आगे, अर्थात् 90° में से क्रांतिवृत्त का झुकाव घटाकर) क्रांतिवृत्त का कुछ भाग कभी उदित ' +
      'या अस्त नहीं होता, इसलिए उसके अर्ध-चापों को तीन भागों में नहीं बाँटा जा सकता। उनके स्थान पर कोई दूसरी ' +
      'भाव पद्धति नहीं रखी गई है; लग्न और मध्याकाश फिर भी दिए गए हैं।',
  )
}

function point(lonDeg: number): WesternPoint {
  const longitude = normalizeDeg(lonDeg)
  const { sign, degree } = signOf(longitude)
  return { tradition: WESTERN.tradition, classical: WESTERN.classical, longitude, sign, degree }
}

/** A body's point with its motion (object literals, not spreads: this runs a dozen times a chart). */
function moving(lonDeg: number, body: WesternBody, speed: number): WesternPlanet {
  const longitude = normalizeDeg(lonDeg)
  const { sign, degree } = signOf(longitude)
  const { tradition, classical } = WESTERN
  return { tradition, classical, longitude, sign, degree, body, speed, retrograde: speed < 0 }
}

/**
 * The Western block at `t` for `place`: apparent geocentric tropical longitudes (ecliptic and equinox
 * of date) and speeds of Sun … Pluto and the north node (mean or true) with the south node opposite;
 * Placidus cusps, ascendant and midheaven from Swiss Ephemeris (`swe_houses_ex2`, semi-arc cusps).
 * Where Placidus is undefined the cusps are null with a `note`, never another system. Without a birth
 * time the angles and cusps are null. Oracle: test/unit/western.test.ts (tropical = sidereal + Lahiri;
 * cusps against an independent semi-arc iteration, ≤ 1″).
 */
export function westernBlock(eph: Ephemeris, t: Instant, place: Place, opts: WesternOptions): WesternBlock {
  const planets: WesternPlanet[] = PLANET_BODIES.map((body) => {
    const p = eph.position(body, t.jdTt, {})
    return moving(p.lon, body, p.lonSpeed)
  })
  const node = eph.position(opts.nodeType === 'mean' ? 'MeanNode' : 'TrueNode', t.jdTt, {})
  planets.push(moving(node.lon, 'North Node', node.lonSpeed))
  planets.push(moving(node.lon + 180, 'South Node', node.lonSpeed))

  const block: WesternBlock = {
    ...WESTERN,
    zodiac: 'tropical',
    houseSystem: 'placidus',
    nodeType: opts.nodeType,
    planets,
    ascendant: null,
    midheaven: null,
    cusps: null,
    note: null,
  }
  const language = opts.language ?? 'en'
  if (!opts.timeKnown) return { ...block, note: NOTE_TIME_UNKNOWN[language] }

  const placidus = eph.houses(t.jdUt, place.latDeg, place.lonDeg, 'P')
  // The ascendant and midheaven do not depend on the house system: take them from equal houses there.
  const angles = placidus ?? eph.houses(t.jdUt, place.latDeg, place.lonDeg, 'E')
  if (!angles) throw new Error(`no ascendant at latitude ${place.latDeg}°`)
  return {
    ...block,
    ascendant: point(angles.ascendant),
    midheaven: point(angles.midheaven),
    cusps: placidus ? placidus.cusps.map((c, i) => ({ ...point(c), house: i + 1 })) : null,
    note: placidus ? null : notePlacidusUndefined(place.latDeg)[language],
  }
}

/** Half-width of the central difference for the ascendant's speed: 8.64 s. */
const ASC_STEP_DAYS = 1e-4

/**
 * Speed of the tropical ascendant in degrees per day at `t` for `place` (a central difference over
 * ±8.64 s of Universal Time; the ascendant does not depend on the house system, nor on the zodiac up to
 * the ayanamsa's ~0.00004°/day). Used for applying/separating aspects to the ascendant.
 */
export function ascendantSpeedDegPerDay(eph: Ephemeris, t: Instant, place: Place): number {
  const at = (jdUt: number): number => {
    const h = eph.houses(jdUt, place.latDeg, place.lonDeg, 'E')
    if (!h) throw new Error(`no ascendant at latitude ${place.latDeg}°`)
    return h.ascendant
  }
  let d = at(t.jdUt + ASC_STEP_DAYS) - at(t.jdUt - ASC_STEP_DAYS)
  d -= 360 * Math.round(d / 360)
  return d / (2 * ASC_STEP_DAYS)
}
