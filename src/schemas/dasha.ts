/**
 * Schemas of /v1/dasha's daśā systems: the request's `system`, the period schema every
 * system's timeline is built from, and the Yoginī and Chara blocks with the conventions each echoes. The
 * Vimśottarī schemas (/v1/chart's too) are in chart.ts, built from the same pieces.
 */
import { Type, type TProperties, type TSchema } from 'typebox'
import { SIGNS } from '../astro/index.js'
import type { DashaLevel } from '../jyotisha/dasha.js'
import { DASHA_DEPTHS, DEFAULT_DASHA_DEPTH } from '../jyotisha/chart.js'
import { CHARA_CONVENTIONS, DASHA_SYSTEMS, YOGINI_CONVENTIONS } from '../jyotisha/dasha-systems.js'
import { YOGINI_PLANET, YOGINIS } from '../jyotisha/dasha-yogini.js'
import { nullable } from './common.js'
import { namedField } from '../i18n/names.js'

// ---- request ---------------------------------------------------------------------------------------

export const DashaSystemField = Type.Enum([...DASHA_SYSTEMS], {
  default: 'vimshottari',
  description:
    'The daśā system, each dated by the same `settings.dashaYear`. `vimshottari` (default): the 120-year ' +
    'Vimśottarī daśā of the Bṛhat Parāśara Horā Śāstra (chs. 46, 51), nine lords from the Moon’s nakshatra ' +
    'to the pratyantardaśā, in `balanceAtBirth`, `current` and `timeline`. `yogini`: the Yoginī daśā of the ' +
    'Bṛhat Parāśara Horā Śāstra (ch. 46, vv. 195–199): eight yoginīs of 1 … 8 years, a 36-year cycle ' +
    'entered from the Moon’s nakshatra with a balance as in Vimśottarī, four cycles from the one running ' +
    'at birth, each mahādaśā with eight antardaśās in proportion to their years; in `yogini`. `chara`: the ' +
    'Chara (sign) daśā of the Jaimini Upadeśa Sūtras in K. N. Rao’s variant as described by P. V. R. ' +
    'Narasimha Rao: the twelve signs from the lagna’s, the first starting at birth (no balance), two ' +
    'cycles of at most 144 years, each mahādaśā with twelve equal antardaśās; in `chara`. The Chara daśā ' +
    'needs the lagna, so `birthData.time`: without it the answer is 400 `missing_required_field`.',
})

/** How deep the timeline goes (/v1/chart, /v1/dasha). An enum rather than an integer with bounds, so
 *  that every wrong value (0, 4, 2.5, "2") is answered alike: "must be one of: 1, 2, 3". */
export const DashaDepthField = Type.Enum([...DASHA_DEPTHS], {
  default: DEFAULT_DASHA_DEPTH,
  description:
    'How deep the daśā timeline goes: `1` the mahādaśās only, `2` with their antardaśās, `3` (default) ' +
    'with the antardaśās’ pratyantardaśās as well. A period of the last level asked for has no ' +
    '`antardashas`. Only the timeline is cut: `current` and `balanceAtBirth` are the same at every depth. ' +
    'The Yoginī and Chara daśās have two levels, so `2` and `3` give all of them. A shallower answer is ' +
    'smaller and quicker: a Vimśottarī timeline is 9 periods to depth 1, 81 to depth 2, 729 to depth 3.',
})

// ---- periods ---------------------------------------------------------------------------------------

/** The dates of a period, in every system. */
const DashaTimes = {
  start: Type.String({
    description: 'Start, ISO 8601 local time to the second with the birth zone’s offset then.',
  }),
  end: Type.String({ description: 'End, likewise.' }),
  earliestStart: Type.Optional(
    Type.String({ description: 'With the birth time unknown: the earliest start a birth that day gives.' }),
  ),
  latestStart: Type.Optional(
    Type.String({ description: 'With the birth time unknown: the latest start a birth that day gives.' }),
  ),
}

/** A period's schema in any daśā system: the fields naming it, its level, its dates and, unless it is of
 *  the last level, its sub-periods in `antardashas` (absent, too, at the last level `dashaDepth` asks for).
 *  Typed as any schema: whether a period has `antardashas` depends on its level, which the periods' one
 *  type does not say. */
export function periodSchema(
  names: TProperties,
  level: DashaLevel,
  sub: { schema: TSchema; description: string } | null,
  description: string,
): TSchema {
  return Type.Object(
    {
      ...names,
      level: Type.Literal(level, { description: `The level: \`${level}\`.` }),
      ...DashaTimes,
      ...(sub
        ? {
            antardashas: Type.Optional(
              Type.Array(sub.schema, {
                description: `${sub.description} Absent when the request’s \`dashaDepth\` stops at this level.`,
              }),
            ),
          }
        : {}),
    },
    { description },
  )
}

/** The periods running at the request time, named by `name` (a lord, a yoginī, a sign). */
export function currentSchema(name: TSchema, description: string) {
  return nullable(
    Type.Object({
      mahadasha: namedField('dashaLevels', name),
      mahadashaEnd: Type.String({
        description: 'When the running mahādaśā ends (local time of the birth zone).',
      }),
      antardasha: namedField('dashaLevels', nullable(name, 'The antardaśā running.')),
      antardashaEnd: nullable(Type.String(), 'When it ends.'),
    }),
    description,
  )
}

// ---- Yoginī ----------------------------------------------------------------------------------------

const YoginiName = Type.Enum([...YOGINIS], {
  description:
    'The yoginī, in ASCII: Mangala, Pingala, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata (Maṅgalā, ' +
    'Piṅgalā, Dhānyā, Bhrāmarī, Bhadrikā, Ulkā, Siddhā, Saṅkaṭā), of 1 … 8 years.',
})
const YoginiGraha = Type.Enum([...new Set(YOGINIS.map((y) => YOGINI_PLANET[y]))], {
  description:
    'The graha of the yoginī (BPHS 46.197–198): Mangala Moon, Pingala Sun, Dhanya Jupiter, Bhramari Mars, ' +
    'Bhadrika Mercury, Ulka Saturn, Siddha Venus, Sankata Rahu.',
})
const yoginiNames = { yogini: YoginiName, planet: YoginiGraha }

const YoginiAntardasha = periodSchema(yoginiNames, 'antardasha', null, 'A Yoginī antardaśā (the last level).')
const YoginiMahadasha = periodSchema(
  yoginiNames,
  'mahadasha',
  {
    schema: YoginiAntardasha,
    description:
      'Its eight antardaśās, from its own yoginī on in the fixed order, each (its years × the ' +
      'mahādaśā’s years) / 36 years long; they tile it exactly.',
  },
  'A Yoginī mahādaśā: its yoginī’s years (1 … 8).',
)

export const YoginiDashaBlock = Type.Object(
  {
    balanceAtBirth: Type.Object(
      {
        yogini: YoginiName,
        planet: YoginiGraha,
        years: Type.Number({
          description:
            'Daśā years of the birth yoginī still to run at birth: its years × the part of the Moon’s ' +
            'nakshatra (the whole 13°20′) not yet traversed.',
        }),
      },
      { description: 'The balance at birth: the yoginī of the Moon’s nakshatra and what is left of it.' },
    ),
    current: currentSchema(
      YoginiName,
      'The yoginīs running at the request time; null outside the timeline’s 144 years.',
    ),
    timeline: Type.Array(YoginiMahadasha, {
      description:
        'The 32 mahādaśās of four 36-year cycles from the one running at birth (which began before it), ' +
        'each with its eight antardaśās.',
    }),
  },
  { description: 'The Yoginī daśā (`system: "yogini"`).' },
)

// ---- Chara -----------------------------------------------------------------------------------------

const CharaSign = Type.Enum([...SIGNS], { description: 'The sign (rāśi) whose daśā it is, in English.' })
const charaNames = { sign: CharaSign }

const CharaAntardasha = periodSchema(charaNames, 'antardasha', null, 'A Chara antardaśā (the last level).')
const CharaMahadasha = periodSchema(
  charaNames,
  'mahadasha',
  {
    schema: CharaAntardasha,
    description:
      'Its twelve equal antardaśās, from the sign after its own in its own direction (zodiacal when the ' +
      '9th sign from it is savya, else reverse), its own sign last; they tile it exactly.',
  },
  'A Chara mahādaśā: 1 … 12 years in the first cycle, 12 − that in the second.',
)

export const CharaDashaBlock = Type.Object(
  {
    balanceAtBirth: Type.Object(
      {
        sign: CharaSign,
        years: Type.Number({
          description:
            'The years of the first mahādaśā, the lagna’s sign: it starts at birth, so all of it is to run.',
        }),
      },
      { description: 'The balance at birth: the whole first mahādaśā (the Chara daśā has no elapsed part).' },
    ),
    current: currentSchema(
      CharaSign,
      'The signs whose daśās run at the request time; null after the timeline ends.',
    ),
    timeline: Type.Array(CharaMahadasha, {
      description:
        'The mahādaśās from birth: the twelve signs from the lagna’s, then the second cycle (a sign with ' +
        '12 years in the first has none in the second and is left out), each with its twelve antardaśās.',
    }),
  },
  { description: 'The Chara daśā (`system: "chara"`).' },
)

// ---- conventions -----------------------------------------------------------------------------------

const YoginiConventions = Type.Object(
  {
    system: Type.Literal(YOGINI_CONVENTIONS.system, { description: 'The Yoginī daśā.' }),
    source: Type.Literal(YOGINI_CONVENTIONS.source, {
      description: 'The book it follows: the Bṛhat Parāśara Horā Śāstra, ch. 46, vv. 195–199.',
    }),
    cycleYears: Type.Literal(YOGINI_CONVENTIONS.cycleYears, {
      description: 'Years of a cycle of the eight yoginīs (1 + 2 + … + 8).',
    }),
    cycles: Type.Literal(YOGINI_CONVENTIONS.cycles, {
      description: 'Cycles in the timeline, from the start of the mahādaśā running at birth.',
    }),
    antardashaRule: Type.Literal(YOGINI_CONVENTIONS.antardashaRule, {
      description:
        'Antardaśās from the mahādaśā’s own yoginī in the fixed order, in proportion to their years ' +
        '(mahādaśā years × antardaśā years / 36): the Bṛhat Parāśara Horā Śāstra’s rule for nakshatra ' +
        'daśās (ch. 51) carried over to the 36-year cycle. (Some software divides a mahādaśā into eight ' +
        'equal parts instead; the mahādaśās are the same.)',
    }),
  },
  { description: 'The Yoginī daśā’s conventions.' },
)

const CharaConventions = Type.Object(
  {
    system: Type.Literal(CHARA_CONVENTIONS.system, { description: 'The Chara daśā.' }),
    source: Type.Literal(CHARA_CONVENTIONS.source, {
      description: 'The book it follows: the Jaimini Upadeśa Sūtras.',
    }),
    variant: Type.Literal(CHARA_CONVENTIONS.variant, {
      description:
        'K. N. Rao’s variant as described by P. V. R. Narasimha Rao: the first daśā is the lagna’s, from ' +
        'birth; Scorpio and Aquarius are counted to the co-lord K. N. Rao’s rules choose (the other one ' +
        'when one is in the sign, else the one with more grahas, else the higher degree).',
    }),
    exaltationAdjustment: Type.Literal(CHARA_CONVENTIONS.exaltationAdjustment, {
      description:
        'No year is added for an exalted lord nor taken off for a debilitated one: K. N. Rao does not ' +
        'apply it.',
    }),
    countingRule: Type.Literal(CHARA_CONVENTIONS.countingRule, {
      description:
        'A sign’s years: count from it to its lord’s sign, forward for the savya signs (Aries, Taurus, ' +
        'Gemini, Libra, Scorpio, Sagittarius) and backward for the others, and subtract one; 12 when the ' +
        'lord is in the sign.',
    }),
    directionRule: Type.Literal(CHARA_CONVENTIONS.directionRule, {
      description:
        'A sequence of signs (the mahādaśās from the lagna’s sign, the antardaśās from the sign after the ' +
        'mahādaśā’s) runs zodiacal when the 9th sign from its first is savya, else in reverse.',
    }),
    direction: Type.Enum(['zodiacal', 'reverse'], {
      description: 'This chart’s order of mahādaśās from the lagna’s sign.',
    }),
    cycles: Type.Literal(CHARA_CONVENTIONS.cycles, { description: 'Cycles of the twelve signs.' }),
    secondCycle: Type.Literal(CHARA_CONVENTIONS.secondCycle, {
      description: 'A sign’s second-cycle years are 12 − its first-cycle years.',
    }),
    antardashaRule: Type.Literal(CHARA_CONVENTIONS.antardashaRule, {
      description: 'Twelve equal antardaśās from the sign after the mahādaśā’s, its own sign last.',
    }),
  },
  { description: 'The Chara daśā’s conventions.' },
)

export const DashaSystemConventions = Type.Union([YoginiConventions, CharaConventions], {
  description: 'The conventions of the daśā system asked for in `system`; absent for `vimshottari`.',
})
