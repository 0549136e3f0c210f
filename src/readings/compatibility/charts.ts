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
import { hindiOrdinal } from '../../corpus/grounds-hi.js'
import { hiGrahaName, hiSign, HI_RELATION, joinHi } from '../../jyotisha/kootas/hindi.js'
import { text, type Text } from '../text.js'
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
  summary: Text
}

export interface CoupleFactor extends Omit<Factor, 'statement' | 'meaning'> {
  statement: Text
  meaning: Text
  /** Whose chart it is read from. */
  partner: Side
}

export interface TogetherNote {
  statement: Text
  meaning: Text
  tone: 'supportive' | 'cautionary' | 'neutral'
  books: string[]
}

const FACTORS = 6

/** "your 7th house" → "the 7th house": the couple's reading speaks of each chart in the third person. */
const thirdPerson = (s: string) => s.replace(/\byour\b/g, 'the').replace(/\bYour\b/g, 'The')
/** The same in Hindi: «आपके सप्तम भाव» → «सप्तम भाव». */
const thirdPersonHi = (s: string) => s.replace(/आप(के|की|का) /g, '')

function grahaView(r: ChartReading, g: 'Venus' | 'Jupiter'): GrahaView {
  const p = r.ctx.natal.facts.grahas[g]
  return { sign: SIGNS[p.sign]!, house: p.house, dignity: p.dignity, navamsaSign: SIGNS[p.navamsaSign]! }
}

const place = (v: { sign: string; house: number; dignity: string }) =>
  `in ${v.sign} (${ordinal(v.house)} house), ${DIGNITY_WORDS[v.dignity] ?? v.dignity}`
const DIGNITY_HI: Readonly<Record<string, string>> = {
  exalted: 'उसकी उच्च राशि',
  moolatrikona: 'उसकी मूलत्रिकोण राशि',
  own: 'उसकी अपनी राशि',
  friendly: 'मित्र की राशि',
  neutral: 'सम राशि',
  enemy: 'विरोधी की राशि',
  debilitated: 'उसकी नीच राशि',
}
/** «कुंभ राशि (द्वादश भाव) में है, जो मित्र की राशि है». */
const placeHi = (v: { sign: string; house: number; dignity: string }) =>
  `${hiSign(v.sign)} राशि (${hindiOrdinal(v.house)} भाव) में है, जो ${DIGNITY_HI[v.dignity] ?? v.dignity} है`
/** How the classical statements about marriage lean, in Hindi (of the statements, plural). */
const LEAN_HI: Readonly<Record<Outlook, string>> = {
  favorable: 'स्पष्ट रूप से अनुकूल झुकाव रखते हैं',
  mostly_favorable: 'अनुकूल झुकाव रखते हैं',
  mixed: 'मिश्रित हैं',
  challenging: 'धैर्य और सावधानी माँगते हैं',
}

export function partnerChart(
  r: ChartReading,
  outlook: Outlook,
  label: Text,
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
  const fromHi = f.timeKnown ? '' : ' (जन्म समय ज्ञात न होने से चंद्रमा से गिना गया)'
  const karaka =
    gender === 'female'
      ? ` Jupiter, which a woman’s chart also reads for ${otherGender === 'male' ? 'the husband' : 'the spouse'}, is ${place(jupiter)}.`
      : ''
  const karakaHi =
    gender === 'female'
      ? ` गुरु, जिसे स्त्री की कुंडली में ${otherGender === 'male' ? 'पति' : 'जीवनसाथी'} के लिए भी देखा जाता है, ${placeHi(jupiter)}।`
      : ''
  const lordPlace = { sign: SIGNS[lp.sign]!, house: lp.house, dignity: lp.dignity }
  const lean = {
    favorable: 'lean clearly favourable',
    mostly_favorable: 'lean favourable',
    mixed: 'are mixed',
    challenging: 'ask for patience and care',
  }[outlook]
  const summary = text(
    `In ${label.en}’s chart the 7th house${from} is ${SIGNS[seventh]}, ruled by ${named(lord)}, which sits ${place(lordPlace)}` +
      (occupants.length
        ? `; ${joinWords(occupants.map(named))} ${occupants.length > 1 ? 'occupy' : 'occupies'} it`
        : '') +
      `. Venus, the significator of the partner, is ${place(venus)}, and in ${venus.navamsaSign} in the navāṃśa.${karaka} ` +
      `The classical statements about marriage for this chart ${lean}.`,
    `${label.hi} की कुंडली में सप्तम भाव${fromHi} ${hiSign(seventh)} राशि है, जिसका स्वामी ${hiGrahaName(lord)} ${placeHi(lordPlace)}` +
      (occupants.length
        ? `; ${joinHi(occupants.map(hiGrahaName))} ${occupants.length > 1 ? 'इस भाव में स्थित हैं' : 'इस भाव में स्थित है'}`
        : '') +
      `। साथी का कारक शुक्र ${placeHi(venus)}, और नवांश में ${hiSign(venus.navamsaSign)} राशि में।${karakaHi} ` +
      `इस कुंडली के लिए विवाह के शास्त्रीय कथन ${LEAN_HI[outlook]}।`,
  )
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
  labels: Record<Side, Text>,
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
        statement: text(
          `In ${labels[s].en}’s chart: ${thirdPerson(f.statement.en)}`,
          `${labels[s].hi} की कुंडली में: ${thirdPersonHi(f.statement.hi)}`,
        ),
        meaning: f.meaning,
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

/** The same placements in Hindi: the placement («षष्ठ–अष्टम की स्थिति») and what the tradition reads in it. */
const PAIR_HI: Readonly<Record<string, { head: string; tail: string }>> = {
  '1/1': {
    head: 'दोनों की एक ही राशि',
    tail: 'एक साझा स्वर जिससे एक-दूसरे को पहचानना आसान होता है, और वही अनदेखे पहलू जिन पर साथ मिलकर ध्यान रखना है।',
  },
  '7/7': {
    head: 'आमने-सामने की राशियाँ',
    tail: 'आपसी आकर्षण और एक-दूसरे की पूर्ति के लिए मिलान इस स्थिति को सबसे ऊँचा मानता है।',
  },
  '3/11': {
    head: 'तृतीय–एकादश की स्थिति',
    tail: 'साथ निभाने वाली और परस्पर सहायक, ऐसी जोड़ी जिसे मिलान पक्ष में गिनता है।',
  },
  '4/10': {
    head: 'चतुर्थ–दशम की स्थिति',
    tail: 'एक साथी का घर और दूसरे का कामकाज आपस में मिलते हैं, जिसे मिलान पक्ष में गिनता है।',
  },
  '5/9': {
    head: 'पंचम–नवम की स्थिति',
    tail: 'एक साझा दृष्टिकोण, हालाँकि गुण मिलान इसे दोष मानता है, जब तक राशि स्वामी मित्र न हों।',
  },
  '2/12': {
    head: 'द्वितीय–द्वादश की स्थिति',
    tail: 'परंपरा इसमें देने और सहेजने के बीच एक खिंचाव पढ़ती है, जो सजग संतुलन माँगता है।',
  },
  '6/8': {
    head: 'षष्ठ–अष्टम की स्थिति',
    tail: 'परंपरा इसमें घर्षण पढ़ती है, जो धैर्य और स्पष्ट सहमति माँगता है।',
  },
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
export function relationWords(x: Graha, y: Graha): { words: string; hi: string; friendly: boolean } {
  const xy = naturalRelation(x, y)
  const yx = naturalRelation(y, x)
  const as = (r: string) => (r === 'enemy' ? 'an adversary' : `a ${r}`)
  const hx = hiGrahaName(x)
  const hy = hiGrahaName(y)
  return {
    words: `${named(x)} counts ${named(y)} ${as(xy)} and ${named(y)} counts ${named(x)} ${as(yx)}`,
    hi: `${hx} ${hy} को ${HI_RELATION[xy]} मानता है और ${hy} ${hx} को ${HI_RELATION[yx]} मानता है`,
    friendly: x === y || (xy !== 'enemy' && yx !== 'enemy'),
  }
}

/** The navāṃśa lagnas, one from the other, and the navāṃśa 7th lords' natural relation: both times known. */
function navamsaNote(readings: Record<Side, ChartReading>, labels: Record<Side, Text>): TogetherNote | null {
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
  const lagnasHi =
    key === '1/1'
      ? 'इसके लग्न एक ही राशि में हैं'
      : key === '7/7'
        ? 'इसके लग्न आमने-सामने हैं'
        : `इसके लग्न एक-दूसरे से ${hindiOrdinal(p)} और ${hindiOrdinal(q)} हैं`
  const leanHi = {
    supportive: ', ऐसी स्थिति जिसे मिलान पक्ष में गिनता है',
    cautionary: ', ऐसी स्थिति जिसे परंपरा घर्षण मानती है',
    neutral: '',
  }[pair.tone]
  const A = labels.a
  const B = labels.b
  const tone: TogetherNote['tone'] =
    pair.tone === 'supportive' && rel.friendly
      ? 'supportive'
      : pair.tone === 'cautionary' && !rel.friendly
        ? 'cautionary'
        : 'neutral'
  return {
    statement: text(
      `The navāṃśa lagnas are ${SIGNS[la]} (${A.en}) and ${SIGNS[lb]} (${B.en}): ${B.en}’s is the ${ordinal(houseFrom(la, lb))} from ${A.en}’s. ` +
        (sa === sb
          ? `One graha, ${named(sa)}, rules both navāṃśa 7th houses.`
          : `The navāṃśa 7th lords are ${named(sa)} (${A.en}) and ${named(sb)} (${B.en}); ${rel.words}.`),
      `नवांश लग्न ${hiSign(la)} (${A.hi}) और ${hiSign(lb)} (${B.hi}) हैं: ${B.hi} का नवांश लग्न ${A.hi} के नवांश लग्न से ${hindiOrdinal(houseFrom(la, lb))} है। ` +
        (sa === sb
          ? `एक ही ग्रह, ${hiGrahaName(sa)}, दोनों नवांश सप्तम भावों का स्वामी है।`
          : `नवांश सप्तमेश ${hiGrahaName(sa)} (${A.hi}) और ${hiGrahaName(sb)} (${B.hi}) हैं; ${rel.hi}।`),
    ),
    meaning: text(
      `The navāṃśa is the chart the tradition reads for marriage itself: ${lagnas}${lean}, ` +
        (rel.friendly
          ? 'and its 7th lords are at ease with each other, which supports the bond.'
          : 'and its 7th lords are not at ease with each other, which asks for patience with differences.'),
      `नवांश वह कुंडली है जिसे परंपरा स्वयं विवाह के लिए पढ़ती है: ${lagnasHi}${leanHi}, ` +
        (rel.friendly
          ? 'और इसके सप्तमेश एक-दूसरे के साथ सहज हैं, जो इस बंधन को सहारा देता है।'
          : 'और इसके सप्तमेश एक-दूसरे के साथ सहज नहीं हैं, जो मतभेदों के प्रति धैर्य माँगता है।'),
    ),
    tone,
    books: ['Brihat Parashara Hora Shastra'],
  }
}

/** How the two charts meet: the Moon signs, the lagnas, the lagna lords' friendship; each partner's Moon,
 *  Venus, Mars, Sun and lagna lord in the other's lagna, 7th and Moon signs, a Moon in the other's 8th
 *  (`contacts.ts`); the navāṃśa lagnas and 7th lords. */
export function togetherNotes(
  readings: Record<Side, ChartReading>,
  labels: Record<Side, Text>,
): TogetherNote[] {
  const fa = readings.a.ctx.natal.facts
  const fb = readings.b.ctx.natal.facts
  const out: TogetherNote[] = []
  const A = labels.a
  const B = labels.b
  const moonA = fa.grahas.Moon.sign
  const moonB = fb.grahas.Moon.sign
  const mk = pairKey(moonA, moonB)
  // A 6th–8th placement is said from the Moon in the 8th (ṣaḍaṣṭaka), so that fact is stated here once.
  const [from, to] =
    mk === '6/8' && houseFrom(moonB, moonA) === 8 ? (['b', 'a'] as const) : (['a', 'b'] as const)
  const moonOf = { a: moonA, b: moonB }
  const moonCount = houseFrom(moonOf[from], moonOf[to])
  out.push({
    statement: text(
      `The Moon signs are ${SIGNS[moonA]} (${A.en}) and ${SIGNS[moonB]} (${B.en}): ${labels[to].en}’s is the ${ordinal(moonCount)} from ${labels[from].en}’s.`,
      `चंद्र राशियाँ ${hiSign(moonA)} (${A.hi}) और ${hiSign(moonB)} (${B.hi}) हैं: ${labels[to].hi} की चंद्र राशि ${labels[from].hi} की चंद्र राशि से ${hindiOrdinal(moonCount)} है।`,
    ),
    meaning: text(
      mk === '6/8'
        ? PAIR_WORDS[mk]!.meaning.replace('placement', 'placement of the Moons (ṣaḍaṣṭaka)')
        : PAIR_WORDS[mk]!.meaning,
      mk === '6/8'
        ? `चंद्रमाओं की षष्ठ–अष्टम स्थिति (षडाष्टक): ${PAIR_HI[mk]!.tail}`
        : `${PAIR_HI[mk]!.head}: ${PAIR_HI[mk]!.tail}`,
    ),
    tone: PAIR_WORDS[mk]!.tone,
    books: ['Muhurta Chintamani'],
  })
  if (fa.timeKnown && fb.timeKnown) {
    const lk = pairKey(fa.lagnaSign, fb.lagnaSign)
    const lagnaCount = houseFrom(fa.lagnaSign, fb.lagnaSign)
    out.push({
      statement: text(
        `The lagnas are ${SIGNS[fa.lagnaSign]} (${A.en}) and ${SIGNS[fb.lagnaSign]} (${B.en}): ${B.en}’s is the ${ordinal(lagnaCount)} from ${A.en}’s.`,
        `लग्न ${hiSign(fa.lagnaSign)} (${A.hi}) और ${hiSign(fb.lagnaSign)} (${B.hi}) हैं: ${B.hi} का लग्न ${A.hi} के लग्न से ${hindiOrdinal(lagnaCount)} है।`,
      ),
      meaning: text(
        `${PAIR_WORDS[lk]!.meaning.split(':')[0]}, read here for the two personalities rather than the two minds.`,
        `${PAIR_HI[lk]!.head}, जिसे यहाँ दो मनों के बजाय दो व्यक्तित्वों के लिए पढ़ा गया है।`,
      ),
      tone: PAIR_WORDS[lk]!.tone,
      books: [],
    })
    const la = lordOf(fa.lagnaSign)
    const lb = lordOf(fb.lagnaSign)
    const { words, hi, friendly } = relationWords(la, lb)
    out.push({
      statement:
        la === lb
          ? text(
              `One graha, ${named(la)}, rules both lagnas.`,
              `एक ही ग्रह, ${hiGrahaName(la)}, दोनों लग्नों का स्वामी है।`,
            )
          : text(
              `The lagna lords are ${named(la)} (${A.en}) and ${named(lb)} (${B.en}); ${words}.`,
              `लग्नेश ${hiGrahaName(la)} (${A.hi}) और ${hiGrahaName(lb)} (${B.hi}) हैं; ${hi}।`,
            ),
      meaning: friendly
        ? text(
            'The rulers of the two selves are at ease with each other, which helps the partners understand each other’s way of going about things.',
            'दोनों व्यक्तित्वों के स्वामी एक-दूसरे के साथ सहज हैं, जिससे साथी एक-दूसरे के काम करने के ढंग को समझ पाते हैं।',
          )
        : text(
            'The rulers of the two selves are not at ease with each other: the partners may go about things differently, and naming that helps.',
            'दोनों व्यक्तित्वों के स्वामी एक-दूसरे के साथ सहज नहीं हैं: साथी चीज़ों को अलग-अलग ढंग से कर सकते हैं, और इसे खुलकर कह देना मदद करता है।',
          ),
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
