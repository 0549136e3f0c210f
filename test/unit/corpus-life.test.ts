/**
 * Words that fit the age (issue 29): a reading leaves out a rule whose `life` excludes the person's stage
 * (young under 16, elder from 65, at the reference date), so every rule that still speaks to a stage must
 * be worded for it: no exams or a first child at eighty, no marriage or career at twelve.
 *
 * What is checked: a period, relation or transit rule speaks of what is happening now, so all its visible
 * texts; a natal rule describes the chart for a whole life, so only its advice (`do`, `takeCare`), which a
 * reader takes as meant for today.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { loadCorpus, visibleTexts, type LoadedRule } from '../../src/corpus/load.js'
import type { LifeStage } from '../../src/corpus/vocabulary.js'

/** Words of a stage the person has left or not reached. */
const NOT_FOR: Record<Exclude<LifeStage, 'adult'>, RegExp> = {
  /** Schooling, exams, conception or a first child, a career's rise or a promotion. */
  elder:
    /\b(school\w*|exams?|examinations?|conceiv\w*|conception|first child|firstborn|childbirth|promot\w*|career (rise|climb|advancement)|rise in your (career|working life))\b/i,
  /** Marriage, weddings, a spouse, a promotion or a career. */
  young: /\b(marriages?|marry\w*|married|weddings?|spouses?|husbands?|wife|wives|promot\w*|careers?)\b/i,
}

const { rules } = loadCorpus(DEFAULT_CORPUS_DIR)

function checkedTexts(r: LoadedRule): string[] {
  return r.scope === 'natal' ? [...(r.do ?? []), ...(r.takeCare ?? [])] : visibleTexts(r)
}

/** `id: "text"` for each checked text, of a rule that speaks to `stage`, holding a word of `words`. */
function wrongForStage(list: readonly LoadedRule[], stage: LifeStage, words: RegExp): string[] {
  return list
    .filter((r) => !r.life || r.life.includes(stage))
    .flatMap((r) => checkedTexts(r).flatMap((t) => (words.test(t) ? [`${r.id}: "${t}"`] : [])))
}

describe('words that fit the age', () => {
  it('no rule that speaks to an elder talks of schooling, exams, conception, a first child or promotion', () => {
    expect(wrongForStage(rules, 'elder', NOT_FOR.elder)).toEqual([])
  })

  it('no rule that speaks to the young talks of marriage, weddings, a spouse, promotion or a career', () => {
    expect(wrongForStage(rules, 'young', NOT_FOR.young)).toEqual([])
  })

  it('tells a rule with such words from one without, and honours `life`', () => {
    const base = rules.find((r) => r.scope === 'period' && !r.life)!
    const exam = { ...base, id: 'probe', do: ['Take the exam you have prepared for'] }
    expect(wrongForStage([exam], 'elder', NOT_FOR.elder)).toEqual([
      'probe: "Take the exam you have prepared for"',
    ])
    expect(wrongForStage([{ ...exam, life: ['young', 'adult'] }], 'elder', NOT_FOR.elder)).toEqual([])
    const natal = rules.find((r) => r.scope === 'natal' && !r.life)!
    const wedding = {
      ...natal,
      id: 'probe',
      says: `${natal.says} A wedding is near.`,
      do: undefined,
      takeCare: undefined,
    }
    expect(wrongForStage([wedding], 'young', NOT_FOR.young)).toEqual([])
    expect(
      wrongForStage([{ ...wedding, takeCare: ['Rushing the wedding'] }], 'young', NOT_FOR.young),
    ).toHaveLength(1)
  })
})
