/**
 * A local stand-in for a language-model server, speaking the OpenAI chat-completions protocol over real
 * HTTP (the one stand-in the standards allow), started by the test that uses it. Each request it
 * receives is kept whole (to assert what the service sends, and what it never sends); each is answered
 * by the next step of the test's script, the last step repeating.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChatRequest {
  path: string
  headers: IncomingMessage['headers']
  /** The raw body as received. */
  raw: string
  body: {
    model: string
    messages: { role: string; content: string }[]
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } }
    [k: string]: unknown
  }
}

/** One answer: an assistant message (a reply text, or a refusal), or an HTTP error, after a delay. */
export type Step =
  | { reply: string; delayMs?: number }
  | { refusal: string }
  | { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number }

export type Script = (req: ChatRequest, n: number) => Step

export interface ChatStandIn {
  /** Base URL to give as NARRATOR_URL (…/v1). */
  url: string
  requests: ChatRequest[]
  script: Script
  close(): Promise<void>
}

/** The facts of a request, as the service numbered them in its user message. */
export function factsOf(req: ChatRequest): string[] {
  const user = req.body.messages.find((m) => m.role === 'user')!.content
  return user
    .split('\nFacts:\n')[1]!
    .split('\n')
    .filter((l) => /^\d+\. /.test(l))
}

/** A reply as the service asks for it. */
export function replyJson(narrative: string, keyPoints: string[], factsUsed: number[]): string {
  return JSON.stringify({ narrative, keyPoints, factsUsed })
}

export async function startChatStandIn(script: Script): Promise<ChatStandIn> {
  const requests: ChatRequest[] = []
  const state: ChatStandIn = {
    url: '',
    requests,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const entry: ChatRequest = { path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw) }
      requests.push(entry)
      const step = state.script(entry, requests.length)
      const send = () => {
        if (res.destroyed) return
        if ('status' in step) {
          res.writeHead(step.status, { 'content-type': 'application/json', ...(step.headers ?? {}) })
          res.end(JSON.stringify(step.body ?? { error: { message: 'stand-in error', type: 'server_error' } }))
          return
        }
        const message =
          'refusal' in step
            ? { role: 'assistant', content: null, refusal: step.refusal }
            : { role: 'assistant', content: step.reply, refusal: null }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: entry.body.model,
            choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
          }),
        )
      }
      const delay = 'delayMs' in step ? (step.delayMs ?? 0) : 0
      if (delay > 0) setTimeout(send, delay).unref()
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  return state
}
