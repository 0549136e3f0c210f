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
import { hiGrahaName, hiSign, joinHi } from '../../jyotisha/kootas/hindi.js'
import { text, type Text } from '../text.js'
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

/** The same in Hindi: «अर्जुन की लग्न राशि». */
const POINT_HI: Readonly<Record<ContactPoint, (y: string) => string>> = {
  lagna: (y) => `${y} की लग्न राशि`,
  moon: (y) => `${y} की चंद्र राशि`,
  seventh: (y) => `${y} के लग्न से सप्तम राशि`,
}

/** «… उस राशि में है जिसे अर्जुन की कुंडली जीवनसाथी की राशि बताती है». */
const PARTNER_SIGN_HI = (x: string, g: string, y: string) =>
  `${x} का ${g} उस राशि में है जिसे ${y} की कुंडली जीवनसाथी का स्थान देती है`

/** What each graha brings to each of the other's signs, in Hindi. */
const MEANINGS_HI: Readonly<
  Record<ContactGraha, Readonly<Record<ContactPoint, (x: string, y: string) => string>>>
> = {
  Moon: {
    lagna: (x, y) => `${x} की भावनाएँ ${y} के स्वभाव से मिलती हैं: एक सहज अपनापन, एक-दूसरे के साथ घर जैसा होने का भाव।`,
    moon: () => '',
    seventh: (x, y) =>
      `${PARTNER_SIGN_HI(x, 'चंद्रमा', y)}: एक स्वाभाविक पहचान, मानो ${x} का स्वभाव वही हो जो ${y} एक साथी में खोजते हैं।`,
  },
  Venus: {
    lagna: (x, y) => `${x} का स्नेह और रुचि वहाँ पड़ते हैं जहाँ ${y} संसार से मिलते हैं: गर्मजोशी और आकर्षण, जो सहज आते हैं।`,
    moon: (x, y) =>
      `${x} का स्नेह ${y} की भावनाओं तक पहुँचता है: ${y} प्रायः अपने को सँभाला हुआ महसूस करते हैं, और कोमलता सहज आती है।`,
    seventh: (x, y) =>
      `${PARTNER_SIGN_HI(x, 'शुक्र', y)}: ${x} के प्रेम करने का ढंग वैसा है जैसा ${y} एक साथी में खोजते हैं।`,
  },
  Mars: {
    lagna: (x, y) =>
      `${x} का जोश ${y} सीधे महसूस करते हैं: ऐसी ऊर्जा जो ${y} को आगे बढ़ा सकती है और कभी-कभी गरम भी पड़ सकती है, जो धैर्य माँगती है।`,
    moon: (x, y) =>
      `${x} की स्पष्टवादिता ${y} की भावनाओं को छूती है: जीवंत, और कभी-कभी गरम, इसलिए कोमल शब्द और धैर्य मदद करते हैं।`,
    seventh: (x, y) =>
      `${PARTNER_SIGN_HI(x, 'मंगल', y)}: साझेदारी में ही जोश और जल्दी उठने वाली गरमी, जो दोनों ओर से धैर्य माँगती है।`,
  },
  Sun: {
    lagna: (x, y) =>
      `${x} की इच्छाशक्ति और उद्देश्य का भाव ${y} को गहराई से महसूस होता है: यह बंधन तब सबसे सहज रहता है जब ${x}, ${y} को अपने ढंग से जीने की जगह देते हैं।`,
    moon: (x, y) =>
      `${x} का उद्देश्य-भाव ${y} की भावनाओं को छूता है: ${y} स्वयं को देखा-समझा और प्रोत्साहित महसूस कर सकते हैं, और कभी-कभी फीका भी, इसलिए ${y} की मनोदशाओं के लिए जगह देना मदद करता है।`,
    seventh: (x, y) =>
      `${PARTNER_SIGN_HI(x, 'सूर्य', y)}: साझेदारी में ${x} की इच्छाशक्ति गहराई से महसूस होती है, इसलिए दोनों को एक-दूसरे को जगह देनी होती है।`,
  },
}

/** The lagna lord's meanings in Hindi. */
const LORD_MEANINGS_HI: Readonly<Record<ContactPoint, (x: string, y: string) => string>> = {
  lagna: (x, y) => `${x} के लग्न का स्वामी ${y} के लग्न में है: ${x} के जीने का ढंग सहज रूप से वहीं बैठता है जहाँ ${y} खड़े हैं।`,
  moon: (x, y) => `${x} के लग्न का स्वामी ${y} के चंद्रमा पर है: ${x} का व्यक्तित्व सीधे ${y} की भावनाओं तक पहुँचता है।`,
  seventh: (x, y) =>
    `${x} के लग्न का स्वामी उस राशि में है जिसे ${y} की कुंडली जीवनसाथी का स्थान देती है: ${x} सहज ही ${y} की कुंडली में जीवनसाथी का स्थान ले लेते हैं।`,
}

const LORD_NATURE_HI: Readonly<Record<string, string>> = {
  Mercury: 'बुध इसमें बातचीत और समझ लाता है।',
  Jupiter: 'गुरु इसमें सद्भाव और साझा मूल्य लाता है।',
  Saturn: 'शनि इसमें सहजता जितनी ही स्थिरता और गंभीरता लाता है; प्रतिबद्धता समय के साथ बढ़ती है।',
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

function contactNote(c: Contact, labels: Record<Side, Text>): TogetherNote {
  const X = labels[c.from]
  const Y = labels[c.from === 'a' ? 'b' : 'a']
  const x = X.en
  const y = Y.en
  const where = `${SIGNS[c.sign]}, ${joinWords(c.points.map((p) => POINT_WORDS[p](y)))}`
  const whereHi = `${hiSign(c.sign)} राशि में है, जो ${joinHi(c.points.map((p) => POINT_HI[p](Y.hi)))} है।`
  const own = (CONTACT_GRAHAS as readonly string[]).includes(c.graha)
  if (own) {
    const g = c.graha as ContactGraha
    const meaning = c.points.map((p) => MEANINGS[g][p](x, y)).join(' ')
    const meaningHi = c.points.map((p) => MEANINGS_HI[g][p](X.hi, Y.hi)).join(' ')
    return {
      statement: text(
        `${x}’s ${g}${c.lagnaLord ? ` (${x}’s lagna lord)` : ''} is in ${where}.`,
        `${X.hi} का ${hiGrahaName(g)}${c.lagnaLord ? ` (${X.hi} का लग्नेश)` : ''} ${whereHi}`,
      ),
      meaning: c.lagnaLord
        ? text(
            `${meaning} As ${x}’s lagna lord it brings ${x}’s whole self into the contact.`,
            `${meaningHi} ${X.hi} का लग्नेश होने से यह इस संपर्क में ${X.hi} का पूरा व्यक्तित्व ले आता है।`,
          )
        : text(meaning, meaningHi),
      tone: TONES[g],
      books: [],
    }
  }
  const nature = LORD_NATURE[c.graha]!
  return {
    statement: text(
      `${x}’s lagna lord, ${c.graha}, is in ${where}.`,
      `${X.hi} का लग्नेश ${hiGrahaName(c.graha)} ${whereHi}`,
    ),
    meaning: text(
      `${c.points.map((p) => LORD_MEANINGS[p](x, y)).join(' ')} ${nature.words}`,
      `${c.points.map((p) => LORD_MEANINGS_HI[p](X.hi, Y.hi)).join(' ')} ${LORD_NATURE_HI[c.graha]!}`,
    ),
    tone: nature.tone,
    books: [],
  }
}

/** X's Moon in the 8th sign from Y's lagna (Y's time known). */
function eighthNote(
  from: Side,
  f: ChartFacts,
  g: ChartFacts,
  labels: Record<Side, Text>,
): TogetherNote | null {
  if (!g.timeKnown || houseFrom(g.lagnaSign, f.grahas.Moon.sign) !== 8) return null
  const X = labels[from]
  const Y = labels[from === 'a' ? 'b' : 'a']
  const x = X.en
  const y = Y.en
  return {
    statement: text(
      `${x}’s Moon is in ${SIGNS[f.grahas.Moon.sign]}, the 8th sign from ${y}’s lagna.`,
      `${X.hi} का चंद्रमा ${hiSign(f.grahas.Moon.sign)} राशि में है, जो ${Y.hi} के लग्न से अष्टम राशि है।`,
    ),
    meaning: text(
      `The 8th is the house of what is hidden and of deep change: ${x}’s feelings reach what ${y} keeps private, a closeness that can feel intense and asks for gentleness and trust.`,
      `अष्टम भाव छिपी बातों और गहरे बदलाव का भाव है: ${X.hi} की भावनाएँ उस तक पहुँचती हैं जिसे ${Y.hi} निजी रखते हैं, एक ऐसी निकटता जो तीव्र लग सकती है और कोमलता व भरोसा माँगती है।`,
    ),
    tone: 'cautionary',
    books: ['Brihat Parashara Hora Shastra'],
  }
}

/** The contacts of both charts, the most important first, at most `limit`. */
export function contactNotes(
  readings: Record<Side, ChartReading>,
  labels: Record<Side, Text>,
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
