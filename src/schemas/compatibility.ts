/** Request and response schemas of `POST /v1/compatibility` (service-spec §2.1 Partner, §4.5). */
import { Type, type Static, type TSchema } from 'typebox'
import { NAKSHATRAS } from '../astro/index.js'
import { GRAHAS, PLANETS } from '../jyotisha/grahas.js'
import { KOOTAS } from '../jyotisha/kootas/ashtakoota.js'
import { PAPA_GRAHAS } from '../jyotisha/kootas/papasamya.js'
import { PORUTHAMS, VETO_PORUTHAMS } from '../jyotisha/kootas/poruthams.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'
import { BirthData } from './birth.js'
import { closed, nullable, signField } from './common.js'
import { named, namedField } from '../i18n/names.js'

const Side = Type.Enum(['a', 'b'], { description: 'Partner a or partner b.' })
const GrahaName = Type.Enum([...GRAHAS], { description: 'Graha.' })
const Sign = signField('Sidereal sign.')
const Grade = Type.Enum(['uttama', 'madhyama', 'none'], {
  description: 'The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).',
})

export const compatibilityExample: CompatibilityRequest = {
  a: {
    date: '1992-03-14',
    time: '06:45',
    timezone: 'Asia/Kolkata',
    latitude: 13.0827,
    longitude: 80.2707,
    name: 'Meera',
    gender: 'female',
  },
  b: {
    date: '1989-11-02',
    time: '21:10',
    timezone: 'Asia/Kolkata',
    latitude: 12.9716,
    longitude: 77.5946,
    name: 'Arjun',
    gender: 'male',
  },
  referenceDateIso: '2026-11-24',
}

const Partner = (which: 'a' | 'b') =>
  Type.Object(
    {
      ...BirthData.properties,
      name: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 80,
          description:
            'A name for the partner, used only in the words of the answer (never stored or logged).',
        }),
      ),
      gender: Type.Optional(
        Type.Enum(['male', 'female'], {
          description:
            'Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s). Missing, or the same for both, and both directions are given.',
          [CODE_KEYWORD]: 'invalid_birthdata',
        }),
      ),
    },
    {
      ...closed,
      description: `Partner ${which} (spec §2.1 Partner): birth data plus \`name\` and \`gender\`. Used only to answer this call: never stored, never logged.`,
      [CODE_KEYWORD]: 'invalid_birthdata',
    },
  )

export const CompatibilityRequest = Type.Object(
  {
    a: Partner('a'),
    b: Partner('b'),
    referenceDateIso: Type.Optional(
      Type.String({
        description:
          'The moment the reading is anchored to (the running daśās, the ten years of timing); default now. A date ' +
          '`YYYY-MM-DD` (00:00 that day in `a.timezone`) or an ISO 8601 date-time with `Z` or an offset, within ' +
          '1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`.',
        [CHECK_KEYWORD]: 'referenceDate',
        [CODE_KEYWORD]: 'invalid_reference_date',
      }),
    ),
  },
  { ...closed },
)
export type CompatibilityRequest = Static<typeof CompatibilityRequest>

const PartnerSummary = Type.Object(
  {
    name: nullable(Type.String(), 'The name given, or null.'),
    gender: nullable(Type.Enum(['male', 'female']), 'The gender given, or null.'),
    timeKnown: Type.Boolean({ description: 'False when the birth time was not given.' }),
    moon: Type.Object(
      {
        longitude: Type.Number({ description: 'Sidereal (Lahiri) longitude of the Moon at birth, degrees.' }),
        sign: Sign,
        nakshatra: Type.Enum([...NAKSHATRAS], { description: 'The Moon’s nakṣatra.' }),
        pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Its pada, 1–4.' }),
      },
      { description: 'The natal Moon, which matching reads.' },
    ),
    lagna: nullable(Sign, 'The lagna’s sign; null when the birth time is unknown.'),
    currentDasha: nullable(
      Type.Object({
        mahadasha: namedField('dashaLevels', GrahaName),
        antardasha: namedField('dashaLevels', nullable(GrahaName, 'The running antardaśā lord.')),
        start: Type.String({
          description: 'Start of the running antardaśā, ISO 8601 in the partner’s birth zone.',
        }),
        end: Type.String({ description: 'Its end.' }),
      }),
      'The Vimśottarī periods running at the reference date.',
    ),
  },
  { description: 'One partner at a glance.' },
)

const KootaView = Type.Object(
  {
    koota: Type.Enum([...KOOTAS], { description: 'The kūṭa.' }),
    points: Type.Number({ description: 'The traditional points given.' }),
    maxPoints: Type.Number({ description: 'The kūṭa’s maximum.' }),
    a: Type.String({
      description:
        'Partner a’s attribute for this kūṭa (varṇa, vaśya group, star, yoni, sign lord, gaṇa, sign or nāḍī).',
    }),
    b: Type.String({ description: 'Partner b’s attribute.' }),
    explanation: Type.String({ description: 'What the kūṭa compares and why these points, in plain words.' }),
  },
  { description: 'One of the eight kūṭas.' },
)

const Ashtakoota = (what: string) =>
  Type.Object(
    {
      bride: Side,
      groom: Type.Enum(['a', 'b'], { description: 'Who stands in the groom’s place for this reading.' }),
      kootas: Type.Array(KootaView, { description: 'The eight kūṭas, varṇa first, nāḍī last.' }),
      total: Type.Number({ description: 'The guṇa total out of 36, as counted.' }),
      totalAfterExceptions: Type.Number({
        description:
          'The total with the points of each doṣa a generally held exception cancels restored (exceptions only some authorities hold are not used).',
      }),
      maxTotal: Type.Literal(36, { description: 'Always 36.' }),
      exceptions: Type.Array(
        Type.Object({
          name: Type.String({ description: 'The exception, in words.' }),
          applies: Type.Boolean({ description: 'Whether it applies to this couple.' }),
          why: Type.String({ description: 'What was checked and what follows.' }),
          sources: Type.Array(Type.String(), { description: 'The books it rests on, by title.' }),
        }),
        { description: 'Every classical exception (parihāra) for nāḍī, bhakūṭ and gaṇa, as checked.' },
      ),
      reading: Type.String({ description: 'The tradition’s reading of the total after exceptions.' }),
    },
    { description: what },
  )

const PoruthamView = Type.Object(
  {
    name: Type.Enum([...PORUTHAMS], { description: 'The porutham.' }),
    agrees: Type.Boolean({ description: 'Whether it agrees (uttama or madhyama), by the Tamil usage.' }),
    grade: Grade,
    veto: Type.Boolean({ description: 'Rajju or Vedha failing: the tradition treats it as decisive.' }),
    severity: nullable(
      Type.Enum(['high', 'moderate']),
      'How gravely the tradition takes a failing veto; null otherwise.',
    ),
    explanation: Type.String({ description: 'What it looks to and what was checked.' }),
    kerala: Type.Object(
      {
        agrees: Type.Boolean({ description: 'Whether it agrees by the Kerala usage.' }),
        grade: Grade,
        veto: Type.Boolean({ description: 'A failing veto by the Kerala usage.' }),
        explanation: Type.String({ description: 'What the Kerala usage checks.' }),
      },
      { description: 'The same porutham by the Kerala usage.' },
    ),
  },
  { description: 'One of the ten poruthams.' },
)

const PoruthamSummary = Type.Object(
  {
    bride: Side,
    groom: Type.Enum(['a', 'b'], { description: 'Who stands in the groom’s place.' }),
    tradition: Type.Literal('tamil', { description: 'The usage of `agrees` and `grade`.' }),
    agreeing: Type.Integer({ description: 'Poruthams that agree, of ten (the tradition’s own count).' }),
    uttama: Type.Integer({ description: 'Of them, graded uttama.' }),
    madhyama: Type.Integer({ description: 'Of them, graded madhyama.' }),
    vetoes: Type.Array(named('poruthams', Type.Enum([...VETO_PORUTHAMS])), {
      description: 'The vetoes that fail.',
    }),
    keralaAgreeing: Type.Integer({ description: 'Poruthams that agree by the Kerala usage.' }),
    keralaVetoes: Type.Array(named('poruthams', Type.Enum([...VETO_PORUTHAMS])), {
      description: 'Vetoes failing by the Kerala usage.',
    }),
    reading: Type.String({ description: 'The South Indian reading of the count, in words.' }),
  },
  { description: 'The ten poruthams counted.' },
)

const TableNote = Type.Object(
  {
    koota: Type.Enum([...KOOTAS], { description: 'The kūṭa.' }),
    porutham: Type.Enum([...PORUTHAMS], { description: 'The porutham that judges the same relation.' }),
    points: Type.Number({ description: 'The kūṭa’s points, as in its entry.' }),
    maxPoints: Type.Number({ description: 'The kūṭa’s maximum.' }),
    kootaSays: Type.Enum(['approves', 'refuses'], {
      description: 'More than half the kūṭa’s points approves, less than half refuses.',
    }),
    grade: Grade,
    poruthamSays: Type.Enum(['agrees', 'doesNotAgree'], {
      description: 'Whether the porutham agrees by the Tamil usage, as in its entry.',
    }),
    explanation: Type.String({
      description: 'One sentence naming both and the rule each applies to these two stars or signs.',
    }),
  },
  { description: 'A kūṭa and a porutham judging the same relation, one approving and the other not.' },
)

const Running = Type.Object(
  {
    mahadasha: namedField('dashaLevels', GrahaName),
    antardasha: namedField('dashaLevels', nullable(GrahaName, 'The running antardaśā lord.')),
    start: Type.String({
      description:
        'Start of the running antardaśā, ISO 8601 in the partner’s birth zone (as `currentDasha`).',
    }),
    end: Type.String({ description: 'Its end.' }),
  },
  { description: 'One partner’s Vimśottarī periods at the reference date.' },
)

const Cancellation = Type.Object(
  {
    name: Type.String({ description: 'The cancellation, in words.' }),
    applies: Type.Boolean({ description: 'Whether it applies.' }),
    why: Type.String({ description: 'What was checked.' }),
    sources: Type.Array(Type.String(), { description: 'Where the rule is found.' }),
  },
  { description: 'A classical cancellation of Maṅgala doṣa, checked.' },
)

const Reference = Type.Enum(['lagna', 'moon', 'venus'], { description: 'The point counted from.' })
const ManglikView = Type.Object(
  {
    present: Type.Boolean({ description: 'Mars in a doṣa house from the lagna or the Moon.' }),
    intensity: Type.Enum(['none', 'mild', 'moderate', 'strong'], {
      description: 'From how many of the lagna, the Moon and Venus Mars is in a doṣa house (0–3).',
    }),
    from: Type.Array(
      Type.Object({
        reference: Reference,
        house: Type.Integer({ description: 'The house Mars is in from it.' }),
      }),
      { description: 'The references Mars is in the 1st, 4th, 7th, 8th or 12th from.' },
    ),
    fromSouthIndianList: Type.Array(
      Type.Object({
        reference: Reference,
        house: Type.Integer({ description: 'The house Mars is in from it.' }),
      }),
      { description: 'The same by the South Indian list (2nd, 4th, 7th, 8th, 12th).' },
    ),
    cancellations: Type.Array(Cancellation, { description: 'Every cancellation, checked.' }),
    cancelled: Type.Boolean({ description: 'Present, and at least one cancellation applies.' }),
  },
  { description: 'Maṅgala (Kuja) doṣa of one chart.' },
)

const PapaSide = Type.Object(
  {
    total: Type.Number({ description: 'The chart’s malefic points as the tradition counts them.' }),
    cells: Type.Array(
      Type.Object({
        reference: Reference,
        graha: Type.Enum([...PAPA_GRAHAS], { description: 'The malefic.' }),
        house: Type.Integer({ description: 'Its sign counted from the reference, 1–12.' }),
        dosha: Type.Boolean({ description: 'In the 1st, 2nd, 4th, 7th, 8th or 12th.' }),
        points: Type.Number({
          description: '1 from the lagna, ½ from the Moon, ¼ from Venus, when `dosha`.',
        }),
      }),
      { description: 'Each malefic from each reference.' },
    ),
    references: Type.Array(Reference, {
      description: 'The references counted (the lagna only with a birth time).',
    }),
  },
  { description: 'One chart’s pāpasāmya count.' },
)

const Factor = Type.Object(
  {
    partner: Side,
    statement: Type.String({ description: 'What in that partner’s chart says so, with its own placements.' }),
    meaning: Type.String({ description: 'What it means, in our own words.' }),
    books: Type.Array(Type.String(), { description: 'The classical books it rests on, by title.' }),
  },
  { description: 'A classical statement about marriage that holds for one chart.' },
)

const GrahaView = (g: string) =>
  Type.Object(
    {
      sign: Sign,
      house: Type.Integer({ description: 'House from the lagna (from the Moon without a birth time).' }),
      dignity: named(
        'dignities',
        Type.String({
          description: 'Its dignity: exalted, moolatrikona, own, friendly, neutral, enemy or debilitated.',
        }),
      ),
      navamsaSign: Sign,
    },
    { description: g },
  )

const PartnerChart = Type.Object(
  {
    houseBasis: Type.Enum(['lagna', 'moon'], {
      description: 'Houses from the lagna, or from the Moon’s sign when the birth time is unknown.',
    }),
    seventhHouse: Type.Object(
      {
        sign: Sign,
        lord: Type.Enum([...PLANETS], { description: 'Its lord.' }),
        lordHouse: Type.Integer({ description: 'The house its lord sits in.' }),
        lordSign: Sign,
        lordDignity: named('dignities', Type.String({ description: 'The lord’s dignity.' })),
        occupants: Type.Array(GrahaName, { description: 'Grahas in the 7th.' }),
        aspectedBy: Type.Array(GrahaName, {
          description: 'Grahas aspecting the 7th (full aspects), not in it.',
        }),
      },
      { description: 'The 7th house, of the partner.' },
    ),
    venus: GrahaView('Venus, the significator of the partner.'),
    jupiter: GrahaView('Jupiter, read in a woman’s chart for the husband.'),
    navamsa: Type.Object(
      {
        lagnaSign: nullable(Sign, 'The navāṃśa lagna; null without a birth time.'),
        seventhSign: nullable(Sign, 'The navāṃśa’s 7th sign; null without a birth time.'),
        seventhLord: nullable(Type.Enum([...PLANETS]), 'Its lord; null without a birth time.'),
        seventhLordSign: nullable(Sign, 'That lord’s sign in the navāṃśa; null without a birth time.'),
        venusSign: Sign,
      },
      { description: 'The navāṃśa (D9), the chart of marriage.' },
    ),
    marriageOutlook: Type.Enum(['favorable', 'mostly_favorable', 'mixed', 'challenging'], {
      description:
        'How the classical statements about marriage read this chart, as `/v1/interpret` reads them.',
    }),
    summary: Type.String({ description: 'The chart’s marriage picture in plain words.' }),
  },
  { description: 'One chart read for marriage.' },
)

const Span = (what: string, extra: Record<string, TSchema> = {}) =>
  Type.Object(
    {
      ...extra,
      start: Type.String({ description: 'First day, `YYYY-MM-DD` (in the partner’s birth zone).' }),
      end: Type.String({ description: 'Last day, `YYYY-MM-DD`.' }),
    },
    { description: what },
  )

const PartnerTiming = Type.Object(
  {
    running: nullable(
      Type.Object({
        mahadasha: namedField('dashaLevels', GrahaName),
        antardasha: namedField('dashaLevels', nullable(GrahaName, 'The running antardaśā lord.')),
        start: Type.String({ description: 'Start of the running antardaśā, `YYYY-MM-DD`.' }),
        end: Type.String({ description: 'Its end.' }),
      }),
      'The periods running at the reference date.',
    ),
    periods: Type.Array(
      Span('An antardaśā in the window and its tone for marriage.', {
        period: Type.String({ description: 'Mahādaśā lord–antardaśā lord.' }),
        mahadasha: GrahaName,
        antardasha: GrahaName,
        tone: Type.Enum(['favorable', 'cautionary', 'neutral'], {
          description: 'Its tone for partnership, as `/v1/interpret` reads the marriage domain.',
        }),
      }),
      { description: 'The Vimśottarī antardaśās over the window.' },
    ),
    sandhi: Type.Array(
      Span('A daśā sandhi: the months around a change of mahādaśā.', {
        from: GrahaName,
        to: GrahaName,
        change: Type.String({ description: 'The day the mahādaśā changes, `YYYY-MM-DD`.' }),
      }),
      { description: 'Mahādaśā changes within the window.' },
    ),
    sadeSati: Type.Array(
      Span('A stay of Saturn in the 12th, 1st or 2nd from the natal Moon.', {
        phase: Type.Enum(['rising', 'peak', 'setting'], {
          description: 'The 12th, the 1st or the 2nd from the Moon.',
        }),
      }),
      { description: 'Sade Sati within the window.' },
    ),
  },
  { description: 'One partner’s time.' },
)

const SensitivitySide = Type.Object(
  {
    notes: Type.Array(
      Type.Object({
        boundary: Type.Enum(['nakshatra', 'pada', 'sign', 'vashyaHalf', 'lagnaSign'], {
          description: 'What the Moon (or the lagna) is near.',
        }),
        minutes: Type.Integer({
          description: 'How many minutes off the birth time would have to be to cross it.',
        }),
        affects: Type.Array(Type.String(), { description: 'The results that would change.' }),
        explanation: Type.String({ description: 'In plain words.' }),
      }),
      { description: 'Each boundary within reach of a birth time a few minutes off.' },
    ),
    unknown: Type.Array(Type.String(), {
      description: 'Without a birth time: the results that cannot be known (empty with one).',
    }),
  },
  { description: 'One partner’s sensitivity to the birth time.' },
)

const Overlap = Span('A stretch where both partners are in a difficult time together.', {
  kind: Type.Enum(['sandhi', 'difficultPeriods', 'sadeSati'], {
    description:
      'Both in a daśā sandhi, both in an antardaśā cautionary for partnership, or both in Sade Sati.',
  }),
  description: Type.String({ description: 'In plain words.' }),
})

export const CompatibilityContentProps = {
  contentVersion: Type.String({
    description: 'The version of the classical corpus; it changes whenever a rule does.',
  }),
  referenceDate: Type.String({
    description: 'The moment read, ISO 8601 with partner a’s birth zone’s offset then.',
  }),
  a: PartnerSummary,
  b: PartnerSummary,
  roles: Type.Object(
    {
      bride: Side,
      groom: Type.Enum(['a', 'b'], {
        description: 'Who stands in the groom’s place in `ashtakoota` and `poruthams`.',
      }),
      fromGender: Type.Boolean({
        description: 'True when the genders decided the direction; false when both directions are given.',
      }),
      note: Type.String({ description: 'In plain words.' }),
    },
    { description: 'The traditional direction of the count, and how it was decided.' },
  ),
  ashtakoota: Ashtakoota('Aṣṭakūṭa (guṇa milan, 36 points) in the direction of `roles`.'),
  ashtakootaReverse: Type.Optional(
    Ashtakoota('Aṣṭakūṭa counted the other way (present only when the genders do not decide the direction).'),
  ),
  poruthams: Type.Array(PoruthamView, { description: 'The ten poruthams in the direction of `roles`.' }),
  poruthamsReverse: Type.Optional(
    Type.Array(PoruthamView, {
      description: 'The ten poruthams the other way (only when the genders do not decide).',
    }),
  ),
  poruthamSummary: PoruthamSummary,
  poruthamSummaryReverse: Type.Optional(
    Type.Object(PoruthamSummary.properties, {
      description: 'The other way (only when the genders do not decide).',
    }),
  ),
  tableAgreement: Type.Array(TableNote, {
    description:
      'Where a kūṭa and the porutham that judges the same relation disagree (vaśya and Vaśya, tārā and Dina, ' +
      'yoni and Yoni, graha maitrī and Rāśyadhipati, gaṇa and Gaṇa, bhakūṭ and Rāśi), in the direction of ' +
      '`roles`; empty when they all agree.',
  }),
  tableAgreementReverse: Type.Optional(
    Type.Array(TableNote, {
      description: 'The same the other way (only when the genders do not decide).',
    }),
  ),
  doshas: Type.Array(
    Type.Object({
      name: Type.Enum(['nadi', 'bhakoot', 'gana', 'manglik', 'rajju', 'vedha'], { description: 'The doṣa.' }),
      present: Type.Boolean({ description: 'Whether it is present.' }),
      cancelled: Type.Boolean({
        description: 'Present and held cancelled by a classical exception (or, for Maṅgala, balanced).',
      }),
      why: Type.String({ description: 'Why, in plain words.' }),
      sources: Type.Array(Type.String(), { description: 'Where the rule is found.' }),
    }),
    { description: 'The match’s doṣas, each present or not, cancelled or not.' },
  ),
  manglik: Type.Object(
    {
      a: ManglikView,
      b: ManglikView,
      balanced: Type.Boolean({ description: 'Both or neither have it (the most widely held rule).' }),
      explanation: Type.String({ description: 'In plain words.' }),
    },
    {
      description:
        'Maṅgala doṣa of both charts (1st, 4th, 7th, 8th, 12th from the lagna, the Moon and Venus).',
    },
  ),
  papasamya: Type.Object(
    {
      a: PapaSide,
      b: PapaSide,
      balanced: nullable(
        Type.Boolean(),
        'The groom’s count at least the bride’s; null when the genders do not say who is who and the counts differ.',
      ),
      difference: Type.Number({ description: 'Partner b’s count less partner a’s.' }),
      method: Type.String({ description: 'How the count is made.' }),
      explanation: Type.String({ description: 'In plain words.' }),
    },
    { description: 'Pāpasāmya: the balance of the malefics between the two charts.' },
  ),
  chartReading: Type.Object(
    {
      supportingFactors: Type.Array(Factor, {
        description: 'What in the two charts supports the marriage, both charts in turn.',
      }),
      cautionaryFactors: Type.Array(Factor, { description: 'What asks for care.' }),
      a: PartnerChart,
      b: PartnerChart,
      together: Type.Array(
        Type.Object({
          statement: Type.String({ description: 'How the charts meet.' }),
          meaning: Type.String({ description: 'What it means, in our own words.' }),
          tone: Type.Enum(['supportive', 'cautionary', 'neutral'], { description: 'Its tone.' }),
          books: Type.Array(Type.String(), { description: 'Books it rests on, by title (may be empty).' }),
        }),
        {
          description:
            'The two charts read across each other: the Moon signs, the lagnas and their lords; each ' +
            'partner’s Moon, Venus, Mars, Sun and lagna lord in the other’s lagna, 7th and Moon signs; a Moon ' +
            'in the 8th sign from the other’s lagna; the navāṃśa lagnas and 7th lords (with both birth times).',
        },
      ),
    },
    { description: 'The two charts themselves, read for marriage with the classical corpus.' },
  ),
  timing: Type.Object(
    {
      from: Type.String({ description: 'The window’s first day, `YYYY-MM-DD`.' }),
      to: Type.String({ description: 'Its last day (ten years on).' }),
      a: PartnerTiming,
      b: PartnerTiming,
      overlaps: Type.Array(Overlap, {
        description: 'Where both are in a difficult time together (dates in partner a’s zone).',
      }),
      now: nullable(
        Type.Object({
          a: Running,
          b: Running,
          overlapStart: Type.String({
            description: 'The later of the two starts, ISO 8601 in partner a’s zone.',
          }),
          overlapEnd: Type.String({
            description: 'The earlier of the two ends, ISO 8601 in partner a’s zone.',
          }),
          note: Type.String({
            description:
              'In one sentence: the two periods and how the lords of the running sub-periods relate.',
          }),
        }),
        'Both partners’ running periods side by side and the span in which both run at once.',
      ),
      summary: Type.String({ description: 'In plain words.' }),
    },
    { description: 'The couple’s next ten years: periods, sandhis, Sade Sati and where they coincide.' },
  ),
  sensitivity: Type.Object(
    {
      a: SensitivitySide,
      b: SensitivitySide,
      summary: Type.String({ description: 'In plain words.' }),
    },
    { description: 'What would change with a birth time a few minutes off, or cannot be known without one.' },
  ),
  verdict: Type.Object(
    {
      outlook: Type.Enum(['favorable', 'mostly_favorable', 'mixed', 'challenging'], {
        description: 'Where the match leans, in the vocabulary of `/v1/interpret`.',
      }),
      confidence: Type.Enum(['high', 'moderate', 'low'], { description: 'How firmly.' }),
      reasons: Type.Array(Type.String(), { description: 'The plain reasons.' }),
      summary: Type.String({ description: 'A short summary.' }),
    },
    { description: 'The verdict: qualitative, never a score of ours.' },
  ),
  conventions: Type.Record(Type.String(), Type.String(), {
    description: 'Every choice made where traditions differ, in words.',
  }),
}
