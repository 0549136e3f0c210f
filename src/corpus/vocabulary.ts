/**
 * The corpus's closed vocabulary: what a rule file may say, as one schema (TypeBox) that validates every
 * rule when the corpus loads. A rule's condition is built from a few kinds of atoms, each an object of
 * plain keys an astrologer can read without knowing TypeScript:
 *
 * - a graha atom names one graha (`graha: Saturn`, `lordOf: 10`, `lord: period`, `karaka: darakaraka`)
 *   and states things about it (`inHouse`, `dignity`, `with`, `aspectedBy`, `strength`, `varga`,
 *   `transitHouseFromMoon` …), all of which must hold;
 * - a house atom (`house: 7` with `occupiedBy`, `aspectedBy`, `sarvaBindus`, `doubleTransit`);
 * - a yoga atom (`yoga: Gajakesari`, `status: cancelled`), or `yogaCategory: Raja`;
 * - a relation atom between the running lords (`between: [mahadasha, antardasha]` with `houses` and
 *   `friendship`);
 * - a chart atom (`timeKnown`, `moon: waxing`, `sadeSati`);
 * - and `all`, `any`, `not` over other conditions.
 *
 * Houses are counted from the lagna (whole signs), or from the Moon's sign when the birth time is unknown.
 */
import { Type, type Static, type TSchema } from 'typebox'
import { SIGNS } from '../astro/index.js'
import { DIGNITIES } from '../jyotisha/dignity.js'
import { GRAHAS } from '../jyotisha/grahas.js'

/** The spec's fifteen domains (service-spec §2.1). */
export const DOMAINS = [
  'career',
  'business',
  'finance',
  'children',
  'property',
  'education',
  'travel',
  'spirituality',
  'lineage',
  'reputation',
  'partnerships',
  'legal',
  'family',
  'marriage',
  'health',
] as const
export type Domain = (typeof DOMAINS)[number]

/** The books a rule may rest on: the closed list of ../shared/reference/corpus-facts.md §8 and
 *  jyotisha.md §10, by title only. */
export const BOOKS = [
  'Brihat Parashara Hora Shastra',
  'Phaladeepika',
  'Saravali',
  'Brihat Jataka',
  'Uttara Kalamrita',
  'Laghu Parashari',
  'Horasara',
  'Brihat Samhita',
  'Muhurta Chintamani',
  'Sanketa Nidhi',
  'Jataka Parijata',
  'Sarvartha Chintamani',
  'Three Hundred Important Combinations',
] as const
export type Book = (typeof BOOKS)[number]

const LIFE_STAGES = ['young', 'adult', 'elder'] as const
export type LifeStage = (typeof LIFE_STAGES)[number]

const TONES = ['supportive', 'cautionary', 'mixed'] as const

/** Chara kārakas, seven-kāraka scheme (Sun to Saturn by degrees within their signs; BPHS ch. 32). */
export const KARAKAS = [
  'atmakaraka',
  'amatyakaraka',
  'bhratrikaraka',
  'matrikaraka',
  'putrakaraka',
  'gnatikaraka',
  'darakaraka',
] as const
export type Karaka = (typeof KARAKAS)[number]

/** The running daśā lords a rule can name: `period` is the lord of whichever level is being read (the
 *  chapter, the period or the stretch); `mahadasha` and `antardasha` name those two levels. */
const RUNNING_LORDS = ['period', 'mahadasha', 'antardasha'] as const

const VARGAS = ['D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D30', 'D60'] as const
export type Varga = (typeof VARGAS)[number]

const lit = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Enum([...values] as T[number][], { description })
const oneOrMany = <T extends TSchema>(t: T) => Type.Union([t, Type.Array(t, { minItems: 1 })])

const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 })
const Houses = oneOrMany(HouseNumber)
const GrahaName = lit(GRAHAS, 'a graha')
const SignName = lit(SIGNS, 'a sign')
const DignityName = lit(DIGNITIES, 'a dignity')
const Nature = lit(['benefic', 'malefic'] as const, 'natural benefic or malefic')
/** Another graha, named or as a lord, or any natural benefic or malefic. */
const Other = Type.Union([
  GrahaName,
  Nature,
  Type.Object({ lordOf: HouseNumber }, { additionalProperties: false }),
])
const Threshold = Type.Union([
  Type.Object({ atLeast: Type.Integer({ minimum: 0, maximum: 56 }) }, { additionalProperties: false }),
  Type.Object({ below: Type.Integer({ minimum: 1, maximum: 57 }) }, { additionalProperties: false }),
])

const grahaPredicates = {
  /** The graha named (a running lord, a lord of a house, a kāraka) is one of these. */
  is: Type.Optional(oneOrMany(GrahaName)),
  inHouse: Type.Optional(Houses),
  inHouseFromMoon: Type.Optional(Houses),
  inSign: Type.Optional(oneOrMany(SignName)),
  dignity: Type.Optional(oneOrMany(DignityName)),
  retrograde: Type.Optional(Type.Boolean()),
  combust: Type.Optional(Type.Boolean()),
  /** In the same sign as the other graha (or as any natural benefic or malefic). */
  with: Type.Optional(Other),
  /** Receives the other's full graha dṛṣṭi (jyotisha.md §6). */
  aspectedBy: Type.Optional(Other),
  owns: Type.Optional(Houses),
  nature: Type.Optional(Nature),
  /** Ṣaḍbala against its BPHS minimum (ratio at least 1 = strong); unknown without a birth time. */
  strength: Type.Optional(lit(['strong', 'weak'] as const, 'ṣaḍbala against the BPHS minimum')),
  vargottama: Type.Optional(Type.Boolean()),
  varga: Type.Optional(
    Type.Object(
      {
        chart: lit(VARGAS, 'a divisional chart'),
        inHouse: Type.Optional(Houses),
        inSign: Type.Optional(oneOrMany(SignName)),
        dignity: Type.Optional(oneOrMany(lit(['exalted', 'own', 'debilitated'] as const, 'a sign dignity'))),
      },
      { additionalProperties: false },
    ),
  ),
  /** Transit at the reference date: house counted from the natal Moon. */
  transitHouseFromMoon: Type.Optional(Houses),
  /** Transit favourable from the Moon and free of vedha (Phaladeepika ch. 26). */
  transitFavourable: Type.Optional(Type.Boolean()),
  /** Bindus of the graha's own aṣṭakavarga in its transit sign. */
  transitBindus: Type.Optional(Threshold),
}

/** The graha atom, one schema per way of naming the graha (so an error names the right one). */
export const GRAHA_ATOMS = {
  graha: Type.Object({ graha: GrahaName, ...grahaPredicates }, { additionalProperties: false }),
  lordOf: Type.Object({ lordOf: HouseNumber, ...grahaPredicates }, { additionalProperties: false }),
  lord: Type.Object(
    { lord: lit(RUNNING_LORDS, 'a running daśā lord'), ...grahaPredicates },
    { additionalProperties: false },
  ),
  karaka: Type.Object(
    { karaka: lit(KARAKAS, 'a chara kāraka'), ...grahaPredicates },
    { additionalProperties: false },
  ),
}
const GrahaAtom = Type.Union([GRAHA_ATOMS.graha, GRAHA_ATOMS.lordOf, GRAHA_ATOMS.lord, GRAHA_ATOMS.karaka], {
  description: 'one graha and what holds of it',
})

export const HouseAtom = Type.Object(
  {
    house: HouseNumber,
    occupiedBy: Type.Optional(Type.Union([Other, Type.Literal('none')])),
    aspectedBy: Type.Optional(Other),
    /** Sarvāṣṭakavarga bindus of the house's sign. */
    sarvaBindus: Type.Optional(Threshold),
    /** Jupiter and Saturn both touch the house or its lord by transit at the reference date. */
    doubleTransit: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const YOGA_ATOMS = {
  yoga: Type.Object(
    {
      yoga: Type.String({ minLength: 2 }),
      status: Type.Optional(lit(['formed', 'cancelled'] as const, 'yoga status')),
    },
    { additionalProperties: false },
  ),
  yogaCategory: Type.Object({ yogaCategory: Type.String({ minLength: 2 }) }, { additionalProperties: false }),
}
const YogaAtom = Type.Union([YOGA_ATOMS.yoga, YOGA_ATOMS.yogaCategory])

export const RelationAtom = Type.Object(
  {
    between: Type.Tuple([lit(['mahadasha'] as const, 'from'), lit(['antardasha'] as const, 'to')]),
    /** The second lord's sign counted from the first's (6 and 8 together read as mutual 6/8). */
    houses: Type.Optional(Houses),
    /** Compound relationship of the mahādaśā lord toward the antardaśā lord (BPHS ch. 3). */
    friendship: Type.Optional(
      oneOrMany(
        lit(['great friend', 'friend', 'neutral', 'enemy', 'great enemy'] as const, 'compound relation'),
      ),
    ),
    /** The same graha rules both levels. */
    same: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const CHART_ATOMS = {
  timeKnown: Type.Object({ timeKnown: Type.Boolean() }, { additionalProperties: false }),
  moon: Type.Object(
    { moon: lit(['waxing', 'waning'] as const, 'the Moon’s phase at birth') },
    { additionalProperties: false },
  ),
  sadeSati: Type.Object(
    {
      sadeSati: lit(['any', 'rising', 'peak', 'setting', 'none'] as const, 'Sade Sati at the reference date'),
    },
    { additionalProperties: false },
  ),
}
const ChartAtom = Type.Union([CHART_ATOMS.timeKnown, CHART_ATOMS.moon, CHART_ATOMS.sadeSati])

export const Condition = Type.Cyclic(
  {
    Condition: Type.Union([
      GrahaAtom,
      HouseAtom,
      YogaAtom,
      RelationAtom,
      ChartAtom,
      Type.Object(
        { all: Type.Array(Type.Ref('Condition'), { minItems: 2 }) },
        { additionalProperties: false },
      ),
      Type.Object(
        { any: Type.Array(Type.Ref('Condition'), { minItems: 2 }) },
        { additionalProperties: false },
      ),
      Type.Object({ not: Type.Ref('Condition') }, { additionalProperties: false }),
    ]),
  },
  'Condition',
)
export type Condition = Static<typeof Condition>

/**
 * A rule's texts in a language beside English (issue 36): the same fields the English has, and only
 * those, written as an astrologer of that language writes them (not word for word), with the same
 * meaning, tone and certainty. Longer limits than English's: the same sentence runs longer in Devanagari.
 */
export const RuleTexts = Type.Object(
  {
    subject: Type.String({ minLength: 6, maxLength: 170 }),
    headline: Type.String({ minLength: 6, maxLength: 130 }),
    says: Type.String({ minLength: 30, maxLength: 900 }),
    do: Type.Optional(Type.Array(Type.String({ minLength: 6, maxLength: 230 }), { maxItems: 4 })),
    takeCare: Type.Optional(Type.Array(Type.String({ minLength: 6, maxLength: 230 }), { maxItems: 4 })),
    cancelledSays: Type.Optional(Type.String({ minLength: 15, maxLength: 600 })),
  },
  { additionalProperties: false },
)
export type RuleTexts = Static<typeof RuleTexts>

/** The languages the corpus is written in beside English, each a block of every rule. */
export const CORPUS_LANGUAGES = ['hi'] as const
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number]

export const Rule = Type.Object(
  {
    /** Internal, for review and tests; never in a response. */
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
    when: Condition,
    /** A promise this rule makes is cancelled when this holds; `cancelledSays` gives the reason. */
    unless: Type.Optional(Condition),
    cancelledSays: Type.Optional(Type.String({ minLength: 20 })),
    domains: Type.Array(lit(DOMAINS, 'a domain'), { minItems: 1, uniqueItems: true }),
    tone: lit(TONES, 'tone'),
    /** Internal, 1–5; never in a response. */
    weight: Type.Integer({ minimum: 1, maximum: 5 }),
    /** The configuration in plain words, e.g. "the 10th lord in the 11th house". */
    subject: Type.String({ minLength: 8, maxLength: 120 }),
    /** A short headline for a card. */
    headline: Type.String({ minLength: 8, maxLength: 90 }),
    /** What it means, in our own words. */
    says: Type.String({ minLength: 40, maxLength: 600 }),
    do: Type.Optional(Type.Array(Type.String({ minLength: 8, maxLength: 160 }), { maxItems: 4 })),
    takeCare: Type.Optional(Type.Array(Type.String({ minLength: 8, maxLength: 160 }), { maxItems: 4 })),
    books: Type.Array(lit(BOOKS, 'a book title'), { minItems: 1, uniqueItems: true }),
    /** Chapter and verse, for review only. */
    locus: Type.String({ minLength: 2 }),
    /** The id of a broader rule this one narrows (its condition implies the broader one's). When both
     *  fire for the same binding, only this one is voiced and weighed (fires.ts). */
    refines: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' })),
    /** The stages of life the rule speaks to (at the reference date: `young` under 16, `elder` from 65,
     *  `adult` between); absent, all. A reading leaves out a rule whose stages exclude the person's
     *  (no first-child talk at eighty, no exams at ninety). */
    life: Type.Optional(Type.Array(lit(LIFE_STAGES, 'a stage of life'), { minItems: 1, uniqueItems: true })),
    /** The texts in Hindi (every rule has them). */
    hi: RuleTexts,
  },
  { additionalProperties: false },
)
export type Rule = Static<typeof Rule>
