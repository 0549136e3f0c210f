/**
 * A birth chart drawn: the sidereal (Lahiri) rāśi or any of the sixteen vargas in one of the three
 * Indian styles, or the tropical chart as a Western wheel with Placidus cusps, as SVG or PNG. The
 * placements are those of /v1/chart (computeCoreChart, westernBlock), so a picture never disagrees with
 * the chart's numbers; what is drawn is also returned as data (`houses`), for a screen reader or a test.
 */
import { normalizeDeg, type Ephemeris, type Sign } from '../astro/index.js'
import {
  birthSummary,
  computeCoreChart,
  type BirthSummary,
  type ChartSettings,
  type CoreChart,
} from '../jyotisha/chart.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { VARGA_NAMES, vargaSign, type Varga } from '../jyotisha/vargas.js'
import { westernBlock } from '../jyotisha/western.js'
import type { BirthInput } from '../jyotisha/birth.js'
import { nameTable, type Language } from '../i18n/languages.js'
import {
  DEFAULT_COLOURS,
  indianSvg,
  SIGN_NAMES,
  type Colours,
  type IndianStyle,
  type Placement,
} from './indian.js'
import { svgToPng } from './png.js'
import { wheelSvg, type WheelBody } from './wheel.js'
import { chartWords } from './words.js'

export const IMAGE_STYLES = ['north', 'south', 'east', 'western'] as const
export type ImageStyle = (typeof IMAGE_STYLES)[number]
export const OUTER_PLANETS = ['Uranus', 'Neptune', 'Pluto'] as const
export const IMAGE_BODIES = [...GRAHAS, ...OUTER_PLANETS] as const
export type ImageBody = (typeof IMAGE_BODIES)[number]

export interface ImageRequest {
  birth: BirthInput
  settings: ChartSettings
  style: ImageStyle
  varga: Varga
  format: 'svg' | 'png'
  sizePx: number
  colours: Partial<Colours>
  font: string | null
  /** Null: the style's default (the nine grahas; the Western wheel adds Uranus, Neptune and Pluto). */
  bodies: readonly ImageBody[] | null
  degrees: boolean
  marks: { retrograde: boolean; combust: boolean }
  /** The language of the labels (and, in Hindi, of the title and description); absent: English. */
  language?: Language
}

export interface DrawnHouse {
  house: number
  sign: Sign
  bodies: string[]
}

export interface ChartImage {
  birth: BirthSummary
  image: {
    mediaType: 'image/svg+xml' | 'image/png'
    widthPx: number
    heightPx: number
    encoding: 'utf-8' | 'base64'
    /** The SVG document, or the PNG's bytes in base64. */
    data: string
  }
  /** What the picture shows, house by house (null for a wheel without a birth time). */
  houses: DrawnHouse[] | null
  ascendant: { sign: Sign; basis: 'ascendant' | 'moon' } | null
}

/** Draws the chart the request asks for. Throws BirthDataError / IntegrityError as /v1/chart does. */
export function drawChart(
  eph: Ephemeris,
  req: ImageRequest,
  nowMs: number,
  /** The birth's chart when the caller has it already (computeCoreChart, without the daśā). */
  chart?: CoreChart,
): ChartImage {
  const language = req.language ?? 'en'
  const words = chartWords(language)
  const look = {
    sizePx: req.sizePx,
    colours: { ...DEFAULT_COLOURS, ...req.colours },
    font: req.font,
    marks: req.marks,
    ...(language === 'en' ? {} : { words }),
  }
  const hindi = language === 'hi'
  const core = chart ?? computeCoreChart(eph, req.birth, req.settings, false, nowMs)
  const { instant, facts, resolved } = core.internal
  const outer = (names: readonly string[]) =>
    OUTER_PLANETS.filter((b) => names.includes(b)).map((b) => ({
      body: b,
      p: eph.position(b, instant.jdTt, req.style === 'western' ? {} : { ayanamsa: 'lahiri' }),
    }))

  let svg: string
  let houses: DrawnHouse[] | null
  let ascendant: ChartImage['ascendant']
  if (req.style === 'western') {
    const names: readonly string[] = req.bodies ?? IMAGE_BODIES
    const block = westernBlock(
      eph,
      instant,
      { latDeg: req.birth.latitude, lonDeg: req.birth.longitude },
      {
        timeKnown: resolved.timeKnown,
        nodeType: req.settings.nodeType,
      },
    )
    const wanted = (b: string) =>
      names.includes(b === 'North Node' ? 'Rahu' : b === 'South Node' ? 'Ketu' : b)
    const bodies: WheelBody[] = block.planets
      .filter((p) => wanted(p.body))
      .map((p) => ({ body: p.body, lonDeg: p.longitude, retrograde: p.retrograde }))
    const cusps = block.cusps?.map((c) => c.longitude) ?? null
    svg = wheelSvg(
      {
        title: hindi ? 'जन्म कुंडली' : 'Natal chart',
        subtitle: hindi
          ? cusps
            ? 'सायन, प्लेसीडस भाव'
            : 'सायन, भावों के बिना'
          : cusps
            ? 'tropical, Placidus'
            : 'tropical, no houses',
        ascendantDeg: block.ascendant?.longitude ?? null,
        midheavenDeg: block.midheaven?.longitude ?? null,
        cuspsDeg: cusps,
        bodies,
        degrees: req.degrees,
      },
      look,
    )
    houses = cusps && housesOfCusps(cusps, bodies)
    ascendant = block.ascendant && { sign: block.ascendant.sign, basis: 'ascendant' }
  } else {
    const names: readonly string[] = req.bodies ?? GRAHAS
    const n = req.varga
    const ascLon = facts.lagnaLongitude ?? facts.grahas.Moon.longitude
    const ascSign = vargaSign(n, ascLon)
    const placements: Placement[] = GRAHAS.filter((g) => names.includes(g)).map((g) => {
      const f = facts.grahas[g]
      return {
        body: g,
        sign: vargaSign(n, f.longitude),
        // Degrees only in the rāśi: a varga's "degree" is a convention of software, not of the books.
        degree: req.degrees && n === 1 ? f.longitude % 30 : null,
        retrograde: f.retrograde,
        combust: f.combust,
      }
    })
    for (const { body, p } of outer(names)) {
      const lon = normalizeDeg(p.lon)
      placements.push({
        body,
        sign: vargaSign(n, lon),
        degree: req.degrees && n === 1 ? lon % 30 : null,
        retrograde: p.lonSpeed < 0,
        combust: false,
      })
    }
    const basis = facts.lagnaLongitude === null ? 'moon' : 'ascendant'
    const title = language === 'en' ? VARGA_NAMES[n] : words.varga(n)
    svg = indianSvg(
      req.style as IndianStyle,
      {
        title,
        subtitle: `D${n}${basis === 'moon' ? ` · ${moonAsAscendant(language)}` : ''}`,
        ascendant: { sign: ascSign, basis },
        placements,
      },
      look,
    )
    houses = Array.from({ length: 12 }, (_, i) => {
      const sign = (ascSign + i) % 12
      return {
        house: i + 1,
        sign: SIGN_NAMES[sign]!,
        bodies: placements.filter((p) => p.sign === sign).map((p) => p.body),
      }
    })
    ascendant = { sign: SIGN_NAMES[ascSign]!, basis }
  }
  const png = req.format === 'png'
  return {
    birth: hindi ? birthSummary(core.internal.resolved, 'hi') : core.birth,
    image: {
      mediaType: png ? 'image/png' : 'image/svg+xml',
      widthPx: req.sizePx,
      heightPx: req.sizePx,
      encoding: png ? 'base64' : 'utf-8',
      data: png ? svgToPng(svg, req.sizePx, language).toString('base64') : svg,
    },
    houses,
    ascendant,
  }
}

/** The bodies inside each Placidus house (from its cusp up to the next). */
function housesOfCusps(cusps: number[], bodies: WheelBody[]): DrawnHouse[] {
  return cusps.map((c, i) => {
    const width = normalizeDeg(cusps[(i + 1) % 12]! - c)
    return {
      house: i + 1,
      sign: SIGN_NAMES[Math.floor(normalizeDeg(c) / 30)]!,
      bodies: bodies.filter((b) => normalizeDeg(b.lonDeg - c) < width).map((b) => b.body),
    }
  })
}

/** The subtitle's note when the Moon's sign stands in for the lagna: चंद्र लग्न in Hindi and Marathi
 *  (both words the table's), English in the languages whose sentences are not written yet. */
function moonAsAscendant(language: Language): string {
  if (language === 'hi' || language === 'mr') {
    const { names } = nameTable(language)
    return `${names.grahas.Moon} ${names.points.Ascendant}`
  }
  return 'Moon as ascendant'
}
