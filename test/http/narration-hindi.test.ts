/**
 * The narrated operations asked in Hindi (issue 36), against the local stand-in for a language-model
 * server (test/helpers/chat-standin.ts): the model is given the facts in Hindi and asked for a Hindi
 * answer in Devanagari; a Hindi reply that keeps to the facts is the answer (no `languageFallback`); one
 * naming a sign, a year or a month the facts lack (a graha: hindi-timing.test.ts), using a word the Hindi policy refuses, or
 * slipping into English is told why and asked again, then 502 with nothing charged, as the English path
 * is. A sandbox key gets the built-in composer's Hindi.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { forecastExample, timingExample } from '../../src/schemas/narrated.js'
import { hindiMentions } from '../../src/narration/grounding-hi.js'
import { mentions } from '../../src/narration/grounding.js'
import { MAX_ATTEMPTS, modelNarrator } from '../../src/narration/narrator.js'
import { hiNames, hiSign } from '../../src/narration/words-hi.js'
import { SIGNS } from '../../src/astro/index.js'
import { factsOf, replyJson, startChatStandIn, type ChatStandIn } from '../helpers/chat-standin.js'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const MODEL = 'stand-in-narrator-7b'
let chat: ChatStandIn
let api: TestApi

beforeAll(async () => {
  chat = await startChatStandIn(() => ({ status: 500 }))
  api = await testApi({
    narrator: modelNarrator({ url: chat.url, model: MODEL, apiKey: 'sk-stand-in', timeoutS: 4 }),
  })
})
afterAll(async () => {
  await api.close()
  await chat.close()
})
beforeEach(() => {
  chat.requests.length = 0
})

const FORECAST = { ...forecastExample, language: 'hi' }
const TIMING = { ...timingExample, language: 'hi' }

/** What the Hindi facts of a request name. */
const named = (facts: string[]) => mentions(facts.join('\n'), hindiMentions)
/** A graha's Hindi word as the facts write it (the Moon as चंद्रमा in prose). */
const hiGrahaWord = (g: string) => (g === 'Moon' ? 'चंद्रमा' : hiNames().grahas[g]!)

/** A Hindi reply keeping to the facts: the outlook in plain words, one graha and one year they name. */
function goodReply(facts: string[]): string {
  const m = named(facts)
  const graha = [...m.grahas][0]
  const year = [...m.years][0]
  return replyJson(
    'आपके प्रश्न के लिए धन्यवाद। आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है, और यह बात कुछ भरोसे के साथ ' +
      `कहती है। ${graha ? `${hiGrahaWord(graha)} यहाँ स्थिर प्रयास की ओर संकेत करता है। ` : ''}` +
      `${year ? `${year} की अवधि पर ध्यान दें। ` : ''}तैयारी करें, संतुलित गति से चलें, और बदलाव को ज़बरदस्ती ` +
      'करने के बजाय किसी सहायक कालखंड को उसे आगे ले जाने दें।',
    ['कार्यक्षेत्र के लिए परिणाम सहारे की ओर झुकता है।', 'अच्छी तैयारी करें और संतुलित गति से चलें।'],
    [1],
  )
}

/** A reply naming a sign the facts never name (a placement they do not hold). */
function absentSign(facts: string[]): string {
  const sign = SIGNS.find((x) => !named(facts).signs.has(x))!
  return replyJson(
    `आपकी कुंडली में ${hiSign(sign)} राशि का शनि इस वर्ष कार्यक्षेत्र में उन्नति का संकेत देता है, इसलिए जिस बदलाव पर आप विचार कर रहे हैं, वह अच्छी जगह है।`,
    ['उन्नति का संकेत है।'],
    [1],
  )
}
/** A reply naming a year the facts never name. */
function absentYear(facts: string[]): string {
  let y = 2041
  while (named(facts).years.has(y)) y++
  return replyJson(
    `आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है, और ${y} में सबसे अच्छा अवसर आता है; तब तक तैयारी करते रहें।`,
    ['सबसे अच्छा अवसर आगे आता है।'],
    [1],
  )
}
/** A reply naming a month whose year the facts name, but not with that month. */
function absentMonth(facts: string[]): string {
  const m = named(facts)
  const year = [...m.years].sort()[0]!
  const months = [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ]
  const i = months.findIndex((_, k) => !m.months.has(`${year}-${String(k + 1).padStart(2, '0')}`))
  return replyJson(
    `आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है, और ${months[i]} ${year} में सबसे अच्छा अवसर आता है; तब तक तैयारी करते रहें।`,
    ['सबसे अच्छा अवसर आगे आता है।'],
    [1],
  )
}
const refusedWord = () =>
  replyJson(
    'आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है, पर इस वर्ष किसी रोग के कारण काम में रुकावट आ सकती है; तैयारी करते रहें।',
    ['रुकावट संभव है।'],
    [1],
  )
const english = () =>
  replyJson(
    'आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है। The reading for your work leans towards support; तैयारी करते रहें।',
    ['सहारे की ओर झुकाव है।'],
    [1],
  )
const certain = () =>
  replyJson(
    'आपके कार्यक्षेत्र के लिए कुंडली सहारे की ओर झुकती है, और पदोन्नति पक्का मिलेगी; बस आवेदन करें और प्रतीक्षा करें।',
    ['पदोन्नति पक्का मिलेगी।'],
    [1],
  )

async function balance() {
  const l = await ledgerCheck(api.store, api.accountId)
  expect(l.holds).toBe(0)
  return l.free + l.paid
}

async function expectFailure(body: unknown, path: string, problem: RegExp) {
  const before = await balance()
  const r = await api.post(path, body)
  expect(r.statusCode, r.body).toBe(502)
  expect(r.json().error).toBe('narration_failed')
  expect(chat.requests).toHaveLength(MAX_ATTEMPTS)
  expect(await balance()).toBe(before)
  expect(chat.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(problem)
}

describe('a Hindi call', () => {
  it('forecast: the facts and the question go in Hindi, the prompt asks for Devanagari; a grounded Hindi reply is the answer', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const before = await balance()
    const r = await api.post('/v1/forecast', FORECAST)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.language).toBe('hi')
    expect(b.languageFallback).toBeUndefined()
    expect(b.narrator).toEqual({ kind: 'language_model', model: MODEL })
    expect(b.answer.narrative).toBe(JSON.parse(goodReply(factsOf(chat.requests[0]!))).narrative)
    expect(b.basis[0]).toMatch(/^कार्यक्षेत्र और आजीविका के लिए परिणाम/)
    expect(b.verdict.summary).toMatch(/[\u0900-\u097F]/)
    expect(await balance()).toBe(before - 8)
    const [system, user] = chat.requests[0]!.body.messages
    expect(system!.content).toMatch(
      /Write the whole reply \(narrative and keyPoints\) in Hindi, in Devanagari/,
    )
    expect(system!.content).toContain('plain Hindi')
    expect(user!.content).toContain('Area of life: कार्यक्षेत्र और आजीविका')
    for (const f of factsOf(chat.requests[0]!))
      expect(f.replace(/^\d+\. /, '')).not.toMatch(/[A-Za-z]{2,} [A-Za-z]{2,}/)
  })

  it('timing/resolve: the assessment in Hindi, then the grounded Hindi answer', async () => {
    chat.script = (req) => ({ reply: goodReply(factsOf(req)) })
    const r = await api.post('/v1/timing/resolve', TIMING)
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.languageFallback).toBeUndefined()
    expect(b.assessment.summary).toMatch(/^2027-01-01 से 2027-12-31 तक/)
    expect(b.assessment.stretches[0].reasons[0]).toMatch(/[\u0900-\u097F]/)
    const facts = factsOf(chat.requests[0]!).join('\n')
    for (const s of b.assessment.stretches)
      expect(facts).toContain(
        `${s.pratyantardasha === 'Moon' ? 'चंद्रमा' : hiNames().grahas[s.pratyantardasha]} प्रत्यंतर्दशा`,
      )
  })

  it('a reply naming a sign the facts do not name is asked again, then 502, nothing charged', async () => {
    chat.script = (req) => ({ reply: absentSign(factsOf(req)) })
    await expectFailure(FORECAST, '/v1/forecast', /It names signs that the facts do not/)
  })

  it('a reply naming a year the facts do not name: 502', async () => {
    chat.script = (req) => ({ reply: absentYear(factsOf(req)) })
    await expectFailure(TIMING, '/v1/timing/resolve', /It names years that the facts do not/)
  })

  it('a reply naming a month the facts do not name: 502', async () => {
    chat.script = (req) => ({ reply: absentMonth(factsOf(req)) })
    await expectFailure(TIMING, '/v1/timing/resolve', /It names months that the facts do not/)
  })

  it('a reply with a word the Hindi policy refuses: 502', async () => {
    chat.script = () => ({ reply: refusedWord() })
    await expectFailure(FORECAST, '/v1/forecast', /illness or medicine: "रोग"/)
  })

  it('a reply more certain than the verdict: 502', async () => {
    chat.script = () => ({ reply: certain() })
    await expectFailure(FORECAST, '/v1/forecast', /claims a certainty/)
  })

  it('a reply slipping into English: 502', async () => {
    chat.script = () => ({ reply: english() })
    await expectFailure(FORECAST, '/v1/forecast', /It is not all in Hindi/)
  })

  it('a second attempt that keeps to the facts is the answer, charged once', async () => {
    chat.script = (req, n) => ({ reply: n === 1 ? absentSign(factsOf(req)) : goodReply(factsOf(req)) })
    const before = await balance()
    const r = await api.post('/v1/forecast', FORECAST)
    expect(r.statusCode, r.body).toBe(200)
    expect(chat.requests).toHaveLength(2)
    expect(await balance()).toBe(before - 8)
  })

  it('a sandbox key gets the built-in composer in Hindi, never the model', async () => {
    chat.script = () => ({ status: 500 })
    const sandbox = (
      await api.accounts.createKey({ accountId: api.accountId, kind: 'sandbox' }, api.clock.ms)
    ).secret
    for (const [path, body] of [
      ['/v1/forecast', FORECAST],
      ['/v1/timing/resolve', TIMING],
    ] as const) {
      const r = await api.post(path, body, { authorization: `Bearer ${sandbox}` })
      expect(r.statusCode, r.body).toBe(200)
      const b = r.json()
      expect(b.narrator).toEqual({ kind: 'built_in', model: null })
      expect(b.answer.narrative).toMatch(/^यह उत्तर कुंडली के अपने कथनों से तय नियमों के अनुसार जोड़ा गया है/)
      expect(b.answer.narrative).not.toMatch(/[A-Za-z]/)
      for (const k of b.answer.keyPoints) expect(k).not.toMatch(/[A-Za-z]/)
    }
    expect(chat.requests).toHaveLength(0)
  })
})
