/**
 * The built-in composer: with no model configured (`NARRATOR_URL` unset), the narrated
 * operations still answer, with the same facts put into plain prose by fixed rules, labelled
 * `narrator: {kind: "built_in", model: null}` so that nobody takes it for a model's voice. It cannot read
 * the question, and says so; it speaks to the domain as the verdict does. Its prose passes the same
 * grounding checks as a model's (tested).
 */
import type { FactKind } from './facts.js'
import type { Narration, NarrationInput, Narrator } from './narrator.js'

const OUTLOOK_SENTENCE = {
  favorable: 'leans clearly towards support',
  mostly_favorable: 'leans towards support',
  mixed: 'is mixed, with support and care in about equal measure',
  challenging: 'asks for patience and care',
} as const

/** The text after a fact's label ("In favour: …" → "…"). */
const body = (text: string) => text.replace(/^(In favour|To look after|Why the confidence): /, '')

/** The paragraphs with every sentence said once: a reason shared by two stretches (Sade Sati over
 *  both) is kept where it first comes. */
function onceEach(paragraphs: readonly string[]): string[] {
  const said = new Set<string>()
  return paragraphs
    .map((p) =>
      p
        .split(/(?<=[.!?])\s+(?=[A-Z])/)
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
    `This answer is put together from the reading's own statements by fixed rules, so it speaks to ` +
      `${input.domain} as a whole rather than to the exact words of your question. Read for ${input.domain}, the chart ` +
      `${OUTLOOK_SENTENCE[input.outlook]}. ${outlook}` +
      (reason ? ` ${body(reason)}` : ''),
  )
  points.push(outlook)
  const unknown = first('time_unknown')
  if (unknown) paragraphs[0] += ` ${unknown}`

  const support = first('support')
  const caution = first('caution')
  const sides: string[] = []
  if (support) {
    sides.push(`On the side of support: ${body(support)}`)
    points.push(`In favour: ${body(support).split('. ')[0]!.replace(/\.$/, '')}.`)
  }
  if (caution) {
    sides.push(`What asks for care: ${body(caution)}`)
    points.push(`To look after: ${body(caution).split('. ')[0]!.replace(/\.$/, '')}.`)
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
      t.push(
        stretches.length === 1
          ? `In detail: ${stretches[0]}`
          : `The stretches to weigh, most supportive first: ${stretches.join(' ')}`,
      )
    const windows = pick('window', 2)
    if (windows.length) t.push(windows.join(' '))
    if (t.length) paragraphs.push(t.join(' '))
  } else {
    const windows = pick('window', 2)
    if (windows.length) {
      paragraphs.push(`As for timing: ${windows.join(' ')}`)
      points.push(windows[0]!.split(':')[0]! + '.')
    }
    const event = first('event')
    if (event) paragraphs[paragraphs.length - 1] += ` ${event}`
  }
  paragraphs.push(
    'Take this as a map of tendencies to work with rather than a fixed outcome: the chart describes the ' +
      'weather of a time, and how you meet it remains your own.',
  )
  return {
    narrative: onceEach(paragraphs).join('\n\n'),
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
