/**
 * One assessment per graha, per chart: what a careful astrologer settles about each
 * graha before saying anything of it, computed once and read by every text that mentions it.
 *
 * - **Functional nature for the lagna** (BPHS 34; Laghu Parashari ch. 1): the lagna lord is always a
 *   friend of the chart; a lord of a kendra (4, 7, 10) that also rules a trikona (5, 9) is the
 *   yogakaraka; trikona lords are benefic; lords of 3, 6 and 11, and of the 8th (except the lagna lord,
 *   the Sun and the Moon), are malefic; a trikona lord that also rules the 8th is mixed; a natural
 *   benefic ruling only kendras loses its goodness (kendrādhipati doṣa), a natural malefic ruling only
 *   kendras its harm: both neutral; lords of the 2nd and 12th alone give the results of their
 *   associations (neutral). The lords of the 2nd and 7th are marakas (used in judgement, never voiced as
 *   more than "a house of endings and exchanges"). Rāhu and Ketu have no sign of their own: they act
 *   through their dispositor (`through_dispositor`).
 * - **Dignity** in the rāśi and the navāṃśa (exalted, own or debilitated there), vargottama, and a
 *   debilitation read together with its cancellation (the chart's Neecha Bhanga Raja yoga for that
 *   graha): a cancelled debilitation is never called plain "debilitated".
 * - **Combustion, retrogression, ṣaḍbala** against the BPHS minimum.
 * - **Houses** from the lagna and from the Moon; **graha dṛṣṭi** given (the houses it fully aspects) and
 *   received (who fully aspects it, benefics and malefics apart); who shares its sign.
 * - **Yogas** it joins, with the chart's own rating of each (strong / moderate / weak, formed or
 *   cancelled).
 *
 * `condition` sums the standing in one word that every text uses: `strong` (dignified or vargottama or
 * strong by ṣaḍbala, and neither debilitated without cancellation nor combust), `afflicted`
 * (debilitated without cancellation, or combust, or short of ṣaḍbala and in an adversary's sign), or
 * `steady` (neither).
 */
import { debilitationCancelled } from '../jyotisha/yogas/index.js'
import type { ReadingContext } from '../corpus/context.js'
import type { Dignity } from '../jyotisha/dignity.js'
import { DIGNITY_TABLE } from '../jyotisha/dignity.js'
import { aspectsSign, FULL_ASPECTS, housesLordedBy, isBenefic, type ChartFacts } from '../jyotisha/facts.js'
import { GRAHAS, houseFrom, lordOf, type Graha } from '../jyotisha/grahas.js'
import type { YogaStrength } from '../jyotisha/yogas/types.js'
import { hiGraha, hindiOrdinal, joinHindi, text, type Text } from './text.js'

export type Functional = 'yogakaraka' | 'benefic' | 'mixed' | 'neutral' | 'malefic' | 'through_dispositor'

export type Condition = 'strong' | 'steady' | 'afflicted'

export interface GrahaAssessment {
  graha: Graha
  sign: number
  house: number
  houseFromMoon: number
  /** Houses it rules from the lagna (none for the nodes). */
  owns: number[]
  functional: Functional
  /** Why, in words true of the chart ("rules your 5th and 10th houses"), to follow the graha's name. */
  functionalWhy: Text
  /** A natural benefic ruling only kendras (Laghu Parashari ch. 1). */
  kendradhipatiDosha: boolean
  /** Rules the 2nd or 7th. */
  maraka: boolean
  /** A natural benefic in this chart (jyotisha.md §1.6: the waxing Moon, an unspoilt Mercury). */
  naturalBenefic: boolean
  dignity: Dignity
  /** In the navāṃśa: exalted, own or debilitated there, or null for none of these. */
  navamsaDignity: 'exalted' | 'own' | 'debilitated' | null
  vargottama: boolean
  /** Debilitated in the rāśi with the debilitation cancelled (the chart's Neecha Bhanga Raja yoga). */
  neechaBhanga: boolean
  combust: boolean
  retrograde: boolean
  /** Ṣaḍbala over the BPHS minimum; null for the nodes or without a birth time. */
  shadbalaRatio: number | null
  /** Houses from the lagna it fully aspects. */
  aspectsHouses: number[]
  /** Grahas that fully aspect it. */
  aspectedBy: Graha[]
  beneficAspects: Graha[]
  maleficAspects: Graha[]
  /** Grahas in its sign. */
  with: Graha[]
  yogas: { name: string; status: 'formed' | 'cancelled'; strength: YogaStrength }[]
  condition: Condition
}

export type ChartAssessment = Readonly<Record<Graha, GrahaAssessment>>

const KENDRA = [4, 7, 10]
const TRIKONA = [5, 9]
const HARD = [3, 6, 11]

/** Functional nature from the houses a planet rules (the nodes rule none). */
export function functionalNature(
  f: ChartFacts,
  g: Graha,
): { functional: Functional; why: Text; kendradhipati: boolean } {
  const owns = housesLordedBy(f, g)
  if (owns.length === 0)
    return {
      functional: 'through_dispositor',
      why: text(
        `has no sign of its own and acts through ${lordOf(f.grahas[g].sign)}, the lord of the sign it occupies`,
        `की अपनी कोई राशि नहीं है; वह जिस राशि में बैठा है, उसके स्वामी ${hiGraha(lordOf(f.grahas[g].sign))} के माध्यम से फल देता है`,
      ),
      kendradhipati: false,
    }
  const rules = `rules your ${listOrdinals(owns)} house${owns.length > 1 ? 's' : ''}`
  const rulesHi = `आपके ${joinHindi(owns.map(hindiOrdinal))} ${owns.length > 1 ? 'भावों' : 'भाव'} का स्वामी है`
  const why = (en: string, hi: string) => text(`${rules}${en}`, `${rulesHi}${hi}`)
  if (owns.includes(1))
    return {
      functional: 'benefic',
      why: why(', the lagna among them', ', जिनमें लग्न भी है'),
      kendradhipati: false,
    }
  const kendra = owns.some((h) => KENDRA.includes(h))
  const trikona = owns.some((h) => TRIKONA.includes(h))
  const hard = owns.some((h) => HARD.includes(h))
  const eighth = owns.includes(8) && g !== 'Sun' && g !== 'Moon'
  if (kendra && trikona)
    return {
      functional: 'yogakaraka',
      why: why(', an angle and a trine together', ', यानी एक केंद्र और एक त्रिकोण, दोनों का'),
      kendradhipati: false,
    }
  if (trikona && eighth)
    return {
      functional: 'mixed',
      why: why(', a trine and the 8th together', ', यानी एक त्रिकोण और अष्टम भाव, दोनों का'),
      kendradhipati: false,
    }
  if (trikona)
    return { functional: 'benefic', why: why(', a trine', ', यानी एक त्रिकोण का'), kendradhipati: false }
  if (hard || eighth)
    return {
      functional: 'malefic',
      why: why(
        `, ${hard && eighth ? 'difficult houses' : eighth ? 'the 8th' : 'a house of strain and effort'} for this lagna`,
        `, जो इस लग्न के लिए ${hard && eighth ? 'कठिन भाव हैं' : eighth ? 'अष्टम भाव है' : 'श्रम और संघर्ष का भाव है'}`,
      ),
      kendradhipati: false,
    }
  if (kendra) {
    const benefic = g === 'Jupiter' || g === 'Venus' || g === 'Mercury' || g === 'Moon'
    return {
      functional: 'neutral',
      why: benefic
        ? why(
            ", an angle only, which tempers a natural benefic's gifts",
            ', केवल एक केंद्र का, जो नैसर्गिक शुभ ग्रह के फलों को कुछ मंद करता है',
          )
        : why(
            ', an angle only, which softens a natural malefic',
            ', केवल एक केंद्र का, जो नैसर्गिक अशुभ ग्रह को कुछ कोमल बनाता है',
          ),
      kendradhipati: benefic,
    }
  }
  return {
    functional: 'neutral',
    why: why(', and gives what its company gives', ', और अपनी संगति के अनुसार फल देता है'),
    kendradhipati: false,
  }
}

function listOrdinals(hs: readonly number[]): string {
  const o = hs.map(ordinalOf)
  return o.length <= 1 ? o.join('') : `${o.slice(0, -1).join(', ')} and ${o.at(-1)}`
}

function ordinalOf(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

function navamsaDignity(g: Graha, sign: number): GrahaAssessment['navamsaDignity'] {
  const t = DIGNITY_TABLE[g]
  if (sign === t.exaltation) return 'exalted'
  if (sign === t.debilitation) return 'debilitated'
  if (t.own.includes(sign) || t.moolatrikona.sign === sign) return 'own'
  return null
}

const cache = new WeakMap<object, ChartAssessment>()

/** The assessment of every graha of the chart in `ctx`, computed once per natal context. */
export function assess(ctx: ReadingContext): ChartAssessment {
  const hit = cache.get(ctx.natal)
  if (hit) return hit
  const f = ctx.natal.facts
  const moon = f.grahas.Moon.sign
  const out = {} as Record<Graha, GrahaAssessment>
  for (const g of GRAHAS) {
    const p = f.grahas[g]
    const nature = functionalNature(f, g)
    const owns = housesLordedBy(f, g)
    const aspectedBy = GRAHAS.filter((o) => o !== g && aspectsSign(f, o, p.sign))
    const neechaBhanga = debilitationCancelled(f, ctx.natal.yogas, g)
    const ratio = g === 'Rahu' || g === 'Ketu' ? null : (ctx.natal.shadbalaRatio?.[g] ?? null)
    const navamsa = navamsaDignity(g, p.navamsaSign)
    const vargottama = p.sign === p.navamsaSign
    const dignified = ['exalted', 'moolatrikona', 'own'].includes(p.dignity)
    const plainlyDebilitated = p.dignity === 'debilitated' && !neechaBhanga
    const condition: Condition =
      plainlyDebilitated || p.combust || (ratio !== null && ratio < 1 && p.dignity === 'enemy')
        ? 'afflicted'
        : dignified || vargottama || neechaBhanga || (ratio !== null && ratio >= 1)
          ? 'strong'
          : 'steady'
    out[g] = {
      graha: g,
      sign: p.sign,
      house: p.house,
      houseFromMoon: houseFrom(moon, p.sign),
      owns,
      functional: nature.functional,
      functionalWhy: nature.why,
      kendradhipatiDosha: nature.kendradhipati,
      maraka: owns.includes(2) || owns.includes(7),
      naturalBenefic: isBenefic(f, g),
      dignity: p.dignity,
      navamsaDignity: navamsa,
      vargottama,
      neechaBhanga,
      combust: p.combust,
      retrograde: p.retrograde && g !== 'Rahu' && g !== 'Ketu',
      shadbalaRatio: ratio,
      aspectsHouses: FULL_ASPECTS[g].map((h) => houseFrom(f.lagnaSign, (p.sign + h - 1) % 12)),
      aspectedBy,
      beneficAspects: aspectedBy.filter((o) => isBenefic(f, o)),
      maleficAspects: aspectedBy.filter((o) => !isBenefic(f, o)),
      with: GRAHAS.filter((o) => o !== g && f.grahas[o].sign === p.sign),
      yogas: ctx.natal.yogas
        .filter((y) => y.planets.includes(g))
        .map((y) => ({ name: y.name, status: y.status, strength: y.strength })),
      condition,
    }
  }
  cache.set(ctx.natal, out)
  return out
}

/** The dignity of an assessed graha in words, with a debilitation's cancellation said with it. */
export function dignityWords(a: GrahaAssessment): string {
  switch (a.dignity) {
    case 'exalted':
      return 'where it is exalted'
    case 'moolatrikona':
      return 'its moolatrikona sign'
    case 'own':
      return 'its own sign'
    case 'friendly':
      return "a friend's sign"
    case 'neutral':
      return 'a neutral sign'
    case 'enemy':
      return "an adversary's sign"
    case 'debilitated':
      return a.neechaBhanga
        ? 'where it is debilitated, the debilitation cancelled (neecha bhanga)'
        : 'where it is debilitated'
  }
}

/** Its functional nature for the lagna, as a clause ("is the yogakaraka for your lagna"). */
export const FUNCTIONAL_WORDS: Readonly<Record<Functional, string>> = {
  yogakaraka: 'is the yogakaraka for your lagna, the one planet that rules an angle and a trine',
  benefic: 'is a functional benefic for your lagna',
  mixed: 'is mixed in nature for your lagna',
  neutral: 'is neutral in nature for your lagna',
  malefic: 'is a functional malefic for your lagna',
  through_dispositor: 'acts through the lord of its sign',
}
