/**
 * One judgement per period: how the two running lords stand to each other, and the
 * tone of an antardaśā (or a pratyantardaśā within it) for a domain, each computed by one function that
 * every text about the pair or the period reads.
 *
 * **The pair** (BPHS 51; Phaladeepika ch. 20; Laghu Parashari): the place of the sub-period's lord counted
 * from the period's lord (a kendra, a trikona or the 11th joins them; the 6th, 8th or 12th sets them
 * apart) and their compound friendship in this chart (natural and temporary, BPHS 3). Together they make
 * one standing: `harmonious`, `strained`, `mixed`, or `same` when one lord runs both levels. The corpus's
 * statements about the pair are read only where they agree with that standing, so a reading never calls
 * a pair "working side by side" and "strongly at odds" at once.
 *
 * **The period for a domain**: its reasons, each with its sign: whether its lords are significators of
 * the domain; the domain's own period statements for the sub-period's lord (full weight) and the
 * period's lord (0.6), and the pair's statements that agree with its standing; and, where a lord speaks
 * for the domain, the pair's standing and the sub-period lord's functional nature for the lagna
 * (a yogakaraka or trikona lord lifts, a lord of 3/6/11 or the 8th burdens). A period whose lords do not
 * speak for the domain is moved only by the domain's own statements, which it then names. The tone is
 * `favorable` at 2 or more, `cautionary` at −2 or less, else `neutral`, and the description gives the
 * reasons that decided it, in its direction, strongest first.
 */
import type { LevelName, ReadingContext } from '../corpus/context.js'
import { capital, named } from '../corpus/describe.js'
import { holds } from '../corpus/evaluate.js'
import type { LoadedRule } from '../corpus/load.js'
import type { Domain } from '../corpus/vocabulary.js'
import { compoundRelation, naturalRelation, temporaryFriend, type Compound } from '../jyotisha/dignity.js'
import { houseFrom, type Graha } from '../jyotisha/grahas.js'
import { assess } from './assessment.js'
import { DOMAIN_PROFILES } from './domains.js'
import { standingOf } from './standing.js'
import { HINDI_FRIENDSHIP } from '../corpus/grounds-hi.js'
import { HI_LEVELS, hiGraha, hiGrahas, hindiOrdinal, text, type Text } from './text.js'
import { joinWords } from './words.js'

export type Standing = 'harmonious' | 'strained' | 'mixed' | 'same'

export interface PairRelation {
  md: Graha
  ad: Graha
  standing: Standing
  /** The sub-period lord's house counted from the period lord's, and back. */
  place: number
  back: number
  friendship: Compound | null
  /** One sentence, true of the chart, naming both facts and the standing. */
  words: Text
}

const PLACE_SCORE = (n: number): number =>
  [1, 4, 5, 7, 9, 10, 11].includes(n) ? 1 : [6, 8, 12].includes(n) ? -1 : 0
const FRIEND_SCORE: Readonly<Record<Compound, number>> = {
  'great friend': 2,
  friend: 1,
  neutral: 0,
  enemy: -1,
  'great enemy': -2,
}
const FRIEND_WORDS: Readonly<Record<Compound, string>> = {
  'great friend': 'close friends',
  friend: 'friends',
  neutral: 'neutral to each other',
  enemy: 'at odds',
  'great enemy': 'strongly at odds',
}
const STANDING_WORDS: Readonly<Record<Exclude<Standing, 'same'>, string>> = {
  harmonious: 'the two work together',
  strained: 'the two pull against each other',
  mixed: 'the two cooperate only in part',
}
const STANDING_HI: Readonly<Record<Exclude<Standing, 'same'>, string>> = {
  harmonious: 'दोनों मिलकर काम करते हैं',
  strained: 'दोनों एक-दूसरे के विपरीत खिंचते हैं',
  mixed: 'दोनों केवल आंशिक रूप से सहयोग करते हैं',
}
const ordinal = (n: number): string =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`

/** How the lords `md` (the outer level) and `ad` (the inner) stand to each other in this chart. */
export function pairRelation(
  ctx: ReadingContext,
  md: Graha,
  ad: Graha,
  outer: LevelName = 'chapter',
  inner: LevelName = 'period',
): PairRelation {
  const f = ctx.natal.facts
  if (md === ad)
    return {
      md,
      ad,
      standing: 'same',
      place: 1,
      back: 1,
      friendship: null,
      words: text(
        `${capital(named(md))} rules both the running ${outer} and the running ${inner}: the ${outer} opens on its own note.`,
        `${hiGraha(md)} चल रही ${HI_LEVELS[outer]} और ${HI_LEVELS[inner]}, दोनों का स्वामी है: ${HI_LEVELS[outer]} अपने ही स्वर में खुलती है।`,
      ),
    }
  const place = houseFrom(f.grahas[md].sign, f.grahas[ad].sign)
  const back = houseFrom(f.grahas[ad].sign, f.grahas[md].sign)
  const friendship = compoundRelation(
    naturalRelation(md, ad),
    temporaryFriend(f.grahas[md].sign, f.grahas[ad].sign),
  )
  const score = PLACE_SCORE(place) + FRIEND_SCORE[friendship]
  const standing: Standing = score >= 2 ? 'harmonious' : score <= -2 ? 'strained' : 'mixed'
  const where = place === 1 ? 'share a sign' : `stand ${ordinal(place)} and ${ordinal(back)} from each other`
  const whereHi =
    place === 1
      ? 'एक ही राशि में हैं'
      : place === back
        ? `एक-दूसरे से ${hindiOrdinal(place)} स्थान पर हैं`
        : `एक-दूसरे से ${hindiOrdinal(place)} और ${hindiOrdinal(back)} स्थान पर हैं`
  return {
    md,
    ad,
    standing,
    place,
    back,
    friendship,
    words: text(
      `${capital(named(md))} (the ${outer}) and ${named(ad)} (the ${inner}) ${where} and are ${FRIEND_WORDS[friendship]} in this chart: ${STANDING_WORDS[standing]}.`,
      `${hiGraha(md)} (${HI_LEVELS[outer]}) और ${hiGraha(ad)} (${HI_LEVELS[inner]}) ${whereHi} और इस कुंडली में ${HINDI_FRIENDSHIP[friendship]} हैं: ${STANDING_HI[standing]}।`,
    ),
  }
}

/** Whether a statement about the running pair agrees with the pair's standing (and so may be voiced or
 *  weighed): supportive or mixed ones for a harmonious pair, cautionary or mixed ones for a strained
 *  pair, mixed ones only for a mixed pair, and for one lord at both levels only the statements about that. */
export function relationAgrees(rule: LoadedRule, standing: Standing): boolean {
  const aboutSame =
    SAME.get(rule) ?? SAME.set(rule, JSON.stringify(rule.when).includes('"same":true')).get(rule)!
  if (standing === 'same') return aboutSame
  if (aboutSame) return false
  if (standing === 'harmonious') return rule.tone !== 'cautionary'
  if (standing === 'strained') return rule.tone !== 'supportive'
  return rule.tone === 'mixed'
}
const SAME = new WeakMap<LoadedRule, boolean>()

export type Tone = 'favorable' | 'cautionary' | 'neutral'

export interface PeriodReason {
  value: number
  text: Text
}

export interface PeriodJudgement {
  md: Graha
  ad: Graha
  tone: Tone
  /** The sum of the reasons' values. */
  value: number
  /** The lords that are significators of the domain. */
  speaking: Graha[]
  /** Every reason with a value, strongest first. */
  reasons: PeriodReason[]
  /** The reasons that decided the tone, in its direction (none when neutral), strongest first. */
  deciding: PeriodReason[]
  /** Who speaks for the domain, then the deciding reasons, in plain sentences. */
  description: Text
}

export const toneOfValue = (v: number): Tone => (v >= 2 ? 'favorable' : v <= -2 ? 'cautionary' : 'neutral')

const FUNCTIONAL_VALUE = {
  yogakaraka: 0.75,
  benefic: 0.5,
  mixed: 0,
  neutral: 0,
  malefic: -0.5,
  through_dispositor: 0,
}
const STANDING_VALUE = { harmonious: 0.5, strained: -0.5, mixed: 0, same: 0 }
/** Lowers a sentence's first letter to continue another, unless it begins a proper name. */
export function lowerFirst(s: string): string {
  const first = s.split(/[\s,:;.]/, 1)[0]!
  return PROPER.test(first) ? s : s.charAt(0).toLowerCase() + s.slice(1)
}
const PROPER =
  /^(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu|Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces|Sade|Gajakesari|Vimshottari|Yogini|[A-Z][a-z]+-[A-Z].*|[A-Z]{2,}.*)$/

/** A statement of the corpus as a reason: its configuration and what it says, in one sentence. */
function ruleReason(rule: LoadedRule): Text {
  return text(
    `${capital(rule.subject)} — ${lowerFirst(rule.headline.replace(/\.$/, ''))}.`,
    `${rule.hi.subject} — ${rule.hi.headline}।`,
  )
}

const FUNCTIONAL_HI: Readonly<Record<string, string>> = {
  yogakaraka: 'योगकारक',
  benefic: 'कार्यात्मक शुभ ग्रह',
  malefic: 'कार्यात्मक अशुभ ग्रह',
  mixed: 'मिश्रित फल देने वाला ग्रह',
  neutral: 'कार्यात्मक रूप से सम ग्रह',
}

const memo = new WeakMap<object, WeakMap<readonly LoadedRule[], Map<string, PeriodJudgement>>>()

const refinements = new WeakMap<readonly LoadedRule[], Map<string, LoadedRule>>()
/** The rules of `rules` by id, once per list. */
function refinementsOf(rules: readonly LoadedRule[]): Map<string, LoadedRule> {
  let m = refinements.get(rules)
  if (!m) refinements.set(rules, (m = new Map(rules.map((r) => [r.id, r]))))
  return m
}

/**
 * The judgement of the period of `ad` within `md` for `domain`: `rules` are the domain's rules
 * (interpret.domainRules), `sig` its significators. Memoised per natal chart, domain and pair.
 */
export function judgePeriod(
  rules: readonly LoadedRule[],
  ctx: ReadingContext,
  domain: Domain,
  sig: readonly Graha[],
  md: Graha,
  ad: Graha,
  /** `stretch`: the pratyantardaśā of `ad` within the antardaśā of `md`, judged for what it adds: only
   *  its own lord's significance, statements and nature count (the outer lord's are the period's). */
  level: 'period' | 'stretch' = 'period',
): PeriodJudgement {
  let byRules = memo.get(ctx.natal)
  if (!byRules) memo.set(ctx.natal, (byRules = new WeakMap()))
  let m = byRules.get(rules)
  if (!m) byRules.set(rules, (m = new Map()))
  const key = `${domain}|${md}|${ad}|${level}|${sig.join(',')}`
  const hit = m.get(key)
  if (hit) return hit
  const { words, hi } = DOMAIN_PROFILES[domain]
  const inner = level === 'stretch'
  const speaking = (inner ? [ad] : [...new Set([md, ad])]).filter((g) => sig.includes(g))
  const pair = inner ? pairRelation(ctx, md, ad, 'period', 'stretch') : pairRelation(ctx, md, ad)
  const reasons: PeriodReason[] = []
  if (speaking.length) reasons.push({ value: 1, text: text('', '') })
  // The domain's own statements about the two lords and the pair.
  const pairCtx: ReadingContext = ctx.time
    ? { ...ctx, time: { ...ctx.time, mahadasha: md, antardasha: ad } }
    : ctx
  const TONE = { supportive: 1, cautionary: -1, mixed: 0 } as const
  const said = new Set<string>()
  // A broader statement is not weighed where a narrower one that refines it holds for the same lord
  // (firedRules does the same for the rules it is given).
  const byId = refinementsOf(rules)
  const refinedAway = (rule: LoadedRule, b: { period?: Graha }) =>
    rule.refinedBy.some((id) => {
      const r = byId.get(id)
      return r !== undefined && holds(r.when, pairCtx, b) === true
    })
  for (const rule of rules) {
    if (rule.tone === 'mixed') continue
    if (rule.scope === 'relation') {
      if (!relationAgrees(rule, pair.standing)) continue
      if (holds(rule.when, pairCtx, {}) !== true || refinedAway(rule, {})) continue
      const reason = ruleReason(rule)
      if (said.has(reason.en)) continue
      said.add(reason.en)
      reasons.push({
        value: TONE[rule.tone] * rule.weight * 0.6 * standingOf(rule, pairCtx).scale,
        text: reason,
      })
    } else if (rule.scope === 'period') {
      for (const lord of md === ad || inner ? [ad] : [ad, md]) {
        if (holds(rule.when, pairCtx, { period: lord }) !== true || refinedAway(rule, { period: lord }))
          continue
        const reason = ruleReason(rule)
        if (said.has(reason.en)) continue
        said.add(reason.en)
        const scale = standingOf(rule, pairCtx, { period: lord }).scale
        if (scale === 0) continue
        reasons.push({
          value: TONE[rule.tone] * rule.weight * (lord === ad ? 1 : 0.6) * scale,
          text: reason,
        })
      }
    }
  }
  // What the chart says of the lords themselves counts only where a lord speaks for the domain.
  if (speaking.length) {
    const a = assess(ctx)[ad]
    const fv = FUNCTIONAL_VALUE[a.functional]
    if (fv !== 0)
      reasons.push({
        value: fv,
        text: text(
          `${capital(named(ad))} ${a.functionalWhy.en}, so it is ${a.functional === 'yogakaraka' ? 'the yogakaraka' : `a functional ${a.functional}`} for your lagna.`,
          `${hiGraha(ad)} ${a.functionalWhy.hi}, इसलिए वह आपके लग्न के लिए ${FUNCTIONAL_HI[a.functional]} है।`,
        ),
      })
    const sv = STANDING_VALUE[pair.standing]
    if (sv !== 0) reasons.push({ value: sv, text: pair.words })
  }
  const value = reasons.reduce((t, r) => t + r.value, 0)
  const tone = toneOfValue(value)
  const role = inner
    ? speaking.length
      ? text(
          `${capital(named(ad))} is a significator of ${words} in this chart.`,
          `इस कुंडली में ${hiGraha(ad)} ${hi.words} का कारक है।`,
        )
      : text(
          `${capital(named(ad))} is not a significator of ${words} in this chart.`,
          `इस कुंडली में ${hiGraha(ad)} ${hi.words} का कारक नहीं है।`,
        )
    : speaking.length === 0
      ? md === ad
        ? text(
            `${capital(named(md))} is not a significator of ${words} in this chart.`,
            `इस कुंडली में ${hiGraha(md)} ${hi.words} का कारक नहीं है।`,
          )
        : text(
            `Neither ${named(md)} nor ${named(ad)} is a significator of ${words} in this chart.`,
            `इस कुंडली में न ${hiGraha(md)} और न ${hiGraha(ad)} ${hi.words} का कारक है।`,
          )
      : text(
          `${capital(joinWords(speaking.map(named)))} ${speaking.length > 1 ? 'are significators' : 'is a significator'} of ${words} in this chart.`,
          `इस कुंडली में ${hiGrahas(speaking)} ${hi.words} ${speaking.length > 1 ? 'के कारक हैं' : 'का कारक है'}।`,
        )
  const named_ = reasons.filter((r) => r.text.en !== '').sort((x, y) => Math.abs(y.value) - Math.abs(x.value))
  const deciding =
    tone === 'neutral'
      ? []
      : named_.filter((r) => (tone === 'favorable' ? r.value > 0 : r.value < 0)).slice(0, 2)
  const lift = tone === 'favorable' ? 'What lifts it' : 'What asks for care'
  const liftHi = tone === 'favorable' ? 'इसे अनुकूल बनाने वाली बात' : 'सावधानी माँगने वाली बात'
  const description =
    tone === 'neutral'
      ? text(
          `${role.en} Nothing in this period leans it clearly either way for ${words}.`,
          `${role.hi} इस अवधि में कुछ भी इसे ${hi.words} के लिए स्पष्ट रूप से किसी ओर नहीं झुकाता।`,
        )
      : deciding.length
        ? text(
            `${role.en} ${lift}: ${deciding.map((r, i) => (i === 0 ? lowerFirst(r.text.en) : r.text.en)).join(' ')}`,
            `${role.hi} ${liftHi}: ${deciding.map((r) => r.text.hi).join(' ')}`,
          )
        : text(
            `${role.en} ${tone === 'favorable' ? 'That alone makes it a supportive time for it.' : 'It asks for care.'}`,
            `${role.hi} ${tone === 'favorable' ? 'केवल इतना ही इसे इसके लिए सहायक समय बनाता है।' : 'यह सावधानी माँगती है।'}`,
          )
  const j: PeriodJudgement = { md, ad, tone, value, speaking, reasons: named_, deciding, description }
  m.set(key, j)
  return j
}
