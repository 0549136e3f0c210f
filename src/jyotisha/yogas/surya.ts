/**
 * Yogas from the Sun (jyotisha.md §4.3): Vesi, Vasi, Ubhayachari and Budha-Aditya.
 */
import { conjunct, type ChartFacts } from '../facts.js'
import { flankEmpty, flankHeld, flanks, signName } from './helpers.js'
import type { Occurrence, YogaRule } from './types.js'

const SOLAR_SOURCES = ['Brihat Parashara Hora Shastra', 'Brihat Jataka', 'Phaladeepika'] as const

/* As with the Moon's flanks, Vesi and Vasi are one-sided and Ubhayachari is the both-sides case. */
function solarFlank(c: ChartFacts, want: 'second' | 'twelfth' | 'both'): Occurrence[] {
  const { second, twelfth } = flanks(c, 'Sun')
  const has2 = second.length > 0
  const has12 = twelfth.length > 0
  let reason: string
  if (want === 'second' && has2 && !has12)
    reason = `${flankHeld(c, 'Sun', 2, second)}, while ${flankEmpty(c, 'Sun', 12)}.`
  else if (want === 'twelfth' && has12 && !has2)
    reason = `${flankHeld(c, 'Sun', 12, twelfth)}, while ${flankEmpty(c, 'Sun', 2)}.`
  else if (want === 'both' && has2 && has12)
    reason = `${flankHeld(c, 'Sun', 2, second)}, and ${flankHeld(c, 'Sun', 12, twelfth)}.`
  else return []
  return [{ reason, planets: ['Sun', ...second, ...twelfth] }]
}

export const SURYA_YOGAS: YogaRule[] = [
  {
    name: 'Vesi',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description:
      'A planet in the sign after the Sun is traditionally read as balance, truthfulness and steady effort, coloured by the nature of that planet.',
    find: (c) => solarFlank(c, 'second'),
  },
  {
    name: 'Vasi',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description:
      'A planet in the sign before the Sun is traditionally associated with skill, generosity and the goodwill of people in authority.',
    find: (c) => solarFlank(c, 'twelfth'),
  },
  {
    name: 'Ubhayachari',
    category: 'Surya',
    sources: SOLAR_SOURCES,
    description:
      'Planets on both sides of the Sun are traditionally read as eloquence, resilience and a comfortable standing among others.',
    find: (c) => solarFlank(c, 'both'),
  },
  {
    name: 'Budha-Aditya',
    category: 'Surya',
    sources: ['Phaladeepika', 'Saravali'],
    description:
      'The Sun with Mercury, a name popular in modern texts, is associated with intelligence, skill and clear expression; a Mercury very close to the Sun is read as giving less.',
    // Variant: the plain conjunction, as the classics describe the pair; a combust Mercury lowers the
    // strength rather than preventing the yoga.
    find: (c) =>
      conjunct(c, 'Sun', 'Mercury')
        ? [
            {
              reason: `The Sun and Mercury are together in ${signName(c.grahas.Sun.sign)}${c.grahas.Mercury.combust ? ', Mercury close enough to be combust' : ''}.`,
              planets: ['Sun', 'Mercury'],
            },
          ]
        : [],
  },
]
