/**
 * Time and age in the readings: where the reference date stands in the running
 * periods (a period ending within weeks is said to be ending; the last and first months of a mahādaśā
 * are the daśā sandhi, the meeting of two chapters), and the person's stage of life, so that a period's
 * themes are put in words that fit the age (no first-child talk at eighty, no career "rise" at ninety-six:
 * the same house themes, in the words of that stage).
 */
import type { ChartReading } from '../corpus/from-chart.js'
import { named } from '../corpus/describe.js'
import type { LevelName } from '../corpus/context.js'
import { HI_LEVELS, hiGraha, hiMonth, text, type Text } from './text.js'

const DAY_MS = 86_400_000
const YEAR_MS = 365.25 * DAY_MS
/** Months either side of a change of mahādaśā read as its sandhi (compatibility.ts declares the same). */
export const SANDHI_MONTHS = 6
const MONTH_MS = YEAR_MS / 12
/** A period within this of its end is said to be ending. */
export const ENDING_WEEKS = 8

export type { LifeStage } from '../corpus/vocabulary.js'
import type { LifeStage } from '../corpus/vocabulary.js'

/** Age in years at `ms`. */
export const ageAt = (reading: Pick<ChartReading, 'birthMs'>, ms: number): number =>
  (ms - reading.birthMs) / YEAR_MS

/** Under 16: young; from 65: elder; between: adult. */
export function lifeStage(age: number): LifeStage {
  return age < 16 ? 'young' : age >= 65 ? 'elder' : 'adult'
}

/** What each house stands for, shortly, in the words of each stage of life (BPHS ch. 11–23). */
const HOUSE_WORDS: Readonly<Record<LifeStage, Readonly<Record<number, string>>>> = {
  adult: {
    1: 'self and vitality',
    2: 'resources and family',
    3: 'initiative and skills',
    4: 'home and roots',
    5: 'creativity and children',
    6: 'service and routine',
    7: 'partnership',
    8: 'change and renewal',
    9: 'fortune and teachers',
    10: 'work and standing',
    11: 'gains and friends',
    12: 'retreat and distant places',
  },
  young: {
    1: 'self and vitality',
    2: 'family and speech',
    3: 'courage and play',
    4: 'home and schooling',
    5: 'learning and creativity',
    6: 'routine and resilience',
    7: 'friendships and others',
    8: 'change and renewal',
    9: 'teachers and fortune',
    10: 'duties and discipline',
    11: 'friends and hopes',
    12: 'rest and distant places',
  },
  elder: {
    1: 'self and vitality',
    2: 'family and what is kept',
    3: 'interests and companions',
    4: 'home and inner ease',
    5: 'creativity and the next generation',
    6: 'daily rhythm and care',
    7: 'companionship',
    8: 'change and renewal',
    9: 'wisdom, teachers and belief',
    10: 'standing and what you pass on',
    11: 'friends and fulfilment',
    12: 'retreat and reflection',
  },
}

/** The same in Hindi. */
const HOUSE_WORDS_HI: Readonly<Record<LifeStage, Readonly<Record<number, string>>>> = {
  adult: {
    1: 'स्वयं और जीवन-शक्ति',
    2: 'संसाधन और परिवार',
    3: 'पहल और हुनर',
    4: 'घर और जड़ें',
    5: 'सृजन और संतान',
    6: 'सेवा और दिनचर्या',
    7: 'साझेदारी',
    8: 'परिवर्तन और नवीकरण',
    9: 'भाग्य और गुरुजन',
    10: 'कार्य और प्रतिष्ठा',
    11: 'लाभ और मित्र',
    12: 'एकांत और दूर के स्थान',
  },
  young: {
    1: 'स्वयं और जीवन-शक्ति',
    2: 'परिवार और वाणी',
    3: 'साहस और खेल',
    4: 'घर और विद्यालय',
    5: 'पढ़ाई और सृजन',
    6: 'दिनचर्या और सहनशक्ति',
    7: 'मित्रता और दूसरे लोग',
    8: 'परिवर्तन और नवीकरण',
    9: 'गुरुजन और भाग्य',
    10: 'कर्तव्य और अनुशासन',
    11: 'मित्र और आशाएँ',
    12: 'विश्राम और दूर के स्थान',
  },
  elder: {
    1: 'स्वयं और जीवन-शक्ति',
    2: 'परिवार और जो सहेजा गया',
    3: 'रुचियाँ और साथी',
    4: 'घर और भीतरी सुख',
    5: 'सृजन और अगली पीढ़ी',
    6: 'दिन की लय और देखभाल',
    7: 'साहचर्य',
    8: 'परिवर्तन और नवीकरण',
    9: 'ज्ञान, गुरुजन और आस्था',
    10: 'प्रतिष्ठा और जो आप आगे सौंपते हैं',
    11: 'मित्र और संतोष',
    12: 'एकांत और चिंतन',
  },
}

export const houseWords = (h: number, stage: LifeStage): string => HOUSE_WORDS[stage][h]!
export const houseWordsHi = (h: number, stage: LifeStage): string => HOUSE_WORDS_HI[stage][h]!

const monthYear = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Whether a rule speaks to someone at `stage` (a rule without `life` speaks to all). */
export const speaksTo = (rule: { life?: readonly LifeStage[] }, stage: LifeStage): boolean =>
  rule.life === undefined || rule.life.includes(stage)

const byStage = new WeakMap<readonly object[], Map<LifeStage, unknown[]>>()
/** The rules of `rules` that speak to `stage`, filtered once per list and stage. */
export function forStage<R extends { life?: readonly LifeStage[] }>(
  rules: readonly R[],
  stage: LifeStage,
): R[] {
  let m = byStage.get(rules)
  if (!m) byStage.set(rules, (m = new Map()))
  let out = m.get(stage) as R[] | undefined
  if (!out) m.set(stage, (out = rules.filter((r) => speaksTo(r, stage))))
  return out
}

/** The stage of life of the person read, at the reference date. */
export const stageOf = (reading: Pick<ChartReading, 'birthMs' | 'referenceMs'>): LifeStage =>
  lifeStage(ageAt(reading, reading.referenceMs))

/** Whole weeks from `from` to `to`, at least one. */
const weeks = (from: number, to: number) => Math.max(1, Math.round((to - from) / (7 * DAY_MS)))

/**
 * Notes on where the reference date stands in one running level: a level ending within weeks, and for
 * the chapter its sandhi (the last or first months of a mahādaśā).
 */
export function timeNotes(reading: ChartReading, level: LevelName): Text[] {
  const l = reading.levels.find((x) => x.level === level)
  if (!l) return []
  const now = reading.referenceMs
  const start = Date.parse(l.start)
  const end = Date.parse(l.end)
  const out: Text[] = []
  if (level === 'chapter') {
    if (end - now <= SANDHI_MONTHS * MONTH_MS)
      out.push(
        text(
          `The chapter of ${named(l.planet)} closes in ${monthYear(end)}: these are its last months, the meeting of two chapters (daśā sandhi), when what it brought is gathered in and the next chapter's themes begin to show.`,
          `${hiGraha(l.planet)} की महादशा ${hiMonth(end)} में पूरी होती है: ये उसके अंतिम महीने हैं, दो महादशाओं का मिलन (दशा संधि), जब उसकी दी हुई बातें समेटी जाती हैं और अगली महादशा के विषय दिखने लगते हैं।`,
        ),
      )
    else if (now - start <= SANDHI_MONTHS * MONTH_MS)
      out.push(
        text(
          `The chapter of ${named(l.planet)} began in ${monthYear(start)}: these are its first months, the meeting of two chapters (daśā sandhi), when the last chapter's themes are still settling.`,
          `${hiGraha(l.planet)} की महादशा ${hiMonth(start)} में शुरू हुई: ये उसके पहले महीने हैं, दो महादशाओं का मिलन (दशा संधि), जब पिछली महादशा के विषय अभी थम रहे होते हैं।`,
        ),
      )
  } else if (end - now <= ENDING_WEEKS * 7 * DAY_MS) {
    const w = weeks(now, end)
    out.push(
      text(
        `This ${level} ends within ${w} week${w > 1 ? 's' : ''}: its themes are closing rather than opening.`,
        `यह ${HI_LEVELS[level]} ${w} सप्ताह के भीतर समाप्त होती है: इसके विषय अब खुलने के बजाय सिमट रहे हैं।`,
      ),
    )
  }
  return out
}

/** For a summary: "which ends within three weeks" when the period is ending, else ''. */
export function endingClause(nowMs: number, endIso: string): Text {
  const end = Date.parse(endIso)
  if (end - nowMs > ENDING_WEEKS * 7 * DAY_MS) return text('', '')
  const w = weeks(nowMs, end)
  return text(`, which ends within ${w} week${w > 1 ? 's' : ''}`, `, जो ${w} सप्ताह के भीतर समाप्त होती है`)
}
