/**
 * @graha/client: a typed client for the graha API. Types are generated from graha's OpenAPI document
 * (schema.gen.ts, operations.gen.ts); the calls, errors, retries and timeouts are client.ts.
 */
export { Graha, CLIENT_VERSION, type RateLimit, type Usage } from './client.js'
export { GrahaError, type ApiErrorCode, type ClientErrorCode } from './errors.js'
export { OPERATIONS, type AnswerOf, type OperationId, type RequestOf } from './operations.gen.js'
export type { CallOptions, GrahaOptions, RetryOptions } from './options.js'
export type { components, operations, paths } from './schema.gen.js'
