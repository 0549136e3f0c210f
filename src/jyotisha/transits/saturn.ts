/**
 * Saturn's transit over the natal Moon sign: Sade Sati (Saturn in the 12th, 1st and 2nd from the Moon),
 * Aṣṭama Śani (8th) and Kaṇṭaka Śani (4th, 7th, 10th), as dated stays. The names and the cycle framing
 * are later tradition; the house results they rest on are Phaladeepika ch. 26 (Saturn in the 12th, 1st,
 * 2nd, 4th, 7th, 8th and 10th from the Moon).
 *
 * Each span is exactly one stay of Saturn in one sign, entry to exit, so a retrograde return into the
 * sign it left makes a span of its own and the weeks outside are not covered.
 */
import { houseFrom } from '../grahas.js'
import type { Ingress } from './ingress.js'

export interface SignStay {
  signIndex: number
  startJdTt: number
  endJdTt: number
  /** The stay began before the searched window (its start is the window's start, not an entry). */
  openStart: boolean
  /** The stay ends after the searched window. */
  openEnd: boolean
}

export const SADE_SATI_PHASES = ['rising', 'peak', 'setting'] as const
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number]

/** House from the Moon of each phase: the 12th (rising), the 1st (peak), the 2nd (setting). */
const PHASE_BY_HOUSE: Readonly<Record<number, SadeSatiPhase>> = { 12: 'rising', 1: 'peak', 2: 'setting' }
export const KANTAKA_HOUSES = [4, 7, 10] as const
export const ASHTAMA_HOUSE = 8

/** Stays in a sign separated by less than this belong to one Sade Sati: a retrograde step out and
 *  back lasts months, two Sade Satis are about 22 years apart. */
const SAME_CYCLE_GAP_DAYS = 5 * 365.25

/** The stays of a graha in signs over [startJdTt, endJdTt] from its sign at the start and its ingresses
 *  in the window (time order). */
export function staysOf(
  initialSignIndex: number,
  ingresses: readonly Ingress[],
  startJdTt: number,
  endJdTt: number,
): SignStay[] {
  const out: SignStay[] = []
  let sign = initialSignIndex
  let from = startJdTt
  let open = true
  for (const i of ingresses) {
    out.push({ signIndex: sign, startJdTt: from, endJdTt: i.jdTt, openStart: open, openEnd: false })
    sign = i.signIndex
    from = i.jdTt
    open = false
  }
  out.push({ signIndex: sign, startJdTt: from, endJdTt: endJdTt, openStart: open, openEnd: true })
  return out
}

export interface PhaseSpan {
  phase: SadeSatiPhase
  stay: SignStay
}

/** The Sade Satis in `stays` (Saturn's), each a list of its stays in the three signs, in time order. */
export function sadeSatis(moonSignIndex: number, stays: readonly SignStay[]): PhaseSpan[][] {
  const cycles: PhaseSpan[][] = []
  let current: PhaseSpan[] | null = null
  for (const stay of stays) {
    const phase = PHASE_BY_HOUSE[houseFrom(moonSignIndex, stay.signIndex)]
    if (!phase) continue
    const last = current?.[current.length - 1]
    if (!current || !last || stay.startJdTt - last.stay.endJdTt > SAME_CYCLE_GAP_DAYS) {
      current = []
      cycles.push(current)
    }
    current.push({ phase, stay })
  }
  return cycles
}

/**
 * Saturn's passages through one house from the Moon: its stays there, those separated only by a
 * retrograde step out and back (under 5 years apart) kept together, in time order.
 */
export function passagesThrough(
  moonSignIndex: number,
  stays: readonly SignStay[],
  house: number,
): SignStay[][] {
  const out: SignStay[][] = []
  for (const stay of stays) {
    if (houseFrom(moonSignIndex, stay.signIndex) !== house) continue
    const last = out.at(-1)?.at(-1)
    if (last && stay.startJdTt - last.endJdTt <= SAME_CYCLE_GAP_DAYS) out.at(-1)!.push(stay)
    else out.push([stay])
  }
  return out
}

/** Saturn's stays in the 8th from the Moon (Aṣṭama Śani). */
export function ashtamaShani(moonSignIndex: number, stays: readonly SignStay[]): SignStay[] {
  return stays.filter((s) => houseFrom(moonSignIndex, s.signIndex) === ASHTAMA_HOUSE)
}

/** Saturn's stays in the 4th, 7th and 10th from the Moon (Kaṇṭaka Śani, South Indian usage), with the
 *  house. */
export function kantakaShani(
  moonSignIndex: number,
  stays: readonly SignStay[],
): { house: number; stay: SignStay }[] {
  const out: { house: number; stay: SignStay }[] = []
  for (const stay of stays) {
    const house = houseFrom(moonSignIndex, stay.signIndex)
    if ((KANTAKA_HOUSES as readonly number[]).includes(house)) out.push({ house, stay })
  }
  return out
}
