/** The pañcāṅga: limbs, the Vedic day, its divisions, special yogas and the calendar. */
import type { SunriseDefinition } from '../../astro/index.js'
import { text, type Text } from '../../readings/text.js'

export * from './calendar.js'
export * from './day.js'
export * from './divisions.js'
export * from './festivals.js'
export * from './lagna.js'
export * from './limbs.js'
export * from './names.js'
export * from './snapshot.js'
export * from './region.js'
export * from './solar-month.js'
export { helpfulYogasAt } from './special-yogas.js'

const SUNRISE_WORDS: Record<SunriseDefinition, Text> = {
  standard: text(
    'Sunrise and sunset are the upper limb of the Sun on a sea-level horizon with 36.6′ refraction, as civil ' +
      'almanacs and Drik Panchang give them; moonrise and moonset the same for the Moon. Ask `sunrise: "hindu"` ' +
      'for the centre of the disc without refraction.',
    'सूर्योदय और सूर्यास्त वे क्षण हैं जब सूर्य-बिंब का ऊपरी किनारा समुद्र-तल के क्षितिज पर होता है, 36.6′ ' +
      'अपवर्तन के साथ, जैसा सामान्य कैलेंडर और दृक् पंचांग देते हैं; चंद्रोदय और चंद्रास्त चंद्रमा के लिए इसी ' +
      'प्रकार। अपवर्तन के बिना बिंब के केंद्र से गणना के लिए सूर्योदय की हिंदू परिभाषा माँगें।',
  ),
  hindu: text(
    'Sunrise and sunset are the centre of the Sun’s disc on the horizon without refraction (the Hindu ' +
      'definition drik-panchanga and the Sūrya Siddhānta tradition use): the Sun rises 53′ further, about 3½ ' +
      'minutes after the civil sunrise at the equator and 4 to 5 at 30°–50° of latitude; moonrise and moonset the same for the Moon.',
    'सूर्योदय और सूर्यास्त वे क्षण हैं जब सूर्य-बिंब का केंद्र क्षितिज पर होता है, अपवर्तन के बिना (यह हिंदू ' +
      'परिभाषा है, जिसे दृक् पंचांग और सूर्य सिद्धांत की परंपरा अपनाती है): सूर्य को 53′ और ऊपर आना होता है, ' +
      'इसलिए यह सूर्योदय सामान्य सूर्योदय से भूमध्य रेखा पर लगभग 3½ मिनट और 30°–50° अक्षांश पर 4 से 5 मिनट बाद ' +
      'होता है; चंद्रोदय और चंद्रास्त चंद्रमा के लिए इसी प्रकार।',
  ),
}

const COMMON: Readonly<Record<string, Text>> = {
  day: text(
    'The Vedic day runs from sunrise on the date to the next sunrise, at the place and in its zone; the vāra is the weekday at that sunrise. Every limb lists each division that runs in the day with its whole span.',
    'वैदिक दिन दिनांक के सूर्योदय से अगले सूर्योदय तक चलता है, उसी स्थान पर और उसके समय क्षेत्र में; वार उस ' +
      'सूर्योदय का दिन है। हर अंग उस दिन में चलने वाला प्रत्येक भाग उसकी पूरी अवधि के साथ देता है।',
  ),
  ayanamsa: text(
    'Sidereal longitudes use the Lahiri (Chitrapaksha) ayanamsa, true (with nutation).',
    'निरयन भोगांश लाहिड़ी (चित्रपक्ष) अयनांश से लिए गए हैं, स्पष्ट अयनांश (अक्ष-विचलन सहित)।',
  ),
  limbs: text(
    'Each start and end is found by root-finding on the ephemeris to well under a second and written to the second.',
    'हर आरंभ और अंत खगोलीय सारणी पर सटीक गणना से एक सेकंड से बहुत कम की सूक्ष्मता तक निकाला गया है और ' +
      'सेकंड तक लिखा गया है।',
  ),
  kalams: text(
    'Rāhu kālam, Yamagaṇḍa and Gulika kālam are eighths of the daytime by weekday.',
    'राहुकाल, यमगण्ड और गुलिक काल वार के अनुसार दिनमान के आठवें भाग हैं।',
  ),
  muhurtas: text(
    'Day and night are each fifteen muhūrtas. Abhijit is the 8th of the day (not observed on Wednesday, whose durmuhūrta it is); Brahma muhūrta the 14th of the night before sunrise.',
    'दिन और रात्रि दोनों पंद्रह-पंद्रह मुहूर्त के होते हैं। अभिजित मुहूर्त दिन का 8वाँ मुहूर्त है (बुधवार को ' +
      'इसे नहीं माना जाता, क्योंकि उस दिन यही दुर्मुहूर्त है); ब्रह्म मुहूर्त सूर्योदय से पहले रात्रि का 14वाँ मुहूर्त है।',
  ),
  durmuhurta: text(
    'Durmuhūrtas as Drik Panchang prints them: Sunday the 14th day muhūrta; Monday 9th and 12th; Tuesday 4th and the 7th of the night; Wednesday 8th; Thursday 6th and 12th; Friday 4th and 9th; Saturday 1st and 2nd. Karanam Ramakumar’s table (PyJHora) differs only on Saturday, the 3rd.',
    'दुर्मुहूर्त वैसे ही जैसे दृक् पंचांग छापता है: रविवार को दिन का 14वाँ मुहूर्त; सोमवार को 9वाँ और 12वाँ; ' +
      'मंगलवार को चौथा और रात्रि का 7वाँ; बुधवार को 8वाँ; गुरुवार को छठा और 12वाँ; शुक्रवार को चौथा और 9वाँ; ' +
      'शनिवार को पहला और दूसरा। करणम् रामकुमार की सारणी (पाइजेहोरा) केवल शनिवार को भिन्न है: वहाँ तीसरा।',
  ),
  godhuli: text(
    'Godhūli is the first ghaṭī of the night: from sunset for one thirtieth of the night, as Drik Panchang’s printed days give it. Some texts give twelve minutes either side of sunset.',
    'गोधूलि मुहूर्त रात्रि की पहली घटी है: सूर्यास्त से रात्रि के तीसवें भाग तक, जैसा दृक् पंचांग के छपे दिन ' +
      'देते हैं। कुछ ग्रंथ सूर्यास्त के दोनों ओर बारह-बारह मिनट देते हैं।',
  ),
  varjyam: text(
    'Varjyam and Amṛta kālam are four ghaṭīs of each nakṣatra’s own span, from the ghaṭī the common table fixes (Mūla’s Varjyam at 56; some South Indian almanacs give Mūla a second at 20).',
    'वर्ज्य और अमृत काल हर नक्षत्र की अपनी अवधि की चार घटियाँ हैं, उस घटी से जो प्रचलित सारणी तय करती है ' +
      '(मूल का वर्ज्य 56वीं घटी से; कुछ दक्षिण भारतीय पंचांग मूल को 20वीं घटी से दूसरा वर्ज्य भी देते हैं)।',
  ),
  specialYogas: text(
    'Special yogas hold where the weekday (sunrise to sunrise) meets the nakṣatra, and for the Puṣkara yogas the tithi. Amṛta Siddhi on Monday is Mrigashira (B. V. Raman gives Shravana). Ravi yoga counts the Moon’s nakṣatra from the Sun’s among 27; Āḍal and Viḍāl among 28, with Abhijit.',
    'विशेष योग वहाँ बनते हैं जहाँ वार (सूर्योदय से सूर्योदय तक) नक्षत्र से मिलता है, और पुष्कर योगों में तिथि ' +
      'भी। सोमवार को अमृत सिद्धि योग मृगशिरा से बनता है (बी. वी. रमन श्रवण देते हैं)। रवि योग में चंद्रमा का ' +
      'नक्षत्र सूर्य के नक्षत्र से 27 में गिना जाता है; आडल और विडाल योग में अभिजित सहित 28 में।',
  ),
  bhadra: text(
    'Bhadrā is every Viṣṭi karaṇa, whatever the Moon’s sign (some almanacs disregard it when the Moon is outside Cancer, Leo, Aquarius and Pisces).',
    'भद्रा हर विष्टि करण है, चंद्रमा किसी भी राशि में हो (कुछ पंचांग इसे तब नहीं मानते जब चंद्रमा कर्क, सिंह, ' +
      'कुंभ और मीन से बाहर हो)।',
  ),
  panchaka: text(
    'Pañcaka is the Moon in sidereal Aquarius and Pisces, from the 3rd pada of Dhanishta to the end of Revati; each span is given whole, from the Moon’s entry into Aquarius to its exit from Pisces, though only part of it falls in the day.',
    'पंचक निरयन कुंभ और मीन में चंद्रमा है, धनिष्ठा के तीसरे चरण से रेवती के अंत तक; हर अवधि पूरी दी गई है, ' +
      'चंद्रमा के कुंभ में प्रवेश से मीन से निकलने तक, भले ही उसका केवल एक भाग उस दिन में पड़े।',
  ),
  choghadiya: text(
    'Choghaḍiyā are eighths of the day and of the night; horā twelfths of each, the first ruled by the weekday’s lord.',
    'चौघड़िया दिन और रात्रि के आठवें भाग हैं; होरा हर एक का बारहवाँ भाग, और पहली होरा वार के स्वामी की होती है।',
  ),
  lunarMonth: text(
    'The lunar month at sunrise: amānta from new moon to new moon, named by the Sun’s sidereal sign at the new moon that begins it; pūrṇimānta gives the dark fortnight the next month’s name. A month in which the Sun enters no sign is adhika and keeps its name in both.',
    'चांद्र मास सूर्योदय के समय का: अमांत मास अमावस्या से अमावस्या तक, और उसका नाम उसे आरंभ करने वाली ' +
      'अमावस्या पर सूर्य की निरयन राशि से; पूर्णिमांत में कृष्ण पक्ष को अगले मास का नाम मिलता है। जिस मास में ' +
      'सूर्य किसी राशि में प्रवेश नहीं करता, वह अधिक मास है और दोनों पद्धतियों में अपना नाम रखता है।',
  ),
  samvat: text(
    'Vikram and Śaka years begin at Chaitra Śukla Pratipada (Vikram = Śaka + 135). Gujarat’s Vikram year begins at Kartika Śukla Pratipada instead.',
    'विक्रम और शक संवत् चैत्र शुक्ल प्रतिपदा से आरंभ होते हैं (विक्रम = शक + 135)। गुजरात का विक्रम संवत् ' +
      'इसके बदले कार्तिक शुक्ल प्रतिपदा से आरंभ होता है।',
  ),
  ritu: text(
    'Ṛtu by the lunar month (Chaitra and Vaishakha Vasanta, …) and ayana by the Sun’s sidereal sign (Uttarayana from Makara Saṅkrānti), both as at sunrise: a saṅkrānti later in the day shows in `sankranti`, with the ayana it begins. `rituTropical` and `ayanaTropical` give both by the tropical Sun, as Drik Panchang’s “Drik Ritu” and “Drik Ayana”.',
    'ऋतु चांद्र मास से (चैत्र और वैशाख में वसंत, …) और अयन सूर्य की निरयन राशि से (मकर संक्रांति से उत्तरायण), ' +
      'दोनों सूर्योदय के समय के अनुसार: दिन में बाद में होने वाली संक्रांति, उससे आरंभ होने वाले अयन सहित, ' +
      'संक्रांति के भाग में दी जाती है। सायन ऋतु और सायन अयन, दोनों सायन सूर्य से दिए गए हैं, जैसे दृक् पंचांग ' +
      'की «दृक् ऋतु» और «दृक् अयन»।',
  ),
  solarMonth: text(
    'Solar months run from saṅkrānti to saṅkrānti (the true Sun entering a Lahiri sidereal sign). The day a regional month begins follows Sewell and Dikshit’s rules (The Indian Calendar, §28): Tamil, the same day if the saṅkrānti falls before sunset, else the next; Malayalam, the same day if it falls in the first three fifths of the daytime, else the next; Bengali, the day after the saṅkrānti’s civil date (midnight to midnight, with a ghaṭī of grace after midnight, as Drik Panchang keeps it). Counted at the place and in its zone. Vākya and Sūrya Siddhānta almanacs place some saṅkrāntis hours apart from the true Sun, and so some month starts a day apart. No Odia or Punjabi months: their rules are not settled enough to print.',
    'सौर मास संक्रांति से संक्रांति तक चलते हैं (स्पष्ट सूर्य का लाहिड़ी निरयन राशि में प्रवेश)। किसी क्षेत्रीय मास ' +
      'का पहला दिन सीवेल और दीक्षित के नियमों से तय होता है («द इंडियन कैलेंडर», §28): तमिल में, संक्रांति ' +
      'सूर्यास्त से पहले हो तो उसी दिन, नहीं तो अगले दिन; मलयालम में, दिनमान के पहले तीन-पाँचवें भाग में हो तो उसी ' +
      'दिन, नहीं तो अगले दिन; बांग्ला में, संक्रांति की नागरिक तिथि (आधी रात से आधी रात तक, आधी रात के बाद एक ' +
      'घटी की छूट के साथ, जैसा दृक् पंचांग रखता है) का अगला दिन। गणना उसी स्थान पर और उसके समय क्षेत्र में है। ' +
      'वाक्य और सूर्य सिद्धांत पंचांग कुछ संक्रांतियाँ स्पष्ट सूर्य से कुछ घंटे अलग रखते हैं, इसलिए कुछ मास एक दिन ' +
      'आगे-पीछे आरंभ होते हैं। ओड़िया और पंजाबी मास नहीं दिए गए: उनके नियम छापने योग्य रूप से तय नहीं हैं।',
  ),
}

/** The `conventions` of a pañcāṅga answer, by sunrise definition, in each language. */
export const PANCHANGA_CONVENTIONS: Readonly<Record<SunriseDefinition, Readonly<Record<string, Text>>>> = {
  standard: { sunrise: SUNRISE_WORDS.standard, ...COMMON },
  hindu: { sunrise: SUNRISE_WORDS.hindu, ...COMMON },
}
