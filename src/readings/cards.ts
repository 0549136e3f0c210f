/**
 * Fired rules as cards (spec §2.4 GuidanceCard): what the chart shows in plain words (`because`, built
 * from the chart's own facts), what it means and which books it rests on (`why`), practical lines, the
 * domains it touches. Never a score, a weight or a rule's identifier.
 */
import type { ReadingContext } from '../corpus/context.js'
import { groundsOf } from '../corpus/describe.js'
import type { Fired } from '../corpus/fires.js'
import type { LoadedRule } from '../corpus/load.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { Graha } from '../jyotisha/grahas.js'
import { lowerFirst } from './period.js'
import { standingOf, type Standing } from './standing.js'
import { text, type Text } from './text.js'

export interface GuidanceCard {
  kind: 'period' | 'placement' | 'yoga' | 'transit' | 'relation'
  key: string
  headline: string
  because: string
  why: string
  do: string[]
  takeCare: string[]
  areas: Domain[]
  cancelled: boolean
}

/** A stable descriptive key of a card's subject: its configuration, lowercased and hyphenated. */
export function subjectKey(subject: string): string {
  return subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function booksLine(books: readonly string[]): string {
  const named = books.length === 1 ? books[0]! : `${books.slice(0, -1).join(', ')} and ${books.at(-1)}`
  return `Classical grounding: ${named}.`
}

function kindOf(rule: LoadedRule): GuidanceCard['kind'] {
  if (rule.scope !== 'natal') return rule.scope
  return JSON.stringify(rule.when).includes('"yoga') ? 'yoga' : 'placement'
}

export interface CardWithGrounds {
  card: GuidanceCard
  /** The grahas the card's grounds speak of. */
  grahas: Set<Graha>
  fired: Fired
}

export function cardOf(fired: Fired, ctx: ReadingContext): CardWithGrounds {
  const { rule } = fired
  const binding = fired.lord ? { period: fired.lord, level: fired.level } : {}
  const grounds = groundsOf(rule.when, ctx, binding)
  const standing = standingOf(rule, ctx, binding)
  const because = [...grounds.facts]
  if (fired.cancelled && rule.cancelledSays && !standing.cancelled) because.push(rule.cancelledSays)
  if (standing.note) because.push(standing.note.en)
  return {
    card: {
      kind: kindOf(rule),
      key: subjectKey(rule.subject),
      headline: rule.headline,
      because: because.join(' '),
      why: `${meaningOf(rule, standing).en} ${booksLine(rule.books)}`,
      do: [...(rule.do ?? [])],
      takeCare: [...(rule.takeCare ?? [])],
      areas: [...rule.domains],
      cancelled: fired.cancelled,
    },
    grahas: grounds.grahas,
    fired,
  }
}

/** A statement's meaning at the chart's rating: a weak yoga's is what the yoga gives at full strength. */
export function meaningOf(rule: LoadedRule, standing: Standing): Text {
  const says = rule.says.trim()
  const hi = rule.hi.says.trim()
  return standing.weakYoga
    ? text(`At its full strength, ${lowerFirst(says)}`, `अपने पूर्ण बल में: ${hi}`)
    : text(says, hi)
}

/** Heavier first; ties in a fixed order (the rule's file and place), so a reading is reproducible. */
export function byWeight(a: Fired, b: Fired): number {
  return b.rule.weight - a.rule.weight || (a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0)
}
