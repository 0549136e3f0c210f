/**
 * What each of the fifteen domains reads (jyotisha.md §5.2; corpus-facts.md §5): its houses (the first
 * is the house of the domain itself), its natural kārakas, its chara kāraka where the texts name one, and
 * the event /v1/interpret times for it, with the ages it is looked for in. The significators of an event
 * are fixed and declared here, so that the agreement between methods can fail.
 */
import type { ChartFacts } from '../jyotisha/facts.js'
import { lordOfHouse, occupantsOfHouse } from '../jyotisha/facts.js'
import { GRAHAS, type Graha } from '../jyotisha/grahas.js'
import type { Domain, Karaka } from '../corpus/vocabulary.js'

export interface DomainProfile {
  /** Plain words for the domain. */
  words: string
  /** The same in Hindi, in the oblique case (every sentence puts a postposition after them: «विवादों और
   *  उनके निपटारे का कारक»), and the event's words in Hindi. */
  hi: { words: string; event: string }
  houses: readonly number[]
  karakas: readonly Graha[]
  charaKaraka?: Karaka
  event: { type: string; words: string; minAge: number; maxAge: number }
}

export const DOMAIN_PROFILES: Readonly<Record<Domain, DomainProfile>> = {
  career: {
    hi: { words: 'कार्यक्षेत्र और आजीविका', event: 'कार्यक्षेत्र में बदलाव या उन्नति' },
    words: 'work and career',
    houses: [10, 6, 2, 11],
    karakas: ['Sun', 'Saturn'],
    charaKaraka: 'amatyakaraka',
    event: { type: 'career_change', words: 'a change or rise in work', minAge: 18, maxAge: 65 },
  },
  business: {
    hi: { words: 'व्यापार और उद्यम', event: 'किसी उद्यम की शुरुआत या विस्तार' },
    words: 'business and enterprise',
    houses: [7, 10, 11, 3],
    karakas: ['Mercury'],
    event: { type: 'venture_start', words: 'starting or growing a venture', minAge: 20, maxAge: 65 },
  },
  finance: {
    hi: { words: 'संसाधन और लाभ', event: 'संसाधनों में उल्लेखनीय वृद्धि' },
    words: 'resources and gains',
    houses: [2, 11, 5, 9],
    karakas: ['Jupiter', 'Venus'],
    event: { type: 'major_gain', words: 'a marked rise in resources', minAge: 18, maxAge: 75 },
  },
  children: {
    hi: { words: 'संतान और सृजनशीलता', event: 'पहली संतान' },
    words: 'children and creativity',
    houses: [5, 9],
    karakas: ['Jupiter'],
    charaKaraka: 'putrakaraka',
    event: { type: 'first_child', words: 'a first child', minAge: 20, maxAge: 45 },
  },
  property: {
    hi: { words: 'घर और संपत्ति', event: 'घर बदलना या संपत्ति की ख़रीद' },
    words: 'home and property',
    houses: [4, 11],
    karakas: ['Mars', 'Venus'],
    charaKaraka: 'matrikaraka',
    event: {
      type: 'property_move_or_purchase',
      words: 'a move or a purchase of property',
      minAge: 21,
      maxAge: 70,
    },
  },
  education: {
    hi: { words: 'विद्या और शिक्षा', event: 'उच्च शिक्षा' },
    words: 'learning and education',
    houses: [4, 5, 9, 2],
    karakas: ['Mercury', 'Jupiter'],
    event: { type: 'higher_studies', words: 'higher studies', minAge: 16, maxAge: 35 },
  },
  travel: {
    hi: { words: 'यात्रा और दूर के स्थानों', event: 'लंबी यात्रा या विदेश जाना' },
    words: 'travel and distant places',
    houses: [12, 9, 3],
    karakas: ['Rahu', 'Moon'],
    event: {
      type: 'long_journey_or_move_abroad',
      words: 'a long journey or a move abroad',
      minAge: 16,
      maxAge: 70,
    },
  },
  spirituality: {
    hi: { words: 'आध्यात्मिक जीवन', event: 'आध्यात्मिक जीवन का कोई मोड़' },
    words: 'spiritual life',
    houses: [9, 12, 5],
    karakas: ['Jupiter', 'Ketu'],
    charaKaraka: 'atmakaraka',
    event: { type: 'spiritual_turning_point', words: 'a spiritual turning point', minAge: 20, maxAge: 80 },
  },
  lineage: {
    hi: { words: 'पिता, गुरुजन और वंश-परंपरा', event: 'पिता या वंश-परंपरा से जुड़ा कोई पड़ाव' },
    words: 'the father, teachers and the family line',
    houses: [9, 10, 4],
    karakas: ['Sun'],
    event: {
      type: 'lineage_milestone',
      words: 'a milestone with the father or the family line',
      minAge: 18,
      maxAge: 70,
    },
  },
  reputation: {
    hi: { words: 'प्रतिष्ठा और मान-सम्मान', event: 'सार्वजनिक पहचान' },
    words: 'reputation and standing',
    houses: [10, 1, 11],
    karakas: ['Sun'],
    event: { type: 'recognition', words: 'public recognition', minAge: 20, maxAge: 75 },
  },
  partnerships: {
    hi: { words: 'साझेदारी और अनुबंध', event: 'नई साझेदारी' },
    words: 'partnerships and agreements',
    houses: [7, 11, 3],
    karakas: ['Mercury', 'Venus'],
    event: { type: 'new_partnership', words: 'a new partnership', minAge: 20, maxAge: 70 },
  },
  legal: {
    hi: { words: 'विवादों और उनके निपटारे', event: 'किसी विवाद का निपटारा' },
    words: 'disputes and their settling',
    houses: [6, 7, 12],
    karakas: ['Mars', 'Saturn'],
    event: { type: 'dispute_settled', words: 'settling a dispute', minAge: 20, maxAge: 75 },
  },
  family: {
    hi: { words: 'परिवार और घरेलू जीवन', event: 'घर-परिवार में बदलाव' },
    words: 'family and home life',
    houses: [2, 4, 3],
    karakas: ['Moon', 'Jupiter'],
    event: { type: 'household_change', words: 'a change in the household', minAge: 18, maxAge: 75 },
  },
  marriage: {
    hi: { words: 'विवाह', event: 'विवाह' },
    words: 'marriage',
    houses: [7, 2, 11],
    karakas: ['Venus', 'Jupiter'],
    charaKaraka: 'darakaraka',
    event: { type: 'marriage', words: 'marriage', minAge: 18, maxAge: 45 },
  },
  health: {
    hi: { words: 'ऊर्जा और जीवन की लय (प्रतीकात्मक)', event: 'ऊर्जा और दिनचर्या का नवीकरण' },
    words: 'vitality and rhythm (symbolic)',
    houses: [1, 6, 8],
    karakas: ['Sun', 'Moon'],
    event: { type: 'renewal_of_vitality', words: 'a renewal of energy and routine', minAge: 20, maxAge: 80 },
  },
}

/**
 * The significators of a domain's event in a chart: the lord of the domain's house, the grahas in it, its
 * natural kārakas and its chara kāraka, in the fixed order Sun … Ketu.
 */
export function significators(
  domain: Domain,
  facts: ChartFacts,
  karakas: Readonly<Record<Karaka, Graha>>,
): Graha[] {
  const p = DOMAIN_PROFILES[domain]
  const set = new Set<Graha>([
    lordOfHouse(facts, p.houses[0]!),
    ...occupantsOfHouse(facts, p.houses[0]!),
    ...p.karakas,
  ])
  if (p.charaKaraka) set.add(karakas[p.charaKaraka])
  return GRAHAS.filter((g) => set.has(g))
}
