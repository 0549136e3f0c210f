/**
 * The two charts read across each other (contacts), as matching astrologers in India compare a couple's
 * charts beside the kūṭas: where one partner's Moon, Venus, Mars, Sun and lagna lord fall among the
 * other's lagna sign, 7th sign and Moon sign, and a Moon in the 8th sign from the other's lagna. Whole
 * signs, sidereal.
 *
 * The rule, for each partner X and the other Y:
 * - X's Moon, Venus, Mars and Sun, and X's lagna lord when X's birth time is known, each in Y's lagna
 *   sign or the 7th sign from it (when Y's birth time is known) or in Y's Moon sign: one note per graha,
 *   naming every one of Y's signs it falls in. A lagna lord that is one of those four grahas is named in
 *   that graha's note, never a note of its own.
 * - X's Moon in the 8th sign from Y's lagna (Y's time known): one note.
 * - X's Moon in Y's Moon sign, or in the 8th sign from it, is stated by the Moon-sign note of
 *   `togetherNotes` (the bhakūṭ placement), so never again here.
 *
 * Tones: Moon and Venus supportive (warmth, ease, recognition); Mars cautionary (energy and heat that ask
 * for patience); the Sun neutral (a will strongly felt, which asks for room); a lagna lord Mercury or
 * Jupiter supportive, Saturn neutral; the Moon in the other's 8th cautionary. Ordered by importance (the
 * Moon and Venus first, then the lagna lords, the 8th, Mars, the Sun) and cut at `limit`.
 */
import { SIGNS } from '../../astro/index.js'
import type { ChartReading } from '../../corpus/from-chart.js'
import { joinWords } from '../../corpus/describe.js'
import type { ChartFacts } from '../../jyotisha/facts.js'
import { houseFrom, lordOf, type Planet } from '../../jyotisha/grahas.js'
import type { TogetherNote } from './charts.js'
import type { Side } from './kootas.js'

/** One of the other chart's signs. */
export type ContactPoint = 'lagna' | 'moon' | 'seventh'

/** The grahas read for contacts, in order of importance. */
const CONTACT_GRAHAS = ['Moon', 'Venus', 'Mars', 'Sun'] as const
type ContactGraha = (typeof CONTACT_GRAHAS)[number]

interface Contact {
  /** Whose graha it is. */
  from: Side
  graha: Planet
  /** The graha rules `from`'s lagna (birth time known). */
  lagnaLord: boolean
  sign: number
  /** The other's signs it falls in, in the order lagna, Moon, 7th. */
  points: ContactPoint[]
  /** Lower is more important. */
  rank: number
}

/** The other's signs that `sign` is: lagna and 7th only with the birth time; never the Moon for a Moon. */
function pointsOf(sign: number, g: ChartFacts, moon: boolean): ContactPoint[] {
  const out: ContactPoint[] = []
  if (g.timeKnown && g.lagnaSign === sign) out.push('lagna')
  if (!moon && g.grahas.Moon.sign === sign) out.push('moon')
  if (g.timeKnown && (g.lagnaSign + 6) % 12 === sign) out.push('seventh')
  return out
}

const RANK: Readonly<Record<ContactGraha | 'lord' | 'eighth', number>> = {
  Moon: 0,
  Venus: 1,
  lord: 2,
  eighth: 3,
  Mars: 4,
  Sun: 5,
}

function contactsOf(f: ChartFacts, g: ChartFacts, from: Side): Contact[] {
  const lord = f.timeKnown ? lordOf(f.lagnaSign) : null
  const out: Contact[] = []
  for (const graha of CONTACT_GRAHAS) {
    const sign = f.grahas[graha].sign
    const points = pointsOf(sign, g, graha === 'Moon')
    if (points.length) out.push({ from, graha, lagnaLord: lord === graha, sign, points, rank: RANK[graha] })
  }
  if (lord !== null && !(CONTACT_GRAHAS as readonly string[]).includes(lord)) {
    const sign = f.grahas[lord].sign
    const points = pointsOf(sign, g, false)
    if (points.length) out.push({ from, graha: lord, lagnaLord: true, sign, points, rank: RANK.lord })
  }
  return out
}

/** "Arjun’s lagna sign", "Arjun’s Moon sign", "the 7th sign from Arjun’s lagna". */
const POINT_WORDS: Readonly<Record<ContactPoint, (y: string) => string>> = {
  lagna: (y) => `${y}’s lagna sign`,
  moon: (y) => `${y}’s Moon sign`,
  seventh: (y) => `the 7th sign from ${y}’s lagna`,
}

/** What each graha brings to each of the other's signs, in our own words. */
const MEANINGS: Readonly<
  Record<ContactGraha, Readonly<Record<ContactPoint, (x: string, y: string) => string>>>
> = {
  Moon: {
    lagna: (x, y) =>
      `${x}’s feelings meet ${y}’s way of being: an easy familiarity, the sense of being at home with each other.`,
    moon: () => '',
    seventh: (x, y) =>
      `${x}’s Moon stands in the sign ${y}’s chart gives the partner: a natural recognition, as if ${x}’s nature answers what ${y} looks for in a companion.`,
  },
  Venus: {
    lagna: (x, y) =>
      `${x}’s affection and taste fall where ${y} meets the world: warmth and attraction that come easily.`,
    moon: (x, y) =>
      `${x}’s affection reaches ${y}’s feelings: ${y} tends to feel cared for, and tenderness comes easily.`,
    seventh: (x, y) =>
      `${x}’s Venus stands in the sign ${y}’s chart gives the partner: ${x}’s way of loving suits what ${y} looks for in a companion.`,
  },
  Mars: {
    lagna: (x, y) =>
      `${x}’s drive is felt directly by ${y}: energy that can spur ${y} on and can also run hot, which asks for patience.`,
    moon: (x, y) =>
      `${x}’s directness stirs ${y}’s feelings: lively, and at times heated, so gentle words and patience help.`,
    seventh: (x, y) =>
      `${x}’s Mars stands in the sign ${y}’s chart gives the partner: passion and quick heat in the partnership itself, which ask for patience on both sides.`,
  },
  Sun: {
    lagna: (x, y) =>
      `${x}’s will and sense of purpose are strongly felt by ${y}: the bond is easiest when ${x} leaves ${y} room to be who ${y} is.`,
    moon: (x, y) =>
      `${x}’s sense of purpose touches ${y}’s feelings: ${y} can feel seen and encouraged, and also outshone, so room for ${y}’s moods helps.`,
    seventh: (x, y) =>
      `${x}’s Sun stands in the sign ${y}’s chart gives the partner: ${x}’s will is strongly felt in the partnership, which asks that each give the other room.`,
  },
}

/** The lagna lord when it is Mercury, Jupiter or Saturn (the others have their own words above). */
const LORD_MEANINGS: Readonly<Record<ContactPoint, (x: string, y: string) => string>> = {
  lagna: (x, y) =>
    `The ruler of ${x}’s lagna stands in ${y}’s: ${x}’s way of going about life sits naturally where ${y} stands.`,
  moon: (x, y) =>
    `The ruler of ${x}’s lagna stands on ${y}’s Moon: who ${x} is reaches ${y}’s feelings directly.`,
  seventh: (x, y) =>
    `The ruler of ${x}’s lagna stands in the sign ${y}’s chart gives the partner: ${x} readily takes the partner’s place in ${y}’s chart.`,
}

const LORD_NATURE: Readonly<Record<string, { words: string; tone: TogetherNote['tone'] }>> = {
  Mercury: { words: 'Mercury brings talk and understanding to it.', tone: 'supportive' },
  Jupiter: { words: 'Jupiter brings goodwill and shared values to it.', tone: 'supportive' },
  Saturn: {
    words: 'Saturn brings steadiness and seriousness to it as much as ease; commitment grows with time.',
    tone: 'neutral',
  },
}

const TONES: Readonly<Record<ContactGraha, TogetherNote['tone']>> = {
  Moon: 'supportive',
  Venus: 'supportive',
  Mars: 'cautionary',
  Sun: 'neutral',
}

function contactNote(c: Contact, labels: Record<Side, string>): TogetherNote {
  const x = labels[c.from]
  const y = labels[c.from === 'a' ? 'b' : 'a']
  const where = `${SIGNS[c.sign]}, ${joinWords(c.points.map((p) => POINT_WORDS[p](y)))}`
  const own = (CONTACT_GRAHAS as readonly string[]).includes(c.graha)
  if (own) {
    const g = c.graha as ContactGraha
    const meaning = c.points.map((p) => MEANINGS[g][p](x, y)).join(' ')
    return {
      statement: `${x}’s ${g}${c.lagnaLord ? ` (${x}’s lagna lord)` : ''} is in ${where}.`,
      meaning: c.lagnaLord
        ? `${meaning} As ${x}’s lagna lord it brings ${x}’s whole self into the contact.`
        : meaning,
      tone: TONES[g],
      books: [],
    }
  }
  const nature = LORD_NATURE[c.graha]!
  return {
    statement: `${x}’s lagna lord, ${c.graha}, is in ${where}.`,
    meaning: `${c.points.map((p) => LORD_MEANINGS[p](x, y)).join(' ')} ${nature.words}`,
    tone: nature.tone,
    books: [],
  }
}

/** X's Moon in the 8th sign from Y's lagna (Y's time known). */
function eighthNote(
  from: Side,
  f: ChartFacts,
  g: ChartFacts,
  labels: Record<Side, string>,
): TogetherNote | null {
  if (!g.timeKnown || houseFrom(g.lagnaSign, f.grahas.Moon.sign) !== 8) return null
  const x = labels[from]
  const y = labels[from === 'a' ? 'b' : 'a']
  return {
    statement: `${x}’s Moon is in ${SIGNS[f.grahas.Moon.sign]}, the 8th sign from ${y}’s lagna.`,
    meaning: `The 8th is the house of what is hidden and of deep change: ${x}’s feelings reach what ${y} keeps private, a closeness that can feel intense and asks for gentleness and trust.`,
    tone: 'cautionary',
    books: ['Brihat Parashara Hora Shastra'],
  }
}

/** The contacts of both charts, the most important first, at most `limit`. */
export function contactNotes(
  readings: Record<Side, ChartReading>,
  labels: Record<Side, string>,
  limit: number,
): TogetherNote[] {
  const fa = readings.a.ctx.natal.facts
  const fb = readings.b.ctx.natal.facts
  const ranked: { rank: number; side: number; note: TogetherNote }[] = []
  for (const [s, f, g] of [
    ['a', fa, fb],
    ['b', fb, fa],
  ] as const) {
    const side = s === 'a' ? 0 : 1
    for (const c of contactsOf(f, g, s)) ranked.push({ rank: c.rank, side, note: contactNote(c, labels) })
    const e = eighthNote(s, f, g, labels)
    if (e) ranked.push({ rank: RANK.eighth, side, note: e })
  }
  return ranked
    .sort((p, q) => p.rank - q.rank || p.side - q.side)
    .slice(0, Math.max(0, limit))
    .map((r) => r.note)
}
