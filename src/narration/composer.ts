/**
 * The built-in composer: with no model configured (`NARRATOR_URL` unset), the narrated
 * operations still answer, with the same facts put into plain prose by fixed rules, labelled
 * `narrator: {kind: "built_in", model: null}` so that nobody takes it for a model's voice. It cannot read
 * the question, and says so; it speaks to the domain as the verdict does. Its prose passes the same
 * grounding checks as a model's (tested).
 */
import type { Domain } from '../corpus/vocabulary.js'
import type { TextLanguage } from '../readings/text.js'
import type { FactKind } from './facts.js'
import type { Narration, NarrationInput, Narrator } from './narrator.js'
import { hiDomain } from './words-hi.js'

/** The composer's own words, in each language it writes (the facts come in the call's language). */
const WORDS = {
  en: {
    outlook: {
      favorable: 'leans clearly towards support',
      mostly_favorable: 'leans towards support',
      mixed: 'is mixed, with support and care in about equal measure',
      challenging: 'asks for patience and care',
    },
    opening: (domain: string, outlook: string) =>
      `This answer is put together from the reading's own statements by fixed rules, so it speaks to ` +
      `${domain} as a whole rather than to the exact words of your question. Read for ${domain}, the chart ` +
      `${outlook}.`,
    label: /^(In favour|To look after|Why the confidence): /,
    support: 'On the side of support: ',
    caution: 'What asks for care: ',
    inFavour: 'In favour: ',
    toLookAfter: 'To look after: ',
    stop: '.',
    inDetail: 'In detail: ',
    stretches: 'The stretches to weigh, most supportive first: ',
    timing: 'As for timing: ',
    closing:
      'Take this as a map of tendencies to work with rather than a fixed outcome: the chart describes the ' +
      'weather of a time, and how you meet it remains your own.',
    sentences: /(?<=[.!?])\s+(?=[A-Z])/,
  },
  hi: {
    outlook: {
      favorable: 'स्पष्ट रूप से सहारे की ओर झुकती है',
      mostly_favorable: 'सहारे की ओर झुकती है',
      mixed: 'मिश्रित है, जिसमें सहारा और सावधानी लगभग बराबर हैं',
      challenging: 'धैर्य और सावधानी माँगती है',
    },
    opening: (domain: string, outlook: string) =>
      `यह उत्तर कुंडली के अपने कथनों से तय नियमों के अनुसार जोड़ा गया है, इसलिए यह आपके प्रश्न के ठीक ` +
      `शब्दों के बजाय ${domain} की बात समग्र रूप से करता है। ${domain} की दृष्टि से देखें तो कुंडली ` +
      `${outlook}।`,
    label: /^(पक्ष में|ध्यान रखने योग्य|विश्वास का आधार): /,
    support: 'सहारे की ओर: ',
    caution: 'जो सावधानी माँगता है: ',
    inFavour: 'पक्ष में: ',
    toLookAfter: 'ध्यान रखने योग्य: ',
    stop: '।',
    inDetail: 'विस्तार से: ',
    stretches: 'विचार करने योग्य कालखंड, सबसे सहायक पहले: ',
    timing: 'समय की बात करें तो: ',
    closing:
      'इसे किसी तय परिणाम के बजाय प्रवृत्तियों का एक नक्शा मानें, जिसके साथ आप चल सकते हैं: कुंडली किसी ' +
      'समय के मौसम का वर्णन करती है, और आप उसका सामना कैसे करते हैं, यह आप पर ही निर्भर है।',
    sentences: /(?<=[।?!])\s+/u,
  },
} as const

/** The paragraphs with every sentence said once: a reason shared by two stretches (Sade Sati over
 *  both) is kept where it first comes. A Hindi sentence is made from the same values as its English
 *  one, so the same sentences repeat in either language. */
function onceEach(paragraphs: readonly string[], language: TextLanguage): string[] {
  const said = new Set<string>()
  return paragraphs
    .map((p) =>
      p
        .split(WORDS[language].sentences)
        .filter((s) => {
          const k = s.trim()
          if (said.has(k)) return false
          said.add(k)
          return true
        })
        .join(' '),
    )
    .filter((p) => p.length > 0)
}

export function compose(input: NarrationInput): Omit<Narration, 'narrator'> {
  const language = input.language ?? 'en'
  const w = WORDS[language]
  const domain = language === 'hi' ? hiDomain(input.domain as Domain) : input.domain
  /** The text after a fact's label ("In favour: …" → "…"). */
  const body = (text: string) => text.replace(w.label, '')
  /** A fact's first sentence, without its stop. */
  const firstSentence = (text: string) => `${text.split(`${w.stop} `)[0]!.replace(/[.।]$/, '')}${w.stop}`
  const used = new Set<number>()
  const pick = (kind: FactKind, n = 1) => {
    const out: string[] = []
    input.items.forEach((it, i) => {
      if (it.kind === kind && out.length < n) {
        out.push(it.text)
        used.add(i + 1)
      }
    })
    return out
  }
  const first = (kind: FactKind) => pick(kind)[0]
  const paragraphs: string[] = []
  const points: string[] = []

  const outlook = first('outlook')!
  const reason = first('reason')
  paragraphs.push(
    `${w.opening(domain, w.outlook[input.outlook])} ${outlook}` + (reason ? ` ${body(reason)}` : ''),
  )
  points.push(outlook)
  const unknown = first('time_unknown')
  if (unknown) paragraphs[0] += ` ${unknown}`

  const support = first('support')
  const caution = first('caution')
  const sides: string[] = []
  if (support) {
    sides.push(`${w.support}${body(support)}`)
    points.push(`${w.inFavour}${firstSentence(body(support))}`)
  }
  if (caution) {
    sides.push(`${w.caution}${body(caution)}`)
    points.push(`${w.toLookAfter}${firstSentence(body(caution))}`)
  }
  if (sides.length) paragraphs.push(sides.join(' '))

  if (input.kind === 'timing') {
    const span = first('span')
    const stretches = pick('stretch', 3)
    const t: string[] = []
    if (span) {
      t.push(span)
      points.push(span)
    }
    if (stretches.length)
      t.push(stretches.length === 1 ? `${w.inDetail}${stretches[0]}` : `${w.stretches}${stretches.join(' ')}`)
    const windows = pick('window', 2)
    if (windows.length) t.push(windows.join(' '))
    if (t.length) paragraphs.push(t.join(' '))
  } else {
    const windows = pick('window', 2)
    if (windows.length) {
      paragraphs.push(`${w.timing}${windows.join(' ')}`)
      points.push(windows[0]!.split(':')[0]! + w.stop)
    }
    const event = first('event')
    if (event) paragraphs[paragraphs.length - 1] += ` ${event}`
  }
  paragraphs.push(w.closing)
  return {
    narrative: onceEach(paragraphs, language).join('\n\n'),
    keyPoints: points.slice(0, 5),
    factsUsed: [...used].sort((a, b) => a - b),
  }
}

export const builtInNarrator: Narrator = {
  kind: 'built_in',
  description: 'none',
  async narrate(input) {
    return { ...compose(input), narrator: { kind: 'built_in', model: null } }
  },
}
