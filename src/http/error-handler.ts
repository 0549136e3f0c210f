/** Every failure becomes the spec's error body (§7) with the right status and an X-Request-Id. */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { newId } from '../accounts/keys.js'
import { AccountError } from '../accounts/errors.js'
import { EphemerisDataError, HousesUndefinedError } from '../astro/index.js'
import { LimitError } from './gate.js'
import { ApiError, errorBody, errorTextLanguage } from '../schemas/errors.js'
import type { Language } from '../i18n/languages.js'
import { chosenLanguage } from '../i18n/negotiate.js'
import { EPHEMERIS_DATA_FAILED, housesUndefined } from '../operations/errors.js'
import { validationError } from '../schemas/validation.js'

/** Size limit of a request body in bytes (an operation may take more: Operation.bodyLimitBytes). */
export const BODY_LIMIT_BYTES = 64 * 1024

const FASTIFY_CODES: Record<string, (bodyLimit: number) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new ApiError('invalid_json', {
      en: 'the request body is not valid JSON',
      hi: 'अनुरोध का मुख्य भाग (बॉडी) मान्य JSON नहीं है।',
    }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError('invalid_json', {
      en: 'the request body is empty: send a JSON object',
      hi: 'अनुरोध का मुख्य भाग (बॉडी) खाली है: एक JSON ऑब्जेक्ट भेजें।',
    }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError('invalid_json', {
      en: 'the request body must be JSON, sent with Content-Type: application/json',
      hi: 'अनुरोध का मुख्य भाग (बॉडी) JSON होना चाहिए, `Content-Type: application/json` के साथ भेजा गया।',
    }),
  FST_ERR_CTP_BODY_TOO_LARGE: (bodyLimit) =>
    new ApiError('payload_too_large', {
      en: `the request body is larger than ${bodyLimit / 1024} KiB`,
      hi: `अनुरोध का मुख्य भाग (बॉडी) ${bodyLimit / 1024} KiB से बड़ा है।`,
    }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError('invalid_json', {
      en: 'the Content-Length header does not match the body',
      hi: '`Content-Length` हेडर मुख्य भाग (बॉडी) से मेल नहीं खाता।',
    }),
}

/** The API error for anything thrown while answering (`bodyLimit`: the route's, for a body too large).
 *  Unknown errors are internal (500). */
export function toApiError(err: unknown, bodyLimit = BODY_LIMIT_BYTES): ApiError {
  if (err instanceof ApiError) return err
  if (err instanceof AccountError) {
    const headers: Record<string, string> = err instanceof LimitError ? { ...err.headers } : {}
    if (err.retryAfterS !== undefined) headers['retry-after'] = String(err.retryAfterS)
    return new ApiError(err.code, err.text, headers)
  }
  const e = err as Partial<FastifyError>
  if (Array.isArray(e.validation)) {
    return validationError(e.validation as never, e.validationContext === 'headers' ? 'headers' : 'body')
  }
  if (err instanceof HousesUndefinedError) return housesUndefined(err)
  if (err instanceof EphemerisDataError) return new ApiError('internal_error', EPHEMERIS_DATA_FAILED)
  const known = e.code ? FASTIFY_CODES[e.code] : undefined
  if (known) return known(bodyLimit)
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError('invalid_json', {
      en: 'the request could not be read as a JSON body',
      hi: 'अनुरोध को JSON बॉडी के रूप में पढ़ा नहीं जा सका।',
    })
  }
  return new ApiError('internal_error', {
    en: 'the service failed to answer this request; please retry later',
    hi: 'सेवा इस अनुरोध का उत्तर नहीं दे सकी; कृपया कुछ देर बाद फिर प्रयास करें।',
  })
}

/**
 * The language of an error answer: the body's `language` when the body was read and it is one of ours,
 * else the best of ours `Accept-Language` asks for, else English (i18n/negotiate.ts, as for answers).
 * A key refused before the body is read, or a body that is not JSON, is answered by the header alone.
 */
export function errorLanguage(req: FastifyRequest): Language {
  const body = req.body as { language?: unknown } | null | undefined
  const field = typeof body === 'object' && body !== null && !Array.isArray(body) ? body.language : undefined
  return chosenLanguage(field, req.headers['accept-language'])
}

/** The error body in the call's language (Hindi, else English), said by Content-Language. */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  const language = errorLanguage(req)
  return reply
    .code(err.statusCode)
    .headers({ 'x-request-id': req.id, ...err.headers, 'content-language': errorTextLanguage(language) })
    .send(errorBody(err, req.id, language))
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
      apiErr = new ApiError('request_timeout', {
        en: `the request did not arrive whole in time (headers within ${timeouts.headersS} s, the whole request within ${timeouts.requestS} s)`,
        hi: `अनुरोध समय पर पूरा नहीं पहुँचा (हेडर ${timeouts.headersS} सेकंड में, पूरा अनुरोध ${timeouts.requestS} सेकंड में)।`,
      })
    else if (err.code === 'HPE_HEADER_OVERFLOW')
      apiErr = new ApiError('headers_too_large', {
        en: "the request's headers are larger than 16 KiB",
        hi: 'अनुरोध के हेडर 16 KiB से बड़े हैं।',
      })
    else
      apiErr = new ApiError('malformed_request', {
        en: `the request is not HTTP/1.1 that can be read${err.code?.startsWith('HPE_') ? ` (${err.code})` : ''}`,
        hi: `अनुरोध पढ़ने योग्य HTTP/1.1 नहीं है${err.code?.startsWith('HPE_') ? ` (${err.code})` : ''}।`,
      })
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
      new ApiError('not_found', {
        en: 'there is no endpoint at this method and path; see GET /v1/openapi.json',
        hi: 'इस विधि और पथ पर कोई एंडपॉइंट नहीं है; `GET /v1/openapi.json` देखें।',
      }),
    ),
  )
}
