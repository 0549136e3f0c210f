/** Request and response schemas of `POST /v1/guidance` (service-spec §2.4, §4.3). */
import { Type, type Static } from 'typebox'
import { DOMAINS } from '../corpus/vocabulary.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { BirthData, EXAMPLE_BIRTH } from './birth.js'
import { closed, nullable } from './common.js'

export const ReferenceDate = Type.String({
  description:
    'The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of ' +
    'that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … ' +
    '2149-12-31. Anything else is 400 `invalid_reference_date`.',
  [CHECK_KEYWORD]: 'referenceDate',
  [CODE_KEYWORD]: 'invalid_reference_date',
})

export const guidanceExample: GuidanceRequest = {
  birthData: EXAMPLE_BIRTH,
  referenceDate: '2026-11-24',
}

export const GuidanceRequest = Type.Object(
  {
    birthData: BirthData,
    referenceDate: Type.Optional(ReferenceDate),
  },
  { ...closed },
)
export type GuidanceRequest = Static<typeof GuidanceRequest>

const Strings = (description: string) => Type.Array(Type.String(), { description })

export const GuidanceCard = Type.Object(
  {
    kind: Type.Enum(['period', 'placement', 'yoga', 'transit', 'relation'], {
      description:
        'What the card reads: `period` (the running lord as this chart places it), `placement` (a natal ' +
        'placement of the lord), `yoga` (a combination it takes part in), `transit` (the sky at the ' +
        'reference date), `relation` (how the running lords stand to each other).',
    }),
    key: Type.String({
      description:
        'A stable descriptive key of the card’s subject (its configuration, hyphenated), e.g. ' +
        '`the-10th-lord-in-the-11th-house`: the same configuration has the same key in every chart.',
    }),
    headline: Type.String({ description: 'A short headline.' }),
    because: Type.String({
      description:
        'What in this chart gives the card, in plain words and with the chart’s own placements; when the ' +
        'promise is cancelled, also why.',
    }),
    why: Type.String({ description: 'What it means, and the classical books it rests on (titles only).' }),
    do: Strings('Practical things the configuration favours (may be empty).'),
    takeCare: Strings('Things to look after (may be empty).'),
    areas: Type.Array(Type.Enum([...DOMAINS]), { description: 'The life domains the card speaks to.' }),
    cancelled: Type.Boolean({
      description:
        'True when the chart holds the promise but something in it cancels it (said in `because`).',
    }),
  },
  { description: 'One piece of guidance, grounded in this chart (spec §2.4 GuidanceCard).' },
)

const GuidanceLevel = Type.Object(
  {
    level: Type.Enum(['chapter', 'period', 'stretch'], {
      description: '`chapter` = mahādaśā, `period` = antardaśā, `stretch` = pratyantardaśā (Vimśottarī).',
    }),
    planet: Type.Enum([...GRAHAS], { description: 'The lord of the level.' }),
    start: Type.String({ description: 'Start, ISO 8601 to the second with the birth zone’s offset then.' }),
    end: Type.String({ description: 'End, the same way.' }),
    heading: Type.String({ description: 'What the level is about in this chart, in a line.' }),
    notes: Strings(
      'The lord in this chart: houses it rules, where it sits, its dignity, strength and yogas.',
    ),
    cards: Type.Array(GuidanceCard, {
      description:
        'The cards of this level, weightiest first: the period as this chart gives it, the lord’s natal ' +
        'promise, and at the innermost level the transits at the reference date.',
    }),
  },
  { description: 'One running daśā level.' },
)

export const GuidanceContentProps = {
  contentVersion: Type.String({
    description:
      'The version of the classical corpus the reading was made from; it changes whenever a rule does.',
  }),
  referenceDate: Type.String({
    description: 'The moment read, ISO 8601 to the second with the birth zone’s offset then.',
  }),
  levels: Type.Array(GuidanceLevel, {
    description: 'The mahādaśā, antardaśā and pratyantardaśā running at `referenceDate`, outermost first.',
  }),
  relation: nullable(
    GuidanceCard,
    'How the running mahādaśā and antardaśā lords relate (their places from each other and their ' +
      'friendship); null when the corpus says nothing of this pair.',
  ),
  formedNotRunning: Type.Array(Type.String(), {
    description:
      'Yogas formed in the chart whose grahas do not run now, with their grahas: their promise waits for their periods.',
  }),
  healthNote: nullable(
    Type.String(),
    'A symbolic note on vitality and rhythm for these periods, never medical; null when the chart gives none.',
  ),
}
