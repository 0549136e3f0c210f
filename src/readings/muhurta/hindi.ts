/**
 * The Hindi words of the muhurta reading (issue 36): the names of the pañcāṅga's limbs from the Hindi name
 * table (data/names/hi.json), the events' names as a Hindi almanac gives them, and how a person is named
 * in a Hindi sentence. Every sentence itself is made where it is judged (judge.ts, day.ts, scan.ts,
 * wedding-faults.ts), in English and in Hindi together.
 */
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import { tithiName } from '../../jyotisha/panchanga/index.js'
import { nameTable } from '../../i18n/languages.js'
import { hiGraha, joinHindi } from '../text.js'

let table: ReturnType<typeof nameTable>['names'] | undefined
const names = () => (table ??= nameTable('hi').names)

/** A nakṣatra by its index 0…26 or its name. */
export const hiNak = (n: number | string): string =>
  names().nakshatras[typeof n === 'number' ? NAKSHATRAS[n]! : n]!
/** A sign by its index 0…11 or its name. */
export const hiSign = (s: number | string): string => names().signs[typeof s === 'number' ? SIGNS[s]! : s]!
export const hiWeekday = (w: string): string => names().weekdays[w]!
export const hiKarana = (k: string): string => names().karanas[k]!
export const hiNityaYoga = (y: string): string => names().nityaYogas[y]!
export const hiLunarMonth = (m: string): string => names().lunarMonths[m]!
export const hiSpecialYoga = (y: string): string => names().specialYogas[y] ?? y
export const hiTithiName = (t: string): string => names().tithis[t]!

/** A tithi 1…30 in prose: «कृष्ण पक्ष की द्वितीया», «पूर्णिमा», «अमावस्या». */
export function hiTithi(n: number): string {
  const t = tithiName(n)
  if (n === 15 || n === 30) return hiTithiName(t.name)
  return `${names().pakshas[t.paksha]} की ${hiTithiName(t.name)}`
}

/** Grahas in a Hindi list: «सूर्य, शनि और राहु». */
export const hiGrahaList = (gs: readonly string[]): string => joinHindi(gs.map(hiGraha))

/** A count from a point in Devanagari prose: 1–12 by the Sanskrit ordinals (प्रथम … द्वादश). */
export { hindiOrdinal } from '../text.js'

const COUNTS = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ']
/** A nakṣatra's count (masculine): «दूसरा», «आठवाँ», «19वाँ». */
export const hiCount = (n: number): string => COUNTS[n - 1] ?? `${n}वाँ`

/** The tārās in Hindi, Janma … Parama Mitra. */
export const HI_TARAS = ['जन्म', 'संपत्', 'विपत्', 'क्षेम', 'प्रत्यक्', 'साधना', 'नैधन', 'मित्र', 'परम मित्र'] as const

/** Each event's name for people in Hindi, and the phrase that says it after «के लिए» (oblique). */
export const HI_EVENTS: Readonly<Record<string, { name: string; label: string }>> = {
  marriage: { name: 'विवाह', label: 'विवाह' },
  engagement: { name: 'सगाई (वाग्दान)', label: 'सगाई' },
  griha_pravesha: { name: 'गृह प्रवेश', label: 'गृह प्रवेश' },
  griha_arambha: { name: 'गृह निर्माण का आरंभ (गृहारंभ / भूमि पूजन)', label: 'गृह निर्माण के आरंभ' },
  property_purchase: { name: 'संपत्ति की खरीद (भूमि क्रय)', label: 'संपत्ति की खरीद' },
  vehicle_purchase: { name: 'वाहन की खरीद (वाहन क्रय)', label: 'वाहन की खरीद' },
  namakarana: { name: 'नामकरण संस्कार', label: 'नामकरण' },
  annaprashana: { name: 'अन्नप्राशन संस्कार', label: 'अन्नप्राशन' },
  mundana: { name: 'मुंडन संस्कार (चूड़ाकरण)', label: 'मुंडन' },
  karnavedha: { name: 'कर्णवेध संस्कार', label: 'कर्णवेध' },
  upanayana: { name: 'उपनयन संस्कार (जनेऊ)', label: 'उपनयन' },
  vidyarambha: { name: 'विद्यारंभ', label: 'विद्यारंभ' },
  business_opening: { name: 'व्यापार या दुकान का आरंभ (व्यापार आरंभ)', label: 'व्यापार के आरंभ' },
  job_start: { name: 'नई नौकरी का आरंभ', label: 'नई नौकरी के आरंभ' },
  travel: { name: 'यात्रा', label: 'यात्रा' },
  gold_purchase: { name: 'सोने या आभूषण की खरीद (स्वर्ण क्रय)', label: 'सोने या आभूषण की खरीद' },
  ratna_dharana: { name: 'रत्न धारण', label: 'रत्न धारण' },
  simanta: { name: 'सीमंतोन्नयन संस्कार (गोद भराई)', label: 'सीमंतोन्नयन' },
  vadhu_pravesha: { name: 'वधू प्रवेश', label: 'वधू प्रवेश' },
  murti_pratishtha: { name: 'मूर्ति प्रतिष्ठा (देव प्रतिष्ठा)', label: 'मूर्ति प्रतिष्ठा' },
  roof_casting: { name: 'छत ढलाई', label: 'छत ढलाई' },
  debt_repayment: { name: 'उधार चुकाना', label: 'उधार चुकाने' },
  contract_signing: { name: 'अनुबंध या समझौते पर हस्ताक्षर', label: 'अनुबंध पर हस्ताक्षर' },
  general: { name: 'सामान्य शुभ आरंभ', label: 'किसी नए शुभ आरंभ' },
}

/**
 * How a Hindi sentence names a person of the reading. A name the caller wrote in Devanagari is used as
 * it is; a name in Latin letters is not written into Hindi (a Hindi sentence holds no Latin letter, and a
 * name is not ours to transliterate), so the person is named by their part: «आप» alone, «वधू» or «वर»
 * in a wedding, else «पहले व्यक्ति» and «दूसरे व्यक्ति».
 */
export interface HindiPerson {
  /** Before a masculine noun: «आपके», «वधू के». */
  ke: string
  /** Before a feminine noun: «आपकी», «वधू की». */
  ki: string
  /** «आपके लिए», «वधू के लिए». */
  for: string
}

export function hindiPerson(
  name: string | null,
  role: 'bride' | 'groom' | null,
  index: number,
  couple: boolean,
): HindiPerson {
  const own = name !== null && /^[\p{Script=Devanagari}\s]+$/u.test(name) ? name.trim() : null
  if (own === null && !couple) return { ke: 'आपके', ki: 'आपकी', for: 'आपके लिए' }
  const who =
    own ?? (role === 'bride' ? 'वधू' : role === 'groom' ? 'वर' : index === 0 ? 'पहले व्यक्ति' : 'दूसरे व्यक्ति')
  return { ke: `${who} के`, ki: `${who} की`, for: `${who} के लिए` }
}

/** What each refusal key means, in Hindi (judge.ts gives the English: `REFUSAL_DESCRIPTIONS`). */
export const REFUSAL_DESCRIPTIONS_HI: Readonly<Record<string, string>> = {
  adhika_masa: 'अधिक मास (मलमास)',
  kharmas: 'खरमास: सूर्य निरयण धनु या मीन राशि में',
  chaturmas: 'चातुर्मास: आषाढ़ शुक्ल एकादशी से कार्तिक शुक्ल एकादशी तक',
  pitru_paksha: 'पितृ पक्ष: अमांत भाद्रपद का कृष्ण पक्ष',
  holashtak: 'होलाष्टक: फाल्गुन शुक्ल अष्टमी से पूर्णिमा तक',
  jupiter_combust: 'गुरु अस्त (सूर्य से 11° के भीतर)',
  venus_combust: 'शुक्र अस्त (सूर्य से 10° के भीतर, वक्री होने पर 8°)',
  mercury_combust: 'बुध अस्त (सूर्य से 14° के भीतर, वक्री होने पर 12°)',
  eclipse: 'तीन दिन के भीतर इस स्थान से दिखने वाला ग्रहण',
  sankranti: 'संक्रांति: वह वैदिक दिन जिसमें सूर्य राशि बदलता है, और प्रवेश के बाद की सोलह घटियाँ',
  dakshinayana: 'दक्षिणायन: सूर्य निरयण कर्क से धनु राशि तक',
  panchaka: 'पंचक: चंद्रमा निरयण कुंभ या मीन राशि में (धनिष्ठा के तीसरे चरण से रेवती के अंत तक)',
  simhastha_guru: 'सिंहस्थ गुरु: गुरु निरयण सिंह राशि में',
  nakshatra: 'ऐसा नक्षत्र जिसे इस कार्य के नियम वर्जित करते हैं',
  tithi: 'ऐसी तिथि जिसे इस कार्य के नियम वर्जित करते हैं',
  weekday: 'ऐसा वार जिसे इस कार्य के नियम वर्जित करते हैं',
  month: 'ऐसा चंद्र मास जिसे इस कार्य के नियम वर्जित करते हैं',
  vishti: 'भद्रा (विष्टि करण)',
  vyatipata_vaidhriti: 'व्यतीपात या वैधृति योग',
  gandanta:
    'गंडांत: आश्लेषा, ज्येष्ठा और रेवती के अंत के दोनों ओर दो घटी, पाँचवीं, दसवीं और पंद्रहवीं तिथि के अंत के दोनों ओर एक घटी, और कर्क, वृश्चिक और मीन लग्न के अंत के दोनों ओर आधी घटी',
  chandrashtama: 'चंद्राष्टम: चंद्रमा जन्म-चंद्र से अष्टम राशि में',
  tarabala: 'जन्म नक्षत्र से पहले चक्र में विपत्, प्रत्यक् या नैधन तारा',
  lagna_shuddhi:
    'लग्न शुद्ध नहीं: मुहूर्त की कुंडली के जिस भाव को नियम रिक्त चाहते हैं उसमें अशुभ ग्रह, या लग्न से अष्टम भाव में चंद्रमा',
  moon_yuti: 'चंद्रमा सूर्य, मंगल, शनि, राहु या केतु के साथ एक ही नक्षत्र में',
  jamitra: 'जामित्र, विवाह के लिए: चंद्रमा से सप्तम राशि में अशुभ ग्रह',
  dagdha_tithi:
    'दग्ध तिथि, विवाह के लिए: सूर्य की राशि से दग्ध तिथि (सूर्य धनु या मीन में हो तो द्वितीया, वृषभ या कुंभ में चतुर्थी, मेष या कर्क में षष्ठी, मिथुन या कन्या में अष्टमी, सिंह या वृश्चिक में दशमी, तुला या मकर में द्वादशी)',
  first_born:
    'ज्येष्ठ संतान के विवाह के लिए (मुहूर्त चिंतामणि): उसके जन्म का चंद्र मास, नक्षत्र या तिथि, और दोनों के ज्येष्ठ संतान होने पर ज्येष्ठ मास',
  vedha: 'वेध, विवाह के लिए: पंचशलाका चक्र पर चंद्रमा के नक्षत्र की रेखा वाले नक्षत्र में कोई ग्रह (मुहूर्त चिंतामणि)',
  bana: 'बाण, विवाह के लिए: सूर्य के अंशों से बनने वाला वह बाण जिसे शास्त्र किसी भी समय के विवाह से दूर रखते हैं',
  ekargala:
    'एकार्गल, विवाह के लिए: नौ योगों में से किसी एक में, अभिजित सहित गिनने पर चंद्रमा का नक्षत्र सूर्य के नक्षत्र से विषम संख्या पर',
  kranti_samya:
    'क्रांति साम्य, विवाह के लिए: मुहूर्त चिंतामणि की तालिका के अनुसार सूर्य और चंद्रमा समान क्रांति वाली राशियों के जोड़े में',
  disha_shula:
    'दिशा शूल, किसी दिशा की यात्रा के लिए: पूर्व को सोमवार और शनिवार, उत्तर को मंगलवार और बुधवार, दक्षिण को गुरुवार, पश्चिम को शुक्रवार और रविवार',
  time_of_day:
    'पूछे गए समय पर: ऐसा लग्न जो इस कार्य के लिए नहीं लिया जाता, या राहुकाल, यमगण्ड, गुलिक काल, दुर्मुहूर्त या वर्ज्य',
  no_clear_time: 'दिन का कोई भाग एक साथ सभी निषेधों से मुक्त नहीं: अलग-अलग समय पर अलग-अलग निषेध लागू रहे',
}
