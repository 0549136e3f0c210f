/**
 * Maṅgala (Kuja) doṣa for one chart, jyotisha.md §4.11: Mars in the 1st, 4th, 7th,
 * 8th or 12th house (the common North Indian list; South Indian lists take the 2nd instead of the 1st),
 * counted from the lagna, the Moon and Venus. Present when it holds from the lagna or the Moon (from the
 * Moon alone when the birth time is unknown); its intensity is how many of the three it holds from.
 * Each classical cancellation is checked and reported with whether it applies; none of them is a
 * classical text's (the doṣa itself comes from later almanac verse, not BPHS), and the answer says so.
 */
import { SIGNS as SIGN } from '../../astro/index.js'
import type { ChartFacts } from '../facts.js'
import { houseFrom, lordOf } from '../grahas.js'
import { hindiOrdinal } from '../../corpus/grounds-hi.js'
import { hiGrahaName, hiSign, joinHi } from './hindi.js'

const MANGLIK_HOUSES: readonly number[] = [1, 4, 7, 8, 12]
const MANGLIK_HOUSES_SOUTH: readonly number[] = [2, 4, 7, 8, 12]

export type ManglikReference = 'lagna' | 'moon' | 'venus'
export type ManglikIntensity = 'none' | 'mild' | 'moderate' | 'strong'

export interface ManglikCancellation {
  name: string
  applies: boolean
  /** In words, what was checked. */
  why: string
  /** The same in Hindi. */
  whyHi: string
  /** Where the rule is found. */
  sources: string[]
}

export interface ManglikResult {
  present: boolean
  intensity: ManglikIntensity
  /** The references Mars is in a doṣa house from, with the house. */
  from: { reference: ManglikReference; house: number }[]
  /** The same by the South Indian list (2, 4, 7, 8, 12), for comparison. */
  fromSouthIndianList: { reference: ManglikReference; house: number }[]
  cancellations: ManglikCancellation[]
  /** The doṣa is present and at least one cancellation applies. */
  cancelled: boolean
}

/** Maṅgala doṣa and its cancellations are verses of the later almanac tradition: no book of the closed
 *  list gives them, so `sources` stays empty and each `why` says where the rule comes from in words. */
const ALMANAC: string[] = []
const FROM_ALMANAC =
  ' This cancellation belongs to the later almanac tradition of Kuja doṣa, not to Brihat Parashara Hora Shastra.'
const FROM_ALMANAC_HI = ' यह परिहार कुज दोष की बाद की पंचांग परंपरा का है, बृहत् पराशर होरा शास्त्र का नहीं।'
const NEEDS_LAGNA_HI = 'इसके लिए लग्न चाहिए, जो जन्म समय से तय होता है।'
/** House from the lagna → the signs of Mars there that cancel (§4.11 item 3). */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
}

export function manglik(facts: ChartFacts): ManglikResult {
  const mars = facts.grahas.Mars.sign
  const refs: [ManglikReference, number | null][] = [
    ['lagna', facts.timeKnown ? facts.lagnaSign : null],
    ['moon', facts.grahas.Moon.sign],
    ['venus', facts.grahas.Venus.sign],
  ]
  const by = (houses: readonly number[]) =>
    refs
      .filter((r): r is [ManglikReference, number] => r[1] !== null)
      .map(([reference, sign]) => ({ reference, house: houseFrom(sign, mars) }))
      .filter((r) => houses.includes(r.house))
  const from = by(MANGLIK_HOUSES)
  const present = from.some((r) => r.reference === 'lagna' || r.reference === 'moon')
  const intensity: ManglikIntensity = (['none', 'mild', 'moderate', 'strong'] as const)[from.length]!

  const jupiter = facts.grahas.Jupiter.sign
  const lagna = facts.lagnaSign
  const houseFromLagna = houseFrom(lagna, mars)
  const jupiterAspects = [5, 7, 9].includes(houseFrom(jupiter, mars))
  const inLagnaOrSeventh = (['Jupiter', 'Venus'] as const).filter((g) =>
    [1, 7].includes(houseFrom(lagna, facts.grahas[g].sign)),
  )
  const timeKnown = facts.timeKnown
  const cancellations: ManglikCancellation[] = [
    {
      name: 'mars_own_or_exalted',
      applies: [0, 7, 9].includes(mars),
      why: `Mars is in ${SIGN[mars]}; in Aries or Scorpio (its own signs) or Capricorn (its exaltation) the doṣa is held not to arise.`,
      whyHi: `मंगल ${hiSign(mars)} राशि में है; ${hiSign(0)} या ${hiSign(7)} (उसकी अपनी राशियाँ) अथवा ${hiSign(9)} (उसकी उच्च राशि) में यह दोष नहीं बनता, ऐसा माना जाता है।`,
      sources: ALMANAC,
    },
    {
      name: 'mars_house_sign_exception',
      applies: timeKnown && (HOUSE_SIGN_EXCEPTIONS[houseFromLagna] ?? []).includes(mars),
      why: timeKnown
        ? `Mars is in house ${houseFromLagna} from the lagna, in ${SIGN[mars]}; the exceptions are the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus or Libra.`
        : 'Needs the lagna, which the birth time decides.',
      whyHi: timeKnown
        ? `मंगल लग्न से ${hindiOrdinal(houseFromLagna)} भाव में, ${hiSign(mars)} राशि में है; अपवाद हैं: द्वितीय भाव में ${hiSign(2)} या ${hiSign(5)}, चतुर्थ में ${hiSign(0)} या ${hiSign(7)}, सप्तम में ${hiSign(3)} या ${hiSign(9)}, अष्टम में ${hiSign(8)} या ${hiSign(11)}, द्वादश में ${hiSign(1)} या ${hiSign(6)}।`
        : NEEDS_LAGNA_HI,
      sources: ALMANAC,
    },
    {
      name: 'mars_with_or_aspected_by_jupiter',
      applies: jupiter === mars || jupiterAspects,
      why:
        jupiter === mars
          ? 'Jupiter shares Mars’s sign.'
          : jupiterAspects
            ? `Jupiter aspects Mars (Mars is in house ${houseFrom(jupiter, mars)} counted from Jupiter).`
            : 'Jupiter neither joins nor aspects Mars.',
      whyHi:
        jupiter === mars
          ? 'गुरु मंगल की ही राशि में है।'
          : jupiterAspects
            ? `गुरु की मंगल पर दृष्टि है (गुरु से गिनने पर मंगल ${hindiOrdinal(houseFrom(jupiter, mars))} भाव में है)।`
            : 'गुरु न मंगल के साथ है, न उस पर दृष्टि डालता है।',
      sources: ALMANAC,
    },
    {
      name: 'lagna_cancer_or_leo',
      applies: timeKnown && (lagna === 3 || lagna === 4),
      why: timeKnown
        ? `The lagna is ${SIGN[lagna]}; for Cancer and Leo lagnas Mars rules a kendra and a trikona (a yogakāraka).`
        : 'Needs the lagna, which the birth time decides.',
      whyHi: timeKnown
        ? `लग्न ${hiSign(lagna)} है; ${hiSign(3)} और ${hiSign(4)} लग्न के लिए मंगल एक केंद्र और एक त्रिकोण का स्वामी है (योगकारक)।`
        : NEEDS_LAGNA_HI,
      sources: ALMANAC,
    },
    {
      name: 'mars_lagna_lord',
      applies: timeKnown && lordOf(lagna) === 'Mars',
      why: timeKnown
        ? `The lagna is ${SIGN[lagna]}${lordOf(lagna) === 'Mars' ? ', ruled by Mars itself' : ''}.`
        : 'Needs the lagna, which the birth time decides.',
      whyHi: timeKnown
        ? `लग्न ${hiSign(lagna)} है${lordOf(lagna) === 'Mars' ? ', जिसका स्वामी स्वयं मंगल है' : ''}।`
        : NEEDS_LAGNA_HI,
      sources: ALMANAC,
    },
    {
      name: 'benefic_in_lagna_or_seventh',
      applies: timeKnown && inLagnaOrSeventh.length > 0,
      why: timeKnown
        ? inLagnaOrSeventh.length > 0
          ? `${inLagnaOrSeventh.join(' and ')} in the 1st or 7th house.`
          : 'Neither Jupiter nor Venus is in the 1st or 7th house.'
        : 'Needs the lagna, which the birth time decides.',
      whyHi: timeKnown
        ? inLagnaOrSeventh.length > 0
          ? `${joinHi(inLagnaOrSeventh.map(hiGrahaName))} प्रथम या सप्तम भाव में ${inLagnaOrSeventh.length > 1 ? 'हैं' : 'है'}।`
          : 'न गुरु प्रथम या सप्तम भाव में है, न शुक्र।'
        : NEEDS_LAGNA_HI,
      sources: ALMANAC,
    },
  ]
  for (const c of cancellations) {
    c.why += FROM_ALMANAC
    c.whyHi += FROM_ALMANAC_HI
  }
  return {
    present,
    intensity,
    from,
    fromSouthIndianList: by(MANGLIK_HOUSES_SOUTH),
    cancellations,
    cancelled: present && cancellations.some((c) => c.applies),
  }
}

/** Whether two partners' doṣas balance: both have it, or neither (mutual cancellation, the most widely
 *  accepted rule). */
export function manglikBalanced(a: ManglikResult, b: ManglikResult): boolean {
  return a.present === b.present
}
