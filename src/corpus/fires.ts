/**
 * Which rules fire for one reading context: natal and transit rules once, period rules for each running
 * level (with that level's lord), relation rules for the running pair. A rule fires when its condition
 * holds (three-valued: unknown does not fire); a fired rule whose `unless` holds too is cancelled.
 *
 * The corpus says each configuration once: when a rule and a narrower rule that `refines` it
 * both fire for the same binding (the same level and lord, or both without one), only the narrower one
 * is returned, so it alone is voiced and weighed. Only the rules passed in take part: a refinement that
 * is not among them (another domain's) leaves the broader rule to speak.
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

const bindingKey = (f: Fired, id: string) => `${f.level ?? ''}|${id}`

export function firedRules(
  rules: readonly LoadedRule[],
  ctx: ReadingContext,
  levels: readonly { level: LevelName; planet: Graha }[],
): Fired[] {
  const out: Fired[] = []
  const bindings = levels.map((l) => ({ period: l.planet, level: l.level }))
  const none = {}
  let refined = false
  for (const rule of rules) {
    if (rule.refinedBy.length > 0) refined = true
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
  if (!refined) return out
  const fired = new Set(out.map((f) => bindingKey(f, f.rule.id)))
  return out.filter((f) => !f.rule.refinedBy.some((id) => fired.has(bindingKey(f, id))))
}
