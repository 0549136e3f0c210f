/** Every failure becomes the spec's error body (§7) with the right status and an X-Request-Id. */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { newId } from '../accounts/keys.js'
import { AccountError } from '../accounts/errors.js'
import { EphemerisDataError, HousesUndefinedError } from '../astro/index.js'
import { LimitError } from './gate.js'
import { ApiError, errorBody } from '../schemas/errors.js'
import { validationError } from '../schemas/validation.js'

/** Size limit of a request body in bytes (an operation may take more: Operation.bodyLimitBytes). */
export const BODY_LIMIT_BYTES = 64 * 1024

const FASTIFY_CODES: Record<string, (bodyLimit: number) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiError('invalid_json', 'the request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError('invalid_json', 'the request body is empty: send a JSON object'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError('invalid_json', 'the request body must be JSON, sent with Content-Type: application/json'),
  FST_ERR_CTP_BODY_TOO_LARGE: (bodyLimit) =>
    new ApiError('payload_too_large', `the request body is larger than ${bodyLimit / 1024} KiB`),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError('invalid_json', 'the Content-Length header does not match the body'),
}

/** The API error for anything thrown while answering (`bodyLimit`: the route's, for a body too large).
 *  Unknown errors are internal (500). */
export function toApiError(err: unknown, bodyLimit = BODY_LIMIT_BYTES): ApiError {
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
  if (known) return known(bodyLimit)
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

/**
 * What the server answers to a connection whose request it cannot read as HTTP (Fastify's
 * clientErrorHandler): the spec's error body with a request id, then the connection is closed. Codes
 * are Node's (ERR_HTTP_REQUEST_TIMEOUT, HPE_…); nothing the client sent is echoed.
 */
export function clientErrorHandler(timeouts: { headersS: number; requestS: number }) {
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    if (err.code === 'ECONNRESET' || socket.destroyed) return
    let apiErr: ApiError
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      apiErr = new ApiError(
        'request_timeout',
        `the request did not arrive whole in time (headers within ${timeouts.headersS} s, the whole request within ${timeouts.requestS} s)`,
      )
    else if (err.code === 'HPE_HEADER_OVERFLOW')
      apiErr = new ApiError('headers_too_large', "the request's headers are larger than 16 KiB")
    else
      apiErr = new ApiError(
        'malformed_request',
        `the request is not HTTP/1.1 that can be read${err.code?.startsWith('HPE_') ? ` (${err.code})` : ''}`,
      )
    const requestId = newId('req')
    this.log.info({ code: err.code ?? null, status: apiErr.statusCode, requestId }, 'unreadable request')
    // Only where no answer has started on this connection (as Node's own handler does).
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (socket.writable && !answering?.headersSent) {
      const body = JSON.stringify(errorBody(apiErr, requestId))
      socket.write(
        `HTTP/1.1 ${apiErr.statusCode} ${STATUS_CODES[apiErr.statusCode]}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      )
    }
    socket.destroy()
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const apiErr = toApiError(err, req.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES)
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
