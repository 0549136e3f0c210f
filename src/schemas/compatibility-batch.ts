/** Request and response schemas of `POST /v1/compatibility/batch`: one profile matched against many. */
import { Type, type Static } from 'typebox'
import { NAKSHATRAS } from '../astro/index.js'
import { KOOTAS, KOOTA_MAX } from '../jyotisha/kootas/ashtakoota.js'
import { VETO_PORUTHAMS } from '../jyotisha/kootas/poruthams.js'
import { BirthData } from './birth.js'
import { closed, nullable, signField } from './common.js'
import type { ErrorCode } from './errors.js'
import { CODE_KEYWORD } from './keywords.js'
import { named, namedKeys } from '../i18n/names.js'

/** The most candidates one call matches. */
export const MAX_CANDIDATES = 500

/** What one call costs: 1 credit per started this many valid candidates. */
export const CANDIDATES_PER_CREDIT = 10

const Gender = (what: string) =>
  Type.Optional(
    Type.Enum(['male', 'female'], {
      description: `${what} Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s) as in \`/v1/compatibility\`: missing, or the same for both, and both directions are given.`,
      [CODE_KEYWORD]: 'invalid_birthdata',
    }),
  )

const Name = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 80,
    description:
      'Accepted so that a partner of `/v1/compatibility` can be sent as it is; not used (the batch writes no words) and not returned.',
  }),
)

export const Profile = Type.Object(
  { ...BirthData.properties, name: Name, gender: Gender('The profile’s gender.') },
  {
    ...closed,
    description:
      'The one profile every candidate is matched with: birth data plus `name` and `gender`, as a partner of ' +
      '`/v1/compatibility` (it stands as partner `a`). Validated as any request: an error here refuses the call. ' +
      'Used only to answer this call: never stored, never logged.',
    [CODE_KEYWORD]: 'invalid_birthdata',
  },
)

export const Candidate = Type.Object(
  {
    id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Your own reference for the candidate, 1–64 characters, returned with its item.',
      }),
    ),
    ...BirthData.properties,
    name: Name,
    gender: Gender('The candidate’s gender.'),
  },
  {
    ...closed,
    description:
      'A candidate: birth data plus `gender`, an optional `id` of yours and `name`, as a partner of ' +
      '`/v1/compatibility` (it stands as partner `b`). Used only to answer this call: never stored, never logged.',
    [CODE_KEYWORD]: 'invalid_birthdata',
  },
)
export type Candidate = Static<typeof Candidate>

export const CompatibilityBatchRequest = Type.Object(
  {
    profile: Profile,
    candidates: Type.Array(
      Type.Union([
        Candidate,
        Type.Unknown({
          description:
            'An item that is not a valid candidate does not refuse the call: its own item in `matches` carries ' +
            'the error, with the code a partner of `/v1/compatibility` would get and the field named as ' +
            '`candidates[7].latitude`.',
        }),
      ]),
      {
        minItems: 1,
        maxItems: MAX_CANDIDATES,
        description:
          `The candidates, 1 to ${MAX_CANDIDATES} (more is 400 \`invalid_field\`), each checked on its own. The whole ` +
          'body is limited to 256 KiB (413 `payload_too_large`): 500 candidates with an `id`, a `name` and a `gender` ' +
          'take about 100 KiB.',
      },
    ),
  },
  { ...closed },
)
export type CompatibilityBatchRequest = Static<typeof CompatibilityBatchRequest>

export const compatibilityBatchExample: CompatibilityBatchRequest = {
  profile: {
    date: '1992-03-14',
    time: '06:45',
    timezone: 'Asia/Kolkata',
    latitude: 13.0827,
    longitude: 80.2707,
    gender: 'female',
  },
  candidates: [
    {
      id: 'c-101',
      date: '1989-11-02',
      time: '21:10',
      timezone: 'Asia/Kolkata',
      latitude: 12.9716,
      longitude: 77.5946,
      gender: 'male',
    },
    {
      id: 'c-102',
      date: '1990-06-18',
      time: '04:25',
      timezone: 'Asia/Kolkata',
      latitude: 19.076,
      longitude: 72.8777,
      gender: 'male',
    },
    {
      id: 'c-103',
      date: '1988-01-30',
      timezone: 'Asia/Kolkata',
      latitude: 28.6139,
      longitude: 77.209,
      gender: 'male',
    },
  ],
}

// ---- the answer ----------------------------------------------------------------------------------------

const Sign = signField('Sidereal sign.')

const ManglikBrief = Type.Object(
  {
    present: Type.Boolean({
      description:
        'Mars in the 1st, 4th, 7th, 8th or 12th from the lagna or the Moon (from the Moon alone without a birth time).',
    }),
    intensity: Type.Enum(['none', 'mild', 'moderate', 'strong'], {
      description: 'From how many of the lagna, the Moon and Venus Mars is in such a house (0–3).',
    }),
    cancelled: Type.Boolean({ description: 'Present, and a cancellation of this chart applies.' }),
    cancelledBy: Type.Array(Type.String(), {
      description: 'The cancellations that apply, in words (empty unless `cancelled`).',
    }),
  },
  { description: 'Maṅgala (Kuja) doṣa of this chart, as `manglik.a` / `manglik.b` of `/v1/compatibility`.' },
)

const PersonBrief = (what: string) =>
  Type.Object(
    {
      gender: nullable(Type.Enum(['male', 'female']), 'The gender given, or null.'),
      timeKnown: Type.Boolean({ description: 'False when the birth time was not given.' }),
      moon: Type.Object(
        {
          sign: Sign,
          nakshatra: Type.Enum([...NAKSHATRAS], { description: 'The Moon’s nakṣatra.' }),
          pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Its pada, 1–4.' }),
        },
        { description: 'The natal Moon (Lahiri), which the kūṭas and poruthams read.' },
      ),
      lagna: nullable(Sign, 'The lagna’s sign; null when the birth time is unknown.'),
      manglik: ManglikBrief,
      papasamya: Type.Number({
        description:
          'The chart’s malefic points as pāpasāmya counts them (Mars, Saturn, the Sun and Rahu in the 1st, 2nd, 4th, ' +
          '7th, 8th or 12th from the lagna 1 each, the Moon ½, Venus ¼).',
      }),
    },
    { description: what },
  )

const KootaCount = (what: string) =>
  Type.Object(
    {
      total: Type.Number({ description: 'The guṇa total out of 36, as counted.' }),
      totalAfterExceptions: Type.Number({
        description:
          'The total with the points of each doṣa a generally held exception cancels restored, as in `/v1/compatibility`.',
      }),
      points: namedKeys(
        'kootas',
        Type.Object(
          Object.fromEntries(
            KOOTAS.map((k) => [k, Type.Number({ description: `Points of ${k}, of ${KOOTA_MAX[k]}.` })]),
          ) as Record<(typeof KOOTAS)[number], ReturnType<typeof Type.Number>>,
          { description: 'The points of each of the eight kūṭas.' },
        ),
      ),
    },
    { description: what },
  )

const PoruthamCount = (what: string) =>
  Type.Object(
    {
      agreeing: Type.Integer({
        minimum: 0,
        maximum: 10,
        description: 'Poruthams that agree, of ten, by the Tamil usage.',
      }),
      vetoes: Type.Array(named('poruthams', Type.Enum([...VETO_PORUTHAMS])), {
        description: 'Rajju or Vedha when it does not agree: the tradition treats it as decisive.',
      }),
    },
    { description: what },
  )

/** The codes an item's error can carry: those of a partner's birth data in `/v1/compatibility`. */
export const ITEM_ERROR_CODES = [
  'invalid_birthdata',
  'invalid_timezone',
  'invalid_coordinates',
  'missing_required_field',
  'unknown_field',
  'invalid_field',
] as const satisfies readonly ErrorCode[]

const absent = ' Absent when `error` is present.'

const MatchItem = Type.Object(
  {
    index: Type.Integer({ minimum: 0, description: 'The candidate’s position in `candidates`, from 0.' }),
    id: nullable(
      Type.String(),
      'The candidate’s `id` as sent; null when none was sent (or it was not valid).',
    ),
    error: Type.Optional(
      Type.Object(
        {
          code: Type.Enum([...ITEM_ERROR_CODES], {
            description: 'The error code `/v1/compatibility` answers with for the same birth data.',
          }),
          message: Type.String({
            description:
              'What is wrong, naming the field (`candidates[7].latitude`). Never contains the values sent.',
          }),
        },
        { description: 'Why this candidate was not matched; present only then.' },
      ),
    ),
    candidate: Type.Optional(PersonBrief(`The candidate at a glance.${absent}`)),
    bride: Type.Optional(
      Type.Enum(['profile', 'candidate'], {
        description: `Who stands in the bride’s place in \`ashtakoota\` and \`poruthams\`.${absent}`,
      }),
    ),
    fromGender: Type.Optional(
      Type.Boolean({
        description: `True when the genders decided the direction; false when both directions are given (the profile in the bride’s place first).${absent}`,
      }),
    ),
    ashtakoota: Type.Optional(KootaCount(`Aṣṭakūṭa (guṇa milan) in the direction of \`bride\`.${absent}`)),
    ashtakootaReverse: Type.Optional(
      KootaCount('Aṣṭakūṭa counted the other way; only when the genders do not decide the direction.'),
    ),
    poruthams: Type.Optional(
      PoruthamCount(`The ten poruthams counted in the direction of \`bride\`.${absent}`),
    ),
    poruthamsReverse: Type.Optional(
      PoruthamCount(
        'The poruthams counted the other way; only when the genders do not decide the direction.',
      ),
    ),
    doshas: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.Enum(['nadi', 'bhakoot', 'gana', 'manglik', 'rajju', 'vedha'], {
              description: 'The doṣa.',
            }),
            cancelled: Type.Boolean({
              description:
                'Held cancelled by a classical exception (for Maṅgala: balanced, or cancelled in its chart).',
            }),
            cancelledBy: Type.Array(Type.String(), {
              description: 'The exceptions that cancel it, in words (empty when not cancelled).',
            }),
          },
          { description: 'A doṣa present in this match.' },
        ),
        {
          description: `The doṣas present (nāḍī, bhakūṭ and gaṇa from the kūṭas, Maṅgala of the two charts, Rajju and Vedha), in the direction of \`bride\`, as \`doshas\` of \`/v1/compatibility\`; empty when none is.${absent}`,
        },
      ),
    ),
    papasamyaBalanced: Type.Optional(
      nullable(
        Type.Boolean(),
        `Pāpasāmya: the groom’s malefic points at least the bride’s; null when the genders do not say who is who and the counts differ.${absent}`,
      ),
    ),
  },
  { description: 'One candidate: its match with the profile, or its error.' },
)

export const CompatibilityBatchContentProps = {
  profile: PersonBrief('The profile at a glance, computed once.'),
  counts: Type.Object(
    {
      candidates: Type.Integer({ description: 'Candidates sent.' }),
      matched: Type.Integer({ description: 'Candidates matched (and charged).' }),
      failed: Type.Integer({ description: 'Candidates not matched, each with its `error`.' }),
    },
    { description: 'How many candidates were sent, matched and refused.' },
  ),
  matches: Type.Array(MatchItem, {
    description:
      'One item per candidate, best first: by `ashtakoota.totalAfterExceptions`, then `ashtakoota.total`, then ' +
      '`poruthams.agreeing`, each descending (when the genders do not decide, each the lower of the two ' +
      'directions), then by `index`. Items with an `error` come last, in input order.',
  }),
}
