/**
 * A rule's grounds in Hindi (issue 36, item 3): each fact describe.ts finds, said as a Hindi jyotiṣī
 * says it to a client, with the same content as the English sentence (factInEnglish) and nothing more.
 *
 * - Houses by their Sanskrit ordinals (सप्तम भाव), as Hindi almanacs and jyotiṣa books name them; a
 *   house's lord «सप्तम भाव का स्वामी».
 * - Graha, sign and yoga names from the Hindi name table (data/names/hi.json), the same words `names`
 *   gives in an answer.
 * - The Moon in running prose is चंद्रमा (चंद्र is its name as a label).
 * - Every graha is grammatically masculine in Hindi (सूर्य, चंद्र, मंगल … केतु), so a sentence about one
 *   agrees in the masculine singular.
 * - A sentence ends with the danda «।».
 */
import { SIGNS } from '../astro/index.js'
import type { Compound } from '../jyotisha/dignity.js'
import type { Graha } from '../jyotisha/grahas.js'
import type { NameTable } from '../i18n/languages.js'
import type { Fact, GrahaPart, HousePart } from './describe.js'

type Names = NameTable['names']

/** The Sanskrit ordinals Hindi writes houses with: 1 → प्रथम … 12 → द्वादश. */
export const HINDI_ORDINALS = [
  'प्रथम',
  'द्वितीय',
  'तृतीय',
  'चतुर्थ',
  'पंचम',
  'षष्ठ',
  'सप्तम',
  'अष्टम',
  'नवम',
  'दशम',
  'एकादश',
  'द्वादश',
] as const

export const hindiOrdinal = (n: number): string => HINDI_ORDINALS[n - 1]!

/** «क», «क और ख», «क, ख और ग». */
export function joinHindi(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} और ${words.at(-1)}`
}

/** «आपके सप्तम भाव», «आपके नवम और द्वादश भावों» (before a postposition). */
const houses = (hs: readonly number[]): string =>
  hs.length === 1 ? `आपके ${hindiOrdinal(hs[0]!)} भाव` : `आपके ${joinHindi(hs.map(hindiOrdinal))} भावों`

/** A sign named with the graha's dignity in it: «अपनी मूलत्रिकोण राशि मेष», «शत्रु की राशि कर्क». */
const DIGNITY: Readonly<Record<string, string>> = {
  exalted: 'अपनी उच्च राशि',
  moolatrikona: 'अपनी मूलत्रिकोण राशि',
  own: 'अपनी ही राशि',
  friendly: 'मित्र की राशि',
  neutral: 'सम राशि',
  enemy: 'शत्रु की राशि',
  debilitated: 'अपनी नीच राशि',
}

const VARGA_DIGNITY: Readonly<Record<string, string>> = {
  exalted: 'वहाँ वह उच्च का है',
  own: 'वहाँ वह अपनी राशि में है',
  debilitated: 'वहाँ वह नीच का है',
}

/** The divisional charts by their Hindi names (no chart codes: a Hindi reading holds no Latin letters). */
const VARGA: Readonly<Record<string, string>> = {
  D2: 'होरा कुंडली',
  D3: 'द्रेष्काण कुंडली',
  D4: 'चतुर्थांश कुंडली',
  D7: 'सप्तांश कुंडली',
  D9: 'नवांश कुंडली',
  D10: 'दशांश कुंडली',
  D12: 'द्वादशांश कुंडली',
  D16: 'षोडशांश कुंडली',
  D20: 'विंशांश कुंडली',
  D24: 'चतुर्विंशांश कुंडली',
  D30: 'त्रिंशांश कुंडली',
  D60: 'षष्ट्यंश कुंडली',
}

const KARAKA: Readonly<Record<string, string>> = {
  atmakaraka: 'आपका आत्मकारक (स्वयं का कारक)',
  amatyakaraka: 'आपका अमात्यकारक (कार्यक्षेत्र और परामर्श का कारक)',
  bhratrikaraka: 'आपका भ्रातृकारक (भाई-बहनों और सहयोगियों का कारक)',
  matrikaraka: 'आपका मातृकारक (माता और घर का कारक)',
  putrakaraka: 'आपका पुत्रकारक (संतान और सृजन का कारक)',
  gnatikaraka: 'आपका ज्ञातिकारक (प्रतिद्वंद्वियों और कुटुंब का कारक)',
  darakaraka: 'आपका दाराकारक (जीवनसाथी का कारक)',
}

/** Who runs a level of the daśā, before the graha's name: «चल रही महादशा का स्वामी». */
const LEVEL: Readonly<Record<string, string>> = {
  period: 'इस दशा का स्वामी',
  chapter: 'चल रही महादशा का स्वामी',
  stretch: 'चल रही प्रत्यंतर्दशा का स्वामी',
  mahadasha: 'चल रही महादशा का स्वामी',
  antardasha: 'चल रही अंतर्दशा का स्वामी',
}

const PHASE: Readonly<Record<string, string>> = {
  rising: 'पहले चरण में (चंद्रमा से द्वादश भाव में)',
  peak: 'मध्य चरण में (चंद्रमा के ऊपर)',
  setting: 'अंतिम चरण में (चंद्रमा से द्वितीय भाव में)',
}

/** Two grahas' compound friendship in this chart, as «… हैं» completes it. */
export const HINDI_FRIENDSHIP: Readonly<Record<Compound, string>> = {
  'great friend': 'घनिष्ठ मित्र',
  friend: 'मित्र',
  neutral: 'एक-दूसरे के प्रति सम',
  enemy: 'एक-दूसरे के विरोधी',
  'great enemy': 'एक-दूसरे के कड़े विरोधी',
}

/** A graha as Hindi prose names it: the name table's word, the Moon as चंद्रमा (चंद्र is its name as a
 *  label, and in चंद्र राशि). */
export function hindiGraha(names: Names, g: string): string {
  return g === 'Moon' ? 'चंद्रमा' : (names.grahas[g] ?? g)
}

/** «अपनी मूलत्रिकोण राशि मेष», «अपनी नीच राशि मकर (जहाँ उसका नीचत्व भंग होता है: नीचभंग)». */
export function signWithDignity(names: Names, sign: number, dignity: string, neechaBhanga: boolean): string {
  return `${DIGNITY[dignity]} ${names.signs[SIGNS[sign]!]}${neechaBhanga ? ' (जहाँ उसका नीचत्व भंग होता है: नीचभंग)' : ''}`
}

/** The renderer of facts in Hindi with the name table's words. */
export function hindiFacts(names: Names): (fact: Fact) => string {
  const graha = (g: Graha | string) => hindiGraha(names, g)
  const grahas = (gs: readonly Graha[]) => joinHindi(gs.map(graha))
  const sign = (s: number) => `${names.signs[SIGNS[s]!]} राशि`
  const yoga = (y: string) => names.chartYogas[y] ?? `${y} योग`

  /** A part as a clause ending in its verb, the graha its subject. */
  function grahaPart(p: GrahaPart): string {
    switch (p.kind) {
      case 'place': {
        const signed =
          p.sign === undefined
            ? null
            : p.dignity === undefined
              ? `${sign(p.sign)} में`
              : `${signWithDignity(names, p.sign, p.dignity, p.neechaBhanga === true)} में`
        const where = [
          ...(p.house !== undefined ? [`आपके ${hindiOrdinal(p.house)} भाव में`] : []),
          ...(signed ? [signed] : []),
        ].join(', ')
        return `${where} स्थित है`
      }
      case 'fromMoon':
        return p.house === 1 ? 'आपकी चंद्र राशि में ही है' : `आपके चंद्रमा से ${hindiOrdinal(p.house)} स्थान पर है`
      case 'owns':
        return `${houses(p.houses)} का स्वामी है`
      case 'retrograde':
        return p.yes ? 'वक्री है' : 'मार्गी है'
      case 'combust':
        return p.yes ? 'सूर्य के निकट होने से अस्त है' : 'सूर्य से दूर होने से अस्त नहीं है'
      case 'with':
        return `${grahas(p.grahas)} के साथ एक ही राशि में है`
      case 'aspectedBy':
        return `${grahas(p.grahas)} की दृष्टि पाता है`
      case 'nature':
        return p.benefic ? 'यहाँ नैसर्गिक शुभ ग्रह की तरह काम करता है' : 'यहाँ नैसर्गिक अशुभ ग्रह की तरह काम करता है'
      case 'strength':
        return p.strong ? 'षड्बल में बलवान है' : 'षड्बल में अपने आवश्यक बल से कम है'
      case 'vargottama':
        return p.yes ? 'वर्गोत्तम है, नवांश में भी उसी राशि में' : 'नवांश में राशि बदल लेता है'
      case 'varga':
        return `${VARGA[p.chart]} में ${p.house !== undefined ? `${hindiOrdinal(p.house)} भाव में, ` : ''}${sign(p.sign)} में है${p.dignity ? `; ${VARGA_DIGNITY[p.dignity]}` : ''}`
      case 'transitFromMoon':
        return `अभी गोचर में आपके चंद्रमा से ${hindiOrdinal(p.house)} भाव से गुज़र रहा है`
      case 'transitFavourable':
        return p.state === 'free'
          ? 'शुभ स्थान से, बिना किसी वेध के, गोचर कर रहा है'
          : p.state === 'obstructed'
            ? 'शुभ स्थान से गोचर कर रहा है, पर उस पर वेध है'
            : 'कम अनुकूल स्थान से गोचर कर रहा है'
      case 'transitBindus':
        return p.good ? 'वहाँ अपने अष्टकवर्ग में अच्छा सहारा पाता है' : 'वहाँ अपने अष्टकवर्ग में कम सहारा पाता है'
      case 'runsNow':
        return 'अभी सक्रिय है'
    }
  }

  /** A house part as a clause: `first` right after «आपका सप्तम भाव (तुला राशि)», else after «उसमें/उस पर». */
  function housePart(p: HousePart): { first: string; then: string } {
    switch (p.kind) {
      case 'empty':
        return { first: 'खाली है, उसमें कोई ग्रह नहीं है', then: 'उसमें कोई ग्रह नहीं है' }
      case 'holds': {
        const v = p.grahas.length > 1 ? 'हैं' : 'है'
        return { first: `में ${grahas(p.grahas)} ${v}`, then: `उसमें ${grahas(p.grahas)} ${v}` }
      }
      case 'aspectedBy':
        return {
          first: `पर ${grahas(p.grahas)} की दृष्टि है`,
          then: `उस पर ${grahas(p.grahas)} की दृष्टि है`,
        }
      case 'sarva': {
        const s = p.good ? 'सर्वाष्टकवर्ग में अच्छा सहारा है' : 'सर्वाष्टकवर्ग में कम सहारा है'
        return { first: `को ${s}`, then: `उसे ${s}` }
      }
      case 'doubleTransit': {
        const s = p.yes
          ? 'अभी गुरु और शनि दोनों गोचर में स्पर्श करते हैं, हर एक उसमें बैठकर या उस पर पूर्ण दृष्टि डालकर'
          : 'अभी गुरु और शनि दोनों एक साथ स्पर्श नहीं करते'
        return { first: `को ${s}`, then: `उसे ${s}` }
      }
    }
  }

  return (fact) => {
    switch (fact.kind) {
      case 'graha': {
        const g = graha(fact.graha)
        const w = fact.who
        const who =
          w.kind === 'lordOf'
            ? `आपके ${hindiOrdinal(w.house)} भाव का स्वामी ${g}`
            : w.kind === 'level'
              ? `${LEVEL[w.level]} ${g}`
              : w.kind === 'karaka'
                ? `${KARAKA[w.karaka]} ${g}`
                : g
        return `${who} ${joinHindi(fact.parts.map(grahaPart))}।`
      }
      case 'grahaIsKaraka':
        return `${graha(fact.graha)} ${KARAKA[fact.karaka]} है।`
      case 'grahaIsLord':
        return `${graha(fact.graha)} आपके ${hindiOrdinal(fact.house)} भाव का स्वामी है।`
      case 'house': {
        const [first, ...rest] = fact.parts.map(housePart)
        const head = `आपका ${hindiOrdinal(fact.house)} भाव (${sign(fact.sign)})`
        const lead =
          first!.first.startsWith('में') || first!.first.startsWith('पर') || first!.first.startsWith('को')
            ? `आपके ${hindiOrdinal(fact.house)} भाव (${sign(fact.sign)}) ${first!.first}`
            : `${head} ${first!.first}`
        return `${joinHindi([lead, ...rest.map((p) => p.then)])}।`
      }
      case 'sameLord':
        return `${graha(fact.graha)} चल रही महादशा और अंतर्दशा, दोनों का स्वामी है।`
      case 'relation': {
        const parts: string[] = []
        if (fact.apart) {
          const [n, back] = fact.apart
          parts.push(
            n === 1
              ? 'एक ही राशि में हैं'
              : n === back
                ? `एक-दूसरे से ${hindiOrdinal(n)} स्थान पर हैं`
                : `एक-दूसरे से ${hindiOrdinal(n)} और ${hindiOrdinal(back)} स्थान पर हैं`,
          )
        }
        if (fact.friendship) parts.push(`इस कुंडली में ${HINDI_FRIENDSHIP[fact.friendship as Compound]} हैं`)
        return `${graha(fact.chapter)} (महादशा) और ${graha(fact.period)} (अंतर्दशा) ${joinHindi(parts)}।`
      }
      case 'yoga':
        return fact.formed
          ? `आपकी कुंडली में ${fact.grahas ? `${grahas(fact.grahas)} से ` : ''}${yoga(fact.yoga)} बनता है।`
          : `आपकी कुंडली में ${yoga(fact.yoga)} की रूपरेखा है, पर वह भंग हो जाता है।`
      case 'yogas':
        return `आपकी कुंडली में ${joinHindi(fact.yogas.map(yoga))} ${fact.yogas.length > 1 ? 'बनते हैं' : 'बनता है'}।`
      case 'timeUnknown':
        return 'जन्म समय ज्ञात नहीं है, इसलिए भाव चंद्रमा से गिने गए हैं।'
      case 'moonPhase':
        return fact.waxing
          ? 'आपका जन्म शुक्ल पक्ष में, बढ़ते चंद्रमा के समय हुआ।'
          : 'आपका जन्म कृष्ण पक्ष में, घटते चंद्रमा के समय हुआ।'
      case 'sadeSati':
        return fact.phase
          ? `शनि आपकी चंद्र राशि के चारों ओर अपनी साढ़े सात वर्ष की यात्रा (साढ़ेसाती) के ${PHASE[fact.phase]} है।`
          : 'शनि अभी आपके चंद्रमा के ऊपर से नहीं गुज़र रहा है।'
    }
  }
}
