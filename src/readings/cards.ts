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
import { hindiFactsHi, hiBook, joinHindi, joinTexts, text, type Localized, type Text } from './text.js'

/** A card as the reading makes it, its words in each language. */
export interface CardText {
  kind: 'period' | 'placement' | 'yoga' | 'transit' | 'relation'
  key: string
  headline: Text
  because: Text
  why: Text
  do: Text[]
  takeCare: Text[]
  areas: Domain[]
  cancelled: boolean
}
export type GuidanceCard = Localized<CardText>

/** A stable descriptive key of a card's subject: its configuration, lowercased and hyphenated. */
export function subjectKey(subject: string): string {
  return subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The books a meaning rests on, in a sentence: «Classical grounding: Phaladeepika and Saravali.», «शास्त्रीय
 *  आधार: फलदीपिका और सारावली।» (the `books` lists keep the English titles, which are identifiers). */
export function booksLine(books: readonly string[]): Text {
  const named = books.length === 1 ? books[0]! : `${books.slice(0, -1).join(', ')} and ${books.at(-1)}`
  return text(`Classical grounding: ${named}.`, `शास्त्रीय आधार: ${joinHindi(books.map(hiBook))}।`)
}

function kindOf(rule: LoadedRule): GuidanceCard['kind'] {
  if (rule.scope !== 'natal') return rule.scope
  return JSON.stringify(rule.when).includes('"yoga') ? 'yoga' : 'placement'
}

export interface CardWithGrounds {
  card: CardText
  /** The grahas the card's grounds speak of. */
  grahas: Set<Graha>
  fired: Fired
}

export function cardOf(fired: Fired, ctx: ReadingContext): CardWithGrounds {
  const { rule } = fired
  const binding = fired.lord ? { period: fired.lord, level: fired.level } : {}
  const grounds = groundsOf(rule.when, ctx, binding)
  const standing = standingOf(rule, ctx, binding)
  const hi = hindiFactsHi()
  const because = grounds.said.map((f, i) => text(grounds.facts[i]!, hi(f)))
  if (fired.cancelled && rule.cancelledSays && !standing.cancelled)
    because.push(text(rule.cancelledSays, rule.hi.cancelledSays ?? ''))
  if (standing.note) because.push(standing.note)
  const meaning = meaningOf(rule, standing)
  const books = booksLine(rule.books)
  return {
    card: {
      kind: kindOf(rule),
      key: subjectKey(rule.subject),
      headline: text(rule.headline, rule.hi.headline),
      because: joinTexts(because),
      why: text(`${meaning.en} ${books.en}`, `${meaning.hi} ${books.hi}`),
      do: (rule.do ?? []).map((d, i) => text(d, rule.hi.do![i]!)),
      takeCare: (rule.takeCare ?? []).map((t, i) => text(t, rule.hi.takeCare![i]!)),
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
