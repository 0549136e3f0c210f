/**
 * The `strength` and `ashtakavarga` blocks of `/v1/chart` with `includeStrength`: ṣaḍbala and
 * bhāva bala (BPHS ch. 27–28), viṃśopaka bala (BPHS ch. 7) and aṣṭakavarga (BPHS ch. 66–72), from the
 * chart already cast. Values are rounded for the answer only; the computations keep full precision.
 */
import type { Ephemeris, Instant } from '../astro/index.js'
import { ashtakavarga as computeAshtakavarga, type ShodhyaPinda } from './ashtakavarga/index.js'
import type { CoreChart } from './chart.js'
import { PLANETS, type Planet } from './grahas.js'
import {
  bhavaBala,
  computeShadbala,
  equalBhavaMadhyasDeg,
  type BhavaBalaResult,
  type ShadbalaResult,
} from './shadbala/index.js'
import { NoSunriseError, shadbalaInput } from './shadbala/from-ephemeris.js'
import { vimshopaka, type VimshopakaBala } from './vimshopaka.js'
import { text, type TextLanguage } from '../readings/text.js'

const round4 = (x: number) => Math.round(x * 1e4) / 1e4
const roundAll = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round4(v as number)])) as T

type Components = ShadbalaResult['components']
/** A planet's ṣaḍbala as the chart gives it: the six components' totals, with the parts of sthāna and
 *  kāla bala. */
export type ShadbalaRow = Omit<ShadbalaResult, 'components'> & {
  components: {
    sthana: { shashtiamsas: number; parts: Components['sthana']['parts'] }
    dig: { shashtiamsas: number }
    kala: { shashtiamsas: number; parts: Components['kala']['parts'] }
    chesta: { shashtiamsas: number }
    naisargika: { shashtiamsas: number }
    drik: { shashtiamsas: number }
  }
}

export interface StrengthBlock {
  shadbala: ShadbalaRow[] | null
  bhavabala: BhavaBalaResult[] | null
  vimshopaka: ({ planet: Planet } & VimshopakaBala)[] | null
  note: string | null
}

export interface AshtakavargaBlock {
  bhinna: Record<Planet | 'Ascendant', number[]>
  sarva: number[]
  afterTrikona: Record<Planet, number[]>
  afterEkadhipatya: Record<Planet, number[]>
  shodhyaPinda: Record<Planet, ShodhyaPinda>
}

const TIME_NEEDED = text(
  'The birth time is unknown: ṣaḍbala, bhāva bala and aṣṭakavarga all count from the ascendant or the ' +
    'hour of birth, and viṃśopaka from the fine divisions the Moon crosses within a day, so they are left ' +
    'out rather than guessed.',
  'जन्म का समय ज्ञात नहीं है: षड्बल, भाव बल और अष्टकवर्ग सभी लग्न या जन्म की घड़ी से गिने जाते हैं, और ' +
    'विंशोपक बल उन सूक्ष्म वर्गों से जिन्हें चंद्रमा एक दिन में ही पार कर जाता है, इसलिए इन्हें अनुमान से भरने ' +
    'के बजाय छोड़ दिया गया है।',
)
const NO_SUNRISE = text(
  'The Sun neither rises nor sets at the birthplace around the birth (polar day or night), so the ' +
    'Hindu day that kāla bala counts from is undefined: ṣaḍbala and bhāva bala are left out.',
  'जन्म के आसपास जन्मस्थान पर सूर्य न उदित होता है न अस्त (ध्रुवीय दिन या रात्रि), इसलिए वह हिंदू दिन, जिससे ' +
    'काल बल गिना जाता है, परिभाषित नहीं है: षड्बल और भाव बल छोड़ दिए गए हैं।',
)

/**
 * The strength blocks of a cast chart. Bhāva madhyas are the equal houses from the ascendant degree (the
 * chart's houses are whole signs, which have no madhya of their own; BPHS 28 measures each house from
 * its middle). Aṣṭakavarga follows the Parāśara reading of BPHS ch. 66, ekādhipatya with the signs that
 * hold a graha (ch. 68). With the time unknown both blocks are withheld (`note` says why).
 */
export function chartStrength(
  eph: Ephemeris,
  core: CoreChart,
  place: { latitude: number; longitude: number },
  /** The language of `note`. */
  language: TextLanguage = 'en',
): { strength: StrengthBlock; ashtakavarga: AshtakavargaBlock | null } {
  const { facts, grahas, instant } = core.internal
  if (facts.lagnaLongitude === null) {
    return {
      strength: { shadbala: null, bhavabala: null, vimshopaka: null, note: TIME_NEEDED[language] },
      ashtakavarga: null,
    }
  }
  const lonDeg = {} as Record<Planet, number>
  for (const p of PLANETS) lonDeg[p] = grahas[p].longitude

  const vim = vimshopaka(lonDeg)
  const vimshopakaRows = PLANETS.map((planet) => ({ planet, ...roundAll(vim[planet]) }))

  const signs = { Ascendant: facts.lagnaSign } as Record<Planet | 'Ascendant', number>
  for (const p of PLANETS) signs[p] = facts.grahas[p].sign
  const av = computeAshtakavarga(signs)
  const ashtakavarga: AshtakavargaBlock = {
    bhinna: av.bhinna,
    sarva: av.sarva,
    afterTrikona: av.reduced.afterTrikona,
    afterEkadhipatya: av.reduced.afterEkadhipatya,
    shodhyaPinda: av.shodhyaPinda,
  }

  const balas = shadbalaOf(eph, instant, place)
  if (balas === null) {
    return {
      strength: { shadbala: null, bhavabala: null, vimshopaka: vimshopakaRows, note: NO_SUNRISE[language] },
      ashtakavarga,
    }
  }
  const totals = Object.fromEntries(balas.map((b) => [b.planet, b.shashtiamsas])) as Record<Planet, number>
  const bhavas = bhavaBala(equalBhavaMadhyasDeg(facts.lagnaLongitude), lonDeg, totals)
  return {
    strength: {
      shadbala: balas.map((b) => ({
        planet: b.planet,
        components: {
          sthana: {
            shashtiamsas: round4(b.components.sthana.shashtiamsas),
            parts: roundAll(b.components.sthana.parts),
          },
          dig: { shashtiamsas: round4(b.components.dig.shashtiamsas) },
          kala: {
            shashtiamsas: round4(b.components.kala.shashtiamsas),
            parts: roundAll(b.components.kala.parts),
          },
          chesta: { shashtiamsas: round4(b.components.chesta.shashtiamsas) },
          naisargika: { shashtiamsas: round4(b.components.naisargika.shashtiamsas) },
          drik: { shashtiamsas: round4(b.components.drik.shashtiamsas) },
        },
        shashtiamsas: round4(b.shashtiamsas),
        rupas: round4(b.rupas),
        minimumRupas: b.minimumRupas,
        ratio: round4(b.ratio),
        ishtaPhala: round4(b.ishtaPhala),
        kashtaPhala: round4(b.kashtaPhala),
      })),
      bhavabala: bhavas.map((h) => ({
        house: h.house,
        shashtiamsas: round4(h.shashtiamsas),
        rupas: round4(h.rupas),
        parts: roundAll(h.parts),
      })),
      vimshopaka: vimshopakaRows,
      note: null,
    },
    ashtakavarga,
  }
}

function shadbalaOf(
  eph: Ephemeris,
  instant: Instant,
  place: { latitude: number; longitude: number },
): ShadbalaResult[] | null {
  try {
    return computeShadbala(
      shadbalaInput(eph, instant, { latitudeDeg: place.latitude, longitudeDeg: place.longitude }, 'lahiri'),
    )
  } catch (err) {
    if (err instanceof NoSunriseError) return null
    throw err
  }
}
