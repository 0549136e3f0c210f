/**
 * Which rules fire for one reading context: natal and transit rules once, period rules for each running
 * level (with that level's lord), relation rules for the running pair. A rule fires when its condition
 * holds (three-valued: unknown does not fire); a fired rule whose `unless` holds too is cancelled.
 */
import type { Graha } from '../jyotisha/grahas.js'
import type { LevelName, ReadingContext } from './context.js'
import { holds } from './evaluate.js'
import type { LoadedRule } from './load.js'

export interface Fired {
  rule: LoadedRule
  /** For period rules: the level read and its lord. */
  level?: LevelName
  lord?: Graha
  cancelled: boolean
}

export function firedRules(
  rules: readonly LoadedRule[],
  ctx: ReadingContext,
  levels: readonly { level: LevelName; planet: Graha }[],
): Fired[] {
  const out: Fired[] = []
  const bindings = levels.map((l) => ({ period: l.planet, level: l.level }))
  for (const rule of rules) {
    if (rule.scope === 'period') {
      for (const [i, l] of levels.entries()) {
        const b = bindings[i]!
        if (holds(rule.when, ctx, b) === true)
          out.push({
            rule,
            level: l.level,
            lord: l.planet,
            cancelled: rule.unless ? holds(rule.unless, ctx, b) === true : false,
          })
      }
      continue
    }
    if (holds(rule.when, ctx) === true)
      out.push({ rule, cancelled: rule.unless ? holds(rule.unless, ctx) === true : false })
  }
  return out
}
