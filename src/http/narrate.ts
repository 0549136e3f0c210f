/**
 * The step of a narrated operation after the compute pool: the prepared facts voiced by the narrator on
 * the main thread (the model's call is I/O, not computation), checked, and serialized as the answer.
 */
import type { TProperties } from 'typebox'
import type { FactKind } from '../narration/facts.js'
import { builtInNarrator } from '../narration/composer.js'
import { NarrationError, type Narrator } from '../narration/narrator.js'
import type { Confidence, Outlook } from '../readings/interpret.js'
import { textLanguage } from '../readings/text.js'
import { ApiError } from '../schemas/errors.js'
import type { NarrateStep } from './policy.js'
import { asciiJson, contentSerializer, ENVELOPE_ROOM } from '../operations/serialize.js'

interface Prepared {
  verdict: { outlook: Outlook; confidence: Confidence }
  facts: string[]
  items: { kind: FactKind; text: string }[]
  [k: string]: unknown
}

/**
 * The narration step of an operation whose answer has `contentProps`: the narrator given (the built-in
 * composer for sandbox keys, which never reach a model), NarrationError as 502 `narration_failed`.
 */
export function narrateStep(
  narrator: Narrator,
  kind: 'forecast' | 'timing',
  contentProps: TProperties,
): NarrateStep {
  const { domain: _domain, ...props } = contentProps
  const serialize = contentSerializer(props)
  return async (prepared, body, { sandbox, signal, log, language }) => {
    // The task's content is ASCII JSON (operations/serialize.ts), so latin1 reads it exactly.
    const p = JSON.parse(
      Buffer.from(
        prepared.buffer,
        prepared.byteOffset + ENVELOPE_ROOM,
        prepared.length - ENVELOPE_ROOM,
      ).toString('latin1'),
    ) as Prepared
    const { facts, items, ...content } = p
    const b = body as { domain: string; question: string }
    const who = sandbox ? builtInNarrator : narrator
    const started = Date.now()
    let n
    try {
      n = await who.narrate(
        {
          kind,
          language: textLanguage(language ?? 'en'),
          domain: b.domain,
          question: b.question,
          facts,
          items,
          outlook: p.verdict.outlook,
          confidence: p.verdict.confidence,
        },
        signal,
      )
    } catch (err) {
      if (!(err instanceof NarrationError)) throw err
      // The outcome only: never the question, the facts or a reply.
      log({ narration: 'failed', ...err.outcome }, 'narration failed')
      throw new ApiError('narration_failed', {
        en: `the language model did not return a reading: ${err.message} (nothing was charged)`,
        hi: 'भाषा मॉडल ने कोई फलकथन नहीं लौटाया (कोई शुल्क नहीं लिया गया)।',
      })
    }
    if (who.kind === 'language_model') log({ narration: 'ok', ms: Date.now() - started }, 'narrated')
    return asciiJson(
      {
        ...content,
        answer: { narrative: n.narrative, keyPoints: n.keyPoints },
        basis: n.factsUsed.map((i) => items[i - 1]!.text),
        narrator: n.narrator,
      },
      serialize,
    )
  }
}
