/**
 * Maṅgala doṣa for the couple: each chart's doṣa with its cancellations in words, and
 * whether the two balance; and the list of the match's doṣas (nāḍī, bhakūṭ and gaṇa from the kūṭas,
 * Maṅgala, Rajju and Vedha from the poruthams), each present or not, cancelled or not, and why.
 */
import type { ManglikResult } from '../../jyotisha/kootas/manglik.js'
import type { PoruthamCheck } from '../../jyotisha/kootas/poruthams.js'
import { ordinal } from '../../jyotisha/yogas/helpers.js'
import type { Side } from './kootas.js'

export type DoshaName = 'nadi' | 'bhakoot' | 'gana' | 'manglik' | 'rajju' | 'vedha'

export interface DoshaView {
  name: DoshaName
  present: boolean
  cancelled: boolean
  why: string
  sources: string[]
}

export interface ManglikView {
  present: boolean
  intensity: ManglikResult['intensity']
  /** The references Mars is in a doṣa house from (1st, 4th, 7th, 8th, 12th), with the house. */
  from: ManglikResult['from']
  /** The same by the South Indian list (2nd, 4th, 7th, 8th, 12th). */
  fromSouthIndianList: ManglikResult['fromSouthIndianList']
  cancellations: { name: string; applies: boolean; why: string; sources: string[] }[]
  cancelled: boolean
}

const CANCELLATION_NAMES: Readonly<Record<string, string>> = {
  mars_own_or_exalted: 'Mars in its own sign or exalted',
  mars_house_sign_exception: 'Mars in a house and sign the verses except',
  mars_with_or_aspected_by_jupiter: 'Mars joined or aspected by Jupiter',
  lagna_cancer_or_leo: 'A Cancer or Leo lagna',
  mars_lagna_lord: 'Mars rules the lagna',
  benefic_in_lagna_or_seventh: 'Jupiter or Venus in the 1st or 7th house',
}

export function manglikView(m: ManglikResult): ManglikView {
  return {
    present: m.present,
    intensity: m.intensity,
    from: m.from,
    fromSouthIndianList: m.fromSouthIndianList,
    cancellations: m.cancellations.map((c) => ({
      name: CANCELLATION_NAMES[c.name] ?? c.name,
      applies: c.applies,
      why: c.why,
      sources: [...c.sources],
    })),
    cancelled: m.cancelled,
  }
}

const REF_WORDS = { lagna: 'the lagna', moon: 'the Moon', venus: 'Venus' } as const

function manglikWords(m: ManglikResult, who: string): string {
  if (m.from.length === 0)
    return `In ${who}’s chart Mars is not in the 1st, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus.`
  const from = m.from.map((f) => `the ${ordinal(f.house)} from ${REF_WORDS[f.reference]}`).join(', ')
  if (!m.present)
    return `In ${who}’s chart Mars is ${from} only; counted from Venus alone the doṣa is not held present.`
  const cancel = m.cancellations.filter((c) => c.applies).map((c) => CANCELLATION_NAMES[c.name]!)
  return (
    `In ${who}’s chart Mars is ${from} (intensity ${m.intensity})` +
    (cancel.length ? `; cancelled by: ${cancel.join('; ')}.` : '; no cancellation applies.')
  )
}

/** The couple's Maṅgala doṣa: balanced when both or neither have it (the most widely held rule). */
export function manglikCouple(
  m: Record<Side, ManglikResult>,
  labels: Record<Side, string>,
): { balanced: boolean; explanation: string; dosha: DoshaView } {
  const both = m.a.present && m.b.present
  const balanced = m.a.present === m.b.present
  const present = m.a.present || m.b.present
  const cancelled = present && (both || ((!m.a.present || m.a.cancelled) && (!m.b.present || m.b.cancelled)))
  const words = `${manglikWords(m.a, labels.a)} ${manglikWords(m.b, labels.b)}`
  const explanation = !present
    ? `Neither chart has Maṅgala doṣa. ${words}`
    : both
      ? `Both charts have Maṅgala doṣa, and the most widely held rule is that like balances like: it is held mutually cancelled. ${words}`
      : cancelled
        ? `Only one chart has Maṅgala doṣa, and a cancellation the verses give applies to it. ${words}`
        : `Only one chart has Maṅgala doṣa and no cancellation applies; the other chart has no like placement to balance it. ${words}`
  return {
    balanced,
    explanation,
    dosha: {
      name: 'manglik',
      present,
      cancelled,
      // The doṣa is a rule of the later almanac tradition: no book of the closed list to cite, and the
      // words say so.
      why: `${explanation} Maṅgala doṣa and its cancellations come from the later almanac tradition, not from Brihat Parashara Hora Shastra.`,
      sources: [],
    },
  }
}

/** Rajju and Vedha as doṣas: vetoes when they fail; no classical cancellation is applied to them. */
export function poruthamDoshas(tamil: readonly PoruthamCheck[]): DoshaView[] {
  return (['rajju', 'vedha'] as const).map((name) => {
    const c = tamil.find((x) => x.name === name)!
    return {
      name,
      present: !c.agrees,
      cancelled: false,
      why: c.why,
      sources: ['Vidya Madhaviyam'],
    }
  })
}
