/**
 * The 32 Nabhasa yogas (jyotisha.md §4.10; BPHS ch. 35, Brihat Jataka ch. 12): patterns of the seven
 * planets Sun to Saturn (never the nodes). Ashraya: Rajju, Musala, Nala; dala: Mala, Sarpa; akriti:
 * twenty shapes; sankhya: the number of signs occupied.
 *
 * Choices, kept simple:
 * - An akriti yoga forms when the set of houses the seven planets occupy is exactly the yoga's group:
 *   every house of the group holds a planet and no planet is outside it ("all planets in the 1st and
 *   7th" = Shakata). This keeps the akriti yogas exclusive of one another, except that Vajra and Yava are
 *   particular arrangements of Kamala's four kendras and are reported alongside it.
 * - The texts say which yoga prevails when patterns coincide (ashraya yields to akriti, sankhya to the
 *   others). No pattern is suppressed here: every one that matches is reported, so every chart shows
 *   exactly one sankhya yoga.
 * - Benefic and malefic follow facts.ts (the waxing Moon and an unafflicted Mercury are benefics).
 */
import { isBenefic, isKendra, isMalefic, KENDRAS, TRIKONAS, type ChartFacts } from '../facts.js'
import type { Planet } from '../grahas.js'
import { andList, andWho, housesPhrase, houseOf, SEVEN, signName, uniqueSorted } from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import { hiAndWho, hiHouses, hiList, hiSign } from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

const SOURCES = ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Saravali'] as const
const ALL_SEVEN = 'The seven planets, Sun to Saturn,'
const HI_ALL_SEVEN = 'सूर्य से शनि तक के सातों ग्रह'

const occupied = (c: ChartFacts): number[] => uniqueSorted(SEVEN.map((p) => houseOf(c, p)))
const run = (start: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => ((start - 1 + i) % 12) + 1)
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && b.every((h) => a.includes(h))

function akriti(groups: readonly (readonly number[])[]): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const occ = occupied(c)
    const group = groups.find((g) => sameSet(occ, g))
    if (group === undefined) return []
    const ordered = [...group].sort((a, b) => a - b)
    return [
      {
        reason: text(
          `${ALL_SEVEN} occupy exactly ${housesPhrase(ordered)}, each of them holding at least one.`,
          `${HI_ALL_SEVEN} ठीक ${hiHouses(ordered)} में हैं, और इनमें से हर भाव में कम से कम एक ग्रह है।`,
        ),
        planets: SEVEN,
        houses: ordered,
      },
    ]
  }
}

/* Ashraya: all seven in movable (modality 0), fixed (1) or dual (2) signs. */
function ashraya(modality: 0 | 1 | 2): (c: ChartFacts) => Occurrence[] {
  const kind = ['movable', 'fixed', 'dual'][modality]!
  const hiKind = ['चर', 'स्थिर', 'द्विस्वभाव'][modality]!
  return (c) => {
    if (!SEVEN.every((p) => c.grahas[p].sign % 3 === modality)) return []
    const indices = uniqueSorted(SEVEN.map((p) => c.grahas[p].sign))
    const signs = indices.map(signName)
    return [
      {
        reason: text(
          `${ALL_SEVEN} are all in ${kind} signs (${andList(signs)}).`,
          `${HI_ALL_SEVEN} ${hiKind} राशियों में हैं (${hiList(indices.map(hiSign))})।`,
        ),
        planets: SEVEN,
        houses: occupied(c),
      },
    ]
  }
}

/* Dala: at least three kendras hold a benefic (resp. malefic) and no kendra holds a planet of the other
 * kind. */
function dala(kind: 'benefic' | 'malefic'): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const mine = kind === 'benefic' ? isBenefic : isMalefic
    const inKendras = SEVEN.filter((p) => isKendra(houseOf(c, p)))
    if (!inKendras.every((p) => mine(c, p))) return []
    const kendras = uniqueSorted(inKendras.map((p) => houseOf(c, p)))
    if (kendras.length < 3) return []
    return [
      {
        reason: text(
          `${kind === 'benefic' ? 'Benefics' : 'Malefics'} (${andWho(inKendras)}) hold ${housesPhrase(kendras)}, and no ${kind === 'benefic' ? 'malefic' : 'benefic'} is in a kendra.`,
          `${kind === 'benefic' ? 'शुभ' : 'अशुभ'} ग्रह (${hiAndWho(inKendras)}) ${hiHouses(kendras)} में हैं, और किसी केंद्र में कोई ${kind === 'benefic' ? 'अशुभ' : 'शुभ'} ग्रह नहीं है।`,
        ),
        planets: inKendras,
        houses: kendras,
      },
    ]
  }
}

/*
 * Vajra: benefics in the 1st and 7th, malefics in the 4th and 10th; Yava the reverse. All seven are then
 * in kendras, each of the four holding at least one. Brihat Jataka notes that Venus and Mercury never
 * stray far enough from the Sun for these two to occur in a real sky; they are evaluated all the same.
 */
function vajraYava(
  benefics: readonly number[],
  malefics: readonly number[],
): (c: ChartFacts) => Occurrence[] {
  return (c) => {
    const ben = SEVEN.filter((p) => isBenefic(c, p))
    const mal = SEVEN.filter((p) => isMalefic(c, p))
    const holds = (ps: readonly Planet[], hs: readonly number[]) =>
      ps.every((p) => hs.includes(houseOf(c, p))) && hs.every((h) => ps.some((p) => houseOf(c, p) === h))
    if (!holds(ben, benefics) || !holds(mal, malefics)) return []
    return [
      {
        reason: text(
          `Benefics (${andWho(ben)}) hold ${housesPhrase(benefics)}, and malefics (${andWho(mal)}) hold ${housesPhrase(malefics)}.`,
          `शुभ ग्रह (${hiAndWho(ben)}) ${hiHouses(benefics)} में हैं, और अशुभ ग्रह (${hiAndWho(mal)}) ${hiHouses(malefics)} में।`,
        ),
        planets: SEVEN,
        houses: KENDRAS,
      },
    ]
  }
}

const SANKHYA = ['Gola', 'Yuga', 'Shula', 'Kedara', 'Pasha', 'Damini', 'Vallaki'] as const
const COUNT_WORDS = [
  'one sign',
  'two signs',
  'three signs',
  'four signs',
  'five signs',
  'six signs',
  'seven signs',
]
const HI_COUNT_WORDS = [
  'एक ही राशि',
  'दो राशियों',
  'तीन राशियों',
  'चार राशियों',
  'पाँच राशियों',
  'छह राशियों',
  'सात राशियों',
]

function sankhya(name: (typeof SANKHYA)[number]): (c: ChartFacts) => Occurrence[] {
  const n = SANKHYA.indexOf(name) + 1
  return (c) => {
    const signs = uniqueSorted(SEVEN.map((p) => c.grahas[p].sign))
    if (signs.length !== n) return []
    return [
      {
        reason: text(
          `${ALL_SEVEN} occupy ${COUNT_WORDS[n - 1]}: ${andList(signs.map(signName))}.`,
          `${HI_ALL_SEVEN} ${HI_COUNT_WORDS[n - 1]} में हैं: ${hiList(signs.map(hiSign))}।`,
        ),
        planets: SEVEN,
        houses: occupied(c),
      },
    ]
  }
}

type Row = [name: string, find: (c: ChartFacts) => Occurrence[], description: Text, adverse?: boolean]

const ROWS: Row[] = [
  [
    'Rajju',
    ashraya(0),
    text(
      'All planets in movable signs is traditionally linked with a love of travel and change, and success away from one’s birthplace.',
      'सभी ग्रह चर राशियों में हों तो परंपरा से इसे यात्रा और परिवर्तन के प्रति प्रेम, और जन्मस्थान से दूर सफलता से जोड़ा जाता है।',
    ),
  ],
  [
    'Musala',
    ashraya(1),
    text(
      'All planets in fixed signs is traditionally read as steadiness, determination and a settled, respected position.',
      'सभी ग्रह स्थिर राशियों में हों तो परंपरा से इसे स्थिरता, दृढ़ निश्चय और जमी हुई, सम्मानित स्थिति के रूप में पढ़ा जाता है।',
    ),
  ],
  [
    'Nala',
    ashraya(2),
    text(
      'All planets in dual signs is traditionally associated with adaptability, many skills and varied fortunes.',
      'सभी ग्रह द्विस्वभाव राशियों में हों तो परंपरा से इसे अनुकूलनशीलता, अनेक कौशलों और विविध भाग्य से जोड़ा जाता है।',
    ),
  ],
  [
    'Mala',
    dala('benefic'),
    text(
      'Benefics holding the angles is traditionally read as comfort, pleasant relationships and an agreeable life.',
      'केंद्रों में शुभ ग्रह हों तो परंपरा से इसे सुख, मधुर संबंधों और सुखद जीवन के रूप में पढ़ा जाता है।',
    ),
  ],
  [
    'Sarpa',
    dala('malefic'),
    text(
      'Malefics holding the angles is traditionally read as a life that asks for patience and resilience in the face of hardship.',
      'केंद्रों में अशुभ ग्रह हों तो परंपरा से इसे ऐसे जीवन के रूप में पढ़ा जाता है जो कठिनाइयों के सामने धैर्य और दृढ़ता माँगता है।',
    ),
    true,
  ],
  [
    'Gada',
    akriti([
      [1, 4],
      [4, 7],
      [7, 10],
      [10, 1],
    ]),
    text(
      'Planets gathered in two neighbouring angles is traditionally associated with industry, learning and effort rewarded with wealth.',
      'दो पास-पास के केंद्रों में एकत्र ग्रहों को परंपरा से उद्यम, विद्या और धन से पुरस्कृत परिश्रम से जोड़ा जाता है।',
    ),
  ],
  [
    'Shakata (Nabhasa)',
    akriti([[1, 7]]),
    text(
      'Planets confined to the 1st and 7th is traditionally read as fortunes that move in cycles, with livelihood through steady work.',
      'ग्रह केवल प्रथम और सप्तम भाव में हों तो परंपरा से इसे चक्रों में चलने वाले भाग्य के रूप में पढ़ा जाता है, जिसमें आजीविका निरंतर काम से आती है।',
    ),
  ],
  [
    'Vihaga',
    akriti([[4, 10]]),
    text(
      'Planets confined to the 4th and 10th is traditionally linked with travel, errands and work that keeps one on the move.',
      'ग्रह केवल चतुर्थ और दशम भाव में हों तो परंपरा से इसे यात्रा, दौड़-धूप और ऐसे काम से जोड़ा जाता है जो आपको चलते-फिरते रखता है।',
    ),
  ],
  [
    'Shringataka',
    akriti([TRIKONAS]),
    text(
      'Planets confined to the trines is traditionally associated with a fortunate life that improves with time.',
      'ग्रह केवल त्रिकोणों में हों तो परंपरा से इसे ऐसे सौभाग्यशाली जीवन से जोड़ा जाता है जो समय के साथ बेहतर होता जाता है।',
    ),
  ],
  [
    'Hala',
    akriti([
      [2, 6, 10],
      [3, 7, 11],
      [4, 8, 12],
    ]),
    text(
      'Planets confined to one set of trines other than the lagna’s is traditionally linked with working the land and hard, productive labour.',
      'ग्रह लग्न के अतिरिक्त किसी एक त्रिकोण-समूह तक सीमित हों तो परंपरा से इसे भूमि पर काम और कठिन, फलदायी श्रम से जोड़ा जाता है।',
    ),
  ],
  [
    'Vajra',
    vajraYava([1, 7], [4, 10]),
    text(
      'Benefics in the 1st and 7th with malefics in the 4th and 10th is traditionally read as happiness at the start and end of life, with courage.',
      'प्रथम और सप्तम में शुभ ग्रह और चतुर्थ तथा दशम में अशुभ ग्रह परंपरा से जीवन के आरंभ और अंत में सुख, साथ में साहस, के रूप में पढ़े जाते हैं।',
    ),
  ],
  [
    'Yava',
    vajraYava([4, 10], [1, 7]),
    text(
      'Malefics in the 1st and 7th with benefics in the 4th and 10th is traditionally read as the middle of life being the most comfortable, with a disciplined nature.',
      'प्रथम और सप्तम में अशुभ ग्रह और चतुर्थ तथा दशम में शुभ ग्रह परंपरा से इस रूप में पढ़े जाते हैं कि जीवन का मध्य भाग सबसे सुखद रहता है, और स्वभाव अनुशासित होता है।',
    ),
  ],
  [
    'Kamala',
    akriti([KENDRAS]),
    text(
      'Planets filling the four angles is traditionally associated with dignity, renown and a long, virtuous life.',
      'चारों केंद्रों में फैले ग्रहों को परंपरा से गरिमा, यश और लंबे, सदाचारी जीवन से जोड़ा जाता है।',
    ),
  ],
  [
    'Vapi',
    akriti([
      [2, 5, 8, 11],
      [3, 6, 9, 12],
    ]),
    text(
      'Planets confined to the succeedent or the cadent houses is traditionally linked with accumulating and keeping wealth.',
      'ग्रह केवल पणफर या केवल आपोक्लिम भावों में हों तो परंपरा से इसे धन जोड़ने और सँभालकर रखने से जोड़ा जाता है।',
    ),
  ],
  [
    'Yupa',
    akriti([run(1, 4)]),
    text(
      'Planets in the first four houses is traditionally associated with generosity, self-control and an interest in ritual and duty.',
      'पहले चार भावों में ग्रहों को परंपरा से उदारता, आत्मसंयम और अनुष्ठान तथा कर्तव्य में रुचि से जोड़ा जाता है।',
    ),
  ],
  [
    'Shara',
    akriti([run(4, 4)]),
    text(
      'Planets in the 4th to 7th houses is traditionally linked with skill with tools and a forceful, outdoor nature.',
      'चतुर्थ से सप्तम भाव तक ग्रहों को परंपरा से औज़ारों में कुशलता और ओजस्वी, बाहर सक्रिय रहने वाले स्वभाव से जोड़ा जाता है।',
    ),
  ],
  [
    'Shakti',
    akriti([run(7, 4)]),
    text(
      'Planets in the 7th to 10th houses is traditionally read as perseverance through struggle and success late in effort.',
      'सप्तम से दशम भाव तक ग्रहों को परंपरा से संघर्ष में धैर्य और प्रयास के बाद देर से मिलने वाली सफलता के रूप में पढ़ा जाता है।',
    ),
  ],
  [
    'Danda',
    akriti([run(10, 4)]),
    text(
      'Planets in the 10th to 1st houses is traditionally associated with service to others and times of distance from one’s own people.',
      'दशम से प्रथम भाव तक ग्रहों को परंपरा से दूसरों की सेवा और अपने लोगों से दूरी के समय से जोड़ा जाता है।',
    ),
  ],
  [
    'Nau',
    akriti([run(1, 7)]),
    text(
      'Planets filling the seven houses from the lagna is traditionally linked with earning through travel or water and a name that spreads.',
      'लग्न से सात भावों में फैले ग्रहों को परंपरा से यात्रा या जल से कमाई और फैलते नाम से जोड़ा जाता है।',
    ),
  ],
  [
    'Kuta',
    akriti([run(4, 7)]),
    text(
      'Planets filling the seven houses from the 4th is traditionally associated with work in remote or rugged places and a need for straight dealing.',
      'चतुर्थ से सात भावों में फैले ग्रहों को परंपरा से दूरस्थ या कठिन स्थानों में काम और सीधे-सच्चे व्यवहार की आवश्यकता से जोड़ा जाता है।',
    ),
  ],
  [
    'Chhatra',
    akriti([run(7, 7)]),
    text(
      'Planets filling the seven houses from the 7th is traditionally read as a protective nature, helping others, with comfort in later life.',
      'सप्तम से सात भावों में फैले ग्रहों को परंपरा से रक्षा करने वाले, दूसरों की सहायता करने वाले स्वभाव के रूप में पढ़ा जाता है, और जीवन के उत्तरार्ध में सुख मिलता है।',
    ),
  ],
  [
    'Chapa',
    akriti([run(10, 7)]),
    text(
      'Planets filling the seven houses from the 10th is traditionally associated with courage, guarding what is valuable and happiness that grows with time.',
      'दशम से सात भावों में फैले ग्रहों को परंपरा से साहस, मूल्यवान चीज़ों की रक्षा और समय के साथ बढ़ते सुख से जोड़ा जाता है।',
    ),
  ],
  [
    'Ardhachandra',
    akriti([2, 3, 5, 6, 8, 9, 11, 12].map((s) => run(s, 7))),
    text(
      'Planets filling seven houses from a house other than an angle is traditionally read as leadership, a pleasing presence and favour from superiors.',
      'किसी केंद्र के अतिरिक्त भाव से सात भावों में फैले ग्रहों को परंपरा से नेतृत्व, मनोहर व्यक्तित्व और वरिष्ठों की कृपा के रूप में पढ़ा जाता है।',
    ),
  ],
  [
    'Chakra',
    akriti([[1, 3, 5, 7, 9, 11]]),
    text(
      'Planets in six alternate houses from the lagna is traditionally associated with high standing and the respect of many.',
      'लग्न से एक-एक छोड़कर छह भावों में ग्रहों को परंपरा से ऊँची प्रतिष्ठा और अनेक लोगों के सम्मान से जोड़ा जाता है।',
    ),
  ],
  [
    'Samudra',
    akriti([[2, 4, 6, 8, 10, 12]]),
    text(
      'Planets in six alternate houses from the 2nd is traditionally linked with wealth, enjoyment and a generous temperament.',
      'द्वितीय से एक-एक छोड़कर छह भावों में ग्रहों को परंपरा से धन, आनंद और उदार स्वभाव से जोड़ा जाता है।',
    ),
  ],
  [
    'Vallaki',
    sankhya('Vallaki'),
    text(
      'Planets spread over seven signs is traditionally associated with a love of music and the arts and a wide circle of friends.',
      'सात राशियों में फैले ग्रहों को परंपरा से संगीत और कलाओं के प्रति प्रेम और मित्रों के बड़े समूह से जोड़ा जाता है।',
    ),
  ],
  [
    'Damini',
    sankhya('Damini'),
    text(
      'Planets spread over six signs is traditionally read as a helpful, generous nature and steady resources.',
      'छह राशियों में फैले ग्रहों को परंपरा से सहायक, उदार स्वभाव और स्थिर साधनों के रूप में पढ़ा जाता है।',
    ),
  ],
  [
    'Pasha',
    sankhya('Pasha'),
    text(
      'Planets spread over five signs is traditionally linked with skill in earning and many ties and obligations.',
      'पाँच राशियों में फैले ग्रहों को परंपरा से कमाने की कुशलता और अनेक संबंधों तथा दायित्वों से जोड़ा जाता है।',
    ),
  ],
  [
    'Kedara',
    sankhya('Kedara'),
    text(
      'Planets spread over four signs is traditionally associated with being useful to many, often through land and cultivation.',
      'चार राशियों में फैले ग्रहों को परंपरा से अनेक लोगों के काम आने से जोड़ा जाता है, प्रायः भूमि और खेती के माध्यम से।',
    ),
  ],
  [
    'Shula',
    sankhya('Shula'),
    text(
      'Planets gathered in three signs is traditionally read as a sharp, courageous temperament that meets many contests.',
      'तीन राशियों में एकत्र ग्रहों को परंपरा से तीक्ष्ण, साहसी स्वभाव के रूप में पढ़ा जाता है जो अनेक प्रतिस्पर्धाओं का सामना करता है।',
    ),
  ],
  [
    'Yuga',
    sankhya('Yuga'),
    text(
      'Planets gathered in two signs is traditionally associated with independent views and fortunes that need careful management.',
      'दो राशियों में एकत्र ग्रहों को परंपरा से स्वतंत्र विचारों और ऐसे भाग्य से जोड़ा जाता है जिसे सावधानी से सँभालना होता है।',
    ),
  ],
  [
    'Gola',
    sankhya('Gola'),
    text(
      'Planets gathered in one sign is traditionally read as a life concentrated on few things, which benefits from support and planning.',
      'एक ही राशि में एकत्र ग्रहों को परंपरा से कुछ ही बातों पर केंद्रित जीवन के रूप में पढ़ा जाता है, जिसे सहारे और योजना से लाभ मिलता है।',
    ),
  ],
]

export const NABHASA_YOGAS: YogaRule[] = ROWS.map(([name, find, description, adverse]) => ({
  name,
  category: 'Nabhasa',
  sources: SOURCES,
  description,
  find,
  ...(adverse ? { adverse } : {}),
}))
