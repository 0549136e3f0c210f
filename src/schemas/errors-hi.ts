/**
 * The Hindi of error messages made outside the API's own code: the core's refusals (impossible birth
 * data, houses undefined at a latitude), whose English the core writes, and the problems read off a
 * schema (a `pattern`'s description). Each is found by its English; a message with none is given in
 * English (test/unit/errors-hindi.test.ts holds every one to its Hindi).
 *
 * A message is «`field`: what is wrong।»: the field path, codes, enum values and numbers as in English,
 * only the words in Hindi.
 */
import { STATED_OFFSET } from '../jyotisha/birth.js'
import type { ErrorText } from './errors.js'

/** «`field` …» in English and «`field`: …।» in Hindi, from the problem in each. */
export function fieldText(quoted: string, en: string, hi: string): ErrorText {
  return { en: `${quoted} ${en}`, hi: `${quoted}: ${sentence(hi)}` }
}

/** A Hindi message ends with the danda. */
export const sentence = (hi: string): string => (/[।?!]$/u.test(hi) ? hi : `${hi}।`)

/** The core's birth-data problems (src/jyotisha: BirthDataError), by their English. */
export const BIRTH_PROBLEMS_HI: Readonly<Record<string, string>> = {
  'must be an offset from UTC, +HH:MM or +HH:MM:SS (−15:59:59 to +15:59:59), or lmt':
    'UTC से घड़ी का अंतर होना चाहिए, +HH:MM या +HH:MM:SS (−15:59:59 से +15:59:59 तक), या lmt',
  'must be a calendar date YYYY-MM-DD': 'YYYY-MM-DD रूप में कैलेंडर की तिथि होनी चाहिए',
  'is not a date of the calendar (month 01–12, day within the month)':
    'कैलेंडर की कोई तिथि नहीं है (महीना 01–12, दिन उसी महीने के भीतर)',
  'must be HH:MM or HH:MM:SS on the 24-hour clock': '24 घंटे की घड़ी का समय HH:MM या HH:MM:SS होना चाहिए',
  'must be a clock time from 00:00:00 to 23:59:59': '00:00:00 से 23:59:59 तक का घड़ी का समय होना चाहिए',
  'does not exist on that date in `birthData.timezone`: the clocks were moved forward past it (daylight saving or a change of zone). Give the clock time as it was actually read, or the time in standard time with the matching timezone':
    'उस तिथि को `birthData.timezone` में यह समय आया ही नहीं: घड़ियाँ इसे लाँघकर आगे कर दी गई थीं (डेलाइट सेविंग या समय क्षेत्र के बदलाव से)। घड़ी पर जो समय सचमुच पढ़ा गया था वही दें, या मानक समय में समय, उसी के समय क्षेत्र के साथ',
  'is outside the covered years: births from 1800-01-02 to 2149-12-31 (UTC)':
    'गणना के वर्षों से बाहर है: 1800-01-02 से 2149-12-31 (UTC) तक के जन्म ही लिए जाते हैं',
  'is required for the Chara daśā, which starts from the lagna':
    'चर दशा के लिए आवश्यक है, क्योंकि वह लग्न से आरंभ होती है',
}

/** The core's refusal where Placidus has no houses (HousesUndefinedError), by its English. */
export const HOUSES_UNDEFINED_HI: Readonly<Record<string, string>> = {
  'Placidus houses are undefined at this latitude and moment: part of the ecliptic neither rises nor sets':
    'इस अक्षांश पर इस क्षण प्लेसिडस भाव बनते ही नहीं: क्रांतिवृत्त का एक भाग न उदित होता है, न अस्त।',
}

/** The Hindi of a core message (`table` by its English), the English where it has none. */
export const coreHindi = (table: Readonly<Record<string, string>>, en: string): string => table[en] ?? en

/** What a `pattern` of the schemas asks for, by the pattern (the English says the field's description). */
export const PATTERNS_HI: Readonly<Record<string, string>> = {
  '^\\d{2}:\\d{2}(:\\d{2})?$': '24 घंटे की घड़ी का समय HH:MM या HH:MM:SS होना चाहिए (समय ज्ञात न हो तो इसे छोड़ दें)',
  [STATED_OFFSET.source]:
    'UTC से घड़ी का अंतर +HH:MM या +HH:MM:SS होना चाहिए (घंटे 00–15), या जन्मस्थान के स्थानीय माध्य समय के लिए lmt',
  '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$': '`#rgb` या `#rrggbb` रूप में रंग होना चाहिए',
  '^#[0-9a-fA-F]{6}$': '`#rrggbb` रूप में रंग होना चाहिए',
  '^[A-Za-z0-9 -]{1,64}$':
    'फ़ॉन्ट परिवार का नाम होना चाहिए: अंग्रेज़ी वर्णमाला के अक्षर, अंक, रिक्त स्थान और हाइफ़न, अधिकतम 64',
  '^[\\x21-\\x7e]+$': '1 से 255 तक दिखने वाले ASCII वर्ण होने चाहिए',
  '^\\d{4}-\\d{2}-\\d{2}$': 'YYYY-MM-DD रूप में कैलेंडर की तिथि होनी चाहिए',
}

/** The muhūrta's refusal of a medical procedure (readings/muhurta/catalogue.ts MEDICAL_REFUSAL) in
 *  Hindi: the words of medicine the Hindi policy refuses are written around. */
export const MEDICAL_REFUSAL_HI =
  'स्वास्थ्य से जुड़ी किसी प्रक्रिया का उल्लेख करता है। उसका समय आपकी देखभाल कर रहे विशेषज्ञ ही तय करते हैं, और यह ' +
  'सेवा ऐसी किसी प्रक्रिया, प्रसव या देखभाल के किसी क्रम के लिए समय नहीं चुनती; कृपया उन्हीं की सलाह मानें। यदि ' +
  'अनुरोध किसी और कार्य के लिए है, तो केवल उसी का वर्णन करें, या `freeText` के बिना उसका `eventId` भेजें।'
