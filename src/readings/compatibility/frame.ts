/**
 * The frame of a couple's reading by their ages: a couple both past the usual years of starting a family
 * is read for companionship, so the words about children and family-making (the corpus's statements of
 * that theme, Mahendra's meaning) give way to the shared life and the support the two give each other.
 * The weighing is the same for every couple; only the words change.
 */
import type { ChartReading } from '../../corpus/from-chart.js'
import { ageAt } from '../time.js'
import type { Side } from './kootas.js'

/** Both partners this old or older at the reference date: the reading is framed for companionship. */
export const COMPANIONSHIP_AGE_YEARS = 50

export type CoupleFrame = 'family' | 'companionship'

/** The couple's frame at the reading's reference date. */
export function coupleFrame(readings: Record<Side, ChartReading>): CoupleFrame {
  const old = (r: ChartReading) => ageAt(r, r.referenceMs) >= COMPANIONSHIP_AGE_YEARS
  return old(readings.a) && old(readings.b) ? 'companionship' : 'family'
}

/** Words that speak of children and family-making, which a companionship reading leaves out. */
const CHILD_WORDS =
  /\b(child\w*|progeny|offspring|pregnan\w*|conceiv\w*|conception|sons?|daughters?|parent(?:ing|hood)|putrakaraka)\b/i

/** Whether `text` speaks of children or family-making. */
export const speaksOfChildren = (text: string): boolean => CHILD_WORDS.test(text)
