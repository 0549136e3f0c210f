/** Request and response schemas of `POST /v1/interpret` (service-spec §2.5, §2.6, §4.4). */
import { Type, type Static } from 'typebox'
import { DOMAINS } from '../corpus/vocabulary.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { CODE_KEYWORD } from './keywords.js'
import { BirthData, EXAMPLE_BIRTH } from './birth.js'
import { ReferenceDate } from './guidance.js'
import { closed } from './common.js'

export const interpretExample: InterpretRequest = {
  birthData: EXAMPLE_BIRTH,
  domain: 'career',
  referenceDate: '2026-11-24',
}

export const InterpretRequest = Type.Object(
  {
    birthData: BirthData,
    domain: Type.Enum([...DOMAINS], {
      description: 'The life domain to read (spec §2.1 Domain). Another value is 400 `invalid_domain`.',
      [CODE_KEYWORD]: 'invalid_domain',
    }),
    referenceDate: Type.Optional(ReferenceDate),
  },
  { ...closed },
)
export type InterpretRequest = Static<typeof InterpretRequest>

const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })

const Factor = Type.Object(
  {
    statement: Type.String({
      description: 'What in this chart says so, in plain words with its own placements.',
    }),
    meaning: Type.String({ description: 'What it means, in our own words.' }),
    books: Type.Array(Type.String(), { description: 'The classical books it rests on, by title.' }),
  },
  { description: 'One factor of the reading.' },
)

const TimingWindow = Type.Object(
  {
    period: Type.String({ description: 'The antardaśā, as mahādaśā lord–antardaśā lord and its months.' }),
    start: Type.String({
      description: 'Start, ISO 8601 with the birth zone’s offset then (an addition to the spec).',
    }),
    end: Type.String({ description: 'End, the same way (an addition to the spec).' }),
    tone: Type.Enum(['favorable', 'cautionary', 'neutral'], {
      description: 'The period’s tone for this domain.',
    }),
    description: Type.String({ description: 'Why, in plain words.' }),
  },
  { description: 'A Vimśottarī antardaśā ahead and its tone for the domain (spec §2.5 TimingWindow).' },
)

const TimingMethod = Type.Enum(['vimshottari', 'transits', 'yogini', 'chara'], {
  description:
    'Vimśottarī daśā; the double transit of Jupiter and Saturn on the domain’s house and on the sign of its lord; Yoginī daśā; Chara daśā (only with a known birth time).',
})

const StretchLevel = Type.Enum(['antardasha', 'pratyantardasha', 'months'], {
  description:
    'How the stretch is bounded: the whole antardaśā, whole pratyantardaśās of it, or the months of it in which the other methods hold.',
})

const ClosestStretch = Type.Object(
  {
    start: Type.String({ description: 'First day, `YYYY-MM-DD` (UTC).' }),
    end: Type.String({ description: 'Day after the last, `YYYY-MM-DD` (UTC).' }),
    ageStart: Type.Number({ description: 'Age at the start, years (one decimal).' }),
    ageEnd: Type.Number({ description: 'Age at the end, years (one decimal).' }),
    level: StretchLevel,
    lords: Type.Array(GrahaName, {
      description:
        'Mahādaśā, antardaśā and, when the stretch lies in one pratyantardaśā whose lord speaks for the event, that lord.',
    }),
    agreeing: Type.Array(TimingMethod, { description: 'The methods that hold through all of it.' }),
  },
  {
    description:
      'Where in the window the most methods hold at the same time (the longest such run of months).',
  },
)

const EventWindow = Type.Object(
  {
    start: Type.String({ description: 'First day, `YYYY-MM-DD` (UTC).' }),
    end: Type.String({ description: 'Day after the last, `YYYY-MM-DD` (UTC).' }),
    ageStart: Type.Number({ description: 'Age at the start, years (one decimal).' }),
    ageEnd: Type.Number({ description: 'Age at the end, years (one decimal).' }),
    level: Type.Literal('antardasha', { description: 'A window is a Vimśottarī antardaśā.' }),
    lords: Type.Array(GrahaName, { description: 'The Vimśottarī lords running it: mahādaśā and antardaśā.' }),
    agreeing: Type.Array(TimingMethod, {
      description: 'The methods that confirm the window at some time within it, Vimśottarī first.',
    }),
    checked: Type.Array(TimingMethod, { description: 'The methods asked.' }),
    confidence: Type.Enum(['high', 'moderate', 'low'], {
      description:
        'How much the agreement is worth: `moderate` when every method asked but at most one agrees, `low` otherwise. Never `high`: tested on public lives, such windows did not hold events more often than the usual ages did (docs/readings.md).',
    }),
    closest: ClosestStretch,
    description: Type.String({ description: 'The window and the methods that confirm it, in plain words.' }),
  },
  { description: 'A window of the domain’s event and the methods that agree on it.' },
)

const EventTiming = Type.Object(
  {
    eventType: Type.String({
      description:
        'The domain’s event: career_change, venture_start, major_gain, first_child, property_move_or_purchase, ' +
        'higher_studies, long_journey_or_move_abroad, spiritual_turning_point, lineage_milestone, recognition, ' +
        'new_partnership, dispute_settled, household_change, marriage, renewal_of_vitality.',
    }),
    significators: Type.Array(GrahaName, {
      description:
        'The fixed significators: the lord of the domain’s house, the grahas in it, its natural kārakas and its chara kāraka.',
    }),
    status: Type.Enum(['occurred_or_overdue', 'current', 'upcoming', 'unknown'], {
      description: 'The window relative to the reference date; `unknown` when no window is found.',
    }),
    window: Type.Union(
      [
        Type.Object({
          ageStart: Type.Number({ description: 'Age at the window’s start, years.' }),
          ageEnd: Type.Number({ description: 'Age at its end, years.' }),
          startYear: Type.Integer({ description: 'Calendar year of the start.' }),
          endYear: Type.Integer({ description: 'Calendar year of the end.' }),
          level: Type.Literal('antardasha', { description: 'The daśā level of the window: `antardasha`.' }),
          coActivation: Type.Boolean({
            description:
              'Jupiter and Saturn both occupy or aspect the domain’s house at the same time, by transit, within the window (double transit).',
          }),
        }),
        Type.Null(),
      ],
      { description: 'The best of `windows`, or null when none is found.' },
    ),
    windows: Type.Array(EventWindow, {
      description:
        'At most three windows, best first: the Vimśottarī periods in the usual ages whose lords speak for the event, ranked by how many other timing methods confirm them, then by the strength of their lords.',
    }),
    note: Type.String({ description: 'How the window was found, in plain words.' }),
  },
  { description: 'When the domain’s event is indicated (spec §2.5 EventTiming).' },
)

export const InterpretContentProps = {
  contentVersion: Type.String({
    description: 'The version of the classical corpus; it changes whenever a rule does.',
  }),
  referenceDate: Type.String({ description: 'The moment read, ISO 8601 with the birth zone’s offset then.' }),
  timeKnown: Type.Boolean({
    description:
      'False when the birth time was not given: houses are then counted from the Moon and confidence is lowered.',
  }),
  verdict: Type.Object(
    {
      outlook: Type.Enum(['favorable', 'mostly_favorable', 'mixed', 'challenging'], {
        description: 'Where the chart leans for this domain.',
      }),
      confidence: Type.Enum(['high', 'moderate', 'low'], { description: 'How firmly the chart says so.' }),
      reasons: Type.Array(Type.String(), {
        description:
          'The plain reasons for the confidence: agreement of methods, strength of the deciding factors, the birth time.',
      }),
      summary: Type.String({ description: 'A short summary.' }),
    },
    { description: 'The verdict.' },
  ),
  supportingFactors: Type.Array(Factor, {
    description: 'What in the chart supports the domain, weightiest first.',
  }),
  cautionaryFactors: Type.Array(Factor, { description: 'What asks for care, weightiest first.' }),
  timingWindows: Type.Array(TimingWindow, {
    description:
      'The antardaśā running now and those starting in the next ten years, with their tone for the domain.',
  }),
  eventTiming: Type.Array(EventTiming, { description: 'The domain’s event.' }),
  methodAgreement: Type.Object(
    {
      event: Type.String({ description: 'The event checked, in words.' }),
      significators: Type.Array(GrahaName, {
        description: 'The fixed significators the methods were asked about.',
      }),
      methods: Type.Array(
        Type.Object({
          method: TimingMethod,
          agrees: Type.Boolean({
            description:
              'This method confirms the best window: for the transits, Jupiter and Saturn together on the domain’s ' +
              'house and on the sign of its lord; for Yoginī daśā, a pair of lords that speaks for the event; for ' +
              'Chara daśā, the sign of the house or of its lord running.',
          }),
          says: Type.String({ description: 'What it says, in plain words.' }),
        }),
        { description: 'What each method says about the best window.' },
      ),
      agreement: Type.Enum(['full', 'partial', 'none'], {
        description: 'Every method asked agrees, at least two do, or Vimśottarī alone.',
      }),
      summary: Type.String({ description: 'In plain words.' }),
    },
    { description: 'Whether independent timing methods agree on the event’s window.' },
  ),
  corpusResolution: Type.Object(
    {
      positions: Type.Array(
        Type.Object({
          domain: Type.Enum([...DOMAINS], { description: 'The domain.' }),
          configuration: Type.String({ description: 'A configuration of this chart, in plain words.' }),
          supporting: Type.Integer({ description: 'Classical statements that support it.' }),
          cautionary: Type.Integer({ description: 'Statements that caution about it.' }),
          mixed: Type.Integer({
            description: 'Statements that are mixed about it, or whose promise is cancelled here.',
          }),
        }),
        {
          description:
            'The configurations the classical statements speak of, most discussed first (at most 12).',
        },
      ),
      resolution: Type.String({ description: 'How the statements resolve, in plain words.' }),
    },
    {
      description:
        'The weighed position of the classical corpus on this chart, as counts (spec §2.5 CorpusResolution).',
    },
  ),
}
