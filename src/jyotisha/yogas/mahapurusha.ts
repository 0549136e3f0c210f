/**
 * The five Pancha Mahapurusha yogas (jyotisha.md §4.1): Mars, Mercury, Jupiter, Venus or Saturn in its
 * own or exaltation sign AND in a kendra from the lagna. Variant: kendras from the lagna only (the BPHS
 * and Phaladeepika reading that §11 recommends; testing from the Moon too is a modern addition), with
 * whole signs (Mercury anywhere in Virgo, the Moon not involved), as §4.1 says.
 */
import { isKendra } from '../facts.js'
import type { Planet } from '../grahas.js'
import { ordinal, placed, signStanding } from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import { hiOrd, hiPlaced, hiSignStanding } from './hindi.js'
import type { YogaRule } from './types.js'

const SOURCES = ['Brihat Parashara Hora Shastra', 'Phaladeepika', 'Saravali', 'Jataka Parijata'] as const

/** Own and exaltation signs, whole signs (0 = Aries). */
const MAHAPURUSHA: readonly [name: string, planet: Planet, signs: readonly number[], description: Text][] = [
  [
    'Ruchaka',
    'Mars',
    [0, 7, 9],
    text(
      'A dignified Mars in an angle is traditionally linked with courage, vigour and a readiness to take the lead. Its results are read together with the rest of the chart.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित मंगल को परंपरा से साहस, ऊर्जा और आगे बढ़कर नेतृत्व करने की तत्परता से जोड़ा जाता है। इसका फल पूरी कुंडली के साथ मिलाकर देखा जाता है।',
    ),
  ],
  [
    'Bhadra',
    'Mercury',
    [2, 5],
    text(
      'A dignified Mercury in an angle is traditionally associated with a quick intellect, skill with words and numbers, and aptitude for learning and trade.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित बुध को परंपरा से तीव्र बुद्धि, शब्दों और अंकों में कुशलता, और विद्या तथा व्यापार की योग्यता से जोड़ा जाता है।',
    ),
  ],
  [
    'Hamsa',
    'Jupiter',
    [3, 8, 11],
    text(
      'A dignified Jupiter in an angle is traditionally read as favouring wisdom, good conduct, learning and the respect of others.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित गुरु को परंपरा से ज्ञान, सदाचार, विद्या और दूसरों के सम्मान के अनुकूल माना जाता है।',
    ),
  ],
  [
    'Malavya',
    'Venus',
    [1, 6, 11],
    text(
      'A dignified Venus in an angle is traditionally associated with refinement, artistic taste, comfort and harmonious relationships.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित शुक्र को परंपरा से परिष्कार, कलात्मक रुचि, सुख-सुविधा और मधुर संबंधों से जोड़ा जाता है।',
    ),
  ],
  [
    'Shasha',
    'Saturn',
    [6, 9, 10],
    text(
      'A dignified Saturn in an angle is traditionally linked with perseverance, organising ability and authority earned through steady effort.',
      'केंद्र में अपनी राशि या उच्च राशि में स्थित शनि को परंपरा से धैर्य, संगठन की क्षमता और निरंतर परिश्रम से अर्जित अधिकार से जोड़ा जाता है।',
    ),
  ],
]

export const MAHAPURUSHA_YOGAS: YogaRule[] = MAHAPURUSHA.map(([name, planet, signs, description]) => ({
  name,
  category: 'Pancha Mahapurusha',
  sources: SOURCES,
  description,
  find: (c) => {
    const f = c.grahas[planet]
    if (!signs.includes(f.sign) || !isKendra(f.house)) return []
    return [
      {
        reason: text(
          `${placed(c, planet)}: ${signStanding(c, planet)}, and the ${ordinal(f.house)} house is a kendra.`,
          `${hiPlaced(c, planet)} है: यह ${hiSignStanding(c, planet)} है, और ${hiOrd(f.house)} भाव केंद्र है।`,
        ),
        planets: [planet],
      },
    ]
  },
}))
