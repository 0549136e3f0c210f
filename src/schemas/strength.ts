/** Response schemas of `/v1/chart` with `includeStrength`: ṣaḍbala, bhāva bala, viṃśopaka, aṣṭakavarga. */
import { Type, type TNumber, type TObject, type TProperties, type TSchema } from 'typebox'
import { PLANETS } from '../jyotisha/grahas.js'
import { MINIMUM_RUPAS } from '../jyotisha/shadbala/index.js'
import { nullable } from './common.js'
import { namedKeys } from '../i18n/names.js'

const PlanetName = Type.Enum([...PLANETS], {
  description: 'Planet, Sun … Saturn (the nodes have no ṣaḍbala).',
})
const virupas = (description: string) => Type.Number({ description: `${description} Ṣaṣṭiāṃśas (virūpas).` })
/** A ṣaḍbala component: its total, and its sub-components where it has them. */
function component(description: string): TObject<{ shashtiamsas: TNumber }>
function component<P extends TProperties>(
  description: string,
  parts: P,
): TObject<{ shashtiamsas: TNumber; parts: TObject<P> }>
function component(description: string, parts?: TProperties) {
  return Type.Object(
    {
      shashtiamsas: virupas('The component’s total.'),
      ...(parts ? { parts: Type.Object(parts, { description: 'Its sub-components.' }) } : {}),
    },
    { description },
  )
}

/** Twelve counts, Aries … Pisces. */
const twelve = (description: string) =>
  Type.Array(Type.Integer({ minimum: 0 }), { minItems: 12, maxItems: 12, description })
/** An object from Sun … Saturn to a schema made for each (every field documented). */
const perPlanet = (item: (planet: string) => TSchema, description: string) =>
  namedKeys('grahas', Type.Object(Object.fromEntries(PLANETS.map((p) => [p, item(p)])), { description }))

export const ShadbalaSchema = Type.Object(
  {
    planet: PlanetName,
    components: Type.Object(
      {
        sthana: component('Sthāna bala, positional strength.', {
          uccha: virupas('Uccha bala: nearness to exaltation, 0–60.'),
          saptavargaja: virupas(
            'Saptavargaja bala: dignity in the seven vargas D1, D2, D3, D7, D9, D12, D30 (moolatrikona 45, own ' +
              '30, great friend 22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875).',
          ),
          ojhayugma: virupas('Ojha-yugma bala: odd or even sign in D1 and D9, 15 each.'),
          kendra: virupas(
            'Kendra bala: 60 in a kendra, 30 in a paṇaphara, 15 in an āpoklima (from the ascendant).',
          ),
          drekkana: virupas(
            'Drekkāṇa bala: 15 for a male, neuter or female planet in the first, second or third decanate.',
          ),
        }),
        dig: component('Dig bala, directional strength: 60 at the point of its direction, 0 opposite.'),
        kala: component('Kāla bala, temporal strength.', {
          nathonnata: virupas(
            'Nathonnata bala: night for the Moon, Mars, Saturn; day for the Sun, Jupiter, Venus; Mercury 60 always.',
          ),
          paksha: virupas(
            'Pakṣa bala: the Moon’s phase; benefics gain in the bright half, malefics in the dark (the Moon’s doubled).',
          ),
          tribhaga: virupas(
            'Tribhāga bala: 60 for the lord of the third of the day or night at birth; Jupiter always.',
          ),
          abda: virupas('Abda bala: 15 for the lord of the year.'),
          masa: virupas('Māsa bala: 30 for the lord of the month.'),
          vara: virupas('Vāra bala: 45 for the lord of the weekday (from sunrise).'),
          hora: virupas('Horā bala: 60 for the lord of the planetary hour.'),
          ayana: virupas('Ayana bala: from the declination (doubled for the Sun).'),
          yuddha: virupas('Yuddha bala: gained or lost in planetary war (within 1° of longitude).'),
        }),
        chesta: component(
          'Ceṣṭā bala, motional strength from the ceṣṭā kendra (Mars … Saturn); for the Sun its ayana bala and for ' +
            'the Moon its pakṣa bala, as BPHS gives them.',
        ),
        naisargika: component('Naisargika bala, natural strength: Saturn 8.57 … Sun 60.'),
        drik: component('Dṛk bala: a quarter of the benefic aspects received less a quarter of the malefic.'),
      },
      { description: 'The six components, each in ṣaṣṭiāṃśas with its own parts.' },
    ),
    shashtiamsas: virupas('Total ṣaḍbala.'),
    rupas: Type.Number({ description: 'Total ṣaḍbala in rūpas (60 ṣaṣṭiāṃśas).' }),
    minimumRupas: Type.Number({
      description: `The minimum BPHS requires for the planet to count as strong (${PLANETS.map((p) => `${p} ${MINIMUM_RUPAS[p]}`).join(', ')}).`,
    }),
    ratio: Type.Number({ description: '`rupas / minimumRupas`: 1 or more is strong.' }),
    ishtaPhala: Type.Number({
      description: 'Iṣṭa phala, capacity for good results, 0–60 (√(uccha × ceṣṭā)).',
    }),
    kashtaPhala: Type.Number({ description: 'Kaṣṭa phala, capacity for hard results, 0–60.' }),
  },
  { description: 'Ṣaḍbala of a planet (BPHS ch. 27).' },
)

export const BhavaBalaSchema = Type.Object(
  {
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'House number, 1–12.' }),
    shashtiamsas: virupas('Bhāva bala.'),
    rupas: Type.Number({ description: 'Bhāva bala in rūpas.' }),
    parts: Type.Object(
      {
        adhipati: virupas('Bhāvādhipati bala: the ṣaḍbala of the house’s lord.'),
        dig: virupas('Bhāva dig bala: by the sign’s kind (human, quadruped, watery, insect) and the house.'),
        drishti: virupas('Bhāva dṛṣṭi bala: aspects on the house’s middle, benefic less malefic.'),
      },
      { description: 'Its three parts.' },
    ),
  },
  {
    description:
      'Bhāva bala of a house (BPHS ch. 28), measured at its middle: the equal house from the ascendant degree.',
  },
)

export const VimshopakaSchema = Type.Object(
  {
    planet: PlanetName,
    shadvarga: Type.Number({ description: 'Out of 20, over the six vargas D1 D2 D3 D9 D12 D30.' }),
    saptavarga: Type.Number({ description: 'Out of 20, over the seven vargas (ṣaḍvarga and D7).' }),
    dashavarga: Type.Number({ description: 'Out of 20, over ten vargas (saptavarga and D10, D16, D60).' }),
    shodashavarga: Type.Number({ description: 'Out of 20, over all sixteen vargas.' }),
  },
  {
    description:
      'Viṃśopaka bala (BPHS ch. 7): the dignity of the planet across the vargas, out of 20. Below 5 the ' +
      'texts read little capacity to give good results, 5–10 some, 10–15 middling, above 15 full.',
  },
)

export const StrengthSchema = Type.Object(
  {
    shadbala: nullable(
      Type.Array(ShadbalaSchema),
      'Ṣaḍbala of Sun … Saturn; null when the birth time is unknown or the Sun does not rise there that day.',
    ),
    bhavabala: nullable(
      Type.Array(BhavaBalaSchema),
      'Bhāva bala of the twelve houses; null with `shadbala`.',
    ),
    vimshopaka: nullable(
      Type.Array(VimshopakaSchema),
      'Viṃśopaka bala of Sun … Saturn; null when the birth time is unknown.',
    ),
    note: nullable(Type.String(), 'Why something is missing.'),
  },
  {
    description:
      'Strength of the planets and houses, by the measures of Bṛhat Parāśara Horā Śāstra. Sunrise for ' +
      'kāla bala is the Sun’s upper limb with standard refraction; the year and month lords count from the ' +
      'start of the Kali yuga; the Sun’s and Moon’s ceṣṭā bala are their ayana and pakṣa bala, as BPHS gives ' +
      'them (B. V. Raman’s worked examples use the same).',
  },
)

export const AshtakavargaSchema = nullable(
  Type.Object({
    bhinna: namedKeys(
      ['grahas', 'points'],
      Type.Object(
        Object.fromEntries(
          [...PLANETS, 'Ascendant'].map((p) => [p, twelve(`${p}’s bindus, Aries … Pisces.`)]),
        ),
        {
          description:
            'Bhinnāṣṭakavarga: the bindus each of the seven planets and the ascendant receives in each sign from the eight contributors.',
        },
      ),
    ),
    sarva: twelve('Sarvāṣṭakavarga: the seven planets’ bindus summed per sign, Aries … Pisces (337 in all).'),
    afterTrikona: perPlanet(
      (p) => twelve(`${p}, Aries … Pisces.`),
      'Each planet’s bhinna after trikoṇa śodhana (BPHS ch. 67).',
    ),
    afterEkadhipatya: perPlanet(
      (p) => twelve(`${p}, Aries … Pisces.`),
      'Then after ekādhipatya śodhana (BPHS ch. 68), a sign counted as occupied when it holds a planet.',
    ),
    shodhyaPinda: perPlanet(
      (p) =>
        Type.Object(
          {
            rashiPinda: Type.Integer({ description: 'Rāśi piṇḍa.' }),
            grahaPinda: Type.Integer({ description: 'Graha piṇḍa.' }),
            total: Type.Integer({ description: 'Śodhya piṇḍa: their sum.' }),
          },
          { description: `${p}’s piṇḍas.` },
        ),
      'Śodhya piṇḍa of each planet’s reduced chart (BPHS ch. 69).',
    ),
  }),
  'Aṣṭakavarga (BPHS ch. 66–72), the benefic places of BPHS ch. 66 in the Parāśara reading; null when the birth time is unknown (the ascendant is one of the contributors).',
)
