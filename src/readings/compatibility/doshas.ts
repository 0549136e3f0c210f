/**
 * Maṅgala doṣa for the couple: each chart's doṣa with its cancellations in words, and
 * whether the two balance; and the list of the match's doṣas (nāḍī, bhakūṭ and gaṇa from the kūṭas,
 * Maṅgala, Rajju and Vedha from the poruthams), each present or not, cancelled or not, and why.
 */
import type { ManglikResult } from '../../jyotisha/kootas/manglik.js'
import type { PoruthamCheck } from '../../jyotisha/kootas/poruthams.js'
import { ordinal } from '../../jyotisha/yogas/helpers.js'
import { hindiOrdinal } from '../../corpus/grounds-hi.js'
import { text, type Text } from '../text.js'
import type { Side } from './kootas.js'

export type DoshaName = 'nadi' | 'bhakoot' | 'gana' | 'manglik' | 'rajju' | 'vedha'

export interface DoshaView {
  name: DoshaName
  present: boolean
  cancelled: boolean
  why: Text
  sources: string[]
}

export interface ManglikView {
  present: boolean
  intensity: ManglikResult['intensity']
  /** The references Mars is in a doṣa house from (1st, 4th, 7th, 8th, 12th), with the house. */
  from: ManglikResult['from']
  /** The same by the South Indian list (2nd, 4th, 7th, 8th, 12th). */
  fromSouthIndianList: ManglikResult['fromSouthIndianList']
  cancellations: { name: Text; applies: boolean; why: Text; sources: string[] }[]
  cancelled: boolean
}

const CANCELLATION_NAMES: Readonly<Record<string, Text>> = {
  mars_own_or_exalted: text('Mars in its own sign or exalted', 'मंगल अपनी राशि में या उच्च का'),
  mars_house_sign_exception: text(
    'Mars in a house and sign the verses except',
    'मंगल ऐसे भाव और राशि में जिन्हें श्लोक अपवाद मानते हैं',
  ),
  mars_with_or_aspected_by_jupiter: text(
    'Mars joined or aspected by Jupiter',
    'मंगल के साथ गुरु, या मंगल पर गुरु की दृष्टि',
  ),
  lagna_cancer_or_leo: text('A Cancer or Leo lagna', 'कर्क या सिंह लग्न'),
  mars_lagna_lord: text('Mars rules the lagna', 'मंगल लग्न का स्वामी'),
  benefic_in_lagna_or_seventh: text(
    'Jupiter or Venus in the 1st or 7th house',
    'गुरु या शुक्र प्रथम या सप्तम भाव में',
  ),
}
const cancellationName = (name: string): Text => CANCELLATION_NAMES[name] ?? text(name, name)

export function manglikView(m: ManglikResult): ManglikView {
  return {
    present: m.present,
    intensity: m.intensity,
    from: m.from,
    fromSouthIndianList: m.fromSouthIndianList,
    cancellations: m.cancellations.map((c) => ({
      name: cancellationName(c.name),
      applies: c.applies,
      why: text(c.why, c.whyHi),
      sources: [...c.sources],
    })),
    cancelled: m.cancelled,
  }
}

const REF_WORDS = { lagna: 'the lagna', moon: 'the Moon', venus: 'Venus' } as const
const REF_HI = { lagna: 'लग्न', moon: 'चंद्रमा', venus: 'शुक्र' } as const
const INTENSITY_HI: Readonly<Record<ManglikResult['intensity'], string>> = {
  none: 'शून्य',
  mild: 'हल्की',
  moderate: 'मध्यम',
  strong: 'प्रबल',
}

function manglikWords(m: ManglikResult, who: Text): Text {
  if (m.from.length === 0)
    return text(
      `In ${who.en}’s chart Mars is not in the 1st, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus.`,
      `${who.hi} की कुंडली में मंगल लग्न, चंद्रमा या शुक्र से प्रथम, चतुर्थ, सप्तम, अष्टम या द्वादश में नहीं है।`,
    )
  const from = m.from.map((f) => `the ${ordinal(f.house)} from ${REF_WORDS[f.reference]}`).join(', ')
  const fromHi = m.from.map((f) => `${REF_HI[f.reference]} से ${hindiOrdinal(f.house)}`).join(', ')
  if (!m.present)
    return text(
      `In ${who.en}’s chart Mars is ${from} only; counted from Venus alone the doṣa is not held present.`,
      `${who.hi} की कुंडली में मंगल केवल ${fromHi} है; केवल शुक्र से गिनने पर दोष उपस्थित नहीं माना जाता।`,
    )
  const cancel = m.cancellations.filter((c) => c.applies).map((c) => CANCELLATION_NAMES[c.name]!)
  return text(
    `In ${who.en}’s chart Mars is ${from} (intensity ${m.intensity})` +
      (cancel.length
        ? `; cancelled by: ${cancel.map((c) => c.en).join('; ')}.`
        : '; no cancellation applies.'),
    `${who.hi} की कुंडली में मंगल ${fromHi} है (तीव्रता ${INTENSITY_HI[m.intensity]})` +
      (cancel.length ? `; परिहार: ${cancel.map((c) => c.hi).join('; ')}।` : '; कोई परिहार लागू नहीं होता।'),
  )
}

/** The couple's Maṅgala doṣa: balanced when both or neither have it (the most widely held rule). */
export function manglikCouple(
  m: Record<Side, ManglikResult>,
  labels: Record<Side, Text>,
): { balanced: boolean; explanation: Text; dosha: DoshaView } {
  const both = m.a.present && m.b.present
  const balanced = m.a.present === m.b.present
  const present = m.a.present || m.b.present
  const cancelled = present && (both || ((!m.a.present || m.a.cancelled) && (!m.b.present || m.b.cancelled)))
  const wa = manglikWords(m.a, labels.a)
  const wb = manglikWords(m.b, labels.b)
  const lead = !present
    ? text('Neither chart has Maṅgala doṣa.', 'किसी भी कुंडली में मांगलिक दोष नहीं है।')
    : both
      ? text(
          'Both charts have Maṅgala doṣa, and the most widely held rule is that like balances like: it is held mutually cancelled.',
          'दोनों कुंडलियों में मांगलिक दोष है, और सबसे व्यापक रूप से माना जाने वाला नियम यह है कि समान दोष एक-दूसरे को संतुलित करते हैं: इसे परस्पर निरस्त माना जाता है।',
        )
      : cancelled
        ? text(
            'Only one chart has Maṅgala doṣa, and a cancellation the verses give applies to it.',
            'केवल एक कुंडली में मांगलिक दोष है, और श्लोकों में दिया गया एक परिहार उस पर लागू होता है।',
          )
        : text(
            'Only one chart has Maṅgala doṣa and no cancellation applies; the other chart has no like placement to balance it.',
            'केवल एक कुंडली में मांगलिक दोष है और कोई परिहार लागू नहीं होता; दूसरी कुंडली में इसे संतुलित करने वाली वैसी स्थिति नहीं है।',
          )
  const explanation = text(`${lead.en} ${wa.en} ${wb.en}`, `${lead.hi} ${wa.hi} ${wb.hi}`)
  return {
    balanced,
    explanation,
    dosha: {
      name: 'manglik',
      present,
      cancelled,
      // The doṣa is a rule of the later almanac tradition: no book of the closed list to cite, and the
      // words say so.
      why: text(
        `${explanation.en} Maṅgala doṣa and its cancellations come from the later almanac tradition, not from Brihat Parashara Hora Shastra.`,
        `${explanation.hi} मांगलिक दोष और उसके परिहार बाद की पंचांग परंपरा से आते हैं, बृहत् पराशर होरा शास्त्र से नहीं।`,
      ),
      sources: [],
    },
  }
}

/** The books the match's doṣas cite that the corpus's list does not hold (identifiers, by title). */
export const MATCH_SOURCES = ['Vidya Madhaviyam'] as const

/** Rajju and Vedha as doṣas: vetoes when they fail; no classical cancellation is applied to them. */
export function poruthamDoshas(tamil: readonly PoruthamCheck[]): DoshaView[] {
  return (['rajju', 'vedha'] as const).map((name) => {
    const c = tamil.find((x) => x.name === name)!
    return {
      name,
      present: !c.agrees,
      cancelled: false,
      why: text(c.why, c.whyHi),
      sources: [...MATCH_SOURCES],
    }
  })
}
