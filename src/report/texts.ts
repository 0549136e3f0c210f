/**
 * The report's own words (headings, table columns, the cover's facts, the keys under the charts, the
 * closing note) as Texts, English and Hindi from the same values, and the names of things in the
 * language of the call (the name tables of data/names). The readings the report embeds are
 * /v1/interpret's and /v1/guidance's, already in the language; the chart's notes (a yoga's reason and
 * description) are still English.
 */
import { nameTable, type Language } from '../i18n/languages.js'
import type { NameKind } from '../i18n/catalogue.js'
import { DOMAIN_PROFILES } from '../readings/domains.js'
import { hiBook, text, type Text, type TextLanguage } from '../readings/text.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { IndianStyle } from '../images/indian.js'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ')

/** The fixed words. */
export const REPORT_TEXTS = {
  birthChart: text('Birth chart', 'जन्म कुंडली'),
  kundliReport: text('Kundli report', 'कुंडली रिपोर्ट'),
  grahas: text('The grahas', 'ग्रह'),
  houses: text('The houses', 'भाव'),
  vimshottari: text('Vimśottarī daśā', 'विंशोत्तरी दशा'),
  strength: text('Strength of the grahas (ṣaḍbala)', 'ग्रहों का बल (षड्बल)'),
  yogas: text('Yogas', 'योग'),
  noYogas: text(
    'None of the yogas we look for forms in this chart.',
    'जिन योगों को हम देखते हैं, उनमें से कोई इस कुंडली में नहीं बनता।',
  ),
  runningPeriods: text('The running periods', 'चल रही दशाएँ'),
  whatHelps: text('What helps', 'क्या सहायक है'),
  takeCare: text('Take care with', 'किन बातों का ध्यान रखें'),
  inFavour: text('In its favour', 'पक्ष में'),
  toLookAfter: text('To look after', 'ध्यान देने योग्य'),
  periodsAhead: text('Periods ahead', 'आगे की अवधियाँ'),
  noteHeading: text('A note on this report', 'इस रिपोर्ट के बारे में'),
  closing: text(
    'This report is symbolic guidance drawn from the classical texts of Jyotiṣa, computed from the birth data ' +
      'given. It describes tendencies and seasons, not certainties, and it is not advice in medicine, law, money ' +
      'or psychology: for those, please consult a qualified professional.',
    'यह रिपोर्ट दिए गए जन्म विवरण से, ज्योतिष के शास्त्रीय ग्रंथों के आधार पर गणना किया गया प्रतीकात्मक ' +
      'मार्गदर्शन है। यह प्रवृत्तियाँ और अनुकूल-प्रतिकूल समय बताती है, निश्चितताएँ नहीं; यह चिकित्सा, कानूनी, ' +
      'वित्तीय या मनोवैज्ञानिक सलाह नहीं है: उनके लिए कृपया किसी योग्य विशेषज्ञ से परामर्श करें।',
  ),
  ascendantUnknown: text(
    'Ascendant: not known (no birth time); the houses are counted from the Moon’s sign',
    'लग्न: ज्ञात नहीं (जन्म समय नहीं दिया गया); भाव चंद्र की राशि से गिने गए हैं',
  ),
  // Table columns.
  grahaColumn: text('Graha', 'ग्रह'),
  signColumn: text('Sign', 'राशि'),
  degree: text('Degree', 'अंश'),
  nakshatraColumn: text('Nakshatra', 'नक्षत्र'),
  house: text('House', 'भाव'),
  dignityColumn: text('Dignity', 'स्थिति'),
  motion: text('Motion', 'गति'),
  lord: text('Lord', 'स्वामी'),
  occupants: text('Grahas in it', 'स्थित ग्रह'),
  mahadasha: text('Mahādaśā', 'महादशा'),
  antardasha: text('Antardaśā', 'अंतर्दशा'),
  from: text('From', 'से'),
  to: text('To', 'तक'),
  rupas: text('Strength (rūpas)', 'बल (रूप)'),
  required: text('Required', 'आवश्यक'),
  ratio: text('Strength / required', 'बल / आवश्यक'),
  retrograde: text('retrograde', 'वक्री'),
  combust: text('combust', 'अस्त'),
  rashi: text('Rashi (D1)', 'राशि (D1)'),
  navamsa: text('Navamsa (D9)', 'नवांश (D9)'),
} as const

/** How to read each style, under the charts. */
const STYLE_KEYS: Record<IndianStyle, Text> = {
  north: text(
    'In the North Indian chart the houses are fixed, the 1st at the top, and the numbers are the signs (1 Aries … 12 Pisces).',
    'उत्तर भारतीय कुंडली में भाव स्थिर रहते हैं, प्रथम भाव सबसे ऊपर, और अंक राशियों के हैं (1 मेष … 12 मीन)।',
  ),
  south: text(
    'In the South Indian chart the signs are fixed, Pisces at the top left, and the ascendant’s sign is marked.',
    'दक्षिण भारतीय कुंडली में राशियाँ स्थिर रहती हैं, मीन ऊपर बाईं ओर, और लग्न की राशि पर तिरछी रेखा का चिह्न है।',
  ),
  east: text(
    'In the East Indian chart the signs are fixed, Aries at the top middle and counter-clockwise, and the numbers are the signs.',
    'पूर्व भारतीय कुंडली में राशियाँ स्थिर रहती हैं, मेष ऊपर बीच में और आगे वामावर्त क्रम में, और अंक राशियों के हैं।',
  ),
}

const TONES = {
  favorable: text('supportive', 'सहायक'),
  cautionary: text('asks for care', 'सावधानी चाहती है'),
  neutral: text('neutral', 'सामान्य'),
} as const

const YOGA_CATEGORIES: Record<string, string> = {
  Chandra: 'चंद्र योग',
  Dhana: 'धन योग',
  Dosha: 'दोष',
  Nabhasa: 'नाभस योग',
  'Neecha Bhanga': 'नीचभंग',
  Other: 'अन्य',
  'Pancha Mahapurusha': 'पंच महापुरुष योग',
  Parivartana: 'परिवर्तन योग',
  Raja: 'राज योग',
  Surya: 'सूर्य योग',
  'Viparita Raja': 'विपरीत राज योग',
}
const YOGA_STRENGTHS: Record<string, string> = { strong: 'प्रबल', moderate: 'मध्यम', weak: 'निर्बल' }

/** Degrees as D°MM′. */
export const dm = (deg: number) => {
  const m = Math.floor(deg * 60 + 1e-9)
  return `${Math.floor(m / 60)}°${String(m % 60).padStart(2, '0')}′`
}

/**
 * The report's words in one language: the fixed ones, the sentences made of values, and the names.
 * English gives the identifiers as they are (the English report as it always was).
 */
export function reportWords(
  language: Language,
  sentences: TextLanguage,
  marks: { retrograde: string; combust: string },
) {
  const hi = sentences === 'hi'
  const say = (t: Text) => t[sentences]
  const table = language === 'en' ? null : nameTable(language).names
  const name = (kind: NameKind, key: string): string => table?.[kind]?.[key] ?? key
  const graha = (g: string) => name('grahas', g)
  const sign = (s: string) => name('signs', s)
  const fixed = Object.fromEntries(Object.entries(REPORT_TEXTS).map(([k, t]) => [k, say(t)])) as Record<
    keyof typeof REPORT_TEXTS,
    string
  >
  return {
    ...fixed,
    language,
    hi,
    graha,
    sign,
    nakshatra: (n: string) => name('nakshatras', n),
    /** A sign as the tables show it: "Cancer (Karka)" in English, the table's word in another language. */
    signWithSanskrit: (s: string, sanskrit: string) => (table ? sign(s) : `${s} (${sanskrit})`),
    dignity: (d: string) => (table ? name('dignities', d) : cap(d)),
    yogaLine: (y: { name: string; category: string; strength: string }) =>
      hi
        ? `${name('chartYogas', y.name)} (${YOGA_CATEGORIES[y.category] ?? y.category}, ${YOGA_STRENGTHS[y.strength] ?? y.strength})`
        : `${table ? name('chartYogas', y.name) : `${y.name} yoga`} (${y.category}, ${y.strength})`,
    books: (titles: readonly string[]) =>
      hi ? `ग्रंथ: ${titles.map(hiBook).join('; ')}` : `Books: ${titles.join('; ')}`,
    domain: (d: Domain) => (hi ? cap(DOMAIN_PROFILES[d].hi.words) : cap(d)),
    tone: (t: keyof typeof TONES) => say(TONES[t]),
    styleKey: (s: IndianStyle) => say(STYLE_KEYS[s]),
    ascendantFact: (signName: string, deg: string, nak: string | null, pada: number | null) =>
      hi
        ? `लग्न: ${signName} ${deg} (${nak}, चरण ${pada})`
        : `${name('points', 'Ascendant')}: ${signName} ${deg} (${nak}, pada ${pada})`,
    moonFact: (signName: string, deg: string, nak: string | null, pada: number | null) =>
      hi
        ? `${graha('Moon')}: ${signName} ${deg}, ${nak} चरण ${pada}`
        : `${graha('Moon')}: ${signName} ${deg}, ${nak} pada ${pada}`,
    sunFact: (signName: string, deg: string) => `${graha('Sun')}: ${signName} ${deg}`,
    runningFact: (maha: string, antar: string, until: string) =>
      hi ? `चल रही दशा: ${maha}–${antar}, ${until} तक` : `Running periods: ${maha}–${antar}, until ${until}`,
    conventions: (ayanamsa: string, nodeType: string, yearDays: string, style: IndianStyle) =>
      hi
        ? `निरयण राशिचक्र, लाहिड़ी अयनांश (जन्म के समय ${ayanamsa}); राहु-केतु की ${nodeType === 'true' ? 'स्पष्ट' : 'मध्यम'} ` +
          `गणना; पूर्ण राशि भाव; विंशोत्तरी का वर्ष ${yearDays} दिन का। ${say(STYLE_KEYS[style])} ` +
          `ऊपर छोटा लिखा «${marks.retrograde}» वक्री ग्रह का और «${marks.combust}» अस्त ग्रह का चिह्न है।`
        : `Sidereal zodiac, Lahiri ayanamsa (${ayanamsa} at birth); Rahu and Ketu at the ${nodeType} ` +
          `node; whole-sign houses; Vimśottarī years of ${yearDays} days. ${say(STYLE_KEYS[style])} ` +
          `A raised ${marks.retrograde} marks a retrograde graha, a raised ${marks.combust} a combust one.`,
    birthLine: (b: {
      date: string
      time: string | null
      zone: string
      offset: string
      timezone: string
      latitude: number
      longitude: number
    }) => {
      const lat = Math.abs(b.latitude).toFixed(3)
      const lon = Math.abs(b.longitude).toFixed(3)
      if (hi)
        return (
          `जन्म: ${b.date}, ${b.time ? `${b.time} (ग्रीनविच से ${b.offset})` : 'समय ज्ञात नहीं'}, ` +
          `अक्षांश ${lat}° ${b.latitude >= 0 ? 'उत्तर' : 'दक्षिण'}, देशांतर ${lon}° ${b.longitude >= 0 ? 'पूर्व' : 'पश्चिम'}`
        )
      const when = b.time ? `${b.date}, ${b.time} (${b.zone}, UTC${b.offset})` : `${b.date}, time unknown`
      return `Born ${when} at ${lat}° ${b.latitude >= 0 ? 'N' : 'S'}, ${lon}° ${b.longitude >= 0 ? 'E' : 'W'} (${b.timezone})`
    },
    balance: (planet: string, years: string) =>
      hi
        ? `जन्म के समय ${graha(planet)} की महादशा के ${years} वर्ष शेष थे।`
        : `At birth ${graha(planet)}’s mahādaśā had ${years} years to run.`,
    running: (maha: string, mahaEnd: string, antar: string, antarEnd: string) =>
      hi
        ? ` इस रिपोर्ट की तिथि पर ${graha(maha)} की महादशा (${mahaEnd} तक) और ${graha(antar)} की अंतर्दशा (${antarEnd} तक) चल रही है।`
        : ` Running at the date of this report: ${graha(maha)} mahādaśā (until ${mahaEnd}), ` +
          `${graha(antar)} antardaśā (until ${antarEnd}).`,
    antardashasOf: (planet: string) =>
      hi ? `${graha(planet)} की महादशा में अंतर्दशाएँ` : `The antardaśās of ${graha(planet)}’s mahādaśā`,
    span: (from: string, to: string) => (hi ? `${from} से ${to} तक` : `${from} to ${to}`),
    stillToCome: (yogas: readonly string[]) =>
      hi
        ? `जिन योगों की दशा अभी आनी है: ${yogas.join('; ')}।`
        : `Yogas whose periods are still to come: ${yogas.join('; ')}.`,
    title: (name: string | null) =>
      name ? `${say(REPORT_TEXTS.kundliReport)}: ${name}` : say(REPORT_TEXTS.kundliReport),
    page: (i: number, n: number) => (hi ? `पृष्ठ ${i} / ${n}` : `Page ${i} of ${n}`),
  }
}

export type ReportWords = ReturnType<typeof reportWords>
