/**
 * Request validation: the checks JSON Schema cannot express (instants, calendar dates, time zones,
 * series windows) as one Ajv keyword, and the one mapping from every validation failure to an error
 * code and a message that names the field. Messages never repeat a submitted value (it may be birth
 * data), except unknown field names, which the caller typed as names.
 */
import type { Ajv, ErrorObject, SchemaValidateFunction } from 'ajv'
import { IANAZone } from 'luxon'
import { MAX_SERIES_POINTS, parseCalendarDate, parseInstant, seriesPointCount } from '../astro/index.js'
import { STATED_OFFSET } from '../jyotisha/birth.js'
import {
  EVENT_IDS,
  MAX_MUHURTA_DAYS,
  MEDICAL_REFUSAL,
  medicalWords,
  MUHURTA_FIRST_DATE,
} from '../readings/muhurta/catalogue.js'
import { ApiError, type ErrorCode } from './errors.js'
import { fieldText, MEDICAL_REFUSAL_HI, PATTERNS_HI, sentence } from './errors-hi.js'
import { CHECK_KEYWORD, CODE_KEYWORD, type CheckName } from './keywords.js'

interface Problem {
  code: ErrorCode
  /** Completes "`field` …". */
  problem: string
  /** The same in Hindi, completing «`field`: …।». */
  hi: string
  /** Reported against this field instead of the one checked (object-level checks). */
  field?: string
}

/** The longest `dateRange` of /v1/timing/resolve: ten years, the horizon of the transit search. */
export const MAX_TIMING_RANGE_DAYS = 3653

const COVERAGE_TEXT = '1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z (UTC)'

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/

/** Names already found valid: asking ICU builds a formatter each time (~0.2 ms), and the tz database
 *  holds only a few hundred names, so this set stays small. */
const KNOWN_ZONES = new Set<string>()

/** Whether `name` is an IANA time-zone name known to this runtime's tz database. */
export function isIanaZone(name: string): boolean {
  if (KNOWN_ZONES.has(name)) return true
  const valid = IANA_NAME.test(name) && IANAZone.isValidZone(name)
  if (valid) KNOWN_ZONES.add(name)
  return valid
}

const checks: Record<
  CheckName | 'muhurtaEvent' | 'muhurtaMedical' | 'muhurtaRange',
  (data: unknown) => Problem | undefined
> = {
  instant(data) {
    if (typeof data !== 'string') return undefined
    const r = parseInstant(data)
    if (r.ok) return undefined
    switch (r.reason) {
      case 'no_zone':
        return {
          code: 'invalid_datetime',
          problem:
            'has no time zone: add Z or an offset such as +05:30 (a time without a zone is never guessed)',
          hi: 'समय क्षेत्र नहीं दिया गया है: Z या +05:30 जैसा अंतर जोड़ें (बिना समय क्षेत्र के समय का अनुमान कभी नहीं लगाया जाता)',
        }
      case 'out_of_range':
        return {
          code: 'datetime_out_of_range',
          problem: `is outside the ephemeris coverage ${COVERAGE_TEXT}`,
          hi: `एफ़ेमेरिस की अवधि ${COVERAGE_TEXT} से बाहर है`,
        }
      default:
        return {
          code: 'invalid_datetime',
          problem: 'must be an ISO 8601 date-time with Z or an offset, e.g. 2024-03-20T10:30:00+05:30',
          hi: 'Z या अंतर सहित ISO 8601 तिथि-समय होना चाहिए, जैसे 2024-03-20T10:30:00+05:30',
        }
    }
  },
  calendarDate(data) {
    if (typeof data !== 'string') return undefined
    const r = parseCalendarDate(data)
    if (r.ok) return undefined
    return r.reason === 'out_of_range'
      ? {
          code: 'datetime_out_of_range',
          problem: 'is outside the ephemeris coverage 1800-01-02 … 2149-12-31',
          hi: 'एफ़ेमेरिस की अवधि 1800-01-02 … 2149-12-31 से बाहर है',
        }
      : {
          code: 'invalid_datetime',
          problem: 'must be a calendar date YYYY-MM-DD',
          hi: 'YYYY-MM-DD रूप में कैलेंडर की तिथि होनी चाहिए',
        }
  },
  dateOrInstant(data) {
    if (typeof data !== 'string') return undefined
    if (data.length === 10) {
      const found = checks.calendarDate(data)
      return (
        found && {
          ...found,
          problem: `${found.problem} (or a date-time with Z or an offset)`,
          hi: `${found.hi} (या Z अथवा अंतर सहित तिथि-समय)`,
        }
      )
    }
    return checks.instant(data)
  },
  timingDate(data) {
    // Any problem of a date of /v1/timing/resolve is a range problem (the issue's `invalid_range`).
    const found = checks.calendarDate(data)
    return found && { ...found, code: 'invalid_range' }
  },
  referenceDate(data) {
    // The spec's code for any bad reference date (service-spec §4.3), whatever is wrong with it.
    const found = checks.dateOrInstant(data)
    return found && { ...found, code: 'invalid_reference_date' }
  },
  birthDate(data) {
    if (typeof data !== 'string') return undefined
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data)
    if (!m)
      return {
        code: 'invalid_birthdata',
        problem: 'must be a calendar date YYYY-MM-DD',
        hi: 'YYYY-MM-DD रूप में कैलेंडर की तिथि होनी चाहिए',
      }
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) {
      return {
        code: 'invalid_birthdata',
        problem: 'is not a date of the calendar (month 01–12, day within the month)',
        hi: 'कैलेंडर की कोई तिथि नहीं है (महीना 01–12, दिन उसी महीने के भीतर)',
      }
    }
    if (y < 1800 || y > 2149 || (y === 1800 && mo === 1 && d === 1)) {
      return {
        code: 'invalid_birthdata',
        problem: 'is outside the covered years: births from 1800-01-02 to 2149-12-31',
        hi: 'गणना के वर्षों से बाहर है: 1800-01-02 से 2149-12-31 तक के जन्म ही लिए जाते हैं',
      }
    }
    return undefined
  },
  clockTime(data) {
    if (typeof data !== 'string') return undefined
    const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(data)
    if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) {
      return {
        code: 'invalid_birthdata',
        problem:
          'must be a 24-hour clock time HH:MM or HH:MM:SS from 00:00 to 23:59:59 (omit it when unknown)',
        hi: '00:00 से 23:59:59 तक, 24 घंटे की घड़ी का समय HH:MM या HH:MM:SS होना चाहिए (समय ज्ञात न हो तो इसे छोड़ दें)',
      }
    }
    return undefined
  },
  utcOffset(data) {
    if (typeof data !== 'string' || STATED_OFFSET.test(data)) return undefined
    return {
      code: 'invalid_birthdata',
      problem:
        'must be the clock’s offset from UTC, +HH:MM or +HH:MM:SS (hours 00–15, minutes and seconds ' +
        '00–59, e.g. +04:51 or -00:25:21), or lmt for the birthplace’s local mean time',
      hi:
        'UTC से घड़ी का अंतर +HH:MM या +HH:MM:SS होना चाहिए (घंटे 00–15, मिनट और सेकंड 00–59, जैसे +04:51 ' +
        'या -00:25:21), या जन्मस्थान के स्थानीय माध्य समय के लिए lmt',
    }
  },
  timezone(data) {
    if (typeof data !== 'string' || isIanaZone(data)) return undefined
    return {
      code: 'invalid_timezone',
      problem: 'must be an IANA time zone name such as Asia/Kolkata',
      hi: 'Asia/Kolkata जैसा IANA समय क्षेत्र का नाम होना चाहिए',
    }
  },
  logo(data) {
    // Read before any work: base64 of a PNG or a JPEG, by their signatures (PNG spec §5.2; JPEG's SOI
    // marker and the first segment's marker).
    if (typeof data !== 'string') return undefined
    const bad = {
      code: 'invalid_field' as const,
      problem: 'must be a PNG or JPEG image in base64',
      hi: 'base64 में PNG या JPEG चित्र होना चाहिए',
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return bad
    const head = Buffer.from(data.slice(0, 12), 'base64')
    const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
    return png || jpeg ? undefined : bad
  },
  kpRequest(data) {
    // Beside the field checks: a birth or a horary question, exactly one; a birth with its time.
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { birthData?: unknown; horary?: unknown }
    if (body.birthData !== undefined && body.horary !== undefined)
      return {
        code: 'invalid_field',
        field: 'horary',
        problem:
          'cannot be sent with `birthData`: send `birthData` for a birth chart or `horary` for a question',
        hi: '`birthData` के साथ नहीं भेजा जा सकता: जन्म कुंडली के लिए `birthData` भेजें, या प्रश्न के लिए `horary`',
      }
    if (body.birthData === undefined && body.horary === undefined)
      return {
        code: 'missing_birthdata',
        field: 'birthData',
        problem: 'is required for a birth chart (or send `horary` for a question)',
        hi: 'जन्म कुंडली के लिए आवश्यक है (या प्रश्न के लिए `horary` भेजें)',
      }
    const birth = body.birthData
    if (typeof birth === 'object' && birth !== null && (birth as { time?: unknown }).time === undefined)
      return {
        code: 'missing_required_field',
        field: 'birthData.time',
        problem: 'is required: KP needs the birth time (the ascendant crosses a sub in a few minutes)',
        hi: 'आवश्यक है, क्योंकि केपी पद्धति को जन्म समय चाहिए (लग्न कुछ ही मिनटों में एक उप-स्वामी का भाग पार कर जाता है)',
      }
    return undefined
  },
  chartImageRequest(data) {
    // The Western wheel is the tropical birth chart: no varga, and no combustion (a Jyotiṣa notion).
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { style?: unknown; varga?: unknown }
    if (body.style !== 'western' || body.varga === undefined || body.varga === 'D1') return undefined
    return {
      code: 'invalid_field',
      field: 'varga',
      problem:
        'must be D1 (or left out) with `style: "western"`: the Western wheel draws the tropical birth chart; ' +
        'the vargas are drawn in the `north`, `south` and `east` styles',
      hi:
        '`style: "western"` के साथ D1 होना चाहिए (या इसे छोड़ दें): पश्चिमी चक्र सायन जन्म कुंडली बनाता है; वर्ग ' +
        'कुंडलियाँ `north`, `south` और `east` शैलियों में बनती हैं',
    }
  },
  charaNeedsTime(data) {
    // Beside the field checks: only a request asking for the Chara daśā with a birth date and no time.
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { system?: unknown; birthData?: unknown }
    if (body.system !== 'chara' || typeof body.birthData !== 'object' || body.birthData === null)
      return undefined
    if ((body.birthData as { time?: unknown }).time !== undefined) return undefined
    return {
      code: 'missing_required_field',
      field: 'birthData.time',
      problem:
        'is required with `system: "chara"`: the Chara daśā starts from the lagna (the sign rising at ' +
        'birth), which the birth time decides. Without the time, ask for `vimshottari` or `yogini`, which ' +
        'start from the Moon.',
      hi:
        '`system: "chara"` के साथ आवश्यक है, क्योंकि चर दशा लग्न (जन्म के समय उदित राशि) से आरंभ होती है, जिसे जन्म ' +
        'समय तय करता है। समय ज्ञात न हो तो `vimshottari` या `yogini` माँगें, जो चंद्र से आरंभ होती हैं।',
    }
  },
  timeOfDay(data) {
    if (typeof data !== 'string') return undefined
    const m = /^(\d{2}):(\d{2})$/.exec(data)
    if (m && Number(m[1]) <= 23 && Number(m[2]) <= 59) return undefined
    return {
      code: 'invalid_field',
      problem: 'must be a 24-hour local clock time HH:MM, from 00:00 to 23:59',
      hi: '00:00 से 23:59 तक, 24 घंटे की स्थानीय घड़ी का समय HH:MM होना चाहिए',
    }
  },
  muhurtaRequest(data) {
    return checks.muhurtaEvent(data) ?? checks.muhurtaMedical(data) ?? checks.muhurtaRange(data)
  },
  muhurtaMedical(data) {
    // Beside the field checks: a description naming a medical procedure, whose timing is the physician's,
    // is refused whatever `eventId` says, before any work. The words are not repeated.
    if (typeof data !== 'object' || data === null) return undefined
    const text = (data as { freeText?: unknown }).freeText
    if (typeof text !== 'string' || medicalWords(text) === null) return undefined
    return { code: 'invalid_field', field: 'freeText', problem: MEDICAL_REFUSAL, hi: MEDICAL_REFUSAL_HI }
  },
  muhurtaEvent(data) {
    // Beside the field checks: an eventId outside the catalogue, with the ids it could be.
    if (typeof data !== 'object' || data === null) return undefined
    const id = (data as { eventId?: unknown }).eventId
    if (typeof id !== 'string' || EVENT_IDS.includes(id)) return undefined
    return {
      code: 'invalid_field',
      field: 'eventId',
      problem: `is not an event of the catalogue (GET /v1/muhurta/events); allowed: ${EVENT_IDS.join(', ')}`,
      hi: `सूची का कोई कार्य नहीं है (\`GET /v1/muhurta/events\`); ये मान्य हैं: ${EVENT_IDS.join(', ')}`,
    }
  },
  muhurtaRange(data) {
    // Beside the field checks: judges a range whose dates are themselves well formed.
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { rangeStart?: unknown; rangeEnd?: unknown }
    if (typeof body.rangeStart !== 'string' || typeof body.rangeEnd !== 'string') return undefined
    const start = parseCalendarDate(body.rangeStart)
    const end = parseCalendarDate(body.rangeEnd)
    if (!start.ok && start.reason === 'malformed') return undefined
    if (!end.ok && end.reason === 'malformed') return undefined
    for (const [field, text] of [
      ['rangeStart', body.rangeStart],
      ['rangeEnd', body.rangeEnd],
    ] as const) {
      if (text < MUHURTA_FIRST_DATE || text > '2149-12-31') {
        return {
          code: 'invalid_range',
          field,
          problem: `is outside the dates the scan covers, ${MUHURTA_FIRST_DATE} … 2149-12-31`,
          hi: `खोज की तिथियों ${MUHURTA_FIRST_DATE} … 2149-12-31 से बाहर है`,
        }
      }
    }
    if (body.rangeEnd < body.rangeStart) {
      return {
        code: 'invalid_range',
        field: 'rangeEnd',
        problem: 'must not be earlier than `rangeStart`',
        hi: '`rangeStart` से पहले का नहीं होना चाहिए',
      }
    }
    const days = (Date.parse(body.rangeEnd) - Date.parse(body.rangeStart)) / 86_400_000 + 1
    if (days > MAX_MUHURTA_DAYS) {
      return {
        code: 'invalid_range',
        field: 'rangeEnd',
        problem: `makes a range of ${days} days: at most ${MAX_MUHURTA_DAYS} days can be scanned in one request`,
        hi: `इससे ${days} दिनों की अवधि बनती है: एक अनुरोध में अधिकतम ${MAX_MUHURTA_DAYS} दिन खोजे जा सकते हैं`,
      }
    }
    return undefined
  },
  timingRequest(data) {
    // Beside the field checks: `targetDate` or `dateRange`, not both, and a range that runs forwards and
    // fits the horizon (whose dates are themselves well formed; those are judged as fields).
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { targetDate?: unknown; dateRange?: { start?: unknown; end?: unknown } }
    if (body.targetDate !== undefined && body.dateRange !== undefined)
      return {
        code: 'invalid_field',
        field: 'dateRange',
        problem: 'cannot be sent with `targetDate`: send one date, or one range, or neither',
        hi: '`targetDate` के साथ नहीं भेजा जा सकता: एक तिथि भेजें, या एक अवधि, या दोनों में से कोई नहीं',
      }
    const r = body.dateRange
    if (typeof r !== 'object' || r === null) return undefined
    if (typeof r.start !== 'string' || typeof r.end !== 'string') return undefined
    if (!parseCalendarDate(r.start).ok || !parseCalendarDate(r.end).ok) return undefined
    if (r.end < r.start)
      return {
        code: 'invalid_range',
        field: 'dateRange.end',
        problem: 'must not be earlier than `dateRange.start`',
        hi: '`dateRange.start` से पहले का नहीं होना चाहिए',
      }
    const days = (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 + 1
    if (days > MAX_TIMING_RANGE_DAYS)
      return {
        code: 'invalid_range',
        field: 'dateRange.end',
        problem: `makes a range of ${days} days: at most ${MAX_TIMING_RANGE_DAYS} days (ten years) can be resolved in one request`,
        hi: `इससे ${days} दिनों की अवधि बनती है: एक अनुरोध में अधिकतम ${MAX_TIMING_RANGE_DAYS} दिन (दस वर्ष) देखे जा सकते हैं`,
      }
    return undefined
  },
  seriesWindow(data) {
    // Runs beside the field checks: only judges a window whose fields are themselves valid.
    if (typeof data !== 'object' || data === null) return undefined
    const body = data as { start?: unknown; end?: unknown; stepMinutes?: unknown }
    if (typeof body.start !== 'string' || typeof body.end !== 'string') return undefined
    const start = parseInstant(body.start)
    const end = parseInstant(body.end)
    if (!start.ok || !end.ok) return undefined
    if (end.epochMs < start.epochMs) {
      return {
        code: 'invalid_range',
        field: 'end',
        problem: 'must not be earlier than `start`',
        hi: '`start` से पहले का नहीं होना चाहिए',
      }
    }
    const step = body.stepMinutes
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 1) return undefined
    if (seriesPointCount(start.epochMs, end.epochMs, step) > MAX_SERIES_POINTS) {
      return {
        code: 'too_many_points',
        field: 'end',
        problem: `gives more than ${MAX_SERIES_POINTS} points from \`start\` every \`stepMinutes\`: shorten the range or lengthen the step`,
        hi: `\`start\` से हर \`stepMinutes\` पर ${MAX_SERIES_POINTS} से अधिक बिंदु बनते हैं: अवधि छोटी करें या अंतराल बढ़ाएँ`,
      }
    }
    return undefined
  },
}

/** The semantic-check keyword's validation: the named check of the value; what it finds is the error. */
const check: SchemaValidateFunction = (name: CheckName, data: unknown): boolean => {
  const found = checks[name](data)
  if (!found) return true
  check.errors = [{ keyword: CHECK_KEYWORD, params: found, message: found.problem }]
  return false
}

/** Ajv plugin (Fastify `ajv.plugins`): the semantic-check keyword and the code annotation. */
export function grahaAjvPlugin(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: CODE_KEYWORD, schemaType: 'string' })
  ajv.addKeyword({
    keyword: CHECK_KEYWORD,
    schemaType: 'string',
    errors: true,
    validate: check,
  })
  return ajv
}

/** `/bodies/2` → `bodies[2]`, `/birthData/time` → `birthData.time`. */
export function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1)
  if (child !== undefined) parts.push(child)
  let out = ''
  for (const raw of parts) {
    const p = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? p : `.${p}`
  }
  return out
}

const ARTICLE: Record<string, string> = {
  number: 'a number',
  integer: 'an integer',
  string: 'a string',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
}

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type]
  return types.map((t) => ARTICLE[String(t)] ?? String(t)).join(' or ')
}

const TYPE_HI: Record<string, string> = {
  number: 'संख्या',
  integer: 'पूर्णांक',
  string: 'पाठ (स्ट्रिंग)',
  boolean: 'true या false',
  array: 'सूची (ऐरे)',
  object: 'ऑब्जेक्ट',
  null: 'null',
}

/** Types whose Hindi word is feminine (the verb agrees: «संख्या होनी चाहिए»). */
const FEMININE_HI = new Set(['number', 'array'])

/** «… होना चाहिए» for the types allowed. */
function mustBeTypeHi(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).map(String)
  const words = types.map((t) => TYPE_HI[t] ?? t).join(' या ')
  return `${words} ${types.every((t) => FEMININE_HI.has(t)) ? 'होनी' : 'होना'} चाहिए`
}

// A failure the caller is most likely to want to hear about first: an unknown field usually explains a
// missing one (a typo), and a missing field comes before the values of the others.
function rank(e: ErrorObject): number {
  if (e.keyword === 'additionalProperties') return 0
  if (e.keyword === 'required') return 1
  if (e.instancePath === '' && e.keyword === 'type') return 0
  return 2
}

/** `idempotency-key` → `Idempotency-Key`. */
function headerName(instancePath: string): string {
  return instancePath
    .replace(/^\//, '')
    .replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase())
}

/** The one mapping from Ajv errors (Fastify's `error.validation`, of the body or the headers) to the
 *  API's error. */
export function validationError(
  errors: readonly ErrorObject[],
  context: 'body' | 'headers' = 'body',
): ApiError {
  const e = [...errors].sort((a, b) => rank(a) - rank(b))[0]
  if (!e) return new ApiError('invalid_field', { en: 'the request is not valid', hi: 'अनुरोध मान्य नहीं है।' })
  const params = e.params as Record<string, unknown>
  const parent = (e.parentSchema ?? {}) as Record<string, unknown>
  const field = fieldName(e.instancePath)
  const quoted = context === 'headers' ? `\`${headerName(e.instancePath)}\` header` : `\`${field}\``
  const quotedHi = context === 'headers' ? `\`${headerName(e.instancePath)}\` हेडर` : `\`${field}\``

  switch (e.keyword) {
    case CHECK_KEYWORD: {
      const p = e.params as Problem
      return new ApiError(p.code, fieldText(`\`${p.field ?? field}\``, p.problem, p.hi))
    }
    case 'additionalProperties': {
      const name = fieldName(e.instancePath, String(params.additionalProperty))
      return new ApiError(
        'unknown_field',
        fieldText(`\`${name}\``, 'is not a field of this request', 'इस अनुरोध का कोई फ़ील्ड नहीं है'),
      )
    }
    case 'required': {
      const missing = String(params.missingProperty)
      const name = fieldName(e.instancePath, missing)
      if (e.instancePath === '' && missing === 'birthData') {
        return new ApiError('missing_birthdata', fieldText('`birthData`', 'is required', 'आवश्यक है'))
      }
      if (e.instancePath === '' && missing === 'profile') {
        return new ApiError(
          'missing_birthdata',
          fieldText(
            '`profile`',
            'is required: the birth data of the profile matched',
            'आवश्यक है (जिस प्रोफ़ाइल से मिलान होना है, उसका जन्म विवरण)',
          ),
        )
      }
      if (e.instancePath === '' && (missing === 'a' || missing === 'b')) {
        return new ApiError(
          'missing_birthdata',
          fieldText(
            `\`${missing}\``,
            `is required: the birth data of partner ${missing}`,
            `आवश्यक है (साथी ${missing} का जन्म विवरण)`,
          ),
        )
      }
      if (e.instancePath === '/dateRange') {
        return new ApiError(
          'invalid_range',
          fieldText(
            `\`${name}\``,
            'is required: a range needs both its start and its end (or send no range)',
            'आवश्यक है, क्योंकि अवधि के लिए उसका आरंभ और अंत दोनों चाहिए (या कोई अवधि न भेजें)',
          ),
        )
      }
      if (e.instancePath === '/location' && (missing === 'latitude' || missing === 'longitude')) {
        return new ApiError(
          'invalid_coordinates',
          fieldText(
            `\`${name}\``,
            'is required: a location needs both coordinates (or send no location)',
            'आवश्यक है, क्योंकि स्थान के लिए दोनों निर्देशांक चाहिए (या कोई स्थान न भेजें)',
          ),
        )
      }
      return new ApiError('missing_required_field', fieldText(`\`${name}\``, 'is required', 'आवश्यक है'))
    }
  }
  if (e.instancePath === '' && e.keyword === 'type') {
    return new ApiError('invalid_json', {
      en: 'the request body must be a JSON object',
      hi: 'अनुरोध का मुख्य भाग (बॉडी) एक JSON ऑब्जेक्ट होना चाहिए।',
    })
  }

  const code = (parent[CODE_KEYWORD] as ErrorCode | undefined) ?? 'invalid_field'
  let problem: string
  let hi: string
  switch (e.keyword) {
    case 'type':
      problem = `must be ${describeType(params.type)}`
      hi = mustBeTypeHi(params.type)
      break
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ')
      problem = `must be one of: ${allowed}`
      hi = `इनमें से एक होना चाहिए: ${allowed}`
      break
    }
    case 'const':
      problem = `must be ${JSON.stringify(params.allowedValue)}`
      hi = `${JSON.stringify(params.allowedValue)} होना चाहिए`
      break
    case 'minimum':
    case 'maximum':
      if (typeof parent.minimum === 'number' && typeof parent.maximum === 'number') {
        problem = `must be between ${parent.minimum} and ${parent.maximum}`
        hi = `${parent.minimum} और ${parent.maximum} के बीच होना चाहिए`
      } else {
        problem = `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`
        hi = `${e.keyword === 'minimum' ? 'कम से कम' : 'अधिक से अधिक'} ${String(params.limit)} होना चाहिए`
      }
      break
    case 'minItems':
      problem = `must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`
      hi = `सूची में कम से कम ${String(params.limit)} ${params.limit === 1 ? 'मान होना चाहिए' : 'मान होने चाहिए'}`
      break
    case 'maxItems':
      problem = `must list at most ${String(params.limit)} items`
      hi = `सूची में अधिक से अधिक ${String(params.limit)} मान हो सकते हैं`
      break
    case 'uniqueItems':
      problem = 'must not list the same value twice'
      hi = 'सूची में एक ही मान दो बार नहीं होना चाहिए'
      break
    case 'minLength':
      problem = `must be at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'} long`
      hi = `कम से कम ${String(params.limit)} वर्ण लंबा होना चाहिए`
      break
    case 'maxLength':
      problem = `must be at most ${String(params.limit)} characters long`
      hi = `अधिक से अधिक ${String(params.limit)} वर्ण लंबा हो सकता है`
      break
    case 'pattern':
    case 'format':
      problem =
        typeof parent.description === 'string'
          ? `must be ${parent.description}`
          : 'is not in the expected format'
      hi =
        (typeof parent.pattern === 'string' ? PATTERNS_HI[parent.pattern] : undefined) ?? 'अपेक्षित रूप में नहीं है'
      break
    default:
      problem = 'is not valid'
      hi = 'मान्य नहीं है'
  }
  return new ApiError(code, { en: `${quoted} ${problem}`, hi: `${quotedHi}: ${sentence(hi)}` })
}
