/** The birth data every chart-based operation takes (spec §2.1), and what an answer says of it. */
import { Type } from 'typebox'
import { RESOLUTIONS, STATED_OFFSET } from '../jyotisha/birth.js'
import { closed, Latitude, Longitude, Timezone } from './common.js'
import { CHECK_KEYWORD, CODE_KEYWORD } from './keywords.js'

export const BirthData = Type.Object(
  {
    date: Type.String({
      description: 'Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31.',
      [CHECK_KEYWORD]: 'birthDate',
      [CODE_KEYWORD]: 'invalid_birthdata',
    }),
    time: Type.Optional(
      Type.String({
        description:
          'Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it ' +
          'when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the ' +
          'Moon’s sign, and what needs the time is left out or given as a range.',
        pattern: '^\\d{2}:\\d{2}(:\\d{2})?$',
        [CHECK_KEYWORD]: 'clockTime',
        [CODE_KEYWORD]: 'invalid_birthdata',
      }),
    ),
    timezone: Timezone(
      'IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean ' +
        'time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight ' +
        'saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time ' +
        '1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone.',
    ),
    latitude: Latitude('Latitude of the birthplace in degrees, north positive, −90 … 90.'),
    longitude: Longitude('Longitude of the birthplace in degrees, east positive, −180 … 180.'),
    utcOffset: Type.Optional(
      Type.String({
        description:
          'The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or ' +
          '`+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time ' +
          '(longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is ' +
          'the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers ' +
          'enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own ' +
          'time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906.',
        pattern: STATED_OFFSET.source,
        [CHECK_KEYWORD]: 'utcOffset',
        [CODE_KEYWORD]: 'invalid_birthdata',
      }),
    ),
  },
  {
    ...closed,
    description: 'Birth data (spec §2.1). Used only to answer this call: never stored, never logged.',
    [CODE_KEYWORD]: 'invalid_birthdata',
  },
)

export const BirthSummary = Type.Object(
  {
    utc: Type.String({ description: 'The birth instant in UTC (ISO 8601, to the second).' }),
    utcOffset: Type.String({
      description:
        'The offset applied: `+05:30`; with seconds where they are not zero (local mean time ' +
        '`+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given.',
    }),
    zoneAbbreviation: Type.String({
      description:
        'The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` ' +
        'for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`).',
    }),
    resolution: Type.Enum([...RESOLUTIONS], {
      description:
        '`exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the ' +
        'first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean ' +
        'time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; ' +
        '`stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the ' +
        'clocks skipped is refused.',
    }),
    timeKnown: Type.Boolean({
      description: 'False when `birthData.time` was omitted (cast for local noon).',
    }),
    note: Type.String({ description: 'The conversion in plain words.' }),
  },
  { description: 'How the birth data was turned into an instant.' },
)

export const ComputationId = Type.String({
  description:
    'HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it ' +
    'cannot be reversed or tested against candidate birth data.',
})

/** A Mumbai birth: the documented examples (and the sandbox answers). */
export const EXAMPLE_BIRTH = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}
