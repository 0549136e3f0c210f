/** Plain words the readings share. */

/** What each house stands for, in a few words (jyotisha.md §5.1; BPHS ch. 11–23). */
export const HOUSE_THEMES: Readonly<Record<number, string>> = {
  1: 'self and vitality',
  2: 'family, speech and resources',
  3: 'initiative, skills and siblings',
  4: 'home, roots and inner ease',
  5: 'creativity, learning and children',
  6: 'service, routine and rivals overcome',
  7: 'partnership and agreements',
  8: 'change, research and what is hidden',
  9: 'fortune, teachers and belief',
  10: 'work and standing',
  11: 'gains, friends and hopes',
  12: 'retreat, spending and distant places',
}

/** The same, shorter, for headings. */
export const HOUSE_SHORT: Readonly<Record<number, string>> = {
  1: 'self and vitality',
  2: 'resources and family',
  3: 'initiative and skills',
  4: 'home and roots',
  5: 'creativity and children',
  6: 'service and routine',
  7: 'partnership',
  8: 'change and renewal',
  9: 'fortune and teachers',
  10: 'work and standing',
  11: 'gains and friends',
  12: 'retreat and distant places',
}

export { joinWords } from '../corpus/describe.js'
