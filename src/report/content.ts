/**
 * What a kundli report says, gathered once before anything is laid out: the chart (with its strength
 * and the daśā to the antardaśā), the rāśi and navāṃśa pictures, and the readings — guidance for the
 * running periods and one interpret reading per domain asked — all from the one chart reading at the
 * reference date, so that every page speaks of the same judgement (conventions: one judgement, many
 * sentences). Nothing here is drawn; report/pdf.ts lays it out.
 */
import type { Ephemeris } from '../astro/index.js'
import { chartReading } from '../corpus/from-chart.js'
import { loadCorpus } from '../corpus/load.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { BirthInput } from '../jyotisha/birth.js'
import { computeCoreChart, DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { computeChart, type ChartContent } from '../jyotisha/full-chart.js'
import { drawChart, type DrawnHouse } from '../images/chart-image.js'
import type { IndianStyle } from '../images/indian.js'
import { chartWords } from '../images/words.js'
import type { Language } from '../i18n/languages.js'
import { guidance, type GuidanceContent } from '../readings/guidance.js'
import { interpret, type InterpretContent } from '../readings/interpret.js'
import { textLanguage } from '../readings/text.js'
import { reportWords, type ReportWords } from './texts.js'

export interface ReportInput {
  birth: BirthInput
  /** The native's name for the cover, or null. */
  name: string | null
  /** The instant the readings are for (the running periods, the transits). */
  referenceMs: number
  domains: readonly Domain[]
  style: IndianStyle
  /** The language of the call: the names, the charts' labels, and (in Hindi) the report's own words and
   *  readings; absent: English. */
  language?: Language
}

export interface ReportPicture {
  title: string
  /** The chart as /v1/chart/image draws it; the PDF embeds it as vectors, its text as text. */
  svg: string
  houses: DrawnHouse[]
}

export interface ReportContent {
  name: string | null
  style: IndianStyle
  birth: BirthInput
  chart: ChartContent
  pictures: ReportPicture[]
  guidance: GuidanceContent | null
  interpretations: { domain: Domain; reading: InterpretContent }[]
  referenceMs: number
  /** The report's words and names in its language. */
  words: ReportWords
}

/**
 * Everything the report shows. Throws what /v1/chart and /v1/interpret throw (BirthDataError,
 * IntegrityError): the operation maps them to the spec's codes.
 */
export function reportContent(eph: Ephemeris, corpusDir: string, input: ReportInput): ReportContent {
  const { birth, referenceMs } = input
  const language = input.language ?? 'en'
  const sentences = textLanguage(language)
  const words = reportWords(language, sentences, chartWords(language))
  const chart = computeChart(
    eph,
    {
      birth,
      settings: DEFAULT_SETTINGS,
      includeDasha: true,
      dashaDepth: 2,
      western: false,
      includeStrength: true,
      location: undefined,
    },
    referenceMs,
    sentences,
  )
  const look = {
    settings: DEFAULT_SETTINGS,
    style: input.style,
    format: 'svg' as const,
    sizePx: 360,
    colours: {},
    font: null,
    bodies: null,
    degrees: true,
    marks: { retrograde: true, combust: true },
  }
  // One chart for both pictures (a drawing reads neither the daśā nor the strength).
  const drawnChart = computeCoreChart(eph, birth, DEFAULT_SETTINGS, false, referenceMs)
  const pictures = ([1, 9] as const).map((varga) => {
    const drawn = drawChart(
      eph,
      { ...look, birth, varga, ...(language === 'en' ? {} : { language }) },
      referenceMs,
      drawnChart,
    )
    return {
      title: varga === 1 ? words.rashi : words.navamsa,
      svg: drawn.image.data,
      houses: drawn.houses!,
    }
  })
  const reading = chartReading(eph, birth, DEFAULT_SETTINGS, referenceMs)
  const corpus = loadCorpus(corpusDir)
  const running = reading.levels.length > 0 && referenceMs >= reading.birthMs
  return {
    name: input.name,
    style: input.style,
    birth,
    chart,
    pictures,
    guidance: running ? guidance(corpus, reading, sentences) : null,
    interpretations: running
      ? input.domains.map((domain) => ({
          domain,
          reading: interpret(eph, corpus, reading, birth, DEFAULT_SETTINGS, domain, sentences),
        }))
      : [],
    referenceMs,
    words,
  }
}
