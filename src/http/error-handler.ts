/** Every failure becomes the spec's error body (§7) with the right status and an X-Request-Id. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AccountError } from '../accounts/errors.js'
import { EphemerisDataError, HousesUndefinedError } from '../astro/index.js'
import { LimitError } from './gate.js'
import { ApiError, errorBody } from './errors.js'
import { validationError } from './validation.js'

/** Size limit of a request body in bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024

const FASTIFY_CODES: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiError('invalid_json', 'the request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError('invalid_json', 'the request body is empty: send a JSON object'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError('invalid_json', 'the request body must be JSON, sent with Content-Type: application/json'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new ApiError('payload_too_large', `the request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB`),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError('invalid_json', 'the Content-Length header does not match the body'),
}

/** The API error for anything thrown while answering. Unknown errors are internal (500). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err
  if (err instanceof AccountError) {
    const headers: Record<string, string> = err instanceof LimitError ? { ...err.headers } : {}
    if (err.retryAfterS !== undefined) headers['retry-after'] = String(err.retryAfterS)
    return new ApiError(err.code, err.message, headers)
  }
  const e = err as Partial<FastifyError>
  if (Array.isArray(e.validation)) {
    return validationError(e.validation as never, e.validationContext === 'headers' ? 'headers' : 'body')
  }
  if (err instanceof HousesUndefinedError) return new ApiError('houses_undefined_at_latitude', err.message)
  if (err instanceof EphemerisDataError) {
    return new ApiError(
      'internal_error',
      'the ephemeris data could not answer for this request; please retry later',
    )
  }
  const known = e.code ? FASTIFY_CODES[e.code] : undefined
  if (known) return known()
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError('invalid_json', 'the request could not be read as a JSON body')
  }
  return new ApiError('internal_error', 'the service failed to answer this request; please retry later')
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  return reply
    .code(err.statusCode)
    .headers({ 'x-request-id': req.id, ...err.headers })
    .send(errorBody(err, req.id))
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const apiErr = toApiError(err)
    // Internal detail goes to the log only, and never the request body (it may hold birth data).
    if (apiErr.statusCode >= 500) req.log.error({ err }, 'request failed')
    return sendError(req, reply, apiErr)
  })
  app.setNotFoundHandler((req, reply) =>
    sendError(
      req,
      reply,
      new ApiError('not_found', 'there is no endpoint at this method and path; see GET /v1/openapi.json'),
    ),
  )
}
