/**
 * Compatibility (spec §4.5): both charts computed and read together at the reference date.
 *
 * - the traditional matching of the two Moons: Aṣṭakūṭa (36 guṇas) with its exceptions, the ten
 *   poruthams (Tamil, with Kerala beside), in the traditional direction from the bride's star to the
 *   groom's, or both ways when the genders do not decide it;
 * - the doṣas: nāḍī, bhakūṭ, gaṇa, Maṅgala (both charts, and whether they balance), Rajju and Vedha;
 *   pāpasāmya, the balance of the malefics between the charts;
 * - the charts themselves: the 7th house, its lord, Venus and Jupiter in each and in the navāṃśa, the
 *   corpus's marriage statements for each, and how the lagnas and Moons relate;
 * - time: the periods each runs now and over ten years, their sandhis, Sade Sati, and where they coincide;
 * - sensitivity to the birth times, and a verdict in the vocabulary of `/v1/interpret`.
 */
import { DateTime } from 'luxon'
import { anglesAt, type Ephemeris } from '../../astro/index.js'
import type { ChartReading } from '../../corpus/from-chart.js'
import type { Corpus } from '../../corpus/load.js'
import type { BirthInput } from '../../jyotisha/birth.js'
import type { ChartSettings } from '../../jyotisha/chart.js'
import { moonPlace, type MoonPlace } from '../../jyotisha/kootas/ashtakoota.js'
import { manglik } from '../../jyotisha/kootas/manglik.js'
import { papasamya, type PapasamyaResult } from '../../jyotisha/kootas/papasamya.js'
import { sensitivityOf, unknownWithoutTime, type SensitivityNote } from '../../jyotisha/kootas/sensitivity.js'
import { NAKSHATRAS, SIGNS, type Nakshatra, type Sign } from '../../astro/index.js'
import { LEAN_WORDS, type Confidence, type Outlook } from '../interpret.js'
import { hiKoota, hiNumber, hiPorutham, joinHi } from '../../jyotisha/kootas/hindi.js'
import { KOOTAS } from '../../jyotisha/kootas/ashtakoota.js'
import { inLanguage, text, type Localized, type Text, type TextLanguage } from '../text.js'
import {
  coupleFactors,
  marriageStatements,
  partnerChart,
  togetherNotes,
  type CoupleFactor,
  type PartnerChartView,
  type TogetherNote,
} from './charts.js'
import { manglikCouple, manglikView, poruthamDoshas, type DoshaView, type ManglikView } from './doshas.js'
import {
  ashtakootaView,
  poruthamViews,
  gunaBand,
  rolesFrom,
  type AshtakootaView,
  type GunaBand,
  type PoruthamSummary,
  type PoruthamView,
  type Roles,
  type Side,
} from './kootas.js'
import { papasamyaView, type PapasamyaView } from './papasamya.js'
import { COMPANIONSHIP_AGE_YEARS, coupleFrame } from './frame.js'
import { tableNotes, type TableNote } from './tables.js'
import {
  coupleTiming,
  runningOf,
  SANDHI_MONTHS,
  TIMING_YEARS,
  type RunningView,
  type TimingView,
} from './timing.js'

export type { Side } from './kootas.js'

export interface PartnerInput {
  birth: BirthInput
  name?: string
  gender?: 'male' | 'female'
}

export interface PartnerSummary {
  name: string | null
  gender: 'male' | 'female' | null
  timeKnown: boolean
  moon: { longitude: number; sign: Sign; nakshatra: Nakshatra; pada: number }
  /** The lagna's sign; null when the birth time is unknown. */
  lagna: Sign | null
  currentDasha: RunningView | null
}

export interface SensitivityView {
  boundary: SensitivityNote['boundary']
  minutes: number
  affects: Text[]
  explanation: Text
}

export interface CompatibilityContent {
  contentVersion: string
  a: PartnerSummary
  b: PartnerSummary
  roles: { bride: Side; groom: Side; fromGender: boolean; note: Text }
  ashtakoota: AshtakootaView
  ashtakootaReverse?: AshtakootaView
  poruthams: PoruthamView[]
  poruthamsReverse?: PoruthamView[]
  poruthamSummary: PoruthamSummary
  poruthamSummaryReverse?: PoruthamSummary
  /** Where a kūṭa and the porutham that judges the same relation disagree, in the direction of `roles`. */
  tableAgreement: TableNote[]
  tableAgreementReverse?: TableNote[]
  doshas: DoshaView[]
  manglik: { a: ManglikView; b: ManglikView; balanced: boolean; explanation: Text }
  papasamya: PapasamyaView
  chartReading: {
    supportingFactors: CoupleFactor[]
    cautionaryFactors: CoupleFactor[]
    a: PartnerChartView
    b: PartnerChartView
    together: TogetherNote[]
  }
  timing: TimingView
  sensitivity: {
    a: { notes: SensitivityView[]; unknown: Text[] }
    b: { notes: SensitivityView[]; unknown: Text[] }
    summary: Text
  }
  verdict: { outlook: Outlook; confidence: Confidence; reasons: Text[]; summary: Text }
  conventions: Record<string, Text>
}

export const COMPATIBILITY_CONVENTIONS: Readonly<Record<string, string>> = {
  direction:
    'The kūṭas and poruthams count from the bride’s star (or sign) to the groom’s. With both genders given and different, the female partner is the bride; otherwise both directions are given, `ashtakoota` and `poruthams` counting from a’s star to b’s and the `…Reverse` fields from b’s to a’s, and the doṣas follow the first.',
  ashtakoota:
    'The common North Indian tables: varṇa by Moon sign (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra); vaśya with Sagittarius and Capricorn split at 15°; tārā 1.5 each way unless Vipat, Pratyari or Vadha; yoni by the 14-animal table; graha maitrī by the natural relations; gaṇa with the groom’s gaṇa in the rows (Deva groom with a Manushya bride 5, the reverse 6; Rakshasa groom with a Deva bride 0, the reverse 1); bhakūṭ 0 for 2/12, 5/9 and 6/8; nāḍī 0 for the same nāḍī. Some services (AstroSage among them) read gaṇa with the roles exchanged.',
  exceptions:
    'The parihāras of Muhurta Chintamani for nāḍī, bhakūṭ and gaṇa. Those only some authorities hold (nāḍī in the same star but another pada, nāḍī with friendly sign lords, gaṇa with the bride’s star beyond the 14th from the groom’s) are reported and never used for `totalAfterExceptions`, which restores the points of a doṣa a generally held exception cancels; `total` is never changed.',
  poruthams:
    'The Tamil usage (the most copied Tamil statements of the rules; docs/compatibility.md names them), graded uttama, madhyama or none; each porutham also by the Kerala usage (its verses: the 3rd, 5th and 7th stars and the 88th and 108th padas for Dina, more than fifteen for Strī-dīrgha, male and female stars for Yoni, the 7th to 12th signs for Rāśi, the three-fold rajju). Rajju and Vedha are vetoes. Rāśyadhipati follows the natural relations both ways: Jupiter and Venus do not agree, which Prokerala’s tables read otherwise.',
  manglik:
    'Mars in the 1st, 4th, 7th, 8th or 12th house counted from the lagna, the Moon and Venus; present when it holds from the lagna or the Moon (from the Moon alone without a birth time), its intensity the number of references; the South Indian list (2nd instead of 1st) beside. Balanced when both or neither have it.',
  papasamya:
    'The malefics (Mars, Saturn, the Sun, Rahu) in the 1st, 2nd, 4th, 7th, 8th and 12th from the lagna, the Moon and Venus; see `papasamya.method`.',
  dashaSandhi: `A daśā sandhi is read as ${SANDHI_MONTHS} months either side of a change of mahādaśā.`,
  timing: `Vimśottarī from the reference date over the next ${TIMING_YEARS} years; each antardaśā’s tone for marriage as \`/v1/interpret\` reads it; Sade Sati is Saturn in the 12th, 1st and 2nd signs from the natal Moon.`,
  tableAgreement:
    'A kūṭa approves with more than half its points and refuses with less (exactly half is neither); a porutham approves when it agrees by the Tamil usage. Each pair judging one relation (vaśya and Vaśya, tārā and Dina, yoni and Yoni, graha maitrī and Rāśyadhipati, gaṇa and Gaṇa, bhakūṭ and Rāśi) is explained where one approves and the other does not.',
  companionship: `When both partners are ${COMPANIONSHIP_AGE_YEARS} or older at the reference date, the reading is framed for companionship: the statements about family-making are left out of the words (they still weigh in each chart’s outlook), and Mahendra is read for the well-being the two build together.`,
  zodiac: 'Sidereal, Lahiri ayanāṃśa, mean nodes, whole-sign houses.',
}

/** The conventions in Hindi, key by key. */
const CONVENTIONS_HI: Readonly<Record<string, string>> = {
  direction:
    'कूट और दशकूट वधू के नक्षत्र (या राशि) से वर के नक्षत्र तक गिने जाते हैं। दोनों साथियों के लिंग दिए हों और अलग हों, तो स्त्री साथी वधू है; अन्यथा दोनों दिशाएँ दी जाती हैं: अष्टकूट और दशकूट पहले साथी के नक्षत्र से दूसरे साथी के नक्षत्र तक गिने जाते हैं और उलटी दिशा वाले भाग दूसरे से पहले तक, और दोष पहली दिशा का अनुसरण करते हैं।',
  ashtakoota:
    'उत्तर भारत की प्रचलित तालिकाएँ: चंद्र राशि से वर्ण (जल तत्व ब्राह्मण, अग्नि क्षत्रिय, पृथ्वी वैश्य, वायु शूद्र); धनु और मकर को 15° पर बाँटकर वश्य; तारा हर ओर 1½, जब तक विपत्, प्रत्यरि या वध न हो; 14 पशुओं की तालिका से योनि; नैसर्गिक संबंधों से ग्रह मैत्री; गण में पंक्तियों में वर का गण (देव वर और मनुष्य वधू 5, उलटा 6; राक्षस वर और देव वधू 0, उलटा 1); द्वितीय–द्वादश, पंचम–नवम और षष्ठ–अष्टम पर भकूट 0; एक ही नाड़ी पर नाड़ी 0। कुछ सेवाएँ (एस्ट्रोसेज भी) गण को वर और वधू की भूमिकाएँ बदलकर पढ़ती हैं।',
  exceptions:
    'नाड़ी, भकूट और गण के लिए मुहूर्त चिंतामणि के परिहार। जिन परिहारों को केवल कुछ आचार्य मानते हैं (एक ही नक्षत्र पर दूसरे पाद में नाड़ी, मित्र राशि स्वामियों के साथ नाड़ी, वर के नक्षत्र से 14वें से आगे वधू के नक्षत्र के साथ गण), वे बताए जाते हैं पर परिहार के बाद के योग में कभी नहीं गिने जाते; वह योग उस दोष के गुण लौटाता है जिसे कोई सर्वमान्य परिहार निरस्त करता है; मूल योग कभी नहीं बदला जाता।',
  poruthams:
    'तमिल परंपरा (नियमों के सबसे अधिक दोहराए गए तमिल कथन; परियोजना का अनुकूलता दस्तावेज़ उनके नाम देता है), उत्तम, मध्यम या शून्य की श्रेणी में; हर कूट केरल परंपरा से भी (उसके श्लोक: दिन कूट के लिए तीसरा, पाँचवाँ और सातवाँ नक्षत्र तथा 88वाँ और 108वाँ पाद, स्त्री दीर्घ के लिए पंद्रह से अधिक, योनि के लिए पुरुष और स्त्री नक्षत्र, राशि कूट के लिए सप्तम से द्वादश राशियाँ, त्रिविध रज्जु)। रज्जु और वेध निषेधक हैं। राशि अधिपति कूट दोनों ओर नैसर्गिक संबंधों का अनुसरण करता है: गुरु और शुक्र मेल नहीं खाते, जिसे प्रोकेराला की तालिकाएँ अलग ढंग से पढ़ती हैं।',
  manglik:
    'लग्न, चंद्रमा और शुक्र से गिने गए प्रथम, चतुर्थ, सप्तम, अष्टम या द्वादश भाव में मंगल; दोष तब माना जाता है जब यह लग्न या चंद्रमा से बने (जन्म समय के बिना केवल चंद्रमा से), और इसकी तीव्रता संदर्भों की संख्या है; दक्षिण भारतीय सूची (प्रथम के स्थान पर द्वितीय) साथ में दी गई है। दोनों में दोष हो या किसी में न हो, तो संतुलित।',
  papasamya:
    'लग्न, चंद्रमा और शुक्र से प्रथम, द्वितीय, चतुर्थ, सप्तम, अष्टम और द्वादश में अशुभ ग्रह (मंगल, शनि, सूर्य, राहु); गणना की विधि अशुभ ग्रहों के साम्य वाले भाग में दी गई है।',
  dashaSandhi: `महादशा बदलने के दोनों ओर ${SANDHI_MONTHS} महीनों को दशा संधि माना जाता है।`,
  timing: `संदर्भ तिथि से अगले ${TIMING_YEARS} वर्षों की विंशोत्तरी दशा; हर अंतर्दशा का विवाह के लिए स्वर, जैसा क्षेत्र-विवेचन उसे पढ़ता है; साढ़े साती जन्म के चंद्रमा से द्वादश, प्रथम और द्वितीय राशि में शनि का गोचर है।`,
  tableAgreement:
    'कूट अपने आधे से अधिक गुणों पर स्वीकृति देता है और आधे से कम पर अस्वीकृति (ठीक आधा, दोनों में से कुछ नहीं); दशकूट का कूट तमिल परंपरा से मेल खाने पर स्वीकृति देता है। एक ही संबंध को आँकने वाली हर जोड़ी (वश्य और वश्य कूट, तारा और दिन कूट, योनि और योनि कूट, ग्रह मैत्री और राशि अधिपति कूट, गण और गण कूट, भकूट और राशि कूट) वहाँ समझाई जाती है जहाँ एक स्वीकार करे और दूसरी नहीं।',
  companionship: `जब संदर्भ तिथि पर दोनों साथी ${COMPANIONSHIP_AGE_YEARS} वर्ष या उससे अधिक के हों, तो विवेचन साहचर्य के लिए किया जाता है: परिवार बढ़ाने से जुड़े कथन शब्दों से हटा दिए जाते हैं (वे हर कुंडली के निष्कर्ष में फिर भी तौले जाते हैं), और माहेन्द्र कूट को उस सुख-समृद्धि के लिए पढ़ा जाता है जो दोनों मिलकर बनाते हैं।`,
  zodiac: 'निरयन राशिचक्र, लाहिड़ी अयनांश, मध्यम राहु-केतु, पूर्ण राशि भाव।',
}

function partnerSummary(p: PartnerInput, r: ChartReading, moon: MoonPlace): PartnerSummary {
  const m = r.core.planets.find((x) => x.planet === 'Moon')!
  const f = r.ctx.natal.facts
  return {
    name: p.name ?? null,
    gender: p.gender ?? null,
    timeKnown: f.timeKnown,
    moon: {
      longitude: m.longitude,
      sign: SIGNS[moon.sign]!,
      nakshatra: NAKSHATRAS[moon.nakshatra]!,
      pada: moon.pada,
    },
    lagna: f.timeKnown ? SIGNS[f.lagnaSign]! : null,
    currentDasha: runningOf(r),
  }
}

const BOUNDARY_HI: Readonly<Record<SensitivityNote['boundary'], string>> = {
  nakshatra: 'चंद्रमा अपने नक्षत्र की सीमा के पास है',
  pada: 'चंद्रमा अपने पाद की सीमा के पास है',
  sign: 'चंद्रमा अपनी राशि की सीमा के पास है',
  vashyaHalf: 'चंद्रमा उस 15° के पास है जो वश्य के लिए उसकी राशि को बाँटता है',
  lagnaSign: 'लग्न राशि बदलने के पास है',
}

/** The results a birth time decides (kootas/sensitivity.ts), in Hindi. */
const RESULT_HI: Readonly<Record<string, string>> = {
  dasha: 'दशा',
  'nadi exceptions (same nakṣatra, another pada)': 'नाड़ी के परिहार (एक ही नक्षत्र, दूसरा पाद)',
  'navāṃśa of the Moon': 'चंद्रमा का नवांश',
  'manglik (from the Moon)': 'मांगलिक दोष (चंद्रमा से)',
  'manglik (from the lagna)': 'मांगलिक दोष (लग्न से)',
  'the 7th house and its lord': 'सप्तम भाव और उसका स्वामी',
  'the navāṃśa': 'नवांश',
}
/** One result a birth time decides, in both languages: a kūṭa or a porutham by the name table. */
const result = (r: string): Text =>
  text(r, RESULT_HI[r] ?? ((KOOTAS as readonly string[]).includes(r) ? hiKoota(r) : hiPorutham(r)))

const BOUNDARY_WORDS: Readonly<Record<SensitivityNote['boundary'], string>> = {
  nakshatra: 'the Moon is near the edge of its nakṣatra',
  pada: 'the Moon is near the edge of its pada',
  sign: 'the Moon is near the edge of its sign',
  vashyaHalf: 'the Moon is near the 15° that divides its sign for vaśya',
  lagnaSign: 'the lagna is near a change of sign',
}

function sensitivityFor(
  eph: Ephemeris,
  r: ChartReading,
  birth: BirthInput,
): { notes: SensitivityView[]; unknown: Text[] } {
  const g = r.core.internal.grahas.Moon
  const t = r.core.internal.instant
  const f = r.ctx.natal.facts
  if (!f.timeKnown) {
    const [y, mo, d] = birth.date.split('-').map(Number) as [number, number, number]
    const start = DateTime.fromObject({ year: y, month: mo, day: d }, { zone: birth.timezone })
    const moonAt = (ms: number) => eph.position('Moon', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon
    return {
      notes: [],
      unknown: unknownWithoutTime(moonAt(start.toMillis()), moonAt(start.plus({ days: 1 }).toMillis())).map(
        result,
      ),
    }
  }
  // The lagna's motion: its longitude two minutes on, against its longitude at birth.
  const place = { latDeg: birth.latitude, lonDeg: birth.longitude }
  const frame = { houseSystem: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'lahiri' } as const
  const later = anglesAt(eph, eph.instant(t.epochMs + 2 * 60_000), place, frame).ascendant.longitude
  const degreesPerMinute = (((later - f.lagnaLongitude! + 540) % 360) - 180) / 2
  const notes = sensitivityOf(
    { lon: g.longitude, speed: g.speed },
    { lon: f.lagnaLongitude!, degreesPerMinute: Math.abs(degreesPerMinute) },
  )
  return {
    notes: notes.map((n) => ({
      ...n,
      affects: n.affects.map(result),
      explanation: text(
        `${BOUNDARY_WORDS[n.boundary]}: a birth time about ${n.minutes} minutes off would change ${n.affects.join(', ')}.`,
        `${BOUNDARY_HI[n.boundary]}: जन्म समय लगभग ${n.minutes} मिनट आगे-पीछे होने पर ये बदल जाएँगे: ${n.affects.map((r) => result(r).hi).join(', ')}।`,
      ),
    })),
    unknown: [],
  }
}

/** The compatibility of a and b, each read at the same reference date. */
export function compatibility(
  eph: Ephemeris,
  corpus: Corpus,
  partners: Record<Side, PartnerInput>,
  readings: Record<Side, ChartReading>,
  settings: ChartSettings,
  language: TextLanguage = 'en',
): Localized<CompatibilityContent> {
  return inLanguage(compatibilityTexts(eph, corpus, partners, readings, settings), language)
}

/** The compatibility of a and b with every sentence in each language (its Texts, for the tests). */
export function compatibilityTexts(
  eph: Ephemeris,
  corpus: Corpus,
  partners: Record<Side, PartnerInput>,
  readings: Record<Side, ChartReading>,
  settings: ChartSettings,
): CompatibilityContent {
  // A name in Latin letters is not written into a Hindi sentence (docs/languages.md): the partner is
  // named by their part there, as in muhurta (readings/muhurta/hindi.ts); a name in Devanagari as given.
  const label = (s: Side): Text => {
    const name = partners[s].name
    const part = s === 'a' ? text('Partner A', 'साथी अ') : text('Partner B', 'साथी ब')
    if (name === undefined) return part
    return text(name, /^[\p{Script=Devanagari}\s]+$/u.test(name) ? name.trim() : part.hi)
  }
  const labels = { a: label('a'), b: label('b') }
  const moons = {
    a: moonPlace(readings.a.core.internal.grahas.Moon.longitude),
    b: moonPlace(readings.b.core.internal.grahas.Moon.longitude),
  }
  const ga = partners.a.gender
  const gb = partners.b.gender
  const { roles, fromGender } = rolesFrom(ga, gb)
  const reverse: Roles = { bride: roles.groom, groom: roles.bride }
  const A = labels.a
  const B = labels.b
  const note = fromGender
    ? text(
        `${labels[roles.bride].en} is in the bride’s place and ${labels[roles.groom].en} in the groom’s, as their genders say: the tables count from the bride’s star to the groom’s.`,
        `लिंग के अनुसार ${labels[roles.bride].hi} वधू के स्थान पर हैं और ${labels[roles.groom].hi} वर के स्थान पर: तालिकाएँ वधू के नक्षत्र से वर के नक्षत्र तक गिनती हैं।`,
      )
    : text(
        `${ga === undefined || gb === undefined ? 'The genders are not both given' : 'Both partners have the same gender'}, so the tables’ direction, written for a bride and a groom, is not decided by them: both directions are given, never guessed. ` +
          `The first reading counts from ${A.en}’s star to ${B.en}’s (${A.en} in the place the tables give the bride, ${B.en} in the groom’s), the reverse reading from ${B.en}’s to ${A.en}’s; ` +
          'in both, bride and groom name places in the count, not the partners themselves.',
        `${ga === undefined || gb === undefined ? 'किसी एक या दोनों साथियों का लिंग नहीं दिया गया है' : 'दोनों साथियों का लिंग एक ही है'}, इसलिए वधू और वर के लिए लिखी गई तालिकाओं की दिशा इससे तय नहीं होती: दोनों दिशाएँ दी गई हैं, अनुमान नहीं लगाया गया। ` +
          `पहला विवेचन ${A.hi} के नक्षत्र से ${B.hi} के नक्षत्र तक गिनता है (${A.hi} उस स्थान पर जो तालिकाएँ वधू को देती हैं, ${B.hi} वर के स्थान पर), उलटा विवेचन ${B.hi} के नक्षत्र से ${A.hi} के नक्षत्र तक; ` +
          'दोनों में वधू और वर गिनती के स्थानों के नाम हैं, स्वयं साथियों के नहीं।',
      )

  const frame = coupleFrame(readings)
  const { view: ashtakoota, doshas: kootaDoshas } = ashtakootaView(moons, roles)
  const por = poruthamViews(moons, roles, frame)
  const revFull = fromGender ? null : ashtakootaView(moons, reverse)
  const rev = revFull?.view ?? null
  const porRev = fromGender ? null : poruthamViews(moons, reverse, frame)
  const tables = tableNotes(ashtakoota, kootaDoshas, por.tamil)
  const tablesRev = revFull && porRev ? tableNotes(revFull.view, revFull.doshas, porRev.tamil) : null

  const man = { a: manglik(readings.a.ctx.natal.facts), b: manglik(readings.b.ctx.natal.facts) }
  const manCouple = manglikCouple(man, labels)
  const pap: Record<Side, PapasamyaResult> = {
    a: papasamya(readings.a.ctx.natal.facts),
    b: papasamya(readings.b.ctx.natal.facts),
  }
  const papView = papasamyaView(pap, roles, fromGender, labels)
  const doshas: DoshaView[] = [...kootaDoshas, manCouple.dosha, ...poruthamDoshas(por.tamil)]

  // The charts.
  const stA = marriageStatements(corpus, readings.a)
  const stB = marriageStatements(corpus, readings.b)
  const factors = coupleFactors({ a: stA, b: stB }, readings, labels, frame)
  const chartA = partnerChart(readings.a, stA.outlook, labels.a, partners.a.gender, partners.b.gender)
  const chartB = partnerChart(readings.b, stB.outlook, labels.b, partners.b.gender, partners.a.gender)
  const together = togetherNotes(readings, labels)
  const referenceMs = readings.a.referenceMs
  const timing = coupleTiming(
    eph,
    corpus,
    readings,
    { a: partners.a.birth, b: partners.b.birth },
    labels,
    settings,
    referenceMs,
  )
  const sens = {
    a: sensitivityFor(eph, readings.a, partners.a.birth),
    b: sensitivityFor(eph, readings.b, partners.b.birth),
  }

  // ---- the verdict ---------------------------------------------------------------------------------
  const reasons: Text[] = []
  let lean = 0
  const totals = [ashtakoota.totalAfterExceptions, ...(rev ? [rev.totalAfterExceptions] : [])]
  const guna = Math.min(...totals)
  const band = gunaBand(guna)
  lean += { excellent: 2, veryGood: 1, acceptable: 0, low: -2 }[band]
  const bothWays = rev && rev.totalAfterExceptions !== ashtakoota.totalAfterExceptions
  reasons.push(
    text(
      `${bothWays ? `Read both ways, the lower guṇa count after exceptions is ${guna} of 36` : `The guṇa count after exceptions is ${guna} of 36`}: ${BAND_WORDS[gunaBand(guna)]}.`,
      `${bothWays ? `दोनों दिशाओं से पढ़ने पर परिहार के बाद कम गुण संख्या 36 में से ${hiNumber(guna)} है` : `परिहार के बाद गुण संख्या 36 में से ${hiNumber(guna)} है`}: ${BAND_HI[gunaBand(guna)]}।`,
    ),
  )
  const vetoes = por.summary.vetoes
  if (vetoes.length) {
    lean -= 2
    reasons.push(
      text(
        `${vetoes.map((v) => (v === 'rajju' ? 'Rajju' : 'Vedha')).join(' and ')} porutham does not agree, which the South Indian tradition treats as decisive.`,
        `${joinHi(vetoes.map(hiPorutham))} मेल नहीं ${vetoes.length > 1 ? 'खाते' : 'खाता'}, जिसे दक्षिण भारतीय परंपरा निर्णायक मानती है।`,
      ),
    )
  } else
    reasons.push(
      text(
        `${por.summary.agreeing} of the ten poruthams agree, Rajju and Vedha among them.`,
        `दशकूट के दस में से ${por.summary.agreeing} कूट मेल खाते हैं, जिनमें रज्जु और वेध भी हैं।`,
      ),
    )
  if (manCouple.dosha.present && !manCouple.dosha.cancelled) {
    lean -= 1
    reasons.push(
      text(
        'Maṅgala doṣa in one chart is neither balanced by the other nor cancelled.',
        'एक कुंडली का मांगलिक दोष न तो दूसरी कुंडली से संतुलित होता है, न निरस्त।',
      ),
    )
  } else if (manCouple.dosha.present)
    reasons.push(
      text('Maṅgala doṣa is present but balanced or cancelled.', 'मांगलिक दोष है, पर संतुलित या निरस्त है।'),
    )
  if (papView.balanced === false) {
    lean -= 1
    reasons.push(
      text(
        'The bride’s chart carries a heavier share of the malefics than the groom’s, which the tradition wants the other way (pāpasāmya).',
        'वधू की कुंडली में अशुभ ग्रहों का भार वर की कुंडली से अधिक है, जबकि परंपरा इसका उलटा चाहती है (अशुभ ग्रहों का साम्य)।',
      ),
    )
  }
  const chartLean = (o: Outlook) => ({ favorable: 1, mostly_favorable: 0.5, mixed: 0, challenging: -1 })[o]
  const charts = chartLean(stA.outlook) + chartLean(stB.outlook)
  lean += charts
  reasons.push(
    text(
      `The classical statements about marriage read ${A.en}’s chart as ${OUTLOOK_WORDS[stA.outlook]} and ${B.en}’s as ${OUTLOOK_WORDS[stB.outlook]}.`,
      `विवाह के शास्त्रीय कथन ${A.hi} की कुंडली को ${OUTLOOK_HI[stA.outlook]} और ${B.hi} की कुंडली को ${OUTLOOK_HI[stB.outlook]} पढ़ते हैं।`,
    ),
  )
  if (frame === 'companionship')
    reasons.push(
      text(
        'Given both partners’ ages, this reading is framed for companionship: the life the two share, the support they give each other and the ease of each other’s company.',
        'दोनों साथियों की आयु को देखते हुए यह विवेचन साहचर्य के लिए किया गया है: वह जीवन जो दोनों साझा करते हैं, वह सहारा जो वे एक-दूसरे को देते हैं, और एक-दूसरे के साथ की सहजता।',
      ),
    )
  const outlook: Outlook =
    lean >= 2.5 ? 'favorable' : lean >= 1 ? 'mostly_favorable' : lean >= -1.5 ? 'mixed' : 'challenging'

  let points = 0
  const bothKnown = readings.a.ctx.natal.facts.timeKnown && readings.b.ctx.natal.facts.timeKnown
  if (bothKnown) points++
  else {
    points -= 2
    reasons.push(
      text(
        'A birth time is not known, so the lagna, the 7th house and part of the Maṅgala reading rest on the Moon alone, and some results cannot be known (see `sensitivity`).',
        'एक जन्म समय ज्ञात नहीं है, इसलिए लग्न, सप्तम भाव और मांगलिक विचार का कुछ हिस्सा केवल चंद्रमा पर टिका है, और कुछ परिणाम जाने नहीं जा सकते (जन्म समय की संवेदनशीलता वाला भाग देखें)।',
      ),
    )
  }
  const moonEdge = [...sens.a.notes, ...sens.b.notes].filter(
    (n) => n.boundary === 'nakshatra' || n.boundary === 'sign',
  )
  if (moonEdge.length) {
    points--
    reasons.push(
      text(
        'A Moon sits near the edge of its nakṣatra or sign, so a birth time a little off would change part of the matching.',
        'एक चंद्रमा अपने नक्षत्र या राशि की सीमा के पास है, इसलिए जन्म समय थोड़ा भी आगे-पीछे होने से मिलान का कुछ हिस्सा बदल जाएगा।',
      ),
    )
  }
  if (rev && gunaBand(rev.totalAfterExceptions) !== gunaBand(ashtakoota.totalAfterExceptions)) {
    points--
    reasons.push(
      text(
        'The two directions of the count fall in different bands, and the genders do not decide between them.',
        'गिनती की दोनों दिशाएँ अलग-अलग श्रेणियों में पड़ती हैं, और लिंग इनके बीच निर्णय नहीं करते।',
      ),
    )
  }
  const matchingLean =
    (band === 'excellent' || band === 'veryGood' ? 1 : band === 'low' ? -1 : 0) + (vetoes.length ? -1 : 0)
  if (matchingLean !== 0 && Math.sign(matchingLean) === Math.sign(charts)) {
    points++
    reasons.push(
      text(
        'The traditional matching and the two charts point the same way.',
        'पारंपरिक मिलान और दोनों कुंडलियाँ एक ही दिशा दिखाते हैं।',
      ),
    )
  } else if (matchingLean !== 0 && charts !== 0 && Math.sign(matchingLean) !== Math.sign(charts)) {
    points--
    reasons.push(
      text(
        'The traditional matching and the two charts point different ways, so the outlook is held loosely.',
        'पारंपरिक मिलान और दोनों कुंडलियाँ अलग-अलग दिशाएँ दिखाते हैं, इसलिए यह निष्कर्ष पक्का नहीं माना गया है।',
      ),
    )
  }
  const confidence: Confidence = points >= 2 ? 'high' : points >= 0 ? 'moderate' : 'low'
  const lean_ = LEAN_WORDS[outlook]
  const addsOwn = stA.supporting[0] || stB.supporting[0]
  const summary = text(
    `Read together, the match of ${A.en} and ${B.en} ${lean_}. ` +
      `${ashtakoota.reading.en} ${por.summary.reading.en} ` +
      (addsOwn
        ? 'The charts themselves add their own strengths and cautions (listed), and the timing shows when the two are most and least in step.'
        : 'The timing shows when the two are most and least in step.'),
    `साथ पढ़ने पर ${A.hi} और ${B.hi} का मिलान ${MATCH_LEAN_HI[outlook]}। ` +
      `${ashtakoota.reading.hi} ${por.summary.reading.hi} ` +
      (addsOwn
        ? 'दोनों कुंडलियाँ अपनी-अपनी शक्तियाँ और सावधानियाँ भी जोड़ती हैं (सूचीबद्ध), और समय का विचार दिखाता है कि दोनों कब सबसे अधिक और कब सबसे कम तालमेल में हैं।'
        : 'समय का विचार दिखाता है कि दोनों कब सबसे अधिक और कब सबसे कम तालमेल में हैं।'),
  )

  const noteCount = sens.a.notes.length + sens.b.notes.length
  const unknownCount = sens.a.unknown.length + sens.b.unknown.length
  return {
    contentVersion: corpus.contentVersion,
    a: partnerSummary(partners.a, readings.a, moons.a),
    b: partnerSummary(partners.b, readings.b, moons.b),
    roles: { ...roles, fromGender, note },
    ashtakoota,
    ...(rev ? { ashtakootaReverse: rev } : {}),
    poruthams: por.list,
    ...(porRev ? { poruthamsReverse: porRev.list } : {}),
    poruthamSummary: por.summary,
    ...(porRev ? { poruthamSummaryReverse: porRev.summary } : {}),
    tableAgreement: tables,
    ...(tablesRev ? { tableAgreementReverse: tablesRev } : {}),
    doshas,
    manglik: {
      a: manglikView(man.a),
      b: manglikView(man.b),
      balanced: manCouple.balanced,
      explanation: manCouple.explanation,
    },
    papasamya: papView,
    chartReading: {
      supportingFactors: factors.supporting,
      cautionaryFactors: factors.cautionary,
      a: chartA,
      b: chartB,
      together,
    },
    timing,
    sensitivity: {
      ...sens,
      summary:
        noteCount === 0 && unknownCount === 0
          ? text(
              'Neither Moon is near a boundary and both lagnas are clear of a sign change: a birth time a few minutes off would change nothing here.',
              'कोई भी चंद्रमा किसी सीमा के पास नहीं है और दोनों लग्न राशि बदलने से दूर हैं: जन्म समय कुछ मिनट आगे-पीछे होने से यहाँ कुछ नहीं बदलेगा।',
            )
          : unknownCount > 0
            ? text(
                'A birth time is not known: the results listed under `unknown` cannot be known without it.',
                'एक जन्म समय ज्ञात नहीं है: जो परिणाम अज्ञात के रूप में सूचीबद्ध हैं, वे उसके बिना नहीं जाने जा सकते।',
              )
            : text(
                'Some results rest on the birth times being right to within the minutes listed.',
                'कुछ परिणाम इस पर टिके हैं कि जन्म समय सूचीबद्ध मिनटों के भीतर सही हो।',
              ),
    },
    verdict: { outlook, confidence, reasons, summary },
    conventions: Object.fromEntries(
      Object.entries(COMPATIBILITY_CONVENTIONS).map(([k, en]) => [k, text(en, CONVENTIONS_HI[k]!)]),
    ),
  }
}

const OUTLOOK_WORDS: Readonly<Record<Outlook, string>> = {
  favorable: 'clearly favourable',
  mostly_favorable: 'favourable',
  mixed: 'mixed',
  challenging: 'asking for care',
}

const OUTLOOK_HI: Readonly<Record<Outlook, string>> = {
  favorable: 'स्पष्ट रूप से अनुकूल',
  mostly_favorable: 'अनुकूल',
  mixed: 'मिश्रित',
  challenging: 'सावधानी माँगने वाली',
}

/** How the match (मिलान, masculine) leans, in Hindi. */
const MATCH_LEAN_HI: Readonly<Record<Outlook, string>> = {
  favorable: 'स्पष्ट रूप से अनुकूल झुकाव रखता है',
  mostly_favorable: 'अनुकूल झुकाव रखता है',
  mixed: 'मिश्रित है',
  challenging: 'धैर्य और सावधानी माँगता है',
}

const BAND_HI: Readonly<Record<GunaBand, string>> = {
  excellent: 'पारंपरिक श्रेणियों में उत्तम',
  veryGood: 'पारंपरिक श्रेणियों में बहुत अच्छा',
  acceptable: 'पारंपरिक श्रेणियों में स्वीकार्य',
  low: 'उन 18 से कम जो परंपरा प्रायः चाहती है',
}

const BAND_WORDS: Readonly<Record<GunaBand, string>> = {
  excellent: 'excellent by the traditional bands',
  veryGood: 'very good by the traditional bands',
  acceptable: 'acceptable by the traditional bands',
  low: 'below the 18 the tradition usually asks for',
}
