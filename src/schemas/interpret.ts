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
          level: Type.String({ description: 'The daśā level of the window: `antardasha`.' }),
          coActivation: Type.Boolean({
            description:
              'Jupiter and Saturn both occupy or aspect the domain’s house at the same time, by transit, within the window (double transit).',
          }),
        }),
        Type.Null(),
      ],
      { description: 'The window, or null when none is found.' },
    ),
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
        description: 'The fixed significators all three methods were asked about.',
      }),
      methods: Type.Array(
        Type.Object({
          method: Type.Enum(['vimshottari', 'transits', 'yogini'], {
            description: 'Vimśottarī daśā; the transits of Jupiter and Saturn; Yoginī daśā.',
          }),
          agrees: Type.Boolean({
            description:
              'This method points to the Vimśottarī window too: for the transits, Jupiter and Saturn together on ' +
              'the domain’s house within it; for Yoginī daśā, a significator running at its middle.',
          }),
          says: Type.String({ description: 'What it says, in plain words.' }),
        }),
        { description: 'What each method says about the window.' },
      ),
      agreement: Type.Enum(['full', 'partial', 'none'], { description: 'All three, two, or fewer agree.' }),
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
