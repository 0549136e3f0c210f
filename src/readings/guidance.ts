/**
 * Guidance for the daśā levels running at a reference date (spec §2.4, §4.3; issue 11): for the
 * mahādaśā (`chapter`), antardaśā (`period`) and pratyantardaśā (`stretch`), what their lords are in this
 * chart and the cards the corpus gives, in the classical order: the natal promise of the lord (its
 * houses, placement, dignity, strength, yogas), its activation by the period, and at the innermost level
 * the trigger of the transits. Cards come from this chart's facts, so two charts in the same periods read
 * differently.
 */
import type { LevelName, ReadingContext } from '../corpus/context.js'
import type { Fired } from '../corpus/fires.js'
import { firedRules } from '../corpus/fires.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Corpus } from '../corpus/load.js'
import { capital, DIGNITY_WORDS, named, ordinal, subjectsOf } from '../corpus/describe.js'
import { housesLordedBy } from '../jyotisha/facts.js'
import { SIGNS } from '../astro/index.js'
import { lordOf, type Graha } from '../jyotisha/grahas.js'
import { byWeight, cardOf, type CardWithGrounds, type GuidanceCard } from './cards.js'
import { HOUSE_SHORT, joinWords } from './words.js'

export interface GuidanceLevel {
  level: LevelName
  planet: Graha
  start: string
  end: string
  heading: string
  notes: string[]
  cards: GuidanceCard[]
}

export interface GuidanceContent {
  contentVersion: string
  levels: GuidanceLevel[]
  relation: GuidanceCard | null
  formedNotRunning: string[]
  healthNote: string | null
}

/** Cards per level: the period's own, the lord's natal promise, and (innermost) the transits. */
const PERIOD_CARDS = 3
const NATAL_CARDS = 2
const TRANSIT_CARDS = 2

function heading(level: LevelName, planet: Graha, ctx: ReadingContext): string {
  const f = ctx.natal.facts
  const owned = housesLordedBy(f, planet)
  const house = f.grahas[planet].house
  const themes = owned.length
    ? owned.map((h) => HOUSE_SHORT[h]!).join('; ')
    : `${HOUSE_SHORT[house]}, in the manner of ${named(lordOf(f.grahas[planet].sign))}, the lord of its sign`
  return `The ${level} of ${planet}: ${themes}`
}

function notes(planet: Graha, ctx: ReadingContext): string[] {
  const f = ctx.natal.facts
  const p = f.grahas[planet]
  const owned = housesLordedBy(f, planet)
  const out: string[] = []
  const rules = owned.length
    ? `rules your ${joinWords(owned.map(ordinal))} house${owned.length > 1 ? 's' : ''} and `
    : ''
  out.push(
    `${capital(named(planet))} ${rules}sits in your ${ordinal(p.house)} house, in ${SIGNS[p.sign]}, ${DIGNITY_WORDS[p.dignity]}.`,
  )
  if (planet !== 'Rahu' && planet !== 'Ketu') {
    const ratio = ctx.natal.shadbalaRatio?.[planet]
    if (ratio !== undefined)
      out.push(
        ratio >= 1
          ? 'By shadbala it has the strength the texts ask of it, so it can deliver what it promises.'
          : 'By shadbala it falls short of the strength the texts ask of it: its results tend to come with more effort and patience.',
      )
    if (p.combust)
      out.push('It is combust, close to the Sun: its gifts may work quietly or need more visibility.')
  }
  if (p.retrograde && planet !== 'Rahu' && planet !== 'Ketu')
    out.push('It is retrograde: themes it rules may return for review before they settle.')
  const yogas = ctx.natal.yogas.filter((y) => y.status === 'formed' && y.planets.includes(planet))
  if (yogas.length)
    out.push(`It takes part in ${joinWords(yogas.map((y) => `the ${y.name} yoga`))} of your chart.`)
  if (!f.timeKnown)
    out.push(
      'The birth time is unknown: houses are counted from the Moon, so read house themes more loosely.',
    )
  return out
}

/** The guidance for a chart reading (its levels, context and transits). Null when the reference date
 *  is before the birth or past the daśā timeline. */
export function guidance(corpus: Corpus, reading: ChartReading): GuidanceContent | null {
  const { ctx, levels } = reading
  if (levels.length === 0 || reading.referenceMs < reading.birthMs) return null
  const fired = firedRules(corpus.rules, ctx, levels)
  const used = new Set<string>()
  const grounds = new Set<string>()
  const take = (list: Iterable<CardWithGrounds>, n: number): GuidanceCard[] => {
    const out: GuidanceCard[] = []
    const keys = new Set<string>()
    for (const c of list) {
      if (out.length >= n) break
      // One card per subject, and per ground: two statements resting on the same fact say it twice.
      if (used.has(c.fired.rule.id) || keys.has(c.card.key) || grounds.has(c.card.because)) continue
      used.add(c.fired.rule.id)
      keys.add(c.card.key)
      grounds.add(c.card.because)
      out.push(c.card)
    }
    return out
  }
  // Cards are made as they are needed (a chart fires a hundred natal rules; a level shows two).
  const made = new Map<Fired, CardWithGrounds>()
  const card = (f: Fired) => {
    let c = made.get(f)
    if (!c) {
      c = cardOf(f, ctx)
      made.set(f, c)
    }
    return c
  }
  function* cards(list: Fired[], keep: (c: CardWithGrounds) => boolean = () => true) {
    for (const f of list) {
      const c = card(f)
      if (keep(c)) yield c
    }
  }
  const natal = fired.filter((f) => f.rule.scope === 'natal').sort(byWeight)
  const about = new Map<Fired, Set<Graha>>()
  const aboutOf = (f: Fired) => {
    let s = about.get(f)
    if (!s) {
      s = subjectsOf(f.rule.when, ctx)
      about.set(f, s)
    }
    return s
  }
  const transit = fired.filter((f) => f.rule.scope === 'transit').sort(byWeight)

  const out: GuidanceLevel[] = levels.map((l, i) => {
    const periodFired = fired.filter((f) => f.rule.scope === 'period' && f.level === l.level).sort(byWeight)
    const levelCards = [
      ...take(cards(periodFired), PERIOD_CARDS),
      ...take(cards(natal.filter((f) => aboutOf(f).has(l.planet))), NATAL_CARDS),
      ...(i === levels.length - 1 ? take(cards(transit), TRANSIT_CARDS) : []),
    ]
    return {
      level: l.level,
      planet: l.planet,
      start: l.start,
      end: l.end,
      heading: heading(l.level, l.planet, ctx),
      notes: notes(l.planet, ctx),
      cards: levelCards,
    }
  })

  const relationFired = fired.filter((f) => f.rule.scope === 'relation').sort(byWeight)
  const relation = relationFired.length ? cardOf(relationFired[0]!, ctx).card : null

  const running = new Set(levels.map((l) => l.planet))
  const formedNotRunning = ctx.natal.yogas
    .filter((y) => y.status === 'formed' && y.planets.length > 0 && !y.planets.some((g) => running.has(g)))
    .map((y) => `${y.name} yoga (${joinWords(y.planets)})`)

  const health: Fired | undefined = [
    ...fired.filter((f) => f.rule.scope === 'period').sort(byWeight),
    ...fired.filter((f) => f.rule.scope === 'natal').sort(byWeight),
    ...fired.filter((f) => f.rule.scope === 'transit').sort(byWeight),
  ].find((f) => f.rule.domains.includes('health') && !f.cancelled)
  return {
    contentVersion: corpus.contentVersion,
    levels: out,
    relation,
    formedNotRunning: [...new Set(formedNotRunning)],
    healthNote: health ? health.rule.says.trim() : null,
  }
}
