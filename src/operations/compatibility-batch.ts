/**
 * `POST /v1/compatibility/batch`: one profile matched against up to 500 candidates (the issue: matrimony
 * platforms score one profile against hundreds). Each candidate is checked on its own before any work, as
 * the request validator and the birth's resolution check a partner of `/v1/compatibility`, so that a bad
 * one answers in its own item instead of refusing the call; the price counts only the valid ones.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { BirthDataError, resolveBirth } from '../jyotisha/birth.js'
import {
  batchPerson,
  matchBrief,
  orderMatches,
  personBrief,
  type BatchBirth,
  type Gender,
  type MatchBrief,
} from '../readings/compatibility/batch.js'
import {
  Candidate,
  CANDIDATES_PER_CREDIT,
  CompatibilityBatchContentProps,
  compatibilityBatchExample,
  CompatibilityBatchRequest,
  ITEM_ERROR_CODES,
  MAX_CANDIDATES,
  type CompatibilityBatchRequest as Body,
} from '../schemas/compatibility-batch.js'
import { ApiError } from '../schemas/errors.js'
import { grahaAjvPlugin, validationError } from '../schemas/validation.js'
import { inLanguage, textLanguage, type Text } from '../readings/text.js'
import { defineOperation } from './define.js'
import { birthDataError, CALCULATION_ERRORS } from './errors.js'

type ItemErrorCode = (typeof ITEM_ERROR_CODES)[number]
interface ItemError {
  code: ItemErrorCode
  /** In each language (the answer gives the call's). */
  message: Text
}

/** A candidate after its checks: its instant and gender, or its error. */
type Checked =
  | { index: number; id: string | null; birth: BatchBirth; gender: Gender | undefined }
  | { index: number; id: string | null; error: ItemError }

let candidateCheck: ValidateFunction | undefined

/** The request validator's own checks of one candidate: Ajv with the options and the keyword plugin the
 *  app's validator has (http/app.ts), so that a candidate is judged as a partner of /v1/compatibility. */
function validCandidate(item: unknown): ErrorObject[] | null {
  candidateCheck ??= grahaAjvPlugin(
    new Ajv({
      allErrors: true,
      coerceTypes: false,
      removeAdditional: false,
      useDefaults: true,
      verbose: true,
    }),
  ).compile(Candidate)
  return candidateCheck(item) ? null : (candidateCheck.errors ?? [])
}

const isItemCode = (code: string): code is ItemErrorCode =>
  (ITEM_ERROR_CODES as readonly string[]).includes(code)

function itemError(err: ApiError): ItemError {
  // validationError and birthDataError give only these codes for a field under `candidates[i]`.
  if (!isItemCode(err.code)) throw new Error(`a candidate's error has the code ${err.code}`)
  return { code: err.code, message: err.text }
}

/** One candidate checked as the request validator and the birth's resolution check a partner, its
 *  errors naming `candidates[i].field`. */
function checkCandidate(item: unknown, index: number): Checked {
  const sentId = (item as { id?: unknown } | null)?.id
  const errors = validCandidate(item)
  if (errors) {
    const at = errors.map((e) => ({ ...e, instancePath: `/candidates/${index}${e.instancePath}` }))
    const id = typeof sentId === 'string' && !at.some((e) => e.instancePath.endsWith('/id')) ? sentId : null
    return { index, id, error: itemError(validationError(at)) }
  }
  const c = item as Candidate
  const id = c.id ?? null
  try {
    const r = resolveBirth(c)
    return {
      index,
      id,
      birth: { epochMs: r.epochMs, timeKnown: r.timeKnown, latitude: c.latitude, longitude: c.longitude },
      gender: c.gender,
    }
  } catch (err) {
    if (!(err instanceof BirthDataError)) throw err
    return { index, id, error: itemError(birthDataError(err, `candidates[${index}]`) as ApiError) }
  }
}

const checkAll = (b: Body): Checked[] => b.candidates.map(checkCandidate)

/** Valid candidates of a validated body, counted once per body (the price is read before the work). */
const validCounts = new WeakMap<object, number>()
function validCandidates(body: unknown): number {
  const b = body as Body
  let n = validCounts.get(b)
  if (n === undefined) {
    n = checkAll(b).filter((c) => 'birth' in c).length
    validCounts.set(b, n)
  }
  return n
}

type Item = { index: number; id: string | null; match: MatchBrief | null; error?: ItemError }

/** One profile against many: the operation (operations/define.ts). */
export const compatibilityBatchOperation = defineOperation({
  id: 'compatibility_batch',
  path: '/v1/compatibility/batch',
  scope: 'compatibility',
  price: {
    kind: 'per-started-items',
    per: CANDIDATES_PER_CREDIT,
    unit: 'valid candidates',
    count: validCandidates,
  },
  // Matching hundreds of candidates takes a tenth of a second or more: the credits are held before the
  // work (as the series'), so that a call is never refused for its price after its work was done.
  billing: 'hold',
  domain: 'compatibility',
  request: CompatibilityBatchRequest,
  response: CompatibilityBatchContentProps,
  errors: CALCULATION_ERRORS,
  example: compatibilityBatchExample,
  texts: ['hi'],
  // 500 candidates with names and ids take about 100 KiB of JSON.
  bodyLimitBytes: 256 * 1024,
  document: {
    operationId: 'getCompatibilityBatch',
    tag: 'Calculation',
    summary: 'One profile matched against many candidates',
    description:
      `The traditional matching of \`profile\` with each of 1 to ${MAX_CANDIDATES} \`candidates\`, as ` +
      '`/v1/compatibility` counts it for partner a (the profile) and partner b (the candidate), without its ' +
      'readings: the Aṣṭakūṭa total out of 36 with the points of each kūṭa and the total after the generally ' +
      'held exceptions; the ten poruthams that agree by the Tamil usage, and the vetoes; the doṣas present ' +
      '(nāḍī, bhakūṭ, gaṇa, Maṅgala, Rajju, Vedha), each cancelled or not and by which exception; Maṅgala doṣa ' +
      'of the profile once and of each candidate; the balance of pāpasāmya. The direction is the single ' +
      'match’s: from the bride’s star to the groom’s when both genders are given and differ; otherwise the ' +
      'profile stands in the bride’s place and the count the other way is given beside it (`…Reverse`), never ' +
      'guessed. Lahiri ayanāṃśa, mean nodes, whole-sign houses.\n\n' +
      'The profile is validated as any request (400, nothing charged). Each candidate is checked on its own, ' +
      'before any matching, as a partner of `/v1/compatibility` would be (its fields, then whether its clock ' +
      'time and date name an instant within 1800-01-02 … 2149-12-31): one that fails is not matched and its ' +
      'item carries `error` with the same code and the field named as `candidates[7].latitude`, never the ' +
      'value sent. When every candidate fails, the call is 400 with the first one’s code and nothing is charged.\n\n' +
      'The items are ordered best first: by the total after exceptions, then the total, then the poruthams that ' +
      'agree, each descending (when the genders do not decide, each the lower of the two directions, as the ' +
      'single match’s verdict reads it), then by input position (`index`); items with an error come last, in ' +
      'input order.\n\n' +
      `Price: 1 credit per started ${CANDIDATES_PER_CREDIT} valid candidates (1 to 10: 1 credit; 500: 50); ` +
      'candidates with an error are not counted. Each candidate costs about what an ephemeris call does (its ' +
      'positions at one instant, and the tables); `/v1/compatibility` reads one couple with the two charts, ' +
      'their timing and a verdict for 12. The credits are held before the work and taken with the answer.',
    answer: 'Every candidate’s match with the profile, best first.',
  },
  run(b, { eph, language }) {
    let profileBirth: BatchBirth
    try {
      const r = resolveBirth(b.profile)
      profileBirth = {
        epochMs: r.epochMs,
        timeKnown: r.timeKnown,
        latitude: b.profile.latitude,
        longitude: b.profile.longitude,
      }
    } catch (err) {
      throw birthDataError(err, 'profile')
    }
    const checked = checkAll(b)
    const valid = checked.filter((c) => 'birth' in c)
    if (valid.length === 0) {
      const first = checked[0] as { error: ItemError }
      throw new ApiError(first.error.code, {
        en: `no candidate could be matched, each has an error; the first: ${first.error.message.en}`,
        hi: `किसी भी उम्मीदवार से मिलान नहीं हो सका, हर एक में कोई त्रुटि है; पहली त्रुटि: ${first.error.message.hi}`,
      })
    }
    const profile = batchPerson(eph, profileBirth, b.profile.gender)
    const items: Item[] = checked.map((c) =>
      'birth' in c
        ? { index: c.index, id: c.id, match: matchBrief(profile, batchPerson(eph, c.birth, c.gender)) }
        : { index: c.index, id: c.id, match: null, error: c.error },
    )
    return inLanguage(
      {
        profile: personBrief(profile),
        counts: { candidates: checked.length, matched: valid.length, failed: checked.length - valid.length },
        matches: orderMatches(items).map(({ index, id, match, error }) =>
          match ? { index, id, ...match } : { index, id, error: error! },
        ),
      },
      textLanguage(language ?? 'en'),
    )
  },
})
