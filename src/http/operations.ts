/**
 * Every operation's route, made from its module (src/operations): the path, the OpenAPI entry built from
 * its document, request and answer schemas and error codes, and `config.operation`, which the hooks
 * (hooks.ts) read when a call arrives: authentication, limits, validation, billing, the envelope and the
 * log are theirs, the same for every operation. Keyed operations share one handler; the free ones
 * (the muhurta catalogue) answer their fixed content.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type TSchema } from 'typebox'
import type { Language } from '../i18n/languages.js'
import { withNameMarks } from '../i18n/names.js'
import { chosenLanguage } from '../i18n/negotiate.js'
import type { Narrator } from '../narration/narrator.js'
import type { AnyOperation } from '../operations/define.js'
import { ROUTES } from '../operations/index.js'
import { errorResponses, LanguageField, okResponse, OperationHeaders } from '../schemas/common.js'
import { BODY_LIMIT_BYTES } from './error-handler.js'
import type { OperationHooks } from './hooks.js'
import { narrateStep } from './narrate.js'
import type { RouteOperation } from './policy.js'

export interface OperationRoutesOptions {
  handler: OperationHooks['handler']
  /** Who voices the narrated operations. */
  narrator: Narrator
}

/** The route's operation: a narrated one with the step that voices it. */
function routeOperation(op: AnyOperation, narrator: Narrator): RouteOperation {
  if (!op.narration) return op
  return { ...op, narrate: narrateStep(narrator, op.narration.kind, op.response) }
}

export default (async (app, { handler, narrator }) => {
  for (const route of ROUTES) {
    if (route.kind === 'free') {
      const { op } = route
      // The answer in each language, made once on first asking.
      const contents = new Map<Language, unknown>()
      app.get(
        op.path,
        {
          schema: {
            operationId: op.document.operationId,
            tags: [op.document.tag],
            summary: op.document.summary,
            security: [],
            querystring: Type.Object({ language: Type.Optional(LanguageField) }),
            headers: Type.Object({
              'accept-language': Type.Optional(
                Type.String({
                  description:
                    'Optional. The languages the caller prefers (RFC 9110), used when the query has no ' +
                    '`language`: the best of ours it asks for answers; else English.',
                }),
              ),
            }),
            response: { 200: withNameMarks(op.response) as TSchema },
          },
        },
        async (req, reply) => {
          const q = req.query as { language?: string }
          const language = chosenLanguage(q.language, req.headers['accept-language'])
          let content = contents.get(language)
          if (content === undefined) contents.set(language, (content = op.content(language)))
          reply.header('content-language', language)
          return content
        },
      )
      continue
    }
    const { op } = route
    app.post(
      op.path,
      {
        schema: {
          operationId: op.document.operationId,
          tags: [op.document.tag],
          summary: op.document.summary,
          description: op.document.description,
          headers: OperationHeaders,
          body: { ...op.request, examples: [op.example] },
          response: {
            // Marked for the published document: which kind of `names` each field is looked up in.
            200: withNameMarks(okResponse(op.document.answer, op.response)) as TSchema,
            ...errorResponses(op.errors),
          },
        },
        config: { operation: routeOperation(op, narrator) },
        bodyLimit: op.bodyLimitBytes ?? BODY_LIMIT_BYTES,
      },
      handler,
    )
  }
}) satisfies FastifyPluginAsyncTypebox<OperationRoutesOptions>
