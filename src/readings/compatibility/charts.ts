/**
 * The two charts read together: in each chart the 7th house, its lord, Venus (and
 * Jupiter, the husband's kāraka in a woman's chart, Phaladeepika ch. 11), in the rāśi chart and in the
 * navāṃśa; the corpus's marriage statements that hold for each chart, weighed as `/v1/interpret` weighs
 * them; and how the lagnas and Moon signs of the two relate.
 */
import { SIGNS, type Sign } from '../../astro/index.js'
import type { ChartReading } from '../../corpus/from-chart.js'
import type { Corpus } from '../../corpus/load.js'
import { DIGNITY_WORDS, joinWords, named } from '../../corpus/describe.js'
import { naturalRelation } from '../../jyotisha/dignity.js'
import { aspectsSign, lordOfHouse, occupantsOfHouse, signOfHouse } from '../../jyotisha/facts.js'
import { GRAHAS, houseFrom, lordOf, type Graha, type Planet } from '../../jyotisha/grahas.js'
import { ordinal } from '../../jyotisha/yogas/helpers.js'
import { dedupe, domainBalance, outlookOf, type Factor, type Outlook, type Weighed } from '../interpret.js'
import { contactNotes } from './contacts.js'
import { speaksOfChildren, type CoupleFrame } from './frame.js'
import type { Side } from './kootas.js'

export interface GrahaView {
  sign: Sign
  /** House from the lagna (from the Moon's sign when the birth time is unknown). */
  house: number
  dignity: string
  navamsaSign: Sign
}

export interface PartnerChartView {
  /** Houses counted from the lagna, or from the Moon's sign when the birth time is unknown. */
  houseBasis: 'lagna' | 'moon'
  seventhHouse: {
    sign: Sign
    lord: Planet
    lordHouse: number
    lordSign: Sign
    lordDignity: string
    occupants: Graha[]
    aspectedBy: Graha[]
  }
  venus: GrahaView
  jupiter: GrahaView
  /** The navāṃśa (D9): its lagna and 7th need the birth time (null without it). */
  navamsa: {
    lagnaSign: Sign | null
    seventhSign: Sign | null
    seventhLord: Planet | null
    seventhLordSign: Sign | null
    venusSign: Sign
  }
  /** The corpus's statements about marriage for this chart, in the vocabulary of `/v1/interpret`. */
  marriageOutlook: Outlook
  summary: string
}

export interface CoupleFactor extends Factor {
  /** Whose chart it is read from. */
  partner: Side
}

export interface TogetherNote {
  statement: string
  meaning: string
  tone: 'supportive' | 'cautionary' | 'neutral'
  books: string[]
}

const FACTORS = 6

/** "your 7th house" → "the 7th house": the couple's reading speaks of each chart in the third person. */
const thirdPerson = (s: string) => s.replace(/\byour\b/g, 'the').replace(/\bYour\b/g, 'The')

function grahaView(r: ChartReading, g: 'Venus' | 'Jupiter'): GrahaView {
  const p = r.ctx.natal.facts.grahas[g]
  return { sign: SIGNS[p.sign]!, house: p.house, dignity: p.dignity, navamsaSign: SIGNS[p.navamsaSign]! }
}

const place = (v: { sign: string; house: number; dignity: string }) =>
  `in ${v.sign} (${ordinal(v.house)} house), ${DIGNITY_WORDS[v.dignity] ?? v.dignity}`

export function partnerChart(
  r: ChartReading,
  outlook: Outlook,
  label: string,
  gender: 'male' | 'female' | undefined,
  /** The other partner's gender: Jupiter is said to be read for the husband only when that is male. */
  otherGender: 'male' | 'female' | undefined,
): PartnerChartView {
  const f = r.ctx.natal.facts
  const seventh = signOfHouse(f, 7)
  const lord = lordOfHouse(f, 7)
  const lp = f.grahas[lord]
  const occupants = occupantsOfHouse(f, 7)
  const aspectedBy = GRAHAS.filter((g) => !occupants.includes(g) && aspectsSign(f, g, seventh))
  const d9 = r.ctx.natal.vargas.D9
  const d9Lagna = f.timeKnown && d9 ? d9.lagnaSign : null
  const d9Seventh = d9Lagna === null ? null : (d9Lagna + 6) % 12
  const d9Lord = d9Seventh === null ? null : lordOf(d9Seventh)
  const venus = grahaView(r, 'Venus')
  const jupiter = grahaView(r, 'Jupiter')
  const basis = f.timeKnown ? 'lagna' : 'moon'
  const from = f.timeKnown ? '' : ' (counted from the Moon, as the birth time is not known)'
  const karaka =
    gender === 'female'
      ? ` Jupiter, which a woman’s chart also reads for ${otherGender === 'male' ? 'the husband' : 'the spouse'}, is ${place(jupiter)}.`
      : ''
  const lean = {
    favorable: 'lean clearly favourable',
    mostly_favorable: 'lean favourable',
    mixed: 'are mixed',
    challenging: 'ask for patience and care',
  }[outlook]
  const summary =
    `In ${label}’s chart the 7th house${from} is ${SIGNS[seventh]}, ruled by ${named(lord)}, which sits ${place({ sign: SIGNS[lp.sign]!, house: lp.house, dignity: lp.dignity })}` +
    (occupants.length
      ? `; ${joinWords(occupants.map(named))} ${occupants.length > 1 ? 'occupy' : 'occupies'} it`
      : '') +
    `. Venus, the significator of the partner, is ${place(venus)}, and in ${venus.navamsaSign} in the navāṃśa.${karaka} ` +
    `The classical statements about marriage for this chart ${lean}.`
  return {
    houseBasis: basis,
    seventhHouse: {
      sign: SIGNS[seventh]!,
      lord,
      lordHouse: lp.house,
      lordSign: SIGNS[lp.sign]!,
      lordDignity: lp.dignity,
      occupants,
      aspectedBy,
    },
    venus,
    jupiter,
    navamsa: {
      lagnaSign: d9Lagna === null ? null : SIGNS[d9Lagna]!,
      seventhSign: d9Seventh === null ? null : SIGNS[d9Seventh]!,
      seventhLord: d9Lord,
      seventhLordSign: d9Lord === null || !d9 ? null : SIGNS[d9.signs[d9Lord]]!,
      venusSign: venus.navamsaSign,
    },
    marriageOutlook: outlook,
    summary,
  }
}

/** Each chart's weighed marriage statements, and their balance (−1 … 1). */
export function marriageStatements(
  corpus: Corpus,
  r: ChartReading,
): { supporting: Weighed[]; cautionary: Weighed[]; balance: number; outlook: Outlook } {
  const { weighed, balance } = domainBalance(corpus, r, 'marriage')
  const order = (x: Weighed, y: Weighed) => Math.abs(y.value) - Math.abs(x.value)
  // The natal promise only: the couple's timing is read separately, from both charts' periods.
  const natal = weighed.filter((w) => w.fired.rule.scope === 'natal')
  return {
    supporting: natal.filter((w) => w.value > 0).sort(order),
    cautionary: natal.filter((w) => w.value < 0).sort(order),
    balance,
    outlook: outlookOf('marriage', balance),
  }
}

/**
 * The strongest statements of both charts on each side, alternating so neither chart crowds out the
 * other. A fact of a chart is given on one side only, as `/v1/interpret` gives it: the side that chart's
 * own marriage outlook leans to says it first (the same grouping of a lord with Saturn is never both a
 * strength and a caution). A couple read for companionship (frame.ts) is given none that speaks of
 * children: those still weigh in each chart's outlook, but their words are left out.
 */
export function coupleFactors(
  statements: Record<Side, { supporting: Weighed[]; cautionary: Weighed[]; outlook: Outlook }>,
  readings: Record<Side, ChartReading>,
  labels: Record<Side, string>,
  frame: CoupleFrame = 'family',
): { supporting: CoupleFactor[]; cautionary: CoupleFactor[] } {
  const fits = (text: string) => frame === 'family' || !speaksOfChildren(text)
  const side = (s: Side, list: Weighed[], given: Set<string>): CoupleFactor[] =>
    dedupe(
      list.filter((w) => fits(`${w.fired.rule.says} ${w.fired.rule.cancelledSays ?? ''}`)),
      readings[s].ctx,
      FACTORS,
      given,
    )
      .filter((f) => fits(`${f.statement.en} ${f.meaning.en}`))
      .map((f) => ({
        partner: s,
        statement: `In ${labels[s]}’s chart: ${thirdPerson(f.statement.en)}`,
        meaning: f.meaning.en,
        books: f.books,
      }))
  const per = (s: Side) => {
    const st = statements[s]
    const given = new Set<string>()
    if (st.outlook === 'challenging') {
      const cautionary = side(s, st.cautionary, given)
      return { cautionary, supporting: side(s, st.supporting, given) }
    }
    const supporting = side(s, st.supporting, given)
    return { supporting, cautionary: side(s, st.cautionary, given) }
  }
  const a = per('a')
  const b = per('b')
  const alternate = (x: CoupleFactor[], y: CoupleFactor[]) => {
    const out: CoupleFactor[] = []
    for (let i = 0; out.length < FACTORS && (i < x.length || i < y.length); i++) {
      if (x[i]) out.push(x[i]!)
      if (y[i] && out.length < FACTORS) out.push(y[i]!)
    }
    return out
  }
  return {
    supporting: alternate(a.supporting, b.supporting),
    cautionary: alternate(a.cautionary, b.cautionary),
  }
}

const PAIR_WORDS: Readonly<Record<string, { meaning: string; tone: TogetherNote['tone'] }>> = {
  '1/1': {
    meaning:
      'One sign for both: a shared tone that makes recognition easy, and the same blind spots to watch together.',
    tone: 'neutral',
  },
  '7/7': {
    meaning: 'Facing signs: the placement matching ranks highest for mutual attraction and complement.',
    tone: 'supportive',
  },
  '3/11': {
    meaning:
      'A 3rd–11th placement: companionable and mutually helpful, the kind of pairing matching counts in favour.',
    tone: 'supportive',
  },
  '4/10': {
    meaning:
      'A 4th–10th placement: one partner’s home and the other’s work meet, which matching counts in favour.',
    tone: 'supportive',
  },
  '5/9': {
    meaning:
      'A 5th–9th placement: a shared outlook, though the guṇa count treats it as a doṣa unless the sign lords are friends.',
    tone: 'neutral',
  },
  '2/12': {
    meaning:
      'A 2nd–12th placement: the tradition reads a pull between giving and keeping that asks for conscious balance.',
    tone: 'cautionary',
  },
  '6/8': {
    meaning: 'A 6th–8th placement: the tradition reads friction that asks for patience and clear agreements.',
    tone: 'cautionary',
  },
}

function pairKey(x: number, y: number): string {
  const p = houseFrom(x, y)
  const q = houseFrom(y, x)
  return [p, q].sort((m, n) => m - n).join('/')
}

/** At most this many notes beyond the Moon signs, the lagnas and their lords: the contacts, the navāṃśa. */
const CONTACT_LIMIT = 8

/** How two lords regard each other by the natural relations (BPHS 3.55), in words: "Venus counts Mars a
 *  friend and Mars counts Venus a neutral"; friendly when neither counts the other an adversary. */
export function relationWords(x: Graha, y: Graha): { words: string; friendly: boolean } {
  const xy = naturalRelation(x, y)
  const yx = naturalRelation(y, x)
  const as = (r: string) => (r === 'enemy' ? 'an adversary' : `a ${r}`)
  return {
    words: `${named(x)} counts ${named(y)} ${as(xy)} and ${named(y)} counts ${named(x)} ${as(yx)}`,
    friendly: x === y || (xy !== 'enemy' && yx !== 'enemy'),
  }
}

/** The navāṃśa lagnas, one from the other, and the navāṃśa 7th lords' natural relation: both times known. */
function navamsaNote(
  readings: Record<Side, ChartReading>,
  labels: Record<Side, string>,
): TogetherNote | null {
  const la = readings.a.ctx.natal.facts.timeKnown ? readings.a.ctx.natal.vargas.D9?.lagnaSign : null
  const lb = readings.b.ctx.natal.facts.timeKnown ? readings.b.ctx.natal.vargas.D9?.lagnaSign : null
  if (la === null || la === undefined || lb === null || lb === undefined) return null
  const key = pairKey(la, lb)
  const sa = lordOf(la + 6)
  const sb = lordOf(lb + 6)
  const rel = relationWords(sa, sb)
  const pair = PAIR_WORDS[key]!
  const [p, q] = key.split('/').map(Number) as [number, number]
  const lagnas =
    key === '1/1'
      ? 'its lagnas share one sign'
      : key === '7/7'
        ? 'its lagnas face each other'
        : `its lagnas stand ${ordinal(p)} and ${ordinal(q)} from each other`
  const lean = {
    supportive: ', a placement matching counts in favour',
    cautionary: ', a placement the tradition reads as friction',
    neutral: '',
  }[pair.tone]
  const tone: TogetherNote['tone'] =
    pair.tone === 'supportive' && rel.friendly
      ? 'supportive'
      : pair.tone === 'cautionary' && !rel.friendly
        ? 'cautionary'
        : 'neutral'
  return {
    statement:
      `The navāṃśa lagnas are ${SIGNS[la]} (${labels.a}) and ${SIGNS[lb]} (${labels.b}): ${labels.b}’s is the ${ordinal(houseFrom(la, lb))} from ${labels.a}’s. ` +
      (sa === sb
        ? `One graha, ${named(sa)}, rules both navāṃśa 7th houses.`
        : `The navāṃśa 7th lords are ${named(sa)} (${labels.a}) and ${named(sb)} (${labels.b}); ${rel.words}.`),
    meaning:
      `The navāṃśa is the chart the tradition reads for marriage itself: ${lagnas}${lean}, ` +
      (rel.friendly
        ? 'and its 7th lords are at ease with each other, which supports the bond.'
        : 'and its 7th lords are not at ease with each other, which asks for patience with differences.'),
    tone,
    books: ['Brihat Parashara Hora Shastra'],
  }
}

/** How the two charts meet: the Moon signs, the lagnas, the lagna lords' friendship; each partner's Moon,
 *  Venus, Mars, Sun and lagna lord in the other's lagna, 7th and Moon signs, a Moon in the other's 8th
 *  (`contacts.ts`); the navāṃśa lagnas and 7th lords. */
export function togetherNotes(
  readings: Record<Side, ChartReading>,
  labels: Record<Side, string>,
): TogetherNote[] {
  const fa = readings.a.ctx.natal.facts
  const fb = readings.b.ctx.natal.facts
  const out: TogetherNote[] = []
  const moonA = fa.grahas.Moon.sign
  const moonB = fb.grahas.Moon.sign
  const mk = pairKey(moonA, moonB)
  // A 6th–8th placement is said from the Moon in the 8th (ṣaḍaṣṭaka), so that fact is stated here once.
  const [from, to] =
    mk === '6/8' && houseFrom(moonB, moonA) === 8 ? (['b', 'a'] as const) : (['a', 'b'] as const)
  const moonOf = { a: moonA, b: moonB }
  out.push({
    statement: `The Moon signs are ${SIGNS[moonA]} (${labels.a}) and ${SIGNS[moonB]} (${labels.b}): ${labels[to]}’s is the ${ordinal(houseFrom(moonOf[from], moonOf[to]))} from ${labels[from]}’s.`,
    meaning:
      mk === '6/8'
        ? PAIR_WORDS[mk]!.meaning.replace('placement', 'placement of the Moons (ṣaḍaṣṭaka)')
        : PAIR_WORDS[mk]!.meaning,
    tone: PAIR_WORDS[mk]!.tone,
    books: ['Muhurta Chintamani'],
  })
  if (fa.timeKnown && fb.timeKnown) {
    const lk = pairKey(fa.lagnaSign, fb.lagnaSign)
    out.push({
      statement: `The lagnas are ${SIGNS[fa.lagnaSign]} (${labels.a}) and ${SIGNS[fb.lagnaSign]} (${labels.b}): ${labels.b}’s is the ${ordinal(houseFrom(fa.lagnaSign, fb.lagnaSign))} from ${labels.a}’s.`,
      meaning: `${PAIR_WORDS[lk]!.meaning.split(':')[0]}, read here for the two personalities rather than the two minds.`,
      tone: PAIR_WORDS[lk]!.tone,
      books: [],
    })
    const la = lordOf(fa.lagnaSign)
    const lb = lordOf(fb.lagnaSign)
    const { words, friendly } = relationWords(la, lb)
    out.push({
      statement:
        la === lb
          ? `One graha, ${named(la)}, rules both lagnas.`
          : `The lagna lords are ${named(la)} (${labels.a}) and ${named(lb)} (${labels.b}); ${words}.`,
      meaning: friendly
        ? 'The rulers of the two selves are at ease with each other, which helps the partners understand each other’s way of going about things.'
        : 'The rulers of the two selves are not at ease with each other: the partners may go about things differently, and naming that helps.',
      tone: friendly ? 'supportive' : 'neutral',
      books: ['Brihat Parashara Hora Shastra'],
    })
  }
  // One partner's grahas in the other's lagna, 7th and Moon signs (this also states when one partner's
  // lagna or Moon sign is the other's 7th sign: a lagna there is the lagnas' 7th–7th placement above, a
  // Moon there a contact, a Moon 7th from a Moon the Moon signs' placement); the navāṃśa last.
  const d9 = navamsaNote(readings, labels)
  out.push(...contactNotes(readings, labels, CONTACT_LIMIT - (d9 ? 1 : 0)))
  if (d9) out.push(d9)
  return out
}
