/**
 * Test helper for the yoga tests: a chart stated by its placements, e.g.
 * `{ lagna: 'Aries', Sun: 'Leo 10', Moon: 'Cancer 5', … }`, turned into ChartFacts. A placement is a
 * sign and the degrees within it (a bare sign means 15°); a trailing 'R' marks a retrograde planet.
 * Ketu is always Rahu + 180°. `lagna: null` is a chart with the birth time unknown.
 */
import { SIGNS } from '../../src/astro/index.js'
import { buildFacts, type ChartFacts } from '../../src/jyotisha/facts.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { findYogas, type YogaFinding } from '../../src/jyotisha/yogas/index.js'

export interface ChartSpec {
  lagna: string | null
  Sun: string
  Moon: string
  Mars: string
  Mercury: string
  Jupiter: string
  Venus: string
  Saturn: string
  Rahu: string
  dayBirth?: boolean | null
}

/** 'Leo 10' → 130; 'Leo' → 135; 'Leo 10 R' → 130, retrograde. */
export function placement(text: string): { longitude: number; retrograde: boolean } {
  const [sign, deg, flag] = text.trim().split(/\s+/)
  const index = SIGNS.indexOf(sign as (typeof SIGNS)[number])
  if (index < 0) throw new Error(`unknown sign in placement '${text}'`)
  const degree = deg === undefined || deg === 'R' ? 15 : Number(deg)
  if (!(degree >= 0 && degree < 30)) throw new Error(`bad degree in placement '${text}'`)
  return { longitude: index * 30 + degree, retrograde: deg === 'R' || flag === 'R' }
}

const DAILY: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, number> = {
  Sun: 1,
  Moon: 13,
  Mars: 0.5,
  Mercury: 1.2,
  Jupiter: 0.1,
  Venus: 1.1,
  Saturn: 0.05,
}

export function chart(spec: ChartSpec): ChartFacts {
  const grahas = {} as Record<Graha, { longitude: number; speed: number }>
  for (const g of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const) {
    const p = placement(spec[g])
    grahas[g] = { longitude: p.longitude, speed: p.retrograde ? -DAILY[g] : DAILY[g] }
  }
  const rahu = placement(spec.Rahu).longitude
  grahas.Rahu = { longitude: rahu, speed: -0.053 }
  grahas.Ketu = { longitude: (rahu + 180) % 360, speed: -0.053 }
  return buildFacts({
    lagnaLongitude: spec.lagna === null ? null : placement(spec.lagna).longitude,
    grahas,
    dayBirth: spec.dayBirth === undefined ? (spec.lagna === null ? null : true) : spec.dayBirth,
  })
}

export const yogasOf = (spec: ChartSpec): YogaFinding[] => findYogas(chart(spec))

/** The findings named `name`. */
export const named = (spec: ChartSpec, name: string): YogaFinding[] =>
  yogasOf(spec).filter((f) => f.name === name)

/** The single finding named `name`, or undefined; throws if there are several. */
export function only(spec: ChartSpec, name: string): YogaFinding | undefined {
  const found = named(spec, name)
  if (found.length > 1) throw new Error(`${found.length} findings named ${name}`)
  return found[0]
}
