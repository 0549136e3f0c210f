/**
 * Request and response schemas of the narrated operations, `POST /v1/forecast` and
 * `POST /v1/timing/resolve` (service-spec §2.6, §4.7, §4.8).
 */
import { Type, type Static, type TProperties } from 'typebox'
import { DOMAINS } from '../corpus/vocabulary.js'
import { GRAHAS } from '../jyotisha/grahas.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { BirthData, EXAMPLE_BIRTH } from './birth.js'
import { ReferenceDate } from './guidance.js'
import { InterpretContentProps } from './interpret.js'
import { closed } from './common.js'
import { named, namedField } from '../i18n/names.js'

/** architecture.md: the longest `question`. */
export const MAX_QUESTION = 1000

export const forecastExample: ForecastRequest = {
  birthData: EXAMPLE_BIRTH,
  domain: 'career',
  question: 'Is this a good year to change jobs?',
  referenceDate: '2026-11-24',
}

export const timingExample: TimingRequest = {
  birthData: EXAMPLE_BIRTH,
  domain: 'career',
  question: 'When is a good time to ask for a promotion?',
  dateRange: { start: '2027-01-01', end: '2027-12-31' },
  referenceDate: '2026-11-24',
}

const Domain = Type.Enum([...DOMAINS], {
  description:
    'The life domain the question is about (spec §2.1 Domain). Another value is 400 `invalid_domain`.',
  [CODE_KEYWORD]: 'invalid_domain',
})

const Question = Type.String({
  minLength: 1,
  maxLength: MAX_QUESTION,
  description:
    `The question in the person’s own words, 1 to ${MAX_QUESTION} characters. It is sent to the narrator ` +
    'and nowhere else: never logged, never stored, never echoed back. Do not put birth data in it.',
})

const TimingDate = (description: string) =>
  Type.String({
    description: `${description} \`YYYY-MM-DD\` (a day in \`birthData.timezone\`), within 1800-01-02 … 2149-12-31; anything else is 400 \`invalid_range\`.`,
    [CHECK_KEYWORD]: 'timingDate',
    [CODE_KEYWORD]: 'invalid_range',
  })

export const ForecastRequest = Type.Object(
  {
    birthData: BirthData,
    domain: Domain,
    question: Question,
    referenceDate: Type.Optional(ReferenceDate),
  },
  { ...closed },
)
export type ForecastRequest = Static<typeof ForecastRequest>

export const TimingRequest = Type.Object(
  {
    birthData: BirthData,
    domain: Domain,
    question: Question,
    targetDate: Type.Optional(TimingDate('A date to resolve the question for:')),
    dateRange: Type.Optional(
      Type.Object(
        {
          start: TimingDate('First day of the range:'),
          end: TimingDate('Last day of the range, not before `start`, at most ten years after it:'),
        },
        {
          ...closed,
          description:
            'A range to resolve the question over; both ends are required (else 400 `invalid_range`). Send ' +
            '`targetDate` or `dateRange`, not both; with neither, the best stretches of the next two years.',
        },
      ),
    ),
    referenceDate: Type.Optional(ReferenceDate),
  },
  { ...closed, [CHECK_KEYWORD]: 'timingRequest' },
)
export type TimingRequest = Static<typeof TimingRequest>

const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })
const Tone = Type.Enum(['favorable', 'cautionary', 'neutral'], { description: 'The tone for the domain.' })

const Narrated = {
  answer: Type.Object(
    {
      narrative: Type.String({
        description: 'The answer to the question, a few short paragraphs, grounded in `verdict` and `basis`.',
      }),
      keyPoints: Type.Array(Type.String(), { description: 'The answer’s main points, one sentence each.' }),
    },
    { description: 'The narrated answer.' },
  ),
  verdict: Type.Object(
    {
      outlook: InterpretContentProps.verdict.properties.outlook,
      confidence: InterpretContentProps.verdict.properties.confidence,
      reasons: InterpretContentProps.verdict.properties.reasons,
      summary: InterpretContentProps.verdict.properties.summary,
    },
    { description: 'The deterministic verdict of `/v1/interpret` for the domain that the answer rests on.' },
  ),
  basis: Type.Array(Type.String(), {
    description:
      'The facts the answer rests on, in plain words: the statements of the verdict the narrator was given and ' +
      'said it used. Every placement, period and year in the narrative is among the facts it was given.',
  }),
  narrator: Type.Object(
    {
      kind: Type.Enum(['language_model', 'built_in'], {
        description:
          '`language_model`: voiced by the configured model; `built_in`: composed from the same facts by fixed ' +
          'rules, when no model is configured (and for sandbox keys).',
      }),
      model: Type.Union([Type.String(), Type.Null()], {
        description: 'The model’s name as the server was asked for it; null for the built-in composer.',
      }),
    },
    { description: 'Who voiced the answer.' },
  ),
}

const Common = {
  contentVersion: InterpretContentProps.contentVersion,
  referenceDate: InterpretContentProps.referenceDate,
  timeKnown: InterpretContentProps.timeKnown,
}

export const ForecastContentProps = { ...Common, ...Narrated } satisfies TProperties

const Stretch = Type.Object(
  {
    start: Type.String({ description: 'First day, `YYYY-MM-DD`.' }),
    end: Type.String({ description: 'The day it ends, `YYYY-MM-DD`.' }),
    mahadasha: namedField('dashaLevels', GrahaName),
    antardasha: namedField('dashaLevels', GrahaName),
    pratyantardasha: namedField('dashaLevels', GrahaName),
    tone: Tone,
    reasons: Type.Array(Type.String(), { description: 'Why, in plain words, weightiest first.' }),
  },
  {
    description:
      'A stretch in which nothing that is read changes: one Vimśottarī pratyantardaśā and one sign each of ' +
      'Jupiter and Saturn.',
  },
)

const Assessment = Type.Object(
  {
    kind: Type.Enum(['date', 'range', 'best_windows'], {
      description: '`targetDate` given; `dateRange` given; neither (the next two years).',
    }),
    start: Type.String({ description: 'First day assessed, `YYYY-MM-DD`.' }),
    end: Type.String({ description: 'Last day assessed, `YYYY-MM-DD`.' }),
    windows: Type.Array(InterpretContentProps.timingWindows.items, {
      description:
        'The domain’s antardaśā windows touching the span, with their tones, as `/v1/interpret` gives them.',
    }),
    transits: Type.Array(
      Type.Object({
        planet: Type.Enum(['Jupiter', 'Saturn', 'Rahu', 'Ketu'], { description: 'The slow graha.' }),
        sign: named('signs', Type.String({ description: 'The sidereal sign it stays in.' })),
        start: Type.String({ description: 'Its entry, `YYYY-MM-DD`.' }),
        end: Type.String({ description: 'Its exit, `YYYY-MM-DD`.' }),
        houseFromMoon: Type.Integer({ description: 'That sign counted from the natal Moon’s, 1 to 12.' }),
        houseFromLagna: Type.Union([Type.Integer(), Type.Null()], {
          description: 'Counted from the lagna; null when the birth time is unknown.',
        }),
        favourable: Type.Boolean({
          description: 'A house the texts call favourable for it, from the Moon (Phaladeepika ch. 26).',
        }),
      }),
      { description: 'The stays of Jupiter, Saturn and the nodes that touch the span.' },
    ),
    stretches: Type.Array(Stretch, {
      description:
        'For a date, the stretch holding it; otherwise the span’s most supportive stretches, best first (at most 5).',
    }),
    tone: Type.Enum(['favorable', 'cautionary', 'neutral', 'mixed'], {
      description:
        'The span as a whole; `mixed` when it holds supportive stretches and stretches asking for care.',
    }),
    summary: Type.String({ description: 'The assessment in one or two sentences.' }),
  },
  {
    description:
      'The deterministic assessment of the date, range or coming two years, made before anything is narrated: ' +
      'the daśā periods and transits that run then, the domain’s windows that touch it, with tones.',
  },
)

export const TimingContentProps = { ...Common, assessment: Assessment, ...Narrated } satisfies TProperties

/** What the compute pool hands the narration: the content but the answer, plus the facts to narrate. */
const Facts = {
  facts: Type.Array(Type.String(), { description: 'Numbered facts.' }),
  items: Type.Array(
    Type.Object({ kind: Type.String({ description: 'Kind.' }), text: Type.String({ description: 'Text.' }) }),
    { description: 'Facts with kinds.' },
  ),
}
const { answer: _a, basis: _b, narrator: _n, ...ForecastPrepared } = ForecastContentProps
const { answer: _a2, basis: _b2, narrator: _n2, ...TimingPrepared } = TimingContentProps
export const ForecastPreparedProps = { ...ForecastPrepared, ...Facts } satisfies TProperties
export const TimingPreparedProps = { ...TimingPrepared, ...Facts } satisfies TProperties
