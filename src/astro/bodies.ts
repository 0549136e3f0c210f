/** The twelve bodies of the ephemeris operations (architecture.md: identifiers of the twelve bodies). */
export const BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'MeanNode',
  'TrueNode',
] as const
export type Body = (typeof BODIES)[number]

export function isNode(body: Body): body is 'MeanNode' | 'TrueNode' {
  return body === 'MeanNode' || body === 'TrueNode'
}
