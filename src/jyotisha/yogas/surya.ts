/**
 * Yogas from the Sun (jyotisha.md §4.3): Vesi, Vasi, Ubhayachari and Budha-Aditya.
 */
import { conjunct, type ChartFacts } from '../facts.js'
import { flankEmpty, flankHeld, flanks, signName } from './helpers.js'
import { text, type Text } from '../../readings/text.js'
import { hiFlankEmpty, hiFlankHeld, hiSign } from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

const SOLAR_SOURCES = ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Phaladeepika'] as const

/* As with the Moon's flanks, Vesi and Vasi are one-sided and Ubhayachari is the both-sides case. */
function solarFlank(c: ChartFacts, want: 'second' | 'twelfth' | 'both'): Occurrence[] {
  const { second, twelfth } = flanks(c, 'Sun')
  const has2 = second.length > 0
  const has12 = twelfth.length > 0
  let reason: Text
  if (want === 'second' && has2 && !has12)
    reason = text(
      `${flankHeld(c, 'Sun', 2, second)}, while ${flankEmpty(c, 'Sun', 12)}.`,
      `${hiFlankHeld(c, 'Sun', 2, second)}, जबकि ${hiFlankEmpty(c, 'Sun', 12)}।`,
    )
  else if (want === 'twelfth' && has12 && !has2)
    reason = text(
      `${flankHeld(c, 'Sun', 12, twelfth)}, while ${flankEmpty(c, 'Sun', 2)}.`,
      `${hiFlankHeld(c, 'Sun', 12, twelfth)}, जबकि ${hiFlankEmpty(c, 'Sun', 2)}।`,
    )
  else if (want === 'both' && has2 && has12)
    reason = text(
      `${flankHeld(c, 'Sun', 2, second)}, and ${flankHeld(c, 'Sun', 12, twelfth)}.`,
      `${hiFlankHeld(c, 'Sun', 2, second)}, और ${hiFlankHeld(c, 'Sun', 12, twelfth)}।`,
    )
  else return []
  return [{ reason, planets: ['Sun', ...second, ...twelfth] }]
}

export const SURYA_YOGAS: YogaRule[] = [
  {
    name: 'Vesi',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description: text(
      'A planet in the sign after the Sun is traditionally read as balance, truthfulness and steady effort, coloured by the nature of that planet.',
      'सूर्य से अगली राशि में कोई ग्रह हो तो परंपरा से इसे संतुलन, सत्यनिष्ठा और निरंतर प्रयास के रूप में पढ़ा जाता है, जिस पर उस ग्रह के स्वभाव का रंग रहता है।',
    ),
    find: (c) => solarFlank(c, 'second'),
  },
  {
    name: 'Vasi',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description: text(
      'A planet in the sign before the Sun is traditionally associated with skill, generosity and the goodwill of people in authority.',
      'सूर्य से पिछली राशि में कोई ग्रह हो तो परंपरा से इसे कुशलता, उदारता और अधिकार वाले लोगों की सद्भावना से जोड़ा जाता है।',
    ),
    find: (c) => solarFlank(c, 'twelfth'),
  },
  {
    name: 'Ubhayachari',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description: text(
      'Planets on both sides of the Sun are traditionally read as eloquence, resilience and a comfortable standing among others.',
      'सूर्य के दोनों ओर ग्रह हों तो परंपरा से इसे वाक्पटुता, दृढ़ता और लोगों के बीच सुखद प्रतिष्ठा के रूप में पढ़ा जाता है।',
    ),
    find: (c) => solarFlank(c, 'both'),
  },
  {
    name: 'Budha-Aditya',
    category: 'Surya',
    sources: ['Phaladeepika', 'Saravali'],
    description: text(
      'The Sun with Mercury, a name popular in modern texts, is associated with intelligence, skill and clear expression; a Mercury very close to the Sun is read as giving less.',
      'सूर्य के साथ बुध, यह नाम आधुनिक ग्रंथों में लोकप्रिय है, बुद्धि, कुशलता और स्पष्ट अभिव्यक्ति से जोड़ा जाता है; सूर्य के बहुत निकट का बुध कम फल देने वाला माना जाता है।',
    ),
    // Variant: the plain conjunction, as the classics describe the pair; a combust Mercury lowers the
    // strength rather than preventing the yoga.
    find: (c) =>
      conjunct(c, 'Sun', 'Mercury')
        ? [
            {
              reason: text(
                `The Sun and Mercury are together in ${signName(c.grahas.Sun.sign)}${c.grahas.Mercury.combust ? ', Mercury close enough to be combust' : ''}.`,
                `सूर्य और बुध ${hiSign(c.grahas.Sun.sign)} राशि में साथ हैं${c.grahas.Mercury.combust ? ', और बुध सूर्य के इतना निकट है कि अस्त है' : ''}।`,
              ),
              planets: ['Sun', 'Mercury'],
            },
          ]
        : [],
  },
]
