import { zoneHistory } from '../astro/index.js'
import { chartReading, type ChartReading } from '../corpus/from-chart.js'
import { loadCorpus } from '../corpus/load.js'
import { BirthDataError, type BirthInput } from '../jyotisha/birth.js'
import { DEFAULT_SETTINGS } from '../jyotisha/chart.js'
import { offsetRenderer } from '../jyotisha/dasha-calendar.js'
import { compatibility, type PartnerInput, type Side } from '../readings/compatibility/index.js'
import { textLanguage } from '../readings/text.js'
import { ApiError } from '../schemas/errors.js'
import {
  CompatibilityContentProps,
  compatibilityExample,
  CompatibilityRequest,
  type CompatibilityRequest as Body,
} from '../schemas/compatibility.js'

import { referenceInstant } from './reading.js'
import { defineOperation } from './define.js'
import { asApiError, birthDataError, CALCULATION_ERRORS } from './errors.js'

/** A partner's birth data apart from its name and gender. */
function partnerOf(p: Body['a']): PartnerInput {
  const { name, gender, ...birth } = p
  return {
    birth: birth as BirthInput,
    ...(name === undefined ? {} : { name }),
    ...(gender === undefined ? {} : { gender }),
  }
}

/** One partner's reading at the reference date; errors name the partner's field. The daśā runs on past
 *  its 120 years for the readings, so only a reference date before a partner's birth is refused. */
function readingOf(
  eph: Parameters<typeof chartReading>[0],
  side: Side,
  birth: BirthInput,
  refMs: number,
): ChartReading {
  let r: ChartReading
  try {
    r = chartReading(eph, birth, DEFAULT_SETTINGS, refMs)
  } catch (err) {
    if (err instanceof BirthDataError) throw birthDataError(err, side)
    throw asApiError(err, 'guidance_failed')
  }
  if (refMs < r.birthMs)
    throw new ApiError('guidance_failed', {
      en: `\`referenceDateIso\` falls before the birth of partner ${side}: there is no running period to read`,
      hi: `\`referenceDateIso\`: साथी ${side} के जन्म से पहले पड़ती है, इसलिए पढ़ने के लिए कोई चलती दशा नहीं है।`,
    })
  return r
}

/** The couple's reading: the operation (operations/define.ts). */
export const compatibilityOperation = defineOperation({
  id: 'compatibility',
  path: '/v1/compatibility',
  scope: 'compatibility',
  price: { kind: 'per-call', credits: 12 },
  billing: 'settle',
  domain: 'compatibility',
  request: CompatibilityRequest,
  response: CompatibilityContentProps,
  errors: [...CALCULATION_ERRORS, 'invalid_reference_date', 'guidance_failed'],
  example: compatibilityExample,
  texts: ['hi'],
  document: {
    operationId: 'getCompatibility',
    tag: 'Interpretation',
    summary: 'Both charts computed and read together',
    description:
      'The traditional matching of the two Moons (Aṣṭakūṭa with its exceptions; the ten poruthams by the Tamil ' +
      'usage with the Kerala usage beside), in the direction from the bride’s star to the groom’s, or both ' +
      'ways when `gender` does not decide it; the doṣas (nāḍī, bhakūṭ, gaṇa, Maṅgala in both charts, Rajju, ' +
      'Vedha) and pāpasāmya; the two charts themselves read for marriage with the classical corpus (the 7th ' +
      'house, its lord, Venus and Jupiter, in the rāśi and navāṃśa charts), the daśās both run at ' +
      '`referenceDateIso` and over ten years with sandhis and Sade Sati; what a birth time a few minutes off ' +
      'would change; and a verdict in the vocabulary of `/v1/interpret`. Every choice where traditions differ ' +
      'is in `conventions`. Symbolic guidance only. 12 credits.',
    answer: 'The two charts read together.',
  },
  run(b, ctx) {
    const a = partnerOf(b.a)
    const bb = partnerOf(b.b)
    const refMs = referenceInstant(b.referenceDateIso, a.birth.timezone, ctx.nowMs, 'referenceDateIso')
    const readings = {
      a: readingOf(ctx.eph, 'a', a.birth, refMs),
      b: readingOf(ctx.eph, 'b', bb.birth, refMs),
    }
    let content
    try {
      content = compatibility(
        ctx.eph,
        loadCorpus(ctx.corpusDir),
        { a, b: bb },
        readings,
        DEFAULT_SETTINGS,
        textLanguage(ctx.language ?? 'en'),
      )
    } catch (err) {
      throw asApiError(err, 'guidance_failed')
    }
    const render = offsetRenderer(zoneHistory(a.birth.timezone), (a.birth.longitude / 15) * 60)
    return { ...content, referenceDate: render(refMs) }
  },
})
