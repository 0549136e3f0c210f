/** Schemas shared by several operations: the envelope, the error body and the common request fields. */
import { Type, type TProperties, type TSchema } from 'typebox'
import { LANGUAGE_PARTS, LANGUAGES } from '../i18n/languages.js'
import { AYANAMSAS, BODIES, NAKSHATRAS, SIGNS, ZODIACS } from '../astro/index.js'
import { errorStatus, type ErrorCode } from './errors.js'
import { CHECK_KEYWORD, CODE_KEYWORD, type CheckName } from './keywords.js'

export const ENGINE_VERSION = 'service-v1-public'

const check = (name: CheckName) => ({ [CHECK_KEYWORD]: name })
const code = (c: ErrorCode) => ({ [CODE_KEYWORD]: c })

// ---- schema helpers ------------------------------------------------------------------------------

/** An object that refuses fields it does not declare (`unknown_field`). */
export const closed = { additionalProperties: false } as const

/** `t`, or null where the value does not apply. */
export const nullable = <T extends TSchema>(t: T, description: string) =>
  Type.Union([t, Type.Null()], { description })

/** A sign (rāśi) by its English name. */
export const signField = (description = 'Sign (rāśi) in English.') => Type.Enum([...SIGNS], { description })
export const Sign = signField()

// ---- request fields -------------------------------------------------------------------------------

export const EphemerisDateTime = (description: string) =>
  Type.String({
    description:
      `${description} ISO 8601 with \`Z\` or an explicit offset (a time without a zone is refused with ` +
      '`invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … ' +
      '2149-12-31T23:59:59Z, else `datetime_out_of_range`.',
    ...check('instant'),
    ...code('invalid_datetime'),
  })

export const CalendarDate = (description: string) =>
  Type.String({
    description: `${description} \`YYYY-MM-DD\`, within 1800-01-02 … 2149-12-31.`,
    ...check('calendarDate'),
    ...code('invalid_datetime'),
  })

export const Timezone = (description: string) =>
  Type.String({ description, ...check('timezone'), ...code('invalid_timezone') })

export const Latitude = (description = 'Geographic latitude in degrees, north positive.') =>
  Type.Number({ minimum: -90, maximum: 90, description, ...code('invalid_coordinates') })

export const Longitude = (description = 'Geographic longitude in degrees, east positive.') =>
  Type.Number({ minimum: -180, maximum: 180, description, ...code('invalid_coordinates') })

export const ZodiacField = Type.Enum([...ZODIACS], {
  default: 'sidereal',
  description: 'Zodiac of the longitudes: `sidereal` (default) or `tropical`.',
})

export const AyanamsaField = Type.Enum([...AYANAMSAS], {
  default: 'lahiri',
  description:
    'Ayanamsa for the sidereal zodiac (default `lahiri`), as Swiss Ephemeris defines them: Lahiri ' +
    '(SE_SIDM_LAHIRI), Raman, Krishnamurti, Fagan–Bradley. Ignored in the tropical zodiac.',
})

export const BodiesField = Type.Array(Type.Enum([...BODIES]), {
  minItems: 1,
  maxItems: BODIES.length,
  uniqueItems: true,
  description: `Bodies to compute, in the order wanted (default: all twelve, ${BODIES.join(', ')}).`,
})

// ---- response pieces ------------------------------------------------------------------------------

export const SignName = signField('Sign of the longitude, in English.')
export const NakshatraName = Type.Union([Type.Enum([...NAKSHATRAS]), Type.Null()], {
  description: 'Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac.',
})
export const Pada = Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()], {
  description: 'Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac.',
})

/** Longitude with its sign, degree, nakshatra and pada. */
export const EclipticPlaceProps = {
  longitude: Type.Number({ description: 'Ecliptic longitude of date in degrees, [0, 360).' }),
  sign: SignName,
  degree: Type.Number({ description: 'Degrees within the sign, [0, 30).' }),
  nakshatra: NakshatraName,
  pada: Pada,
}

export const AyanamsaUsed = Type.Union(
  [
    Type.Object({
      name: Type.Enum([...AYANAMSAS], { description: 'The ayanamsa used.' }),
      degrees: Type.Number({
        description:
          'Its value at the instant in degrees, true (including the nutation in longitude): sidereal ' +
          'longitude = tropical longitude − this value.',
      }),
    }),
    Type.Null(),
  ],
  { description: 'The ayanamsa subtracted; null in the tropical zodiac.' },
)

export const InstantProps = {
  datetime: Type.String({ description: 'The instant computed for, in UTC (ISO 8601).' }),
  julianDayUt: Type.Number({ description: 'Julian day in Universal Time (UT1 ≈ UTC).' }),
  deltaTSeconds: Type.Number({ description: 'ΔT = TT − UT in seconds at the instant.' }),
}

// ---- envelope and errors --------------------------------------------------------------------------

export const Usage = Type.Object(
  {
    units_charged: Type.Integer({ description: 'Credits this call spent.' }),
    remaining_credits: Type.Integer({
      description: 'Unexpired free credits plus the paid balance, after this call.',
    }),
  },
  { description: 'Credits spent by this call and left after it.' },
)

/** The request field `language` every operation takes (operations/define.ts adds it). */
export const LanguageField = Type.Enum([...LANGUAGES], {
  description:
    'The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` ' +
    'Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the ' +
    '`Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers ' +
    'are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` ' +
    'any part not yet given in that language.',
})

/** A copy of `schema` with TypeBox's hidden (non-enumerable) keys too, which a spread would drop. */
export function schemaCopy<T extends TSchema>(schema: T): T {
  return Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T
}

/** `request` with the optional `language` field beside its own (a copy: the schema itself is left as it
 *  is). */
export function withLanguage<R extends TSchema>(request: R): R {
  const copy = schemaCopy(request) as R & { properties?: TProperties }
  if (!copy.properties) throw new Error('a request schema without properties cannot take `language`')
  copy.properties = { ...copy.properties, language: Type.Optional(LanguageField) }
  return copy
}

/** Spec §2.2: fields of every 2xx body, besides the operation's own. */
export const EnvelopeProps = {
  requestId: Type.String({ description: 'Identifier of this request; quote it in support requests.' }),
  engineVersion: Type.Literal(ENGINE_VERSION, { description: `Constant \`${ENGINE_VERSION}\`.` }),
  timestamp: Type.String({ description: 'When the answer was made (ISO 8601, UTC).' }),
  usage: Usage,
  disclaimer: Type.String({ description: 'A notice that clients must show to their users.' }),
  sandbox: Type.Optional(Type.Boolean({ description: 'Present and true only on sandbox-key responses.' })),
  sandboxNote: Type.Optional(Type.String({ description: 'About the sample response of a sandbox key.' })),
  language: Type.Enum([...LANGUAGES], {
    description:
      'The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, ' +
      'else `en`. Also sent as the `Content-Language` header.',
  }),
  languageFallback: Type.Optional(
    Type.Array(Type.Enum([...LANGUAGE_PARTS]), {
      description:
        'The parts of this answer given in English because they are not yet written in `language`: ' +
        '`names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the ' +
        'disclaimer). Absent when nothing fell back.',
    }),
  ),
  domain: Type.String({ description: 'A fixed tag per operation.' }),
}

export const ErrorBody = Type.Object(
  {
    error: Type.Enum(Object.keys(errorStatus), { description: 'Error code.' }),
    message: Type.String({
      description: 'What is wrong, naming the field. Never contains the submitted values.',
    }),
    requestId: Type.String({ description: 'Identifier of this request.' }),
    statusCode: Type.Integer({ description: 'The HTTP status, repeated.' }),
  },
  { description: 'Error body (spec §7). No error response is charged.' },
)

/**
 * The 200 body: the envelope plus the operation's content. Typed as a plain schema: a handler answers
 * with the envelope written in front of the content the operation's task serialized (http/hooks.ts,
 * operations/serialize.ts); the content's type is checked where the operation builds it (defineOperation).
 */
export function okResponse(description: string, props: TProperties): TSchema {
  return Type.Object({ ...EnvelopeProps, ...props }, { description })
}

/** What every operation can answer besides its own validation: keys (401/403), credits (402), limits
 *  (429), a reused Idempotency-Key (400) and a server at capacity or shutting down (503). */
export const GATE_ERRORS: readonly ErrorCode[] = [
  'idempotency_key_reused',
  'missing_api_key',
  'invalid_api_key',
  'revoked_key',
  'expired_key',
  'credits_exhausted',
  'key_credit_limit_reached',
  'insufficient_scope',
  'rate_limited',
  'concurrency_limit',
  'server_busy',
]

/** Request headers every operation reads (besides Authorization, the security scheme). */
export const OperationHeaders = Type.Object({
  'accept-language': Type.Optional(
    Type.String({
      description:
        'Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the ' +
        'best of ours it asks for answers; one that asks for none of ours is answered in English.',
    }),
  ),
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Optional. A retry with the same key and the same body within 24 hours is answered again but not ' +
        'charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the ' +
        'key and the body are kept. 1 to 255 visible ASCII characters.',
    }),
  ),
})

/** Error responses an operation can give, by status, each listing its codes (the gate's included). */
export function errorResponses(codes: readonly ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const c of [...codes, ...GATE_ERRORS]) {
    const s = errorStatus[c]
    byStatus.set(s, [...(byStatus.get(s) ?? []), c])
  }
  const out: Record<number, TSchema> = {}
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[status] = Type.Object(
      { ...ErrorBody.properties, error: Type.Enum(list, { description: 'Error code.' }) },
      { description: `Error: ${list.map((c) => `\`${c}\``).join(', ')}.` },
    )
  }
  return out
}
