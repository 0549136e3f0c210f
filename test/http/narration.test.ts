/**
 * The narrated operations against a local server speaking the OpenAI chat-completions protocol (issue
 * 14, item 8): a good reply; a reply naming a placement the facts lack; one contradicting the verdict;
 * one giving financial advice; malformed JSON; an empty reply; a refusal; a 500; a 429 with Retry-After
 * (waited out when it fits, refused when it does not); a reply slower than the time budget. Each ends as
 * it should, 200 with a clean narrative or 502 `narration_failed` with nothing charged and no hold left,
 * and the stand-in checks that no request it received held the birth data. Also: the question reaches
 * the model and nowhere else, sandbox keys and an account that cannot pay never reach it, and an
 * Idempotency-Key retry of a call that timed out is charged once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/index.js'
import { forecastExample, timingExample } from '../../src/schemas/narrated.js'
import { mentions } from '../../src/narration/grounding.js'
import { MAX_ATTEMPTS, modelNarrator } from '../../src/narration/narrator.js'
import { factsOf, replyJson, startChatStandIn, type ChatStandIn } from '../helpers/chat-standin.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const MODEL = 'stand-in-narrator-7b'
const TIMEOUT_S = 4
let chat: ChatStandIn
let api: TestApi
let logs: string[] = []

beforeAll(async () => {
  chat = await startChatStandIn(() => ({ status: 500 }))
  api = await testApi({
    narrator: modelNarrator({ url: chat.url, model: MODEL, apiKey: 'sk-stand-in', timeoutS: TIMEOUT_S }),
  })
  // Every log line of the app, to show the question and the birth data are never in one.
  const write = (obj: unknown) => logs.push(JSON.stringify(obj))
  for (const level of ['info', 'warn', 'error'] as const) {
    const original = api.app.log[level].bind(api.app.log)
    ;(api.app.log as unknown as Record<string, unknown>)[level] = (...args: unknown[]) => {
      write(args)
      return (original as (...a: unknown[]) => void)(...args)
    }
  }
})
afterAll(async () => {
  await api.close()
  await chat.close()
})
beforeEach(() => {
  chat.requests.length = 0
  logs = []
})

const BIRTH = forecastExample.birthData
const SECRETS = [
  BIRTH.date,
  BIRTH.time,
  String(BIRTH.latitude),
  String(BIRTH.longitude),
  BIRTH.timezone,
  'Kolkata',
]

/** A reply that keeps to the facts: the outlook in plain words, and one graha the facts name. */
function goodReply(facts: string[]): string {
  const graha = [...mentions(facts.join('\n')).grahas][0]
  return replyJson(
    'Thank you for your question. The reading for your work leans towards support, and it holds this with ' +
      `some assurance. ${graha ? `${graha} speaks for steady effort here. ` : ''}Prepare the ground, move at ` +
      'a measured pace, and let a supportive stretch carry the change rather than forcing it.',
    ['The outlook for work leans towards support.', 'Prepare well and move at a measured pace.'],
    [1],
  )
}

/** A sign the facts never name: naming it invents a placement. */
function absentSign(facts: string[]): string {
  const named = mentions(facts.join('\n')).signs
  return SIGNS.find((s) => !named.has(s))!
}

const ungrounded = (facts: string[]) =>
  replyJson(
    `Your Saturn in ${absentSign(facts)} promises a rise at work this year, so the change you are weighing is well placed.`,
    ['A rise at work is promised.'],
    [1],
  )
const darker = () =>
  replyJson(
    'This is a bad time for any change at work; the period is inauspicious and you should avoid moving now.',
    ['Hold back from any change.'],
    [1],
  )
const financial = () =>
  replyJson(
    'The outlook for work leans towards support. Before you change jobs, invest your savings in the stock market ' +
      'so that your income is safe while you move.',
    ['Invest your savings before moving.'],
    [1],
  )

function expectNoBirthData() {
  expect(chat.requests.length).toBeGreaterThan(0)
  for (const r of chat.requests) for (const s of SECRETS) expect(r.raw, s).not.toContain(s)
}

async function balance() {
  const l = await ledgerCheck(api.store, api.accountId)
  expect(l.ledger).toBe(l.balance)
  expect(l.holds).toBe(0)
  return l.free + l.paid
}

async function expectFailure(body: unknown, requests: number, path = '/v1/forecast') {
  const before = await balance()
  const r = await api.post(path, body)
  expect(r.statusCode, r.body).toBe(502)
  const e = r.json()
  expect(e.error).toBe('narration_failed')
  expect(e.statusCode).toBe(502)
  expect(e.message).toMatch(/nothing was charged/)
  expect(e.message).not.toContain(forecastExample.question)
  expect(chat.requests.length).toBe(requests)
  expect(await balance()).toBe(before)
  expectNoBirthData()
  return e.message as string
}

describe('a good reply', () => {
  it('/healthz names the model and its server', async () => {
    const h = await api.app.inject({ method: 'GET', url: '/healthz' })
    expect(h.json().engines.narrator).toBe(`${MODEL} at ${new URL(chat.url).host}`)
  })

  it('forecast: 200, the model’s narrative as it wrote it, its facts as the basis, 8 credits', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const before = await balance()
    const r = await api.post('/v1/forecast', forecastExample)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('career')
    expect(b.usage.units_charged).toBe(8)
    expect(await balance()).toBe(before - 8)
    expect(b.narrator).toEqual({ kind: 'language_model', model: MODEL })
    const sent = JSON.parse(replyOf(0))
    expect(b.answer.narrative).toBe(sent.narrative)
    expect(b.answer.keyPoints).toEqual(sent.keyPoints)
    expect(b.basis).toEqual([factsOf(chat.requests[0]!)[0]!.replace(/^1\. /, '')])
    expect(b.verdict.outlook).toBe('mostly_favorable')
    expect(Object.keys(b)).not.toContain('question')
    expect(chat.requests).toHaveLength(1)
    expectNoBirthData()
  })

  it('sends what the protocol asks: the model, structured output, the key; the question and the facts', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    await api.post('/v1/forecast', forecastExample)
    const req = chat.requests[0]!
    expect(req.path).toBe('/v1/chat/completions')
    expect(req.headers.authorization).toBe('Bearer sk-stand-in')
    expect(req.body.model).toBe(MODEL)
    expect(req.body.response_format?.type).toBe('json_schema')
    expect(req.body.response_format?.json_schema?.strict).toBe(true)
    const [system, user] = req.body.messages
    expect(system!.role).toBe('system')
    expect(system!.content).toMatch(/Never give medical, legal, financial or psychological advice/)
    expect(user!.content).toContain(`Question: ${forecastExample.question}`)
    expect(factsOf(req)[0]).toMatch(/^1\. For career, the outlook is mostly favourable/)
    // The question went to the model and nowhere else: not into a log line.
    expect(logs.join('\n')).not.toContain(forecastExample.question)
    for (const s of SECRETS) expect(logs.join('\n')).not.toContain(s)
  })

  it('timing/resolve: the assessment first, then the narrative; 7 credits', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const before = await balance()
    const r = await api.post('/v1/timing/resolve', timingExample)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.usage.units_charged).toBe(7)
    expect(await balance()).toBe(before - 7)
    expect(b.assessment).toMatchObject({ kind: 'range', start: '2027-01-01', end: '2027-12-31' })
    expect(b.assessment.stretches.length).toBeGreaterThan(0)
    expect(b.narrator.kind).toBe('language_model')
    const facts = factsOf(chat.requests[0]!).join('\n')
    for (const s of b.assessment.stretches) expect(facts).toContain(`${s.pratyantardasha} sub-period`)
    expectNoBirthData()
  })

  it('a reply fenced as Markdown is still read', async () => {
    chat.script = (req) => ({ reply: '```json\n' + goodReply(factsOf(req)) + '\n```' })
    const r = await api.post('/v1/forecast', forecastExample)
    expect(r.statusCode, r.body).toBe(200)
  })
})

/** The text of the stand-in's reply to request k (its script is pure). */
function replyOf(k: number): string {
  const step = chat.script(chat.requests[k]!, k + 1) as { reply: string }
  return step.reply
}

describe('a reply that fails the checks is asked again, then 502 with nothing charged', () => {
  it('names a placement the chart does not have: the problem is fed back; three times is 502', async () => {
    chat.script = (req) => ({ reply: ungrounded(factsOf(req)) })
    const msg = await expectFailure(forecastExample, MAX_ATTEMPTS)
    expect(msg).toMatch(/did not pass the reading's checks in 3 attempts/)
    const last = chat.requests.at(-1)!.body.messages
    expect(last.filter((m) => m.role === 'assistant')).toHaveLength(2)
    const feedback = last.at(-1)!.content
    expect(feedback).toMatch(/It names signs that the facts do not/)
    expect(feedback).toContain(absentSign(factsOf(chat.requests[0]!)))
  })

  it('a second attempt that keeps to the facts is answered, and charged once', async () => {
    chat.script = (req, n) => ({ reply: n === 1 ? ungrounded(factsOf(req)) : goodReply(factsOf(req)) })
    const before = await balance()
    const r = await api.post('/v1/forecast', forecastExample)
    expect(r.statusCode, r.body).toBe(200)
    expect(chat.requests).toHaveLength(2)
    expect(await balance()).toBe(before - 8)
  })

  it('contradicts the verdict (darker than a mostly favourable outlook)', async () => {
    chat.script = () => ({ reply: darker() })
    await expectFailure(forecastExample, MAX_ATTEMPTS)
    expect(chat.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(/darker than the verdict/)
  })

  it('gives financial advice', async () => {
    chat.script = () => ({ reply: financial() })
    await expectFailure(forecastExample, MAX_ATTEMPTS)
    expect(chat.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(/gives financial instruction/)
  })

  it('malformed JSON', async () => {
    chat.script = () => ({ reply: '{"narrative": "The outlook leans towards support", "keyPoints": [' })
    await expectFailure(forecastExample, MAX_ATTEMPTS)
    expect(chat.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(/not valid JSON/)
  })

  it('an empty reply', async () => {
    chat.script = () => ({ reply: '' })
    await expectFailure(forecastExample, MAX_ATTEMPTS)
  })

  it('JSON of another shape (facts that do not exist)', async () => {
    chat.script = (req) => ({
      reply: replyJson(
        'The reading for your work leans towards support; prepare well and move at a measured pace.',
        ['Leans towards support.'],
        [factsOf(req).length + 5],
      ),
    })
    await expectFailure(forecastExample, MAX_ATTEMPTS)
  })

  it('timing/resolve fails the same way', async () => {
    chat.script = () => ({ reply: financial() })
    await expectFailure(timingExample, MAX_ATTEMPTS, '/v1/timing/resolve')
  })
})

describe('a model that is down, refuses, limits or is slow: 502, nothing charged', () => {
  it('500, tried again within the budget, then 502', async () => {
    chat.script = () => ({ status: 500 })
    expect(await expectFailure(forecastExample, MAX_ATTEMPTS)).toMatch(/answered HTTP 500/)
  })

  it('a refusal is not asked again', async () => {
    chat.script = () => ({ refusal: 'I cannot help with that.' })
    expect(await expectFailure(forecastExample, 1)).toMatch(/declined/)
  })

  it('429 with a Retry-After that fits the budget: waited out, then answered', async () => {
    chat.script = (req, n) =>
      n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { reply: goodReply(factsOf(req)) }
    const t0 = Date.now()
    const r = await api.post('/v1/forecast', forecastExample)
    expect(r.statusCode, r.body).toBe(200)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000)
    expect(chat.requests).toHaveLength(2)
  })

  it('429 with a Retry-After past the budget: 502 at once', async () => {
    chat.script = () => ({ status: 429, headers: { 'retry-after': '3600' } })
    const t0 = Date.now()
    expect(await expectFailure(forecastExample, 1)).toMatch(/asked for 3600 s, more than the time left/)
    expect(Date.now() - t0).toBeLessThan(2000)
  })

  it(`slower than NARRATOR_TIMEOUT_S (${TIMEOUT_S} s): 502 when the budget ends`, async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)), delayMs: (TIMEOUT_S + 2) * 1000 })
    const t0 = Date.now()
    expect(await expectFailure(forecastExample, 1)).toMatch(new RegExp(`within ${TIMEOUT_S} s`))
    const ms = Date.now() - t0
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_S * 1000 - 100)
    expect(ms).toBeLessThan((TIMEOUT_S + 2) * 1000)
  })

  it('a server that cannot be reached', async () => {
    const down = await testApi({
      narrator: modelNarrator({ url: 'http://127.0.0.1:9/v1', model: MODEL, timeoutS: 2 }),
    })
    try {
      const r = await down.post('/v1/forecast', forecastExample)
      expect(r.statusCode, r.body).toBe(502)
      expect(r.json().error).toBe('narration_failed')
      const l = await ledgerCheck(down.store, down.accountId)
      expect(l.charges).toHaveLength(0)
      expect(l.holds).toBe(0)
    } finally {
      await down.close()
    }
  })
})

describe('never a model for what must not reach one', () => {
  it('a sandbox key gets the sample composed without the model', async () => {
    chat.script = () => ({ status: 500 })
    const sandbox = (
      await api.accounts.createKey({ accountId: api.accountId, kind: 'sandbox' }, api.clock.ms)
    ).secret
    for (const [path, body] of [
      ['/v1/forecast', forecastExample],
      ['/v1/timing/resolve', timingExample],
    ] as const) {
      const r = await api.post(path, body, { authorization: `Bearer ${sandbox}` })
      expect(r.statusCode, r.body).toBe(200)
      expect(r.json()).toMatchObject({ sandbox: true, narrator: { kind: 'built_in', model: null } })
    }
    expect(chat.requests).toHaveLength(0)
  })

  it('an account that cannot pay is refused (402) before the model is called', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const { accountId } = await api.accounts.createAccount(
      { email: `poor-${Math.random().toString(36).slice(2)}@example.com`, verified: true, acceptTerms: true },
      api.clock.ms,
    )
    const { secret } = await api.accounts.createKey({ accountId, kind: 'live' }, api.clock.ms)
    for (let i = 0; i <= 12; i++) {
      const r = await api.post('/v1/forecast', forecastExample, { authorization: `Bearer ${secret}` })
      if (r.statusCode === 402) {
        expect(r.json().error).toBe('credits_exhausted')
        const before = chat.requests.length
        const again = await api.post('/v1/forecast', forecastExample, { authorization: `Bearer ${secret}` })
        expect(again.statusCode).toBe(402)
        expect(chat.requests.length).toBe(before)
        return
      }
      expect(r.statusCode, r.body).toBe(200)
    }
    throw new Error('100 free credits pay for 12 forecasts of 8, not 13')
  })
})

describe('Idempotency-Key', () => {
  it('a narrated call that timed out and is retried is charged once', async () => {
    const key = `retry-${Math.random().toString(36).slice(2)}`
    const before = await balance()
    // The first try: the model is too slow; 502, nothing charged.
    chat.script = (req) => ({ reply: goodReply(factsOf(req)), delayMs: (TIMEOUT_S + 2) * 1000 })
    const first = await api.post('/v1/forecast', forecastExample, { 'idempotency-key': key })
    expect(first.statusCode).toBe(502)
    expect(await balance()).toBe(before)
    // The retry with the same key: answered, charged.
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const second = await api.post('/v1/forecast', forecastExample, { 'idempotency-key': key })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().usage.units_charged).toBe(8)
    // A client that timed out on the success and retries again: answered, not charged again.
    const third = await api.post('/v1/forecast', forecastExample, { 'idempotency-key': key })
    expect(third.statusCode, third.body).toBe(200)
    expect(third.json().usage.units_charged).toBe(0)
    expect(await balance()).toBe(before - 8)
    const l = await ledgerCheck(api.store, api.accountId)
    expect(l.charges.filter((c) => c.operation === 'getForecast').length).toBeGreaterThan(0)
  })
})

describe('a caller that goes away', () => {
  it('stops the model’s request: the hold is released at once, nothing charged', async () => {
    const { request } = await import('node:http')
    // Its own API, listening on a port: a connection a client can drop.
    const own = await testApi({
      narrator: modelNarrator({ url: chat.url, model: MODEL, timeoutS: TIMEOUT_S }),
    })
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' })
    chat.script = (req) => ({ reply: goodReply(factsOf(req)), delayMs: 3000 })
    try {
      const held = async () => (await ledgerCheck(own.store, own.accountId)).holds
      const before = await ledgerCheck(own.store, own.accountId)
      await new Promise<void>((resolve) => {
        const r = request(`${address}/v1/forecast`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${own.liveKey}` },
        })
        r.on('error', () => resolve())
        r.end(JSON.stringify(forecastExample))
        // Gone once the model has been asked (the price is held by then).
        const wait = setInterval(() => {
          if (chat.requests.length > 0) {
            clearInterval(wait)
            r.destroy()
            resolve()
          }
        }, 20)
      })
      const t0 = Date.now()
      while ((await held()) > 0 && Date.now() - t0 < 2500) await new Promise((r) => setTimeout(r, 50))
      // Released well before the model would have answered (3 s): the call was stopped, not finished.
      expect(await held()).toBe(0)
      expect(Date.now() - t0).toBeLessThan(2500)
      const after = await ledgerCheck(own.store, own.accountId)
      expect(after.charges).toHaveLength(before.charges.length)
      expect(after.free + after.paid).toBe(before.free + before.paid)
      expect(chat.requests).toHaveLength(1)
    } finally {
      await own.close()
    }
  })
})
