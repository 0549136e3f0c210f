/** Pāpasāmya in words for the couple: each chart's malefic points as the tradition
 *  counts them, and whether the balance holds. */
import type { PapaCell, PapasamyaResult } from '../../jyotisha/kootas/papasamya.js'
import { papasamyaBalanced } from '../../jyotisha/kootas/papasamya.js'
import type { Roles, Side } from './kootas.js'

export interface PapasamyaView {
  a: { total: number; cells: PapaCell[]; references: PapasamyaResult['references'] }
  b: { total: number; cells: PapaCell[]; references: PapasamyaResult['references'] }
  /** Whether the groom's total is at least the bride's; null when the genders do not say who is who. */
  balanced: boolean | null
  /** Partner b's total less partner a's. */
  difference: number
  method: string
  explanation: string
}

export function papasamyaView(
  p: Record<Side, PapasamyaResult>,
  roles: Roles,
  fromGender: boolean,
  labels: Record<Side, string>,
): PapasamyaView {
  const diff = p.b.total - p.a.total
  const balanced = fromGender ? papasamyaBalanced(p[roles.groom], p[roles.bride]) : null
  const noLagna = (['a', 'b'] as const).filter((s) => !p[s].references.includes('lagna'))
  const totals = `${labels.a} carries ${p.a.total} and ${labels.b} ${p.b.total} by the traditional count.`
  const explanation =
    (balanced === null
      ? p.a.total === p.b.total
        ? `${totals} They are equal, so the balance holds whichever partner is in the bride’s place.`
        : `${totals} The tradition wants the groom’s count at least the bride’s; the genders are not both given (or are the same), so the balance holds only if ${p.a.total > p.b.total ? labels.a : labels.b} is in the groom’s place.`
      : balanced
        ? `${totals} The groom’s count is at least the bride’s, as the tradition wants: the balance holds.`
        : `${totals} The bride’s count is higher than the groom’s, which the tradition reads as an imbalance to weigh with the rest of the match; some Kerala authorities accept a difference of up to one.`) +
    (noLagna.length
      ? ` Without a birth time the lagna is not counted for ${noLagna.map((s) => labels[s]).join(' and ')}.`
      : '')
  return {
    a: { total: p.a.total, cells: p.a.cells, references: p.a.references },
    b: { total: p.b.total, cells: p.b.cells, references: p.b.references },
    balanced: balanced === null ? (p.a.total === p.b.total ? true : null) : balanced,
    difference: diff,
    method:
      'Mars, Saturn, the Sun and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th sign from the lagna (1 each), the Moon (½ each) and Venus (¼ each); no exceptions for dignity. The groom’s total should be at least the bride’s.',
    explanation,
  }
}
