/**
 * Which rules fire for one reading context: natal and transit rules once, period rules for each running
 * level (with that level's lord), relation rules for the running pair. A rule fires when its condition
 * holds (three-valued: unknown does not fire); a fired rule whose `unless` holds too is cancelled.
 */
import type { Graha } from '../jyotisha/grahas.js'
import type { LevelName, ReadingContext } from './context.js'
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
  const none = {}
  for (const rule of rules) {
    if (rule.scope === 'period') {
      for (let i = 0; i < bindings.length; i++) {
        const b = bindings[i]!
        if (rule.test(ctx, b) === true)
          out.push({ rule, level: b.level, lord: b.period, cancelled: rule.cancels?.(ctx, b) === true })
      }
      continue
    }
    if (rule.test(ctx, none) === true) out.push({ rule, cancelled: rule.cancels?.(ctx, none) === true })
  }
  return out
}
