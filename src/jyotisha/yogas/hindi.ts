/**
 * The Hindi words of the yogas' reasons (issue 36): the counterparts of helpers.ts's English phrases, in
 * the conventions of docs/languages.md: grahas, signs and yogas by the Hindi name table, the Moon as
 * चंद्रमा in prose, houses by Sanskrit ordinals (सप्तम भाव), a house's lord as सप्तमेश, शुभ/अशुभ ग्रह.
 * Every graha is grammatically masculine in Hindi, so a sentence about one agrees in the masculine.
 */
import { SIGNS } from '../../astro/index.js'
import { nameTable } from '../../i18n/languages.js'
import { hiGraha, hindiOrdinal, joinHindi } from '../../readings/text.js'
import { aspects, conjunct, isDignified, type ChartFacts } from '../facts.js'
import type { Graha } from '../grahas.js'
import { exchangeSigns, inExaltationSign, inOwnSign } from './helpers.js'

let signs: Record<string, string> | undefined

/** A sign's Hindi name («मकर»). */
export const hiSign = (sign: number): string =>
  (signs ??= nameTable('hi').names.signs)[SIGNS[((sign % 12) + 12) % 12]!]!

/** «मंगल», «चंद्रमा». */
export const hiWho = (g: Graha): string => hiGraha(g)

/** «मंगल, गुरु और शुक्र». */
export const hiAndWho = (gs: readonly Graha[]): string => joinHindi(gs.map(hiGraha))

export { joinHindi as hiList, hindiOrdinal as hiOrd }

/** «दशम भाव», «द्वितीय, सप्तम और द्वादश भाव». */
export const hiHouses = (hs: readonly number[]): string => `${joinHindi(hs.map(hindiOrdinal))} भाव`

/** The lord of a house: «लग्नेश», «सप्तमेश». */
const LORDS = [
  'लग्नेश',
  'द्वितीयेश',
  'तृतीयेश',
  'चतुर्थेश',
  'पंचमेश',
  'षष्ठेश',
  'सप्तमेश',
  'अष्टमेश',
  'नवमेश',
  'दशमेश',
  'एकादशेश',
  'द्वादशेश',
] as const
export const hiLordOf = (h: number): string => LORDS[h - 1]!

/** «दशमेश शनि»: a graha named by its role. */
export const hiTitled = (title: string, g: Graha): string => `${title} ${hiGraha(g)}`

/** «दशमेश शनि» */
export const hiLordPhrase = (h: number, g: Graha): string => hiTitled(hiLordOf(h), g)

/** «मंगल मकर राशि में दशम भाव में» (a subject with its place; the verb follows). */
export const hiPlaced = (c: ChartFacts, g: Graha): string =>
  `${hiGraha(g)} ${hiSign(c.grahas[g].sign)} राशि में ${hindiOrdinal(c.grahas[g].house)} भाव में`

/** «गुरु चतुर्थ में, चंद्रमा सप्तम में» */
export const hiInHouses = (c: ChartFacts, gs: readonly Graha[]): string =>
  joinHindi(gs.map((g) => `${hiGraha(g)} ${hindiOrdinal(c.grahas[g].house)} भाव में`))

/** «उसकी उच्च राशि», «उसकी अपनी राशि», «उसकी अपनी और उच्च राशि» (whole signs). */
export function hiSignStanding(c: ChartFacts, g: Graha): string {
  const own = inOwnSign(c, g)
  const exalted = inExaltationSign(c, g)
  return own && exalted ? 'उसकी अपनी और उच्च राशि' : exalted ? 'उसकी उच्च राशि' : 'उसकी अपनी राशि'
}

/** The five planets Mars … Saturn, as a reason lists them («मंगल, बुध, गुरु, शुक्र या शनि»). */
export const HI_FIVE_NAMES = 'मंगल, बुध, गुरु, शुक्र या शनि'

/** sambandha (helpers.ts) in Hindi: the strongest link of two planets, or null. */
export function hiSambandha(c: ChartFacts, a: Graha, b: Graha): string | null {
  if (a === b) return null
  const [x, y] = [hiGraha(a), hiGraha(b)]
  if (exchangeSigns(c, a, b)) return `${x} और ${y} में राशि परिवर्तन है`
  if (aspects(c, a, b) && aspects(c, b, a)) return `${x} और ${y} एक-दूसरे पर दृष्टि डालते हैं`
  if (conjunct(c, a, b)) return `${x} और ${y} ${hiSign(c.grahas[a].sign)} राशि में साथ हैं`
  if (aspects(c, a, b)) return `${x} की ${y} पर दृष्टि है`
  if (aspects(c, b, a)) return `${y} की ${x} पर दृष्टि है`
  return null
}

/** strongBecause (helpers.ts) in Hindi: why `isStrong` holds. */
export function hiStrongBecause(c: ChartFacts, g: Graha): string {
  const f = c.grahas[g]
  const kind =
    f.dignity === 'exalted'
      ? 'उसकी उच्च राशि'
      : f.dignity === 'moolatrikona'
        ? 'उसकी मूलत्रिकोण राशि'
        : 'उसकी अपनी राशि'
  return isDignified(c, g)
    ? `${hiGraha(g)} ${hiSign(f.sign)} राशि में बलवान है, जो ${kind} है`
    : `${hiGraha(g)} ${hindiOrdinal(f.house)} भाव में बलवान है`
}

/** «चंद्रमा से द्वितीय राशि वृषभ में मंगल और शुक्र हैं» */
export function hiFlankHeld(
  c: ChartFacts,
  ref: 'Moon' | 'Sun',
  side: 2 | 12,
  planets: readonly Graha[],
): string {
  const sign = hiSign(c.grahas[ref].sign + (side === 2 ? 1 : -1))
  return `${hiGraha(ref)} से ${hindiOrdinal(side)} राशि ${sign} में ${hiAndWho(planets)} ${planets.length > 1 ? 'हैं' : 'है'}`
}

/** «चंद्रमा से द्वादश राशि मीन में मंगल, बुध, गुरु, शुक्र या शनि में से कोई नहीं है» */
export function hiFlankEmpty(c: ChartFacts, ref: 'Moon' | 'Sun', side: 2 | 12): string {
  const sign = hiSign(c.grahas[ref].sign + (side === 2 ? 1 : -1))
  return `${hiGraha(ref)} से ${hindiOrdinal(side)} राशि ${sign} में ${HI_FIVE_NAMES} में से कोई नहीं है`
}
