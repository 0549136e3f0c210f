/**
 * The narrator of `/v1/forecast` and `/v1/timing/resolve`: any server that speaks the OpenAI
 * chat-completions protocol (OpenAI, vLLM, llama.cpp's server, Ollama, LM Studio), through the official
 * `openai` client with our own time budget and no retries of its own.
 *
 * One call is at most MAX_ATTEMPTS requests inside NARRATOR_TIMEOUT_S in all. A reply is used only if it
 * is the JSON asked for and passes the grounding checks (grounding.ts); a failed check is told to the
 * model, which tries again. A 429 is waited out when its Retry-After fits in the time left; a 5xx or a
 * dropped connection is tried again at once. Anything else, and the last failure, is NarrationError:
 * the API answers 502 `narration_failed` and charges nothing. A configured model that fails never falls
 * back to the built-in composer: a caller who asked for a model's voice is told it failed.
 *
 * Privacy: the model is sent only the prompt (prompt.ts): the facts, the domain and the question. What
 * is logged of a call is its outcome (kinds of problems, statuses, attempts, milliseconds), never the
 * question or a reply.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import type { FactKind } from './facts.js'
import { checkNarrative } from './grounding.js'
import type { HindiMentions } from './grounding-hi.js'
import {
  feedbackPrompt,
  KEY_POINTS_MAX,
  NARRATIVE_MAX,
  REPLY_SCHEMA,
  systemPrompt,
  userPrompt,
  type PromptInput,
} from './prompt.js'

export const MAX_ATTEMPTS = 3
export const DEFAULT_NARRATOR_TIMEOUT_S = 75

export interface NarratorConfig {
  /** Base URL of the chat-completions API, e.g. http://127.0.0.1:8000/v1. */
  url: string
  model: string
  apiKey?: string | undefined
  /** The whole budget of one narration, every attempt included (seconds). */
  timeoutS: number
}

export interface Narration {
  narrative: string
  keyPoints: string[]
  /** 1-based numbers of the facts the answer rests on. */
  factsUsed: number[]
  narrator: { kind: 'language_model' | 'built_in'; model: string | null }
}

/** What happened to a narration that failed (logged; the caller gets the message). */
export interface NarrationOutcome {
  attempts: number
  ms: number
  /** Why each attempt failed, as kinds (`ungrounded`, `tone`, `invalid_json`, `status_500`, …). */
  failures: string[]
}

export class NarrationError extends Error {
  override name = 'NarrationError'
  constructor(
    message: string,
    readonly outcome: NarrationOutcome,
  ) {
    super(message)
  }
}

/** What a narrator is given: the prompt's parts, and the facts with their kinds (the composer's). */
export interface NarrationInput extends PromptInput {
  items: readonly { kind: FactKind; text: string }[]
}

export interface Narrator {
  /** For /healthz: `none`, or the model and the server's host. */
  readonly description: string
  readonly kind: 'language_model' | 'built_in'
  narrate(input: NarrationInput, signal?: AbortSignal): Promise<Narration>
}

/** The parts of a reply, or what is wrong with it (in words for the model). */
export function parseReply(
  text: string | null | undefined,
  factCount: number,
): { ok: true; reply: Omit<Narration, 'narrator'> } | { ok: false; kind: string; problem: string } {
  if (!text || !text.trim())
    return { ok: false, kind: 'empty', problem: 'The reply was empty. Answer with the JSON object.' }
  // Some servers wrap JSON in a Markdown fence even when asked for a schema.
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let v: unknown
  try {
    v = JSON.parse(body)
  } catch {
    return {
      ok: false,
      kind: 'invalid_json',
      problem: 'The reply was not valid JSON. Answer with exactly one JSON object of the form asked for.',
    }
  }
  const o = v as { narrative?: unknown; keyPoints?: unknown; factsUsed?: unknown }
  const bad = (problem: string) => ({ ok: false as const, kind: 'invalid_shape', problem })
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return bad('The reply must be one JSON object with narrative, keyPoints and factsUsed.')
  if (typeof o.narrative !== 'string' || o.narrative.trim().length < 40)
    return bad('"narrative" must be the answer in a few short paragraphs of plain text.')
  if (o.narrative.length > NARRATIVE_MAX)
    return bad(`"narrative" is too long: keep it under ${NARRATIVE_MAX / 2} characters.`)
  if (
    !Array.isArray(o.keyPoints) ||
    o.keyPoints.length === 0 ||
    o.keyPoints.length > KEY_POINTS_MAX ||
    !o.keyPoints.every((k) => typeof k === 'string' && k.trim().length > 0 && k.length <= 400)
  )
    return bad('"keyPoints" must be two to five short sentences, as strings.')
  if (
    !Array.isArray(o.factsUsed) ||
    o.factsUsed.length === 0 ||
    !o.factsUsed.every((n) => Number.isInteger(n) && n >= 1 && n <= factCount)
  )
    return bad(`"factsUsed" must list the numbers (1 to ${factCount}) of the facts the answer rests on.`)
  return {
    ok: true,
    reply: {
      narrative: o.narrative.trim(),
      keyPoints: (o.keyPoints as string[]).map((k) => k.trim()),
      factsUsed: [...new Set(o.factsUsed as number[])].sort((a, b) => a - b),
    },
  }
}

/** The grounding problems of a parsed reply, narrative and key points together. */
function replyProblems(reply: Omit<Narration, 'narrator'>, input: PromptInput, hindi?: HindiMentions) {
  return checkNarrative(`${reply.narrative}\n${reply.keyPoints.join('\n')}`, {
    ...input,
    ...(hindi ? { hindi } : {}),
  })
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t)
        resolve()
      },
      { once: true },
    )
  })

/** Seconds of a Retry-After header (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, nowMs = Date.now()): number | null {
  if (!value) return null
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, (at - nowMs) / 1000)
}

/** A narrator speaking to an OpenAI-compatible chat-completions server. */
export function modelNarrator(config: NarratorConfig): Narrator {
  const client = new OpenAI({
    baseURL: config.url,
    // Local servers take any key; the client refuses to start without one.
    apiKey: config.apiKey || 'none',
    maxRetries: 0,
    timeout: config.timeoutS * 1000,
  })
  const host = (() => {
    try {
      return new URL(config.url).host
    } catch {
      return config.url
    }
  })()
  return {
    kind: 'language_model',
    description: `${config.model} at ${host}`,
    async narrate(input, signal) {
      const started = Date.now()
      const deadline = started + config.timeoutS * 1000
      const failures: string[] = []
      let attempts = 0
      // Imported here, not above: config.ts imports this module before the name tables can be found.
      const hindi = input.language === 'hi' ? (await import('./grounding-hi.js')).hindiMentions : undefined
      const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(input) },
        { role: 'user', content: userPrompt(input) },
      ]
      const fail = (why: string): never => {
        throw new NarrationError(why, { attempts, ms: Date.now() - started, failures })
      }
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const left = deadline - Date.now()
        if (left <= 0) fail(`the narrator did not answer within ${config.timeoutS} s`)
        attempts = attempt
        let text: string | null | undefined
        try {
          const completion = await client.chat.completions.create(
            {
              model: config.model,
              messages,
              temperature: 0.4,
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'reading', strict: true, schema: REPLY_SCHEMA },
              },
            },
            { timeout: left, maxRetries: 0, ...(signal ? { signal } : {}) },
          )
          const choice = completion.choices?.[0]
          if (choice?.message?.refusal) {
            failures.push('refusal')
            fail('the narrator declined to answer')
          }
          text = choice?.message?.content
        } catch (err) {
          if (err instanceof NarrationError) throw err
          if (err instanceof APIConnectionTimeoutError || (Date.now() >= deadline && !signal?.aborted)) {
            failures.push('timeout')
            fail(`the narrator did not answer within ${config.timeoutS} s`)
          }
          if (err instanceof APIUserAbortError || signal?.aborted) {
            failures.push('aborted')
            fail('the call was abandoned before the narrator answered')
          }
          if (err instanceof APIError && err.status !== undefined) {
            failures.push(`status_${err.status}`)
            if (err.status === 429) {
              const wait = retryAfterSeconds(err.headers?.get('retry-after'))
              const room = deadline - Date.now()
              if (attempt < MAX_ATTEMPTS && wait !== null && wait * 1000 < room - 1000) {
                await sleep(wait * 1000, signal)
                continue
              }
              fail(
                wait === null
                  ? 'the narrator is over its rate limit'
                  : `the narrator is over its rate limit and asked for ${Math.ceil(wait)} s, more than the time left`,
              )
            }
            if (err.status >= 500 && attempt < MAX_ATTEMPTS) continue
            fail(`the narrator answered HTTP ${err.status}`)
          }
          // A dropped connection or a refused one.
          failures.push('connection')
          if (attempt < MAX_ATTEMPTS && deadline - Date.now() > 1000) {
            await sleep(250, signal)
            continue
          }
          fail('the narrator could not be reached')
        }
        const parsed = parseReply(text, input.facts.length)
        let problems: string[]
        if (!parsed.ok) {
          failures.push(parsed.kind)
          problems = [parsed.problem]
        } else {
          const found = replyProblems(parsed.reply, input, hindi)
          if (found.length === 0)
            return { ...parsed.reply, narrator: { kind: 'language_model', model: config.model } }
          failures.push(...new Set(found.map((p) => p.kind)))
          problems = found.map((p) => p.detail)
        }
        messages.push(
          { role: 'assistant', content: text ?? '' },
          { role: 'user', content: feedbackPrompt(problems) },
        )
      }
      return fail(`the narrator's replies did not pass the reading's checks in ${MAX_ATTEMPTS} attempts`)
    },
  }
}
